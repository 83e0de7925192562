"""A table in memory: the game state rebuilt from the table's log, and what each seat sees.

The log is the table's history as stored: every accepted action, every take-back and every
timeout, in order. Replaying it from the seed gives the state, the clocks and, for every
audience (each seat, and the spectators), the stream of updates it was sent. Nothing here
does I/O, so the server, its tests and a second server process all derive the same streams
from the same log.

An audience's sequence number counts only the updates it was sent. A seat is sent an
update when it acted, when it may see an event of the step, or when its view changed;
a step nobody else can see (Blackbeard planning a hidden move) moves no one else's
number, so the numbers themselves tell nobody how many hidden steps were taken.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from seaboard.engine.game import (
    Action,
    Event,
    Game,
    GameConfig,
    IllegalAction,
    State,
    events_for,
)
from seaboard.engine.record import Record

SPECTATOR = None
HUMAN = "human"


@dataclass(frozen=True, slots=True)
class Entry:
    """One line of a table's log."""

    seq: int  # 1-based position in the log
    kind: str  # "action" | "undo" | "timeout"
    seat: int | None  # who acted, took back, or ran out of time
    at: float  # when it was committed (epoch seconds)
    action: str | None = None  # kind "action": the action text
    keep: int | None = None  # kind "undo": how many actions stay
    by: str = "seat"  # kind "action": "seat" (a person), "bot", or "timeout" (the heuristic)


@dataclass(slots=True)
class Update:
    """What one audience was sent for one log entry: its events and its own action."""

    seq: int  # the audience's own count
    events: list[dict[str, Any]]
    action: str | None = None  # the audience's own action, when it made it


@dataclass(slots=True)
class Clocks:
    """Fischer clocks: `base` seconds each, `increment` added when a seat hands the move on."""

    base: float
    increment: float
    remaining: list[float]
    turn_start: float  # when the current decision began (the last entry, or the start)

    def now(self, mover: int | None, now: float | None = None) -> list[float]:
        now = time.time() if now is None else now
        out = list(self.remaining)
        if mover is not None:
            out[mover] = max(0.0, out[mover] - max(0.0, now - self.turn_start))
        return out


