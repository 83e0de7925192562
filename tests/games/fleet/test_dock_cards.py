"""Arctic Bounty Dock cards: Tug Boat, Artisan Fisherman, House Boat, First Mate."""

from __future__ import annotations

import json

import pytest

from seaboard.engine.game import Action, ConfigError, IllegalAction
from seaboard.engine.rng import Rng
from seaboard.games.fleet import GAME
from seaboard.games.fleet.rules.common import boat_capacity, tugs_with_cards, wealth
from seaboard.games.fleet.rules.draw import draw_phase_start
from seaboard.games.fleet.rules.fishing import fishing_start
from seaboard.games.fleet.rules.launch import hireable_types
from seaboard.games.fleet.rules.scoring import score_parts
from seaboard.games.fleet.state import DRAW, FISH, HIRE, LAUNCH, MATE, OPEN, PAY, TUG_WINDOW
from seaboard.games.fleet.tables import BOAT_INDEX, K_ARTISAN, K_HOUSE, K_TUG

from .helpers import add_boat, at_launch, hand, legal, licenses, new, play, run, set_hand, set_row


def docked(dock: str, players: int = 3):
    s = new(players, dock=dock)
    for q in range(players):
        set_hand(s, q)
    s.start_player = 0
    return s


def test_dock_piles_two_per_player_and_at_most_two_kinds() -> None:
    s = new(3, dock="tug,artisan")
    assert s.dock_piles == [6, 6, 0, 0, 0, 0]
    with pytest.raises(ConfigError, match="dock"):
        GAME.make_config(players=3, dock="tug,artisan,houseboat")
    with pytest.raises(ConfigError, match="dock"):
        GAME.make_config(players=3, dock="tug,whale")


# -- Tug Boat -------------------------------------------------------------------------------
def test_tug_boat_costs_three_and_a_launch_no_license_no_captain() -> None:
    s = docked("tug,artisan")
    set_hand(s, 0, tuna=1)
    at_launch(s)
    assert legal(s) == ["buy tug", "done"]  # $3 in hand: not the $4 Artisan
    play(s, "buy tug", "pay tuna")
    assert s.players[0].boat_types == []  # it joins the fleet once paid
    play(s, "confirm")
    pl = s.players[0]
    assert pl.boat_types == [K_TUG] and pl.launched == 1
    assert hireable_types(s, 0) == []  # a Tug Boat never takes a captain
    assert score_parts(s, 0)["boats"] == 0


def test_tug_boat_face_down_card_each_fishing_and_pick_up_at_any_time() -> None:
    s = docked("tug,artisan")
    add_boat(s, 0, "shrimp")
    s.players[0].boat_types[0] = K_TUG  # a launched Tug Boat: no captain, ever
    s.players[0].boat_captains[0] = -3
    at_launch(s)  # nobody acts: Fishing puts one face-down card on the Tug Boat
    pl = s.players[0]
    assert len(pl.tug_cards) == 1
    v = s.view(0)
    assert v["players"][0]["boats"][0]["tug_cards"] == 1
    # nobody, not even the owner, sees the card
    card = pl.tug_cards[0] & 31
    assert json.dumps(v["players"][0]["boats"]) == json.dumps(s.view(1)["players"][0]["boats"])
    # the owner's determinization resamples it too
    seen = {s.determinize(0, Rng(i)).players[0].tug_cards[0] & 31 for i in range(30)}
    assert len(seen) > 1
    # pick it up at any of his decisions, e.g. as the auction's opener
    s.start_player = 0
    set_hand(s, 0, tuna=2)
    set_row(s, "shrimp", "cod", "lobster")
    assert s.phase == OPEN and s.current == 0
    assert legal(s)[-1] == "tug 0"
    before = list(pl.hand)
    cards = [c & 31 for c in pl.tug_cards]
    play(s, "tug 0")
    assert pl.boat_types == [] and pl.tug_cards == []
    for t in cards:
        before[t] += 1
    assert pl.hand == before
    assert card in cards


