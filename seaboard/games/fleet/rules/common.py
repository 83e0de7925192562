"""Money, cards and boats: what every phase of the round uses (fleet.md §5-§6, AB)."""

from __future__ import annotations

from seaboard.engine.game import Event
from seaboard.games.fleet.content import ARCTIC
from seaboard.games.fleet.state import SALTY_CAPTAIN, SELF_CAPTAINED, UNCREWED, FleetData
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


def drop_boat_bit(mask: int, b: int) -> int:
    """A per-boat bit mask once boat b has left the fleet."""
    return (mask & ((1 << b) - 1)) | ((mask >> (b + 1)) << b)


def bonus_level(state: FleetData, q: int, li: int) -> int:
    """Licenses of a type counted for bonus levels (AB Crewman: one more on its card)."""
    pl = state.players[q]
    n = pl.lic[li]
    if pl.level:
        n += pl.level.count(li)
    return n


def shrimp_discount(state: FleetData, q: int) -> int:
    """Shrimp: $ off every transaction (fleet.md §6.1)."""
    return capped(BON.shrimp_discount, bonus_level(state, q, L_SHRIMP))


def wealth(state: FleetData, q: int) -> int:
    """What q can pay with: hand cards at cash value, processed crates and Oyster-license
    crates ($1), Gone Fishin' cards ($2)."""
    pl = state.players[q]
    h = pl.hand
    w = pl.processed + pl.oyster + GONE_FISHIN_VALUE * pl.gf + pl.crew_crates
    if K_HOUSE in pl.btype:
        w += DOCK.houseboat_value * pl.btype.count(K_HOUSE)
    for t in range(NB):
        if h[t]:
            w += h[t] * BOAT_CASH[t]
    return w


def bid_cap(state: FleetData, q: int) -> int:
    """Nobody may bid more than he could pay now (fleet.md §5.1 step 3, §8)."""
    return min(MAX_BID, wealth(state, q) + shrimp_discount(state, q))


def holds_license_for(state: FleetData, q: int, t: int) -> bool:
    lic = state.players[q].lic
    return any(lic[li] for li in BOAT_LICENSES[t])


def launch_cost(state: FleetData, q: int, t: int) -> int:
    """Launch cost less Shrimp and Char discounts (fleet.md §6.1; AB Char)."""
    off = shrimp_discount(state, q) + capped(ABON.char_discount, bonus_level(state, q, L_CHAR))
    return max(0, BOAT_COST[t] - off)


def launches_allowed(state: FleetData, q: int) -> int:
    lic = state.players[q].lic
    n = capped(BON.cod_launches, bonus_level(state, q, L_COD)) + state.players[q].extra_launch
    if lic[L_CHAR]:
        n += ABON.char_extra_launch  # AB Char: Cod + Char = 3 launches
    return n


def captains_allowed(state: FleetData, q: int) -> int:
    lic = state.players[q].lic
    n = capped(BON.lobster_captains, bonus_level(state, q, L_LOBSTER))
    if lic[L_CHAR]:
        n += ABON.char_extra_captain  # AB Char: Lobster + Char = 3 captains
    return n


def boat_capacity(state: FleetData, q: int, b: int) -> int:
    pl = state.players[q]
    k = pl.btype[b]
    if k == B_OYSTER:  # AB Pacific Oyster: 6/8/10/12
        cap = capped(ABON.oyster_capacity, bonus_level(state, q, L_OYSTER))
        if pl.bcapt[b] == SALTY_CAPTAIN:  # AB Pacific Oyster NOTE: not cumulative
            return max(cap, PROPOSALS.salty_capacity)
        return cap
    if k == K_ARTISAN:  # AB Artisan Fisherman: one crate
        return DOCK.artisan_capacity
    if k == K_INUIT:  # house proposal: two crates
        return PROPOSALS.inuit_capacity
    if pl.bcapt[b] == SALTY_CAPTAIN:  # house proposal; Oyster: the higher capacity
        return PROPOSALS.salty_capacity
    return CAPACITY


def tugs_with_cards(state: FleetData, q: int) -> list[int]:
    return sorted({c >> 5 for c in state.players[q].tugc})


def supply_left(state: FleetData) -> bool:
    return bool(state.deck) or any(state.discard)


def turn_order(state: FleetData) -> list[int]:
    n = state.num_players
    return [(state.start + i) % n for i in range(n)]


def draw_cards(state: FleetData, q: int, n: int, into_hand: bool = True) -> list[int]:
    """Draw n boat cards for q (fleet.md §5.5)."""
    got = draw_face_down(state, n)
    if into_hand:
        h = state.players[q].hand
        for t in got:
            h[t] += 1
    if got:
        state.drew.append((q, got))
    return got


def draw_face_down(state: FleetData, n: int) -> list[int]:
    """n cards off the supply, nobody looking yet (also AB Tug Boat). The discard pile
    is reshuffled when the supply runs out (fleet.md §5.5); if both are empty the
    missing cards are lost (house, G7)."""
    got: list[int] = []
    for _ in range(n):
        if not state.deck:
            if not any(state.discard):
                break
            pile = [t for t in range(NB) for _ in range(state.discard[t])]
            state.discard = [0] * NB
            state.dstack = []
            state.rng.shuffle(pile)
            state.deck = pile
            state.events.append(Event("reshuffle", {"cards": len(pile)}))
        got.append(state.deck.pop())
    return got


def discard_card(state: FleetData, t: int) -> None:
    """A card onto the boat discard pile (face up; its order kept for Salvage Yard)."""
    state.discard[t] += 1
    if state.salvage_on:
        state.dstack.append(t)


def spend_card_face_up(state: FleetData, q: int, t: int) -> None:
    """A card leaves q's hand face up: everyone sees its type."""
    pl = state.players[q]
    pl.hand[t] -= 1
    if pl.known[t]:
        pl.known[t] -= 1


def spend_card_face_down(state: FleetData, q: int, t: int) -> None:
    """A card leaves q's hand face down: any known card may be the one that left."""
    pl = state.players[q]
    pl.hand[t] -= 1
    k = pl.known
    for i in range(NB):
        if k[i]:
            k[i] -= 1


def crates_spent(state: FleetData, n: int) -> None:
    if state.config.spent_crates_return:  # type: ignore[attr-defined]
        state.crates += n


def remove_boat(state: FleetData, q: int, b: int) -> None:
    pl = state.players[q]
    for lst in (
        pl.btype,
        pl.bcapt,
        pl.bcrates,
        pl.btuck,
        pl.btuckt,
        pl.bmate,
        pl.bround,
        pl.bchart,
    ):
        del lst[b]
    pl.tugc = [c if c >> 5 < b else c - 32 for c in pl.tugc if c >> 5 != b]
    # per-boat bits of this round follow the boats after b down by one
    pl.proc_mask = drop_boat_bit(pl.proc_mask, b)
    pl.sword_mask = drop_boat_bit(pl.sword_mask, b)
    pl.split_mask = drop_boat_bit(pl.split_mask, b)
    if state.dfo_boat > b and state.cur == q:
        state.dfo_boat -= 1


def place_dock_card(state: FleetData, q: int, d: int) -> None:
    pl = state.players[q]
    pl.btype.append(K_TUG + d)
    pl.bcapt.append(SELF_CAPTAINED if K_TUG + d in (K_ARTISAN, K_INUIT) else UNCREWED)
    pl.bcrates.append(0)
    pl.btuck.append(-1)
    pl.btuckt.append(-1)
    pl.bmate.append(0)
    pl.bround.append(0)
    pl.bchart.append(0)
