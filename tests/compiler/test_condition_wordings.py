"""Conditions keep their meaning, not how they were printed: "if it was kicked" and "if ~ was
kicked" are one condition on the source (the renderer says "it" once the sentence named the
source, "~" before), "you attacked with a creature this turn" is raid's older wording, "pay" is
derived from a mana cost, and the subject "~ or another creature" and the host of "enchanted
land's controller" are typed fields, not strings of words."""
import dataclasses

import pytest

from cardtext.compiler.render.canonical import render_line
from cardtext.compiler.render.equivalents import current_wording
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.syntax.nodes import triggers as T
from cardtext.runtime.characteristics import CardType
from cardtext.runtime.costs import ManaCost
from cardtext.runtime.filters import (AttackedThisTurn, Compare, CounterCount, ManaWasSpent,
                                      ObjectFilter, SelfRef, WasKicked)

from .conftest import compile_text


def _meaning(node):
    """`node` with every span (where it was written) cleared: what is left is the meaning."""
    if isinstance(node, tuple):
        return tuple(_meaning(n) for n in node)
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        fields = {f.name: None if f.name == "span" else _meaning(getattr(node, f.name))
                  for f in dataclasses.fields(node)}
        return dataclasses.replace(node, **fields)
    return node


def _both(first: str, second: str, type_line: str = "Creature — Test"):
    """The two wordings compiled: both fully, to the same AST, and each round trips equal."""
    a, b = compile_text(first, type_line=type_line), compile_text(second, type_line=type_line)
    assert a.fully_compiled and b.fully_compiled, [d.render() for d in a.diagnostics + b.diagnostics]
    assert [_meaning(line.ast.line) for line in a.lines] == [_meaning(line.ast.line) for line in b.lines]
    assert all(check.equal for card in (a, b) for check in check_card(card, lowered=True))
    return a, b


@pytest.mark.parametrize("it, named", [
    ("When ~ enters, if it was kicked, draw a card.", "When ~ enters, if ~ was kicked, draw a card."),
])
def test_cond_wording_it_was_kicked_is_the_source_was_kicked(it, named):
    """CR 702.33d: "it" after "When ~ enters" is the source, so "if it was kicked" and "if ~ was
    kicked" are one WasKicked condition; the rendering says "it" (current Oracle) after the
    trigger named the source."""
    a, _ = _both(it, named)
    sentence = a.lines[0].ast.line.sentences[0]
    assert sentence.condition == WasKicked() and not hasattr(sentence, "cond_wording")
    assert render_line(a.lines[0].ast) == "when ~ enters, if it was kicked, draw a card."


def test_cond_wording_a_spell_names_itself_before_it_was_named():
    """Where nothing named the source yet (a spell's sentence), the rendering names it: "~"."""
    card = compile_text("Draw a card. If ~ was kicked, draw two cards.", type_line="Instant")
    assert card.fully_compiled
    assert render_line(card.lines[0].ast) == "draw a card. if ~ was kicked, draw two cards."


def test_cond_wording_mana_spent_to_cast_it_is_the_source():
    """CR 601.2h: "{R} was spent to cast it" and "... to cast ~" after "When ~ enters" ask of the
    same spell; one ManaWasSpent node, rendered with "it"."""
    a, _ = _both("When ~ enters, if {R} was spent to cast it, draw a card.",
                 "When ~ enters, if {R} was spent to cast ~, draw a card.")
    assert render_line(a.lines[0].ast) == "when ~ enters, if {r} was spent to cast it, draw a card."
    unless = compile_text("When ~ enters, sacrifice it unless {U} was spent to cast it.")
    sentence = unless.lines[0].ast.line.sentences[0]
    assert isinstance(sentence, T.UnlessSentence) and isinstance(sentence.condition, ManaWasSpent)
    assert render_line(unless.lines[0].ast) == "when ~ enters, sacrifice it unless {u} was spent to cast it."


def test_cond_wording_counters_on_the_source_read_one_way():
    """CR 122.1: "~ has three or more quest counters on it" and "there are three or more quest
    counters on ~" are one CounterCount on the source; after "~ has reach" the source is "it"."""
    a, _ = _both("As long as ~ has three or more quest counters on it, creatures you control get +1/+1.",
                 "As long as there are three or more quest counters on ~, creatures you control get +1/+1.",
                 type_line="Enchantment")
    assert a.lines[0].ast.line.condition == CounterCount(SelfRef(), "quest", Compare.GE, 3)
    assert render_line(a.lines[0].ast) == \
        "creatures you control get +1/+1 as long as ~ has three or more quest counters on it."
    it = compile_text("~ has reach as long as it has a +1/+1 counter on it.")
    assert it.lines[0].ast.line.condition == CounterCount(SelfRef(), "+1/+1", Compare.GE, 1)
    # the condition names the subject, so it comes first and the subject is "it" (w3's order)
    assert render_line(it.lines[0].ast) == "as long as ~ has a +1/+1 counter on it, it has reach."
    assert current_wording("~ has reach as long as it has one or more +1/+1 counters on it.") == \
        current_wording("~ has reach as long as it has a +1/+1 counter on it.")


