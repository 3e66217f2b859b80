"""Earl of Coventry's Qt side: its presenter for the generic table (imported only through
``INFO.ui``)."""

from .presenter import CoventryPresenter

__all__ = ["CoventryPresenter"]
