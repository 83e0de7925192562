"""Leviathan's table geometry: poses, card rectangles, the movement model, distances and
overlap between rotated rectangles, groups (leviathan.md 2.1-2.4, 2.10).

Exact and deterministic: headings are whole degrees, their cosines and sines come from a
table rounded to 1e-12, and every position is rounded to the micrometre after each
movement (Python's `round` is correctly rounded), so the same inputs give the same
result on every machine. Only IEEE double arithmetic follows, which is reproducible.

Coordinates in millimetres; x across the table, y from the Moby Dick player's edge
(y = 0) toward Ahab's; a heading is measured counter-clockwise from +x.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

Point = tuple[float, float]
Pose = tuple[float, float, int]  # centre x, centre y, heading in whole degrees
Rect = tuple[Point, Point, Point, Point]  # corners: stern-right, bow-right, bow-left, stern-left

COS = tuple(round(math.cos(math.radians(d)), 12) for d in range(360))
SIN = tuple(round(math.sin(math.radians(d)), 12) for d in range(360))


def mm(value: float) -> float:
    """A length rounded to the micrometre: every stored coordinate is one."""
    return round(value, 3) + 0.0  # + 0.0 turns -0.0 into 0.0


def heading(value: int) -> int:
    return value % 360


def stern(pose: Pose, length: float) -> Point:
    """The stern (tail) centre S = c - (L/2) u(psi)."""
    x, y, h = pose
    return x - length / 2 * COS[h], y - length / 2 * SIN[h]


def bow(pose: Pose, length: float) -> Point:
    x, y, h = pose
    return x + length / 2 * COS[h], y + length / 2 * SIN[h]


def move(pose: Pose, length: float, turn: int, distance: float) -> Pose:
    """One movement (Movement; leviathan.md 2.3): the card pivots on its stern centre by
    `turn` degrees, then its stern centre advances `distance` along the new heading.
    psi' = psi + delta; S' = S + D u(psi'); c' = S' + (L/2) u(psi')."""
    sx, sy = stern(pose, length)
    h = heading(pose[2] + turn)
    reach = distance + length / 2
    return mm(sx + reach * COS[h]), mm(sy + reach * SIN[h]), h


def slide(pose: Pose, side: int, distance: float) -> Pose:
    """A sideways slide along n(psi) (side +1, port) or -n(psi) (side -1, starboard),
    heading unchanged (Barrel Roll, leviathan.md 2.12)."""
    x, y, h = pose
    return mm(x - side * distance * SIN[h]), mm(y + side * distance * COS[h]), h


def beside(
    pose: Pose, length: float, width: float, boat_width: float, side: int, offset: float
) -> Point:
    """The centre of a boat laid flush along one long edge of a card (Lower a boat;
    leviathan.md 2.6): c + side (W/2 + w/2) n(psi) + s u(psi)."""  # fmt: skip
    x, y, h = pose
    out = side * (width / 2 + boat_width / 2)
    return mm(x - out * SIN[h] + offset * COS[h]), mm(y + out * COS[h] + offset * SIN[h])


def rect(pose: Pose, length: float, width: float) -> Rect:
    """The card's four corners, counter-clockwise from the stern's right corner."""
    x, y, h = pose
    c, s = COS[h], SIN[h]
    lx, ly = length / 2 * c, length / 2 * s  # half the length along u
    wx, wy = -width / 2 * s, width / 2 * c  # half the width along n
    return (
        (x - lx - wx, y - ly - wy),
        (x + lx - wx, y + ly - wy),
        (x + lx + wx, y + ly + wy),
        (x - lx + wx, y - ly + wy),
    )


def _axes(poly: Sequence[Point]) -> list[Point]:
    out = []
    n = len(poly)
    for i in range(n):
        (ax, ay), (bx, by) = poly[i], poly[(i + 1) % n]
        ex, ey = bx - ax, by - ay
        norm = math.hypot(ex, ey)
        if norm > 0:
            out.append((-ey / norm, ex / norm))
    return out


def penetration(a: Sequence[Point], b: Sequence[Point]) -> float:
    """How deep two convex polygons interpenetrate: the least overlap of their projections
    over the separating-axis candidates (0 or less: they do not overlap)."""
    depth = math.inf
    for ax, ay in _axes(a) + _axes(b):
        pa = [px * ax + py * ay for px, py in a]
        pb = [px * ax + py * ay for px, py in b]
        overlap = min(max(pa), max(pb)) - max(min(pa), min(pb))
        if overlap < depth:
            depth = overlap
            if depth <= 0:
                return depth
    return depth


def _point_segment(p: Point, a: Point, b: Point) -> float:
    px, py = p
    ax, ay = a
    ex, ey = b[0] - ax, b[1] - ay
    length2 = ex * ex + ey * ey
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((px - ax) * ex + (py - ay) * ey) / length2))
    return math.hypot(px - ax - t * ex, py - ay - t * ey)


def segment_distance(p: Point, a: Point, b: Point) -> float:
    """The distance from point `p` to the segment from `a` to `b`."""
    return _point_segment(p, a, b)


def distance(a: Sequence[Point], b: Sequence[Point]) -> float:
    """The least Euclidean distance between two closed convex polygons (0 if they meet).
    Disjoint convex polygons are nearest at a vertex of one and an edge of the other."""
    if penetration(a, b) >= 0:
        return 0.0
    best = math.inf
    for poly, other in ((a, b), (b, a)):
        n = len(other)
        for p in poly:
            for i in range(n):
                d = _point_segment(p, other[i], other[(i + 1) % n])
                if d < best:
                    best = d
    return best


def overlap(a: Sequence[Point], b: Sequence[Point], contact: float, touch_counts: bool) -> bool:
    """Overlap as the rules use it (leviathan.md 2.4): at most `contact` apart when touching
    counts, else interpenetrating by more than `contact`."""
    if touch_counts:
        return distance(a, b) <= contact
    return penetration(a, b) > contact


def hull(points: Iterable[Point]) -> list[Point]:
    """The convex hull, counter-clockwise (Andrew's monotone chain)."""
    pts = sorted(set(points))
    if len(pts) <= 2:
        return pts

    def cross(o: Point, a: Point, b: Point) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list[Point] = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper: list[Point] = []
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def inside(poly: Sequence[Point], p: Point) -> bool:
    """Whether `p` lies in the closed convex polygon `poly` (counter-clockwise)."""
    n = len(poly)
    for i in range(n):
        (ax, ay), (bx, by) = poly[i], poly[(i + 1) % n]
        if (bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax) < 0:
            return False
    return True


def circle_distance(poly: Sequence[Point], centre: Point, radius: float) -> float:
    """The least distance between a convex polygon and a disc (0 if they meet)."""
    if inside(poly, centre):
        return 0.0
    n = len(poly)
    d = min(_point_segment(centre, poly[i], poly[(i + 1) % n]) for i in range(n))
    return max(0.0, d - radius)


def groups(count: int, edges: Iterable[tuple[int, int]]) -> list[list[int]]:
    """Connected components of a graph on nodes 0..count-1, each sorted, in order of their
    smallest node ("isolated from one another by open sea": Attacks)."""
    parent = list(range(count))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for a, b in edges:
        ra, rb = root(a), root(b)
        if ra != rb:
            parent[max(ra, rb)] = min(ra, rb)
    out: dict[int, list[int]] = {}
    for i in range(count):
        out.setdefault(root(i), []).append(i)
    return [out[k] for k in sorted(out)]
