"""A person at the terminal: sees only their own view, picks an action by number or text.

The terminal rendering lives here too, so `seaboard play`, `seaboard replay` and this
agent show positions the same way, through the title's presentation hooks
(`Game.render_view`, `Game.render_event`; see `seaboard/engine/game.py`). A title without
its own drawing is shown as a generic key/value table.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from typing import IO, TYPE_CHECKING, Any

from rich.console import Console, Group, RenderableType
from rich.pretty import Pretty
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from seaboard.engine.agent import Agent, Clock
from seaboard.engine.game import Action, Event, IllegalAction, events_for

if TYPE_CHECKING:
    from seaboard.engine.game import Game, State

QUIT_WORDS = ("quit", "exit", "save")
HELP_WORDS = ("?", "help")


# -- rendering ---------------------------------------------------------------------------


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


def render_view(game: Game, view: dict[str, Any], player: int | None) -> RenderableType:
    """The title's own drawing if it has the `render_view` hook, else the generic table."""
    who = "spectator" if player is None else f"seat {player}"
    try:
        out = game.render_view(view, player)
    except Exception as exc:  # a drawing bug must not end the game: show the fields
        note = Text(f"(the title's drawing failed: {type(exc).__name__}: {exc})", "dim")
        return Group(note, generic_view(view, title=f"what {who} sees"))
    if out is None:
        return generic_view(view, title=f"what {who} sees")
    return Text(out) if isinstance(out, str) else out


def describe_event(game: Game, event: Event, player: int | None) -> str:
    return str(game.render_event(event, player))


def render_events(game: Game, events: Iterable[Event], player: int | None) -> list[str]:
    return [describe_event(game, e, player) for e in events]


# -- the agent ---------------------------------------------------------------------------


class HumanAgent(Agent):
    """Asks a person for every decision of one seat.

    `input` and `output` default to the process's stdin/stdout, looked up at each move
    (so test runners that swap sys.stdin work); tests may pass their own streams.
    Ctrl-C at the prompt raises KeyboardInterrupt, and so do end of input and the words
    `quit`/`save`: the caller saves a record then.
    """

    interactive = True
    needs_state = True

    def __init__(
        self,
        spec: str = "human",
        seat: int = 0,
        game: Game | None = None,
        *,
        input: IO[str] | None = None,
        output: IO[str] | None = None,
        handoff: bool = False,
    ) -> None:
        super().__init__(spec or "human", seat)
        self.game = game
        self.input = input
        self.output = output
        self.handoff = handoff  # hot-seat: clear the screen and wait before showing a view
        self.unseen: list[Event] = []

    # -- streams
    @property
    def console(self) -> Console:
        out = self.output if self.output is not None else sys.stdout
        return Console(file=out, highlight=False, soft_wrap=False)

    def _readline(self) -> str:
        stream = self.input if self.input is not None else sys.stdin
        line = stream.readline()
        if line == "":
            raise KeyboardInterrupt("end of input")
        return line.strip()

    # -- events from the runner
    def observe(self, events: Iterable[Event]) -> None:
        """Keep the events this seat may see, to show them before its next decision."""
        self.unseen.extend(events_for(events, self.seat))

    def show_events(self, events: Iterable[Event], heading: str) -> None:
        lines = render_events(self.game, events_for(events, self.seat), self.seat)
        if lines:
            con = self.console
            con.print(Text(heading, style="bold"))
            for line in lines:
                con.print(f"  - {line}")

    # -- the decision
    def act(self, state: State | None, legal: list[Action], clock: Clock) -> Action:
        assert state is not None, "a human needs to see the position"
        con = self.console
        if self.handoff and con.is_terminal:
            con.clear()
            con.print(f"Seat {self.seat}: press Enter when only you can see the screen.")
            self._readline()
        self._show(state, legal)
        while True:
            con.print(f"seat {self.seat}, your move [1-{len(legal)} or action text]: ", end="")
            con.file.flush()
            text = self._readline()
            if not text:
                continue
            try:
                return self.choose(state, legal, text)
            except _Help:
                self._show(state, legal)
            except IllegalAction as exc:
                con.print(Text(f"refused: {exc}", style="red"))

    def choose(self, state: State, legal: list[Action], text: str) -> Action:
        """The action `text` names: a number from the list, an action text or a label."""
        low = " ".join(text.lower().split())
        if low.isdigit():
            n = int(low)
            if 1 <= n <= len(legal):
                return legal[n - 1]
            raise IllegalAction(f"there is no action number {n}; choose 1 to {len(legal)}")
        for a in legal:
            if a.text.lower() == low or state.label(a).lower() == low:
                return a
        if low in QUIT_WORDS:
            raise KeyboardInterrupt(low)
        if low in HELP_WORDS:
            raise _Help
        return state.parse_action(text)

    def _show(self, state: State, legal: list[Action]) -> None:
        con = self.console
        game = self.game
        con.print(Rule(f"seat {self.seat} to move"))
        if self.unseen:
            con.print(Text("since your last move:", style="bold"))
            for line in render_events(game, self.unseen, self.seat):
                con.print(f"  - {line}")
            self.unseen = []
        con.print(render_view(game, state.view(self.seat), self.seat))
        table = Table(show_header=False, box=None, pad_edge=False)
        table.add_column("n", justify="right", style="bold")
        table.add_column("action")
        table.add_column("label", style="dim")
        for i, a in enumerate(legal, start=1):
            label = state.label(a)
            table.add_row(str(i), a.text, "" if label == a.text else label)
        con.print(Text("legal actions:", style="bold"))
        con.print(table)
        con.print(Text("(a number or the action text; 'help' shows this again, 'quit' saves)"))


class _Help(Exception):
    pass
