"""What each side sees, the full reveal, and determinization that respects hidden movement
(the Hunters' samples come from their belief set, `belief.py`)."""

from __future__ import annotations

import bisect
import dataclasses
from typing import Any

from seaboard.engine.rng import Rng
from seaboard.games.blackbeard import content as C
from seaboard.games.blackbeard.belief import Weigh, belief, block_at, fog
from seaboard.games.blackbeard.rules.common import (
    adventure_shown,
    bb_pawn_limit,
    defense_pool,
    on_mat,
    to_move,
)
from seaboard.games.blackbeard.rules.interview import INFORMANT_SPACES
from seaboard.games.blackbeard.rules.piracy import FETE_CHOICES, piracy_here, piracy_queue
from seaboard.games.blackbeard.state import (
    BLACKBEARD,
    BLACKBEARD_ACTIONS,
    BLACKBEARD_ALONE,
    BLACKBEARD_AT_CAMP,
    BLACKBEARD_SEGMENT_NAMES,
    BLOCK_NAMES,
    CACHES,
    DEFENSE_ISRAEL_HANDS,
    DEFENSE_LONGBOAT,
    ENCOUNTER,
    EPOCH_ESCAPE,
    EPOCH_RESET,
    HUNTER_ACTIONS,
    HUNTERS,
    INTERVIEW,
    ISRAEL_HANDS,
    PHASE_NAMES,
    PIECES,
    PIRACY,
    PIRATE_NAMES,
    PLAN,
    SAIL,
    SEGMENT_NAMES,
    SET_CAMP,
    SET_MAP,
    SLOOPS,
    STAGE_NAMES,
    TILE_DOCTOR,
    TILE_ORDINARY,
    TILE_RUM,
    Battle,
    BlackbeardData,
)

SPACE_IDS = C.SPACE_IDS
R = C.R
TILE_COUNT = len(C.PIRACY)
TILE_SEEK_PARDON = C.TID["seek_pardon"]
TILE_FETE = C.TID["fete_tobias_knight"]
ROW = C.ROW
INF_TOTAL_CAP = [sum(cap for cap, _ in groups) for groups in C.INF_GROUPS]  # spaces it Spots
SQUARES = C.SQUARES
ROW_TILES = (sorted(C.ACTS), sorted(C.LIFE))  # the tiles of each row, in tile order
# the cubes a hidden tile may hold: not full if it shows when filled (it has not shown)
TOP_HIDDEN = [
    C.SQUARES[tile] - (1 if C.PIRACY[tile].show or tile == TILE_SEEK_PARDON else 0)
    for tile in range(TILE_COUNT)
]


# ================================================================================================
# views
# ================================================================================================
def _shown(state: BlackbeardData, blocks: tuple[int, ...]) -> str | None:
    for space in C.SLOTS:
        if state.face_up[space] and state.blocks[space] in blocks:
            return SPACE_IDS[space]
    return None


def _battle(battle: Battle) -> dict[str, Any]:
    """The open Encounter, as both sides see it."""
    return {
        "pirate": PIRATE_NAMES[battle.pirate],
        "space": C.SPACE_IDS[battle.space] if battle.space >= 0 else None,
        "stage": STAGE_NAMES[battle.stage],
        "sloops": [PIECES[sloop] for sloop in battle.sloops],
        "hammer_and_anvil": battle.hammer_and_anvil,
        "adventure_hits": {"rigging": battle.adventure_rigging, "crew": battle.adventure_crew},
        "sloop_hits": {
            PIECES[sloop]: {
                "rigging": battle.sloop_rigging[sloop],
                "crew": battle.sloop_crew[sloop],
            }
            for sloop in SLOOPS
        },
        "shot": ("rigging", "crew")[battle.shot_type],
        "lookouts": battle.lookouts,
        "maynard": battle.maynard,
        "hyde": battle.hyde,
        "hits_to_assign": len(battle.hits_to_assign) + battle.hits_to_mark,
    }


