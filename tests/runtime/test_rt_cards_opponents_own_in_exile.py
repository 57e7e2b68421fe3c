"""The cost "put a card an opponent owns from exile into that player's graveyard" played: only a
card in exile an opponent owns pays it (CR 108.3), it goes to that opponent's graveyard (CR
400.3), and with no such card the ability can't be activated (CR 118.3)."""
import pytest
from rt_cards import GRIZZLY_BEARS

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.errors import IllegalAction

ORACLE = "{2}, Put a card an opponent owns from exile into that player's graveyard: Draw a card."


def _oracle(game):
    compiled = compile_card(CardSource("Dusty Oracle", ORACLE, "{1}", "Artifact"))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return game.put_onto_battlefield("Alice", compiled.definition)


def test_the_opponents_exiled_card_goes_to_its_owners_graveyard(game):
    oracle = _oracle(game)
    bobs = game.add_card("Bob", GRIZZLY_BEARS, Zone.EXILE)
    game.add_mana("Alice", "CC")
    hand = len(game.state.players[game.player("Alice")].hand)
    game.activate("Alice", oracle, 0)
    game.resolve_stack()
    assert game.state.live(bobs) is None
    bob = game.state.players[game.player("Bob")]
    assert [game.state.objects[i].name for i in bob.graveyard] == ["Grizzly Bears"]
    assert len(game.state.players[game.player("Alice")].hand) == hand + 1


def test_your_own_exiled_card_doesnt_pay(game):
    oracle = _oracle(game)
    game.add_card("Alice", GRIZZLY_BEARS, Zone.EXILE)
    game.add_mana("Alice", "CC")
    with pytest.raises(IllegalAction):
        game.activate("Alice", oracle, 0)
