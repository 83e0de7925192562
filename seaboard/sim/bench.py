"""Speed of the engine per title: random playouts, clone() and determinize().

Playouts go through the public contract (`legal_actions()` then `apply()`, which checks
legality again), as agents use it. `clone()` and `determinize()` are timed on states
sampled along random playouts, so their cost reflects positions met in play.

When pyspiel (the optional `bench` extra, open_spiel) is importable, random playouts of
OpenSpiel's C++ `backgammon` are timed the same way in the same run, as a yardstick.
There every `apply_action` counts as an action, chance rolls included. Each title's ratio
to it is measured interleaved: short slices of the title's playouts and of backgammon's
take turns, each timed in process CPU time, so that the load of a shared machine falls on
both alike; the ratio is the title's actions per CPU-second over backgammon's in the same
window.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from seaboard._native import compiled_modules
from seaboard.agents.base import make_agent
from seaboard.agents.mcts import MCTSAgent
from seaboard.engine.agent import AgentSpecError, Clock
from seaboard.engine.game import Game, GameConfig, State
from seaboard.engine.match import agent_seed
from seaboard.engine.rng import Rng, derive_seed

SAMPLE_STATES = 64


class Stalled(RuntimeError):
    pass


def default_config(game: Game) -> GameConfig:
    """Two players where the title allows it, else the first player count that validates."""
    return game.make_config()


def _playout_step(game: Game, state: State, rng: Rng, ply: int) -> None:
    if ply > game.info.max_actions:
        raise Stalled(f"{game.info.name}: a random playout passed {game.info.max_actions} actions")
    legal = state.legal_actions()
    state.apply(legal[rng.below(len(legal))])


def random_playouts(game: Game, config: GameConfig, seconds: float, seed: int = 0) -> dict:
    """Play random games for about `seconds`; at least one game is always finished."""
    rng = Rng(derive_seed(seed, "bench-playouts"))
    actions = games = 0
    clock = time.perf_counter
    t0 = clock()
    deadline = t0 + seconds
    while True:
        state = game.new_state(config, derive_seed(seed, "bench", games))
        ply = 0
        while not state.is_over:
            _playout_step(game, state, rng, ply)
            ply += 1
        actions += ply
        games += 1
        if clock() >= deadline:
            break
    elapsed = clock() - t0
    return {
        "actions": actions,
        "games": games,
        "seconds": elapsed,
        "actions_per_s": actions / elapsed,
        "games_per_s": games / elapsed,
    }


def sample_states(game: Game, config: GameConfig, n: int = SAMPLE_STATES, seed: int = 0):
    """`n` non-final states met along random playouts, spread over whole games."""
    rng = Rng(derive_seed(seed, "bench-sample"))
    out: list[State] = []
    g = 0
    while len(out) < n:
        state = game.new_state(config, derive_seed(seed, "bench-sample", g))
        seen: list[State] = []
        while not state.is_over:
            seen.append(state.clone())
            _playout_step(game, state, rng, len(seen))
        # a handful per game, evenly spaced, so long games do not dominate
        step = max(1, len(seen) // 8)
        out.extend(seen[::step][: n - len(out)])
        g += 1
        if g > 10 * n:  # games with no decisions at all
            break
    return out


def _time_per_call(fn, states: list[State], seconds: float) -> float:
    """Microseconds per call of fn(state), cycling over the states for about `seconds`."""
    clock = time.perf_counter
    calls = 0
    t0 = clock()
    deadline = t0 + seconds
    while True:
        for s in states:
            fn(s)
        calls += len(states)
        now = clock()
        if now >= deadline:
            break
    return (now - t0) / calls * 1e6


class _Slices:
    """Random playouts played a slice at a time, each slice going on where the last
    stopped: (actions, CPU seconds) per slice."""

    def __init__(self, step: Callable[[], int]) -> None:
        self.step = step  # plays one whole game, returns its actions

    def run(self, seconds: float) -> tuple[int, float]:
        clock = time.process_time
        actions = 0
        t0 = clock()
        while True:
            actions += self.step()
            now = clock()
            if now - t0 >= seconds:
                return actions, now - t0


def _title_games(game: Game, config: GameConfig, seed: int = 0) -> Callable[[], int]:
    rng = Rng(derive_seed(seed, "bench-playouts"))
    games = 0

    def one() -> int:
        nonlocal games
        state = game.new_state(config, derive_seed(seed, "bench", games))
        games += 1
        ply = 0
        while not state.is_over:
            _playout_step(game, state, rng, ply)
            ply += 1
        return ply

    return one


def _backgammon_games(seed: int = 0) -> Callable[[], int] | None:
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    game = pyspiel.load_game("backgammon")
    rng = Rng(derive_seed(seed, "bench-openspiel"))

    def one() -> int:
        state = game.new_initial_state()
        actions = 0
        while not state.is_terminal():
            if state.is_chance_node():
                r = rng.random()
                outcomes = state.chance_outcomes()
                action = outcomes[-1][0]
                for a, p in outcomes:
                    r -= p
                    if r < 0:
                        action = a
                        break
            else:
                legal = state.legal_actions()
                action = legal[rng.below(len(legal))]
            state.apply_action(action)
            actions += 1
        return actions

    return one


SLICE = 0.05  # seconds of CPU per turn when a title and backgammon are interleaved


def interleaved(
    game: Game, config: GameConfig, seconds: float, backgammon: Callable[[], int]
) -> dict:
    """The title's random playouts and backgammon's in turns of SLICE CPU-seconds, about
    `seconds` each: both rates (actions per CPU-second) and their ratio."""
    ours, theirs = _Slices(_title_games(game, config)), _Slices(backgammon)
    a_ours = a_theirs = 0
    t_ours = t_theirs = 0.0
    while t_ours < seconds or t_theirs < seconds:
        n, t = ours.run(SLICE)
        a_ours, t_ours = a_ours + n, t_ours + t
        n, t = theirs.run(SLICE)
        a_theirs, t_theirs = a_theirs + n, t_theirs + t
    return {
        "actions_per_cpu_s": a_ours / t_ours,
        "openspiel_actions_per_cpu_s": a_theirs / t_theirs,
        "ratio": (a_ours / t_ours) / (a_theirs / t_theirs),
    }


def bench_title(
    game: Game,
    seconds: float = 2.0,
    config: GameConfig | None = None,
    backgammon: Callable[[], int] | None = None,
) -> dict:
    """The four figures for one title; `seconds` is split 60/20/20 between them. With
    `backgammon` (see `_backgammon_games`), also the interleaved ratio to it."""
    config = config or default_config(game)
    playouts = random_playouts(game, config, seconds * 0.6)
    states = sample_states(game, config)
    rng = Rng(derive_seed(0, "bench-determinize"))
    clone_us = _time_per_call(lambda s: s.clone(), states, seconds * 0.2) if states else None
    determinize_us = (
        _time_per_call(
            lambda s: s.determinize(s.to_move if s.to_move is not None else 0, rng),
            states,
            seconds * 0.2,
        )
        if states
        else None
    )
    out = {
        "players": config.players,
        "mcts_iterations_per_s": _mcts_speed(game, config, seconds * 0.2),
        "actions_per_s": playouts["actions_per_s"],
        "games_per_s": playouts["games_per_s"],
        "clone_us": clone_us,
        "determinize_us": determinize_us,
    }
    if backgammon is not None:
        versus = interleaved(game, config, seconds * 0.6, backgammon)
        out["actions_per_cpu_s"] = versus["actions_per_cpu_s"]
        out["openspiel_actions_per_cpu_s"] = versus["openspiel_actions_per_cpu_s"]
        out["ratio_to_openspiel"] = versus["ratio"]
    return out


def _mcts_speed(game: Game, config: GameConfig, seconds: float) -> float | None:
    """MCTS iterations/s on the opening (issue 6); None when the opening has one action."""

    try:
        return mcts_iterations_per_second(game, config, max(seconds, 0.2))
    except ValueError:
        return None


def openspiel_backgammon(seconds: float = 2.0, seed: int = 0) -> float | None:
    """Random-playout actions/s of OpenSpiel's backgammon, or None without pyspiel."""
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    game = pyspiel.load_game("backgammon")
    rng = Rng(derive_seed(seed, "bench-openspiel"))
    actions = 0
    clock = time.perf_counter
    t0 = clock()
    deadline = t0 + seconds
    while True:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                r = rng.random()
                outcomes = state.chance_outcomes()
                action = outcomes[-1][0]
                for a, p in outcomes:
                    r -= p
                    if r < 0:
                        action = a
                        break
            else:
                legal = state.legal_actions()
                action = legal[rng.below(len(legal))]
            state.apply_action(action)
            actions += 1
        if clock() >= deadline:
            break
    return actions / (clock() - t0)


