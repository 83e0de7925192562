"""Fleet as numbers: a fixed-size encoding of a seat's view, for learning agents.

Pure functions over the view dict (`view.view(data, seat)`), never the state. Every
number lies in [0, 1]: flags and one-hots, or a count divided by the cap its field names
(clipped there). The layout depends on the player count only; every variant's fields are
always there (0 when the variant is off), so one layout serves all options.

Players are counted from the observer: "rel" index 0 is you, 1 the next seat clockwise,
and so on. `seat` says which absolute seat you are (actions such as `take P B` name
absolute seats). Boats are the 12 boat types (`tables.BOAT_NAMES`), kinds the 16 cards
that sit in a fleet (boats and Dock cards, `tables.KIND_NAMES`), licenses the 19 license
types (`tables.LIC_NAMES`), each in that order. A player's first `BOAT_SLOTS` boats are
encoded one by one (actions name boats by their index); boats past that count only in the
per-kind totals.

Table (n = players):

    seat          n     your seat (absolute), one-hot
    to_move       n+1   the player to move (rel); last: a Corporation captain or nobody
    start_player  n     the start player (rel)
    round         1     the round / 20
    final_round   1     this is the last round
    phase         20    the phase (state.PHASE_NAMES), one-hot
    crates        1     crates left in the supply / 200
    row           8x19  the license in each place of the row (one-hot per place)
    license_deck  1     licenses left / 60
    boat_supply   1     boat cards in the supply / 150
    discard       12    boat cards of each type in the discard pile / 20
    revealed      12    boat cards turned face up by the last action, per type / 4
    game_over     1     the game has ended
    row_crewmen   8x8   the Crewman on each place of the row (Crewman ability, one-hot)
    crewman_deck  1     Crewman cards left / 16
    embargo       n     the one player who may gain crates this round (rel)
    crewman_pick  8     a Crewman waiting to be placed (its ability)
    crewman_won   8     the Crewman that comes with the license being paid for
    gone_fishin   1     Gone Fishin' cards left / 20
    dock_piles    6     Dock cards left per pile (tables.DOCK_CHOICES) / 12
    pending_dock  6     the Dock card being paid for
    trophies      6     Trophies in play (tables.TROPHY_NAMES)
    trophy_owner  6x(n+1) each Trophy's owner (rel), last: nobody yet
    corporation   2x(2+19+12+1) per Corporation captain: present, T.C. or Kirkman,
                        licenses per type / 4, boats per type / 6, VP showing / 100
    round_max     1     the last round in the Corporation variants / 20
    discard_top   12    the top discard (Salvage Yard)
    crab_meeples  12x(n+2) per boat type: in play, owner (rel) or nobody
    dfo           1+n+16+1+n  a DFO boat taking crates: open, its player (rel), the boat,
                        crates taken / 3, players it may still take from (rel)
    auction       1+3n+8+19+1+(n+2)  open, done / out / bought per player (rel), the lot's
                        place, its license, high bid / 30, high bidder (rel; the last two
                        are Corporation captains 1 and 2)
    payment       1+n+2 open, payer (rel), due / 30, paid / 30
    drawing       1+n+2 open, drawer (rel), cards drawn / 6, discards owed / 6

Per player, in rel order (n times):

    licenses      19    licenses per type / 4
    kinds         16    boats and Dock cards per kind / 8
    crates_total  1     crates on all boats / 30
    boat slots    16x22 per boat: kind (16), captained, crates / 6, first mate, Tug cards
                        / 4, a tucked Salmon card, its crates / 6
    numbers       6     processed crates / 10, hand size / 15, launched / 3, hired / 3,
                        VP showing / 100, traded
    known_in_hand 12    boat cards every player knows are in the hand, per type / 4
    expansion     9     oyster crates / 10, Gone Fishin' / 5, marinas / 4, their VP / 20,
                        marinas used / 3, swapped, Crewman crates / 4, Crewman launches / 3,
                        extra launches / 3
    swordfish     16    boats fishing a card this round (Swordfish), by slot
    oyster_split  16    Oyster boats putting a crate on the license, by slot
    crewmen       8     Crewman cards per ability / 2
    boost         12    boat types with an extra crate (Crewman)
    level         19    licenses counted once more (Crewman)

Yours only:

    hand          12    your boat cards per type / 6
    captains      16x13 per boat slot: the captain card under it (type), or none
    drawn         12    cards you just drew, per type / 4

`encode_state(state, seat, config)` gives the same numbers as `encode(view(state, seat))`
without building the view (the RL adapters' fast path): it reads only what `view.view`
shows the seat (its own hand, captains and draw; of the others, what everyone knows), and
tests/rl/test_observation.py checks that the two agree at every position of seeded games.
"""

