#!/bin/sh
# Fleet's fingerprint suite: every player count and the Arctic Bounty, big-game and house
# set-ups, seeded, with `play_fingerprint.py`. Run it before and after a change and diff:
#     sh benchmarks/fleet_fingerprints.sh > before.txt; ...; sh benchmarks/fleet_fingerprints.sh > after.txt
PY=${PY:-/work/main/.venv/bin/python}
# the seaboard of the checkout this script is in (a script path alone would import the installed one)
export PYTHONPATH="$(cd "$(dirname "$0")/.." && pwd)${PYTHONPATH:+:$PYTHONPATH}"
FP="$PY benchmarks/play_fingerprint.py fleet"
run() { echo "## $*"; $FP "$@"; }
run heuristic,random --players 2 --games 450
run random,random --players 2 --games 150
run heuristic,random --players 3 --games 180
run heuristic,random --players 4 --games 90
run heuristic,random --players 5 --games 45
run heuristic,random --players 6 --games 30
run heuristic --players 2 --games 90 --option corporation=tc
run heuristic --players 2 --games 60 --option corporation=kirkman
run heuristic --players 1 --games 90
run heuristic,random --players 3 --games 120 --option standard=swordfish,oyster,char,salmon,cod \
    --option premium=dfo,marina --option gone_fishin=true --option dock=tug,artisan
run heuristic,random --players 3 --games 120 --option standard=shrimp,lobster,tuna,oyster,swordfish \
    --option premium=kingcrab,dfo --option dock=houseboat,firstmate --option crewman=true \
    --option trophies=true --option crab_meeples=true
run random,random --players 4 --games 60 --option standard=processing,char,salmon,cod,tuna \
    --option premium=marina,pub --option gone_fishin=true --option dock=tug,houseboat --option crewman=true
run heuristic,random --players 3 --games 75 --option advanced_setup=true --option spent_crates_return=true \
    --option proposals=weather,research,club,casino,salvage --option dock=salty,inuit
run heuristic,random --players 4 --games 30 --option epic=true --option dock=tug,houseboat \
    --option crewman=true --option trophies=true
# the search: determinize, clone, rollouts and evaluate (slow: a few games)
run mcts:iterations=30,heuristic --players 2 --games 6 --option dock=tug,firstmate --option crewman=true
