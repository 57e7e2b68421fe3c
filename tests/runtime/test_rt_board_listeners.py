"""Which permanents may trigger on an event of a kind, and whether any prints a state trigger,
are worked out once per board (engine/board.py, Board.permanents_where and
some_permanent_prints), not asked of every permanent on every event and every check of the
state-based actions. The board is worked out again whenever a permanent enters or leaves or its
definition changes, so a permanent that arrives listens at once (CR 603.2, 603.8). Likewise the
graveyard cards whose abilities work there (CR 113.6m) and whether a permanent could have
ascend (CR 702.131b) are answered without asking every card on every event or check."""
from __future__ import annotations

from rt_cards import GRIZZLY_BEARS, creature

from cardtext.runtime.abilities import TriggeredAbility
from cardtext.runtime.characteristics import CardType, Zone
from cardtext.runtime.effects import GainLife, SacrificeObjects
from cardtext.runtime.engine import triggers
from cardtext.runtime.engine.board import Board
from cardtext.runtime.engine.zones import move
from cardtext.runtime.events import EntersBattlefield, StateTrigger
from cardtext.runtime.filters import ControlNone, Fixed, ObjectFilter, SelfRef

LAND = ObjectFilter(types=(CardType.LAND,))
CREATURE = ObjectFilter(types=(CardType.CREATURE,))
WATCHER = creature("Watcher", 1, 1, "1", TriggeredAbility(EntersBattlefield(CREATURE), (GainLife(Fixed(1)),)))
OUTCAST = creature("Outcast", 2, 2, "1", TriggeredAbility(
    StateTrigger(ControlNone(LAND)), (GainLife(Fixed(1)), SacrificeObjects(SelfRef()))))


def _listening(game, kind: str) -> tuple[int, ...]:
    return Board.of(game.state).permanents_where(triggers._listens_to, kind)


def test_a_permanent_that_enters_listens_to_the_next_event_of_its_kind_cr_603_2(game):
    """A creature entering with no watcher on the battlefield triggers nothing; once the watcher
    has entered, the next creature entering triggers it (CR 603.2: whenever the event occurs)."""
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS, as_effect=True)
    assert _listening(game, "enters") == ()
    game.resolve_stack()
    assert game.life("Alice") == 20
    watcher = game.put_onto_battlefield("Alice", WATCHER, as_effect=True)
    assert watcher in _listening(game, "enters") and bears not in _listening(game, "enters")
    game.resolve_stack()
    life = game.life("Alice")                        # whatever its own entering did
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS, as_effect=True)
    game.resolve_stack()
    assert game.life("Alice") == life + 1


def test_a_permanent_that_left_listens_no_more_cr_603_10(game):
    """Once the watcher has left the battlefield, a creature entering triggers nothing."""
    watcher = game.put_onto_battlefield("Alice", WATCHER, as_effect=True)
    game.resolve_stack()
    assert _listening(game, "enters") == (watcher,)
    move(game, watcher, Zone.GRAVEYARD)
    assert _listening(game, "enters") == ()
    life = game.life("Alice")
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS, as_effect=True)
    game.resolve_stack()
    assert game.life("Alice") == life


def test_a_state_trigger_that_enters_after_a_check_found_none_triggers_cr_603_8(game):
    """A check of the state-based actions with no state trigger on the board finds none; the
    next check after a permanent with one enters (its condition true: no land) triggers it."""
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS, as_effect=True)
    game.check_state()
    assert not game.state.pending and not game.state.stack
    assert not Board.of(game.state).some_permanent_prints(triggers._prints_state_trigger)
    game.put_onto_battlefield("Alice", OUTCAST)
    game.check_state()
    assert len(game.state.pending) + len(game.state.stack) == 1
    game.resolve_stack()
    assert game.life("Alice") == 21 and "Outcast" in game.zone("Alice", Zone.GRAVEYARD)


RETURNS = ("Whenever another creature is put into your graveyard from the battlefield, "
           "return ~ from your graveyard to the battlefield.")


def _revenant():
    from cardtext.compiler.api import compile_card
    from cardtext.compiler.source.card import CardSource
    card = compile_card(CardSource("Loyal Revenant", RETURNS, "{B}{B}", "Creature — Spirit", power="2", toughness="1"))
    assert card.fully_compiled
    return card.definition


def test_a_card_put_into_a_graveyard_after_an_event_found_none_there_triggers_from_it_cr_113_6m(game):
    """The graveyard cards whose abilities work there (CR 113.6m) are kept with the graveyards
    as they were; a card put into a graveyard afterwards is seen at the next event."""
    from cardtext.runtime.mechanics.outside_battlefield import working_in_graveyards
    bears = game.add_card("Alice", GRIZZLY_BEARS, Zone.GRAVEYARD)
    assert working_in_graveyards(game.state) == []
    revenant = game.add_card("Alice", _revenant(), Zone.GRAVEYARD)
    assert working_in_graveyards(game.state) == [revenant] and bears not in working_in_graveyards(game.state)
    victim = game.add_card("Alice", GRIZZLY_BEARS, Zone.BATTLEFIELD)
    move(game, victim, Zone.GRAVEYARD)
    game.resolve_stack()
    assert "Loyal Revenant" in [o.name for o in game.battlefield()]
    assert working_in_graveyards(game.state) == []        # it left the graveyard


def test_a_graveyard_list_changed_in_place_is_read_again(game):
    """What working_in_graveyards keeps is checked against the graveyard lists themselves, not
    only against the count of definitions set: a card taken out of the list is not found."""
    from cardtext.runtime.mechanics.outside_battlefield import working_in_graveyards
    revenant = game.add_card("Alice", _revenant(), Zone.GRAVEYARD)
    assert working_in_graveyards(game.state) == [revenant]
    game.state.players[0].graveyard.remove(revenant)
    assert working_in_graveyards(game.state) == []
    game.state.players[1].graveyard.append(revenant)
    assert working_in_graveyards(game.state) == [revenant]


def test_ten_permanents_none_with_ascend_ask_no_keywords_and_one_that_enters_is_seen_cr_702_131b(game, monkeypatch):
    """CR 702.131b: with ten permanents and no ascend on any (keyword_presence), the check of the
    state-based actions asks no permanent's keywords for it; a permanent with ascend that enters
    gives its controller the city's blessing at the next check."""
    from rt_cards import WASTES
    from cardtext.runtime.abilities import KeywordAbility
    from cardtext.runtime.handlers import triggers as handlers
    for _ in range(10):
        game.put_onto_battlefield("Alice", WASTES)
    asked = []
    real = handlers.keywords
    monkeypatch.setattr(handlers, "keywords", lambda state, o: asked.append(o.id) or real(state, o))
    game.check_state()
    assert asked == [] and not game.state.players[0].city_blessing
    game.put_onto_battlefield("Alice", creature("Aspirant", 1, 1, "1", KeywordAbility("ascend")))
    game.check_state()
    assert asked and game.state.players[0].city_blessing