from __future__ import annotations

from array import array
from functools import cache
from typing import Any

from seaboard.engine.game import GameConfig
from seaboard.engine.observation import Encoding, ObservationSpec, kept_copy

from .rules.corporation import captain_score, round_max
from .rules.scoring import score
from .state import DRAW, PHASE_NAMES, SALMON, TAKE, FleetData, captained
from .tables import (
    BOAT_NAMES,
    CREW_NAMES,
    DOCK_CHOICES,
    K_TUG,
    KIND_NAMES,
    LIC_NAMES,
    NB,
    NL,
    TROPHY_NAMES,
)

BOAT_SLOTS = 16
ROW = 8
NK = len(KIND_NAMES)
NC = len(CREW_NAMES)
BOAT = {b: i for i, b in enumerate(BOAT_NAMES)}
KIND = {k: i for i, k in enumerate(KIND_NAMES)}
LIC = {x: i for i, x in enumerate(LIC_NAMES)}
CREW = {c: i for i, c in enumerate(CREW_NAMES)}
PHASE = {p: i for i, p in enumerate(PHASE_NAMES)}
TROPHY = {t: i for i, t in enumerate(TROPHY_NAMES)}
SLOT_SIZE = NK + 6  # kind one-hot, captained, crates, first mate, tug cards, tucked, its crates


@cache
def _spec(n: int) -> ObservationSpec:
    fields: list[tuple[str, int, str]] = [
        ("seat", n, "your seat, one-hot"),
        ("to_move", n + 1, "the player to move (rel); last: a captain or nobody"),
        ("start_player", n, "the start player (rel)"),
        ("round", 1, "the round / 20"),
        ("final_round", 1, "this is the last round"),
        ("phase", len(PHASE_NAMES), "the phase, one-hot"),
        ("crates", 1, "crates left in the supply / 200"),
        ("row", ROW * NL, "the license in each place of the row"),
        ("license_deck", 1, "licenses left / 60"),
        ("boat_supply", 1, "boat cards in the supply / 150"),
        ("discard", NB, "discarded boat cards per type / 20"),
        ("revealed", NB, "boat cards just turned face up, per type / 4"),
        ("game_over", 1, "the game has ended"),
        ("row_crewmen", ROW * NC, "the Crewman on each place of the row"),
        ("crewman_deck", 1, "Crewman cards left / 16"),
        ("embargo", n, "the one player who may gain crates this round (rel)"),
        ("crewman_pick", NC, "a Crewman waiting to be placed"),
        ("crewman_won", NC, "the Crewman that comes with the license being paid for"),
        ("gone_fishin", 1, "Gone Fishin' cards left / 20"),
        ("dock_piles", len(DOCK_CHOICES), "Dock cards left per pile / 12"),
        ("pending_dock", len(DOCK_CHOICES), "the Dock card being paid for"),
        ("trophies", len(TROPHY_NAMES), "Trophies in play"),
        ("trophy_owner", len(TROPHY_NAMES) * (n + 1), "each Trophy's owner (rel) or nobody"),
        ("corporation", 2 * (2 + NL + NB + 1), "per captain: present, T.C./Kirkman, ..."),
        ("round_max", 1, "the last round in the Corporation variants / 20"),
        ("discard_top", NB, "the top discard (Salvage Yard)"),
        ("crab_meeples", NB * (n + 2), "per boat type: in play, owner (rel) or nobody"),
        ("dfo", 1 + n + BOAT_SLOTS + 1 + n, "a DFO boat taking crates"),
        ("auction", 1 + 3 * n + ROW + NL + 1 + n + 2, "the auction"),
        ("payment", 1 + n + 2, "a payment: open, payer (rel), due / 30, paid / 30"),
        ("drawing", 1 + n + 2, "the draw: open, drawer (rel), drawn / 6, discards / 6"),
    ]
    for r in range(n):
        fields += [
            (f"p{r}_licenses", NL, f"player rel {r}: licenses per type / 4"),
            (f"p{r}_kinds", NK, "boats and Dock cards per kind / 8"),
            (f"p{r}_crates_total", 1, "crates on all boats / 30"),
            (f"p{r}_boats", BOAT_SLOTS * SLOT_SIZE, "per boat slot: kind, captained, ..."),
            (f"p{r}_numbers", 6, "processed, hand size, launched, hired, VP, traded"),
            (f"p{r}_known_in_hand", NB, "boat cards known to be in the hand / 4"),
            (f"p{r}_expansion", 9, "oyster, Gone Fishin', marinas, Crewman counts"),
            (f"p{r}_swordfish", BOAT_SLOTS, "boats fishing a card (Swordfish)"),
            (f"p{r}_oyster_split", BOAT_SLOTS, "Oyster boats splitting a crate"),
            (f"p{r}_crewmen", NC, "Crewman cards per ability / 2"),
            (f"p{r}_boost", NB, "boat types with an extra crate"),
            (f"p{r}_level", NL, "licenses counted once more"),
        ]
    fields += [
        ("hand", NB, "your boat cards per type / 6"),
        ("captains", BOAT_SLOTS * (NB + 1), "per boat slot: its captain card, or none"),
        ("drawn", NB, "cards you just drew, per type / 4"),
    ]
    return ObservationSpec(fields)


