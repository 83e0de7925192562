"""Plots for simulation and tournament reports (matplotlib, Agg backend: files only)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from seaboard.sim.tournament import TournamentResult


def plot_ratings(result: TournamentResult, path: str) -> None:
    """A PNG of each agent's rating: mu with its mu +/- 2 sigma interval, best on top."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    ratings = list(reversed(result.ratings))  # best ends up on top
    ys = list(range(len(ratings)))
    fig, ax = plt.subplots(figsize=(7, 1.2 + 0.5 * len(ratings)))
    try:
        ax.errorbar(
            [r.mu for r in ratings],
            ys,
            xerr=[[2 * r.sigma for r in ratings], [2 * r.sigma for r in ratings]],
            fmt="o",
            capsize=4,
        )
        ax.set_yticks(ys, [r.agent for r in ratings])
        ax.set_xlabel("openskill Plackett-Luce rating: mu ± 2 sigma")
        ax.set_title(
            f"{result.title}, {result.players} players, {len(result.games)} games",
            fontsize=10,
        )
        ax.grid(axis="x", alpha=0.3)
        fig.tight_layout()
        fig.savefig(path, format="png", dpi=100)
    finally:
        plt.close(fig)
