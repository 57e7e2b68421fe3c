"""Replacements of how many counters are put or tokens created (CR 614.1a; ruling C1) and the
order the affected player applies several of them in (CR 616.1, 616.1e)."""
from rt_cards import CREATURE_YOU, GRIZZLY_BEARS, HARDENED_SCALES, cost, creature

from cardtext.runtime.abilities import (ActivatedAbility, CardDefinition, ModifyCounterPlacement,
                                        ModifyPlayerCounters, MultiplyTokens, ReplacementAbility, Timing)
from cardtext.runtime.characteristics import CardType, Color
from cardtext.runtime.costs import Loyalty
from cardtext.runtime.engine.decider import Answer, ChoiceKind
from cardtext.runtime.engine.evaluation import Context
from cardtext.runtime.engine.objects import Target
from cardtext.runtime.engine.vm import run
from cardtext.runtime.effects import CreateToken, GetEnergy, GetPoison, PutCounters, TokenSpec
from cardtext.runtime.filters import Controller, Fixed, ObjectFilter, PlayerRef, TargetRef

PERMANENT_YOU = ObjectFilter(controller=Controller.YOU)


def enchantment(name: str, replacement) -> CardDefinition:
    return CardDefinition(name, cost("G"), (CardType.ENCHANTMENT,), colors=(Color.GREEN,),
                          abilities=(ReplacementAbility(replacement),))


# "twice that many +1/+1 counters are put on it instead"
TWICE = enchantment("Twice Counters", ModifyCounterPlacement(CREATURE_YOU, "+1/+1", factor=2))
# "if an effect would put one or more counters on a permanent you control, it puts twice that many"
TWICE_BY_EFFECTS = enchantment("Twice By Effects", ModifyCounterPlacement(PERMANENT_YOU, None, factor=2,
                                                                          effects_only=True))
# "that many plus one of each of those kinds of counters are put on that permanent instead"
PLUS_ANY_KIND = enchantment("Plus Any Kind", ModifyCounterPlacement(PERMANENT_YOU, None, plus=1))
# "that many -1/-1 counters minus one are put on it instead"
MINUS_ONE = enchantment("Minus One", ModifyCounterPlacement(CREATURE_YOU, "-1/-1", plus=-1))
# "if you would get one or more counters, you get that many plus one ... instead"
PLAYER_PLUS = enchantment("Player Plus", ModifyPlayerCounters(Controller.YOU, plus=1))
TOKENS_YOURS = enchantment("Twice Your Tokens", MultiplyTokens(Controller.YOU))
TOKENS_ANYONES = enchantment("Twice Any Tokens", MultiplyTokens(Controller.ANY))

WALKER = CardDefinition("Walker", cost("2"), (CardType.PLANESWALKER,), loyalty="3", abilities=(
    ActivatedAbility((Loyalty(1),), (), timing=Timing(loyalty=True)),))
SOLDIER = TokenSpec("Soldier", 1, 1, (Color.WHITE,))


def effect(game, player: str, *effects, targets=()):
    """Run effects as if a resolving ability of `player`'s made them (CR 608.2)."""
    source = game.put_onto_battlefield(player, GRIZZLY_BEARS)
    ctx = Context(game.player(player), source)
    if targets:
        ctx.targets = [[Target(game.obj(t).id) for t in targets]]
    run(game, ctx, effects)


def put_one_counter(game, player: str, on: str, kind: str = "+1/+1"):
    effect(game, player, PutCounters(TargetRef(0), kind, Fixed(1)), targets=[on])


def soldiers(game, player: str) -> int:
    p = game.player(player)
    return sum(1 for i in game.state.battlefield
               if game.state.objects[i].name == "Soldier" and game.state.objects[i].controller == p)


def test_C1_twice_that_many_counters(game):
    game.put_onto_battlefield("Alice", TWICE)
    game.put_onto_battlefield("Alice", creature("Bear", 2, 2))
    put_one_counter(game, "Alice", "Bear")
    assert game.counters("Bear") == 2


def test_C1_twice_that_many_only_on_your_creatures(game):
    game.put_onto_battlefield("Alice", TWICE)
    game.put_onto_battlefield("Bob", creature("Bear", 2, 2))
    put_one_counter(game, "Alice", "Bear")
    assert game.counters("Bear") == 1


def test_CR_616_1_the_controller_orders_plus_one_then_twice(game):
    game.put_onto_battlefield("Alice", HARDENED_SCALES)
    game.put_onto_battlefield("Alice", TWICE)
    game.put_onto_battlefield("Alice", creature("Bear", 2, 2))
    game.decider.add(Answer(ChoiceKind.REPLACEMENT_ORDER, ["Hardened Scales", "Twice Counters"]))
    put_one_counter(game, "Alice", "Bear")
    assert game.counters("Bear") == 4          # (1 + 1) x 2


