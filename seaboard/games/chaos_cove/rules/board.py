"""The cove's board: invaders in the sea and land lanes and the breakthrough spaces, ships
and forts, and the Phase 5 facts about the piece now attacked (who defends, who may flee or
hide, what follows a moved piece, what a lost piece costs)."""

from __future__ import annotations

from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.state import (
    DEFEND,
    GRANT_FLEE,
    SURPRISE,
    T_LOSE,
    ChaosCoveData,
    Task,
)


def face_down(s: ChaosCoveData, kind: int) -> list[int]:
    base = kind * K.LANES
    return [i for i in range(base, base + K.LANES) if s.invader[i] >= 0 and not s.face_up[i]]


def any_face_up(s: ChaosCoveData) -> bool:
    if s.bt[0] or s.bt[1]:
        return True
    return any(s.invader[i] >= 0 and s.face_up[i] for i in range(2 * K.LANES))


def target_tile(s: ChaosCoveData, t: int) -> int:
    if t < 2 * K.LANES:
        return s.invader[t] if s.face_up[t] else -1
    t -= 2 * K.LANES
    kind, i = divmod(t, K.BT_SPACES)
    b = s.bt[kind]
    return b[i] if i < len(b) else -1


def lane_has(s: ChaosCoveData, p: int, t: int) -> bool:
    board, lane = (s.ships, t) if t < K.LANES else (s.forts, t - K.LANES)
    base = lane * K.PER_LANE
    return p in board[base : base + K.PER_LANE]


def any_targets(s: ChaosCoveData, p: int = -1) -> list[int]:
    """Calvin: any face-up invader, no ship or fort needed. In Phase 4, for player p, not
    one that p already failed to defeat in this phase (house)."""
    out = []
    for t in range(len(K.TARGETS)):
        tile = target_tile(s, t)
        if tile >= 0 and not (p >= 0 and s.phase == SURPRISE and s.tried[p] >> tile & 1):
            out.append(t)
    return out


def move_options(s: ChaosCoveData, p: int, naval: bool) -> list[tuple[int, int]]:
    """Dennis (ships) / Edgar (forts): move to an empty space or swap with another player."""
    board = s.ships if naval else s.forts
    mine = [x for x in range(K.N_SPACES) if board[x] == p]
    return [(a, b) for a in mine for b in range(K.N_SPACES) if board[b] != p]


def defender(s: ChaosCoveData) -> int:
    """The space of the top defender of the attacking invader's lane, or -1."""
    lane = s.lane
    board = s.ships if lane < K.LANES else s.forts
    base = (lane % K.LANES) * K.PER_LANE
    for sp in range(base, base + K.PER_LANE):
        if board[sp] >= 0 and not s.mark >> sp & 1:
            return sp
    return -1


def follow_piece(s: ChaosCoveData, naval: bool, x: int, y: int) -> None:
    """Phase 5: the pieces at x and y swapped places (a Dennis / Edgar move or swap).

    The lane's marks (the piece sat this invader out) and the Flint/Art card grant
    belong to the piece, so they move with it. Only the board of the attacking invader
    (ships for pirates, forts for barbarians) carries marks.
    """
    if s.phase != DEFEND or naval != (s.lane < K.LANES):
        return
    bx, by = s.mark >> x & 1, s.mark >> y & 1
    s.mark &= ~(1 << x | 1 << y)
    s.mark |= bx << y | by << x
    g = s.grant >> 2
    if g == x + 1:
        s.grant = (s.grant & 3) | (y + 1) << 2
    elif g == y + 1:
        s.grant = (s.grant & 3) | (x + 1) << 2


def grant(s: ChaosCoveData, flag: int) -> None:
    """Flint's / Art's card: for the defender now attacked, in its space only."""
    sp = defender(s)
    if s.grant >> 2 != sp + 1:
        s.grant = 0
    s.grant |= flag | (sp + 1) << 2


def granted(s: ChaosCoveData, sp: int, flag: int) -> bool:
    return s.grant >> 2 == sp + 1 and bool(s.grant & flag)


def flee_ok(s: ChaosCoveData, p: int, sp: int) -> bool:
    return sp % K.PER_LANE == K.WIND_POS or s.flint[p] or granted(s, sp, GRANT_FLEE)


def flee_spaces(s: ChaosCoveData, sp: int) -> list[int]:
    lane = sp // K.PER_LANE
    return [x for x in range(K.N_SPACES) if s.ships[x] < 0 and x // K.PER_LANE != lane]


def destroy(s: ChaosCoveData, sp: int, naval: bool) -> None:
    """A defender that loses has its piece destroyed and loses a matching card."""
    board = s.ships if naval else s.forts
    p = board[sp]
    board[sp] = -1
    kind = K.SHIP if naval else K.FORT
    choices = lose_choices(s, p, kind)
    if len(choices) == 1:
        s.cards[p].pop(choices[0])
    elif choices:
        s.stack.append(Task(T_LOSE, p, a=kind))


def lose_choices(s: ChaosCoveData, p: int, kind: int) -> list[int]:
    out = []
    seen = set()
    for i, c in enumerate(s.cards[p]):
        if K.KIND[c] == kind and c not in seen:
            seen.add(c)
            out.append(i)
    return out
