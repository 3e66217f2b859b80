"""Help → About: the version, the app's licence and the licence of everything it bundles.

The licence texts themselves are in the Qt resources (``:/licenses/GPL-3.0.txt``,
``:/cards/LICENSE``), so the About dialog of a packaged app can show them offline.
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QCoreApplication, QFile, QIODevice, QUrl, qVersion
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..appinfo import APP_NAME
from ..engine.lessons import QT_TRANSLATE_NOOP  # typed: the marker returns a str
from ..games import GAMES
from ..models.game_words import game_title


@dataclass(frozen=True)
class Component:
    """One thing the app is made of or ships, and its licence.

    ``name`` and ``authors`` are English source strings, marked for lupdate where they hold
    words (context "AboutDialog") and translated when shown; a bare name stays as it is.
    """

    name: str
    authors: str
    licence: str       # an SPDX expression
    text: str | None   # the licence text in the Qt resources, if the app ships one
    url: str


COMPONENTS: Final = (
    Component(APP_NAME, QT_TRANSLATE_NOOP(
        "AboutDialog", "The Coventry Desktop authors (program and app icon)"),
              "GPL-3.0-or-later", ":/licenses/GPL-3.0.txt",
              "https://github.com/coventry-desktop/coventry-desktop"),
    Component(QT_TRANSLATE_NOOP("AboutDialog", "svg-cards 4.0.2 (card faces and back)"),
              "© 2005 David Bellot; © 2016, 2017 Huub de Beer",
              "LGPL-2.1-or-later", ":/cards/LICENSE", "https://github.com/htdebeer/SVG-cards"),
    Component(QT_TRANSLATE_NOOP("AboutDialog", "Qt and Qt for Python (PySide6)"),
              QT_TRANSLATE_NOOP("AboutDialog", "The Qt Company Ltd and contributors"),
              "LGPL-3.0-only", None, "https://www.qt.io/licensing/open-source-lgpl-obligations"),
    Component("platformdirs", QT_TRANSLATE_NOOP("AboutDialog", "The platformdirs developers"),
              "MIT", None, "https://github.com/tox-dev/platformdirs"),
    Component("msgspec", QT_TRANSLATE_NOOP(
        "AboutDialog", "Jim Crist-Harif and the msgspec contributors"), "BSD-3-Clause", None,
              "https://github.com/jcrist/msgspec"),
    Component("Python", "Python Software Foundation", "PSF-2.0", None,
              "https://docs.python.org/3/license.html"),
)


# The components' words are marked where they are written (QT_TRANSLATE_NOOP above), which
# lupdate extracts; here they are looked up, as lesson texts are (models/lesson_flow.py).
_lookup = QCoreApplication.translate


def component_words(part: Component) -> tuple[str, str]:
    """A component's name and authors line in the UI language."""
    return _lookup("AboutDialog", part.name), _lookup("AboutDialog", part.authors)


def licence_text(resource: str) -> str:
    """The text of a licence stored in the Qt resources ("" if it is missing)."""
    source = QFile(resource)
    if not source.open(QIODevice.OpenModeFlag.ReadOnly):
        return ""
    return bytes(source.readAll().data()).decode("utf-8", errors="replace")


class AboutDialog(QDialog):
    """Version, a sentence about the game, and a table of components with their licences;
    a component's "Licence text" link shows the full text below."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("AboutDialog")
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.components = QTextBrowser()
        self.components.setOpenLinks(False)
        self.components.anchorClicked.connect(self._link)
        self.text = QTextBrowser()
        self.text.setLineWrapMode(QTextBrowser.LineWrapMode.NoWrap)
        self.text.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.components, 1)
        layout.addWidget(self.text, 2)
        layout.addWidget(buttons)
        self.resize(640, 520)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text in the UI language (names and SPDX ids stay as they are)."""
        self.setWindowTitle(self.tr("About Coventry Desktop"))
        self.heading.setText(self.tr(
            "<h3>Coventry Desktop %1</h3><p>Parlour card games for the desktop: %2, against "
            "bots or with friends.</p>").replace("%1", __version__).replace(
                "%2", html.escape(self._games())))
        self.components.setAccessibleName(self.tr("Components and licences"))
        self.text.setAccessibleName(self.tr("Licence text"))
        rows = []
        for index, part in enumerate(COMPONENTS):
            links = [f'<a href="{html.escape(part.url)}">{html.escape(part.url)}</a>']
            if part.text is not None:
                links.append(f'<a href="licence:{index}">{self.tr("Licence text")}</a>')
            name, authors = component_words(part)
            rows.append(
                f"<tr><td><b>{html.escape(name)}</b><br>{html.escape(authors)}<br>"
                f"{' · '.join(links)}</td><td>{html.escape(part.licence)}</td></tr>")
        # Outside the f-string: lupdate does not see a tr() inside one.
        header = self.tr("<tr><th align='left'>Component</th><th align='left'>Licence</th></tr>")
        qt = self.tr("Qt version: %1").replace("%1", qVersion())
        self.components.setHtml(
            f"<table cellpadding='4'>{header}{''.join(rows)}</table><p>{qt}</p>")

    def _games(self) -> str:
        """Every registered game's name in the UI language, as a list in words."""
        names = [self.tr("%1", "a game's name in the list of games: quoted as your "
                         "language quotes a title").replace("%1", game_title(info))
                 for info in GAMES]
        if len(names) < 2:
            return "".join(names)
        return self.tr("%1 and %2", "the last two names of a list of games").replace(
            "%1", ", ".join(names[:-1])).replace("%2", names[-1])

    def show_licence(self, index: int) -> None:
        """Show the full licence text of ``COMPONENTS[index]`` below the table."""
        resource = COMPONENTS[index].text
        self.text.setPlainText(licence_text(resource) if resource else "")
        self.text.show()
        self.text.setFocus()

    def _link(self, url: QUrl) -> None:
        if url.scheme() == "licence":
            self.show_licence(int(url.path()))
        else:
            from PySide6.QtGui import QDesktopServices

            QDesktopServices.openUrl(url)
