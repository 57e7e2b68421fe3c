""""Target player reveals three cards from his or her hand and you choose one of them. That player
discards that card." (CR 701.16a, 701.8a): the revealing player chooses the cards revealed; the
controller chooses among those only."""
import pytest

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime.filters import AffectedRef, CountOf, Fixed, PlayerRef, XValue

from .conftest import compile_text


def effects_of(text, **kw):
    card = compile_text(text, type_line="Sorcery", **kw)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card))
    (spell,) = card.definition.abilities
    return spell.effects


def test_the_revealing_player_chooses_then_you_choose_among_those():
    reveal, choose, discard = effects_of(
        "Target player reveals three cards from his or her hand and you choose one of them. "
        "That player discards that card.")
    assert reveal == E.RevealFromHand(reveal.label, PlayerRef.TARGET_PLAYER, Fixed(3))
    assert choose == E.ChooseAmongRevealed(choose.label, reveal.label, Fixed(1))
    assert discard == E.DiscardObjects(AffectedRef(choose.label))


@pytest.mark.parametrize("text", [
    "Target player reveals three cards from their hand. You choose two of them. That player discards those cards.",
    "Target player reveals a number of cards from their hand equal to the number of Swamps you control. "
    "You choose one of them. That player discards that card.",
    "Target player reveals X cards from their hand, where X is the number of Faeries you control. "
    "You choose one of those cards. That player discards that card.",
])
def test_both_sentences_and_counted_amounts(text):
    reveal, choose, _ = effects_of(text)
    assert isinstance(reveal.amount, (Fixed, CountOf)) and not isinstance(reveal.amount, XValue)
    assert choose.among == reveal.label


def test_one_of_them_without_cards_revealed_stays_unsupported():
    assert not compile_text("You choose one of them.", type_line="Sorcery").fully_compiled


def test_discard_up_to_two_then_draw_that_many_counts_the_cards_discarded():
    choose, discard, draw = effects_of("Discard up to two cards, then draw that many cards.")
    assert (choose.minimum, choose.maximum) == (0, Fixed(2)) and choose.player == PlayerRef.YOU
    assert discard == E.DiscardObjects(AffectedRef(choose.label))
    assert draw.amount == CountOf(AffectedRef(choose.label))