# -- Artisan Fisherman ----------------------------------------------------------------------
def test_artisan_fisherman_four_dollars_own_captain_capacity_one_counts_for_lobster() -> None:
    s = docked("tug,artisan")
    pl = s.players[0]
    pl.licenses = licenses(lobster=1)
    set_hand(s, 0, tuna=2)
    at_launch(s)
    play(s, "buy artisan", "pay tuna", "pay tuna", "confirm")
    assert pl.boat_types == [K_ARTISAN] and pl.boat_captains == [-2]
    # Lobster: the Artisan counts as a captained boat (1 card)
    assert sum(pl.hand) == 1
    # Fishing: one crate, and no more (capacity one)
    assert pl.boat_crates == [1]
    run(s, fishing_start)
    assert pl.boat_crates == [1]


# -- House Boat ------------------------------------------------------------------------------
def test_house_boat_cannot_pay_for_itself_then_five_dollars_once_two_vp_if_kept() -> None:
    s = docked("houseboat,firstmate")
    set_hand(s, 0, tuna=1)
    at_launch(s)
    play(s, "buy houseboat")
    assert s.phase == PAY and legal(s) == ["pay tuna"]
    play(s, "pay tuna", "confirm")
    pl = s.players[0]
    assert pl.boat_types == [K_HOUSE]
    assert score_parts(s, 0)["houseboats"] == 2
    assert wealth(s, 0) == 5
    # in an auction: worth $5 towards the license, then gone
    s.start_player = 0
    set_row(s, "shrimp", "cod", "lobster")
    play(s, "open 0", "bid 5")
    assert s.phase == PAY and legal(s) == ["houseboat"]
    play(s, "houseboat", "confirm")
    assert pl.boat_types == [] and "houseboats" not in score_parts(s, 0)


# -- First Mate ------------------------------------------------------------------------------
def test_first_mate_only_on_a_boat_captained_this_round() -> None:
    s = docked("houseboat,firstmate")
    pl = s.players[0]
    add_boat(s, 0, "shrimp", captain="cod", crates=2)  # captained in an earlier round
    add_boat(s, 0, "shrimp")
    set_hand(s, 0, tuna=2)
    pl.processed = 1
    at_launch(s)
    play(s, "done")  # no House Boat
    assert s.phase == HIRE
    assert not any(a.startswith("firstmate") for a in legal(s))
    play(s, "hire tuna shrimp")
    assert s.phase == HIRE and legal(s) == ["firstmate 1 tuna", "done"]
    play(s, "firstmate 1 tuna")
    # two places to take the crate from: the player chooses (see the tests below)
    assert s.phase == MATE and legal(s) == ["matecrate processed", "matecrate 0"]
    play(s, "matecrate processed")
    assert pl.first_mates == [0, 1] and pl.processed == 0 and pl.hand == hand()
    assert s.dock_piles[3] == 5


def first_mate_position():
    """Player 0 in his hire step, a boat just captained, crates in every place he can have
    them: processed, Pacific Oyster license, Crewman card, two boats, a tucked Salmon.
    With Lobster he may hire once more afterwards (boat 3), so his hire step stays open."""
    s = docked("houseboat,firstmate")
    pl = s.players[0]
    pl.licenses = licenses(lobster=1)
    add_boat(s, 0, "shrimp", captain="cod", crates=3)  # captained in an earlier round
    add_boat(s, 0, "shrimp")
    add_boat(s, 0, "cod", captain="cod", crates=1)
    add_boat(s, 0, "lobster")
    pl.tucked_crates[2] = 2  # a Salmon card tucked under boat 2, two crates on it
    pl.tucked_cards[2] = 0
    set_hand(s, 0, tuna=3)
    pl.processed = 1
    pl.oyster_crates = 1
    pl.crewman_crates = 1
    at_launch(s)
    play(s, "done", "hire tuna shrimp")
    return s


