"""Changes to a spell as it is cast (CR 601.2b-f): cleave's text change, overload, splice onto Arcane, replicate,
awaken, conspire, the extra discard of retrace and jump-start, epic's abilities after the
spell's own (epic.py); and the tribute / prowl costs paid (KeywordCostPaid conditions)."""
from __future__ import annotations

from typing import TYPE_CHECKING
from dataclasses import dataclass

from ..abilities import TargetSpec, spell_ability_of
from ..characteristics import CardType
from ..effects import PutCounters, Animate
from ..engine.decider import ChoiceKind
from ..engine.query import keyword, candidates, object_colors
from ..engine.registry import HOOKS, register_instructions
from ..errors import IllegalAction
from ..filters import Controller, Fixed, ObjectFilter, SelfRef, TargetRef, map_refs
from .common import _EngineEvent
from .epic import epic_spell_effects
from .gifts import gift_spell_effects
from .mutate import mutate_target_specs
from .casting import discard
from ..engine.zones import tap

if TYPE_CHECKING:
    from ..engine.objects import GameObject


def overloaded(effects: tuple, specs: tuple) -> tuple[tuple, tuple]:
    """CR 702.96a-b: "change its text by replacing all instances of the word 'target' with the
    word 'each'": every target becomes every object its target phrase allows; no targets."""
    from ..effects import ChooseModes
    from ..filters import EachRef
    if any(s.filter is None or s.players is not None for s in specs) or any(
            isinstance(e, ChooseModes) for e in effects):
        raise IllegalAction("CR 702.96b: overloading a spell that targets players or has modes "
                            "isn't supported")

    def each(ref):
        if isinstance(ref, TargetRef) and ref.index < len(specs):
            return EachRef(specs[ref.index].filter)
        return ref
    return map_refs(effects, each), ()


def _spliceable(d) -> bool:
    from ..abilities import spell_ability_of
    from ..effects import ChooseModes
    ability = spell_ability_of(d.abilities)
    return ability is not None and not any(isinstance(e, ChooseModes) for e in ability.effects)


@HOOKS.cast_modifications.register
def cast_modifications(game: Game, player: int, spell: GameObject, definition, alt: str | None,
                       effects: tuple, specs: tuple) -> tuple[tuple, tuple, list]:
    """As a spell is announced (CR 601.2b): an instant's or sorcery's gift is given first if it's
    promised (CR 702.174j); overload (CR 702.96a) changes its text; splice
    (CR 702.47a) copies the text of cards revealed from the hand onto an Arcane spell, adding
    their splice costs; replicate (CR 702.56a) is paid any number of times.
    Returns (effects, target specs, additional costs)."""
    state = game.state
    costs: list = []
    if alt == "cleave":                      # CR 702.148a: its text without the bracketed words
        cleaved = keyword(definition, "cleave").cleaved
        effects, specs = cleaved.effects, cleaved.targets
    effects = gift_spell_effects(definition) + tuple(effects)      # CR 702.174j: the gift first
    if alt == "overload":
        effects, specs = overloaded(effects, specs)
    specs = mutate_target_specs(alt, specs)                          # CR 702.140a
    if any(s.lower() == "arcane" for s in definition.subtypes):
        for oid in list(state.players[player].hand):
            card = state.objects[oid]
            k = keyword(card, "splice onto arcane")
            if oid == spell.id or k is None or k.cost is None or not _spliceable(card.definition):
                continue
            if not game.ask_bool(ChoiceKind.MAY, player, f"splice {card.name} onto {definition.name}?"):
                continue
            text = spell_ability_of(card.definition.abilities)
            offset = len(specs)          # its targets follow the spell's own (CR 702.47a, 601.2c)
            effects = tuple(effects) + map_refs(text.effects, lambda r: TargetRef(r.index + offset)
                                                 if isinstance(r, TargetRef) else r)
            specs = tuple(specs) + tuple(text.targets)
            costs.append(k.cost)
            game.record("splice", f"{game.pname(player)} reveals {card.name} and splices it onto "
                                  f"{definition.name} (CR 702.47a)", object_id=oid)
    if alt == "prowl" and not prowl_allowed(game, player, definition):
        raise IllegalAction(f"CR 702.76a: no player was dealt combat damage this turn by a source "
                            f"{game.pname(player)} controlled sharing a creature type with {definition.name}")
    if alt == "freerunning" and not freerunning_allowed(game, player):
        raise IllegalAction(f"CR 702.173a: {game.pname(player)} dealt no combat damage to a player this turn "
                            "with an Assassin or commander")
    if alt in ("retrace", "jump-start"):      # CR 702.81a, 702.133a: discard a (land) card too
        land = alt == "retrace"
        pool = [i for i in state.players[player].hand
                if not land or CardType.LAND in state.objects[i].definition.types]
        if not pool:
            raise IllegalAction(f"CR 702.{'81' if land else '133'}a: {game.pname(player)} has no "
                                f"{'land ' if land else ''}card to discard for {alt}")
        chosen = game.ask_objects(ChoiceKind.DISCARD, player, f"{alt}: discard a {'land ' if land else ''}card",
                                  pool, 1, 1)[0]
        game.record("pay", f"{game.pname(player)} discards {state.objects[chosen].name} ({alt})")
        discard(game, chosen)
        if alt == "jump-start":
            spell.exile_on_leave = True       # exiled instead of going anywhere else (CR 702.133a)
    if alt == "awaken":
        k = keyword(definition, "awaken")
        yours = ObjectFilter(types=(CardType.LAND,), controller=Controller.YOU)
        at = TargetRef(len(specs))           # CR 702.113a: "also ... target land you control"
        effects = tuple(effects) + (
            Animate(at, 0, 0, (CardType.CREATURE,), ("Elemental",), keywords=("haste",), keep_types=True),
            PutCounters(at, "+1/+1", Fixed(k.number or 0)))
        specs = tuple(specs) + (TargetSpec(yours),)
    k = keyword(definition, "conspire")
    if k is not None:                         # CR 702.78a: tap two creatures sharing a color with it
        mine = set(object_colors(spell))
        pool = [i for i in candidates(state, ObjectFilter(types=(CardType.CREATURE,), controller=Controller.YOU,
                                                          tapped=False), player, spell.id)
                if mine & set(object_colors(state.objects[i]))]
        if len(pool) >= 2 and game.ask_bool(ChoiceKind.MAY, player, f"conspire {definition.name}?"):
            for oid in game.ask_objects(ChoiceKind.TAP_COST, player, "conspire: tap two creatures", pool, 2, 2):
                tap(game, state.objects[oid], "conspire")
            spell.conspired = True
            game.record("pay", f"{game.pname(player)} conspires {definition.name}")
    spell.replicated = _times_paid(game, player, definition, "replicate", costs)   # CR 702.56a
    spell.squad_paid = _times_paid(game, player, definition, "squad", costs)       # CR 702.157a
    return epic_spell_effects(definition, effects, specs), specs, costs


