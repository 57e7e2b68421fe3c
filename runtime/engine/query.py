"""Derived characteristics: keywords, power/toughness, filter matching (CR 613, 109)."""
from __future__ import annotations

from ..abilities import (ActivatedAbility, AddCardTypes, Anthem, KeywordAbility, KeywordGrant, ManaAbility,
                        ReplacementAbility, RestrictedAction, Restriction, StaticAbility, BasePT,
                        BasePTManaValue, AddSubtypes, SetLandType)
from .. import characteristics
from ..characteristics import PERMANENT_TYPES, CardType, Supertype, Zone, counter_pt_change
from ..filters import (AnyOfConditions, AttackedThisTurn, CardsInZone, CastFromHand, Compare, ControlNone, Controller,
                       CounterCount, CountersOn, CountOf, CreatureDiedThisTurn, DuringSteps, EachRef, Fixed, LifeTotal,
                       ObjectFilter, PlayerControls, PlayerRef, PowerOf, SelfRef, SourceState, Sum, Times, WasKicked,
                       YouControl, YouControlAtMost, YourTurn, CastFromGraveyard)
from .board import Board, abilities_working_there
from .mana_value import devotion, mana_value  # noqa: F401  (where the engine has always asked)
from .continuous_effects import (LAND_TYPES, abilities_lost_at, apply_keyword_changes, base_pt_effects, basic_mana_ability,
                                 colors_over_devoid, keyword_changes, keywords_before_layer_six, keywords_with_grants, object_timestamp,
                                 subtypes_in_timestamp_order, switched_pt, type_adders)
from .combat_state import combat_state_fits, in_combat_with_source
from .creature_types import every_creature_type
from .grantor import bind_grantor
from .objects import GameObject
from .printed import activated_of, printed, printed_number, printed_pt
from .stack_targets import current_targets
from .state import GameState
from .registry import HOOKS


def is_type(o: GameObject, card_type: CardType, state: GameState | None = None) -> bool:
    """Whether `o` has the card type now. `state` lets a static ability of its own with a
    condition about the game add the type ("During your turn, this permanent is an artifact
    creature ...", living metal, CR 702.161a): without it only the printed types and the
    object's own designations count."""
    printed_type, on_battlefield = card_type in o.definition.types, o.zone is Zone.BATTLEFIELD
    if not printed_type and state is not None and on_battlefield and _adds_card_type(state, o, card_type):
        return True
    if o.crewed and card_type in (CardType.ARTIFACT, CardType.CREATURE):
        return True       # CR 702.122a: a crewed Vehicle is an artifact creature
    if card_type is CardType.CREATURE and on_battlefield:
        if o.cast_with == "impending" and o.counters.get("time", 0) > 0:
            return False  # CR 702.176a: "it's not a creature" while impending with a time counter
        if o.attached_to is not None and _reconfigures(o):
            return False  # CR 702.151b: attached to a creature by reconfigure, it stops being one
        if not printed_type and (stations := printed(o.definition).stations) and \
                any(o.counters.get("charge", 0) >= a.effect.threshold for a in stations):
            return True   # CR 721.2b: a station symbol's power/toughness box applies at N+ charge counters
    return printed_type


def _adds_card_type(state: GameState, o: GameObject, card_type: CardType) -> bool:
    """Its own AddCardTypes static ability, whose condition holds (layer 4, CR 613.1d). While
    one condition is being checked, the object has only its other types (a condition that
    looked at the object's own types would otherwise never end)."""
    own = printed(o.definition).statics(AddCardTypes)
    if not own and not Board.of(state).of_kind(AddCardTypes):
        return False                    # no static adds a card type (the usual answer, asked at once)
    # (source, ability, names the object itself): its own "each other ..." goes by the filter
    abilities = [(o, a, True) for a in own
                 if card_type in a.effect.types and type(a.effect.objects).__name__ == "SelfRef"]
    abilities += [(source, a, False) for source, a in type_adders(state, card_type)]
    if not abilities or o.id in _ADDING_TYPES:
        return False
    _ADDING_TYPES.append(o.id)
    try:
        return any((a.condition is None or static_condition_holds(state, a.condition, source))
                   and (itself or applies_to(state, a.effect.objects, o, source)) for source, a, itself in abilities)
    finally:
        _ADDING_TYPES.pop()


_ADDING_TYPES: list[int] = []


def _reconfigures(o: GameObject) -> bool:
    """Has it the abilities of a reconfigure keyword (CR 702.151a), whose definition tags them?"""
    return any(getattr(a, "keyword", None) == "reconfigure" for a in o.definition.abilities)


def _printed_keyword(o: GameObject, name: str) -> bool:
    return name in printed(o.definition).keyword_names


def object_colors(o: GameObject, state: GameState | None = None) -> tuple:
    """CR 702.114a: devoid makes the object colorless; a permanent's layer-5 statics (CR 613.1e)."""
    colors = colors_over_devoid(o) if _printed_keyword(o, "devoid") else o.definition.colors
    return colors if state is None or o.zone is not Zone.BATTLEFIELD else HOOKS.static_colors(state, o, colors)


def is_creature(o: GameObject, state: GameState | None = None) -> bool:
    return is_type(o, CardType.CREATURE, state)


