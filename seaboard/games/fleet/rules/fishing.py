"""Phase 3, Fishing (fleet.md §5.3; AB Salmon, Swordfish, Pacific Oyster; the house
Weather Authority)."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.fleet.rules.common import (
    boat_capacity,
    bonus_level,
    discard_card,
    draw_cards,
    draw_face_down,
    remove_boat,
)
from seaboard.games.fleet.rules.processing import processing_start
from seaboard.games.fleet.rules.scoring import check_trophies, game_over
from seaboard.games.fleet.state import (
    FISH,
    NO_CAPTAIN,
    SALMON,
    SALTY_CAPTAIN,
    WEATHER,
    FleetData,
    captained,
)
from seaboard.games.fleet.tables import (
    A_DONE,
    A_KEEP,
    A_SINK,
    A_SPLIT,
    A_SWORD,
    A_TUCK,
    ABON,
    B_CHARTER,
    B_OYSTER,
    BOAT_INDEX,
    BOAT_NAMES,
    K_ARTISAN,
    K_INUIT,
    K_TUG,
    L_OYSTER,
    L_SALMON,
    L_SWORD,
    L_WEATHER,
    NB,
    PROPOSALS,
    capped,
)


def fishing_actions(state: FleetData) -> list[Action]:
    ph = state.phase
    q = state.cur
    if ph == WEATHER:
        out = [A_SINK[o][b] for o, b in sink_targets(state, q)]
        out.append(A_DONE)
        return out
    if ph == SALMON:
        targets = salmon_tuck_boats(state, q)
        out = [A_TUCK[t][b] for t in sorted(set(state.drawn)) for b in targets]
        out.append(A_KEEP)
        return out
    if ph == FISH:
        out = [A_SWORD[b] for b in swordfish_boats(state, q)]
        out.extend(A_SPLIT[b] for b in oyster_split_boats(state, q))
        out.append(A_DONE)
        return out
    return []


def fishing_action(state: FleetData, action: Action) -> None:
    ev = state.events
    k = action.kind
    q = state.cur
    ph = state.phase
    pl = state.players[q]
    if ph == WEATHER:
        if k == "sink":
            o, b = action.args
            ev.append(Event("sink", {"player": q, "owner": o, "boat": b}))
            sink_boat(state, o, b)
        state.idx += 1
        weather_next(state)
        return
    if ph == SALMON:
        if k == "keep":
            salmon_keep(state, q)
        else:
            t = BOAT_INDEX[action.args[0]]
            b = action.args[1]
            state.drawn.remove(t)
            pl.btuck[b] = 0
            pl.btuckt[b] = t
            ev.append(Event("tuck", {"player": q, "card": action.args[0], "boat": b}))
            if not state.drawn or not salmon_tuck_boats(state, q):
                salmon_keep(state, q)
        return
    if ph == FISH:
        if k == "sword":
            pl.sword_mask |= 1 << action.args[0]
        elif k == "split":
            pl.split_mask |= 1 << action.args[0]
        if k == "done" or not (swordfish_boats(state, q) or oyster_split_boats(state, q)):
            catch_fish(state, q)
            state.idx += 1
            state.fstage = 0
            fishing_next(state)
        return
    raise AssertionError(f"unhandled {action.text} in phase {ph}")


def fishing_start(state: FleetData) -> None:
    for pl in state.players:
        pl.sword_mask = 0
        pl.split_mask = 0
    state.idx = 0
    state.fstage = 0
    weather_next(state)


def weather_next(state: FleetData) -> None:
    """House proposal Weather Authority: at the start of Fishing, each owner in turn
    order may sink one opponent boat that has no captain (once a round)."""
    n = state.num_players
    while state.weather_on and state.idx < n:
        q = (state.start + state.idx) % n
        if state.players[q].lic[L_WEATHER] and sink_targets(state, q):
            state.phase = WEATHER
            state.cur = q
            return
        state.idx += 1
    state.idx = 0
    fishing_next(state)


def sink_targets(state: FleetData, q: int) -> list[tuple[int, int]]:
    """House proposal Weather Authority: an opponent's boat card without a captain."""
    out = []
    for o, pl in enumerate(state.players):
        if o != q:
            for b, c in enumerate(pl.bcapt):
                if c == NO_CAPTAIN and pl.btype[b] < NB:
                    out.append((o, b))
    return out


def sink_boat(state: FleetData, o: int, b: int) -> None:
    pl = state.players[o]
    t = B_CHARTER if pl.bchart[b] else pl.btype[b]
    discard_card(state, t)
    state.crates += pl.bcrates[b]  # its crates go back to the supply
    remove_boat(state, o, b)  # a First Mate on it is discarded with it


