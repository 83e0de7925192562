"""Phase 1, License Auction (fleet.md §5.1): opening, bidding, winning, the Crewman that
comes with a license (AB), and the end of the auction (row refill, Gone Fishin')."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.fleet.rules.common import (
    bid_cap,
    discard_card,
    draw_cards,
    end_phase,
    place_dock_card,
    shrimp_discount,
    spend_card_face_up,
    supply_left,
    turn_order,
)
from seaboard.games.fleet.rules.corporation import captain_bids, captains_take
from seaboard.games.fleet.rules.scoring import check_trophies
from seaboard.games.fleet.state import (
    BID,
    CREWDRAW,
    CREWPICK,
    LAUNCH,
    NO_LICENSE,
    OPEN,
    PAY,
    PAY_RETURN_AUCTION,
    FleetData,
)
from seaboard.games.fleet.tables import (
    A_BID,
    A_BOOST,
    A_DISCARD,
    A_DONE,
    A_DRAW_TWO,
    A_LEVEL,
    A_OPEN,
    A_PASS,
    A_TAKE_GONE_FISHIN,
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
    phase = state.phase
    player = state.current
    if phase == OPEN:
        cap = bid_cap(state, player)
        out = [A_OPEN[slot] for slot, license in enumerate(state.row) if LIC_MIN[license] <= cap]
        out.append(A_PASS)
        return out
    if phase == BID:
        cap = bid_cap(state, player)
        if state.high_bid < 0:  # the opener's opening bid: at least the minimum
            # at least the minimum (§5.1); any amount he can pay is his choice, even when
            # nobody else can bid and the opening bid wins at once
            lowest = LIC_MIN[state.row[state.open_slot]]
            out = list(A_BID[lowest : cap + 1])
        else:
            out = [*A_BID[state.high_bid + MIN_RAISE : cap + 1], A_PASS]
        return out
    if phase == CREWPICK:
        return crewman_placements(state, player)
    if phase == CREWDRAW:
        hand = state.players[player].hand
        return [A_DISCARD[boat_type] for boat_type in range(NB) if hand[boat_type]]
    if phase == NO_LICENSE:
        return no_license_actions(state, player)
    return []


def auction_action(state: FleetData, action: Action) -> None:
    events = state.events
    kind = action.kind
    player = state.current
    phase = state.phase
    area = state.players[player]
    if phase == OPEN:
        if kind == "pass":  # declines: out of the auction for the whole phase (§5.1 b)
            state.auction_done[player] = True
            events.append(Event("decline", {"player": player}))
            next_opener(state)
        else:
            state.open_slot = action.args[0]
            state.high_bid = -1
            state.high_bidder = -1
            state.phase = BID
            events.append(
                Event("open", {"player": player, "license": LIC_NAMES[state.row[state.open_slot]]})
            )
        return
    if phase == BID:
        if kind == "pass":  # out of this auction only (§5.1 step 2)
            bidder_passes(state, player)
        else:
            state.high_bid = action.args[0]
            state.high_bidder = player
            events.append(Event("bid", {"player": player, "amount": state.high_bid}))
        next_bidder(state)
        return
    if phase == CREWPICK:
        if kind == "boost":
            area.boosted_types.append(BOAT_INDEX[action.args[0]])
        else:
            area.leveled_licenses.append(LIC_INDEX[action.args[0]])
        events.append(Event("crewman-placed", {"player": player, "on": action.args[0]}))
        state.crewman_to_place = -1
        next_opener(state)
        return
    if phase == CREWDRAW:
        boat_type = BOAT_INDEX[action.args[0]]
        spend_card_face_up(state, player, boat_type)
        discard_card(state, boat_type)
        events.append(Event("discard", {"player": player, "card": action.args[0]}))
        next_opener(state)
        return
    if phase == NO_LICENSE:
        no_license_choice(state, player, kind)
        return
    raise AssertionError(f"unhandled {action.text} in phase {phase}")


def auction_start(state: FleetData) -> None:
    n = state.num_players + len(state.captains)
    state.phase = OPEN
    state.auction_done = [False] * n
    state.auction_out = [False] * n
    state.bought_license = [False] * n
    state.any_bought = False
    state.open_slot = -1
    next_opener(state)


def next_opener(state: FleetData) -> None:
    """The start player if still eligible, else the next eligible player clockwise."""
    state.open_slot = -1
    state.high_bid = -1
    state.high_bidder = -1
    state.phase = OPEN
    n = state.num_players
    for i in range(n):
        player = (state.start_player + i) % n
        if state.auction_done[player]:
            continue
        cap = bid_cap(state, player)
        for license in state.row:
            if LIC_MIN[license] <= cap:
                state.current = player
                return
        state.auction_done[player] = True  # can afford nothing: he can only decline
        state.events.append(Event("decline", {"player": player}))
    auction_end(state)


def bidder_passes(state: FleetData, player: int) -> None:
    """Out of this auction (§5.1 step 2). Solo: "Once the player has won a license or
    passed, end the Auction Phase" (AB Solo Variant, Auction Phase): the Captains finish
    this auction and no other license is opened."""
    state.auction_out[player] = True
    if state.num_players == 1:
        state.auction_done[player] = True
    state.events.append(Event("pass", {"player": player}))


def next_bidder(state: FleetData) -> None:
    """Clockwise to the next player still in this auction; the last bidder wins. The
    Captains (2p/solo variants) bid last in turn order, by revealing a boat card."""
    n = state.num_players
    ring = (
        [*turn_order(state), *range(n, n + len(state.captains))]
        if state.captains
        else list(range(n))
    )
    size = len(ring)
    pos = ring.index(state.current)
    steps = 0
    while steps < size:
        steps += 1
        pos = (pos + 1) % size
        player = ring[pos]
        if player == state.high_bidder or state.auction_done[player] or state.auction_out[player]:
            continue
        if player >= n:
            if captain_bids(state, player):
                steps = 0
            continue
        if bid_cap(state, player) < state.high_bid + MIN_RAISE:
            bidder_passes(state, player)  # cannot raise: passes
            continue
        state.current = player
        return
    auction_won(state)


def auction_won(state: FleetData) -> None:
    winner = state.high_bidder
    license = state.row.pop(state.open_slot)
    state.won_crewman = state.row_crewmen.pop(state.open_slot)
    if winner >= state.num_players:  # a Captain takes it into his play area, unpaid
        state.captain_licenses[winner - state.num_players][license] += 1
        state.events.append(
            Event("win", {"player": winner, "license": LIC_NAMES[license], "bid": state.high_bid})
        )
        state.won_crewman = -1
        state.auction_done[winner] = True
        state.bought_license[winner] = True
        state.any_bought = True
        state.auction_out = [False] * len(state.auction_out)
        next_opener(state)
        return
    # the Shrimp discount counts licenses owned before this one (§6.1)
    due = max(0, state.high_bid - shrimp_discount(state, winner))
    area = state.players[winner]
    area.licenses[license] += 1
    if license == L_MARINA:
        area.marinas.append(0)
    state.events.append(
        Event("win", {"player": winner, "license": LIC_NAMES[license], "bid": state.high_bid})
    )
    state.open_slot = -1
    if due > 0:
        state.phase = PAY
        state.current = winner
        state.pay_due = due
        state.pay_paid = 0
        state.pay_return = PAY_RETURN_AUCTION
    else:
        after_license(state, winner)


def after_license(state: FleetData, winner: int) -> None:
    """One license per player per round (§5.1 step 4); next auction (step 5)."""
    state.auction_done[winner] = True
    state.bought_license[winner] = True
    state.any_bought = True
    state.auction_out = [False] * len(state.auction_out)
    if state.won_crewman >= 0 and gain_crewman(state, winner):
        return
    next_opener(state)


def gain_crewman(state: FleetData, player: int) -> bool:
    """AB Crewman: the ability works at once; True while a decision is pending."""
    crewman = state.won_crewman
    state.won_crewman = -1
    area = state.players[player]
    area.crewmen.append(crewman)
    state.events.append(Event("crewman", {"player": player, "crewman": CREW_NAMES[crewman]}))
    if crewman == C_ARTISAN:  # acts as a launched Artisan Fisherman
        place_dock_card(state, player, K_ARTISAN - K_TUG)
    elif crewman == C_TUG:  # acts as a launched Tug Boat
        place_dock_card(state, player, 0)
    elif crewman == C_EMBARGO:  # nobody else gains crates this round
        state.embargo = player
    elif crewman == C_CRATES:
        # "Four Crates are placed on the card": from the crate supply, like every crate
        area.crewman_crates += CREW.crates_card
        state.crate_supply -= CREW.crates_card
    elif crewman == C_LAUNCH:
        area.crewman_launches += CREW.launch_uses
    elif crewman == C_DRAW:  # draw three, discard one
        got = draw_cards(state, player, CREW.draw)
        if got:
            state.phase = CREWDRAW
            state.current = player
            return True
    else:  # C_BOOST, C_LEVEL: placed on a license of the player's choice
        state.crewman_to_place = crewman
        if crewman_placements(state, player):
            state.phase = CREWPICK
            state.current = player
            return True
        state.crewman_to_place = -1
    return False


def crewman_placements(state: FleetData, player: int) -> list[Action]:
    licenses = state.players[player].licenses
    if state.crewman_to_place == C_BOOST:  # on a license with boats: its boats catch one more
        types = sorted(
            {
                LIC_BOAT[license]
                for license in range(NL)
                if licenses[license] and LIC_BOAT[license] >= 0
            }
        )
        return [A_BOOST[boat_type] for boat_type in types]
    return [A_LEVEL[license] for license in range(NL) if licenses[license]]


def auction_end(state: FleetData) -> None:
    """The Captains who bought nothing take a license (AB 2p/solo); then, in turn order,
    each player who bought no license decides what the rules let him take."""
    check_trophies(state)
    if state.captains:
        captains_take(state)
    state.turn_index = 0
    state.drew_two = state.took_gone_fishin = False
    no_license_next(state)


def no_license_actions(state: FleetData, player: int) -> list[Action]:
    """What a player who bought no license may take at the end of the Auction Phase: "he
    may draw TWO Boat Cards from the supply" (AB Two-Player Variant, Auction Phase; solo
    too) and "he may take one (1) Gone Fishin'" (AB Gone Fishin'); or neither (`done`)."""
    if state.bought_license[player]:
        return []
    out = []
    if state.captains and not state.drew_two and supply_left(state):
        out.append(A_DRAW_TWO)
    if (
        state.config.gone_fishin  # type: ignore[attr-defined]
        and not state.took_gone_fishin
        and state.gone_fishin_pile > 0
    ):
        out.append(A_TAKE_GONE_FISHIN)
    if out:
        out.append(A_DONE)
    return out


def no_license_next(state: FleetData) -> None:
    n = state.num_players
    while state.turn_index < n:
        player = (state.start_player + state.turn_index) % n
        if no_license_actions(state, player):
            state.phase = NO_LICENSE
            state.current = player
            return
        state.turn_index += 1
        state.drew_two = state.took_gone_fishin = False
    auction_close(state)


def no_license_choice(state: FleetData, player: int, kind: str) -> None:
    if kind == "drawtwo":
        state.drew_two = True
        draw_cards(state, player, ARCTIC_VARIANT.draw_if_no_license)
    elif kind == "takegonefishin":
        state.took_gone_fishin = True
        state.gone_fishin_pile -= 1
        state.players[player].gone_fishin += 1
        state.events.append(Event("gone-fishin", {"player": player}))
    else:
        state.turn_index += 1
        state.drew_two = state.took_gone_fishin = False
    no_license_next(state)


def auction_close(state: FleetData) -> None:
    """Nobody bought: the row leaves the game; else refill. A short refill makes this
    round the last (fleet.md §5.1 step 6, §7.1)."""
    n = state.row_size
    if not state.any_bought:
        state.events.append(Event("row-discarded", {"licenses": len(state.row)}))
        state.row = []
        state.row_crewmen = []
    refill_row(state)
    if len(state.row) < n:
        state.final_round = True
        state.events.append(Event("final-round", {"reason": "licenses"}))
    end_phase(state, LAUNCH)


def refill_row(state: FleetData) -> None:
    """Deal licenses into the row; a Hire Crewman license is replaced by the next one,
    and once the row is full a Crewman goes above each license (AB Crewman)."""
    n = state.row_size
    crew = False
    while len(state.row) < n and state.license_deck:
        license = state.license_deck.pop()
        if license == HIRE_CREWMAN:
            crew = True
            state.events.append(Event("hire-crewman", {}))
            continue
        state.row.append(license)
        state.row_crewmen.append(-1)
    if crew:
        for i in range(len(state.row)):
            if state.row_crewmen[i] < 0 and state.crewman_deck:
                state.row_crewmen[i] = state.crewman_deck.pop()
