"""A readable terminal drawing of a Fleet view (the CLI calls `render_view` if present)."""

from __future__ import annotations

from typing import Any


def _fmt_counts(d: dict[str, int]) -> str:
    return ", ".join(f"{k} x{v}" if v > 1 else k for k, v in d.items()) or "-"


def render(view: dict[str, Any], player: int | None) -> str:
    lines = [
        f"Round {view['round']}  phase: {view['phase']}  start player: {view['start_player']}"
        f"  to move: {view['to_move']}",
        f"Crates in supply: {view['crates']}   boat supply: {view['boat_supply']}   "
        f"license deck: {view['license_deck']}" + ("   FINAL ROUND" if view["final_round"] else ""),
        "Auction row: " + (" | ".join(f"[{i}] {n}" for i, n in enumerate(view["row"])) or "-"),
    ]
    auc = view.get("auction")
    if auc and auc.get("license"):
        lines.append(
            f"  up for auction: {auc['license']}, high bid {auc['high']} by {auc['high_bidder']}"
        )
    pay = view.get("payment")
    if pay:
        lines.append(f"  payment by {pay['player']}: ${pay['paid']} of ${pay['due']}")
    for q, p in enumerate(view["players"]):
        me = " (you)" if q == player else ""
        lines.append(
            f"Player {q}{me}: {p['vp_showing']} VP showing, hand {p['hand_size']} cards, "
            f"processed crates {p['processed']}"
        )
        lines.append(f"  licenses: {_fmt_counts(p['licenses'])}")
        boats = [f"{b['type']}{'*' if b['captain'] else ''}({b['crates']})" for b in p["boats"]]
        lines.append("  boats: " + (" ".join(boats) or "-") + "   (* = captained)")
    if player is not None and "hand" in view:
        lines.append(f"Your hand: {_fmt_counts(view['hand'])}")
        if view.get("drawn"):
            lines.append(f"Just drawn: {', '.join(view['drawn'])}")
    return "\n".join(lines)
