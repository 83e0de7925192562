"""`seaboard rules`: rulebook source, content sources, house values."""

import pytest
from typer.testing import CliRunner

import seaboard.cli
from seaboard.cli import app, content_files
from seaboard.games import get_game

pytestmark = pytest.mark.usefixtures("extra_titles")

runner = CliRunner()


def test_content_files_are_found_next_to_the_title():
    files = content_files(get_game("harbor"))
    assert [f.name for f in files] == ["market.toml"]
    assert content_files(get_game("dicegame")) == []


def test_rules_lists_sources_and_house_values():
    res = runner.invoke(app, ["rules", "harbor", "--sources"])
    assert res.exit_code == 0, res.output
    out = res.stdout
    assert "Harbor (test title) (harbor)" in out
    assert "rulebook: tests/cli/harbor: no printed rulebook" in out
    assert "contract costs" in out and "house: made up for tests" in out
    assert "house values (2)" in out
    assert "contracts.cheapest" in out and "contracts.dearest" in out
    assert "dice.sides" not in out  # a rulebook value is not a house value


def test_rules_of_a_title_without_content():
    res = runner.invoke(app, ["rules", "dicegame", "--sources"])
    assert res.exit_code == 0
    assert "rulebook: (none declared)" in res.stdout and "house values: none" in res.stdout


def test_rules_refusals(tmp_path, monkeypatch):
    res = runner.invoke(app, ["rules", "nonesuch"])
    assert res.exit_code == 2 and "unknown title 'nonesuch'" in res.stderr
    bad = tmp_path / "bad.toml"
    bad.write_text("[ships]\ncount = 3\n")
    monkeypatch.setattr(seaboard.cli, "content_files", lambda game: [bad])
    res = runner.invoke(app, ["rules", "harbor", "--sources"])
    assert res.exit_code == 2
    assert f"{bad}: ships.count: the number 3 has no provenance" in res.stderr
    assert "Traceback" not in res.output


def test_rules_without_sources_is_the_summary_by_section():
    res = runner.invoke(app, ["rules", "dicegame"])
    assert res.exit_code == 0, res.output
    assert "has no rules summary yet" in res.stdout and "--sources" in res.stdout
    res = runner.invoke(app, ["rules", "blackbeard"])
    assert res.exit_code == 0, res.output
    out = res.stdout
    for section in ("Hidden Information", "B. Interview Informants", "E. Encounters",
                    "F. Resolve Piracy", "G. End Turn and Victory"):  # fmt: skip
        assert section in out
    assert out.index("B. Interview Informants") < out.index("F. Resolve Piracy")
    assert "The goal" in out and "house values (" not in out
    assert "seaboard rules blackbeard --sources" in out
    res = runner.invoke(app, ["rules", "blackbeard", "--sources"])
    assert "house values" in res.stdout and "Hidden Information" not in res.stdout
