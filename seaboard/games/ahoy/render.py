"""Ahoy in the terminal: the map as a grid of spaces with figures, each board's die slots,
one sentence per event, the goal, the rules in short and the end of a game in words. Drawn
from views and events only."""

from __future__ import annotations

from typing import Any

from seaboard.engine.game import Action, Event
from seaboard.games.ahoy import content as C

FACTION_WORDS = {
    "bluefin": "the Bluefin Squadron",
    "mollusk": "the Mollusk Union",
    "red smuggler": "the red Smuggler",
    "white smuggler": "the white Smuggler",
    "smuggler": "a Smuggler",
    "leviathan": "the Leviathan",
    "coral": "the Coral Cap Pirates",
}
FIGURE_WORDS = {
    "flagship": "Flagship",
    "patrol": "Patrol",
    "stronghold": "Stronghold",
    "cutter": "Cutter",
    "gunship": "Gunship",
    "body": "Body",
    "specter": "Frigate Specter",
    "wayfinder": "Frigate Wayfinder",
    "luxury": "Frigate Luxury",
    "mercenary": "Frigate Mercenary",
    "banquet": "Frigate Banquet",
    "arbiter": "Frigate Arbiter",
}
ACTION_WORDS = {
    "sail": "Sail",
    "fullsail": "Full Sail",
    "tailwind": "Tailwind",
    "order": "Order",
    "cannons": "Cannons",
    "bombard": "Bombard",
    "deploy": "Deploy",
    "repair": "Repair",
    "assemble": "Assemble",
    "inspire": "Inspire",
    "rally": "Rally",
    "negotiate": "Negotiate",
    "cutter": "Cutter",
    "gunship": "Gunship",
    "slink": "Slink",
    "strike": "Strike",
    "feast": "Feast",
    "devour": "Devour",
    "grow": "Grow",
    "dive": "Dive",
    "heal": "Heal",
    "brain": "Developed Brain",
    "nimble": "Nimble",
    "parade": "Parade",
    "relocate": "Relocate",
    "rob": "Rob",
}
EVOLUTION_WORDS = {
    "caustic-spray": "Caustic Spray",
    "developed-brain": "Developed Brain",
    "massive": "Massive",
    "nimble": "Nimble",
    "spiked": "Spiked",
    "symbiotic": "Symbiotic",
}
APPETITE_WORDS = {
    "grow_head": "Grow Head",
    "grow_body": "Grow Body",
    "evolve": "Evolve",
    "spread_terror": "Spread Terror",
    "advance": "advance Speed or Fangs",
}
CORNER_WORDS = C.CORNER_WORDS
DIR_WORDS = {"n": "north", "e": "east", "s": "south", "w": "west"}
ISLAND_MARK = {"fish": "F", "swords": "X", "compass": "C", "skull": "K", "tree": "T", "parrot": "P"}
TERRAIN_MARK = {"open": ".", "fog": "f", "wreck": "w", "harbor": "h", "current": "c", "island": "I"}
REWARD_WORDS = {
    "buy_fame": "spend up to {n} gold for 1 Fame each",
    "move": "move up to {n} spaces",
    "move_safe": "move up to {n} spaces ignoring battles",
    "fame": "gain {n} Fame",
    "fame_wealth": "gain {n} Fame and raise a wealth die",
    "recruit": "recruit a Crew ignoring cost and suit",
    "tailwind": "a free Tailwind to any Tailwind space",
    "gold": "gain {n} gold",
    "repair": "repair all damage",
    "repair_fame": "repair all damage for 1 Fame each",
    "start": "the start",
    "tile": "add a tile to the map",
}
VICTORY_WORDS = {
    "gold": "dealt 1 damage and stole 1 gold",
    "double": "dealt 2 damage",
    "comrade": "dealt 1 damage and moved a Comrade",
    "move": "dealt 1 damage and may move 2 spaces",
    "reward": "dealt 1 damage and takes a reward",
    "bite": "dealt 1 damage and chooses extra results",
    "steal": "dealt 1 damage and stole 2 gold",
    "onward": "dealt 1 damage and sails on",
}

