"""The balance report as one self-contained HTML page: tables, and plots drawn by
matplotlib as inline SVG (no file beside it, no script, nothing fetched).

Everything on the page comes from the report dict (seaboard/sim/balance.py), so the page
and `report.json` always agree. Plots mark what matters by shape and text as well as by
colour (a significant component is a filled diamond and starred).
"""

from __future__ import annotations

import html
import io
import math
from collections.abc import Callable, Sequence
from typing import Any

from seaboard.sim.balance import ranked

SECTIONS = (
    ("run", "The run"),
    ("seats", "Win rate by seat"),
    ("components", "Components"),
    ("length", "Game length"),
    ("scores", "Scores"),
    ("endings", "How games end"),
    ("shared-loss", "When everyone loses"),
    ("whatif", "What if"),
)

_CSS = """
body { font: 15px/1.45 system-ui, sans-serif; margin: 2em auto; max-width: 72em; padding: 0 1em;
       color: #1d2433; }
h1 { font-size: 1.6em; margin-bottom: 0.2em; } h2 { margin-top: 2em; border-bottom: 1px solid #ccd; }
table { border-collapse: collapse; margin: 0.8em 0; font-size: 0.92em; }
th, td { padding: 0.25em 0.6em; border-bottom: 1px solid #e3e6ee; text-align: right; }
td { white-space: nowrap; }
th { background: #f3f5f9; } td.l, th.l { text-align: left; }
tr.sig td { font-weight: 600; }
.note, small { color: #555; font-size: 0.9em; } small { font-weight: normal; } figure { margin: 1em 0; } svg { max-width: 100%; height: auto; }
nav a { margin-right: 1em; }
"""


def _e(text: Any) -> str:
    return html.escape(str(text))


def _f(x: float | None, digits: int = 3) -> str:
    if x is None or (isinstance(x, float) and not math.isfinite(x)):
        return "-"
    return f"{x:.{digits}f}"


def _ci(ci: Sequence[float] | None, digits: int = 3) -> str:
    if not ci:
        return "-"
    return f"{_f(ci[0], digits)} to {_f(ci[1], digits)}"


def _rate_cell(t: dict[str, Any]) -> str:
    return _with_ci(f"{_f(t['rate'])} ({t['games']})", t["ci95"] if t["games"] else None)


def _with_ci(value: str, ci: Sequence[float] | None, digits: int = 3) -> str:
    """A figure with its 95% interval below it, small (keeps the tables narrow)."""
    return value if not ci else f"{value}<br><small>{_ci(ci, digits)}</small>"


def _p(p: float | None) -> str:
    if p is None:
        return "-"
    return "<0.001" if p < 0.001 else f"{p:.3f}"


def _p_is(p: float | None) -> str:
    """A p-value in a sentence: `p = 0.123`, `p < 0.001`."""
    return "p < 0.001" if p is not None and p < 0.001 else f"p = {_p(p)}"


def _table(head: Sequence[str], rows: Sequence[Sequence[Any]], left: int = 1, cls=None) -> str:
    out = ["<table><tr>"]
    out += [f'<th class="{"l" if i < left else ""}">{_e(h)}</th>' for i, h in enumerate(head)]
    out.append("</tr>")
    for n, row in enumerate(rows):
        mark = cls(n) if cls else ""
        out.append(f'<tr class="{mark}">' if mark else "<tr>")
        out += [f'<td class="{"l" if i < left else ""}">{c}</td>' for i, c in enumerate(row)]
        out.append("</tr>")
    out.append("</table>")
    return "".join(out)


# -- plots ------------------------------------------------------------------------------------


def _errors(mids: Sequence[float], cis: Sequence[Sequence[float]]) -> list[list[float]]:
    """Error bar lengths below and above each value (never negative: a Wilson bound
    rounds to a hair inside a rate of 0 or 1)."""
    return [
        [max(0.0, m - ci[0]) for m, ci in zip(mids, cis, strict=True)],
        [max(0.0, ci[1] - m) for m, ci in zip(mids, cis, strict=True)],
    ]


