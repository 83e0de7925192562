"""Environment steps per second of the RL adapters against the engine's raw actions/s.

    .venv/bin/python benchmarks/rl_speed.py [TITLE ...] [--seconds S] [--players N] [--json]

Every figure plays uniformly random legal actions for about S seconds per title (default
config, or --players N) and counts engine actions:

- raw: `legal_actions()` then `apply()`, as `seaboard bench` times it;
- pettingzoo: `env.last()` (the observation and mask of the agent to act) then `env.step()`;
- gym: the learner (seat 0) steps on its observation, the other seats are `random` agents
  inside `env.step()`; every engine action counts, the learner's and the opponents';
- openspiel: `legal_actions()`, `observation_tensor(current_player)`, `apply_action()`.

It also splits one step's cost into its parts (engine, the seat's view, the title's
encoding of it, the mask), so a slow adapter shows where the time goes. The ratio column
is adapter actions/s over raw actions/s; the target is at least 0.5.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import warnings

import numpy as np

from seaboard.engine.rng import Rng
from seaboard.games import all_games, get_game
from seaboard.rl.core import Table


def _timed(seconds: float, episode) -> float:
    """Actions per second over whole episodes, for about `seconds`."""
    actions = 0
    start = time.perf_counter()
    seed = 0
    while True:
        actions += episode(seed)
        seed += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return actions / elapsed


def raw(game, config, seconds: float) -> float:
    rng = Rng(1)

    def episode(seed: int) -> int:
        state = game.new_state(config, seed)
        n = 0
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
            n += 1
        return n

    return _timed(seconds, episode)


def pettingzoo(game, config, seconds: float) -> float:
    from seaboard.rl.pettingzoo import SeaboardAEC

    env = SeaboardAEC(Table(game, config))
    rng = np.random.default_rng(1)

    def episode(seed: int) -> int:
        env.reset(seed=seed)
        n = 0
        for _agent in env.agent_iter():
            obs, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            legal = np.flatnonzero(obs["action_mask"])
            env.step(int(legal[rng.integers(len(legal))]))
            n += 1
        return n

    return _timed(seconds, episode)


def gym(game, config, seconds: float) -> float:
    from seaboard.rl.gym import SeaboardEnv

    env = SeaboardEnv(Table(game, config), seat=0, opponents="random")
    rng = np.random.default_rng(1)

    def episode(seed: int) -> int:
        obs, _ = env.reset(seed=seed)
        done = False
        while not done:
            legal = np.flatnonzero(obs["action_mask"])
            obs, _, terminated, truncated, _ = env.step(int(legal[rng.integers(len(legal))]))
            done = terminated or truncated
        return env.steps

    return _timed(seconds, episode)


def openspiel(game, config, seconds: float) -> float | None:
    try:
        import pyspiel

        from seaboard.rl.openspiel import register, short_name
    except ImportError:
        return None
    register([game])
    params = {
        k: v.replace(",", "+") if isinstance(v, str) else v for k, v in config.model_dump().items()
    }
    spiel = pyspiel.load_game(short_name(game), params)
    rng = np.random.default_rng(1)

    def episode(seed: int) -> int:
        state = spiel.new_initial_state()
        state.apply_action(seed)
        n = 0
        while not state.is_terminal():
            legal = state.legal_actions()
            state.observation_tensor(state.current_player())
            state.apply_action(legal[rng.integers(len(legal))])
            n += 1
        return n

    return _timed(seconds, episode)


def parts(game, config, games: int = 3) -> dict[str, float]:
    """Microseconds per step of each part, over the positions of a few random games."""
    table = Table(game, config)
    rng = Rng(2)
    states = []
    for seed in range(games):
        state = game.new_state(config, 100 + seed)
        while not state.is_over:
            states.append(state.clone())
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
    clock = time.perf_counter
    out = {}
    t = clock()
    views = [(s.view(s.to_move), s.to_move) for s in states]
    out["view_us"] = (clock() - t) / len(states) * 1e6
    t = clock()
    for view, seat in views:
        game.encode_view(view, seat, config)
    out["encode_us"] = (clock() - t) / len(states) * 1e6
    t = clock()
    for s in states:
        table.mask(s, s.to_move)
    out["mask_us"] = (clock() - t) / len(states) * 1e6
    copies = [s.clone() for s in states]
    t = clock()
    for s in copies:
        legal = s.legal_actions()
        s.apply(legal[rng.below(len(legal))])
    out["engine_us"] = (clock() - t) / len(states) * 1e6
    return out


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("titles", nargs="*")
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--players", type=int)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    games = [get_game(t) for t in args.titles] or all_games()
    warnings.simplefilter("ignore")
    rows = {}
    for game in games:
        config = game.make_config(args.players)
        row: dict[str, float | None] = {"players": config.players}
        row["raw"] = raw(game, config, args.seconds)
        row["pettingzoo"] = pettingzoo(game, config, args.seconds)
        row["gym"] = gym(game, config, args.seconds)
        row["openspiel"] = openspiel(game, config, args.seconds)
        row.update(parts(game, config))
        rows[game.info.name] = row
        if not args.json:
            ratio = "  ".join(
                f"{k} {row[k]:8.0f}/s ({row[k] / row['raw']:.2f})"
                for k in ("pettingzoo", "gym", "openspiel")
                if row[k] is not None
            )
            print(
                f"{game.info.name:11} {config.players}p raw {row['raw']:8.0f}/s  {ratio}\n"
                f"{'':15}per step: engine {row['engine_us']:.0f} us, view {row['view_us']:.0f} us, "
                f"encode {row['encode_us']:.0f} us, mask {row['mask_us']:.0f} us",
                flush=True,
            )
    if args.json:
        print(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
