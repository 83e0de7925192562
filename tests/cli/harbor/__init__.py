"""Harbor: the test-only Dice Market dressed as a full title, for the command's tests.

It adds what the Dice Market lacks: an option, a heuristic bot, a rulebook source,
content sources, a content file with house values and the `render_view` hook.
"""

from __future__ import annotations

from pydantic import Field

from seaboard.engine.agent import Agent, Clock
from seaboard.engine.game import Action, GameConfig, GameInfo, State
from tests.engine.dicegame import DiceConfig, DiceGame


class HarborConfig(DiceConfig):
    calm_seas: bool = Field(False, description="a test option; changes nothing")


class Greedy(Agent):
    """Buys when it can, pays with its biggest card, otherwise rolls."""

    needs_state = False

    def act(self, state: State | None, legal: list[Action], clock: Clock) -> Action:
        for kind in ("confirm", "buy", "coins", "pay", "roll"):
            for a in reversed(legal):
                if a.kind == kind:
                    return a
        return legal[0]


class HarborGame(DiceGame):
    info = GameInfo(
        name="harbor",
        title="Harbor (test title)",
        min_players=2,
        max_players=3,
        max_actions=2_000,
        rulebook="tests/cli/harbor: no printed rulebook",
        summary="the Dice Market with an option, a bot and content",
    )
    Config = HarborConfig

    def heuristic(self, seat: int, config: GameConfig, options: dict[str, str]) -> Agent:
        return Greedy("heuristic", seat)

    def content_sources(self) -> list[dict[str, str]]:
        return [{"what": "contract costs", "source": "house: made up for tests"}]

    def render_view(self, view: dict, player: int | None) -> str:
        return f"HARBOR turn {view['turn']} points {view['points']} hand {view.get('hand')}"


GAME = HarborGame()
