"""Hunt for Blackbeard as numbers: a fixed-size encoding of a seat's view, for learning agents.

Pure functions over the view dict (`view.view(data, seat)`), never the state: what the
encoding holds, the seat was allowed to see. (`encode_state`, at the end, writes the same
numbers straight from the state for the RL adapters, a view costing more than several
engine actions; tests/rl/test_observation.py checks the two equal at every position of
seeded games and of each seat's determinizations.) Both seats share one layout; the
fields of the other seat's screen stay 0. Every number lies in [0, 1]: flags and one-hots, or a count
divided by the cap its description names (clipped there).

Spaces are the 28 of the Map (`content.SPACE_IDS`, in that order: the 24 sea and land
spaces, then New Bern, Albemarle County, James River, Cape Henry); a "slot" field covers
only the first 24, where blocks stand. Tiles are the 18 Piracy tiles (`content.TILE_IDS`),
Defenses, Assets and Informants likewise in their content order.

The fields, in order (name, size, what it holds):

    seat             2    you are Blackbeard (0) / the Hunters (1)
    to_move          3    Blackbeard to move, the Hunters to move, nobody (game over)
    turn             4    the turn, one-hot (1-4)
    phase            7    the phase (set_camp .. over), one-hot
    segment          4    the Hunters' Actions segment (commandeer .. scout_again), if any
    map             240   per slot: hidden, or the face-up block (9 kinds), one-hot of 10
    surveil          24   slots under a Surveil marker
    camp_marker      24   the Camp found by the Hunters
    adventure        28   Adventure where both sides see it
    blackbeard       24   Blackbeard alone face up on the Map
    israel_hands     24   Israel Hands face up on the Map
    israel_arrested  1    Israel Hands arrested
    hunters          84   Jane, Ranger, Brand: their space (3 x 28 one-hot)
    stopped          3    Jane, Ranger, Brand stopped this turn
    scouted          3    Scouts by each this turn, / 2
    hunter_pawns     1    Hunter pawns on the Map, / 7
    escaped          1    the Escaped marker is out
    declared_defenses 9   Defenses Blackbeard has declared
    declared_assets  12   Assets the Hunters have declared
    informants_drawn 1    Informants drawn, / 9
    shown_tiles      18   Piracy tiles Shown
    shown_at         24   slots where a Piracy was Shown
    public_tiles     18   Piracy tiles known to both sides
    open_chain       24   slots in the open Chain
    canoed           3    Jane, Ranger, Brand used Canoes this Scout segment
    used_this_turn   3    Lt Maynard, Midshipman Hyde, Lookouts used this turn
    encounters       24   slots where an Encounter waits to be resolved
    battle           1    an Encounter is open
    battle_pirate    3    the pirate piece in it (adventure, blackbeard, israel_hands)
    battle_space     28   where (none while the Hunters pick the next Encounter)
    battle_stage     17   its stage (state.STAGE_NAMES), one-hot
    battle_sloops    2    Jane, Ranger take part
    battle_flags     5    hammer and anvil, lookouts, maynard, hyde declared; shot = crew
    battle_hits      6    Adventure's rigging and crew hits / 2; each Sloop's rigging and
                          crew hits / 1 (Jane, Ranger)
    hits_to_assign   1    hits waiting for a side, / 3
    last_roll        3    the last contest rolled: arrest, escape, boarding (one-hot)
    last_dice        2    best die of Blackbeard / 6, of the Hunters / 6
    winner           2    Blackbeard won, the Hunters won

Hunters' screen (0 for Blackbeard):

    informants       27   per Informant: drawn, used, Spots made / 4
    informant_groups 36   per Informant, its (up to 4) groups of spaces: Spots made / cap
    assets           12   Assets held
    pawns_used_h     1    Hunter pawns used, / 7
    spots_now        216  per slot, the block seen by a Spot this turn (9 kinds)
    spots_before     216  per slot, the block seen by the last Spot of an earlier turn
    spotted_now      24   slots spotted this turn
    chains           24   slots in a secret Chain
    fog_adventure    24   where Adventure may be, as far as the Hunters know
    fog_camp         24   where the Camp may be

Blackbeard's screen (0 for the Hunters):

    blocks           216  per slot, the block standing there (9 kinds)
    camp             24   the Camp
    adventure_at     24   Adventure
    purse            1    gold in the Purse, / 20
    loot             4    Loot counters of value 1, 2, 3, 4 held, / 4
    tiles_row1       18   tiles on the Acts of Piracy row
    tiles_row2       18   tiles on the Life of a Pirate row
    cubes            18   cubes on each tile / its squares
    tile_pawns       18   pawns planned on each tile this turn, / 5
    set_aside        18   the tile Seek Pardon set aside
    defenses         9    Defenses prepared
    pawns_used_bb    1    Blackbeard pawns used, / 5
    bb_segment       4    Blackbeard's Actions step (plan, prepare, sail, set_map), if any
    path             24   slots Adventure passed through this turn
    path_length      1    steps Sailed this turn, / 5
    sailed           1    Adventure has Sailed this turn
    blackbeard_at    28   Blackbeard alone
    israel_at        28   Israel Hands
    silenced         24   slots under Bought Silence
    pardon           18   the tile Seek Pardon names
    fete_left        1    Fete Tobias Knight choices left, / 2
"""

