"""Phase Six - End of Round, and Ending the Game (victory points, ties)."""

from __future__ import annotations

from seaboard.engine.game import Outcome, Result
from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.content import (
    CANNON,
    CANNON_USED,
    CREW,
    CREW_TIRED,
    SABER,
    SABER_USED,
)
from seaboard.games.chaos_cove.rules.build import flip_stack
from seaboard.games.chaos_cove.rules.common import resources_left
from seaboard.games.chaos_cove.rules.setup import place_wave, start_round
from seaboard.games.chaos_cove.state import ChaosCoveData


def end_of_round(s: ChaosCoveData) -> None:
    """Phase 6 (End of Round), or the end of the game after the last Phase 5."""
    if s.round + 1 >= s.rounds:
        s.over = True
        return
    s.phase = 6
    # hero tiles pass clockwise; figures come back to their tiles
    s.slot_hand = [s.slot_hand[-1], *s.slot_hand[:-1]]
    s.hero_loc = [-1] * K.N_HEROES
    # construction stacks refresh; the random stacks discard an untaken top card
    for st in range(K.N_STACKS):
        if st >= 8 and s.up[st] and not s.taken[st] and s.rtop[st - 8] >= 0:
            s.rdiscard.append(s.rtop[st - 8])
            s.rtop[st - 8] = -1
            flip_stack(s, st)
        elif not s.up[st]:
            flip_stack(s, st)
        s.taken[st] = False
    # cannons, sabers and crew stand up; Fortress tokens go back
    for row in s.res:
        row[CANNON] += row[CANNON_USED]
        row[CANNON_USED] = 0
        row[SABER] += row[SABER_USED]
        row[SABER_USED] = 0
        row[CREW] += row[CREW_TIRED]
        row[CREW_TIRED] = 0
    s.token = [False] * s.n
    s.art = [False] * s.n
    s.gus = [False] * s.n
    s.flint = [False] * s.n
    s.round += 1
    place_wave(s, s.round)
    # the first player marker passes left (dummies are not seats)
    s.first = (s.first + 1) % s.n
    start_round(s)


def vp(s: ChaosCoveData) -> list[int]:
    """Card VP plus the invader bonus after the lowest count is discarded from everyone."""
    low = min(len(t) for t in s.tiles)
    return [
        sum(K.VP[c] for c in s.cards[p]) + K.invader_bonus(len(s.tiles[p]) - low)
        for p in range(s.n)
    ]


def ranking_key(s: ChaosCoveData, p: int, points: list[int]) -> tuple[int, int, int, int]:
    """Most VP, then most invader tiles, then most resources, then the latest turn."""
    order = s.last_order or tuple(range(s.n))
    return (points[p], len(s.tiles[p]), resources_left(s, p), order.index(p))


def result(s: ChaosCoveData) -> Result:
    points = vp(s)
    if s.lost:
        return Result(
            tuple(float(x) for x in points), tuple(Outcome.LOSS for _ in points), "the cove fell"
        )
    keys = [ranking_key(s, p, points) for p in range(s.n)]
    best = max(keys)
    winners = [p for p in range(s.n) if keys[p] == best]
    outcomes = tuple(
        (Outcome.WIN if len(winners) == 1 else Outcome.DRAW) if p in winners else Outcome.LOSS
        for p in range(s.n)
    )
    return Result(tuple(float(x) for x in points), outcomes, "the invaders were defeated")
