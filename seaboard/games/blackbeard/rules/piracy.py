"""F. Resolve Piracy: Placing Cubes, Piracy Locations and Piracy Effects."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.blackbeard import content as C
from seaboard.games.blackbeard.content import (
    DEF_IDS,
    DID,
    GOLD_TILE,
    ROW,
    SQUARES,
    TID,
    TILE_CAMP,
    TILE_IDS,
    TILE_SPACES,
)
from seaboard.games.blackbeard.rules.common import DONE, SPACE_IDS, R, defense_pool, log_obs, on_mat
from seaboard.games.blackbeard.rules.end import end_turn
from seaboard.games.blackbeard.state import (
    BLACKBEARD,
    CAMP_BLOCKS,
    ONLY_BLACKBEARD,
    ONLY_HUNTERS,
    PIRACY,
    TILE_CAREEN,
    BlackbeardData,
)

TILE_SEEK_PARDON = TID["seek_pardon"]
FETE_CHOICES = 2  # Fete Tobias Knight: any 2 Defense tiles
PARDON_ACTIONS = [Action("pardon", (tile,)) for tile in TILE_IDS]
FETE_ACTIONS = [Action("fete", (defense,)) for defense in DEF_IDS]


def piracy_actions(state: BlackbeardData) -> list[Action]:
    """F. Resolve Piracy. Blackbeard always has one decision as Resolve Piracy begins (the
    Seek Pardon target when that tile is about to be filled, else `done`), and two after a
    Fete Tobias Knight (a free Defense each, or `done` when none is left): the Hunters, who
    see only that Blackbeard is deciding, learn nothing from these decision points.

    House timing (the rulebook has the choices made as the tiles fill, which would show the
    Hunters that a hidden Seek Pardon was just filled): the Seek Pardon target is chosen
    before any cube is placed and set aside when Seek Pardon fills, in queue order, so it
    cannot depend on Loot drawn earlier in the same Resolve Piracy; the free Defenses of
    Fete are chosen after the last cube, which changes nothing (they act in Encounters)."""
    if state.fete_left:
        opts = [
            FETE_ACTIONS[defense] for defense in defense_pool(state) if not state.prepared[defense]
        ]
        return opts or [DONE]
    return [PARDON_ACTIONS[tile] for tile in pardon_targets(state)] or [DONE]


def pardon_targets(state: BlackbeardData) -> list[int]:
    """Seek Pardon: the other face-up Piracy tiles, when this Resolve Piracy will fill it."""
    if not seek_fills(state):
        return []
    return sorted(
        tile for tile in state.piracy_rows[0] + state.piracy_rows[1] if tile != TILE_SEEK_PARDON
    )


def seek_fills(state: BlackbeardData) -> bool:
    """Whether Seek Pardon (black cubes: no Purse involved) fills in this Resolve Piracy."""
    tile = TILE_SEEK_PARDON
    pawns = state.tile_pawns[tile]
    return (
        pawns > 0
        and state.cubes[tile] + pawns >= SQUARES[tile]
        and on_mat(state, tile)
        and piracy_here(state, tile) >= 0
    )


def piracy_queue(state: BlackbeardData) -> list[int]:
    """The tiles with pawns, in the order that serves Blackbeard (house reading, rules.toml):
    black-cube tiles (Stow Booty and Sell Cargo bring gold), then tiles paid from the Purse;
    each row in mat order."""
    rows = state.piracy_rows
    tiles = [tile for tile in rows[0] + rows[1] if state.tile_pawns[tile]]
    return sorted(
        tiles,
        key=lambda tile: (
            GOLD_TILE[tile],
            rows[ROW[tile]].index(tile),
            ROW[tile],
        ),
    )


def start_piracy(state: BlackbeardData, events: list[Event]) -> None:
    """F. Resolve Piracy begins with Blackbeard's decision (see piracy_actions)."""
    state.phase = PIRACY
    state.battle = None
    state.resolve_queue = piracy_queue(state)
    state.pardon_tile = -1
    state.fete_left = 0
    state.mover = BLACKBEARD


def listed(state: BlackbeardData, tile: int, space: int) -> bool:
    return tile_lists(tile, space, state.camp)


def tile_lists(tile: int, space: int, camp: int) -> bool:
    """Piracy Locations: whether `tile` lists `space` (its Camp icon: Blackbeard's Camp)."""
    return space >= 0 and (space in TILE_SPACES[tile] or (space == camp and TILE_CAMP[tile]))


def adventure_takes(tile: int, space: int, camp: int, sailed: bool) -> bool:
    """Piracy Locations: whether `tile` takes cubes with Adventure at `space` on a turn it
    `sailed` or not. Careen Sloop: not on a turn Adventure Sailed (even to Escape)."""
    return tile_lists(tile, space, camp) and not (tile == TILE_CAREEN and sailed)


