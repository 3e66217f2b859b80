"""The bundle's entry script: PyInstaller needs a file, the app's entry is a function."""

import sys

from coventry_desktop.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
