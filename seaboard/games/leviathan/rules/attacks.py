"""Attacks, the Barrel Roll that may interrupt one, and what an attack destroys.

An attack is declared on one group of overlapping cards that holds opponents; every hidden
whale card in it is flipped (a decoy is removed at once); then the attacking side's
attack values in the group, with a Tail Slap or Harpoon bonus, are compared with the
defending side's defend values: higher destroys every defending card of the group, a tie
or less does nothing, and the attacker never loses a card to its own attack
(leviathan.md 2.7)."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.leviathan import geometry as g
from seaboard.games.leviathan.rules.common import (
    attackable,
    destroy,
    edge_check,
    group_name,
    is_whale,
    params,
    rect_of,
    reveal,
    vessel_value,
    whale_value,
)
from seaboard.games.leviathan.state import (
    AFLOAT,
    BEASTS,
    BOATS,
    CARD_IDS,
    FINISH,
    HIDDEN,
    HUNTERS,
    OVER,
    REVEALED,
    LeviathanData,
)


def legal_attacks(s: LeviathanData) -> list[Action]:
    return [Action("attack", (group_name(grp),)) for grp in attackable(s)]


def find_group(s: LeviathanData, name: str, among: list[list[int]] | None = None) -> list[int]:
    for grp in among if among is not None else attackable(s):
        if group_name(grp) == name:
            return grp
    raise KeyError(name)


def declare(s: LeviathanData, name: str, events: list[Event]) -> None:
    """Attacks: the active player picks one group. When the Ahab player attacks, the Moby
    Dick player may answer with Barrel Roll before any card is flipped."""
    grp = find_group(s, name)
    s.attacked = True
    s.phase = FINISH
    s.group = grp
    events.append(Event("attack", {"side": s.active, "cards": [CARD_IDS[c] for c in grp]}))
    if s.active == HUNTERS and "barrel_roll" in s.held[BEASTS]:
        s.roll_offer = True
        return
    resolve(s, grp, events)


# -- Barrel Roll (Beasts' tactical card, played in Ahab's turn) -------------------------


def legal_roll(s: LeviathanData) -> list[Action]:
    out = [Action("roll", (CARD_IDS[c],)) for c in s.group if is_whale(c)]
    return [*out, Action("no_roll")]


def roll(s: LeviathanData, card: int, events: list[Event]) -> None:
    s.roll_offer = False
    s.rolling = card
    s.held[BEASTS].remove("barrel_roll")
    s.spent[BEASTS].append("barrel_roll")
    events.append(
        Event("tactic", {"side": BEASTS, "card": "barrel_roll", "target": CARD_IDS[card]})
    )


def no_roll(s: LeviathanData, events: list[Event]) -> None:
    s.roll_offer = False
    events.append(Event("no_roll", {}))
    resolve(s, s.group, events)


def slide_clear(s: LeviathanData, card: int, end: tuple[float, float, int]) -> bool:
    if not s.islands:
        return True
    p = params(s.config)
    sweep = g.hull([*rect_of(s, card), *rect_of(s, card, end)])
    return all(g.circle_distance(sweep, (x, y), r) > p.contact for x, y, r in s.islands)


def legal_slide(s: LeviathanData) -> list[Action]:
    pose = s.pose[s.rolling]
    assert pose is not None
    out = []
    for side, sign in (("port", 1), ("starboard", -1)):
        for d in params(s.config).slides:
            if d == 0 and side == "starboard":
                continue  # no slide at all is offered once
            if slide_clear(s, s.rolling, g.slide(pose, sign, d)):
                out.append(Action("slide", (side, d)))
    return out


def slide(s: LeviathanData, side: str, distance: int, events: list[Event]) -> None:
    """The whale card slides sideways, heading unchanged; then the Ahab player's attack
    goes on against a group that still holds a card of the declared one, if any."""
    card = s.rolling
    s.rolling = -1
    pose = g.slide(s.pose[card], 1 if side == "port" else -1, distance)  # type: ignore[arg-type]
    s.pose[card] = pose
    events.append(
        Event("rolled", {"card": CARD_IDS[card], "side": side, "distance": distance,
                         "x": pose[0], "y": pose[1]})
    )  # fmt: skip
    edge_check(s, card, events)
    if s.phase == OVER:
        return
    choices = repick_groups(s)
    if not choices:
        events.append(Event("attack_spent", {}))
    elif len(choices) == 1:
        resolve(s, choices[0], events)
    else:
        s.repick = True


def repick_groups(s: LeviathanData) -> list[list[int]]:
    old = set(s.group)
    return [grp for grp in attackable(s) if old & set(grp)]


def legal_repick(s: LeviathanData) -> list[Action]:
    return [Action("attack", (group_name(grp),)) for grp in repick_groups(s)]


def repick(s: LeviathanData, name: str, events: list[Event]) -> None:
    s.repick = False
    grp = find_group(s, name, repick_groups(s))
    events.append(Event("attack", {"side": HUNTERS, "cards": [CARD_IDS[c] for c in grp]}))
    resolve(s, grp, events)


# -- resolution ---------------------------------------------------------------------------


def resolve(s: LeviathanData, grp: list[int], events: list[Event]) -> None:
    for c in grp:
        if s.status[c] == HIDDEN:
            reveal(s, c, events)
    # membership is frozen now: removed decoys drop out, nothing joins
    members = [c for c in grp if s.status[c] in (REVEALED, AFLOAT)]
    whales = [c for c in members if is_whale(c)]
    vessels = [c for c in members if not is_whale(c)]
    attacker = s.active
    if attacker == BEASTS:
        mine, theirs = whales, vessels
        atk = sum(whale_value(s, c, True) for c in whales)
        dfn = sum(vessel_value(c, False) for c in vessels)
    else:
        mine, theirs = vessels, whales
        atk = sum(vessel_value(c, True) for c in vessels)
        dfn = sum(whale_value(s, c, False) for c in whales)
    bonus = s.bonus
    s.bonus = 0
    s.group = []
    if not theirs:
        events.append(Event("attack_spent", {}))
    else:
        success = atk + bonus > dfn
        events.append(
            Event("attack_result", {"side": attacker, "attack": atk, "bonus": bonus,
                                    "defend": dfn, "success": success})
        )  # fmt: skip
        if success:
            for c in theirs:
                destroy(s, c, events, "attack")
    if s.phase == OVER:
        return
    if attacker == HUNTERS and s.harpoon:
        s.harpoon = False
        boats = [c for c in mine if c in BOATS and s.status[c] == AFLOAT]
        if len(boats) == 1:
            destroy(s, boats[0], events, "harpoon")
        elif boats:
            s.group = boats
            s.foul = True


def legal_foul(s: LeviathanData) -> list[Action]:
    return [Action("capsize", (CARD_IDS[c],)) for c in s.group]


def foul(s: LeviathanData, card: int, events: list[Event]) -> None:
    """The Harpoon Was Darted...: the line runs foul and one boat of the group capsizes."""
    s.foul = False
    s.group = []
    destroy(s, card, events, "harpoon")
