"""`seaboard simulate`: same lines with one worker or two, rotation, the JSON summary."""

import json

import pytest
from typer.testing import CliRunner

from seaboard.cli import app
from tests.cli.support import run

pytestmark = pytest.mark.usefixtures("extra_titles")

runner = CliRunner()
ARGS = ["simulate", "harbor", "--games", "40", "--agents", "random,heuristic", "--seed", "21"]


def _lines(path):
    return [json.loads(x) for x in path.read_text().splitlines()]


def _without_time(lines):
    return [{k: v for k, v in x.items() if k != "wall_ms"} for x in lines]


def test_same_seed_same_lines_with_one_or_two_workers(tmp_path):
    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    res = runner.invoke(app, [*ARGS, "--workers", "1", "--out", str(one), "--json"])
    assert res.exit_code == 0, res.output
    # two workers in a real process, finding the test titles through the environment
    proc = run(*ARGS, "--workers", "2", "--out", str(two), "--json")
    assert proc.returncode == 0, proc.stderr
    a, b = _lines(one), _lines(two)
    assert len(a) == 40 and [x["game"] for x in b] == list(range(40))
    assert _without_time(a) == _without_time(b)
    assert json.loads(proc.stdout) == json.loads(res.stdout)
    # and a different seed gives different games
    other = tmp_path / "other.jsonl"
    runner.invoke(app, [*ARGS[:-1], "22", "--workers", "1", "--out", str(other), "--json"])
    assert _without_time(_lines(other)) != _without_time(a)


def test_lines_have_every_field_and_agents_rotate(tmp_path):
    out = tmp_path / "g.jsonl"
    res = runner.invoke(app, [*ARGS, "--workers", "1", "--out", str(out)])
    assert res.exit_code == 0, res.output
    lines = _lines(out)
    for i, line in enumerate(lines):
        assert set(line) >= {"seed", "agents", "scores", "outcomes", "actions", "wall_ms"}
        assert line["agents"] == (
            ["random", "heuristic"] if i % 2 == 0 else ["heuristic", "random"]
        )
    fixed = tmp_path / "fixed.jsonl"
    runner.invoke(app, [*ARGS, "--workers", "1", "--out", str(fixed), "--no-rotate"])
    assert all(x["agents"] == ["random", "heuristic"] for x in _lines(fixed))
    # the report: win rates by agent and by seat, with intervals, draws explained
    assert "by agent" in res.stdout and "by seat" in res.stdout and "95% CI" in res.stdout
    assert "a draw counts as half a win" in res.stdout


def test_json_summary_shape():
    res = runner.invoke(app, [*ARGS, "--workers", "1", "--json"])
    assert res.exit_code == 0, res.output
    s = json.loads(res.stdout)
    assert s["games"] == 40
    assert set(s["by_agent"]) == {"random", "heuristic"} and set(s["by_seat"]) == {"0", "1"}
    for entry in [*s["by_agent"].values(), *s["by_seat"].values()]:
        assert {"wins", "games", "rate", "ci95"} <= set(entry)
        lo, hi = entry["ci95"]
        assert 0 <= lo <= entry["rate"] <= hi <= 1
    assert sum(e["games"] for e in s["by_seat"].values()) == 80
    total = sum(e["wins"] for e in s["by_agent"].values())
    assert total == 40  # one winner (or shared halves) per game
    # the heuristic beats random at this toy game
    assert s["by_agent"]["heuristic"]["rate"] > s["by_agent"]["random"]["rate"]


def test_refusals():
    for args, message in (
        (["simulate", "nonesuch", "-n", "2", "-a", "random"], "unknown title"),
        (["simulate", "dicegame", "-n", "2", "-a", "random,magic"], "unknown agent 'magic'"),
        (["simulate", "dicegame", "-n", "2", "-a", "random,human"], "bots only"),
        (
            ["simulate", "dicegame", "-n", "2", "-a", "random", "-w", "0"],
            "--workers must be 1 to 256",
        ),
        (["simulate", "dicegame", "-n", "2", "-a", "random", "-p", "7"], "2-4 players"),
    ):
        res = runner.invoke(app, args)
        assert res.exit_code == 2, (args, res.output)
        assert message in res.stderr and "Traceback" not in res.output


def test_agent_list_keeps_the_options_of_a_spec():
    from seaboard.cli import _split_agents

    assert _split_agents("mcts:iterations=200,rollout=heuristic, random,heuristic") == [
        "mcts:iterations=200,rollout=heuristic",
        "random",
        "heuristic",
    ]
    assert _split_agents("random,mcts:time=1") == ["random", "mcts:time=1"]


