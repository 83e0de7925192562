"""Building Fleet positions for scenario tests."""

from __future__ import annotations

from collections.abc import Callable

from seaboard.engine.game import Action
from seaboard.games.fleet import GAME
from seaboard.games.fleet.game import FleetState
from seaboard.games.fleet.rules import advance
from seaboard.games.fleet.rules.auction import auction_start
from seaboard.games.fleet.rules.launch import launch_next_player
from seaboard.games.fleet.state import LAUNCH
from seaboard.games.fleet.tables import BOAT_INDEX, LIC_INDEX, NB, NL


def new(players: int = 3, seed: int = 0, **options: object) -> FleetState:
    return GAME.new_state(GAME.make_config(players=players, **options), seed)


def hand(**counts: int) -> list[int]:
    h = [0] * NB
    for name, n in counts.items():
        h[BOAT_INDEX[name]] = n
    return h


def licenses(**counts: int) -> list[int]:
    c = [0] * NL
    for name, n in counts.items():
        c[LIC_INDEX[name]] = n
    return c


def set_hand(s: FleetState, q: int, **counts: int) -> None:
    s.players[q].hand = hand(**counts)
    s.players[q].known_in_hand = [0] * NB


def run(s: FleetState, step: Callable[..., object], *args: object) -> None:
    """Call a rules function on a position built by hand, then let the sequence of play go
    on as `apply` would (the next phase starts once one is over)."""
    step(s, *args)
    advance(s)


def set_row(s: FleetState, *names: str) -> None:
    s.row = [LIC_INDEX[n] for n in names]
    run(s, auction_start)


def at_launch(s: FleetState, start: int = 0) -> None:
    """Skip to Phase 2 with `start` as the start player (the auction is over)."""
    s.start_player = start
    for pl in s.players:
        pl.launched = pl.hired = pl.extra_launches = pl.marinas_used = 0
    s.turn_index = 0
    run(s, launch_next_player)


def add_boat(s: FleetState, q: int, boat: str, captain: str | None = None, crates: int = 0) -> None:
    pl = s.players[q]
    pl.boat_types.append(BOAT_INDEX[boat])
    if captain == "self":
        pl.boat_captains.append(-2)
    else:
        pl.boat_captains.append(BOAT_INDEX[captain] if captain else -1)
    pl.boat_crates.append(crates)
    pl.tucked_crates.append(-1)
    pl.tucked_cards.append(-1)
    pl.first_mates.append(0)
    pl.captain_rounds.append(0)
    pl.charters.append(0)


def play(s: FleetState, *texts: str) -> None:
    for t in texts:
        s.legal_cache = None  # positions built by hand: never trust a list from before an edit
        s.apply(Action.parse(t))


def legal(s: FleetState) -> list[str]:
    return [a.text for a in s.legal_actions()]


__all__ = ["LAUNCH", "run", "add_boat", "at_launch", "hand", "legal", "licenses", "new", "play"]
