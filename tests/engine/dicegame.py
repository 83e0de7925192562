"""Dice Market: a small test-only game for the engine and the conformance kit.

It has what the kit must handle: dice, hidden hands drawn from a shuffled deck, and a
payment decided in several steps (pick cards one at a time, then confirm; overpaying is
allowed and never forced).

Each turn the player to move may `roll` (gain a die's worth of coins), `draw` a card, or
`buy N` the contract in market slot N. Buying opens a pending payment: `pay V` puts a
card of value V from the hand on the table, `coins` pays all coins, `confirm` once the
table covers the cost, `cancel` takes everything back. First to the target wins; a turn
limit stops the game otherwise, most points winning.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from seaboard.engine.game import (
    Action,
    ActionKind,
    ActionSpace,
    Event,
    Game,
    GameConfig,
    GameInfo,
    IllegalAction,
    Result,
    State,
)
from seaboard.engine.observation import Encoding, ObservationSpec
from seaboard.engine.rng import Rng

CARD_VALUES = (1, 2, 3, 4, 5, 6)
CONTRACTS = [(cost, cost // 3 + 1) for cost in range(4, 14)]  # (cost, points)
MARKET = 3
HAND_LIMIT = 6
TARGET = 6
TURN_LIMIT = 60


class DiceConfig(GameConfig):
    pass


@dataclass(slots=True)
class Payment:
    slot: int
    cards: list[int] = field(default_factory=list)
    coins: int = 0


@dataclass(slots=True)
class DiceState(State):
    config: GameConfig
    rng: Rng
    deck: list[int]
    contracts: list[tuple[int, int]]
    market: list[tuple[int, int] | None]
    hands: list[list[int]]
    coins: list[int]
    points: list[int]
    player: int = 0
    turn: int = 0
    pending: Payment | None = None
    winner: int | None = None
    last_roll: int | None = None

    # -- the contract ----------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return None if self.is_over else self.player

    @property
    def is_over(self) -> bool:
        return self.winner is not None or self.turn >= TURN_LIMIT

    def legal_actions(self) -> list[Action]:
        if self.is_over:
            return []
        hand = self.hands[self.player]
        if self.pending is not None:
            out = [Action("pay", (v,)) for v in sorted(set(hand))]
            if self.coins[self.player] and not self.pending.coins:
                out.append(Action("coins"))
            cost = self.market[self.pending.slot][0]
            if sum(self.pending.cards) + self.pending.coins >= cost:
                out.append(Action("confirm"))
            out.append(Action("cancel"))
            return out
        out = [Action("roll")]
        if self.deck and len(hand) < HAND_LIMIT:
            out.append(Action("draw"))
        wealth = sum(hand) + self.coins[self.player]
        for slot, c in enumerate(self.market):
            if c is not None and c[0] <= wealth:
                out.append(Action("buy", (slot,)))
        return out

    def explain_illegal(self, action: Action) -> IllegalAction:
        if self.pending is not None and action.kind in ("roll", "draw", "buy"):
            return IllegalAction("finish or cancel the payment first", "Payment")
        if action.kind == "pay":
            return IllegalAction("you can pay only with a card in your hand", "Payment")
        if action.kind == "confirm":
            return IllegalAction(
                "the cards and coins on the table do not cover the cost", "Payment"
            )
        if action.kind == "buy":
            return IllegalAction("you cannot afford that contract, or the slot is empty", "Buy")
        return State.explain_illegal(self, action)

    def _apply(self, action: Action) -> list[Event]:
        p = self.player
        kind = action.kind
        if kind == "roll":
            self.last_roll = self.rng.die(6)
            self.coins[p] += self.last_roll
            self._end_turn()
            return [Event("rolled", {"player": p, "die": self.last_roll})]
        if kind == "draw":
            card = self.deck.pop()
            self.hands[p].append(card)
            self._end_turn()
            return [
                Event("drew", {"player": p, "card": card}, frozenset({p})),
                Event("drew", {"player": p}, frozenset(set(range(self.num_players)) - {p})),
            ]
        if kind == "buy":
            self.pending = Payment(action.args[0])
            return [Event("buying", {"player": p, "slot": action.args[0]})]
        assert self.pending is not None
        if kind == "pay":
            self.hands[p].remove(action.args[0])
            self.pending.cards.append(action.args[0])
            return [Event("paid", {"player": p, "card": action.args[0]})]
        if kind == "coins":
            self.pending.coins = self.coins[p]
            return [Event("paid", {"player": p, "coins": self.coins[p]})]
        if kind == "cancel":
            self.hands[p].extend(self.pending.cards)
            self.pending = None
            return [Event("cancelled", {"player": p})]
        # confirm: cards go to the bottom of the deck, points scored, market refilled
        slot = self.pending.slot
        cost, pts = self.market[slot]
        self.coins[p] -= self.pending.coins
        self.deck[0:0] = self.pending.cards
        self.points[p] += pts
        self.market[slot] = self.contracts.pop() if self.contracts else None
        self.pending = None
        if self.points[p] >= TARGET:
            self.winner = p
        self._end_turn()
        return [Event("bought", {"player": p, "cost": cost, "points": pts})]

    def _end_turn(self) -> None:
        self.turn += 1
        self.player = (self.player + 1) % self.num_players

    def result(self) -> Result:
        return Result.from_ranking(
            list(self.points), "target" if self.winner is not None else "turns"
        )

    def _public(self) -> dict[str, Any]:
        return {
            "turn": self.turn,
            "player": self.player,
            "market": [list(c) if c else None for c in self.market],
            "coins": list(self.coins),
            "points": list(self.points),
            "hand_sizes": [len(h) for h in self.hands],
            "deck_size": len(self.deck),
            "contracts_left": len(self.contracts),
            "pending": None
            if self.pending is None
            else {
                "slot": self.pending.slot,
                "cards": list(self.pending.cards),
                "coins": self.pending.coins,
            },
            "last_roll": self.last_roll,
        }

    def view(self, player: int | None) -> dict[str, Any]:
        v = self._public()
        if player is not None:
            v["hand"] = sorted(self.hands[player])
        return v

    def reveal(self) -> dict[str, Any]:
        v = self._public()
        v["hands"] = [list(h) for h in self.hands]
        v["deck"] = list(self.deck)
        v["contracts"] = [list(c) for c in self.contracts]
        return v

    def clone(self) -> DiceState:
        return type(self)(
            config=self.config,
            rng=self.rng.clone(),
            deck=list(self.deck),
            contracts=list(self.contracts),
            market=list(self.market),
            hands=[list(h) for h in self.hands],
            coins=list(self.coins),
            points=list(self.points),
            player=self.player,
            turn=self.turn,
            pending=None
            if self.pending is None
            else Payment(self.pending.slot, list(self.pending.cards), self.pending.coins),
            winner=self.winner,
            last_roll=self.last_roll,
        )

    def determinize(self, player: int, rng: Rng) -> DiceState:
        s = self.clone()
        s.rng = rng.split()
        # the deck order and the others' hands are unseen: deal them again from one pool
        pool = list(s.deck)
        for q, hand in enumerate(s.hands):
            if q != player:
                pool.extend(hand)
        # sorted first: the sample must depend on what the player knows, not on the
        # true order of what they cannot see
        pool.sort()
        rng.shuffle(pool)
        for q in range(len(s.hands)):
            if q != player:
                n = len(s.hands[q])
                s.hands[q], pool = pool[:n], pool[n:]
        s.deck = pool
        s.contracts.sort()
        rng.shuffle(s.contracts)
        return s


class DiceGame(Game):
    info = GameInfo(
        name="dicegame",
        title="Dice Market (test game)",
        min_players=2,
        max_players=4,
        max_actions=2_000,
        summary="a test-only game: dice, hidden hands, payment in steps",
    )
    Config = DiceConfig
    state_class: type[DiceState] = DiceState

    def new_state(self, config: GameConfig, seed: int) -> DiceState:
        rng = Rng(seed)
        deck = [v for v in CARD_VALUES for _ in range(4)]
        rng.shuffle(deck)
        contracts = list(CONTRACTS)
        rng.shuffle(contracts)
        market: list[tuple[int, int] | None] = [contracts.pop() for _ in range(MARKET)]
        hands = [[deck.pop() for _ in range(2)] for _ in range(config.players)]
        return self.state_class(
            config=config,
            rng=rng,
            deck=deck,
            contracts=contracts,
            market=market,
            hands=hands,
            coins=[0] * config.players,
            points=[0] * config.players,
        )

    def action_space(self, config: GameConfig) -> ActionSpace:
        return ActionSpace(
            [
                ActionKind("roll"),
                ActionKind("draw"),
                ActionKind("buy", (tuple(range(MARKET)),)),
                ActionKind("pay", (CARD_VALUES,)),
                ActionKind("coins"),
                ActionKind("confirm"),
                ActionKind("cancel"),
            ]
        )

    def observation_spec(self, config: GameConfig) -> ObservationSpec:
        n = config.players
        most = max(cost for cost, _ in CONTRACTS)
        return ObservationSpec(
            [
                ("to_move", n, "the player to move, counted from the observer (0 = you)"),
                ("turn", 1, f"turns played / {TURN_LIMIT}"),
                ("market", 2 * MARKET, f"per slot: cost / {most}, points / {TARGET}"),
                ("empty_slots", MARKET, "1 where a market slot is empty"),
                ("coins", n, "coins per player from the observer, / 30 (capped)"),
                ("points", n, f"points per player from the observer, / {TARGET}"),
                ("hand_sizes", n, f"cards in hand per player from the observer, / {HAND_LIMIT}"),
                ("deck", 1, "cards left in the deck / 24"),
                ("contracts", 1, f"contracts left / {len(CONTRACTS)}"),
                ("paying", MARKET, "the slot being paid for (one-hot; none: no payment)"),
                ("paid", 2, f"cards' value on the table / {most}, coins paid / 30"),
                ("last_roll", 6, "the last die rolled (one-hot)"),
                ("hand", len(CARD_VALUES), f"your cards of each value / {HAND_LIMIT}"),
            ]
        )

    def encode_view(self, view: dict[str, Any], player: int, config: GameConfig) -> Encoding:
        n = config.players
        spec = self.observation_spec(config)
        e = spec.new()
        most = max(cost for cost, _ in CONTRACTS)

        def rel(q: int) -> int:
            return (q - player) % n

        e.one_hot("to_move", rel(view["player"]))
        e.count("turn", view["turn"], TURN_LIMIT)
        for slot, c in enumerate(view["market"]):
            if c is None:
                e.flag("empty_slots", index=slot)
            else:
                e.count("market", c[0], most, 2 * slot)
                e.count("market", c[1], TARGET, 2 * slot + 1)
        for q in range(n):
            e.count("coins", view["coins"][q], 30, rel(q))
            e.count("points", view["points"][q], TARGET, rel(q))
            e.count("hand_sizes", view["hand_sizes"][q], HAND_LIMIT, rel(q))
        e.count("deck", view["deck_size"], 24)
        e.count("contracts", view["contracts_left"], len(CONTRACTS))
        pending = view["pending"]
        if pending is not None:
            e.one_hot("paying", pending["slot"])
            e.count("paid", sum(pending["cards"]), most, 0)
            e.count("paid", pending["coins"], 30, 1)
        if view["last_roll"]:
            e.one_hot("last_roll", view["last_roll"] - 1)
        for v in view["hand"]:
            e.data[spec.offset["hand"] + v - 1] += 1 / HAND_LIMIT
        return e


GAME = DiceGame()
