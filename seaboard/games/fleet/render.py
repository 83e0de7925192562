"""Fleet in words and on the screen: the auction, each player's licenses and boats as a
table, every event as a sentence, the rules in short, each action explained, and the
hidden cards at the end.

Everything here is drawn from a view, an event, an action or `reveal()` data (and the
printed content), never from a state, so it shows only what the seat may see.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.table import Table
from rich.text import Text

from seaboard.engine.game import Action, Event

from .tables import BOAT_CASH, BOAT_COST, BOAT_NAMES, BOAT_VP, LIC_MIN, LIC_NAMES, LIC_VP

BOAT = {
    "shrimp": "Shrimp",
    "lobster": "Lobster",
    "processing": "Processing Vessel",
    "cod": "Cod",
    "tuna": "Tuna",
    "kingcrab": "King Crab",
    "swordfish": "Swordfish",
    "oyster": "Pacific Oyster",
    "char": "Char",
    "dfo": "DFO",
    "salmon": "Salmon",
    "charter": "Charter Boat",
    "tug": "Tug Boat",
    "artisan": "Artisan Fisherman",
    "houseboat": "House Boat",
    "inuit": "Inuit Fisherman",
}
LICENSE = {
    "shrimp": "Shrimp",
    "cod": "Cod",
    "lobster": "Lobster",
    "tuna": "Tuna",
    "processing": "Processing Vessel",
    "pub": "Fishermen's Pub",
    "kccaptains": "King Crab (Captains)",
    "kccrates": "King Crab (Crates)",
    "kclicenses": "King Crab (Licenses)",
    "swordfish": "Swordfish",
    "oyster": "Pacific Oyster",
    "char": "Char",
    "salmon": "Salmon",
    "dfo": "DFO",
    "marina": "Marina",
    "weather": "Weather Authority",
    "research": "Research Vessel",
    "club": "Captain's Club",
    "salvage": "Salvage Yard",
}
LICENSE_TEXT = {
    "shrimp": "$1 off every payment per Shrimp license (a license bought, a launch)",
    "cod": "launch two boats a round, and draw a card per Cod license after launching",
    "lobster": "hire two captains a round, and draw cards after hiring",
    "tuna": "draw and keep more cards in the Draw phase",
    "processing": "move a crate off each boat to your license ($1 each in payments), and "
    "trade one for boat cards once a round",
    "pub": "no bonus and no boats: its VP",
    "kccaptains": "King Crab boats; at the end +1 VP per captained boat (at most 10)",
    "kccrates": "King Crab boats; at the end +1 VP per 3 crates on your boats (at most 10)",
    "kclicenses": "King Crab boats; at the end VP for the different license types you own",
    "swordfish": "Swordfish boats may catch boat cards instead of crates",
    "oyster": "Pacific Oyster boats hold more crates; crates may go on the license ($1 each)",
    "char": "$1 off launches, one more launch and one more captain a round",
    "salmon": "Salmon cards may be tucked under boats to hold crates",
    "dfo": "DFO boats need no captain and take crates from other boats",
    "marina": "place boat cards under the Marina for VP",
    "weather": "may sink a boat (house proposal)",
    "research": "house proposal",
    "club": "house proposal",
    "salvage": "take the top card of the discard pile when drawing (house proposal)",
}
DOCK = {"tug": "Tug Boat", "artisan": "Artisan Fisherman", "houseboat": "House Boat",
        "inuit": "Inuit Fisherman"}  # fmt: skip
CREWMAN = {
    "artisan": "Artisan Fisherman",
    "tug": "Tug Boat",
    "embargo": "Embargo",
    "crates": "Crates",
    "boost": "Boost",
    "launch": "Extra Launch",
    "level": "Level",
    "draw": "Draw",
}
TROPHY = {
    "same-type": "captained boats of one type",
    "different-types": "captained boats of different types",
    "crates": "crates on boats",
    "same-license": "licenses of one type",
    "most-boats": "most launched boats",
    "most-standard": "most Standard licenses",
}
PHASE = {
    "auction": "1. License Auction",
    "bidding": "1. License Auction (bidding)",
    "payment": "1. License Auction (payment)",
    "launch": "2. Launch Boats",
    "hire": "2. Hire Captains",
    "fishing": "3. Fishing",
    "processing": "4. Processing & Trading",
    "draw": "5. Draw",
    "over": "game over",
    "salmon": "5. Draw (Salmon)",
    "dfo": "3. Fishing (DFO)",
    "swordfish-swap": "5. Draw (Swordfish swap)",
    "crewman": "1. License Auction (Crewman)",
    "crewman-draw": "1. License Auction (Crewman)",
    "epic-keep": "5. Draw (Epic Fleet hand limit)",
    "weather": "Weather Authority",
    "salvage": "5. Draw (Salvage Yard)",
    "first-mate": "2. Launch Boats (First Mate)",
    "no-license": "1. License Auction (no license bought)",
    "tug-window": "between phases (Tug Boat pick-up)",
}
CAPTAIN = {"kirkman": "Captain Kirkman", "tc": "Captain T.C."}
ENDING = {"crates": "the crate supply ran out", "licenses": "the license deck ran out"}
CASH = dict(zip(BOAT_NAMES, BOAT_CASH, strict=True))
COST = dict(zip(BOAT_NAMES, BOAT_COST, strict=True))
VP = dict(zip(BOAT_NAMES, BOAT_VP, strict=True))
MIN = dict(zip(LIC_NAMES, LIC_MIN, strict=True))
LVP = dict(zip(LIC_NAMES, LIC_VP, strict=True))


def words(token: Any) -> str:
    t = str(token)
    for table in (BOAT, LICENSE, DOCK):
        if t in table:
            return table[t]
    return t.replace("_", " ").replace("-", " ")


def _list(items: list[str], empty: str = "none") -> str:
    items = [x for x in items if x]
    if not items:
        return empty
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _counts(d: dict[str, int], names: dict[str, str]) -> str:
    return _list([f"{n} {names.get(k, words(k))}" if n > 1 else names.get(k, words(k))
                  for k, n in d.items() if n])  # fmt: skip


def _who(q: Any, player: int | None, corp: int = 0) -> str:
    if q == player:
        return "you"
    return f"seat {q}"


def _whose(q: Any, player: int | None) -> str:
    return "your" if q == player else f"seat {q}'s"


def _subject(q: Any, player: int | None, you: str, other: str) -> str:
    """`You pay` or `Seat 1 pays`."""
    return f"You {you}" if q == player else f"Seat {q} {other}"


# ================================================================================================
# the board
# ================================================================================================
LEGEND = (
    "Boats: * a captain aboard (it fishes), o a crate on it; $1: processed crates, worth $1 "
    "each; > to move. Cards in hand are money too, each at its cash value."
)


def _boat(b: dict[str, Any], i: int) -> str:
    name = BOAT.get(b.get("type", ""), words(b.get("type", "")))
    text = f"#{i} {name}{'*' if b.get('captain') else ''}"
    crates = b.get("crates", 0)
    if crates:
        text += " " + "o" * crates
    if b.get("first_mate"):
        text += " +mate"
    if b.get("tucked"):
        text += f" +{BOAT.get(b['tucked'], words(b['tucked']))} " + "o" * b.get("tucked_crates", 0)
    if b.get("tug_cards"):
        text += f" ({b['tug_cards']} cards)"
    return text


def _players(v: dict[str, Any], player: int | None) -> Table:
    table = Table(box=None, pad_edge=False, padding=(0, 1), header_style="bold", expand=False)
    table.add_column("seat", no_wrap=True)
    table.add_column("VP", justify="right", no_wrap=True)
    table.add_column("licenses", ratio=2)
    table.add_column("boats", ratio=3)
    table.add_column("hand", justify="right", no_wrap=True)
    table.add_column("$1", justify="right", no_wrap=True)
    auction = v.get("auction")
    if auction:
        table.add_column("auction", no_wrap=True)
    for q, p in enumerate(v.get("players", [])):
        who = Text(f"{q} (you)" if q == player else str(q), "bold" if q == player else "")
        if q == v.get("to_move"):
            who.append(" >", "bold green")
        boats = "  ".join(_boat(b, i) for i, b in enumerate(p.get("boats", []))) or "-"
        cells = [
            who,
            str(p.get("vp_showing", 0)),
            _counts(p.get("licenses", {}), LICENSE) or "-",
            boats,
            str(p.get("hand_size", 0)),
            str(p.get("processed", 0) + p.get("oyster_crates", 0)),
        ]
        if auction:
            cells.append(_bidder(auction, q))
        table.add_row(*cells)
    for c in v.get("corporation", []):
        boats = ", ".join(BOAT.get(b, words(b)) for b in c.get("boats", [])) or "-"
        table.add_row(
            CAPTAIN.get(c.get("captain"), "Captain"),
            str(c.get("vp_showing", 0)),
            _counts(c.get("licenses", {}), LICENSE) or "-",
            boats,
            "-",
            "-",
            *([""] if auction else []),
        )
    return table


def _bidder(auction: dict[str, Any], q: int) -> Text:
    """Where seat q stands in this round's auctions."""

    def flag(key: str) -> bool:
        values = auction.get(key) or []
        return q < len(values) and bool(values[q])

    if flag("bought"):
        return Text("bought", "green")
    if auction.get("high_bidder") == q and auction.get("high", -1) >= 0:
        return Text(f"high ${auction['high']}", "bold yellow")
    if flag("done"):
        return Text("declined", "dim")
    if flag("out"):
        return Text("passed", "dim")
    return Text("")


