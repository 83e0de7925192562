"""Hidden Information: secret and open Spotting, and chains of Sightings."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.blackbeard.content import (
    IS_SLOT,
    WATER,
)
from seaboard.games.blackbeard.rules.common import CHAIN_END, SPACE_IDS, log_obs
from seaboard.games.blackbeard.state import (
    BLOCK_NAMES,
    CAMP_BLOCKS,
    ONLY_HUNTERS,
    SIGHTING_BLOCKS,
    BlackbeardData,
)

CHAIN_ACTIONS = [Action("chain", (space,)) for space in SPACE_IDS]


def chain_targets(state: BlackbeardData) -> list[int]:
    """Sightings: Spot another space adjacent by Water Route (rulebook, Hidden Information)."""
    sighting, secret = state.sighting_chains[-1]
    return [
        space
        for space in WATER[sighting]
        if IS_SLOT[space]
        and not state.face_up[space]
        and not (secret and space in state.spotted_now)
    ]


def chain_actions(state: BlackbeardData) -> list[Action]:
    return [CHAIN_ACTIONS[space] for space in chain_targets(state)] + [CHAIN_END]


def secret_spot(state: BlackbeardData, space: int, events: list[Event]) -> None:
    """A secret Spot: the Hunters see the block; Blackbeard learns nothing, not even that a
    block was Spotted (players Spot secretly "or pretend to do so")."""
    block = state.blocks[space]
    state.spotted_now.append(space)
    state.spots.append((state.turn, space, block))
    log_obs(state, space, 1)
    events.append(
        Event("spot", {"space": SPACE_IDS[space], "block": BLOCK_NAMES[block]}, ONLY_HUNTERS)
    )
    if block in SIGHTING_BLOCKS:
        state.sighting_chains.append((space, True))
    if block in CAMP_BLOCKS and state.face_up[space]:
        state.camp_found = True


def open_spot(state: BlackbeardData, space: int, events: list[Event]) -> None:
    """Open Spotting: lay the block face up; the Camp marker; Sightings chain."""
    if not IS_SLOT[space] or state.face_up[space]:
        return
    state.face_up[space] = True
    block = state.blocks[space]
    log_obs(state, space)
    events.append(Event("spot", {"space": SPACE_IDS[space], "block": BLOCK_NAMES[block]}))
    if block in CAMP_BLOCKS:
        state.camp_found = True
    if block in SIGHTING_BLOCKS:
        state.sighting_chains.append((space, False))