def bench(
    games: list[Game],
    seconds: float = 2.0,
    openspiel: bool = True,
    skip: Callable[[Game, Exception], None] | None = None,
) -> dict[str, Any]:
    """`{"titles": {name: figures}, "openspiel_backgammon_actions_per_s": float | None,
    "compiled_modules": int}` (how many of the modules imported ran compiled, setup.py).
    With pyspiel, each title's figures also hold the interleaved comparison
    (`actions_per_cpu_s`, `openspiel_actions_per_cpu_s`, `ratio_to_openspiel`).

    With `skip`, a title that cannot be measured (no valid config, a stalled or failing
    playout) is left out and reported to `skip(game, error)`; without it the error is raised.
    """
    titles = {}
    backgammon = _backgammon_games() if openspiel else None
    for g in games:
        try:
            titles[g.info.name] = bench_title(g, seconds, backgammon=backgammon)
        except Exception as exc:
            if skip is None:
                raise
            skip(g, exc)
    ref = openspiel_backgammon(seconds) if openspiel and backgammon is not None else None
    return {
        "titles": titles,
        "openspiel_backgammon_actions_per_s": ref,
        # what ran: the figures of a pure-Python run are not those of a compiled one
        "compiled_modules": len(compiled_modules()),
    }


def mcts_iterations_per_second(
    game: Game, config: GameConfig, seconds: float = 1.0, seed: int = 0, spec: str = ""
) -> float:
    """MCTS iterations per second on the opening position (for `seaboard bench`)."""
    state = game.new_state(config, seed)
    seat = state.to_move
    assert seat is not None
    agent = make_agent(spec or f"mcts:time={seconds}", game, seat, config)
    if not isinstance(agent, MCTSAgent):
        raise AgentSpecError(f"{spec!r} is not an mcts agent")
    agent.reseed(agent_seed(seed, seat, 0))
    seen = state.determinize(seat, agent.rng.split())
    legal = state.legal_actions()
    if len(legal) == 1:
        raise ValueError(f"{game.info.name}: the opening has a single legal action")
    agent.act(seen, legal, Clock())
    return agent.last_iterations / agent.last_elapsed if agent.last_elapsed else 0.0
