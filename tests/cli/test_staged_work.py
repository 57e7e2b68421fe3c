"""cli/staged_work.py: work of two stages done a run of items at a time gives the results of the
two stages item by item, in order, in this process and in `-j N`'s workers; and `cardtext
compile` (whose work it is) prints the same output through it."""
from __future__ import annotations

import functools
import os

import pytest

from cardtext.compiler.cli import batch, staged_work
from cardtext.compiler.cli.staged_work import InRuns, computed_here


def _first(item: int) -> tuple[int, int]:
    return item, item * item


def _then(answer: tuple[int, int]) -> tuple[int, int, int]:
    item, square = answer
    return item, square + 1, os.getpid()


WORK = InRuns(_first, _then)


@pytest.mark.parametrize("count", [0, 1, staged_work.RUN - 1, staged_work.RUN, staged_work.RUN + 1,
                                   3 * staged_work.RUN + 5])
def test_the_runs_give_each_item_its_results_in_order(count):
    items = list(range(count))
    expected = [WORK(item) for item in items]
    assert computed_here(WORK, items) == expected == [_then(_first(item)) for item in items]
    assert computed_here(WORK, iter(items)) == expected        # any iterable: a progress bar's


def test_a_run_is_through_the_first_stage_before_the_second(monkeypatch):
    monkeypatch.setattr(staged_work, "RUN", 3)
    calls = []

    def first(item):
        calls.append(("first", item))
        return item

    def then(item):
        calls.append(("then", item))
        return -item
    assert computed_here(InRuns(first, then), range(5)) == [0, -1, -2, -3, -4]
    assert calls == [("first", 0), ("first", 1), ("first", 2), ("then", 0), ("then", 1), ("then", 2),
                     ("first", 3), ("first", 4), ("then", 3), ("then", 4)]


def test_other_work_is_called_item_by_item():
    assert computed_here(str, [1, 2]) == ["1", "2"]


def test_workers_do_staged_work_in_runs_and_give_results_in_input_order():
    items = list(range(700))
    out = batch.run_batch(items, WORK, key=None, jobs=2)
    assert [(i, s) for i, s, _ in out] == [(i, i * i + 1) for i in items]
    assert os.getpid() not in {pid for _, _, pid in out}


def test_staged_work_pickles_for_spawned_workers(monkeypatch):
    monkeypatch.setattr(batch, "START_METHOD", "spawn")
    items = list(range(520))
    work = InRuns(functools.partial(divmod, 7), _square_of_quotient)
    assert batch.run_batch(items[1:], work, key=None, jobs=2) == [(7 // i) ** 2 for i in items[1:]]


def _square_of_quotient(answer: tuple[int, int]) -> int:
    return answer[0] ** 2
