"""kill -9 of the server at random moments while games are played over HTTP: after each
restart every acknowledged action is in the table's log, and every game still finishes.

The default run plays 4 games through 1 kill (and a last one before the check) on each
backend; the full run (50 games, 10 kills) is marked slow:
`pytest -m slow tests/server/test_kill.py -s` prints its counts.
"""

from __future__ import annotations

import asyncio
import random
import time
from pathlib import Path

import httpx
import pytest

from seaboard.engine.game import events_for
from seaboard.engine.record import Record
from seaboard.games import get_game
from tests.server.conftest import database_for
from tests.server.support import Server, auth

TITLES = ["fleet", "chaos_cove", "blackbeard", "dicegame"]


def children(pid: int) -> list[int]:
    out = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        text = (task / "children").read_text().split()
        out.extend(int(x) for x in text)
    return out


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().split()[2]
    except OSError:
        return False
    return state != "Z"


def own_actions(record: Record) -> dict[int, dict[int, str]]:
    """Per seat: its update number after each of its own actions -> the action's text."""
    game = get_game(record.title)
    state = game.new_state(game.make_config(**record.config), record.seed)
    seats = range(state.num_players)
    views = {p: state.view(p) for p in seats}
    count = dict.fromkeys(seats, 0)
    out: dict[int, dict[int, str]] = {p: {} for p in seats}
    for text in record.actions:
        mover = state.to_move
        events = state.apply(state.parse_action(text))
        for p in seats:
            view = state.view(p)
            if p == mover or events_for(events, p) or view != views[p]:
                count[p] += 1
                if p == mover:
                    out[p][count[p]] = text
            views[p] = view
    return out


async def drive(http: httpx.AsyncClient, table: dict, rng: random.Random, acks: list) -> None:
    """Play every human seat of a table at random until the game is over, through kills."""
    tokens = {s["seat"]: s["token"] for s in table["seats"] if s.get("token")}
    url = f"/api/tables/{table['id']}"
    while True:
        try:
            public = (await http.get(url)).json()
            if public["status"] == "over":
                return
            seat = public["to_move"]
            if seat not in tokens:  # a bot's turn
                await asyncio.sleep(0.05)
                continue
            mine = (await http.get(url, headers=auth(tokens[seat]))).json()
            if not mine["legal"]:
                await asyncio.sleep(0.02)
                continue
            text = rng.choice(mine["legal"])["text"]
            r = await http.post(
                url + "/actions",
                headers=auth(tokens[seat]),
                json={"action": text, "seq": mine["seq"]},
            )
            if r.status_code == 200:
                acks.append((seat, r.json()["seq"], text))
            else:
                assert r.status_code == 409, r.text
        except (httpx.TransportError, ValueError):  # the server is down: wait for it
            await asyncio.sleep(0.2)


def run(database: str, games: int, kills: int, seed: int = 0) -> dict[str, int]:
    rng = random.Random(seed)
    server = Server(database).start()
    try:
        with httpx.Client(base_url=server.url, timeout=30) as http:
            tables = []
            for i in range(games):
                seats = ["human", "human"] if i % 2 == 0 else ["human", "random"]
                r = http.post(
                    "/api/tables",
                    json={"title": TITLES[i % len(TITLES)], "seats": seats, "seed": 100 + i},
                )
                assert r.status_code == 201, r.text
                t = r.json()
                for s in t["seats"]:
                    if s.get("token"):
                        http.post(f"/api/tables/{t['id']}/join", headers=auth(s["token"]))
                tables.append(t)
        acks: dict[str, list] = {t["id"]: [] for t in tables}
        killed = 0

        async def killer(done: asyncio.Event) -> None:
            nonlocal killed
            # kills are spaced by acknowledged actions, not by time: on a fast machine a
            # timed kill could come after the last game ended and test nothing
            threshold = 0
            while killed < kills and not done.is_set():
                threshold += rng.randint(5, 30)
                while sum(map(len, acks.values())) < threshold:
                    if done.is_set():
                        return
                    await asyncio.sleep(0.01)
                workers = children(server.proc.pid)
                server.kill()
                killed += 1
                deadline = time.monotonic() + 20  # a worker still starting exits once up
                while [w for w in workers if alive(w)]:
                    assert time.monotonic() < deadline, "bot workers outlived the server"
                    await asyncio.sleep(0.1)
                await asyncio.to_thread(server.start)

        async def main() -> None:
            done = asyncio.Event()
            limits = httpx.Limits(max_connections=64)
            async with httpx.AsyncClient(base_url=server.url, timeout=10, limits=limits) as http:

                async def play_all() -> None:
                    await asyncio.gather(
                        *(drive(http, t, random.Random(t["id"]), acks[t["id"]]) for t in tables)
                    )
                    done.set()

                # a failing killer ends the run at once
                await asyncio.wait_for(asyncio.gather(play_all(), killer(done)), timeout=900)

        asyncio.run(main())
        # one last restart: what is stored is what was acknowledged
        server.kill()
        server.start()
        acknowledged = found = 0
        with httpx.Client(base_url=server.url, timeout=30) as http:
            for t in tables:
                record = Record.from_json(http.get(f"/api/tables/{t['id']}/record").json())
                assert record.result is not None, "a game did not finish"
                stored = own_actions(record)
                for seat, seq, text in acks[t["id"]]:
                    acknowledged += 1
                    found += stored[seat].get(seq) == text
        return {"games": games, "kills": killed, "acknowledged": acknowledged, "found": found}
    finally:
        server.stop()


