"""The app icon: a valid SVG, every PNG size present, exact and up to date."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage
from PySide6.QtSvg import QSvgRenderer

from .helpers import APP_ID, HICOLOR, ROOT, load_script

SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


@pytest.fixture(scope="module")
def render_icons(qapp):
    return load_script("render_icons")


def test_both_svg_sources_parse():
    for path in (HICOLOR / "scalable" / "apps" / f"{APP_ID}.svg",
                 ROOT / "resources" / "icons" / f"{APP_ID}-small.svg"):
        assert QSvgRenderer(str(path)).isValid(), path


@pytest.mark.parametrize("size", SIZES)
def test_png_has_its_size_and_a_transparent_corner(size):
    image = QImage(str(HICOLOR / f"{size}x{size}" / "apps" / f"{APP_ID}.png"))
    assert (image.width(), image.height()) == (size, size)
    assert image.hasAlphaChannel()
    assert image.pixelColor(0, 0).alpha() == 0


@pytest.mark.parametrize("size", (16, 32, 256))
def test_committed_png_matches_a_fresh_render(render_icons, size):
    committed = QImage(str(render_icons.png_path(size)))
    difference = render_icons.max_difference(render_icons.render(size), committed)
    assert difference <= render_icons.TOLERANCE


def test_stale_png_is_detected(render_icons):
    blank = QImage(16, 16, QImage.Format.Format_ARGB32)
    blank.fill(0)
    assert render_icons.max_difference(render_icons.render(16), blank) == 255


def test_sixteen_pixel_icon_is_mostly_opaque_red_white_and_dark():
    """At 16 px the two cards still read: a red back, a light face and a dark spade."""
    image = QImage(str(HICOLOR / "16x16" / "apps" / f"{APP_ID}.png"))
    colours = [image.pixelColor(x, y) for y in range(16) for x in range(16)]
    opaque = [c for c in colours if c.alpha() > 200]
    assert len(opaque) >= 140
    assert any(c.red() > 150 and c.green() < 80 for c in opaque)       # the red back
    assert any(min(c.red(), c.green(), c.blue()) > 220 for c in opaque)  # the white face
    assert any(max(c.red(), c.green(), c.blue()) < 60 for c in opaque)   # the spade
