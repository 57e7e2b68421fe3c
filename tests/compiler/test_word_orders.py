"""Word order is wording, not meaning: the AST keeps no "which phrase came first" flag. Each pair
below says one thing in two orders; both compile to the same node, render to the one derived
order, and round-trip equal through equivalents.py (the renderer's order is the corpus's most
common Oracle order for the shape)."""
import dataclasses

import pytest

from cardtext.compiler.render.canonical import render_line
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.syntax import nodes as A

from .conftest import compile_text


def _same_line(first: str, second: str, type_line: str, rendered: str):
    """Both wordings compile to one node (printed position aside) that renders as `rendered`,
    and each round-trips equal."""
    one, two = compile_text(first, type_line=type_line), compile_text(second, type_line=type_line)
    assert one.fully_compiled and two.fully_compiled
    assert dataclasses.replace(one.lines[0].ast.line, span=None) == \
        dataclasses.replace(two.lines[0].ast.line, span=None)
    assert render_line(one.lines[0].ast) == render_line(two.lines[0].ast) == rendered
    assert one.definition.abilities == two.definition.abilities
    assert all(c.equal for c in check_card(one)) and all(c.equal for c in check_card(two))


def test_sentence_delay_after_removed_a_delayed_trigger_is_one_trigger_in_either_order():
    """CR 603.7a: "at the beginning of the next end step, <effect>" and "<effect> at the
    beginning of the next end step" create the same delayed triggered ability; one clause
    renders with the timing last."""
    assert "delay_after" not in {f.name for f in dataclasses.fields(A.Sentence)}
    _same_line("{T}: At the beginning of the next end step, draw a card.",
               "{T}: Draw a card at the beginning of the next end step.", "Artifact",
               "{t}: draw a card at the beginning of the next end step.")


def test_sentence_delay_before_several_clauses_covers_them_all():
    """Several clauses under one delay render with the timing first (CR 603.7a)."""
    _same_line("{T}: At the beginning of the next end step, you lose 1 life and draw a card.",
               "{T}: You lose 1 life and draw a card at the beginning of the next end step.", "Artifact",
               "{t}: at the beginning of the next end step, you lose 1 life and draw a card.")


def test_sentence_until_eot_first_removed_the_duration_is_the_same_in_either_place():
    """CR 611.2a: "until end of turn, <effect>" and "<effect> until end of turn" last equally
    long; an animation renders with the duration last."""
    assert "until_eot_first" not in {f.name for f in dataclasses.fields(A.Sentence)}
    _same_line("{1}: Until end of turn, ~ becomes a 3/3 red Elemental creature.",
               "{1}: ~ becomes a 3/3 red Elemental creature until end of turn.", "Artifact",
               "{1}: ~ becomes a 3/3 red elemental creature until end of turn.")


def test_a_quoted_ability_granted_until_end_of_turn_renders_the_duration_first():
    """A quoted ability ends its sentence (all 15 such grants in the corpus say the duration
    first); the other order still compiles to the same grant."""
    _same_line('Until end of turn, target creature gains "{T}: Tap target creature."',
               'Target creature gains "{T}: Tap target creature." until end of turn.', "Instant",
               'until end of turn, target creature gains "{t}: tap target creature."')


def test_become_basic_land_type_clause_eot_first_removed():
    """The duration of a land type change (CR 305.7, 611.2a) is not where it was printed."""
    assert "eot_first" not in {f.name for f in dataclasses.fields(A.BecomeBasicLandTypeClause)}
    card = compile_text("{T}: Target land becomes the basic land type of your choice until end of turn.",
                        type_line="Artifact")
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_static_line_condition_first_removed_the_condition_reads_alike_before_or_after():
    """CR 604.1: "as long as <c>, ~ gets ..." and "~ gets ... as long as <c>" are one static
    ability; it renders with the condition last."""
    assert "condition_first" not in {f.name for f in dataclasses.fields(A.StaticLine)}
    _same_line("As long as you control an artifact, ~ gets +2/+0 and has flying.",
               "~ gets +2/+0 and has flying as long as you control an artifact.", "Creature — Human",
               "~ gets +2/+0 and has flying as long as you control an artifact.")


def test_static_line_subject_it_removed_it_is_derived_from_a_condition_naming_the_subject():
    """"As long as enchanted creature is white, it gets +1/+2": the condition names the
    subject, so the subject is "it" and the condition comes first (derived, not stored)."""
    assert "subject_it" not in {f.name for f in dataclasses.fields(A.StaticLine)}
    card = compile_text("Enchant creature\nAs long as enchanted creature is white, it gets +1/+2.",
                        type_line="Enchantment — Aura")
    assert card.fully_compiled
    assert render_line(card.lines[1].ast) == "as long as enchanted creature is white, it gets +1/+2."
    assert all(c.equal for c in check_card(card))