def _auction(v: dict[str, Any], player: int | None) -> list[Text]:
    lines = []
    row = [
        f"{LICENSE.get(n, words(n))} (from ${MIN.get(n, '?')}, {LVP.get(n, '?')} VP)"
        for n in v.get("row", [])
    ]
    lines.append(Text("Licenses for auction: " + _list(row, "none left"), "yellow"))
    auc = v.get("auction") or {}
    if auc.get("license"):
        high = auc.get("high", -1)
        bidder = auc.get("high_bidder", -1)
        bid = (
            f"high bid ${high} by {_who(bidder, player)}"
            if high >= 0 and bidder >= 0
            else "no bid yet"
        )
        lines.append(
            Text(f"Up for auction: {LICENSE.get(auc['license'], '?')}; {bid}.", "bold yellow")
        )
    pay = v.get("payment")
    if pay:
        lines.append(
            Text(
                f"{_who(pay.get('player'), player).capitalize()} paying: ${pay.get('paid', 0)} "
                f"of ${pay.get('due', 0)} (no change given).",
                "yellow",
            )  # fmt: skip
        )
    return lines


def heading(v: dict[str, Any], player: int | None) -> Text:
    phase = PHASE.get(v.get("phase", ""), words(v.get("phase", "")))
    who = "spectator" if player is None else f"you are seat {player}"
    return Text(f"Fleet - round {v.get('round', 1)} - {phase} - {who}", style="bold")


