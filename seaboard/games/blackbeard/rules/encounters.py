"""E. Encounters: Arrest, Battle (Firing, Escape, Boarding), and the ADVANCED figures.

Declaring Tiles: a Defense or Asset is declared at the first moment it is used, before the
rolls it affects, and a player may hold a tile back (not use it, so as not to reveal it):
each is a decision. At each moment Blackbeard declares first, then the Hunters ("Blackbeard
declares any tiles used, then the Hunters do"); a `roll` ends a side's declarations. A side
is asked whenever, as far as the other side can tell, it might hold a tile it could use then,
so that being asked shows nothing. A declared tile lies face up and works whenever its text
applies (Swivel Guns: "whenever Firing"); Lookouts, Lt Maynard and Midshipman Hyde, once a
turn each, are declared again for each roll they join.
"""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.games.blackbeard.content import (
    AID,
    ASSET_IDS,
    CAPE_HENRY,
    DEF_IDS,
    DID,
    SEA,
    WATER,
)
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
    BOARD_BLACKBEARD,
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
    FIRE_BLACKBEARD,
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

RIGGING, CREW = 0, 1  # Hit types, as HIT_TYPES names them
FIRE_DEFENSES = (DEFENSE_SWIVEL_GUNS, DEFENSE_CHAIN_SHOT, DEFENSE_GRAPE, DEFENSE_MORTON)
BLACKBEARD_STAGES = (ARREST_BLACKBEARD, FIRE_BLACKBEARD, ESCAPE_BLACKBEARD, BOARD_BLACKBEARD)
HUNTER_STAGES = (ARREST_HUNTERS, FIRE_HUNTERS, ESCAPE_HUNTERS, BOARD_HUNTERS)
# the Hunters' stage that follows each of Blackbeard's declaration stages
NEXT_STAGE = {
    ARREST_BLACKBEARD: ARREST_HUNTERS,
    ESCAPE_BLACKBEARD: ESCAPE_HUNTERS,
    BOARD_BLACKBEARD: BOARD_HUNTERS,
}
ROLL = Action("roll")
DECLARE = {
    name: Action("declare", (name,))
    for name in (
        "lookouts", "swivel_guns", "chain_shot", "grape", "philip_morton", "grenadoes",
        "capt_gordon", "cannon_jane", "cannon_ranger", "chain_grape", "hands_jane",
        "hands_ranger", "maynard", "hyde",
    )
}  # fmt: skip
DECLARABLE = tuple(DECLARE)  # the `declare` action's domain


# ================================================================================================
# legal actions
# ================================================================================================
def escape_targets(state: BlackbeardData, origin: int) -> list[int]:
    """Escape: Adventure Sails to an adjacent space, not Cape Henry, none with a Hunter (nor,
    one block to a space, where Blackbeard alone or Israel Hands stands)."""
    return [
        space
        for space in SEA[origin]
        if space not in state.hunter_spaces
        and space != state.blackbeard_space
        and space != state.israel_space
    ]


def encounter_actions(state: BlackbeardData) -> list[Action]:
    battle = state.battle
    assert battle is not None
    stage = battle.stage
    if stage in BLACKBEARD_STAGES:
        return [DECLARE[name] for name in blackbeard_declarations(state, battle)] + [ROLL]
    if stage in HUNTER_STAGES:
        return [DECLARE[name] for name in hunter_declarations(state, battle)] + [ROLL]
    if stage == ENCOUNTER_ORDER:
        return [Action("encounter", (SPACE_IDS[space],)) for space in state.encounter_spaces]
    if stage == SHOW_CAMP:
        return [Action("show_camp"), Action("keep_camp")]
    if stage in (FORCED_ESCAPE, CHOICE_BLACKBEARD):
        escapes = [
            Action("escape", (SPACE_IDS[space],)) for space in escape_targets(state, battle.space)
        ]
        return escapes if stage == FORCED_ESCAPE else [*escapes, Action("board")]
    if stage == CHOICE_HUNTERS:
        return [Action("withdraw"), Action("board")]
    if stage == SHOT_TYPE:
        return [Action("shot", ("rigging",)), Action("shot", ("crew",))]
    if stage == ASSIGN_HIT:
        hits = sloop_hits(battle, battle.hits_to_assign[0])
        return [
            Action("hit", (PIECES[sloop],))
            for sloop in battle.sloops
            if hits[sloop] < R.sloop_hit_cap
        ]
    if stage == HIT_TYPE:
        marks = []
        if battle.adventure_rigging < R.adventure_hit_cap:
            marks.append(Action("mark", ("rigging",)))
        if battle.adventure_crew < R.adventure_hit_cap:
            marks.append(Action("mark", ("crew",)))
        return marks
    if stage == FLEE:  # each escaping Sloop in the order the Hunters choose
        return [
            Action("flee", (PIECES[piece], SPACE_IDS[space]))
            for piece in battle.fleeing
            for space in WATER[state.hunter_spaces[piece]]
            if space != CAPE_HENRY
        ]
    return []


