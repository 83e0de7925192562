"""Fit Blackbeard's value at the rollout cap (`bots.evaluate`) and score it.

    .venv/bin/python benchmarks/blackbeard_value.py [GAMES] [--every K]

Plays GAMES games of the heuristic Blackbeard against the heuristic Hunters and GAMES
against the random Hunters (seeds 100000+ and 200000+), records `bots.value_features`
every K actions, and labels each position by whether Blackbeard won. A logistic
regression (Newton's method, numpy) is fitted on the games with even seeds and scored on
the odd ones, against a constant (the training base rate), the Hunters' rough `outlook`
and the weights now in bots.py. Printed last: the weights to paste into bots.py.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from functools import partial
from itertools import count

import numpy as np

from seaboard.agents.base import make_agent
from seaboard.engine.game import Outcome
from seaboard.engine.match import play
from seaboard.games.blackbeard import GAME, bots
from seaboard.games.blackbeard.state import BLACKBEARD, SET_CAMP


def positions(games: int, hunters: str, seed0: int, every: int) -> list[tuple]:
    """(features, outlook, the model's value now, seed, whether Blackbeard won) of
    positions."""
    config = GAME.make_config(2)
    rows: list[tuple[tuple[float, ...], float, float, int, float]] = []
    for i in range(games):
        seed = seed0 + i
        agents = [
            make_agent("heuristic", GAME, BLACKBEARD, config),
            make_agent(hunters, GAME, 1, config),
        ]
        seen: list[tuple[tuple[float, ...], float, float]] = []
        on_step = partial(sample, seen=seen, counter=count(1), every=every)
        record = play(GAME, config, agents, seed, on_step=on_step)
        assert record.result is not None
        won = float(record.result.outcomes[BLACKBEARD] == Outcome.WIN)
        rows.extend((f, o, v, seed, won) for f, o, v in seen)
    return rows


def sample(s, _step, *, seen: list, counter: Iterator[int], every: int) -> None:  # noqa: ANN001
    """Record every `every`-th position of a game."""
    if next(counter) % every == 0 and not s.is_over and s.phase != SET_CAMP:
        seen.append(
            (bots.value_features(s), bots.outlook(s, BLACKBEARD), bots.evaluate(s, BLACKBEARD))
        )


def fit(a: np.ndarray, y: np.ndarray, l2: float = 1e-3) -> np.ndarray:
    w = np.zeros(a.shape[1])
    for _ in range(50):
        p = 1 / (1 + np.exp(-a @ w))
        hess = a.T @ (a * (p * (1 - p))[:, None]) + l2 * np.eye(a.shape[1])
        w -= np.linalg.solve(hess, a.T @ (p - y) + l2 * w)
    return w


def auc(score: np.ndarray, y: np.ndarray) -> float:
    """The chance that a won position scores above a lost one (ties count half)."""
    order = np.argsort(score, kind="stable")
    s = score[order]
    ranks = np.empty(len(s))
    i = 0
    while i < len(s):
        j = i
        while j + 1 < len(s) and s[j + 1] == s[i]:
            j += 1
        ranks[i : j + 1] = (i + j + 2) / 2
        i = j + 1
    r = np.empty(len(s))
    r[order] = ranks
    n1 = y.sum()
    n0 = len(y) - n1
    return float((r[y == 1].sum() - n1 * (n1 + 1) / 2) / (n1 * n0))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("games", type=int, nargs="?", default=1000)
    parser.add_argument("--every", type=int, default=3)
    args = parser.parse_args()
    data = []
    for opp, (hunters, seed0) in enumerate((("heuristic", 100_000), ("random", 200_000))):
        data += [(*row, opp) for row in positions(args.games, hunters, seed0, args.every)]
    x = np.array([d[0] for d in data])
    outlook = np.array([d[1] for d in data])
    current = np.array([d[2] for d in data])
    seed = np.array([d[3] for d in data])
    y = np.array([d[4] for d in data])
    opp = np.array([d[5] for d in data])
    a = np.column_stack([np.ones(len(x)), x])
    train = seed % 2 == 0
    w = fit(a[train], y[train])
    new = 1 / (1 + np.exp(-a @ w))
    print(f"{len(y)} positions of {2 * args.games} games; Blackbeard won {y.mean():.3f} of them")
    print("held out (odd seeds): Brier score (lower is better) and AUC")
    print(f"{'':14s} {'n':>6s} {'base':>5s} {'const':>6s} {'outlook':>8s} {'now':>6s} "
          f"{'fit':>6s} | {'outlook':>7s} {'now':>6s} {'fit':>6s}")  # fmt: skip
    for label, m in (("all", ~train), ("vs heuristic", ~train & (opp == 0)),
                     ("vs random", ~train & (opp == 1))):  # fmt: skip
        base = y[train & (opp == 0 if label == "vs heuristic" else opp == 1)].mean()
        if label == "all":
            base = y[train].mean()
        brier = [float(np.mean((p - y[m]) ** 2)) for p in (base, outlook[m], current[m], new[m])]
        aucs = [auc(p[m], y[m]) for p in (outlook, current, new)]
        print(f"{label:14s} {m.sum():6d} {y[m].mean():5.3f} "
              + " ".join(f"{b:6.3f}" for b in brier) + "   | "
              + " ".join(f"{v:6.3f}" for v in aucs))  # fmt: skip
    print(f"VALUE_BIAS = {w[0]:.3f}")
    weights = ", ".join(f"{v:.3f}" for v in w[1:])
    print(f"VALUE_WEIGHTS = ({weights})  # {', '.join(bots.VALUE_FEATURES)}")


if __name__ == "__main__":
    main()
