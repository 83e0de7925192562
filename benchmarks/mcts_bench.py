"""MCTS iterations per second on each title's opening position.

    .venv/bin/python benchmarks/mcts_bench.py [--seconds 2] [--title NAME] [--players N]

Each title is searched with `mcts:time=S` (random rollouts to the end) and, when the title
has a heuristic, with `mcts:time=S,rollout=heuristic`. The figure is the number of
iterations (determinize, descend, expand, roll out, back up) per second of wall time,
on one core. The test-only Dice Market joins with
SEABOARD_EXTRA_GAMES=tests.engine.dicegame:GAME.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from seaboard.engine.game import ConfigError, Game  # noqa: E402
from seaboard.sim.bench import mcts_iterations_per_second  # noqa: E402


def bench_game(game: Game, players: int | None, seconds: float) -> list[tuple[str, float]]:
    config = game.make_config(players)
    rows = [("random rollouts", mcts_iterations_per_second(game, config, seconds))]
    try:
        game.heuristic(0, config, {})
    except ConfigError:
        return rows
    spec = f"mcts:time={seconds},rollout=heuristic"
    rows.append(
        ("heuristic rollouts", mcts_iterations_per_second(game, config, seconds, spec=spec))
    )
    return rows


def main(argv: list[str] | None = None) -> int:
    from seaboard.games import all_games, get_game

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--title", default=None)
    parser.add_argument("--players", type=int, default=None)
    args = parser.parse_args(argv)
    games = (
        [get_game(args.title)]
        if args.title
        else all_games(on_error=lambda n, e: print(f"skipped {n}: {e}"))
    )
    if not games:
        print("no titles found (set SEABOARD_EXTRA_GAMES=tests.engine.dicegame:GAME)")
        return 1
    for game in games:
        try:
            game.make_config(args.players)
        except ConfigError as exc:
            print(f"{game.info.name:16} skipped: {exc}")
            continue
        try:
            rows = bench_game(game, args.players, args.seconds)
        except Exception as exc:  # a title being written must not stop the others
            print(f"{game.info.name:16} failed: {type(exc).__name__}: {exc}")
            continue
        for label, rate in rows:
            print(f"{game.info.name:16} {label:20} {rate:10,.0f} iterations/s", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