def _public(state: BlackbeardData) -> dict[str, Any]:
    battle = state.battle
    return {
        "turn": state.turn,
        "phase": PHASE_NAMES[state.phase],
        "to_move": to_move(state),
        "segment": SEGMENT_NAMES[state.hunter_segment] if state.phase == HUNTER_ACTIONS else None,
        "map": {
            SPACE_IDS[space]: BLOCK_NAMES[state.blocks[space]] if state.face_up[space] else "hidden"
            for space in C.SLOTS
        },
        "surveil": sorted(SPACE_IDS[space] for space in C.SLOTS if state.surveilled[space]),
        "camp_marker": SPACE_IDS[state.camp] if state.camp_found else None,
        "adventure": SPACE_IDS[state.adventure] if adventure_shown(state) else None,
        "blackbeard": _shown(state, (BLACKBEARD_ALONE, BLACKBEARD_AT_CAMP)),
        "israel_hands": _shown(state, (ISRAEL_HANDS,)),
        "israel_hands_arrested": state.israel_arrested,
        "hunters": {PIECES[piece]: SPACE_IDS[state.hunter_spaces[piece]] for piece in range(3)},
        "stopped": [PIECES[piece] for piece in range(3) if state.stopped[piece]],
        "scouted": {PIECES[piece]: state.scouted[piece] for piece in range(3)},
        "canoed": [PIECES[piece] for piece in range(3) if state.canoed[piece]],
        "hunter_pawns_on_map": state.hunter_map_pawns,
        "escaped_marker": state.escaped,
        "declared_defenses": [
            C.DEF_IDS[defense]
            for defense in range(len(C.DEFENSES))
            if state.defense_declared[defense]
        ],
        "declared_assets": [
            C.ASSET_IDS[asset] for asset in range(len(C.ASSETS)) if state.asset_declared[asset]
        ],
        "informants_drawn": len(state.informants),
        "shown_piracy": [
            {"turn": turn, "space": SPACE_IDS[space], "tile": C.TILE_IDS[tile]}
            for turn, space, tile in state.shows
        ],
        "public_tiles": [
            C.TILE_IDS[tile] for tile in range(len(C.PIRACY)) if state.tile_public[tile]
        ],
        "open_chain": [SPACE_IDS[space] for space, secret in state.sighting_chains if not secret],
        "battle": None if battle is None else _battle(battle),
        "encounters_pending": [SPACE_IDS[space] for space in state.encounter_spaces],
        "used_this_turn": {  # declared when used: once a turn each
            "lt_maynard": state.maynard_used,
            "midshipman_hyde": state.hyde_used,
            "lookouts": state.lookouts_used,
        },
        "last_roll": state.last_roll,
        "winner": None if state.winner is None else ("blackbeard", "hunters")[state.winner],
        "reason": state.reason,
    }


