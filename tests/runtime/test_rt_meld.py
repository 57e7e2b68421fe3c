"""Melded permanents (CR 701.42a-c, 712.4, 712.8g in the current rules; 701.37, 713 in the 2022
text) played by the engine with the corpus's real meld pair, Hanweir Garrison and Hanweir
Battlements, whose melded face is Hanweir, the Writhing Township (joined from the data by
compiler/source/faces.py)."""
from __future__ import annotations

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.loaders import find_card
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.engine.query import has_keyword, mana_value
from cardtext.runtime.engine.zones import move
from cardtext.runtime.game import Game
from cardtext.runtime.mechanics.meld import meld

from rt_cards import FOREST


def _definition(name: str):
    """The corpus card with its melded face (the meld line itself is not compiled yet)."""
    return compile_card(find_card(name)).definition


def _game_with_both_exiled():
    g = Game()
    for p in ("Alice", "Bob"):
        g.set_library(p, [FOREST] * 20)
    g.set_step(Step.MAIN1, "Alice", turn=3)
    garrison = g.add_card("Alice", _definition("Hanweir Garrison"), Zone.EXILE)
    battlements = g.add_card("Alice", _definition("Hanweir Battlements"), Zone.EXILE)
    return g, garrison, battlements


def test_a_meld_pair_becomes_one_permanent_with_the_melded_faces_characteristics():
    """CR 701.42a: put onto the battlefield with their back faces up and combined; the permanent
    has only the melded face's characteristics (713.3b in the 2022 text)."""
    g, garrison, battlements = _game_with_both_exiled()
    melded = meld(g, garrison, battlements)
    assert melded is not None and g.state.battlefield == [melded.id]
    assert melded.name == "Hanweir, the Writhing Township"
    assert (melded.definition.power, melded.definition.toughness) == ("7", "4")
    assert has_keyword(g.state, melded, "trample") and has_keyword(g.state, melded, "haste")
    assert melded.owner == melded.controller == g.player("Alice")
    assert g.state.players[g.player("Alice")].exile == []


def test_a_melded_permanents_mana_value_is_the_sum_of_its_front_faces():
    """CR 712.8g (713.3b in the 2022 text): {2}{R} and a land's 0 make 3; the melded face has
    no mana cost of its own."""
    g, garrison, battlements = _game_with_both_exiled()
    assert mana_value(meld(g, garrison, battlements)) == 3


def test_two_cards_not_of_one_meld_pair_are_not_melded_and_stay_in_exile():
    """CR 701.42c (701.37b in the 2022 text): only the two cards of a meld pair meld."""
    g, garrison, _ = _game_with_both_exiled()
    other = g.add_card("Alice", _definition("Hanweir Garrison"), Zone.EXILE)
    assert meld(g, garrison, other) is None
    assert g.state.battlefield == [] and len(g.state.players[g.player("Alice")].exile) == 3


def test_a_card_not_in_exile_is_not_melded():
    """CR 701.42c: both must be exiled cards; one that left exile can't meld."""
    g = Game()
    g.set_step(Step.MAIN1, "Alice", turn=3)
    garrison = g.add_card("Alice", _definition("Hanweir Garrison"), Zone.EXILE)
    battlements = g.add_card("Alice", _definition("Hanweir Battlements"), Zone.HAND)
    assert meld(g, garrison, battlements) is None
    assert g.state.live(garrison).zone is Zone.EXILE


def test_a_melded_permanent_that_dies_is_one_creature_dying_and_two_cards_in_the_graveyard():
    """CR 712.4 (713.4 in the 2022 text): one permanent leaves the battlefield and two cards are
    put into the zone: one creature died ('whenever a creature dies' triggers once)."""
    g, garrison, battlements = _game_with_both_exiled()
    melded = meld(g, garrison, battlements)
    move(g, melded.id, Zone.GRAVEYARD)
    graveyard = g.state.players[g.player("Alice")].graveyard
    assert sorted(g.state.objects[i].name for i in graveyard) == ["Hanweir Battlements", "Hanweir Garrison"]
    assert g.state.battlefield == [] and len(g.state.died_this_turn) == 1


def test_a_melded_permanent_returned_to_hand_is_two_cards_in_hand():
    """CR 712.4: the two cards go to the zone it goes to, each with its front face."""
    g, garrison, battlements = _game_with_both_exiled()
    move(g, meld(g, garrison, battlements).id, Zone.HAND)
    hand = g.state.players[g.player("Alice")].hand
    assert sorted(g.state.objects[i].name for i in hand) == ["Hanweir Battlements", "Hanweir Garrison"]
    assert all(not g.state.objects[i].melded_from for i in hand)
