"""The turn-based actions that walk every permanent (the untap step, CR 502.3; the cleanup
step, CR 514.2; a new turn's "this turn" records; the end of combat, CR 511.3) read each one as
stored and look up (copy for a rollback, state.ObjectsCopiedOnUse) only those they change:
each "until end of turn" field is still reset, and a permanent none of them changes is not
copied."""
from __future__ import annotations

import pytest

from rt_cards import GRIZZLY_BEARS

from cardtext.runtime.engine import turn
from cardtext.runtime.engine.objects import TimedModification

# (field, a value the cleanup step ends, the value it has afterwards) (CR 514.2)
UNTIL_END_OF_TURN = [
    ("damage", 2, 0),
    ("deathtouch_damage", True, False),
    ("saddled", True, False),                        # ruling S2
    ("regeneration_shields", 1, 0),                  # CR 701.15a
    ("crewed", True, False),                         # CR 702.122a
    ("blocks_if_able", [99], []),
    ("attacks_despite_defender", True, False),
    ("attacks_player_this_turn", 1, None),           # CR 702.141a
    ("modifications", [TimedModification(power=1)], []),
    ("restrictions", [("block", True)], []),
    ("unblockable_by", [(None, 1, 0, True)], []),
]


@pytest.mark.parametrize("field, value, after", UNTIL_END_OF_TURN, ids=[f for f, _, _ in UNTIL_END_OF_TURN])
def test_the_cleanup_step_ends_each_until_end_of_turn_field_cr_514_2(game, field, value, after):
    """Whatever field an effect set "until end of turn", the cleanup step ends it, though a
    permanent with nothing to end is passed over unread (turn._ends_at_cleanup)."""
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    setattr(game.state.objects[bears], field, value)
    with game.transaction():
        turn._cleanup(game)
    assert getattr(game.state.objects[bears], field) == after


def test_control_until_end_of_turn_returns_cr_514_2(game):
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    o = game.state.objects[bears]
    o.controller, o.control_until_eot_from = 1, 0
    with game.transaction():
        turn._cleanup(game)
    assert (o.controller, o.control_until_eot_from) == (0, None)


def test_a_permanent_no_turn_based_action_changes_is_not_copied(game):
    """The untap step of Alice's turn, a new turn and the cleanup step leave Bob's untapped
    creature as it is: none of them copies it for the rollback; Alice's damaged one is."""
    mine = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    theirs = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.state.objects[mine].damage = 1
    game.state.active = 0
    with game.transaction():
        kept = game.state.objects.levels[-1]
        turn._end_until_next_turn(game.state)
        turn._untap(game)
        turn._cleanup(game)
        assert theirs not in kept and mine in kept
    assert game.state.objects[mine].damage == 0
