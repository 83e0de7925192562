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
import re
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
    instead of a compiled module that is stale (or of any, under SEABOARD_PURE_PYTHON).
    A compiled module is stale when its source is newer, or when a module its `.pxd`
    cimports is stale: typed code built against a compiled class (a title's state) cannot
    run on the pure class an edited source gives.
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
        if not os.path.exists(source):
            return spec
        if not (PURE or stale(compiled)):
            return spec
        return importlib.util.spec_from_file_location(
            name, source, submodule_search_locations=spec.submodule_search_locations
        )


ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_CIMPORT = re.compile(r"^\s*from\s+(seaboard(?:\.\w+)+)\s+cimport\b", re.MULTILINE)


def stale(compiled: str, root: str = ROOT) -> bool:
    """Whether the compiled module at `compiled` must give way to its source: the source
    is newer, or so is that of a module its `.pxd` cimports (directly or further down;
    `root` is the folder that holds the `seaboard` package)."""
    source = source_of(compiled)
    try:
        if os.stat(source).st_mtime > os.stat(compiled).st_mtime:
            return True
        with open(source[:-3] + ".pxd", encoding="utf-8") as pxd:
            cimported = _CIMPORT.findall(pxd.read())
    except OSError:  # no source, or no .pxd: nothing cimported
        return False
    for module in cimported:
        base = os.path.join(root, *module.split("."))
        built = [base + suffix for suffix in importlib.machinery.EXTENSION_SUFFIXES]
        found = [f for f in built if os.path.exists(f)]
        if not found or stale(found[0], root):  # the cimported module runs from its source
            return True
    return False


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