def progress(v: dict[str, Any], player: int | None) -> Text:
    scores = [p.get("vp_showing", 0) for p in v.get("players", [])]
    if v.get("phase") == "over":
        best = max(scores, default=0)
        winners = [_who(q, player) for q, s in enumerate(scores) if s == best]
        why = ENDING.get(v.get("end_reason", ""), "the game ended")
        return Text(f"GAME OVER ({why}): {_list(winners)} with {best} VP.", "bold red")
    parts = [f"{_who(q, player)} {s}" for q, s in enumerate(scores)]
    text = Text(f"VP showing: {', '.join(parts)}. ")
    text.append(
        f"The game ends when the licenses or the {v.get('crates', '?')} crates left run out"
        + (" - this is the FINAL ROUND." if v.get("final_round") else ".")
    )
    return text


def render_view(v: dict[str, Any], player: int | None) -> Group:
    parts: list[Any] = [heading(v, player)]
    parts.append(
        Text(
            f"Crates in the supply {v.get('crates', '?')}; boat cards in the supply "
            f"{v.get('boat_supply', '?')}; licenses left in the deck {v.get('license_deck', '?')}."
        )
    )
    parts += _auction(v, player)
    parts.append(_players(v, player))
    if player is not None and "hand" in v:
        hand = [
            f"{n} {BOAT.get(k, words(k))} (${CASH.get(k, '?')})" if n > 1
            else f"{BOAT.get(k, words(k))} (${CASH.get(k, '?')})"
            for k, n in v["hand"].items()
        ]  # fmt: skip
        parts.append(Text("Your hand: " + _list(hand, "empty"), "cyan"))
        if v.get("drawn"):
            parts.append(Text("Just drawn: " + _list([BOAT.get(d, words(d)) for d in v["drawn"]])))
        captains = [BOAT.get(c, words(c)) for c in v.get("captains", []) if c]
        if captains:
            parts.append(Text("Your captains (face down): " + _list(captains), "dim"))
    if v.get("revealed"):
        parts.append(
            Text("Just turned face up: " + _list([BOAT.get(r, words(r)) for r in v["revealed"]]))
        )
    parts.append(Text(LEGEND, "dim"))
    parts.append(progress(v, player))
    return Group(*parts)


