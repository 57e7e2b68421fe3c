""""Draw two cards, then shuffle a card from your hand into your library." (CR 701.20a): you
choose the card as the effect happens; only that card leaves your hand. Anything but cards from
your hand is not supported."""
import pytest
from rt_cards import FOREST, GRIZZLY_BEARS

from cardtext.compiler.api import compile_card
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.engine.decider import Answer, ChoiceKind


def test_the_chosen_card_goes_into_the_library(game):
    result = compile_card(CardSource("Far Sight", "Draw two cards, then shuffle a card from your hand into your "
                                     "library.", "", "Sorcery"))
    assert result.fully_compiled, [d.render() for d in result.diagnostics]
    assert all(c.equal for c in check_card(result))
    game.set_library("Alice", [FOREST, FOREST])
    bears = game.add_card("Alice", GRIZZLY_BEARS)
    oid = game.add_card("Alice", result.definition)
    game.decider.add(Answer(ChoiceKind.CHOOSE, [bears]))
    game.cast("Alice", oid)
    game.resolve_stack()
    assert game.zone("Alice", Zone.HAND) == ["Forest", "Forest"]
    assert sorted(game.zone("Alice", Zone.LIBRARY)) == ["Grizzly Bears"]


@pytest.mark.parametrize("text", ["Shuffle a creature you control into your library.",
                                  "Shuffle a card from your graveyard into your library."])
def test_other_cards_are_unsupported(text):
    assert not compile_card(CardSource("Far Sight", text, "", "Sorcery")).fully_compiled