DECISION_WORDS = {
    "turn": "place dice or take free actions",
    "start": "where to start",
    "move": "where to move",
    "explore": "how to place the new tile",
    "tailwind": "where to Tailwind",
    "drop": "whether to drop a Patrol",
    "comrades": "Comrades on the Island or Ready",
    "order": "which Patrols to move",
    "deploy": "where to Deploy",
    "repair": "what to repair",
    "assemble": "how many Comrades to assemble",
    "inspire": "which Islands to inspire",
    "damage": "where to take damage",
    "fortify": "whether to build a Stronghold",
    "raise": "which wealth die to raise",
    "refresh": "whether to refresh the Market",
    "battle": "a battle",
    "reward": "a reward",
    "pledge": "a secret pledge",
}

RULES: tuple[tuple[str, str], ...] = (
    (
        "Overview (ahoy.md §1)",
        "2-4 players race for Fame. The Bluefin Squadron and the Mollusk Union score regions "
        "they control; Smugglers deliver Cargo and pledge it secretly. At the end of a round in "
        "which someone has 30 Fame the game ends; most Fame wins, ties by gold.",
    ),
    (
        "Turns (§4.1)",
        "Each round everyone rolls their action dice. From the First Player on, each turn you "
        "place 2 dice on open slots of your board (a slot's pips or range must match; 1 gold "
        "turns a die up or down by 1) and do the slot's action. Recruiting Crew at an Island "
        "and other free actions can be done on your turn too.",
    ),
    (
        "The map (§5)",
        "Region tiles are 2x2 spaces with one Island. Sailing off the edge explores: the next "
        "tile is placed where you chose. Wreckage damages, Fog stops you, Strong Currents push, "
        "Sandbars block, Harbors repair, Treasure pays when you anchor.",
    ),
    (
        "Battles (§6.4)",
        "Entering enemies, or loading Cannons beside them, starts a battle if either side has "
        "loaded Cannons. Both roll a die; turning a Cannons die down adds to your roll. The "
        "winner picks a Battle Victory; the loser takes damage on a die slot.",
    ),
    (
        "End of round (§4.2)",
        "Each region's controller gains its wealth in Fame (a tie scores nothing). At 30 Fame "
        "the game ends. With 2 players the First Player raises a wealth die and may refresh the "
        "Market. Dice are re-rolled and the First Player card passes left.",
    ),
)


def who(event_or_data: dict[str, Any]) -> str:
    faction = event_or_data.get("faction")
    if isinstance(faction, str):
        return FACTION_WORDS.get(faction, faction)
    return f"seat {int(event_or_data.get('player', 0))}"


space_words = C.space_words


def tile_words(tile: str) -> str:
    suit, side = tile.split("-")
    return f"the {suit} region {side.upper()}"


def card_name(card: str) -> str:
    return C.CARDS[C.CARD_INDEX[card]].name


def plan_name(plan: str) -> str:
    return C.PLANS[C.PLAN_IDS.index(plan)].name


def goal(players: int, player: int | None) -> str:
    base = (
        "Reach 30 Fame first. The Bluefin Squadron spreads Patrols and Strongholds; the "
        "Mollusk Union fills Islands with Comrades; each scores the regions it controls, worth "
        "their wealth die, every round."
    )
    if players > 2:
        base += " Smugglers carry Cargo between Islands and pledge it secretly to a side."
    return base


