"""The bending actions of Avatar: The Last Airbender played by the engine (CR 701.65-701.67), with
cards compiled from their rules text: who may cast an airbent card, and what the waterbend cost
may be paid with."""
import pytest
from rt_cards import GRIZZLY_BEARS

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.engine.decider import ChoiceKind
from cardtext.runtime.errors import IllegalAction


def card(text, type_line="Instant", name="Test Card", mana="{1}", pt=(None, None)):
    compiled = compile_card(CardSource(name, text, mana, type_line, power=pt[0], toughness=pt[1]))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


AIRBEND = card("Airbend target nonland permanent.", name="Gust", mana="{0}")


def test_only_the_owner_may_cast_an_airbent_card_cr_701_65a(game):
    """"While it's exiled, its owner may cast it for {2}": Alice airbended Bob's Grizzly Bears, so
    Alice may not cast it, and Bob may, for {2} and not its {1}{G}."""
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.add_card("Alice", AIRBEND, Zone.HAND)
    game.cast("Alice", "Gust", targets=[[bears]])
    game.resolve_stack()
    exiled = game.obj("Grizzly Bears")
    assert exiled.zone is Zone.EXILE and exiled.airbent
    game.add_mana("Alice", "CC")
    with pytest.raises(IllegalAction, match="CR 601.2a"):
        game.cast("Alice", exiled.id, alt="airbend")
    game.set_step(game.state.step, "Bob", turn=4)
    game.add_mana("Bob", "CC")
    game.cast("Bob", exiled.id, alt="airbend")
    game.resolve_stack()
    assert game.obj("Grizzly Bears").zone is Zone.BATTLEFIELD


def test_a_card_exiled_otherwise_is_not_airbent_cr_701_65a(game):
    game.add_card("Bob", GRIZZLY_BEARS, Zone.EXILE)
    game.set_step(game.state.step, "Bob", turn=4)
    game.add_mana("Bob", "CC")
    with pytest.raises(IllegalAction, match="CR 701.65a"):
        game.cast("Bob", "Grizzly Bears", alt="airbend")


def test_waterbend_taps_pay_generic_mana_only_cr_701_67a(game):
    """Waterbend {1}{U}: a tapped creature pays the {1}, never the {U} (at most one creature is
    offered to tap); with the blue mana in the pool the rest is paid."""
    tide = card("Waterbend {1}{U}: Draw a card.", "Artifact", "Tide Engine")
    game.put_onto_battlefield("Alice", tide)
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    with pytest.raises(IllegalAction, match="CR 601.2h"):
        game.activate("Alice", "Tide Engine", 0, choices={ChoiceKind.TAP_COST: [[bears]]})
    assert not game.obj(bears).tapped          # the payment was undone as a whole
    game.add_mana("Alice", "U")
    game.activate("Alice", "Tide Engine", 0, choices={ChoiceKind.TAP_COST: [[bears]]})
    assert game.obj(bears).tapped and game.state.players[0].pool == []
