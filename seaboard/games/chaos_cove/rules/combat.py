"""Combat Primer: the active player adds strength one piece at a time, others may offer
hero cards, the active player accepts or refuses, then Unabashed Victory or Unbridled
Defeat."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.content import (
    CANNON,
    CANNON_USED,
    CREW,
    CREW_TIRED,
    POWDER,
    SABER,
    SABER_USED,
)
from seaboard.games.chaos_cove.rules.board import destroy, target_tile
from seaboard.games.chaos_cove.rules.cards import ability_actions, play_ability, post_window
from seaboard.games.chaos_cove.rules.common import (
    A_ACCEPT,
    A_CANNON,
    A_CREW,
    A_DONE,
    A_FIGHT,
    A_POWDER,
    A_REFUSE,
    A_SABER,
    ACT_COMBAT,
    ACT_OFFER,
    card_value,
    next_turn,
    on_board,
    take_from_hand,
)
from seaboard.games.chaos_cove.state import (
    FINAL,
    HELP,
    O_DEF,
    O_P4,
    OWN,
    REVIEW,
    SURPRISE,
    ChaosCoveData,
    Fight,
)


def start_fight(s: ChaosCoveData, p: int, t: int, origin: int, space: int = -1) -> Fight:
    tile = s.invader[t] if t < 2 * K.LANES else target_tile(s, t)
    f = Fight(
        player=p,
        target=t,
        strength=K.TILE_STRENGTH[tile],
        naval=K.tile_kind(tile) == K.PIRATE,
        origin=origin,
        total=K.COMBAT.fortress if s.token[p] else 0,
        space=space,
    )
    s.stack.append(f)
    return f


def fight_to_move(s: ChaosCoveData, f: Fight) -> int:
    if f.stage == HELP:
        return helper(s, f)
    return f.player


def helper(s: ChaosCoveData, f: Fight) -> int:
    return (f.player + 1 + f.ask) % s.n


def fight_legal(s: ChaosCoveData, f: Fight) -> list[Action]:
    if f.stage == HELP:
        q = helper(s, f)
        out = [
            ACT_OFFER[c]
            for c in sorted(s.hands[q])
            if on_board(s, c) and card_value(c, f.naval) > 0
        ]
        out.append(A_DONE)
        return out
    if f.stage == REVIEW:
        return [A_ACCEPT, A_REFUSE]
    p = f.player
    row = s.res[p]
    out = []
    if f.naval and row[CANNON]:
        out.append(A_CANNON)
    if not f.naval and row[SABER]:
        out.append(A_SABER)
    if row[POWDER]:
        out.append(A_POWDER)
    if (s.gus[p] or f.gus) and row[CREW]:
        out.append(A_CREW)
    for c in sorted(s.hands[p]):
        if on_board(s, c) and card_value(c, f.naval) > 0:
            out.append(ACT_COMBAT[c])
    for a in ability_actions(s, p, "fight"):
        if not (a.args[0] // 4 == K.GUS and f.gus):
            out.append(a)
    out.append(A_FIGHT)
    return out


def fight_apply(s: ChaosCoveData, f: Fight, a: Action, ev: list[Event]) -> None:
    k = a.kind
    p = f.player
    row = s.res[p]
    C = K.COMBAT
    if f.stage == HELP:
        q = helper(s, f)
        if k == "offer":
            c = a.args[0]
            take_from_hand(s, q, c)
            f.offers += [q, c]
            return
        next_helper(s, f)
        return
    if f.stage == REVIEW:
        q, c = f.offers[0], f.offers[1]
        del f.offers[:2]
        if k == "accept":
            f.total += card_value(c, f.naval)
            s.discard.append(c)
        else:
            s.hands[q].append(c)
            s.known[q].append(c)  # everyone saw it go back to that hand
        if not f.offers:
            f.stage = FINAL
        return
    if k == "cannon":
        row[CANNON] -= 1
        row[CANNON_USED] += 1
        f.total += C.cannon
    elif k == "saber":
        row[SABER] -= 1
        row[SABER_USED] += 1
        f.total += C.saber
    elif k == "powder":
        row[POWDER] -= 1
        f.total += C.gunpowder
    elif k == "crew":
        row[CREW] -= 1
        row[CREW_TIRED] += 1
        f.total += C.gus_crew
    elif k == "combat":
        c = a.args[0]
        take_from_hand(s, p, c)
        s.discard.append(c)
        f.total += card_value(c, f.naval)
    elif k == "ability":
        play_ability(s, p, a.args[0], ev)
    elif k == "fight":
        if (
            f.stage == OWN
            and f.total < f.strength
            and any(s.hands[(p + 1 + i) % s.n] for i in range(s.n - 1))
        ):
            f.stage = HELP
            f.ask = 0
            if not s.hands[helper(s, f)]:
                next_helper(s, f)
            return
        resolve(s, f, ev)


def next_helper(s: ChaosCoveData, f: Fight) -> None:
    """Ask the next other player in turn order; players with no cards are not asked."""
    while True:
        f.ask += 1
        if f.ask >= s.n - 1:
            f.stage = REVIEW if f.offers else FINAL
            return
        if s.hands[helper(s, f)]:
            return


def resolve(s: ChaosCoveData, f: Fight, ev: list[Event]) -> None:
    """Unabashed Victory / Unbridled Defeat."""
    s.stack.pop()
    p = f.player
    won = f.total >= f.strength
    t = f.target
    ev.append(Event("combat_result", {"player": p, "target": K.TARGETS[t], "won": won}))
    if f.origin == O_P4 and not won:
        s.tried[p] |= 1 << target_tile(s, t)  # house: no second try at it this phase
    if won:
        if t < 2 * K.LANES:
            tile = s.invader[t]
            s.invader[t] = -1
            s.face_up[t] = False
        else:
            kind, i = divmod(t - 2 * K.LANES, K.BT_SPACES)
            tile = s.bt[kind].pop(i)
        s.tiles[p].append(tile)
    if f.origin == O_P4:
        next_turn(s, SURPRISE)
    elif f.origin == O_DEF:
        s.grant = 0
        if not won:
            destroy(s, f.space, f.naval)
        # house clarification 3 (the Phase 5 hint names Calvin): ability cards may also
        # be played after your combat. The window is offered on public facts only.
        if post_window(s, p):
            s.post = p
