"""Gymnasium: `seaboard.rl.gym.make` passes Gymnasium's own `check_env` for every title,
player count and listed variant; other seats are played by agent specs; an illegal action
is refused with its reason; the same seed gives the same episode."""

from __future__ import annotations

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

from seaboard.engine.agent import AgentSpecError
from seaboard.engine.game import ConfigError, IllegalAction
from seaboard.rl.gym import make
from tests.rl.cases import config_of, default_tables, tables

pytestmark = pytest.mark.filterwarnings("ignore::UserWarning")


@pytest.mark.parametrize(("game", "options"), tables())
def test_check_env(game, options):
    config = config_of(game, options)
    for seat in sorted({0, config.players - 1}):
        check_env(make(game, seat=seat, opponents="random", **options), skip_render_check=False)


def episode(env, seed: int, actions_seed: int, limit: int = 5_000):
    obs, info = env.reset(seed=seed)
    rng = np.random.default_rng(actions_seed)
    trace = [obs["observation"].tobytes()]
    reward, terminated, truncated = 0.0, False, False
    for _ in range(limit):
        if terminated or truncated:
            break
        action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        obs, reward, terminated, truncated, info = env.step(action)
        trace.append(obs["observation"].tobytes())
    return trace, reward, terminated, truncated, info


@pytest.mark.parametrize(("game", "options"), default_tables())
def test_a_whole_episode_against_the_heuristic_is_reproducible(game, options):
    """The default opponents (the title's heuristic, or random where it has none)."""
    try:
        game.heuristic(1, game.make_config(), {})
        opponents = "heuristic"
    except ConfigError:  # a title without a heuristic bot (the Dice Market)
        opponents = "random"
    config = config_of(game, options)
    seat = config.players - 1
    first = episode(make(game, seat=seat, opponents=opponents, **options), 11, 3)
    again = episode(make(game, seat=seat, opponents=opponents, **options), 11, 3)
    assert first[0] == again[0] and first[1:4] == again[1:4]
    trace, reward, terminated, truncated, info = first
    assert terminated != truncated
    if terminated:
        assert reward == {"win": 1.0, "draw": 0.0, "loss": -1.0}[info["outcome"]]


def test_a_random_learner_loses_to_the_heuristic_more_often_than_not():
    """The opponents really play: Blackbeard's heuristic Hunters against a random
    Blackbeard (seat 0), which wins about 1 game in 20 (benchmarks/strength)."""
    env = make("blackbeard", seat=0, opponents="heuristic")
    rewards = [episode(env, seed, seed)[1] for seed in range(4)]
    assert rewards.count(-1.0) >= 3


def test_an_illegal_action_is_refused_with_its_reason():
    env = make("fleet", seat=0, opponents="random")
    obs, _ = env.reset(seed=4)
    before = env.game_state.reveal()
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    with pytest.warns(UserWarning, match="is not legal now"):
        after, reward, terminated, truncated, info = env.step(illegal)
    assert "is not legal now" in info["illegal_action"]
    assert "the action mask marks the legal ones" in info["illegal_action"]
    assert (reward, terminated) == (0.0, False)
    assert env.game_state.reveal() == before, "nothing changed"
    assert np.array_equal(after["observation"], obs["observation"])
    strict = make("fleet", seat=0, opponents="random", illegal="raise")
    obs, _ = strict.reset(seed=4)
    with pytest.raises(IllegalAction, match=r"action \d+ \('.*'\) is not legal now"):
        strict.step(illegal)
    with pytest.raises(IllegalAction, match="outside 0"):
        strict.step(10**6)
    assert strict.game_state.reveal() == before


def test_sampling_the_action_space_gives_a_legal_action():
    env = make("chaos_cove", players=3, seat=1, opponents="random")
    obs, _ = env.reset(seed=2)
    for _ in range(40):
        action = env.action_space.sample()
        assert env.action_masks()[action]
        obs, _, terminated, truncated, info = env.step(action)
        assert "illegal_action" not in info
        if terminated or truncated:
            break


def test_opponents_by_seat_and_bad_specs():
    env = make("fleet", players=3, seat=1, opponents=["heuristic", "random"])
    assert env.specs == {0: "heuristic", 2: "random"}
    env = make("fleet", players=3, seat=1, opponents={0: "random", 2: "mcts:iterations=5"})
    assert env.specs == {0: "random", 2: "mcts:iterations=5"}
    env.reset(seed=1)
    with pytest.raises(AgentSpecError, match="unknown agent"):
        make("fleet", opponents="nobody")
    with pytest.raises(AgentSpecError, match="human"):
        make("fleet", opponents="human")
    with pytest.raises(AgentSpecError, match="seat"):
        make("fleet", players=3, seat=0, opponents={1: "random"})
    with pytest.raises(ValueError, match="seat must be"):
        make("blackbeard", seat=2)
    with pytest.raises(ValueError, match="illegal must be"):
        make("blackbeard", illegal="ignore")


def test_ansi_render_draws_the_learners_view():
    env = make("blackbeard", seat=1, opponents="random", render_mode="ansi")
    env.reset(seed=1)
    assert "turn" in env.render().lower()


@pytest.mark.slow
@pytest.mark.parametrize(("game", "options"), tables())
def test_many_episodes_from_every_seat(game, options):
    config = config_of(game, options)
    for seat in range(config.players):
        for seed in range(3):
            env = make(game, seat=seat, opponents="random", **options)
            first = episode(env, seed, seed)
            assert first[0] == episode(env, seed, seed)[0]
