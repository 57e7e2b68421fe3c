"""Continuous effects from resolved spells and abilities, applied by layer (CR 611.2, 613).

A resolving "becomes", "loses all abilities", "gains ..." or "has base power and toughness"
instruction no longer writes over the object's definition. It adds a `ContinuousEffect` to the
object: a timestamp (CR 613.7b: when it was created), the changes it makes (one per layer it
touches, CR 613.1d-f, 613.4b) and whether it ends at cleanup (CR 514.2). The object keeps the
definition it had before any of them (`GameObject.own_definition`), and its `definition` is
worked out again from that and the effects, in layer order and, within a layer, timestamp order
(CR 613.7), each time an effect starts or ends: once per change, not once per query, so the
engine's readers of `definition` (abilities, types, colours) see the layered result at no cost.

The set of objects an effect from a resolved spell or ability affects is fixed as it resolves
(CR 611.2c): the effect lives on each of those objects. Layer 7 (power and toughness) is not
folded into the definition: query.power_toughness orders characteristic-defining abilities
(7a), then the base-setting effects of statics and resolved effects by timestamp (7b), then
modifications and counters (7c), then switches (7d)."""
from __future__ import annotations

from dataclasses import dataclass, replace

from ..abilities import AddCardTypes, KeywordAbility
from ..characteristics import CardType, Color
from .board import Board
from .printed import printed

def new_timestamp(state) -> tuple[int, int]:
    """The timestamp of a continuous effect created now (CR 613.7b). Effects created while the
    state's next object id is N get timestamps (N - 1, k), k counted by the game state (so a saved
    and reloaded game, or one game among many in a process, numbers them the same): after every
    object that exists (an object's timestamp is (id, 0), CR 613.7a) and before any object created
    later (CR 613.7d: a new object gets a new timestamp)."""
    state.effects_made += 1
    return (state.next_id - 1, state.effects_made)


def object_timestamp(o) -> tuple[int, int]:
    """An object's timestamp, and its static abilities' (CR 613.7a): when it came to be; the
    engine gives each new object a new, higher id (CR 400.7)."""
    return (o.id, 0)


@dataclass(frozen=True)
class CopyOf:
    """Layer 1 (CR 613.2a, 707.2): the object's characteristics become these copiable values (a
    copy of another object's, with what the copy effect itself adds, CR 707.9a)."""

    definition: object


@dataclass(frozen=True)
class TypeChange:
    """Layer 4 (CR 613.1d, 205.1b): the card types and subtypes become these, or are added
    (`in_addition`, "It's still a land.")."""

    types: tuple[CardType, ...]
    subtypes: tuple[str, ...]
    in_addition: bool = False


@dataclass(frozen=True)
class CreatureTypeChange:
    """Layer 4 (CR 205.1b): "becomes a Frog": its creature types become these; its card types
    and its other subtypes (land types) stay."""

    subtypes: tuple[str, ...]


@dataclass(frozen=True)
class AllCreatureTypes:
    """Layer 4 (CR 205.3m): "gains all creature types": every creature type, as a changeling has
    (CR 702.73a); a later "becomes a Frog" (CreatureTypeChange) sets its creature types again."""


@dataclass(frozen=True)
class LandTypeChange:
    """Layer 4 (CR 305.7): the land's land types become `subtype` and it loses the abilities of
    its rules text and old land types, gaining `mana_ability`; `in_addition`: the type and its
    mana ability are added instead."""

    subtype: str
    mana_ability: object
    in_addition: bool = False
    land_types: tuple[str, ...] = ()          # the subtypes that are land types (CR 205.3i)


@dataclass(frozen=True)
class ColorChange:
    """Layer 5 (CR 613.1e, 105.3): the object's colours become these, or are added
    (`in_addition`: "is black in addition to its other colors")."""

    colors: tuple[Color, ...]
    in_addition: bool = False


@dataclass(frozen=True)
class AbilitiesGained:
    """Layer 6 (CR 613.1f): the object has these abilities too."""

    abilities: tuple


