"""Scenario tests for base Fleet, named after the sections of rules/fleet.md."""

from __future__ import annotations

import pytest

from seaboard.engine.game import IllegalAction, Outcome
from seaboard.games.fleet.rules.auction import auction_start
from seaboard.games.fleet.rules.common import launch_cost, launches_allowed, wealth
from seaboard.games.fleet.rules.draw import draw_phase_start
from seaboard.games.fleet.rules.processing import processing_start
from seaboard.games.fleet.rules.scoring import score_parts
from seaboard.games.fleet.state import BID, DRAW, HIRE, LAUNCH, OPEN, OVER, PAY, PROCESS
from seaboard.games.fleet.tables import BOAT_INDEX, LIC_INDEX

from .helpers import add_boat, at_launch, hand, legal, licenses, new, play, run, set_hand, set_row


def auction_position():
    """3 players, start 0: p0 has $7, p1 $5, p2 $1 (cannot afford any license)."""
    s = new(3)
    s.start_player = 0
    set_hand(s, 0, tuna=2, cod=1)
    set_hand(s, 1, tuna=1, shrimp=1)
    set_hand(s, 2, kingcrab=1)
    set_row(s, "shrimp", "cod", "lobster")
    return s


# -- §5.1 License Auction ----------------------------------------------------------------
def test_auction_open_bid_win_pay_confirm_no_change() -> None:
    s = auction_position()
    assert s.phase == OPEN and s.current == 0
    assert legal(s) == ["open 0", "open 1", "open 2", "pass"]
    play(s, "open 1")
    assert s.phase == BID and s.current == 0
    assert legal(s) == ["bid 4", "bid 5", "bid 6", "bid 7"]  # at least the minimum, at most $7
    play(s, "bid 4")
    assert s.current == 1
    play(s, "bid 5")
    assert s.current == 0 and s.auction_out[2]  # p2 ($1) cannot raise: he passes
    play(s, "bid 6")
    # p1 cannot raise to 7 and passes; p0 wins and pays
    assert s.phase == PAY and s.current == 0 and s.pay_due == 6
    assert "confirm" not in legal(s)
    play(s, "pay tuna")
    assert s.pay_paid == 3
    play(s, "pay tuna")
    assert legal(s) == ["confirm"]  # covered: confirm is the only step left
    play(s, "confirm")
    p0 = s.players[0]
    assert p0.licenses == licenses(cod=1)
    assert p0.hand == hand(cod=1)
    assert s.discard_pile[BOAT_INDEX["tuna"]] == 2
    assert s.row == [LIC_INDEX["shrimp"], LIC_INDEX["lobster"]]
    # one license per player per round: the next auction opens with p1
    assert s.auction_done[0] and s.phase == OPEN and s.current == 1


def test_overpayment_is_allowed_and_no_change_is_given() -> None:
    s = auction_position()
    play(s, "open 1", "bid 4", "pass")  # p1 passes: p0 wins at $4
    assert s.phase == PAY and s.pay_due == 4
    play(s, "pay tuna", "pay tuna", "confirm")  # $6 for $4: the $2 is lost
    assert s.players[0].hand == hand(cod=1)
    assert wealth(s, 0) == 1


def test_payment_stops_once_covered_and_never_forces_overpayment() -> None:
    s = auction_position()
    play(s, "open 1", "bid 4", "pass", "pay cod")
    assert sorted(legal(s)) == ["pay tuna"]  # $1 paid, $3 due: the tuna card covers it
    with pytest.raises(IllegalAction, match="Payment"):
        play(s, "confirm")


def test_bid_above_what_you_can_pay_is_illegal_and_changes_nothing() -> None:
    s = auction_position()
    play(s, "open 1")
    before = s.reveal()
    with pytest.raises(IllegalAction, match="License Auction"):
        play(s, "bid 8")
    assert s.reveal() == before


