""""Exile ~ with three time counters on it" on a spell with suspend (CR 702.62a-b, 608.2n): the
resolving spell goes to exile, not the graveyard, with the counters on it; having suspend and a
time counter in exile, it is suspended, so its upkeep trigger removes a counter each turn and
casts it when the last one is removed."""
from rt_cards import cast_and_resolve
from rt_compiled import round_tripped

from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.mechanics.outside_battlefield import suspended

TEXT = "You gain 2 life. Exile Test Returning with three time counters on it.\nSuspend 3—{1}{W}"


def compiled(text: str = TEXT):
    return round_tripped("Test Returning", text, "{2}{W}", "Sorcery")


def cast(game, definition):
    game.add_mana("Alice", "WWW")
    cast_and_resolve(game, definition)


def exiled(game):
    (oid,) = game.state.players[0].exile
    return game.state.objects[oid]


def test_the_resolved_spell_is_exiled_with_three_time_counters_and_is_suspended(game):
    """CR 608.2n: the instruction put it elsewhere, so it doesn't go to the graveyard."""
    cast(game, compiled())
    assert game.life("Alice") == 22
    assert game.zone("Alice", Zone.GRAVEYARD) == []
    card = exiled(game)
    assert card.counters["time"] == 3 and suspended(card)


def test_a_counter_comes_off_each_upkeep_and_the_last_casts_it_again(game):
    """CR 702.62a: at its owner's upkeep, remove a time counter; when the last is removed, cast
    it without paying its mana cost (it then exiles itself again)."""
    cast(game, compiled())
    for left in (2, 1):
        game.advance_to(Step.UPKEEP, "Alice")
        game.resolve_stack()
        assert exiled(game).counters["time"] == left
    game.advance_to(Step.UPKEEP, "Alice")
    game.resolve_stack()
    assert game.life("Alice") == 24
    assert exiled(game).counters["time"] == 3


def test_without_suspend_the_card_is_exiled_with_counters_but_not_suspended(game):
    """CR 702.62b: a card is suspended only if it has suspend."""
    cast(game, compiled("You gain 2 life. Exile Test Returning with three time counters on it."))
    card = exiled(game)
    assert card.counters["time"] == 3 and not suspended(card)
    game.advance_to(Step.UPKEEP, "Alice")
    game.resolve_stack()
    assert exiled(game).counters["time"] == 3          # no suspend: nothing removes them
