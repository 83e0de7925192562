"""The conformance kit for Leviathan: the default game and every option. The Ahab player
holds no secret, so only the Moby Dick player's hidden identities are resampled."""

from __future__ import annotations

import pytest

from seaboard.games.leviathan import GAME
from seaboard.testing.conformance import check_game

CONFIGS = {
    "default": {},
    "no_cards": {"beasts_cards": "none", "hunters_cards": "none"},
    "there_she_blows": {"hunters_cards": "make_sail,harpoon,there_she_blows"},
    "one_decoy": {"decoys": 1},
    "no_decoys": {"decoys": 0},
    "one_card_moves": {"one_card_moves": True},
    "table_2x3": {"table": "2x3"},
    "table_2x3_long": {"table": "2x3-long"},
    "table_2x2": {"table": "2x2"},
    "islands": {"islands": 3},
    "no_touch": {"touch_counts": False},
    "big_pequod_small_boats": {"big_pequod": True, "small_boats": True},
    "fine_grid": {"angle_step": 1, "distance_step": 1},
}


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_kit_quick(name: str) -> None:
    config = GAME.make_config(**CONFIGS[name])
    report = check_game(
        GAME, config, range(3), determinize_every=3, playable_every=4, expect_resample=[1]
    )
    assert report.seeds == 3
    assert report.resampled[1]


# The slow kit's checks, also read by benchmarks/kit_chunks.py (resumable chunks of seeds).
SLOW_CONFIGS = CONFIGS
SLOW_KIT = {
    "determinize_every": 8,
    "playable_every": 10,
    "illegal_samples": 4,
    "expect_resample": [1],
}


def slow_config(name: str):
    return GAME.make_config(**CONFIGS[name])


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_kit_300_seeds(name: str) -> None:
    report = check_game(GAME, slow_config(name), range(300), **SLOW_KIT)
    assert report.seeds == 300
