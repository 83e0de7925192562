"""Fleet (2012) with Fleet: Arctic Bounty (2014): license auctions, boats, captains, fish."""

from __future__ import annotations

from seaboard.games.fleet.game import FleetGame

GAME = FleetGame()
