"""VM instructions of the targets/attachments family: GainProtectionChoice (registered in
the VM's instruction table)."""
from __future__ import annotations

from ..abilities import KeywordAbility
from ..characteristics import Color, Zone
from ..engine.decider import ChoiceKind
from ..effects import (AttachObjects, AttachToAnother, Unattach, BecomeColorChoice, Duration, GainKeywordChoice,
                       GainAllCreatureTypes, GainProtectionChoice, LoseKeyword, SetBasePT, SwitchPowerToughness,
                       BecomeCopy)
from ..filters import ObjectFilter, PlayerRef
from ..engine.continuous_effects import (AbilitiesGained, AllCreatureTypes, BasePTSet, ColorChange, CopyOf, PTSwitched,
                                         add_effect, copiable_definition, new_timestamp,
                                         with_exceptions)
from ..engine.registry import register_instructions


def _gain_keyword_choice(game, ctx, e: GainKeywordChoice):
    """CR 608.2d: the ability's controller chooses one of the keywords as it resolves; each
    object still on the battlefield gains it (CR 613.1f), undone at cleanup if "until end of
    turn" (CR 514.2)."""
    from ..engine.evaluation import objects
    from ..engine.objects import TimedModification
    chosen = game.ask_one(ChoiceKind.CHOOSE, ctx.controller, "choose a keyword", [(k, k) for k in e.keywords])
    game.record("choose", f"{game.pname(ctx.controller)} chooses {chosen}", source_id=ctx.source_id)
    for oid in objects(game, ctx, e.objects):
        o = game.state.objects[oid]
        if o.zone is Zone.BATTLEFIELD:
            o.modifications.append(TimedModification(0, 0, chosen, e.duration is not Duration.PERMANENT,
                                                     timestamp=new_timestamp(game.state)))


def _gain_protection_choice(game, ctx, e: GainProtectionChoice):
    """CR 702.16a: protection from the chosen color, chosen as the effect happens (CR 608.2d) by
    the ability's controller, or by the object's controller for "its controller's choice";
    an "until end of turn" grant is undone at cleanup (turn._cleanup, CR 514.2)."""
    from ..engine.evaluation import objects
    chosen: dict[int, Color] = {}         # one choice per choosing player
    for oid in objects(game, ctx, e.objects):
        o = game.state.objects[oid]
        if o.zone is not Zone.BATTLEFIELD:
            continue
        chooser = o.controller if e.chooser is PlayerRef.CONTROLLER else ctx.controller
        if chooser not in chosen or e.chooser is PlayerRef.CONTROLLER:
            chosen[chooser] = game.ask_one(ChoiceKind.CHOOSE, chooser, f"choose a color for protection",
                                           [(c, c.name.lower()) for c in Color])
        color = chosen[chooser]
        granted = KeywordAbility("protection", quality=ObjectFilter(colors=(color,)))
        add_effect(game.state, o, (AbilitiesGained((granted,)),), e.duration is not Duration.PERMANENT)
        game.record("protection", f"{o.name} gains protection from {color.name.lower()} "
                                  f"({game.pname(chooser)}'s choice)", object_id=oid)


def _lose_keyword(game, ctx, e: LoseKeyword):
    """CR 613.1f: the keyword is removed (query.keywords applies it in timestamp order)."""
    from ..engine.objects import TimedModification
    from ..engine.evaluation import objects
    for oid in objects(game, ctx, e.objects):
        o = game.state.objects[oid]
        o.modifications.append(TimedModification(0, 0, e.keyword, e.duration is not Duration.PERMANENT,
                                                 timestamp=new_timestamp(game.state),
                                                 lose=True))
        game.record("keyword", f"{o.name} loses {e.keyword}", object_id=oid)


def _become_color_choice(game, ctx, e: BecomeColorChoice):
    """CR 105.3, 613.1e: the new color replaces the object's colors (layer 5), a permanent's or a
    spell's on the stack (CR 400.7a); the choice is made as the effect happens (CR 608.2d);
    "until end of turn" ends at cleanup (CR 514.2)."""
    from ..engine.evaluation import objects
    from .objects import COLORED_ZONES
    targets = [game.state.objects[i] for i in objects(game, ctx, e.objects)
               if game.state.objects[i].zone in COLORED_ZONES]
    if not targets:
        return
    options = [(c, c.name.lower()) for c in Color]
    if e.several:
        from ..engine.decider import Choice, Option
        colors = tuple(game.ask(Choice(ChoiceKind.CHOOSE, ctx.controller, "choose one or more colors",
                                       tuple(Option(v, lbl) for v, lbl in options), 1, len(options))))
    else:
        colors = (game.ask_one(ChoiceKind.CHOOSE, ctx.controller, "choose a color", options),)
    for o in targets:
        add_effect(game.state, o, (ColorChange(tuple(colors)),), e.duration is not Duration.PERMANENT)
        game.record("color", f"{o.name} becomes {' and '.join(c.name.lower() for c in colors)}",
                    object_id=o.id)