def is_permanent_card(o: GameObject) -> bool:
    return any(t in PERMANENT_TYPES for t in o.definition.types)


def granted_abilities(state: GameState, o: GameObject, grantors: list | None = None) -> tuple:
    """Abilities `o` has from AbilityGrant statics of permanents (CR 613.1f, layer 6; CR 113.1);
    their self-references mean `o` (CR 109.5, 113.7). Printed grants only (no grants of grants).
    `grantors`: grant_statics(state), when the caller asks for many objects at once."""
    return tuple(ability for _, ability in grants_to(state, o, grantors))


def grants_to(state: GameState, o: GameObject, grantors: list | None = None) -> list:
    """(source, ability) for each ability `o` has from an AbilityGrant static (granted_abilities);
    none from a source older than an effect that took all of `o`'s abilities (CR 613.7)."""
    if o.zone is not Zone.BATTLEFIELD or o.gone or o.id in _GRANTING_ABILITIES:
        return []
    if not (Board.of(state).grants if grantors is None else grantors):
        return []                       # no permanent prints a grant (none when none is there)
    _GRANTING_ABILITIES.add(o.id)
    lost = abilities_lost_at(o) if o.continuous_effects else None
    try:
        found = []
        for source, ability in (grant_statics(state) if grantors is None else grantors):
            if lost is not None and object_timestamp(source) < lost:
                continue            # a later effect took all its abilities (CR 613.7, layer 6)
            if (ability.condition is None or static_condition_holds(state, ability.condition, source)) \
                    and applies_to(state, ability.effect.objects, o, source):
                found.append((source, bind_grantor(ability.effect.ability, source.id)))   # CR 201.5a
        return found
    finally:
        _GRANTING_ABILITIES.discard(o.id)


def grant_statics(state: GameState) -> list:
    """(permanent, static ability) for each AbilityGrant static on the battlefield, in object-id
    order: worked out once per board (board.py), so asking for every object's abilities on an
    event costs linear time, not a battlefield scan per object."""
    objects = state.objects
    return [(objects[oid], ability) for oid, ability in Board.of(state).grants]


_GRANTING_ABILITIES: set[int] = set()


def all_abilities(state: GameState | None, o: GameObject) -> tuple:
    """Printed abilities plus granted ones (with `state`); a land whose land type a static set
    has only that type's mana ability (CR 305.7), an added basic land type brings its (305.6)."""
    own = o.definition.abilities
    if state is None or o.zone is not Zone.BATTLEFIELD:
        return own                      # grants reach permanents only (grants_to)
    board = Board.of(state)             # asked once: the grants below are this board's too
    if not board.changes_abilities():
        return own                      # no land type set or added, no grant (board.py)
    if board.of_kind(SetLandType) or board.of_kind(AddSubtypes):
        setters = land_type_setters(state, o)
        own = (basic_mana_ability(setters[-1][1].subtype),) if setters else own
        own += tuple(basic_mana_ability(s) for s in subtypes(state, o)
                     if s.lower() in BASIC_LAND_TYPES and s not in o.definition.subtypes and not setters)
    if not board.grants:
        return own                      # no permanent prints a grant (grants_to)
    return own + granted_abilities(state, o, [(state.objects[oid], a) for oid, a in board.grants])


def static_effects(state: GameState, kind: type, board: Board | None = None) -> list[tuple[GameObject, object]]:
    """Static effects of permanents on the battlefield, in object-id order (CR 611.3);
    granted static abilities included (AbilityGrant). Which permanents print a static of this
    kind is known per board (board.py); each one's "as long as" condition is asked now.
    BOARD: the state's (Board.of), when the caller has it."""
    if board is None:
        board = Board.of(state)
    objects = state.objects
    if board.grants and kind.__name__ != "AbilityGrant" and board.grants_kind(kind):
        return _static_effects_with_grants(state, kind, [(objects[oid], a) for oid, a in board.grants])
    printed_statics = board.of_kind(kind)
    if not printed_statics:
        return []                         # none printed, none granted: no permanent looked up
    found = []
    stripping = bool(board.of_kind(SetLandType))
    for oid, ability in printed_statics:
        o = objects[oid]
        if stripping and land_type_setters(state, o):
            continue                      # its own abilities are gone (CR 305.7)
        if ability.condition is None or static_condition_holds(state, ability.condition, o):
            found.append((o, ability.effect))
    return found


def _static_effects_with_grants(state: GameState, kind: type, grantors: list) -> list:
    """static_effects when a grant on the board gives a static of KIND: each object's printed
    abilities, then what it is granted, object by object."""
    found = []
    emblems = [i for p in state.players for i in p.command]     # they function there (CR 114.4)
    for oid in sorted(state.battlefield) + list(Board.of(state).in_graveyards) + emblems:
        o = state.objects[oid]
        abilities = abilities_working_there(o) + granted_abilities(state, o, grantors)
        for ability in abilities:
            if isinstance(ability, StaticAbility) and isinstance(ability.effect, kind) and (
                    ability.condition is None or static_condition_holds(state, ability.condition, o)):
                found.append((o, ability.effect))
    return found