def test_declining_puts_a_player_out_for_the_whole_phase() -> None:
    s = auction_position()
    play(s, "pass")  # p0 declines
    assert s.auction_done[0] and s.current == 1
    play(s, "open 0", "bid 4")  # p1 alone: nobody else is eligible, he wins at once
    assert s.phase == PAY and s.current == 1


def test_last_eligible_player_still_chooses_the_opening_amount() -> None:
    """§5.1: the opening bid is at least the license's minimum and at most what he can pay.
    Nobody else can bid, so it wins at once, but the amount stays his decision (issue 23,
    principle 1: a choice the rules give is offered, never made for the player)."""
    s = auction_position()
    play(s, "pass", "open 0")  # p1 ($5) opens Shrimp (minimum $4); p2 ($1) is out
    assert legal(s) == ["bid 4", "bid 5"]
    play(s, "bid 5")
    assert s.phase == PAY and s.current == 1 and s.pay_due == 5


def test_passing_on_one_license_keeps_a_player_in_the_phase() -> None:
    s = auction_position()
    play(s, "open 0", "bid 4", "pass")  # p1 passes on Shrimp only
    play(s, "pay tuna", "pay tuna", "confirm")
    assert not s.auction_done[1] and s.current == 1 and s.phase == OPEN


def test_nobody_buys_the_row_leaves_the_game_and_is_replaced() -> None:
    s = auction_position()
    deck = list(s.license_deck)
    play(s, "pass", "pass")
    assert s.row == list(reversed(deck[-3:]))
    assert s.license_deck == deck[:-3]
    assert s.phase != OPEN  # on to Phase 2


def test_row_refilled_after_a_purchase() -> None:
    s = auction_position()
    top = s.license_deck[-1]
    play(s, "open 0", "bid 4", "pass", "pay tuna", "pay tuna", "confirm", "pass")
    assert s.row == [LIC_INDEX["cod"], LIC_INDEX["lobster"], top]


# -- §6.1 Shrimp -------------------------------------------------------------------------
def test_shrimp_discount_not_on_the_shrimp_license_being_bought() -> None:
    s = auction_position()
    play(s, "open 0", "bid 4", "pass")
    assert s.pay_due == 4


def test_shrimp_discount_on_licenses_and_bid_cap() -> None:
    s = auction_position()
    s.players[0].licenses = licenses(shrimp=2)
    run(s, auction_start)
    play(s, "open 1")
    assert legal(s)[-1] == "bid 9"  # $7 in hand + $2 discount
    play(s, "bid 9")  # nobody can raise: p0 wins
    assert s.phase == PAY and s.pay_due == 7


def test_shrimp_discount_on_each_launch() -> None:
    s = new(3)
    for q in (1, 2):
        set_hand(s, q)
    s.players[0].licenses = licenses(shrimp=2, lobster=1)
    set_hand(s, 0, lobster=2, kingcrab=1)
    at_launch(s)
    play(s, "launch lobster")  # cost 2 - 2 = 0: nothing to pay
    assert s.phase == HIRE and s.players[0].boat_types == [BOAT_INDEX["lobster"]]


# -- §5.2 Launch Boats & Hire Captains ------------------------------------------------------
def launch_position():
    s = new(3)
    for q in (1, 2):
        set_hand(s, q)
    s.players[0].licenses = licenses(cod=1)
    set_hand(s, 0, cod=2, tuna=1)
    at_launch(s)
    return s


def test_launch_needs_a_license_and_the_card_cannot_pay_for_itself() -> None:
    s = launch_position()
    assert legal(s) == ["launch cod", "done"]  # no Tuna license: the Tuna card is money only
    with pytest.raises(IllegalAction, match="Launch Boats"):
        play(s, "launch tuna")
    play(s, "launch cod")
    assert s.phase == PAY and s.pay_due == 2
    assert legal(s) == ["pay cod", "pay tuna"]


