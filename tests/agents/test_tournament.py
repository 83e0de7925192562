"""Tournaments: tables, seat rotation, shared seeds, ratings, win tables, JSON, plot, command."""

from __future__ import annotations

import io
import json
from collections import Counter

import pytest
from rich.console import Console

from seaboard.engine.agent import AgentSpecError
from seaboard.engine.game import Outcome
from seaboard.sim.stats import wilson
from seaboard.sim.tournament import (
    GameResult,
    TournamentError,
    _ranks,
    labels_for,
    make_tables,
    plot_ratings,
    rate_games,
    rotations,
    run_tournament,
    split_agents,
    tournament_command_main,
)
from tests.agents.dice_bots import GAME as BOTS
from tests.engine.dicegame import GAME as PLAIN


@pytest.fixture(scope="module")
def small() -> object:
    """random, heuristic and a small MCTS; 4 deals per pair, both seatings."""
    return run_tournament(
        BOTS,
        BOTS.make_config(),
        ["random", "heuristic", "mcts:iterations=40,depth=8"],
        games_per_pairing=8,
        seed=3,
    )


def test_round_robin_tables_rotations_and_shared_seeds(small) -> None:
    assert small.tables == [(0, 1), (0, 2), (1, 2)]
    assert len(small.seeds) == 4 and len(set(small.seeds)) == 4
    assert len(small.games) == 3 * 4 * 2
    for t, table in enumerate(small.tables):
        games = [g for g in small.games if g.table == t]
        # the same deals at every table, each played from both sides
        assert sorted(g.seed for g in games) == sorted(small.seeds * 2)
        assert Counter(g.seating for g in games) == {table: 4, table[::-1]: 4}
    per_seat = Counter((a, seat) for g in small.games for seat, a in enumerate(g.seating))
    assert set(per_seat.values()) == {8}  # every agent in every seat equally often


def test_win_tables_count_every_seat(small) -> None:
    for a, st in enumerate(small.stats):
        values = [
            {"win": 1.0, "draw": 0.5, "loss": 0.0}[g.outcomes[s]]
            for g in small.games
            for s, x in enumerate(g.seating)
            if x == a
        ]
        assert st.wins.games == len(values) == 16
        assert st.wins.wins == sum(values)
        assert (st.wins.low, st.wins.high) == wilson(sum(values), 16)
        assert sum(r.games for r in st.by_seat) == 16
    assert [r.games for r in small.by_seat] == [len(small.games)] * 2
    # two players: each game gives one win in all (or two half wins)
    assert sum(st.wins.wins for st in small.stats) == len(small.games)
    vs = small.versus("heuristic", "random")
    assert vs.games == 8 and vs.wins + small.versus("random", "heuristic").wins == 8


def test_stronger_agents_rate_higher(small) -> None:
    order = [r.agent for r in small.ratings]
    assert order[-1] == "random"
    assert small.versus("heuristic", "random").rate >= 0.75
    assert small.versus("mcts:iterations=40,depth=8", "random").rate >= 0.75
    r = small.rating_for("random")
    assert r.low == r.mu - 2 * r.sigma and r.ordinal == r.mu - 3 * r.sigma


def test_json_and_plot(small, tmp_path) -> None:
    data = json.loads(small.dumps())
    assert data["agents"] == small.agents
    assert len(data["games"]) == len(small.games)
    assert {r["agent"] for r in data["ratings"]} == set(small.agents)
    assert data["head_to_head"][0][0] is None
    path = tmp_path / "ratings.png"
    plot_ratings(small, str(path))
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert path.stat().st_size > 2000


def test_seeded_tournaments_repeat_and_workers_do_not_change_results() -> None:
    cfg = PLAIN.make_config()
    specs = ["random", "mcts:iterations=15,depth=6"]
    one = run_tournament(PLAIN, cfg, specs, 4, seed=9, workers=1)
    two = run_tournament(PLAIN, cfg, specs, 4, seed=9, workers=2)
    strip = [(g.seed, g.seating, g.scores, g.outcomes, g.actions) for g in one.games]
    assert strip == [(g.seed, g.seating, g.scores, g.outcomes, g.actions) for g in two.games]
    assert [(r.agent, r.mu, r.sigma) for r in one.ratings] == [
        (r.agent, r.mu, r.sigma) for r in two.ratings
    ]
    other = run_tournament(PLAIN, cfg, specs, 4, seed=10, workers=1)
    assert other.seeds != one.seeds


