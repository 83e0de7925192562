"""B. Interview Informants: secret Spots and Surveil."""

from __future__ import annotations

from operator import itemgetter

from seaboard.engine.game import Action, Event
from seaboard.games.blackbeard.content import (
    INF_GROUPS,
    INF_IDS,
)
from seaboard.games.blackbeard.rules.blackbeard import reset_map
from seaboard.games.blackbeard.rules.common import DONE, SID, SPACE_IDS, R, log_obs
from seaboard.games.blackbeard.rules.spotting import secret_spot
from seaboard.games.blackbeard.state import BLOCK_NAMES, CAMP_BLOCKS, BlackbeardData

INFORMANT_SPACES = [
    [sorted(g) for _, g in groups] for groups in INF_GROUPS
]  # per informant, per group: sorted spaces


SPOT_ACTIONS = [
    [Action("spot", (informant, space)) for space in SPACE_IDS] for informant in INF_IDS
]
SURVEIL_ACTIONS = [Action("surveil", (space,)) for space in SPACE_IDS]


def spot_targets(state: BlackbeardData, slot: int) -> list[int]:
    """B. Interview Informants: spaces the Informant in `slot` may still Spot."""
    if state.informant_used[slot]:
        return []
    out: list[int] = []
    counts = state.informant_spots[slot]
    for group, (count, _) in enumerate(INF_GROUPS[state.informants[slot]]):
        if counts[group] < count:
            out.extend(
                [
                    space
                    for space in INFORMANT_SPACES[state.informants[slot]][group]
                    if space not in state.spotted_now
                ]
            )
    return out


def interview_actions(state: BlackbeardData) -> list[Action]:
    out: list[Action] = []
    if state.hunter_pawns_used < R.hunter_pawns:
        for slot, informant in sorted(enumerate(state.informants), key=itemgetter(1)):
            table = SPOT_ACTIONS[informant]
            out.extend([table[space] for space in spot_targets(state, slot)])
    out.extend(
        [SURVEIL_ACTIONS[space] for space in state.spotted_now if not state.surveilled[space]]
    )
    out.append(DONE)
    return out


def interview(state: BlackbeardData, action: Action, events: list[Event]) -> None:
    if action.kind == "spot":
        informant = INF_IDS.index(action.args[0])
        space = SID[action.args[1]]
        slot = state.informants.index(informant)
        for group, (count, allowed) in enumerate(INF_GROUPS[informant]):
            if space in allowed and state.informant_spots[slot][group] < count:
                state.informant_spots[slot][group] += 1
                break
        state.hunter_pawns_used += 1
        secret_spot(state, space, events)
    elif action.kind == "surveil":
        space = SID[action.args[0]]
        state.surveilled[space] = True
        events.append(Event("surveil", {"space": SPACE_IDS[space]}))
        if not state.face_up[space]:
            state.face_up[space] = True
            log_obs(state, space)
            events.append(
                Event(
                    "spot", {"space": SPACE_IDS[space], "block": BLOCK_NAMES[state.blocks[space]]}
                )
            )
        if state.blocks[space] in CAMP_BLOCKS:
            state.camp_found = True
    else:  # done
        reset_map(state, events)
