"""Rooms (CR 709.5 in the current rules, Duskmourn; the 2022 text has no Rooms), played by the
engine with a real Room typed from its Oracle text, Grand Entryway // Elegant Rotunda
(tests/scenarios/cards/keywords_outside_the_corpus.card), joined by runtime/mechanics/rooms.py,
and eerie's "whenever you fully unlock a Room" on the corpus's Infernal Phantom."""
from __future__ import annotations

from pathlib import Path

import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.cardfile import parse_card_file
from cardtext.compiler.source.loaders import find_card
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.engine.query import mana_value, power_toughness
from cardtext.runtime.errors import IllegalAction
from cardtext.runtime.mechanics.rooms import RoomCard, room_card

OUTSIDE = Path(__file__).resolve().parents[1] / "scenarios" / "cards" / "keywords_outside_the_corpus.card"


def _door(name):
    (entry,) = [c for c in parse_card_file(OUTSIDE.read_text(encoding="utf-8"), str(OUTSIDE)) if c.name == name]
    card = compile_card(entry.source)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


def _room() -> RoomCard:
    return room_card(_door("Grand Entryway"), _door("Elegant Rotunda"))


def _tokens(g, name="Glimmer Token"):
    return [i for i in g.state.battlefield if g.state.objects[i].name == name]


def test_off_the_battlefield_a_room_is_a_split_card_with_both_doors():
    """CR 709.4: both names and the combined mana cost in every zone but the stack and the
    battlefield."""
    room = _room()
    assert room.name == "Grand Entryway // Elegant Rotunda"
    assert room.mana_cost.mana_value == 5


def test_casting_a_door_it_enters_with_that_door_unlocked_and_its_unlock_trigger(g):
    """CR 709.3, 709.5d, 709.5h: Grand Entryway cast for {1}{W}; the Room enters with that door
    unlocked, has only its name and mana cost, and "when you unlock this door" makes a Glimmer.
    Elegant Rotunda stays locked: its trigger does not answer."""
    card = g.add_card("Alice", _room())
    g.add_mana("Alice", "WW")
    g.cast("Alice", card)        # the first option: the left door
    g.resolve_stack()
    (room,) = [i for i in g.state.battlefield if isinstance(g.state.objects[i].whole, RoomCard)]
    o = g.state.objects[room]
    assert o.name == "Grand Entryway" and o.unlocked_doors == (0,)
    assert mana_value(o) == 2                              # CR 709.5: a locked door's cost isn't its
    (glimmer,) = _tokens(g)                                # Grand Entryway's trigger resolved
    # Elegant Rotunda's trigger (a +1/+1 counter on each of up to two creatures) did not
    assert power_toughness(g.state, g.state.objects[glimmer]) == (1, 1)


def _room_with_the_entryway_unlocked(g):
    card = g.add_card("Alice", _room())
    g.add_mana("Alice", "WW")
    g.cast("Alice", card)
    g.resolve_stack()
    return next(i for i in g.state.battlefield if isinstance(g.state.objects[i].whole, RoomCard))


def test_unlocking_the_other_door_is_a_special_action_paying_its_cost(g):
    """CR 709.5e, 116.2m: as a sorcery, {2}{W} unlocks Elegant Rotunda without the stack; its
    "when you unlock this door" then triggers (CR 709.5h), not Grand Entryway's again, and the
    Room now has both doors' names and costs (CR 709.5)."""
    room = _room_with_the_entryway_unlocked(g)
    g.add_mana("Alice", "WWW")
    g.unlock_door("Alice", room, 1)
    o = g.state.objects[room]
    assert o.unlocked_doors == (0, 1) and o.name == "Grand Entryway // Elegant Rotunda"
    assert g.pool("Alice") == []
    assert len(g.state.stack) == 1                         # Elegant Rotunda's trigger only
    g.resolve_stack()
    (glimmer,) = _tokens(g)                                # no second Glimmer
    assert power_toughness(g.state, g.state.objects[glimmer]) == (2, 2)


def _keyhole_fox():
    from cardtext.compiler.source.card import CardSource
    card = compile_card(CardSource("Keyhole Fox", "Unlock costs you pay cost {1} less.", mana_cost="{W}{U}",
                                   type_line="Enchantment Creature — Fox Glimmer", power="2", toughness="3"))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


def test_unlock_costs_you_pay_cost_one_less_cr_709_5e_601_2f(g):
    """"Unlock costs you pay cost {1} less.": Elegant Rotunda's {2}{W} is paid with {1}{W}, a
    reduction of generic mana (CR 118.7c); an opponent's such static doesn't reduce Alice's cost."""
    room = _room_with_the_entryway_unlocked(g)
    g.put_onto_battlefield("Bob", _keyhole_fox())
    g.add_mana("Alice", "WW")
    with pytest.raises(IllegalAction, match="can't pay"):
        g.unlock_door("Alice", room, 1)
    g.put_onto_battlefield("Alice", _keyhole_fox())
    g.unlock_door("Alice", room, 1)
    assert g.state.objects[room].unlocked_doors == (0, 1) and g.pool("Alice") == []


