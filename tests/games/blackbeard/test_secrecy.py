"""Secrecy and determinization (rulebook: Hidden Information; issue: Secrecy)."""

from __future__ import annotations

from seaboard.engine.game import Action
from seaboard.engine.rng import Rng
from seaboard.games.blackbeard import GAME
from seaboard.games.blackbeard import content as C
from seaboard.games.blackbeard.belief import belief
from seaboard.games.blackbeard.state import BLACKBEARD, HUNTERS, INTERVIEW
from tests.games.blackbeard.helpers import can, do, new_game, resolve_piracy


def _random_game(seed: int):
    s = GAME.new_state(GAME.make_config(), seed)
    r = Rng(seed + 99)
    while not s.is_over:
        yield s
        s.apply(r.choice(s.legal_actions()))


def test_truth_is_always_in_the_belief_set() -> None:
    for seed in range(25):
        for s in _random_game(seed):
            if s.epochs:
                assert (s.camp, s.adventure) in {k[:2] for k in belief(s)}


def test_determinized_state_never_contradicts_a_past_spot() -> None:
    """Every block the Hunters saw in the current epoch is what the sample shows there; the
    sample's Camp and Adventure agree with every past observation (belief filter)."""
    for seed in range(12):
        for i, s in enumerate(_random_game(seed)):
            if not s.epochs or i % 3:
                continue
            d = s.determinize(HUNTERS, Rng(i))
            current = len(s.epochs) - 1
            for e, x, b, _secret in s.observations:
                if e == current:
                    assert d.blocks[x] == b
            keys = {k[:2] for k in belief(s)}
            assert (d.camp, d.adventure) in keys
            for t, x, b in s.spots:
                assert (t, x, b) in d.spots  # the Hunters' own memory is kept


def test_hunters_view_holds_no_hidden_block_and_blackbeard_sees_no_secret_spot() -> None:
    s = GAME.new_state(GAME.make_config(), 5)
    s.apply(Action("camp", ("roanoke_island",)))
    inf = C.INF_IDS[s.informants[0]]
    legal = [a for a in s.legal_actions() if a.kind == "spot"]
    assert legal, inf
    before = s.view(BLACKBEARD)
    events = s.apply(legal[0])
    hv, bv = s.view(HUNTERS), s.view(BLACKBEARD)
    assert set(hv["map"].values()) == {"hidden"}
    assert "blocks" not in hv and "purse" not in hv and "rows" not in hv
    assert len(hv["spots"]) == 1 and hv["spots"][0]["turn"] == 1
    assert "spots" not in bv and bv == before  # a secret Spot may be pretended: no trace
    assert not [e for e in events if e.visible_to(BLACKBEARD)]
    assert s.phase == INTERVIEW


def test_commandeering_and_informant_pawns_stay_behind_the_screen() -> None:
    """Assets and the pawns on them are behind the Hunters' screen until declared."""
    views = []
    for commandeer in (False, True):
        s = GAME.new_state(GAME.make_config(), 2)
        s.apply(Action("camp", ("nots_island",)))
        s.apply(Action("done"))
        s.apply(Action("done"))
        if commandeer:
            events = s.apply(Action("commandeer", ("capt_gordon",)))
            assert not [e for e in events if e.visible_to(BLACKBEARD)]
        s.apply(Action("next"))
        views.append(s.view(BLACKBEARD))
    assert views[0] == views[1]


def test_secret_sighting_chain_is_not_shown_to_blackbeard() -> None:
    s = GAME.new_state(GAME.make_config(), 4)
    for text in ("camp roanoke_island", "done", "sail roanoke_inlet", "sail currituck_inlet"):
        s.apply(Action.parse(text))
    s.apply(Action("done"))
    for text in ("next", "next", "stop jane", "stop ranger", "stop brand", "next", "done"):
        s.apply(Action.parse(text))
    s.informants, s.informant_used, s.informant_spots = (
        [C.INF_IDS.index("isaac_freeman")],
        [False],
        [[0]],
    )
    s.apply(Action.parse("spot isaac_freeman roanoke_inlet"))
    assert s.sighting_chains and s.view(HUNTERS)["chains"] == [
        {"space": "roanoke_inlet", "secret": True}
    ]
    assert s.view(BLACKBEARD)["open_chain"] == [] and "chains" not in s.view(BLACKBEARD)


def test_render_view_for_every_seat() -> None:
    from seaboard.testing.presentation import render_text

    s = GAME.new_state(GAME.make_config(advanced=True), 3)
    r = Rng(1)
    for _ in range(60):
        s.apply(r.choice(s.legal_actions()))
    texts = {p: render_text(GAME.render_view(s.view(p), p)) for p in (None, BLACKBEARD, HUNTERS)}
    assert (
        "Purse" in texts[BLACKBEARD]
        and "Purse" not in texts[HUNTERS]
        and "Purse" not in texts[None]
    )
    assert "Informants" in texts[HUNTERS] and "Informants" not in texts[BLACKBEARD]
    assert "Your rows" in texts[BLACKBEARD] and "Your rows" not in texts[HUNTERS]


def test_pickled_mid_game_state_is_small_and_round_trips() -> None:
    import pickle

    s = GAME.new_state(GAME.make_config(advanced=True), 7)
    r = Rng(7)
    for _ in range(45):
        s.apply(r.choice(s.legal_actions()))
    s.view(HUNTERS)  # fills the belief cache, which is not pickled
    data = pickle.dumps(s)
    assert len(data) < 20_000
    t = pickle.loads(data)
    assert t.reveal() == s.reveal() and t.view(HUNTERS) == s.view(HUNTERS)


