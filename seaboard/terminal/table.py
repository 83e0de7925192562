"""The terminal table: one game between people and bots, for `seaboard play`.

It runs the engine's match loop and adds what a person needs around it:

- the record is saved after every move (atomically: a temporary file, then a rename), and
  once more when the person stops (`quit`, Ctrl-C, end of input) or the terminal hangs up
  (SIGHUP) or the process is asked to stop (SIGTERM);
- `undo` takes back the person's last real decision and the bots' replies, when nothing
  they could not know came to light since (`seaboard.engine.undo.undo_point`); forced
  choices, which the seat plays without asking, are taken back with it;
- `hint` asks the title's heuristic bot (or its `normal` bot) on the person's own
  determinized state, never the true one;
- "thinking..." shows while a bot searches;
- every event a seat may see goes to that seat's log, so `log` shows the whole game.
"""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.text import Text

from seaboard.agents.base import make_agent
from seaboard.engine.agent import Agent, AgentSpecError, Clock
from seaboard.engine.game import ConfigError, Game, GameConfig, State, events_for
from seaboard.engine.match import Step
from seaboard.engine.match import play as play_match
from seaboard.engine.match import replay as replay_record
from seaboard.engine.record import Record
from seaboard.engine.rng import derive_seed
from seaboard.engine.undo import undo_point
from seaboard.terminal.human import HumanAgent, QuitGame, TakeBack
from seaboard.terminal.render import describe_event
from seaboard.terminal.text import one_line

HINT_SECONDS = 1.0


class Thinking(Agent):
    """A bot at a table with people: says it is thinking while it chooses."""

    def __init__(self, inner: Agent, table: Table) -> None:
        # no Agent.__init__: the rng, spec and seat are the inner agent's
        self.inner = inner
        self.table = table
        self.spec = inner.spec
        self.seat = inner.seat
        self.needs_state = inner.needs_state
        self.interactive = inner.interactive

    @property
    def rng(self):  # type: ignore[override]
        return self.inner.rng

    @rng.setter
    def rng(self, value) -> None:  # type: ignore[no-untyped-def]
        self.inner.rng = value

    @property
    def last_reason(self) -> str | None:  # type: ignore[override]
        return self.inner.last_reason

    def reseed(self, seed: int) -> None:
        self.inner.reseed(seed)

    def act(self, state, legal, clock):  # type: ignore[no-untyped-def]
        with self.table.thinking(self):
            return self.inner.act(state, legal, clock)


