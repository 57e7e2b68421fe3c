"""Hideaway (CR 702.75) played with the corpus's Howltooth Hollow, which prints the older
"Hideaway" (CR 702.75b: Hideaway 4, and it enters tapped), and a land hidden and played later."""
from __future__ import annotations

from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.engine.decider import FirstOptionDecider
from cardtext.runtime.game import Game

from rt_cards import FOREST, GRIZZLY_BEARS
from rt_corpus import corpus_card


def _game(top) -> Game:
    g = Game(decider=FirstOptionDecider())
    g.set_library("Alice", [top] + [FOREST] * 10)
    g.set_library("Bob", [FOREST] * 10)
    g.set_step(Step.MAIN1, "Alice", turn=3)
    g.add_card("Alice", corpus_card("Howltooth Hollow"), Zone.HAND)
    return g


def _hide(g: Game) -> int:
    g.play_land("Alice", "Howltooth Hollow")
    g.resolve_stack()
    (hidden,) = g.state.players[0].exile
    return hidden


def test_the_hidden_card_is_face_down_and_only_its_permanents_controller_may_look_at_it():
    """CR 702.75a, 406.3b: the exiled card has no characteristics; Alice, who controls the
    permanent that exiled it, may look at it, Bob may not."""
    g = _game(GRIZZLY_BEARS)
    hidden = _hide(g)
    assert g.obj("Howltooth Hollow").tapped                         # CR 702.75b: enters tapped
    assert g.state.objects[hidden].name == "Face-down card"
    assert g.seen_by("Alice", hidden) == "Grizzly Bears" and g.seen_by("Bob", hidden) == "Face-down card"
    assert len(g.state.players[0].library) == 10                     # three went to the bottom


def test_howltooth_hollow_plays_nothing_while_a_player_has_cards_in_hand():
    """"if each player has no cards in hand": Bob's one card keeps the card hidden."""
    g = _game(GRIZZLY_BEARS)
    hidden = _hide(g)
    g.add_card("Bob", FOREST, Zone.HAND)
    g.state.objects[g.obj("Howltooth Hollow").id].tapped = False
    g.add_mana("Alice", "B")
    g.activate("Alice", "Howltooth Hollow", 1)
    g.resolve_stack()
    assert g.state.objects[hidden].zone is Zone.EXILE


def test_howltooth_hollow_casts_the_card_free_when_every_hand_is_empty():
    """CR 607.2a: the linked ability casts the card its hideaway exiled, without paying its mana
    cost (CR 608.2g: cast as the ability resolves)."""
    g = _game(GRIZZLY_BEARS)
    _hide(g)
    g.state.objects[g.obj("Howltooth Hollow").id].tapped = False
    g.add_mana("Alice", "B")
    g.activate("Alice", "Howltooth Hollow", 1)
    g.resolve_stack()
    assert g.obj("Grizzly Bears").zone is Zone.BATTLEFIELD and not g.state.players[0].exile


def test_a_hidden_land_is_played_as_the_turns_land_play():
    """CR 305.2a: a land played as the ability resolves is a land play: with an additional land
    play this turn (the Hollow took the first), the hidden Forest is played from exile."""
    g = _game(FOREST)
    g.state.players[0].additional_land_plays = 1       # one more land this turn (CR 305.2a)
    _hide(g)
    g.state.objects[g.obj("Howltooth Hollow").id].tapped = False
    g.add_mana("Alice", "B")
    g.activate("Alice", "Howltooth Hollow", 1)
    g.resolve_stack()
    assert g.state.players[0].lands_played == 2 and not g.state.players[0].exile
    assert [g.state.objects[i].name for i in sorted(g.state.battlefield)].count("Forest") == 1