from __future__ import annotations

from array import array
from collections.abc import Callable
from functools import cache
from itertools import compress
from typing import Any

from seaboard.engine.game import GameConfig
from seaboard.engine.observation import Encoding, ObservationSpec
from seaboard.games.blackbeard import content as C
from seaboard.games.blackbeard.belief import fog_masks
from seaboard.games.blackbeard.rules.common import adventure_shown, to_move
from seaboard.games.blackbeard.state import (
    BLACKBEARD,
    BLACKBEARD_ACTIONS,
    BLACKBEARD_ALONE,
    BLACKBEARD_AT_CAMP,
    BLACKBEARD_SEGMENT_NAMES,
    BLOCK_NAMES,
    HUNTER_ACTIONS,
    HUNTERS,
    ISRAEL_HANDS,
    JANE,
    PHASE_NAMES,
    PIECES,
    PIRATE_NAMES,
    RANGER,
    SEGMENT_NAMES,
    STAGE_NAMES,
    BlackbeardData,
)

SPACES = tuple(C.SPACE_IDS)
SPACE = {s: i for i, s in enumerate(SPACES)}
SLOTS = len(C.SLOTS)
TILES = tuple(C.TILE_IDS)
TILE = {t: i for i, t in enumerate(TILES)}
INF = {x: i for i, x in enumerate(C.INF_IDS)}
ASSET = {x: i for i, x in enumerate(C.ASSET_IDS)}
DEFENSE = {x: i for i, x in enumerate(C.DEF_IDS)}
BLOCK = {b: i for i, b in enumerate(BLOCK_NAMES)}
NB = len(BLOCK_NAMES)
PHASE = {p: i for i, p in enumerate(PHASE_NAMES)}
SEGMENT = {p: i for i, p in enumerate(SEGMENT_NAMES)}
STAGE = {p: i for i, p in enumerate(STAGE_NAMES)}
PIRATE = {p: i for i, p in enumerate(PIRATE_NAMES)}
CONTESTS = ("arrest", "escape", "boarding")
R = C.R
ZEROS = array("f", bytes(4 * NB))
HUNTER_PAWNS = R.hunter_pawns
GROUPS = max(len(groups) for groups in C.INF_GROUPS)  # an Informant's groups of spaces
USED_THIS_TURN = ("lt_maynard", "midshipman_hyde", "lookouts")
BB_SEGMENT = {p: i for i, p in enumerate(BLACKBEARD_SEGMENT_NAMES)}
BB_PAWNS = R.blackbeard_pawns


