"""`seaboard replay`: a good record is checked and shown; bad ones are refused in one line."""

import json

import pytest
from typer.testing import CliRunner

from seaboard.cli import app

pytestmark = pytest.mark.usefixtures("extra_titles")

runner = CliRunner()


@pytest.fixture
def record(tmp_path):
    path = tmp_path / "game.json"
    res = runner.invoke(
        app,
        [
            "play",
            "dicegame",
            "-s",
            "0=random",
            "-s",
            "1=random",
            "--seed",
            "9",
            "--record",
            str(path),
        ],
    )
    assert res.exit_code == 0
    return path


def _refused(path, *extra):
    res = runner.invoke(app, ["replay", str(path), *extra])
    assert res.exit_code == 2, res.output
    assert "Traceback" not in res.output
    lines = res.stderr.strip().splitlines()
    assert len(lines) == 1, res.stderr
    return lines[0]


def test_replay_prints_final_position_and_result(record):
    data = json.loads(record.read_text())
    res = runner.invoke(app, ["replay", str(record)])
    assert res.exit_code == 0, res.output
    assert "a valid record of Dice Market (test game), seed 9" in res.stdout
    assert "what spectator sees" in res.stdout
    assert f"{len(data['actions'])} actions" in res.stdout
    for outcome in data["result"]["outcomes"]:
        assert outcome in res.stdout


def test_replay_step_walks_action_by_action(record):
    data = json.loads(record.read_text())
    res = runner.invoke(app, ["replay", str(record), "--step"])
    assert res.exit_code == 0, res.output
    n = len(data["actions"])
    out = "\n" + res.stdout
    assert f"\n1. seat 0: {data['actions'][0]}" in out
    assert f"\n{n}. seat " in out and f"\n{n + 1}. seat" not in out


def test_replay_reveal_shows_hidden_hands(record):
    res = runner.invoke(app, ["replay", str(record), "--reveal"])
    assert res.exit_code == 0
    assert "everything revealed" in res.stdout and "hands" in res.stdout


def test_unfinished_record_says_who_is_to_move(tmp_path):
    path = tmp_path / "part.json"
    runner.invoke(app, ["play", "dicegame", "--seed", "3", "--record", str(path)], input="roll\n")
    res = runner.invoke(app, ["replay", str(path)])
    assert res.exit_code == 0
    assert "stops after 2 actions, before the end; seat 0 is to move" in res.stdout


def test_unknown_format_version(record):
    data = json.loads(record.read_text())
    data["format"] = 99
    record.write_text(json.dumps(data))
    line = _refused(record)
    assert "unknown record format 99; this Seaboard reads format 1" in line
    assert str(record) in line


def test_illegal_action_names_the_step(record):
    data = json.loads(record.read_text())
    data["actions"][2] = "pay 9"
    record.write_text(json.dumps(data))
    line = _refused(record)
    assert "action 3 'pay 9' is not legal at that point" in line


def test_invalid_json_gives_line_and_column(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"format": 1,\n "title": }\n')
    line = _refused(path)
    assert "not valid JSON at line 2, column 11" in line


def test_wrong_title(record):
    data = json.loads(record.read_text())
    data["title"] = "nonesuch"
    record.write_text(json.dumps(data))
    line = _refused(record)
    assert "wrong title" in line and "nonesuch" in line


def test_tampered_result_and_missing_file(record, tmp_path):
    data = json.loads(record.read_text())
    data["result"]["scores"] = [99, 99]
    record.write_text(json.dumps(data))
    assert "recorded result differs" in _refused(record)
    assert "cannot read" in _refused(tmp_path / "missing.json")
