"""Legal actions and transitions of Fleet with Arctic Bounty, by the round's sequence of play.

Sections named in comments are those of ../shared/rules/fleet.md (the base game
reconstruction); "AB" names a section of the Arctic Bounty rulebook.

One module per phase: `setup` (§3), `payment`, `auction` (Phase 1, §5.1), `launch`
(Phase 2, §5.2), `fishing` (Phase 3, §5.3), `processing` (Phase 4, §5.4), `draw` (Phase 5,
§5.5-5.6), over `scoring` (§7), `corporation` (AB 2p/solo Captains) and `common`. A phase
that is over says which comes next (`common.end_phase`); `advance` here holds the Tug Boat
window and starts it, so the phase modules never import each other in a loop. This module
dispatches an action to its phase; `explain` says why an action is illegal and labels it.

Readings of the Arctic Bounty text chosen here:
- First Mate: "discarding a Crate and a Boat Card" names no crate, so the player picks any
  one of his (processed, Pacific Oyster license, Crewman card, a boat, a tucked Salmon card).
- Canadian DFO: the active player chooses which other players give a crate (at most one
  each, three in all) and from which boat; he must take from players while any have crates,
  the supply gives only the remainder (the text takes from players "then" from the supply).
- Crewman "Launch Two Boats" (house reading): "May be used two separate times to perform an
  extra Launch action" is read as two uses of one extra launch each, and nothing forbids
  both in the same Launch Boats phase, so both may be used in one phase or in two rounds.
  A use is offered once the round's own launches are used up.
- Tug Boat: "At ANY time during the game, a player may decide to pick up all the cards on
  any Tug Boat". The engine has one player deciding at a time, so the pick-up is offered
  at every decision of its owner and, for the moments when he has none, in a Tug Boat
  window between any two phases of the round (before the Auction, Launch Boats, Fishing,
  Processing and Draw phases), where every owner of a Tug Boat with cards, in turn order,
  may pick up or go on (`done`). Not on another player's decision within a phase.
"""

from __future__ import annotations

from collections.abc import Callable

from seaboard.engine.game import Action, Event
from seaboard.games.fleet.rules.auction import auction_action, auction_actions, auction_start
from seaboard.games.fleet.rules.common import tugs_with_cards, turn_order
from seaboard.games.fleet.rules.draw import draw_action, draw_actions, draw_phase_start
from seaboard.games.fleet.rules.explain import explain, label
from seaboard.games.fleet.rules.fishing import fishing_action, fishing_actions, fishing_start
from seaboard.games.fleet.rules.launch import (
    hire_continue,
    launch_action,
    launch_actions,
    launch_continue,
    launch_start,
    pick_up_tug,
)
from seaboard.games.fleet.rules.payment import payment_action, payment_actions
from seaboard.games.fleet.rules.processing import (
    processing_action,
    processing_actions,
    processing_start,
)
from seaboard.games.fleet.rules.setup import setup, setup_action, setup_actions
from seaboard.games.fleet.state import (
    BETWEEN_PHASES,
    BID,
    CREWDRAW,
    CREWPICK,
    DRAW,
    FISH,
    HIRE,
    KEEP,
    LAUNCH,
    MATE,
    NO_LICENSE,
    OPEN,
    PAY,
    PROCESS,
    SALMON,
    SALVAGE,
    SWAP,
    TAKE,
    TUG_WINDOW,
    WEATHER,
    FleetData,
)
from seaboard.games.fleet.tables import A_DONE, A_TUG, BOAT_NAMES

__all__ = ["advance", "apply", "explain", "label", "legal", "setup"]

LEGAL_IN_PHASE: dict[int, Callable[[FleetData], list[Action]]] = {
    PAY: payment_actions,
    OPEN: auction_actions,
    BID: auction_actions,
    CREWPICK: auction_actions,
    CREWDRAW: auction_actions,
    NO_LICENSE: auction_actions,
    LAUNCH: launch_actions,
    HIRE: launch_actions,
    TAKE: launch_actions,
    MATE: launch_actions,
    WEATHER: fishing_actions,
    SALMON: fishing_actions,
    FISH: fishing_actions,
    PROCESS: processing_actions,
    DRAW: draw_actions,
    SALVAGE: draw_actions,
    SWAP: draw_actions,
    KEEP: setup_actions,
}
APPLY_IN_PHASE: dict[int, Callable[[FleetData, Action], None]] = {
    PAY: payment_action,
    OPEN: auction_action,
    BID: auction_action,
    CREWPICK: auction_action,
    CREWDRAW: auction_action,
    NO_LICENSE: auction_action,
    LAUNCH: launch_action,
    HIRE: launch_action,
    TAKE: launch_action,
    MATE: launch_action,
    WEATHER: fishing_action,
    SALMON: fishing_action,
    FISH: fishing_action,
    PROCESS: processing_action,
    DRAW: draw_action,
    SALVAGE: draw_action,
    SWAP: draw_action,
    KEEP: setup_action,
}


