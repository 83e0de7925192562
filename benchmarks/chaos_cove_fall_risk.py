"""Is Chaos Cove's `bots.fall_risk` calibrated? Its mean at the start of each phase
against how often the cove then fell.

    .venv/bin/python benchmarks/chaos_cove_fall_risk.py [--partner random] [--games 60]

The heuristic holds seat 0 of a 2-player game and `--partner` seat 1 (seeds 500+). Just
after the first action of every (round, phase), `fall_risk` of the true state is recorded; each
row prints its mean over the games that got there, and the share of those games in
which the cove fell. With a heuristic partner the cove should never fall and the risk
should stay low; with a random one it falls in about 9 games of 10.
"""

from __future__ import annotations

import argparse
from collections import defaultdict

from seaboard.agents.base import make_agent
from seaboard.engine.match import Step, play
from seaboard.games.chaos_cove import GAME
from seaboard.games.chaos_cove.bots import fall_risk
from seaboard.games.chaos_cove.game import ChaosCoveState


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--partner", default="random")
    parser.add_argument("--games", type=int, default=60)
    args = parser.parse_args()
    config = GAME.make_config(2)
    rows: dict[tuple[int, int], list[tuple[float, bool]]] = defaultdict(list)
    fell = 0
    for i in range(args.games):
        agents = [
            make_agent("heuristic", GAME, 0, config),
            make_agent(args.partner, GAME, 1, config),
        ]
        first: dict[tuple[int, int], float] = {}

        def on_step(s: ChaosCoveState, step: Step, first: dict = first) -> None:
            key = (s.round + 1, s.phase)
            if key not in first and not s.is_over:
                first[key] = fall_risk(s)

        record = play(GAME, config, agents, 500 + i, on_step=on_step)
        assert record.result is not None
        lost = record.result.reason == "the cove fell"
        fell += lost
        for key, risk in first.items():
            rows[key].append((risk, lost))
    print(f"heuristic and {args.partner}: the cove fell in {fell} of {args.games} games")
    print("round phase  mean fall_risk  fell  games")
    for (rnd, phase), seen in sorted(rows.items()):
        risk = sum(r for r, _ in seen) / len(seen)
        share = sum(lost for _, lost in seen) / len(seen)
        print(f"{rnd:5} {phase:5}  {risk:13.2f}  {share:4.2f}  {len(seen):5}")


if __name__ == "__main__":
    main()
