"""Fleet (2012) with Fleet: Arctic Bounty (2014): license auctions, boats, captains, fish."""

from __future__ import annotations

from functools import cache
from typing import Any

from seaboard.engine.agent import Agent
from seaboard.engine.content import provenance
from seaboard.engine.game import (
    Action,
    ActionKind,
    ActionSpace,
    Component,
    Event,
    Finished,
    Game,
    GameConfig,
    GameInfo,
    State,
)
from seaboard.engine.observation import Encoding, ObservationSpec
from seaboard.engine.rng import Rng

from . import balance, observe, render
from .config import FleetConfig, check, licenses_in_play, names
from .content import ARCTIC, BASE, FILES, HOUSE
from .rules import FleetState
from .state import Player
from .tables import (
    B_CHARTER,
    BAY,
    BIG,
    BOAT_NAMES,
    BOAT_QTY,
    CREW,
    CREW_DECK,
    DOCK,
    DOCK_CHOICES,
    DOCK_NAMES,
    GEN,
    HIRE_CREWMAN,
    HIRE_FROM,
    LIC_BOAT,
    LIC_NAMES,
    LIC_PREMIUM,
    LIC_QTY,
    MATE_FROM,
    MAX_BID,
    MAX_BOATS,
    NB,
    NL,
    PREMIUM_CHOICES,
    PROPOSAL_LICENSES,
    STANDARD_CHOICES,
    TROPHY_NAMES,
    VARIANT,
)

RULEBOOK = "003_305652acf1f10caf.txt"


GONE_FISHIN_CARDS = ARCTIC.gone_fishin.cards  # AB Components


