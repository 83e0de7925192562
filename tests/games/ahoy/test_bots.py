"""The heuristic bots' faction play (seaboard/games/ahoy/bots.py): positions where the
faction's way of scoring (ahoy.md §7.3, F&F) asks for one move."""

from __future__ import annotations

from seaboard.engine.agent import Clock
from seaboard.engine.rng import Rng
from seaboard.games.ahoy import GAME
from seaboard.games.ahoy import content as C
from seaboard.games.ahoy.rules.common import island
from seaboard.games.ahoy.state import Frame

from .helpers import move_flagship, started


def test_the_smuggler_bot_delivers_a_cargo_at_its_island():
    """§7.3.2 Deliver pays 2 Fame, a reward and a pledge: at the Cargo's Island the
    Smuggler hands it over rather than keep carrying it (the bot once valued a carried
    Cargo above its delivery and sailed on)."""
    s = started(3)
    for f in s.figures:
        f.space = -1
    t = s.placed[0].tile
    card = next(i for i, c in enumerate(C.CARDS) if c.deliver_to == C.TILES[t].suit)
    s.players[1].cargo = [card]
    s.players[1].dice = []  # its dice placed: deliver now or end the turn
    s.market = [c for c in s.market if C.CARDS[c].suit != C.TILES[t].suit]
    move_flagship(s, 1, C.SPACE_IDS[island(t)])
    move_flagship(s, 0, C.SPACE_IDS[island(s.placed[1].tile)])
    move_flagship(s, 2, C.SPACE_IDS[island(s.placed[1].tile)])
    s.pending = [Frame("turn", 1)]
    s.legal_cache = None
    bot = GAME.heuristic(1, s.config, {})
    bot.reseed(1)
    seen = s.determinize(1, Rng(2))
    action = bot.act(seen, s.legal_actions(), Clock())
    assert action.text == f"deliver {C.CARD_IDS[card]}"