def test_incremental_belief_equals_the_full_filter() -> None:
    from seaboard.games.blackbeard.belief import _filter

    for advanced in (False, True):
        for seed in range(8):
            s = GAME.new_state(GAME.make_config(advanced=advanced), seed)
            r = Rng(seed + 3)
            while not s.is_over:
                if s.epochs:
                    full = _filter(s.epochs, s.observations, advanced)[0]
                    assert belief(s) == full
                s.apply(r.choice(s.legal_actions()))


def test_hunters_view_holds_each_informants_spots_by_group() -> None:
    """B. Interview Informants (issue 32): an Informant Spots "up to" so many spaces of each
    kind on its tile, so what it may still Spot depends on the kinds already Spotted, not
    only on how many. Two Interviews Spot the same spaces in the same order with the same
    Informants, but Fishermen take two Land spaces (A) or a Land and a Sound (B): the
    Hunters' legal Spots differ, so their views must differ too."""
    a = new_game("nots_island", informants=("fishermen", "condemned_pirates"))
    do(a, "spot fishermen bath_town", "spot fishermen neus_river")
    do(a, "spot condemned_pirates west_pamlico_sound")
    b = new_game("nots_island", informants=("fishermen", "condemned_pirates"))
    do(b, "spot fishermen bath_town", "spot condemned_pirates neus_river")
    do(b, "spot fishermen west_pamlico_sound")
    assert can(b, "spot fishermen fish_town") and not can(a, "spot fishermen fish_town")
    view_a, view_b = a.view(HUNTERS), b.view(HUNTERS)
    assert view_a["spots"] == view_b["spots"]
    totals = {i["id"]: i["spotted"] for i in view_a["informants"]}
    assert totals == {i["id"]: i["spotted"] for i in view_b["informants"]}  # the totals agree
    by_group = [{i["id"]: i["spotted_by_group"] for i in v["informants"]} for v in (view_a, view_b)]
    assert by_group[0] == {"fishermen": [2, 0], "condemned_pirates": [1]}
    assert by_group[1] == {"fishermen": [1, 1], "condemned_pirates": [1]}


def interviewed(spots: tuple[str, ...]):
    """Turn 2, Blackbeard to act: the Hunters Interviewed (secretly) on Turn 1 and 2."""
    s = new_game("nots_island", informants=("wm_howard", "fishermen"))
    do(s, *(f"spot wm_howard {space}" for space in spots[:1]))
    do(s, "done", "done")  # Blackbeard does nothing
    do(s, "next", "next", "stop jane", "stop ranger", "stop brand", "next")
    resolve_piracy(s)
    do(s, *(f"spot fishermen {space}" for space in spots[1:]), "done")
    return s


def test_hidden_information_blackbeards_sample_resamples_the_hunters_interviews() -> None:
    """Hidden Information: the Hunters Spot secretly, "or pretend to". Blackbeard saw
    nothing of their Interviews, so his sample must not keep which Informant Spotted what,
    on which turn, nor how many: two Interviews he cannot tell apart (none on Turn 2, or
    three Spots by the Fishermen) give him one sample, which varies with the seed."""
    quiet = interviewed(("roanoke_island",))
    busy = interviewed(("roanoke_island", "bath_town", "albemarle_sound", "currituck_sound"))
    assert quiet.view(BLACKBEARD) == busy.view(BLACKBEARD)
    totals, informants = set(), set()
    for seed in range(40):
        a, b = quiet.determinize(BLACKBEARD, Rng(seed)), busy.determinize(BLACKBEARD, Rng(seed))
        assert a.reveal() == b.reveal()  # nothing of the true Interviews shows
        assert a.view(BLACKBEARD) == quiet.view(BLACKBEARD)
        totals.add(tuple(sum(counts) for counts in a.informant_spots))
        informants.add(tuple(a.informants))
        for slot, informant in enumerate(a.informants):  # the sample keeps the tiles' limits
            groups = C.INF_GROUPS[informant]
            assert all(
                n <= cap for n, (cap, _) in zip(a.informant_spots[slot], groups, strict=True)
            )
        assert len(a.spots) == sum(map(sum, a.informant_spots))
    assert len(totals) > 5 and len(informants) > 5


def test_setting_the_map_the_hunters_learn_nothing_of_the_blocks_set() -> None:
    """Setting the Map is secret: whether Blackbeard stays, Sails one space or three (leaving
    Sightings), and plans Piracy or not, the Hunters' view and events are the same."""
    seen = []
    for actions in ((), ("plan careen_sloop",), ("sail currituck_sound",),
                    ("sail currituck_sound", "sail roanoke_island", "sail gun_inlet")):  # fmt: skip
        s = new_game("nots_island", acts=("careen_sloop",))
        events = do(s, "done", *actions, "done")
        seen.append(([e.to_json() for e in events if e.visible_to(HUNTERS)], s.view(HUNTERS)))
    assert all(entry == seen[0] for entry in seen)


def test_setting_the_map_advanced_figures_and_silence_leave_no_trace() -> None:
    """ADVANCED: Blackbeard alone, Israel Hands and Bought Silence are placed and paid in
    secret, and never declared: the Hunters' view and events are the same without them."""
    seen = []
    for actions, set_map in (
        ((), ()),
        (("prepare longboat", "prepare israel_hands", "prepare bought_silence",
          "sail currituck_sound", "sail roanoke_island"),
         ("longboat currituck_inlet", "israel queen_annes_creek", "silence currituck_sound")),
    ):  # fmt: skip
        s = new_game("nots_island", advanced=True)
        s.purse = 9
        events = do(s, "done", *actions, "done", *set_map, "done")
        seen.append(([e.to_json() for e in events if e.visible_to(HUNTERS)], s.view(HUNTERS)))
    assert s.blackbeard_space >= 0 and s.israel_space >= 0 and s.silenced  # all were placed
    assert seen[0] == seen[1]
