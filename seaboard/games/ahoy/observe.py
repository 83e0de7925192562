"""Ahoy as numbers: a fixed-size encoding of a seat's view for learning agents.

Pure functions over the view dict, never the state. Every number lies in [0, 1]. Players
are counted from the observer (rel 0 = you); n = players. Slots are the union of every
board's slot names (`content.ALL_SLOT_NAMES`, S of them), spaces the 48 of the 12 tiles
(`content.SPACE_IDS`), cards the 30 Market cards, plans the 9 plan kinds.

    to_move        n+1     the player to move (rel); last: nobody
    first          n       the First Player (rel)
    round          1       round / 20
    faction        n x 5   each player's faction: Bluefin, Mollusk, Smuggler, Leviathan,
                           Coral Cap
    leviathan      3n+12   per player Speed / 4, Fangs / 4, Ready Bodies / 12; the
                           Evolutions played (6); the face-up Appetite card (6)
    own_evolutions 6       your Evolutions in hand
    jobs           n x 36  per player, Frigate (6) and Job slot (3): filled, damaged
    captains       n x 6   per player: each Frigate is outfitted (its Captain on it or gone to the box)
    own_jobs       18      your Job tokens' Fame / 3
    economy        n x 5   gold / 20, Fame / 40, dice left / 5, dice placed this turn / 2,
                           plans in hand / 12
    dice           n x 6   unplaced dice per face / 5
    comrades       n x 2   Ready Comrades / 20, Comrades in the supply / 20
    slots          n x S x 3   per slot: present, its die / 6, damaged
    crew           n x 30  the Crew each player recruited
    cargo          n x 30  the Cargo each Smuggler carries
    pledged        n       pledged Cargo / 10
    reward         n x 25  each Smuggler's reward-grid cell
    own_plans      9       your plans per kind / 2
    own_pledges    2 x 30  your Cargo under your Bluefin and Mollusk markers
    tiles          12 x 9  per tile: placed, wealth / 6, Comrades on its Island / 20,
                           (x + 12) / 24, (y + 12) / 24, rotation one-hot (4)
    figures        48 x n x 4  per space and player (rel): Flagships, Patrols / 5,
                           Strongholds / 3, Cutter or Gunship / 2
    market         30      the cards in the Market
    sizes          3       Market deck / 30, region stack / 12, plan deck / 12
    pending        K+n+1+5 the decision on top: its kind (K, `PENDING_KINDS`), its
                           player (rel, last: none), n / 10, a and b: (value + 12) / 40,
                           battle stage / 6
    battle         6       the battle on top: rolls / 12, bonuses / 12, attacker's and
                           defender's player is you
    over           1       the game is over

`encode_state(state, seat, config)` gives the same numbers as `encode(view(state, seat))`
without building the view (the RL adapters' fast path): it reads only what `view.view`
shows the seat (a Mollusk's plans, a Leviathan's Evolutions, Coral Cap Job tokens and a
Smuggler's pledges only to their own player), and tests/rl/test_observation.py checks
that the two agree at every position of seeded games.
"""

from __future__ import annotations

from array import array
from functools import cache
from operator import attrgetter
from typing import Any

from seaboard.engine.game import GameConfig
from seaboard.engine.observation import Encoding, ObservationSpec
from seaboard.games.ahoy import content as C
from seaboard.games.ahoy.rules import DECISIONS, to_move
from seaboard.games.ahoy.state import BOXED_CAPTAIN, AhoyData

FACTIONS = ("bluefin", "mollusk", "smuggler", "leviathan", "coral")
PENDING_KINDS = (*DECISIONS, "fights", "endturn", "newround")  # every frame kind
STAGES = (
    "plans",
    "roll",
    "boost_a",
    "boost_d",
    "compare",
    "victory",
    "emissary",
    "grog_a",
    "grog_d",
)
SLOTS = C.ALL_SLOT_NAMES
FIG_KIND = {
    "flagship": (0, 1),
    "patrol": (1, 5),
    "body": (1, 5),
    "stronghold": (2, 3),
    "cutter": (3, 2),
    "gunship": (3, 2),
    **{name: (3, 6) for name in C.FRIGATES},
}


def spec(config: GameConfig) -> ObservationSpec:
    return _spec(config.players)  # the layout depends on the player count only


