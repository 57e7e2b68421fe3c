"""The executability check (issue 4): run every ability of a card once in a real game.

`exercise_card(definition, seed)` builds fresh two-player games with sensible
surroundings (untapped basic lands of every colour, mana in the pool, vanilla
creatures on both sides, artifacts and enchantments, cards in every zone) and,
for each ability of the card in printed order, in a game of its own:

- SpellAbility: casts the card (targets chosen by a seeded RandomDecider) and resolves it;
- ActivatedAbility / ManaAbility (and equip, crew): sets up what its costs need, activates it, resolves;
- TriggeredAbility: performs its event (enter, die, leave, attack, block, become blocked,
  deal damage, step, cast, tap for mana), checks that it triggered, resolves it;
- StaticAbility / ReplacementAbility: checks that the query layer reflects it (P/T, keywords,
  restrictions) or that the replaced event is modified;
- KeywordAbility: counts when the engine implements the keyword (keywords.RULE_KEYWORDS),
  else "keyword X not implemented".

A permanent card is also cast (or played) once, to check casting and entering.
Any exception, LoopLimit, or IllegalAction the surroundings should have avoided makes
the result not ok, with a reason naming the ability by index and class. Deterministic
per seed; each game is bounded (MAX_PASSES).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ...runtime.abilities import (ActivatedAbility, Anthem, CardDefinition, CostPerExtraTarget, EntersTapped,
                        EntersWithCounters, KeywordAbility, KeywordGrant, ManaAbility,
                        ModifyCounterPlacement, MultiplyMana, ReplaceManaType, ReplacementAbility,
                        Restriction, SpellAbility, StaticAbility, TriggeredAbility)
from ...runtime.characteristics import PERMANENT_TYPES, CardType, Color, ManaType, Step, Supertype, Zone
from ...runtime.costs import (Discard, ExileFromZone, Loyalty, ManaCost, ManaSymbol, RemoveCounters, Sacrifice,
                    SymbolKind, TapPermanents, TapSelf, UntapSelf)
from ...runtime.engine.decider import Choice, ChoiceKind, RandomDecider
from ...runtime.effects import AddMana, FixedMana, GainLife
from ...runtime.errors import IllegalAction, LoopLimit
from ...runtime.events import (AnyOf, Attacks, BecomesBlocked, BeginningOfStep, Blocks, DealsDamage, Dies,
                     EntersBattlefield, LeavesBattlefield, SpellCast, TappedForMana, Whose)
from ...runtime.filters import Compare, Controller, Fixed, ObjectFilter, SelfRef
from ...runtime.engine.game import Game
from ...runtime.mechanics.keywords import implemented, keyword_ability
from ...runtime.engine.attachments import is_aura
from ...runtime.mechanics.keywords import MECHANIC_KEYWORDS
from ...runtime.mechanics.keywords import OTHER_MECHANIC_KEYWORDS as MORE_KEYWORDS
from ...runtime.engine.query import activated_abilities, keywords, matches, power_toughness, restricted

MAX_PASSES = 300
POOL = "WUBRGC" * 3
ME, OPP = 0, 1


@dataclass(frozen=True)
class ExerciseResult:
    ok: bool
    executed: int
    reasons: tuple[str, ...]
    log: tuple[str, ...] = ()


class Problem(Exception):
    """The ability could not be exercised: the message says why."""


class ExerciseDecider(RandomDecider):
    """Seeded random choices, steered toward doing things: small X, "yes" to may, no payment
    for "unless", and the most options allowed when choosing modes."""

    def choose(self, choice: Choice) -> tuple:
        if choice.kind is ChoiceKind.X:
            small = [o.value for o in choice.options if isinstance(o.value, int) and 1 <= o.value <= 2]
            return (self.rng.choice(small),) if small else super().choose(choice)
        if choice.kind is ChoiceKind.MAY:
            # an opponent declines tribute: "if tribute wasn't paid" abilities then happen (CR 702.104b)
            return (not choice.prompt.startswith("tribute"),)
        if choice.kind is ChoiceKind.UNLESS:
            return (False,)
        if choice.kind in (ChoiceKind.TARGETS, ChoiceKind.CHOOSE, ChoiceKind.MODES, ChoiceKind.TAP_COST):
            top = min(choice.maximum, len(choice.options))
            count = max(choice.minimum, min(top, 1 if choice.kind is not ChoiceKind.TAP_COST else top))
            return tuple(o.value for o in self.rng.sample(list(choice.options), count))
        return super().choose(choice)


# ------------------------------------------------------------------ the surroundings
def _mana(symbol: str) -> ManaCost:
    if symbol.isdigit():
        return ManaCost((ManaSymbol(SymbolKind.GENERIC, generic=int(symbol)),))
    return ManaCost((ManaSymbol(SymbolKind.COLORED, (ManaType(symbol),)),))


def _basic(name: str, t: ManaType) -> CardDefinition:
    return CardDefinition(name, ManaCost(), (CardType.LAND,), subtypes=(name,) if name != "Wastes" else (),
                          supertypes=(Supertype.BASIC,),
                          abilities=(ManaAbility((TapSelf(),), (AddMana(FixedMana(((t,),))),)),))


BASICS = [_basic(n, t) for n, t in (("Plains", ManaType.WHITE), ("Island", ManaType.BLUE),
                                    ("Swamp", ManaType.BLACK), ("Mountain", ManaType.RED),
                                    ("Forest", ManaType.GREEN), ("Wastes", ManaType.COLORLESS))]


def _creature(name: str, p: int, t: int, color: Color, subtype: str) -> CardDefinition:
    cost = ManaCost((ManaSymbol(SymbolKind.GENERIC, generic=1),
                     ManaSymbol(SymbolKind.COLORED, (ManaType(color.value),))))
    return CardDefinition(name, cost, (CardType.CREATURE,), subtypes=(subtype,), colors=(color,),
                          power=str(p), toughness=str(t))


BEAR = _creature("Exercise Bear", 2, 2, Color.GREEN, "Bear")
KNIGHT = _creature("Exercise Knight", 2, 2, Color.WHITE, "Knight")
OGRE = _creature("Exercise Ogre", 3, 3, Color.RED, "Ogre")
RELIC = CardDefinition("Exercise Relic", _mana("1"), (CardType.ARTIFACT,))
TOTEM = CardDefinition("Exercise Totem", _mana("1"), (CardType.ENCHANTMENT,))
INSIGHT = CardDefinition("Exercise Insight", _mana("U"), (CardType.INSTANT,), colors=(Color.BLUE,),
                         abilities=(SpellAbility((GainLife(Fixed(1)),)),))
GROWTH = CardDefinition("Exercise Growth", _mana("G"), (CardType.SORCERY,), colors=(Color.GREEN,),
                        abilities=(SpellAbility((GainLife(Fixed(1)),)),))


def _setup(seed: int, library: list[CardDefinition] | None, active: int = ME) -> Game:
    game = Game(("Alice", "Bob"), ExerciseDecider(seed), seed=seed)
    game.set_step(Step.MAIN1, active, turn=3)
    for p in (ME, OPP):
        for land in BASICS:
            game.put_onto_battlefield(p, land)
        game.put_onto_battlefield(p, BEAR)
        game.put_onto_battlefield(p, KNIGHT, counters={"+1/+1": 1})
        game.put_onto_battlefield(p, OGRE)
        game.put_onto_battlefield(p, RELIC)
        game.put_onto_battlefield(p, TOTEM)
        game.set_library(p, list(library or []) + [BEAR, BASICS[4], INSIGHT, GROWTH, RELIC] * 3)
        for zone in (Zone.HAND, Zone.GRAVEYARD):
            for d in (BEAR, BASICS[4], INSIGHT, RELIC, TOTEM) * (2 if zone is Zone.GRAVEYARD else 1):
                game.add_card(p, d, zone)       # ten in the graveyard: threshold holds
        game.state.players[p].energy = 10
    return game


def _top_up(game: Game, player: int = ME) -> None:
    from ...runtime.engine.objects import ManaUnit
    pool = game.state.players[player].pool
    if len(pool) < len(POOL):
        game.add_mana(player, POOL)
        pool = game.state.players[player].pool
        pool += [ManaUnit(ManaType.COLORLESS, snow=True), ManaUnit(ManaType.GREEN, snow=True)]


def _colored_mana_for(game: Game, costs, player: int = ME) -> None:
    """More mana of a colour when a cost needs more of it than the pool has ({W}{W}{W}{W})."""
    from collections import Counter
    need: Counter = Counter()
    for cost in costs:
        if isinstance(cost, ManaCost):
            for s in cost.symbols:
                if s.kind is SymbolKind.COLORED and len(s.types) == 1:
                    need[s.types[0]] += 1
    have = Counter(u.type for u in game.state.players[player].pool)
    for t, n in sorted(need.items(), key=lambda kv: kv[0].value):
        if n > have[t]:
            game.add_mana(player, [t] * (n - have[t]))


def _into_combat(game: Game, oid: int, how: str) -> None:
    """Set-up: `oid` is attacking (or blocking a Bear of the other player)."""
    from ...runtime.engine.objects import CombatState
    state = game.state
    o = state.objects[oid]
    combat = state.combat or CombatState()
    state.combat = combat
    if how == "blocking":
        other = next(i for i in sorted(state.battlefield)
                     if state.objects[i].controller != o.controller and state.objects[i].name == "Exercise Bear")
        combat.attackers.append(other)
        combat.defender[other] = o.controller
        combat.blockers[other] = [oid]
        combat.blocking[oid] = other
        combat.blocked.append(other)
    else:
        combat.attackers.append(oid)
        combat.defender[oid] = 1 - o.controller
        combat.blockers[oid] = []


def _block_source(game: Game, oid: int, source_id: int) -> None:
    """Set-up: the source attacks and `oid` blocks it (CR 509.1g)."""
    from ...runtime.engine.objects import CombatState
    state = game.state
    combat = state.combat or CombatState()
    state.combat = combat
    if source_id not in combat.attackers:
        combat.attackers.append(source_id)
        combat.defender[source_id] = state.objects[oid].controller
        combat.blockers[source_id] = []
    combat.blockers[source_id].append(oid)
    combat.blocking[oid] = source_id
    if source_id not in combat.blocked:
        combat.blocked.append(source_id)


def _ensure_targets(game: Game, specs, source_id: int) -> None:
    """Make sure each target spec has something to choose (a fitting object, in combat if it
    must be attacking or blocking; a card in the right zone)."""
    from ...runtime.engine.objects import CombatState
    state = game.state
    for spec in specs:
        f = spec.filter
        if f is None or f.spell:
            continue
        have = len(game.target_options(spec, ME, source_id))
        need = spec.minimum + sum(specs[i].minimum for i in spec.distinct_from if i < len(specs))
        for _ in range(max(0, need - have)):      # "another target": distinct ones (CR 115.3)
            if f.zone is Zone.BATTLEFIELD:
                oid = _make_fitting(game, replace(f, combat=None), source_id, need_creature=f.combat is not None)
                if f.combat is not None:
                    _into_combat(game, oid, f.combat)
            else:
                game.add_card(_owner_for(f), fitting_definition(f), f.zone)


# ------------------------------------------------------------------ objects fitting a filter
def _number_for(tests, characteristic: str, default: int) -> int:
    value = default
    for t in tests:
        if t.characteristic != characteristic:
            continue
        value = {Compare.LE: min(value, t.value), Compare.LT: min(value, t.value - 1),
                 Compare.GE: max(value, t.value), Compare.GT: max(value, t.value + 1),
                 Compare.EQ: t.value}[t.compare]
    return max(0, value)


def fitting_definition(f: ObjectFilter, need_creature: bool = False, name: str = "Exercise Fit") -> CardDefinition:
    """A card definition that fits filter `f` (for events about "a creature", "an artifact" ...)."""
    types = tuple(f.types) if f.all_types else tuple(f.types[:1])     # "artifact creature": both
    if need_creature and CardType.CREATURE not in types:
        types = (CardType.CREATURE,) + tuple(t for t in types if t is not CardType.CREATURE
                                             and t in (CardType.ARTIFACT, CardType.ENCHANTMENT, CardType.LAND))
    if not types:
        types = (CardType.CREATURE,) if CardType.CREATURE not in f.excluded_types else (CardType.ARTIFACT,)
    if f.spell and not f.types and CardType.INSTANT not in f.excluded_types:
        types = (CardType.INSTANT,) if CardType.CREATURE in f.excluded_types else types
    if any(t in f.excluded_types for t in types):
        types = tuple(t for t in (CardType.ARTIFACT, CardType.ENCHANTMENT, CardType.INSTANT)
                      if t not in f.excluded_types)[:1]
    colors = tuple(f.colors[:1]) or tuple(c for c in (Color.GREEN, Color.RED, Color.BLACK)
                                          if c not in f.excluded_colors)[:1]
    if f.colorless:
        colors = ()
    if f.multicolored:
        colors = (Color.GREEN, Color.RED)
    mv = _number_for(f.tests, "mana_value", 2)
    cost = ManaCost((ManaSymbol(SymbolKind.GENERIC, generic=mv - 1),
                     ManaSymbol(SymbolKind.COLORED, (ManaType(colors[0].value),)))) if colors and mv >= 1 else \
        ManaCost((ManaSymbol(SymbolKind.GENERIC, generic=mv),)) if mv else ManaCost()
    creature = CardType.CREATURE in types
    abilities = tuple(KeywordAbility(k) for k in f.keywords)
    if CardType.INSTANT in types or CardType.SORCERY in types:
        abilities += (SpellAbility((GainLife(Fixed(1)),)),)
    return CardDefinition(name, cost, types, subtypes=tuple(f.subtypes[:1]),
                          supertypes=tuple(f.supertypes[:1]), colors=colors,
                          power=str(_number_for(f.tests, "power", 2)) if creature else None,
                          toughness=str(max(1, _number_for(f.tests, "toughness", 2))) if creature else None,
                          abilities=abilities)


def _owner_for(f: ObjectFilter) -> int:
    # "defending player controls": the opponent, whom the exercised creature attacks
    return OPP if f.controller in (Controller.OPPONENT, Controller.DEFENDING) else ME


def _make_fitting(game: Game, f: ObjectFilter, source_id: int, need_creature: bool = False) -> int:
    """An object on the battlefield fitting `f` (attached to the source for "enchanted creature")."""
    state = game.state
    if f.attached_to_source:
        src = state.objects[source_id]
        if src.attached_to is not None and state.live(src.attached_to):
            return src.attached_to
        bears = [i for i in sorted(state.battlefield) if state.objects[i].name == "Exercise Bear"
                 and state.objects[i].controller == _owner_for(f)]
        src.attached_to = bears[0]
        return bears[0]
    owner = _owner_for(f)
    made = _with_chosen(state, f, source_id)
    oid = game.put_onto_battlefield(owner, fitting_definition(made, need_creature), token=bool(f.token),
                                    tapped=bool(f.tapped), counters={f.with_counter: 1} if f.with_counter else None)
    if f.blocking_self:               # "creature blocking ~": the source attacks, this one blocks it
        _block_source(game, oid, source_id)
    if f.host is not None:            # "Aura attached to a creature": attach it to a fitting host
        state.objects[oid].attached_to = _make_fitting(game, replace(f.host, other=False), source_id,
                                                       need_creature=CardType.CREATURE in f.host.types)
    elif f.attached_to_self:          # "Aura attached to ~"
        state.objects[oid].attached_to = source_id
    if f.damage_this_turn:            # "creature that dealt damage [to you] / was dealt damage this turn"
        made_o = state.objects[oid]
        made_o.dealt_damage = True
        made_o.dealt_damage_to.append(ME)
        made_o.damaged_by.append(oid)
    check = replace(f, combat=None, other=False)
    if f.controller is Controller.DEFENDING:     # known only in combat: the opponent it attacks
        check = replace(check, controller=Controller.OPPONENT)
    if not matches(state, check, state.objects[oid], ME, source_id):
        raise Problem(f"the surroundings can't make an object fitting {_filter_text(f)}")
    return oid


def _with_chosen(state, f: ObjectFilter, source_id: int) -> ObjectFilter:
    """`f` with "of the chosen color/type" (CR 607.2d) replaced by the source's choice."""
    chosen = state.objects[source_id].chosen if source_id in state.objects else {}
    made = f
    if f.chosen_color and chosen.get("color"):
        made = replace(made, colors=tuple(Color(v) for v in chosen["color"]), chosen_color=False)
    if f.chosen_subtype:
        kinds = [v for k in ("creature_type", "basic_land_type", "land_type") for v in chosen.get(k, ())]
        if kinds:
            made = replace(made, subtypes=tuple(kinds[:1]), chosen_subtype=False)
    if any(t.than_source for t in f.tests) and source_id in state.objects:
        # "with power less than ~'s power": the source's number, as it is now
        from ...runtime.engine.query import _number
        src = state.objects[source_id]
        made = replace(made, tests=tuple(replace(t, value=_number(state, src, t.than_source), than_source=None)
                                         if t.than_source else t for t in made.tests))
    return made