@dataclass(frozen=True)
class AllAbilitiesLost:
    """Layer 6 (CR 613.1f): the object has no abilities, those other effects gave it earlier
    included (CR 613.7); designations are not abilities and stay (ruling S2, CR 702.171b)."""


@dataclass(frozen=True)
class AbilityLost:
    """Layer 6 (CR 613.1f): "~ loses this ability": the object no longer has this one ability."""

    ability: object


@dataclass(frozen=True)
class BasePTSet:
    """Layer 7b (CR 613.4b): the base power and toughness become these."""

    power: int
    toughness: int


@dataclass(frozen=True)
class PTSwitched:
    """Layer 7d (CR 613.4d): the power and toughness are switched, after every other layer-7
    effect (counters included)."""


LAYER_OF = {CopyOf: 1, TypeChange: 4, CreatureTypeChange: 4, AllCreatureTypes: 4, LandTypeChange: 4, ColorChange: 5, AbilitiesGained: 6, AllAbilitiesLost: 6,
            BasePTSet: 7, PTSwitched: 7, AbilityLost: 6}


@dataclass(frozen=True)
class ContinuousEffect:
    """One effect of a resolved spell or ability on one object (CR 611.2): its changes, one per
    layer they belong to, applied at `timestamp` (CR 613.7b); `until_end_of_turn`: it ends in the
    cleanup step (CR 514.2)."""

    timestamp: tuple[int, int]
    changes: tuple
    until_end_of_turn: bool
    until_turn_of: int | None = None      # "until your next turn": ends as this player's begins


def add_effect(state, o, changes: tuple, until_end_of_turn: bool, until_turn_of: int | None = None) -> None:
    """A new effect on `o` starts (CR 611.2); its definition is worked out again. `until_turn_of`:
    "until your next turn", the effect ends as that player's next turn begins (CR 611.2a)."""
    if o.own_definition is None:
        o.own_definition = o.definition
    o.continuous_effects = o.continuous_effects + (
        ContinuousEffect(new_timestamp(state), changes, until_end_of_turn, until_turn_of),)
    o.definition = layered_definition(o.own_definition, o.continuous_effects)


def carry_effects(spell, permanent) -> None:
    """CR 400.7a: the effects of resolved spells and abilities that changed a permanent spell's
    characteristics on the stack continue to apply to the permanent it becomes, each with its
    timestamp and duration. The permanent entered with the spell's definition as the effects left
    it: its own is the spell's own."""
    if not spell.continuous_effects:
        return
    if permanent.own_definition is None:
        permanent.own_definition = spell.own_definition if permanent.definition is spell.definition \
            else permanent.definition
    permanent.continuous_effects = spell.continuous_effects + permanent.continuous_effects
    permanent.definition = layered_definition(permanent.own_definition, permanent.continuous_effects)


def end_effects_at_cleanup(o) -> None:
    """CR 514.2: "until end of turn" effects end as the cleanup step's damage is removed."""
    _keep_effects(o, tuple(e for e in o.continuous_effects if not e.until_end_of_turn))


def end_effects_at_turn_start(o, player: int) -> None:
    """CR 611.2a: effects "until your next turn" of `player` end as that player's turn begins
    (before its untap step: CR 502.1's untapping already sees the object without them)."""
    _keep_effects(o, tuple(e for e in o.continuous_effects if e.until_turn_of != player))


def _keep_effects(o, kept: tuple) -> None:
    """The object's effects become `kept`, and its definition is layered again if any ended."""
    if len(kept) != len(o.continuous_effects):
        o.continuous_effects = kept
        o.definition = layered_definition(o.own_definition, kept)


def copiable_definition(o):
    """CR 707.2: a copy takes the copiable values: its own, changed by copy effects (layer 1,
    CR 707.3), not what other effects changed."""
    if o.own_definition is None:
        return o.definition
    if not any(isinstance(c, CopyOf) for e in o.continuous_effects for c in e.changes):
        return o.own_definition
    copies = tuple(replace(e, changes=tuple(c for c in e.changes if isinstance(c, CopyOf)))
                   for e in o.continuous_effects)
    return layered_definition(o.own_definition, copies)


