"""Every title's board drawing (`Game.render_svg`) over random games, without a browser:
well-formed SVG, every `data-action` a legal action of the seat drawn, legal actions
clickable on the board somewhere in the game, and the spectator's drawing offers none."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

from seaboard.games import all_games

DRAWN = [g for g in all_games() if g.info.name != "dicegame"]


@pytest.mark.parametrize("game", DRAWN, ids=lambda g: g.info.name)
def test_the_board_is_well_formed_and_offers_only_legal_actions(game):
    players = 3 if game.info.min_players <= 3 <= game.info.max_players else game.info.min_players
    config = game.make_config(players)
    state = game.new_state(config, 7)
    rng = random.Random(7)
    clickable = 0
    steps = 0
    while not state.is_over and steps < 400:
        legal = [a.text for a in state.legal_actions()]
        for seat in (state.to_move, None):
            drawing = game.render_svg(state.view(seat), seat, legal if seat is not None else [])
            if drawing is None:
                pytest.skip(f"{game.info.name} has no drawing")
            root = ET.fromstring(drawing)
            assert root.tag.endswith("svg")
            offered = {el.get("data-action") for el in root.iter() if el.get("data-action")}
            for el in root.iter():  # a place standing for several actions offers them all
                offered.update(c for c in (el.get("data-choices") or "").split("|") if c)
            assert offered <= set(legal if seat is not None else []), offered
            clickable += len(offered)
        state.apply(state.parse_action(rng.choice(legal)))
        steps += 1
    assert clickable > 0, "no legal action was ever drawn on the board"


@pytest.mark.parametrize(
    ("players", "options"), [(3, {}), (4, {"leviathan": True, "coral_cap": True})]
)
def test_ahoy_draws_its_actions_in_their_places(players, options):
    """Ahoy's map and boards: a space's actions name that space (or its tile, on the
    Island), a slot's actions name that slot, every figure on the map is a lettered piece,
    and over a game spaces, slots and the compass all get clicks."""
    game = next(g for g in all_games() if g.info.name == "ahoy")
    state = game.new_state(game.make_config(players, **options), 11)
    rng = random.Random(11)
    drawn_on: set[str] = set()
    for _ in range(300):
        if state.is_over:
            break
        seat = state.to_move
        legal = [a.text for a in state.legal_actions()]
        view = state.view(seat)
        root = ET.fromstring(game.render_svg(view, seat, legal))
        for el in root.iter():
            cls = (el.get("class") or "").split()
            offered = [el.get("data-action")] if el.get("data-action") else []
            offered += [c for c in (el.get("data-choices") or "").split("|") if c]
            title = next((c.text for c in el if c.tag.endswith("title")), "") or ""
            name = title.split(":")[0]
            for action in offered:
                args = action.split()[1:]
                if "sb-space" in cls:
                    assert name in args or name.rsplit("-", 1)[0] in args, (action, title)
                    drawn_on.add("space")
                elif "sb-slot" in cls:
                    assert args[0] == name, (action, title)
                    drawn_on.add("slot")
                elif "sb-step" in cls:
                    assert action == title, (action, title)
                    drawn_on.add("compass")
        on_map = sum(1 for f in view["figures"] if f["space"] is not None)
        pieces = [el for el in root.iter() if el.tag.endswith("circle")]
        # one circle per figure (up to 6 a space) plus one per player band, each lettered
        assert len(pieces) - len(view["players"]) <= on_map
        labels = [el.text for el in root.iter() if el.tag.endswith("text")]
        assert all(label and label.strip() for label in labels)
        state.apply(state.parse_action(rng.choice(legal)))
    assert drawn_on == {"space", "slot", "compass"}
