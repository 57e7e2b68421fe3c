"""X chosen by a player: announced as a spell is cast when an additional cost has an X in it
(CR 107.3a); chosen as a triggered ability resolves when only its text names X (CR 107.3f)."""
from rt_cards import GRIZZLY_BEARS

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.engine.decider import Answer, ChoiceKind

BOLT = compile_card(CardSource("Bolt", "Bolt deals 3 damage to any target.", "{R}", "Instant")).definition


def _vigil():
    card = compile_card(CardSource("Quiet Vigil", "Whenever a creature you control dies, you may pay {X}. "
                                   "If you do, you gain X life.", "{2}{W}", "Enchantment"))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


def test_pay_x_in_a_triggered_ability_is_chosen_as_it_resolves_and_paid(game):
    """CR 107.3f: "you may pay {X}. If you do, you gain X life": the controller chooses X = 2 as
    the ability resolves, pays {2} and gains 2 life."""
    game.put_onto_battlefield("Alice", _vigil())
    bears = game.add_card("Alice", GRIZZLY_BEARS, Zone.BATTLEFIELD)
    game.add_mana("Alice", "R")
    game.cast("Alice", game.add_card("Alice", BOLT), targets=[[bears]])
    life = game.state.players[0].life
    game.decider.add(Answer(ChoiceKind.MAY, True))
    game.decider.add(Answer(ChoiceKind.X, 2))
    game.add_mana("Alice", "CC")
    game.resolve_stack()
    assert game.state.players[0].life == life + 2
    assert game.pool_text("Alice") == ""


def test_an_additional_cost_of_x_life_announces_x_as_the_spell_is_cast(game):
    """CR 107.3a, 601.2b: "As an additional cost to cast this spell, pay X life. Draw X cards.":
    X = 2 is announced, 2 life paid, 2 cards drawn."""
    card = compile_card(CardSource("Dark Bargain", "As an additional cost to cast this spell, pay X life.\n"
                                   "Draw X cards.", "{3}{B}", "Sorcery"))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    life, hand = game.state.players[0].life, len(game.zone("Alice", Zone.HAND))
    game.add_mana("Alice", "CCCB")
    game.decider.add(Answer(ChoiceKind.X, 2))
    game.cast("Alice", game.add_card("Alice", card.definition))
    game.resolve_stack()
    assert game.state.players[0].life == life - 2
    assert len(game.zone("Alice", Zone.HAND)) == hand + 2
