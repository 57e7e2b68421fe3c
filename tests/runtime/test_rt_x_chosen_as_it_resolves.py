"""X that only a triggered ability's text names is chosen by its controller as it resolves
(CR 107.3f); X in a cost of one's own is announced as the ability is activated (CR 107.3a)."""
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
