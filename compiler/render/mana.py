"""Mana abilities in words: what is added ("{r}{r}", "one mana of any color", "that much mana
for each ...") and what the mana may be spent on."""
from __future__ import annotations

import dataclasses

from ...runtime import effects as E
from ...runtime.filters import (Controller, CountersOn, CountersRemoved, CountOf, EachRef, Fixed, ObjectFilter,
                                PlayersCount, SelfRef)

from .words import CONTEXT, count_words, Unrenderable
from .filters import noun_phrase, on_the_battlefield


def production(p) -> str:
    match p:
        case E.FixedMana():
            options = ["".join("{" + t.value.lower() + "}" for t in bundle) for bundle in p.options]
            text = options[0] if len(options) == 1 else (
                " or ".join(options) if len(options) == 2 else ", ".join(options[:-1]) + ", or " + options[-1])
            if p.additional:
                text = "an additional " + text
            if isinstance(p.times, CountersRemoved):
                text += f" for each {p.times.counter} counter removed this way"
            elif p.times != Fixed(1):
                CONTEXT.zone_prep = "in"
                try:
                    text += " " + each_amount(p.times)
                finally:
                    CONTEXT.zone_prep = "from"
            return text
        case E.ChosenColorMana(amount=Fixed(value=1)):
            return "one mana of the chosen color"
        case E.CommanderIdentityMana():
            return f"{count_words(p.amount)} mana of any color in your commander's color identity"
        case E.AnyColor(one_color=True, amount=Fixed(value=1)):
            return "one mana of any color"
        case E.AnyColor(one_color=True):
            return f"{count_words(p.amount)} mana of any one color"
        case E.AnyColor() if len(p.colors) == 2:
            a, b = ("{" + t.value.lower() + "}" for t in p.colors)
            return f"{count_words(p.amount)} mana in any combination of {a} and/or {b}"
        case E.AnyColor():
            return f"{count_words(p.amount)} mana in any combination of colors"
        case E.CouldProduce():
            kind = "color" if p.colors_only else "type"
            return f"{count_words(p.amount)} mana of any {kind} that {noun_phrase(p.filter, det='a')} could produce"
        case E.ProducedType():
            return f"{count_words(p.amount)} mana of any type that land produced"
    raise Unrenderable(type(p).__name__)


def each_amount(amount) -> str:
    match amount:
        case CountOf(ref=EachRef(filter=f)):
            return noun_phrase(f, det="for each") + on_the_battlefield(f)
        case PlayersCount(filter=f):      # "for each artifact they control": the adding player's
            return noun_phrase(dataclasses.replace(f, controller=Controller.ANY), det="for each") + " they control"
        case CountersOn(ref=SelfRef(), counter=None):
            return "for each counter on ~"
        case CountersOn(ref=SelfRef(), counter=k):
            return f"for each {k} counter on ~"
    raise Unrenderable(f"for each {amount!r}")


def spend(r: E.SpendRestriction) -> str:
    parts = []
    if r.spells is not None:
        f = r.spells
        parts.append("cast " + (noun_phrase(f, det="a") if not _plural_spells(f) else noun_phrase(f, True)))
    if r.ability_sources is not None:
        parts.append("activate abilities of " + noun_phrase(r.ability_sources, True))
    return "spend this mana only to " + " or ".join(parts)


def _plural_spells(f: ObjectFilter) -> bool:
    return bool(f.subtypes) or f.colorless
