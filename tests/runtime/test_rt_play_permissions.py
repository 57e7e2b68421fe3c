""""You may play that card": a permission for one player to play one object from where it is.

"Play" is casting a spell or playing a land (CR 305.1): a land played this way is the turn's land
play, with the usual limits (CR 305.2, sorcery timing). The permission lasts as its effect says
(CR 611.2a) and names one object: once that card changes zones it is gone (CR 400.7)."""
import pytest
from rt_cards import FOREST, GRIZZLY_BEARS, SHOCK, cost

from cardtext.runtime.abilities import CardDefinition, SpellAbility
from cardtext.runtime.characteristics import CardType, Step, Zone
from cardtext.runtime.effects import Duration, ExileTopOfLibrary, MayPlay
from cardtext.runtime.errors import IllegalAction
from cardtext.runtime.filters import AffectedRef, Fixed


def _impulse(until: Duration) -> CardDefinition:
    return CardDefinition("Impulse Draw", cost("R"), (CardType.SORCERY,), abilities=(SpellAbility((
        ExileTopOfLibrary(Fixed(1), "exiled"), MayPlay(AffectedRef("exiled"), until))),))


def _exile_top(game, top: CardDefinition, until: Duration = Duration.END_OF_TURN) -> int:
    game.set_library("Alice", [top] + [FOREST] * 9)
    game.add_mana("Alice", "R")
    game.cast("Alice", game.add_card("Alice", _impulse(until)))
    game.resolve_stack()
    (exiled,) = game.state.players[0].exile
    return exiled


def test_cr_305_1_an_exiled_land_may_be_played(game):
    land = _exile_top(game, FOREST)
    game.play_land("Alice", land)
    assert game.zone("Alice", Zone.BATTLEFIELD) == ["Forest"] and game.zone("Alice", Zone.EXILE) == []
    assert game.state.players[0].lands_played == 1


def test_cr_305_1_by_name_too(game):
    _exile_top(game, FOREST)
    game.play_land("Alice", "Forest")
    assert game.zone("Alice", Zone.BATTLEFIELD) == ["Forest"]


def test_cr_305_2_it_is_the_turns_land_play(game):
    land = _exile_top(game, FOREST)
    game.play_land("Alice", game.add_card("Alice", FOREST))
    with pytest.raises(IllegalAction, match="CR 305.2"):
        game.play_land("Alice", land)


def test_only_the_player_the_permission_names_may_play_it(game):
    land = _exile_top(game, FOREST)
    game.advance_to(Step.MAIN1, "Bob")           # Bob's turn: his sorcery timing
    with pytest.raises(IllegalAction, match="CR 305.1"):
        game.play_land("Bob", land)


def test_a_spell_card_is_cast_from_exile(game):
    spell = _exile_top(game, SHOCK)
    game.add_mana("Alice", "R")
    game.cast("Alice", spell, targets=[["Bob"]])
    game.resolve_stack()
    assert game.life("Bob") == 18


def test_cr_611_2a_until_end_of_turn_ends_in_the_cleanup(game):
    land = _exile_top(game, FOREST)
    game.advance_to(Step.MAIN1, "Bob")
    game.advance_to(Step.MAIN1, "Alice")
    with pytest.raises(IllegalAction, match="CR 305.1"):
        game.play_land("Alice", land)


def test_until_the_end_of_your_next_turn_lasts_through_that_turn_only(game):
    land = _exile_top(game, FOREST, Duration.END_OF_YOUR_NEXT_TURN)
    game.advance_to(Step.MAIN1, "Bob")
    assert game.state.may_play_card(land, 0)      # Alice's own turn ended; her next is to come
    game.advance_to(Step.MAIN1, "Alice")
    assert game.state.may_play_card(land, 0)
    game.advance_to(Step.MAIN1, "Bob")
    assert not game.state.may_play_card(land, 0)
    assert game.zone("Alice", Zone.EXILE) == ["Forest"]


def test_cr_400_7_a_card_that_left_exile_is_a_new_object(game):
    land = _exile_top(game, GRIZZLY_BEARS)
    from cardtext.runtime.engine.zones import move
    move(game, land, Zone.HAND)
    assert game.state.playable_elsewhere(0) == []