def test_cond_wording_raid_attacked_with_a_creature_is_attacked():
    """CR 508.1a: only creatures attack, so "you attacked with a creature this turn" (older) and
    "you attacked this turn" (current Oracle) are one AttackedThisTurn condition."""
    a, _ = _both("When ~ enters, if you attacked with a creature this turn, draw a card.",
                 "When ~ enters, if you attacked this turn, draw a card.")
    assert a.lines[0].ast.line.sentences[0].condition == AttackedThisTurn()
    assert render_line(a.lines[0].ast) == "when ~ enters, if you attacked this turn, draw a card."


def test_it_after_a_target_is_not_taken_for_the_source():
    """"Counter target spell if it was kicked": "it" is the target spell (CR 702.33d asks whether
    that spell was kicked), which the engine has no condition for: reported, not read as the
    source."""
    card = compile_text("Counter target spell if it was kicked.", type_line="Instant")
    assert not card.fully_compiled
    assert any("'it' in a condition after a target" in d.render() and "CT301" in d.render()
               for d in card.diagnostics)


def test_pay_word_is_derived_from_a_mana_cost():
    """CR 118.12: "unless you pay {2}": a mana cost is paid, so "pay" follows from the cost (the
    AST keeps no pay_word); a cost of another kind says its own verb."""
    mana = compile_text("At the beginning of your upkeep, sacrifice ~ unless you pay {2}.")
    sentence = mana.lines[0].ast.line.sentences[0]
    assert isinstance(sentence.cost, ManaCost) and not hasattr(sentence, "pay_word")
    assert render_line(mana.lines[0].ast) == "at the beginning of your upkeep, sacrifice ~ unless you pay {2}."
    other = compile_text("At the beginning of your upkeep, sacrifice ~ unless you sacrifice a land.")
    assert other.fully_compiled
    assert render_line(other.lines[0].ast) == \
        "at the beginning of your upkeep, sacrifice ~ unless you sacrifice a land."


def test_self_or_another_is_a_field_of_the_trigger():
    """"~ or another creature": the source counts itself whatever its characteristics (CR 201.5:
    "~" names the object), which "a creature" does not say; a bool, not a wording string."""
    card = compile_text("Whenever ~ or another creature enters, you gain 1 life.")
    node = card.lines[0].ast
    cond = node.line.condition
    assert cond.self_or_another and cond.subject == ObjectFilter(types=(CardType.CREATURE,))
    assert render_line(node) == "whenever ~ or another creature enters, you gain 1 life."
    changed = dataclasses.replace(node, line=dataclasses.replace(
        node.line, condition=dataclasses.replace(cond, self_or_another=False)))
    assert render_line(changed) == "whenever a creature enters, you gain 1 life."
    assert all(check.equal for check in check_card(card, lowered=True))


def test_host_of_the_controllers_upkeep_is_a_filter():
    """CR 303.4 / 301.5: "the upkeep of enchanted land's controller" names the permanent the
    source is attached to: TriggerCondition.host, a filter; "enchanted" or "equipped" follows from
    the source (an Aura or an Equipment), the noun from the filter's type."""
    text = "Enchant land\nAt the beginning of the upkeep of enchanted land's controller, that player loses 1 life."
    card = compile_text(text, type_line="Enchantment — Aura")
    node = card.lines[1].ast
    cond = node.line.condition
    assert cond.host == ObjectFilter(types=(CardType.LAND,), attached_to_source=True)
    assert render_line(node) == \
        "at the beginning of the upkeep of enchanted land's controller, that player loses 1 life."
    changed = dataclasses.replace(node, line=dataclasses.replace(
        node.line, condition=dataclasses.replace(cond, host=ObjectFilter(attached_to_source=True))))
    assert render_line(changed) == \
        "at the beginning of the upkeep of enchanted permanent's controller, that player loses 1 life."
    assert render_line(node, ("Equipment",)) == \
        "at the beginning of the upkeep of equipped land's controller, that player loses 1 life."


@pytest.mark.parametrize("text", [
    "~ enters with two +1/+1 counters on it if it was kicked.",
    "If ~ was kicked, it enters with two +1/+1 counters on it.",
    "~ has reach as long as ~ has a +1/+1 counter on it.",
    "~ has reach as long as there are one or more +1/+1 counters on ~.",
    "When ~ enters, sacrifice it unless {U} was spent to cast ~.",
    "When ~ enters, if {R} was spent to cast ~, draw a card.",
])
def test_cond_wording_either_name_of_the_source_round_trips(text):
    """The source named "it" or "~" in a condition: the rendering's one form reads equal through
    the equivalence table, and compiles back to the same abilities."""
    card = compile_text(text)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(check.equal for check in check_card(card, lowered=True))