def static_condition_holds(state: GameState, cond, source: GameObject) -> bool:
    """"As long as ..." (CR 604.1, 611.3): checked continuously, from the source's view."""
    if isinstance(cond, YouControl):
        n = sum(1 for i in candidates(state, cond.filter, source.controller, source.id)
                if state.objects[i].controller == source.controller)
        return n >= cond.at_least
    if isinstance(cond, CounterCount):
        o = source if isinstance(cond.ref, SelfRef) else None
        n = o.counters.get(cond.counter, 0) if o is not None else 0
        return _COMPARE[cond.compare](n, cond.value)
    if isinstance(cond, SourceState):
        return source_state(state, source, cond.state)
    if type(cond).__name__ == "ClassLevelIs":
        return class_level_is(source, cond)
    if isinstance(cond, CardsInZone):
        return len(state.players[source.controller].zone(cond.zone)) >= cond.at_least
    if isinstance(cond, AnyOfConditions):
        return any(static_condition_holds(state, c, source) for c in cond.parts)
    return bool(other_condition_holds(state, cond, source, source.controller))


def other_condition_holds(state: GameState, cond, source: GameObject, you: int) -> bool | None:
    """Conditions about the game rather than a resolution: None if `cond` isn't one of them."""
    if isinstance(cond, WasKicked):       # CR 702.33d: the spell, or the permanent it became
        return source.kicked
    if isinstance(cond, (CastFromHand, CastFromGraveyard)):   # CR 601.2a
        return source.cast_from_hand if isinstance(cond, CastFromHand) else source.cast_from_graveyard
    if type(cond).__name__ == "WasCast":
        return source.was_cast
    if type(cond).__name__ == "EnteredThisTurn":
        return source.zone is Zone.BATTLEFIELD and source.entered_turn == state.turn
    if isinstance(cond, LifeTotal):
        return _COMPARE[cond.compare](state.players[you].life, cond.value)
    if isinstance(cond, YourTurn):
        return state.active == you
    if isinstance(cond, DuringSteps):
        return state.step in cond.steps and (not cond.yours or state.active == you)
    if isinstance(cond, (ControlNone, YouControlAtMost)):
        n = sum(1 for i in candidates(state, cond.filter, you, source.id) if state.objects[i].controller == you)
        return n == 0 if isinstance(cond, ControlNone) else n <= cond.at_most
    if isinstance(cond, AttackedThisTurn):
        if cond.at_least > 1:
            return state.attackers_this_turn.count(you) >= cond.at_least
        return you in state.attacked_this_turn
    if isinstance(cond, CreatureDiedThisTurn):
        return state.creature_died_this_turn
    if isinstance(cond, PlayerControls):
        if cond.player is not PlayerRef.DEFENDING:
            return None               # "that player": known only as an ability resolves (vm)
        p = defending_player(state, source.id)
        return p is not None and player_controls_holds(state, cond, [p], source.id)
    if type(cond).__name__ == "SourceAttackedThisTurn":     # declared as an attacker (CR 508.1)
        return source.zone is Zone.BATTLEFIELD and source.attacked_turn == state.turn
    if type(cond).__name__ == "XIs":          # the X paid for the spell that became it (CR 107.3m)
        return _COMPARE[cond.compare](source.x_value, cond.value)
    if type(cond).__name__ == "KeywordCostPaid":          # tribute, prowl (HOOKS.keyword_cost_paid)
        return HOOKS.keyword_cost_paid(source, cond)
    return HOOKS.game_condition(state, cond, source, you)


def class_level_is(o: GameObject, cond) -> bool:
    """A Class's level (CR 716): exactly the level, or that level or greater (`at_least`)."""
    return o.class_level >= cond.level if cond.at_least else o.class_level == cond.level


def source_state(state: GameState, o: GameObject, what: str) -> bool:
    combat = state.combat
    attacking = combat is not None and o.id in combat.attackers
    blocking = combat is not None and o.id in combat.blocking
    return {"attacking": attacking, "blocking": blocking, "tapped": o.tapped, "untapped": not o.tapped,
            "attacking_or_blocking": attacking or blocking,
            "suspected": o.suspected,           # CR 701.60
            "solved": o.solved, "harnessed": o.harnessed,       # CR 719.3b, 701.64b
            "monstrous": o.monstrous, "renowned": o.renowned}.get(what, False)  # CR 701.37b, 702.112b


def applies_to(state: GameState, objects, o: GameObject, source: GameObject) -> bool:
    """Whether a static's object description (a filter or SelfRef) covers `o`."""
    if isinstance(objects, SelfRef):
        return o.id == source.id
    return matches(state, objects, o, source.controller, source.id)


def replacement_effects(state: GameState, kind: type) -> list[tuple[GameObject, object]]:
    """(permanent, replacement) for each replacement ability of KIND printed on the battlefield, in id
    order; which permanents print one is known per board (permanents_where): no other is read."""
    found = []
    for oid in Board.of(state).permanents_where(_printed_replacements, kind):
        o = state.objects[oid]              # looked up: handed on
        found += [(o, r) for r in _printed_replacements(o.definition, kind)]
    return found


def _printed_replacements(definition, kind: type) -> list:
    return [a.replacement for a in definition.abilities if isinstance(a, ReplacementAbility) and isinstance(a.replacement, kind)]


def _prints_statics(definition, kind: type) -> bool:
    return bool(printed(definition).statics(kind))