def spec(config: GameConfig) -> ObservationSpec:
    return _spec(config.players)


def encode(view: dict[str, Any], player: int, config: GameConfig) -> Encoding:
    n = config.players
    e = _spec(n).new()

    def rel(q: int | None) -> int | None:
        return None if q is None or q < 0 or q >= n else (q - player) % n

    e.one_hot("seat", player)
    to_move = view["to_move"]
    e.one_hot("to_move", n if to_move is None or to_move >= n else rel(to_move))
    e.one_hot("start_player", rel(view["start_player"]))
    e.count("round", view["round"], 20)
    e.flag("final_round", view["final_round"])
    e.one_hot("phase", PHASE[view["phase"]])
    e.count("crates", view["crates"], 200)
    for place, lic in enumerate(view["row"][:ROW]):
        e.one_hot("row", place * NL + LIC[lic])
    e.count("license_deck", view["license_deck"], 60)
    e.count("boat_supply", view["boat_supply"], 150)
    _per_type(e, "discard", view["discard"], 20)
    for b in view["revealed"]:
        _add(e, "revealed", BOAT[b], 0.25)
    e.flag("game_over", view["end_reason"])
    if "row_crewmen" in view:
        for place, crew in enumerate(view["row_crewmen"][:ROW]):
            if crew is not None:
                e.one_hot("row_crewmen", place * NC + CREW[crew])
        e.count("crewman_deck", view["crewman_deck"], 16)
        e.one_hot("embargo", rel(view["embargo"]))
        e.one_hot("crewman_pick", view["crewman_pick"])
        e.one_hot("crewman_won", view["crewman_won"])
    e.count("gone_fishin", view.get("gone_fishin_pile"), 20)
    if "dock_piles" in view:
        for i, name in enumerate(DOCK_CHOICES):
            e.count("dock_piles", view["dock_piles"][name], 12, i)
        e.one_hot("pending_dock", view["pending_dock"])
    for trophy in view.get("trophies", ()):
        t = TROPHY[trophy["trophy"]]
        e.flag("trophies", index=t)
        owner = rel(trophy["owner"])
        e.one_hot("trophy_owner", t * (n + 1) + (n if owner is None else owner))
    for i, corp in enumerate(view.get("corporation", ())[:2]):
        base = i * (2 + NL + NB + 1)
        e.flag("corporation", True, base)
        e.flag("corporation", corp["captain"] == "tc", base + 1)
        for lic, k in corp["licenses"].items():
            e.count("corporation", k, 4, base + 2 + LIC[lic])
        for b in corp["boats"]:
            _add(e, "corporation", base + 2 + NL + BOAT[b], 1 / 6)
        e.count("corporation", corp["vp_showing"], 100, base + 2 + NL + NB)
    e.count("round_max", view.get("round_max"), 20)
    top = view.get("discard_top")
    if top is not None:
        e.one_hot("discard_top", BOAT[top])
    for b, owner in view.get("crab_meeples", {}).items():  # in play, owner (rel) or nobody
        q = rel(owner)
        e.one_hot("crab_meeples", BOAT[b] * (n + 2) + (1 + q if q is not None else n + 1))
        e.flag("crab_meeples", True, BOAT[b] * (n + 2))
    _phases(e, view, n, rel)
    for q, pl in enumerate(view["players"][:n]):
        _player(e, n, rel(q), pl)
    _per_type(e, "hand", view["hand"], 6)
    for slot, capt in enumerate(view["captains"][:BOAT_SLOTS]):
        e.one_hot("captains", slot * (NB + 1) + (NB if capt is None else BOAT[capt]))
    for b in view.get("drawn", ()):
        _add(e, "drawn", BOAT[b], 0.25)
    return e


