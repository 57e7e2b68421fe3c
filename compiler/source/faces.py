"""Double-faced cards (CR 712): the two faces of one card, read as two entries that name each
other (`other_face` in a JSON line, `Other face:` in a card file), joined into one CardSource:
the front face, with the back face as its `back_face`.

Which entry is the front face comes from the data alone, never from a card's name:

1. Two entries are faces of one card only if each names the other. (A meld card's back half
   is named by both of its front faces: see below.)
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

Meld cards (CR 701.42a and 712.4 in the current rules, 701.37 and 713 in the 2022 text): two
cards, each with a front face, whose back halves combine into one melded face. The corpus keeps
the melded face as an entry of its own whose `other_face` names both fronts ("A;B"), and each
front's `other_face` names the melded face. Exactly then, from the data alone, both fronts get
it as their `melded_face` and its own entry is gone: it is no card, only the back of two
(CR 713.1 in the 2022 text). A melded face named by only one of its fronts, or fronts missing
from the input, stays as it was. A meld card is not a transforming double-faced card: its
melded face is never its `back_face` (CR 713.1b in the 2022 text).
"""
from __future__ import annotations

import dataclasses
import re

from .card import CardSource
from .cardfile import ParsedCard


def link_faces(entries: list[ParsedCard]) -> list[ParsedCard]:
    """The entries with each double-faced card's two faces joined into its front face's entry
    (at the place of whichever face came first); the back face's entry is gone. Meld cards get
    their melded face (`link_melded_faces`)."""
    entries = link_melded_faces(entries)
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


def link_melded_faces(entries: list[ParsedCard]) -> list[ParsedCard]:
    """Each meld pair's two fronts with their melded face (this module's docstring); the melded
    face's own entry is gone."""
    # only an entry whose other_face names two fronts ("A;B", meld_fronts) can be a melded face
    melded_faces = [m for m, e in enumerate(entries) if e.source is not None and ";" in (e.source.other_face or "")]
    if not melded_faces:                # nearly every input: no index of the names to make
        return entries
    index = {e.source.name.casefold(): i for i, e in enumerate(entries) if e.source is not None}
    with_face: dict[int, ParsedCard] = {}
    gone: set[int] = set()
    for m in melded_faces:
        melded = entries[m]
        fronts = meld_fronts(melded.source)
        found = [index.get(name.casefold()) for name in fronts]
        if len(fronts) != 2 or None in found or len(set(found)) != 2 or m in found \
                or any(i in with_face or i in gone for i in found) \
                or not all(_names(entries[i].source, melded.source) for i in found):
            continue
        face = dataclasses.replace(melded.source, back_face=None, melded_face=None)
        for i in found:
            front = entries[i]
            with_face[i] = ParsedCard(dataclasses.replace(front.source, melded_face=face),
                                      list(front.diagnostics) + list(melded.diagnostics),
                                      front.line, front.name)
        gone.add(m)
    return [with_face.get(i, e) for i, e in enumerate(entries) if i not in gone]


def meld_names(source: CardSource) -> tuple[str, str] | None:
    """A meld card's (meld partner, melded face) names, from its melded face's entry; None for
    any other card."""
    face = source.melded_face
    if face is None:
        return None
    partners = [n for n in meld_fronts(face) if n.casefold() != source.name.casefold()]
    return (partners[0], face.name) if len(partners) == 1 else None


def meld_fronts(source: CardSource | None) -> tuple[str, ...]:
    """The names a melded face's `other_face` gives for its two fronts ("A;B"), or ()."""
    if source is None or not source.other_face or ";" not in source.other_face:
        return ()
    return tuple(name.strip() for name in source.other_face.split(";"))


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


def is_door(source: CardSource) -> bool:
    """A Room's half (CR 709.5, current rules): an enchantment whose subtypes include Room. Both
    doors have a mana cost, so link_faces keeps them apart; the harness joins them into one Room
    card (runtime/mechanics/rooms.py)."""
    head, _, subtypes = source.type_line.partition("—")
    return "Enchantment" in head.split() and "Room" in subtypes.split()


def other_door(source: CardSource, find) -> CardSource | None:
    """The other door of a Room half: the card `find(name)` gives for its `other_face`, if that is
    a Room half naming it back (CR 709.5)."""
    if not source.other_face or not is_door(source):
        return None
    other = find(source.other_face)
    if other is None or not is_door(other) or (other.other_face or "").casefold() != source.name.casefold():
        return None
    return other
