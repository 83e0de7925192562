"""MCTS never cheats: its choice depends only on what its seat can see, and it never
touches the true state (the runner hands it `determinize(seat)` and nothing else)."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

import pytest

from seaboard.agents.base import make_agent
from seaboard.agents.mcts import MCTSAgent
from seaboard.engine.agent import Agent
from seaboard.engine.game import Action, State
from seaboard.engine.match import play
from seaboard.engine.rng import Rng
from tests.agents.dice_bots import _FIELDS, BotDiceGame
from tests.agents.dice_bots import GAME as BOTS
from tests.engine.dicegame import DiceState

CFG = BOTS.make_config()


class _Stop(Exception):
    pass


def first_choice(game, state, spec: str, seed: int = 77) -> tuple[Action, dict]:
    """The runner's path (match.play) up to the first move; returns it and the visits."""
    config = state.config
    seat = state.to_move
    agents = [make_agent(spec, game, s, config) for s in range(config.players)]
    chosen: list[Action] = []

    def stop(_state, step) -> None:
        chosen.append(step.action)
        raise _Stop

    with pytest.raises(_Stop):
        play(game, config, agents, seed, state=state, on_step=stop)
    assert agents[seat].last_iterations > 0
    return chosen[0], agents[seat].last_visits


def twin_positions(seed: int, plies: int) -> tuple[DiceState, DiceState]:
    """Two true states the player to move cannot tell apart: the opponents' hands, the
    deck order and the hidden contract order differ."""
    a = BOTS.new_state(CFG, seed)
    rng = Rng(seed)
    for _ in range(plies):
        a.apply(rng.choice(a.legal_actions()))
    b = a.clone()
    me = b.to_move
    other = next(q for q in range(b.num_players) if q != me and b.hands[q])
    i = 0
    j = next(k for k, card in enumerate(b.deck) if card != b.hands[other][i])
    b.hands[other][i], b.deck[j] = b.deck[j], b.hands[other][i]
    b.deck.reverse()
    b.contracts.reverse()
    assert a.view(me) == b.view(me)
    assert a.reveal() != b.reveal()
    assert a.hands[other] != b.hands[other]
    return a, b


@pytest.mark.parametrize(
    ("seed", "plies", "spec"),
    [
        (1, 0, "mcts:iterations=200"),
        (2, 5, "mcts:iterations=200,depth=6"),
        (3, 9, "mcts:iterations=150,rollout=heuristic"),
    ],
)
def test_same_view_same_choice(seed: int, plies: int, spec: str) -> None:
    a, b = twin_positions(seed, plies)
    choice_a, visits_a = first_choice(BOTS, a, spec)
    choice_b, visits_b = first_choice(BOTS, b, spec)
    assert choice_a == choice_b
    assert visits_a == visits_b  # not just the move: the whole search was the same


# -- the agent touches only its determinized copy --------------------------------------
@dataclass
class Tracker:
    active: bool = False
    serials: itertools.count = field(default_factory=lambda: itertools.count(1))
    born: dict[int, tuple[int | None, str]] = field(default_factory=dict)  # parent, how
    true: set[int] = field(default_factory=set)
    seen: list[int] = field(default_factory=list)
    touched: list[tuple[int, str]] = field(default_factory=list)

    def violations(self) -> list[str]:
        out = []
        seen = set(self.seen)
        for s in self.seen:
            parent, how = self.born[s]
            if parent not in self.true or how != "determinize":
                out.append(f"agent was given state {s} made by {how} of {parent}")
        for serial, method in self.touched:
            if serial in self.true:
                out.append(f"agent called {method} on the true state {serial}")
                continue
            if serial in seen and method in ("apply", "_apply"):
                out.append(f"agent changed the state it was given ({method})")
            node: int | None = serial
            while node is not None and node not in seen:
                node = self.born[node][0]
                if node in self.true:
                    out.append(f"agent called {method} on {serial}, a copy of the true state")
                    break
        return out


TRACK = Tracker()


