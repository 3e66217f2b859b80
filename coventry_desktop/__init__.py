"""Coventry Desktop: the parlour card games of our rule cards for the desktop."""

from __future__ import annotations


def __getattr__(name: str) -> str:
    # ``__version__`` is read from the installed metadata on first use only: importing
    # importlib.metadata costs about 20 ms, and the window does not need it to appear.
    if name != "__version__":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import metadata

    try:
        version = metadata.version("coventry-desktop")
    except metadata.PackageNotFoundError:  # a source tree that was never installed
        version = "0.0.0"
    globals()["__version__"] = version
    return version
