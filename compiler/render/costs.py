"""Costs in words: mana symbols, "{t}", "sacrifice a creature", "pay 2 life", "remove a +1/+1
counter from ~", joined as an activation cost."""
from __future__ import annotations

from ...runtime import costs as C
from ...runtime.characteristics import Zone
from ...runtime.filters import Half, ObjectFilter, XValue
from ..source.self_names import QUOTED_NAME
from ..syntax.symbols import render_mana_cost

from .words import digits, half_your_life, number_word, Unrenderable, word_count
from .filters import noun_phrase
from .objects import counted


def cost_list(costs) -> str:
    """Costs joined by commas; a self-sacrifice right after removing counters from the source
    reads "... from ~ and sacrifice it", as Oracle words it (11 of 12 corpus cards)."""
    if len(costs) == 2 and _mana_or_mana(costs[0]):       # "{3}, {t} or {u}, {t}" (the Shards)
        shared = cost(costs[1])
        return f"{cost(costs[0].first)}, {shared} or {cost(costs[0].second)}, {shared}"
    text = ""
    for i, c in enumerate(costs):
        if isinstance(c, C.Sacrifice) and c.self_only and c.grantor is None and i \
                and isinstance(costs[i - 1], C.RemoveCounters) and costs[i - 1].self_only:
            text += " and sacrifice it"
        else:
            text += (", " if i else "") + cost(c)
    return text


def _mana_or_mana(c) -> bool:
    return isinstance(c, C.EitherCost) and isinstance(c.first, C.ManaCost) and isinstance(c.second, C.ManaCost)


def cost(c) -> str:
    match c:
        case C.ManaCost():
            return render_mana_cost(c).lower()
        case C.WaterbendCost():
            return "waterbend " + render_mana_cost(c.mana).lower()
        case C.TapSelf():
            return "{t}"
        case C.UntapSelf():
            return "{q}"
        case C.TapPermanents():
            verb = "untap" if c.untap else "tap"
            return f"{verb} " + counted(_how_many(c), c.filter)
        case C.TapTotalPower():
            return f"tap any number of {noun_phrase(c.filter, True)} with total power {c.power} or greater"
        case C.Sacrifice(self_only=True, grantor=None):
            return "sacrifice ~"
        case C.Sacrifice(self_only=True):
            return "sacrifice " + QUOTED_NAME
        case C.UnattachGrantor():
            return "unattach " + QUOTED_NAME
        case C.Sacrifice(count=1, filter=ObjectFilter(attached_to_source=True)):
            return "sacrifice " + noun_phrase(c.filter)      # "sacrifice enchanted creature"
        case C.Sacrifice(x_count=True):
            return "sacrifice x " + noun_phrase(c.filter, True)
        case C.Sacrifice():
            return "sacrifice " + counted(c.count, c.filter)
        case C.PayLife(amount=Half() as half):
            return "pay " + half_your_life(half)
        case C.PayLife():
            return f"pay {digits(c.amount)} life"
        case C.SourceManaCost():
            return "pay its mana cost"
        case C.PayEnergy():
            return "pay " + "{e}" * c.amount
        case C.RemoveCounters(any_number=True):
            return f"remove any number of {c.counter} counters from ~"
        case C.RemoveCounters():
            return "remove " + word_count(c.amount, f"{c.counter} counter", f"{c.counter} counters") \
                + " from " + ("it" if c.written_it else "~" if c.filter is None else counted(1, c.filter))
        case C.PutCountersCost():
            return "put " + word_count(c.amount, f"{c.counter} counter", f"{c.counter} counters") \
                + " on " + ("~" if c.filter is None else counted(1, c.filter))
        case C.Discard(whole_hand=True):
            return "discard your hand"
        case C.Discard(x_count=True):
            return "discard x " + noun_phrase(c.filter, True) + (" at random" if c.random else "")
        case C.Discard():
            return "discard " + counted(c.count, c.filter) + (" at random" if c.random else "")
        case C.ExileFromZone(self_only=True):
            if c.filter.zone is Zone.BATTLEFIELD:
                return "exile ~"
            return f"exile ~ from your {c.filter.zone.value}"
        case C.ExileFromZone() if c.filter.zone is Zone.BATTLEFIELD:
            return f"exile {counted(_how_many(c), c.filter)}"           # "exile a creature you control"
        case C.ExileFromZone():
            zone = c.filter.zone
            f = ObjectFilter(**{**c.filter.__dict__, "zone": Zone.BATTLEFIELD})
            return f"exile {counted(_how_many(c), f)} from your {zone.value}"
        case C.ReturnToHandCost(self_only=True):
            return "return ~ to its owner's hand"
        case C.ReturnToHandCost():
            return f"return {counted(_how_many(c), c.filter)} to {'its' if c.count == 1 else 'their'} owner's hand"
        case C.TopOfLibraryCost():
            top = "the top card" if c.count == 1 else f"the top {number_word(c.count)} cards"
            return (f"exile {top} of your library" if c.exile
                    else f"put {top} of your library into your graveyard")
        case _ if type(c).__name__ == "DiscardSelf":
            return "discard ~"                   # "Discard ~:" (channel, bloodrush)
        case _ if type(c).__name__ == "RevealSelf":
            return "reveal ~ from your hand"     # forecast (CR 702.57b)
        case C.Loyalty(x=True):
            return "-x"
        case C.Loyalty():
            return f"{c.amount:+d}" if c.amount else "0"
        case C.ExertSelf():
            return "exert ~"
        case C.ForageCost():
            return "forage"
        case C.EitherCost(first=C.PayLife(), second=C.ManaCost()):     # "pay 2 life or {2}"
            return f"{cost(c.first)} or {cost(c.second)}"
        case C.EitherCost(second=C.ManaCost()):         # "forage or pay {B}"
            return f"{cost(c.first)} or pay {cost(c.second)}"
        case C.EitherCost(first=C.ManaCost()):          # "pay {3} or discard a card"
            return f"pay {cost(c.first)} or {cost(c.second)}"
        case C.OpponentsExiledToGraveyard(count=1):
            return "put a card an opponent owns from exile into that player's graveyard"
        case C.OpponentsExiledToGraveyard():
            return f"put {number_word(c.count)} cards your opponents own from exile into their owners' graveyards"
        case C.CollectEvidence():
            return f"collect evidence {c.amount}"
        case C.Behold():
            return "behold " + noun_phrase(c.filter, det="a")
        case C.RevealFromHand():
            return "reveal " + counted(_how_many(c), c.filter) + " from your hand"
    raise Unrenderable(type(c).__name__)


def _how_many(c):
    """A cost's number of objects: its count, or X ("exile X cards from your graveyard", CR 107.3)."""
    return XValue() if getattr(c, "x_count", False) else c.count