@cache
def _spec(n: int) -> ObservationSpec:
    s = len(SLOTS)
    return ObservationSpec(
        [
            ("to_move", n + 1, "the player to move (rel); last: nobody"),
            ("first", n, "the First Player (rel)"),
            ("round", 1, "round / 20"),
            ("faction", n * len(FACTIONS), "each player's faction"),
            (
                "leviathan",
                n * 3 + 6 + 6,
                "Speed/4, Fangs/4, Ready Bodies/12 per player; "
                "the Evolutions played; the face-up Appetite card",
            ),
            ("own_evolutions", 6, "your Evolutions in hand"),
            ("jobs", n * 18 * 2, "per player, Frigate and Job slot: filled, damaged"),
            ("captains", n * 6, "per player: each Frigate is outfitted"),
            ("own_jobs", 18, "your Job tokens' Fame / 3"),
            ("economy", n * 5, "gold/20, Fame/40, dice left/5, placed/2, plans in hand/12"),
            ("dice", n * 6, "unplaced dice per face / 5"),
            ("comrades", n * 2, "Ready Comrades / 20, supply / 20"),
            ("slots", n * s * 3, "per slot: present, die / 6, damaged"),
            ("crew", n * 30, "Crew recruited"),
            ("cargo", n * 30, "Cargo carried"),
            ("pledged", n, "pledged Cargo / 10"),
            ("reward", n * 25, "reward-grid cell"),
            ("own_plans", len(C.PLAN_IDS), "your plans per kind / 2"),
            ("own_pledges", 2 * 30, "your pledged Cargo per marker"),
            ("tiles", 12 * 9, "per tile: placed, wealth, Comrades, x, y, rotation"),
            ("figures", 48 * n * 4, "per space and player: figures by kind"),
            ("market", 30, "cards in the Market"),
            ("sizes", 3, "Market deck / 30, region stack / 12, plan deck / 12"),
            ("pending", len(PENDING_KINDS) + n + 1 + 4, "the decision on top"),
            ("battle", 6, "rolls / 12, bonuses / 12, you attack, you defend"),
            ("over", 1, "the game is over"),
        ]
    )


