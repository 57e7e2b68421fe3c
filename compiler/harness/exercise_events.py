"""Exercising triggered abilities (exercise.py): performing each trigger event in the exercise
surroundings (entering, dying, attacking, blocking, damage, steps, casting, targeting, state
triggers, actions such as discarding or cycling) and checking that the ability triggered.
"""
from __future__ import annotations

from dataclasses import replace

from ...runtime.abilities import CardDefinition, KeywordAbility, ManaAbility, SpellAbility, TargetSpec, TriggeredAbility
from ...runtime.characteristics import CardType, Step, Zone
from ...runtime.costs import ManaCost
from ...runtime.effects import GainLife
from ...runtime.game import Game
from ...runtime.engine.query import keywords, matches, power_toughness
from ...runtime.events import (AnyOf, Attacks, AttacksUnblocked, AttacksWithOthers, BecomesBlocked, BecomesBlockedBy,
                               BecomesTarget, BecomesUntapped, BeginningOfStep, Blocks, BlocksCreature, CardDrawn,
                               CausedToDiscard, CountersPut, Cycled, DamagedBySourceDies, DealsDamage, Dies, Discarded,
                               EntersBattlefield, LeavesBattlefield, PutIntoGraveyard, Sacrificed, SpellCast,
                               SpellTargets, StateTrigger, TappedForMana, TurnedFaceUp, Whose)
from ...runtime.filters import Controller, Fixed, ObjectFilter, PlayerRef, SelfRef

from .exercise_exiled_with import exile_with_source
from .exercise_conditions import _cast_card, _intervening_setup, make_true, meet_step_conditions
from .exercise_surroundings import made_an_aura
from .exercise_surroundings import (BASICS, BEAR, ME, OPP, Problem, _all_specs, _attack, _colored_mana_for,
                                    _ensure_targets, _fired, prepare_ability_targets, put_targeted_spells,
                                    _is_permanent, _make_fitting, _owner_for, _place_card,
                                    _problem, _resolve, _top_up, _with_chosen, fitting_definition)


def _subject(game: Game, subject, src: int, need_creature: bool = True) -> int:
    if isinstance(subject, SelfRef):
        o = game.state.objects[src]
        if need_creature and any(isinstance(a, KeywordAbility) and a.name.lower() == "crew"
                                 for a in o.definition.abilities):
            o.crewed = True          # set-up: the Vehicle has been crewed
        elif need_creature:
            animate_self(game, o)    # "~ becomes a 2/1 ... artifact creature": its own ability
        return src
    return _make_fitting(game, subject, src, need_creature)


def _at_you(event, subject):
    """"attacks you" / "deals damage to you": an opponent's creature, which attacks you."""
    if (getattr(event, "you", False) or getattr(event, "to_you", False)) and isinstance(subject, ObjectFilter):
        return replace(subject, controller=Controller.OPPONENT)
    return subject


def _transform_into_this_face(game: Game, src: int) -> None:
    """The permanent shows its other face, then transforms into the face the ability is on."""
    from ...runtime.effects import Transform
    from ...runtime.engine.vm import Context, run
    o = game.state.objects[src]
    if o.definition.back_face is None:
        raise Problem("'transforms into': the card has no other face (CR 701.28c)")
    o.definition, o.front_face = o.definition.back_face, o.definition
    with game.transaction():
        run(game, Context(ME, src), (Transform(SelfRef()),))


def mutate_onto(game: Game, target: int, definition: CardDefinition) -> None:
    """CR 702.140a-c: a card of `definition` cast for its mutate cost onto `target` (a non-Human
    creature its caster owns) resolves and merges with it (730.2: one permanent, the target's
    object, with both cards' abilities)."""
    mutate = next((a for a in definition.abilities if isinstance(a, KeywordAbility)
                   and a.name.lower() == "mutate" and a.cost is not None), None)
    if mutate is None:
        raise Problem("no card with mutate to merge with it")
    oid = game.add_card(ME, definition)
    _top_up(game)
    _colored_mana_for(game, (mutate.cost,))
    game.cast(ME, oid, alt="mutate", targets=[[target]])
    _resolve(game)
    o = game.state.objects[target]
    if o.zone is not Zone.BATTLEFIELD or len(o.merged_parts) < 2:
        raise Problem("the mutating creature spell didn't merge with its target")