@cache
def _spec() -> ObservationSpec:
    ns, nt = len(SPACES), len(TILES)
    return ObservationSpec(
        [
            ("seat", 2, "you are Blackbeard (0) / the Hunters (1)"),
            ("to_move", 3, "Blackbeard to move, the Hunters to move, nobody"),
            ("turn", R.turns, "the turn, one-hot"),
            ("phase", len(PHASE_NAMES), "the phase, one-hot"),
            ("segment", len(SEGMENT_NAMES), "the Hunters' Actions segment, if any"),
            ("map", SLOTS * (NB + 1), "per slot: hidden, or the face-up block"),
            ("surveil", SLOTS, "slots under a Surveil marker"),
            ("camp_marker", SLOTS, "the Camp found by the Hunters"),
            ("adventure", ns, "Adventure where both sides see it"),
            ("blackbeard", SLOTS, "Blackbeard alone face up"),
            ("israel_hands", SLOTS, "Israel Hands face up"),
            ("israel_arrested", 1, "Israel Hands arrested"),
            ("hunters", 3 * ns, "Jane, Ranger, Brand: their space"),
            ("stopped", 3, "Jane, Ranger, Brand stopped"),
            ("scouted", 3, "Scouts by each this turn / 2"),
            ("hunter_pawns", 1, f"Hunter pawns on the Map / {HUNTER_PAWNS}"),
            ("escaped", 1, "the Escaped marker is out"),
            ("declared_defenses", len(C.DEF_IDS), "Defenses declared"),
            ("declared_assets", len(C.ASSET_IDS), "Assets declared"),
            ("informants_drawn", 1, f"Informants drawn / {len(C.INF_IDS)}"),
            ("shown_tiles", nt, "Piracy tiles Shown"),
            ("shown_at", SLOTS, "slots where a Piracy was Shown"),
            ("public_tiles", nt, "Piracy tiles known to both sides"),
            ("open_chain", SLOTS, "slots in the open Chain"),
            ("canoed", 3, "Jane, Ranger, Brand used Canoes this Scout segment"),
            ("used_this_turn", 3, "Lt Maynard, Midshipman Hyde, Lookouts used this turn"),
            ("encounters", SLOTS, "slots where an Encounter waits to be resolved"),
            ("battle", 1, "an Encounter is open"),
            ("battle_pirate", len(PIRATE_NAMES), "the pirate piece in it"),
            ("battle_space", ns, "where"),
            ("battle_stage", len(STAGE_NAMES), "its stage"),
            ("battle_sloops", 2, "Jane, Ranger take part"),
            ("battle_flags", 5, "hammer and anvil, lookouts, maynard, hyde; shot is crew"),
            ("battle_hits", 6, "Adventure rigging, crew / 2; Jane, Ranger rigging, crew / 1"),
            ("hits_to_assign", 1, "hits waiting / 3"),
            ("last_roll", len(CONTESTS), "the last contest rolled: arrest, escape, boarding"),
            ("last_dice", 2, "best die of Blackbeard / 6, of the Hunters / 6"),
            ("winner", 2, "Blackbeard won, the Hunters won"),
            # the Hunters' screen
            ("informants", 3 * len(C.INF_IDS), "per Informant: drawn, used, Spots / 4"),
            ("informant_groups", GROUPS * len(C.INF_IDS), "per Informant group: Spots / cap"),
            ("assets", len(C.ASSET_IDS), "Assets held"),
            ("pawns_used_h", 1, f"Hunter pawns used / {HUNTER_PAWNS}"),
            ("spots_now", SLOTS * NB, "per slot, the block a Spot saw this turn"),
            ("spots_before", SLOTS * NB, "per slot, the block the last earlier Spot saw"),
            ("spotted_now", SLOTS, "slots spotted this turn"),
            ("chains", SLOTS, "slots in a secret Chain"),
            ("fog_adventure", SLOTS, "where Adventure may be, as the Hunters know"),
            ("fog_camp", SLOTS, "where the Camp may be"),
            # Blackbeard's screen
            ("blocks", SLOTS * NB, "per slot, the block standing there"),
            ("camp", SLOTS, "the Camp"),
            ("adventure_at", SLOTS, "Adventure"),
            ("purse", 1, f"gold in the Purse / {R.gold_cubes}"),
            ("loot", 4, "Loot counters of value 1, 2, 3, 4 held / 4"),
            ("tiles_row1", nt, "tiles on the Acts of Piracy row"),
            ("tiles_row2", nt, "tiles on the Life of a Pirate row"),
            ("cubes", nt, "cubes on each tile / its squares"),
            ("tile_pawns", nt, f"pawns planned on each tile / {BB_PAWNS}"),
            ("set_aside", nt, "the tile Seek Pardon set aside"),
            ("defenses", len(C.DEF_IDS), "Defenses prepared"),
            ("pawns_used_bb", 1, f"Blackbeard pawns used / {BB_PAWNS}"),
            ("bb_segment", len(BLACKBEARD_SEGMENT_NAMES), "Blackbeard's Actions step, if any"),
            ("path", SLOTS, "slots Adventure passed through this turn"),
            ("path_length", 1, f"steps Sailed this turn / {BB_PAWNS}"),
            ("sailed", 1, "Adventure has Sailed this turn"),
            ("blackbeard_at", ns, "Blackbeard alone"),
            ("israel_at", ns, "Israel Hands"),
            ("silenced", SLOTS, "slots under Bought Silence"),
            ("pardon", nt, "the tile Seek Pardon names"),
            ("fete_left", 1, "Fete Tobias Knight choices left / 2"),
        ]
    )


