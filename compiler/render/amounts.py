"""Amounts in words: "the number of creatures you control", "~'s power", "twice x", and the
"for each ..." multipliers of effects and pumps."""
from __future__ import annotations

import dataclasses

from ...runtime.characteristics import Zone
from ..source.self_names import QUOTED_NAME
from ...runtime.filters import (TotalCount, GrantorRef, BasicLandTypes, Controller, CountersOn, CountOf, DiedThisTurn,
                                EachRef, GreatestAmong, Half, Sum, XValue, LifeLostThisWay, DamagePreventedThisWay, ManaSpentToCast, SelfRef, VotesFor)
from ..syntax import nodes as A

from .words import CONTEXT, digits, half_your_life, life_total_words, plural, Unrenderable
from .filters import noun_phrase, on_the_battlefield
from .objects import controlled, obj


def amount_definition(a) -> str:
    if isinstance(a, A.RevealedCount):
        return "the number of cards revealed this way"
    if isinstance(a, A.ExiledCount):
        return "the number of " + noun_phrase(a.filter, many=True) + " exiled this way"
    if isinstance(a, A.RevealedMatchingCount):
        return "the number of " + noun_phrase(a.filter, many=True) + " revealed this way"
    if type(a).__name__ == "GraveyardCardTypes":
        return "the number of card types among cards in your graveyard"
    if type(a).__name__ == "BasicLandTypes":       # domain (CR 305.6)
        return "the number of basic land types among lands you control"
    if type(a).__name__ == "LifeTotalAmount":
        return life_total_words(a)
    if isinstance(a, TotalCount):
        bare = dataclasses.replace(a.filters[0], zone=Zone.BATTLEFIELD, controller=Controller.ANY)
        return f"the total number of {noun_phrase(bare, True)} you own in exile and in your graveyard"
    if type(a).__name__ == "Devotion":
        return "your devotion to " + " and ".join(c.name.lower() for c in a.colors)
    match a:
        case CountOf(ref=EachRef(filter=f)) if f.zone is Zone.BATTLEFIELD:
            return "the number of " + noun_phrase(f, True) + on_the_battlefield(f)
        case CountOf(ref=EachRef(filter=f)):
            CONTEXT.zone_prep = "in"
            try:
                return "the number of " + noun_phrase(f, True)
            finally:
                CONTEXT.zone_prep = "from"
        case CountersOn(ref=SelfRef(), counter=k):
            return f"the number of {k} counters on ~"
        case CountersOn(ref=GrantorRef(), counter=k):
            return f"the number of {k} counters on {QUOTED_NAME}"
        case A.CountersOnObject(owner=A.ItPhrase(), counter=k):
            return f"the number of {k} counters on it"
        case A.AmountOf(owner=A.SelfPhrase()):
            return f"~'s {a.characteristic}"
        case A.AmountOf(owner=A.CardPhrase()):
            return f"{QUOTED_NAME}'s {a.characteristic}"
        case A.AmountOf(owner=A.ItPhrase()):
            return f"its {a.characteristic}"
        case A.AmountOf(owner=A.TargetPhrase()):
            return f"the {a.characteristic} of {obj(a.owner)}"
        case A.AmountOf():
            return f"{obj(a.owner)}'s {a.characteristic}"
        case ManaSpentToCast(ref=SelfRef(), colors=True):
            return "the number of colors of mana spent to cast ~"
        case ManaSpentToCast(ref=SelfRef()):
            return "the amount of mana spent to cast ~"
        case LifeLostThisWay():
            return "the life lost this way"
        case DamagePreventedThisWay():
            return "the damage prevented this way"
        case GreatestAmong():
            return (f"the greatest {a.characteristic.replace('_', ' ')} among "
                    + noun_phrase(a.filter, True) + on_the_battlefield(a.filter))
        case DiedThisTurn(filter=f):
            return f"the number of {died_this_turn(f, True)}"
        case A.PlayersCountAmount():
            return f"the number of {noun_phrase(a.filter, True)} " + _players_count_owner(a)
        case Sum(amount=XValue()):
            return digits(a)
        case Half():
            return half_your_life(a, total=True)
        case A.PlusAmount():
            return f"{a.plus} plus {amount_definition(a.amount)}"
        case A.TwiceAmount():
            return f"twice {amount_definition(a.amount)}"
    raise Unrenderable(f"x is {a!r}")