def view(state: BlackbeardData, player: int | None) -> dict[str, Any]:
    seen = _public(state)
    if player == HUNTERS:
        seen["informants"] = [
            {
                "id": C.INF_IDS[informant],
                "used": state.informant_used[slot],
                "spotted": sum(state.informant_spots[slot]),
                "spotted_by_group": list(state.informant_spots[slot]),
            }
            for slot, informant in sorted(enumerate(state.informants), key=lambda entry: entry[1])
        ]
        seen["assets"] = [
            C.ASSET_IDS[asset] for asset in range(len(C.ASSETS)) if state.assets[asset]
        ]
        seen["pawns_used"] = state.hunter_pawns_used
        seen["spots"] = [
            {"turn": turn, "space": SPACE_IDS[space], "block": BLOCK_NAMES[block]}
            for turn, space, block in state.spots
        ]
        seen["spotted_now"] = [SPACE_IDS[space] for space in state.spotted_now]
        seen["chains"] = [
            {"space": SPACE_IDS[space], "secret": secret} for space, secret in state.sighting_chains
        ]
        seen["fog"] = fog(state) if state.epochs else None
    elif player == BLACKBEARD:
        seen["blocks"] = {SPACE_IDS[space]: BLOCK_NAMES[state.blocks[space]] for space in C.SLOTS}
        seen["camp"] = SPACE_IDS[state.camp] if state.camp >= 0 else None
        seen["adventure_at"] = SPACE_IDS[state.adventure] if state.adventure >= 0 else None
        seen["purse"] = state.purse
        seen["loot"] = sorted(state.taken_loot)
        seen["rows"] = [
            [
                {
                    "tile": C.TILE_IDS[tile],
                    "cubes": state.cubes[tile],
                    "pawns": state.tile_pawns[tile],
                }
                for tile in row
            ]
            for row in state.piracy_rows
        ]
        seen["set_aside"] = [C.TILE_IDS[tile] for tile in state.tiles_set_aside]
        seen["defenses"] = [
            C.DEF_IDS[defense] for defense in range(len(C.DEFENSES)) if state.prepared[defense]
        ]
        seen["pawns_used"] = state.blackbeard_pawns_used
        seen["blackbeard_segment"] = (
            BLACKBEARD_SEGMENT_NAMES[state.blackbeard_segment]
            if state.phase == BLACKBEARD_ACTIONS
            else None
        )
        seen["path"] = [SPACE_IDS[space] for space in state.sail_path]
        seen["sailed"] = state.sailed
        seen["blackbeard_at"] = (
            SPACE_IDS[state.blackbeard_space] if state.blackbeard_space >= 0 else None
        )
        seen["israel_hands_at"] = SPACE_IDS[state.israel_space] if state.israel_space >= 0 else None
        seen["silenced"] = [SPACE_IDS[space] for space in state.silenced]
        seen["pardon"] = C.TILE_IDS[state.pardon_tile] if state.pardon_tile >= 0 else None
        seen["fete_left"] = state.fete_left
    return seen


def _plain(value: Any) -> Any:
    if isinstance(value, Battle):
        return {
            attribute.name: _plain(getattr(value, attribute.name))
            for attribute in dataclasses.fields(value)
        }
    if isinstance(value, list | tuple):
        return [_plain(item) for item in value]
    if isinstance(value, dict):
        return {str(key): _plain(item) for key, item in value.items()}
    return value


def reveal(state: BlackbeardData) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for attribute in dataclasses.fields(state):
        if attribute.name in ("rng", "config", *CACHES):
            continue
        out[attribute.name] = _plain(getattr(state, attribute.name))
    return out


# ================================================================================================
# determinization
# ================================================================================================
def determinize(
    state: BlackbeardData, player: int, rng: Rng, weigh: Weigh | None = None
) -> BlackbeardData:
    """A sample of all `player` cannot see. For the Hunters, `weigh` may give the belief
    set's positions cumulative weights (a model of where Blackbeard goes, from what the
    Hunters know); by default each position is equally likely."""
    if player == HUNTERS and state.epochs:
        belief(state)  # cache the belief set on the true state, shared with its clones
    sample = state.clone()
    sample.rng = rng.split()
    if player == HUNTERS:
        _resample_blackbeard(sample, rng, weigh)
    else:
        _resample_hunters(sample, rng)
    return sample


def _resample_hunters(sample: BlackbeardData, rng: Rng) -> None:
    """For Blackbeard: everything behind the Hunters' screen. He saw none of it: which
    Informants they drew, which they Interviewed, on which turn and how many spaces each
    Spotted (secret Spots may be pretended), nor the Assets not yet declared. He knows what
    lies on the Map: the Surveil markers (this turn's Spots include them), the Hunter pieces
    and the pawns placed there, and the tiles declared."""
    # canonical: unseen things are sorted before shuffling, so the sample depends only
    # on what the player knows, never on the true order of what they cannot see
    pool = sorted(sample.informants + sample.informant_pile)
    rng.shuffle(pool)
    drawn = len(sample.informants)
    sample.informants, sample.informant_pile = pool[:drawn], pool[drawn:]
    _sample_interviews(sample, rng)
    # undeclared Assets and the pawns behind the screen are unknown to Blackbeard
    pool_assets = range(len(C.ASSETS)) if sample.config.advanced else C.BASIC_ASSETS
    candidates = [asset for asset in pool_assets if not sample.asset_declared[asset]]
    chosen = set(rng.sample(candidates, min(rng.randint(0, 3), len(candidates))))
    sample.assets = [
        sample.asset_declared[asset] or asset in chosen for asset in range(len(C.ASSETS))
    ]
    sample.sighting_chains = [
        (space, False) for space, secret in sample.sighting_chains if not secret
    ]
    sample.observations = [seen for seen in sample.observations if not seen[3]]
    sample.belief_cache = sample.fog_cache = None
    # unknown to both sides: the order of the draw piles and of the Loot pool
    for pile in (sample.piracy_piles[0], sample.piracy_piles[1], sample.loot_pool):
        pile.sort()
        rng.shuffle(pile)


