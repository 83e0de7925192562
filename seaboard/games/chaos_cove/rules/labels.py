"""Each legal action in words, for the player about to take it (the terminal's and the web
table's list of choices): "Buy Galleon from stack 6 for 4 planks + 1 crew (4 VP)".

Built only from what that player sees: their own hand, everyone's construction cards, the
face-up stack tops and invaders, the board. A face-down invader is named by its space, never
its strength.
"""

from __future__ import annotations

from seaboard.engine.game import Action
from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.rules.board import target_tile
from seaboard.games.chaos_cove.rules.build import cost_of, stack_card
from seaboard.games.chaos_cove.rules.common import card_value
from seaboard.games.chaos_cove.state import (
    BUILD,
    BUY_SHIPYARD,
    DEFEND,
    HELP,
    PLACE,
    PRODUCE,
    REVIEW,
    T_BUY,
    T_TAKE1,
    ChaosCoveData,
    Fight,
    Task,
)

RESOURCE_OF_INDEX = {index: name for name, index in K.RES_KEY.items()}
PLURAL = {"doubloon": "doubloons", "plank": "planks", "cannon": "cannons", "saber": "sabers"}
LOCATION_NAMES = {
    "lighthouse": "the Lighthouse",
    "port": "the Port",
    "blacksmith": "the Blacksmith",
    "fortress": "the Fortress",
    "market": "the Market",
    "townhall": "the Town Hall",
    "garden": "the Garden",
    "tavern": "the Tavern",
    "fountain": "the Fountain",
    "watchtower": "the Watchtower",
    "shipyard": "the Shipyard",
    "distillery": "the Distillery",
}
LOCATION_EFFECTS = {
    "flip_pirates": "flip 1 or 2 pirates face up",
    "flip_barbarians": "flip 1 or 2 barbarians face up",
    "port": "use up to 2 of your ship cards",
    "blacksmith": "trade planks for doubloons",
    "fortress": "take a Fortress token (+2 in every combat)",
    "market": "give 3 items, get 3 supplies",
    "town_hall": "buy a construction card now",
    "shipyard": "buy a ship card now, 1 plank cheaper",
    "garden": "give the first-player marker to anyone",
    "tavern": "draw 2 hero cards",
    "recruit": "move up to 2 crew into the Fountain",
    "distillery": "trade food for rum",
}
HERO_EFFECTS = {
    "art": "your forts may hide from barbarians in Phase 5",
    "belle": "take 1 more resource here, free",
    "ben": "flip 1 barbarian face up",
    "calvin": "attack any face-up invader",
    "claudia": "take 1 saber or 1 gunpowder",
    "colin": "take 1 cannon or 1 gunpowder",
    "dennis": "move or swap one of your ships",
    "edgar": "move or swap one of your forts",
    "gloria": "use 1 or 2 of your forts or ships",
    "gus": "your Fountain crew fight for +2 each this round",
    "flint": "your ships may flee from any space this round",
    "hattie": "may stand where two heroes are",
    "iggy": "move another hero out of this location",
    "morgan": "gain 1 doubloon and draw 1 hero card",
    "pip": "take 2 of rum, food or plank",
    "rosa": "take 1 gunpowder and turn up to 2 used weapons face up",
}
WEAPONS = {
    "cannon": ("Fire a cannon", K.COMBAT.cannon),
    "saber": ("Wield a saber", K.COMBAT.saber),
    "powder": ("Explode a gunpowder", K.COMBAT.gunpowder),
    "crew": ("Unleash a Fountain crew (Gus)", K.COMBAT.gus_crew),
}


def amount(name: str, count: int) -> str:
    return f"{count} {PLURAL.get(name, name) if count != 1 else name}".replace("_", " ")


def amounts(vector: tuple[tuple[int, int], ...]) -> str:
    return " + ".join(amount(RESOURCE_OF_INDEX[index], count) for index, count in vector if count)


def hero_name(hero: int) -> str:
    return K.HERO_IDS[hero].title()


