"""The front end's quick ways past text that needs no work (normalize.py, characters.py,
header_checks.py, pipeline.check_symbols) give what the slow way gives: the same places, the
same rewrites."""
from __future__ import annotations

import pytest

from cardtext.compiler.line_meaning import LineError
from cardtext.compiler.pipeline import check_symbols
from cardtext.compiler.source.characters import refused
from cardtext.compiler.source.header_checks import number_problem
from cardtext.compiler.source import normalize
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


def test_a_line_naming_one_card_is_not_read_as_naming_another_that_prints_it_too():
    # CR 201.5: a card's name in its text means that card, and only that card
    line = "Goblin Guide deals 2 damage to any target."
    elsewhere, _ = normalise(line, "Lightning Bolt")
    itself, _ = normalise(line, "Goblin Guide")
    again, _ = normalise(line, "Shock")
    assert elsewhere.text == again.text == "goblin guide deals 2 damage to any target."
    assert itself.text == "~ deals 2 damage to any target."


@pytest.mark.parametrize("text", ["ΟΔΟΣ draws", "İstanbul Σ", "Straße", "ABC \u2014 DEF"])
def test_lower_case_is_one_character_for_one_as_character_by_character(text):
    # the origin map needs one output character for each input one; a capital sigma is
    # lowered alone (not as a final sigma), "İ" (two characters in lower case) is kept
    expected = "".join(c.lower() if len(c.lower()) == 1 else c for c in text)
    assert normalize._lower(text) == expected and len(expected) == len(text)


@pytest.mark.parametrize("raw, text", [("THIS CREATURE gets +1/+1.", "~ gets +1/+1."),
                                       ("When tHiS Land enters, draw a card.", "when ~ enters, draw a card."),
                                       ("Sacrifice\tthis\u00a0artifact:  draw a card.", "sacrifice ~: draw a card."),
                                       ("Draw\u2003a  card.\r", "draw a card."),
                                       ("Thistle creature gets +1/+1.", "thistle creature gets +1/+1.")])
def test_this_object_and_white_space_are_read_in_any_case_and_any_space(raw, text):
    # CR 201.5: "this creature" is the object itself whatever its case; a run of any white
    # space is one space, none at the edges or before a stop
    assert normalise(raw, "Bear")[0].text == text


@pytest.mark.parametrize("raw, at", [("Draw 1000001 cards.", 5), ("Gain 7 life, then 0012000000 more.", 18)])
def test_a_rules_text_number_over_the_limit_is_found_among_smaller_ones(raw, at):
    # CT206: the engine counts up to MAX_NUMBER (CR 107.1)
    from cardtext.compiler.pipeline import check_characters
    with pytest.raises(LineError) as caught:
        check_characters(raw)
    assert (caught.value.code, caught.value.index) == ("CT206", at)
    check_characters("Draw 1000000 cards, then 0000001 more.")


def test_a_cleave_line_in_capitals_still_makes_brackets_cleave():
    # CR 702.148a: the cleave keyword is read in any case, and with it the square brackets
    from cardtext.compiler.pipeline import has_cleave
    from cardtext.compiler.source.card import CardSource
    assert has_cleave(CardSource(name="A", oracle_text="Draw a card.\nCLEAVE {2}{U}"))
    assert not has_cleave(CardSource(name="A", oracle_text="Draw a card.\nThe cleaver [draws]."))


@pytest.mark.parametrize("text", ["Grizzly Bears", "Se\u0301ance", "Fly\u00ading", "Bad\ud800", "Creature \u2014 Elf"])
def test_a_header_field_is_cleaned_the_same_whether_ascii_or_not(text):
    # NFC, invisible characters dropped, lone surrogates made U+FFFD (characters.py)
    import unicodedata
    from cardtext.compiler.source.characters import IGNORABLE, clean, readable
    assert clean(text) == unicodedata.normalize("NFC", IGNORABLE.sub("", readable(text)))


@pytest.mark.parametrize("raw", ["Partner with Ley Weaver", "PARTNER WITH Ley Weaver", "pArtner with X",
                                 "Partner wıth Ley Weaver", "Pilot with a card", "Flying", "ı partner with X",
                                 "\u212aicker with X", "Deathtouch, partner with Bear"])
def test_a_keyword_naming_a_card_is_marked_only_where_the_pattern_marks_it(raw):
    # "Partner with <name>" (CR 702.124j): the name stays the card's as printed; the quick test
    # of the first letter skips only lines the case-blind pattern could not match
    from cardtext.compiler.source.self_names import card_name_keyword_line, mark_card_name
    buf = normalize._Buffer(raw)
    buf.sub(card_name_keyword_line(), mark_card_name)
    expected = normalize._lowered_but_self_object(buf) if buf.text != raw else None
    text = normalise(raw, "Bear")[0].text
    if expected is None:
        assert normalize.CARD_NAME_OPEN not in text
    else:
        assert normalize.CARD_NAME_OPEN in text and text.startswith(expected.split(normalize.CARD_NAME_OPEN)[0])


@pytest.mark.parametrize("raw", ["Bear\u2019s power is 2 \u2212 1.", "Bear's power is 2 - 1.", "This Creature has \u201cflying.\u201d"])
def test_typography_is_made_plain_whether_the_line_is_ascii_or_not(raw):
    # curly quotes and minus signs read as their plain forms; every column still maps back
    norm, _ = normalise(raw, "Bear")
    assert norm.text in ("~'s power is 2 - 1.", '~ has "flying."')
    assert len(norm.origin) == len(norm.text) and all(0 <= i < len(raw) for i in norm.origin)


@pytest.mark.parametrize("text, code, index", [("{G}{{G}}", "CT203", 3), ("{G}} and {G}", "CT203", 3),
                                               ("{G} then {", "CT203", 9), ("Add {G}{K}.", "CT202", 7)])
def test_a_brace_out_of_place_after_paired_ones_is_found_where_it_stands(text, code, index):
    with pytest.raises(LineError) as caught:
        check_symbols(text)
    assert (caught.value.code, caught.value.index) == (code, index)


def test_a_line_is_normalised_for_each_card_whichever_card_printed_it_before():
    """CR 201.5: the card's own name becomes "~"; the same line on a card of another name is
    left as it is, before and after."""
    line = "Sacrifice Grove Keeper: Draw a card."
    other_before = normalise(line, "Elf Runner")[0]
    named = normalise(line, "Grove Keeper")[0]
    other_after = normalise(line, "Elf Runner")[0]
    assert named.text == "sacrifice ~: draw a card."
    assert other_before == other_after
    assert other_after.text == "sacrifice grove keeper: draw a card."
    assert normalise(line, "Grove Keeper")[0] == named
    assert normalise("Flying (It can't be blocked.)", "Grove Keeper") == \
        normalise("Flying (It can't be blocked.)", "Elf Runner")
