"""Expectations of the instructions that move, destroy, create, tap and choose objects
(runtime/effects/objects.py): what each must observably change (see verify_base.py)."""
from __future__ import annotations

import dataclasses

from ...runtime.characteristics import Zone
from ...runtime.effects import (AttachObjects, AttachToAnother, Unattach, BecomeSaddled, Choose, ChangeTheTarget, ChooseAtRandom, ChooseNewTargets,
                                CopySpell,
                                CounterSpell, CreateEmblem, CreateToken, CreateTokenCopy, Destroy, Exile, ExileUntilLeaves,
                                HauntExile, PairSoulbond, Populate, PutInto, Regenerate, ReturnExiledWith,
                                ExiledCardsMayBeLookedAt, PlayExiledFree, ReturnToBattlefield, ReturnToHand, RevealObjects, SacrificeObjects, TapObjects,
                                Transform, UntapObjects)
from .verify_base import (OBSERVED, Expectation, Outcome, Step, explained, left_zones, missing, names,
                          objects_changed, prepared, resolve)

PUBLIC = (Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.HAND, Zone.STACK)


def _exiled(step: Step) -> Outcome:
    """Each object left its zone; "with three time counters on it": the cards in exile have them
    (CR 702.62a)."""
    outcome = left_zones(step, PUBLIC)
    if outcome is not OBSERVED or not step.effect.counter:
        return outcome
    exiled = [step.after.live(i) for i in step.ctx.affected.get(step.effect.label, ())]
    bare = [o.name for o in exiled if o is not None and not dict(o.counters).get(step.effect.counter)]
    return missing(f"{', '.join(bare)} has no {step.effect.counter} counters in exile") if bare else outcome


def _exiled_until_leaves(step: Step) -> Outcome:
    if step.said("nothing is exiled (CR 610.3c)"):
        return explained("its source had left the battlefield (CR 610.3c)")
    return left_zones(step, (Zone.BATTLEFIELD,))


def _returned_to_battlefield(step: Step) -> Outcome:
    if step.said("can't enchant that object"):
        return explained("the Aura can't enchant that object and stays (CR 303.4i)")
    return left_zones(step, (Zone.GRAVEYARD, Zone.EXILE, Zone.HAND, Zone.LIBRARY))


def _returned_to_hand(step: Step) -> Outcome:
    return left_zones(step, (Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.EXILE))


def _destroyed(step: Step) -> Outcome:
    """CR 701.7a; indestructible (CR 702.12b), regeneration (CR 701.15) and totem armor explain
    a permanent that stays."""
    from ...runtime.engine.query import has_keyword
    r = prepared(step)
    on_battlefield = [i for i in r.objects if step.before.objects[i].zone is Zone.BATTLEFIELD]
    if not on_battlefield:
        return explained("no permanent to destroy")
    stayed = [i for i in on_battlefield if i in step.after.objects]
    state = step.game.state
    unexplained = [i for i in stayed if not has_keyword(state, state.objects[i], "indestructible")]
    if unexplained and len(step.logged("regenerate", "totem_armor")) >= len(unexplained):
        return explained("regenerated or saved by totem armor (CR 701.15)")
    if unexplained:
        return missing(f"{names(step, unexplained)} still on the battlefield")
    return explained("indestructible (CR 702.12b)") if stayed else OBSERVED


def _sacrifice_prepare(game, ctx, e: SacrificeObjects):
    """How many permanents each player must sacrifice: those it names, or `count` of the ones
    matching the filter they control (as many as they have)."""
    from ...runtime.engine.evaluation import count, players
    from ...runtime.engine.query import candidates
    r = resolve(game, ctx, e)
    if e.objects is not None:
        return r
    state = game.state
    counts = []
    for p in players(game, ctx, e.player):
        pool = [i for i in candidates(state, e.filter, p, ctx.source_id) if state.objects[i].controller == p]
        counts.append((p, min(count(game, ctx, e.count, p), len(pool))))
    return tuple(counts)


def _sacrificed(step: Step) -> Outcome:
    if not isinstance(step.prepared, tuple):
        return left_zones(step, (Zone.BATTLEFIELD,))
    short = []
    for p, n in step.prepared:
        gone = [i for i in step.before.battlefield if step.before.objects[i].controller == p
                and i not in step.after.objects]
        if len(gone) < n:
            short.append(f"player {p} sacrificed {len(gone)} of {n}")
    if short:
        return missing("; ".join(short))
    return OBSERVED if any(n for _, n in step.prepared) else explained("nothing to sacrifice")


