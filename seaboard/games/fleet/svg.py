"""Fleet drawn from a view: one inline <svg> for the web table.

Top: the round, the phase and the supplies; the licenses up for auction (click one to
open its auction) and the auction or payment under way (paid so far and what remains).
Then one band per player: victory points showing, licenses, boats (a star for a captain
aboard, a dot per crate; click a boat to process from it), cards in hand (face up for
their owner only, as the view gives them; the others' as a count of backs) and processed
crates. Elements that stand for a legal action carry `data-action`; styling is by `sb-*`
classes; every mark has a word, a letter or a shape, never colour alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

from seaboard.games.drawing import clickable
from seaboard.games.drawing import text as _text
from seaboard.games.fleet.render import BOAT, LICENSE, LVP, MIN, PHASE, words

WIDTH = 1000
BAND = 124
CARD_W, CARD_H = 124, 54
# the verbs whose first argument is a card type in hand (a click on that card plays it)
HAND_VERBS = ("pay", "discard", "launch", "hire", "keep", "swap")


def _card(
    x: float,
    y: float,
    title: str,
    sub: str,
    cls: str,
    action: str | None,
    fill: str,
    note: str = "",
    choices: Sequence[str] = (),
) -> str:
    attrs = clickable(action, choices)  # the page asks which (the bids on the license up)
    stroke = (
        'stroke="#c26a00" stroke-width="4"' if action else 'stroke="#14202b" stroke-width="1.5"'
    )
    return (
        f'<g class="sb-card {cls}"{attrs}><title>{escape(title + (": " + note if note else ""))}</title>'
        f'<rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="5" fill="{fill}" {stroke}/>'
        + _text(x + 6, y + 20, title[:18], 12, True)
        + _text(x + 6, y + 40, sub, 11)
        + "</g>"
    )


def render_svg(view: dict[str, Any], player: int | None, legal: Sequence[str] = ()) -> str:
    players = view.get("players", [])
    height = 150 + BAND * max(1, len(players)) + 50 * len(view.get("corporation", []))
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="sb-board sb-fleet" viewBox="0 0 {WIDTH} {height}" '
        f'width="{WIDTH}" height="{height}" role="img" aria-label="the Fleet table">',
        f'<rect x="0" y="0" width="{WIDTH}" height="{height}" fill="#d6e6f2"/>',
    ]
    phase = PHASE.get(view.get("phase", ""), words(view.get("phase", "")))
    final = " - FINAL ROUND" if view.get("final_round") else ""
    out.append(_text(12, 24, f"Round {view.get('round', 1)}: {phase}{final}", 17, True))
    out.append(
        _text(
            12,
            44,
            f"Crates left {view.get('crates', '?')} - license deck {view.get('license_deck', '?')} - "
            f"boat cards in the deck {view.get('boat_supply', '?')}",
            13,
        )
    )
    # the auction row
    opens = {}
    for text in legal:
        words_ = text.split()
        if words_[0] == "open" and len(words_) > 1:
            opens[int(words_[1])] = text
    out.append(_text(12, 70, "For auction:", 13, True))
    auction = view.get("auction") or {}
    up = auction.get("license")
    # the license up for auction stands for the bids on it (and passing)
    bids = [t for t in legal if t.split()[0] in ("bid", "pass")] if up else []
    for i, lic in enumerate(view.get("row", [])):
        x = 110 + i * (CARD_W + 10)
        sub = f"from ${MIN.get(lic, '?')}, {LVP.get(lic, '?')} VP"
        fill = "#fff4c2" if lic == up else "#ffffff"
        out.append(
            _card(
                x,
                58,
                LICENSE.get(lic, words(lic)),
                sub,
                "sb-license sb-row",
                opens.get(i) or (bids[0] if lic == up and bids else None),
                fill,
                choices=bids if lic == up else (),
            )
        )
    x_info = 110 + max(1, len(view.get("row", []))) * (CARD_W + 10) + 10
    if up:
        high, bidder = auction.get("high", -1), auction.get("high_bidder", -1)
        bid = (
            f"high bid ${high} by {_who(bidder, player)}"
            if high >= 0 and bidder >= 0
            else "no bid yet"
        )
        out.append(_text(x_info, 78, f"Up: {LICENSE.get(up, words(up))}; {bid}", 13, True))
    pay = view.get("payment")
    if pay:
        due, paid = pay.get("due", 0), pay.get("paid", 0)
        out.append(
            _text(
                x_info,
                100,
                f"{_who(pay.get('player'), player).capitalize()} paying: ${paid} paid of ${due}, "
                f"${max(0, due - paid)} to go",
                13,
                True,
            )
        )
    # hand actions
    hand_action: dict[str, str] = {}
    boat_action: dict[int, str] = {}
    for text in legal:
        words_ = text.split()
        if words_[0] in HAND_VERBS and len(words_) > 1:
            hand_action.setdefault(words_[1], text)
        if words_[0] == "process" and len(words_) > 1 and words_[1].isdigit():
            boat_action.setdefault(int(words_[1]), text)
    y = 130
    for q, p in enumerate(players):
        mine = q == player
        fill = "#fbf3df" if mine else "#f7f4ec"
        out.append(
            f'<g class="sb-player{" sb-you" if mine else ""}" data-seat="{q}">'
            f'<rect x="6" y="{y}" width="{WIDTH - 12}" height="{BAND - 8}" rx="6" fill="{fill}" stroke="#6b7785"/>'
        )
        arrow = " - to move" if q == view.get("to_move") else ""
        out.append(_text(16, y + 22, f"Seat {q}{' (you)' if mine else ''}{arrow}", 15, True))
        out.append(_text(16, y + 42, f"{p.get('vp_showing', 0)} VP showing", 13))
        out.append(_text(16, y + 60, f"{p.get('hand_size', 0)} cards in hand", 13))
        out.append(_text(16, y + 78, f"{p.get('processed', 0)} processed crates ($1)", 13))
        # licenses
        x = 210
        out.append(_text(x, y + 18, "Licenses", 12, True))
        for lic, count in sorted(p.get("licenses", {}).items()):
            label = LICENSE.get(lic, words(lic))
            out.append(
                f'<g class="sb-license"><title>{escape(label)} x{count}</title>'
                f'<rect x="{x}" y="{y + 24}" width="84" height="22" rx="3" fill="#fff" stroke="#14202b"/>'
                + _text(x + 4, y + 40, f"{label[:10]} x{count}", 11)
                + "</g>"
            )
            x += 88
            if x > WIDTH - 100:
                break
        # boats
        x = 210
        out.append(_text(x, y + 66, "Boats", 12, True))
        for i, boat in enumerate(p.get("boats", [])):
            action = boat_action.get(i) if mine else None
            attrs = clickable(action)
            stroke = 'stroke="#c26a00" stroke-width="4"' if action else 'stroke="#14202b"'
            name = BOAT.get(boat.get("type", ""), words(boat.get("type", "")))
            captain = boat.get("captain")
            crates = boat.get("crates", 0)
            note = (
                f"{name}, boat {i}: "
                + ("a captain aboard" if captain else "no captain")
                + f", {crates} crates"
            )
            out.append(
                f'<g class="sb-boat" data-boat="{i}"{attrs}><title>{escape(note)}</title>'
                f'<path d="M{x},{y + 74} h70 l-10,22 h-50 z" fill="#ffffff" {stroke}/>'
                + _text(x + 35, y + 88, name[:9], 10, anchor="middle")
                + (_text(x + 62, y + 86, "★", 12, fill="#8a3b00") if captain else "")
                + "".join(
                    f'<circle cx="{x + 8 + 9 * c}" cy="{y + 104}" r="4" fill="#8a3b00"/>'
                    for c in range(min(crates, 7))
                )
                + "</g>"
            )
            x += 78
            if x > WIDTH - 80:
                break
        out.append("</g>")
        y += BAND
    # the owner's hand, face up (only the owner's view has it)
    hand = view.get("hand")
    if hand is not None and player is not None:
        band_y = 130 + BAND * player
        x = WIDTH - 12
        cards = [(kind, n) for kind, n in sorted(hand.items()) if n > 0]
        out.append(f'<g class="sb-hand" data-hand="{player}">')
        for kind, n in reversed(cards):
            x -= 78
            if x < 560:
                break
            action = hand_action.get(kind)
            attrs = clickable(action)
            stroke = 'stroke="#c26a00" stroke-width="4"' if action else 'stroke="#14202b"'
            name = BOAT.get(kind, words(kind))
            out.append(
                f'<g class="sb-card sb-in-hand" data-card="{escape(kind)}"{attrs}><title>{escape(name)} card x{n}</title>'
                f'<rect x="{x}" y="{band_y + 36}" width="72" height="50" rx="4" fill="#fff" {stroke}/>'
                + _text(x + 36, band_y + 56, name[:10], 11, True, anchor="middle")
                + _text(x + 36, band_y + 76, f"x{n}", 12, anchor="middle")
                + "</g>"
            )
        out.append(
            _text(
                WIDTH - 12,
                band_y + 26,
                "Your hand (click a card to use it)",
                12,
                True,
                anchor="end",
            )
        )
        out.append("</g>")
    for c in view.get("corporation", []):
        lic = ", ".join(
            f"{LICENSE.get(k, words(k))} x{n}" for k, n in c.get("licenses", {}).items()
        )
        out.append(
            _text(
                16,
                y + 20,
                f"Corporation ({c.get('captain', '')}): {c.get('vp_showing', 0)} VP; {lic}"[:120],
                13,
            )
        )
        y += 50
    out.append("</svg>")
    return "".join(out)


def _who(q: Any, player: int | None) -> str:
    if q is None or q == -1:
        return "nobody"
    return "you" if q == player else f"seat {q}"
