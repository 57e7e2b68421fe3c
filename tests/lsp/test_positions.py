"""Compiler positions (1-based, code points) to LSP positions (0-based, code units) and back."""
from __future__ import annotations

from cardtext.compiler.lsp.positions import UTF8, UTF16, UTF32, from_client, split_lines, to_client, units

EMOJI = "\U0001F600"          # one code point outside the BMP: 2 UTF-16 units, 4 UTF-8 bytes


def test_a_character_outside_the_bmp_takes_two_utf16_units():
    assert units(EMOJI) == 2 and units(EMOJI, UTF8) == 4 and units(EMOJI, UTF32) == 1
    assert units("\u2014") == 1 and units("\u2014", UTF8) == 3


def test_a_column_after_an_emoji_moves_by_one_utf16_unit():
    lines = [f"When {EMOJI} enters"]
    assert to_client(lines, 1, 8, UTF16) == (0, 8)       # 'e' of enters: code point 7, units 8
    assert to_client(lines, 1, 8, UTF32) == (0, 7)
    assert to_client(lines, 1, 8, UTF8) == (0, 10)
    assert to_client(lines, 1, 6, UTF16) == (0, 5)       # the emoji itself starts at unit 5


def test_back_from_the_client_to_code_points():
    lines = [f"When {EMOJI} enters"]
    assert from_client(lines, 0, 8, UTF16) == (0, 7)
    assert from_client(lines, 0, 6, UTF16) == (0, 5)     # inside the surrogate pair: the emoji
    assert from_client(lines, 0, 99, UTF16) == (0, len(lines[0]))


def test_past_the_end_is_clamped_to_the_line_and_the_document():
    lines = ["abc", ""]
    assert to_client(lines, 1, 10) == (0, 3)
    assert to_client(lines, 9, 1) == (1, 0)


def test_a_byte_order_mark_is_a_character_to_the_editor_not_to_the_compiler():
    assert to_client(["\ufeffName: X"], 1, 1) == (0, 1)


def test_lines_end_at_lf_crlf_and_cr():
    assert split_lines("a\r\nb\rc\nd") == ["a", "b", "c", "d"]
