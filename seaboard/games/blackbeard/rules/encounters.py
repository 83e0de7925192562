"""E. Encounters: Arrest, Battle (Firing, Escape, Boarding), and the ADVANCED figures."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.blackbeard import content as C
from seaboard.games.blackbeard.rules.common import (
    HIT_TYPES,
    PIECE_ID,
    SID,
    SPACE_IDS,
    R,
    game_over,
    log_obs,
    new_epoch,
    penalty,
)
from seaboard.games.blackbeard.rules.piracy import gain, start_piracy
from seaboard.games.blackbeard.rules.spotting import open_spot
from seaboard.games.blackbeard.state import (
    ADVENTURE,
    ADVENTURE_AT_CAMP,
    ARREST_BLACKBEARD,
    ARREST_HUNTERS,
    ASSET_CANNON,
    ASSET_CHAIN_GRAPE,
    ASSET_EXTRA_HANDS,
    ASSET_GORDON,
    ASSET_HYDE,
    ASSET_MAYNARD,
    ASSIGN_HIT,
    BLACKBEARD,
    BLANK,
    BLOCK_NAMES,
    BOARD_HUNTERS,
    BRAND,
    CAMP,
    CHOICE_BLACKBEARD,
    CHOICE_HUNTERS,
    DEFENSE_CHAIN_SHOT,
    DEFENSE_GRAPE,
    DEFENSE_GRENADOES,
    DEFENSE_ISRAEL_HANDS,
    DEFENSE_LOOKOUTS,
    DEFENSE_MORTON,
    DEFENSE_SWIVEL_GUNS,
    ENCOUNTER,
    ENCOUNTER_ORDER,
    EPOCH_ESCAPE,
    EPOCH_REMOVE,
    ESCAPE_BLACKBEARD,
    ESCAPE_HUNTERS,
    FIRE_HUNTERS,
    FLEE,
    FORCED_ESCAPE,
    HIT_TYPE,
    HUNTERS,
    JANE,
    ONLY_BLACKBEARD,
    OVER,
    PIECES,
    PIRATE_ADVENTURE,
    PIRATE_BLACKBEARD,
    PIRATE_ISRAEL,
    PIRATE_NAMES,
    RANGER,
    SHOT_TYPE,
    SHOW_CAMP,
    SLOOPS,
    TILE_ORDINARY,
    Battle,
    BlackbeardData,
)


def escape_targets(state: BlackbeardData, origin: int) -> list[int]:
    """Escape: Adventure Sails to an adjacent space, not Cape Henry, none with a Hunter."""
    return [
        space
        for space in C.SEA[origin]
        if space not in state.hunter_spaces
        and space != state.blackbeard_space
        and space != state.israel_space
    ]


def encounter_actions(state: BlackbeardData) -> list[Action]:
    battle = state.battle
    assert battle is not None
    stage = battle.stage
    if stage in (ARREST_BLACKBEARD, ESCAPE_BLACKBEARD):
        out = []
        if state.prepared[DEFENSE_LOOKOUTS] and not state.lookouts_used:
            out.append(Action("declare", ("lookouts",)))
        return [*out, Action("roll")]
    if stage in (ARREST_HUNTERS, ESCAPE_HUNTERS, BOARD_HUNTERS, FIRE_HUNTERS):
        out = []
        if can_maynard(state, battle):
            out.append(Action("declare", ("maynard",)))
        if can_hyde(state, battle):
            out.append(Action("declare", ("hyde",)))
        return [*out, Action("roll")]
    if stage == ENCOUNTER_ORDER:
        return [Action("encounter", (SPACE_IDS[space],)) for space in state.encounter_spaces]
    if stage == SHOW_CAMP:
        return [Action("show_camp"), Action("keep_camp")]
    if stage == FORCED_ESCAPE:
        return [
            Action("escape", (SPACE_IDS[space],)) for space in escape_targets(state, battle.space)
        ]
    if stage == CHOICE_BLACKBEARD:
        return [
            Action("escape", (SPACE_IDS[space],)) for space in escape_targets(state, battle.space)
        ] + [Action("board")]
    if stage == CHOICE_HUNTERS:
        return [Action("withdraw"), Action("board")]
    if stage == SHOT_TYPE:
        return [Action("shot", ("rigging",)), Action("shot", ("crew",))]
    if stage == ASSIGN_HIT:
        hit_type = battle.hits_to_assign[0]
        hits = battle.sloop_rigging if hit_type == 0 else battle.sloop_crew
        return [
            Action("hit", (PIECES[piece],))
            for piece in battle.sloops
            if hits[piece] < R.sloop_hit_cap
        ]
    if stage == HIT_TYPE:
        out = []
        if battle.adventure_rigging < R.adventure_hit_cap:
            out.append(Action("mark", ("rigging",)))
        if battle.adventure_crew < R.adventure_hit_cap:
            out.append(Action("mark", ("crew",)))
        return out
    if stage == FLEE:
        piece = battle.fleeing[0]
        return [
            Action("flee", (PIECES[piece], SPACE_IDS[space]))
            for space in C.WATER[state.hunter_spaces[piece]]
            if space != C.CAPE_HENRY
        ]
    return []


def start_encounters(state: BlackbeardData, events: list[Event]) -> None:
    """E. Encounters: each space with both sides' pieces; the Hunters pick the order."""
    state.encounter_spaces = sorted(
        {
            space
            for space in (state.adventure, state.blackbeard_space, state.israel_space)
            if space >= 0 and space in state.hunter_spaces
        }
    )
    next_encounter(state, events)


