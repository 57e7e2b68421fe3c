"""Where a card's text names the card itself (CR 201.5), and what the name means there.

The rule, in three parts:

1. The name is matched as printed, capital letters included: rules text spells a card's name
   the way the name is spelt ("Juggernaut", "Sacrifice"), so a lower-case rules word is never
   the name ("Draw a card." on a card named "Card", "a" on a card named "A").
2. A one-word name that is also a rules word of the grammar ("Sacrifice", "Regenerate", "Fear",
   "A") is the name only where its capital letter says so: not where a sentence, an ability
   (after ":" or a quote) or a line begins, where every word is capitalised. "As an
   additional cost to cast Sacrifice, sacrifice a creature." names the card once; "Regenerate
   target creature." never does.
3. A one-word name that is a subtype ("Juggernaut", "Desert", "Bear") is written capitalised
   either way, so its position decides: followed by a card type, another subtype or "token"
   ("a 2/2 green Bear creature token", "target Assembly-Worker creature") it is the subtype;
   anywhere else ("Juggernaut attacks each combat if able.") it is the name.

In a quoted ability the name keeps its own meaning, the object whose text it is: for an ability
granted to another object that is the granting object (CR 201.5a), while "this creature" means
the object that has the ability. The normaliser therefore writes the name inside quotes as
QUOTED_NAME and everything else as "~".
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from importlib import resources

from ..keywords.database import KeywordKind, Parameter, builtin

QUOTED_NAME = "\u00a4"      # "¤": the card's name inside a quoted ability (CR 201.5a)
# a meld card's line names its meld partner and their melded face (CR 701.42a); both names come
# from the data (compiler/source/faces.py), so the line is read with these marks in their place,
# as "~" stands for the card's own name. Private-use characters: no card text holds them
# (characters.py refuses them in input; U+E000 is the keyword definitions' HOLDER).
MELD_PARTNER = "\ue002"
MELDED_FACE = "\ue003"
# "Partner with Ley Weaver" (CR 702.124j): a keyword whose parameter is another card's name, the
# rest of its line. The name is set between these marks as the line is read, so the grammar's
# CARD_NAME terminal accepts only a name found there, never a word of other text.
CARD_NAME_OPEN, CARD_NAME_CLOSE = "\ue004", "\ue005"
TYPE_WORDS = ("creature", "artifact", "enchantment", "land", "planeswalker", "instant", "sorcery",
              "tribal", "kindred", "battle", "token", "tokens", "card", "cards", "spell", "spells",
              "permanent", "permanents")


def _grammar_text(name: str) -> str:
    return resources.files("cardtext.grammar").joinpath(name).read_text(encoding="utf-8")


@functools.cache
def rules_words() -> frozenset[str]:
    """Every word the grammar spells out as a literal ("sacrifice", "card", "a"), and the
    keywords that take nothing ("flying", "fear")."""
    words: set[str] = set()
    for entry in resources.files("cardtext.grammar").iterdir():
        if entry.name.endswith(".lark"):
            words.update(w.lower() for w in re.findall(r'"([A-Za-z][A-Za-z\']*)"', entry.read_text("utf-8")))
    words.update(e.name for e in builtin().entries if e.parameter is Parameter.NONE
                 and e.kind is KeywordKind.ABILITY and re.fullmatch(r"[a-z' ]+", e.name))
    return frozenset(words)


@functools.cache
def subtype_words() -> frozenset[str]:
    """Subtypes, singular and plural (grammar/subtypes.tsv)."""
    return frozenset(w.lower() for line in _grammar_text("subtypes.tsv").splitlines()
                     for w in line.split("\t") if w.strip())


def self_names(name: str, nickname: str | None) -> tuple[str, ...]:
    """The words by which a card names itself, longest first (CR 201.5)."""
    if not nickname and "," not in name:        # most cards: the name alone
        stripped = name.strip()
        return (stripped,) if stripped else ()
    names = [name] + ([nickname] if nickname else [])
    if "," in name:                   # a legendary name's short form (CR 201.5)
        names.append(name.split(",", 1)[0])
    return tuple(sorted({n.strip() for n in names if n.strip()}, key=len, reverse=True))


def self_pattern(names: tuple[str, ...]) -> "NameFinder":
    """The names as printed (part 1 of the rule: case-sensitive)."""
    return NameFinder(names)


@dataclass(frozen=True)
class Found:
    """A name found in a line: the parts of a regex match the normaliser reads."""

    text: str
    at: int
    until: int

    def start(self) -> int:
        return self.at

    def end(self) -> int:
        return self.until

    def group(self, index: int = 0) -> str:
        return self.text[self.at:self.until]


@dataclass(frozen=True)
class NameFinder:
    """Finds the names as whole words, left to right, as the regex
    `(?<!\\w)(?:name1|name2|...)(?!\\w)` would, without compiling a pattern for every card
    (that compile was most of the normaliser's time)."""

    names: tuple[str, ...]      # longest first: of two starting at one place the first is taken

    def finditer(self, text: str):
        ends: dict[int, int] = {}
        for name in self.names:
            i = text.find(name)
            while i >= 0:
                end = i + len(name)
                if i not in ends and (i == 0 or not _word_char(text[i - 1])) \
                        and (end == len(text) or not _word_char(text[end])):
                    ends[i] = end
                i = text.find(name, i + 1)
        last = 0
        for i in sorted(ends):
            if i >= last:
                yield Found(text, i, ends[i])
                last = ends[i]


def _word_char(ch: str) -> bool:
    """The regex class \\w for text (Unicode letters and digits, and "_")."""
    return ch.isalnum() or ch == "_"


_SENTENCE_START = re.compile(r'(?:^|[.:"\u2022\u2014]|\n)\s*$')
_NEXT_WORD = re.compile(r"\s+([\w'-]+)")


def names_the_card(text: str, start: int, end: int) -> bool:
    """Whether the name found at text[start:end] is the card's name (parts 2 and 3)."""
    word = text[start:end].lower()
    if " " in word:
        return True
    if word in subtype_words():
        following = _NEXT_WORD.match(text, end)
        nxt = following.group(1).lower() if following else ""
        return not (nxt in TYPE_WORDS or nxt in subtype_words())
    return not (word in rules_words() and _SENTENCE_START.search(text[:start]))


def inside_quotes(text: str) -> list[bool]:
    """For each character, whether it is inside a double-quoted ability."""
    parts = text.split('"')
    flags = [False] * len(parts[0])
    quoted = False
    for part in parts[1:]:              # a quote starts or ends a quoted ability, and is in it
        quoted = not quoted
        flags.append(quoted)
        flags.extend([quoted] * len(part))
    return flags


@functools.cache
def card_name_keyword_line() -> re.Pattern[str]:
    """A line that is a keyword taking a card name and that name ("Partner with Ley Weaver"):
    group 1 the keyword as printed, group 2 the name."""
    names = sorted((e.name for e in builtin().entries if e.parameter is Parameter.CARD_NAME), key=len, reverse=True)
    return re.compile(r"^((?i:" + "|".join(re.escape(n) for n in names) + r")) (\S[^\ue004\ue005]*?)\s*$")


@functools.cache
def card_name_keyword_initials() -> frozenset[str]:
    """The first letters, in lower case, of the keywords card_name_keyword_line reads: an ASCII
    line that starts with no other letter is no such line (an ASCII letter matches case-blind
    only its own two cases)."""
    return frozenset(e.name[:1].lower() for e in builtin().entries if e.parameter is Parameter.CARD_NAME)


def mark_card_name(m: re.Match[str]) -> str:
    return f"{m.group(1)} {CARD_NAME_OPEN}{m.group(2)}{CARD_NAME_CLOSE}"
