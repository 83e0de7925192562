"""OpenSpiel: `seaboard.rl.openspiel.register()` registers every title as a Python game that
passes `pyspiel.random_sim_test` at every player count and listed variant, and that
OpenSpiel's IS-MCTS plays to the end; the same deal and actions give the same game."""

from __future__ import annotations

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import ismcts, mcts

from seaboard.engine.rng import Rng
from seaboard.games import all_games
from seaboard.rl.core import Table
from seaboard.rl.openspiel import DEALS, register, short_name
from tests.rl.cases import config_of, default_tables, tables


@pytest.fixture(scope="module", autouse=True)
def registered():
    return register()


def load(game, options):
    params = {k: v.replace(",", "+") if isinstance(v, str) else v for k, v in options.items()}
    return pyspiel.load_game(short_name(game), params)


def test_every_title_is_registered_with_its_options_as_parameters(registered):
    assert registered == [short_name(g) for g in all_games()]
    assert "seaboard_blackbeard" in pyspiel.registered_names()
    fleet = pyspiel.load_game("seaboard_fleet(players=3,epic=True)")
    assert fleet.num_players() == 3
    assert fleet.get_parameters()["epic"] is True
    assert register() == registered, "registering again is a no-op"
    with pytest.raises(Exception, match="2-2 players"):
        pyspiel.load_game("seaboard_blackbeard", {"players": 3})


@pytest.mark.parametrize(("game", "options"), tables(variants=False))
def test_random_sim_test(game, options):
    """Every player count; the variants run in the slow sweep below (a Fleet game of six
    random players takes OpenSpiel's test some seconds: it asks every seat's observation at
    every step)."""
    pyspiel.random_sim_test(load(game, options), num_sims=1, serialize=True, verbose=False)


@pytest.mark.parametrize(("game", "options"), tables(variants=False))
def test_strings_and_tensors_are_the_seats_view(game, options):
    spiel = load(game, options)
    config = config_of(game, options)
    state = spiel.new_initial_state()
    assert state.is_chance_node() and len(state.chance_outcomes()) == DEALS
    state.apply_action(7)
    truth = game.new_state(config, 7)
    table = Table(game, config)
    assert spiel.observation_tensor_size() == game.observation_spec(config).size
    rng = np.random.default_rng(0)
    for _ in range(25):
        if state.is_terminal():
            break
        for p in range(config.players):
            obs = np.asarray(state.observation_tensor(p), np.float32)
            encoded = game.encode_view(truth.view(p), p, config).data
            assert np.array_equal(obs, np.frombuffer(encoded, np.float32))
            assert state.information_state_tensor(p) == state.observation_tensor(p)
            assert state.observation_string(p) == state.information_state_string(p)
        action = int(rng.choice(state.legal_actions()))
        assert state.action_to_string(state.current_player(), action) in {
            a.text for a in truth.legal_actions()
        }
        state.apply_action(action)
        truth.apply(table.space.action(action))


@pytest.mark.parametrize(("game", "options"), tables(variants=False))
def test_a_resampled_world_has_the_same_information_state_and_legal_actions(game, options):
    spiel = load(game, options)
    state = spiel.new_initial_state()
    state.apply_action(3)
    rng = np.random.default_rng(1)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    for _ in range(30):
        if state.is_terminal():
            break
        p = state.current_player()
        world = state.resample_from_infostate(p, sampler)
        assert world.information_state_string(p) == state.information_state_string(p)
        assert world.information_state_tensor(p) == state.information_state_tensor(p)
        assert world.legal_actions() == state.legal_actions()
        state.apply_action(int(rng.choice(state.legal_actions())))


@pytest.mark.parametrize(("game", "options"), tables(variants=False))
def test_the_same_deal_and_actions_give_the_same_game(game, options):
    def history(deal: int) -> list[str]:
        spiel = load(game, options)
        state = spiel.new_initial_state()
        state.apply_action(deal)
        rng = np.random.default_rng(deal)
        out = [str(state)]
        while not state.is_terminal() and len(out) < 200:
            state.apply_action(int(rng.choice(state.legal_actions())))
            out.append(str(state))
        return out

    assert history(11) == history(11)
    assert history(11) != history(12)


@pytest.mark.parametrize(("game", "options"), default_tables())
def test_ismcts_plays_a_game_to_the_end(game, options):
    spiel = load(game, options)
    random_state = np.random.RandomState(7)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=random_state)
    bot = ismcts.ISMCTSBot(
        spiel, evaluator, uct_c=2.0, max_simulations=4, random_state=random_state
    )
    rng = Rng(7)
    state = spiel.new_initial_state()
    state.apply_action(rng.below(DEALS))
    seats = config_of(game, options).players
    moves = 0
    while not state.is_terminal():
        # IS-MCTS plays seat 0; the others play uniformly (keeps the test short)
        if state.current_player() == 0:
            action = bot.step(state)
        else:
            legal = state.legal_actions()
            action = legal[rng.below(len(legal))]
        assert action in state.legal_actions()
        state.apply_action(action)
        moves += 1
    assert moves > 0 and len(state.returns()) == seats
    assert all(r in (-1.0, 0.0, 1.0) for r in state.returns())


@pytest.mark.slow
@pytest.mark.parametrize(("game", "options"), tables())
def test_random_sim_test_long_and_ismcts_in_every_seat(game, options):
    spiel = load(game, options)
    pyspiel.random_sim_test(spiel, num_sims=10, serialize=True, verbose=False)
    random_state = np.random.RandomState(3)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=random_state)
    bot = ismcts.ISMCTSBot(spiel, evaluator, 2.0, 8, random_state=random_state)
    state = spiel.new_initial_state()
    state.apply_action(5)
    while not state.is_terminal():
        state.apply_action(bot.step(state))
