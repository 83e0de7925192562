# Cython declarations for common.py (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

from seaboard.games.ahoy.state cimport AhoyData, Frame, Player, Slot

cpdef placed_tile(AhoyData state, tile)
cpdef square(AhoyData state, space)
cpdef on_map(AhoyData state, space)
cpdef current_dir(AhoyData state, space)
cpdef step_target(AhoyData state, space, direction)
cpdef neighbours(AhoyData state, space)
cpdef sailing_distances(AhoyData state, start)
cpdef step_distances(AhoyData state, start, sandbars=*)
cpdef place_tile(AhoyData state, tile, x, y, rot)
cpdef tile_placements(AhoyData state, target)
cpdef flagship(AhoyData state, int player)
cpdef figures_at(AhoyData state, space)
cpdef enemies_at(AhoyData state, space, int player)
cpdef supply_figure(AhoyData state, int player, kind)
cpdef patrols(AhoyData state, int player)
@cython.locals(p=Player)
cpdef acts_with(AhoyData state, fig, card)
@cython.locals(p=Player)
cpdef crew_figures(AhoyData state, seat, card)
cpdef mollusk_seat(AhoyData state)
cpdef stronghold_islands(AhoyData state)
@cython.locals(owner=Player)
cpdef sink_plan_ship(AhoyData state, fig, events)
cpdef gain_gold(AhoyData state, seat, amount, why, events)
cpdef gain_fame(AhoyData state, seat, amount, why, events)
cpdef raise_wealth(AhoyData state, tile, amount, events)
cpdef refill_market(AhoyData state, events)
@cython.locals(p=Player)
cpdef add_comrades_to_island(AhoyData state, seat, tile, n, events)
cpdef remove_comrades(AhoyData state, tile, n, events)
@cython.locals(p=Player)
cpdef recruit(AhoyData state, seat, card, face, free, events)
cpdef control(AhoyData state, tile)
cpdef controller(AhoyData state, tile)

# by hand (gen_pxd.py types only functions over the state): over a player's slots
@cython.locals(s=Slot)
cpdef list free_for_damage(Player player)
@cython.locals(s=Slot)
cpdef list damaged_slots(Player player)
@cython.locals(s=Slot)
cpdef slot_named(Player player, name)
