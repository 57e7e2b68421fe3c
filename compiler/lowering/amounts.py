"""Amounts: "its power", "that much", "X plus 1", "1 for each ..." -> runtime Amounts, read
from the side of what the ability refers to (CR 107, 603.7c)."""
from __future__ import annotations

import dataclasses

from ...runtime.characteristics import Zone
from ...runtime.filters import (AffectedRef, AttackersDeclared, BasicLandTypes, ControlledBy, Controller, CountersOn,
                                CountOf, Devoured, DiedThisTurn, EachRef, EventAmount, Fixed, GraveyardCardTypes, GreatestAmong,
                                LifeLostThisWay, LifeTotalAmount, TotalCount, DamagePreventedThisWay,
                                ManaSpentToCast, ManaValueOf, ObjectFilter, PlayersCount, PowerOf, SelfRef, Sum, Times,
                                ToughnessOf)

from ..syntax import nodes as A
from ..syntax.transform import UnsupportedPhrase
from .counts import destroyed_count, discarded_count, exiled_count, revealed_count, revealed_matching_count
from .references import blocking_it_resolved, it_ref, object_ref, player_ref
from .scope import Scope
from ..dataclass_fields import any_instance


CHARACTERISTICS = {"power": PowerOf, "toughness": ToughnessOf, "mana value": ManaValueOf}


# Trigger kinds whose event carries an amount of damage or life ("that much", CR 603.7c).
AMOUNT_EVENTS = ("damage", "damage_any", "dealt_damage", "gain_life")


def amount_value(amount, scope: Scope, pre: list):
    """An amount of the AST -> a runtime Amount: "its power" reads the object "it" means here."""
    if isinstance(amount, EventAmount) and scope.event_kind not in AMOUNT_EVENTS:
        raise UnsupportedPhrase("'that much' without a damage or life-gain trigger event")
    if isinstance(amount, LifeLostThisWay) and not scope.lost_life:
        raise UnsupportedPhrase("'the life lost this way' without a life loss before it")
    if isinstance(amount, DamagePreventedThisWay):
        scope.prevented_amount = True        # the sentence is the shield's rider (sentences.py)
    if isinstance(amount, A.AmountOf):
        return CHARACTERISTICS[amount.characteristic](amount_owner(amount.owner, scope, pre))
    if isinstance(amount, A.CountersOnObject):
        return counters_on_it(scope, amount.counter)
    if isinstance(amount, A.PlusAmount):
        return Sum(amount_value(amount.amount, scope, pre), amount.plus)
    if isinstance(amount, A.TwiceAmount):
        return Times(amount_value(amount.amount, scope, pre), 2)
    if isinstance(amount, A.PlayersCountAmount):
        return players_count(amount.filter, amount.zone)
    if isinstance(amount, A.RevealedCount):
        return revealed_count(scope)
    if isinstance(amount, A.RevealedMatchingCount):
        return revealed_matching_count(amount.filter, scope)
    if isinstance(amount, A.ExiledCount):
        return exiled_count(amount.filter, scope)
    return amount


# Owners an amount names outright, which a later "its" in an amount of the ability names again.
NAMED_OWNERS = (A.PaidPhrase, A.RevealedCardPhrase, A.ThatPhrase)


def amount_owner(owner, scope: Scope, pre: list):
    """The object an amount reads: "you draw cards equal to the sacrificed creature's power,
    then you gain life equal to its toughness": "its" is the object the amount before named
    (the sacrificed creature, as it last existed, CR 608.2h), not the source."""
    if isinstance(owner, A.ItPhrase) and scope.amount_owner is not None:
        return scope.amount_owner
    ref = object_ref(owner, scope, pre)
    if isinstance(owner, NAMED_OWNERS):
        scope.amount_owner = ref
    return ref


def counters_on_it(scope: Scope, counter: str | None) -> CountersOn:
    """"the number of age counters on it" / "for each counter on it" (CR 122.1), where "it" is
    the source. Where the pronoun could mean a target or the trigger's object the phrase is
    not supported yet: in "~ deals damage equal to the number of charge counters on it to target
    creature" it is the source, the subject, whichever of the two the lowering met first."""
    ref = it_ref(scope)
    if not isinstance(ref, SelfRef):
        raise UnsupportedPhrase("'counters on it' where 'it' could be another object than the source")
    return CountersOn(ref, counter)


def has_event_amount(value) -> bool:
    """Does a lowered effect read EventAmount ("that much" / "that many")?"""
    return any_instance(value, EventAmount)


