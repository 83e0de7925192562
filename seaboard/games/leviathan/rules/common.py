"""What every phase of Leviathan's rules needs: the numbers a config fixes (card sizes,
templates, grids, the table), the geometry of cards on the table, groups, the checks run
after every change (edge of the table, rescues, the win), destruction and the turn's end.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache, lru_cache

from seaboard.engine.game import Event, GameConfig
from seaboard.games.leviathan import content as C
from seaboard.games.leviathan import geometry as g
from seaboard.games.leviathan.state import (
    AFLOAT,
    BEASTS,
    BOATS,
    CAPSIZED,
    CARD_IDS,
    CARDS,
    GONE,
    HIDDEN,
    HUNTERS,
    OVER,
    PEQUOD,
    REVEALED,
    STEP1,
    WHALE_CARDS,
    LeviathanData,
)


@dataclass(frozen=True, slots=True)
class Params:
    """Everything a config fixes, computed once per config."""

    width: float
    depth: float
    length: tuple[float, ...]  # per card
    breadth: tuple[float, ...]  # per card (its width)
    max_turn: tuple[int, ...]
    turns: tuple[tuple[int, ...], ...]  # heading changes on the grid, per card
    distances: tuple[tuple[int, ...], ...]  # distances on the grid, per card
    steer_domain: tuple[int, ...]
    go_domain: tuple[int, ...]
    offsets: tuple[int, ...]  # lowering offsets along the Pequod
    slides: tuple[int, ...]  # Barrel Roll distances
    launches: tuple[int, ...]  # Pequod set-up places, in grid steps from the centre
    launch_step: float
    contact: float
    touch_counts: bool
    whale_ids: tuple[int, ...]  # identities in play (content.WHALES indices)
    whale_count: int
    beasts_cards: tuple[str, ...]
    hunters_cards: tuple[str, ...]
    countdown: int
    limit: int
    one_card_moves: bool
    islands: int
    island_radius: float
    island_clearance: float


def _grid(low: float, high: float, step: int) -> tuple[int, ...]:
    lo, hi = math.ceil(low - 1e-9), math.floor(high + 1e-9)
    out = list(range(lo, hi + 1, step))
    if out and out[-1] != hi:
        out.append(hi)  # the maximum tick mark is always on the grid
    return tuple(out)


def _turns(limit: int, step: int) -> tuple[int, ...]:
    return tuple(range(-(limit // step) * step, limit + 1, step))


def _cards(text: str, allowed: list[str], side: str) -> tuple[str, ...]:
    text = text.strip()
    if text in ("", "none"):
        return ()
    out = tuple(t.strip() for t in text.split(","))
    for t in out:
        if t not in allowed:
            raise ValueError(f"{side}_cards: {t!r} is not one of {', '.join(allowed)}")
    if len(set(out)) != len(out):
        raise ValueError(f"{side}_cards: a card is named twice")
    return tuple(t for t in allowed if t in out)  # content order


_BY_ID: dict[int, tuple[GameConfig, Params]] = {}


def params(config: GameConfig) -> Params:
    """The numbers `config` fixes. Looked up by the config object's identity first: a
    pydantic model hashes and compares slowly, and every clone shares its config."""
    hit = _BY_ID.get(id(config))
    if hit is not None and hit[0] is config:
        return hit[1]
    out = _params(config)
    if len(_BY_ID) > 256:
        _BY_ID.clear()
    _BY_ID[id(config)] = (config, out)  # keeps the config alive, so its id stays its own
    return out


@cache
def _params(config: GameConfig) -> Params:
    R, S = C.R, C.CARDS.size
    table = R.tables[config.table]  # type: ignore[attr-defined]
    angle = config.angle_step or R.grid.angle  # type: ignore[attr-defined]
    step = config.distance_step or R.grid.distance  # type: ignore[attr-defined]
    pequod = S.big_pequod if config.big_pequod else S  # type: ignore[attr-defined]
    boat = S.small_boats if config.small_boats else S  # type: ignore[attr-defined]
    length = [S.length] * 6 + [pequod.length] + [boat.length] * 3
    breadth = [S.width] * 6 + [pequod.width] + [boat.width] * 3
    templates = [R.movement.whale] * 6 + [R.movement.pequod] + [R.movement.whaleboat] * 3
    turns = tuple(_turns(t.max_turn, angle) for t in templates)
    distances = tuple(_grid(t.min, t.max, step) for t in templates)
    slide = C.TACTICS["barrel_roll"].slide
    room = max(0.0, (pequod.length - boat.length) / 2)
    launch_step = R.grid.pequod_setup
    half_room = table.width / 2 - pequod.width / 2
    k = int(half_room // launch_step)
    decoys = config.decoys  # type: ignore[attr-defined]
    whale_ids = (
        tuple(i for i, w in enumerate(C.WHALES) if not w.decoy)
        + tuple(i for i, w in enumerate(C.WHALES) if w.decoy)[:decoys]
    )
    return Params(
        width=table.width,
        depth=table.depth,
        length=tuple(length),
        breadth=tuple(breadth),
        max_turn=tuple(t.max_turn for t in templates),
        turns=turns,
        distances=distances,
        steer_domain=tuple(sorted({t for ts in turns for t in ts})),
        go_domain=tuple(sorted({d for ds in distances for d in ds})),
        offsets=tuple(sorted(set(_turns(int(room), step)))),
        slides=_grid(0, slide, step),
        launches=tuple(range(-k, k + 1)),
        launch_step=launch_step,
        contact=R.overlap.contact,
        touch_counts=config.touch_counts,  # type: ignore[attr-defined]
        whale_ids=tuple(sorted(whale_ids)),
        whale_count=len(whale_ids),
        beasts_cards=_cards(config.beasts_cards, C.BEAST_TACTICS, "beasts"),  # type: ignore[attr-defined]
        hunters_cards=_cards(config.hunters_cards, C.HUNTER_TACTICS, "hunters"),  # type: ignore[attr-defined]
        countdown=R.end.countdown_turns,
        limit=R.limit.turns,
        one_card_moves=config.one_card_moves,  # type: ignore[attr-defined]
        islands=config.islands,  # type: ignore[attr-defined]
        island_radius=R.islands.diameter / 2,
        island_clearance=R.islands.clearance,
    )


# -- cards on the table --------------------------------------------------------------------


@lru_cache(maxsize=1 << 14)
def _rect(pose: tuple[float, float, int], length: float, width: float) -> g.Rect:
    return g.rect(pose, length, width)


def rect_of(s: LeviathanData, card: int, pose: tuple[float, float, int] | None = None) -> g.Rect:
    p = params(s.config)
    return _rect(pose or s.pose[card], p.length[card], p.breadth[card])  # type: ignore[arg-type]


def overlapping(s: LeviathanData, a: int, b: int) -> bool:
    p = params(s.config)
    pa, pb = s.pose[a], s.pose[b]
    assert pa is not None and pb is not None
    # far apart: no need for the rectangles (half diagonals plus the contact margin)
    reach = (
        math.hypot(p.length[a], p.breadth[a]) + math.hypot(p.length[b], p.breadth[b])
    ) / 2 + p.contact
    if abs(pa[0] - pb[0]) > reach or abs(pa[1] - pb[1]) > reach:
        return False
    return g.overlap(rect_of(s, a), rect_of(s, b), p.contact, p.touch_counts)


def is_whale(card: int) -> bool:
    return card < PEQUOD


def in_combat(s: LeviathanData, card: int) -> bool:
    """A node of the combat graph (leviathan.md 2.4): whales and decoys on the table,
    hidden or not, the Pequod, upright whaleboats. Capsized boats are out of play."""
    return s.status[card] in (HIDDEN, REVEALED, AFLOAT)


def combat_groups(s: LeviathanData) -> list[list[int]]:
    """Groups of overlapping cards isolated by open sea (Attacks), as card lists."""
    nodes = [c for c in range(CARDS) if in_combat(s, c)]
    edges = [
        (i, j)
        for i in range(len(nodes))
        for j in range(i + 1, len(nodes))
        if overlapping(s, nodes[i], nodes[j])
    ]
    return [[nodes[i] for i in grp] for grp in g.groups(len(nodes), edges)]


def attackable(s: LeviathanData) -> list[list[int]]:
    """Groups with cards of both sides: a connected group holding both has an overlapping
    pair of opponents (Attacks: "any position where opponents' cards overlap")."""
    return [grp for grp in combat_groups(s) if is_whale(grp[0]) and not is_whale(grp[-1])]


def group_name(group: list[int]) -> str:
    """A group is named by its first whale card (cards are numbered whales first)."""
    return CARD_IDS[group[0]]


def whale_value(s: LeviathanData, card: int, attack: bool) -> int:
    w = C.WHALES[s.identity[card]]
    return w.attack if attack else w.defend


def vessel_value(card: int, attack: bool) -> int:
    v = C.CARDS.pequod if card == PEQUOD else C.CARDS.whaleboat
    return v.attack if attack else v.defend


def moby(s: LeviathanData) -> int:
    """The whale card that is Moby Dick (-1 before set-up lays it)."""
    return s.identity.index(0) if 0 in s.identity else -1


def identity_name(s: LeviathanData, card: int) -> str:
    return C.WHALES[s.identity[card]].id


# -- destruction and the checks after every change ----------------------------------------


def destroy(s: LeviathanData, card: int, events: list[Event], why: str) -> None:
    """Destroyed Vessels/Whales: a whale is slain and removed; a whaleboat capsizes (or, off
    the table, is lost); the Pequod's loss ends the game."""
    name = CARD_IDS[card]
    if is_whale(card):
        if s.status[card] == HIDDEN:
            reveal(s, card, events)
            if s.status[card] == GONE:  # a decoy: removed on being revealed
                return
        s.status[card] = GONE
        events.append(Event("slain", {"card": name, "whale": identity_name(s, card), "why": why}))
        if s.identity[card] == 0:
            win(s, HUNTERS, "Moby Dick is slain", events)
    elif card == PEQUOD:
        s.status[card] = GONE
        events.append(Event("sunk", {"card": name, "why": why}))
        win(s, BEASTS, "the Pequod is destroyed", events)
    else:
        lost = why == "edge"
        s.status[card] = GONE if lost else CAPSIZED
        s.exempt &= ~(1 << card)
        s.boats_destroyed += 1
        events.append(Event("lost" if lost else "capsized", {"card": name, "why": why}))
        if s.boats_destroyed >= len(BOATS) and s.last_turn is None:
            # Game End: after this turn each player has three more turns
            s.last_turn = s.turn + 2 * params(s.config).countdown
            events.append(Event("countdown", {"turns": params(s.config).countdown}))


