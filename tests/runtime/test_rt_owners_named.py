""""Its owner" played (CR 108.3): the owner of a creature another player controls, not its
controller, is the player who gains the life, shuffles, gets it back or has it in their library;
the owner is read from the card as it last existed once it has left (CR 608.2h)."""
from rt_cards import GRIZZLY_BEARS

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource


def _cast_on_bobs_bears(game, text: str, alice_controls: bool = True):
    """Alice casts a sorcery with `text` targeting Bob's Grizzly Bears, which she controls."""
    compiled = compile_card(CardSource("Owner Spell", text, "", "Sorcery"))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    if alice_controls:
        game.state.objects[bears].controller = game.player("Alice")     # Alice has taken Bob's Bears
    game.cast("Alice", game.add_card("Alice", compiled.definition), targets=[[bears]])
    game.resolve_stack()
    return game.state.players[game.player("Bob")]


def _names(game, ids):
    return [game.state.objects[i].name for i in ids]


def test_its_owner_gains_life_not_the_player_who_controlled_it(game):
    _cast_on_bobs_bears(game, "Destroy target creature. Its owner gains 4 life.")
    assert game.obj("Grizzly Bears").zone.name == "GRAVEYARD"
    assert (game.life("Alice"), game.life("Bob")) == (20, 24)


def test_its_owner_shuffles_it_into_their_own_library(game):
    bob = _cast_on_bobs_bears(game, "Choose target creature. Its owner shuffles it into his or her library.")
    assert "Grizzly Bears" in _names(game, bob.library)


def test_returned_tapped_under_its_owners_control(game):
    """CR 400.7: the exiled card comes back a new object, under its owner's control, tapped."""
    _cast_on_bobs_bears(game, "Exile target creature, then return it to the battlefield tapped under its "
                              "owner's control.")
    back = game.obj("Grizzly Bears")
    assert back.zone.name == "BATTLEFIELD" and back.tapped and back.controller == game.player("Bob")


def test_second_from_the_top_of_its_owners_library(game):
    """One card of the owner's library stays above it (CR 401.1), whoever controlled it."""
    bob = _cast_on_bobs_bears(game, "Put target creature into its owner's library second from the top.")
    assert _names(game, bob.library[:2]) == ["Wastes", "Grizzly Bears"]


def test_second_from_the_top_of_an_empty_library_is_its_only_card(game):
    game.set_library("Bob", [])
    bob = _cast_on_bobs_bears(game, "Put target creature into its owner's library second from the top.",
                              alice_controls=False)
    assert _names(game, bob.library) == ["Grizzly Bears"]
