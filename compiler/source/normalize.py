"""Normalise one line of rules text before parsing, remembering where each character came from.

What changes (and why):
- reminder text in parentheses is set aside: it explains, it doesn't define (CR 207.2a);
- the card's name, its nickname and "this creature/Mount/land/..." become "~" (CR 201.5);
- old and new wording meet: "enters the battlefield" -> "enters", "enter the battlefield" -> "enter",
  "converted mana cost" -> "mana value";
- typography: Unicode minus/en dash -> "-", curly quotes -> straight;
- lower case, so keywords match at the start of a sentence too.
Every output character maps back to an input column for diagnostics.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass

SELF_NOUNS = ("creature", "mount", "land", "artifact", "enchantment", "permanent", "spell",
              "equipment", "aura", "vehicle", "card", "planeswalker")
TYPOGRAPHY = {"\u2212": "-", "\u2013": "-", "\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"',
              "\u00a0": " "}
WORDING = ((re.compile(r"\benters the battlefield\b"), "enters"),
           (re.compile(r"\benter the battlefield\b"), "enter"),       # "... enter tapped" (2023 wording)
           (re.compile(r"\bconverted mana cost\b"), "mana value"))


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
        self.origin = list(range(len(text)))

    def sub(self, pattern: re.Pattern[str], repl: str) -> None:
        out, origin, last = [], [], 0
        for m in pattern.finditer(self.text):
            out.append(self.text[last:m.start()])
            origin.extend(self.origin[last:m.start()])
            out.append(repl)
            origin.extend([self.origin[m.start()] if m.start() < len(self.origin) else 0] * len(repl))
            last = m.end()
        out.append(self.text[last:])
        origin.extend(self.origin[last:])
        self.text, self.origin = "".join(out), origin


def split_reminders(line: str) -> tuple[str, tuple[str, ...], int | None]:
    """Blank out top-level parenthesised reminder text; return the index of an unbalanced paren."""
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


@functools.cache
def _keyword_names() -> re.Pattern[str]:
    """The grammar's keywords that take nothing ("flying", "fear", "lifelink")."""
    from importlib import resources
    text = resources.files("cardtext.grammar").joinpath("keywords.lark").read_text(encoding="utf-8")
    found = re.search(r"^KEYWORD_NAME[.\d]*: /\((.*?)\)\(\?!", text, re.MULTILINE)
    return re.compile(f"(?:{found.group(1)})" if found else r"(?!)")


def self_names(name: str, nickname: str | None) -> tuple[str, ...]:
    """The words by which a card names itself, longest first (CR 201.5)."""
    names = [name] + ([nickname] if nickname else [])
    if _keyword_names().fullmatch(name.strip().lower()):
        # an Aura named after the keyword it grants ("Enchanted creature has fear."): the word
        # is the keyword; such a card never names itself by that word
        names = names[1:]
    if "," in name:                   # a legendary name's short form (CR 201.5)
        names.append(name.split(",", 1)[0])
    return tuple(sorted({n.strip() for n in names if n.strip()}, key=len, reverse=True))


def self_pattern(names: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(r"(?<![\w])(?:%s)(?![\w])" % "|".join(re.escape(n) for n in names), re.IGNORECASE)


# "this creature", "this Mount" ...: the same for every card, so compiled once
THIS_OBJECT = re.compile(r"(?<![\w])this (?:%s)(?![\w])" % "|".join(SELF_NOUNS), re.IGNORECASE)


def normalise(line: str, name: str, nickname: str | None = None) -> tuple[Normalised, int | None]:
    """Normalise one raw line; the second value is the index of an unbalanced parenthesis."""
    text, reminders, bad = split_reminders("".join(TYPOGRAPHY.get(c, c) for c in line))
    buf = _Buffer(text)
    names = self_names(name, nickname)
    lowered = text.lower()
    if any(n.lower() in lowered for n in names):     # compile the card's pattern only when needed
        buf.sub(self_pattern(names), "~")
    buf.sub(THIS_OBJECT, "~")
    buf.text = "".join(c.lower() if len(c.lower()) == 1 else c for c in buf.text)
    for pattern, repl in WORDING:
        buf.sub(pattern, repl)
    buf.sub(re.compile(r"\s+"), " ")
    buf.sub(re.compile(r"^ | $"), "")
    buf.sub(re.compile(r" (?=[.,:])"), "")
    return Normalised(buf.text, tuple(buf.origin), reminders), bad
