"""Mana: producing it, replacing it, what a permanent could produce, paying from a pool.

CR 106 (mana), 605 (mana abilities), 614/616 (replacements of the mana event).
"""
from __future__ import annotations

from itertools import permutations, product

from ..abilities import ManaAbility, MultiplyMana, ReplaceManaType
from ..characteristics import COLORS, ManaType, Supertype
from ..costs import ManaCost, SymbolKind
from .decider import ChoiceKind
from ..effects import (AddMana, AnyColor, ChosenColorMana, CommanderIdentityMana, CouldProduce, FixedMana,
                      Optional, ProducedType, SpendRestriction, SpentRider)
from ..filters import Fixed
from .objects import GameObject, ManaUnit
from .evaluation import Context, amount
from ..limits import check
from .query import candidates, controller_ok, matches, replacement_effects
from .zones import in_chosen_order

_LIMIT = 1000


def label(types) -> str:
    return "".join("{%s}" % t.value for t in types) or "no mana"


# ------------------------------------------------------------------ could produce (CR 106.7)
def could_produce(game: "Game", oid: int, visiting: frozenset[int] = frozenset()) -> set[ManaType]:
    """Types any mana ability of `oid` would produce if it resolved now (ruling M3).

    Costs are ignored (tapped lands count); replacement effects apply in every
    order. A permanent already being evaluated contributes nothing (recursion guard).
    """
    if oid in visiting:
        return set()
    state = game.state
    o = state.objects[oid]
    visiting = visiting | {oid}
    found: set[ManaType] = set()
    from .query import all_abilities
    for ability in all_abilities(state, o):     # granted mana abilities too (AbilityGrant)
        if not isinstance(ability, ManaAbility):
            continue
        for add in _adds(ability.effects):
            for bundle in _bundles(game, o, add.production, visiting):
                if not bundle:
                    continue   # undefined type: no mana, so no mana event (ruling M1)
                for outcome in _replacement_outcomes(game, o, o.controller, bundle, ability.taps, visiting):
                    found.update(outcome)
    return found


def _adds(effects) -> list[AddMana]:
    found = []
    for e in effects:
        if isinstance(e, AddMana):
            found.append(e)
        elif isinstance(e, Optional):
            found.extend(_adds(e.effects))
    return found


def _bundles(game: "Game", o: GameObject, production, visiting) -> list[tuple[ManaType, ...]]:
    """Possible type bundles a production could yield (one entry per type for 'one of')."""
    if isinstance(production, FixedMana):
        return [tuple(opt) for opt in production.options]
    if isinstance(production, AnyColor):
        return [(c,) for c in production.colors]
    if isinstance(production, CouldProduce):
        types: set[ManaType] = set()
        for cid in candidates(game.state, production.filter, o.controller, o.id):
            types |= could_produce(game, cid, visiting)
        if production.colors_only:
            types.discard(ManaType.COLORLESS)
        return [(t,) for t in sorted(types, key=_order)]
    if isinstance(production, ChosenColorMana):
        return [(t,) for t in _chosen_colors(o)]
    if isinstance(production, CommanderIdentityMana):
        return [(t,) for t in _identity_types(game.state, o.controller)]
    return []   # ProducedType: only meaningful inside a trigger


def _chosen_colors(o) -> list[ManaType]:
    """The mana types of the colors chosen for `o` as it entered (CR 607.2d)."""
    values = o.chosen.get("color", []) if o is not None else []
    return [ManaType(getattr(v, "value", v)) for v in values]


def _identity_types(state, player: int) -> list[ManaType]:
    """The mana types of the colors in `player`'s commanders' color identity (CR 903.4)."""
    from ..color_identity import commander_identity
    return [ManaType(c.value) for c in commander_identity(state, player)]


def _order(t: ManaType) -> int:
    return list(ManaType).index(t)


def _mana_replacements(game: "Game", source: GameObject, player: int) -> list:
    """Replacement effects that apply to `player` tapping `source` for mana (CR 106.12a)."""
    state = game.state
    found = []
    for src, rep in replacement_effects(state, MultiplyMana) + replacement_effects(state, ReplaceManaType):
        if (matches(state, rep.sources, source, src.controller, src.id)
                and controller_ok(rep.player, player, src.controller)):
            found.append((src, rep))
    return sorted(found, key=lambda pair: pair[0].id)


def _replacement_outcomes(game, source, player, bundle, taps, visiting) -> list[tuple]:
    reps = _mana_replacements(game, source, player) if taps else []
    outcomes = []
    for order in permutations(reps):
        current = [tuple(bundle)]
        for _, rep in order:
            current = [r for b in current for r in _apply_possible(game, source, rep, b, visiting)]
        outcomes.extend(current)
    return outcomes


