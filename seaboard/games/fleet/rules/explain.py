"""Why an action is not legal now, naming the rule."""

from __future__ import annotations

from seaboard.engine.game import Action, IllegalAction, State
from seaboard.games.fleet.state import BID, HIRE, LAUNCH, OPEN, OVER, PAY, FleetData
from seaboard.games.fleet.tables import BOAT_CASH, BOAT_NAMES, LIC_MIN, LIC_NAMES


def label(state: FleetData, action: Action) -> str:
    kind = action.kind
    args = action.args
    if kind == "open":
        license = (
            state.row[args[0]] if isinstance(args[0], int) and args[0] < len(state.row) else None
        )
        name = LIC_NAMES[license] if license is not None else "?"
        return f"open the auction on {name} (minimum ${LIC_MIN[license] if license is not None else '?'})"
    if kind == "bid":
        return f"bid ${args[0]}"
    if kind == "pass":
        return "decline (out of the auction this round)" if state.phase == 0 else "pass"
    if kind == "pay":
        boat_type = BOAT_NAMES.index(str(args[0])) if args[0] in BOAT_NAMES else None
        return (
            f"pay with a {args[0]} card (${BOAT_CASH[boat_type] if boat_type is not None else '?'})"
        )
    if kind == "crate":
        return "pay with a processed crate ($1)"
    if kind == "confirm":
        return f"confirm the payment (${state.pay_paid} for ${state.pay_due})"
    if kind == "launch":
        return f"launch a {args[0]} boat"
    if kind == "hire":
        return f"hire the {args[0]} card as captain of a {args[1]} boat"
    if kind == "process":
        return f"process a crate from boat {args[0]}"
    if kind == "trade":
        return "trade a processed crate for boat cards"
    if kind == "discard":
        return f"discard a {args[0]} card"
    if kind == "oystercrate":
        return "pay with a crate from your Pacific Oyster license ($1)"
    if kind == "gonefishin":
        return "discard a Gone Fishin' card for $2"
    if kind == "marina":
        return f"place a {args[0]} card under your Marina #{args[1]}"
    if kind == "drawtwo":
        return "draw two boat cards (you bought no license)"
    if kind == "takegonefishin":
        return "take a Gone Fishin' card (you bought no license)"
    if kind == "tuck":
        return f"tuck the {args[0]} card under boat {args[1]}"
    if kind == "keep":
        return "keep the Salmon cards in hand"
    if kind == "sword":
        return f"boat {args[0]} catches a boat card instead of crates (Swordfish)"
    if kind == "split":
        return f"boat {args[0]} puts one crate on the Pacific Oyster license"
    if kind == "take":
        return f"the DFO boat takes a crate from boat {args[1]} of player {args[0]}"
    if kind == "matecrate":
        where = {
            "processed": "a processed crate",
            "oyster": "a crate from your Pacific Oyster license",
            "crewman": "a crate from your Crewman",
        }.get(str(args[0]), f"a crate from boat {args[0]}")
        return f"discard {where} for the First Mate"
    if kind == "matetuck":
        return (
            f"discard a crate from the Salmon card tucked under boat {args[0]} for the First Mate"
        )
    if kind == "salvage":
        return "take the top card of the discard pile as one of your Draw cards"
    if kind == "casino":
        return "stake a processed crate in the Casino"
    if kind == "sink":
        return f"sink boat {args[1]} of player {args[0]} (Weather Authority)"
    if kind == "salty":
        return f"buy a Salty Captain ($3) for a {args[0]} boat"
    if kind == "buy":
        return f"buy a {args[0]} (uses a launch)"
    if kind == "tug":
        return f"pick up the cards on Tug Boat {args[0]} (the Tug Boat leaves the game)"
    if kind == "houseboat":
        return "discard a House Boat for $5"
    if kind == "firstmate":
        return f"buy a First Mate for boat {args[0]} with a {args[1]} card and a crate"
    if kind == "crewcrate":
        return "pay with a crate from your Crewman ($1)"
    if kind == "extralaunch":
        return "use your Crewman for an extra launch this round"
    if kind == "boost":
        return f"place the Crewman on your {args[0]} license (its boats catch one more crate)"
    if kind == "level":
        return f"place the Crewman on your {args[0]} license (one more for bonus levels)"
    if kind == "swap":
        return f"discard a {args[0]} card and draw one (Swordfish)"
    if kind == "done":
        return "finish this step"
    return action.text


