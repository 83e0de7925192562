"""Money, cards and boats: what every phase of the round uses (fleet.md §5-§6, AB)."""

from __future__ import annotations

from seaboard.engine.game import Event
from seaboard.games.fleet.content import ARCTIC
from seaboard.games.fleet.state import (
    BETWEEN_PHASES,
    SALTY_CAPTAIN,
    SELF_CAPTAINED,
    UNCREWED,
    FleetData,
)
from seaboard.games.fleet.tables import (
    ABON,
    B_OYSTER,
    BOAT_CASH,
    BOAT_COST,
    BOAT_LICENSES,
    BON,
    DOCK,
    GEN,
    K_ARTISAN,
    K_HOUSE,
    K_INUIT,
    K_TUG,
    L_CHAR,
    L_COD,
    L_LOBSTER,
    L_OYSTER,
    L_SHRIMP,
    MAX_BID,
    NB,
    PROPOSALS,
    capped,
)

CAPACITY = GEN.capacity  # crates a boat holds (fleet.md §5.3)
GONE_FISHIN_VALUE = ARCTIC.gone_fishin.value  # AB Gone Fishin': towards one transaction


def drop_boat_bit(mask: int, boat: int) -> int:
    """A per-boat bit mask once boat b has left the fleet."""
    return (mask & ((1 << boat) - 1)) | ((mask >> (boat + 1)) << boat)


def bonus_level(state: FleetData, player: int, license: int) -> int:
    """Licenses of a type counted for bonus levels (AB Crewman: one more on its card)."""
    area = state.players[player]
    n = area.licenses[license]
    if area.leveled_licenses:
        n += area.leveled_licenses.count(license)
    return n


def shrimp_discount(state: FleetData, player: int) -> int:
    """Shrimp: $ off every transaction (fleet.md §6.1)."""
    return capped(BON.shrimp_discount, bonus_level(state, player, L_SHRIMP))


def wealth(state: FleetData, player: int) -> int:
    """What the player can pay with: hand cards at cash value, processed crates and Oyster-license
    crates ($1), Gone Fishin' cards ($2)."""
    area = state.players[player]
    hand = area.hand
    total = (
        area.processed
        + area.oyster_crates
        + GONE_FISHIN_VALUE * area.gone_fishin
        + area.crewman_crates
    )
    if K_HOUSE in area.boat_types:
        total += DOCK.houseboat_value * area.boat_types.count(K_HOUSE)
    for boat_type in range(NB):
        if hand[boat_type]:
            total += hand[boat_type] * BOAT_CASH[boat_type]
    return total


def bid_cap(state: FleetData, player: int) -> int:
    """Nobody may bid more than he could pay now (fleet.md §5.1 step 3, §8)."""
    return min(MAX_BID, wealth(state, player) + shrimp_discount(state, player))


def holds_license_for(state: FleetData, player: int, boat_type: int) -> bool:
    licenses = state.players[player].licenses
    for license in BOAT_LICENSES[boat_type]:  # noqa: SIM110 (cpdef allows no generator)
        if licenses[license]:
            return True
    return False


def launch_cost(state: FleetData, player: int, boat_type: int) -> int:
    """Launch cost less Shrimp and Char discounts (fleet.md §6.1; AB Char)."""
    off = shrimp_discount(state, player) + capped(
        ABON.char_discount, bonus_level(state, player, L_CHAR)
    )
    return max(0, BOAT_COST[boat_type] - off)


def launches_allowed(state: FleetData, player: int) -> int:
    licenses = state.players[player].licenses
    n = (
        capped(BON.cod_launches, bonus_level(state, player, L_COD))
        + state.players[player].extra_launches
    )
    if licenses[L_CHAR]:
        n += ABON.char_extra_launch  # AB Char: Cod + Char = 3 launches
    return n


def captains_allowed(state: FleetData, player: int) -> int:
    licenses = state.players[player].licenses
    n = capped(BON.lobster_captains, bonus_level(state, player, L_LOBSTER))
    if licenses[L_CHAR]:
        n += ABON.char_extra_captain  # AB Char: Lobster + Char = 3 captains
    return n


def boat_capacity(state: FleetData, player: int, boat: int) -> int:
    area = state.players[player]
    kind = area.boat_types[boat]
    if kind == B_OYSTER:  # AB Pacific Oyster: 6/8/10/12
        cap = capped(ABON.oyster_capacity, bonus_level(state, player, L_OYSTER))
        if area.boat_captains[boat] == SALTY_CAPTAIN:  # AB Pacific Oyster NOTE: not cumulative
            return max(cap, PROPOSALS.salty_capacity)
        return cap
    if kind == K_ARTISAN:  # AB Artisan Fisherman: one crate
        return DOCK.artisan_capacity
    if kind == K_INUIT:  # house proposal: two crates
        return PROPOSALS.inuit_capacity
    if area.boat_captains[boat] == SALTY_CAPTAIN:  # house proposal; Oyster: the higher capacity
        return PROPOSALS.salty_capacity
    return CAPACITY


