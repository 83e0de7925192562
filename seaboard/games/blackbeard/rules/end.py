"""G. End Turn, and Victory by Piracy."""

from __future__ import annotations

from seaboard.engine.game import Event
from seaboard.games.blackbeard.content import (
    PIRACY,
    SQUARES,
    N,
)
from seaboard.games.blackbeard.rules.common import R, game_over
from seaboard.games.blackbeard.rules.setup import draw_tiles
from seaboard.games.blackbeard.state import (
    BLACKBEARD,
    COMMANDEER,
    HUNTERS,
    INTERVIEW,
    PLAN,
    BlackbeardData,
)


def end_turn(state: BlackbeardData, events: list[Event]) -> None:
    for slot in range(len(state.informants)):
        if sum(state.informant_spots[slot]):
            state.informant_used[slot] = True  # flipped face down for good
    state.tile_pawns = [0] * len(PIRACY)
    state.resolve_queue = []
    state.pardon_tile = -1
    state.fete_left = 0
    state.blackbeard_pawns_used = 0
    state.blackbeard_segment = PLAN
    state.surveilled = [False] * N
    state.sailed = False
    state.battle = None
    state.maynard_used = state.hyde_used = state.lookouts_used = False
    state.hunter_pawns_used = 0
    state.hunter_map_pawns = 0
    state.scouted = [0] * 3
    state.canoed = [False] * 3
    state.stopped = [False] * 3
    state.hunter_segment = COMMANDEER
    state.spotted_now = []
    state.sail_path = []
    if state.turn >= R.turns:
        winner = BLACKBEARD if piracy_victory(state) else HUNTERS
        game_over(state, winner, "piracy" if winner == BLACKBEARD else "piracy failed", events)
        return
    state.turn += 1
    draw_tiles(state)
    state.phase, state.mover = INTERVIEW, HUNTERS
    events.append(Event("turn", {"turn": state.turn}))


def row_fill(state: BlackbeardData, row: int) -> tuple[int, int]:
    tiles = state.piracy_rows[row]
    return sum(state.cubes[tile] for tile in tiles), sum(SQUARES[tile] for tile in tiles)


def row_target(state: BlackbeardData, total: int) -> int:
    """Victory: the cubes a row of `total` squares needs, at least half (11 squares need 6);
    with the option, more than half (10 squares need 6)."""
    return total // 2 + 1 if state.config.more_than_half else (total + 1) // 2


def piracy_victory(state: BlackbeardData) -> bool:
    """Victory by Piracy: a row with cubes in at least half its squares (option: more)."""
    for row in (0, 1):
        cubes, total = row_fill(state, row)
        if total and cubes >= row_target(state, total):
            return True
    return False
