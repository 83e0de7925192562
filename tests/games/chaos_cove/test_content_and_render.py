"""Content files (house values marked, both map sides as data) and the text rendering."""

from seaboard.engine.content import house_values
from seaboard.games.chaos_cove import GAME
from seaboard.games.chaos_cove import content as K


def test_every_unprinted_value_is_marked_house() -> None:
    houses = {(f, p.key) for f, p in house_values(K.CONTENT_FILES)}
    assert ("construction.toml", "cards[2].cost.food") in houses  # Lumber Camp cost
    assert ("heroes.toml", "patterns.naval[0][0]") in houses
    assert ("rules.toml", "house.fortress_tokens") in houses
    sources = {p["key"]: p["source"] for p in GAME.content_sources() if p["file"] == "rules.toml"}
    assert sources["invaders.pirate[3][5]"].startswith("rulebook")  # the 30 pirate, Figure 8
    assert sources["scoring.invader_bonus[9]"].startswith("rulebook")


def test_map_side_b_is_data_with_the_symbol_blocks_swapped() -> None:
    a, b = K.SYMBOLS["a"], K.SYMBOLS["b"]
    light, tavern, distillery = (K.LOC_KEY[x] for x in ("lighthouse", "tavern", "distillery"))
    kept = [i for i in range(12) if i not in (light, tavern, distillery)]
    assert all(b[i] == a[(i + 6) % 12] for i in kept)  # the blocks 1-6 and 7-12 swapped
    # ... but for the symbols the figures show: the totals stay those of side a
    assert [sum(col) for col in zip(*b, strict=True)] == [sum(col) for col in zip(*a, strict=True)]
    s = GAME.new_state(GAME.make_config(2, map_side="b"), 0)
    s.apply(next(x for x in s.legal_actions() if x.args[1:] == ("lighthouse",)))
    takes = {x.args[0] for x in s.legal_actions() if x.kind == "take"}
    assert takes == {"doubloon", "food", "rum", "crew"}


def test_lighthouse_and_tavern_symbols_match_figures_3_and_9_on_both_sides() -> None:
    # Figure 9: "The player picks up two resources available at the lighthouse: a doubloon
    # and a rum"; Figure 3: "picking 1 rum and 1 crew" at the tavern. The figures do not
    # say which side they show, so both sides print them.
    names = K.TAKE_NAMES
    for side in ("a", "b"):
        light = K.SYMBOLS[side][K.LOC_KEY["lighthouse"]]
        tavern = K.SYMBOLS[side][K.LOC_KEY["tavern"]]
        assert light[names.index("doubloon")] and light[names.index("rum")], side
        assert tavern[names.index("rum")] and tavern[names.index("crew")], side


def test_render_view_for_a_player_and_a_spectator() -> None:
    from seaboard.testing.presentation import render_text

    s = GAME.new_state(GAME.make_config(3), 0)
    text = render_text(GAME.render_view(s.view(0), 0))
    assert "Chaos Cove - round 1 of 4" in text and "YOU" in text and "Your hero cards" in text
    assert "? w1" in text  # face-down invaders show no strength
    spectator = render_text(GAME.render_view(s.view(None), None))
    assert "Your hero cards" not in spectator


def test_action_labels_are_words_not_codes() -> None:
    # every label a player reads in the list of choices: names, not action texts or ids
    import random

    kinds = set()
    for players, seed in ((2, 0), (3, 1), (4, 2)):
        s = GAME.new_state(GAME.make_config(players), seed)
        pick = random.Random(seed)
        while not s.is_over:
            legal = s.legal_actions()
            for action in legal:
                text = s.label(action)
                assert text != action.text and "_" not in text and text[0].isupper(), text
                kinds.add(action.kind)
            s.apply(pick.choice(legal))
    assert len(kinds) > 30
    s = GAME.new_state(GAME.make_config(3), 0)
    place = next(x for x in s.legal_actions() if x.kind == "place")
    hero, location = place.args
    assert s.label(place) == f"Place {hero.title()} at the {location.title()}".replace(
        "Townhall", "Town Hall"
    )
