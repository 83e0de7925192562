"""Battles (ahoy.md §6.4) and the Battle Victory table (§6.5).

A battle is a `battle` frame that runs in stages: the Mollusk Union's plan window (always
offered when the Union takes part, so whether it holds a battle plan stays secret), the
battle dice, each side's Cannons turn-down (attacker first, house G11), the comparison
(ties re-roll, house G10), and the winner's Battle Victory choice."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.ahoy import content as C
from seaboard.games.ahoy.content import FRIGATES, PLAN_IDS
from seaboard.games.ahoy.rules.common import (
    RULES,
    acts_with,
    add_comrades_to_island,
    damage_figure,
    free_for_damage,
    gain_fame,
    gain_gold,
    has_crew,
    loaded,
    mollusk_seat,
    remove_comrades,
    tile_of,
)
from seaboard.games.ahoy.state import (
    BLUEFIN,
    CORAL,
    CUTTER,
    FLAGSHIP,
    GUNSHIP,
    LEVIATHAN,
    MOLLUSK,
    PATROL,
    SMUGGLER,
    STRONGHOLD,
    AhoyData,
    Battle,
    Frame,
)

BATTLE_PLANS = ("secret-weapon", "close-call", "weapons-cache")
VICTORIES = ("gold", "double", "comrade", "move", "reward", "bite", "steal", "onward")
VICTORY_WORDS = {
    "gold": "deal 1 damage and steal 1 gold",
    "double": "deal 2 damage",
    "comrade": "deal 1 damage and move a Comrade",
    "move": "deal 1 damage and move 2 spaces",
    "reward": "deal 1 damage and take a reward",
    "bite": "deal 1 damage and choose Fangs-many extra results",
    "steal": "deal 1 damage and steal 2 gold",
    "onward": "deal 1 damage and sail on",
}


def start_fights(state: AhoyData, fig: int, cause: str) -> bool:
    """Queue battles with every enemy figure in `fig`'s space (ahoy.md §6.4: one at a time;
    the mover chooses the order, `order_choices`; the queue starts in the heuristic's
    preferred order, Strongholds, then Patrols, then ships). True if any enemy is there."""
    f = state.figures[fig]
    order = {STRONGHOLD: 0, PATROL: 1, "body": 1, FLAGSHIP: 2, CUTTER: 3, GUNSHIP: 3}
    enemies = sorted(
        (i for i, e in enumerate(state.figures) if e.space == f.space and e.owner != f.owner),
        key=lambda i: (order.get(state.figures[i].kind, 2), i),
    )
    if not enemies or f.space < 0:
        return False
    state.pending.append(Frame("fights", f.owner, fig=fig, used=enemies, text=cause))
    return True


def will_fight(state: AhoyData, frame: Frame, enemy: int) -> bool:
    """Whether a queued enemy would be battled now (the checks of `next_fight`)."""
    mover = state.figures[frame.fig]
    strike = frame.text == "strike"
    ranged = strike or frame.text == "gunnery"
    if mover.space < 0 or state.figures[enemy].space < 0:
        return False
    if not ranged and state.figures[enemy].space != mover.space:
        return False
    return strike or loaded(state, frame.fig) or loaded(state, enemy)


def order_choices(state: AhoyData, frame: Frame) -> list[int]:
    """The enemies the mover may battle next, one per kind of figure and owner (two
    Patrols of one player are the same choice). ahoy.md §6.4 (house): "mover chooses the
    order of battles in a space"."""
    out: list[int] = []
    seen: set[tuple[int, str]] = set()
    for enemy in frame.used:
        e = state.figures[enemy]
        if (e.owner, e.kind) not in seen and will_fight(state, frame, enemy):
            seen.add((e.owner, e.kind))
            out.append(enemy)
    return out


def order_legal(state: AhoyData, frame: Frame) -> list[Action]:
    fights = state.pending[-2]
    return [Action("fight", (i,)) for i in order_choices(state, fights)]


def order_apply(state: AhoyData, frame: Frame, action: Action) -> None:
    state.pending.remove(frame)
    fights = state.pending[-1]
    enemy = int(str(action.args[0]))
    fights.used.remove(enemy)
    fights.used.insert(0, enemy)
    fights.b = 1  # chosen: the next battle starts without asking again