def next_encounter(state: BlackbeardData, events: list[Event]) -> None:
    if not state.encounter_spaces:
        start_piracy(state, events)
        return
    state.phase = ENCOUNTER
    if len(state.encounter_spaces) > 1:
        state.battle = Battle(space=-1, stage=ENCOUNTER_ORDER, sloops=[])
        state.mover = HUNTERS
        return
    begin_encounter(state, state.encounter_spaces.pop(), events)


def begin_encounter(state: BlackbeardData, space: int, events: list[Event]) -> None:
    """Arrest if the Encounter has a figure (Brand, Blackbeard, Israel Hands), else Battle."""
    pieces = [piece for piece in range(3) if state.hunter_spaces[piece] == space]
    pirate = (
        PIRATE_ADVENTURE
        if space == state.adventure
        else PIRATE_BLACKBEARD
        if space == state.blackbeard_space
        else PIRATE_ISRAEL
    )
    sloops = [piece for piece in pieces if piece in SLOOPS]
    battle = Battle(
        space=space, stage=ARREST_BLACKBEARD, sloops=sloops, pirate=pirate, brand=BRAND in pieces
    )
    state.battle = battle
    events.append(
        Event(
            "encounter",
            {
                "space": SPACE_IDS[space],
                "pirate": PIRATE_NAMES[pirate],
                "pieces": [PIECES[piece] for piece in pieces],
            },
        )
    )
    if battle.brand or pirate != PIRATE_ADVENTURE:
        goto(state, ARREST_BLACKBEARD)
    else:
        start_battle(state, events)


def can_maynard(state: BlackbeardData, battle: Battle) -> bool:
    return (
        state.assets[ASSET_MAYNARD]
        and not state.maynard_used
        and not battle.maynard
        and JANE in battle.sloops
        and hunter_dice(state, battle) + 1 <= R.maynard_cap
    )


def can_hyde(state: BlackbeardData, battle: Battle) -> bool:
    return (
        state.assets[ASSET_HYDE]
        and not state.hyde_used
        and not battle.hyde
        and RANGER in battle.sloops
        and hunter_dice(state, battle) + 1 <= R.hyde_cap
    )


def h_prompt(state: BlackbeardData, battle: Battle) -> bool:
    """The Hunters are asked whenever Maynard or Hyde could be in play (public facts only)."""
    return (JANE in battle.sloops and not state.maynard_used) or (
        RANGER in battle.sloops and not state.hyde_used
    )


def goto(state: BlackbeardData, stage: int, events: list[Event] | None = None) -> None:
    """Enter a declaration stage; stages with nothing to declare roll at once."""
    battle = state.battle
    assert battle is not None
    battle.stage = stage
    if stage in (ARREST_BLACKBEARD, ESCAPE_BLACKBEARD):
        if state.lookouts_used:
            goto(state, ARREST_HUNTERS if stage == ARREST_BLACKBEARD else ESCAPE_HUNTERS, events)
            return
        state.mover = BLACKBEARD
    elif stage in (ARREST_HUNTERS, ESCAPE_HUNTERS, BOARD_HUNTERS, FIRE_HUNTERS):
        if not h_prompt(state, battle):
            roll(state, battle, events if events is not None else [])
            return
        state.mover = HUNTERS
    elif stage in (FORCED_ESCAPE, SHOT_TYPE, ASSIGN_HIT, CHOICE_BLACKBEARD, SHOW_CAMP):
        state.mover = BLACKBEARD
    else:
        state.mover = HUNTERS


