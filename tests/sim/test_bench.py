"""`seaboard bench`: the figures' shape, with and without OpenSpiel."""

import dataclasses
import importlib.util
import json
import sys

import pytest
from typer.testing import CliRunner

import seaboard.cli
from seaboard._native import compiled_modules
from seaboard.cli import app
from seaboard.games import get_game
from seaboard.sim.bench import Stalled, bench, default_config, openspiel_backgammon, sample_states

pytestmark = pytest.mark.usefixtures("extra_titles")

runner = CliRunner()
FIGURES = {"actions_per_s", "games_per_s", "clone_us", "determinize_us"}


def test_bench_json_shape():
    res = runner.invoke(app, ["bench", "dicegame", "--json", "--seconds", "0.1", "--no-openspiel"])
    assert res.exit_code == 0, res.output
    report = json.loads(res.stdout)
    assert set(report) == {"titles", "openspiel_backgammon_actions_per_s", "compiled_modules"}
    assert report["openspiel_backgammon_actions_per_s"] is None
    assert report["compiled_modules"] == len(compiled_modules())  # those this process imported
    assert list(report["titles"]) == ["dicegame"]
    figures = report["titles"]["dicegame"]
    assert set(figures) >= FIGURES
    assert all(isinstance(figures[k], float) and figures[k] > 0 for k in FIGURES)


def test_bench_all_titles_in_a_table_skipping_broken_ones(monkeypatch):
    class Stuck(type(get_game("dicegame"))):
        info = dataclasses.replace(get_game("dicegame").info, name="stuck", max_actions=5)

    titles = [get_game("dicegame"), get_game("harbor"), Stuck()]
    monkeypatch.setattr(seaboard.cli, "all_games", lambda: titles)
    res = runner.invoke(app, ["bench", "--seconds", "0.05", "--no-openspiel"])
    assert res.exit_code == 0, res.output
    assert "dicegame" in res.stdout and "harbor" in res.stdout and "actions/s" in res.stdout
    assert "stuck not measured: stuck: a random playout passed 5 actions" in res.stderr
    # asked for by name, a title that cannot be measured is an error
    with pytest.raises(Stalled):
        bench([Stuck()], 0.05)


def test_bench_refusals():
    res = runner.invoke(app, ["bench", "nonesuch", "--seconds", "0.05"])
    assert res.exit_code == 2 and "unknown title" in res.stderr
    res = runner.invoke(app, ["bench", "dicegame", "--seconds", "0"])
    assert res.exit_code == 2 and "--seconds must be more than 0" in res.stderr


def test_without_pyspiel_the_yardstick_is_null(monkeypatch):
    monkeypatch.setitem(sys.modules, "pyspiel", None)  # import now raises ImportError
    assert openspiel_backgammon(0.01) is None
    report = bench([get_game("dicegame")], 0.05)
    assert report["openspiel_backgammon_actions_per_s"] is None
    assert "ratio_to_openspiel" not in report["titles"]["dicegame"]


@pytest.mark.skipif(importlib.util.find_spec("pyspiel") is None, reason="open_spiel not installed")
def test_with_pyspiel_the_ratio_is_given():
    report = bench([get_game("dicegame")], 0.05)
    ref = report["openspiel_backgammon_actions_per_s"]
    assert isinstance(ref, float) and ref > 0
    f = report["titles"]["dicegame"]
    # measured interleaved with backgammon, in CPU time
    assert f["ratio_to_openspiel"] == pytest.approx(
        f["actions_per_cpu_s"] / f["openspiel_actions_per_cpu_s"]
    )
    assert f["ratio_to_openspiel"] > 0


def test_sampled_states_are_in_play():
    game = get_game("dicegame")
    states = sample_states(game, game.make_config(3), n=20)
    assert len(states) == 20 and not any(s.is_over for s in states)
    assert len({s.turn for s in states}) > 5  # spread over the games, not one position


def test_default_config_prefers_two_players():
    assert default_config(get_game("dicegame")).players == 2
