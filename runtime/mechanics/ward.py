"""Ward (CR 702.21a): "Whenever this permanent becomes the target of a spell or ability an
opponent controls, counter that spell or ability unless that player pays [cost]."

The trigger is the existing becomes-the-target event (CR 115, events.BecomesTarget, emitted by
the engine as a spell or ability is put on the stack with its targets); the event remembers
which stack item did the targeting, and the engine-only instruction `CounterUnlessPaid` looks
that item up as ward resolves. The cost may be mana ("ward {2}") or any one other cost ("ward—pay
3 life", "ward—discard a card"). Each instance of ward triggers separately (CR 702.21b).
"""
from __future__ import annotations


from ..abilities import KeywordAbility, TriggeredAbility
from ..effects import CounterUnlessPaid
from ..engine.decider import ChoiceKind
from ..engine.registry import register_instructions
from ..events import BecomesTarget
from ..filters import Controller, SelfRef


def ward_triggers(k: KeywordAbility) -> tuple[TriggeredAbility, ...]:
    """The triggered ability "ward [cost]" stands for; none without a cost."""
    if k.cost is None:
        return ()
    return (TriggeredAbility(BecomesTarget(SelfRef(), by=Controller.OPPONENT), (CounterUnlessPaid(k.cost),)),)


def _counter_unless_paid(game, ctx, e: CounterUnlessPaid) -> None:
    from ..engine.payment import Payer
    state = game.state
    event = ctx.event
    item_id = event.data.get("item") if event is not None else None
    item = next((i for i in state.stack if i.id == item_id), None)
    if item is None:                  # already resolved or countered: nothing to counter (CR 608.2b)
        return
    who = item.controller
    ward = state.objects.get(ctx.source_id) or ctx.source_lki
    if game.ask_bool(ChoiceKind.UNLESS, who, f"pay ward for {ward.name}?"):
        def pay() -> None:
            Payer(game, who, ward, 0).pay_all((e.cost,))
        refusal = game.dry_run(pay)
        if refusal is None:
            pay()
            game.record("pay", f"{game.pname(who)} pays ward for {ward.name}")
            return
        game.record("pay", f"{game.pname(who)} can't pay ward: {refusal}")
    _counter(game, item)


def _counter(game, item) -> None:
    """CR 701.5a: a countered spell goes to its owner's graveyard; a countered ability is
    removed from the stack."""
    if item.kind == "spell":
        from ..handlers.zone_moves import counter_spell
        counter_spell(game, item.source_id)
        return
    from ..engine.stack_abilities import counter_ability
    counter_ability(game, item)


register_instructions({CounterUnlessPaid: _counter_unless_paid})
