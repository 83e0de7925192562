"""Tactical Cards: up to one a turn, at any point of your own turn outside an attack; a
played card is spent. The Beasts' cards never come back and the Moby Dick player may not
play one and make a maneuver in the same turn; Barrel Roll is played in Ahab's turn (in
attacks.py). The Hunters take a spent card back with each rescue. Texts: leviathan.md
2.12 (house)."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.leviathan import content as C
from seaboard.games.leviathan import geometry as g
from seaboard.games.leviathan.rules import movement
from seaboard.games.leviathan.rules.common import own_cards, rect_of, reveal
from seaboard.games.leviathan.state import (
    AFLOAT,
    BEASTS,
    CARD_IDS,
    FINISH,
    FOR_TACTIC,
    HIDDEN,
    HUNTERS,
    PEQUOD,
    STEP1,
    STEP2,
    STEP3,
    WHALE_CARDS,
    LeviathanData,
)


def spot_targets(s: LeviathanData) -> list[int]:
    """There She Blows! (house proposal): hidden whale cards within reach of the Pequod."""
    if s.status[PEQUOD] != AFLOAT:
        return []
    reach = C.TACTICS["there_she_blows"].reach
    ship = rect_of(s, PEQUOD)
    return [
        c for c in WHALE_CARDS if s.status[c] == HIDDEN and g.distance(rect_of(s, c), ship) <= reach
    ]


def playable(s: LeviathanData) -> list[str]:
    """The tactical cards the active player may play now."""
    side = s.active
    if s.tactic_played or s.phase not in (STEP1, STEP2, STEP3, FINISH):
        return []
    if side == BEASTS and s.maneuvered:
        return []
    out = []
    for card in s.held[side]:
        if card in ("ramming_speed", "make_sail"):
            ok = any(movement.can_move(s, c) for c in own_cards(s, side))
        elif card in ("tail_slap", "harpoon"):
            ok = not s.attacked  # never after the attack is declared
        elif card == "there_she_blows":
            ok = bool(spot_targets(s))
        else:
            ok = False  # Barrel Roll: only when Ahab declares an attack
        if ok:
            out.append(card)
    return out


def legal_play(s: LeviathanData) -> list[Action]:
    return [Action("play", (card,)) for card in playable(s)]


def play(s: LeviathanData, card: str, events: list[Event]) -> None:
    side = s.active
    s.held[side].remove(card)
    s.spent[side].append(card)
    s.tactic_played = True
    events.append(Event("tactic", {"side": side, "card": card}))
    if card in ("ramming_speed", "make_sail"):
        s.moving = -2  # an extra movement: the card to move is asked next
        s.purpose = FOR_TACTIC
    elif card == "tail_slap" or card == "harpoon":
        s.bonus = C.TACTICS[card].bonus
        s.harpoon = card == "harpoon"
    elif card == "there_she_blows":
        s.spotting = True


def legal_tactic_move(s: LeviathanData) -> list[Action]:
    return [
        Action("move", (CARD_IDS[c],)) for c in own_cards(s, s.active) if movement.can_move(s, c)
    ]


def legal_spot(s: LeviathanData) -> list[Action]:
    return [Action("spot", (CARD_IDS[c],)) for c in spot_targets(s)]


def spot(s: LeviathanData, card: int, events: list[Event]) -> None:
    s.spotting = False
    reveal(s, card, events)


def legal_retrieve(s: LeviathanData) -> list[Action]:
    return [Action("retrieve", (c,)) for c in sorted(set(s.spent[HUNTERS]))] + [
        Action("retrieve", ("none",))
    ]


def retrieve(s: LeviathanData, card: str, events: list[Event]) -> None:
    """Rescues: the Ahab player may take back one spent tactical card per rescue."""
    s.retrievals -= 1
    if card != "none":
        s.spent[HUNTERS].remove(card)
        s.held[HUNTERS].append(card)
        s.held[HUNTERS].sort(key=C.TACTIC_IDS.index)
        events.append(Event("retrieved", {"card": card}))
    if not s.spent[HUNTERS]:
        s.retrievals = 0