def _add(e: Encoding, field: str, index: int, step: float) -> None:
    """One more of something counted in steps of `step`, clipped at 1."""
    i = e.spec.offset[field] + index
    e.data[i] = min(1.0, e.data[i] + step)


def _per_type(e: Encoding, field: str, counts: dict[str, int], cap: float) -> None:
    for b, k in counts.items():
        e.count(field, k, cap, BOAT[b])


def _phases(e: Encoding, view: dict[str, Any], n: int, rel) -> None:
    dfo = view.get("dfo")
    if dfo is not None:
        e.flag("dfo")
        e.one_hot("dfo", 1 + rel(dfo["player"]) if rel(dfo["player"]) is not None else None)
        if 0 <= dfo["boat"] < BOAT_SLOTS:
            e.one_hot("dfo", 1 + n + dfo["boat"])
        e.count("dfo", dfo["taken"], 3, 1 + n + BOAT_SLOTS)
        for q in dfo["may_take_from"]:
            e.flag("dfo", True, 2 + n + BOAT_SLOTS + rel(q))
    auction = view.get("auction")
    if auction is not None:
        e.flag("auction")
        for q in range(n):
            r = rel(q)
            e.flag("auction", auction["done"][q], 1 + r)
            e.flag("auction", auction["out"][q], 1 + n + r)
            e.flag("auction", auction["bought"][q], 1 + 2 * n + r)
        base = 1 + 3 * n
        if 0 <= auction["lot"] < ROW:
            e.one_hot("auction", base + auction["lot"])
        if auction["license"] is not None:
            e.one_hot("auction", base + ROW + LIC[auction["license"]])
        e.count("auction", auction["high"], 30, base + ROW + NL)
        bidder = auction["high_bidder"]
        if bidder is not None and bidder >= 0:
            who = rel(bidder) if bidder < n else n + min(bidder - n, 1)
            e.one_hot("auction", base + ROW + NL + 1 + who)
    payment = view.get("payment")
    if payment is not None:
        e.flag("payment")
        e.one_hot("payment", 1 + rel(payment["player"]) if payment["player"] < n else None)
        e.count("payment", payment["due"], 30, 1 + n)
        e.count("payment", payment["paid"], 30, 2 + n)
    drawing = view.get("drawing")
    if drawing is not None:
        e.flag("drawing")
        e.one_hot("drawing", 1 + rel(drawing["player"]) if drawing["player"] < n else None)
        e.count("drawing", drawing["drawn"], 6, 1 + n)
        e.count("drawing", drawing["discards"], 6, 2 + n)


@cache
def _player_offsets(n: int, r: int) -> tuple[int, ...]:
    off = _spec(n).offset
    return tuple(off[f"p{r}_{name}"] for name in PLAYER_FIELDS)


PLAYER_FIELDS = (
    "licenses",
    "kinds",
    "crates_total",
    "boats",
    "numbers",
    "known_in_hand",
    "expansion",
    "swordfish",
    "oyster_split",
    "crewmen",
    "boost",
    "level",
)


def _clip(x: float) -> float:
    return x if x < 1.0 else 1.0


