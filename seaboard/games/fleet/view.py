"""What each player may see, everything (reveal), and determinization.

Hidden: other players' hands (except the cards everyone knows are there: the starting
hand, minus what may have left it), the cards just drawn by another player, the face-down
captains under other players' boats, the order of the boat supply and of the license deck.
"""

from __future__ import annotations

from typing import Any

from seaboard.engine.rng import Rng
from seaboard.games.fleet.rules.common import bid_cap, wealth
from seaboard.games.fleet.rules.corporation import captain_score, round_max
from seaboard.games.fleet.rules.scoring import score
from seaboard.games.fleet.state import (
    BID,
    DRAW,
    PAY,
    PHASE_NAMES,
    SALMON,
    TAKE,
    FleetData,
    captained,
)
from seaboard.games.fleet.tables import (
    BOAT_CASH,
    BOAT_NAMES,
    CREW_NAMES,
    DOCK_CHOICES,
    HIRE_CREWMAN,
    K_TUG,
    KIND_NAMES,
    LIC_MIN,
    LIC_NAMES,
    NB,
    NL,
    TROPHY_NAMES,
)


def _counts(c: list[int]) -> dict[str, int]:
    return {BOAT_NAMES[t]: c[t] for t in range(NB) if c[t]}


def _licenses(c: list[int]) -> dict[str, int]:
    return {LIC_NAMES[i]: c[i] for i in range(NL) if c[i]}


def _boat(pl: Any, b: int) -> dict[str, Any]:
    d: dict[str, Any] = {
        "type": KIND_NAMES[pl.btype[b]],
        "captain": captained(pl.bcapt[b]),
        "crates": pl.bcrates[b],
    }
    if pl.bmate[b]:
        d["first_mate"] = True
    if pl.btype[b] == K_TUG:  # face-down cards: only their number is known
        d["tug_cards"] = sum(1 for c in pl.tugc if c >> 5 == b)
    if pl.btuckt[b] >= 0:  # a tucked Salmon card (face up, house) and its crates
        d["tucked"] = BOAT_NAMES[pl.btuckt[b]]
        d["tucked_crates"] = pl.btuck[b]
    return d


