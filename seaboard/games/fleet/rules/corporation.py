"""The J.P. Desantis Corporation's Captains (AB Two-Player and Solo Variants): their bids,
the licenses they take, their launches and their score."""

from __future__ import annotations

from seaboard.engine.game import Event
from seaboard.games.fleet.content import CORP
from seaboard.games.fleet.rules.common import CAPACITY, discard_card, draw_face_down
from seaboard.games.fleet.state import FleetData
from seaboard.games.fleet.tables import (
    ABON,
    ANOTES,
    B_DFO,
    B_OYSTER,
    BOAT_CASH,
    BOAT_NAMES,
    BOAT_VP,
    BON,
    L_DFO,
    L_KC_CAPT,
    L_KC_CRATES,
    L_KC_LIC,
    L_MARINA,
    L_OYSTER,
    LIC_FAMILY,
    LIC_MIN,
    LIC_NAMES,
    LIC_PREMIUM,
    LIC_VP,
    NL,
    SCO,
    capped,
)


def round_max(state: FleetData) -> int:
    """AB 2p/solo: a Captain bids only below the Corporation card's Round Max (house)."""
    return min(CORP.round_max_cap, CORP.round_max_base + state.round)


def captain_bids(state: FleetData, captain_seat: int) -> bool:
    """AB Two-Player Variant, Auction Phase: below the Round Max, reveal the top boat
    card; a $2 card bids $1 more, anything else passes on this license."""
    if state.high_bid < round_max(state):
        got = draw_face_down(state, 1)
        if got:
            boat_type = got[0]
            discard_card(state, boat_type)
            state.revealed.append(boat_type)
            state.events.append(
                Event("captain-reveal", {"captain": captain_seat, "card": BOAT_NAMES[boat_type]})
            )
            if BOAT_CASH[boat_type] == 2:
                state.high_bid += 1
                state.high_bidder = captain_seat
                state.events.append(
                    Event("bid", {"player": captain_seat, "amount": state.high_bid})
                )
                return True
    state.auction_out[captain_seat] = True
    state.events.append(Event("pass", {"player": captain_seat}))
    return False


def captains_take(state: FleetData) -> None:
    """A Captain who bought nothing takes the highest-VP license (Premium first) he
    does not own and can afford per the Round Max; he always takes an affordable
    Premium. Ties: the slot nearest the start of the row (house)."""
    n = state.num_players
    rmax = round_max(state)
    for i in range(len(state.captains)):
        if state.bought_license[n + i]:
            continue
        licenses = state.captain_licenses[i]
        owned = {LIC_FAMILY[license] for license in range(NL) if licenses[license]}
        best = -1
        for slot, license in enumerate(state.row):
            if LIC_MIN[license] > rmax:
                continue
            if LIC_FAMILY[license] in owned and not LIC_PREMIUM[license]:
                continue
            if best < 0 or (LIC_PREMIUM[license], LIC_VP[license]) > (
                LIC_PREMIUM[state.row[best]],
                LIC_VP[state.row[best]],
            ):
                best = slot
        if best >= 0:
            license = state.row.pop(best)
            state.row_crewmen.pop(best)
            licenses[license] += 1
            state.bought_license[n + i] = True
            state.any_bought = True
            state.events.append(
                Event("captain-takes", {"captain": n + i, "license": LIC_NAMES[license]})
            )


def captains_launch(state: FleetData) -> None:
    """AB 2p/solo, Launch phase: reveal the top card; Kirkman launches $1 and $3 cards,
    T.C. $2 cards; anything else is discarded."""
    n = state.num_players
    for i, kind in enumerate(state.captains):
        got = draw_face_down(state, 1)
        if not got:
            continue
        boat_type = got[0]
        state.revealed.append(boat_type)
        ok = BOAT_CASH[boat_type] == 2 if kind == 1 else BOAT_CASH[boat_type] in (1, 3)
        if ok:
            state.captain_boats[i].append(boat_type)
        else:
            discard_card(state, boat_type)
        state.events.append(
            Event(
                "captain-launch", {"captain": n + i, "card": BOAT_NAMES[boat_type], "launched": ok}
            )
        )


def captain_score(state: FleetData, i: int) -> int:
    """AB 2p/solo Game End: license VP, Premium bonuses, boat VP, and fishing as if each
    boat were at max capacity (the Captain's boats need no captains)."""
    licenses = state.captain_licenses[i]
    boats = state.captain_boats[i]
    cap = [
        capped(ABON.oyster_capacity, licenses[L_OYSTER]) if boat_type == B_OYSTER else CAPACITY
        for boat_type in boats
    ]
    vp = sum(LIC_VP[license] * licenses[license] for license in range(NL) if license != L_MARINA)
    vp += sum(BOAT_VP[boat_type] for boat_type in boats) + SCO.crate_vp * sum(cap)
    if licenses[L_KC_CAPT]:
        vp += min(BON.kc_captains_max, len(boats))
    if licenses[L_KC_CRATES]:
        vp += min(BON.kc_crates_max, sum(cap) // BON.kc_crates_per_vp)
    if licenses[L_KC_LIC]:
        vp += capped(
            BON.kc_licenses,
            len({LIC_FAMILY[license] for license in range(NL) if licenses[license]}),
        )
    vp += LIC_VP[L_MARINA] * licenses[L_MARINA]
    if licenses[L_DFO] and ANOTES.dfo_vp_is_extra:
        per = capped(ABON.dfo_vp, licenses[L_DFO])
        vp += per * sum(
            crates for boat_type, crates in zip(boats, cap, strict=True) if boat_type == B_DFO
        )
    return vp
