"""D. The Hunters Actions: Commandeer Assets, Scout, Sail and March, Scout again."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.blackbeard.content import (
    ADJ,
    AID,
    ASSET_IDS,
    ASSETS,
    BASIC_ASSETS,
    CAPE_HENRY,
    IS_SLOT,
    JAMES,
    LAND,
    OCEANS,
    SLOTS,
    TYPE,
    WATER,
    WDIST,
    N,
)
from seaboard.games.blackbeard.rules.common import NEXT, PIECE_ID, SID, SPACE_IDS, R
from seaboard.games.blackbeard.rules.encounters import declare_asset, start_encounters
from seaboard.games.blackbeard.rules.spotting import open_spot
from seaboard.games.blackbeard.state import (
    ASSET_BUTLER,
    ASSET_CANOES,
    ASSET_HELM,
    ASSET_PARTISANS,
    BRAND,
    COMMANDEER,
    JANE,
    ONLY_HUNTERS,
    PIECES,
    RANGER,
    SAIL_AND_MARCH,
    SCOUT,
    SCOUT_AGAIN,
    SLOOPS,
    BlackbeardData,
)

OCEAN_SET = frozenset(OCEANS)


def sloop_moves(origin: int) -> dict[int, int]:
    """D. Sail: target -> pawns. Cape Henry to any Ocean 1; Ocean to Ocean 2."""
    moves = {space: 1 for space in WATER[origin]}
    if origin == CAPE_HENRY:
        for space in OCEANS:
            moves[space] = 1
    elif origin in OCEAN_SET:
        moves[CAPE_HENRY] = 1
        for space in OCEANS:
            if space != origin and space not in moves:
                moves[space] = R.ocean_to_ocean_pawns
    return moves


def helm_moves(origin: int) -> list[int]:
    """Skilled Helm: from an Ocean or Sound, up to 3 spaces by Water Routes for 1 pawn."""
    if TYPE[origin] not in ("ocean", "sound"):
        return []
    return [space for space in SLOTS if 1 <= WDIST[origin][space] <= R.helm_steps]


# -- built once: each space's moves and Scouts, and every Action the legal lists hand out
SLOOP_MOVES = [tuple(sorted(sloop_moves(space).items())) for space in range(N)]
HELM_SPACES = [tuple(helm_moves(space)) for space in range(N)]
SCOUT_SPACES = [  # its own space and the adjacent ones (by Land or Water), not from Cape Henry
    ()
    if space == CAPE_HENRY
    else tuple(sorted(near for near in {space, *ADJ[space]} if IS_SLOT[near]))
    for space in range(N)
]
CANOE_SPACES = [  # ADVANCED Canoes: the spaces just beyond an adjacent Sound
    tuple(
        sorted(
            {
                beyond
                for sound in ADJ[space]
                if TYPE[sound] == "sound"
                for beyond in WATER[sound]
                if IS_SLOT[beyond] and beyond != space and beyond not in ADJ[space]
            }
        )
    )
    for space in range(N)
]
BOTH_SLOOPS = 3  # the mover index of Jane and Ranger Sailing together
MOVERS = ("jane", "ranger", "brand", "both")
SCOUT_ACTIONS = [[Action("scout", (piece, space)) for space in SPACE_IDS] for piece in PIECES]
MOVE_ACTIONS = [[Action("move", (mover, space)) for space in SPACE_IDS] for mover in MOVERS]
HELM_ACTIONS = [[Action("helm", (mover, space)) for space in SPACE_IDS] for mover in MOVERS]
STOP_ACTIONS = [Action("stop", (piece,)) for piece in PIECES]
COMMANDEER_ACTIONS = [Action("commandeer", (asset,)) for asset in ASSET_IDS]


def scout_targets(state: BlackbeardData, piece: int) -> list[int]:
    """D. Scout: own space or one adjacent by Land or Water; not from Cape Henry.
    ADVANCED Canoes: one space a piece Scouts each segment may lie just beyond a Sound."""
    origin = state.hunter_spaces[piece]
    out = [space for space in SCOUT_SPACES[origin] if not state.face_up[space]]
    if state.assets[ASSET_CANOES] and not state.canoed[piece] and origin != CAPE_HENRY:
        out.extend([space for space in CANOE_SPACES[origin] if not state.face_up[space]])
        out.sort()
    return out


def scout_limit(state: BlackbeardData, piece: int) -> int:
    """ADVANCED: Wm Butler lets each Sloop, Partisans lets Brand, Scout 2 spaces a segment."""
    if piece == BRAND:
        return 2 if state.assets[ASSET_PARTISANS] else 1
    return 2 if state.assets[ASSET_BUTLER] else 1


def scout_cost(state: BlackbeardData, piece: int) -> int:
    """Partisans: Brand Scouts 2 spaces for just 1 pawn."""
    return (
        0 if piece == BRAND and state.assets[ASSET_PARTISANS] and state.scouted[piece] == 1 else 1
    )


def hunter_actions(state: BlackbeardData) -> list[Action]:
    left = R.hunter_pawns - state.hunter_pawns_used
    out: list[Action] = []
    segment = state.hunter_segment
    if segment == COMMANDEER:
        if left > 0:
            for asset in commandeer_options(state):
                out.append(COMMANDEER_ACTIONS[asset])
        out.append(NEXT)
    elif segment in (SCOUT, SCOUT_AGAIN):
        for piece in range(3):
            if left >= scout_cost(state, piece) and state.scouted[piece] < scout_limit(
                state, piece
            ):
                table = SCOUT_ACTIONS[piece]
                out.extend([table[space] for space in scout_targets(state, piece)])
        out.append(NEXT)
    elif segment == SAIL_AND_MARCH:
        groups: list[tuple[int, int]] = []
        jane, ranger = state.hunter_spaces[JANE], state.hunter_spaces[RANGER]
        if jane == ranger and not state.stopped[JANE] and not state.stopped[RANGER]:
            groups.append((BOTH_SLOOPS, jane))
        for piece in SLOOPS:
            if not state.stopped[piece]:
                groups.append((piece, state.hunter_spaces[piece]))
        helm = state.assets[ASSET_HELM] and left > 0
        for who, origin in groups:
            table = MOVE_ACTIONS[who]
            out.extend([table[space] for space, cost in SLOOP_MOVES[origin] if cost <= left])
            if helm:
                table = HELM_ACTIONS[who]
                out.extend([table[space] for space in HELM_SPACES[origin]])
        if not state.stopped[BRAND] and left > 0:
            table = MOVE_ACTIONS[BRAND]
            out.extend([table[space] for space in LAND[state.hunter_spaces[BRAND]]])
        out.extend([STOP_ACTIONS[piece] for piece in range(3) if not state.stopped[piece]])
    return out


def commandeer_options(state: BlackbeardData) -> list[int]:
    """Commandeer Assets: only while the named pieces are at James River."""
    pool = range(len(ASSETS)) if state.config.advanced else BASIC_ASSETS
    out = []
    for asset in pool:
        if state.assets[asset]:
            continue
        if all([state.hunter_spaces[PIECE_ID[name]] == JAMES for name in ASSETS[asset].needs]):
            out.append(asset)
    return out


def hunter_action(state: BlackbeardData, action: Action, events: list[Event]) -> None:
    kind = action.kind
    if kind == "next":
        if state.hunter_segment == SCOUT_AGAIN:
            start_encounters(state, events)
            return
        state.hunter_segment += 1
        state.scouted = [0] * 3
        state.canoed = [False] * 3
        events.append(Event("segment", {"segment": state.hunter_segment}))
    elif kind == "commandeer":
        asset = AID[action.args[0]]
        state.assets[asset] = True
        state.hunter_pawns_used += 1
        events.append(Event("commandeer", {"asset": ASSET_IDS[asset]}, ONLY_HUNTERS))
    elif kind == "scout":
        piece = PIECE_ID[action.args[0]]
        space = SID[action.args[1]]
        state.hunter_pawns_used += scout_cost(state, piece)
        state.hunter_map_pawns += scout_cost(state, piece)
        state.scouted[piece] += 1
        if state.scouted[piece] == 2:
            declare_asset(state, ASSET_PARTISANS if piece == BRAND else ASSET_BUTLER, events)
        if space not in SCOUT_SPACES[state.hunter_spaces[piece]]:
            state.canoed[piece] = True
            declare_asset(state, ASSET_CANOES, events)
        events.append(Event("scout", {"piece": PIECES[piece], "space": action.args[1]}))
        open_spot(state, space, events)
    elif kind in ("move", "helm"):
        who, space = action.args[0], SID[action.args[1]]
        pieces = list(SLOOPS) if who == "both" else [PIECE_ID[who]]
        if kind == "helm":
            cost = 1
            declare_asset(state, ASSET_HELM, events)
        elif who == "brand":
            cost = 1
        else:
            cost = sloop_moves(state.hunter_spaces[pieces[0]])[space]
        state.hunter_pawns_used += cost
        state.hunter_map_pawns += cost
        for piece in pieces:
            state.hunter_spaces[piece] = space
        events.append(
            Event(
                "move", {"pieces": [PIECES[piece] for piece in pieces], "space": SPACE_IDS[space]}
            )
        )
    elif kind == "stop":
        piece = PIECE_ID[action.args[0]]
        state.stopped[piece] = True
        events.append(Event("stop", {"piece": PIECES[piece]}))
        open_spot(state, state.hunter_spaces[piece], events)
        if all(state.stopped) and not state.sighting_chains:
            state.hunter_segment = SCOUT_AGAIN
            state.scouted = [0] * 3
        state.canoed = [False] * 3
