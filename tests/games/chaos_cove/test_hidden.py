"""Hidden information: hero card hands, deck order, face-down invaders, random stacks."""

from seaboard.engine.rng import Rng
from seaboard.games.chaos_cove import GAME
from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.state import SURPRISE

from .helpers import hero_card, play, position, put_hero, tile, to_phase


def test_determinize_resamples_only_what_the_player_cannot_see() -> None:
    s = GAME.new_state(GAME.make_config(3), 4)
    s.face_up[0] = True  # one pirate already flipped (Lighthouse)
    others, invaders, stacks = set(), set(), set()
    for i in range(30):
        d = s.determinize(1, Rng(i))
        assert d.hands[1] == s.hands[1]
        assert d.view(1) == s.view(1)
        assert d.invaders[0] == s.invaders[0]  # face-up: known
        assert sorted(d.deck + d.hands[0] + d.hands[2]) == sorted(s.deck + s.hands[0] + s.hands[2])
        for lane in range(1, 8):
            t, u = d.invaders[lane], s.invaders[lane]
            assert K.tile_kind(t) == K.tile_kind(u) and K.tile_wave(t) == K.tile_wave(u)
            assert t != s.invaders[0]
        assert len(set(d.invaders)) == 8
        assert [len(r) for r in d.random_stacks] == [
            len(r) for r in s.random_stacks
        ] and d.random_tops == s.random_tops
        others.add(tuple(sorted(d.hands[0])))
        invaders.add(tuple(d.invaders))
        stacks.add(tuple(sorted(d.random_stacks[0])))
        assert d.rng != s.rng
    assert len(others) > 1 and len(invaders) > 1 and len(stacks) > 1


def test_two_player_strongest_tiles_stay_out_when_resampling() -> None:
    s = GAME.new_state(GAME.make_config(2, two_player_remove_strongest=True), 1)
    strongest = {tile("pirate", 1, 12), tile("barbarian", 1, 8)}
    assert not strongest & set(s.invaders)
    for i in range(20):
        assert not strongest & set(s.determinize(0, Rng(i)).invaders)


def test_offered_cards_are_public_and_stay_out_of_resampling() -> None:
    c1, c2 = hero_card("colin", naval=3), hero_card("colin", naval=2)
    s = position(3, res=[{}, {}, {}], hands=[[], [c1, c2], [5]], ships={"ship1_1": 0}, invaders={})
    s.breakthrough[0] = [tile("pirate", 1, 10)]
    put_hero(s, "colin", "garden")
    to_phase(s, SURPRISE)
    play(s, "attack pbt1", "fight", f"offer {c1}")
    for i in range(10):
        d = s.determinize(2, Rng(i))
        assert d.pending[-1].offers == [1, c1]
        assert c1 not in d.hands[0] + d.hands[1] + d.hands[2] + d.deck
        assert len(d.hands[1]) == 1


def test_a_refused_offer_is_known_to_be_back_in_that_hand() -> None:
    c1, c2 = hero_card("colin", naval=3), hero_card("colin", naval=2)
    s = position(3, res=[{}, {}, {}], hands=[[], [c1, c2], [5]], ships={"ship1_1": 0}, invaders={})
    s.breakthrough[0] = [tile("pirate", 1, 10)]
    put_hero(s, "colin", "garden")
    to_phase(s, SURPRISE)
    play(s, "attack pbt1", "fight", f"offer {c1}", "done", "done", "refuse")
    assert s.known_cards[1] == [c1]
    for i in range(10):
        d = s.determinize(2, Rng(i))
        assert c1 in d.hands[1] and len(d.hands[1]) == 2
    play(s, "fight")  # lost; player 1 may now play the card, and it is no longer known
