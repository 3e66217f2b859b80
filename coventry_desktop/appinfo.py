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

# The scalable icon inside the Qt resources (resources/coventry.qrc), so a bundle has it.
ICON_RESOURCE: Final = ":/icons/app.svg"
