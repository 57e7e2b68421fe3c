""""Target creature attacks this turn if able." (CR 508.1d): the requirement of "attacks each
combat if able", on that creature until the turn ends (CR 611.2a)."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.abilities import RestrictedAction
from cardtext.runtime.effects import AddRestriction, Duration, ModifyPowerToughness
from cardtext.runtime.filters import TargetRef

from .conftest import compile_corpus_card, compile_text


def test_into_the_fray_target_attacks_this_turn_if_able(corpus):
    card = compile_corpus_card(corpus["Into the Fray"])
    spell = card.definition.abilities[0]
    assert spell.effects == (AddRestriction(TargetRef(0), RestrictedAction.ATTACK_EACH_COMBAT.value,
                                            Duration.END_OF_TURN),)
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_chemisters_trick_gets_minus_two_and_attacks_this_turn_if_able(corpus):
    """Chemister's Trick: "... gets -2/-0 until end of turn and attacks this turn if able": the
    second clause, written without a subject, is about the same target."""
    card = compile_corpus_card(corpus["Chemister's Trick"])
    pump, requirement = card.definition.abilities[0].effects
    assert isinstance(pump, ModifyPowerToughness)
    assert requirement == AddRestriction(TargetRef(0), RestrictedAction.ATTACK_EACH_COMBAT.value)
    assert all(c.equal for c in check_card(card))


def test_attacks_this_combat_if_able_is_not_read_as_this_turn():
    """"attacks this combat if able" lasts one combat, not the turn: not understood yet."""
    card = compile_text("Target creature attacks this combat if able.", type_line="Instant")
    assert not card.fully_compiled