def _times_paid(game, player, definition, name: str, costs: list) -> int:
    """A cost "you may pay any number of times" as the spell is cast (replicate, squad): the
    caster chooses how many (the engine offers 0-5), each payment added to the costs."""
    k = keyword(definition, name)
    if k is None or k.cost is None:
        return 0
    times = game.ask_one(ChoiceKind.X, player, f"pay the {name} cost of {definition.name} how many "
                         "times?", [(i, str(i)) for i in range(0, 6)])
    costs.extend([k.cost] * times)
    return times


@dataclass(frozen=True)
class ReplicatePaid(_EngineEvent):
    """"When you cast this spell, if a replicate cost was paid for it" (CR 702.56a, 603.4)."""

    def engine_match(self, game, event, controller, source_id):
        o = game.state.objects.get(source_id)
        return event.kind == "cast" and event.object_id == source_id and o is not None and o.replicated > 0


@dataclass(frozen=True)
class ConspirePaid(_EngineEvent):
    """"When you cast this spell, if its conspire cost was paid" (CR 702.78a, 603.4)."""

    def engine_match(self, game, event, controller, source_id):
        o = game.state.objects.get(source_id)
        return event.kind == "cast" and event.object_id == source_id and o is not None and o.conspired


@dataclass(frozen=True)
class ReplicateCopies:
    """Copy it for each time its replicate cost was paid (CR 702.56a), or once (conspire,
    CR 702.78a); new targets may be chosen for the copies."""

    per_payment: bool = True


def _replicate(game, ctx, e: ReplicateCopies):
    from ..engine.spell_copies import copy_spell
    state = game.state
    item = next((i for i in state.stack if i.kind == "spell" and i.source_id == ctx.source_id), None)
    spell = state.objects.get(ctx.source_id)
    if item is None or spell is None:
        return
    for _ in range(spell.replicated if e.per_payment else 1):
        copy_spell(game, item, ctx.controller)


@dataclass(frozen=True)
class SquadCopies:
    """Squad's trigger (CR 702.157a): "create a token that's a copy of it for each time its squad
    cost was paid"; a copy of its copiable values (CR 707.2), as it last existed if it left."""


def _squad_copies(game, ctx, e: SquadCopies):
    from ..engine.evaluation import _lki
    from ..engine.zones import enter_battlefield, tokens_to_create
    made = []
    for o in _lki(game, ctx, SelfRef()):
        for _ in range(o.squad_paid):
            for _ in range(tokens_to_create(game, ctx.controller, 1)):
                made.append(enter_battlefield(game, o.definition, ctx.controller, ctx.controller,
                                              is_token=True).id)
    ctx.last = made


@HOOKS.keyword_cost_paid.register
def keyword_cost_paid(source, cond) -> bool:
    """KeywordCostPaid: tribute was paid as it entered (CR 702.104b); it was cast for its prowl
    cost (CR 702.76a); the keyword's optional additional cost was paid for the spell that is or
    became it (offspring, CR 702.175a; "bargained", CR 702.166b)."""
    name = cond.keyword.lower()
    if name == "tribute":
        done = source.tribute_paid
    elif name == "squad":                    # CR 702.157a: paid one or more times
        done = source.squad_paid > 0
    else:
        done = source.cast_with == name or name in source.optional_costs_paid
    return done == cond.paid


def prowl_allowed(game: Game, player: int, definition) -> bool:
    """CR 702.76a: a player was dealt combat damage this turn by a source that, at the time,
    was under your control and had any of this spell's creature types."""
    kinds = {s.lower() for s in definition.subtypes}
    state = game.state
    return any(turn == state.turn and who == player and (kinds & set(types))
               for turn, who, types, _ in state.combat_damage_by) if kinds else False


def freerunning_allowed(game: Game, player: int) -> bool:
    """CR 702.173a: "if a player was dealt combat damage this turn by a creature that, at the time
    it dealt that damage, was an Assassin creature or a commander under your control" (a commander:
    the designation of CR 903.3, GameObject.commander)."""
    state = game.state
    return any(turn == state.turn and who == player and ("assassin" in types or commander)
               for turn, who, types, commander in state.combat_damage_by)


register_instructions({
    ReplicateCopies: _replicate,
    SquadCopies: _squad_copies,
})