def _put_into(step: Step) -> Outcome:
    return left_zones(step, (Zone.GRAVEYARD, Zone.EXILE, Zone.HAND, Zone.LIBRARY), step.effect.zone)


def _countered(step: Step) -> Outcome:
    if step.said("can't be countered"):
        return explained("it can't be countered")
    named = _abilities_named(step)
    if named:                    # "counter target activated ability": it left the stack (CR 701.5a)
        left = [i for i in named if all(item.id != i for item in step.game.state.stack)]
        if len(left) < len(named):
            return missing("an ability it names is still on the stack")
        if not prepared(step).objects:
            return OBSERVED
    return left_zones(step, (Zone.STACK,))


def _abilities_named(step: Step) -> list[int]:
    """The stack ids of the abilities the instruction's target references chose (CR 115.1)."""
    from ...runtime.filters import TargetRef, UnionRef
    ref = step.effect.objects
    refs = ref.parts if isinstance(ref, UnionRef) else (ref,)
    groups = [step.ctx.targets[r.index] for r in refs if isinstance(r, TargetRef) and r.index < len(step.ctx.targets)]
    return [t.ability for group in groups for t in group if t.ability is not None]


def _haunted(step: Step) -> Outcome:
    if step.after.objects.keys() - step.before.objects.keys():
        return OBSERVED
    if not prepared(step).objects and step.ctx.targets and not any(step.ctx.targets[0]):
        return explained("no creature to haunt")
    return missing("the card with haunt wasn't exiled")


def _returned_exiled(step: Step) -> Outcome:
    """CR 607.2a: the cards its source exiled that are still in exile left it (read from the
    source as it is now if it still exists, else its last known information)."""
    waiting = [i for i in _exiled_with_source(step) if _named(step, i)]
    if not waiting:
        return explained("no card exiled with its source that it names is still in exile (CR 607.2a)")
    stayed = [i for i in waiting if i in step.after.objects]
    if step.effect.one and len(stayed) < len(waiting):
        return OBSERVED                     # "put a creature card exiled with ~ ...": one of them
    return missing(f"{names(step, stayed)} still in exile") if stayed else OBSERVED


def _exiled_with_source(step: Step) -> list[int]:
    """The cards its source exiled (CR 607.2a) that were in exile before the step."""
    state = step.game.state
    lki = state.live(step.ctx.source_id) or step.ctx.source_lki or state.objects.get(step.ctx.source_id)
    return [i for i in (lki.exiled_with if lki is not None else ()) if i in step.before.objects
            and step.before.objects[i].zone is Zone.EXILE]


def _may_be_looked_at(step: Step) -> Outcome:
    """Hideaway (CR 702.75a): each face-down card its source exiled may be looked at by the
    permanent's controller (CR 406.3b)."""
    state = step.game.state
    hidden = [i for i in _exiled_with_source(step) if state.objects[i].face_up is not None]
    if not hidden:
        return explained("no face-down card exiled with its source is in exile")
    unseen = [i for i in hidden if step.ctx.controller not in state.objects[i].may_be_looked_at_by]
    return missing(f"{len(unseen)} card(s) its controller may not look at") if unseen else OBSERVED


def _played_exiled(step: Step) -> Outcome:
    """CR 607.2a: each card its source exiled left exile (played as a land, or cast), unless the
    player declined or couldn't play it (no land play left, CR 305.2a; a cast refused); "cast a
    card exiled with ~": one of those the filter names (never a land, CR 305.9) was cast."""
    waiting = [i for i in _exiled_with_source(step) if _named(step, i)]
    if not waiting:
        return explained("no card exiled with its source that it may play is still in exile (CR 607.2a)")
    stayed = [i for i in waiting if i in step.after.objects]
    if not stayed or (step.effect.one and len(stayed) < len(waiting)):
        return OBSERVED
    if step.declined() or step.said("can't be cast", "no land play left"):
        return explained("the player didn't or couldn't play it")
    return missing(f"{len(stayed)} exiled card(s) still in exile")


def _named(step: Step, oid: int) -> bool:
    """Whether the exiled card is one the instruction names: of its filter, and not a land if
    it only casts (CR 305.9)."""
    from ...runtime.characteristics import CardType
    from ...runtime.engine.query import matches
    e, card = step.effect, step.game.state.objects[oid]     # as it was in exile (CR 608.2h)
    real = card.face_up or card.definition
    if getattr(e, "cast_only", False) and CardType.LAND in real.types:
        return False
    return e.filter is None or matches(step.game.state, e.filter, card, step.ctx.controller, step.ctx.source_id,
                                       check_zone=False)


