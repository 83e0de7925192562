"""Phase Six - End of Round, Ending the Game, the invader bonus and the tie-breaks."""

from seaboard.engine.game import Outcome
from seaboard.games.chaos_cove import GAME
from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.rules.common import resources_left
from seaboard.games.chaos_cove.rules.end import vp
from seaboard.games.chaos_cove.state import DEFEND, PLACE

from .helpers import position, row, tile, to_phase


def test_phase_6_end_of_round() -> None:
    s = position(
        3,
        res=[{"cannon_used": 2, "saber_used": 1, "crew_exhausted": 2}, {}, {}],
        invaders={},
        ships={"ship1_1": 0},
        forts={"fort1_1": 0},
    )
    hands_before = [list(h) for h in s.hero_hands]
    s.fortress_token[0] = True
    s.gus_tile[0] = True
    s.hero_location[K.HERO_KEY["gus"]] = K.LOC_KEY["fortress"]
    # Phase 3 bought from stack 3 and stack 10; stack 9's top was not taken
    s.numbered_left[2] -= 1
    s.stack_up[2] = False
    s.stack_taken[2] = True
    s.random_tops[1] = -1
    s.stack_up[9] = False
    s.stack_taken[9] = True
    top9 = s.random_tops[0]
    to_phase(s, DEFEND)  # no invader left: straight to Phase 6
    assert s.round == 1 and s.phase == PLACE
    # hero tiles pass clockwise: each seat takes the hand from its right
    assert s.hero_hands == [hands_before[-1], *hands_before[:-1]]
    assert all(loc == -1 for loc in s.hero_location)
    # construction stacks refresh; the untaken random top card is discarded
    assert s.stack_up[2] and s.numbered_left[2] == 5
    assert s.random_discards == [top9] and s.random_tops[0] >= 0 and s.random_tops[0] != top9
    assert s.random_tops[1] >= 0 and s.stack_up[9]
    # cannons, sabers and crew stand up; Fortress tokens go back; tile effects end
    r = row(s, 0)
    assert (r["cannon"], r["saber"], r["crew"], r["cannon_used"], r["crew_exhausted"]) == (
        2,
        1,
        2,
        0,
        0,
    )
    assert s.fortress_token == [False] * 3 and not s.gus_tile[0]
    # the next wave, face-down; the first player marker passes left
    assert all(K.tile_wave(t) == 1 for t in s.invaders) and not any(s.face_up)
    assert s.first_player == 1 and s.to_move == 1


def test_first_player_marker_never_goes_to_a_dummy() -> None:
    s = position(2, invaders={}, ships={"ship1_1": 0}, forts={"fort1_1": 1})
    to_phase(s, DEFEND)
    assert s.first_player == 1
    s.invaders = [-1] * 8
    to_phase(s, DEFEND)
    assert s.first_player == 0  # two players and two dummy hands: the marker stays with players


def test_the_game_ends_after_four_rounds_or_three_in_a_first_game() -> None:
    for first_game, rounds in ((False, 4), (True, 3)):
        s = position(
            2, invaders={}, ships={"ship1_1": 0}, forts={"fort1_1": 1}, first_game=first_game
        )
        for r in range(rounds):
            assert not s.over and s.round == r
            to_phase(s, DEFEND)
            if not s.over:
                s.invaders = [-1] * 8
        assert s.over and not s.cove_fell and s.round == rounds - 1


def finished(cards: list[list[str]], tiles: list[int], **kw: object):
    s = position(len(cards), invaders={}, cards=cards, **kw)
    s.defeated = [[tile("pirate", 1, 2)] * n for n in tiles]  # only the count matters
    s.over = True
    s.last_order = tuple(range(len(cards)))
    return s


def test_invader_bonus_lowest_count_discarded_from_everyone() -> None:
    s = finished([[], [], []], [2, 5, 7], res=[{}, {}, {}])
    # the lowest player (2) discards all; the others discard 2 as well: 0, 3, 5 left
    assert vp(s) == [0, K.invader_bonus(3), K.invader_bonus(5)] == [0, 9, 20]
    assert s.result().outcomes == (Outcome.LOSS, Outcome.LOSS, Outcome.WIN)


def test_invader_bonus_table_extended_past_nine() -> None:
    assert [K.invader_bonus(n) for n in range(1, 13)] == [
        2,
        5,
        9,
        14,
        20,
        26,
        33,
        41,
        50,
        60,
        71,
        83,
    ]


def test_card_victory_points() -> None:
    s = finished(
        [["starter_ship", "starter_fort", "grand_rum_bash", "beach_party"], []],
        [0, 0],
        res=[{}, {}],
    )
    assert vp(s) == [4 + 3 + 5 + 3, 0]


def test_tie_break_most_invader_tiles() -> None:
    # P0: 3 forts = 9; P1: 7 in cards + 2 for one tile above the lowest = 9
    s = finished(
        [["starter_fort"] * 3, ["starter_fort", "starter_ship"], []], [1, 2, 1], res=[{}, {}, {}]
    )
    assert vp(s)[:2] == [9, 9]
    assert s.result().outcomes[:2] == (Outcome.LOSS, Outcome.WIN)


def test_tie_break_most_resources_left() -> None:
    s = finished(
        [["starter_fort"], ["starter_fort"]],
        [1, 1],
        res=[{"doubloon": 2, "rum": 1}, {"doubloon": 1, "cannon_used": 1, "plank": 2}],
        hands=[[0], []],
    )
    assert resources_left(s, 0) == 4 and resources_left(s, 1) == 4
    s.hands[0] = []  # hero cards count too: now 3 against 4
    assert s.result().outcomes == (Outcome.LOSS, Outcome.WIN)


def test_tie_break_latest_turn() -> None:
    s = finished(
        [["starter_fort"], ["starter_fort"], ["starter_fort"]],
        [0, 0, 0],
        res=[{}, {}, {}],
        hands=[[], [], []],
    )
    s.last_order = (2, 0, 1)  # final round: player 2 first, player 1 took the latest turn
    assert s.result().outcomes == (Outcome.LOSS, Outcome.WIN, Outcome.LOSS)
    s.last_order = (1, 2, 0)
    assert s.result().outcomes == (Outcome.WIN, Outcome.LOSS, Outcome.LOSS)


def test_shared_loss_is_a_loss_for_everyone() -> None:
    s = GAME.new_state(GAME.make_config(4), 0)
    s.over = s.cove_fell = True
    assert s.result().outcomes == (Outcome.LOSS,) * 4
