"""Derived characteristics: keywords, power/toughness, filter matching (CR 613, 109)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .abilities import (ActivatedAbility, Anthem, KeywordAbility, KeywordGrant, ManaAbility,
                        ReplacementAbility, StaticAbility)
from .characteristics import PERMANENT_TYPES, CardType, Zone
from .filters import Compare, Controller, ObjectFilter
from .objects import GameObject

if TYPE_CHECKING:
    from .state import GameState


def printed_number(text: str | None) -> int:
    """A printed P/T; "*" and the like count as 0 here (CR 208.2 needs per-card rules)."""
    try:
        return int(text) if text is not None else 0
    except ValueError:
        return 0


def is_type(o: GameObject, card_type: CardType) -> bool:
    return card_type in o.definition.types


def is_creature(o: GameObject) -> bool:
    return is_type(o, CardType.CREATURE)


def is_permanent_card(o: GameObject) -> bool:
    return any(t in PERMANENT_TYPES for t in o.definition.types)


def static_effects(state: GameState, kind: type) -> list[tuple[GameObject, object]]:
    """Static effects of permanents on the battlefield, in object-id order (CR 611.3)."""
    found = []
    for oid in sorted(state.battlefield):
        o = state.objects[oid]
        for ability in o.definition.abilities:
            if isinstance(ability, StaticAbility) and isinstance(ability.effect, kind):
                found.append((o, ability.effect))
    return found


def replacement_effects(state: GameState, kind: type) -> list[tuple[GameObject, object]]:
    found = []
    for oid in sorted(state.battlefield):
        o = state.objects[oid]
        for ability in o.definition.abilities:
            if isinstance(ability, ReplacementAbility) and isinstance(ability.replacement, kind):
                found.append((o, ability.replacement))
    return found


def keywords(state: GameState, o: GameObject) -> set[str]:
    """Keywords an object has now (printed, granted until end of turn, by statics, by riders)."""
    names = {a.name.lower() for a in o.definition.abilities if isinstance(a, KeywordAbility)}
    names.update(m.keyword.lower() for m in o.modifications if m.keyword)
    names.update(k.lower() for k in o.rider_keywords)
    if o.zone is Zone.BATTLEFIELD and not o.gone:
        for source, grant in static_effects(state, KeywordGrant):
            if matches(state, grant.objects, o, source.controller, source.id):
                names.add(grant.keyword.lower())
    return names


def has_keyword(state: GameState, o: GameObject, name: str) -> bool:
    return name.lower() in keywords(state, o)


def power_toughness(state: GameState, o: GameObject) -> tuple[int, int]:
    """Layer 7 (CR 613.4): printed, then modifications and anthems, then counters."""
    power = printed_number(o.definition.power)
    toughness = printed_number(o.definition.toughness)
    for m in o.modifications:
        power += m.power
        toughness += m.toughness
    if o.zone is Zone.BATTLEFIELD and not o.gone:
        for source, anthem in static_effects(state, Anthem):
            if matches(state, anthem.objects, o, source.controller, source.id):
                power += anthem.power
                toughness += anthem.toughness
    plus = o.counters.get("+1/+1", 0)
    minus = o.counters.get("-1/-1", 0)
    return power + plus - minus, toughness + plus - minus


def power(state: GameState, o: GameObject) -> int:
    return power_toughness(state, o)[0]


def toughness(state: GameState, o: GameObject) -> int:
    return power_toughness(state, o)[1]


def restricted(state: GameState, o: GameObject, action) -> bool:
    """Whether a Restriction static ("can't block", "can't be countered") applies to `o`."""
    from .abilities import Restriction
    from .filters import SelfRef
    sources = [state.objects[i] for i in sorted(state.battlefield)]
    if o.id not in state.battlefield:
        sources.append(o)      # a spell's own "can't be countered" works on the stack
    for source in sources:
        for ability in source.definition.abilities:
            if not (isinstance(ability, StaticAbility) and isinstance(ability.effect, Restriction)):
                continue
            r = ability.effect
            if r.action is not action:
                continue
            if isinstance(r.objects, SelfRef):
                if source.id == o.id:
                    return True
            elif source.zone is Zone.BATTLEFIELD and matches(state, r.objects, o, source.controller,
                                                             source.id, check_zone=False):
                return True
    return False


def activated_abilities(o: GameObject) -> list[ActivatedAbility | ManaAbility]:
    """The object's activated abilities (mana abilities included) in printed order."""
    return [a for a in o.definition.abilities if isinstance(a, (ActivatedAbility, ManaAbility))]


def _number(state: GameState, o: GameObject, characteristic: str) -> int:
    if characteristic == "power":
        return power(state, o)
    if characteristic == "toughness":
        return toughness(state, o)
    return o.definition.mana_cost.mana_value


_COMPARE = {
    Compare.LE: lambda a, b: a <= b, Compare.GE: lambda a, b: a >= b,
    Compare.EQ: lambda a, b: a == b, Compare.LT: lambda a, b: a < b,
    Compare.GT: lambda a, b: a > b,
}


def controller_ok(relation: Controller, player: int, perspective: int) -> bool:
    if relation is Controller.YOU:
        return player == perspective
    if relation is Controller.OPPONENT:
        return player != perspective
    return True


def matches(state: GameState, f: ObjectFilter, o: GameObject, perspective: int,
            source_id: int | None, check_zone: bool = True) -> bool:
    """Whether object `o` fits filter `f` as seen by player `perspective` for `source_id`."""
    d = o.definition
    if check_zone and o.zone is not f.zone and not (f.spell and o.zone is Zone.STACK):
        return False
    if f.types and not any(t in d.types for t in f.types):
        return False
    if any(t in d.types for t in f.excluded_types):
        return False
    if f.permanent and not is_permanent_card(o):
        return False
    if f.subtypes and not any(s.lower() in (x.lower() for x in d.subtypes) for s in f.subtypes):
        return False
    if f.supertypes and not any(s in d.supertypes for s in f.supertypes):
        return False
    if f.colors and not any(c in d.colors for c in f.colors):
        return False
    if any(c in d.colors for c in f.excluded_colors):
        return False
    if f.colorless and d.colors:
        return False
    if f.multicolored and len(d.colors) < 2:
        return False
    if not controller_ok(f.controller, o.controller, perspective):
        return False
    if f.other and o.id == source_id:
        return False
    if f.tapped is not None and o.tapped != f.tapped:
        return False
    if f.token is not None and o.is_token != f.token:
        return False
    if f.saddled_source and o.id not in state.saddled_by.get(source_id, []):
        return False
    if f.attached_to_source:
        return False     # Auras and Equipment attachments are not modelled yet
    if f.keywords and not all(has_keyword(state, o, k) for k in f.keywords):
        return False
    return all(_COMPARE[t.compare](_number(state, o, t.characteristic), t.value) for t in f.tests)


def candidates(state: GameState, f: ObjectFilter, perspective: int, source_id: int | None) -> list[int]:
    """Ids of live objects matching the filter, in id order (deterministic)."""
    zone = Zone.STACK if f.spell else f.zone
    ids = state.zone_list(zone)
    return sorted(oid for oid in ids
                  if matches(state, f, state.objects[oid], perspective, source_id))