def _filter_text(f: ObjectFilter) -> str:
    parts = [t.value for t in f.types] + list(f.subtypes) + [c.name.lower() for c in f.colors]
    return " ".join(parts) or "the filter"


# ------------------------------------------------------------------ helpers
def _resolve(game: Game) -> None:
    game.resolve_stack(max_passes=MAX_PASSES)


def _fired(game: Game, start: int, source_id: int) -> bool:
    return any(e.kind == "trigger" and e.data.get("source_id") == source_id
               for e in game.log.entries[start:])


def _place_card(game: Game, definition: CardDefinition) -> int:
    """The card itself on the battlefield (permanents), attached if an Aura; not summoning sick."""
    state = game.state
    attach = None
    if is_aura_definition(definition):
        from ...runtime.engine.attachments import attach_problem
        probe = game.put_onto_battlefield(ME, definition)
        options = [i for i in sorted(state.battlefield)
                   if attach_problem(state, state.objects[probe], state.objects[i]) is None]
        from ...runtime.engine.attachments import enchant_quality
        quality = enchant_quality(definition)
        if not options and quality is not None and quality.zone is Zone.BATTLEFIELD:
            made = _make_fitting(game, quality, probe)         # "enchant tapped creature": one to enchant
            options = [made] if attach_problem(state, state.objects[probe], state.objects[made]) is None else []
        from ...runtime.engine.zones import remove_from_zone
        remove_from_zone(game, state.objects[probe])
        if not options:
            raise Problem("there is nothing this Aura could enchant")
        bears = [i for i in options if state.objects[i].name == "Exercise Bear"]
        attach = (bears or options)[0]
    oid = game.put_onto_battlefield(ME, definition, attach_to=attach)
    o = state.objects[oid]
    for a in definition.abilities:     # "as ~ enters, choose ..." (set-up placement skips replacements)
        if isinstance(a, ReplacementAbility) and type(a.replacement).__name__ == "ChooseOnEnter":
            from ...runtime.handlers.enter_replacements import choose_on_enter
            choose_on_enter(game, o, a.replacement, ME)
    if CardType.CREATURE in definition.types and power_toughness(state, o)[1] <= 0:
        o.counters["+1/+1"] = 1 - power_toughness(state, o)[1] + 1   # as if it entered with counters
    if definition.loyalty is not None:
        o.counters["loyalty"] = max(1, int(definition.loyalty) if definition.loyalty.isdigit() else 3)
    if any(s.lower() == "equipment" for s in definition.subtypes):
        bears = [i for i in sorted(state.battlefield) if state.objects[i].name == "Exercise Bear"
                 and state.objects[i].controller == ME]
        state.objects[oid].attached_to = bears[0]
    return oid


