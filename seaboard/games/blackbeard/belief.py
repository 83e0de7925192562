"""The Hunters' knowledge of Blackbeard's hidden movement, as a set of possible positions.

Their knowledge is the list of epochs (Set Camp, Reset Map, Set Map after a Sail, an Escape,
a figure removed) and of observations `(epoch, space, block, secret)`: every block they have
seen, secretly or face up. `belief` filters the positions (Camp, Adventure, Sightings on
observed spaces, ADVANCED figures) forward through the epochs, keeping only those agreeing
with every observation; `view.determinize` samples from that set.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import reduce
from operator import and_, or_

from seaboard.games.blackbeard import content as C
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
    ISRAEL_HANDS,
    PIRATE_BLACKBEARD,
    SIGHTING,
    SIGHTING_AT_CAMP,
    BlackbeardData,
)

SPACE_IDS = C.SPACE_IDS
MAX_REPS = 4  # sighting masks kept per position: enough for determinize to vary the trail


# ================================================================================================
# Sail paths: every simple path of at most 5 steps, as (end, mask of spaces passed through)
# ================================================================================================
def _paths(start: int, steps: int) -> tuple[tuple[int, int], ...]:
    seen: set[tuple[int, int]] = set()

    def walk(space: int, visited: int, passed: int, taken: int) -> None:
        seen.add((space, passed))
        if taken == steps:
            return
        through = passed | (1 << space) if space != start else passed
        for step in C.SEA[space]:
            if not visited >> step & 1:
                walk(step, visited | 1 << step, through, taken + 1)

    walk(start, 1 << start, 0, 0)
    return tuple(sorted(seen))


PATHS = {start: _paths(start, C.R.blackbeard_pawns) for start in C.SLOTS}
# the same per end, in `PATHS` order: (end, its masks), ends ascending
PATHS_BY_END = {
    start: tuple(
        (end, tuple(mask for at, mask in paths if at == end))
        for end in sorted({at for at, _ in paths})
    )
    for start, paths in PATHS.items()
}


def block_at(
    camp: int, adventure: int, sightings: int, space: int, blackbeard: int = -2, israel: int = -2
) -> int:
    """The block at `space` in a position (`sightings`: a mask of spaces)."""
    if space == adventure:
        return ADVENTURE_AT_CAMP if space == camp else ADVENTURE
    if space == blackbeard:
        return BLACKBEARD_AT_CAMP if space == camp else BLACKBEARD_ALONE
    if space == israel:
        return ISRAEL_HANDS
    if sightings >> space & 1:
        return SIGHTING_AT_CAMP if space == camp else SIGHTING
    return CAMP if space == camp else BLANK


# a belief key: (camp, adventure, sightings on observed spaces, blackbeard alone, israel hands);
# the figures are -2 when known absent, -1 when unseen (maybe placed, maybe not)
Key = tuple[int, int, int, int, int]
Belief = list[tuple[int, int, int, int, int, tuple[int, ...]]]
Weigh = Callable[[BlackbeardData, Belief], list[float]]  # cumulative weights of a belief set


def belief(state: BlackbeardData) -> Belief:
    """Positions that agree with all the Hunters have observed: (camp, adventure, sightings
    seen-mask, blackbeard alone, israel hands, full sighting masks). Cached on the state until
    a new epoch or observation; a new observation after the last Set Map narrows the Sail's
    paths kept on the cache instead of filtering the turn again."""
    key = (len(state.epochs), len(state.observations))
    cache = state.belief_cache
    if cache is not None and cache[0] == key:
        return cache[1]
    resume = cache[2] if cache is not None else None
    stage = cache[3] if cache is not None else None
    if resume is not None:
        epoch, seen, _ = resume
        if (
            epoch >= len(state.epochs)
            or sum(1 for seen_at in state.observations if seen_at[0] <= epoch) != seen
        ):
            resume = None
    if stage is not None:
        sail_epoch, counted = stage[0], stage[1]
        if (
            sail_epoch != len(state.epochs) - 1
            or counted > len(state.observations)
            or any(seen_at[0] != sail_epoch for seen_at in state.observations[counted:])
        ):
            stage = None
    # the set depends only on the Hunters' observations, which many states share (every
    # determinization a search plays out, every clone): memoize it across states
    advanced = bool(state.config.advanced)
    memo_key = (advanced, tuple(state.epochs), tuple(seen_at[:3] for seen_at in state.observations))
    memo = _BELIEF_MEMO.get(memo_key)
    if memo is None:
        if stage is not None:
            memo = _narrow(stage, state.observations, advanced, cache[2])
        if memo is None:
            memo = _filter(state.epochs, state.observations, advanced, resume)
        if len(_BELIEF_MEMO) >= _BELIEF_MEMO_SIZE:
            _BELIEF_MEMO.clear()
        _BELIEF_MEMO[memo_key] = memo
    result, checkpoint, sail_stage = memo
    state.belief_cache = (key, result, checkpoint, sail_stage)
    return result


Checkpoint = tuple[int, int, dict]  # (a Reset Map epoch, observations up to it, the set then)
# every Sail path still possible, by key, with all its passed-through masks in the order the
# filter met them (the positions keep the first MAX_REPS): what later observations narrow
Paths = dict[Key, tuple[Sequence[int], int, int]]  # (masks, their union, their intersection)
# the same, narrowed lazily: each key's masks with the spaces a mask may not pass and must
# pass (only the first MAX_REPS that do are ever looked for)
Narrowed = dict[Key, tuple[Sequence[int], int, int, int, int]]  # (masks, not, must, union, inter)
# (the Sail epoch, observations counted, its paths, the spaces seen without a Sighting, the
# block seen at each space since, each key's entry and position as last given): kept while
# that Sail is the last epoch
Stage = tuple[int, int, Narrowed, int, dict[int, int], dict[Key, tuple]]
_COMPACT = 32  # masks skipped in one key before its list is filtered once and for all
_BELIEF_MEMO: dict[tuple, tuple[Belief, Checkpoint | None, Stage | None]] = {}
_BELIEF_MEMO_SIZE = 256


def _filter(
    epochs: list, observations: list, advanced: bool = False, resume: Checkpoint | None = None
) -> tuple[Belief, Checkpoint | None, Stage | None]:
    """Forward filter over the epochs; resumes from the last Reset Map already filtered (a
    Reset forgets the Sightings, so nothing observed later changes the set before it).
    `positions` maps each key to its sighting masks (at most MAX_REPS)."""
    by_epoch: dict[int, list[tuple[int, int]]] = {}
    for epoch, space, block, _secret in observations:
        by_epoch.setdefault(epoch, []).append((space, block))
    positions: dict[Key, list[int]] = {}
    first = 0
    checkpoint = resume
    stage: Stage | None = None
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
            new = {(camp, adventure, 0, -2, -2): [0] for camp, adventure, _, _, _ in positions}
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
            if epoch + 1 < len(epochs) and epochs[epoch + 1][0] == EPOCH_RESET:
                # the Reset keeps only each Camp and where Adventure ended, in the order the
                # paths would have listed them (it sets the order of the next Sail's starts)
                positions = {
                    (camp, end, 0, -2, -2): [0] for camp, end in _sail_ends(starts, seen, advanced)
                }
                continue
            if advanced:
                paths, not_sighting = _sail_advanced(starts, seen, looked)
            else:
                paths, not_sighting = _sail_basic(starts, seen, looked), 0
            positions = _first_reps(paths, not_sighting)
            if epoch == len(epochs) - 1:
                lazy: Narrowed = {}
                rows: dict[Key, tuple] = {}  # as `_narrow` keeps them, for it to reuse
                result = []
                for key in sorted(paths):  # in key order, which narrowing keeps (`_observe`)
                    masks, anyb, allb = paths[key]
                    entry = lazy[key] = (masks, 0, 0, anyb, allb)
                    position = (*key, tuple(positions[key]))
                    rows[key] = (entry, position)
                    result.append(position)
                stage = (epoch, len(observations), lazy, not_sighting, dict(seen), rows)
                return result, checkpoint, stage
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
        positions = (
            {
                key: masks
                for key, masks in new.items()
                if all(block_at(*key[:3], space, *key[3:]) == block for space, block in seen)
            }
            if seen
            else new
        )
        if kind == EPOCH_RESET:
            count = sum(len(seen_then) for then, seen_then in by_epoch.items() if then <= epoch)
            checkpoint = (epoch, count, positions)
    result = [(*key, tuple(masks)) for key, masks in sorted(positions.items())]
    return result, checkpoint, stage


def _first_reps(paths: Paths, not_sighting: int) -> dict[Key, list[int]]:
    """Each key's first MAX_REPS masks, less the Sightings seen missing (ADVANCED)."""
    if not not_sighting:
        return {key: entry[0][:MAX_REPS] for key, entry in paths.items()}
    keep = ~not_sighting
    return {key: [mask & keep for mask in entry[0][:MAX_REPS]] for key, entry in paths.items()}


