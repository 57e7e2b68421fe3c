""""As long as you control a Desert or there is a Desert card in your graveyard" (CR 611.3a):
either part holds it; "your graveyard" is the graveyard of the source's controller (CR 404)."""
from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.abilities import CardDefinition
from cardtext.runtime.characteristics import CardType, Zone
from cardtext.runtime.costs import ManaCost

DESERT = CardDefinition("Desert", ManaCost(), (CardType.LAND,), subtypes=("Desert",))
CAMEL = compile_card(CardSource("Solitary Camel", "Solitary Camel has lifelink as long as you control a Desert "
                                "or there is a Desert card in your graveyard.", "{2}{W}", "Creature — Camel",
                                power="3", toughness="2"))


def test_it_compiles():
    assert CAMEL.fully_compiled, [d.render() for d in CAMEL.diagnostics]


def test_a_desert_you_control(game):
    camel = game.put_onto_battlefield("Alice", CAMEL.definition)
    assert "lifelink" not in game.keywords(camel)
    game.put_onto_battlefield("Alice", DESERT)
    assert "lifelink" in game.keywords(camel)


def test_a_desert_card_in_your_graveyard(game):
    camel = game.put_onto_battlefield("Alice", CAMEL.definition)
    game.add_card("Alice", DESERT, Zone.GRAVEYARD)
    assert "lifelink" in game.keywords(camel)


def test_not_a_desert_of_an_opponent(game):
    camel = game.put_onto_battlefield("Alice", CAMEL.definition)
    game.add_card("Bob", DESERT, Zone.GRAVEYARD)
    game.put_onto_battlefield("Bob", DESERT)
    assert "lifelink" not in game.keywords(camel)
