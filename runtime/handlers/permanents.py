"""Instructions that change permanents: counters, tokens, power/toughness and keywords,
tapping, attaching (equip), crewing, control, restrictions (registered in the VM's table)."""
from __future__ import annotations

from dataclasses import replace

from ..costs import ManaCost

from ..abilities import CardDefinition, KeywordAbility
from ..characteristics import Zone
from ..effects import (AddRestriction, AttackDespiteDefender, RemoveFromCombat, BecomeSaddled, CantBeBlockedByThisTurn, UnblockableByThoseThisTurn, BlocksThisTurnIfAble, CreateEmblem, CreateToken, CreateTokenCopy, DoubleCounters,
                       GainControl, GainKeyword, ModifyPowerToughness, PutCounters, PutCountersOf,
                       KeepTapped, RemoveCounters, SkipNextUntap, TapObjects, TokenSpec, Transform, UntapObjects)
from ..engine.evaluation import _lki, amount, objects, players
from ..engine.continuous_effects import new_timestamp
from ..engine.objects import TimedModification
from ..keyword_abilities import AttachSource, BecomeCreature
from ..engine.events_bus import GameEvent
from ..engine.query import keyword
from ..engine.registry import register_instructions
from ..filters import PlayerRef

_EMPTY_COST = ManaCost()


def _put_counters(game, ctx, e: PutCounters):
    from ..engine.zones import put_counters
    n = amount(game, ctx, e.amount)
    ids = [i for i in objects(game, ctx, e.objects) if game.state.objects[i].zone is Zone.BATTLEFIELD]
    for oid in ids:
        put_counters(game, game.state.objects[oid], e.counter, n)
    if e.label:
        ctx.affected[e.label] = ids


def _put_counters_of(game, ctx, e: PutCountersOf):
    """CR 122.1, 608.2h: the source's counters as it last existed, each kind, on each permanent."""
    from ..engine.evaluation import _lki
    from ..engine.zones import put_counters
    have: dict[str, int] = {}
    for o in _lki(game, ctx, e.source):
        for kind, n in o.counters.items():
            have[kind] = have.get(kind, 0) + n
    for oid in objects(game, ctx, e.objects):
        o = game.state.objects[oid]
        if o.zone is Zone.BATTLEFIELD:
            for kind in sorted(k for k, n in have.items() if n > 0):
                put_counters(game, o, kind, have[kind])


def _remove_counters(game, ctx, e: RemoveCounters):
    n = amount(game, ctx, e.amount)
    ctx.done = 0
    for oid in objects(game, ctx, e.objects):
        o = game.state.objects[oid]
        had = o.counters.get(e.counter, 0)
        o.counters[e.counter] = max(0, had - n)
        ctx.done += had >= n > 0          # all of them were there to remove: "If you do, ..." (IfDone)


def _double_counters(game, ctx, e: DoubleCounters):
    """CR 701.10e: put that many more, through placement replacements (ruling C1)."""
    from ..engine.zones import put_counters
    for oid in objects(game, ctx, e.objects):
        o = game.state.objects[oid]
        kinds = [e.counter] if e.counter is not None else sorted(o.counters)
        for kind in kinds:
            put_counters(game, o, kind, o.counters.get(kind, 0))


def token_definition(spec: TokenSpec) -> CardDefinition:
    back = None if spec.back_face is None else token_definition(spec.back_face)
    return CardDefinition(spec.name, _EMPTY_COST, spec.types, subtypes=spec.subtypes,
                          supertypes=spec.supertypes, colors=spec.colors, power=None if spec.power is None else str(spec.power),
                          toughness=None if spec.toughness is None else str(spec.toughness),
                          abilities=tuple(KeywordAbility(k) for k in spec.keywords) + spec.abilities,
                          back_face=back)


