"""The order in which `-j N`'s workers take a batch's cards (cli/workers.py): cards that share a
rules line next to each other, so that one worker tends to compile that line for all of them.

Each process memoises the meaning of every normalised line it compiles (line_meaning.py): a
line shared by cards that end up in two workers is compiled in both. Taken in input order, such
lines were 5.3% of the corpus's compile work at -j 2; taken in this order, 1.5%. Which cards
share a line is told from the raw text, as the normalised one is made only by compiling: a
card's lines with its own name written "~" (as normalisation writes it, CR 201.5); its key is
the longest of its lines that comes more than once in the batch (a long line costs most to
compile; a line no other card has is compiled once wherever it goes). Cards with the same key
come together, in input order; the workers take runs of them (cli/workers.py's guided
self-scheduling), so one run holds most of the cards of each of its keys.

The order changes only which worker computes which card, never a result: each result goes back
to its card's place (cli/batch.py), so the output is that of -j 1. Working it out is one pass
over the rules text in this process before the workers start (0.02-0.03 s for the corpus's
15,052 cards, against some 0.2 s of CPU that two workers no longer spend twice).
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Sequence


def dealing_order(items: Sequence) -> list[int]:
    """The indexes of `items` in the order the workers should take them. An item's text is its
    `source`'s (a ParsedCard's, a LintCard's: a CardSource, or None); an item without one (or
    whose text shares no line) keeps its place among the others with no key."""
    lines = [_lines(getattr(item, "source", None)) for item in items]
    shared = Counter(line for card in lines for line in card)
    keys = [_key(card, shared) for card in lines]
    return sorted(range(len(items)), key=keys.__getitem__)


def _lines(source) -> list[str]:
    """A card's rules lines with its name written "~"; none for an item without a card."""
    if source is None:
        return []
    text = source.oracle_text
    return (text.replace(source.name, "~") if source.name else text).split("\n")


def _key(lines: list[str], shared: Counter) -> str:
    """The longest of a card's lines that comes more than once in the batch (the first of the
    longest), or ""."""
    key = ""
    for line in lines:
        if len(line) > len(key) and shared[line] > 1:
            key = line
    return key
