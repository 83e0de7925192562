"""Movement: one movement of one card, chosen in three atomic steps (which card, the
heading change, the distance) on the grids of the content and options. The movement card
pivots on the moved card's stern centre; the stern then advances between the minimum and
maximum tick marks (leviathan.md 2.3). After each movement: the edge of the table,
collisions (the Hunters' vessels), then rescues (run after every action)."""

from __future__ import annotations

import math

from seaboard.engine.game import Action, Event
from seaboard.games.leviathan import geometry as g
from seaboard.games.leviathan.rules.common import (
    collisions_of,
    destroy,
    edge_check,
    params,
    rect_of,
)
from seaboard.games.leviathan.state import (
    AFLOAT,
    BOATS,
    CARD_IDS,
    FINISH,
    FOR_EXTRA,
    FOR_STEP1,
    GONE,
    HUNTERS,
    OVER,
    PEQUOD,
    STEP3,
    LeviathanData,
)


def corridor_clear(s: LeviathanData, card: int, end: tuple[float, float, int]) -> bool:
    """Obstacles: a movement may not pass through or end on an island. The swept corridor
    is the convex hull of the start and end footprints (leviathan.md 2.10)."""
    if not s.islands:
        return True
    p = params(s.config)
    start = s.pose[card]
    assert start is not None
    # each footprint lies within its half diagonal of its centre, so the corridor lies
    # within that of the segment between the centres: islands farther away cannot touch it
    reach = math.hypot(p.length[card], p.breadth[card]) / 2 + p.contact
    near = [
        (x, y, r)
        for x, y, r in s.islands
        if g.segment_distance((x, y), start[:2], end[:2]) <= reach + r
    ]
    if not near:
        return True
    sweep = g.hull([*rect_of(s, card), *rect_of(s, card, end)])
    return all(g.circle_distance(sweep, (x, y), r) > p.contact for x, y, r in near)


def destinations(s: LeviathanData, card: int, turn: int) -> list[int]:
    p = params(s.config)
    pose = s.pose[card]
    assert pose is not None
    if not s.islands:
        return list(p.distances[card])
    return [
        d
        for d in p.distances[card]
        if corridor_clear(s, card, g.move(pose, p.length[card], turn, d))
    ]


def turns(s: LeviathanData, card: int) -> list[int]:
    p = params(s.config)
    if not s.islands:
        return list(p.turns[card])
    return [t for t in p.turns[card] if destinations(s, card, t)]


def can_move(s: LeviathanData, card: int) -> bool:
    if not s.islands:
        return True
    return any(destinations(s, card, t) for t in params(s.config).turns[card])


def legal_steps(s: LeviathanData) -> list[Action]:
    """The movement under way: its heading change, then its distance."""
    if s.steer is None:
        return [Action("steer", (t,)) for t in turns(s, s.moving)]
    return [Action("go", (d,)) for d in destinations(s, s.moving, s.steer)]


def begin(s: LeviathanData, card: int, purpose: int) -> None:
    s.moving = card
    s.purpose = purpose
    s.steer = None


def steer(s: LeviathanData, turn: int) -> None:
    s.steer = turn


def go(s: LeviathanData, distance: int, events: list[Event]) -> None:
    card, turn = s.moving, s.steer
    assert turn is not None
    p = params(s.config)
    before = s.pose[card]
    assert before is not None
    after = g.move(before, p.length[card], turn, distance)
    s.pose[card] = after
    s.moving, s.steer = -1, None
    events.append(
        Event(
            "moved",
            {"card": CARD_IDS[card], "turn": turn, "distance": distance,
             "x": after[0], "y": after[1], "heading": after[2]},
        )
    )  # fmt: skip
    if s.purpose == FOR_STEP1:
        s.moved |= 1 << card
        s.step1_moves += 1
    elif s.purpose == FOR_EXTRA:
        s.phase = STEP3 if s.active == HUNTERS else FINISH
    # the lowering exemption lasts until either card moves again
    if card == PEQUOD:
        s.exempt = 0
    elif card in BOATS:
        s.exempt &= ~(1 << card)
    edge_check(s, card, events)
    if card >= PEQUOD and s.status[card] != GONE and s.phase != OVER:
        hits = collisions_of(s, card)
        if hits:
            s.collision = [card, *hits]
            events.append(Event("collision", {"card": CARD_IDS[card], "other": CARD_IDS[hits[0]]}))


def legal_sink(s: LeviathanData) -> list[Action]:
    moved, other = s.collision[0], s.collision[1]
    return [Action("sink", (CARD_IDS[c],)) for c in sorted((moved, other))]


def sink(s: LeviathanData, card: int, events: list[Event]) -> None:
    """Collisions: the Ahab player chooses which of the two vessels is destroyed. Pairs are
    resolved one at a time; once the moved vessel is destroyed, its other collisions end."""
    moved = s.collision[0]
    destroy(s, card, events, "collision")
    rest = s.collision[2:]
    if card == moved or s.phase == OVER:
        s.collision = []
        return
    rest = [c for c in rest if s.status[c] == AFLOAT]
    s.collision = [moved, *rest] if rest else []
    if rest:
        events.append(Event("collision", {"card": CARD_IDS[moved], "other": CARD_IDS[rest[0]]}))
