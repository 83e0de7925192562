"""Maneuvers (step 2 of a turn, instead of an extra movement).

Hunters: lower a boat, flush along the Pequod's port or starboard edge, facing either way,
not beyond its prow or stern, not overlapping another whaleboat in play. Beasts: undersea
movement, either switching two hidden whale cards or turning one whale card 180 degrees
in place; not on a turn the Moby Dick player plays a tactical card."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.leviathan import geometry as g
from seaboard.games.leviathan.rules.common import edge_check, overlapping, params, rect_of
from seaboard.games.leviathan.state import (
    AFLOAT,
    BOATS,
    CARD_IDS,
    FINISH,
    HIDDEN,
    PEQUOD,
    REVEALED,
    STEP3,
    WHALE_CARDS,
    LeviathanData,
)

SIDES = {"port": 1, "starboard": -1}
FACINGS = {"ahead": 1, "astern": -1}


def next_boat(s: LeviathanData) -> int | None:
    """The next whaleboat in hand (they are alike; rescued boats do not come back)."""
    return BOATS[s.boats_lowered] if s.boats_lowered < len(BOATS) else None


def boat_pose(s: LeviathanData, side: int, facing: int, offset: int) -> tuple[float, float, int]:
    p = params(s.config)
    boat = next_boat(s)
    assert boat is not None
    pequod = s.pose[PEQUOD]
    assert pequod is not None
    x, y = g.beside(pequod, p.length[PEQUOD], p.breadth[PEQUOD], p.breadth[boat], side, offset)
    return x, y, g.heading(pequod[2] + (0 if facing == 1 else 180))


def can_lower(s: LeviathanData, side: int, facing: int, offset: int) -> bool:
    boat = next_boat(s)
    if boat is None or s.status[PEQUOD] != AFLOAT:
        return False
    pose = boat_pose(s, side, facing, offset)
    p = params(s.config)
    # "may not be lowered if any part ... would overlap with any other whaleboat in play"
    s.pose[boat] = pose  # tried in place, then taken back
    try:
        if any(s.status[b] == AFLOAT and overlapping(s, boat, b) for b in BOATS if b != boat):
            return False
        footprint = rect_of(s, boat)
        return all(g.circle_distance(footprint, (x, y), r) > p.contact for x, y, r in s.islands)
    finally:
        s.pose[boat] = None


def legal_lower(s: LeviathanData) -> list[Action]:
    if next_boat(s) is None or s.status[PEQUOD] != AFLOAT:
        return []
    offsets = params(s.config).offsets
    return [
        Action("lower", (side, facing))
        for side in SIDES
        for facing in FACINGS
        if any(can_lower(s, SIDES[side], FACINGS[facing], o) for o in offsets)
    ]


def legal_offset(s: LeviathanData) -> list[Action]:
    return [
        Action("offset", (o,))
        for o in params(s.config).offsets
        if can_lower(s, s.lower_side, s.lower_facing, o)
    ]


def lower(s: LeviathanData, side: str, facing: str, events: list[Event]) -> None:
    s.lower_side, s.lower_facing = SIDES[side], FACINGS[facing]
    offsets = params(s.config).offsets
    if len(offsets) == 1:
        place_boat(s, offsets[0], events)


def place_boat(s: LeviathanData, offset: int, events: list[Event]) -> None:
    boat = next_boat(s)
    assert boat is not None
    pose = boat_pose(s, s.lower_side, s.lower_facing, offset)
    side = "port" if s.lower_side == 1 else "starboard"
    facing = "ahead" if s.lower_facing == 1 else "astern"
    s.lower_side = s.lower_facing = 0
    s.pose[boat] = pose
    s.status[boat] = AFLOAT
    s.boats_lowered += 1
    s.exempt |= 1 << boat  # Collisions, exception 1: no collision with the Pequod yet
    s.maneuvered = True
    s.phase = STEP3
    events.append(
        Event("lowered", {"card": CARD_IDS[boat], "side": side, "facing": facing,
                          "x": pose[0], "y": pose[1], "heading": pose[2]})
    )  # fmt: skip
    edge_check(s, boat, events)


def legal_undersea(s: LeviathanData) -> list[Action]:
    if s.tactic_played:
        return []
    hidden = [c for c in WHALE_CARDS if s.status[c] == HIDDEN]
    out = [
        Action("swap", (CARD_IDS[a], CARD_IDS[b]))
        for i, a in enumerate(hidden)
        for b in hidden[i + 1 :]
    ]
    out += [
        Action("reorient", (CARD_IDS[c],)) for c in WHALE_CARDS if s.status[c] in (HIDDEN, REVEALED)
    ]
    return out


def swap(s: LeviathanData, a: int, b: int, events: list[Event]) -> None:
    """Undersea movement (a): two hidden whale cards switch places. The cards keep their
    names by place, so their identities are what changes hands."""
    s.identity[a], s.identity[b] = s.identity[b], s.identity[a]
    s.maneuvered = True
    s.phase = FINISH
    events.append(Event("swapped", {"card": CARD_IDS[a], "other": CARD_IDS[b]}))


def reorient(s: LeviathanData, card: int, events: list[Event]) -> None:
    """Undersea movement (b): one whale card turns 180 degrees in its place."""
    x, y, h = s.pose[card]  # type: ignore[misc]
    s.pose[card] = (x, y, g.heading(h + 180))
    s.maneuvered = True
    s.phase = FINISH
    events.append(Event("reoriented", {"card": CARD_IDS[card], "heading": g.heading(h + 180)}))
