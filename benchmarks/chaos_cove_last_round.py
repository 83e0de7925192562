"""How often an agent holds the cove through Chaos Cove's last round beside a random player.

    .venv/bin/python benchmarks/chaos_cove_last_round.py [--spec mcts:time=1]
        [--deals 200] [--baseline 40] [--repeats 1]

With a random player in the other seat of a 2-player game, the cove falls in about 9 of
10 games even for the heuristic, nearly always in the last round's Phase 5, and a full
game with `mcts:time=1` takes 3 to 4 minutes. So this compares agents where it is
decided, and paired:

1. The deals of `seaboard simulate chaos_cove --players 2 --agents heuristic,random
   --seed 0` (same game seeds, seats rotated) are played by those agents to the start of
   the last round. Deals where the cove already fell are left out.
2. From each such position the heuristic plays on `--baseline` times (different draws
   and agent streams: continuation seeds 1000, 1001, ...), giving its hold rate there.
3. The agent under test takes the heuristic's seat in the positions the heuristic holds
   sometimes but not always (rate strictly between 5% and 95%), `--repeats` times each
   with the continuation seeds 1000, 1001, ... Printed: each game, then how many it held
   against the number the heuristic's rates predict for the same positions.
"""

from __future__ import annotations

import argparse
import contextlib
import time

from seaboard.agents.base import make_agent
from seaboard.engine.game import State
from seaboard.engine.match import Step, play
from seaboard.engine.record import Record
from seaboard.engine.rng import Rng
from seaboard.games.chaos_cove import GAME
from seaboard.games.chaos_cove.game import ChaosCoveState
from seaboard.sim.batch import game_seed, seats_for

CONFIG = GAME.make_config(2)
CONTESTED = (0.05, 0.95)


class _RoundStarted(Exception):
    """Raised from `play`'s step hook to stop a game where a round starts."""


def play_on(s: ChaosCoveState, specs: list[str], seed: int, until_round: int | None = None) -> int:
    """Play `s` on with fresh agents of `specs` (`engine.match.play`: each sees only its
    determinization) until the game ends or `until_round` starts; the plies played."""
    agents = [make_agent(spec, GAME, q, CONFIG) for q, spec in enumerate(specs)]
    record = Record(GAME.info.name, CONFIG.model_dump(), seed, agents=specs)

    def stop_at_round(state: State, step: Step) -> None:
        assert isinstance(state, ChaosCoveState)
        if until_round is not None and state.round >= until_round:
            raise _RoundStarted

    with contextlib.suppress(_RoundStarted):
        play(GAME, CONFIG, agents, seed, record=record, state=s, on_step=stop_at_round)
    return len(record.actions)


def held(start: ChaosCoveState, specs: list[str], seed: int) -> bool:
    s = start.clone()
    s.rng = Rng(seed)  # fresh draws from here on
    play_on(s, specs, seed)
    return not s.cove_fell


def last_rounds(deals: int) -> list[tuple[int, int, ChaosCoveState]]:
    """(deal, the heuristic's seat, position) at the start of the last round."""
    out = []
    for i in range(deals):
        specs = seats_for(["heuristic", "random"], 2, i, rotate=True)
        s = GAME.new_state(CONFIG, game_seed(0, i))
        play_on(s, specs, game_seed(0, i), until_round=s.rounds - 1)
        if not s.is_over:
            out.append((i, specs.index("heuristic"), s))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--spec", default="mcts:time=1")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--baseline", type=int, default=40)
    parser.add_argument("--repeats", type=int, default=1)
    args = parser.parse_args()
    positions = last_rounds(args.deals)
    rates = {}
    for deal, seat, s in positions:
        specs = ["random", "random"]
        specs[seat] = "heuristic"
        rates[deal] = sum(held(s, specs, 1000 + j) for j in range(args.baseline)) / args.baseline
    mean = sum(rates.values()) / len(rates)
    print(
        f"{len(positions)} of {args.deals} deals reach the last round; the heuristic holds "
        f"the cove from there in {mean:.1%} ({args.baseline} continuations each)"
    )
    wins = games = 0
    expected = 0.0
    started = time.perf_counter()
    for deal, seat, s in positions:
        rate = rates[deal]
        if not CONTESTED[0] < rate < CONTESTED[1]:
            continue
        specs = ["random", "random"]
        specs[seat] = args.spec
        for j in range(args.repeats):
            ok = held(s, specs, 1000 + j)
            wins += ok
            games += 1
            expected += rate
            print(
                f"deal {deal} continuation {j}: {'held' if ok else 'fell'} "
                f"(heuristic {rate:.0%}) {time.perf_counter() - started:.0f} s",
                flush=True,
            )
    print(
        f"{args.spec} held the cove in {wins} of {games} contested last rounds; "
        f"the heuristic's rates predict {expected:.1f}"
    )


if __name__ == "__main__":
    main()