def spec(config: GameConfig) -> ObservationSpec:
    """One layout for every option of Hunt for Blackbeard."""
    return _spec()


def _space(name: str | None) -> int | None:
    return None if name is None else SPACE[name]


def encode(view: dict[str, Any], player: int, config: GameConfig) -> Encoding:
    e = _spec().new()
    e.one_hot("seat", player)
    to_move = view["to_move"]
    e.one_hot("to_move", 2 if to_move is None else to_move)
    e.one_hot("turn", min(view["turn"], R.turns) - 1)
    e.one_hot("phase", PHASE[view["phase"]])
    if view["segment"] is not None:
        e.one_hot("segment", SEGMENT[view["segment"]])
    base = e.spec.offset["map"]
    for space, block in view["map"].items():
        x = SPACE[space]
        e.data[base + x * (NB + 1) + (0 if block == "hidden" else 1 + BLOCK[block])] = 1.0
    e.flags("surveil", (SPACE[x] for x in view["surveil"]))
    e.one_hot("camp_marker", _space(view["camp_marker"]))
    e.one_hot("adventure", _space(view["adventure"]))
    e.one_hot("blackbeard", _space(view["blackbeard"]))
    e.one_hot("israel_hands", _space(view["israel_hands"]))
    e.flag("israel_arrested", view["israel_hands_arrested"])
    for i, piece in enumerate(PIECES):
        e.one_hot("hunters", i * len(SPACES) + SPACE[view["hunters"][piece]])
        e.count("scouted", view["scouted"][piece], 2, i)
    e.flags("stopped", (PIECES.index(p) for p in view["stopped"]))
    e.count("hunter_pawns", view["hunter_pawns_on_map"], HUNTER_PAWNS)
    e.flag("escaped", view["escaped_marker"])
    e.flags("declared_defenses", (DEFENSE[d] for d in view["declared_defenses"]))
    e.flags("declared_assets", (ASSET[a] for a in view["declared_assets"]))
    e.count("informants_drawn", view["informants_drawn"], len(C.INF_IDS))
    for shown in view["shown_piracy"]:
        e.flag("shown_tiles", index=TILE[shown["tile"]])
        e.flag("shown_at", index=SPACE[shown["space"]])
    e.flags("public_tiles", (TILE[t] for t in view["public_tiles"]))
    e.flags("open_chain", (SPACE[x] for x in view["open_chain"]))
    e.flags("canoed", (PIECES.index(p) for p in view["canoed"]))
    for i, name in enumerate(USED_THIS_TURN):
        e.flag("used_this_turn", view["used_this_turn"][name], i)
    e.flags("encounters", (SPACE[x] for x in view["encounters_pending"]))
    battle = view["battle"]
    if battle is not None:
        _battle(e, battle)
    roll = view["last_roll"]
    if roll:
        e.one_hot("last_roll", CONTESTS.index(roll["what"]) if roll["what"] in CONTESTS else None)
        e.count("last_dice", max(roll["blackbeard"], default=0), 6, 0)
        e.count("last_dice", max(roll["hunters"], default=0), 6, 1)
    if view["winner"] is not None:
        e.one_hot("winner", ("blackbeard", "hunters").index(view["winner"]))
    if "informants" in view:
        _hunters(e, view)
    if "blocks" in view:
        _blackbeard(e, view)
    return e


def _battle(e: Encoding, battle: dict[str, Any]) -> None:
    e.flag("battle")
    e.one_hot("battle_pirate", PIRATE[battle["pirate"]])
    e.one_hot("battle_space", _space(battle["space"]))
    e.one_hot("battle_stage", STAGE[battle["stage"]])
    e.flags("battle_sloops", (PIECES.index(s) for s in battle["sloops"]))
    for i, on in enumerate(
        (
            battle["hammer_and_anvil"],
            battle["lookouts"],
            battle["maynard"],
            battle["hyde"],
            battle["shot"] == "crew",
        )
    ):
        e.flag("battle_flags", on, i)
    e.count("battle_hits", battle["adventure_hits"]["rigging"], R.adventure_hit_cap, 0)
    e.count("battle_hits", battle["adventure_hits"]["crew"], R.adventure_hit_cap, 1)
    for i, sloop in enumerate(("jane", "ranger")):
        hits = battle["sloop_hits"][sloop]
        e.count("battle_hits", hits["rigging"], R.sloop_hit_cap, 2 + 2 * i)
        e.count("battle_hits", hits["crew"], R.sloop_hit_cap, 3 + 2 * i)
    e.count("hits_to_assign", battle["hits_to_assign"], 3)


