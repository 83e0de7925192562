"""The heuristic bots: legal, never cheating (they see a determinized copy), and strong
enough against random play on each side."""

from __future__ import annotations

import pytest

from seaboard.agents.base import RandomAgent
from seaboard.engine.match import play
from seaboard.games.blackbeard import GAME
from seaboard.games.blackbeard.state import BB, HUNT


def _rate(seat: int, games: int, **options: object) -> float:
    config = GAME.make_config(**options)
    wins = 0
    for seed in range(games):
        agents = [RandomAgent("random", 0), RandomAgent("random", 1)]
        agents[seat] = GAME.heuristic(seat, config, {})
        record = play(GAME, config, agents, seed)
        assert record.result is not None
        wins += record.result.scores[seat] == 1.0
    return wins / games


@pytest.mark.parametrize("seat", [BB, HUNT])
def test_heuristic_beats_random_quick(seat: int) -> None:
    assert _rate(seat, 20) >= 0.7


@pytest.mark.slow
@pytest.mark.parametrize("seat", [BB, HUNT])
@pytest.mark.parametrize("advanced", [False, True])
def test_heuristic_beats_random_80_percent(seat: int, advanced: bool) -> None:
    assert _rate(seat, 200, advanced=advanced) >= 0.8


def test_heuristic_against_heuristic_plays_out() -> None:
    config = GAME.make_config()
    for seed in range(4):
        agents = [GAME.heuristic(BB, config, {}), GAME.heuristic(HUNT, config, {})]
        record = play(GAME, config, agents, seed)
        assert record.result is not None and len(record.actions) > 20


def test_evaluate_is_a_probability() -> None:
    config = GAME.make_config()
    s = GAME.new_state(config, 0)
    for text in ("camp core_banks", "done", "done"):
        from seaboard.engine.game import Action

        s.apply(Action.parse(text))
    for p in (BB, HUNT):
        assert 0.0 <= GAME.evaluate(s, p) <= 1.0
    assert abs(GAME.evaluate(s, BB) + GAME.evaluate(s, HUNT) - 1.0) < 1e-9
