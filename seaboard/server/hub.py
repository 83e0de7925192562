"""The server's core: tables in memory, kept in step with the database, and their sockets.

Every change to a table (an action, a take-back, a timeout, a seat joining) is one
database transaction that first locks the table's row (PostgreSQL `SELECT ... FOR
UPDATE`; on SQLite one writer at a time), catches the cached table up with whatever
another process committed, decides against that fresh state, appends to the log and
commits. Only then is the caller answered and are the sockets told. On PostgreSQL a
move at a running table takes a short way: one statement that writes only if the table
is still where this process last saw it (`_MOVE`). After the commit a NOTIFY tells the
other server processes, which catch up and tell their sockets.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import logging
import os
import pickle
import secrets
import time
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from typing import Any

import orjson
import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine, create_async_engine

from seaboard.agents.base import make_agent, parse_spec
from seaboard.engine.agent import AgentSpecError
from seaboard.engine.game import ConfigError, Game, IllegalAction
from seaboard.games import UnknownTitle, get_game
from seaboard.server import bots, db
from seaboard.server.live import HUMAN, Entry, LiveTable

log = logging.getLogger("seaboard.server")

CHANNEL = "seaboard"
MAX_BOT_SECONDS = 60.0  # a bot spec asking for more per move is refused
MAX_BOT_ITERATIONS = 1_000_000
FINISHED_CACHED = 500  # finished tables kept in memory (the rest reload on demand)


# the statements of every move, written once (building them with Core costs more than
# running them on SQLite)
_READ_ROW = sa.text("SELECT seq, started_at FROM seaboard_tables WHERE id = :id")
_READ_ROW_PG = "SELECT seq, started_at FROM seaboard_tables WHERE id = %(id)s"  # psycopg
_LOCK_ROW = sa.text("SELECT seq, started_at FROM seaboard_tables WHERE id = :id FOR UPDATE")
_INSERT_LOG = sa.text(
    'INSERT INTO seaboard_log (table_id, seq, kind, seat, action, keep, "by", at) '
    "VALUES (:table_id, :seq, :kind, :seat, :action, :keep, :by, :at)"
)
# PostgreSQL, a move at a running table: one statement, committed on its own (autocommit),
# so one round trip instead of six (BEGIN, lock, insert, update, notify, COMMIT). It
# writes only if the table is still at the sequence this process knows (the UPDATE takes
# the row lock, as `FOR UPDATE` did); otherwise nothing changes and the move goes the
# long way (catch up, decide again).
_MOVE = """WITH moved AS (
    UPDATE seaboard_tables SET seq = %(seq)s, status = %(status)s{finished}
    WHERE id = %(id)s AND seq = %(expected)s RETURNING id
)
INSERT INTO seaboard_log (table_id, seq, kind, seat, action, keep, "by", at)
SELECT id, %(seq)s, %(kind)s::varchar, %(seat)s::integer, %(action)s::varchar,
    %(keep)s::integer, %(by)s::varchar, %(at)s::double precision
