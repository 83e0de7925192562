"""Storage: three tables (tables, seats, log) through SQLAlchemy Core, migrated by Alembic.

SQLite (the default, one file) or PostgreSQL (`postgresql+psycopg://...`, for several
server processes). A table's game is never stored, only its seed and its log: the server
rebuilds the game by replaying the log, so storage stays small and a newer engine reads
an older database as long as the rules still accept its actions.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import threading
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import URL, make_url

metadata = sa.MetaData()

tables = sa.Table(
    "seaboard_tables",
    metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("title", sa.String(64), nullable=False),
    sa.Column("config", sa.JSON, nullable=False),
    sa.Column("seed", sa.BigInteger, nullable=False),
    sa.Column("undo", sa.Boolean, nullable=False),
    sa.Column("clock_base", sa.Float, nullable=True),
    sa.Column("clock_increment", sa.Float, nullable=True),
    sa.Column("status", sa.String(16), nullable=False),  # waiting | running | over
    sa.Column("seq", sa.Integer, nullable=False),  # entries in the log
    sa.Column("created_at", sa.Float, nullable=False),
    sa.Column("started_at", sa.Float, nullable=True),
    sa.Column("finished_at", sa.Float, nullable=True),
    sa.Column("result", sa.JSON, nullable=True),
    sa.Index("ix_seaboard_tables_status", "status", "created_at"),
)

seats = sa.Table(
    "seaboard_seats",
    metadata,
    sa.Column("table_id", sa.String(32), sa.ForeignKey("seaboard_tables.id"), primary_key=True),
    sa.Column("seat", sa.Integer, primary_key=True),
    sa.Column("agent", sa.String(200), nullable=False),
    sa.Column("token_hash", sa.LargeBinary(32), nullable=True),  # sha256; none for a bot
    sa.Column("joined_at", sa.Float, nullable=True),
)

log = sa.Table(
    "seaboard_log",
    metadata,
    sa.Column("table_id", sa.String(32), sa.ForeignKey("seaboard_tables.id"), primary_key=True),
    sa.Column("seq", sa.Integer, primary_key=True),
    sa.Column("kind", sa.String(16), nullable=False),  # action | undo | timeout
    sa.Column("seat", sa.Integer, nullable=True),
    sa.Column("action", sa.String(400), nullable=True),
    sa.Column("keep", sa.Integer, nullable=True),
    sa.Column("by", sa.String(16), nullable=False),
    sa.Column("at", sa.Float, nullable=False),
)


class DatabaseURLError(ValueError):
    pass


def parse_url(text: str) -> URL:
    """`sqlite:///file.db`, a plain file path, or `postgresql[+psycopg]://...`."""
    text = text.strip()
    if "://" not in text:
        return make_url("sqlite:///" + str(Path(text)))
    try:
        url = make_url(text)
    except Exception as exc:
        raise DatabaseURLError(f"--database {text!r}: {exc}") from None
    backend = url.get_backend_name()
    if backend == "sqlite":
        return url.set(drivername="sqlite")
    if backend == "postgresql":
        return url.set(drivername="postgresql+psycopg")
    raise DatabaseURLError(
        f"--database {url.render_as_string()}: use sqlite:///FILE or postgresql+psycopg://..."
    )


def is_sqlite(url: URL) -> bool:
    return url.get_backend_name() == "sqlite"


def libpq_conninfo(url: URL) -> str:
    """The URL as psycopg takes it, for the LISTEN connection outside SQLAlchemy."""
    return url.set(drivername="postgresql").render_as_string(hide_password=False)


def sqlite_pragmas(dbapi_connection, _record) -> None:
    # WAL: readers never wait for the writer. synchronous=NORMAL keeps every commit
    # through a crash or kill -9 of the server (only a power cut may lose the last ones).
    cur = dbapi_connection.cursor()
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA synchronous=NORMAL")
    cur.execute("PRAGMA busy_timeout=10000")
    cur.execute("PRAGMA foreign_keys=ON")
    cur.close()


_SQLITE_MOVE = (
    "UPDATE seaboard_tables SET seq = :seq, status = :status WHERE id = :id AND seq = :expected"
)
_SQLITE_MOVE_ENDING = (
    "UPDATE seaboard_tables SET seq = :seq, status = :status, finished_at = :finished_at, "
    "result = :result WHERE id = :id AND seq = :expected"
)
_SQLITE_INSERT_LOG = (
    'INSERT INTO seaboard_log (table_id, seq, kind, seat, action, keep, "by", at) '
    "VALUES (:id, :seq, :kind, :seat, :action, :keep, :by, :at)"
)


def _no_autocheckpoint(dbapi_connection, _record) -> None:
    dbapi_connection.execute("PRAGMA wal_autocheckpoint=0")  # SQLiteOnLoop.checkpoint does it


class SQLiteOnLoop:
    """SQLite through the plain driver, called on the event loop: a commit in WAL mode
    takes about 0.1 ms, less than one hop to a driver thread (aiosqlite makes five per
    transaction, and on a busy machine each can wait milliseconds for the scheduler).
    The same `begin()` / `connect()` / `execute` shape as SQLAlchemy's async engine."""

    def __init__(self, url: URL) -> None:
        self.engine = sa.create_engine(url)
        sa.event.listen(self.engine, "connect", sqlite_pragmas)
        self.path = url.database if url.database not in (None, "", ":memory:") else None
        if self.path is not None:
            sa.event.listen(self.engine, "connect", _no_autocheckpoint)
        self._checkpointer: sqlite3.Connection | None = None
        self._checkpointing = threading.Lock()
        # the moves' connection, kept out of the pool: a checkout and return per move cost
        # more than the move's statements and commit
        self._mover: Any = None

    def checkpoint(self) -> None:
        """Copy the WAL's committed pages into the database file, in the caller's thread
        (the server's: not the event loop). Left to SQLite, the commit that fills 1,000
        pages of WAL does this itself, fsyncs and all, and every table waits (4-30 ms
        once every few hundred moves). PASSIVE: never waits for, nor blocks, a commit."""
        if self.path is None:
            return
        with self._checkpointing:
            if self._checkpointer is None:
                self._checkpointer = sqlite3.connect(
                    self.path, isolation_level=None, check_same_thread=False
                )
            self._checkpointer.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()

    @contextlib.asynccontextmanager
    async def begin(self):
        with self.engine.begin() as conn:
            yield _OnLoop(conn)

    @contextlib.asynccontextmanager
    async def connect(self):
        with self.engine.connect() as conn:
            yield _OnLoop(conn)

    def write_move(self, values: dict, *, ending: bool) -> bool:
        """One log entry and the table's new sequence, committed; False (and nothing
        written) when the table is no longer at `values["expected"]`."""
        if self._mover is None:
            self._mover = self.engine.raw_connection()
        conn = self._mover
        try:
            cur = conn.cursor()
            cur.execute(_SQLITE_MOVE_ENDING if ending else _SQLITE_MOVE, values)
            if cur.rowcount != 1:
                conn.rollback()
                return False
            cur.execute(_SQLITE_INSERT_LOG, values)
            conn.commit()
            return True
        except BaseException:
            self._mover = None  # not trusted again: the next move takes a fresh one
            with contextlib.suppress(Exception):
                conn.rollback()
            with contextlib.suppress(Exception):
                conn.invalidate()
            raise

    async def dispose(self) -> None:
        if self._mover is not None:
            self._mover.close()  # back to the pool, which closes it
            self._mover = None
        self.engine.dispose()
        with self._checkpointing:
            if self._checkpointer is not None:
                self._checkpointer.close()
                self._checkpointer = None


