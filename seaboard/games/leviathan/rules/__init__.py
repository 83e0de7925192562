"""Leviathan's rules as functions over the data, in the order of the rulebook: Set-Up
(setup.py), the turn sequences (here), Movement (movement.py), Maneuvers (maneuvers.py),
Attacks with Destroyed Vessels/Whales (attacks.py), Collisions and Rescues (common.py,
movement.py), Tactical Cards (tactics.py), Game End (common.py).

Every action is atomic: a movement is `move CARD`, `steer DEGREES`, `go MILLIMETRES`;
decisions the rules give a player in the middle of something (which vessel a collision
destroys, a Barrel Roll, a card to take back) are asked before play goes on.
"""

from __future__ import annotations

from seaboard.engine.game import Action, Event, IllegalAction
from seaboard.games.leviathan import content as C
from seaboard.games.leviathan.rules import attacks, maneuvers, movement, setup, tactics
from seaboard.games.leviathan.rules.common import (
    attackable,
    end_turn,
    own_cards,
    params,
    rescue_check,
)
from seaboard.games.leviathan.state import (
    BEASTS,
    CARD_IDS,
    CARD_INDEX,
    FINISH,
    FOR_EXTRA,
    FOR_STEP1,
    HUNTERS,
    OVER,
    SETUP_PEQUOD,
    SETUP_WHALES,
    STEP1,
    STEP2,
    STEP3,
    LeviathanData,
)

__all__ = ["apply", "explain", "label", "legal", "setup", "to_move"]


def deciding(s: LeviathanData) -> int | None:
    """The seat a pending decision waits for, or None."""
    if s.collision or s.retrievals or s.repick or s.foul or s.spotting:
        return HUNTERS
    if s.roll_offer or s.rolling >= 0:
        return BEASTS
    return None


def to_move(s: LeviathanData) -> int | None:
    if s.phase == OVER:
        return None
    who = deciding(s)
    if who is not None:
        return who
    if s.phase == SETUP_WHALES:
        return BEASTS
    if s.phase == SETUP_PEQUOD:
        return HUNTERS
    return s.active


def step1_left(s: LeviathanData) -> list[int]:
    """Step 1: the cards that still owe their movement (one card in all with the option
    one_card_moves; a card with no legal movement, among islands, stays put)."""
    if params(s.config).one_card_moves and s.step1_moves >= 1:
        return []
    return [c for c in own_cards(s, s.active) if not s.moved >> c & 1 and movement.can_move(s, c)]


def _step2(s: LeviathanData) -> list[Action]:
    out = [
        Action("move", (CARD_IDS[c],)) for c in own_cards(s, s.active) if movement.can_move(s, c)
    ]
    if s.active == HUNTERS:
        out += maneuvers.legal_lower(s)
    else:
        out += maneuvers.legal_undersea(s)
        out += attacks.legal_attacks(s)
    return out


def legal(s: LeviathanData) -> list[Action]:
    if s.phase == OVER:
        return []
    if s.collision:
        return movement.legal_sink(s)
    if s.retrievals:
        return tactics.legal_retrieve(s)
    if s.roll_offer:
        return attacks.legal_roll(s)
    if s.rolling >= 0:
        return attacks.legal_slide(s)
    if s.repick:
        return attacks.legal_repick(s)
    if s.foul:
        return attacks.legal_foul(s)
    if s.spotting:
        return tactics.legal_spot(s)
    if s.moving == -2:
        return tactics.legal_tactic_move(s)
    if s.moving >= 0:
        return movement.legal_steps(s)
    if s.lower_side:
        return maneuvers.legal_offset(s)
    if s.phase == SETUP_WHALES:
        return setup.legal_place(s)
    if s.phase == SETUP_PEQUOD:
        return setup.legal_launch(s)
    if s.phase == STEP1:
        out = [Action("move", (CARD_IDS[c],)) for c in step1_left(s)]
    elif s.phase == STEP2:
        out = _step2(s)
    elif s.phase == STEP3:
        out = [*attacks.legal_attacks(s), Action("end")]
    else:
        out = [Action("end")]
    return out + tactics.legal_play(s)


def _card(name: object) -> int:
    return CARD_INDEX[str(name)]


