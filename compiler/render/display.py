"""Printed style: the canonical (lower-case, "~") text as Oracle prints it.

Oracle capitalises (CR 205.3, 208-209 style of the printed text): the first word of each
sentence, of each cost item before an activation colon ("{T}, Sacrifice ~: ..."), of a quoted
ability and after a dash; subtypes ("Goblin", "Elves"); the variable X; mana symbols. Everything
else stays as rendered. The card's name goes in last, so a name's letters are never taken for a
subtype ("Sly Fox" keeps "Fox", "Mox Diamond" keeps "Mox").
"""
from __future__ import annotations

import functools

import re

from ..source.self_names import QUOTED_NAME
from .words import printed_subtypes

SYMBOL = re.compile(r"\{[^}]*\}")
WORD = re.compile(r"(?<![\w'-])[a-z][a-z'-]*(?![\w'-])")
VARIABLE_X = re.compile(r"(?<![\w{])x(?![\w}'])")
# where a capital follows: a sentence or line start, a mode bullet, a dash, an opening quote
CAPITAL_AFTER = ".:•—"


# keywords Oracle prints in title case (CR 702.162: "More Than Meets the Eye"), at a line's start
TITLE_CASE_KEYWORDS = {"more than meets the eye": "More Than Meets the Eye"}
# the Ring and a Ring-bearer are proper nouns of the rules (CR 701.54)
THE_RING = re.compile(r"(?<=(?<![\w'-])the )ring(?![\w'-])|(?<![\w'-])ring(?=-bearers?(?![\w'-]))")
STATION_SYMBOL = re.compile(r"station \d+\+|level \d+(-\d+|\+)")   # and level symbols (CR 711.2)
_NUMERAL = "(?:x|ix|viii|vii|vi|v|iv|iii|ii|i)"
CHAPTER_SYMBOLS = re.compile(rf"^{_NUMERAL}(?:, {_NUMERAL})*(?= —)", re.I)    # Roman numerals (CR 714.2a)
# a chapter's name between the chapter symbols and the effect: "I, II — Heavenly Strike — ..."
CHAPTER_NAME = re.compile(rf"^({_NUMERAL}(?:, {_NUMERAL})* — )([a-z][^—]*?)(?= — )", re.I)


def display(text: str, name: str) -> str:
    """Canonical text -> printed style with the card's name for "~" and for QUOTED_NAME (the
    name inside a quoted ability); "~" inside a quoted ability is "this permanent", the object
    that has the ability (CR 201.5a)."""
    if STATION_SYMBOL.fullmatch(text):
        return text.upper()                      # a station or level symbol prints in capitals (CR 721.2a, 711.2)
    parts = text.split('"')
    out = '"'.join(p.replace("~", "this permanent") if i % 2 else p for i, p in enumerate(parts))
    out = SYMBOL.sub(lambda m: m.group(0).upper(), out)
    out = WORD.sub(_subtype, out)
    out = VARIABLE_X.sub("X", out)
    out = THE_RING.sub("Ring", out)
    out = _capitalise(out).replace('"Bands with other', '"bands with other')
    # Oracle quotes "bands with other" in lower case, as the rules spell the keyword (CR 702.22b):
    # 'have "bands with other legendary creatures."', 'loses all "bands with other" abilities'
    out = CHAPTER_SYMBOLS.sub(lambda m: m.group(0).upper(), out)
    out = CHAPTER_NAME.sub(_chapter_name, out)
    out = CARD_NAME.sub(_card_name, TOKEN_NAME.sub(_card_name, out))
    for keyword, printed in TITLE_CASE_KEYWORDS.items():
        if out.lower().startswith(keyword + " ") or out.lower() == keyword:
            out = printed + out[len(keyword):]
    return out.replace("~", name).replace(QUOTED_NAME, name)


@functools.cache
def _ability_words() -> frozenset[str]:
    from ..keywords.database import KeywordKind, builtin
    return frozenset(e.name for e in builtin().of_kind(KeywordKind.ABILITY_WORD))