def blackbeard_declarations(state: BlackbeardData, battle: Battle) -> list[str]:
    """The Defenses Blackbeard holds and may declare now (Using the Tiles, Prepared Defenses)."""
    stage = battle.stage
    names = []
    if stage in (ARREST_BLACKBEARD, ESCAPE_BLACKBEARD):
        if state.prepared[DEFENSE_LOOKOUTS] and not state.lookouts_used:
            names.append("lookouts")  # +1 die to one Arrest or Escape roll per turn
    elif stage == FIRE_BLACKBEARD:
        for defense in FIRE_DEFENSES:
            if state.prepared[defense] and not state.defense_declared[defense]:
                names.append(DEF_IDS[defense])
    elif stage == BOARD_BLACKBEARD and battle.blackbeard_won_escape:
        grenadoes = DEFENSE_GRENADOES  # +1 die, only if Adventure won Escape then Boards
        if state.prepared[grenadoes] and not state.defense_declared[grenadoes]:
            names.append("grenadoes")
    return names


def blackbeard_asked(state: BlackbeardData, battle: Battle) -> bool:
    """Whether Blackbeard is asked to declare: whenever, as far as the Hunters know, he may
    hold a Defense for this moment (its tile not yet face up)."""
    stage = battle.stage
    if stage in (ARREST_BLACKBEARD, ESCAPE_BLACKBEARD):
        return not state.lookouts_used
    if stage == FIRE_BLACKBEARD:
        return not all(state.defense_declared[defense] for defense in FIRE_DEFENSES)
    if stage == BOARD_BLACKBEARD:
        return battle.blackbeard_won_escape and not state.defense_declared[DEFENSE_GRENADOES]
    return False


def hunter_declarations(state: BlackbeardData, battle: Battle) -> list[str]:
    """The Assets the Hunters hold and may declare now (Using the Tiles, Commandeered
    Assets): tiles first, then Lt Maynard and Midshipman Hyde, whose die may not take the
    Hunters beyond 3 (Maynard) or 2 (Hyde) dice."""
    stage = battle.stage
    names = []
    tiles: list[int] = []
    if stage == ARREST_HUNTERS and battle.brand:
        tiles.append(ASSET_GORDON)
    elif stage == FIRE_HUNTERS:
        tiles.extend(ASSET_CANNON[sloop] for sloop in battle.sloops)
        if any(state.asset_declared[ASSET_CANNON[sloop]] for sloop in battle.sloops):
            tiles.append(ASSET_CHAIN_GRAPE)  # only with a Cannon declared
    elif stage == BOARD_HUNTERS:
        tiles.extend(ASSET_EXTRA_HANDS[sloop] for sloop in battle.sloops)
    for asset in tiles:
        held = state.assets[asset] and not state.asset_declared[asset]
        if held and within_caps(state, battle, hunter_dice(state, battle, also=asset)):
            names.append(ASSET_IDS[asset])
    if can_maynard(state, battle):
        names.append("maynard")
    if can_hyde(state, battle):
        names.append("hyde")
    return names


