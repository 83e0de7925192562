"""Phase One's locations: what a hero at a location may take (symbols, free and paid
takes), and Iggy's move of another hero out of it; shared with the hero cards."""

from __future__ import annotations

from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.content import CANNON, CREW, CREW_AREA, DOUBLOON, SABER
from seaboard.games.chaos_cove.rules.common import here, resources_left, room
from seaboard.games.chaos_cove.state import ChaosCoveData


def can_take(s: ChaosCoveData, p: int, i: int, paid: bool) -> bool:
    """A symbol can be taken as often as it is printed; 2 free, then 1 doubloon each."""
    sym = K.SYMBOLS[s.config.map_side][here(s)]
    if s.t_sym[i] >= sym[i]:
        return False
    r = K.TAKE_RES[i]
    if r == CANNON and not s.cannon_stock or r == SABER and not s.saber_stock:
        return False
    if r == CREW and not s.res[p][CREW_AREA]:
        return False
    if not paid or s.t_taken < s.t_free:
        return True
    return r != DOUBLOON and s.res[p][DOUBLOON] >= K.PLACE.extra_resource_cost


def bounce_options(s: ChaosCoveData) -> list[tuple[int, int]]:
    """Iggy: move one other hero out of this location to a location with room."""
    loc = here(s)
    others = [h for h in range(K.N_HEROES) if s.hero_loc[h] == loc and h != s.t_hero]
    dests = [x for x in range(K.N_LOCS) if x != loc and room(s, x)]
    return [(h, x) for h in others for x in dests]


def market_items(s: ChaosCoveData, p: int) -> int:
    """What p holds that the Market can take: the same count as the tie-break's."""
    return resources_left(s, p)
