"""Measured strength on Dice Market (slow: run with `-m slow`).

The issue's bar for a title is `mcts:time=1` against `random` (95% of 200 games) and
against `heuristic` (60%), seats rotated. Dice Market is a test game, so these runs use
an iteration budget of similar size (a time budget would make the run depend on the
machine's load) and two workers.
"""

from __future__ import annotations

import pytest

from seaboard.sim.tournament import run_tournament
from tests.agents.dice_bots import GAME

MCTS = "mcts:iterations=400,depth=20"


@pytest.mark.slow
def test_mcts_beats_random_in_95_percent() -> None:
    result = run_tournament(GAME, GAME.make_config(), [MCTS, "random"], 200, seed=1, workers=2)
    vs = result.versus(MCTS, "random")
    assert vs.games == 200
    assert vs.rate >= 0.95, vs


@pytest.mark.slow
def test_mcts_beats_heuristic_in_60_percent() -> None:
    result = run_tournament(GAME, GAME.make_config(), [MCTS, "heuristic"], 200, seed=2, workers=2)
    vs = result.versus(MCTS, "heuristic")
    assert vs.games == 200
    assert vs.rate >= 0.60, vs
