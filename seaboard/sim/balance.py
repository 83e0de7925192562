"""The designer's lab: the figures of `seaboard balance` from a batch's lines.

`report(lines, ...)` turns the lines of a balance batch (`Batch(components=True)`: each
line also says which components each seat had and which seat moved first) into one
JSON-able dict, every figure of the HTML report (seaboard/sim/balance_html.py):

- `results`: the summary `seaboard results --json` gives for the same file, unchanged;
- `seats`: win rate by seat with 95% Wilson intervals, and the first mover's advantage
  (its win rate minus the mean over seats, with a t interval over games);
- `components`: for each component the title declares, the win rate of the seats that had
  it against the seats that did not (among the seats that ever had it: a Hunters' card is
  compared among Hunters), the difference with Newcombe's interval, and a logistic
  regression of the outcome on having it that controls for seat (and agent, when several
  play) and for how many components of its kind the seat had (a player with more
  licenses wins more, whichever they are: the odds ratio compares a license with the
  others at the same count), with standard errors clustered by game; p-values are corrected for the number
  of components (Benjamini-Hochberg) and a component is flagged when its corrected
  p-value is below 0.05;
- `length`, `scores`: distributions; `endings`: the title's reasons;
- `shared_loss`: how often every seat lost, and which components at the table predict it
  (Fisher's exact test on each component's presence, corrected the same way);
- `whatif` (with `against`): the same deals played with the content unchanged, paired
  deal by deal: per seat the wins in each, exact McNemar p-values, the paired difference
  of outcomes and of scores with t intervals and paired t-test p-values, and the length.

A draw counts as half a win throughout, as in `seaboard results`.
"""

from __future__ import annotations

import math
import warnings
from collections import Counter
from collections.abc import Sequence
from typing import Any

import numpy as np

from seaboard.engine.game import Component, Outcome
from seaboard.sim.batch import pair_by_deal, shared_loss, summarize
from seaboard.sim.stats import mcnemar_exact, wilson

ALPHA = 0.05
CORRECTION = "Benjamini-Hochberg (false discovery rate 5%)"
# a logistic estimate past these is separation (a component that always or never wins),
# not an effect size: it is reported as not estimable
_MAX_LOG_ODDS = 8.0
_MAX_SE = 20.0


def _value(outcome: str) -> float:
    return 1.0 if outcome == Outcome.WIN else 0.5 if outcome == Outcome.DRAW else 0.0


def _rate(values: Sequence[float]) -> dict[str, Any]:
    wins, games = float(sum(values)), len(values)
    lo, hi = wilson(wins, games)
    return {"games": games, "wins": wins, "rate": wins / games if games else None, "ci95": [lo, hi]}


def newcombe(a: dict[str, Any], b: dict[str, Any]) -> tuple[float, list[float]] | None:
    """The difference of two win rates with Newcombe's hybrid score interval (method 10,
    from the two Wilson intervals)."""
    if not a["games"] or not b["games"]:
        return None
    p1, (l1, u1) = a["rate"], a["ci95"]
    p2, (l2, u2) = b["rate"], b["ci95"]
    d = p1 - p2
    lo = d - math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2)
    hi = d + math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2)
    return d, [max(-1.0, lo), min(1.0, hi)]


def mean_interval(values: Sequence[float]) -> dict[str, Any]:
    """Mean of `values` with a 95% t interval and the two-sided p-value of mean 0 (a
    one-sample t test; with no spread: 1 if every value is 0, else 0)."""
    from scipy import stats

    x = np.asarray(values, dtype=float)
    n = len(x)
    if n == 0:
        return {"n": 0, "mean": None, "ci95": None, "p": None}
    mean = float(x.mean())
    sd = float(x.std(ddof=1)) if n > 1 else 0.0
    if sd == 0.0 or n < 2:
        return {"n": n, "mean": mean, "ci95": [mean, mean], "p": 1.0 if mean == 0 else 0.0}
    half = float(stats.t.ppf(0.975, n - 1)) * sd / math.sqrt(n)
    p = float(stats.ttest_1samp(x, 0.0).pvalue)
    return {"n": n, "mean": mean, "ci95": [mean - half, mean + half], "p": p}


