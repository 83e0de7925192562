"""`--ray`: simulate and tournament on a real Ray cluster (one started on this machine),
giving the same games as the local process pool."""

import json

import pytest
import ray  # the dev extra brings it: these tests run, never skip
from typer.testing import CliRunner

from seaboard.cli import app

runner = CliRunner()


def _without_time(path):
    return [
        {k: v for k, v in json.loads(x).items() if k != "wall_ms"}
        for x in path.read_text().splitlines()
    ]


def test_simulate_on_a_local_ray_cluster_gives_the_same_games(tmp_path):
    args = ["simulate", "blackbeard", "-n", "24", "-a", "random,heuristic", "--seed", "5"]
    here, there = tmp_path / "here.jsonl", tmp_path / "ray.jsonl"
    res = runner.invoke(app, [*args, "-w", "1", "--out", str(here), "--json"])
    assert res.exit_code == 0, res.output
    res2 = runner.invoke(app, [*args, "-w", "2", "--ray", "local", "--out", str(there), "--json"])
    assert res2.exit_code == 0, res2.output
    assert _without_time(here) == _without_time(there)
    assert json.loads(res2.stdout) == json.loads(res.stdout)
    assert not ray.is_initialized()  # the pool left the cluster it started


def test_tournament_on_a_local_ray_cluster(tmp_path):
    args = ["tournament", "blackbeard", "-a", "random,heuristic", "-n", "6", "--json"]
    res = runner.invoke(app, [*args, "-w", "1"])
    res2 = runner.invoke(app, [*args, "-w", "2", "--ray", "local"])
    assert res.exit_code == 0 and res2.exit_code == 0, res2.output
    a, b = json.loads(res.stdout), json.loads(res2.stdout)
    for doc in (a, b):
        doc.pop("seconds", None)
        for game in doc["games"]:
            game.pop("ms", None)
    assert a == b


@pytest.mark.parametrize(
    ("address", "message"),
    [
        ("127.0.0.1:1", "--ray 127.0.0.1:1: cannot join the cluster"),
        ("ray://127.0.0.1:1", "--ray ray://127.0.0.1:1: cannot join the cluster"),
        ("somewhere", "give 'local', 'auto' or HOST:PORT"),
    ],
)
def test_an_unreachable_cluster_is_refused_at_once(address, message):
    args = ["simulate", "blackbeard", "-n", "2", "-a", "random", "--ray", address]
    res = runner.invoke(app, args)
    assert res.exit_code == 2, res.output
    assert message in res.stderr


def test_a_what_if_balance_run_on_a_local_ray_cluster_gives_the_same_games(tmp_path):
    """The content override reaches the Ray workers (each game checks it did) and the
    games and report are those of the local pool."""
    args = ["balance", "blackbeard", "-n", "4", "--set", "rules.hunter_pawns=5", "--json"]
    here, there = tmp_path / "here", tmp_path / "ray"
    res = runner.invoke(app, [*args, "-w", "1", "--out", str(here)])
    assert res.exit_code == 0, res.output
    res2 = runner.invoke(app, [*args, "-w", "2", "--ray", "local", "--out", str(there)])
    assert res2.exit_code == 0, res2.output
    lines = _without_time(there / "games.jsonl")
    assert lines == _without_time(here / "games.jsonl")
    assert lines[0]["content"] == {"blackbeard/content/rules.toml": {"hunter_pawns": 5}}
    assert json.loads(res2.stdout) == json.loads(res.stdout)
    assert not ray.is_initialized()
