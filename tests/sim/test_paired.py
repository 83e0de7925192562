"""Pairing two batches by deal (`seaboard results --paired`) and its exact McNemar test."""

from seaboard.sim.batch import pair_by_deal
from seaboard.sim.stats import mcnemar_exact


def _line(seed, agents, outcomes):
    return {"seed": seed, "agents": agents, "outcomes": outcomes}


def test_shared_losses_and_wins_are_counted_on_the_deals_both_batches_played():
    fell, held = ["loss", "loss"], ["win", "loss"]
    mine = [
        _line(1, ["mcts", "random"], fell),
        _line(2, ["random", "mcts"], ["loss", "win"]),
        _line(3, ["mcts", "random"], held),
        _line(9, ["mcts", "random"], fell),  # not in the other batch: left out
    ]
    theirs = [
        _line(1, ["heuristic", "random"], fell),
        _line(2, ["random", "heuristic"], fell),
        _line(3, ["heuristic", "random"], ["draw", "draw"]),
    ]
    pair = pair_by_deal(mine, theirs)
    assert pair["deals"] == 3
    assert pair["shared_losses"] == [1, 2]
    assert pair["only_in"] == [0, 1]
    assert pair["wins"] == [{"mcts": 2.0, "random": 0.0}, {"heuristic": 0.5, "random": 0.5}]
    assert pair["mcnemar_p"] == 1.0


def test_mcnemar_exact_matches_the_binomial_tail():
    assert mcnemar_exact(0, 0) == 1.0
    assert mcnemar_exact(0, 6) == 2 / 64
    assert mcnemar_exact(9, 1) == 2 * 11 / 1024
    assert mcnemar_exact(5, 5) == 1.0
