""""Exile target card from a graveyard. If it was a creature card, ..." (CR 608.2c, 400.7): the
card's own characteristics, the same in the graveyard and in exile, decide; "if it was a
creature" about what a permanent was (its last known information) stays unsupported."""
import pytest
from rt_cards import FOREST, GRIZZLY_BEARS

from cardtext.compiler.api import compile_card
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Zone

OOZE = ("{0}: Exile target card from a graveyard. If it was a creature card, put a +1/+1 counter on ~ "
        "and you gain 1 life.")


def ooze():
    result = compile_card(CardSource("Grave Ooze", OOZE, "", "Creature — Ooze", power="2", toughness="2"))
    assert result.fully_compiled, [d.render() for d in result.diagnostics]
    assert all(c.equal for c in check_card(result))
    return result.definition


@pytest.mark.parametrize("card, grows", [(GRIZZLY_BEARS, True), (FOREST, False)])
def test_only_a_creature_card_exiled_feeds_it(game, card, grows):
    source = game.put_onto_battlefield("Alice", ooze())
    target = game.add_card("Bob", card, Zone.GRAVEYARD)
    game.activate("Alice", source, 0, targets=[[target]])
    game.resolve_stack()
    assert game.zone("Bob", Zone.EXILE) == [card.name]
    assert game.obj(source).counters.get("+1/+1", 0) == (1 if grows else 0)
    assert game.life("Alice") == (21 if grows else 20)


def test_what_a_permanent_was_is_not_read():
    result = compile_card(CardSource("Totem", "When ~ dies, if it was a creature, return this card to its "
                                     "owner's hand.", "", "Artifact"))
    assert not result.fully_compiled
