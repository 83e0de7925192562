"""Setup, A. Draw Tiles, and Turn 1: Set Camp."""

from __future__ import annotations

from seaboard.engine.game import Event
from seaboard.games.blackbeard.content import (
    ACTS,
    INF_GROUPS,
    INFORMANTS,
    LIFE,
    LOOT,
)
from seaboard.games.blackbeard.rules.common import SPACE_IDS, R, new_epoch
from seaboard.games.blackbeard.state import (
    ADVENTURE_AT_CAMP,
    BLACKBEARD,
    EPOCH_CAMP,
    HUNTERS,
    INTERVIEW,
    ONLY_BLACKBEARD,
    ONLY_HUNTERS,
    SET_CAMP,
    BlackbeardData,
)


def setup(state: BlackbeardData) -> None:
    """Setup: the draw piles shuffled, 1 random Loot in Taken Loot (no gold for it), 5 gold in
    the Purse; then A. Draw Tiles for Turn 1, and Blackbeard Sets Camp."""
    rng = state.rng
    acts, life = list(ACTS), list(LIFE)
    rng.shuffle(acts)
    rng.shuffle(life)
    state.piracy_piles = [acts, life]
    state.informant_pile = list(range(len(INFORMANTS)))
    rng.shuffle(state.informant_pile)
    pool = list(LOOT)
    rng.shuffle(pool)
    state.taken_loot = [pool.pop()]
    state.loot_pool = pool
    state.purse = R.start_purse
    draw_tiles(state)
    state.phase, state.mover = SET_CAMP, BLACKBEARD


def draw_tiles(state: BlackbeardData) -> None:
    """A. Draw Tiles: one Act of Piracy, one Pirate's Life; one Informant for the Hunters."""
    for row in (0, 1):
        if state.piracy_piles[row]:
            state.piracy_rows[row].append(state.piracy_piles[row].pop())
    if state.informant_pile:
        informant = state.informant_pile.pop()
        state.informants.append(informant)
        state.informant_used.append(False)
        state.informant_spots.append([0] * len(INF_GROUPS[informant]))


def set_camp(state: BlackbeardData, space: int, events: list[Event]) -> None:
    """Turn 1: Set Camp: the Adventure at Camp block in any Anchorage slot, secretly."""
    state.camp = state.adventure = space
    state.blocks[space] = ADVENTURE_AT_CAMP
    new_epoch(state, EPOCH_CAMP)
    events.append(Event("camp_set", {"space": SPACE_IDS[space]}, ONLY_BLACKBEARD))
    events.append(Event("camp_set", {}, ONLY_HUNTERS))
    state.phase, state.mover = INTERVIEW, HUNTERS
