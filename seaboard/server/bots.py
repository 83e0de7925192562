"""Bots and take-backs run in a pool of worker processes, never on the server's event loop.

A bot moves exactly as in `seaboard.engine.match.play`: its agent is reseeded from the
table's seed, its seat and the move number (`agent_seed`), and it receives only
`state.determinize(seat, ...)`. So a table's game is reproducible from its seed and its
actions, and a second server process (or a restarted one) computes the same move.
"""

from __future__ import annotations

import ctypes
import multiprocessing
import os
import pickle
import signal
from concurrent.futures import ProcessPoolExecutor

from seaboard.agents.base import make_agent
from seaboard.engine.agent import Clock
from seaboard.engine.game import ConfigError, State
from seaboard.engine.match import agent_seed
from seaboard.engine.record import Record
from seaboard.engine.undo import undo_point
from seaboard.games import get_game

_PR_SET_PDEATHSIG = 1


def _worker_init() -> None:
    # Ctrl-C is the server's to handle; and a worker must not outlive a killed server.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        libc = ctypes.CDLL("libc.so.6", use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
    except OSError:  # not Linux: the pool's own shutdown is all there is
        pass
    if os.getppid() == 1:  # the server died before prctl took hold
        os._exit(0)


def make_pool(workers: int) -> ProcessPoolExecutor:
    # spawn: the server has threads (database drivers), which fork does not copy safely
    return ProcessPoolExecutor(
        max_workers=workers,
        mp_context=multiprocessing.get_context("spawn"),
        initializer=_worker_init,
    )


def warm_up() -> int:
    """Import the titles in a worker, so the first bot move does not pay for it."""
    from seaboard.games import all_games

    return len(all_games())


def bot_move(
    title: str, state_bytes: bytes, seed: int, seat: int, spec: str, ply: int, budget: float | None
) -> str:
    """The action `spec` plays for `seat` in the pickled true state, as `match.play` would.

    `spec` "heuristic" falls back to random for a title without a heuristic (a seat
    whose time ran out is played by it)."""
    game = get_game(title)
    state: State = pickle.loads(state_bytes)
    try:
        agent = make_agent(spec, game, seat, state.config)
    except ConfigError:
        if spec != "heuristic":
            raise
        agent = make_agent("random", game, seat, state.config)
    agent.reseed(agent_seed(seed, seat, ply))
    seen = state.determinize(seat, agent.rng.split()) if agent.needs_state else None
    return agent.act(seen, state.legal_actions(), Clock(budget)).text


def take_back(record_json: dict, seat: int) -> tuple[int | None, str]:
    """Where `seat` may take back to (actions kept), or None and the reason it may not."""
    record = Record.from_json(record_json)
    point = undo_point(get_game(record.title), record, seat, others_may_act=False)
    return point.keep, point.reason
