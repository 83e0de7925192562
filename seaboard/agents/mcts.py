"""Information-set Monte Carlo tree search from a single observer (SO-ISMCTS).

Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree Search", IEEE TCIAIG
4(2), 2012. One tree for the whole search, keyed by actions as the searching seat sees
them (opponents' moves included). Each iteration:

1. samples a fresh determinization of the state the agent received (itself already a
   determinization made by the runner: the agent never sees the true state), by
   `Game.search_sample` (the state's `determinize` unless the title weighs it);
2. descends the tree with UCT, restricted to the actions legal in this sample, counting
   each child's *availability* (how often it was legal when its parent was visited) in
   place of the parent's visit count, since legal sets vary across samples;
3. expands one untried action, then rolls out by random or heuristic play up to a depth
   cap, where `Game.evaluate(state, seat)` estimates the value;
4. backs up each seat's own reward (win 1, draw 0.5, loss 0; a shared loss is 0 for
   everyone) into the nodes that seat chose.

The move played is the most visited legal action at the root.

Pending decisions that can be taken back (`buy` then `cancel`) make circles: an action
after which the same player is to move again with a view they already decided at, in
the same run of their decisions, is marked as a cycle and left out of selection and of
the final choice while another action is open. Without this an indifferent search
prefers the branch with the most options (the detour) and plays `buy`, `cancel`, `buy`...

Spec options (`mcts:time=1`, `mcts:iterations=400,rollout=heuristic`):
    iterations=N   stop after N iterations (default 1000 when no `time` is given)
    time=S         stop after S seconds (checked every iteration and every 32 rollout steps),
                   or sooner once the choice is settled (see `early`)
    early=B        1 (default) or 0: with a time budget, stop as soon as the most visited
                   action leads every other by more than the iterations the time left
                   would allow at the rate so far, so the remaining time could not change
                   the choice. Iteration budgets always run to the end (reproducible
                   experiments), and early=0 spends the whole time budget
    c=X            UCT exploration constant (default 0.7; rewards are in [0, 1])
    rollout=P      random (default) or heuristic (the title's heuristic bot plays on, or
                   the cheaper rollout policy a title may give by `Game.rollout_agent`)
    depth=N        rollout depth cap in actions (default: none, play to the end)
    reward=R       outcome (default) or score: the mean of the outcome value and the
                   seat's score normalised between the lowest and highest score, which
                   lets a search tell apart losses (a shared loss in Chaos Cove)
    prior=W        progressive bias toward the title's heuristic (default 0, off): at each
                   tree node the heuristic's choice, asked once on that iteration's
                   sample, is expanded first and gets W / (1 + visits) added to its UCT
                   value, so a short search starts from the heuristic's plan and leaves it
                   only where the statistics disagree (Chaslot et al., "Progressive
                   strategies for Monte-Carlo tree search", 2008)
    workers=N      root-parallel search (default 1): this process and N-1 helper processes
                   each search the same position with their own seeds and the same budget
                   (each makes `iterations` with an iteration budget), and the root's visit
                   counts are summed before the choice (Chaslot, Winands & van den Herik,
                   "Parallel Monte-Carlo tree search", 2008). The helpers start once per
                   process and stay for later moves; the results are reproducible with an
                   iteration budget. `last_tree` is this process's tree only. Inside a
                   worker process of a batch (`simulate --workers`) the helpers' searches
                   run in that process, one after another
When both `iterations` and `time` are given, whichever comes first stops the search; a
clock with a budget passed to `act` also stops it. A title may set defaults for these
options in a class attribute `mcts_options` of its Game, and per seat in `mcts_seat_options`
(see `from_options`).
"""

from __future__ import annotations

import math
import multiprocessing
import random
import time
from concurrent.futures import ProcessPoolExecutor
from typing import TYPE_CHECKING

from seaboard.engine.agent import Agent, AgentSpecError, Clock
from seaboard.engine.game import ConfigError, Outcome, Result

