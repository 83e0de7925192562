"""The table's geometry (leviathan.md 2.2-2.4): movement, distance and overlap between
rotated cards, groups, with numbers worked by hand, and properties over many poses."""

from __future__ import annotations

import math

from hypothesis import given
from hypothesis import strategies as st

from seaboard.games.leviathan import geometry as g

L, W = 88.0, 63.0  # a poker card, length along the heading


def test_a_straight_movement_moves_the_stern_by_the_distance():
    # a whale at the Beasts' edge: centre (100, 44) heading 90, so its stern is (100, 0);
    # 40 mm straight on puts the stern at (100, 40) and the centre at (100, 84)
    assert g.stern((100.0, 44.0, 90), L) == (100.0, 0.0)
    assert g.move((100.0, 44.0, 90), L, 0, 40) == (100.0, 84.0, 90)


def test_a_turning_movement_pivots_on_the_stern_centre():
    # turn 30 degrees to port (heading 120) and go 100: the stern (100, 0) moves to
    # (100 - 100/2, 100 * 0.8660254) and the centre 44 mm further along the new heading:
    # x = 100 + 144 * cos 120 = 28, y = 144 * sin 120 = 124.7076581 -> 124.708
    assert g.move((100.0, 44.0, 90), L, 30, 100) == (28.0, 124.708, 120)
    # to starboard: heading 60, x = 100 + 72 = 172
    assert g.move((100.0, 44.0, 90), L, -30, 100) == (172.0, 124.708, 60)


def test_cards_side_by_side_touch_and_a_gap_of_more_than_half_a_millimetre_does_not():
    a = g.rect((0.0, 0.0, 90), L, W)  # 63 wide along x, 88 long along y
    touching = g.rect((63.0, 0.0, 90), L, W)
    assert g.distance(a, touching) == 0.0
    assert g.overlap(a, touching, 0.5, touch_counts=True)
    assert not g.overlap(a, touching, 0.5, touch_counts=False)  # no interpenetration
    assert g.overlap(a, g.rect((63.5, 0.0, 90), L, W), 0.5, True)  # 0.5 mm apart
    assert not g.overlap(a, g.rect((63.6, 0.0, 90), L, W), 0.5, True)
    # 2 mm of overlap counts in both readings
    assert g.overlap(a, g.rect((61.0, 0.0, 90), L, W), 0.5, False)


def test_a_rotated_card_is_nearest_at_its_corner():
    # A heading 0 at the origin: its right edge is x = 44. B heading 45 at (x, 0): its
    # leftmost corner lies (44 + 31.5) cos 45 = 53.387 mm left of its centre, at height
    # (31.5 - 44) sin 45 = -8.84, within A's edge. So the gap is x - 53.387 - 44.
    a = g.rect((0.0, 0.0, 0), L, W)
    gap = 100.0 - 75.5 * math.cos(math.radians(45)) - 44
    assert math.isclose(g.distance(a, g.rect((100.0, 0.0, 45), L, W)), gap, abs_tol=1e-6)
    assert round(gap, 3) == 2.613
    assert not g.overlap(a, g.rect((100.0, 0.0, 45), L, W), 0.5, True)
    assert g.overlap(a, g.rect((97.5, 0.0, 45), L, W), 0.5, True)  # 0.113 mm apart


def test_groups_are_connected_components():
    assert g.groups(5, [(0, 3), (3, 4)]) == [[0, 3, 4], [1], [2]]
    assert g.groups(3, []) == [[0], [1], [2]]


def test_a_sideways_slide_and_a_boat_laid_beside():
    # heading 90: port (n) is -x; a 63 mm slide to port moves the centre to x - 63
    assert g.slide((200.0, 300.0, 90), 1, 63) == (137.0, 300.0, 90)
    # the Pequod heading 270 at (457.2, 870.4): n(270) = (1, 0), so a boat on its port
    # side lies 63 mm to +x
    assert g.beside((457.2, 870.4, 270), L, W, W, 1, 0) == (520.2, 870.4)


def test_a_disc_and_a_hull():
    square = g.hull([(0, 0), (10, 0), (10, 10), (0, 10), (5, 5)])
    assert len(square) == 4
    assert g.circle_distance(square, (20.0, 5.0), 4.0) == 6.0
    assert g.circle_distance(square, (5.0, 5.0), 1.0) == 0.0


poses = st.tuples(
    st.floats(-500, 1500, allow_nan=False),
    st.floats(-500, 1500, allow_nan=False),
    st.integers(0, 359),
)


@given(poses, poses)
def test_overlap_is_symmetric(a, b):
    ra, rb = g.rect(a, L, W), g.rect(b, 120, 70)
    assert g.overlap(ra, rb, 0.5, True) == g.overlap(rb, ra, 0.5, True)
    assert g.overlap(ra, rb, 0.5, False) == g.overlap(rb, ra, 0.5, False)
    assert math.isclose(g.distance(ra, rb), g.distance(rb, ra), abs_tol=1e-9)


@given(poses, st.integers(-60, 60), st.floats(0, 100, allow_nan=False))
def test_a_movement_keeps_the_cards_size_and_its_stern_on_the_arc(pose, turn, distance):
    after = g.move(pose, L, turn, distance)
    corners = g.rect(after, L, W)
    sides = [math.dist(corners[i], corners[(i + 1) % 4]) for i in range(4)]
    assert [round(x, 6) for x in sides] == [L, W, L, W]
    # the stern centre moves along the new heading by exactly the distance: it stays on
    # the arc of that radius about the old stern centre (to the micrometre rounding)
    assert abs(math.dist(g.stern(pose, L), g.stern(after, L)) - distance) < 0.002
    assert after[2] == (pose[2] + turn) % 360
