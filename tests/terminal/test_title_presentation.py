"""Every landed title's presentation over real games: a sentence for every event each seat
sees, boards within 80 columns without internal codes, explanations, goal, rules, reveal
(seaboard.testing.presentation). A title added later joins by its name in TITLES."""

import pytest

from seaboard.games import get_game
from seaboard.testing.presentation import check_presentation, plain_words_problem

CASES = [
    ("blackbeard", {}, range(2)),
    ("blackbeard", {"advanced": True}, range(3)),
    ("fleet", {"players": 2}, range(1)),
    ("fleet", {"players": 3, "standard": "swordfish,oyster,char,salmon,cod",
               "premium": "dfo,marina", "gone_fishin": True, "dock": "tug,artisan"}, range(1)),
    ("fleet", {"players": 3, "standard": "shrimp,lobster,tuna,oyster,swordfish",
               "premium": "kingcrab,dfo", "dock": "houseboat,firstmate", "crewman": True,
               "trophies": True, "crab_meeples": True}, range(1)),
    ("fleet", {"players": 2, "corporation": "kirkman",
               "proposals": "weather,research,club,casino,salvage"}, range(1)),
    ("fleet", {"players": 1}, range(1)),
    ("chaos_cove", {"players": 2}, range(1)),
    ("chaos_cove", {"players": 4}, range(1)),
    ("ahoy", {"players": 3}, range(1)),
    ("leviathan", {}, range(2)),
    ("leviathan", {"hunters_cards": "make_sail,harpoon,there_she_blows", "islands": 2},
     range(1)),
]  # fmt: skip


@pytest.mark.parametrize(("title", "options", "seeds"), CASES)
def test_every_event_and_board_in_words(title, options, seeds):
    game = get_game(title)
    options = dict(options)
    config = game.make_config(options.pop("players", None), **options)
    report = check_presentation(game, config, seeds, view_every=40)
    assert report.events and report.views


def test_the_checker_catches_raw_words():
    assert plain_words_problem("wasted (tile careen_sloop)")
    assert plain_words_problem("move (pieces ['brand'], space x)")
    assert plain_words_problem("high bid -1 by -1")
    assert plain_words_problem("art(n0/m3)#0 ship3_3")
    assert plain_words_problem("The Hunters march Capt Brand to Albemarle County.") is None
