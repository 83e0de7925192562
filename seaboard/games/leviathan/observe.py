"""Leviathan as numbers: a fixed-size encoding of a seat's view, for learning agents.

Pure functions over the view dict (`view.view(data, seat)`), never the state. Every
number lies in [0, 1]. Cards are the ten of state.CARD_IDS in order (w1-w6, pequod,
boat1-boat3); whale identities are content.WHALE_IDS in order; tactical cards are
content.TACTIC_IDS in order. Positions are divided by the table's width or depth (and
clipped to [0, 1]: a card may rest partly off the table, its centre never beyond it);
a heading is given by (cos + 1) / 2 and (sin + 1) / 2.

The fields, in order (name, size, what it holds):

    seat            2    you are the Moby Dick player (0) / the Ahab player (1)
    to_move         3    Moby Dick player, Ahab player, nobody (game over)
    active          2    whose turn it is
    phase           7    setup whales, setup pequod, step 1, step 2, step 3, finish, over
    turn            1    turns played / (2 x the house turn limit)
    card_status     60   per card: off, hidden, revealed, afloat, capsized, gone (10 x 6)
    card_pose       40   per card: x / width, y / depth, (cos + 1) / 2, (sin + 1) / 2
    card_whale      60   per whale card: its identity if the seat knows it (6 x 6 one-hot;
                         boats and the Pequod leave theirs 0)
    moved           10   cards that made their step-1 movement this turn
    exempt          10   boats lowered beside the Pequod, not colliding with it yet
    held            6    tactical cards held (either side's)
    spent           6    tactical cards spent
    turn_flags      4    tactical card played, maneuvered, attacked, harpoon line pending
    counts          4    bonus / 3, boats in hand / 3, boats destroyed / 3, whales to lay / 6
    moving          11   the card being moved (10), or a card still to choose (1)
    steer           2    heading change chosen (flag), its value (+90) / 180
    lowering        4    a boat being lowered: port, starboard, ahead, astern
    collision       20   the moved vessel (10) and the vessel it collides with (10)
    pending         6    retrievals / 3, Barrel Roll offered, re-pick, foul, spotting,
                         rolling
    group           10   the cards of the group under attack
    rolling         10   the whale card Barrel Roll slides
    islands         12   per island (up to 4): x / width, y / depth, radius / 200
    last_turn       2    the countdown is on; turns left / 6
    winner          3    Moby Dick player won, Ahab player won, draw

`encode_state(state, seat, config)` gives the same numbers as `encode(view(state, seat))`
without building the view (the RL adapters' fast path): it reads only what `view.view`
shows the seat (a whale card's identity: revealed, or any to the Moby Dick player), and
tests/rl/test_observation.py checks that the two agree at every position of seeded games.
"""

from __future__ import annotations

import math
from array import array
from functools import cache
from typing import Any

from seaboard.engine.game import GameConfig
from seaboard.engine.observation import Encoding, ObservationSpec
from seaboard.games.leviathan import content as C
from seaboard.games.leviathan.rules import to_move
from seaboard.games.leviathan.rules.common import params
from seaboard.games.leviathan.state import (
    BEASTS,
    CARD_IDS,
    CARDS,
    HIDDEN,
    OVER,
    PHASE_NAMES,
    STATUS_NAMES,
    LeviathanData,
)

CARD = {c: i for i, c in enumerate(CARD_IDS)}
WHALE = {w: i for i, w in enumerate(C.WHALE_IDS)}
TACTIC = {t: i for i, t in enumerate(C.TACTIC_IDS)}
PHASE = {p: i for i, p in enumerate(PHASE_NAMES)}
STATUS = {s: i for i, s in enumerate(STATUS_NAMES)}