def distribution(values: Sequence[float], bins: int = 20) -> dict[str, Any]:
    x = np.asarray(values, dtype=float)
    if not len(x):
        return {"n": 0}
    counts, edges = np.histogram(x, bins=min(bins, max(1, len(set(x.tolist())))))
    q = np.quantile(x, [0.05, 0.25, 0.5, 0.75, 0.95])
    return {
        "n": len(x),
        "mean": float(x.mean()),
        "sd": float(x.std(ddof=1)) if len(x) > 1 else 0.0,
        "min": float(x.min()),
        "q05": float(q[0]),
        "q25": float(q[1]),
        "median": float(q[2]),
        "q75": float(q[3]),
        "q95": float(q[4]),
        "max": float(x.max()),
        "histogram": {"edges": edges.tolist(), "counts": counts.tolist()},
    }


def adjust(pvalues: Sequence[float | None]) -> list[float | None]:
    """Benjamini-Hochberg adjusted p-values of those given (None stays None)."""
    from statsmodels.stats.multitest import multipletests

    known = [(i, p) for i, p in enumerate(pvalues) if p is not None]
    out: list[float | None] = [None] * len(pvalues)
    if known:
        adjusted = multipletests([p for _, p in known], alpha=ALPHA, method="fdr_bh")[1]
        for (i, _), q in zip(known, adjusted, strict=True):
            out[i] = float(q)
    return out


def logistic(
    y: Sequence[float],
    x: Sequence[float],
    controls: Sequence[Sequence[float]],
    groups: Sequence[int],
) -> dict[str, Any] | None:
    """Logistic regression of outcome `y` (1, 0.5 for a draw, 0) on `x` (0/1) with the
    dummy `controls` (rows), standard errors clustered by `groups` (the game): the odds
    ratio of `x`, its 95% interval and p-value; None when `x` does not vary or the fit
    separates."""
    from statsmodels.genmod.families import Binomial
    from statsmodels.genmod.generalized_linear_model import GLM

    xs = np.asarray(x, dtype=float)
    if len(set(xs.tolist())) < 2:
        return None
    # the controls that tell rows apart beyond what is already in the design (a seat
    # dummy that copies the component in a one-sided title adds nothing)
    design = np.column_stack([np.ones(len(xs)), xs])
    for col in np.asarray(controls, dtype=float).T if len(controls) and len(controls[0]) else []:
        wider = np.column_stack([design, col])
        if np.linalg.matrix_rank(wider) > design.shape[1]:
            design = wider
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            fit = GLM(np.asarray(y, dtype=float), design, family=Binomial()).fit(
                cov_type="cluster", cov_kwds={"groups": np.asarray(groups)}
            )
        except (ValueError, np.linalg.LinAlgError, ZeroDivisionError):
            return None
    coef, se, p = float(fit.params[1]), float(fit.bse[1]), float(fit.pvalues[1])
    finite = all(map(math.isfinite, (coef, se, p)))
    # a standard error of 0 is too few games for the clustered variance, not certainty
    if not finite or abs(coef) > _MAX_LOG_ODDS or not 1e-6 < se < _MAX_SE:
        return None
    return {
        "odds_ratio": math.exp(coef),
        "ci95": [math.exp(coef - 1.959964 * se), math.exp(coef + 1.959964 * se)],
        "p": p,
    }


def _first_player(lines: Sequence[dict[str, Any]]) -> dict[str, Any]:
    players = len(lines[0]["outcomes"])
    firsts: Counter[int] = Counter()
    won: list[float] = []
    edge: list[float] = []
    for line in lines:
        first = line.get("first")
        first = 0 if first is None else first
        firsts[first] += 1
        values = [_value(o) for o in line["outcomes"]]
        won.append(values[first])
        edge.append(values[first] - sum(values) / players)
    rate = _rate(won)
    fair = sum(sum(_value(o) for o in line["outcomes"]) for line in lines) / (players * len(lines))
    advantage = mean_interval(edge)
    return {
        **rate,
        "fair_share": fair,
        "advantage": advantage["mean"],
        "advantage_ci95": advantage["ci95"],
        "p": advantage["p"],
        "first_by_seat": {str(s): firsts[s] for s in sorted(firsts)},
    }


