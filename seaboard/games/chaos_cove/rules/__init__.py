"""Legal actions and transitions of Chaos Cove, in the rulebook's sequence of play.

One module per phase, each importing only those below it: `place` (Phase One) > `surprise`
(Phase Four) > `defend` (Phase Five) > `tasks` (pending effects) > `combat` (Combat Primer)
> `cards` (hero cards) > `town` > `board` > `produce` (Phase Two) > `end` (Phase Six,
Ending the Game) > `build` (Phase Three) > `setup` (Game Setup) > `common`. This module says who
moves, runs the automatic steps (`settle`), dispatches an action to its phase, explains
illegal actions and labels legal ones.

Compound effects are pending `Task`s and combats are `Fight`s on `state.stack`, each
decided one atomic action at a time.

Readings of the rulebook that are ours (house), besides the content values:
- Phase 1: hero cards only on your own turn; a turn is `place`, then in any order
  `location`, `hero`, `take`, `ability`, then `end`. A player who cannot place (no hero,
  no 3 doubloons) passes automatically.
- Phases 3 and 4: passing is final for the phase (Phase 1's rule, applied to both).
- Phase 4: a player may not attack again (nor with Calvin) an invader they failed to
  defeat earlier in the same Phase 4. A failed attack costs nothing ("nothing else
  happens"), so without this a player could attack forever and the phase never end.
- Phase 2: forts produce for everyone at once; then ships trade in turn order.
- Combat: the active player adds strength, then `fight`; if short, every other player
  holding cards is asked once, in turn order, to offer cards (`offer`, `done`); the
  active player accepts or refuses each offer, may add more, and fights. Offers are
  public; refused cards are known to be back in that hand.
- Phase 5 (house clarification 3): the defender decides first (`defend`, `flee`,
  `hide`, or ability cards such as Dennis, Edgar, Calvin, Rosa, Art, Flint). After
  their own combat (won or lost, not after a flee or hide) the defender has a second
  window for any ability card that applies then (`cards.post_window`). Other players
  only offer combat cards.
- Phase 5, moved pieces (Dennis / Edgar during the attack): the invader attacks the
  top remaining defender of its lane, re-read after every step (`board.follow_piece`).
- A defender who loses a piece chooses which card of that type to lose (`lose`).
- Tie-break "latest turn": the later seat in the last round's turn order.
"""

from __future__ import annotations

from seaboard.engine.game import Action, Event, IllegalAction
from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.rules.board import any_face_up, defender
from seaboard.games.chaos_cove.rules.build import buyable, do_buy, stack_card, start_build
from seaboard.games.chaos_cove.rules.cards import ability_actions, play_ability
from seaboard.games.chaos_cove.rules.combat import (
    fight_apply,
    fight_legal,
    fight_to_move,
    start_fight,
)
from seaboard.games.chaos_cove.rules.common import (
    A_DONE,
    A_PASS,
    ACT_ATTACK,
    ACT_BUY,
    ACT_TRADE,
    card_name,
    next_turn,
    on_board,
    room,
)
from seaboard.games.chaos_cove.rules.defend import defend_legal, defend_step, start_defend
from seaboard.games.chaos_cove.rules.place import (
    can_place,
    next_place_turn,
    place_apply,
    place_legal,
)
from seaboard.games.chaos_cove.rules.produce import next_produce_turn, ship_trade, trade_options
from seaboard.games.chaos_cove.rules.surprise import attack_targets, start_surprise
from seaboard.games.chaos_cove.rules.tasks import task_apply, task_legal
from seaboard.games.chaos_cove.state import (
    BUILD,
    BUY_PHASE3,
    DEFEND,
    O_DEF,
    O_P4,
    PLACE,
    PRODUCE,
    SURPRISE,
    TASK_NAMES,
    ChaosCoveData,
    Fight,
    Task,
)

