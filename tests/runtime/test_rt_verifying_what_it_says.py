"""The executability check verifies an instruction only when what it saw matches what the
instruction says (compiler/harness/verification.py): an instruction holding a value of another
type than its fields declare says nothing readable, so whatever changed is not its effect.
The pact's delayed trigger (CR 603.7a) pays its mana cost as it resolves (CR 118.12); with the
string "pay" (or the parser's token) as that cost, creating the delayed trigger must not pass
as verified, though a delayed trigger was created, nor the payment once it fires."""
import dataclasses

import pytest
from lark import Token

from cardtext.compiler.api import compile_card
from cardtext.compiler.harness.exercise import exercise_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime import effects as E

PACT = "At the beginning of your next upkeep, pay {3}{U}{U}. If you don't, you lose the game."


def _pact_paying(cost=None):
    """The compiled pact's definition, its payment's cost replaced by `cost` when given."""
    compiled = compile_card(CardSource("Pact of Testing", PACT, "{0}", "Instant"))
    assert compiled.fully_compiled, compiled.diagnostics
    definition = compiled.definition
    if cost is None:
        return definition
    (spell,) = definition.abilities
    (delayed,) = spell.effects
    (optional,) = delayed.effects
    (payment,) = optional.effects
    assert isinstance(payment, E.PayCost)
    optional = dataclasses.replace(optional, effects=(dataclasses.replace(payment, cost=cost),))
    spell = dataclasses.replace(spell, effects=(dataclasses.replace(delayed, effects=(optional,)),))
    return dataclasses.replace(definition, abilities=(spell,))


def test_the_pact_as_compiled_is_verified():
    result = exercise_card(_pact_paying())
    assert result.ok and result.verified, result.unverified


@pytest.mark.parametrize("cost", [Token("PAY_BEFORE_NOT_DONE", "pay"), "pay"], ids=["lark token", "str"])
def test_a_delayed_payment_of_a_cost_it_cannot_read_is_not_verified(cost):
    result = exercise_card(_pact_paying(cost))
    assert not result.verified
    # the delayed trigger fires as the game goes on (exercise_delayed.py): the payment it holds
    # runs, can't read its cost, and is judged too
    assert not result.ok and "AttributeError" in result.reasons[0]
    wrong = [why.split(": ")[1] for why in result.unverified if "wrong type, PayCost.cost" in why]
    assert wrong[:2] == ["CreateDelayedTrigger", "PayCost"], result.unverified
