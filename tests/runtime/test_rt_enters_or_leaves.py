"""One triggered ability with two trigger events (CR 603.2): "When ~ enters or dies, ...", "When
you cycle ~ or it dies, ..." (CR 702.29),
"When ~ enters or leaves the battlefield, ..." (a leaves-the-battlefield ability looks back in
time, CR 603.10a), "When ~ enters or is put into a graveyard from the battlefield" ("dies",
CR 700.4). The ability triggers once for each event."""
from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.engine.zones import move


def _creature(text: str):
    compiled = compile_card(CardSource("Twice Card", text, "{2}", "Creature — Human", "2", "2"))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


def _gains_on_entering_and_leaving(game, text: str, leave_to: Zone) -> list[int]:
    game.set_step(Step.MAIN1, "Alice", turn=3)
    oid = move(game, game.add_card("Alice", _creature(text)), Zone.BATTLEFIELD).id
    game.resolve_stack()
    lives = [game.life("Alice")]
    move(game, oid, leave_to)
    game.resolve_stack()
    return lives + [game.life("Alice")]


def test_enters_or_dies_triggers_on_each_event(game):
    assert _gains_on_entering_and_leaving(game, "When ~ enters or dies, you gain 1 life.", Zone.GRAVEYARD) == [21, 22]


def test_enters_or_dies_does_not_trigger_on_exile(game):
    assert _gains_on_entering_and_leaving(game, "When ~ enters or dies, you gain 1 life.", Zone.EXILE) == [21, 21]


def test_enters_or_leaves_the_battlefield_triggers_on_exile_too_cr_603_10a(game):
    text = "When ~ enters the battlefield or leaves the battlefield, you gain 1 life."
    assert _gains_on_entering_and_leaving(game, text, Zone.EXILE) == [21, 22]


def test_put_into_a_graveyard_from_the_battlefield_is_dies_cr_700_4():
    a = _creature("When ~ enters or is put into a graveyard from the battlefield, you gain 1 life.")
    b = _creature("When ~ enters or dies, you gain 1 life.")
    assert a.abilities == b.abilities


def test_when_you_cycle_it_or_it_dies_triggers_on_either_cr_702_29(game):
    text = "When you cycle ~ or it dies, you gain 1 life.\nCycling {0}"
    game.set_step(Step.MAIN1, "Alice", turn=3)
    card = game.add_card("Alice", _creature(text))
    game.activate("Alice", card, "cycling")
    game.resolve_stack()
    assert game.life("Alice") == 21
    oid = move(game, game.add_card("Alice", _creature(text)), Zone.BATTLEFIELD).id
    move(game, oid, Zone.GRAVEYARD)
    game.resolve_stack()
    assert game.life("Alice") == 22
