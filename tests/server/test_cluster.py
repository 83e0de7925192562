"""Two server processes on one PostgreSQL database (as `uvicorn --workers 2`, or two
hosts): a move made through one reaches the sockets held by the other (LISTEN/NOTIFY),
and of 100 concurrent conflicting submissions to one table, split between them, exactly
one is applied."""

from __future__ import annotations

import asyncio
import json

import httpx
import pytest
from websockets.sync.client import connect

from tests.server.conftest import database_for
from tests.server.support import Server, auth


@pytest.fixture(scope="module")
def pair(tmp_path_factory):
    url, drop = database_for("postgresql", tmp_path_factory)
    servers = []
    try:
        for _ in range(2):
            servers.append(Server(url).start())
        yield servers
    finally:
        for s in servers:
            s.stop()
        drop()


def test_moves_reach_sockets_of_the_other_process(pair):
    a, b = pair
    with httpx.Client(base_url=a.url, timeout=30) as http:
        t = http.post(
            "/api/tables", json={"title": "dicegame", "seats": ["human", "human"], "seed": 9}
        ).json()
        tok = [s["token"] for s in t["seats"]]
        http.post(f"/api/tables/{t['id']}/join", headers=auth(tok[0]))
        # seat 1 joins through its socket on the other process
        with connect(f"{b.ws_url}/api/tables/{t['id']}/ws?token={tok[1]}") as ws:
            sync = json.loads(ws.recv(timeout=10))
            assert sync["status"] == "running"
            seq = http.get(f"/api/tables/{t['id']}", headers=auth(tok[0])).json()["seq"]
            r = http.post(
                f"/api/tables/{t['id']}/actions",
                headers=auth(tok[0]),
                json={"action": "draw", "seq": seq},
            )
            assert r.status_code == 200, r.text
            update = json.loads(ws.recv(timeout=10))
            assert update["type"] == "update" and update["seq"] == 1
            assert [e["kind"] for e in update["events"]] == ["drew"]
            assert "card" not in update["events"][0]["data"]  # seat 0's card stays with seat 0
            # and back: seat 1 moves through b, seat 0's view on a follows
            r = httpx.post(
                f"{b.url}/api/tables/{t['id']}/actions",
                headers=auth(tok[1]),
                json={"action": "roll", "seq": 1},
            )
            assert r.status_code == 200, r.text
        mine = http.get(f"/api/tables/{t['id']}", headers=auth(tok[0])).json()
        assert mine["to_move"] == 0 and mine["events"][-1]["kind"] == "rolled"


def test_one_of_100_conflicting_submissions_applies(pair):
    a, b = pair
    with httpx.Client(base_url=a.url, timeout=30) as http:
        t = http.post(
            "/api/tables", json={"title": "fleet", "seats": ["human", "human"], "seed": 5}
        ).json()
        tok = [s["token"] for s in t["seats"]]
        for k in tok:
            http.post(f"/api/tables/{t['id']}/join", headers=auth(k))
        mover = http.get(f"/api/tables/{t['id']}").json()["to_move"]
        tok = [tok[mover]]  # only the seat to move matters from here
        me = http.get(f"/api/tables/{t['id']}", headers=auth(tok[0])).json()
        legal = [x["text"] for x in me["legal"]]
        assert len(legal) > 1
    # b knows the table too before the race
    assert httpx.get(f"{b.url}/api/tables/{t['id']}").status_code == 200

    async def race():
        async with httpx.AsyncClient(timeout=60, limits=httpx.Limits(max_connections=200)) as http:
            return await asyncio.gather(
                *(
                    http.post(
                        f"{(a, b)[i % 2].url}/api/tables/{t['id']}/actions",
                        headers=auth(tok[0]),
                        json={"action": legal[i % len(legal)], "seq": me["seq"]},
                    )
                    for i in range(100)
                )
            )

    replies = asyncio.run(race())
    codes = sorted(r.status_code for r in replies)
    assert codes.count(200) == 1, codes
    assert set(codes) <= {200, 409}, codes
    record = httpx.get(f"{a.url}/api/tables/{t['id']}/record", headers=auth(tok[0])).json()
    assert len([s for s in record["steps"] if s["action"]]) == 1
    winner = next(r for r in replies if r.status_code == 200).json()
    for server in (a, b):
        seen = httpx.get(f"{server.url}/api/tables/{t['id']}", headers=auth(tok[0])).json()
        assert seen["seq"] == winner["seq"] and seen["view"] == winner["view"]


def test_a_move_whose_note_was_lost_still_reaches_the_sockets(pair):
    """As if a process were killed between its commit and its NOTIFY: the move is in the
    database and no note ever comes. The sockets watching the table still get it."""
    import psycopg

    a, _ = pair
    with httpx.Client(base_url=a.url, timeout=30) as http:
        t = http.post(
            "/api/tables", json={"title": "dicegame", "seats": ["human", "human"], "seed": 9}
        ).json()
        tok = [s["token"] for s in t["seats"]]
        for k in tok:
            http.post(f"/api/tables/{t['id']}/join", headers=auth(k))
        mover = http.get(f"/api/tables/{t['id']}").json()["to_move"]
        me = http.get(f"/api/tables/{t['id']}", headers=auth(tok[mover])).json()
        action = me["legal"][0]["text"]
        watcher = 1 - mover
        with connect(f"{a.ws_url}/api/tables/{t['id']}/ws?token={tok[watcher]}") as ws:
            assert json.loads(ws.recv(timeout=10))["type"] == "sync"
            with psycopg.connect(a.database.replace("postgresql+psycopg", "postgresql")) as conn:
                conn.execute(
                    'INSERT INTO seaboard_log (table_id, seq, kind, seat, action, "by", at) '
                    "VALUES (%s, 1, 'action', %s, %s, 'human', extract(epoch from now()))",
                    (t["id"], mover, action),
                )
                conn.execute("UPDATE seaboard_tables SET seq = 1 WHERE id = %s", (t["id"],))
            update = json.loads(ws.recv(timeout=10))
            assert update["type"] == "update" and update["seq"] == 1
        seen = http.get(f"/api/tables/{t['id']}", headers=auth(tok[mover])).json()
        assert seen["events"] and seen["seq"] == 1