def _new_tokens(step: Step) -> list[int]:
    return [i for i in step.after.battlefield if i not in step.before.objects and step.after.objects[i].is_token]


def _tokens_created(step: Step) -> Outcome:
    """N tokens of that name for each player (a replacement may make more, CR 614.1a)."""
    r = prepared(step)
    made = _new_tokens(step)
    short = []
    for k, p in enumerate(r.players):
        n = r.amount_for(k)
        mine = [i for i in made if step.after.objects[i].controller == p
                and step.after.objects[i].name == step.effect.token.name]
        if len(mine) < n:
            short.append(f"{len(mine)} of {n} {step.effect.token.name} token(s) for player {p}")
    if short:
        return missing("; ".join(short))
    if step.effect.attacking and _not_attacking(step, made):
        return missing("token(s) put onto the battlefield attacking aren't attacking (CR 508.4): "
                       + ", ".join(step.after.objects[i].name for i in _not_attacking(step, made)))
    if step.said("no token is created"):
        return explained("the object the token would be attached to is gone or can't be enchanted (CR 303.4i)")
    wrong = _token_extras_missing(step, made)
    if wrong:
        return missing(wrong)
    return OBSERVED if any(r.amounts) and r.players else explained("no token to create (the number is 0)")


def _token_extras_missing(step: Step, made: list[int]) -> str:
    """What a created token lacks of "with N <kind> counters on it" (CR 122.6) or "attached to
    <object>" (CR 303.4f); "" when it has both."""
    from ...runtime.engine.evaluation import amount, objects
    e = step.effect
    mine = [i for i in made if step.after.objects[i].name == e.token.name]
    if e.counter is not None:
        n = amount(step.game, step.ctx, e.counter_amount)
        short = [i for i in mine if step.after.objects[i].count(e.counter) < n]
        if short:
            return f"{names(step, short)} entered without {n} {e.counter} counter(s)"
    if e.attached_to is not None:
        hosts = set(objects(step.game, step.ctx, e.attached_to))
        loose = [i for i in mine if step.after.objects[i].attached_to not in hosts]
        if loose:
            return f"{names(step, loose)} entered attached to nothing it names"
    return ""


def _transformed_before(game, ctx, effect):
    r = resolve(game, ctx, effect)
    state = game.state
    return r, {i: state.objects[i].definition for i in r.objects
               if state.objects[i].definition.back_face is not None or state.objects[i].front_face is not None}


def _transformed(step: Step) -> Outcome:
    """Each permanent it names with another face has that face up now (CR 701.28a), as the same
    object (CR 712.14); one without another face stays as it was (CR 701.28c)."""
    r, faces = step.prepared
    state = step.game.state
    two_faced = [i for i in faces if state.objects[i].zone is Zone.BATTLEFIELD
                 and state.objects[i].face_up is None]
    if not two_faced:
        return explained("no permanent it names has another face (CR 701.28c)")
    if step.said("doesn't transform (CR 701.28f)"):
        return explained("it transformed since the ability was put onto the stack (CR 701.28f)")
    same = [i for i in two_faced if state.objects[i].definition is faces[i]]
    return missing(f"{names(step, same)} didn't turn over") if same else OBSERVED


def _not_attacking(step: Step, made: list[int]) -> list[int]:
    """Tokens made "tapped and attacking" that aren't attacking, where they would be: during
    combat, under the attacking player (CR 508.4; otherwise they never attack, CR 506.3b)."""
    state = step.game.state
    if state.combat is None:
        return []
    return [i for i in made if state.objects[i].controller == state.active and i in state.objects
            and i not in state.combat.attackers]


def _emblem_created(step: Step) -> Outcome:
    """CR 114.2: each player it names has a new object in the command zone, with its abilities."""
    r = prepared(step)
    made = [i for i, o in step.after.objects.items() if i not in step.before.objects
            and o.zone is Zone.COMMAND]
    owners = [step.after.objects[i].controller for i in made]
    short = [p for p in r.players if p not in owners]
    if short:
        return missing(f"no emblem in the command zone of player(s) {short}")
    wrong = [i for i in made if step.game.state.objects[i].definition.abilities != step.effect.abilities]
    return missing("an emblem without the abilities it was given") if wrong else OBSERVED