def test_the_executability_check_observes_the_unlock_cost_reduction(monkeypatch):
    """The exercise sees "Unlock costs you pay cost {1} less" lower a door's cost (CR 709.5e), and
    catches an engine that ignores it."""
    from cardtext.compiler.harness.exercise import exercise_card
    assert exercise_card(_keyhole_fox()).ok
    monkeypatch.setattr("cardtext.runtime.engine.query.static_effects", lambda state, kind: [])
    assert not exercise_card(_keyhole_fox()).ok


def test_a_door_is_unlocked_only_as_a_sorcery_and_only_once(g):
    """CR 709.5e: not while the stack is not empty or in another player's turn; an unlocked door
    can't be unlocked again."""
    room = _room_with_the_entryway_unlocked(g)
    g.add_mana("Alice", "WWW")
    with pytest.raises(IllegalAction):
        g.unlock_door("Alice", room, 0)
    with pytest.raises(IllegalAction):
        g.unlock_door("Bob", room, 1)


def test_a_room_leaving_the_battlefield_is_the_whole_card_again(g):
    """CR 709.3b, 709.4: in the graveyard it is both doors again, its designations gone."""
    from cardtext.runtime.engine.zones import move
    room = _room_with_the_entryway_unlocked(g)
    new = move(g, room, Zone.GRAVEYARD)
    assert new.name == "Grand Entryway // Elegant Rotunda" and new.unlocked_doors == ()


def test_a_room_put_onto_the_battlefield_not_cast_has_both_doors_locked(g):
    """CR 709.5d: no unlocked designation, so no name, no mana value, no abilities."""
    from cardtext.runtime.engine.zones import move
    card = g.add_card("Alice", _room(), Zone.GRAVEYARD)
    o = move(g, card, Zone.BATTLEFIELD)
    assert o.unlocked_doors == () and o.name == "" and mana_value(o) == 0
    assert o.definition.abilities == () and g.state.stack == []


def test_eerie_triggers_when_you_fully_unlock_a_room(g):
    """Infernal Phantom: "Eerie — Whenever an enchantment you control enters and whenever you
    fully unlock a Room, Infernal Phantom gets +2/+0 until end of turn." Unlocking the second
    door fully unlocks the Room (CR 709.5i): eerie triggers with the door's own trigger."""
    phantom = g.put_onto_battlefield("Alice", compile_card(find_card("Infernal Phantom")).definition)
    # the Room entering and then its Glimmer (an enchantment creature token) entering: eerie
    # twice; entering with one door unlocked is no full unlock (CR 709.5i)
    room = _room_with_the_entryway_unlocked(g)
    assert power_toughness(g.state, g.state.objects[phantom]) == (6, 3)
    g.add_mana("Alice", "WWW")
    g.unlock_door("Alice", room, 1)
    assert len(g.state.stack) == 2                         # the door's trigger and eerie
    g.resolve_stack()
    o = g.state.objects[phantom]        # Elegant Rotunda's counters may have gone on it too
    assert power_toughness(g.state, o)[0] - o.counters.get("+1/+1", 0) == 8


def test_a_saved_game_keeps_the_rooms_doors(g):
    """A game saved with a Room on the battlefield loads with its whole card and its unlocked
    door, saves to the same text, and the locked door can still be unlocked (CR 709.5c, 709.5e)."""
    from cardtext.runtime.game import Game
    room = _room_with_the_entryway_unlocked(g)
    text = g.to_json()
    loaded = Game.from_json(text)
    assert loaded.to_json() == text
    loaded.add_mana("Alice", "WWW")
    loaded.unlock_door("Alice", room, "Elegant Rotunda")
    assert loaded.state.objects[room].name == "Grand Entryway // Elegant Rotunda"


def _effect_of(name):
    """The instruction of the card's last ability (Ghostly Keybearer's trigger, Keys to the
    House's "Lock or unlock a door of target Room you control")."""
    (effect,) = _door(name).abilities[-1].effects
    return effect


def _run_on(g, effect, room):
    from cardtext.runtime.engine.evaluation import Context
    from cardtext.runtime.engine.objects import Target
    from cardtext.runtime.engine.turn import settle
    from cardtext.runtime.engine.vm import run
    run(g, Context(controller=0, source_id=room, targets=[[Target(object_id=room)]]), (effect,))
    settle(g)                                               # waiting triggers go on the stack


def test_an_effect_unlocks_the_locked_door_for_free_and_its_trigger_follows(g):
    """CR 709.5f: "unlock a locked door of up to one target Room you control": the only locked
    door, Elegant Rotunda, is given its designation, no mana paid, no sorcery timing needed;
    its "when you unlock this door" and the full unlock trigger follow (CR 709.5h-i)."""
    room = _room_with_the_entryway_unlocked(g)
    _run_on(g, _effect_of("Ghostly Keybearer"), room)
    o = g.state.objects[room]
    assert o.unlocked_doors == (0, 1) and o.name == "Grand Entryway // Elegant Rotunda"
    assert len(g.state.stack) == 1                         # Elegant Rotunda's trigger