def with_exceptions(copied, exceptions, own):
    """CR 707.9a-c: the copied values with what "..., except ..." adds (types "in addition to its
    other types", supertypes, abilities it gains) and keeps (its own name); the result is the
    copy's copiable values, so a later copy of it copies them too (CR 707.9b)."""
    if exceptions.name_kept:
        copied = replace(copied, name=own.name)
    return replace(copied, types=_added(copied.types, exceptions.types),
                   subtypes=_added(copied.subtypes, exceptions.subtypes),
                   supertypes=_added(copied.supertypes, exceptions.supertypes),
                   abilities=copied.abilities + exceptions.abilities)


def _added(values: tuple, more: tuple) -> tuple:
    return values + tuple(v for v in more if v not in values)


def layered_definition(own, effects: tuple):
    """`own` with each effect's layer 1-6 changes applied: layer by layer, and within a layer in
    timestamp order (CR 613.1, 613.7). Effects of resolved spells and abilities never depend on
    one another here: the objects each affects were fixed as it resolved (CR 611.2c)."""
    changes = sorted(((LAYER_OF[type(c)], e.timestamp, place, c) for e in effects
                      for place, c in enumerate(e.changes)), key=lambda entry: entry[:3])
    d = own
    for layer, _, _, change in changes:
        if layer < 7:
            d = _apply(d, change)
    return d


def colors_over_devoid(o) -> tuple:
    """CR 702.114a, 613.3: devoid, a characteristic-defining ability, makes the object colorless
    first; the resolved effects that change its colours apply after it ("target spell becomes
    red"), in timestamp order (CR 613.7)."""
    colors: tuple = ()
    for _, change in sorted(((e.timestamp, c) for e in o.continuous_effects for c in e.changes
                             if isinstance(c, ColorChange)), key=lambda entry: entry[0]):
        colors = _added(colors, change.colors) if change.in_addition else change.colors
    return colors


def base_pt_effects(o) -> list[tuple[tuple[int, int], int, int]]:
    """(timestamp, power, toughness) of the resolved effects that set the object's base power
    and toughness (layer 7b, CR 613.4b), for query.power_toughness."""
    return [(e.timestamp, c.power, c.toughness) for e in o.continuous_effects for c in e.changes
            if isinstance(c, BasePTSet)]


def switched_pt(o, power: int, toughness: int) -> tuple[int, int]:
    """Layer 7d (CR 613.4d): each switch, in timestamp order, swaps what layers 7a-7c (and the
    switches before it) left; two switches give the values back."""
    switches = sum(isinstance(c, PTSwitched) for e in o.continuous_effects for c in e.changes)
    return (toughness, power) if switches % 2 else (power, toughness)


def abilities_lost_at(o) -> tuple[int, int] | None:
    """The timestamp of the latest effect that took all of the object's abilities: keywords
    given by effects before it are gone too (CR 613.7); None if none did."""
    return max((e.timestamp for e in o.continuous_effects
                if any(isinstance(c, AllAbilitiesLost) for c in e.changes)), default=None)


def type_adders(state, card_type: CardType) -> list:
    """(source, static ability) for each "Each other non-Aura enchantment is a creature in
    addition to its other types" on the battlefield that adds `card_type` to other objects
    (layer 4, CR 613.1d), in timestamp order (CR 613.7a); query.is_type asks whom each applies
    to. Its filter never asks about the types it adds (the lowering refuses that), so no
    effect here depends on another (CR 613.8a)."""
    found = Board.of(state).of_kind(AddCardTypes)
    return [(state.objects[sid], a) for sid, a in found
            if card_type in a.effect.types and not type(a.effect.objects).__name__ == "SelfRef"]