def _player(e: Encoding, n: int, r: int, pl: dict[str, Any]) -> None:
    data = e.data
    (licenses, kinds, crates_total, slots, numbers, known, expansion, swordfish, split,
     crewmen, boost, level) = _player_offsets(n, r)  # fmt: skip
    for lic, k in pl["licenses"].items():
        data[licenses + LIC[lic]] = _clip(k / 4)
    crates = 0
    for i, boat in enumerate(pl["boats"]):
        kind = KIND[boat["type"]]
        data[kinds + kind] = _clip(data[kinds + kind] + 1 / 8)
        crates += boat["crates"]
        if i >= BOAT_SLOTS:
            continue
        base = slots + i * SLOT_SIZE
        data[base + kind] = 1.0
        if boat["captain"]:
            data[base + NK] = 1.0
        data[base + NK + 1] = _clip(boat["crates"] / 6)
        if boat.get("first_mate"):
            data[base + NK + 2] = 1.0
        if "tug_cards" in boat:
            data[base + NK + 3] = _clip(boat["tug_cards"] / 4)
        if "tucked" in boat:
            data[base + NK + 4] = 1.0
            data[base + NK + 5] = _clip(boat["tucked_crates"] / 6)
    data[crates_total] = _clip(crates / 30)
    data[numbers] = _clip(pl["processed"] / 10)
    data[numbers + 1] = _clip(pl["hand_size"] / 15)
    data[numbers + 2] = _clip(pl["launched"] / 3)
    data[numbers + 3] = _clip(pl["hired"] / 3)
    data[numbers + 4] = _clip(pl["vp_showing"] / 100)
    if pl.get("traded"):
        data[numbers + 5] = 1.0
    for b, k in pl["known_in_hand"].items():
        data[known + BOAT[b]] = _clip(k / 4)
    if len(pl) > 8:  # expansion fields are present only when they hold something
        marinas = pl.get("marinas", [])
        for i, (value, cap) in enumerate(
            (
                (pl.get("oyster_crates", 0), 10),
                (pl.get("gone_fishin", 0), 5),
                (len(marinas), 4),
                (sum(marinas), 20),
                (len(pl.get("marinas_used", [])), 3),
                (1 if pl.get("swapped") else 0, 1),
                (pl.get("crewman_crates", 0), 4),
                (pl.get("crewman_launches", 0), 3),
                (pl.get("extra_launch", 0), 3),
            )
        ):
            data[expansion + i] = _clip(value / cap)
        mask = (1 << BOAT_SLOTS) - 1
        e.bits(f"p{r}_swordfish", pl.get("swordfish_boats", 0) & mask)
        e.bits(f"p{r}_oyster_split", pl.get("oyster_splits", 0) & mask)
        for c in pl.get("crewmen", ()):
            data[crewmen + CREW[c]] = _clip(data[crewmen + CREW[c]] + 0.5)
        for b in pl.get("crewman_boost", ()):
            data[boost + BOAT[b]] = 1.0
        for x in pl.get("crewman_level", ()):
            data[level + LIC[x]] = 1.0


# the state's numbers as `encode` indexes the view's names (a negative number picks the
# last name, as the view's own `NAMES[i]` does)
LIC_OF = tuple(LIC[name] for name in LIC_NAMES)
BOAT_OF = tuple(BOAT[name] for name in BOAT_NAMES)
KIND_OF = tuple(KIND[name] for name in KIND_NAMES)
CREW_OF = tuple(CREW[name] for name in CREW_NAMES)
TROPHY_OF = tuple(TROPHY[name] for name in TROPHY_NAMES)


def _put(data: Any, i: int, value: float, cap: float) -> None:
    """What `Encoding.count` leaves at number i: value / cap clipped to [0, 1], if value."""
    if value:
        x = value / cap
        data[i] = 0.0 if x < 0 else 1.0 if x > 1 else x


