"""Transformer methods for mana production and its riders (grammar/mana.lark, CR 106).

Mixed into transform.ToAst; shared helpers come from common.py.
"""
from __future__ import annotations

from ....runtime import effects as E
from ....runtime.characteristics import ManaType
from ....runtime.filters import CountOf, EachRef, Fixed, ObjectFilter

from ..symbols import parse_mana_cost
from .common import UnsupportedPhrase, names_card, singular, subtype_name, _split


class ManaMixin:
    """Mana symbols, mana abilities' production, spending restrictions and riders (CR 106.6)."""

    # ------------------------------------------------------------ mana
    def mana_cost(self, items):
        return parse_mana_cost("".join(map(str, items)))

    def mana_bundle(self, items):
        return tuple(ManaType(str(t)[1].upper()) for t in items)

    def mana_choice(self, items):
        return tuple(items)

    def fixed_mana(self, items):
        return E.FixedMana(items[0])

    def fixed_mana_for_each(self, items):
        filt, players = _split(items[1])
        if players is not None:
            raise UnsupportedPhrase("mana for each player")
        return E.FixedMana(items[0], times=CountOf(EachRef(filt)))

    def fixed_mana_counters_on(self, items):
        """"Add {G} for each +1/+1 counter on ~" (CR 106.1, 122.1): the counters on the object
        whose ability it is, counted as the mana is added."""
        from ....runtime.filters import CountersOn, SelfRef
        if names_card(self, items):
            raise UnsupportedPhrase("mana for each counter on the card named in a quoted ability")
        return E.FixedMana(items[0], times=CountersOn(SelfRef(), items[1]))

    def fixed_mana_for_each_player(self, items):
        """"adds {C} for each artifact he or she controls" (CR 106.1): as many as the player who
        adds the mana controls, as it resolves (PlayersCount, read from that player's side)."""
        import dataclasses
        from ....runtime.filters import Controller, PlayersCount
        filt, players = _split(items[1])
        if players is not None or filt.controller is not Controller.ANY:
            raise UnsupportedPhrase("mana for each of another player's objects")
        return E.FixedMana(items[0], times=PlayersCount(dataclasses.replace(filt, controller=Controller.YOU)))

    def any_combination_of(self, items):
        amount, first, second = items
        colors = tuple(ManaType(str(t)[1].upper()) for t in (first, second))
        return E.AnyColor(amount, one_color=False, colors=colors)

    @staticmethod
    def _kind(tok) -> bool:
        return str(tok) == "color"

    def any_color(self, items):
        amount, kind = items
        if not self._kind(kind):
            raise UnsupportedPhrase("'any type' without a source")
        return E.AnyColor(amount, one_color=False) if amount != Fixed(1) else E.AnyColor(amount)

    def commander_identity_mana(self, items):
        """"one mana of any color in your commander's color identity" (CR 903.4)."""
        amount, kind = items[0], items[1]
        if not self._kind(kind):
            raise UnsupportedPhrase("mana of any type in a color identity")
        return E.CommanderIdentityMana(amount)

    def any_one_color(self, items):
        amount, one, kind = items
        if str(one) != "one" or not self._kind(kind):
            raise UnsupportedPhrase(f"'any {one} {kind}'")
        return E.AnyColor(amount, one_color=True)

    def any_combination(self, items):
        return E.AnyColor(items[0], one_color=False)

    def could_produce(self, items):
        amount, kind, _article, filt = items
        return E.CouldProduce(filt, colors_only=self._kind(kind), amount=amount)

    def produced_type(self, items):
        amount, kind, noun = items
        if self._kind(kind) or singular(str(noun)) not in ("land", "permanent"):
            raise UnsupportedPhrase(f"mana of the {kind} that {noun} produced")
        return E.ProducedType(amount)

    def add_mana(self, items):
        return items[0]

    def spend_cast(self, items):
        return ("cast", items[-1])

    def spend_activate(self, items):
        return ("activate", items[0])

    def spend_activate_source(self, items):
        """"activate an ability of a Dinosaur source": a permanent or card of that subtype."""
        return ("activate", ObjectFilter(subtypes=(subtype_name(str(items[0])),)))

    def spend_restriction(self, items):
        spells = [f for k, f in items if k == "cast"]
        sources = [f for k, f in items if k == "activate"]
        if len(spells) > 1 or len(sources) > 1:
            raise UnsupportedPhrase("more than one spell or source kind in a spending restriction")
        return E.SpendRestriction(spells[0] if spells else None, sources[0] if sources else None)

    def spent_rider(self, items):
        return E.SpentRider(items[1], str(items[2]))
