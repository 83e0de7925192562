"""Fit Leviathan's value at the rollout cap (`bots.evaluate`) and score it.

    PYTHONPATH=$PWD .venv/bin/python benchmarks/leviathan_value.py [GAMES] [--every K]
    PYTHONPATH=$PWD .venv/bin/python benchmarks/leviathan_value.py [GAMES] --every K --moby

Plays GAMES games of the heuristic against itself (seeds 300000+), records
`bots.value_features` every K actions, and labels each position by the Ahab player's
result (win 1, draw 0.5, loss 0). A logistic regression (Newton's method, numpy) is fitted
on the games with even seeds and scored on the odd ones (log loss and AUC over the
decided games) against a constant and the weights now in bots.py. Positions where the
Ahab player has no whaleboat left (he can at best draw) get their own model of
`bots.stranded_features`, fitted to twice the label (the chance of the draw). Printed
last: the weights to paste into bots.py.

With --moby it counts instead, on the Ahab player's turns (every K actions), how often a
hidden card is Moby Dick against the chance of a uniform draw, by its distance to the
nearest boat and to the Pequod (`bots.MOBY_ODDS`, the Ahab player's search sample): the
table fitted on the even seeds, then the mean log probability of the true Moby Dick on
the odd seeds under a uniform draw and under the table.
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
from seaboard.games.leviathan.state import (
    AFLOAT,
    BOATS,
    HIDDEN,
    HUNTERS,
    PEQUOD,
    SETUP_PEQUOD,
    WHALE_CARDS,
)

GAME = LeviathanGame()
VALUE = {Outcome.WIN: 1.0, Outcome.DRAW: 0.5, Outcome.LOSS: 0.0}


def positions(games: int, seed0: int, every: int) -> list[tuple]:
    config = GAME.make_config(2)
    rows = []
    for i in range(games):
        seed = seed0 + i
        agents = [make_agent("heuristic", GAME, q, config) for q in range(2)]
        seen: list[tuple] = []
        on_step = partial(sample, seen=seen, counter=count(1), every=every)
        record = play(GAME, config, agents, seed, on_step=on_step)
        assert record.result is not None
        won = VALUE[record.result.outcomes[HUNTERS]]
        rows.extend((*row, seed, won) for row in seen)
    return rows


def sample(s, _step, *, seen: list, counter, every: int) -> None:  # noqa: ANN001
    if next(counter) % every == 0 and not s.is_over and s.phase > SETUP_PEQUOD:
        stranded = bots.boats_left(s) == 0
        seen.append(
            (bots.value_features(s), bots.stranded_features(s), stranded,
             bots.evaluate(s, HUNTERS))
        )  # fmt: skip


def moby_cell(s, card: int) -> tuple[int, int]:  # noqa: ANN001
    d = min(
        (bots.cdist(s.pose[card], s.pose[b]) for b in BOATS if s.status[b] == AFLOAT),
        default=1e9,
    )
    row = sum(1 for edge in bots.MOBY_BOAT_BINS if d >= edge)
    d = bots.cdist(s.pose[card], s.pose[PEQUOD])
    return row, sum(1 for edge in bots.MOBY_PEQUOD_BINS if d >= edge)


def moby_table(games: int, seed0: int, every: int) -> None:
    config = GAME.make_config(2)
    cases = []  # (seed, cells of the hidden cards, index of Moby Dick among them)

    def look(s, _step, counter, seed) -> None:  # noqa: ANN001
        if next(counter) % every or s.is_over or s.active != HUNTERS:
            return
        hidden = [c for c in WHALE_CARDS if s.status[c] == HIDDEN]
        idents = [s.identity[c] for c in hidden]
        if len(hidden) > 1 and bots.MOBY in idents:
            cases.append((seed, [moby_cell(s, c) for c in hidden], idents.index(bots.MOBY)))

    for i in range(games):
        agents = [make_agent("heuristic", GAME, q, config) for q in range(2)]
        look_here = partial(look, counter=count(1), seed=seed0 + i)
        play(GAME, config, agents, seed0 + i, on_step=look_here)
    rows, cols = len(bots.MOBY_BOAT_BINS) + 1, len(bots.MOBY_PEQUOD_BINS) + 1
    seen, chance = np.full((rows, cols), 0.5), np.full((rows, cols), 0.5)  # half a case each
    for seed, cells, moby in cases:
        if seed % 2 == 0:
            for k, cell in enumerate(cells):
                seen[cell] += k == moby
                chance[cell] += 1 / len(cells)
    odds = seen / chance
    print(f"{len(cases)} positions; Moby Dick against chance (rows: boat distance, "
          f"columns: Pequod distance), and the chance counts:")  # fmt: skip
    print(np.round(odds, 2))
    print(np.round(chance).astype(int))
    for name, table in (("fitted", odds), ("bots.MOBY_ODDS", np.array(bots.MOBY_ODDS))):
        logs = [
            np.log(table[cells[moby]] / sum(table[c] for c in cells))
            for seed, cells, moby in cases
            if seed % 2 == 1
        ]
        print(f"held out: mean log p(Moby Dick) {name} {np.mean(logs):.3f}")
    uniform = [-np.log(len(cells)) for seed, cells, _ in cases if seed % 2 == 1]
    print(f"held out: mean log p(Moby Dick) uniform {np.mean(uniform):.3f}")


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
    ap.add_argument("--moby", action="store_true")
    args = ap.parse_args()
    if args.moby:
        moby_table(args.games, 300_000, args.every)
        return
    rows = positions(args.games, 300_000, args.every)
    a = np.array([r[0] for r in rows])
    b = np.array([r[1] for r in rows])
    stranded = np.array([r[2] for r in rows])
    now = np.array([r[3] for r in rows])
    seeds = np.array([r[4] for r in rows])
    y = np.array([r[5] for r in rows])
    train, test = seeds % 2 == 0, seeds % 2 == 1
    w = fit(a[train & ~stranded], y[train & ~stranded])
    v = fit(b[train & stranded], 2 * y[train & stranded])
    p = np.where(stranded, 0.5 / (1 + np.exp(-b @ v)), 1 / (1 + np.exp(-a @ w)))[test]
    base = np.full(test.sum(), y[train].mean())
    print(
        f"{len(rows)} positions of {args.games} games ({stranded.sum()} with no boat left); "
        f"Ahab player's mean {y.mean():.3f}"
    )
    print(
        f"held out: log loss fitted {logloss(p, y[test]):.4f}, in bots.py "
        f"{logloss(now[test], y[test]):.4f}, constant {logloss(base, y[test]):.4f}"
    )
    print(f"held out: AUC fitted {auc(p, y[test]):.3f}, in bots.py {auc(now[test], y[test]):.3f}")
    w = fit(a[~stranded], y[~stranded])
    v = fit(b[stranded], 2 * y[stranded])
    print("VALUE_WEIGHTS = (" + ", ".join(f"{x:.4f}" for x in w) + ")")
    print("STRANDED_WEIGHTS = (" + ", ".join(f"{x:.4f}" for x in v) + ")")


if __name__ == "__main__":
    main()