def render_event(event: Event, player: int | None) -> str | None:
    d = event.data
    k = event.kind
    w = who(d)
    if k == "removed":
        return f"{w.capitalize()} loses a {FIGURE_WORDS[d['figure']]} at {space_words(d['space'])}."
    if k == "ship_damaged":
        return f"{w.capitalize()}'s {FIGURE_WORDS[d['figure']]} takes damage."
    if k == "ship_sunk":
        return f"{w.capitalize()}'s {FIGURE_WORDS[d['figure']]} is lost."
    if k == "piloted":
        return f"{w.capitalize()}'s Pilot steers clear of the Wreckage: no damage."
    if k == "damage_ignored":
        return f"{w.capitalize()} has no open slot left to damage."
    if k == "gold":
        return f"{w.capitalize()} gains {d['amount']} gold ({str(d['why']).replace('_', ' ')})."
    if k == "fame":
        return f"{w.capitalize()} gains {d['amount']} Fame ({str(d['why']).replace('_', ' ')})."
    if k == "wealth":
        return f"The wealth die of {tile_words(d['tile'])} now shows {d['value']}."
    if k == "market":
        return f"{card_name(d['card'])} joins the Market."
    if k == "market_boxed":
        return f"{w.capitalize()} boxes the Market and deals it anew."
    if k == "comrades":
        return f"{w.capitalize()} puts {d['count']} Comrade(s) on the Island of {tile_words(d['tile'])}."
    if k == "comrades_removed":
        return f"{d['count']} Comrade(s) leave the Island of {tile_words(d['tile'])}."
    if k == "comrades_lifted":
        return f"{d['count']} Comrade(s) are evacuated from {tile_words(d['tile'])}."
    if k == "battle":
        return (
            f"Battle: the {FIGURE_WORDS[d['attacker_figure']]} of seat {d['attacker']} "
            f"attacks the {FIGURE_WORDS[d['defender_figure']]} of seat {d['defender']}."
        )
    if k == "battle_roll":
        return f"The battle dice show {d['attacker_roll']} for the attacker and {d['defender_roll']} for the defender."
    if k == "battle_tie":
        return f"Both sides total {d['total']}: the battle dice are rolled again."
    if k == "battle_won":
        return f"Seat {d['winner']} wins the battle, {d['winner_total']} to {d['loser_total']}."
    if k == "battle_skipped":
        return f"{w.capitalize()} slips away: the battle is skipped."
    if k == "boost":
        return f"{w.capitalize()} turns a Cannons die down by {d['amount']} for the battle."
    if k == "victory":
        return f"{w.capitalize()} {VICTORY_WORDS[d['option']]}."
    if k == "plan_played":
        return f"{w.capitalize()} plays the plan {plan_name(d['plan'])}."
    if k == "plan_drawn":
        return "You draw the plans " + " and ".join(plan_name(x) for x in d["plans"]) + "."
    if k == "plans_drawn":
        return f"{w.capitalize()} draws {d['count']} plan card(s)."
    if k == "moved":
        return f"{w.capitalize()}'s {FIGURE_WORDS[d['figure']]} moves to {space_words(d['space'])}."
    if k == "current":
        return f"A Strong Current pushes {w}'s {FIGURE_WORDS[d['figure']]} on."
    if k == "explored":
        return f"{w.capitalize()} explores: {tile_words(d['tile'])} joins the map."
    if k == "start":
        return f"{w.capitalize()} starts at {space_words(d['space'])}."
    if k == "placed":
        words = ACTION_WORDS.get(
            str(d["slot"]),
            card_name(str(d["slot"])) if str(d["slot"]) in C.CARD_INDEX else str(d["slot"]),
        )
        turned = f" (turned from {d['face']})" if d["face"] != d["value"] else ""
        return f"{w.capitalize()} places a {d['value']}{turned} on {words}."
    if k == "recruited":
        return f"{w.capitalize()} recruits the {card_name(d['card'])}."
    if k == "ready":
        return f"{w.capitalize()} gains {d['count']} Ready Comrade(s)."
    if k == "repaired":
        return f"{w.capitalize()} repairs damage."
    if k == "patrol":
        return f"{w.capitalize()} puts a Patrol at {space_words(d['space'])}."
    if k == "damaged":
        return (
            f"{w.capitalize()} takes damage on a {ACTION_WORDS.get(str(d['slot']), 'Crew')} slot."
        )
    if k == "stronghold":
        return f"{w.capitalize()} builds a Stronghold at {space_words(d['space'])}."
    if k == "dice_lost":
        return f"{w.capitalize()} has no open slot for {d['count']} die (dice) and loses them this round."
    if k == "round_scored":
        return f"Round {d['round']} is scored."
    if k == "new_round":
        return f"Round {d['round']} begins; seat {d['first']} goes first."
    if k == "game_over":
        names = ", ".join(f"seat {int(s)}" for s in d["winners"])
        return f"The game is over: {names} win(s)."
    if k == "smuggled":
        return f"{w.capitalize()} smuggles the {card_name(d['card'])} as Cargo."
    if k == "delivered":
        return f"{w.capitalize()} delivers the {C.CARDS[C.CARD_INDEX[d['card']]].goods}."
    if k == "pledged":
        return f"You pledge the {card_name(d['card'])} to the {d['marker'].capitalize()} marker."
    if k == "pledged_secretly":
        return f"{w.capitalize()} pledges the Cargo secretly."
    if k == "wrapped":
        return f"{w.capitalize()}'s Sea Witch carries the Flagship to the far edge of the map."
    if k == "reroll":
        return f"{w.capitalize()}'s Grogmaster re-rolls the battle die: {d['roll']}."
    if k == "boxed_crew":
        return f"{w.capitalize()}'s Buccaneer sends the {card_name(d['card'])} to the box."
    if k == "pushed":
        return f"{w.capitalize()}'s Flagship is rammed to {space_words(d['space'])}."
    if k == "stolen":
        return f"{w.capitalize()} takes the {card_name(d['card'])} from seat {int(d['from'])}."
    if k == "crew_used":
        return f"{w.capitalize()} uses the {card_name(d['card'])}."
    if k == "launched":
        return f"{w.capitalize()} puts the {FIGURE_WORDS[d['figure']]} on the Island of {tile_words(d['tile'])}."
    if k == "comrades_moved":
        return (
            f"{d['count']} Comrade(s) move from {tile_words(d['from'])} to {tile_words(d['to'])}."
        )
    if k == "outfitted":
        return f"{w.capitalize()} outfit the {d['frigate'].capitalize()} with the {card_name(d['card'])} as Captain."
    if k == "frigate":
        return (
            f"{w.capitalize()} launch the {d['frigate'].capitalize()} at {space_words(d['space'])}."
        )
    if k == "job":
        return (
            f"{w.capitalize()} fill the {d['position']} Job of the {d['frigate'].capitalize()}, "
            f"discarding the {card_name(d['card'])}."
        )
    if k == "job_token":
        return f"Your new Job token is worth {d['fame']} Fame."
    if k == "relocated":
        return f"{w.capitalize()} swap two of their figures."
    if k == "robbed":
        return f"{w.capitalize()} rob the {card_name(d['card'])} from the Market."
    if k == "banquet":
        return f"{w.capitalize()} hold a Banquet: damage nearby is repaired."
    if k == "body":
        return f"{w.capitalize()} leaves a Body at {space_words(d['space'])}."
    if k == "bodies":
        return f"{w.capitalize()} gains {d['count']} Ready Body (Bodies)."
    if k == "track":
        return f"{w.capitalize()} advances {d['track'].capitalize()} to {d['value']}."
    if k == "head":
        return f"{w.capitalize()} grows a new Head at {space_words(d['space'])}."
    if k == "evolved":
        return f"{w.capitalize()} evolves: {EVOLUTION_WORDS[d['evolution']]}."
    if k == "evolution_drawn":
        return f"You draw the Evolution {EVOLUTION_WORDS[d['evolution']]}."
    if k == "feast":
        return f"{w.capitalize()} feasts on the {card_name(d['card'])} from the Market."
    if k == "appetite":
        return f"{w.capitalize()}'s Appetite gives: {APPETITE_WORDS[d['reward']]}."
    if k == "appetite_card":
        return f"A new Appetite card is face up (card {d['card']})."
    if k == "strike_failed":
        return f"{w.capitalize()}'s Strike fails; the defender gains nothing."
    if k == "reward":
        return f"{w.capitalize()} takes a reward: {REWARD_WORDS[d['reward']].format(n=d['n'])}."
    return None


