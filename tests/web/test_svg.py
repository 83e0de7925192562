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
