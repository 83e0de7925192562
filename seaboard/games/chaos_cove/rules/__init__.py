"""Legal actions and transitions of Chaos Cove, in the rulebook's sequence of play.

One module per phase, each importing only those below it: `place` (Phase One) > `surprise`
(Phase Four) > `defend` (Phase Five) > `tasks` (pending effects) > `combat` (Combat Primer)
> `cards` (hero cards) > `town` > `board` > `produce` (Phase Two) > `end` (Phase Six,
Ending the Game) > `build` (Phase Three) > `setup` (Game Setup) > `common`. This module says who
moves, runs the automatic steps (`settle`), dispatches an action to its phase, explains
illegal actions and labels legal ones (in words: `labels`).

Compound effects are pending `Task`s and combats are `Fight`s on `state.pending`, each
decided one atomic action at a time.

Readings of the rulebook where it is silent or ambiguous are listed, each with its reason,
in `content/rules.toml` (`[[readings]]`, shown by `seaboard rules chaos_cove --sources`). A
player who cannot place (no hero left, or no 3 doubloons for a 3rd or 4th) passes without
being asked: it is their only move; likewise a Phase 2 turn with no ship to use, a Phase 3
turn with nothing to buy, and a Phase 4 turn with no target and no card.
"""

from __future__ import annotations

from seaboard.engine.game import Action, Event, IllegalAction
from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.content import (
    HERO_KEY,
    LOC_KEY,
    N_CARDS,
)
from seaboard.games.chaos_cove.rules import labels
from seaboard.games.chaos_cove.rules.board import any_face_up
from seaboard.games.chaos_cove.rules.build import (
    build_apply,
    build_legal,
    buyable,
    start_build,
)
from seaboard.games.chaos_cove.rules.cards import play_ability
from seaboard.games.chaos_cove.rules.combat import (
    fight_apply,
    fight_legal,
    fight_to_move,
)
from seaboard.games.chaos_cove.rules.common import (
    next_turn,
    on_board,
    room,
)
from seaboard.games.chaos_cove.rules.defend import (
    defend_apply,
    defend_legal,
    defend_step,
    start_defend,
)
from seaboard.games.chaos_cove.rules.place import (
    can_place,
    next_place_turn,
    place_apply,
    place_legal,
)
from seaboard.games.chaos_cove.rules.produce import (
    next_produce_turn,
    produce_apply,
    produce_legal,
    trade_options,
)
from seaboard.games.chaos_cove.rules.surprise import (
    attack_targets,
    start_surprise,
    surprise_apply,
    surprise_legal,
)
from seaboard.games.chaos_cove.rules.tasks import task_apply, task_legal
from seaboard.games.chaos_cove.state import (
    BUILD,
    BUY_PHASE3,
    DEFEND,
    PLACE,
    PRODUCE,
    SURPRISE,
    TASK_NAMES,
    ChaosCoveData,
    Fight,
    Task,
)

RULE_OF = {
    "place": "Phase One - Place Heroes",
    "pass": "Phase One - Place Heroes / Phase Three / Phase Four",
    "end": "Phase One - Place Heroes",
    "location": "Location Effects",
    "hero": "Hero Tile and Card Effects",
    "take": "Phase One - Place Heroes (gaining resources)",
    "ability": "Key Game Resources: Hero Cards",
    "combat": "Combat Primer: Play hero cards",
    "offer": "Combat Primer: other players can contribute hero cards",
    "accept": "Combat Primer: the active player does not have to accept assistance",
    "refuse": "Combat Primer: the active player does not have to accept assistance",
    "cannon": "Combat Primer: Fire cannons",
    "saber": "Combat Primer: wield sabers",
    "powder": "Combat Primer: Explode gunpowder",
    "crew": "Combat Primer: Unleash Gus' crew",
    "fight": "Combat Primer",
    "trade": "Phase Two - Use Forts and Ships",
    "buy": "Phase Three - Buy Construction Cards",
    "build": "Phase Three - Buy Construction Cards (place the piece)",
    "attack": "Phase Four - Surprise Attack in Player Order",
    "defend": "Phase Five - Defend the Cove",
    "flee": "Phase Five - Defend the Cove (wind symbol)",
    "hide": "Hero Tile and Card Effects: Art",
    "lose": "Phase Five - Defend the Cove (lose a matching card)",
    "move": "Hero Tile and Card Effects: Dennis",
    "bounce": "Hero Tile and Card Effects: Iggy (house)",
    "flip": "Location Effects: Lighthouse / Hero Tile and Card Effects: Ben",
    "use": "Location Effects: Port / Hero Tile and Card Effects: Gloria",
    "smith": "Location Effects: Blacksmith",
    "distil": "Location Effects: Distillery (house)",
    "recruit": "Location Effects: Fountain (house)",
    "give": "Location Effects: Market",
    "givecard": "Location Effects: Market",
    "get": "Location Effects: Market",
    "marker": "Location Effects: Garden",
    "gain": "Hero Tile and Card Effects: Claudia / Colin / Pip",
    "unflip": "Hero Tile and Card Effects: Rosa (house)",
    "stop": "Location Effects",
    "done": "Phase Two / Combat Primer",
}


def settle(state: ChaosCoveData) -> None:
    while not state.over and not state.pending:
        phase = state.phase
        if phase == PLACE:
            player = state.turn
            if state.turn_hero == -1 and not can_place(state, player):
                state.passed[player] = True  # no placement possible: the only choice is to pass
                next_place_turn(state)
                continue
            return
        if phase == PRODUCE:
            if state.turn == -1:
                start_build(state)
                continue
            if not trade_options(state, state.turn, state.ships_used):
                next_produce_turn(state)
                continue
            return
        if phase == BUILD:
            if state.turn == -1:
                start_surprise(state)
                continue
            if not buyable(state, state.turn, BUY_PHASE3):
                state.passed[state.turn] = True
                next_turn(state, BUILD)
                continue
            return
        if phase == SURPRISE:
            if state.turn == -1 or not any_face_up(state):
                start_defend(state)
                continue
            player = state.turn
            if not state.hands[player] and not attack_targets(state, player):
                state.passed[player] = True
                next_turn(state, SURPRISE)
                continue
            return
        if phase == DEFEND:
            if defend_step(state):
                return
            continue
        raise AssertionError(f"bad phase {phase}")


