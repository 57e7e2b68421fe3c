"""The VM: runs an effect program, instruction by instruction, over the game state (CR 608)."""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from ..abilities import CardDefinition, KeywordAbility
from ..characteristics import Zone
from .decider import ChoiceKind
from ..effects import (AddMana, BecomeSaddled, Choose, Conditional, CounterSpell, CreateDelayedTrigger,
                      CreateToken, Regenerate, SearchLibrary, SkipNextUntap,
                      CreateTokenCopy, DealDamage, Destroy, DiscardCards, DoubleCounters, Draw,
                      Duration, Exile, ExileTopOfLibrary, GainKeyword, GainLife, LoseLife, MayPlay,
                      ModifyPowerToughness, Optional, PutCounters, RemoveCounters, ReturnToBattlefield,
                      ReturnToHand, SacrificeObjects, Scry, TapObjects, TokenSpec, Unless, UntapObjects)
from ..errors import LoopLimit
from ..filters import ControlledBy, ControllerOf
from ..filters import (AffectedRef, ChosenRef, CounterCount, CountersOn, CountOf, EachRef,
                      EventObjectRef, Fixed, PlayerRef, PowerOf, SelfRef, Sum, TargetRef, UnionRef,
                      XValue, YouControl)
from .query import _COMPARE
from .objects import GameObject, ManaUnit, Target, TimedModification
from .query import candidates, has_keyword, is_creature, power

if TYPE_CHECKING:
    from .game import Game


@dataclass
class Context:
    """Everything one resolution needs (CR 608.2): who, from what, at what, with which X."""

    controller: int
    source_id: int
    source_lki: GameObject | None = None
    targets: list[list[Target]] = field(default_factory=list)
    x: int = 0
    event: Any = None
    chosen: dict[str, list[int]] = field(default_factory=dict)
    affected: dict[str, list[int]] = field(default_factory=dict)
    tapped_for_mana: bool = False       # running a mana ability with {T} (ruling M4)
    produced: list[ManaUnit] = field(default_factory=list)
    last: list[int] = field(default_factory=list)   # objects the previous step acted on
    # CR 700.2: chosen modes of a modal ability with each mode's own targets
    modes: list[tuple[int, list[list[Target]]]] | None = None
    paid: dict[str, list[int]] = field(default_factory=dict)   # PaidRef: objects paid as costs
    life_lost: int = 0                  # life lost by the last LoseLife step ("the life lost this way")
    # CR 400.7c: a target this resolution moved to a public zone is found there by later steps
    moved: dict[int, int] = field(default_factory=dict)


# ------------------------------------------------------------------ evaluation
def objects(game: Game, ctx: Context, ref) -> list[int]:
    """Live object ids a reference denotes now (deduplicated, in order)."""
    state = game.state
    if ref is None:
        return []
    if isinstance(ref, SelfRef):
        ids = [ctx.source_id]
    elif isinstance(ref, TargetRef):
        group = ctx.targets[ref.index] if ref.index < len(ctx.targets) else []
        ids = [ctx.moved.get(t.object_id, t.object_id) for t in group if t.object_id is not None]
    elif isinstance(ref, ChosenRef):
        ids = ctx.chosen.get(ref.label, [])
    elif isinstance(ref, AffectedRef):
        ids = ctx.affected.get(ref.label, [])
    elif isinstance(ref, EventObjectRef):
        ids = [ctx.event.object_id] if ctx.event is not None and ctx.event.object_id else []
    elif isinstance(ref, EachRef):
        ids = candidates(state, ref.filter, ctx.controller, ctx.source_id)
    elif isinstance(ref, UnionRef):
        ids = [i for part in ref.parts for i in objects(game, ctx, part)]
    elif type(ref).__name__ == "PaidRef":
        ids = list(ctx.paid.get(ref.action, []))
    elif type(ref).__name__ == "SameNameRef":       # "each other creature with the same name as it"
        names = {o.name for o in _lki(game, ctx, ref.of)}
        ids = [i for i in candidates(state, ref.filter, ctx.controller, ctx.source_id)
               if state.objects[i].name in names]
    elif type(ref).__name__ == "AttachedToRef":     # "all Auras attached to it" (CR 303.4)
        hosts = objects(game, ctx, ref.host)
        ids = [i for i in candidates(state, ref.filter, ctx.controller, ctx.source_id)
               if state.objects[i].attached_to in hosts]
    elif isinstance(ref, ControlledBy):
        whose = players(game, ctx, ref.player)
        ids = [i for i in candidates(state, ref.filter, ctx.controller, ctx.source_id)
               if state.objects[i].controller in whose]
    else:
        raise TypeError(f"unknown object reference {ref!r}")
    seen: list[int] = []
    for i in ids:
        if state.live(i) is None:
            i = _moved_by_event(state, ctx, i)
        if i is not None and i not in seen and state.live(i) is not None:
            seen.append(i)
    return seen


def _moved_by_event(state, ctx: Context, oid: int) -> int | None:
    """CR 400.7: an ability that triggers when an object leaves the battlefield ("dies") can
    find the new object it became in the public zone it moved to (not after a further move)."""
    event = ctx.event
    if event is None or event.kind not in ("dies", "leaves") or event.object_id != oid:
        return None
    old = state.objects.get(oid)
    new = state.objects.get(old.moved_to) if old is not None and old.moved_to is not None else None
    if new is None or new.gone or new.zone not in (Zone.GRAVEYARD, Zone.EXILE, Zone.BATTLEFIELD):
        return None
    return new.id