def _narrow(
    stage: Stage, observations: list, advanced: bool, checkpoint: Checkpoint | None
) -> tuple[Belief, Checkpoint | None, Stage] | None:
    """The filter's answer when the only news since `stage` are observations after the last
    Set Map: each new block narrows the Sail's paths. Each observation is a condition on
    (camp, end, path) alone, so narrowing gives what filtering the turn again with all the
    observations would. None (filter again) when a space seen before shows another block or,
    ADVANCED, Blackbeard alone or Israel Hands is seen (they move the keys of every path)."""
    sail_epoch, counted, paths, not_sighting, seen, rows = stage
    was_not_sighting = not_sighting
    seen = dict(seen)
    for _, space, block, _ in observations[counted:]:
        if space in seen:
            if seen[space] != block:
                return None
            continue  # seen again: every path already agrees
        if advanced and block in (BLACKBEARD_ALONE, BLACKBEARD_AT_CAMP, ISRAEL_HANDS):
            return None
        paths = _observe(paths, space, block, advanced)
        seen[space] = block
        if advanced and block not in (SIGHTING, SIGHTING_AT_CAMP):
            not_sighting |= 1 << space
    keep = ~not_sighting
    kept: Narrowed = {}
    result: Belief = []
    if not_sighting != was_not_sighting:
        rows = {}
    new_rows: dict[Key, tuple] = {}  # key -> (its entry, its position): reused while unchanged
    for key, entry in paths.items():  # in key order: the positions come out sorted
        row = rows.get(key)
        if row is not None and row[0] is entry:
            kept[key] = entry
            new_rows[key] = row
            result.append(row[1])
            continue
        masks, forbidden, required = entry[0], entry[1], entry[2]
        if forbidden or required:
            reps: list[int] = []
            skipped = 0
            for mask in masks:
                if mask & forbidden or mask & required != required:
                    skipped += 1
                    continue
                reps.append(mask)
                if len(reps) == MAX_REPS:
                    break
            if not reps:
                continue
            if skipped > _COMPACT:
                masks = [m for m in masks if not m & forbidden and m & required == required]
                entry = (masks, 0, 0, reduce(or_, masks), reduce(and_, masks))
        else:
            reps = masks[:MAX_REPS]
        kept[key] = entry
        position = (*key, tuple([mask & keep for mask in reps]) if not_sighting else tuple(reps))
        new_rows[key] = (entry, position)
        result.append(position)
    stage = (sail_epoch, len(observations), kept, not_sighting, seen, new_rows)
    return result, checkpoint, stage