class Table:
    """One game at the terminal. `play(state)` returns the final state, or None when the
    people stopped (the record is saved to `save_to` then)."""

    def __init__(
        self,
        game: Game,
        config: GameConfig,
        record: Record,
        specs: list[str],
        console: Console,
        *,
        save_to: Path | None = None,
        time_per_move: float | None = None,
        verbose: bool = False,
        draw_to: Path | None = None,
    ) -> None:
        self.game = game
        self.draw_to = draw_to
        self.config = config
        self.record = record
        self.console = console
        self.save_to = save_to
        self.time_per_move = time_per_move
        self.verbose = verbose
        self.save_failed = False
        self._announced = False
        agents = [self._seat(spec, i) for i, spec in enumerate(specs)]
        self.humans = [a for a in agents if isinstance(a, HumanAgent)]
        for h in self.humans:
            h.handoff = len(self.humans) > 1
        self.agents: list[Agent] = (
            [a if isinstance(a, HumanAgent) else Thinking(a, self) for a in agents]
            if self.humans
            else agents
        )

    def _seat(self, spec: str, seat: int) -> Agent:
        try:
            return make_agent(
                spec,
                self.game,
                seat,
                self.config,
                human=lambda spec, seat: HumanAgent(spec, seat, self.game, table=self),
            )
        except ImportError as exc:
            raise AgentSpecError(f"agent {spec!r} is not available: {exc}") from None

    # -- the game
    def play(self, state: State) -> State | None:
        """Play on from `state` to the end; None when the people stopped (saved)."""
        if self.record.actions:
            self._relog()
        with self._signals():
            while True:
                try:
                    play_match(
                        self.game,
                        self.config,
                        self.agents,
                        self.record.seed,
                        record=self.record,
                        state=state,
                        on_step=self._step,
                        time_per_move=self.time_per_move,
                    )
                except TakeBack as back:
                    state = self._rewind(back.keep, back.seat)
                    continue
                except (QuitGame, KeyboardInterrupt):
                    self.record.result = None
                    self.save()
                    return None
                self.record.result = state.result()
                self.save()
                return state

    def _step(self, state: State, step: Step) -> None:
        move = len(self.record.actions)
        for h in self.humans:
            own = h.seat == step.player
            h.observe(step.events, move, own=own)
            if own:
                self._announced = False
                h.show_events(step.events, "you played it:")
        if self.verbose:
            self._print_move(move, state, step)
        if self.draw_to is not None:
            self.draw(state)
        self.save()

    def draw(self, state: State) -> None:
        """The board as the one person at the table sees it (or as a spectator sees it)
        into the `--draw` file."""
        seat = self.humans[0].seat if len(self.humans) == 1 else None
        assert self.draw_to is not None
        self.game.draw(state.view(seat), seat, self.draw_to)

    def _print_move(self, move: int, state: State, step: Step) -> None:
        seen = events_for(step.events, None)
        what = "; ".join(describe_event(self.game, e, None) for e in seen)
        if self.humans:  # a bot's own choice may be secret: say only what everyone saw
            self.console.print(f"{move}. seat {step.player}" + (f": {what}" if what else ""))
        else:
            self.console.print(
                f"{move}. seat {step.player}: {step.action.text}" + (f"  ({what})" if what else "")
            )

    @contextmanager
    def thinking(self, agent: Agent) -> Iterator[None]:
        what = f"seat {agent.seat} ({agent.spec}) is thinking..."
        if self.console.is_terminal:
            with self.console.status(what):
                yield
            return
        if not self._announced:
            self._announced = True
            self.console.print(Text(what, style="dim"))
        yield

    # -- saving
    def save(self) -> None:
        """Write the record atomically; a failure is said once and play goes on."""
        if self.save_to is None:
            return
        try:
            self.record.save(self.save_to)
        except OSError as exc:
            if not self.save_failed:
                self.save_failed = True
                self.console.print(
                    Text(f"warning: cannot save to {self.save_to}: {exc.strerror}", "red")
                )
        else:
            self.save_failed = False

    @contextmanager
    def _signals(self) -> Iterator[None]:
        """SIGTERM and SIGHUP stop the game like `quit`: saved, exit 0."""

        def stop(signum: int, frame: Any) -> None:
            raise QuitGame(signal.Signals(signum).name)

        old: dict[int, Any] = {}
        for sig in (signal.SIGTERM, getattr(signal, "SIGHUP", None)):
            if sig is None:
                continue
            with suppress(ValueError):  # not the main thread (a test runner): no handler
                old[sig] = signal.signal(sig, stop)
        try:
            yield
        finally:
            for sig, handler in old.items():
                signal.signal(sig, handler)

    # -- undo
    def undo(self, seat: int) -> str:
        """Raise TakeBack to the point before `seat`'s last real decision, or return why
        nothing can be taken back."""
        actions = list(self.record.actions)
        keep = len(actions)
        others_may_act = len(self.humans) == 1  # at hot-seat, another person's move stays
        while True:
            part = Record(self.record.title, self.record.config, self.record.seed, actions[:keep])
            point = undo_point(self.game, part, seat, others_may_act=others_may_act)
            if point.keep is None:
                return point.reason
            keep = point.keep
            part.actions = actions[:keep]
            if len(replay_record(self.game, part).legal_actions()) > 1:
                raise TakeBack(keep, seat)
            # a forced choice: take back the decision before it too

    def _rewind(self, keep: int, seat: int) -> State:
        gone = len(self.record.actions) - keep
        self.record.actions = self.record.actions[:keep]
        self.record.result = None
        state = self._relog()
        self.save()
        self.console.print(
            Text(
                f"seat {seat}: took back {gone} action{'s' if gone != 1 else ''} "
                "(your last decision and what followed)",
                style="bold",
            )
        )
        return state

    def _relog(self) -> State:
        """Replay the record into every person's log (nothing printed)."""
        for h in self.humans:
            h.log, h.unseen = [], []

        def feed(state: State, step: Step) -> None:
            nonlocal move
            move += 1
            for h in self.humans:
                h.observe(step.events, move, own=True)

        move = 0
        return replay_record(self.game, self.record, feed)

    # -- hint
    def hint(self, seat: int, state: State, legal: list) -> str:  # type: ignore[type-arg]
        """What the title's heuristic (else its `normal` bot) would play on `state`, the
        seat's own determinized state, and why when the bot can say."""
        bot: Agent | None = None
        for spec in ("heuristic", self.game.difficulties.get("normal", "mcts:time=1")):
            try:
                bot = make_agent(spec, self.game, seat, self.config)
                break
            except (AgentSpecError, ConfigError, ImportError):
                continue
        if bot is None:
            return "this title has no bot to ask"
        bot.reseed(derive_seed(self.record.seed, "hint", seat, len(self.record.actions)))
        seen = state.clone() if bot.needs_state else None
        action = bot.act(seen, list(legal), Clock(HINT_SECONDS))
        number = legal.index(action) + 1 if action in legal else "?"
        why = bot.last_reason
        if not why:
            try:
                why = self.game.explain_action(state, action)
            except Exception:
                why = ""
        label = one_line(state.label(action))
        return f"the {bot.spec} bot would play {number}. {label}" + (f" - {why}" if why else "")