def _lki(game: Game, ctx: Context, ref) -> list[GameObject]:
    """Objects with last known information, for amounts (CR 608.2h)."""
    if isinstance(ref, SelfRef):
        o = game.state.live(ctx.source_id)
        return [o or ctx.source_lki or game.state.objects[ctx.source_id]]
    if isinstance(ref, EventObjectRef) and ctx.event is not None and ctx.event.object_id:
        return [game.state.objects[ctx.event.object_id]]
    if type(ref).__name__ == "PaidRef":       # last known information (CR 608.2h)
        return [game.state.objects[i] for i in ctx.paid.get(ref.action, []) if i in game.state.objects]
    if isinstance(ref, AffectedRef):          # "the exiled card": as it is now, wherever it is
        return [game.state.objects[i] for i in ctx.affected.get(ref.label, []) if i in game.state.objects]
    if isinstance(ref, TargetRef):            # a target that left: last known information
        group = ctx.targets[ref.index] if ref.index < len(ctx.targets) else []
        return [game.state.objects[t.object_id] for t in group
                if t.object_id is not None and t.object_id in game.state.objects]
    return [game.state.objects[i] for i in objects(game, ctx, ref)]


def amount(game: Game, ctx: Context, a, player: int | None = None) -> int:
    """An amount now; `player`: the player the effect is acting on, for PlayersCount."""
    if isinstance(a, Fixed):
        return a.value
    if isinstance(a, XValue):
        return ctx.x
    if type(a).__name__ == "CountersRemoved":     # chosen as the cost was paid (actions.activate)
        return ctx.x
    if type(a).__name__ == "BasicLandTypes":
        from .query import basic_land_types
        return basic_land_types(game.state, ctx.controller)
    if type(a).__name__ == "Devotion":           # CR 700.5
        from .query import devotion
        return devotion(game.state, ctx.controller, a.colors)
    if isinstance(a, CountersOn):
        return sum(o.counters.get(a.counter, 0) for o in _lki(game, ctx, a.ref))
    if isinstance(a, CountOf):
        return len(objects(game, ctx, a.ref))
    if isinstance(a, PowerOf):
        return sum(power(game.state, o) for o in _lki(game, ctx, a.ref))
    if isinstance(a, Sum):
        return amount(game, ctx, a.amount, player) + a.plus
    from ..filters import EventAmount, PlayersCount, Times
    if isinstance(a, EventAmount):            # "that much" (CR 603.7c): the trigger event's amount
        return int(ctx.event.data.get("amount", 0)) if ctx.event is not None else 0
    if isinstance(a, Times):
        return amount(game, ctx, a.amount, player) * a.factor
    from ..filters import DiedThisTurn, LifeLostThisWay
    if isinstance(a, LifeLostThisWay):        # the total the LoseLife step before made players lose
        return ctx.life_lost
    if isinstance(a, DiedThisTurn):           # CR 700.4: by last known information
        from .query import matches
        return sum(1 for o in game.state.died_this_turn
                   if matches(game.state, a.filter, o, ctx.controller, ctx.source_id, check_zone=False))
    if isinstance(a, PlayersCount):           # "... he or she controls": from that player's side
        if player is None:
            raise TypeError("PlayersCount outside an effect on players")
        return len(candidates(game.state, a.filter, player, ctx.source_id))
    from ..filters import ManaValueOf, ToughnessOf
    if isinstance(a, ToughnessOf):            # last known information if it left (CR 608.2h)
        from .query import toughness
        return sum(toughness(game.state, o) for o in _lki(game, ctx, a.ref))
    if isinstance(a, ManaValueOf):            # CR 202.3
        return sum(o.definition.mana_cost.mana_value for o in _lki(game, ctx, a.ref))
    raise TypeError(f"unknown amount {a!r}")


def players(game: Game, ctx: Context, ref: PlayerRef | ControllerOf | None) -> list[int]:
    state = game.state
    alive = state.apnap()
    if ref is None:
        return []
    if ref is PlayerRef.YOU:
        return [ctx.controller]
    if ref is PlayerRef.EACH_OPPONENT:
        return [p for p in alive if p != ctx.controller]
    if ref is PlayerRef.EACH_PLAYER:
        return alive
    if ref is PlayerRef.TARGET_PLAYER:
        return [t.player for g in ctx.targets for t in g if t.player is not None][:1]
    if ref is PlayerRef.EVENT_PLAYER:
        return [ctx.event.player] if ctx.event is not None and ctx.event.player is not None else []
    if isinstance(ref, ControllerOf):         # last known information (CR 608.2h)
        found: list[int] = []
        for o in _lki(game, ctx, ref.ref):
            if o.controller not in found and o.controller in alive:
                found.append(o.controller)
        return found
    if ref is PlayerRef.AN_OPPONENT:          # "an opponent": the controller picks one as it happens
        opponents = [p for p in alive if p != ctx.controller]
        if len(opponents) <= 1:
            return opponents
        return [game.ask_one(ChoiceKind.CHOOSE, ctx.controller, "choose an opponent",
                             [(p, game.pname(p)) for p in opponents])]
    if ref is PlayerRef.DEFENDING:            # CR 506.2, 506.3
        from .query import defending_player
        event_object = ctx.event.object_id if ctx.event is not None else None
        p = defending_player(state, event_object, ctx.source_id)
        return [p] if p is not None and p in alive else []
    subject = (ctx.last or [t.object_id for g in ctx.targets for t in g if t.object_id]
               or ([ctx.event.object_id] if ctx.event is not None and ctx.event.object_id else [])
               or [ctx.source_id])
    o = state.objects[subject[0]]
    return [o.owner if ref is PlayerRef.OWNER else o.controller]