def pirate_arrest_dice(state: BlackbeardData, battle: Battle) -> int:
    return R.pirate_piece_dice + (1 if battle.lookouts else 0)


def hunter_dice(state: BlackbeardData, battle: Battle) -> int:
    """Dice the Hunters have for the roll of the current stage (before Maynard/Hyde)."""
    stage = battle.stage
    if stage in (ARREST_BLACKBEARD, ARREST_HUNTERS):
        if battle.brand and state.assets[ASSET_GORDON]:
            return R.gordon_arrest_dice
        dice = R.hunter_piece_dice * ((1 if battle.brand else 0) + len(battle.sloops))
    elif stage in (ESCAPE_BLACKBEARD, ESCAPE_HUNTERS):
        dice = sum(
            max(0, R.hunter_piece_dice - battle.sloop_rigging[piece]) for piece in battle.sloops
        )
    elif stage == BOARD_HUNTERS:
        dice = sum(
            max(0, R.hunter_piece_dice - battle.sloop_crew[piece])
            + (1 if state.assets[ASSET_EXTRA_HANDS[piece]] else 0)
            for piece in battle.sloops
        )
    else:  # Fire
        dice = sum(fire_dice_h(state, battle, piece) for piece in battle.sloops)
    return dice + (1 if battle.maynard else 0) + (1 if battle.hyde else 0)


def fire_dice_h(state: BlackbeardData, battle: Battle, piece: int) -> int:
    return max(
        0,
        R.hunter_piece_dice
        + (1 if state.assets[ASSET_CANNON[piece]] else 0)
        - battle.morton_hit[piece],
    )


def declare_h(state: BlackbeardData, tile: int, events: list[Event]) -> None:
    if not state.asset_declared[tile]:
        state.asset_declared[tile] = True
        events.append(Event("declare", {"tile": C.ASSET_IDS[tile]}))


def declare_bb(state: BlackbeardData, defense: int, events: list[Event]) -> None:
    if not state.defense_declared[defense]:
        state.defense_declared[defense] = True
        events.append(Event("declare", {"tile": C.DEF_IDS[defense]}))


def contest(
    state: BlackbeardData, pirate_dice: int, hunters_dice: int, what: str, events: list[Event]
) -> int:
    """Arrest, Escape, Boarding: highest single die wins; ties to the Hunters until Warned."""
    if state.config.most_dice and pirate_dice != hunters_dice:
        winner = BLACKBEARD if pirate_dice > hunters_dice else HUNTERS
        events.append(
            Event("compare", {"what": what, "blackbeard": pirate_dice, "hunters": hunters_dice})
        )
        return winner
    pirate_rolls = [state.rng.die() for _ in range(pirate_dice)]
    hunter_rolls = [state.rng.die() for _ in range(hunters_dice)]
    pirate_best, hunter_best = max(pirate_rolls, default=0), max(hunter_rolls, default=0)
    winner = (
        (BLACKBEARD if pirate_best > hunter_best else HUNTERS)
        if pirate_best != hunter_best
        else BLACKBEARD
        if state.escaped
        else HUNTERS
    )
    state.last_roll = {"what": what, "blackbeard": pirate_rolls, "hunters": hunter_rolls}
    events.append(
        Event(
            "roll",
            {"what": what, "blackbeard": pirate_rolls, "hunters": hunter_rolls, "winner": winner},
        )
    )
    return winner


