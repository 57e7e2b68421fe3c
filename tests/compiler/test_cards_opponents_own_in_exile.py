""""Put a card an opponent owns from exile into that player's graveyard" as a cost (CR 118,
108.3): an activation cost, an additional cost to cast a spell (CR 601.2f), and "you may ... If
you do" (CR 118.12); each card goes to its owner's graveyard (CR 400.3)."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import costs as C
from cardtext.runtime import effects as E

from .conftest import compile_text


def compiled(text: str, type_line: str = "Creature — Eldrazi Processor"):
    card = compile_text(text, type_line=type_line, power="2", toughness="2")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    return card


def test_an_activation_cost():
    (ability,) = compiled("{2}, Put a card an opponent owns from exile into that player's graveyard: "
                          "Draw a card.").definition.abilities
    assert ability.costs[1] == C.OpponentsExiledToGraveyard(1)


def test_you_may_put_two_cards_then_if_you_do():
    card = compiled("When ~ enters, you may put two cards your opponents own from exile into their owners' "
                    "graveyards. If you do, you gain 5 life.")
    (step,) = card.definition.abilities[0].effects
    assert step.effects == (E.PayCost(C.OpponentsExiledToGraveyard(2)),)
    assert [type(e).__name__ for e in step.if_done] == ["GainLife"]


def test_one_card_named_in_the_plural_stays_unsupported():
    card = compile_text("{2}, Put one cards your opponents own from exile into their owners' graveyards: Draw a card.",
                        type_line="Artifact")
    assert not card.fully_compiled
