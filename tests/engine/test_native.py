"""The compiled modules (seaboard/_native.py, setup.py): the same games compiled and pure,
and an edited source never shadowed by its older compiled module."""

from __future__ import annotations

import hashlib
import importlib.machinery
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from seaboard._native import FreshSourceFinder, compiled_modules, stale
from seaboard.agents import make_agent
from seaboard.engine.game import Action, Game, GameConfig, State
from seaboard.engine.match import Step, play
from seaboard.games import get_game

ROOT = Path(__file__).resolve().parents[2]
SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]
TITLES = ("blackbeard", "fleet", "chaos_cove", "ahoy", "leviathan")


def fingerprints(games: int = 4) -> dict[str, list[str]]:
    """Per title, a hash of each game (`game_hash`): heuristic against random, seats
    swapped every game."""
    out: dict[str, list[str]] = {}
    for game in map(get_game, TITLES):
        config = game.make_config(None)
        hashes = []
        for i in range(games):
            specs = ["heuristic", "random"] if i % 2 == 0 else ["random", "heuristic"]
            specs += ["random"] * (config.players - 2)
            hashes.append(game_hash(game, config, specs, 1000 + i))
        out[game.info.name] = hashes
    return out


def game_hash(game: Game, config: GameConfig, specs: list[str], seed: int) -> str:
    """What the modules hand out along one game, not only its moves: after every action the
    events, every seat's view and observation, the reveal, and the refusals of actions that
    were legal a move before (Cython 3.0.11 once compiled an isinstance test wrong: only a
    view and a refusal reason showed it)."""
    agents = [make_agent(spec, game, s, config) for s, spec in enumerate(specs)]
    digest = hashlib.sha256()
    previous: list[Action] = []

    def seen(state: State, step: Step) -> None:
        parts = [step.action.text, [e.to_json() for e in step.events], state.reveal()]
        for seat in range(config.players):
            view = state.view(seat)
            parts += [view, list(game.encode_view(view, seat, config).data)]
        if not state.is_over:
            parts += [str(state.explain_illegal(a)) for a in previous if not state.is_legal(a)]
            previous[:] = state.legal_actions()[:8]  # most are refused after the next move
        digest.update(json.dumps(parts, sort_keys=True, default=str).encode())

    record = play(game, config, agents, seed, on_step=seen)
    assert record.result is not None
    digest.update(json.dumps([record.actions, record.result.scores]).encode())
    return digest.hexdigest()[:16]


def run_pure(script: str) -> str:
    """The last line `script` prints, run under SEABOARD_PURE_PYTHON in a new process."""
    env = {**os.environ, "SEABOARD_PURE_PYTHON": "1", "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip().splitlines()[-1]


def test_the_compiled_and_the_pure_modules_play_the_same_games():
    here = fingerprints()
    script = "import json, tests.engine.test_native as t; print(json.dumps(t.fingerprints()))"
    assert json.loads(run_pure(script)) == here


def test_pure_python_turns_every_compiled_module_off():
    script = (
        "import seaboard.games.fleet.rules, seaboard.games.blackbeard.game;"
        "from seaboard._native import compiled_modules; print(compiled_modules())"
    )
    assert run_pure(script) == "[]"


@pytest.mark.skipif(
    not any(ROOT.glob(f"seaboard/games/fleet/rules/*{SUFFIX}")),
    reason="no compiled modules here (no C compiler or no Cython at install)",
)
def test_the_built_modules_are_the_ones_imported():
    import seaboard.games.fleet.rules  # noqa: F401

    assert "seaboard.games.fleet.rules" in compiled_modules()


def test_a_source_newer_than_its_compiled_module_is_imported_instead(tmp_path):
    source = tmp_path / "edited.py"
    compiled = tmp_path / f"edited{SUFFIX}"  # never loaded: finding it is enough
    compiled.write_bytes(b"")
    source.write_text("X = 1\n")
    old, new = time.time() - 100, time.time()

    def found() -> str:
        spec = FreshSourceFinder.find_spec("seaboard.edited", [str(tmp_path)])
        assert spec is not None
        return Path(spec.origin or "").name

    os.utime(source, (old, old))
    os.utime(compiled, (new, new))
    assert found() == compiled.name  # built after the last edit: the compiled one
    os.utime(source, (new + 10, new + 10))
    assert found() == source.name  # edited since: the source


def test_a_compiled_module_without_a_source_is_kept(tmp_path):
    (tmp_path / f"_native_only{SUFFIX}").write_bytes(b"")
    spec = FreshSourceFinder.find_spec("seaboard._native_only", [str(tmp_path)])
    assert spec is not None and spec.origin.endswith(SUFFIX)


def test_modules_outside_seaboard_are_left_to_python():
    assert FreshSourceFinder.find_spec("json", None) is None


def test_a_module_typed_against_an_edited_one_is_imported_from_source_too(tmp_path):
    """rules.pxd cimports the state's compiled class: once the state runs from its edited
    source, the typed rules must too (they would refuse the pure class)."""
    package = tmp_path / "seaboard"
    package.mkdir()
    old, new = time.time() - 100, time.time()
    for module in ("state", "rules"):
        (package / f"{module}.py").write_text("X = 1\n")
        (package / f"{module}{SUFFIX}").write_bytes(b"")
        os.utime(package / f"{module}.py", (old, old))
        os.utime(package / f"{module}{SUFFIX}", (new, new))
    (package / "rules.pxd").write_text("from seaboard.state cimport State\n")
    rules = str(package / f"rules{SUFFIX}")
    assert not stale(rules, str(tmp_path))
    os.utime(package / "state.py", (new + 10, new + 10))  # the state edited since its build
    assert stale(rules, str(tmp_path))
    (package / f"state{SUFFIX}").unlink()  # or never built
    os.utime(package / "state.py", (old, old))
    assert stale(rules, str(tmp_path))


@pytest.mark.skipif(
    not any(ROOT.glob(f"seaboard/games/fleet/rules/*{SUFFIX}")),
    reason="no compiled modules here (no C compiler or no Cython at install)",
)
def test_every_listed_module_is_built_and_fresh():
    """A module Cython could not compile (a `.pxd` out of step with its source, say) is
    left out of the build and runs pure, silently: where the others built, it must too."""
    from seaboard._native import COMPILED

    sources = sorted({path for pattern in COMPILED for path in ROOT.glob(pattern)})
    assert sources
    missing = [str(s.relative_to(ROOT)) for s in sources if not s.with_suffix(SUFFIX).exists()]
    old = [
        str(s.relative_to(ROOT))
        for s in sources
        if s.with_suffix(SUFFIX).exists() and stale(str(s.with_suffix(SUFFIX)))
    ]
    assert not missing, f"not compiled: {missing} (run `make native` and read its errors)"
    assert not old, f"compiled before their last edit: {old} (run `make native`)"