def is_aura_definition(d: CardDefinition) -> bool:
    return CardType.ENCHANTMENT in d.types and any(s.lower() == "aura" for s in d.subtypes)


def _is_permanent(d: CardDefinition) -> bool:
    return any(t in PERMANENT_TYPES for t in d.types)


def _spell_targets(specs) -> list[ObjectFilter]:
    return [s.filter for s in specs if s.filter is not None and s.filter.spell]


def _all_specs(effects, specs) -> list:
    from ...runtime.effects import ChooseModes
    found = list(specs)
    for e in effects:
        if isinstance(e, ChooseModes):
            for m in e.modes:
                found += list(m.targets)
    return found


def _put_spell_on_stack(game: Game, f: ObjectFilter) -> None:
    """A spell for "counter target spell" to target: an instant the fitting player casts."""
    caster = _owner_for(f)
    d = fitting_definition(replace(f, spell=False), name="Exercise Spell")
    if CardType.INSTANT not in d.types and CardType.SORCERY not in d.types:
        d = replace(d, abilities=d.abilities + (KeywordAbility("flash"),))
    oid = game.add_card(caster, d)
    game.state.priority = caster
    _top_up(game, caster)
    game.cast(caster, oid)
    game.state.priority, game.state.passes = ME, 0


# ------------------------------------------------------------------ exercising one ability
def _cast_card(game: Game, definition: CardDefinition) -> int:
    oid = game.add_card(ME, definition)
    for a in definition.abilities:     # "cast ~ only during combat": go to a step it allows
        cond = getattr(getattr(a, "effect", None), "condition", None)
        if isinstance(a, StaticAbility) and type(a.effect).__name__ == "CastOnlyWhen" and \
                type(cond).__name__ == "DuringSteps" and game.state.step not in cond.steps:
            game.state.step = cond.steps[0]
        elif isinstance(a, StaticAbility) and type(a.effect).__name__ == "CastOnlyWhen" and \
                type(cond).__name__ == "AllOfConditions":
            from .exercise_keyword_modes import satisfy_activation_condition
            satisfy_activation_condition(game, cond, oid)
    if CardType.LAND in definition.types:
        game.play_land(ME, oid)
        return oid
    for a in definition.abilities:
        cost = getattr(getattr(a, "effect", None), "cost", None)
        if isinstance(a, StaticAbility) and type(a.effect).__name__ == "AdditionalCost" and \
                isinstance(cost, Sacrifice) and not cost.self_only:
            for _ in range(_cost_count(cost)):
                _make_fitting(game, cost.filter, oid)
        if isinstance(a, StaticAbility) and type(a.effect).__name__ == "AdditionalCost" and \
                isinstance(cost, Discard) and cost.x_count:          # "discard X cards": X is 1 or 2
            for _ in range(_cost_count(cost)):
                game.add_card(ME, fitting_definition(cost.filter), Zone.HAND)
    ability = next((a for a in definition.abilities if isinstance(a, SpellAbility)), None)
    if ability is not None:
        _ensure_targets(game, _all_specs(ability.effects, ability.targets), oid)
        for f in _spell_targets(_all_specs(ability.effects, ability.targets)):
            _put_spell_on_stack(game, f)
            break
    else:
        from ...runtime.engine.attachments import aura_target_spec
        aura = aura_target_spec(definition)
        if aura is not None:                     # an Aura spell targets what it will enchant (CR 303.4a)
            _ensure_targets(game, [aura], oid)
    _top_up(game)
    _colored_mana_for(game, (definition.mana_cost,))
    return game.cast(ME, oid)