def subtypes_in_timestamp_order(o, found: tuple[str, ...], statics: list) -> tuple[str, ...]:
    """Layer 4's subtypes (CR 613.1d): `found` (the object's, its resolved effects applied)
    changed by each static's (timestamp, subtypes, replacing land types) in timestamp order. When
    resolved effects changed its subtypes too, they are interleaved with the statics by
    timestamp (CR 613.7a-b): "becomes an Island until end of turn" after Urborg came takes the
    Swamp Urborg gives, an Urborg that came later gives it back."""
    resolved = [(e.timestamp, c) for e in o.continuous_effects for c in e.changes if LAYER_OF[type(c)] == 4]
    if resolved:
        extra = tuple(s for s in found if s not in o.definition.subtypes)    # amass's Zombie
        base = copiable_definition(o).subtypes         # its own, or what it copies (layer 1)
        found = base + tuple(s for s in extra if s not in base)
    d = replace(copiable_definition(o), subtypes=found)
    for _, change in sorted(resolved + [(ts, (added, replacing)) for ts, added, replacing in statics],
                            key=lambda c: c[0]):
        if isinstance(change, tuple):
            added, replacing = change
            kept = tuple(s for s in d.subtypes if s not in LAND_TYPES) if replacing else d.subtypes
            d = replace(d, subtypes=kept + tuple(s for s in added if s not in kept))
        else:
            d = _apply(d, change)
    return d.subtypes


def keywords_before_layer_six(o) -> set[str]:
    """The object's keywords before the layer-6 changes of the effects on it: its definition's
    when no effect on it changes abilities (the usual case, at no cost), else its own definition
    changed by the effects' layers 4-5 only (a land type change takes its abilities, CR 305.7)."""
    if not any(LAYER_OF[type(c)] == 6 for e in o.continuous_effects for c in e.changes):
        return set(printed(o.definition).keyword_names)
    kept = tuple(replace(e, changes=tuple(c for c in e.changes if LAYER_OF[type(c)] < 6))
                 for e in o.continuous_effects)
    d = layered_definition(o.own_definition, kept)
    return {a.name.lower() for a in d.abilities if isinstance(a, KeywordAbility)}


LOSE_ALL = "all abilities"


def keyword_changes(o) -> list[tuple[tuple[int, int], bool | str, str]]:
    """(timestamp, lose, keyword) for each keyword change of a resolved effect on the object:
    "gains flying" and "loses flying" (TimedModification), a keyword an effect's abilities
    include (AbilitiesGained), "loses all abilities" (lose LOSE_ALL); query.keywords adds the
    statics' and applies them all in timestamp order (CR 613.7)."""
    found = [(m.timestamp, m.lose, m.keyword.lower()) for m in o.modifications if m.keyword]
    for e in o.continuous_effects:
        for c in e.changes:
            if isinstance(c, AllAbilitiesLost):
                found.append((e.timestamp, LOSE_ALL, ""))
            elif isinstance(c, AbilitiesGained):
                found += [(e.timestamp, False, a.name.lower()) for a in c.abilities if isinstance(a, KeywordAbility)]
    return found


def keywords_with_grants(names: set[str], changes: list, grants: list, applies, remember) -> set[str]:
    """`names` changed by `changes` and by the statics' keyword grants and losses (`grants`:
    (source, KeywordGrant), at their sources' timestamps, CR 613.7a), all in timestamp order. A
    grant whose filter asks about keywords ("creatures you control with first strike have double
    strike", "creatures without flying have reach") depends on the effects that give or take
    keywords (CR 613.8a: they change what it applies to): it waits until they have applied (CR
    613.8b); `remember(names)` lets its filter see the keywords they left. `applies(objects,
    source)`: whether a grant's objects include the object asked about."""
    waiting, changes, denied = [], list(changes), set()
    for source, grant in grants:
        if grant.cant_have:           # "can't have or gain": after every grant (CR 613.7)
            if applies(grant.objects, source):
                denied.add(grant.keyword.lower())
        elif _asks_about_keywords(grant.objects):
            waiting.append((source, grant))
        elif applies(grant.objects, source):
            changes.append((object_timestamp(source), grant.lose, grant.keyword.lower()))
    names = apply_keyword_changes(names, changes) - denied
    if not waiting:
        return names
    remember(names)
    return apply_keyword_changes(names, [(object_timestamp(source), grant.lose, grant.keyword.lower())
                                         for source, grant in waiting if applies(grant.objects, source)]) - denied


