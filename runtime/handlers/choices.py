"""Instructions that choose and branch as an ability resolves (CR 608.2): choices, "you may",
"unless", "if", modes, costs paid on resolution, delayed triggers (registered in the VM's table)."""
from __future__ import annotations

from dataclasses import dataclass


from ..effects import (Blight, WhenDiesThisTurn, Choose, ChooseModes, CollectEvidenceAction, Conditional, CreateDelayedTrigger, Forage, IfDone, MayPlay, Optional,
                       PayCost, ReflexiveTrigger, Unless)
from ..engine.decider import ChoiceKind
from ..engine.evaluation import amount, condition_holds, objects, players
from ..engine.query import candidates
from ..engine.registry import register_instructions
from ..engine.vm import CostNotPaid, run, run_as_that_player
from ..filters import PlayerRef
from ..characteristics import Zone


def _choose(game, ctx, e: Choose):
    """Chosen on resolution, not targeted (ruling S10)."""
    if e.chooser is not PlayerRef.YOU:
        _players_choose(game, ctx, e)
        return
    pool = candidates(game.state, e.filter, ctx.controller, ctx.source_id)
    if e.among:         # "from among them": the objects that step acted on, where they are now
        among = {ctx.moved.get(i, i) for i in ctx.affected.get(e.among, [])}
        pool = [i for i in pool if i in among]
    lo = min(e.minimum, len(pool))
    ctx.chosen[e.label] = game.ask_objects(ChoiceKind.CHOOSE, ctx.controller,
                                           f"choose {e.label}", pool, lo, min(e.maximum, len(pool)))
    names = ", ".join(game.state.objects[i].name for i in ctx.chosen[e.label]) or "nothing"
    game.record("choose", f"{game.pname(ctx.controller)} chooses {names}")


def _players_choose(game, ctx, e: Choose):
    """"Each player chooses a creature he or she controls" (CR 608.2d): each player the chooser
    names, in APNAP order (CR 101.4), picks from the objects matching the filter seen from their
    side; all the picks are the chosen objects."""
    picked: list[int] = []
    for p in sorted(players(game, ctx, e.chooser), key=game.state.apnap().index):
        pool = candidates(game.state, e.filter, p, ctx.source_id)
        lo = min(e.minimum, len(pool))
        mine = game.ask_objects(ChoiceKind.CHOOSE, p, f"choose {e.label}", pool, lo, min(e.maximum, len(pool)))
        picked += mine
        names = ", ".join(game.state.objects[i].name for i in mine) or "nothing"
        game.record("choose", f"{game.pname(p)} chooses {names}")
    ctx.chosen[e.label] = picked


def _may_play(game, ctx, e: MayPlay):
    """"You may play that card [until ...]": the ability's controller may (CR 611.2a)."""
    for oid in objects(game, ctx, e.objects):
        if getattr(e, "while_exiled", False) and game.state.objects[oid].zone is not Zone.EXILE:
            continue                # CR 611.2b: the duration never began
        game.state.grant_play(oid, ctx.controller, e.duration)


def _optional(game, ctx, e: Optional):
    """"You may <effects>. If you do, <if_done>." (CR 608.2c): `if_done` happens only when the
    player chose to and the optional part was done (a cost it asks for was paid, CR 118.12);
    "If you don't, <if_not_done>" when it wasn't."""
    if isinstance(e.player, PlayerRef) and e.player.each_of_a_group:
        return _each_may(game, ctx, e)
    chooser = players(game, ctx, getattr(e, "player", PlayerRef.YOU))
    if len(chooser) != 1:
        return
    done = game.ask_bool(ChoiceKind.MAY, chooser[0], "do the optional effect?") and run(game, ctx, e.effects)
    then = e.if_done if done else e.if_not_done
    if then and not game.state.over:
        run(game, ctx, then)


def _each_may(game, ctx, e: Optional) -> None:
    """"Each opponent may search their library ...": each player of the group decides in APNAP
    order (CR 608.2d, 101.4), and the effects act for each who chose to, "that player" naming
    each in turn (the lowering binds the effects' player to it)."""
    for p in players(game, ctx, e.player):
        if game.state.over:
            return
        if not game.ask_bool(ChoiceKind.MAY, p, "do the optional effect?"):
            continue
        then = e.if_done if run_as_that_player(game, ctx, p, e.effects, "optional") else e.if_not_done
        if then and not game.state.over:
            run_as_that_player(game, ctx, p, then, "optional")


def _if_done(game, ctx, e: IfDone):
    """"Sacrifice ~. If you do, ..." (CR 608.2c): the instruction is followed as far as it can
    be; `if_done` happens only if it acted on something (a sacrifice of a permanent already
    gone, or a removal of counters that aren't there, did nothing)."""
    ctx.done = 0
    if run(game, ctx, e.effects) and ctx.done and not game.state.over:
        run(game, ctx, e.if_done)


