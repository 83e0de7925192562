"""The API's promises, against a real server on SQLite and on PostgreSQL: who sees what,
what is refused (and that a refusal changes nothing), take-backs, records, reconnects."""

from __future__ import annotations

import json
import random
import time

import httpx
import pytest
from websockets.sync.client import connect

from seaboard.engine.game import events_for
from seaboard.engine.match import replay
from seaboard.engine.record import Record
from seaboard.games import get_game
from tests.server.support import Server, auth, create

DICE = get_game("dicegame")


def started(client, title="dicegame", seats=("human", "human"), **body):
    t = create(client, title=title, seats=list(seats), **body)
    for s in t["seats"]:
        if s.get("token"):
            assert (
                client.post(f"/api/tables/{t['id']}/join", headers=auth(s["token"])).status_code
                == 200
            )
    return t


def tokens(t):
    return [s.get("token") for s in t["seats"]]


def state(client, t, token=None):
    r = client.get(f"/api/tables/{t['id']}", headers=auth(token))
    assert r.status_code == 200, r.text
    return r.json()


def play(client, t, token, action):
    seq = state(client, t, token)["seq"]
    r = client.post(
        f"/api/tables/{t['id']}/actions", headers=auth(token), json={"action": action, "seq": seq}
    )
    assert r.status_code == 200, r.text
    return r.json()


def local(seed, actions, players=2):
    s = DICE.new_state(DICE.make_config(players), seed)
    for a in actions:
        s.apply(s.parse_action(a))
    return s


def test_create_join_and_views(client):
    t = create(client, title="dicegame", seats=["human", "human"], seed=7)
    tok = tokens(t)
    assert t["seats"][0]["token"] != t["seats"][1]["token"]
    assert t["seats"][0]["join_url"].endswith(f"#table={t['id']}&token={tok[0]}")
    assert t["status"] == "waiting"
    # before every seat has joined, nothing is played
    r = client.post(
        f"/api/tables/{t['id']}/actions", headers=auth(tok[0]), json={"action": "roll", "seq": 0}
    )
    assert r.status_code == 409 and r.json()["rule"] == "join"
    for k in tok:
        client.post(f"/api/tables/{t['id']}/join", headers=auth(k))
    truth = local(7, [])
    spectator = state(client, t)
    assert spectator["status"] == "running"
    assert spectator["view"] == truth.view(None) and spectator["legal"] == []
    for seat in (0, 1):
        mine = state(client, t, tok[seat])
        assert mine["seat"] == seat and mine["view"] == truth.view(seat)
    assert state(client, t, tok[0])["legal"] == [
        {"n": i, "text": a.text, "label": truth.label(a)}
        for i, a in enumerate(truth.legal_actions(), 1)
    ]
    assert state(client, t, tok[1])["legal"] == []


def test_actions_by_text_and_number_and_their_events(client):
    t = started(client, seed=11)
    tok = tokens(t)
    out = play(client, t, tok[0], "draw")
    truth = local(11, [])
    events = truth.apply(truth.parse_action("draw"))
    assert out["seq"] == 1 and out["view"] == truth.view(0)
    assert [(e["kind"], e["data"]) for e in out["events"]] == [
        (e.kind, e.data) for e in events_for(events, 0)
    ]
    assert all(
        e["text"] == DICE.render_event(e2, 0)
        for e, e2 in zip(out["events"], events_for(events, 0), strict=True)
    )
    # seat 1 saw the draw, but not the card
    other = state(client, t, tok[1])
    assert other["events"][-1]["data"] == {"player": 0}
    n = next(x["n"] for x in state(client, t, tok[1])["legal"] if x["text"] == "roll")
    out = play(client, t, tok[1], n)
    assert out["to_move"] == 0


