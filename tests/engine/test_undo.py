"""Undo decided by the rules of information (seaboard.engine.undo), on the Dice Market."""

from __future__ import annotations

from seaboard.engine.record import Record
from seaboard.engine.undo import undo_point
from tests.engine.dicegame import GAME

CONFIG = GAME.make_config(2)


def _record(*actions: str, seed: int = 3) -> Record:
    return Record(GAME.info.name, CONFIG.model_dump(), seed, list(actions))


def _affordable_buy(seed: int = 3) -> str:
    state = GAME.new_state(CONFIG, seed)
    return next(a.text for a in state.legal_actions() if a.kind == "buy")


def _first_card(seed: int = 3) -> int:
    return GAME.new_state(CONFIG, seed).hands[0][0]


def test_a_payment_step_can_be_taken_back():
    buy = _affordable_buy()
    point = undo_point(GAME, _record(buy, f"pay {_first_card()}"), 0)
    assert point.keep == 1 and point.reason == ""


def test_nothing_to_take_back_before_the_first_decision():
    point = undo_point(GAME, _record(), 0)
    assert point.keep is None and "no decision" in point.reason


def test_a_die_roll_cannot_be_taken_back():
    point = undo_point(GAME, _record("roll"), 0)
    assert point.keep is None and "chance" in point.reason


def test_a_drawn_card_cannot_be_taken_back():
    # a draw moves no rng (the deck was shuffled at setup) but shows the drawer a card
    point = undo_point(GAME, _record("draw"), 0)
    assert point.keep is None and "hidden" in point.reason


def test_the_reply_of_another_seat_goes_back_with_the_decision_unless_refused():
    buy = _affordable_buy()
    record = _record(buy, "cancel")
    assert undo_point(GAME, record, 0).keep == 1
    # seat 1 has made no decision in this record
    assert undo_point(GAME, record, 1).keep is None


def test_another_players_move_blocks_undo_at_a_table_of_people():
    state = GAME.new_state(CONFIG, 3)
    # seat 0 draws (a reveal to seat 0 only); seat 1 then starts a purchase it may take back
    state.apply(state.parse_action("draw"))
    buy = next(a.text for a in state.legal_actions() if a.kind == "buy")
    record = _record("draw", buy)
    assert undo_point(GAME, record, 1).keep == 1
    assert undo_point(GAME, record, 1, others_may_act=False).keep == 1
    # seat 0's draw is followed by seat 1's move: at a table of people it stays
    assert "another player" in undo_point(GAME, record, 0, others_may_act=False).reason