def encode_state(state: FleetData, player: int, config: GameConfig) -> Encoding:
    """`encode(view.view(state, player), player, config)`, read from the state: field by
    field what `view.view` shows, then what `encode` makes of it (the default table's
    fields by direct writes at the spec's offsets, every index bounded by the state's own
    ranges; the variants' through the Encoding's checked writers)."""
    n = config.players
    e = _spec(n).new()
    off, data = e.spec.offset, e.data

    def rel(q: int | None) -> int | None:
        return None if q is None or q < 0 or q >= n else (q - player) % n

    data[off["seat"] + player] = 1.0
    to_move = state.to_move  # type: ignore[attr-defined]  # the State's property
    r = n if to_move is None or to_move >= n else rel(to_move)
    if r is not None:
        data[off["to_move"] + r] = 1.0
    r = rel(state.start_player)
    if r is not None:
        data[off["start_player"] + r] = 1.0
    _put(data, off["round"], state.round, 20)
    if state.final_round:
        data[off["final_round"]] = 1.0
    data[off["phase"] + PHASE[PHASE_NAMES[state.phase]]] = 1.0
    _put(data, off["crates"], max(0, state.crate_supply), 200)
    at = off["row"]
    for place, lic in enumerate(state.row[:ROW]):
        data[at + place * NL + LIC_OF[lic]] = 1.0
    _put(data, off["license_deck"], len(state.license_deck), 60)
    _put(data, off["boat_supply"], len(state.boat_supply), 150)
    at = off["discard"]
    for b, k in enumerate(state.discard_pile[:NB]):
        if k:
            _put(data, at + BOAT_OF[b], k, 20)
    at = off["revealed"]
    for b in state.revealed:
        i = at + BOAT_OF[b]
        data[i] = min(1.0, data[i] + 0.25)
    if state.end_reason:
        data[off["game_over"]] = 1.0
    cfg = state.config
    if cfg.crewman:  # type: ignore[attr-defined]
        for place, c in enumerate(state.row_crewmen[:ROW]):
            if c >= 0:
                e.one_hot("row_crewmen", place * NC + CREW_OF[c])
        e.count("crewman_deck", len(state.crewman_deck), 16)
        e.one_hot("embargo", rel(state.embargo))
        e.one_hot("crewman_pick", state.crewman_to_place)
        e.one_hot("crewman_won", state.won_crewman)
    if cfg.gone_fishin:  # type: ignore[attr-defined]
        e.count("gone_fishin", state.gone_fishin_pile, 20)
    if any(state.dock_piles) or state.pending_dock >= 0:
        for i, left in enumerate(state.dock_piles[: len(DOCK_CHOICES)]):
            e.count("dock_piles", left, 12, i)
        e.one_hot("pending_dock", state.pending_dock)
    for trophy, other in zip(state.trophies, state.trophy_owners, strict=True):
        t = TROPHY_OF[trophy]
        e.flag("trophies", index=t)
        owner = rel(other if other >= 0 else None)
        e.one_hot("trophy_owner", t * (n + 1) + (n if owner is None else owner))
    if state.captains:
        for i, kind in enumerate(state.captains[:2]):
            base = i * (2 + NL + NB + 1)
            e.flag("corporation", True, base)
            e.flag("corporation", kind == 1, base + 1)
            for lic, k in enumerate(state.captain_licenses[i]):
                if k:
                    e.count("corporation", k, 4, base + 2 + LIC_OF[lic])
            for b in state.captain_boats[i]:
                _add(e, "corporation", base + 2 + NL + BOAT_OF[b], 1 / 6)
            e.count("corporation", captain_score(state, i), 100, base + 2 + NL + NB)
        e.count("round_max", round_max(state), 20)
    if state.salvage_on and state.discard_order:
        e.one_hot("discard_top", BOAT_OF[state.discard_order[-1]])
    for b, other in enumerate(state.crab_meeples):  # in play, owner (rel) or nobody
        if other != -2:
            q = rel(other if other >= 0 else None)
            at = BOAT_OF[b] * (n + 2)
            e.one_hot("crab_meeples", at + (1 + q if q is not None else n + 1))
            e.flag("crab_meeples", True, at)
    _phases_state(data, off, state, n, rel)
    for q in range(min(n, len(state.players))):
        _player_state(e, n, rel(q), state, q)  # type: ignore[arg-type]
    area = state.players[player]
    at = off["hand"]
    for b, k in enumerate(area.hand[:NB]):
        if k:
            _put(data, at + BOAT_OF[b], k, 6)
    at = off["captains"]
    for slot, c in enumerate(area.boat_captains[:BOAT_SLOTS]):
        data[at + slot * (NB + 1) + (NB if c < 0 else BOAT_OF[c])] = 1.0
    if state.drawn and state.current == player:
        at = off["drawn"]
        for b in state.drawn:
            i = at + BOAT_OF[b]
            data[i] = min(1.0, data[i] + 0.25)
    return e


