"""Arctic Bounty licenses and Gone Fishin', named after the rulebook's sections."""

from __future__ import annotations

import pytest

from seaboard.engine.game import Action, ConfigError, IllegalAction
from seaboard.games.fleet import GAME
from seaboard.games.fleet.rules.common import (
    captains_allowed,
    launch_cost,
    launches_allowed,
    wealth,
)
from seaboard.games.fleet.rules.draw import draw_phase_start
from seaboard.games.fleet.rules.scoring import score_parts
from seaboard.games.fleet.state import FISH, HIRE, LAUNCH, NO_LICENSE, PAY, SALMON, SWAP, TAKE
from seaboard.games.fleet.tables import BOAT_INDEX

from .helpers import add_boat, at_launch, hand, legal, licenses, new, play, run, set_hand, set_row

ARCTIC = {
    "standard": "swordfish,oyster,char,salmon,shrimp",
    "premium": "dfo,marina",
    "gone_fishin": True,
}


def arctic(players: int = 3, **extra: object):
    s = new(players, **{**ARCTIC, **extra})
    for q in range(players):
        set_hand(s, q)
    s.start_player = 0
    return s


# -- Setup -------------------------------------------------------------------------------
def test_setup_by_selection_starting_hand_holds_one_of_each_type_in_use() -> None:
    s = new(3, **ARCTIC)
    assert s.players[0].hand == hand(swordfish=1, oyster=1, char=1, salmon=1, shrimp=1, dfo=1)
    deck_types = {t for t in s.boat_supply}
    assert deck_types == {
        BOAT_INDEX[n] for n in ("swordfish", "oyster", "char", "salmon", "shrimp", "dfo")
    }
    all_licenses = sorted(s.license_deck + s.row)
    # 3 players: 2 Premium and 2 Standard removed unseen (fleet.md §3)
    assert len(all_licenses) == 20 + 6 - 4


@pytest.mark.parametrize(
    ("standard", "premium"),
    [
        ("shrimp,cod,lobster,tuna", "pub,kingcrab"),
        ("shrimp,cod,lobster,tuna,tuna", "pub,kingcrab"),
        ("shrimp,cod,lobster,tuna,whale", "pub,kingcrab"),
        ("shrimp,cod,lobster,tuna,char", "pub"),
        ("shrimp,cod,lobster,tuna,char", "pub,cod"),
    ],
)
def test_setup_needs_five_standard_and_two_premium(standard: str, premium: str) -> None:
    with pytest.raises(ConfigError):
        GAME.make_config(players=3, standard=standard, premium=premium)


# -- Char ----------------------------------------------------------------------------------
def test_char_bonuses_stack_with_shrimp() -> None:
    """AB Char: 'If a player has one Shrimp license and two Char licenses, they receive $2
    off all Launch Costs!'"""
    s = arctic()
    s.players[0].licenses = licenses(shrimp=1, char=2, oyster=1)
    assert launch_cost(s, 0, BOAT_INDEX["oyster"]) == 3 - 2


def test_char_extra_launch_and_captain_free_captains_from_the_supply() -> None:
    s = arctic()
    pl = s.players[0]
    pl.licenses = licenses(char=1)
    set_hand(s, 0, char=3, swordfish=2)
    at_launch(s)
    play(s, "launch char", "pay swordfish")  # $1 paid for $1
    play(s, "confirm")
    assert s.phase == LAUNCH  # Char: a second launch
    play(s, "launch char", "pay swordfish", "confirm")
    assert s.phase == HIRE
    assert "hire supply char" in legal(s)
    deck = len(s.boat_supply)
    play(s, "hire supply char")
    assert len(s.boat_supply) == deck - 1 and pl.hand == hand(char=1)
    play(s, "hire supply char")  # a second captain, also free
    assert pl.hired == 2 and all(c >= 0 for c in pl.boat_captains)


def test_cod_plus_char_three_launches_and_char_three_draws_one() -> None:
    s = new(3, standard="cod,char,shrimp,tuna,lobster", premium="pub,kingcrab")
    for q in (1, 2):
        set_hand(s, q)
    pl = s.players[0]
    pl.licenses = licenses(cod=1, char=3)
    set_hand(s, 0, char=3, tuna=3)
    at_launch(s)
    # Char x3: $1 off, so a Char boat costs nothing
    play(s, "launch char", "launch char")
    assert s.phase == LAUNCH
    play(s, "launch char")
    # three launches; Cod x1 draws 1 and Char x3 draws 1
    assert pl.launched == 3 and s.phase == HIRE
    assert sum(pl.hand) == 3 + 2


