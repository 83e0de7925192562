"""Phase 5, Draw (fleet.md §5.5, Tuna §6.4), the Swordfish swap after it (AB), and the end
of the round (§5.6): the start player marker moves on."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.fleet.rules.common import (
    bonus_level,
    discard_card,
    draw_cards,
    spend_card_face_up,
    supply_left,
)
from seaboard.games.fleet.rules.scoring import check_trophies
from seaboard.games.fleet.state import DRAW, ROUND_OVER, SALVAGE, SWAP, FleetData
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
    ph = state.phase
    q = state.cur
    if ph == DRAW:
        if state.drawn:
            return [A_DISCARD[t] for t in sorted(set(state.drawn))]
        h = state.players[q].hand
        return [A_DISCARD[t] for t in range(NB) if h[t]]
    if ph == SALVAGE:
        return [A_SALVAGE, A_DONE]
    if ph == SWAP:
        h = state.players[q].hand
        out = [A_SWAP[t] for t in range(NB) if h[t]]
        out.append(A_DONE)
        return out
    return []


def draw_action(state: FleetData, action: Action) -> None:
    ev = state.events
    k = action.kind
    q = state.cur
    ph = state.phase
    pl = state.players[q]
    if ph == DRAW:
        t = BOAT_INDEX[action.args[0]]
        if state.drawn:
            state.drawn.remove(t)
        else:
            spend_card_face_up(state, q, t)
        discard_card(state, t)
        ev.append(Event("discard", {"player": q, "card": action.args[0]}))
        state.draw_discards -= 1
        if state.draw_discards <= 0:
            for c in state.drawn:
                pl.hand[c] += 1
            state.drawn = []
            state.idx += 1
            draw_phase_next(state)
        return
    if ph == SALVAGE:
        state.salvaged = 1 if k == "salvage" else 0
        if k == "salvage":
            ev.append(Event("salvage", {"player": q, "card": BOAT_NAMES[state.dstack[-1]]}))
        draw_phase_next(state)
        return
    if ph == SWAP:
        pl.swapped = True
        if k == "swap":
            t = BOAT_INDEX[action.args[0]]
            spend_card_face_up(state, q, t)
            discard_card(state, t)
            ev.append(Event("swap", {"player": q, "card": action.args[0]}))
            draw_cards(state, q, 1)
        state.idx += 1
        swordfish_swap_next(state)
        return
    raise AssertionError(f"unhandled {action.text} in phase {ph}")


def draw_phase_start(state: FleetData) -> None:
    state.idx = 0
    draw_phase_next(state)


def draw_phase_next(state: FleetData) -> None:
    n = state.num_players
    while state.idx < n:
        q = (state.start + state.idx) % n
        pl = state.players[q]
        nt = bonus_level(state, q, L_TUNA)
        draw = capped(BON.tuna_draw, nt)
        keep = capped(BON.tuna_keep, nt)
        if pl.lic[L_RESEARCH]:  # house proposal: one more card, one more discard
            draw += EFFECTS.research_extra_draw
        top: list[int] = []
        if state.salvage_on and pl.lic[L_SALVAGE] and state.dstack:
            if state.salvaged < 0:  # house proposal: the top discard for one card?
                state.phase = SALVAGE
                state.cur = q
                return
            if state.salvaged == 1:
                t = state.dstack.pop()
                state.discard[t] -= 1
                top = [t]
                draw -= 1
                state.drew.append((q, top))
        state.salvaged = -1
        if nt == 0:  # discard one of the cards just drawn
            got = top + draw_cards(state, q, draw, into_hand=False)
            if len(got) > keep:
                state.drawn = got
                state.draw_discards = len(got) - keep
                state.cur = q
                state.phase = DRAW
                return
            for t in got:
                pl.hand[t] += 1
        else:  # Tuna: the discard may be any card in hand
            for t in top:
                pl.hand[t] += 1
            got = top + draw_cards(state, q, draw)
            if len(got) > keep:
                state.draw_discards = len(got) - keep
                state.cur = q
                state.phase = DRAW
                return
        state.idx += 1
    state.idx = 0
    swordfish_swap_next(state)


def swordfish_swap_next(state: FleetData) -> None:
    """AB Swordfish: after the Draw, discard one card from hand and draw one."""
    n = state.num_players
    while state.idx < n:
        q = (state.start + state.idx) % n
        pl = state.players[q]
        if pl.lic[L_SWORD] and not pl.swapped and any(pl.hand) and supply_left(state):
            state.cur = q
            state.phase = SWAP
            return
        state.idx += 1
    round_end(state)


def round_end(state: FleetData) -> None:
    """The start player marker moves clockwise (fleet.md §5.6); the dispatcher starts the
    next round's auction (see ROUND_OVER)."""
    check_trophies(state)
    state.embargo = -1
    for pl in state.players:
        pl.swapped = False
    state.start = (state.start + 1) % state.num_players
    state.round += 1
    state.events.append(Event("round", {"round": state.round, "start": state.start}))
    state.phase = ROUND_OVER
