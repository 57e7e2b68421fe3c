""""{T}: If ~ is on the battlefield, you gain 2 life." (CR 400.7, 608.2b): checked as the ability
resolves; once its source has left the battlefield (a new object wherever it went, even if it came
back), nothing happens."""
from rt_compiled import round_tripped

from cardtext.runtime.characteristics import Zone
from cardtext.runtime.engine.zones import move

TEXT = "{T}: If Test Sentinel is on the battlefield, you gain 2 life."


def sentinel(game):
    return game.put_onto_battlefield("Alice", round_tripped("Test Sentinel", TEXT, "{2}", "Artifact"))


def test_the_source_still_there_gains_the_life(game):
    sentinel(game)
    game.activate("Alice", "Test Sentinel", 0)
    game.resolve_stack()
    assert game.life("Alice") == 22


def test_a_source_that_left_the_battlefield_does_nothing(game):
    oid = sentinel(game)
    game.activate("Alice", "Test Sentinel", 0)
    move(game, oid, Zone.HAND)
    game.resolve_stack()
    assert game.life("Alice") == 20


def test_a_source_that_left_and_came_back_is_a_new_object(game):
    """CR 400.7: the permanent that returned is not the one whose ability this is."""
    oid = sentinel(game)
    game.activate("Alice", "Test Sentinel", 0)
    back = move(game, move(game, oid, Zone.HAND).id, Zone.BATTLEFIELD)
    assert back.zone is Zone.BATTLEFIELD
    game.resolve_stack()
    assert game.life("Alice") == 20


WATCHER = "When Test Watcher enters, if it's on the battlefield, you gain 2 life."


def test_an_intervening_if_on_the_battlefield_is_checked_again_on_resolution(game):
    """CR 603.4: the trigger's "if it's on the battlefield" is checked as it resolves too."""
    watcher = round_tripped("Test Watcher", WATCHER, "{2}", "Artifact")
    game.put_onto_battlefield("Alice", watcher, as_effect=True)
    game.resolve_stack()
    assert game.life("Alice") == 22
    oid = game.put_onto_battlefield("Alice", watcher, as_effect=True)
    move(game, oid, Zone.HAND)
    game.resolve_stack()
    assert game.life("Alice") == 22


def test_and_that_creature_deals_damage_back(game):
    """"~ deals damage equal to its power to target creature an opponent controls and that creature
    deals damage equal to its power to ~" (CR 120.3): each deals its own power to the other."""
    from rt_cards import GRIZZLY_BEARS
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    yeti = round_tripped("Test Yeti", "When Test Yeti enters, it deals damage equal to its power to target creature "
                         "an opponent controls and that creature deals damage equal to its power to Test Yeti.",
                         "{2}{R}{R}", "Creature — Yeti", power="3", toughness="3")
    game.decider.add(("targets", [bears]))
    oid = game.put_onto_battlefield("Alice", yeti, as_effect=True)
    game.resolve_stack()
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert game.state.objects[oid].damage == 2
