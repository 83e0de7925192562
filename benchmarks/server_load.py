"""Load on the game server: N concurrent tables played over HTTP and WebSocket from
client processes (`--clients`, 2 by default), against a server in another process (all
started here on 127.0.0.1).

Every table has two human seats, both played by a client at random: each seat holds
a WebSocket, and when an update gives it the move it waits a think time (uniform in
[0.5, 1.5] x --think seconds; 0: at once) and POSTs one of its legal actions. When a game
ends a new table takes its place, so N tables are always in play. No bot plays, so the
numbers are the server's own work: bots' thinking is excluded. The tables are split
among the client processes, so one client's event loop is not in every move's latency.

Reported per move, after a warm-up:
- ack: from sending the POST to its 200 (the server has committed the move);
- seen: from sending the POST to the other seat's WebSocket update for it;
- server: the server's own time for the move, from its `Server-Timing` header (request
  received -> committed -> every socket's update queued), so what a loaded machine adds
  to the client's scheduling is separable from the server's work;
- moves/s, and the server's CPU seconds per move (from /proc).

    .venv/bin/python benchmarks/server_load.py --tables 200 --seconds 60 --database sqlite
    .venv/bin/python benchmarks/server_load.py --tables 200 --seconds 60 --database postgresql

Results and their history: benchmarks/README.md ("Server load").
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import random
import ssl
import sys
import tempfile
import time
from pathlib import Path

import httpx
import websockets

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.server.support import PostgresDatabase, Server, auth  # noqa: E402


class Stats:
    def __init__(self) -> None:
        self.ack: list[float] = []
        self.seen: list[float] = []
        self.server: list[float] = []  # the server's own seconds per move (Server-Timing)
        self.moves = 0
        self.refused = 0
        self.games = 0
        self.measuring = False
        self.sent: dict[tuple[str, int], float] = {}  # (table, seat that will see it) -> t


def pct(xs: list[float], q: float) -> float:
    if not xs:
        return float("nan")
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def waiting_seconds(pid: int) -> float:
    """Time the process was ready to run but waited for a CPU (/proc schedstat)."""
    return int(Path(f"/proc/{pid}/schedstat").read_text().split()[1]) / 1e9


def server_seconds(response: httpx.Response) -> float | None:
    """`Server-Timing: move;dur=MS` -> seconds (None: a server that does not say)."""
    header = response.headers.get("server-timing", "")
    for part in header.split(";"):
        if part.startswith("dur="):
            return float(part[4:]) / 1000
    return None


async def seat_loop(http, ws_base, table, seat, token, stats, think, rng, stop) -> None:
    url = f"{ws_base}/api/tables/{table}/ws?token={token}"
    other = 1 - seat
    async with websockets.connect(url, max_size=2**24, ping_interval=None) as ws:
        async for raw in ws:
            msg = json.loads(raw)
            t0 = stats.sent.pop((table, seat), None)
            if t0 is not None and stats.measuring and msg["type"] == "update":
                stats.seen.append(time.perf_counter() - t0)
            if msg["status"] == "over" or stop.is_set():
                return
            if not msg["legal"] or msg["to_move"] != seat:
                continue
            if think:
                await asyncio.sleep(think * rng.uniform(0.5, 1.5))
            action = rng.choice(msg["legal"])["n"]
            start = time.perf_counter()
            stats.sent[(table, other)] = start
            r = await http.post(
                f"/api/tables/{table}/actions",
                headers=auth(token),
                json={"action": action, "seq": msg["seq"]},
            )
            elapsed = time.perf_counter() - start
            if r.status_code == 200:
                if stats.measuring:
                    stats.ack.append(elapsed)
                    stats.moves += 1
                    own = server_seconds(r)
                    if own is not None:
                        stats.server.append(own)
            else:
                stats.sent.pop((table, other), None)
                stats.refused += 1


async def table_loop(base_url, ws_base, title, stats, think, rng, stop, tls) -> None:
    # a client of its own per table: one shared by all tables spends most of the client's
    # CPU matching hundreds of requests to hundreds of pooled connections (httpcore's pool
    # scans them all at every step), and the latency measured becomes the client's
    limits = httpx.Limits(max_connections=2, max_keepalive_connections=2)
    async with httpx.AsyncClient(base_url=base_url, timeout=60, limits=limits, verify=tls) as http:
        while not stop.is_set():
            r = await http.post("/api/tables", json={"title": title, "seats": ["human", "human"]})
            r.raise_for_status()
            t = r.json()
            await asyncio.gather(
                *(
                    seat_loop(
                        http, ws_base, t["id"], s["seat"], s["token"], stats, think, rng, stop
                    )
                    for s in t["seats"]
                )
            )
            stats.games += 1


async def drive(url, ws_url, tables, begin, end, think, titles, seed) -> dict:
    """This process's share of the tables; measured from `begin` to `end` (time.time())."""
    stats = Stats()
    stop = asyncio.Event()
    rng = random.Random(seed)
    tls = ssl.create_default_context()  # made once: each one costs ~0.1 s of CPU
    tasks = [
        asyncio.create_task(
            table_loop(url, ws_url, titles[i % len(titles)], stats, think, rng, stop, tls)
        )
        for i in tables
    ]
    await asyncio.sleep(max(0.0, begin - time.time()))
    stats.measuring = True
    own0, mine0 = time.process_time(), waiting_seconds(os.getpid())
    await asyncio.sleep(max(0.0, end - time.time()))
    stats.measuring = False
    own1, mine1 = time.process_time(), waiting_seconds(os.getpid())
    stop.set()
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    return {
        "ack": stats.ack,
        "seen": stats.seen,
        "server": stats.server,
        "moves": stats.moves,
        "refused": stats.refused,
        "games": stats.games,
        "cpu": own1 - own0,
        "wait": mine1 - mine0,
    }