def _apply_possible(game, source, rep, bundle, visiting) -> list[tuple]:
    if isinstance(rep, MultiplyMana):
        return [tuple(t for t in bundle for _ in range(rep.factor))]
    return list(_bundles(game, source, rep.produces.production, visiting)) or [()]


# ------------------------------------------------------------------ producing mana
def production_types(game: "Game", ctx: Context, production, adding: int | None = None) -> list[ManaType]:
    """Decide the types an AddMana produces as it resolves (choices via the decider); `adding`:
    the player who adds it, from whose side "for each artifact he or she controls" counts."""
    state = game.state
    player = ctx.controller
    if isinstance(production, FixedMana):
        times = amount(game, ctx, production.times, player if adding is None else adding)
        if len(production.options) == 1:
            return list(production.options[0]) * times
        i = game.ask_one(ChoiceKind.MANA, player, "choose the mana to add",
                         [(k, label(opt)) for k, opt in enumerate(production.options)])
        return list(production.options[i]) * times
    if isinstance(production, AnyColor):
        n = amount(game, ctx, production.amount)
        options = [(c, label((c,))) for c in production.colors]
        if production.one_color:
            return [game.ask_one(ChoiceKind.MANA, player, "choose a color", options)] * n if n > 0 else []
        return [game.ask_one(ChoiceKind.MANA, player, "choose a color", options) for _ in range(n)]
    if isinstance(production, CouldProduce):
        types: set[ManaType] = set()
        visiting = frozenset({ctx.source_id})
        for cid in candidates(state, production.filter, player, ctx.source_id):
            types |= could_produce(game, cid, visiting)
        if production.colors_only:
            types.discard(ManaType.COLORLESS)
        return _one_of(game, ctx, sorted(types, key=_order), production.amount)
    if isinstance(production, ProducedType):
        produced = ctx.event.data.get("produced", []) if ctx.event is not None else []
        return _one_of(game, ctx, sorted(set(produced), key=_order), production.amount)
    if isinstance(production, ChosenColorMana):
        return _one_of(game, ctx, _chosen_colors(state.objects.get(ctx.source_id)), production.amount)
    if isinstance(production, CommanderIdentityMana):
        return _one_of(game, ctx, _identity_types(state, player), production.amount)
    raise TypeError(f"unknown mana production {production!r}")


def _one_of(game: "Game", ctx: Context, types: list[ManaType], amt) -> list[ManaType]:
    from .evaluation import amount
    if not types:
        return []   # ruling M1: an undefined type produces no mana
    n = amount(game, ctx, amt)
    check(game.limits, "mana", n)               # before building a list of n
    chosen = game.ask_one(ChoiceKind.MANA, ctx.controller, "choose a mana type",
                          [(t, label((t,))) for t in types])
    return [chosen] * n


def produce_mana(game: "Game", ctx: Context, add: AddMana, player: int) -> list[ManaUnit]:
    """Resolve one AddMana: decide types, apply tapped-for-mana replacements (M6), fill the pool."""
    state = game.state
    types = production_types(game, ctx, add.production, player)
    restriction, rider = add.restriction, add.rider
    source = state.objects.get(ctx.source_id)
    if types and ctx.tapped_for_mana and source is not None:
        types, restriction, rider = _replace(game, source, player, types, restriction, rider, ctx)
    check(game.limits, "mana", len(state.players[player].pool) + len(types))
    snow = source is not None and Supertype.SNOW in source.definition.supertypes
    units = [ManaUnit(t, restriction, rider, ctx.source_id, snow, add.kept_until) for t in types]
    state.players[player].pool.extend(units)
    ctx.produced.extend(units)
    game.record("mana", f"{game.pname(player)} adds {label(types)}"
                + (f" from {source.name}" if source is not None else ""),
                player=player, mana=[t.value for t in types])
    return units


def _replace(game, source, player, types, restriction, rider, ctx):
    """CR 616.1: the affected player orders the applicable replacements; each applies once."""
    reps = in_chosen_order(game, player, _mana_replacements(game, source, player),
                           f"the mana {source.name} produces")
    for src, rep in reps:
        if isinstance(rep, MultiplyMana):
            types = [t for t in types for _ in range(rep.factor)]
        else:
            types = production_types(game, ctx, rep.produces.production, player)
            restriction, rider = rep.produces.restriction, rep.produces.rider
        game.record("replace", f"{src.name} replaces the mana: now {label(types)}")
    return types, restriction, rider


