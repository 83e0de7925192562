"""The cove's board: invaders in the sea and land lanes and the breakthrough spaces, ships
and forts, and the Phase 5 facts about the piece now attacked (who defends, who may flee or
hide, what follows a moved piece, what a lost piece costs)."""

from __future__ import annotations

from seaboard.games.chaos_cove.content import (
    BT_SPACES,
    FORT,
    KIND,
    LANES,
    N_SPACES,
    PER_LANE,
    SHIP,
    TARGETS,
    WIND_POS,
)
from seaboard.games.chaos_cove.state import (
    DEFEND,
    GRANT_FLEE,
    T_LOSE,
    ChaosCoveData,
    Task,
)


def face_down(state: ChaosCoveData, kind: int) -> list[int]:
    base = kind * LANES
    return [i for i in range(base, base + LANES) if state.invaders[i] >= 0 and not state.face_up[i]]


def any_face_up(state: ChaosCoveData) -> bool:
    if state.breakthrough[0] or state.breakthrough[1]:
        return True
    for i in range(2 * LANES):  # noqa: SIM110 (a loop, not any(): cpdef has no generator)
        if state.invaders[i] >= 0 and state.face_up[i]:
            return True
    return False


def target_tile(state: ChaosCoveData, target: int) -> int:
    if target < 2 * LANES:
        return state.invaders[target] if state.face_up[target] else -1
    target -= 2 * LANES
    kind, i = divmod(target, BT_SPACES)
    tiles = state.breakthrough[kind]
    return tiles[i] if i < len(tiles) else -1


def lane_has(state: ChaosCoveData, player: int, target: int) -> bool:
    board, lane = (state.ships, target) if target < LANES else (state.forts, target - LANES)
    base = lane * PER_LANE
    return player in board[base : base + PER_LANE]


def any_targets(state: ChaosCoveData) -> list[int]:
    """Calvin: any face-up invader, no ship or fort needed (Hero Tile and Card Effects)."""
    return [target for target in range(len(TARGETS)) if target_tile(state, target) >= 0]


def move_options(state: ChaosCoveData, player: int, naval: bool) -> list[tuple[int, int]]:
    """Dennis (ships) / Edgar (forts): move to an empty space or swap with another player."""
    board = state.ships if naval else state.forts
    mine = [space for space in range(N_SPACES) if board[space] == player]
    return [
        (source, target) for source in mine for target in range(N_SPACES) if board[target] != player
    ]


def defender(state: ChaosCoveData) -> int:
    """The space of the top defender of the attacking invader's lane, or -1."""
    lane = state.attacking_lane
    board = state.ships if lane < LANES else state.forts
    base = (lane % LANES) * PER_LANE
    for space in range(base, base + PER_LANE):
        if board[space] >= 0 and not state.sat_out >> space & 1:
            return space
    return -1


def follow_piece(state: ChaosCoveData, naval: bool, first: int, second: int) -> None:
    """Phase 5: the pieces at `first` and `second` swapped places (a Dennis / Edgar move or swap).

    The lane's marks (the piece sat this invader out) and the Flint/Art card grant
    belong to the piece, so they move with it. Only the board of the attacking invader
    (ships for pirates, forts for barbarians) carries marks.
    """
    if state.phase != DEFEND or naval != (state.attacking_lane < LANES):
        return
    first_sat_out, second_sat_out = state.sat_out >> first & 1, state.sat_out >> second & 1
    state.sat_out &= ~(1 << first | 1 << second)
    state.sat_out |= first_sat_out << second | second_sat_out << first
    granted_space = state.card_grant >> 2
    if granted_space == first + 1:
        state.card_grant = (state.card_grant & 3) | (second + 1) << 2
    elif granted_space == second + 1:
        state.card_grant = (state.card_grant & 3) | (first + 1) << 2


def grant(state: ChaosCoveData, flag: int) -> None:
    """Flint's / Art's card: for the defender now attacked, in its space only."""
    space = defender(state)
    if state.card_grant >> 2 != space + 1:
        state.card_grant = 0
    state.card_grant |= flag | (space + 1) << 2


def granted(state: ChaosCoveData, space: int, flag: int) -> bool:
    return state.card_grant >> 2 == space + 1 and bool(state.card_grant & flag)


def flee_ok(state: ChaosCoveData, player: int, space: int) -> bool:
    return (
        space % PER_LANE == WIND_POS
        or state.flint_tile[player]
        or granted(state, space, GRANT_FLEE)
    )


def flee_spaces(state: ChaosCoveData, space: int) -> list[int]:
    lane = space // PER_LANE
    return [
        other for other in range(N_SPACES) if state.ships[other] < 0 and other // PER_LANE != lane
    ]


def destroy(state: ChaosCoveData, space: int, naval: bool) -> None:
    """A defender that loses has its piece destroyed and loses a matching card."""
    board = state.ships if naval else state.forts
    player = board[space]
    board[space] = -1
    kind = SHIP if naval else FORT
    choices = lose_choices(state, player, kind)
    if len(choices) == 1:
        state.construction[player].pop(choices[0])
    elif choices:
        state.pending.append(Task(T_LOSE, player, variant=kind))


def lose_choices(state: ChaosCoveData, player: int, kind: int) -> list[int]:
    out = []
    seen = set()
    for i, card in enumerate(state.construction[player]):
        if KIND[card] == kind and card not in seen:
            seen.add(card)
            out.append(i)
    return out
