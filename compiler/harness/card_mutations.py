"""Mutated corpus cards: what a hostile or careless user might feed the compiler.

Each mutation starts from a real card (a corpus JSON object) and damages it the way text gets
damaged: words deleted, duplicated or swapped, random Unicode (letters of other scripts,
combining marks, invisible characters, surrogates, control characters), long runs of one
character, numbers far too large, quoted abilities nested inside each other. Used by
bench/fuzz.py (100,000 of them) and by the property tests (tests/hardening/test_properties.py).
The same random.Random state gives the same mutations: a finding names the seed that made it.
"""
from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

# The fields a card's JSON object holds that the compiler reads.
FIELDS = ("oracle_text", "oracle_text", "oracle_text", "name", "mana_cost", "type_line", "power",
          "toughness", "loyalty")

# Characters that have broken text handling somewhere: other scripts, combining marks,
# zero-width and bidirectional marks, a soft hyphen, superscripts, a lone surrogate, NUL and
# other controls, the replacement character, emoji, and the symbols rules text is made of.
AWKWARD = ("é", "ß", "Ж", "中", "ﾀ", "\u0301", "\u200b", "\u200d", "\u2060", "\ufeff", "\u00ad",
           "\u202e", "²", "³", "½", "\ud800", "\udfff", "\x00", "\x07", "\x1b", "\ufffd", "🂡",
           "—", "−", "•", "\t", "\n", "\r", "{", "}", "(", ")", "\"", ":", ",", ".", "/", "+", "-",
           "∞", "Ⅻ", "٣", "𝟙")

# Long runs of one thing (backtracking regular expressions once choked on these).
RUN_UNITS = (" ", "\t", "-", "{", "}", "(", ")", "\"", "a", ", ", ".", ":", "9", "/", "{G}",
             "+1/+1 ", "target ", "~", "\u200b")

NUMBERS = ("0", "-1", "1000000", "1000001", "99999999999999999999", "1" * 5000, "X", "½", "∞",
           "²", "007", "1e9", "-0")


def mutate(card: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """CARD with one to three mutations, each to a field chosen at random."""
    out = dict(card)
    for _ in range(rng.randint(1, 3)):
        field = rng.choice(FIELDS)
        value = out.get(field)
        text = value if isinstance(value, str) else ""
        out[field] = rng.choice(MUTATIONS)(text, rng)
    if rng.random() < 0.02:             # now and then a field of the wrong JSON type
        out[rng.choice(FIELDS)] = rng.choice((5, None, [], {"a": 1}, True, 1.5))
    return out


def mutated_line(card: dict[str, Any], rng: random.Random) -> str:
    """A mutated card as one JSON line; one in fifty is damaged after it was written (a cut or
    a character of the JSON syntax changed), as a truncated or hand-edited file would be."""
    line = json.dumps(mutate(card, rng), ensure_ascii=rng.random() < 0.5)
    if rng.random() < 0.02:
        at = rng.randrange(len(line) + 1)
        line = line[:at] + rng.choice(("", "\"", "}", "\\", "\\u12", ",")) + line[at + rng.randint(0, 3):]
    return line


def _words(text: str) -> list[str]:
    return text.split(" ") if text else [""]


def delete(text: str, rng: random.Random) -> str:
    """Words, or a span of characters, gone."""
    if rng.random() < 0.5:
        words = _words(text)
        i = rng.randrange(len(words))
        return " ".join(words[:i] + words[i + rng.randint(1, 3):])
    i = rng.randrange(len(text) + 1)
    return text[:i] + text[i + rng.randint(1, 12):]


def duplicate(text: str, rng: random.Random) -> str:
    """A word, a line or the whole text written again, up to many times."""
    choice = rng.random()
    if choice < 0.4:
        words = _words(text)
        i = rng.randrange(len(words))
        return " ".join(words[:i] + [words[i]] * rng.randint(2, 6) + words[i:])
    if choice < 0.8:
        lines = text.split("\n")
        i = rng.randrange(len(lines))
        return "\n".join(lines[:i] + [lines[i]] * rng.randint(2, 5) + lines[i:])
    return "\n".join([text] * rng.randint(2, 40))


def swap(text: str, rng: random.Random) -> str:
    """Two words, or two lines, trade places; or the words of a line are shuffled."""
    parts, sep = (text.split("\n"), "\n") if "\n" in text and rng.random() < 0.3 else (_words(text), " ")
    if rng.random() < 0.2:
        rng.shuffle(parts)
    elif len(parts) > 1:
        i, j = rng.randrange(len(parts)), rng.randrange(len(parts))
        parts[i], parts[j] = parts[j], parts[i]
    return sep.join(parts)


def unicode(text: str, rng: random.Random) -> str:
    """Awkward characters inserted or put in place of others, or any code point at all."""
    out = text
    for _ in range(rng.randint(1, 5)):
        i = rng.randrange(len(out) + 1)
        char = rng.choice(AWKWARD) if rng.random() < 0.7 else chr(rng.randrange(0x110000))
        out = out[:i] + char + out[i + (1 if rng.random() < 0.5 else 0):]
    return out


def long_run(text: str, rng: random.Random) -> str:
    """A long run of one thing, somewhere in the text (up to 200,000 characters)."""
    unit = rng.choice(RUN_UNITS)
    run = unit * rng.choice((50, 500, 5000, 50_000 // len(unit), 200_000 // len(unit)))
    i = rng.randrange(len(text) + 1)
    return text[:i] + run + text[i:]


def number(text: str, rng: random.Random) -> str:
    """A number in the text replaced by an absurd one (or one put in)."""
    digits = [i for i, c in enumerate(text) if c.isdigit()]
    new = rng.choice(NUMBERS)
    if digits:
        i = rng.choice(digits)
        j = i
        while j < len(text) and text[j].isdigit():
            j += 1
        return text[:i] + new + text[j:]
    i = rng.randrange(len(text) + 1)
    return text[:i] + rng.choice(("{", "", "Draw ", "+")) + new + rng.choice(("}", "", " cards.", "/+1")) + text[i:]


def nest(text: str, rng: random.Random) -> str:
    """The text quoted inside itself as a granted ability, again and again (or parentheses)."""
    out = text or "Flying"
    depth = rng.choice((2, 5, 20, 200))
    if rng.random() < 0.5:
        for _ in range(depth):
            out = f'Creatures you control have "{out}"'
    else:
        out = "(" * depth + out + ")" * rng.choice((depth, 0, depth // 2))
    return out


MUTATIONS: tuple[Callable[[str, random.Random], str], ...] = (
    delete, duplicate, swap, unicode, long_run, number, nest)