# ================================================================================================
# events
# ================================================================================================
def _pay(d: dict[str, Any], p: int | None) -> str:
    q = d.get("player")
    if "card" in d:
        what = f"a {BOAT.get(d['card'], words(d['card']))} card (${CASH.get(d['card'], '?')})"
    elif "crate" in d:
        what = "a processed crate ($1)"
    elif "oyster_crate" in d:
        what = "a crate from the Pacific Oyster license ($1)"
    elif "houseboat" in d:
        what = "a House Boat ($5)"
    elif "crewman_crate" in d:
        what = "a crate from the Crewman ($1)"
    elif "gone_fishin" in d:
        what = "a Gone Fishin' card ($2)"
    else:
        raise KeyError("pay")
    return _subject(q, p, "pay", "pays") + f" with {what}."


def _paid(d: dict[str, Any], p: int | None) -> str:
    over = d.get("paid", 0) - d.get("due", 0)
    note = f" (${over} more than due: no change is given)" if over > 0 else ""
    return (
        _subject(d.get("player"), p, "have", "has")
        + f" paid ${d.get('paid')} of ${d.get('due')} due{note}."
    )


def _draw(d: dict[str, Any], p: int | None) -> str:
    if "cards" in d:
        return "You draw " + _list([BOAT.get(c, words(c)) for c in d["cards"]], "nothing") + "."
    n = d.get("count", 0)
    return f"Seat {d.get('player')} draws {n} boat card{'s' if n != 1 else ''}."


def _captain(c: Any) -> str:
    return f"the Corporation's captain (seat {c})"


def _game_over(d: dict[str, Any], p: int | None) -> str:
    scores = d.get("scores", [])
    parts = [f"{_who(q, p)} {s} VP" for q, s in enumerate(scores)]
    why = ENDING.get(d.get("reason", ""), "the game ended")
    return f"Game over, {why}: " + ", ".join(parts) + "."


