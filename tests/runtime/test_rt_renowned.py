"""Renown (CR 702.112): a creature that dealt combat damage to a player becomes renowned; "as
long as ~ is renowned" holds from then on, and "when ~ becomes renowned" triggers as it does."""
from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Step


def _creature(name: str, text: str):
    card = compile_card(CardSource(name, text, "{1}{R}", "Creature — Goblin", power="2", toughness="2"))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


CHASER = _creature("Goblin Glory Chaser", "Renown 1\nAs long as Goblin Glory Chaser is renowned, it has menace.")
SEEKER = _creature("Life Seeker", "Renown 1\nWhen Life Seeker becomes renowned, you gain 3 life.")


def _connects(game, oid):
    game.declare_attackers("Alice", [oid])
    game.advance_to(Step.END_OF_COMBAT)


def test_menace_only_once_renowned(game):
    chaser = game.put_onto_battlefield("Alice", CHASER)
    assert "menace" not in game.keywords(chaser)
    _connects(game, chaser)
    assert game.obj(chaser).renowned and "menace" in game.keywords(chaser)


def test_becoming_renowned_triggers(game):
    seeker = game.put_onto_battlefield("Alice", SEEKER)
    _connects(game, seeker)
    game.resolve_stack()
    assert game.obj(seeker).renowned
    assert game.state.players[0].life == 23