def test_unlocking_a_fully_unlocked_room_does_nothing(g):
    """CR 709.5f: the player chooses a locked door; with none, nothing happens and nothing
    triggers."""
    room = _room_with_the_entryway_unlocked(g)
    g.add_mana("Alice", "WWW")
    g.unlock_door("Alice", room, 1)
    g.resolve_stack()
    _run_on(g, _effect_of("Ghostly Keybearer"), room)
    assert g.state.objects[room].unlocked_doors == (0, 1) and g.state.stack == []


def test_locking_a_door_takes_its_name_and_abilities_and_triggers_nothing(game):
    """CR 709.5g: choosing to lock, the player chooses an unlocked door and the Room loses its
    designation; with Grand Entryway locked the Room is Elegant Rotunda only (CR 709.5), and no
    ability triggers on a lock."""
    game.decider.add("Grand Entryway")                     # the door cast
    room = _room_with_the_entryway_unlocked(game)
    game.add_mana("Alice", "WWW")
    game.decider.add("Glimmer Token")                      # Elegant Rotunda's trigger's target
    game.unlock_door("Alice", room, 1)
    game.resolve_stack()
    game.decider.add("lock", "Grand Entryway")
    _run_on(game, _effect_of("Keys to the House"), room)
    o = game.state.objects[room]
    assert o.unlocked_doors == (1,) and o.name == "Elegant Rotunda" and mana_value(o) == 3
    assert game.state.stack == []


def test_lock_or_unlock_chosen_as_unlock_unlocks_the_locked_door(game):
    """CR 709.5f, 608.2d: the same ability, unlock chosen as it resolves: the locked door is
    unlocked and its trigger follows."""
    game.decider.add("Grand Entryway")
    room = _room_with_the_entryway_unlocked(game)
    game.decider.add("unlock", "Glimmer Token")              # then Elegant Rotunda trigger's target
    _run_on(game, _effect_of("Keys to the House"), room)
    assert game.state.objects[room].unlocked_doors == (0, 1)
    assert len(game.state.stack) == 1


def test_the_legal_actions_offer_unlocking_a_door_the_pool_pays_for(g):
    """CR 709.5e, 116.2m: a random player is offered the special action of unlocking Elegant
    Rotunda once the pool pays {2}{W}, as a sorcery only; performing it unlocks the door."""
    from cardtext.runtime.engine.actions import Action
    room = _room_with_the_entryway_unlocked(g)
    unlock = Action("unlock", 0, room, 1)
    assert unlock not in g.legal_actions("Alice")          # an empty pool pays nothing
    g.add_mana("Alice", "WWW")
    assert unlock in g.legal_actions("Alice")
    assert Action("unlock", 0, room, 0) not in g.legal_actions("Alice")   # already unlocked
    g.perform(unlock)
    assert g.state.objects[room].unlocked_doors == (0, 1)


def test_random_games_with_rooms_unlock_doors_and_keep_every_invariant():
    """A checked random game of Rooms and Plains: the players cast doors and unlock the other
    doors (CR 709.5e), and every invariant holds after each action."""
    from cardtext.compiler.harness.autoplay import play_checked
    from rt_cards import PLAINS
    deck = [_room()] * 6 + [PLAINS] * 10
    unlocked = 0
    for seed in (1, 2, 3):
        report = play_checked([deck, deck], seed, 8, 600, record=True)
        assert report.violation is None, report.violation
        unlocked += sum(1 for c in report.recording.calls if c.get("kind") == "unlock")
    assert unlocked > 0


def test_random_decks_from_json_lines_deal_a_rooms_two_doors_as_one_room(tmp_path):
    """CR 709.5: a Room's doors are two JSON lines naming each other ("other_face"); the random
    decks of `cardtext play` deal the whole Room (the door first in the input on the left), never
    a door alone, and a door whose other half is missing from the input is dealt as it is."""
    import json
    import random
    from cardtext.compiler.harness.decks import CardPool
    from cardtext.compiler.source.loaders import load_path
    lines = []
    for entry in parse_card_file(OUTSIDE.read_text(encoding="utf-8"), str(OUTSIDE)):
        s = entry.source
        if s.name in ("Grand Entryway", "Elegant Rotunda"):
            lines.append({"name": s.name, "mana_cost": s.mana_cost, "type_line": s.type_line,
                          "oracle_text": s.oracle_text, "other_face": s.other_face})
    path = tmp_path / "rooms.jsonl"
    path.write_text("\n".join(json.dumps(line) for line in lines), encoding="utf-8")
    deck = CardPool(load_path(str(path))).deck(random.Random(1), 10)
    from cardtext.runtime.characteristics import CardType
    spells = [c for c in deck.cards if CardType.LAND not in c.types]   # the rest: basic lands
    assert spells and all(isinstance(c, RoomCard) for c in spells)
    assert {c.name for c in spells} == {"Grand Entryway // Elegant Rotunda"}
    path.write_text(json.dumps(lines[0]), encoding="utf-8")           # one door only
    (alone, *_) = CardPool(load_path(str(path))).deck(random.Random(1), 10).cards
    assert alone.name == "Grand Entryway" and not isinstance(alone, RoomCard)
