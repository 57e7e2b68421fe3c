"""Where card text comes from: one card's printed fields and its place in a file."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CardSource:
    """A card as a user wrote it: the corpus fields plus where its text lives.

    `text_line` is the 1-based line of the first rules-text line in `file`, so
    a diagnostic on rules line k points at file line `text_line + k - 1`.
    For .jsonl input it is the JSON line and columns count within oracle_text.
    """

    name: str
    oracle_text: str = ""
    mana_cost: str = ""
    type_line: str = ""
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    nickname: str | None = None
    file: str = "<text>"
    text_line: int = 1
    text_column: int = 1      # column of the rules text's first character on each line
    one_line: bool = False    # all rules lines share one file line (jsonl): columns keep adding
    other_face: str | None = None   # the corpus's other face (split card half, CR 709): its name
    # a double-faced card's back face (CR 712.1), joined to its front face by compiler/source/faces.py
    back_face: "CardSource | None" = None
    # a meld card's melded face: the combined back face it and its meld partner form (CR 701.42a,
    # 712.4 in the current rules; 701.37, 713 in the 2022 text), joined by
    # compiler/source/faces.py; not a back face it can transform into (713.1b in the 2022 text)
    melded_face: "CardSource | None" = None
    lights: tuple[int, ...] = ()    # an Attraction's lit numbers (CR 717.1), from a card file's 'Lights:'
