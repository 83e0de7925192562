"""Build Leviathan positions by hand for scenario tests."""

from __future__ import annotations

from typing import Any

from seaboard.engine.game import Action
from seaboard.games.leviathan import GAME
from seaboard.games.leviathan import content as C
from seaboard.games.leviathan.game import LeviathanState
from seaboard.games.leviathan.state import (
    AFLOAT,
    BEASTS,
    CARD_INDEX,
    HIDDEN,
    OFF,
    REVEALED,
    STEP1,
)


def position(
    whales: dict[str, tuple[str, float, float, int]] | None = None,
    pequod: tuple[float, float, int] = (457.2, 870.4, 270),
    boats: dict[str, tuple[float, float, int]] | None = None,
    *,
    active: int = BEASTS,
    phase: int = STEP1,
    revealed: tuple[str, ...] = (),
    **options: Any,
) -> LeviathanState:
    """A game in progress: the whale cards named (w1..w6: identity, x, y, heading), the
    Pequod, the boats lowered (boat1.. in order), whose turn and which step. Whale cards
    not named are out of the game; identities not used are left unplaced nowhere."""
    state = GAME.new_state(GAME.make_config(**options), 0)
    state.unplaced = []
    for card, (ident, x, y, h) in (whales or {}).items():
        i = CARD_INDEX[card]
        state.identity[i] = C.WHALE_IDS.index(ident)
        state.status[i] = REVEALED if card in revealed else HIDDEN
        state.pose[i] = (x, y, h)
    for i in range(6):
        if state.status[i] == OFF:
            state.status[i] = 5  # gone
            if state.identity[i] < 0:
                unused = [k for k in range(len(C.WHALES)) if k not in state.identity]
                state.identity[i] = unused[0]
    state.pose[6] = pequod
    state.status[6] = AFLOAT
    for n, (card, pose) in enumerate((boats or {}).items()):
        i = CARD_INDEX[card]
        assert i == 7 + n, "boats are lowered in order"
        state.pose[i] = pose
        state.status[i] = AFLOAT
        state.boats_lowered += 1
    state.phase = phase
    state.active = active
    state.turn = 0 if active == BEASTS else 1
    state.legal_cache = None
    return state


def play(state: LeviathanState, *texts: str) -> list:
    events = []
    for text in texts:
        events += state.apply(Action.parse(text))
    return events


def kinds(events: list) -> list[str]:
    return [e.kind for e in events]