SENTENCES: dict[str, Any] = {
    "reshuffle": lambda d, p: (
        f"The discard pile ({d.get('cards')} cards) is shuffled into a new boat supply."
    ),
    "draw": _draw,
    "pay": _pay,
    "paid": _paid,
    "decline": lambda d, p: (
        _subject(d["player"], p, "decline", "declines")
        + " to open an auction and bid no more this round."
    ),
    "open": lambda d, p: (
        _subject(d["player"], p, "open", "opens")
        + f" the auction on {LICENSE.get(d['license'], words(d['license']))}."
    ),
    "pass": lambda d, p: _subject(d["player"], p, "pass", "passes") + ".",
    "bid": lambda d, p: _subject(d["player"], p, "bid", "bids") + f" ${d['amount']}.",
    "extra-launch": lambda d, p: (
        _subject(d["player"], p, "use", "uses") + " the Crewman for an extra launch."
    ),
    "marina": lambda d, p: (
        _subject(d["player"], p, "place", "places")
        + f" a {BOAT.get(d['card'], words(d['card']))} card under the Marina"
        + (f" #{d['marina']}." if "marina" in d else ".")
    ),
    "casino": lambda d, p: (
        _subject(d["player"], p, "stake", "stakes")
        + f" a crate in the Casino and turns a {BOAT.get(d['card'], words(d['card']))} card."
    ),
    "process": lambda d, p: (
        _subject(d["player"], p, "process", "processes") + f" a crate from boat #{d['boat']}."
    ),
    "trade": lambda d, p: (
        _subject(d["player"], p, "trade", "trades") + " a processed crate for boat cards."
    ),
    "discard": lambda d, p: (
        _subject(d["player"], p, "discard", "discards")
        + f" a {BOAT.get(d['card'], words(d['card']))} card."
    ),
    "tuck": lambda d, p: (
        _subject(d["player"], p, "tuck", "tucks")
        + f" a {BOAT.get(d['card'], words(d['card']))} card under boat #{d['boat']}."
    ),
    "crewman-placed": lambda d, p: (
        _subject(d["player"], p, "place", "places")
        + f" the Crewman on {LICENSE.get(str(d['on']), words(d['on']))}."
    ),
    "salvage": lambda d, p: (
        _subject(d["player"], p, "take", "takes")
        + f" the {BOAT.get(d['card'], words(d['card']))} card from the discard pile."
    ),
    "sink": lambda d, p: (
        _subject(d["player"], p, "sink", "sinks") + f" boat #{d['boat']} of {_who(d['owner'], p)}."
    ),
    "swap": lambda d, p: (
        _subject(d["player"], p, "swap", "swaps")
        + f" a {BOAT.get(d['card'], words(d['card']))} card for a new one (Swordfish)."
    ),
    "captain-reveal": lambda d, p: (
        f"{_captain(d['captain']).capitalize()} turns a {BOAT.get(d['card'], words(d['card']))} card."
    ),
    "win": lambda d, p: (
        _subject(d["player"], p, "win", "wins")
        + f" the {LICENSE.get(d['license'], words(d['license']))} license for ${d['bid']}."
    ),
    "crewman": lambda d, p: (
        _subject(d["player"], p, "take", "takes")
        + f" the {CREWMAN.get(d['crewman'], words(d['crewman']))} Crewman."
    ),
    "gone-fishin": lambda d, p: (
        _subject(d["player"], p, "take", "takes")
        + " a Gone Fishin' card (no license bought this round)."
    ),
    "row-discarded": lambda d, p: (
        f"Nobody bought a license: the {d.get('licenses')} licenses in the row are discarded."
    ),
    "final-round": lambda d, p: (
        "The license deck cannot fill the row: this is the last round, it ends after Fishing."
    ),
    "captain-takes": lambda d, p: (
        f"{_captain(d['captain']).capitalize()} takes the "
        f"{LICENSE.get(d['license'], words(d['license']))} license."
    ),
    "captain-launch": lambda d, p: (
        f"{_captain(d['captain']).capitalize()} "
        + ("launches" if d.get("launched") else "cannot launch")
        + f" a {BOAT.get(d['card'], words(d['card']))} boat."
    ),
    "hire-crewman": lambda d, p: "A Hire Crewman card comes up in the license row.",
    "launch": lambda d, p: (
        _subject(d["player"], p, "launch", "launches")
        + f" a {BOAT.get(d['boat'], words(d['boat']))} boat"
        + (" as a Charter Boat." if d.get("charter") else ".")
    ),
    "buy": lambda d, p: (
        _subject(d["player"], p, "buy", "buys") + f" a {DOCK.get(d['dock'], words(d['dock']))}."
    ),
    "tug": lambda d, p: (
        _subject(d["player"], p, "pick", "picks")
        + f" up the {d.get('cards', 0)} cards on a Tug Boat."
    ),
    "first-mate": lambda d, p: (
        _subject(d["player"], p, "buy", "buys")
        + f" a First Mate for boat #{d['boat']} with a {BOAT.get(d['card'], words(d['card']))} card."
    ),
    "first-mate-crate": lambda d, p: (
        _subject(d["player"], p, "discard", "discards") + " a crate for the First Mate."
    ),
    "dfo-take": lambda d, p: (
        _subject(d["player"], p, "take", "takes")
        + f" a crate from boat #{d['boat']} of {_who(d['from'], p)} with a DFO boat."
    ),
    "dfo": lambda d, p: (
        _subject(d["player"], p, "take", "takes")
        + f" {d.get('from_supply', 0)} crates from the supply with a DFO boat."
    ),
    "hire": lambda d, p: (
        _subject(d["player"], p, "hire", "hires")
        + f" a captain for a {BOAT.get(d['boat'], words(d['boat']))} boat."
    ),
    "salty-captain": lambda d, p: (
        _subject(d["player"], p, "buy", "buys")
        + f" a Salty Captain for a {BOAT.get(d['boat'], words(d['boat']))} boat."
    ),
    "tug-card": lambda d, p: (
        f"A boat card goes face down on {_whose(d['player'], p)} Tug Boat #{d['boat']}."
    ),
    "crab-meeple": lambda d, p: (
        _subject(d["player"], p, "take", "takes")
        + f" the {BOAT.get(d['boat'], words(d['boat']))} Crab Meeple."
    ),
    "fishing": lambda d, p: (
        f"{_whose(d['player'], p).capitalize()} boats "
        f"catch {d.get('crates', 0)} crate{'s' if d.get('crates') != 1 else ''} "
        f"({d.get('supply', 0)} left in the supply)."
    ),
    "round": lambda d, p: (
        f"Round {d['round']} begins; {_who(d.get('start'), p)} "
        f"{'start' if d.get('start') == p else 'starts'}."
    ),
    "trophy": lambda d, p: (
        _subject(d["player"], p, "win", "wins")
        + f" the Trophy for {TROPHY.get(d['trophy'], words(d['trophy']))}."
    ),
    "game-over": _game_over,
}