def _cost_count(cost) -> int:
    """How many objects a cost takes; "sacrifice X lands" / "discard X cards": the most X the
    ExerciseDecider picks (2)."""
    return 2 if getattr(cost, "x_count", False) else cost.count


def _exercise_activated(game: Game, definition: CardDefinition, ability, index: int) -> None:
    state = game.state
    zone = getattr(ability, "zone", Zone.BATTLEFIELD)      # cycling from hand, unearth from graveyard
    src = _place_card(game, definition) if zone is Zone.BATTLEFIELD else game.add_card(ME, definition, zone)
    o = state.objects[src]
    o.controlled_since_turn_start = True
    for cost in ability.costs:
        if isinstance(cost, RemoveCounters):       # enough for the cost ("remove six +1/+1 counters")
            need = cost.amount.value if isinstance(cost.amount, Fixed) else 0
            o.counters[cost.counter] = o.counters.get(cost.counter, 0) + max(5, need)
        elif isinstance(cost, Loyalty) and cost.amount < 0:
            o.counters["loyalty"] = o.counters.get("loyalty", 0) - cost.amount + 1
        elif isinstance(cost, UntapSelf):
            o.tapped = True
        elif isinstance(cost, (Sacrifice, ExileFromZone)) and not cost.self_only:
            for _ in range(_cost_count(cost)):
                _make_fitting(game, cost.filter if cost.filter.zone is Zone.BATTLEFIELD
                              else replace(cost.filter, zone=Zone.BATTLEFIELD), src) \
                    if cost.filter.zone is Zone.BATTLEFIELD else game.add_card(
                        ME, fitting_definition(cost.filter), cost.filter.zone)
        elif isinstance(cost, TapPermanents):
            for _ in range(cost.count):
                oid = _make_fitting(game, replace(cost.filter, tapped=None), src)
                state.objects[oid].tapped = cost.untap
                state.objects[oid].controlled_since_turn_start = True
        elif isinstance(cost, Discard):
            for _ in range(_cost_count(cost)):
                game.add_card(ME, fitting_definition(cost.filter), Zone.HAND)
        elif type(cost).__name__ == "ReturnToHandCost" and not cost.self_only:
            for _ in range(cost.count):    # "return an Elf you control", "an unblocked attacker" (ninjutsu)
                oid = _make_fitting(game, replace(cost.filter, combat=None), src,
                                    need_creature=cost.filter.combat is not None)
                if cost.filter.combat is not None:
                    _into_combat(game, oid, cost.filter.combat)
    from ...runtime.filters import YouControl
    cond = ability.timing.condition
    if isinstance(cond, YouControl):          # "Activate only if you control a Demon"
        have = sum(1 for i in sorted(state.battlefield) if state.objects[i].controller == ME
                   and matches(state, cond.filter, state.objects[i], ME, src))
        for _ in range(max(0, cond.at_least - have)):
            _make_fitting(game, replace(cond.filter, controller=Controller.YOU), src)
    elif cond is not None:                    # "only during your upkeep", raid, morbid ... (CR 602.5b)
        from .exercise_keyword_modes import satisfy_activation_condition
        satisfy_activation_condition(game, cond, src)
    _ensure_targets(game, _all_specs(ability.effects, getattr(ability, "targets", ())), src)
    for f in _spell_targets(_all_specs(ability.effects, getattr(ability, "targets", ()))):
        _put_spell_on_stack(game, f)
        break
    _top_up(game)
    _colored_mana_for(game, ability.costs)
    index_of = activated_abilities(o, game.state).index(ability)
    game.activate(ME, src, index_of)
    _resolve(game)


