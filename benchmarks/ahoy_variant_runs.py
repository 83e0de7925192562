"""Ahoy: play a bot variant on the same games as the bot on main, and compare them game by
game. Every pass at the Smuggler's 80% bar (issue 27) wrote this script again in /tmp.

    PYTHONPATH=$PWD .venv/bin/python benchmarks/ahoy_variant_runs.py play OUT.jsonl \
        [--patch FILE.py:FUNCTION] [--seat 1] [--seeds 0,1,2,3] [-n 50] [--workers 2]
    PYTHONPATH=$PWD .venv/bin/python benchmarks/ahoy_variant_runs.py compare BASE.jsonl OTHER.jsonl

`play` plays the core 4-player game with `heuristic` in `--seat` and `random` in the other
seats, game i of each seed as `seaboard simulate ahoy --no-rotate --seed S` plays it
(`game_seed(S, i)`), so the unpatched run gives the batch's results game for game. With
`--patch`, FUNCTION of FILE is called once in each worker before it plays: it patches a variant
into `seaboard.games.ahoy.bots` (a module global replaced or a method of
`AhoyHeuristic`; the compiled module reads its globals at each call). A stopped run
resumes: games already in OUT are skipped. One JSON line a game: the outcome of the seat
(a shared win counts half, as `ahoy_factions.py` counts it), scores with the gold
tie-break, the Fame of every seat at the start of each round, the seat's gold and Cargo at
the end.

`compare` prints each file's wins, Wilson interval and mean Fame of the seat, and on the
games both played the games won by one alone, with McNemar's exact p.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
from multiprocessing import Pool
from typing import Any

from seaboard.sim.stats import mcnemar_exact, wilson


def _patch(spec: str) -> None:
    path, _, name = spec.rpartition(":")
    loaded = importlib.util.spec_from_file_location("ahoy_variant", path)
    assert loaded is not None and loaded.loader is not None, f"cannot load {path}"
    module = importlib.util.module_from_spec(loaded)
    loaded.loader.exec_module(module)
    getattr(module, name)()


def _start_worker(patch: str | None) -> None:
    # once per worker: a patch that wraps a function would wrap it again at every game
    if patch:
        _patch(patch)


def _play(job: tuple[str | None, int, int, int]) -> dict[str, Any]:
    patch, seat, seed, index = job
    from seaboard.agents import make_agent
    from seaboard.engine.match import play
    from seaboard.games.ahoy import GAME
    from seaboard.sim.batch import game_seed, seats_for

    config = GAME.make_config(4)
    agent_of_seat = ["heuristic" if s == seat else "random" for s in range(4)]
    specs = seats_for(agent_of_seat, config.players, index, rotate=False)
    agents = [make_agent(spec, GAME, s, config) for s, spec in enumerate(specs)]
    seed_of_game = game_seed(seed, index)
    state = GAME.new_state(config, seed_of_game)
    rounds: list[list[int]] = []

    def note(st: Any, _step: Any) -> None:
        if len(rounds) < st.round:
            rounds.append([p.fame for p in st.players])

    record = play(GAME, config, agents, seed_of_game, state=state, on_step=note)
    result = record.result
    assert result is not None
    outcomes = [o.value for o in result.outcomes]
    shared = outcomes.count("win") + outcomes.count("draw")
    won = outcomes[seat] in ("win", "draw")
    return {
        "seed": seed,
        "game": index,
        "seat": seat,
        "win": (1 if shared == 1 else 0.5) if won else 0,
        "scores": list(result.scores),
        "rounds": rounds,
        "gold": state.players[seat].gold,
        "cargo": len(state.players[seat].cargo),
        "actions": len(record.actions),
        "patch": patch,
    }


def play_games(args: argparse.Namespace) -> None:
    done = set()
    if os.path.exists(args.out):
        with open(args.out) as f:
            done = {(d["seed"], d["game"]) for d in map(json.loads, f)}
    seeds = [int(s) for s in args.seeds.split(",")]
    jobs = [
        (args.patch, args.seat, seed, i)
        for i in range(args.n)
        for seed in seeds
        if (seed, i) not in done
    ]
    with open(args.out, "a") as out, Pool(args.workers, _start_worker, (args.patch,)) as pool:
        for line in pool.imap_unordered(_play, jobs):
            out.write(json.dumps(line) + "\n")
            out.flush()


def compare(args: argparse.Namespace) -> None:
    runs = []
    for path in args.files:
        with open(path) as f:
            runs.append({(d["seed"], d["game"]): d for d in map(json.loads, f)})
    for path, run in zip(args.files, runs, strict=True):
        n = len(run)
        wins = sum(d["win"] for d in run.values())
        fame = sum(int(d["scores"][d["seat"]]) for d in run.values()) / max(1, n)
        lo, hi = wilson(wins, n) if n else (0.0, 0.0)
        print(
            f"{path}: {wins:g} / {n} = {wins / max(1, n):.3f} ({lo:.3f}-{hi:.3f}), Fame {fame:.1f}"
        )
    if len(runs) == 2:
        a, b = runs
        common = sorted(set(a) & set(b))
        first = sum(1 for k in common if a[k]["win"] > b[k]["win"])
        second = sum(1 for k in common if b[k]["win"] > a[k]["win"])
        wins_a = sum(a[k]["win"] for k in common)
        wins_b = sum(b[k]["win"] for k in common)
        print(
            f"on the {len(common)} games both played: {wins_a:g} against {wins_b:g}; "
            f"won by the first alone {first}, by the second alone {second} "
            f"(McNemar p = {mcnemar_exact(first, second):.2f})"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play")
    p.add_argument("out")
    p.add_argument("--patch", default=None, help="FILE.py:FUNCTION that patches the bots")
    p.add_argument("--seat", type=int, default=1)
    p.add_argument("--seeds", default="0,1,2,3")
    p.add_argument("-n", type=int, default=50, help="games per seed")
    p.add_argument("--workers", type=int, default=2)
    c = sub.add_parser("compare")
    c.add_argument("files", nargs="+")
    args = parser.parse_args()
    if args.command == "play":
        play_games(args)
    else:
        compare(args)


if __name__ == "__main__":
    main()
