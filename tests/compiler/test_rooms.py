"""Rooms (CR 709.5 in the current rules, Duskmourn): each door of Grand Entryway // Elegant
Rotunda (typed from its Oracle text into tests/scenarios/cards/keywords_outside_the_corpus.card)
compiles on its own, its "When you unlock this door" read as the DoorUnlocked trigger event
(CR 709.5h); joining the doors into a Room names each door's trigger after its door."""
from pathlib import Path

from cardtext.compiler.api import compile_card
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.cardfile import parse_card_file
from cardtext.runtime.abilities import TriggeredAbility
from cardtext.runtime.events import DoorUnlocked
from cardtext.runtime.mechanics.rooms import room_card

from .conftest import compile_text

OUTSIDE = Path(__file__).resolve().parents[1] / "scenarios" / "cards" / "keywords_outside_the_corpus.card"


def door(name):
    (entry,) = [c for c in parse_card_file(OUTSIDE.read_text(encoding="utf-8"), str(OUTSIDE)) if c.name == name]
    return compile_card(entry.source)


def test_each_door_compiles_and_prints_back():
    for name in ("Grand Entryway", "Elegant Rotunda"):
        card = door(name)
        assert card.fully_compiled, [d.render() for d in card.diagnostics]
        assert all(c.equal for c in check_card(card))
        (ability,) = card.definition.abilities
        assert isinstance(ability, TriggeredAbility) and ability.event == DoorUnlocked()


def test_joined_into_a_room_each_door_trigger_names_its_door():
    """CR 709.5h: "this door" is the half it is printed on: the left door 0, the right door 1."""
    room = room_card(door("Grand Entryway").definition, door("Elegant Rotunda").definition)
    assert [h.abilities[0].event for h in room.halves] == [DoorUnlocked(0), DoorUnlocked(1)]
    assert room.name == "Grand Entryway // Elegant Rotunda"


def test_whenever_you_fully_unlock_a_room_alone_is_a_trigger():
    """CR 709.5i: "Whenever you fully unlock a Room, draw a card." """
    from cardtext.runtime.events import FullyUnlocksRoom
    card = compile_text("Whenever you fully unlock a Room, draw a card.")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert card.definition.abilities[0].event == FullyUnlocksRoom()