def _sample_interviews(sample: BlackbeardData, rng: Rng) -> None:
    """The Hunters' Interviews, as Blackbeard may imagine them: each Informant (the one in
    `slot` was drawn on turn slot + 1) was Interviewed on one turn since, or not yet, and
    Spotted 1 to all its spaces there (flipped face down at the end of that turn); this
    turn's Spots include every space Surveilled and leave the pawns on the Map room."""
    begun = sample.turn if sample.phase != SET_CAMP else sample.turn - 1  # the last Interview
    spots_by_turn: dict[int, list[int]] = {turn: [] for turn in range(1, begun + 1)}
    pawns_now = 0
    room = R.hunter_pawns - sample.hunter_map_pawns
    sample.informant_used = [False] * len(sample.informants)
    sample.informant_spots = []
    for slot, informant in enumerate(sample.informants):
        groups = C.INF_GROUPS[informant]
        counts = [0] * len(groups)
        sample.informant_spots.append(counts)
        turn = slot + 1 + rng.below(begun - slot + 1)  # begun + 1: not Interviewed yet
        if turn > begun:
            continue
        spotted = spots_by_turn[turn]
        taken = set(spotted)  # the same spaces, to ask whether a group has one left
        group_spaces = INFORMANT_SPACES[informant]
        for _ in range(1 + rng.below(INF_TOTAL_CAP[informant])):
            if turn == sample.turn and pawns_now >= room:
                break
            open_groups = [
                group
                for group, (cap, _) in enumerate(groups)
                if counts[group] < cap and not taken.issuperset(group_spaces[group])
            ]
            if not open_groups:
                break
            group = rng.choice(open_groups)
            spot = rng.choice([space for space in group_spaces[group] if space not in taken])
            spotted.append(spot)
            taken.add(spot)
            counts[group] += 1
            pawns_now += turn == sample.turn
        sample.informant_used[slot] = sum(counts) > 0 and turn < sample.turn
    now = spots_by_turn.get(sample.turn, [])
    if now:
        rng.shuffle(now)
    now.extend(space for space in C.SLOTS if sample.surveilled[space] and space not in now)
    # what they saw: the blocks as Blackbeard knows them now (their history is not kept)
    sample.spots = [
        (turn, space, sample.blocks[space])
        for turn, spaces in sorted(spots_by_turn.items())
        for space in spaces
    ]
    sample.spotted_now = list(now)
    in_hunter_actions = sample.phase not in (SET_CAMP, INTERVIEW, BLACKBEARD_ACTIONS)
    commandeered = rng.randint(0, 1) if in_hunter_actions else 0
    sample.hunter_pawns_used = min(
        R.hunter_pawns, sample.hunter_map_pawns + pawns_now + commandeered
    )


