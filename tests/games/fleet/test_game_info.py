"""The title's facts, the terminal rendering and action labels."""

from __future__ import annotations

from pathlib import Path

from seaboard.engine.rng import Rng
from seaboard.games import get_game
from seaboard.games.fleet import GAME
from seaboard.testing.presentation import render_text

RULEBOOKS = Path("/work/shared/rulebooks")


def test_registry_info_and_rulebook() -> None:
    assert get_game("fleet") is GAME
    assert GAME.info.name == "fleet" and GAME.info.min_players == 1 and GAME.info.max_players == 6
    assert GAME.info.rulebook == "003_305652acf1f10caf.txt"
    if RULEBOOKS.exists():
        assert (RULEBOOKS / GAME.info.rulebook).exists()


def test_every_number_has_a_source_and_house_values_are_marked() -> None:
    rows = GAME.content_sources()
    assert rows and all(r["source"] for r in rows)
    house = {r["key"] for r in rows if r["source"].startswith("house")}
    assert "round_max_base" in {k.split(".")[-1] for k in house}


def test_render_and_labels_through_a_game_with_everything() -> None:
    config = GAME.make_config(
        players=3,
        standard="swordfish,oyster,char,salmon,cod",
        premium="dfo,marina",
        dock="tug,artisan",
        gone_fishin=True,
        crewman=True,
        trophies=True,
        crab_meeples=True,
    )
    s = GAME.new_state(config, 5)
    r = Rng(5)
    kinds = set()
    while not s.is_over:
        text = render_text(GAME.render_view(s.view(s.current), s.current))
        assert "round" in text and "Your hand" in text
        legal = s.legal_actions()
        for a in legal:
            assert s.label(a) and "?" not in s.label(a)
            kinds.add(a.kind)
        s.apply(r.choice(legal))
    assert {"open", "bid", "pay", "confirm", "launch", "discard"} <= kinds
    assert "round" in render_text(GAME.render_view(s.view(None), None))