def _token_copies(step: Step) -> Outcome:
    if _new_tokens(step):
        return OBSERVED
    from ...runtime.engine.evaluation import _lki
    if not _lki(step.game, step.ctx, step.effect.objects):
        return explained("no object to copy")
    return missing("no token copy entered")


def _populated(step: Step) -> Outcome:
    if _new_tokens(step):
        return OBSERVED
    mine = [i for i in step.before.battlefield if step.before.objects[i].is_token
            and step.before.objects[i].controller == step.ctx.controller]
    return missing("no token copy entered") if mine else explained("no token to populate (CR 701.30a)")


def _tapped(step: Step, tapped: bool) -> Outcome:
    r = prepared(step)
    todo = [i for i in r.objects if step.before.objects[i].zone is Zone.BATTLEFIELD
            and step.before.objects[i].tapped is not tapped]
    if not todo:
        return explained(f"nothing to {'tap' if tapped else 'untap'}")
    wrong = [i for i in todo if i in step.after.objects and step.after.objects[i].tapped is not tapped]
    return missing(f"{names(step, wrong)} not {'tapped' if tapped else 'untapped'}") if wrong else OBSERVED


def _regeneration(step: Step) -> Outcome:
    r = prepared(step)
    if not r.objects:
        return explained("no object to regenerate")
    state = step.game.state
    unshielded = [i for i in r.objects if state.objects[i].regeneration_shields == 0]
    return missing(f"no regeneration shield on {names(step, unshielded)}") if unshielded else OBSERVED


def _chosen(step: Step) -> Outcome:
    """A choice made as it resolves is recorded for the steps after it (ruling S10)."""
    if step.effect.label in step.ctx.chosen and step.logged("choose"):
        return OBSERVED
    return missing(f"nothing recorded as {step.effect.label!r}")


def _copied_spell(step: Step) -> Outcome:
    """One copy per spell (and player), or `count` copies: "copy it for each permanent that died
    this turn" makes none when none died (CR 702.69a)."""
    r = prepared(step)
    spells = [i for i in r.objects if step.before.objects[i].zone is Zone.STACK]
    if not spells and not _abilities_named(step):
        return explained("no spell or ability to copy")
    if r.amount_for(0) <= 0:
        return explained("the number of copies is 0")
    return OBSERVED if step.after.stack > step.before.stack else missing("no copy was put on the stack")


def _resolve_copies(game, ctx, effect):
    """The spells to copy, with the number of copies of each as the amount."""
    from ...runtime.engine.evaluation import amount
    return dataclasses.replace(resolve(game, ctx, effect), amounts=(amount(game, ctx, effect.count),))


def _new_targets_chosen(step: Step) -> Outcome:
    """CR 115.7d: the log records, for each spell with targets, the targets chosen anew (or that
    no other legal choice kept the old ones)."""
    r = prepared(step)
    spells = [i for i in r.objects if step.before.objects[i].zone is Zone.STACK]
    if _abilities_named(step):
        return missing("new targets for an ability are not chosen by this instruction")
    if not spells:
        return explained("no spell to choose new targets for")
    if not step.logged("new_targets"):
        targeted = [i for i in spells if any(item.source_id == i and item.target_specs
                                              for item in step.game.state.stack)]
        return missing(f"no new targets chosen for {names(step, targeted)}") if targeted \
            else explained("the spell has no targets")
    return OBSERVED


def _target_changed(step: Step) -> Outcome:
    """CR 115.7a: each spell with a single target now has another one, or the log says there
    was no other legal target."""
    r = prepared(step)
    spells = [i for i in r.objects if step.before.objects[i].zone is Zone.STACK]
    if not spells and not _abilities_named(step):
        return explained("no spell or ability to retarget")
    if step.said("no other legal target"):
        return explained("no other legal target (CR 115.7a)")
    return OBSERVED if step.logged("new_targets") else missing(f"the target of {names(step, spells) or 'the ability'} is unchanged")


def _revealed(step: Step) -> Outcome:
    return OBSERVED if step.logged("reveal") else missing("nothing was revealed")


def _saddled(step: Step) -> Outcome:
    state = step.game.state
    r = prepared(step)
    left = [i for i in r.objects if state.objects[i].zone is Zone.BATTLEFIELD and not state.objects[i].saddled]
    return missing(f"{names(step, left)} not saddled") if left else OBSERVED