def test_cod_second_launch_and_draw_after_launching() -> None:
    s = launch_position()
    set_hand(s, 0, cod=3, tuna=2)
    s.players[0].licenses = licenses(cod=2)
    play(s, "launch cod", "pay tuna", "confirm")
    assert s.phase == LAUNCH  # Cod: a second launch this round
    play(s, "launch cod", "pay tuna", "confirm")
    # two launches used: the step ends, Cod x2 draws 2 cards, then the hire step
    assert s.phase == HIRE and s.players[0].launched == 2
    assert sum(s.players[0].hand) == 1 + 2


def test_without_cod_one_launch_per_round_and_no_draw() -> None:
    s = new(3)
    for q in (1, 2):
        set_hand(s, q)
    s.players[0].licenses = licenses(tuna=1)
    set_hand(s, 0, tuna=3, lobster=1)
    at_launch(s)
    play(s, "launch tuna", "pay lobster", "confirm")
    assert s.phase == HIRE and sum(s.players[0].hand) == 2


def test_hire_one_captain_from_hand_on_a_boat_without_captain() -> None:
    s = new(3)
    for q in (1, 2):
        set_hand(s, q)
    add_boat(s, 0, "shrimp")
    add_boat(s, 0, "cod")
    set_hand(s, 0, kingcrab=1, tuna=1)
    at_launch(s)
    assert s.phase == HIRE
    assert legal(s) == [
        "hire tuna shrimp",
        "hire tuna cod",
        "hire kingcrab shrimp",
        "hire kingcrab cod",
        "done",
    ]
    play(s, "hire kingcrab cod")
    pl = s.players[0]
    assert pl.boat_captains == [-1, BOAT_INDEX["kingcrab"]]
    assert pl.hand == hand(tuna=1)
    # one captain per round: p0's turn is over (the others have nothing to do, Fishing
    # runs, and the next decision is p0's Draw)
    assert s.phase == DRAW and s.players[0].hired == 1


def test_lobster_two_captains_and_draw_by_captained_boats() -> None:
    s = new(3)
    for q in (1, 2):
        set_hand(s, q)
    s.players[0].licenses = licenses(lobster=1)
    add_boat(s, 0, "cod", captain="cod")
    add_boat(s, 0, "cod", captain="cod")
    add_boat(s, 0, "shrimp")
    add_boat(s, 0, "shrimp")
    set_hand(s, 0, tuna=3)
    at_launch(s)
    play(s, "hire tuna shrimp")
    assert s.phase == HIRE and s.current == 0
    play(s, "hire tuna shrimp")
    # 4 captained boats with one Lobster license: 2 cards
    assert sum(s.players[0].hand) == 1 + 2


@pytest.mark.parametrize(
    ("lobsters", "captained", "cards"),
    [(1, 1, 1), (1, 3, 1), (1, 4, 2), (1, 9, 2), (2, 2, 1), (2, 3, 2), (2, 6, 2), (3, 7, 3)],
)
def test_lobster_draw_table(lobsters: int, captained: int, cards: int) -> None:
    s = new(3)
    for q in (1, 2):
        set_hand(s, q)
    s.players[0].licenses = licenses(lobster=lobsters)
    for _ in range(captained):
        add_boat(s, 0, "cod", captain="cod")
    set_hand(s, 0)
    at_launch(s)  # nothing to launch or hire: the bonus is still paid
    assert sum(s.players[0].hand) == cards


# -- §5.3 Fishing ---------------------------------------------------------------------------
def test_fishing_only_captained_boats_below_capacity() -> None:
    s = new(3)
    for q in range(3):
        set_hand(s, q)
    add_boat(s, 0, "cod", captain="tuna", crates=0)
    add_boat(s, 0, "cod", crates=0)
    add_boat(s, 0, "cod", captain="tuna", crates=4)
    add_boat(s, 1, "shrimp", captain="tuna", crates=3)
    supply = s.crate_supply
    at_launch(s)  # nobody can act: straight to Fishing, then Draw
    assert s.players[0].boat_crates == [1, 0, 4]
    assert s.players[1].boat_crates == [4]
    assert s.crate_supply == supply - 2


