"""The incremental belief set (`belief.belief`) against the filter it replaced.

The reference below is the forward filter as it stood before the belief set was kept up
to date (commit 72792ad, `belief._filter` with `_sail_basic` / `_sail_advanced`), copied
unchanged: it filters every epoch from the start of the game on every call. Along whole
games played by the shipped bots (basic and ADVANCED) the incremental set must equal it
after every action, on the true state and on the Hunters' determinizations.
"""

from __future__ import annotations

import pytest

from seaboard.engine.agent import Clock
from seaboard.engine.rng import Rng
from seaboard.games.blackbeard import GAME
from seaboard.games.blackbeard import content as C
from seaboard.games.blackbeard.belief import MAX_REPS, PATHS, Belief, belief, block_at
from seaboard.games.blackbeard.state import (
    ADVENTURE,
    ADVENTURE_AT_CAMP,
    BLACKBEARD_ALONE,
    BLACKBEARD_AT_CAMP,
    BLANK,
    CAMP,
    CAMP_BLOCKS,
    EPOCH_CAMP,
    EPOCH_ESCAPE,
    EPOCH_REMOVE,
    EPOCH_RESET,
    EPOCH_SAIL,
    HUNTERS,
    ISRAEL_HANDS,
    PIRATE_BLACKBEARD,
    SIGHTING,
    SIGHTING_AT_CAMP,
)
from tests.games.blackbeard.helpers import random_sail, sail_paths

# -- the reference: the filter of commit 72792ad, unchanged --------------------------------
Key = tuple[int, int, int, int, int]
Checkpoint = tuple[int, int, dict]


def _filter(
    epochs: list, observations: list, advanced: bool = False, resume: Checkpoint | None = None
) -> tuple[Belief, Checkpoint | None]:
    """Forward filter over the epochs; resumes from the last Reset Map already filtered (a
    Reset forgets the Sightings, so nothing observed later changes the set before it).
    `positions` maps each key to its sighting masks (at most MAX_REPS)."""
    by_epoch: dict[int, list[tuple[int, int]]] = {}
    for epoch, space, block, _secret in observations:
        by_epoch.setdefault(epoch, []).append((space, block))
    positions: dict[Key, list[int]] = {}
    first = 0
    checkpoint = resume
    if resume is not None:
        first, positions = resume[0] + 1, resume[2]
    for epoch in range(first, len(epochs)):
        kind, arg, allowed = epochs[epoch]
        seen = by_epoch.get(epoch, [])
        new: dict[Key, list[int]] = {}
        if kind == EPOCH_CAMP:
            for camp in C.ANCHORAGES:
                new[(camp, camp, 0, -2, -2)] = [0]
        elif kind == EPOCH_RESET:
            for camp, adventure, _, _, _ in positions:
                new[(camp, adventure, 0, -2, -2)] = [0]
        elif kind == EPOCH_SAIL:
            looked = 0  # spaces observed from this Set Map until the next Reset
            for later in range(epoch, len(epochs)):
                if later > epoch and epochs[later][0] == EPOCH_RESET:
                    break
                for space, _ in by_epoch.get(later, []):
                    looked |= 1 << space
            starts: dict[int, set[int]] = {}
            for camp, adventure, _, _, _ in positions:
                starts.setdefault(camp, set()).add(adventure)
            if advanced:
                _sail_advanced(starts, seen, looked, new)
            else:
                _sail_basic(starts, seen, looked, new)
            positions = new
            continue
        elif kind == EPOCH_ESCAPE:
            for (camp, adventure, sightings, blackbeard, israel), masks in positions.items():
                if adventure != arg:
                    continue
                for target in allowed:
                    if target in (blackbeard, israel):
                        continue
                    moved = (camp, target, sightings & ~(1 << target), blackbeard, israel)
                    if moved not in new:
                        new[moved] = [mask & ~(1 << target) for mask in masks]
        elif kind == EPOCH_REMOVE:
            for (camp, adventure, sightings, blackbeard, israel), masks in positions.items():
                if arg == PIRATE_BLACKBEARD:
                    removed = (camp, adventure, sightings, -2, israel)
                else:
                    removed = (camp, adventure, sightings, blackbeard, -2)
                new.setdefault(removed, list(masks))
        positions = {
            key: masks
            for key, masks in new.items()
            if all(block_at(*key[:3], space, *key[3:]) == block for space, block in seen)
        }
        if kind == EPOCH_RESET:
            count = sum(len(seen_then) for then, seen_then in by_epoch.items() if then <= epoch)
            checkpoint = (epoch, count, positions)
    result = [(*key, tuple(masks)) for key, masks in sorted(positions.items())]
    return result, checkpoint


def _sail_basic(
    starts: dict[int, set[int]],
    seen: list[tuple[int, int]],
    looked: int,
    new: dict[Key, list[int]],
) -> None:
    for camp, adventures in starts.items():
        constraints = _constraints(camp, seen)
        if constraints is None:
            continue
        forbidden, required, end_forbidden, end_required = constraints
        for adventure in adventures:
            for end, mask in PATHS[adventure]:
                if mask & forbidden or mask & required != required:
                    continue
                if end in end_forbidden or (end_required >= 0 and end != end_required):
                    continue
                masks = new.setdefault((camp, end, mask & looked, -2, -2), [])
                if len(masks) < MAX_REPS:
                    masks.append(mask)


