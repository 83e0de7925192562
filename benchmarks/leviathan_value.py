"""Fit Leviathan's value at the rollout cap (`bots.evaluate`) and score it.

    PYTHONPATH=$PWD .venv/bin/python benchmarks/leviathan_value.py [GAMES] [--every K]

Plays GAMES games of the heuristic against itself (seeds 300000+), records
`bots.value_features` every K actions, and labels each position by the Ahab player's
result (win 1, draw 0.5, loss 0). A logistic regression (Newton's method, numpy) is fitted
on the games with even seeds and scored on the odd ones (log loss and AUC over the
decided games) against a constant and the weights now in bots.py. Printed last: the
weights to paste into bots.py.
"""

from __future__ import annotations

import argparse
from functools import partial
from itertools import count

import numpy as np

from seaboard.agents.base import make_agent
from seaboard.engine.game import Outcome
from seaboard.engine.match import play
from seaboard.games.leviathan import bots
from seaboard.games.leviathan.game import LeviathanGame
from seaboard.games.leviathan.state import HUNTERS, SETUP_PEQUOD

GAME = LeviathanGame()
VALUE = {Outcome.WIN: 1.0, Outcome.DRAW: 0.5, Outcome.LOSS: 0.0}


def positions(games: int, seed0: int, every: int) -> list[tuple]:
    config = GAME.make_config(2)
    rows = []
    for i in range(games):
        seed = seed0 + i
        agents = [make_agent("heuristic", GAME, q, config) for q in range(2)]
        seen: list[tuple[tuple[float, ...], float]] = []
        on_step = partial(sample, seen=seen, counter=count(1), every=every)
        record = play(GAME, config, agents, seed, on_step=on_step)
        assert record.result is not None
        won = VALUE[record.result.outcomes[HUNTERS]]
        rows.extend((f, v, seed, won) for f, v in seen)
    return rows


def sample(s, _step, *, seen: list, counter, every: int) -> None:  # noqa: ANN001
    if next(counter) % every == 0 and not s.is_over and s.phase > SETUP_PEQUOD:
        seen.append((bots.value_features(s), bots.evaluate(s, HUNTERS)))


def fit(a: np.ndarray, y: np.ndarray, l2: float = 1e-2) -> np.ndarray:
    w = np.zeros(a.shape[1])
    for _ in range(50):
        p = 1 / (1 + np.exp(-a @ w))
        grad = a.T @ (p - y) + l2 * w
        hess = (a * (p * (1 - p))[:, None]).T @ a + l2 * np.eye(a.shape[1])
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-9:
            break
    return w


def auc(score: np.ndarray, y: np.ndarray) -> float:
    keep = (y == 0) | (y == 1)
    score, y = score[keep], y[keep]
    order = np.argsort(score, kind="stable")
    ranks = np.empty(len(score))
    ranks[order] = np.arange(1, len(score) + 1)
    pos = y == 1
    n_pos, n_neg = pos.sum(), (~pos).sum()
    return float((ranks[pos].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg))


def logloss(p: np.ndarray, y: np.ndarray) -> float:
    p = np.clip(p, 1e-6, 1 - 1e-6)
    return float(-(y * np.log(p) + (1 - y) * np.log(1 - p)).mean())


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("games", type=int, nargs="?", default=400)
    ap.add_argument("--every", type=int, default=7)
    args = ap.parse_args()
    rows = positions(args.games, 300_000, args.every)
    a = np.array([r[0] for r in rows])
    now = np.array([r[1] for r in rows])
    seeds = np.array([r[2] for r in rows])
    y = np.array([r[3] for r in rows])
    train, test = seeds % 2 == 0, seeds % 2 == 1
    w = fit(a[train], y[train])
    p = 1 / (1 + np.exp(-a[test] @ w))
    base = np.full(test.sum(), y[train].mean())
    print(f"{len(rows)} positions of {args.games} games; Ahab player's mean {y.mean():.3f}")
    print(
        f"held out: log loss fitted {logloss(p, y[test]):.4f}, in bots.py "
        f"{logloss(now[test], y[test]):.4f}, constant {logloss(base, y[test]):.4f}"
    )
    print(f"held out: AUC fitted {auc(p, y[test]):.3f}, in bots.py {auc(now[test], y[test]):.3f}")
    w = fit(a, y)
    print("VALUE_WEIGHTS = (" + ", ".join(f"{x:.4f}" for x in w) + ")")


if __name__ == "__main__":
    main()
