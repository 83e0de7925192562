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


def captain_bids(state: FleetData, x: int) -> bool:
    """AB Two-Player Variant, Auction Phase: below the Round Max, reveal the top boat
    card; a $2 card bids $1 more, anything else passes on this license."""
    if state.high < round_max(state):
        got = draw_face_down(state, 1)
        if got:
            t = got[0]
            discard_card(state, t)
            state.revealed.append(t)
            state.events.append(Event("captain-reveal", {"captain": x, "card": BOAT_NAMES[t]}))
            if BOAT_CASH[t] == 2:
                state.high += 1
                state.high_bidder = x
                state.events.append(Event("bid", {"player": x, "amount": state.high}))
                return True
    state.out[x] = True
    state.events.append(Event("pass", {"player": x}))
    return False


def captains_take(state: FleetData) -> None:
    """A Captain who bought nothing takes the highest-VP license (Premium first) he
    does not own and can afford per the Round Max; he always takes an affordable
    Premium. Ties: the slot nearest the start of the row (house)."""
    n = state.num_players
    rmax = round_max(state)
    for i in range(len(state.capt)):
        if state.bought[n + i]:
            continue
        lic = state.capt_lic[i]
        owned = {LIC_FAMILY[li] for li in range(NL) if lic[li]}
        best = -1
        for slot, li in enumerate(state.row):
            if LIC_MIN[li] > rmax:
                continue
            if LIC_FAMILY[li] in owned and not LIC_PREMIUM[li]:
                continue
            if best < 0 or (LIC_PREMIUM[li], LIC_VP[li]) > (
                LIC_PREMIUM[state.row[best]],
                LIC_VP[state.row[best]],
            ):
                best = slot
        if best >= 0:
            li = state.row.pop(best)
            state.row_crew.pop(best)
            lic[li] += 1
            state.bought[n + i] = True
            state.bought_any = True
            state.events.append(
                Event("captain-takes", {"captain": n + i, "license": LIC_NAMES[li]})
            )


def captains_launch(state: FleetData) -> None:
    """AB 2p/solo, Launch phase: reveal the top card; Kirkman launches $1 and $3 cards,
    T.C. $2 cards; anything else is discarded."""
    n = state.num_players
    for i, kind in enumerate(state.capt):
        got = draw_face_down(state, 1)
        if not got:
            continue
        t = got[0]
        state.revealed.append(t)
        ok = BOAT_CASH[t] == 2 if kind == 1 else BOAT_CASH[t] in (1, 3)
        if ok:
            state.capt_boats[i].append(t)
        else:
            discard_card(state, t)
        state.events.append(
            Event("captain-launch", {"captain": n + i, "card": BOAT_NAMES[t], "launched": ok})
        )


def captain_score(state: FleetData, i: int) -> int:
    """AB 2p/solo Game End: license VP, Premium bonuses, boat VP, and fishing as if each
    boat were at max capacity (the Captain's boats need no captains)."""
    lic = state.capt_lic[i]
    boats = state.capt_boats[i]
    cap = [
        capped(ABON.oyster_capacity, lic[L_OYSTER]) if t == B_OYSTER else CAPACITY for t in boats
    ]
    vp = sum(LIC_VP[li] * lic[li] for li in range(NL) if li != L_MARINA)
    vp += sum(BOAT_VP[t] for t in boats) + SCO.crate_vp * sum(cap)
    if lic[L_KC_CAPT]:
        vp += min(BON.kc_captains_max, len(boats))
    if lic[L_KC_CRATES]:
        vp += min(BON.kc_crates_max, sum(cap) // BON.kc_crates_per_vp)
    if lic[L_KC_LIC]:
        vp += capped(BON.kc_licenses, len({LIC_FAMILY[li] for li in range(NL) if lic[li]}))
    vp += LIC_VP[L_MARINA] * lic[L_MARINA]
    if lic[L_DFO] and ANOTES.dfo_vp_is_extra:
        per = capped(ABON.dfo_vp, lic[L_DFO])
        vp += per * sum(c for t, c in zip(boats, cap, strict=True) if t == B_DFO)
    return vp
