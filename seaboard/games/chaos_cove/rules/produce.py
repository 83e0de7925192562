"""Phase Two - Use Forts and Ships: forts produce, ships trade rum for goods."""

from __future__ import annotations

from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.content import RUM
from seaboard.games.chaos_cove.rules.common import gain, next_turn, order_from
from seaboard.games.chaos_cove.state import PRODUCE, ChaosCoveData


def start_produce(s: ChaosCoveData) -> None:
    """Phase 2: every fort produces, then each player trades with each ship once."""
    s.phase = PRODUCE
    for p in order_from(s, s.first):
        for c in s.cards[p]:
            if K.KIND[c] == K.FORT:
                produce(s, p, c)
    s.turn = s.first
    s.used = 0
    s.passed = [False] * s.n


def next_produce_turn(s: ChaosCoveData) -> None:
    s.passed[s.turn] = True
    s.used = 0
    next_turn(s, PRODUCE)


def trade_options(s: ChaosCoveData, p: int, used: int, ships_only: bool = True) -> list[int]:
    out = []
    for i, c in enumerate(s.cards[p]):
        if used >> i & 1:
            continue
        k = K.KIND[c]
        if k == K.SHIP and s.res[p][RUM] >= 1 or k == K.FORT and not ships_only:
            out.append(i)
    return out


def produce(s: ChaosCoveData, p: int, c: int) -> None:
    for r, v in K.PRODUCES[c]:
        gain(s, p, r, v)


def ship_trade(s: ChaosCoveData, p: int, c: int) -> None:
    for r, v in K.PAY[c]:
        s.res[p][r] -= v
    for r, v in K.GETS[c]:
        gain(s, p, r, v)


def use_card(s: ChaosCoveData, p: int, c: int) -> None:
    if K.KIND[c] == K.FORT:
        produce(s, p, c)
    else:
        ship_trade(s, p, c)
