"""The Fleet heuristic on the decisions added with the Arctic Bounty readings, and its
Corporation-game valuation."""

from __future__ import annotations

from seaboard.engine.agent import Clock
from seaboard.engine.match import play as play_match
from seaboard.games.fleet import GAME
from seaboard.games.fleet.bots import FleetHeuristic, corporation_denial
from seaboard.games.fleet.state import MATE, TAKE
from seaboard.games.fleet.tables import LIC_INDEX

from .helpers import add_boat, at_launch, licenses, new, play, set_hand, set_row


def choose(s) -> str:
    bot = FleetHeuristic("heuristic", s.current)
    return bot.act(s, s.legal_actions(), Clock(None)).text


def test_heuristic_first_mate_pays_with_a_processed_crate_before_a_boat_crate() -> None:
    s = new(3, dock="houseboat,firstmate")
    for q in range(3):
        set_hand(s, q)
    s.start_player = 0
    pl = s.players[0]
    pl.licenses = licenses(lobster=1)
    add_boat(s, 0, "shrimp", captain="cod", crates=2)
    add_boat(s, 0, "shrimp")
    add_boat(s, 0, "cod")
    set_hand(s, 0, tuna=3)
    pl.processed = 1
    at_launch(s)
    play(s, "done", "hire tuna shrimp", "firstmate 1 tuna")
    assert s.phase == MATE
    assert choose(s) == "matecrate processed"


def test_heuristic_dfo_takes_from_a_boat_that_will_not_fish_it_back() -> None:
    options = {"standard": "shrimp,cod,lobster,tuna,oyster,char", "premium": "pub,kingcrab,dfo"}
    s = new(5, **options)
    for q in range(5):
        set_hand(s, q)
    for q in (1, 2, 3, 4):
        add_boat(s, q, "shrimp", captain="shrimp", crates=4)  # full: fishes again
    add_boat(s, 2, "cod", crates=2)  # no captain: a crate taken stays lost
    s.players[0].licenses = licenses(dfo=1)
    add_boat(s, 0, "shrimp")
    set_hand(s, 0, dfo=1, tuna=1, shrimp=1)
    at_launch(s)
    play(s, "launch dfo", "pay tuna", "confirm")
    assert s.phase == TAKE
    assert choose(s) == "take 2 1"


def test_corporation_denial_values_the_license_the_captain_would_take() -> None:
    s = new(2, corporation="tc")
    s.round = 7  # Round Max 11: the Pub is within the Captain's reach
    s.row = [LIC_INDEX["pub"], LIC_INDEX["cod"], LIC_INDEX["tuna"]]
    s.bought_license = [False, False, False]
    assert corporation_denial(s, LIC_INDEX["pub"]) == 10 - 4  # he would take Cod instead
    assert corporation_denial(s, LIC_INDEX["tuna"]) == 0
    s.round = 1  # Round Max 5: the Pub is out of his reach, Cod is his pick
    assert corporation_denial(s, LIC_INDEX["pub"]) == 0
    assert corporation_denial(s, LIC_INDEX["cod"]) == 4 - 3


def test_heuristic_plays_arctic_games_with_tugs_first_mates_dfo_and_crewmen() -> None:
    config = GAME.make_config(
        players=5,
        standard="shrimp,cod,lobster,tuna,oyster,char",
        premium="pub,kingcrab,dfo",
        dock="tug,firstmate,artisan",
        crewman=True,
    )
    agents = [FleetHeuristic("heuristic", q) for q in range(5)]
    record = play_match(GAME, config, agents, 3)
    assert record.result is not None


def test_rollout_policy_opens_at_the_minimum_and_takes_what_no_license_gives() -> None:
    """The search's rollouts (`RolloutFleet`, Fleet's `mcts_options` rollout) play at random
    but for two choices random play wastes: an opening bid above the minimum (a last
    eligible opener wins at once at what he names) and declining the two cards of a player
    who bought no license. Elsewhere they vary."""
    from seaboard.engine.rng import Rng
    from seaboard.games.fleet.bots import RolloutFleet
    from seaboard.games.fleet.state import BID, NO_LICENSE, OPEN

    from .test_variants import corp

    assert GAME.mcts_options["rollout"] == "heuristic"
    assert all(
        isinstance(GAME.rollout_agent(seat, GAME.make_config(players=2), {}), RolloutFleet)
        for seat in (0, 1)
    )
    rollout = RolloutFleet("rollout", 0)
    rollout.rng = Rng(1)
    s = new(2, seed=3)
    assert s.phase == OPEN
    opens = {rollout.act(s, s.legal_actions(), Clock()).text for _ in range(40)}
    assert len(opens) > 1  # which license, or pass: at random
    play(s, next(a for a in sorted(opens) if a.startswith("open")))
    assert s.phase == BID and s.high_bid < 0 and len(s.legal_actions()) > 1
    lowest = s.legal_actions()[0]
    assert all(rollout.act(s, s.legal_actions(), Clock()) == lowest for _ in range(20))
    s = corp()
    set_row(s, "cod", "lobster", "tuna")  # nobody can afford anything
    assert s.phase == NO_LICENSE and [a.text for a in s.legal_actions()] == ["drawtwo", "done"]
    assert all(rollout.act(s, s.legal_actions(), Clock()).text == "drawtwo" for _ in range(20))