def hero_card(card: int) -> str:
    """`Dennis card (naval 3)`: its hero and its combat values."""
    values = [f"naval {K.CARD_NAVAL[card]}"] if K.CARD_NAVAL[card] else []
    values += [f"martial {K.CARD_MARTIAL[card]}"] if K.CARD_MARTIAL[card] else []
    return f"{hero_name(card // 4)} card ({', '.join(values) or 'no combat value'})"


def construction(card: int) -> str:
    return K.CARD_IDS[card].replace("_", " ").title()


def what_it_does(card: int) -> str:
    """A fort's production or a ship's trade."""
    if K.KIND[card] == K.FORT:
        return f"gain {amounts(K.PRODUCES[card])}"
    return f"trade {amounts(K.PAY[card])} for {amounts(K.GETS[card])}"


def space(name: str) -> str:
    """`ship2_3`: ship space 3 of lane 2 (the third ship space has the wind symbol)."""
    kind, _, rest = name.partition("_")
    what, lane = ("ship", kind[4:]) if kind.startswith("ship") else ("fort", kind[4:])
    wind = " (wind)" if what == "ship" and rest == str(K.WIND_POS + 1) else ""
    return f"{what} space {rest} of lane {lane}{wind}"


def invader(state: ChaosCoveData, name: str) -> str:
    """The invader of a target space; its strength only when it is face up."""
    target = K.TARGET_KEY[name]
    lanes = K.LANES
    if target < lanes:
        where = f"the pirate of sea lane {target + 1}"
    elif target < 2 * lanes:
        where = f"the barbarian of land lane {target - lanes + 1}"
    else:
        kind, index = divmod(target - 2 * lanes, K.BT_SPACES)
        what = "pirate" if kind == K.PIRATE else "barbarian"
        where = f"the {what} in breakthrough space {index + 1}"
    tile = target_tile(state, target)
    return f"{where} (strength {K.TILE_STRENGTH[tile]})" if tile >= 0 else where


def seat(state: ChaosCoveData, player: int, other: int) -> str:
    return "yourself" if other == player else f"seat {other}"


def label(state: ChaosCoveData, action: Action, player: int | None) -> str:
    """`action` in words for `player` (the player to move)."""
    try:
        return _label(state, action, -1 if player is None else player)
    except (IndexError, KeyError, TypeError, ValueError):
        return action.text