def _grid(view: dict[str, Any]) -> list[str]:
    from seaboard.games.ahoy.rules.common import LOCAL, rotate

    cells: dict[tuple[int, int], str] = {}
    for t in view["tiles"]:
        tile = C.TILES[C.TILE_IDS.index(t["tile"])]
        for corner in range(4):
            dx, dy = rotate(LOCAL[corner], t["rot"])
            cells[(t["x"] + dx, t["y"] + dy)] = f"{t['tile']}-{C.CORNERS[corner]}"
        del tile
    marks: dict[str, str] = {}
    letters = "BMRW"
    for f in view["figures"]:
        if f["space"] is None:
            continue
        seat = f["owner"]
        faction = view["players"][seat]["faction"]
        letter = {"bluefin": "B", "mollusk": "M", "leviathan": "L", "coral": "C"}.get(
            faction, "R" if seat == 1 else "W"
        )
        if f["kind"] != "flagship":
            letter = {
                "patrol": "p",
                "stronghold": "S",
                "cutter": "u",
                "gunship": "g",
                "body": "b",
            }.get(f["kind"], "r")
        marks[f["space"]] = marks.get(f["space"], "") + letter
    del letters
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    lines = []
    for y in range(min(ys), max(ys) + 1):
        row = ""
        for x in range(min(xs), max(xs) + 1):
            space = cells.get((x, y))
            if space is None:
                row += "    "
                continue
            info = C.TILES[C.TILE_IDS.index(space.rsplit("-", 1)[0])].spaces[
                C.CORNERS.index(space.rsplit("-", 1)[1])
            ]
            mark = TERRAIN_MARK[info.kind]
            if info.kind == "island":
                mark = ISLAND_MARK[C.TILES[C.TILE_IDS.index(space.rsplit("-", 1)[0])].suit]
            figs = marks.get(space, "")
            if len(figs) > 2:
                figs = figs[0] + str(min(9, len(figs) - 1))
            row += (mark + figs).ljust(3)[:3] + " "
        lines.append(row.rstrip())
    return lines