def condition_holds(game: Game, ctx: Context, cond) -> bool:
    """Evaluate an intervening/activation condition now (CR 608.2c, 602.5b)."""
    from ..filters import ObjectIs, SharesCreatureType
    if isinstance(cond, SharesCreatureType):     # kinship (CR 205.3m, changeling 702.73a)
        from ..handlers.library import shares_creature_type
        return shares_creature_type(_lki(game, ctx, cond.ref), _lki(game, ctx, cond.other))
    if isinstance(cond, ObjectIs):            # "if it's a land card": the card as it is now
        from .query import matches
        found = _lki(game, ctx, cond.ref)
        return bool(found) and all(matches(game.state, cond.filter, o, ctx.controller, ctx.source_id,
                                           check_zone=False) for o in found)
    if isinstance(cond, YouControl):
        ids = candidates(game.state, cond.filter, ctx.controller, ctx.source_id)
        return sum(1 for i in ids if game.state.objects[i].controller == ctx.controller) >= cond.at_least
    if isinstance(cond, CounterCount):
        n = sum(o.counters.get(cond.counter, 0) for o in _lki(game, ctx, cond.ref))
        return _COMPARE[cond.compare](n, cond.value)
    from ..filters import CardsInZone, SourceState
    if isinstance(cond, SourceState):
        from .query import source_state
        src = _lki(game, ctx, SelfRef())[0]
        return source_state(game.state, src, cond.state)
    if isinstance(cond, CardsInZone):
        return len(game.state.players[ctx.controller].zone(cond.zone)) >= cond.at_least
    from ..filters import ControlNone, LifeTotal, YourTurn
    if isinstance(cond, LifeTotal):
        return _COMPARE[cond.compare](game.state.players[ctx.controller].life, cond.value)
    if isinstance(cond, YourTurn):
        return game.state.active == ctx.controller
    from ..filters import DuringSteps
    if isinstance(cond, DuringSteps):
        return game.state.step in cond.steps and (not cond.yours or game.state.active == ctx.controller)
    if isinstance(cond, ControlNone):
        ids = candidates(game.state, cond.filter, ctx.controller, ctx.source_id)
        return not any(game.state.objects[i].controller == ctx.controller for i in ids)
    from ..filters import AnyOfConditions, PlayerControls
    if isinstance(cond, AnyOfConditions):
        return any(condition_holds(game, ctx, c) for c in cond.parts)
    if type(cond).__name__ == "PlayerHas":     # "if that player has two or fewer cards in hand"
        from .game_conditions import player_has_holds
        return bool(player_has_holds(game.state, cond, players(game, ctx, cond.player)))
    if isinstance(cond, PlayerControls):      # "if that player controls a Plains"
        from .query import player_controls_holds
        return player_controls_holds(game.state, cond, players(game, ctx, cond.player), ctx.source_id)
    from ..filters import AllOfConditions, NotCondition
    if isinstance(cond, NotCondition):
        return not condition_holds(game, ctx, cond.condition)
    if isinstance(cond, AllOfConditions):
        return all(condition_holds(game, ctx, c) for c in cond.parts)
    # WasKicked, CastFromHand, ManaWasSpent, AttackedThisTurn, CreatureDiedThisTurn, YouControlAtMost,
    # CardTypesInGraveyard, TotalPower, PermanentLeftThisTurn, CitysBlessing, BeenAttackedThisStep,
    # SourceEnchanted (conditions_more.py),
    # AttachedMatches, ObjectCount (conditions_targets.py), KeywordCostPaid (mechanics_more.py):
    # judged from the source's view (query.other_condition_holds)
    from .query import other_condition_holds
    found = other_condition_holds(game.state, cond, _lki(game, ctx, SelfRef())[0], ctx.controller)
    if found is None:
        raise TypeError(f"unknown condition {cond!r}")
    return found


# ------------------------------------------------------------------ running
def run(game: Game, ctx: Context, effects: tuple) -> bool:
    """Execute effects in order; False when a cost inside them wasn't paid (CR 118.12)."""
    for effect in effects:
        if game.state.over:
            return True
        handler = _HANDLERS.get(type(effect))
        if handler is None:
            raise TypeError(f"the VM has no instruction {type(effect).__name__}")
        try:
            handler(game, ctx, effect)
        except CostNotPaid:
            return False    # "pay X. If you do, ...": the rest of this sequence doesn't happen
    return True


class CostNotPaid(Exception):
    """A PayCost step couldn't be paid (CR 118.12): the steps after it in its sequence are skipped."""


def _add_mana(game, ctx, e: AddMana):
    from .mana import produce_mana
    for p in players(game, ctx, e.player):
        produce_mana(game, ctx, e, p)