def explain(state: FleetData, action: Action) -> IllegalAction:
    kind = action.kind
    phase = state.phase
    if state.phase == OVER:
        return IllegalAction("the game is over", "Game End")
    if phase == PAY:
        if kind == "confirm":
            return IllegalAction(
                f"the payment covers ${state.pay_paid} of ${state.pay_due}", "Payment"
            )
        if kind in ("pay", "crate", "oystercrate", "gonefishin"):
            if state.pay_paid >= state.pay_due:
                return IllegalAction("the payment is already covered: confirm", "Payment")
            return IllegalAction(
                "you can pay only with boat cards in your hand, processed crates, crates "
                "on your Pacific Oyster license and Gone Fishin' cards",
                "Payment",
            )
        return IllegalAction("finish the payment first: pay, then confirm", "Payment")
    if kind == "bid":
        if phase != BID:
            return IllegalAction("no license is up for auction: open one first", "License Auction")
        return IllegalAction(
            "a bid must beat the current bid (the opening bid at least the license's "
            "minimum) and may not exceed what you can pay",
            "License Auction",
        )
    if kind == "open":
        if phase != OPEN:
            return IllegalAction("you can open an auction only as the opener", "License Auction")
        return IllegalAction(
            "that slot is empty or you cannot pay its minimum cost", "License Auction"
        )
    if kind == "pass" and phase not in (OPEN, BID):
        return IllegalAction("passing belongs to the License Auction; use done", "Phases")
    if kind == "launch":
        if phase != LAUNCH:
            return IllegalAction("boats are launched in your launch step", "Launch Boats")
        return IllegalAction(
            "you need that card in hand, a license for its type, a launch left this round "
            "and enough other cards or crates to pay its cost",
            "Launch Boats",
        )
    if kind == "marina":
        return IllegalAction(
            "once per round per Marina, in your launch step, a card from your hand", "Marina"
        )
    if kind in ("drawtwo", "takegonefishin"):
        return IllegalAction(
            "at the end of the Auction Phase, who bought no license may draw two (2-player and "
            "solo) and take a Gone Fishin' card, each once",
            "Two-Player Variant, Auction Phase; Gone Fishin'",
        )
    if kind == "salty":
        return IllegalAction(
            "a Salty Captain ($3, uses a hire) goes on a launched boat without a captain",
            "Salty Captain (house)",
        )
    if kind == "sink":
        return IllegalAction(
            "a Weather Authority sinks an opponent's boat without a captain, at the start "
            "of Fishing",
            "Weather Authority (house)",
        )
    if kind == "salvage":
        return IllegalAction(
            "a Salvage Yard owner may take the top discard as one of his Draw cards",
            "Salvage Yard (house)",
        )
    if kind == "casino":
        return IllegalAction(
            "once a round in your Processing step, stake a processed crate",
            "Casino (house)",
        )
    if kind == "charter":
        return IllegalAction(
            "a Charter Boat from your hand is launched as a boat type you hold a license "
            "for, with a launch left and enough to pay",
            "5- to 6-Player Fleet",
        )
    if kind in ("boost", "level"):
        return IllegalAction("place the Crewman on one of your licenses", "Crewman")
    if kind == "extralaunch":
        return IllegalAction(
            "each of the launch Crewman's two uses gives one extra launch, once your "
            "launches this round are used and if you have something to launch",
            "Crewman",
        )
    if kind == "firstmate":
        return IllegalAction(
            "a First Mate is bought in the hire step, for a boat captained this round and "
            "without one, with a crate and a boat card",
            "First Mate",
        )
    if kind == "buy":
        return IllegalAction(
            "a Dock card in play, bought in your launch step with a launch left and enough to pay",
            "Dock Cards",
        )
    if kind == "tug":
        return IllegalAction("you have no Tug Boat with cards there", "Tug Boat")
    if kind == "houseboat":
        return IllegalAction("a House Boat pays only in a payment", "House Boat")
    if kind == "hire":
        if phase != HIRE:
            return IllegalAction("captains are hired in your hire step", "Hire Captains")
        return IllegalAction(
            "a captain is a card from your hand (with Char: from the supply) placed under "
            "one of your launched boats without a captain, within your captains this round",
            "Hire Captains",
        )
    if kind in ("process", "trade"):
        return IllegalAction(
            "processing takes one crate from each boat, then one trade, in your Processing "
            "step (Processing Vessel license needed)",
            "Processing & Trading",
        )
    if kind == "discard":
        return IllegalAction(
            "discard one of the cards you just drew (with Tuna: any card in hand)", "Draw"
        )
    if kind in ("tuck", "keep"):
        return IllegalAction(
            "tuck a Salmon card you just drew under a captained boat without one, or keep",
            "Salmon License",
        )
    if kind == "sword":
        return IllegalAction(
            "Swordfish: a captained boat that is not full, one per Swordfish license",
            "Swordfish License",
        )
    if kind == "split":
        return IllegalAction(
            "Pacific Oyster: a captained Pacific Oyster boat that is not full",
            "Pacific Oyster License",
        )
    if kind in ("matecrate", "matetuck"):
        return IllegalAction(
            "pay for the First Mate just bought with one of your crates: a processed one, "
            "one on your Pacific Oyster license or Crewman, or one on a boat or its tucked "
            "Salmon card",
            "First Mate",
        )
    if kind == "take":
        return IllegalAction(
            "the DFO boat takes one crate from a launched boat of another player, at most "
            "one from each player, as long as players have crates",
            "Canadian Department of Fisheries and Oceans License",
        )
    if kind == "swap":
        return IllegalAction(
            "after the Draw, a Swordfish owner may discard one card from hand and draw one",
            "Swordfish License",
        )
    if kind == "done":
        return IllegalAction("there is no step to finish now", "Phases")
    return State.explain_illegal(state, action)
