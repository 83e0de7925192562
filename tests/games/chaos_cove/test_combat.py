"""Combat Primer and Phase Four - Surprise Attack (Figure 6), with help from others."""

import pytest

from seaboard.engine.game import IllegalAction
from seaboard.engine.rng import Rng
from seaboard.games.chaos_cove import GAME
from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.state import DEFEND, SURPRISE

from .helpers import a, hero_card, play, position, put_hero, row, tile, to_phase


def test_figure_6_surprise_attacks() -> None:
    four, eight = tile("pirate", 1, 4), tile("barbarian", 1, 8)
    gloria = hero_card("gloria", martial=2)
    s = position(
        2,
        res=[{"cannon": 1, "gunpowder": 1}, {"saber": 2}],
        hands=[[], [gloria]],
        ships={"ship1_1": 0, "ship2_1": 1},
        forts={},
        invaders={"sea1": (four, True), "sea2": (tile("pirate", 1, 6), False)},
    )
    s.breakthrough[1] = [eight]
    put_hero(s, "gloria", "tavern")
    to_phase(s, SURPRISE)
    # Gold (first player) attacks the face-up pirate next to their ship
    assert s.to_move == 0
    assert {x.args[0] for x in s.legal_actions() if x.kind == "attack"} == {"sea1", "bbt1"}
    play(s, "attack sea1", "cannon", "powder")  # 3 + 1 = 4
    play(s, "fight")
    assert s.defeated[0] == [four]
    # Purple has no face-up pirate next to a ship: the breakthrough barbarian (8)
    assert s.to_move == 1
    assert [x for x in s.legal_actions() if x.kind == "attack"] == [a("attack bbt1")]
    play(s, "attack bbt1", "saber", "saber", f"combat {gloria}")  # 3 + 3 + 2 = 8
    play(s, "fight")
    assert s.defeated[1] == [eight] and s.breakthrough[1] == []
    assert row(s, 1)["saber_used"] == 2 and gloria in s.discard
    # no face-up invader is left: Phase 5 follows
    assert s.phase == DEFEND or s.over


def test_face_down_invaders_cannot_be_attacked() -> None:
    s = position(
        2,
        res=[{"cannon": 3}, {}],
        ships={"ship1_1": 0},
        invaders={"sea1": (tile("pirate", 1, 4), False), "sea2": (tile("pirate", 1, 2), True)},
    )
    to_phase(s, SURPRISE)
    assert s.to_move == 0
    assert a("attack sea1") not in s.legal_actions()
    with pytest.raises(IllegalAction, match="Phase Four"):
        s.apply(a("attack sea1"))
    # nor a face-up one that is not next to one of your ships or forts
    assert a("attack sea2") not in s.legal_actions()


def test_other_players_offer_hero_cards_in_turn_order_and_may_be_refused() -> None:
    ten = tile("pirate", 1, 10)
    c1, c2, c3 = (
        hero_card("colin", naval=3),
        hero_card("dennis", naval=3),
        hero_card("colin", naval=2),
    )
    s = position(
        3,
        res=[{"cannon": 1, "gunpowder": 2}, {}, {}],
        hands=[[], [c1, c3], [c2]],
        ships={"ship1_1": 0},
        invaders={},
    )
    s.breakthrough[0] = [ten]
    put_hero(s, "colin", "garden")
    put_hero(s, "dennis", "port")
    to_phase(s, SURPRISE)
    play(s, "attack pbt1", "cannon", "fight")  # 3 of 10: others are asked
    fight = s.pending[-1]
    assert fight.stage == 1 and s.to_move == 1  # the next player in turn order first
    play(s, f"offer {c1}", "done")
    assert s.to_move == 2
    play(s, f"offer {c2}", "done")
    # the active player accepts or refuses each offer
    assert s.to_move == 0 and s.legal_actions() == [a("accept"), a("refuse")]
    play(s, "accept", "refuse")
    assert c2 in s.hands[2]  # refused: back to its owner
    assert fight.total == 6
    # then the active player may add more of their own and fights
    play(s, "powder")
    assert fight.total == 7
    play(s, "fight")  # 7 < 10: defeat, nothing else happens in Phase 4
    assert s.breakthrough[0] == [ten] and s.defeated[0] == []
    assert c1 in s.discard and c3 in s.hands[1]


def test_the_active_player_wins_the_tile_with_help_and_nobody_is_asked_twice() -> None:
    six = tile("barbarian", 1, 6)
    card = hero_card("claudia", martial=3)
    s = position(
        3,
        res=[{"saber": 1}, {}, {}],
        hands=[[], [], [card]],
        forts={"fort1_1": 0},
        ships={},
        invaders={},
    )
    s.breakthrough[1] = [six]
    put_hero(s, "claudia", "market")
    to_phase(s, SURPRISE)
    play(s, "attack bbt1", "saber", "fight")
    # player 1 holds no card and is not asked; player 2 is
    assert s.to_move == 2
    play(s, f"offer {card}", "done", "accept", "fight")
    assert s.defeated[0] == [six]
    assert s.defeated[2] == []