def reveal(s: LeviathanData, card: int, events: list[Event]) -> None:
    """Flip a hidden whale card face up; a "Trick of the light" is removed at once."""
    s.status[card] = REVEALED
    w = C.WHALES[s.identity[card]]
    events.append(Event("revealed", {"card": CARD_IDS[card], "whale": w.id}))
    if w.decoy:
        s.status[card] = GONE
        events.append(Event("decoy_removed", {"card": CARD_IDS[card]}))


def win(s: LeviathanData, side: int, reason: str, events: list[Event]) -> None:
    if s.phase == OVER:
        return
    s.phase = OVER
    s.winner = side
    s.reason = reason
    events.append(Event("game_over", {"winner": side, "reason": reason}))


def off_table(s: LeviathanData, card: int) -> bool:
    p = params(s.config)
    x, y, _ = s.pose[card]  # type: ignore[misc]
    return x < 0 or y < 0 or x > p.width or y > p.depth


def edge_check(s: LeviathanData, card: int, events: list[Event]) -> None:
    """Edge of the table (optional rule, always on here as leviathan.md 2.9 reads it): a
    card whose centre lies strictly outside the table falls and is destroyed."""
    if s.on_table(card) and s.status[card] != CAPSIZED and off_table(s, card):
        destroy(s, card, events, "edge")


