"""Blitz (CR 702.152): a way to cast a creature for another cost, and what the permanent has
once its blitz cost was paid.

CR 702.152a: "Blitz [cost]" means "You may cast this spell by paying [cost] rather than its mana
cost," "If this spell's blitz cost was paid, sacrifice the permanent this spell becomes at the
beginning of the next end step," and "As long as this permanent's blitz cost was paid, it has
haste and 'When this creature dies, draw a card.'" The cast itself is `cast(..., alt="blitz")`
(its cost: casting.alternative_cost, CR 118.9); this module gives the permanent the rest as it
enters (entering_keywords.after_entering).
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..abilities import KeywordAbility, TriggeredAbility
from ..characteristics import Step
from ..effects import Draw, SacrificeObjects
from ..events import BeginningOfStep, Dies, Whose
from ..filters import Fixed, SelfRef

if TYPE_CHECKING:
    from ..engine.objects import GameObject

# CR 702.152a: "When this creature dies, draw a card." (CR 700.4: dies is put into a graveyard
# from the battlefield), a triggered ability of the blitzed permanent, named for the keyword
BLITZ_DRAW = TriggeredAbility(Dies(SelfRef()), (Draw(Fixed(1)),), keyword="blitz")


def blitz_entered(game, o: GameObject) -> None:
    """The permanent whose blitz cost was paid has haste and the dies trigger as long as it is
    this object (a new object in another zone has neither, CR 400.7), and a delayed trigger
    sacrifices it at the beginning of the next end step (CR 603.7)."""
    from ..engine.state import _clone_object
    from ..engine.triggers import add_delayed
    if o.unchanged_definition is None:
        o.unchanged_definition = o.own_definition or o.definition
    o.definition = replace(o.definition, abilities=o.definition.abilities
                           + (KeywordAbility("haste"), BLITZ_DRAW))
    game.record("characteristics", f"{o.name} was blitzed: it has haste and "
                "'When this creature dies, draw a card.'", object_id=o.id)
    add_delayed(game, BeginningOfStep(Step.END, Whose.NEXT), (SacrificeObjects(SelfRef()),),
                o.controller, o.id, _clone_object(o), 0, f"{o.name}'s blitz sacrifice")