PHASE_STARTS: dict[int, Callable[[FleetData], None]] = {
    OPEN: auction_start,
    LAUNCH: launch_start,
    FISH: fishing_start,
    PROCESS: processing_start,
    DRAW: draw_phase_start,
}


def legal(state: FleetData) -> list[Action]:
    if state.phase == TUG_WINDOW:
        out = [A_DONE]
    else:
        in_phase = LEGAL_IN_PHASE.get(state.phase)
        out = in_phase(state) if in_phase else []
    if out and state.players[state.current].tug_cards:
        # AB Tug Boat: "At ANY time during the game, a player may decide to pick up all
        # the cards on any Tug Boat": offered at every decision of its owner
        out.extend([A_TUG[boat] for boat in tugs_with_cards(state, state.current)])
    return out


def apply(state: FleetData, action: Action) -> list[Event]:
    """Carry out a legal action; the events of everything it set off, draws last."""
    state.legal_cache = None
    state.events = []
    if state.revealed:
        state.revealed = []
    state.draws = []
    if action.kind == "tug":  # AB Tug Boat: its cards to the hand, the Tug Boat leaves the game
        player = state.current
        pick_up_tug(state, player, action.args[0])
        if state.phase == LAUNCH:
            launch_continue(state, player)
        elif state.phase == HIRE:
            hire_continue(state, player)
        elif state.phase == TUG_WINDOW and not state.players[player].tug_cards:
            next_tug_owner(state)
        # any other decision stays open: the same player decides again
    elif state.phase == TUG_WINDOW:  # done: the next owner, or the next phase
        next_tug_owner(state)
    else:
        APPLY_IN_PHASE[state.phase](state, action)
    advance(state)
    if state.draws:
        flush_draws(state)
    return state.events


def advance(state: FleetData) -> None:
    """Between two phases of the round: the Tug Boat window, then the next phase starts
    (which may itself end at once, when nobody has anything to decide in it)."""
    while state.phase == BETWEEN_PHASES:
        if not state.tug_window_held:
            state.tug_window_held = True
            players = state.players
            state.tug_window = [p for p in turn_order(state) if players[p].tug_cards]
            if state.tug_window:
                state.phase = TUG_WINDOW
                state.current = state.tug_window[0]
                return
        PHASE_STARTS[state.next_phase](state)


def next_tug_owner(state: FleetData) -> None:
    """The Tug Boat window goes on to the next owner with cards, or closes."""
    state.tug_window.pop(0)
    players = state.players
    while state.tug_window and not players[state.tug_window[0]].tug_cards:
        state.tug_window.pop(0)
    if state.tug_window:
        state.current = state.tug_window[0]
    else:
        state.phase = BETWEEN_PHASES


def flush_draws(state: FleetData) -> None:
    """One event per player for all cards drawn in this action: the cards (sorted) to
    him, the count to the others."""
    n = state.num_players
    drawn: dict[int, list[int]] = {}
    for who, got in state.draws:
        if who in drawn:
            drawn[who].extend(got)
        else:
            drawn[who] = list(got)
    for player in sorted(drawn):
        cards = drawn[player]
        if not cards:
            continue
        names = sorted([BOAT_NAMES[card] for card in cards])
        drawer, others = _audience(n, player)
        state.events.append(Event("draw", {"player": player, "cards": names}, drawer))
        if others:
            state.events.append(Event("draw", {"player": player, "count": len(cards)}, others))
    state.draws = []


def _audience(n: int, player: int) -> tuple[frozenset[int], frozenset[int]]:
    """Who sees a draw: the drawer, the others (shared sets, never changed)."""
    found = _AUDIENCE.get((n, player))
    if found is None:
        found = _AUDIENCE[(n, player)] = (frozenset({player}), frozenset(range(n)) - {player})
    return found


_AUDIENCE: dict[tuple[int, int], tuple[frozenset[int], frozenset[int]]] = {}