RULE_OF = {
    "place": "Phase One - Place Heroes",
    "pass": "Phase One - Place Heroes / Phase Three / Phase Four",
    "end": "Phase One - Place Heroes",
    "location": "Location Effects",
    "hero": "Hero Tile and Card Effects",
    "take": "Phase One - Place Heroes (gaining resources)",
    "ability": "Key Game Resources: Hero Cards",
    "combat": "Combat Primer: Play hero cards",
    "offer": "Combat Primer: other players can contribute hero cards",
    "accept": "Combat Primer: the active player does not have to accept assistance",
    "refuse": "Combat Primer: the active player does not have to accept assistance",
    "cannon": "Combat Primer: Fire cannons",
    "saber": "Combat Primer: wield sabers",
    "powder": "Combat Primer: Explode gunpowder",
    "crew": "Combat Primer: Unleash Gus' crew",
    "fight": "Combat Primer",
    "trade": "Phase Two - Use Forts and Ships",
    "buy": "Phase Three - Buy Construction Cards",
    "build": "Phase Three - Buy Construction Cards (place the piece)",
    "attack": "Phase Four - Surprise Attack in Player Order",
    "defend": "Phase Five - Defend the Cove",
    "flee": "Phase Five - Defend the Cove (wind symbol)",
    "hide": "Hero Tile and Card Effects: Art",
    "lose": "Phase Five - Defend the Cove (lose a matching card)",
    "move": "Hero Tile and Card Effects: Dennis",
    "bounce": "Hero Tile and Card Effects: Iggy (house)",
    "flip": "Location Effects: Lighthouse / Hero Tile and Card Effects: Ben",
    "use": "Location Effects: Port / Hero Tile and Card Effects: Gloria",
    "smith": "Location Effects: Blacksmith",
    "distil": "Location Effects: Distillery (house)",
    "give": "Location Effects: Market",
    "givecard": "Location Effects: Market",
    "get": "Location Effects: Market",
    "marker": "Location Effects: Garden",
    "gain": "Hero Tile and Card Effects: Claudia / Colin / Pip",
    "unflip": "Hero Tile and Card Effects: Rosa (house)",
    "stop": "Location Effects",
    "done": "Phase Two / Combat Primer",
}


def settle(s: ChaosCoveData) -> None:
    while not s.over and not s.stack:
        ph = s.phase
        if ph == PLACE:
            p = s.turn
            if s.t_hero == -1 and not can_place(s, p):
                s.passed[p] = True  # no placement possible: the only choice is to pass
                next_place_turn(s)
                continue
            return
        if ph == PRODUCE:
            if s.turn == -1:
                start_build(s)
                continue
            if not trade_options(s, s.turn, s.used):
                next_produce_turn(s)
                continue
            return
        if ph == BUILD:
            if s.turn == -1:
                start_surprise(s)
                continue
            if not buyable(s, s.turn, BUY_PHASE3):
                s.passed[s.turn] = True
                next_turn(s, BUILD)
                continue
            return
        if ph == SURPRISE:
            if s.turn == -1 or not any_face_up(s):
                start_defend(s)
                continue
            p = s.turn
            if not s.hands[p] and not attack_targets(s, p):
                s.passed[p] = True
                next_turn(s, SURPRISE)
                continue
            return
        if ph == DEFEND:
            if defend_step(s):
                return
            continue
        raise AssertionError(f"bad phase {ph}")


def to_move(s: ChaosCoveData) -> int | None:
    """The seat that decides now: the top pending decision's, else the phase's turn."""
    if s.over:
        return None
    if s.stack:
        top = s.stack[-1]
        if isinstance(top, Fight):
            return fight_to_move(s, top)
        return top.player
    return s.turn


def legal(s: ChaosCoveData) -> list[Action]:
    if s.stack:
        top = s.stack[-1]
        if isinstance(top, Fight):
            return fight_legal(s, top)
        return task_legal(s, top)
    ph = s.phase
    p = s.turn
    if ph == PLACE:
        return place_legal(s, p)
    if ph == PRODUCE:
        return [ACT_TRADE[i] for i in trade_options(s, p, s.used)] + [A_DONE]
    if ph == BUILD:
        return [ACT_BUY[st] for st in buyable(s, p, BUY_PHASE3)] + [A_PASS]
    if ph == SURPRISE:
        out = [ACT_ATTACK[t] for t in attack_targets(s, p)]
        out += ability_actions(s, p, "turn")
        out.append(A_PASS)
        return out
    if ph == DEFEND:
        if s.post >= 0:
            return [*ability_actions(s, p, "post"), A_DONE]
        return defend_legal(s, p)
    raise AssertionError("no legal actions")


def apply(s: ChaosCoveData, a: Action) -> list[Event]:
    p = to_move(s)
    ev = [Event(a.kind, {"player": p, "action": a.text})]
    if s.stack:
        top = s.stack[-1]
        if isinstance(top, Fight):
            fight_apply(s, top, a, ev)
        else:
            task_apply(s, top, a, ev)
    else:
        driver_apply(s, p, a, ev)
    settle(s)
    if s.over:
        ev.append(Event("game_over", {"cove_fell": s.lost}))
    return ev


