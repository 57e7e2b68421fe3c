"""objects.new_object makes the GameObject the dataclass's __init__ makes (CR 400.7: a new
object on every zone change), field for field and in the same order, each mutable field a new
container, with the same settings counted (objects.DEFINITIONS_SET, WHERE_SET)."""
from __future__ import annotations

import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.engine import objects
from cardtext.runtime.engine.objects import GameObject, new_object

BEAR = compile_card(CardSource("Grizzly Bears", "", "{1}{G}", "Creature — Bear", power="2", toughness="2")).definition


def _made(make, **given):
    counts = objects.DEFINITIONS_SET[0], objects.WHERE_SET[0]
    o = make(**given)
    return o, (objects.DEFINITIONS_SET[0] - counts[0], objects.WHERE_SET[0] - counts[1])


@pytest.mark.parametrize("given", [
    dict(id=7, definition=BEAR, owner=1, controller=0, zone=Zone.HAND),
    dict(id=8, definition=BEAR, owner=0, controller=0, zone=Zone.BATTLEFIELD, is_token=True, tapped=True,
         x_value=3, rider_keywords=["haste"], cast_with="dash", mana_spent=("G",)),
])
def test_the_same_object_as_init_makes(given):
    slow, slow_counts = _made(GameObject, **given)
    fast, fast_counts = _made(new_object, **given)
    assert list(vars(fast).items()) == list(vars(slow).items())     # the same fields, the same order
    assert fast == slow and type(fast) is GameObject
    assert fast_counts == slow_counts == (1, 3)     # definition; owner, zone and gone (board.py, invariants)


def test_each_object_has_its_own_containers():
    a = new_object(id=1, definition=BEAR, owner=0, controller=0, zone=Zone.BATTLEFIELD)
    b = new_object(id=2, definition=BEAR, owner=0, controller=0, zone=Zone.BATTLEFIELD)
    a.counters["+1/+1"] = 1
    a.damaged_by.append(5)
    a.modifications.append(objects.TimedModification(power=1))
    assert b.counters == {} and b.damaged_by == [] and b.modifications == []
    for name, value in vars(a).items():
        if isinstance(value, (list, dict, set)):
            assert value is not getattr(b, name), name


def test_refused_as_init_refuses_it():
    with pytest.raises(TypeError) as slow:
        GameObject(id=1, definition=BEAR, owner=0, controller=0, zone=Zone.HAND, colour="red")
    with pytest.raises(TypeError) as fast:
        new_object(id=1, definition=BEAR, owner=0, controller=0, zone=Zone.HAND, colour="red")
    assert str(fast.value) == str(slow.value)
    with pytest.raises(TypeError):
        new_object(id=1, definition=BEAR, owner=0, zone=Zone.HAND)      # no controller