def _perform(game: Game, event, src: int, definition: CardDefinition) -> None:
    """Make `event` happen in the game (the card's source is `src`)."""
    from ...runtime.engine.zones import move
    state = game.state
    if type(event).__name__ == "BecomesMonstrous":     # CR 701.37a: its monstrosity resolves
        from ...runtime.effects import Monstrosity
        from ...runtime.engine.vm import Context, run
        with game.transaction():
            run(game, Context(ME, src), (Monstrosity(Fixed(1)),))
        return
    if isinstance(event, PutIntoGraveyard):
        _put_into_graveyard(game, event, src)
        return
    if type(event).__name__ == "BecomesRenowned":      # CR 702.112a: its renown ability resolves
        from ...runtime.engine.vm import Context, run
        from ...runtime.mechanics.keyword_triggers import Renown
        with game.transaction():
            run(game, Context(ME, src), (Renown(1),))
        return
    if type(event).__name__ == "Mutates":              # CR 702.140d: a mutating spell merges with it
        mutate_onto(game, src, definition)
        return
    if type(event).__name__ == "Transforms":           # CR 701.28a: it turns over to this face
        _transform_into_this_face(game, src)
        return
    if type(event).__name__ == "ClassLevelGained":     # CR 716.2a: its level becomes N
        from ...runtime.effects import BecomeLevel
        from ...runtime.engine.vm import Context, run
        state.objects[src].class_level = event.level - 1
        with game.transaction():
            run(game, Context(ME, src), (BecomeLevel(event.level),))
        return
    if type(event).__name__ == "ChapterReached":       # CR 714.2b: the lore counter that reaches it
        from ...runtime.engine.zones import put_counters
        state.objects[src].counters["lore"] = event.chapter - 1
        with game.transaction():
            put_counters(game, state.objects[src], "lore", 1)
        return
    if isinstance(event, EntersBattlefield):
        if isinstance(event.subject, SelfRef):
            from ...runtime.engine.zones import remove_from_zone
            remove_from_zone(game, state.objects[src])
            _top_up(game)
            _cast_card(game, definition)
            _resolve(game)
            return
        f = event.subject
        # "under enchanted player's control": the opponent, whom the exercised Curse enchants
        owner = OPP if event.controller in (Controller.OPPONENT, Controller.ENCHANTED) else _owner_for(f)
        if f.face_down:                   # "a face-down permanent": manifested (CR 701.40a)
            from ...runtime.mechanics.face_down import put_face_down
            card = game.add_card(owner, fitting_definition(replace(f, face_down=False), need_creature=True))
            with game.transaction():
                put_face_down(game, card, owner, "manifest")
            return
        with game.transaction():          # "of the chosen type": the source's choice (CR 607.2d)
            game.put_onto_battlefield(owner, fitting_definition(_with_chosen(state, f, src)), as_effect=True,
                                      token=bool(f.token))
        return
    if isinstance(event, (Dies, LeavesBattlefield)):
        oid = _subject(game, event.subject, src)
        if isinstance(event.subject, ObjectFilter) and event.subject.combat in ("attacking", "unblocked"):
            _attack(game, oid)              # "whenever an attacking creature dies": it attacks first
        with game.transaction():
            move(game, oid, Zone.GRAVEYARD if isinstance(event, Dies) else Zone.EXILE)
        return
    if isinstance(event, Attacks):
        oid = _subject(game, _at_you(event, event.subject), src)
        if event.while_saddled:
            state.objects[oid].saddled = True
        _attack(game, oid)
        return
    if isinstance(event, Blocks):
        blocker = _subject(game, event.subject, src)
        attacker = next(i for i in sorted(state.battlefield) if state.objects[i].name == "Exercise Bear"
                        and state.objects[i].controller != state.objects[blocker].controller)
        state.objects[blocker].tapped = False
        _attack(game, attacker, {blocker: attacker})
        return
    if isinstance(event, BecomesBlocked):
        attacker = _subject(game, event.subject, src)
        blocker = game.put_onto_battlefield(1 - state.objects[attacker].controller, CardDefinition(
            "Exercise Wall", ManaCost(), (CardType.CREATURE,), power="0", toughness="8",
            abilities=(KeywordAbility("reach"), KeywordAbility("flying"), KeywordAbility("shadow")
                       if "shadow" in keywords(state, state.objects[attacker]) else KeywordAbility("reach"))))
        _attack(game, attacker, {blocker: attacker})
        return
    if isinstance(event, DealsDamage) and isinstance(event.subject, ObjectFilter) and event.subject.spell:
        cast_damage_spell(game, event.subject)     # "whenever an instant or sorcery spell deals damage"
        return
    if isinstance(event, DealsDamage):
        oid = _subject(game, _at_you(event, event.subject), src)
        o = state.objects[oid]
        if power_toughness(state, o)[0] <= 0:
            o.counters["+1/+1"] = o.counters.get("+1/+1", 0) + 2
        _attack(game, oid, {})
        game.advance_to(Step.END_OF_COMBAT)
        return
    if isinstance(event, BeginningOfStep):
        who = OPP if event.whose is Whose.OPPONENT else ME
        enchanted = getattr(state.objects.get(src), "attached_player", None)
        if event.whose is Whose.ENCHANTED_PLAYER and enchanted is not None:
            who = enchanted                        # the turn of the player a Curse enchants
        from ...runtime.characteristics import STEPS
        before = STEPS[STEPS.index(event.step) - 1]
        game.set_step(before, who)
        game.advance_to(event.step, who)
        return
    if isinstance(event, SpellCast):
        caster = ME if event.player in (Controller.YOU, Controller.ANY) else OPP
        if getattr(event, "self_only", False):
            if _is_permanent(definition):
                from ...runtime.engine.zones import remove_from_zone
                remove_from_zone(game, state.objects[src])
            _cast_card(game, definition)
            return
        d = fitting_definition(replace(_with_chosen(state, event.filter, src), spell=False, targets=None),
                               name="Exercise Spell")
        targets = None
        if event.filter.targets is not None:      # "a spell that targets you or ..." (CR 115.9b)
            from .exercise_surroundings import _targeting_what_it_asks
            if not event.filter.types:
                d = replace(d, types=(CardType.INSTANT,), subtypes=(), power=None, toughness=None)
            d, targets = _targeting_what_it_asks(game, d, event.filter.targets, src)
        game.set_step(Step.MAIN1, caster)
        # paradox "from anywhere other than your hand": cast by flashback from the graveyard (CR 702.34a)
        zone, alt = (Zone.GRAVEYARD, "flashback") if event.not_from_hand else (Zone.HAND, None)
        if alt:
            d = replace(d, abilities=d.abilities + (KeywordAbility("flashback", cost=ManaCost()),))
        for n in range(max(1, event.nth_this_turn)):     # flurry: the second spell this turn
            if n:
                _resolve(game)
            oid = game.add_card(caster, d, zone)
            _top_up(game, caster)
            game.cast(caster, oid, alt=alt, targets=targets)
        return
    if isinstance(event, TappedForMana):
        tapper = OPP if event.player is Controller.OPPONENT else ME
        if isinstance(event.subject, SelfRef):
            land = src
        else:
            f = event.subject
            land = next((i for i in sorted(state.battlefield)
                         if state.objects[i].controller == tapper and not state.objects[i].tapped
                         and matches(state, f, state.objects[i], ME, src)
                         and any(isinstance(a, ManaAbility) for a in state.objects[i].definition.abilities)),
                        None)
            if land is None:
                d = fitting_definition(replace(f, tapped=None), name="Exercise Land")
                land = game.put_onto_battlefield(tapper, replace(d, abilities=d.abilities + BASICS[4].abilities))
        state.objects[land].controlled_since_turn_start = True
        state.priority = tapper
        game.tap_for_mana(tapper, land)
        state.priority = ME
        return
    if type(event).__name__ == "LifeGained":
        from ...runtime.engine.vm import Context, run
        who = OPP if event.player is Controller.OPPONENT else ME
        with game.transaction():
            run(game, Context(who, src), (GainLife(Fixed(2)),))
        return
    if type(event).__name__ == "DealtDamage":
        from ...runtime.engine.combat import damage_object
        oid = _subject(game, event.subject, src)
        with game.transaction():
            damage_object(game, None, state.objects[oid], 1, combat=event.combat_only)   # CR 510.2
        return
    if isinstance(event, AnyOf):
        _perform(game, event.events[0], src, definition)
        return
    if perform_targeting_state_or_action_event(game, event, src, definition):
        return
    raise Problem(f"the exercise can't perform the event {type(event).__name__}")


