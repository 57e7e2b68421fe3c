"""Each compiled line holds ability objects of its own (pipeline._shallow_copy): two lines of
the same text share one memoised meaning, yet the serializer tells a card's abilities apart by
identity, so each line's abilities are copies, equal to the meaning's, made as copy.copy would."""
import copy
from dataclasses import dataclass

from cardtext.compiler.pipeline import _copies_plainly, _shallow_copy, compile_source
from cardtext.compiler.source.card import CardSource


def test_two_lines_of_the_same_text_hold_equal_abilities_that_are_not_the_same_objects():
    """CR 113.2c: an object may have several instances of the same ability, each its own."""
    card = compile_source(CardSource(name="P", oracle_text="{T}: Draw a card.\n{T}: Draw a card.",
                                     mana_cost="{2}", type_line="Artifact"))
    first, second = (line.abilities[0] for line in card.lines)
    assert first == second and first is not second
    assert type(first) is type(second)


@dataclass(frozen=True)
class _Plain:
    a: int
    b: tuple = ()


class _OwnCopy:
    def __init__(self):
        self.copied = False

    def __copy__(self):
        made = _OwnCopy()
        made.copied = True
        return made


class _Slotted:
    __slots__ = ("a",)

    def __init__(self, a):
        self.a = a


def test_a_plain_dataclass_is_copied_field_for_field():
    original = _Plain(1, (2,))
    made = _shallow_copy(original)
    assert made == original == copy.copy(original) and made is not original
    assert made.b is original.b             # shallow, as copy.copy


def test_a_class_with_its_own_copying_goes_to_copy_copy():
    assert not _copies_plainly(_OwnCopy) and _shallow_copy(_OwnCopy()).copied
    assert not _copies_plainly(_Slotted) and _shallow_copy(_Slotted(3)).a == 3
    assert _copies_plainly(_Plain)
