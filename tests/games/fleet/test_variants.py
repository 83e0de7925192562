"""Arctic Bounty Two-Player (J.P. Desantis Corporation) and Solo variants."""

from __future__ import annotations

from pathlib import Path

from seaboard.engine.game import Outcome
from seaboard.engine.match import replay
from seaboard.engine.record import Record
from seaboard.games.fleet import GAME
from seaboard.games.fleet.rules.corporation import captain_score, round_max
from seaboard.games.fleet.rules.launch import launch_next_player
from seaboard.games.fleet.state import DRAW, NO_LICENSE, OPEN, PAY
from seaboard.games.fleet.tables import BOAT_INDEX

from .helpers import legal, licenses, new, play, run, set_hand, set_row

GOLDEN = Path(__file__).parent / "golden_tc_2p.json"


def corp(captain: str = "tc"):
    s = new(2, corporation=captain)
    for q in range(2):
        set_hand(s, q)
    s.start_player = 0
    return s


def test_two_player_setup_three_licenses_fifty_crates_three_player_deck() -> None:
    s = new(2, corporation="kirkman")
    assert len(s.row) == 3 and s.crate_supply == 50 and s.captains == [0]
    assert len(s.row) + len(s.license_deck) == 26 - 2 - 2  # three-player removal
    solo = new(1)
    assert solo.crate_supply == 25 and solo.captains == [1, 0] and len(solo.row) == 3


def test_captain_bids_one_more_on_a_two_dollar_card_below_round_max() -> None:
    s = corp()
    set_hand(s, 0, tuna=2)
    set_row(s, "shrimp", "cod", "lobster")
    s.boat_supply[-1] = BOAT_INDEX["lobster"]  # a $2 card: the Captain bids
    s.boat_supply[-2] = BOAT_INDEX["kingcrab"]  # a $1 card: then he passes
    assert round_max(s) == 5  # house: 4 + round
    play(s, "open 0", "bid 4")
    # player 1 has nothing; the Captain (seat 2) bids last: $5
    assert s.high_bid == 5 and s.high_bidder == 2 and s.current == 0
    play(s, "bid 6")
    # $6 is not below the Round Max: the Captain passes; player 0 wins and pays
    assert s.phase == PAY and s.current == 0 and s.pay_due == 6
    assert s.discard_pile[BOAT_INDEX["lobster"]] == 1  # revealed cards are discarded


def test_captain_wins_when_everyone_passes_after_his_bid() -> None:
    s = corp()
    set_hand(s, 0, tuna=2)
    set_row(s, "shrimp", "cod", "lobster")
    s.boat_supply[-1] = BOAT_INDEX["lobster"]
    play(s, "open 0", "bid 4", "pass")
    assert s.captain_licenses[0] == licenses(shrimp=1)
    assert s.auction_done[2] and s.phase == OPEN and s.current == 0  # player 0 may open again


def test_captain_takes_the_best_affordable_license_he_lacks_at_auction_end() -> None:
    s = corp()
    s.round = 6  # Round Max 10: Premium licenses affordable
    s.captain_licenses[0] = licenses(pub=1)
    set_row(s, "cod", "pub", "lobster")  # nobody can afford anything
    # the Captain always takes a Premium he can afford, even one he has
    assert s.captain_licenses[0] == licenses(pub=2)
    s2 = corp()
    s2.captain_licenses[0] = licenses(cod=1)
    set_row(s2, "cod", "lobster", "tuna")  # Round Max 5: Lobster or Tuna (3 VP, both $5)
    assert s2.captain_licenses[0] == licenses(cod=1, lobster=1)


def test_players_who_bought_nothing_may_draw_two() -> None:
    """AB Two-Player Variant, Auction Phase: "If a Player did NOT purchase a license during
    the Auction Phase, he may draw TWO Boat Cards from the supply at the end of the Phase."
    A choice, offered in turn order."""
    s = corp()
    set_row(s, "cod", "lobster", "tuna")  # both players have nothing: both decline
    assert s.phase == NO_LICENSE and s.current == 0 and legal(s) == ["drawtwo", "done"]
    play(s, "drawtwo")
    assert s.current == 1
    play(s, "drawtwo")
    # two cards each at the end of the auction; nothing else happens until player 0's Draw
    assert [sum(p.hand) for p in s.players] == [2, 2]
    assert s.phase == DRAW and s.current == 0


def test_captain_launches_tc_two_dollar_cards_kirkman_one_and_three() -> None:
    for captain, card, launched in (
        ("tc", "lobster", True),
        ("tc", "tuna", False),
        ("kirkman", "tuna", True),
        ("kirkman", "kingcrab", True),
        ("kirkman", "shrimp", False),
    ):
        s = corp(captain)
        s.boat_supply.append(BOAT_INDEX[card])
        s.turn_index = 2
        run(s, launch_next_player)
        assert (s.captain_boats[0] == [BOAT_INDEX[card]]) == launched, (captain, card)