# CR 122.1b: the keyword counters
KEYWORD_COUNTERS = frozenset({"flying", "first strike", "double strike", "deathtouch", "decayed", "exalted", "haste",
                              "hexproof", "indestructible", "lifelink", "menace", "reach", "shadow", "trample",
                              "vigilance"})


def keywords(state: GameState, o: GameObject) -> set[str]:
    """Keywords an object has now (printed, granted until end of turn, by statics, by riders)."""
    # layer 6 (CR 613.1f) in timestamp order (CR 613.7): what the object has before its
    # effects' layer-6 changes, then each grant or loss of a static (its source's timestamp, CR
    # 613.7a) or of a resolved effect (when it was created, CR 613.7b), interleaved
    if o.id in _GRANTING and o.id in _KEYWORDS_SO_FAR:
        return set(_KEYWORDS_SO_FAR[o.id])       # asked by a grant that depends on the others
    names = keywords_before_layer_six(o)
    if o.zone is Zone.BATTLEFIELD:                # CR 122.1b: a keyword counter gives its keyword
        names.update(kind for kind, n in o.counters.items() if n > 0 and kind in KEYWORD_COUNTERS)
    changes = keyword_changes(o) + [(object_timestamp(source), False, a.name.lower())
                                    for source, a in grants_to(state, o) if isinstance(a, KeywordAbility)]
    if o.zone is Zone.BATTLEFIELD and not o.gone and o.id not in _GRANTING:
        _GRANTING.add(o.id)
        try:      # a grant asking about keywords sees those the others left (CR 613.8a-b)
            names = keywords_with_grants(names, changes, static_effects(state, KeywordGrant),
                                         lambda objects, source: applies_to(state, objects, o, source),
                                         lambda so_far: _KEYWORDS_SO_FAR.__setitem__(o.id, so_far))
        finally:
            _GRANTING.discard(o.id)
            _KEYWORDS_SO_FAR.pop(o.id, None)
    else:
        names = apply_keyword_changes(names, changes)
    names.update(k.lower() for k in o.rider_keywords)
    if o.suspected:
        names.add("menace")                  # CR 701.60c
    return names


_GRANTING: set[int] = set()
_KEYWORDS_SO_FAR: dict[int, set[str]] = {}       # while a grant that depends on others is asked


def has_keyword(state: GameState, o: GameObject, name: str) -> bool:
    return name.lower() in keywords(state, o)


def power_toughness(state: GameState, o: GameObject) -> tuple[int, int]:
    """Layer 7 (CR 613.4): printed; 7a characteristic-defining abilities (lost with all abilities
    in layer 6); 7b base-setting statics and resolved effects by timestamp; 7c modifications,
    anthems and counters (sums, so their order can't matter); 7d switches (CR 613.4d)."""
    power, toughness, defining = printed(o.definition).derived(printed_pt)
    for a in defining:                    # CR 604.3, layer 7a: characteristic-defining abilities
        if o.id not in _DEFINING:
            _DEFINING.add(o.id)
            try:
                if a.effect.power is not None:
                    power = static_amount(state, a.effect.power, o)
                if a.effect.toughness is not None:
                    toughness = static_amount(state, a.effect.toughness, o)
            finally:
                _DEFINING.discard(o.id)
    if o.zone is Zone.BATTLEFIELD and not o.gone:       # layer 7b in timestamp order (CR 613.4b, 613.7)
        statics = Board.of(state).sets_or_changes_pt()   # none printed or granted: none asked for
        bases = [(object_timestamp(source), base.power, base.toughness) for source, base in
                 (static_effects(state, BasePT) if statics else ()) if applies_to(state, base.objects, o, source)]
        bases += [(object_timestamp(source), mana_value(o), mana_value(o)) for source, base in    # each its own
                  (static_effects(state, BasePTManaValue) if statics else ()) if applies_to(state, base.objects, o, source)]
        if bases or o.continuous_effects:     # the latest base-setting effect wins
            _, power, toughness = max(bases + base_pt_effects(o), key=lambda b: b[0], default=(0, power, toughness))
    for m in o.modifications:
        power += m.power
        toughness += m.toughness
    if o.zone is Zone.BATTLEFIELD and not o.gone and statics:
        for source, anthem in static_effects(state, Anthem):
            if applies_to(state, anthem.objects, o, source):
                # "+1/+1 for each Plains you control": counted continuously (CR 611.3a)
                times = 1 if anthem.multiplier is None else static_amount(state, anthem.multiplier, source)
                power += anthem.power * times
                toughness += anthem.toughness * times
    for kind, n in o.counters.items():          # +1/+1, -1/-1, -0/-2, +1/+0 ... (CR 122.1a)
        more_power, more_toughness = counter_pt_change(kind)
        power, toughness = power + more_power * n, toughness + more_toughness * n
    return switched_pt(o, power, toughness) if o.continuous_effects else (power, toughness)


_DEFINING: set[int] = set()


