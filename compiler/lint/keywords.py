"""Lint rules on keywords, ability words and reminder text, read from the keyword database
(CL3xx)."""
from __future__ import annotations

import re

from ...runtime.kept_by_id import kept_by_id
from ..keywords.database import KeywordKind, Parameter, builtin
from ..keywords.templates import SLOT, fill
from .card import Hit
from .findings import Level
from .registry import rule

# keywords the rules allow without their number: vanishing (CR 702.63b), fading is not
NUMBER_OPTIONAL = frozenset({"vanishing"})
WORD_NUMBERS = {w: n for n, w in enumerate(("zero", "one", "two", "three", "four", "five", "six",
                                            "seven", "eight", "nine", "ten"))}


def _db(card):
    return card.keywords or builtin()


def _keyword_items(card):
    """(line, start, end, entry, rest) for each keyword of a keyword line: the items of a line
    like "Flying, saddle 2 (reminder)" that start with a database keyword."""
    db = _db(card)
    for where in card.lines:
        body = trailing_reminder(where.text)[0]
        if ":" in body:                       # an activated ability, not a keyword line
            continue
        pos = 0
        for item in body.split(","):
            start = pos + len(item) - len(item.lstrip())
            pos += len(item) + 1
            text = item.strip().rstrip(".")
            entry = _entry_at(db, text)
            if entry is None:
                break                          # not a keyword line
            yield where, start, start + len(text), entry, text[len(entry.name):].strip()


def keyword_line(card, body: str) -> bool:
    """Whether every comma-separated item of `body` starts with a keyword ability."""
    db = _db(card)
    return all(_entry_at(db, item.strip().rstrip(".")) is not None for item in body.split(","))


@kept_by_id(64)
def _longest_name(db) -> int:
    """The length of the longest keyword name of the database DB (frozen: kept_by_id)."""
    return max(map(len, db.by_name), default=0)


def _entry_at(db, text: str):
    """The keyword ability whose name `text` starts with, the longest one (a name ends at the
    text's end, a space or an em dash)."""
    lower = text.lower()
    longest = _longest_name(db)          # no name ends further: linear time on a long item
    ends = [len(lower)] * (len(lower) <= longest) + [m.start() for m in re.finditer(r"[ \u2014]", lower[:longest + 1])]
    for end in sorted(set(ends), reverse=True):
        entry = db.get(lower[:end])
        if entry is not None and entry.kind is KeywordKind.ABILITY:
            return entry
    return None


@rule("CL301", "keyword-parameter", Level.ERROR, "a keyword without the parameter it takes",
      "Some keywords take a number or a cost ('Saddle 2', 'Kicker {1}{G}', CR 702.1); without it "
      "the ability means nothing.", "Saddle", "Saddle 2")
def keyword_parameter(card):
    for where, start, end, entry, rest in _keyword_items(card):
        if entry.name in NUMBER_OPTIONAL:
            continue
        if entry.parameter not in (Parameter.NONE, Parameter.QUALITY, Parameter.FILTER) and not rest:
            yield Hit(where, start, end, f"'{entry.name}' takes a {entry.parameter.value}")


@rule("CL302", "reminder-text", Level.WARNING, "reminder text that disagrees with its keyword",
      "Reminder text restates the keyword with its parameter (CR 207.2a); a different number or "
      "outdated words mislead the reader.", "Saddle 3 (Tap any number of other creatures you "
      "control with total power 2 or more: ...)", "Saddle 3 (... total power 3 or more: ...)", fixable=True)
def reminder_text(card):
    items_of: dict[int, list] = {}
    for where, _, _, entry, rest in _keyword_items(card):
        items_of.setdefault(id(where), []).append((entry, rest))
    for where in card.lines:
        _, reminder = trailing_reminder(where.text)
        if reminder is None:
            continue
        items = items_of.get(id(where), [])
        if len(items) != 1:
            continue
        entry, rest = items[0]
        if not entry.reminder or (entry.parameter is not Parameter.NONE and not SLOT.search(entry.reminder)):
            continue                  # no template, or one that does not follow the parameter
        number = _number(rest)
        if entry.parameter in (Parameter.NUMBER, Parameter.NUMBER_AND_COST) and number is None:
            continue
        cost = rest.split("\u2014")[-1].strip() if "cost" in entry.parameter.value else None
        expected = fill(entry.reminder, number, cost)
        text = where.text[reminder]
        if _numbers(expected) != _numbers(text) and _comparable(entry.reminder, text):
            yield Hit(where, reminder.start, reminder.stop, "the reminder text does not match the keyword: "
                      f"expected '{expected}'", expected)


