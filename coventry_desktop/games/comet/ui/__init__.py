"""Comet's Qt side: its presenter for the generic table (imported only through ``INFO.ui``)."""

from .presenter import CometPresenter

__all__ = ["CometPresenter"]