def _component_rows(
    lines: Sequence[dict[str, Any]], components: Sequence[Component]
) -> list[dict[str, Any]]:
    agents = sorted({a for line in lines for a in line["agents"]})
    kind_of = {c.id: c.kind for c in components}
    # how many components of each kind each seat had in each game
    kind_counts: list[list[Counter[str]]] = [
        [Counter(kind_of.get(i, "") for i in had) for had in line["components"]] for line in lines
    ]
    rows = []
    for comp in components:
        seats = sorted(
            {s for line in lines for s, had in enumerate(line["components"]) if comp.id in had}
        )
        row: dict[str, Any] = {"id": comp.id, "kind": comp.kind, "name": comp.name, "seats": seats}
        y: list[float] = []
        x: list[float] = []
        controls: list[list[float]] = []
        groups: list[int] = []
        for g, line in enumerate(lines):
            for seat in seats:
                has = comp.id in line["components"][seat]
                y.append(_value(line["outcomes"][seat]))
                x.append(1.0 if has else 0.0)
                controls.append(
                    [float(seat == s) for s in seats[1:]]
                    + [float(line["agents"][seat] == a) for a in agents[1:]]
                    # the seat's count of its kind, this one included: the odds ratio
                    # then compares seats with as many, one of them this component
                    + [float(kind_counts[g][seat][comp.kind])]
                )
                groups.append(g)
        held = _rate([v for v, h in zip(y, x, strict=True) if h])
        other = _rate([v for v, h in zip(y, x, strict=True) if not h])
        row["with"], row["without"] = held, other
        diff = newcombe(held, other)
        row["difference"], row["difference_ci95"] = diff if diff else (None, None)
        fit = logistic(y, x, controls, groups) if seats else None
        row["odds_ratio"] = fit["odds_ratio"] if fit else None
        row["odds_ratio_ci95"] = fit["ci95"] if fit else None
        row["p"] = fit["p"] if fit else None
        if not seats:
            row["note"] = "never held in these games"
        elif not other["games"]:
            row["note"] = "held by every seat that could hold it: nothing to compare"
        elif fit is None:
            row["note"] = "not estimable: too few games on one side, or the outcome separates"
        else:
            row["note"] = ""
        rows.append(row)
    for row, q in zip(rows, adjust([r["p"] for r in rows]), strict=True):
        row["p_adjusted"] = q
        row["significant"] = q is not None and q < ALPHA
    return rows


def _shared_loss(
    lines: Sequence[dict[str, Any]], components: Sequence[Component]
) -> dict[str, Any]:
    from scipy import stats

    fell = [shared_loss(line["outcomes"]) for line in lines]
    count = sum(fell)
    lo, hi = wilson(count, len(lines))
    out: dict[str, Any] = {
        "games": len(lines),
        "count": count,
        "rate": count / len(lines),
        "ci95": [lo, hi],
        "predictors": [],
    }
    if not count or count == len(lines):
        return out
    rows = []
    for comp in components:
        present = [any(comp.id in had for had in line["components"]) for line in lines]
        with_ = _rate([float(f) for f, p in zip(fell, present, strict=True) if p])
        without = _rate([float(f) for f, p in zip(fell, present, strict=True) if not p])
        row: dict[str, Any] = {"id": comp.id, "kind": comp.kind, "name": comp.name}
        row["with"], row["without"] = with_, without
        diff = newcombe(with_, without)
        row["difference"], row["difference_ci95"] = diff if diff else (None, None)
        if with_["games"] and without["games"]:
            a, b = int(with_["wins"]), with_["games"] - int(with_["wins"])
            c, d = int(without["wins"]), without["games"] - int(without["wins"])
            row["odds_ratio"] = (a + 0.5) * (d + 0.5) / ((b + 0.5) * (c + 0.5))
            row["p"] = float(stats.fisher_exact([[a, b], [c, d]]).pvalue)
        else:
            row["odds_ratio"] = row["p"] = None
        rows.append(row)
    for row, q in zip(rows, adjust([r["p"] for r in rows]), strict=True):
        row["p_adjusted"] = q
        row["significant"] = q is not None and q < ALPHA
    out["predictors"] = rows
    return out


def _endings(lines: Sequence[dict[str, Any]]) -> dict[str, Any]:
    reasons: Counter[str] = Counter(line.get("reason") or "(none given)" for line in lines)
    by_seat: dict[str, Counter[str]] = {}
    for line in lines:
        for seat, outcome in enumerate(line["outcomes"]):
            reason = line.get("reason") or ""
            key = f"{outcome}: {reason}" if reason else outcome
            by_seat.setdefault(str(seat), Counter())[key] += 1
    total = len(lines)
    return {
        "reasons": {
            r: {"games": n, "share": n / total, "ci95": list(wilson(n, total))}
            for r, n in reasons.most_common()
        },
        "by_seat": {s: dict(c.most_common()) for s, c in sorted(by_seat.items())},
    }


