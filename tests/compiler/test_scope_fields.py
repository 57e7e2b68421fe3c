"""A lowering Scope stores the fields it is given and reads the others' defaults (scope.py):
each Scope has its own targets, and what one ability's text sets is never another's."""
import pytest

from cardtext.compiler.lowering.scope import Scope


def test_a_scope_reads_the_defaults_of_the_fields_it_is_not_given():
    scope = Scope(event_kind="dies", spell=True)
    assert (scope.event_kind, scope.spell, scope.counter, scope.last_label, scope.event_subject) == \
        ("dies", True, 0, "", None)
    assert scope == Scope(spell=True, event_kind="dies") and scope != Scope(event_kind="dies")


def test_what_one_scope_sets_is_not_another_scopes():
    first, second = Scope(), Scope()
    assert first.label("exile") == "exile1" and first.counter == 1
    first.targets.append("a target")
    assert (second.counter, second.last_label, second.targets) == (0, "", [])
    assert Scope().targets == [] and first.targets is not second.targets


def test_a_name_that_is_no_field_is_refused():
    with pytest.raises(TypeError, match="'spel'"):
        Scope(spel=True)
