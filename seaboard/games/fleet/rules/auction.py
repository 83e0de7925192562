"""Phase 1, License Auction (fleet.md §5.1): opening, bidding, winning, the Crewman that
comes with a license (AB), and the end of the auction (row refill, Gone Fishin')."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.fleet.rules.common import (
    bid_cap,
    discard_card,
    draw_cards,
    place_dock_card,
    shrimp_discount,
    spend_card_face_up,
    turn_order,
)
from seaboard.games.fleet.rules.corporation import captain_bids, captains_take
from seaboard.games.fleet.rules.launch import launch_start
from seaboard.games.fleet.rules.scoring import check_trophies
from seaboard.games.fleet.state import (
    BID,
    CREWDRAW,
    CREWPICK,
    OPEN,
    PAY,
    PAY_RETURN_AUCTION,
    FleetData,
)
from seaboard.games.fleet.tables import (
    A_BID,
    A_BOOST,
    A_DISCARD,
    A_LEVEL,
    A_OPEN,
    A_PASS,
    ARCTIC_VARIANT,
    BOAT_INDEX,
    C_ARTISAN,
    C_BOOST,
    C_CRATES,
    C_DRAW,
    C_EMBARGO,
    C_LAUNCH,
    C_TUG,
    CREW,
    CREW_NAMES,
    HIRE_CREWMAN,
    K_ARTISAN,
    K_TUG,
    L_MARINA,
    LIC_BOAT,
    LIC_INDEX,
    LIC_MIN,
    LIC_NAMES,
    MIN_RAISE,
    NB,
    NL,
)


def auction_actions(state: FleetData) -> list[Action]:
    ph = state.phase
    q = state.cur
    if ph == OPEN:
        cap = bid_cap(state, q)
        out = [A_OPEN[s] for s, li in enumerate(state.row) if LIC_MIN[li] <= cap]
        out.append(A_PASS)
        return out
    if ph == BID:
        cap = bid_cap(state, q)
        if state.high < 0:  # the opener's opening bid: at least the minimum
            lo = LIC_MIN[state.row[state.lot]]
            # alone: he opens at the minimum and wins at once
            out = list(A_BID[lo : cap + 1]) if others_eligible(state, q) else [A_BID[lo]]
        else:
            out = [*A_BID[state.high + MIN_RAISE : cap + 1], A_PASS]
        return out
    if ph == CREWPICK:
        return crewman_placements(state, q)
    if ph == CREWDRAW:
        h = state.players[q].hand
        return [A_DISCARD[t] for t in range(NB) if h[t]]
    return []


def auction_action(state: FleetData, action: Action) -> None:
    ev = state.events
    k = action.kind
    q = state.cur
    ph = state.phase
    pl = state.players[q]
    if ph == OPEN:
        if k == "pass":  # declines: out of the auction for the whole phase (§5.1 b)
            state.done[q] = True
            ev.append(Event("decline", {"player": q}))
            next_opener(state)
        else:
            state.lot = action.args[0]
            state.high = -1
            state.high_bidder = -1
            state.phase = BID
            ev.append(Event("open", {"player": q, "license": LIC_NAMES[state.row[state.lot]]}))
        return
    if ph == BID:
        if k == "pass":  # out of this auction only (§5.1 step 2)
            state.out[q] = True
            ev.append(Event("pass", {"player": q}))
        else:
            state.high = action.args[0]
            state.high_bidder = q
            ev.append(Event("bid", {"player": q, "amount": state.high}))
        next_bidder(state)
        return
    if ph == CREWPICK:
        if k == "boost":
            pl.boost.append(BOAT_INDEX[action.args[0]])
        else:
            pl.level.append(LIC_INDEX[action.args[0]])
        ev.append(Event("crewman-placed", {"player": q, "on": action.args[0]}))
        state.crew_pick = -1
        next_opener(state)
        return
    if ph == CREWDRAW:
        t = BOAT_INDEX[action.args[0]]
        spend_card_face_up(state, q, t)
        discard_card(state, t)
        ev.append(Event("discard", {"player": q, "card": action.args[0]}))
        next_opener(state)
        return
    raise AssertionError(f"unhandled {action.text} in phase {ph}")


def auction_start(state: FleetData) -> None:
    n = state.num_players + len(state.capt)
    state.phase = OPEN
    state.done = [False] * n
    state.out = [False] * n
    state.bought = [False] * n
    state.bought_any = False
    state.lot = -1
    next_opener(state)


def next_opener(state: FleetData) -> None:
    """The start player if still eligible, else the next eligible player clockwise."""
    state.lot = -1
    state.high = -1
    state.high_bidder = -1
    state.phase = OPEN
    n = state.num_players
    for i in range(n):
        q = (state.start + i) % n
        if state.done[q]:
            continue
        cap = bid_cap(state, q)
        if any(LIC_MIN[li] <= cap for li in state.row):
            state.cur = q
            return
        state.done[q] = True  # can afford nothing: he can only decline
        state.events.append(Event("decline", {"player": q}))
    auction_end(state)


def others_eligible(state: FleetData, q: int) -> bool:
    return any(not state.done[o] for o in range(len(state.done)) if o != q)


def next_bidder(state: FleetData) -> None:
    """Clockwise to the next player still in this auction; the last bidder wins. The
    Captains (2p/solo variants) bid last in turn order, by revealing a boat card."""
    n = state.num_players
    ring = [*turn_order(state), *range(n, n + len(state.capt))] if state.capt else list(range(n))
    size = len(ring)
    pos = ring.index(state.cur)
    steps = 0
    while steps < size:
        steps += 1
        pos = (pos + 1) % size
        q = ring[pos]
        if q == state.high_bidder or state.done[q] or state.out[q]:
            continue
        if q >= n:
            if captain_bids(state, q):
                steps = 0
            continue
        if bid_cap(state, q) < state.high + MIN_RAISE:
            state.out[q] = True  # cannot raise: passes
            state.events.append(Event("pass", {"player": q}))
            continue
        state.cur = q
        return
    auction_won(state)


def auction_won(state: FleetData) -> None:
    w = state.high_bidder
    li = state.row.pop(state.lot)
    state.won_crew = state.row_crew.pop(state.lot)
    if w >= state.num_players:  # a Captain takes it into his play area, unpaid
        state.capt_lic[w - state.num_players][li] += 1
        state.events.append(
            Event("win", {"player": w, "license": LIC_NAMES[li], "bid": state.high})
        )
        state.won_crew = -1
        state.done[w] = True
        state.bought[w] = True
        state.bought_any = True
        state.out = [False] * len(state.out)
        next_opener(state)
        return
    # the Shrimp discount counts licenses owned before this one (§6.1)
    due = max(0, state.high - shrimp_discount(state, w))
    pl = state.players[w]
    pl.lic[li] += 1
    if li == L_MARINA:
        pl.marina.append(0)
    state.events.append(Event("win", {"player": w, "license": LIC_NAMES[li], "bid": state.high}))
    state.lot = -1
    if due > 0:
        state.phase = PAY
        state.cur = w
        state.pay_due = due
        state.pay_paid = 0
        state.pay_ret = PAY_RETURN_AUCTION
    else:
        after_license(state, w)


def after_license(state: FleetData, w: int) -> None:
    """One license per player per round (§5.1 step 4); next auction (step 5)."""
    state.done[w] = True
    state.bought[w] = True
    state.bought_any = True
    state.out = [False] * len(state.out)
    if state.won_crew >= 0 and gain_crewman(state, w):
        return
    next_opener(state)


def gain_crewman(state: FleetData, q: int) -> bool:
    """AB Crewman: the ability works at once; True while a decision is pending."""
    c = state.won_crew
    state.won_crew = -1
    pl = state.players[q]
    pl.crew.append(c)
    state.events.append(Event("crewman", {"player": q, "crewman": CREW_NAMES[c]}))
    if c == C_ARTISAN:  # acts as a launched Artisan Fisherman
        place_dock_card(state, q, K_ARTISAN - K_TUG)
    elif c == C_TUG:  # acts as a launched Tug Boat
        place_dock_card(state, q, 0)
    elif c == C_EMBARGO:  # nobody else gains crates this round
        state.embargo = q
    elif c == C_CRATES:
        pl.crew_crates += CREW.crates_card
    elif c == C_LAUNCH:
        pl.crew_launch += CREW.launch_uses
    elif c == C_DRAW:  # draw three, discard one
        got = draw_cards(state, q, CREW.draw)
        if got:
            state.phase = CREWDRAW
            state.cur = q
            return True
    else:  # C_BOOST, C_LEVEL: placed on a license of the player's choice
        state.crew_pick = c
        if crewman_placements(state, q):
            state.phase = CREWPICK
            state.cur = q
            return True
        state.crew_pick = -1
    return False


def crewman_placements(state: FleetData, q: int) -> list[Action]:
    lic = state.players[q].lic
    if state.crew_pick == C_BOOST:  # on a license with boats: its boats catch one more
        types = sorted({LIC_BOAT[li] for li in range(NL) if lic[li] and LIC_BOAT[li] >= 0})
        return [A_BOOST[t] for t in types]
    return [A_LEVEL[li] for li in range(NL) if lic[li]]


def auction_end(state: FleetData) -> None:
    """Nobody bought: the row leaves the game; else refill. A short refill makes this
    round the last (fleet.md §5.1 step 6, §7.1)."""
    n = state.row_size
    check_trophies(state)
    if state.capt:
        captains_take(state)
        for q in turn_order(state):  # AB 2p/solo: who bought nothing draws two cards
            if not state.bought[q]:
                draw_cards(state, q, ARCTIC_VARIANT.draw_if_no_license)
    # AB Gone Fishin': who bought no license takes one, in turn order
    if state.config.gone_fishin:  # type: ignore[attr-defined]
        for q in turn_order(state):
            if not state.bought[q] and state.gf_pile > 0:
                state.gf_pile -= 1
                state.players[q].gf += 1
                state.events.append(Event("gone-fishin", {"player": q}))
    if not state.bought_any:
        state.events.append(Event("row-discarded", {"licenses": len(state.row)}))
        state.row = []
        state.row_crew = []
    refill_row(state)
    if len(state.row) < n:
        state.final_round = True
        state.events.append(Event("final-round", {"reason": "licenses"}))
    launch_start(state)


def refill_row(state: FleetData) -> None:
    """Deal licenses into the row; a Hire Crewman license is replaced by the next one,
    and once the row is full a Crewman goes above each license (AB Crewman)."""
    n = state.row_size
    crew = False
    while len(state.row) < n and state.lic_deck:
        li = state.lic_deck.pop()
        if li == HIRE_CREWMAN:
            crew = True
            state.events.append(Event("hire-crewman", {}))
            continue
        state.row.append(li)
        state.row_crew.append(-1)
    if crew:
        for i in range(len(state.row)):
            if state.row_crew[i] < 0 and state.crew_deck:
                state.row_crew[i] = state.crew_deck.pop()
