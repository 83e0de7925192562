"""Hidden information: hands, face-down captains, supply order (issue 4, Hidden information)."""

from __future__ import annotations

import json
import pickle

from seaboard.engine.rng import Rng
from seaboard.games.fleet.rules.auction import auction_start
from seaboard.games.fleet.rules.common import bid_cap
from seaboard.games.fleet.tables import BOAT_INDEX, NB

from .helpers import add_boat, at_launch, new, play, run, set_hand


def test_views_show_own_hand_and_only_counts_of_others() -> None:
    s = new(3)
    v = s.view(1)
    assert v["hand"] == {name: 1 for name in v["hand"]} and len(v["hand"]) == 6
    text = json.dumps(s.view(1))
    assert "hands" not in text and "deck" not in s.view(1)
    assert [p["hand_size"] for p in v["players"]] == [6] * 3
    # the starting hand is public knowledge: one of each type
    assert all(len(p["known_in_hand"]) == 6 for p in v["players"])


def test_captain_is_face_down_and_known_cards_shrink() -> None:
    s = new(3)
    for q in (1, 2):
        set_hand(s, q)
    add_boat(s, 0, "cod")
    at_launch(s)
    play(s, "hire kingcrab cod")
    assert s.view(0)["captains"] == ["kingcrab"]
    assert s.view(1)["players"][0]["boats"][0] == {"type": "cod", "captain": True, "crates": 1}
    assert "kingcrab" not in json.dumps(s.view(1)["players"][0]["boats"])
    # anyone of the starting cards may have gone under the boat: none is known any more
    assert s.players[0].known_in_hand == [0] * NB


def test_determinize_keeps_known_cards_and_resamples_the_rest() -> None:
    s = new(3)
    s.players[1].hand[BOAT_INDEX["cod"]] += 3  # drew three unknown cards
    changed = False
    for seed in range(20):
        d = s.determinize(0, Rng(seed))
        assert d.players[0].hand == s.players[0].hand
        h = d.players[1].hand
        assert all(h[t] >= s.players[1].known_in_hand[t] for t in range(NB))
        assert sum(h) == sum(s.players[1].hand)
        assert sorted(
            d.boat_supply
            + [t for q in (1, 2) for t in range(NB) for _ in range(d.players[q].hand[t])]
        ) == sorted(
            s.boat_supply
            + [t for q in (1, 2) for t in range(NB) for _ in range(s.players[q].hand[t])]
        )
        changed |= h != s.players[1].hand or d.boat_supply != s.boat_supply
        assert d.view(0) == s.view(0)
    assert changed


def test_determinized_bidder_can_still_pay_his_bid() -> None:
    s = new(3)
    s.start_player = 0
    set_hand(s, 0, tuna=1)
    set_hand(s, 1, tuna=3)
    s.players[1].hand[BOAT_INDEX["shrimp"]] = 0
    run(s, auction_start)
    # p0 cannot afford anything; p1 opens at 9, then p2 ($6) must decide
    play(s, "open 0", "bid 9")
    for seed in range(20):
        d = s.determinize(2, Rng(seed))
        assert bid_cap(d, 1) >= 9


def test_pickled_mid_game_state_is_small() -> None:
    s = new(4)
    r = Rng(1)
    for _ in range(150):
        s.apply(r.choice(s.legal_actions()))
    assert len(pickle.dumps(s)) < 20_000