def test_moves_by_either_path_answer_alike_with_the_servers_time(client):
    """A plain move is answered without FastAPI's route (`FastMoves`); one with a charset
    in its content type goes through the route. Both answer the same way, with how long
    the server took (`Server-Timing`)."""
    t = started(client, seed=11)
    tok = tokens(t)
    url = f"/api/tables/{t['id']}/actions"
    keys = ("seq", "view", "legal", "events")

    def check(r, token):
        assert r.status_code == 200, r.text
        name, _, took = r.headers["server-timing"].partition(";dur=")
        assert name == "move" and float(took) > 0
        since = r.json()["seq"] - 1
        now = client.get(f"/api/tables/{t['id']}?since={since}", headers=auth(token)).json()
        assert {k: r.json()[k] for k in keys} == {k: now[k] for k in keys}

    check(client.post(url, headers=auth(tok[0]), json={"action": "draw", "seq": 0}), tok[0])
    seq = state(client, t, tok[1])["seq"]
    routed = client.post(
        url,
        headers={**auth(tok[1]), "Content-Type": "application/json; charset=utf-8"},
        content=json.dumps({"action": "roll", "seq": seq}).encode(),
    )
    check(routed, tok[1])


def test_refusals_change_nothing(client):
    t = started(client, seed=5)
    tok = tokens(t)
    url = f"/api/tables/{t['id']}/actions"
    before = {k: state(client, t, k) for k in (None, *tok)}

    def refused(status, headers, body=None, content=None, rule=None, field=None):
        r = client.post(url, headers=headers, json=body, content=content)
        assert r.status_code == status, r.text
        reply = r.json()
        assert reply["reason"]
        if rule:
            assert reply.get("rule") == rule
        if field:
            assert reply.get("field") == field
        return reply

    refused(409, auth(tok[0]), {"action": "roll", "seq": 3}, field="seq")  # stale
    refused(403, auth(tok[1]), {"action": "roll", "seq": 0})  # not seat 1's turn
    refused(401, auth("not-a-token"), {"action": "roll", "seq": 0}, field="token")
    refused(401, {}, {"action": "roll", "seq": 0})
    refused(422, auth(tok[0]), {"action": "sail away", "seq": 0})
    refused(422, auth(tok[0]), {"action": "buy 0", "seq": 0})
    refused(422, auth(tok[0]), {"action": 99, "seq": 0})
    refused(422, auth(tok[0]), {"action": "", "seq": 0})
    refused(422, auth(tok[0]), {"seq": 0})
    refused(422, auth(tok[0]), {"action": "roll", "seq": -1})
    refused(422, auth(tok[0]), content=b"{not json", rule=None)
    refused(413, auth(tok[0]), {"action": "x" * 201, "seq": 0}, field="action")
    refused(413, auth(tok[0]), {"action": "roll", "seq": 0, "pad": "x" * 20000}, field="body")
    r = client.post(
        "/api/tables/nosuchtable/actions", headers=auth(tok[0]), json={"action": "roll", "seq": 0}
    )
    assert r.status_code == 404
    after = {k: state(client, t, k) for k in (None, *tok)}
    for k in before:
        for field in ("seq", "view", "events", "legal"):
            assert after[k][field] == before[k][field]
    # a duplicate of an accepted submission is stale
    body = {"action": "roll", "seq": 0}
    assert client.post(url, headers=auth(tok[0]), json=body).status_code == 200
    assert client.post(url, headers=auth(tok[0]), json=body).status_code == 409


def test_bad_tables_are_refused_with_the_field(client):
    cases = [
        ({"title": "nosuch", "seats": ["human"]}, "title"),
        ({"title": "dicegame", "seats": ["human", "human"], "options": {"nope": 1}}, "options"),
        ({"title": "dicegame", "seats": ["human"] * 9}, "options"),
        ({"title": "dicegame", "seats": ["human", "wizard"]}, "seats.1"),
        ({"title": "dicegame", "seats": ["human", "mcts:time=1000"]}, "seats.1"),
        ({"title": "dicegame", "players": 3, "seats": ["human", "human"]}, "seats"),
    ]
    for body, field in cases:
        r = client.post("/api/tables", json=body)
        assert r.status_code == 422, (body, r.text)
        assert r.json()["field"] == field, (body, r.json())
    r = client.post("/api/tables", json={"title": "dicegame", "seats": ["human"], "seed": -1})
    assert r.status_code == 422 and "seed" in r.json()["field"]


