"""Double-faced cards (CR 712): the two faces of one card, read as two entries that name each
other (`other_face` in a JSON line, `Other face:` in a card file), joined into one CardSource:
the front face, with the back face as its `back_face`.

Which entry is the front face comes from the data alone, never from a card's name:

1. Two entries are faces of one card only if each names the other. (A meld card's back half
   is named by both of its front faces, CR 712.1g / 713: no pair, so nothing is joined.)
2. One face has a mana cost and the other has none: the one with the cost is the front face.
   A transforming double-faced card is cast with its front face up (CR 712.7 in the 2022 text),
   and its back face has no mana cost; its mana value comes from the front face (CR 712.8e,
   712.4d in the 2022 text).
3. Neither face has a mana cost (a land front face, such as one that transforms into a
   creature): the front face is the one whose rules text transforms the card itself
   ("transform ~") while the other's doesn't.
4. Both faces have a mana cost: a split card (CR 709) or a flip card (CR 710), whose halves stay
   separate entries as before, or a modal double-faced card (CR 712.1), which the data can't
   tell apart from them; such entries are not joined.
"""
from __future__ import annotations

import dataclasses
import re

from .card import CardSource
from .cardfile import ParsedCard


def link_faces(entries: list[ParsedCard]) -> list[ParsedCard]:
    """The entries with each double-faced card's two faces joined into its front face's entry
    (at the place of whichever face came first); the back face's entry is gone."""
    index = {e.source.name.casefold(): i for i, e in enumerate(entries)
             if e.source is not None and e.source.other_face}
    joined: dict[int, ParsedCard] = {}
    gone: set[int] = set()
    for i, entry in enumerate(entries):
        if i in gone or i in joined or entry.source is None or not entry.source.other_face:
            continue
        j = index.get(entry.source.other_face.casefold())
        if j is None or j == i or j in gone or j in joined or not _names(entries[j].source, entry.source):
            continue
        faces = front_and_back(entry.source, entries[j].source)
        if faces is None:
            continue
        front = entry if faces[0] is entry.source else entries[j]
        back = entries[j] if front is entry else entry
        joined[i] = ParsedCard(dataclasses.replace(front.source, back_face=back.source),
                               list(front.diagnostics) + list(back.diagnostics), front.line, front.name)
        gone.add(j)
    return [joined.get(i, e) for i, e in enumerate(entries) if i not in gone]


def _names(source: CardSource, other: CardSource) -> bool:
    return (source.other_face or "").casefold() == other.name.casefold()


def front_and_back(a: CardSource, b: CardSource) -> tuple[CardSource, CardSource] | None:
    """(front face, back face) of two faces that name each other, by the rules of this module's
    docstring; None when they are not a transforming double-faced card."""
    if a.mana_cost and not b.mana_cost:
        return a, b
    if b.mana_cost and not a.mana_cost:
        return b, a
    if a.mana_cost or b.mana_cost:
        return None
    if transforms_itself(a) and not transforms_itself(b):
        return a, b
    if transforms_itself(b) and not transforms_itself(a):
        return b, a
    return None


def transforms_itself(source: CardSource) -> bool:
    """Whether the face's rules text says "transform <its own name>" or "transform this ..."."""
    names = [re.escape(source.name)] + ([re.escape(source.nickname)] if source.nickname else [])
    own = "|".join(names + [r"this (?:creature|permanent|land|artifact|enchantment)"])
    return re.search(rf"\btransform (?:{own})\b", source.oracle_text, re.IGNORECASE) is not None


def faces(source: CardSource) -> tuple[CardSource, ...]:
    """The card's faces: the front face alone, or front and back."""
    return (source,) if source.back_face is None else (source, source.back_face)
