"""Lint rules on templating: today's Oracle wording and common slips (CL2xx). Rules marked
era "modern" fire only with --oracle-era modern (the default); pre-2024 Oracle text keeps
"enters the battlefield"."""
from __future__ import annotations

import re

from .card import Hit
from .findings import Level
from .registry import rule

NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def _matches(card, pattern: re.Pattern[str]):
    for where in card.lines:
        body = _outside_reminder(where.text)
        for m in pattern.finditer(body):
            yield where, m


def _outside_reminder(text: str) -> str:
    """The line with reminder text blanked out (same length, so indices stay)."""
    return re.sub(r"\([^()]*\)", lambda m: " " * len(m.group(0)), text)


@rule("CL201", "enters-the-battlefield", Level.WARNING, "the pre-2024 wording 'enters the battlefield'",
      "Since 2024 Oracle text says a permanent 'enters' (the battlefield is implied, CR 603.6a).",
      "When this creature enters the battlefield, draw a card.", "When this creature enters, draw a card.",
      fixable=True, era="modern")
def enters_the_battlefield(card):
    # the past tense stays: "entered the battlefield this turn" is current Oracle wording
    for where, m in _matches(card, re.compile(r"\b(enters?) the battlefield\b")):
        yield Hit(where, m.start(), m.end(), f"write '{m.group(1)}' (current Oracle wording)", m.group(1))


@rule("CL202", "converted-mana-cost", Level.WARNING, "'converted mana cost', renamed 'mana value' in 2021",
      "CR 202.3: the number is a card's mana value.", "Destroy each creature with converted mana cost 2.",
      "Destroy each creature with mana value 2.", fixable=True, era="modern")
def converted_mana_cost(card):
    for where, m in _matches(card, re.compile(r"\b(total )?converted mana costs?\b", re.IGNORECASE)):
        word = "mana values" if m.group(0).lower().endswith("costs") else "mana value"
        yield Hit(where, m.start(), m.end(), f"write '{(m.group(1) or '') + word}'", (m.group(1) or "") + word)


@rule("CL203", "mana-pool", Level.WARNING, "'to your mana pool' after Add",
      "Since 2017 Oracle text says only 'Add {G}.' (CR 106.4: mana is added to the pool).",
      "{T}: Add {G} to your mana pool.", "{T}: Add {G}.", fixable=True, era="modern")
def mana_pool(card):
    for where, m in _matches(card, re.compile(r" to (?:your|his or her|their|that player's) mana pool\b")):
        yield Hit(where, m.start(), m.end(), "drop 'to your mana pool'", "")


@rule("CL204", "creature-or-player", Level.WARNING, "'target creature or player', now 'any target'",
      "Oracle errata in 2018 turned 'target creature or player' into 'any target' (CR 115.4), "
      "which also includes planeswalkers (and now battles); not fixed automatically, because "
      "the new text targets more (the errata changed the card).",
      "It deals 3 damage to target creature or player.", "It deals 3 damage to any target.", era="modern")
def creature_or_player(card):
    for where, m in _matches(card, re.compile(r"\btarget creature or player\b")):
        yield Hit(where, m.start(), m.end(), "write 'any target' (2018 Oracle errata; it can "
                  "also target planeswalkers and battles)")


@rule("CL205", "placeholder", Level.ERROR, "a leftover placeholder (CARDNAME, ~, [effect], <cost>)",
      "A template placeholder left in the text is not rules text; the card names itself by its "
      "name or 'this <type>' (CR 201.5).", "When CARDNAME enters, draw a card.",
      "When this creature enters, draw a card.")
def placeholder(card):
    for where, m in _matches(card, re.compile(r"\bCARDNAME\b|~|\[[a-z ]+\]|<[a-z ]+>")):
        yield Hit(where, m.start(), m.end(), f"'{m.group(0)}' is a placeholder, not rules text")


