"""Set-Up: the Moby Dick player secretly lays the whale cards in a row at their edge, in
the order of their choosing; the Ahab player lays the Pequod at the opposite edge; each
side takes its tactical cards (and the Ahab player the whaleboats)."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.leviathan import content as C
from seaboard.games.leviathan import geometry as g
from seaboard.games.leviathan.rules.common import params
from seaboard.games.leviathan.state import (
    AFLOAT,
    BEASTS,
    CARD_IDS,
    HIDDEN,
    PEQUOD,
    SETUP_PEQUOD,
    SETUP_WHALES,
    STEP1,
    LeviathanData,
)


def setup(s: LeviathanData) -> None:
    p = params(s.config)
    s.phase = SETUP_WHALES
    s.unplaced = list(p.whale_ids)
    s.whale_count = p.whale_count
    s.held = [list(p.beasts_cards), list(p.hunters_cards)]
    s.islands = place_islands(s)


def place_islands(s: LeviathanData) -> list[tuple[float, float, float]]:
    """Obstacles (optional): round islands at random, each entirely in the band at least
    one card length beyond any starting footprint, not touching each other (house)."""
    p = params(s.config)
    r = p.island_radius
    out: list[tuple[float, float, float]] = []
    low, high = p.island_clearance + r, p.depth - p.island_clearance - r
    tries = 0
    while len(out) < p.islands and tries < 1000 and high > low:
        tries += 1
        x = g.mm(r + s.rng.random() * (p.width - 2 * r))
        y = g.mm(low + s.rng.random() * (high - low))
        if all((x - a) ** 2 + (y - b) ** 2 > (2 * r + 1) ** 2 for a, b, _ in out):
            out.append((x, y, r))
    return out


def row_pose(s: LeviathanData, slot: int) -> tuple[float, float, int]:
    """The slot's place in the row: tails on the edge y = 0, heading 90, evenly spaced
    (leviathan.md 2.13)."""
    p = params(s.config)
    n, w, length = s.whale_count, p.breadth[0], p.length[0]
    gap = (p.width - n * w) / (n + 1)
    return g.mm(gap * (slot + 1) + w * slot + w / 2), g.mm(length / 2), 90


def legal_place(s: LeviathanData) -> list[Action]:
    out = []
    for ident in sorted(set(s.unplaced)):
        w = C.WHALES[ident]
        # the two decoys are alike: only the first one left is offered
        if w.decoy and any(C.WHALES[o].decoy and o < ident for o in s.unplaced):
            continue
        out.append(Action("place", (w.id,)))
    return out


def place(s: LeviathanData, ident_name: str, events: list[Event]) -> None:
    ident = C.WHALE_IDS.index(ident_name)
    slot = s.whale_count - len(s.unplaced)
    s.unplaced.remove(ident)
    s.identity[slot] = ident
    s.status[slot] = HIDDEN
    s.pose[slot] = row_pose(s, slot)
    card = CARD_IDS[slot]
    events.append(Event("laid", {"card": card}))
    events.append(Event("laid_secretly", {"card": card, "whale": ident_name}, frozenset({BEASTS})))
    if not s.unplaced:
        s.phase = SETUP_PEQUOD


def legal_launch(s: LeviathanData) -> list[Action]:
    return [Action("launch", (k,)) for k in params(s.config).launches]


def launch(s: LeviathanData, k: int, events: list[Event]) -> None:
    """The Pequod's stern edge on the Ahab player's edge, heading 270 (toward the whales)."""
    p = params(s.config)
    x = g.mm(p.width / 2 + k * p.launch_step)
    s.pose[PEQUOD] = (x, g.mm(p.depth - p.length[PEQUOD] / 2), 270)
    s.status[PEQUOD] = AFLOAT
    events.append(Event("launched", {"card": "pequod", "x": x}))
    s.phase = STEP1
    s.active = BEASTS
    events.append(Event("turn", {"side": BEASTS, "turn": 1}))
