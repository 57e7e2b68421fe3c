"""Parse tree -> AST for Sagas (grammar/sagas.lark, CR 714), mixed into ToAst."""
from __future__ import annotations

from .. import nodes as A
from .common import UnsupportedPhrase


class SagasMixin:
    """Chapter symbols and the effect after them."""

    def chapter_start(self, items):
        """CR 714.2a: "I" is 1, "II" is 2, ...; CR 714.2c: "I, II" is two chapter abilities."""
        numbers = tuple(A.ROMAN_NUMERALS.index(n.strip()) + 1 for n in str(items[0]).split(","))
        if len(set(numbers)) != len(numbers) or list(numbers) != sorted(numbers):
            raise UnsupportedPhrase("chapter numbers out of order or repeated")
        word = items[1] if len(items) == 3 else None
        return A.AbilityLine(A.ChapterLine(numbers, tuple(items[-1]), word))

    def chapter_named_start(self, items):
        """"I, II — Heavenly Strike — [effect]": the chapter's name is a flavor word (CR 207.2d),
        kept only to print it back."""
        line = self.chapter_start([items[0], items[2]]).line
        return A.AbilityLine(A.ChapterLine(line.chapters, line.sentences, flavor_word=str(items[1]).strip()))