# "a card named <name>" (grammar: NAMED_CARD): another card's name, read in lower case
# (a later word may be a subtype, capitalised already: "... of the Beast")
# another card's name after "named" (its first word may already carry a subtype's capital: "Scion
# of Darkness"); a name with one comma before ", reveal it" ("named Vraska, Regal Gorgon, reveal
# it"), as the grammar reads it (NAMED_CARD)
_NAME_WORD = r"(?i:[a-z][a-z'-]*)"
CARD_NAME = re.compile(rf"(named )({_NAME_WORD}(?: {_NAME_WORD})*, {_NAME_WORD}(?: {_NAME_WORD})*(?=, reveal )"
                       rf"|(?!(?:or|and) ){_NAME_WORD}(?: (?!(?:or|and) ){_NAME_WORD})*?(?=,| and put | and | or |\.))")
# "a ... token named Ashaya, the Awoken World." (grammar: TOKEN_GIVEN_NAME): the name a token is
# given (CR 111.4), up to the sentence's end, commas included
TOKEN_NAME = re.compile(r"(token named )([a-z][a-z'-]*(?:,? [a-z][a-z'-]*)*)(?=\.)")
_NAME_SMALL_WORDS = frozenset("a an and as at by for from in into of on or the to with".split())


def _card_name(m: re.Match[str]) -> str:
    """A card's name in the capitals names are printed with (CR 201.2): each word but the small
    words ("of", "the") after the first."""
    words = m.group(2).split(" ")
    return m.group(1) + " ".join(w.lower() if i and w.lower() in _NAME_SMALL_WORDS else w[:1].upper() + w[1:]
                                 for i, w in enumerate(words))


def _chapter_name(m: re.Match[str]) -> str:
    """A chapter's name is a flavor word (CR 207.2d), printed in title case ("Heavenly Strike");
    an ability word there ("Domain") keeps its own case."""
    name = m.group(2)
    if name.lower() in _ability_words():
        return m.group(0)
    return m.group(1) + " ".join(w[:1].upper() + w[1:] for w in name.split(" "))


def _subtype(m: re.Match[str]) -> str:
    word = m.group(0)
    table = printed_subtypes()
    if word.startswith("non-") and word[4:] in table:
        return "non-" + table[word[4:]]              # "non-Avatar"
    if word in table:
        return table[word]
    stem = word[:-2] if word.endswith("'s") else word.rstrip("'")     # "goblin's", "elves'"
    return table[stem] + word[len(stem):] if stem in table else word


def _capitalise(text: str) -> str:
    chars = list(text)
    cost_commas = set(_cost_commas(text))
    capital, quotes = True, 0
    for i, ch in enumerate(chars):
        if ch == '"':                 # an opening quote starts an ability, a closing one doesn't
            quotes += 1
            capital = quotes % 2 == 1
        elif capital and ch.isalpha():
            chars[i] = ch.upper()
            capital = False
        elif ch in CAPITAL_AFTER or i in cost_commas:
            capital = True
        elif ch.isalnum() or ch in "{+-~" + QUOTED_NAME:
            capital = False
    return "".join(chars)


def _cost_commas(text: str) -> list[int]:
    """The commas between cost items: those before an activation colon of the line or of a quoted
    ability ("{2}, sacrifice ~: ..."), where no sentence has ended yet."""
    out = []
    starts = [0] + [m.end() for m in re.finditer(r'"', text)]
    for start in starts:
        head = text[start:]
        colon = _activation_colon(head)
        if colon is None:
            colon = _keyword_cost_end(head)
        if colon is None:
            continue
        # "pay half your life, rounded up" is one cost item: its comma starts no other
        out += [start + i for i, ch in enumerate(head[:colon]) if ch == "," and
                not head.startswith(", rounded ", i)]
    return out


# a keyword whose cost follows a dash with no space: "flashback—{1}{g}, pay 3 life." (CR 702.34a)
KEYWORD_DASH = re.compile(r"[a-z][a-z -]*—(?! )")


def _keyword_cost_end(segment: str) -> int | None:
    """Index of the period ending a keyword's dash cost at the start of `segment`, if it starts
    with one: Oracle capitalises each of its cost items ("Buyback—Pay 3 life, Discard a card")."""
    m = KEYWORD_DASH.match(segment)
    end = segment.find(".", m.end()) if m else -1
    return end if end >= 0 else None


def _activation_colon(segment: str) -> int | None:
    """Index of the colon ending a cost at the start of `segment`, if the segment starts with one."""
    for i, ch in enumerate(segment):
        if ch in '."':
            return None
        if ch == ":" and segment[i + 1:i + 2] == " ":
            return i
    return None
