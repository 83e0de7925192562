"""Tools for testing titles: the conformance kit and scenario helpers."""

from seaboard.testing.conformance import ConformanceError, check_game
from seaboard.testing.presentation import PresentationError, check_presentation

__all__ = ["ConformanceError", "PresentationError", "check_game", "check_presentation"]
