"""A .card file as the formatter sees it: every line kept, classified as the card-file grammar
(grammar/cardfile.lark) reads it, so that writing it back loses nothing but blank lines.

The compiler's loader (source/cardfile.py) drops comments and blank lines; the formatter must
keep comments where the author put them, so it reads the lines itself with the grammar's own
rules: '===' lines separate cards, a '---' line ends a card's header, a line starting with '#'
is a comment anywhere, a header line is 'Field: value'. Whether this reading agrees with the
loader is checked after formatting (meaning.py compares the cards the loader reads).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

from ..source.cardfile import normalise

CARD_SEP = re.compile(r"===+")
BODY_SEP = re.compile(r"---+")
COMMENT = re.compile(r"[ \t]*#")
FIELD = re.compile(r"([ \t]*[A-Za-z][A-Za-z/ ]*):(.*)")


class Kind(str, Enum):
    COMMENT = "comment"
    BLANK = "blank"
    FIELD = "field"          # "Name: ..." in a header
    BAD = "bad"              # a header line that is no field (CT101)
    TEXT = "text"            # a rules-text line


@dataclass(frozen=True)
class Line:
    """One line of the file (1-based `number`), as written, with trailing whitespace removed."""

    number: int
    kind: Kind
    text: str

    @property
    def field_name(self) -> str:
        """A field line's name as written ("Mana Cost"), without surrounding spaces."""
        return FIELD.fullmatch(self.text).group(1).strip()

    @property
    def field_value(self) -> str:
        return FIELD.fullmatch(self.text).group(2).strip()


@dataclass(frozen=True)
class CardBlock:
    """One card of the file: its header lines, whether a '---' line follows them, its body."""

    head: tuple[Line, ...]
    has_body: bool
    body: tuple[Line, ...]

    @property
    def first_line(self) -> int:
        lines = self.head + self.body
        return lines[0].number if lines else 1

    def is_empty(self) -> bool:
        """Blank lines and comments only (the loader reads no card from it)."""
        return all(line.kind in (Kind.BLANK, Kind.COMMENT) for line in self.head + self.body) \
            and not self.has_body


def read_blocks(text: str) -> list[CardBlock]:
    """The cards of a .card file's text, in order; every non-blank line is in one of them."""
    blocks: list[CardBlock] = []
    head: list[Line] = []
    body: list[Line] | None = None
    for number, raw in enumerate(normalise(text), start=1):
        if COMMENT.match(raw):
            (head if body is None else body).append(Line(number, Kind.COMMENT, raw.strip()))
        elif CARD_SEP.fullmatch(raw):
            blocks.append(CardBlock(tuple(head), body is not None, tuple(body or ())))
            head, body = [], None
        elif not raw.strip():
            (head if body is None else body).append(Line(number, Kind.BLANK, ""))
        elif body is not None:
            body.append(Line(number, Kind.TEXT, raw))
        elif BODY_SEP.fullmatch(raw):
            body = []
        else:
            head.append(Line(number, Kind.FIELD if FIELD.fullmatch(raw) else Kind.BAD, raw))
    blocks.append(CardBlock(tuple(head), body is not None, tuple(body or ())))
    return blocks


def write_blocks(cards: list[list[str]]) -> str:
    """The file text of cards given as their lines: '===' between cards, one final newline."""
    cards = [c for c in cards if c]
    if not cards:
        return ""
    return "\n===\n".join("\n".join(c) for c in cards) + "\n"
