"""Lint rules on style (CL5xx): spacing and sentence ends."""
from __future__ import annotations

import re

from .card import Hit
from .findings import Level
from .registry import rule


@rule("CL501", "spacing", Level.WARNING, "double or trailing spaces", "Oracle text has single spaces.",
      "Draw  a card. ", "Draw a card.", fixable=True)
def spacing(card):
    for where in card.lines:
        for m in re.finditer(r"(?<=\S)  +(?=\S)", where.text):
            yield Hit(where, m.start(), m.end(), "one space", " ")
        end = len(where.text.rstrip())       # not a regex: r"\s+$" is quadratic on a run of spaces
        if end < len(where.text):
            yield Hit(where, end, len(where.text), "trailing space", "")


@rule("CL502", "final-period", Level.WARNING, "an ability sentence without its final period",
      "Each ability that is a sentence ends with a period; keyword lines do not (CR 207.2).",
      "{T}: Draw a card", "{T}: Draw a card.", fixable=True)
def final_period(card):
    from .keywords import keyword_line
    for where in card.lines:
        # a trailing reminder and the spaces around it left out; not r"\s*\(...": quadratic on spaces
        reminder = re.search(r"\([^()]*\)\s*$", where.text)
        body = where.text[:reminder.start()].rstrip() if reminder else where.text
        if keyword_line(card, body) or keyword_line(card, body.split(",")[0]):
            continue                      # "Protection from Vampires, from Werewolves, and ..."
        if not body or body.endswith((".", "\"", "\u201d", "\u2014", ")", "!")) or body.startswith("\u2022"):
            continue
        if re.search(r"[:,] |^(When|Whenever|At|If|As|Each|Target|Draw|Destroy|Exile|Return|Create|Put|You|Creatures|Other|This|Enchanted|Equipped)\b", body) \
                and len(body.split()) > 3:
            yield Hit(where, len(body), len(body), "end the sentence with a period", ".")


@rule("CL503", "curly-quotes", Level.WARNING, "curly quotation marks",
      "Oracle text uses straight quotes around quoted abilities; one quote style per text.",
      "Creatures you control have \u201c{T}: Add {G}.\u201d", 'Creatures you control have "{T}: Add {G}."',
      fixable=True)
def curly_quotes(card):
    for where in card.lines:
        for m in re.finditer("[\u201c\u201d]", where.text):
            yield Hit(where, m.start(), m.end(), "write a straight quote", '"')


@rule("CL504", "duplicate-name", Level.WARNING, "two cards of one file with the same name",
      "A card's name identifies it (CR 201.2); two different cards of one set with one name "
      "cannot be told apart by a scenario, a deck list or a judge.",
      "Name: Grizzly Bears ... Name: Grizzly Bears", "Name: Grizzly Bears ... Name: Grizzled Bears",
      per_file=True)
def duplicate_name(cards):
    first: dict[str, object] = {}
    for card in cards:
        name = card.source.name.strip().lower()
        if not name:
            continue
        if name in first and card.source.other_face is None:
            field = card.header.get("name")
            if field is not None:
                line = first[name].header.get("name")
                where = f" (line {line.line})" if line is not None and not card.source.one_line else ""
                yield card, Hit(field, 0, len(field.value), f"another card in this file is named "
                                f"'{card.source.name}'{where}")
        first.setdefault(name, card)