def test_lobster_plus_char_three_captains() -> None:
    s = new(3, standard="cod,char,shrimp,tuna,lobster", premium="pub,kingcrab")
    for q in (1, 2):
        set_hand(s, q)
    s.players[0].licenses = licenses(lobster=1, char=1)
    assert captains_allowed(s, 0) == 3
    assert launches_allowed(s, 0) == 2


# -- Canadian DFO --------------------------------------------------------------------------
def test_dfo_launch_takes_one_crate_from_each_other_player() -> None:
    s = arctic(4)
    pl = s.players[0]
    pl.licenses = licenses(dfo=1)
    set_hand(s, 0, dfo=1, swordfish=2)
    add_boat(s, 1, "shrimp", captain="shrimp", crates=2)
    add_boat(s, 1, "char", captain="shrimp", crates=1)
    add_boat(s, 1, "shrimp")  # without captain: player 1 will stop to hire
    set_hand(s, 1, shrimp=1)
    add_boat(s, 2, "shrimp", captain="shrimp", crates=3)
    # player 3 has no crates: the third crate comes from the supply
    supply = s.crate_supply
    at_launch(s)
    play(s, "launch dfo", "pay swordfish", "pay swordfish", "confirm")
    assert s.phase == TAKE and legal(s) == ["take 1 0", "take 1 1"]  # player 1's two boats
    play(s, "take 1 1")
    # player 2 has one boat with crates: taken without a choice; player 3 none
    assert s.players[1].boat_crates == [2, 0, 0]
    assert s.players[2].boat_crates == [2]
    assert pl.boat_crates == [3] and pl.boat_captains == [-2]  # captained already
    assert s.crate_supply == supply - 1
    assert s.phase == HIRE and s.current == 1


BIG5 = {"standard": "shrimp,cod,lobster,tuna,oyster,char", "premium": "pub,kingcrab,dfo"}
BIG6 = {
    "standard": "shrimp,cod,lobster,tuna,processing,char,oyster",
    "premium": "pub,kingcrab,dfo,marina",
}


def dfo_table(players: int, options: dict) -> object:
    """Player 0 has launched a DFO boat (his boat 1); every other player has a captained
    boat with two crates, and player 2 a second one with one crate."""
    s = new(players, **options)
    for q in range(players):
        set_hand(s, q)
        if q:
            add_boat(s, q, "shrimp", captain="shrimp", crates=2)
    add_boat(s, 2, "cod", captain="shrimp", crates=1)
    s.players[0].licenses = licenses(dfo=1)
    add_boat(s, 0, "shrimp")  # to captain after the launch: his turn stays open (HIRE)
    set_hand(s, 0, dfo=1, tuna=1, shrimp=1)
    at_launch(s)
    play(s, "launch dfo", "pay tuna", "confirm")
    return s


def test_dfo_five_players_the_active_player_chooses_which_three_players() -> None:
    """AB Canadian DFO: "taking ONE Crate from each other player. The active player chooses
    from which launched boat(s) ... but only ever one from each other player." With four
    other players he chooses the three (it used to be the next three clockwise)."""
    s = dfo_table(5, BIG5)
    supply = s.crate_supply
    assert s.phase == TAKE and s.current == 0
    # named clockwise: the first of the three is player 1 or 2 (then enough are left)
    assert legal(s) == ["take 1 0", "take 2 0", "take 2 1"]
    play(s, "take 2 1")  # player 1 is spared; players 3 and 4 are then the only choice
    assert [p.boat_crates for p in s.players[1:]] == [[2], [2, 0], [1], [1]]
    assert s.players[0].boat_crates == [0, 3] and s.crate_supply == supply
    assert s.phase == HIRE


def test_dfo_five_players_any_three_of_four_and_one_boat_each() -> None:
    s = dfo_table(5, BIG5)
    play(s, "take 1 0")
    assert legal(s) == ["take 2 0", "take 2 1", "take 3 0"]  # one from player 1 already
    play(s, "take 3 0")  # player 2 spared: player 4 is the only one left
    assert [p.boat_crates for p in s.players[1:]] == [[1], [2, 1], [1], [1]]
    assert s.players[0].boat_crates == [0, 3]


