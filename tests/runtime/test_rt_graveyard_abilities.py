"""CR 113.6m: a permanent card's triggered ability that returns the card "from your graveyard"
functions only in the graveyard; its other triggered abilities don't function there."""
from rt_cards import GRIZZLY_BEARS

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Zone

RETURNS = ("Whenever another creature is put into your graveyard from the battlefield, "
           "return ~ from your graveyard to the battlefield.")
GAINS = "Whenever another creature dies, you gain 1 life."
BOLT = compile_card(CardSource("Bolt", "Bolt deals 3 damage to any target.", "{R}", "Instant")).definition


def _traitor(text: str = RETURNS):
    card = compile_card(CardSource("Loyal Revenant", text, "{B}{B}", "Creature — Spirit",
                                   power="2", toughness="1"))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


def _kill(game, oid):
    game.add_mana("Alice", "R")
    game.cast("Alice", game.add_card("Alice", BOLT), targets=[[oid]])
    game.resolve_stack()


def test_from_the_graveyard_the_card_returns_when_another_creature_dies(game):
    game.add_card("Alice", _traitor(), Zone.GRAVEYARD)
    _kill(game, game.add_card("Alice", GRIZZLY_BEARS, Zone.BATTLEFIELD))
    assert "Loyal Revenant" in [o.name for o in game.battlefield()]
    assert "Loyal Revenant" not in game.zone("Alice", Zone.GRAVEYARD)


def test_on_the_battlefield_that_ability_does_not_trigger(game):
    game.add_card("Alice", _traitor(), Zone.BATTLEFIELD)
    _kill(game, game.add_card("Alice", GRIZZLY_BEARS, Zone.BATTLEFIELD))
    assert not any("Loyal Revenant's ability triggers" in line for line in game.log_lines())


def test_its_other_abilities_do_not_function_in_the_graveyard(game):
    game.add_card("Alice", _traitor(RETURNS + "\n" + GAINS), Zone.GRAVEYARD)
    life = game.life("Alice")
    _kill(game, game.add_card("Alice", GRIZZLY_BEARS, Zone.BATTLEFIELD))
    assert game.life("Alice") == life
    assert "Loyal Revenant" in [o.name for o in game.battlefield()]
