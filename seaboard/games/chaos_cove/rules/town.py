"""Phase One's locations: what a hero at a location may take (symbols, free and paid
takes), and Iggy's move of another hero out of it; shared with the hero cards."""

from __future__ import annotations

from seaboard.games.chaos_cove.content import (
    CANNON,
    CREW,
    CREW_AREA,
    DOUBLOON,
    N_HEROES,
    N_LOCS,
    PLACE,
    SABER,
    SYMBOLS,
    TAKE_NAMES,
    TAKE_RES,
)
from seaboard.games.chaos_cove.rules.common import here, resources_left, room
from seaboard.games.chaos_cove.state import ChaosCoveData


def can_take_free(state: ChaosCoveData, player: int) -> bool:
    """Whether some symbol can be taken without paying (Belle)."""
    for i in range(len(TAKE_NAMES)):  # noqa: SIM110 (a loop, not any(): cpdef has no generator)
        if can_take(state, player, i, paid=False):
            return True
    return False


def can_take(state: ChaosCoveData, player: int, i: int, paid: bool) -> bool:
    """A symbol can be taken as often as it is printed; 2 free, then 1 doubloon each."""
    sym = SYMBOLS[state.config.map_side][here(state)]
    if state.turn_symbols[i] >= sym[i]:
        return False
    resource = TAKE_RES[i]
    if resource == CANNON and not state.cannon_stock or resource == SABER and not state.saber_stock:
        return False
    if resource == CREW and not state.resources[player][CREW_AREA]:
        return False
    if not paid or state.turn_takes < state.turn_free_takes:
        return True
    return resource != DOUBLOON and state.resources[player][DOUBLOON] >= PLACE.extra_resource_cost


def bounce_options(state: ChaosCoveData) -> list[tuple[int, int]]:
    """Iggy: move one other hero out of this location to a location with room."""
    location = here(state)
    others = [
        hero
        for hero in range(N_HEROES)
        if state.hero_location[hero] == location and hero != state.turn_hero
    ]
    dests = [
        destination
        for destination in range(N_LOCS)
        if destination != location and room(state, destination)
    ]
    return [(hero, destination) for hero in others for destination in dests]


def market_items(state: ChaosCoveData, player: int) -> int:
    """What the player holds that the Market can take: the same count as the tie-break's."""
    return resources_left(state, player)