def render_event(event: Event, player: int | None) -> str | None:
    """The sentence for `event` as `player` sees it; None for a kind this module does not
    know (the caller falls back to a plain one)."""
    make = SENTENCES.get(event.kind)
    if make is None:
        return None
    try:
        return make(event.data, player)
    except (KeyError, TypeError, ValueError, IndexError):
        return None


# ================================================================================================
# explaining an action
# ================================================================================================
def explain_action(v: dict[str, Any], action: Action) -> str:
    k, a = action.kind, action.args
    arg = [words(x) for x in a]
    if k == "open":
        row = v.get("row", [])
        n = row[a[0]] if isinstance(a[0], int) and 0 <= a[0] < len(row) else None
        if n is None:
            return "Open an auction on a license of the row. Rule: 1. License Auction."
        return (
            f"Open the auction on {LICENSE.get(n, words(n))}: the opening bid is at least "
            f"${MIN.get(n, '?')}, and the others may raise. It is worth {LVP.get(n, '?')} VP; "
            f"bonus: {LICENSE_TEXT.get(n, '')}. At most one license a round. "
            "Rule: 1. License Auction."
        )
    if k == "bid":
        return (
            f"Bid ${a[0]}: if everyone else passes you pay it (less your Shrimp discount) with "
            "cards at cash value and processed crates, and no change is given. "
            "Rule: 1. License Auction."
        )
    if k == "pass":
        if v.get("phase") == "auction":
            return "Decline: you open no auction and buy no license this round. Rule: 1. License Auction."
        return "Pass: you are out of this auction only, or skip this step. Rule: Round structure."
    if k == "pay":
        n = str(a[0])
        return f"Discard a {words(n)} card from your hand for ${CASH.get(n, '?')} toward this payment. Rule: payments."
    if k == "crate":
        return "Spend a processed crate for $1 toward this payment. Rule: 6.5 Processing Vessel."
    if k == "confirm":
        return "Finish the payment; what you paid over the amount due is lost. Rule: payments."
    if k == "launch":
        n = str(a[0])
        return (
            f"Launch a {words(n)} boat from your hand: it costs ${COST.get(n, '?')} (less your "
            f"Shrimp discount), paid with other cards; it scores {VP.get(n, '?')} VP and "
            "fishes once it has a captain. Rule: 2. Launch Boats."
        )
    if k == "hire":
        return (
            f"Put a {arg[0]} card face down under one of your {arg[1]} boats as its captain: "
            "from now on it catches a crate each Fishing phase. Rule: 2. Hire Captains."
        )
    if k == "process":
        return (
            f"Move a crate from boat #{a[0]} to your Processing Vessel license: worth $1 in "
            "payments but no VP; the boat can fish again. Rule: 4. Processing & Trading."
        )
    if k == "trade":
        return (
            "Trade one processed crate for boat cards, once a round. Rule: 4. Processing & Trading."
        )
    if k == "discard":
        return f"Discard a {arg[0]} card. Rule: 5. Draw."
    if k == "done":
        return "Finish this step. Rule: Round structure."
    if k == "buy":
        return f"Buy a {DOCK.get(str(a[0]), arg[0])} instead of a launch. Rule: Dock Cards (Arctic Bounty)."
    if k == "marina":
        return (
            f"Place a {arg[0]} card from your hand under your Marina #{a[1]}, free and not a "
            "launch: at the end it scores its VP (a Marina and its cards at most 15 VP); each "
            "Marina once a round. Rule: Marina License (Arctic Bounty)."
        )
    if k == "drawtwo":
        return (
            "You bought no license this round: draw two boat cards from the supply. "
            "Rule: Two-Player and Solo Variants, Auction Phase."
        )
    if k == "takegonefishin":
        return (
            "You bought no license this round: take a Gone Fishin' card, worth $2 toward one "
            "payment or 2 VP if you keep it. Rule: Gone Fishin' (Arctic Bounty)."
        )
    return f"{k.capitalize()} {' '.join(arg)}: see the Arctic Bounty rules for this card.".replace(
        " :", ":"
    )