if TYPE_CHECKING:
    from collections.abc import Callable

    from seaboard.engine.game import Action, Game, GameConfig, State

OUTCOME_VALUE = {Outcome.WIN: 1.0, Outcome.DRAW: 0.5, Outcome.LOSS: 0.0}
DEFAULT_ITERATIONS = 1000
DEFAULT_C = 0.7
ROLLOUTS = ("random", "heuristic")
REWARDS = ("outcome", "score")
OPTIONS = ("iterations", "time", "c", "rollout", "depth", "reward", "prior", "early", "workers")
_CLOCK_EVERY = 32  # rollout steps between clock checks
_FIRST_PLAY = 1.0  # with a prior: the value an untried action must be beaten by
_SETTLE_EVERY = 16  # iterations between checks whether a timed choice is settled


class _Node:
    """Statistics of one action in the tree, from the view of the seat that chose it."""

    __slots__ = ("children", "visits", "total", "avail", "cycle", "cycles", "hint", "hinted")

    def __init__(self) -> None:
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 1
        self.cycle = False  # the action brings its player back to a view they decided at
        self.cycles = False  # some child is a cycle (else selection need not look)
        self.hint: Action | None = None  # the heuristic's choice here (option `prior`)
        self.hinted = False


def _number(spec: str, key: str, value: str, kind: type, low: float, strict: bool) -> float:
    try:
        x = kind(value)
    except ValueError:
        raise AgentSpecError(
            f"agent spec {spec!r}: option {key}={value!r} must be a {kind.__name__}"
        ) from None
    if not math.isfinite(x) or x < low or (strict and x == low):
        bound = f"> {low}" if strict else f">= {low}"
        raise AgentSpecError(f"agent spec {spec!r}: option {key}={value!r} must be {bound}")
    return x


def _some_config(game: Game) -> GameConfig:
    """A valid config of the title (two players where allowed), to check options early."""
    info = game.info
    error: ConfigError | None = None
    for n in sorted(range(info.min_players, info.max_players + 1), key=lambda n: (n != 2, n)):
        try:
            return game.make_config(n)
        except ConfigError as exc:
            error = error or exc
    assert error is not None
    raise error