def _phases_state(data: Any, off: dict[str, int], state: FleetData, n: int, rel) -> None:
    """`_phases` of the phase entries `view.view` shows, read from the state: the DFO
    boat taking crates, the auction, the payment and the draw, each while its phase is on."""
    phase = state.phase
    if phase == TAKE:
        at = off["dfo"]
        data[at] = 1.0
        r = rel(state.current)
        if r is not None:
            data[at + 1 + r] = 1.0
        if 0 <= state.dfo_boat < BOAT_SLOTS:
            data[at + 1 + n + state.dfo_boat] = 1.0
        _put(data, at + 1 + n + BOAT_SLOTS, state.dfo_taken, 3)
        for q in state.dfo_take_from:
            data[at + 2 + n + BOAT_SLOTS + rel(q)] = 1.0
    if phase in (0, 1) or (phase == 2 and state.pay_return == 0):
        at = off["auction"]
        data[at] = 1.0
        done, out, bought = state.auction_done, state.auction_out, state.bought_license
        for q in range(n):
            r = rel(q)
            if done[q]:
                data[at + 1 + r] = 1.0
            if out[q]:
                data[at + 1 + n + r] = 1.0
            if bought[q]:
                data[at + 1 + 2 * n + r] = 1.0
        base = at + 1 + 3 * n
        lot = state.open_slot
        if 0 <= lot < ROW:
            data[base + lot] = 1.0
        if lot >= 0:
            data[base + ROW + LIC_OF[state.row[lot]]] = 1.0
        _put(data, base + ROW + NL, state.high_bid, 30)
        bidder = state.high_bidder
        if bidder is not None and bidder >= 0:
            who = rel(bidder) if bidder < n else n + min(bidder - n, 1)
            data[base + ROW + NL + 1 + who] = 1.0
    if phase == 2:
        at = off["payment"]
        data[at] = 1.0
        if state.current < n:
            data[at + 1 + rel(state.current)] = 1.0
        _put(data, at + 1 + n, state.pay_due, 30)
        _put(data, at + 2 + n, state.pay_paid, 30)
    if phase in (DRAW, SALMON):
        at = off["drawing"]
        data[at] = 1.0
        if state.current < n:
            data[at + 1 + rel(state.current)] = 1.0
        _put(data, at + 1 + n, len(state.drawn), 6)
        _put(data, at + 2 + n, state.draw_discards, 6)


def _player_state(e: Encoding, n: int, r: int, state: FleetData, q: int) -> None:
    """`_player` over seat q's area, as `view._public` shows it to everyone: the area's
    numbers (kept, see `_area`) at relative seat r's fields, then its score."""
    area = state.players[q]
    hand_size = sum(area.hand) + (len(state.drawn) if q == state.current else 0)
    inputs = (
        n, area.licenses, area.boat_types, area.boat_captains, area.boat_crates,
        area.first_mates, area.tug_cards, area.tucked_cards, area.tucked_crates,
        area.processed, area.launched, area.hired, area.traded,
        area.known_in_hand, area.oyster_crates, area.gone_fishin, area.marinas,
        area.marinas_used, area.swordfish_mask, area.oyster_split_mask, area.swapped,
        area.crewmen, area.crewman_crates, area.crewman_launches, area.extra_launches,
        area.boosted_types, area.leveled_licenses,
    )  # fmt: skip
    kept = _AREAS.get(q)
    if kept is not None and kept[0] == inputs:
        block = kept[1]
    else:
        block = _area(*inputs)
        _AREAS[q] = (kept_copy(inputs), block)
    offsets = _player_offsets(n, r)
    data = e.data
    data[offsets[0] : offsets[0] + len(block)] = block
    data[offsets[4] + 1] = _clip(hand_size / 15)
    data[offsets[4] + 4] = _clip(score(state, q) / 100)


# A seat's area (all of `_player` but its hand size, which changes at most draws, and its
# score, which the rules compute from more than the area) is kept per seat with copies of
# what it was made of, and reused while the area's own lists compare equal to those copies
# (by content, in C); they are copied only when the area is made anew, as copying at every
# observation cost more than comparing. Between two observations only the areas of the
# seats that acted change. The numbers do not depend on who observes (an area is public),
# only where they go, so one kept area serves every observer.
_AREAS: dict[int, tuple[tuple, array]] = {}