def test_dfo_six_players_the_three_may_be_any_of_five() -> None:
    s = dfo_table(6, BIG6)
    assert {a.split()[1] for a in legal(s)} == {"1", "2", "3"}
    play(s, "take 2 0", "take 4 0")  # then player 5 (nobody after him to skip to)
    assert [sum(p.boat_crates) for p in s.players[1:]] == [2, 2, 2, 1, 1]
    assert s.players[0].boat_crates == [0, 3] and s.phase == HIRE


def test_dfo_takes_from_every_player_with_crates_before_the_supply() -> None:
    s = dfo_table(5, BIG5)
    for q in (1, 3):
        s.players[q].boat_crates = [0]
    s.legal_cache = None
    supply = s.crate_supply
    # with two players left to give, both must (the supply gives only the rest)
    s.dfo_take_from = [2, 4]
    assert legal(s) == ["take 2 0", "take 2 1"]
    play(s, "take 2 0")
    assert s.players[4].boat_crates == [1] and s.players[0].boat_crates == [0, 3]
    assert s.crate_supply == supply - 1


def test_dfo_take_round_trips_through_text_and_the_action_space() -> None:
    s = dfo_table(6, BIG6)
    space = GAME.action_space(s.config)
    for a in s.legal_actions():
        assert Action.parse(a.text) == a and space.action(space.index(a)) == a
    before = s.reveal()
    with pytest.raises(IllegalAction, match="DFO"):
        play(s, "take 5 0")  # named clockwise: three are needed after the first
    with pytest.raises(IllegalAction):
        play(s, "take 0 0")  # not from himself
    assert s.reveal() == before


def test_dfo_vp_per_crate_on_dfo_boats() -> None:
    s = arctic()
    s.players[0].licenses = licenses(dfo=2)
    add_boat(s, 0, "dfo", captain="self", crates=4)
    parts = score_parts(s, 0)
    assert parts["crates"] == 4 and parts["dfo"] == 8 and parts["licenses"] == 10


# -- Pacific Oyster --------------------------------------------------------------------------
def test_pacific_oyster_catches_two_and_may_put_one_on_the_license() -> None:
    s = arctic()
    s.players[0].licenses = licenses(oyster=2)
    add_boat(s, 0, "oyster", captain="shrimp", crates=7)  # holds 8 with two licenses
    add_boat(s, 0, "oyster", captain="shrimp", crates=0)
    add_boat(s, 0, "oyster", captain="shrimp", crates=8)  # full: catches nothing
    at_launch(s)
    assert s.phase == FISH and s.current == 0
    assert legal(s) == ["split 0", "split 1", "done"]
    play(s, "split 1", "done")
    pl = s.players[0]
    assert pl.boat_crates == [8, 1, 8]  # boat 0 had room for one
    assert pl.oyster_crates == 1


def test_oyster_license_crates_pay_one_dollar_and_are_not_vp() -> None:
    s = arctic()
    s.players[0].oyster_crates = 3
    set_hand(s, 0, char=1)
    s.players[0].licenses = licenses(char=1)
    at_launch(s)
    play(s, "launch char")
    assert s.phase == PAY and legal(s) == ["oystercrate"]
    play(s, "oystercrate", "confirm")
    assert s.players[0].oyster_crates == 2
    assert "oyster" not in str(score_parts(s, 0))


# -- Swordfish -------------------------------------------------------------------------------
def test_swordfish_a_card_instead_of_crates_not_on_a_full_boat() -> None:
    s = arctic()
    pl = s.players[0]
    pl.licenses = licenses(swordfish=1, oyster=1)
    add_boat(s, 0, "oyster", captain="shrimp", crates=2)
    add_boat(s, 0, "shrimp", captain="shrimp", crates=4)  # full
    at_launch(s)
    assert s.phase == FISH
    assert legal(s) == ["sword 0", "split 0", "done"]
    play(s, "sword 0")
    # the Oyster boat catches no crate at all; a boat card instead
    assert pl.boat_crates == [2, 4] and sum(pl.hand) == 1