def test_first_mate_the_player_chooses_which_crate_to_discard() -> None:
    """AB First Mate: "purchase a First Mate by discarding a Crate and a Boat Card". The
    crate is the player's choice (it used to be taken automatically, processed first)."""
    s = first_mate_position()
    pl = s.players[0]
    play(s, "firstmate 1 tuna")
    assert s.phase == MATE and s.current == 0
    assert legal(s) == [
        "matecrate processed",
        "matecrate oyster",
        "matecrate crewman",
        "matecrate 0",
        "matecrate 2",
        "matetuck 2",
    ]
    assert pl.first_mates == [0, 1, 0, 0] and pl.hand == hand(tuna=1)  # the card went at once
    supply = s.crate_supply
    play(s, "matecrate 0")  # a crate off the full boat of an earlier round
    assert pl.boat_crates == [2, 0, 1, 0] and pl.processed == 1 and pl.oyster_crates == 1
    assert pl.crewman_crates == 1 and pl.tucked_crates[2] == 2
    assert s.crate_supply == supply  # discarded: not back to the supply
    assert s.phase == HIRE and legal(s) == ["hire tuna lobster", "done"]


@pytest.mark.parametrize(
    ("choice", "field", "left"),
    [
        ("matecrate processed", "processed", 0),
        ("matecrate oyster", "oyster_crates", 0),
        ("matecrate crewman", "crewman_crates", 0),
        ("matetuck 2", "tucked_crates", [-1, -1, 1, -1]),
        ("matecrate 2", "boat_crates", [3, 0, 0, 0]),
    ],
)
def test_first_mate_crate_from_each_place(choice: str, field: str, left: object) -> None:
    s = first_mate_position()
    play(s, "firstmate 1 tuna", choice)
    assert getattr(s.players[0], field) == left


def test_first_mate_single_crate_is_taken_without_a_question() -> None:
    s = docked("houseboat,firstmate")
    pl = s.players[0]
    add_boat(s, 0, "shrimp")
    add_boat(s, 0, "cod", captain="cod", crates=2)
    set_hand(s, 0, tuna=2)
    at_launch(s)
    play(s, "done", "hire tuna shrimp")
    events = s.apply(Action.parse("firstmate 0 tuna"))
    assert s.phase != MATE and pl.first_mates == [1, 0]
    taken = [e.data for e in events if e.kind == "first-mate-crate"]
    assert taken == [{"player": 0, "from": 1, "tucked": False}]


def test_first_mate_crate_choice_round_trips_through_text_and_the_action_space() -> None:
    s = first_mate_position()
    play(s, "firstmate 1 tuna")
    space = GAME.action_space(s.config)
    for a in s.legal_actions():
        assert Action.parse(a.text) == a
        assert space.action(space.index(a)) == a
    with pytest.raises(IllegalAction, match="First Mate"):
        play(s, "matecrate 1")  # boat 1 has no crate
    with pytest.raises(IllegalAction):
        play(s, "done")  # the purchase must be finished first


def test_first_mate_scores_five_on_a_full_boat_else_two() -> None:
    s = docked("houseboat,firstmate")
    add_boat(s, 0, "shrimp", captain="cod", crates=4)
    add_boat(s, 0, "shrimp", captain="cod", crates=3)
    s.players[0].first_mates = [1, 1]
    assert score_parts(s, 0)["first_mates"] == 5 + 2


def test_first_mate_illegal_without_a_boat_captained_this_round() -> None:
    s = docked("houseboat,firstmate")
    add_boat(s, 0, "shrimp")
    set_hand(s, 0, tuna=2)
    s.players[0].processed = 1
    at_launch(s)
    play(s, "done")
    assert s.phase == HIRE
    before = s.reveal()
    with pytest.raises(IllegalAction, match="First Mate"):
        play(s, "firstmate 0 tuna")
    assert s.reveal() == before


# -- Salty Captain and Inuit Fisherman (house proposals, fleet.md §10) ------------------------
def test_pacific_oyster_with_salty_captain_two_crates_highest_capacity() -> None:
    """AB Pacific Oyster NOTE: 'If a Pacific Oyster boat is used with a Salty Captain, only
    two Crates are caught per turn. The highest available capacity is used. The effects
    are NOT cumulative.'"""
    s = new(3, dock="salty,tug", standard="oyster,cod,tuna,lobster,shrimp")
    for q in range(3):
        set_hand(s, q)
    pl = s.players[0]
    pl.licenses = licenses(oyster=2)
    add_boat(s, 0, "oyster")
    add_boat(s, 0, "cod")
    set_hand(s, 0, tuna=2)
    at_launch(s)
    play(s, "done")  # no Tug Boat
    assert s.phase == HIRE and "salty oyster" in legal(s)
    play(s, "salty oyster", "pay tuna", "confirm")
    assert pl.boat_captains[0] == -4 and pl.hired == 1
    assert boat_capacity(s, 0, 0) == 8  # two Oyster licenses: 8 beats the Salty Captain's 6
    pl.licenses = licenses(oyster=1)
    assert boat_capacity(s, 0, 0) == 6
    pl.boat_crates[0] = 0
    run(s, fishing_start)
    play(s, "done")  # keep both crates on the boat
    assert pl.boat_crates[0] == 2  # two crates, not four


