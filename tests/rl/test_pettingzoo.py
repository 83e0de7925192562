"""PettingZoo: `seaboard.rl.pettingzoo.env` passes PettingZoo's own API and seed tests for
every title, player count and listed variant; the same seed gives the same episode."""

from __future__ import annotations

import warnings

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

from seaboard.engine.game import ConfigError, IllegalAction
from seaboard.games import UnknownTitle
from seaboard.rl.core import rewards
from seaboard.rl.pettingzoo import env
from tests.rl.cases import NO_CHANCE, tables

pytestmark = pytest.mark.filterwarnings("ignore::UserWarning")  # api_test's advice on dicts


@pytest.mark.parametrize(("game", "options"), tables())
def test_api_test(game, options):
    api_test(env(game, **options), num_cycles=60)


@pytest.mark.parametrize(("game", "options"), tables())
def test_seed_test(game, options):
    seed_test(lambda: env(game, **options), num_cycles=40)


def play(e, seed: int, actions_seed: int, limit: int = 10_000):
    """One episode with mask-uniform actions from `actions_seed`: what each agent saw."""
    e.reset(seed=seed)
    rng = np.random.default_rng(actions_seed)
    seen = []
    for agent in e.agent_iter(limit):
        obs, reward, terminated, truncated, info = e.last()
        seen.append((agent, obs["observation"].tobytes(), obs["action_mask"].tobytes(), reward))
        if terminated or truncated:
            e.step(None)
            continue
        e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    return seen


@pytest.mark.parametrize(("game", "options"), tables(variants=False))
def test_the_same_seed_gives_the_same_episode_and_every_episode_ends_with_its_result(game, options):
    first = play(env(game, **options), seed=5, actions_seed=1)
    assert first == play(env(game, **options), seed=5, actions_seed=1)
    if game.info.name not in NO_CHANCE:
        assert first != play(env(game, **options), seed=6, actions_seed=1)
    e = env(game, **options)
    seen = play(e, seed=5, actions_seed=1)
    assert e.agents == [], "every agent is removed after its last step"
    # each agent's last look (its dead step) carries the reward of its outcome
    final = {agent: reward for agent, _, _, reward in seen[-len(e.possible_agents) :]}
    assert set(final) == set(e.possible_agents)
    if e.game_state.is_over:
        expected = rewards(e.game_state.result())
        assert [final[a] for a in e.possible_agents] == expected
    else:  # cut at max_actions: truncated, no reward
        assert set(final.values()) == {0.0}


def test_the_agent_to_act_is_the_seat_to_move_and_only_it_has_a_mask():
    e = env("chaos_cove", players=3)
    e.reset(seed=1)
    for _ in range(30):
        seat = e.game_state.to_move
        assert e.agent_selection == f"player_{seat}"
        for agent in e.agents:
            mask = e.observe(agent)["action_mask"]
            assert mask.any() == (agent == e.agent_selection)
        e.step(int(np.flatnonzero(e.observe(e.agent_selection)["action_mask"])[0]))


def test_an_illegal_action_is_refused_with_its_reason_and_changes_nothing():
    e = env("blackbeard")
    e.reset(seed=3)
    obs = e.observe(e.agent_selection)
    before = e.game_state.reveal()
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    with pytest.raises(
        IllegalAction, match=r"is not legal now: .*the action mask marks the legal ones"
    ):
        e.step(illegal)
    with pytest.raises(IllegalAction, match="outside 0"):
        e.step(10**6)
    with pytest.raises(ValueError, match="not None"):
        e.step(None)
    assert e.game_state.reveal() == before
    assert np.array_equal(e.observe(e.agent_selection)["observation"], obs["observation"])


def test_bad_titles_and_options_are_refused_by_name():
    with pytest.raises(UnknownTitle, match="nosuch"):
        env("nosuch")
    with pytest.raises(ConfigError, match="2-2 players"):
        env("blackbeard", players=3)
    with pytest.raises(ConfigError, match="typo"):
        env("fleet", typo=True)


def test_ansi_render_draws_the_public_view():
    e = env("blackbeard", render_mode="ansi")
    e.reset(seed=1)
    text = e.render()
    assert isinstance(text, str) and "turn" in text.lower()
    quiet = env("fleet")
    quiet.reset(seed=1)
    assert quiet.render() is None  # no render mode: nothing drawn


def test_observations_are_copies():
    e = env("fleet", players=3)
    e.reset(seed=2)
    obs = e.observe(e.agent_selection)
    obs["observation"][:] = 0.5
    assert not np.array_equal(e.observe(e.agent_selection)["observation"], obs["observation"])


@pytest.mark.slow
@pytest.mark.parametrize(("game", "options"), tables())
def test_api_and_seed_tests_long(game, options):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(env(game, **options), num_cycles=1000)
        seed_test(lambda: env(game, **options), num_cycles=500)
    for seed in range(10):
        assert play(env(game, **options), seed, seed) == play(env(game, **options), seed, seed)
