"""Normalise one line of rules text before parsing, remembering where each character came from.

What changes (and why):
- reminder text in parentheses is set aside: it explains, it doesn't define (CR 207.2a);
- the card's name, its nickname and "this creature/Mount/land/..." become "~" (CR 201.5), except
  the name inside a quoted ability, which becomes QUOTED_NAME: there it means the object whose
  text it is, which for a granted ability is not the object that has it (CR 201.5a); where a
  name is a name and where it is a rules word: self_names.py;
- old and new wording meet: "enters the battlefield" -> "enters", "enter the battlefield" -> "enter",
  "converted mana cost" -> "mana value"; "him" (a planeswalker's own text) -> "it", and
  "her"/"his owner's" where it is the card's own object ("exile her", "her owner's control");
- typography: Unicode minus/en dash -> "-", curly quotes -> straight; NFC, and zero-width
  characters and soft hyphens dropped (characters.py);
- lower case, so keywords match at the start of a sentence too;
- on a card with cleave, words in square brackets: the printed text keeps the words (the
  brackets dropped), the cleaved text has none of them (CR 702.148a: "remove all text found
  within square brackets").
Every output character maps back to an input column for diagnostics.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Callable

from .characters import COMBINING_RUN, IGNORABLE
from .self_names import (CARD_NAME_CLOSE, CARD_NAME_OPEN, MELD_PARTNER, MELDED_FACE, QUOTED_NAME,
                         card_name_keyword_initials, card_name_keyword_line,
                         inside_quotes, mark_card_name, names_the_card, self_names,
                         self_pattern)

SELF_NOUNS = ("creature", "mount", "land", "artifact", "enchantment", "permanent", "spell",
              "equipment", "fortification", "aura", "vehicle", "card", "planeswalker", "spacecraft", "planet",
              "case", "class", "room", "saga", "battle", "siege", "token", "emblem")
TYPOGRAPHY = str.maketrans({"\u2212": "-", "\u2013": "-", "\u2018": "'", "\u2019": "'", "\u201c": '"',
                            "\u201d": '"', "\u00a0": " "})
WORDING = ((re.compile(r"\benters the battlefield\b"), "enters"),
           (re.compile(r"\benter the battlefield\b"), "enter"),       # "... enter tapped" (2023 wording)
           (re.compile(r"\bconverted mana cost\b"), "mana value"),
           # "put five +1/+1 counters on each creature you control and five loyalty counters on each
           # other planeswalker you control": the verb the second part leaves out is written
           (re.compile(r"\b(put (?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|x) [^\s.]+ "
                       r"counters? on [^.,]*?) and (a|an|one|two|three|four|five|six|seven|eight|nine|ten|x) "
                       r"(?=[^\s.]+ counters? on )"), lambda m: f"{m.group(1)} and put {m.group(2)} "),
           # a quoted ability inside a quoted ability that ends the line ('... have "{T}: Add {B}."'
           # printed with single inner quotes: '... have \u2018{T}: Add {B}.\'"'): the period is
           # put after the inner quote, so the outer quote ends '."' as any quoted ability does;
           # the inner one is read back in replacements.sp_grant (CR 113.1a, 114.2)
           (re.compile(r"(?<=[\w}])\.'\"$"), "'.\""),
           # a planeswalker's own text names it "him" or "her" ("Prevent all damage that would be
           # dealt to him this turn"): the object, as "it" ("him or her" is a player: players.lark)
           (re.compile(r"(?<![\w'-])him(?! or her)(?![\w'-])"), "it"),
           # and as the object exiled and returned, "exile her, then return her to the battlefield
           # transformed under her owner's control" (a transforming planeswalker's front face)
           (re.compile(r"(?<![\w'-])(exile|return) her(?![\w'-])"), lambda m: f"{m.group(1)} it"),
           (re.compile(r"(?<![\w'-])(?<!or )(?:his|her) owner's(?![\w'-])"), "its owner's"))

# a text each WORDING pattern's match holds (lower case): a line without it is left alone unread
WORDING_NEEDS = {pattern: needs for (pattern, _), needs in zip(
    WORDING, ("the battlefield", "the battlefield", "converted", "counter", ".'\"", "him", " her", "owner's"),
    strict=True)}

_WORDING_NEEDED = tuple((WORDING_NEEDS[pattern], pattern, repl) for pattern, repl in WORDING)


@dataclass(frozen=True)
class Normalised:
    text: str
    origin: tuple[int, ...]         # origin[i] = index in the raw line of text[i]
    reminders: tuple[str, ...]

    def column(self, index: int) -> int:
        """1-based column in the raw line for an index into `text` (end of text allowed)."""
        if not self.origin:
            return 1
        return self.origin[min(index, len(self.origin) - 1)] + 1


class _Buffer:
    """Text plus origin indices, rewritten by regex substitutions."""

    def __init__(self, text: str):
        self.text = text
        # each character its own column until a substitution changes the text: a range, which
        # slices, indexes and becomes a tuple as the list of those columns would
        self.origin: range | list[int] = range(len(text))

    def sub(self, pattern: re.Pattern[str], repl: str | Callable[[re.Match[str]], str]) -> None:
        """Replace every match; a callable `repl` decides per match (its text: no change)."""
        if isinstance(pattern, re.Pattern):
            first = pattern.search(self.text)
            if first is None:           # most lines: no match, nothing to build
                return
            # from the first match on: the same matches (lookbehinds still see the text before it)
            matches = pattern.finditer(self.text, first.start())
        else:                           # self_names.NameFinder
            matches = pattern.finditer(self.text)
        out, origin, last = [], [], 0
        for m in matches:
            if callable(repl):
                new = repl(m)
                if new == m.group(0):
                    continue
            else:
                new = repl
            out.append(self.text[last:m.start()])
            origin.extend(self.origin[last:m.start()])
            out.append(new)
            origin.extend([self.origin[m.start()] if m.start() < len(self.origin) else 0] * len(new))
            last = m.end()
        if not out:                     # nothing replaced: text and origin stay as they are
            return
        out.append(self.text[last:])
        origin.extend(self.origin[last:])
        self.text, self.origin = "".join(out), origin


def split_reminders(line: str) -> tuple[str, tuple[str, ...], int | None]:
    """Blank out top-level parenthesised reminder text; return the index of an unbalanced paren."""
    if "(" not in line and ")" not in line:
        return line, (), None
    chars, reminders, depth, start = list(line), [], 0, 0
    for i, ch in enumerate(line):
        if ch == "(":
            if depth == 0:
                start = i
            depth += 1
        elif ch == ")":
            if depth == 0:
                return line, (), i
            depth -= 1
            if depth == 0:
                reminders.append(line[start + 1:i])
                chars[start:i + 1] = " " * (i + 1 - start)
    if depth:
        return line, (), start
    return "".join(chars), tuple(reminders), None


# cleave (CR 702.148a): the brackets alone, or the bracketed words with them and a space before
BRACKETS = re.compile(r"[\[\]]")
BRACKETED_WORDS = re.compile(r" ?\[[^\]]*\]")


# "this creature", "this Mount" ...: the same for every card, so compiled once
THIS_OBJECT = re.compile(r"(?<![\w])this (?:%s)(?![\w])" % "|".join(SELF_NOUNS), re.IGNORECASE)


# a run of white space becomes one space; a single space is left alone (replacing it by itself
# changes nothing, and most of a line's matches would be those). Printable ASCII holds no white
# space but the space, so such a line without two spaces in a row is left unread; and an ASCII
# line whose lower case has no "this " holds no THIS_OBJECT (case-blind, it matches ASCII
# letters only as themselves in either case)
SPACES = re.compile(r"\s{2,}|[^\S ]")
EDGE_SPACE = re.compile(r"^ | $")
SPACE_BEFORE_STOP = re.compile(r" (?=[.,:])")


def _lower(text: str) -> str:
    """Lower case, one character for one (a character whose lower case is longer, as "İ", is
    kept), so the origin map stays aligned. Python's str.lower maps each character alone but
    for a capital sigma (final or not by its place); with no sigma and no character grown, the
    whole string's lower case is the one made character by character."""
    low = text.lower()
    if len(low) == len(text) and (text.isascii() or "\u03a3" not in text):
        return low
    return "".join(c.lower() if len(c.lower()) == 1 else c for c in text)


