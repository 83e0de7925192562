"""`seaboard balance`: the report for every title, what-if runs, and their refusals."""

from __future__ import annotations

import json
import re
import tomllib

import pytest
from typer.testing import CliRunner

import seaboard.games
from seaboard.cli import app
from seaboard.engine import content
from seaboard.engine.content import get_value
from seaboard.sim.balance_html import SECTIONS
from tests.cli.support import clear_registry

runner = CliRunner()
# every title of the registry that ships with Seaboard (test games join it too)
TITLES = [
    game.info.name
    for game in seaboard.games.all_games()
    if type(game).__module__.startswith("seaboard.games.")
]
COIN = "tests.sim.coingame:GAME"


@pytest.fixture
def coin(monkeypatch):
    """The test-only Coin game in the registry (worker processes inherit it)."""
    monkeypatch.setenv("SEABOARD_EXTRA_GAMES", COIN)
    clear_registry()
    yield
    clear_registry()


def _balance(*args: str):
    res = runner.invoke(app, ["balance", *args, "--json"])
    assert res.exit_code == 0, res.output
    return json.loads(res.stdout)


def _lines(path):
    return [json.loads(x) for x in path.read_text().splitlines()]


def _same_value(title: str, stem: str, key: str) -> str:
    """`stem.key=V` with V the value the title's file holds: a what-if that changes nothing."""
    game = seaboard.games.get_game(title)
    path = next(p for p in game.content_files() if p.stem == stem)
    value = get_value(tomllib.loads(path.read_text()), key, str(path))
    return f"{stem}.{key}={json.dumps(value)}"


@pytest.mark.parametrize("title", TITLES)
def test_the_report_of_every_title_has_every_section_and_agrees_with_results(title, tmp_path):
    out = tmp_path / "report"
    doc = _balance(title, "-n", "4", "-w", "1", "--out", str(out))
    game = seaboard.games.get_game(title)
    config = game.make_config()
    declared = [c.id for c in game.balance_components(config)]
    assert declared, f"{title} declares no balance-relevant components"
    assert len(set(declared)) == len(declared)
    # the files: games, figures, one page with inline plots and nothing fetched
    assert json.loads((out / "report.json").read_text()) == doc
    page = (out / "report.html").read_text()
    for key, heading in SECTIONS:
        assert f'<section id="{key}"><h2>{heading}</h2>' in page
    assert page.count("<svg") >= 4
    assert not re.search(r"<script|src=|href=\"http", page)
    # the figures agree with `seaboard results` on the same file
    res = runner.invoke(app, ["results", str(out / "games.jsonl"), "--json"])
    assert res.exit_code == 0, res.output
    results = json.loads(res.stdout)
    assert doc["results"] == results and doc["seats"]["by_seat"] == results["by_seat"]
    assert doc["games_played"] == 4 and doc["players"] == config.players
    assert doc["length"]["mean"] == results["actions"] / 4
    # every declared component has a row; each line says what each seat had
    assert [row["id"] for row in doc["components"]["rows"]] == declared
    lines = _lines(out / "games.jsonl")
    for line in lines:
        assert len(line["components"]) == config.players
        assert line["first"] in range(config.players)
    held = {i for line in lines for seat in line["components"] for i in seat}
    assert held, f"no seat of {title} had any component in 4 games"
    for row in doc["components"]["rows"]:
        assert (row["id"] in held) == bool(row["seats"])
        assert row["with"]["games"] + row["without"]["games"] == 4 * len(row["seats"])
    reasons = {line["reason"] for line in lines}
    assert set(doc["endings"]["reasons"]) == reasons
    assert doc["shared_loss"]["count"] == results["shared_losses"]
    assert doc["whatif"] is None


@pytest.mark.parametrize("title", TITLES)
def test_every_title_loads_all_its_content_through_the_override_mechanism(title):
    """An override reaches a title only through seaboard.engine.content.load: every file
    in its content folder must have been loaded that way once the title is imported."""
    game = seaboard.games.get_game(title)
    loaded = content.loaded()
    for path in game.content_files():
        assert content.file_key(path) in loaded, f"{path} is not loaded through content.load"


def test_a_what_if_that_changes_nothing_plays_the_same_games(tmp_path):
    same = _same_value("chaos_cove", "rules", "setup.doubloons")
    out = tmp_path / "same"
    doc = _balance(
        "chaos_cove", "-n", "3", "-w", "1", "--out", str(out), "--set", same, "--against"
    )
    w = doc["whatif"]
    assert w["deals"] == w["identical_games"] == 3
    for seat in w["by_seat"].values():
        assert seat["only_here"] == seat["only_there"] == 0 and seat["mcnemar_p"] == 1.0
        assert seat["outcome_difference"] == seat["score_difference"] == 0.0
        assert seat["score_difference_ci95"] == [0.0, 0.0] and seat["score_p"] == 1.0
    assert w["length"]["mean_difference"] == 0.0
    assert doc["content_changes"][0]["old"] == doc["content_changes"][0]["new"]

    def strip(line):
        return {k: v for k, v in line.items() if k not in ("wall_ms", "content")}

    here, there = _lines(out / "games.jsonl"), _lines(out / "against.jsonl")
    assert [strip(x) for x in here] == [strip(x) for x in there]
    assert here[0]["content"] == {"chaos_cove/content/rules.toml": {"setup.doubloons": 5}}
    assert "content" not in there[0]


# a content value of each landed title that changes how its first games go (Fleet's
# fourth deal is the first whose start player the house rule draws as seat 1)
WHAT_IF = {
    "fleet": "house.rules.random_first_player=false",
    "chaos_cove": "rules.setup.doubloons=9",
    "blackbeard": "rules.hunter_pawns=5",
    "leviathan": "rules.movement.whale.max=120",
    "ahoy": "rules.house.wreck_damage=0",
}


