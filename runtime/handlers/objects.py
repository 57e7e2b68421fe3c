"""VM instructions that change what objects are or do: Animate, LoseAllAbilities,
DealDamageSimultaneously, CopySpell, ChooseNewTargets, ChangeTheTarget (registered in the VM's instruction table)."""
from __future__ import annotations

from ..characteristics import Zone
from ..effects import AddColorsAndTypes, Animate, BecomeAura, BecomeColors, BecomeCreatureType, BecomeCreatureTypeChoice, ChangeTheTarget, ChooseNewTargets, CopySpell, DealDamageSimultaneously, LoseAllAbilities
from ..engine.continuous_effects import (AbilitiesGained, AllAbilitiesLost, BasePTSet, ColorChange,
                                         CreatureTypeChange, TypeChange, keyword_abilities)
from ..engine.registry import register_instructions


def add_continuous_effect(game, ctx, ref, changes: tuple, duration, what: str = "changes its characteristics",
                          zones: tuple[Zone, ...] = (Zone.BATTLEFIELD,)) -> None:
    """A characteristic-changing effect of a resolving spell or ability (CR 613.1d-f, 613.4b) on
    each object of `ref` on the battlefield, fixed as it resolves (CR 611.2c); an effect with a
    duration ends at cleanup (turn._cleanup, CR 514.2). The objects' own definitions stay.
    `zones`: where an object it names may be (a spell on the stack for a colour, CR 613.1e)."""
    from ..engine.continuous_effects import add_effect
    from ..engine.evaluation import objects
    for oid in objects(game, ctx, ref):
        o = game.state.objects[oid]
        if o.zone not in zones:
            continue
        add_effect(game.state, o, changes, *duration.ends(ctx.controller))
        game.record("characteristics", f"{o.name} {what}", object_id=oid)


def _animate(game, ctx, e: Animate):
    """One effect with a change in each layer it touches, all with its timestamp: CR 613.1d
    (types, layer 4), 613.1e (colours, layer 5), 613.1f (keywords, layer 6), 613.4b (base P/T,
    layer 7b)."""
    changes = [TypeChange(e.types, e.subtypes, e.keep_types)]
    if e.colors:
        changes.append(ColorChange(e.colors))
    if e.keywords:
        changes.append(AbilitiesGained(keyword_abilities(e.keywords)))
    if e.power is not None or e.toughness is not None:
        changes.append(BasePTSet(e.power or 0, e.toughness or 0))
    add_continuous_effect(game, ctx, e.objects, tuple(changes), e.duration)


def _lose_all_abilities(game, ctx, e: LoseAllAbilities):
    """CR 613.1f (layer 6): the object has no abilities, those earlier effects gave it included
    (CR 613.7); designations stay (ruling S2)."""
    add_continuous_effect(game, ctx, e.objects, (AllAbilitiesLost(),), e.duration, "loses all abilities")


def _become_creature_type(game, ctx, e: BecomeCreatureType):
    """"... becomes a blue Frog with base power and toughness 1/1": one effect with a change in
    layers 4 (creature types, CR 205.1b), 5 (colours, CR 105.3) and 7b (CR 613.4b)."""
    changes = (CreatureTypeChange(e.subtypes),) + ((ColorChange(e.colors),) if e.colors else ()) \
        + (BasePTSet(e.power, e.toughness),)
    add_continuous_effect(game, ctx, e.objects, changes, e.duration)


