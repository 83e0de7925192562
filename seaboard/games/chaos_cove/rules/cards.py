"""Hero cards played for their ability (Key Game Resources: Hero Cards; Hero Tile and
Card Effects): when each may be played, and what it does."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.chaos_cove.content import (
    ART,
    BARBARIAN,
    BELLE,
    BEN,
    CALVIN,
    CANNON_USED,
    CARD_PHASES,
    CLAUDIA,
    COLIN,
    DENNIS,
    DOUBLOON,
    EDGAR,
    EFFECTS,
    FLINT,
    FORT,
    GLORIA,
    GUS,
    HATTIE,
    IGGY,
    LANES,
    MORGAN,
    N_HEROES,
    PIP,
    ROSA,
    SABER_USED,
    SHIP,
)
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
from seaboard.games.chaos_cove.rules.town import bounce_options, can_take_free
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


def ability_actions(state: ChaosCoveData, player: int, when: str) -> list[Action]:
    """Hero cards playable for their ability now (the hero must be on the board)."""
    out = []
    phase = state.phase
    for card in sorted(state.hands[player]):
        hero = card // 4
        if state.hero_location[hero] < 0 or phase not in CARD_PHASES[hero]:
            continue
        if card_ok(state, player, hero, when):
            out.append(ACT_ABILITY[card])
    return out


def card_ok(state: ChaosCoveData, player: int, hero: int, when: str) -> bool:
    """Whether a hero card's ability can be played in this situation.

    when: "before"/"after" (Phase 1, around the placement), "turn" (Phase 4),
    "defence" (Phase 5 before combat), "fight" (inside a combat), "post" (Phase 5 after
    your combat: as "defence" but without Art and Flint, which need an attack).
    Reads only public facts (the board, the player's resources, the invaders), never a hand.
    """
    row = state.resources[player]
    if hero in (CLAUDIA, COLIN, PIP, MORGAN):
        return True
    if hero == ROSA:
        return row[CANNON_USED] + row[SABER_USED] > 0
    if hero == GUS:
        return when == "fight"
    if when == "fight":
        return False
    if hero == BEN:
        return bool(face_down(state, BARBARIAN))
    if hero == CALVIN:
        return bool(any_targets(state))
    if hero == DENNIS:
        return bool(move_options(state, player, True))
    if hero == EDGAR:
        return bool(move_options(state, player, False))
    if when == "defence":
        space = defender(state)
        if hero == ART:
            return (
                state.attacking_lane >= LANES
                and not state.art_tile[player]
                and not granted(state, space, GRANT_HIDE)
            )
        if hero == FLINT:
            return state.attacking_lane < LANES and not flee_ok(state, player, space)
        return False
    if when == "post":
        return False  # Art and Flint: only when your piece is attacked
    if hero == BELLE:
        return when == "after" and can_take_free(state, player)
    if hero == GLORIA:
        return when in ("before", "after") and bool(
            trade_options(state, player, 0, ships_only=False)
        )
    if hero == HATTIE:
        return when == "before" and not state.turn_hattie
    if hero == IGGY:
        return when == "after" and bool(bounce_options(state))
    return False


def play_ability(state: ChaosCoveData, player: int, card: int, events: list[Event]) -> None:
    """Discard a hero card for its ability (never also for its combat value)."""
    E = EFFECTS
    take_from_hand(state, player, card)
    state.discard.append(card)
    hero = card // 4
    if state.phase == PLACE:
        state.turn_card_played = True
    if hero == ART:
        grant(state, GRANT_HIDE)
    elif hero == FLINT:
        grant(state, GRANT_FLEE)
    elif hero == BELLE:
        state.pending.append(Task(T_TAKE1, player))
    elif hero == BEN:
        state.pending.append(Task(T_FLIP, player, left=1, variant=BARBARIAN))
    elif hero == CALVIN:
        origin = {PLACE: O_P1, SURPRISE: O_P4, DEFEND: O_SIDE}[state.phase]
        state.pending.append(Task(T_ATTACK, player, variant=origin))
    elif hero == CLAUDIA:
        state.pending.append(Task(T_GAIN, player, left=1, variant=0))
    elif hero == COLIN:
        state.pending.append(Task(T_GAIN, player, left=1, variant=1))
    elif hero == DENNIS:
        state.pending.append(Task(T_MOVE, player, variant=SHIP))
    elif hero == EDGAR:
        state.pending.append(Task(T_MOVE, player, variant=FORT))
    elif hero == GLORIA:
        state.pending.append(Task(T_USE, player, left=E.gloria_card_uses, variant=0))
    elif hero == GUS:
        top = state.pending[-1]
        assert isinstance(top, Fight)
        top.gus_card = True
    elif hero == HATTIE:
        state.turn_hattie = True
    elif hero == IGGY:
        state.pending.append(Task(T_BOUNCE, player))
    elif hero == MORGAN:
        gain(state, player, DOUBLOON, E.morgan_doubloons)
        draw(state, player, E.morgan_cards)
    elif hero == PIP:
        state.pending.append(Task(T_GAIN, player, left=E.pip_card_goods, variant=2))
    elif hero == ROSA:
        state.pending.append(Task(T_UNFLIP, player, left=E.rosa_card_unflips))


def post_window(state: ChaosCoveData, player: int) -> bool:
    """Whether the defender `player` is offered ability cards after their Phase 5 combat.

    Public facts only, never their hand: they hold at least one card, and some hero on the
    board has a Phase 5 card ability that would apply now (card_ok "post" reads only the
    board, their resources and the invaders). Not offered when the invader still stands
    and its next defender is their own piece: their defence window comes next anyway.
    """
    if not state.hands[player]:
        return False
    if state.attacking_lane < 2 * LANES and state.invaders[state.attacking_lane] >= 0:
        space = defender(state)
        board = state.ships if state.attacking_lane < LANES else state.forts
        if space >= 0 and board[space] == player:
            return False
    for hero in range(N_HEROES):  # noqa: SIM110 (a loop, not any(): cpdef has no generator)
        if (
            state.hero_location[hero] >= 0
            and DEFEND in CARD_PHASES[hero]
            and card_ok(state, player, hero, "post")
        ):
            return True
    return False
