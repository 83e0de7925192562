"""What each player may see, everything (reveal), and determinization.

Hidden: other players' hands (except the cards everyone knows are there: the starting
hand, minus what may have left it), the cards just drawn by another player, the face-down
captains under other players' boats, the order of the boat supply and of the license deck.
"""

from __future__ import annotations

from typing import Any

from seaboard.engine.rng import Rng
from seaboard.games.fleet.rules.common import bid_cap, wealth
from seaboard.games.fleet.rules.corporation import captain_score, round_max
from seaboard.games.fleet.rules.scoring import score
from seaboard.games.fleet.state import (
    BID,
    DRAW,
    NO_LICENSE,
    PAY,
    PHASE_NAMES,
    SALMON,
    TAKE,
    FleetData,
    captained,
)
from seaboard.games.fleet.tables import (
    BOAT_CASH,
    BOAT_NAMES,
    CREW_NAMES,
    DOCK_CHOICES,
    HIRE_CREWMAN,
    K_TUG,
    KIND_NAMES,
    LIC_MIN,
    LIC_NAMES,
    NB,
    NL,
    TROPHY_NAMES,
)


def _counts(c: list[int]) -> dict[str, int]:
    return {BOAT_NAMES[boat_type]: c[boat_type] for boat_type in range(NB) if c[boat_type]}


def _licenses(c: list[int]) -> dict[str, int]:
    return {LIC_NAMES[i]: c[i] for i in range(NL) if c[i]}


def _boat(area: Any, boat: int) -> dict[str, Any]:
    sample: dict[str, Any] = {
        "type": KIND_NAMES[area.boat_types[boat]],
        "captain": captained(area.boat_captains[boat]),
        "crates": area.boat_crates[boat],
    }
    if area.first_mates[boat]:
        sample["first_mate"] = True
    if area.boat_types[boat] == K_TUG:  # face-down cards: only their number is known
        sample["tug_cards"] = sum(1 for c in area.tug_cards if c >> 5 == boat)
    if area.tucked_cards[boat] >= 0:  # a tucked Salmon card (face up, house) and its crates
        sample["tucked"] = BOAT_NAMES[area.tucked_cards[boat]]
        sample["tucked_crates"] = area.tucked_crates[boat]
    return sample