def encode(view: dict[str, Any], player: int, config: GameConfig) -> Encoding:
    n = config.players
    enc = spec(config).new()

    def rel(seat: int) -> int:
        return (seat - player) % n

    to_move = view["to_move"]
    enc.one_hot("to_move", n if to_move is None else rel(to_move))
    enc.one_hot("first", rel(view["first"]))
    enc.count("round", view["round"], 20)
    card = C.CARD_INDEX
    for seat, p in enumerate(view["players"]):
        r = rel(seat)
        enc.flag("faction", True, r * len(FACTIONS) + FACTIONS.index(p["faction"]))
        enc.counts("leviathan", [p["speed"] / 4, p["fangs"] / 4, p["bodies"] / 12], 1, r * 3)
        for e in p["evolved"]:
            enc.flag("leviathan", True, n * 3 + C.EVOLUTIONS.index(e))
        for i, job in enumerate(p["jobs"]):
            if job != "empty":
                enc.flag("jobs", True, (r * 18 + i) * 2 + (0 if job == "filled" else 1))
        enc.flags("captains", [r * 6 + i for i, c in enumerate(p["captains"]) if c])
        if seat == player:
            enc.counts("own_jobs", p.get("job_tokens", []), 3)
            enc.flags("own_evolutions", [C.EVOLUTIONS.index(e) for e in p.get("evolutions", [])])
        enc.counts(
            "economy",
            [
                p["gold"] / 20,
                p["fame"] / 40,
                len(p["dice"]) / 5,
                p["placed"] / 2,
                p["plans_in_hand"] / 12,
            ],
            1,
            r * 5,
        )
        faces = [0] * 6
        for d in p["dice"]:
            faces[d - 1] += 1
        enc.counts("dice", faces, 5, r * 6)
        enc.counts("comrades", [p["ready"], p["supply"]], 20, r * 2)
        base = r * len(SLOTS) * 3
        for slot in p["slots"]:
            i = base + SLOTS.index(slot["name"]) * 3
            enc.flag("slots", True, i)
            enc.count("slots", slot["die"], 6, i + 1)
            enc.flag("slots", slot["damaged"], i + 2)
        enc.flags("crew", [r * 30 + card[c] for c in p["crew"]])
        enc.flags("cargo", [r * 30 + card[c] for c in p["cargo"]])
        enc.count("pledged", p["pledged_count"], 10, r)
        if p["faction"] == "smuggler":
            enc.flag("reward", True, r * 25 + p["reward"])
        if seat == player:
            for plan in p.get("plans", []):
                i = C.PLAN_IDS.index(plan)
                enc.data[enc.spec.offset["own_plans"] + i] = min(
                    1.0, enc.data[enc.spec.offset["own_plans"] + i] + 0.5
                )
            for marker, cards in enumerate(p.get("pledged", [])):
                enc.flags("own_pledges", [marker * 30 + card[c] for c in cards])
    for t in view["tiles"]:
        i = C.TILE_IDS.index(t["tile"]) * 9
        enc.flag("tiles", True, i)
        enc.count("tiles", t["wealth"], 6, i + 1)
        enc.count("tiles", t["comrades"], 20, i + 2)
        enc.count("tiles", max(0, t["x"] + 12), 24, i + 3)
        enc.count("tiles", max(0, t["y"] + 12), 24, i + 4)
        enc.flag("tiles", True, i + 5 + t["rot"])
    off = enc.spec.offset["figures"]
    for f in view["figures"]:
        if f["space"] is None:
            continue
        k, cap = FIG_KIND[f["kind"]]
        i = (C.SPACE_IDS.index(f["space"]) * n + rel(f["owner"])) * 4 + k
        enc.data[off + i] = min(1.0, enc.data[off + i] + 1 / cap)
    if view["appetite"] >= 0:
        enc.flag("leviathan", True, n * 3 + 6 + view["appetite"])
    enc.flags("market", [card[c] for c in view["market"]])
    enc.counts(
        "sizes", [view["deck_size"] / 30, view["stack_size"] / 12, view["plan_deck_size"] / 12], 1
    )
    if view["pending"]:
        top = view["pending"][-1]
        k = len(PENDING_KINDS)
        if top["kind"] in PENDING_KINDS:
            enc.flag("pending", True, PENDING_KINDS.index(top["kind"]))
        enc.flag("pending", True, k + (rel(to_move) if to_move is not None else n))
        enc.count("pending", top["n"], 10, k + n + 1)
        enc.count("pending", top["a"] + 12, 40, k + n + 2)
        enc.count("pending", top["b"] + 12, 40, k + n + 3)
        b = top.get("battle")
        if b is not None:
            enc.count(
                "pending",
                STAGES.index(b["stage"]) if b["stage"] in STAGES else 0,
                len(STAGES),
                k + n + 4,
            )
            enc.counts("battle", [*b["roll"], *b["bonus"]], 12)
            figures = view["figures"]
            enc.flag("battle", figures[b["attacker"]]["owner"] == player, 4)
            enc.flag("battle", figures[b["defender"]]["owner"] == player, 5)
    else:
        enc.flag("over", True)
    return enc


# the indices `encode` looks up by name, by the state's own numbers (every name is unique)
SLOT_INDEX = {name: i for i, name in enumerate(SLOTS)}
FACTION_INDEX = {name: i for i, name in enumerate(FACTIONS)}
PENDING_INDEX = {kind: i for i, kind in enumerate(PENDING_KINDS)}
STAGE_INDEX = {stage: i for i, stage in enumerate(STAGES)}
assert all(
    len(set(names)) == len(names)
    for names in (C.EVOLUTIONS, C.CARD_IDS, C.PLAN_IDS, C.TILE_IDS, C.SPACE_IDS, SLOTS)
), "encode_state reads a name's index as the state's number"


# the slot names' offsets inside a player's slot field (three numbers a slot)
SLOT_AT = {name: 3 * i for i, name in enumerate(SLOTS)}
_CAP4 = tuple(k / 4 for k in range(4))  # k / 4 below the cap, as `count` writes it
_CAP5 = tuple(k / 5 for k in range(5))
_TILES: dict[tuple[int, int, int, int, int], array] = {}
_FIGURE = attrgetter("space", "kind", "owner")  # a figure's numbers, in one C call
_SLOTS: dict[tuple[int, bool], array] = {}