def _label(state: ChaosCoveData, action: Action, player: int) -> str:
    kind, args = action.kind, action.args
    top = state.pending[-1] if state.pending else None
    if kind == "place":
        hero, location = K.HERO_KEY[args[0]], K.LOC_KEY[args[1]]
        cost = state.placed[player] >= K.PLACE.free_placements
        price = f", for {amount('doubloon', K.PLACE.extra_placement_cost)}" if cost else ""
        return f"Place {hero_name(hero)} at {LOCATION_NAMES[K.LOC_IDS[location]]}{price}"
    if kind == "pass":
        rest = {PLACE: "place no more heroes", BUILD: "buy nothing more"}
        return f"Pass: {rest.get(state.phase, 'attack no more')} this round"
    if kind == "end":
        return "End your turn"
    if kind == "location":
        location = state.hero_location[state.turn_hero]
        effect = LOCATION_EFFECTS[K.LOC_EFFECT[location]]
        return f"Use {LOCATION_NAMES[K.LOC_IDS[location]]}: {effect}"
    if kind == "hero":
        hero = state.turn_hero
        return f"Use {hero_name(hero)}'s effect: {HERO_EFFECTS[K.HERO_IDS[hero]]}"
    if kind == "take":
        free = isinstance(top, Task) and top.kind == T_TAKE1
        free = free or state.turn_takes < state.turn_free_takes
        price = "free" if free else f"for {amount('doubloon', K.PLACE.extra_resource_cost)}"
        return f"Take {amount(args[0], 1)} ({price})"
    if kind == "ability":
        hero = K.HERO_IDS[args[0] // 4]
        return f"Play {hero_card(args[0])} for its ability: {HERO_EFFECTS[hero]}"
    if kind in ("combat", "offer"):
        naval = isinstance(top, Fight) and top.naval
        value = card_value(args[0], naval)
        if kind == "combat":
            return f"Fight with {hero_card(args[0])}: +{value}"
        fighter = top.player if isinstance(top, Fight) else -1
        return f"Offer {hero_card(args[0])} to seat {fighter}'s combat: +{value}"
    if kind in ("accept", "refuse") and isinstance(top, Fight) and top.stage == REVIEW:
        helper, card = top.offers[0], top.offers[1]
        value = card_value(card, top.naval)
        return f"{kind.title()} seat {helper}'s {hero_card(card)} (+{value})"
    if kind in WEAPONS:
        words, value = WEAPONS[kind]
        return f"{words} (+{value})"
    if kind == "fight" and isinstance(top, Fight):
        return f"Fight: {top.total} against strength {top.strength}"
    if kind in ("trade", "use"):
        card = state.construction[player][args[0]]
        return f"Use {construction(card)}: {what_it_does(card)}"
    if kind == "lose":
        card = state.construction[player][args[0]]
        return f"Lose {construction(card)} ({K.VP[card]} VP) with the destroyed piece"
    if kind == "buy":
        stack = args[0] - 1
        card = stack_card(state, stack)
        mode = top.variant if isinstance(top, Task) and top.kind == T_BUY else -1
        cost = amounts(tuple(cost_of(card, BUY_SHIPYARD if mode == BUY_SHIPYARD else -1)))
        return f"Buy {construction(card)} from stack {args[0]} for {cost} ({K.VP[card]} VP)"
    if kind == "build":
        return f"Put the new {'ship' if args[0].startswith('ship') else 'fort'} on {space(args[0])}"
    if kind == "attack":
        return f"Attack {invader(state, args[0])}"
    if kind == "defend":
        return f"Defend against {invader(state, K.TARGETS[state.attacking_lane])}"
    if kind == "flee":
        return f"Flee to {space(args[0])}"
    if kind == "hide":
        return "Hide this fort from the barbarian (Art)"
    if kind == "move":
        board = state.ships if args[1].startswith("ship") else state.forts
        other = board[K.SPACE_KEY[args[1]]]
        if other < 0:
            return f"Move your piece from {space(args[0])} to {space(args[1])}"
        return f"Swap your piece on {space(args[0])} with seat {other}'s on {space(args[1])}"
    if kind == "bounce":
        hero = K.HERO_KEY[args[0]]
        return f"Move {hero_name(hero)} to {LOCATION_NAMES[args[1]]} (Iggy)"
    if kind == "flip":
        return f"Flip {invader(state, args[0])} face up"
    if kind == "smith":
        return "Trade 1 plank for 1 doubloon (Blacksmith)"
    if kind == "distil":
        return "Trade 1 food for 1 rum (Distillery)"
    if kind == "recruit":
        return "Move 1 crew into the Fountain"
    if kind == "give":
        return f"Give {amount(args[0], 1)} to the Market"
    if kind == "givecard":
        return f"Give {hero_card(args[0])} to the Market"
    if kind == "get":
        return f"Get {amount(args[0], 1)} from the Market"
    if kind == "marker":
        return f"Give the first-player marker to {seat(state, player, args[0])}"
    if kind == "gain":
        return f"Gain {amount(args[0], 1)}"
    if kind == "unflip":
        return f"Turn a used {args[0]} face up"
    if kind == "stop":
        return "Stop: use no more of this effect"
    if kind == "done":
        if isinstance(top, Fight) and top.stage == HELP:
            return "Offer no card"
        if state.phase == PRODUCE and top is None:
            return "Done with your forts and ships"
        if state.phase == DEFEND and state.after_combat >= 0:
            return "Done: play no more cards after your combat"
        return "Done"
    return action.text
