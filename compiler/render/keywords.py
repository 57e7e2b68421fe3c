"""Keywords in words: "protection from red", "enchant creature", "suspend 4—{1}{u}", "ward-pay 2
life", and keyword lists."""
from __future__ import annotations

from dataclasses import replace

from ...runtime.costs import EitherCost, ManaCost
from ...runtime.filters import Controller, ObjectFilter
from ..syntax.symbols import render_mana_cost
from ..syntax import nodes as A

from .filters import noun_phrase
from .costs import cost


def keyword(k: A.Keyword) -> str:
    if k.name == "protection":
        return "protection " + " and ".join("from " + quality(q) for q in k.qualities)
    if k.name == "enchant":
        if k.players is not None:                   # CR 303.4, 702.5d: an Aura on a player
            return "enchant " + ("opponent" if k.players is Controller.OPPONENT else "player")
        return "enchant " + noun_phrase(k.filter)
    if k.name == "affinity":
        return "affinity for " + noun_phrase(k.filter, True)
    if k.card_name:                          # "partner with ley weaver" (CR 702.124j)
        return f"{k.name} {k.card_name}"
    if k.name == "bands with other":        # with no quality: the lost abilities (CR 702.22b)
        return "bands with other " + noun_phrase(k.filter, True) if k.filter else 'all "bands with other" abilities'
    if k.name == "craft":                  # CR 702.167a
        return f"craft with {materials(k.costs[0])} {render_mana_cost(k.cost).lower()}"
    if k.name == "champion":
        return "champion " + noun_phrase(k.filter, det="a")
    if k.name in ("suspend", "awaken", "reinforce") or (k.number is not None and k.cost is not None):
        # "<keyword> N—{cost}": the number-and-cost shape (suspend, impending ...)
        return f"{k.name} {'x' if k.number is None else k.number}—{render_mana_cost(k.cost).lower()}"
    if k.power is not None:             # "prototype {2}{r} — 3/2" (CR 702.160a)
        return f"{k.name} {render_mana_cost(k.cost).lower()} — {k.power}/{k.toughness}"
    if k.number is not None:
        return f"{k.name} {k.number}"
    if k.cost is not None:
        return f"{k.name} {render_mana_cost(k.cost).lower()}"
    if len(k.costs) == 1 and isinstance(k.costs[0], EitherCost) and isinstance(k.costs[0].first, ManaCost) \
            and isinstance(k.costs[0].second, ManaCost):      # "cumulative upkeep {g} or {w}"
        either = k.costs[0]
        return f"{k.name} {render_mana_cost(either.first).lower()} or {render_mana_cost(either.second).lower()}"
    if k.costs:                         # "ward—discard a card.": Oracle ends a "—" cost with a period
        return f"{k.name}—" + ", ".join(cost(c) for c in k.costs) + "."
    return k.name


def quality(q) -> str:
    if q is None:
        return "everything"
    if q == ObjectFilter(chosen_color=True):
        return "the chosen color"
    if len(q.colors) == 5 and q == ObjectFilter(colors=q.colors):
        return "all colors"                  # CR 702.16h
    if q.colors and not q.types and not q.subtypes:
        return " and ".join(c.name.lower() for c in q.colors)
    return noun_phrase(q, True)


def keyword_list(keywords, last: str = ", and") -> str:
    words = [keyword(k) for k in keywords]
    if len(words) <= 2:
        return " and ".join(words)
    return ", ".join(words[:-1]) + f"{last} " + words[-1]


def materials(c) -> str:
    """Craft's materials as printed: "artifact", "two creatures", "one or more other creatures"."""
    from .words import count_words
    from ...runtime.filters import Fixed
    if c.count == 1 and not c.or_more:
        return noun_phrase(c.filter)
    counted = count_words(Fixed(c.count)) + (" or more" if c.or_more else "")
    if c.zones_named:                    # "other nonland permanents and/or nonland cards"
        other = "other " if c.filter.other else ""
        permanents = noun_phrase(replace(c.filter, other=False, permanent=True), True)
        cards = noun_phrase(replace(c.filter, other=False, card=True), True)
        return f"{counted} {other}{permanents} and/or {cards}"
    return f"{counted} {noun_phrase(c.filter, True)}"