FIELDS = (
    ("seat", 2, "you are the Moby Dick player (0) / the Ahab player (1)"),
    ("to_move", 3, "Moby Dick player, Ahab player, nobody"),
    ("active", 2, "whose turn it is"),
    ("phase", 7, "the phase, one-hot"),
    ("turn", 1, "turns played / (2 x turn limit)"),
    ("card_status", 60, "per card: off, hidden, revealed, afloat, capsized, gone"),
    ("card_pose", 40, "per card: x / width, y / depth, (cos + 1) / 2, (sin + 1) / 2"),
    ("card_whale", 60, "per whale card: its identity if known"),
    ("moved", 10, "cards that made their step-1 movement"),
    ("exempt", 10, "boats not colliding with the Pequod yet"),
    ("held", 6, "tactical cards held"),
    ("spent", 6, "tactical cards spent"),
    ("turn_flags", 4, "card played, maneuvered, attacked, harpoon pending"),
    ("counts", 4, "bonus / 3, boats in hand / 3, boats destroyed / 3, whales to lay / 6"),
    ("moving", 11, "the card being moved, or a card still to choose"),
    ("steer", 2, "heading change chosen, its value (+90) / 180"),
    ("lowering", 4, "port, starboard, ahead, astern"),
    ("collision", 20, "the moved vessel and the vessel it collides with"),
    ("pending", 6, "retrievals / 3, roll offered, re-pick, foul, spotting, rolling"),
    ("group", 10, "the cards of the group under attack"),
    ("rolling", 10, "the whale card Barrel Roll slides"),
    ("islands", 12, "per island: x / width, y / depth, radius / 200"),
    ("last_turn", 2, "countdown on; turns left / 6"),
    ("winner", 3, "Moby Dick player won, Ahab player won, draw"),
)


@cache
def _spec() -> ObservationSpec:
    return ObservationSpec(FIELDS)


def spec(config: GameConfig) -> ObservationSpec:
    return _spec()  # the same for every config


def encode(view: dict[str, Any], player: int, config: GameConfig) -> Encoding:
    p = params(config)
    e = spec(config).new()
    e.one_hot("seat", player)
    e.one_hot("to_move", 2 if view["to_move"] is None else view["to_move"])
    e.one_hot("active", view["active"])
    e.one_hot("phase", PHASE[view["phase"]])
    e.count("turn", view["turn"], 2 * p.limit)
    for card in view["cards"]:
        i = CARD[card["id"]]
        e.one_hot("card_status", 6 * i + STATUS[card["status"]])
        if "x" in card:
            h = math.radians(card["heading"])
            e.counts(
                "card_pose",
                [card["x"] / p.width, card["y"] / p.depth, (math.cos(h) + 1) / 2,
                 (math.sin(h) + 1) / 2],
                1.0, 4 * i,
            )  # fmt: skip
        if card.get("whale"):
            e.one_hot("card_whale", 6 * i + WHALE[card["whale"]])
    e.flags("moved", [CARD[c] for c in view["moved"]])
    e.flags("exempt", [CARD[c] for c in view["exempt"]])
    e.flags("held", [TACTIC[t] for side in ("beasts", "hunters") for t in view["held"][side]])
    e.flags("spent", [TACTIC[t] for side in ("beasts", "hunters") for t in view["spent"][side]])
    e.flags(
        "turn_flags",
        [i for i, on in enumerate((view["tactic_played"], view["maneuvered"],
                                   view["attacked"], view["harpoon"])) if on],
    )  # fmt: skip
    e.counts(
        "counts",
        [view["bonus"] / 3, view["boats_in_hand"] / 3, view["boats_destroyed"] / 3,
         view["whales_to_lay"] / 6],
        1.0,
    )  # fmt: skip
    moving = view["moving"]
    if moving == "choose":
        e.flag("moving", True, 10)
    elif moving is not None:
        e.one_hot("moving", CARD[moving])
    if view["steer"] is not None:
        e.flag("steer", True, 0)
        e.count("steer", view["steer"] + 90, 180, 1)
    lowering = view["lowering"]
    if lowering:
        e.flag("lowering", True, 0 if lowering["side"] == 1 else 1)
        e.flag("lowering", True, 2 if lowering["facing"] == 1 else 3)
    if view["collision"]:
        e.one_hot("collision", CARD[view["collision"][0]])
        e.one_hot("collision", 10 + CARD[view["collision"][1]])
    e.count("pending", view["retrievals"], 3, 0)
    for i, key in enumerate(("roll_offer", "repick", "foul", "spotting"), 1):
        e.flag("pending", view[key], i)
    e.flag("pending", view["rolling"] is not None, 5)
    e.flags("group", [CARD[c] for c in view["group"]])
    if view["rolling"] is not None:
        e.one_hot("rolling", CARD[view["rolling"]])
    for i, island in enumerate(view["islands"][:4]):
        e.counts(
            "islands", [island["x"] / p.width, island["y"] / p.depth, island["radius"] / 200],
            1.0, 3 * i,
        )  # fmt: skip
    if view["last_turn"] is not None:
        e.flag("last_turn", True, 0)
        e.count("last_turn", view["last_turn"] - view["turn"], 6, 1)
    if view["phase"] == "over":
        e.one_hot("winner", 2 if view["winner"] is None else view["winner"])
    return e


