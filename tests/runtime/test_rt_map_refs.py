"""filters.map_refs: the references of an effect tree replaced, every other part kept as it is
(the same object when nothing inside it changed); a spell's paragraphs joined as one spell
ability move each paragraph's target numbers up by the targets before it (CR 608.2c, 702.47a)."""
from __future__ import annotations

from dataclasses import dataclass, field

from cardtext.runtime.abilities import SpellAbility, spell_ability_of
from cardtext.runtime.filters import GrantorRef, TargetRef, map_refs, with_grantor


@dataclass(frozen=True)
class _Part:
    ref: object
    rest: tuple = ()
    note: str = field(default="kept", init=False)     # not an init field: never rebuilt


def test_every_reference_of_the_kinds_is_replaced_and_the_rest_is_kept():
    tree = (_Part(TargetRef(0), (_Part(TargetRef(1)), "text", 3)), _Part(GrantorRef()))
    moved = map_refs(tree, lambda r: TargetRef(r.index + 2))
    assert moved == (_Part(TargetRef(2), (_Part(TargetRef(3)), "text", 3)), _Part(GrantorRef()))
    assert moved[1] is tree[1], "a part with nothing replaced inside it is the same object"


def test_a_class_is_read_by_its_own_fields():
    """The field table is per class: two dataclasses with different fields each have theirs."""
    @dataclass(frozen=True)
    class Other:
        first: object
        second: object = None
    value = (Other(TargetRef(0), _Part(TargetRef(5))), _Part(Other(TargetRef(1))))
    assert map_refs(value, lambda r: TargetRef(r.index * 10)) == (
        Other(TargetRef(0), _Part(TargetRef(50))), _Part(Other(TargetRef(10))))
    assert map_refs(Other, lambda r: TargetRef(9)) is Other, "a class itself is no tree"


def test_an_unbound_grantor_reference_names_the_grantor():
    assert with_grantor(_Part(GrantorRef(), (_Part(GrantorRef(7)),)), GrantorRef(4)) == \
        _Part(GrantorRef(4), (_Part(GrantorRef(7)),))


def test_the_second_paragraphs_targets_come_after_the_firsts():
    first = SpellAbility((_Part(TargetRef(0)),), ("t0",))
    second = SpellAbility((_Part(TargetRef(0)), _Part(TargetRef(1))), ("u0", "u1"))
    joined = spell_ability_of((first, second))
    assert joined.targets == ("t0", "u0", "u1")
    assert joined.effects == (_Part(TargetRef(0)), _Part(TargetRef(1)), _Part(TargetRef(2)))