def static_amount(state: GameState, a, source: GameObject) -> int:
    """An amount evaluated by a static ability (no resolution context: no targets, no X)."""
    if isinstance(a, Fixed):
        return a.value
    if isinstance(a, Sum):
        return static_amount(state, a.amount, source) + a.plus
    if isinstance(a, Times):
        return static_amount(state, a.amount, source) * a.factor
    if isinstance(a, CountOf) and isinstance(a.ref, EachRef):
        return len(candidates(state, a.ref.filter, source.controller, source.id))
    if isinstance(a, CountersOn) and isinstance(a.ref, SelfRef):
        return source.counters.get(a.counter, 0)
    if isinstance(a, PowerOf) and isinstance(a.ref, SelfRef):
        return printed_number(source.definition.power)
    if type(a).__name__ == "BasicLandTypes":
        return basic_land_types(state, source.controller)
    if type(a).__name__ == "GraveyardCardTypes":
        return graveyard_card_types(state, source.controller)
    if type(a).__name__ == "GreatestAmong":
        return greatest_among(state, a, source.controller, source.id)
    if type(a).__name__ == "TotalCount":      # one zone per filter, counted together
        return sum(len(candidates(state, f, source.controller, source.id)) for f in a.filters)
    if type(a).__name__ == "LifeTotalAmount":  # CR 119.1: its controller's life total, or the highest
        if a.highest or a.lowest:
            lives = [state.players[p].life for p in state.living_players()]
            return max(lives) if a.highest else min(lives)
        return state.players[source.controller].life
    return 0


def greatest_among(state: GameState, a, perspective: int, source_id: int | None) -> int:
    """"the greatest power among creatures you control" (CR 107.1): 0 if none match."""
    return max((_number(state, state.objects[i], a.characteristic)
                for i in candidates(state, a.filter, perspective, source_id)), default=0)


BASIC_LAND_TYPES = tuple(t.lower() for t in characteristics.BASIC_LAND_TYPES)   # as lower-cased subtypes


def graveyard_card_types(state: GameState, player: int) -> int:
    """How many card types (CR 205.2a) are among cards in `player`'s graveyard; a card with
    several types counts each of them (the rulings on delirium, CR 207.2c)."""
    kinds: set[CardType] = set()
    for oid in state.players[player].zone(Zone.GRAVEYARD):
        kinds.update(state.objects[oid].definition.types)
    return len(kinds)


def basic_land_types(state: GameState, player: int) -> int:
    """Domain (CR 305.6): how many of the five basic land types are among lands `player` controls."""
    found = set()
    for oid in state.battlefield:
        o = state.objects[oid]
        if o.controller == player and is_type(o, CardType.LAND, state):
            found.update(s.lower() for s in o.definition.subtypes if s.lower() in BASIC_LAND_TYPES)
    return len(found)


def power(state: GameState, o: GameObject) -> int:
    return power_toughness(state, o)[0]


def toughness(state: GameState, o: GameObject) -> int:
    return power_toughness(state, o)[1]


def restricted(state: GameState, o: GameObject, action) -> bool:
    """Whether a Restriction static ("can't block", "can't be countered") applies to `o`."""
    if any(a == getattr(action, "value", action) for a, _ in o.restrictions):
        return True           # "can't block this turn" and the like (AddRestriction)
    if o.detained_by and action in (RestrictedAction.ATTACK, RestrictedAction.BLOCK):
        return True           # detained (CR 701.35a)
    if o.goaded_by and action is RestrictedAction.ATTACK_EACH_COMBAT:
        return True           # goaded: attacks each combat if able (CR 701.15b)
    sources = [state.objects[i] for i in Board.of(state).permanents_where(_prints_statics, Restriction)]
    if o.id not in state.battlefield:
        sources.append(o)      # a spell's own "can't be countered" works on the stack
    for source in sources:
        for ability in source.definition.abilities:
            if not (isinstance(ability, StaticAbility) and isinstance(ability.effect, Restriction)):
                continue
            if ability.condition is not None and not static_condition_holds(state, ability.condition, source):
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


def activated_abilities(o: GameObject, state: GameState | None = None) -> list[ActivatedAbility | ManaAbility]:
    """The object's activated abilities (mana abilities included) in printed order; keywords
    that stand for an activated ability (equip, crew) are in their printed place; with `state`,
    then the abilities granted to it (AbilityGrant, CR 613.1f)."""
    abilities = all_abilities(state, o)
    if abilities is o.definition.abilities:      # nothing granted or taken: worked out per definition
        return list(printed(o.definition).activated())
    return list(activated_of(abilities))


def _number(state: GameState, o: GameObject, characteristic: str) -> int:
    if characteristic == "power":
        return power(state, o)
    if characteristic == "toughness":
        return toughness(state, o)
    if characteristic == "mana_spent":          # the mana paid to cast it (CR 601.2h), not a characteristic
        return len(o.mana_spent)
    return mana_value(o)


_COMPARE = {
    Compare.LE: lambda a, b: a <= b, Compare.GE: lambda a, b: a >= b,
    Compare.EQ: lambda a, b: a == b, Compare.LT: lambda a, b: a < b,
    Compare.GT: lambda a, b: a > b,
}


_COMBAT_STEPS = ("beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage",
                 "end_of_combat")