def _choose(game, ctx, e: Choose):
    """Chosen on resolution, not targeted (ruling S10)."""
    pool = candidates(game.state, e.filter, ctx.controller, ctx.source_id)
    lo = min(e.minimum, len(pool))
    ctx.chosen[e.label] = game.ask_objects(ChoiceKind.CHOOSE, ctx.controller,
                                           f"choose {e.label}", pool, lo, min(e.maximum, len(pool)))
    names = ", ".join(game.state.objects[i].name for i in ctx.chosen[e.label]) or "nothing"
    game.record("choose", f"{game.pname(ctx.controller)} chooses {names}")


def _move_all(game, ctx, ref, zone: Zone, label: str = "", from_zones=(Zone.BATTLEFIELD,), **kw):
    from .zones import move
    moved = []
    for oid in objects(game, ctx, ref):
        o = game.state.objects[oid]
        if o.zone not in from_zones:
            continue
        new = move(game, oid, zone, **kw)
        if new is not None:
            moved.append(new.id)
    ctx.last = moved
    if label:
        ctx.affected[label] = moved
    return moved


def _exile(game, ctx, e: Exile):
    moved = _move_all(game, ctx, e.objects, Zone.EXILE, e.label,
                      (Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.HAND, Zone.STACK))
    source = game.state.objects.get(ctx.source_id)
    if source is not None and moved:         # "the exiled card" of a linked ability (CR 607.2a)
        source.exiled_with = source.exiled_with + tuple(moved)


def _return_to_battlefield(game, ctx, e: ReturnToBattlefield):
    """New objects (CR 400.7); tokens never come back (CR 111.8, ruling S9)."""
    from .zones import move
    state = game.state
    returned = []
    for oid in objects(game, ctx, e.objects):
        o = state.objects[oid]
        if o.zone is Zone.BATTLEFIELD or o.is_token:
            continue
        controller = o.owner if e.under_owner_control else ctx.controller
        host = None
        if e.attached_to is not None:
            from ..mechanics.keywords import attach_problem
            hosts = objects(game, ctx, e.attached_to)
            host = hosts[0] if hosts else None
            if host is None or attach_problem(state, o, state.live(host)) is not None:
                game.record("zone", f"{o.name} can't enchant that object and stays in its zone (CR 303.4i)")
                continue
        new = move(game, oid, Zone.BATTLEFIELD, controller=controller, tapped=e.tapped, attach_to=host)
        if new is not None and host is not None and new.attached_to != host:
            from ..mechanics.keywords import attach, attach_problem
            if attach_problem(state, new, state.live(host)) is None:
                attach(game, new, host)          # an Equipment (CR 301.5c); Auras attach as they enter
        if new is not None:
            returned.append(new.id)
            ctx.moved[oid] = new.id
    ctx.last = returned


def _return_to_hand(game, ctx, e: ReturnToHand):
    _move_all(game, ctx, e.objects, Zone.HAND, from_zones=(Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.EXILE))


def _destroy(game, ctx, e: Destroy):
    """CR 701.7; indestructible permanents stay (CR 702.12b)."""
    ids = [i for i in objects(game, ctx, e.objects)
           if not has_keyword(game.state, game.state.objects[i], "indestructible")]
    from .zones import move, regenerate, totem_armor
    destroyed = []
    for oid in ids:
        o = game.state.objects[oid]
        if o.zone is not Zone.BATTLEFIELD:
            continue
        # CR 701.15c: "can't be regenerated" leaves only other replacements (totem armor)
        saved = regenerate(game, o) if e.can_regenerate else totem_armor(game, o)
        if not saved:
            new = move(game, oid, Zone.GRAVEYARD)
            if new is not None and new.zone is Zone.GRAVEYARD:    # put into a graveyard (CR 701.7a)
                destroyed.append(new.id)
    if e.label:
        ctx.affected[e.label] = destroyed


def _sacrifice(game, ctx, e: SacrificeObjects):
    from .zones import move
    state = game.state
    if e.objects is not None:
        ids = [i for i in objects(game, ctx, e.objects)
               if state.objects[i].zone is Zone.BATTLEFIELD]
        ids = [i for i in ids if state.objects[i].controller in players(game, ctx, e.player)
               or e.player is PlayerRef.YOU]
    else:
        ids = []
        for p in players(game, ctx, e.player):
            pool = [i for i in candidates(state, e.filter, p, ctx.source_id)
                    if state.objects[i].controller == p]
            n = min(e.count, len(pool))
            ids += game.ask_objects(ChoiceKind.SACRIFICE, p, "choose what to sacrifice", pool, n, n)
    from .events_bus import GameEvent
    if e.label:
        ctx.affected[e.label] = list(ids)          # read by last known information (CR 608.2h)
    for oid in ids:
        who = game.state.objects[oid].controller
        move(game, oid, Zone.GRAVEYARD)
        game.emit(GameEvent("sacrificed", oid, who))     # CR 701.17


def _put_counters(game, ctx, e: PutCounters):
    from .zones import put_counters
    n = amount(game, ctx, e.amount)
    ids = [i for i in objects(game, ctx, e.objects) if game.state.objects[i].zone is Zone.BATTLEFIELD]
    for oid in ids:
        put_counters(game, game.state.objects[oid], e.counter, n)
    if e.label:
        ctx.affected[e.label] = ids


