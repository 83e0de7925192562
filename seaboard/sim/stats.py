"""Small statistics for batch results."""

from __future__ import annotations

import math


def wilson(wins: float, games: int, z: float = 1.959964) -> tuple[float, float]:
    """95% Wilson score interval for a win rate (draws may count as half wins)."""
    if games <= 0:
        return (0.0, 1.0)
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def mcnemar_exact(only_a: int, only_b: int) -> float:
    """Two-sided exact McNemar p-value for paired yes/no results: of the pairs that
    disagree, how unlikely a split at least this uneven is if either side is as likely."""
    n = only_a + only_b
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, k) for k in range(min(only_a, only_b) + 1))
    return min(1.0, 2 * tail / 2**n)