def _create_token(game, ctx, e: CreateToken):
    """CR 111.1; token-creation replacements change how many (CR 614.1a, zones.tokens_to_create)."""
    from ..engine.grantor import bind_grantor
    from ..engine.zones import enter_battlefield, tokens_to_create
    spec = _counted(game, ctx, bind_grantor(e.token, ctx.source_id))   # the card naming itself in the token's text
    game.register(token_definition(spec))
    made = []
    counters = () if e.counter is None else ((e.counter, amount(game, ctx, e.counter_amount)),)
    host = _token_host(game, ctx, e)
    if e.attached_to is not None and host is None:
        ctx.last = []
        return
    for p in players(game, ctx, e.player):
        for _ in range(tokens_to_create(game, p, amount(game, ctx, e.amount, p))):
            made.append(enter_battlefield(game, token_definition(spec), p, p, is_token=True,
                                          tapped=e.tapped, counters=counters, attach_to=host).id)
            if e.attacking:
                _enter_attacking(game, made[-1])
    ctx.last = made
    if e.label:
        ctx.affected[e.label] = made


def _counted(game, ctx, spec: TokenSpec) -> TokenSpec:
    """"An X/X token, where X is ...": X counted now, as the token is created (CR 107.3, 608.2h)."""
    sides = {side: amount(game, ctx, getattr(spec, side)) for side in ("power", "toughness")
             if getattr(spec, side) is not None and not isinstance(getattr(spec, side), int)}
    return replace(spec, **sides) if sides else spec


def _token_host(game, ctx, e: CreateToken) -> int | None:
    """The object "create a Role token attached to <it>" names, if it is still on the battlefield
    and the token could enchant it; otherwise no token is created (the Aura would have nothing
    to be attached to, CR 303.4i, 704.5m)."""
    from ..engine.attachments import enchant_quality
    from ..engine.query import matches
    if e.attached_to is None:
        return None
    state = game.state
    hosts = [i for i in objects(game, ctx, e.attached_to) if state.objects[i].zone is Zone.BATTLEFIELD]
    if not hosts:
        game.record("token", "no token is created: what it would be attached to is gone (CR 303.4i)")
        return None
    quality = enchant_quality(token_definition(e.token))
    host = state.objects[hosts[0]]
    if quality is not None and not matches(state, quality, host, ctx.controller, ctx.source_id):
        game.record("token", f"no token is created: {host.name} can't be enchanted by it (CR 303.4i)")
        return None
    return host.id


def _transform(game, ctx, e: Transform):
    """CR 701.28a, 712.14: the same object turns over; a permanent without another face doesn't
    (CR 701.28c). An ability of the permanent transforming it does so only if it hasn't transformed
    since the ability was put onto the stack (CR 701.28f; for a delayed trigger the rule counts from
    its creation, which is not told apart here)."""
    for oid in objects(game, ctx, e.objects):
        o = game.state.objects[oid]
        if o.zone is not Zone.BATTLEFIELD or o.face_up is not None:
            continue
        before = o.definition.name
        if oid == ctx.source_id and ctx.stack_id is not None and o.transformed_at > ctx.stack_id:
            game.record("transform", f"{before} has transformed since this ability was put onto the stack "
                        "and doesn't transform (CR 701.28f)", object_id=oid)
            continue
        bound = next((k for k in ("daybound", "nightbound") if keyword(o, k) is not None), None)
        if bound is not None:
            game.record("transform", f"{before} can't be transformed except by its {bound} ability "
                        "(CR 702.145b, 702.145e)", object_id=oid)
            continue
        if o.front_face is None and o.definition.back_face is None:
            game.record("transform", f"{o.name} has no other face and doesn't transform (CR 701.28c)",
                        object_id=oid)
            continue
        turn_over(game, o)


def turn_over(game, o) -> None:
    """The permanent turns over to its other face, the same object (CR 701.28a, 712.14);
    "whenever ... transforms into ~" triggers then."""
    before = o.definition.name
    if o.front_face is not None:
        o.definition, o.front_face = o.front_face, None
    else:
        o.definition, o.front_face = o.definition.back_face, o.definition
    o.transformed_at = game.state.next_id
    game.record("transform", f"{before} transforms into {o.definition.name} (CR 701.28a)", object_id=o.id)
    game.emit(GameEvent("transformed", o.id, o.controller))


