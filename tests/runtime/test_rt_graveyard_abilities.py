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


RETURNS_IF_IN_GRAVEYARD = ("At the beginning of your upkeep, if ~ is in your graveyard, you may pay {B}. "
                           "If you do, return ~ to your hand.")


def test_an_ability_stating_the_graveyard_triggers_from_the_graveyard(game):
    """CR 113.6b: "if ~ is in your graveyard" states the zone the ability works in; at its
    owner's upkeep the card in the graveyard triggers, and paying returns it (CR 603.4)."""
    from cardtext.runtime.characteristics import Step
    from cardtext.runtime.engine.decider import Answer, ChoiceKind
    game.add_card("Alice", _traitor(RETURNS_IF_IN_GRAVEYARD), Zone.GRAVEYARD)
    game.set_step(Step.UNTAP, "Bob")
    game.decider.add(Answer(ChoiceKind.MAY, True))
    game.advance_to(Step.UPKEEP, "Alice")
    game.add_mana("Alice", "B")             # mana pools empty as steps end (CR 500.4)
    game.resolve_stack()
    assert "Loyal Revenant" in game.zone("Alice", Zone.HAND)


def test_on_the_battlefield_an_ability_stating_the_graveyard_does_not_trigger(game):
    from cardtext.runtime.characteristics import Step
    game.add_card("Alice", _traitor(RETURNS_IF_IN_GRAVEYARD), Zone.BATTLEFIELD)
    game.set_step(Step.UNTAP, "Bob")
    game.advance_to(Step.UPKEEP, "Alice")
    assert not any("Loyal Revenant's ability triggers" in line for line in game.log_lines())


def test_a_static_stating_the_graveyard_other_than_a_grant_is_not_supported():
    """Statics applied from a graveyard (CR 113.6b) are keyword and ability grants only
    (test_rt_graveyard_statics.py): any other is reported, never compiled to a condition that
    is never true."""
    card = compile_card(CardSource("Rally Spirit", "As long as ~ is in your graveyard, creatures you "
                                   "control get +1/+1.", "", "Creature — Spirit", power="1", toughness="1"))
    assert [d.code for d in card.diagnostics] == ["CT301"]
