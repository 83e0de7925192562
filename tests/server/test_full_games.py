"""A whole game of every title in the registry, played over real sockets: two WebSocket
clients (people choosing at random, or one person and a spectator at a two-seat title)
and a bot. Every message each client received is then checked against the engine: its
view is `view(seat)` at that point, its events are exactly `events_for(events, seat)` in
words, its legal actions are the seat's own. Nothing else reaches a client."""

from __future__ import annotations

import asyncio
import json
import random

import httpx
import pytest
import websockets

from seaboard.agents.base import make_agent
from seaboard.engine.agent import Clock
from seaboard.engine.game import events_for
from seaboard.engine.match import agent_seed
from seaboard.engine.record import Record
from seaboard.games import all_games, get_game
from tests.server.support import auth

TITLES = [g.info.name for g in all_games()]
KEYS = {
    "type",
    "id",
    "title",
    "status",
    "seat",
    "seq",
    "to_move",
    "view",
    "legal",
    "events",
    "result",
    "clocks",
    "timeouts",
    "undo",
    "joined",
}


def seating(name: str) -> tuple[list[str], list[int | None]]:
    """Seats, and the audiences that get a WebSocket client (None: a spectator)."""
    game = get_game(name)
    players = (
        3 if game.info.min_players <= 3 <= game.info.max_players else max(2, game.info.min_players)
    )
    try:
        game.heuristic(0, game.make_config(players), {})
        bot = "heuristic"
    except Exception:
        bot = "random"
    if players >= 3:
        return ["human", "human"] + [bot] * (players - 2), [0, 1, None]
    return ["human"] + [bot] * (players - 1), [0, None]


async def client(server, table, audience, token, rng, inbox: list) -> None:
    url = f"{server.ws_url}/api/tables/{table}/ws?since=0" + (f"&token={token}" if token else "")
    async with (
        httpx.AsyncClient(base_url=server.url, timeout=60) as http,
        websockets.connect(url, max_size=2**24) as ws,
    ):
        async for raw in ws:
            msg = json.loads(raw)
            inbox.append(msg)
            if msg["status"] == "over":
                return
            if audience is not None and msg["legal"] and msg["to_move"] == audience:
                pick = rng.choice(msg["legal"])
                action = pick["n"] if rng.random() < 0.5 else pick["text"]
                r = await http.post(
                    f"/api/tables/{table}/actions",
                    headers=auth(token),
                    json={"action": action, "seq": msg["seq"]},
                )
                assert r.status_code in (200, 409), r.text  # 409: a newer update is on its way


def expected_streams(record: Record, audiences):
    """Per audience: its updates as the engine derives them, each (events, view, legal)."""
    game = get_game(record.title)
    state = game.new_state(game.make_config(**record.config), record.seed)

    def legal(p):
        if p is None or state.to_move != p:
            return None
        return [
            {"n": i, "text": a.text, "label": state.label(a)}
            for i, a in enumerate(state.legal_actions(), 1)
        ]

    views = {p: state.view(p) for p in audiences}
    streams = {p: [([], views[p], legal(p))] for p in audiences}
    for text in record.actions:
        mover = state.to_move
        events = state.apply(state.parse_action(text))
        for p in audiences:
            view = state.view(p)
            mine = [
                {"kind": e.kind, "data": e.data, "text": str(game.render_event(e, p))}
                for e in events_for(events, p)
            ]
            if p == mover or mine or view != views[p]:
                streams[p].append((mine, view, legal(p)))
            views[p] = view
    return streams, state


def check_bots_reproduce(record: Record) -> None:
    """Each bot move is what the bot plays on `determinize(seat)` with `agent_seed`."""
    game = get_game(record.title)
    config = game.make_config(**record.config)
    state = game.new_state(config, record.seed)
    for ply, text in enumerate(record.actions):
        seat = state.to_move
        spec = record.agents[seat]
        if spec != "human":
            agent = make_agent(spec, game, seat, config)
            agent.reseed(agent_seed(record.seed, seat, ply))
            seen = state.determinize(seat, agent.rng.split()) if agent.needs_state else None
            assert agent.act(seen, state.legal_actions(), Clock(None)).text == text, ply
        state.apply(state.parse_action(text))


@pytest.mark.parametrize("title", TITLES)
def test_full_game_leaks_nothing(server, title):
    seats, audiences = seating(title)
    with httpx.Client(base_url=server.url, timeout=60) as http:
        r = http.post("/api/tables", json={"title": title, "seats": seats, "seed": 1234})
        assert r.status_code == 201, r.text
        table = r.json()
    tokens = {s["seat"]: s.get("token") for s in table["seats"]}
    inboxes = {p: [] for p in audiences}

    async def main():
        rng = random.Random(title)
        await asyncio.wait_for(
            asyncio.gather(
                *(
                    client(
                        server,
                        table["id"],
                        p,
                        tokens.get(p) if p is not None else None,
                        rng,
                        inboxes[p],
                    )
                    for p in audiences
                )
            ),
            timeout=600,
        )

    asyncio.run(main())
    with httpx.Client(base_url=server.url, timeout=60) as http:
        record = Record.from_json(http.get(f"/api/tables/{table['id']}/record").json())
    assert record.result is not None
    streams, final = expected_streams(record, audiences)
    assert final.result() == record.result
    for p, inbox in inboxes.items():
        expected = streams[p]
        got_events = []
        for msg in inbox:
            assert set(msg) == KEYS, set(msg) ^ KEYS
            assert msg["seat"] == p
            k = msg["seq"]
            _, view, legal = expected[k]
            assert msg["view"] == view, (p, k)
            if msg["status"] == "running" and msg["to_move"] == p:
                assert msg["legal"] == legal, (p, k)
            else:
                assert msg["legal"] == []
            got_events.extend(msg["events"])
        want = [dict(e, seq=k) for k, (events, _, _) in enumerate(expected) for e in events]
        assert got_events == want, p
        assert inbox[-1]["result"] == record.result.to_json()
    check_bots_reproduce(record)