def _set_base_pt(game, ctx, e: SetBasePT):
    """CR 613.4b (layer 7b): the base values change; modifications and counters apply on top
    (query.power_toughness); "until end of turn" ends at cleanup (CR 514.2)."""
    from ..engine.evaluation import amount, objects
    power, toughness = (v if isinstance(v, int) else amount(game, ctx, v) for v in (e.power, e.toughness))
    for oid in objects(game, ctx, e.objects):
        o = game.state.objects[oid]
        if o.zone is not Zone.BATTLEFIELD:
            continue
        add_effect(game.state, o, (BasePTSet(power, toughness),), e.duration is not Duration.PERMANENT)
        game.record("base_pt", f"{o.name} has base power and toughness {power}/{toughness}",
                    object_id=oid)


def _switch_pt(game, ctx, e: SwitchPowerToughness):
    """CR 613.4d (layer 7d): each creature's power and toughness are switched, timestamped now
    (CR 613.7b), after its other power and toughness effects; until cleanup (CR 514.2)."""
    from .objects import add_continuous_effect
    add_continuous_effect(game, ctx, e.objects, (PTSwitched(),), e.duration, "has its power and toughness switched")


def _become_copy(game, ctx, e: BecomeCopy):
    """CR 707.2, 613.2a (layer 1): each object's characteristics become the copiable values of
    the copied object, as it last existed if it has left (CR 608.2h); "and gains this ability":
    the resolving ability is part of the copy, so copied again with it (CR 707.9a)."""
    from dataclasses import replace
    from ..engine.evaluation import last_known
    from .objects import add_continuous_effect
    found = last_known(game, ctx, e.copied)
    if not found:
        return
    copied = copiable_definition(found[0])
    if e.exceptions is not None:            # CR 707.9b: part of the copiable values
        source = game.state.objects[ctx.source_id]
        copied = with_exceptions(copied, e.exceptions, source.own_definition or source.definition)
    if e.keeps_this_ability and ctx.ability is not None and ctx.ability not in copied.abilities:
        copied = replace(copied, abilities=copied.abilities + (ctx.ability,))
    add_continuous_effect(game, ctx, e.objects, (CopyOf(copied),), e.duration, f"becomes a copy of {found[0].name}")


def _gain_all_creature_types(game, ctx, e: GainAllCreatureTypes):
    """CR 205.3m (layer 4): each object has every creature type, timestamped now (CR 613.7b),
    until cleanup for "until end of turn" (CR 514.2)."""
    from .objects import add_continuous_effect
    add_continuous_effect(game, ctx, e.objects, (AllCreatureTypes(),), e.duration, "has all creature types")


def _attach_objects(game, ctx, e: AttachObjects):
    """CR 701.3a-b: attach if it can legally be attached; an object already attached to it stays."""
    from ..engine.attachments import attach, attach_problem
    from ..engine.evaluation import objects
    hosts = objects(game, ctx, e.to)
    if not hosts:
        return
    host = game.state.objects[hosts[0]]
    for oid in objects(game, ctx, e.objects):
        o = game.state.objects[oid]
        if o.zone is Zone.BATTLEFIELD and o.id != host.id and o.attached_to != host.id \
                and attach_problem(game.state, o, host) is None:
            attach(game, o, host.id)


def _attach_to_another(game, ctx, e: AttachToAnother):
    """CR 701.3a-b: the ability's controller chooses, as it resolves, a legal object matching
    the filter other than the one the attachment is attached to (not a target)."""
    from ..engine.attachments import attach, attach_problem
    from ..engine.query import candidates
    from ..engine.evaluation import objects
    state = game.state
    for oid in objects(game, ctx, e.objects):
        o = state.objects[oid]
        if o.zone is not Zone.BATTLEFIELD:
            continue
        hosts = [h for h in candidates(state, e.to, ctx.controller, ctx.source_id)
                 if h not in (o.id, o.attached_to) and attach_problem(state, o, state.objects[h]) is None]
        if not hosts:
            game.record("attach", f"{o.name}: no other object it can be attached to")
            continue
        (host,) = game.ask_objects(ChoiceKind.CHOOSE, ctx.controller,
                                   f"choose another object to attach {o.name} to", hosts, 1, 1)
        attach(game, o, host)


def _unattach(game, ctx, e: Unattach):
    """CR 701.3d: to unattach is to move it away from the object it's attached to, onto the
    battlefield still."""
    from ..engine.evaluation import objects
    for oid in objects(game, ctx, e.objects):
        o = game.state.objects[oid]
        if o.zone is Zone.BATTLEFIELD and o.attached_to is not None:
            host = game.state.objects[o.attached_to]
            o.attached_to = None
            game.record("attach", f"{o.name} becomes unattached from {host.name}", object_id=o.id)


HANDLERS = {AttachObjects: _attach_objects, AttachToAnother: _attach_to_another, Unattach: _unattach, SetBasePT: _set_base_pt, SwitchPowerToughness: _switch_pt, BecomeCopy: _become_copy, GainProtectionChoice: _gain_protection_choice, LoseKeyword: _lose_keyword,
            GainKeywordChoice: _gain_keyword_choice, GainAllCreatureTypes: _gain_all_creature_types,
            BecomeColorChoice: _become_color_choice}


register_instructions(HANDLERS)
