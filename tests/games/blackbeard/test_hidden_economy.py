"""What the Hunters' determinization may know of Blackbeard's mat, and the decision points of
Resolve Piracy (issue: Secrecy of the hidden economy; Seek Pardon and Fete decisions;
rollouts that continue the Piracy)."""

from __future__ import annotations

from seaboard.engine.game import Action, events_for
from seaboard.engine.rng import Rng
from seaboard.games.blackbeard import GAME
from seaboard.games.blackbeard import content as C
from seaboard.games.blackbeard.belief import belief
from seaboard.games.blackbeard.rules.common import bb_pawn_limit
from seaboard.games.blackbeard.rules.piracy import piracy_here, piracy_queue
from seaboard.games.blackbeard.state import (
    BLACKBEARD,
    BLACKBEARD_ACTIONS,
    ENCOUNTER,
    HUNTER_ACTIONS,
    HUNTERS,
    INTERVIEW,
    PIRACY,
    BlackbeardData,
)
from tests.games.blackbeard.helpers import do, new_game, quiet_hunters, to_hunter_actions

SEEK = C.TID["seek_pardon"]
SEIZE = C.TID["seize_ocracoke"]


def _next_draws(s: BlackbeardData, act: str, life: str) -> None:
    """The tiles drawn at the start of the next turn (the top of each pile)."""
    for row, name in ((0, act), (1, life)):
        t = C.TID[name]
        s.piracy_piles[row].remove(t)
        s.piracy_piles[row].append(t)


def _pardon_worlds() -> tuple[BlackbeardData, BlackbeardData]:
    """Turn 1: Adventure Seizes a Prize at Ocracoke Inlet (shown). Turn 2: it Sails to Bath
    Town; in world A it fills Seek Pardon there, in world B it plans nothing. The Hunters
    stay at James River and see the same in both worlds."""
    worlds = []
    for pardon in (True, False):
        s = new_game("ocracoke_island", acts=("seize_ocracoke",), life=("seek_pardon",))
        _next_draws(s, "seize_gun", "visit_with_wife")
        to_hunter_actions(s, "plan seize_ocracoke", "plan seize_ocracoke", "sail ocracoke_inlet")
        quiet_hunters(s)
        assert s.turn == 2 and s.tile_public[SEIZE] and s.cubes[SEIZE] == 2
        plans = ("plan seek_pardon", "plan seek_pardon") if pardon else ()
        sail = ("sail ocracoke_island", "sail west_pamlico_sound", "sail bath_town")
        to_hunter_actions(s, *plans, *sail)
        do(s, "next", "next", "stop jane", "stop ranger", "stop brand", "next")
        worlds.append(s)
    return worlds[0], worlds[1]


def test_seek_pardon_is_one_decision_point_blackbeard_always_has() -> None:
    """Resolve Piracy begins with a decision by Blackbeard every turn: the Hunters cannot
    tell a Seek Pardon being filled (not a Show tile) from nothing happening."""
    a, b = _pardon_worlds()
    for s in (a, b):
        assert s.phase == PIRACY and s.to_move == BLACKBEARD
    assert a.view(HUNTERS) == b.view(HUNTERS)
    assert Action("pardon", ("seize_ocracoke",)) in a.legal_actions()
    assert b.legal_actions() == [Action("done")]
    ev_a = a.apply(Action("pardon", ("seize_ocracoke",)))
    ev_b = b.apply(Action("done"))
    assert [e.to_json() for e in events_for(ev_a, HUNTERS)] == [
        e.to_json() for e in events_for(ev_b, HUNTERS)
    ]
    assert a.view(HUNTERS) == b.view(HUNTERS) and a.phase == INTERVIEW and a.turn == 3
    # the shown tile was set aside in A only, behind the screen
    assert SEIZE in a.tiles_set_aside and a.cubes[SEIZE] == 0 and a.cubes[SEEK] == 2
    assert SEIZE in b.piracy_rows[0] and b.tiles_set_aside == []


def test_determinize_does_not_know_a_shown_tile_was_set_aside() -> None:
    """A shown tile set aside by Seek Pardon stays public (it was seen) but whether it is
    still on the mat is hidden: the Hunters' samples are the same in both worlds, and the
    set-aside status varies between samples."""
    a, b = _pardon_worlds()
    a.apply(Action("pardon", ("seize_ocracoke",)))
    b.apply(Action("done"))
    outs = set()
    for k in range(300):
        da, db = a.determinize(HUNTERS, Rng(k)), b.determinize(HUNTERS, Rng(k))
        assert da.reveal() == db.reveal()
        outs.add(tuple(da.tiles_set_aside))
        if da.tiles_set_aside:
            assert da.cubes[SEEK] == 2 and SEEK in da.piracy_rows[1]
    assert () in outs and (SEIZE,) in outs