def fishing_next(state: FleetData) -> None:
    n = state.num_players
    while state.idx < n:
        q = (state.start + state.idx) % n
        if state.fstage == 0:
            state.fstage = 1
            ns = bonus_level(state, q, L_SALMON)
            if ns:  # draw at the beginning of Fishing, keep or tuck
                got = draw_cards(state, q, capped(ABON.salmon_draw, ns), into_hand=False)
                if got:
                    state.drawn = got
                    if salmon_tuck_boats(state, q):
                        state.phase = SALMON
                        state.cur = q
                        return
                    salmon_keep(state, q)
                    return
        if state.fstage == 1:
            state.fstage = 2
            if swordfish_boats(state, q) or oyster_split_boats(state, q):
                state.phase = FISH
                state.cur = q
                return
        catch_fish(state, q)
        state.idx += 1
        state.fstage = 0
    check_trophies(state)
    if state.crates <= 0:
        game_over(state, "crates")
    elif state.final_round:
        game_over(state, "licenses")
    else:
        processing_start(state)


def salmon_keep(state: FleetData, q: int) -> None:
    h = state.players[q].hand
    for t in state.drawn:
        h[t] += 1
    state.drawn = []
    fishing_next(state)


def catch_fish(state: FleetData, q: int) -> None:
    """Each captained boat below capacity catches (1, Pacific Oyster 2); a tucked Salmon
    card catches one more; a Swordfish boat takes a card instead of any crate. Everyone
    gets what he is owed even when the supply runs out (§5.3)."""
    pl = state.players[q]
    caught = 0
    cards = 0
    saved_crates, saved_tuck, saved_oyster = pl.bcrates[:], pl.btuck[:], pl.oyster
    cr = pl.bcrates
    boost = pl.boost
    for b, c in enumerate(pl.bcapt):
        if not captained(c):
            if pl.btype[b] == K_TUG:  # AB Tug Boat: a face-down card, seen by nobody
                got = draw_face_down(state, 1)
                if got:
                    pl.tugc.append(b * 32 + got[0])
                    state.events.append(Event("tug-card", {"player": q, "boat": b}))
            continue
        if (pl.sword_mask >> b) & 1:
            cards += 1
            continue
        cap = boat_capacity(state, q, b)
        if cr[b] < cap:
            if pl.btype[b] == B_OYSTER and pl.lic[L_OYSTER]:
                if (pl.split_mask >> b) & 1:
                    cr[b] += 1
                    pl.oyster += 1
                    caught += 2
                else:
                    k = min(ABON.oyster_catch, cap - cr[b])
                    cr[b] += k
                    caught += k
            elif c == SALTY_CAPTAIN:  # house proposal: two crates a round
                k = min(PROPOSALS.salty_catch, cap - cr[b])
                cr[b] += k
                caught += k
            else:
                cr[b] += 1
                caught += 1
        if boost and pl.btype[b] in boost:  # AB Crewman: one more crate for this type
            k = min(boost.count(pl.btype[b]), cap - cr[b])
            if k > 0:
                cr[b] += k
                caught += k
        tk = pl.btuck[b]
        if 0 <= tk < ABON.salmon_capacity:
            pl.btuck[b] = tk + 1
            caught += 1
    if state.embargo >= 0 and q != state.embargo:  # AB Crewman: no crates this round
        pl.bcrates = cr = saved_crates
        pl.btuck = saved_tuck
        pl.oyster = saved_oyster
        caught = 0
    state.crates -= caught
    if cards:
        draw_cards(state, q, cards)
    if state.meeple:  # AB Crab Meeples: the first full boat of each Standard type
        for b in range(len(pl.btype)):
            t = pl.btype[b]
            if t < NB and state.meeple[t] == -1 and cr[b] >= boat_capacity(state, q, b):
                state.meeple[t] = q
                state.events.append(Event("crab-meeple", {"player": q, "boat": BOAT_NAMES[t]}))
    state.events.append(
        Event("fishing", {"player": q, "crates": caught, "supply": max(0, state.crates)})
    )


def salmon_tuck_boats(state: FleetData, q: int) -> list[int]:
    """AB Salmon: launched and captained boats without a tucked card."""
    pl = state.players[q]
    return [
        b
        for b, c in enumerate(pl.bcapt)
        if captained(c) and pl.btuck[b] < 0 and pl.btype[b] not in (K_ARTISAN, K_INUIT)
    ]


def swordfish_boats(state: FleetData, q: int) -> list[int]:
    """AB Swordfish: launched, captained, not full boats, up to one per license."""
    pl = state.players[q]
    n = bonus_level(state, q, L_SWORD)
    if not n or pl.sword_mask.bit_count() >= capped(ABON.swordfish_boats, n):
        return []
    return [
        b
        for b, c in enumerate(pl.bcapt)
        if captained(c)
        and pl.bcrates[b] < boat_capacity(state, q, b)
        and not ((pl.sword_mask | pl.split_mask) >> b) & 1
    ]


def oyster_split_boats(state: FleetData, q: int) -> list[int]:
    """AB Pacific Oyster: a boat that is not full may put one crate on the license."""
    pl = state.players[q]
    if not pl.lic[L_OYSTER]:
        return []
    return [
        b
        for b, c in enumerate(pl.bcapt)
        if captained(c)
        and pl.btype[b] == B_OYSTER
        and pl.bcrates[b] < boat_capacity(state, q, b)
        and not ((pl.sword_mask | pl.split_mask) >> b) & 1
    ]
