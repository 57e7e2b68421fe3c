"""AST nodes for Sagas (grammar/sagas.lark, CR 714)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ChapterLine:
    """"I, II — [effect]" (CR 714.2a-c): a chapter ability for each of `chapters` (the Roman
    numerals' numbers, in printed order), each "When one or more lore counters are put onto this
    Saga, if the number of lore counters on it was less than N and became at least N, [effect]"."""

    chapters: tuple[int, ...]
    sentences: tuple                       # the effect after the dash (nodes.Sentence ...)
    ability_word: str | None = None        # "III — Domain — ..." (CR 207.2c: no rules meaning)
    flavor_word: str | None = None         # "I, II — Heavenly Strike — ..." (CR 207.2d: no rules meaning)


ROMAN_NUMERALS = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x")