def hunters_asked(state: BlackbeardData, battle: Battle) -> bool:
    """Whether the Hunters are asked to declare: whenever, as far as Blackbeard knows, they
    may hold an Asset for this moment (public facts only: the pieces there, the tiles face
    up, Maynard and Hyde not yet used this turn)."""
    stage = battle.stage
    if maynard_may_join(state, battle) or hyde_may_join(state, battle):
        return True
    if stage == ARREST_HUNTERS:
        return battle.brand and not state.asset_declared[ASSET_GORDON]
    if stage == FIRE_HUNTERS:
        return not state.asset_declared[ASSET_CHAIN_GRAPE] or any(
            not state.asset_declared[ASSET_CANNON[sloop]] for sloop in battle.sloops
        )
    if stage == BOARD_HUNTERS:
        return any(not state.asset_declared[ASSET_EXTRA_HANDS[sloop]] for sloop in battle.sloops)
    return False


def maynard_may_join(state: BlackbeardData, battle: Battle) -> bool:
    return JANE in battle.sloops and not state.maynard_used


def hyde_may_join(state: BlackbeardData, battle: Battle) -> bool:
    return RANGER in battle.sloops and not state.hyde_used


def can_maynard(state: BlackbeardData, battle: Battle) -> bool:
    """Lt Maynard: +1 die to one roll with Jane per turn, never beyond 3 Hunter dice."""
    return (
        state.assets[ASSET_MAYNARD]
        and maynard_may_join(state, battle)
        and not battle.maynard
        and hunter_dice(state, battle) + 1 <= R.maynard_cap
    )


def can_hyde(state: BlackbeardData, battle: Battle) -> bool:
    """Midshipman Hyde: as Maynard for Ranger, while the Hunters have 1 or 2 dice."""
    return (
        state.assets[ASSET_HYDE]
        and hyde_may_join(state, battle)
        and not battle.hyde
        and hunter_dice(state, battle) + 1 <= R.hyde_cap
    )


def within_caps(state: BlackbeardData, battle: Battle, dice: int) -> bool:
    """Whether the Hunters may roll `dice` with Maynard and Hyde as declared for this roll."""
    return not (battle.maynard and dice > R.maynard_cap) and not (battle.hyde and dice > R.hyde_cap)


# ================================================================================================
# dice
# ================================================================================================
def hunter_dice(state: BlackbeardData, battle: Battle, also: int = -1) -> int:
    """The Hunters' dice for the roll of the current stage, with the Assets declared (and
    `also`, an Asset about to be), Maynard and Hyde included."""

    def declared(asset: int) -> bool:
        return state.asset_declared[asset] or asset == also

    stage = battle.stage
    if stage in (ARREST_BLACKBEARD, ARREST_HUNTERS):
        if battle.brand and declared(ASSET_GORDON):
            return R.gordon_arrest_dice  # Capt Gordon: 4 dice in all, whoever is there
        dice = R.hunter_piece_dice * ((1 if battle.brand else 0) + len(battle.sloops))
    elif stage in (ESCAPE_BLACKBEARD, ESCAPE_HUNTERS):
        dice = sum(
            max(0, R.hunter_piece_dice - battle.sloop_rigging[sloop]) for sloop in battle.sloops
        )
    elif stage in (BOARD_BLACKBEARD, BOARD_HUNTERS):
        dice = sum(
            max(0, R.hunter_piece_dice - battle.sloop_crew[sloop])
            + (1 if declared(ASSET_EXTRA_HANDS[sloop]) else 0)
            for sloop in battle.sloops
        )
    else:  # Fire
        dice = sum(
            fire_dice(state, battle, sloop, declared(ASSET_CANNON[sloop]))
            for sloop in battle.sloops
        )
    return dice + (1 if battle.maynard else 0) + (1 if battle.hyde else 0)


def fire_dice(state: BlackbeardData, battle: Battle, sloop: int, cannon: bool) -> int:
    """A Hunter Sloop Fires with 1 die, +1 with its Cannon, -1 if Philip Morton Hit it."""
    return max(0, R.hunter_piece_dice + (1 if cannon else 0) - battle.morton_hit[sloop])