FROM moved"""
_MOVE_ON = _MOVE.format(finished="")
_MOVE_ENDING = _MOVE.format(finished=", finished_at = %(finished_at)s, result = %(result)s::json")
# Notes to other processes go out after the commit, in batches, on a connection of their
# own. A NOTIFY inside the move's transaction takes PostgreSQL's global notify lock at
# commit and holds it through the WAL flush, so every move's commit waited for the one
# before it (measured: 4,800 -> 600 commits/s with 20 writers). A note carries nothing
# durable (the log is the truth), so that connection commits asynchronously.
_NOTIFY_MANY = f"SELECT pg_notify('{CHANNEL}', note) FROM unnest(%s::text[]) AS note"
CHECKPOINT_SECONDS = 1.0  # SQLite: how often the WAL is copied to the database, off the loop
# PostgreSQL: connections kept for moves (db.PostgresConnections). A move holds its
# connection until its coroutine runs again, so a starved event loop needs more of them.
# One process opens at most these 16, SQLAlchemy's 20 + 10 and two for notes: 48 (two
# processes fit in PostgreSQL's default max_connections of 100, not three).
MOVE_CONNECTIONS = 16
WATCH_SECONDS = 2.0  # how often a process checks its watched tables for a note it missed


class ApiError(Exception):
    """A refusal: an HTTP status and a reason (naming the rule or field it comes from)."""

    def __init__(
        self,
        status: int,
        reason: str,
        *,
        rule: str | None = None,
        field: str | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(reason)
        self.status = status
        self.reason = reason
        self.rule = rule
        self.field = field
        self.headers = headers

    def body(self) -> dict[str, Any]:
        out: dict[str, Any] = {"reason": self.reason}
        if self.rule:
            out["rule"] = self.rule
        if self.field:
            out["field"] = self.field
        return out


@dataclass(slots=True)
class Settings:
    database: str = "sqlite:///seaboard.db"
    bot_workers: int = max(1, os.cpu_count() or 1)
    tables_per_minute: int = 30  # tables one client address may create per minute; 0: no limit
    max_body: int = 16 * 1024
    max_action: int = 200  # characters of action text
    max_sockets_per_table: int = 64


def token_hash(token: str) -> bytes:
    # tokens are 192 random bits, so one fast hash is as good as a slow one
    return hashlib.sha256(token.encode()).digest()


class Subscriber:
    """One socket's queue of messages; a socket that falls too far behind is closed
    (its client reconnects with the last number it saw)."""

    __slots__ = ("audience", "queue", "last")

    def __init__(self, audience: int | None, last: int) -> None:
        self.audience = audience
        self.last = last
        self.queue: asyncio.Queue[str | None] = asyncio.Queue(maxsize=256)

    def offer(self, message: str | None) -> None:
        try:
            self.queue.put_nowait(message)
        except asyncio.QueueFull:
            with contextlib.suppress(asyncio.QueueEmpty):
                self.queue.get_nowait()
            with contextlib.suppress(asyncio.QueueFull):
                self.queue.put_nowait(None)


@dataclass(slots=True)
class Runtime:
    """The process-local side of a cached table."""

    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    subscribers: set[Subscriber] = field(default_factory=set)
    bot_task: asyncio.Task | None = None
    timer: asyncio.TimerHandle | None = None
    token_hashes: list[bytes | None] = field(default_factory=list)


@dataclass(slots=True)
class Plan:
    """What a command decided against the up-to-date table."""

    entries: list[Entry] = field(default_factory=list)
    join: int | None = None
    error: ApiError | None = None  # committed, and then refused (a move past the flag)
    seat: int | None = None  # who asked: `answer` is the table as it sees it at the commit
    since: int = 0
    answer: dict[str, Any] | None = None


class Stale(Exception):
    """A bot's or timer's move computed for a position the table has left."""


class Hub:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.url = db.parse_url(settings.database)
        self.sqlite = db.is_sqlite(self.url)
        self.engine: AsyncEngine | db.SQLiteOnLoop | None = None
        self.pool: ProcessPoolExecutor | None = None
        self.cache: OrderedDict[str, LiveTable] = OrderedDict()
        self._loading: dict[str, asyncio.Future] = {}
        self._sqlite_lock = asyncio.Lock()
        self._tasks: set[asyncio.Task] = set()
        self._listener: asyncio.Task | None = None
        self._notes: list[str] = []  # "table:seq" to tell other processes (PostgreSQL)
        self._notes_waiting = asyncio.Event()
        self._autocommit: AsyncEngine | None = None  # PostgreSQL: reads
        self._moves: db.PostgresConnections | None = None  # PostgreSQL: the short way
        self.started = time.time()
        self.stopping = False

    # -- life cycle -----------------------------------------------------------------------
    async def start(self) -> None:
        await asyncio.to_thread(db.migrate, self.url)
        if self.sqlite:
            self.engine = db.SQLiteOnLoop(self.url)
            self._spawn(self._checkpoints())
        else:
            # connections beyond pool_size are closed when they come back, and opening one
            # costs PostgreSQL a process: under load the pool churned through hundreds
            self.engine = create_async_engine(self.url, pool_size=20, max_overflow=10)
            self._autocommit = self.engine.execution_options(isolation_level="AUTOCOMMIT")
            self._moves = db.PostgresConnections(db.libpq_conninfo(self.url), MOVE_CONNECTIONS)
        self.pool = bots.make_pool(self.settings.bot_workers)
        self.pool.submit(bots.warm_up)
        if not self.sqlite:
            ready = asyncio.get_running_loop().create_future()
            self._listener = asyncio.create_task(self._listen(ready))
            await ready
            self._spawn(self._notifier())
            self._spawn(self._watch())
        self.started = time.time()
        async with self._reader().connect() as conn:
            ids = (
                await conn.execute(sa.select(db.tables.c.id).where(db.tables.c.status == "running"))
            ).scalars()
            ids = list(ids)
        for table_id in ids:
            table = await self.table(table_id)
            self._after_change(table)

    async def stop(self) -> None:
        self.stopping = True
        if self._listener is not None:
            self._listener.cancel()
        for table in self.cache.values():
            rt: Runtime = table.runtime
            if rt.timer is not None:
                rt.timer.cancel()
            if rt.bot_task is not None:
                rt.bot_task.cancel()
            for sub in rt.subscribers:
                sub.offer(None)
        for task in list(self._tasks):
            task.cancel()
        if self.pool is not None:
            self.pool.shutdown(wait=False, cancel_futures=True)
        if self._moves is not None:
            await self._moves.close()
        if self.engine is not None:
            await self.engine.dispose()

    def _reader(self) -> AsyncEngine | db.SQLiteOnLoop:
        """What reads go through. On PostgreSQL a read in autocommit is one round trip, not
        three (BEGIN, the query, ROLLBACK), and sees no less: under READ COMMITTED every
        statement of a transaction takes a new snapshot anyway."""
        assert self.engine is not None
        return self._autocommit or self.engine

    def _spawn(self, coro) -> asyncio.Task:
        task = asyncio.create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    # -- loading ----------------------------------------------------------------------------
    async def table(self, table_id: str, *, fresh: bool = True) -> LiveTable:
        """The table, from memory or rebuilt from the database; 404 when there is none.

        On PostgreSQL another process may have moved it a moment ago: `fresh` checks the
        stored sequence (one small query) and catches up, so a client sent to another
        process right after its move still reads it."""
        table = self.cache.get(table_id)
        if table is not None:
            if fresh and not self.sqlite:
                await self._freshen(table)
            return table
        pending = self._loading.get(table_id)
        if pending is not None:
            return await asyncio.shield(pending)
        future = asyncio.get_running_loop().create_future()
        self._loading[table_id] = future
        try:
            assert self.engine is not None
            async with self._reader().connect() as conn:
                table = await self._load(conn, table_id)
            self._cache(table)
            future.set_result(table)
            return table
        except BaseException as exc:
            future.set_exception(exc)
            future.exception()  # retrieved: no warning when nobody else waited
            raise
        finally:
            del self._loading[table_id]

    def _cache(self, table: LiveTable) -> None:
        self.cache[table.id] = table
        self.cache.move_to_end(table.id)
        if len(self.cache) > FINISHED_CACHED:
            for tid, t in list(self.cache.items()):
                if len(self.cache) <= FINISHED_CACHED:
                    break
                if t.status == "over" and not t.runtime.subscribers and tid != table.id:
                    del self.cache[tid]

    def _evict(self, table: LiveTable) -> None:
        """Drop a table whose memory may disagree with the database (a failed commit)."""
        if self.cache.get(table.id) is table:
            del self.cache[table.id]
        rt: Runtime = table.runtime
        if rt.timer is not None:
            rt.timer.cancel()
        for sub in rt.subscribers:
            sub.offer(None)

    async def _load(self, conn: AsyncConnection, table_id: str) -> LiveTable:
        row = (
            await conn.execute(sa.select(db.tables).where(db.tables.c.id == table_id))
        ).one_or_none()
        if row is None:
            raise ApiError(404, f"no table {table_id!r}", field="id")
        seat_rows = (
            await conn.execute(
                sa.select(db.seats).where(db.seats.c.table_id == table_id).order_by(db.seats.c.seat)
            )
        ).all()
        game = get_game(row.title)
        config = game.make_config(**row.config)
        clock = None if row.clock_base is None else (row.clock_base, row.clock_increment or 0.0)
        table = LiveTable(
            row.id,
            game,
            config,
            row.seed,
            [s.agent for s in seat_rows],
            undo=row.undo,
            clock=clock,
            started_at=row.started_at,
            created_at=row.created_at,
        )
        table.runtime = Runtime(token_hashes=[s.token_hash for s in seat_rows])
        table.joined = [s.token_hash is None or s.joined_at is not None for s in seat_rows]
        await self._replay_log(conn, table)
        if table.clocks is not None:
            # time the server was down is not charged to the seat to move
            table.clocks.turn_start = max(table.clocks.turn_start, self.started)
        return table

    async def _replay_log(self, conn: AsyncConnection, table: LiveTable) -> list[int | None]:
        rows = (
            await conn.execute(
                sa.select(db.log)
                .where(db.log.c.table_id == table.id, db.log.c.seq > table.log_seq)
                .order_by(db.log.c.seq)
            )
        ).all()
        sent: set[int | None] = set()
        for r in rows:
            entry = Entry(r.seq, r.kind, r.seat, r.at, r.action, r.keep, r.by)
            sent.update(table.apply(entry))
        return list(sent)

    async def _catch_up(self, conn: AsyncConnection, table: LiveTable, row: Any) -> list:
        """Apply what other processes committed (their log entries, joins, the start)."""
        sent: list[int | None] = []
        if row.seq > table.log_seq:
            sent = await self._replay_log(conn, table)
        if row.started_at != table.started_at or not all(table.joined):
            joined = (
                await conn.execute(
                    sa.select(db.seats.c.seat, db.seats.c.token_hash, db.seats.c.joined_at)
                    .where(db.seats.c.table_id == table.id)
                    .order_by(db.seats.c.seat)
                )
            ).all()
            now_joined = [s.token_hash is None or s.joined_at is not None for s in joined]
            if now_joined != table.joined or row.started_at != table.started_at:
                table.joined = now_joined
                if row.started_at is not None and table.started_at is None:
                    table.start(row.started_at)
                sent = list(table.audiences)
        return sent

    # -- writing ----------------------------------------------------------------------------
    @contextlib.asynccontextmanager
    async def _writer(self):
        if self.sqlite:  # SQLite has one writer; waiting here beats its busy loop
            async with self._sqlite_lock:
                yield
        else:
            yield

    async def _write(self, table: LiveTable, decide: Callable[[LiveTable], Plan]) -> Plan:
        """Lock the table's row, catch up, decide, append and commit; then tell the sockets."""
        assert self.engine is not None
        rt: Runtime = table.runtime
        async with rt.lock:
            if self.cache.get(table.id) is not table:  # evicted while we waited
                table = await self.table(table.id, fresh=False)
                return await self._write(table, decide)
            sent: set[int | None] = set()
            plan: Plan | None = None
            plan = await self._write_move(table, decide, sent)
            if plan is None and self.cache.get(table.id) is not table:
                # another process moved first: start again from the database
                table = await self.table(table.id, fresh=False)
                return await self._write(table, decide)
            if plan is None:
                try:
                    async with self._writer(), self.engine.begin() as conn:
                        lock = _READ_ROW if self.sqlite else _LOCK_ROW
                        row = (await conn.execute(lock, {"id": table.id})).one()
                        sent.update(await self._catch_up(conn, table, row))
                        plan = decide(table)
                        await self._append(conn, table, plan, sent)
                except (ApiError, Stale):
                    self._publish(table, sent)
                    raise
                except Exception:
                    self._evict(table)
                    raise
                self._note(table)
            self._publish(table, sent)
            self._after_change(table)
            if plan.seat is not None:
                plan.answer = table.snapshot(plan.seat, since=plan.since)
        if plan.error is not None:
            raise plan.error
        return plan

    async def _write_move(
        self, table: LiveTable, decide: Callable[[LiveTable], Plan], sent: set[int | None]
    ) -> Plan | None:
        """The short way for one log entry at a running table: decide against the table as
        this process knows it, and write only if the database agrees (PostgreSQL: `_MOVE`,
        one round trip, committed when it returns; SQLite: `SQLiteOnLoop.write_move`, the
        driver without SQLAlchemy, whose three statements cost more than SQLite's work).
        None: take the long way; when another process had moved the table, it is evicted
        here (its memory got ahead of the database)."""
        if table.status != "running" or not all(table.joined):
            return None
        try:
            plan = decide(table)
        except (ApiError, Stale):
            return None  # perhaps only this process is behind: decide again after catching up
        if len(plan.entries) != 1 or plan.join is not None:
            return None
        entry = plan.entries[0]
        expected = table.log_seq
        try:
            sent.update(table.apply(entry))
            params: dict[str, Any] = {
                "id": table.id,
                "expected": expected,
                "seq": table.log_seq,
                "status": table.status,
                "kind": entry.kind,
                "seat": entry.seat,
                "action": entry.action,
                "keep": entry.keep,
                "by": entry.by,
                "at": entry.at,
            }
            ending = table.state.is_over
            if ending:
                params["finished_at"] = time.time()
                params["result"] = orjson.dumps(table.state.result().to_json()).decode()
            if isinstance(self.engine, db.SQLiteOnLoop):
                async with self._writer():
                    written = self.engine.write_move(params, ending=ending)
            else:
                assert self._moves is not None
                # straight to psycopg: SQLAlchemy's execution costs more than the rest
                async with self._moves.connection() as conn:
                    cur = await conn.execute(_MOVE_ENDING if ending else _MOVE_ON, params)
                    written = cur.rowcount == 1
        except BaseException:
            self._evict(table)  # committed or not, memory is no longer to be trusted
            raise
        if not written:
            self._evict(table)
            sent.clear()
            return None
        self._note(table)
        return plan

    async def _append(
        self, conn: AsyncConnection, table: LiveTable, plan: Plan, sent: set[int | None]
    ) -> None:
        was_over = table.state.is_over
        for entry in plan.entries:
            sent.update(table.apply(entry))
        values: dict[str, Any] = {"seq": table.log_seq}
        now = time.time()
        if plan.join is not None:
            table.joined[plan.join] = True
            await conn.execute(
                sa.update(db.seats)
                .where(db.seats.c.table_id == table.id, db.seats.c.seat == plan.join)
                .values(joined_at=now)
            )
            if all(table.joined) and table.started_at is None:
                table.start(now)
                values["started_at"] = now
            sent.update(table.audiences)
        if plan.entries:
            await conn.execute(
                _INSERT_LOG,
                [
                    {
                        "table_id": table.id,
                        "seq": e.seq,
                        "kind": e.kind,
                        "seat": e.seat,
                        "action": e.action,
                        "keep": e.keep,
                        "by": e.by,
                        "at": e.at,
                    }
                    for e in plan.entries
                ],
            )
        values["status"] = table.status
        if table.state.is_over and not was_over:
            values["finished_at"] = now
            values["result"] = table.state.result().to_json()
        await conn.execute(sa.update(db.tables).where(db.tables.c.id == table.id).values(**values))

    def _publish(self, table: LiveTable, audiences) -> None:
        """Send each socket of these audiences the table as it sees it now, with the events
        it has not been sent yet."""
        rt: Runtime = table.runtime
        if not audiences or not rt.subscribers:
            return
        messages: dict[tuple[int | None, int], str] = {}
        for sub in rt.subscribers:
            if sub.audience not in audiences:
                continue
            key = (sub.audience, sub.last)
            msg = messages.get(key)
            if msg is None:
                snap = table.snapshot(sub.audience, since=sub.last)
                msg = messages[key] = orjson.dumps({"type": "update", **snap}).decode()
            sub.last = table.seq(sub.audience)
            sub.offer(msg)

    def _after_change(self, table: LiveTable) -> None:
        """Start the bot (or the heuristic of a seat out of time), and arm the clock."""
        rt: Runtime = table.runtime
        if table.mover_agent() is not None and (rt.bot_task is None or rt.bot_task.done()):
            rt.bot_task = self._spawn(self._bots(table))
        self._arm_timer(table)

    # -- commands -----------------------------------------------------------------------------
    def seat_of(self, table: LiveTable, token: str | None) -> int | None:
        """The seat a token holds (None: no token, a spectator); 401 for a wrong token."""
        if token is None:
            return None
        given = token_hash(token)
        found = None
        for seat, stored in enumerate(table.runtime.token_hashes):
            # compare with every seat, in constant time, whatever matches
            if stored is not None and hmac.compare_digest(given, stored):
                found = seat
        if found is None:
            raise ApiError(401, "this token holds no seat at this table", field="token")
        return found

    async def create(self, body: dict[str, Any]) -> tuple[LiveTable, list[str | None]]:
        game, config, agents = self._check_new_table(body)
        seed = body.get("seed")
        if seed is None:
            seed = secrets.randbits(63)
        clock = body.get("clock")
        clock_pair = None if clock is None else (float(clock["base"]), float(clock["increment"]))
        table_id = secrets.token_urlsafe(9)
        tokens = [secrets.token_urlsafe(24) if a == HUMAN else None for a in agents]
        now = time.time()
        started = None if HUMAN in agents else now
        table = LiveTable(
            table_id,
            game,
            config,
            seed,
            agents,
            undo=bool(body.get("undo", True)),
            clock=clock_pair,
            started_at=started,
            created_at=now,
        )
        table.runtime = Runtime(token_hashes=[None if t is None else token_hash(t) for t in tokens])
        assert self.engine is not None
        async with self._writer(), self.engine.begin() as conn:
            await conn.execute(
                sa.insert(db.tables).values(
                    id=table_id,
                    title=game.info.name,
                    config=config.model_dump(mode="json"),
                    seed=seed,
                    undo=table.undo_allowed,
                    clock_base=None if clock_pair is None else clock_pair[0],
                    clock_increment=None if clock_pair is None else clock_pair[1],
                    status=table.status,
                    seq=0,
                    created_at=now,
                    started_at=started,
                )
            )
            await conn.execute(
                sa.insert(db.seats),
                [
                    {
                        "table_id": table_id,
                        "seat": i,
                        "agent": a,
                        "token_hash": table.runtime.token_hashes[i],
                        "joined_at": None,
                    }
                    for i, a in enumerate(agents)
                ],
            )
        self._cache(table)
        self._after_change(table)
        return table, tokens

    def _check_new_table(self, body: dict[str, Any]) -> tuple[Game, Any, list[str]]:
        try:
            game = get_game(body["title"])
        except UnknownTitle as exc:
            raise ApiError(422, str(exc), field="title") from None
        except Exception:  # the extra titles cannot be loaded: this one is unknown here
            raise ApiError(422, f"unknown title {body['title']!r}", field="title") from None
        options = body.get("options") or {}
        agents = [HUMAN if a.strip().lower() == HUMAN else a.strip() for a in body["seats"]]
        try:
            config = game.make_config(body.get("players") or len(agents), **options)
        except ConfigError as exc:
            raise ApiError(422, str(exc), field="options") from None
        except Exception as exc:  # a title's own check choking on odd values
            raise ApiError(422, f"{game.info.name}: bad options ({exc})", field="options") from None
        if len(agents) != config.players:
            raise ApiError(
                422,
                f"{config.players} players need {config.players} seats, not {len(agents)}",
                field="seats",
            )
        for seat, spec in enumerate(agents):
            if spec == HUMAN:
                continue
            try:
                name, opts = parse_spec(spec)
                if name == HUMAN:
                    raise AgentSpecError("write a person's seat as plain 'human'")
                _bounded(opts)
                make_agent(spec, game, seat, config)
            except (AgentSpecError, ConfigError, ValueError, ImportError) as exc:
                raise ApiError(422, f"seat {seat}: {exc}", field=f"seats.{seat}") from None
        return game, config, agents

    async def join(self, table: LiveTable, seat: int) -> None:
        if table.joined[seat]:
            return

        def decide(t: LiveTable) -> Plan:
            return Plan(join=None if t.joined[seat] else seat)

        await self._write(table, decide)

    async def join_answer(self, table: LiveTable, seat: int) -> dict[str, Any]:
        def decide(t: LiveTable) -> Plan:
            return Plan(join=None if t.joined[seat] else seat, seat=seat, since=t.seq(seat))

        plan = await self._write(table, decide)
        assert plan.answer is not None
        return plan.answer

    async def act(self, table: LiveTable, seat: int, seq: int, action: str | int) -> Plan:
        def decide(t: LiveTable) -> Plan:
            _check_running(t)
            if seq != t.seq(seat):
                raise ApiError(
                    409,
                    f"stale: you saw update {seq}, seat {seat} is at update {t.seq(seat)}",
                    field="seq",
                )
            if t.state.to_move != seat:
                raise ApiError(403, f"it is seat {t.state.to_move}'s decision, not seat {seat}'s")
            if t.timed_out == seat:
                raise ApiError(
                    409, "your time ran out: the heuristic finishes this turn", rule="clock"
                )
            now = time.time()
            if t.clocks is not None and t.clocks.now(seat, now)[seat] <= 0:
                entry = Entry(t.log_seq + 1, "timeout", seat, now)
                return Plan([entry], error=ApiError(409, "your time ran out", rule="clock"))
            try:
                text = t.check_action(action, seat)
            except IllegalAction as exc:
                raise ApiError(422, exc.reason, rule=exc.rule or "legal actions") from None
            return Plan(
                [Entry(t.log_seq + 1, "action", seat, now, action=text)], seat=seat, since=seq
            )

        return await self._write(table, decide)

    async def undo(self, table: LiveTable, seat: int, seq: int | None) -> Plan:
        if not table.undo_allowed:
            raise ApiError(403, "take-backs are off at this table", rule="undo")
        _check_running(table)
        if seq is not None and seq != table.seq(seat):
            raise ApiError(409, f"stale: seat {seat} is at update {table.seq(seat)}", field="seq")
        at = table.log_seq
        keep, reason = await self._in_pool(bots.take_back, table.record().to_json(), seat)
        if keep is None:
            raise ApiError(422, f"you cannot take back now: {reason}", rule="undo")

        def decide(t: LiveTable) -> Plan:
            _check_running(t)
            if t.log_seq != at:
                raise ApiError(409, "the table moved on while the take-back was checked")
            return Plan(
                [Entry(t.log_seq + 1, "undo", seat, time.time(), keep=keep)],
                seat=seat,
                since=t.seq(seat),
            )

        return await self._write(table, decide)

    # -- bots, clocks -------------------------------------------------------------------------
    async def _in_pool(self, fn, *args):
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self.pool, fn, *args)
        except BrokenProcessPool:
            if self.stopping:
                raise
            log.warning("the bot pool broke; starting a new one")
            self.pool = bots.make_pool(self.settings.bot_workers)
            return await loop.run_in_executor(self.pool, fn, *args)

    async def _bots(self, table: LiveTable) -> None:
        """Play the seats the server plays, one decision at a time, while it is theirs."""
        while not self.stopping and self.cache.get(table.id) is table:
            who = table.mover_agent()
            if who is None:
                return
            spec, how = who
            seat = table.state.to_move
            assert seat is not None
            at = table.log_seq
            budget = None
            if table.clocks is not None and how == "bot":
                budget = table.clocks.now(seat)[seat]
            try:
                text = await self._in_pool(
                    bots.bot_move,
                    table.game.info.name,
                    pickle.dumps(table.state),
                    table.seed,
                    seat,
                    spec,
                    len(table.actions),
                    budget,
                )
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("table %s: the bot for seat %s failed", table.id, seat)
                return

            def decide(t: LiveTable, at=at, seat=seat, text=text, how=how) -> Plan:
                if t.log_seq != at or t.state.to_move != seat:
                    raise Stale
                return Plan([Entry(at + 1, "action", seat, time.time(), action=text, by=how)])

            try:
                await self._write(table, decide)
            except Stale:
                continue
            except ApiError:
                return
            except Exception:
                log.exception("table %s: storing the bot's move failed", table.id)
                return
            table = self.cache.get(table.id, table)

    def _arm_timer(self, table: LiveTable) -> None:
        rt: Runtime = table.runtime
        if rt.timer is not None:
            rt.timer.cancel()
            rt.timer = None
        if table.clocks is None or table.status != "running" or table.timed_out is not None:
            return
        seat = table.state.to_move
        if seat is None or not table.is_human(seat):
            return
        left = table.clocks.now(seat)[seat]
        at = table.log_seq
        rt.timer = asyncio.get_running_loop().call_later(
            left + 0.005, lambda: self._spawn(self._time_out(table, at, seat))
        )

    async def _time_out(self, table: LiveTable, at: int, seat: int) -> None:
        def decide(t: LiveTable) -> Plan:
            now = time.time()
            if (
                t.log_seq != at
                or t.state.to_move != seat
                or t.timed_out is not None
                or t.clocks is None
                or t.clocks.now(seat, now)[seat] > 0
            ):
                raise Stale
            return Plan([Entry(at + 1, "timeout", seat, now)])

        with contextlib.suppress(Stale, ApiError):
            await self._write(table, decide)

    # -- other processes (PostgreSQL) ---------------------------------------------------------
    async def _listen(self, ready: asyncio.Future) -> None:
        import psycopg

        conninfo = db.libpq_conninfo(self.url)
        while not self.stopping:
            try:
                conn = await psycopg.AsyncConnection.connect(conninfo, autocommit=True)
                async with conn:
                    await conn.execute(f"LISTEN {CHANNEL}")
                    if not ready.done():
                        ready.set_result(None)
                    for table in list(self.cache.values()):  # news missed while away
                        self._spawn(self._refresh(table))
                    async for note in conn.notifies():
                        self._on_notify(note.payload)
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                if not ready.done():
                    ready.set_exception(exc)
                    return
                log.warning("lost the notification connection (%s); reconnecting", exc)
                await asyncio.sleep(0.5)

    async def _checkpoints(self) -> None:
        assert isinstance(self.engine, db.SQLiteOnLoop)
        while not self.stopping:
            await asyncio.sleep(CHECKPOINT_SECONDS)
            try:
                await asyncio.to_thread(self.engine.checkpoint)
            except Exception as exc:
                log.warning("checkpointing the database failed (%s)", exc)

    def _note(self, table: LiveTable) -> None:
        """Tell the other processes (after the commit) that the table changed."""
        if not self.sqlite:
            self._notes.append(f"{table.id}:{table.log_seq}")
            self._notes_waiting.set()

    async def _notifier(self) -> None:
        """Send the notes waiting, all in one statement, on a connection of its own."""
        import psycopg

        conninfo = db.libpq_conninfo(self.url)
        while not self.stopping:
            try:
                conn = await psycopg.AsyncConnection.connect(conninfo, autocommit=True)
                async with conn:
                    # a note is not worth a WAL flush (see _NOTIFY_MANY)
                    await conn.execute("SET synchronous_commit = off")
                    while True:
                        await self._notes_waiting.wait()
                        self._notes_waiting.clear()
                        notes, self._notes = self._notes, []
                        if notes:
                            await conn.execute(_NOTIFY_MANY, [notes])
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # notes lost here are made good by _watch
                log.warning("lost the connection for notes (%s); reconnecting", exc)
                await asyncio.sleep(0.5)

    async def _watch(self) -> None:
        """Catch up the tables someone here watches whose note never came: a process
        killed between its commit and its note, or a note connection lost."""
        while not self.stopping:
            await asyncio.sleep(WATCH_SECONDS)
            watched = {
                t.id: t for t in self.cache.values() if t.runtime.subscribers and t.status != "over"
            }
            if not watched:
                continue
            try:
                assert self.engine is not None
                async with self._reader().connect() as conn:
                    rows = (
                        await conn.execute(
                            sa.select(
                                db.tables.c.id, db.tables.c.seq, db.tables.c.started_at
                            ).where(db.tables.c.id.in_(list(watched)))
                        )
                    ).all()
            except Exception as exc:
                log.warning("checking the watched tables failed (%s)", exc)
                continue
            for row in rows:
                table = watched[row.id]
                behind = row.seq > table.log_seq or row.started_at != table.started_at
                if behind and self.cache.get(row.id) is table:
                    self._spawn(self._refresh(table))

    def _on_notify(self, payload: str) -> None:
        table_id, _, seq = payload.rpartition(":")
        table = self.cache.get(table_id)
        if table is None:
            return
        if not seq.isdigit() or int(seq) > table.log_seq or not all(table.joined):
            self._spawn(self._refresh(table))

    async def _freshen(self, table: LiveTable) -> None:
        assert self._moves is not None
        async with self._moves.connection() as conn:
            cur = await conn.execute(_READ_ROW_PG, {"id": table.id})
            seq, started_at = await cur.fetchone()
        if seq != table.log_seq or started_at != table.started_at:
            await self._refresh(table)

    async def _refresh(self, table: LiveTable) -> None:
        assert self.engine is not None
        rt: Runtime = table.runtime
        async with rt.lock:
            if self.cache.get(table.id) is not table:
                return
            try:
                async with self._reader().connect() as conn:
                    row = (
                        await conn.execute(
                            sa.select(db.tables.c.seq, db.tables.c.started_at).where(
                                db.tables.c.id == table.id
                            )
                        )
                    ).one()
                    sent = await self._catch_up(conn, table, row)
            except Exception:
                log.exception("table %s: catching up failed", table.id)
                self._evict(table)
                return
            self._publish(table, sent)
            self._arm_timer(table)

    # -- sockets ------------------------------------------------------------------------------
    def subscribe(self, table: LiveTable, audience: int | None, since: int) -> Subscriber:
        rt: Runtime = table.runtime
        if len(rt.subscribers) >= self.settings.max_sockets_per_table:
            raise ApiError(429, "too many sockets on this table")
        sub = Subscriber(audience, table.seq(audience))
        snap = table.snapshot(audience, since=since)
        sub.offer(orjson.dumps({"type": "sync", **snap}).decode())
        rt.subscribers.add(sub)
        return sub

    def unsubscribe(self, table: LiveTable, sub: Subscriber) -> None:
        table.runtime.subscribers.discard(sub)

    # -- reading ------------------------------------------------------------------------------
    async def list_tables(self, status: str | None, limit: int) -> list[dict[str, Any]]:
        assert self.engine is not None
        states = [status] if status else ["waiting", "running"]
        async with self._reader().connect() as conn:
            rows = (
                await conn.execute(
                    sa.select(db.tables)
                    .where(db.tables.c.status.in_(states))
                    .order_by(db.tables.c.created_at.desc())
                    .limit(limit)
                )
            ).all()
            ids = [r.id for r in rows]
            seat_rows = (
                (await conn.execute(sa.select(db.seats).where(db.seats.c.table_id.in_(ids)))).all()
                if ids
                else []
            )
        by_table: dict[str, list[Any]] = {}
        for s in seat_rows:
            by_table.setdefault(s.table_id, []).append(s)
        out = []
        for r in rows:
            seat_list = sorted(by_table.get(r.id, []), key=lambda s: s.seat)
            out.append(
                {
                    "id": r.id,
                    "title": r.title,
                    "players": len(seat_list),
                    "options": {k: v for k, v in r.config.items() if k != "players"},
                    "status": r.status,
                    "undo": r.undo,
                    "clock": None
                    if r.clock_base is None
                    else {"base": r.clock_base, "increment": r.clock_increment},
                    "created_at": r.created_at,
                    "seats": [
                        {
                            "seat": s.seat,
                            "agent": s.agent,
                            "joined": s.token_hash is None or s.joined_at is not None,
                        }
                        for s in seat_list
                    ],
                    "result": r.result,
                }
            )
        return out


def _check_running(table: LiveTable) -> None:
    if table.status == "waiting":
        missing = [i for i, j in enumerate(table.joined) if not j]
        raise ApiError(
            409,
            "the table has not started: waiting for seat"
            + ("s " if len(missing) > 1 else " ")
            + ", ".join(map(str, missing))
            + " to join",
            rule="join",
        )
    if table.status == "over":
        raise ApiError(409, "the game is over", rule="end of game")


def _bounded(options: dict[str, str]) -> None:
    """A bot may not ask for more than a minute or a million iterations per move."""
    for key, cap in (("time", MAX_BOT_SECONDS), ("iterations", MAX_BOT_ITERATIONS)):
        if key in options:
            try:
                value = float(options[key])
            except ValueError:
                raise AgentSpecError(f"{key}={options[key]!r} is not a number") from None
            if not 0 < value <= cap:
                raise AgentSpecError(f"{key} must be above 0 and at most {cap:g}")
