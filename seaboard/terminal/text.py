"""Text that goes back to a person: whatever they typed or a file held is cut to a sensible
length and stripped of control characters before it is echoed, so a 1 MB line or an escape
sequence never reaches the screen raw."""

from __future__ import annotations

import re

# an ANSI escape sequence (CSI ... final byte, or ESC and one byte), then any other control
# character; tabs and newlines are kept by `clean` and folded by `one_line`
_ESCAPE = re.compile(
    r"\x1b[P\]X^_][^\x07\x1b]*(?:\x07|\x1b\\)?"  # OSC, DCS...: a title, a hyperlink
    r"|\x1b\[[0-?]*[ -/]*[@-~]|\x9b[0-?]*[ -/]*[@-~]"  # CSI: colours, cursor, clear
    r"|\x1b[@-_]?"  # any other escape
)
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff]")

ECHO_LIMIT = 80  # characters of a person's own input shown back to them
LINE_LIMIT = 400  # characters of a one-line refusal


def clean(text: str, limit: int = ECHO_LIMIT) -> str:
    """`text` without control characters, cut to `limit` characters with a note of how
    long it was."""
    text = _CONTROL.sub("", _ESCAPE.sub("", text))
    if len(text) <= limit:
        return text
    return f"{text[: max(0, limit - 1)]}… ({len(text):,} characters)"


def one_line(text: str, limit: int = LINE_LIMIT) -> str:
    """`clean` text folded onto one line (newlines and tabs become spaces)."""
    return clean(" ".join(text.split()), limit)