def _public(s: FleetData) -> dict[str, Any]:
    players = []
    for q, pl in enumerate(s.players):
        d: dict[str, Any] = {
            "licenses": _licenses(pl.lic),
            "boats": [_boat(pl, b) for b in range(len(pl.btype))],
            "processed": pl.processed,
            "hand_size": sum(pl.hand) + (len(s.drawn) if q == s.cur else 0),
            "known_in_hand": _counts(pl.known),
            "launched": pl.launched,
            "hired": pl.hired,
            "vp_showing": score(s, q),
        }
        # expansion state, shown only when there is some (keeps views small)
        for key, value in (
            ("traded", pl.traded),
            ("oyster_crates", pl.oyster),
            ("gone_fishin", pl.gf),
            ("marinas", list(pl.marina)),
            ("marinas_used", pl.marina_used),
            ("swordfish_boats", pl.sword_mask),
            ("oyster_splits", pl.split_mask),
            ("swapped", pl.swapped),
            ("crewmen", sorted(CREW_NAMES[c] for c in pl.crew)),
            ("crewman_crates", pl.crew_crates),
            ("crewman_launches", pl.crew_launch),
            ("extra_launch", pl.extra_launch),
            ("crewman_boost", sorted(BOAT_NAMES[t] for t in pl.boost)),
            ("crewman_level", sorted(LIC_NAMES[li] for li in pl.level)),
        ):
            if value:
                d[key] = value
        players.append(d)
    v: dict[str, Any] = {
        "round": s.round,
        "phase": PHASE_NAMES[s.phase],
        "start_player": s.start,
        "to_move": s.to_move,
        "crates": s.crates,
        "final_round": s.final_round,
        "row": [LIC_NAMES[li] for li in s.row],
        "license_deck": len(s.lic_deck),
        "boat_supply": len(s.deck),
        "discard": _counts(s.discard),
        "players": players,
        "end_reason": s.end_reason,
        # boat cards turned face up by the last action, in order (Captains, Casino)
        "revealed": [BOAT_NAMES[t] for t in s.revealed],
    }
    cfg = s.config
    if cfg.crewman:  # type: ignore[attr-defined]
        v["row_crewmen"] = [CREW_NAMES[c] if c >= 0 else None for c in s.row_crew]
        v["crewman_deck"] = len(s.crew_deck)
        v["embargo"] = s.embargo
        v["crewman_pick"] = s.crew_pick
        v["crewman_won"] = s.won_crew
    if cfg.gone_fishin:  # type: ignore[attr-defined]
        v["gone_fishin_pile"] = s.gf_pile
    if any(s.dock_piles) or s.pending_dock >= 0:
        v["dock_piles"] = dict(zip(DOCK_CHOICES, s.dock_piles, strict=True))
        v["pending_dock"] = s.pending_dock
    if s.trophy:
        v["trophies"] = [
            {"trophy": TROPHY_NAMES[t], "owner": o if o >= 0 else None}
            for t, o in zip(s.trophy, s.trophy_owner, strict=True)
        ]
    if s.capt:
        v["corporation"] = [
            {
                "seat": s.num_players + i,
                "captain": "tc" if kind == 1 else "kirkman",
                "licenses": _licenses(s.capt_lic[i]),
                "boats": sorted(BOAT_NAMES[t] for t in s.capt_boats[i]),
                "vp_showing": captain_score(s, i),
            }
            for i, kind in enumerate(s.capt)
        ]
        v["round_max"] = round_max(s)
    if s.salvage_on:
        v["discard_top"] = BOAT_NAMES[s.dstack[-1]] if s.dstack else None
        v["discard_order"] = [BOAT_NAMES[t] for t in s.dstack]
    if s.meeple:
        v["crab_meeples"] = {
            BOAT_NAMES[t]: (o if o >= 0 else None) for t, o in enumerate(s.meeple) if o != -2
        }
    if s.phase == TAKE:
        v["dfo"] = {
            "player": s.cur,
            "boat": s.dfo_boat,
            "taken": s.take_got,
            "may_take_from": list(s.take_from),  # players still open, clockwise
        }
    if s.phase in (0, 1) or (s.phase == 2 and s.pay_ret == 0):
        v["auction"] = {
            "done": list(s.done),
            "out": list(s.out),
            "lot": s.lot,
            "license": LIC_NAMES[s.row[s.lot]] if s.lot >= 0 else None,
            "high": s.high,
            "high_bidder": s.high_bidder,
            "bought": list(s.bought),
        }
    if s.phase == 2:
        v["payment"] = {"player": s.cur, "due": s.pay_due, "paid": s.pay_paid}
    if s.phase in (DRAW, SALMON):
        v["drawing"] = {"player": s.cur, "drawn": len(s.drawn), "discards": s.draw_discards}
    return v


def view(s: FleetData, player: int | None) -> dict[str, Any]:
    v = _public(s)
    if player is not None:
        pl = s.players[player]
        v["hand"] = _counts(pl.hand)
        v["captains"] = [BOAT_NAMES[c] if c >= 0 else None for c in pl.bcapt]
        if s.drawn and s.cur == player:
            v["drawn"] = sorted(BOAT_NAMES[t] for t in s.drawn)
    return v


def reveal(s: FleetData) -> dict[str, Any]:
    v = _public(s)
    v["hands"] = [list(pl.hand) for pl in s.players]
    v["captains"] = [list(pl.bcapt) for pl in s.players]
    v["tug_cards"] = [sorted(pl.tugc) for pl in s.players]
    v["pending_dock"] = s.pending_dock
    v["drawn"] = list(s.drawn)
    v["deck"] = list(s.deck)
    v["license_deck_order"] = list(s.lic_deck)
    v["crewman_deck_order"] = list(s.crew_deck)
    return v


def _constraints_hold(d: FleetData, player: int) -> bool:
    """What the table has seen a hidden hand be able to do, it must still be able to do:
    the high bidder can pay his bid, a payer can finish his payment, an opener can make
    the opening bid."""
    ph = d.phase
    if ph == PAY and d.cur != player and wealth(d, d.cur) < d.pay_due - d.pay_paid:
        return False
    if ph == BID:
        hb = d.high_bidder
        if 0 <= hb < d.num_players and hb != player and bid_cap(d, hb) < d.high:
            return False
        if d.high < 0 and d.cur != player and bid_cap(d, d.cur) < LIC_MIN[d.row[d.lot]]:
            return False
    return True


