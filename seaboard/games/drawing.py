"""What the titles' SVG drawings (`svg.py`) share: a text element, and the attributes that
make an element a move on the web table.

The page (`seaboard/server/web/app.js`) plays `data-action` on a click, Enter or Space (so the
element is focusable, a button to assistive technology); when one place stands for several
moves, `data-choices` lists them all and the page asks which. Not part of play: run
hashes (`seaboard.sim.batch.code_sources`) leave it out.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape


def text(
    x: float,
    y: float,
    content: str,
    size: int = 13,
    bold: bool = False,
    fill: str = "#14202b",
    anchor: str = "start",
) -> str:
    weight = ' font-weight="700"' if bold else ""
    return (
        f'<text x="{x:.0f}" y="{y:.0f}" font-size="{size}"{weight} fill="{fill}" '
        f'text-anchor="{anchor}">{escape(str(content))}</text>'
    )


def clickable(action: str | None, choices: Sequence[str] = ()) -> str:
    """The attributes of an element that plays `action` ("" when there is none); with more
    than one of `choices`, the page asks which of them."""
    if not action:
        return ""
    attrs = f' data-action="{escape(action)}" tabindex="0" role="button"'
    if len(choices) > 1:
        attrs += f' data-choices="{escape("|".join(choices))}"'
    return attrs
