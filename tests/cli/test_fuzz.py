"""Property tests: random bytes, random JSON and random option values thrown at every
command. Whatever comes in, the command either works (exit 0) or refuses in exactly one
line on stderr with exit code 2: never a traceback, never a box, never a hang.

Bounded: each property runs a few dozen examples (`make test` stays lean); values that
would start real work are small (a game of the test-only Dice Market, a batch of at most a
few games), and the huge ones are those a command must refuse or treat lazily."""

from __future__ import annotations

import json
import math
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from seaboard.cli import app

pytestmark = pytest.mark.usefixtures("extra_titles")

runner = CliRunner()
FUZZ = settings(
    max_examples=int(__import__("os").environ.get("SEABOARD_FUZZ", 20)),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

# -- values ------------------------------------------------------------------------------
TEXT = st.text(
    alphabet=st.characters(blacklist_characters="\x00", blacklist_categories=("Cs",)),
    max_size=40,
)
WORDS = st.sampled_from(
    ["", " ", "-", "--", "x", "0", "-1", "1e9", "nan", "inf", "random", "heuristic",
     "human", "mcts:iterations=2", "mcts:time=-1", "mcts:bogus=1", "dicegame", "harbor",
     "blackbeard", "fleet", "chaos_cove", "nonesuch", "\x1b[31mred", "é", "a=b", "=", "1=",
     "0=random", "9=random", "1=easy", "1=hard", "players=3", "calm_seas=yes"]
)  # fmt: skip
INTS = st.one_of(
    st.integers(min_value=-5, max_value=5),
    st.sampled_from([-(10**30), 10**9, 10**20, 2**63, 10**100]),
)
FLOATS = st.one_of(
    st.sampled_from([-1.0, 0.0, math.nan, math.inf, -math.inf, 1e308, 1e-9]),
    st.floats(min_value=-10, max_value=0.05, allow_nan=False),
)
VALUE = st.one_of(TEXT, WORDS, INTS.map(str), FLOATS.map(str))
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | TEXT,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(TEXT, inner, max_size=4),
    max_leaves=12,
)


def record_like(draw_value) -> st.SearchStrategy:
    """JSON shaped like a record, with any field of any type."""
    field = st.one_of(JSON, WORDS, INTS)
    return st.fixed_dictionaries(
        {},
        optional={
            "format": st.one_of(st.just(1), field),
            "title": st.one_of(st.sampled_from(["dicegame", "harbor", "blackbeard"]), field),
            "config": st.one_of(st.just({"players": 2}), st.dictionaries(TEXT, field, max_size=3)),
            "seed": st.one_of(INTS, field),
            "actions": st.one_of(
                st.lists(
                    st.sampled_from(["roll", "draw", "buy 1", "pay 3", "confirm"]), max_size=6
                ),
                st.lists(field, max_size=3),
            ),
            "agents": st.one_of(st.just(["random", "random"]), field),
            "result": field,
        },
    )


def check(res) -> None:
    """Exit 0, or exit 2 with exactly one line on stderr."""
    assert res.exit_code in (0, 2), (res.exit_code, res.output, res.exception)
    if res.exit_code == 2:
        lines = res.stderr.strip().splitlines()
        assert len(lines) == 1, res.stderr
        assert "Traceback" not in res.stderr and "╭" not in res.stderr
        assert "\x1b" not in res.stderr
        assert len(lines[0]) < 600


def invoke(args: list[str], input: str = ""):
    return runner.invoke(app, args, input=input)


# -- files -------------------------------------------------------------------------------


@FUZZ
@given(data=st.one_of(st.binary(max_size=300), JSON.map(lambda j: json.dumps(j).encode()),
                      record_like(None).map(lambda j: json.dumps(j).encode())))  # fmt: skip
def test_any_file_as_a_record_or_results(data):
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "f.json"
        path.write_bytes(data)
        for args in (
            ["replay", str(path)],
            ["replay", str(path), "--reveal"],
            ["play", "--resume", str(path), "-s", "0=random", "-s", "1=random"],
            ["results", str(path)],
            ["results", str(path), "--paired", str(path)],
            ["simulate", "dicegame", "-n", "2", "-a", "random", "-w", "1",
             "--out", str(path), "--resume"],
        ):  # fmt: skip
            check(invoke(args))


# -- options -----------------------------------------------------------------------------


def _paths(tmp: str) -> st.SearchStrategy:
    base = Path(tmp)
    return st.sampled_from(
        [str(base / "new.json"), str(base), str(base / "missing" / "x.json"), "",
         str(base / "exists.json")]
    )  # fmt: skip