def _pairing_open(game, ctx, effect) -> bool:
    """Before it runs: whether the rules leave a pairing to choose (CR 702.95a: the soulbond
    creature and the other one both unpaired creatures its controller controls)."""
    from ...runtime.handlers.grants import _pairable, partner
    state = game.state
    me = state.live(ctx.source_id)
    if not _pairable(state, me, ctx.controller) or partner(state, me) is not None:
        return False
    if effect.other:
        new = state.live(ctx.event.object_id) if ctx.event is not None else None
        return new is not None and new.id != me.id and _pairable(state, new, ctx.controller) \
            and partner(state, new) is None
    return any(i != me.id and _pairable(state, state.objects[i], ctx.controller)
               and partner(state, state.objects[i]) is None for i in state.battlefield)


def _paired(step: Step) -> Outcome:
    """Soulbond (CR 702.95a): the creatures are paired, unless there was none to pair with or
    the player, asked, chose not to ("you may")."""
    from ...runtime.handlers.grants import partner
    if not prepared(step):                      # raises if it could not be judged before
        return explained("no unpaired creature to pair with (CR 702.95a)")
    me = step.game.state.live(step.ctx.source_id)
    if me is not None and partner(step.game.state, me) is not None:
        return OBSERVED
    return explained("the player chose not to pair (CR 702.95a)") if step.declined() else missing("no pair was made")


EXPECTATIONS: dict[type, Expectation] = {
    Exile: Expectation("each object it names left its zone for exile", _exiled, resolve),
    ExileUntilLeaves: Expectation("each permanent it names left the battlefield", _exiled_until_leaves, resolve),
    ReturnToBattlefield: Expectation("each card it names left its zone for the battlefield",
                                     _returned_to_battlefield, resolve),
    ReturnToHand: Expectation("each object it names left its zone for a hand", _returned_to_hand, resolve),
    Destroy: Expectation("each permanent it names left the battlefield (or indestructible / regenerated)",
                         _destroyed, resolve),
    SacrificeObjects: Expectation("the permanents to sacrifice left the battlefield", _sacrificed,
                                  _sacrifice_prepare),
    PutInto: Expectation("each card it names left its zone", _put_into, resolve),
    CounterSpell: Expectation("each spell it names left the stack (or can't be countered)", _countered, resolve),
    HauntExile: Expectation("the card with haunt was exiled", _haunted, resolve),
    ReturnExiledWith: Expectation("the cards its source exiled left exile", _returned_exiled),
    ExiledCardsMayBeLookedAt: Expectation("the face-down cards its source exiled may be looked at by its "
                                          "controller", _may_be_looked_at),
    PlayExiledFree: Expectation("the cards its source exiled left exile, played (or the player didn't)",
                                _played_exiled),
    CreateToken: Expectation("N tokens of that name entered for each player", _tokens_created, resolve),
    CreateTokenCopy: Expectation("a token copy entered", _token_copies),
    Transform: Expectation("each permanent it names with another face turned over", _transformed,
                           _transformed_before),
    CreateEmblem: Expectation("each player it names has an emblem with its abilities in the command zone",
                              _emblem_created, resolve),
    Populate: Expectation("a token copy of a creature token entered", _populated),
    TapObjects: Expectation("each untapped permanent it names is tapped", lambda s: _tapped(s, True), resolve),
    UntapObjects: Expectation("each tapped permanent it names is untapped", lambda s: _tapped(s, False), resolve),
    Regenerate: Expectation("each permanent it names has a regeneration shield", _regeneration, resolve),
    Choose: Expectation("the chosen objects are recorded", _chosen),
    ChooseAtRandom: Expectation("the randomly picked objects are recorded", _chosen),
    CopySpell: Expectation("a copy of the spell is on the stack", _copied_spell, _resolve_copies),
    ChangeTheTarget: Expectation("each spell it names has another target (CR 115.7a)", _target_changed, resolve),
    ChooseNewTargets: Expectation("the spell's targets are chosen anew (CR 115.7d)", _new_targets_chosen, resolve),
    RevealObjects: Expectation("the cards are revealed (the log shows them)", _revealed),
    AttachObjects: Expectation("each object it names is attached anew", objects_changed, resolve),
    AttachToAnother: Expectation("each object it names is attached anew", objects_changed, resolve),
    Unattach: Expectation("each object it names is no longer attached", objects_changed, resolve),
    BecomeSaddled: Expectation("each creature it names is saddled", _saddled, resolve),
    PairSoulbond: Expectation("the creatures are paired (or no pairing was chosen)", _paired, _pairing_open),
}