def _exercise_triggered(game: Game, definition: CardDefinition, ability: TriggeredAbility, events) -> None:
    for event in events:
        g = game if event is events[0] else None
        if g is None:
            return
        state = g.state
        # "when you cycle ~", "... causes you to discard ~": from where that put it (CR 603.6)
        cycled_self = type(event).__name__ in ("Cycled", "CausedToDiscard") and getattr(event, "self_only", False)
        haunting = type(event).__name__ == "HauntedDies"     # triggers from exile (CR 702.55c)
        from ...runtime.mechanics.outside_battlefield import functions_from_graveyard, works_from_graveyard
        # "when ~ is put into your graveyard from your library": the card waits in the library
        milled_self = isinstance(event, PutIntoGraveyard) and isinstance(event.subject, SelfRef)
        src = _place_card(g, definition) if _is_permanent(definition) and not cycled_self \
            and not haunting and not functions_from_graveyard(ability) and not milled_self else None
        if milled_self:
            src = g.add_card(ME, definition, Zone.LIBRARY)
        if src is None:
            if haunting:
                src = g.add_card(ME, definition, Zone.EXILE)
            elif cycled_self and isinstance(event, CausedToDiscard):
                src = -1                # the card itself, discarded from the hand by _perform
            elif works_from_graveyard(definition):      # "return ~ from your graveyard" (CR 113.6m)
                src = g.add_card(ME, definition, Zone.GRAVEYARD)
            elif cycled_self:
                src = -1                # "when you cycle ~": from the graveyard (CR 702.29c)
            elif not (isinstance(event, SpellCast) and getattr(event, "self_only", False)):
                raise Problem("a triggered ability of a spell works only from the stack")
            else:
                src = -1
        start = len(g.log)
        if src != -1:
            made_an_aura(g, src)          # "at the beginning of the upkeep of enchanted creature's controller"
            _ensure_targets(g, _all_specs(ability.effects, ability.targets), src)
        if ability.condition is not None:
            _intervening_setup(g, ability.condition, src)
        if ability.event_condition is not None:          # "attacks while you control ..."
            _intervening_setup(g, ability.event_condition, src)
        if src != -1:                                     # "remove a counter from ~. If you do, ..."
            meet_step_conditions(g, ability.effects, src)
            exile_with_source(g, ability.effects, src)     # "cast a card exiled with it" (CR 607.2a)
        if src != -1 and any(type(e).__name__ == "PutCountersOf" for e in ability.effects):
            state.objects[src].counters["+1/+1"] = 2      # "put its counters on ...": some to put
        if not (isinstance(event, TurnedFaceUp) and isinstance(event.subject, SelfRef)):
            # "counter target activated ability", "when you cycle ~, counter target spell": one on
            # the stack to target (turned face up: once it is face down, _perform_action_event)
            specs = _all_specs(ability.effects, ability.targets)
            prepare_ability_targets(g, specs)
            if _castable_over_a_spell(definition, event):
                put_targeted_spells(g, ability.effects, specs, None if src == -1 else src)
        if _prowled(ability.condition, event):        # "if its prowl cost was paid" (CR 702.76a)
            from ...runtime.engine.zones import remove_from_zone
            from .exercise_keyword_setups import _exercise_prowl
            remove_from_zone(g, state.objects[src])
            _exercise_prowl(g, definition, ability.condition.keyword.lower())
        else:
            _perform(g, event, src, definition)
        sources = {src, getattr(state.objects.get(src), "moved_to", None)} | {e.data.get("object_id") for e in g.log.entries[start:] if e.kind in ("cast", "enter")} \
            | {e.data.get("source_id") for e in g.log.entries[start:] if e.kind == "trigger" and src == -1
               and g.state.objects.get(e.data.get("source_id")) is not None
               and g.state.objects[e.data.get("source_id")].name == definition.name}
        if ability.condition is not None and not any(_fired(g, start, s) for s in sources if s is not None):
            from ...runtime.engine.triggers import _intervening_if
            from ...runtime.engine.events_bus import GameEvent
            live = [s for s in sources if s is not None and s in state.objects]
            if live and not _intervening_if(g, ability, state.objects[live[0]], GameEvent("probe", live[0], ME)):
                _resolve(g)
                return      # the intervening "if" was evaluated and is false here (CR 603.4)
        if not any(_fired(g, start, s) for s in sources if s is not None):
            raise Problem(f"{type(event).__name__} happened but the ability did not trigger")
        _resolve(g)