def _attack(game: Game, attacker: int, blocks: dict[int, int] | None = None) -> None:
    state = game.state
    a = state.objects[attacker]
    a.tapped, a.controlled_since_turn_start = False, True
    who = a.controller
    if state.active != who or state.step not in (Step.MAIN1, Step.BEGINNING_OF_COMBAT) or state.stack:
        _resolve(game)
        game.set_step(Step.MAIN1, who)
    game.declare_attackers(who, [attacker])
    if blocks is not None:
        game.declare_blockers(1 - who, blocks)


def _subject(game: Game, subject, src: int, need_creature: bool = True) -> int:
    if isinstance(subject, SelfRef):
        o = game.state.objects[src]
        if need_creature and any(isinstance(a, KeywordAbility) and a.name.lower() == "crew"
                                 for a in o.definition.abilities):
            o.crewed = True          # set-up: the Vehicle has been crewed
        elif need_creature:
            from .exercise_keyword_modes import animate_self
            animate_self(game, o)    # "~ becomes a 2/1 ... artifact creature": its own ability
        return src
    return _make_fitting(game, subject, src, need_creature)


def _at_you(event, subject):
    """"attacks you" / "deals damage to you": an opponent's creature, which attacks you."""
    if (getattr(event, "you", False) or getattr(event, "to_you", False)) and isinstance(subject, ObjectFilter):
        return replace(subject, controller=Controller.OPPONENT)
    return subject