@cache
def selection(
    standard: tuple[str, ...], premium: tuple[str, ...]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The license ids and boat types in play (AB Setup: five Standard, two Premium)."""
    lics: list[int] = []
    for n in standard:
        lics.extend(STANDARD_CHOICES[n])
    for n in premium:
        lics.extend(PREMIUM_CHOICES[n])
    boats = sorted({LIC_BOAT[li] for li in lics if LIC_BOAT[li] >= 0})
    return tuple(lics), tuple(boats)


def build_license_deck(
    players: int, rng: Rng, advanced: bool, licenses: tuple[int, ...], crewman: bool = False
) -> list[int]:
    """fleet.md §3 step 3: 2 x players Standard licenses set aside for the top, Premium
    and Standard licenses removed unseen by player count, the rest shuffled below."""
    setup = BASE.setup
    standard = [i for i in licenses if not LIC_PREMIUM[i] for _ in range(LIC_QTY[i])]
    premium = [i for i in licenses if LIC_PREMIUM[i] for _ in range(LIC_QTY[i])]
    rng.shuffle(standard)
    rng.shuffle(premium)
    top: list[int] = []
    if not advanced:
        k = setup.top_standard_per_player * players
        top, standard = standard[:k], standard[k:]
    standard = standard[setup.removed_standard[players] :]
    premium = premium[setup.removed_premium[players] :]
    rest = standard + premium
    rng.shuffle(rest)
    if crewman:  # AB Crewman: three piles, a Hire Crewman license on top of each
        k = len(rest)
        cuts = [0, k // 3, 2 * k // 3, k]
        piled: list[int] = []
        for i in range(CREW.licenses):
            piled.extend(rest[cuts[i] : cuts[i + 1]])
            piled.append(HIRE_CREWMAN)
        rest = piled
    return rest + top  # the top of the deck is the end of the list


def new_state(config: FleetConfig, seed: int) -> FleetState:
    rng = Rng(seed)
    n = config.players
    licenses, boats = selection(*licenses_in_play(config))
    proposals = names(config.proposals)
    licenses += tuple(PROPOSAL_LICENSES[p] for p in proposals if p in PROPOSAL_LICENSES)
    big = n >= 5 or config.epic
    # AB Two-Player and Solo Variants: the three-player set-up, three licenses a round,
    # 50 (2p) or 25 (solo) crates; the Captains work for the Corporation
    if n == 1:
        captains = [1, 0]  # Captain T.C. bids before Captain Kirkman
    elif config.corporation != "none":
        captains = [0 if config.corporation == "kirkman" else 1]
    else:
        captains = []
    setup_as = VARIANT.setup_as_players if captains else n
    if n == 1:
        crates = VARIANT.crates_solo
    elif captains:
        crates = VARIANT.crates_two_player
    elif config.epic:
        crates = BIG.epic_crates
    else:
        crates = GEN.crates_per_player * n
    # Starting hands: one boat card of each type in use (fleet.md §3 step 1; AB Setup)
    deck = [t for t in boats for _ in range(BOAT_QTY[t] - n)]
    if big:  # 5-6 players and Epic: the Charter Boats join the supply, never the hands
        deck.extend([B_CHARTER] * BOAT_QTY[B_CHARTER])
    rng.shuffle(deck)
    start_hand = [1 if t in boats else 0 for t in range(NB)]
    players = [Player(start_hand[:], start_hand[:], [0] * NL) for _ in range(n)]
    # Epic: the advanced set-up (house G2), and a 3-player game removes no licenses
    lic_deck = build_license_deck(
        4 if config.epic and setup_as == 3 else setup_as,
        rng,
        config.advanced_setup or config.epic,
        licenses,
        config.crewman,
    )
    crew_deck = list(CREW_DECK) if config.crewman else []
    rng.shuffle(crew_deck)
    start = rng.below(n) if HOUSE.random_first_player else 0
    s = FleetState(
        config=config,
        rng=rng,
        players=players,
        deck=deck,
        discard=[0] * NB,
        lic_deck=lic_deck,
        row=[],
        crates=crates,
        start=start,
        gf_pile=GONE_FISHIN_CARDS if config.gone_fishin else 0,
        crew_deck=crew_deck,
        dock_piles=[
            (BIG.dock_per_type if n >= 5 else DOCK.per_player * n)
            if name in names(config.dock)
            else 0
            for name in DOCK_CHOICES
        ],
        row_size=VARIANT.row if captains else n,
        capt=captains,
        capt_lic=[[0] * NL for _ in captains],
        capt_boats=[[] for _ in captains],
        weather_on="weather" in proposals,
        casino_on="casino" in proposals,
        salvage_on="salvage" in proposals,
    )
    if config.trophies:  # AB Trophy Cards: three of the six, drawn at random
        s.trophy = sorted(rng.sample(range(len(TROPHY_NAMES)), BAY.trophies_drawn))
        s.trophy_owner = [-1] * len(s.trophy)
    if config.crab_meeples:  # AB Crab Meeples: one per Standard license type in play
        std = {LIC_BOAT[li] for li in licenses if not LIC_PREMIUM[li]}
        s.meeple = [-1 if t in std else -2 for t in range(NB)]
    s.refill_row()
    if config.epic:  # keep seven cards once the starting auction is revealed
        s.idx = 0
        s._keep_next()
    else:
        s._auction_start()
    s.events = []
    s.drew = []
    return s


class FleetGame(Game):
    info = GameInfo(
        name="fleet",
        title="Fleet: Arctic Bounty",
        min_players=1,
        max_players=6,
        hidden_information=True,
        max_actions=5_000,
        rulebook=RULEBOOK,
        summary="auction fishing licenses, launch boats, hire captains, catch fish",
    )
    Config = FleetConfig

    def new_state(self, config: GameConfig, seed: int) -> FleetState:
        assert isinstance(config, FleetConfig)
        return new_state(config, seed)

    def check_config(self, config: GameConfig) -> None:
        assert isinstance(config, FleetConfig)
        check(config)

    def action_space(self, config: GameConfig) -> ActionSpace:
        boats = BOAT_NAMES
        idx = tuple(range(MAX_BOATS))
        return ActionSpace(
            [
                ActionKind("open", (tuple(range(8)),)),
                ActionKind("bid", (tuple(range(MAX_BID + 1)),)),
                ActionKind("pass"),
                ActionKind("pay", (boats,)),
                ActionKind("crate"),
                ActionKind("confirm"),
                ActionKind("launch", (boats,)),
                ActionKind("hire", (HIRE_FROM, boats)),
                ActionKind("process", (idx,)),
                ActionKind("trade"),
                ActionKind("discard", (boats,)),
                ActionKind("done"),
                ActionKind("oystercrate"),
                ActionKind("gonefishin"),
                ActionKind("marina", (boats,)),
                ActionKind("take", (tuple(range(6)), idx)),
                ActionKind("tuck", (boats, idx)),
                ActionKind("keep"),
                ActionKind("sword", (idx,)),
                ActionKind("split", (idx,)),
                ActionKind("swap", (boats,)),
                ActionKind("buy", (DOCK_NAMES,)),
                ActionKind("tug", (idx,)),
                ActionKind("houseboat"),
                ActionKind("firstmate", (idx, boats)),
                ActionKind("crewcrate"),
                ActionKind("extralaunch"),
                ActionKind("boost", (boats,)),
                ActionKind("level", (LIC_NAMES,)),
                ActionKind("charter", (boats,)),
                ActionKind("salty", (boats,)),
                ActionKind("casino"),
                ActionKind("salvage"),
                ActionKind("sink", (tuple(range(6)), idx)),
                ActionKind("matecrate", ((*MATE_FROM, *idx),)),
                ActionKind("matetuck", (idx,)),
            ]
        )

    def heuristic(self, seat: int, config: GameConfig, options: dict[str, str]) -> Agent:
        from .bots import FleetHeuristic

        return FleetHeuristic.from_options(seat, options)

    def evaluate(self, state: State, player: int) -> float:
        from .bots import evaluate

        assert isinstance(state, FleetState)
        return evaluate(state, player)

    # -- balance (`seaboard balance`): each license, dock and bay card, read in balance.py
    def balance_components(self, config: GameConfig) -> list[Component]:
        return balance.components(config)

    def balance_read(self, game: Finished) -> list[list[str]]:
        return balance.read(game)

    # -- presentation hooks (seaboard/engine/game.py): one-line delegations to render.py,
    # which draws from views and events only ----------------------------------------------
    def goal(self, config: GameConfig, player: int | None) -> str:
        return render.goal(player, config.players, config.corporation)  # type: ignore[attr-defined]

    def rules_summary(self) -> list[tuple[str, str]]:
        return list(render.RULES)

    def render_view(self, view: dict[str, Any], player: int | None) -> Any:
        return render.render_view(view, player)

    def render_event(self, event: Event, player: int | None) -> str:
        return render.render_event(event, player) or Game.render_event(self, event, player)

    def render_reveal(self, reveal: dict[str, Any]) -> Any:
        return render.render_reveal(reveal)

    def explain_action(self, state: State, action: Action) -> str:
        return render.explain_action(state.view(state.to_move), action)

    # -- end of presentation hooks --------------------------------------------------------

    def observation_spec(self, config: GameConfig) -> ObservationSpec:
        return observe.spec(config)

    def encode_view(self, view: dict[str, Any], player: int, config: GameConfig) -> Encoding:
        return observe.encode(view, player, config)

    def content_sources(self) -> list[dict[str, Any]]:
        out = []
        for path in FILES:
            for p in provenance(path):
                out.append({"file": path.name, "key": p.key, "value": p.value, "source": p.source})
        return out


GAME = FleetGame()

__all__ = ["GAME", "FleetConfig", "FleetGame", "FleetState", "LIC_NAMES"]
