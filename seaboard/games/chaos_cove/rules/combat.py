"""Combat Primer: the active player adds strength one piece at a time, others may offer
hero cards, the active player accepts or refuses, then Unabashed Victory or Unbridled
Defeat."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.content import (
    BT_SPACES,
    CANNON,
    CANNON_USED,
    COMBAT,
    CREW,
    CREW_TIRED,
    GUS,
    LANES,
    PIRATE,
    POWDER,
    SABER,
    SABER_USED,
    TARGETS,
    TILE_STRENGTH,
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


def start_fight(
    state: ChaosCoveData, player: int, target: int, origin: int, space: int = -1
) -> Fight:
    tile = state.invaders[target] if target < 2 * LANES else target_tile(state, target)
    fight = Fight(
        player=player,
        target=target,
        strength=TILE_STRENGTH[tile],
        naval=K.tile_kind(tile) == PIRATE,
        origin=origin,
        total=COMBAT.fortress if state.fortress_token[player] else 0,
        space=space,
    )
    state.pending.append(fight)
    return fight


def fight_to_move(state: ChaosCoveData, fight: Fight) -> int:
    if fight.stage == HELP:
        return helper(state, fight)
    return fight.player


def helper(state: ChaosCoveData, fight: Fight) -> int:
    return (fight.player + 1 + fight.asked) % state.players


def fight_legal(state: ChaosCoveData, fight: Fight) -> list[Action]:
    if fight.stage == HELP:
        other = helper(state, fight)
        out = [
            ACT_OFFER[card]
            for card in sorted(state.hands[other])
            if on_board(state, card) and card_value(card, fight.naval) > 0
        ]
        out.append(A_DONE)
        return out
    if fight.stage == REVIEW:
        return [A_ACCEPT, A_REFUSE]
    player = fight.player
    row = state.resources[player]
    out = []
    if fight.naval and row[CANNON]:
        out.append(A_CANNON)
    if not fight.naval and row[SABER]:
        out.append(A_SABER)
    if row[POWDER]:
        out.append(A_POWDER)
    if (state.gus_tile[player] or fight.gus_card) and row[CREW]:
        out.append(A_CREW)
    for card in sorted(state.hands[player]):
        if on_board(state, card) and card_value(card, fight.naval) > 0:
            out.append(ACT_COMBAT[card])
    for action in ability_actions(state, player, "fight"):
        if not (action.args[0] // 4 == GUS and fight.gus_card):
            out.append(action)
    out.append(A_FIGHT)
    return out


def others_hold_cards(state: ChaosCoveData, player: int) -> bool:
    """Whether another player holds cards (who might help in this combat)."""
    n = state.players
    for i in range(1, n):  # noqa: SIM110 (a loop, not any(): cpdef has no generator)
        if state.hands[(player + i) % n]:
            return True
    return False


def fight_apply(state: ChaosCoveData, fight: Fight, action: Action, events: list[Event]) -> None:
    kind = action.kind
    player = fight.player
    row = state.resources[player]
    C = COMBAT
    if fight.stage == HELP:
        other = helper(state, fight)
        if kind == "offer":
            card = action.args[0]
            take_from_hand(state, other, card)
            fight.offers += [other, card]
            return
        next_helper(state, fight)
        return
    if fight.stage == REVIEW:
        other, card = fight.offers[0], fight.offers[1]
        del fight.offers[:2]
        if kind == "accept":
            fight.total += card_value(card, fight.naval)
            state.discard.append(card)
        else:
            state.hands[other].append(card)
            state.known_cards[other].append(card)  # everyone saw it go back to that hand
        if not fight.offers:
            fight.stage = FINAL
        return
    if kind == "cannon":
        row[CANNON] -= 1
        row[CANNON_USED] += 1
        fight.total += C.cannon
    elif kind == "saber":
        row[SABER] -= 1
        row[SABER_USED] += 1
        fight.total += C.saber
    elif kind == "powder":
        row[POWDER] -= 1
        fight.total += C.gunpowder
    elif kind == "crew":
        row[CREW] -= 1
        row[CREW_TIRED] += 1
        fight.total += C.gus_crew
    elif kind == "combat":
        card = action.args[0]
        take_from_hand(state, player, card)
        state.discard.append(card)
        fight.total += card_value(card, fight.naval)
    elif kind == "ability":
        play_ability(state, player, action.args[0], events)
    elif kind == "fight":
        if fight.stage == OWN and fight.total < fight.strength and others_hold_cards(state, player):
            fight.stage = HELP
            fight.asked = 0
            if not state.hands[helper(state, fight)]:
                next_helper(state, fight)
            return
        resolve(state, fight, events)


def next_helper(state: ChaosCoveData, fight: Fight) -> None:
    """Ask the next other player in turn order; players with no cards are not asked."""
    while True:
        fight.asked += 1
        if fight.asked >= state.players - 1:
            fight.stage = REVIEW if fight.offers else FINAL
            return
        if state.hands[helper(state, fight)]:
            return


def resolve(state: ChaosCoveData, fight: Fight, events: list[Event]) -> None:
    """Unabashed Victory / Unbridled Defeat."""
    state.pending.pop()
    player = fight.player
    won = fight.total >= fight.strength
    target = fight.target
    events.append(Event("combat_result", {"player": player, "target": TARGETS[target], "won": won}))
    if fight.origin == O_P4 and not won:
        # a public record of the phase (everyone saw it fail), for the agents: the rules
        # allow another try (Phase Four)
        state.failed_attacks[player] |= 1 << target_tile(state, target)
    if won:
        if target < 2 * LANES:
            tile = state.invaders[target]
            state.invaders[target] = -1
            state.face_up[target] = False
        else:
            kind, i = divmod(target - 2 * LANES, BT_SPACES)
            tile = state.breakthrough[kind].pop(i)
        state.defeated[player].append(tile)
    if fight.origin == O_P4:
        next_turn(state, SURPRISE)
    elif fight.origin == O_DEF:
        state.card_grant = 0
        if not won:
            destroy(state, fight.space, fight.naval)
        # house clarification 3 (the Phase 5 hint names Calvin): ability cards may also
        # be played after your combat. The window is offered on public facts only.
        if post_window(state, player):
            state.after_combat = player
