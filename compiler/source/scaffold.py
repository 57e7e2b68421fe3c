"""A new card's file (`cardtext new`): the header fields its type needs and an example rules
line for that type, commented out, so the file compiles and lints clean as written.

A creature or a Vehicle has a P/T (CR 208.1, 301.7), a planeswalker a loyalty (CR 306.5b), an
Aura its enchant line, written in, since an Aura without one can't be cast (CR 303.4a);
every card but a land has a mana cost here (CR 202.1: a card without one can't be cast by
paying it), so the new card can be played at once.
"""
from __future__ import annotations

import re

from .card import CardSource
from .card_writer import card_text

DEFAULT_TYPE = "Creature"
DEFAULT_COST = "{1}"
DEFAULT_PT = "1/1"
DEFAULT_LOYALTY = "3"

# The first card type word of the type line found here chooses the example (most specific
# first: an artifact creature gets the creature's, an artifact Vehicle the Vehicle's).
EXAMPLES = (
    ("planeswalker", "+1: Draw a card."),
    ("aura", "Enchanted creature gets +1/+1."),
    ("vehicle", "Crew 1"),
    ("creature", "When this creature enters, draw a card."),
    ("land", "{T}: Add {C}."),
    ("instant", "Draw two cards."),
    ("sorcery", "Draw two cards."),
    ("artifact", "{1}, {T}: Draw a card."),
    ("enchantment", "At the beginning of your upkeep, you gain 1 life."),
)
GENERIC_EXAMPLE = "Draw a card."


def has_word(type_line: str, word: str) -> bool:
    return re.search(rf"\b{word}\b", type_line, re.IGNORECASE) is not None


def new_card(name: str, type_line: str | None = None, cost: str | None = None,
             pt: str | None = None, loyalty: str | None = None) -> CardSource:
    """The new card's fields: the given ones, and defaults for those its type needs."""
    type_line = type_line if type_line is not None else DEFAULT_TYPE
    if cost is None and not has_word(type_line, "land"):
        cost = DEFAULT_COST
    if pt is None and (has_word(type_line, "creature") or has_word(type_line, "vehicle")):
        pt = DEFAULT_PT
    if loyalty is None and has_word(type_line, "planeswalker"):
        loyalty = DEFAULT_LOYALTY
    power, toughness = (None, None) if pt is None else (pt.split("/", 1) if "/" in pt else (pt, None))
    rules = "Enchant creature" if has_word(type_line, "aura") else ""
    return CardSource(name=name, mana_cost=cost or "", type_line=type_line, power=power,
                      toughness=toughness, loyalty=loyalty, oracle_text=rules)


def example_rule(type_line: str) -> str:
    return next((rule for word, rule in EXAMPLES if has_word(type_line, word)), GENERIC_EXAMPLE)


def new_card_text(source: CardSource) -> str:
    """The file: a comment on what to do next, the header, '---', the example rule commented."""
    intro = ("# A new card made by `cardtext new`. Write its rules text below the '---' line,",
             "# one ability per line; check it with `cardtext compile` and `cardtext lint`.\n")
    return "\n".join(intro) + card_text(source, (f"For example: {example_rule(source.type_line)}",))