def next_fight(state: AhoyData, frame: Frame, events: list[Event]) -> None:
    """Automatic: begin the next queued battle, or finish."""
    mover = state.figures[frame.fig]
    strike = frame.text == "strike"  # Leviathan Strike: at range, no Cannons needed
    ranged = strike or frame.text == "gunnery"  # Gunner's Mate: a space of the region
    while frame.used:
        enemy = frame.used.pop(0)
        if mover.space < 0 or state.figures[enemy].space < 0:
            continue
        if not ranged and state.figures[enemy].space != mover.space:
            continue
        if not strike and not (loaded(state, frame.fig) or loaded(state, enemy)):
            continue  # a battle needs loaded Cannons on one side (ahoy.md §6.4)
        battle = Battle(frame.fig, enemy, frame.text)
        events.append(
            Event(
                "battle",
                {
                    "attacker": mover.owner,
                    "attacker_figure": mover.kind,
                    "defender": state.figures[enemy].owner,
                    "defender_figure": state.figures[enemy].kind,
                },
            )
        )
        union = mollusk_seat(state)
        owners = (mover.owner, state.figures[enemy].owner)
        battle.stage = "plans" if union is not None and union in owners else "roll"
        frame_player = union if battle.stage == "plans" else mover.owner
        me = state.players[state.current]
        if state.current in owners and has_crew(me, "emissary") and me.gold >= 1:
            battle.stage = "emissary"  # Emissary: first, the choice to pay and skip
            frame_player = state.current
        state.pending.append(Frame("battle", frame_player, battle=battle))
        return
    state.pending.pop()


def side_owner(state: AhoyData, battle: Battle, side: int) -> int:
    return state.figures[battle.attacker if side == 0 else battle.defender].owner


def can_boost(state: AhoyData, battle: Battle, side: int) -> list[tuple[str, int]]:
    """Cannons turn-down (ahoy.md §6.1): a die on a Cannons slot above 1; the figure must be
    one that uses its owner's Cannons (Flagship, Patrol, Stronghold)."""
    fig = state.figures[battle.attacker if side == 0 else battle.defender]
    if fig.kind not in (FLAGSHIP, PATROL, STRONGHOLD, *FRIGATES):
        return []
    out = []
    for s in state.players[fig.owner].slots:
        if s.action == "cannons" and s.die > 1:
            out.extend((s.name, n) for n in range(1, s.die))
    return out


def can_grog(state: AhoyData, battle: Battle, side: int) -> bool:
    """Grogmaster: in a Flagship battle, take 1 damage to re-roll your battle die once (a
    Captain: in its Frigate's battle, the damage going on the Frigate's Job slots)."""
    index = battle.attacker if side == 0 else battle.defender
    fig = state.figures[index]
    owner = state.players[fig.owner]
    if fig.kind in FRIGATES:
        k = FRIGATES.index(fig.kind) * 3
        room = 0 in owner.jobs[k : k + 3]
    else:
        room = bool(free_for_damage(owner))
    return not battle.asked & (1 << side) and acts_with(state, index, "grogmaster") and room


def static_bonus(state: AhoyData, fig: int) -> int:
    f = state.figures[fig]
    bonus = 0
    if f.kind == STRONGHOLD:
        bonus += RULES.control.stronghold_bonus
    if f.kind == GUNSHIP:
        bonus += RULES.control.gunship_bonus
    if f.kind == FLAGSHIP and state.players[f.owner].faction == LEVIATHAN:
        bonus += state.players[f.owner].fangs  # Fangs: added in any battle of a Head
    if has_crew(state.players[f.owner], "fighters"):
        bonus += RULES.control.fighters_bonus  # Fighters: +1 in every battle
    return bonus


def battle_to_move(state: AhoyData, frame: Frame) -> int:
    b = frame.battle
    assert b is not None
    if b.stage in ("plans", "emissary"):
        return frame.player
    if b.stage in ("grog_a", "grog_d"):
        return side_owner(state, b, 0 if b.stage == "grog_a" else 1)
    if b.stage == "boost_a":
        return side_owner(state, b, 0)
    if b.stage == "boost_d":
        return side_owner(state, b, 1)
    if b.stage == "victory":
        return side_owner(state, b, b.winner)
    return frame.player


