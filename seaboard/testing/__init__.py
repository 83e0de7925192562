"""Tools for testing titles: the conformance kit and scenario helpers."""

from seaboard.testing.conformance import ConformanceError, check_game

__all__ = ["ConformanceError", "check_game"]
