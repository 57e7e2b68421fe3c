"""Where a parse stopped, as a diagnostic points at it: the column of the word the grammar could
not read and that word. Shared by a line's parse and a quoted ability's parse inside it."""
from __future__ import annotations

import re

from lark.exceptions import UnexpectedEOF, UnexpectedInput, UnexpectedToken

_WORD = re.compile(r"\{[^}]*\}|\S*")


def stop_index(exc: UnexpectedInput, text: str) -> int:
    """The column (0-based, in `text`) of the word at which the parse of `text` stopped; the
    text's length when it ended too early."""
    index = getattr(exc, "pos_in_stream", None)
    if isinstance(exc, UnexpectedEOF) or (isinstance(exc, UnexpectedToken) and exc.token.type == "$END"):
        index = len(text)
    if index is None:
        index = 0
    while 0 < index < len(text) and text[index - 1].isalnum() and text[index].isalnum():
        index -= 1          # a keyword matched a word's prefix ("an" of "any"): point at the word
    return index


def word_at(text: str, index: int) -> str:
    """The word (or mana symbol) starting at `index`; "" at the end of the text."""
    return _WORD.match(text, index).group(0) if index < len(text) else ""


def not_understood(word: str) -> str:
    """CT201's message for a parse stopped at `word`."""
    return f"not understood from {word!r}" if word else "sentence ends before it is complete"