def _hunters(e: Encoding, view: dict[str, Any]) -> None:
    for inf in view["informants"]:
        i = INF[inf["id"]]
        e.flag("informants", True, 3 * i)
        e.flag("informants", inf["used"], 3 * i + 1)
        e.count("informants", inf["spotted"], 4, 3 * i + 2)
        for group, (spotted, (cap, _)) in enumerate(
            zip(inf["spotted_by_group"], C.INF_GROUPS[i], strict=True)
        ):
            e.count("informant_groups", spotted, cap, GROUPS * i + group)
    e.flags("assets", (ASSET[a] for a in view["assets"]))
    e.count("pawns_used_h", view["pawns_used"], HUNTER_PAWNS)
    turn = view["turn"]
    # the latest Spot of each slot (the list is in the order they were made)
    for spot in view["spots"]:
        field = "spots_now" if spot["turn"] == turn else "spots_before"
        x = SPACE[spot["space"]]
        base = e.spec.offset[field] + x * NB
        e.data[base : base + NB] = ZEROS
        e.data[base + BLOCK[spot["block"]]] = 1.0
    e.flags("spotted_now", (SPACE[x] for x in view["spotted_now"]))
    e.flags("chains", (SPACE[c["space"]] for c in view["chains"] if c["secret"]))
    fog = view["fog"]
    if fog is not None:
        e.flags("fog_adventure", (SPACE[x] for x in fog["adventure"]))
        e.flags("fog_camp", (SPACE[x] for x in fog["camp"]))


def _blackbeard(e: Encoding, view: dict[str, Any]) -> None:
    base = e.spec.offset["blocks"]
    for space, block in view["blocks"].items():
        e.data[base + SPACE[space] * NB + BLOCK[block]] = 1.0
    e.one_hot("camp", _space(view["camp"]))
    e.one_hot("adventure_at", _space(view["adventure_at"]))
    e.count("purse", view["purse"], R.gold_cubes)
    for value in view["loot"]:
        e.data[e.spec.offset["loot"] + min(value, 4) - 1] += 0.25
    for r, row in enumerate(view["rows"][:2]):
        for tile in row:
            t = TILE[tile["tile"]]
            e.flag(("tiles_row1", "tiles_row2")[r], index=t)
            e.count("cubes", tile["cubes"], C.SQUARES[t], t)
            e.count("tile_pawns", tile["pawns"], BB_PAWNS, t)
    e.flags("set_aside", (TILE[t] for t in view["set_aside"]))
    e.flags("defenses", (DEFENSE[d] for d in view["defenses"]))
    e.count("pawns_used_bb", view["pawns_used"], BB_PAWNS)
    if view["blackbeard_segment"] is not None:
        e.one_hot("bb_segment", BB_SEGMENT[view["blackbeard_segment"]])
    e.flags("path", (SPACE[x] for x in view["path"]))
    e.count("path_length", max(0, len(view["path"]) - 1), BB_PAWNS)
    e.flag("sailed", view["sailed"])
    e.one_hot("blackbeard_at", _space(view["blackbeard_at"]))
    e.one_hot("israel_at", _space(view["israel_hands_at"]))
    e.flags("silenced", (SPACE[x] for x in view["silenced"]))
    e.one_hot("pardon", None if view["pardon"] is None else TILE[view["pardon"]])
    e.count("fete_left", view["fete_left"], 2)


# ================================================================================================
# the same numbers read from the state (the adapters' fast path)
# ================================================================================================
_OFF = _spec().offset
_NS = len(SPACES)
_SLOTS = tuple(C.SLOTS)
_INF_COUNT = len(C.INF_IDS)


def _clip(x: float) -> float:
    return 0.0 if x < 0 else 1.0 if x > 1 else x


def _region(first: str, last: str) -> tuple[int, int]:
    """The offset of field `first` and the size of the run of fields through `last`."""
    spec = _spec()
    return spec.offset[first], spec.offset[last] + spec.sizes[last] - spec.offset[first]