def test_tables_for_more_seats_than_agents() -> None:
    assert make_tables(3, 2) == [(0, 1), (0, 2), (1, 2)]
    assert make_tables(4, 3) == [(0, 1, 2), (0, 1, 3), (0, 2, 3), (1, 2, 3)]
    assert make_tables(2, 4) == [(0, 1, 0, 1)]
    assert rotations((0, 1, 0, 1)) == [(0, 1, 0, 1), (1, 0, 1, 0)]
    assert rotations((0, 1, 2)) == [(0, 1, 2), (1, 2, 0), (2, 0, 1)]
    assert make_tables(2, 3, "self-play") == [(0, 0, 0), (1, 1, 1)]
    with pytest.raises(TournamentError, match="mode"):
        make_tables(2, 2, "swiss")


def test_four_player_tables_from_two_agents() -> None:
    cfg = BOTS.make_config(4)
    result = run_tournament(BOTS, cfg, ["random", "heuristic"], 3, seed=1)
    # 3 games rounded up to 2 distinct rotations -> 2 deals x 2 seatings
    assert len(result.seeds) == 2 and len(result.games) == 4
    st = result.stats_for("heuristic")
    assert st.wins.games == 8  # two seats per game
    assert result.versus("heuristic", "random").games == 4 * 4  # 2x2 seat pairs per game
    assert result.ratings[0].agent == "heuristic"


def test_self_play_reports_shared_losses_and_skips_ratings() -> None:
    cfg = BOTS.make_config(3)
    result = run_tournament(BOTS, cfg, ["random", "heuristic"], 3, seed=2, mode="self-play")
    assert [g.seating for g in result.games][:3] == [(0, 0, 0), (0, 0, 0), (0, 0, 0)]
    assert all(r.sigma == pytest.approx(25 / 3) for r in result.ratings)  # no rated game
    # Dice Market always has a winner: nobody "all lost"
    assert all(st.all_lost.wins == 0 for st in result.stats)
    assert result.stats_for("heuristic").mean_score > result.stats_for("random").mean_score


def test_ranks_order_by_outcome_then_score() -> None:
    assert _ranks(["win", "loss", "loss"], [5, 3, 4]) == [1, 3, 2]
    assert _ranks(["draw", "draw", "loss"], [5, 5, 1]) == [1, 1, 3]
    assert _ranks(["loss", "loss", "loss"], [2, 7, 2]) == [2, 1, 2]  # a shared loss


def test_shared_loss_counts_and_ratings_move() -> None:
    games = [GameResult(0, 1, (0, 1), (3.0, 1.0), ("loss", "loss"), 10, 1.0)] * 3
    games += [GameResult(0, 1, (1, 0), (1.0, 3.0), ("loss", "loss"), 10, 1.0)] * 3
    ratings = rate_games(["a", "b"], games)
    assert ratings[0].agent == "a"  # out-scoring in a shared loss counts
    assert ratings[0].mu > 25 > ratings[1].mu


def test_agent_lists_keep_spec_options_together() -> None:
    assert split_agents("random, mcts:iterations=400,rollout=heuristic,heuristic") == [
        "random",
        "mcts:iterations=400,rollout=heuristic",
        "heuristic",
    ]
    assert split_agents("mcts:time=1,mcts:time=2,depth=9,") == [
        "mcts:time=1",
        "mcts:time=2,depth=9",
    ]


def test_labels_for_repeated_specs() -> None:
    assert labels_for(["random", "mcts", "random"]) == ["random", "mcts", "random#2"]


def test_bad_input_is_refused_before_playing() -> None:
    cfg = BOTS.make_config()
    with pytest.raises(AgentSpecError, match="bogus"):
        run_tournament(BOTS, cfg, ["random", "mcts:bogus=1"], 2)
    with pytest.raises(TournamentError, match="two agents"):
        run_tournament(BOTS, cfg, ["random"], 2)
    with pytest.raises(TournamentError, match="at least 1"):
        run_tournament(BOTS, cfg, ["random", "heuristic"], 0)


def test_command_prints_a_report_and_json(tmp_path) -> None:
    out = io.StringIO()
    console = Console(file=out, width=160)
    plot = tmp_path / "r.png"
    result = tournament_command_main(
        "dicegame", "random,mcts:iterations=10,depth=5", None, 2, 1, 4, False, str(plot),
        console=console,
    )  # fmt: skip
    text = out.getvalue()
    assert "Ratings" in text and "mcts:iterations=10,depth=5" in text and "seat 1" in text
    assert plot.exists()
    assert len(result.games) == 2
    out = io.StringIO()
    tournament_command_main(
        "dicegame", ["random", "random"], 2, 2, 1, 4, True, None, console=Console(file=out)
    )
    data = json.loads(out.getvalue())
    assert data["agents"] == ["random", "random#2"]
    assert all(g["outcomes"][0] in {o.value for o in Outcome} for g in data["games"])