def _prowled(cond, event) -> bool:
    """"When ~ enters, if its prowl cost was paid" (CR 702.76a, 603.4): it enters cast for that
    cost (freerunning's alike, CR 702.173a), the only way the condition holds."""
    return type(cond).__name__ == "KeywordCostPaid" and cond.paid and cond.keyword.lower() in (
        "prowl", "freerunning") and isinstance(event, EntersBattlefield) and isinstance(event.subject, SelfRef)


def _castable_over_a_spell(definition: CardDefinition, event) -> bool:
    """Can the event happen with a spell waiting on the stack? A permanent entering is cast for
    it, which only flash allows then (CR 307.1, 702.8a): without it, its "counter target spell"
    has nothing to target when it enters, as in a game."""
    return not isinstance(event, EntersBattlefield) or CardType.INSTANT in definition.types or \
        any(isinstance(a, KeywordAbility) and a.name.lower() == "flash" for a in definition.abilities)


def _targeting_spell(name: str, base: CardDefinition | None = None) -> CardDefinition:
    """An instant (or the fitting spell) whose only target is any permanent; it gains 1 life."""
    ability = SpellAbility((GainLife(Fixed(1), PlayerRef.YOU),), (TargetSpec(ObjectFilter()),))
    if base is None:
        return CardDefinition(name, ManaCost(), (CardType.INSTANT,), abilities=(ability,))
    keep = tuple(a for a in base.abilities if not isinstance(a, SpellAbility))
    flash = () if CardType.INSTANT in base.types else (KeywordAbility("flash"),)
    return replace(base, name=name, mana_cost=ManaCost(), abilities=keep + flash + (ability,))


def _cast_targeting(game, caster: int, definition: CardDefinition, target: int) -> None:
    state = game.state
    oid = game.add_card(caster, definition)
    _top_up(game, caster)
    state.priority = caster
    game.cast(caster, oid, targets=[[target]])
    state.priority, state.passes = 0, 0


def _cast_costing(game, caster: int, generic: int) -> None:
    """Cast a sorcery whose mana cost is {generic}, paid with mana, as its caster's main phase
    allows; it gains 1 life."""
    from ...runtime.mana_costs import ManaSymbol, SymbolKind
    ability = SpellAbility((GainLife(Fixed(1), PlayerRef.YOU),), ())
    cost = ManaCost((ManaSymbol(SymbolKind.GENERIC, generic=generic),))
    d = CardDefinition("Exercise Expense", cost, (CardType.SORCERY,),
                       abilities=(ability,))
    oid = game.add_card(caster, d)
    game.set_step(Step.MAIN1, caster)
    _top_up(game, caster)
    game.cast(caster, oid)


def _activate_an_ability(game, event) -> None:
    """The event's player activates "{0}: You gain 1 life", not a mana ability, of a permanent
    of theirs that the event's sources accept (CR 602.2)."""
    from ...runtime.abilities import ActivatedAbility
    state = game.state
    who = OPP if event.player is Controller.OPPONENT else ME
    sources = ObjectFilter(types=(CardType.ARTIFACT,)) if event.sources is None \
        else replace(event.sources, controller=Controller.ANY)
    base = fitting_definition(sources, name="Exercise Activator")
    ability = ActivatedAbility((ManaCost(),), (GainLife(Fixed(1), PlayerRef.YOU),))
    oid = game.put_onto_battlefield(who, replace(base, abilities=base.abilities + (ability,)))
    state.priority = who
    game.activate(who, oid, sum(isinstance(a, (ActivatedAbility, ManaAbility)) for a in base.abilities))
    state.priority, state.passes = ME, 0