def _resample_blackbeard(sample: BlackbeardData, rng: Rng, weigh: Weigh | None = None) -> None:
    """For the Hunters: everything behind Blackbeard's screen and every standing block,
    sampled only from what the Hunters know (the belief set, shown and declared tiles, the
    Loot drawn, the Encounters) so that two states they cannot tell apart give one sample."""
    sample.informant_pile.sort()
    rng.shuffle(sample.informant_pile)
    # -- positions, from the belief set
    figures: tuple[int, int] = (-2, -2)
    full = 0
    if sample.epochs:
        keys = belief(sample)
        if keys:
            if weigh is None:
                camp, adventure, _sm, blackbeard, israel, reps = rng.choice(keys)
            else:
                cum = weigh(sample, keys)
                index = bisect.bisect_right(cum, rng.random() * cum[-1])
                camp, adventure, _sm, blackbeard, israel, reps = keys[min(index, len(keys) - 1)]
            full = rng.choice(reps)
            figures = (blackbeard, israel)
        else:  # cannot happen when the model matches the rules; never use the truth
            camp = sample.camp if sample.camp_found else rng.choice(C.ANCHORAGES)
            adventure = rng.choice(
                [space for space in C.SLOTS if not sample.face_up[space]] or C.SLOTS
            )
        sample.camp, sample.adventure = camp, adventure
        sample.blackbeard_space = figures[0] if figures[0] >= 0 else -1
        sample.israel_space = figures[1] if figures[1] >= 0 else -1
        if sample.config.advanced:
            _guess_figures(sample, figures, full, rng)
        for space in C.SLOTS:
            if not sample.face_up[space]:
                sample.blocks[space] = block_at(
                    camp, adventure, full, space, sample.blackbeard_space, sample.israel_space
                )
    # -- how far Adventure Sailed this turn, as far as the Sightings tell
    sailed_phase = sample.phase in (HUNTER_ACTIONS, ENCOUNTER, PIRACY)
    steps = _sample_steps(sample, full, rng) if sailed_phase and sample.epochs else 0
    # -- Blackbeard's mat, Defenses and Purse
    start_step = sample.phase == PIRACY and not sample.fete_left  # this Resolve Piracy not yet run
    resolved = sample.turn if sample.phase == PIRACY and not start_step else sample.turn - 1
    out = _sample_mat(sample, rng, resolved, steps)
    free = _sample_defenses(sample, rng)
    _sample_purse(sample, rng, free, out)
    # -- this turn's Blackbeard Actions, behind the screen
    sample.tile_pawns = [0] * TILE_COUNT
    sample.resolve_queue = []
    sample.pardon_tile = -1
    if sample.phase == BLACKBEARD_ACTIONS:
        sample.sail_path = [sample.adventure]
        sample.blackbeard_pawns_used = 0
        sample.blackbeard_segment = PLAN
        sample.silenced = []
        sample.sailed = False
    elif sailed_phase:
        sample.silenced = []
        sample.sail_path = [sample.adventure]
        sample.sailed = steps > 0 or _escape_origin(sample) >= 0
        sample.blackbeard_segment = SET_MAP if sample.config.advanced else SAIL if steps else PLAN
        planned = 0
        if sample.phase != PIRACY or start_step:
            planned = _sample_plans(sample, rng, steps)
        if start_step:
            sample.resolve_queue = piracy_queue(sample)
        sample.blackbeard_pawns_used = steps + planned


def _sample_steps(sample: BlackbeardData, full: int, rng: Rng) -> int:
    """Pawns Adventure Sailed this turn: the Sightings left, or 0/1 when it left none."""
    if full:
        return bin(full).count("1") + 1
    start = _reset_set(sample)
    if start is None:
        return rng.below(2)
    camp, adventure = sample.camp, sample.adventure
    opts = []
    if (camp, adventure, 0, -2, -2) in start:
        opts.append(0)
    if any((camp, space, 0, -2, -2) in start for space in C.SEA[adventure]):
        opts.append(1)
    return rng.choice(opts) if opts else 1


def _reset_set(sample: BlackbeardData) -> dict | None:
    """The belief set at this turn's Reset Map (where Adventure may have begun the turn), or
    None when an Escape or the cache does not tell."""
    if _escape_origin(sample) >= 0:
        return None
    last = -1
    for epoch, (kind, _, _) in enumerate(sample.epochs):
        if kind == EPOCH_RESET:
            last = epoch
    cache = sample.belief_cache
    checkpoint = cache[2] if cache is not None else None
    if last < 0 or checkpoint is None or checkpoint[0] != last:
        return None
    return checkpoint[2]


