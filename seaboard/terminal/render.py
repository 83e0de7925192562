"""How positions, events, rules and the hidden state are shown in a terminal.

Everything goes through the title's presentation hooks (`Game.render_view`,
`render_event`, `render_reveal`, `rules_summary`, `goal`; see seaboard/engine/game.py), so
a title that implements them is drawn its own way and one that does not is still shown
completely, as a table of its fields. A hook that fails never ends a game: the fields are
shown with a note.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from rich.console import Group, RenderableType
from rich.padding import Padding
from rich.pretty import Pretty
from rich.table import Table
from rich.text import Text

from seaboard.engine.game import Event
from seaboard.terminal.text import one_line

if TYPE_CHECKING:
    from seaboard.engine.game import Game, GameConfig


def _is_scalar(v: Any) -> bool:
    return v is None or isinstance(v, str | int | float | bool)


def _cell(v: Any) -> RenderableType:
    if v is None:
        return Text("-", style="dim")
    if _is_scalar(v):
        return Text(str(v))
    if isinstance(v, list) and all(_is_scalar(x) for x in v):
        return Text(", ".join("-" if x is None else str(x) for x in v) or "(none)")
    return Pretty(v, expand_all=False)


def generic_view(view: dict[str, Any], title: str | None = None) -> RenderableType:
    """A view dict as a two-column table under a heading; nested values pretty-printed."""
    table = Table(show_header=False, box=None, pad_edge=False)
    table.add_column("key", style="bold cyan", no_wrap=True)
    table.add_column("value")
    for key, value in view.items():
        table.add_row(str(key).replace("_", " "), _cell(value))
    return table if title is None else Group(Text(title, style="bold"), table)


def _as_renderable(out: Any) -> RenderableType:
    return Text(out) if isinstance(out, str) else out


def _failed(exc: Exception) -> Text:
    return Text(f"(the title's drawing failed: {type(exc).__name__}: {one_line(str(exc))})", "dim")


def render_view(game: Game, view: dict[str, Any], player: int | None) -> RenderableType:
    """The title's drawing of a view (`Game.render_view`), else the generic table."""
    who = "spectator" if player is None else f"seat {player}"
    try:
        out = game.render_view(view, player)
    except Exception as exc:  # a drawing bug must not end the game: show the fields
        return Group(_failed(exc), generic_view(view, title=f"what {who} sees"))
    if out is None:
        return generic_view(view, title=f"what {who} sees")
    return _as_renderable(out)


def render_reveal(game: Game, reveal: dict[str, Any]) -> RenderableType:
    """Everything that was hidden, in the title's words (`Game.render_reveal`)."""
    heading = Text("Everything revealed", style="bold")
    try:
        out = game.render_reveal(reveal)
    except Exception as exc:
        return Group(_failed(exc), generic_view(reveal, title="everything revealed"))
    if out is None:
        return generic_view(reveal, title="everything revealed")
    return Group(heading, _as_renderable(out))


def describe_event(game: Game, event: Event, player: int | None) -> str:
    """One sentence for an event as `player` sees it (`Game.render_event`)."""
    try:
        return one_line(str(game.render_event(event, player)))
    except Exception as exc:  # the engine's plain default, never a lost event
        from seaboard.engine.game import Game as Base

        return one_line(Base.render_event(game, event, player)) + f" ({type(exc).__name__})"


def render_events(game: Game, events: Iterable[Event], player: int | None) -> list[str]:
    return [describe_event(game, e, player) for e in events]


def goal_text(game: Game, config: GameConfig, player: int | None) -> str:
    try:
        return str(game.goal(config, player)).strip()
    except Exception:
        return game.info.summary


def rules_text(game: Game) -> RenderableType:
    """`Game.rules_summary()` as headed paragraphs in rulebook order."""
    try:
        sections = list(game.rules_summary())
    except Exception as exc:
        sections = [("(the title's summary failed)", f"{type(exc).__name__}: {exc}")]
    if not sections:
        return Text(
            f"{game.info.title} has no rules summary yet; its rulebook: "
            f"{game.info.rulebook or '(none declared)'}"
        )
    parts: list[RenderableType] = []
    for section, paragraph in sections:
        parts.append(Text(section, style="bold cyan"))
        parts.append(Padding(Text(paragraph), (0, 0, 1, 2)))
    return Group(*parts)
