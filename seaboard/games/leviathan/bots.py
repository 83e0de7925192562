"""Leviathan's heuristic bots, one per side, and an evaluation for the search.

Both plan one movement at a time: every end pose on the grid is scored with the other
cards where they lie, and the best is played in its three atomic steps (card, heading
change, distance; the plan is kept between the steps).

- The Moby Dick player's whales hover just out of reach of the Pequod and close in
  together once the whales that can reach it this turn would beat its defence (a Tail
  Slap counted when held); Moby Dick hangs back from the whaleboats; a threatened hidden
  Moby Dick switches places with a hidden card far from the boats; an attack is declared
  only when it wins, and Barrel Roll pulls Moby Dick out of an attack that would slay him.
- The Ahab player lowers his boats first, keeps the Pequod away from the whales, sends the
  boats at the likeliest Moby Dick (every hidden card is equally likely to the Ahab
  player; a revealed Moby Dick draws them all) and at whales one boat can kill, and
  attacks whenever a group lets him: a failed attack still flips the cards.

The bots see only a determinized state (the Ahab player's bot never reads a hidden
card's identity, which determinize made up).
"""

from __future__ import annotations

import math

from seaboard.engine.agent import Agent, Clock
from seaboard.engine.game import Action
from seaboard.engine.rng import Rng
from seaboard.games.leviathan import content as C
from seaboard.games.leviathan import geometry as g
from seaboard.games.leviathan.rules import movement
from seaboard.games.leviathan.rules.common import (
    attackable,
    group_name,
    is_whale,
    overlapping,
    own_cards,
    params,
    vessel_value,
    whale_value,
)
from seaboard.games.leviathan.state import (
    AFLOAT,
    BEASTS,
    BOATS,
    CAPSIZED,
    CARD_IDS,
    CARD_INDEX,
    FOR_TACTIC,
    HIDDEN,
    HUNTERS,
    OVER,
    PEQUOD,
    REVEALED,
    STEP1,
    STEP2,
    STEP3,
    WHALE_CARDS,
    LeviathanData,
)

MOBY = 0  # content.WHALES index of Moby Dick
NEAR = 108.0  # centre distance under which two poker cards may overlap (half diagonals)
HOVER = 125.0  # whales wait this far (centre to centre) from the Pequod
MOBY_HOVER = 175.0
BOAT_REACH = 230.0  # how far a whaleboat threatens in a turn (two movements and a card)


def cdist(a: tuple[float, float, int] | None, b: tuple[float, float, int] | None) -> float:
    if a is None or b is None:
        return 1e9
    return math.hypot(a[0] - b[0], a[1] - b[1])


def edge_penalty(s: LeviathanData, pose: tuple[float, float, int], margin: float) -> float:
    p = params(s.config)
    x, y, _ = pose
    room = min(x, p.width - x, y, p.depth - y)
    if room < 0:
        return 1e6
    return max(0.0, margin - room) * 4.0


def facing(pose: tuple[float, float, int], target: tuple[float, float, int] | None) -> float:
    """Degrees between the card's heading and the direction to `target` (0-180)."""
    if target is None:
        return 0.0
    angle = math.degrees(math.atan2(target[1] - pose[1], target[0] - pose[0]))
    return abs((angle - pose[2] + 180) % 360 - 180)


def candidates(
    s: LeviathanData, card: int, turns: list[int] | None = None, reach: list[int] | None = None
) -> list[tuple[int, int, tuple[float, float, int]]]:
    """End poses of the card's movements (all on the grid, or the turns and distances
    given, where legal)."""
    p = params(s.config)
    pose = s.pose[card]
    assert pose is not None
    out = []
    for t in movement.turns(s, card) if turns is None else turns:
        legal = movement.destinations(s, card, t)
        for d in legal if reach is None else [d for d in reach if d in legal]:
            out.append((t, d, g.move(pose, p.length[card], t, d)))
    return out


def coarse(values: list[int], step: int) -> list[int]:
    out = values[::step]
    if values and out[-1] != values[-1]:
        out.append(values[-1])
    return out


