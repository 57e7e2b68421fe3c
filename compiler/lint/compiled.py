"""Lint rules found by compiling the card (CL4xx): a defect is told from a gap in cardtext.

Text the grammar does not know is a defect only with evidence: a word within a small edit
distance of a keyword or a word of the rules vocabulary ("Flyng": did you mean 'flying'?, CL401,
with a fix). Without evidence it is CL400, info, "not supported by cardtext yet": a real card
cardtext cannot compile is not an error of the card."""
from __future__ import annotations

import re
from functools import cache

from ..keywords.database import builtin
from ..source.self_names import rules_words
from .abilities import add_phrase_at
from .card import Hit
from .findings import Level
from .registry import rule

TYPE_ERRORS = ("CT302", "CT303", "CT304")


def _diagnostics(card, codes):
    """(line, index, diagnostic) for each compile diagnostic of `codes` on a rules line."""
    for d in card.compiled.diagnostics:
        if d.code not in codes:
            continue
        for where in card.lines:
            if where.line == d.line and where.column <= d.column <= where.column + len(where.text):
                yield where, d.column - where.column, d
                break


@cache
def vocabulary() -> tuple[str, ...]:
    words = set(rules_words()) | {e.name for e in builtin().entries}
    return tuple(sorted(w for w in words if len(w) >= 4))


@cache
def oracle_words() -> frozenset[str]:
    """Every word real Oracle text uses (grammar/oracle_words.txt, bench/gen_oracle_words.py)."""
    from importlib import resources
    text = resources.files("cardtext.grammar").joinpath("oracle_words.txt").read_text(encoding="utf-8")
    return frozenset(text.split())


def suggestion(word: str, db=None) -> str | None:
    """The known word closest to `word`, if it is within a small edit distance and `word` is
    no word of Oracle text (a real word cardtext does not support yet is not a typo)."""
    if word.lower().strip("'-") in oracle_words():
        return None
    from rapidfuzz import process
    from rapidfuzz.distance import OSA
    choices = vocabulary() + tuple(e.name for e in (db.entries if db else ()))
    # one edit (a transposition counts as one): typos, not other words ("venture" is 2 from "endure")
    best = process.extractOne(word.lower(), choices, scorer=OSA.distance,
                              score_cutoff=1 if len(word) < 9 else 2)
    return best[0] if best and best[0] != word.lower() else None


def _word_at(text: str, index: int) -> tuple[int, int, str]:
    m = re.match(r"[A-Za-z'-]+", text[index:])
    return (index, index + len(m.group(0)), m.group(0)) if m else (index, index, "")


@rule("CL400", "not-supported-yet", Level.INFO, "text cardtext cannot compile yet (no sign of a defect)",
      "cardtext's grammar or engine lacks this phrase; the card may well be right. Shown as "
      "information so real cards cardtext cannot compile do not drown the output.",
      "(a phrase cardtext does not know)", "(the same phrase, once cardtext supports it)")
def not_supported_yet(card):
    for where, index, d in _diagnostics(card, ("CT201", "CT301", "CT205", "CT202")):
        if d.code == "CT202" and not _real_symbol(where.text, index):
            continue                                   # CL403 reports it
        start, end, word = _word_at(where.text, index)
        if d.code == "CT201" and word and suggestion(word, card.keywords):
            continue                                   # CL401 reports it as a misspelling
        yield Hit(where, index, max(end, index + 1), f"not supported by cardtext yet: {d.message}")


@rule("CL401", "misspelling", Level.ERROR, "a word that is not in the rules language, close to one that is",
      "A misspelled keyword or word makes the ability mean nothing; the nearest known word is "
      "suggested.", "Flyng", "Flying", fixable=True)
def misspelling(card):
    for where, index, d in _diagnostics(card, ("CT201",)):
        start, end, word = _word_at(where.text, index)
        fixed = suggestion(word, card.keywords) if word else None
        if fixed:
            replacement = fixed.capitalize() if word[:1].isupper() else fixed
            yield Hit(where, start, end, f"unknown word '{word}': did you mean '{fixed}'?", replacement)


@rule("CL402", "type-error", Level.ERROR, "an effect given a kind of object or player it can't act on",
      "Each effect acts on some kinds of object (CR 109.2): 'Destroy target player.' means nothing.",
      "Destroy target player.", "Destroy target creature.")
