import json

import pytest

from seaboard.agents.base import RandomAgent, make_agent, parse_spec
from seaboard.engine.agent import AgentSpecError
from seaboard.engine.game import (
    Action,
    ConfigError,
    Event,
    IllegalAction,
    Outcome,
    Result,
    events_for,
    options_from_strings,
)
from seaboard.engine.match import play, replay
from seaboard.engine.record import Record, RecordError
from seaboard.games import UnknownTitle, get_game
from tests.engine.dicegame import GAME


def test_registry_finds_the_test_game_by_name():
    assert get_game("dicegame") is GAME
    with pytest.raises(UnknownTitle, match="unknown title"):
        get_game("monopoly")


def test_config_validation_names_the_problem():
    assert GAME.make_config(players=3).players == 3
    with pytest.raises(ConfigError, match="2-4 players"):
        GAME.make_config(players=5)
    with pytest.raises(ConfigError, match="colour"):
        GAME.make_config(players=2, colour="red")


def test_options_from_strings():
    assert options_from_strings(["first-game=true", "x = 1"]) == {"first_game": "true", "x": "1"}
    with pytest.raises(ConfigError, match="KEY=VALUE"):
        options_from_strings(["novalue"])


def test_illegal_apply_changes_nothing_and_names_rule():
    s = GAME.new_state(GAME.make_config(players=2), 1)
    before = s.reveal()
    with pytest.raises(IllegalAction, match=r"\[Payment\]"):
        s.apply(Action("confirm"))
    assert s.reveal() == before


def test_events_filtered_per_player():
    events = [
        Event("drew", {"card": 5}, frozenset({0})),
        Event("drew", {}, frozenset({1})),
        Event("rolled", {"die": 3}),
    ]
    assert [e.data for e in events_for(events, 0)] == [{"card": 5}, {"die": 3}]
    assert [e.data for e in events_for(events, 1)] == [{}, {"die": 3}]
    assert [e.data for e in events_for(events, None)] == [{"die": 3}]


def test_result_ranking():
    r = Result.from_ranking([3, 5, 5])
    assert r.outcomes == (Outcome.LOSS, Outcome.DRAW, Outcome.DRAW)
    assert Result.from_ranking([1, 0]).outcomes == (Outcome.WIN, Outcome.LOSS)
    assert Result.from_json(json.loads(json.dumps(r.to_json()))) == r


def test_agent_specs():
    assert parse_spec("mcts:iterations=400,rollout=heuristic") == (
        "mcts",
        {"iterations": "400", "rollout": "heuristic"},
    )
    assert parse_spec("random") == ("random", {})
    with pytest.raises(AgentSpecError, match="KEY=VALUE"):
        parse_spec("mcts:iterations")
    with pytest.raises(AgentSpecError, match="unknown agent"):
        make_agent("genius", GAME, 0, GAME.make_config())
    assert isinstance(make_agent("random", GAME, 0, GAME.make_config()), RandomAgent)


def _play(seed):
    config = GAME.make_config(players=3)
    agents = [make_agent("random", GAME, i, config) for i in range(3)]
    return play(GAME, config, agents, seed)


def test_play_is_reproducible_and_replays():
    a, b = _play(11), _play(11)
    assert a.actions == b.actions and a.result == b.result
    assert _play(12).actions != a.actions
    final = replay(GAME, Record.loads(a.dumps()))
    assert final.is_over and final.result() == a.result


def test_resumed_game_continues_identically():
    full = _play(5)
    config = GAME.make_config(players=3)
    head = Record(full.title, full.config, full.seed, full.actions[:17], agents=full.agents)
    state = replay(GAME, head)
    agents = [make_agent("random", GAME, i, config) for i in range(3)]
    resumed = play(GAME, config, agents, full.seed, record=head, state=state)
    assert resumed.actions == full.actions


def test_record_refusals_say_which_and_where(tmp_path):
    good = _play(3)
    with pytest.raises(RecordError, match="line 1, column"):
        Record.loads("{not json")
    data = good.to_json()
    data["format"] = 99
    with pytest.raises(RecordError, match="unknown record format 99"):
        Record.from_json(data)
    bad = Record.loads(good.dumps())
    bad.actions[4] = "confirm"
    with pytest.raises(RecordError, match="action 5 'confirm' is not legal"):
        replay(GAME, bad)
    bad = Record.loads(good.dumps())
    bad.title = "fleet"
    with pytest.raises(RecordError, match="record is for 'fleet'"):
        replay(GAME, bad)
    path = tmp_path / "r.json"
    path.write_text('{"format": 1, "title": "dicegame"}')
    with pytest.raises(RecordError, match="missing field 'config'"):
        Record.load(path)


def test_record_save_is_atomic_and_loads(tmp_path):
    rec = _play(8)
    path = tmp_path / "game.json"
    rec.save(path)
    assert Record.load(path).actions == rec.actions
    assert not (tmp_path / "game.json.tmp").exists()