# -- §5.4 Processing & Trading ---------------------------------------------------------------
def test_processing_one_crate_per_boat_then_one_trade() -> None:
    s = new(3)
    for q in range(3):
        set_hand(s, q)
    s.players[0].licenses = licenses(processing=2)
    add_boat(s, 0, "processing", captain="tuna", crates=2)
    add_boat(s, 0, "processing", captain="tuna", crates=0)
    run(s, processing_start)
    assert s.phase == PROCESS and s.current == 0
    assert legal(s) == ["process 0", "done"]
    play(s, "process 0")
    assert s.players[0].processed == 1 and s.players[0].boat_crates[0] == 1
    assert legal(s) == ["trade", "done"]  # boat 0 already gave its crate this round
    play(s, "trade")
    assert s.players[0].processed == 0
    assert sum(s.players[0].hand) >= 2  # 2 cards for 2 Processing licenses (then Draw)
    assert s.phase == DRAW


def test_processed_crates_pay_one_dollar() -> None:
    s = auction_position()
    s.players[0].processed = 2
    play(s, "open 1", "bid 4", "pass", "crate", "crate", "pay tuna")
    assert legal(s) == ["confirm"]
    play(s, "confirm")
    assert s.players[0].processed == 0


# -- §5.5 Draw and §6.4 Tuna ---------------------------------------------------------------
def test_draw_two_keep_one_from_the_cards_just_drawn() -> None:
    s = new(3)
    for q in range(3):
        set_hand(s, q, shrimp=1)
    s.start_player = 0
    s.boat_supply[-2:] = [BOAT_INDEX["kingcrab"], BOAT_INDEX["cod"]]
    run(s, draw_phase_start)
    assert s.phase == DRAW and s.current == 0
    assert legal(s) == ["discard cod", "discard kingcrab"]  # not the shrimp in hand
    play(s, "discard cod")
    assert s.players[0].hand == hand(shrimp=1, kingcrab=1)
    assert s.discard_pile[BOAT_INDEX["cod"]] == 1
    assert s.current == 1


@pytest.mark.parametrize(
    ("tunas", "gain", "decision"), [(1, 2, False), (2, 2, True), (3, 3, False), (4, 3, True)]
)
def test_tuna_draw_table(tunas: int, gain: int, decision: bool) -> None:
    s = new(3)
    for q in range(3):
        set_hand(s, q, shrimp=1)
    s.start_player = 0
    s.players[0].licenses = licenses(tuna=tunas)
    run(s, draw_phase_start)
    if decision:
        assert s.current == 0 and s.phase == DRAW
        assert "discard shrimp" in legal(s)  # any card from the whole hand
        play(s, "discard shrimp")
        assert sum(s.players[0].hand) == 1 + gain
    else:
        assert sum(s.players[0].hand) == 1 + gain
        assert s.current == 1


def test_start_player_moves_clockwise_after_the_draw() -> None:
    s = new(3)
    for q in range(3):
        set_hand(s, q)
    s.start_player = 2
    run(s, draw_phase_start)
    for _ in range(3):
        play(s, legal(s)[0])
    # round 2 starts with player 0 (nobody can buy or launch: the next decision is
    # player 0's Draw as the new start player)
    assert s.start_player == 0 and s.round == 2 and s.current == 0


# -- §7.1 Game end -----------------------------------------------------------------------
def test_crate_exhaustion_ends_after_fishing_everyone_gets_his_crates() -> None:
    s = new(3)
    for q in range(3):
        set_hand(s, q)
    add_boat(s, 0, "cod", captain="tuna")
    add_boat(s, 1, "cod", captain="tuna")
    s.crate_supply = 1
    at_launch(s)
    assert s.phase == OVER and s.end_reason == "crates"
    assert s.players[0].boat_crates == [1] and s.players[1].boat_crates == [1]


