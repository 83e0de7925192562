"""`seaboard play`: bots to the end, a human at the prompt, refusals."""

import json

import pytest
from typer.testing import CliRunner

from seaboard.agents.base import make_agent
from seaboard.cli import app
from seaboard.engine.match import play
from seaboard.engine.record import Record
from seaboard.games import get_game

pytestmark = pytest.mark.usefixtures("extra_titles")

runner = CliRunner()


def test_all_bot_seats_play_out_and_print_the_result(tmp_path):
    out = tmp_path / "game.json"
    res = runner.invoke(
        app,
        [
            "play",
            "dicegame",
            "--seat",
            "0=random",
            "--seat",
            "1=random",
            "--seed",
            "7",
            "--record",
            str(out),
        ],
    )
    assert res.exit_code == 0, res.output
    rec = Record.load(out)
    game = get_game("dicegame")
    config = game.make_config(2)
    agents = [make_agent("random", game, s, config) for s in range(2)]
    expected = play(game, config, agents, 7)
    assert rec.actions == expected.actions and rec.result == expected.result
    assert "result" in res.stdout
    for seat, outcome in enumerate(expected.result.outcomes):
        assert f"│    {seat} │ random │" in res.stdout
        assert outcome.value in res.stdout
    assert f"{len(expected.actions)} actions" in res.stdout


def test_default_seats_are_human_then_heuristic_or_random(tmp_path):
    # input ends at once: the human's game is saved before any move
    for title, bot in (("harbor", "heuristic"), ("dicegame", "random")):
        path = tmp_path / f"{title}.json"
        res = runner.invoke(app, ["play", title, "--seed", "1", "--record", str(path)], input="")
        assert res.exit_code == 0, res.output
        assert Record.load(path).agents == ["human", bot]
    # naming a human elsewhere makes seat 0 a bot
    path = tmp_path / "other.json"
    res = runner.invoke(app, ["play", "harbor", "-s", "1=human", "--record", str(path)], input="")
    assert Record.load(path).agents == ["heuristic", "human"]


def test_human_by_number_and_by_text(tmp_path):
    path = tmp_path / "g.json"
    res = runner.invoke(
        app,
        ["play", "dicegame", "--seed", "3", "--seat", "1=random", "--record", str(path)],
        input="2\nroll\nquit\n",
    )
    assert res.exit_code == 0, res.output
    rec = Record.load(path)
    # seat 0 chose 2 (draw: the second legal action), then typed 'roll'
    assert rec.actions[0] == "draw" and rec.actions[2] == "roll"
    assert len(rec.actions) == 4 and rec.result is None
    # the human saw the legal actions numbered, and their own hand only
    assert " 1. roll" in res.stdout and " 2. draw" in res.stdout
    assert "what seat 0 sees" in res.stdout and "\nhands " not in res.stdout
    # events the human may see since their last move: the card they drew, not the other's
    assert "drew (player 0, card" in res.stdout


def test_bad_input_is_refused_with_the_reason_and_changes_nothing(tmp_path):
    path = tmp_path / "g.json"
    res = runner.invoke(
        app,
        ["play", "dicegame", "--seed", "3", "-s", "1=random", "--record", str(path)],
        input="pay 9\n99\nconfirm\nsail away\nquit\n",
    )
    assert res.exit_code == 0, res.output
    out = res.stdout
    assert "refused: you can pay only with a card in your hand [Payment]" in out
    assert "refused: there is no action number 99; choose 1 to 3" in out
    assert "refused: the cards and coins on the table do not cover the cost [Payment]" in out
    assert "refused: 'sail away' is not a legal action now" in out
    # the prompt came back after each refusal, and nothing was played
    assert out.count("seat 0, your move [1-3, or help]:") == 5
    assert Record.load(path).actions == []