class TrackedState(DiceState):
    """Records who calls what on which state object, and where each object came from."""

    def _note(self, method: str) -> None:
        if TRACK.active:
            TRACK.touched.append((self.serial, method))

    def _child(self, s: DiceState, how: str) -> TrackedState:
        t = TrackedState(**{f: getattr(s, f) for f in _FIELDS})
        t.serial = next(TRACK.serials)
        TRACK.born[t.serial] = (self.serial, how)
        return t

    def legal_actions(self) -> list[Action]:
        self._note("legal_actions")
        return DiceState.legal_actions(self)

    def apply(self, action: Action):
        self._note("apply")
        return State.apply(self, action)

    def _apply(self, action: Action):
        self._note("_apply")
        return DiceState._apply(self, action)

    def result(self):
        self._note("result")
        return DiceState.result(self)

    def clone(self) -> TrackedState:
        self._note("clone")
        return self._child(DiceState.clone(self), "clone")

    def determinize(self, player: int, rng: Rng) -> TrackedState:
        self._note("determinize")
        d = DiceState.determinize(self, player, rng)  # a TrackedState via clone()
        TRACK.born[d.serial] = (self.serial, "determinize")
        return d


class TrackedGame(BotDiceGame):
    state_class = TrackedState

    def new_state(self, config, seed):
        s = BotDiceGame.new_state(self, config, seed)
        s.serial = next(TRACK.serials)
        TRACK.born[s.serial] = (None, "new_state")
        TRACK.true.add(s.serial)
        return s


TRACKED = TrackedGame()


class WatchedMCTS(MCTSAgent):
    def act(self, state, legal, clock):
        TRACK.seen.append(state.serial)
        TRACK.active = True
        try:
            return MCTSAgent.act(self, state, legal, clock)
        finally:
            TRACK.active = False


class Peeker(Agent):
    """A cheat: it was handed the true state behind the runner's back."""

    def __init__(self, seat: int, true_state: list[State]) -> None:
        Agent.__init__(self, "peeker", seat)
        self.true_state = true_state

    def act(self, state, legal, clock):
        TRACK.seen.append(state.serial)
        TRACK.active = True
        try:
            self.true_state[0].legal_actions()
            return legal[0]
        finally:
            TRACK.active = False


@pytest.fixture(autouse=True)
def fresh_tracker():
    global TRACK
    TRACK = Tracker()
    yield


@pytest.mark.parametrize("options", ["iterations=40", "iterations=30,rollout=heuristic,depth=8"])
def test_mcts_never_touches_the_true_state(options: str) -> None:
    opts = dict(kv.split("=") for kv in options.split(","))
    agents = [WatchedMCTS.from_options(f"mcts:{options}", 0, TRACKED, opts)]
    agents.append(make_agent("heuristic", TRACKED, 1, CFG))
    record = play(TRACKED, CFG, agents, seed=4)
    assert record.result is not None
    assert len(TRACK.true) == 1
    assert len(TRACK.seen) > 5  # the agent moved many times
    methods = {m for _, m in TRACK.touched}
    assert {"determinize", "legal_actions", "_apply"} <= methods  # the tracker sees it work
    assert TRACK.violations() == []


def test_the_tracker_catches_a_cheat() -> None:
    """The check above can fail: an agent that reads the true state is caught."""
    true_state: list[State] = []

    class Grab(TrackedGame):
        def new_state(self, config, seed):
            s = TrackedGame.new_state(self, config, seed)
            true_state.append(s)
            return s

    game = Grab()
    play(game, CFG, [Peeker(0, true_state), make_agent("random", game, 1, CFG)], seed=4)
    problems = TRACK.violations()
    assert problems and "true state" in problems[0]


def test_runner_determinizes_before_every_mcts_move() -> None:
    """Each state the agent got was a fresh determinization of the true state."""
    agents = [
        WatchedMCTS.from_options("mcts:iterations=10", s, TRACKED, {"iterations": "10"})
        for s in range(2)
    ]
    play(TRACKED, CFG, agents, seed=5)
    assert len(set(TRACK.seen)) == len(TRACK.seen)
    assert all(TRACK.born[s][1] == "determinize" for s in TRACK.seen)
    assert TRACK.violations() == []