def _twin(s: BlackbeardData, r: Rng) -> BlackbeardData:
    """A state the Hunters cannot tell from `s`: Blackbeard's hidden mat, Purse, Loot,
    Defenses and plans changed behind the screen."""
    t = s.clone()
    t.purse = (s.purse + 3) % 8
    t.gold_spent = s.gold_spent + 1
    vals = list(C.LOOT)
    r.shuffle(vals)
    t.taken_loot, t.loot_pool = vals[: len(s.taken_loot)], vals[len(s.taken_loot) :]
    for x in range(len(C.DEFENSES)):
        if not s.defense_declared[x] and x not in (C.DID["longboat"], C.DID["israel_hands"]):
            t.prepared[x] = bool(r.below(2))
    for row in (0, 1):
        for i, tile in enumerate(t.piracy_rows[row]):
            if not s.tile_public[tile] and t.piracy_piles[row] and r.below(2):
                t.piracy_rows[row][i] = t.piracy_piles[row].pop()
                t.piracy_piles[row].insert(0, tile)
        t.piracy_piles[row].reverse()
    for tile in t.piracy_rows[0] + t.piracy_rows[1]:
        if not s.tile_public[tile]:
            t.cubes[tile] = r.randint(0, C.SQUARES[tile] - 1)
            if s.phase in (HUNTER_ACTIONS, ENCOUNTER) or (s.phase == PIRACY and not s.fete_left):
                t.tile_pawns[tile] = r.randint(0, 1)
    if s.phase == PIRACY and not s.fete_left:
        t.resolve_queue = piracy_queue(t)
    if s.phase in (BLACKBEARD_ACTIONS, HUNTER_ACTIONS, ENCOUNTER, PIRACY):  # this turn's Actions
        t.blackbeard_pawns_used = 5 - s.blackbeard_pawns_used
        t.sail_path = list(reversed(s.sail_path))
        t.blackbeard_segment = (
            2 - s.blackbeard_segment if s.blackbeard_segment <= 2 else s.blackbeard_segment
        )
    if s.phase == ENCOUNTER and not s.sail_path[1:]:
        t.sailed = not s.sailed
    return t


def test_states_the_hunters_cannot_tell_apart_give_one_sample() -> None:
    """Whatever differs behind Blackbeard's screen (Purse, Loot, hidden tiles and cubes,
    undeclared Defenses, this turn's plans and path) cannot show in the Hunters' sample."""
    checked = 0
    for advanced in (False, True):
        for seed in range(6):
            s = GAME.new_state(GAME.make_config(advanced=advanced), seed)
            r = Rng(seed + 50)
            step = 0
            while not s.is_over:
                if s.epochs and step % 4 == 0:
                    t = _twin(s, r)
                    if t.view(HUNTERS) == s.view(HUNTERS):
                        k = r.next64()
                        da, db = s.determinize(HUNTERS, Rng(k)), t.determinize(HUNTERS, Rng(k))
                        assert da.reveal() == db.reveal(), (advanced, seed, step)
                        checked += 1
                s.apply(r.choice(s.legal_actions()))
                step += 1
    assert checked > 100


def _consistent(s: BlackbeardData, d: BlackbeardData) -> None:
    """A Hunters' sample agrees with all the Hunters saw, and with itself."""
    shown = {t for _, _, t in s.shows}
    on_mat = d.piracy_rows[0] + d.piracy_rows[1]
    assert [len(r) for r in d.piracy_rows] == [len(r) for r in s.piracy_rows]
    assert len(set(on_mat + d.tiles_set_aside + d.piracy_piles[0] + d.piracy_piles[1])) == len(
        C.PIRACY
    )
    for t in shown:
        assert t in d.tiles_set_aside or d.cubes[t] == C.SQUARES[t]  # filled when shown
    for t in on_mat:
        if C.PIRACY[t].show and t not in shown:
            assert d.cubes[t] < C.SQUARES[t]  # no Show seen: not filled
        assert d.cubes[t] + d.tile_pawns[t] <= C.SQUARES[t]
    assert len(d.tiles_set_aside) <= 1
    assert bool(d.tiles_set_aside) == (SEEK in on_mat and d.cubes[SEEK] == C.SQUARES[SEEK])
    for t in d.tiles_set_aside:
        assert d.cubes[t] == 0
    assert len(d.taken_loot) == len(s.taken_loot) and sorted(d.taken_loot + d.loot_pool) == sorted(
        C.LOOT
    )
    assert all(d.prepared[x] for x in range(len(C.DEFENSES)) if s.defense_declared[x])
    assert d.purse >= 0 and d.purse + d.gold_spent <= C.R.gold_cubes
    assert d.blackbeard_pawns_used <= C.R.blackbeard_pawns
    assert (d.camp, d.adventure) in {k[:2] for k in belief(s)}
    if d.phase == PIRACY and not d.fete_left:
        assert d.resolve_queue == piracy_queue(d)


