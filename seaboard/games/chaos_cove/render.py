"""A readable terminal rendering of a Chaos Cove view (what one player may see)."""

from __future__ import annotations

from typing import Any

from seaboard.games.chaos_cove import content as K
from seaboard.games.chaos_cove.view import RES_VIEW

PHASES = ("", "Place heroes", "Use forts and ships", "Buy construction cards")
PHASES += ("Surprise attack", "Defend the cove", "End of round")
SHORT = {
    "doubloon": "$",
    "rum": "rum",
    "food": "food",
    "plank": "plank",
    "gunpowder": "powder",
    "cannon": "cannon",
    "saber": "saber",
    "cannon_used": "cannon*",
    "saber_used": "saber*",
    "crew_area": "crew(home)",
    "crew": "crew",
    "crew_exhausted": "crew*",
}


def _inv(d: list[int] | None) -> str:
    if d is None:
        return "  --  "
    wave, strength = d
    return f"[{'??' if strength is None else f'{strength:>2}'} w{wave}]"


def render(v: dict[str, Any], player: int | None) -> str:
    out = []
    out.append(
        f"Chaos Cove - round {v['round']}/{v['rounds']}, phase {v['phase']} "
        f"({PHASES[v['phase']]}); first player P{v['first_player']}; "
        f"to move: {'-' if v['to_move'] is None else 'P' + str(v['to_move'])}"
    )
    ships, forts = v["ships"], v["forts"]
    out.append("  SEA (pirates)                        LAND (barbarians)")
    for lane in range(K.LANES):
        span = range(lane * K.PER_LANE, (lane + 1) * K.PER_LANE)
        row_s = " ".join(f"P{ships[x]}" if ships[x] >= 0 else ".." for x in span)
        row_f = " ".join(f"P{forts[x]}" if forts[x] >= 0 else ".." for x in span)
        out.append(
            f"  {K.SEA[lane]} {_inv(v['invaders'][lane])} ships {row_s}(wind)   "
            f"{K.LAND[lane]} {_inv(v['invaders'][K.LANES + lane])} forts {row_f}"
        )
    bt = v["breakthrough"]
    out.append(
        f"  breakthrough: pirates {[K.TILE_STRENGTH[t] for t in bt[0]]} "
        f"barbarians {[K.TILE_STRENGTH[t] for t in bt[1]]} (a 4th of a kind: all lose)"
    )
    on_board = [
        f"{K.HERO_IDS[h]}@{K.LOC_IDS[loc]}" for h, loc in enumerate(v["hero_location"]) if loc >= 0
    ]
    out.append("  heroes on the board: " + (", ".join(on_board) or "none"))
    out.append(
        "  stacks: "
        + "  ".join(
            f"{i + 1}:{top or '(face-down)'}/{n}"
            for i, (top, n) in enumerate(zip(v["stack_tops"], v["stack_sizes"], strict=True))
        )
    )
    for p, res in enumerate(v["resources"]):
        me = " (you)" if p == player else ""
        items = " ".join(f"{SHORT[k]}{n}" for k, n in zip(RES_VIEW, res, strict=True) if n)
        hand = [K.HERO_IDS[h] for h, o in enumerate(v["hero_owner"]) if o == p]
        out.append(
            f"  P{p}{me}: {items} | cards {v['hand_sizes'][p]} | tiles {len(v['tiles'][p])} | "
            f"{', '.join(v['construction'][p])} | heroes {', '.join(hand)}"
            + (" | Fortress token" if v["fortress_tokens"][p] else "")
        )
    if player is not None and "hand" in v:
        names = [
            f"{K.HERO_IDS[c // 4]}(n{K.CARD_NAVAL[c]}/m{K.CARD_MARTIAL[c]})#{c}" for c in v["hand"]
        ]
        out.append("  your hero cards: " + (", ".join(names) or "none"))
    for t in v["pending"]:
        if "combat" in t:
            out.append(
                f"  combat: P{t['player']} vs {t['combat']} strength {t['strength']} "
                f"({'naval' if t['naval'] else 'martial'}), total {t['total']}, "
                f"stage {t['stage']}, offers {t['offers']}"
            )
        else:
            out.append(f"  pending: {t['task']} for P{t['player']}")
    if v["over"]:
        out.append("  GAME OVER" + (": the cove fell, everyone loses" if v["cove_fell"] else ""))
    return "\n".join(out)
