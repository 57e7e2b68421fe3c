"""serialize.card_json writes a card's JSON straight from its abilities' dataclasses: the same
text as json_text(card_data(...)) (what `cardtext compile --format json` printed before), byte for
byte, or None when only the data path knows how (floats, odd subclasses, too deep a nesting), so
the caller takes that path and the card's text is still the same."""
from __future__ import annotations

import dataclasses
import enum
from pathlib import Path
from types import SimpleNamespace
from typing import NamedTuple

import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.serialize import MAX_DEPTH, card_data, card_json, json_text
from cardtext.compiler.source.loaders import load_path

BUNDLED = Path(__file__).resolve().parents[2] / "cards"


def _data_path(entry, compiled, extra=()):
    data = card_data(entry, compiled, extra)
    return data["fully_compiled"], json_text(data)


def test_every_bundled_card_is_written_as_the_data_path_writes_it():
    entries = load_path(str(BUNDLED))
    assert len(entries) > 20
    for entry in entries:
        compiled = compile_card(entry.source)
        assert card_json(entry, compiled) == _data_path(entry, compiled), entry.name


class Colour(enum.Enum):
    WHITE = "W"


class Number(enum.Enum):
    ONE = 1


class Pair(NamedTuple):
    a: int
    b: int


def _frozen(name, *fields):
    return dataclasses.make_dataclass(name, [(f, object) for f in fields], frozen=True)


Part, Ability = _frozen("Part", "value"), _frozen("Ability", "value")
Typed = _frozen("Typed", "type")                   # a field taking the "type" key's place
Kinded = _frozen("Kinded", "kind", "line")         # fields an ability's own "kind" and "line" would clash with


def _card(*abilities):
    """An entry and a compiled card of these abilities, each on its own line."""
    lines = [SimpleNamespace(number=n, abilities=(a,)) for n, a in enumerate(abilities, start=1)]
    compiled = SimpleNamespace(lines=lines, definition=SimpleNamespace(abilities=abilities), diagnostics=(),
                               back_face=None, melded_face=None)
    entry = SimpleNamespace(source=SimpleNamespace(name="Test Card", file="t.card"), diagnostics=(), name="Test Card")
    return entry, compiled


def _nested(depth):
    value = "bottom"
    for _ in range(depth):
        value = Part(value)
    return value


PLAIN = [Ability(True), Ability(None), Ability((1, "two", (), (Part(False),))), Ability(Colour.WHITE),
         Ability([3, 4]), Ability(Part(Part(()))), Typed("field"), Ability(Typed("inner")), Ability("Æ \"quoted\"\n"),
         Ability(_nested(MAX_DEPTH - 2))]
# values the data path writes its own way: card_json leaves them to it
ODD = [Ability(1.5), Ability(Number.ONE), Ability(Pair(1, 2)), Ability(frozenset({"b", "a"})),
       Ability({"a": 1}), Ability(object()), Kinded("mine", 0), Ability(type("Text", (str,), {})("s"))]


@pytest.mark.parametrize("ability", PLAIN, ids=range(len(PLAIN)))
def test_plain_abilities_are_written_straight_and_the_same(ability):
    entry, compiled = _card(ability)
    written = card_json(entry, compiled)
    assert written is not None and written == _data_path(entry, compiled)


@pytest.mark.parametrize("ability", ODD, ids=range(len(ODD)))
def test_odd_values_are_left_to_the_data_path(ability):
    entry, compiled = _card(ability)
    assert card_json(entry, compiled) is None


def test_too_deep_a_nesting_is_left_to_the_data_path_which_raises():
    entry, compiled = _card(Ability(_nested(MAX_DEPTH + 2)))
    assert card_json(entry, compiled) is None
    with pytest.raises(ValueError):
        card_data(entry, compiled)


def test_the_keys_kept_per_class_follow_the_class_not_its_name():
    """The keys are kept per class: two classes of one name, with other fields, each get theirs."""
    def make(field):
        return dataclasses.make_dataclass("Same", [(field, object)], frozen=True)
    first, second = make("alpha")(1), make("beta")(2)
    for ability in (first, second, Ability(first), Ability((second,))):   # and at other indentations
        entry, compiled = _card(ability)
        assert card_json(entry, compiled) == _data_path(entry, compiled)


def test_compile_json_output_uses_the_straight_writer_and_prints_the_same():
    from cardtext.compiler.cli.compile import card_output, compile_entry
    entry = load_path(str(BUNDLED))[0]
    data, _ = compile_entry(entry, summaries=False)
    assert card_output(entry, "json", False).json == json_text(data, depth=1)


@pytest.mark.parametrize("depth", [0, 1, 3])
def test_card_json_stands_at_the_depth_asked_as_json_text_does(depth):
    """The card's text as it stands `depth` levels down in the output's list."""
    for entry in load_path(str(BUNDLED))[:8]:
        compiled = compile_card(entry.source)
        data = card_data(entry, compiled)
        assert card_json(entry, compiled, depth=depth) == (data["fully_compiled"], json_text(data, depth=depth))


@pytest.mark.parametrize("depth", range(MAX_DEPTH - 4, MAX_DEPTH + 2))
@pytest.mark.parametrize("bottom", ["text", None, True, 7, ("a",), Colour.WHITE])
def test_at_the_nesting_limit_card_json_writes_what_the_data_path_writes_or_leaves_it(depth, bottom):
    """to_data refuses a value nested deeper than MAX_DEPTH, a plain one too: where it raises,
    card_json leaves the card to it; where it doesn't, both write the same text."""
    value = bottom
    for _ in range(depth):
        value = Part(value)
    entry, compiled = _card(Ability(value))
    try:
        expected = _data_path(entry, compiled)
    except ValueError:
        assert card_json(entry, compiled) is None
    else:
        assert card_json(entry, compiled) == expected


class Shade(enum.Enum):
    LIGHT = "light"
    PALE = "light"          # an alias: the same member as LIGHT


TypedAmong = _frozen("TypedAmong", "before", "type", "after")   # "type" comes first in the output


@pytest.mark.parametrize("ability", [
    Ability(7), Ability(-3), Ability(()), Ability(Shade.PALE), Ability((Shade.LIGHT, Colour.WHITE, 2)),
    TypedAmong(1, "mine", Part(Shade.LIGHT)), Ability(TypedAmong((), None, True))])
def test_fields_written_in_place_read_as_the_data_path_writes_them_each_time(ability):
    """Empty tuples, ints and enum members are written in the fields' loop, an enum member from
    its class's table once the class was met: the same text before and after the table."""
    entry, compiled = _card(ability)
    for _ in range(2):
        written = card_json(entry, compiled)
        assert written is not None and written == _data_path(entry, compiled)


@pytest.mark.parametrize("ability", [Ability(Part(Number.ONE)), Ability((Number.ONE,)), Part(Number.ONE)])
def test_an_enum_member_of_a_value_that_is_no_string_is_left_to_the_data_path_each_time(ability):
    entry, compiled = _card(ability)
    for _ in range(2):
        assert card_json(entry, compiled) is None