def _unless(game, ctx, e: Unless):
    """Do the effects unless the player pays (CR 118.12); a cost they can't pay isn't paid."""
    if e.each_separately:
        return _each_unless(game, ctx, e)
    for p in players(game, ctx, e.player):
        if _pays(game, ctx, e, p):
            return
    run(game, ctx, e.effects)


def _each_unless(game, ctx, e: Unless) -> None:
    """Each player of the group decides in APNAP order (CR 608.2d, 101.4); then the effects act
    on each who didn't pay, "that player" naming each in turn."""
    refused = [p for p in players(game, ctx, e.player) if not _pays(game, ctx, e, p)]
    for p in refused:
        if game.state.over:
            return
        run_as_that_player(game, ctx, p, e.effects, "unless")


def _pays(game, ctx, e: Unless, p: int) -> bool:
    """Player `p` chooses whether to pay and pays if they can (CR 118.12); True if paid."""
    from ..engine.payment import Payer
    cost = e.cost
    if e.per is not None:                 # "{1} for each ...": that many times (CR 118)
        from ..costs import ManaCost
        cost = ManaCost(tuple(cost.symbols) * amount(game, ctx, e.per, p))
    if game.ask_bool(ChoiceKind.UNLESS, p, "pay the cost to prevent the effect?"):
        source = game.state.objects[ctx.source_id]

        def pay(cost=cost) -> None:
            Payer(game, p, source, _x_of(game, ctx, e)).pay_all((cost,))
        refusal = game.dry_run(pay)
        if refusal is None:
            pay()
            game.record("pay", f"{game.pname(p)} pays to prevent the effect")
            return True
        game.record("pay", f"{game.pname(p)} can't pay: {refusal}")
    return False


def _x_of(game, ctx, e: Unless | PayCost) -> int:
    """X in a cost paid while resolving (CR 107.3): what "where X is ..." defines, evaluated
    now (CR 608.2h), else the X of the resolving spell or ability."""
    return ctx.x if e.x is None else amount(game, ctx, e.x)


def _conditional(game, ctx, e: Conditional):
    if condition_holds(game, ctx, e.condition):
        run(game, ctx, e.effects)
    else:
        run(game, ctx, e.otherwise)


def _delayed(game, ctx, e: CreateDelayedTrigger):
    """The delayed trigger remembers its source id and LKI; it doesn't need the source (S8). The
    LKI is the source as it is now when it still exists: what it has exiled so far counts
    (CR 607.2a, "return the exiled cards at the beginning of the next end step")."""
    from ..engine.triggers import add_delayed
    from .triggers import bind_event_object
    src = game.state.objects[ctx.source_id]
    # "whenever ... this turn": its words name its own event's object, not the creating one's
    effects, affected = bind_event_object(e.effects, ctx, event_object=not e.this_turn, targets=True)
    description = f"{src.name}'s trigger this turn" if e.this_turn else f"{src.name}'s delayed trigger"
    lki = game.state.live(ctx.source_id) or ctx.source_lki or src
    if e.about is None:
        add_delayed(game, e.event, effects, ctx.controller, ctx.source_id, lki, ctx.x, description,
                    affected, this_turn=e.this_turn)
        return
    for oid in objects(game, ctx, e.about):       # one for each object it is about (CR 603.7a)
        add_delayed(game, EventOf(oid, e.event), effects, ctx.controller, ctx.source_id, lki, ctx.x,
                    f"{description} (about {game.state.objects[oid].name})", affected,
                    this_turn=e.this_turn)


@dataclass(frozen=True)
class EventOf:
    """The event of "whenever target creature deals damage this turn": `event` (whose subject is
    any object), happening to the one object `object_id` (CR 603.7a)."""

    object_id: int
    event: object

    def engine_match(self, game, event, controller: int, source_id: int) -> bool:
        from ..engine.triggers import event_matches
        return event.object_id == self.object_id and event_matches(game, self.event, event, controller, source_id)


@dataclass(frozen=True)
class DiesThisTurn:
    """The event of "when <it> dies this turn" (CR 603.7a, 700.4): that object is put into a
    graveyard from the battlefield during the turn the delayed trigger was created in."""

    object_id: int
    turn: int
    into_your_graveyard: bool = False     # "is put into your graveyard": a card you own (CR 400.3)

    def engine_match(self, game, event, controller: int, source_id: int) -> bool:
        if self.into_your_graveyard and game.state.objects[self.object_id].owner != controller:
            return False
        return event.kind == "dies" and event.object_id == self.object_id and game.state.turn == self.turn


def _when_dies_this_turn(game, ctx, e: WhenDiesThisTurn):
    """One delayed trigger for each object it names (CR 603.7a); it remembers its source (S8).
    Its words name the card that died, its own event's object ("return that card ...")."""
    from ..engine.triggers import add_delayed
    src = game.state.objects[ctx.source_id]
    for oid in objects(game, ctx, e.objects):
        add_delayed(game, DiesThisTurn(oid, game.state.turn, e.into_your_graveyard), e.effects, ctx.controller, ctx.source_id,
                    game.state.live(ctx.source_id) or ctx.source_lki or src, ctx.x,
                    f"{src.name}'s delayed trigger (when {game.state.objects[oid].name} dies this turn)",
                    dict(ctx.affected))


