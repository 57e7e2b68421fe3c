"""The .card format: good files, malformed headers, hostile input."""
from __future__ import annotations

import time

from hypothesis import given, settings, strategies as st

from cardtext.compiler.source.cardfile import MAX_LINE, build_parser, parse_card_file

GOOD = """\
# Two cards.
Name: Fortune, Loyal Steed
Nickname: Fortune
Cost: {2}{W}
Type: Legendary Creature — Beast Mount
P/T: 2/4
---
When Fortune, Loyal Steed enters, scry 2.
Saddle 1
===
Name: Forest
Type: Basic Land — Forest
---
"""


def only(text, file="t.card"):
    cards = parse_card_file(text, file)
    assert len(cards) == 1, cards
    return cards[0]


def codes(card):
    return [d.code for d in card.diagnostics]


def test_good_file_gives_sources():
    fortune, forest = parse_card_file(GOOD, "t.card")
    assert fortune.diagnostics == [] and forest.diagnostics == []
    s = fortune.source
    assert (s.name, s.nickname, s.mana_cost, s.power, s.toughness) == (
        "Fortune, Loyal Steed", "Fortune", "{2}{W}", "2", "4")
    assert s.type_line == "Legendary Creature — Beast Mount"
    assert s.oracle_text == "When Fortune, Loyal Steed enters, scry 2.\nSaddle 1"
    assert (s.file, s.text_line, s.text_column, s.one_line) == ("t.card", 8, 1, False)
    assert forest.source.oracle_text == "" and forest.source.mana_cost == ""


def test_fields_any_order_and_case_and_aliases():
    card = only("type: Creature — Bear\nP/T: 2/2\nMANA COST: {1}{G}\nname: Grizzly Bears\n---\n")
    assert card.diagnostics == []
    assert (card.source.name, card.source.mana_cost) == ("Grizzly Bears", "{1}{G}")


def test_comments_and_blank_lines_keep_line_numbers():
    card = only("Name: X\nType: Enchantment\n---\n\nFirst line.\n# a comment\n\nSecond line.\n\n")
    assert card.source.text_line == 5
    assert card.source.oracle_text.split("\n") == ["First line.", "", "", "Second line."]


def test_rules_text_with_colon_is_not_a_header():
    card = only("Name: X\nType: Land\n---\nSacrifice a creature: Add {B}.\nName: still text\n")
    assert card.diagnostics == []
    assert card.source.oracle_text == "Sacrifice a creature: Add {B}.\nName: still text"


def test_crlf_and_bom():
    card = only("\ufeffName: X\r\nType: Land\r\n---\r\n{T}: Add {C}.\r\n")
    assert card.diagnostics == [] and card.source.oracle_text == "{T}: Add {C}."


def test_missing_name():
    card = only("Type: Creature — Bear\nP/T: 2/2\n---\nVigilance\n")
    assert card.source is None and codes(card) == ["CT102"]
    assert "Name" in card.diagnostics[0].message and "Name:" in card.diagnostics[0].hint


def test_missing_type_still_compiles_text():
    card = only("Name: X\n---\nFlying\n")
    assert codes(card) == ["CT102"] and card.source is not None


def test_creature_needs_pt_and_planeswalker_loyalty():
    assert codes(only("Name: X\nType: Creature — Bear\n---\n")) == ["CT102"]
    assert codes(only("Name: X\nType: Legendary Planeswalker — Jace\n---\n")) == ["CT102"]
    assert codes(only("Name: X\nType: Artifact — Vehicle\nP/T: 3/3\n---\n")) == []


def test_bad_pt_points_at_value():
    card = only("Name: X\nType: Creature — Bear\nP/T:  two/2\n---\n", "b.card")
    (d,) = card.diagnostics
    assert (d.code, d.file, d.line, d.column) == ("CT101", "b.card", 3, 7)
    assert d.excerpt == "P/T:  two/2" and "2/2" in d.hint
    for pt in ("*/1+*", "-1/1", "7-*/7", "0/0"):
        assert codes(only(f"Name: X\nType: Creature\nP/T: {pt}\n---\n")) == [], pt


