"""What every phase of the rules shares: the seat and piece tables, the Hunters' record of
what they saw (for their belief), the penalty tiles, the Defense tiles in play, the end of the
game."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.blackbeard import content as C
from seaboard.games.blackbeard.content import (
    BASIC_DEFENSES,
    DEFENSES,
    SLOTS,
    SQUARES,
)
from seaboard.games.blackbeard.state import (
    ADVENTURE_BLOCKS,
    DEFENSE_ISRAEL_HANDS,
    HUNTERS,
    OVER,
    PIECES,
    TILE_RUM,
    BlackbeardData,
)

R = C.R
SPACE_IDS = C.SPACE_IDS
SID = C.SID
PIECE_ID = {n: i for i, n in enumerate(PIECES)}
HIT_TYPES = ("rigging", "crew")
DONE, NEXT, CHAIN_END = Action("done"), Action("next"), Action("chain_end")


def to_move(state: BlackbeardData) -> int | None:
    """The seat that decides now: the Hunters while they follow a chain of Sightings."""
    if state.phase == OVER:
        return None
    return HUNTERS if state.sighting_chains else state.mover


def log_obs(state: BlackbeardData, space: int, secret: int = 0) -> None:
    """Record what the Hunters see at `space` (secretly or not), for their belief (`belief.py`)."""
    state.observations.append((len(state.epochs) - 1, space, state.blocks[space], secret))


def new_epoch(
    state: BlackbeardData, kind: int, arg: int = -1, allowed: tuple[int, ...] = ()
) -> None:
    """A new epoch of hidden movement (see `belief.py`); the face-up blocks are seen in it."""
    state.epochs.append((kind, arg, allowed))
    for space in SLOTS:
        if state.face_up[space]:
            log_obs(state, space)


def bb_pawn_limit(state: BlackbeardData) -> int:
    """Buy Rum: 4 pawns while the tile is face up and unfilled (rulebook F)."""
    return R.rum_pawns if penalty(state, TILE_RUM) else R.blackbeard_pawns


def penalty(state: BlackbeardData, tile: int) -> bool:
    """Whether a penalty tile (Hire Doctor, Buy Rum, Crew to Ordinary) is in force."""
    return on_mat(state, tile) and state.cubes[tile] < SQUARES[tile]


def on_mat(state: BlackbeardData, tile: int) -> bool:
    return tile in state.piracy_rows[0] or tile in state.piracy_rows[1]


def adventure_shown(state: BlackbeardData) -> bool:
    return (
        state.adventure >= 0
        and state.face_up[state.adventure]
        and state.blocks[state.adventure] in ADVENTURE_BLOCKS
    )


def defense_pool(state: BlackbeardData) -> list[int]:
    """The Defense tiles in play (ADVANCED: an arrested Israel Hands is out for good)."""
    if not state.config.advanced:
        return BASIC_DEFENSES
    return [
        defense
        for defense in range(len(DEFENSES))
        if not (defense == DEFENSE_ISRAEL_HANDS and state.israel_arrested)
    ]


def game_over(state: BlackbeardData, winner: int, reason: str, events: list[Event]) -> None:
    state.winner = winner
    state.reason = reason
    state.phase = OVER
    state.mover = None
    events.append(
        Event("game_over", {"winner": ("blackbeard", "hunters")[winner], "reason": reason})
    )
