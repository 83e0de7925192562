"""Old code against new in one run: the speed figures of two source trees, interleaved.

    .venv/bin/python benchmarks/speed_versus.py OLD_TREE [NEW_TREE] [--rounds 3]
        [--seconds 1.5] [--only playouts,batch,mcts] [--titles ahoy,leviathan]

Each tree is measured in its own subprocess (`PYTHONPATH=<tree>`), the trees taking turns
round after round, so a shared machine's load falls on both alike; the figures are CPU
time (the process's), the reported ratio is the median over rounds of new / old. Make
the old tree with `git worktree add /tmp/old <commit>`.

- playouts: random playouts of every title (legal_actions then apply), actions per CPU-s;
- batch: heuristic against random games of Hunt for Blackbeard (seats rotated, the runner
  determinizes before every heuristic move), games per CPU-s;
- mcts: IS-MCTS iterations per CPU-s on each title's opening (`mcts:iterations=N` with the
  title's tuned options, as `seaboard bench` measures it).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

# runs inside the measured tree: only calls that old and new trees both have
WORKER = r"""
import json, sys, time
kind, name, seconds = sys.argv[1], sys.argv[2], float(sys.argv[3])
clock = time.process_time
if kind == "playouts":
    from seaboard.games import get_game
    from seaboard.engine.rng import Rng, derive_seed
    game = get_game(name); config = game.make_config()
    rng = Rng(derive_seed(0, "versus")); n = games = 0
    t0 = clock()
    while clock() - t0 < seconds:
        state = game.new_state(config, derive_seed(0, "versus", games)); games += 1
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))]); n += 1
    print(json.dumps(n / (clock() - t0)))
elif kind == "batch":
    from seaboard.sim.batch import Batch, game_seed, make_agent, play, seats_for
    b = Batch(title=name, agents=("heuristic", "random"), games=10**6, seed=0, players=None,
              options={})
    game, config = b.game(), b.config()
    i = 0
    t0 = clock()
    while clock() - t0 < seconds:
        specs = seats_for(b.agents, config.players, i, b.rotate)
        agents = [make_agent(s, game, seat, config) for seat, s in enumerate(specs)]
        play(game, config, agents, game_seed(b.seed, i)); i += 1
    print(json.dumps(i / (clock() - t0)))
elif kind == "mcts":
    from seaboard.games import get_game
    from seaboard.agents.base import make_agent
    from seaboard.engine.agent import Clock
    from seaboard.engine.match import agent_seed
    game = get_game(name); config = game.make_config()
    state = game.new_state(config, 0); seat = state.to_move
    agent = make_agent("mcts:iterations=100000,early=0", game, seat, config)
    agent.reseed(agent_seed(0, seat, 0))
    seen = state.determinize(seat, agent.rng.split())
    legal = state.legal_actions()
    agent.seconds = seconds  # a time budget, counted in iterations afterwards
    t0 = clock()
    agent.act(seen, legal, Clock())
    print(json.dumps(agent.last_iterations / (clock() - t0)))
"""

TITLES = "blackbeard,fleet,chaos_cove,ahoy,leviathan"


def measure(tree: str, kind: str, name: str, seconds: float) -> float:
    env = {**os.environ, "PYTHONPATH": tree}
    out = subprocess.run(
        [sys.executable, "-c", WORKER, kind, name, str(seconds)],
        env=env, cwd=tree, capture_output=True, text=True, check=True,
    )  # fmt: skip
    return float(json.loads(out.stdout.strip().splitlines()[-1]))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("old")
    ap.add_argument("new", nargs="?", default=str(Path(__file__).resolve().parent.parent))
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--seconds", type=float, default=1.5)
    ap.add_argument("--only", default="playouts,batch,mcts")
    ap.add_argument("--titles", default=TITLES, help="titles of playouts and mcts")
    a = ap.parse_args()
    kinds = a.only.split(",")
    cases = [
        (k, t) for k in kinds for t in (("blackbeard",) if k == "batch" else a.titles.split(","))
    ]
    print(f"load average before: {os.getloadavg()[0]:.1f}", flush=True)
    for kind, name in cases:
        old, new = [], []
        for _ in range(a.rounds):
            old.append(measure(a.old, kind, name, a.seconds))
            new.append(measure(a.new, kind, name, a.seconds))
        ratios = [n / o for n, o in zip(new, old, strict=True)]
        print(
            f"{kind:9} {name:11} old {statistics.median(old):10,.1f}  "
            f"new {statistics.median(new):10,.1f}  new/old {statistics.median(ratios):5.2f}x  "
            f"(rounds {', '.join(f'{r:.2f}' for r in ratios)})",
            flush=True,
        )
    print(f"load average after: {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
