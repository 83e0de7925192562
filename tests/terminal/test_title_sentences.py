"""Each title's sentences for event kinds that random games seldom reach (an Encounter,
a Dock card, a Market trade): every kind the title's render.py knows, with the data its
rules emit, gives a plain sentence for every seat."""

import pytest

from seaboard.engine.game import Event
from seaboard.games.blackbeard import render as bb
from seaboard.games.chaos_cove import render as cove
from seaboard.games.fleet import render as fleet
from seaboard.testing.presentation import plain_words_problem

BLACKBEARD = {
    "camp_set": [{"space": "nots_island"}, {}],
    "spot": [{"space": "bath_town", "block": "sighting"}],
    "surveil": [{"space": "bath_town"}],
    "reset_map": [{}],
    "plan": [{"tile": "careen_sloop"}],
    "prepare": [{"defense": "lookouts"}],
    "sail": [{"space": "gun_inlet"}],
    "longboat": [{"space": "bath_town"}],
    "israel": [{"space": "fish_town"}],
    "silence": [{"space": "gun_inlet"}],
    "map_set": [{}],
    "block": [{"space": "gun_inlet", "block": "adventure_at_camp"}],
    "segment": [{"segment": 2}],
    "commandeer": [{"asset": "skilled_helm"}],
    "scout": [{"piece": "brand", "space": "new_bern"}],
    "declare": [{"tile": "skilled_helm"}, {"tile": "lookouts"}, {"tile": "crew_to_ordinary"}],
    "move": [{"pieces": ["brand"], "space": "albemarle_county"},
             {"pieces": ["jane", "ranger"], "space": "cape_henry"}],
    "stop": [{"piece": "ranger"}],
    "encounter": [{"space": "gun_inlet", "pirate": "adventure", "pieces": ["jane", "brand"]}],
    "compare": [{"what": "arrest", "blackbeard": 3, "hunters": 4}],
    "roll": [{"what": "escape", "blackbeard": [6, 2], "hunters": [5], "winner": 0},
             {"what": "boarding", "blackbeard": [], "hunters": [1], "winner": 1}],
    "fire": [{"side": "blackbeard", "rolls": [6, 5, 1]}, {"side": "jane", "rolls": [3]}],
    "hit": [{"target": "adventure", "type": "crew"}, {"target": "ranger", "type": "rigging"}],
    "escape": [{"from": "gun_inlet"}],
    "escape_to": [{"space": "cape_hatteras"}],
    "betrayal": [{"gold": 4}],
    "withdraw": [{}],
    "shot": [{"type": "rigging"}],
    "removed": [{"pirate": "israel_hands", "space": "fish_town"}],
    "game_over": [{"winner": "hunters", "reason": "arrest"},
                  {"winner": "blackbeard", "reason": "piracy"}],
    "wasted": [{"tile": "careen_sloop"}, {"tile": "take_on_stores"}],
    "cubes": [{"tile": "visit_with_wife", "n": 2}],
    "show": [{"space": "bath_town", "tile": "sell_cargo"}],
    "loot": [{"value": 3, "gold": 3}, {}],
    "booty": [{"gold": 5}],
    "pardon": [{"tile": "buy_rum", "new": ["hire_doctor", "seek_pardon"]}],
    "fete": [{"defense": "grape"}],
    "pardon_target": [{"tile": "buy_rum"}],
    "turn": [{"turn": 2}],
}  # fmt: skip