def test_hot_seat_each_human_sees_only_their_own_hand(tmp_path):
    res = runner.invoke(
        app,
        [
            "play",
            "dicegame",
            "--seed",
            "3",
            "-s",
            "0=human",
            "-s",
            "1=human",
            "--record",
            str(tmp_path / "g.json"),
        ],
        input="draw\ndraw\nquit\n",
    )
    assert res.exit_code == 0
    assert "what seat 0 sees" in res.stdout and "what seat 1 sees" in res.stdout
    # seat 1 learns that seat 0 drew, but not which card
    seat1 = res.stdout.split("seat 1 to move")[1]
    assert "drew (player 0)" in seat1 and "drew (player 0, card" not in seat1


def test_render_view_hook_is_used(tmp_path):
    res = runner.invoke(
        app, ["play", "harbor", "--seed", "2", "--record", str(tmp_path / "h.json")], input="quit\n"
    )
    assert "HARBOR turn 0 points [0, 0] hand [" in res.stdout


def test_options_and_players_reach_the_config(tmp_path):
    path = tmp_path / "h.json"
    res = runner.invoke(
        app,
        [
            "play",
            "harbor",
            "-p",
            "3",
            "-o",
            "calm-seas=true",
            "-s",
            "0=random",
            "-s",
            "1=random",
            "-s",
            "2=heuristic",
            "--seed",
            "4",
            "--record",
            str(path),
        ],
    )
    assert res.exit_code == 0, res.output
    rec = Record.load(path)
    assert rec.config == {"players": 3, "calm_seas": True}
    assert rec.agents == ["random", "random", "heuristic"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["play", "nonesuch"], "unknown title 'nonesuch'; known titles:"),
        (["play", "dicegame", "-o", "speed=3"], "dicegame: speed: Extra inputs are not permitted"),
        (["play", "dicegame", "-o", "speed"], "option 'speed' must be written KEY=VALUE"),
        (["play", "dicegame", "-p", "9"], "dicegame is for 2-4 players, not 9"),
        (["play", "dicegame", "-s", "0=wizard"], "unknown agent 'wizard'"),
        (["play", "dicegame", "-s", "0=heuristic"], "dicegame has no heuristic bot yet"),
        (["play", "dicegame", "-s", "5=random"], "seats are 0 to 1 with 2 players"),
        (["play", "dicegame", "-s", "random"], "must be written SEAT=AGENT"),
        (["play", "dicegame", "-s", "0=random:depth=2"], "random takes no options"),
        (["play"], "give a TITLE"),
        (["play", "dicegame", "--record", "/nonexistent/g.json"], "its folder does not exist"),
    ],
)
def test_refusals_are_one_line_and_exit_2(args, message):
    res = runner.invoke(app, args)
    assert res.exit_code == 2, res.output
    assert message in res.stderr
    assert "Traceback" not in res.output
    assert len(res.stderr.strip().splitlines()) == 1


def test_resume_refuses_new_settings_and_a_wrong_title(tmp_path):
    path = tmp_path / "g.json"
    runner.invoke(app, ["play", "dicegame", "--seed", "3", "--record", str(path)], input="")
    res = runner.invoke(app, ["play", "--resume", str(path), "--seed", "4"])
    assert res.exit_code == 2 and "come from the record" in res.stderr
    res = runner.invoke(app, ["play", "harbor", "--resume", str(path)])
    assert res.exit_code == 2 and "is a game of dicegame, not harbor" in res.stderr


def test_resume_of_a_finished_game_prints_its_result(tmp_path):
    path = tmp_path / "g.json"
    runner.invoke(app, ["play", "dicegame", "-s", "0=random", "--seed", "5", "--record", str(path)])
    done = json.loads(path.read_text())
    res = runner.invoke(app, ["play", "--resume", str(path)])
    assert res.exit_code == 0
    assert "already over" in res.stdout
    assert json.loads(path.read_text()) == done


def test_verbose_prints_every_move():
    res = runner.invoke(app, ["play", "dicegame", "-s", "0=random", "--seed", "7", "-v"])
    assert res.exit_code == 0
    lines = [x for x in res.stdout.splitlines() if ". seat " in x]
    n = int(res.stdout.strip().splitlines()[-1].split()[0])  # "N actions"
    assert len(lines) == n and lines[0].startswith("1. seat 0: ")