def client(args) -> dict:
    return asyncio.run(drive(*args))


def measure(server: Server, tables: int, clients: int, seconds, warmup, think, titles) -> dict:
    begin = time.time() + warmup
    end = begin + seconds
    shares = [
        (server.url, server.ws_url, range(c, tables, clients), begin, end, think, titles, c)
        for c in range(clients)
    ]
    pid = server.proc.pid
    # fork: the clients start at once, with this process's imports (no event loop runs yet)
    with multiprocessing.get_context("fork").Pool(clients) as pool:
        pending = pool.map_async(client, shares)
        time.sleep(max(0.0, begin - time.time()))
        cpu0, wait0, t0 = cpu_seconds(pid), waiting_seconds(pid), time.perf_counter()
        time.sleep(max(0.0, end - time.time()))
        cpu1, wait1, t1 = cpu_seconds(pid), waiting_seconds(pid), time.perf_counter()
        parts = pending.get()
    wall = t1 - t0
    ack = [x for p in parts for x in p["ack"]]
    seen = [x for p in parts for x in p["seen"]]
    own = [x for p in parts for x in p["server"]]
    moves = sum(p["moves"] for p in parts)
    ms = lambda xs, q: round(pct(xs, q) * 1000, 1)  # noqa: E731
    return {
        "tables": tables,
        "clients": clients,
        "think_s": think,
        "seconds": round(wall, 1),
        "moves": moves,
        "moves_per_s": round(moves / wall, 1),
        "ack_p50_ms": ms(ack, 0.5),
        "ack_p99_ms": ms(ack, 0.99),
        "ack_max_ms": round(max(ack, default=float("nan")) * 1000, 1),
        "seen_p50_ms": ms(seen, 0.5),
        "seen_p99_ms": ms(seen, 0.99),
        "server_p50_ms": ms(own, 0.5),
        "server_p99_ms": ms(own, 0.99),
        "server_cpu_ms_per_move": round((cpu1 - cpu0) / max(1, moves) * 1000, 2),
        "server_cpu_share": round((cpu1 - cpu0) / wall, 2),
        # all the client processes together
        "client_cpu_share": round(sum(p["cpu"] for p in parts) / wall, 2),
        # ready to run but kept off the CPU by other processes on the machine (clients:
        # their mean)
        "server_cpu_wait_share": round((wait1 - wait0) / wall, 2),
        "client_cpu_wait_share": round(sum(p["wait"] for p in parts) / clients / wall, 2),
        "refused": sum(p["refused"] for p in parts),
        "games_finished": sum(p["games"] for p in parts),
        "load_avg": os.getloadavg()[0],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--warmup", type=float, default=10)
    parser.add_argument("--think", type=float, default=1.0, help="mean seconds before a move")
    parser.add_argument("--clients", type=int, default=2, help="client processes")
    parser.add_argument("--database", default="sqlite", help="sqlite, postgresql, or a URL")
    parser.add_argument("--titles", default="fleet,chaos_cove,blackbeard")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    drop = None
    tmp = tempfile.TemporaryDirectory()
    if args.database == "sqlite":
        url = f"sqlite:///{tmp.name}/load.db"
    elif args.database == "postgresql":
        pg = PostgresDatabase()
        url, drop = pg.url, pg.drop
    else:
        url = args.database
    server = Server(url, bot_workers=1).start()
    try:
        result = measure(
            server,
            args.tables,
            max(1, args.clients),
            args.seconds,
            args.warmup,
            args.think,
            args.titles.split(","),
        )
    finally:
        server.stop()
        if drop:
            drop()
        tmp.cleanup()
    result["database"] = args.database
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key:>24}: {value}")


if __name__ == "__main__":
    main()
