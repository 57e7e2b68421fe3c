"""A rollback (a refused action, Game.transaction) and a probe (Game.dry_run, which the legal
action listing uses) work on a copy of the state (state.clone_state): whatever the engine
changes in place must be copied, or the "undone" action leaves traces in the game."""
from __future__ import annotations

from dataclasses import fields

from rt_cards import GRIZZLY_BEARS

from cardtext.runtime.engine.state import GameState, StoredObjects, clone_state
from cardtext.runtime.engine.zones import move
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.errors import IllegalAction


def test_every_mutable_field_of_the_state_is_copied(game):
    """Each list, dict or set field of GameState is a new container in the copy, so no field
    added later can be shared with a rollback by mistake."""
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    state = game.state
    copy = clone_state(state)
    shared = [f.name for f in fields(GameState)
              if isinstance(getattr(state, f.name), (list, dict, set))
              and getattr(copy, f.name) is getattr(state, f.name)]
    assert shared == []


def test_a_probed_cast_does_not_count_as_a_spell_cast_this_turn(game):
    """Surge and "the second spell you cast each turn" count spells cast this turn (CR
    702.117a); trying a cast on a copy (the legal action listing) casts nothing."""
    from rt_cards import SHOCK
    shock = game.add_card("Alice", SHOCK)
    game.add_mana("Alice", "R")
    assert game.dry_run(lambda: game.cast("Alice", shock, targets=["Bob"])) is None
    assert game.state.spells_cast_by == {}


def test_a_creature_that_died_in_an_undone_action_did_not_die_this_turn(game):
    """CR 700.4: "died this turn" counts creatures that died; an undone action killed none."""
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    try:
        with game.transaction():
            move(game, bears, Zone.GRAVEYARD)
            assert len(game.state.died_this_turn) == 1
            raise IllegalAction("CR 101.4: undone for the test")
    except IllegalAction:
        pass
    assert game.state.died_this_turn == [] and not game.state.creature_died_this_turn


def test_an_action_copies_only_the_objects_it_looks_at(game, monkeypatch):
    """A transaction keeps a copy of an object for its rollback only when it first looks the
    object up (state.ObjectsCopiedOnUse): the twenty cards in the libraries are not copied for
    an action that taps one creature, and stay the very same records."""
    from cardtext.runtime.engine import state as state_module
    copies = []
    real = state_module._clone_object
    monkeypatch.setattr(state_module, "_clone_object", lambda o: copies.append(o) or real(o))
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    library = list(game.state.players[1].library)
    before = {oid: dict.__getitem__(game.state.objects, oid) for oid in library}
    with game.transaction():
        game.state.objects[bears].tapped = True
    assert [o.id for o in copies] == [bears]
    assert type(game.state.objects) is StoredObjects
    assert game.state.objects[bears].tapped
    assert all(dict.__getitem__(game.state.objects, oid) is before[oid] for oid in library)


def test_a_refused_inner_action_is_undone_and_the_outer_one_kept(game):
    """An action taken while another resolves (a spell cast as a trigger resolves, CR 608.2)
    is all or nothing on its own: refused, only what it did is undone."""
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    with game.transaction():
        game.state.objects[bears].counters["+1/+1"] = 1
        try:
            with game.transaction():
                game.state.objects[bears].counters["+1/+1"] = 5
                game.state.objects[bears].tapped = True
                raise IllegalAction("CR 601.2: refused for the test")
        except IllegalAction:
            pass
        assert game.state.objects[bears].counters == {"+1/+1": 1} and not game.state.objects[bears].tapped
        game.state.objects[bears].damage = 1
    o = game.state.objects[bears]
    assert (o.counters, o.tapped, o.damage) == ({"+1/+1": 1}, False, 1)
    assert type(game.state.objects) is StoredObjects


def test_a_held_objects_table_sees_what_an_action_adds(game):
    """The table of objects is the same dict before and after an action, so a caller that
    looked it up first finds the object the action made (a spell on the stack)."""
    from rt_cards import SHOCK
    shock = game.add_card("Alice", SHOCK)
    game.add_mana("Alice", "R")
    objects = game.state.objects
    spell = game.cast("Alice", shock, targets=["Bob"])
    assert objects[spell].zone is Zone.STACK


def test_a_rolled_back_random_choice_is_made_again_the_same_way():
    """A random decider's generator is put back with the rest of a refused action (its state is
    written into the open checkpoints only when a choice is made), so the same seed keeps
    playing the same game."""
    from cardtext.runtime.engine.decider import Choice, ChoiceKind, Option, RandomDecider
    decider = RandomDecider(7)
    choice = Choice(ChoiceKind.CHOOSE, 0, "pick", tuple(Option(i, str(i)) for i in range(50)))
    quiet = decider.checkpoint()              # no choice follows: restoring it changes nothing
    decider.restore(quiet)
    token = decider.checkpoint()
    first = [decider.choose(choice) for _ in range(3)]
    decider.restore(token)
    assert [decider.choose(choice) for _ in range(3)] == first


def test_the_combat_copied_for_a_rollback_is_a_deep_copy_of_every_field_cr_506_4():
    """CR 506.4, 509.1g: a rollback during combat puts back the attackers, blockers and bands as
    they were: the state's copy of the combat (state._combat_copy) equals copy.deepcopy's, each
    of its fields filled, and shares no list or dict with the original, nested ones included."""
    import copy as copying
    from cardtext.runtime.engine.objects import CombatState
    from cardtext.runtime.engine.state import _combat_copy
    combat = CombatState(attackers=[1, 2], defender={1: 1, 2: 1}, attacked_planeswalker={2: 9},
                         blockers={1: [3, 4]}, blocking={3: 1, 4: 1}, blocked=[1],
                         also_blocking={3: [2]}, must_block={5: 2}, bands=[[1, 2]])
    filled = [f.name for f in fields(CombatState) if not getattr(combat, f.name)]
    assert filled == []                      # a new field must be filled here and copied there
    copied = _combat_copy(combat)
    assert copied == copying.deepcopy(combat)
    for f in fields(CombatState):
        value, other = getattr(combat, f.name), getattr(copied, f.name)
        assert value is not other
        inner = value.values() if isinstance(value, dict) else value
        inner_copied = other.values() if isinstance(other, dict) else other
        assert all(a is not b for a, b in zip(inner, inner_copied) if isinstance(a, list))
