"""Every Seaboard title as a single-agent Gymnasium environment.

    from seaboard.rl.gym import make
    env = make("blackbeard", seat=1, opponents="heuristic")
    obs, info = env.reset(seed=3)
    obs, reward, terminated, truncated, info = env.step(action)

The learner plays `seat`; every other seat is played by an agent spec (`random`,
`heuristic`, `mcts:iterations=200`, ...): one spec for all of them, or one per seat (a list
in seat order, or a dict {seat: spec}). Opponents decide exactly as in `seaboard play`:
each gets its own determinization of the state (never the true state) and its own random
stream, derived from the seed, its seat and the move number, so the same seed and the same
learner actions give the same episode.

An observation is `{"observation": float32 [0, 1], "action_mask": int8}` from the learner's
view alone; `info["action_mask"]` and `action_masks()` give the mask again (for maskable
learners), and `action_space.sample()` draws a legal action of the position now.

An action outside the mask is refused and changes nothing in the game. By default
(`illegal="refuse"`) the step returns the same position with reward 0 and the reason in
`info["illegal_action"]` ("action 4 ('buy 2') is not legal now: you cannot afford that
contract [Buy]; ..."), logged as a warning; the refused try counts toward the `max_actions`
cut, so a learner stuck on it still ends. With `illegal="raise"` it raises IllegalAction with
that message instead. (Refusing without raising is what lets Gymnasium's `check_env` run: it
steps with an action sampled before a reset, which the new deal may not allow.) The reward is given at the end: +1 win, 0 draw, -1 loss. A game that runs past the
title's `max_actions` is truncated. `render_mode="ansi"` returns the title's drawing of the
learner's view.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from seaboard.agents.base import make_agent
from seaboard.engine.agent import Agent, AgentSpecError, Clock
from seaboard.engine.game import Game, IllegalAction, State
from seaboard.engine.match import agent_seed
from seaboard.rl.core import Table, render_text, resolve, rewards

Opponents = str | Sequence[str] | Mapping[int, str]


def make(
    title: str | Game,
    seat: int = 0,
    opponents: Opponents = "heuristic",
    players: int | None = None,
    render_mode: str | None = None,
    illegal: str = "refuse",
    **options: Any,
) -> SeaboardEnv:
    """The single-agent environment of `title` where the learner plays `seat`."""
    game, config = resolve(title, players, options)
    return SeaboardEnv(
        Table(game, config), seat, opponents, render_mode=render_mode, illegal=illegal
    )


class SeaboardEnv(gymnasium.Env):
    metadata = {"render_modes": ["ansi"]}

    def __init__(
        self,
        table: Table,
        seat: int = 0,
        opponents: Opponents = "heuristic",
        render_mode: str | None = None,
        illegal: str = "refuse",
    ) -> None:
        n = table.players
        if illegal not in ("refuse", "raise"):
            raise ValueError(f"illegal must be 'refuse' or 'raise', not {illegal!r}")
        self.illegal = illegal
        if not 0 <= seat < n:
            raise ValueError(f"seat must be in 0..{n - 1} for {n} players, not {seat}")
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self.table = table
        self.seat = seat
        self.render_mode = render_mode
        self.specs = _specs(opponents, seat, n)
        # built now, so a bad spec is refused before any game
        self.opponents: dict[int, Agent] = {
            q: make_agent(spec, table.game, q, table.config) for q, spec in self.specs.items()
        }
        self.observation_space = spaces.Dict(
            {
                "observation": spaces.Box(0.0, 1.0, (table.spec.size,), np.float32),
                "action_mask": spaces.Box(0, 1, (table.num_actions,), np.int8),
            }
        )
        self.action_space = LegalActions(table.num_actions, self.action_masks)
        self.state_: State | None = None
        self.seed_ = 0
        self.steps = 0
        self._max_actions = table.game.info.max_actions

    @property
    def game_state(self) -> State:
        if self.state_ is None:
            raise RuntimeError("call reset() first")
        return self.state_

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        super().reset(seed=seed)
        self.seed_ = int(seed) if seed is not None else int(self.np_random.integers(2**63))
        self.state_ = self.table.game.new_state(self.table.config, self.seed_)
        self.steps = 0
        self._opponents_play()
        obs = self._observe()
        return obs, self._info(obs)

    def step(self, action: int) -> tuple[dict[str, np.ndarray], float, bool, bool, dict[str, Any]]:
        state = self.game_state
        if state.is_over or self._truncated():
            raise RuntimeError("the episode is over: call reset()")
        try:
            self.table.apply(state, action)  # IllegalAction changes nothing
        except IllegalAction as exc:
            if self.illegal == "raise":
                raise
            gymnasium.logger.warn(str(exc))
            self.steps += 1
            obs = self._observe()
            info = self._info(obs)
            info["illegal_action"] = str(exc)
            return obs, 0.0, False, self._truncated(), info
        self.steps += 1
        self._opponents_play()
        terminated = state.is_over
        reward = rewards(state.result())[self.seat] if terminated else 0.0
        obs = self._observe()
        return obs, reward, terminated, self._truncated(), self._info(obs)

    def action_masks(self) -> np.ndarray:
        """The legal actions of the learner now (1 each), for maskable learners."""
        return self.table.mask(self.game_state, self.seat).astype(bool)

    def render(self) -> str | None:
        if self.render_mode is None:
            return None
        return render_text(self.table.game, self.game_state.view(self.seat), self.seat)

    def close(self) -> None:
        self.state_ = None

    # --------------------------------------------------------------------------------------
    def _truncated(self) -> bool:
        return not self.game_state.is_over and self.steps >= self.table.game.info.max_actions

    def _opponents_play(self) -> None:
        """The other seats move until the learner is to move, the game ends or is cut."""
        state = self.game_state
        while not state.is_over and self.steps < self._max_actions:
            seat = state.to_move
            if seat == self.seat:
                return
            agent = self.opponents[seat]
            agent.reseed(agent_seed(self.seed_, seat, self.steps))
            seen = state.determinize(seat, agent.rng.split()) if agent.needs_state else None
            state.apply(agent.act(seen, state.legal_actions(), Clock()))
            self.steps += 1

    def _observe(self) -> dict[str, np.ndarray]:
        state = self.game_state
        return {
            "observation": self.table.observation(state, self.seat),
            "action_mask": self.table.mask(state, self.seat),
        }

    def _info(self, obs: dict[str, np.ndarray]) -> dict[str, Any]:
        state = self.game_state
        info: dict[str, Any] = {"action_mask": obs["action_mask"].copy(), "seed": self.seed_}
        if state.is_over:
            info["outcome"] = state.result().outcomes[self.seat].value
            info["scores"] = list(state.result().scores)
        return info


class LegalActions(spaces.Discrete):
    """The action numbers of a title; `sample()` without a mask draws a legal action of the
    position now (the environment's mask), so a random baseline plays real moves."""

    def __init__(self, n: int, legal: Callable[[], np.ndarray]) -> None:
        super().__init__(n)
        self._legal = legal

    def sample(self, mask: Any = None, probability: Any = None) -> np.int64:
        if mask is None and probability is None:
            try:
                mask = self._legal().astype(np.int8)
            except RuntimeError:  # no game yet: any action number
                mask = None
            if mask is not None and not mask.any():
                mask = None
        return super().sample(mask=mask, probability=probability)


def _specs(opponents: Opponents, seat: int, n: int) -> dict[int, str]:
    others = [q for q in range(n) if q != seat]
    if isinstance(opponents, str):
        return {q: opponents for q in others}
    if isinstance(opponents, Mapping):
        missing = [q for q in others if q not in opponents]
        if missing:
            raise AgentSpecError(f"opponents: no agent spec for seat(s) {missing}")
        return {q: opponents[q] for q in others}
    specs = list(opponents)
    if len(specs) == n:  # one per seat; the learner's own entry is ignored
        return {q: specs[q] for q in others}
    if len(specs) == n - 1:  # one per other seat, in seat order
        return dict(zip(others, specs, strict=True))
    raise AgentSpecError(
        f"opponents: give one spec, one per seat ({n}) or one per other seat ({n - 1}), "
        f"not {len(specs)}"
    )
