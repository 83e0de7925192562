"""Chaos Cove in words and on the screen: the sea and land lanes as a grid with the ships,
forts and invaders, the town, every event as a sentence, the rules in short, each action
explained, and the hidden cards at the end.

Everything here is drawn from a view, an event, an action or `reveal()` data (and the
printed content), never from a state, so it shows only what the seat may see.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.table import Table
from rich.text import Text

from seaboard.engine.game import Action, Event
from seaboard.games.chaos_cove import content as K

PHASES = ("", "1. Place heroes", "2. Use forts and ships", "3. Buy construction cards",
          "4. Surprise attack", "5. Defend the cove", "6. End of round")  # fmt: skip
RESOURCES = ("doubloon", "rum", "food", "plank", "gunpowder", "cannon", "saber")
RES_WORDS = {
    "doubloon": ("doubloon", "doubloons"),
    "rum": ("rum", "rum"),
    "food": ("food", "food"),
    "plank": ("plank", "planks"),
    "gunpowder": ("gunpowder", "gunpowder"),
    "cannon": ("cannon", "cannons"),
    "saber": ("saber", "sabers"),
    "crew": ("crew", "crew"),
    "hero_card": ("hero card", "hero cards"),
}
LOCATION = {
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
LOCATION_TEXT = {
    "lighthouse": "flip 1 or 2 face-down pirates face up",
    "port": "use up to 2 of your ship cards, each once",
    "blacksmith": "trade planks for doubloons, 1 for 1",
    "fortress": "take a Fortress token: +2 in every combat while your hero stays",
    "market": "give any 3 items and get any 3 supplies",
    "townhall": "buy one construction card now",
    "garden": "give the first-player marker to any player",
    "tavern": "draw 2 hero cards",
    "fountain": "move up to 2 of your crew into the Fountain",
    "watchtower": "flip 1 or 2 face-down barbarians face up",
    "shipyard": "buy one ship card now, 1 plank cheaper",
    "distillery": "trade food for rum, 1 for 1",
}
HERO_TEXT = {
    "art": "your forts may be invisible to attacking barbarians in Phase 5",
    "belle": "take 1 more resource from this location",
    "ben": "flip 1 barbarian face up",
    "calvin": "attack any one face-up invader, no ship or fort needed",
    "claudia": "take 1 saber or 1 gunpowder",
    "colin": "take 1 cannon or 1 gunpowder",
    "dennis": "move one of your ships, or swap it with another player's",
    "gloria": "use 1 or 2 of your forts or ships now",
    "gus": "your Fountain crew add +2 each in your combats this round",
    "edgar": "move one of your forts, or swap it with another player's (house)",
    "flint": "your ships may flee as if on a wind space this round (house)",
    "hattie": "may go where two heroes stand already (house)",
    "iggy": "move another hero out of this location (house)",
    "morgan": "gain 1 doubloon and draw 1 hero card (house)",
    "pip": "take any 2 of rum, food or plank (house)",
    "rosa": "turn up to 2 used cannons or sabers face up and take 1 gunpowder (house)",
}
COMBAT_VALUE = {
    "cannon": K.COMBAT.cannon,
    "saber": K.COMBAT.saber,
    "powder": K.COMBAT.gunpowder,
    "crew": K.COMBAT.gus_crew,
}


def hero(h: Any) -> str:
    return str(h).replace("_", " ").title()


def card(c: Any) -> str:
    """A hero card in words: its hero and combat values."""
    if not isinstance(c, int) or not 0 <= c < K.N_CARDS:
        return "a hero card"
    naval, martial = K.CARD_NAVAL[c], K.CARD_MARTIAL[c]
    values = " or ".join(
        x for x in (f"naval {naval}" if naval else "", f"martial {martial}" if martial else "") if x
    )
    return f"{hero(K.HERO_IDS[c // 4])} ({values or 'no combat value'})"


def construction(c: Any) -> str:
    return str(c).replace("_", " ").title()


def res(name: Any, n: int = 1) -> str:
    one, many = RES_WORDS.get(str(name), (str(name), str(name)))
    return f"{n} {one if n == 1 else many}"


def place(space: Any) -> str:
    """A board space in words: `ship2_3` is the 3rd ship space of lane 2."""
    s = str(space)
    for prefix, what in (("ship", "ship space"), ("fort", "fort space")):
        if s.startswith(prefix) and "_" in s:
            lane, _, i = s[len(prefix) :].partition("_")
            wind = " (wind)" if prefix == "ship" and i == str(K.WIND_POS + 1) else ""
            return f"{what} {i} of lane {lane}{wind}"
    for prefix, what in (("sea", "the pirate of sea lane"), ("land", "the barbarian of land lane"),
                         ("pbt", "the pirate in breakthrough space"),
                         ("bbt", "the barbarian in breakthrough space")):  # fmt: skip
        if s.startswith(prefix) and s[len(prefix) :].isdecimal():
            return f"{what} {s[len(prefix) :]}"
    return s.replace("_", " ")


def _list(items: list[str], empty: str = "none") -> str:
    items = [x for x in items if x]
    if not items:
        return empty
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _who(q: Any, player: int | None) -> str:
    return "you" if q == player else f"seat {q}"


def _subject(q: Any, player: int | None, you: str, other: str) -> str:
    return f"You {you}" if q == player else f"Seat {q} {other}"


# ================================================================================================
# the board
# ================================================================================================
LEGEND = (
    "P n / B n a face-up pirate / barbarian of strength n, ? a face-down one (wave n); ~ a "
    "wind space (a ship there may flee); u used (turned), s spent crew; > to move."
)


def _owner(q: int, player: int | None) -> Text:
    if q < 0:
        return Text(".", "dim")
    return Text("YOU", "bold green") if q == player else Text(f"seat {q}", "cyan")


def _invader(d: Any, kind: str) -> Text:
    if d is None:
        return Text("-", "dim")
    wave, strength = d
    if strength is None:
        return Text(f"? w{wave}", "dim")
    return Text(f"{kind} {strength}", "bold red")


def _lanes(v: dict[str, Any], player: int | None) -> Table:
    table = Table(box=None, pad_edge=False, padding=(0, 1), header_style="bold")
    table.add_column("lane", justify="right", no_wrap=True)
    table.add_column("pirate", no_wrap=True)
    for i in range(K.PER_LANE):
        table.add_column(f"ship {i + 1}" + ("~" if i == K.WIND_POS else ""), no_wrap=True)
    table.add_column("barbarian", no_wrap=True)
    for i in range(K.PER_LANE):
        table.add_column(f"fort {i + 1}", no_wrap=True)
    ships, forts, invaders = v.get("ships", []), v.get("forts", []), v.get("invaders", [])
    for lane in range(K.LANES):
        span = range(lane * K.PER_LANE, (lane + 1) * K.PER_LANE)
        row: list[Any] = [
            str(lane + 1),
            _invader(invaders[lane] if lane < len(invaders) else None, "P"),
        ]
        row += [_owner(ships[x] if x < len(ships) else -1, player) for x in span]
        land = K.LANES + lane
        row.append(_invader(invaders[land] if land < len(invaders) else None, "B"))
        row += [_owner(forts[x] if x < len(forts) else -1, player) for x in span]
        table.add_row(*row)
    return table


def _town(v: dict[str, Any], player: int | None) -> Text:
    at: dict[int, list[str]] = {}
    owners = v.get("hero_owner", [])
    for h, loc in enumerate(v.get("hero_location", [])):
        if loc >= 0 and h < len(K.HERO_IDS):
            who = _who(owners[h], player) if h < len(owners) and owners[h] >= 0 else "?"
            at.setdefault(loc, []).append(f"{hero(K.HERO_IDS[h])} ({who})")
    parts = [
        f"{LOCATION.get(K.LOC_IDS[loc], K.LOC_IDS[loc])[4:]}: {', '.join(hs)}"
        for loc, hs in sorted(at.items())
        if loc < len(K.LOC_IDS)
    ]
    return Text("Heroes in town: " + ("; ".join(parts) or "none yet"))


def _stacks(v: dict[str, Any]) -> Text:
    parts = []
    for i, (top, n) in enumerate(
        zip(v.get("stack_tops", []), v.get("stack_sizes", []), strict=False)
    ):
        taken = (v.get("stack_taken") or [False] * (i + 1))[i]
        name = construction(top) if top else "face down"
        parts.append(f"{i + 1} {name} ({n}{', taken' if taken else ''})")
    return Text("Construction stacks (cards left): " + "; ".join(parts))


def _vp(v: dict[str, Any]) -> list[int]:
    """Points if the game ended now: construction cards, and the invader bonus after the
    lowest count of tiles is discarded by everyone (Ending the Game)."""
    cards = [
        sum(K.VP[K.CARD_KEY[c]] for c in cs if c in K.CARD_KEY) for cs in v.get("construction", [])
    ]
    tiles = [len(t) for t in v.get("tiles", [])]
    low = min(tiles, default=0)
    return [c + K.invader_bonus(t - low) for c, t in zip(cards, tiles, strict=False)]


def _players(v: dict[str, Any], player: int | None) -> Table:
    table = Table(box=None, pad_edge=False, padding=(0, 1), header_style="bold")
    for name in ("seat", "VP", "$", "rum", "food", "plank", "powder", "cannon", "saber", "crew",
                 "cards", "tiles"):  # fmt: skip
        table.add_column(name, justify="left" if name == "seat" else "right", no_wrap=True)
    points = _vp(v)
    for q, row in enumerate(v.get("resources", [])):
        row = list(row) + [0] * (12 - len(row))
        who = Text("YOU" if q == player else str(q), "bold green" if q == player else "")
        if q == v.get("to_move"):
            who.append(" >", "bold green")
        cannon = f"{row[5]}" + (f"+{row[7]}u" if row[7] else "")
        saber = f"{row[6]}" + (f"+{row[8]}u" if row[8] else "")
        crew = f"{row[10]}" + (f"+{row[11]}s" if row[11] else "")
        table.add_row(
            who,
            str(points[q]) if q < len(points) else "?",
            *(str(row[i]) for i in range(5)),
            cannon,
            saber,
            crew,
            str((v.get("hand_sizes") or [0] * (q + 1))[q]),
            str(len((v.get("tiles") or [[]] * (q + 1))[q])),
        )
    return table


def _heroes(v: dict[str, Any], player: int | None) -> Text:
    hands, slots = v.get("hero_hands", []), v.get("seat_slots", [])
    parts = []
    for q, slot in enumerate(slots):
        if 0 <= slot < len(hands):
            names = ", ".join(hero(K.HERO_IDS[h]) for h in hands[slot] if h < len(K.HERO_IDS))
            parts.append(f"{_who(q, player)}: {names}")
    return Text("Heroes this round: " + "; ".join(parts))


def _pending(v: dict[str, Any], player: int | None) -> list[Text]:
    lines = []
    for t in v.get("pending", []):
        if "combat" in t:
            kind = "naval" if t.get("naval") else "martial"
            offers = [f"{_who(q, player)} offers {card(c)}" for q, c in t.get("offers", [])]
            lines.append(
                Text(
                    f"Combat: {_who(t.get('player'), player)} against {place(t['combat'])} "
                    f"(strength {t.get('strength')}, {kind}); {t.get('total', 0)} so far"
                    + (f"; {_list(offers)}" if offers else "")
                    + ".",
                    "bold red",
                )
            )
        else:
            lines.append(
                Text(
                    f"Under way: the {str(t.get('task', '')).replace('_', ' ')} effect of "
                    f"{_who(t.get('player'), player)}.",
                    "yellow",
                )  # fmt: skip
            )
    return lines


def heading(v: dict[str, Any], player: int | None) -> Text:
    phase = v.get("phase", 0)
    name = PHASES[phase] if isinstance(phase, int) and 0 <= phase < len(PHASES) else str(phase)
    who = "spectator" if player is None else f"you are seat {player}"
    return Text(
        f"Chaos Cove - round {v.get('round', 1)} of {v.get('rounds', 4)} - {name} - {who}",
        style="bold",
    )


def progress(v: dict[str, Any], player: int | None) -> Text:
    points = _vp(v)
    bt = v.get("breakthrough", [[], []])
    n = K.BT_SPACES
    if v.get("over"):
        if v.get("cove_fell"):
            return Text("GAME OVER: the cove fell; everyone loses.", "bold red")
        best = max(points, default=0)
        winners = [_who(q, player) for q, x in enumerate(points) if x == best]
        return Text(
            f"GAME OVER: the cove held; {_list(winners)} scored most ({best} VP).", "bold red"
        )
    score = ", ".join(f"{_who(q, player)} {x}" for q, x in enumerate(points))
    return Text(
        f"VP if it ended now: {score}. Breakthroughs: pirates {len(bt[0])} of {n}, "
        f"barbarians {len(bt[1])} of {n} - one more past {n} of either and everyone loses."
    )


def render_view(v: dict[str, Any], player: int | None) -> Group:
    parts: list[Any] = [heading(v, player), _lanes(v, player)]
    bt = v.get("breakthrough", [[], []])
    strengths = [
        ", ".join(str(K.TILE_STRENGTH[t]) for t in side if 0 <= t < K.N_TILES) or "none"
        for side in bt
    ]
    parts.append(Text(f"Broken through: pirates {strengths[0]}; barbarians {strengths[1]}."))
    parts.append(_town(v, player))
    parts.append(_stacks(v))
    parts.append(_players(v, player))
    parts.append(_heroes(v, player))
    if player is not None and "hand" in v:
        parts.append(
            Text("Your hero cards: " + _list([card(c) for c in v["hand"]], "none"), "cyan")
        )
        mine = v.get("construction", [])
        if player < len(mine):
            parts.append(
                Text("Your construction cards: " + _list([construction(c) for c in mine[player]]))
            )
    first = v.get("first_player")
    if first is not None:
        parts.append(Text(f"First player: {_who(first, player)}.", "dim"))
    parts += _pending(v, player)
    parts.append(Text(LEGEND, "dim"))
    parts.append(progress(v, player))
    return Group(*parts)


# ================================================================================================
# events
# ================================================================================================
def _args(d: dict[str, Any]) -> list[str]:
    return str(d.get("action", "")).split()[1:]


def _card_arg(d: dict[str, Any]) -> str:
    a = _args(d)
    return card(int(a[0])) if a and a[0].isdecimal() else "a hero card"


def _action(kind: str, d: dict[str, Any], p: int | None) -> str:
    q, a = d.get("player"), _args(d)

    def say(you: str, other: str, rest: str) -> str:
        return _subject(q, p, you, other) + rest

    if kind == "place":
        return say("place", "places", f" {hero(a[0])} at {LOCATION.get(a[1], a[1])}.")
    if kind == "pass":
        return say("pass", "passes", ".")
    if kind == "end":
        return say("end", "ends", " the turn.")
    if kind == "location":
        return say("use", "uses", " the location's effect.")
    if kind == "hero":
        return say("use", "uses", " the hero's own effect.")
    if kind == "take":
        return say("take", "takes", f" {res(a[0])} from the location.")
    if kind == "ability":
        return say("play", "plays", f" {_card_arg(d)} for its ability.")
    if kind == "combat":
        return say("fight", "fights", f" with {_card_arg(d)}.")
    if kind == "offer":
        return say("offer", "offers", f" {_card_arg(d)} to help in the combat.")
    if kind == "givecard":
        return say("give", "gives", f" {_card_arg(d)} at the Market.")
    if kind == "accept":
        return say("accept", "accepts", " the help offered.")
    if kind == "refuse":
        return say("refuse", "refuses", " the help offered; the cards go back.")
    if kind in ("cannon", "saber", "powder", "crew"):
        what = {"cannon": "fire a cannon", "saber": "wield a saber",
                "powder": "explode a gunpowder", "crew": "unleash a crew"}[kind]  # fmt: skip
        you, _, rest = what.partition(" ")
        return say(you, you + "s", f" {rest} (+{COMBAT_VALUE[kind]}).")
    if kind == "fight":
        return say("fight", "fights", " with what is on the table.")
    if kind in ("trade", "use"):
        return say(
            "use",
            "uses",
            " one of their forts or ships." if q != p else " one of your forts or ships.",
        )
    if kind == "lose":
        return say("lose", "loses", " a construction card with the destroyed piece.")
    if kind == "buy":
        return say("buy", "buys", f" a construction card from stack {a[0]}.")
    if kind == "build":
        return say("put", "puts", f" a new piece on {place(a[0])}.")
    if kind == "attack":
        return say("attack", "attacks", f" {place(a[0])}.")
    if kind == "defend":
        return say("defend", "defends", " against the invader.")
    if kind == "flee":
        return say("flee", "flees", f" to {place(a[0])}.")
    if kind == "hide":
        return say("hide", "hides", " a fort from the barbarian (Art).")
    if kind == "move":
        return say("move", "moves", f" the piece on {place(a[0])} to {place(a[1])}.")
    if kind == "bounce":
        return say("move", "moves", f" {hero(a[0])} out to {LOCATION.get(a[1], a[1])} (Iggy).")
    if kind == "flip":
        return say("flip", "flips", f" {place(a[0])} face up.")
    if kind == "smith":
        return say("trade", "trades", " a plank for a doubloon at the Blacksmith.")
    if kind == "distil":
        return say("trade", "trades", " a food for a rum at the Distillery.")
    if kind == "recruit":
        return say("move", "moves", " a crew into the Fountain.")
    if kind == "give":
        return say("give", "gives", f" {res(a[0])} at the Market.")
    if kind == "get":
        return say("get", "gets", f" {res(a[0])} at the Market.")
    if kind == "marker":
        return say("give", "gives", f" the first-player marker to {_who(int(a[0]), p)}.")
    if kind == "gain":
        return say("gain", "gains", f" {res(a[0])}.")
    if kind == "unflip":
        return say("turn", "turns", f" a used {a[0]} face up again.")
    if kind == "stop":
        return say("stop", "stops", " using the effect.")
    if kind == "done":
        return say("are", "is", " done.")
    raise KeyError(kind)


ACTION_KINDS = (
    "place", "pass", "end", "location", "hero", "take", "ability", "combat", "offer",
    "givecard", "accept", "refuse", "cannon", "saber", "powder", "crew", "fight", "trade",
    "use", "lose", "buy", "build", "attack", "defend", "flee", "hide", "move", "bounce",
    "flip", "smith", "distil", "recruit", "give", "get", "marker", "gain", "unflip", "stop", "done",
)  # fmt: skip


def _flipped(d: dict[str, Any], p: int | None) -> str:
    return f"{place(d['space']).capitalize()} is turned face up: strength {d['strength']}."


def _combat_result(d: dict[str, Any], p: int | None) -> str:
    if d.get("won"):
        return (
            _subject(d["player"], p, "defeat", "defeats")
            + f" {place(d['target'])} and keep{'s' if d['player'] != p else ''} its tile."
        )
    return _subject(d["player"], p, "fail", "fails") + f" to defeat {place(d['target'])}."


def _game_over(d: dict[str, Any], p: int | None) -> str:
    if d.get("cove_fell"):
        return "Game over: the cove fell to the invaders; everyone loses."
    return "Game over: the cove held; the most victory points wins."


def render_event(event: Event, player: int | None) -> str | None:
    """The sentence for `event` as `player` sees it; None for a kind this module does not
    know (the caller falls back to a plain one)."""
    d = event.data
    try:
        if event.kind == "flipped":
            return _flipped(d, player)
        if event.kind == "combat_result":
            return _combat_result(d, player)
        if event.kind == "game_over":
            return _game_over(d, player)
        if event.kind in ACTION_KINDS:
            return _action(event.kind, d, player)
    except (KeyError, TypeError, ValueError, IndexError):
        return None
    return None


# ================================================================================================
# explaining an action
# ================================================================================================
def explain_action(v: dict[str, Any], action: Action) -> str:
    k, a = action.kind, [str(x) for x in action.args]
    if k == "place":
        return (
            f"Place {hero(a[0])} at {LOCATION.get(a[1], a[1])}: then, in any order, use the "
            f"location ({LOCATION_TEXT.get(a[1], '')}), the hero ({HERO_TEXT.get(a[0], '')}), "
            "and take up to 2 of its resources (more for 1 doubloon each). Your 3rd and 4th "
            "heroes cost 3 doubloons. Rule: Phase One - Place Heroes."
        )
    if k == "take":
        return f"Take {res(a[0])} from this location (the first two are free). Rule: Phase One."
    if k in ("ability", "combat", "offer", "givecard"):
        c = int(a[0]) if a and a[0].isdecimal() else -1
        h = K.HERO_IDS[c // 4] if 0 <= c < K.N_CARDS else ""
        what = {
            "ability": f"discard it for its ability: {HERO_TEXT.get(h, '')}",
            "combat": "discard it for its combat value in this fight",
            "offer": "offer it to the player fighting; they may accept or refuse",
            "givecard": "give it as one of the 3 items of a Market trade",
        }[k]
        return f"{card(c)}: {what}. Only while its hero is on the board. Rule: Hero Cards."
    if k in COMBAT_VALUE:
        return f"+{COMBAT_VALUE[k]} in this combat. Rule: Combat Primer."
    if k == "fight":
        return "Fight with the total on the table: win if it reaches the invader's strength. Rule: Combat Primer."
    if k == "attack":
        return f"Attack {place(a[0])} (a face-up invader next to your ship or fort, or broken through). Rule: Phase Four."
    if k == "defend":
        return "Fight the invader attacking your piece; if you lose, the piece is destroyed. Rule: Phase Five."
    if k == "flee":
        return f"Do not fight: the ship on a wind space moves to {place(a[0])}. Rule: Phase Five."
    if k == "buy":
        return "Buy the top card of that construction stack at its cost, and place its piece. Rule: Phase Three."
    if k == "build":
        return f"Put the new piece on {place(a[0])}. Rule: Phase Three."
    if k == "pass":
        return "Pass: no more placing, buying or attacking this round (by phase). Rule: Phases One, Three, Four."
    if k == "end":
        return "End your turn. Rule: Phase One."
    if k == "location":
        return "Use the effect of the location your hero stands at. Rule: Location Effects."
    if k == "hero":
        return "Use the effect of the hero you just placed. Rule: Hero Tile and Card Effects."
    if k in ("accept", "refuse"):
        return f"{k.capitalize()} the hero cards other players offered for this combat. Rule: Combat Primer."
    if k in MORE:
        return MORE[k].format(*[place(x) for x in a], *[hero(x) for x in a[:1]])
    return f"{k.capitalize()} {' '.join(place(x) for x in a)}.".replace(" .", ".")


# what the remaining actions do and which rule says so ({0}, {1}: the arguments as places,
# then the first as a hero's name)
MORE = {
    "trade": "Use one of your ship cards once this phase: pay its rum, take its goods. Rule: "
    "Phase Two - Use Forts and Ships.",
    "use": "Use one of your fort cards (gain what it produces) or ship cards (trade rum for "
    "goods), each card once for this effect. Rule: Location Effects (Port), Hero Tile and "
    "Card Effects (Gloria).",
    "lose": "Your destroyed piece takes a construction card of its kind with it; you choose "
    "which. Rule: Phase Five - Defend the Cove.",
    "move": "Move your piece from {0} to {1}; if another player's piece stands there, the two "
    "swap places. Rule: Hero Tile and Card Effects (Dennis; Edgar for forts, house).",
    "bounce": "Move {2} out of this location to another with room; a Fortress token goes "
    "back if its owner's hero leaves the Fortress. Rule: Hero Tile and Card Effects (Iggy, "
    "house).",
    "flip": "Turn {0} face up: everyone sees its strength, and it may be attacked now. Rule: "
    "Location Effects (Lighthouse, Watchtower), Hero Tile and Card Effects (Ben).",
    "smith": "Trade one plank for one doubloon; repeat as often as you like, then stop. Rule: "
    "Location Effects (Blacksmith).",
    "distil": "Trade one food for one rum; repeat as often as you like, then stop. Rule: "
    "Location Effects (Distillery, house).",
    "recruit": "Move one of your crew from your player area into the Fountain (up to two), "
    "where they pay for forts and ships and fight with Gus. Rule: Location Effects "
    "(Fountain, house).",
    "give": "Give {0} as one of the three items of your Market trade. Rule: Location Effects "
    "(Market).",
    "get": "Take {0} as one of the three supplies of your Market trade (cannons and sabers "
    "while the stock lasts). Rule: Location Effects (Market).",
    "marker": "Give the first-player marker to that seat: it leads Phases 2 to 5 this round, "
    "and the marker passes left at the end of the round. Rule: Location Effects (Garden).",
    "gain": "Take {0} from the supply. Rule: Hero Tile and Card Effects (Claudia, Colin, Pip).",
    "unflip": "Turn a used {0} face up: it can fight again this round. Rule: Hero Tile and "
    "Card Effects (Rosa, house).",
    "stop": "Use no more of this effect (it allowed more). Rule: Location Effects.",
    "done": "Finish this step: no more forts and ships (Phase 2), no card offered (combat), "
    "or no more cards after your combat (Phase 5). Rule: Phase Two, Combat Primer.",
    "hide": "Your fort is invisible to this barbarian: it attacks the next fort instead. "
    "Rule: Hero Tile and Card Effects (Art).",
}


# ================================================================================================
# the goal, the rules, the reveal
# ================================================================================================
def goal(player: int | None, rounds: int) -> str:
    return (
        "Defend Chaos Cove together, and score the most yourself. Each round you place your "
        "heroes in town to gather resources, build forts and ships, and then fight the "
        "pirates (by sea) and barbarians (by land) next to your pieces. An invader nobody "
        "defeats destroys ships and forts and breaks through; a fourth breakthrough of "
        "either kind and everyone loses. If the cove holds for "
        f"{rounds} rounds, the most victory points wins: construction cards and defeated "
        "invader tiles."
    )


RULES = [
    (
        "Overview of Play",
        "2 to 4 players, four rounds (three for a first game) of six phases. Every round "
        "each player controls four heroes; heroes pass to the next player at the end of the "
        "round.",
    ),
    (
        "Phase One - Place Heroes",
        "In turn order, place a hero in one of twelve locations (two heroes at most in each): "
        "use the location's effect, the hero's effect, and take up to two of the resources "
        "printed there (more at a doubloon each). Everyone places two; a 3rd and 4th cost 3 "
        "doubloons. Hero cards of heroes on the board may be played.",
    ),
    (
        "Phase Two - Use Forts and Ships",
        "Collect the resources of your forts and make each ship's trade once (rum for goods).",
    ),
    (
        "Phase Three - Buy Construction Cards",
        "In turn order buy one card at a time at its cost; a fort or ship card puts a piece on "
        "an empty space next to an invader. Rum parties are worth points.",
    ),
    (
        "Combat Primer",
        "Reach the invader's strength: cannons +3 naval, sabers +3 martial (flipped, reused "
        "next round), gunpowder +1, hero cards their value, the Fortress token +2, Gus's "
        "crew +2 each. Others may offer hero cards; the fighter keeps the tile when winning.",
    ),
    (
        "Phase Four - Surprise Attack",
        "In turn order, attack one face-up invader next to your ship or fort, or one that broke "
        "through, until everyone passes.",
    ),
    (
        "Phase Five - Defend the Cove",
        "All invaders flip face up and attack in order, pirates first, top to bottom, each "
        "against the ships or forts next to it from the top. A loss destroys the piece (and "
        "a matching card); a ship on a wind space may flee instead. An invader with no "
        "defender left breaks through; a fourth breakthrough of a kind and everyone loses.",
    ),
    (
        "Phase Six - End of Round",
        "Pass hero tiles to the left, refresh the construction stacks, turn cannons, sabers "
        "and crew back up, place the next wave face down, pass the first-player marker.",
    ),
    (
        "Ending the Game",
        "After the last round: construction cards score their points; everyone discards as "
        "many invader tiles as the player with the fewest, and the rest score the invader "
        "bonus (1: 2, 2: 5, 3: 9, 4: 14, ...). Ties: most tiles, then most resources.",
    ),
]


def render_reveal(r: dict[str, Any]) -> Text:
    """`reveal()` data in words: every hand, the face-down invaders, the hidden stacks."""
    lines = []
    for q, hand in enumerate(r.get("hands", [])):
        lines.append(f"Seat {q}'s hero cards: {_list([card(c) for c in hand], 'none')}.")
    spaces = [*K.SEA, *K.LAND]
    faces = []
    for i, d in enumerate(r.get("invaders", [])):
        if d is not None and i < len(spaces):
            faces.append(f"{place(spaces[i])}: strength {d[1]}")
    if faces:
        lines.append("The invaders: " + "; ".join(faces) + ".")
    stacks = r.get("random_stacks", [])
    for i, stack in enumerate(stacks):
        names = [construction(K.CARD_IDS[c]) for c in stack if 0 <= c < len(K.CARD_IDS)]
        lines.append(f"Random stack {9 + i} held: {_list(names, 'nothing')}.")
    lines.append(f"The hero deck held {len(r.get('deck', []))} cards.")
    return Text("\n".join(lines))