# Runs of fields that change only now and then (the Map and the Surveil markers; the
# Hunters' Informants and Spots; Blackbeard's blocks) are kept per seat with copies of what
# they were made of, and reused while those compare equal (list comparisons, in C): a kept
# run is made by the same code from its inputs alone, so it is what writing it afresh
# would give. Only the seat's own runs are kept for it (the Spots for the Hunters, the
# blocks for Blackbeard); the Map's inputs hold the face-down blocks too, which it never
# reads (comparing whole lists is cheaper than picking out the face-up ones).
_KEPT: dict[tuple[str, int], tuple[tuple, Any]] = {}


def _kept(name: str, player: int, make: Callable[..., Any], inputs: tuple) -> Any:
    last = _KEPT.get((name, player))
    if last is not None and last[0] == inputs:
        return last[1]
    made = make(*inputs)
    _KEPT[(name, player)] = (inputs, made)
    return made


_MAP, _MAP_SIZE = _region("map", "surveil")
_SPOTS, _SPOTS_SIZE = _region("spots_now", "spots_before")
_INFORMANTS, _INFORMANTS_SIZE = _region("informants", "informant_groups")
_BLOCKS, _BLOCKS_SIZE = _region("blocks", "blocks")
_FOG, _FOG_SIZE = _region("fog_adventure", "fog_camp")
_INDICES = range(max(len(C.PIRACY), len(C.ASSETS), len(C.DEFENSES), 3))  # for `compress`


def _map(blocks: list[int], face_up: list[bool], surveilled: list[bool]) -> tuple[array, int, int]:
    """The fields map and surveil; the first slot where Blackbeard alone (at Camp or not)
    stands face up, and Israel Hands (-1: none), as the view's `_shown` finds them."""
    data = array("f", bytes(4 * _MAP_SIZE))
    surveil = _OFF["surveil"] - _MAP
    blackbeard = israel = -1
    for space in _SLOTS:
        if face_up[space]:
            block = blocks[space]
            data[space * (NB + 1) + 1 + block] = 1.0
            if blackbeard < 0 and block in (BLACKBEARD_ALONE, BLACKBEARD_AT_CAMP):
                blackbeard = space
            elif israel < 0 and block == ISRAEL_HANDS:
                israel = space
        else:
            data[space * (NB + 1)] = 1.0
        if surveilled[space]:
            data[surveil + space] = 1.0
    return data, blackbeard, israel


def _spots(spots: list[tuple[int, int, int]], turn: int) -> array:
    """The fields spots_now and spots_before: the latest Spot of each slot, this turn's
    and an earlier turn's (the list is in the order they were made)."""
    data = array("f", bytes(4 * _SPOTS_SIZE))
    bases = (_OFF["spots_before"] - _SPOTS, _OFF["spots_now"] - _SPOTS)
    for spot_turn, space, block in spots:
        base = bases[spot_turn == turn] + space * NB
        data[base : base + NB] = ZEROS
        data[base + block] = 1.0
    return data


def _informants(informants: list[int], used: list[bool], spots: list[list[int]]) -> array:
    """The fields informants and informant_groups."""
    data = array("f", bytes(4 * _INFORMANTS_SIZE))
    groups_at = _OFF["informant_groups"] - _INFORMANTS
    for slot, informant in enumerate(informants):
        data[3 * informant] = 1.0
        if used[slot]:
            data[3 * informant + 1] = 1.0
        by_group = spots[slot]
        spotted = sum(by_group)
        if spotted:
            data[3 * informant + 2] = _clip(spotted / 4)
        for group, (count, (cap, _)) in enumerate(
            zip(by_group, C.INF_GROUPS[informant], strict=True)
        ):
            if count:
                data[groups_at + GROUPS * informant + group] = _clip(count / cap)
    return data


def _fog(adventure: int, camp: int) -> array:
    """The fields fog_adventure and fog_camp, from `belief.fog_masks`."""
    data = array("f", bytes(4 * _FOG_SIZE))
    for space in _SLOTS:
        if adventure >> space & 1:
            data[space] = 1.0
        if camp >> space & 1:
            data[SLOTS + space] = 1.0
    return data


def _blocks(blocks: list[int]) -> array:
    """The field blocks (Blackbeard's screen)."""
    data = array("f", bytes(4 * _BLOCKS_SIZE))
    for space in _SLOTS:
        data[space * NB + blocks[space]] = 1.0
    return data