def rescue_check(s: LeviathanData, events: list[Event]) -> None:
    """Rescues: whenever the Pequod overlaps a capsized boat, its sailors are rescued and
    the card leaves the table; the Ahab player may take back one spent tactical card."""
    if s.status[PEQUOD] != AFLOAT:
        return
    for boat in BOATS:
        if s.status[boat] == CAPSIZED and overlapping(s, PEQUOD, boat):
            s.status[boat] = GONE
            events.append(Event("rescued", {"card": CARD_IDS[boat]}))
            if s.spent[HUNTERS]:
                s.retrievals += 1


def collisions_of(s: LeviathanData, vessel: int) -> list[int]:
    """Collisions: the upright vessels a moved or placed vessel overlaps, except a lowered
    boat and the Pequod until either moves again."""
    out = []
    for other in (PEQUOD, *BOATS):
        if other == vessel or s.status[other] != AFLOAT:
            continue
        pair = {vessel, other}
        if PEQUOD in pair and s.exempt & (1 << (pair - {PEQUOD}).pop()):
            continue
        if overlapping(s, vessel, other):
            out.append(other)
    return out


def end_turn(s: LeviathanData, events: list[Event]) -> None:
    p = params(s.config)
    if s.last_turn is not None and s.turn >= s.last_turn:
        draw(s, "nobody won in the three turns after the last whaleboat was lost", events)
        return
    if s.turn + 1 >= 2 * p.limit:
        draw(s, f"nobody won in {p.limit} turns each (house limit)", events)
        return
    s.turn += 1
    s.active = 1 - s.active
    s.phase = STEP1
    s.moved = 0
    s.step1_moves = 0
    s.tactic_played = s.maneuvered = s.attacked = s.harpoon = False
    s.bonus = 0
    events.append(Event("turn", {"side": s.active, "turn": s.turn // 2 + 1}))


def draw(s: LeviathanData, reason: str, events: list[Event]) -> None:
    s.phase = OVER
    s.winner = None
    s.reason = reason
    events.append(Event("game_over", {"winner": None, "reason": reason}))


def own_cards(s: LeviathanData, side: int) -> list[int]:
    """The cards a side may move: whales on the table, or upright vessels."""
    if side == BEASTS:
        return [c for c in WHALE_CARDS if s.status[c] in (HIDDEN, REVEALED)]
    return [c for c in (PEQUOD, *BOATS) if s.status[c] == AFLOAT]
