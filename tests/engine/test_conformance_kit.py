"""The kit passes the good test game and catches each of its broken copies."""

import pytest

from seaboard.testing import ConformanceError, check_game
from tests.engine.broken_games import BROKEN
from tests.engine.dicegame import GAME


def test_good_game_passes_200_seeds_two_players():
    report = check_game(GAME, GAME.make_config(players=2), range(200))
    assert report.seeds == 200
    assert report.illegal_checked > 1000
    assert all(n > 0 for n in report.resampled.values())


@pytest.mark.parametrize("players", [3, 4])
def test_good_game_passes_more_players(players):
    report = check_game(GAME, GAME.make_config(players=players), range(20))
    assert report.seeds == 20


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4])
def test_good_game_passes_200_seeds_more_players(players):
    check_game(GAME, GAME.make_config(players=players), range(200))


EXPECTED = {
    "leaky-view": "determinized state shows player",
    "shallow-clone": "shallow clone",
    "outside-random": "randomness from outside",
    "own-view-determinize": "determinized state shows player",
    "accepts-illegal": "was accepted",
    "leaky-event": "an event leaks hidden state",
    "order-dependent-determinize": "depends on hidden order",
    "view-without-market": "legal actions are not a function of the player's view",
}


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_kit_catches_broken_game(name):
    game = BROKEN[name]
    with pytest.raises(ConformanceError, match=EXPECTED[name]):
        check_game(game, game.make_config(players=2), range(20))


def test_kit_catches_determinize_that_keeps_true_hidden_state():
    from tests.engine.dicegame import DiceGame, DiceState

    class KeepsTruth(DiceState):
        def determinize(self, player, rng):
            s = self.clone()
            s.rng = rng.split()
            return s

    game = DiceGame()
    game.state_class = KeepsTruth
    with pytest.raises(ConformanceError, match="never resampled"):
        check_game(game, game.make_config(players=2), range(3))


def test_kit_catches_determinize_that_keeps_the_dice():
    from tests.engine.dicegame import DiceGame, DiceState

    class SameDice(DiceState):
        def determinize(self, player, rng):
            s = super().determinize(player, rng)
            s.rng = self.rng.clone()
            return s

    game = DiceGame()
    game.state_class = SameDice
    with pytest.raises(ConformanceError, match="keeps the true rng"):
        check_game(game, game.make_config(players=2), range(3))