def test_CR_616_1_the_controller_orders_twice_then_plus_one(game):
    game.put_onto_battlefield("Alice", HARDENED_SCALES)
    game.put_onto_battlefield("Alice", TWICE)
    game.put_onto_battlefield("Alice", creature("Bear", 2, 2))
    game.decider.add(Answer(ChoiceKind.REPLACEMENT_ORDER, ["Twice Counters", "Hardened Scales"]))
    put_one_counter(game, "Alice", "Bear")
    assert game.counters("Bear") == 3          # 1 x 2 + 1


def test_CR_616_1_the_affected_objects_controller_orders_not_the_effects_controller(game, monkeypatch):
    """Bob's creature gets the counters; Bob's replacements; Alice's ability puts them: Bob orders."""
    game.put_onto_battlefield("Bob", HARDENED_SCALES)
    game.put_onto_battlefield("Bob", TWICE)
    game.put_onto_battlefield("Bob", creature("Bear", 2, 2))
    asked = []
    choose = game.decider.choose
    monkeypatch.setattr(game.decider, "choose", lambda choice: asked.append(choice) or choose(choice))
    game.decider.add(Answer(ChoiceKind.REPLACEMENT_ORDER, ["Hardened Scales", "Twice Counters"]))
    put_one_counter(game, "Alice", "Bear")
    assert [c.player for c in asked if c.kind is ChoiceKind.REPLACEMENT_ORDER] == [game.player("Bob")]
    assert game.counters("Bear") == 4


def test_C1_counters_of_any_kind_plus_one(game):
    game.put_onto_battlefield("Alice", PLUS_ANY_KIND)
    game.put_onto_battlefield("Alice", creature("Bear", 2, 2))
    put_one_counter(game, "Alice", "Bear", "charge")
    assert game.counters("Bear", "charge") == 2


def test_C1_that_many_minus_one_can_leave_none(game):
    game.put_onto_battlefield("Alice", MINUS_ONE)
    game.put_onto_battlefield("Alice", creature("Bear", 2, 2))
    put_one_counter(game, "Alice", "Bear", "-1/-1")
    assert game.counters("Bear", "-1/-1") == 0
    assert not any("counter(s) put on Bear" in line for line in game.log_lines())


def test_CR_606_4_a_loyalty_cost_is_not_an_effect(game):
    """"If an effect would put ..." doesn't touch counters put to pay a loyalty cost (CR 606.4,
    118.3); the planeswalker's entering loyalty is put by an effect and is doubled (CR 306.5b)."""
    game.put_onto_battlefield("Alice", TWICE_BY_EFFECTS)
    game.put_onto_battlefield("Alice", WALKER, as_effect=True)
    assert game.counters("Walker", "loyalty") == 6
    game.activate("Alice", "Walker", 0)
    assert game.counters("Walker", "loyalty") == 7


def test_CR_606_4_would_be_put_applies_to_a_loyalty_cost(game):
    game.put_onto_battlefield("Alice", PLUS_ANY_KIND)
    game.put_onto_battlefield("Alice", WALKER)
    before = game.counters("Walker", "loyalty")
    game.activate("Alice", "Walker", 0)
    assert game.counters("Walker", "loyalty") == before + 2


def test_C1_you_get_that_many_plus_one_energy_and_poison(game):
    game.put_onto_battlefield("Alice", PLAYER_PLUS)
    effect(game, "Alice", GetEnergy(Fixed(2)))
    effect(game, "Bob", GetEnergy(Fixed(2)))
    assert game.state.players[game.player("Alice")].energy == 3
    assert game.state.players[game.player("Bob")].energy == 2
    effect(game, "Bob", GetPoison(Fixed(1), PlayerRef.EACH_OPPONENT))
    assert game.state.players[game.player("Alice")].poison == 2


def test_C1_twice_that_many_tokens_under_your_control(game):
    game.put_onto_battlefield("Alice", TOKENS_YOURS)
    effect(game, "Alice", CreateToken(SOLDIER, Fixed(2)))
    effect(game, "Bob", CreateToken(SOLDIER, Fixed(2)))
    assert soldiers(game, "Alice") == 4
    assert soldiers(game, "Bob") == 2


def test_C1_if_one_or_more_tokens_would_be_created_applies_to_every_player(game):
    game.put_onto_battlefield("Alice", TOKENS_ANYONES)
    effect(game, "Bob", CreateToken(SOLDIER, Fixed(1)))
    assert soldiers(game, "Bob") == 2


def test_CR_616_1_two_token_doublers_each_apply_once(game):
    game.put_onto_battlefield("Alice", TOKENS_YOURS)
    game.put_onto_battlefield("Alice", TOKENS_ANYONES)
    game.decider.add(Answer(ChoiceKind.REPLACEMENT_ORDER, ["Twice Any Tokens", "Twice Your Tokens"]))
    effect(game, "Alice", CreateToken(SOLDIER, Fixed(1)))
    assert soldiers(game, "Alice") == 4
