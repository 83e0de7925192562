"""Phase Three - Buy Construction Cards (and the Town Hall's and Shipyard's purchases):
the stacks, costs, and the piece a fort or ship card puts on the board."""

from __future__ import annotations

from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.content import CREW, CREW_AREA, PLANK
from seaboard.games.chaos_cove.state import (
    BUILD,
    BUY_PHASE3,
    BUY_SHIPYARD,
    T_BUILD,
    ChaosCoveData,
    Task,
)


def start_build(s: ChaosCoveData) -> None:
    s.phase = BUILD
    s.turn = s.first
    s.passed = [False] * s.n


def stack_card(s: ChaosCoveData, st: int) -> int:
    """The face-up top card of a stack, or -1."""
    if not s.up[st]:
        return -1
    if st < 8:
        return K.STACK_CARD[st] if s.stack_count[st] else -1
    return s.rtop[st - 8]


def cost_of(c: int, mode: int) -> list[tuple[int, int]]:
    out = []
    for r, v in K.COST[c]:
        if mode == BUY_SHIPYARD and r == PLANK:
            v = max(0, v - K.HOUSE.shipyard_discount)
        out.append((r, v))
    return out


def has_space(s: ChaosCoveData, p: int, kind: int) -> bool:
    if kind == K.PARTY:
        return True
    board = s.ships if kind == K.SHIP else s.forts
    return -1 in board and board.count(p) < K.SETUP.pieces


def buyable(s: ChaosCoveData, p: int, mode: int) -> list[int]:
    out = []
    row = s.res[p]
    for st in range(K.N_STACKS):
        c = stack_card(s, st)
        if c < 0:
            continue
        if mode == BUY_SHIPYARD and K.KIND[c] != K.SHIP:
            continue
        if not has_space(s, p, K.KIND[c]):
            continue  # Phase 3: not possible without a space for the piece
        if all(row[r] >= v for r, v in cost_of(c, mode)):
            out.append(st)
    return out


def buy(s: ChaosCoveData, p: int, st: int, mode: int) -> int:
    c = stack_card(s, st)
    for r, v in cost_of(c, mode):
        s.res[p][r] -= v
        if r == CREW:
            s.res[p][CREW_AREA] += v  # crew go from the Fountain back to the player area
    s.cards[p].append(c)
    s.cards[p].sort()
    s.taken[st] = True
    if st < 8:
        s.stack_count[st] -= 1
    else:
        s.rtop[st - 8] = -1
    if mode == BUY_PHASE3:
        s.up[st] = False  # Phase 3: do not turn a new card face up
    else:
        flip_stack(s, st)  # Town Hall: flip the next card face-up
    return c


def flip_stack(s: ChaosCoveData, st: int) -> None:
    if st < 8:
        s.up[st] = s.stack_count[st] > 0
    else:
        pile = s.rstack[st - 8]
        s.rtop[st - 8] = pile.pop(s.rng.below(len(pile))) if pile else -1
        s.up[st] = s.rtop[st - 8] >= 0


def do_buy(s: ChaosCoveData, p: int, st: int, mode: int) -> None:
    c = buy(s, p, st, mode)
    kind = K.KIND[c]
    if kind != K.PARTY:
        s.stack.append(Task(T_BUILD, p, a=kind))