def encode_state(s: BlackbeardData, player: int, config: GameConfig) -> Encoding:
    """`encode(view.view(s, player), player, config)`, read from the state: field by field
    what `view.view` puts in the view (from the same attributes, the other side's screen
    left out), then what `encode` makes of it, written at the spec's offsets. A count is
    written only when above 0 and clipped to [0, 1], as `Encoding.count` writes it. Names
    are indices here: a space's number is its index in `SPACES`, a block's, phase's or
    piece's its index in the state's name tuples, as the view's names map back in
    `encode`. The Hunters' fog comes from `belief.fog_masks`, what the view's `fog` lists."""
    e = _spec().new()
    off, data = _OFF, e.data
    data[off["seat"] + player] = 1.0
    who = to_move(s)
    data[off["to_move"] + (2 if who is None else who)] = 1.0
    turn = min(s.turn, R.turns) - 1
    if turn >= 0:
        data[off["turn"] + turn] = 1.0
    phase = s.phase
    data[off["phase"] + phase] = 1.0
    if phase == HUNTER_ACTIONS:
        data[off["segment"] + s.hunter_segment] = 1.0
    block, blackbeard, israel = _kept(
        "map", player, _map, (s.blocks[:], s.face_up[:], s.surveilled[:])
    )
    data[_MAP : _MAP + len(block)] = block
    if s.camp_found:
        data[off["camp_marker"] + s.camp] = 1.0
    if adventure_shown(s):
        data[off["adventure"] + s.adventure] = 1.0
    if blackbeard >= 0:
        data[off["blackbeard"] + blackbeard] = 1.0
    if israel >= 0:
        data[off["israel_hands"] + israel] = 1.0
    if s.israel_arrested:
        data[off["israel_arrested"]] = 1.0
    at, scouted = off["hunters"], off["scouted"]
    for piece, space in enumerate(s.hunter_spaces):
        data[at + piece * _NS + space] = 1.0
        if s.scouted[piece]:
            data[scouted + piece] = _clip(s.scouted[piece] / 2)
    for at, flags in (
        (off["stopped"], s.stopped),
        (off["canoed"], s.canoed),
        (off["declared_defenses"], s.defense_declared),
        (off["declared_assets"], s.asset_declared),
        (off["public_tiles"], s.tile_public),
    ):
        for i in compress(_INDICES, flags):  # the indices of the true ones
            data[at + i] = 1.0
    if s.hunter_map_pawns:
        data[off["hunter_pawns"]] = _clip(s.hunter_map_pawns / HUNTER_PAWNS)
    if s.escaped:
        data[off["escaped"]] = 1.0
    if s.informants:
        data[off["informants_drawn"]] = _clip(len(s.informants) / _INF_COUNT)
    tiles, spaces = off["shown_tiles"], off["shown_at"]
    for _, space, tile in s.shows:
        data[tiles + tile] = 1.0
        data[spaces + space] = 1.0
    at = off["open_chain"]
    for space, secret in s.sighting_chains:
        if not secret:
            data[at + space] = 1.0
    at = off["used_this_turn"]
    for i, used in enumerate((s.maynard_used, s.hyde_used, s.lookouts_used)):
        if used:
            data[at + i] = 1.0
    at = off["encounters"]
    for space in s.encounter_spaces:
        data[at + space] = 1.0
    if s.battle is not None:
        _battle_state(data, s.battle)
    roll = s.last_roll
    if roll:
        what = roll["what"]
        if what in CONTESTS:
            data[off["last_roll"] + CONTESTS.index(what)] = 1.0
        for i, side in enumerate(("blackbeard", "hunters")):
            best = max(roll[side], default=0)
            if best:
                data[off["last_dice"] + i] = _clip(best / 6)
    if s.winner is not None:
        data[off["winner"] + s.winner] = 1.0
    if player == HUNTERS:
        _hunters_state(data, s)
    elif player == BLACKBEARD:
        _blackbeard_state(data, s)
    return e


