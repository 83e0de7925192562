"""What the browser table draws for one seat: the title's board (`Game.render_svg`), its
terminal drawing as HTML (`Game.render_view`, through Rich), and what each legal action
does (`Game.explain_action`).

Every piece is drawn from the seat's view (`LiveTable.snapshot`) and its legal actions;
the explanations are asked of a determinization for the seat to move, never of the true
state, as the hook's contract says. A drawing that fails never stops the table: the page
gets None for it and shows the generic fields instead.
"""

from __future__ import annotations

import logging
from typing import Any

from rich.console import Console
from rich.terminal_theme import TerminalTheme

from seaboard.engine.game import Action, Game
from seaboard.engine.rng import Rng
from seaboard.server.live import LiveTable
from seaboard.terminal.render import render_reveal, render_view

log = logging.getLogger("seaboard.server")


def svg_of(game: Game, view: dict[str, Any], seat: int | None, legal: list[str]) -> str | None:
    try:
        drawing = game.render_svg(view, seat, legal)
    except Exception:
        log.exception("%s: render_svg failed", game.info.name)
        return None
    return drawing


# the terminal's colours on paper: every one dark enough for 4.5:1 contrast on white
PAPER = TerminalTheme(
    (255, 255, 255),
    (20, 32, 43),
    [
        (20, 32, 43), (155, 28, 28), (19, 94, 43), (125, 80, 0),
        (29, 78, 116), (110, 40, 120), (14, 90, 100), (70, 80, 90),
    ],
    [
        (50, 60, 70), (170, 30, 30), (20, 105, 50), (135, 88, 0),
        (20, 70, 150), (120, 45, 130), (10, 100, 110), (20, 32, 43),
    ],
)  # fmt: skip


def html_of(renderable: Any, width: int = 90) -> str:
    """A Rich renderable as HTML (a <pre> with inline styles), for the details panel."""
    console = Console(
        record=True, width=width, file=_Null(), color_system="truecolor", force_terminal=True
    )
    console.print(renderable)
    return console.export_html(theme=PAPER, inline_styles=True, code_format="{code}")


class _Null:
    def write(self, _text: str) -> int:
        return 0

    def flush(self) -> None:
        pass


def explanations(table: LiveTable, seat: int | None) -> dict[str, str]:
    """action text -> `explain_action`, for the seat to move (cached per log entry)."""
    legal = table.legal(seat)
    if not legal or seat is None:
        return {}
    cache = getattr(table, "_explained", None)
    if cache is not None and cache[0] == table.log_seq:
        return cache[1]
    sample = table.state.determinize(seat, Rng(table.seed ^ (table.log_seq * 7919)))
    out: dict[str, str] = {}
    for item in legal:
        try:
            out[item["text"]] = str(table.game.explain_action(sample, Action.parse(item["text"])))
        except Exception:
            out[item["text"]] = item["label"]
    table._explained = (table.log_seq, out)  # type: ignore[attr-defined]
    return out


def page(table: LiveTable, seat: int | None, since: int = 0) -> dict[str, Any]:
    """The table as `seat` sees it (`snapshot`), plus its drawings and explanations."""
    snap = table.snapshot(seat, since=since)
    view = snap["view"]
    legal = [a["text"] for a in snap["legal"]]
    try:
        text = html_of(render_view(table.game, view, seat))
    except Exception:
        log.exception("%s: render_view failed", table.game.info.name)
        text = None
    return {
        **snap,
        "svg": svg_of(table.game, view, seat, legal),
        "text": text,
        "explain": explanations(table, seat),
        "agents": list(table.agents),
        "display_title": table.game.info.title,
        "players": table.players,
        "goal": _goal(table, seat),
        "roles": roles(table.game, table.config),
    }


def roles(game: Game, config: Any) -> list[str | None]:
    """Each seat's side in a word where the title's goal names it ("You are the Hunters."
    gives "the Hunters"); None where seats are alike."""
    out: list[str | None] = []
    for seat in range(config.players):
        try:
            first = str(game.goal(config, seat)).split(".")[0].split(":")[0].strip()
        except Exception:
            first = ""
        role = first.removeprefix("You are ").strip() if first.startswith("You are ") else ""
        out.append(role if role and len(role) <= 40 else None)
    return out if len(set(out)) > 1 else [None] * config.players


def _goal(table: LiveTable, seat: int | None) -> str:
    try:
        return str(table.game.goal(table.config, seat))
    except Exception:
        return table.game.info.summary


def replay_drawings(game: Game, step: dict[str, Any]) -> dict[str, Any]:
    """A replay step's public board and its reveal in words."""
    try:
        reveal = html_of(render_reveal(game, step["reveal"]))
    except Exception:
        reveal = None
    return {"svg": svg_of(game, step["view"], None, []), "reveal_text": reveal}
