"""The bending keyword actions (Avatar: The Last Airbender): airbend (CR 701.65) and earthbend
(CR 701.66). Casting an airbent card for {2} is the "airbend" way to cast (engine/actions.py with
mechanics/casting.py's alternative cost and later_casting.py's check)."""
from __future__ import annotations

from dataclasses import dataclass

from ..characteristics import CardType, Zone
from ..effects import Airbend, Animate, Duration, Earthbend, PutCounters, ReturnToBattlefield
from ..engine.evaluation import objects
from ..engine.registry import register_instructions
from ..engine.vm import run
from ..filters import EventObjectRef


@dataclass(frozen=True)
class DiesOrIsExiled:
    """The event of earthbend's delayed trigger "When that land dies or is put into exile"
    (CR 701.66a): that object leaves the battlefield for a graveyard or exile, in any turn."""

    object_id: int

    def engine_match(self, game, event, controller: int, source_id: int) -> bool:
        return (event.kind == "leaves" and event.object_id == self.object_id
                and event.data.get("to") in (Zone.GRAVEYARD, Zone.EXILE))


# "return it to the battlefield tapped under your control": the card the land became in the
# graveyard or exile is the delayed trigger's event object (CR 400.7, 603.7c)
_RETURN = (ReturnToBattlefield(EventObjectRef(), under_owner_control=False, tapped=True),)


def _earthbend(game, ctx, e: Earthbend) -> None:
    """CR 701.66a: the land becomes a 0/0 land creature with haste in addition to its other types
    (layers 4, 6 and 7b, no duration), gets N +1/+1 counters, and a delayed trigger returns it
    when it dies or is exiled (CR 603.7). An illegal target means earthbend does nothing."""
    from ..engine.triggers import add_delayed
    lands = objects(game, ctx, e.objects)
    if not lands:
        return
    run(game, ctx, (Animate(e.objects, 0, 0, (CardType.CREATURE,), keywords=("haste",), keep_types=True,
                            duration=Duration.PERMANENT),
                    PutCounters(e.objects, "+1/+1", e.amount)))
    src = game.state.live(ctx.source_id) or ctx.source_lki or game.state.objects[ctx.source_id]
    for oid in lands:
        add_delayed(game, DiesOrIsExiled(oid), _RETURN, ctx.controller, ctx.source_id, src, ctx.x,
                    f"earthbend's delayed trigger (when {game.state.objects[oid].name} dies or is exiled)")


def _airbend(game, ctx, e: Airbend) -> None:
    """CR 701.65a: each object is exiled; the card it becomes in exile is airbent (CR 400.7: the
    permission lasts while that object remains exiled), so its owner may cast it for {2}."""
    from ..engine.zones import move
    for oid in objects(game, ctx, e.objects):
        new = move(game, oid, Zone.EXILE)
        if new is not None and new.zone is Zone.EXILE:
            new.airbent = True
            game.record("airbend", f"{new.name} is airbent: its owner may cast it for {{2}}", object_id=new.id)


register_instructions({Earthbend: _earthbend, Airbend: _airbend})