# -- resume: a long run spread over sittings ----------------------------------------------
def test_resume_plays_only_the_missing_games_and_matches_one_sitting(tmp_path):
    whole, split = tmp_path / "whole.jsonl", tmp_path / "split.jsonl"
    res = runner.invoke(app, [*ARGS, "-w", "1", "--out", str(whole), "--json"])
    assert res.exit_code == 0, res.output
    # the first 15 games, as a run stopped part way would have left them
    split.write_text("".join(x + "\n" for x in whole.read_text().splitlines()[:15]))
    res2 = runner.invoke(app, [*ARGS, "-w", "1", "--out", str(split), "--json", "--resume"])
    assert res2.exit_code == 0, res2.output
    a, b = _lines(whole), _lines(split)
    assert [x["game"] for x in b] == list(range(40))
    assert _without_time(a) == _without_time(b)
    assert a[:15] == b[:15]  # the kept lines are kept as they were, not replayed
    assert json.loads(res2.stdout) == json.loads(res.stdout)
    # nothing is missing: resuming again plays nothing and reports the same
    res3 = runner.invoke(app, [*ARGS, "-w", "1", "--out", str(split), "--json", "--resume"])
    assert json.loads(res3.stdout) == json.loads(res.stdout)
    assert len(_lines(split)) == 40


@pytest.mark.parametrize(
    ("spoil", "message"),
    [
        (lambda x: x[:-5], "line 3: not JSON"),
        (lambda x: json.dumps({**json.loads(x), "code": "0" * 12}), "line 3: code is"),
        (lambda x: json.dumps({**json.loads(x), "seed": 7}), "line 3: seed is 7"),
        (lambda x: json.dumps({**json.loads(x), "game": 99}), "line 3: game 99 is not in 0..39"),
        (lambda x: json.dumps({**json.loads(x), "game": 0}), "line 3: game 0 is already"),
        (
            lambda x: json.dumps({**json.loads(x), "outcomes": ["won", "loss"]}),
            "line 3: agents (text), outcomes (win, draw or loss)",
        ),
        (
            lambda x: json.dumps({k: v for k, v in json.loads(x).items() if k != "scores"}),
            "line 3: no scores",
        ),
    ],
)
def test_resume_refuses_a_foreign_or_corrupt_line_and_changes_nothing(tmp_path, spoil, message):
    out = tmp_path / "g.jsonl"
    runner.invoke(app, [*ARGS, "-n", "5", "-w", "1", "--out", str(out)])
    rows = out.read_text().splitlines()
    rows[2] = spoil(rows[2])
    out.write_text("\n".join(rows) + "\n")
    before = out.read_bytes()
    res = runner.invoke(app, [*ARGS, "-w", "1", "--out", str(out), "--resume"])
    assert res.exit_code == 2, res.output
    assert message in res.stderr and "cannot resume" in res.stderr
    assert out.read_bytes() == before


def test_resume_refuses_another_batch_and_needs_a_file(tmp_path):
    out = tmp_path / "g.jsonl"
    runner.invoke(app, [*ARGS, "-n", "4", "-w", "1", "--out", str(out)])
    other = [*ARGS[:-1], "99", "-w", "1", "--out", str(out), "--resume"]  # another seed
    res = runner.invoke(app, other)
    assert res.exit_code == 2 and "line 1: seed is" in res.stderr
    swapped = ["simulate", "harbor", "-n", "40", "-a", "heuristic,random", "--seed", "21"]
    res = runner.invoke(app, [*swapped, "-w", "1", "--out", str(out), "--resume"])
    assert res.exit_code == 2 and "line 1: agents is" in res.stderr
    res = runner.invoke(app, [*ARGS, "-w", "1", "--resume"])
    assert res.exit_code == 2 and "--resume needs --out" in res.stderr
    # a file that does not exist yet is simply started
    fresh = tmp_path / "new.jsonl"
    res = runner.invoke(app, [*ARGS, "-n", "3", "-w", "1", "--out", str(fresh), "--resume"])
    assert res.exit_code == 0 and len(_lines(fresh)) == 3


def test_code_version_follows_the_title_package(tmp_path):
    from seaboard.sim.batch import code_version

    assert code_version("harbor") != code_version("dicegame")
    assert len(code_version("harbor")) == 12


