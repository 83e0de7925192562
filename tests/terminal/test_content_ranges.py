"""Every content number has a valid range: a file with a zero turn count, a negative purse
or zero pawns is refused by name when it loads."""

import shutil
import tomllib

import pytest

from seaboard.engine.content import ContentError, load
from seaboard.games.blackbeard import content as bb
from seaboard.games.chaos_cove import content as cove
from seaboard.games.fleet import content as fleet


def _with(tmp_path, source, path, value):
    """A copy of content file `source` with the number at `path` (dotted) replaced."""
    text = source.read_text()
    data = tomllib.loads(text)
    node = data
    *parents, key = path.split(".")
    for p in parents:
        node = node[p]
    old = node[key]
    out = tmp_path / source.name
    shutil.copy(source, out)
    needle = f"{key} = {old}"
    assert needle in text, needle
    out.write_text(text.replace(needle, f"{key} = {value}", 1))
    return out


@pytest.mark.parametrize(
    ("module", "file", "model", "path", "value"),
    [
        (bb, "rules.toml", bb.RulesFile, "turns", 0),
        (bb, "rules.toml", bb.RulesFile, "turns", -4),
        (bb, "rules.toml", bb.RulesFile, "start_purse", -5),
        (bb, "rules.toml", bb.RulesFile, "blackbeard_pawns", 0),
        (bb, "rules.toml", bb.RulesFile, "hunter_pawns", 0),
        (bb, "rules.toml", bb.RulesFile, "rigging_roll", 7),
        (fleet, "base.toml", fleet.BaseContent, "general.crates_per_player", 0),
        (fleet, "base.toml", fleet.BaseContent, "general.capacity", -1),
        (fleet, "base.toml", fleet.BaseContent, "limits.max_bid", 0),
        (cove, "rules.toml", cove.Rules, "rounds.standard", 0),
        (cove, "rules.toml", cove.Rules, "setup.doubloons", -5),
        (cove, "rules.toml", cove.Rules, "board.geometry.lanes", 0),
    ],
)
def test_a_number_out_of_range_is_refused_by_name(tmp_path, module, file, model, path, value):
    source = module.HERE / file
    load(source, model)  # the shipped file is fine
    bad = _with(tmp_path, source, path, value)
    with pytest.raises(ContentError, match=path.split(".")[-1]):
        load(bad, model)
