"""Loops (runtime/engine/loops.py). CR 104.4b: a game that enters a loop of mandatory actions,
repeating a sequence of events with no way to stop, is a draw; a loop that contains an optional
action is not (CR 732.4, 725.4 in the 2022 text): its players choose how many times it repeats
(CR 732.2a), so the engine stops it with a reason and undoes the action.

The mandatory loop is real cards: Aether Flash deals 2 damage to each creature that enters, so
Safehold Elite (2/2, persist) dies; persist returns it with a -1/-1 counter, but under Vizier of
Remedies one fewer -1/-1 counter is put on it, none, so it returns as it first entered, and
persist triggers again when Aether Flash kills it: nobody chooses anything, ever."""
from __future__ import annotations

import pytest

from cardtext.compiler.harness.scenario import card_definition
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.engine.decider import RandomDecider, ScriptedDecider
from cardtext.runtime.engine import loops
from cardtext.runtime.engine.loops import OptionalLoop, digest
from cardtext.runtime.game import Game


def _loop_game(decider=None, optional: bool = False) -> Game:
    g = Game(decider=decider)
    for p in ("Alice", "Bob"):
        g.set_library(p, [card_definition("Forest")] * 5)
    g.put_onto_battlefield("Alice", card_definition("Vizier of Remedies"))
    if optional:        # "you may create a 1/1 black Rat": a choice in every round of the loop
        g.put_onto_battlefield("Alice", card_definition("Ogre Slumlord"))
    g.put_onto_battlefield("Bob", card_definition("Aether Flash"))
    g.set_step(Step.MAIN1, "Alice", turn=2)
    g.put_onto_battlefield("Alice", card_definition("Safehold Elite"), as_effect=True)
    return g


def test_a_loop_of_mandatory_actions_is_a_draw():
    """CR 104.4b: Aether Flash, Safehold Elite and Vizier of Remedies repeat the game with no
    choice: the game ends in a draw, with a log entry naming the rule."""
    g = _loop_game()
    g.resolve_stack()
    assert g.state.over and g.state.winner is None
    last = g.log.entries[-1]
    assert last.kind == "over" and last.data == {"draw": True}
    assert "draw" in last.text and "CR 104.4b" in last.text
    # it went round: the Elite died and came back several times before the draw
    assert sum("Safehold Elite moves from graveyard to battlefield" in line for line in g.log_lines()) >= 3
    assert g.life("Alice") == g.life("Bob") == 20


def test_nothing_can_be_done_in_a_game_drawn_by_a_loop():
    g = _loop_game()
    g.resolve_stack()
    assert g.state.priority is None
    assert g.legal_actions("Alice") == [] or all(a.kind == "pass" for a in g.legal_actions("Alice"))


@pytest.mark.parametrize("decider", [RandomDecider(3), ScriptedDecider([], fallback=RandomDecider(8))])
def test_a_loop_with_an_optional_action_stops_with_a_reason_and_is_undone(decider):
    """CR 104.4b: "Loops that contain an optional action don't result in a draw." Ogre Slumlord's
    "you may create a Rat" (and ordering its trigger with persist) is a choice in each round:
    the engine stops the loop, names the rule, and the action is undone (CR 732.2a)."""
    g = _loop_game(decider, optional=True)
    before = g.to_json()
    with pytest.raises(OptionalLoop, match="CR 732.2a"):
        g.resolve_stack()
    assert g.to_json() == before and not g.state.over


def test_the_same_game_state_has_the_same_digest_whatever_the_object_ids():
    """A card that changes zones is a new object with a new id (CR 400.7): the digest names
    objects by where they are, so the loop's states compare equal."""
    first, second = _loop_game(), _loop_game()
    second.state.next_id += 100                          # the same game, other ids to come
    second.put_onto_battlefield("Bob", card_definition("Forest"))
    first.put_onto_battlefield("Bob", card_definition("Forest"))
    assert digest(first.state) == digest(second.state)
    first.put_onto_battlefield("Bob", card_definition("Forest"))
    assert digest(first.state) != digest(second.state)


def test_a_long_chain_that_never_repeats_is_no_loop():
    """Shock resolving, a creature dying: a chain of resolutions whose states differ ends
    normally (nothing drawn, nothing stopped)."""
    g = Game(decider=ScriptedDecider(["Grizzly Bears"]))
    for p in ("Alice", "Bob"):
        g.set_library(p, [card_definition("Forest")] * 5)
    g.put_onto_battlefield("Bob", card_definition("Grizzly Bears"))
    g.add_card("Alice", card_definition("Shock"), Zone.HAND)
    g.set_step(Step.MAIN1, "Alice", turn=2)
    g.add_mana("Alice", "R")
    g.cast("Alice", "Shock")
    g.resolve_stack()
    assert not g.state.over and g.state.loop_watch == ()
    assert g.zone("Bob", Zone.GRAVEYARD) == ["Grizzly Bears"]


class _PlainNamer(loops._Namer):
    """loops._Namer writing every field of a record through `plain()`, with no shortcut."""

    def _record(self, value):
        out = [type(value).__name__]
        for k, v in vars(value).items():
            if k == "id":
                continue
            if k in loops.OBJECT_ID_FIELDS:
                v = [self.name(x) for x in v] if isinstance(v, (list, tuple)) else self.name(v)
            out.append(self.plain(v))
        return out


def test_the_digest_of_a_state_is_the_one_every_field_written_plainly_gives(monkeypatch):
    """A saved game keeps the digests of its loop watch (CR 104.4b), so the digest of one state
    must not change with how it is worked out: the record writer's shortcuts (scalar fields
    written with no call) give the digest of writing every field through `plain()`."""
    g = _loop_game()
    g.resolve_stack()
    fast = digest(g.state)
    monkeypatch.setattr(loops, "_Namer", _PlainNamer)
    assert digest(g.state) == fast


def test_records_whose_fields_hold_ids_lists_and_counters_digest_as_written_plainly(monkeypatch):
    """The record writer works out once per layout (field names, value types) which fields it
    works on: objects whose fields hold ids of live and gone objects (CR 400.7: named by place or
    by order of mention), lists, counters and tuples, alike and unlike in layout, give the
    digest of writing every field plainly, and two layouts of the same record type differ."""
    g = _loop_game()
    s = g.state
    vizier, flash = s.battlefield[0], s.battlefield[-1]
    o = s.objects[vizier]
    o.counters["+1/+1"] = 2
    o.attached_to = flash                               # an id of a live object
    o.damaged_by = [flash, 99_999]                      # and of one no zone lists
    o.exiled_with = (flash,)
    o.restrictions = [("attack", True)]
    s.objects[flash].attached_to = True                 # not an id: written as it is
    fast = digest(s)
    monkeypatch.setattr(loops, "_Namer", _PlainNamer)
    assert digest(s) == fast
    monkeypatch.undo()
    o.damaged_by = [99_999, flash]                      # the same values, another order
    assert digest(s) != fast
