"""The terminal table through `seaboard play` with scripted input: the goal, the commands
(help, log, rules, explain N, hint, undo, quit), forced choices, the thinking indicator,
difficulty names, saving and resuming, --reveal, and what is never echoed."""

import json

import pytest
from typer.testing import CliRunner

import seaboard.cli
from seaboard.cli import app, resume_command
from seaboard.engine.record import Record

pytestmark = pytest.mark.usefixtures("extra_titles")

runner = CliRunner()


def play(*args, input="", record=None):
    argv = ["play", *args]
    if record is not None:
        argv += ["--record", str(record)]
    return runner.invoke(app, argv, input=input)


def test_a_new_player_is_told_the_goal_and_the_commands(tmp_path):
    res = play("blackbeard", "--seed", "3", input="help\nquit\n", record=tmp_path / "g.json")
    assert res.exit_code == 0, res.output
    out = res.stdout
    assert "your goal (seat 0)" in out and "You are Blackbeard." in out
    assert "'help' lists the commands" in out
    for command in ("explain N", "hint", "undo", "log", "rules", "quit"):
        assert command in out.split("your actions:")[-1]
    # the heading and the score line are drawn with the board
    assert "Hunt for Blackbeard - turn 1/4 - A. Turn 1: Set Camp - you are Blackbeard" in out
    assert "Your rows: Acts of Piracy 0/" in out


def test_explain_rules_log_and_hint(tmp_path):
    res = play(
        "blackbeard",
        "--seed",
        "3",
        input="explain 1\nexplain 99\nrules\nhint\n1\nlog\nquit\n",
        record=tmp_path / "g.json",
    )
    assert res.exit_code == 0, res.output
    out = res.stdout
    assert "Set Camp at Neus River: Stand the Adventure-at-Camp block at Neus River" in out
    assert "Rule: A. Turn 1: Set Camp." in out
    assert "refused: there is no action number 99; choose 1 to 10" in out
    assert "B. Interview Informants" in out and "E. Encounters" in out  # rules
    assert "hint: the heuristic bot would play " in out
    log = out.split("the game so far, as you saw it")[1]
    assert "1. You set your Camp at Neus River, in secret." in log


def test_bot_thinking_is_shown_and_its_events_are_sentences(tmp_path):
    res = play("blackbeard", "--seed", "3", input="1\nquit\n", record=tmp_path / "g.json")
    out = res.stdout
    assert "seat 1 (heuristic) is thinking..." in out
    assert "since your last move:" in out
    assert "Reset Map: the blocks stand up again" in out
    assert "reset_map" not in out and "camp_set" not in out


def test_a_single_legal_action_is_played_and_said(tmp_path):
    res = play(
        "blackbeard",
        "--seed",
        "3",
        "-s",
        "0=heuristic",
        "-s",
        "1=human",
        input="1\n" * 8 + "quit\n",
        record=tmp_path / "g.json",
    )
    assert res.exit_code == 0, res.output
    assert "seat 1: only one choice, played: Done" in res.stdout
    rec = Record.load(tmp_path / "g.json")
    assert "done" in rec.actions


def test_undo_takes_back_a_decision_and_the_replies(tmp_path):
    path = tmp_path / "g.json"
    res = play("blackbeard", "--seed", "5", input="undo\n1\nundo\nquit\n", record=path)
    assert res.exit_code == 0, res.output
    out = res.stdout
    assert "refused: nothing to take back: you have made no decision to take back" in out
    assert "seat 0: took back 2 actions (your last decision and what followed)" in out
    assert Record.load(path).actions == []


def test_undo_is_refused_after_chance_or_a_reveal(tmp_path):
    # the Dice Market: seat 0 rolls; a die was rolled since
    res = play("dicegame", "--seed", "3", "-s", "1=random", input="roll\nundo\nquit\n",
               record=tmp_path / "d.json")  # fmt: skip
    assert "refused: nothing to take back: chance has acted since" in res.stdout
    assert len(Record.load(tmp_path / "d.json").actions) >= 2
    # Blackbeard seed 3: the Hunters' Informant Spots after the Camp is set
    res = play("blackbeard", "--seed", "3", input="1\nundo\nquit\n", record=tmp_path / "b.json")
    assert "refused: nothing to take back: what happened since showed you something hidden" in (
        res.stdout
    )


def test_difficulty_names_choose_the_titles_bots(tmp_path):
    path = tmp_path / "g.json"
    res = play("blackbeard", "--seed", "1", "-s", "1=easy", input="quit\n", record=path)
    assert res.exit_code == 0 and Record.load(path).agents == ["human", "heuristic"]
    res = play("blackbeard", "--seed", "1", "-s", "1=HARD", "--force", input="quit\n",
               record=path)  # fmt: skip
    assert Record.load(path).agents == ["human", "mcts:time=5"]
    res = play("blackbeard", "--seed", "1", "-s", "1=normal", "--force", input="quit\n",
               record=path)  # fmt: skip
    assert Record.load(path).agents == ["human", "mcts:time=1"]