def perform_targeting_state_or_action_event(game, event, src: int, definition) -> bool:
    """Make `event` happen; False if it isn't one of these."""
    state = game.state
    if isinstance(event, BecomesTarget):
        oid = _subject(game, event.subject, src, need_creature=False)
        caster = OPP if event.by is Controller.OPPONENT else ME
        _cast_targeting(game, caster, _targeting_spell("Exercise Aim"), oid)
        return True
    if isinstance(event, SpellTargets):
        oid = _subject(game, event.subject, src, need_creature=False)
        caster = OPP if event.player is Controller.OPPONENT else ME
        base = fitting_definition(replace(event.filter, spell=False), name="Exercise Spell")
        _cast_targeting(game, caster, _targeting_spell("Exercise Spell", base), oid)
        return True
    if isinstance(event, StateTrigger):
        make_true(game, event.condition, src)
        game.check_state()
        return True
    if type(event).__name__ == "AbilityActivated":     # CR 602.2
        _activate_an_ability(game, event)
        return True
    if type(event).__name__ == "Proliferated":         # CR 701.27a
        from ...runtime.effects import Proliferate
        from ...runtime.engine.vm import Context, run
        who = OPP if event.player is Controller.OPPONENT else ME
        with game.transaction():
            run(game, Context(who, src), (Proliferate(),))
        return True
    if type(event).__name__ == "YouAttack":            # CR 508.1: a creature of theirs attacks
        who = OPP if event.player is Controller.OPPONENT else ME
        attacker = BEAR if event.attackers is None else fitting_definition(event.attackers, need_creature=True)
        # "attack with three or more creatures": that many declared together
        _attack(game, [game.put_onto_battlefield(who, attacker) for _ in range(event.at_least)])
        return True
    if type(event).__name__ in ("DoorUnlocked", "FullyUnlocksRoom"):     # CR 709.5h-i
        _unlock_a_room(game, event, src, definition)
        return True
    if type(event).__name__ == "CrimeCommitted":      # CR 700.13: target an opponent's permanent
        criminal, victim = (OPP, ME) if event.player is Controller.OPPONENT else (ME, OPP)
        _cast_targeting(game, criminal, _targeting_spell("Exercise Crime"), game.put_onto_battlefield(victim, BEAR))
        return True
    if type(event).__name__ in ("Foraged", "EvidenceCollected"):    # CR 701.61a, 701.59a
        from ...runtime.effects import CollectEvidenceAction, Forage
        from ...runtime.engine.vm import Context, run
        who = OPP if event.player is Controller.OPPONENT else ME
        action = Forage() if type(event).__name__ == "Foraged" else CollectEvidenceAction(1)
        game.add_card(who, BEAR, Zone.GRAVEYARD)          # mana value to collect
        with game.transaction():
            run(game, Context(who, src), (action,))
        return True
    if type(event).__name__ == "Expend":              # CR 700.14: spend the Nth mana on a spell
        _cast_costing(game, OPP if event.player is Controller.OPPONENT else ME, event.amount)
        return True
    if type(event).__name__ == "Explores":            # CR 701.40: the subject explores
        from ...runtime.effects import Explore
        from ...runtime.engine.vm import Context, run
        oid = _subject(game, event.subject, src)
        with game.transaction():
            run(game, Context(state.objects[oid].controller, oid), (Explore(SelfRef()),))
        return True
    if type(event).__name__ == "Exploits":            # CR 702.110b: its exploit ability sacrifices
        from ...runtime.effects import SacrificeObjects
        from ...runtime.engine.vm import Context, run
        oid = _subject(game, event.subject, src)
        game.put_onto_battlefield(state.objects[oid].controller, BEAR)
        with game.transaction():
            run(game, Context(state.objects[oid].controller, oid, keyword="exploit"),
                (SacrificeObjects(filter=ObjectFilter(types=(CardType.CREATURE,), other=True)),))
        return True
    if type(event).__name__ == "HauntedDies":         # CR 702.55c: the haunted creature dies
        from ...runtime.engine.zones import move
        victim = game.put_onto_battlefield(OPP, BEAR)
        state.objects[src].haunting = victim
        with game.transaction():
            move(game, victim, Zone.GRAVEYARD)
        return True
    if type(event).__name__ == "DealsDamageToCreature":   # CR 120.3: the subject deals damage
        from ...runtime.engine.combat import damage_object
        dealer = _subject(game, event.subject, src)
        victim = game.put_onto_battlefield(OPP, BEAR)
        state.objects[victim].counters["+1/+1"] = 3          # it survives to be "that creature"
        with game.transaction():
            damage_object(game, state.objects[dealer], state.objects[victim], 1, combat=True)
        return True
    if type(event).__name__ == "Exerted":             # CR 701.39: as it attacks, or directly
        from ...runtime.handlers.triggers import exert
        oid = _subject(game, event.subject, src)
        if event.as_attacks:
            _attack(game, oid)          # the exercise answers "yes" to exerting it
        else:
            with game.transaction():
                exert(game, state.objects[oid])
        return True
    if type(event).__name__ == "BecomesTapped":       # CR 701.21a: tapped by a tap effect
        from ...runtime.effects import TapObjects
        from ...runtime.engine.vm import Context, run
        oid = _subject(game, event.subject, src, need_creature=False)
        o = state.objects[oid]
        o.tapped = False
        with game.transaction():
            run(game, Context(o.controller, oid), (TapObjects(SelfRef()),))
        return True
    if isinstance(event, (TurnedFaceUp, BlocksCreature, BecomesBlockedBy, Discarded, CausedToDiscard, BecomesUntapped,
                          AttacksWithOthers, Cycled, CardDrawn, CountersPut, AttacksUnblocked, Sacrificed)):
        _perform_action_event(game, event, src, definition)
        return True
    if isinstance(event, DamagedBySourceDies):
        from ...runtime.engine.combat import damage_object
        from ...runtime.engine.zones import move
        victim = _make_fitting(game, replace(event.subject, other=False), src, need_creature=True)
        with game.transaction():
            damage_object(game, state.objects[src], state.objects[victim], 1)
            if state.live(victim) is not None and state.objects[victim].zone is Zone.BATTLEFIELD:
                move(game, victim, Zone.GRAVEYARD)
        return True
    return False