def tugs_with_cards(state: FleetData, player: int) -> list[int]:
    return sorted({tug_card >> 5 for tug_card in state.players[player].tug_cards})


def supply_left(state: FleetData) -> bool:
    return bool(state.boat_supply) or any(state.discard_pile)


def turn_order(state: FleetData) -> list[int]:
    n = state.num_players
    return [(state.start_player + i) % n for i in range(n)]


def draw_cards(state: FleetData, player: int, n: int, into_hand: bool = True) -> list[int]:
    """Draw n boat cards for the player (fleet.md §5.5)."""
    got = draw_face_down(state, n)
    if into_hand:
        hand = state.players[player].hand
        for boat_type in got:
            hand[boat_type] += 1
    if got:
        state.draws.append((player, got))
    return got


def draw_face_down(state: FleetData, n: int) -> list[int]:
    """n cards off the supply, nobody looking yet (also AB Tug Boat). The discard pile
    is reshuffled when the supply runs out (fleet.md §5.5); if both are empty the
    missing cards are lost (house, G7)."""
    got: list[int] = []
    for _ in range(n):
        if not state.boat_supply:
            if not any(state.discard_pile):
                break
            pile = [
                boat_type for boat_type in range(NB) for _ in range(state.discard_pile[boat_type])
            ]
            state.discard_pile = [0] * NB
            state.discard_order = []
            state.rng.shuffle(pile)
            state.boat_supply = pile
            state.events.append(Event("reshuffle", {"cards": len(pile)}))
        got.append(state.boat_supply.pop())
    return got


def discard_card(state: FleetData, boat_type: int) -> None:
    """A card onto the boat discard pile (face up; its order kept for Salvage Yard)."""
    state.discard_pile[boat_type] += 1
    if state.salvage_on:
        state.discard_order.append(boat_type)


def spend_card_face_up(state: FleetData, player: int, boat_type: int) -> None:
    """A card leaves the player's hand face up: everyone sees its type."""
    area = state.players[player]
    area.hand[boat_type] -= 1
    if area.known_in_hand[boat_type]:
        area.known_in_hand[boat_type] -= 1


def spend_card_face_down(state: FleetData, player: int, boat_type: int) -> None:
    """A card leaves the player's hand face down: any known card may be the one that left."""
    area = state.players[player]
    area.hand[boat_type] -= 1
    known = area.known_in_hand
    for i in range(NB):
        if known[i]:
            known[i] -= 1


def crates_spent(state: FleetData, n: int) -> None:
    if state.config.spent_crates_return:  # type: ignore[attr-defined]
        state.crate_supply += n


def remove_boat(state: FleetData, player: int, boat: int) -> None:
    area = state.players[player]
    for lst in (
        area.boat_types,
        area.boat_captains,
        area.boat_crates,
        area.tucked_crates,
        area.tucked_cards,
        area.first_mates,
        area.captain_rounds,
        area.charters,
    ):
        del lst[boat]
    area.tug_cards = [
        tug_card if tug_card >> 5 < boat else tug_card - 32
        for tug_card in area.tug_cards
        if tug_card >> 5 != boat
    ]
    # per-boat bits of this round follow the boats after b down by one
    area.processed_mask = drop_boat_bit(area.processed_mask, boat)
    area.swordfish_mask = drop_boat_bit(area.swordfish_mask, boat)
    area.oyster_split_mask = drop_boat_bit(area.oyster_split_mask, boat)
    if state.dfo_boat > boat and state.current == player:
        state.dfo_boat -= 1


def place_dock_card(state: FleetData, player: int, dock: int) -> None:
    area = state.players[player]
    area.boat_types.append(K_TUG + dock)
    area.boat_captains.append(SELF_CAPTAINED if K_TUG + dock in (K_ARTISAN, K_INUIT) else UNCREWED)
    area.boat_crates.append(0)
    area.tucked_crates.append(-1)
    area.tucked_cards.append(-1)
    area.first_mates.append(0)
    area.captain_rounds.append(0)
    area.charters.append(0)


def end_phase(state: FleetData, next_phase: int) -> None:
    """This phase of the round is over; the dispatcher (`rules.advance`) starts `next_phase`
    (OPEN, LAUNCH, FISH, PROCESS or DRAW), after the Tug Boat window."""
    state.phase = BETWEEN_PHASES
    state.next_phase = next_phase
    state.tug_window_held = False
