"""Hero cards played for their ability (Key Game Resources: Hero Cards; Hero Tile and
Card Effects): when each may be played, and what it does."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.content import CANNON_USED, DOUBLOON, SABER_USED
from seaboard.games.chaos_cove.rules.board import (
    any_targets,
    defender,
    face_down,
    flee_ok,
    grant,
    granted,
    move_options,
)
from seaboard.games.chaos_cove.rules.common import ACT_ABILITY, draw, gain, take_from_hand
from seaboard.games.chaos_cove.rules.produce import trade_options
from seaboard.games.chaos_cove.rules.town import bounce_options, can_take
from seaboard.games.chaos_cove.state import (
    DEFEND,
    GRANT_FLEE,
    GRANT_HIDE,
    O_P1,
    O_P4,
    O_SIDE,
    PLACE,
    SURPRISE,
    T_ATTACK,
    T_BOUNCE,
    T_FLIP,
    T_GAIN,
    T_MOVE,
    T_TAKE1,
    T_UNFLIP,
    T_USE,
    ChaosCoveData,
    Fight,
    Task,
)


def ability_actions(s: ChaosCoveData, p: int, when: str) -> list[Action]:
    """Hero cards playable for their ability now (the hero must be on the board)."""
    out = []
    ph = s.phase
    for c in sorted(s.hands[p]):
        h = c // 4
        if s.hero_loc[h] < 0 or ph not in K.CARD_PHASES[h]:
            continue
        if card_ok(s, p, h, when):
            out.append(ACT_ABILITY[c])
    return out


def card_ok(s: ChaosCoveData, p: int, h: int, when: str) -> bool:
    """Whether a hero card's ability can be played in this situation.

    when: "before"/"after" (Phase 1, around the placement), "turn" (Phase 4),
    "defence" (Phase 5 before combat), "fight" (inside a combat), "post" (Phase 5 after
    your combat: as "defence" but without Art and Flint, which need an attack).
    Reads only public facts (the board, p's resources, the invaders), never a hand.
    """
    row = s.res[p]
    if h in (K.CLAUDIA, K.COLIN, K.PIP, K.MORGAN):
        return True
    if h == K.ROSA:
        return row[CANNON_USED] + row[SABER_USED] > 0
    if h == K.GUS:
        return when == "fight"
    if when == "fight":
        return False
    if h == K.BEN:
        return bool(face_down(s, K.BARBARIAN))
    if h == K.CALVIN:
        if when in ("defence", "post", "turn"):
            return bool(any_targets(s, p))
        return when in ("before", "after") and bool(any_targets(s))
    if h == K.DENNIS:
        return bool(move_options(s, p, True))
    if h == K.EDGAR:
        return bool(move_options(s, p, False))
    if when == "defence":
        sp = defender(s)
        if h == K.ART:
            return s.lane >= K.LANES and not s.art[p] and not granted(s, sp, GRANT_HIDE)
        if h == K.FLINT:
            return s.lane < K.LANES and not flee_ok(s, p, sp)
        return False
    if when == "post":
        return False  # Art and Flint: only when your piece is attacked
    if h == K.BELLE:
        return when == "after" and any(
            can_take(s, p, i, paid=False) for i in range(len(K.TAKE_NAMES))
        )
    if h == K.GLORIA:
        return when in ("before", "after") and bool(trade_options(s, p, 0, ships_only=False))
    if h == K.HATTIE:
        return when == "before" and not s.t_hattie
    if h == K.IGGY:
        return when == "after" and bool(bounce_options(s))
    return False


def play_ability(s: ChaosCoveData, p: int, c: int, ev: list[Event]) -> None:
    """Discard a hero card for its ability (never also for its combat value)."""
    E = K.EFFECTS
    take_from_hand(s, p, c)
    s.discard.append(c)
    h = c // 4
    if s.phase == PLACE:
        s.t_cards = True
    if h == K.ART:
        grant(s, GRANT_HIDE)
    elif h == K.FLINT:
        grant(s, GRANT_FLEE)
    elif h == K.BELLE:
        s.stack.append(Task(T_TAKE1, p))
    elif h == K.BEN:
        s.stack.append(Task(T_FLIP, p, n=1, a=K.BARBARIAN))
    elif h == K.CALVIN:
        origin = {PLACE: O_P1, SURPRISE: O_P4, DEFEND: O_SIDE}[s.phase]
        s.stack.append(Task(T_ATTACK, p, a=origin))
    elif h == K.CLAUDIA:
        s.stack.append(Task(T_GAIN, p, n=1, a=0))
    elif h == K.COLIN:
        s.stack.append(Task(T_GAIN, p, n=1, a=1))
    elif h == K.DENNIS:
        s.stack.append(Task(T_MOVE, p, a=K.SHIP))
    elif h == K.EDGAR:
        s.stack.append(Task(T_MOVE, p, a=K.FORT))
    elif h == K.GLORIA:
        s.stack.append(Task(T_USE, p, n=E.gloria_card_uses, a=0))
    elif h == K.GUS:
        top = s.stack[-1]
        assert isinstance(top, Fight)
        top.gus = True
    elif h == K.HATTIE:
        s.t_hattie = True
    elif h == K.IGGY:
        s.stack.append(Task(T_BOUNCE, p))
    elif h == K.MORGAN:
        gain(s, p, DOUBLOON, E.morgan_doubloons)
        draw(s, p, E.morgan_cards)
    elif h == K.PIP:
        s.stack.append(Task(T_GAIN, p, n=E.pip_card_goods, a=2))
    elif h == K.ROSA:
        s.stack.append(Task(T_UNFLIP, p, n=E.rosa_card_unflips))


def post_window(s: ChaosCoveData, p: int) -> bool:
    """Whether the defender p is offered ability cards after their Phase 5 combat.

    Public facts only, never p's hand: p holds at least one card, and some hero on the
    board has a Phase 5 card ability that would apply now (card_ok "post" reads only the
    board, p's resources and the invaders). Not offered when the invader still stands
    and its next defender is p's own piece: p's defence window comes next anyway.
    """
    if not s.hands[p]:
        return False
    if s.lane < 2 * K.LANES and s.invader[s.lane] >= 0:
        sp = defender(s)
        board = s.ships if s.lane < K.LANES else s.forts
        if sp >= 0 and board[sp] == p:
            return False
    return any(
        s.hero_loc[h] >= 0 and DEFEND in K.CARD_PHASES[h] and card_ok(s, p, h, "post")
        for h in range(K.N_HEROES)
    )
