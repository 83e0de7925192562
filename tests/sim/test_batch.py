"""seaboard.sim.batch: seats, seeds, summary, and the order of lines."""

import pytest

from seaboard.engine.agent import AgentSpecError
from seaboard.engine.game import ConfigError
from seaboard.engine.rng import derive_seed
from seaboard.sim.batch import Batch, check, game_seed, play_one, run, seats_for, summarize

pytestmark = pytest.mark.usefixtures("extra_titles")


def test_seats_rotate_from_game_to_game():
    assert [seats_for(["a", "b", "c"], 3, i, True) for i in range(4)] == [
        ["a", "b", "c"],
        ["b", "c", "a"],
        ["c", "a", "b"],
        ["a", "b", "c"],
    ]
    assert seats_for(["a", "b", "c"], 3, 5, False) == ["a", "b", "c"]


def test_fewer_agents_than_players_are_cycled():
    assert seats_for(["a", "b"], 4, 0, True) == ["a", "b", "a", "b"]
    assert seats_for(["a", "b"], 4, 1, True) == ["b", "a", "b", "a"]
    assert seats_for(["a"], 3, 7, True) == ["a", "a", "a"]


def test_game_seeds_derive_from_batch_seed_and_index():
    assert game_seed(5, 3) == derive_seed(5, "game", 3)
    assert len({game_seed(5, i) for i in range(100)}) == 100


def test_players_default_to_the_number_of_agents():
    assert Batch("dicegame", ("random",) * 3, 1).config().players == 3
    assert Batch("dicegame", ("random",), 1).config().players == 2  # the title's minimum


@pytest.mark.parametrize(
    ("batch", "error", "message"),
    [
        (Batch("dicegame", ("random",) * 3, 5, players=2), AgentSpecError, "3 agents for 2"),
        (Batch("dicegame", ("random", "human"), 5), AgentSpecError, "bots only"),
        (Batch("dicegame", ("random", "heuristic"), 5), ConfigError, "no heuristic"),
        (Batch("dicegame", ("random",), 0), ConfigError, "at least 1"),
        (Batch("dicegame", ("random",), 3, options={"wind": "1"}), ConfigError, "wind"),
    ],
)
def test_check_refuses_bad_batches(batch, error, message):
    with pytest.raises(error, match=message):
        check(batch)


def test_line_of_one_game():
    batch = Batch("harbor", ("random", "heuristic"), 4, seed=3)
    line = play_one(batch, 1)
    assert line["game"] == 1 and line["seed"] == game_seed(3, 1)
    assert line["agents"] == ["heuristic", "random"]
    assert len(line["scores"]) == 2 and set(line["outcomes"]) <= {"win", "loss", "draw"}
    assert line["actions"] > 0 and line["wall_ms"] >= 0
    again = play_one(batch, 1)
    assert {**again, "wall_ms": 0} == {**line, "wall_ms": 0}


def test_summary_counts_draws_as_half():
    lines = [
        {"agents": ["a", "b"], "outcomes": ["win", "loss"], "actions": 10},
        {"agents": ["b", "a"], "outcomes": ["draw", "draw"], "actions": 20},
        {"agents": ["a", "b"], "outcomes": ["loss", "loss"], "actions": 30},
    ]
    s = summarize(lines)
    assert s["games"] == 3 and s["actions"] == 60
    assert s["by_agent"]["a"]["wins"] == 1.5 and s["by_agent"]["a"]["games"] == 3
    assert s["by_agent"]["a"]["draws"] == 1
    assert s["by_agent"]["b"]["rate"] == pytest.approx(0.5 / 3)
    assert s["by_seat"]["0"]["wins"] == 1.5 and s["by_seat"]["1"]["wins"] == 0.5
    lo, hi = s["by_agent"]["a"]["ci95"]
    assert 0 <= lo < 0.5 < hi <= 1


def test_summary_splits_agents_by_seat_and_counts_endings_and_shared_losses():
    lines = [
        {"agents": ["a", "b"], "outcomes": ["win", "loss"], "scores": [3, 1], "reason": "x",
         "actions": 1},
        {"agents": ["b", "a"], "outcomes": ["loss", "win"], "scores": [2, 4], "reason": "y",
         "actions": 1},
        {"agents": ["a", "b"], "outcomes": ["loss", "loss"], "scores": [0, 0], "reason": "x",
         "actions": 1},
    ]  # fmt: skip
    s = summarize(lines)
    assert s["by_agent_seat"]["a @ 0"]["games"] == 2 and s["by_agent_seat"]["a @ 0"]["wins"] == 1
    assert s["by_agent_seat"]["a @ 1"]["wins"] == 1 and s["by_agent_seat"]["b @ 1"]["wins"] == 0
    assert s["endings"]["a @ 0"] == {"win: x": 1, "loss: x": 1}
    assert s["endings"]["a @ 1"] == {"win: y": 1}
    assert s["endings"]["b @ 1"] == {"loss: x": 2}
    assert s["mean_score"] == {"a": pytest.approx(7 / 3), "b": pytest.approx(1.0)}
    assert s["shared_losses"] == 1
    # head to head by score: a out-scored b twice and tied once (a shared loss, 0 to 0)
    a_b = s["outscored"]["a > b"]
    assert (a_b["wins"], a_b["draws"], a_b["games"]) == (2.5, 1, 3)
    assert s["outscored"]["b > a"]["wins"] == 0.5


def test_head_to_head_by_score_counts_each_pair_of_seats_of_different_agents():
    lines = [
        {"agents": ["a", "b", "b"], "outcomes": ["loss"] * 3, "scores": [5, 6, 1], "actions": 1},
        {"agents": ["a", "b"], "outcomes": ["win", "loss"], "actions": 1},  # no scores: not counted
    ]
    s = summarize(lines)
    assert set(s["outscored"]) == {"a > b", "b > a"}  # never b against itself
    assert (s["outscored"]["a > b"]["wins"], s["outscored"]["a > b"]["games"]) == (1, 2)
    assert (s["outscored"]["b > a"]["wins"], s["outscored"]["b > a"]["games"]) == (1, 2)


def test_run_in_process_yields_in_order_and_reports_progress():
    done = []
    lines = list(run(Batch("dicegame", ("random", "random"), 5, seed=2), 1, done.append))
    assert [x["game"] for x in lines] == list(range(5)) and sum(done) == 5