def pirate_dice(state: BlackbeardData, battle: Battle) -> int:
    """Blackbeard's dice for the roll of the current stage (Arrest, Escape, Boarding)."""
    stage = battle.stage
    lookouts = 1 if battle.lookouts else 0
    if stage in (ARREST_BLACKBEARD, ARREST_HUNTERS):
        return R.pirate_piece_dice + lookouts
    if stage in (ESCAPE_BLACKBEARD, ESCAPE_HUNTERS):
        return max(0, R.pirate_piece_dice - battle.adventure_rigging) + lookouts
    grenadoes = battle.blackbeard_won_escape and state.defense_declared[DEFENSE_GRENADOES]
    return max(0, R.pirate_piece_dice - battle.adventure_crew) + (1 if grenadoes else 0)


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
    if pirate_best != hunter_best:
        winner = BLACKBEARD if pirate_best > hunter_best else HUNTERS
    else:
        winner = BLACKBEARD if state.escaped else HUNTERS
    state.last_roll = {"what": what, "blackbeard": pirate_rolls, "hunters": hunter_rolls}
    events.append(
        Event(
            "roll",
            {"what": what, "blackbeard": pirate_rolls, "hunters": hunter_rolls, "winner": winner},
        )
    )
    return winner


# ================================================================================================
# transitions
# ================================================================================================
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
    if space == state.adventure:
        pirate = PIRATE_ADVENTURE
    elif space == state.blackbeard_space:
        pirate = PIRATE_BLACKBEARD
    else:
        pirate = PIRATE_ISRAEL
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
        goto(state, ARREST_BLACKBEARD, events)
    else:
        goto(state, FIRE_BLACKBEARD, events)


def goto(state: BlackbeardData, stage: int, events: list[Event]) -> None:
    """Enter a stage. A declaration stage where the side may hold nothing to declare (as far
    as the other side knows) passes at once, as its `roll` would."""
    battle = state.battle
    assert battle is not None
    battle.stage = stage
    if stage in BLACKBEARD_STAGES:
        if not blackbeard_asked(state, battle):
            blackbeard_done(state, battle, events)
            return
        state.mover = BLACKBEARD
    elif stage in HUNTER_STAGES:
        if not hunters_asked(state, battle):
            hunters_done(state, battle, events)
            return
        state.mover = HUNTERS
    elif stage in (FORCED_ESCAPE, SHOT_TYPE, ASSIGN_HIT, CHOICE_BLACKBEARD, SHOW_CAMP):
        state.mover = BLACKBEARD
    else:
        state.mover = HUNTERS


def declare(state: BlackbeardData, battle: Battle, name: str, events: list[Event]) -> None:
    """Declaring Tiles: the tile goes face up near the Map (Lookouts, Maynard and Hyde also
    join this roll)."""
    if name == "lookouts":
        battle.lookouts = True
        state.lookouts_used = True
        declare_defense(state, DEFENSE_LOOKOUTS, events)
    elif name == "maynard":
        battle.maynard = True
        declare_asset(state, ASSET_MAYNARD, events)
    elif name == "hyde":
        battle.hyde = True
        declare_asset(state, ASSET_HYDE, events)
    elif name in DID:
        declare_defense(state, DID[name], events)
    else:
        declare_asset(state, AID[name], events)


def declare_asset(state: BlackbeardData, asset: int, events: list[Event]) -> None:
    if not state.asset_declared[asset]:
        state.asset_declared[asset] = True
        events.append(Event("declare", {"tile": ASSET_IDS[asset]}))


def declare_defense(state: BlackbeardData, defense: int, events: list[Event]) -> None:
    if not state.defense_declared[defense]:
        state.defense_declared[defense] = True
        events.append(Event("declare", {"tile": DEF_IDS[defense]}))


def blackbeard_done(state: BlackbeardData, battle: Battle, events: list[Event]) -> None:
    """Blackbeard has declared: the Hunters declare next. Firing with Philip Morton,
    Adventure Fires first, before the Hunters declare."""
    if battle.stage != FIRE_BLACKBEARD:
        goto(state, NEXT_STAGE[battle.stage], events)
    elif state.defense_declared[DEFENSE_MORTON]:
        battle.morton_first = True
        adventure_fires(state, battle, events)
    else:
        goto(state, FIRE_HUNTERS, events)


def hunters_done(state: BlackbeardData, battle: Battle, events: list[Event]) -> None:
    """Both sides have declared: roll (or Fire)."""
    stage = battle.stage
    if stage == FIRE_HUNTERS:
        if battle.blackbeard_fired:
            hunters_fire(state, battle, events)
            after_fire(state, events)
        else:
            adventure_fires(state, battle, events)
    elif stage == ARREST_HUNTERS:
        arrest(state, battle, events)
    elif stage == ESCAPE_HUNTERS:
        escape_roll(state, battle, events)
    else:
        boarding(state, battle, events)