class MCTSAgent(Agent):
    """SO-ISMCTS with UCT, availability counts and random or heuristic rollouts."""

    needs_state = True

    def __init__(
        self,
        game: Game,
        seat: int = 0,
        *,
        iterations: int | None = None,
        seconds: float | None = None,
        c: float = DEFAULT_C,
        rollout: str = "random",
        depth: int | None = None,
        reward: str = "outcome",
        prior: float = 0.0,
        early: bool = True,
        workers: int = 1,
        spec: str = "",
    ) -> None:
        super().__init__(spec or "mcts", seat)
        if iterations is None and seconds is None:
            iterations = DEFAULT_ITERATIONS
        if rollout not in ROLLOUTS:
            raise AgentSpecError(f"mcts: rollout must be one of {', '.join(ROLLOUTS)}")
        if reward not in REWARDS:
            raise AgentSpecError(f"mcts: reward must be one of {', '.join(REWARDS)}")
        self.game = game
        self.iterations = iterations
        self.seconds = seconds
        self.c = c
        self.rollout = rollout
        self.depth = depth
        self.reward = reward
        self.prior = prior
        self.early = early
        self.workers = workers
        self._heuristics: dict[tuple[GameConfig, bool], list[Agent]] = {}
        # what the last search did, for benchmarks and debugging
        self.last_iterations = 0
        self.last_elapsed = 0.0
        self.last_visits: dict[Action, int] = {}
        self.last_tree: _Node | None = None

    @classmethod
    def from_options(cls, spec: str, seat: int, game: Game, options: dict[str, str]) -> MCTSAgent:
        """Build from `mcts:KEY=VALUE,...`; an unknown or bad option names itself.

        A title may tune its search by a class attribute `mcts_options` (spec options as
        strings, e.g. `{"depth": "40", "rollout": "heuristic"}`); the spec's own options
        override them, so `mcts:time=1` plays with the title's tuned rollouts.
        """
        options = {**game.mcts_options, **game.mcts_seat_options.get(seat, {}), **options}
        unknown = sorted(set(options) - set(OPTIONS))
        if unknown:
            raise AgentSpecError(
                f"agent spec {spec!r}: unknown mcts option {', '.join(unknown)}; "
                f"known: {', '.join(OPTIONS)}"
            )
        kw: dict = {}
        if "iterations" in options:
            kw["iterations"] = int(_number(spec, "iterations", options["iterations"], int, 0, True))
        if "time" in options:
            kw["seconds"] = _number(spec, "time", options["time"], float, 0.0, True)
        if "c" in options:
            kw["c"] = _number(spec, "c", options["c"], float, 0.0, False)
        if "prior" in options:
            kw["prior"] = _number(spec, "prior", options["prior"], float, 0.0, False)
        if "early" in options:
            if options["early"] not in ("0", "1"):
                raise AgentSpecError(
                    f"agent spec {spec!r}: option early={options['early']!r} must be 0 or 1"
                )
            kw["early"] = options["early"] == "1"
        if "depth" in options:
            kw["depth"] = int(_number(spec, "depth", options["depth"], int, 0, True))
        if "workers" in options:
            kw["workers"] = int(_number(spec, "workers", options["workers"], int, 0, True))
        for key, allowed in (("rollout", ROLLOUTS), ("reward", REWARDS)):
            if key in options:
                if options[key] not in allowed:
                    raise AgentSpecError(
                        f"agent spec {spec!r}: option {key}={options[key]!r} must be one of "
                        f"{', '.join(allowed)}"
                    )
                kw[key] = options[key]
        if kw.get("rollout") == "heuristic" or kw.get("prior"):
            try:  # fail now, not in the middle of a game
                game.heuristic(seat, _some_config(game), {})
            except ConfigError as exc:
                raise AgentSpecError(
                    f"agent spec {spec!r}: options rollout=heuristic and prior need the "
                    f"title's heuristic: {exc}"
                ) from None
        return cls(game, seat, spec=spec, **kw)

    # -- search ----------------------------------------------------------------
    def _rollout_agents(self, config: GameConfig, rollout: bool = False) -> list[Agent]:
        """The title's heuristic per seat (guides for `prior`), or with `rollout` its
        rollout policy (`Game.rollout_agent`, the heuristic unless the title says)."""
        agents = self._heuristics.get((config, rollout))
        if agents is None:
            make = self.game.rollout_agent if rollout else self.game.heuristic
            agents = [make(q, config, {}) for q in range(config.players)]
            self._heuristics[(config, rollout)] = agents
        for a in agents:
            a.rng = self.rng  # the heuristic plays from the search's own stream
        return agents

    def _rewards(self, s: State, n: int) -> list[float]:
        if not s.is_over:
            evaluate = self.game.evaluate
            return [evaluate(s, q) for q in range(n)]
        result: Result = s.result()
        values = [OUTCOME_VALUE[o] for o in result.outcomes]
        if self.reward == "score":
            lo, hi = min(result.scores), max(result.scores)
            span = hi - lo
            for q, sc in enumerate(result.scores):
                values[q] = 0.5 * values[q] + 0.5 * ((sc - lo) / span if span else 0.5)
        return values

    def act(self, state: State | None, legal: list[Action], clock: Clock) -> Action:
        if state is None:
            raise ValueError("mcts needs the (determinized) state")
        self.last_visits = {}
        self.last_iterations = 0
        self.last_elapsed = 0.0
        self.last_tree = None
        if len(legal) == 1:
            return legal[0]
        start = time.perf_counter()
        deadline = math.inf
        if self.seconds is not None:
            deadline = start + self.seconds
        remaining = clock.remaining()
        if remaining is not None:
            deadline = min(deadline, start + remaining)
        helpers: list = []
        own_deadline = deadline
        if self.workers > 1:  # root parallel: the helpers search while this process does
            params = self._params()
            seeds = [self.rng.next64() for _ in range(self.workers - 1)]
            if multiprocessing.parent_process() is None:
                pool = _pool(self.workers - 1)
                helpers = [
                    pool.submit(_helper_search, params, seed, state, legal, deadline)
                    for seed in seeds
                ]
            else:
                # in a worker process of a batch (`simulate --workers`), whose pool already
                # uses the cores: the helpers' searches run here, one after another, each
                # with its share of a time budget (the same games as in the main process
                # with an iteration budget)
                share = (deadline - start) / self.workers
                own_deadline = start + share
                helpers = [
                    _Done(params, seed, state, legal, start + share * (k + 2))
                    for k, seed in enumerate(seeds)
                ]
        root, done = self._search(state, legal, start, own_deadline)
        self.last_tree = root
        children = root.children
        stats = {a: [ch.visits, ch.total, ch.cycle] for a, ch in children.items()}
        for future in helpers:
            their, iterations = future.result()
            done += iterations
            for a, (visits, total, cycle) in their.items():
                mine = stats.get(a)
                if mine is None:
                    stats[a] = [visits, total, cycle]
                else:
                    mine[0] += visits
                    mine[1] += total
                    mine[2] = mine[2] or cycle
        self.last_iterations = done
        self.last_elapsed = time.perf_counter() - start
        self.last_visits = {a: stats[a][0] for a in legal if a in stats}
        best: Action | None = None
        best_key = (-1, -1.0)
        for a in legal:  # ties: the better mean, then the first in the legal order
            entry = stats.get(a)
            if entry is None or entry[2]:
                continue
            visits, total = entry[0], entry[1]
            key = (visits, total / visits if visits else 0.0)
            if key > best_key:
                best, best_key = a, key
        return best if best is not None else legal[self.rng.below(len(legal))]

    def _search(
        self, state: State, legal: list[Action], start: float, deadline: float
    ) -> tuple[_Node, int]:
        """One search from `state` until the budget runs out: the root and its iterations."""
        limit = self.iterations if self.iterations is not None else math.inf
        root = _Node()
        n_players = state.num_players
        heuristics = (
            self._rollout_agents(state.config, True) if self.rollout == "heuristic" else None
        )
        guides = self._rollout_agents(state.config) if self.prior else None
        # tree and rollout choices draw from a fast C generator seeded from the agent's own
        # stream; determinizations draw from the stream itself
        choose = random.Random(self.rng.next64()).random
        settle = self.early and deadline < math.inf and self.iterations is None
        done = 0
        while done < limit:
            self._iterate(state, root, n_players, heuristics, guides, deadline, choose)
            done += 1
            now = time.perf_counter()
            if now >= deadline:
                break
            if (
                settle
                and done % _SETTLE_EVERY == 0
                and _settled(root, legal, done, start, now, deadline)
            ):
                break
        return root, done

    def _params(self) -> tuple:
        """What a helper process needs to search as this agent does (see `_helper_search`)."""
        return (
            self.game,
            self.seat,
            self.iterations,
            self.seconds,
            self.c,
            self.rollout,
            self.depth,
            self.reward,
            self.prior,
            self.early,
        )

    def _iterate(
        self,
        state: State,
        root: _Node,
        n_players: int,
        heuristics: list[Agent] | None,
        guides: list[Agent] | None,
        deadline: float,
        choose: Callable[[], float],
    ) -> None:
        # The hot loop of every search: names are bound to locals and no list is built
        # that the step does not need (rules take most of the time, this the rest).
        c = self.c
        prior = self.prior
        log = math.log
        sqrt = math.sqrt
        s = self.game.search_sample(state, self.seat, self.rng)  # a fresh sample of the hidden
        node = root
        path: list[tuple[_Node, int]] = []
        # selection and expansion. A player's run of decisions (a pending payment) must
        # not go round in a circle: an action that brings them back to a view they already
        # decided at in this run (`buy` then `cancel`) is marked and never chosen again
        # while another action is open, else indifferent searches loop forever. Views can
        # be costly (scores, fog of war), so views are compared only when an expansion
        # leaves the same player to move with the same legal actions, and the earlier
        # decision points are rebuilt then (rarely) from one copy of the sample and the
        # actions taken since, instead of copying the sample at every step.
        sample = s.clone()
        taken: list[Action] = []
        run_player = -1
        run_states: list[list] = []  # [actions taken before the decision, its legal actions, view]
        while not s.is_over:
            legal = s.legal_actions()
            p = s.to_move
            children = node.children
            if p != run_player:
                run_player = p
                run_states = []
            run_states.append([len(taken), legal, None])
            if node.cycles and len(legal) > 1:
                open_ = [a for a in legal if not (a in children and children[a].cycle)]
                if open_:
                    legal = open_
            hint = None
            if guides is not None and len(legal) > 1:
                if not node.hinted:
                    node.hinted = True
                    node.hint = guides[p].act(s, legal, Clock())
                hint = node.hint
            untried = [a for a in legal if a not in children] if children else legal
            if not untried or (hint is not None and hint not in untried):
                # UCT over the tried actions; with a prior, the untried ones wait behind a
                # first-play value of 1 (a sure win) until the tried ones fall below it.
                # Each tried child counts this visit in its availability once its value
                # is taken (the value reads the count from before).
                best_child = None
                best_action = None
                best_value = -math.inf
                for a in legal:
                    ch = children.get(a)
                    if ch is None:
                        continue
                    visits = ch.visits
                    value = ch.total / visits + c * sqrt(log(ch.avail + 1) / visits)
                    ch.avail += 1
                    if a == hint:
                        value += prior / (1 + visits)
                    if value > best_value:
                        best_value, best_child, best_action = value, ch, a
                if not untried or best_value > _FIRST_PLAY:
                    s._apply(best_action)
                    taken.append(best_action)
                    node = best_child
                    path.append((node, p))
                    continue
            elif children:
                for a in legal:
                    ch = children.get(a)
                    if ch is not None:
                        ch.avail += 1
            # expansion (the tried children's availability is counted above)
            if hint is not None and hint in untried:
                a = hint
            elif len(untried) > 1:
                a = untried[int(choose() * len(untried))]
            else:
                a = untried[0]
            child = children[a] = _Node()
            if a is hint and legal[legal.index(a)] is not a:
                # a heuristic's own Action object, equal to the legal one: the search has
                # always counted the legal one's availability for it too (kept so that
                # searches play as before; it only starts the child's count at 2)
                child.avail += 1
            s._apply(a)
            taken.append(a)
            path.append((child, p))
            if s.to_move == p and not s.is_over and _seen_in_run(s, p, run_states, sample, taken):
                child.cycle = True  # this iteration still rolls out and counts
                node.cycles = True
            break
        # rollout
        cap = self.depth if self.depth is not None else self.game.info.max_actions
        legal_actions = s.legal_actions
        apply = s._apply
        if heuristics is None and deadline == math.inf and isinstance(cap, int):  # no clock
            for _ in range(cap):
                if s.is_over:
                    break
                legal = legal_actions()
                n = len(legal)
                apply(legal[int(choose() * n)] if n > 1 else legal[0])
        elif heuristics is None:
            steps = 0
            while steps < cap and not s.is_over:
                legal = legal_actions()
                n = len(legal)
                apply(legal[int(choose() * n)] if n > 1 else legal[0])
                steps += 1
                if steps % _CLOCK_EVERY == 0 and time.perf_counter() >= deadline:
                    break
        else:
            clock = Clock()
            steps = 0
            while steps < cap and not s.is_over:
                legal = legal_actions()
                a = heuristics[s.to_move].act(s, legal, clock) if len(legal) > 1 else legal[0]
                apply(a)
                steps += 1
                if steps % _CLOCK_EVERY == 0 and time.perf_counter() >= deadline:
                    break
        rewards = self._rewards(s, n_players)
        # backup: each node on the path gets the reward of the seat that chose it
        root.visits += 1
        for nd, q in path:
            nd.visits += 1
            nd.total += rewards[q]