def _battle_state(data: array, battle: Any) -> None:
    off = _OFF
    data[off["battle"]] = 1.0
    data[off["battle_pirate"] + battle.pirate] = 1.0
    if battle.space >= 0:
        data[off["battle_space"] + battle.space] = 1.0
    data[off["battle_stage"] + battle.stage] = 1.0
    at = off["battle_sloops"]
    for sloop in battle.sloops:
        data[at + sloop] = 1.0
    at = off["battle_flags"]
    for i, on in enumerate(
        (battle.hammer_and_anvil, battle.lookouts, battle.maynard, battle.hyde, battle.shot_type)
    ):
        if on:
            data[at + i] = 1.0
    at = off["battle_hits"]
    for i, (hits, cap) in enumerate(
        (
            (battle.adventure_rigging, R.adventure_hit_cap),
            (battle.adventure_crew, R.adventure_hit_cap),
            (battle.sloop_rigging[JANE], R.sloop_hit_cap),
            (battle.sloop_crew[JANE], R.sloop_hit_cap),
            (battle.sloop_rigging[RANGER], R.sloop_hit_cap),
            (battle.sloop_crew[RANGER], R.sloop_hit_cap),
        )
    ):
        if hits:
            data[at + i] = _clip(hits / cap)
    waiting = len(battle.hits_to_assign) + battle.hits_to_mark
    if waiting:
        data[off["hits_to_assign"]] = _clip(waiting / 3)


def _hunters_state(data: array, s: BlackbeardData) -> None:
    off = _OFF
    block = _kept(
        "informants",
        HUNTERS,
        _informants,
        (s.informants[:], s.informant_used[:], [spots[:] for spots in s.informant_spots]),
    )
    data[_INFORMANTS : _INFORMANTS + len(block)] = block
    at = off["assets"]
    for i in compress(_INDICES, s.assets):
        data[at + i] = 1.0
    if s.hunter_pawns_used:
        data[off["pawns_used_h"]] = _clip(s.hunter_pawns_used / HUNTER_PAWNS)
    block = _kept("spots", HUNTERS, _spots, (s.spots[:], s.turn))
    data[_SPOTS : _SPOTS + len(block)] = block
    at = off["spotted_now"]
    for space in s.spotted_now:
        data[at + space] = 1.0
    at = off["chains"]
    for space, secret in s.sighting_chains:
        if secret:
            data[at + space] = 1.0
    if s.epochs:
        block = _kept("fog", HUNTERS, _fog, fog_masks(s))
        data[_FOG : _FOG + len(block)] = block


def _blackbeard_state(data: array, s: BlackbeardData) -> None:
    off = _OFF
    block = _kept("blocks", BLACKBEARD, _blocks, (s.blocks[:],))
    data[_BLOCKS : _BLOCKS + len(block)] = block
    if s.camp >= 0:
        data[off["camp"] + s.camp] = 1.0
    if s.adventure >= 0:
        data[off["adventure_at"] + s.adventure] = 1.0
    if s.purse:
        data[off["purse"]] = _clip(s.purse / R.gold_cubes)
    at = off["loot"]
    for value in s.taken_loot:
        data[at + min(value, 4) - 1] += 0.25
    cubes, pawns = off["cubes"], off["tile_pawns"]
    for at, row in zip((off["tiles_row1"], off["tiles_row2"]), s.piracy_rows[:2], strict=False):
        for tile in row:
            data[at + tile] = 1.0
            if s.cubes[tile]:
                data[cubes + tile] = _clip(s.cubes[tile] / C.SQUARES[tile])
            if s.tile_pawns[tile]:
                data[pawns + tile] = _clip(s.tile_pawns[tile] / BB_PAWNS)
    at = off["set_aside"]
    for tile in s.tiles_set_aside:
        data[at + tile] = 1.0
    at = off["defenses"]
    for i in compress(_INDICES, s.prepared):
        data[at + i] = 1.0
    if s.blackbeard_pawns_used:
        data[off["pawns_used_bb"]] = _clip(s.blackbeard_pawns_used / BB_PAWNS)
    if s.phase == BLACKBEARD_ACTIONS:
        data[off["bb_segment"] + s.blackbeard_segment] = 1.0
    at = off["path"]
    for space in s.sail_path:
        data[at + space] = 1.0
    if len(s.sail_path) > 1:
        data[off["path_length"]] = _clip((len(s.sail_path) - 1) / BB_PAWNS)
    if s.sailed:
        data[off["sailed"]] = 1.0
    if s.blackbeard_space >= 0:
        data[off["blackbeard_at"] + s.blackbeard_space] = 1.0
    if s.israel_space >= 0:
        data[off["israel_at"] + s.israel_space] = 1.0
    at = off["silenced"]
    for space in s.silenced:
        data[at + space] = 1.0
    if s.pardon_tile >= 0:
        data[off["pardon"] + s.pardon_tile] = 1.0
    if s.fete_left:
        data[off["fete_left"]] = _clip(s.fete_left / 2)
