"""VM instructions for conditions, counter, regenerate, search, loyalty ..."""
import pytest
from rt_cards import CREATURE, FOREST, GRIZZLY_BEARS, SHOCK, cost, creature

from cardtext.runtime.abilities import (ActivatedAbility, CardDefinition, RestrictedAction, Restriction,
                                        SpellAbility, StaticAbility, TargetSpec, Timing, TriggeredAbility)
from cardtext.runtime.characteristics import CardType, Step, Zone
from cardtext.runtime.costs import Loyalty
from cardtext.runtime.engine.decider import Answer, ChoiceKind
from cardtext.runtime.effects import (Conditional, CounterSpell, Draw, GainLife, Regenerate,
                                      SearchLibrary, SkipNextUntap, TapObjects)
from cardtext.runtime.errors import IllegalAction
from cardtext.runtime.events import DealsDamage
from cardtext.runtime.filters import Fixed, ObjectFilter, SelfRef, TargetRef, YouControl

COUNTERSPELL = CardDefinition("Cancel", cost("U"), (CardType.INSTANT,), abilities=(
    SpellAbility((CounterSpell(TargetRef(0)),), (TargetSpec(ObjectFilter(spell=True)),)),))
REGROWTH_TROLL = creature("Troll", 2, 2, "1G", ActivatedAbility((cost("G"),), (Regenerate(SelfRef()),)))
SEARCH = CardDefinition("Search", cost("G"), (CardType.SORCERY,), abilities=(
    SpellAbility((SearchLibrary(ObjectFilter(types=(CardType.LAND,)), Zone.HAND),),),))
IF_FOREST = CardDefinition("If Forest", cost("G"), (CardType.SORCERY,), abilities=(
    SpellAbility((Conditional(YouControl(ObjectFilter(subtypes=("Forest",))), (GainLife(Fixed(5)),)),),),))
WALKER = CardDefinition("Walker", cost("2"), (CardType.PLANESWALKER,), loyalty="3", abilities=(
    ActivatedAbility((Loyalty(-2),), (Draw(Fixed(1)),), timing=Timing(loyalty=True)),))
FROST = CardDefinition("Frost", cost("U"), (CardType.INSTANT,), abilities=(
    SpellAbility((TapObjects(TargetRef(0)), SkipNextUntap(TargetRef(0))), (TargetSpec(CREATURE),)),))
STINGER = creature("Stinger", 1, 1, "R", TriggeredAbility(DealsDamage(SelfRef()), (GainLife(Fixed(3)),)))
WALL = creature("Pacifist", 0, 4, "W", StaticAbility(Restriction(SelfRef(), RestrictedAction.ATTACK)))


def test_counterspell(game):
    bears = game.add_card("Alice", GRIZZLY_BEARS)
    cancel = game.add_card("Bob", COUNTERSPELL)
    game.add_mana("Alice", "GG")
    game.cast("Alice", bears)
    game.pass_priority("Alice")
    game.add_mana("Bob", "U")
    game.cast("Bob", cancel, targets=["Grizzly Bears"])
    game.resolve_stack()
    assert game.zone("Alice", Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_regeneration_shield_saves_from_lethal_damage(game):
    game.put_onto_battlefield("Alice", REGROWTH_TROLL)
    shock = game.add_card("Alice", SHOCK)
    game.add_mana("Alice", "GR")
    game.activate("Alice", "Troll", 0)
    game.resolve_stack()
    game.cast("Alice", shock, targets=["Troll"])
    game.resolve_stack()
    troll = game.obj("Troll")
    assert troll.zone is Zone.BATTLEFIELD and troll.tapped and troll.damage == 0


def test_search_library_and_conditional(game):
    game.set_library("Alice", [GRIZZLY_BEARS, FOREST])
    search, cond = game.add_card("Alice", SEARCH), game.add_card("Alice", IF_FOREST)
    game.add_mana("Alice", "GG")
    game.cast("Alice", search)
    game.decider.add(Answer(ChoiceKind.CHOOSE, ["Forest"]))
    game.resolve_stack()
    assert "Forest" in game.zone("Alice", Zone.HAND)
    game.cast("Alice", cond)
    game.resolve_stack()
    assert game.life("Alice") == 20
    game.play_land("Alice", "Forest")
    game.add_mana("Alice", "G")
    cond2 = game.add_card("Alice", IF_FOREST)
    game.cast("Alice", cond2)
    game.resolve_stack()
    assert game.life("Alice") == 25


def test_loyalty_ability_once_per_turn_and_cost(game):
    game.put_onto_battlefield("Alice", WALKER, as_effect=True)
    assert game.counters("Walker", "loyalty") == 3
    game.activate("Alice", "Walker", 0)
    game.resolve_stack()
    assert game.counters("Walker", "loyalty") == 1
    with pytest.raises(IllegalAction, match=r"CR 606\.3"):
        game.activate("Alice", "Walker", 0)


def test_skip_next_untap(game):
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    frost = game.add_card("Alice", FROST)
    game.add_mana("Alice", "U")
    game.cast("Alice", frost, targets=["Grizzly Bears"])
    game.resolve_stack()
    game.advance_to(Step.UPKEEP, "Bob")
    assert game.is_tapped("Grizzly Bears")


def test_deals_combat_damage_trigger_and_cant_attack(game):
    game.put_onto_battlefield("Alice", STINGER)
    game.put_onto_battlefield("Alice", WALL)
    with pytest.raises(IllegalAction, match=r"CR 508\.1c"):
        game.declare_attackers("Alice", ["Pacifist"])
    game.declare_attackers("Alice", ["Stinger"])
    game.advance_to(Step.END_OF_COMBAT)
    game.resolve_stack()
    assert game.life("Bob") == 19 and game.life("Alice") == 23
