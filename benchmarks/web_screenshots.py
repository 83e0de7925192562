"""Screenshots of the web table for docs/web/: each title a few random moves in, from a
person's seat, at 1280x800 (and one phone-sized), in Debian's Chromium.

Needs a running server: `seaboard serve --tables-per-minute 0`, then
`python benchmarks/web_screenshots.py [--url http://127.0.0.1:8000] [--out docs/web]`.
The browser tests save their own screenshots under build/screenshots/."""

from __future__ import annotations

import argparse
import random
import time
from pathlib import Path

import httpx
from playwright.sync_api import sync_playwright


def table(base: str, title: str, seats: list[str], moves: int, seed: int = 5):
    """A table with people at `seats`' human places, played `moves` random moves on."""
    made = httpx.post(
        base + "/api/tables",
        json={"title": title, "players": len(seats), "seats": seats, "seed": seed},
    ).json()
    tokens = {s["seat"]: s["token"] for s in made["seats"] if s.get("token")}
    heads = {seat: {"Authorization": f"Bearer {tok}"} for seat, tok in tokens.items()}
    for head in heads.values():
        httpx.post(f"{base}/api/tables/{made['id']}/join", headers=head)
    rng = random.Random(1)
    for _ in range(moves):
        movers = []
        for _ in range(200):  # the bots may be thinking
            states = [
                httpx.get(f"{base}/api/tables/{made['id']}", headers=h).json()
                for h in heads.values()
            ]
            movers = [s for s in states if s["legal"]]
            if movers or states[0]["status"] == "over":
                break
            time.sleep(0.1)
        if not movers:
            break
        state = movers[0]
        httpx.post(
            f"{base}/api/tables/{made['id']}/actions",
            headers=heads[state["seat"]],
            json={"action": rng.choice(state["legal"])["text"], "seq": state["seq"]},
        )
    time.sleep(1.5)
    return made["id"], tokens


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    parser.add_argument("--out", default="docs/web")
    args = parser.parse_args()
    base, out = args.url.rstrip("/"), Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])

        def shot(table_id, token, name, size=(1280, 800), full=False):
            page = browser.new_page(viewport={"width": size[0], "height": size[1]})
            page.goto(f"{base}/#table={table_id}&token={token}")
            page.wait_for_function("document.body.dataset.seq !== ''")
            page.wait_for_timeout(300)
            page.screenshot(path=str(out / name), full_page=full)
            page.close()

        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.goto(base + "/")
        page.wait_for_selector("#create")
        page.select_option("#title", "fleet")
        page.fill("#players", "3")
        page.dispatch_event("#players", "change")
        page.select_option("#seat-2", "heuristic")
        page.screenshot(path=str(out / "lobby.png"))
        page.close()
        two, three = ["human", "human"], ["human", "human", "heuristic"]
        tid, tok = table(base, "blackbeard", two, 34)
        shot(tid, tok[1], "blackbeard-hunters.png")
        shot(tid, tok[0], "blackbeard-blackbeard.png")
        shot(tid, tok[1], "blackbeard-phone.png", (390, 844), full=True)
        for title, seats, moves, seat in (
            ("fleet", three, 40, 0),
            ("chaos_cove", three, 50, 0),
            ("leviathan", two, 20, 1),
            ("ahoy", three, 20, 0),
        ):
            tid, tok = table(base, title, seats, moves)
            shot(tid, tok[seat], f"{title}.png")
        tid, tok = table(base, "blackbeard", two, 400, seed=9)
        shot(tid, tok[1], "blackbeard-result.png")
        browser.close()


if __name__ == "__main__":
    main()