def _public(state: FleetData) -> dict[str, Any]:
    players = []
    for player, area in enumerate(state.players):
        sample: dict[str, Any] = {
            "licenses": _licenses(area.licenses),
            "boats": [_boat(area, boat) for boat in range(len(area.boat_types))],
            "processed": area.processed,
            "hand_size": sum(area.hand) + (len(state.drawn) if player == state.current else 0),
            "known_in_hand": _counts(area.known_in_hand),
            "launched": area.launched,
            "hired": area.hired,
            "vp_showing": score(state, player),
        }
        # expansion state, shown only when there is some (keeps views small)
        for key, value in (
            ("traded", area.traded),
            ("oyster_crates", area.oyster_crates),
            ("gone_fishin", area.gone_fishin),
            ("marinas", list(area.marinas)),
            ("marinas_used", [i for i in range(len(area.marinas)) if area.marinas_used >> i & 1]),
            ("swordfish_boats", area.swordfish_mask),
            ("oyster_splits", area.oyster_split_mask),
            ("swapped", area.swapped),
            ("crewmen", sorted(CREW_NAMES[c] for c in area.crewmen)),
            ("crewman_crates", area.crewman_crates),
            ("crewman_launches", area.crewman_launches),
            ("extra_launch", area.extra_launches),
            ("crewman_boost", sorted(BOAT_NAMES[boat_type] for boat_type in area.boosted_types)),
            ("crewman_level", sorted(LIC_NAMES[license] for license in area.leveled_licenses)),
        ):
            if value:
                sample[key] = value
        players.append(sample)
    shown: dict[str, Any] = {
        "round": state.round,
        "phase": PHASE_NAMES[state.phase],
        "start_player": state.start_player,
        "to_move": state.to_move,
        "crates": max(0, state.crate_supply),  # owed crates may take it below 0 (§5.3)
        "final_round": state.final_round,
        "row": [LIC_NAMES[license] for license in state.row],
        "license_deck": len(state.license_deck),
        "boat_supply": len(state.boat_supply),
        "discard": _counts(state.discard_pile),
        "players": players,
        "end_reason": state.end_reason,
        # boat cards turned face up by the last action, in order (Captains, Casino)
        "revealed": [BOAT_NAMES[boat_type] for boat_type in state.revealed],
    }
    cfg = state.config
    if cfg.crewman:  # type: ignore[attr-defined]
        shown["row_crewmen"] = [CREW_NAMES[c] if c >= 0 else None for c in state.row_crewmen]
        shown["crewman_deck"] = len(state.crewman_deck)
        shown["embargo"] = state.embargo
        shown["crewman_pick"] = state.crewman_to_place
        shown["crewman_won"] = state.won_crewman
    if cfg.gone_fishin:  # type: ignore[attr-defined]
        shown["gone_fishin_pile"] = state.gone_fishin_pile
    if any(state.dock_piles) or state.pending_dock >= 0:
        shown["dock_piles"] = dict(zip(DOCK_CHOICES, state.dock_piles, strict=True))
        shown["pending_dock"] = state.pending_dock
    if state.trophies:
        shown["trophies"] = [
            {"trophy": TROPHY_NAMES[boat_type], "owner": other if other >= 0 else None}
            for boat_type, other in zip(state.trophies, state.trophy_owners, strict=True)
        ]
    if state.captains:
        shown["corporation"] = [
            {
                "seat": state.num_players + i,
                "captain": "tc" if kind == 1 else "kirkman",
                "licenses": _licenses(state.captain_licenses[i]),
                "boats": sorted(BOAT_NAMES[boat_type] for boat_type in state.captain_boats[i]),
                "vp_showing": captain_score(state, i),
            }
            for i, kind in enumerate(state.captains)
        ]
        shown["round_max"] = round_max(state)
    if state.salvage_on:
        shown["discard_top"] = BOAT_NAMES[state.discard_order[-1]] if state.discard_order else None
        shown["discard_order"] = [BOAT_NAMES[boat_type] for boat_type in state.discard_order]
    if state.crab_meeples:
        shown["crab_meeples"] = {
            BOAT_NAMES[boat_type]: (other if other >= 0 else None)
            for boat_type, other in enumerate(state.crab_meeples)
            if other != -2
        }
    if state.phase == TAKE:
        shown["dfo"] = {
            "player": state.current,
            "boat": state.dfo_boat,
            "taken": state.dfo_taken,
            "may_take_from": list(state.dfo_take_from),  # players still open, clockwise
        }
    if state.phase in (0, 1) or (state.phase == 2 and state.pay_return == 0):
        shown["auction"] = {
            "done": list(state.auction_done),
            "out": list(state.auction_out),
            "lot": state.open_slot,
            "license": LIC_NAMES[state.row[state.open_slot]] if state.open_slot >= 0 else None,
            "high": state.high_bid,
            "high_bidder": state.high_bidder,
            "bought": list(state.bought_license),
        }
    if state.phase == 2:
        shown["payment"] = {"player": state.current, "due": state.pay_due, "paid": state.pay_paid}
    if state.phase == NO_LICENSE:  # what the player who bought none has taken so far
        shown["no_license"] = {
            "player": state.current,
            "drew_two": state.drew_two,
            "took_gone_fishin": state.took_gone_fishin,
        }
    if state.phase in (DRAW, SALMON):
        shown["drawing"] = {
            "player": state.current,
            "drawn": len(state.drawn),
            "discards": state.draw_discards,
        }
    return shown


def view(state: FleetData, player: int | None) -> dict[str, Any]:
    shown = _public(state)
    if player is not None:
        area = state.players[player]
        shown["hand"] = _counts(area.hand)
        shown["captains"] = [BOAT_NAMES[c] if c >= 0 else None for c in area.boat_captains]
        if state.drawn and state.current == player:
            shown["drawn"] = sorted(BOAT_NAMES[boat_type] for boat_type in state.drawn)
    return shown


def reveal(state: FleetData) -> dict[str, Any]:
    shown = _public(state)
    shown["hands"] = [list(area.hand) for area in state.players]
    shown["captains"] = [list(area.boat_captains) for area in state.players]
    shown["tug_cards"] = [sorted(area.tug_cards) for area in state.players]
    shown["pending_dock"] = state.pending_dock
    shown["drawn"] = list(state.drawn)
    shown["deck"] = list(state.boat_supply)
    shown["license_deck_order"] = list(state.license_deck)
    shown["crewman_deck_order"] = list(state.crewman_deck)
    return shown


def _constraints_hold(sample: FleetData, player: int) -> bool:
    """What the table has seen a hidden hand be able to do, it must still be able to do:
    the high bidder can pay his bid, a payer can finish his payment, an opener can make
    the opening bid."""
    phase = sample.phase
    if (
        phase == PAY
        and sample.current != player
        and wealth(sample, sample.current) < sample.pay_due - sample.pay_paid
    ):
        return False
    if phase == BID:
        high_bidder = sample.high_bidder
        if (
            0 <= high_bidder < sample.num_players
            and high_bidder != player
            and bid_cap(sample, high_bidder) < sample.high_bid
        ):
            return False
        if (
            sample.high_bid < 0
            and sample.current != player
            and bid_cap(sample, sample.current) < LIC_MIN[sample.row[sample.open_slot]]
        ):
            return False
    return True