def _deal(s: FleetData, player: int, rng: Rng, fixed: frozenset[int]) -> FleetData:
    d = s.clone()
    pool = list(d.deck)
    drawer = d.cur if d.drawn and d.cur != player else -1
    for q, pl in enumerate(d.players):
        if q == player:
            continue
        for t in range(NB):
            extra = pl.hand[t] - pl.known[t]
            if extra:
                pool.extend([t] * extra)
        for c in pl.bcapt:
            if c >= 0:
                pool.append(c)
    for pl in d.players:  # nobody has seen the cards on Tug Boats
        pool.extend(c & 31 for c in pl.tugc)
    if drawer >= 0:
        pool.extend(d.drawn)
    pool.sort()  # canonical: the deal must not follow the true order of unseen cards
    # a player whose hand random deals keep contradicting gets the richest unseen cards:
    # enough to do what the table saw him do, and chosen without looking at his hand
    for q in sorted(fixed):
        pl = d.players[q]
        hidden = sum(pl.hand) - sum(pl.known)
        pool.sort(key=lambda t: (-BOAT_CASH[t], t))
        pl.hand = pl.known[:]
        for t in pool[:hidden]:
            pl.hand[t] += 1
        pool = sorted(pool[hidden:])
    rng.shuffle(pool)
    i = 0
    for q, pl in enumerate(d.players):
        if q == player:
            continue
        if q not in fixed:
            hidden = sum(pl.hand) - sum(pl.known)
            pl.hand = pl.known[:]
            for t in pool[i : i + hidden]:
                pl.hand[t] += 1
            i += hidden
        for b, c in enumerate(pl.bcapt):
            if c >= 0:
                pl.bcapt[b] = pool[i]
                i += 1
    for pl in d.players:
        if pl.tugc:
            slots = [c >> 5 for c in pl.tugc]
            pl.tugc = [(b << 5) | pool[i + j] for j, b in enumerate(slots)]
            i += len(slots)
    if drawer >= 0:
        n = len(d.drawn)
        d.drawn = pool[i : i + n]
        i += n
    d.deck = pool[i:]
    return d


DEAL_TRIES = 30


def _shuffle_license_deck(d: FleetData, rng: Rng) -> None:
    """The license deck's order is unseen, but Hire Crewman licenses stay where they were
    stacked (the piles' structure is public) and so does the set of Standard licenses
    known to be on top (the first rounds show only Standard licenses)."""
    deck = d.lic_deck
    if HIRE_CREWMAN in deck:
        cuts = [i for i, li in enumerate(deck) if li == HIRE_CREWMAN]
        out: list[int] = []
        lo = 0
        for c in [*cuts, len(deck)]:
            part = sorted(deck[lo:c])
            rng.shuffle(part)
            out.extend(part)
            if c < len(deck):
                out.append(HIRE_CREWMAN)
            lo = c + 1
        d.lic_deck = out
    else:
        deck.sort()
        rng.shuffle(deck)


def determinize(s: FleetData, player: int, rng: Rng) -> FleetData:
    """Deal again everything `player` has not seen, from one pool of unseen cards.

    Each other player keeps the cards everyone knows he holds; the rest of his hand, his
    face-down captains, the cards he is drawing and the supply come from the pool. Deals
    that contradict what the table saw (a bidder who could not pay his bid) are drawn
    again; after DEAL_TRIES the constrained player is dealt the richest unseen cards
    (never his true hand, which would leak it). The license deck
    is reshuffled (its order is unseen).
    """
    d = None
    for _ in range(DEAL_TRIES):
        d = _deal(s, player, rng, frozenset())
        if _constraints_hold(d, player):
            break
    else:
        fixed = frozenset(
            q for q in (s.cur, s.high_bidder) if 0 <= q < s.num_players and q != player
        )
        d = _deal(s, player, rng, fixed)
    d.rng = rng.split()
    _shuffle_license_deck(d, rng)
    d.crew_deck.sort()
    rng.shuffle(d.crew_deck)
    return d
