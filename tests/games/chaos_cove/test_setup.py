"""Game Setup."""

from seaboard.games.chaos_cove import GAME
from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.state import PLACE

from .helpers import row, tile


def test_setup_resources_cards_and_crew() -> None:
    s = GAME.new_state(GAME.make_config(4), 3)
    for p in range(4):
        r = row(s, p)
        # Game Setup: one of each counter, five doubloons, two crew in the Fountain
        assert r["doubloon"] == 5
        for name in ("cannon", "saber", "rum", "food", "plank", "gunpowder"):
            assert r[name] == 1
        assert r["crew"] == 2 and r["crew_area"] == 4
        assert len(s.hands[p]) == 5
        assert sorted(K.CARD_IDS[c] for c in s.construction[p]) == ["starter_fort", "starter_ship"]
    assert len(s.deck) == 64 - 20
    assert s.cannon_stock == 24 - 4 and s.saber_stock == 24 - 4
    assert s.phase == PLACE and s.to_move == 0


def test_setup_ships_and_forts_in_lane_order() -> None:
    s = GAME.new_state(GAME.make_config(4), 0)
    for p in range(4):
        assert s.ships[p * K.PER_LANE] == p  # player n: top ship space of pirate space n
        assert s.forts[p * K.PER_LANE] == p  # house G9: the same for forts
    assert sum(1 for x in s.ships if x >= 0) == 4


def test_game_setup_two_players_take_one_starter_ship_and_fort_each() -> None:
    # Game Setup: "The first player places one of their ships in the top ship space
    # adjacent to the top pirate sea space. The next player [...]": one each, by default
    s = GAME.new_state(GAME.make_config(2), 0)
    assert [s.ships[lane * K.PER_LANE] for lane in range(4)] == [0, 1, -1, -1]
    assert [s.forts[lane * K.PER_LANE] for lane in range(4)] == [0, 1, -1, -1]
    assert all(len(cards) == 2 for cards in s.construction)
    s = GAME.new_state(GAME.make_config(3), 0)
    assert [s.ships[lane * K.PER_LANE] for lane in range(4)] == [0, 1, 2, -1]


def test_setup_short_handed_extra_starters_house_variant() -> None:
    s = GAME.new_state(GAME.make_config(2, short_handed_extra_starters=True), 0)
    assert [s.ships[lane * K.PER_LANE] for lane in range(4)] == [0, 1, 0, 1]
    assert len(s.construction[0]) == 4
    # with 3 players the switch changes nothing (its description says so)
    plain = GAME.new_state(GAME.make_config(3), 0)
    extra = GAME.new_state(GAME.make_config(3, short_handed_extra_starters=True), 0)
    assert extra.ships == plain.ships and extra.construction == plain.construction


def test_two_player_house_options_are_off_by_default_and_say_what_they_do() -> None:
    fields = type(GAME.make_config(2)).model_fields
    for name in ("short_handed_extra_starters", "two_player_remove_strongest"):
        assert fields[name].default is False
        text = fields[name].description
        assert "off by default" in text and "2 players" in text
        assert "3 players" in text


def test_game_setup_two_players_draw_each_wave_from_all_six_tiles() -> None:
    # Game Setup: "Shuffle each set [...] place one tile face-down in each pirate sea
    # space": the strongest tile may be drawn (the house variant would set it aside)
    strongest = tile("pirate", 1, 12)
    drawn = {strongest in GAME.new_state(GAME.make_config(2), seed).invaders for seed in range(30)}
    assert drawn == {True, False}


def test_setup_stacks_and_invaders() -> None:
    s = GAME.new_state(GAME.make_config(3), 5)
    # 8 numbered stacks of 6 and the 16 random cards split into two stacks, tops face-up
    assert s.numbered_left == [6] * 8
    assert all(s.stack_up)
    assert len(s.random_stacks[0]) + 1 == 8 and len(s.random_stacks[1]) + 1 == 8
    assert sorted([*s.random_stacks[0], *s.random_stacks[1], *s.random_tops]) == sorted(
        K.RANDOM_CARDS
    )
    # one wave-1 tile face-down in each sea and land space
    assert all(t >= 0 and K.tile_wave(t) == 0 for t in s.invaders)
    assert not any(s.face_up)
    assert all(K.tile_kind(t) == K.PIRATE for t in s.invaders[:4])
    assert all(K.tile_kind(t) == K.BARBARIAN for t in s.invaders[4:])


def test_dummy_hands_make_all_sixteen_heroes_rotate() -> None:
    for n in (2, 3, 4):
        s = GAME.new_state(GAME.make_config(n), 1)
        assert sorted(h for hand in s.hero_hands for h in hand) == list(range(16))
        held = [h for h in range(16) if s.hero_owner[h] >= 0]
        assert len(held) == 4 * n
    # 2 players: seats P1, D1, P2, D2 (house G12); over four rounds each player holds
    # every hand once
    s = GAME.new_state(GAME.make_config(2), 1)
    seen = [set(), set()]
    hands0 = [tuple(h) for h in s.hero_hands]
    for r in range(4):
        for p in range(2):
            seen[p].add(tuple(s.hero_hands[s.seat_slots[p]]))
        s.hero_hands = [s.hero_hands[-1], *s.hero_hands[:-1]]
        del r
    assert seen[0] == set(hands0) and seen[1] == set(hands0)


def test_view_hides_hands_and_face_down_invaders() -> None:
    s = GAME.new_state(GAME.make_config(3), 2)
    v = s.view(1)
    assert v["hand"] == sorted(s.hands[1])
    assert "hands" not in v and "deck" not in v
    assert all(d[1] is None for d in v["invaders"])
    assert v["hand_sizes"] == [5, 5, 5]


def test_three_players_one_dummy_hand_and_lane_four_open() -> None:
    s = GAME.new_state(GAME.make_config(3), 2)
    assert s.seat_slots == (0, 1, 2)  # P1, P2, P3, then the dummy seat
    dummy = s.hero_hands[3]
    assert all(s.hero_owner[h] == -1 for h in dummy)
    # house (retuned G10): with three players lane 4 starts without ship or fort
    assert s.ships[3 * K.PER_LANE] == -1 and s.forts[3 * K.PER_LANE] == -1
    assert [len(c) for c in s.construction] == [2, 2, 2]