def test_salty_captain_is_not_free_with_char_and_uses_a_hire() -> None:
    s = new(3, dock="salty,tug", standard="char,cod,tuna,lobster,shrimp")
    for q in range(3):
        set_hand(s, q)
    pl = s.players[0]
    pl.licenses = licenses(char=1)
    add_boat(s, 0, "cod")
    set_hand(s, 0, tuna=1)
    at_launch(s)
    play(s, "done", "salty cod")
    assert s.phase == PAY and s.pay_due == 3
    play(s, "pay tuna", "confirm")
    assert boat_capacity(s, 0, 0) == 6 and pl.hired == 1


def test_inuit_fisherman_five_dollars_own_captain_holds_two() -> None:
    s = docked("inuit,tug")
    set_hand(s, 0, tuna=2)
    at_launch(s)
    play(s, "buy inuit", "pay tuna", "pay tuna", "confirm")
    pl = s.players[0]
    assert pl.boat_captains == [-2] and boat_capacity(s, 0, 0) == 2 and pl.boat_crates == [1]


def test_tug_boat_cards_picked_up_in_the_middle_of_a_payment() -> None:
    s = docked("tug,artisan")
    pl = s.players[0]
    add_boat(s, 0, "shrimp")
    pl.boat_types[0] = K_TUG
    pl.boat_captains[0] = -3
    pl.tug_cards = [0 * 32 + 4, 0 * 32 + 4]  # two Tuna cards, face down
    pl.licenses = licenses(cod=1)
    set_hand(s, 0, cod=1, kingcrab=2)
    at_launch(s)
    play(s, "launch cod", "pay kingcrab")  # $1 of $2
    assert s.phase == PAY and "tug 0" in legal(s)
    play(s, "tug 0")
    assert s.phase == PAY and pl.hand[4] == 2 and pl.boat_types == [3]
    play(s, "pay tuna", "confirm")
    assert pl.boat_types == [3] and pl.launched == 1


# -- Tug Boat "at ANY time" --------------------------------------------------------------------
def tugged(players: int = 3, **options: object):
    """Player 0 owns a Tug Boat (boat 0) holding two face-down Tuna cards."""
    s = new(players, **options)
    for q in range(players):
        set_hand(s, q)
    s.start_player = 0
    pl = s.players[0]
    add_boat(s, 0, "shrimp")
    pl.boat_types[0] = K_TUG
    pl.boat_captains[0] = -3
    pl.tug_cards = [4, 4]  # boat 0, two Tuna cards
    return s


def test_tug_boat_offered_in_the_draw_and_its_cards_may_then_be_discarded() -> None:
    """AB Tug Boat: "At ANY time during the game, a player may decide to pick up all the
    cards on any Tug Boat". The Draw (here with Tuna: discard from the hand) is one such
    time; it used to be offered only in the auction, payments, launch and hire."""
    s = tugged(dock="tug,artisan")
    pl = s.players[0]
    pl.licenses = licenses(tuna=2)  # draw three, keep two: one discard, from the hand
    set_hand(s, 0, cod=1)
    run(s, draw_phase_start)
    assert s.phase == DRAW and s.current == 0
    assert "tug 0" in legal(s)
    play(s, "tug 0")
    assert s.phase == DRAW and s.current == 0 and pl.boat_types == [] and pl.hand[4] >= 2
    assert "discard tuna" in legal(s) and not any(a.startswith("tug") for a in legal(s))


