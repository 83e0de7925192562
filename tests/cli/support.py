"""Shared by the command's tests: the extra titles, and running `seaboard` for real."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import seaboard.games
import seaboard.sim.batch

ROOT = Path(__file__).resolve().parents[2]
EXTRA = "tests.engine.dicegame:GAME,tests.cli.harbor:GAME"


def clear_registry() -> None:
    seaboard.games._extra.cache_clear()
    seaboard.sim.batch._game.cache_clear()


def with_extra_titles(monkeypatch: pytest.MonkeyPatch):
    """The Dice Market and Harbor join the registry for one test (a fixture body)."""
    monkeypatch.setenv("SEABOARD_EXTRA_GAMES", EXTRA)
    clear_registry()
    yield
    clear_registry()


def subprocess_env() -> dict[str, str]:
    env = dict(os.environ)
    env["SEABOARD_EXTRA_GAMES"] = EXTRA
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    env["PYTHONUNBUFFERED"] = "1"
    return env


def command(*args: str) -> list[str]:
    return [sys.executable, "-m", "seaboard.cli", *args]


def run(*args: str, input: str | None = None, cwd: Path | None = None):
    """`seaboard ARGS` in a real process."""
    return subprocess.run(
        command(*args),
        input=input,
        capture_output=True,
        text=True,
        env=subprocess_env(),
        cwd=cwd or ROOT,
        timeout=120,
    )
