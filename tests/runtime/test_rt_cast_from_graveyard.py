""""If ~ was cast from a graveyard, instead ..." (CR 601.2a: a spell is cast from the zone its card
was in; flashback casts it from its owner's graveyard, CR 702.34a): the spell knows where it was
cast from as it resolves."""
from compiled_cards import card

from cardtext.runtime.characteristics import Zone


GROWING = card("You gain 1 life. If ~ was cast from a graveyard, instead you gain 5 life.\nFlashback {G}",
               "Growing Gift", "Sorcery", "{G}")


def test_cast_from_the_hand_it_does_the_first_thing(game):
    game.add_mana("Alice", "G")
    game.cast("Alice", game.add_card("Alice", GROWING))
    game.resolve_stack()
    assert game.life("Alice") == 21


def test_cast_from_a_graveyard_it_does_the_other(game):                   # CR 601.2a, 702.34a
    oid = game.add_card("Alice", GROWING, Zone.GRAVEYARD)
    game.add_mana("Alice", "G")
    game.cast("Alice", oid, alt="flashback")
    game.resolve_stack()
    assert game.life("Alice") == 25
