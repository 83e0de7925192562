"""The Hunters' fog (`belief.fog`, in their view) against the belief set it summarizes.

`fog` finds where Adventure and the Camp may be from the (camp, adventure) pairs at each
Reset Map and the Sail's paths as one big int, without the belief set; `fog_of_belief`
reads them off the belief set itself. They must agree at every position: on the true state
as it goes (its cache kept from one position to the next), on a copy with no cache (the
pairs rebuilt from Set Camp), and on each side's determinization (Blackbeard's drops the
Hunters' secret observations, so its fog is that of fewer blocks seen).
"""

from __future__ import annotations

import pytest

from seaboard.engine.rng import Rng
from seaboard.games.blackbeard import GAME
from seaboard.games.blackbeard.belief import (
    _sail_pairs,
    _starts,
    fog,
    fog_of_belief,
)
from seaboard.games.blackbeard.state import (
    ADVENTURE,
    BLACKBEARD,
    BLACKBEARD_ALONE,
    BLANK,
    CAMP,
    EPOCH_CAMP,
    EPOCH_RESET,
    EPOCH_SAIL,
    HUNTERS,
    ISRAEL_HANDS,
    SIGHTING,
)
from tests.games.blackbeard.helpers import random_sail, sail_paths


def _irregular(epochs: list) -> tuple[bool, bool]:
    """Whether the turn now, and some turn before, holds more than a Reset and a Sail
    (an Escape, a figure removed): where `fog` asks the belief set or its filter."""
    turns: list[list[int]] = []
    for kind, _, _ in epochs:
        if kind in (EPOCH_CAMP, EPOCH_RESET) or not turns:
            turns.append([])
        else:
            turns[-1].append(kind)
    odd = [kinds not in ([], [EPOCH_SAIL]) for kinds in turns]
    return odd[-1], any(odd[:-1])


def _random_game(config, seed: int):  # noqa: ANN001, ANN202
    """The positions of a game of random moves (one state, played on in place)."""
    state = GAME.new_state(config, seed)
    rng = Rng(seed)
    while True:
        yield state
        if state.is_over:
            return
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])


@pytest.mark.parametrize("advanced", [False, True])
def test_fog_equals_the_belief_sets_pairs_at_every_position(advanced: bool) -> None:
    """Six games, and the first four with an Escape or a figure removed (one game in some
    twenty): every position of each."""
    config = GAME.make_config(advanced=advanced)
    rng = Rng(3)
    compared = now_odd = before_odd = odd_games = 0
    for seed in range(400):
        if seed >= 6:
            *_, end = _random_game(config, seed)
            if not any(_irregular(end.epochs)) or odd_games == 4:
                continue
            odd_games += 1
        for state in _random_game(config, seed):
            if not state.epochs:
                continue
            bare = state.clone()
            bare.belief_cache = bare.fog_cache = None
            for s in (
                state,
                bare,
                state.determinize(HUNTERS, rng.split()),
                state.determinize(BLACKBEARD, rng.split()),
            ):
                assert fog(s) == fog_of_belief(s), f"seed {seed}, epochs {s.epochs}"
            assert state.view(HUNTERS)["fog"] == fog_of_belief(state)
            compared += 1
            odd_now, odd_before = _irregular(state.epochs)
            now_odd += odd_now
            before_odd += odd_before
    assert compared > 500
    # the turns with an Escape or a figure removed, and the turns after them, were met
    assert odd_games == 4 and now_odd > 5 and before_odd > 5


@pytest.mark.parametrize("advanced", [False, True])
def test_sail_pairs_are_the_sail_ends(advanced: bool) -> None:
    """`_sail_pairs` (the paths as bits) gives the (camp, end) pairs of the Sail's kept
    paths, whatever the starts and the blocks seen, contradictory ones too."""
    rng = Rng(8)
    tried = 0
    for _ in range(400):
        kinds = [BLANK, SIGHTING, ADVENTURE, CAMP, BLACKBEARD_ALONE, ISRAEL_HANDS]
        starts, seen, looked = random_sail(rng, kinds, max_seen=7)
        paths = sail_paths(starts, seen, looked, advanced)
        expected = {(key[0], key[1]) for key in paths}
        pairs = tuple((c, a) for c, adventures in starts.items() for a in adventures)
        got = _sail_pairs(_starts(pairs), seen, advanced)
        assert len(set(got)) == len(got) and set(got) == expected
        tried += bool(expected)
    assert tried > 100
