"""A later sentence that replaces an earlier one (CR 608.2c: the text is followed in order, later
words modifying earlier ones): "<clauses> instead if <condition>." is "If <condition>, instead
<clauses>."; as a spell's own paragraph (Anoint with Affliction's "Corrupted — ...") it replaces
the paragraph before it; and "if it has mana value 3 or less" / "its controller" after a clause
on a target name that target."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime.filters import (Compare, ControllerOf, NumberTest, ObjectFilter, ObjectIs, PlayerHas,
                                      TargetRef)

from .conftest import compile_text

ANOINT = ("Exile target creature if it has mana value 3 or less.\n"
          "Corrupted — Exile that creature instead if its controller has three or more poison counters.")


def test_the_corrupted_paragraph_replaces_the_paragraph_before_it():
    card = compile_text(ANOINT, type_line="Instant")
    assert card.fully_compiled and all(c.equal for c in check_card(card))
    first, second = card.lines
    assert second.abilities == ()                    # lowered with the paragraph it replaces
    (spell,) = first.abilities
    (step,) = spell.effects
    assert isinstance(step, E.Conditional)
    assert step.condition == PlayerHas(ControllerOf(TargetRef(0)), "poison", Compare.GE, 3)
    (otherwise,) = step.otherwise
    assert otherwise.condition == ObjectIs(TargetRef(0), ObjectFilter(tests=(NumberTest("mana_value", Compare.LE, 3),)))


def test_instead_written_last_is_the_same_sentence_as_written_first():
    last = compile_text("Destroy target creature. Exile that creature instead if you control a Swamp.",
                        type_line="Instant")
    first = compile_text("Destroy target creature. If you control a Swamp, instead exile that creature.",
                         type_line="Instant")
    assert last.fully_compiled and first.fully_compiled
    assert last.definition.abilities == first.definition.abilities
    assert all(c.equal for c in check_card(last))


def test_if_its_a_zombie_after_a_target_is_that_target():
    """"Destroy target creature if it's a Zombie": "it" is the target, checked as the spell
    resolves (CR 608.2c)."""
    card = compile_text("Destroy target creature if it's a Zombie.", type_line="Instant")
    (spell,) = card.definition.abilities
    assert spell.effects[0].condition.ref == TargetRef(0)


def test_an_instead_paragraph_with_nothing_before_it_is_refused():
    card = compile_text("Corrupted — Exile target creature instead if its controller has three or more "
                        "poison counters.", type_line="Instant")
    assert not card.fully_compiled


def test_threshold_paragraph_reads_back_with_its_condition_first():
    """"If seven or more cards are in your graveyard, ..." at the start of a sentence is the
    condition (the counter and token replacements' "If one or more ..." read the same count):
    Cabal Ritual's rendered text compiles to the same abilities."""
    from cardtext.compiler.render.roundtrip import lowered_equal
    card = compile_text("Add {B}{B}{B}.\nThreshold — Add {B}{B}{B}{B}{B} instead if seven or more cards are in "
                        "your graveyard.", type_line="Instant")
    assert card.fully_compiled and lowered_equal(card)
    assert compile_text("If seven or more cards are in your graveyard, draw a card.", type_line="Instant").fully_compiled


def test_create_n_of_those_tokens_instead_makes_more_of_the_same_token():
    """"If this spell was kicked, create four of those tokens instead": the tokens of the sentence
    it replaces, four of them (CR 608.2c)."""
    card = compile_text("Kicker {4}\nCreate two 1/1 green Saproling creature tokens. If this spell was kicked, "
                        "create four of those tokens instead.", type_line="Sorcery")
    assert card.fully_compiled and all(c.equal for c in check_card(card))
    (step,) = card.lines[1].abilities[0].effects
    (kicked,), (plain,) = step.effects, step.otherwise
    assert isinstance(kicked, E.CreateToken) and kicked.token == plain.token
    assert (kicked.amount.value, plain.amount.value) == (4, 2)


def test_those_tokens_need_one_token_creation_before_them():
    card = compile_text("Destroy target creature. If this spell was kicked, create four of those tokens instead.",
                        type_line="Sorcery")
    assert not card.fully_compiled
