""""Target opponent reveals his or her hand. You choose a card from it. That player shuffles that
card into his or her library." / "... That player exiles that card." (CR 701.20a, 406.1): the card
chosen from that player's hand, which they own (CR 400.3); a card not chosen from that player's
hand is not supported."""
import pytest
from rt_cards import FOREST, GRIZZLY_BEARS

from cardtext.compiler.api import compile_card
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.engine.decider import Answer, ChoiceKind

REVEAL = "Target opponent reveals his or her hand. You choose a card from it. "


def spell(text: str):
    result = compile_card(CardSource("Thought Theft", REVEAL + text, "", "Sorcery"))
    assert result.fully_compiled, [d.render() for d in result.diagnostics]
    assert all(c.equal for c in check_card(result))
    return result.definition


@pytest.mark.parametrize("text, zone", [
    ("That player shuffles that card into his or her library.", Zone.LIBRARY),
    ("That player exiles that card.", Zone.EXILE),
])
def test_the_chosen_card_leaves_that_players_hand(game, text, zone):
    game.set_library("Bob", [])
    bears = game.add_card("Bob", GRIZZLY_BEARS)
    game.add_card("Bob", FOREST)
    oid = game.add_card("Alice", spell(text))
    game.decider.add(Answer(ChoiceKind.CHOOSE, [bears]))
    game.cast("Alice", oid, targets=[["Bob"]])
    game.resolve_stack()
    assert game.zone("Bob", Zone.HAND) == ["Forest"]
    assert game.zone("Bob", zone) == ["Grizzly Bears"]


@pytest.mark.parametrize("text", [
    "That player shuffles that card into his or her library.",
    "That player exiles that card.",
])
def test_without_a_card_chosen_from_their_hand_it_is_unsupported(text):
    result = compile_card(CardSource("Thought Theft", "Return target creature card from your graveyard to "
                                     "your hand. " + text, "", "Sorcery"))
    assert not result.fully_compiled