def for_each(fe) -> str:
    CONTEXT.zone_prep = "in"
    try:
        return _for_each(fe)
    finally:
        CONTEXT.zone_prep = "from"


def pump_each(fe) -> str:
    if isinstance(fe, (BasicLandTypes, A.RevealedMatchingCount)) or isinstance(fe, tuple) and fe[0] in ("discarded", "destroyed", "devoured"):
        return _for_each(fe)
    return noun_phrase(fe, det="for each") + on_the_battlefield(fe)


def _for_each(fe) -> str:
    match fe:
        case A.LifeGainedForEach(yours=yours):
            return f"for each 1 life {'you' if yours else 'they'} gained"
        case A.PlayersForEach(filter=f, zone=None):
            return noun_phrase(f, det="for each") + " they control"
        case A.PlayersForEach(filter=f, zone=zone):
            return noun_phrase(f, det="for each") + f" in their {zone.value}"
        case ("counters_it", k):
            return f"for each {k} counter on it"
        case ("died", f):
            return died_this_turn(f, det="for each")
        case ("devoured", f):
            return noun_phrase(f, det="for each") + " it devoured"
        case ("destroyed", f):
            return noun_phrase(f, det="for each") + " destroyed this way"
        case ("discarded", f):
            return noun_phrase(f, det="for each") + " discarded this way"
        case BasicLandTypes():
            return "for each basic land type among lands you control"
        case CountersOn(ref=SelfRef(), counter=None):
            return "for each counter on ~"
        case A.CountersOnObject(owner=A.ItPhrase(), counter=None):
            return "for each counter on it"
        case A.ColorsSpentCount(owner=A.ItPhrase()):
            return "for each color of mana spent to cast it"
        case A.ColorsSpentCount():
            return "for each color of mana spent to cast ~"
        case CountersOn(ref=SelfRef(), counter=k):
            return f"for each {k} counter on ~"
        case ("those", noun):
            return f"for each of those {plural(noun)}"
        case VotesFor(choice=choice):                   # CR 701.38a
            return f"for each {choice} vote"
        case A.RevealedCount():
            return "for each card revealed this way"
        case A.ExiledCount(filter=f):
            return noun_phrase(f, det="for each") + " exiled this way"
        case A.RevealedMatchingCount(filter=f):
            return noun_phrase(f, det="for each") + " revealed this way"
        case ("each", f):
            return noun_phrase(f, det="for each") + on_the_battlefield(f)
        case A.ControlledPhrase():
            return controlled(fe, det="for each")
    raise Unrenderable(f"for each {fe!r}")


def _players_count_owner(a: A.PlayersCountAmount) -> str:
    """"they control" / "that player controls" / "in their hand" / "in that player's hand"."""
    that = a.player == A.ThatPhrase("player")
    if a.zone is Zone.BATTLEFIELD:
        return "that player controls" if that else "they control"
    whose = "that player's" if that else "their"
    return f"in {whose} {a.zone.value}"


def died_this_turn(f, plural: bool = False, det: str | None = None) -> str:
    """"creatures [you controlled] that died this turn": the controller as they died (CR 700.4);
    "put into your graveyard from the battlefield this turn": those you own (CR 400.3)."""
    if f.owned_by_you:
        words = noun_phrase(dataclasses.replace(f, owned_by_you=False), plural, det=det)
        return words + " put into your graveyard from the battlefield this turn"
    if f.controller is Controller.YOU:
        words = noun_phrase(dataclasses.replace(f, controller=Controller.ANY), plural, det=det)
        return words + " you controlled that died this turn"
    return noun_phrase(f, plural, det=det) + " that died this turn"
