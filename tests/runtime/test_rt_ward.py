"""Ward (CR 702.21): "Whenever this permanent becomes the target of a spell or ability an
opponent controls, counter that spell or ability unless that player pays [cost]."""
from rt_cards import CREATURE, SHOCK, cost, creature

from cardtext.runtime.abilities import ActivatedAbility, CardDefinition, KeywordAbility, TargetSpec
from cardtext.runtime.characteristics import CardType, Step, Zone
from cardtext.runtime.costs import Discard, PayLife
from cardtext.runtime.effects import DealDamage
from cardtext.runtime.engine.decider import Answer, ChoiceKind
from cardtext.runtime.filters import Fixed, TargetRef

WARDED = creature("Warded Drake", 2, 2, "1U", KeywordAbility("ward", cost=cost("2")))
LIFE_WARDED = creature("Life Warded", 2, 2, "1B", KeywordAbility("ward", cost=PayLife(Fixed(3))))
DISCARD_WARDED = creature("Discard Warded", 2, 2, "1B", KeywordAbility("ward", cost=Discard()))
TWICE_WARDED = creature("Twice Warded", 2, 2, "1U", KeywordAbility("ward", cost=cost("1")),
                        KeywordAbility("ward", cost=cost("1")))
# "{T}: This deals 1 damage to target creature."
PINGER = CardDefinition("Pinger", cost("1R"), (CardType.ARTIFACT,), abilities=(
    ActivatedAbility((cost("0"),), (DealDamage(Fixed(1), objects=TargetRef(0)),), (TargetSpec(CREATURE),)),))


def ward_triggers(game) -> int:
    return sum(1 for e in game.log.entries if e.text.endswith("ability triggers"))


def bob_shocks(game, target):
    """Bob (an opponent of ward's controller) casts Shock at `target`; ward triggers above it."""
    game.set_step(Step.MAIN1, "Bob", turn=4)
    shock = game.add_card("Bob", SHOCK)
    game.add_mana("Bob", "R")
    game.cast("Bob", shock, targets=[[target]])


def test_ward_counters_the_spell_when_its_controller_does_not_pay(game):
    drake = game.put_onto_battlefield("Alice", WARDED)
    bob_shocks(game, drake)
    assert ward_triggers(game) == 1                      # CR 702.21a: ward triggered on targeting
    game.decider.add(Answer(ChoiceKind.UNLESS, False))
    game.resolve_stack()
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Shock"]  # countered (CR 701.5a)
    assert game.state.objects[drake].damage == 0
    assert any(e.kind == "counter" and "Shock is countered" in e.text for e in game.log.entries)


def test_ward_does_nothing_when_the_opponent_pays_the_cost(game):
    drake = game.put_onto_battlefield("Alice", WARDED)
    bob_shocks(game, drake)
    game.add_mana("Bob", "CC")
    game.decider.add(Answer(ChoiceKind.UNLESS, True))
    game.resolve_stack()
    assert game.zone("Alice", Zone.GRAVEYARD) == ["Warded Drake"]     # Shock resolved: 2 damage
    assert game.state.players[1].pool == []


def test_a_cost_the_opponent_cannot_pay_is_not_paid_and_the_spell_is_countered(game):
    drake = game.put_onto_battlefield("Alice", WARDED)
    bob_shocks(game, drake)                              # no mana left for ward {2} (CR 118.12)
    game.decider.add(Answer(ChoiceKind.UNLESS, True))
    game.resolve_stack()
    assert game.zone("Alice", Zone.BATTLEFIELD) == ["Warded Drake"]
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Shock"]


def test_ward_does_not_trigger_on_its_controllers_own_spells(game):
    drake = game.put_onto_battlefield("Alice", WARDED)
    shock = game.add_card("Alice", SHOCK)
    game.add_mana("Alice", "R")
    game.cast("Alice", shock, targets=[[drake]])
    assert ward_triggers(game) == 0                      # "a spell ... an opponent controls"
    game.resolve_stack()
    assert game.zone("Alice", Zone.GRAVEYARD) == ["Shock", "Warded Drake"]


def test_ward_counters_an_activated_ability_too(game):
    drake = game.put_onto_battlefield("Alice", WARDED)
    game.set_step(Step.MAIN1, "Bob", turn=4)
    game.put_onto_battlefield("Bob", PINGER)
    game.activate("Bob", "Pinger", 0, targets=[[drake]])
    game.decider.add(Answer(ChoiceKind.UNLESS, False))
    game.resolve_stack()
    assert game.state.stack == []
    assert game.state.objects[drake].damage == 0         # the ability was countered (CR 701.5a)


def test_ward_pay_life_counters_unless_the_opponent_pays_3_life(game):
    warded = game.put_onto_battlefield("Alice", LIFE_WARDED)
    bob_shocks(game, warded)
    game.decider.add(Answer(ChoiceKind.UNLESS, True))
    game.resolve_stack()
    assert game.life("Bob") == 17
    assert game.zone("Alice", Zone.GRAVEYARD) == ["Life Warded"]


def test_ward_discard_a_card_is_paid_by_discarding(game):
    warded = game.put_onto_battlefield("Alice", DISCARD_WARDED)
    game.add_card("Bob", CardDefinition("Spare Card", cost("1"), (CardType.ARTIFACT,)))
    bob_shocks(game, warded)
    game.decider.add(Answer(ChoiceKind.UNLESS, True))
    game.resolve_stack()
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Spare Card", "Shock"]
    assert game.zone("Alice", Zone.GRAVEYARD) == ["Discard Warded"]


def test_each_instance_of_ward_triggers_separately(game):
    twice = game.put_onto_battlefield("Alice", TWICE_WARDED)
    # both go on the stack above Shock as Bob casts it (CR 601.2i, 603.3b): Alice orders them
    game.decider.add(Answer(ChoiceKind.TRIGGER_ORDER, [0, 1]))
    bob_shocks(game, twice)
    assert ward_triggers(game) == 2                      # CR 702.21b
    game.add_mana("Bob", "C")
    game.decider.add(Answer(ChoiceKind.UNLESS, True), Answer(ChoiceKind.UNLESS, False))
    game.resolve_stack()
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Shock"]
    assert game.zone("Alice", Zone.BATTLEFIELD) == ["Twice Warded"]

