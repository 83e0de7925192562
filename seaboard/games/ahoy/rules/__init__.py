"""The rules of Ahoy as functions over the data (`state.py`), one module per part of the
sequence of play: `common` (map, figures, damage), `battle` (§6.4-6.5), `move` (§5),
`turn` (set-up, dice and actions, end of turn and round). This module dispatches on the
pending decision on top of the stack and runs the automatic steps between decisions."""

from __future__ import annotations

from seaboard.engine.game import Action, Event, IllegalAction
from seaboard.games.ahoy.content import CARD_INDEX, CARDS, space_words
from seaboard.games.ahoy.rules import battle as B
from seaboard.games.ahoy.rules import coral as K
from seaboard.games.ahoy.rules import crew as W
from seaboard.games.ahoy.rules import leviathan as L
from seaboard.games.ahoy.rules import move as M
from seaboard.games.ahoy.rules import smuggler as S
from seaboard.games.ahoy.rules import turn as T
from seaboard.games.ahoy.state import OVER, AhoyData, Frame

DECISIONS = {
    "turn": "Taking a turn (place 2 dice)",
    "start": "Set-up",
    "move": "Moving",
    "explore": "Exploring",
    "steer": "Sea Dog or Barrelman: steer",
    "pilot": "Pilot: Wreckage",
    "tailwind": "Tailwind",
    "drop": "Sail: drop a Patrol",
    "comrades": "Sail: Comrades at an Island",
    "order": "Order",
    "deploy": "Deploy",
    "repair": "Repair",
    "harbor": "Harbor: repair a damaged slot",
    "jobdamage": "Coral Cap: a Frigate's damage",
    "assemble": "Assemble",
    "inspire": "Inspire",
    "damage": "Damage",
    "fortify": "Strongholds",
    "raise": "Two-player clean-up: raise a wealth die",
    "refresh": "Two-player clean-up: the Market",
    "battle": "Battle",
    "fightorder": "Battle: which enemy to battle next",
    "evacuate": "Evacuation",
    "spread": "Evacuation",
    "sneak": "Sneak Attack",
    "sneak_patrols": "Sneak Attack: remove up to 2 Patrols",
    "enlist_island": "Enlist",
    "enlist": "Enlist",
    "reward": "Smugglers: the reward grid",
    "spend": "Smugglers: reward, spend gold for Fame",
    "anyrecruit": "Smugglers: reward, recruit a Crew",
    "pledge": "Smugglers: Deliver, pledge the Cargo",
    "negotiate": "Negotiate",
    "edge": "Smugglers: reward, add a tile to the map",
    "raise_any": "Smugglers: reward, raise a wealth die",
    "slither": "Leviathan: Start-of-Turn Movement",
    "pickhead": "Leviathan: choose a Head",
    "strike": "Leviathan: Strike",
    "feast": "Leviathan: Feast",
    "grow": "Leviathan: Grow",
    "advance": "Leviathan: advance Speed or Fangs",
    "growhead": "Leviathan: Grow Head",
    "evolve": "Leviathan: Evolve",
    "devour": "Leviathan: Devour",
    "brain": "Leviathan: Developed Brain",
    "nimble": "Leviathan: Nimble",
    "extras": "Leviathan: Battle Victory",
    "pickfig": "Coral Cap: choose a figure",
    "parade": "Coral Cap: Parade",
    "relocate": "Coral Cap: Relocate",
    "rob": "Coral Cap: Rob",
    "placefrigate": "Coral Cap: outfit a Frigate",
    "crepair": "Coral Cap: Repair",
    "aftermove": "Coral Cap: a Frigate's ability after moving",
    "wayfinder": "Coral Cap: the Wayfinder",
    "shipmode": "Cutter or Gunship: Sail or Tailwind",
    "launchship": "Cutter or Gunship: put it on an Island",
    "anyspace": "Ghastly Gust",
    "mystic": "Mystic",
    "official": "Convincing Official",
    "shift": "Convincing Comrade",
    "monkey": "Powder Monkey",
    "noble": "Naive Noble",
    "buccaneer": "Buccaneer",
    "beakhead": "Battering Beakhead",
    "gunnery": "Gunner's Mate",
}
AUTOMATIC = ("fights", "endturn", "newround")


def to_move(state: AhoyData) -> int | None:
    if state.phase == OVER or not state.pending:
        return None
    top = state.pending[-1]
    if top.kind == "battle":
        return B.battle_to_move(state, top)
    return top.player


def legal(state: AhoyData) -> list[Action]:
    if state.phase == OVER or not state.pending:
        return []
    top = state.pending[-1]
    if top.kind == "turn":
        return T.turn_legal(state, top)
    if top.kind == "move":
        return M.move_legal(state, top)
    if top.kind == "explore":
        return M.explore_legal(state, top)
    if top.kind == "steer":
        return M.steer_legal(state, top)
    if top.kind == "pilot":
        return M.pilot_legal(state, top)
    if top.kind == "battle":
        return B.battle_legal(state, top)
    return frame_legal(state, top)


