"""The heuristic player: it keeps the cove alive and still scores; random players lose it.

Heuristic games reach the later rounds and the final scoring, which random playouts
rarely do, so they also check the contract (views, determinize, clone) there.
"""

import json

from seaboard.agents.base import Clock, RandomAgent
from seaboard.engine.rng import Rng
from seaboard.games.chaos_cove import GAME
from seaboard.games.chaos_cove.state import CoveState


def play_game(
    players: int, seed: int, heuristic: bool, check_every: int = 0, **options: object
) -> CoveState:
    config = GAME.make_config(players, **options)
    s = GAME.new_state(config, seed)
    agents = [
        GAME.heuristic(p, config, {}) if heuristic else RandomAgent("random", p)
        for p in range(players)
    ]
    for p, agent in enumerate(agents):
        agent.reseed(seed * 7 + p)
    space = GAME.action_space(config)
    rng = Rng(seed)
    step = 0
    while not s.is_over:
        p = s.to_move
        legal = s.legal_actions()
        if check_every and step % check_every == 0:
            assert all(x in space for x in legal)
            view = json.dumps(s.view(p), sort_keys=True)
            d = s.determinize(p, Rng(rng.next64()))
            assert json.dumps(d.view(p), sort_keys=True) == view
            assert d.legal_actions() == legal
            twin = s.clone()
            assert twin.reveal() == s.reveal()
        state = s.determinize(p, Rng(rng.next64())) if agents[p].needs_state else None
        s.apply(agents[p].act(state, legal, Clock()))
        step += 1
    return s


def test_heuristic_games_keep_the_contract_to_the_end() -> None:
    for players in (2, 3, 4):
        s = play_game(players, 11, heuristic=True, check_every=3)
        assert s.is_over
        result = s.result()
        assert len(result.outcomes) == players


def test_heuristic_players_keep_the_cove_and_random_players_lose_it() -> None:
    fell = sum(play_game(3, seed, heuristic=True).lost for seed in range(8))
    assert fell <= 2
    fell_random = sum(play_game(3, seed, heuristic=False).lost for seed in range(8))
    assert fell_random >= 6


def test_heuristic_scores() -> None:
    s = play_game(4, 5, heuristic=True)
    assert not s.lost
    assert max(s.result().scores) > 10
    assert 0.0 <= GAME.evaluate(s, 0) <= 1.0


def test_first_game_ends_after_three_rounds_with_heuristic_players() -> None:
    s = play_game(3, 2, heuristic=True, check_every=7, first_game=True)
    assert s.is_over and not s.lost and s.round == 2 and s.rounds == 3
