"""Storage: the migrations build exactly the tables the code uses, on both backends;
tokens are stored hashed and never written to a log; `seaboard serve` refuses a bad
database in one line and serves on a good one."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys

import httpx
import sqlalchemy as sa
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from websockets.sync.client import connect

from seaboard.server import db
from tests.server.support import ROOT, Server, auth, create, free_port


def test_migrations_match_the_models(database):
    url = db.parse_url(database)
    db.migrate(url)
    db.migrate(url)  # a second start finds nothing to do
    engine = sa.create_engine(url)
    try:
        with engine.connect() as conn:
            diff = compare_metadata(MigrationContext.configure(conn), db.metadata)
            version = conn.execute(sa.text("SELECT version_num FROM alembic_version")).scalar()
    finally:
        engine.dispose()
    assert diff == []
    assert version == "0001"


def test_tokens_are_hashed_and_never_logged(tmp_path):
    path = tmp_path / "t.db"
    log = tmp_path / "server.log"
    server = Server(f"sqlite:///{path}", log=log, log_level="info").start()
    try:
        with httpx.Client(base_url=server.url) as http:
            t = create(http, title="dicegame", seats=["human", "human"])
            tokens = [s["token"] for s in t["seats"]]
            for token in tokens:
                with connect(f"{server.ws_url}/api/tables/{t['id']}/ws?token={token}") as ws:
                    assert json.loads(ws.recv(timeout=10))["type"] == "sync"
            assert http.get(f"/api/tables/{t['id']}", headers=auth(tokens[0])).status_code == 200
    finally:
        server.stop()
    with sqlite3.connect(path) as conn:
        stored = [r[0] for r in conn.execute("SELECT token_hash FROM seaboard_seats")]
    assert all(len(h) == 32 for h in stored)
    dump = b"".join(
        path.parent.glob("t.db*") and (p.read_bytes() for p in path.parent.glob("t.db*"))
    )
    text = log.read_text()
    assert "WebSocket" in text and "token=[hidden]" in text
    for token in tokens:
        assert token.encode() not in dump
        assert token not in text


def test_serve_refuses_a_bad_database_in_one_line():
    seaboard = ROOT / ".venv" / "bin" / "seaboard"
    exe = [str(seaboard)] if seaboard.exists() else [sys.executable, "-m", "seaboard"]
    r = subprocess.run(
        [*exe, "serve", "--database", "mysql://nobody@127.0.0.1/x", "--port", str(free_port())],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert r.returncode == 2
    assert r.stderr.count("\n") == 1 and r.stderr.startswith("seaboard: --database")


def test_seaboard_serve_serves(tmp_path):
    seaboard = ROOT / ".venv" / "bin" / "seaboard"
    exe = [str(seaboard)] if seaboard.exists() else [sys.executable, "-m", "seaboard"]
    port = free_port()
    proc = subprocess.Popen(
        [*exe, "serve", "--port", str(port), "--bot-workers", "1"],
        cwd=tmp_path,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        import time

        deadline = time.monotonic() + 60
        while True:
            try:
                r = httpx.get(f"http://127.0.0.1:{port}/api/titles", timeout=2)
                break
            except httpx.HTTPError:
                assert proc.poll() is None and time.monotonic() < deadline
                time.sleep(0.2)
        assert r.status_code == 200
        assert (tmp_path / "seaboard.db").exists()  # the embedded default, here
    finally:
        proc.terminate()
        proc.wait(timeout=30)