def _perform(game: Game, event, src: int, definition: CardDefinition) -> None:
    """Make `event` happen in the game (the card's source is `src`)."""
    from ...runtime.engine.zones import move
    state = game.state
    if isinstance(event, EntersBattlefield):
        if isinstance(event.subject, SelfRef):
            from ...runtime.engine.zones import remove_from_zone
            remove_from_zone(game, state.objects[src])
            _top_up(game)
            _cast_card(game, definition)
            _resolve(game)
            return
        f = event.subject
        owner = OPP if event.controller is Controller.OPPONENT else _owner_for(f)
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
        from .exercise_keyword_modes import cast_damage_spell
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
        d = fitting_definition(replace(_with_chosen(state, event.filter, src), spell=False), name="Exercise Spell")
        oid = game.add_card(caster, d)
        game.set_step(Step.MAIN1, caster)
        _top_up(game, caster)
        game.cast(caster, oid)
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
        from ...runtime.engine.evaluation import Context
        from ...runtime.engine.vm import run
        who = OPP if event.player is Controller.OPPONENT else ME
        with game.transaction():
            run(game, Context(who, src), (GainLife(Fixed(2)),))
        return
    if type(event).__name__ == "DealtDamage":
        from ...runtime.engine.combat import damage_object
        oid = _subject(game, event.subject, src)
        with game.transaction():
            damage_object(game, None, state.objects[oid], 1)
        return
    if isinstance(event, AnyOf):
        _perform(game, event.events[0], src, definition)
        return
    from .exercise_observers import perform_more
    if perform_more(game, event, src, definition):
        return
    raise Problem(f"the exercise can't perform the event {type(event).__name__}")


def _intervening_setup(game: Game, cond, src: int | None) -> None:
    """Make an intervening "if" (CR 603.4) hold where the surroundings easily can."""
    from ...runtime.filters import (AttackedThisTurn, CastFromHand, CreatureDiedThisTurn, LifeTotal, WasKicked,
                          YouControl)
    state = game.state
    if isinstance(cond, YouControl) and src is not None and src in state.objects:
        have = sum(1 for i in sorted(state.battlefield) if state.objects[i].controller == ME and i != src
                   and matches(state, replace(cond.filter, other=False), state.objects[i], ME, src))
        for _ in range(max(0, cond.at_least - have)):
            _make_fitting(game, replace(cond.filter, controller=Controller.YOU), src)
    elif isinstance(cond, CreatureDiedThisTurn):
        state.creature_died_this_turn = True
    elif isinstance(cond, AttackedThisTurn) and ME not in state.attacked_this_turn:
        state.attacked_this_turn = state.attacked_this_turn + (ME,)
    elif isinstance(cond, LifeTotal):
        state.players[ME].life = {Compare.GE: cond.value, Compare.GT: cond.value + 1, Compare.EQ: cond.value,
                                  Compare.LE: cond.value, Compare.LT: cond.value - 1}[cond.compare]
    elif isinstance(cond, (WasKicked, CastFromHand)) and src is not None and src in state.objects:
        state.objects[src].kicked = state.objects[src].cast_from_hand = True
    elif type(cond).__name__ == "CitysBlessing":
        state.players[ME].city_blessing = True
    elif type(cond).__name__ == "PermanentLeftThisTurn" and ME not in state.left_battlefield_this_turn:
        state.left_battlefield_this_turn += (ME,)
    else:
        from .exercise_observers import hand_size_setup
        hand_size_setup(game, cond, src)


def _exercise_triggered(game: Game, definition: CardDefinition, ability: TriggeredAbility, events) -> None:
    for event in events:
        g = game if event is events[0] else None
        if g is None:
            return
        state = g.state
        cycled_self = type(event).__name__ == "Cycled" and getattr(event, "self_only", False)
        haunting = type(event).__name__ == "HauntedDies"     # triggers from exile (CR 702.55c)
        from ...runtime.mechanics.outside_battlefield import functions_from_graveyard, works_from_graveyard
        src = _place_card(g, definition) if _is_permanent(definition) and not cycled_self \
            and not haunting and not functions_from_graveyard(ability) else None
        if src is None:
            if haunting:
                src = g.add_card(ME, definition, Zone.EXILE)
            elif works_from_graveyard(definition):      # "return ~ from your graveyard" (CR 113.6m)
                src = g.add_card(ME, definition, Zone.GRAVEYARD)
            elif type(event).__name__ == "Cycled" and getattr(event, "self_only", False):
                src = -1                # "when you cycle ~": from the graveyard (CR 702.29c)
            elif not (isinstance(event, SpellCast) and getattr(event, "self_only", False)):
                raise Problem("a triggered ability of a spell works only from the stack")
            else:
                src = -1
        start = len(g.log)
        if src != -1:
            _ensure_targets(g, _all_specs(ability.effects, ability.targets), src)
        if ability.condition is not None:
            _intervening_setup(g, ability.condition, src)
        _perform(g, event, src, definition)
        sources = {src} | {e.data.get("object_id") for e in g.log.entries[start:] if e.kind in ("cast", "enter")} \
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


