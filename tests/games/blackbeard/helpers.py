"""Position builders and scripted dice for the Hunt for Blackbeard scenario tests."""

from __future__ import annotations

from seaboard.engine.game import Action, Event
from seaboard.engine.rng import Rng
from seaboard.games.blackbeard import GAME
from seaboard.games.blackbeard import content as C
from seaboard.games.blackbeard.state import BLACKBEARD_ACTIONS, PIRACY, BlackbeardData


class Dice(Rng):
    """An Rng whose dice are scripted; everything else draws from a seeded stream."""

    def __init__(self, faces: list[int], seed: int = 0) -> None:
        Rng.__init__(self, seed)
        self.faces = list(faces)

    def die(self, sides: int = 6) -> int:
        assert self.faces, "the scenario rolled more dice than scripted"
        return self.faces.pop(0)

    def clone(self) -> Dice:
        d = Dice(self.faces)
        d.state = self.state
        return d


def new_game(
    camp: str | None = None,
    acts: tuple[str, ...] = (),
    life: tuple[str, ...] = (),
    informants: tuple[str, ...] = (),
    seed: int = 0,
    **options: object,
) -> BlackbeardData:
    """Turn 1 with chosen tiles on the mats; Set Camp already made if `camp` is given."""
    s = GAME.new_state(GAME.make_config(**options), seed)
    for row, names in ((0, acts), (1, life)):
        for i, name in enumerate(names):
            put_tile(s, row, i, name)
    if informants:
        ids = [C.INF_IDS.index(n) for n in informants]
        s.informant_pile = [i for i in s.informant_pile + s.informants if i not in ids]
        s.informants = ids
        s.informant_used = [False] * len(ids)
        s.informant_spots = [[0] * len(C.INF_GROUPS[i]) for i in ids]
    if camp:
        do(s, f"camp {camp}")
    return s


def put_tile(s: BlackbeardData, row: int, i: int, name: str) -> None:
    t = C.TID[name]
    tiles = s.piracy_rows[row]
    if t in s.piracy_piles[row]:
        s.piracy_piles[row].remove(t)
    elif t in tiles:
        tiles.remove(t)
    while len(tiles) < i:
        tiles.append(s.piracy_piles[row].pop())
    if i < len(tiles):
        s.piracy_piles[row].append(tiles[i])
        tiles[i] = t
    else:
        tiles.append(t)


def do(s: BlackbeardData, *texts: str) -> list[Event]:
    """Apply actions by text. Blackbeard's decision as Resolve Piracy begins, when it can only
    be `done` (no Seek Pardon to fill), is taken implicitly before an action that is not
    `done`, as scenarios written before that decision point expect."""
    events: list[Event] = []
    for text in texts:
        a = Action.parse(text)
        if a.kind != "done" and not s.is_over and a not in s.legal_actions():
            resolve_piracy(s)
        events.extend(s.apply(a))
    return events


def can(s: BlackbeardData, text: str) -> bool:
    return Action.parse(text) in s.legal_actions()


def sid(name: str) -> int:
    return C.SID[name]


def to_hunter_actions(s: BlackbeardData, *bb: str) -> None:
    """From the Interview: the Hunters are done, Blackbeard does `bb` then is done (in the
    ADVANCED game a second `done` ends Setting the Map)."""
    resolve_piracy(s)
    do(s, "done", *bb, "done")
    while s.phase == BLACKBEARD_ACTIONS:
        do(s, "done")


def quiet_hunters(s: BlackbeardData) -> None:
    """The Hunters skip their actions: stop all pieces where they are, end the turn."""
    do(s, "next", "next")
    for p in ("jane", "ranger", "brand"):
        if can(s, f"stop {p}"):
            do(s, f"stop {p}")
    while can(s, "chain_end"):
        do(s, "chain_end")
    do(s, "next")
    resolve_piracy(s)


def resolve_piracy(s: BlackbeardData) -> None:
    """Blackbeard's decision as Resolve Piracy begins, when it is only `done` (no Seek
    Pardon to fill this turn)."""
    if s.phase == PIRACY and not s.fete_left and s.legal_actions() == [Action("done")]:
        do(s, "done")


def random_sail(
    rng: Rng, kinds: list[int], max_seen: int
) -> tuple[dict[int, set[int]], list[tuple[int, int]], int]:
    """Inputs for the Sail filters' property tests: random starts (Camps and where each
    Adventure may be), and the blocks seen along one possible Sail from them (so that some
    paths survive), one in five changed to a random kind of `kinds`. Returns the starts, the
    blocks seen as (space, block) and the spaces looked at as bits."""
    from seaboard.games.blackbeard.belief import PATHS, block_at

    starts: dict[int, set[int]] = {}
    for _ in range(1 + rng.below(4)):
        camp = rng.choice(C.ANCHORAGES)
        for _ in range(1 + rng.below(6)):
            starts.setdefault(camp, set()).add(rng.choice(C.SLOTS))
    camp = rng.choice(list(starts))
    end, mask = rng.choice(PATHS[rng.choice(sorted(starts[camp]))])
    seen = []
    for space in rng.sample(C.SLOTS, rng.below(max_seen)):
        block = block_at(camp, end, mask, space)
        if rng.below(5) == 0:
            block = rng.choice(kinds)
        seen.append((space, block))
    looked = 0
    for space, _ in seen:
        looked |= 1 << space
    return starts, seen, looked


def sail_paths(starts: dict[int, set[int]], seen: list, looked: int, advanced: bool) -> list:
    """The keys of the paths the belief set's Sail filter keeps."""
    from seaboard.games.blackbeard.belief import _sail_advanced, _sail_basic

    if advanced:
        return _sail_advanced(starts, seen, looked)[0]
    return _sail_basic(starts, seen, looked)