def attackers_for_that_many(value, attackers: ObjectFilter):
    """"Whenever one or more Dinosaurs you control attack, create that many ...": "that many" is
    the number of those creatures declared as attackers (CR 508.1, 603.2c)."""
    if isinstance(value, EventAmount):
        return AttackersDeclared(attackers)
    if isinstance(value, tuple):
        return tuple(attackers_for_that_many(v, attackers) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changed = {f.name: attackers_for_that_many(getattr(value, f.name), attackers)
                   for f in dataclasses.fields(value)}
        return dataclasses.replace(value, **changed) if any(
            changed[k] is not getattr(value, k) for k in changed) else value
    return value


def players_count(filt: ObjectFilter, zone: Zone | None) -> PlayersCount:
    """"... he or she controls" / "... in his or her graveyard": the filter read from the side of
    the player the effect acts on, as that player's "you control" / "your graveyard" (zone None
    or the battlefield: what that player controls)."""
    if zone in (Zone.GRAVEYARD, Zone.HAND, Zone.LIBRARY):
        return PlayersCount(dataclasses.replace(filt, zone=zone, controller=Controller.YOU))
    return PlayersCount(dataclasses.replace(filt, controller=Controller.YOU))


def per_each(for_each):
    """A pump's "for each ...": a count of objects, or an amount such as domain's."""
    if for_each is None:
        return None
    if isinstance(for_each, BasicLandTypes):
        return for_each
    return CountOf(EachRef(for_each))


def per_player(amount) -> bool:
    """Does the amount count "he or she controls" (PlayersCount), read per affected player?"""
    if isinstance(amount, (Sum, Times)):
        return per_player(amount.amount)
    return isinstance(amount, PlayersCount)


def count_for_each(amount, for_each, scope: Scope):
    """"1 life for each of those creatures" -> CountOf(those); only 1-per-each is supported."""
    if for_each is None:
        return amount
    if amount != Fixed(1):
        if not isinstance(amount, Fixed):
            raise UnsupportedPhrase("N for each (N not a number)")
        return Times(count_for_each(Fixed(1), for_each, scope), amount.value)   # "2 life for each ..."
    if isinstance(for_each, A.PlayersForEach):
        return players_count(for_each.filter, for_each.zone)
    if isinstance(for_each, A.LifeGainedForEach):       # CR 603.7c: the life the event gained
        if scope.event_kind != "gain_life" or for_each.yours != (scope.event_player is Controller.YOU):
            raise UnsupportedPhrase("'for each 1 life gained' without that player's life-gain trigger event")
        return EventAmount()
    if isinstance(for_each, A.RevealedCount):
        return revealed_count(scope)
    if isinstance(for_each, A.RevealedMatchingCount):   # "for each nonland card revealed this way"
        return revealed_matching_count(for_each.filter, scope)
    if isinstance(for_each, A.ExiledCount):          # "for each card exiled this way"
        return exiled_count(for_each.filter, scope)
    if isinstance(for_each, tuple) and for_each[0] == "destroyed":
        return destroyed_count(for_each[1], scope)
    if isinstance(for_each, tuple) and for_each[0] == "discarded":
        return discarded_count(for_each[1], scope)
    if isinstance(for_each, tuple) and for_each[0] == "died":
        return DiedThisTurn(for_each[1])                # CR 700.4, last known information
    if isinstance(for_each, tuple) and for_each[0] == "devoured":
        if not isinstance(it_ref(scope), SelfRef):      # CR 702.82b: only the source devours as it enters
            raise UnsupportedPhrase("'it devoured' where 'it' is not the source")
        return Devoured(for_each[1])
    if isinstance(for_each, A.CountersOnObject):
        return counters_on_it(scope, for_each.counter)
    if isinstance(for_each, A.ColorsSpentCount):
        ref = SelfRef() if isinstance(for_each.owner, A.SelfPhrase) else it_ref(scope)
        if not isinstance(ref, SelfRef):
            raise UnsupportedPhrase("the mana spent to cast an object other than the source")
        return ManaSpentToCast(ref, colors=True)
    if isinstance(for_each, tuple) and for_each[0] == "counters_it":
        return CountersOn(it_ref(scope), for_each[1])
    if isinstance(for_each, A.ControlledPhrase):
        # "for each creature target opponent controls": counted as the effect resolves
        return CountOf(ControlledBy(for_each.filter, player_ref((for_each.player,), scope)))
    if isinstance(for_each, tuple):
        kind, value = for_each
        if kind == "those":
            if not scope.last_label:
                raise UnsupportedPhrase("'those' with nothing to refer to")
            return CountOf(AffectedRef(scope.last_label))
        return CountOf(EachRef(blocking_it_resolved(value, scope)))
    return for_each      # CountersOn


# The amounts a static ability can work out with no resolution around it (runtime/engine/query.py
# static_amount): no targets, no X paid, no event (CR 611.3a).
STATIC_AMOUNTS = (Fixed, Sum, Times, CountOf, CountersOn, GreatestAmong, BasicLandTypes, GraveyardCardTypes,
                  LifeTotalAmount, TotalCount)


def static_amount_value(amount):
    """"where X is ..." of a static ability: an amount it reads again whenever it applies."""
    value = amount_value(amount, Scope(), [])
    if not isinstance(value, STATIC_AMOUNTS) or isinstance(value, (Sum, Times)) and \
            not isinstance(value.amount, STATIC_AMOUNTS):
        raise UnsupportedPhrase("an amount a static ability can't read")
    if isinstance(value, CountOf) and not isinstance(value.ref, EachRef) or \
            isinstance(value, CountersOn) and not isinstance(value.ref, SelfRef):
        raise UnsupportedPhrase("an amount a static ability can't read")
    return value