def render_view(view: dict[str, Any], player: int | None) -> str:
    lines = [f"Round {view['round']}, first player: seat {view['first']}."]
    lines += _grid(view)
    lines.append(
        "Legend: F X C K T P an Island (fish, swords, compass, skull, tree, parrot); . open, "
        "f fog, w wreck, h harbor, c current; then figures: B Bluefin, M Mollusk, R W "
        "Smugglers, L Leviathan Head, b Body, C Coral Cap, r Frigate, p Patrol, S Stronghold, "
        "u Cutter, g Gunship; a "
        "digit counts more figures."
    )
    regions = []
    for t in view["tiles"]:
        suit, side = t["tile"].split("-")
        comrades = f" with {t['comrades']} Comrades" if t["comrades"] else ""
        regions.append(f"{suit} {side.upper()} wealth {t['wealth']}{comrades}")
    lines.append("Regions: " + "; ".join(regions) + ".")
    if view["pending"] and view["to_move"] is not None:
        top = view["pending"][-1]
        lines.append(
            f"Now: seat {view['to_move']} decides ({DECISION_WORDS.get(top['kind'], 'a choice')})."
        )
    for seat, p in enumerate(view["players"]):
        name = (
            FACTION_WORDS[p["faction"]]
            if p["faction"] != "smuggler"
            else ("the red Smuggler" if seat == 1 else "the white Smuggler")
        )
        you = " (you)" if seat == player else ""
        extra = ""
        if p["faction"] == "mollusk":
            extra = f", Ready Comrades {p['ready']}, plans in hand {p['plans_in_hand']}"
        if p["faction"] == "smuggler":
            extra = f", Cargo {len(p['cargo'])}, pledged {p['pledged_count']}"
        if p["faction"] == "coral":
            jobs = p["jobs"]
            extra = (
                f", Frigates out {sum(1 for c in p['captains'] if c)}, Jobs filled "
                f"{jobs.count('filled')}, damaged {jobs.count('damaged')}"
            )
        if p["faction"] == "leviathan":
            extra = (
                f", Speed {p['speed']}, Fangs {p['fangs']}, Ready Bodies {p['bodies']}, "
                f"Evolutions {len(p['evolved'])}, Appetite card {view['appetite'] + 1}"
            )
        dice = " ".join(str(d) for d in p["dice"]) or "none"
        lines.append(
            f"Seat {seat}{you}, {name}: Fame {p['fame']}, gold {p['gold']}, dice {dice}{extra}"
        )
        slots = []
        for s in p["slots"]:
            word = ACTION_WORDS.get(s["action"]) or card_name(s["action"])
            state = "X" if s["damaged"] else (str(s["die"]) if s["die"] else "o")
            slots.append(f"{word} {state}")
        lines.append("   slots: " + ", ".join(slots))
        if p["crew"]:
            lines.append("   Crew: " + ", ".join(card_name(c) for c in p["crew"]))
        if p.get("evolved"):
            lines.append("   evolved: " + ", ".join(EVOLUTION_WORDS[e] for e in p["evolved"]))
        if p.get("evolutions"):
            lines.append(
                "   your Evolutions: " + ", ".join(EVOLUTION_WORDS[e] for e in p["evolutions"])
            )
        if "plans" in p and p["plans"]:
            lines.append("   your plans: " + ", ".join(plan_name(x) for x in p["plans"]))
    lines.append(
        "Market: "
        + (", ".join(card_name(c) for c in view["market"]) or "empty")
        + f"; {view['deck_size']} cards in the deck"
    )
    lines.append("Slots: o open, a digit the die on it, X damaged.")
    return "\n".join(_wrap(line) for line in lines)


def _wrap(line: str) -> str:
    if len(line) <= 80:
        return line
    out = []
    while len(line) > 80:
        cut = line.rfind(" ", 0, 80)
        cut = 80 if cut <= 0 else cut
        out.append(line[:cut])
        line = "     " + line[cut:].lstrip()
    out.append(line)
    return "\n".join(out)