def whatif(lines: Sequence[dict[str, Any]], against: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The paired comparison of a what-if batch (`lines`) with the same deals played with
    the content unchanged (`against`)."""
    theirs = {line["seed"]: line for line in against}
    pairs = [(line, theirs[line["seed"]]) for line in lines if line["seed"] in theirs]
    players = len(pairs[0][0]["outcomes"]) if pairs else 0

    def same(a: dict[str, Any], b: dict[str, Any]) -> bool:
        keys = ("scores", "outcomes", "reason", "actions", "components", "first")
        return all(a.get(k) == b.get(k) for k in keys)

    seats = {}
    for seat in range(players):
        here = [a["outcomes"][seat] == Outcome.WIN for a, _ in pairs]
        there = [b["outcomes"][seat] == Outcome.WIN for _, b in pairs]
        only_here = sum(h and not t for h, t in zip(here, there, strict=True))
        only_there = sum(t and not h for h, t in zip(here, there, strict=True))
        outcome = mean_interval(
            [_value(a["outcomes"][seat]) - _value(b["outcomes"][seat]) for a, b in pairs]
        )
        score = mean_interval([a["scores"][seat] - b["scores"][seat] for a, b in pairs])
        seats[str(seat)] = {
            "wins": [sum(here), sum(there)],
            "only_here": only_here,
            "only_there": only_there,
            "mcnemar_p": mcnemar_exact(only_here, only_there),
            "outcome_difference": outcome["mean"],
            "outcome_difference_ci95": outcome["ci95"],
            "outcome_p": outcome["p"],
            "mean_score": [
                float(np.mean([a["scores"][seat] for a, _ in pairs])) if pairs else None,
                float(np.mean([b["scores"][seat] for _, b in pairs])) if pairs else None,
            ],
            "score_difference": score["mean"],
            "score_difference_ci95": score["ci95"],
            "score_p": score["p"],
        }
    first = mean_interval(
        [
            _value(a["outcomes"][a.get("first") or 0]) - _value(b["outcomes"][b.get("first") or 0])
            for a, b in pairs
        ]
    )
    length = mean_interval([a["actions"] - b["actions"] for a, b in pairs])
    paired = pair_by_deal(lines, against)
    return {
        "deals": len(pairs),
        "identical_games": sum(same(a, b) for a, b in pairs),
        "by_seat": seats,
        "first_mover": {
            "outcome_difference": first["mean"],
            "ci95": first["ci95"],
            "p": first["p"],
        },
        "shared_loss": {
            "counts": paired["shared_losses"],
            "only_in": paired["only_in"],
            "mcnemar_p": paired["mcnemar_p"],
        },
        "length": {"mean_difference": length["mean"], "ci95": length["ci95"], "p": length["p"]},
        "against_results": summarize([b for _, b in pairs]),
    }


def report(
    lines: Sequence[dict[str, Any]],
    components: Sequence[Component],
    *,
    title: str,
    name: str,
    batch: dict[str, Any],
    changes: Sequence[dict[str, Any]] = (),
    against: Sequence[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """Every figure of the balance report (see the module doc). `batch` describes the run
    (agents, players, options, seed, games); `changes` are the content overrides."""
    if not lines:
        raise ValueError("no games to report on")
    results = summarize(lines)
    scores: dict[str, Any] = {}
    for seat in range(len(lines[0]["scores"])):
        scores[str(seat)] = distribution([line["scores"][seat] for line in lines])
    return {
        "title": title,
        "name": name,
        **batch,
        "games_played": len(lines),
        "code": lines[0].get("code"),
        "content_changes": list(changes),
        "results": results,
        "seats": {"by_seat": results["by_seat"], "first_player": _first_player(lines)},
        "components": {
            "correction": CORRECTION,
            "alpha": ALPHA,
            "rows": _component_rows(lines, components),
        },
        "length": distribution([line["actions"] for line in lines]),
        "scores": scores,
        "endings": _endings(lines),
        "shared_loss": _shared_loss(lines, components),
        "whatif": whatif(lines, against) if against is not None else None,
    }


def ranked(rows: Sequence[dict[str, Any]], min_games: int = 30) -> list[dict[str, Any]]:
    """Components from strongest to weakest by their adjusted odds ratio: those with one,
    held and not held by at least `min_games` seats each (fewer, and the ratio is mostly
    noise: they stay in the table, after these)."""
    return sorted(
        (
            r
            for r in rows
            if r.get("odds_ratio") is not None
            and min(r["with"]["games"], r["without"]["games"]) >= min_games
        ),
        key=lambda r: -r["odds_ratio"],
    )
