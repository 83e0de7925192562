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


# Issue 32: the kit's new check (legal actions follow from the view) finds that
# Blackbeard's own view leaves out where Adventure has sailed this turn; the fix lands with
# the title's reshape (branch bb), which removes this mark.
PENDING_32 = pytest.mark.xfail(strict=True, reason="issue 32: Blackbeard's view is incomplete")


@pytest.mark.parametrize(
    "name",
    [pytest.param(n, marks=PENDING_32) if n == "advanced" else n for n in sorted(CONFIGS)],
)
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