def battle_auto(state: AhoyData, frame: Frame, events: list[Event]) -> bool:
    """Run the automatic stages; True when a decision is needed (or the frame is gone)."""
    b = frame.battle
    assert b is not None
    while True:
        if b.stage == "roll":
            for side in (0, 1):
                b.roll[side] = state.rng.die() + (state.rng.die() if b.secret[side] else 0)
            events.append(
                Event("battle_roll", {"attacker_roll": b.roll[0], "defender_roll": b.roll[1]})
            )
            b.stage = "boost_a"
        elif b.stage == "boost_a":
            if can_boost(state, b, 0):
                return True
            b.stage = "boost_d"
        elif b.stage == "boost_d":
            if can_boost(state, b, 1):
                return True
            b.stage = "grog_a"
        elif b.stage == "grog_a":
            if can_grog(state, b, 0):
                return True
            b.stage = "grog_d"
        elif b.stage == "grog_d":
            if can_grog(state, b, 1):
                return True
            b.stage = "compare"
        elif b.stage == "compare":
            totals = [
                b.roll[s] + b.bonus[s] + static_bonus(state, (b.attacker, b.defender)[s])
                for s in (0, 1)
            ]
            if totals[0] == totals[1]:
                # house G10: a tie re-rolls both battle dice; choices already made stay
                events.append(Event("battle_tie", {"total": totals[0]}))
                for side in (0, 1):
                    b.roll[side] = state.rng.die() + (state.rng.die() if b.secret[side] else 0)
                events.append(
                    Event("battle_roll", {"attacker_roll": b.roll[0], "defender_roll": b.roll[1]})
                )
                continue
            b.winner = 0 if totals[0] > totals[1] else 1
            if b.cause == "strike" and b.winner == 1:
                # Strike: if you lose, the defender gets no Battle Victory results
                events.append(Event("strike_failed", {"player": side_owner(state, b, 0)}))
                state.pending.remove(frame)
                return True
            events.append(
                Event(
                    "battle_won",
                    {
                        "winner": side_owner(state, b, b.winner),
                        "loser": side_owner(state, b, 1 - b.winner),
                        "winner_total": max(totals),
                        "loser_total": min(totals),
                    },
                )
            )
            b.stage = "victory"
            return True
        else:
            return True


def victory_options(state: AhoyData, b: Battle) -> list[str]:
    """Battle Victory (ahoy.md §6.5): the winner's faction board."""
    win = state.figures[(b.attacker, b.defender)[b.winner]]
    lose = state.figures[(b.attacker, b.defender)[1 - b.winner]]
    faction = state.players[win.owner].faction
    if faction == BLUEFIN:
        out = ["gold", "double"]
        if state.players[lose.owner].faction == MOLLUSK and lose.kind in (
            FLAGSHIP,
            CUTTER,
            GUNSHIP,
        ):
            out.append("comrade")
        return out
    if faction == MOLLUSK:
        return ["gold", "comrade"]
    if faction == SMUGGLER:
        return ["move", "reward"] if win.kind == FLAGSHIP else ["move"]
    if faction == LEVIATHAN:
        return ["bite"]
    if faction == CORAL:
        onward = b.cause == "fullsail" and b.winner == 0
        return ["steal", "onward"] if onward else ["steal"]
    return ["gold"]


def battle_legal(state: AhoyData, frame: Frame) -> list[Action]:
    b = frame.battle
    assert b is not None
    if b.stage == "plans":
        seat = frame.player
        out = [
            Action("plan", (PLAN_IDS[p],))
            for p in sorted(set(state.players[seat].plans))
            if PLAN_IDS[p] in BATTLE_PLANS
        ]
        return [*out, Action("pass")]
    if b.stage in ("boost_a", "boost_d"):
        side = 0 if b.stage == "boost_a" else 1
        return [Action("boost", (name, n)) for name, n in can_boost(state, b, side)] + [
            Action("pass")
        ]
    if b.stage in ("grog_a", "grog_d"):
        return [Action("reroll"), Action("pass")]
    if b.stage == "emissary":
        return [Action("skip"), Action("pass")]
    if b.stage == "victory":
        return [Action("victory", (o,)) for o in victory_options(state, b)]
    return []


