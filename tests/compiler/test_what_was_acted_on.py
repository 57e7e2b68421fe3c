"""Conditions and follow-ups about the object an earlier step of the spell acted on (CR 608.2c):
its characteristics as it last existed if it left the battlefield (CR 608.2h)."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.effects import Conditional, CreateToken, Destroy
from cardtext.runtime.filters import Compare, NumberTest, ObjectFilter, ObjectIs, TargetRef

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
