"""The web table in a real Chromium against a real `seaboard serve`.

For every title: two people (two browser contexts, each with its own join link) and a
bot where the title seats three, a whole game played by clicking, every page checked at
every step against the true table (its view is `view(seat)`, its board and text are what
the server draws from that view, its clickable actions are the seat's legal ones), until
the result screen. Then the lobby, reloads, a second tab, undo, replays and refusals."""

from __future__ import annotations

import random

import pytest

from seaboard.games import all_games, get_game
from tests.web.support import (
    TrueTable,
    check_page,
    create,
    play_to_the_end,
    shown,
    wait_for_log,
    wait_seq,
)

TITLES = [g.info.name for g in all_games() if g.info.name != "dicegame"]
# the quick games run by default; the long ones (many clicks) with -m slow
QUICK = {"blackbeard"}


def seating(name: str) -> list[str]:
    game = get_game(name)
    players = 3 if game.info.min_players <= 3 <= game.info.max_players else game.info.min_players
    return ["human", "human"] + ["heuristic"] * (players - 2)


def open_seat(browser, url: str, viewport=(1280, 800)):
    context = browser.new_context(viewport={"width": viewport[0], "height": viewport[1]})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(url)
    page.wait_for_function("document.body.dataset.seq !== ''")
    page.seaboard_errors = errors
    return context, page


@pytest.mark.parametrize(
    "title",
    [t if t in QUICK else pytest.param(t, marks=pytest.mark.slow) for t in TITLES],
)
def test_a_whole_game_by_clicking(title, web_server, browser, artifacts):
    seats = seating(title)
    made = create(web_server.url, title=title, seats=seats, seed=11)
    truth = TrueTable(web_server.db_path, made["id"])
    contexts, pages = [], {}
    for seat in made["seats"]:
        if "join_url" in seat:
            ctx, page = open_seat(browser, seat["join_url"])
            contexts.append(ctx)
            pages[seat["seat"]] = page
    watcher_ctx, watcher = open_seat(browser, made["spectate_url"])
    try:
        clicks = play_to_the_end(
            pages, truth, random.Random(5), spectator=watcher, shots=(artifacts, title)
        )
        assert clicks > 0
        for seat, page in pages.items():
            page.wait_for_selector("#result-screen")
            page.screenshot(path=str(artifacts / f"{title}-result-seat{seat}.png"), full_page=True)
            assert not page.seaboard_errors, page.seaboard_errors
        assert shown(watcher)["result"] == truth.table.state.result().to_json()
    finally:
        for ctx in [*contexts, watcher_ctx]:
            ctx.close()


def test_lobby_creates_a_table_and_links_every_person(web_server, browser, artifacts):
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    try:
        page.goto(web_server.url + "/")
        page.select_option("#title", "fleet")
        page.fill("#players", "3")
        page.dispatch_event("#players", "change")
        page.select_option("#seat-2", "random")
        # options come with the title's descriptions, folded away until asked for
        page.click("#options-panel summary")
        assert "Epic Fleet" in page.text_content("#options")
        page.screenshot(path=str(artifacts / "lobby.png"), full_page=True)
        page.click("#create")
        page.wait_for_selector("[data-join='1']")
        links = page.eval_on_selector_all("[data-join]", "els => els.map(e => e.dataset.join)")
        assert links == ["0", "1"]
        assert page.locator("[data-spectate]").count() == 1
        # a bad option is refused with the option's name
        page.fill("#opt-standard", "shrimp,nonsense")
        page.click("#create")
        page.wait_for_selector("form .error")
        assert "standard" in page.text_content("form .error")
        # the table is listed
        page.click("text=Refresh")
        page.wait_for_selector("#tables td")
        assert "fleet" in (page.text_content("#tables") or "").lower()
    finally:
        context.close()