def to_move(state: ChaosCoveData) -> int | None:
    """The seat that decides now: the top pending decision's, else the phase's turn."""
    if state.over:
        return None
    if state.pending:
        top = state.pending[-1]
        if isinstance(top, Fight):
            return fight_to_move(state, top)
        return top.player
    return state.turn


def legal(state: ChaosCoveData) -> list[Action]:
    if state.pending:
        top = state.pending[-1]
        if isinstance(top, Fight):
            return fight_legal(state, top)
        return task_legal(state, top)
    phase = state.phase
    player = state.turn
    if phase == PLACE:
        return place_legal(state, player)
    if phase == PRODUCE:
        return produce_legal(state, player)
    if phase == BUILD:
        return build_legal(state, player)
    if phase == SURPRISE:
        return surprise_legal(state, player)
    if phase == DEFEND:
        return defend_legal(state, player)
    raise AssertionError("no legal actions")


_TEXTS: dict[Action, str] = {}


def apply(state: ChaosCoveData, action: Action) -> list[Event]:
    player = to_move(state)
    text = _TEXTS.get(action)
    if text is None:  # the legal actions are the title's own few hundred: their texts kept
        if len(_TEXTS) >= 4096:
            _TEXTS.clear()
        text = _TEXTS[action] = action.text
    events = [Event(action.kind, {"player": player, "action": text})]
    if state.pending:
        top = state.pending[-1]
        if isinstance(top, Fight):
            fight_apply(state, top, action, events)
        else:
            task_apply(state, top, action, events)
    else:
        driver_apply(state, player, action, events)
    settle(state)
    if state.over:
        events.append(Event("game_over", {"cove_fell": state.cove_fell}))
    return events


def driver_apply(state: ChaosCoveData, player: int, action: Action, events: list[Event]) -> None:
    kind = action.kind
    phase = state.phase
    if kind == "ability":
        play_ability(state, player, action.args[0], events)
        return
    if phase == PLACE:
        place_apply(state, player, action, events)
    elif phase == PRODUCE:
        produce_apply(state, player, action)
    elif phase == BUILD:
        build_apply(state, player, action)
    elif phase == SURPRISE:
        surprise_apply(state, player, action)
    elif phase == DEFEND:
        defend_apply(state, player, action)


def explain(state: ChaosCoveData, action: Action) -> IllegalAction:
    """Why an action is refused, naming the rule; never mentions what the player cannot see."""
    kind = action.kind
    rule = RULE_OF.get(kind)
    if rule is None:
        return IllegalAction(f"'{action.text}' is not an action of Chaos Cove")
    why = _why(state, action)
    if why is not None:
        return IllegalAction(why, rule)
    if state.pending:
        top = state.pending[-1]
        what = "a combat" if isinstance(top, Fight) else f"the {TASK_NAMES[top.kind]} effect"
        return IllegalAction(f"'{action.text}' is not possible now: finish {what} first", rule)
    phase = ("", "Place heroes", "Use forts and ships", "Buy construction cards")
    phase += ("Surprise attack", "Defend the cove", "End of round")
    return IllegalAction(f"'{action.text}' is not possible now (phase: {phase[state.phase]})", rule)


def _why(state: ChaosCoveData, action: Action) -> str | None:
    """A specific reason for the commonest refusals (public facts and your own hand only)."""
    kind = action.kind
    player = to_move(state)
    if player is None or state.pending and not isinstance(state.pending[-1], Task | Fight):
        return None
    try:
        if not state.pending and state.phase == PLACE:
            if kind == "pass" and state.placed[player] < K.PLACE.free_placements:
                return "every player places two heroes before passing"
            if kind == "pass" and state.turn_card_played:
                return "you cannot pass in a turn in which you played a hero card"
            if kind == "place" and len(action.args) == 2:
                hero, location = HERO_KEY.get(action.args[0]), LOC_KEY.get(action.args[1])
                if hero is None or location is None:
                    return None
                if state.turn_hero >= 0:
                    return "you have placed a hero this turn; end your turn first"
                if state.hero_owner[hero] != player:
                    return f"{action.args[0]} is not one of your heroes this round"
                if state.hero_location[hero] >= 0:
                    return f"{action.args[0]} is already on the board"
                if not room(state, location):
                    return "only two heroes can be in a single location"
            if kind == "take" and state.turn_hero >= 0:
                return (
                    "a resource can only be taken as many times as its symbol appears, and "
                    "beyond two costs a doubloon each"
                )
        if (
            kind in ("combat", "ability", "offer")
            and action.args
            and isinstance(action.args[0], int)
        ):
            card = action.args[0]
            if 0 <= card < N_CARDS and not on_board(state, card):
                return "a hero card can only be played while its hero is on the board"
        if not state.pending and state.phase == BUILD and kind == "buy":
            return "that card is not face-up, not affordable, or has no free space for its piece"
        if not state.pending and state.phase == SURPRISE and kind == "attack":
            return (
                "you may attack a face-up invader next to your ship or fort, or one in a "
                "breakthrough space"
            )
    except (IndexError, TypeError):
        return None
    return None


def label(state: ChaosCoveData, action: Action) -> str:
    return labels.label(state, action, to_move(state))
