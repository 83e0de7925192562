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
    phase = state.phase
    player = state.current
    if phase == PAY:
        area = state.players[player]
        if state.pay_paid >= state.pay_due:
            return [A_CONFIRM]
        out = [A_PAY[boat_type] for boat_type in range(NB) if area.hand[boat_type]]
        if area.processed:
            out.append(A_CRATE)
        if area.oyster_crates:
            out.append(A_OYSTER_CRATE)
        if area.gone_fishin:
            out.append(A_GONE_FISHIN)
        if K_HOUSE in area.boat_types:
            out.append(A_HOUSEBOAT)
        if area.crewman_crates:
            out.append(A_CREW_CRATE)
        return out
    return []


def payment_action(state: FleetData, action: Action) -> None:
    events = state.events
    kind = action.kind
    player = state.current
    phase = state.phase
    area = state.players[player]
    if phase == PAY:
        if kind == "pay":
            boat_type = BOAT_INDEX[action.args[0]]
            spend_card_face_up(state, player, boat_type)
            discard_card(state, boat_type)
            state.pay_paid += BOAT_CASH[boat_type]
            events.append(Event("pay", {"player": player, "card": action.args[0]}))
        elif kind == "crate":
            area.processed -= 1
            state.pay_paid += 1
            crates_spent(state, 1)
            events.append(Event("pay", {"player": player, "crate": 1}))
        elif kind == "oystercrate":
            area.oyster_crates -= 1
            state.pay_paid += 1
            crates_spent(state, 1)
            events.append(Event("pay", {"player": player, "oyster_crate": 1}))
        elif kind == "houseboat":  # AB House Boat: $5 towards this transaction, removed
            remove_boat(
                state, player, len(area.boat_types) - 1 - area.boat_types[::-1].index(K_HOUSE)
            )
            state.pay_paid += DOCK.houseboat_value
            events.append(Event("pay", {"player": player, "houseboat": 1}))
        elif kind == "crewcrate":
            area.crewman_crates -= 1
            state.pay_paid += 1
            crates_spent(state, 1)
            events.append(Event("pay", {"player": player, "crewman_crate": 1}))
        elif kind == "gonefishin":  # $2 towards this one transaction, back to the pile
            area.gone_fishin -= 1
            state.gone_fishin_pile += 1
            state.pay_paid += GONE_FISHIN_VALUE
            events.append(Event("pay", {"player": player, "gone_fishin": 1}))
        else:  # confirm: no change is given (fleet.md §5.1 step 4)
            events.append(
                Event("paid", {"player": player, "due": state.pay_due, "paid": state.pay_paid})
            )
            state.pay_due = state.pay_paid = 0
            if state.pay_return == PAY_RETURN_AUCTION:
                after_license(state, player)
            elif state.pay_return == PAY_RETURN_HIRE:
                hire_continue(state, player)
            else:
                launch_continue(state, player)
        return
    raise AssertionError(f"unhandled {action.text} in phase {phase}")