def test_captain_scores_boats_as_if_at_max_capacity() -> None:
    s = corp()
    s.captain_licenses[0] = licenses(kccaptains=1, cod=1)
    s.captain_boats[0] = [BOAT_INDEX["cod"], BOAT_INDEX["kingcrab"]]
    # 5 + 4 license VP, 2 + 3 boat VP, 2 x 4 crates, King Crab captains +2
    assert captain_score(s, 0) == 9 + 5 + 8 + 2


def test_corporation_beating_everyone_means_nobody_wins() -> None:
    s = corp()
    s.captain_licenses[0] = licenses(pub=2)
    r = s.result()
    assert r.outcomes == (Outcome.LOSS, Outcome.LOSS)
    assert "Corporation" in r.reason


def test_solo_tc_bids_before_kirkman() -> None:
    s = new(1)
    set_hand(s, 0, tuna=3)
    s.start_player = 0
    set_row(s, "shrimp", "cod", "lobster")
    s.boat_supply[-1] = BOAT_INDEX["lobster"]  # T.C. reveals: bids 5
    s.boat_supply[-2] = BOAT_INDEX[
        "processing"
    ]  # Kirkman reveals: bids 6 (above Round Max? no: 5<5 false)
    play(s, "open 0", "bid 4")
    assert s.high_bidder == 1 and s.high_bid == 5  # T.C. is seat 1, Kirkman seat 2
    assert s.auction_out[2]  # ...the bid ($5) is not below the Round Max ($5): Kirkman passes
    assert s.view(0)["revealed"] == ["lobster"]  # what the last action turned face up
    assert legal(s)[0] == "bid 6"


def test_golden_two_player_game_against_captain_tc() -> None:
    """A full 2-player game against Captain T.C., replayed from a stored record."""
    record = Record.loads(GOLDEN.read_text())
    state = replay(GAME, record)
    assert state.is_over
    assert state.result().to_json() == record.result.to_json()
    assert state.captains == [1] and sum(state.captain_licenses[0]) > 0


def test_solo_auction_phase_ends_once_the_player_passes() -> None:
    """AB Solo Variant, Auction Phase: "Once the player has won a license or passed, end
    the Auction Phase." The Captains finish the auction the player left."""
    s = new(1)
    set_hand(s, 0, tuna=3)
    s.start_player = 0
    set_row(s, "shrimp", "cod", "lobster")
    s.boat_supply[-1] = BOAT_INDEX["lobster"]  # T.C. reveals a $2 card: bids 5
    s.boat_supply[-2] = BOAT_INDEX["processing"]  # Kirkman: $5 is not below the Round Max
    play(s, "open 0", "bid 4", "pass")
    assert s.captain_licenses[0] == licenses(shrimp=1)  # T.C. wins the Shrimp license
    assert s.auction_done[0] and s.phase != OPEN  # no second auction for the player


def test_solo_auction_phase_ends_once_the_player_wins() -> None:
    s = new(1)
    set_hand(s, 0, tuna=3)
    s.start_player = 0
    set_row(s, "shrimp", "cod", "lobster")
    s.boat_supply[-1] = BOAT_INDEX["kingcrab"]  # T.C. reveals a $1 card: passes
    s.boat_supply[-2] = BOAT_INDEX["cod"]  # Kirkman too
    play(s, "open 0", "bid 4", "pay tuna", "pay tuna", "confirm")
    assert s.players[0].licenses == licenses(shrimp=1) and s.phase != OPEN


def test_two_player_and_solo_dock_piles_are_those_of_three_players() -> None:
    """AB Two-Player and Solo Variants: "the three-player set-up except with only 50 (25)
    Crates"; AB Setup: "Add two of each Dock Card per player": six of each."""
    assert new(2, corporation="tc", dock="tug,artisan").dock_piles[:2] == [6, 6]
    assert new(1, dock="houseboat,firstmate").dock_piles[2:4] == [6, 6]
    assert new(2, dock="tug,artisan").dock_piles[:2] == [4, 4]  # no Corporation: two players


def test_no_license_choices_each_once_in_any_order_shown_in_the_view() -> None:
    """AB Two-Player Variant (draw two) and Gone Fishin' (take one), both for who bought no
    license; what is taken decides what is left to offer, so the view shows it."""
    s = new(2, corporation="tc", gone_fishin=True)
    for q in range(2):
        set_hand(s, q)
    s.start_player = 0
    set_row(s, "cod", "lobster", "tuna")
    assert s.current == 0 and legal(s) == ["drawtwo", "takegonefishin", "done"]
    play(s, "takegonefishin")
    assert s.current == 0 and legal(s) == ["drawtwo", "done"]
    assert s.view(0)["no_license"] == {"player": 0, "drew_two": False, "took_gone_fishin": True}
    play(s, "drawtwo")
    assert s.current == 1 and s.players[0].gone_fishin == 1 and sum(s.players[0].hand) == 2
