"""Phase Four - Surprise Attack in Player Order: which invaders a player may attack."""

from __future__ import annotations

from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.rules.board import lane_has, target_tile
from seaboard.games.chaos_cove.state import SURPRISE, ChaosCoveData


def start_surprise(s: ChaosCoveData) -> None:
    s.phase = SURPRISE
    s.turn = s.first
    s.passed = [False] * s.n
    s.tried = [0] * s.n


def attack_targets(s: ChaosCoveData, p: int) -> list[int]:
    """Phase 4: a face-up invader next to your ship or fort, or any breakthrough invader
    (not one you already failed to defeat in this Phase 4: house)."""
    out = []
    for t in range(len(K.TARGETS)):
        tile = target_tile(s, t)
        if tile < 0 or s.tried[p] >> tile & 1:
            continue
        if t < 2 * K.LANES and not lane_has(s, p, t):
            continue
        out.append(t)
    return out