def defending_player(state: GameState, *object_ids: int | None) -> int | None:
    """"Defending player" (CR 506.2, 506.3): the player the first of `object_ids` that is an
    attacking creature is attacking (an attack trigger's creature, then the source); else the
    only player attacked this combat, or in a two-player game the nonactive player during the
    combat phase (CR 506.2). None when there is no defending player."""
    combat = state.combat
    if combat is not None:
        for oid in object_ids:
            if oid is not None and oid in combat.defender:
                return combat.defender[oid]
        defenders = set(combat.defender.values())
        if len(defenders) == 1:
            return defenders.pop()
    if len(state.players) == 2 and getattr(state.step, "value", state.step) in _COMBAT_STEPS:
        return 1 - state.active
    return None


def target_controller_ok(spec, o: GameObject, chosen: list, event) -> bool:
    """TargetSpec.controller_from_target / controller_is_event_player: `o` is controlled by the
    player chosen for the earlier target group `chosen[i]`, or by the trigger event's player;
    outside the battlefield and the stack, owned by that player (CR 108.3: "that player's
    graveyard")."""
    whose = o.controller if o.zone in (Zone.BATTLEFIELD, Zone.STACK) else o.owner
    if spec.controller_from_target is not None:
        group = chosen[spec.controller_from_target] if spec.controller_from_target < len(chosen) else []
        if not any(t.player == whose for t in group):
            return False
    if spec.controller_is_event_player:
        return event is not None and getattr(event, "player", None) == whose
    return True


def player_controls_holds(state: GameState, cond, who: list[int], source_id: int | None) -> bool:
    """PlayerControls: one of the players `who` controls a matching object (none, if cond.none)."""
    found = any(state.objects[i].controller in who
                for i in candidates(state, cond.filter, state.active, source_id))
    return not found if cond.none else found


def saddlers(state, mount_id: int | None) -> list[int]:
    """CR 702.171c: the creatures that saddled the Mount this turn, each once. One that left the
    battlefield since is a new object with no memory of it (CR 400.7): no longer among them."""
    return [i for i in state.saddled_by.get(mount_id, []) if state.live(i) is not None]


def controller_ok(relation: Controller, player: int, perspective: int) -> bool:
    if relation is Controller.YOU:
        return player == perspective
    if relation is Controller.OPPONENT:
        return player != perspective
    return True


def subtypes(state: GameState | None, o: GameObject) -> tuple[str, ...]:
    """The object's subtypes: printed, then layer 4's statics in timestamp order (CR 613.1d,
    613.7a): "is a Ninja in addition to its other types" adds (CR 205.1b), "Nonbasic lands are
    Mountains" replaces the land types (CR 305.7). An adding ability that a land-type setter
    takes away depends on it (CR 613.8a): the setter applies first, and the adder never does."""
    found = o.definition.subtypes
    if o.zone is Zone.BATTLEFIELD:         # "it becomes a Zombie in addition ..." (amass)
        found += tuple(s for s in o.gained_subtypes if s not in found)
    if state is None or o.zone is not Zone.BATTLEFIELD or _ADDING_SUBTYPES:
        return found        # while one is being worked out, a condition sees printed subtypes
    board = Board.of(state)
    if not board.of_kind(SetLandType) and not board.of_kind(AddSubtypes):
        return found        # no layer-4 static on the board changes subtypes
    _ADDING_SUBTYPES.append(o.id)
    try:
        # printed statics only (static_effects would also work out granted abilities, whose
        # filters ask for subtypes again: "All Slivers have ...")
        changes = [(object_timestamp(source), (setter.subtype,), True) for source, setter in land_type_setters(state, o)]
        for sid, a in Board.of(state).of_kind(AddSubtypes):
            source = state.objects[sid]
            if (a.condition is None or static_condition_holds(state, a.condition, source)) \
                    and applies_to(state, a.effect.objects, o, source) and not land_type_setters(state, source):
                changes.append((object_timestamp(source), a.effect.added_by(source), False))
        if changes:
            found = subtypes_in_timestamp_order(o, found, changes)
    finally:
        _ADDING_SUBTYPES.pop()
    return found


def land_type_setters(state: GameState, o: GameObject) -> list:
    """(source, SetLandType) for each "Nonbasic lands are Mountains" that applies to `o`, in
    timestamp order (CR 305.7): `o` has lost the abilities of its rules text."""
    found = Board.of(state).of_kind(SetLandType)
    if not found or o.zone is not Zone.BATTLEFIELD or o.id in _SETTING_LAND_TYPES:
        return []
    _SETTING_LAND_TYPES.add(o.id)
    try:
        return [(source, setter) for source, a, setter in ((state.objects[sid], a, a.effect.as_set_by(state.objects[sid]))
                                                           for sid, a in found)
                if setter is not None and (a.condition is None or static_condition_holds(state, a.condition, source))
                and applies_to(state, a.effect.objects, o, source)]
    finally:
        _SETTING_LAND_TYPES.discard(o.id)


_SETTING_LAND_TYPES: set[int] = set()
_ADDING_SUBTYPES: list[int] = []