def _enter_attacking(game, oid: int) -> None:
    """CR 508.4: a creature put onto the battlefield attacking attacks the defending player its
    controller chooses; it is "attacking" but never "attacked" (no attack triggers, CR 508.3a).
    With no combat under way, under a player who isn't attacking, or if it isn't a creature, it
    enters but never attacks (CR 506.3a-b)."""
    from ..characteristics import CardType
    from ..engine.decider import ChoiceKind
    from ..engine.query import is_type
    state = game.state
    o = state.objects[oid]
    combat = state.combat
    if combat is None or o.controller != state.active or not is_type(o, CardType.CREATURE, state):
        return
    defenders = [p for p in state.apnap() if p != o.controller and not state.players[p].lost]
    if not defenders:
        return
    defender = defenders[0] if len(defenders) == 1 else game.ask_one(
        ChoiceKind.CHOOSE, o.controller, f"which player does {o.name} attack?",
        [(p, game.pname(p)) for p in defenders])
    combat.attackers.append(oid)
    combat.defender[oid] = defender
    combat.blockers[oid] = []
    game.record("attack", f"{o.name} enters attacking {game.pname(defender)} (CR 508.4)", object_id=oid)


def _create_emblem(game, ctx, e: CreateEmblem):
    """CR 114.2: the player puts an emblem with the abilities into the command zone; it has no
    other characteristics (CR 114.3) and is owned and controlled by that player."""
    from ..engine.zones import create_object
    emblem = CardDefinition(name="", mana_cost=ManaCost(), types=(), abilities=e.abilities)
    made = []
    for p in players(game, ctx, e.player):
        made.append(create_object(game, emblem, p, Zone.COMMAND).id)
        game.record("emblem", f"{game.pname(p)} gets an emblem (CR 114.2)", object_id=made[-1])
    ctx.last = made


def _create_token_copy(game, ctx, e: CreateTokenCopy):
    """Copiable values only (CR 707.2): no counters, not tapped, not saddled (ruling S5); "except
    it's 1/1" changes the copy's base power and toughness (CR 707.9b)."""
    from ..engine.zones import enter_battlefield, tokens_to_create
    made = []
    for o in _lki(game, ctx, e.objects):
        definition = o.definition
        if e.power_toughness is not None:
            definition = replace(definition, power=e.power_toughness[0], toughness=e.power_toughness[1])
        if e.attacks_each_opponent:
            made += _copies_attacking_each_opponent(game, ctx, definition)
            continue
        for p in players(game, ctx, e.player):
            for _ in range(tokens_to_create(game, p, 1)):
                made.append(enter_battlefield(game, definition, p, p, is_token=True).id)
    ctx.last = made
    if e.label:
        ctx.affected[e.label] = made


def _copies_attacking_each_opponent(game, ctx, definition) -> list[int]:
    """Encore (CR 702.141a): for each opponent a token copy that attacks that opponent this turn
    if able: a requirement for this turn (CR 508.1d), the opponent it attacks if it can."""
    from ..abilities import RestrictedAction
    from ..engine.zones import enter_battlefield, tokens_to_create
    made = []
    state = game.state
    for opponent in [p for p in state.apnap() if p != ctx.controller]:
        for _ in range(tokens_to_create(game, ctx.controller, 1)):
            token = enter_battlefield(game, definition, ctx.controller, ctx.controller, is_token=True)
            token.restrictions.append((RestrictedAction.ATTACK_EACH_COMBAT.value, True))
            token.attacks_player_this_turn = opponent
            made.append(token.id)
    return made


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
        from .triggers import while_holds
        lasts = (ctx.source_id, ctx.controller, e.while_source)
        if not while_holds(game.state, lasts):
            return
    at_cleanup, turn_of = e.duration.ends(ctx.controller)
    for oid in objects(game, ctx, e.objects):
        game.state.objects[oid].modifications.append(
            TimedModification(e.power * times, e.toughness * times, None, at_cleanup, lasts_while=lasts,
                              until_turn_of=turn_of))


