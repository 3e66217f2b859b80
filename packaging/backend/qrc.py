"""Write ``resources/coventry.qrc`` from the folders, so a game's rules help is found by
where it lies (``resources/rules/<id>/rules_<lang>.html``), not by a list kept by hand.

    python packaging/backend/qrc.py [RESOURCES]     # default: resources/ of this checkout

``make``, the wheel's build (``qt_build.py``) and a bare checkout's first start
(``coventry_desktop/qt_resources.py``) all write it this way; it is never committed.
"""

from __future__ import annotations

import sys
from pathlib import Path
from xml.sax.saxutils import escape

ICON_PNG = "icons/hicolor/{n}x{n}/apps/io.github.coventry_desktop.CoventryDesktop.png"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
"""The window icon's sizes (``coventry_desktop.appinfo.ICON_SIZES``)."""


def entries(resources: Path) -> list[tuple[str, str]]:
    """Every (alias, path relative to ``resources``) the app reads at ``:/alias``.

    The translations are the ``.qm`` files ``lrelease`` makes from each ``.ts`` source,
    listed by their sources so the qrc can be written before they are compiled.
    """
    def under(pattern: str) -> list[tuple[str, str]]:
        found = sorted(p.relative_to(resources).as_posix() for p in resources.glob(pattern))
        return [(path, path) for path in found]

    qm = [(f"translations/{ts.stem}.qm",) * 2
          for ts in sorted((resources / "translations").glob("*.ts"))]
    return [("cards/svg-cards.svg", "cards/svg-cards.svg"), ("cards/LICENSE", "cards/LICENSE"),
            *((f"icons/app-{n}.png", ICON_PNG.format(n=n)) for n in ICON_SIZES),
            ("licenses/GPL-3.0.txt", "../LICENSE"),
            *under("rules/*/rules_*.html"), *under("help/help_*.html"), *qm]


def qrc_text(resources: Path) -> str:
    """The qrc document for ``resources``."""
    lines = ['<!DOCTYPE RCC>', '<RCC version="1.0">', '  <qresource prefix="/">']
    for alias, path in entries(resources):
        named = "" if alias == path else f' alias="{escape(alias)}"'
        lines.append(f"    <file{named}>{escape(path)}</file>")
    return "\n".join([*lines, "  </qresource>", "</RCC>", ""])


def write_qrc(resources: Path) -> Path:
    """Write ``resources/coventry.qrc`` (only when its text changes, so make's timestamps
    stay quiet) and return its path."""
    target = resources / "coventry.qrc"
    text = qrc_text(resources)
    if not target.exists() or target.read_text(encoding="utf-8") != text:
        target.write_text(text, encoding="utf-8")
    return target


if __name__ == "__main__":
    here = Path(__file__).resolve().parents[2] / "resources"
    write_qrc(Path(sys.argv[1]) if len(sys.argv) > 1 else here)
