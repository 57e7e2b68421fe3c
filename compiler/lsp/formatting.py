"""Formatting: the document in `cardtext fmt`'s canonical form (compiler/fmt), sent as edits of
the lines that change, so the editor keeps the cursor and the undo history of the others."""
from __future__ import annotations

import difflib
import re

from lsprotocol import types

from .positions import UTF16, units

LINE = re.compile(r"[^\n]*\n|[^\n]+$")


def format_edits(text: str, path: str | None, encoding: str = UTF16) -> list[types.TextEdit]:
    """The edits that turn `text` into its canonical form (none when it is already)."""
    from ..fmt import format_card_text
    formatted = format_card_text(text, path)
    if formatted == text:
        return []
    if "\r" in text:          # LSP counts a lone \r as a line end: replace the whole document
        return [types.TextEdit(_whole(text, encoding), formatted)]
    before, after = LINE.findall(text), LINE.findall(formatted)
    edits = []
    matcher = difflib.SequenceMatcher(None, before, after, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "equal":
            start, end = _start_of(before, i1, encoding), _start_of(before, i2, encoding)
            edits.append(types.TextEdit(types.Range(start, end), "".join(after[j1:j2])))
    return edits


def _start_of(lines: list[str], n: int, encoding: str) -> types.Position:
    """Where line `n` starts; past the last line, the end of the document."""
    if n < len(lines) or not lines or lines[-1].endswith("\n"):
        return types.Position(n, 0)
    return types.Position(len(lines) - 1, units(lines[-1], encoding))


def _whole(text: str, encoding: str) -> types.Range:
    lines = re.split(r"\r\n|\r|\n", text)
    return types.Range(types.Position(0, 0), types.Position(len(lines) - 1, units(lines[-1], encoding)))
