"""Step timing conditions (DuringSteps), casting rules (CastOnlyWhen) and "without <keyword>"."""
import pytest
from rt_cards import CREATURE, GRIZZLY_BEARS, cost, creature

from cardtext.runtime.abilities import (ActivatedAbility, CardDefinition, CastOnlyWhen, KeywordAbility,
                                        SpellAbility, StaticAbility, Timing)
from cardtext.runtime.characteristics import CardType, Step
from cardtext.runtime.costs import TapSelf
from cardtext.runtime.effects import GainLife
from cardtext.runtime.errors import IllegalAction
from cardtext.runtime.filters import DuringSteps, Fixed, ObjectFilter
from cardtext.runtime.engine.query import candidates

UPKEEP_ONLY = CardDefinition("Upkeep Rock", cost("1"), (CardType.ARTIFACT,), abilities=(
    ActivatedAbility((TapSelf(),), (GainLife(Fixed(1)),),
                     timing=Timing(condition=DuringSteps((Step.UPKEEP,), yours=True))),))
COMBAT_TRICK = CardDefinition("Combat Trick", cost("R"), (CardType.INSTANT,), abilities=(
    StaticAbility(CastOnlyWhen(DuringSteps((Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS)))),
    SpellAbility((GainLife(Fixed(2)),)),))
FLYER = creature("Flyer", 1, 1, "U", KeywordAbility("flying"))


def test_activate_only_during_your_upkeep(game):
    game.put_onto_battlefield("Alice", UPKEEP_ONLY)
    game.set_step(Step.MAIN1, "Alice")
    with pytest.raises(IllegalAction):
        game.activate("Alice", "Upkeep Rock")
    game.set_step(Step.UPKEEP, "Bob")
    with pytest.raises(IllegalAction):
        game.activate("Alice", "Upkeep Rock")
    game.set_step(Step.UPKEEP, "Alice")
    game.activate("Alice", "Upkeep Rock")
    game.resolve_stack()
    assert game.state.players[0].life == 21


def test_cast_only_during_given_steps(game):
    trick = game.add_card("Alice", COMBAT_TRICK)
    game.set_step(Step.MAIN1, "Alice")
    game.add_mana("Alice", "R")
    with pytest.raises(IllegalAction, match=r"CR 601\.3"):
        game.cast("Alice", trick)
    game.set_step(Step.DECLARE_BLOCKERS, "Alice")
    game.cast("Alice", trick)
    game.resolve_stack()
    assert game.state.players[0].life == 22


def test_filter_without_keyword(game):
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    flyer = game.put_onto_battlefield("Alice", FLYER)
    f = ObjectFilter(types=CREATURE.types, excluded_keywords=("flying",))
    ids = candidates(game.state, f, 0, None)
    assert bears in ids and flyer not in ids
