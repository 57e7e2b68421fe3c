"""Forecast (CR 702.57a-b): "Forecast — [Activated ability]" is activated only from its owner's
hand, only during their upkeep and only once each turn; the card is revealed as the ability is
activated. The keyword heads an activated ability (grammar/activation_limits.lark, like boast);
the lowering makes it a hand ability (`ZoneAbility`) with exactly those limits, and its cost
"Reveal this card from your hand" is `RevealSelf` (it stays in the hand)."""
import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.card import CardSource
from cardtext.compiler.syntax.symbols import parse_mana_cost
from cardtext.runtime import effects as E
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.filters import AllOfConditions, DuringSteps, YourTurn
from cardtext.runtime.keyword_abilities import RevealSelf, ZoneAbility
from cardtext.runtime.keyword_support import implemented

# Skyscribing's current Oracle text (Scryfall, as quoted in public card data), and Steeling
# Stance's as ../shared/corpus/cards.jsonl prints it (the card's name for "this card")
SKYSCRIBING = ("Each player draws X cards.\nForecast — {2}{U}, Reveal this card from your hand: Each player "
               "draws a card. (Activate only during your upkeep and only once each turn.)")
STEELING_STANCE = ("Creatures you control get +1/+1 until end of turn.\nForecast — {W}, Reveal Steeling Stance "
                   "from your hand: Target creature gets +1/+1 until end of turn.")


def _compiled(source):
    card = compile_card(source)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    return card.definition


def test_forecast_is_an_engine_mechanic_with_its_current_reminder():
    entry = builtin().get("forecast")
    assert entry.rule == "702.57" and entry.mechanic == "forecast" and implemented("forecast")
    assert entry.reminder == "Activate only during your upkeep and only once each turn."


@pytest.mark.parametrize("name, text, cost", [("Skyscribing", SKYSCRIBING, "{2}{U}"),
                                             ("Steeling Stance", STEELING_STANCE, "{W}")])
def test_a_forecast_ability_works_from_the_hand_during_your_upkeep_once_each_turn(name, text, cost):
    definition = _compiled(CardSource(name, text, "{X}{U}{U}", "Sorcery"))
    forecast = definition.abilities[-1]
    assert isinstance(forecast, ZoneAbility) and forecast.zone is Zone.HAND and forecast.keyword == "forecast"
    assert forecast.costs == (parse_mana_cost(cost), RevealSelf())
    assert forecast.timing.once_per_turn
    assert forecast.timing.condition == DuringSteps((Step.UPKEEP,), yours=True)


def test_the_spell_itself_is_not_the_forecast_ability():
    definition = _compiled(CardSource("Skyscribing", SKYSCRIBING, "{X}{U}{U}", "Sorcery"))
    spell, _ = definition.abilities
    assert isinstance(spell.effects[0], E.Draw) and not isinstance(spell, ZoneAbility)


def test_a_forecast_ability_keeps_its_own_restriction_too():
    card = CardSource("Test Forecaster", "Forecast — {1}, Reveal this card from your hand: Draw a card. "
                      "Activate only during your turn.", "{1}", "Sorcery")
    forecast = _compiled(card).abilities[-1]
    assert forecast.timing.condition == AllOfConditions((YourTurn(), DuringSteps((Step.UPKEEP,), yours=True)))


def test_an_ability_whose_cost_reveals_its_card_from_the_hand_works_from_the_hand():
    """Tetzimoc, Primal Death (the corpus's text): "{B}, Reveal Tetzimoc, Primal Death from your
    hand: Put a prey counter on target creature. Activate this ability only during your turn."
    Its cost can be paid only while the card is in its owner's hand (CR 602.2, 113.6j)."""
    card = CardSource("Tetzimoc, Primal Death", "Deathtouch\n{B}, Reveal Tetzimoc, Primal Death from your hand: "
                      "Put a prey counter on target creature. Activate this ability only during your turn.",
                      "{4}{B}{B}", "Legendary Creature \u2014 Dinosaur", "6", "2")
    _, ability = _compiled(card).abilities
    assert isinstance(ability, ZoneAbility) and ability.zone is Zone.HAND and ability.keyword is None
    assert ability.costs[1] == RevealSelf() and ability.timing.condition == YourTurn()


def test_a_forecast_ability_that_reveals_nothing_is_refused():
    card = compile_card(CardSource("Test Forecaster", "Forecast — {1}: Draw a card.", "{1}", "Sorcery"))
    assert not card.fully_compiled
    assert any("reveal" in d.render() for d in card.diagnostics)
