"""Coventry Desktop: the parlour card game Earl of Coventry for the desktop."""

from importlib import metadata

try:
    __version__ = metadata.version("coventry-desktop")
except metadata.PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0"
