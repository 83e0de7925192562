"""Leviathan in words and on the screen: the table as a scaled character map with every
card's heading, a list of positions, every event as a sentence, the rules in short, each
action explained, and the whale cards' identities at the end.

Everything here is drawn from a view, an event, an action or `reveal()` data (and the
printed content), never from a state, so it shows only what the seat may see.
"""

from __future__ import annotations

import math
import textwrap
from typing import Any

from rich.text import Text

from seaboard.engine.game import Action, Event
from seaboard.games.leviathan import content as C

BEASTS, HUNTERS = 0, 1
SIDE = {BEASTS: "the Moby Dick player", HUNTERS: "the Ahab player"}
WHALE = {w.id: w.name for w in C.WHALES}
TACTIC = {t.id: t.name for t in C.CARDS.tactics}
CARD = {
    **{f"w{i}": f"whale card {i}" for i in range(1, 7)},
    "pequod": "the Pequod",
    **{f"boat{i}": f"whaleboat {i}" for i in range(1, 4)},
}
WHY = {
    "edge": "it fell off the edge of the table",
    "attack": "an attack",
    "collision": "a collision",
    "harpoon": "the harpoon line ran foul",
}

MAP_COLUMNS, MAP_ROWS = 38, 20
RIGHT = 80 - MAP_COLUMNS - 3  # the width of the column beside the map
ARROWS = "→↗↑↖←↙↓↘"  # the bow's direction, by 45-degree sector counter-clockwise from east


def goal(player: int | None) -> str:
    if player == BEASTS:
        return (
            "You are the Moby Dick player. Your six face-down whale cards hide Moby Dick, "
            "three other whales and two 'Tricks of the light' decoys; only you know which is "
            "which. Sink the Pequod by overlapping it with enough attack (your whales' attack "
            "values must beat its defence) and keep Moby Dick alive: if he is slain you lose."
        )
    if player == HUNTERS:
        return (
            "You are the Ahab player. You sail the Pequod and lower three whaleboats to hunt "
            "the whales, which move face down; two of the six cards are decoys. Slay Moby Dick "
            "by overlapping him with boats whose attack beats his defence, and keep the "
            "Pequod afloat: if it is destroyed you lose."
        )
    return (
        "Leviathan: the Moby Dick player's whales, moving face down, hunt the Pequod; the "
        "Ahab player's Pequod and whaleboats hunt Moby Dick. Cards move freely on the table; "
        "attacks happen where opponents' cards overlap."
    )


RULES = (
    ("Game Overview & Objective",
     "The Ahab player wins by destroying Moby Dick, the Moby Dick player by destroying the "
     "Pequod."),
    ("Set-Up",
     "The Moby Dick player lays the six whale cards face down in a row at their edge, in an "
     "order of their choosing. The Ahab player lays the Pequod at the opposite edge. Each "
     "side has its tactical cards; the Ahab player keeps three whaleboats in hand."),
    ("Game Play",
     "The Moby Dick player moves first. Beasts: every whale card moves once, then one extra "
     "movement, a maneuver or an attack. Hunters: every vessel moves once, then one extra "
     "movement or a maneuver, then an optional attack."),
    ("Movement",
     "A card pivots on the centre of its stern by up to its turning limit (whales 60, "
     "whaleboats 45, the Pequod 30 degrees), then moves forward between the minimum and "
     "maximum marks (whales 40 to 100 mm, vessels 25 to 75 mm). A card whose centre leaves "
     "the table is destroyed."),
    ("Maneuvers",
     "Hunters lower a boat flush beside the Pequod, facing either way. Beasts switch two "
     "hidden whale cards, or turn one whale card about in place; not on a turn they play a "
     "tactical card."),
    ("Attacks",
     "Declared on one group of overlapping cards holding opponents. Hidden whales in it are "
     "flipped; decoys are removed. If the attacker's total attack beats the defender's "
     "total defence, every defending card in the group is destroyed."),
    ("Destroyed Vessels/Whales",
     "A slain whale leaves the game; a destroyed whaleboat capsizes in place; the Pequod's "
     "loss ends the game."),
    ("Collisions",
     "Two upright vessels that overlap collide, and the Ahab player chooses which is "
     "destroyed; a boat just lowered does not collide with the Pequod until one of them "
     "moves."),
    ("Rescues",
     "When the Pequod overlaps a capsized boat, its crew is rescued, the card leaves the "
     "table, and the Ahab player may take back one spent tactical card."),
    ("Tactical Cards",
     "One a turn at any point of your turn. Beasts: Ramming Speed (extra movement), Tail "
     "Slap (plus 2 to your attack), Barrel Roll (in Ahab's attack, slide a whale sideways). "
     "Hunters: Make Sail (extra movement), The Harpoon Was Darted (plus 3 to your attack, "
     "then one boat of the group capsizes)."),
    ("Game End",
     "Once the third whaleboat is destroyed, each player has three more turns; then the "
     "game is a draw."),
)  # fmt: skip