@rule("CL206", "doubled-word", Level.WARNING, "the same word twice in a row",
      "A doubled word ('a a', 'the the') is a typo.", "Draw a a card.", "Draw a card.", fixable=True)
def doubled_word(card):
    for where, m in _matches(card, re.compile(r"\b([A-Za-z]+) (\1)\b", re.IGNORECASE)):
        if m.group(1).lower() not in ("that", "had", "very", "x", "y"):       # "create X X/X tokens"
            yield Hit(where, m.start(2) - 1, m.end(2), f"'{m.group(1)}' twice", "")


@rule("CL207", "number-word", Level.WARNING, "a small count written in digits",
      "Oracle text spells out counts of cards and objects ('Draw two cards'); digits are for "
      "damage, life, P/T and counters ('deals 2 damage').", "Draw 2 cards.", "Draw two cards.", fixable=True)
def number_word(card):
    pattern = re.compile(r"\b([Dd]raws?|[Dd]iscards?|[Cc]reate|[Mm]ills?) ([2-9]|10) (cards|tokens|[A-Z]\w* tokens)\b")
    for where, m in _matches(card, pattern):
        word = NUMBER_WORDS[int(m.group(2))]
        yield Hit(where, m.start(2), m.end(2), f"write '{word}'", word)


_AFTER_COST_COLON = re.compile(r"^(?=[^\"():]*\})[^\"():]*: ([a-z])")


@rule("CL208", "lowercase-after-colon", Level.WARNING, "an effect after a cost colon starting in lower case",
      "An activated ability's effect is a sentence: it starts with a capital ('{T}: Draw a card.').",
      "{T}: draw a card.", "{T}: Draw a card.", fixable=True)
def lowercase_after_colon(card):
    for where in card.lines:
        # the lookahead finds the brace once: a brace matched, then the rest scanned, at each
        # brace in turn is quadratic on a line of symbols
        m = _AFTER_COST_COLON.match(where.text)
        if m:
            yield Hit(where, m.start(1), m.end(1), "start the effect with a capital", m.group(1).upper())


@rule("CL209", "gains-pt", Level.WARNING, "'gains +N/+N' or 'gets <keyword>'",
      "A creature 'gets' a power/toughness change and 'gains' an ability (CR 611.2).",
      "Target creature gains +2/+2 until end of turn.", "Target creature gets +2/+2 until end of turn.",
      fixable=True)
def gains_pt(card):
    for where, m in _matches(card, re.compile(r"\b(gains?) ([+-]\d+/[+-]\d+)")):
        verb = "gets" if m.group(1) == "gains" else "get"
        yield Hit(where, m.start(1), m.end(1), f"write '{verb} {m.group(2)}'", verb)


@rule("CL211", "comes-into-play", Level.WARNING, "'comes into play' (pre-2009 wording)",
      "A permanent 'enters' (the battlefield); 'in play' was renamed the battlefield in 2009 (CR 403).",
      "When this creature comes into play, draw a card.", "When this creature enters, draw a card.", fixable=True)
def comes_into_play(card):
    for where, m in _matches(card, re.compile(r"\b(comes|come) into play\b")):
        word = "enters" if m.group(1) == "comes" else "enter"
        if card.era == "pre2024":
            word += " the battlefield"
        yield Hit(where, m.start(), m.end(), f"write '{word}'", word)


@rule("CL212", "main-phase-names", Level.WARNING, "'precombat/postcombat main phase', now first/second",
      "Since 2024 the two main phases are the first and second main phase (CR 505.1).",
      "At the beginning of your precombat main phase, draw a card.",
      "At the beginning of your first main phase, draw a card.", fixable=True, era="modern")
def main_phase_names(card):
    for where, m in _matches(card, re.compile(r"\b(precombat|postcombat) main phase\b")):
        word = "first" if m.group(1) == "precombat" else "second"
        yield Hit(where, m.start(), m.start() + len(m.group(1)), f"write '{word} main phase'", word)
