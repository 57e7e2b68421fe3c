"""Conditions and follow-ups about the object an earlier step of the spell acted on (CR 608.2c):
its characteristics as it last existed if it left the battlefield (CR 608.2h)."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.effects import Conditional, CreateToken, DealDamage, Destroy, ExileIfDiesThisTurn, Scry
from cardtext.runtime.filters import (Compare, Fixed, KeywordCostPaid, NumberTest, ObjectFilter, ObjectIs, SelfRef,
                                      TargetRef)

from .conftest import compile_corpus_card


def test_if_its_mana_value_was_2_or_less_reads_the_destroyed_target(corpus):
    """Seedship Impact: "If its mana value was 2 or less, create a Lander token." "its" is the
    target just destroyed, read with last known information (CR 608.2h)."""
    card = compile_corpus_card(corpus["Seedship Impact"])
    (spell,) = card.definition.abilities
    destroy, lander = spell.effects
    assert isinstance(destroy, Destroy) and isinstance(lander, Conditional)
    assert lander.condition == ObjectIs(TargetRef(0), ObjectFilter(
        tests=(NumberTest("mana_value", Compare.LE, 2),)))
    assert isinstance(lander.effects[0], CreateToken) and lander.effects[0].token.subtypes == ("Lander",)
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_torch_the_tower_bargained_instead_it_deals_3_and_you_scry(corpus):
    """"If this spell was bargained, instead it deals 3 damage to that permanent and you scry 1":
    "it" is the spell that dealt the damage replaced (CR 608.2c), not the target; its own
    paragraph "If a permanent dealt damage by ~ would die this turn, exile it instead" watches
    every permanent the spell damaged, planeswalkers too (CR 614.1a, 700.4)."""
    card = compile_corpus_card(corpus["Torch the Tower"])
    bargain, spell, exile = card.definition.abilities
    (choice,) = spell.effects
    assert choice.condition == KeywordCostPaid("bargain")
    three, scry = choice.effects
    assert isinstance(three, DealDamage) and three.source == SelfRef() and three.objects == TargetRef(0)
    assert isinstance(scry, Scry)
    (two,) = choice.otherwise
    assert two.amount == Fixed(2) and two.source == SelfRef()
    (watch,) = exile.effects
    assert isinstance(watch, ExileIfDiesThisTurn) and watch.permanents and watch.source == SelfRef()
    assert card.fully_compiled and all(c.equal for c in check_card(card))