def _lower_but_card_names(text: str) -> str:
    """Lower case, but a keyword's card name as printed ("partner with Ley Weaver"): the name is
    the card's, spelled as the card spells it (CR 201.2)."""
    return re.sub(f"[^{CARD_NAME_OPEN}]+|{CARD_NAME_OPEN}[^{CARD_NAME_CLOSE}]*{CARD_NAME_CLOSE}",
                  lambda m: m.group(0) if m.group(0)[0] == CARD_NAME_OPEN else _lower(m.group(0)), text)


def _names_in(names: tuple[str, ...], text: str) -> bool:
    """Whether one of the card's names is written in `text` (most cards have one name)."""
    if len(names) == 1:
        return names[0] in text
    return any(n in text for n in names)


def _lowered_but_self_object(buf: _Buffer) -> str:
    """"this creature" and the like made "~" in `buf` (THIS_OBJECT), and its text then in lower
    case (but a keyword's card name, _lower_but_card_names). An ASCII text whose lower case has
    no "this " holds no THIS_OBJECT (case-blind, it matches ASCII letters only as themselves in
    either case): the lower case that said so is the text's (_lower makes str.lower's for a
    text of no sigma nor character that grows, as an ASCII text is; nor has it CARD_NAME_OPEN)."""
    text = buf.text
    if text.isascii():
        low = text.lower()
        if "this " not in low:
            return low
    buf.sub(THIS_OBJECT, "~")
    text = buf.text
    return _lower(text) if CARD_NAME_OPEN not in text else _lower_but_card_names(text)