def piracy_here(state: BlackbeardData, tile: int) -> int:
    """Piracy Locations: the space used, or -1. Adventure at a listed space; ADVANCED: also
    Blackbeard alone on tiles with his icon, Israel Hands on tiles with his."""
    if adventure_takes(tile, state.adventure, state.camp, state.sailed):
        return state.adventure
    printed = C.PIRACY[tile]
    if printed.blackbeard and listed(state, tile, state.blackbeard_space):
        return state.blackbeard_space
    if printed.israel and not state.israel_arrested and listed(state, tile, state.israel_space):
        return state.israel_space
    return -1


def gain(state: BlackbeardData, gold: int) -> int:
    """Gold into the Purse from the spares, until none (house G9: 20 gold in all)."""
    added = max(0, min(gold, R.gold_cubes - state.purse - state.gold_spent))
    state.purse += added
    return added


def run_piracy(state: BlackbeardData, events: list[Event]) -> None:
    while state.resolve_queue:
        tile = state.resolve_queue.pop(0)
        cubes = min(state.tile_pawns[tile], SQUARES[tile] - state.cubes[tile])
        state.tile_pawns[tile] = 0
        space = piracy_here(state, tile)
        if cubes <= 0 or space < 0:
            events.append(Event("wasted", {"tile": TILE_IDS[tile]}, ONLY_BLACKBEARD))
            continue
        if GOLD_TILE[tile]:
            cubes = min(cubes, state.purse)  # pawns beyond what the Purse can pay are wasted
            state.purse -= cubes
            state.gold_spent += cubes
        state.cubes[tile] += cubes
        events.append(Event("cubes", {"tile": TILE_IDS[tile], "n": cubes}, ONLY_BLACKBEARD))
        if cubes and state.cubes[tile] == SQUARES[tile]:
            filled(state, tile, space, events)
    if state.fete_left:
        state.mover = (
            BLACKBEARD  # the free Defenses change nothing in this Resolve Piracy: chosen last
        )
        return
    end_turn(state, events)


def filled(state: BlackbeardData, tile: int, space: int, events: list[Event]) -> None:
    """Piracy Effects when a tile is filled at `space`."""
    printed = C.PIRACY[tile]
    if printed.show:
        state.tile_public[tile] = True
        state.shows.append((state.turn, space, tile))
        events.append(Event("show", {"space": SPACE_IDS[space], "tile": TILE_IDS[tile]}))
        if not state.face_up[space]:
            state.face_up[space] = True
            if state.blocks[space] in CAMP_BLOCKS:
                state.camp_found = True
        log_obs(state, space)
    for taken in range(printed.take):
        if state.loot_pool:
            value = state.loot_pool.pop()
            state.taken_loot.append(value)
            got = gain(state, value + (printed.extra_gold if taken == 0 else 0))
            events.append(Event("loot", {"value": value, "gold": got}, ONLY_BLACKBEARD))
            events.append(Event("loot", {}, ONLY_HUNTERS))
    if printed.effect == "booty":
        got = gain(state, sum(state.taken_loot) + printed.bonus)
        events.append(Event("booty", {"gold": got}, ONLY_BLACKBEARD))
    elif printed.effect == "fete":
        state.fete_left = FETE_CHOICES
    elif printed.effect == "pardon" and state.pardon_tile >= 0:
        set_aside(state, state.pardon_tile, events)
        state.pardon_tile = -1


def set_aside(state: BlackbeardData, tile: int, events: list[Event]) -> None:
    """Seek Pardon: set a tile aside (its cubes to the spares), redraw into its mat slot."""
    row = state.piracy_rows[ROW[tile]]
    slot = row.index(tile)
    if GOLD_TILE[tile]:
        state.gold_spent -= state.cubes[tile]
    state.cubes[tile] = 0
    state.tile_pawns[tile] = 0
    state.tiles_set_aside.append(tile)
    if tile in state.resolve_queue:
        state.resolve_queue.remove(tile)
    if state.piracy_piles[ROW[tile]]:
        row[slot] = state.piracy_piles[ROW[tile]].pop()
    else:
        row.pop(slot)
    events.append(
        Event(
            "pardon",
            {"tile": TILE_IDS[tile], "new": [TILE_IDS[other] for other in row]},
            ONLY_BLACKBEARD,
        )
    )


def piracy_decision(state: BlackbeardData, action: Action, events: list[Event]) -> None:
    if state.fete_left:  # a free Defense from Fete Tobias Knight, or none left
        if action.kind == "fete":
            defense = DID[action.args[0]]
            state.prepared[defense] = True
            events.append(Event("fete", {"defense": DEF_IDS[defense]}, ONLY_BLACKBEARD))
        state.fete_left -= 1
        if not state.fete_left:
            end_turn(state, events)
        return
    if action.kind == "pardon":  # set aside when Seek Pardon is filled, in queue order
        state.pardon_tile = TID[action.args[0]]
        events.append(Event("pardon_target", {"tile": action.args[0]}, ONLY_BLACKBEARD))
    run_piracy(state, events)
