""""The exiled card's power": the card an exile cost of the ability exiled (CR 602.2b, 608.2h),
or the card the ability's exile step before it exiled, a new object in exile (CR 400.7, 406);
with neither it names nothing and stays unsupported."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.filters import AffectedRef, PaidRef

from .conftest import compile_text


def compiled(text: str, type_line: str):
    card = compile_text(text, type_line=type_line, power="2", toughness="2")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    return card


def test_the_card_an_exile_cost_exiled():
    card = compiled("{3}, Exile a creature card from your graveyard: Target opponent loses life equal to the "
                    "exiled card's power.", "Creature — Eldrazi")
    (lose,) = card.definition.abilities[0].effects
    assert lose.amount.ref == PaidRef("exiled")


def test_the_card_the_step_before_exiled():
    card = compiled("Exile target creature card from a graveyard, then create X 1/1 green Saproling creature "
                    "tokens, where X is the exiled card's toughness.", "Sorcery")
    _exile, create = card.definition.abilities[0].effects
    assert create.amount.ref == AffectedRef("exiled1")


def test_the_exiled_card_with_nothing_exiled_stays_unsupported():
    card = compile_text("{3}, {T}: Target opponent loses life equal to the exiled card's power.", type_line="Artifact")
    assert not card.fully_compiled