def _area(
    n: int, licenses_held: list[int], types: list[int], captains: list[int],
    boat_crates: list[int], first_mates: list[bool], tug_cards: list[int],
    tucked_cards: list[int], tucked_crates: list[int], processed: int, launched: int,
    hired: int, traded: Any, known_in_hand: list[int], oyster_crates: Any,
    gone_fishin: Any, marinas: list[int], marinas_used_mask: int, swordfish_mask: Any,
    oyster_split_mask: Any, swapped: Any, crewmen_held: list[int], crewman_crates: Any,
    crewman_launches: Any, extra_launches: Any, boosted_types: list[int],
    leveled_licenses: list[int],
) -> array:  # fmt: skip
    """The fields p0_licenses .. p0_level of one area, but its hand size and VP (0 there)."""
    offsets = _player_offsets(n, 0)
    start = offsets[0]
    (licenses, kinds, crates_total, slots, numbers, known, expansion, swordfish, split,
     crewmen, boost, level) = (at - start for at in offsets)  # fmt: skip
    size = offsets[-1] + NL - start  # through p0_level
    data = array("f", bytes(4 * size))
    for lic, k in enumerate(licenses_held[:NL]):
        if k:
            data[licenses + LIC_OF[lic]] = _clip(k / 4)
    crates = 0
    for i in range(len(types)):
        kind = KIND_OF[types[i]]
        data[kinds + kind] = _clip(data[kinds + kind] + 1 / 8)
        crates += boat_crates[i]
        if i >= BOAT_SLOTS:
            continue
        base = slots + i * SLOT_SIZE
        data[base + kind] = 1.0
        if captained(captains[i]):
            data[base + NK] = 1.0
        data[base + NK + 1] = _clip(boat_crates[i] / 6)
        if first_mates[i]:
            data[base + NK + 2] = 1.0
        if types[i] == K_TUG:  # face-down cards: only their number is known
            data[base + NK + 3] = _clip(sum(1 for c in tug_cards if c >> 5 == i) / 4)
        if tucked_cards[i] >= 0:
            data[base + NK + 4] = 1.0
            data[base + NK + 5] = _clip(tucked_crates[i] / 6)
    data[crates_total] = _clip(crates / 30)
    data[numbers] = _clip(processed / 10)
    data[numbers + 2] = _clip(launched / 3)
    data[numbers + 3] = _clip(hired / 3)
    if traded:
        data[numbers + 5] = 1.0
    for b in range(NB):
        if known_in_hand[b]:
            data[known + BOAT_OF[b]] = _clip(known_in_hand[b] / 4)
    marinas_used = [i for i in range(len(marinas)) if marinas_used_mask >> i & 1]
    expansion_values = (
        traded, oyster_crates, gone_fishin, marinas, marinas_used, swordfish_mask,
        oyster_split_mask, swapped, crewmen_held, crewman_crates, crewman_launches,
        extra_launches, boosted_types, leveled_licenses,
    )  # fmt: skip
    if any(expansion_values):  # the view shows these only when one holds something
        for i, (value, cap) in enumerate(
            (
                (oyster_crates or 0, 10),
                (gone_fishin or 0, 5),
                (len(marinas), 4),
                (sum(marinas), 20),
                (len(marinas_used), 3),
                (1 if swapped else 0, 1),
                (crewman_crates or 0, 4),
                (crewman_launches or 0, 3),
                (extra_launches or 0, 3),
            )
        ):
            data[expansion + i] = _clip(value / cap)
        mask = (1 << BOAT_SLOTS) - 1
        for at, bits in ((swordfish, swordfish_mask), (split, oyster_split_mask)):
            bits = (bits or 0) & mask
            while bits:  # each set bit: a boat slot
                low = bits & -bits
                data[at + low.bit_length() - 1] = 1.0
                bits ^= low
        for c in crewmen_held:
            data[crewmen + CREW_OF[c]] = _clip(data[crewmen + CREW_OF[c]] + 0.5)
        for b in boosted_types:
            data[boost + BOAT_OF[b]] = 1.0
        for x in leveled_licenses:
            data[level + LIC_OF[x]] = 1.0
    return data