def around(values: list[int], value: int, width: int) -> list[int]:
    i = values.index(value)
    return values[max(0, i - width) : i + width + 1]


def hidden_pool(s: LeviathanData) -> list[int]:
    """The identities the Ahab player has not seen: those of the hidden cards."""
    return [s.identity[c] for c in WHALE_CARDS if s.status[c] == HIDDEN]


def expected_attack(s: LeviathanData, card: int, pool: list[int]) -> float:
    if s.status[card] == REVEALED:
        return C.WHALES[s.identity[card]].attack
    return sum(C.WHALES[i].attack for i in pool) / max(1, len(pool))


def moby_chance(s: LeviathanData, card: int, pool: list[int]) -> float:
    if s.status[card] == REVEALED:
        return 1.0 if s.identity[card] == MOBY else 0.0
    return (1.0 / len(pool)) if MOBY in pool else 0.0


class LeviathanBot(Agent):
    """Shared machinery: the plan of the movement under way, and the common decisions."""

    def __init__(self, spec: str = "heuristic", seat: int = BEASTS) -> None:
        super().__init__(spec, seat)
        self.plan: tuple | None = None  # (card, pose before, turn, distance)

    # -- movement ------------------------------------------------------------------------
    def score(self, s: LeviathanData, card: int, pose: tuple[float, float, int]) -> float:
        raise NotImplementedError

    def best(self, s: LeviathanData, card: int) -> tuple[float, int, int]:
        """The best movement of `card`: a coarse pass over every third heading change and
        distance of the grid, then the grid around the best of them."""
        p = params(s.config)
        turns, reach = list(p.turns[card]), list(p.distances[card])
        best = (-math.inf, 0, 0)
        for t, d, pose in candidates(s, card, coarse(turns, 3), coarse(reach, 3)):
            v = self.score(s, card, pose)
            if v > best[0]:
                best = (v, t, d)
        if best[0] == -math.inf:
            return best
        fine = candidates(s, card, around(turns, best[1], 2), around(reach, best[2], 2))
        for t, d, pose in fine:
            v = self.score(s, card, pose)
            if v > best[0]:
                best = (v, t, d)
        return best

    def choose_card(self, s: LeviathanData, legal: list[Action]) -> Action:
        best: tuple[float, Action, tuple] | None = None
        for a in legal:
            if a.kind != "move":
                continue
            card = CARD_INDEX[str(a.args[0])]
            now = self.score(s, card, s.pose[card])  # type: ignore[arg-type]
            v, t, d = self.best(s, card)
            gain = v - now
            if best is None or gain > best[0]:
                best = (gain, a, (card, s.pose[card], t, d))
        assert best is not None
        self.plan = best[2]
        return best[1]

    def movement_step(self, s: LeviathanData, legal: list[Action]) -> Action:
        card = s.moving
        plan = self.plan
        if plan is None or plan[0] != card or plan[1] != s.pose[card]:
            _, t, d = self.best(s, card)
            plan = self.plan = (card, s.pose[card], t, d)
        want = Action("steer", (plan[2],)) if s.steer is None else Action("go", (plan[3],))
        if want in legal:
            return want
        return legal[0]

    # -- the decision ---------------------------------------------------------------------
    def act(self, state, legal: list[Action], clock: Clock) -> Action:  # type: ignore[override]
        s: LeviathanData = state
        if len(legal) == 1:
            return legal[0]
        if s.moving >= 0:
            return self.movement_step(s, legal)
        action = self.decide(s, legal)
        return action if action in legal else legal[0]

    def decide(self, s: LeviathanData, legal: list[Action]) -> Action:
        raise NotImplementedError


# -- the Moby Dick player -------------------------------------------------------------------


def attack_totals(s: LeviathanData, grp: list[int], side: int) -> tuple[int, int]:
    """(attack, defence) of an attack by `side` on `grp`, identities as the state has them
    (true for the Moby Dick player's bot), decoys dropping out."""
    atk = dfn = 0
    for c in grp:
        if is_whale(c):
            if C.WHALES[s.identity[c]].decoy:
                continue
            if side == BEASTS:
                atk += whale_value(s, c, True)
            else:
                dfn += whale_value(s, c, False)
        elif side == BEASTS:
            dfn += vessel_value(c, False)
        else:
            atk += vessel_value(c, True)
    return atk, dfn