def _put_into_graveyard(game: Game, event: PutIntoGraveyard, src: int) -> None:
    """A card of the player the event names (its owner, CR 400.3) goes from its library to its
    graveyard (a library is one of "anywhere"); "~": the card itself, which waits in its owner's
    library (_exercise_triggered)."""
    from ...runtime.engine.zones import move
    if isinstance(event.subject, SelfRef):
        card = src
    else:
        owner = OPP if event.owner is Controller.OPPONENT else ME
        card = game.add_card(owner, fitting_definition(replace(event.subject, zone=Zone.LIBRARY)), Zone.LIBRARY)
    with game.transaction():
        move(game, card, Zone.GRAVEYARD)


def _can_block(definition: CardDefinition) -> CardDefinition:
    """The same card with reach (and shadow/flying) so it can block whatever attacks."""
    extra = tuple(KeywordAbility(k) for k in ("reach", "flying") if not any(
        isinstance(a, KeywordAbility) and a.name.lower() == k for a in definition.abilities))
    return replace(definition, abilities=definition.abilities + extra)


def _opponent_filter(f: ObjectFilter, of: int) -> ObjectFilter:
    """`f` made to fit a creature controlled by the other player than `of` (the filter's
    controller is relative to the exercise's player, ME = 0)."""
    if f.controller is Controller.ANY:
        return replace(f, controller=Controller.OPPONENT if of == 0 else Controller.YOU)
    return f


def _face_down(game, definition, src: int, owner: int) -> int:
    """Cast `definition` face down for {3} (morph, megamorph, disguise: CR 702.37c, 702.168a) and
    return the permanent."""
    from ...runtime.engine.zones import remove_from_zone
    state = game.state
    name = next((a.name.lower() for a in definition.abilities if isinstance(a, KeywordAbility)
                 and a.name.lower() in ("morph", "megamorph", "disguise") and a.cost is not None), None)
    if name is None:
        raise _problem("it has no morph cost, so it can't be turned face up")
    if src is not None and src in state.objects and state.objects[src].zone is Zone.BATTLEFIELD:
        remove_from_zone(game, state.objects[src])
    card = game.add_card(owner, definition)
    _top_up(game, owner)
    state.priority = owner
    game.set_step(Step.MAIN1, owner)
    game.cast(owner, card, alt=name)
    _resolve(game)
    down = [i for i in sorted(state.battlefield) if state.objects[i].face_up is not None
            and state.objects[i].controller == owner]
    if not down:
        raise _problem("it didn't enter face down")
    return down[-1]


