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
    captains       n x 6   per player: each Frigate has its Captain (is outfitted)
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
"""

from __future__ import annotations

from functools import cache
from typing import Any

from seaboard.engine.game import GameConfig
from seaboard.engine.observation import Encoding, ObservationSpec
from seaboard.games.ahoy import content as C
from seaboard.games.ahoy.rules import DECISIONS

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


@cache
def spec(config: GameConfig) -> ObservationSpec:
    n = config.players
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
            ("captains", n * 6, "per player: each Frigate has a Captain"),
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