def _clip(x: float) -> float:
    return 0.0 if x < 0 else 1.0 if x > 1 else x


_OFF = _spec().offset  # the one layout's offsets, by field name
ALL_CARDS = (1 << CARDS) - 1
_HEADING: dict[int, tuple[float, float]] = {}  # heading -> its (cos + 1) / 2, (sin + 1) / 2


def _heading(degrees: int) -> tuple[float, float]:
    found = _HEADING.get(degrees)
    if found is None:
        h = math.radians(degrees)
        found = _HEADING[degrees] = ((math.cos(h) + 1) / 2, (math.sin(h) + 1) / 2)
    return found


# (x / width, y / depth clipped to [0, 1], (cos + 1) / 2, (sin + 1) / 2) of the poses met
# so far, per table size: a pose is public (every card's place shows in every view)
_POSES: dict[tuple[float, float], dict[tuple[float, float, int], array]] = {}


def _poses(width: float, depth: float) -> dict[tuple[float, float, int], array]:
    poses = _POSES.get((width, depth))
    if poses is None:
        poses = _POSES[(width, depth)] = {}
    return poses


def _pose_numbers(
    poses: dict[tuple[float, float, int], array],
    pose: tuple[float, float, int],
    width: float,
    depth: float,
) -> array:
    if len(poses) >= 1 << 16:  # a long run: start over rather than grow without bound
        poses.clear()
    x, y = pose[0] / width, pose[1] / depth
    out = poses[pose] = array(
        "f",
        (
            0.0 if x <= 0 else x if x < 1 else 1.0,
            0.0 if y <= 0 else y if y < 1 else 1.0,
            *_heading(pose[2]),
        ),
    )
    return out


# The card fields (card_status, card_pose, card_whale: contiguous in the spec) are most of
# the encoding and change only when a card moves or turns: each seat's last ones are kept
# with copies of what they were made of, and reused while those compare equal (list
# comparisons, in C). What they are made of is what the seat sees: a whale card's identity
# counts only where `view.view` shows it (any to the Moby Dick player, a revealed one to
# the Ahab player), so a kept block is a function of its inputs alone.
_CARDS_AT = _OFF["card_status"]
_CARDS_SIZE = _OFF["card_whale"] + 60 - _CARDS_AT
assert _OFF["card_pose"] == _CARDS_AT + 60 and _OFF["card_whale"] == _CARDS_AT + 100
_LAST_CARDS: dict[int, tuple[tuple, array]] = {}  # seat -> (inputs, block)


def _cards(s: LeviathanData, player: int, width: float, depth: float) -> array:
    if player == BEASTS:
        identity = s.identity[:]
    else:  # face-down and unlaid whale cards keep their identity from the Ahab player
        identity = [w if st > HIDDEN else -1 for st, w in zip(s.status, s.identity)]  # noqa: B905
    inputs = (s.whale_count, width, depth, s.status[:], s.pose[:], identity)
    last = _LAST_CARDS.get(player)
    if last is not None and last[0] == inputs:
        return last[1]
    block = _cards_block(*inputs)
    _LAST_CARDS[player] = (inputs, block)
    return block


def _cards_block(
    whale_count: int,
    width: float,
    depth: float,
    status: list[int],
    pose: list[tuple[float, float, int] | None],
    identity: list[int],
) -> array:
    """The card fields, numbered from card_status's offset (OFF, HIDDEN: 0, 1)."""
    data = array("f", bytes(4 * _CARDS_SIZE))
    poses = _poses(width, depth)
    for c in range(CARDS):
        if c < 6 and c >= whale_count:
            continue  # not in this game: the view lists no such card
        data[6 * c + status[c]] = 1.0
        if pose[c] is not None:
            numbers = poses.get(pose[c])
            if numbers is None:
                numbers = _pose_numbers(poses, pose[c], width, depth)
            data[60 + 4 * c : 64 + 4 * c] = numbers
        if c < 6 and identity[c] >= 0:
            data[100 + 6 * c + identity[c]] = 1.0
    return data


