"""Bad input gives located diagnostics, never exceptions."""

from cardtext.runtime.abilities import ActivatedAbility, ManaAbility
from cardtext.runtime.costs import TapTotalPower

from .conftest import compile_text


def only(compiled):
    assert len(compiled.diagnostics) == 1, compiled.diagnostics
    return compiled.diagnostics[0]


def test_unknown_mana_symbol_points_at_it():
    d = only(compile_text("{T}: Add {Z}."))
    assert (d.code, d.line, d.column) == ("CT202", 1, 10)
    assert "{Z}" in d.message and d.hint


def test_unbalanced_brace():
    d = only(compile_text("{T: Add {G}."))
    assert d.code == "CT203" and d.column == 1


def test_unbalanced_parenthesis():
    d = only(compile_text("Flying (This creature can't be blocked"))
    assert d.code == "CT203" and d.column == 8


def test_cost_with_no_effect():
    d = only(compile_text("{T}:"))
    assert d.code == "CT205"


def test_unknown_word_column_is_first_token_not_understood():
    d = only(compile_text("{T}: Add {G}. Frobnicate the widget."))
    assert d.code == "CT201" and d.column == 15
    assert d.render().splitlines()[2].index("^") - 4 == 14


def test_prefix_match_points_at_whole_word():
    # "an" and "any" are words the grammar knows; "anything" is reported as a whole word
    d = only(compile_text("{T}, Remove anything from Card: Add {B}."))
    assert d.column == 13


def test_binary_junk_and_huge_line():
    junk = compile_text("\x00\x01\xff\ufffd{{{((")
    assert not junk.fully_compiled
    huge = compile_text("Flying " * 150_000)
    assert [d.code for d in huge.diagnostics] == ["CT204"]


def test_multiline_positions():
    compiled = compile_text("Flying\nHaste\nGarbage words here.")
    (d,) = compiled.diagnostics
    assert (d.line, d.column) == (3, 1)


def test_reminder_text_is_set_aside_not_compiled():
    compiled = compile_text("Flying (This creature can't be blocked except by creatures with flying.)")
    assert compiled.fully_compiled
    assert compiled.lines[0].reminder == ("This creature can't be blocked except by creatures with flying.",)


def test_saddle_1_is_one_activated_ability():
    compiled = compile_text("Saddle 1", type_line="Creature — Horse Mount")
    (ability,) = compiled.definition.abilities
    assert isinstance(ability, ActivatedAbility)
    assert ability.costs == (TapTotalPower(1, ability.costs[0].filter),)
    assert ability.timing.sorcery_speed


def test_both_wordings_compile_the_same():
    old = compile_text("When Test Bear enters the battlefield, draw a card.", name="Test Bear")
    new = compile_text("When this creature enters, draw a card.", name="Test Bear")
    assert old.definition.abilities == new.definition.abilities and old.fully_compiled


def test_basic_land_has_intrinsic_mana_ability():
    compiled = compile_text("", name="Forest", type_line="Basic Land — Forest")
    (ability,) = compiled.definition.abilities
    assert isinstance(ability, ManaAbility)




def test_a_quoted_ability_not_understood_points_at_its_word():
    text = 'Enchanted creature has "Whenever this creature blocks, frobnicate it."'
    d = only(compile_text(text))
    assert (d.code, d.column) == ("CT201", text.index("frobnicate") + 1)
    assert "'frobnicate'" in d.message and "quoted ability" in d.message


def test_a_noun_written_twice_inside_quotes_points_into_the_quote():
    text = 'Creatures you control have "{T}: Target creature creature gets +1/+1."'
    d = only(compile_text(text))
    assert (d.code, d.column) == ("CT304", text.index("creature gets") + 1)


def test_a_nested_quote_not_understood_points_into_the_line():
    text = 'Creatures you control have "{T}: Target creature gains \'Whenever this creature blocks, frobnicate it.\'."'
    d = only(compile_text(text))
    assert (d.code, d.column) == ("CT201", text.index("frobnicate") + 1)
