"""Lowering for targets, attachments and object filters (lower.py asks here)."""
from __future__ import annotations

import dataclasses

from ...runtime.filters import AttachedToRef, EachRef, SelfRef

from ..syntax import nodes as A
from ..syntax.transform import UnsupportedPhrase

# The words after "attached to" that name an object of the effect, and the phrase they are.
HOSTS = {"it": A.ItPhrase(), "them": A.ThemPhrase()}


def attached_to_ref(f, scope, pre):
    """"all Auras attached to it / that creature / them" (CR 301.5, 303.4): the objects attached
    to what the pronoun means here; "it" may be the source itself."""
    from .lower import object_ref
    wording = f.attached_wording
    host = HOSTS.get(wording) or (A.ThatPhrase(wording[len("that "):]) if wording.startswith("that ")
                                  else None)
    if host is None:
        raise UnsupportedPhrase(f"attached to {wording}")
    ref = object_ref(host, scope, pre)
    if isinstance(ref, SelfRef):
        return EachRef(f)
    return AttachedToRef(dataclasses.replace(f, attached_to_self=False), ref)


def check_static_attached(subject, filters) -> None:
    """In a static ability "attached to it" means the subject; only "~" is representable."""
    for f in filters:
        if f is not None and f.attached_to_self and f.attached_wording not in ("", "~") \
                and not (f.attached_wording == "it" and isinstance(subject, SelfRef)):
            raise UnsupportedPhrase(f"attached to {f.attached_wording} in a static ability")


def lower_target_clause(c, scope, pre):
    """Clauses of nodes_targets."""
    from ...runtime import effects as E
    from ...runtime.filters import PlayerRef
    from ..syntax import nodes_targets as T
    from .lower import objects_ref
    if isinstance(c, T.GainProtectionChoiceClause):
        if any(isinstance(o, A.YouPhrase) for o in c.objects):
            raise UnsupportedPhrase("a player gaining protection")
        chooser = PlayerRef.CONTROLLER if c.chooser == "its controller's" else PlayerRef.YOU
        return E.GainProtectionChoice(objects_ref(c.objects, scope, pre), chooser)
    if isinstance(c, T.LoseKeywordClause):
        from .lower import plain_keyword
        if not c.until_end_of_turn:
            raise UnsupportedPhrase("losing a keyword with no duration")
        return E.LoseKeyword(objects_ref(c.objects, scope, pre), plain_keyword(c.keyword))
    if isinstance(c, T.BecomeColorChoiceClause):
        ref = objects_ref(c.objects, scope, pre)
        if any(isinstance(o, A.TargetPhrase) and o.filter is not None and o.filter.spell for o in c.objects) \
                or any(t.filter is not None and t.filter.spell for t in scope.targets):
            raise UnsupportedPhrase("a spell becoming a color")
        return E.BecomeColorChoice(ref, E.Duration.END_OF_TURN if c.until_end_of_turn
                                   else E.Duration.PERMANENT, several=c.several)
    if isinstance(c, T.BasePTClause):
        if not c.until_end_of_turn:
            raise UnsupportedPhrase("base power and toughness with no duration")
        return E.SetBasePT(objects_ref(c.objects, scope, pre), c.power, c.toughness)
    if isinstance(c, T.AttachSelfClause):
        from ...runtime.keyword_abilities import AttachSource
        if len(c.objects) != 1:
            raise UnsupportedPhrase("attaching to several objects")
        return AttachSource(objects_ref(c.objects, scope, pre))
    if isinstance(c, T.ChooseColorClause):
        # the choice is made by the effect that uses it, at once (chosen_color_protection)
        scope.color_chosen = True
        return None
    if isinstance(c, T.PreventByClause):
        if any(isinstance(o, A.TargetPhrase) and o.players is not None for o in c.objects):
            raise UnsupportedPhrase("damage a player would deal")
        return E.PreventDamage(c.combat_only, objects=objects_ref(c.objects, scope, pre), by_only=True)
    if isinstance(c, T.AttachToAnotherClause):
        return E.AttachToAnother(objects_ref(c.objects, scope, pre), c.to)
    if isinstance(c, T.AttachObjectsClause):
        if len(c.to) != 1:
            raise UnsupportedPhrase("attaching to several objects")
        what = objects_ref(c.objects, scope, pre)
        return E.AttachObjects(what, objects_ref(c.to, scope, pre))
    if isinstance(c, T.ContinuedRestrictClause):
        from .lower import RESTRICTIONS
        from ...runtime import abilities as R
        ref = objects_ref(c.objects, scope, pre)
        if c.action == "attack or block":
            pre.append(E.AddRestriction(ref, R.RestrictedAction.ATTACK.value))
            return E.AddRestriction(ref, R.RestrictedAction.BLOCK.value)
        return E.AddRestriction(ref, RESTRICTIONS[c.action].value)
    raise UnsupportedPhrase(type(c).__name__)


def hand_ability(costs, effects, targets, timing):
    """"{1}{G}, Discard ~: ..." (channel, bloodrush): an ability whose cost discards its own card
    works only while the card is in its owner's hand (CR 113.6j, 602.2)."""
    from ...runtime.characteristics import Zone
    from ...runtime.keyword_abilities import DiscardSelf, ZoneAbility
    if not any(isinstance(c, DiscardSelf) for c in costs):
        return None
    if any(type(c).__name__ in ("TapSelf", "UntapSelf", "Loyalty") for c in costs):
        raise UnsupportedPhrase("discarding a card that is also on the battlefield")
    return ZoneAbility(tuple(costs), tuple(effects), tuple(targets), timing, zone=Zone.HAND)


