"""Transformer methods for numbers and activation costs (grammar/costs.lark, CR 118, 602.1).

Mixed into transform.ToAst; shared helpers come from common.py.
"""
from __future__ import annotations

from ....runtime import costs as C
from ....runtime.characteristics import Zone
from ....runtime.filters import Fixed, GrantorRef, ObjectFilter, XValue

from .common import (NUMBER_WORDS, UnsupportedPhrase, names_card, FilterWithExtras, _plain,
                               _replace_zone, _fixed, made_plainly)


class CostsMixin:
    """Counts ("two", "X", "a") and the costs of an activated ability."""

    # ------------------------------------------------------------ numbers
    def count(self, items):
        tok = items[0]
        if tok.type == "NUMBER":
            return Fixed(int(tok))
        return Fixed(NUMBER_WORDS[str(tok)])

    def x_count(self, _):
        return XValue()

    def one(self, _):
        return Fixed(1)

    def count_article(self, items):
        return items[0]

    # ------------------------------------------------------------ costs
    def cost_list(self, items):
        # a phrase may be two costs ("remove ... from ~ and sacrifice it"): flattened
        return tuple(c for i in items for c in (i if isinstance(i, tuple) else (i,)))
    def cost_mana(self, items): return items[0]

    def cost_pay_life_or_mana(self, items):
        """"Pay 2 life or {2}": one of the two, the payer choosing (CR 601.2h)."""
        return C.EitherCost(C.PayLife(items[0]), items[1])

    def cost_list_either(self, items):
        """"{3}, {T} or {U}, {T}": two mana costs, one of which is paid, and the tap both share:
        the same as ({3} or {U}) and {T} (CR 601.2h: the payer chooses which)."""
        first, shared, second, again = items
        if shared != again or not isinstance(first, C.ManaCost) or not isinstance(second, C.ManaCost):
            raise UnsupportedPhrase("two cost lists other than two mana costs sharing the rest")
        return (C.EitherCost(first, second), shared)
    def cost_tap(self, _): return C.TapSelf()
    def cost_untap(self, _): return C.UntapSelf()

    def cost_tap_permanents(self, items):
        if isinstance(items[0], XValue):        # "tap X untapped artifacts you control" (CR 107.3)
            return C.TapPermanents(0, _plain(items[1]), x_count=True)
        return C.TapPermanents(_fixed(items[0]), _plain(items[1]))

    def cost_untap_permanents(self, items):
        return C.TapPermanents(_fixed(items[0]), _plain(items[1]), untap=True)

    def cost_tap_power(self, items):
        item = items[0]
        if not isinstance(item, FilterWithExtras) or item.total_power is None or item.players:
            raise UnsupportedPhrase("'tap any number of' without a total power")
        return C.TapTotalPower(item.total_power, item.filter)

    def cost_sacrifice_self(self, items):
        """"Sacrifice ~"; in a quoted ability, "Sacrifice <the card's name>" is the card that
        grants the ability (CR 201.5a)."""
        if names_card(self, items):
            return C.Sacrifice(made_plainly(ObjectFilter, {}), self_only=True, grantor=GrantorRef())
        return C.Sacrifice(made_plainly(ObjectFilter, {}), self_only=True)

    def cost_unattach_self(self, items):
        """"Unattach <the card's name>" in a quoted ability: the Equipment granting it leaves the
        creature that has the ability (CR 701.3d, 201.5a); nothing else unattaches as a cost."""
        if not names_card(self, items):
            raise UnsupportedPhrase("'unattach ~' outside an ability an Equipment grants")
        return C.UnattachGrantor(GrantorRef())

    def cost_sacrifice(self, items):
        if isinstance(items[0], XValue):        # "sacrifice X lands" (CR 107.3)
            return C.Sacrifice(_plain(items[1]), 0, x_count=True)
        return C.Sacrifice(_plain(items[1]), _fixed(items[0]))

    def cost_pay_life(self, items): return C.PayLife(items[0])
    def cost_waterbend(self, items): return C.WaterbendCost(items[0])      # CR 701.67a
    def cost_pay_energy(self, items): return C.PayEnergy(len(items))

    def cost_remove_counters(self, items):
        return C.RemoveCounters(items[1], items[0])

    def cost_put_counters(self, items):
        return C.PutCountersCost(items[1], items[0])

    def cost_remove_counters_from(self, items):
        """"Remove a +1/+1 counter from a creature you control" (CR 118.3): one chosen permanent."""
        return C.RemoveCounters(items[1], items[0], self_only=False, filter=_one_permanent(items[2:]))

    def cost_put_counters_on(self, items):
        """"Put a -1/-1 counter on a creature you control" (CR 118.3): one chosen permanent."""
        return C.PutCountersCost(items[1], items[0], filter=_one_permanent(items[-2:]))

    def cost_discard(self, items):
        if isinstance(items[0], XValue):        # "discard X cards" (CR 107.3)
            return C.Discard(0, _plain(items[1]), x_count=True)
        return C.Discard(_fixed(items[0]), _plain(items[1]))

    def cost_discard_hand(self, _): return C.Discard(whole_hand=True)

    def cost_discard_random(self, items):
        """"Discard a card at random" (CR 701.8b); only a plain "card" is chosen at random."""
        filt = _plain(items[1])
        if filt != ObjectFilter(card=True):
            raise UnsupportedPhrase("discarding a kind of card at random")
        if isinstance(items[0], XValue):
            return C.Discard(0, filt, random=True, x_count=True)
        return C.Discard(_fixed(items[0]), filt, random=True)

    def cost_opponents_exiled_to_graveyard(self, items):
        """"put a card an opponent owns from exile into that player's graveyard" / "put two cards
        your opponents own from exile into their owners' graveyards" (CR 108.3, 400.3)."""
        count, words = _fixed(items[0]), str(items[1])
        if (count == 1) != words.startswith("card "):
            raise UnsupportedPhrase(f"'{count}' with '{words.split()[0]}'")
        return C.OpponentsExiledToGraveyard(count)

    def cost_exile_self(self, items):
        return C.ExileFromZone(ObjectFilter(zone=Zone(str(items[1]))), self_only=True)

    def cost_exile(self, items):
        filt = _replace_zone(_plain(items[1]), Zone(str(items[2])))
        if isinstance(items[0], XValue):        # "exile X cards from your graveyard" (CR 107.3)
            return C.ExileFromZone(filt, 0, x_count=True)
        return C.ExileFromZone(filt, _fixed(items[0]))

    def cost_return(self, items):
        if isinstance(items[0], XValue):        # "return X Swamps you control ..." (CR 107.3)
            return C.ReturnToHandCost(_plain(items[1]), 0, x_count=True)
        return C.ReturnToHandCost(_plain(items[1]), _fixed(items[0]))

    def counter_kind(self, items): return str(items[0])
    def counter_word(self, _): return None


def _one_permanent(items) -> ObjectFilter:
    """"a creature you control" after a counter cost: one permanent, on the battlefield."""
    if items[0] != Fixed(1):
        raise UnsupportedPhrase("counters on or from several permanents as a cost")
    f = _plain(items[1])
    if f.zone is not Zone.BATTLEFIELD:
        raise UnsupportedPhrase("counters on or from a card outside the battlefield as a cost")
    return f
