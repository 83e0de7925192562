"""Ahoy: win rates by faction from `seaboard simulate ahoy --out FILE` results.

    PYTHONPATH=$PWD .venv/bin/python benchmarks/ahoy_factions.py FILE [FILE ...] [--agent NAME]

`seaboard results` reports by seat, but with an expansion faction a seat's faction is
drawn per game (F&F "Faction Setup": 2nd or 4th seat at random). The draw comes from the
game's seed alone, so this rebuilds each game's opening position from its seed and options
and counts, per faction, the games and wins of the seats `--agent` played (default: every
seat, as in heuristic self-play). A win is an outright win; a shared win counts half.
Intervals are 95% Wilson; Fame is the mean final Fame (the score's fraction, the gold
tie-break, dropped).
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict

from seaboard.games.ahoy import GAME
from seaboard.sim.stats import wilson


def factions(line: dict) -> list[str]:
    config = GAME.make_config(line["players"], **line.get("options", {}))
    state = GAME.new_state(config, line["seed"])
    return [p.faction for p in state.players]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("files", nargs="+")
    parser.add_argument("--agent", default=None, help="count only this agent's seats")
    args = parser.parse_args()
    games: dict[str, float] = defaultdict(float)
    wins: dict[str, float] = defaultdict(float)
    fame: dict[str, float] = defaultdict(float)
    for path in args.files:
        with open(path) as f:
            for text in f:
                line = json.loads(text)
                outcomes = line["outcomes"]
                shared = outcomes.count("win") + outcomes.count("draw")
                for seat, faction in enumerate(factions(line)):
                    if args.agent and line["agents"][seat] != args.agent:
                        continue
                    games[faction] += 1
                    fame[faction] += int(line["scores"][seat])  # the fraction breaks ties
                    if outcomes[seat] in ("win", "draw"):
                        wins[faction] += 1 if shared == 1 else 0.5
    print(f"{'faction':10} {'games':>6} {'wins':>6} {'rate':>6}  95% CI       Fame")
    for faction in sorted(games):
        n, w = int(games[faction]), wins[faction]
        lo, hi = wilson(w, n)
        mean = fame[faction] / n
        print(f"{faction:10} {n:6d} {w:6g} {w / n:6.3f}  {lo:.3f}-{hi:.3f}  {mean:5.1f}")


if __name__ == "__main__":
    main()