@FUZZ
@given(data=st.data())
def test_play_with_any_options(data):
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "exists.json").write_text("{}")
        args = ["play", data.draw(st.one_of(st.just("dicegame"), WORDS, TEXT))]
        args += ["-s", "0=random", "-s", "1=random"]
        for flag, values in (
            ("--players", INTS.map(str)),
            ("--option", VALUE),
            ("--seat", WORDS),
            ("--seed", INTS.map(str)),
            ("--record", _paths(tmp)),
            ("--time-per-move", FLOATS.map(str)),
        ):
            if data.draw(st.booleans()):
                args += [flag, data.draw(values)]
        if data.draw(st.booleans()):
            args.append(data.draw(st.sampled_from(["--force", "--reveal", "-v", "--bogus"])))
        check(invoke(args, input=data.draw(TEXT)))


@FUZZ
@given(data=st.data())
def test_simulate_with_any_options(data):
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "exists.json").write_text("not json\n")
        title = data.draw(st.one_of(st.just("dicegame"), WORDS))
        games = data.draw(st.one_of(st.integers(-3, 3), st.sampled_from(["x", "1.5", "-0"])))
        agents = data.draw(st.one_of(st.just("random,random"), WORDS, TEXT))
        args = ["simulate", title, "-n", str(games), "-a", agents]
        for flag, values in (
            ("--players", INTS.map(str)),
            ("--option", VALUE),
            ("--seed", INTS.map(str)),
            ("--workers", st.sampled_from(["-3", "0", "1", "2", "100000", "x"])),
            ("--out", _paths(tmp)),
        ):
            if data.draw(st.booleans()):
                args += [flag, data.draw(values)]
        for flag in ("--resume", "--force", "--json", "--no-rotate"):
            if data.draw(st.booleans()):
                args.append(flag)
        check(invoke(args))


@FUZZ
@given(data=st.data())
def test_tournament_with_any_options(data):
    with tempfile.TemporaryDirectory() as tmp:
        title = data.draw(st.one_of(st.just("dicegame"), WORDS))
        agents = data.draw(st.one_of(st.just("random,random"), st.just("random"), WORDS, TEXT))
        games = data.draw(st.one_of(st.integers(-2, 2), st.sampled_from([10**9, 10**20])))
        args = ["tournament", title, "-a", agents, "-n", str(games)]
        for flag, values in (
            ("--players", INTS.map(str)),
            ("--seed", INTS.map(str)),
            ("--workers", st.sampled_from(["-3", "0", "1", "100000"])),
            ("--plot", _paths(tmp)),
            ("--option", VALUE),
        ):
            if data.draw(st.booleans()):
                args += [flag, data.draw(values)]
        for flag in ("--json", "--self-play"):
            if data.draw(st.booleans()):
                args.append(flag)
        check(invoke(args))


@FUZZ
@given(
    command=st.sampled_from(["list", "rules", "bench", "replay", "results", "nonsense", ""]),
    words=st.lists(VALUE, max_size=4),
    flags=st.lists(
        st.sampled_from(["--json", "--sources", "--seconds", "--step", "--x", "--no-openspiel"]),
        max_size=3,
    ),  # fmt: skip
)
def test_the_other_commands_with_any_words(command, words, flags):
    args = [command] if command else []
    if command == "bench":  # only the Dice Market, and only refusals or a very short run
        args += ["dicegame", "--no-openspiel", "--seconds",
                 str(min(0.05, abs(hash(tuple(words))) % 7 - 3))]  # fmt: skip
    else:
        args += words
    args += [f for f in flags if f != "--seconds" or command != "bench"]
    if "--seconds" in args and args[-1] == "--seconds":
        args.append("nan")
    check(invoke(args))


@FUZZ
@given(
    title=st.sampled_from(["dicegame", "harbor"]),
    lines=st.lists(
        st.one_of(
            TEXT,
            WORDS,
            st.sampled_from(
                [
                    "help",
                    "log",
                    "rules",
                    "hint",
                    "undo",
                    "explain 1",
                    "explain",
                    "explain 99",
                    "1",
                    "2",
                    "3",
                    "roll",
                    "draw",
                    "quit",
                ]
            ),
        ),
        max_size=12,
    ),  # fmt: skip
)
def test_a_person_typing_anything(title, lines):
    with tempfile.TemporaryDirectory() as tmp:
        res = invoke(
            ["play", title, "--seed", "4", "--record", str(Path(tmp) / "g.json")],
            input="\n".join(lines) + "\n",
        )
        assert res.exit_code == 0, (res.output, res.exception)
        assert "Traceback" not in res.output and "\x1b" not in res.stdout
