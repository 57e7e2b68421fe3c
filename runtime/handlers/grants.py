"""VM instructions for granted (quoted) abilities: GainAbility (registered in the VM's instruction table)."""
from __future__ import annotations

from ..effects import GainAbility, PairSoulbond
from ..engine.grantor import bind_grantor
from ..engine.registry import HOOKS, register_instructions
from ..engine.continuous_effects import AbilitiesGained
from ..abilities import LureRequirement, MustBeBlocked, MustBlock, TriggeredAbility
from ..engine.combat import _as_list, block_problem, blocker_bounds
from ..engine.query import applies_to, is_creature, matches, static_effects
from ..engine.decider import ChoiceKind
from ..characteristics import CardType, Zone
from ..events import EntersBattlefield
from ..filters import Controller, ObjectFilter, SelfRef


def _gain_ability(game, ctx, e: GainAbility):
    """CR 613.1f (layer 6): the objects have the ability too; an "until end of turn" grant ends
    at cleanup (CR 514.2) with the other changes to the object's characteristics."""
    from .objects import add_continuous_effect
    ability = bind_grantor(e.ability, ctx.source_id)       # its source granted it (CR 201.5a)
    add_continuous_effect(game, ctx, e.objects, (AbilitiesGained((ability,)),), e.duration, "gains an ability")


HANDLERS = {GainAbility: _gain_ability}


# ---------------------------------------------------------------- "all creatures able to block ~ do so"
@HOOKS.lure_attackers.register
def lure_attackers(game, blocker) -> list[int]:
    """The attackers `blocker` is required to block one of (CR 509.1c): those a LureRequirement
    covers, or all of them if a MustBlock requirement is on the blocker ("blocks this turn if
    able"), that it could block, and whose blocker minimum (menace) the able creatures can meet."""
    state, combat = game.state, game.state.combat
    if combat is None:
        return []
    lures = static_effects(state, LureRequirement)
    must_block = any(applies_to(state, m.objects, blocker, source)
                     for source, m in static_effects(state, MustBlock))
    found = []
    for aid in combat.attackers:
        attacker = state.objects[aid]
        if blocker.controller != combat.defender.get(aid):
            continue
        if not must_block and aid not in blocker.blocks_if_able + list(blocker.blocks_if_able_this_combat) and not any(applies_to(state, lure.objects, attacker, source)
                                      and matches(state, lure.blockers, blocker, source.controller, source.id)
                                      for source, lure in lures):
            continue
        if block_problem(game, blocker, aid) is not None:
            continue
        able = [b for b in state.battlefield if block_problem(game, state.objects[b], aid) is None]
        if len(able) < blocker_bounds(game, attacker)[0]:
            continue                      # obeying it would break a restriction (CR 509.1c)
        found.append(aid)
    return found


@HOOKS.lure_block_problem.register
def lure_block_problem(game, blocks: dict) -> str | None:
    """CR 509.1c: every creature required to block a lured attacker blocks one of them."""
    state = game.state
    for bid in sorted(state.battlefield):
        b = state.objects[bid]
        must = lure_attackers(game, b)
        if not must:
            continue
        chosen = blocks.get(bid)
        chosen = list(chosen) if isinstance(chosen, (list, tuple)) else ([] if chosen is None else [chosen])
        if not any(a in must for a in chosen):
            names = " or ".join(state.objects[a].name for a in must)
            return f"CR 509.1c: {b.name} is able to block {names} and must do so"
    return None


# ---------------------------------------------------------------- "~ must be blocked if able"
def must_be_blocked_attackers(game) -> list[int]:
    """The attacking creatures a MustBeBlocked requirement covers (CR 509.1c)."""
    state, combat = game.state, game.state.combat
    if combat is None:
        return []
    musts = static_effects(state, MustBeBlocked)
    return [aid for aid in sorted(combat.attackers)
            if any(applies_to(state, m.objects, state.objects[aid], source) for source, m in musts)]


def _free_blockers(game, blocks: dict, aid: int, required: list[int]) -> list[int]:
    """Creatures of `aid`'s defending player that could block it and that, blocking it instead,
    would obey one more requirement and break none (CR 509.1c): they block nothing or only
    attackers no requirement covers, and no provoke or lure requirement binds them."""
    state, combat = game.state, game.state.combat
    free = []
    for bid in sorted(state.battlefield):
        b = state.objects[bid]
        if b.controller != combat.defender.get(aid) or block_problem(game, b, aid) is not None:
            continue
        if bid in combat.must_block or lure_attackers(game, b):
            continue
        if any(a in required for a in _as_list(blocks.get(bid, []))):
            continue
        free.append(bid)
    return free


