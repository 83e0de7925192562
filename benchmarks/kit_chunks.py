"""The slow conformance kit of a title, run in resumable chunks of seeds.

    PYTHONPATH=$PWD .venv/bin/python benchmarks/kit_chunks.py TITLE CONFIG [CONFIG ...]
        [--seeds 0:300] [--chunk 10] --out FILE
    PYTHONPATH=$PWD .venv/bin/python benchmarks/kit_chunks.py TITLE --summary --out FILE

A slow kit (300 seeds of every configuration, checks at nearly every step) costs hours of
CPU for Ahoy, more than fits beside other work in one sitting. This runs exactly the
checks of the title's `test_kit_300_seeds` (its test module's `SLOW_CONFIGS`, `SLOW_KIT`
and `slow_config`) over chunks of seeds and appends one JSON line per chunk that passed,
with a hash of the code it checks (`kit_code`), so a run stopped anywhere
resumes where it stood, and `--summary` says which seeds passed under the current code.

One difference from the test: the check that a player's legal actions follow from their
view compares states within one chunk, not across all 300 seeds.
A chunk that fails is recorded with the error and stops the run (exit 1).
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import json
import subprocess
import sys
import time
from pathlib import Path

from seaboard.sim.batch import code_sources
from seaboard.testing.conformance import check_game


def _kit(title: str):
    return importlib.import_module(f"tests.games.{title}.test_conformance")


def kit_code(title: str) -> str:
    """A hash of what the kit's verdict depends on: the engine, the kit and the title's
    rules, that is `code_sources` without the agents and the title's bots (the kit plays
    random games), so a bot change does not void the seeds already passed."""
    import seaboard.testing

    digest = hashlib.sha256()
    sources = [
        (name, path)
        for name, path in code_sources(title)
        if not name.startswith("agents/") and not path.stem.startswith("bots")
    ]
    root = Path(seaboard.testing.__file__).parent
    sources += [(p.relative_to(root.parent).as_posix(), p) for p in sorted(root.glob("*.py"))]
    for name, path in sources:
        digest.update(name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:12]


def _done(path: Path, code: str) -> dict[str, set[int]]:
    """Seeds recorded as passed under `code`, by configuration."""
    done: dict[str, set[int]] = {}
    if path.exists():
        for text in path.read_text().splitlines():
            line = json.loads(text)
            if line["passed"] and line["code"] == code:
                done.setdefault(line["config"], set()).update(range(*line["seeds"]))
    return done


def _ranges(seeds: set[int]) -> str:
    out, ordered = [], sorted(seeds)
    start = prev = None
    for s in ordered + [None]:
        if s is not None and prev is not None and s == prev + 1:
            prev = s
            continue
        if start is not None:
            out.append(f"{start}-{prev}" if prev != start else str(start))
        start = prev = s
    return ", ".join(out) or "none"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("title")
    parser.add_argument("configs", nargs="*", help="names from SLOW_CONFIGS (default: all)")
    parser.add_argument("--seeds", default="0:300", help="A:B, seeds A to B-1")
    parser.add_argument("--chunk", type=int, default=10)
    parser.add_argument("--out", required=True, type=Path)
    parser.add_argument("--summary", action="store_true")
    args = parser.parse_args()
    kit = _kit(args.title)
    code = kit_code(args.title)
    names = args.configs or sorted(kit.SLOW_CONFIGS)
    unknown = [n for n in names if n not in kit.SLOW_CONFIGS]
    if unknown:
        print(f"unknown config {unknown[0]!r}; known: {', '.join(kit.SLOW_CONFIGS)}")
        return 2
    done = _done(args.out, code)
    if args.summary:
        for name in names:
            seeds = done.get(name, set())
            print(f"{name}: {len(seeds)} seeds passed ({_ranges(seeds)}) under code {code}")
        return 0
    first, last = (int(x) for x in args.seeds.split(":"))
    commit = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True
    ).stdout.strip()
    for a in range(first, last, args.chunk):  # chunk by chunk across configurations
        for name in names:
            seeds = range(a, min(a + args.chunk, last))
            if set(seeds) <= done.get(name, set()):
                continue
            started = time.process_time()
            line = {"config": name, "seeds": [seeds.start, seeds.stop], "code": code}
            try:
                report = check_game(kit.GAME, kit.slow_config(name), seeds, **kit.SLOW_KIT)
            except AssertionError as exc:
                line |= {"passed": False, "error": str(exc)}
            else:
                line |= {"passed": True, "steps": report.steps}
            line |= {"cpu_s": round(time.process_time() - started, 1), "commit": commit}
            with args.out.open("a") as f:
                f.write(json.dumps(line) + "\n")
            print(json.dumps(line), flush=True)
            if not line["passed"]:
                return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
