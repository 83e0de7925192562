"""Every Seaboard title as a PettingZoo AEC environment.

    from seaboard.rl.pettingzoo import env
    e = env("fleet", players=3, epic=True)
    e.reset(seed=7)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        action = None if terminated or truncated else policy(obs["observation"], obs["action_mask"])
        e.step(action)

Agents are `player_0` .. `player_{n-1}`, the title's seats. The agent to act is the seat
to move (`agent_selection`); turn order is the rules', not round-robin. An observation is
`{"observation": float32 [0, 1] of the title's spec, "action_mask": int8}` built from the
agent's view alone; the mask is all 0 for an agent not to move. Rewards come at the end
(+1 win, 0 draw, -1 loss). A game that runs past the title's `max_actions` is truncated.
`reset(seed=S)` deals game S: the same seed and actions give the same episode.
`render_mode="ansi"` returns the title's drawing of the public (spectator) view.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from seaboard.engine.game import Game, State
from seaboard.rl.core import Table, render_text, resolve, rewards


def env(
    title: str | Game, players: int | None = None, render_mode: str | None = None, **options: Any
) -> SeaboardAEC:
    """The AEC environment of `title` for `players` seats with the title's `options`."""
    game, config = resolve(title, players, options)
    return SeaboardAEC(Table(game, config), render_mode=render_mode)


def agent_name(seat: int) -> str:
    return f"player_{seat}"


class SeaboardAEC(AECEnv):
    metadata = {"render_modes": ["ansi"], "name": "seaboard_v0", "is_parallelizable": False}

    def __init__(self, table: Table, render_mode: str | None = None) -> None:
        super().__init__()
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self.table = table
        self.render_mode = render_mode
        self.metadata = {**self.metadata, "name": f"seaboard_{table.game.info.name}_v0"}
        n = table.players
        self.possible_agents = [agent_name(i) for i in range(n)]
        self._seat = {a: i for i, a in enumerate(self.possible_agents)}
        obs_space = spaces.Dict(
            {
                "observation": spaces.Box(0.0, 1.0, (table.spec.size,), np.float32),
                "action_mask": spaces.Box(0, 1, (table.num_actions,), np.int8),
            }
        )
        # one space object per agent, so seeding one agent's space does not touch another's
        self.observation_spaces = {a: _copy_space(obs_space) for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(table.num_actions) for a in self.possible_agents}
        self.state_: State | None = None
        self._seeds = np.random.SeedSequence()
        self._cache: dict[str, tuple[np.ndarray, list[int]]] = {}
        # the seat to move, None once over (kept by _select and _finish)
        self._to_move: int | None = None
        self._max_actions = table.game.info.max_actions
        self.steps = 0

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    @property
    def game_state(self) -> State:
        """The true engine state (for tests and tools; a policy reads observations)."""
        if self.state_ is None:
            raise RuntimeError("call reset() first")
        return self.state_

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        if seed is None:
            seed = int(np.random.default_rng(self._seeds.spawn(1)[0]).integers(2**63))
        else:
            self._seeds = np.random.SeedSequence(seed)
        self.seed_ = int(seed)
        self.state_ = self.table.game.new_state(self.table.config, self.seed_)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._cache = {}
        self.steps = 0
        self._select()
        if self.state_.is_over:  # a deal that ends at once: nothing to decide
            self._finish(truncated=False)

    def _select(self) -> None:
        seat = self.state_.to_move
        self._to_move = None if self.state_.is_over else seat
        if seat is not None:
            self.agent_selection = self.possible_agents[seat]
        elif not hasattr(self, "agent_selection") or self.agent_selection not in self.agents:
            self.agent_selection = self.agents[0]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        # computed when first asked for in a step (PettingZoo's tools observe agents that
        # do not move), then kept until the next action
        cached = self._cache.get(agent)
        if cached is None:
            seat = self._seat[agent]
            state = self.game_state
            cached = self._cache[agent] = (
                self.table.observation(state, seat),
                self.table.numbers(state) if seat == self._to_move else [],
            )
        # fresh arrays: a learner that keeps or edits an observation cannot corrupt the cache
        return {"observation": cached[0].copy(), "action_mask": self.table.mask_of(cached[1])}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} is to move: give an action number, not None")
        state = self.game_state
        self.table.apply(state, action)  # IllegalAction changes nothing
        self._cache = {}
        self.steps += 1
        self._cumulative_rewards[agent] = 0.0
        over = state.is_over
        if over or self.steps >= self._max_actions:
            self._finish(truncated=not over)
            self._accumulate_rewards()
        else:
            # no reward before the end (all 0 until `_finish` sets them): PettingZoo's
            # clearing and accumulating loops would change nothing in a plain step
            self._select()

    def _finish(self, truncated: bool) -> None:
        state = self.game_state  # the seat to move of a cut game keeps its mask, as before
        self._to_move = None if state.is_over else state.to_move
        self._clear_rewards()
        if truncated:
            self.truncations = {a: True for a in self.agents}
        else:
            self.terminations = {a: True for a in self.agents}
            for a, r in zip(self.possible_agents, rewards(self.game_state.result()), strict=True):
                self.rewards[a] = r
            self.infos = {
                a: {"outcome": self.game_state.result().outcomes[self._seat[a]].value}
                for a in self.agents
            }
        self.agent_selection = self.agents[0]

    def render(self) -> str | None:
        if self.render_mode is None:
            return None
        return render_text(self.table.game, self.game_state.view(None), None)

    def close(self) -> None:
        self.state_ = None


def _copy_space(space: spaces.Dict) -> spaces.Dict:
    return spaces.Dict(
        {
            k: spaces.Box(s.low.copy(), s.high.copy(), s.shape, s.dtype)
            for k, s in space.spaces.items()
        }
    )
