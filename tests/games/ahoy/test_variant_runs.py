"""benchmarks/ahoy_variant_runs.py, the replay the Smuggler's passes (issue 27) compare
their variants with: it must play the games `seaboard simulate` plays, and apply a patch
once per worker (a patch that wraps a function, applied at every game, wrapped it again
and again: nine runs of stop 44 were void for it)."""

from __future__ import annotations

import importlib.util
import json
import sys
from argparse import Namespace
from pathlib import Path

from seaboard.sim.batch import Batch, play_one

ROOT = Path(__file__).resolve().parents[3]


def _tool():
    spec = importlib.util.spec_from_file_location(
        "ahoy_variant_runs", ROOT / "benchmarks" / "ahoy_variant_runs.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["ahoy_variant_runs"] = module  # its pool's workers find `_play` by name
    spec.loader.exec_module(module)
    return module


PATCH = '''
from seaboard.games.ahoy import bots

def lean():
    """Wraps the value: applied twice, the Smuggler's gold would count twice over."""
    inner = bots.value

    def value(state, seat):
        v = inner(state, seat)
        return v - 0.25 * state.players[seat].gold if seat == 1 else v

    bots.value = value
'''


def test_it_replays_simulate_and_patches_each_worker_once(tmp_path, capsys):
    tool = _tool()
    plain = tmp_path / "plain.jsonl"
    play = Namespace(out=str(plain), patch=None, seat=1, seeds="5", n=1, workers=1)
    tool.play_games(play)
    lines = [json.loads(t) for t in plain.read_text().splitlines()]
    batch = Batch("ahoy", ("random", "heuristic", "random", "random"), 1, seed=5, rotate=False)
    for line in lines:
        assert line["scores"] == play_one(batch, line["game"])["scores"]

    # the patched run against the same variant played in this process, patched once
    patch = tmp_path / "lean.py"
    patch.write_text(PATCH)
    patched = tmp_path / "patched.jsonl"
    # two games in one worker: the second would meet the patch applied twice
    tool.play_games(
        Namespace(**{**vars(play), "out": str(patched), "patch": f"{patch}:lean", "n": 2})
    )
    from seaboard.games.ahoy import bots

    value = bots.value
    tool._start_worker(f"{patch}:lean")
    try:
        games = {d["game"]: d for d in map(json.loads, patched.read_text().splitlines())}
        assert games[0]["scores"] != lines[0]["scores"]  # the patch changes the play
        for index, line in games.items():
            assert line["scores"] == tool._play((None, 1, 5, index))["scores"]
    finally:
        bots.value = value

    tool.compare(Namespace(files=[str(plain), str(patched)]))
    out = capsys.readouterr().out
    assert "on the 1 games both played" in out and "McNemar p" in out
