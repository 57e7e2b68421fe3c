"""Optional actions done as costs are paid and intervening conditions that compare objects:
compiled, lowered and rendered back."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import costs as C
from cardtext.runtime import effects as E
from cardtext.runtime.characteristics import CardType

from .conftest import compile_corpus_card, compile_text


def test_you_may_tap_two_untapped_permanents_is_an_optional_cost_with_if_you_do():
    """CR 118.12: "you may tap two untapped artifacts and/or creatures you control. If you do,
    ..." is done as a cost is paid; the rest happens only if both were tapped."""
    card = compile_text("Whenever ~ attacks, you may tap two untapped artifacts and/or creatures "
                        "you control. If you do, discover 3.")
    (trigger,) = card.definition.abilities
    (may,) = trigger.effects
    assert isinstance(may, E.Optional)
    (pay,) = may.effects
    assert isinstance(pay, E.PayCost) and isinstance(pay.cost, C.TapPermanents)
    assert pay.cost.count == 2 and pay.cost.filter.tapped is False
    assert set(pay.cost.filter.types) == {CardType.ARTIFACT, CardType.CREATURE}
    assert len(may.if_done) == 1
    assert all(c.equal for c in check_card(card))


def test_caparocti_sunborn_compiles(corpus):
    card = compile_corpus_card(corpus["Caparocti Sunborn"])
    assert card.fully_compiled
    assert all(c.equal for c in check_card(card))