def test_code_version_covers_a_title_package_beyond_its_game_module():
    """A run resumed after a bot or rule changed must be refused: the hash reads the whole
    title package, not only `game.py` where its Game class lives."""
    from seaboard.sim.batch import code_sources

    names = {name for name, _ in code_sources("blackbeard")}
    for name in (
        "blackbeard/game.py",
        "blackbeard/bots.py",
        "blackbeard/rules/__init__.py",
        "engine/game.py",
        "engine/_rng.c",  # the compiled draws play the games too
        "agents/mcts.py",
    ):
        assert name in names
    assert not any(name.startswith("fleet/") for name in names)
    dice = {name for name, _ in code_sources("dicegame")}
    assert any(name.endswith("dicegame.py") for name in dice)
    assert not any(name.endswith("broken_games.py") for name in dice)


# -- results: the summary of files already played --------------------------------------
def test_results_summarizes_files_like_simulate_and_splits_agents_by_seat(tmp_path):
    out = tmp_path / "g.jsonl"
    res = runner.invoke(app, [*ARGS, "-w", "1", "--out", str(out), "--json"])
    assert res.exit_code == 0, res.output
    again = runner.invoke(app, ["results", str(out), "--json"])
    assert again.exit_code == 0, again.output
    assert json.loads(again.stdout) == json.loads(res.stdout)
    summary = json.loads(res.stdout)
    cells = summary["by_agent_seat"]
    assert set(cells) == {"random @ 0", "random @ 1", "heuristic @ 0", "heuristic @ 1"}
    assert all(c["games"] == 20 for c in cells.values())
    for spec in ("random", "heuristic"):
        wins = cells[f"{spec} @ 0"]["wins"] + cells[f"{spec} @ 1"]["wins"]
        assert wins == summary["by_agent"][spec]["wins"]
    ended = sum(sum(v.values()) for v in summary["endings"].values())
    assert ended == 2 * 40
    # two files: their games add up
    both = runner.invoke(app, ["results", str(out), str(out), "--json"])
    assert json.loads(both.stdout)["games"] == 80
    table = runner.invoke(app, ["results", str(out)])
    assert "by agent and seat" in table.stdout and "how the games ended" in table.stdout


def test_results_refuses_a_corrupt_line_or_a_missing_file(tmp_path):
    out = tmp_path / "g.jsonl"
    runner.invoke(app, [*ARGS, "-n", "4", "-w", "1", "--out", str(out)])
    rows = out.read_text().splitlines()
    rows[1] = rows[1][:-3]
    out.write_text("\n".join(rows) + "\n")
    res = runner.invoke(app, ["results", str(out)])
    assert res.exit_code == 2 and "line 2: not JSON" in res.stderr
    res = runner.invoke(app, ["results", str(tmp_path / "none.jsonl")])
    assert res.exit_code == 2 and "no such file" in res.stderr


# -- results --paired: one seat's agent changed, the same deals --------------------------
def test_results_paired_compares_two_batches_deal_by_deal(tmp_path):
    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    base = ["simulate", "harbor", "--games", "12", "--seed", "5", "-w", "1"]
    runner.invoke(app, [*base, "--agents", "random,heuristic", "--out", str(one)])
    runner.invoke(
        app, [*base[:3], "8", *base[4:], "--agents", "heuristic,heuristic", "--out", str(two)]
    )
    res = runner.invoke(app, ["results", str(one), "--paired", str(two), "--json"])
    assert res.exit_code == 0, res.output
    pair = json.loads(res.stdout)["paired"]
    a, b = _lines(one), _lines(two)
    assert [x["seed"] for x in a[:8]] == [x["seed"] for x in b]  # one seed, the same deals
    assert pair["deals"] == 8
    value = {"win": 1.0, "draw": 0.5, "loss": 0.0}
    won = sum(
        value[o]
        for x in a[:8]
        for spec, o in zip(x["agents"], x["outcomes"], strict=True)
        if spec == "random"
    )
    assert pair["wins"][0].get("random", 0) == won
    assert sum(pair["wins"][1].values()) == sum(value[o] for x in b for o in x["outcomes"])
    table = runner.invoke(app, ["results", str(one), "--paired", str(two)])
    assert "on 8 deals (same seed)" in table.stdout and "McNemar" in table.stdout
    # another seed deals other games: nothing to pair, and it says why
    runner.invoke(
        app,
        [
            *base[:5],
            "6",
            "-w",
            "1",
            "--agents",
            "heuristic,heuristic",
            "--out",
            str(tmp_path / "other.jsonl"),
        ],
    )
    res = runner.invoke(app, ["results", str(one), "--paired", str(tmp_path / "other.jsonl")])
    assert res.exit_code == 2 and "no game shares a seed" in res.stderr
    res = runner.invoke(app, ["results", str(one), "--paired", str(tmp_path / "none.jsonl")])
    assert res.exit_code == 2 and "no such file" in res.stderr
