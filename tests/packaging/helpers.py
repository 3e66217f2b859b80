"""Paths and loaders shared by the packaging tests."""

from __future__ import annotations

import importlib.util
import sys
import tomllib
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.coventry_desktop.CoventryDesktop"
DESKTOP = ROOT / "resources" / "desktop" / f"{APP_ID}.desktop"
METAINFO = ROOT / "resources" / "desktop" / f"{APP_ID}.metainfo.xml"
HICOLOR = ROOT / "resources" / "icons" / "hicolor"


def pyproject() -> dict:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        return tomllib.load(handle)


def load_script(name: str) -> ModuleType:
    """Import ``packaging/<name>.py`` (a folder of scripts, not a package) as a module."""
    path = ROOT / "packaging" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"packaging_{name}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    # Registered first: a dataclass resolves its string annotations through sys.modules.
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def desktop_keys(text: str) -> dict[str, str]:
    """The ``[Desktop Entry]`` group as key -> raw value (the format has no other groups here)."""
    keys = {}
    for line in text.splitlines():
        if "=" in line and not line.startswith("#"):
            key, value = line.split("=", 1)
            keys[key] = value
    return keys
