"""C. Blackbeard Actions: Reset Map, Plan Piracy, Prepare Defenses, Sail, Set Map."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.blackbeard.content import (
    DEF_COST,
    DEF_IDS,
    DID,
    DIST,
    SEA,
    SLOTS,
    SQUARES,
    TID,
    TILE_IDS,
    TOWNS,
)
from seaboard.games.blackbeard.rules.common import (
    DONE,
    SID,
    SPACE_IDS,
    R,
    bb_pawn_limit,
    defense_pool,
    new_epoch,
    penalty,
)
from seaboard.games.blackbeard.state import (
    ADVENTURE,
    ADVENTURE_AT_CAMP,
    BLACKBEARD,
    BLACKBEARD_ACTIONS,
    BLACKBEARD_ALONE,
    BLACKBEARD_AT_CAMP,
    BLANK,
    BLOCK_NAMES,
    CAMP,
    COMMANDEER,
    DEFENSE_ISRAEL_HANDS,
    DEFENSE_LONGBOAT,
    DEFENSE_SILENCE,
    EPOCH_RESET,
    EPOCH_SAIL,
    HUNTER_ACTIONS,
    HUNTERS,
    ISRAEL_HANDS,
    ONLY_BLACKBEARD,
    PLAN,
    PREPARE,
    SAIL,
    SET_MAP,
    SIGHTING,
    SIGHTING_AT_CAMP,
    TILE_DOCTOR,
    BlackbeardData,
)

SAIL_ACTIONS = [Action("sail", (space,)) for space in SPACE_IDS]
PLAN_ACTIONS = [Action("plan", (tile,)) for tile in TILE_IDS]
PREPARE_ACTIONS = [Action("prepare", (defense,)) for defense in DEF_IDS]
LONGBOAT_ACTIONS = [Action("longboat", (space,)) for space in SPACE_IDS]
ISRAEL_ACTIONS = [Action("israel", (space,)) for space in SPACE_IDS]
SILENCE_ACTIONS = [Action("silence", (space,)) for space in SPACE_IDS]


def sail_limit(state: BlackbeardData) -> int:
    """Hire Doctor: Adventure Sails at most 3 pawns a turn while unfilled."""
    return R.doctor_sail_limit if penalty(state, TILE_DOCTOR) else R.blackbeard_pawns


def bb_actions(state: BlackbeardData) -> list[Action]:
    if state.blackbeard_segment == SET_MAP:
        return setmap_actions(state)
    out: list[Action] = []
    if state.blackbeard_pawns_used < bb_pawn_limit(state):
        if state.blackbeard_segment == PLAN:
            for tile in sorted(state.piracy_rows[0] + state.piracy_rows[1]):
                if state.cubes[tile] + state.tile_pawns[tile] < SQUARES[tile]:
                    out.append(PLAN_ACTIONS[tile])
        if state.blackbeard_segment <= PREPARE:
            for defense in defense_pool(state):
                if not state.prepared[defense] and DEF_COST[defense] <= state.purse:
                    out.append(PREPARE_ACTIONS[defense])
        if len(state.sail_path) - 1 < sail_limit(state):
            out.extend(
                [
                    SAIL_ACTIONS[space]
                    for space in SEA[state.sail_path[-1]]
                    if space not in state.sail_path
                ]
            )
    out.append(DONE)
    return out


def sightings_now(state: BlackbeardData) -> list[int]:
    return [space for space in state.sail_path[1:-1] if space not in state.silenced]


def longboat_targets(state: BlackbeardData) -> list[int]:
    """Longboat: within 3 spaces of Camp, where no Adventure, Sighting or Israel Hands."""
    if not state.prepared[DEFENSE_LONGBOAT] or state.blackbeard_space >= 0:
        return []
    bad = {state.sail_path[-1], state.israel_space, *sightings_now(state)}
    return [space for space in SLOTS if DIST[state.camp][space] <= 3 and space not in bad]


def israel_targets(state: BlackbeardData) -> list[int]:
    """Israel Hands: any Town where no Adventure, Blackbeard or Sighting."""
    if not state.prepared[DEFENSE_ISRAEL_HANDS] or state.israel_arrested or state.israel_space >= 0:
        return []
    bad = {state.sail_path[-1], state.blackbeard_space, *sightings_now(state)}
    return [space for space in TOWNS if space not in bad]


def silence_targets(state: BlackbeardData) -> list[int]:
    """Bought Silence: 2 gold from the Purse for each Sighting not placed."""
    if not state.prepared[DEFENSE_SILENCE] or state.purse < 2:
        return []
    return [
        space
        for space in sightings_now(state)
        if space not in (state.blackbeard_space, state.israel_space)
    ]


def setmap_actions(state: BlackbeardData) -> list[Action]:
    out = [LONGBOAT_ACTIONS[space] for space in longboat_targets(state)]
    out.extend([ISRAEL_ACTIONS[space] for space in israel_targets(state)])
    out.extend([SILENCE_ACTIONS[space] for space in silence_targets(state)])
    out.append(DONE)
    return out


def reset_map(state: BlackbeardData, events: list[Event]) -> None:
    """Reset Map: stand blocks up (not at Surveil), Sightings back to blanks (Camp)."""
    for space in SLOTS:
        battle = state.blocks[space]
        if battle in (SIGHTING, BLACKBEARD_ALONE, ISRAEL_HANDS):
            state.blocks[space] = BLANK
        elif battle in (SIGHTING_AT_CAMP, BLACKBEARD_AT_CAMP):
            state.blocks[space] = CAMP
        state.face_up[space] = state.surveilled[space]
    state.blackbeard_space = state.israel_space = -1
    state.silenced = []
    new_epoch(state, EPOCH_RESET)
    state.sail_path = [state.adventure]
    state.blackbeard_segment = PLAN
    state.blackbeard_pawns_used = 0
    state.phase, state.mover = BLACKBEARD_ACTIONS, BLACKBEARD
    events.append(Event("reset_map", {}))


def blackbeard_action(state: BlackbeardData, action: Action, events: list[Event]) -> None:
    kind = action.kind
    if kind == "plan":
        tile = TID[action.args[0]]
        state.tile_pawns[tile] += 1
        state.blackbeard_pawns_used += 1
        events.append(Event("plan", {"tile": TILE_IDS[tile]}, ONLY_BLACKBEARD))
    elif kind == "prepare":
        defense = DID[action.args[0]]
        state.blackbeard_segment = PREPARE
        state.prepared[defense] = True
        state.purse -= DEF_COST[defense]
        state.gold_spent += DEF_COST[defense]
        state.blackbeard_pawns_used += 1
        events.append(Event("prepare", {"defense": DEF_IDS[defense]}, ONLY_BLACKBEARD))
    elif kind == "sail":
        state.blackbeard_segment = SAIL
        state.sail_path.append(SID[action.args[0]])
        state.blackbeard_pawns_used += 1
        events.append(Event("sail", {"space": action.args[0]}, ONLY_BLACKBEARD))
    elif kind == "longboat":
        state.blackbeard_space = SID[action.args[0]]
        events.append(Event("longboat", {"space": action.args[0]}, ONLY_BLACKBEARD))
    elif kind == "israel":
        state.israel_space = SID[action.args[0]]
        events.append(Event("israel", {"space": action.args[0]}, ONLY_BLACKBEARD))
    elif kind == "silence":
        state.silenced.append(SID[action.args[0]])
        state.purse -= 2
        events.append(Event("silence", {"space": action.args[0]}, ONLY_BLACKBEARD))
    elif state.config.advanced and state.blackbeard_segment != SET_MAP:
        state.blackbeard_segment = SET_MAP  # ADVANCED tiles act while the Map is Set
    else:
        set_map(state, events)


def set_map(state: BlackbeardData, events: list[Event]) -> None:
    """Set Map: Adventure where it ends, blank/Camp where it began, Sightings between."""
    sail_path = state.sail_path
    if len(sail_path) > 1:
        start, end = sail_path[0], sail_path[-1]
        state.blocks[start] = CAMP if start == state.camp else BLANK
        for space in sightings_now(state):
            state.blocks[space] = SIGHTING_AT_CAMP if space == state.camp else SIGHTING
        state.blocks[end] = ADVENTURE_AT_CAMP if end == state.camp else ADVENTURE
        state.adventure = end
        state.sailed = True
    if state.blackbeard_space >= 0:
        state.blocks[state.blackbeard_space] = (
            BLACKBEARD_AT_CAMP if state.blackbeard_space == state.camp else BLACKBEARD_ALONE
        )
    if state.israel_space >= 0:
        state.blocks[state.israel_space] = ISRAEL_HANDS
    new_epoch(state, EPOCH_SAIL)
    events.append(Event("map_set", {}))
    for space in SLOTS:
        if state.face_up[space]:
            events.append(
                Event(
                    "block", {"space": SPACE_IDS[space], "block": BLOCK_NAMES[state.blocks[space]]}
                )
            )
    state.phase, state.mover = HUNTER_ACTIONS, HUNTERS
    state.hunter_segment = COMMANDEER