def matches(state: GameState, f: ObjectFilter, o: GameObject, perspective: int,
            source_id: int | None, check_zone: bool = True) -> bool:
    """Whether object `o` fits filter `f` as seen by player `perspective` for `source_id`."""
    # its subtypes (layer 4) where the filter asks for subtypes, else the definition's, as the
    # chosen-type test reads them: a new definition just to hold them cost more than the match
    now = subtypes(state, o) if f.subtypes or f.excluded_subtypes else o.definition.subtypes
    if check_zone and o.zone is not f.zone and not ((f.spell and o.zone is Zone.STACK)
                                                    or (f.or_permanent and o.zone is Zone.BATTLEFIELD)):
        return False
    if f.paired:
        if o.id not in HOOKS.paired_pair(state, source_id):
            return False
    if f.alternatives and not any(matches(state, alt, o, perspective, source_id, check_zone)
                                  for alt in f.alternatives):
        return False
    if f.types and not (is_type(o, f.types[0], state) if len(f.types) == 1     # one type: no generator
                        else (all if f.all_types else any)(is_type(o, t, state) for t in f.types)):
        return False
    if f.excluded_types and any(is_type(o, t, state) for t in f.excluded_types):
        return False
    if f.permanent and not is_permanent_card(o):
        return False
    if f.subtypes and not any(s.lower() in (x.lower() for x in now) for s in f.subtypes) \
            and not (is_creature(o, state) and every_creature_type(o)):     # CR 702.73a
        return False
    if f.excluded_subtypes and (any(s.lower() in (x.lower() for x in now) for s in f.excluded_subtypes)
                                or (is_creature(o, state) and every_creature_type(o))):
        return False                                  # "non-Avatar"; a changeling is every type (CR 702.73a)
    if (f.supertypes and not any(s in o.supertypes for s in f.supertypes)) \
            or (f.excluded_supertypes and any(s in o.supertypes for s in f.excluded_supertypes)):
        return False                                  # a Ring-bearer is legendary (CR 701.54c)
    # its colours (layer 5) only where the filter asks about colours: most filters don't
    colors = object_colors(o, state) if f.colors or f.excluded_colors or f.colorless or f.multicolored \
        or f.chosen_color else ()
    if f.colors and not any(c in colors for c in f.colors):
        return False
    if f.excluded_colors and any(c in colors for c in f.excluded_colors):
        return False
    if (f.colorless and colors) or (f.multicolored and len(colors) < 2):
        return False
    if f.historic and not (Supertype.LEGENDARY in o.supertypes or "Saga" in now or is_type(o, CardType.ARTIFACT, state)):
        return False                                  # artifacts, legendaries and Sagas (CR 700.6)
    # CR 108.3: outside the battlefield and the stack, "your" cards are the cards you own
    whose = o.controller if o.zone in (Zone.BATTLEFIELD, Zone.STACK) else o.owner
    if f.controller in (Controller.DEFENDING, Controller.ENCHANTED):   # CR 506.2; 303.4: the Aura's player
        if whose != (defending_player(state, source_id) if f.controller is Controller.DEFENDING
                     else state.enchanted_player(source_id)):
            return False
    elif f.controller is Controller.CHOSEN:         # CR 607.2d: the player the source chose
        chosen = _chosen(state, source_id)
        if whose not in (*chosen.get("opponent", ()), *chosen.get("player", ())):
            return False
    elif not controller_ok(f.controller, whose, perspective):
        return False
    if f.owned_by_you and o.owner != perspective:    # "permanent you own" (CR 108.3)
        return False
    if f.other and o.id == source_id:
        return False
    if f.tapped is not None and o.tapped != f.tapped:
        return False
    if f.face_down and o.face_up is None:
        return False
    if (f.suspected and not o.suspected) or (f.ring_bearer and not o.ring_bearer) or (f.commander and not o.commander):
        return False                                  # "your Ring-bearer" (CR 701.54b)
    if f.token is not None and o.is_token != f.token:
        return False
    if f.saddled_source and o.id not in saddlers(state, source_id):
        return False
    if f.attached_to_source:
        source = state.objects.get(source_id) if source_id is not None else None
        if source is None or source.attached_to != o.id:
            return False             # "enchanted creature" / "equipped creature" (CR 303.4, 301.5)
    if f.has_attached and not any(   # "an enchanted creature": an Aura is attached to it (CR 303.4)
            a.attached_to == o.id and any(s.lower() == f.has_attached for s in a.definition.subtypes)
            for a in (state.objects[i] for i in state.battlefield)):
        return False
    if f.named_source:               # "named ~": the same name as the source (CR 201.2)
        source = state.objects.get(source_id) if source_id is not None else None
        if source is None or o.name != source.name:
            return False
    if f.name and o.name.lower() != f.name.lower():       # "a card named <name>" (CR 201.2)
        return False
    if (f.blocking_self or f.blocking_or_blocked_by_self or f.blocked_by_self) \
            and not in_combat_with_source(state, f, o, source_id):
        return False
    if f.same_name_as:
        raise TypeError(f"an unresolved 'with the same name as {f.same_name_as}' filter")
    if f.attached_to_self and (o.attached_to is None or o.attached_to != source_id):
        return False                 # "Aura attached to ~" (CR 303.4, 301.5)
    if f.host is not None:           # "Aura attached to a creature you control"
        host = state.live(o.attached_to) if o.attached_to is not None else None
        if host is None or not matches(state, f.host, host, perspective, source_id):
            return False
    if f.combat is not None and not combat_state_fits(state, f.combat, o, perspective):
        return False
    if f.with_counter is not None and o.counters.get(f.with_counter, 0) <= 0:
        return False
    if f.targets is not None and not targets_fit(state, f.targets, current_targets(state, o), perspective, source_id):
        return False
    if f.damage_this_turn and not _damage_this_turn(o, f.damage_this_turn, perspective):
        return False
    if f.either_keywords and not any(has_keyword(state, o, k) for k in f.either_keywords):
        return False
    if f.keywords and not all(has_keyword(state, o, k) for k in f.keywords):
        return False
    if getattr(f, "excluded_keywords", ()) and any(has_keyword(state, o, k) for k in f.excluded_keywords):
        return False
    if f.chosen_color or f.chosen_subtype:         # CR 607.2d: the source's "as ~ enters" choice
        chosen = _chosen(state, source_id)
        if f.chosen_color and not any(c.value == v or c == v for c in colors for v in chosen.get("color", ())):
            return False
        if f.chosen_subtype and not (
                any(x.lower() == str(v).lower() for x in now
                    for k in ("creature_type", "basic_land_type", "land_type") for v in chosen.get(k, ()))
                or (is_creature(o, state) and every_creature_type(o) and chosen.get("creature_type"))):
            return False
    if f.chosen_name and not _has_chosen_name(state, o, source_id):
        return False
    if f.in_chosen_sector and (o.sector is None or o.sector not in _chosen(state, source_id).get("sector", ())):
        return False                               # CR 702.158d-e: the sector chosen as it resolved
    if f.outside_sector is not None and o.sector == f.outside_sector:
        return False
    return (not f.single_target or sum(len(g) for i in state.stack if i.kind == "spell" and i.source_id == o.id
                                       for g in i.targets) == 1) and (not f.tests or all(    # "with a single target", CR 115.7a
        _COMPARE[t.compare](_number(state, o, t.characteristic), _test_value(state, t, source_id, o)) for t in f.tests))


