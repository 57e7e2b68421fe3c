"""Lowering for targets, attachments and object filters (lower.py asks here)."""
from __future__ import annotations

import dataclasses

from cardtext.runtime.filters import AttachedToRef, EachRef, SelfRef

from . import nodes as A
from .transform import UnsupportedPhrase

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
    from cardtext.runtime import effects as E
    from cardtext.runtime.filters import PlayerRef
    from . import nodes_targets as T
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
    if isinstance(c, T.ContinuedRestrictClause):
        from .lower import RESTRICTIONS
        from cardtext.runtime import abilities as R
        ref = objects_ref(c.objects, scope, pre)
        if c.action == "attack or block":
            pre.append(E.AddRestriction(ref, R.RestrictedAction.ATTACK.value))
            return E.AddRestriction(ref, R.RestrictedAction.BLOCK.value)
        return E.AddRestriction(ref, RESTRICTIONS[c.action].value)
    raise UnsupportedPhrase(type(c).__name__)


def hand_ability(costs, effects, targets, timing):
    """"{1}{G}, Discard ~: ..." (channel, bloodrush): an ability whose cost discards its own card
    works only while the card is in its owner's hand (CR 113.6j, 602.2)."""
    from cardtext.runtime.characteristics import Zone
    from cardtext.runtime.mechanics import DiscardSelf, ZoneAbility
    if not any(isinstance(c, DiscardSelf) for c in costs):
        return None
    if any(type(c).__name__ in ("TapSelf", "UntapSelf", "Loyalty") for c in costs):
        raise UnsupportedPhrase("discarding a card that is also on the battlefield")
    return ZoneAbility(tuple(costs), tuple(effects), tuple(targets), timing, zone=Zone.HAND)


def same_name_ref(f, scope, pre):
    """"each other creature with the same name as that creature": "other" means other than that
    object, which the effect names anyway (its union of objects has each object once)."""
    from cardtext.runtime.filters import SameNameRef
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
        else:
            out.append(p)
    return tuple(out)