FLEET = {
    "reshuffle": [{"cards": 30}],
    "draw": [{"player": 0, "cards": ["cod", "kingcrab"]}, {"player": 1, "count": 2}],
    "pay": [{"player": 0, "card": "tuna"}, {"player": 1, "crate": 1},
            {"player": 0, "oyster_crate": 1}, {"player": 0, "houseboat": 1},
            {"player": 0, "crewman_crate": 1}, {"player": 1, "gone_fishin": 1}],
    "paid": [{"player": 0, "due": 5, "paid": 6}],
    "decline": [{"player": 1}],
    "open": [{"player": 0, "license": "kccrates"}],
    "pass": [{"player": 1}],
    "bid": [{"player": 1, "amount": 7}],
    "extra-launch": [{"player": 0, "uses_left": 1}],
    "marina": [{"player": 0, "card": "salmon"}],
    "casino": [{"player": 0, "card": "cod"}],
    "process": [{"player": 0, "boat": 1}],
    "trade": [{"player": 0}],
    "discard": [{"player": 1, "card": "processing"}],
    "tuck": [{"player": 0, "card": "salmon", "boat": 2}],
    "crewman-placed": [{"player": 0, "on": "cod"}],
    "salvage": [{"player": 0, "card": "oyster"}],
    "sink": [{"player": 0, "owner": 1, "boat": 0}],
    "swap": [{"player": 0, "card": "swordfish"}],
    "captain-reveal": [{"captain": 2, "card": "cod"}],
    "win": [{"player": 0, "license": "pub", "bid": 10}],
    "crewman": [{"player": 1, "crewman": "embargo"}],
    "gone-fishin": [{"player": 1}],
    "row-discarded": [{"licenses": 2}],
    "final-round": [{"reason": "licenses"}],
    "captain-takes": [{"captain": 2, "license": "tuna"}],
    "captain-launch": [{"captain": 2, "card": "cod", "launched": False}],
    "hire-crewman": [{}],
    "launch": [{"player": 0, "boat": "dfo", "charter": True}],
    "buy": [{"player": 0, "dock": "houseboat"}],
    "tug": [{"player": 0, "cards": 3}],
    "first-mate": [{"player": 0, "boat": 1, "card": "tuna"}],
    "first-mate-crate": [{"player": 0, "from": "processed", "tucked": False}],
    "dfo-take": [{"player": 0, "from": 1, "boat": 2}],
    "dfo": [{"player": 0, "from_supply": 1}],
    "hire": [{"player": 1, "boat": "char"}],
    "salty-captain": [{"player": 0, "boat": "cod"}],
    "tug-card": [{"player": 1, "boat": 0}],
    "crab-meeple": [{"player": 0, "boat": "kingcrab"}],
    "fishing": [{"player": 0, "crates": 3, "supply": 40}],
    "round": [{"round": 3, "start": 1}],
    "trophy": [{"player": 0, "trophy": "most-boats"}],
    "game-over": [{"reason": "crates", "scores": [30, 28]}],
}  # fmt: skip

COVE = {
    kind: [{"player": 1, "action": text}]
    for kind, text in (
        ("place", "place gloria tavern"), ("pass", "pass"), ("end", "end"),
        ("location", "location"), ("hero", "hero"), ("take", "take gunpowder"),
        ("ability", "ability 30"), ("combat", "combat 5"), ("offer", "offer 62"),
        ("givecard", "givecard 44"), ("accept", "accept"), ("refuse", "refuse"),
        ("cannon", "cannon"), ("saber", "saber"), ("powder", "powder"), ("crew", "crew"),
        ("fight", "fight"), ("trade", "trade 2"), ("use", "use 0"), ("lose", "lose 1"),
        ("buy", "buy 4"), ("build", "build ship2_3"), ("attack", "attack pbt2"),
        ("defend", "defend"), ("flee", "flee ship1_2"), ("hide", "hide"),
        ("move", "move ship2_3 ship1_2"), ("bounce", "bounce iggy fountain"),
        ("flip", "flip land4"), ("smith", "smith"), ("distil", "distil"), ("recruit", "recruit"),
        ("give", "give rum"), ("get", "get cannon"), ("marker", "marker 0"),
        ("gain", "gain saber"), ("unflip", "unflip cannon"), ("stop", "stop"),
        ("done", "done"),
    )
} | {
    "flipped": [{"space": "sea4", "strength": 8}],
    "combat_result": [{"player": 0, "target": "bbt1", "won": True},
                      {"player": 1, "target": "land2", "won": False}],
    "game_over": [{"cove_fell": True}, {"cove_fell": False}],
}  # fmt: skip


@pytest.mark.parametrize(
    ("module", "samples"), [(bb, BLACKBEARD), (fleet, FLEET), (cove, COVE)], ids=str
)
def test_every_known_kind_is_a_plain_sentence(module, samples):
    known = set(module.SENTENCES) if hasattr(module, "SENTENCES") else set(module.ACTION_KINDS)
    assert known <= set(samples), f"no sample for {sorted(known - set(samples))}"
    for kind, datas in samples.items():
        for data in datas:
            for seat in (None, 0, 1):
                said = module.render_event(Event(kind, data), seat)
                assert said, (kind, data, seat)
                assert plain_words_problem(said) is None, (kind, said)
                assert (said[0].isupper() or said[0].isdigit()) and said.endswith("."), said
