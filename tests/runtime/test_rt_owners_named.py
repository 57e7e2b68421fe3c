""""Its owner" played (CR 108.3): the owner of a creature another player controls, not its
controller, is the player who gains the life; the owner is read from the card as it last existed
on the battlefield once it has been destroyed (CR 608.2h)."""
from rt_cards import GRIZZLY_BEARS

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource


def _spell(text: str):
    compiled = compile_card(CardSource("Owner Spell", text, "", "Sorcery"))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


def test_its_owner_gains_life_not_the_player_who_controlled_it(game):
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.state.objects[bears].controller = game.player("Alice")      # Alice has taken Bob's Bears
    oid = game.add_card("Alice", _spell("Destroy target creature. Its owner gains 4 life."))
    game.cast("Alice", oid, targets=[[bears]])
    game.resolve_stack()
    assert game.obj("Grizzly Bears").zone.name == "GRAVEYARD"
    assert (game.life("Alice"), game.life("Bob")) == (20, 24)


def test_its_owner_shuffles_it_into_their_own_library(game):
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.state.objects[bears].controller = game.player("Alice")
    oid = game.add_card("Alice", _spell("Choose target creature. Its owner shuffles it into his or her library."))
    game.cast("Alice", oid, targets=[[bears]])
    game.resolve_stack()
    bob = game.state.players[game.player("Bob")]
    assert any(game.state.objects[i].name == "Grizzly Bears" for i in bob.library)