def targets_fit(state: GameState, wanted, targets, perspective: int, source_id: int | None) -> bool:
    """"that targets you or a creature": one of `targets` ((player, object) pairs) is (CR 115.9b)."""
    return any((wanted.you and p == perspective) or (t is not None and (wanted.source and t.id == source_id or (
        wanted.objects is not None and matches(state, wanted.objects, t, perspective, source_id))))
        for p, t in targets)


def _damage_this_turn(o: GameObject, kind: str, perspective: int) -> bool:
    """"that dealt damage [to you] this turn" / "dealt damage this turn" (was dealt damage)."""
    if kind == "dealt":
        return o.dealt_damage
    if kind == "dealt_to_you":
        return perspective in o.dealt_damage_to
    return bool(o.damaged_by) or o.damage > 0


def _test_value(state: GameState, t, source_id: int | None, o: GameObject | None = None) -> int:
    """A NumberTest's number: fixed, the object's own other characteristic ("toughness greater
    than its power"), or the source's ("power less than this creature's power", mentor CR
    702.134a), from last known information if it left."""
    if getattr(t, "than_own", None) is not None and o is not None:
        return _number(state, o, t.than_own)
    if getattr(t, "than_source_counters", None) is not None:     # counters on the source (CR 122.1)
        source = state.objects.get(source_id) if source_id is not None else None
        return source.counters.get(t.than_source_counters, 0) if source is not None else 0
    if getattr(t, "of_x", False):            # "X or less": the X paid for the source (CR 107.3)
        source = state.objects.get(source_id) if source_id is not None else None
        return source.x_value if source is not None else 0
    if getattr(t, "than_source", None) is None:
        return t.value
    source = state.objects.get(source_id) if source_id is not None else None
    return _number(state, source, t.than_source) if source is not None else t.value


def candidates(state: GameState, f: ObjectFilter, perspective: int, source_id: int | None) -> list[int]:
    """Ids of live objects matching the filter, in id order (deterministic)."""
    zone = Zone.STACK if f.spell else f.zone      # "spell or permanent": both zones' objects
    ids = state.zone_list(zone) + (state.zone_list(Zone.BATTLEFIELD) if f.or_permanent else [])
    # each object only read, as stored (dict.__getitem__): no copy for a rollback or a probe
    return sorted(oid for oid in ids
                  if matches(state, f, dict.__getitem__(state.objects, oid), perspective, source_id))


def keyword(o_or_def, name: str) -> KeywordAbility | None:
    definition = getattr(o_or_def, "definition", o_or_def)
    return next((a for a in definition.abilities
                 if isinstance(a, KeywordAbility) and a.name.lower() == name), None)


def _chosen(state: GameState, source_id: int | None) -> dict:
    """The values the source chose (CR 607.2d): "as ~ enters" and "of your choice" choices."""
    source = state.objects.get(source_id) if source_id is not None else None
    return source.chosen if source is not None else {}


def _has_chosen_name(state: GameState, o: GameObject, source_id: int | None) -> bool:
    """"With the chosen name": one of the names chosen for the source, by its hidden agenda or
    double agenda (CR 702.106a, 702.106d, 702.106f) or as it entered ("as ~ enters, choose a
    [nonland] card name", CR 607.2d); names compare without case."""
    chosen = _chosen(state, source_id)
    names = [*chosen.get("card_name", ()), *chosen.get("nonland_card_name", ())]
    return o.name.casefold() in {n.casefold() for n in names}
