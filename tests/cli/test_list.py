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