@HOOKS.must_be_blocked_fix.register
def must_be_blocked_fix(game, blocks: dict, player: int) -> None:
    """While `player`'s blocks are chosen automatically: each required attacker left unblocked
    gets as many of the free able creatures as its blocker minimum asks (CR 509.1c)."""
    state, combat = game.state, game.state.combat
    required = must_be_blocked_attackers(game)
    for aid in required:
        if combat.defender.get(aid) != player or any(aid in _as_list(a) for a in blocks.values()):
            continue
        free = _free_blockers(game, blocks, aid, required)
        low = max(1, blocker_bounds(game, state.objects[aid])[0])
        if len(free) < low:
            continue
        chosen = free[:low] if len(free) == low else game.ask_objects(
            ChoiceKind.BLOCK, player, f"which creatures block {state.objects[aid].name}?", free, low, low)
        for bid in chosen:
            blocks[bid] = aid


@HOOKS.must_be_blocked_problem.register
def must_be_blocked_problem(game, blocks: dict) -> str | None:
    """CR 509.1c: an attacker that must be blocked if able is blocked when enough creatures
    could block it without breaking a restriction or another requirement."""
    state = game.state
    required = must_be_blocked_attackers(game)
    for aid in required:
        if any(aid in _as_list(a) for a in blocks.values()):
            continue
        free = _free_blockers(game, blocks, aid, required)
        if free and len(free) >= blocker_bounds(game, state.objects[aid])[0]:
            return (f"CR 509.1c: {state.objects[aid].name} must be blocked if able, and "
                    f"{state.objects[free[0]].name} is able to block it")
    return None


# ---------------------------------------------------------------- soulbond (CR 702.95)
def _pairable(state, o, controller: int) -> bool:
    return (o is not None and o.zone is Zone.BATTLEFIELD and not o.gone and is_creature(o, state)
            and o.controller == controller)


def partner(state, o):
    """The creature `o` is paired with, or None. CR 702.95e: a pairing ends when either leaves
    the battlefield, stops being a creature, or another player gains control of either."""
    if o is None or o.paired_with is None:
        return None
    other = state.live(o.paired_with)
    if other is None or other.paired_with != o.id or not _pairable(state, o, o.controller) \
            or not _pairable(state, other, o.controller):
        o.paired_with = None
        if other is not None and other.paired_with == o.id:
            other.paired_with = None
        return None
    return other


@HOOKS.paired_pair.register
def paired_pair(state, source_id) -> tuple[int, ...]:
    """The source and its partner while paired; () when unpaired."""
    source = state.objects.get(source_id) if source_id is not None else None
    other = partner(state, source)
    return (source.id, other.id) if other is not None else ()


def _pair_soulbond(game, ctx, e):
    state = game.state
    me = state.live(ctx.source_id)
    if not _pairable(state, me, ctx.controller) or partner(state, me) is not None:
        return
    if e.other:
        new = state.live(ctx.event.object_id) if ctx.event is not None else None
        if not _pairable(state, new, ctx.controller) or partner(state, new) is not None or new.id == me.id \
                or not game.ask_bool(ChoiceKind.MAY, ctx.controller, f"pair {me.name} with {new.name}?"):
            return
    else:
        pool = [i for i in sorted(state.battlefield) if i != me.id
                and _pairable(state, state.objects[i], ctx.controller) and partner(state, state.objects[i]) is None]
        chosen = game.ask_objects(ChoiceKind.CHOOSE, ctx.controller, f"pair {me.name} with (or none)?",
                                  pool, 0, 1) if pool else []
        if not chosen:
            return
        new = state.objects[chosen[0]]
    me.paired_with, new.paired_with = new.id, me.id
    game.record("pair", f"{me.name} is paired with {new.name}", object_id=me.id)


def soulbond_triggers():
    """CR 702.95a: two triggered abilities (this creature enters; another creature enters)."""
    other = ObjectFilter(types=(CardType.CREATURE,), other=True)
    return (TriggeredAbility(EntersBattlefield(SelfRef()), (PairSoulbond(),)),
            TriggeredAbility(EntersBattlefield(other, Controller.YOU), (PairSoulbond(other=True),)))


HANDLERS[PairSoulbond] = _pair_soulbond


# ---------------------------------------------------------------- "Choose a creature type."
def _choose_value(game, ctx, e):
    from ..abilities import ChoiceKind as Pick
    from .enter_replacements import choice_options
    o = game.state.objects.get(ctx.source_id)
    if o is None:
        return
    kind = Pick(e.kind)
    options = choice_options(game, o, kind, ctx.controller)
    if not options:
        return
    value = game.ask_one(ChoiceKind.CHOOSE, ctx.controller, f"choose a {kind.value.replace('_', ' ')}",
                         options)
    o.chosen[kind.value] = [value]
    game.record("choose", f"{game.pname(ctx.controller)} chooses {value}", object_id=o.id)


from ..effects import ChooseValue  # noqa: E402
HANDLERS[ChooseValue] = _choose_value


register_instructions(HANDLERS)
