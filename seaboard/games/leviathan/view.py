"""What each seat may see of Leviathan, the whole truth, and determinization.

The only secret is which whale card is which: the Moby Dick player knows every identity
(the rulebook lets them look at any time); the Ahab player, and a spectator, see the
positions and headings of every card and the identities of revealed cards only. The Ahab
player holds no secret (tactical cards and whaleboats are fixed sets; spent cards are
played face up), so determinize(Ahab player) resamples the identities of the hidden whale
cards, and determinize(Moby Dick player) only reseeds the future.
"""

from __future__ import annotations

from typing import Any

from seaboard.engine.rng import Rng
from seaboard.games.leviathan import content as C
from seaboard.games.leviathan.rules import to_move
from seaboard.games.leviathan.rules.common import params
from seaboard.games.leviathan.state import (
    BEASTS,
    CARD_IDS,
    CARDS,
    HIDDEN,
    OFF,
    PHASE_NAMES,
    PURPOSE_NAMES,
    STATUS_NAMES,
    WHALE_CARDS,
    LeviathanData,
)


def _card(s: LeviathanData, c: int, secret: bool) -> dict[str, Any]:
    pose = s.pose[c]
    p = params(s.config)
    out: dict[str, Any] = {
        "id": CARD_IDS[c],
        "status": STATUS_NAMES[s.status[c]],
        "length": p.length[c],
        "width": p.breadth[c],
    }
    if pose is not None:
        out.update(x=pose[0], y=pose[1], heading=pose[2])
    if c in WHALE_CARDS:
        known = s.status[c] not in (OFF, HIDDEN) or secret
        out["whale"] = C.WHALE_IDS[s.identity[c]] if known and s.identity[c] >= 0 else None
    return out


def view(s: LeviathanData, player: int | None) -> dict[str, Any]:
    secret = player == BEASTS
    p = params(s.config)
    out: dict[str, Any] = {
        "seat": player,
        "to_move": to_move(s),
        "phase": PHASE_NAMES[s.phase],
        "active": s.active,
        "turn": s.turn,
        "table": {"width": p.width, "depth": p.depth},
        "islands": [{"x": x, "y": y, "radius": r} for x, y, r in s.islands],
        "cards": [_card(s, c, secret) for c in range(CARDS) if c >= 6 or c < s.whale_count],
        "whales_to_lay": len(s.unplaced),
        "boats_in_hand": 3 - s.boats_lowered,
        "boats_destroyed": s.boats_destroyed,
        "held": {"beasts": list(s.held[0]), "hunters": list(s.held[1])},
        "spent": {"beasts": sorted(s.spent[0]), "hunters": sorted(s.spent[1])},
        "moved": [CARD_IDS[c] for c in range(CARDS) if s.moved >> c & 1],
        "step1_moves": s.step1_moves,
        "tactic_played": s.tactic_played,
        "maneuvered": s.maneuvered,
        "attacked": s.attacked,
        "bonus": s.bonus,
        "harpoon": s.harpoon,
        "exempt": [CARD_IDS[c] for c in range(CARDS) if s.exempt >> c & 1],
        "moving": CARD_IDS[s.moving] if s.moving >= 0 else ("choose" if s.moving == -2 else None),
        "purpose": PURPOSE_NAMES[s.purpose] if s.moving != -1 else None,
        "steer": s.steer,
        "lowering": {"side": s.lower_side, "facing": s.lower_facing} if s.lower_side else None,
        "collision": [CARD_IDS[c] for c in s.collision],
        "retrievals": s.retrievals,
        "group": [CARD_IDS[c] for c in s.group],
        "roll_offer": s.roll_offer,
        "rolling": CARD_IDS[s.rolling] if s.rolling >= 0 else None,
        "repick": s.repick,
        "foul": s.foul,
        "spotting": s.spotting,
        "last_turn": s.last_turn,
        "winner": s.winner,
        "reason": s.reason,
    }
    if secret:
        out["whales_in_hand"] = sorted(C.WHALE_IDS[i] for i in s.unplaced)
    return out


def reveal(s: LeviathanData) -> dict[str, Any]:
    out = view(s, BEASTS)
    out["seat"] = None
    return out


def determinize(s: LeviathanData, player: int, rng: Rng) -> LeviathanData:
    """A copy in which what `player` cannot see is resampled: for the Ahab player, the
    identities of the hidden whale cards (and of those not laid yet), drawn uniformly
    from the identities nobody has seen. Everything that was revealed stays; a swap moves
    identities the Ahab player could not follow, which uniform resampling already allows.
    """
    d = s.clone()
    d.rng = rng.split()
    if player == BEASTS:
        return d
    hidden = [c for c in WHALE_CARDS if s.status[c] == HIDDEN]
    pool = sorted([s.identity[c] for c in hidden] + s.unplaced)  # sorted: canonical
    rng.shuffle(pool)
    for c, ident in zip(hidden, pool, strict=False):
        d.identity[c] = ident
    d.unplaced = sorted(pool[len(hidden) :])
    return d
