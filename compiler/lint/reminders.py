"""Lint rules on the shape of reminder text and Auras' enchant lines (CL306, CL307)."""
from __future__ import annotations

import re

from .card import Hit
from .findings import Level
from .registry import rule

REMINDER = re.compile(r"\(([^()]*)\)")
# how a reminder may end: a sentence, or a quoted ability closing it
SENTENCE_END = re.compile(r"""[.!?]["\u201d]?\s*$|[.!?]\)["\u201d]\s*$""")


@rule("CL306", "reminder-punctuation", Level.WARNING, "reminder text without its period, or printed twice",
      "Reminder text is one or more full sentences in parentheses (CR 207.2a); a missing period "
      "or the same reminder twice is a typo.", "Flying (This creature can't be blocked except by "
      "creatures with flying or reach)", "Flying (This creature can't be blocked except by creatures "
      "with flying or reach.)", fixable=True)
def reminder_punctuation(card):
    for where in card.lines:
        seen = set()
        for m in REMINDER.finditer(where.text):
            body = m.group(1)
            if body.strip() in seen:
                start = m.start() - (1 if m.start() and where.text[m.start() - 1] == " " else 0)
                yield Hit(where, start, m.end(), "the same reminder text twice", "")
                continue
            seen.add(body.strip())
            if _is_reminder(body) and not SENTENCE_END.search(body):
                end = m.start(1) + len(body.rstrip())
                yield Hit(where, end, end, "end the reminder text with a period", ".")


def _is_reminder(body: str) -> bool:
    """A parenthesised sentence: it starts with a capital and has several words (not a "(2)"
    or a parenthesised choice inside rules text)."""
    return bool(re.match(r"[A-Z\u201c\"]", body)) and len(body.split()) >= 4


@rule("CL307", "aura-without-enchant", Level.ERROR, "an Aura without an enchant line",
      "An Aura spell targets what it will enchant, and its enchant keyword says what that is "
      "(CR 303.4a, 702.5a); without one it can't be cast.", "Type: Enchantment \u2014 Aura (no "
      "'Enchant creature' line)", "Enchant creature")
def aura_without_enchant(card):
    field = card.header.get("type")
    if field is None or "aura" not in {s.lower() for s in card.subtypes}:
        return
    if any(re.match(r"enchant\b", where.text, re.IGNORECASE) for where in card.lines):
        return
    at = field.value.lower().find("aura")
    yield Hit(field, at, at + 4, "an Aura needs an 'Enchant ...' line (CR 303.4a)")