def _slot_numbers(die: int, damaged: bool) -> array:
    """A slot's three numbers: present, its die / 6, damaged (a slot holds one of a few)."""
    out = _SLOTS.get((die, damaged))
    if out is None:
        x = die / 6
        out = _SLOTS[(die, damaged)] = array(
            "f", (1.0, 0.0 if x <= 0 else x if x < 1 else 1.0, 1.0 if damaged else 0.0)
        )
    return out


def _tile_numbers(wealth: int, comrades: int, x: int, y: int, rot: int) -> array:
    """A placed tile's nine numbers: placed, wealth / 6, Comrades / 20, (x + 12) / 24,
    (y + 12) / 24 (`encode`'s max(0, .) is what `count` does below 0), rotation one-hot.
    A tile's place and the Comrades on it change seldom: the numbers met are kept."""
    key = (wealth, comrades, x, y, rot)
    out = _TILES.get(key)
    if out is None:
        if len(_TILES) >= 1 << 16:  # a long run: start over rather than grow without bound
            _TILES.clear()
        numbers = [1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
        for j, v in ((1, wealth / 6), (2, comrades / 20), (3, (x + 12) / 24), (4, (y + 12) / 24)):
            if v > 0:
                numbers[j] = v if v < 1 else 1.0
        numbers[5 + rot] = 1.0
        out = _TILES[key] = array("f", numbers)
    return out


# The figures field changes only when a figure moves: each seat's last one is kept with
# what it was made of (every figure's space, kind and owner, all public), and reused while
# that compares equal.
_LAST_FIGURES: dict[int, tuple[tuple[int, list[tuple[int, str, int]]], array]] = {}


def _figures(n: int, player: int, figures: list[tuple[int, str, int]]) -> array:
    last = _LAST_FIGURES.get(player)
    if last is not None and last[0] == (n, figures):
        return last[1]
    out = array("f", bytes(4 * 48 * n * 4))
    for space, kind, owner in figures:
        if space >= 0:
            k, cap = FIG_KIND[kind]
            i = (space * n + (owner - player) % n) * 4 + k
            x = out[i] + 1 / cap
            out[i] = x if x < 1 else 1.0
    _LAST_FIGURES[player] = ((n, figures), out)
    return out


def _count(data: Any, i: int, x: float) -> None:
    """What `Encoding.count` leaves in a zeroed array: x above 0, clipped at 1."""
    if x > 0:
        data[i] = x if x < 1 else 1.0


def encode_state(state: AhoyData, player: int, config: GameConfig) -> Encoding:
    """`encode(view.view(state, player), player, config)`, read from the state: field by
    field what `view.view` shows, then what `encode` makes of it, by direct writes at the
    spec's offsets (every index bounded by the state's own ranges)."""
    n = config.players
    enc = _spec(n).new()
    off, data = enc.spec.offset, enc.data
    who = to_move(state)
    data[off["to_move"] + (n if who is None else (who - player) % n)] = 1.0
    data[off["first"] + (state.first - player) % n] = 1.0
    _count(data, off["round"], state.round / 20)
    nf, ns = len(FACTIONS), len(SLOTS)
    faction_at, leviathan_at, jobs_at = off["faction"], off["leviathan"], off["jobs"]
    captains_at, economy_at, dice_at = off["captains"], off["economy"], off["dice"]
    comrades_at, slots_at, crew_at = off["comrades"], off["slots"], off["crew"]
    cargo_at, pledged_at, reward_at = off["cargo"], off["pledged"], off["reward"]
    for seat, p in enumerate(state.players):
        r = (seat - player) % n
        data[faction_at + r * nf + FACTION_INDEX[p.faction]] = 1.0
        at = leviathan_at + r * 3
        if p.speed > 0:
            data[at] = _CAP4[p.speed] if p.speed < 4 else 1.0
        if p.fangs > 0:
            data[at + 1] = _CAP4[p.fangs] if p.fangs < 4 else 1.0
        if p.bodies > 0:
            x = p.bodies / 12
            data[at + 2] = x if x < 1 else 1.0
        for e in p.evolved:
            data[leviathan_at + n * 3 + e] = 1.0
        at = jobs_at + r * 36
        for i, v in enumerate(p.jobs):
            if v:
                data[at + 2 * i + (0 if v > 0 else 1)] = 1.0
        at = captains_at + r * 6
        for i, c in enumerate(p.captains):
            if c >= 0 or c == BOXED_CAPTAIN:
                data[at + i] = 1.0
        if seat == player:
            at = off["own_jobs"]
            for i, v in enumerate(p.jobs):
                _count(data, at + i, v / 3)
            at = off["own_evolutions"]
            for e in p.evolutions:
                data[at + e] = 1.0
        at = economy_at + r * 5
        if p.gold > 0:
            x = p.gold / 20
            data[at] = x if x < 1 else 1.0
        if p.fame > 0:
            x = p.fame / 40
            data[at + 1] = x if x < 1 else 1.0
        dice = p.dice
        if dice:
            data[at + 2] = _CAP5[len(dice)] if len(dice) < 5 else 1.0
        if p.placed > 0:
            data[at + 3] = 0.5 if p.placed == 1 else 1.0
        if p.plans:
            x = len(p.plans) / 12
            data[at + 4] = x if x < 1 else 1.0
        if dice:
            at = dice_at + r * 6 - 1
            for d in set(dice):  # each face shown: how many dice show it / 5
                k = dice.count(d)
                data[at + d] = _CAP5[k] if k < 5 else 1.0
        at = comrades_at + r * 2
        if p.ready > 0:
            x = p.ready / 20
            data[at] = x if x < 1 else 1.0
        if p.supply > 0:
            x = p.supply / 20
            data[at + 1] = x if x < 1 else 1.0
        base = slots_at + r * ns * 3
        for slot in p.slots:  # the hottest loop (some 25 slots a player)
            i = base + SLOT_AT[slot.name]
            if slot.die or slot.damaged:
                data[i : i + 3] = _slot_numbers(slot.die, slot.damaged)
            else:
                data[i] = 1.0
        at = crew_at + r * 30
        for c in p.crew:
            data[at + c] = 1.0
        at = cargo_at + r * 30
        for c in p.cargo:
            data[at + c] = 1.0
        pledged = 0
        for cards in p.pledged:
            pledged += len(cards)
        if pledged:
            data[pledged_at + r] = pledged / 10 if pledged < 10 else 1.0
        if p.faction == "smuggler":
            data[reward_at + r * 25 + p.reward] = 1.0
        if seat == player:
            at = off["own_plans"]
            for c in p.plans:
                data[at + c] = min(1.0, data[at + c] + 0.5)
            at = off["own_pledges"]
            for marker, cards in enumerate(p.pledged):
                for c in cards:
                    data[at + marker * 30 + c] = 1.0
    at = off["tiles"]
    comrades = state.comrades
    for t in state.placed:
        i = at + t.tile * 9
        data[i : i + 9] = _tile_numbers(t.wealth, comrades[t.tile], t.x, t.y, t.rot)
    at = off["figures"]
    data[at : at + 48 * n * 4] = _figures(n, player, list(map(_FIGURE, state.figures)))
    if state.appetite >= 0:
        data[leviathan_at + n * 3 + 6 + state.appetite] = 1.0
    at = off["market"]
    for c in state.market:
        data[at + c] = 1.0
    at = off["sizes"]
    _count(data, at, len(state.deck) / 30)
    _count(data, at + 1, len(state.stack) / 12)
    _count(data, at + 2, len(state.plan_deck) / 12)
    if state.pending:
        top = state.pending[-1]
        at, k = off["pending"], len(PENDING_KINDS)
        kind = PENDING_INDEX.get(top.kind)
        if kind is not None:
            data[at + kind] = 1.0
        data[at + k + ((who - player) % n if who is not None else n)] = 1.0
        _count(data, at + k + n + 1, top.n / 10)
        _count(data, at + k + n + 2, (top.a + 12) / 40)
        _count(data, at + k + n + 3, (top.b + 12) / 40)
        b = top.battle
        if b is not None:
            _count(data, at + k + n + 4, STAGE_INDEX.get(b.stage, 0) / len(STAGES))
            at = off["battle"]
            for i, x in enumerate((*b.roll, *b.bonus)):
                _count(data, at + i, x / 12)
            if state.figures[b.attacker].owner == player:
                data[at + 4] = 1.0
            if state.figures[b.defender].owner == player:
                data[at + 5] = 1.0
    else:
        data[off["over"]] = 1.0
    return enc
