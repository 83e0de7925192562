"""Environment steps per second of the RL adapters against the engine's raw actions/s.

    .venv/bin/python benchmarks/rl_speed.py [TITLE ...] [--seconds S] [--players N] [--json]

Every figure plays uniformly random legal actions for about S seconds per title (default
config, or --players N) and counts engine actions:

- raw: `legal_actions()` then `apply()`, as `seaboard bench` times it;
- pettingzoo: `env.last()` (the observation and mask of the agent to act) then `env.step()`;
- gym: the learner (seat 0) steps on its observation, the other seats are `random` agents
  inside `env.step()`; every engine action counts, the learner's and the opponents';
- floor: the pettingzoo loop with an observation that costs nothing (one array made
  once); what no encoder, however fast, can go below;
- openspiel: `legal_actions()`, the observation of the player to move, `apply_action()`.
  The observation is read as OpenSpiel advises for Python ("the main way to get
  observations of states in Python", `open_spiel.python.observation`): an observer made
  once by `make_observation(game)`, then `set_from(state, player)` every step, which fills
  its numpy `tensor` in place. (`state.observation_tensor(player)` gives the same numbers
  as a new Python list of floats, which OpenSpiel's C++ side builds, after building and
  encoding a fresh initial state to learn the tensor's size: about 30 us more a step.)

Every loop reads the observation and the mask of the seat to move at every step, as a
learner must, and picks among the legal actions with the engine's `Rng`, as the raw loop
does (numpy's `Generator.integers` alone costs a few microseconds a call, more than a
tenth of a raw action). The legal numbers are read from the int8 mask through a bool view
of its bytes (`legal_of`): numpy's nonzero on int8 costs some 9 us on Ahoy's 5,961
actions, against 1 us on bool.

It also splits one step's cost into its parts along random games (engine: legal_actions
and apply; the view of the seat to move; the title's encoding of it; the title's
`encode_state`, which gives the same numbers without the view and which the adapters use
when a title has one; the mask), so a slow adapter shows where the time goes. The ratio column is adapter actions/s over raw
actions/s; the target is at least 0.5.

Time is the process's CPU time (`time.process_time`), not the wall clock: the machine is
shared, and CPU time does not count the waits for a core, so figures taken under load stay
comparable (caches still suffer somewhat).
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

CLOCK = time.process_time


def _timed(seconds: float, episode) -> float:
    """Actions per second over whole episodes, for about `seconds`."""
    actions = 0
    start = CLOCK()
    seed = 0
    while True:
        actions += episode(seed)
        seed += 1
        elapsed = CLOCK() - start
        if elapsed >= seconds:
            return actions / elapsed


def legal_of(mask: np.ndarray) -> np.ndarray:
    """The legal action numbers of a 0/1 int8 mask, read through a bool view of its bytes:
    numpy's nonzero is some ten times faster on bool than on int8 (1 us against 9 us on
    Ahoy's 5,961 actions), a cost of the learner's loop, not of the adapter."""
    return np.flatnonzero(mask.view(np.bool_))


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


def pettingzoo(game, config, seconds: float, free_observation: bool = False) -> float:
    """The AEC loop; with `free_observation`, the floor: the title's observation costs
    nothing (one array, made once, stands for every observation; masks and everything
    else as usual), so what is left is the engine, the mask and PettingZoo's own loop."""
    from seaboard.rl.pettingzoo import SeaboardAEC

    table = Table(game, config)
    if free_observation:
        fixed = table.observation(game.new_state(config, 0), 0)
        table.observation = lambda state, seat: fixed  # type: ignore[method-assign]
    env = SeaboardAEC(table)
    rng = Rng(1)

    def episode(seed: int) -> int:
        env.reset(seed=seed)
        n = 0
        for _agent in env.agent_iter():
            obs, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            legal = legal_of(obs["action_mask"])
            env.step(int(legal[rng.below(len(legal))]))
            n += 1
        return n

    return _timed(seconds, episode)