def _escape_origin(sample: BlackbeardData) -> int:
    """The space Adventure Escaped from this turn, or -1."""
    for kind, arg, _ in reversed(sample.epochs):
        if kind == EPOCH_ESCAPE:
            return arg
        if kind == EPOCH_RESET:
            return -1
    return -1


def _sample_mat(sample: BlackbeardData, rng: Rng, resolved: int, steps: int) -> int:
    """The Piracy rows: shown (and declared) tiles are known to have been drawn; the rest
    is drawn from the unseen tiles. Seek Pardon may have set one tile aside (then it is
    filled), even a shown one. Cubes: shown tiles are full, others are not (no Show yet),
    at most 5 a completed turn. Returns the tile set aside, or -1."""
    tile_public = sample.tile_public
    shown: list[int] = []
    for _, _, tile in sample.shows:
        if tile not in shown:
            shown.append(tile)
    # per row: the shown tiles in the order shown, then the other public ones in tile order
    public_by_row: list[list[int]] = [[], []]
    for tile in shown:
        public_by_row[ROW[tile]].append(tile)
    for tile in range(TILE_COUNT):
        if tile_public[tile] and tile not in shown:
            public_by_row[ROW[tile]].append(tile)
    row_sizes = [len(sample.piracy_rows[0]), len(sample.piracy_rows[1])]
    pools = []
    for row_tiles in ROW_TILES:
        pool = [tile for tile in row_tiles if not tile_public[tile]]
        rng.shuffle(pool)
        pools.append(pool)
    ordinary_hidden = sample.ordinary_turn > resolved and TILE_ORDINARY not in shown

    def may_leave(tile: int) -> bool:  # Crew to Ordinary declared before any Piracy since
        return not (tile == TILE_ORDINARY and ordinary_hidden)

    set_aside = -1
    over = [row for row in (0, 1) if len(public_by_row[row]) > row_sizes[row]]
    if over:  # more tiles seen in a row than it holds: one of them was set aside
        candidates = [tile for tile in public_by_row[over[0]] if may_leave(tile)] or public_by_row[
            over[0]
        ]
        set_aside = rng.choice(candidates)
    rows = [[tile for tile in public_by_row[row] if tile != set_aside] for row in (0, 1)]
    if set_aside >= 0 and TILE_SEEK_PARDON in pools[1] and len(rows[1]) < row_sizes[1]:
        pools[1].remove(TILE_SEEK_PARDON)
        rows[1].append(TILE_SEEK_PARDON)
    for row in (0, 1):
        while len(rows[row]) < row_sizes[row] and pools[row]:
            rows[row].append(pools[row].pop())
    if set_aside < 0 and resolved >= 1 and TILE_SEEK_PARDON in rows[1] and rng.below(2):
        candidates = [
            tile for tile in rows[0] + rows[1] if tile != TILE_SEEK_PARDON and may_leave(tile)
        ]
        if candidates:
            set_aside = rng.choice(candidates)
            row = ROW[set_aside]
            slot = rows[row].index(set_aside)
            if pools[row]:
                rows[row][slot] = pools[row].pop()
            else:
                rows[row].pop(slot)
    # Hire Doctor / Buy Rum cannot be in force on a turn Adventure Sailed beyond them
    for tile, limit in ((TILE_DOCTOR, R.doctor_sail_limit), (TILE_RUM, R.rum_pawns)):
        if steps > limit and tile in rows[1] and sample.turn == 1 and pools[1]:
            rows[1][rows[1].index(tile)] = pools[1].pop()
            pools[1].insert(0, tile)
    cubes = [0] * TILE_COUNT
    budget = R.blackbeard_pawns * resolved
    on_mat = rows[0] + rows[1]
    for tile in on_mat:
        if tile in shown:
            cubes[tile] = SQUARES[tile]
            budget -= cubes[tile]
    if set_aside >= 0:
        cubes[TILE_SEEK_PARDON] = SQUARES[TILE_SEEK_PARDON]
        budget -= cubes[TILE_SEEK_PARDON]
    if resolved >= 1:
        ordinary_top = tile_public[TILE_ORDINARY] and sample.ordinary_turn > resolved
        for tile in sorted(on_mat):
            if budget <= 0:
                break  # nothing below draws any more
            if cubes[tile] or tile in shown:
                continue
            top = SQUARES[tile] - 1 if tile == TILE_ORDINARY and ordinary_top else TOP_HIDDEN[tile]
            if (tile == TILE_DOCTOR and steps > R.doctor_sail_limit) or (
                tile == TILE_RUM and steps > R.rum_pawns
            ):
                cubes[tile] = SQUARES[tile]  # filled on an earlier turn
            elif rng.below(2):
                cubes[tile] = rng.below(max(0, min(top, budget)) + 1)  # randint(0, ...)
            budget -= cubes[tile]
    sample.piracy_rows = rows
    sample.piracy_piles = pools
    sample.tiles_set_aside = [set_aside] if set_aside >= 0 else []
    sample.cubes = cubes
    return set_aside