def frame_legal(state: AhoyData, top: Frame) -> list[Action]:
    if top.kind == "fightorder":
        return B.order_legal(state, top)
    if top.kind in S.SMUGGLER_FRAMES:
        return S.frame_legal(state, top)
    if top.kind in L.LEVIATHAN_FRAMES:
        return L.frame_legal(state, top)
    if top.kind in K.CORAL_FRAMES:
        return K.frame_legal(state, top)
    if top.kind in W.CREW_FRAMES:
        return W.frame_legal(state, top)
    return T.small_legal(state, top)


def apply(state: AhoyData, action: Action) -> list[Event]:
    events: list[Event] = []
    top = state.pending[-1]
    if top.kind == "turn":
        T.turn_apply(state, top, action, events)
    elif top.kind == "move":
        if action.kind == "stop":
            top.b |= M.STOPPED
        elif action.kind == "wrap":
            M.do_wrap(state, top, str(action.args[0]), events)
        else:
            M.do_step(state, top, str(action.args[0]), events)
    elif top.kind == "explore":
        M.explore_apply(state, top, action, events)
    elif top.kind == "steer":
        M.steer_apply(state, top, action, events)
    elif top.kind == "pilot":
        M.pilot_apply(state, top, action, events)
    elif top.kind == "battle":
        B.battle_apply(state, top, action, events)
    elif top.kind == "fightorder":
        B.order_apply(state, top, action)
    elif top.kind in S.SMUGGLER_FRAMES:
        S.frame_apply(state, top, action, events)
    elif top.kind in L.LEVIATHAN_FRAMES:
        L.frame_apply(state, top, action, events)
    elif top.kind in K.CORAL_FRAMES:
        K.frame_apply(state, top, action, events)
    elif top.kind in W.CREW_FRAMES:
        W.frame_apply(state, top, action, events)
    else:
        T.small_apply(state, top, action, events)
    settle(state, events)
    for e in events:  # name the faction, so a sentence needs no seat table
        seat = e.data.get("player")
        if isinstance(seat, int) and "faction" not in e.data:
            e.data["faction"] = faction_name(state, seat)
    return events


def faction_name(state: AhoyData, seat: int) -> str:
    faction = state.players[seat].faction
    if faction == "smuggler":
        first = next(i for i, p in enumerate(state.players) if p.faction == "smuggler")
        return "red smuggler" if seat == first else "white smuggler"
    return faction


def settle(state: AhoyData, events: list[Event]) -> None:
    """Run automatic steps until a player must decide (or the game is over)."""
    while state.phase != OVER and state.pending:
        top = state.pending[-1]
        kind = top.kind
        if kind == "fights":
            if not top.b and len(B.order_choices(state, top)) > 1:
                state.pending.append(Frame("fightorder", top.player, fig=top.fig))
                return  # the mover picks which battle comes next
            top.b = 0
            B.next_fight(state, top, events)
        elif kind == "battle":
            needs_decision = B.battle_auto(state, top, events)
            if needs_decision and top in state.pending and top.battle is not None:
                return
        elif kind == "move":
            if top.n <= 0 or top.b & M.STOPPED:
                M.finish_move(state, top, events)
            else:
                return
        elif kind == "endturn":
            T.end_turn(state, top, events)
        elif kind == "newround":
            T.new_round(state, top, events)
        elif kind in ("turn", "explore", "steer", "pilot"):
            return
        elif not frame_legal(state, top):
            state.pending.remove(top)  # nothing left to choose (e.g. no damage-able slot)
        else:
            return


def explain(state: AhoyData, action: Action) -> IllegalAction:
    if state.phase == OVER:
        return IllegalAction("the game is over")
    top = state.pending[-1]
    rule = DECISIONS.get(top.kind, "Sequence of play")
    seat = to_move(state)
    options = ", ".join(a.text for a in legal(state)[:6])
    return IllegalAction(f"'{action.text}' is not possible now; seat {seat} may: {options}", rule)


def label(state: AhoyData, action: Action) -> str:
    a = action.args
    k = action.kind
    if k == "start":
        return f"Start at {space_words(str(a[0]))}"
    if k == "to":
        return f"Move directly to {space_words(str(a[0]))}"
    if k == "deploy":
        return f"Deploy at {space_words(str(a[0]))}"
    if k == "place":
        return f"Place a {a[1]} as {a[2]} on {a[0]}"
    if k == "recruit":
        return f"Recruit {CARDS[CARD_INDEX[str(a[0])]].name}"
    if k == "step":
        return f"Move {dict(n='north', e='east', s='south', w='west')[str(a[0])]}"
    if k == "wreckage":
        return (
            "Pilot: ignore the Wreckage damage" if a[0] == "ignore" else "Take the Wreckage damage"
        )
    if k == "fight":
        enemy = state.figures[int(str(a[0]))]
        return f"Battle the {faction_name(state, enemy.owner)} {enemy.kind} next"
    if k == "jobdamage":
        return f"Damage the {a[1]} Job slot of the {str(a[0]).capitalize()}"
    if k == "unpatrol":
        return f"Sneak Attack: remove the Patrol at {a[0]}"
    return action.text


__all__ = ["apply", "legal", "explain", "label", "to_move", "settle", "C"]
