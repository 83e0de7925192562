"""Nothing lost: the record is saved after every move (atomically), a hang-up or SIGTERM
saves and exits cleanly, `make play` quits with 0 and says how to resume; simulate locks
its file, plays a lazy batch and leaves no worker behind when killed; a failed plot keeps
the report."""

import itertools
import json
import os
import selectors
import signal
import subprocess
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from seaboard.cli import app
from seaboard.engine.match import replay
from seaboard.engine.record import Record
from seaboard.games import get_game
from seaboard.sim.batch import Batch, run
from tests.cli.support import ROOT, command, subprocess_env

pytestmark = pytest.mark.usefixtures("extra_titles")

PROMPT = b"your move ["
runner = CliRunner()


def _read_until(proc: subprocess.Popen, count: int, seen: bytearray) -> None:
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


def _start(path: Path, cwd: Path = ROOT, env: dict | None = None) -> subprocess.Popen:
    args = ["play", "dicegame", "--seed", "11", "-s", "1=random", "--record", str(path)]
    return subprocess.Popen(
        command(*args),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env or subprocess_env(),
        cwd=cwd,
    )


def _three_moves(proc: subprocess.Popen) -> bytearray:
    seen = bytearray()
    for moves in range(3):
        _read_until(proc, moves + 1, seen)
        proc.stdin.write(b"1\n")  # roll
        proc.stdin.flush()
    _read_until(proc, 4, seen)
    return seen


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP, signal.SIGKILL])
def test_every_move_is_saved_and_a_signal_loses_nothing(tmp_path, sig):
    path = tmp_path / "g.json"
    proc = _start(path)
    try:
        _three_moves(proc)
        # waiting at the prompt: the file already holds every move so far
        saved = Record.load(path)
        assert saved.actions.count("roll") >= 3 and saved.result is None
        # ... up to the very decision the person is looking at
        assert replay(get_game("dicegame"), saved).to_move == 0
        proc.send_signal(sig)
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    after = Record.load(path)  # valid JSON whatever the signal: written atomically
    assert after.actions == saved.actions
    assert not list(tmp_path.glob("*.tmp"))
    if sig == signal.SIGKILL:
        return
    assert proc.returncode == 0, err.decode()
    assert b"game saved to" in out and b"continue with:" in out and b"Traceback" not in err


def test_make_play_quits_with_0_and_resumes(tmp_path):
    if not (ROOT / ".venv" / "bin" / "seaboard").exists():
        pytest.skip("make play needs the project's .venv")
    env = subprocess_env()
    env.pop("MAKELEVEL", None)
    env.pop("MAKEFLAGS", None)
    make = ["make", "-s", "-o", ".venv/.installed", "play", "TITLE=dicegame"]
    res = subprocess.run(make, input="quit\n", capture_output=True, text=True, env=env,
                         cwd=ROOT, timeout=120)  # fmt: skip
    assert res.returncode == 0, res.stderr
    line = next(x for x in res.stdout.splitlines() if "continue with:" in x)
    saved = line.split("game saved to ")[1].split(" after")[0]
    try:
        assert line.endswith(f"continue with: make play RESUME={saved}")
        again = subprocess.run([*make[:-1], f"RESUME={saved}"], input="quit\n",
                               capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)  # fmt: skip
        assert again.returncode == 0, again.stderr
        assert "resumed after 0 actions" in again.stdout
    finally:
        (ROOT / saved).unlink(missing_ok=True)


# -- simulate ----------------------------------------------------------------------------


def _simulate(*args):
    return runner.invoke(app, ["simulate", "dicegame", "-a", "random,random", *args])


def test_simulate_never_overwrites_without_force_or_resume(tmp_path):
    out = tmp_path / "g.jsonl"
    out.write_text("precious\n")
    res = _simulate("-n", "2", "-w", "1", "--out", str(out))
    assert res.exit_code == 2 and "the file exists; give --force" in res.stderr
    assert out.read_text() == "precious\n"
    res = _simulate("-n", "2", "-w", "1", "--out", str(out), "--force")
    assert res.exit_code == 0, res.output
    assert len(out.read_text().splitlines()) == 2
    res = _simulate("-n", "3", "-w", "1", "--out", str(out), "--resume")
    assert res.exit_code == 0 and len(out.read_text().splitlines()) == 3


def test_a_second_run_on_the_same_file_is_refused(tmp_path):
    import fcntl

    out = tmp_path / "g.jsonl"
    _simulate("-n", "2", "-w", "1", "--out", str(out))
    before = out.read_text()
    with out.open("a") as other:  # another run holds the file
        fcntl.flock(other.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        res = _simulate("-n", "4", "-w", "1", "--out", str(out), "--resume")
        assert res.exit_code == 2 and "another seaboard run is writing to it" in res.stderr
        assert len(res.stderr.strip().splitlines()) == 1
    assert out.read_text() == before


@pytest.mark.parametrize("workers", [1, 2])
def test_a_huge_batch_starts_at_once(workers):
    batch = Batch(title="dicegame", agents=("random", "random"), games=10**20)
    t0 = time.perf_counter()
    lines = list(itertools.islice(run(batch, workers), 3))
    assert [line["game"] for line in lines] == [0, 1, 2]
    assert time.perf_counter() - t0 < 60


def _children(pid: int) -> set[int]:
    out = set()
    for task in Path(f"/proc/{pid}/task").glob("*"):
        text = (task / "children").read_text() if (task / "children").exists() else ""
        out |= {int(x) for x in text.split()}
    return out


def _alive(pid: int) -> bool:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except FileNotFoundError:
        return False
    state = next((line for line in status.splitlines() if line.startswith("State:")), "")
    return "Z" not in state.split()[1:2]  # a zombie has exited


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="needs Linux /proc")
def test_kill_9_of_simulate_leaves_no_worker(tmp_path):
    args = ["simulate", "dicegame", "-n", "100000", "-a", "mcts:iterations=300,random",
            "-w", "2", "--out", str(tmp_path / "g.jsonl")]  # fmt: skip
    proc = subprocess.Popen(command(*args), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            env=subprocess_env(), cwd=ROOT)  # fmt: skip
    try:
        deadline = time.time() + 60
        workers: set[int] = set()
        while time.time() < deadline and len(workers) < 2:
            time.sleep(0.2)
            workers = {c for c in _children(proc.pid) if _alive(c)}
        assert len(workers) >= 2, "the pool did not start"
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
        deadline = time.time() + 10
        while time.time() < deadline and any(_alive(w) for w in workers):
            time.sleep(0.1)
        assert not [w for w in workers if _alive(w)], "a worker outlived simulate"
    finally:
        if proc.poll() is None:
            proc.kill()
        for w in workers if "workers" in locals() else ():
            if _alive(w):
                os.kill(w, signal.SIGKILL)


# -- tournament ----------------------------------------------------------------------------


def test_a_failed_plot_keeps_the_report(tmp_path):
    bad = tmp_path / "no-such-folder" / "r.png"
    res = runner.invoke(app, ["tournament", "dicegame", "-a", "random,random", "-n", "2",
                              "-w", "1", "--plot", str(bad)])  # fmt: skip
    assert res.exit_code == 2
    assert "Ratings" in res.stdout and "random#2" in res.stdout
    assert len(res.stderr.strip().splitlines()) == 1 and "--plot" in res.stderr
    res = runner.invoke(app, ["tournament", "dicegame", "-a", "random,random", "-n", "2",
                              "-w", "1", "--json", "--plot", str(tmp_path)])  # fmt: skip
    assert res.exit_code == 2
    assert json.loads(res.stdout)["agents"] == ["random", "random#2"]
