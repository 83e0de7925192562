"""The conformance kit: what every title must pass (DESIGN.md, "What every game must pass").

`check_game(game, config, seeds)` plays random games and checks at every step:
- playouts end within `game.info.max_actions`, never stall, never raise;
- every legal action is well formed (unique, in the action space, text round-trips) and
  a sample of illegal ones raise IllegalAction and leave the state exactly as it was;
- `clone()` is independent of its source in both directions, and deterministic;
- views and `reveal()` are plain JSON (they round-trip unchanged);
- no leaks: `view(p)` of `determinize(p)` equals `view(p)` of the true state, the
  determinized state offers the same legal actions and is itself playable to the end;
- no leaks through events: applying the same action with the same dice in a
  determinization that p cannot tell from the truth shows p the same events;
- determinize is canonical: states p cannot tell apart give one sample per rng;
- no cheating: `determinize(p)` reseeds the future (its rng differs), and, for every
  player, resamples hidden state at least once over the run;
- replaying the record, with Python's global `random` reseeded, gives the same views
  and the same full state at every step (randomness from outside `Rng` shows here);
- a player's legal actions follow from their view alone: over every state the run
  visits (all its seeds), two states whose `view(p)` for the player to move is equal
  offer that player the same legal actions. (Determinize keeps what a player knows, so
  the determinization check cannot see a view that leaves out a fact the player knows
  and legality uses; an RL policy would then see one observation with two masks.)
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from seaboard.engine.game import Action, Event, Game, GameConfig, IllegalAction, State, events_for
from seaboard.engine.match import replay
from seaboard.engine.record import Record
from seaboard.engine.rng import Rng, derive_seed


class ConformanceError(AssertionError):
    """A title broke the engine contract; the message says how, with seed and step."""


@dataclass
class KitReport:
    seeds: int = 0
    steps: int = 0
    illegal_checked: int = 0
    determinized: int = 0
    resampled: dict[int, int] = field(default_factory=dict)
    lengths: list[int] = field(default_factory=list)


def _plain(data: Any, what: str, where: str) -> str:
    try:
        text = json.dumps(data, sort_keys=True)
    except (TypeError, ValueError) as exc:
        raise ConformanceError(f"{where}: {what} is not JSON-able: {exc}") from None
    if json.loads(text) != data:
        raise ConformanceError(
            f"{where}: {what} does not round-trip through JSON (tuples, int keys or sets?)"
        )
    return text


class _Checker:
    def __init__(
        self,
        game: Game,
        config: GameConfig,
        *,
        illegal_samples: int,
        determinize_every: int,
        playable_every: int,
        clone_every: int,
        canonical: bool,
    ) -> None:
        self.canonical = canonical
        self.game = game
        self.config = config
        self.space = game.action_space(config)
        self.players = list(range(config.players))
        self.illegal_samples = illegal_samples
        self.determinize_every = max(1, determinize_every)
        self.playable_every = max(1, playable_every)
        self.clone_every = max(1, clone_every)
        self.report = KitReport(resampled={p: 0 for p in self.players})
        # digest of (player, view) -> (digest of the legal set, the legal texts, where seen)
        self.legal_by_view: dict[bytes, tuple[bytes, list[str], str]] = {}

    # -- helpers ---------------------------------------------------------------
    def checked_snapshot(self, state: State, where: str) -> tuple[Any, list[Any]]:
        """`snapshot`, after checking that the full state and every view are plain JSON."""
        snap = self.snapshot(state)
        _plain(snap[0], "reveal()", where)
        for p, view in zip([*self.players, None], snap[1], strict=True):
            _plain(view, f"view({p})", where)
        return snap

    def snapshot(self, state: State) -> tuple[Any, list[Any]]:
        """The full state and every view, unencoded: for equality checks only. Every state
        the run reaches is JSON-checked once, by the trace; comparing plain dicts here
        keeps the kit from spending most of its time in the JSON codec."""
        return state.reveal(), [state.view(p) for p in [*self.players, None]]

    def random_playout(self, state: State, rng: Rng, where: str, limit: int) -> int:
        n = 0
        while not state.is_over:
            if n > limit:
                raise ConformanceError(f"{where}: no end after {limit} random actions (stall?)")
            legal = state.legal_actions()
            if not legal:
                raise ConformanceError(f"{where}: game not over but no legal action")
            state.apply(rng.choice(legal))
            n += 1
        return n

    # -- per-step checks -------------------------------------------------------
    def check_legal_follows_view(
        self, state: State, player: int, legal: list[Action], where: str
    ) -> None:
        """Equal views of the player to move must give equal legal sets (across seeds)."""
        view = json.dumps(state.view(player), sort_keys=True)
        key = hashlib.blake2b(f"{player}|{view}".encode(), digest_size=20).digest()
        texts = sorted(a.text for a in legal)
        digest = hashlib.blake2b("\n".join(texts).encode(), digest_size=20).digest()
        seen = self.legal_by_view.get(key)
        if seen is None:
            self.legal_by_view[key] = (digest, texts, where)
            return
        if seen[0] != digest:
            only_there = sorted(set(seen[1]) - set(texts))[:3]
            only_here = sorted(set(texts) - set(seen[1]))[:3]
            raise ConformanceError(
                f"{where}: legal actions are not a function of the player's view: player "
                f"{player} sees the same view as at {seen[2]} but has other legal actions "
                f"(only there: {only_there}, only here: {only_here}); the view leaves out "
                "something the player knows that decides what they may do"
            )

    def check_actions(self, state: State, legal: list[Action], where: str) -> None:
        if not legal:
            raise ConformanceError(f"{where}: game not over but no legal action")
        if len(set(legal)) != len(legal):
            raise ConformanceError(f"{where}: legal_actions() repeats an action")
        seen: set[int] = set()
        for a in legal:
            if not isinstance(a, Action):
                raise ConformanceError(f"{where}: legal action {a!r} is not an Action")
            try:
                idx = self.space.index(a)
            except IllegalAction:
                raise ConformanceError(
                    f"{where}: legal action '{a.text}' is not in the declared action space"
                ) from None
            if self.space.action(idx) != a:
                raise ConformanceError(f"{where}: action space does not decode '{a.text}' back")
            seen.add(idx)
            if Action.parse(a.text) != a:
                raise ConformanceError(f"{where}: action text '{a.text}' does not parse back")
            if state.parse_action(a.text) != a:
                raise ConformanceError(f"{where}: parse_action('{a.text}') gives another action")
            if not isinstance(state.label(a), str) or not state.label(a):
                raise ConformanceError(f"{where}: action '{a.text}' has no label")

    def check_illegal(
        self, state: State, legal: list[Action], rng: Rng, where: str, before: tuple
    ) -> None:
        """`before`: the snapshot of `state` the run already took (the trace's last)."""
        refused = []
        legal_set = set(legal)
        candidates = [Action("no-such-action"), Action(legal[0].kind, (*legal[0].args, "extra"))]
        for _ in range(self.illegal_samples):
            candidates.append(self.space.action(rng.below(self.space.size)))
        for a in candidates:
            if a in legal_set:
                continue
            self.report.illegal_checked += 1
            try:
                state.apply(a)
            except IllegalAction as exc:
                if not str(exc):
                    raise ConformanceError(
                        f"{where}: IllegalAction for '{a.text}' has no message"
                    ) from None
            except Exception as exc:  # noqa: BLE001 - any other error is a contract breach
                raise ConformanceError(
                    f"{where}: illegal '{a.text}' raised {type(exc).__name__}: {exc}, "
                    "not IllegalAction"
                ) from None
            else:
                raise ConformanceError(f"{where}: illegal action '{a.text}' was accepted")
            refused.append(a.text)
            if state.reveal() != before[0]:
                raise ConformanceError(f"{where}: refused '{a.text}' still changed the state")
        # views are derived from the state, so they are compared once, after all refusals
        if refused and self.snapshot(state) != before:
            raise ConformanceError(
                f"{where}: refusing {', '.join(refused)} changed a view of the state"
            )

    def check_clone(
        self, state: State, legal: list[Action], rng: Rng, where: str
    ) -> tuple[State, Any]:
        before = state.reveal()
        twin = state.clone()
        if twin.reveal() != before:
            raise ConformanceError(f"{where}: clone() differs from its source")
        other = state.clone()
        action = rng.choice(legal)
        ev1 = twin.apply(action)
        ev2 = other.apply(action)
        if twin.reveal() != other.reveal() or ev1 != ev2:
            raise ConformanceError(
                f"{where}: the same action '{action.text}' on two clones gave different "
                "states (randomness from outside the state's Rng?)"
            )
        for _ in range(3):
            if twin.is_over:
                break
            twin.apply(rng.choice(twin.legal_actions()))
        if state.reveal() != before:
            raise ConformanceError(
                f"{where}: playing on a clone changed its source (shallow clone)"
            )
        return other, other.reveal()

    def check_determinize(
        self, state: State, legal: list[Action], rng: Rng, where: str, step: int
    ) -> None:
        truth = state.reveal()
        for p in self.players:
            here = f"{where}, determinize({p})"
            d1 = state.determinize(p, Rng(rng.next64()))
            d2 = state.determinize(p, Rng(rng.next64()))
            self.report.determinized += 2
            if state.reveal() != truth:
                raise ConformanceError(f"{here}: determinize changed the true state")
            true_view = _plain(state.view(p), f"view({p})", here)
            for d in (d1, d2):
                if _plain(d.view(p), f"view({p})", here) != true_view:
                    raise ConformanceError(
                        f"{here}: the determinized state shows player {p} something other "
                        "than the true state does (a view leaks hidden state, or determinize "
                        "changed what the player can see)"
                    )
                if d.to_move != state.to_move or d.is_over != state.is_over:
                    raise ConformanceError(f"{here}: determinized state has another turn order")
                if state.to_move == p and d.legal_actions() != legal:
                    raise ConformanceError(
                        f"{here}: legal actions differ in the determinized state (they leak, "
                        "or determinize broke them)"
                    )
                if d.rng == state.rng:
                    raise ConformanceError(
                        f"{here}: the determinized state keeps the true rng: "
                        "its future dice and draws are known"
                    )
            if d1.reveal() != truth or d2.reveal() != truth:
                self.report.resampled[p] += 1
            if self.canonical:
                # the truth and d1 look the same to p, so with one rng they must give one
                # sample: otherwise a seeded bot's choice depends on what it cannot see
                k = rng.next64()
                a, b = state.determinize(p, Rng(k)), d1.determinize(p, Rng(k))
                if a.reveal() != b.reveal() or a.rng != b.rng:
                    raise ConformanceError(
                        f"{here}: two states player {p} cannot tell apart determinize "
                        "differently with the same rng: the sample depends on hidden "
                        "order (sort what is unseen before shuffling it)"
                    )
            if step % self.playable_every == 0:
                try:
                    self.random_playout(d1, Rng(rng.next64()), here, self.game.info.max_actions)
                except ConformanceError:
                    raise
                except Exception as exc:  # noqa: BLE001
                    raise ConformanceError(
                        f"{here}: the determinized state is not playable: "
                        f"{type(exc).__name__}: {exc}"
                    ) from None
        if state.reveal() != truth:
            raise ConformanceError(f"{where}: playing a determinized copy changed the true state")

    def event_twins(
        self, state: State, action: Action, rng: Rng
    ) -> list[tuple[int, State, list[Event]]]:
        """The same action applied, with the same dice, in a determinization for each player."""
        twins = []
        for p in self.players:
            d = state.determinize(p, Rng(rng.next64()))
            d.rng = state.rng.clone()
            if action in d.legal_actions():
                twins.append((p, d, d.apply(action)))
        return twins

    def check_events(
        self,
        state: State,
        action: Action,
        events: list[Event],
        twins: list[tuple[int, State, list[Event]]],
        where: str,
    ) -> None:
        """Events leak if a player's events differ between two worlds they cannot tell apart.

        With the same dice, the true world and a determinized one differ only in what p
        cannot see; when p's view after the action is the same in both, so must be the
        events p is shown.
        """
        for e in events:
            if not isinstance(e, Event):
                raise ConformanceError(f"{where}: '{action.text}' returned {e!r}, not an Event")
            _plain(e.to_json(), f"event {e.kind}", where)
        for p, d, d_events in twins:
            if d.view(p) != state.view(p):
                continue
            mine = [e.to_json() for e in events_for(events, p)]
            theirs = [e.to_json() for e in events_for(d_events, p)]
            if mine != theirs:
                raise ConformanceError(
                    f"{where}: '{action.text}' shows player {p} events that differ between two "
                    f"states p cannot tell apart: an event leaks hidden state ({mine} vs {theirs})"
                )

    # -- one seed ------------------------------------------------------------
    def run_seed(self, seed: int) -> None:
        rng = Rng(derive_seed(seed, "conformance"))
        random.seed(derive_seed(seed, "global-1"))
        state = self.game.new_state(self.config, seed)
        record = Record(self.game.info.name, self.config.model_dump(), seed)
        trace = [self.checked_snapshot(state, f"seed {seed}, start")]
        step = 0
        while not state.is_over:
            where = f"seed {seed}, step {step}"
            if step > self.game.info.max_actions:
                raise ConformanceError(
                    f"seed {seed}: no end after {self.game.info.max_actions} actions (stall?)"
                )
            p = state.to_move
            if p not in self.players:
                raise ConformanceError(f"{where}: to_move is {p!r}, not a seat")
            legal = state.legal_actions()
            self.check_actions(state, legal, where)
            self.check_legal_follows_view(state, p, legal, where)
            if self.illegal_samples:
                self.check_illegal(state, legal, rng, where, trace[-1])
            kept = (
                self.check_clone(state, legal, rng, where) if step % self.clone_every == 0 else None
            )
            if step % self.determinize_every == 0:
                self.check_determinize(state, legal, rng, where, step)
            action = rng.choice(legal)
            twins = (
                self.event_twins(state, action, rng) if step % self.determinize_every == 0 else []
            )
            try:
                events = state.apply(action)
            except Exception as exc:  # noqa: BLE001
                raise ConformanceError(
                    f"{where}: legal action '{action.text}' raised {type(exc).__name__}: {exc}"
                ) from None
            self.check_events(state, action, events, twins, where)
            if kept is not None and kept[0].reveal() != kept[1]:
                raise ConformanceError(
                    f"{where}: moving the source changed its clone (shallow clone)"
                )
            record.actions.append(action.text)
            step += 1
            trace.append(self.checked_snapshot(state, where))
        if state.to_move is not None:
            raise ConformanceError(f"seed {seed}: game over but to_move is {state.to_move}")
        result = state.result()
        if len(result.scores) != len(self.players) or len(result.outcomes) != len(self.players):
            raise ConformanceError(f"seed {seed}: result is not one score and outcome per seat")
        record.result = result
        self.report.steps += step
        self.report.lengths.append(step)
        self.check_replay(record, trace)
        self.report.seeds += 1

    def check_replay(self, record: Record, trace: list[tuple[Any, list[Any]]]) -> None:
        seed = record.seed
        random.seed(derive_seed(seed, "global-2"))
        loaded = Record.loads(record.dumps())
        replayed: list[tuple[Any, list[Any]]] = []

        def on_step(state: State, _step: object) -> None:
            replayed.append(self.snapshot(state))

        start = self.game.new_state(self.config, seed)
        first = self.snapshot(start)
        if first != trace[0]:
            raise ConformanceError(f"seed {seed}: the same seed gave a different starting state")
        try:
            replay(self.game, loaded, on_step=on_step)
        except ValueError as exc:
            raise ConformanceError(
                f"seed {seed}: replay refused the game's own record: {exc} "
                "(randomness from outside the state's Rng?)"
            ) from None
        for i, (a, b) in enumerate(zip(trace[1:], replayed, strict=True)):
            if a != b:
                raise ConformanceError(
                    f"seed {seed}: replay differs after action {i + 1} "
                    f"'{record.actions[i]}' (randomness from outside the state's Rng?)"
                )


def check_game(
    game: Game,
    config: GameConfig | None = None,
    seeds: Iterable[int] = range(20),
    *,
    illegal_samples: int = 8,
    determinize_every: int = 1,
    playable_every: int = 10,
    clone_every: int = 1,
    expect_resample: Iterable[int] | None = None,
    canonical: bool = True,
) -> KitReport:
    """Run the kit. Raises ConformanceError on the first breach; returns what it checked.

    `expect_resample`: the seats that must see hidden state resampled at least once over
    the run (default: every seat when the title has hidden information).
    `canonical`: check that determinize depends only on what the player can see (two
    states the player cannot tell apart give the same sample for the same rng), which
    is what makes a seeded bot's choice independent of hidden state.
    """
    config = config or game.make_config()
    checker = _Checker(
        game,
        config,
        illegal_samples=illegal_samples,
        determinize_every=determinize_every,
        playable_every=playable_every,
        clone_every=clone_every,
        canonical=canonical,
    )
    for seed in seeds:
        checker.run_seed(seed)
    report = checker.report
    if expect_resample is None:
        expect_resample = checker.players if game.info.hidden_information else []
    for p in expect_resample:
        if report.resampled[p] == 0:
            raise ConformanceError(
                f"determinize({p}) never resampled anything in {report.steps} steps: "
                "it hands back the true hidden state"
            )
    return report
