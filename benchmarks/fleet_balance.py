"""Fleet license balance: heuristic self-play over random Arctic Bounty license mixes.

    .venv/bin/python benchmarks/fleet_balance.py [GAMES] [--players N] [--workers W]

Each game draws five Standard and two Premium licenses (AB Setup) from its seed and seats
N heuristic players. Printed: the mean and spread of final scores, then, per license in
play, how often an owner won and the owners' mean score against the table's. A license
whose owners win far above 1/N of the time is a candidate for being too strong.
"""

from __future__ import annotations

import argparse
import statistics
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor

from seaboard.engine.game import Outcome
from seaboard.engine.match import play
from seaboard.engine.rng import Rng, derive_seed
from seaboard.games.fleet import GAME
from seaboard.games.fleet.tables import LIC_FAMILY, LIC_NAMES, PREMIUM_CHOICES, STANDARD_CHOICES


def one_game(args: tuple[int, int]) -> tuple[list[str], list[float], list[bool], list[set[str]]]:
    """(licenses in play, scores, winners, license families each player owns)."""
    index, players = args
    seed = derive_seed(index, "fleet-balance")
    rng = Rng(seed)
    standard = rng.sample(sorted(STANDARD_CHOICES), 5)
    premium = rng.sample(sorted(PREMIUM_CHOICES), 2)
    config = GAME.make_config(
        players=players, standard=",".join(standard), premium=",".join(premium)
    )
    agents = [GAME.heuristic(q, config, {}) for q in range(players)]
    last: list = [None]  # the state, as it stands after the last action
    record = play(GAME, config, agents, seed, on_step=lambda s, _step: last.__setitem__(0, s))
    state = last[0]
    assert record.result is not None and state is not None
    owned = []
    for pl in state.players:  # type: ignore[attr-defined]
        owned.append({LIC_NAMES[LIC_FAMILY[i]] for i, n in enumerate(pl.licenses) if n})
    wins = [o is Outcome.WIN for o in record.result.outcomes]
    return standard + premium, list(record.result.scores), wins, owned


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", type=int, nargs="?", default=1000)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    jobs = [(i, args.players) for i in range(args.games)]
    with ProcessPoolExecutor(args.workers) as pool:
        games = list(pool.map(one_game, jobs, chunksize=8))
    scores = [s for _, sc, _, _ in games for s in sc]
    print(
        f"{args.games} games, {args.players} heuristic players: final score mean "
        f"{statistics.mean(scores):.1f}, sd {statistics.pstdev(scores):.1f}, "
        f"min {min(scores):.0f}, max {max(scores):.0f}"
    )
    owners: dict[str, list[tuple[float, bool]]] = defaultdict(list)
    in_play: dict[str, int] = defaultdict(int)
    for _, sc, wins, owned in games:
        for lic in {x for o in owned for x in o}:
            in_play[lic] += 1
        for q, lics in enumerate(owned):
            for lic in lics:
                owners[lic].append((sc[q], wins[q]))
    fair = 1 / args.players
    print(f"{'license':<22}{'games':>7}{'owners':>8}{'win rate':>10}{'mean score':>12}")
    for lic in sorted(owners, key=lambda k: -sum(w for _, w in owners[k]) / len(owners[k])):
        rows = owners[lic]
        rate = sum(w for _, w in rows) / len(rows)
        mean = statistics.mean(s for s, _ in rows)
        print(f"{lic:<22}{in_play[lic]:>7}{len(rows):>8}{rate:>10.2f}{mean:>12.1f}")
    print(f"(a fair share is {fair:.2f}; an owner of several licenses counts in each row)")


if __name__ == "__main__":
    main()