def normalise(line: str, name: str, nickname: str | None = None,
              brackets: str = "", meld: tuple[str, str] | None = None) -> tuple[Normalised, int | None]:
    """Normalise one raw line; the second value is the index of an unbalanced parenthesis.
    `brackets` on a card with cleave: "printed" keeps the bracketed words, "cleaved" removes
    them (CR 702.148a); "" leaves brackets as they are (no rule reads them). `meld`: a meld
    card's (partner, melded face) names, read as MELD_PARTNER and MELDED_FACE (self_names.py)."""
    # TYPOGRAPHY maps non-ASCII characters only: an ASCII line is its own translation
    text, reminders, bad = split_reminders(line if line.isascii() else line.translate(TYPOGRAPHY))
    buf = _Buffer(text)
    if brackets:
        buf.sub(BRACKETED_WORDS if brackets == "cleaved" else BRACKETS, "")
        text = buf.text
    if not text.isascii():
        buf.sub(IGNORABLE, "")
        buf.sub(COMBINING_RUN, lambda m: unicodedata.normalize("NFC", m.group(0)))
        text = buf.text
    for printed, mark in zip(meld or (), (MELD_PARTNER, MELDED_FACE)):
        buf.sub(re.compile(re.escape(printed)), mark)
        text = buf.text
    if " " in text and (not text[:1].isascii() or text[:1].lower() in card_name_keyword_initials()):
        buf.sub(card_name_keyword_line(), mark_card_name)
        text = buf.text
    names = self_names(name, nickname)
    if _names_in(names, text):     # compile the card's pattern only when needed
        quoted = inside_quotes(text)

        def named(m: re.Match[str]) -> str:
            if not names_the_card(text, m.start(), m.end()):
                return m.group(0)
            return QUOTED_NAME if quoted[m.start()] else "~"
        buf.sub(self_pattern(names), named)
    buf.text = _lowered_but_self_object(buf)
    for needs, pattern, repl in _WORDING_NEEDED:
        if needs in buf.text:
            buf.sub(pattern, repl)
    if not (buf.text.isascii() and buf.text.isprintable()) or "  " in buf.text:
        buf.sub(SPACES, " ")
    if buf.text[:1] == " " or buf.text[-1:] == " ":
        buf.sub(EDGE_SPACE, "")
    if " ." in buf.text or " ," in buf.text or " :" in buf.text:
        buf.sub(SPACE_BEFORE_STOP, "")
    return Normalised(buf.text, tuple(buf.origin), reminders), bad
