"""The conformance kit for every playable configuration (issue 4, "Done means")."""

from __future__ import annotations

import pytest

from seaboard.engine.game import ConfigError
from seaboard.games.fleet import GAME
from seaboard.testing.conformance import check_game


@pytest.mark.parametrize("players", [2, 3, 4])
def test_conformance_base(players: int) -> None:
    report = check_game(GAME, GAME.make_config(players=players), range(1), playable_every=25)
    assert report.seeds == 1
    assert all(report.resampled[p] > 0 for p in range(players))


@pytest.mark.parametrize(("players", "corporation"), [(2, "tc"), (2, "kirkman"), (1, "none")])
def test_conformance_corporation_and_solo(players: int, corporation: str) -> None:
    check_game(
        GAME,
        GAME.make_config(players=players, corporation=corporation),
        range(1),
        playable_every=25,
    )


HOUSE_OPTIONS = {
    "advanced_setup": True,
    "spent_crates_return": True,
    "proposals": "weather,research,club,casino,salvage",
    "dock": "salty,inuit",
}


def test_conformance_house_options() -> None:
    config = GAME.make_config(players=3, **HOUSE_OPTIONS)
    check_game(GAME, config, range(1), determinize_every=2, playable_every=30)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 4])
def test_conformance_house_options_200_seeds(players: int) -> None:
    check_game(
        GAME,
        GAME.make_config(players=players, **HOUSE_OPTIONS),
        range(200),
        determinize_every=7,
        playable_every=5,
        clone_every=3,
        illegal_samples=2,
    )


ARCTIC_SETUPS = [
    {
        "standard": "swordfish,oyster,char,salmon,cod",
        "premium": "dfo,marina",
        "gone_fishin": True,
        "dock": "tug,artisan",
    },
    {
        "standard": "shrimp,lobster,tuna,oyster,swordfish",
        "premium": "kingcrab,dfo",
        "dock": "houseboat,firstmate",
        "crewman": True,
        "trophies": True,
        "crab_meeples": True,
    },
    {
        "standard": "processing,char,salmon,cod,tuna",
        "premium": "marina,pub",
        "gone_fishin": True,
        "dock": "tug,houseboat",
    },
]


@pytest.mark.parametrize(("players", "setup"), [(2, 0), (3, 1), (4, 2)])
def test_conformance_arctic_bounty(players: int, setup: int) -> None:
    config = GAME.make_config(players=players, **ARCTIC_SETUPS[setup])
    check_game(GAME, config, range(1), determinize_every=3, playable_every=30)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("setup", [0, 1, 2])
def test_conformance_arctic_200_seeds(players: int, setup: int) -> None:
    check_game(
        GAME,
        GAME.make_config(players=players, **ARCTIC_SETUPS[setup]),
        range(200),
        determinize_every=7,
        playable_every=5,
        clone_every=3,
        illegal_samples=2,
    )


BIG_SETUPS = [
    (5, {}),
    (3, {"epic": True}),
    (6, {"dock": "tug,artisan,firstmate", "gone_fishin": True}),
    (4, {"epic": True, "dock": "tug,houseboat", "crewman": True, "trophies": True}),
]


@pytest.mark.parametrize("setup", [0, 1])
def test_conformance_big_games(setup: int) -> None:
    players, options = BIG_SETUPS[setup]
    check_game(GAME, GAME.make_config(players=players, **options), range(1), determinize_every=6)


@pytest.mark.slow
@pytest.mark.parametrize("setup", [0, 1, 2, 3])
def test_conformance_big_games_200_seeds(setup: int) -> None:
    players, options = BIG_SETUPS[setup]
    check_game(
        GAME,
        GAME.make_config(players=players, **options),
        range(200),
        determinize_every=11,
        playable_every=5,
        clone_every=5,
        illegal_samples=2,
    )


@pytest.mark.slow
@pytest.mark.parametrize(("players", "corporation"), [(2, "tc"), (2, "kirkman"), (1, "none")])
def test_conformance_corporation_and_solo_200_seeds(players: int, corporation: str) -> None:
    check_game(
        GAME,
        GAME.make_config(players=players, corporation=corporation, **ARCTIC_SETUPS[1]),
        range(200),
        determinize_every=7,
        playable_every=5,
        clone_every=3,
        illegal_samples=2,
    )


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_conformance_base_200_seeds(players: int) -> None:
    check_game(
        GAME,
        GAME.make_config(players=players),
        range(200),
        determinize_every=7,
        playable_every=5,
        clone_every=3,
        illegal_samples=2,
    )


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (5, {"standard": "shrimp,cod,lobster,tuna,processing", "premium": "pub,dfo"}),
        (6, {"standard": "shrimp,cod,lobster,tuna,processing,char", "premium": "pub,kingcrab"}),
        (4, {"standard": "shrimp,cod,lobster,tuna,processing,char"}),
        (1, {"corporation": "tc"}),
        (3, {"corporation": "kirkman"}),
        (2, {"epic": True}),
        (3, {"dock": "tug,artisan,houseboat"}),
    ],
)
def test_unplayable_configurations_are_refused_by_name(players: int, options: dict) -> None:
    with pytest.raises(ConfigError, match="fleet"):
        GAME.make_config(players=players, **options)


def test_unknown_option_is_refused() -> None:
    with pytest.raises(ConfigError, match="no_such"):
        GAME.make_config(players=2, no_such=True)