def _sample_defenses(sample: BlackbeardData, rng: Rng) -> set[int]:
    """Declared Defenses are known; others are guessed. Returns those Fete Tobias Knight
    gave for free (no gold)."""
    pool = defense_pool(sample)
    undeclared = [
        defense
        for defense in pool
        if not sample.defense_declared[defense] and defense != DEFENSE_ISRAEL_HANDS
    ]
    chosen = set(rng.sample(undeclared, min(len(undeclared), rng.randint(0, 2))))
    if sample.blackbeard_space >= 0:
        chosen.add(DEFENSE_LONGBOAT)
    if DEFENSE_ISRAEL_HANDS in pool and (sample.israel_space >= 0 or rng.below(4) == 0):
        chosen.add(DEFENSE_ISRAEL_HANDS)
    free: set[int] = set()
    made = 0
    if any(tile == TILE_FETE for _, _, tile in sample.shows):
        made = FETE_CHOICES - sample.fete_left
    if made:
        spare = [
            defense
            for defense in pool
            if not sample.defense_declared[defense] and defense not in chosen
        ]
        prepared = [
            defense for defense in pool if sample.defense_declared[defense] or defense in chosen
        ]
        while len(prepared) < made and spare:
            defense = spare.pop(rng.below(len(spare)))
            chosen.add(defense)
            prepared.append(defense)
        prepared.sort()
        free = set(rng.sample(prepared, min(made, len(prepared))))
    sample.prepared = [
        sample.defense_declared[defense] or defense in chosen for defense in range(len(C.DEFENSES))
    ]
    return free


