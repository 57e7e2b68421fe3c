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


def test_returned_tapped_under_its_owners_control(game):
    """CR 400.7: the exiled card comes back a new object, under its owner's control, tapped."""
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.state.objects[bears].controller = game.player("Alice")
    oid = game.add_card("Alice", _spell("Exile target creature, then return it to the battlefield tapped "
                                        "under its owner's control."))
    game.cast("Alice", oid, targets=[[bears]])
    game.resolve_stack()
    back = game.obj("Grizzly Bears")
    assert back.zone.name == "BATTLEFIELD" and back.tapped and back.controller == game.player("Bob")


def test_second_from_the_top_of_its_owners_library(game):
    """One card of the owner's library stays above it (CR 401.1), whoever controlled it."""
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.state.objects[bears].controller = game.player("Alice")
    oid = game.add_card("Alice", _spell("Put target creature into its owner's library second from the top."))
    game.cast("Alice", oid, targets=[[bears]])
    game.resolve_stack()
    library = game.state.players[game.player("Bob")].library
    assert [game.state.objects[i].name for i in library[:2]] == ["Wastes", "Grizzly Bears"]


def test_second_from_the_top_of_an_empty_library_is_its_only_card(game):
    game.set_library("Bob", [])
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    oid = game.add_card("Alice", _spell("Put target creature into its owner's library second from the top."))
    game.cast("Alice", oid, targets=[[bears]])
    game.resolve_stack()
    library = game.state.players[game.player("Bob")].library
    assert [game.state.objects[i].name for i in library] == ["Grizzly Bears"]
