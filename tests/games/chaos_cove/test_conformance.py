"""The conformance kit for every player count, the 3-round "first game" option, map side b
and the two-player house variants."""

import pytest

from seaboard.games.chaos_cove import GAME
from seaboard.testing.conformance import check_game

CONFIGS = [
    pytest.param(2, False, id="2p"),
    pytest.param(3, False, id="3p"),
    pytest.param(4, False, id="4p"),
    pytest.param(3, True, id="3p-first-game"),
    pytest.param(2, True, id="2p-first-game"),
]
QUICK_SEEDS = {(2, False): 2}


@pytest.mark.parametrize(("players", "first_game"), CONFIGS)
def test_kit_quick(players: int, first_game: bool) -> None:
    config = GAME.make_config(players, first_game=first_game)
    seeds = QUICK_SEEDS.get((players, first_game), 1)
    report = check_game(
        GAME, config, range(seeds), determinize_every=7, playable_every=5, illegal_samples=4
    )
    assert report.seeds == seeds


def test_kit_map_side_b() -> None:
    config = GAME.make_config(4, map_side="b")
    check_game(GAME, config, range(1), determinize_every=9, playable_every=5, illegal_samples=3)


HOUSE = {"short_handed_extra_starters": True, "two_player_remove_strongest": True}


def test_kit_two_player_house_variants() -> None:
    config = GAME.make_config(2, **HOUSE)
    check_game(GAME, config, range(1), determinize_every=9, playable_every=5, illegal_samples=3)


@pytest.mark.slow
def test_kit_300_seeds_house_variants() -> None:
    config = GAME.make_config(2, **HOUSE)
    report = check_game(
        GAME, config, range(300), determinize_every=60, playable_every=1, illegal_samples=1,
        clone_every=10,
    )  # fmt: skip
    assert report.seeds == 300


@pytest.mark.slow
@pytest.mark.parametrize(
    ("players", "first_game"), [*CONFIGS, pytest.param(4, True, id="4p-first-game")]
)
def test_kit_300_seeds(players: int, first_game: bool) -> None:
    # every step is traced and replayed; determinize (with a playout) every 60th step
    config = GAME.make_config(players, first_game=first_game)
    report = check_game(
        GAME,
        config,
        range(300),
        determinize_every=60,
        playable_every=1,
        illegal_samples=1,
        clone_every=10,
    )
    assert report.seeds == 300
