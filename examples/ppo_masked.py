"""Masked PPO on a Seaboard title through the Gymnasium adapter (PyTorch, CPU).

    .venv/bin/pip install torch==2.13.0          # not part of the project's dependencies
    .venv/bin/python examples/ppo_masked.py --title fleet --minutes 10

The learner plays every seat in turn (one environment per seat, several of each) against
`--opponents` (default `random`), on the observation `encode_view` gives and with illegal
actions masked out of the policy (their logits set to -inf), so it never picks one. The
reward is the game's: +1 win, 0 draw, -1 loss, at the end. After `--minutes` of training it
plays `--eval` games against `random` and against `heuristic` (greedy policy, seats
alternating; the policy samples its action, as in training) and writes:

- OUT/TITLE_curve.png: the learner's share of wins per block of training games, and its
  rolling mean;
- OUT/TITLE_result.json: the settings, the training games, and the evaluation win rates.

The point is the plumbing (masks, observations, opponents, seeding), not a strong player:
a small MLP, standard PPO-clip with GAE, no tuning beyond the defaults below.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

import numpy as np
import torch
from torch import nn

from seaboard.rl.gym import make

# argument checks on every distribution built cost more than the network itself here
torch.distributions.Distribution.set_default_validate_args(False)


class Policy(nn.Module):
    def __init__(self, obs: int, actions: int, hidden: int = 256) -> None:
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(obs, hidden), nn.Tanh(), nn.Linear(hidden, hidden), nn.Tanh()
        )
        self.logits = nn.Linear(hidden, actions)
        self.value = nn.Linear(hidden, 1)
        nn.init.orthogonal_(self.logits.weight, 0.01)
        nn.init.zeros_(self.logits.bias)

    def forward(self, obs: torch.Tensor, mask: torch.Tensor):
        h = self.body(obs)
        logits = self.logits(h).masked_fill(~mask, float("-inf"))
        return torch.distributions.Categorical(logits=logits), self.value(h).squeeze(-1)


def make_envs(args):
    probe = make(args.title, players=args.players, opponents=args.opponents)
    n = probe.table.players
    return [
        make(args.title, seat=i % n, opponents=args.opponents, players=args.players)
        for i in range(args.envs)
    ], probe


def train(args) -> dict:
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    envs, probe = make_envs(args)
    obs_size = probe.observation_space["observation"].shape[0]
    n_actions = probe.action_space.n
    policy = Policy(obs_size, n_actions)
    optim = torch.optim.Adam(policy.parameters(), lr=args.lr, eps=1e-5)
    seeds = iter(range(args.seed * 1_000_000, (args.seed + 1) * 1_000_000))
    current = [env.reset(seed=next(seeds))[0] for env in envs]
    outcomes: list[float] = []  # 1 win, 0.5 draw, 0 loss, per finished training game
    start = time.perf_counter()
    deadline = start + args.minutes * 60
    updates = steps = 0
    E, T = len(envs), args.steps
    while time.perf_counter() < deadline:
        obs_buf = torch.zeros(T, E, obs_size)
        mask_buf = torch.zeros(T, E, n_actions, dtype=torch.bool)
        act_buf = torch.zeros(T, E, dtype=torch.long)
        logp_buf = torch.zeros(T, E)
        val_buf = torch.zeros(T, E)
        rew_buf = torch.zeros(T, E)
        done_buf = torch.zeros(T, E)
        for t in range(T):
            obs = torch.from_numpy(np.stack([o["observation"] for o in current]))
            mask = torch.from_numpy(np.stack([o["action_mask"] for o in current]).astype(bool))
            with torch.no_grad():
                dist, value = policy(obs, mask)
                action = dist.sample()
            obs_buf[t], mask_buf[t], act_buf[t] = obs, mask, action
            logp_buf[t], val_buf[t] = dist.log_prob(action), value
            for i, env in enumerate(envs):
                o, r, terminated, truncated, info = env.step(int(action[i]))
                rew_buf[t, i] = r
                if terminated or truncated:
                    done_buf[t, i] = 1.0
                    outcomes.append({1.0: 1.0, 0.0: 0.5, -1.0: 0.0}[r] if terminated else 0.5)
                    o, _ = env.reset(seed=next(seeds))
                current[i] = o
            steps += E
        with torch.no_grad():
            obs = torch.from_numpy(np.stack([o["observation"] for o in current]))
            mask = torch.from_numpy(np.stack([o["action_mask"] for o in current]).astype(bool))
            _, next_value = policy(obs, mask)
        advantages = torch.zeros(T, E)
        gae = torch.zeros(E)
        for t in reversed(range(T)):
            nv = next_value if t == T - 1 else val_buf[t + 1]
            alive = 1.0 - done_buf[t]
            delta = rew_buf[t] + args.gamma * nv * alive - val_buf[t]
            gae = delta + args.gamma * args.lam * alive * gae
            advantages[t] = gae
        returns = advantages + val_buf
        b_obs, b_mask = obs_buf.reshape(T * E, -1), mask_buf.reshape(T * E, -1)
        b_act, b_logp = act_buf.reshape(-1), logp_buf.reshape(-1)
        b_adv, b_ret = advantages.reshape(-1), returns.reshape(-1)
        for _ in range(args.epochs):
            order = torch.randperm(T * E)
            for lo in range(0, T * E, args.minibatch):
                idx = order[lo : lo + args.minibatch]
                dist, value = policy(b_obs[idx], b_mask[idx])
                logp = dist.log_prob(b_act[idx])
                ratio = (logp - b_logp[idx]).exp()
                adv = b_adv[idx]
                adv = (adv - adv.mean()) / (adv.std() + 1e-8)
                clipped = torch.clamp(ratio, 1 - args.clip, 1 + args.clip)
                pg_loss = -torch.min(ratio * adv, clipped * adv).mean()
                v_loss = 0.5 * (value - b_ret[idx]).pow(2).mean()
                loss = pg_loss + args.vf * v_loss - args.ent * dist.entropy().mean()
                optim.zero_grad()
                loss.backward()
                nn.utils.clip_grad_norm_(policy.parameters(), 0.5)
                optim.step()
        updates += 1
        if updates % 10 == 0:
            recent = outcomes[-200:]
            print(
                f"{(time.perf_counter() - start) / 60:5.1f} min  {steps:8d} steps  "
                f"{len(outcomes):6d} games  win share (last {len(recent)}) "
                f"{np.mean(recent) if recent else float('nan'):.3f}",
                flush=True,
            )
    minutes = (time.perf_counter() - start) / 60
    return {"policy": policy, "outcomes": outcomes, "steps": steps, "minutes": minutes}


def evaluate(policy: Policy, args, opponents: str, games: int) -> dict:
    probe = make(args.title, players=args.players, opponents="random")
    n = probe.table.players
    wins = draws = 0
    for g in range(games):
        env = make(args.title, seat=g % n, opponents=opponents, players=args.players)
        o, _ = env.reset(seed=10**9 + g)
        while True:
            obs = torch.from_numpy(o["observation"]).unsqueeze(0)
            mask = torch.from_numpy(o["action_mask"].astype(bool)).unsqueeze(0)
            with torch.no_grad():
                dist, _ = policy(obs, mask)
            o, r, terminated, truncated, _ = env.step(int(dist.sample()))
            if terminated or truncated:
                wins += r == 1.0
                draws += r == 0.0 and terminated
                break
    return {"opponents": opponents, "games": games, "wins": int(wins), "draws": int(draws),
            "win_rate": wins / games}  # fmt: skip


def plot(outcomes: list[float], path: Path, title: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    block = max(1, len(outcomes) // 40)
    x = np.arange(0, len(outcomes) - block + 1, block)
    y = [np.mean(outcomes[i : i + block]) for i in x]
    window = max(1, len(outcomes) // 10)
    rolling = np.convolve(outcomes, np.ones(window) / window, mode="valid")
    fig, ax = plt.subplots(figsize=(7, 4))
    ax.plot(x + block, y, "o", ms=3, label=f"share of wins, blocks of {block} games")
    ax.plot(np.arange(window, len(outcomes) + 1), rolling, label=f"rolling mean ({window})")
    ax.axhline(0.5, color="grey", lw=0.8, ls="--")
    ax.set_xlabel("training games")
    ax.set_ylabel("learner's wins (draw = 1/2)")
    ax.set_title(title)
    ax.set_ylim(0, 1)
    ax.legend(loc="lower right")
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def main() -> None:
    p = argparse.ArgumentParser(description="masked PPO on a Seaboard title")
    p.add_argument("--title", default="fleet")
    p.add_argument("--players", type=int, default=None)
    p.add_argument("--opponents", default="random")
    p.add_argument("--minutes", type=float, default=10.0)
    p.add_argument("--envs", type=int, default=8)
    p.add_argument("--steps", type=int, default=128)
    p.add_argument("--epochs", type=int, default=4)
    p.add_argument("--minibatch", type=int, default=256)
    p.add_argument("--lr", type=float, default=3e-4)
    p.add_argument("--gamma", type=float, default=0.995)
    p.add_argument("--lam", type=float, default=0.95)
    p.add_argument("--clip", type=float, default=0.2)
    p.add_argument("--vf", type=float, default=0.5)
    p.add_argument("--ent", type=float, default=0.01)
    p.add_argument("--threads", type=int, default=1)  # the games step in this one thread
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--eval", type=int, default=200)
    p.add_argument("--out", default="examples/results")
    args = p.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    run = train(args)
    policy = run["policy"]
    policy.eval()
    results = [evaluate(policy, args, "random", args.eval)]
    results.append(evaluate(policy, args, "heuristic", max(20, args.eval // 2)))
    curve = out / f"{args.title}_curve.png"
    plot(run["outcomes"], curve, f"masked PPO on {args.title} against {args.opponents}")
    summary = {
        "settings": {k: v for k, v in vars(args).items()},
        "train_minutes": round(run["minutes"], 2),
        "train_steps": run["steps"],
        "train_games": len(run["outcomes"]),
        "evaluation": results,
        "curve": str(curve),
    }
    (out / f"{args.title}_result.json").write_text(json.dumps(summary, indent=1) + "\n")
    print(json.dumps(summary, indent=1))


if __name__ == "__main__":
    main()
