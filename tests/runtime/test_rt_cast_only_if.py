""""Cast this spell only if ..." (CR 601.3): a player may begin to cast the spell only while the
condition holds. "You've cast another spell this turn" counts the spells cast before it, as the
one being cast is not cast until CR 601.2i."""
import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.errors import IllegalAction


def _card(name, text, cost, type_line, **kw):
    card = compile_card(CardSource(name, text, cost, type_line, **kw))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


ANGEL = _card("Illusory Angel", "Cast this spell only if you've cast another spell this turn.\nFlying", "{2}{U}",
              "Creature — Angel Illusion", power="4", toughness="4")
OPT = _card("Opt", "Draw a card.", "{U}", "Instant")
FEAST = _card("Feast of Blood", "Cast this spell only if you control two or more Vampires.\nDestroy target "
                                "creature. You gain 4 life.", "{1}{B}", "Sorcery")
VAMPIRE = _card("Vampire", "", "{B}", "Creature — Vampire", power="1", toughness="1")


def test_not_as_the_first_spell_of_the_turn(game):
    game.add_mana("Alice", "UUU")
    with pytest.raises(IllegalAction, match="CR 601.3"):
        game.cast("Alice", game.add_card("Alice", ANGEL))


def test_after_another_spell(game):
    game.add_mana("Alice", "UUUU")
    game.cast("Alice", game.add_card("Alice", OPT))
    game.resolve_stack()
    game.cast("Alice", game.add_card("Alice", ANGEL))
    game.resolve_stack()
    assert "Illusory Angel" in [o.name for o in game.battlefield()]


def test_two_vampires_are_needed(game):
    bears = game.put_onto_battlefield("Bob", VAMPIRE)
    game.put_onto_battlefield("Alice", VAMPIRE)
    game.add_mana("Alice", "BB")
    feast = game.add_card("Alice", FEAST)
    with pytest.raises(IllegalAction, match="CR 601.3"):
        game.cast("Alice", feast, targets=[[bears]])
    game.put_onto_battlefield("Alice", VAMPIRE)
    game.cast("Alice", feast, targets=[[bears]])
