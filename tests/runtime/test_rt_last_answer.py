"""engine/last_answer.LastAnswer: an answer kept for one state object, count and lists of ids,
given back only while all three read as they did (the invalidation rule of
working_in_graveyards and check_sba's token scan)."""
from __future__ import annotations

from cardtext.runtime.engine.last_answer import LastAnswer


class _State:
    pass


def test_the_answer_is_given_back_while_state_count_and_lists_read_the_same():
    kept, state, graveyard = LastAnswer(), _State(), [3, 4]
    assert kept.get(state, 1, [graveyard]) is None          # nothing kept yet
    assert kept.keep(state, 1, [graveyard], "answer") == "answer"
    assert kept.get(state, 1, [[3, 4]]) == "answer"


def test_another_state_object_or_count_misses():
    kept, state = LastAnswer(), _State()
    kept.keep(state, 1, [[3]], "answer")
    assert kept.get(_State(), 1, [[3]]) is None             # a rollback's or probe's state
    assert kept.get(state, 2, [[3]]) is None                # a definition set since


def test_a_list_changed_in_place_after_keeping_misses():
    """Copies of the lists are kept: a card put into the very list kept with the answer is seen."""
    kept, state, graveyard = LastAnswer(), _State(), [3]
    kept.keep(state, 1, [graveyard], "answer")
    graveyard.append(5)
    assert kept.get(state, 1, [graveyard]) is None
    graveyard.remove(5)
    graveyard.insert(0, 5)
    assert kept.get(state, 1, [[3]]) == "answer"
    assert kept.get(state, 1, [graveyard]) is None          # the same ids in another order
