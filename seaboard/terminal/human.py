"""A person at the terminal: sees only their own view, picks an action by number or text,
and has a few commands of the table (help, log, rules, explain N, hint, undo, quit).

The drawing goes through the title's presentation hooks (seaboard/terminal/render.py), so
`seaboard play`, `seaboard replay` and this seat show positions the same way.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from typing import IO, TYPE_CHECKING, Protocol

from rich.columns import Columns
from rich.console import Console
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from seaboard.engine.agent import Agent, Clock
from seaboard.engine.game import Action, Event, IllegalAction, events_for
from seaboard.terminal.render import (  # noqa: F401 - re-exported for older callers
    describe_event,
    generic_view,
    goal_text,
    render_events,
    render_view,
    rules_text,
)
from seaboard.terminal.text import ECHO_LIMIT, clean, one_line

if TYPE_CHECKING:
    from seaboard.engine.game import Game, State

QUIT_WORDS = ("quit", "exit", "save", "q")
HELP_WORDS = ("?", "help", "h")
MAX_LINE = 200  # a longer line is refused without being echoed
COMMANDS = (
    ("N or action text", "play that action (a number from the list, its text or its label)"),
    ("explain N", "what action N does, what it costs and which rule it comes from"),
    ("hint", "what the title's bot would play here, and why"),
    ("undo", "take back your last decision and the bots' replies (not after dice or a reveal)"),
    ("log", "every event you have seen this game"),
    ("rules", "the rules in short, by rulebook section"),
    ("help", "the position, the actions and these commands again"),
    ("quit", "save the game and stop (Ctrl-C too); the saved game can be resumed"),
)


def _number(text: str) -> bool:
    """Plain ASCII digits (`isdigit` also takes '²', which `int` refuses)."""
    return text.isascii() and text.isdigit()


class QuitGame(Exception):
    """The person stops: `quit`, Ctrl-C, end of input or a hang-up. The game is saved."""


class TakeBack(Exception):
    """`undo` was granted: the table goes back to `keep` actions of the record."""

    def __init__(self, keep: int, seat: int) -> None:
        super().__init__(keep)
        self.keep = keep
        self.seat = seat


class Table_(Protocol):  # the table a seat sits at (seaboard.terminal.table.Table)
    def undo(self, seat: int) -> str:
        """Raise TakeBack, or return why nothing can be taken back."""

    def hint(self, seat: int, state: State, legal: list[Action]) -> str: ...


class HumanAgent(Agent):
    """Asks a person for every decision of one seat.

    `input` and `output` default to the process's stdin/stdout, looked up at each move
    (so test runners that swap sys.stdin work); tests may pass their own streams. `quit`,
    end of input and Ctrl-C stop the game (QuitGame or KeyboardInterrupt): the table
    saves a record then. A single legal action is played without asking, and said.
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
        table: Table_ | None = None,
    ) -> None:
        super().__init__(spec or "human", seat)
        self.game = game
        self.input = input
        self.output = output
        self.handoff = handoff  # hot-seat: clear the screen and wait before showing a view
        self.table = table
        self.unseen: list[Event] = []
        self.log: list[str] = []  # every sentence this seat has seen, numbered by move
        self.greeted = False

    # -- streams
    @property
    def console(self) -> Console:
        out = self.output if self.output is not None else sys.stdout
        return Console(file=out, highlight=False, soft_wrap=False, markup=False)

    def _readline(self) -> str:
        stream = self.input if self.input is not None else sys.stdin
        line = stream.readline()
        if line == "":
            raise QuitGame("end of input")
        return line

    # -- events from the table
    def observe(self, events: Iterable[Event], move: int | None = None, own: bool = False) -> None:
        """Keep the events this seat may see: in the log, and to show them before its next
        decision (its own move's events are shown at once by `show_events`)."""
        seen = events_for(events, self.seat)
        if move is not None:
            self.log.extend(
                f"{move:>4}. {line}" for line in render_events(self.game, seen, self.seat)
            )
        if not own:
            self.unseen.extend(seen)

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
        if len(legal) == 1:  # a forced choice is played, and said (a convenience, not a rule)
            con.print(
                Text(f"seat {self.seat}: only one choice, played: {state.label(legal[0])}", "dim")
            )
            return legal[0]
        if self.handoff and con.is_terminal:
            con.clear()
            con.print(f"Seat {self.seat}: press Enter when only you can see the screen.")
            self._readline()
        self._greet(state)
        self._show(state, legal)
        while True:
            con.print(f"seat {self.seat}, your move [1-{len(legal)}, or help]: ", end="")
            con.file.flush()
            raw = self._readline().rstrip("\r\n")
            if len(raw) > MAX_LINE:
                con.print(
                    Text(
                        f"refused: that line has {len(raw):,} characters; type a number, an "
                        "action or a command (help)",
                        style="red",
                    )
                )
                continue
            text = clean(raw, MAX_LINE).strip()
            if not text:
                continue
            try:
                return self.choose(state, legal, text)
            except _Help:
                self._show(state, legal, commands=True)
            except _Asked:
                continue
            except IllegalAction as exc:
                con.print(Text(f"refused: {one_line(str(exc))}", style="red"))

    def choose(self, state: State, legal: list[Action], text: str) -> Action:
        """The action `text` names (a number from the list, an action text or a label), or
        a table command, which is carried out here (and may raise _Help, QuitGame or
        TakeBack)."""
        low = " ".join(text.lower().split())
        if _number(low):
            return self._numbered(low, legal)
        for a in legal:
            if a.text.lower() == low or state.label(a).lower() == low:
                return a
        word, _, rest = low.partition(" ")
        if low in QUIT_WORDS:
            raise QuitGame(low)
        if low in HELP_WORDS:
            raise _Help
        if low == "log":
            self._print_log()
            raise _Asked
        if low == "rules":
            self.console.print(rules_text(self.game))
            raise _Asked
        if word == "explain":
            self._explain(state, legal, rest)
            raise _Asked
        if low == "hint":
            self._hint(state, legal)
            raise _Asked
        if low == "undo":
            self._undo()
            raise _Asked
        return state.parse_action(text)

    # -- the commands
    def _numbered(self, text: str, legal: list[Action]) -> Action:
        n = int(text) if len(text) < 10 else 0
        if 1 <= n <= len(legal):
            return legal[n - 1]
        raise IllegalAction(
            f"there is no action number {clean(text, 12)}; choose 1 to {len(legal)}"
        )

    def _print_log(self) -> None:
        con = self.console
        con.print(Rule("the game so far, as you saw it"))
        for line in self.log or ["(nothing has happened yet)"]:
            con.print(line)

    def _explain(self, state: State, legal: list[Action], what: str) -> None:
        if not what:
            raise IllegalAction(f"explain which action? e.g. explain 1 (1 to {len(legal)})")
        action = self._numbered(what, legal) if _number(what) else None
        if action is None:
            action = next(
                (a for a in legal if a.text.lower() == what or state.label(a).lower() == what),
                None,
            ) or state.parse_action(what)
        assert self.game is not None
        try:
            text = self.game.explain_action(state, action)
        except Exception as exc:  # an explanation bug must not end the game
            text = f"{state.label(action)} (no explanation: {type(exc).__name__})"
        self.console.print(Text(f"{one_line(state.label(action))}: ", "bold") + Text(str(text)))

    def _hint(self, state: State, legal: list[Action]) -> None:
        if self.table is None:
            self.console.print("no hint at this table")
            return
        self.console.print(Text("hint: ", "bold") + Text(self.table.hint(self.seat, state, legal)))

    def _undo(self) -> None:
        if self.table is None:
            raise IllegalAction("undo is not available at this table")
        reason = self.table.undo(self.seat)  # raises TakeBack when granted
        raise IllegalAction(f"nothing to take back: {reason}", "Undo")

    # -- what the person sees
    def _greet(self, state: State) -> None:
        if self.greeted or self.game is None:
            return
        self.greeted = True
        con = self.console
        con.print(Rule(f"{self.game.info.title}: your goal (seat {self.seat})"))
        con.print(goal_text(self.game, state.config, self.seat))
        con.print(
            Text(
                "Type a number to play an action; 'help' lists the commands "
                "(explain N, hint, undo, log, rules, quit).",
                style="dim",
            )
        )

    def _show(self, state: State, legal: list[Action], commands: bool = False) -> None:
        con = self.console
        game = self.game
        con.print(Rule(f"seat {self.seat} to move"))
        if self.unseen:
            con.print(Text("since your last move:", style="bold"))
            for line in render_events(game, self.unseen, self.seat):
                con.print(f"  - {line}")
            self.unseen = []
        con.print(render_view(game, state.view(self.seat), self.seat))
        con.print(Text("your actions:", style="bold"))
        con.print(_action_list(state, legal, con.width))
        if commands:
            table = Table(show_header=False, box=None, pad_edge=False)
            table.add_column("command", style="bold", no_wrap=True)
            table.add_column("what it does")
            for cmd, what in COMMANDS:
                table.add_row(cmd, what)
            con.print(table)


def _action_list(state: State, legal: list[Action], width: int) -> Table | Columns:
    """The legal actions, numbered, by label; in columns when there are many, so the
    board above stays on the screen."""
    labels = [f"{i:>2}. {clean(state.label(a), ECHO_LIMIT)}" for i, a in enumerate(legal, 1)]
    if len(legal) <= 8:
        table = Table(show_header=False, box=None, pad_edge=False)
        table.add_column("action")
        for label in labels:
            table.add_row(label)
        return table
    return Columns(labels, padding=(0, 2))


class _Help(Exception):
    pass


class _Asked(Exception):
    """A command answered at the prompt: no action was chosen."""