@pytest.mark.parametrize(
    "games,kills",
    [pytest.param(4, 1, id="4games"), pytest.param(50, 10, id="50games", marks=pytest.mark.slow)],
)
def test_kill_9_loses_no_acknowledged_action(backend, tmp_path_factory, games, kills):
    url, drop = database_for(backend, tmp_path_factory)
    try:
        start = time.monotonic()
        counts = run(url, games, kills)
        print(f"\n{backend}: {counts}, {time.monotonic() - start:.0f} s")
        assert counts["kills"] == kills
        assert counts["acknowledged"] > 0
        assert counts["found"] == counts["acknowledged"]
    finally:
        drop()


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"])
def test_downtime_is_not_charged_to_the_seat_to_move(backend, tmp_path_factory):
    """A clock rebuilt after kill -9 charges the seat to move for the time the server was
    up (before the kill, since the restart), never for the time it was down."""
    down = 3.0
    url, drop = database_for(backend, tmp_path_factory)
    server = Server(url)
    try:
        server.start()
        with httpx.Client(base_url=server.url, timeout=30) as http:
            r = http.post(
                "/api/tables",
                json={
                    "title": "fleet",
                    "seats": ["human", "human"],
                    "seed": 3,
                    "clock": {"base": 600, "increment": 0},
                },
            )
            assert r.status_code == 201, r.text
            t = r.json()
            tokens = [s["token"] for s in t["seats"]]
            for token in tokens:
                assert http.post(f"/api/tables/{t['id']}/join", headers=auth(token)).is_success
            first = http.get(f"/api/tables/{t['id']}", headers=auth(tokens[0])).json()
            mover = first["to_move"]
            me = http.get(f"/api/tables/{t['id']}", headers=auth(tokens[mover])).json()
            r = http.post(
                f"/api/tables/{t['id']}/actions",
                headers=auth(tokens[mover]),
                json={"action": me["legal"][0]["n"], "seq": me["seq"]},
            )
            assert r.status_code == 200, r.text
            moved_at = time.time()
            before = {c["seat"]: c for c in r.json()["clocks"]}
        to_move = next(s for s, c in before.items() if c["running"])
        server.kill()
        time.sleep(down)
        server.start()
        after = httpx.get(f"{server.url}/api/tables/{t['id']}", headers=auth(tokens[0])).json()
        up = time.time() - moved_at - down  # at most this long was the server up since the move
        clocks = {c["seat"]: c for c in after["clocks"]}
        assert clocks[to_move]["running"]
        charged = before[to_move]["remaining"] - clocks[to_move]["remaining"]
        assert 0 <= charged <= up + 0.05, (charged, up)
        for seat, clock in clocks.items():
            if seat != to_move:  # a clock at rest stays as it was
                assert clock["remaining"] == before[seat]["remaining"]
    finally:
        server.stop()
        drop()