# -- the board ----------------------------------------------------------------------------


def _symbol(card: dict[str, Any], player: int | None) -> str:
    cid = card["id"]
    if cid.startswith("w"):
        return cid[1]
    if cid == "pequod":
        return "P"
    return "x" if card["status"] == "capsized" else "ABC"[int(cid[4]) - 1]


def _corners(card: dict[str, Any], length: float, width: float) -> list[tuple[float, float]]:
    h = math.radians(card["heading"])
    c, s = math.cos(h), math.sin(h)
    x, y = card["x"], card["y"]
    out = []
    for a, b in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
        out.append((x + a * length / 2 * c - b * width / 2 * s,
                    y + a * length / 2 * s + b * width / 2 * c))  # fmt: skip
    return out


def _inside(poly: list[tuple[float, float]], x: float, y: float) -> bool:
    for i in range(4):
        (ax, ay), (bx, by) = poly[i], poly[(i + 1) % 4]
        if (bx - ax) * (y - ay) - (by - ay) * (x - ax) < 0:
            return False
    return True


def table_map(view: dict[str, Any]) -> list[str]:
    """The table, the Ahab player's edge on top, the Moby Dick player's at the bottom."""
    width, depth = view["table"]["width"], view["table"]["depth"]
    cw, ch = width / MAP_COLUMNS, depth / MAP_ROWS
    grid = [["·"] * MAP_COLUMNS for _ in range(MAP_ROWS)]

    def cell(x: float, y: float) -> tuple[int, int] | None:
        col, row = int(x / cw), MAP_ROWS - 1 - int(y / ch)
        if 0 <= col < MAP_COLUMNS and 0 <= row < MAP_ROWS:
            return row, col
        return None

    for island in view["islands"]:
        for row in range(MAP_ROWS):
            for col in range(MAP_COLUMNS):
                x, y = (col + 0.5) * cw, (MAP_ROWS - row - 0.5) * ch
                if (x - island["x"]) ** 2 + (y - island["y"]) ** 2 <= island["radius"] ** 2:
                    grid[row][col] = "#"
    for card in view["cards"]:
        if "x" not in card or card["status"] == "gone":
            continue
        poly = _corners(card, card["length"], card["width"])
        sym = _symbol(card, view["seat"])
        for row in range(MAP_ROWS):
            for col in range(MAP_COLUMNS):
                x, y = (col + 0.5) * cw, (MAP_ROWS - row - 0.5) * ch
                if _inside(poly, x, y):
                    grid[row][col] = sym
        h = math.radians(card["heading"])
        bow = cell(card["x"] + 0.4 * card["length"] * math.cos(h),
                   card["y"] + 0.4 * card["length"] * math.sin(h))  # fmt: skip
        centre = cell(card["x"], card["y"])
        if centre:
            grid[centre[0]][centre[1]] = sym
        if bow and card["status"] != "capsized":
            grid[bow[0]][bow[1]] = ARROWS[int(((card["heading"] + 22.5) % 360) // 45)]
    border = "+" + "-" * MAP_COLUMNS + "+"
    return [border, *("|" + "".join(r) + "|" for r in grid), border]


def _card_line(card: dict[str, Any], player: int | None) -> str:
    status = card["status"]
    if "x" not in card or status == "gone":
        return ""
    cid = card["id"]
    if cid.startswith("w"):
        label = f"W{cid[1]}"
        whale = card.get("whale")
        what = WHALE[whale] if whale else "face down"
        if status == "hidden" and whale:
            what += "*"
    elif cid == "pequod":
        label, what = "Pequod", ""
    else:
        label, what = f"Boat {cid[4]}", "capsized" if status == "capsized" else ""
    where = f"{card['x']:.0f},{card['y']:.0f}"
    return f"{label:<7}{where:<8}{card['heading']:>3}° {what}".rstrip()


def render_view(view: dict[str, Any], player: int | None) -> Any:
    left = table_map(view)
    right = ["card  x,y mm  heading"]
    for card in view["cards"]:
        line = _card_line(card, player)
        if line:
            right.append(line)
    right.append("")
    right.append(f"turn {view['turn'] // 2 + 1}: {SIDE[view['active']]}, {view['phase']}")
    if view["to_move"] is not None:
        right.append(f"to decide: {SIDE[view['to_move']]}")
    held = view["held"]
    for side, name in (("beasts", "Beasts hold"), ("hunters", "Hunters hold")):
        cards = ", ".join(TACTIC[t] for t in held[side]) or "no card"
        right += textwrap.wrap(f"{name}: {cards}", RIGHT, subsequent_indent="  ")
    right.append(f"boats in hand {view['boats_in_hand']}, lost {view['boats_destroyed']}")
    if view["last_turn"] is not None:
        left_turns = max(0, view["last_turn"] - view["turn"])
        right.append(f"a draw after {left_turns} more turns")
    if view["bonus"]:
        right.append(f"attack bonus this turn: {view['bonus']}")
    if view["reason"]:
        right += textwrap.wrap(f"game over: {view['reason']}", RIGHT)
    width = MAP_COLUMNS + 3
    lines = []
    for i in range(max(len(left), len(right))):
        a = left[i] if i < len(left) else ""
        b = right[i] if i < len(right) else ""
        lines.append(f"{a:<{width}}{b}".rstrip())
    lines.append("1-6 whale cards (* face down), P Pequod, A-C whaleboats, x capsized,")
    lines.append("# island, arrows: bows; Ahab's edge on top, Moby Dick's at the bottom")
    return Text("\n".join(lines))


# -- events -------------------------------------------------------------------------------


def render_event(event: Event, player: int | None) -> str | None:
    d = event.data
    k = event.kind
    card = CARD.get(d.get("card", ""), "")
    if k == "laid":
        return f"The Moby Dick player lays {card} face down at their edge."
    if k == "laid_secretly":
        return f"You lay {WHALE[d['whale']]} as {card}."
    if k == "launched":
        return f"The Ahab player lays the Pequod at their edge, {d['x']:.0f} mm across."
    if k == "turn":
        return f"Turn {d['turn']} of {SIDE[d['side']]} begins."
    if k == "moved":
        t = d["turn"]
        turn = (
            "straight on"
            if t == 0
            else f"turning {abs(t)} degrees " + ("to port" if t > 0 else "to starboard")
        )
        return f"{card[0].upper()}{card[1:]} moves {d['distance']} mm {turn}."
    if k == "collision":
        return f"{card[0].upper()}{card[1:]} collides with {CARD[d['other']]}."
    if k == "sunk":
        return f"The Pequod is destroyed ({WHY[d['why']]})."
    if k == "slain":
        return f"{WHALE[d['whale']]} ({card}) is slain: {WHY[d['why']]}."
    if k == "lost":
        return f"{card[0].upper()}{card[1:]} is lost over the edge of the table."
    if k == "capsized":
        return f"{card[0].upper()}{card[1:]} capsizes ({WHY[d['why']]})."
    if k == "countdown":
        return (
            f"The third whaleboat is lost: after this turn each player has {d['turns']} more turns."
        )
    if k == "revealed":
        return f"{card[0].upper()}{card[1:]} is flipped face up: {WHALE[d['whale']]}."
    if k == "decoy_removed":
        return f"{card[0].upper()}{card[1:]} was a Trick of the light and is removed."
    if k == "game_over":
        if d["winner"] is None:
            return f"The game is a draw: {d['reason']}."
        return f"{SIDE[d['winner']][0].upper()}{SIDE[d['winner']][1:]} wins: {d['reason']}."
    if k == "lowered":
        return (
            f"The Ahab player lowers {card} on the Pequod's {d['side']} side, facing {d['facing']}."
        )
    if k == "swapped":
        return f"Undersea movement: {card} and {CARD[d['other']]} switch places."
    if k == "reoriented":
        return f"Undersea movement: {card} turns about."
    if k == "attack":
        names = ", ".join(CARD[c] for c in d["cards"])
        return f"{SIDE[d['side']][0].upper()}{SIDE[d['side']][1:]} attacks the group of {names}."
    if k == "tactic":
        target = f" on {CARD[d['target']]}" if "target" in d else ""
        return (
            f"{SIDE[d['side']][0].upper()}{SIDE[d['side']][1:]} plays {TACTIC[d['card']]}{target}."
        )
    if k == "no_roll":
        return "The Moby Dick player plays no Barrel Roll."
    if k == "rolled":
        return f"{card[0].upper()}{card[1:]} rolls {d['distance']} mm to {d['side']}."
    if k == "attack_spent":
        return "The attack finds no opponent and is spent."
    if k == "attack_result":
        bonus = f" plus {d['bonus']}" if d["bonus"] else ""
        outcome = "succeeds" if d["success"] else "fails"
        return f"Attack {d['attack']}{bonus} against defence {d['defend']}: the attack {outcome}."
    if k == "rescued":
        return f"The Pequod rescues the crew of {card}."
    if k == "retrieved":
        return f"The Ahab player takes back {TACTIC[d['card']]}."
    return None


def render_reveal(reveal: dict[str, Any]) -> Any:
    lines = ["The whale cards:"]
    for card in reveal["cards"]:
        if card["id"].startswith("w") and card.get("whale"):
            lines.append(f"  {CARD[card['id']]}: {WHALE[card['whale']]} ({card['status']})")
    if reveal["reason"]:
        lines.append(f"Game over: {reveal['reason']}.")
    return Text("\n".join(lines))


EXPLAIN = {
    "place": "Set-Up: the whale cards are laid left to right in the order you choose; only "
    "you know which is which.",
    "launch": "Set-Up: the Pequod's stern touches your edge of the table.",
    "move": "Movement: pick the card to move; then its heading change, then its distance.",
    "steer": "Movement: the card pivots on the centre of its stern.",
    "go": "Movement: the stern advances this far along the new heading; a card whose "
    "centre leaves the table is destroyed.",
    "sink": "Collisions: one of the two vessels is destroyed, your choice.",
    "lower": "Maneuvers: the boat is laid flush beside the Pequod and does not collide with "
    "it until either moves.",
    "offset": "Maneuvers: how far along the Pequod the boat is laid.",
    "swap": "Maneuvers (undersea movement): the two hidden cards switch places.",
    "reorient": "Maneuvers (undersea movement): the card turns 180 degrees in place.",
    "attack": "Attacks: hidden whales in the group are flipped; if the attack total beats "
    "the defence total, every defending card in the group is destroyed.",
    "roll": "Tactical Cards (Barrel Roll): this whale card will slide sideways before the "
    "attack is resolved.",
    "no_roll": "Tactical Cards: keep Barrel Roll for later.",
    "slide": "Tactical Cards (Barrel Roll): the slide, heading unchanged.",
    "capsize": "Tactical Cards (The Harpoon Was Darted): the boat that capsizes.",
    "play": "Tactical Cards: one a turn; a played card is spent.",
    "spot": "Tactical Cards (There She Blows): the card is flipped face up for good.",
    "retrieve": "Rescues: a rescue lets you take back one spent tactical card.",
    "end": "Game Play: end your turn.",
}


def explain_action(view: dict[str, Any], action: Action, label: str) -> str:
    return f"{label[0].upper()}{label[1:]}. {EXPLAIN.get(action.kind, '')}".strip()
