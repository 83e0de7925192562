"""The conformance kit and the presentation kit for every player count (ahoy.md §3.1: 2
players Bluefin and Mollusk; 3 adds a Smuggler; 4 two Smugglers)."""

import pytest

from seaboard.games.ahoy import GAME
from seaboard.testing.conformance import check_game
from seaboard.testing.presentation import check_presentation


@pytest.mark.parametrize("players", [2, 3, 4])
def test_kit_quick(players: int) -> None:
    config = GAME.make_config(players)
    report = check_game(
        GAME, config, range(2), determinize_every=9, playable_every=7, illegal_samples=3
    )
    assert report.seeds == 2


@pytest.mark.parametrize("players", [2, 4])
def test_presentation(players: int) -> None:
    config = GAME.make_config(players)
    report = check_presentation(GAME, config, range(1), view_every=30)
    assert report.events and report.views


# The slow kit's configurations and checks, also read by benchmarks/kit_chunks.py, which
# runs the same checks in resumable chunks of seeds.
SLOW_CONFIGS: dict[str, tuple[int, dict]] = {
    "2p": (2, {}),
    "3p": (3, {}),
    "4p": (4, {}),
    "3p_leviathan": (3, {"leviathan": True}),
    "3p_coral_cap": (3, {"coral_cap": True}),
    "4p_leviathan": (4, {"leviathan": True}),
    "4p_coral_cap": (4, {"coral_cap": True}),
    "4p_both": (4, {"leviathan": True, "coral_cap": True}),
}
SLOW_KIT = {"determinize_every": 60, "playable_every": 1, "illegal_samples": 1, "clone_every": 10}


def slow_config(name: str):
    players, options = SLOW_CONFIGS[name]
    return GAME.make_config(players, **options)


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(SLOW_CONFIGS))
def test_kit_300_seeds(name: str) -> None:
    report = check_game(GAME, slow_config(name), range(300), **SLOW_KIT)
    assert report.seeds == 300


@pytest.mark.parametrize("players", [3, 4])
def test_kit_leviathan(players: int) -> None:
    config = GAME.make_config(players, leviathan=True)
    report = check_game(
        GAME, config, range(2), determinize_every=9, playable_every=7, illegal_samples=3
    )
    assert report.seeds == 2


def test_presentation_leviathan() -> None:
    config = GAME.make_config(4, leviathan=True)
    report = check_presentation(GAME, config, range(1), view_every=30)
    assert report.events and report.views


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (3, {"coral_cap": True}),
        (4, {"coral_cap": True, "leviathan": True}),
        (4, {"coral_cap": True}),
    ],
)
def test_kit_coral_cap(players: int, options: dict) -> None:
    config = GAME.make_config(players, **options)
    report = check_game(
        GAME, config, range(2), determinize_every=9, playable_every=7, illegal_samples=3
    )
    assert report.seeds == 2


def test_presentation_coral_cap() -> None:
    config = GAME.make_config(4, coral_cap=True, leviathan=True)
    report = check_presentation(GAME, config, range(1), view_every=30)
    assert report.events and report.views