def _reflexive(game, ctx, e: ReflexiveTrigger):
    """CR 603.12: the reflexive trigger waits with the other triggered abilities; it is put on the
    stack (its targets chosen) the next time a player would receive priority (CR 603.3)."""
    from ..engine.objects import PendingTrigger
    from .triggers import bind_event_object
    src = game.state.live(ctx.source_id) or ctx.source_lki or game.state.objects[ctx.source_id]
    effects, affected = bind_event_object(e.effects, ctx)
    game.state.pending.append(PendingTrigger(ctx.controller, ctx.source_id, src, effects, e.targets,
                                             ctx.event, f"{src.name}'s reflexive trigger", x=ctx.x,
                                             affected=affected))
    game.record("trigger", f"{src.name}'s reflexive trigger triggers (when you do)", source_id=src.id)


def _choose_modes(game, ctx, e):
    """CR 700.2: run the chosen modes in printed order; TargetRef(i) in a mode is its own target i."""
    from dataclasses import replace as _replace
    chosen = ctx.modes
    if chosen is None:       # not chosen as it was put on the stack (delayed/mana ability): now
        modes = game.choose_modes((e,), ctx.controller, ctx.source_id, "the modal ability") or ()
        chosen = []
        for i in modes:
            targets = game.choose_targets(e.modes[i].targets, ctx.controller, ctx.source_id,
                                          f"mode {i + 1}") or []
            chosen.append((i, targets))
    for i, targets in sorted(chosen, key=lambda m: m[0]):
        mode = e.modes[i]
        if mode.targets and targets and not any(targets):
            game.record("mode", f"mode {i + 1} does nothing: its targets are illegal (CR 608.2b)")
            continue
        sub = _replace(ctx, targets=list(targets), modes=None)
        run(game, sub, mode.effects)
        ctx.last = sub.last
        ctx.affected.update(sub.affected)
        ctx.chosen.update(sub.chosen)


def _pay_cost(game, ctx, e: PayCost):
    """A cost paid as an effect (CR 118.12); if it can't be paid, the rest is skipped. The
    payer is the controller unless the text names another player ("that player may pay {3}")."""
    from ..engine.payment import Payer
    source = game.state.objects[ctx.source_id]
    named = players(game, ctx, e.payer)
    if len(named) != 1:
        game.record("pay", "no one player to pay the cost")
        raise CostNotPaid("no one player to pay")
    payer = named[0]
    if _x_chosen_as_it_resolves(ctx, e):
        cap = len(game.state.players[payer].pool) + 1
        ctx.x = game.ask_one(ChoiceKind.X, payer, "choose X", [(n, str(n)) for n in range(cap + 20)])

    def pay() -> None:
        Payer(game, payer, source, _x_of(game, ctx, e)).pay_all((e.cost,))
    refusal = game.dry_run(pay)
    if refusal is not None:
        game.record("pay", f"{game.pname(payer)} can't pay: {refusal}")
        raise CostNotPaid(refusal)
    pay()
    game.record("pay", f"{game.pname(payer)} pays the cost")


def _x_chosen_as_it_resolves(ctx, e: PayCost) -> bool:
    """"Whenever a creature you control dies, you may pay {X}. If you do, you gain X life": X is
    in the ability's text, not in a cost of its own, so its controller chooses it as the ability
    resolves (CR 107.3f); a spell's or activated ability's X was announced (CR 107.3a)."""
    from ..abilities import TriggeredAbility
    return e.x is None and ctx.x == 0 and isinstance(ctx.ability, TriggeredAbility) \
        and bool(getattr(e.cost, "has_x", False))


def _forage(game, ctx, e: Forage):
    """CR 701.61a: forage, the way a cost is paid as an effect (CR 118.12): one that can't be
    carried out skips the rest of its sequence ("If you do, ...")."""
    from ..costs import ForageCost
    _pay_cost(game, ctx, PayCost(ForageCost()))


def _blight(game, ctx, e: Blight):
    """CR 701.68, carried out the way a cost is paid as an effect (CR 118.12)."""
    from ..costs import BlightCost
    _pay_cost(game, ctx, PayCost(BlightCost(e.amount)))


def _collect_evidence(game, ctx, e: CollectEvidenceAction):
    """CR 701.59a, carried out the way a cost is paid as an effect (CR 118.12)."""
    from ..costs import CollectEvidence
    _pay_cost(game, ctx, PayCost(CollectEvidence(e.amount)))


register_instructions({
    Choose: _choose,
    MayPlay: _may_play,
    Optional: _optional,
    IfDone: _if_done,
    Unless: _unless,
    Conditional: _conditional,
    CreateDelayedTrigger: _delayed,
    WhenDiesThisTurn: _when_dies_this_turn,
    ReflexiveTrigger: _reflexive,
    ChooseModes: _choose_modes,
    PayCost: _pay_cost,
    Forage: _forage,
    Blight: _blight,
    CollectEvidenceAction: _collect_evidence,
})