# ------------------------------------------------------------------ paying from a pool
def unit_allowed(game: "Game", unit: ManaUnit, spell: GameObject | None,
                 ability_source: GameObject | None) -> bool:
    """CR 106.6: a spending restriction is checked when the mana is spent (ruling M2)."""
    r: SpendRestriction | None = unit.restriction
    if r is None:
        return True
    state = game.state
    if spell is not None and r.spells is not None:
        if matches(state, r.spells, spell, spell.controller, spell.id, check_zone=False):
            return True
    if ability_source is not None and r.ability_sources is not None:
        if matches(state, r.ability_sources, ability_source, ability_source.controller,
                   ability_source.id, check_zone=False):
            return True
    return False


def _slot(kind: str, types=()):
    return (kind, tuple(types))


def _slot_ok(slot, unit: ManaUnit) -> bool:
    kind, types = slot
    if kind == "any":
        return True
    if kind == "snow":
        return unit.snow
    return unit.type in types


def _alternatives(cost: ManaCost, x: int) -> list[list[tuple[list, int]]]:
    """For each symbol, its ways of paying: (slots, life)."""
    alts = []
    for s in cost.symbols:
        k = s.kind
        if k is SymbolKind.GENERIC:
            alts.append([([_slot("any")] * s.generic, 0)])
        elif k is SymbolKind.VARIABLE:
            alts.append([([_slot("any")] * x, 0)])
        elif k in (SymbolKind.COLORED, SymbolKind.HYBRID):
            alts.append([([_slot("type", s.types)], 0)])
        elif k is SymbolKind.COLORLESS:
            alts.append([([_slot("type", (ManaType.COLORLESS,))], 0)])
        elif k is SymbolKind.MONO_HYBRID:
            alts.append([([_slot("type", s.types)], 0), ([_slot("any")] * s.generic, 0)])
        elif k in (SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN):
            alts.append([([_slot("type", s.types)], 0), ([], 2)])   # CR 107.4f: 2 life
        elif k is SymbolKind.SNOW:
            alts.append([([_slot("snow")], 0)])
    return alts


def fewest_units(cost: ManaCost, x: int) -> int:
    """The fewest mana units any way of paying `cost` spends (phyrexian symbols can be life),
    counted without building _alternatives' slot lists."""
    fewest = 0
    for s in cost.symbols:
        if s.kind is SymbolKind.GENERIC:
            fewest += s.generic
        elif s.kind is SymbolKind.VARIABLE:
            fewest += max(x, 0)
        elif s.kind is SymbolKind.MONO_HYBRID:
            fewest += min(1, s.generic)
        elif s.kind not in (SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN):
            fewest += 1
    return fewest


def find_payment(game: "Game", pool: list[ManaUnit], cost: ManaCost, x: int, life: int,
                 spell: GameObject | None, ability_source: GameObject | None
                 ) -> tuple[list[int], int] | None:
    """Pool indices to spend and life to pay, or None if the cost can't be paid.

    Tries mana before life and coloured before generic for flexible symbols,
    then a bipartite matching of slots to allowed units (restricted units first).
    """
    usable = [i for i, u in enumerate(pool) if unit_allowed(game, u, spell, ability_source)]
    if fewest_units(cost, x) > len(usable):
        return None                 # before building a slot per generic mana: {100000000} is cheap to refuse
    usable.sort(key=lambda i: (pool[i].restriction is None and pool[i].rider is None, i))
    tries = 0
    for combo in product(*_alternatives(cost, x)):
        tries += 1
        if tries > _LIMIT:
            break
        life_paid = sum(c[1] for c in combo)
        if life_paid and life_paid > life:     # CR 119.4
            continue
        slots = [s for c in combo for s in c[0]]
        slots.sort(key=lambda s: (s[0] == "any", len(s[1])))
        assignment = _match(slots, usable, pool)
        if assignment is not None:
            return assignment, life_paid
    return None


def _match(slots, usable, pool) -> list[int] | None:
    owner: dict[int, int] = {}       # pool index -> slot index

    def augment(si: int, seen: set[int]) -> bool:
        for ui in usable:
            if ui in seen or not _slot_ok(slots[si], pool[ui]):
                continue
            seen.add(ui)
            if ui not in owner or augment(owner[ui], seen):
                owner[ui] = si
                return True
        return False

    for si in range(len(slots)):
        if not augment(si, set()):
            return None
    return sorted(owner)


__all__ = ["could_produce", "produce_mana", "find_payment", "unit_allowed", "label",
           "SpentRider", "COLORS", "Fixed"]
