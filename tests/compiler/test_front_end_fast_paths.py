"""The front end's quick ways past text that needs no work (normalize.py, characters.py,
header_checks.py, pipeline.check_symbols) give what the slow way gives: the same places, the
same rewrites."""
from __future__ import annotations

import pytest

from cardtext.compiler.line_meaning import LineError
from cardtext.compiler.pipeline import check_symbols
from cardtext.compiler.source.characters import refused
from cardtext.compiler.source.header_checks import number_problem
from cardtext.compiler.source.normalize import normalise, split_reminders
from cardtext.compiler.source.self_names import inside_quotes


def test_a_refused_character_after_accepted_non_ascii_ones_is_found_at_its_place():
    # CT208: the em dash and the accented letter are card text; the control character is not
    text = "Séance \u2014 draw\x07 a card"
    assert refused(text) == (text.index("\x07"), "control character U+0007 is not card text")
    assert refused("Séance \u2014 draw") is None


def test_a_superscript_digit_is_refused_where_it_stands():
    assert refused("deal \u00b2 damage")[0] == 5


@pytest.mark.parametrize("value, offset", [("1000001", 0), ("{2}{0000009999999}", 4)])
def test_a_number_over_the_limit_is_found_with_its_leading_zeros(value, offset):
    # CR 107.1: the engine counts up to the limit; leading zeros don't make a number larger
    problem = number_problem("cost", value)
    assert problem is not None and problem.offset == offset


@pytest.mark.parametrize("value", ["1000000", "0000001", "999999", "{3}{W}", ""])
def test_numbers_up_to_the_limit_pass(value):
    assert number_problem("cost", value) is None


def test_braces_are_checked_only_where_they_are():
    check_symbols("Flying")
    check_symbols("{T}: Add {G}.")
    with pytest.raises(LineError) as caught:
        check_symbols("Pay {2 then {G}")
    assert (caught.value.code, caught.value.index) == ("CT203", 4)
    with pytest.raises(LineError) as caught:
        check_symbols("Add G}.")
    assert (caught.value.code, caught.value.index) == ("CT203", 5)
    with pytest.raises(LineError) as caught:
        check_symbols("Add {G")
    assert (caught.value.code, caught.value.index) == ("CT203", 4)


def test_a_line_without_parentheses_has_no_reminder_text():
    # CR 207.2a: reminder text is set aside; a line with none is kept as written
    assert split_reminders("Flying, vigilance") == ("Flying, vigilance", (), None)
    assert split_reminders("Flying (It can't be blocked.)")[1] == ("It can't be blocked.",)
    assert split_reminders("Flying)")[2] == 6


def test_inside_quotes_marks_the_quoted_ability_with_its_quotes():
    assert inside_quotes('a "bc" d') == [False, False, True, True, True, False, False, False]
    assert inside_quotes("no quotes") == [False] * 9


def test_old_wording_is_rewritten_and_text_without_it_is_left_alone():
    norm, _ = normalise("When Bear enters the battlefield, its converted mana cost is 2 .", "Bear")
    assert norm.text == "when ~ enters, its mana value is 2."
    assert norm.column(norm.text.index("mana value")) == len("When Bear enters the battlefield, its ") + 1
    plain, _ = normalise(" Draw a card. ", "Bear")
    assert plain.text == "draw a card."
    assert plain.column(0) == 2