def _exercise_static(game: Game, definition: CardDefinition, ability: StaticAbility) -> None:
    state = game.state
    effect = ability.effect
    if type(effect).__name__ == "AlternativeCost":
        from .exercise_observers import exercise_alternative_cost
        exercise_alternative_cost(game, definition, effect)
        return
    if type(effect).__name__ == "CastAsThoughFlash":
        from .exercise_observers import exercise_as_though_flash
        exercise_as_though_flash(game, definition, effect)
        return
    if isinstance(effect, (CostPerExtraTarget,)) or type(effect).__name__ in ("AdditionalCost", "CastOnlyWhen"):
        _cast_card(game, definition)
        _resolve(game)
        return
    if _is_permanent(definition):
        src = _place_card(game, definition)
    else:
        src = game.add_card(ME, definition)
    if ability.condition is not None:
        from ...runtime.engine.query import static_condition_holds
        from .exercise_observers import hand_size_setup
        hand_size_setup(game, ability.condition, src)     # "as long as you have ... cards in hand"
        if not static_condition_holds(state, ability.condition, state.objects[src]):
            return          # the condition is evaluated; nothing to observe while it doesn't hold
    objects = getattr(effect, "objects", None)
    if type(effect).__name__ == "CantAttackPlayer":
        from .exercise_control import observe_cant_attack
        observe_cant_attack(game, effect, src)
        return
    if type(effect).__name__ == "ControlAttached":
        from .exercise_control import observe_control_attached
        observe_control_attached(game, effect, src)
        return
    if isinstance(objects, ObjectFilter) and objects.paired:
        from .exercise_control import exercise_pair
        exercise_pair(game, src)                # soulbond: pair it with a creature first (CR 702.95)
    if type(effect).__name__ in ("SelfCostChange", "PreventDamage", "CostModifier", "LifeFloor",
                                 "OthersEnterTapped", "MayExertAsAttacks", "PreventSomeDamage",
                                 "RedirectDamage") \
            and not isinstance(objects, ObjectFilter):
        from .exercise_observers import observe_static
        observe_static(game, effect, None, src)
        return
    if isinstance(objects, SelfRef) or (objects is None and type(effect).__name__ == "CharacteristicPT"):
        oid = src
    elif isinstance(objects, ObjectFilter) and objects.spell:     # "creature spells ...": one on the stack
        _put_spell_on_stack(game, objects)
        oid = state.stack[-1].source_id
    elif isinstance(objects, ObjectFilter):
        candidates = [i for i in sorted(state.zone_list(objects.zone))
                      if matches(state, objects, state.objects[i], ME, src)]
        oid = candidates[0] if candidates else _make_fitting(game, objects, src)
        if objects.combat is not None and not matches(state, objects, state.objects[oid], ME, src):
            _into_combat(game, oid, objects.combat)
    else:
        raise Problem(f"the exercise doesn't know static {type(effect).__name__}")
    o = state.objects[oid]
    if isinstance(effect, Anthem):
        from ...runtime.engine.query import static_amount
        times = 1 if effect.multiplier is None else static_amount(state, effect.multiplier, state.objects[src])
        with_it = power_toughness(state, o)
        # without this one ability (its source may have other statics affecting the same object)
        source = state.objects[src]
        printed = source.definition
        kept = list(printed.abilities)
        kept.remove(ability)
        source.definition = replace(printed, abilities=tuple(kept))
        try:
            without = power_toughness(state, o)
        finally:
            source.definition = printed
        change = (effect.power * times, effect.toughness * times)
        if (with_it[0] - without[0], with_it[1] - without[1]) != change:
            raise Problem(f"the anthem doesn't change {o.name}'s P/T by {change[0]:+d}/{change[1]:+d}")
    elif isinstance(effect, KeywordGrant):
        if effect.keyword.lower() not in keywords(state, o):
            raise Problem(f"{o.name} doesn't have {effect.keyword}")
    elif type(effect).__name__ == "CharacteristicPT":
        power_toughness(state, o)          # evaluated by the query layer (layer 7a)
    elif isinstance(effect, Restriction):
        if not restricted(state, o, effect.action):
            raise Problem(f"the restriction {effect.action.value} doesn't apply to {o.name}")
    else:
        from .exercise_observers import observe_static
        observe_static(game, effect, o, src)