def _sample_purse(sample: BlackbeardData, rng: Rng, free: set[int], set_aside: int) -> None:
    """Loot values, then the Purse: 5 gold, plus what the shown Loot and Stow Booty / Sell
    Cargo brought, less the gold on tiles and Defenses; hidden spending that the income
    cannot pay is dropped. Gold is capped at the 20 cubes."""
    loot_count = len(sample.taken_loot)
    values = list(C.LOOT)
    rng.shuffle(values)
    sample.taken_loot, sample.loot_pool = values[:loot_count], values[loot_count:]
    income, drawn = 0, 1
    for _, _, shown_tile in sample.shows:
        tile = C.PIRACY[shown_tile]
        for taken in range(tile.take):
            if drawn < loot_count:
                income += sample.taken_loot[drawn] + (tile.extra_gold if taken == 0 else 0)
                drawn += 1
        if tile.effect == "booty":
            income += sum(sample.taken_loot[:drawn]) + tile.bonus
    booty = C.TID["stow_booty"]
    if (
        on_mat(sample, booty)
        and sample.cubes[booty] == C.SQUARES[booty]
        and not sample.tile_public[booty]
    ):
        income += sum(sample.taken_loot)
    if sample.israel_arrested and sample.camp_found:
        income += R.israel_arrest_gold
    lost = (
        C.SQUARES[set_aside]
        if set_aside >= 0 and C.GOLD_TILE[set_aside] and sample.tile_public[set_aside]
        else 0
    )
    forced = {
        DEFENSE_LONGBOAT if sample.blackbeard_space >= 0 else -1,
        DEFENSE_ISRAEL_HANDS if sample.israel_space >= 0 else -1,
    }
    droppable = [
        defense
        for defense in range(len(C.DEFENSES))
        if sample.prepared[defense]
        and not sample.defense_declared[defense]
        and defense not in free
        and defense not in forced
    ]
    rng.shuffle(droppable)
    hidden_gold = [
        tile
        for tile in sorted(sample.piracy_rows[0] + sample.piracy_rows[1])
        if C.GOLD_TILE[tile] and sample.cubes[tile] and not sample.tile_public[tile]
    ]

    # gold on the mat's tiles and on Defenses, kept up to date as the loops below drop some
    tiles_spent = sum(
        sample.cubes[tile]
        for tile in sample.piracy_rows[0] + sample.piracy_rows[1]
        if C.GOLD_TILE[tile]
    )
    defenses_spent = sum(
        C.DEF_COST[defense]
        for defense in range(len(C.DEFENSES))
        if sample.prepared[defense] and defense not in free
    )
    purse = R.start_purse + income - lost - tiles_spent - defenses_spent
    while purse < 0 and droppable:
        defense = droppable.pop()  # prepared, not free
        sample.prepared[defense] = False
        defenses_spent -= C.DEF_COST[defense]
        purse = R.start_purse + income - lost - tiles_spent - defenses_spent
    while purse < 0 and hidden_gold:
        tile = hidden_gold[-1]  # a gold tile on the mat
        sample.cubes[tile] -= 1
        tiles_spent -= 1
        if not sample.cubes[tile]:
            hidden_gold.pop()
        purse += 1
    sample.gold_spent = tiles_spent + defenses_spent
    sample.purse = max(0, min(purse, R.gold_cubes - sample.gold_spent))


def _sample_plans(sample: BlackbeardData, rng: Rng, steps: int) -> int:
    """Pawns planned this turn on tiles that could take cubes where the pirates stand (before
    any Escape); Sailing used `steps` of them."""
    budget = max(0, bb_pawn_limit(sample) - steps)
    here = sample.adventure
    origin = _escape_origin(sample)
    if origin >= 0:
        sample.adventure = origin
    tiles = [
        tile
        for tile in sorted(sample.piracy_rows[0] + sample.piracy_rows[1])
        if sample.cubes[tile] < C.SQUARES[tile] and piracy_here(sample, tile) >= 0
    ]
    sample.adventure = here
    rng.shuffle(tiles)
    total = 0
    for tile in tiles:
        if budget <= 0:
            break
        most = min(C.SQUARES[tile] - sample.cubes[tile], budget)
        pawns = most if rng.below(3) else rng.randint(0, most)
        sample.tile_pawns[tile] = pawns
        budget -= pawns
        total += pawns
    return total


def _guess_figures(sample: BlackbeardData, figures: tuple[int, int], full: int, rng: Rng) -> None:
    """Unseen Blackbeard alone / Israel Hands: placed or not, where the Hunters did not look."""
    current = len(sample.epochs) - 1
    seen = {space for epoch, space, _, _ in sample.observations if epoch == current} | {
        space for space in C.SLOTS if sample.face_up[space]
    }
    busy = {sample.adventure} | {space for space in C.SLOTS if full >> space & 1}
    if figures[0] == -1 and rng.below(2):
        opts = [
            space
            for space in C.SLOTS
            if C.DIST[sample.camp][space] <= 3 and space not in seen | busy
        ]
        if opts:
            sample.blackbeard_space = rng.choice(opts)
            busy.add(sample.blackbeard_space)
    if figures[1] == -1 and not sample.israel_arrested and rng.below(2):
        opts = [space for space in C.TOWNS if space not in seen | busy]
        if opts:
            sample.israel_space = rng.choice(opts)
