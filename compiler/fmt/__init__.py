"""`cardtext fmt`: .card files in canonical form, meaning unchanged.

    format_card_text(text, path=None) -> str     # the API the language server uses

Canonical form: header fields named and ordered as header.py says; costs in printed order
(costs.py); rules lines respelled as wording.py says; no blank lines; '===' between cards and
'---' after each readable header; comments kept where they were; one newline at the end.
Every change is checked by compiling the card before and after (meaning.py), and the whole
file must hold the same cards after formatting, or it is left as written.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..source.cardfile import parse_card_file
from .header import format_head, readable
from .layout import COMMENT, CardBlock, Kind, read_blocks, write_blocks
from .meaning import Undone, safe_card
from .wording import format_lines

__all__ = ["Formatted", "Undone", "format_card_text", "format_text"]


@dataclass(frozen=True)
class Formatted:
    """The formatted text; the changes left unmade (meaning.Undone); whether the whole file
    was left as written because its cards would not have survived."""

    text: str
    undone: Undone = Undone()
    refused: bool = False


def format_card_text(text: str, path: str | None = None) -> str:
    """The canonical text of a whole .card file's contents. `path`, the file's place, finds its
    settings ([tool.cardtext] oracle-era) and the keywords.toml beside it; a keyword or settings
    file that cannot be read is passed over (lines using its keywords are left as written)."""
    era, keywords = "modern", None
    if path:
        from ..keywords.custom import for_card_file
        from ..keywords.database import KeywordFileError
        from ..lint.settings import SettingsError, find
        try:
            era = find(path).era or "modern"
        except SettingsError:
            pass
        try:
            keywords = for_card_file(path)
        except KeywordFileError:
            pass
    return format_text(text, era, keywords).text


def format_text(text: str, era: str = "modern", keywords=None) -> Formatted:
    """Format a .card file's text (`era`: "modern" or "pre2024" Oracle wording)."""
    cards, undone = [], Undone()
    for block in read_blocks(text):
        lines, count = _format_block(block, era, keywords)
        cards.append(lines)
        undone += count
    result = write_blocks(cards)
    if not _same_cards(text, result):
        return Formatted(text, undone, refused=True)
    return Formatted(result, undone)


def _format_block(block: CardBlock, era: str, keywords) -> tuple[list[str], Undone]:
    if block.is_empty():
        return [line.text for line in block.head + block.body if line.kind is Kind.COMMENT], Undone()
    head_out = format_head(block.head)
    old_head = [line.text for line in block.head if line.kind in (Kind.FIELD, Kind.BAD)]
    new_head = [line for line in head_out if not COMMENT.match(line)]
    old_body = [line.text for line in block.body if line.kind is Kind.TEXT]
    new_body = format_lines(new_head, old_body, era, keywords)
    head, body, undone = safe_card(old_head, new_head, old_body, new_body, keywords)
    if head != new_head:                       # the header is left as written
        head_out = [line.text for line in block.head if line.kind is not Kind.BLANK]
    texts = iter(body)
    body_out = [line.text if line.kind is Kind.COMMENT else next(texts)
                for line in block.body if line.kind is not Kind.BLANK]
    separator = ["---"] if block.has_body or readable(block.head) else []
    return head_out + separator + body_out, undone


def _same_cards(before: str, after: str) -> bool:
    """The loader reads the same cards, by name and in order, from both texts."""
    def names(text):
        return [(e.name, e.source is None) for e in parse_card_file(text, "<fmt>")]
    return names(before) == names(after)