# ================================================================================================
# the goal, the rules, the reveal
# ================================================================================================
def goal(player: int | None, players: int, corporation: str = "none") -> str:
    solo = (
        " You play alone against the J.P. Desantis Corporation's Captains." if players == 1 else ""
    )
    corp = (
        f" A third party, the J.P. Desantis Corporation ({CAPTAIN.get(corporation, 'a Captain')}), "
        "buys licenses and launches boats too."
        if corporation != "none"
        else ""
    )
    return (
        "You run a fishing fleet. Buy licenses at auction, launch boats of the kinds your "
        "licenses allow, and hire captains so that your boats catch a crate each round. "
        "Boat cards are also your money: you pay by discarding them at their cash value. "
        "When the licenses or the crates run out, the most VP wins: licenses and launched "
        f"boats score their printed VP, each crate on a boat 1 VP.{solo}{corp}"
    )


RULES = [
    (
        "Setup",
        "Each player starts with one boat card of each base kind. The crate supply holds 25 "
        "crates per player. The auction row shows as many licenses as there are players; "
        "the first rounds show only Standard licenses.",
    ),
    (
        "1. License Auction",
        "In turn order a player opens an auction on a license of the row (at least its "
        "minimum bid) or declines for the whole round. The others raise or pass (a pass is "
        "for this license only). The winner pays with cards at cash value and processed "
        "crates, with no change. Each player buys at most one license a round.",
    ),
    (
        "2. Launch Boats & Hire Captains",
        "Launch one boat a round (Cod: two) of a kind you hold a license for, paying its "
        "launch cost with other cards. Then hire one captain a round (Lobster: two): any card "
        "from your hand, face down under a boat without one.",
    ),
    (
        "3. Fishing",
        "Each captained boat with room (4 crates) takes one crate from the supply. If the "
        "supply runs out, the game ends after this phase.",
    ),
    (
        "4. Processing & Trading",
        "With a Processing Vessel license, move at most one crate from each boat to the "
        "license ($1 in payments, no VP), then trade one processed crate for boat cards.",
    ),
    (
        "5. Draw",
        "Draw two boat cards and discard one of them (Tuna licenses draw and keep more). The "
        "start player passes to the left.",
    ),
    (
        "License bonuses",
        "Shrimp: $1 off every payment per license. Cod: two launches, cards after launching. "
        "Lobster: two captains, cards after hiring. Tuna: better draws. Processing Vessel: "
        "processing and trading. Fishermen's Pub: 10 VP. King Crab: end-game bonuses.",
    ),
    (
        "Game end and scoring",
        "When the license deck cannot refill the row, the round is played to Fishing and the "
        "game ends; the same when the crates run out. Licenses and launched boats score "
        "their VP, each crate on a boat 1 VP, plus King Crab and Arctic Bounty bonuses. "
        "Ties: most launched boats, then most crates on boats.",
    ),
    (
        "Arctic Bounty",
        "Options add new licenses (Swordfish, Pacific Oyster, Char, Salmon, DFO, Marina), "
        "Dock cards (Tug Boat, Artisan Fisherman, House Boat, First Mate) and Bay cards "
        "(Gone Fishin', Trophies, Crab Meeples, Crewman), each as its card says; "
        "`seaboard list` names the options. Who bought no license may take a Gone Fishin' "
        "card (and, against the Corporation, draw two cards). A Tug Boat's cards may be "
        "picked up at any of your decisions and between any two phases.",
    ),
    (
        "House readings",
        "Where no rulebook at hand says: the first start player is chosen at random "
        "(a house value that a balance what-if may change), a raise is at least $1, the "
        "Corporation's Round Max is 4 + the round (at most 12); `seaboard rules fleet "
        "--sources` lists every house number.",
    ),
]


