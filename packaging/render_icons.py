"""Render the app icon's PNG sizes from its SVG sources with QtSvg.

    .venv/bin/python packaging/render_icons.py           # rewrite the committed PNGs
    .venv/bin/python packaging/render_icons.py --check   # exit 1 if any PNG is stale

The PNGs live in the freedesktop ``hicolor`` layout under ``resources/icons/hicolor`` so
``make install-desktop`` copies the tree as it is. 16 and 24 px come from the bolder
``*-small.svg`` (a 4-unit outline in a 128-unit icon is half a pixel at 16 px); every
other size comes from the scalable icon.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

# The platform must be chosen before Qt loads: the script needs no display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "io.github.coventry_desktop.CoventryDesktop"
ICONS = ROOT / "resources" / "icons"
SCALABLE = ICONS / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
SMALL = ICONS / f"{APP_ID}-small.svg"
SMALL_SIZES = (16, 24)
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

# Largest per-channel difference (0..255) still counted as "the same picture" by --check:
# antialiasing may move by a step between Qt patch releases without the icon changing.
TOLERANCE = 8


def png_path(size: int) -> Path:
    """Where the ``size`` x ``size`` PNG lives in the hicolor tree."""
    return ICONS / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def render(size: int) -> QImage:
    """Render the icon at ``size`` px square, ARGB32 with a transparent background.

    Raises:
        RuntimeError: the SVG source does not parse.
    """
    source = SMALL if size in SMALL_SIZES else SCALABLE
    renderer = QSvgRenderer(str(source))
    if not renderer.isValid():
        raise RuntimeError(f"{source} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def max_difference(a: QImage, b: QImage) -> int:
    """Largest per-channel difference (0..255) between two images; 255 if sizes differ."""
    if a.size() != b.size():
        return 255
    a = a.convertToFormat(QImage.Format.Format_ARGB32)
    b = b.convertToFormat(QImage.Format.Format_ARGB32)
    worst = 0
    for y in range(a.height()):
        for x in range(a.width()):
            pa, pb = a.pixel(x, y), b.pixel(x, y)
            for shift in (0, 8, 16, 24):
                worst = max(worst, abs(((pa >> shift) & 0xFF) - ((pb >> shift) & 0xFF)))
    return worst


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare instead of writing")
    options = parser.parse_args(argv)
    _app = QGuiApplication.instance() or QGuiApplication([])
    stale = []
    for size in SIZES:
        image, path = render(size), png_path(size)
        if options.check:
            if not path.exists() or max_difference(image, QImage(str(path))) > TOLERANCE:
                stale.append(path)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(path), "PNG"):
            raise RuntimeError(f"could not write {path}")
        print(f"wrote {path.relative_to(ROOT)}")
    for path in stale:
        print(f"stale: {path.relative_to(ROOT)} (run packaging/render_icons.py)", file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
