"""Fleet rules: legal actions and transitions, in the order of a round (fleet.md §4-§7).

Sections named in comments are those of ../shared/rules/fleet.md (the base game
reconstruction); "AB" names a section of the Arctic Bounty rulebook.

Readings of the Arctic Bounty text chosen here:
- First Mate: "discarding a Crate and a Boat Card" names no crate, so the player picks any
  one of his (processed, Pacific Oyster license, Crewman card, a boat, a tucked Salmon card).
- Canadian DFO: the active player chooses which other players give a crate (at most one
  each, three in all) and from which boat; he must take from players while any have crates,
  the supply gives only the remainder (the text takes from players "then" from the supply).
- Crewman "Launch Two Boats" (house reading): "May be used two separate times to perform an
  extra Launch action" is read as two uses of one extra launch each, and nothing forbids
  both in the same Launch Boats phase, so both may be used in one phase or in two rounds.
  A use is offered once the round's own launches are used up.
- Tug Boat: "At ANY time during the game" is offered at every decision of its owner (the
  engine has no moment between decisions), never on another player's decision.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from seaboard.engine.game import Action, Event, GameConfig, IllegalAction, Outcome, Result, State
from seaboard.engine.rng import Rng

from . import view as _view
from .content import ARCTIC, CORP
from .state import (
    BID,
    CREWDRAW,
    CREWPICK,
    DRAW,
    FISH,
    HIRE,
    KEEP,
    LAUNCH,
    MATE,
    NO_CAPTAIN,
    OPEN,
    OVER,
    PAY,
    PROCESS,
    SALMON,
    SALTY_CAPTAIN,
    SALVAGE,
    SELF_CAPTAINED,
    SWAP,
    TAKE,
    UNCREWED,
    WEATHER,
    Player,
    captained,
)
from .tables import (
    A_BID,
    A_BOOST,
    A_BUY,
    A_CASINO,
    A_CHARTER,
    A_CONFIRM,
    A_CRATE,
    A_CREW_CRATE,
    A_DISCARD,
    A_DONE,
    A_EXTRA_LAUNCH,
    A_FIRSTMATE,
    A_GONE_FISHIN,
    A_HIRE,
    A_HOUSEBOAT,
    A_KEEP,
    A_LAUNCH,
    A_LEVEL,
    A_MARINA,
    A_MATECRATE,
    A_MATETUCK,
    A_OPEN,
    A_OYSTER_CRATE,
    A_PASS,
    A_PAY,
    A_PROCESS,
    A_SALTY,
    A_SALVAGE,
    A_SINK,
    A_SPLIT,
    A_SWAP,
    A_SWORD,
    A_TAKE,
    A_TRADE,
    A_TUCK,
    A_TUG,
    ABON,
    ANOTES,
    ARCTIC_VARIANT,
    B_CHARTER,
    B_DFO,
    B_OYSTER,
    BAY,
    BIG,
    BOAT_CASH,
    BOAT_COST,
    BOAT_INDEX,
    BOAT_LICENSES,
    BOAT_NAMES,
    BOAT_VP,
    BON,
    C_ARTISAN,
    C_BOOST,
    C_CRATES,
    C_DRAW,
    C_EMBARGO,
    C_LAUNCH,
    C_TUG,
    CREW,
    CREW_NAMES,
    DOCK,
    DOCK_COST,
    DOCK_NAMES,
    DOCK_PILE,
    EFFECTS,
    FIRSTMATE,
    GEN,
    HIRE_CREWMAN,
    K_ARTISAN,
    K_HOUSE,
    K_INUIT,
    K_TUG,
    KIND_VP,
    L_CHAR,
    L_CLUB,
    L_COD,
    L_DFO,
    L_KC_CAPT,
    L_KC_CRATES,
    L_KC_LIC,
    L_LOBSTER,
    L_MARINA,
    L_OYSTER,
    L_PROC,
    L_RESEARCH,
    L_SALMON,
    L_SALVAGE,
    L_SHRIMP,
    L_SWORD,
    L_TUNA,
    L_WEATHER,
    LIC_BOAT,
    LIC_FAMILY,
    LIC_INDEX,
    LIC_MIN,
    LIC_NAMES,
    LIC_PREMIUM,
    LIC_VP,
    MAX_BID,
    MAX_BOATS,
    MIN_RAISE,
    NB,
    NL,
    PROPOSALS,
    SALTY,
    SCO,
    SUPPLY,
    TROPHY_FIRST,
    TROPHY_NAMES,
    capped,
)

CAPACITY = GEN.capacity
PAY_RETURN_AUCTION = 0
PAY_RETURN_LAUNCH = 1
PAY_RETURN_HIRE = 2
GONE_FISHIN_VALUE = ARCTIC.gone_fishin.value  # AB Gone Fishin': towards one transaction


@dataclass(slots=True)
class FleetState(State):
    config: GameConfig
    rng: Rng
    players: list[Player]
    deck: list[int]  # boat supply, top = end; order hidden from everyone
    discard: list[int]  # boat discard pile, count per type (public)
    lic_deck: list[int]  # license deck, top = end; hidden
    row: list[int]  # auction row, license ids
    crates: int  # crate supply (may go negative in the last Fishing, fleet.md §5.3)
    start: int = 0
    round: int = 1
    phase: int = OPEN
    cur: int = 0  # the seat deciding now
    idx: int = 0  # position in turn order during a sequential phase
    done: list[bool] = field(default_factory=list)  # auction: bought or declined
    out: list[bool] = field(default_factory=list)  # auction: passed on the open license
    bought: list[bool] = field(default_factory=list)  # auction: bought a license this round
    lot: int = -1  # auction: the open license's slot in the row
    high: int = -1  # auction: current bid (-1: the opener has not bid yet)
    high_bidder: int = -1
    bought_any: bool = False
    pay_due: int = 0
    pay_paid: int = 0
    pay_ret: int = PAY_RETURN_AUCTION
    drawn: list[int] = field(default_factory=list)  # cards drawn, not yet kept (Draw, Salmon)
    draw_discards: int = 0
    final_round: bool = False
    end_reason: str = ""
    gf_pile: int = 0  # Gone Fishin' cards left
    fstage: int = 0  # Fishing: 0 before the Salmon draw, 1 before the choices, 2 choosing
    dfo_boat: int = -1  # a DFO boat waiting for its crates
    take_from: list[int] = field(default_factory=list)  # DFO: players it still takes from
    take_got: int = 0
    dock_piles: list[int] = field(default_factory=lambda: [0] * 6)  # by DOCK_CHOICES
    pending_dock: int = -1  # a Dock card being paid for: it joins the fleet once paid
    trophy: list[int] = field(default_factory=list)  # the Trophy cards drawn (ids)
    trophy_owner: list[int] = field(default_factory=list)  # -1 while unclaimed
    meeple: list[int] = field(default_factory=list)  # per boat type: -2 none, -1 free, seat
    crew_deck: list[int] = field(default_factory=list)  # face-down Crewmen, top = end
    row_crew: list[int] = field(default_factory=list)  # Crewman above each row slot, -1
    won_crew: int = -1  # the Crewman that comes with the license being paid for
    embargo: int = -1  # the one player who may gain crates this round (Crewman)
    crew_pick: int = -1  # a Crewman waiting to be placed on a license
    row_size: int = 0  # licenses up for auction each round
    capt: list[int] = field(default_factory=list)  # AB 2p/solo Captains: 0 Kirkman, 1 T.C.
    capt_lic: list[list[int]] = field(default_factory=list)  # their licenses
    capt_boats: list[list[int]] = field(default_factory=list)  # their launched boats
    weather_on: bool = False  # house proposals in play
    casino_on: bool = False
    salvage_on: bool = False
    dstack: list[int] = field(default_factory=list)  # discard pile order (Salvage Yard)
    salvaged: int = -1  # Draw: -1 not asked, 0 drew normally, 1 took the top discard
    events: list[Event] = field(default_factory=list)
    drew: list[tuple[int, list[int]]] = field(default_factory=list)  # this action's draws
    revealed: list[int] = field(default_factory=list)  # cards turned face up this action
    stamp: int = 0  # actions applied; the legal-action cache is valid for one stamp
    lcache: tuple[Action, ...] | None = None
    lstamp: int = -1

    # ------------------------------------------------------------------ contract
    @property
    def to_move(self) -> int | None:
        return None if self.phase == OVER else self.cur

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def clone(self) -> FleetState:
        return FleetState(
            self.config,
            self.rng.clone(),
            [p.clone() for p in self.players],
            self.deck[:],
            self.discard[:],
            self.lic_deck[:],
            self.row[:],
            self.crates,
            self.start,
            self.round,
            self.phase,
            self.cur,
            self.idx,
            self.done[:],
            self.out[:],
            self.bought[:],
            self.lot,
            self.high,
            self.high_bidder,
            self.bought_any,
            self.pay_due,
            self.pay_paid,
            self.pay_ret,
            self.drawn[:],
            self.draw_discards,
            self.final_round,
            self.end_reason,
            self.gf_pile,
            self.fstage,
            self.dfo_boat,
            self.take_from[:],
            self.take_got,
            self.dock_piles[:],
            self.pending_dock,
            self.trophy[:],
            self.trophy_owner[:],
            self.meeple[:],
            self.crew_deck[:],
            self.row_crew[:],
            self.won_crew,
            self.embargo,
            self.crew_pick,
            self.row_size,
            self.capt[:],
            [c[:] for c in self.capt_lic],
            [c[:] for c in self.capt_boats],
            self.weather_on,
            self.casino_on,
            self.salvage_on,
            self.dstack[:],
            self.salvaged,
            [],
            [],
            self.revealed[:],
        )

    def view(self, player: int | None) -> dict[str, Any]:
        return _view.view(self, player)

    def reveal(self) -> dict[str, Any]:
        return _view.reveal(self)

    def determinize(self, player: int, rng: Rng) -> FleetState:
        return _view.determinize(self, player, rng)

    def label(self, action: Action) -> str:
        return _view.label(self, action)

    # ------------------------------------------------------------------ helpers
    def lvl(self, q: int, li: int) -> int:
        """Licenses of a type counted for bonus levels (AB Crewman: one more on its card)."""
        pl = self.players[q]
        n = pl.lic[li]
        if pl.level:
            n += pl.level.count(li)
        return n

    def discount(self, q: int) -> int:
        """Shrimp: $ off every transaction (fleet.md §6.1)."""
        return capped(BON.shrimp_discount, self.lvl(q, L_SHRIMP))

    def wealth(self, q: int) -> int:
        """What q can pay with: hand cards at cash value, processed crates and Oyster-license
        crates ($1), Gone Fishin' cards ($2)."""
        pl = self.players[q]
        h = pl.hand
        w = pl.processed + pl.oyster + GONE_FISHIN_VALUE * pl.gf + pl.crew_crates
        if K_HOUSE in pl.btype:
            w += DOCK.houseboat_value * pl.btype.count(K_HOUSE)
        for t in range(NB):
            if h[t]:
                w += h[t] * BOAT_CASH[t]
        return w

    def bid_cap(self, q: int) -> int:
        """Nobody may bid more than he could pay now (fleet.md §5.1 step 3, §8)."""
        return min(MAX_BID, self.wealth(q) + self.discount(q))

    def may_launch_type(self, q: int, t: int) -> bool:
        lic = self.players[q].lic
        return any(lic[li] for li in BOAT_LICENSES[t])

    def launch_due(self, q: int, t: int) -> int:
        """Launch cost less Shrimp and Char discounts (fleet.md §6.1; AB Char)."""
        off = self.discount(q) + capped(ABON.char_discount, self.lvl(q, L_CHAR))
        return max(0, BOAT_COST[t] - off)

    def launches_allowed(self, q: int) -> int:
        lic = self.players[q].lic
        n = capped(BON.cod_launches, self.lvl(q, L_COD)) + self.players[q].extra_launch
        if lic[L_CHAR]:
            n += ABON.char_extra_launch  # AB Char: Cod + Char = 3 launches
        return n

    def captains_allowed(self, q: int) -> int:
        lic = self.players[q].lic
        n = capped(BON.lobster_captains, self.lvl(q, L_LOBSTER))
        if lic[L_CHAR]:
            n += ABON.char_extra_captain  # AB Char: Lobster + Char = 3 captains
        return n

    def capacity(self, q: int, b: int) -> int:
        pl = self.players[q]
        k = pl.btype[b]
        if k == B_OYSTER:  # AB Pacific Oyster: 6/8/10/12
            cap = capped(ABON.oyster_capacity, self.lvl(q, L_OYSTER))
            if pl.bcapt[b] == SALTY_CAPTAIN:  # AB Pacific Oyster NOTE: not cumulative
                return max(cap, PROPOSALS.salty_capacity)
            return cap
        if k == K_ARTISAN:  # AB Artisan Fisherman: one crate
            return DOCK.artisan_capacity
        if k == K_INUIT:  # house proposal: two crates
            return PROPOSALS.inuit_capacity
        if pl.bcapt[b] == SALTY_CAPTAIN:  # house proposal; Oyster: the higher capacity
            return PROPOSALS.salty_capacity
        return CAPACITY

    def _launchable(self, q: int) -> list[int]:
        pl = self.players[q]
        if pl.launched >= self.launches_allowed(q) or len(pl.btype) >= MAX_BOATS:
            return []
        w = self.wealth(q)
        out = []
        for t in range(NB):
            # the card being launched cannot pay for itself (fleet.md §5.2)
            if (
                pl.hand[t]
                and self.may_launch_type(q, t)
                and self.launch_due(q, t) <= w - BOAT_CASH[t]
            ):
                out.append(t)
        return out

    def _charterable(self, q: int) -> list[int]:
        """A Charter Boat is launched as any boat type the player holds a license for."""
        pl = self.players[q]
        if not pl.hand[B_CHARTER] or pl.launched >= self.launches_allowed(q):
            return []
        if len(pl.btype) >= MAX_BOATS:
            return []
        if self.launch_due(q, B_CHARTER) > self.wealth(q) - BOAT_CASH[B_CHARTER]:
            return []
        return [t for t in range(NB) if t != B_CHARTER and self.may_launch_type(q, t)]

    def _buyable(self, q: int) -> list[int]:
        """AB Dock Cards: a Tug Boat, Artisan Fisherman or House Boat costs a launch."""
        pl = self.players[q]
        if pl.launched >= self.launches_allowed(q) or len(pl.btype) >= MAX_BOATS:
            return []
        w = self.wealth(q) + self.discount(q)
        return [
            d for d in range(len(DOCK_NAMES)) if self.dock_piles[DOCK_PILE[d]] and DOCK_COST[d] <= w
        ]

    def _tugs_with_cards(self, q: int) -> list[int]:
        return sorted({c >> 5 for c in self.players[q].tugc})

    def _launch_options(self, q: int) -> bool:
        return bool(
            self._launchable(q)
            or self._charterable(q)
            or self._extra_launch_open(q)
            or self._marina_open(q)
            or self._buyable(q)
            or self.players[q].tugc
        )

    def _salty_boats(self, q: int) -> list[int]:
        """House proposal: a Salty Captain costs $3 and a hire; never free with Char."""
        if not self.dock_piles[SALTY]:
            return []
        pl = self.players[q]
        if pl.hired >= self.captains_allowed(q):
            return []
        if max(0, PROPOSALS.salty_cost - self.discount(q)) > self.wealth(q):
            return []
        out = []
        for b, c in enumerate(pl.bcapt):
            if c == NO_CAPTAIN and pl.btype[b] not in out:
                out.append(pl.btype[b])
        out.sort()
        return out

    def _firstmate_options(self, q: int) -> list[Action]:
        """AB First Mate: for a boat captained this round, a crate and a boat card."""
        pl = self.players[q]
        if not self.dock_piles[FIRSTMATE] or not any(pl.hand):
            return []
        if not (
            pl.processed
            or pl.oyster
            or pl.crew_crates
            or any(pl.bcrates)
            or max(pl.btuck, default=0) > 0
        ):
            return []
        r = self.round
        boats = [b for b in range(len(pl.btype)) if pl.bround[b] == r and not pl.bmate[b]]
        h = pl.hand
        return [A_FIRSTMATE[b][t] for b in boats for t in range(NB) if h[t]]

    def _marina_open(self, q: int) -> bool:
        pl = self.players[q]
        return pl.marina_used < len(pl.marina) and any(pl.hand)

    def _supply_left(self) -> bool:
        return bool(self.deck) or any(self.discard)

    def _hireable_boats(self, q: int) -> list[int]:
        """Boat types with an uncaptained launched boat, if q may still hire."""
        pl = self.players[q]
        if pl.hired >= self.captains_allowed(q):
            return []
        if not any(pl.hand) and not (pl.lic[L_CHAR] and self._supply_left()):
            return []
        seen = []
        for b, c in enumerate(pl.bcapt):
            if c == NO_CAPTAIN:
                t = pl.btype[b]
                if t not in seen:
                    seen.append(t)
        seen.sort()
        return seen

    def _processable(self, q: int) -> list[int]:
        pl = self.players[q]
        if pl.traded:
            return []
        return [b for b, c in enumerate(pl.bcrates) if c > 0 and not (pl.proc_mask >> b) & 1]

    def _casino_open(self, q: int) -> bool:
        pl = self.players[q]
        return self.casino_on and not pl.casino and pl.processed > 0 and self._supply_left()

    def _sink_targets(self, q: int) -> list[tuple[int, int]]:
        """House proposal Weather Authority: an opponent's boat card without a captain."""
        out = []
        for o, pl in enumerate(self.players):
            if o != q:
                for b, c in enumerate(pl.bcapt):
                    if c == NO_CAPTAIN and pl.btype[b] < NB:
                        out.append((o, b))
        return out

    def _can_trade(self, q: int) -> bool:
        pl = self.players[q]
        return not pl.traded and pl.processed > 0

    def order(self) -> list[int]:
        n = self.num_players
        return [(self.start + i) % n for i in range(n)]

    def _draw(self, q: int, n: int, into_hand: bool = True) -> list[int]:
        """Draw n boat cards for q (fleet.md §5.5)."""
        got = self._draw_unseen(n)
        if into_hand:
            h = self.players[q].hand
            for t in got:
                h[t] += 1
        if got:
            self.drew.append((q, got))
        return got

    def _draw_unseen(self, n: int) -> list[int]:
        """n cards off the supply, nobody looking yet (also AB Tug Boat). The discard pile
        is reshuffled when the supply runs out (fleet.md §5.5); if both are empty the
        missing cards are lost (house, G7)."""
        got: list[int] = []
        for _ in range(n):
            if not self.deck:
                if not any(self.discard):
                    break
                pile = [t for t in range(NB) for _ in range(self.discard[t])]
                self.discard = [0] * NB
                self.dstack = []
                self.rng.shuffle(pile)
                self.deck = pile
                self.events.append(Event("reshuffle", {"cards": len(pile)}))
            got.append(self.deck.pop())
        return got

    def _to_discard(self, t: int) -> None:
        """A card onto the boat discard pile (face up; its order kept for Salvage Yard)."""
        self.discard[t] += 1
        if self.salvage_on:
            self.dstack.append(t)

    def _spend_card(self, q: int, t: int) -> None:
        """A card leaves q's hand face up: everyone sees its type."""
        pl = self.players[q]
        pl.hand[t] -= 1
        if pl.known[t]:
            pl.known[t] -= 1

    def _hide_card(self, q: int, t: int) -> None:
        """A card leaves q's hand face down: any known card may be the one that left."""
        pl = self.players[q]
        pl.hand[t] -= 1
        k = pl.known
        for i in range(NB):
            if k[i]:
                k[i] -= 1

    def _crates_spent(self, n: int) -> None:
        if self.config.spent_crates_return:  # type: ignore[attr-defined]
            self.crates += n

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self) -> list[Action]:
        out = self._legal()
        self.lcache = tuple(out)
        self.lstamp = self.stamp
        return out

    def is_legal(self, action: Action) -> bool:
        """The list built for this very position, if any, answers (apply after choosing)."""
        if self.lstamp == self.stamp and self.lcache is not None:
            return action in self.lcache
        return action in self._legal()

    def _legal(self) -> list[Action]:
        out = self._legal_phase()
        if out and self.players[self.cur].tugc:
            # AB Tug Boat: "At ANY time during the game, a player may decide to pick up all
            # the cards on any Tug Boat": offered at every decision of its owner
            out.extend(A_TUG[b] for b in self._tugs_with_cards(self.cur))
        return out

    def _legal_phase(self) -> list[Action]:
        ph = self.phase
        q = self.cur
        if ph == PAY:
            pl = self.players[q]
            if self.pay_paid >= self.pay_due:
                return [A_CONFIRM]
            out = [A_PAY[t] for t in range(NB) if pl.hand[t]]
            if pl.processed:
                out.append(A_CRATE)
            if pl.oyster:
                out.append(A_OYSTER_CRATE)
            if pl.gf:
                out.append(A_GONE_FISHIN)
            if K_HOUSE in pl.btype:
                out.append(A_HOUSEBOAT)
            if pl.crew_crates:
                out.append(A_CREW_CRATE)
            return out
        if ph == BID:
            cap = self.bid_cap(q)
            if self.high < 0:  # the opener's opening bid: at least the minimum
                lo = LIC_MIN[self.row[self.lot]]
                # alone: he opens at the minimum and wins at once
                out = list(A_BID[lo : cap + 1]) if self._others_eligible(q) else [A_BID[lo]]
            else:
                out = [*A_BID[self.high + MIN_RAISE : cap + 1], A_PASS]
            return out
        if ph == OPEN:
            cap = self.bid_cap(q)
            out = [A_OPEN[s] for s, li in enumerate(self.row) if LIC_MIN[li] <= cap]
            out.append(A_PASS)
            return out
        if ph == LAUNCH:
            out = [A_LAUNCH[t] for t in self._launchable(q)]
            if self._marina_open(q):
                h = self.players[q].hand
                out.extend(A_MARINA[t] for t in range(NB) if h[t])
            out.extend(A_CHARTER[t] for t in self._charterable(q))
            out.extend(A_BUY[d] for d in self._buyable(q))
            if self._extra_launch_open(q):
                out.append(A_EXTRA_LAUNCH)
            out.append(A_DONE)
            return out
        if ph == HIRE:
            pl = self.players[q]
            h = pl.hand
            boats = self._hireable_boats(q)
            out = [A_HIRE[c][b] for c in range(NB) if h[c] for b in boats]
            if pl.lic[L_CHAR] and self._supply_left():
                out.extend(A_HIRE[SUPPLY][b] for b in boats)
            out.extend(self._firstmate_options(q))
            out.extend(A_SALTY[b] for b in self._salty_boats(q))
            out.append(A_DONE)
            return out
        if ph == SALVAGE:
            return [A_SALVAGE, A_DONE]
        if ph == PROCESS:
            out = [A_PROCESS[b] for b in self._processable(q)]
            if self._can_trade(q):
                out.append(A_TRADE)
            if self._casino_open(q):
                out.append(A_CASINO)
            out.append(A_DONE)
            return out
        if ph == WEATHER:
            out = [A_SINK[o][b] for o, b in self._sink_targets(q)]
            out.append(A_DONE)
            return out
        if ph == DRAW:
            if self.drawn:
                return [A_DISCARD[t] for t in sorted(set(self.drawn))]
            h = self.players[q].hand
            return [A_DISCARD[t] for t in range(NB) if h[t]]
        if ph == SALMON:
            targets = self._tuck_targets(q)
            out = [A_TUCK[t][b] for t in sorted(set(self.drawn)) for b in targets]
            out.append(A_KEEP)
            return out
        if ph == FISH:
            out = [A_SWORD[b] for b in self._sword_targets(q)]
            out.extend(A_SPLIT[b] for b in self._split_targets(q))
            out.append(A_DONE)
            return out
        if ph == TAKE:
            return self._take_options()
        if ph == MATE:
            return self._mate_sources(q)
        if ph == SWAP:
            h = self.players[q].hand
            out = [A_SWAP[t] for t in range(NB) if h[t]]
            out.append(A_DONE)
            return out
        if ph == CREWPICK:
            return self._crew_pick_options(q)
        if ph == KEEP:
            h = self.players[q].hand
            return [A_DISCARD[t] for t in range(NB) if h[t]]
        if ph == CREWDRAW:
            h = self.players[q].hand
            return [A_DISCARD[t] for t in range(NB) if h[t]]
        return []

    def _crew_pick_options(self, q: int) -> list[Action]:
        lic = self.players[q].lic
        if self.crew_pick == C_BOOST:  # on a license with boats: its boats catch one more
            types = sorted({LIC_BOAT[li] for li in range(NL) if lic[li] and LIC_BOAT[li] >= 0})
            return [A_BOOST[t] for t in types]
        return [A_LEVEL[li] for li in range(NL) if lic[li]]

    def _extra_launch_open(self, q: int) -> bool:
        """AB Crewman "Launch Two Boats": one more launch per use, offered once the round's
        launches are used and if it would launch something. Both uses may fall in the same
        phase (house reading of "two separate times", see the module docstring)."""
        pl = self.players[q]
        if not pl.crew_launch or pl.launched < self.launches_allowed(q):
            return False
        pl.extra_launch += 1
        ok = bool(self._launchable(q) or self._buyable(q) or self._charterable(q))
        pl.extra_launch -= 1
        return ok

    def _others_eligible(self, q: int) -> bool:
        return any(not self.done[o] for o in range(len(self.done)) if o != q)

    def _tuck_targets(self, q: int) -> list[int]:
        """AB Salmon: launched and captained boats without a tucked card."""
        pl = self.players[q]
        return [
            b
            for b, c in enumerate(pl.bcapt)
            if captained(c) and pl.btuck[b] < 0 and pl.btype[b] not in (K_ARTISAN, K_INUIT)
        ]

    def _sword_targets(self, q: int) -> list[int]:
        """AB Swordfish: launched, captained, not full boats, up to one per license."""
        pl = self.players[q]
        n = self.lvl(q, L_SWORD)
        if not n or pl.sword_mask.bit_count() >= capped(ABON.swordfish_boats, n):
            return []
        return [
            b
            for b, c in enumerate(pl.bcapt)
            if captained(c)
            and pl.bcrates[b] < self.capacity(q, b)
            and not ((pl.sword_mask | pl.split_mask) >> b) & 1
        ]

    def _split_targets(self, q: int) -> list[int]:
        """AB Pacific Oyster: a boat that is not full may put one crate on the license."""
        pl = self.players[q]
        if not pl.lic[L_OYSTER]:
            return []
        return [
            b
            for b, c in enumerate(pl.bcapt)
            if captained(c)
            and pl.btype[b] == B_OYSTER
            and pl.bcrates[b] < self.capacity(q, b)
            and not ((pl.sword_mask | pl.split_mask) >> b) & 1
        ]

    def explain_illegal(self, action: Action) -> IllegalAction:
        k = action.kind
        ph = self.phase
        if self.phase == OVER:
            return IllegalAction("the game is over", "Game End")
        if ph == PAY:
            if k == "confirm":
                return IllegalAction(
                    f"the payment covers ${self.pay_paid} of ${self.pay_due}", "Payment"
                )
            if k in ("pay", "crate", "oystercrate", "gonefishin"):
                if self.pay_paid >= self.pay_due:
                    return IllegalAction("the payment is already covered: confirm", "Payment")
                return IllegalAction(
                    "you can pay only with boat cards in your hand, processed crates, crates "
                    "on your Pacific Oyster license and Gone Fishin' cards",
                    "Payment",
                )
            return IllegalAction("finish the payment first: pay, then confirm", "Payment")
        if k == "bid":
            if ph != BID:
                return IllegalAction(
                    "no license is up for auction: open one first", "License Auction"
                )
            return IllegalAction(
                "a bid must beat the current bid (the opening bid at least the license's "
                "minimum) and may not exceed what you can pay",
                "License Auction",
            )
        if k == "open":
            if ph != OPEN:
                return IllegalAction(
                    "you can open an auction only as the opener", "License Auction"
                )
            return IllegalAction(
                "that slot is empty or you cannot pay its minimum cost", "License Auction"
            )
        if k == "pass" and ph not in (OPEN, BID):
            return IllegalAction("passing belongs to the License Auction; use done", "Phases")
        if k == "launch":
            if ph != LAUNCH:
                return IllegalAction("boats are launched in your launch step", "Launch Boats")
            return IllegalAction(
                "you need that card in hand, a license for its type, a launch left this round "
                "and enough other cards or crates to pay its cost",
                "Launch Boats",
            )
        if k == "marina":
            return IllegalAction(
                "once per round per Marina, in your launch step, a card from your hand", "Marina"
            )
        if k == "salty":
            return IllegalAction(
                "a Salty Captain ($3, uses a hire) goes on a launched boat without a captain",
                "Salty Captain (house)",
            )
        if k == "sink":
            return IllegalAction(
                "a Weather Authority sinks an opponent's boat without a captain, at the start "
                "of Fishing",
                "Weather Authority (house)",
            )
        if k == "salvage":
            return IllegalAction(
                "a Salvage Yard owner may take the top discard as one of his Draw cards",
                "Salvage Yard (house)",
            )
        if k == "casino":
            return IllegalAction(
                "once a round in your Processing step, stake a processed crate",
                "Casino (house)",
            )
        if k == "charter":
            return IllegalAction(
                "a Charter Boat from your hand is launched as a boat type you hold a license "
                "for, with a launch left and enough to pay",
                "5- to 6-Player Fleet",
            )
        if k in ("boost", "level"):
            return IllegalAction("place the Crewman on one of your licenses", "Crewman")
        if k == "extralaunch":
            return IllegalAction(
                "each of the launch Crewman's two uses gives one extra launch, once your "
                "launches this round are used and if you have something to launch",
                "Crewman",
            )
        if k == "firstmate":
            return IllegalAction(
                "a First Mate is bought in the hire step, for a boat captained this round and "
                "without one, with a crate and a boat card",
                "First Mate",
            )
        if k == "buy":
            return IllegalAction(
                "a Dock card in play, bought in your launch step with a launch left and "
                "enough to pay",
                "Dock Cards",
            )
        if k == "tug":
            return IllegalAction("you have no Tug Boat with cards there", "Tug Boat")
        if k == "houseboat":
            return IllegalAction("a House Boat pays only in a payment", "House Boat")
        if k == "hire":
            if ph != HIRE:
                return IllegalAction("captains are hired in your hire step", "Hire Captains")
            return IllegalAction(
                "a captain is a card from your hand (with Char: from the supply) placed under "
                "one of your launched boats without a captain, within your captains this round",
                "Hire Captains",
            )
        if k in ("process", "trade"):
            return IllegalAction(
                "processing takes one crate from each boat, then one trade, in your Processing "
                "step (Processing Vessel license needed)",
                "Processing & Trading",
            )
        if k == "discard":
            return IllegalAction(
                "discard one of the cards you just drew (with Tuna: any card in hand)", "Draw"
            )
        if k in ("tuck", "keep"):
            return IllegalAction(
                "tuck a Salmon card you just drew under a captained boat without one, or keep",
                "Salmon License",
            )
        if k == "sword":
            return IllegalAction(
                "Swordfish: a captained boat that is not full, one per Swordfish license",
                "Swordfish License",
            )
        if k == "split":
            return IllegalAction(
                "Pacific Oyster: a captained Pacific Oyster boat that is not full",
                "Pacific Oyster License",
            )
        if k in ("matecrate", "matetuck"):
            return IllegalAction(
                "pay for the First Mate just bought with one of your crates: a processed one, "
                "one on your Pacific Oyster license or Crewman, or one on a boat or its tucked "
                "Salmon card",
                "First Mate",
            )
        if k == "take":
            return IllegalAction(
                "the DFO boat takes one crate from a launched boat of another player, at most "
                "one from each player, as long as players have crates",
                "Canadian Department of Fisheries and Oceans License",
            )
        if k == "swap":
            return IllegalAction(
                "after the Draw, a Swordfish owner may discard one card from hand and draw one",
                "Swordfish License",
            )
        if k == "done":
            return IllegalAction("there is no step to finish now", "Phases")
        return State.explain_illegal(self, action)

    # ------------------------------------------------------------------ transitions
    def _apply(self, action: Action) -> list[Event]:
        self.stamp += 1
        self.lcache = None
        self.events = []
        if self.revealed:
            self.revealed = []
        self.drew = []
        self._step(action)
        if self.drew:
            self._flush_draws()
        return self.events

    def _flush_draws(self) -> None:
        """One event per player for all cards drawn in this action: the cards (sorted) to
        him, the count to the others."""
        n = self.num_players
        for q in range(n):
            cards = [t for who, got in self.drew if who == q for t in got]
            if not cards:
                continue
            names = sorted(BOAT_NAMES[t] for t in cards)
            self.events.append(Event("draw", {"player": q, "cards": names}, frozenset({q})))
            others = frozenset(range(n)) - {q}
            if others:
                self.events.append(Event("draw", {"player": q, "count": len(cards)}, others))
        self.drew = []

    def _step(self, action: Action) -> None:
        ev = self.events
        k = action.kind
        q = self.cur
        ph = self.phase
        pl = self.players[q]
        if k == "tug":  # AB Tug Boat: its cards to the hand, the Tug Boat leaves the game
            self._pick_up_tug(q, action.args[0])
            if ph == LAUNCH:
                self._launch_continue(q)
            elif ph == HIRE:
                self._hire_continue(q)
            return  # any other decision stays open: the same player decides again
        if ph == PAY:
            if k == "pay":
                t = BOAT_INDEX[action.args[0]]
                self._spend_card(q, t)
                self._to_discard(t)
                self.pay_paid += BOAT_CASH[t]
                ev.append(Event("pay", {"player": q, "card": action.args[0]}))
            elif k == "crate":
                pl.processed -= 1
                self.pay_paid += 1
                self._crates_spent(1)
                ev.append(Event("pay", {"player": q, "crate": 1}))
            elif k == "oystercrate":
                pl.oyster -= 1
                self.pay_paid += 1
                self._crates_spent(1)
                ev.append(Event("pay", {"player": q, "oyster_crate": 1}))
            elif k == "houseboat":  # AB House Boat: $5 towards this transaction, removed
                self._remove_boat(q, len(pl.btype) - 1 - pl.btype[::-1].index(K_HOUSE))
                self.pay_paid += DOCK.houseboat_value
                ev.append(Event("pay", {"player": q, "houseboat": 1}))
            elif k == "crewcrate":
                pl.crew_crates -= 1
                self.pay_paid += 1
                self._crates_spent(1)
                ev.append(Event("pay", {"player": q, "crewman_crate": 1}))
            elif k == "gonefishin":  # $2 towards this one transaction, back to the pile
                pl.gf -= 1
                self.gf_pile += 1
                self.pay_paid += GONE_FISHIN_VALUE
                ev.append(Event("pay", {"player": q, "gone_fishin": 1}))
            else:  # confirm: no change is given (fleet.md §5.1 step 4)
                ev.append(Event("paid", {"player": q, "due": self.pay_due, "paid": self.pay_paid}))
                self.pay_due = self.pay_paid = 0
                if self.pay_ret == PAY_RETURN_AUCTION:
                    self._after_license(q)
                elif self.pay_ret == PAY_RETURN_HIRE:
                    self._hire_continue(q)
                else:
                    self._launch_continue(q)
            return
        if ph == OPEN:
            if k == "pass":  # declines: out of the auction for the whole phase (§5.1 b)
                self.done[q] = True
                ev.append(Event("decline", {"player": q}))
                self._next_opener()
            else:
                self.lot = action.args[0]
                self.high = -1
                self.high_bidder = -1
                self.phase = BID
                ev.append(Event("open", {"player": q, "license": LIC_NAMES[self.row[self.lot]]}))
            return
        if ph == BID:
            if k == "pass":  # out of this auction only (§5.1 step 2)
                self.out[q] = True
                ev.append(Event("pass", {"player": q}))
            else:
                self.high = action.args[0]
                self.high_bidder = q
                ev.append(Event("bid", {"player": q, "amount": self.high}))
            self._next_bidder()
            return
        if ph == LAUNCH:
            if k == "done":
                self._launch_step_end(q)
            elif k == "buy":
                self._buy_dock(q, DOCK_NAMES.index(action.args[0]))
            elif k == "charter":
                self._launch(q, BOAT_INDEX[action.args[0]], charter=True)
            elif k == "extralaunch":
                pl.crew_launch -= 1
                pl.extra_launch += 1
                ev.append(Event("extra-launch", {"player": q, "uses_left": pl.crew_launch}))
            elif k == "marina":  # AB Marina: a card from hand under the Marina, free
                t = BOAT_INDEX[action.args[0]]
                self._spend_card(q, t)
                i = min(range(len(pl.marina)), key=lambda m: pl.marina[m])
                pl.marina[i] += BOAT_VP[t]
                pl.marina_used += 1
                ev.append(Event("marina", {"player": q, "card": action.args[0]}))
                self._launch_continue(q)
            else:
                self._launch(q, BOAT_INDEX[action.args[0]])
            return
        if ph == HIRE:
            if k == "done":
                self._hire_step_end(q)
            elif k == "firstmate":
                if self._first_mate(q, action.args[0], BOAT_INDEX[action.args[1]]):
                    self._hire_continue(q)
            elif k == "salty":
                self._salty(q, BOAT_INDEX[action.args[0]])
            else:
                b = BOAT_INDEX[action.args[1]]
                if action.args[0] == "supply":  # AB Char: a free captain from the supply
                    got = self._draw(q, 1, into_hand=False)
                    self._hire(q, got[0], b, from_hand=False)
                else:
                    self._hire(q, BOAT_INDEX[action.args[0]], b, from_hand=True)
            return
        if ph == TAKE:
            self._dfo_take(q, int(action.args[0]), int(action.args[1]))
            self._dfo_next(q)
            return
        if ph == MATE:
            self._mate_crate(q, action)
            self._hire_continue(q)
            return
        if ph == PROCESS:
            if k == "casino":  # house proposal: stake a processed crate, reveal a card
                pl.processed -= 1
                pl.casino = True
                got = self._draw_unseen(1)
                t = got[0]
                self._to_discard(t)
                self.revealed.append(t)
                cash = BOAT_CASH[t]
                if cash >= EFFECTS.casino_win_cash:
                    pl.processed += 1 + EFFECTS.casino_win_crates
                    self.crates -= EFFECTS.casino_win_crates
                elif cash >= EFFECTS.casino_push_cash:
                    pl.processed += 1
                else:
                    self._crates_spent(1)
                ev.append(Event("casino", {"player": q, "card": BOAT_NAMES[t]}))
            elif k == "process":  # at most one crate from each boat (§5.4)
                b = action.args[0]
                pl.bcrates[b] -= 1
                pl.processed += 1
                pl.proc_mask |= 1 << b
                ev.append(Event("process", {"player": q, "boat": b}))
            elif k == "trade":  # one processed crate for cards, once per round (§6.5)
                pl.processed -= 1
                pl.traded = True
                self._crates_spent(1)
                ev.append(Event("trade", {"player": q}))
                self._draw(q, capped(BON.processing_trade, self.lvl(q, L_PROC)))
            else:
                pl.traded = True  # finished: no more processing this round
            if k == "done" or not (
                self._processable(q) or self._can_trade(q) or self._casino_open(q)
            ):
                self.idx += 1
                self._process_next()
            return
        if ph == DRAW:
            t = BOAT_INDEX[action.args[0]]
            if self.drawn:
                self.drawn.remove(t)
            else:
                self._spend_card(q, t)
            self._to_discard(t)
            ev.append(Event("discard", {"player": q, "card": action.args[0]}))
            self.draw_discards -= 1
            if self.draw_discards <= 0:
                for c in self.drawn:
                    pl.hand[c] += 1
                self.drawn = []
                self.idx += 1
                self._draw_next()
            return
        if ph == SALMON:
            if k == "keep":
                self._salmon_keep(q)
            else:
                t = BOAT_INDEX[action.args[0]]
                b = action.args[1]
                self.drawn.remove(t)
                pl.btuck[b] = 0
                pl.btuckt[b] = t
                ev.append(Event("tuck", {"player": q, "card": action.args[0], "boat": b}))
                if not self.drawn or not self._tuck_targets(q):
                    self._salmon_keep(q)
            return
        if ph == FISH:
            if k == "sword":
                pl.sword_mask |= 1 << action.args[0]
            elif k == "split":
                pl.split_mask |= 1 << action.args[0]
            if k == "done" or not (self._sword_targets(q) or self._split_targets(q)):
                self._fish_resolve(q)
                self.idx += 1
                self.fstage = 0
                self._fish_next()
            return
        if ph == CREWPICK:
            if k == "boost":
                pl.boost.append(BOAT_INDEX[action.args[0]])
            else:
                pl.level.append(LIC_INDEX[action.args[0]])
            ev.append(Event("crewman-placed", {"player": q, "on": action.args[0]}))
            self.crew_pick = -1
            self._next_opener()
            return
        if ph == SALVAGE:
            self.salvaged = 1 if k == "salvage" else 0
            if k == "salvage":
                ev.append(Event("salvage", {"player": q, "card": BOAT_NAMES[self.dstack[-1]]}))
            self._draw_next()
            return
        if ph == WEATHER:
            if k == "sink":
                o, b = action.args
                ev.append(Event("sink", {"player": q, "owner": o, "boat": b}))
                self._sink(o, b)
            self.idx += 1
            self._weather_next()
            return
        if ph == KEEP:  # Epic Fleet: discard down to seven
            t = BOAT_INDEX[action.args[0]]
            self._spend_card(q, t)
            self._to_discard(t)
            ev.append(Event("discard", {"player": q, "card": action.args[0]}))
            if sum(pl.hand) <= BIG.epic_keep:
                self.idx += 1
            self._keep_next()
            return
        if ph == CREWDRAW:
            t = BOAT_INDEX[action.args[0]]
            self._spend_card(q, t)
            self._to_discard(t)
            ev.append(Event("discard", {"player": q, "card": action.args[0]}))
            self._next_opener()
            return
        if ph == SWAP:
            pl.swapped = True
            if k == "swap":
                t = BOAT_INDEX[action.args[0]]
                self._spend_card(q, t)
                self._to_discard(t)
                ev.append(Event("swap", {"player": q, "card": action.args[0]}))
                self._draw(q, 1)
            self.idx += 1
            self._swap_next()
            return
        raise AssertionError(f"unhandled {action.text} in phase {ph}")

    # -- Phase 1: License Auction (fleet.md §5.1) -------------------------------------
    def _auction_start(self) -> None:
        n = self.num_players + len(self.capt)
        self.phase = OPEN
        self.done = [False] * n
        self.out = [False] * n
        self.bought = [False] * n
        self.bought_any = False
        self.lot = -1
        self._next_opener()

    def _next_opener(self) -> None:
        """The start player if still eligible, else the next eligible player clockwise."""
        self.lot = -1
        self.high = -1
        self.high_bidder = -1
        self.phase = OPEN
        n = self.num_players
        for i in range(n):
            q = (self.start + i) % n
            if self.done[q]:
                continue
            cap = self.bid_cap(q)
            if any(LIC_MIN[li] <= cap for li in self.row):
                self.cur = q
                return
            self.done[q] = True  # can afford nothing: he can only decline
            self.events.append(Event("decline", {"player": q}))
        self._auction_end()

    def round_max(self) -> int:
        """AB 2p/solo: a Captain bids only below the Corporation card's Round Max (house)."""
        return min(CORP.round_max_cap, CORP.round_max_base + self.round)

    def _next_bidder(self) -> None:
        """Clockwise to the next player still in this auction; the last bidder wins. The
        Captains (2p/solo variants) bid last in turn order, by revealing a boat card."""
        n = self.num_players
        ring = [*self.order(), *range(n, n + len(self.capt))] if self.capt else list(range(n))
        size = len(ring)
        pos = ring.index(self.cur)
        steps = 0
        while steps < size:
            steps += 1
            pos = (pos + 1) % size
            q = ring[pos]
            if q == self.high_bidder or self.done[q] or self.out[q]:
                continue
            if q >= n:
                if self._captain_bids(q):
                    steps = 0
                continue
            if self.bid_cap(q) < self.high + MIN_RAISE:
                self.out[q] = True  # cannot raise: passes
                self.events.append(Event("pass", {"player": q}))
                continue
            self.cur = q
            return
        self._win()

    def _captain_bids(self, x: int) -> bool:
        """AB Two-Player Variant, Auction Phase: below the Round Max, reveal the top boat
        card; a $2 card bids $1 more, anything else passes on this license."""
        if self.high < self.round_max():
            got = self._draw_unseen(1)
            if got:
                t = got[0]
                self._to_discard(t)
                self.revealed.append(t)
                self.events.append(Event("captain-reveal", {"captain": x, "card": BOAT_NAMES[t]}))
                if BOAT_CASH[t] == 2:
                    self.high += 1
                    self.high_bidder = x
                    self.events.append(Event("bid", {"player": x, "amount": self.high}))
                    return True
        self.out[x] = True
        self.events.append(Event("pass", {"player": x}))
        return False

    def _win(self) -> None:
        w = self.high_bidder
        li = self.row.pop(self.lot)
        self.won_crew = self.row_crew.pop(self.lot)
        if w >= self.num_players:  # a Captain takes it into his play area, unpaid
            self.capt_lic[w - self.num_players][li] += 1
            self.events.append(
                Event("win", {"player": w, "license": LIC_NAMES[li], "bid": self.high})
            )
            self.won_crew = -1
            self.done[w] = True
            self.bought[w] = True
            self.bought_any = True
            self.out = [False] * len(self.out)
            self._next_opener()
            return
        # the Shrimp discount counts licenses owned before this one (§6.1)
        due = max(0, self.high - self.discount(w))
        pl = self.players[w]
        pl.lic[li] += 1
        if li == L_MARINA:
            pl.marina.append(0)
        self.events.append(Event("win", {"player": w, "license": LIC_NAMES[li], "bid": self.high}))
        self.lot = -1
        if due > 0:
            self.phase = PAY
            self.cur = w
            self.pay_due = due
            self.pay_paid = 0
            self.pay_ret = PAY_RETURN_AUCTION
        else:
            self._after_license(w)

    def _after_license(self, w: int) -> None:
        """One license per player per round (§5.1 step 4); next auction (step 5)."""
        self.done[w] = True
        self.bought[w] = True
        self.bought_any = True
        self.out = [False] * len(self.out)
        if self.won_crew >= 0 and self._gain_crewman(w):
            return
        self._next_opener()

    def _gain_crewman(self, q: int) -> bool:
        """AB Crewman: the ability works at once; True while a decision is pending."""
        c = self.won_crew
        self.won_crew = -1
        pl = self.players[q]
        pl.crew.append(c)
        self.events.append(Event("crewman", {"player": q, "crewman": CREW_NAMES[c]}))
        if c == C_ARTISAN:  # acts as a launched Artisan Fisherman
            self._place_dock(q, K_ARTISAN - K_TUG)
        elif c == C_TUG:  # acts as a launched Tug Boat
            self._place_dock(q, 0)
        elif c == C_EMBARGO:  # nobody else gains crates this round
            self.embargo = q
        elif c == C_CRATES:
            pl.crew_crates += CREW.crates_card
        elif c == C_LAUNCH:
            pl.crew_launch += CREW.launch_uses
        elif c == C_DRAW:  # draw three, discard one
            got = self._draw(q, CREW.draw)
            if got:
                self.phase = CREWDRAW
                self.cur = q
                return True
        else:  # C_BOOST, C_LEVEL: placed on a license of the player's choice
            self.crew_pick = c
            if self._crew_pick_options(q):
                self.phase = CREWPICK
                self.cur = q
                return True
            self.crew_pick = -1
        return False

    def _auction_end(self) -> None:
        """Nobody bought: the row leaves the game; else refill. A short refill makes this
        round the last (fleet.md §5.1 step 6, §7.1)."""
        n = self.row_size
        self._check_trophies()
        if self.capt:
            self._captains_take()
            for q in self.order():  # AB 2p/solo: who bought nothing draws two cards
                if not self.bought[q]:
                    self._draw(q, ARCTIC_VARIANT.draw_if_no_license)
        # AB Gone Fishin': who bought no license takes one, in turn order
        if self.config.gone_fishin:  # type: ignore[attr-defined]
            for q in self.order():
                if not self.bought[q] and self.gf_pile > 0:
                    self.gf_pile -= 1
                    self.players[q].gf += 1
                    self.events.append(Event("gone-fishin", {"player": q}))
        if not self.bought_any:
            self.events.append(Event("row-discarded", {"licenses": len(self.row)}))
            self.row = []
            self.row_crew = []
        self.refill_row()
        if len(self.row) < n:
            self.final_round = True
            self.events.append(Event("final-round", {"reason": "licenses"}))
        self._launch_start()

    # -- Phase 2: Launch Boats & Hire Captains (fleet.md §5.2) ------------------------
    def _keep_next(self) -> None:
        """Epic Fleet: after the starting auction is revealed, each player keeps seven."""
        n = self.num_players
        while self.idx < n:
            q = (self.start + self.idx) % n
            if sum(self.players[q].hand) > BIG.epic_keep:
                self.phase = KEEP
                self.cur = q
                return
            self.idx += 1
        self._auction_start()

    def _captains_take(self) -> None:
        """A Captain who bought nothing takes the highest-VP license (Premium first) he
        does not own and can afford per the Round Max; he always takes an affordable
        Premium. Ties: the slot nearest the start of the row (house)."""
        n = self.num_players
        rmax = self.round_max()
        for i in range(len(self.capt)):
            if self.bought[n + i]:
                continue
            lic = self.capt_lic[i]
            owned = {LIC_FAMILY[li] for li in range(NL) if lic[li]}
            best = -1
            for slot, li in enumerate(self.row):
                if LIC_MIN[li] > rmax:
                    continue
                if LIC_FAMILY[li] in owned and not LIC_PREMIUM[li]:
                    continue
                if best < 0 or (LIC_PREMIUM[li], LIC_VP[li]) > (
                    LIC_PREMIUM[self.row[best]],
                    LIC_VP[self.row[best]],
                ):
                    best = slot
            if best >= 0:
                li = self.row.pop(best)
                self.row_crew.pop(best)
                lic[li] += 1
                self.bought[n + i] = True
                self.bought_any = True
                self.events.append(
                    Event("captain-takes", {"captain": n + i, "license": LIC_NAMES[li]})
                )

    def _captains_launch(self) -> None:
        """AB 2p/solo, Launch phase: reveal the top card; Kirkman launches $1 and $3 cards,
        T.C. $2 cards; anything else is discarded."""
        n = self.num_players
        for i, kind in enumerate(self.capt):
            got = self._draw_unseen(1)
            if not got:
                continue
            t = got[0]
            self.revealed.append(t)
            ok = BOAT_CASH[t] == 2 if kind == 1 else BOAT_CASH[t] in (1, 3)
            if ok:
                self.capt_boats[i].append(t)
            else:
                self._to_discard(t)
            self.events.append(
                Event("captain-launch", {"captain": n + i, "card": BOAT_NAMES[t], "launched": ok})
            )

    def refill_row(self) -> None:
        """Deal licenses into the row; a Hire Crewman license is replaced by the next one,
        and once the row is full a Crewman goes above each license (AB Crewman)."""
        n = self.row_size
        crew = False
        while len(self.row) < n and self.lic_deck:
            li = self.lic_deck.pop()
            if li == HIRE_CREWMAN:
                crew = True
                self.events.append(Event("hire-crewman", {}))
                continue
            self.row.append(li)
            self.row_crew.append(-1)
        if crew:
            for i in range(len(self.row)):
                if self.row_crew[i] < 0 and self.crew_deck:
                    self.row_crew[i] = self.crew_deck.pop()

    def _launch_start(self) -> None:
        for pl in self.players:
            pl.launched = 0
            pl.hired = 0
            pl.marina_used = 0
            pl.extra_launch = 0
        self.idx = 0
        self._launch_player()

    def _launch_player(self) -> None:
        if self.idx >= self.num_players:
            if self.capt:
                self._captains_launch()
            self._check_trophies()
            self._fishing_start()
            return
        q = (self.start + self.idx) % self.num_players
        self.cur = q
        self.phase = LAUNCH
        if not self._launch_options(q):
            self._launch_step_end(q)

    def _launch(self, q: int, t: int, charter: bool = False) -> None:
        """Launch a boat card; a Charter Boat is launched as boat type `t` (5-6 players)."""
        pl = self.players[q]
        self._spend_card(q, B_CHARTER if charter else t)
        pl.btype.append(t)
        pl.bcapt.append(SELF_CAPTAINED if t == B_DFO else NO_CAPTAIN)
        pl.bcrates.append(0)
        pl.btuck.append(-1)
        pl.btuckt.append(-1)
        pl.bmate.append(0)
        pl.bround.append(0)
        pl.bchart.append(1 if charter else 0)
        pl.launched += 1
        if t == B_DFO:
            self.dfo_boat = len(pl.btype) - 1
        self.events.append(
            Event("launch", {"player": q, "boat": BOAT_NAMES[t], "charter": charter})
        )
        # each launch is its own transaction (§6.1)
        due = self.launch_due(q, B_CHARTER if charter else t)
        if due > 0:
            self.phase = PAY
            self.pay_due = due
            self.pay_paid = 0
            self.pay_ret = PAY_RETURN_LAUNCH
        else:
            self._launch_continue(q)

    def _buy_dock(self, q: int, d: int) -> None:
        pl = self.players[q]
        self.dock_piles[DOCK_PILE[d]] -= 1
        pl.launched += 1  # costs a launch and counts for the launch bonuses
        self.events.append(Event("buy", {"player": q, "dock": DOCK_NAMES[d]}))
        due = max(0, DOCK_COST[d] - self.discount(q))
        if due > 0:  # the card joins the fleet once paid (it cannot pay for itself)
            self.pending_dock = d
            self.phase = PAY
            self.pay_due = due
            self.pay_paid = 0
            self.pay_ret = PAY_RETURN_LAUNCH
        else:
            self._place_dock(q, d)
            self._launch_continue(q)

    def _place_dock(self, q: int, d: int) -> None:
        pl = self.players[q]
        pl.btype.append(K_TUG + d)
        pl.bcapt.append(SELF_CAPTAINED if K_TUG + d in (K_ARTISAN, K_INUIT) else UNCREWED)
        pl.bcrates.append(0)
        pl.btuck.append(-1)
        pl.btuckt.append(-1)
        pl.bmate.append(0)
        pl.bround.append(0)
        pl.bchart.append(0)

    def _remove_boat(self, q: int, b: int) -> None:
        pl = self.players[q]
        for lst in (
            pl.btype,
            pl.bcapt,
            pl.bcrates,
            pl.btuck,
            pl.btuckt,
            pl.bmate,
            pl.bround,
            pl.bchart,
        ):
            del lst[b]
        pl.tugc = [c if c >> 5 < b else c - 32 for c in pl.tugc if c >> 5 != b]
        # per-boat bits of this round follow the boats after b down by one
        pl.proc_mask = _drop_bit(pl.proc_mask, b)
        pl.sword_mask = _drop_bit(pl.sword_mask, b)
        pl.split_mask = _drop_bit(pl.split_mask, b)
        if self.dfo_boat > b and self.cur == q:
            self.dfo_boat -= 1

    def _pick_up_tug(self, q: int, b: int) -> None:
        pl = self.players[q]
        got = [c & 31 for c in pl.tugc if c >> 5 == b]
        for t in got:
            pl.hand[t] += 1
        self._remove_boat(q, b)
        self.drew.append((q, got))
        self.events.append(Event("tug", {"player": q, "cards": len(got)}))

    def _first_mate(self, q: int, b: int, t: int) -> bool:
        """AB First Mate: "purchase a First Mate by discarding a Crate and a Boat Card while
        Hiring a Captain"; placed under the captain. The rulebook does not restrict the
        crate, so the player discards any one of his: a processed crate, one on his Pacific
        Oyster license or Crewman card, or one on a launched boat or its tucked Salmon card.
        With a single place to take it from, it is taken at once; else the next decision
        (MATE) is which crate. True when the purchase is complete."""
        pl = self.players[q]
        self._spend_card(q, t)
        self._to_discard(t)
        self.dock_piles[FIRSTMATE] -= 1
        pl.bmate[b] = 1
        self.events.append(Event("first-mate", {"player": q, "boat": b, "card": BOAT_NAMES[t]}))
        sources = self._mate_sources(q)
        if len(sources) == 1:
            self._mate_crate(q, sources[0])
            return True
        self.phase = MATE
        return False

    def _mate_sources(self, q: int) -> list[Action]:
        pl = self.players[q]
        out = []
        if pl.processed:
            out.append(A_MATECRATE["processed"])
        if pl.oyster:
            out.append(A_MATECRATE["oyster"])
        if pl.crew_crates:
            out.append(A_MATECRATE["crewman"])
        out.extend(A_MATECRATE[b] for b, c in enumerate(pl.bcrates) if c > 0)
        out.extend(A_MATETUCK[b] for b, c in enumerate(pl.btuck) if c > 0)
        return out

    def _mate_crate(self, q: int, action: Action) -> None:
        pl = self.players[q]
        src = action.args[0]
        if action.kind == "matetuck":
            pl.btuck[int(src)] -= 1
        elif src == "processed":
            pl.processed -= 1
        elif src == "oyster":
            pl.oyster -= 1
        elif src == "crewman":
            pl.crew_crates -= 1
        else:
            pl.bcrates[int(src)] -= 1
        self._crates_spent(1)
        self.events.append(
            Event(
                "first-mate-crate", {"player": q, "from": src, "tucked": action.kind == "matetuck"}
            )
        )

    def _launch_continue(self, q: int) -> None:
        if self.pending_dock >= 0:
            self._place_dock(q, self.pending_dock)
            self.pending_dock = -1
        if self.dfo_boat >= 0:
            self._dfo_start(q)
            return
        self.phase = LAUNCH
        if not self._launch_options(q):
            self._launch_step_end(q)

    # AB Canadian DFO: "it immediately catches three Crates by taking ONE Crate from each
    # other player. The active player chooses from which launched boat(s) to take the
    # Crates, but only ever one from each other player. If the player has taken less than
    # three Crates in total this way, he then takes the remainder of the Crates from the
    # supply." With four or five other players the active player also chooses which three
    # give one. He takes from as many players as he can (up to three); the supply gives
    # only the remainder. The players are named in clockwise order from him (take_from
    # holds those still open, after the last one named), so each choice of players is
    # one sequence of decisions.
    def _dfo_start(self, q: int) -> None:
        n = self.num_players
        self.take_got = 0
        if self.embargo >= 0 and q != self.embargo:
            self.take_from = []
        else:
            self.take_from = [
                o
                for o in ((q + i) % n for i in range(1, n))
                if any(c > 0 for c in self.players[o].bcrates)
            ]
        self._dfo_next(q)

    def _take_options(self) -> list[Action]:
        """Boats with crates of the players who may give the next crate: any still open
        that leaves enough players after him to take the rest of the three from."""
        cand = self.take_from
        need = min(ABON.dfo_crates - self.take_got, len(cand))
        out: list[Action] = []
        for o in cand[: len(cand) - need + 1]:
            out.extend(A_TAKE[o][b] for b, c in enumerate(self.players[o].bcrates) if c > 0)
        return out

    def _dfo_take(self, q: int, o: int, b: int) -> None:
        self.players[o].bcrates[b] -= 1
        self.take_got += 1
        self.take_from = self.take_from[self.take_from.index(o) + 1 :]
        self.events.append(Event("dfo-take", {"player": q, "from": o, "boat": b}))

    def _dfo_next(self, q: int) -> None:
        while self.take_from and self.take_got < ABON.dfo_crates:
            opts = self._take_options()
            if len(opts) > 1:
                self.phase = TAKE
                self.cur = q
                return
            self._dfo_take(q, int(opts[0].args[0]), int(opts[0].args[1]))
        self.take_from = []
        pl = self.players[q]
        rest = ABON.dfo_crates - self.take_got
        if self.embargo >= 0 and q != self.embargo:  # AB Crewman: this player gains none
            rest = 0
            self.take_got = 0
        self.crates -= rest
        pl.bcrates[self.dfo_boat] += rest + self.take_got
        self.events.append(Event("dfo", {"player": q, "from_supply": rest}))
        self.dfo_boat = -1
        self.take_got = 0
        self.cur = q
        self._launch_continue(q)

    def _launch_step_end(self, q: int) -> None:
        pl = self.players[q]
        if pl.launched:
            # Cod, and Char with three or more: draw after launching (§6.2; AB Char)
            n = capped(BON.cod_draw, self.lvl(q, L_COD)) + capped(
                ABON.char_draw, self.lvl(q, L_CHAR)
            )
            if n:
                self._draw(q, n)
        self.phase = HIRE
        if not self._hire_options(q):
            self._hire_step_end(q)

    def _hire(self, q: int, c: int, t: int, from_hand: bool) -> None:
        pl = self.players[q]
        for b, cap in enumerate(pl.bcapt):
            if cap == NO_CAPTAIN and pl.btype[b] == t:
                pl.bcapt[b] = c
                pl.bround[b] = self.round
                break
        if from_hand:
            self._hide_card(q, c)
        pl.hired += 1
        self.events.append(Event("hire", {"player": q, "boat": BOAT_NAMES[t]}))
        if not self._hire_options(q):
            self._hire_step_end(q)

    def _salty(self, q: int, t: int) -> None:
        pl = self.players[q]
        for b, cap in enumerate(pl.bcapt):
            if cap == NO_CAPTAIN and pl.btype[b] == t:
                pl.bcapt[b] = SALTY_CAPTAIN
                pl.bround[b] = self.round
                break
        pl.hired += 1
        self.dock_piles[SALTY] -= 1
        self.events.append(Event("salty-captain", {"player": q, "boat": BOAT_NAMES[t]}))
        due = max(0, PROPOSALS.salty_cost - self.discount(q))
        if due > 0:
            self.phase = PAY
            self.pay_due = due
            self.pay_paid = 0
            self.pay_ret = PAY_RETURN_HIRE
        else:
            self._hire_continue(q)

    def _hire_continue(self, q: int) -> None:
        self.phase = HIRE
        if not self._hire_options(q):
            self._hire_step_end(q)

    def _hire_options(self, q: int) -> bool:
        return bool(
            self._hireable_boats(q)
            or self._firstmate_options(q)
            or self._salty_boats(q)
            or self.players[q].tugc
        )

    def _hire_step_end(self, q: int) -> None:
        pl = self.players[q]
        nl = self.lvl(q, L_LOBSTER)
        if nl:  # Lobster: draw by captained boats owned (§6.3)
            captained_boats = sum(1 for c in pl.bcapt if captained(c))
            table = BON.lobster_draw_one if nl == 1 else BON.lobster_draw_more
            n = capped(table, captained_boats)
            if n:
                self._draw(q, n)
        self.idx += 1
        self._launch_player()

    # -- Phase 3: Fishing (fleet.md §5.3; AB Salmon, Swordfish, Pacific Oyster) ---------
    def _fishing_start(self) -> None:
        for pl in self.players:
            pl.sword_mask = 0
            pl.split_mask = 0
        self.idx = 0
        self.fstage = 0
        self._weather_next()

    def _weather_next(self) -> None:
        """House proposal Weather Authority: at the start of Fishing, each owner in turn
        order may sink one opponent boat that has no captain (once a round)."""
        n = self.num_players
        while self.weather_on and self.idx < n:
            q = (self.start + self.idx) % n
            if self.players[q].lic[L_WEATHER] and self._sink_targets(q):
                self.phase = WEATHER
                self.cur = q
                return
            self.idx += 1
        self.idx = 0
        self._fish_next()

    def _sink(self, o: int, b: int) -> None:
        pl = self.players[o]
        t = B_CHARTER if pl.bchart[b] else pl.btype[b]
        self._to_discard(t)
        self.crates += pl.bcrates[b]  # its crates go back to the supply
        self._remove_boat(o, b)  # a First Mate on it is discarded with it

    def _fish_next(self) -> None:
        n = self.num_players
        while self.idx < n:
            q = (self.start + self.idx) % n
            if self.fstage == 0:
                self.fstage = 1
                ns = self.lvl(q, L_SALMON)
                if ns:  # draw at the beginning of Fishing, keep or tuck
                    got = self._draw(q, capped(ABON.salmon_draw, ns), into_hand=False)
                    if got:
                        self.drawn = got
                        if self._tuck_targets(q):
                            self.phase = SALMON
                            self.cur = q
                            return
                        self._salmon_keep(q)
                        return
            if self.fstage == 1:
                self.fstage = 2
                if self._sword_targets(q) or self._split_targets(q):
                    self.phase = FISH
                    self.cur = q
                    return
            self._fish_resolve(q)
            self.idx += 1
            self.fstage = 0
        self._check_trophies()
        if self.crates <= 0:
            self._game_over("crates")
        elif self.final_round:
            self._game_over("licenses")
        else:
            self._process_start()

    def _salmon_keep(self, q: int) -> None:
        h = self.players[q].hand
        for t in self.drawn:
            h[t] += 1
        self.drawn = []
        self._fish_next()

    def _fish_resolve(self, q: int) -> None:
        """Each captained boat below capacity catches (1, Pacific Oyster 2); a tucked Salmon
        card catches one more; a Swordfish boat takes a card instead of any crate. Everyone
        gets what he is owed even when the supply runs out (§5.3)."""
        pl = self.players[q]
        caught = 0
        cards = 0
        saved_crates, saved_tuck, saved_oyster = pl.bcrates[:], pl.btuck[:], pl.oyster
        cr = pl.bcrates
        boost = pl.boost
        for b, c in enumerate(pl.bcapt):
            if not captained(c):
                if pl.btype[b] == K_TUG:  # AB Tug Boat: a face-down card, seen by nobody
                    got = self._draw_unseen(1)
                    if got:
                        pl.tugc.append(b * 32 + got[0])
                        self.events.append(Event("tug-card", {"player": q, "boat": b}))
                continue
            if (pl.sword_mask >> b) & 1:
                cards += 1
                continue
            cap = self.capacity(q, b)
            if cr[b] < cap:
                if pl.btype[b] == B_OYSTER and pl.lic[L_OYSTER]:
                    if (pl.split_mask >> b) & 1:
                        cr[b] += 1
                        pl.oyster += 1
                        caught += 2
                    else:
                        k = min(ABON.oyster_catch, cap - cr[b])
                        cr[b] += k
                        caught += k
                elif c == SALTY_CAPTAIN:  # house proposal: two crates a round
                    k = min(PROPOSALS.salty_catch, cap - cr[b])
                    cr[b] += k
                    caught += k
                else:
                    cr[b] += 1
                    caught += 1
            if boost and pl.btype[b] in boost:  # AB Crewman: one more crate for this type
                k = min(boost.count(pl.btype[b]), cap - cr[b])
                if k > 0:
                    cr[b] += k
                    caught += k
            tk = pl.btuck[b]
            if 0 <= tk < ABON.salmon_capacity:
                pl.btuck[b] = tk + 1
                caught += 1
        if self.embargo >= 0 and q != self.embargo:  # AB Crewman: no crates this round
            pl.bcrates = cr = saved_crates
            pl.btuck = saved_tuck
            pl.oyster = saved_oyster
            caught = 0
        self.crates -= caught
        if cards:
            self._draw(q, cards)
        if self.meeple:  # AB Crab Meeples: the first full boat of each Standard type
            for b in range(len(pl.btype)):
                t = pl.btype[b]
                if t < NB and self.meeple[t] == -1 and cr[b] >= self.capacity(q, b):
                    self.meeple[t] = q
                    self.events.append(Event("crab-meeple", {"player": q, "boat": BOAT_NAMES[t]}))
        self.events.append(
            Event("fishing", {"player": q, "crates": caught, "supply": max(0, self.crates)})
        )

    # -- Phase 4: Processing & Trading (fleet.md §5.4) ---------------------------------
    def _process_start(self) -> None:
        for pl in self.players:
            pl.proc_mask = 0
            pl.traded = False
            pl.casino = False
        self.idx = 0
        self._process_next()

    def _process_next(self) -> None:
        n = self.num_players
        while self.idx < n:
            q = (self.start + self.idx) % n
            if self.players[q].lic[L_PROC] and (
                self._processable(q) or self._can_trade(q) or self._casino_open(q)
            ):
                self.cur = q
                self.phase = PROCESS
                return
            self.idx += 1
        self._check_trophies()
        self._draw_start()

    # -- Phase 5: Draw (fleet.md §5.5, Tuna §6.4) --------------------------------------
    def _draw_start(self) -> None:
        self.idx = 0
        self._draw_next()

    def _draw_next(self) -> None:
        n = self.num_players
        while self.idx < n:
            q = (self.start + self.idx) % n
            pl = self.players[q]
            nt = self.lvl(q, L_TUNA)
            draw = capped(BON.tuna_draw, nt)
            keep = capped(BON.tuna_keep, nt)
            if pl.lic[L_RESEARCH]:  # house proposal: one more card, one more discard
                draw += EFFECTS.research_extra_draw
            top: list[int] = []
            if self.salvage_on and pl.lic[L_SALVAGE] and self.dstack:
                if self.salvaged < 0:  # house proposal: the top discard for one card?
                    self.phase = SALVAGE
                    self.cur = q
                    return
                if self.salvaged == 1:
                    t = self.dstack.pop()
                    self.discard[t] -= 1
                    top = [t]
                    draw -= 1
                    self.drew.append((q, top))
            self.salvaged = -1
            if nt == 0:  # discard one of the cards just drawn
                got = top + self._draw(q, draw, into_hand=False)
                if len(got) > keep:
                    self.drawn = got
                    self.draw_discards = len(got) - keep
                    self.cur = q
                    self.phase = DRAW
                    return
                for t in got:
                    pl.hand[t] += 1
            else:  # Tuna: the discard may be any card in hand
                for t in top:
                    pl.hand[t] += 1
                got = top + self._draw(q, draw)
                if len(got) > keep:
                    self.draw_discards = len(got) - keep
                    self.cur = q
                    self.phase = DRAW
                    return
            self.idx += 1
        self.idx = 0
        self._swap_next()

    def _swap_next(self) -> None:
        """AB Swordfish: after the Draw, discard one card from hand and draw one."""
        n = self.num_players
        while self.idx < n:
            q = (self.start + self.idx) % n
            pl = self.players[q]
            if pl.lic[L_SWORD] and not pl.swapped and any(pl.hand) and self._supply_left():
                self.cur = q
                self.phase = SWAP
                return
            self.idx += 1
        self._round_end()

    def _round_end(self) -> None:
        """The start player marker moves clockwise (fleet.md §5.6)."""
        self._check_trophies()
        self.embargo = -1
        for pl in self.players:
            pl.swapped = False
        self.start = (self.start + 1) % self.num_players
        self.round += 1
        self.events.append(Event("round", {"round": self.round, "start": self.start}))
        self._auction_start()

    # -- Game end and scoring (fleet.md §7) -------------------------------------------
    # -- AB Trophy Cards ---------------------------------------------------------------
    def launched_boats(self, q: int) -> int:
        """Boat cards in the fleet and Artisan Fishermen (which count as launched boats)."""
        return sum(1 for k in self.players[q].btype if k < NB or k in (K_ARTISAN, K_INUIT))

    def _meets(self, q: int, trophy: int) -> bool:
        pl = self.players[q]
        if trophy == 0 or trophy == 1:
            kinds = [pl.btype[b] for b, c in enumerate(pl.bcapt) if captained(c)]
            if trophy == 0:
                return any(kinds.count(k) >= BAY.trophy_same_type for k in set(kinds))
            return len(set(kinds)) >= BAY.trophy_different_types
        if trophy == 2:
            return self.crates_on_boats(q) >= BAY.trophy_crates
        fam = [0] * NL
        for i in range(NL):
            fam[LIC_FAMILY[i]] += pl.lic[i]
        return max(fam) >= BAY.trophy_same_license

    def _check_trophies(self) -> None:
        """First to meet a criterion, ties in the same phase to the first in turn order."""
        if not self.trophy:
            return
        for i, t in enumerate(self.trophy):
            if t < TROPHY_FIRST and self.trophy_owner[i] < 0:
                for q in self.order():
                    if self._meets(q, t):
                        self.trophy_owner[i] = q
                        self.events.append(
                            Event("trophy", {"player": q, "trophy": TROPHY_NAMES[t]})
                        )
                        break

    def _end_trophies(self) -> None:
        """Game-end trophies: most launched boats, most Standard licenses; a tie: nobody."""
        for i, t in enumerate(self.trophy):
            if t < TROPHY_FIRST:
                continue
            if t == 4:
                vals = [self.launched_boats(q) for q in range(self.num_players)]
            else:
                vals = [
                    sum(c for li, c in enumerate(pl.lic) if not LIC_PREMIUM[li])
                    for pl in self.players
                ]
            best = max(vals)
            if vals.count(best) == 1:
                self.trophy_owner[i] = vals.index(best)

    def _game_over(self, reason: str) -> None:
        self._check_trophies()
        self._end_trophies()
        self.phase = OVER
        self.end_reason = reason
        self.events.append(Event("game-over", {"reason": reason, "scores": self.scores()}))

    def crates_on_boats(self, q: int) -> int:
        pl = self.players[q]
        return sum(pl.bcrates) + sum(t for t in pl.btuck if t > 0)

    def score_parts(self, q: int) -> dict[str, int]:
        pl = self.players[q]
        lic = pl.lic
        on_boats = self.crates_on_boats(q)
        parts = {
            "licenses": sum(LIC_VP[i] * lic[i] for i in range(NL) if i != L_MARINA),
            "boats": sum(
                BOAT_VP[B_CHARTER] if pl.bchart[b] else KIND_VP[t] for b, t in enumerate(pl.btype)
            ),
            "crates": SCO.crate_vp * on_boats,
        }
        # King Crab end-game bonuses (§6.7)
        if lic[L_KC_CAPT]:
            captained_boats = sum(1 for c in pl.bcapt if captained(c))
            parts["kc_captains"] = min(BON.kc_captains_max, captained_boats)
        if lic[L_KC_CRATES]:
            parts["kc_crates"] = min(BON.kc_crates_max, on_boats // BON.kc_crates_per_vp)
        if lic[L_KC_LIC]:
            families = {LIC_FAMILY[i] for i in range(NL) if lic[i]}
            parts["kc_licenses"] = capped(BON.kc_licenses, len(families))
        if pl.marina:  # AB Marina: its VP plus the boats under it, at most 15 each
            parts["marina"] = sum(min(ABON.marina_max, LIC_VP[L_MARINA] + vp) for vp in pl.marina)
        if lic[L_DFO]:  # AB DFO: VP per crate on DFO boats (house: on top of the usual 1)
            dfo_crates = sum(c for b, c in enumerate(pl.bcrates) if pl.btype[b] == B_DFO)
            per = capped(ABON.dfo_vp, self.lvl(q, L_DFO))
            parts["dfo"] = per * dfo_crates if ANOTES.dfo_vp_is_extra else 0
        if lic[L_CLUB]:  # house proposal: captained boats with 4+ crates, at most 8
            parts["club"] = min(
                EFFECTS.club_max,
                sum(
                    1
                    for b, c in enumerate(pl.bcapt)
                    if captained(c) and pl.bcrates[b] >= EFFECTS.club_min_crates
                ),
            )
        if pl.gf:
            parts["gone_fishin"] = ARCTIC.gone_fishin.vp * pl.gf
        if pl.crew_crates:  # AB Crewman: crates left on the card count
            parts["crewman_crates"] = SCO.crate_vp * pl.crew_crates
        if self.trophy and q in self.trophy_owner:
            parts["trophies"] = BAY.trophy_vp * self.trophy_owner.count(q)
        if self.meeple and q in self.meeple:
            parts["crab_meeples"] = BAY.crab_meeple_vp * self.meeple.count(q)
        if K_HOUSE in pl.btype:
            parts["houseboats"] = DOCK.houseboat_vp * pl.btype.count(K_HOUSE)
        if any(pl.bmate):  # AB First Mate: 5 VP on a boat at max capacity, else 2
            parts["first_mates"] = sum(
                (
                    DOCK.firstmate_vp_full
                    if pl.bcrates[b] >= self.capacity(q, b)
                    else DOCK.firstmate_vp
                )
                for b in range(len(pl.btype))
                if pl.bmate[b]
            )
        return parts

    def score(self, q: int) -> int:
        return sum(self.score_parts(q).values())

    def scores(self) -> list[int]:
        return [self.score(q) for q in range(self.num_players)]

    def tiebreak_key(self, q: int) -> tuple[int, int, int]:
        """VP, then most launched boats, then most crates on boats (fleet.md §7.3)."""
        return (self.score(q), self.launched_boats(q), self.crates_on_boats(q))

    def captain_score(self, i: int) -> int:
        """AB 2p/solo Game End: license VP, Premium bonuses, boat VP, and fishing as if each
        boat were at max capacity (the Captain's boats need no captains)."""
        lic = self.capt_lic[i]
        boats = self.capt_boats[i]
        cap = [
            capped(ABON.oyster_capacity, lic[L_OYSTER]) if t == B_OYSTER else CAPACITY
            for t in boats
        ]
        vp = sum(LIC_VP[li] * lic[li] for li in range(NL) if li != L_MARINA)
        vp += sum(BOAT_VP[t] for t in boats) + SCO.crate_vp * sum(cap)
        if lic[L_KC_CAPT]:
            vp += min(BON.kc_captains_max, len(boats))
        if lic[L_KC_CRATES]:
            vp += min(BON.kc_crates_max, sum(cap) // BON.kc_crates_per_vp)
        if lic[L_KC_LIC]:
            vp += capped(BON.kc_licenses, len({LIC_FAMILY[li] for li in range(NL) if lic[li]}))
        vp += LIC_VP[L_MARINA] * lic[L_MARINA]
        if lic[L_DFO] and ANOTES.dfo_vp_is_extra:
            per = capped(ABON.dfo_vp, lic[L_DFO])
            vp += per * sum(c for t, c in zip(boats, cap, strict=True) if t == B_DFO)
        return vp

    def result(self) -> Result:
        keys = [self.tiebreak_key(q) for q in range(self.num_players)]
        ckeys = [(self.captain_score(i), len(b), 0) for i, b in enumerate(self.capt_boats)]
        best = max(keys + ckeys)
        if any(k == best for k in ckeys) and best not in keys:
            # a Captain beat every player: nobody at the table wins
            return Result(
                tuple(float(k[0]) for k in keys),
                tuple(Outcome.LOSS for _ in keys),
                self.end_reason + ": the Corporation wins",
            )
        top = [q for q, k in enumerate(keys) if k == best]
        if any(k == best for k in ckeys):
            top.append(-1)  # tied with a Captain: a shared result
        # still tied after boats and crates: the tied players share the win (house, G9)
        outcomes = tuple(
            (Outcome.WIN if len(top) == 1 else Outcome.DRAW) if q in top else Outcome.LOSS
            for q in range(self.num_players)
        )
        return Result(tuple(float(k[0]) for k in keys), outcomes, self.end_reason)


def _drop_bit(mask: int, b: int) -> int:
    """A per-boat bit mask once boat b has left the fleet."""
    return (mask & ((1 << b) - 1)) | ((mask >> (b + 1)) << b)


__all__ = ["FleetState", "L_DFO"]
