"""The executability check: run every ability of a card once in a real game.

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

The delayed triggers an ability created (CR 603.7) are then made to fire: the game goes on until
each has triggered and resolved (exercise_delayed.py), so their instructions are judged too; one
that never triggered leaves the ability unverified.

A permanent card is also cast (or played) once, to check casting and entering.
Any exception, LoopLimit, or IllegalAction the surroundings should have avoided makes
the result not ok, with a reason naming the ability by index and class. Deterministic
per seed; each game is bounded (MAX_PASSES).

Every VM instruction that runs is also judged by the effect verification (verification.py):
what it must observably change, or why it couldn't this time. The result is `verified` when
it is ok and every instruction's effect was observed or explained; `unverified` says which
were not (a missing effect, an instruction with no declaration, an ability with effects of
which no instruction ran).

This module dispatches by ability class; the surroundings are in exercise_surroundings.py,
casting under conditions in exercise_conditions.py, triggered abilities in exercise_events.py,
static abilities in exercise_statics.py, replacement abilities in exercise_replacements.py,
keywords in exercise_keywords*.py.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from ...runtime.abilities import (ActivatedAbility, CardDefinition, KeywordAbility, ManaAbility, ReplacementAbility,
                                  SpellAbility, StaticAbility, TriggeredAbility)
from ...runtime.characteristics import Zone
from ...runtime.costs import ExileFromZone, Sacrifice
from ...runtime.game import Game
from ...runtime.keyword_abilities import AttachSource
from ...runtime.engine.query import activated_abilities, matches
from ...runtime.errors import IllegalAction, LoopLimit
from ...runtime.effects import BecomeAura, CommanderIdentityMana
from ...runtime.events import AnyOf
from ...runtime.filters import Controller
from ...runtime.mechanics.keywords import implemented, keyword_ability
from ...runtime.mechanics.keywords import MECHANIC_KEYWORDS
from ..dataclass_fields import any_part

from .exercise_amounts import objects_counted
from .exercise_conditions import _cast_card, deaths_counted, meet_step_conditions, satisfy_activation_condition
from .exercise_costs import prepare_costs, spend_on_costs
from .exercise_delayed import fire_delayed, waiting_delayed
from .exercise_events import _exercise_triggered
from .exercise_exiled_with import exile_with_source
from .exercise_keywords import exercise_keyword
from .exercise_keyword_setups import KEYWORDS as SETUP_KEYWORDS, exercise_with_setup
from .exercise_replacements import _exercise_replacement
from .exercise_statics import _exercise_static
from .verification import verifying
from .exercise_surroundings import (COMMANDER, ME, OGRE, ExerciseDecider, Problem, _colored_mana_for, _is_permanent,
                                    _make_fitting, _place_card, _resolve, _setup, _top_up, prepare_targets)


@dataclass(frozen=True)
class ExerciseResult:
    ok: bool
    executed: int
    reasons: tuple[str, ...]
    log: tuple[str, ...] = ()
    verified: bool = False                 # ok, and every instruction's effect observed or explained
    unverified: tuple[str, ...] = ()       # why not, by ability
    instructions: int = 0                  # VM instructions judged


def _exercise_activated(game: Game, definition: CardDefinition, ability, index: int) -> None:
    state = game.state
    zone = getattr(ability, "zone", Zone.BATTLEFIELD)      # cycling from hand, unearth from graveyard
    src = _place_card(game, definition) if zone is Zone.BATTLEFIELD else game.add_card(ME, definition, zone)
    o = state.objects[src]
    o.controlled_since_turn_start = True
    if _is_equipment(definition) and any(isinstance(e, AttachSource) for e in ability.effects):
        o.attached_to = None       # equip must move it: attaching to its own creature does nothing (CR 701.3b)
    made = prepare_costs(game, ability.costs, src)
    from ...runtime.filters import YouControl
    cond = ability.timing.condition
    if isinstance(cond, YouControl):          # "Activate only if you control a Demon"
        have = sum(1 for i in sorted(state.battlefield) if state.objects[i].controller == ME
                   and matches(state, cond.filter, state.objects[i], ME, src))
        for _ in range(max(0, cond.at_least - have)):
            _make_fitting(game, replace(cond.filter, controller=Controller.YOU), src)
    elif cond is not None:                    # "only during your upkeep", raid, morbid ... (CR 602.5b)
        satisfy_activation_condition(game, cond, src)
    meet_step_conditions(game, ability.effects, src)
    leaves = any(isinstance(c, (Sacrifice, ExileFromZone)) and c.self_only for c in ability.costs)
    prepare_targets(game, ability.effects, getattr(ability, "targets", ()), src, leaves)
    exile_with_source(game, ability.effects, src)
    spend_on_costs(game, made)      # "Sacrifice a creature: destroy target creature": another one
    # the source becoming an Aura can't enchant itself (CR 303.4d): another creature
    aura = any(isinstance(e, BecomeAura) for e in ability.effects)
    if (leaves or aura) and isinstance(game.decider, ExerciseDecider):
        game.decider.avoid |= {src}     # "Sacrifice ~: ... target creature": another one
    _top_up(game)
    _colored_mana_for(game, ability.costs)
    index_of = activated_abilities(o, game.state).index(ability)
    game.activate(ME, src, index_of)
    _resolve(game)


def _is_equipment(definition: CardDefinition) -> bool:
    return any(s.lower() == "equipment" for s in definition.subtypes)


def _exercise_one(definition: CardDefinition, ability, seed: int, library,
                  other_half: CardDefinition | None = None) -> Game:
    game = _setup(seed, library)
    if any_part(ability, lambda n: True if isinstance(n, CommanderIdentityMana) else None):
        game.designate_commander(ME, COMMANDER)        # CR 903.4f: no commander, no mana
    deaths_counted(game, ability)
    objects_counted(game, definition.abilities, definition.name)
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
        elif ability.name.lower() in SETUP_KEYWORDS:
            exercise_with_setup(game, definition, ability, other_half)
        elif ability.name.lower() in MECHANIC_KEYWORDS:
            exercise_keyword(game, definition, ability)
        elif ability.name.lower() == "soulbond":
            from .exercise_control import exercise_soulbond
            exercise_soulbond(game, definition)
    else:
        raise Problem(f"the exercise doesn't know ability class {type(ability).__name__}")
    return game


def _abilities_by_face(definition: CardDefinition):
    """(face, ability) for each ability of the card: a double-faced card's back face's abilities
    are exercised on a permanent showing the back face (CR 712.8d: it has only that face's
    characteristics), whose other face is the front, so "transform ~" turns it back; that
    permanent's mana value is its back face's (none), not the front face's as the rules have it
    (CR 712.8e), a difference no ability of a back face in the corpus looks at."""
    yield from ((definition, a) for a in definition.abilities)
    back = definition.back_face
    if back is not None:
        shown = replace(back, back_face=replace(definition, back_face=None))
        yield from ((shown, a) for a in back.abilities)


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
    unverified: list[str] = []
    executed = judged = 0
    with verifying() as verifier:
        if _is_permanent(definition):
            try:
                game = _setup(seed, library)
                deaths_counted(game, definition.abilities)      # its entering triggers' amounts too
                objects_counted(game, definition.abilities, definition.name)
                _cast_card(game, definition)
                _resolve(game)
                log += game.log_lines()
            except Exception as exc:      # noqa: BLE001 - every failure is a finding
                reasons.append(f"casting {definition.name}: {_describe(exc)}")
            judged += _unverified(f"casting {definition.name}", None, verifier.take(), unverified)
        for i, (face, ability) in enumerate(_abilities_by_face(definition)):
            what = f"ability #{i} {type(ability).__name__}"
            if isinstance(ability, KeywordAbility):
                what += f" ({ability.name})"
            try:
                game = _exercise_one(face, ability, seed + i, library, other_half)
                # what its delayed triggers do happens later: the game goes on until they fire
                unfired = fire_delayed(game, waiting_delayed(game))
                unverified += [f"{what}: its delayed trigger never triggered, its instructions didn't run ({d})"
                               for d in unfired]
                log += game.log_lines()
                executed += 1
            except Exception as exc:      # noqa: BLE001
                reasons.append(f"{what}: {_describe(exc)}")
            judged += _unverified(what, ability, verifier.take(), unverified)
    ok = not reasons
    return ExerciseResult(ok, executed, tuple(reasons), tuple(log), ok and not unverified,
                          tuple(dict.fromkeys(unverified)), judged)


def _unverified(what: str, ability, findings: list, out: list[str]) -> int:
    """Add to `out` why the instructions run for one ability (or the casting) are not verified;
    an ability with effects of which no instruction ran is not verified either."""
    out += [f"{what}: {f.describe()}" for f in findings if not f.passed]
    if isinstance(ability, (SpellAbility, ActivatedAbility, ManaAbility, TriggeredAbility)) \
            and getattr(ability, "effects", ()):
        # an instruction of another ability run meanwhile (the spell cast to trigger it, say)
        # says nothing of this one: a trigger removed for want of a target ran none of its own
        own = _instruction_names(ability.effects)
        if not any(f.instruction in own for f in findings):
            out.append(f"{what}: none of its instructions ran")
    return len(findings)


def _instruction_names(effects) -> frozenset[str]:
    """The class names of every instruction an ability's effects hold, nested ones included."""
    names: set[str] = set()

    def note(part) -> None:
        names.add(type(part).__name__)

    any_part(effects, note)
    return frozenset(names)