def _perform_action_event(game, event, src: int, definition) -> None:
    """Make these events happen by the engine's own actions (turning face up, declaring
    attackers and blockers, discarding, untapping)."""
    from ...runtime.engine.query import matches, power_toughness
    state = game.state
    if isinstance(event, TurnedFaceUp):           # CR 702.37e: the special action
        if isinstance(event.subject, SelfRef):
            down = _face_down(game, definition, src, ME)
            for t in definition.abilities:        # cast face down, the stack resolved: its targets again
                if isinstance(t, TriggeredAbility) and isinstance(t.event, TurnedFaceUp):
                    specs = _all_specs(t.effects, t.targets)
                    prepare_ability_targets(game, specs)
                    put_targeted_spells(game, t.effects, specs, down)
        else:
            f = event.subject
            owner = OPP if f.controller is Controller.OPPONENT else ME
            base = fitting_definition(f, need_creature=True)
            base = replace(base, abilities=base.abilities + (KeywordAbility("morph", cost=ManaCost()),))
            down = _face_down(game, base, None, owner)
        owner = state.objects[down].controller
        _top_up(game, owner)
        _ready_to_turn_up(game, state.objects[down].face_up, down)    # "morph—reveal a green card"
        state.priority = owner
        game.turn_face_up(owner, down)
        state.priority, state.passes = ME, 0
        return
    if isinstance(event, BlocksCreature):         # CR 509.1i
        blocker = _subject(game, event.subject, src)
        who = state.objects[blocker].controller
        f = _opponent_filter(event.blocked, who)
        attacker = next((i for i in sorted(state.battlefield) if state.objects[i].controller != who
                         and matches(state, f, state.objects[i], ME, src)
                         and "defender" not in game.keywords(i)), None)
        if attacker is None:
            attacker = _make_fitting(game, replace(f, tapped=None), src, need_creature=True)
        # "blocks two or more creatures" (CR 509.5e): that many attackers, all blocked by it
        attackers = [attacker] + [_make_fitting(game, replace(f, tapped=None), src, need_creature=True)
                                  for _ in range(event.at_least - 1)]
        state.objects[blocker].tapped = False
        _attack(game, attackers, {blocker: attackers})
        return
    if isinstance(event, BecomesBlockedBy):       # CR 509.1h
        attacker = _subject(game, event.subject, src)
        who = state.objects[attacker].controller
        o = state.objects[attacker]
        if power_toughness(state, o)[1] <= 0:
            o.counters["+1/+1"] = o.counters.get("+1/+1", 0) + 2
        f = _opponent_filter(replace(event.blocker, tapped=None), who)
        d = _can_block(fitting_definition(replace(f, combat=None), need_creature=True))
        blocker = game.put_onto_battlefield(1 - who if f.controller is Controller.ANY else _owner_for(f), d)
        if not matches(state, replace(f, combat=None), state.objects[blocker], ME, src):
            raise _problem("the surroundings can't make a blocker fitting the filter")
        _attack(game, attacker, {blocker: attacker})
        return
    if isinstance(event, Discarded):              # CR 701.8
        from ...runtime.mechanics.casting import discard
        who = OPP if event.player is Controller.OPPONENT else ME
        card = game.add_card(who, fitting_definition(replace(event.filter, zone=Zone.HAND)), Zone.HAND)
        with game.transaction():
            discard(game, card)
        return
    if isinstance(event, CausedToDiscard):        # CR 701.8: the opponent's ability makes me discard
        from ...runtime.mechanics.casting import discard
        kept = definition if event.self_only else fitting_definition(replace(event.filter, zone=Zone.HAND))
        card = game.add_card(ME, kept, Zone.HAND)
        with game.transaction():
            discard(game, card, OPP if event.by is Controller.OPPONENT else ME)
        return
    if isinstance(event, BecomesUntapped):        # CR 701.21 by an untap effect
        from ...runtime.effects import UntapObjects
        from ...runtime.engine.vm import Context, run
        oid = _subject(game, event.subject, src, need_creature=False)
        o = state.objects[oid]
        o.tapped = True
        with game.transaction():
            run(game, Context(o.controller, oid), (UntapObjects(SelfRef()),))
        return
    if isinstance(event, Cycled):                 # CR 702.29: activate a cycling ability
        from ...runtime.keyword_support import LANDCYCLING
        from ...runtime.engine.zones import remove_from_zone
        who = OPP if event.player is Controller.OPPONENT else ME
        names = ("cycling", "basic landcycling", "landcycling", *LANDCYCLING)
        if event.self_only:
            if src is not None and src in state.objects and src in state.battlefield:
                remove_from_zone(game, state.objects[src])
            k = next((a for a in definition.abilities if isinstance(a, KeywordAbility)
                      and a.name.lower() in names), None)
            if k is None:
                raise _problem("it has no cycling ability")
            card = game.add_card(ME, definition)
        else:
            k = KeywordAbility("cycling", cost=ManaCost())
            base = fitting_definition(ObjectFilter(types=(CardType.CREATURE,)), name="Exercise Cycler")
            card = game.add_card(who, replace(base, abilities=base.abilities + (k,)))
        _top_up(game, who)
        state.priority = who
        game.activate(who, card, k.name.lower())
        state.priority, state.passes = ME, 0
        return
    if isinstance(event, CardDrawn):              # CR 121.1
        from ...runtime.engine.zones import draw
        with game.transaction():
            draw(game, OPP if event.player is Controller.OPPONENT else ME)
        return
    if isinstance(event, CountersPut):            # CR 122.6
        from ...runtime.engine.zones import put_counters
        oid = _subject(game, event.subject, src, need_creature=False)
        with game.transaction():
            put_counters(game, state.objects[oid], event.counter, 1)
        return
    if isinstance(event, AttacksUnblocked):       # CR 509.1h: no creature blocks it
        attacker = _subject(game, event.subject, src)
        if power_toughness(state, state.objects[attacker])[1] <= 0:
            state.objects[attacker].counters["+1/+1"] = 2
        _attack(game, attacker, {})
        return
    if isinstance(event, Sacrificed):             # CR 701.17
        from ...runtime.effects import SacrificeObjects
        from ...runtime.engine.vm import Context, run
        who = OPP if event.player is Controller.OPPONENT else ME
        if isinstance(event.filter, SelfRef):     # "when you sacrifice ~": the source itself
            with game.transaction():
                run(game, Context(state.objects[src].controller, src), (SacrificeObjects(SelfRef()),))
            return
        f = replace(event.filter, controller=Controller.ANY)
        oid = next((i for i in sorted(state.battlefield) if state.objects[i].controller == who
                    and i != src and matches(state, f, state.objects[i], ME, src)), None)
        if oid is None:
            oid = game.put_onto_battlefield(who, fitting_definition(f))
        with game.transaction():
            run(game, Context(who, oid), (SacrificeObjects(SelfRef()),))
        return
    if isinstance(event, AttacksWithOthers):      # battalion: declared together (CR 508.1)
        attacker = _subject(game, event.subject, src)
        who = state.objects[attacker].controller
        kind = event.others_filter         # "~ and at least one Human attack"
        others = [i for i in sorted(state.battlefield) if i != attacker and state.objects[i].controller == who
                  and CardType.CREATURE in state.objects[i].definition.types
                  and (kind is None or matches(state, kind, state.objects[i], who, src))
                  and state.objects[i].name.startswith("Exercise")][:event.others]
        while len(others) < event.others:
            others.append(game.put_onto_battlefield(
                who, BEAR if kind is None else fitting_definition(replace(kind, controller=Controller.ANY), True)))
        for i in [attacker] + others:
            state.objects[i].tapped, state.objects[i].controlled_since_turn_start = False, True
        if power_toughness(state, state.objects[attacker])[1] <= 0:
            state.objects[attacker].counters["+1/+1"] = 2
        if event.greater_power:                   # training: the others are bigger (CR 702.149a)
            power = power_toughness(state, state.objects[attacker])[0]
            for i in others:
                bigger = power + 1 - power_toughness(state, state.objects[i])[0]
                if bigger > 0:
                    state.objects[i].counters["+1/+1"] = state.objects[i].counters.get("+1/+1", 0) + bigger
        if state.active != who or state.step not in (Step.MAIN1, Step.BEGINNING_OF_COMBAT) or state.stack:
            _resolve(game)
            game.set_step(Step.MAIN1, who)
        game.declare_attackers(who, [attacker] + others)
        return


