"""runtime/kept_by_id.py: answers about frozen model data kept by the value's id(), the value
kept beside its answer (so its id names no other object while the entry lives), the table
emptied past its cap. Every module-level memo keyed by id() is one of these."""
from __future__ import annotations

import gc
import re
import weakref
from pathlib import Path

from cardtext.runtime.kept_by_id import kept_by_id

ROOT = Path(__file__).resolve().parents[2]


class Value:
    """A stand-in for a frozen definition: compared by identity only."""


def _counted(cap: int):
    asked = []

    @kept_by_id(cap)
    def answer(value):
        asked.append(value)
        return f"answer {len(asked)}"
    return answer, asked


def test_an_answer_is_worked_out_once_per_value():
    answer, asked = _counted(10)
    a, b = Value(), Value()
    assert answer(a) == answer(a) == "answer 1"
    assert answer(b) == "answer 2"
    assert asked == [a, b]


def test_the_entry_keeps_its_value_alive_so_its_id_names_no_other():
    answer, _ = _counted(10)
    value = Value()
    gone = weakref.ref(value)
    key = id(value)
    answer(value)
    del value
    gc.collect()
    assert gone() is not None and answer.entries[key][0] is gone()


def test_an_entry_under_the_id_of_another_value_is_not_taken():
    """Only the value kept with the entry is answered from it (`is`): a stale entry planted
    under a value's id is worked out afresh and replaced."""
    answer, asked = _counted(10)
    value, other = Value(), Value()
    answer.entries[id(value)] = (other, "another's answer")
    assert answer(value) == "answer 1" and asked == [value]
    assert answer.entries[id(value)] == (value, "answer 1")


def test_the_table_is_emptied_when_it_reaches_its_cap_and_answers_stay_right():
    answer, asked = _counted(3)
    values = [Value() for _ in range(4)]
    for v in values[:3]:
        answer(v)
    assert len(answer.entries) == 3
    assert answer(values[3]) == "answer 4"
    assert list(answer.entries) == [id(values[3])]     # emptied, then the new entry
    assert answer(values[0]) == "answer 5"             # forgotten: worked out again
    assert answer.cap == 3 and answer.__name__ == "answer"


def test_no_module_writes_out_its_own_memo_keyed_by_id():
    """A module-level table looked up by id() is a kept_by_id function, not written out again."""
    written_out = re.compile(r"\b_?[A-Z][A-Z0-9_]*\.get\(id\(")
    found = [f"{path.relative_to(ROOT)}:{n}" for folder in ("runtime", "compiler")
             for path in sorted((ROOT / folder).rglob("*.py"))
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if written_out.search(line)]
    assert not found, found