def _remove_counters(game, ctx, e: RemoveCounters):
    n = amount(game, ctx, e.amount)
    for oid in objects(game, ctx, e.objects):
        o = game.state.objects[oid]
        o.counters[e.counter] = max(0, o.counters.get(e.counter, 0) - n)


def _double_counters(game, ctx, e: DoubleCounters):
    """CR 701.10e: put that many more, through placement replacements (ruling C1)."""
    from .zones import put_counters
    for oid in objects(game, ctx, e.objects):
        o = game.state.objects[oid]
        kinds = [e.counter] if e.counter is not None else sorted(o.counters)
        for kind in kinds:
            put_counters(game, o, kind, o.counters.get(kind, 0))


def token_definition(spec: TokenSpec) -> CardDefinition:
    return CardDefinition(spec.name, _EMPTY_COST, spec.types, subtypes=spec.subtypes,
                          colors=spec.colors, power=None if spec.power is None else str(spec.power),
                          toughness=None if spec.toughness is None else str(spec.toughness),
                          abilities=tuple(KeywordAbility(k) for k in spec.keywords) + spec.abilities)


def _create_token(game, ctx, e: CreateToken):
    from .zones import enter_battlefield
    game.register(token_definition(e.token))
    made = []
    for p in players(game, ctx, e.player):
        for _ in range(amount(game, ctx, e.amount)):
            made.append(enter_battlefield(game, token_definition(e.token), p, p, is_token=True,
                                          tapped=e.tapped).id)
    ctx.last = made


def _create_token_copy(game, ctx, e: CreateTokenCopy):
    """Copiable values only (CR 707.2): no counters, not tapped, not saddled (ruling S5)."""
    from .zones import enter_battlefield
    made = []
    for o in _lki(game, ctx, e.objects):
        for p in players(game, ctx, e.player):
            made.append(enter_battlefield(game, o.definition, p, p, is_token=True).id)
    ctx.last = made


def _become_saddled(game, ctx, e: BecomeSaddled):
    for oid in objects(game, ctx, e.objects):
        o = game.state.objects[oid]
        if o.zone is Zone.BATTLEFIELD:
            o.saddled = True
            game.record("saddled", f"{o.name} becomes saddled", object_id=oid)


def _modify_pt(game, ctx, e: ModifyPowerToughness):
    # "+1/+1 until end of turn for each ...": the number is fixed as the effect resolves
    # (CR 608.2h), not counted again later
    times = 1 if e.multiplier is None else amount(game, ctx, e.multiplier)
    lasts = None
    if e.while_source:                           # CR 611.2b: already over, nothing happens
        from ..handlers.triggers import while_holds
        lasts = (ctx.source_id, ctx.controller, e.while_source)
        if not while_holds(game.state, lasts):
            return
    for oid in objects(game, ctx, e.objects):
        game.state.objects[oid].modifications.append(
            TimedModification(e.power * times, e.toughness * times, None,
                              e.duration is not Duration.PERMANENT, lasts_while=lasts))


def _gain_keyword(game, ctx, e: GainKeyword):
    for oid in objects(game, ctx, e.objects):
        game.state.objects[oid].modifications.append(
            TimedModification(0, 0, e.keyword, e.duration is not Duration.PERMANENT))


def _tap_objects(game, ctx, e: TapObjects):
    from .zones import tap
    for oid in objects(game, ctx, e.objects):
        o = game.state.objects[oid]
        if o.zone is Zone.BATTLEFIELD and not o.tapped:
            tap(game, o, "effect")


def _untap_objects(game, ctx, e: UntapObjects):
    from .events_bus import GameEvent
    for oid in objects(game, ctx, e.objects):
        o = game.state.objects[oid]
        if o.tapped and o.zone is Zone.BATTLEFIELD:
            game.emit(GameEvent("untapped", oid, o.controller))
        o.tapped = False


def _scry(game, ctx, e: Scry):
    """CR 701.22: look at the top N, any number to the bottom, the rest on top in any order."""
    n = amount(game, ctx, e.amount)
    for p in players(game, ctx, e.player):
        lib = game.state.players[p].library
        top = lib[:n]
        bottom = game.ask_objects(ChoiceKind.SCRY_BOTTOM, p, f"scry {n}: choose cards for the bottom",
                                  top, 0, len(top))
        keep = [i for i in top if i not in bottom]
        if len(keep) > 1:
            keep = game.ask_order(ChoiceKind.ORDER, p, "order the cards on top (first is the top)",
                                  [(i, game.state.objects[i].name) for i in keep])
        game.state.players[p].library = keep + lib[n:] + list(bottom)
        game.record("scry", f"{game.pname(p)} scries {n}: {len(keep)} on top, {len(bottom)} on the bottom")


def _draw(game, ctx, e: Draw):
    from .zones import draw
    for p in players(game, ctx, e.player):
        draw(game, p, amount(game, ctx, e.amount, p))


def _gain_life(game, ctx, e: GainLife):
    for p in players(game, ctx, e.player):
        n = amount(game, ctx, e.amount, p)
        game.state.players[p].life += n
        game.record("life", f"{game.pname(p)} gains {n} life")
        if n > 0:
            from .events_bus import GameEvent
            game.emit(GameEvent("life_gained", None, p, {"amount": n}))


