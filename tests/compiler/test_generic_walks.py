"""The compiler's generic walks over its frozen dataclasses (compiler/dataclass_fields.py):
`any_part` meets every part (fields in declaration order, items of tuples and lists), stops
below a part its verdict answers False for, asks `only`'s instances alone when given;
`parts_of` gives a value's parts without atoms; the semantic check walk reports findings in
the order the nodes are met, and the lowering's checks find what they look for at depth."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

import pytest

from cardtext.compiler.dataclass_fields import any_instance, any_part, parts_by_class, holds_any, parts_of
from cardtext.compiler.lowering.checks import check_resolved
from cardtext.compiler.lowering.counts import asked_this_way
from cardtext.compiler.syntax import nodes as A
from cardtext.compiler.syntax.transform import UnsupportedPhrase
from cardtext.runtime import effects as E
from cardtext.runtime.characteristics import Step
from cardtext.runtime.events import BeginningOfStep
from cardtext.runtime.filters import CounterCount, EventObjectRef, ObjectFilter, SelfRef
from cardtext.runtime.relations import Compare


class Colour(str, Enum):
    RED = "red"


@dataclass(frozen=True)
class Leaf:
    name: str


@dataclass(frozen=True)
class Pair:
    left: object
    right: object = ()


@dataclass(frozen=True)
class Box:
    inside: object


def test_any_part_finds_a_part_in_a_field_a_tuple_and_a_list():
    tree = Pair(Box((Leaf("a"), [Pair(Leaf("b"))])), Colour.RED)
    for name in ("a", "b"):
        assert any_part(tree, lambda n, name=name: True if isinstance(n, Leaf) and n.name == name else None)
    assert not any_part(tree, lambda n: True if isinstance(n, Leaf) and n.name == "c" else None)


def test_a_false_verdict_stops_the_walk_below_that_part_only():
    tree = Pair(Box(Leaf("hidden")), Leaf("seen"))
    looked = lambda n: False if isinstance(n, Box) else (True if isinstance(n, Leaf) and n.name == "hidden" else None)  # noqa: E731
    assert not any_part(tree, looked)
    assert any_part(tree, lambda n: False if isinstance(n, Box) else (True if isinstance(n, Leaf) else None))


def test_strings_numbers_enum_members_and_empty_tuples_are_not_asked_about():
    asked = []
    any_part(Pair(Pair("text", 3), Colour.RED), lambda n: asked.append(type(n)))
    assert asked == [Pair, Pair]          # Pair(..).right of the inner pair is (): not asked either


def test_only_asks_the_verdict_of_its_instances_and_looks_inside_every_other_part():
    asked = []
    tree = Pair(Box(Leaf("deep")), (Box(Leaf("x")),))
    assert not any_part(tree, lambda n: asked.append(n.name), Leaf)
    assert asked and all(isinstance(name, str) for name in asked)
    assert sorted(asked) == ["deep", "x"]
    assert any_instance(tree, Leaf) and not any_instance(tree, Colour)


def test_parts_of_keeps_order_and_drops_atoms():
    leaf = Leaf("a")
    assert parts_of(Pair(leaf, ("b", leaf, ()))) == [leaf, ("b", leaf, ())]
    assert parts_of(("b", leaf, (), Colour.RED, 4)) == [leaf]
    assert parts_of("text") == () and parts_of(Colour.RED) == ()


def test_the_classes_held_are_those_any_instance_finds():
    """parts_by_class meets the parts any_part meets: whatever any_instance finds, holds_any finds
    among them, and nothing else (atoms, enum members and empty tuples are not parts)."""
    tree = Pair(Box((Leaf("a"), [Pair(Leaf("b"))])), Colour.RED)
    held = parts_by_class(tree)
    assert set(held) == {Pair, Box, tuple, list, Leaf}
    assert sorted(leaf.name for leaf in held[Leaf]) == ["a", "b"]
    for kinds in (Leaf, Box, Colour, str, (Colour, Leaf), ObjectFilter, object):
        assert holds_any(held, kinds) is any_instance(tree, kinds)
    assert set(parts_by_class(Pair("text", ()))) == {Pair}


def test_the_lowered_lines_classes_answer_what_the_line_meaning_says():
    """A line's meaning answers its questions from the classes its abilities hold (one walk):
    the answers are those of the walks they replace, asked of the same abilities."""
    from cardtext.compiler.line_meaning import _TRANSFORMING, _transforms_itself_here, line_meaning
    from cardtext.compiler.lowering.backup import holds_printed_below
    from cardtext.compiler.lowering.linked_exiles import _READERS, _reads_linked
    for text, spell in (("backup 1", False), ("{2}{b}: transform ~.", False), ("trample", False),
                        ("{3}, {t}: you may cast a card exiled with ~ without paying its mana cost.", False),
                        ("destroy target creature. return it to the battlefield transformed under your control.",
                         True), ("create a 1/1 white spirit creature token with flying.", True)):
        meaning = line_meaning(text, None, spell)
        assert meaning.abilities, text
        walked = (any_part(meaning.abilities, _transforms_itself_here, _TRANSFORMING),
                  holds_printed_below(meaning.abilities),
                  any(any_part(a, _reads_linked, _READERS) for a in meaning.abilities))
        assert (meaning.transforms_itself, meaning.printed_below, meaning.reads_linked) == walked, text
    assert line_meaning("backup 1", None, False).printed_below
    assert line_meaning("{2}{b}: transform ~.", None, False).transforms_itself
    assert line_meaning("destroy target creature. return it to the battlefield transformed under your control.",
                        None, True).transforms_itself


def test_a_check_walks_nothing_when_the_abilities_hold_none_of_its_classes():
    """check_resolved asks each check only when the parts held say it could find something:
    given parts that hold no counter count, or only filters with nothing left unresolved, the
    deep one below goes unseen; worked out from the abilities themselves (the lowering's way),
    it is found."""
    deep = (Box(Box((Pair(Leaf("x"), CounterCount(None, "+1/+1", Compare.GE, 3)),))),)
    check_resolved(deep, {cls: parts for cls, parts in parts_by_class(deep).items() if cls is not CounterCount})
    with pytest.raises(UnsupportedPhrase, match="counters"):
        check_resolved(deep, parts_by_class(deep))
    resolved = ObjectFilter(host=ObjectFilter())         # filters, none with a pronoun left
    check_resolved((Box(resolved), Box(deep)), {ObjectFilter: [resolved, resolved.host]})
    with pytest.raises(UnsupportedPhrase, match="counters"):
        check_resolved((Box(resolved), Box(deep)))


def test_this_way_questions_are_answered_in_one_walk():
    """CR 701.7 (destroyed this way), CR 701.8a (discarded this way), CR 608.2h ("that
    creature" after a sacrifice)."""
    assert asked_this_way((Box(("destroyed", None)),)) == {"destroyed"}
    assert asked_this_way((Box(("put_into_graveyard", None)),)) == {"destroyed"}
    assert asked_this_way((Pair(A.ThatPhrase("card"), A.ThatPhrase("permanent")),)) == {"discarded", "that creature"}
    assert asked_this_way((Pair(A.ThatPhrase("player")),)) == frozenset()
    assert asked_this_way((("discarded", None, None),)) == frozenset()      # not a (verb, filter) pair


def test_an_unresolved_pronoun_is_found_deep_in_a_filter_host():
    """A counter count nothing bound "it" to, and "blocking it", stay unsupported wherever the
    lowering left them (up to the walk's depth)."""
    with pytest.raises(UnsupportedPhrase, match="counters"):
        check_resolved((Box(Box((Pair(Leaf("x"), CounterCount(None, "+1/+1", Compare.GE, 3)),))),))
    with pytest.raises(UnsupportedPhrase, match="blocking it"):
        check_resolved((Box(ObjectFilter(host=ObjectFilter(blocking_it=True))),))


def test_the_first_pronoun_problem_in_walk_order_is_the_one_reported():
    first = ObjectFilter(blocking_it=True)
    second = CounterCount(None, "+1/+1", Compare.GE, 3)
    with pytest.raises(UnsupportedPhrase, match="blocking it"):
        check_resolved((Pair(first, second),))
    with pytest.raises(UnsupportedPhrase, match="counters"):
        check_resolved((Pair(second, first),))


def test_attaching_to_that_creature_only_counts_inside_a_delayed_trigger():
    """CR 400.7: the object returned is a new object the delayed trigger's event doesn't name."""
    ret = E.ReturnToBattlefield(SelfRef(), attached_to=EventObjectRef())
    check_resolved((Box((ret,)),))                     # not delayed: not this check's concern
    with pytest.raises(UnsupportedPhrase, match="delayed trigger"):
        check_resolved((E.CreateDelayedTrigger(BeginningOfStep(Step.END), (Box(ret),)),))


def test_a_type_of_your_choice_is_chosen_first_unless_a_target_needs_it():
    """CR 608.2d: "of the creature type of your choice" is chosen as the effect happens, before
    the creatures are found; a target must be chosen before that (CR 601.2c): not supported."""
    from .conftest import compile_text
    card = compile_text("Destroy all creatures of the creature type of your choice.", type_line="Sorcery")
    (line,) = card.lines
    (ability,) = line.abilities
    assert isinstance(ability.effects[0], E.ChooseValue) and ability.effects[0].kind == "creature_type"
    card = compile_text("Destroy target creature of the creature type of your choice.", type_line="Sorcery")
    assert not card.fully_compiled
    assert any("type or sector of your choice" in d.message for d in card.diagnostics)


def _found_targets(text: str) -> list[tuple[str, int, int]]:
    """check_line over the AST of `text` with a check on target phrases registered for the test:
    (the phrase's first word, the span the finding names) per finding, in the order reported."""
    from cardtext.compiler.line_meaning import _TRANSFORMER, parse
    from cardtext.compiler.semantics import dispatch
    from cardtext.compiler.semantics.check import check_line
    node = _TRANSFORMER.transform(parse(text))
    check_line(node, _TRANSFORMER.span_of)           # walked once before the check is registered
    assert A.TargetPhrase not in dispatch.CHECKS

    def check(phrase, where):
        span = where.at(phrase)
        yield dispatch.Finding("CT399", text[span.start:span.end].split()[0], "", span)
    dispatch.register([A.TargetPhrase], check)
    try:
        return [(f.message, f.span.start, f.span.end) for f in check_line(node, _TRANSFORMER.span_of)]
    finally:
        del dispatch.CHECKS[A.TargetPhrase]
        dispatch._PLANS.clear()


def test_the_semantic_walk_reports_in_the_order_the_nodes_are_met_where_they_were_written():
    """A check registered after a walk is asked by the next one (register starts the per-class
    plans over); findings come in the order the phrases are written, each at its own span."""
    text = "~ deals 2 damage to target creature and 1 damage to target player."
    found = _found_targets(text)
    assert [word for word, _, _ in found] == ["target", "target"]
    assert found[0][1] == text.index("target creature") and found[1][1] == text.index("target player")


@dataclass(frozen=True)
class Wide:
    """A dataclass with enough fields to be read from its __dict__ (DICT_READ_FIELDS)."""

    a: object = None
    b: object = ()
    c: object = None
    d: object = None
    e: object = None
    f: object = None
    g: object = None
    h: object = None


@dataclass(frozen=True)
class WideWithPostInit(Wide):
    def __post_init__(self) -> None:
        object.__setattr__(self, "a", Leaf("set later"))


def test_a_wide_dataclass_is_read_from_its_dict_in_field_order():
    from cardtext.compiler.dataclass_fields import DICT_READ_FIELDS, _dict_in_field_order, parts_getter
    assert len(Wide.__dataclass_fields__) >= DICT_READ_FIELDS and _dict_in_field_order(Wide)
    wide = Wide(h=Leaf("h"), a=Leaf("a"), d=(Leaf("d"),))
    assert list(parts_getter(Wide)(wide)) == [wide.a, (), None, wide.d, None, None, None, wide.h]
    assert [p.name for p in parts_of(wide) if isinstance(p, Leaf)] == ["a", "h"]
    # an attribute set outside the fields: the fields alone, read by attribute
    object.__setattr__(wide, "extra", Leaf("not a field"))
    assert [p.name for p in parts_of(wide) if isinstance(p, Leaf)] == ["a", "h"]
    assert not any_part(wide, lambda n: True if isinstance(n, Leaf) and n.name == "not a field" else None)


_LEAF_DEFAULT = Leaf("default")


@dataclass(frozen=True)
class WideWithDefaults:
    """A wide dataclass whose defaults are atoms, the empty tuple and objects with parts."""

    a: object = None
    b: object = ()
    c: object = False
    d: object = "word"
    e: object = Colour.RED
    f: object = _LEAF_DEFAULT
    g: object = (Leaf("in a default tuple"),)
    h: object = 0


def test_a_wide_dataclass_walk_meets_every_part_whatever_the_defaults():
    """The walks pass over a field holding its own atom or empty-tuple default without looking
    at it; a default with parts (an object, a tuple of objects) is walked like any value, and
    a value set in place of an atom default is met."""
    plain = WideWithDefaults()
    held = parts_by_class(plain)
    assert sorted(leaf.name for leaf in held[Leaf]) == ["default", "in a default tuple"]
    assert set(held) == {WideWithDefaults, Leaf, tuple}
    named = []
    any_part(WideWithDefaults(a=Leaf("a"), c=Leaf("c"), h=(Leaf("h"),)),
             lambda n: named.append(n.name), Leaf)
    assert sorted(named) == ["a", "c", "default", "h", "in a default tuple"]
    # a value equal to its atom default but another object is passed over all the same
    assert parts_by_class(WideWithDefaults(d="".join(["wo", "rd"]))).keys() == held.keys()


def test_a_dataclass_whose_fields_may_be_set_after_init_is_read_by_attribute():
    """A __post_init__ may set a field again, a hand-written __init__ in any order: their
    __dict__ is not known to be in field order."""
    from cardtext.compiler.dataclass_fields import _dict_in_field_order

    @dataclass(frozen=True)
    class HandMade(Wide):
        def __init__(self, h):
            object.__setattr__(self, "h", h)
            for name in "abcdefg":
                object.__setattr__(self, name, None)

    assert not _dict_in_field_order(WideWithPostInit) and not _dict_in_field_order(HandMade)
    assert parts_of(HandMade(Leaf("h"))) == [Leaf("h")]
    assert parts_of(WideWithPostInit())[0] == Leaf("set later")


def test_holds_any_answers_for_a_class_registered_later_to_an_abc():
    """issubclass's answers are kept per kinds, except for kinds whose subclass check can change
    (an ABC, to which a class can be registered after an answer was given)."""
    import abc

    class Kind(abc.ABC):
        pass

    assert not holds_any({Leaf: [Leaf("a")]}, Kind)
    Kind.register(Leaf)
    assert holds_any({Leaf: [Leaf("a")]}, Kind)
    assert holds_any({Leaf: [Leaf("a")]}, (Box, Leaf)) and not holds_any({Leaf: [Leaf("a")]}, (Box, Pair))


def test_a_parser_object_in_a_node_stops_the_semantic_walk():
    """CT901: a lark Token in an AST node's field, met by check_line's walk however deep."""
    from lark import Token
    from cardtext.compiler.semantics.check import check_line
    from cardtext.compiler.typed_fields import ParserObjectInNode
    with pytest.raises(ParserObjectInNode):
        check_line(A.Sentence((A.ThatPhrase(Token("WORD", "creature")),)), lambda node: None)


def test_this_way_questions_come_from_the_census_at_any_depth():
    """CR 701.7 / 701.8a: a count or a "that card" deep inside a sentence is still asked about; a
    ThisWayIncludes or PaidPhrase of another verb asks nothing."""
    def deep(part):
        return (Box(Box((Pair(Leaf("x"), part),))),)
    assert asked_this_way(deep(A.ThisWayIncludes(ObjectFilter(), "destroyed"))) == {"destroyed"}
    assert asked_this_way(deep(A.ThisWayIncludes(ObjectFilter(), "exiled"))) == frozenset()
    assert asked_this_way((Box(Box([Box(("discarded", None))])),)) == {"discarded"}


def test_a_type_of_your_choice_is_chosen_first_and_never_for_a_target():
    """CR 608.2d-like: "of the creature type of your choice" is chosen as the effect happens, before
    the objects are found; a clause with no such filter chooses nothing first; a target of such a
    type (CR 601.2c: targets are chosen first) is not supported, however deep it is."""
    from cardtext.compiler.lowering.dispatch import type_choice_first
    chosen = ObjectFilter(subtype_chosen_on_resolution=True)
    sector = ObjectFilter(in_chosen_sector=True)
    assert type_choice_first(Box(Pair(ObjectFilter(), Box(ObjectFilter(host=chosen))))) == []   # not inside a filter
    assert type_choice_first(Box(Pair(Leaf("x"), Box((chosen,))))) == [E.ChooseValue("creature_type")]
    assert type_choice_first(Pair(sector, chosen)) == [E.ChooseValue("creature_type"), E.ChooseValue("sector")]
    with pytest.raises(UnsupportedPhrase, match="of your choice"):
        type_choice_first(Box(A.TargetPhrase(chosen, None)))
    with pytest.raises(UnsupportedPhrase, match="of your choice"):
        type_choice_first(Pair(chosen, Box(A.TargetPhrase(sector, None))))


def test_instances_held_finds_a_class_met_after_the_others_were_sorted():
    """instances_held answers [] at once only when every class held is known not to be wanted: a
    census with a new class (a subclass met later) is still sorted and its parts found."""
    from cardtext.compiler.dataclass_fields import instances_held

    @dataclass(frozen=True)
    class Wanted:
        name: str

    @dataclass(frozen=True)
    class Later(Wanted):
        pass

    first = parts_by_class(Box(Leaf("x")))
    assert instances_held(first, Wanted) == []
    assert instances_held(first, Wanted) == []          # now answered from the sorted classes
    later = Later("y")
    assert instances_held(parts_by_class(Box((Leaf("x"), later))), Wanted) == [later]


def test_this_way_questions_are_read_in_the_ast_not_inside_a_filter():
    """CR 701.7: a ("destroyed", filter) count is a node's field: found next to filters and with a
    filter in it; a runtime ObjectFilter holds runtime values only, and the walk doesn't enter it
    (a filter's strings are no count of what a step did)."""
    creature = ObjectFilter(types=("creature",))
    assert asked_this_way((Pair(creature, Box(("destroyed", creature))),)) == {"destroyed"}
    assert asked_this_way((Box(ObjectFilter(subtypes=("destroyed", "x"))),)) == frozenset()