def render_reveal(reveal: dict[str, Any]) -> str:
    lines = []
    for seat, p in enumerate(reveal["players"]):
        lines.append(
            f"Seat {seat}, {FACTION_WORDS.get(p['faction'], p['faction'])}: Fame {p['fame']}, gold {p['gold']}."
        )
        if p.get("plans"):
            lines.append("   plans in hand: " + ", ".join(plan_name(x) for x in p["plans"]))
        for marker, cards in zip(("Bluefin", "Mollusk"), p.get("pledged") or [], strict=False):
            if cards:
                lines.append(
                    f"   pledged to the {marker} marker: " + ", ".join(card_name(c) for c in cards)
                )
    lines.append(
        "Unexplored tiles: " + (", ".join(tile_words(t) for t in reveal["stack"]) or "none") + "."
    )
    lines.append(
        "Out of the game: " + ", ".join(tile_words(t) for t in reveal["removed_tiles"]) + "."
    )
    return "\n".join(lines)


def explain_action(view: dict[str, Any], action: Action) -> str:
    a = action.args
    k = action.kind
    if k == "place":
        slot = str(a[0])
        word = ACTION_WORDS.get(slot.rstrip("1234")) or card_name(slot)
        cost = abs(int(a[1]) - int(a[2]))
        extra = f", paying up to {cost} gold to turn the die" if cost else ""
        return f"Place your {a[1]} as a {a[2]} on {word}{extra}, and do that action (Turns, §4.1)."
    if k == "recruit":
        info = C.CARDS[C.CARD_INDEX[str(a[0])]]
        cost = "one of your dice" if info.die else f"{info.cost} gold"
        return f"Recruit the {info.name} as Crew for {cost} (Recruit Crew, §6.2)."
    if k == "step":
        return f"Move one space {DIR_WORDS[str(a[0])]}; off the map you explore a new tile (§5.5)."
    if k == "stop":
        return "Stop moving and anchor here (§5.4)."
    if k == "wrap":
        return "Sea Witch: leave the map and reappear at the far edge of this row or column (§8)."
    if k == "end":
        return "End your turn (§4.1)."
    if k == "explore":
        return f"Place the new tile with its {CORNER_WORDS[str(a[0])]} space where you sailed, turned {a[1]} quarter turn(s) (§5.5)."
    if k == "to":
        return f"Move directly to {space_words(str(a[0]))} (Tailwind, §6.1)."
    if k == "victory":
        return f"Battle Victory: {VICTORY_WORDS[str(a[0])]} (§6.5)."
    if k == "plan":
        return f"Play the plan {plan_name(str(a[0]))} (Mollusk plans, §7.2)."
    if k == "pass":
        return "Decline this choice and go on with the turn."
    if k == "reroll":
        return "Grogmaster: take 1 damage to roll your battle die again (§8)."
    if k == "skip":
        return "Emissary: pay the enemy 1 gold and skip this battle (§8)."
    if k == "done":
        return "Finish this action; what is left of it is not used."
    if k == "repair":
        return "Remove the damage token from this slot so it can take a die again (Repair, §6.1)."
    if k == "boost":
        return f"Turn your Cannons die down by {a[1]} to add {a[1]} to your battle roll (§6.1)."
    if k == "damage":
        return "Put the damage token on this slot; it cannot be used until repaired (§6.3)."
    if k == "wreckage":
        if a[0] == "ignore":
            return "Pilot: your Flagship ignores the damage of this Wreckage (Crew, §8)."
        return "Take the Wreckage damage even though your Pilot could ignore it (Crew, §8)."
    if k == "fight":
        return "Battle this enemy figure next; the other battles in this space follow, one at a time (§6.4)."
    if k == "jobdamage":
        return f"Put the damage token on the {a[1]} Job slot of your {str(a[0]).capitalize()}; that Job cannot be filled until repaired (F&F, Frigates)."
    if k == "unpatrol":
        return f"Sneak Attack: send the Patrol at {space_words(str(a[0]))} back to the Squadron's supply (up to 2 Patrols, §7.2)."
    if k == "smuggle":
        return f"Take the {card_name(str(a[0]))} as Cargo for free (Smuggle, §7.3.2)."
    if k == "deliver":
        return "Deliver this Cargo: 2 Fame, raise this region's wealth, take a reward, pledge it (§7.3.2)."
    if k == "pledge":
        return f"Pledge the Cargo under your {str(a[0]).capitalize()} marker, in secret (§7.3.2)."
    words = " ".join(str(x).replace("-", " ") for x in (k, *a))
    return f"Choose {words}: one step of the action being resolved now (see the rules summary)."