def _become_creature_type_choice(game, ctx, e: BecomeCreatureTypeChoice):
    """"... becomes the creature type of your choice": the controller of the effect names one
    creature type as it resolves (CR 608.2d; any creature type, CR 205.3m); the objects' creature
    types become it (layer 4, CR 205.1b)."""
    from ..abilities import ChoiceKind as Pick
    from ..engine.decider import ChoiceKind
    from ..engine.evaluation import objects
    from .enter_replacements import COMMON_CREATURE_TYPES, choice_options
    if not any(game.state.objects[i].zone is Zone.BATTLEFIELD for i in objects(game, ctx, e.objects)):
        return
    # the types the game shows and the common ones: naming a type no object has is a real choice
    seen = {t for t, _ in choice_options(game, None, Pick.CREATURE_TYPE, ctx.controller)}
    options = [(t, t) for t in sorted(seen | set(COMMON_CREATURE_TYPES))]
    chosen = game.ask_one(ChoiceKind.CHOOSE, ctx.controller, "choose a creature type", options)
    add_continuous_effect(game, ctx, e.objects, (CreatureTypeChange((chosen,)),), e.duration,
                          f"becomes a {chosen}")


def _add_colors_and_types(game, ctx, e: AddColorsAndTypes):
    """"... is a black Zombie in addition to its other colors and types": one effect adding
    subtypes in layer 4 (CR 205.1b) and colours in layer 5 (CR 105.3)."""
    changes = (TypeChange(tuple(e.types), e.subtypes, in_addition=True),) \
        + ((ColorChange(e.colors, in_addition=True),) if e.colors else ())
    add_continuous_effect(game, ctx, e.objects, changes, e.duration)


# a colour effect changes a spell on the stack as well as a permanent: "target spell or permanent
# becomes red" (CR 613.1e); a permanent spell's changes stay on the permanent it becomes (CR 400.7a)
COLORED_ZONES = (Zone.BATTLEFIELD, Zone.STACK)


def _become_colors(game, ctx, e: BecomeColors):
    """"... becomes white until end of turn": one layer-5 change, the colours replacing the
    object's own or added to them (CR 105.3, 613.1e), with the effect's timestamp (CR 613.7b)."""
    words = " and ".join(c.name.lower() for c in e.colors) or "colorless"
    add_continuous_effect(game, ctx, e.objects, (ColorChange(tuple(e.colors), e.in_addition),), e.duration,
                          f"becomes {words}" + (" in addition to its other colors" if e.in_addition else ""),
                          COLORED_ZONES)


def _become_aura(game, ctx, e: BecomeAura):
    """"~ loses this ability and becomes an Aura enchantment with enchant creature": layer 4 (its
    types become enchantment, Aura: CR 613.1d) and layer 6 (the resolving ability lost, enchant
    gained: CR 613.1f), one effect with one timestamp (CR 613.7b); with an end cost, its
    controller may end it later (CR 116.2c: mechanics/ended_effects.py)."""
    from ..abilities import KeywordAbility
    from ..characteristics import CardType
    from ..engine.continuous_effects import AbilityLost, TypeChange, add_effect
    o = game.state.live(ctx.source_id)
    if o is None or o.zone is not Zone.BATTLEFIELD:
        return
    changes = (TypeChange((CardType.ENCHANTMENT,), ("Aura",)),
               AbilitiesGained((KeywordAbility("enchant", quality=e.enchant),)))
    if ctx.ability is not None:
        changes += (AbilityLost(ctx.ability),)
    add_effect(game.state, o, changes, False)
    if e.end_cost is not None:
        o.ends_by_payment += ((o.continuous_effects[-1].timestamp, e.end_cost, ctx.controller),)
    game.record("characteristics", f"{o.name} becomes an Aura enchantment", object_id=o.id)


def _deal_damage_simultaneously(game, ctx, e: DealDamageSimultaneously):
    """CR 120.3-120.4: the parts are dealt as one event; state-based actions are checked only
    after all of them (nothing between the parts looks at the game)."""
    from ..engine.vm import run
    run(game, ctx, tuple(e.parts))