def test_a_static_ability_ending_in_a_quoted_ability_keeps_its_condition_first():
    card = compile_text('As long as seven or more cards are in your graveyard, ~ has "{T}: Draw a card."',
                        type_line="Creature — Human")
    assert card.fully_compiled
    assert render_line(card.lines[0].ast).startswith("as long as seven or more cards are in your graveyard, ~ has")
    assert all(c.equal for c in check_card(card))


@pytest.mark.parametrize("older, current", [
    ("{T}: Draw a card. Any player may activate this ability but only any time he or she could cast a sorcery.",
     "{T}: Draw a card. Any player may activate this ability but only any time they could cast a sorcery."),
    ("{T}: Draw a card. Any player may activate this ability but only during his or her turn.",
     "{T}: Draw a card. Any player may activate this ability but only during their turn."),
])
def test_any_player_timings_render_the_singular_they(older, current):
    """The 2019 Oracle update: "he or she" / "his or her" are "they" / "their"."""
    old, new = (compile_text(t, type_line="Artifact") for t in (older, current))
    assert old.fully_compiled and new.fully_compiled
    assert old.definition.abilities == new.definition.abilities
    assert "they" in render_line(old.lines[0].ast) or "their" in render_line(old.lines[0].ast)
    assert "he or she" not in render_line(old.lines[0].ast) and "his or her" not in render_line(old.lines[0].ast)


def test_unless_sentence_first_removed_one_choice_to_pay_in_either_order():
    """CR 118.12: "unless you pay {1}, sacrifice ~" and "sacrifice ~ unless you pay {1}" give
    one choice; one clause renders with the cost last (all 110 compiled in the corpus)."""
    from cardtext.compiler.syntax.nodes import triggers as T
    assert "first" not in {f.name for f in dataclasses.fields(T.UnlessSentence)}
    _same_line("At the beginning of your upkeep, unless you pay {1}, sacrifice ~.",
               "At the beginning of your upkeep, sacrifice ~ unless you pay {1}.", "Creature — Horror",
               "at the beginning of your upkeep, sacrifice ~ unless you pay {1}.")


def test_damage_clause_equal_last_removed_the_amount_reads_alike_before_or_after_its_recipient():
    """CR 120.1: "deals damage to target player equal to the number of Goblins you control" and
    "deals damage equal to the number of Goblins you control to target player" deal one amount
    to one recipient; a count renders last, a characteristic ("its power") first."""
    assert "equal_last" not in {f.name for f in dataclasses.fields(A.DamageClause)}
    _same_line("~ deals damage equal to the number of Goblins you control to target player.",
               "~ deals damage to target player equal to the number of Goblins you control.", "Sorcery",
               "~ deals damage to target player equal to the number of goblins you control.")
    _same_line("{T}: ~ deals damage to target creature equal to ~'s power.",
               "{T}: ~ deals damage equal to ~'s power to target creature.", "Creature — Horror",
               "{t}: ~ deals damage equal to ~'s power to target creature.")


@pytest.mark.parametrize("one, other", [
    ("draw a card. at end of combat, sacrifice ~.", "draw a card at end of combat. sacrifice ~."),
    ("until end of turn, target creature gets +1/+1. draw a card.",
     "target creature gets +1/+1. draw a card until end of turn."),
    ("as long as you control an artifact, ~ gets +1/+1.", "~ gets +1/+1."),
    ("unless you pay {1}, sacrifice ~. draw a card.", "sacrifice ~. draw a card unless you pay {1}."),
    ("~ deals damage to target creature equal to its power.",
     "~ deals damage to target player equal to its power."),
])
def test_the_word_order_equivalences_keep_different_texts_apart(one, other):
    """The moves in equivalents.py stay inside one sentence: a phrase moved to another sentence
    is a different text."""
    from cardtext.compiler.render.equivalents import current_wording
    assert current_wording(one) != current_wording(other)


def test_during_your_turn_first_or_last_is_one_static_that_holds_as_long_as_it_is_your_turn():
    """CR 611.3a: "During your turn, equipped creature has first strike and trample." (Hexgold
    Halberd) and "Equipped creature has first strike and trample during your turn." are one static
    ability applying as long as it's your turn."""
    _same_line("During your turn, creatures you control have first strike and trample.",
               "Creatures you control have first strike and trample during your turn.", "Enchantment",
               "creatures you control have first strike and trample as long as it's your turn.")
    halberd = compile_text("During your turn, equipped creature has first strike and trample.",
                           type_line="Artifact — Equipment")
    assert halberd.fully_compiled and all(c.equal for c in check_card(halberd))