def used_once_a_turn(state: BlackbeardData, battle: Battle) -> None:
    """Lt Maynard and Midshipman Hyde join one roll a turn each."""
    if battle.maynard:
        state.maynard_used = True
    if battle.hyde:
        state.hyde_used = True
    battle.maynard = battle.hyde = battle.lookouts = False


def arrest(state: BlackbeardData, battle: Battle, events: list[Event]) -> None:
    """Arrest: the Hunters win the game at Adventure or Blackbeard alone; ADVANCED: Israel
    Hands arrested leaves play. A pirate who wins Escapes, or faces a Battle."""
    hunters_dice = hunter_dice(state, battle)
    pirates_dice = pirate_dice(state, battle)
    used_once_a_turn(state, battle)
    winner = contest(state, pirates_dice, hunters_dice, "arrest", events)
    if battle.pirate == PIRATE_ISRAEL and winner == HUNTERS:
        # Arrest of Israel Hands: tile and figure leave play; Blackbeard may Show the Camp
        state.israel_arrested = True
        state.prepared[DEFENSE_ISRAEL_HANDS] = False
        remove_figure(state, PIRATE_ISRAEL, events)
        goto(state, SHOW_CAMP, events)
    elif battle.pirate != PIRATE_ADVENTURE and winner == BLACKBEARD:
        state.escaped = True  # Blackbeard alone or Israel Hands Escapes: off the Map
        remove_figure(state, battle.pirate, events)
        end_encounter(state, events)
    elif winner == HUNTERS:
        game_over(state, HUNTERS, "arrest", events)
    elif battle.sloops:
        battle.hammer_and_anvil = True  # Hammer & Anvil
        goto(state, FIRE_BLACKBEARD, events)
    elif escape_targets(state, battle.space):
        goto(state, FORCED_ESCAPE, events)
    else:
        game_over(state, HUNTERS, "arrest: Adventure could not Escape", events)


def escape_roll(state: BlackbeardData, battle: Battle, events: list[Event]) -> None:
    """Escape: the winner may Escape or Board; Hammer & Anvil: the Hunters must Board."""
    hunters_dice = hunter_dice(state, battle)
    pirates_dice = pirate_dice(state, battle)
    used_once_a_turn(state, battle)
    winner = contest(state, pirates_dice, hunters_dice, "escape", events)
    if winner == BLACKBEARD:
        battle.blackbeard_won_escape = True
        if escape_targets(state, battle.space):
            goto(state, CHOICE_BLACKBEARD, events)
        else:
            goto(state, BOARD_BLACKBEARD, events)
    elif battle.hammer_and_anvil:
        goto(state, BOARD_BLACKBEARD, events)
    else:
        goto(state, CHOICE_HUNTERS, events)


def boarding(state: BlackbeardData, battle: Battle, events: list[Event]) -> None:
    """Boarding: the winner seizes the other's Sloop(s) and wins the game."""
    hunters_dice = hunter_dice(state, battle)
    pirates_dice = pirate_dice(state, battle)
    used_once_a_turn(state, battle)
    winner = contest(state, pirates_dice, hunters_dice, "boarding", events)
    game_over(state, winner, "boarding", events)


def adventure_fires(state: BlackbeardData, battle: Battle, events: list[Event]) -> None:
    """Adventure is about to Fire: with Chain Shot and Grape both in use, Blackbeard picks
    the Hit type first (house timing: as Adventure Fires, so after the Hunters declared,
    unless Philip Morton Fires before them)."""
    both = state.defense_declared[DEFENSE_CHAIN_SHOT] and state.defense_declared[DEFENSE_GRAPE]
    if both and battle.stage != SHOT_TYPE:
        goto(state, SHOT_TYPE, events)
        return
    exchange_fire(state, battle, events)


def exchange_fire(state: BlackbeardData, battle: Battle, events: list[Event]) -> None:
    """Firing: Adventure Fires; the Hunters too, unless Philip Morton Fires before them."""
    blackbeard_fire(state, battle, events)
    if not battle.morton_first:
        hunters_fire(state, battle, events)
    after_fire(state, events)


