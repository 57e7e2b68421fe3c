"""A limit on casting: "Each player can't cast more than one spell each turn." / "You can't ..."
(CR 101.2: a "can't" wins over any permission; CR 601.3: a player can begin to cast a spell only
if no effect prohibits it). A spell cast earlier in the turn counts, even before the permanent came."""
import pytest

from compiled_cards import card

from cardtext.runtime.characteristics import Step
from cardtext.runtime.errors import IllegalAction


RULE = card("Each player can't cast more than one spell each turn.", "Rule", "Enchantment", "{2}{W}")
AGENDA = card("You can't cast more than one spell each turn.", "Agenda", "Enchantment", "{B}{G}")
SHOCK = card("~ deals 2 damage to any target.", "Zap", "Instant", "{R}")


def cast_shock(game, who):
    game.add_mana(who, "R")
    game.cast(who, game.add_card(who, SHOCK), targets=[["Bob" if who == "Alice" else "Alice"]])


def test_a_second_spell_in_a_turn_is_refused(game):                          # CR 101.2
    game.put_onto_battlefield("Alice", RULE)
    cast_shock(game, "Alice")
    game.resolve_stack()
    with pytest.raises(IllegalAction, match="more than one spell"):
        cast_shock(game, "Alice")


def test_a_spell_cast_before_it_came_counts(game):
    cast_shock(game, "Alice")
    game.resolve_stack()
    game.put_onto_battlefield("Alice", RULE)
    with pytest.raises(IllegalAction, match="more than one spell"):
        cast_shock(game, "Alice")


def test_each_player_has_their_own_one_spell(game):
    game.put_onto_battlefield("Alice", RULE)
    cast_shock(game, "Alice")
    game.pass_priority("Alice")
    cast_shock(game, "Bob")                         # Bob's first spell this turn
    game.resolve_stack()


def test_you_cant_limits_only_its_controller(game):
    game.put_onto_battlefield("Alice", AGENDA)
    cast_shock(game, "Alice")
    game.pass_priority("Alice")
    cast_shock(game, "Bob")
    game.pass_priority("Bob")
    with pytest.raises(IllegalAction, match="more than one spell"):
        cast_shock(game, "Alice")
    game.resolve_stack()
    game.pass_priority("Alice")
    cast_shock(game, "Bob")                         # Bob isn't limited


def test_the_next_turn_allows_one_again(game):
    game.put_onto_battlefield("Alice", RULE)
    cast_shock(game, "Alice")
    game.resolve_stack()
    game.advance_to(Step.UPKEEP, "Bob")
    game.pass_priority("Bob")
    cast_shock(game, "Alice")