def _observe(paths: Narrowed, space: int, block: int, advanced: bool) -> Narrowed:
    """The paths that agree with `block` at `space`, a space not looked at before: the block
    tells whether the Camp is there, whether Adventure ended there and, in the basic game,
    whether the path passed it (ADVANCED: a Sighting must have been passed; a path through a
    space seen without one may have Bought Silence there). A key whose masks all pass (or
    all miss) the space is settled from their intersection (union) without a look at them;
    a key may still be left with no path, which `_narrow` drops. The keys keep their order:
    a Sighting adds the same new bit to every key's sightings."""
    bit = 1 << space
    at_camp = block in CAMP_BLOCKS
    out: Narrowed = {}
    if block in (ADVENTURE, ADVENTURE_AT_CAMP):
        for key, entry in paths.items():  # a path never passes its end
            if key[1] == space and (key[0] == space) == at_camp:
                out[key] = entry
    elif block in (SIGHTING, SIGHTING_AT_CAMP):
        for (camp, end, sightings, blackbeard, israel), entry in paths.items():
            if end == space or (camp == space) != at_camp or not entry[3] & bit:
                continue
            if not entry[4] & bit:
                masks, forbidden, required, anyb, allb = entry
                entry = (masks, forbidden, required | bit, anyb, allb)
            out[(camp, end, sightings | bit, blackbeard, israel)] = entry
    elif block in (BLANK, CAMP) or advanced:
        for key, entry in paths.items():
            if key[1] == space or (key[0] == space) != at_camp:
                continue
            if not advanced:
                if entry[4] & bit:
                    continue
                if entry[3] & bit:
                    masks, forbidden, required, anyb, allb = entry
                    entry = (masks, forbidden | bit, required, anyb, allb)
            out[key] = entry
    return out  # basic game: a Blackbeard or Israel Hands block cannot be seen


