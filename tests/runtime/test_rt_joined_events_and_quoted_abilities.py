"""Two trigger events joined by "or" (CR 603.2) and quoted abilities (CR 113.1a), compiled
from rules text and played."""
from rt_cards import SWAMP, GRIZZLY_BEARS

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Zone


def card(text: str, type_line: str = "Artifact", name: str = "Quoted Card", cost: str = "", pt=None):
    power, toughness = pt if pt else (None, None)
    compiled = compile_card(CardSource(name, text, cost, type_line, power=power, toughness=toughness))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


def test_either_event_of_an_or_trigger_triggers_it(game):
    staff = card("Whenever you cast a black spell or a Swamp enters under your control, you gain 1 life.")
    game.put_onto_battlefield("Alice", staff)
    swamp = game.add_card("Alice", SWAMP)
    game.play_land("Alice", swamp)
    game.resolve_stack()
    assert game.life("Alice") == 21
    black = game.add_card("Alice", card("Draw a card.", "Sorcery", name="Black Spell", cost="{B}"))
    game.add_mana("Alice", "B")
    game.cast("Alice", black)
    game.resolve_stack()
    assert game.life("Alice") == 22
    green = game.add_card("Alice", GRIZZLY_BEARS)
    game.add_mana("Alice", "GG")
    game.cast("Alice", green)
    game.resolve_stack()
    assert game.life("Alice") == 22 and "Grizzly Bears" in game.zone("Alice", Zone.BATTLEFIELD)