def animate_self(game, o) -> None:
    """Set-up for an event that needs the source to be a creature (attacking, dealing combat
    damage): a noncreature permanent with its own "~ becomes a creature" ability activates it."""
    from ...runtime.effects import Animate
    from ...runtime.filters import SelfRef
    from ...runtime.engine.query import activated_abilities, is_creature
    if is_creature(o, game.state) or o.zone is not Zone.BATTLEFIELD:
        return
    abilities = activated_abilities(o, game.state)
    index = next((i for i, a in enumerate(abilities)
                  if any(isinstance(e, Animate) and isinstance(e.objects, SelfRef) for e in a.effects)), None)
    if index is None:
        return
    o.controlled_since_turn_start = True
    _top_up(game)
    _colored_mana_for(game, abilities[index].costs)
    game.activate(ME, o.id, index)
    _resolve(game)


def cast_damage_spell(game, f) -> None:
    """Set-up for "whenever a <spell> deals damage": a fitting instant or sorcery that deals 1
    damage to an opponent is cast and resolves."""
    from dataclasses import replace
    from ...runtime.effects import DealDamage
    from ...runtime.filters import Fixed, PlayerRef
    caster = _owner_for(f)
    d = fitting_definition(replace(f, spell=False), name="Exercise Bolt")
    if CardType.INSTANT not in d.types and CardType.SORCERY not in d.types:
        d = replace(d, types=(CardType.INSTANT,), power=None, toughness=None)
    d = replace(d, abilities=(SpellAbility((DealDamage(Fixed(1), players=PlayerRef.EACH_OPPONENT),)),))
    oid = game.add_card(caster, d)
    game.state.priority = caster
    _top_up(game, caster)
    game.cast(caster, oid)
    game.state.priority = ME
    _resolve(game)


def _unlock_a_room(game: Game, event, src: int, definition: CardDefinition) -> None:
    """"When you unlock this door": the card is a door of a Room on the battlefield, its other
    door a blank one, both locked; then it gets this door's unlocked designation (CR 709.5h).
    "Whenever you fully unlock a Room": a Room of two blank doors, both locked, gets both
    (CR 709.5i). The designations are given by the Room mechanic itself."""
    from ...runtime.mechanics.rooms import door_view, give_unlocked, room_card
    blank = CardDefinition("Exercise Door", ManaCost(()), (CardType.ENCHANTMENT,), subtypes=("Room",))
    if type(event).__name__ == "DoorUnlocked":
        room, who, doors = game.state.objects[src], ME, (0,)
        room.whole = room_card(definition, replace(blank, name="Exercise Other Door"))
    else:
        who = OPP if event.player is Controller.OPPONENT else ME
        whole = room_card(blank, replace(blank, name="Exercise Other Door"))
        room, doors = game.state.objects[game.put_onto_battlefield(who, door_view(whole, ()))], (0, 1)
        room.whole = whole
    room.unlocked_doors = ()
    with game.transaction():
        give_unlocked(game, room, doors, who)


def _ready_to_turn_up(game, definition, down: int) -> None:
    """What a cost other than mana to turn it face up takes ("Morph—Reveal a green card in your
    hand", CR 702.37e), made ready."""
    from .exercise_costs import make_ready
    costs = tuple(a.cost for a in definition.abilities if isinstance(a, KeywordAbility)
                  and a.name.lower() in ("morph", "megamorph", "disguise") and a.cost is not None
                  and not isinstance(a.cost, ManaCost))
    make_ready(game, costs, down)