def _sail_basic(starts: dict[int, set[int]], seen: list[tuple[int, int]], looked: int) -> Paths:
    paths: Paths = {}
    for camp, adventures in starts.items():
        constraints = _constraints(camp, seen)
        if constraints is None:
            continue
        for (end, sightings), entry in _merged(tuple(adventures), *constraints, looked):
            paths[(camp, end, sightings, -2, -2)] = entry
    return paths


def _sail_advanced(
    starts: dict[int, set[int]], seen: list[tuple[int, int]], looked: int
) -> tuple[Paths, int]:
    """ADVANCED: Bought Silence may leave out any Sighting; Blackbeard alone and Israel Hands
    may stand where the Hunters did not look. Also returns the spaces seen without a
    Sighting (the masks kept are the paths'; the positions' leave those spaces out)."""
    not_sighting, required, end_forbidden, end_required, blackbeard_seen, israel_seen = (
        _advanced_constraints(seen)
    )
    if required < 0:
        return {}, not_sighting
    paths: Paths = {}
    keep = looked & ~not_sighting
    for camp, adventures in starts.items():
        if not _advanced_camp(camp, seen, blackbeard_seen):
            continue
        merged = _merged(tuple(adventures), 0, required, end_forbidden, end_required, keep)
        for (end, sightings), entry in merged:
            paths[(camp, end, sightings, blackbeard_seen, israel_seen)] = entry
    return paths, not_sighting


def _advanced_constraints(seen: list[tuple[int, int]]) -> tuple[int, int, int, int, int, int]:
    """ADVANCED: the spaces seen without a Sighting, those a Sail must pass, where it may not
    (a mask) and must end (-1: anywhere), where Blackbeard alone and Israel Hands were seen
    (-1: not); `required` is -1 when two spaces show Adventure."""
    not_sighting = required = end_forbidden = 0
    blackbeard_seen = israel_seen = end_required = -1
    for space, block in seen:
        if block in (SIGHTING, SIGHTING_AT_CAMP):
            required |= 1 << space
        else:
            not_sighting |= 1 << space
        if block in (ADVENTURE, ADVENTURE_AT_CAMP):
            if end_required >= 0 and end_required != space:
                required = -1
                break
            end_required = space
        else:
            end_forbidden |= 1 << space
        if block in (BLACKBEARD_ALONE, BLACKBEARD_AT_CAMP):
            blackbeard_seen = space
        elif block == ISRAEL_HANDS:
            israel_seen = space
    return not_sighting, required, end_forbidden, end_required, blackbeard_seen, israel_seen


def _advanced_camp(camp: int, seen: list[tuple[int, int]], blackbeard_seen: int) -> bool:
    """ADVANCED: whether the blocks seen allow this Camp."""
    if blackbeard_seen >= 0 and C.DIST[camp][blackbeard_seen] > 3:
        return False
    return all((block in CAMP_BLOCKS) == (space == camp) for space, block in seen)


