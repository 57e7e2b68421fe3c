"""Triggers at steps, unless/may, missing scripted answers, the log."""
import pytest
from rt_cards import GRIZZLY_BEARS, MEMNITE, SWAMP

from cardtext.runtime.abilities import CardDefinition, TriggeredAbility
from cardtext.runtime.characteristics import CardType, Step, Zone
from cardtext.runtime.costs import Sacrifice
from cardtext.runtime.engine.decider import Answer, ChoiceKind
from cardtext.runtime.effects import GainLife, Optional, SacrificeObjects, Unless
from cardtext.runtime.errors import DecisionMissing
from cardtext.runtime.events import BeginningOfStep, Whose
from cardtext.runtime.filters import Fixed, SelfRef
from cardtext.runtime.engine.state import clone_state
from rt_cards import CREATURE_YOU

# "At the beginning of your upkeep, sacrifice this enchantment unless you sacrifice a creature."
UPKEEP_TAX = CardDefinition("Upkeep Tax", (), (CardType.ENCHANTMENT,), abilities=(
    TriggeredAbility(BeginningOfStep(Step.UPKEEP, Whose.YOUR),
                     (Unless(Sacrifice(CREATURE_YOU), (SacrificeObjects(SelfRef()),)),)),))
# "At the beginning of each end step, you may gain 2 life."
MAYBE_LIFE = CardDefinition("Maybe Life", (), (CardType.ENCHANTMENT,), abilities=(
    TriggeredAbility(BeginningOfStep(Step.END, Whose.EACH), (Optional((GainLife(Fixed(2)),)),)),))


def test_upkeep_trigger_unless_paid(game):
    game.put_onto_battlefield("Alice", UPKEEP_TAX)
    game.put_onto_battlefield("Alice", MEMNITE)
    game.decider.add(Answer(ChoiceKind.ATTACKERS, []))
    game.advance_to(Step.UPKEEP, "Alice")             # Bob's upkeep: no trigger; Alice's: trigger
    assert len(game.state.stack) == 1
    game.decider.add(Answer(ChoiceKind.UNLESS, True))
    game.resolve_stack()
    assert game.zone("Alice", Zone.BATTLEFIELD) == ["Upkeep Tax"]
    assert game.zone("Alice", Zone.GRAVEYARD) == ["Memnite"]


def test_unless_cost_that_cannot_be_paid_means_the_effect_happens(game):
    game.put_onto_battlefield("Alice", UPKEEP_TAX)
    game.set_step(Step.UNTAP, "Alice")
    game.pass_priority()                              # no priority in untap: go to upkeep
    game.decider.add(Answer(ChoiceKind.UNLESS, True))
    game.resolve_stack()
    assert game.zone("Alice", Zone.GRAVEYARD) == ["Upkeep Tax"]


def test_optional_effect_and_each_end_step(game):
    game.put_onto_battlefield("Bob", MAYBE_LIFE)
    game.decider.add(Answer(ChoiceKind.MAY, True))
    game.advance_to(Step.END)
    game.resolve_stack()
    assert game.life("Bob") == 22


def test_missing_scripted_answer_is_clear_and_changes_nothing(game):
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    before = clone_state(game.state)
    with pytest.raises(DecisionMissing, match=r"no scripted answer for attackers"):
        game.advance_to(Step.END)
    assert game.state == before


def test_log_lines_and_json(game):
    game.put_onto_battlefield("Alice", SWAMP)
    game.tap_for_mana("Alice", "Swamp")
    assert game.log_lines() == ["Turn 3, main1: Alice activates ability #0 of Swamp paying: {T} (Swamp)",
                                "Turn 3, main1: Alice adds {B} from Swamp"]
    entry = game.log.to_json()[1]
    assert entry["kind"] == "mana" and entry["data"]["mana"] == ["B"] and entry["data"]["player"] == 0
