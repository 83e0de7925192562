"""Content overrides for what-if runs: `load` applies the overrides the environment names,
validated by the content model, and `check_overrides` turns `FILE.KEY=VALUE` into them."""

import json
from typing import Annotated

import pytest
from pydantic import Field

from seaboard.engine import content
from seaboard.engine.content import Content, ContentError, Sourced, load

Small = Annotated[int, Field(ge=1, le=10)]


class Ship(Sourced):
    name: str
    guns: Small


class Rules(Sourced):
    turns: Small
    calm: bool


class Fleet(Content):
    rules: Rules
    ships: list[Ship]


TEXT = """
[rules]
source = "house: for tests"
turns = 4
calm = false

[[ships]]
name = "Jane"
guns = 2
source = "rulebook"

[[ships]]
name = "Ranger"
guns = 3
source = "rulebook"
"""


@pytest.fixture
def fleet_file(tmp_path):
    folder = tmp_path / "mytitle" / "content"
    folder.mkdir(parents=True)
    path = folder / "fleet.toml"
    path.write_text(TEXT)
    return path


def _env(monkeypatch, overrides):
    monkeypatch.setenv(content.OVERRIDES_ENV, json.dumps(overrides))


def test_a_file_is_named_by_its_last_three_path_parts(fleet_file):
    assert content.file_key(fleet_file) == "mytitle/content/fleet.toml"


def test_load_applies_the_overrides_the_environment_names(fleet_file, monkeypatch):
    _env(monkeypatch, {"mytitle/content/fleet.toml": {"rules.turns": 7, "ships[1].guns": 9}})
    loaded = load(fleet_file, Fleet)
    assert loaded.rules.turns == 7 and loaded.ships[1].guns == 9 and loaded.ships[0].guns == 2
    assert content.loaded()["mytitle/content/fleet.toml"] == {"rules.turns": 7, "ships[1].guns": 9}
    monkeypatch.delenv(content.OVERRIDES_ENV)
    assert load(fleet_file, Fleet).rules.turns == 4
    assert content.loaded()["mytitle/content/fleet.toml"] == {}


def test_an_override_out_of_range_or_of_a_missing_key_is_refused_by_name(fleet_file, monkeypatch):
    _env(monkeypatch, {"mytitle/content/fleet.toml": {"rules.turns": 11}})
    with pytest.raises(ContentError, match=r"fleet.toml: rules.turns: Input should be less"):
        load(fleet_file, Fleet)
    _env(monkeypatch, {"mytitle/content/fleet.toml": {"rules.turnz": 5}})
    with pytest.raises(ContentError, match=r"rules.turnz: no such key \('turnz'\)"):
        load(fleet_file, Fleet)
    _env(monkeypatch, {"mytitle/content/fleet.toml": {"ships[5].guns": 5}})
    with pytest.raises(ContentError, match=r"no such key \(index 5\)"):
        load(fleet_file, Fleet)


def test_check_overrides_parses_validates_and_says_what_changes(fleet_file):
    load(fleet_file, Fleet)  # the title's import: the model is known from here on
    overrides, changes = content.check_overrides(
        [fleet_file], ["fleet.rules.turns=6", "fleet.rules.calm=true", "fleet.ships[0].guns = 5"]
    )
    assert overrides == {
        "mytitle/content/fleet.toml": {"rules.turns": 6, "rules.calm": True, "ships[0].guns": 5}
    }
    assert [c.to_json() for c in changes] == [
        {
            "file": "mytitle/content/fleet.toml",
            "key": "rules.turns",
            "old": 4,
            "new": 6,
            "source": "house: for tests",
        },
        {
            "file": "mytitle/content/fleet.toml",
            "key": "rules.calm",
            "old": False,
            "new": True,
            "source": "house: for tests",
        },
        {
            "file": "mytitle/content/fleet.toml",
            "key": "ships[0].guns",
            "old": 2,
            "new": 5,
            "source": "rulebook",
        },
    ]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("fleet.rules.turns", "must be written FILE.KEY=VALUE"),
        ("turns=3", "must be written FILE.KEY=VALUE"),
        ("navy.rules.turns=3", "no content file 'navy' (files: fleet)"),
        ("fleet.rules..turns=3", "cannot read it"),
        ("fleet.rules.turns=0", "rules.turns: Input should be greater than or equal to 1"),
        ("fleet.rules.turns=many", "rules.turns: Input should be a valid integer"),
        ("fleet.rules=3", "only a single value can be set, not a table"),
        ("fleet.rules.crew=3", "no such key ('crew')"),
        ("fleet.rules.turns=[1, 2]", "give a number, true/false or text"),
    ],
)
def test_check_overrides_refuses_bad_requests(fleet_file, text, message):
    load(fleet_file, Fleet)
    with pytest.raises(ContentError) as err:
        content.check_overrides([fleet_file], [text])
    assert message in str(err.value)


def test_the_same_key_twice_is_refused(fleet_file):
    load(fleet_file, Fleet)
    with pytest.raises(ContentError, match="set twice"):
        content.check_overrides([fleet_file], ["fleet.rules.turns=3", "fleet.rules.turns=5"])


def test_key_paths_read_the_provenance_notation():
    assert content.key_path("a.b[2].c") == ["a", "b", 2, "c"]
    assert content.key_path("setup.removed_standard.3") == ["setup", "removed_standard", "3"]
    for bad in ("", ".a", "a.", "a..b", "a[x]"):
        with pytest.raises(ContentError):
            content.key_path(bad)
