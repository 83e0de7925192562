"""Legal actions and transitions of Hunt for Blackbeard, by the rulebook's Sequence of Play.

One module per phase, each importing only those below it (the phases hand on to the next):
`interview` (B) > `blackbeard` (C) > `hunters` (D) > `encounters` (E) > `piracy` (F) > `end` (G)
> `setup` (A) > `spotting` (Hidden Information) > `common`. This module dispatches an action
to its phase, explains illegal actions and labels legal ones.
"""

from __future__ import annotations

from seaboard.engine.game import Action, Event, IllegalAction
from seaboard.games.blackbeard import content as C
from seaboard.games.blackbeard.content import (
    AID,
    ANCHORAGES,
    ASSETS,
    DEFENSES,
    DID,
    INF_IDS,
    INFORMANTS,
    SPACES,
    TID,
)
from seaboard.games.blackbeard.rules.blackbeard import bb_actions, blackbeard_action
from seaboard.games.blackbeard.rules.common import SID, SPACE_IDS
from seaboard.games.blackbeard.rules.encounters import encounter, encounter_actions, end_encounter
from seaboard.games.blackbeard.rules.hunters import hunter_action, hunter_actions
from seaboard.games.blackbeard.rules.interview import interview, interview_actions
from seaboard.games.blackbeard.rules.piracy import piracy_actions, piracy_decision
from seaboard.games.blackbeard.rules.setup import set_camp
from seaboard.games.blackbeard.rules.spotting import chain_actions, open_spot, secret_spot
from seaboard.games.blackbeard.state import (
    BLACKBEARD_ACTIONS,
    ENCOUNTER,
    FLEE,
    HUNTER_ACTIONS,
    INTERVIEW,
    OVER,
    PIRACY,
    SAIL_AND_MARCH,
    SCOUT_AGAIN,
    SET_CAMP,
    BlackbeardData,
)


def legal(state: BlackbeardData) -> list[Action]:
    if state.phase == OVER:
        return []
    if state.sighting_chains:
        return chain_actions(state)
    phase = state.phase
    if phase == SET_CAMP:
        return [Action("camp", (SPACE_IDS[space],)) for space in ANCHORAGES]
    if phase == INTERVIEW:
        return interview_actions(state)
    if phase == BLACKBEARD_ACTIONS:
        return bb_actions(state)
    if phase == HUNTER_ACTIONS:
        return hunter_actions(state)
    if phase == ENCOUNTER:
        return encounter_actions(state)
    if phase == PIRACY:
        return piracy_actions(state)
    return []


def apply(state: BlackbeardData, action: Action) -> list[Event]:
    kind = action.kind
    events: list[Event] = []
    if kind in ("chain", "chain_end"):
        sighting, secret = state.sighting_chains.pop()
        if kind == "chain":
            space = SID[action.args[0]]
            if secret:
                secret_spot(state, space, events)
            else:
                open_spot(state, space, events)
        if not state.sighting_chains:
            after_chains(state, events)
        return events
    phase = state.phase
    if phase == SET_CAMP:
        set_camp(state, SID[action.args[0]], events)
    elif phase == INTERVIEW:
        interview(state, action, events)
    elif phase == BLACKBEARD_ACTIONS:
        blackbeard_action(state, action, events)
    elif phase == HUNTER_ACTIONS:
        hunter_action(state, action, events)
    elif phase == ENCOUNTER:
        encounter(state, action, events)
    elif phase == PIRACY:
        piracy_decision(state, action, events)
    return events


def after_chains(state: BlackbeardData, events: list[Event]) -> None:
    """A chain of Sightings ended; the sequence goes on where it stood."""
    if (
        state.phase == HUNTER_ACTIONS
        and state.hunter_segment == SAIL_AND_MARCH
        and all(state.stopped)
    ):
        state.hunter_segment = SCOUT_AGAIN
        state.scouted = [0] * 3
        state.canoed = [False] * 3
    battle = state.battle
    if (
        state.phase == ENCOUNTER
        and battle is not None
        and battle.stage == FLEE
        and not battle.fleeing
    ):
        end_encounter(state, events)


RULE_OF_PHASE = {
    SET_CAMP: "A. Turn 1: Set Camp",
    INTERVIEW: "B. Interview Informants",
    BLACKBEARD_ACTIONS: "C. Blackbeard Actions",
    HUNTER_ACTIONS: "D. The Hunters Actions",
    ENCOUNTER: "E. Encounters",
    PIRACY: "F. Resolve Piracy",
}


