"""A card put into a graveyard (runtime/events.PutIntoGraveyard): "whenever a card is put into an
opponent's graveyard from anywhere" counts only cards (CR 108.2a: a token isn't one) that go to
an opponent's graveyard, a card going to its owner's graveyard (CR 400.3)."""
from rt_cards import GRIZZLY_BEARS, MEMNITE, cast_and_resolve

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Zone


def compiled(text: str, name: str, type_line: str, pt=(None, None)):
    card = compile_card(CardSource(name, text, "", type_line, *pt))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


ZOMBIE = compiled("Whenever a card is put into an opponent's graveyard from anywhere, put a +1/+1 counter on ~.",
                  "Card Watcher", "Creature — Zombie", ("2", "2"))
DESTROY = compiled("Destroy target creature.", "Destroying Spell", "Instant")


def counters_after_destroying(game, owner: str, definition, token: bool = False) -> int:
    """The watcher's +1/+1 counters after `owner`'s creature is destroyed."""
    game.put_onto_battlefield("Alice", ZOMBIE)
    game.put_onto_battlefield(owner, definition, token=token)
    cast_and_resolve(game, DESTROY, targets=[[definition.name]])
    game.resolve_stack()
    (oid,) = [i for i in game.state.battlefield if game.state.objects[i].name == "Card Watcher"]
    return game.state.objects[oid].counters.get("+1/+1", 0)


def test_an_opponents_card_put_into_their_graveyard_counts(game):
    assert counters_after_destroying(game, "Bob", GRIZZLY_BEARS) == 1


def test_a_token_put_into_a_graveyard_is_not_a_card(game):
    assert counters_after_destroying(game, "Bob", GRIZZLY_BEARS, token=True) == 0


def test_a_card_put_into_your_own_graveyard_is_not_an_opponents(game):
    assert counters_after_destroying(game, "Alice", MEMNITE) == 0
    assert "Memnite" in game.zone("Alice", Zone.GRAVEYARD)