def gym(game, config, seconds: float) -> float:
    from seaboard.rl.gym import SeaboardEnv

    env = SeaboardEnv(Table(game, config), seat=0, opponents="random")
    rng = Rng(1)

    def episode(seed: int) -> int:
        obs, _ = env.reset(seed=seed)
        done = False
        while not done:
            legal = legal_of(obs["action_mask"])
            obs, _, terminated, truncated, _ = env.step(int(legal[rng.below(len(legal))]))
            done = terminated or truncated
        return env.steps

    return _timed(seconds, episode)


def openspiel(game, config, seconds: float) -> float | None:
    try:
        import pyspiel
        from open_spiel.python.observation import make_observation

        from seaboard.rl.openspiel import register, short_name
    except ImportError:
        return None
    register([game])
    params = {
        k: v.replace(",", "+") if isinstance(v, str) else v for k, v in config.model_dump().items()
    }
    spiel = pyspiel.load_game(short_name(game), params)
    observation = make_observation(spiel)
    rng = Rng(1)

    def episode(seed: int) -> int:
        state = spiel.new_initial_state()
        state.apply_action(seed)
        n = 0
        while not state.is_terminal():
            legal = state.legal_actions()
            observation.set_from(state, state.current_player())
            state.apply_action(legal[rng.below(len(legal))])
            n += 1
        return n

    return _timed(seconds, episode)


def parts(game, config, seconds: float) -> dict[str, float]:
    """Microseconds of CPU per step of each part, along random games for about `seconds`:
    the engine's action (legal_actions and apply), the view of the seat to move, the
    title's encoding of it, the title's `encode_state` (the adapters' fast path, the same
    numbers without the view; 0 when the title has none) and the mask."""
    table = Table(game, config)
    encode_state = getattr(table, "encode_state", None)  # None too on a tree before it
    rng = Rng(2)
    total = {"engine_us": 0.0, "view_us": 0.0, "encode_us": 0.0, "state_us": 0.0, "mask_us": 0.0}
    steps = 0
    start = CLOCK()
    seed = 0
    while CLOCK() - start < seconds:
        state = game.new_state(config, 100 + seed)
        seed += 1
        while not state.is_over:
            seat = state.to_move
            t0 = CLOCK()
            view = state.view(seat)
            t1 = CLOCK()
            game.encode_view(view, seat, config)
            t2 = CLOCK()
            if encode_state is not None:
                encode_state(state, seat, config)
            t3 = CLOCK()
            table.mask(state, seat)
            t4 = CLOCK()
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
            t5 = CLOCK()
            total["view_us"] += t1 - t0
            total["encode_us"] += t2 - t1
            total["state_us"] += t3 - t2
            total["mask_us"] += t4 - t3
            total["engine_us"] += t5 - t4
            steps += 1
    return {k: v / steps * 1e6 for k, v in total.items()}


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
        row["floor"] = pettingzoo(game, config, args.seconds, free_observation=True)
        row["gym"] = gym(game, config, args.seconds)
        row["openspiel"] = openspiel(game, config, args.seconds)
        row.update(parts(game, config, args.seconds))
        rows[game.info.name] = row
        if not args.json:
            ratio = "  ".join(
                f"{k} {row[k]:8.0f}/s ({row[k] / row['raw']:.2f})"
                for k in ("pettingzoo", "floor", "gym", "openspiel")
                if row[k] is not None
            )
            print(
                f"{game.info.name:11} {config.players}p raw {row['raw']:8.0f}/s  {ratio}\n"
                f"{'':15}per step: engine {row['engine_us']:.0f} us, view {row['view_us']:.0f} us, "
                f"encode {row['encode_us']:.0f} us, encode_state {row['state_us']:.0f} us, "
                f"mask {row['mask_us']:.0f} us",
                flush=True,
            )
    if args.json:
        print(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