class BeastsBot(LeviathanBot):
    def strike_possible(self, s: LeviathanData, one_more: bool = False) -> bool:
        """Would the whales that can reach the Pequod this turn beat its defence? In step 1
        every whale still to move may reach it (one of them from twice as far with
        Ramming Speed, or a Tail Slap instead: one card a turn); after step 1 only those
        touching it count, and with `one_more` (a Ramming Speed movement) the strongest
        whale in reach too."""
        pequod = s.pose[PEQUOD]
        if pequod is None:
            return False
        free = not s.tactic_played
        slap = 2 if "tail_slap" in s.held[BEASTS] and free and not one_more else 0
        ram = "ramming_speed" in s.held[BEASTS] and free
        atk = extra = 0
        for c in own_cards(s, BEASTS):
            d = cdist(s.pose[c], pequod)
            if s.phase == STEP1 and not s.moved >> c & 1:
                if d < NEAR + 100:
                    atk += whale_value(s, c, True)
                elif ram and d < NEAR + 200:
                    extra = max(extra, whale_value(s, c, True))
            elif overlapping(s, c, PEQUOD):
                atk += whale_value(s, c, True)
            elif one_more and d < NEAR + 100:
                extra = max(extra, whale_value(s, c, True))
        dfn = C.CARDS.pequod.defend + sum(
            1 for b in BOATS if s.status[b] == AFLOAT and cdist(s.pose[b], pequod) < NEAR + 60
        )
        return max(atk + slap, atk + extra) > dfn

    def score(self, s: LeviathanData, card: int, pose: tuple[float, float, int]) -> float:
        pequod = s.pose[PEQUOD]
        ident = s.identity[card]
        v = -edge_penalty(s, pose, 110.0)
        d_pequod = cdist(pose, pequod)
        boats = [s.pose[b] for b in BOATS if s.status[b] == AFLOAT]
        if self.striking and d_pequod < NEAR + 5:
            saved = s.pose[card]
            s.pose[card] = pose
            try:
                if overlapping(s, card, PEQUOD):
                    v += 400
            finally:
                s.pose[card] = saved
        if ident == MOBY:
            if not self.striking:
                v -= abs(d_pequod - MOBY_HOVER)
            else:
                v -= d_pequod
            for b in boats:
                v -= max(0.0, BOAT_REACH - cdist(pose, b)) * 1.5
        else:
            if self.striking:
                v -= d_pequod
            else:
                v -= abs(d_pequod - HOVER)
            if boats:
                near = min(cdist(pose, b) for b in boats)
                v += max(0.0, 150 - near) * 0.3
        v -= facing(pose, pequod) * 0.15
        return v

    def act(self, state, legal, clock):  # type: ignore[no-untyped-def]
        rammed = state.moving != -1 and state.purpose == FOR_TACTIC
        self.striking = (state.phase == STEP1 and self.strike_possible(state)) or (
            rammed and state.phase == STEP2 and self.strike_possible(state, one_more=True)
        )
        return super().act(state, legal, clock)

    def decide(self, s: LeviathanData, legal: list[Action]) -> Action:
        kinds = {a.kind for a in legal}
        if "place" in kinds:
            return self.rng.choice(legal)
        if "roll" in kinds:
            return self.barrel_roll(s, legal)
        if "slide" in kinds:
            return self.slide(s, legal)
        if (s.moving == -2 or s.phase == STEP1) and "move" in kinds:
            return self.choose_card(s, [a for a in legal if a.kind == "move"])
        if s.phase == STEP2:
            return self.step2(s, legal)
        return Action("end")

    def step2(self, s: LeviathanData, legal: list[Action]) -> Action:
        slap = Action("play", ("tail_slap",)) in legal
        best = None
        for grp in attackable(s):
            atk, dfn = attack_totals(s, grp, BEASTS)
            wins_pequod = PEQUOD in grp
            if atk > dfn or (slap and atk + 2 > dfn):
                key = (wins_pequod, atk - dfn)
                if best is None or key > best[0]:
                    best = (key, grp, atk > dfn)
        if best is not None:
            if not best[2]:
                return Action("play", ("tail_slap",))
            return Action("attack", (group_name(best[1]),))
        ram = Action("play", ("ramming_speed",))
        if ram in legal and self.strike_possible(s, one_more=True):
            return ram
        swap = self.swap_moby(s, legal)
        if swap is not None:
            return swap
        return self.choose_card(s, [a for a in legal if a.kind == "move"])

    def swap_moby(self, s: LeviathanData, legal: list[Action]) -> Action | None:
        moby = s.identity.index(MOBY)
        if s.status[moby] != HIDDEN:
            return None
        boats = [s.pose[b] for b in BOATS if s.status[b] == AFLOAT]
        if not boats:
            return None

        def danger(c: int) -> float:
            return min(cdist(s.pose[c], b) for b in boats)

        if danger(moby) > 160:
            return None
        safest = max(
            (c for c in WHALE_CARDS if s.status[c] == HIDDEN and c != moby),
            key=danger,
            default=None,
        )
        if safest is None or danger(safest) < 280:
            return None
        a, b = sorted((moby, safest))
        action = Action("swap", (CARD_IDS[a], CARD_IDS[b]))
        return action if action in legal else None

    def barrel_roll(self, s: LeviathanData, legal: list[Action]) -> Action:
        atk, dfn = attack_totals(s, s.group, HUNTERS)
        moby = s.identity.index(MOBY)
        if moby in s.group and atk + s.bonus > dfn:
            return Action("roll", (CARD_IDS[moby],))
        return Action("no_roll")

    def slide(self, s: LeviathanData, legal: list[Action]) -> Action:
        card = s.rolling
        saved = s.pose[card]
        best = (math.inf, legal[0])
        for a in legal:
            pose = g.slide(saved, 1 if a.args[0] == "port" else -1, int(a.args[1]))  # type: ignore[arg-type]
            s.pose[card] = pose
            touching = sum(
                1 for v in (PEQUOD, *BOATS) if s.status[v] == AFLOAT and overlapping(s, card, v)
            )
            s.pose[card] = saved
            key = touching * 1000 + edge_penalty(s, pose, 80.0) + int(a.args[1]) * 0.01
            if key < best[0]:
                best = (key, a)
        return best[1]


