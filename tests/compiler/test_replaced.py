"""`dataclass_fields.replaced`: dataclasses.replace made directly, for the frozen dataclasses
whose copy it can build from the instance's __dict__ (the lowering's "where X is ..." rewrite,
CR 107.3, and the card's definition given its abilities, CR 113.1); any other value goes to
dataclasses.replace, whose answer (or error) it must give in every case."""
from __future__ import annotations

import dataclasses
from dataclasses import InitVar, dataclass, field

import pytest

from cardtext.compiler.dataclass_fields import _replaceable, replaced
from cardtext.runtime import abilities as R
from cardtext.runtime.filters import ObjectFilter


@dataclass(frozen=True)
class Plain:
    value: int
    name: str = ""
    items: tuple = ()


@dataclass(frozen=True)
class Checked:
    amount: int

    def __post_init__(self):
        if self.amount < 0:
            raise ValueError("negative")


@dataclass(frozen=True)
class Derived:
    amount: int
    twice: int = field(init=False, default=0)

    def __post_init__(self):
        object.__setattr__(self, "twice", self.amount * 2)


@dataclass(frozen=True)
class WithInitVar:
    amount: int
    scale: InitVar[int] = 1


@dataclass
class Mutable:
    amount: int


def test_a_plain_frozen_dataclass_is_copied_directly_and_equals_replace():
    old = Plain(1, "a", (2,))
    new = replaced(old, name="b")
    assert new == dataclasses.replace(old, name="b") == Plain(1, "b", (2,))
    assert new is not old and old == Plain(1, "a", (2,))       # the old one is unchanged
    assert list(vars(new)) == ["value", "name", "items"]       # fields in declaration order
    assert _replaceable(Plain) == {"value", "name", "items"}


def test_a_field_named_value_can_be_changed():
    assert replaced(Plain(1), value=5) == Plain(5)


def test_classes_whose_init_does_more_go_to_dataclasses_replace():
    # a __post_init__ (a check, a derived field), an init=False field, an InitVar, a class that
    # is not frozen: their copies are built by __init__, as dataclasses.replace builds them
    assert not _replaceable(Checked) and not _replaceable(Derived)
    assert not _replaceable(WithInitVar) and not _replaceable(Mutable)
    with pytest.raises(ValueError, match="negative"):
        replaced(Checked(1), amount=-1)
    assert replaced(Derived(2), amount=3).twice == 6
    assert replaced(WithInitVar(2), amount=3) == WithInitVar(3)


def test_errors_are_replaces_own():
    with pytest.raises(TypeError):
        replaced(Plain(1), colour="red")            # no such field
    with pytest.raises(TypeError):
        replaced(3, value=4)                        # no dataclass


def test_an_instance_with_more_in_its_dict_goes_to_replace():
    old = Plain(1)
    object.__setattr__(old, "extra", True)
    new = replaced(old, name="b")
    assert new == Plain(1, "b") and not hasattr(new, "extra")   # replace's copy: fields only


def test_the_compilers_own_classes_are_copied_directly():
    # the classes the compile path gives to `replaced` (an ability's definition, CR 113.1;
    # filters inside an effect rewritten for "where X is", CR 107.3)
    assert _replaceable(R.CardDefinition) and _replaceable(ObjectFilter)
    from cardtext.runtime.costs import ManaCost
    definition = R.CardDefinition(name="Bear", mana_cost=ManaCost(), types=())
    assert replaced(definition, abilities=()) == dataclasses.replace(definition, abilities=())
