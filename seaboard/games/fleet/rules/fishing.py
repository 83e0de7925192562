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
    end_phase,
    remove_boat,
)
from seaboard.games.fleet.rules.scoring import check_trophies, game_over
from seaboard.games.fleet.state import (
    FISH,
    NO_CAPTAIN,
    PROCESS,
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
    phase = state.phase
    player = state.current
    if phase == WEATHER:
        out = [A_SINK[other][boat] for other, boat in sink_targets(state, player)]
        out.append(A_DONE)
        return out
    if phase == SALMON:
        targets = salmon_tuck_boats(state, player)
        out = [
            A_TUCK[boat_type][boat] for boat_type in sorted(set(state.drawn)) for boat in targets
        ]
        out.append(A_KEEP)
        return out
    if phase == FISH:
        out = [A_SWORD[boat] for boat in swordfish_boats(state, player)]
        out.extend([A_SPLIT[boat] for boat in oyster_split_boats(state, player)])
        out.append(A_DONE)
        return out
    return []


def fishing_action(state: FleetData, action: Action) -> None:
    events = state.events
    kind = action.kind
    player = state.current
    phase = state.phase
    area = state.players[player]
    if phase == WEATHER:
        if kind == "sink":
            other, boat = action.args
            events.append(Event("sink", {"player": player, "owner": other, "boat": boat}))
            sink_boat(state, other, boat)
        state.turn_index += 1
        weather_next(state)
        return
    if phase == SALMON:
        if kind == "keep":
            salmon_keep(state, player)
        else:
            boat_type = BOAT_INDEX[action.args[0]]
            boat = action.args[1]
            state.drawn.remove(boat_type)
            area.tucked_crates[boat] = 0
            area.tucked_cards[boat] = boat_type
            events.append(Event("tuck", {"player": player, "card": action.args[0], "boat": boat}))
            if not state.drawn or not salmon_tuck_boats(state, player):
                salmon_keep(state, player)
        return
    if phase == FISH:
        if kind == "sword":
            area.swordfish_mask |= 1 << action.args[0]
        elif kind == "split":
            area.oyster_split_mask |= 1 << action.args[0]
        if kind == "done" or not (
            swordfish_boats(state, player) or oyster_split_boats(state, player)
        ):
            catch_fish(state, player)
            state.turn_index += 1
            state.fishing_stage = 0
            fishing_next(state)
        return
    raise AssertionError(f"unhandled {action.text} in phase {phase}")


def fishing_start(state: FleetData) -> None:
    for area in state.players:
        area.swordfish_mask = 0
        area.oyster_split_mask = 0
    state.turn_index = 0
    state.fishing_stage = 0
    weather_next(state)


def weather_next(state: FleetData) -> None:
    """House proposal Weather Authority: at the start of Fishing, each owner in turn
    order may sink one opponent boat that has no captain (once a round)."""
    n = state.num_players
    while state.weather_on and state.turn_index < n:
        player = (state.start_player + state.turn_index) % n
        if state.players[player].licenses[L_WEATHER] and sink_targets(state, player):
            state.phase = WEATHER
            state.current = player
            return
        state.turn_index += 1
    state.turn_index = 0
    fishing_next(state)


def sink_targets(state: FleetData, player: int) -> list[tuple[int, int]]:
    """House proposal Weather Authority: an opponent's boat card without a captain."""
    out = []
    for other, area in enumerate(state.players):
        if other != player:
            for boat, captain in enumerate(area.boat_captains):
                if captain == NO_CAPTAIN and area.boat_types[boat] < NB:
                    out.append((other, boat))
    return out


def sink_boat(state: FleetData, other: int, boat: int) -> None:
    area = state.players[other]
    boat_type = B_CHARTER if area.charters[boat] else area.boat_types[boat]
    discard_card(state, boat_type)
    state.crate_supply += area.boat_crates[boat]  # its crates go back to the supply
    remove_boat(state, other, boat)  # a First Mate on it is discarded with it


def fishing_next(state: FleetData) -> None:
    n = state.num_players
    while state.turn_index < n:
        player = (state.start_player + state.turn_index) % n
        if state.fishing_stage == 0:
            state.fishing_stage = 1
            salmon_licenses = bonus_level(state, player, L_SALMON)
            if salmon_licenses:  # draw at the beginning of Fishing, keep or tuck
                got = draw_cards(
                    state, player, capped(ABON.salmon_draw, salmon_licenses), into_hand=False
                )
                if got:
                    state.drawn = got
                    if salmon_tuck_boats(state, player):
                        state.phase = SALMON
                        state.current = player
                        return
                    salmon_keep(state, player)
                    return
        if state.fishing_stage == 1:
            state.fishing_stage = 2
            if swordfish_boats(state, player) or oyster_split_boats(state, player):
                state.phase = FISH
                state.current = player
                return
        catch_fish(state, player)
        state.turn_index += 1
        state.fishing_stage = 0
    check_trophies(state)
    if state.crate_supply <= 0:
        game_over(state, "crates")
    elif state.final_round:
        game_over(state, "licenses")
    else:
        end_phase(state, PROCESS)


def salmon_keep(state: FleetData, player: int) -> None:
    hand = state.players[player].hand
    for boat_type in state.drawn:
        hand[boat_type] += 1
    state.drawn = []
    fishing_next(state)


def catch_fish(state: FleetData, player: int) -> None:
    """Each captained boat below capacity catches (1, Pacific Oyster 2); a tucked Salmon
    card catches one more; a Swordfish boat takes a card instead of any crate. Everyone
    gets what he is owed even when the supply runs out (§5.3)."""
    area = state.players[player]
    caught = 0
    cards = 0
    saved_crates, saved_tuck, saved_oyster = (
        area.boat_crates[:],
        area.tucked_crates[:],
        area.oyster_crates,
    )
    crates = area.boat_crates
    boost = area.boosted_types
    for boat, captain in enumerate(area.boat_captains):
        if not captained(captain):
            if area.boat_types[boat] == K_TUG:  # AB Tug Boat: a face-down card, seen by nobody
                got = draw_face_down(state, 1)
                if got:
                    area.tug_cards.append(boat * 32 + got[0])
                    state.events.append(Event("tug-card", {"player": player, "boat": boat}))
            continue
        if (area.swordfish_mask >> boat) & 1:
            cards += 1
            continue
        cap = boat_capacity(state, player, boat)
        if crates[boat] < cap:
            if area.boat_types[boat] == B_OYSTER and area.licenses[L_OYSTER]:
                if (area.oyster_split_mask >> boat) & 1:
                    crates[boat] += 1
                    area.oyster_crates += 1
                    caught += 2
                else:
                    amount = min(ABON.oyster_catch, cap - crates[boat])
                    crates[boat] += amount
                    caught += amount
            elif captain == SALTY_CAPTAIN:  # house proposal: two crates a round
                amount = min(PROPOSALS.salty_catch, cap - crates[boat])
                crates[boat] += amount
                caught += amount
            else:
                crates[boat] += 1
                caught += 1
        if boost and area.boat_types[boat] in boost:  # AB Crewman: one more crate for this type
            amount = min(boost.count(area.boat_types[boat]), cap - crates[boat])
            if amount > 0:
                crates[boat] += amount
                caught += amount
        tucked = area.tucked_crates[boat]
        if 0 <= tucked < ABON.salmon_capacity:
            area.tucked_crates[boat] = tucked + 1
            caught += 1
    if state.embargo >= 0 and player != state.embargo:  # AB Crewman: no crates this round
        area.boat_crates = crates = saved_crates
        area.tucked_crates = saved_tuck
        area.oyster_crates = saved_oyster
        caught = 0
    state.crate_supply -= caught
    if cards:
        draw_cards(state, player, cards)
    if state.crab_meeples:  # AB Crab Meeples: the first full boat of each Standard type
        for boat in range(len(area.boat_types)):
            boat_type = area.boat_types[boat]
            if (
                boat_type < NB
                and state.crab_meeples[boat_type] == -1
                and crates[boat] >= boat_capacity(state, player, boat)
            ):
                state.crab_meeples[boat_type] = player
                state.events.append(
                    Event("crab-meeple", {"player": player, "boat": BOAT_NAMES[boat_type]})
                )
    state.events.append(
        Event("fishing", {"player": player, "crates": caught, "supply": max(0, state.crate_supply)})
    )


def salmon_tuck_boats(state: FleetData, player: int) -> list[int]:
    """AB Salmon: launched and captained boats without a tucked card."""
    area = state.players[player]
    return [
        boat
        for boat, captain in enumerate(area.boat_captains)
        if captained(captain)
        and area.tucked_crates[boat] < 0
        and area.boat_types[boat] not in (K_ARTISAN, K_INUIT)
    ]


def swordfish_boats(state: FleetData, player: int) -> list[int]:
    """AB Swordfish: launched, captained, not full boats, up to one per license."""
    area = state.players[player]
    n = bonus_level(state, player, L_SWORD)
    if not n or area.swordfish_mask.bit_count() >= capped(ABON.swordfish_boats, n):
        return []
    return [
        boat
        for boat, captain in enumerate(area.boat_captains)
        if captained(captain)
        and area.boat_crates[boat] < boat_capacity(state, player, boat)
        and not ((area.swordfish_mask | area.oyster_split_mask) >> boat) & 1
    ]


def oyster_split_boats(state: FleetData, player: int) -> list[int]:
    """AB Pacific Oyster: a boat that is not full may put one crate on the license."""
    area = state.players[player]
    if not area.licenses[L_OYSTER]:
        return []
    return [
        boat
        for boat, captain in enumerate(area.boat_captains)
        if captained(captain)
        and area.boat_types[boat] == B_OYSTER
        and area.boat_crates[boat] < boat_capacity(state, player, boat)
        and not ((area.swordfish_mask | area.oyster_split_mask) >> boat) & 1
    ]
