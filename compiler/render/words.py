"""Shared words of the renderer: number words, plurals and articles, amounts in words or digits,
the step names, where the rest of the looked-at cards go, and the wording context a card decides
("equipped" or "enchanted", "in" or "from" a zone, whether "until end of turn" came first)."""
from __future__ import annotations

import functools
from contextlib import contextmanager
from dataclasses import dataclass

from ...runtime.characteristics import Step
from ...runtime.filters import EventAmount, Fixed, Half, LifeTotalAmount, Sum, XValue
from ..syntax.transform.common import subtype_plurals


class Unrenderable(Exception):
    """The AST holds something the renderer has no wording for (a renderer gap)."""


NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                "ten", "eleven", "twelve", "thirteen"]
# the larger numbers Oracle spells out that the grammar reads (grammar/common.lark, NUMBER_WORD):
# "exile the top twenty cards", "twenty or more creatures"
LARGER_NUMBER_WORDS = {20: "twenty"}


def number_word(n: int) -> str:
    """A count as Oracle writes it: a word where the grammar reads one back, else digits."""
    return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else LARGER_NUMBER_WORDS.get(n, str(n))
STEP_WORDS = {Step.UPKEEP: "upkeep", Step.DRAW: "draw step", Step.END: "end step",
              Step.BEGINNING_OF_COMBAT: "combat", Step.MAIN1: "first main phase",
              Step.MAIN2: "second main phase"}        # their names since 2024 (CR 505.1)
TYPE_PLURALS = {"sorcery": "sorceries"}


@functools.cache
def printed_subtypes() -> dict[str, str]:
    """Lower-case subtype (or plural) -> as printed: "eldrazi" -> "Eldrazi", "elves" -> "Elves"."""
    out = {}
    for printed, many in subtype_plurals().items():
        out[printed.lower()] = printed
        out[many] = many[:1].upper() + many[1:]
    return out


def plural(word: str) -> str:
    if word in TYPE_PLURALS:
        return TYPE_PLURALS[word]
    for printed, many in subtype_plurals().items():
        if printed.lower() == word:
            return many
    return word + "s"


def article(phrase: str) -> str:
    vowel = phrase[:1] in "aeiou" or phrase.startswith(("8", "11/", "18/", "x/"))     # "an X/X"
    return ("an " if vowel else "a ") + phrase


def signed_pt(power: int, toughness: int, by_x: bool = False) -> str:
    """A power/toughness change: "+2/+0", "-3/-0" (a zero takes the sign of the other half, as
    Oracle prints it), "+x/+0" when the halves are signs of X."""
    zero_sign = "-" if min(power, toughness) < 0 else "+"

    def half(v: int) -> str:
        sign = "-" if v < 0 else "+" if v > 0 else zero_sign
        return sign + ("x" if by_x and v else str(abs(v)))
    return half(power) + "/" + half(toughness)


def digits(amount) -> str:
    match amount:
        case Fixed(value=v):
            return str(v)
        case XValue():
            return "x"
        case Sum(amount=XValue(), plus=n):           # "x plus 3"
            return f"x plus {n}"
        case EventAmount():
            return "that much"
    raise Unrenderable(f"amount {amount!r}")


def life_total_words(amount: LifeTotalAmount) -> str:
    """"your life total", "the highest / lowest life total among all players" (CR 119.1),
    "his or her life total" (the player the effect acts on)."""
    if amount.highest or amount.lowest:
        return f"the {'highest' if amount.highest else 'lowest'} life total among all players"
    return "his or her life total" if amount.of_player else "your life total"


def half_your_life(amount: Half, total: bool = False) -> str:
    """"half your life, rounded up" (a loss or a cost) / "half your life total, rounded up" (X)."""
    if amount.amount not in (LifeTotalAmount(), LifeTotalAmount(of_player=True)):
        raise Unrenderable(f"half of {amount.amount!r}")
    whose = "his or her" if amount.amount.of_player else "your"      # "that player loses half his or her life"
    return f"half {whose} life{' total' if total else ''}, rounded {'up' if amount.rounded_up else 'down'}"


def word_count(amount, noun: str, nouns: str) -> str:
    """"a card" / "two cards" / "x cards"."""
    match amount:
        case Fixed(value=1):
            return article(noun)
        case Fixed(value=v):
            return f"{number_word(v)} {nouns}"
        case XValue():
            return f"x {nouns}"
        case EventAmount():
            return f"that many {nouns}"
    raise Unrenderable(f"amount {amount!r}")


def count_words(amount) -> str:
    if isinstance(amount, Fixed):
        return number_word(amount.value)
    if isinstance(amount, EventAmount):
        return "that many"
    return digits(amount)


REST_WORDS = {"top": "back on top of your library in any order",
              "bottom_any": "on the bottom of your library in any order",
              "bottom_random": "on the bottom of your library in a random order",
              "bottom": "on the bottom of your library", "graveyard": "into your graveyard"}


@dataclass
class Context:
    """Wording the card itself decides: "equipped" on an Equipment, else "enchanted"."""

    attached_word: str = "enchanted"
    zone_prep: str = "from"
    eot_first: bool = False          # inside "until end of turn, <clauses>": no duration suffix
    source_named: bool = False       # the sentence named the source before: "it", not "~"
    group_word: str = "each"         # the determiner of a group in the clause being rendered


CONTEXT = Context()


def eot(c) -> str:
    """" until end of turn" after a clause, unless the sentence said it first ("until end of
    turn, ...", CONTEXT.eot_first)."""
    return " until end of turn" if c.until_end_of_turn and not CONTEXT.eot_first else ""


@contextmanager
def source_named(named: bool):
    """Render with the source already named (or not) in the sentence: "When ~ enters, if it was
    kicked", "~ has reach as long as it has a +1/+1 counter on it" (Oracle's pronoun for the
    source after its first mention) but "If ~ was kicked, draw a card"."""
    before = CONTEXT.source_named
    CONTEXT.source_named = named
    try:
        yield
    finally:
        CONTEXT.source_named = before


@contextmanager
def cards_in_zone():
    """Render cards where they are ("creature cards in your graveyard have unearth"), not moved
    from there ("return target card from your graveyard"): the filter keeps the zone only."""
    before = CONTEXT.zone_prep
    CONTEXT.zone_prep = "in"
    try:
        yield
    finally:
        CONTEXT.zone_prep = before


def source_word() -> str:
    """The source in a condition: "it" once the sentence named it, else "~" (one object either way)."""
    return "it" if CONTEXT.source_named else "~"
