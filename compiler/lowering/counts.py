"""Counts of what an effect did: "for each creature destroyed this
way" (CR 701.7: destroyed = put into its owner's graveyard from the battlefield) and "that
creature" after "sacrifice a creature" (last known information, CR 608.2h), and "the number of
cards revealed this way"."""
from __future__ import annotations


from ...runtime.filters import AffectedCount, AffectedRef, ControlledBy, CountOf, EachRef, ObjectFilter, TargetRef

from ..syntax import nodes as A
from ..syntax.transform import UnsupportedPhrase
from ..dataclass_fields import any_part


def asked_this_way(node) -> frozenset[str]:
    """What any part of these sentences asks of the steps before it, in one walk: "destroyed"
    (counts objects "destroyed this way" or asks about them: "If a creature is destroyed this
    way, ..."), "discarded" (counts cards "discarded this way" or reads "the discarded card" /
    "that card", which after a discard step is that step's card) and "that creature" ("that
    creature" or "that permanent" written anywhere). What is asked is written in the AST: the
    ("<verb>", filter) pairs are node fields the transformer builds (transform/amounts.py,
    conditions.py) and the phrases are AST nodes; an ObjectFilter is runtime data (runtime/ never
    imports the compiler, and its fields are annotated with runtime types), so the walk does not
    look inside one, as the semantic pass does not (semantics/dispatch.py)."""
    asked: set[str] = set()

    def note(part) -> bool | None:
        if isinstance(part, ObjectFilter):      # runtime data: none of the parts asked for is inside
            return False
        if isinstance(part, tuple):             # a ("<verb>", filter) count of what a step did
            if len(part) == 2 and isinstance(part[0], str) and part[0] in _COUNTED_VERBS:
                asked.add("discarded" if part[0] == "discarded" else "destroyed")
        elif isinstance(part, A.ThisWayIncludes):
            if part.verb == "destroyed":
                asked.add("destroyed")
        elif isinstance(part, A.PaidPhrase):
            if part.verb == "discarded":
                asked.add("discarded")
        elif isinstance(part, A.ThatPhrase):
            if part.noun in ("creature", "permanent"):
                asked.add("that creature")
            elif part == _THAT_CARD:
                asked.add("discarded")

    any_part(node, note, (tuple, A.ThisWayIncludes, A.PaidPhrase, A.ThatPhrase, ObjectFilter))
    return frozenset(asked)


# the verbs of ("<verb>", filter) counts asked_this_way notes (compared, not hashed: a verb may be
# a str enum member)
_COUNTED_VERBS = ("destroyed", "put_into_graveyard", "discarded")
_THAT_CARD = A.ThatPhrase("card")


def destroy_label(ref, scope) -> str:
    """Label the destroy step so a "destroyed this way" after it can count it."""
    scope.counter += 1
    scope.destroyed = f"destroyed{scope.counter}"
    filt = None
    if isinstance(ref, (EachRef, ControlledBy)):
        filt = ref.filter
    elif isinstance(ref, TargetRef) and ref.index < len(scope.targets):
        filt = scope.targets[ref.index].filter
    scope.destroyed_filter = filt
    return scope.destroyed


def destroyed_count(filt: ObjectFilter, scope):
    """"for each creature destroyed this way": how many objects the destroy step before put into
    graveyards. Only a filter every destroyed object matches (by card type) is counted this way."""
    if not scope.destroyed:
        raise UnsupportedPhrase("'destroyed this way' with no destroy before it")
    plain = ObjectFilter(types=filt.types, permanent=filt.permanent, zone=filt.zone)
    if filt != plain:
        raise UnsupportedPhrase("counting only some of the permanents destroyed this way")
    done = scope.destroyed_filter       # only permanents are destroyed: "permanent" counts them all
    if not (filt.permanent and not filt.types
            or done is not None and done.types and set(done.types) <= set(filt.types)):
        raise UnsupportedPhrase("counting only some of the permanents destroyed this way")
    return CountOf(AffectedRef(scope.destroyed))



def exiled_count(filt: ObjectFilter, scope):
    """"the number of creatures exiled this way": how many objects the exile step before it moved.
    Only a filter every exiled object matches (by card type) is counted this way."""
    if not scope.exiled:
        raise UnsupportedPhrase("'exiled this way' with no exile before it")
    plain = ObjectFilter(types=filt.types, permanent=filt.permanent, zone=filt.zone, card=filt.card)
    done = scope.exiled_filter
    every_card = filt.card and not filt.types and done is not None and done.card    # "for each card exiled this way"
    if filt != plain or not (every_card or done is not None and done.types and set(done.types) <= set(filt.types)):
        raise UnsupportedPhrase("counting only some of the objects exiled this way")
    return CountOf(AffectedRef(scope.exiled))


def revealed_count(scope):
    """"the number of cards revealed this way" after "reveal any number of ... in your hand"."""
    if not scope.last_label.startswith("revealed"):
        raise UnsupportedPhrase("'revealed this way' without cards revealed from your hand")
    return CountOf(AffectedRef(scope.last_label))


def revealed_matching_count(filt: ObjectFilter, scope):
    """"for each nonland card revealed this way" after "each player reveals the top card of their
    library": how many of those cards match the filter (CR 701.16a: they stay in the library)."""
    if not scope.revealed_top:
        raise UnsupportedPhrase("'revealed this way' with no top of a library revealed before it")
    return AffectedCount(scope.revealed_top, filt)


def discard_label(scope) -> str:
    """Label a discard step when a "discarded this way" after it counts its cards ("" otherwise)."""
    if not scope.wants_discarded:
        return ""
    scope.counter += 1
    scope.discarded_label = f"discarded{scope.counter}"
    return scope.discarded_label


def discarded_count(filt: ObjectFilter, scope):
    """"for each card discarded this way": how many cards the discard step before it put into
    graveyards (CR 701.8a). Only "card" (every discarded card) is counted this way."""
    if not scope.discarded_label:
        raise UnsupportedPhrase("'discarded this way' with no discard before it")
    if filt != ObjectFilter(card=True, zone=filt.zone):
        raise UnsupportedPhrase("counting only some of the cards discarded this way")
    return CountOf(AffectedRef(scope.discarded_label))