# -- the Ahab player ------------------------------------------------------------------------


class HuntersBot(LeviathanBot):
    def score(self, s: LeviathanData, card: int, pose: tuple[float, float, int]) -> float:
        pool = hidden_pool(s)
        whales = [c for c in WHALE_CARDS if s.status[c] in (HIDDEN, REVEALED)]
        v = 0.0
        # collisions: the other upright vessels this one would overlap
        saved = s.pose[card]
        s.pose[card] = pose
        try:
            for other in (PEQUOD, *BOATS):
                if other == card or s.status[other] != AFLOAT:
                    continue
                d = cdist(pose, s.pose[other])
                # a lowered boat's exemption ends when either card moves: no exception here
                if d < NEAR + 5 and overlapping(s, card, other):
                    v -= 5000
                if d < 140:
                    v -= (140 - d) * 2
            if card == PEQUOD:
                v -= edge_penalty(s, pose, 140.0)
                for w in whales:
                    v -= expected_attack(s, w, pool) * max(0.0, 280 - cdist(pose, s.pose[w]))
                for b in BOATS:
                    if s.status[b] == CAPSIZED and overlapping(s, PEQUOD, b):
                        v += 200
                v -= 0.05 * math.hypot(pose[0] - params(s.config).width / 2,
                                       pose[1] - params(s.config).depth / 2)  # fmt: skip
                return v
            v -= edge_penalty(s, pose, 90.0)
            best = -math.inf
            target = None
            for w in whales:
                chance = moby_chance(s, w, pool)
                defend = C.WHALES[s.identity[w]].defend if s.status[w] == REVEALED else 3
                weight = 1.0 + 5.0 * chance + (1.0 if defend < 3 else 0.0)
                d = cdist(pose, s.pose[w])
                value = weight * (300 - d)
                if d < NEAR and overlapping(s, card, w):
                    value += 150 * weight
                if value > best:
                    best, target = value, s.pose[w]
            v += best
            v -= facing(pose, target) * 0.1
            return v
        finally:
            s.pose[card] = saved

    def decide(self, s: LeviathanData, legal: list[Action]) -> Action:
        kinds = {a.kind for a in legal}
        if "launch" in kinds:
            return Action("launch", (0,))
        if "sink" in kinds:
            boats = [a for a in legal if a.args[0] != "pequod"]
            return boats[-1] if boats else legal[0]
        if "retrieve" in kinds:
            return legal[0]
        if "capsize" in kinds or "spot" in kinds:
            return legal[0]
        if "offset" in kinds:
            return legal[len(legal) // 2]
        if s.repick:
            return self.pick_attack(s, legal)
        if (s.moving == -2 or s.phase == STEP1) and "move" in kinds:
            return self.choose_card(s, [a for a in legal if a.kind == "move"])
        if s.phase == STEP2:
            lowers = [a for a in legal if a.kind == "lower"]
            if lowers:
                return self.pick_lower(s, lowers)
            return self.choose_card(s, [a for a in legal if a.kind == "move"])
        if s.phase == STEP3 and "attack" in kinds:
            harpoon = Action("play", ("harpoon",))
            if harpoon in legal and self.harpoon_helps(s):
                return harpoon
            return self.pick_attack(s, legal)
        if s.phase == STEP3 and Action("play", ("make_sail",)) in legal and self.sail_helps(s):
            return Action("play", ("make_sail",))
        return Action("end") if Action("end") in legal else legal[0]

    def pick_attack(self, s: LeviathanData, legal: list[Action]) -> Action:
        pool = hidden_pool(s)
        best = None
        for a in legal:
            if a.kind != "attack":
                continue
            grp = next(g_ for g_ in attackable(s) if group_name(g_) == a.args[0])
            atk = sum(vessel_value(c, True) for c in grp if not is_whale(c))
            chance = sum(moby_chance(s, c, pool) for c in grp if is_whale(c))
            key = chance * 10 + atk
            if best is None or key > best[0]:
                best = (key, a)
        return best[1] if best else legal[0]

    def harpoon_helps(self, s: LeviathanData) -> bool:
        for grp in attackable(s):
            whales = [c for c in grp if is_whale(c)]
            if any(s.status[c] == REVEALED and s.identity[c] == MOBY for c in whales):
                atk = sum(vessel_value(c, True) for c in grp if not is_whale(c))
                dfn = sum(whale_value(s, c, False) for c in whales if s.status[c] == REVEALED)
                dfn += 2 * sum(1 for c in whales if s.status[c] == HIDDEN)
                if atk <= dfn < atk + 3:
                    return True
        return False

    def sail_helps(self, s: LeviathanData) -> bool:
        for b in BOATS:
            if s.status[b] != AFLOAT:
                continue
            for c in WHALE_CARDS:
                if s.status[c] in (HIDDEN, REVEALED) and cdist(s.pose[b], s.pose[c]) < NEAR + 60:
                    return True
        return False

    def pick_lower(self, s: LeviathanData, lowers: list[Action]) -> Action:
        from seaboard.games.leviathan.rules import maneuvers  # noqa: PLC0415

        best = None
        boat = maneuvers.next_boat(s)
        assert boat is not None
        for a in lowers:
            side, face = maneuvers.SIDES[str(a.args[0])], maneuvers.FACINGS[str(a.args[1])]
            pose = maneuvers.boat_pose(s, side, face, 0)
            v = (
                -sum(
                    expected_attack(s, w, hidden_pool(s)) * max(0.0, 250 - cdist(pose, s.pose[w]))
                    for w in WHALE_CARDS
                    if s.status[w] in (HIDDEN, REVEALED)
                )
                - edge_penalty(s, pose, 90)
                - (0 if face == 1 else 50)
                + self.rng.random()  # sides the whales do not tell apart: either, at random
            )
            if best is None or v > best[0]:
                best = (v, a)
        assert best is not None
        return best[1]


def make_heuristic(seat: int, options: dict[str, str]) -> Agent:
    return BeastsBot("heuristic", seat) if seat == BEASTS else HuntersBot("heuristic", seat)


# -- the search's value at its rollout cap ---------------------------------------------------

WHALE_REACH = NEAR + 100.0  # a whale that can overlap a card with its next movement
BOAT_STRIKE = NEAR + 75.0  # a boat that can overlap a card with its next movement
# Held tactical cards the value reads. Ramming Speed and Make Sail are left out: the
# heuristic plays them only for a strike it then makes, so in its games "spent" marks the
# strike under way and a fit gave holding Ramming Speed +4.6 for the Ahab player (and
# Make Sail -0.3): the searches spent them at once for nothing (benchmarks/strength/
# README.md). Their worth is HELD_WORTH below instead.
BEASTS_TACTICS = ("tail_slap", "barrel_roll")
HUNTERS_TACTICS = ("harpoon",)
# logit the holder gains per card still in hand: a small, hand-set worth, so that a search
# keeps a card it has no use for yet (a fitted one reads the bot's timing, above)
HELD_WORTH = (("ramming_speed", BEASTS, 0.3), ("make_sail", HUNTERS, 0.3))


def boats_left(s: LeviathanData) -> int:
    """Whaleboats the Ahab player may still attack with: upright or still in hand."""
    return sum(1 for b in BOATS if s.status[b] == AFLOAT) + 3 - s.boats_lowered


def value_features(s: LeviathanData) -> tuple[float, ...]:
    """What the Ahab player's chance depends on, read on a (determinized) position: the
    material (real whales left, boats still to use, Moby Dick revealed), the attack that
    can reach the Pequod beyond its defence and the boats' attack that can reach Moby Dick
    beyond his, weighed by whose turn comes first, the tactical cards held and the turns
    left before a draw."""
    pequod = s.pose[PEQUOD]
    moby = s.identity.index(MOBY) if MOBY in s.identity else -1
    whales = [c for c in WHALE_CARDS if s.status[c] in (HIDDEN, REVEALED)]
    real = [c for c in whales if not C.WHALES[s.identity[c]].decoy]
    boats = [b for b in BOATS if s.status[b] == AFLOAT]
    in_hand = 3 - s.boats_lowered
    hunters_turn = 1.0 if s.active == HUNTERS else 0.0
    # the whales' threat to the Pequod
    near_pequod = sum(
        whale_value(s, c, True) for c in real if cdist(s.pose[c], pequod) < WHALE_REACH
    )
    far_pequod = sum(
        whale_value(s, c, True) for c in real if cdist(s.pose[c], pequod) < WHALE_REACH + 100
    )
    guard = sum(1 for b in boats if cdist(s.pose[b], pequod) < NEAR + 60)
    pequod_def = C.CARDS.pequod.defend + guard
    strike = max(0.0, near_pequod + 2 * ("tail_slap" in s.held[BEASTS]) - pequod_def)
    # the boats' threat to Moby Dick
    alive = moby >= 0 and s.status[moby] in (HIDDEN, REVEALED)
    if alive:
        mpose = s.pose[moby]
        dists = sorted(cdist(s.pose[b], mpose) for b in boats)
        near_moby = sum(1 for d in dists if d < BOAT_STRIKE)
        far_moby = sum(1 for d in dists if d < BOAT_REACH)
        closest = min(dists[0], 600.0) / 600.0 if dists else 1.0
        second = min(dists[1], 600.0) / 600.0 if len(dists) > 1 else 1.0
        revealed = 1.0 if s.status[moby] == REVEALED else 0.0
    else:
        near_moby = far_moby = 0
        closest = second = 1.0
        revealed = 1.0
    harpoon = "harpoon" in s.held[HUNTERS]
    kill = max(0.0, 3 * near_moby + 3 * harpoon - C.WHALES[MOBY].defend)
    # boats at risk: a boat next to a real whale is sunk by any whale attack
    boats_exposed = sum(
        1 for b in boats if any(cdist(s.pose[c], s.pose[b]) < WHALE_REACH for c in real)
    )
    p = params(s.config)
    left = 1.0 if s.last_turn is None else max(0, s.last_turn - s.turn) / (2 * p.countdown)
    held = [1.0 if t in s.held[BEASTS] else 0.0 for t in BEASTS_TACTICS]
    held += [1.0 if t in s.held[HUNTERS] else 0.0 for t in HUNTERS_TACTICS]
    return (
        1.0,
        float(len(real)),
        float(sum(whale_value(s, c, True) for c in real)),
        float(len(boats) + in_hand),
        float(in_hand),
        revealed,
        strike,
        strike * (1 - hunters_turn),
        float(max(0.0, far_pequod - pequod_def)),
        float(near_moby),
        float(near_moby) * hunters_turn,
        float(far_moby),
        kill,
        kill * hunters_turn,
        closest,
        second,
        float(boats_exposed),
        left,
        *held,
        hunters_turn,
    )


def stranded_features(s: LeviathanData) -> tuple[float, ...]:
    """With no whaleboat left the Ahab player can no longer win (Game End: only the boats
    can slay Moby Dick, three turns then a draw): what his draw depends on, the whales'
    reach to the Pequod and the turns left."""
    pequod = s.pose[PEQUOD]
    real = [
        c
        for c in WHALE_CARDS
        if s.status[c] in (HIDDEN, REVEALED) and not C.WHALES[s.identity[c]].decoy
    ]
    near = sum(whale_value(s, c, True) for c in real if cdist(s.pose[c], pequod) < WHALE_REACH)
    far = sum(whale_value(s, c, True) for c in real if cdist(s.pose[c], pequod) < WHALE_REACH + 100)
    slap = 2.0 * ("tail_slap" in s.held[BEASTS])
    p = params(s.config)
    left = 1.0 if s.last_turn is None else max(0, s.last_turn - s.turn) / (2 * p.countdown)
    return (
        1.0,
        max(0.0, near + slap - C.CARDS.pequod.defend),
        max(0.0, far + slap - C.CARDS.pequod.defend),
        float(sum(whale_value(s, c, True) for c in real)),
        left,
        1.0 if s.active == HUNTERS else 0.0,
    )


# fitted by benchmarks/leviathan_value.py on 400 heuristic games (seeds 300000+, every 5th
# position): held-out AUC 0.69, log loss 0.650 against 0.695 for a constant
VALUE_WEIGHTS = (
    0.2748,
    -0.0485,
    -0.1882,
    0.2519,
    0.1218,
    -0.1096,
    -0.1294,
    -0.0908,
    -0.1524,
    -0.0956,
    0.1483,
    0.2154,
    -0.0395,
    -0.0450,
    0.0662,
    -0.5560,
    -0.1482,
    0.2748,
    -0.1169,
    -0.3562,
    1.6022,
    -0.0043,
)
STRANDED_WEIGHTS = (5.7112, -0.0227, 0.1803, -0.3054, -3.2636, 0.0062)


def evaluate(s: LeviathanData, player: int) -> float:
    """The Ahab player's chance at a search's rollout cap, or the other side's: a logistic
    model of `value_features` (`benchmarks/leviathan_value.py`) plus the worth of the held
    cards it leaves out; with no whaleboat left, at most a draw, half the chance that the
    Pequod survives (a logistic model of `stranded_features`)."""
    if s.phase == OVER:
        if s.winner is None:
            return 0.5
        return 1.0 if s.winner == player else 0.0
    if boats_left(s) == 0:
        z = sum(w * f for w, f in zip(STRANDED_WEIGHTS, stranded_features(s), strict=True))
        hunters = 0.5 / (1.0 + math.exp(-z))
    else:
        z = sum(w * f for w, f in zip(VALUE_WEIGHTS, value_features(s), strict=True))
        for card, side, worth in HELD_WORTH:
            if card in s.held[side]:
                z += worth if side == HUNTERS else -worth
        hunters = 1.0 / (1.0 + math.exp(-z))
    return hunters if player == HUNTERS else 1.0 - hunters


# -- the Ahab player's search: where Moby Dick may be ---------------------------------------

# How much likelier than the others a hidden card is to be Moby Dick, by its distance to the
# nearest upright whaleboat (rows: under 100 mm, 100-150, 150-250, farther or no boat) and
# to the Pequod (columns: under 175 mm, 175-250, farther), centre to centre. Counted on the
# Ahab player's turns of 400 heuristic games (seeds 300000+, `benchmarks/leviathan_value.py
# --moby`): the heuristic Moby Dick player keeps him from the boats and off the Pequod, so
# a hidden card beside a boat is him 0.02-0.25 times as often as chance. The last row's
# first cells had no positions: the Pequod's column odds of the rows above.
MOBY_ODDS = (
    (0.02, 0.1, 0.25),
    (0.02, 0.8, 1.3),
    (0.35, 2.1, 1.9),
    (0.1, 1.5, 1.0),
)
MOBY_BOAT_BINS = (100.0, 150.0, 250.0)
MOBY_PEQUOD_BINS = (175.0, 250.0)


def moby_odds(s: LeviathanData, card: int) -> float:
    """The weight of `card` being Moby Dick (MOBY_ODDS), from the cards' places only."""
    d = min((cdist(s.pose[card], s.pose[b]) for b in BOATS if s.status[b] == AFLOAT), default=1e9)
    row = sum(1 for edge in MOBY_BOAT_BINS if d >= edge)
    d = cdist(s.pose[card], s.pose[PEQUOD])
    col = sum(1 for edge in MOBY_PEQUOD_BINS if d >= edge)
    return MOBY_ODDS[row][col]


def search_sample(s: LeviathanData, seat: int, rng: Rng) -> LeviathanData:
    """The sample a search plays out. The Moby Dick player's search sees everything. The
    Ahab player's draws the hidden identities as `determinize` does (uniformly), then puts
    Moby Dick, if hidden, on a card drawn by `moby_odds`: a model of how the heuristic
    Moby Dick player hides him, from the places every seat sees. Uniform samples had the
    search spend its Harpoon and boats on hidden cards beside its boats, which are seldom
    him (benchmarks/strength/README.md)."""
    d = s.determinize(seat, rng)  # type: ignore[attr-defined]
    if seat != HUNTERS or MOBY not in d.identity:
        return d
    moby = d.identity.index(MOBY)
    if d.status[moby] != HIDDEN:
        return d
    hidden = [c for c in WHALE_CARDS if d.status[c] == HIDDEN]
    weights = [moby_odds(d, c) for c in hidden]
    x = rng.random() * sum(weights)
    pick = hidden[-1]
    for c, w in zip(hidden, weights, strict=True):
        x -= w
        if x < 0:
            pick = c
            break
    d.identity[moby], d.identity[pick] = d.identity[pick], MOBY
    return d


# -- the search's rollout policy ------------------------------------------------------------


class _Coarse:
    """The heuristic's plans on a coarser grid and without the fine pass: every sixth
    heading change and distance (and the extremes), about a fifth of the poses scored, for
    cheap rollouts."""

    def best(self, s: LeviathanData, card: int) -> tuple[float, int, int]:
        p = params(s.config)
        best = (-math.inf, 0, 0)
        for t, d, pose in candidates(s, card, coarse(list(p.turns[card]), 6),
                                     coarse(list(p.distances[card]), 6)):  # fmt: skip
            v = self.score(s, card, pose)  # type: ignore[attr-defined]
            if v > best[0]:
                best = (v, t, d)
        return best


class RolloutBeasts(_Coarse, BeastsBot):
    pass


class RolloutHunters(_Coarse, HuntersBot):
    pass


def make_rollout(seat: int, options: dict[str, str]) -> Agent:
    return RolloutBeasts("rollout", seat) if seat == BEASTS else RolloutHunters("rollout", seat)
