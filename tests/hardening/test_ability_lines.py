"""A basic land type's mana ability (CR 305.6) has no rules line; the mana abilities a card with
that type also prints keep their own lines. The defect this guards: the lines were found by
equality, so the intrinsic "{T}: Add {G}." took the first printed line, every printed one the
line before its own, and each lookup compared against every ability (quadratic in the lines)."""
from __future__ import annotations

from cardtext.compiler.api import compile_card
from cardtext.compiler.serialize import abilities_with_lines
from cardtext.compiler.source.card import CardSource
from cardtext.compiler.source.limits import MAX_RULES_LINES


def test_a_forest_printing_its_mana_ability_on_every_line_keeps_each_line():
    text = "\n".join(["{T}: Add {G}."] * MAX_RULES_LINES)
    compiled = compile_card(CardSource("Probe", text, "", "Land \u2014 Forest"))
    assert compiled.diagnostics == ()
    lines = [line for _, line in abilities_with_lines(compiled)]
    assert lines == [None, *range(1, MAX_RULES_LINES + 1)]       # the intrinsic one first, lineless


def test_an_intrinsic_ability_equal_to_a_printed_one_does_not_take_its_line():
    compiled = compile_card(CardSource("Probe", "Flying\n{T}: Add {G}.", "", "Land \u2014 Forest"))
    found = abilities_with_lines(compiled)
    assert [line for _, line in found] == [None, 1, 2]
    assert found[0][0] == found[2][0]                             # equal, yet only one is printed