def driver_apply(s: ChaosCoveData, p: int, a: Action, ev: list[Event]) -> None:
    k = a.kind
    ph = s.phase
    if k == "ability":
        play_ability(s, p, a.args[0], ev)
        return
    if ph == PLACE:
        place_apply(s, p, a, ev)
    elif ph == PRODUCE:
        if k == "trade":
            i = a.args[0]
            s.used |= 1 << i
            ship_trade(s, p, s.cards[p][i])
        else:
            next_produce_turn(s)
    elif ph == BUILD:
        if k == "buy":
            do_buy(s, p, a.args[0] - 1, BUY_PHASE3)
        else:
            s.passed[p] = True  # house 6: passing in Phase 3 is final
        if not s.stack:
            next_turn(s, BUILD)
    elif ph == SURPRISE:
        if k == "attack":
            start_fight(s, p, K.TARGET_KEY[a.args[0]], O_P4)
        else:
            s.passed[p] = True
            next_turn(s, SURPRISE)
    elif ph == DEFEND:
        if s.post >= 0:
            s.post = -1  # done
            return
        sp = defender(s)
        if k == "defend":
            start_fight(s, p, s.lane, O_DEF, sp)
        elif k == "flee":
            x = K.SPACE_KEY[a.args[0]]
            s.ships[x] = p
            s.ships[sp] = -1
            s.grant = 0
            s.mark |= 1 << x  # it escaped this pirate: not attacked by it again
        elif k == "hide":
            s.mark |= 1 << sp
            s.grant = 0


def explain(s: ChaosCoveData, a: Action) -> IllegalAction:
    """Why an action is refused, naming the rule; never mentions what the player cannot see."""
    k = a.kind
    rule = RULE_OF.get(k)
    if rule is None:
        return IllegalAction(f"'{a.text}' is not an action of Chaos Cove")
    why = _why(s, a)
    if why is not None:
        return IllegalAction(why, rule)
    if s.stack:
        top = s.stack[-1]
        what = "a combat" if isinstance(top, Fight) else f"the {TASK_NAMES[top.kind]} effect"
        return IllegalAction(f"'{a.text}' is not possible now: finish {what} first", rule)
    phase = ("", "Place heroes", "Use forts and ships", "Buy construction cards")
    phase += ("Surprise attack", "Defend the cove", "End of round")
    return IllegalAction(f"'{a.text}' is not possible now (phase: {phase[s.phase]})", rule)


def _why(s: ChaosCoveData, a: Action) -> str | None:
    """A specific reason for the commonest refusals (public facts and your own hand only)."""
    k = a.kind
    p = to_move(s)
    if p is None or s.stack and not isinstance(s.stack[-1], Task | Fight):
        return None
    try:
        if not s.stack and s.phase == PLACE:
            if k == "pass" and s.placed[p] < K.PLACE.free_placements:
                return "every player places two heroes before passing"
            if k == "pass" and s.t_cards:
                return "you cannot pass in a turn in which you played a hero card"
            if k == "place" and len(a.args) == 2:
                h, loc = K.HERO_KEY.get(a.args[0]), K.LOC_KEY.get(a.args[1])
                if h is None or loc is None:
                    return None
                if s.t_hero >= 0:
                    return "you have placed a hero this turn; end your turn first"
                if s.owner[h] != p:
                    return f"{a.args[0]} is not one of your heroes this round"
                if s.hero_loc[h] >= 0:
                    return f"{a.args[0]} is already on the board"
                if not room(s, loc):
                    return "only two heroes can be in a single location"
            if k == "take" and s.t_hero >= 0:
                return (
                    "a resource can only be taken as many times as its symbol appears, and "
                    "beyond two costs a doubloon each"
                )
        if k in ("combat", "ability", "offer") and a.args and isinstance(a.args[0], int):
            c = a.args[0]
            if 0 <= c < K.N_CARDS and not on_board(s, c):
                return "a hero card can only be played while its hero is on the board"
        if not s.stack and s.phase == BUILD and k == "buy":
            return "that card is not face-up, not affordable, or has no free space for its piece"
        if not s.stack and s.phase == SURPRISE and k == "attack":
            return (
                "you may attack a face-up invader next to your ship or fort, or one in a "
                "breakthrough space"
            )
    except (IndexError, TypeError):
        return None
    return None


def label(s: ChaosCoveData, a: Action) -> str:
    k = a.kind
    if k in ("ability", "combat", "offer", "givecard"):
        c = a.args[0]
        verb = {"ability": "play", "combat": "fight with", "offer": "offer", "givecard": "trade"}
        return f"{verb[k]} hero card {card_name(c)} ({a.text})"
    if k in ("trade", "use", "lose"):
        p = to_move(s)
        i = a.args[0]
        if p is not None and i < len(s.cards[p]):
            return f"{k} {K.CARD_IDS[s.cards[p][i]]} ({a.text})"
    if k == "buy":
        st = a.args[0] - 1
        c = stack_card(s, st) if 0 <= st < K.N_STACKS else -1
        if c >= 0:
            return f"buy {K.CARD_IDS[c]} from stack {st + 1} ({a.text})"
    return a.text
