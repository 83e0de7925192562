"""The blocks a title's `encode_state` keeps from one call to the next give the numbers of
an encoding made from scratch.

An encoder may keep a run of fields with what it was made of and reuse it while that
compares equal (Fleet's areas, Chaos Cove's board, stacks and heroes, Leviathan's cards,
Ahoy's figures, Blackbeard's Map, Informants, Spots, fog and blocks). Fleet compares the
state's own lists, which the rules change in place, with copies taken when the block was
made. Here two seeded random games are played in turns, so that the kept blocks see
positions of another game in between, and at every step every seat's encoding with the
kept blocks is checked against one made with them emptied (then put back, so the run goes
on as an environment's would).
"""

from __future__ import annotations

import importlib
from typing import Any

import pytest

from seaboard.engine.game import Game
from seaboard.engine.rng import Rng
from seaboard.rl.core import state_encoder
from tests.rl.cases import config_of, tables

# the module-level dicts each title's observe.py keeps its blocks in
KEPT = {
    "fleet": ("_AREAS",),
    "chaos_cove": ("_KEPT",),
    "leviathan": ("_LAST_CARDS",),
    "ahoy": ("_LAST_FIGURES",),
    "blackbeard": ("_KEPT",),
}


def kept_tables() -> list[Any]:
    return [p for p in tables() if p.values[0].info.name in KEPT]


def from_scratch(module: Any, names: tuple[str, ...], encode, state, seat: int, config) -> bytes:
    """The encoding with the kept blocks emptied, then the blocks put back."""
    saved = [dict(getattr(module, name)) for name in names]
    try:
        for name in names:
            getattr(module, name).clear()
        return encode(state, seat, config).data.tobytes()
    finally:
        for name, kept in zip(names, saved, strict=True):
            getattr(module, name).clear()
            getattr(module, name).update(kept)


@pytest.mark.parametrize(("game", "options"), kept_tables())
def test_kept_blocks_give_the_numbers_of_an_encoding_from_scratch(game: Game, options):
    config = config_of(game, options)
    encode = state_encoder(game)
    assert encode is not None
    module = importlib.import_module(type(game).__module__.rpartition(".")[0] + ".observe")
    names = KEPT[game.info.name]
    assert all(isinstance(getattr(module, name), dict) for name in names)
    rng = Rng(17)
    games = [game.new_state(config, 900 + k) for k in range(2)]
    steps = 0
    while any(not s.is_over for s in games) and steps < 400:
        for k, state in enumerate(games):
            if state.is_over:
                continue
            for seat in range(config.players):
                kept = encode(state, seat, config).data.tobytes()
                fresh = from_scratch(module, names, encode, state, seat, config)
                assert kept == fresh, (
                    f"game {900 + k}, step {steps}, seat {seat}: a kept block differs from "
                    "the encoding made from scratch"
                )
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
        steps += 1
    assert steps > 20
