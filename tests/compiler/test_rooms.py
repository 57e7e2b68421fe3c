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


def test_unlock_a_locked_door_of_up_to_one_target_room_you_control():
    """CR 709.5f (current rules): Ghostly Keybearer's trigger unlocks a door by an effect, no
    mana paid: "up to one target Room you control", lowered to UnlockDoor of that target."""
    from cardtext.runtime.effects import UnlockDoor
    card = door("Ghostly Keybearer")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card))
    trigger = card.definition.abilities[-1]
    (spec,) = trigger.targets
    assert (spec.minimum, spec.maximum) == (0, 1)
    assert spec.filter.subtypes == ("Room",)
    (effect,) = trigger.effects
    assert isinstance(effect, UnlockDoor)


def test_lock_or_unlock_a_door_is_one_instruction_chosen_as_it_resolves():
    """CR 709.5f-g, 608.2d: Keys to the House's "Lock or unlock a door of target Room you
    control" is one LockOrUnlockDoor, the choice made as it resolves (not a mode chosen as it is
    activated, CR 700.2)."""
    from cardtext.runtime.effects import LockOrUnlockDoor
    card = door("Keys to the House")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card))
    (effect,) = card.definition.abilities[-1].effects
    assert isinstance(effect, LockOrUnlockDoor)


def test_unlocking_a_door_of_a_player_is_refused():
    """CR 709.5f: only a Room permanent has doors; "unlock a locked door of target player" is
    refused at the phrase (CT302), not lowered."""
    card = compile_text("Unlock a locked door of target player.", type_line="Sorcery")
    assert not card.fully_compiled
    assert any(d.code == "CT302" for d in card.diagnostics), [d.render() for d in card.diagnostics]