def _sail_advanced(
    starts: dict[int, set[int]],
    seen: list[tuple[int, int]],
    looked: int,
    new: dict[Key, list[int]],
) -> None:
    """ADVANCED: Bought Silence may leave out any Sighting; Blackbeard alone and Israel Hands
    may stand where the Hunters did not look."""
    not_sighting = required = 0
    blackbeard_seen = israel_seen = end_required = -1
    end_forbidden: set[int] = set()
    for space, block in seen:
        if block in (SIGHTING, SIGHTING_AT_CAMP):
            required |= 1 << space
        else:
            not_sighting |= 1 << space
        if block in (ADVENTURE, ADVENTURE_AT_CAMP):
            if end_required >= 0 and end_required != space:
                return
            end_required = space
        else:
            end_forbidden.add(space)
        if block in (BLACKBEARD_ALONE, BLACKBEARD_AT_CAMP):
            blackbeard_seen = space
        elif block == ISRAEL_HANDS:
            israel_seen = space
    for camp, adventures in starts.items():
        if blackbeard_seen >= 0 and C.DIST[camp][blackbeard_seen] > 3:
            continue
        if any((block in CAMP_BLOCKS) != (space == camp) for space, block in seen):
            continue
        for adventure in adventures:
            for end, mask in PATHS[adventure]:
                if mask & required != required or end in end_forbidden:
                    continue
                if end_required >= 0 and end != end_required:
                    continue
                placed = mask & ~not_sighting
                key = (camp, end, placed & looked, blackbeard_seen, israel_seen)
                masks = new.setdefault(key, [])
                if len(masks) < MAX_REPS:
                    masks.append(placed)


def _constraints(camp: int, seen: list[tuple[int, int]]) -> tuple[int, int, set[int], int] | None:
    """What a basic-game Sail must respect, given the Camp and the blocks seen after it:
    spaces it may not pass, spaces it must pass, where it may and must end; None if the
    blocks seen contradict this Camp."""
    forbidden = required = 0
    end_forbidden: set[int] = set()
    end_required = -1
    for space, block in seen:
        at_camp = space == camp
        if block in (CAMP, SIGHTING_AT_CAMP, ADVENTURE_AT_CAMP) and not at_camp:
            return None
        if block in (BLANK, SIGHTING, ADVENTURE) and at_camp:
            return None
        if block in (BLANK, CAMP):
            forbidden |= 1 << space
            end_forbidden.add(space)
        elif block in (SIGHTING, SIGHTING_AT_CAMP):
            required |= 1 << space
        elif block in (ADVENTURE, ADVENTURE_AT_CAMP):
            if end_required >= 0 and end_required != space:
                return None
            end_required = space
        else:
            return None  # a Blackbeard or Israel Hands block cannot be seen in the basic game
    return forbidden, required, end_forbidden, end_required


# -- the comparison ---------------------------------------------------------------------------
def _reference(state) -> list:  # noqa: ANN001
    return _filter(state.epochs, state.observations, bool(state.config.advanced))[0]


def _agents(config, seed: int) -> list:  # noqa: ANN001
    agents = [GAME.heuristic(0, config, {}), GAME.heuristic(1, config, {})]
    if seed % 3 == 2:  # some games with a random Blackbeard: stranger Sails
        from seaboard.agents.base import make_agent

        agents[0] = make_agent("random", GAME, 0, config)
    for q, agent in enumerate(agents):
        agent.reseed(seed * 10 + q)
    return agents


@pytest.mark.parametrize("advanced", [False, True])
@pytest.mark.parametrize("seed", range(6))
def test_incremental_belief_equals_the_full_filter(seed: int, advanced: bool) -> None:
    config = GAME.make_config(advanced=advanced)
    s = GAME.new_state(config, seed)
    agents = _agents(config, seed)
    rng = Rng(seed)
    compared = 0
    while not s.is_over:
        if s.epochs:
            assert belief(s) == _reference(s)
            compared += 1
            if s.to_move == HUNTERS:  # the Hunters' sample keeps (and narrows) the cache
                d = s.determinize(HUNTERS, rng)
                assert belief(d) == _reference(d)
        legal = s.legal_actions()
        seen = s.determinize(s.to_move, rng)
        s.apply(agents[s.to_move].act(seen, legal, Clock()))
    assert compared > 10


@pytest.mark.parametrize("advanced", [False, True])
def test_sail_ends_list_the_kept_paths_in_their_order(advanced: bool) -> None:
    """`_sail_ends` (what a Reset keeps of the Sail before it) against the paths the Sail
    keeps: the same (camp, end) pairs, first seen in the same order, which sets the order of
    the next Sail's starts."""
    from seaboard.games.blackbeard.belief import _sail_ends

    rng = Rng(5)
    tried = 0
    for _ in range(300):
        # blocks seen: those of one possible Sail (so that some paths survive), some changed
        starts, seen, looked = random_sail(rng, [BLANK, SIGHTING, ADVENTURE, CAMP], max_seen=6)
        paths = sail_paths(starts, seen, looked, advanced)
        expected = list(dict.fromkeys((key[0], key[1]) for key in paths))
        assert _sail_ends(starts, seen, advanced) == expected
        tried += bool(expected)
    assert tried > 100
