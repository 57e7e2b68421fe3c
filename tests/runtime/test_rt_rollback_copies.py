"""A rollback (a refused action, Game.transaction) and a probe (Game.dry_run, which the legal
action listing uses) work on a copy of the state (state.clone_state): whatever the engine
changes in place must be copied, or the "undone" action leaves traces in the game."""
from __future__ import annotations

from dataclasses import fields

from rt_cards import GRIZZLY_BEARS

from cardtext.runtime.engine.state import GameState, clone_state
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
