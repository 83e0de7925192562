"""The Fleet heuristic on the decisions added with the Arctic Bounty readings, and its
Corporation-game valuation."""

from __future__ import annotations

from seaboard.engine.agent import Clock
from seaboard.engine.match import play as play_match
from seaboard.games.fleet import GAME
from seaboard.games.fleet.bots import FleetHeuristic, corporation_denial
from seaboard.games.fleet.state import MATE, TAKE
from seaboard.games.fleet.tables import LIC_INDEX

from .helpers import add_boat, at_launch, licenses, new, play, set_hand


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
