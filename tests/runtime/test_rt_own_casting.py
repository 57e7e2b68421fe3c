"""A permanent spell's own triggered abilities on the stack (CR 113.6: a permanent's abilities
function on the battlefield): "when you cast this spell" triggers on its own casting (CR
601.2i; the ability says where it works, CR 113.6b), but "whenever you cast a noncreature spell"
is the permanent's and doesn't see the casting of the spell that will become it."""
from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource


def card(text: str, name: str):
    compiled = compile_card(CardSource(name, text, "{U}", "Enchantment"))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


WATCHER = card("Whenever you cast a noncreature spell, you gain 2 life.", "Watcher")
HERALD = card("When you cast this spell, you gain 2 life.", "Herald")


def _cast(game, definition):
    game.add_card("Alice", definition)
    game.add_mana("Alice", "U")
    game.cast("Alice", definition.name)


def test_whenever_you_cast_a_noncreature_spell_does_not_trigger_on_its_own_casting(game):
    _cast(game, WATCHER)
    assert [item.kind for item in game.state.stack] == ["spell"]
    game.resolve_stack()
    assert game.life("Alice") == 20


def test_once_on_the_battlefield_it_triggers_on_the_next_noncreature_spell(g):
    _cast(g, WATCHER)
    g.resolve_stack()
    _cast(g, HERALD)
    g.resolve_stack()
    assert g.life("Alice") == 24             # the watcher's trigger and the herald's own


def test_when_you_cast_this_spell_triggers_from_the_stack(game):
    _cast(game, HERALD)
    assert [item.kind for item in game.state.stack] == ["spell", "triggered"]
    game.resolve_stack()
    assert game.life("Alice") == 22