def _settled(
    root: _Node, legal: list[Action], done: int, start: float, now: float, deadline: float
) -> bool:
    """Whether the most visited action leads every other open one by more than the
    iterations left at the rate so far: the rest of the budget could not change it."""
    first = second = 0
    children = root.children
    for a in legal:
        node = children.get(a)
        visits = 0 if node is None or node.cycle else node.visits
        if visits > first:
            first, second = visits, first
        elif visits > second:
            second = visits
    left = done / (now - start) * (deadline - now)
    return first - second > left


# -- root parallel search (option `workers`) ---------------------------------------------------
_POOLS: dict[int, ProcessPoolExecutor] = {}
_HELPERS: dict[tuple, MCTSAgent] = {}  # in a helper process: its agents, kept across moves


def _pool(size: int) -> ProcessPoolExecutor:
    """Helper processes, started once per process and size and kept for later moves:
    forked where the platform can (fast, and a script needs no `__main__` guard; as the
    batch pools of `seaboard.sim` are), else spawned."""
    pool = _POOLS.get(size)
    if pool is None:
        method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
        pool = _POOLS[size] = ProcessPoolExecutor(
            size, mp_context=multiprocessing.get_context(method)
        )
    return pool


class _Done:
    """A helper's search run in this process, when asked for its result (as a Future)."""

    def __init__(self, *args: object) -> None:
        self.args = args

    def result(self) -> tuple[dict[Action, tuple[int, float, bool]], int]:
        return _helper_search(*self.args)  # type: ignore[arg-type]