def render_reveal(r: dict[str, Any]) -> Text:
    """`reveal()` data in words: every hand, every captain, the supply and the deck."""

    def boat(t: Any) -> str:
        if isinstance(t, int) and 0 <= t < len(BOAT_NAMES):
            return BOAT.get(BOAT_NAMES[t], BOAT_NAMES[t])
        return "none"

    lines = []
    for q, hand in enumerate(r.get("hands", [])):
        cards = [f"{n} {boat(t)}" if n > 1 else boat(t) for t, n in enumerate(hand) if n]
        lines.append(f"Seat {q}'s hand: {_list(cards, 'empty')}.")
    for q, caps in enumerate(r.get("captains", [])):
        under = [
            f"{boat(c)} under boat #{b}"
            for b, c in enumerate(caps)
            if isinstance(c, int) and c >= 0
        ]
        if under:
            lines.append(f"Seat {q}'s captains: {_list(under)}.")
    deck = r.get("deck", [])
    if deck:
        top = _list([boat(t) for t in reversed(deck[-3:])])
        lines.append(f"The boat supply held {len(deck)} cards; the next ones were {top}.")
    lic = r.get("license_deck_order", [])
    if lic:
        names = [
            LICENSE.get(LIC_NAMES[i], LIC_NAMES[i]) if isinstance(i, int) and 0 <= i < len(LIC_NAMES)
            else "Hire Crewman"
            for i in reversed(lic)
        ]  # fmt: skip
        lines.append(f"Licenses left in the deck, next first: {_list(names)}.")
    return Text("\n".join(lines) or "Nothing was hidden.")