def blackbeard_fire(state: BlackbeardData, battle: Battle, events: list[Event]) -> None:
    """Adventure Fires: 6 Rigging, 5 Crew, 3-4 with Chain Shot / Grape; +1 die with Swivel
    Guns, -1 while Crew to Ordinary is unfilled."""
    dice = R.pirate_piece_dice
    if state.defense_declared[DEFENSE_SWIVEL_GUNS]:
        dice += 1
    if penalty(state, TILE_ORDINARY):  # Crew to Ordinary: its marker goes out by Adventure
        dice -= 1
        if not state.tile_public[TILE_ORDINARY]:
            state.tile_public[TILE_ORDINARY] = True
            state.ordinary_turn = state.turn
            events.append(Event("declare", {"tile": "crew_to_ordinary"}))
    chain = state.defense_declared[DEFENSE_CHAIN_SHOT]
    grape = state.defense_declared[DEFENSE_GRAPE]
    rolls = [state.rng.die() for _ in range(max(0, dice))]
    battle.blackbeard_fired = True
    hits: list[int] = []
    for die in rolls:
        if die == R.rigging_roll:
            hits.append(RIGGING)
        elif die == R.crew_roll:
            hits.append(CREW)
        elif die in R.chain_rolls and (chain or grape):
            hits.append(battle.shot_type if chain and grape else (RIGGING if chain else CREW))
    events.append(Event("fire", {"side": "blackbeard", "rolls": rolls}))
    for hit_type in hits:
        hit_sloops(state, battle, hit_type, None, events)


def sloop_hits(battle: Battle, hit_type: int) -> list[int]:
    return battle.sloop_rigging if hit_type == RIGGING else battle.sloop_crew


def hit_sloops(
    state: BlackbeardData, battle: Battle, hit_type: int, piece: int | None, events: list[Event]
) -> None:
    """Apply one Hit; at most 1 Rigging and 1 Crew per Hunter Sloop, excess wasted. With a
    choice of Sloops, Blackbeard assigns it (ASSIGN_HIT)."""
    hits = sloop_hits(battle, hit_type)
    if piece is None:
        open_sloops = [sloop for sloop in battle.sloops if hits[sloop] < R.sloop_hit_cap]
        if len(open_sloops) > 1:
            battle.hits_to_assign.append(hit_type)
            return
        if not open_sloops:
            return
        piece = open_sloops[0]
    hits[piece] += 1
    if battle.morton_first and not battle.hunters_fired:
        battle.morton_hit[piece] = 1  # Philip Morton: a Sloop Hit Fires with one die fewer
    events.append(Event("hit", {"target": PIECES[piece], "type": HIT_TYPES[hit_type]}))


def hunters_fire(state: BlackbeardData, battle: Battle, events: list[Event]) -> None:
    """The Hunter Sloops Fire (even without Cannon): 6 Rigging, 5 Crew; with Cannon and
    Chain & Grape, 3-4 Hit too, of the type the Hunters choose (HIT_TYPE)."""
    chain_and_grape = state.asset_declared[ASSET_CHAIN_GRAPE]
    battle.hunters_fired = True
    for sloop in battle.sloops:
        cannon = state.asset_declared[ASSET_CANNON[sloop]]
        dice = fire_dice(state, battle, sloop, cannon)
        if (sloop == JANE and battle.maynard) or (sloop == RANGER and battle.hyde):
            dice += 1
        rolls = [state.rng.die() for _ in range(dice)]
        events.append(Event("fire", {"side": PIECES[sloop], "rolls": rolls}))
        for die in rolls:
            if die == R.rigging_roll:
                battle.adventure_rigging = min(R.adventure_hit_cap, battle.adventure_rigging + 1)
            elif die == R.crew_roll:
                battle.adventure_crew = min(R.adventure_hit_cap, battle.adventure_crew + 1)
            elif die in R.chain_rolls and chain_and_grape and cannon:
                battle.hits_to_mark += 1
    if battle.maynard:
        state.maynard_used = True
    if battle.hyde:
        state.hyde_used = True
    battle.maynard = battle.hyde = False


