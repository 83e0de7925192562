"""Paying for a license, a launch or a Dock card (fleet.md §5.1 step 4, §8): one card or
crate at a time, then confirm; no change is given."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.fleet.rules.auction import after_license
from seaboard.games.fleet.rules.common import (
    GONE_FISHIN_VALUE,
    crates_spent,
    discard_card,
    remove_boat,
    spend_card_face_up,
)
from seaboard.games.fleet.rules.launch import hire_continue, launch_continue
from seaboard.games.fleet.state import PAY, PAY_RETURN_AUCTION, PAY_RETURN_HIRE, FleetData
from seaboard.games.fleet.tables import (
    A_CONFIRM,
    A_CRATE,
    A_CREW_CRATE,
    A_GONE_FISHIN,
    A_HOUSEBOAT,
    A_OYSTER_CRATE,
    A_PAY,
    BOAT_CASH,
    BOAT_INDEX,
    DOCK,
    K_HOUSE,
    NB,
)


def payment_actions(state: FleetData) -> list[Action]:
    ph = state.phase
    q = state.cur
    if ph == PAY:
        pl = state.players[q]
        if state.pay_paid >= state.pay_due:
            return [A_CONFIRM]
        out = [A_PAY[t] for t in range(NB) if pl.hand[t]]
        if pl.processed:
            out.append(A_CRATE)
        if pl.oyster:
            out.append(A_OYSTER_CRATE)
        if pl.gf:
            out.append(A_GONE_FISHIN)
        if K_HOUSE in pl.btype:
            out.append(A_HOUSEBOAT)
        if pl.crew_crates:
            out.append(A_CREW_CRATE)
        return out
    return []


def payment_action(state: FleetData, action: Action) -> None:
    ev = state.events
    k = action.kind
    q = state.cur
    ph = state.phase
    pl = state.players[q]
    if ph == PAY:
        if k == "pay":
            t = BOAT_INDEX[action.args[0]]
            spend_card_face_up(state, q, t)
            discard_card(state, t)
            state.pay_paid += BOAT_CASH[t]
            ev.append(Event("pay", {"player": q, "card": action.args[0]}))
        elif k == "crate":
            pl.processed -= 1
            state.pay_paid += 1
            crates_spent(state, 1)
            ev.append(Event("pay", {"player": q, "crate": 1}))
        elif k == "oystercrate":
            pl.oyster -= 1
            state.pay_paid += 1
            crates_spent(state, 1)
            ev.append(Event("pay", {"player": q, "oyster_crate": 1}))
        elif k == "houseboat":  # AB House Boat: $5 towards this transaction, removed
            remove_boat(state, q, len(pl.btype) - 1 - pl.btype[::-1].index(K_HOUSE))
            state.pay_paid += DOCK.houseboat_value
            ev.append(Event("pay", {"player": q, "houseboat": 1}))
        elif k == "crewcrate":
            pl.crew_crates -= 1
            state.pay_paid += 1
            crates_spent(state, 1)
            ev.append(Event("pay", {"player": q, "crewman_crate": 1}))
        elif k == "gonefishin":  # $2 towards this one transaction, back to the pile
            pl.gf -= 1
            state.gf_pile += 1
            state.pay_paid += GONE_FISHIN_VALUE
            ev.append(Event("pay", {"player": q, "gone_fishin": 1}))
        else:  # confirm: no change is given (fleet.md §5.1 step 4)
            ev.append(Event("paid", {"player": q, "due": state.pay_due, "paid": state.pay_paid}))
            state.pay_due = state.pay_paid = 0
            if state.pay_ret == PAY_RETURN_AUCTION:
                after_license(state, q)
            elif state.pay_ret == PAY_RETURN_HIRE:
                hire_continue(state, q)
            else:
                launch_continue(state, q)
        return
    raise AssertionError(f"unhandled {action.text} in phase {ph}")