def test_tug_boat_pick_up_in_fishing_keeps_the_swordfish_choice_on_the_right_boat() -> None:
    s = tugged(
        dock="tug,artisan",
        standard="swordfish,oyster,char,salmon,shrimp",
        premium="dfo,marina",
    )
    pl = s.players[0]
    pl.licenses = licenses(swordfish=2)
    add_boat(s, 0, "shrimp", captain="shrimp", crates=1)  # boat 1
    add_boat(s, 0, "shrimp", captain="shrimp", crates=2)  # boat 2
    run(s, fishing_start)
    assert s.phase == FISH and legal(s) == ["sword 1", "sword 2", "done", "tug 0"]
    play(s, "sword 2", "tug 0")  # the Swordfish boat is now boat 1
    assert s.phase == FISH and pl.swordfish_mask == 0b10 and legal(s) == ["sword 0", "done"]
    play(s, "done")
    assert pl.boat_crates == [2, 2]  # the former boat 2 fished a card, not a crate


@pytest.mark.parametrize("seed", range(2))
def test_tug_boat_offered_at_every_decision_of_its_owner_and_never_to_another(seed: int) -> None:
    """Random games with Tug Boats and the Crewman: whenever a player with cards on a Tug
    Boat decides, each such Tug Boat is offered; a tug action always names a Tug Boat of
    the player deciding."""
    config = GAME.make_config(players=3, dock="tug,firstmate", crewman=True)
    s = GAME.new_state(config, seed)
    rng = Rng(seed)
    phases = set()
    while not s.is_over:
        q = s.to_move
        acts = s.legal_actions()
        tugs = [a.args[0] for a in acts if a.kind == "tug"]
        assert tugs == tugs_with_cards(s, q)
        if tugs:
            phases.add(s.phase)
        # pick a tug up rarely, so Tug Boats keep their cards through many decisions
        choice = [a for a in acts if a.kind != "tug"] or acts
        if tugs and rng.below(10) == 0:
            choice = [a for a in acts if a.kind == "tug"]
        s.apply(choice[rng.below(len(choice))])
    assert len(phases) >= 4  # offered well beyond the auction


def test_char_dollar_off_all_launch_costs_includes_dock_cards() -> None:
    """AB Char: two Char licenses give "$1 off all Launch Costs"; a Dock card bought in the
    Launch Boats step "costs a launch", so its price is a launch cost."""
    s = docked("tug,artisan")
    set_hand(s, 0, shrimp=1)  # $2
    s.players[0].licenses = licenses(char=2)
    at_launch(s)
    assert "buy tug" in legal(s) and "buy artisan" not in legal(s)
    play(s, "buy tug")
    assert s.pay_due == 2
    s2 = docked("tug,artisan")
    set_hand(s2, 0, shrimp=1)
    s2.players[0].licenses = licenses(char=1)  # one Char license: no discount yet
    at_launch(s2)
    assert "buy tug" not in legal(s2)


def test_tug_boat_pick_up_at_any_time_window_between_phases() -> None:
    """AB Tug Boat: "At ANY time during the game, a player may decide to pick up all the
    cards on any Tug Boat": besides his own decisions, a window before each phase of the
    round lets an owner pick up while others are deciding (here player 1 has nothing else
    to decide)."""
    s = docked("tug,artisan")
    add_boat(s, 1, "shrimp")
    pl = s.players[1]
    pl.boat_types[0] = K_TUG
    pl.boat_captains[0] = -3
    pl.tug_cards = [BOAT_INDEX["cod"]]  # one face-down card on Tug Boat 0
    at_launch(s)  # his own Launch and Hire steps offer it, as every decision of his does
    assert s.phase == LAUNCH and s.current == 1 and legal(s) == ["done", "tug 0"]
    play(s, "done")
    assert s.phase == HIRE and legal(s) == ["done", "tug 0"]
    play(s, "done")  # Launch Boats ends: the window before Fishing opens
    assert s.phase == TUG_WINDOW and s.current == 1
    assert legal(s) == ["done", "tug 0"]
    play(s, "done")  # he waits: Fishing puts a second card on it
    assert s.phase == TUG_WINDOW and s.current == 1 and len(pl.tug_cards) == 2
    play(s, "tug 0")  # before Processing: both cards to his hand, the Tug Boat leaves
    assert pl.tug_cards == [] and pl.boat_types == [] and sum(pl.hand) == 2
    assert s.phase != TUG_WINDOW
