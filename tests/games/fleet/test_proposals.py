"""House proposals for cards with no public rules (fleet.md §10), off by default."""

from __future__ import annotations

from seaboard.engine.rng import Rng
from seaboard.games.fleet import GAME
from seaboard.games.fleet.rules.common import discard_card
from seaboard.games.fleet.rules.draw import draw_phase_start
from seaboard.games.fleet.rules.processing import processing_start
from seaboard.games.fleet.rules.scoring import score_parts
from seaboard.games.fleet.state import WEATHER
from seaboard.games.fleet.tables import BOAT_INDEX, LIC_INDEX

from .helpers import add_boat, at_launch, legal, licenses, new, play, run, set_hand


def proposals(which: str, players: int = 3):
    s = new(players, proposals=which)
    for q in range(players):
        set_hand(s, q)
    s.start_player = 0
    return s


def test_proposals_are_off_by_default() -> None:
    s = new(3)
    assert LIC_INDEX["weather"] not in s.license_deck + s.row
    assert not s.weather_on and not s.casino_on
    t = new(3, proposals="weather,research,club")
    deck = t.license_deck + t.row
    assert deck.count(LIC_INDEX["research"]) + deck.count(LIC_INDEX["club"]) > 0


def test_weather_authority_sinks_an_uncaptained_boat_crates_back_to_the_supply() -> None:
    s = proposals("weather")
    s.players[0].licenses = licenses(weather=1)
    add_boat(s, 1, "cod", crates=0)
    add_boat(s, 1, "shrimp", captain="tuna", crates=2)  # captained: safe
    add_boat(s, 2, "cod")
    at_launch(s)
    assert s.phase == WEATHER and s.current == 0
    assert legal(s) == ["sink 1 0", "sink 2 0", "done"]
    play(s, "sink 1 0")
    assert [BOAT_INDEX["shrimp"]] == s.players[1].boat_types
    assert s.discard_pile[BOAT_INDEX["cod"]] == 1


def test_research_vessel_one_more_card_one_more_discard() -> None:
    s = proposals("research")
    s.players[0].licenses = licenses(research=1)
    run(s, draw_phase_start)
    assert s.current == 0 and len(s.drawn) == 3 and s.draw_discards == 2


def test_captains_club_one_vp_per_captained_boat_with_four_crates() -> None:
    s = proposals("club")
    s.players[0].licenses = licenses(club=1)
    for crates in (4, 4, 3):
        add_boat(s, 0, "cod", captain="tuna", crates=crates)
    assert score_parts(s, 0)["club"] == 2


def test_casino_stake_a_processed_crate() -> None:
    for card, after in (("tuna", 3), ("lobster", 1), ("kingcrab", 0)):
        s = proposals("casino")
        pl = s.players[0]
        pl.licenses = licenses(processing=1)
        pl.processed = 1
        s.boat_supply.append(BOAT_INDEX[card])
        run(s, processing_start)
        assert "casino" in legal(s)
        play(s, "casino")
        assert pl.processed == after, card


def test_evaluate_is_in_unit_range_and_favours_the_leader() -> None:
    s = new(3)
    r = Rng(3)
    for _ in range(60):
        s.apply(r.choice(s.legal_actions()))
    s.players[1].licenses = licenses(pub=3)
    values = [GAME.evaluate(s, p) for p in range(3)]
    assert all(0.0 <= v <= 1.0 for v in values)
    assert values[1] == max(values)


def test_salvage_yard_takes_the_top_discard_instead_of_one_drawn_card() -> None:
    s = proposals("salvage")
    pl = s.players[0]
    pl.licenses = licenses(salvage=1)
    discard_card(s, BOAT_INDEX["cod"])
    discard_card(s, BOAT_INDEX["kingcrab"])  # the top of the pile
    deck = len(s.boat_supply)
    run(s, draw_phase_start)
    assert s.current == 0 and legal(s) == ["salvage", "done"]
    play(s, "salvage")
    # one card from the deck and the King Crab from the pile; discard one of the two
    assert len(s.boat_supply) == deck - 1
    assert BOAT_INDEX["kingcrab"] in s.drawn and len(s.drawn) == 2
    assert s.discard_order == [BOAT_INDEX["cod"]]
    assert s.view(1)["discard_top"] == "cod"
