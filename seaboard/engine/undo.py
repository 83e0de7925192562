"""Undo, decided by the rules of information: a seat may take back its own last decisions
only while nothing it did not know has come to light since.

Shared by the terminal (undo against bots) and the server (undo at a table). A take-back is
refused when, after the decision to take back:

- chance acted (a die, a draw, a shuffle: the state's `rng` moved), or
- the seat saw something hidden: replayed from the decision in worlds the seat could not
  tell from the true one (its determinizations), the same actions leave it with a
  different view, so the actions told it which world it is in (a Surveil that turned a
  block, a card shown to it); or
- (when `others_may_act` is false) another seat acted: at a table of people, their move
  is theirs to keep.
"""

from __future__ import annotations

from dataclasses import dataclass

from seaboard.engine.game import Game, IllegalAction, State
from seaboard.engine.record import Record
from seaboard.engine.rng import Rng, derive_seed

SAMPLES = 16  # worlds tried for a hidden reveal; see `undo_point`


@dataclass(frozen=True, slots=True)
class UndoPoint:
    """`keep` actions of the record stay (the rest are taken back), or `reason` says why
    nothing can be taken back."""

    keep: int | None
    reason: str = ""


def undo_point(
    game: Game,
    record: Record,
    seat: int,
    *,
    others_may_act: bool = True,
    samples: int = SAMPLES,
) -> UndoPoint:
    """Where the record goes back to when `seat` takes back its last decision.

    The point is just before the seat's last action; everything after it (other seats'
    replies, when `others_may_act`) is taken back too. The hidden-reveal test samples
    `samples` determinizations: a reveal that every one of them happens to match is
    missed, so the number is kept high enough that this needs a world the seat already
    found near certain.
    """
    config = game.make_config(**record.config)
    state = game.new_state(config, record.seed)
    states: list[State] = []
    movers: list[int | None] = []
    for text in record.actions:
        states.append(state.clone())
        movers.append(state.to_move)
        state.apply(state.parse_action(text))
    last = max((i for i, who in enumerate(movers) if who == seat), default=None)
    if last is None:
        return UndoPoint(None, "you have made no decision to take back")
    start = states[last]
    if not others_may_act and any(who != seat for who in movers[last:]):
        return UndoPoint(None, "another player has acted since your last decision")
    # chance: any draw from the rng between the decision and now
    if state.rng.state != start.rng.state:
        return UndoPoint(None, "chance has acted since (a die was rolled or a card drawn)")
    # a hidden reveal: the same actions in worlds the seat cannot tell apart
    true_view = state.view(seat)
    for k in range(samples):
        world = start.determinize(seat, Rng(derive_seed(record.seed, "undo", last, k)))
        world.rng = start.rng.clone()  # chance is already known not to act
        try:
            for text in record.actions[last:]:
                world.apply(world.parse_action(text))
        except IllegalAction:
            return UndoPoint(None, "what happened since showed you something hidden")
        if world.view(seat) != true_view:
            return UndoPoint(None, "what happened since showed you something hidden")
    return UndoPoint(last)
