import json

import pytest
from typer.testing import CliRunner

from seaboard.cli import app

pytestmark = pytest.mark.usefixtures("extra_titles")

runner = CliRunner()


def test_list_json_shape():
    res = runner.invoke(app, ["list", "--json"])
    assert res.exit_code == 0, res.output
    titles = json.loads(res.stdout)
    assert isinstance(titles, list)
    by_name = {t["name"]: t for t in titles}
    for t in titles:
        assert {"title", "name", "players", "options"} <= set(t)
    assert by_name["dicegame"]["players"] == [2, 4]
    assert by_name["dicegame"]["title"] == "Dice Market (test game)"
    harbor = by_name["harbor"]
    assert harbor["players"] == [2, 3]
    assert harbor["options"] == [
        {
            "name": "calm_seas",
            "type": "bool",
            "default": False,
            "description": "a test option; changes nothing",
        }
    ]


def test_list_table_names_titles_and_options():
    res = runner.invoke(app, ["list"])
    assert res.exit_code == 0
    assert "dicegame" in res.stdout and "harbor" in res.stdout
    assert "calm_seas=False" in res.stdout


def test_python_dash_m_seaboard_runs_the_command():
    """`python -m seaboard` is the same command as `seaboard` (no console script needed)."""
    import subprocess
    import sys

    from tests.cli.support import ROOT, subprocess_env

    res = subprocess.run(
        [sys.executable, "-m", "seaboard", "list", "--json"],
        capture_output=True,
        text=True,
        env=subprocess_env(),
        cwd=ROOT,
        timeout=120,
    )
    assert res.returncode == 0, res.stderr
    assert "blackbeard" in {t["name"] for t in json.loads(res.stdout)}