REASONS = {
    "camp": ("the Camp goes in an Anchorage slot", "Turn 1: Set Camp"),
    "spot": (
        "no face-up Informant with a pawn free can Spot that space (icons and space types)",
        "B. Interview Informants",
    ),
    "surveil": ("Surveil only a space just Spotted by an Informant", "B. Interview Informants"),
    "chain": ("a Sighting lets you Spot one space adjacent to it by Water Route", "Sightings"),
    "plan": ("no pawn left, or no open square on that tile, or Planning is over", "Plan Piracy"),
    "prepare": (
        "no pawn left, the Purse cannot pay, it is Prepared, or Sailing has begun",
        "Prepare Defenses",
    ),
    "sail": (
        "Adventure Sails to an adjacent space by Water Route, one pawn each (Hire Doctor: 3)",
        "Sail",
    ),
    "commandeer": (
        "Commandeer only in that segment, with the named pieces at James River",
        "Commandeer Assets",
    ),
    "scout": (
        "Scout a standing block at or adjacent to a piece, once per piece per Scout segment, "
        "not from Cape Henry",
        "Scout",
    ),
    "move": ("not a legal Sail or March for that piece and your pawns now", "Sail and March"),
    "helm": ("Skilled Helm: from an Ocean or Sound, up to 3 spaces by Water", "Skilled Helm"),
    "stop": ("that piece has already ended its move", "Sail and March"),
    "escape": (
        "Escape by Water to an adjacent space, not Cape Henry nor one with a Hunter piece",
        "Escape",
    ),
    "board": ("only the winner of the Escape roll may choose to Board", "Boarding"),
    "withdraw": ("Hammer & Anvil: the Hunters may not Escape", "Hammer & Anvil"),
    "declare": ("that tile cannot be declared for this roll", "Declaring Tiles"),
    "hit": ("at most one Rigging and one Crew Hit on each Hunter Sloop", "Firing"),
    "mark": ("at most two Hits of each type on Adventure", "Firing"),
    "pardon": (
        "set aside one other face-up Piracy tile, chosen as Resolve Piracy begins when Seek "
        "Pardon will be filled",
        "Seek Pardon",
    ),
    "fete": ("choose a Defense tile not yet Prepared", "Fete Tobias Knight"),
}


def explain(state: BlackbeardData, action: Action) -> IllegalAction:
    if state.sighting_chains and action.kind not in ("chain", "chain_end"):
        return IllegalAction(
            "finish the chain of Sightings first (chain SPACE or chain_end)", "Sightings"
        )
    kinds = {legal_action.kind for legal_action in legal(state)}
    if action.kind in REASONS and action.kind in kinds:
        msg, rule = REASONS[action.kind]
        return IllegalAction(msg, rule)
    if action.kind in kinds:
        return IllegalAction(f"'{action.text}' is not possible now", RULE_OF_PHASE.get(state.phase))
    rule = RULE_OF_PHASE.get(state.phase, "Sequence of Play")
    if state.phase == HUNTER_ACTIONS and action.kind in (
        "commandeer",
        "scout",
        "move",
        "helm",
        "stop",
    ):
        return IllegalAction(
            "finish each segment in order: Commandeer, Scout, Sail and March, Scout again",
            "D. The Hunters Actions",
        )
    if state.phase == BLACKBEARD_ACTIONS and action.kind in ("plan", "prepare"):
        return IllegalAction(
            "follow the order: Plan Piracy, Prepare Defenses, then Sail (or no pawn left)",
            "C. Blackbeard Actions",
        )
    return IllegalAction(f"'{action.text}' is not an action of this moment", rule)


def label(state: BlackbeardData, action: Action) -> str:
    kind, args = action.kind, action.args

    def name(arg: object) -> str:
        if isinstance(arg, str) and arg in SID:
            return SPACES[SID[arg]].name
        if isinstance(arg, str) and arg in TID:
            return C.PIRACY[TID[arg]].name
        if isinstance(arg, str) and arg in DID:
            return DEFENSES[DID[arg]].name
        if isinstance(arg, str) and arg in AID:
            return ASSETS[AID[arg]].name
        if isinstance(arg, str) and arg in INF_IDS:
            return INFORMANTS[INF_IDS.index(arg)].name
        return str(arg).replace("_", " ").title()

    words = {
        "camp": "Set Camp at",
        "spot": "Interview {0} to Spot",
        "surveil": "Surveil",
        "chain": "Follow the Sighting to",
        "chain_end": "Stop following Sightings",
        "done": "Done",
        "plan": "Plan Piracy:",
        "prepare": "Prepare Defense:",
        "sail": "Sail Adventure to",
        "commandeer": "Commandeer",
        "scout": "{0} Scouts",
        "move": "{0} to",
        "helm": "Skilled Helm: {0} to",
        "stop": "{0} ends its move and Spots",
        "next": "Next segment",
        "declare": "Declare",
        "roll": "Roll",
        "escape": "Escape to",
        "board": "Board!",
        "withdraw": "Escape (Hunters)",
        "flee": "{0} escapes to",
        "shot": "Chain/Grape Hits are",
        "hit": "Assign the Hit to",
        "mark": "Mark the Hit as",
        "pardon": "Set aside",
        "fete": "Take free Defense:",
    }
    if kind == "done" and state.phase == PIRACY:
        return "No Defense left to take" if state.fete_left else "Resolve Piracy"
    text = words.get(kind, kind)
    if "{0}" in text and args:
        return text.format(name(args[0])) + ("" if len(args) < 2 else " " + name(args[1]))
    return (text + " " + " ".join(name(arg) for arg in args)).strip()
