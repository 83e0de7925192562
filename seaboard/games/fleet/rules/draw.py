"""Phase 5, Draw (fleet.md §5.5, Tuna §6.4), the Swordfish swap after it (AB), and the end
of the round (§5.6): the start player marker moves on."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.fleet.rules.common import (
    bonus_level,
    discard_card,
    draw_cards,
    end_phase,
    spend_card_face_up,
    supply_left,
)
from seaboard.games.fleet.rules.scoring import check_trophies
from seaboard.games.fleet.state import DRAW, OPEN, SALVAGE, SWAP, FleetData
from seaboard.games.fleet.tables import (
    A_DISCARD,
    A_DONE,
    A_SALVAGE,
    A_SWAP,
    BOAT_INDEX,
    BOAT_NAMES,
    BON,
    EFFECTS,
    L_RESEARCH,
    L_SALVAGE,
    L_SWORD,
    L_TUNA,
    NB,
    capped,
)


def draw_actions(state: FleetData) -> list[Action]:
    phase = state.phase
    player = state.current
    if phase == DRAW:
        if state.drawn:
            return [A_DISCARD[boat_type] for boat_type in sorted(set(state.drawn))]
        hand = state.players[player].hand
        return [A_DISCARD[boat_type] for boat_type in range(NB) if hand[boat_type]]
    if phase == SALVAGE:
        return [A_SALVAGE, A_DONE]
    if phase == SWAP:
        hand = state.players[player].hand
        out = [A_SWAP[boat_type] for boat_type in range(NB) if hand[boat_type]]
        out.append(A_DONE)
        return out
    return []


def draw_action(state: FleetData, action: Action) -> None:
    events = state.events
    kind = action.kind
    player = state.current
    phase = state.phase
    area = state.players[player]
    if phase == DRAW:
        boat_type = BOAT_INDEX[action.args[0]]
        if state.drawn:
            state.drawn.remove(boat_type)
        else:
            spend_card_face_up(state, player, boat_type)
        discard_card(state, boat_type)
        events.append(Event("discard", {"player": player, "card": action.args[0]}))
        state.draw_discards -= 1
        if state.draw_discards <= 0:
            for card in state.drawn:
                area.hand[card] += 1
            state.drawn = []
            state.turn_index += 1
            draw_phase_next(state)
        return
    if phase == SALVAGE:
        state.salvaged = 1 if kind == "salvage" else 0
        if kind == "salvage":
            events.append(
                Event("salvage", {"player": player, "card": BOAT_NAMES[state.discard_order[-1]]})
            )
        draw_phase_next(state)
        return
    if phase == SWAP:
        area.swapped = True
        if kind == "swap":
            boat_type = BOAT_INDEX[action.args[0]]
            spend_card_face_up(state, player, boat_type)
            discard_card(state, boat_type)
            events.append(Event("swap", {"player": player, "card": action.args[0]}))
            draw_cards(state, player, 1)
        state.turn_index += 1
        swordfish_swap_next(state)
        return
    raise AssertionError(f"unhandled {action.text} in phase {phase}")


def draw_phase_start(state: FleetData) -> None:
    state.turn_index = 0
    draw_phase_next(state)


def draw_phase_next(state: FleetData) -> None:
    n = state.num_players
    while state.turn_index < n:
        player = (state.start_player + state.turn_index) % n
        area = state.players[player]
        tuna_licenses = bonus_level(state, player, L_TUNA)
        draw = capped(BON.tuna_draw, tuna_licenses)
        keep = capped(BON.tuna_keep, tuna_licenses)
        if area.licenses[L_RESEARCH]:  # house proposal: one more card, one more discard
            draw += EFFECTS.research_extra_draw
        top: list[int] = []
        if state.salvage_on and area.licenses[L_SALVAGE] and state.discard_order:
            if state.salvaged < 0:  # house proposal: the top discard for one card?
                state.phase = SALVAGE
                state.current = player
                return
            if state.salvaged == 1:
                boat_type = state.discard_order.pop()
                state.discard_pile[boat_type] -= 1
                top = [boat_type]
                draw -= 1
                state.draws.append((player, top))
        state.salvaged = -1
        if tuna_licenses == 0:  # discard one of the cards just drawn
            got = top + draw_cards(state, player, draw, into_hand=False)
            if len(got) > keep:
                state.drawn = got
                state.draw_discards = len(got) - keep
                state.current = player
                state.phase = DRAW
                return
            for boat_type in got:
                area.hand[boat_type] += 1
        else:  # Tuna: the discard may be any card in hand
            for boat_type in top:
                area.hand[boat_type] += 1
            got = top + draw_cards(state, player, draw)
            if len(got) > keep:
                state.draw_discards = len(got) - keep
                state.current = player
                state.phase = DRAW
                return
        state.turn_index += 1
    state.turn_index = 0
    swordfish_swap_next(state)


def swordfish_swap_next(state: FleetData) -> None:
    """AB Swordfish: after the Draw, discard one card from hand and draw one."""
    n = state.num_players
    while state.turn_index < n:
        player = (state.start_player + state.turn_index) % n
        area = state.players[player]
        if area.licenses[L_SWORD] and not area.swapped and any(area.hand) and supply_left(state):
            state.current = player
            state.phase = SWAP
            return
        state.turn_index += 1
    round_end(state)


def round_end(state: FleetData) -> None:
    """The start player marker moves clockwise (fleet.md §5.6); the next round begins."""
    check_trophies(state)
    state.embargo = -1
    for area in state.players:
        area.swapped = False
    state.start_player = (state.start_player + 1) % state.num_players
    state.round += 1
    state.events.append(Event("round", {"round": state.round, "start": state.start_player}))
    end_phase(state, OPEN)