def apply(s: LeviathanData, action: Action) -> list[Event]:
    events: list[Event] = []
    kind, args = action.kind, action.args
    if kind == "place":
        setup.place(s, str(args[0]), events)
    elif kind == "launch":
        setup.launch(s, int(args[0]), events)
    elif kind == "move":
        purpose = FOR_STEP1 if s.phase == STEP1 else FOR_EXTRA
        if s.moving == -2:
            purpose = tactics.FOR_TACTIC
        movement.begin(s, _card(args[0]), purpose)
    elif kind == "steer":
        movement.steer(s, int(args[0]))
    elif kind == "go":
        movement.go(s, int(args[0]), events)
    elif kind == "sink":
        movement.sink(s, _card(args[0]), events)
    elif kind == "lower":
        maneuvers.lower(s, str(args[0]), str(args[1]), events)
    elif kind == "offset":
        maneuvers.place_boat(s, int(args[0]), events)
    elif kind == "swap":
        maneuvers.swap(s, _card(args[0]), _card(args[1]), events)
    elif kind == "reorient":
        maneuvers.reorient(s, _card(args[0]), events)
    elif kind == "attack":
        if s.repick:
            attacks.repick(s, str(args[0]), events)
        else:
            attacks.declare(s, str(args[0]), events)
    elif kind == "roll":
        attacks.roll(s, _card(args[0]), events)
    elif kind == "no_roll":
        attacks.no_roll(s, events)
    elif kind == "slide":
        attacks.slide(s, str(args[0]), int(args[1]), events)
    elif kind == "capsize":
        attacks.foul(s, _card(args[0]), events)
    elif kind == "play":
        tactics.play(s, str(args[0]), events)
    elif kind == "spot":
        tactics.spot(s, _card(args[0]), events)
    elif kind == "retrieve":
        tactics.retrieve(s, str(args[0]), events)
    elif kind == "end":
        end_turn(s, events)
    else:  # pragma: no cover - legality is checked first
        raise IllegalAction(f"'{action.text}' is not an action of Leviathan")
    if s.phase != OVER and not s.collision:
        rescue_check(s, events)
    advance(s, events)
    return events


def advance(s: LeviathanData, events: list[Event]) -> None:
    """Moves the sequence of play on past steps that leave nothing to decide."""
    while s.phase != OVER and deciding(s) is None and s.moving == -1 and not s.lower_side:
        if s.phase == STEP1:
            if step1_left(s):
                return
            s.phase = STEP2
        elif s.phase == STEP2:
            if _step2(s):
                return
            s.phase = STEP3 if s.active == HUNTERS else FINISH
        elif s.phase == STEP3:
            if attackable(s) or tactics.playable(s):
                return
            end_turn(s, events)
        elif s.phase == FINISH:
            if tactics.playable(s):
                return
            end_turn(s, events)
        else:
            return


# -- explanations and labels --------------------------------------------------------------

RULE = {
    "place": "Set-Up",
    "launch": "Set-Up",
    "move": "Movement",
    "steer": "Movement",
    "go": "Movement",
    "sink": "Collisions",
    "lower": "Maneuvers",
    "offset": "Maneuvers",
    "swap": "Maneuvers",
    "reorient": "Maneuvers",
    "attack": "Attacks",
    "roll": "Tactical Cards",
    "no_roll": "Tactical Cards",
    "slide": "Tactical Cards",
    "capsize": "Tactical Cards",
    "play": "Tactical Cards",
    "spot": "Tactical Cards",
    "retrieve": "Rescues",
    "end": "Game Play",
}


def explain(s: LeviathanData, action: Action) -> IllegalAction:
    rule = RULE.get(action.kind)
    if rule is None:
        return IllegalAction(f"'{action.text}' is not an action of Leviathan")
    if s.phase == OVER:
        return IllegalAction("the game is over", "Game End")
    who = to_move(s)
    waiting = [a.text for a in legal(s)][:6]
    side = "the Moby Dick player" if who == BEASTS else "the Ahab player"
    return IllegalAction(
        f"'{action.text}' is not possible now: {side} is to choose one of {', '.join(waiting)}",
        rule,
    )


def label(s: LeviathanData, action: Action) -> str:
    kind, args = action.kind, action.args
    if kind == "place":
        return f"lay {C.WHALES[C.WHALE_IDS.index(str(args[0]))].name} in the next place of the row"
    if kind == "launch":
        k = int(args[0])
        where = (
            "centred"
            if k == 0
            else f"{abs(k) * params(s.config).launch_step:g} mm " + ("right" if k > 0 else "left")
        )
        return f"lay the Pequod at your edge, {where}"
    if kind == "move":
        return f"move {args[0]}"
    if kind == "steer":
        t = int(args[0])
        return (
            "keep the heading"
            if t == 0
            else f"turn {abs(t)} degrees " + ("to port (left)" if t > 0 else "to starboard (right)")
        )
    if kind == "go":
        return f"advance {args[0]} mm"
    if kind == "sink":
        return f"the collision destroys {args[0]}"
    if kind == "lower":
        return f"lower a boat on the {args[0]} side, facing {args[1]}"
    if kind == "offset":
        return f"lower it {args[0]} mm along the Pequod"
    if kind == "swap":
        return f"undersea: switch {args[0]} and {args[1]}"
    if kind == "reorient":
        return f"undersea: turn {args[0]} about"
    if kind == "attack":
        return f"attack the group of {args[0]}"
    if kind == "roll":
        return f"Barrel Roll: slide {args[0]} sideways"
    if kind == "no_roll":
        return "no Barrel Roll"
    if kind == "slide":
        return f"slide {args[1]} mm to {args[0]}"
    if kind == "capsize":
        return f"the harpoon line capsizes {args[0]}"
    if kind == "play":
        return f"play {C.TACTICS[str(args[0])].name}"
    if kind == "spot":
        return f"There She Blows!: reveal {args[0]}"
    if kind == "retrieve":
        return (
            "take back no card"
            if args[0] == "none"
            else (f"take back {C.TACTICS[str(args[0])].name}")
        )
    return "end your turn"