def _prefix_to_a_buy(seed):
    """Actions from `seed` until seat 0 may buy a contract (found with the engine)."""
    rng = random.Random(seed)
    s = DICE.new_state(DICE.make_config(2), seed)
    actions = []
    while True:
        legal = [a.text for a in s.legal_actions()]
        buys = [a for a in legal if a.startswith("buy")]
        if buys and s.to_move == 0:
            return actions, buys[0]
        a = rng.choice([x for x in legal if not x.startswith("buy")])
        s.apply(s.parse_action(a))
        actions.append(a)


def test_undo_follows_the_rules_of_information(client):
    prefix, buy = _prefix_to_a_buy(3)
    t = started(client, seed=3)
    tok = tokens(t)
    # play the prefix seat by seat
    s = local(3, [])
    for a in prefix:
        play(client, t, tok[s.to_move], a)
        s.apply(s.parse_action(a))
    before = state(client, t, tok[0])
    other_before = state(client, t, tok[1])
    play(client, t, tok[0], buy)  # opens a payment: no die, no card
    r = client.post(f"/api/tables/{t['id']}/undo", headers=auth(tok[0]))
    assert r.status_code == 200, r.text
    after = r.json()
    assert after["view"] == before["view"] and after["seq"] == before["seq"] + 2
    assert after["events"][-1]["kind"] == "undo"
    # the other seat saw the buy and so sees the take-back; its view is as before
    assert state(client, t, tok[1])["view"] == other_before["view"]
    # a die rolled since: refused, naming why
    play(client, t, tok[0], "roll")
    r = client.post(f"/api/tables/{t['id']}/undo", headers=auth(tok[0]))
    assert r.status_code == 422 and r.json()["rule"] == "undo"
    assert "chance" in r.json()["reason"]
    # the record after the take-back is the actions without the bought contract
    rec = client.get(f"/api/tables/{t['id']}/record", headers=auth(tok[0])).json()
    own = [step["action"] for step in rec["steps"] if step["action"]]
    assert buy in own and own[-1] == "roll"


def test_undo_off(client):
    t = started(client, seed=1, undo=False)
    tok = tokens(t)
    play(client, t, tok[0], "draw")
    r = client.post(f"/api/tables/{t['id']}/undo", headers=auth(tok[0]))
    assert r.status_code == 403 and r.json()["rule"] == "undo"


def test_record_shows_each_seat_only_its_own(client):
    t = started(client, seed=21)
    tok = tokens(t)
    play(client, t, tok[0], "draw")
    play(client, t, tok[1], "draw")
    for seat in (0, 1):
        rec = client.get(f"/api/tables/{t['id']}/record", headers=auth(tok[seat])).json()
        assert "seed" not in rec and "actions" not in rec
        assert [s["action"] for s in rec["steps"] if s["action"]] == ["draw"]
        drawn = [e for s in rec["steps"] for e in s["events"] if e["kind"] == "drew"]
        assert [("card" in e["data"]) for e in drawn] == [seat == 0, seat == 1]
    spectator = client.get(f"/api/tables/{t['id']}/record").json()
    assert all(s["action"] is None for s in spectator["steps"])
    assert all("card" not in e["data"] for s in spectator["steps"] for e in s["events"])
    r = client.get(f"/api/tables/{t['id']}/replay/1")
    assert r.status_code == 403


def test_finished_game_record_and_replay(client):
    t = create(client, title="dicegame", seats=["random", "random"], seed=4)
    deadline = time.monotonic() + 60
    while state(client, t)["status"] != "over":
        assert time.monotonic() < deadline
        time.sleep(0.1)
    rec = Record.from_json(client.get(f"/api/tables/{t['id']}/record").json())
    assert rec.seed == 4 and rec.result is not None
    final = replay(DICE, rec)
    assert final.is_over and final.result() == rec.result
    last = client.get(f"/api/tables/{t['id']}/replay/{len(rec.actions)}").json()
    assert last["reveal"] == final.reveal() and last["view"] == final.view(None)
    first = client.get(f"/api/tables/{t['id']}/replay/0").json()
    assert (
        first["action"] is None
        and first["reveal"] == DICE.new_state(DICE.make_config(2), 4).reveal()
    )
    assert client.get(f"/api/tables/{t['id']}/replay/{len(rec.actions) + 1}").status_code == 404
    listed = client.get("/api/tables", params={"status": "over"}).json()
    assert any(x["id"] == t["id"] and x["result"] is not None for x in listed)


