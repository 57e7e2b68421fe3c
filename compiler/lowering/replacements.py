"""Replacement effects of lines (CR 614): entering tapped or with counters, choices as a
permanent enters, mana replaced or multiplied, entering as a copy."""
from __future__ import annotations

from ...runtime import abilities as R
from ...runtime import effects as E
from ...runtime.characteristics import ManaType
from ...runtime.filters import CountOf, EachRef

from ..syntax import nodes as A
from ..syntax.transform import UnsupportedPhrase


def lower_replacement(line: A.ReplacementLine) -> R.Replacement:
    match line.kind:
        case "enters_tapped":
            return R.EntersTapped()
        case "enters_with_counters" if line.for_each is not None:
            return R.EntersWithCounters(line.counter, CountOf(EachRef(line.for_each)))
        case "enters_with_counters":
            return R.EntersWithCounters(line.counter, line.amount)
        case "enters_with_counters_if":
            return R.EntersWithCountersIf(line.counter, line.amount, line.condition)
        case "enters_tapped_unless":
            return R.EntersTappedUnless(line.condition)
        case "choose":
            return R.ChooseOnEnter(tuple(k for w in line.choices for k in CHOICES[w]))
        case "double_mana":
            return R.MultiplyMana(line.filter, line.player, 2)
        case "replace_mana":
            bundle = tuple(_mana_type(s) for s in line.mana.symbols)
            return R.ReplaceManaType(line.filter, E.AddMana(E.FixedMana((bundle,))))
        case "more_counters":
            return R.ModifyCounterPlacement(line.filter, line.counter, line.amount.value)
        case "enter_as_copy":
            return R.EntersAsCopy(line.filter, line.wording == "tapped", line.condition)
        case "tapped_unless_paid" if line.filter is not None:
            return R.EntersTappedUnlessPaid(reveal=line.filter)
        case "tapped_unless_paid":
            return R.EntersTappedUnlessPaid(life=line.amount.value)
    raise UnsupportedPhrase(line.kind)


CHOICES = {"a color": (R.ChoiceKind.COLOR,), "two colors": (R.ChoiceKind.COLOR, R.ChoiceKind.COLOR),
           "a creature type": (R.ChoiceKind.CREATURE_TYPE,), "an opponent": (R.ChoiceKind.OPPONENT,),
           "a player": (R.ChoiceKind.PLAYER,), "a basic land type": (R.ChoiceKind.BASIC_LAND_TYPE,),
           "a land type": (R.ChoiceKind.LAND_TYPE,), "a card name": (R.ChoiceKind.CARD_NAME,),
           "a nonland card name": (R.ChoiceKind.NONLAND_CARD_NAME,)}


def _mana_type(symbol) -> ManaType:
    if len(symbol.types) != 1 or symbol.kind.value not in ("colored", "colorless"):
        raise UnsupportedPhrase("mana of an undefined type")
    return symbol.types[0]