def _asks_about_keywords(objects) -> bool:
    return bool(getattr(objects, "keywords", ()) or getattr(objects, "excluded_keywords", ())
                or any(_asks_about_keywords(a) for a in getattr(objects, "alternatives", ())))


def apply_keyword_changes(names: set[str], changes: list) -> set[str]:
    """`names` changed by each (timestamp, lose, keyword) in timestamp order (CR 613.7): a later
    grant gives back what an earlier loss took, a later loss takes what an earlier grant gave."""
    names = set(names)
    for _, lose, keyword in sorted(changes, key=lambda c: c[0]):
        if lose == LOSE_ALL:
            names.clear()
        elif lose:
            names.discard(keyword)
            if keyword == "banding":     # CR 702.22b: losing banding loses "bands with other" too
                names.discard("bands with other")
        else:
            names.add(keyword)
    return names


def _apply(d, change):
    if isinstance(change, CopyOf):
        return change.definition
    if isinstance(change, TypeChange):
        if change.in_addition:
            return replace(d, types=tuple(dict.fromkeys(d.types + change.types)),
                           subtypes=tuple(dict.fromkeys(d.subtypes + change.subtypes)))
        return replace(d, types=change.types, subtypes=change.subtypes)
    if isinstance(change, CreatureTypeChange):
        kept = tuple(s for s in d.subtypes if s in LAND_TYPES)
        return replace(d, subtypes=kept + tuple(s for s in change.subtypes if s not in kept),
                       every_creature_type=False)
    if isinstance(change, AllCreatureTypes):
        return replace(d, every_creature_type=True)
    if isinstance(change, LandTypeChange):
        if change.in_addition:
            if change.subtype in d.subtypes:
                return d
            return replace(d, subtypes=(*d.subtypes, change.subtype), abilities=(*d.abilities, change.mana_ability))
        others = tuple(s for s in d.subtypes if s not in change.land_types)
        return replace(d, subtypes=(*others, change.subtype), abilities=(change.mana_ability,))
    if isinstance(change, ColorChange):
        if change.in_addition:
            return replace(d, colors=tuple(dict.fromkeys(d.colors + change.colors)))
        return replace(d, colors=change.colors)
    if isinstance(change, AbilitiesGained):
        return replace(d, abilities=d.abilities + change.abilities)
    if isinstance(change, AllAbilitiesLost):
        return replace(d, abilities=())
    if isinstance(change, AbilityLost):
        return replace(d, abilities=tuple(a for a in d.abilities if a is not change.ability and a != change.ability))
    raise TypeError(f"not a layer 1-6 change: {change!r}")


LAND_TYPES = ("Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain", "Plains",
              "Power-Plant", "Swamp", "Tower", "Urza's", "Cave", "Sphere")       # CR 205.3i


def basic_mana_ability(subtype: str):
    """CR 305.6: a basic land type's intrinsic "{T}: Add [its mana]."."""
    from ..abilities import ManaAbility
    from ..characteristics import ManaType
    from ..costs import TapSelf
    from ..effects import AddMana, FixedMana
    mana = {"Plains": ManaType.WHITE, "Island": ManaType.BLUE, "Swamp": ManaType.BLACK,
            "Mountain": ManaType.RED, "Forest": ManaType.GREEN}[subtype]
    return ManaAbility((TapSelf(),), (AddMana(FixedMana(((mana,),))),))


def keyword_abilities(names: tuple[str, ...]) -> tuple:
    return tuple(KeywordAbility(k) for k in names)
