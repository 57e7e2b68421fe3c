"""Replacement effects that change how much damage a source deals (CR 614.1a, 120.3): "it deals
double that damage instead", "that much damage plus 1 / minus 1"; several ordered by the affected
player (CR 616.1)."""
import pytest
from rt_cards import CREATURE_YOU, cost, creature

from cardtext.runtime.abilities import CardDefinition, ModifyDamage, ReplacementAbility
from cardtext.runtime.characteristics import CardType, Color
from cardtext.runtime.engine.decider import Answer, ChoiceKind
from cardtext.runtime.engine.evaluation import Context
from cardtext.runtime.engine.objects import Target
from cardtext.runtime.engine.vm import run
from cardtext.runtime.effects import DealDamage
from cardtext.runtime.filters import Controller, Fixed, ObjectFilter, PlayerRef, SelfRef, TargetRef

CREATURE = ObjectFilter(types=(CardType.CREATURE,))
RED = ObjectFilter(colors=(Color.RED,))


def enchantment(name: str, replacement) -> CardDefinition:
    return CardDefinition(name, cost("R"), (CardType.ENCHANTMENT,), colors=(Color.RED,),
                          abilities=(ReplacementAbility(replacement),))


# "If a source would deal damage to a creature or player, it deals double that damage to that
# creature or player instead."
DOUBLE = enchantment("Double Damage", ModifyDamage(None, CREATURE, Controller.ANY, factor=2))
# "If a red source would deal damage to a player, it deals that much damage plus 1 to that player instead."
RED_PLUS_ONE = enchantment("Red Plus One", ModifyDamage(RED, None, Controller.ANY, plus=1))
# "If a source would deal damage to a creature you control, it deals that much damage minus 1 ..."
MINUS_ONE = enchantment("Minus One", ModifyDamage(None, CREATURE_YOU, None, plus=-1))
# "If a source would deal damage to you, it deals double that damage to you instead."
DOUBLE_TO_YOU = enchantment("Double To You", ModifyDamage(None, None, Controller.YOU, factor=2))
SHOCKER = creature("Shocker", 1, 1, "R", colors=(Color.RED,))
GREEN_SHOCKER = creature("Green Shocker", 1, 1, "G", colors=(Color.GREEN,))


def deal(game, source: str, n: int, *, to: str | None = None, to_player: str | None = None):
    """`source` deals n damage to a creature `to` or to a player (CR 120.3)."""
    ctx = Context(game.obj(source).controller, game.obj(source).id)
    if to is not None:
        ctx.targets = [[Target(game.obj(to).id)]]
        run(game, ctx, (DealDamage(Fixed(n), TargetRef(0)),))
    else:
        ctx.targets = [[Target(player=game.player(to_player))]]
        run(game, ctx, (DealDamage(Fixed(n), players=PlayerRef.TARGET_PLAYER),))


def test_CR_614_1a_double_damage_to_a_creature_and_to_a_player(game):
    game.put_onto_battlefield("Alice", DOUBLE)
    game.put_onto_battlefield("Bob", SHOCKER)
    game.put_onto_battlefield("Bob", creature("Wall", 0, 9))
    deal(game, "Shocker", 2, to="Wall")
    assert game.obj("Wall").damage == 4
    life = game.life("Alice")
    deal(game, "Shocker", 3, to_player="Alice")
    assert game.life("Alice") == life - 6


def test_CR_614_1a_only_damage_from_a_source_of_that_description_changes(game):
    game.put_onto_battlefield("Alice", RED_PLUS_ONE)
    game.put_onto_battlefield("Bob", SHOCKER)
    game.put_onto_battlefield("Bob", GREEN_SHOCKER)
    life = game.life("Alice")
    deal(game, "Shocker", 2, to_player="Alice")
    assert game.life("Alice") == life - 3
    deal(game, "Green Shocker", 2, to_player="Alice")
    assert game.life("Alice") == life - 5


def damage_to_each(game, n: int, first: str, second: str) -> tuple[int, int]:
    """Bob's red Shocker deals n damage to each of two creatures: the damage each has then."""
    game.put_onto_battlefield("Bob", SHOCKER)
    deal(game, "Shocker", n, to=first)
    deal(game, "Shocker", n, to=second)
    return game.obj(first).damage, game.obj(second).damage


def test_CR_614_1a_only_damage_to_the_recipients_it_names(game):
    game.put_onto_battlefield("Alice", MINUS_ONE)
    game.put_onto_battlefield("Alice", creature("Mine", 0, 9))
    game.put_onto_battlefield("Bob", creature("Theirs", 0, 9))
    assert damage_to_each(game, 3, "Mine", "Theirs") == (2, 3)


def test_CR_614_1a_that_much_minus_one_of_one_damage_is_none(game):
    game.put_onto_battlefield("Alice", MINUS_ONE)
    game.put_onto_battlefield("Alice", creature("Mine", 0, 9))
    game.put_onto_battlefield("Bob", SHOCKER)
    deal(game, "Shocker", 1, to="Mine")
    assert game.obj("Mine").damage == 0
    assert not any("deals 0 damage" in line for line in game.log_lines())


def test_CR_614_1a_to_you_means_the_replacements_controller(game):
    game.put_onto_battlefield("Alice", DOUBLE_TO_YOU)
    game.put_onto_battlefield("Alice", SHOCKER)
    alice, bob = game.life("Alice"), game.life("Bob")
    deal(game, "Shocker", 2, to_player="Bob")
    deal(game, "Shocker", 2, to_player="Alice")
    assert (game.life("Alice"), game.life("Bob")) == (alice - 4, bob - 2)


@pytest.mark.parametrize("order, dealt", [(["Double Damage", "Red Plus One"], 5),     # 2 x 2 + 1
                                          (["Red Plus One", "Double Damage"], 6)])    # (2 + 1) x 2
def test_CR_616_1_the_affected_player_orders_the_changes(game, order, dealt):
    game.put_onto_battlefield("Bob", DOUBLE)
    game.put_onto_battlefield("Bob", RED_PLUS_ONE)
    game.put_onto_battlefield("Bob", SHOCKER)
    life = game.life("Alice")
    game.decider.add(Answer(ChoiceKind.REPLACEMENT_ORDER, order))
    deal(game, "Shocker", 2, to_player="Alice")
    assert game.life("Alice") == life - dealt


def test_CR_614_1a_damage_to_the_permanent_itself(game):
    game.put_onto_battlefield("Alice", creature("Castigator", 4, 9, "R", ReplacementAbility(
        ModifyDamage(None, SelfRef(), None, factor=2)), colors=(Color.RED,)))
    game.put_onto_battlefield("Alice", creature("Other", 0, 9))
    assert damage_to_each(game, 2, "Castigator", "Other") == (4, 2)


def test_CR_615_1a_only_damage_from_a_source_an_opponent_controls_is_prevented(game):
    from cardtext.runtime.abilities import PreventSomeDamage, StaticAbility
    game.put_onto_battlefield("Alice", CardDefinition("Seraph Shield", cost("W"), (CardType.ENCHANTMENT,), abilities=(
        StaticAbility(PreventSomeDamage(1, None, True, ObjectFilter(controller=Controller.OPPONENT))),)))
    game.put_onto_battlefield("Alice", SHOCKER)
    game.put_onto_battlefield("Bob", GREEN_SHOCKER)
    life = game.life("Alice")
    deal(game, "Shocker", 2, to_player="Alice")
    deal(game, "Green Shocker", 2, to_player="Alice")
    assert game.life("Alice") == life - 2 - 1