def _svg(draw: Callable[[Any], None], width: float, height: float) -> str:
    """A matplotlib figure drawn by `draw(ax)`, as an inline <svg> element."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    with matplotlib.rc_context({"svg.fonttype": "none", "svg.hashsalt": "seaboard"}):
        fig, ax = plt.subplots(figsize=(width, height))
        try:
            draw(ax)
            fig.tight_layout()
            buf = io.StringIO()
            fig.savefig(buf, format="svg", metadata={"Date": None})
        finally:
            plt.close(fig)
    text = buf.getvalue()
    return text[text.index("<svg") :]


def _forest(
    labels: Sequence[str],
    mids: Sequence[float],
    cis: Sequence[Sequence[float]],
    flags: Sequence[bool],
    xlabel: str,
    ref: float,
    log: bool = False,
) -> str:
    def draw(ax: Any) -> None:
        ys = list(range(len(labels)))[::-1]
        for y, mid, (lo, hi), flag in zip(ys, mids, cis, flags, strict=True):
            lo, hi = min(lo, mid), max(hi, mid)
            ax.plot([lo, hi], [y, y], color="#1f4e99" if flag else "#7a869a", lw=1.6)
            ax.plot([mid], [y], marker="D" if flag else "o", color="#1f4e99" if flag else "#7a869a")
        ax.axvline(ref, color="#444", lw=0.8, ls="--")
        ax.set_yticks(ys, [f"{lab} *" if f else lab for lab, f in zip(labels, flags, strict=True)])
        if log:
            from matplotlib.ticker import FormatStrFormatter, NullFormatter

            ax.set_xscale("log")
            ax.xaxis.set_major_formatter(FormatStrFormatter("%g"))
            ax.xaxis.set_minor_formatter(NullFormatter())
        ax.set_xlabel(xlabel)
        ax.grid(axis="x", alpha=0.3)

    return _svg(draw, 8, 1.0 + 0.28 * len(labels))


def _seat_plot(report: dict[str, Any]) -> str:
    seats = report["seats"]["by_seat"]
    fair = report["seats"]["first_player"]["fair_share"]

    def draw(ax: Any) -> None:
        xs = list(range(len(seats)))
        rates = [seats[s]["rate"] for s in seats]
        yerr = _errors(rates, [seats[s]["ci95"] for s in seats])
        ax.bar(xs, rates, color="#9db4d8", edgecolor="#1f4e99")
        ax.errorbar(xs, rates, yerr=yerr, fmt="none", ecolor="#1d2433", capsize=5)
        ax.axhline(fair, color="#444", ls="--", lw=0.8, label=f"mean over seats {fair:.3f}")
        ax.set_xticks(xs, [f"seat {s}" for s in seats])
        ax.set_ylabel("win rate (95% Wilson)")
        ax.set_ylim(0, 1)
        ax.legend(loc="upper right", fontsize=8)

    return _svg(draw, 6, 3.2)


def _histogram(dist: dict[str, Any], xlabel: str) -> str:
    hist = dist["histogram"]

    def draw(ax: Any) -> None:
        edges, counts = hist["edges"], hist["counts"]
        widths = [b - a for a, b in zip(edges, edges[1:], strict=False)]
        ax.bar(edges[:-1], counts, width=widths, align="edge", color="#9db4d8", edgecolor="#1f4e99")
        ax.axvline(
            dist["median"], color="#444", ls="--", lw=0.8, label=f"median {dist['median']:g}"
        )
        ax.set_xlabel(xlabel)
        ax.set_ylabel("games")
        ax.legend(loc="upper right", fontsize=8)

    return _svg(draw, 6, 3)


def _score_plot(scores: dict[str, Any]) -> str:
    def draw(ax: Any) -> None:
        stats = [
            {
                "label": f"seat {s}",
                "med": d["median"],
                "q1": d["q25"],
                "q3": d["q75"],
                "whislo": d["q05"],
                "whishi": d["q95"],
                "mean": d["mean"],
                "fliers": [],
            }
            for s, d in scores.items()
            if d.get("n")
        ]
        ax.bxp(stats, showmeans=True)
        ax.set_ylabel("final score")
        ax.set_title("box: quartiles; whiskers: 5% to 95%; triangle: mean", fontsize=9)

    return _svg(draw, 6, 3.2)


def _endings_plot(reasons: dict[str, Any]) -> str:
    def draw(ax: Any) -> None:
        names = list(reasons)[::-1]
        shares = [reasons[n]["share"] for n in names]
        xerr = _errors(shares, [reasons[n]["ci95"] for n in names])
        ys = list(range(len(names)))
        ax.barh(ys, shares, color="#9db4d8", edgecolor="#1f4e99")
        ax.errorbar(shares, ys, xerr=xerr, fmt="none", ecolor="#1d2433", capsize=4)
        ax.set_yticks(ys, names)
        ax.set_xlim(0, 1)
        ax.set_xlabel("share of games (95% Wilson)")

    return _svg(draw, 7, 1.0 + 0.35 * len(reasons))


# -- sections ---------------------------------------------------------------------------------


def _run(r: dict[str, Any]) -> str:
    rows = [
        ["title", _e(f"{r['title']} ({r['name']})")],
        ["players", _e(r["players"])],
        ["agents (rotated over the seats)", _e(", ".join(r["agents"]))],
        ["options", _e(", ".join(f"{k}={v}" for k, v in r["options"].items()) or "defaults")],
        ["games", _e(r["games_played"])],
        ["seed", _e(r["seed"])],
        ["code", _e(r["code"])],
    ]
    out = [_table(["", ""], rows, left=2)]
    if r["content_changes"]:
        out.append("<p>Content changed for this run (<code>--set</code>):</p>")
        out.append(
            _table(
                ["file", "key", "printed value", "this run", "its source"],
                [
                    [_e(c["file"]), _e(c["key"]), _e(c["old"]), _e(c["new"]), _e(c["source"])]
                    for c in r["content_changes"]
                ],
                left=2,
            )
        )
    else:
        out.append('<p class="note">Content as written in the title\'s files.</p>')
    return "".join(out)


def _seats(r: dict[str, Any]) -> str:
    seats, first = r["seats"]["by_seat"], r["seats"]["first_player"]
    rows = [
        [f"seat {s}", t["games"], _f(t["wins"], 1), t["draws"], _f(t["rate"]), _ci(t["ci95"])]
        for s, t in seats.items()
    ]
    who = ", ".join(f"seat {s}: {n}" for s, n in first["first_by_seat"].items())
    return (
        _table(["seat", "games", "wins", "draws", "rate", "95% interval"], rows)
        + _seat_plot(r)
        + f"<p>First-player advantage: the seat that moved first won {_f(first['rate'])} "
        f"({_ci(first['ci95'])}) of its games against a mean of {_f(first['fair_share'])} "
        f"over seats: <b>{_f(first['advantage'], 3)}</b> "
        f"(95% interval {_ci(first['advantage_ci95'])}, {_p_is(first['p'])}). "
        f"Who moved first: {_e(who)}.</p>"
    )


def _components(r: dict[str, Any]) -> str:
    comp = r["components"]
    rows = comp["rows"]
    if not rows:
        return '<p class="note">This title declares no balance-relevant components.</p>'
    strongest = ranked(rows)
    rest = sorted(
        (row for row in rows if row not in strongest),
        key=lambda row: (row["odds_ratio"] is None, -(row["odds_ratio"] or 0)),
    )
    order = strongest + rest
    table = []
    for row in order:
        label = f"{_e(row['name'])}<br><small>{_e(row['kind'])}"
        label += f"; {_e(row['note'])}</small>" if row["note"] else "</small>"
        table.append(
            [
                label,
                _e(", ".join(str(s) for s in row["seats"]) or "-"),
                _rate_cell(row["with"]),
                _rate_cell(row["without"]),
                _with_ci(_f(row["difference"]), row["difference_ci95"]),
                _with_ci(_f(row["odds_ratio"], 2), row["odds_ratio_ci95"], 2),
                _p(row["p"]),
                _p(row["p_adjusted"]),
                "yes" if row["significant"] else "",
            ]
        )
    flagged = [row["name"] for row in rows if row["significant"]]
    out = [
        f"<p>Players who had a component against those who did not, among the seats that "
        f"ever had it. The odds ratio comes from a logistic regression of the outcome on "
        f"having it, controlling for seat (and agent) and for how many components of its "
        f"kind the seat had (so it compares a license with the others, not having more "
        f"licenses with fewer), with standard errors clustered by game; p-values are "
        f"corrected by {_e(comp['correction'])}. "
        f"Flagged: <b>{_e(', '.join(flagged) or 'none')}</b>. Strongest first; a component "
        f"held or missed by fewer than 30 seats comes after the others.</p>",
        _table(
            [
                "component",
                "seats",
                "win rate with it (seats)",
                "without it (seats)",
                "difference",
                "odds ratio, adjusted",
                "p",
                "p corrected",
                "flagged",
            ],
            table,
            cls=lambda n: "sig" if order[n]["significant"] else "",
        ),
    ]
    est = [row for row in order if row["odds_ratio"] is not None]
    if est:
        out.append(
            _forest(
                [f"{row['name']} ({row['kind']})" for row in est],
                [row["odds_ratio"] for row in est],
                [row["odds_ratio_ci95"] for row in est],
                [row["significant"] for row in est],
                "odds ratio of winning with the component, adjusted (95% interval; * flagged)",
                1.0,
                log=True,
            )
        )
    return "".join(out)


def _dist_table(d: dict[str, Any]) -> str:
    keys = ("mean", "sd", "min", "q05", "q25", "median", "q75", "q95", "max")
    return _table(["n", *keys], [[d["n"], *(_f(d[k], 1) for k in keys)]], left=0)


def _length(r: dict[str, Any]) -> str:
    d = r["length"]
    return (
        "<p>Actions per game (every decision, by any seat).</p>"
        + _dist_table(d)
        + _histogram(d, "actions per game")
    )


def _scores(r: dict[str, Any]) -> str:
    keys = ("mean", "sd", "min", "q05", "q25", "median", "q75", "q95", "max")
    rows = [[f"seat {s}", d["n"], *(_f(d[k], 1) for k in keys)] for s, d in r["scores"].items()]
    return _table(["seat", "n", *keys], rows) + _score_plot(r["scores"])


def _endings(r: dict[str, Any]) -> str:
    reasons = r["endings"]["reasons"]
    rows = [[_e(k), v["games"], _f(v["share"]), _ci(v["ci95"])] for k, v in reasons.items()]
    seat_rows = [
        [f"seat {s}", _e(", ".join(f"{k} ({n})" for k, n in c.items()))]
        for s, c in r["endings"]["by_seat"].items()
    ]
    return (
        _table(["reason (the title's)", "games", "share", "95% interval"], rows)
        + _endings_plot(reasons)
        + _table(["seat", "outcome: reason (games)"], seat_rows, left=2)
    )


def _shared(r: dict[str, Any]) -> str:
    s = r["shared_loss"]
    out = [
        f"<p>Every seat lost {s['count']} of {s['games']} games: {_f(s['rate'])} "
        f"(95% interval {_ci(s['ci95'])}).</p>"
    ]
    preds = s["predictors"]
    if not preds:
        why = "no game" if not s["count"] else "every game"
        out.append(f'<p class="note">Nothing to predict: {why} ended with every seat losing.</p>')
        return "".join(out)
    out.append(
        "<p>What predicts it: the shared-loss rate of games where a component was at the "
        "table (some seat had it) against games where it was not, Fisher's exact test, "
        f"corrected by {_e(r['components']['correction'])}.</p>"
    )
    order = sorted(preds, key=lambda x: -(x["difference"] if x["difference"] is not None else -9))
    rows = [
        [
            f"{_e(p['name'])}<br><small>{_e(p['kind'])}</small>",
            _rate_cell(p["with"]),
            _rate_cell(p["without"]),
            _with_ci(_f(p["difference"]), p["difference_ci95"]),
            _f(p["odds_ratio"], 2),
            _p(p["p"]),
            _p(p["p_adjusted"]),
            "yes" if p["significant"] else "",
        ]
        for p in order
    ]
    out.append(
        _table(
            [
                "component at the table",
                "everyone lost, with it (games)",
                "without it (games)",
                "difference",
                "odds ratio",
                "p",
                "p corrected",
                "flagged",
            ],
            rows,
            cls=lambda n: "sig" if order[n]["significant"] else "",
        )
    )
    shown = [p for p in order if p["difference"] is not None]
    if shown:
        out.append(
            _forest(
                [p["name"] for p in shown],
                [p["difference"] for p in shown],
                [p["difference_ci95"] for p in shown],
                [p["significant"] for p in shown],
                "difference in the shared-loss rate with the component at the table (95%)",
                0.0,
            )
        )
    return "".join(out)


def _whatif(r: dict[str, Any]) -> str:
    w = r["whatif"]
    if w is None:
        return (
            '<p class="note">No comparison: run with <code>--set FILE.KEY=VALUE --against</code> '
            "to play the same deals with the content unchanged and compare them.</p>"
        )
    rows = []
    for seat, s in w["by_seat"].items():
        rows.append(
            [
                f"seat {seat}",
                f"{s['wins'][0]} / {s['wins'][1]}",
                f"{s['only_here']} / {s['only_there']}",
                _p(s["mcnemar_p"]),
                _with_ci(_f(s["outcome_difference"]), s["outcome_difference_ci95"]),
                f"{_f(s['mean_score'][0], 2)} / {_f(s['mean_score'][1], 2)}",
                _with_ci(_f(s["score_difference"], 2), s["score_difference_ci95"], 2),
                _p(s["score_p"]),
            ]
        )
    sl, ln, fm = w["shared_loss"], w["length"], w["first_mover"]
    changed = "; ".join(
        f"{c['file']} {c['key']}: {c['old']} → {c['new']}" for c in r["content_changes"]
    )
    out = [
        f"<p>The same {w['deals']} deals played with the content changed (here: "
        f"{_e(changed)}) and as written (there); {w['identical_games']} games came out "
        "identical.</p>",
        _table(
            [
                "seat",
                "wins here / there",
                "won only here / only there",
                "McNemar p",
                "outcome difference",
                "mean score here / there",
                "score difference",
                "paired t p",
            ],
            rows,
        ),
        f"<p>First mover: outcome difference {_f(fm['outcome_difference'])} "
        f"({_ci(fm['ci95'])}, {_p_is(fm['p'])}). Everyone lost in {sl['counts'][0]} games "
        f"here and {sl['counts'][1]} there; only here {sl['only_in'][0]}, only there "
        f"{sl['only_in'][1]} (McNemar {_p_is(sl['mcnemar_p'])}). Game length: "
        f"{_f(ln['mean_difference'], 1)} actions ({_ci(ln['ci95'], 1)}, {_p_is(ln['p'])}).</p>",
    ]
    seats = list(w["by_seat"].items())
    estimable = [s for _, s in seats if s["outcome_difference_ci95"]]
    if estimable:
        out.append(
            _forest(
                [f"seat {k}" for k, _ in seats],
                [s["outcome_difference"] for _, s in seats],
                [s["outcome_difference_ci95"] for _, s in seats],
                [s["outcome_p"] is not None and s["outcome_p"] < 0.05 for _, s in seats],
                "paired outcome difference, here minus there (95%; * p < 0.05)",
                0.0,
            )
        )
    return "".join(out)


_BUILD = {
    "run": _run,
    "seats": _seats,
    "components": _components,
    "length": _length,
    "scores": _scores,
    "endings": _endings,
    "shared-loss": _shared,
    "whatif": _whatif,
}


def render(report: dict[str, Any]) -> str:
    """The whole page."""
    title = f"Balance of {report['title']}: {report['games_played']} games"
    nav = " ".join(f'<a href="#{k}">{_e(v)}</a>' for k, v in SECTIONS)
    body = [
        f"<h1>{_e(title)}</h1>",
        f"<nav>{nav}</nav>",
        '<p class="note">A draw counts as half a win; intervals are 95%. Every figure is '
        "also in report.json.</p>",
    ]
    for key, heading in SECTIONS:
        body.append(f'<section id="{key}"><h2>{_e(heading)}</h2>{_BUILD[key](report)}</section>')
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>{_e(title)}</title><style>{_CSS}</style></head><body>"
        + "".join(body)
        + "</body></html>\n"
    )