def _deal(state: FleetData, player: int, rng: Rng, fixed: frozenset[int]) -> FleetData:
    sample = state.clone()
    pool = list(sample.boat_supply)
    drawer = sample.current if sample.drawn and sample.current != player else -1
    for seat, area in enumerate(sample.players):
        if seat == player:
            continue
        for boat_type in range(NB):
            extra = area.hand[boat_type] - area.known_in_hand[boat_type]
            if extra:
                pool.extend([boat_type] * extra)
        for c in area.boat_captains:
            if c >= 0:
                pool.append(c)
    for area in sample.players:  # nobody has seen the cards on Tug Boats
        pool.extend(c & 31 for c in area.tug_cards)
    if drawer >= 0:
        pool.extend(sample.drawn)
    pool.sort()  # canonical: the deal must not follow the true order of unseen cards
    # a player whose hand random deals keep contradicting gets the richest unseen cards:
    # enough to do what the table saw him do, and chosen without looking at his hand
    for seat in sorted(fixed):
        area = sample.players[seat]
        hidden = sum(area.hand) - sum(area.known_in_hand)
        pool.sort(key=lambda boat_type: (-BOAT_CASH[boat_type], boat_type))
        area.hand = area.known_in_hand[:]
        for boat_type in pool[:hidden]:
            area.hand[boat_type] += 1
        pool = sorted(pool[hidden:])
    rng.shuffle(pool)
    i = 0
    for seat, area in enumerate(sample.players):
        if seat == player:
            continue
        if seat not in fixed:
            hidden = sum(area.hand) - sum(area.known_in_hand)
            area.hand = area.known_in_hand[:]
            for boat_type in pool[i : i + hidden]:
                area.hand[boat_type] += 1
            i += hidden
        for boat, c in enumerate(area.boat_captains):
            if c >= 0:
                area.boat_captains[boat] = pool[i]
                i += 1
    for area in sample.players:
        if area.tug_cards:
            slots = [c >> 5 for c in area.tug_cards]
            area.tug_cards = [(boat << 5) | pool[i + j] for j, boat in enumerate(slots)]
            i += len(slots)
    if drawer >= 0:
        n = len(sample.drawn)
        sample.drawn = pool[i : i + n]
        i += n
    sample.boat_supply = pool[i:]
    return sample


DEAL_TRIES = 30


def _shuffle_license_deck(sample: FleetData, rng: Rng) -> None:
    """The license deck's order is unseen, but Hire Crewman licenses stay where they were
    stacked (the piles' structure is public) and so does the set of Standard licenses
    known to be on top (the first rounds show only Standard licenses)."""
    deck = sample.license_deck
    if HIRE_CREWMAN in deck:
        cuts = [i for i, license in enumerate(deck) if license == HIRE_CREWMAN]
        out: list[int] = []
        lo = 0
        for c in [*cuts, len(deck)]:
            part = sorted(deck[lo:c])
            rng.shuffle(part)
            out.extend(part)
            if c < len(deck):
                out.append(HIRE_CREWMAN)
            lo = c + 1
        sample.license_deck = out
    else:
        deck.sort()
        rng.shuffle(deck)


def determinize(state: FleetData, player: int, rng: Rng) -> FleetData:
    """Deal again everything `player` has not seen, from one pool of unseen cards.

    Each other player keeps the cards everyone knows he holds; the rest of his hand, his
    face-down captains, the cards he is drawing and the supply come from the pool. Deals
    that contradict what the table saw (a bidder who could not pay his bid) are drawn
    again; after DEAL_TRIES the constrained player is dealt the richest unseen cards
    (never his true hand, which would leak it). The license deck
    is reshuffled (its order is unseen).
    """
    sample = None
    for _ in range(DEAL_TRIES):
        sample = _deal(state, player, rng, frozenset())
        if _constraints_hold(sample, player):
            break
    else:
        fixed = frozenset(
            seat
            for seat in (state.current, state.high_bidder)
            if 0 <= seat < state.num_players and seat != player
        )
        sample = _deal(state, player, rng, fixed)
    sample.rng = rng.split()
    _shuffle_license_deck(sample, rng)
    sample.crewman_deck.sort()
    rng.shuffle(sample.crewman_deck)
    return sample