def roll(state: BlackbeardData, battle: Battle, events: list[Event]) -> None:
    stage = battle.stage
    if battle.maynard:
        state.maynard_used = True
        declare_h(state, ASSET_MAYNARD, events)
    if battle.hyde:
        state.hyde_used = True
        declare_h(state, ASSET_HYDE, events)
    if stage in (ARREST_BLACKBEARD, ARREST_HUNTERS):
        if battle.brand and state.assets[ASSET_GORDON]:
            declare_h(state, ASSET_GORDON, events)
        hunters_dice = hunter_dice(state, battle)
        pirate_dice = pirate_arrest_dice(state, battle)
        battle.maynard = battle.hyde = battle.lookouts = False
        winner = contest(state, pirate_dice, hunters_dice, "arrest", events)
        if battle.pirate == PIRATE_ISRAEL and winner == HUNTERS:
            # Arrest of Israel Hands: tile and figure leave play; Blackbeard may Show the Camp
            state.israel_arrested = True
            state.prepared[DEFENSE_ISRAEL_HANDS] = False
            remove_figure(state, PIRATE_ISRAEL, events)
            goto(state, SHOW_CAMP)
        elif battle.pirate != PIRATE_ADVENTURE and winner == BLACKBEARD:
            state.escaped = True  # Blackbeard alone or Israel Hands Escapes: off the Map
            remove_figure(state, battle.pirate, events)
            end_encounter(state, events)
        elif winner == HUNTERS:
            game_over(state, HUNTERS, "arrest", events)
        elif battle.sloops:
            battle.hammer_and_anvil = True  # Hammer & Anvil
            start_battle(state, events)
        elif escape_targets(state, battle.space):
            goto(state, FORCED_ESCAPE)
        else:
            game_over(state, HUNTERS, "arrest: Adventure could not Escape", events)
    elif stage in (ESCAPE_BLACKBEARD, ESCAPE_HUNTERS):
        hunters_dice = hunter_dice(state, battle)
        pirate_dice = max(0, R.pirate_piece_dice - battle.adventure_rigging) + (
            1 if battle.lookouts else 0
        )
        battle.maynard = battle.hyde = battle.lookouts = False
        winner = contest(state, pirate_dice, hunters_dice, "escape", events)
        if winner == BLACKBEARD:
            battle.blackbeard_won_escape = True
            if escape_targets(state, battle.space):
                goto(state, CHOICE_BLACKBEARD)
            else:
                goto(state, BOARD_HUNTERS, events)
        elif battle.hammer_and_anvil:
            goto(state, BOARD_HUNTERS, events)
        else:
            goto(state, CHOICE_HUNTERS)
    elif stage == BOARD_HUNTERS:
        hunters_dice = hunter_dice(state, battle)
        for piece in battle.sloops:
            if state.assets[ASSET_EXTRA_HANDS[piece]]:
                declare_h(state, ASSET_EXTRA_HANDS[piece], events)
        pirate_dice = max(0, R.pirate_piece_dice - battle.adventure_crew)
        if battle.blackbeard_won_escape and state.prepared[DEFENSE_GRENADOES]:
            declare_bb(state, DEFENSE_GRENADOES, events)
            pirate_dice += 1
        battle.maynard = battle.hyde = False
        winner = contest(state, pirate_dice, hunters_dice, "boarding", events)
        game_over(state, winner, "boarding", events)
    elif stage == FIRE_HUNTERS:
        hunters_fire(state, battle, events)
        if not battle.blackbeard_fired:
            blackbeard_fire(state, battle, events)
        after_fire(state, events)


def start_battle(state: BlackbeardData, events: list[Event]) -> None:
    """Battle: Firing (Philip Morton first), then Escape, then Boarding."""
    battle = state.battle
    assert battle is not None
    if state.prepared[DEFENSE_CHAIN_SHOT] and state.prepared[DEFENSE_GRAPE]:
        goto(state, SHOT_TYPE)
        return
    begin_fire(state, events)


def begin_fire(state: BlackbeardData, events: list[Event]) -> None:
    battle = state.battle
    assert battle is not None
    if state.prepared[DEFENSE_MORTON]:
        declare_bb(state, DEFENSE_MORTON, events)
        blackbeard_fire(state, battle, events)
        after_fire(state, events)
    else:
        goto(state, FIRE_HUNTERS, events)


def blackbeard_fire(state: BlackbeardData, battle: Battle, events: list[Event]) -> None:
    """Adventure Fires: 6 Rigging, 5 Crew, 3-4 with Chain Shot / Grape."""
    dice = R.pirate_piece_dice
    if state.prepared[DEFENSE_SWIVEL_GUNS]:
        declare_bb(state, DEFENSE_SWIVEL_GUNS, events)
        dice += 1
    if penalty(state, TILE_ORDINARY):  # Crew to Ordinary: its marker goes out by Adventure
        dice -= 1
        if not state.tile_public[TILE_ORDINARY]:
            state.tile_public[TILE_ORDINARY] = True
            state.ordinary_turn = state.turn
            events.append(Event("declare", {"tile": "crew_to_ordinary"}))
    chain, grape = state.prepared[DEFENSE_CHAIN_SHOT], state.prepared[DEFENSE_GRAPE]
    if chain:
        declare_bb(state, DEFENSE_CHAIN_SHOT, events)
    if grape:
        declare_bb(state, DEFENSE_GRAPE, events)
    rolls = [state.rng.die() for _ in range(max(0, dice))]
    battle.blackbeard_fired = True
    hits: list[int] = []
    for die in rolls:
        if die == R.rigging_roll:
            hits.append(0)
        elif die == R.crew_roll:
            hits.append(1)
        elif die in R.chain_rolls and (chain or grape):
            hits.append(battle.shot_type if chain and grape else (0 if chain else 1))
    events.append(Event("fire", {"side": "blackbeard", "rolls": rolls}))
    for hit_type in hits:
        hit_sloops(state, battle, hit_type, None, events)