def trailing_reminder(text: str) -> tuple[str, slice | None]:
    """(the line before its final "(...)", where that reminder's text is), or (the line, None).
    With str methods, not a regular expression: linear on any line (a regex with two spacing
    runs around the parentheses backtracks quadratically on a long run of spaces)."""
    end = len(text.rstrip())
    if not text[:end].endswith(")"):
        return text, None
    start = text.rfind("(", 0, end - 1)
    if start < 0 or ")" in text[start + 1:end - 1]:
        return text, None
    return text[:start].rstrip(), slice(start + 1, end - 1)


def _number(rest: str):
    word = rest.split("\u2014")[0].strip().lower()
    if word.isdecimal():
        return int(word)
    return WORD_NUMBERS.get(word)


def _numbers(text: str) -> list[str]:
    """The numbers and symbols a reminder states (digits, number words, {…}): what follows the
    parameter. Other words may differ by card type (a gift on a permanent says "when it
    enters") and are not this rule's business."""
    words = "|".join(WORD_NUMBERS)
    return [t.lower() for t in re.findall(rf"\{{[^{{}}]*\}}|\d+|\b(?:{words}|a|an)\b(?= \S+ counters?| \S+ tokens?| cards?)", text, re.IGNORECASE)]


def _norm(text: str) -> str:
    text = re.sub(r"\b(this|that) (creature|permanent|mount|vehicle|artifact|card|spell)\b", "~", text.lower())
    return re.sub(r"\s+", " ", text).strip(" .")


def _comparable(template: str, printed: str) -> bool:
    """Compare only reminders of the same shape (their first three words agree): a card may
    print a shortened reminder on purpose."""
    a, b = _norm(re.sub(r"\{[^{}]*\}", "", template)).split()[:3], _norm(printed).split()[:3]
    return a == b


@rule("CL303", "keyword-card-type", Level.WARNING, "a keyword on a kind of card it never appears on",
      "Each keyword works on some card types only (e.g. equip on Equipment, CR 702.6; crew on "
      "Vehicles, CR 702.122); the database lists them.", "Instant with 'Vigilance'", "Creature with 'Vigilance'")
def keyword_card_type(card):
    types = card.types
    if not types:
        return
    for where, start, end, entry, _ in _keyword_items(card):
        if entry.types and not types & set(entry.types):
            yield Hit(where, start, end, f"'{entry.name}' appears on {', '.join(entry.types)} cards "
                      f"({entry.cr}), not on this {' '.join(sorted(types))}")


@rule("CL304", "ability-word-dash", Level.WARNING, "an ability word without its em dash",
      "An ability word is followed by an em dash (CR 207.2c).", "Landfall: Whenever a land you control enters, ...",
      "Landfall \u2014 Whenever a land you control enters, ...", fixable=True)
def ability_word_dash(card):
    patterns, any_word = _ability_word_patterns(_db(card))
    for where in card.lines:
        if not any_word.match(where.text):
            continue
        for pattern in patterns:
            m = pattern.match(where.text)
            if m:
                yield Hit(where, m.end(1), m.end(2), f"write '{m.group(1)} \u2014 '", " \u2014 ")


@kept_by_id(64)
def _ability_word_patterns(db) -> tuple[tuple[re.Pattern, ...], re.Pattern]:
    """For the database DB (frozen: kept_by_id): each ability word's pattern (the word at the
    line's start, then a colon, hyphen or en dash before a capital letter), in the database's
    order, and one pattern of all of them. The latter matches a line exactly when one of the
    former does (an alternation tries each word before it fails), so a line passes one test
    before the words are tried one by one: a re.match per line and word (1.5 million over the
    corpus's 25,000 lines and 57 words), each writing its pattern out and finding it in the
    regular expression module's cache, was a fifth of `cardtext lint`'s CPU time."""
    words = [re.escape(e.name) for e in db.of_kind(KeywordKind.ABILITY_WORD)]
    after = r"(\s*(?::|-|\u2013)\s*)(?=[A-Z])"
    patterns = tuple(re.compile(rf"({word}){after}", re.IGNORECASE) for word in words)
    return patterns, re.compile(rf"(?:{'|'.join(words) or '(?!)'}){after}", re.IGNORECASE)


@rule("CL305", "keyword-line-periods", Level.WARNING, "keywords on one line separated by periods",
      "Keywords on one line are separated by commas, without a final period, and only the first "
      "is capitalised: 'Flying, vigilance'.", "Flying. Vigilance.", "Flying, vigilance", fixable=True)
def keyword_line_periods(card):
    db = _db(card)
    for where in card.lines:
        items = [i.strip() for i in where.text.split(".") if i.strip()]
        if len(items) > 1 and all(_entry_at(db, i) is not None and _entry_at(db, i).parameter is Parameter.NONE
                                  for i in items):
            fixed = ", ".join([items[0]] + [i[0].lower() + i[1:] for i in items[1:]])
            yield Hit(where, 0, len(where.text), f"write '{fixed}'", fixed)