def test_swordfish_discard_and_draw_after_the_draw_phase() -> None:
    s = arctic()
    pl = s.players[0]
    pl.licenses = licenses(swordfish=1, shrimp=0)
    run(s, draw_phase_start)
    # draw 2 keep 1 first
    play(s, legal(s)[0])
    while s.phase != SWAP:
        play(s, legal(s)[0])
    assert s.current == 0 and legal(s)[-1] == "done"
    card = legal(s)[0]  # "swap <type>": the one card in hand
    events = [e.to_json() for e in s.apply(Action.parse(card)) if e.visible_to(0)]
    assert events[0] == {"kind": "swap", "player": 0, "card": card.split()[1]}
    own_draws = [e for e in events if e["kind"] == "draw" and e["player"] == 0]
    assert len(own_draws[0]["cards"]) == 1  # one card back (later draws are next round's)
    assert s.round == 2  # the swap ends the round; the start player moves


# -- Marina ----------------------------------------------------------------------------------
def test_marina_free_card_once_per_round_capped_at_fifteen() -> None:
    s = arctic()
    pl = s.players[0]
    pl.licenses = licenses(marina=1)
    pl.marinas = [0]
    set_hand(s, 0, dfo=4, oyster=1)
    at_launch(s)
    assert legal(s) == ["marina oyster 0", "marina dfo 0", "done"]
    play(s, "marina dfo 0")
    assert pl.marinas == [3] and pl.launched == 0  # not a launch
    with pytest.raises(IllegalAction, match="Marina"):
        play(s, "marina dfo 0")  # once per round per Marina
    pl.marinas = [12]
    assert score_parts(s, 0)["marina"] == 15  # 5 + 12 capped at 15


def test_marina_the_player_chooses_which_marina_once_per_round_each() -> None:
    """AB Marina: "Players may place any one Boat Card from their hand in (under) the
    Marina ... only do this once per turn per Marina": with two, the player picks one."""
    s = arctic()
    pl = s.players[0]
    pl.licenses = licenses(marina=2)
    pl.marinas = [10, 0]
    set_hand(s, 0, oyster=2)
    at_launch(s)
    assert legal(s) == ["marina oyster 0", "marina oyster 1", "done"]
    play(s, "marina oyster 0")  # his choice, though Marina 0 is nearer its 15 VP cap
    assert pl.marinas == [13, 0]
    assert legal(s) == ["marina oyster 1", "done"]
    play(s, "marina oyster 1")
    assert pl.marinas == [13, 3] and s.view(0)["players"][0]["marinas_used"] == [0, 1]


# -- Salmon ----------------------------------------------------------------------------------
def test_salmon_draw_keep_or_tuck_tucked_card_catches_and_holds_four() -> None:
    s = arctic()
    pl = s.players[0]
    pl.licenses = licenses(salmon=2)
    add_boat(s, 0, "shrimp", captain="shrimp", crates=4)
    add_boat(s, 0, "shrimp")  # not captained: no tuck
    s.boat_supply[-2:] = [BOAT_INDEX["char"], BOAT_INDEX["dfo"]]
    at_launch(s)
    assert s.phase == SALMON and s.current == 0
    assert legal(s) == ["tuck char 0", "tuck dfo 0", "keep"]
    play(s, "tuck dfo 0")
    # one boat only may take a tuck: the other card is kept; fishing follows
    assert pl.hand == hand(char=1)
    assert (
        pl.tucked_cards[0] == BOAT_INDEX["dfo"] and pl.tucked_crates[0] == 1
    )  # boat full, tuck caught
    assert pl.boat_crates == [4, 0]
    assert score_parts(s, 0)["crates"] == 5


# -- Gone Fishin' ------------------------------------------------------------------------------
def test_gone_fishin_for_who_bought_nothing_two_dollars_once_two_vp_if_kept() -> None:
    s = arctic()
    set_hand(s, 0, char=2)
    set_hand(s, 1, char=2)
    set_row(s, "shrimp", "char", "oyster")
    pile = s.gone_fishin_pile
    play(s, "open 0", "bid 4", "pass")  # p1 passes; p2 has nothing
    play(s, "pay char", "pay char", "confirm", "pass")
    # AB Gone Fishin': "he MAY take one": a decision, in turn order
    assert s.phase == NO_LICENSE and s.current == 1
    assert legal(s) == ["takegonefishin", "done"]
    play(s, "takegonefishin")
    assert s.phase == NO_LICENSE and s.current == 2
    play(s, "done")  # player 2 declines
    assert [p.gone_fishin for p in s.players] == [0, 1, 0] and s.gone_fishin_pile == pile - 1
    assert score_parts(s, 1)["gone_fishin"] == 2
    assert wealth(s, 1) == 6 + 2