def hit_sloops(
    state: BlackbeardData, battle: Battle, hit_type: int, piece: int | None, events: list[Event]
) -> None:
    """Apply one Hit; at most 1 Rigging and 1 Crew per Hunter Sloop, excess wasted."""
    hits = battle.sloop_rigging if hit_type == 0 else battle.sloop_crew
    if piece is None:
        cands = [sloop for sloop in battle.sloops if hits[sloop] < R.sloop_hit_cap]
        if len(cands) > 1:
            battle.hits_to_assign.append(hit_type)
            return
        if not cands:
            return
        piece = cands[0]
    hits[piece] += 1
    if state.prepared[DEFENSE_MORTON] and not battle.hunters_fired:
        battle.morton_hit[piece] = 1  # Philip Morton: a Sloop Hit Fires with one die fewer
    events.append(Event("hit", {"target": PIECES[piece], "type": ("rigging", "crew")[hit_type]}))


def hunters_fire(state: BlackbeardData, battle: Battle, events: list[Event]) -> None:
    chain_and_grape = state.assets[ASSET_CHAIN_GRAPE]
    battle.hunters_fired = True
    for piece in battle.sloops:
        dice = fire_dice_h(state, battle, piece)
        if state.assets[ASSET_CANNON[piece]]:
            declare_h(state, ASSET_CANNON[piece], events)
        if piece == JANE and battle.maynard:
            dice += 1
        if piece == RANGER and battle.hyde:
            dice += 1
        rolls = [state.rng.die() for _ in range(dice)]
        events.append(Event("fire", {"side": PIECES[piece], "rolls": rolls}))
        for die in rolls:
            if die == R.rigging_roll:
                battle.adventure_rigging = min(R.adventure_hit_cap, battle.adventure_rigging + 1)
            elif die == R.crew_roll:
                battle.adventure_crew = min(R.adventure_hit_cap, battle.adventure_crew + 1)
            elif die in R.chain_rolls and chain_and_grape and state.assets[ASSET_CANNON[piece]]:
                declare_h(state, ASSET_CHAIN_GRAPE, events)
                battle.hits_to_mark += 1
    battle.maynard = battle.hyde = False


def after_fire(state: BlackbeardData, events: list[Event]) -> None:
    battle = state.battle
    assert battle is not None
    while battle.hits_to_assign:
        hit_type = battle.hits_to_assign[0]
        hits = battle.sloop_rigging if hit_type == 0 else battle.sloop_crew
        if sum(1 for sloop in battle.sloops if hits[sloop] < R.sloop_hit_cap) > 1:
            goto(state, ASSIGN_HIT)
            return
        hit_sloops(
            state, battle, battle.hits_to_assign.pop(0), None, events
        )  # one Sloop left to take it, or none
    while battle.hits_to_mark:
        open_types = (battle.adventure_rigging < R.adventure_hit_cap) + (
            battle.adventure_crew < R.adventure_hit_cap
        )
        if open_types == 2:
            goto(state, HIT_TYPE)
            return
        battle.hits_to_mark -= 1
        if battle.adventure_rigging < R.adventure_hit_cap:
            battle.adventure_rigging += 1
        elif battle.adventure_crew < R.adventure_hit_cap:
            battle.adventure_crew += 1
    if not battle.hunters_fired:
        goto(state, FIRE_HUNTERS, events)
    else:
        goto(state, ESCAPE_BLACKBEARD, events)