def _lose_life(game, ctx, e: LoseLife):
    ctx.life_lost = 0
    for p in players(game, ctx, e.player):
        n = amount(game, ctx, e.amount, p)
        ctx.life_lost += max(n, 0)              # "you gain life equal to the life lost this way"
        game.state.players[p].life -= n
        game.record("life", f"{game.pname(p)} loses {n} life")


def _discard(game, ctx, e: DiscardCards):
    from .zones import move
    for p in players(game, ctx, e.player):
        hand = list(game.state.players[p].hand)
        k = min(amount(game, ctx, e.amount, p), len(hand))
        from ..mechanics.primary import discard
        if e.at_random:                       # CR 701.8b: the cards are chosen at random
            from ..handlers.hands import rng
            picked = rng(game).sample(hand, k)
        else:
            picked = game.ask_objects(ChoiceKind.DISCARD, p, f"discard {k}", hand, k, k)
        for oid in picked:
            discard(game, oid)


def _deal_damage(game, ctx, e: DealDamage):
    from .combat import damage_object, damage_player
    sources = _lki(game, ctx, e.source)
    source = sources[0] if sources else None
    targets = objects(game, ctx, e.objects)
    n = amount(game, ctx, e.amount) if targets else 0
    for oid in targets:
        if game.state.objects[oid].zone is Zone.BATTLEFIELD:
            damage_object(game, source, game.state.objects[oid], n)
    hit: list[int] = []
    for p in players(game, ctx, e.players) + targeted_players(game, ctx, e.objects):
        if p not in hit:                      # one damage event per player (CR 120.2)
            hit.append(p)
            damage_player(game, source, p, amount(game, ctx, e.amount, p))


def targeted_players(game: Game, ctx: Context, ref) -> list[int]:
    """Players chosen for the target groups a reference names ("target creature or player",
    "any target": a target may be a player, CR 115.4); objects() gives only the objects."""
    if isinstance(ref, UnionRef):
        return [p for part in ref.parts for p in targeted_players(game, ctx, part)]
    if not isinstance(ref, TargetRef):
        return []
    group = ctx.targets[ref.index] if ref.index < len(ctx.targets) else []
    alive = game.state.apnap()
    return [t.player for t in group if t.player is not None and t.player in alive]


def _exile_top(game, ctx, e: ExileTopOfLibrary):
    from .zones import move
    moved = []
    for p in players(game, ctx, e.player):
        for oid in list(game.state.players[p].library[:amount(game, ctx, e.amount)]):
            new = move(game, oid, Zone.EXILE)
            if new is not None:
                moved.append(new.id)
    ctx.affected[e.label] = moved
    ctx.last = moved


def _may_play(game, ctx, e: MayPlay):
    game.state.may_play.extend(objects(game, ctx, e.objects))


def _optional(game, ctx, e: Optional):
    """"You may <effects>. If you do, <if_done>." (CR 608.2c): `if_done` happens only when the
    player chose to and the optional part was done (a cost it asks for was paid, CR 118.12)."""
    chooser = players(game, ctx, getattr(e, "player", PlayerRef.YOU))
    if len(chooser) != 1 or not game.ask_bool(ChoiceKind.MAY, chooser[0], "do the optional effect?"):
        return
    if run(game, ctx, e.effects) and e.if_done and not game.state.over:
        run(game, ctx, e.if_done)


def _unless(game, ctx, e: Unless):
    """Do the effects unless the player pays (CR 118.12); a cost they can't pay isn't paid."""
    from .payment import Payer
    for p in players(game, ctx, e.player):
        cost = e.cost
        if e.per is not None:                 # "{1} for each ...": that many times (CR 118)
            from ..costs import ManaCost
            cost = ManaCost(tuple(cost.symbols) * amount(game, ctx, e.per, p))
        if game.ask_bool(ChoiceKind.UNLESS, p, "pay the cost to prevent the effect?"):
            source = game.state.objects[ctx.source_id]

            def pay(cost=cost) -> None:
                Payer(game, p, source, ctx.x).pay_all((cost,))
            refusal = game.dry_run(pay)
            if refusal is None:
                pay()
                game.record("pay", f"{game.pname(p)} pays to prevent the effect")
                return
            game.record("pay", f"{game.pname(p)} can't pay: {refusal}")
    run(game, ctx, e.effects)


def _conditional(game, ctx, e: Conditional):
    if condition_holds(game, ctx, e.condition):
        run(game, ctx, e.effects)
    else:
        run(game, ctx, e.otherwise)


def _skip_next_untap(game, ctx, e: SkipNextUntap):
    for oid in objects(game, ctx, e.objects):
        game.state.objects[oid].skip_untaps += 1


def _counter_spell(game, ctx, e: CounterSpell):
    """CR 701.5a: a countered spell goes to its owner's graveyard; "can't be countered" stops it."""
    from ..abilities import RestrictedAction
    from .query import restricted
    from .zones import move
    for oid in objects(game, ctx, e.objects):
        o = game.state.objects[oid]
        if o.zone is not Zone.STACK:
            continue
        if restricted(game.state, o, RestrictedAction.BE_COUNTERED):
            game.record("counter", f"{o.name} can't be countered")
            continue
        game.record("counter", f"{o.name} is countered")
        where = getattr(e, "destination", "graveyard")
        if where == "exile":                      # "exile it instead of putting it into ... graveyard"
            move(game, oid, Zone.EXILE)
        elif where.startswith("library"):         # "put it on top of / the bottom of its owner's library"
            move(game, oid, Zone.LIBRARY, to_bottom=where == "library_bottom")
        else:
            move(game, oid, Zone.GRAVEYARD)