def _sail_ends(
    starts: dict[int, set[int]], seen: list[tuple[int, int]], advanced: bool
) -> list[tuple[int, int]]:
    """(camp, end) of every Sail `_sail_basic` / `_sail_advanced` would keep, in the order
    their paths list them: by Camp, then by start, then by end (each pair once). Only asks
    whether some path from a start reaches an end, without gathering the paths."""
    out: list[tuple[int, int]] = []
    if advanced:
        _, required, end_forbidden, end_required, blackbeard_seen, _ = _advanced_constraints(seen)
        if required < 0:
            return out
        forbidden = 0
    for camp, adventures in starts.items():
        if advanced:
            if not _advanced_camp(camp, seen, blackbeard_seen):
                continue
        else:
            constraints = _constraints(camp, seen)
            if constraints is None:
                continue
            forbidden, required, end_forbidden, end_required = constraints
        ends: dict[int, None] = {}
        for start in adventures:  # the order of `tuple(adventures)` in `_merged`
            for end, masks in PATHS_BY_END[start]:
                if end in ends or end_forbidden >> end & 1:
                    continue
                if end_required >= 0 and end != end_required:
                    continue
                for mask in masks:
                    if not mask & forbidden and mask & required == required:
                        ends[end] = None
                        break
        out.extend((camp, end) for end in ends)
    return out


Merged = tuple[tuple[tuple[int, int], tuple[Sequence[int], int, int]], ...]
_MERGED: dict[tuple, Merged] = {}
_MERGED_SIZE = 1024


def _merged(
    starts: tuple[int, ...],
    forbidden: int,
    required: int,
    end_forbidden: int,
    end_required: int,
    keep: int,
) -> Merged:
    """The Sails from each of `starts` in turn (see `_grouped`) gathered by (end, mask &
    keep): ((end, sightings), masks in the order of the starts and of `PATHS`). Every Camp
    with these starts shares the lists, which nothing changes once made; each comes with
    the union and the intersection of its masks (see `_observe`)."""
    memo_key = (starts, forbidden, required, end_forbidden, end_required, keep)
    found = _MERGED.get(memo_key)
    if found is not None:
        return found
    # per (end, sightings): masks, union, intersection (a tuple while one start gave them)
    gathered: dict[tuple[int, int], list] = {}
    for start in starts:
        for end, sightings, masks, union, inter in _grouped(
            start, forbidden, required, end_forbidden, end_required, keep
        ):
            have = gathered.get((end, sightings))
            if have is None:
                gathered[(end, sightings)] = [masks, union, inter]
            else:
                if type(have[0]) is tuple:
                    have[0] = list(have[0])
                have[0].extend(masks)
                have[1] |= union
                have[2] &= inter
    found = tuple((end_sightings, tuple(entry)) for end_sightings, entry in gathered.items())
    if len(_MERGED) >= _MERGED_SIZE:
        _MERGED.clear()
    _MERGED[memo_key] = found
    return found


Grouped = tuple[tuple[int, int, tuple[int, ...], int, int], ...]
_GROUPED: dict[tuple[int, int, int, int, int, int], Grouped] = {}
_GROUPED_SIZE = 4096


def _grouped(
    start: int, forbidden: int, required: int, end_forbidden: int, end_required: int, keep: int
) -> Grouped:
    """The Sails from `start` that pass no `forbidden` space, every `required` one, end
    neither on an `end_forbidden` space nor (when >= 0) elsewhere than `end_required`, as
    (end, mask & keep, their masks in `PATHS` order, their union, their intersection): shared by every Camp with this start
    (the constraints do not depend on the Camp) and memoized across filters."""
    memo_key = (start, forbidden, required, end_forbidden, end_required, keep)
    found = _GROUPED.get(memo_key)
    if found is not None:
        return found
    groups: dict[tuple[int, int], list[int]] = {}
    for end, mask in PATHS[start]:
        if mask & forbidden or mask & required != required or end_forbidden >> end & 1:
            continue
        if end_required >= 0 and end != end_required:
            continue
        group = groups.get((end, mask & keep))
        if group is None:
            groups[(end, mask & keep)] = [mask]
        else:
            group.append(mask)
    found = tuple(
        (end, sightings, tuple(masks), reduce(or_, masks), reduce(and_, masks))
        for (end, sightings), masks in groups.items()
    )
    if len(_GROUPED) >= _GROUPED_SIZE:
        _GROUPED.clear()
    _GROUPED[memo_key] = found
    return found


