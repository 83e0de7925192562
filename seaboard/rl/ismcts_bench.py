"""IS-MCTS speed: Seaboard's `mcts` against OpenSpiel's Python `ISMCTSBot`, same positions.

Positions are taken along seeded random playouts of each title (a handful per game, each
with more than one legal action). In every round, every position is searched in turn by
both, interleaved so that the machine's load falls on both alike:

- OpenSpiel: `open_spiel.python.algorithms.ismcts.ISMCTSBot` (UCT, a fresh world from
  `resample_from_infostate` every simulation, one random rollout to the end by
  `RandomRolloutEvaluator`) on the position as a pyspiel state of the OpenSpiel adapter
  (`seaboard.rl.openspiel`), for `simulations` simulations;
- Seaboard: `mcts` with random rollouts to the end and no prior (the title's tuned options
  are overridden so both do the same work), on the position determinized for the seat,
  for the same number of iterations.

Each search is timed in process CPU time. A round's ratio is Seaboard's iterations per
second over OpenSpiel's simulations per second, summed over the positions; the figure
reported is the median ratio over the rounds.
"""

from __future__ import annotations

import statistics
import time
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts
from open_spiel.python.algorithms import mcts as os_mcts

from seaboard.agents.base import make_agent
from seaboard.engine.agent import Clock
from seaboard.engine.game import Game, GameConfig
from seaboard.engine.rng import Rng, derive_seed
from seaboard.rl.openspiel import DEALS, register, short_name


def positions(game: Game, config: GameConfig, count: int, seed: int = 0) -> list[Any]:
    """`count` pyspiel states of the title met along random playouts, one legal choice or
    more for the player to move, spread over the games (a few per game)."""
    register([game])
    spiel = pyspiel.load_game(short_name(game), {"players": config.players})
    rng = Rng(derive_seed(seed, "ismcts-positions"))
    out: list[Any] = []
    deal = 0
    while len(out) < count and deal < 100 * count:
        state = spiel.new_initial_state()
        state.apply_action(rng.below(DEALS))
        deal += 1
        plies = rng.below(60)
        for _ in range(plies):
            if state.is_terminal():
                break
            legal = state.legal_actions()
            state.apply_action(legal[rng.below(len(legal))])
        if not state.is_terminal() and len(state.legal_actions()) > 1:
            out.append(state)
    return out


def _openspiel_rate(spiel: Any, state: Any, simulations: int, seed: int) -> float:
    random_state = np.random.RandomState(seed % (1 << 32))
    evaluator = os_mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=random_state)
    bot = ismcts.ISMCTSBot(
        spiel,
        evaluator,
        uct_c=2.0,
        max_simulations=simulations,
        random_state=random_state,
        allow_inconsistent_action_sets=True,
    )
    t0 = time.process_time()
    bot.step(state)
    return simulations / max(time.process_time() - t0, 1e-9)


def _seaboard_rate(game: Game, config: GameConfig, state: Any, simulations: int, seed: int):
    engine_state = state.game_state
    seat = engine_state.to_move
    spec = f"mcts:iterations={simulations},rollout=random,prior=0,depth={game.info.max_actions}"
    agent = make_agent(spec, game, seat, config)
    agent.reseed(seed)
    seen = engine_state.determinize(seat, agent.rng.split())
    legal = engine_state.legal_actions()
    t0 = time.process_time()
    agent.act(seen, legal, Clock())
    return simulations / max(time.process_time() - t0, 1e-9)


def compare(
    game: Game,
    config: GameConfig | None = None,
    *,
    rounds: int = 3,
    count: int = 4,
    simulations: int = 100,
    seed: int = 0,
) -> dict[str, Any]:
    """`{"openspiel_per_s", "seaboard_per_s", "ratio", "ratios"}`: medians over `rounds`
    (per-round figures: the positions' searches together)."""
    config = config or game.make_config()
    states = positions(game, config, count, seed)
    if not states:
        raise ValueError(f"{game.info.name}: no position with a choice found")
    spiel = states[0].get_game()
    ours, theirs, ratios = [], [], []
    for r in range(rounds):
        t_ours = t_theirs = 0.0
        for i, state in enumerate(states):
            s = derive_seed(seed, "ismcts-round", r, i)
            t_theirs += simulations / _openspiel_rate(spiel, state.clone(), simulations, s)
            t_ours += simulations / _seaboard_rate(game, config, state, simulations, s)
        n = simulations * len(states)
        ours.append(n / t_ours)
        theirs.append(n / t_theirs)
        ratios.append(t_theirs / t_ours)
    return {
        "positions": len(states),
        "simulations": simulations,
        "openspiel_per_s": statistics.median(theirs),
        "seaboard_per_s": statistics.median(ours),
        "ratio": statistics.median(ratios),
        "ratios": ratios,
    }
