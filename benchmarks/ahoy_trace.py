"""Ahoy: replay games of a `seaboard simulate` batch and say where one seat's Fame came
from, round by round, or what it did move by move.

    PYTHONPATH=$PWD .venv/bin/python benchmarks/ahoy_trace.py --seed 0 --games 20-24 \
        -a random,heuristic,random,random --seat 1 [--moves 3-5] [-o leviathan=true]

Game i is the batch's game i (`derive_seed(seed, "game", i)`; seats fixed as with
`--no-rotate`, or shifted per game with `--rotate` as the batch did), so a lost game of a results file can be looked at again. Per game it
prints the final scores, every seat's Fame at the end of each round, and the traced seat's
Fame by source (its own action that gained it, or the round's end). With `--moves A-B` it
also prints each of the seat's actions in rounds A to B with its Fame, gold, Cargo, the
Market, unplaced dice, space, damaged slots and the bot's reason. The agents play on
determinizations as in any batch; this script reads the true state only to print it.
"""

from __future__ import annotations

import argparse
from collections import Counter

from seaboard.agents import make_agent
from seaboard.engine.match import play
from seaboard.games.ahoy import GAME
from seaboard.games.ahoy import content as C
from seaboard.games.ahoy.rules.common import flagship
from seaboard.sim.batch import game_seed, seats_for


def span(text: str) -> range:
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def trace(
    seed: int, index: int, agents: list[str], rotate: bool, seat: int, options: dict, moves: range
) -> None:
    config = GAME.make_config(len(agents), **options)
    seed_of_game = game_seed(seed, index)
    specs = seats_for(agents, config.players, index, rotate)  # the batch's seating rule
    players = [make_agent(spec, GAME, s, config) for s, spec in enumerate(specs)]
    state = GAME.new_state(config, seed_of_game)
    fame = [p.fame for p in state.players]
    rounds: list[list[int]] = []
    sources: Counter[str] = Counter()
    seen_round = [state.round]

    def note(st, step) -> None:
        now = [p.fame for p in st.players]
        new_round = st.round != seen_round[0]
        gained = now[seat] - fame[seat]
        if gained:
            if new_round:
                sources["round end"] += gained
            elif st.is_over:  # the last round's scoring and the pledges
                sources["game end"] += gained
            elif step.player == seat:
                sources[step.action.kind] += gained
            else:  # a battle won on another's turn, or the final scoring
                sources[f"during seat {step.player}'s {step.action.kind}"] += gained
        if new_round:
            rounds.append(now)
            seen_round[0] = st.round
        fame[:] = now
        if step.player == seat and st.round in moves:
            p = st.players[seat]
            ship = st.figures[flagship(st, seat)]
            cargo = [C.CARDS[c].deliver_to for c in p.cargo]
            market = [f"{C.CARDS[c].suit}>{C.CARDS[c].deliver_to}" for c in st.market]
            damaged = [s.name for s in p.slots if s.damaged]
            why = getattr(players[seat], "last_reason", "")
            print(
                f"  r{st.round} {step.action.text:28} Fame {p.fame} gold {p.gold} "
                f"Cargo {cargo} Market {market} dice {p.dice} at {C.SPACE_IDS[ship.space] if ship.space >= 0 else '-'} "
                f"damaged {damaged} | {why}"
            )

    record = play(GAME, config, players, seed_of_game, state=state, on_step=note)
    result = record.result
    assert result is not None
    outcomes = [o.value for o in result.outcomes]
    print(
        f"game {index}: scores {[round(s, 3) for s in result.scores]}, seat {seat} "
        f"{outcomes[seat]}, {len(record.actions)} actions"
    )
    print(f"  Fame at each round's end: {rounds}, final {fame}")
    print(f"  seat {seat}'s Fame by source: {dict(sources.most_common())}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--games", default="0", help="game indices of the batch, A or A-B")
    parser.add_argument("-a", "--agents", default="random,heuristic,random,random")
    parser.add_argument("--rotate", action="store_true", help="the batch rotated its seats")
    parser.add_argument("--seat", type=int, default=1)
    parser.add_argument("--moves", default=None, help="print the seat's actions in rounds A-B")
    parser.add_argument("-o", "--option", action="append", default=[], help="KEY=VALUE")
    args = parser.parse_args()
    agents = args.agents.split(",")
    options = dict(o.split("=", 1) for o in args.option)
    moves = span(args.moves) if args.moves else range(0)
    for index in span(args.games):
        trace(args.seed, index, agents, args.rotate, args.seat, options, moves)


if __name__ == "__main__":
    main()