def adventure_escape(state: BlackbeardData, target: int, events: list[Event]) -> None:
    """Escape: remove Adventure, update the block where it goes (secretly unless face up)."""
    origin = state.adventure
    allowed = tuple(escape_targets(state, origin))
    state.blocks[origin] = CAMP if origin == state.camp else BLANK
    state.adventure = target
    state.blocks[target] = ADVENTURE_AT_CAMP if target == state.camp else ADVENTURE
    state.sailed = True
    state.escaped = True
    new_epoch(state, EPOCH_ESCAPE, origin, allowed)
    events.append(Event("escape", {"from": SPACE_IDS[origin]}))
    events.append(Event("escape_to", {"space": SPACE_IDS[target]}, ONLY_BLACKBEARD))


def encounter(state: BlackbeardData, action: Action, events: list[Event]) -> None:
    battle = state.battle
    assert battle is not None
    kind = action.kind
    if kind == "declare":
        what = action.args[0]
        if what == "lookouts":
            battle.lookouts = True
            state.lookouts_used = True
            declare_bb(state, DEFENSE_LOOKOUTS, events)
        elif what == "maynard":
            battle.maynard = True
        else:
            battle.hyde = True
        return
    if kind == "roll":
        if battle.stage in (ARREST_BLACKBEARD, ESCAPE_BLACKBEARD):
            goto(
                state,
                ARREST_HUNTERS if battle.stage == ARREST_BLACKBEARD else ESCAPE_HUNTERS,
                events,
            )
        else:
            roll(state, battle, events)
        return
    if kind == "encounter":
        space = SID[action.args[0]]
        state.encounter_spaces.remove(space)
        begin_encounter(state, space, events)
    elif kind in ("show_camp", "keep_camp"):
        if kind == "show_camp":
            camp = state.camp
            if not state.face_up[camp]:
                state.face_up[camp] = True
                log_obs(state, camp)
                events.append(
                    Event(
                        "spot", {"space": SPACE_IDS[camp], "block": BLOCK_NAMES[state.blocks[camp]]}
                    )
                )
            state.camp_found = True
            got = gain(state, R.israel_arrest_gold)
            events.append(Event("betrayal", {"gold": got}, ONLY_BLACKBEARD))
        end_encounter(state, events)
    elif kind == "escape":
        adventure_escape(state, SID[action.args[0]], events)
        end_encounter(state, events)
    elif kind == "board":
        goto(state, BOARD_HUNTERS, events)
    elif kind == "withdraw":
        state.escaped = True
        battle.fleeing = list(battle.sloops)
        events.append(Event("withdraw", {}))
        goto(state, FLEE)
    elif kind == "flee":
        piece = PIECE_ID[action.args[0]]
        space = SID[action.args[1]]
        battle.fleeing.remove(piece)
        state.hunter_spaces[piece] = space
        events.append(Event("move", {"pieces": [PIECES[piece]], "space": SPACE_IDS[space]}))
        open_spot(state, space, events)  # an escaping Hunter Sloop Spots at once
        if not battle.fleeing and not state.sighting_chains:
            end_encounter(state, events)
    elif kind == "shot":  # announced before the Hunters Fire (Chain Shot and Grape, both)
        battle.shot_type = HIT_TYPES.index(action.args[0])
        events.append(Event("shot", {"type": action.args[0]}))
        begin_fire(state, events)
    elif kind == "hit":
        hit_type = battle.hits_to_assign.pop(0)
        hit_sloops(state, battle, hit_type, PIECE_ID[action.args[0]], events)
        after_fire(state, events)
    elif kind == "mark":
        battle.hits_to_mark -= 1
        if action.args[0] == "rigging":
            battle.adventure_rigging += 1
        else:
            battle.adventure_crew += 1
        events.append(Event("hit", {"target": "adventure", "type": action.args[0]}))
        after_fire(state, events)


def end_encounter(state: BlackbeardData, events: list[Event]) -> None:
    if state.phase == OVER:
        return
    state.battle = None
    next_encounter(state, events)


def remove_figure(state: BlackbeardData, pirate: int, events: list[Event]) -> None:
    """A pirate figure leaves the Map (Escape, or Israel Hands arrested)."""
    space = state.blackbeard_space if pirate == PIRATE_BLACKBEARD else state.israel_space
    state.blocks[space] = CAMP if space == state.camp else BLANK
    if pirate == PIRATE_BLACKBEARD:
        state.blackbeard_space = -1
    else:
        state.israel_space = -1
    new_epoch(state, EPOCH_REMOVE, pirate)
    events.append(Event("removed", {"pirate": PIRATE_NAMES[pirate], "space": SPACE_IDS[space]}))
