"""Engine handlers for the amounts/damage family: divided damage, "exile it instead" after
damage (registered in the VM's instruction table)."""
from __future__ import annotations

from ..characteristics import Zone
from ..effects import DealDividedDamage, DistributeCounters, ExileIfDiesThisTurn
from ..filters import TargetRef
from ..engine.registry import HOOKS, register_instructions


def _deal_divided_damage(game, ctx, e: DealDividedDamage):
    """CR 601.2d, 608.2b: each still-legal target is dealt the share announced for it; the
    share of a target that became illegal isn't dealt to anyone (no redivision)."""
    from ..engine.combat import damage_object, damage_player
    from ..engine.evaluation import _lki
    if not isinstance(e.objects, TargetRef):
        raise TypeError("divided damage needs a target reference")
    sources = _lki(game, ctx, e.source)
    source = sources[0] if sources else None
    group = ctx.targets[e.objects.index] if e.objects.index < len(ctx.targets) else []
    for t in group:
        if t.share <= 0:
            continue
        if t.player is not None:
            if t.player in game.state.apnap():
                damage_player(game, source, t.player, t.share)
            continue
        o = game.state.live(t.object_id)
        if o is not None and o.zone is Zone.BATTLEFIELD:
            damage_object(game, source, o, t.share)


def _exile_if_dies(game, ctx, e: ExileIfDiesThisTurn):
    """CR 614.1a: "if a creature dealt damage this way would die this turn, exile it instead":
    the creatures among `objects` the source has dealt damage to (CR 700.4 damaged_by); with no
    source, "if that creature would die this turn": each creature among `objects`."""
    from ..engine.query import is_creature
    from ..engine.evaluation import _lki, objects
    source_ids = {s.id for s in _lki(game, ctx, e.source)} if e.source is not None else None
    for oid in objects(game, ctx, e.objects):
        o = game.state.objects[oid]
        if o.zone is not Zone.BATTLEFIELD or not (e.permanents or is_creature(o, game.state)):
            continue
        if source_ids is None or source_ids & set(o.damaged_by):
            o.exile_if_dies = True


@HOOKS.note_damage_dealt.register
def note_damage_dealt(game, source, player: int | None) -> None:
    """Remember on the (live) source that it dealt damage this turn, and to which player:
    "destroy target creature that dealt damage to you this turn"."""
    if source is None:
        return
    # a source gone from its zone (a planeswalker whose loyalty cost left it with none, CR
    # 704.5i) dealt the damage as its last known information: the record goes there, where the
    # rest of the resolution reads it ("each player dealt damage this way", CR 608.2h)
    live = game.state.live(source.id) or source
    live.dealt_damage = True
    if player is not None and player not in live.dealt_damage_to:
        live.dealt_damage_to.append(player)


def _distribute_counters(game, ctx, e: DistributeCounters):
    """CR 601.2d, 608.2b: each still-legal target gets the counters announced for it."""
    from ..engine.zones import put_counters
    if not isinstance(e.objects, TargetRef):
        raise TypeError("distributed counters need a target reference")
    group = ctx.targets[e.objects.index] if e.objects.index < len(ctx.targets) else []
    for t in group:
        o = game.state.live(t.object_id) if t.object_id is not None else None
        if t.share > 0 and o is not None and o.zone is Zone.BATTLEFIELD:
            put_counters(game, o, e.counter, t.share)


HANDLERS = {DealDividedDamage: _deal_divided_damage, DistributeCounters: _distribute_counters, ExileIfDiesThisTurn: _exile_if_dies}


register_instructions(HANDLERS)