def test_license_exhaustion_final_round_then_end_after_fishing() -> None:
    s = auction_position()
    s.license_deck = []
    add_boat(s, 1, "shrimp", captain="tuna")
    play(s, "open 1", "bid 4", "pass", "pay tuna", "pay tuna", "confirm")
    assert s.final_round is False
    play(s, "pass")  # p1 declines; the deck is empty: the row cannot be refilled
    assert s.final_round
    # Phase 2 for everyone, then Fishing, then the game ends (no Processing, no Draw)
    while not s.is_over:
        play(s, "done")
    assert s.end_reason == "licenses"
    assert s.players[1].boat_crates == [1]


# -- §6.7 King Crab and §7.2-7.3 scoring ------------------------------------------------------
def test_king_crab_bonuses_and_scoring() -> None:
    s = new(3)
    pl = s.players[0]
    pl.licenses = licenses(kccaptains=1, kccrates=1, kclicenses=1, shrimp=2, cod=1, pub=1)
    for _ in range(12):
        add_boat(s, 0, "kingcrab", captain="tuna", crates=4)
    add_boat(s, 0, "shrimp", crates=0)
    parts = score_parts(s, 0)
    assert parts["licenses"] == 15 + 8 + 4 + 10
    assert parts["boats"] == 12 * 3 + 1
    assert parts["crates"] == 48
    assert parts["kc_captains"] == 10  # 12 captained boats, capped at 10
    assert parts["kc_crates"] == 10  # 48 crates -> 16, capped at 10
    assert parts["kc_licenses"] == 5  # 4 types: King Crab, Shrimp, Cod, Pub


def test_tie_break_most_boats_then_most_crates_then_shared() -> None:
    s = new(3)
    s.players[0].licenses = licenses(pub=1)  # 10 VP
    for _ in range(5):
        add_boat(s, 1, "shrimp")  # 5 VP
    add_boat(s, 1, "kingcrab", crates=2)  # 3 + 2 VP
    for _ in range(2):
        add_boat(s, 2, "kingcrab", crates=2)  # 10 VP, 2 boats
    r = s.result()
    assert r.scores == (10.0, 10.0, 10.0)
    assert r.outcomes == (Outcome.LOSS, Outcome.WIN, Outcome.LOSS)

    t = new(3)
    for q in (1, 2):
        add_boat(t, q, "kingcrab", crates=3)
    r = t.result()
    assert r.outcomes == (Outcome.LOSS, Outcome.DRAW, Outcome.DRAW)  # shared (house, G9)


# -- every bonus level (§6.1, §6.2, §6.5) ---------------------------------------------------
@pytest.mark.parametrize(("shrimps", "due"), [(0, 3), (1, 2), (2, 1), (3, 0), (4, 0)])
def test_shrimp_every_level_on_a_king_crab_launch(shrimps: int, due: int) -> None:
    s = new(3)
    s.players[0].licenses = licenses(shrimp=shrimps, kccaptains=1)
    assert launch_cost(s, 0, BOAT_INDEX["kingcrab"]) == due  # cost 3, never below $0


@pytest.mark.parametrize("cods", [1, 2, 3, 4])
def test_cod_every_level_two_launches_and_draws(cods: int) -> None:
    s = new(3)
    for q in (1, 2):
        set_hand(s, q)
    pl = s.players[0]
    pl.licenses = licenses(cod=cods)
    assert launches_allowed(s, 0) == 2
    set_hand(s, 0, cod=1, tuna=1)
    at_launch(s)
    play(s, "launch cod", "pay tuna", "confirm")
    assert sum(pl.hand) == cods  # the Cod draw after the launch step


@pytest.mark.parametrize("procs", [1, 2, 3, 4])
def test_processing_every_level_trade_draws(procs: int) -> None:
    s = new(3)
    for q in range(3):
        set_hand(s, q)
    pl = s.players[0]
    pl.licenses = licenses(processing=procs)
    pl.processed = 1
    s.start_player = 0
    run(s, processing_start)
    play(s, "trade")
    assert sum(pl.hand) == procs  # (the Draw phase cards wait apart, in s.drawn)