def same_name_ref(f, scope, pre):
    """"each other creature with the same name as that creature": "other" means other than that
    object, which the effect names anyway (its union of objects has each object once)."""
    from ...runtime.filters import SameNameRef
    from .lower import object_ref
    wording = f.same_name_as
    host = A.ItPhrase() if wording == "it" else A.ThatPhrase(wording[len("that "):])
    return SameNameRef(dataclasses.replace(f, same_name_as="", other=False), object_ref(host, scope, pre))


def split_protection(k):
    """CR 702.16g: "protection from A and from B" is two protection abilities."""
    if k.name != "protection" or len(k.qualities) < 2:
        return (k,)
    return tuple(dataclasses.replace(k, qualities=(q,)) for q in k.qualities)


def split_protection_predicates(predicates) -> tuple:
    out = []
    for p in predicates:
        if isinstance(p, A.KeywordPredicate):
            out += [dataclasses.replace(p, keyword=k) for k in split_protection(p.keyword)]
        elif isinstance(p, A.RestrictionPredicate) and p.action == "attack or block alone":
            out += [A.RestrictionPredicate("attack alone"), A.RestrictionPredicate("block alone")]
        else:
            out.append(p)
    return tuple(out)


def static_target_effect(subject, predicate):
    """Static predicates of nodes_targets."""
    from ...runtime import abilities as R
    from ..syntax import nodes_targets as T
    if isinstance(predicate, T.BasePTPredicate):
        return R.BasePT(subject, predicate.power, predicate.toughness)
    if isinstance(predicate, T.AdditionalPumpPredicate):
        return R.Anthem(subject, predicate.power, predicate.toughness)
    if isinstance(predicate, T.CantBlockPredicate):
        return R.CanBlockOnly(subject, _complement(predicate.attackers))
    raise UnsupportedPhrase(type(predicate).__name__)


def check_resolved(abilities):
    """"with the same name as that creature" / "attached to that creature" are resolved into
    references where an effect names objects (object_ref); anywhere else they are not supported."""
    from ...runtime.filters import ObjectFilter

    def walk(value, depth=0):
        if depth > 12:
            return
        if isinstance(value, ObjectFilter):
            if value.same_name_as or (value.attached_to_self
                                      and value.attached_wording not in ("", "~", "it")):
                raise UnsupportedPhrase("'the same name as' / 'attached to' a pronoun here")
            if value.host is not None:
                walk(value.host, depth + 1)
            return
        if isinstance(value, (tuple, list)):
            for v in value:
                walk(v, depth + 1)
        elif dataclasses.is_dataclass(value) and not isinstance(value, type):
            for f in dataclasses.fields(value):
                walk(getattr(value, f.name), depth + 1)
    walk(abilities)
    for a in abilities:
        # "becomes blocked by an equipped creature": a creature with an Equipment, not the one this
        # permanent is attached to (which only an Aura or Equipment has)
        event = getattr(a, "event", None)
        for part in getattr(event, "events", (event,)):
            other = getattr(part, "blocker", None) or getattr(part, "blocked", None)
            if isinstance(other, ObjectFilter) and other.attached_to_source:
                raise UnsupportedPhrase("'an enchanted/equipped creature' (one with an attachment)")
    _check_delayed_attach(abilities)
    return abilities


def _check_delayed_attach(value, delayed=False, depth=0):
    """"Return ~ to the battlefield attached to that creature at the beginning of the next end
    step": in a delayed trigger "that creature" is the object an earlier step returned (a new
    object, CR 400.7), which the trigger event no longer names: not supported."""
    from ...runtime import effects as E
    from ...runtime.filters import EventObjectRef
    if depth > 14:
        return
    if isinstance(value, (tuple, list)):
        for v in value:
            _check_delayed_attach(v, delayed, depth + 1)
        return
    if not dataclasses.is_dataclass(value) or isinstance(value, type):
        return
    if delayed and isinstance(getattr(value, "attached_to", None), EventObjectRef) \
            and isinstance(value, (E.ReturnToBattlefield, E.PutFromHand)):
        raise UnsupportedPhrase("attaching to 'that creature' in a delayed trigger")
    inner = delayed or type(value).__name__ == "CreateDelayedTrigger"
    for f in dataclasses.fields(value):
        _check_delayed_attach(getattr(value, f.name), inner, depth + 1)


def _complement(f):
    """"can't block creatures with power 2 or greater" is "can block only creatures with power 1
    or less": the complement of one power/toughness test among creatures."""
    from ...runtime.characteristics import CardType
    from ...runtime.filters import Compare, NumberTest, ObjectFilter
    if len(f.tests) != 1 or dataclasses.replace(f, tests=()) != ObjectFilter(types=(CardType.CREATURE,)):
        raise UnsupportedPhrase("'can't block' creatures of this kind")
    (t,) = f.tests
    flipped = {Compare.GE: NumberTest(t.characteristic, Compare.LE, t.value - 1),
               Compare.LE: NumberTest(t.characteristic, Compare.GE, t.value + 1)}.get(t.compare)
    if flipped is None:
        raise UnsupportedPhrase("'can't block' with this comparison")
    return dataclasses.replace(f, tests=(flipped,))


def chosen_color_protection(objects, keywords, scope, pre):
    """"Choose a color. <objects> gain protection from the chosen color until end of turn": one
    color, chosen as the spell resolves (CR 608.2d), protection from it (CR 702.16a)."""
    from ...runtime import effects as E
    from ...runtime.filters import ObjectFilter
    from .lower import objects_ref
    if len(keywords) != 1 or keywords[0].name != "protection" \
            or keywords[0].qualities != (ObjectFilter(chosen_color=True),):
        raise UnsupportedPhrase("'the chosen color' with this effect")
    scope.color_chosen = False            # one use: the choice isn't remembered beyond it
    return E.GainProtectionChoice(objects_ref(objects, scope, pre))
