"""Compiled modules (issue 30): the hot rules modules built by Cython beside their sources.

`setup.py` compiles the modules of `COMPILED` unchanged (Cython's pure-Python mode: no
annotations, no `cdef`), so the same source runs compiled or interpreted and plays the same
games (tests/engine/test_native.py plays both). Python imports a `.so` before the `.py` of
the same name, so an edited rule would go on running its old compiled self until the next
build. This finder imports the source instead wherever the source is newer than its
compiled module, and everywhere when `SEABOARD_PURE_PYTHON` is set (the pure reference,
which also turns off the C Rng, `engine/rng.py`).
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import sys
from importlib.machinery import ModuleSpec

# globs of the compiled modules, relative to the repository (setup.py reads them here)
COMPILED = (
    "seaboard/engine/game.py",
    "seaboard/engine/match.py",
    "seaboard/engine/observation.py",
    "seaboard/agents/mcts.py",
    "seaboard/games/*/game.py",
    "seaboard/games/*/state.py",
    "seaboard/games/*/rules/*.py",
    "seaboard/games/*/bots.py",
    "seaboard/games/*/view.py",
    "seaboard/games/*/observe.py",
    "seaboard/games/blackbeard/belief.py",
    "seaboard/games/fleet/tables.py",
    "seaboard/games/leviathan/geometry.py",
)

PURE = bool(os.environ.get("SEABOARD_PURE_PYTHON"))  # the C Rng reads it too (engine/rng.py)


class FreshSourceFinder:
    """Finds `seaboard.*` modules as Python's path finder does, then hands out the source
    instead of a compiled module that is older than it (or of any, under
    SEABOARD_PURE_PYTHON).
    A compiled module without a `.py` beside it (the C Rng) is always used."""

    @staticmethod
    def find_spec(name: str, path=None, target=None) -> ModuleSpec | None:
        if not name.startswith("seaboard."):
            return None
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        if spec is None or not isinstance(spec.loader, importlib.machinery.ExtensionFileLoader):
            return spec
        compiled = spec.origin or ""
        source = source_of(compiled)
        try:
            newer = os.stat(source).st_mtime > os.stat(compiled).st_mtime
        except OSError:  # no source beside it
            return spec
        if not (PURE or newer):
            return spec
        return importlib.util.spec_from_file_location(
            name, source, submodule_search_locations=spec.submodule_search_locations
        )


def source_of(compiled: str) -> str:
    """The `.py` a compiled file was built from: `rules/__init__.cpython-311-....so` ->
    `rules/__init__.py` (it need not exist: the C Rng has none)."""
    folder, file = os.path.split(compiled)
    return os.path.join(folder, file.split(".", 1)[0] + ".py")


def install() -> None:
    if not any(isinstance(f, FreshSourceFinder) for f in sys.meta_path):
        sys.meta_path.insert(0, FreshSourceFinder())


def compiled_modules() -> list[str]:
    """The `seaboard` modules imported so far that run compiled from a Python source (so
    not the C Rng)."""
    return sorted(
        name
        for name, module in list(sys.modules.items())
        if name.startswith("seaboard.")
        and isinstance(getattr(module, "__loader__", None), importlib.machinery.ExtensionFileLoader)
        and os.path.exists(source_of(module.__file__ or ""))
    )