def _constraints(camp: int, seen: list[tuple[int, int]]) -> tuple[int, int, int, int] | None:
    """What a basic-game Sail must respect, given the Camp and the blocks seen after it:
    spaces it may not pass, spaces it must pass, where it may not (a mask) and must end (-1:
    anywhere); None if the blocks seen contradict this Camp. Only that None depends on the
    Camp."""
    forbidden = required = end_forbidden = 0
    end_required = -1
    for space, block in seen:
        at_camp = space == camp
        if block in (CAMP, SIGHTING_AT_CAMP, ADVENTURE_AT_CAMP) and not at_camp:
            return None
        if block in (BLANK, SIGHTING, ADVENTURE) and at_camp:
            return None
        if block in (BLANK, CAMP):
            forbidden |= 1 << space
            end_forbidden |= 1 << space
        elif block in (SIGHTING, SIGHTING_AT_CAMP):
            required |= 1 << space
        elif block in (ADVENTURE, ADVENTURE_AT_CAMP):
            if end_required >= 0 and end_required != space:
                return None
            end_required = space
        else:
            return None  # a Blackbeard or Israel Hands block cannot be seen in the basic game
    return forbidden, required, end_forbidden, end_required


def fog(state: BlackbeardData) -> dict[str, list[str]]:
    """The spaces where Adventure and the Camp may be, as far as the Hunters know: those of
    the belief set's positions (`fog_of_belief`), found by `fog_masks`."""
    adventure, camp = fog_masks(state)
    return {"adventure": _names(adventure), "camp": _names(camp)}


def fog_of_belief(state: BlackbeardData) -> dict[str, list[str]]:
    """The fog read off the belief set itself: what `fog` must give (its tests compare)."""
    keys = belief(state)
    return {
        "adventure": sorted({SPACE_IDS[key[1]] for key in keys}),
        "camp": sorted({SPACE_IDS[key[0]] for key in keys}),
    }


def _names(mask: int) -> list[str]:
    return sorted([SPACE_IDS[space] for space in C.SLOTS if mask >> space & 1])


# ================================================================================================
# The fog alone. The view shows only where Adventure and the Camp may be: the belief set's
# (camp, adventure) pairs. Between two Reset Maps those pairs follow from the pairs at the
# Reset and the blocks seen since, without the Sail's paths grouped per position that the
# belief set keeps for determinization (which cost about a millisecond at every Set Map).
# ================================================================================================
def _path_bits() -> tuple[dict[int, int], list[int], list[int], int]:
    """Every Sail path (`PATHS`, start by start) as one bit of a big int: the bits of the
    paths from each start, of those ending at each space, and of those passing each space.
    A set of paths is then an int, and a constraint on them one `&`."""
    starts: dict[int, int] = {}
    ends = [0] * C.N
    passes = [0] * C.N
    index = 0
    for start in C.SLOTS:
        first = index
        for end, mask in PATHS[start]:
            bit = 1 << index
            ends[end] |= bit
            for space in C.SLOTS:
                if mask >> space & 1:
                    passes[space] |= bit
            index += 1
        starts[start] = (1 << index) - (1 << first)
    return starts, ends, passes, (1 << index) - 1


START_BITS, END_BITS, PASS_BITS, ALL_PATHS = _path_bits()
ALL_SPACES = (1 << C.N) - 1
FogMasks = tuple[int, int]  # (where Adventure may be, where the Camp may be): masks of spaces
Pairs = tuple[tuple[int, int], ...]  # (camp, adventure) pairs, each once
# (the Reset or Set Camp epoch, observations before it, the pairs it began with, the pairs
# at its end and the Sail's paths from them by Camp (`_starts`) once a later epoch closed it)
FogCheckpoint = tuple[int, int, Pairs, Pairs | None, dict[int, int] | None]