def test_unknown_and_duplicate_fields():
    card = only("Name: X\nTpye: Land\nName: Y\n---\n")
    assert codes(card) == ["CT102", "CT101", "CT101"]  # sorted by position; no Type at line 1
    assert "unknown header field 'Tpye'" in card.diagnostics[1].message
    assert "Type" in card.diagnostics[1].hint
    assert "twice" in card.diagnostics[2].message


def test_missing_separator():
    card = only("Name: X\nType: Creature — Bear\nP/T: 2/2\nFlying\nTrample\n")
    (d,) = card.diagnostics  # reported once, at the first text line
    assert (d.code, d.line, d.column) == ("CT101", 4, 1)
    assert "---" in d.hint


def test_bad_cost():
    card = only("Name: X\nCost: 2W\nType: Instant\n---\n")
    assert codes(card) == ["CT101"] and card.diagnostics[0].column == 7


def test_unbalanced_braces_pass_through():
    text = "{T: Add {G}}.\n({1}{G}, {T}: Draw a card."
    card = only(f"Name: X\nType: Land\n---\n{text}\n")
    assert card.diagnostics == [] and card.source.oracle_text == text


def test_megabyte_line_is_ct204_and_bounded():
    big = "a" * (1024 * 1024)
    start = time.perf_counter()
    card = only(f"Name: X\nType: Enchantment\n---\nFlying\n{big}\nTrample\n")
    assert time.perf_counter() - start < 10
    assert codes(card) == ["CT204"] and card.diagnostics[0].line == 5
    assert card.source.oracle_text == "Flying\n\nTrample"
    assert len(card.diagnostics[0].excerpt) <= 200
    assert f"limit {MAX_LINE}" in card.diagnostics[0].message


def test_diagnostic_render_has_position_excerpt_caret_hint():
    (d,) = only("Name: X\nType: Creature\nP/T: 2-2\n---\n", "cards/x.card").diagnostics
    text = d.render()
    assert text.startswith("cards/x.card:3:6: CT101 error: malformed P/T")
    assert "    P/T: 2-2\n         ^" in text and "hint:" in text


def test_several_cards_errors_do_not_stop_others():
    cards = parse_card_file("Name: A\nType: Land\n---\n===\nType: Land\n---\n===\nName: C\nType: Land\n---\n")
    assert [c.name for c in cards] == ["A", None, "C"]
    assert [codes(c) for c in cards] == [[], ["CT102"], []]


def test_empty_inputs():
    assert parse_card_file("") == []
    assert parse_card_file("\n\n# only a comment\n===\n===\n") == []


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("Name:Type-=#/{}\n\r\t ab—\x00é")), max_size=200))
def test_any_text_parses_without_exception(text):
    for card in parse_card_file(text, "h.card"):
        for d in card.diagnostics:
            assert d.line >= 1 and d.column >= 1 and d.code.startswith("CT")
        if card.source is not None:
            assert card.source.name


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=300))
def test_any_unicode_parses_without_exception(text):
    parse_card_file(text, "h.card")


def test_parser_cache_is_written_and_reused(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    build_parser(cache=True)
    files = list((tmp_path / "cardtext").glob("cardfile-*.lark.cache"))
    assert len(files) == 1
    parser = build_parser(cache=True)  # loads the cached tables
    assert parser.parse("Name: X\n").data == "start"
    assert build_parser(cache=False).parse("Name: X\n").data == "start"


def test_empty_optional_fields_are_absent():
    card = only("Name: X\nNickname:\nCost:\nType: Land\n---\n")
    assert card.diagnostics == []
    assert (card.source.nickname, card.source.mana_cost, card.source.loyalty) == (None, "", None)


def test_other_face_names_the_cards_other_face():
    """A double-faced card's faces (CR 712) are two cards of the file, each naming the other;
    the link is kept on the CardSource as the corpus's JSON lines keep it."""
    front, back = parse_card_file(
        "Name: Delver of Secrets\nCost: {U}\nType: Creature — Human Wizard\nP/T: 1/1\n"
        "Other face: Insectile Aberration\n---\n===\nName: Insectile Aberration\n"
        "Type: Creature — Human Insect\nP/T: 3/2\nother FACE: Delver of Secrets\n---\nFlying\n", "d.card")
    assert front.diagnostics == [] and back.diagnostics == []
    assert (front.source.other_face, back.source.other_face) == ("Insectile Aberration", "Delver of Secrets")
    assert only("Name: X\nType: Land\n---\n").source.other_face is None
