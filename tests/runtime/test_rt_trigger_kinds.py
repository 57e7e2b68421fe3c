"""Which permanents an event asks (runtime/engine/triggers.py `_sources`): CR 603.2, "whenever a
game event or game state matches a triggered ability's trigger event, that ability
automatically triggers". A permanent none of whose triggered abilities has a trigger event of
the event's kind can't trigger on it, so it is not asked; one whose ability may match it is."""
from __future__ import annotations

import dataclasses
import importlib
import pkgutil

from cardtext.compiler.harness.scenario import card_definition
from cardtext.runtime.characteristics import Step
from cardtext.runtime.engine import triggers
from cardtext.runtime.engine.board import Board
from cardtext.runtime.engine.events_bus import GameEvent
from cardtext.runtime.engine.query import grant_statics
from cardtext.runtime import events
from cardtext.runtime.events import AnyOf, Dies, EntersBattlefield
from cardtext.runtime.filters import SelfRef
from cardtext.runtime.game import Game


def _board() -> tuple[Game, int, int]:
    g = Game()
    g.set_step(Step.MAIN1, "Alice", turn=2)
    warden = g.put_onto_battlefield("Alice", card_definition("Soul Warden"))   # "whenever another creature enters"
    bears = g.put_onto_battlefield("Bob", card_definition("Grizzly Bears"))    # no triggered ability
    return g, warden, bears


def _asked(g: Game, kind: str, oid: int) -> list[int]:
    event = GameEvent(kind, oid, 0)
    return [o.id for o in triggers._sources(g, event, grant_statics(g.state), Board.of(g.state))]


def test_an_event_asks_the_permanents_whose_abilities_may_match_its_kind():
    """CR 603.2: an entering creature asks Soul Warden (its trigger event is an entering); a step
    beginning asks nobody; a permanent that prints no triggered ability is never asked."""
    g, warden, bears = _board()
    assert _asked(g, "enters", bears) == [warden]
    assert _asked(g, "step", bears) == []


def test_the_kinds_of_a_trigger_event_are_those_event_matches_compares():
    """One ability with several events (AnyOf, CR 603.2) may match each one's kind; a trigger
    event that matches by its own engine_match (keyword events) may match any event."""
    enters, dies = EntersBattlefield(SelfRef()), Dies(SelfRef())
    assert triggers.event_kinds(enters) == {"enters"}
    assert triggers.event_kinds(AnyOf((enters, dies))) == {"enters", "dies"}

    class Keyworded:
        def engine_match(self, game, event, controller, source_id):
            return True
    assert triggers.event_kinds(Keyworded()) is None
    assert triggers.event_kinds(AnyOf((enters, Keyworded()))) is None


def test_each_ability_that_triggers_on_an_event_is_asked_whatever_its_kind():
    """Every printed triggered ability of the corpus cards on a board: for each event kind it
    names, its permanent is asked (the filter never drops one whose event could match)."""
    g, warden, _ = _board()
    for kind in triggers.event_kinds(triggers._printed_triggers(card_definition("Soul Warden"))[0].event):
        assert warden in _asked(g, kind, warden)
    assert triggers._listens_to(card_definition("Soul Warden"), "enters")
    assert not triggers._listens_to(card_definition("Grizzly Bears"), "enters")


def test_a_kept_answer_belongs_to_its_definition_only():
    """The kinds are kept by the definition's id, checked against the definition kept with them:
    an entry left by another definition under the same id (a freed id reused) is not taken."""
    warden, bears = card_definition("Soul Warden"), card_definition("Grizzly Bears")
    triggers._printed.entries[id(bears)] = (warden, triggers._printed(warden))   # a stale entry under its id
    try:
        assert not triggers._listens_to(bears, "enters")
        assert triggers._printed_triggers(bears) == ()
    finally:
        triggers._printed.entries.pop(id(bears), None)


class _Touched(Exception):
    """event_matches read something beyond the event's kind: it went on to the details."""


class _Probe:
    """A game, or a field of a trigger description, every use of which raises _Touched."""

    def __getattr__(self, name):
        raise _Touched(name)

    def _touched(self, *args):
        raise _Touched()

    __bool__ = __eq__ = __ne__ = __lt__ = __le__ = __gt__ = __ge__ = __hash__ = _touched
    __iter__ = __len__ = __contains__ = __getitem__ = __call__ = _touched


class _ProbeEvent(_Probe):
    """An event of KIND whose every other part raises _Touched."""

    def __init__(self, kind: str) -> None:
        self.__dict__["kind"] = kind


def _described(cls):
    return cls(*(_Probe() for _ in dataclasses.fields(cls)))


def _matchable_kinds(trigger, kinds) -> set[str]:
    """The kinds of event for which event_matches goes past the kind (reads the event, the game
    or the description's details) or answers True: those it can return True for."""
    found = set()
    for kind in kinds:
        try:
            if triggers.event_matches(_Probe(), trigger, _ProbeEvent(kind), 0, 1):
                found.add(kind)
        except _Touched:
            found.add(kind)
    return found


def _engine_event_classes() -> list[type]:
    import cardtext.runtime.handlers as handlers
    import cardtext.runtime.mechanics as mechanics
    found = []
    for package in (mechanics, handlers):
        for info in pkgutil.iter_modules(package.__path__):
            module = importlib.import_module(f"{package.__name__}.{info.name}")
            found += [c for c in vars(module).values() if isinstance(c, type) and c.__module__ == module.__name__
                      and "engine_match" in vars(c)]
    return found


def test_every_trigger_description_can_match_exactly_the_kinds_event_kinds_gives():
    """CR 603.2: a permanent is asked about an event only if one of its trigger events may match
    its kind. For each trigger event description class, event_matches gets past the kind (or says
    True) for exactly the kinds event_kinds gives: both read matching_rule. A description with its
    own engine_match is asked about every event; one of no kind about none."""
    kinds = set(triggers._KINDS.values()) | {"no such kind"}
    described = [c for c in vars(events).values() if isinstance(c, type) and dataclasses.is_dataclass(c)
                 and c.__module__ == events.__name__ and c is not AnyOf]
    assert len(described) > 50
    for cls in described:
        trigger = _described(cls)
        assert _matchable_kinds(trigger, kinds) == triggers.event_kinds(trigger), cls.__name__
    enters, dies = EntersBattlefield(SelfRef()), Dies(SelfRef())
    assert _matchable_kinds(AnyOf((enters, dies)), kinds) == triggers.event_kinds(AnyOf((enters, dies)))

    class NoKind:
        """A description with no kind in the table."""
    assert _matchable_kinds(NoKind(), kinds) == triggers.event_kinds(NoKind()) == set()


def test_a_description_with_its_own_engine_match_is_asked_about_every_kind(monkeypatch):
    engine_events = _engine_event_classes()
    assert len(engine_events) > 10
    kinds = set(triggers._KINDS.values()) | {"no such kind"}
    for cls in engine_events:
        monkeypatch.setattr(cls, "engine_match", lambda self, game, event, controller, source_id: True)
        trigger = object.__new__(cls)
        assert triggers.event_kinds(trigger) is None
        assert _matchable_kinds(trigger, kinds) == kinds, cls.__name__
        assert triggers.event_kinds(AnyOf((EntersBattlefield(SelfRef()), trigger))) is None