class LiveTable:
    """A table's game, rebuilt from its seed and log. Apply entries with `apply`."""

    def __init__(
        self,
        table_id: str,
        game: Game,
        config: GameConfig,
        seed: int,
        agents: list[str],
        *,
        undo: bool = True,
        clock: tuple[float, float] | None = None,
        started_at: float | None = None,
        created_at: float = 0.0,
    ) -> None:
        self.id = table_id
        self.game = game
        self.config = config
        self.seed = seed
        self.agents = agents
        self.undo_allowed = undo
        self.created_at = created_at
        self.started_at = started_at
        self.state: State = game.new_state(config, seed)
        self.actions: list[str] = []
        self.log_seq = 0
        self.audiences: list[int | None] = [SPECTATOR, *range(config.players)]
        self.streams: dict[int | None, list[Update]] = {p: [] for p in self.audiences}
        self._views: dict[int | None, dict[str, Any]] = {
            p: self.state.view(p) for p in self.audiences
        }
        self.clocks: Clocks | None = None
        if clock is not None:
            base, inc = clock
            self.clocks = Clocks(base, inc, [float(base)] * config.players, started_at or 0.0)
        self.timeouts = [0] * config.players
        self.timed_out: int | None = None  # the seat whose turn the heuristic is finishing
        self.joined = [agent != HUMAN for agent in agents]
        self._legal: tuple[int, list[dict[str, Any]]] | None = None  # (log_seq, list)
        # the position's legal actions, and the last action checked (with the log_seq
        # they belong to): a move's check, the listing shown and its apply share them
        self._actions: tuple[int, list[Action]] | None = None
        self._checked: tuple[int, Action] | None = None
        # set by the server: asyncio lock, subscribers, tasks
        self.runtime: Any = None

    # -- facts ----------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.config.players

    @property
    def status(self) -> str:
        if self.state.is_over:
            return "over"
        return "running" if self.started_at is not None else "waiting"

    def seq(self, audience: int | None) -> int:
        return len(self.streams[audience])

    def is_human(self, seat: int) -> bool:
        return self.agents[seat] == HUMAN

    def mover_agent(self) -> tuple[str, str] | None:
        """(agent spec, how) for a seat the server plays now: a bot's own spec, or the
        heuristic finishing the turn of a seat whose time ran out. None: a person decides,
        or nobody does (not started, over)."""
        seat = self.state.to_move
        if self.status != "running" or seat is None:
            return None
        if self.timed_out == seat:
            return "heuristic", "timeout"
        if not self.is_human(seat):
            return self.agents[seat], "bot"
        return None

    def record(self) -> Record:
        rec = Record(
            self.game.info.name,
            self.config.model_dump(mode="json"),
            self.seed,
            list(self.actions),
            agents=list(self.agents),
        )
        if self.state.is_over:
            rec.result = self.state.result()
        return rec

    # -- applying the log -------------------------------------------------------------------
    def check_action(self, text: str | int, seat: int) -> str:
        """The canonical text of the action `seat` asks for (its text, or its number in the
        legal list from 1), or IllegalAction naming the rule; the state does not change."""
        if isinstance(text, int):
            legal = self._legal_actions()
            if not 1 <= text <= len(legal):
                raise IllegalAction(
                    f"action number {text} is not among the legal actions 1-{len(legal)}"
                )
            action = legal[text - 1]
        else:
            try:
                action = self.state.parse_action(text)
            except IllegalAction:
                raise
            except Exception:  # a title's parser choking on odd words: still only a refusal
                raise IllegalAction(f"'{text}' is not a legal action now") from None
        self._checked = (self.log_seq, action)
        return action.text

    def _legal_actions(self) -> list[Action]:
        """The legal actions now, asked of the state once per position."""
        if self._actions is None or self._actions[0] != self.log_seq:
            self._actions = (self.log_seq, self.state.legal_actions())
        return self._actions[1]

    def apply(self, entry: Entry) -> list[int | None]:
        """Apply one log entry (already validated); return the audiences sent an update."""
        if entry.seq != self.log_seq + 1:
            raise ValueError(f"table {self.id}: entry {entry.seq} after {self.log_seq}")
        engine_events: list[Event] = []
        mover = entry.seat
        server_event: dict[str, Any] | None = None
        if entry.kind == "action":
            assert entry.action is not None
            mover = self.state.to_move
            checked = self._checked
            if (
                checked is not None
                and checked[0] == self.log_seq
                and checked[1].text == entry.action
            ):
                action = checked[1]  # just checked against this very position
            else:
                action = self.state.parse_action(entry.action)
            engine_events = self.state.apply(action)
            self.actions.append(entry.action)
            self._tick_action(mover, entry)
        elif entry.kind == "undo":
            assert entry.keep is not None
            self.state = self.game.new_state(self.config, self.seed)
            del self.actions[entry.keep :]
            for text in self.actions:
                self.state.apply(self.state.parse_action(text))
            self.timed_out = None
            if self.clocks is not None:
                self.clocks.turn_start = entry.at
            server_event = {
                "kind": "undo",
                "data": {"seat": entry.seat},
                "text": f"{self.seat_name(entry.seat)} took back their last decision.",
            }
        elif entry.kind == "timeout":
            assert entry.seat is not None
            self.timeouts[entry.seat] += 1
            self.timed_out = entry.seat
            if self.clocks is not None:
                self.clocks.remaining[entry.seat] = 0.0
                self.clocks.turn_start = entry.at
            server_event = {
                "kind": "timeout",
                "data": {"seat": entry.seat},
                "text": f"{self.seat_name(entry.seat)} ran out of time; "
                "the heuristic finishes their turn.",
            }
        else:
            raise ValueError(f"unknown log entry kind {entry.kind!r}")
        self.log_seq = entry.seq
        sent = []
        for p in self.audiences:
            view = self.state.view(p)
            changed = view != self._views[p]
            self._views[p] = view
            if server_event is not None:
                # a timeout is public; a take-back is news only where it changed something
                news = entry.kind == "timeout" or changed or p == mover
                events = [dict(server_event)] if news else []
            else:
                events = [self._event(e, p) for e in events_for(engine_events, p)]
            if p == mover or events or changed:
                own = entry.action if (p == mover and entry.kind == "action") else None
                stream = self.streams[p]
                for e in events:
                    e["seq"] = len(stream) + 1
                stream.append(Update(len(stream) + 1, events, own))
                sent.append(p)
        return sent

    def _tick_action(self, mover: int | None, entry: Entry) -> None:
        c = self.clocks
        if mover is None:
            return
        if c is not None and self.timed_out != mover:
            c.remaining[mover] = max(0.0, c.remaining[mover] - max(0.0, entry.at - c.turn_start))
        if self.state.to_move != mover:
            if c is not None:
                c.remaining[mover] += c.increment
            if self.timed_out == mover:
                self.timed_out = None
        if c is not None:
            c.turn_start = entry.at

    def start(self, at: float) -> None:
        self.started_at = at
        if self.clocks is not None:
            self.clocks.turn_start = at

    def _event(self, event: Event, audience: int | None) -> dict[str, Any]:
        try:
            text = str(self.game.render_event(event, audience))
        except Exception:  # a wording bug must not stop the table: fall back to the default
            text = Game.render_event(self.game, event, audience)
        return {"kind": event.kind, "data": event.data, "text": text}

    def seat_name(self, seat: int | None) -> str:
        return "A spectator" if seat is None else f"Seat {seat}"

    # -- what an audience sees --------------------------------------------------------------
    def events_since(self, audience: int | None, since: int) -> list[dict[str, Any]]:
        return [e for u in self.streams[audience][max(0, since) :] for e in u.events]

    def legal(self, audience: int | None) -> list[dict[str, Any]]:
        if (
            audience is None
            or self.status != "running"
            or self.state.to_move != audience
            or self.timed_out == audience
        ):
            return []
        if self._legal is None or self._legal[0] != self.log_seq:
            state = self.state
            listed = [
                {"n": i, "text": a.text, "label": state.label(a)}
                for i, a in enumerate(self._legal_actions(), start=1)
            ]
            self._legal = (self.log_seq, listed)
        return self._legal[1]

    def snapshot(self, audience: int | None, since: int | None = None) -> dict[str, Any]:
        """The table as `audience` sees it, with its events after its number `since`
        (all of them when None)."""
        seq = self.seq(audience)
        since = 0 if since is None or since > seq or since < 0 else since
        clocks = None
        if self.clocks is not None:
            running = self.state.to_move if self.status == "running" else None
            if self.timed_out is not None:
                running = None
            remaining = self.clocks.now(running)
            clocks = [
                {"seat": s, "remaining": round(r, 3), "running": s == running}
                for s, r in enumerate(remaining)
            ]
        return {
            "id": self.id,
            "title": self.game.info.name,
            "status": self.status,
            "seat": audience,
            "seq": seq,
            "to_move": self.state.to_move,
            "view": self._views[audience],
            "legal": self.legal(audience),
            "events": self.events_since(audience, since),
            "result": self.state.result().to_json() if self.state.is_over else None,
            "clocks": clocks,
            "timeouts": list(self.timeouts),
            "undo": self.undo_allowed,
            "joined": list(self.joined),
        }

    def visible_record(self, audience: int | None) -> dict[str, Any]:
        """A game in progress as `audience` may see it: its own actions and every event it
        was shown, update by update. No seed: that would deal every hidden card."""
        return {
            "format": "seaboard-table-steps",
            "title": self.game.info.name,
            "config": self.config.model_dump(mode="json"),
            "agents": list(self.agents),
            "seat": audience,
            "over": False,
            "steps": [
                {"seq": u.seq, "action": u.action, "events": u.events}
                for u in self.streams[audience]
            ],
        }