def _gain_keyword(game, ctx, e: GainKeyword):
    """CR 613.1f; "Until your next turn, <it> gains ..." ends as its controller's next turn begins;
    "... for as long as you control ~" ends as soon as that stops holding (CR 611.2b)."""
    lasts = None
    if e.while_source:                           # CR 611.2b: already over, nothing happens
        from .triggers import while_holds
        lasts = (ctx.source_id, ctx.controller, e.while_source)
        if not while_holds(game.state, lasts):
            return
    at_cleanup, turn_of = e.duration.ends(ctx.controller)
    for oid in objects(game, ctx, e.objects):
        game.state.objects[oid].modifications.append(
            TimedModification(0, 0, e.keyword, at_cleanup, until_turn_of=turn_of, lasts_while=lasts,
                              timestamp=new_timestamp(game.state)))


def _tap_objects(game, ctx, e: TapObjects):
    from ..engine.zones import tap
    for oid in objects(game, ctx, e.objects):
        o = game.state.objects[oid]
        if o.zone is Zone.BATTLEFIELD and not o.tapped:
            tap(game, o, "effect")


def _untap_objects(game, ctx, e: UntapObjects):
    from ..engine.zones import untap
    acted = objects(game, ctx, e.objects)
    for oid in acted:
        o = game.state.objects[oid]
        if o.zone is Zone.BATTLEFIELD:
            untap(game, o)          # a stun counter keeps it tapped (CR 122.1d)
        else:
            o.tapped = False
    if e.label:                     # "those creatures": the ones this step untapped (CR 608.2c)
        ctx.affected[e.label] = list(acted)


def _skip_next_untap(game, ctx, e: SkipNextUntap):
    for oid in objects(game, ctx, e.objects):
        game.state.objects[oid].skip_untaps += 1


def _keep_tapped(game, ctx, e: KeepTapped):
    """CR 502.3, 611.2b: "doesn't untap during its controller's untap step for as long as ~
    remains tapped": nothing happens if the duration is already over."""
    lasts = None
    if e.while_source:
        from .triggers import while_holds
        lasts = (ctx.source_id, ctx.controller, e.while_source)
        if not while_holds(game.state, lasts):
            return
    for oid in objects(game, ctx, e.objects):
        o = game.state.objects[oid]
        if o.zone is Zone.BATTLEFIELD:
            o.kept_tapped_while = o.kept_tapped_while + (lasts,)


def _attach_source(game, ctx, e):
    """Equip (CR 702.6a): attach the source to the target if it still can be (CR 701.3b)."""
    from ..engine.attachments import attach, attach_problem
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


def _control_spell(game, o, new: int) -> None:
    """"Gain control of target spell" (Commandeer): the spell and its place on the stack change
    controller (CR 108.4), so it resolves for the new controller, who makes its choices and is
    its "you" (CR 109.5)."""
    o.controller = new
    for item in game.state.stack:
        if item.kind == "spell" and item.source_id == o.id:
            item.controller = new
    game.record("control", f"{game.pname(new)} gains control of {o.name}")


def _gain_control(game, ctx, e):
    """CR 613.1b (layer 2); the new controller hasn't controlled it since the turn began (CR 302.6)."""
    from ..effects import Duration as _D
    gainers = players(game, ctx, getattr(e, "player", PlayerRef.YOU))
    if len(gainers) != 1:
        return                                      # nobody (a player who left) gains control
    new = gainers[0]
    lasts = None
    if getattr(e, "while_source", ()):           # CR 611.2b: already over, nothing happens
        from .triggers import while_holds
        lasts = (ctx.source_id, ctx.controller, e.while_source)
        if not while_holds(game.state, lasts):
            return
    acted = objects(game, ctx, e.objects)
    if getattr(e, "label", ""):     # "untap them": the objects this step names (CR 608.2c)
        ctx.affected[e.label] = list(acted)
    for oid in acted:
        o = game.state.objects[oid]
        if o.zone is Zone.STACK and o.controller != new:
            _control_spell(game, o, new)
            continue
        if o.zone is not Zone.BATTLEFIELD or o.controller == new:
            continue
        if lasts is not None:
            o.control_while = lasts + (o.controller,)
        if e.duration is not _D.PERMANENT and o.control_until_eot_from is None:
            o.control_until_eot_from = o.controller
        if game.state.combat is not None:
            from ..engine.zones import _remove_from_combat
            _remove_from_combat(game, oid)          # CR 506.4
        o.controller = new
        o.controlled_since_turn_start = False
        o.ring_bearer = False                       # CR 701.54a
        game.record("control", f"{game.pname(new)} gains control of {o.name}")