def _regenerate(game, ctx, e: Regenerate):
    for oid in objects(game, ctx, e.objects):
        game.state.objects[oid].regeneration_shields += 1


def _search(game, ctx, e: SearchLibrary):
    """CR 701.19: find up to `count` matching cards, put them in the destination, shuffle."""
    from .query import matches
    from .zones import move
    state = game.state
    moved = []
    for p in players(game, ctx, e.player):
        lib = state.players[p].library
        pool = sorted(i for i in lib if matches(state, e.filter, state.objects[i], p, ctx.source_id,
                                                check_zone=False))
        chosen = game.ask_objects(ChoiceKind.CHOOSE, p, "search: choose cards", pool, 0,
                                  min(e.count, len(pool)))
        for oid in chosen:
            new = move(game, oid, e.destination, tapped=e.tapped)
            if new is not None:
                moved.append(new.id)
        if e.shuffle:
            game.shuffle(p)
    ctx.last = moved
    if e.label:
        ctx.affected[e.label] = moved


def _delayed(game, ctx, e: CreateDelayedTrigger):
    """The delayed trigger remembers its source id and LKI; it doesn't need the source (S8)."""
    from .triggers import add_delayed
    from ..handlers.triggers import bind_event_object
    src = game.state.objects[ctx.source_id]
    effects, affected = bind_event_object(e.effects, ctx)
    add_delayed(game, e.event, effects, ctx.controller, ctx.source_id,
                ctx.source_lki or src, ctx.x, f"{src.name}'s delayed trigger", affected)


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


def _attach_source(game, ctx, e):
    """Equip (CR 702.6a): attach the source to the target if it still can be (CR 701.3b)."""
    from ..mechanics.keywords import attach, attach_problem
    src = game.state.live(ctx.source_id)
    ids = objects(game, ctx, e.target)
    if src is None or src.zone is not Zone.BATTLEFIELD or not ids:
        return
    target = game.state.objects[ids[0]]
    if src.attached_to == target.id or attach_problem(game.state, src, target) is not None:
        return
    attach(game, src, target.id)


def _become_creature(game, ctx, e):
    src = game.state.live(ctx.source_id)
    if src is not None and src.zone is Zone.BATTLEFIELD:
        src.crewed = True
        game.record("crew", f"{src.name} becomes an artifact creature until end of turn")


def _gain_control(game, ctx, e):
    """CR 613.1b (layer 2); the new controller hasn't controlled it since the turn began (CR 302.6)."""
    from ..effects import Duration as _D
    gainers = players(game, ctx, getattr(e, "player", PlayerRef.YOU))
    if len(gainers) != 1:
        return                                      # nobody (a player who left) gains control
    new = gainers[0]
    lasts = None
    if getattr(e, "while_source", ()):           # CR 611.2b: already over, nothing happens
        from ..handlers.triggers import while_holds
        lasts = (ctx.source_id, ctx.controller, e.while_source)
        if not while_holds(game.state, lasts):
            return
    for oid in objects(game, ctx, e.objects):
        o = game.state.objects[oid]
        if o.zone is not Zone.BATTLEFIELD or o.controller == new:
            continue
        if lasts is not None:
            o.control_while = lasts + (o.controller,)
        if e.duration is not _D.PERMANENT and o.control_until_eot_from is None:
            o.control_until_eot_from = o.controller
        if game.state.combat is not None:
            from .zones import _remove_from_combat
            _remove_from_combat(game, oid)          # CR 506.4
        o.controller = new
        o.controlled_since_turn_start = False
        game.record("control", f"{game.pname(new)} gains control of {o.name}")


def _get_energy(game, ctx, e):
    for p in players(game, ctx, e.player):
        n = amount(game, ctx, e.amount, p)
        game.state.players[p].energy += n
        game.record("energy", f"{game.pname(p)} gets {n} energy (now {game.state.players[p].energy})")


def _pay_cost(game, ctx, e):
    """A cost paid as an effect (CR 118.12); if it can't be paid, the rest is skipped."""
    from .payment import Payer
    source = game.state.objects[ctx.source_id]

    def pay() -> None:
        Payer(game, ctx.controller, source, ctx.x).pay_all((e.cost,))
    refusal = game.dry_run(pay)
    if refusal is not None:
        game.record("pay", f"{game.pname(ctx.controller)} can't pay: {refusal}")
        raise CostNotPaid(refusal)
    pay()
    game.record("pay", f"{game.pname(ctx.controller)} pays the cost")


def _mill(game, ctx, e):
    from .zones import move
    n = amount(game, ctx, e.amount)
    moved = []
    for p in players(game, ctx, e.player):
        for oid in list(game.state.players[p].library[:n]):
            new = move(game, oid, Zone.GRAVEYARD)
            if new is not None:
                moved.append(new.id)
    ctx.last = moved


def _put_on_library(game, ctx, e):
    _move_all(game, ctx, e.objects, Zone.LIBRARY, from_zones=(Zone.BATTLEFIELD, Zone.GRAVEYARD,
                                                              Zone.HAND, Zone.EXILE, Zone.STACK),
              to_bottom=not e.top)