def test_reload_second_tab_and_undo_keep_every_page_in_step(web_server, browser):
    made = create(web_server.url, title="fleet", players=2, seats=["human", "human"], seed=4)
    truth = TrueTable(web_server.db_path, made["id"])
    url = made["seats"][0]["join_url"]
    ctx_a, tab_a = open_seat(browser, url)
    ctx_b, other = open_seat(browser, made["seats"][1]["join_url"])
    tab_b = ctx_a.new_page()  # a second tab of the same seat
    try:
        tab_b.goto(url)
        table = truth.settled()
        assert table.state.to_move == 0
        check_page(tab_a, truth, 0)
        # seat 0 decides in one tab; the other tab and the other seat follow
        before = table.log_seq
        tab_a.locator("#actions [data-n='1']").click()
        wait_for_log(truth, before)
        for page, seat in ((tab_a, 0), (tab_b, 0), (other, 1)):
            check_page(page, truth, seat)
        # a reload resumes the game where it is
        tab_a.reload()
        tab_a.wait_for_function("document.body.dataset.seq !== ''")
        check_page(tab_a, truth, 0)
        # an undo in one tab updates the other tab and the other seat
        before = truth.table.log_seq
        tab_a.wait_for_selector("#undo:not([hidden])")
        tab_a.click("#undo")
        wait_for_log(truth, before)
        assert truth.table.actions == []
        for page, seat in ((tab_a, 0), (tab_b, 0), (other, 1)):
            check_page(page, truth, seat)
        assert tab_b.locator("#actions [data-action]").count() > 0
        # nothing left to take back: the server says so, naming the rule
        tab_b.click("#undo")
        tab_b.wait_for_selector("#error .error")
        assert "rule: undo" in tab_b.text_content("#error")
    finally:
        ctx_a.close()
        ctx_b.close()


def test_an_illegal_action_shows_the_rule_and_keys_pick_actions(web_server, browser):
    made = create(web_server.url, title="blackbeard", seats=["human", "heuristic"], seed=2)
    truth = TrueTable(web_server.db_path, made["id"])
    ctx, page = open_seat(browser, made["seats"][0]["join_url"])
    try:
        table = truth.settled()
        check_page(page, truth, 0)
        page.fill("#typed", "sail jane nowhere")
        page.press("#typed", "Enter")
        page.wait_for_selector("#error .error")
        assert "refused" in page.text_content("#error")
        # a click on the board where the rules do not allow it: the rule it breaks
        page.locator("#board [data-try]").first.click()
        page.wait_for_function("document.querySelector('#error').textContent.includes('rule:')")
        before = truth.catch_up().log_seq
        assert before == table.log_seq
        # the number key 1 plays the first listed action
        first = page.get_attribute("#actions [data-n='1']", "data-action")
        page.evaluate("document.activeElement.blur()")
        page.keyboard.press("1")
        wait_for_log(truth, before)
        assert truth.table.actions[0] == first
    finally:
        ctx.close()


def test_a_phone_sized_screen_stacks_the_table(web_server, browser, artifacts):
    made = create(web_server.url, title="blackbeard", seats=["human", "heuristic"], seed=8)
    ctx, page = open_seat(browser, made["seats"][0]["join_url"], viewport=(390, 844))
    try:
        page.wait_for_selector("#actions [data-action]")
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 400, f"the page scrolls sideways on a phone ({width}px)"
        page.screenshot(path=str(artifacts / "blackbeard-phone.png"), full_page=True)
    finally:
        ctx.close()


def test_clocks_and_keyboard_play_on_the_board(web_server, browser):
    made = create(
        web_server.url,
        title="blackbeard",
        seats=["human", "heuristic"],
        seed=4,
        clock={"base": 600, "increment": 5},
    )
    truth = TrueTable(web_server.db_path, made["id"])
    ctx, page = open_seat(browser, made["seats"][0]["join_url"])
    try:
        table = truth.settled()
        check_page(page, truth, 0)
        clocks = page.eval_on_selector_all("[data-clock]", "els => els.map(e => e.textContent)")
        assert len(clocks) == 2 and all(":" in c for c in clocks), clocks
        # Tab to a space on the board and press Enter: the space's action is played
        spot = page.locator("#board [data-action]").first
        text = spot.get_attribute("data-action")
        before = table.log_seq
        spot.focus()
        page.keyboard.press("Enter")
        wait_for_log(truth, before)
        assert truth.table.actions[0] == text
    finally:
        ctx.close()


def test_a_finished_game_steps_through_revealed(web_server, browser):
    made = create(web_server.url, title="blackbeard", seats=["random", "random"], seed=3)
    truth = TrueTable(web_server.db_path, made["id"])
    table = truth.settled()
    assert table.state.is_over
    ctx, page = open_seat(browser, made["spectate_url"])
    try:
        page.wait_for_selector("#result-screen")
        page.click("#replay-link")
        page.wait_for_selector("#replay-label")
        page.click("#replay-next")
        wait_seq(page, 1)
        assert table.actions[0] in page.text_content("#replay-label")
        page.keyboard.press("ArrowRight")
        wait_seq(page, 2)
        # everything is revealed now, Blackbeard's secrets included
        assert page.text_content("#reveal").strip()
    finally:
        ctx.close()