def encode_state(s: LeviathanData, player: int, config: GameConfig) -> Encoding:
    """`encode(view.view(s, player), player, config)`, read from the state: field by field
    what `view.view` puts in the view, then what `encode` makes of it (direct writes at the
    spec's offsets, every index bounded by the state's own ranges). A count is written only
    when above 0 and clipped at 1, which is what `Encoding.count` leaves in a zeroed array."""
    p = params(config)
    e = _spec().new()
    off, data = _OFF, e.data
    data[off["seat"] + player] = 1.0
    who = to_move(s)
    data[off["to_move"] + (2 if who is None else who)] = 1.0
    data[off["active"] + s.active] = 1.0
    data[off["phase"] + s.phase] = 1.0
    if s.turn:
        data[off["turn"]] = _clip(s.turn / (2 * p.limit))
    at = off["card_status"]
    data[at : at + _CARDS_SIZE] = _cards(s, player, p.width, p.depth)
    for at, bits in ((off["moved"], s.moved), (off["exempt"], s.exempt)):
        bits &= ALL_CARDS
        while bits:  # each set bit: a card
            low = bits & -bits
            data[at + low.bit_length() - 1] = 1.0
            bits ^= low
    at = off["held"]
    for side in s.held:
        for t in side:
            data[at + TACTIC[t]] = 1.0
    at = off["spent"]
    for side in s.spent:
        for t in side:
            data[at + TACTIC[t]] = 1.0
    at = off["turn_flags"]
    if s.tactic_played:
        data[at] = 1.0
    if s.maneuvered:
        data[at + 1] = 1.0
    if s.attacked:
        data[at + 2] = 1.0
    if s.harpoon:
        data[at + 3] = 1.0
    at = off["counts"]
    if s.bonus:
        data[at] = _clip(s.bonus / 3)
    if s.boats_lowered != 3:
        data[at + 1] = _clip((3 - s.boats_lowered) / 3)
    if s.boats_destroyed:
        data[at + 2] = _clip(s.boats_destroyed / 3)
    if s.unplaced:
        data[at + 3] = _clip(len(s.unplaced) / 6)
    if s.moving == -2:
        data[off["moving"] + 10] = 1.0
    elif s.moving >= 0:
        data[off["moving"] + s.moving] = 1.0
    if s.steer is not None:
        data[off["steer"]] = 1.0
        if s.steer + 90:
            data[off["steer"] + 1] = _clip((s.steer + 90) / 180)
    if s.lower_side:
        at = off["lowering"]
        data[at + (0 if s.lower_side == 1 else 1)] = 1.0
        data[at + (2 if s.lower_facing == 1 else 3)] = 1.0
    if s.collision:
        data[off["collision"] + s.collision[0]] = 1.0
        data[off["collision"] + 10 + s.collision[1]] = 1.0
    at = off["pending"]
    if s.retrievals:
        data[at] = _clip(s.retrievals / 3)
    if s.roll_offer:
        data[at + 1] = 1.0
    if s.repick:
        data[at + 2] = 1.0
    if s.foul:
        data[at + 3] = 1.0
    if s.spotting:
        data[at + 4] = 1.0
    if s.rolling >= 0:
        data[at + 5] = 1.0
    at = off["group"]
    for c in s.group:
        data[at + c] = 1.0
    if s.rolling >= 0:
        data[off["rolling"] + s.rolling] = 1.0
    at = off["islands"]
    for i, (x, y, radius) in enumerate(s.islands[:4]):
        for j, v in enumerate((x / p.width, y / p.depth, radius / 200)):
            if v:
                data[at + 3 * i + j] = _clip(v)
    if s.last_turn is not None:
        data[off["last_turn"]] = 1.0
        if s.last_turn - s.turn:
            data[off["last_turn"] + 1] = _clip((s.last_turn - s.turn) / 6)
    if s.phase == OVER:
        data[off["winner"] + (2 if s.winner is None else s.winner)] = 1.0
    return e