class _OnLoop:
    __slots__ = ("conn",)

    def __init__(self, conn: sa.Connection) -> None:
        self.conn = conn

    async def execute(self, *args, **kwargs):
        return self.conn.execute(*args, **kwargs)


class PostgresConnections:
    """PostgreSQL connections straight from psycopg, in autocommit and kept open, for the
    statements of every move (the move itself, the small reads). Through SQLAlchemy's
    pool each checkout cost more CPU than the statement (events, the isolation level set
    and reset, the bookkeeping), and under load its overflow connections were closed on
    return and opened again, each a PostgreSQL process start. At most `size` are open;
    a caller beyond that waits for one to come back."""

    def __init__(self, conninfo: str, size: int) -> None:
        self.conninfo = conninfo
        self._slots = asyncio.Semaphore(size)
        self._idle: list = []

    @contextlib.asynccontextmanager
    async def connection(self):
        import psycopg

        async with self._slots:
            if self._idle:
                conn = self._idle.pop()
            else:
                conn = await psycopg.AsyncConnection.connect(self.conninfo, autocommit=True)
            try:
                yield conn
            except BaseException:
                # a statement failed or was cancelled half-way: the connection's state is
                # not known, so it is not given to anyone else
                with contextlib.suppress(Exception):
                    await conn.close()
                raise
            idle = psycopg.pq.TransactionStatus.IDLE
            if conn.closed or conn.info.transaction_status != idle:
                with contextlib.suppress(Exception):
                    await conn.close()
            else:
                self._idle.append(conn)

    async def close(self) -> None:
        idle, self._idle = self._idle, []
        for conn in idle:
            with contextlib.suppress(Exception):
                await conn.close()


MIGRATIONS = Path(__file__).parent / "migrations"
_MIGRATION_LOCK = 0x5EAB0A4D  # a PostgreSQL advisory lock: one process migrates at a time


def migrate(url: URL) -> None:
    """Bring the database to the newest schema (Alembic `upgrade head`)."""
    from alembic import command
    from alembic.config import Config

    if is_sqlite(url) and url.database:
        Path(url.database).parent.mkdir(parents=True, exist_ok=True)
    engine = sa.create_engine(url, poolclass=sa.pool.NullPool)
    if is_sqlite(url):
        sa.event.listen(engine, "connect", sqlite_pragmas)
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    try:
        with engine.connect() as conn:
            if not is_sqlite(url):
                conn.execute(sa.text("SELECT pg_advisory_lock(:k)"), {"k": _MIGRATION_LOCK})
                conn.commit()
            try:
                cfg.attributes["connection"] = conn
                command.upgrade(cfg, "head")
                conn.commit()
            finally:
                if not is_sqlite(url):
                    conn.execute(sa.text("SELECT pg_advisory_unlock(:k)"), {"k": _MIGRATION_LOCK})
                    conn.commit()
    finally:
        engine.dispose()