def _attack_despite_defender(game, ctx, e: AttackDespiteDefender):
    for oid in objects(game, ctx, e.objects):
        o = game.state.objects[oid]
        if o.zone is Zone.BATTLEFIELD:
            o.attacks_despite_defender = True        # until cleanup (turn._cleanup, CR 514.2)


def _remove_from_combat(game, ctx, e: RemoveFromCombat):
    """CR 506.4: an attacking or blocking creature removed from combat; a creature it was
    blocking stays blocked (CR 509.1h)."""
    from ..engine.zones import _remove_from_combat as remove
    combat = game.state.combat
    for oid in objects(game, ctx, e.objects):
        if combat is not None and (oid in combat.attackers or oid in combat.blocking):
            remove(game, oid)
            if oid in combat.blocked:
                combat.blocked.remove(oid)
            combat.attacked_planeswalker.pop(oid, None)
            game.record("combat", f"{game.state.objects[oid].name} is removed from combat (CR 506.4)")


def _cant_be_blocked_by_this_turn(game, ctx, e: CantBeBlockedByThisTurn):
    from ..effects import Duration as _D
    for oid in objects(game, ctx, e.objects):
        o = game.state.objects[oid]
        if o.zone is Zone.BATTLEFIELD:
            o.unblockable_by.append((e.blockers, ctx.controller, ctx.source_id, e.duration is not _D.PERMANENT))


def _unblockable_by_those_this_turn(game, ctx, e: UnblockableByThoseThisTurn):
    """Each blocker's id is recorded on each object, until the turn ends (combat.static_block_problem)."""
    blockers = objects(game, ctx, e.blockers)
    for oid in objects(game, ctx, e.objects):
        o = game.state.objects[oid]
        if o.zone is Zone.BATTLEFIELD:
            o.unblockable_by.extend((b, ctx.controller, ctx.source_id, True) for b in blockers)


def _blocks_this_turn_if_able(game, ctx, e: BlocksThisTurnIfAble):
    """Each attacker's id is recorded on each creature, until the turn ends, or with
    `this_combat` until combat ends (handlers.grants.lure_attackers)."""
    attackers = objects(game, ctx, e.attackers)
    for oid in objects(game, ctx, e.objects):
        o = game.state.objects[oid]
        if o.zone is Zone.BATTLEFIELD and e.this_combat:
            o.blocks_if_able_this_combat += tuple(attackers)
        elif o.zone is Zone.BATTLEFIELD:
            o.blocks_if_able.extend(attackers)


def _add_restriction(game, ctx, e):
    from ..effects import Duration as _D
    for oid in objects(game, ctx, e.objects):
        game.state.objects[oid].restrictions.append((e.action, e.duration is not _D.PERMANENT))


register_instructions({
    PutCounters: _put_counters,
    PutCountersOf: _put_counters_of,
    RemoveCounters: _remove_counters,
    DoubleCounters: _double_counters,
    CreateToken: _create_token,
    Transform: _transform,
    CreateTokenCopy: _create_token_copy,
    CreateEmblem: _create_emblem,
    BecomeSaddled: _become_saddled,
    ModifyPowerToughness: _modify_pt,
    GainKeyword: _gain_keyword,
    TapObjects: _tap_objects,
    UntapObjects: _untap_objects,
    SkipNextUntap: _skip_next_untap,
    KeepTapped: _keep_tapped,
    AttachSource: _attach_source,
    BecomeCreature: _become_creature,
    GainControl: _gain_control,
    AddRestriction: _add_restriction,
    CantBeBlockedByThisTurn: _cant_be_blocked_by_this_turn,
    UnblockableByThoseThisTurn: _unblockable_by_those_this_turn,
    BlocksThisTurnIfAble: _blocks_this_turn_if_able,
    AttackDespiteDefender: _attack_despite_defender,
    RemoveFromCombat: _remove_from_combat,
})
