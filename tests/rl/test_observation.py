"""The observation contract: every title encodes a seat's view, and nothing but the view.

The leak test: two true states that differ only in what a seat cannot see (a state and a
determinization of it for that seat, which resamples everything hidden from the seat) must
give that seat the same observation and the same action mask, at every position of random
games. The adapters read only `encode_view(view)` and the legal actions, so this is what
keeps their tensors from leaking.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from seaboard.engine.game import Game
from seaboard.engine.observation import NoObservation, ObservationSpec
from seaboard.engine.rng import Rng
from seaboard.rl.core import Table, state_encoder
from tests.engine.dicegame import DiceGame
from tests.rl.cases import config_of, tables


def positions(game: Game, options: dict[str, Any], seed: int, every: int = 1):
    """The states of one random game (every `every`-th, the last one always)."""
    config = config_of(game, options)
    state = game.new_state(config, seed)
    rng = Rng(seed)
    ply = 0
    while True:
        if ply % every == 0 or state.is_over:
            yield state.clone()
        if state.is_over:
            return
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
        ply += 1


@pytest.mark.parametrize(("game", "options"), tables())
def test_the_spec_declares_every_number_and_the_encoding_fills_it_in_bounds(game, options):
    config = config_of(game, options)
    table = Table(game, config)
    spec = table.spec
    assert isinstance(spec, ObservationSpec) and spec.size == sum(f.size for f in spec.fields)
    assert all(f.description.strip() for f in spec.fields), "every field says what it holds"
    assert game.observation_spec(config).describe() == spec.describe(), "stable per config"
    seen = np.zeros(spec.size, bool)
    for state in positions(game, options, seed=1, every=3):
        for seat in range(config.players):
            obs = table.observation(state, seat)
            assert obs.dtype == np.float32 and obs.shape == (spec.size,)
            assert np.all((obs >= 0) & (obs <= 1)), "every number lies in [0, 1]"
            seen |= obs != 0
    assert seen.sum() > 10, "the encoding says something about the game"


@pytest.mark.parametrize(("game", "options"), tables())
def test_no_leak_a_seat_cannot_tell_states_that_differ_only_in_what_it_cannot_see(game, options):
    config = config_of(game, options)
    table = Table(game, config)
    rng = Rng(99)
    checked = 0
    for state in positions(game, options, seed=2, every=4):
        for seat in range(config.players):
            obs, mask = table.observation(state, seat), table.mask(state, seat)
            for _ in range(2):
                other = state.determinize(seat, rng.split())
                assert np.array_equal(table.observation(other, seat), obs), (
                    f"seat {seat}'s observation changed with what it cannot see"
                )
                assert np.array_equal(table.mask(other, seat), mask), (
                    f"seat {seat}'s action mask changed with what it cannot see"
                )
            checked += 1
    assert checked > 10


def check_state_encoder(game: Game, options: dict[str, Any], seeds: range) -> int:
    """A title's `encode_state` (the adapters' fast path) gives `encode_view(view)`'s
    numbers for every seat at every position of the seeded games, and of a determinization
    of each for that seat (hidden things resampled). Returns the positions checked."""
    encode_state = state_encoder(game)
    assert encode_state is not None
    config = config_of(game, options)
    spec = game.observation_spec(config)
    rng = Rng(5)
    checked = 0
    for seed in seeds:
        for state in positions(game, options, seed=seed):
            for seat in range(config.players):
                for s in (state, state.determinize(seat, rng.split())):
                    fast = encode_state(s, seat, config).data
                    slow = game.encode_view(s.view(seat), seat, config).data
                    assert len(fast) == len(slow) == spec.size
                    if fast != slow:
                        at = next(
                            i for i, (a, b) in enumerate(zip(fast, slow, strict=True)) if a != b
                        )
                        field = next(f for f in spec.fields if at < f.offset + f.size)
                        raise AssertionError(
                            f"seed {seed}, seat {seat}: encode_state differs from "
                            f"encode_view in field {field.name!r} (number {at - field.offset}:"
                            f" {fast[at]} against {slow[at]})"
                        )
            checked += 1
    return checked


def with_state_encoder(params: list[Any]) -> list[Any]:
    """The tables whose title has a state encoder (the others' adapters encode the view)."""
    return [p for p in params if state_encoder(p.values[0]) is not None]


@pytest.mark.parametrize(("game", "options"), with_state_encoder(tables()))
def test_a_state_encoder_gives_the_numbers_of_the_view_encoder(game, options):
    assert check_state_encoder(game, options, range(8)) > 50


@pytest.mark.parametrize(("game", "options"), tables(variants=False))
def test_the_adapters_observations_are_the_view_encoders_over_whole_games(game, options):
    """What the adapters hand out (`Table.observation`: the title's `encode_state` when it
    has one, with the blocks it keeps from one call to the next) equals the reference,
    `encode_view(view(seat))`, along whole random games observed as an environment does:
    the seat to move at every step, in order, and every seat at every fifth step."""
    config = config_of(game, options)
    table = Table(game, config)
    rng = Rng(11)
    steps = 0
    for seed in range(3):
        state = game.new_state(config, 500 + seed)
        while True:
            seats = range(config.players) if steps % 5 == 0 or state.is_over else []
            for seat in (state.to_move, *seats):
                if seat is None:
                    continue
                reference = game.encode_view(state.view(seat), seat, config).data
                fast = table.observation(state, seat)
                assert fast.tobytes() == reference.tobytes(), (
                    f"seed {500 + seed}, step {steps}, seat {seat}: the adapters' observation "
                    "differs from encode_view's"
                )
            if state.is_over:
                break
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
            steps += 1
    assert steps > 30


@pytest.mark.parametrize(("game", "options"), tables(variants=False))
def test_the_observation_differs_between_seats_where_their_views_differ(game, options):
    """Not a constant: a seat's private information shows in its own observation."""
    config = config_of(game, options)
    if config.players < 2 or not game.info.hidden_information:
        pytest.skip("one seat, or nothing hidden")
    table = Table(game, config)
    differ = 0
    for state in positions(game, options, seed=3, every=5):
        views = [state.view(p) for p in range(config.players)]
        obs = [table.observation(state, p) for p in range(config.players)]
        for p in range(1, config.players):
            if views[p] != views[0]:
                differ += not np.array_equal(obs[p], obs[0])
    assert differ > 0


def test_a_title_without_an_encoding_says_so():
    class Plain(DiceGame):
        observation_spec = Game.observation_spec
        encode_view = Game.encode_view

    game = Plain()
    config = game.make_config(2)
    with pytest.raises(NoObservation, match="dicegame declares no observation encoding yet"):
        game.observation_spec(config)
    with pytest.raises(NoObservation, match="Game.observation_spec and Game.encode_view"):
        Table(game, config)


def test_writers_refuse_an_index_outside_their_field_and_clip_counts():
    spec = ObservationSpec([("a", 3, "three"), ("b", 2, "two")])
    e = spec.new()
    e.count("a", 7, 2, 1)  # 3.5 clipped to 1
    e.count("b", 1, 4, 1)
    assert list(e.data) == [0, 1, 0, 0, 0.25]
    for write in (
        lambda: e.one_hot("a", 3),
        lambda: e.flag("b", True, 2),
        lambda: e.flags("a", [5]),
        lambda: e.count("b", 1, 1, 9),
        lambda: e.counts("b", [1, 1, 1], 1),
        lambda: e.bits("b", 0b100),
    ):
        with pytest.raises(IndexError, match="observation field"):
            write()
    e.one_hot("a", None)  # "none": nothing written
    e.one_hot("a", -1)
    assert list(e.data) == [0, 1, 0, 0, 0.25]
    with pytest.raises(ValueError, match="declared twice"):
        ObservationSpec([("a", 1, "x"), ("a", 1, "y")])
    assert spec.describe()[1] == {"name": "b", "offset": 3, "size": 2, "description": "two"}


@pytest.mark.slow
@pytest.mark.parametrize(("game", "options"), tables())
def test_no_leak_over_many_games_at_every_position(game, options):
    config = config_of(game, options)
    table = Table(game, config)
    rng = Rng(7)
    for seed in range(10, 20):
        for state in positions(game, options, seed=seed):
            for seat in range(config.players):
                other = state.determinize(seat, rng.split())
                assert np.array_equal(
                    table.observation(other, seat), table.observation(state, seat)
                )
                assert np.array_equal(table.mask(other, seat), table.mask(state, seat))


@pytest.mark.slow
@pytest.mark.parametrize(("game", "options"), with_state_encoder(tables()))
def test_a_state_encoder_gives_the_numbers_of_the_view_encoder_over_many_games(game, options):
    check_state_encoder(game, options, range(100, 160))
