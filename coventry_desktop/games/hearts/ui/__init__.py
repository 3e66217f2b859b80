"""Hearts' Qt side: its presenter for the generic table (imported only through ``INFO.ui``)."""

from .presenter import HeartsPresenter

__all__ = ["HeartsPresenter"]
