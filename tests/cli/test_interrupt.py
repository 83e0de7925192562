"""Ctrl-C in a real process saves a record; --resume plays on to the same end."""

import os
import selectors
import signal
import subprocess

import pytest
from typer.testing import CliRunner

from seaboard.cli import app
from seaboard.engine.record import Record
from tests.cli.support import ROOT, command, subprocess_env

pytestmark = pytest.mark.usefixtures("extra_titles")

PROMPT = b"your move ["
runner = CliRunner()


def _read_until(proc: subprocess.Popen, count: int, seen: bytearray) -> None:
    """Read the child's output until the prompt has appeared `count` times (30 s at most)."""
    sel = selectors.DefaultSelector()
    sel.register(proc.stdout, selectors.EVENT_READ)
    try:
        while seen.count(PROMPT) < count:
            if not sel.select(timeout=30):
                raise AssertionError(f"no prompt from the game; it said:\n{seen.decode()}")
            chunk = os.read(proc.stdout.fileno(), 65536)
            if not chunk:
                raise AssertionError(f"the game ended early:\n{seen.decode()}")
            seen += chunk
    finally:
        sel.close()


def test_ctrl_c_saves_and_resume_continues_exactly(tmp_path):
    saved = tmp_path / "interrupted.json"
    args = ["play", "dicegame", "--seed", "11", "-s", "1=random", "--record", str(saved)]
    proc = subprocess.Popen(
        command(*args),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=subprocess_env(),
        cwd=ROOT,
    )
    try:
        seen = bytearray()
        for moves in range(3):
            _read_until(proc, moves + 1, seen)
            proc.stdin.write(b"1\n")  # roll, always the first action outside a payment
            proc.stdin.flush()
        _read_until(proc, 4, seen)
        proc.send_signal(signal.SIGINT)  # Ctrl-C while the human is thinking
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, err.decode()
    assert b"game saved to" in out and b"Traceback" not in err
    part = Record.load(saved)
    # three human rolls and the random seat's moves between them, game not over
    assert part.result is None and part.actions.count("roll") >= 3 and len(part.actions) >= 6
    assert part.agents == ["human", "random"]

    resumed = runner.invoke(app, ["play", "--resume", str(saved)], input="1\n" * 500)
    assert resumed.exit_code == 0, resumed.output
    assert f"resumed after {len(part.actions)} actions" in resumed.stdout

    whole = tmp_path / "whole.json"
    runner.invoke(app, [*args[:-1], str(whole)], input="1\n" * 500)
    a, b = Record.load(saved), Record.load(whole)
    assert a.actions[: len(part.actions)] == part.actions
    assert a.actions == b.actions and a.result == b.result and a.result is not None
