"""Positions for scenario tests: a fresh game with its set-up decisions taken, and small
helpers to put figures and dice where a rulebook example needs them."""

from __future__ import annotations

from seaboard.engine.game import Action
from seaboard.games.ahoy import GAME
from seaboard.games.ahoy import content as C
from seaboard.games.ahoy.game import AhoyState
from seaboard.games.ahoy.rules.common import flagship


def space(name: str) -> int:
    return C.SPACE_IDS.index(name)


def tile(name: str) -> int:
    return C.TILE_IDS.index(name)


def started(players: int = 2, seed: int = 0) -> AhoyState:
    """A game past its set-up choices (each takes its first option)."""
    state = GAME.new_state(GAME.make_config(players), seed)
    while state.pending and state.pending[-1].kind == "start":
        state.apply(state.legal_actions()[0])
    return state


def act(state: AhoyState, text: str) -> list:
    return state.apply(Action.parse(text))


def move_flagship(state: AhoyState, seat: int, where: str) -> None:
    state.figures[flagship(state, seat)].space = space(where)


def heuristic_picks(state: AhoyState, seat: int, seeds: int = 6) -> list[Action]:
    """What the heuristic plays for `seat` here, over several seeds (it judges dice and
    hidden cards by sampling): one determinization per seed, never the true state."""
    from seaboard.engine.agent import Clock
    from seaboard.engine.rng import Rng
    from seaboard.games.ahoy import GAME

    bot = GAME.heuristic(seat, state.config, {})
    picks = []
    for seed in range(seeds):
        bot.reseed(seed)
        picks.append(bot.act(state.determinize(seat, Rng(seed)), state.legal_actions(), Clock()))
    return picks


def on_map(state: AhoyState) -> list[str]:
    return [C.TILE_IDS[t.tile] for t in state.placed]
