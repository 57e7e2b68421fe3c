""""For each creature put into your graveyard from the battlefield this turn" (CR 700.4: it died;
CR 400.3: a card goes to its owner's graveyard, so it counts the creatures you own that died,
whoever controlled them)."""
from rt_cards import GRIZZLY_BEARS

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.engine.zones import move

FRESH = "Create a 3/3 green Beast creature token for each creature put into your graveyard from the battlefield this turn."


def _spell():
    compiled = compile_card(CardSource("Meat Card", FRESH, "{3}{G}", "Instant"))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


def _beasts(game) -> int:
    return sum(1 for i in game.state.battlefield if game.obj(i).name == "Beast Token")


def test_counts_the_creatures_you_own_that_died_whoever_controlled_them(game):
    game.set_step(Step.MAIN1, "Alice", turn=3)
    mine = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    stolen = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.state.objects[stolen].controller = 1              # Bob controls Alice's second Bears
    theirs = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    for oid in (mine, stolen, theirs):
        move(game, oid, Zone.GRAVEYARD)
    game.add_mana("Alice", "GGGG")
    game.cast("Alice", game.add_card("Alice", _spell()))
    game.resolve_stack()
    assert _beasts(game) == 2


def test_a_creature_exiled_from_the_battlefield_is_not_counted(game):
    game.set_step(Step.MAIN1, "Alice", turn=3)
    move(game, game.put_onto_battlefield("Alice", GRIZZLY_BEARS), Zone.EXILE)
    game.add_mana("Alice", "GGGG")
    game.cast("Alice", game.add_card("Alice", _spell()))
    game.resolve_stack()
    assert _beasts(game) == 0