def _exercise_replacement(game: Game, definition: CardDefinition, ability: ReplacementAbility) -> None:
    state = game.state
    rep = ability.replacement
    if isinstance(rep, (EntersTapped, EntersWithCounters)):
        each = getattr(getattr(rep, "amount", None), "ref", None)
        if isinstance(getattr(each, "filter", None), ObjectFilter) and each.filter.zone is Zone.BATTLEFIELD:
            _make_fitting(game, each.filter, -1)     # "a counter for each Gate you control": one Gate
        with game.transaction():
            oid = game.put_onto_battlefield(ME, definition, as_effect=True, x=2)
        o = state.objects[oid]
        if isinstance(rep, EntersTapped) and not o.tapped:
            raise Problem("it didn't enter tapped")
        if isinstance(rep, EntersWithCounters) and not o.counters.get(rep.counter) and \
                "X" not in repr(rep.amount) and o.zone is Zone.BATTLEFIELD:
            raise Problem(f"it didn't enter with {rep.counter} counters")
        _resolve(game)
        return
    src = _place_card(game, definition)
    if isinstance(rep, (MultiplyMana, ReplaceManaType)):
        owner = OPP if rep.player is Controller.OPPONENT else ME
        land = next((i for i in sorted(state.battlefield) if state.objects[i].controller == owner
                     and not state.objects[i].tapped and matches(state, rep.sources, state.objects[i], ME, src)
                     and any(isinstance(a, ManaAbility) and a.taps for a in state.objects[i].definition.abilities)),
                    None)
        if land is None:
            raise Problem("no permanent to tap for mana under this replacement")
        state.priority = owner
        produced = game.tap_for_mana(owner, land)
        state.priority = ME
        if isinstance(rep, MultiplyMana) and len(produced) < rep.factor:
            raise Problem(f"tapping for mana produced {len(produced)} mana, not {rep.factor} times as much")
        return
    if isinstance(rep, ModifyCounterPlacement):
        from ...runtime.engine.zones import put_counters
        oid = _make_fitting(game, rep.recipients, src)
        before = state.objects[oid].counters.get(rep.counter, 0)
        with game.transaction():
            put_counters(game, state.objects[oid], rep.counter, 1)
        if state.objects[oid].counters.get(rep.counter, 0) - before != 1 + rep.plus:
            raise Problem("the counters put weren't modified")
        _resolve(game)
        return
    from .exercise_observers import exercise_enter_replacement
    if exercise_enter_replacement(game, definition, rep, src):
        return
    raise Problem(f"the exercise doesn't know replacement {type(rep).__name__}")


def _exercise_one(definition: CardDefinition, ability, seed: int, library,
                  other_half: CardDefinition | None = None) -> Game:
    game = _setup(seed, library)
    if isinstance(ability, SpellAbility):
        _cast_card(game, definition)
        _resolve(game)
    elif isinstance(ability, (ActivatedAbility, ManaAbility)):
        _exercise_activated(game, definition, ability, 0)
    elif isinstance(ability, TriggeredAbility):
        events = ability.event.events if isinstance(ability.event, AnyOf) else (ability.event,)
        for event in events:
            g = _setup(seed, library) if event is not events[0] else game
            _exercise_triggered(g, definition, ability, (event,))
    elif isinstance(ability, StaticAbility):
        _exercise_static(game, definition, ability)
    elif isinstance(ability, ReplacementAbility):
        _exercise_replacement(game, definition, ability)
    elif isinstance(ability, KeywordAbility):
        k = keyword_ability(ability)
        if not implemented(ability.name):
            raise Problem(f"keyword {ability.name} not implemented")
        if k is not None:
            if ability.name.lower() == "crew":
                game.put_onto_battlefield(ME, replace(OGRE, power=str(ability.number + 1)))
            _exercise_activated(game, definition, k, 0)
        elif ability.name.lower() == "enchant":
            _cast_card(game, definition)
            _resolve(game)
            if not any(e.kind == "enter" and "attached to" in e.text for e in game.log.entries):
                raise Problem("the Aura didn't enter attached")
        elif ability.name.lower() in MECHANIC_KEYWORDS:
            from .exercise_keywords import exercise_keyword
            exercise_keyword(game, definition, ability)
        elif ability.name.lower() == "soulbond":
            from .exercise_control import exercise_soulbond
            exercise_soulbond(game, definition)
        elif ability.name.lower() in MORE_KEYWORDS:
            from .exercise_keyword_modes import exercise_more_keyword
            exercise_more_keyword(game, definition, ability, other_half)
    else:
        raise Problem(f"the exercise doesn't know ability class {type(ability).__name__}")
    return game


def _describe(exc: BaseException) -> str:
    if isinstance(exc, Problem):
        return str(exc)
    if isinstance(exc, IllegalAction):
        return f"IllegalAction: {exc.reason}"
    if isinstance(exc, LoopLimit):
        return f"LoopLimit: {exc}"
    return f"{type(exc).__name__}: {exc}"


def exercise_card(definition: CardDefinition, seed: int = 0,
                  library: list[CardDefinition] | None = None,
                  other_half: CardDefinition | None = None) -> ExerciseResult:
    """Execute every ability of `definition` once (see the module docstring). `other_half`:
    the other half when `definition` is one half of a split card (fuse, aftermath, CR 709)."""
    reasons: list[str] = []
    log: list[str] = []
    executed = 0
    if _is_permanent(definition):
        try:
            game = _setup(seed, library)
            _cast_card(game, definition)
            _resolve(game)
            log += game.log_lines()
        except Exception as exc:      # noqa: BLE001 - every failure is a finding
            reasons.append(f"casting {definition.name}: {_describe(exc)}")
    for i, ability in enumerate(definition.abilities):
        what = f"ability #{i} {type(ability).__name__}"
        if isinstance(ability, KeywordAbility):
            what += f" ({ability.name})"
        try:
            game = _exercise_one(definition, ability, seed + i, library, other_half)
            log += game.log_lines()
            executed += 1
        except Exception as exc:      # noqa: BLE001
            reasons.append(f"{what}: {_describe(exc)}")
    return ExerciseResult(not reasons, executed, tuple(reasons), tuple(log))