def test_fortress_token_and_gus_crew_add_strength() -> None:
    twelve = tile("pirate", 1, 12)
    s = position(
        2,
        res=[{"crew": 3, "crew_area": 3, "cannon": 1}, {}],
        hands=[[], []],
        ships={"ship1_1": 0},
        invaders={"sea1": (twelve, True)},
    )
    s.fortress_token[0] = True  # a hero of player 0 on the Fortress with its token
    s.gus_tile[0] = True  # Gus placed by player 0 this round
    put_hero(s, "gus", "fortress")
    to_phase(s, SURPRISE)
    play(s, "attack sea1")
    assert s.pending[-1].total == K.COMBAT.fortress
    play(s, "cannon", "crew", "crew", "crew")  # 2 + 3 + 2 * 3 = 11
    assert s.pending[-1].total == 11
    assert row(s, 0)["crew_exhausted"] == 3
    play(s, "fight")
    assert s.defeated[0] == []


def test_phase_four_players_continue_attacking_until_everyone_has_passed() -> None:
    # Phase Four: "Players continue attacking in player order until everyone has passed";
    # Unbridled Defeat: "In Phase 1 and 4, nothing else happens". Nothing stops a player
    # from attacking again an invader they failed to defeat, nor with Calvin.
    ten, four = tile("pirate", 1, 10), tile("pirate", 1, 4)
    calvin = hero_card("calvin", naval=3)
    s = position(
        2,
        res=[{"cannon": 3}, {"cannon": 2}],
        hands=[[calvin], []],
        ships={"ship1_1": 0, "ship2_1": 0, "ship1_2": 1},
        forts={},
        invaders={"sea1": (ten, True), "sea2": (four, True)},
    )
    put_hero(s, "calvin", "garden")
    to_phase(s, SURPRISE)
    assert s.to_move == 0
    play(s, "attack sea1", "cannon", "fight")  # 3 against 10, player 1 has no cards: lost
    assert s.defeated[0] == [] and s.invaders[0] == ten
    assert s.view(1)["phase4_failed"] == [[ten], []]  # everyone saw it fail
    assert s.to_move == 1 and a("attack sea1") in s.legal_actions()
    play(s, "pass")
    # player 0 may try the 10 pirate again, or reach it with Calvin
    assert s.to_move == 0
    assert {x.args[0] for x in s.legal_actions() if x.kind == "attack"} == {"sea1", "sea2"}
    play(s, f"ability {calvin}")
    assert {x.args[0] for x in s.legal_actions()} == {"sea1", "sea2"}
    play(s, "attack sea1", "cannon", "cannon", "fight")  # 6 against 10: lost again
    assert s.invaders[0] == ten and row(s, 0)["cannon_used"] == 3
    # Calvin's attack was player 0's attack of the turn; player 1 has passed: 0 again
    assert s.to_move == 0 and a("attack sea1") in s.legal_actions()


def test_the_heuristic_does_not_retry_an_invader_it_failed_to_defeat_this_phase() -> None:
    # The rules allow endless retries of a failed attack (nothing is lost if nothing was
    # added): the agents must not loop. Player 0 counts on help it guesses from a sample
    # of player 1's hand; player 1's real cards have no martial value, so no help comes.
    from seaboard.games.chaos_cove.rules.common import card_value

    naval_only = [c for c in range(K.N_CARDS) if K.CARD_MARTIAL[c] == 0][:14]
    s = position(
        2,
        res=[{"saber": 1, "gunpowder": 2}, {}],
        hands=[[], naval_only],
        forts={},
        ships={},
        invaders={},
    )
    s.breakthrough[1] = [tile("barbarian", 1, 8), tile("barbarian", 1, 6)]
    for hero, location in zip(K.HERO_IDS, K.LOC_IDS * 2, strict=False):
        put_hero(s, hero, location)
    to_phase(s, SURPRISE)
    bot = GAME.heuristic(0, s.config, {})
    bot.reseed(1)
    sample = s.determinize(0, Rng(7))
    assert sum(card_value(c, False) for c in sample.hands[1]) >= 6  # it hopes for help
    attacks = 0
    for _ in range(60):
        if s.phase != SURPRISE:
            break
        action = bot.act(s.determinize(s.to_move, Rng(7)), s.legal_actions(), None)
        attacks += action.kind == "attack"
        s.apply(action)
    assert s.phase != SURPRISE and attacks <= 2  # at most once at each of the two
