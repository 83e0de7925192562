"""Fingerprints of deterministic games: shows that a refactor did not change how agents play.

    .venv/bin/python benchmarks/play_fingerprint.py TITLE AGENTS [--games 30]
        [--players N] [--seed 7] [--option KEY=VALUE ...]

Plays `--games` games of `seaboard simulate` with seats rotated and prints, per game,
the agents by seat, the number of actions, the scores and a hash of the action sequence.
Agents must be deterministic for a given seed (`heuristic`, `random`,
`mcts:iterations=N`; not `mcts:time=S`, whose iterations depend on the clock). Run it
before and after a change (for example in a `git worktree` with
`PYTHONPATH=<worktree>`) and `diff` the outputs: identical lines mean the strength runs
in `benchmarks/strength/` still describe the code, though its `code_version` changed.
"""

from __future__ import annotations

import argparse
import hashlib
import json

from seaboard.engine.game import options_from_strings
from seaboard.sim.batch import Batch, game_seed, make_agent, play, seats_for


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("title")
    ap.add_argument("agents", help="agent specs, comma-separated")
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--players", type=int, default=None)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument(
        "--option", action="append", default=[], metavar="KEY=VALUE",
        help="a title option, as for `seaboard simulate` (true/false for switches)",
    )  # fmt: skip
    a = ap.parse_args()
    batch = Batch(
        title=a.title, agents=tuple(a.agents.split(",")), games=a.games, seed=a.seed,
        players=a.players, options=options_from_strings(a.option),
    )  # fmt: skip
    game, config = batch.game(), batch.config()
    for i in range(batch.games):
        specs = seats_for(batch.agents, config.players, i, batch.rotate)
        agents = [make_agent(spec, game, seat, config) for seat, spec in enumerate(specs)]
        record = play(game, config, agents, game_seed(batch.seed, i))
        assert record.result is not None
        digest = hashlib.sha256(json.dumps([repr(x) for x in record.actions]).encode())
        print(i, ",".join(specs), len(record.actions), list(record.result.scores),
              digest.hexdigest()[:16], flush=True)  # fmt: skip


if __name__ == "__main__":
    main()