def test_reconnect_gets_exactly_what_it_missed(client, server):
    t = started(client, seed=8)
    tok = tokens(t)
    ws_url = f"{server.ws_url}/api/tables/{t['id']}/ws?token={tok[1]}&since=0"
    with connect(ws_url) as ws:
        first = json.loads(ws.recv(timeout=10))
        assert first["type"] == "sync" and first["seat"] == 1
        play(client, t, tok[0], "draw")
        update = json.loads(ws.recv(timeout=10))
        assert update["type"] == "update" and update["seq"] == 1
        seen = update["seq"]
    # while away: three more moves
    play(client, t, tok[1], "roll")
    s = state(client, t, tok[0])
    play(client, t, tok[0], s["legal"][0]["text"])
    all_events = state(client, t, tok[1])["events"]
    with connect(f"{server.ws_url}/api/tables/{t['id']}/ws?token={tok[1]}&since={seen}") as ws:
        sync = json.loads(ws.recv(timeout=10))
    assert sync["events"] == [e for e in all_events if e["seq"] > seen]
    assert sync["seq"] == state(client, t, tok[1])["seq"]


def test_sockets_refuse_bad_tokens_and_tables(server, client):
    t = started(client, seed=2)
    from websockets.exceptions import InvalidStatus

    for url in (
        f"{server.ws_url}/api/tables/{t['id']}/ws?token=wrong",
        f"{server.ws_url}/api/tables/nosuch/ws",
    ):
        with pytest.raises(InvalidStatus):
            connect(url, open_timeout=10).close()


def test_lobby(client):
    titles = client.get("/api/titles").json()
    names = {x["name"] for x in titles}
    assert {"blackbeard", "fleet", "chaos_cove", "dicegame"} <= names
    fleet = next(x for x in titles if x["name"] == "fleet")
    assert fleet["players"]["min"] == 1 and fleet["options"][0]["description"]
    t = create(client, title="fleet", seats=["human", "heuristic"])
    listed = client.get("/api/tables").json()
    mine = next(x for x in listed if x["id"] == t["id"])
    assert mine["status"] == "waiting"
    assert mine["seats"] == [
        {"seat": 0, "agent": "human", "joined": False},
        {"seat": 1, "agent": "heuristic", "joined": True},
    ]
    assert "token" not in json.dumps(listed)


def test_clock_runs_out_and_the_heuristic_plays(client):
    t = started(
        client, title="fleet", seats=["human", "heuristic"], clock={"base": 1, "increment": 0}
    )
    tok = tokens(t)
    deadline = time.monotonic() + 30
    while True:
        s = state(client, t, tok[0])
        if s["timeouts"][0] >= 1 and s["to_move"] != 0:
            break
        assert time.monotonic() < deadline, s
        time.sleep(0.1)
    assert any(e["kind"] == "timeout" and e["data"] == {"seat": 0} for e in s["events"])
    assert s["clocks"][0]["remaining"] == 0 or s["clocks"][0]["running"] is False
    spectator = state(client, t)
    assert spectator["timeouts"][0] >= 1


def test_too_many_new_tables_from_one_address_is_429(tmp_path):
    server = Server(f"sqlite:///{tmp_path / 'limits.db'}", tables_per_minute=3).start()
    try:
        with httpx.Client(base_url=server.url, timeout=30) as http:
            body = {"title": "dicegame", "seats": ["human", "human"]}
            for _ in range(3):
                assert http.post("/api/tables", json=body).status_code == 201
            r = http.post("/api/tables", json=body)
            assert r.status_code == 429, r.text
            assert "3 new tables per minute" in r.json()["reason"]
            assert 0 < int(r.headers["Retry-After"]) <= 61
            # refused: nothing was made
            assert len(http.get("/api/tables", params={"status": "waiting"}).json()) == 3
    finally:
        server.stop()