def test_samples_agree_with_what_the_hunters_saw() -> None:
    for advanced in (False, True):
        for seed in range(10):
            s = GAME.new_state(GAME.make_config(advanced=advanced), seed)
            r = Rng(seed + 7)
            step = 0
            while not s.is_over:
                if s.epochs and step % 3 == 0:
                    _consistent(s, s.determinize(HUNTERS, Rng(step)))
                s.apply(r.choice(s.legal_actions()))
                step += 1


def test_a_rollout_from_a_sample_continues_the_piracy() -> None:
    """As Resolve Piracy begins, the Hunters' samples hold plans where Adventure stands, and
    playing the sample on places the cubes (the truth's queue is never copied)."""
    s = new_game("core_banks", life=("visit_with_wife",), informants=("wm_howard",))
    # the Hunters find the Camp with Adventure there, and Surveil it: face up all turn
    do(s, "spot wm_howard core_banks", "surveil core_banks")
    do(s, "done", "plan visit_with_wife", "plan visit_with_wife", "done")
    do(s, "next", "next", "stop jane", "stop ranger", "stop brand", "next")
    assert (
        s.phase == PIRACY
        and s.to_move == BLACKBEARD
        and s.view(HUNTERS)["adventure"] == "core_banks"
    )
    queued = placed = 0
    for k in range(30):
        d = s.determinize(HUNTERS, Rng(k))
        assert d.adventure == d.camp == C.SID["core_banks"]
        for t in d.resolve_queue:
            assert piracy_here(d, t) >= 0 and d.tile_pawns[t] > 0
        queued += bool(d.resolve_queue)
        before = sum(d.cubes)
        d.apply(d.legal_actions()[0])
        placed += sum(d.cubes) > before or d.phase != PIRACY and bool(d.shows != s.shows)
    assert queued >= 15 and placed >= 10


def test_hunters_sample_plans_pawns_during_their_actions() -> None:
    """During the Hunters' Actions the sample's Blackbeard has planned pawns (within his
    pawns, after Sailing), so Encounters and Piracy in a rollout are not empty."""
    s = new_game("core_banks", life=("visit_with_wife",), informants=("wm_howard",))
    do(s, "spot wm_howard core_banks", "surveil core_banks")
    do(s, "done", "plan visit_with_wife", "plan visit_with_wife", "done")
    assert s.phase == HUNTER_ACTIONS
    planned = 0
    for k in range(30):
        d = s.determinize(HUNTERS, Rng(k))
        assert d.blackbeard_pawns_used == sum(
            d.tile_pawns
        ) and d.blackbeard_pawns_used <= bb_pawn_limit(d)
        assert not d.sailed  # Adventure is seen where it began the turn
        planned += sum(d.tile_pawns) > 0
    assert planned >= 15


def test_fete_tobias_knight_always_asks_two_choices() -> None:
    """Fete is shown, but how many Defenses were left to take is hidden: Blackbeard decides
    twice, taking `done` when none is left."""
    counts = []
    views = []
    for all_but_one in (False, True):
        s = new_game("core_banks", life=("fete_tobias_knight",))
        if all_but_one:
            for d in C.BASIC_DEFENSES:
                s.prepared[d] = d != C.DID["lookouts"]
        do(s, "done", "plan fete_tobias_knight", "plan fete_tobias_knight", "done")
        quiet_hunters(s)
        n = 0
        seen = []
        while s.phase == PIRACY:
            assert s.to_move == BLACKBEARD
            seen.append(s.view(HUNTERS))
            s.apply(s.legal_actions()[0])
            n += 1
        counts.append(n)
        views.append(seen)
        if all_but_one:
            assert s.prepared[C.DID["lookouts"]]
    assert counts == [2, 2]
    assert views[0] == views[1]
