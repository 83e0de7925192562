"""Driving the web table like a person, and checking each page against the true table.

`TrueTable` rebuilds the table from the server's own log in its SQLite file (as the
server does on a restart), so the test knows the true state and can ask what each seat
may see: `view(seat)`, and the page the server draws from it."""

from __future__ import annotations

import random
import sqlite3
import time
from pathlib import Path
from typing import Any

import httpx

from seaboard.games import get_game
from seaboard.server.live import Entry, LiveTable
from seaboard.server.page import page as page_for


class TrueTable:
    def __init__(self, db_path: Path, table_id: str) -> None:
        self.db_path = db_path
        self.id = table_id
        with sqlite3.connect(db_path) as conn:
            row = conn.execute(
                "SELECT title, config, seed, undo FROM seaboard_tables WHERE id = ?", (table_id,)
            ).fetchone()
            agents = [
                r[0]
                for r in conn.execute(
                    "SELECT agent FROM seaboard_seats WHERE table_id = ? ORDER BY seat",
                    (table_id,),
                )
            ]
        import json

        title, config, seed, undo = row
        game = get_game(title)
        self.table = LiveTable(
            table_id, game, game.make_config(**json.loads(config)), seed, agents, undo=bool(undo)
        )
        self.table.started_at = 0.0

    def catch_up(self) -> LiveTable:
        with sqlite3.connect(self.db_path) as conn:
            rows = conn.execute(
                'SELECT seq, kind, seat, at, action, keep, "by" FROM seaboard_log '
                "WHERE table_id = ? AND seq > ? ORDER BY seq",
                (self.id, self.table.log_seq),
            ).fetchall()
        for r in rows:
            self.table.apply(Entry(*r))
        return self.table

    def settled(self, timeout: float = 60) -> LiveTable:
        """The table once no bot is thinking: a person decides, or the game is over."""
        deadline = time.monotonic() + timeout
        while True:
            table = self.catch_up()
            if table.mover_agent() is None or table.state.is_over:
                return table
            if time.monotonic() > deadline:
                raise AssertionError(f"the bots did not move in {timeout} s")
            time.sleep(0.05)

    def expected_page(self, seat: int | None) -> dict[str, Any]:
        return page_for(self.table, seat)


def wait_for_log(truth: TrueTable, before: int, timeout: float = 20) -> LiveTable:
    """The table once its log has moved past entry `before` (a click was committed)."""
    deadline = time.monotonic() + timeout
    while truth.catch_up().log_seq == before:
        assert time.monotonic() < deadline, "nothing was committed"
        time.sleep(0.02)
    return truth.table


def create(base_url: str, **body) -> dict:
    r = httpx.post(base_url + "/api/tables", json=body, timeout=30)
    assert r.status_code == 201, r.text
    return r.json()


def shown(page) -> dict[str, Any]:
    return page.evaluate("window.seaboardShown")


def wait_seq(page, seq: int, timeout: float = 20_000, status: str | None = None) -> None:
    """Until the page shows the seat's update `seq` (and the table's `status`: a start
    changes no update number)."""
    also = f" && document.body.dataset.status === '{status}'" if status else ""
    page.wait_for_function(
        f"document.body.dataset.seq === '{seq}'{also}", timeout=timeout, polling=50
    )


def check_page(page, truth: TrueTable, seat: int | None) -> None:
    """The page shows exactly what the server draws from `view(seat)` of the true state,
    and its DOM holds the seat's legal actions only."""
    table = truth.table
    wait_seq(page, table.seq(seat), status=table.status)
    got = shown(page)
    want = truth.expected_page(seat)
    assert got["seat"] == seat
    assert got["view"] == table.state.view(seat), "the page's view is not view(seat)"
    assert got["svg"] == want["svg"]
    assert got["text"] == want["text"]
    assert [a["text"] for a in got["legal"]] == [a["text"] for a in want["legal"]]
    # every clickable action in the DOM is a legal action of this seat now
    offered = set(
        page.eval_on_selector_all("[data-action]", "els => els.map(e => e.dataset.action)")
    )
    assert offered <= {a["text"] for a in want["legal"]}, offered
    assert page.get_attribute("body", "data-seat") == ("" if seat is None else str(seat))
    # the secrets the issue names, looked up in the DOM itself: another seat's hand is
    # absent, and so is Blackbeard's Adventure from a page whose view does not place it
    hands = page.eval_on_selector_all("[data-hand]", "els => els.map(e => e.dataset.hand)")
    assert all(h == str(seat) for h in hands), hands
    if table.game.info.name == "blackbeard" and seat != 0:
        view = table.state.view(seat)
        drawn = page.locator('#board [data-piece="adventure"]').count()
        assert drawn == (1 if view.get("adventure") else 0)


def click_an_action(page, rng: random.Random) -> str:
    """Click one of the offered actions: on the board when it is drawn there (half the
    time), else its button in the list."""
    board = page.eval_on_selector_all(
        "#board [data-action]", "els => els.map(e => e.dataset.action)"
    )
    listed = page.eval_on_selector_all(
        "#actions [data-action]", "els => els.map(e => e.dataset.action)"
    )
    assert listed, "a seat to move is offered no action"
    if board and rng.random() < 0.5:
        text = rng.choice(sorted(set(board)))
        spot = page.locator(f'#board [data-action="{text}"]').first
        choices = spot.get_attribute("data-choices")
        spot.click()
        if choices:  # the board stands for several actions here: the page asks which
            text = rng.choice(choices.split("|"))
            page.locator(f'#board-choices [data-action="{text}"]').click()
    else:
        text = rng.choice(listed)
        page.locator(f'#actions [data-action="{text}"]').click()
    return text


def play_to_the_end(
    pages: dict[int, Any],
    truth: TrueTable,
    rng: random.Random,
    *,
    spectator=None,
    max_clicks: int = 2000,
    shots: tuple[Path, str] | None = None,
    check_every: int = 1,
) -> int:
    """Click random legal actions in the page of whichever person is to move, checking
    every page against the true table, until the game is over. Returns the clicks."""
    clicks = 0
    while True:
        table = truth.settled()
        if clicks % check_every == 0 or table.state.is_over:
            for seat, page in pages.items():
                check_page(page, truth, seat)
            if spectator is not None:
                check_page(spectator, truth, None)
        if table.state.is_over:
            return clicks
        assert clicks < max_clicks, "the game did not end"
        mover = table.state.to_move
        page = pages[mover]
        wait_seq(page, table.seq(mover))
        page.wait_for_selector("#actions [data-action]")
        if shots is not None and clicks in (2, 30):
            folder, name = shots
            page.screenshot(path=str(folder / f"{name}-move{clicks}-seat{mover}.png"))
        before = table.log_seq
        click_an_action(page, rng)
        clicks += 1
        # the click is answered once committed; wait for the log to show it
        deadline = time.monotonic() + 20
        while truth.catch_up().log_seq == before:
            assert time.monotonic() < deadline, "the click was not committed"
            err = page.text_content("#error") or ""
            assert not err.strip(), err
            time.sleep(0.02)