def after_fire(state: BlackbeardData, events: list[Event]) -> None:
    """Hits placed, Blackbeard's first, then the Hunters'; then the Hunters declare and Fire
    (after Philip Morton's Fire) or the Battle goes on to Escape."""
    battle = state.battle
    assert battle is not None
    while battle.hits_to_assign:
        hits = sloop_hits(battle, battle.hits_to_assign[0])
        if sum(1 for sloop in battle.sloops if hits[sloop] < R.sloop_hit_cap) > 1:
            goto(state, ASSIGN_HIT, events)
            return
        # one Sloop left to take it, or none
        hit_sloops(state, battle, battle.hits_to_assign.pop(0), None, events)
    while battle.hits_to_mark:
        if (
            battle.adventure_rigging < R.adventure_hit_cap
            and battle.adventure_crew < R.adventure_hit_cap
        ):
            goto(state, HIT_TYPE, events)
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
    """Escape: remove Adventure, update the block where it goes (secretly unless face up).
    The Hunters know it went to an adjacent space without a Hunter piece: only that goes
    into their record (not where the hidden figures stand)."""
    origin = state.adventure
    public_targets = tuple(space for space in SEA[origin] if space not in state.hunter_spaces)
    state.blocks[origin] = CAMP if origin == state.camp else BLANK
    state.adventure = target
    state.blocks[target] = ADVENTURE_AT_CAMP if target == state.camp else ADVENTURE
    state.sailed = True
    state.escaped = True
    new_epoch(state, EPOCH_ESCAPE, origin, public_targets)
    events.append(Event("escape", {"from": SPACE_IDS[origin]}))
    events.append(Event("escape_to", {"space": SPACE_IDS[target]}, ONLY_BLACKBEARD))


def encounter(state: BlackbeardData, action: Action, events: list[Event]) -> None:
    battle = state.battle
    assert battle is not None
    kind = action.kind
    if kind == "declare":
        declare(state, battle, action.args[0], events)
    elif kind == "roll":
        if battle.stage in BLACKBEARD_STAGES:
            blackbeard_done(state, battle, events)
        else:
            hunters_done(state, battle, events)
    elif kind == "encounter":
        space = SID[action.args[0]]
        state.encounter_spaces.remove(space)
        begin_encounter(state, space, events)
    elif kind in ("show_camp", "keep_camp"):
        if kind == "show_camp":
            show_camp(state, events)
        end_encounter(state, events)
    elif kind == "escape":
        adventure_escape(state, SID[action.args[0]], events)
        end_encounter(state, events)
    elif kind == "board":
        goto(state, BOARD_BLACKBEARD, events)
    elif kind == "withdraw":
        state.escaped = True
        battle.fleeing = list(battle.sloops)
        events.append(Event("withdraw", {}))
        goto(state, FLEE, events)
    elif kind == "flee":
        piece = PIECE_ID[action.args[0]]
        space = SID[action.args[1]]
        battle.fleeing.remove(piece)
        state.hunter_spaces[piece] = space
        events.append(Event("move", {"pieces": [PIECES[piece]], "space": SPACE_IDS[space]}))
        open_spot(state, space, events)  # an escaping Hunter Sloop Spots at once
        if not battle.fleeing and not state.sighting_chains:
            end_encounter(state, events)
    elif kind == "shot":  # Chain Shot and Grape both: the type of Hit of a 3 or 4
        battle.shot_type = HIT_TYPES.index(action.args[0])
        events.append(Event("shot", {"type": action.args[0]}))
        exchange_fire(state, battle, events)
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


def show_camp(state: BlackbeardData, events: list[Event]) -> None:
    """ADVANCED, Arrest of Israel Hands: Blackbeard Shows the Camp for 4 gold."""
    camp = state.camp
    if not state.face_up[camp]:
        state.face_up[camp] = True
        log_obs(state, camp)
        block = BLOCK_NAMES[state.blocks[camp]]
        events.append(Event("spot", {"space": SPACE_IDS[camp], "block": block}))
    state.camp_found = True
    got = gain(state, R.israel_arrest_gold)
    events.append(Event("betrayal", {"gold": got}, ONLY_BLACKBEARD))


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
