"""The transformer's readings worked out once (transform/common.noun_word, the filter words of
transform/filters.py, symbols.parse_mana_cost) give what reading each time gives, and a filter
made without its __init__ (common.made_plainly) is the one __init__ makes."""
from __future__ import annotations

import ast
import dataclasses
import inspect
import pickle

import pytest

from cardtext.compiler.dataclass_fields import _defaults, parts_by_class
from cardtext.compiler.syntax import nodes as A, symbols
from cardtext.compiler.syntax.transform import common, filters
from cardtext.runtime.characteristics import OUTLAW_TYPES, CardType, Color, Zone
from cardtext.runtime.filters import Controller, ObjectFilter

from .conftest import compile_text


@pytest.mark.parametrize("word, kind, value, plural, either", [
    ("creatures", "type", CardType.CREATURE, True, False),
    ("sorceries", "type", CardType.SORCERY, True, False),        # a word of TYPE_WORDS itself
    ("cards", "marker", "card", True, False),
    ("opponent", "marker", "opponent", False, False),
    ("outlaws", "outlaw", OUTLAW_TYPES, True, False),
    ("elves", "subtype", "Elf", True, False),
    ("treefolk", "subtype", "Treefolk", False, True),          # the same word in the plural
])
def test_a_type_word_reads_as_its_kind_and_number(word, kind, value, plural, either):
    # CR 205.2a-205.3: card types, subtypes and the nouns a filter is made of
    got = common.noun_word(word)
    assert (got[0], got[2], got[3], got[4]) == (kind, value, plural, either)
    assert got[1] == common.singular(word)


def test_a_noun_takes_its_number_from_its_last_word():
    # "artifact creatures": plural, as its last word is; "Treefolk and Forests" either way
    assert common.Noun(["artifact", "creatures"], conjunctive=True).plural
    assert not common.Noun(["creatures", "artifact"], conjunctive=True).plural
    noun = common.Noun(["treefolk"])
    assert noun.either_number and not noun.plural and noun.subtypes == ["Treefolk"]
    assert not common.Noun([]).plural and not common.Noun([]).either_number


def test_every_filter_word_read_apart_is_in_the_table_of_words_read_apart():
    # FiltersMixin.filter sends a word not in _WORDS_OF_THEIR_OWN straight to its field: each
    # key its chain compares with must be listed, or that word would be read as a field
    tree = ast.parse(inspect.getsource(filters.FiltersMixin.filter).lstrip().replace("\n    ", "\n"))
    compared = {node.comparators[0].value for node in ast.walk(tree)
                if isinstance(node, ast.Compare) and isinstance(node.left, ast.Name) and node.left.id == "key"
                and isinstance(node.comparators[0], ast.Constant)}
    assert compared == filters._WORDS_OF_THEIR_OWN
    assert not compared & filters._MULTI_FIELDS


def _target_filter(text):
    card = compile_text(text, type_line="Instant")
    assert card.fully_compiled, card.diagnostics
    return next(f for f in parts_by_class(card.definition.abilities)[ObjectFilter] if CardType.CREATURE in f.types)


def test_a_filter_gathers_every_value_of_a_field_of_several():
    # CR 105.2, 205.4b: "nonblack nonartifact" excludes a colour and a type; colours "or"
    f = _target_filter("Destroy target nonblack nonartifact creature.")
    assert f.excluded_colors == (Color.BLACK,) and f.excluded_types == (CardType.ARTIFACT,)
    f = _target_filter("Destroy target nonartifact, nonblack creature.")
    assert f.excluded_types == (CardType.ARTIFACT,) and f.excluded_colors == (Color.BLACK,)
    f = _target_filter("Destroy target 1/1 creature.")
    assert [(t.characteristic, t.value) for t in f.tests] == [("power", 1), ("toughness", 1)]


def test_a_mana_cost_read_again_is_the_same_and_a_bad_one_raises_each_time():
    # CR 107.4: a cost is a function of its text alone
    assert symbols.parse_mana_cost("{2}{W/U}") is symbols.parse_mana_cost("{2}{W/U}")
    assert symbols.parse_mana_cost("{2}{W/U}") == symbols.parse_mana_cost.__wrapped__("{2}{W/U}")
    for _ in range(2):
        with pytest.raises(symbols.BadSymbol) as caught:
            symbols.parse_mana_cost("{2}{Q/Z}")
        assert caught.value.offset == 3


@pytest.mark.parametrize("fields", [
    {},
    {"types": (CardType.CREATURE,), "subtypes": (), "controller": Controller.YOU},
    {"types": (CardType.ARTIFACT, CardType.CREATURE), "all_types": True, "other": True, "tapped": False},
    {"zone": Zone.GRAVEYARD, "card": True, "except_for": True, "excluded_types": (CardType.LAND,)},
])
def test_a_filter_made_without_its_init_is_the_one_its_init_makes(fields):
    # same fields in the same order, equal, same hash and repr, pickled alike
    made, inited = common.made_plainly(ObjectFilter, fields), ObjectFilter(**fields)
    assert list(made.__dict__.items()) == list(inited.__dict__.items())
    assert made == inited and hash(made) == hash(inited) and repr(made) == repr(inited)
    assert pickle.dumps(made) == pickle.dumps(inited)
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.other = True


def test_a_name_that_is_no_field_of_a_filter_is_refused_as_init_refuses_it():
    with pytest.raises(TypeError):
        common.made_plainly(ObjectFilter, {"types": (), "no_such_field": 1})


def test_a_class_whose_init_does_more_is_not_made_without_it():
    # the rule of dataclass_fields._defaults: a __post_init__ or a factory means __init__ must run (a filter class that gained one would be built through it)
    @dataclasses.dataclass(frozen=True)
    class Checked:
        a: int = 0

        def __post_init__(self):
            pass

    @dataclasses.dataclass(frozen=True)
    class Listed:
        a: tuple = dataclasses.field(default_factory=tuple)

    @dataclasses.dataclass(frozen=True)
    class Plain:
        a: int = 0
        b: str = "x"

    assert _defaults(Checked) is None and _defaults(Listed) is None
    assert _defaults(Plain) == ({"a": 0, "b": "x"}, frozenset())
    assert common.made_plainly(Checked, {"a": 1}) == Checked(1)


def test_a_sentence_made_without_its_init_needs_its_clauses():
    # Sentence.clauses has no default: left out, __init__ refuses it as it always does
    made = common._sentence((), then=True)
    assert list(made.__dict__.items()) == list(A.Sentence((), then=True).__dict__.items())
    with pytest.raises(TypeError):
        common.made_plainly(A.Sentence, {"then": True})