def _copy_spell(game, ctx, e: CopySpell):
    """CR 707.10: a copy of the spell is put on the stack under the player's control; with
    `new_targets` they may choose new targets (CR 707.10c)."""
    from ..engine.spell_copies import copy_spell
    from ..engine.stack_abilities import copy_ability, targeted_abilities
    from ..engine.evaluation import amount, objects, players
    state = game.state
    times = amount(game, ctx, e.count)
    for oid in objects(game, ctx, e.objects):
        item = next((i for i in state.stack if i.kind == "spell" and i.source_id == oid), None)
        if item is None:
            continue
        for p in players(game, ctx, e.player):
            for _ in range(times):
                copy_spell(game, item, p, new_targets=e.new_targets)
    for item in targeted_abilities(game, ctx, e.objects):     # "copy target triggered ability"
        for p in players(game, ctx, e.player):
            for _ in range(times):
                copy_ability(game, item, p, new_targets=e.new_targets)


def _choose_new_targets(game, ctx, e: ChooseNewTargets):
    """CR 115.7d: the effect's controller may choose new targets for each spell it names; the
    same target specifications (modes included, CR 700.2) are offered again, and a choice that
    can't be made keeps the old targets."""
    from ..engine.evaluation import objects
    state = game.state
    for oid in objects(game, ctx, e.objects):
        item = next((i for i in state.stack if i.kind == "spell" and i.source_id == oid), None)
        if item is None or not item.target_specs:
            continue
        name = state.objects[oid].name
        chosen = game.choose_targets(item.target_specs, ctx.controller, oid, f"new targets for {name}",
                                     item.x, item.event)
        if chosen is None:
            game.record("new_targets", f"the targets of {name} stay: no other legal choice", object_id=oid)
            continue
        item.targets = [list(group) for group in chosen]
        game.record("new_targets", f"{game.pname(ctx.controller)} chooses the targets of {name}: "
                    + ", ".join(game.target_name(t) for group in chosen for t in group), object_id=oid)


def _change_the_target(game, ctx, e: ChangeTheTarget):
    """CR 115.7a: the target of each spell or ability with a single target can be changed only to
    another legal target (legal for it and its controller); with none, it stays unchanged."""
    from ..engine.decider import Choice, ChoiceKind
    from ..engine.evaluation import objects
    from ..engine.stack_abilities import chosen_target, targeted_abilities
    state = game.state
    spells = [(next((i for i in state.stack if i.kind == "spell" and i.source_id == oid), None), oid)
              for oid in objects(game, ctx, e.objects)]
    for item, oid in spells + [(i, i.source_id) for i in targeted_abilities(game, ctx, e.objects)]:
        chosen = [(g, t) for g, group in enumerate(item.targets) for t in group] if item is not None else []
        if len(chosen) != 1:
            continue
        group, old = chosen[0]
        current = ("player", old.player) if old.player is not None else (
            ("ability", old.ability) if old.ability is not None else old.object_id)
        name = state.objects[oid].name if item.kind == "spell" else (item.description or "the ability")
        options = [o for o in game.target_options(item.target_specs[group], item.controller, oid, item.kind == "spell")
                   if o.value != current]
        if not options:
            game.record("new_targets", f"the target of {name} stays: no other legal target", object_id=oid)
            continue
        (value,) = game.ask(Choice(ChoiceKind.TARGETS, ctx.controller, f"the new target of {name}",
                                   tuple(options), 1, 1))
        new = chosen_target(value)
        item.targets[group] = [new]
        game.record("new_targets", f"{game.pname(ctx.controller)} changes the target of {name} to "
                    + game.target_name(new), object_id=oid)


HANDLERS = {Animate: _animate, LoseAllAbilities: _lose_all_abilities, BecomeCreatureType: _become_creature_type,
            BecomeCreatureTypeChoice: _become_creature_type_choice,
            AddColorsAndTypes: _add_colors_and_types,
            DealDamageSimultaneously: _deal_damage_simultaneously, CopySpell: _copy_spell,
            ChooseNewTargets: _choose_new_targets, ChangeTheTarget: _change_the_target,
            BecomeColors: _become_colors, BecomeAura: _become_aura}


register_instructions(HANDLERS)
