"""A real `seaboard serve` (SQLite) and Debian's Chromium driven by Playwright.

The browser is /usr/bin/chromium (`.ci/run` installs it when missing); without it these
tests skip on a developer's machine and fail under CI. Screenshots go to
$SEABOARD_ARTIFACTS (default: build/screenshots), for a person to look at."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.server.support import ROOT, Server

CHROMIUM = Path("/usr/bin/chromium")


@pytest.fixture(scope="session")
def web_server(tmp_path_factory):
    folder = tmp_path_factory.mktemp("web")
    srv = Server(f"sqlite:///{folder / 'seaboard.db'}", log=folder / "server.log").start()
    srv.db_path = folder / "seaboard.db"
    yield srv
    srv.stop()


@pytest.fixture(scope="session")
def browser():
    if not CHROMIUM.exists():
        why = f"{CHROMIUM} is missing: apt-get install chromium (.ci/run does)"
        if os.environ.get("CI"):
            pytest.fail(why)
        pytest.skip(why)
    playwright = pytest.importorskip("playwright.sync_api")
    with playwright.sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=["--no-sandbox"])
        yield b
        b.close()


@pytest.fixture(scope="session")
def artifacts() -> Path:
    folder = Path(os.environ.get("SEABOARD_ARTIFACTS", ROOT / "build" / "screenshots"))
    folder.mkdir(parents=True, exist_ok=True)
    return folder