def _helper_search(
    params: tuple, seed: int, state: State, legal: list[Action], deadline: float
) -> tuple[dict[Action, tuple[int, float, bool]], int]:
    """One root-parallel search in a helper process: the root's statistics per action and
    the iterations made. `deadline` is on `time.perf_counter`, a clock every process on the
    machine shares."""
    game = params[0]
    key = (type(game).__module__, type(game).__qualname__, game.info.name, *params[1:])
    agent = _HELPERS.get(key)  # keyed by the title's class: each call unpickles a new Game
    if agent is None:
        if len(_HELPERS) >= 16:
            _HELPERS.clear()
        game, seat, iterations, seconds, c, rollout, depth, reward, prior, early = params
        agent = _HELPERS[key] = MCTSAgent(
            game, seat, iterations=iterations, seconds=seconds, c=c, rollout=rollout,
            depth=depth, reward=reward, prior=prior, early=early,
        )  # fmt: skip
    agent.reseed(seed)
    root, done = agent._search(state, legal, time.perf_counter(), deadline)
    stats = {a: (ch.visits, ch.total, ch.cycle) for a, ch in root.children.items()}
    return stats, done


def _seen_in_run(
    s: State, p: int, run_states: list[list], sample: State, taken: list[Action]
) -> bool:
    """Whether p, to move in `s`, sees a view they already decided at in this run. Two
    decision points with one view have the same legal actions, so views (computed once
    each) are compared only where the legal actions match; such a point is rebuilt from
    a copy of the iteration's `sample` and the actions `taken` before it."""
    legal = s.legal_actions()
    view = None
    for entry in run_states:
        if entry[1] != legal:
            continue
        if view is None:
            view = s.view(p)
        if entry[2] is None:
            then = sample.clone()
            for action in taken[: entry[0]]:
                then._apply(action)
            entry[2] = then.view(p)
        if entry[2] == view:
            return True
    return False
