"""The delayed triggers an exercised ability created, made to fire (CR 603.7).

"At the beginning of your next upkeep, pay {2}{U}{U}. If you don't, you lose the game": what the
ability does happens later, when the delayed trigger's event happens (CR 603.7a). Judging only
that a delayed trigger exists says nothing of its instructions, so after the ability resolves
the exercise game goes on, every player passing (CR 117.3d, 500.2), until each delayed trigger
it created has triggered (the next upkeep, end step, end of combat, cleanup: CR 603.7c fires
it once), and its ability resolves; its instructions are then judged like any other
(verification.py). A delayed trigger waiting for an object to die or leave the battlefield ("when
that creature dies this turn", earthbend's "when that land dies or is exiled", "when ~ leaves
the battlefield") is made to fire first, that object put into its owner's graveyard from the
battlefield (CR 700.4: it dies), before the turn the trigger was made in ends; one waiting for
its controller's next spell of a kind this turn, by a spell of that kind cast. One whose event
neither happened so nor came within two turns is reported: its instructions did not run, so
they are not verified.

A delayed trigger with a stated duration ("whenever a creature blocks this turn", epic's "for
the rest of the game") is not waited for: it triggers on events of the game, not once at a time.

A payment inside it ("pay {2}{U}{U}. If you don't, you lose the game") is made by a payer able
to pay: once the trigger has fired, and before it resolves, its controller's mana pool is
filled as the exercise fills it for every cost (the engine pays from the pool, CR 601.2h; the
pool emptied as the steps ended, CR 500.4). The branch observed is then the paid one; "if you
don't" is not made to happen as well, as one game plays one branch (CR 118.12: the payment is
the instruction judged, the loss its alternative), which is enough.
"""
from __future__ import annotations

from ...runtime.effects import PayCost
from ...runtime.game import Game
from ..dataclass_fields import any_part
from .exercise_surroundings import _colored_mana_for, _top_up

TURNS = 2
"""How many turns the game goes on waiting: "your next upkeep" is two turns away at most."""

PASSES = 400
"""A bound on the priority passes made while waiting (each step ends once everyone passes)."""


def waiting_delayed(game: Game) -> frozenset[int]:
    """The delayed triggers waiting to fire once (not those with a stated duration, CR 603.7b)."""
    return frozenset(d.id for d in game.state.delayed if not d.lasting)


def fire_delayed(game: Game, made: frozenset[int]) -> list[str]:
    """Pass priority until each delayed trigger in `made` has fired and resolved; the
    descriptions of those that never fired (their instructions never ran)."""
    state = game.state
    turn = state.turn

    def waiting() -> list:
        return [d for d in game.state.delayed if d.id in made]
    triggers = waiting()
    for d in triggers:
        _make_leave(game, d)
    passes = 0
    while waiting() and not game.state.over and game.state.turn <= turn + TURNS and passes < PASSES:
        game.pass_priority()
        passes += 1
    unfired = waiting()
    if not game.state.over:
        for d in triggers:
            if d not in unfired:
                _able_to_pay(game, d)
        game.resolve_stack(max_passes=PASSES)
    return [d.description or "a delayed trigger" for d in unfired]


LEAVING = ("DiesThisTurn", "DiesOrIsExiled")
"""The delayed triggers' own events about one object (its `object_id`) dying or leaving."""


def _make_leave(game: Game, trigger) -> None:
    """The object a dying or leaving event names put into a graveyard from the battlefield; for
    "when you next cast a <kind> spell this turn", a spell of that kind cast (as the exercise
    casts one for a triggered ability's "whenever you cast", exercise_events.py)."""
    from ...runtime.characteristics import Zone
    from ...runtime.engine.zones import move
    from ...runtime.events import Dies, LeavesBattlefield, SpellCast
    from ...runtime.filters import SelfRef
    event = trigger.event
    if isinstance(event, SpellCast) and not getattr(event, "self_only", False) and game.state.turn == trigger.created_turn:
        # "when you next cast an instant or sorcery spell this turn": a fitting spell cast
        from .exercise_events import _perform
        source = game.state.objects[trigger.source_id]
        _perform(game, event, trigger.source_id, source.definition)
        return
    if type(event).__name__ in LEAVING:
        oid = event.object_id
    elif isinstance(event, (Dies, LeavesBattlefield)) and isinstance(event.subject, SelfRef):
        oid = trigger.source_id
    else:
        return
    o = game.state.live(oid)
    if o is not None and o.zone is Zone.BATTLEFIELD:
        move(game, oid, Zone.GRAVEYARD)


def _able_to_pay(game: Game, trigger) -> None:
    """Its controller's pool filled for the payments its instructions make (CR 118.12)."""
    costs: list = []
    any_part(trigger.effects, lambda n: costs.append(n.cost) if isinstance(n, PayCost) else None)
    if costs:
        _top_up(game, trigger.controller)
        _colored_mana_for(game, costs, trigger.controller)