def fog_masks(state: BlackbeardData) -> FogMasks:
    """Where Adventure and the Camp may be, as far as the Hunters know, as masks of spaces:
    the (camp, adventure) pairs of the belief set's positions, found without building it.
    At the last Reset Map (or Set Camp) the pairs are those of the Reset before, moved by
    the turn's Sail (`_sail_pairs`, as the filter itself does at a Reset) and narrowed by
    the blocks seen (`_look`); after this turn's Set Map, those the Sail's paths allow. A
    turn with an Escape or a figure removed asks the belief set (`belief`) instead, and its
    next Reset resumes the filter from the pairs. Kept on the state like the belief set,
    until a new epoch or observation."""
    epochs, observations = state.epochs, state.observations
    key = (len(epochs), len(observations))
    cache = state.fog_cache
    if cache is not None and cache[0] == key:
        return cache[1]
    advanced = bool(state.config.advanced)
    last = len(epochs) - 1
    reset = last
    while reset > 0 and epochs[reset][0] != EPOCH_RESET:
        reset -= 1
    tail = [kind for kind, _, _ in epochs[reset + 1 :]]
    checkpoint = cache[2] if cache is not None else None
    if epochs[0][0] != EPOCH_CAMP or tail not in ([], [EPOCH_SAIL]):
        keys = belief(state)
        masks = _marginals([(key[0], key[1]) for key in keys])
    else:
        checkpoint = _fog_checkpoint(epochs, observations, advanced, reset, checkpoint)
        _, before, begun, ended, starts = checkpoint
        if ended is None:  # the Reset is the last epoch: its blocks are still being seen
            masks = _marginals(_look(begun, _seen(observations, before, reset)))
        else:
            assert starts is not None
            masks = _sail_fog(starts, _seen(observations, before, last), advanced)
    state.fog_cache = (key, masks, checkpoint)
    return masks


def _seen(observations: list, first: int, epoch: int) -> list[tuple[int, int]]:
    """(space, block) of the observations of `epoch`, looked for from index `first` on
    (observations come in epoch order)."""
    return [(space, block) for at, space, block, _ in observations[first:] if at == epoch]


def _fog_checkpoint(
    epochs: list, observations: list, advanced: bool, reset: int, old: FogCheckpoint | None
) -> FogCheckpoint:
    """The pairs at the Reset (or Set Camp) epoch `reset`: from `old`, a checkpoint of this
    lineage at an earlier (or the same) Reset, or from Set Camp; closed (the pairs at its
    end) when a later epoch follows it."""
    if old is not None:
        epoch, before = old[0], old[1]
        if (
            epoch > reset
            or before > len(observations)
            or (before and observations[before - 1][0] >= epoch)
            or (before < len(observations) and observations[before][0] < epoch)
        ):
            old = None
    if old is None:
        old = (0, 0, tuple((camp, camp) for camp in C.ANCHORAGES), None, None)
    epoch, before, begun, ended, starts = old
    while True:
        if ended is None and epoch < len(epochs) - 1:  # closed: its blocks are all seen
            ended = _look(begun, _seen(observations, before, epoch))
            starts = _starts(ended)
        if epoch == reset:
            return epoch, before, begun, ended, starts
        assert ended is not None and starts is not None  # an earlier Reset is closed
        following = epoch + 1
        while epochs[following][0] != EPOCH_RESET:
            following += 1
        first = before
        while first < len(observations) and observations[first][0] < following:
            first += 1
        between = [kind for kind, _, _ in epochs[epoch + 1 : following]]
        if between == [EPOCH_SAIL]:
            seen = _seen(observations, before, epoch + 1)
            begun = _sail_pairs(starts, seen, advanced)
        elif not between:
            begun = ended
        else:  # an Escape or a figure removed: the filter itself, from this Reset
            positions = {(camp, adventure, 0, -2, -2): [0] for camp, adventure in ended}
            result = _filter(
                epochs[:following],
                observations[:first],
                advanced,
                (epoch, before, positions),
            )[0]
            begun = tuple(dict.fromkeys((key[0], key[1]) for key in result))
        epoch, before, ended, starts = following, first, None, None


def _look(pairs: Pairs, seen: list[tuple[int, int]]) -> Pairs:
    """The pairs that agree with the blocks seen when no Sighting stands (a Reset Map or
    Set Camp epoch), as the filter narrows its positions there (`block_at` with no
    Sightings nor figures: Adventure, Adventure at Camp, Camp or Blank, nothing else)."""
    if not seen:
        return pairs
    adventure_in = camp_in = ALL_SPACES
    for space, block in seen:
        bit = 1 << space
        if block == ADVENTURE:
            adventure_in &= bit
            camp_in &= ~bit
        elif block == ADVENTURE_AT_CAMP:
            adventure_in &= bit
            camp_in &= bit
        elif block == CAMP:
            adventure_in &= ~bit
            camp_in &= bit
        elif block == BLANK:
            adventure_in &= ~bit
            camp_in &= ~bit
        else:
            return ()
    return tuple(
        (camp, adventure)
        for camp, adventure in pairs
        if adventure_in >> adventure & 1 and camp_in >> camp & 1
    )