def test_quit_saves_and_says_how_to_continue(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("MAKELEVEL", raising=False)  # `make test` runs us under make
    res = play("dicegame", "--seed", "1", "-s", "1=random", input="roll\nquit\n")
    assert res.exit_code == 0, res.output
    assert "saved to seaboard-dicegame-1.json after every move" in res.stdout
    assert "game saved to seaboard-dicegame-1.json after" in res.stdout
    assert (
        "continue with: " in res.stdout and "play --resume seaboard-dicegame-1.json" in res.stdout
    )
    first = Record.load(tmp_path / "seaboard-dicegame-1.json")
    # the same seed again never overwrites the first game
    res = play("dicegame", "--seed", "1", input="")
    assert res.exit_code == 0, res.output
    assert (tmp_path / "seaboard-dicegame-1-2.json").exists()
    assert Record.load(tmp_path / "seaboard-dicegame-1.json").actions == first.actions
    resumed = runner.invoke(app, ["play", "--resume", "seaboard-dicegame-1.json"], input="quit\n")
    assert resumed.exit_code == 0 and f"resumed after {len(first.actions)} actions" in (
        resumed.stdout
    )


def test_resume_log_shows_the_whole_game(tmp_path):
    path = tmp_path / "g.json"
    play("blackbeard", "--seed", "3", input="1\nquit\n", record=path)
    res = runner.invoke(app, ["play", "--resume", str(path)], input="log\nquit\n")
    log = res.stdout.split("the game so far, as you saw it")[1]
    assert "1. You set your Camp at Neus River, in secret." in log


def test_resume_command_works_from_where_the_user_is(monkeypatch, tmp_path):
    path = tmp_path / "my game.json"
    monkeypatch.delenv("MAKELEVEL", raising=False)
    monkeypatch.setattr(seaboard.cli.sys, "argv", [".venv/bin/seaboard", "play"])
    assert resume_command(path) == f".venv/bin/seaboard play --resume '{path}'"
    monkeypatch.setattr(seaboard.cli.sys, "argv", ["seaboard", "play"])
    monkeypatch.setattr(seaboard.cli.shutil, "which", lambda name: "/usr/bin/seaboard")
    assert resume_command(path) == f"seaboard play --resume '{path}'"
    monkeypatch.setenv("MAKELEVEL", "1")
    assert resume_command(path) == f"make play RESUME='{path}'"


def test_record_is_never_overwritten_without_force(tmp_path):
    path = tmp_path / "g.json"
    path.write_text("precious")
    res = play("dicegame", "--seed", "1", input="quit\n", record=path)
    assert res.exit_code == 2
    assert res.stderr.strip().endswith("the file exists; give --force to overwrite it")
    assert path.read_text() == "precious"
    res = play("dicegame", "--seed", "1", "--force", input="quit\n", record=path)
    assert res.exit_code == 0 and Record.load(path).seed == 1


def test_reveal_at_the_end_is_in_words(tmp_path):
    res = play("blackbeard", "--seed", "2", "-s", "0=random", "-s", "1=random", "--reveal")
    assert res.exit_code == 0, res.output
    out = res.stdout
    assert "Everything revealed" in out and "Blackbeard's Camp was at " in out
    assert "The Hunters' Informants: " in out
    assert "[0, 0" not in out  # no arrays of numbers


def test_verbose_with_a_person_tells_only_what_everyone_saw(tmp_path):
    res = play("blackbeard", "--seed", "3", "-v", input="1\nquit\n", record=tmp_path / "g.json")
    lines = res.stdout.splitlines()
    assert "1. seat 0" in lines  # the Camp is secret: the move, not where
    assert (
        "3. seat 1: Reset Map: the blocks stand up again and last turn's Sightings are cleared."
        in lines
    )
    assert "camp neus_river" not in res.stdout


def test_a_huge_line_and_escape_sequences_are_never_echoed(tmp_path):
    huge = "sail " + "x" * 1_048_576
    res = play("dicegame", "--seed", "3", "-s", "1=random",
               input=f"{huge}\n\x1b]0;pwned\x07\x1b[2Jroll\nquit\n", record=tmp_path / "g.json")  # fmt: skip
    assert res.exit_code == 0
    assert "refused: that line has 1,048,581 characters" in res.stdout
    assert Record.load(tmp_path / "g.json").actions[0] == "roll"  # the escapes were dropped
    assert "xxxxxxxx" not in res.stdout and "\x1b" not in res.stdout and "\x07" not in res.stdout
    assert len(res.stdout) < 100_000


def test_a_record_with_a_huge_action_is_refused_in_one_short_line(tmp_path):
    path = tmp_path / "big.json"
    rec = {"format": 1, "title": "dicegame", "config": {"players": 2}, "seed": 1,
           "actions": ["roll", "x" * 5_000_000]}  # fmt: skip
    path.write_text(json.dumps(rec))
    for args in (["replay", str(path)], ["play", "--resume", str(path)]):
        res = runner.invoke(app, args)
        assert res.exit_code == 2
        assert res.stderr.count("\n") == 1 and len(res.stderr) < 300
        assert "action 2 is 5,000,000 characters long" in res.stderr
    rec["actions"] = ["roll\x1b[2J"]
    path.write_text(json.dumps(rec))
    res = runner.invoke(app, ["replay", str(path)])
    assert res.exit_code == 2 and "action 1 holds control characters" in res.stderr
    assert "\x1b" not in res.stderr