def type_error(card):
    for where, index, d in _diagnostics(card, TYPE_ERRORS):
        yield Hit(where, index, index + 1, d.message + (f" ({d.hint})" if d.hint else ""))


@rule("CL403", "unknown-symbol", Level.ERROR, "an unknown mana symbol or unbalanced braces",
      "Mana symbols are {W} {U} {B} {R} {G} {C}, numbers, {X}, hybrid and phyrexian forms, {S} (CR 107.4).",
      "{T}: Add {J}.", "{T}: Add {G}.")
def unknown_symbol(card):
    for where, index, d in _diagnostics(card, ("CT202", "CT203")):
        if d.code == "CT202" and _real_symbol(where.text, index):
            continue                                   # a real symbol cardtext lacks: CL400
        if add_phrase_at(where.text, index):
            continue                                   # mana no ability can add: CL407
        yield Hit(where, index, index + 1, d.message)


# symbols of real cards that cardtext does not read yet (the pawprint {P} of mode lines, CR
# 107.18, is read; {P} elsewhere is a parse error, not CT202): half mana, infinity, the acorn/Un-set symbols, tickets, chaos, planeswalker
REAL_SYMBOLS = frozenset({"P", "H", "\u00bd", "\u221e", "HW", "HR", "A", "TK", "CHAOS", "PW", "D", "L"})


def _real_symbol(text: str, index: int) -> bool:
    m = re.match(r"\{([^{}]*)\}", text[index:])
    return bool(m) and m.group(1).upper() in REAL_SYMBOLS


@rule("CL404", "subtype-mismatch", Level.ERROR, "a subtype that does not belong to the card's types",
      "Creature types go on creatures and kindred cards, spell types on instants and sorceries "
      "(CR 205.3d).", "Type: Instant \u2014 Elf", "Type: Kindred Instant \u2014 Elf")
def subtype_mismatch(card):
    field = card.header.get("type")
    if field is None or not card.subtypes:
        return
    from ..source.self_names import subtype_words
    types = card.types
    spell_only = {"arcane", "trap", "adventure", "lesson", "omen"}
    if types & {"instant", "sorcery"} and not types & {"kindred", "tribal"}:
        bad = [s for s in card.subtypes if s.lower() not in spell_only and s.lower() in subtype_words()]
        if bad:
            at = field.value.find(bad[0])
            yield Hit(field, at, at + len(bad[0]), f"'{bad[0]}' is not a spell type; an "
                      f"{'instant' if 'instant' in types else 'sorcery'} has only spell types")


@rule("CL405", "power-toughness", Level.ERROR, "a creature without P/T, or P/T on a card that is no creature",
      "A creature card has power and toughness (CR 208.1); other cards have none, except Vehicles "
      "and Spacecraft (CR 301.7, 208.3).", "Type: Creature \u2014 Elf (no P/T)", "P/T: 1/1")
def power_toughness(card):
    src = card.source
    field = card.header.get("type")
    if field is None:
        return
    has_pt = src.power is not None or src.toughness is not None
    if "creature" in card.types and not has_pt and not src.one_line:
        yield Hit(field, 0, len(field.value), "a creature needs 'P/T: N/N'")
    if has_pt and "creature" not in card.types and not {"Vehicle", "Spacecraft"} & set(card.subtypes):
        yield Hit(field, 0, len(field.value), "only creatures, Vehicles and Spacecraft have P/T")


@rule("CL406", "trigger-never-fires", Level.WARNING, "an instant or sorcery with a trigger on itself entering",
      "An instant or sorcery never enters the battlefield (CR 304.4, 307.4), so 'When ~ enters' "
      "on it never triggers.", "Sorcery: When this creature enters, draw a card.", "Sorcery: Draw a card.")
def trigger_never_fires(card):
    if not card.types & {"instant", "sorcery"}:
        return
    # str tests, not a pattern made of each card's name: the regular expression module compiled
    # one per instant and sorcery (3,600 on the corpus) and pushed lint's other patterns out of
    # its cache (4,000 compiled in all; 194 now)
    names = [card.source.name] + [f"this {w}" for w in ("creature", "permanent", "spell")]
    openings = [f"{when} {name} enters" for name in names for when in ("When", "Whenever")]
    for where in card.lines:
        if where.text.startswith("When"):
            for said in openings:
                if where.text.startswith(said):
                    yield Hit(where, 0, len(said), "this card never enters the battlefield")