def _starts(pairs: Pairs) -> dict[int, int]:
    """The Sail's paths from where Adventure may begin it, by Camp (path sets)."""
    out: dict[int, int] = {}
    for camp, adventure in pairs:
        out[camp] = out.get(camp, 0) | START_BITS[adventure]
    return out


NOT_PASS = [ALL_PATHS & ~bits for bits in PASS_BITS]
NOT_END = [ALL_PATHS & ~bits for bits in END_BITS]
BASIC_UNSEEN = (BLACKBEARD_ALONE, BLACKBEARD_AT_CAMP, ISRAEL_HANDS)  # cannot be seen: basic game


def _sail_paths(
    starts: dict[int, int], seen: list[tuple[int, int]], advanced: bool
) -> dict[int, int]:
    """The Sail's paths from each Camp's starts that agree with the blocks seen since Set
    Map, for the Camps the blocks allow: `_sail_basic` / `_sail_advanced` keep a position
    for each (camp, end) of them. The conditions are those of `_constraints` (basic) and
    of `_advanced_constraints` and `_advanced_camp`, read in one pass: a block at the Camp
    (Camp, Sighting, Adventure or Blackbeard at Camp) rules out every other Camp, another
    block rules out a Camp there; basic, a Blank or Camp block is a space no path passed
    nor ended on, ADVANCED only one no path ended on (Bought Silence); a Sighting one every
    path passed; two spaces showing Adventure rule out everything."""
    valid = ALL_PATHS
    at_camp = not_camp = 0
    end_required = blackbeard_seen = -1
    for space, block in seen:
        if block in CAMP_BLOCKS:
            at_camp |= 1 << space
        else:
            not_camp |= 1 << space
        if block in (SIGHTING, SIGHTING_AT_CAMP):
            valid &= PASS_BITS[space]
        elif block in (ADVENTURE, ADVENTURE_AT_CAMP):
            if end_required >= 0 and end_required != space:
                return {}
            end_required = space
        elif not advanced:
            if block in BASIC_UNSEEN:
                return {}
            valid &= NOT_PASS[space] & NOT_END[space]  # Blank, Camp
        else:
            valid &= NOT_END[space]
            if block in (BLACKBEARD_ALONE, BLACKBEARD_AT_CAMP):
                blackbeard_seen = space
    if end_required >= 0:
        valid &= END_BITS[end_required]
    out: dict[int, int] = {}
    for camp, paths in starts.items():
        if at_camp & ~(1 << camp) or not_camp >> camp & 1:
            continue
        if blackbeard_seen >= 0 and C.DIST[camp][blackbeard_seen] > 3:
            continue
        out[camp] = valid & paths
    return out


def _sail_pairs(starts: dict[int, int], seen: list[tuple[int, int]], advanced: bool) -> Pairs:
    """(camp, end) of every Sail the blocks seen allow: what `_sail_ends` gives."""
    return tuple(
        (camp, end)
        for camp, paths in _sail_paths(starts, seen, advanced).items()
        if paths
        for end in C.SLOTS
        if paths & END_BITS[end]
    )


def _sail_fog(starts: dict[int, int], seen: list[tuple[int, int]], advanced: bool) -> FogMasks:
    """The fog after Set Map: the ends and the Camps of the Sails the blocks seen allow."""
    every = camps = 0
    for camp, paths in _sail_paths(starts, seen, advanced).items():
        if paths:
            every |= paths
            camps |= 1 << camp
    adventure = 0
    if every:
        for end in C.SLOTS:
            if every & END_BITS[end]:
                adventure |= 1 << end
    return adventure, camps


def _marginals(pairs) -> FogMasks:
    adventure = camps = 0
    for camp, end in pairs:
        camps |= 1 << camp
        adventure |= 1 << end
    return adventure, camps
