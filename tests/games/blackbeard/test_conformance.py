"""The conformance kit for Hunt for Blackbeard, both seats, every option."""

from __future__ import annotations

import pytest

from seaboard.games.blackbeard import GAME
from seaboard.testing.conformance import check_game

CONFIGS = {
    "basic": {},
    "most_dice": {"most_dice": True},
    "more_than_half": {"more_than_half": True},
    "both_options": {"most_dice": True, "more_than_half": True},
    "advanced": {"advanced": True},
}


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_kit_quick(name: str) -> None:
    config = GAME.make_config(**CONFIGS[name])
    report = check_game(GAME, config, range(3), determinize_every=3, playable_every=4)
    assert report.seeds == 3
    assert report.resampled[0] and report.resampled[1]


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_kit_300_seeds(name: str) -> None:
    config = GAME.make_config(**CONFIGS[name])
    report = check_game(
        GAME, config, range(300), determinize_every=8, playable_every=10, illegal_samples=4
    )
    assert report.seeds == 300
