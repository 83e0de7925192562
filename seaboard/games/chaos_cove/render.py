"""A readable terminal rendering of a Chaos Cove view (what one player may see)."""

from __future__ import annotations

from typing import Any

from seaboard.games.chaos_cove import content as K

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


def _inv(d: dict[str, Any] | None) -> str:
    if d is None:
        return "  --  "
    if "strength" in d and d["face_up"]:
        return f"[{d['strength']:>2} w{d['wave']}]"
    return f"[?? w{d['wave']}]"


def render(v: dict[str, Any], player: int | None) -> str:
    out = []
    out.append(
        f"Chaos Cove - round {v['round']}/{v['rounds']}, phase {v['phase']} "
        f"({PHASES[v['phase']]}); first player P{v['first_player']}; "
        f"to move: {'-' if v['to_move'] is None else 'P' + str(v['to_move'])}"
    )
    ships, forts = v["ships"], v["forts"]
    out.append("  SEA (pirates)                     LAND (barbarians)")
    for lane in range(K.LANES):
        row_s = " ".join(
            f"P{ships[n]}" if n in ships else ".."
            for n in K.SHIP_SPACES[lane * K.PER_LANE : (lane + 1) * K.PER_LANE]
        )
        row_f = " ".join(
            f"P{forts[n]}" if n in forts else ".."
            for n in K.FORT_SPACES[lane * K.PER_LANE : (lane + 1) * K.PER_LANE]
        )
        out.append(
            f"  {K.SEA[lane]} {_inv(v['invaders'][K.SEA[lane]])} ships {row_s}~   "
            f"{K.LAND[lane]} {_inv(v['invaders'][K.LAND[lane]])} forts {row_f}"
        )
    bt = v["breakthrough"]
    out.append(
        f"  breakthrough: pirates {[s for _, s in bt['pirate']]} "
        f"barbarians {[s for _, s in bt['barbarian']]} (a 4th of a kind: all lose)"
    )
    heroes = v["heroes"]
    placed = {h: d["location"] for h, d in heroes.items() if d["location"]}
    out.append(
        "  heroes on the board: " + (", ".join(f"{h}@{loc}" for h, loc in placed.items()) or "none")
    )
    out.append(
        "  stacks: "
        + "  ".join(
            f"{st['stack']}:{st['top'] or '(face-down)'}"
            + (f"x{st['cards']}" if "cards" in st else "")
            for st in v["stacks"]
        )
    )
    for p, res in enumerate(v["resources"]):
        me = " (you)" if p == player else ""
        items = " ".join(f"{SHORT[k]}{n}" for k, n in res.items() if n)
        tiles = len(v["tiles"][p])
        hand = [h for h, d in heroes.items() if d["owner"] == p]
        out.append(
            f"  P{p}{me}: {items} | cards {v['hand_sizes'][p]} | tiles {tiles} | "
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
                f"({'naval' if t['naval'] else 'martial'}), total {t['total']}, stage {t['stage']}, "
                f"offers {t['offers']}"
            )
        else:
            out.append(f"  pending: {t['task']} for P{t['player']}")
    if v["over"]:
        out.append("  GAME OVER" + (": the cove fell, everyone loses" if v["cove_fell"] else ""))
    return "\n".join(out)
