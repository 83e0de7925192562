"""The IS-MCTS comparison of `seaboard bench --ismcts`: both searches run on the same
positions and the figures have the promised shape (speed itself is for the benchmarks)."""

from __future__ import annotations

import pytest

from seaboard.games import get_game
from seaboard.rl.ismcts_bench import compare, positions


@pytest.mark.parametrize("title", ["blackbeard", "chaos_cove"])
def test_compare_reports_medians_over_rounds(title: str) -> None:
    out = compare(get_game(title), rounds=2, count=1, simulations=4)
    assert out["positions"] == 1 and out["simulations"] == 4
    assert len(out["ratios"]) == 2
    assert out["openspiel_per_s"] > 0 and out["seaboard_per_s"] > 0 and out["ratio"] > 0


def test_positions_are_seeded_and_offer_a_choice() -> None:
    game = get_game("blackbeard")
    config = game.make_config()
    first = [str(s) for s in positions(game, config, 3, seed=5)]
    assert first == [str(s) for s in positions(game, config, 3, seed=5)]
    for state in positions(game, config, 3, seed=5):
        assert len(state.legal_actions()) > 1
