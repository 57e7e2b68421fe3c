""""<player> may <effect>. If <they> don't, <other effect>." (CR 608.2c): the second sentence is
done when that player didn't do the first (declined, or chose to but couldn't pay a cost it
asks for, CR 118.12); "target opponent may have you <effect>": they choose, you act."""
import pytest

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.effects import CreateToken, Optional, PutCounters, TapObjects
from cardtext.runtime.filters import PlayerRef

from .conftest import compile_corpus_card, compile_text


def test_if_you_dont_is_the_other_branch_of_you_may():
    card = compile_text("When ~ enters, you may sacrifice a creature. If you don't, tap ~.")
    (may,) = card.definition.abilities[0].effects
    assert isinstance(may, Optional) and may.player is PlayerRef.YOU and not may.if_done
    assert isinstance(may.if_not_done[0], TapObjects)
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_target_opponent_may_have_you_create_landers_if_they_dont_counters(corpus):
    """Terrapact Intimidator: the opponent chooses; the Landers are Alice's (CR 111.10u)."""
    card = compile_corpus_card(corpus["Terrapact Intimidator"])
    (may,) = card.definition.abilities[0].effects
    assert may.player is PlayerRef.TARGET_PLAYER
    (landers,) = may.effects
    assert isinstance(landers, CreateToken) and landers.player is PlayerRef.YOU
    assert landers.token.subtypes == ("Lander",)
    assert isinstance(may.if_not_done[0], PutCounters)
    assert card.fully_compiled and all(c.equal for c in check_card(card))


@pytest.mark.parametrize("text", [
    "Draw a card. If you don't, tap ~.",                              # no "may" before it
    "When ~ enters, target opponent may draw a card. If you don't, tap ~.",   # not the chooser
])
def test_if_you_dont_needs_that_players_may_before_it(text):
    assert not compile_text(text).fully_compiled


def test_pay_at_your_next_upkeep_if_you_dont_you_lose_the_game(corpus):
    """Pact of Negation: "pay {3}{U}{U}" is a cost paid as the delayed trigger resolves (CR
    603.7a, 118.12); "If you don't" is the other branch of that payment, in the delayed trigger."""
    from cardtext.runtime.effects import CreateDelayedTrigger, LoseTheGame, PayCost
    card = compile_corpus_card(corpus["Pact of Negation"])
    (delayed,) = card.definition.abilities[1].effects
    assert isinstance(delayed, CreateDelayedTrigger)
    (pay,) = delayed.effects
    assert isinstance(pay, Optional) and pay.player is PlayerRef.YOU and not pay.if_done
    assert isinstance(pay.effects[0], PayCost) and pay.effects[0].cost.mana_value == 5
    assert isinstance(pay.if_not_done[0], LoseTheGame)
    assert card.fully_compiled and all(c.equal for c in check_card(card))


@pytest.mark.parametrize("text", [
    "At the beginning of your next upkeep, pay {2}. If that player doesn't, you lose the game.",
    "At the beginning of your next upkeep, pay {2}.",                 # nothing asks whether it was
])
def test_a_delayed_payment_needs_your_if_you_dont(text):
    assert not compile_text(text).fully_compiled