def battle_apply(state: AhoyData, frame: Frame, action: Action, events: list[Event]) -> None:
    b = frame.battle
    assert b is not None
    if b.stage == "emissary":
        union = mollusk_seat(state)
        owners = (side_owner(state, b, 0), side_owner(state, b, 1))
        if action.kind == "skip":  # pay the enemy 1 gold; the battle does not happen
            seat = frame.player
            enemy = owners[1] if owners[0] == seat else owners[0]
            state.players[seat].gold -= 1
            state.players[enemy].gold += 1
            events.append(Event("battle_skipped", {"player": seat}))
            state.pending.remove(frame)
            return
        b.stage = "plans" if union is not None and union in owners else "roll"
        frame.player = union if b.stage == "plans" else frame.player
        return
    if b.stage in ("grog_a", "grog_d"):
        side = 0 if b.stage == "grog_a" else 1
        b.stage = "grog_d" if side == 0 else "compare"
        if action.kind == "reroll":
            b.asked |= 1 << side
            b.roll[side] = state.rng.die() + (state.rng.die() if b.secret[side] else 0)
            events.append(
                Event("reroll", {"player": side_owner(state, b, side), "roll": b.roll[side]})
            )
            damage_figure(state, (b.attacker, b.defender)[side], 1, events)
        return
    if b.stage == "plans":
        seat = frame.player
        if action.kind == "pass":
            b.stage = "roll"
            return
        plan = PLAN_IDS.index(str(action.args[0]))
        state.players[seat].plans.remove(plan)
        state.plan_discard.append(plan)
        side = 0 if side_owner(state, b, 0) == seat else 1
        events.append(Event("plan_played", {"player": seat, "plan": PLAN_IDS[plan]}))
        name = PLAN_IDS[plan]
        if name == "close-call":
            # Close Call: skip this battle
            events.append(Event("battle_skipped", {"player": seat}))
            state.pending.remove(frame)
            if side == 0 and state.current == seat:
                # on your own turn you may continue your remaining movement: the move
                # goes on (its player may still stop), past the other battles here
                for f in reversed(state.pending):
                    if f.kind == "fights":
                        f.used.clear()
                    if f.kind == "move" and f.fig == b.attacker:
                        f.b &= ~1
                        break
        elif name == "secret-weapon":
            b.secret[side] = True
        elif name == "weapons-cache":
            b.bonus[side] += state.players[seat].ready
        return
    if b.stage in ("boost_a", "boost_d"):
        side = 0 if b.stage == "boost_a" else 1
        if action.kind == "boost":
            owner = state.players[side_owner(state, b, side)]
            name, n = str(action.args[0]), int(action.args[1])
            for s in owner.slots:
                if s.name == name:
                    s.die -= n
            b.bonus[side] += n
            if state.figures[(b.attacker, b.defender)[side]].kind == "specter":
                b.bonus[side] += n  # the Specter: double the change
            events.append(Event("boost", {"player": side_owner(state, b, side), "amount": n}))
        b.stage = "boost_d" if side == 0 else "compare"
        return
    # victory
    option = str(action.args[0])
    win_fig = (b.attacker, b.defender)[b.winner]
    lose_fig = (b.attacker, b.defender)[1 - b.winner]
    winner = state.figures[win_fig].owner
    loser = state.figures[lose_fig].owner
    space = state.figures[lose_fig].space
    state.pending.remove(frame)
    events.append(Event("victory", {"player": winner, "option": option}))
    damage = 2 if option == "double" else 1
    if b.secret[b.winner]:
        damage += 1  # Secret Weapon: +1 damage if you win
    wp = state.players[winner]
    if acts_with(state, win_fig, "gunner"):
        damage += 1  # Gunner (a Captain: its Frigate's wins, F&F "Captain Ability")
    if has_crew(wp, "cutpurse"):
        gain_gold(state, winner, 2, "cutpurse", events)
    if state.figures[win_fig].kind == "specter":
        k = FRIGATES.index("specter") * 3
        jobs = sum(1 for v in wp.jobs[k : k + 3] if v > 0)
        gain_fame(state, winner, C.CORAL.rules.specter_fame + jobs, "specter", events)
    if option == "steal":
        stolen = min(C.CORAL.rules.steal_gold, state.players[loser].gold)
        state.players[loser].gold -= stolen
        gain_gold(state, winner, stolen, "steal", events)
    elif option == "onward":
        # Full Sail goes on, ignoring the other battles in this space
        for f in reversed(state.pending):
            if f.kind == "fights":
                f.used.clear()
            if f.kind == "move" and f.fig == win_fig:
                f.b &= ~1
                break
    if option == "gold":
        stolen = min(1, state.players[loser].gold)
        state.players[loser].gold -= stolen
        gain_gold(state, winner, stolen, "steal", events)
    elif option == "comrade" and space >= 0:
        if wp.faction == BLUEFIN:
            remove_comrades(state, tile_of(space), 1, events)
        else:
            add_comrades_to_island(state, winner, tile_of(space), 1, events)
    elif option == "move":
        state.pending.append(Frame("move", winner, fig=win_fig, n=2, text="victory"))
    elif option == "reward":
        state.pending.append(Frame("reward", winner))
    elif option == "bite" and wp.fangs > 0:
        # Leviathan Battle Victory: as many different extra results as its Fangs
        state.pending.append(Frame("extras", winner, fig=lose_fig, n=wp.fangs, a=loser))
    if has_crew(wp, "buccaneer") and state.players[loser].crew:
        # Buccaneer: you may box it to box 2 of the loser's Crew
        state.pending.append(Frame("buccaneer", winner, a=loser, n=2))
    if acts_with(state, win_fig, "battering-beakhead") and state.figures[lose_fig].kind == FLAGSHIP:
        # Battering Beakhead: you may push the beaten Flagship 1 space
        state.pending.append(Frame("beakhead", winner, fig=lose_fig))
    damage_figure(state, lose_fig, damage, events)
