"""UI language: pick it from the system locale and install Qt Linguist translators.

The app's own catalogues are compiled by ``make`` (``pyside6-lrelease``) into
``coventry_<lang>.qm`` and embedded in the Qt resources under ``:/translations/``, so a
packaged app finds them. Qt's own ``qtbase_<lang>.qm`` (standard dialog buttons such as
"Cancel") comes from the Qt installation. Installing or removing a translator makes Qt
post a ``LanguageChange`` event to every widget, so open windows retranslate themselves
without a restart.

The calls said with each card are not UI text: see :mod:`coventry_desktop.games.coventry.calls`.
"""

from __future__ import annotations

import logging
from typing import Final

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

LANGUAGES: Final = ("en", "ru", "fr")

# Each language named in itself, so a reader can find their own language in a menu
# whatever the current UI language is; these names are never translated.
LANGUAGE_NAMES: Final[dict[str, str]] = {"en": "English", "ru": "Русский", "fr": "Français"}

CALL_LANGUAGES: Final = tuple((code, LANGUAGE_NAMES[code]) for code in ("ru", "fr", "en"))
"""The calls' languages in the order the calls boxes list them (the seeds' order)."""

APP_TRANSLATIONS: Final = ":/translations"

_log = logging.getLogger(__name__)

# The translators this module installed, kept referenced so Python does not collect
# them while Qt still uses them, and so the next install_language can remove them.
_installed: list[QTranslator] = []
_current = "en"


def qt_gaps() -> tuple[str, ...]:
    """Qt's own texts that the qtbase catalogues shipped with PySide6 lack (Qt gave them
    mnemonics after its translators last worked): the app's catalogues carry them in Qt's
    own context, so a file dialog speaks the UI language whole, not half English. Listed
    here as literal ``translate`` calls so that lupdate extracts them."""
    translate = QCoreApplication.translate
    return (translate("QFileDialog", "&Look in:"), translate("QFileDialog", "Files of &type:"),
            # The file dialog's Type column: Qt 6 moved these to QAbstractFileIconProvider,
            # a context its French and Russian catalogues do not have yet.
            translate("QAbstractFileIconProvider", "Folder", "All other platforms"),
            translate("QAbstractFileIconProvider", "Drive"))


def system_language() -> str:
    """The first of the system's UI languages that the app has, else ``"en"``.

    Returns:
        One of :data:`LANGUAGES`.
    """
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def current_language() -> str:
    """The UI language last installed by :func:`install_language` (``"en"`` before any)."""
    return _current


def install_language(app: QCoreApplication, language: str) -> None:
    """Replace the UI language of ``app`` with ``language``.

    Removes the translators installed by an earlier call, then installs the app's
    catalogue from ``:/translations/coventry_<language>.qm`` and Qt's own
    ``qtbase_<language>.qm``. Qt then sends ``LanguageChange`` to every widget.
    English is the source language: only its plural forms have a catalogue, and Qt's
    own texts need none. A missing catalogue is logged, not fatal: the UI stays usable
    in English.

    Raises:
        ValueError: ``language`` is not one of :data:`LANGUAGES`.
    """
    global _current
    if language not in LANGUAGES:
        raise ValueError(f"unknown UI language {language!r}; expected one of {LANGUAGES}")
    # The catalogues live in the Qt resources; register them first (idempotent).
    from coventry_desktop.qt_resources import ensure_resources

    ensure_resources()
    _current = language
    while _installed:
        app.removeTranslator(_installed.pop())
    # Numbers and dates follow the UI language too, not only the words.
    QLocale.setDefault(QLocale(language))
    # Qt's catalogue first, the app's after it: the one installed last is asked first,
    # so the app's fills Qt's gaps (``qt_gaps``).
    sources = []
    if language != "en":
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        sources.append((f"qtbase_{language}", qt_dir))
    sources.append((f"coventry_{language}", APP_TRANSLATIONS))
    for filename, directory in sources:
        translator = QTranslator(app)
        if translator.load(filename, directory):
            app.installTranslator(translator)
            _installed.append(translator)
        else:
            _log.warning("no translation %s in %s", filename, directory)
