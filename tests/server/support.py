"""Real servers for the tests: `python -m seaboard.server` on 127.0.0.1 at a free port,
against a SQLite file or a PostgreSQL database made for the run (and dropped after)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import uuid
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[2]
PG_HOST = os.environ.get("SEABOARD_TEST_PG", "postgresql://postgres@127.0.0.1:5432")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def postgres_reachable() -> str | None:
    """None when PostgreSQL answers; otherwise why not."""
    import psycopg

    try:
        with psycopg.connect(PG_HOST + "/postgres", connect_timeout=3):
            return None
    except Exception as exc:
        return str(exc).strip().splitlines()[0]


class PostgresDatabase:
    """A database of its own for one test, so parallel workers never meet."""

    def __init__(self) -> None:
        import psycopg

        self.name = "seaboard_test_" + uuid.uuid4().hex[:12]
        with psycopg.connect(PG_HOST + "/postgres", autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{self.name}"')
        self.url = PG_HOST.replace("postgresql://", "postgresql+psycopg://") + "/" + self.name

    def drop(self) -> None:
        import psycopg

        with psycopg.connect(PG_HOST + "/postgres", autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{self.name}" WITH (FORCE)')


class Server:
    """One server process. `kill()` is kill -9; `start()` again on the same database."""

    def __init__(
        self,
        database: str,
        *,
        port: int | None = None,
        tables_per_minute: int = 0,
        bot_workers: int = 1,
        log: Path | None = None,
        log_level: str = "warning",
    ) -> None:
        self.database = database
        self.port = port or free_port()
        self.tables_per_minute = tables_per_minute
        self.bot_workers = bot_workers
        self.log = log
        self.log_level = log_level
        self.proc: subprocess.Popen | None = None
        self.url = f"http://127.0.0.1:{self.port}"
        self.ws_url = f"ws://127.0.0.1:{self.port}"

    def start(self, timeout: float = 60) -> Server:
        env = dict(os.environ)
        env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
        env.setdefault("SEABOARD_EXTRA_GAMES", "tests.engine.dicegame:GAME")
        out = open(self.log, "ab") if self.log else subprocess.DEVNULL  # noqa: SIM115
        self.proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "seaboard.server",
                "--port",
                str(self.port),
                "--database",
                self.database,
                "--bot-workers",
                str(self.bot_workers),
                "--tables-per-minute",
                str(self.tables_per_minute),
                "--log-level",
                self.log_level,
            ],
            env=env,
            stdout=out,
            stderr=out,
            cwd=ROOT,
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"the server exited with {self.proc.returncode}")
            try:
                if httpx.get(self.url + "/api/titles", timeout=2).status_code == 200:
                    return self
            except httpx.HTTPError:
                pass
            time.sleep(0.1)
        raise RuntimeError("the server did not answer in time")

    def kill(self) -> None:
        """kill -9: no shutdown, no flushing; whatever was not committed is lost."""
        assert self.proc is not None
        os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.wait()

    def stop(self) -> None:
        if self.proc is None or self.proc.poll() is not None:
            return
        self.proc.send_signal(signal.SIGTERM)
        try:
            self.proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.kill()


def create(client: httpx.Client, **body) -> dict:
    r = client.post("/api/tables", json=body)
    assert r.status_code == 201, r.text
    return r.json()


def auth(token: str | None) -> dict[str, str]:
    return {} if token is None else {"Authorization": f"Bearer {token}"}
