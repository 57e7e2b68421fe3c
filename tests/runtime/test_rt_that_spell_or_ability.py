""""Whenever ~ becomes the target of a spell or ability an opponent controls, counter that spell or
ability unless its controller pays {2}." (Frost Titan) and "that spell or ability's controller
sacrifices a land" (Lava Runner): the spell or ability is the stack item whose targeting
triggered the ability (CR 115, 603.2); an ability countered leaves the stack and never resolves
(CR 701.5a). Compiled from rules text and played."""
from rt_cards import CREATURE, FOREST, SHOCK, cost

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.abilities import ActivatedAbility, CardDefinition, TargetSpec
from cardtext.runtime.characteristics import CardType, Step, Zone
from cardtext.runtime.effects import DealDamage
from cardtext.runtime.engine.decider import Answer, ChoiceKind
from cardtext.runtime.filters import Fixed, TargetRef

# "{0}: This deals 1 damage to target creature." (an activated ability that targets)
PINGER = CardDefinition("Pinger", cost("1R"), (CardType.ARTIFACT,), abilities=(
    ActivatedAbility((cost("0"),), (DealDamage(Fixed(1), objects=TargetRef(0)),), (TargetSpec(CREATURE),)),))


def card(text: str, name: str, type_line: str = "Creature — Giant", power: str = "6", toughness: str = "6"):
    compiled = compile_card(CardSource(name, text, "", type_line, power=power, toughness=toughness))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


FROST_TITAN = card("Whenever Frost Titan becomes the target of a spell or ability an opponent controls, "
                   "counter that spell or ability unless its controller pays {2}.", "Frost Titan")
LAVA_RUNNER = card("Whenever Lava Runner becomes the target of a spell or ability, that spell or ability's "
                   "controller sacrifices a land.", "Lava Runner", "Creature — Lizard", "2", "2")


def test_frost_titan_counters_a_spell_whose_controller_does_not_pay(game):
    titan = game.put_onto_battlefield("Alice", FROST_TITAN)
    game.set_step(Step.MAIN1, "Bob", turn=4)
    game.add_mana("Bob", "R")
    game.cast("Bob", game.add_card("Bob", SHOCK), targets=[[titan]])
    game.decider.add(Answer(ChoiceKind.UNLESS, False))
    game.resolve_stack()
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Shock"]
    assert game.state.objects[titan].damage == 0


def test_frost_titan_counters_an_ability_which_leaves_the_stack_without_resolving(game):
    titan = game.put_onto_battlefield("Alice", FROST_TITAN)
    game.set_step(Step.MAIN1, "Bob", turn=4)
    game.put_onto_battlefield("Bob", PINGER)
    game.activate("Bob", "Pinger", targets=[[titan]])
    assert len(game.state.stack) == 2                    # the ability and the Titan's trigger
    game.decider.add(Answer(ChoiceKind.UNLESS, True))     # Bob has no {2}: the cost isn't paid (CR 118.12)
    game.resolve_stack()
    assert not game.state.stack
    assert game.state.objects[titan].damage == 0         # the ability never resolved
    assert any(e.kind == "counter" for e in game.log.entries)


def test_frost_titan_lets_the_spell_resolve_when_its_controller_pays(game):
    titan = game.put_onto_battlefield("Alice", FROST_TITAN)
    game.set_step(Step.MAIN1, "Bob", turn=4)
    game.add_mana("Bob", "R")
    game.cast("Bob", game.add_card("Bob", SHOCK), targets=[[titan]])
    game.add_mana("Bob", "CC")
    game.decider.add(Answer(ChoiceKind.UNLESS, True))
    game.resolve_stack()
    assert game.state.objects[titan].damage == 2


def test_frost_titan_ignores_its_own_controllers_spells(game):
    titan = game.put_onto_battlefield("Alice", FROST_TITAN)
    game.add_mana("Alice", "R")
    game.cast("Alice", game.add_card("Alice", SHOCK), targets=[[titan]])
    assert len(game.state.stack) == 1


def test_lava_runner_makes_whoever_targets_it_sacrifice_a_land(game):
    runner = game.put_onto_battlefield("Alice", LAVA_RUNNER)
    game.put_onto_battlefield("Bob", FOREST)
    game.set_step(Step.MAIN1, "Bob", turn=4)
    game.add_mana("Bob", "R")
    game.cast("Bob", game.add_card("Bob", SHOCK), targets=[[runner]])
    game.resolve_stack()
    assert game.zone("Bob", Zone.BATTLEFIELD) == []
    assert "Forest" in game.zone("Bob", Zone.GRAVEYARD)