def _add_restriction(game, ctx, e):
    from ..effects import Duration as _D
    for oid in objects(game, ctx, e.objects):
        game.state.objects[oid].restrictions.append((e.action, e.duration is not _D.PERMANENT))


def _prevent_damage(game, ctx, e):
    """CR 615: a prevention shield until end of turn (all damage, or the next N)."""
    players_ = getattr(e, "players", None)
    ids = None if e.objects is None and players_ is None else objects(game, ctx, e.objects)
    remaining = None if e.amount is None else amount(game, ctx, e.amount)
    # a player target of "any target" is a recipient too (CR 115.4)
    hit = players(game, ctx, players_) + targeted_players(game, ctx, e.objects)
    by_only = getattr(e, "by_only", False)       # "... target creature would deal": dealt by it only
    game.state.preventions.append({"combat_only": e.combat_only, "remaining": remaining,
                                   "objects": [] if by_only else ids,
                                   "players": hit, "sources": getattr(e, "sources", None),
                                   "by": tuple(ids or ()) if getattr(e, "by_too", False) or by_only else (),
                                   "controller": ctx.controller, "source_id": ctx.source_id})
    game.record("prevent", "a prevention shield is created")


from ..costs import ManaCost  # noqa: E402  (after the handlers for readability)
from ..effects import PreventDamage  # noqa: E402
from ..effects import AddRestriction, GainControl, GetEnergy, Mill, PayCost, PutOnLibrary  # noqa: E402
from ..effects import ChooseModes  # noqa: E402
from ..mechanics.keywords import AttachSource, BecomeCreature  # noqa: E402

_EMPTY_COST = ManaCost()

_HANDLERS = {
    AddMana: _add_mana, Choose: _choose, Exile: _exile, ReturnToBattlefield: _return_to_battlefield,
    ReturnToHand: _return_to_hand, Destroy: _destroy, SacrificeObjects: _sacrifice,
    PutCounters: _put_counters, RemoveCounters: _remove_counters, DoubleCounters: _double_counters,
    CreateToken: _create_token, CreateTokenCopy: _create_token_copy, BecomeSaddled: _become_saddled,
    ModifyPowerToughness: _modify_pt, GainKeyword: _gain_keyword, TapObjects: _tap_objects,
    UntapObjects: _untap_objects, Scry: _scry, Draw: _draw, GainLife: _gain_life,
    LoseLife: _lose_life, DiscardCards: _discard, DealDamage: _deal_damage,
    ExileTopOfLibrary: _exile_top, MayPlay: _may_play, Optional: _optional, Unless: _unless,
    CreateDelayedTrigger: _delayed, Conditional: _conditional, SkipNextUntap: _skip_next_untap,
    CounterSpell: _counter_spell, Regenerate: _regenerate, SearchLibrary: _search,
    ChooseModes: _choose_modes, AttachSource: _attach_source, BecomeCreature: _become_creature,
    GainControl: _gain_control, GetEnergy: _get_energy, PayCost: _pay_cost, Mill: _mill,
    PutOnLibrary: _put_on_library, AddRestriction: _add_restriction, PreventDamage: _prevent_damage,
}

from ..mechanics.primary import HANDLERS as _KEYWORD_HANDLERS  # noqa: E402  (keyword mechanics, engine-only)
from ..handlers.objects import HANDLERS as _MORE_HANDLERS  # noqa: E402  (Animate, CopySpell ...)
_HANDLERS.update(_KEYWORD_HANDLERS)
_HANDLERS.update(_MORE_HANDLERS)
from ..handlers.hands import HANDLERS as _HAND_HANDLERS  # noqa: E402  (hands and libraries)
_HANDLERS.update(_HAND_HANDLERS)
from ..handlers.amounts import HANDLERS as _AMOUNT_HANDLERS  # noqa: E402  (divided damage)
_HANDLERS.update(_AMOUNT_HANDLERS)
from ..handlers.shields import HANDLERS as _SHIELD_HANDLERS  # noqa: E402  (next-time / redirect shields)
_HANDLERS.update(_SHIELD_HANDLERS)
from ..handlers.triggers import HANDLERS as _TRIGGER_HANDLERS  # noqa: E402  (coin flips)
_HANDLERS.update(_TRIGGER_HANDLERS)
from ..handlers.library import HANDLERS as _LIBRARY_HANDLERS  # noqa: E402  (libraries, graveyards)
_HANDLERS.update(_LIBRARY_HANDLERS)
from ..mechanics.secondary import HANDLERS as _MORE_KEYWORD_HANDLERS  # noqa: E402  (mechanics_more.py)
_HANDLERS.update(_MORE_KEYWORD_HANDLERS)
from ..handlers.grants import HANDLERS as _GRANT_HANDLERS  # noqa: E402  (granted quoted abilities)
_HANDLERS.update(_GRANT_HANDLERS)
from ..handlers.targets import HANDLERS as _TARGET_HANDLERS  # noqa: E402  (protection choices)
_HANDLERS.update(_TARGET_HANDLERS)
from ..handlers.players import HANDLERS as _PLAYER_HANDLERS  # noqa: E402  (exchange of control)
_HANDLERS.update(_PLAYER_HANDLERS)

__all__ = ["Context", "run", "amount", "objects", "players", "token_definition",
           "replace", "LoopLimit", "is_creature"]