@pytest.mark.parametrize("title", TITLES)
def test_each_title_plays_an_override(title, tmp_path):
    """The override reaches the title in its worker (each game checks that) and changes
    the games; the report lists it with its source."""
    assert title in WHAT_IF, f"give {title} a what-if in WHAT_IF (docs/WRITING_A_TITLE.md)"
    out = tmp_path / title
    doc = _balance(
        title, "-n", "4", "-w", "1", "--out", str(out), "--set", WHAT_IF[title], "--against"
    )
    (change,) = doc["content_changes"]
    assert change["source"].startswith(("house", "rulebook"))
    assert change["old"] != change["new"]
    assert doc["whatif"]["identical_games"] < 4
    assert (
        f"{change['key']}: {change['old']} → {change['new']}" in (out / "report.html").read_text()
    )


def test_a_content_value_that_decides_the_winner_shows_a_significant_effect(coin, tmp_path):
    doc = _balance(
        "coingame", "-n", "60", "-w", "1", "-a", "random", "--out", str(tmp_path / "c"),
        "--set", "coin.coin.first_wins=0.95", "--against",
    )  # fmt: skip
    seat0 = doc["whatif"]["by_seat"]["0"]
    assert seat0["mcnemar_p"] < 0.001 and seat0["only_here"] > 10 * max(1, seat0["only_there"])
    assert seat0["outcome_difference_ci95"][0] > 0.2 and seat0["score_p"] < 0.001
    assert doc["whatif"]["by_seat"]["1"]["score_difference"] < 0
    assert doc["whatif"]["shared_loss"]["mcnemar_p"] > 0.05  # the storm is the same weather


def test_components_and_shared_loss_predictors_are_flagged(coin, tmp_path):
    doc = _balance("coingame", "-n", "300", "-w", "1", "-a", "random", "--out", str(tmp_path / "c"))
    rows = {row["id"]: row for row in doc["components"]["rows"]}
    assert rows["charm:lucky"]["significant"] and rows["charm:lucky"]["odds_ratio"] > 1.5
    assert rows["charm:lucky"]["difference_ci95"][0] > 0
    assert not rows["charm:plain"]["significant"]
    shared = {row["id"]: row for row in doc["shared_loss"]["predictors"]}
    assert shared["charm:dull"]["significant"] and shared["charm:dull"]["difference"] > 0.2
    assert not shared["charm:plain"]["significant"]
    assert 0.15 < doc["shared_loss"]["rate"] < 0.5
    assert set(doc["endings"]["reasons"]) == {"heads", "tails", "storm"}


def test_a_balance_run_resumes(coin, tmp_path):
    out = tmp_path / "r"
    args = ["coingame", "-a", "random", "-w", "1", "--out", str(out)]
    _balance(*args, "-n", "5")
    first = (out / "games.jsonl").read_text()
    doc = _balance(*args, "-n", "8", "--resume")
    assert doc["games_played"] == 8
    assert (out / "games.jsonl").read_text().startswith(first)
    res = runner.invoke(app, ["balance", *args, "-n", "8"])
    assert res.exit_code == 2 and "--resume continues it" in res.stderr
    res = runner.invoke(
        app, ["balance", *args, "-n", "8", "--resume", "--set", "coin.coin.first_wins=1"]
    )
    assert res.exit_code == 2 and "cannot resume" in res.stderr and "content" in res.stderr


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["--set", "coin.coin.first_wins=2"],
            "coin.first_wins: Input should be less than or equal to 1",
        ),
        (["--set", "coin.coin.heads=1"], "no such key ('heads')"),
        (["--set", "dice.x=1"], "no content file 'dice' (files: coin)"),
        (["--set", "coin.first_wins"], "must be written FILE.KEY=VALUE"),
        (["--against"], "--against compares a what-if run"),
        (["-n", "0"], "--games must be at least 1"),
        (["-w", "0"], "--workers must be 1 to 256"),
        (["-a", "human"], "plays bots only"),
    ],
)
def test_bad_requests_are_refused_in_one_line(coin, tmp_path, args, message):
    res = runner.invoke(app, ["balance", "coingame", "--out", str(tmp_path / "x"), *args])
    assert res.exit_code == 2, res.output
    assert message in res.stderr and len(res.stderr.strip().splitlines()) == 1
    assert not (tmp_path / "x").exists()


def test_an_out_that_is_a_file_is_refused(coin, tmp_path):
    (tmp_path / "f").write_text("")
    res = runner.invoke(app, ["balance", "coingame", "--out", str(tmp_path / "f")])
    assert res.exit_code == 2 and "is a file, not a folder" in res.stderr


def test_a_stray_override_in_the_environment_is_refused(monkeypatch, tmp_path):
    """Content overrides travel only with a batch that asks for them: a process whose
    titles loaded other content refuses to play, rather than mislabel its games."""
    import seaboard.games.chaos_cove.content as cove_content

    monkeypatch.setitem(
        content._LOADED,
        content.file_key(cove_content.HERE / "rules.toml"),
        (content._LOADED[content.file_key(cove_content.HERE / "rules.toml")][0], {"x": 1}),
    )
    res = runner.invoke(app, ["simulate", "chaos_cove", "-n", "1", "-a", "random"])
    assert res.exit_code == 2 and "was loaded with {'x': 1}" in res.stderr


def test_the_help_gives_examples_for_every_landed_title():
    res = runner.invoke(app, ["balance", "--help"], env={"COLUMNS": "120"})
    assert res.exit_code == 0
    for title in TITLES:
        assert f"seaboard balance {title} " in res.stdout
    assert "--set house.rules.random_first_player=false --against" in res.stdout
