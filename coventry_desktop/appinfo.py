"""Who the app is to the desktop: its id, name and icon.

The id is reverse-DNS (AppStream and freedesktop conventions) and names the desktop entry
``resources/desktop/<APP_ID>.desktop``, the metainfo and the icon files; on Wayland the
compositor matches windows to the entry by it, so ``app.py`` passes it to
``QGuiApplication.setDesktopFileName``. ``coventry-desktop`` with a hyphen cannot be a
reverse-DNS label, hence the underscore (the AppStream rule for hyphenated domains).
"""

from __future__ import annotations

from typing import Final

APP_ID: Final = "io.github.coventry_desktop.CoventryDesktop"
APP_NAME: Final = "Coventry Desktop"

ICON_SIZES: Final = (16, 24, 32, 48, 64, 128, 256)
"""The window's icon inside the Qt resources (resources/coventry.qrc), so a bundle has
it: the PNGs rendered from the scalable icon (``resources/icons/hicolor/<n>x<n>``), at
``:/icons/app-<n>.png``. A QIcon of PNGs needs no SVG icon engine, whose plugin and QtSvg
cost every start about 1 ms and 1.4 MiB before the first table (#25)."""
