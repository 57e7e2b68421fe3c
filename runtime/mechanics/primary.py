"""Keyword mechanics (CR 702) that are more than a rules flag.

A keyword here becomes one of:
- an activated ability, possibly working from the hand or graveyard (`ZoneAbility`):
  cycling and landcycling, unearth, embalm, eternalize, scavenge, outlast, transmute;
- triggered abilities (`keyword_triggers`): exalted, prowess, bushido, flanking, rampage,
  annihilator, echo, cumulative upkeep, fading, vanishing, persist, undying, modular,
  soulshift, storm, cascade, renown, extort, evolve, battle cry, afflict, afterlife, ingest,
  fabricate, living weapon;
- a way to cast the card (`cast_options`): flashback, madness, dash, evoke, morph/megamorph
  (face down), plus the optional additional costs kicker and buyback and the cost-paying
  keywords convoke, delve and improvise;
- an entering modification (`entering`): modular, fading, vanishing, bloodthirst, unleash, riot.

Engine-only instructions and events are defined here; the compiler never produces them.
Nothing here imports the compiler. Every choice goes through the Game's decider.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import TYPE_CHECKING

from ..abilities import (ActivatedAbility, CardDefinition, KeywordAbility, TargetSpec, Timing,
                        TriggeredAbility)
from ..characteristics import CardType, Color, Step, Supertype, Zone
from ..costs import ExileFromZone, ManaCost, ManaSymbol, SymbolKind, TapSelf
from ..engine.decider import ChoiceKind
from ..engine.query import keyword
from ..engine.spell_copies import copy_spell
from ..engine.zones import current
from ..effects import (CreateToken, Draw, ExileTopOfLibrary, Optional, PayCost, PutCounters,
                      ReturnToHand, SearchLibrary, TokenSpec, ModifyPowerToughness)
from ..errors import IllegalAction
from ..keyword_abilities import DiscardSelf, ZoneAbility
from ..events import (AnyOf, Attacks, BecomesBlocked, BeginningOfStep, Blocks, DealsDamage, Dies,
                     EntersBattlefield, SpellCast, Whose)
from ..filters import (Compare, Controller, CountersOn, EachRef, EventObjectRef, Fixed, NumberTest,
                      ObjectFilter, PlayerRef, PowerOf, SelfRef, TargetRef)
from ..engine.registry import HOOKS, register_instructions

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.objects import GameObject


# ====================================================================== engine-only costs


# ====================================================================== engine-only events
class _EngineEvent:
    """Trigger events the compiler never produces; `engine_match` decides (triggers.py)."""

    def engine_match(self, game: Game, event, controller: int, source_id: int) -> bool:
        raise NotImplementedError


@dataclass(frozen=True)
class AttacksAlone(_EngineEvent):
    """"Whenever a creature you control attacks alone" (exalted, CR 702.83a, 506.5)."""

    def engine_match(self, game, event, controller, source_id):
        combat = game.state.combat
        return (event.kind == "attacks" and event.player == controller and combat is not None
                and combat.attackers == [event.object_id])


@dataclass(frozen=True)
class BlockedByWithout(_EngineEvent):
    """"Whenever a creature without <keyword> blocks this creature" (flanking, CR 702.25a)."""

    keyword: str

    def engine_match(self, game, event, controller, source_id):
        from ..engine.query import has_keyword
        if event.kind != "blocks" or event.data.get("attacker") != source_id:
            return False
        return not has_keyword(game.state, game.state.objects[event.object_id], self.keyword)


@dataclass(frozen=True)
class EchoUpkeep(_EngineEvent):
    """"At the beginning of your upkeep, if this came under your control since the beginning
    of your last upkeep" (echo, CR 702.30a: an intervening if, CR 603.4)."""

    def engine_match(self, game, event, controller, source_id):
        state = game.state
        o = state.objects.get(source_id)
        return (event.kind == "step" and event.data.get("step") is Step.UPKEEP
                and state.active == controller and o is not None and o.echo_due)


@dataclass(frozen=True)
class DiesWithout(_EngineEvent):
    """"When this creature dies, if it had no <counter> counters on it" (persist CR 702.79a,
    undying CR 702.93a): the intervening if looks at its last known information."""

    counter: str

    def engine_match(self, game, event, controller, source_id):
        o = game.state.objects.get(event.object_id)
        return (event.kind == "dies" and event.object_id == source_id and o is not None
                and o.counters.get(self.counter, 0) <= 0)


@dataclass(frozen=True)
class EvolveEnters(_EngineEvent):
    """"Whenever a creature enters under your control, if that creature has greater power or
    toughness than this creature" (evolve, CR 702.100a)."""

    def engine_match(self, game, event, controller, source_id):
        from ..engine.query import is_creature, power_toughness
        state = game.state
        if event.kind != "enters" or event.object_id == source_id:
            return False
        new, me = state.objects.get(event.object_id), state.live(source_id)
        if new is None or me is None or not is_creature(new) or new.controller != controller:
            return False
        (p, t), (mp, mt) = power_toughness(state, new), power_toughness(state, me)
        return p > mp or t > mt


# ====================================================================== engine-only instructions
@dataclass(frozen=True)
class ReturnSourceCard:
    """Return the card that was this object to the battlefield under its owner's control
    with a counter on it (persist, undying): CR 400.7 lets the ability find it."""

    counter: str


@dataclass(frozen=True)
class RampagePump:
    """+N/+N until end of turn for each creature blocking it beyond the first (CR 702.23a)."""

    n: int


@dataclass(frozen=True)
class DefenderSacrifices:
    """"Defending player sacrifices N permanents" (annihilator, CR 702.86a)."""

    n: int


@dataclass(frozen=True)
class DefenderLosesLife:
    """"Defending player loses N life" (afflict, CR 702.130a)."""

    n: int


@dataclass(frozen=True)
class PayOrSacrifice:
    """Echo: "sacrifice it unless you pay [cost]" (CR 702.30a); cumulative upkeep first puts an
    age counter on it and asks for the cost once per age counter (CR 702.24a)."""

    cost: ManaCost
    cumulative: bool = False


@dataclass(frozen=True)
class CounterUpkeep:
    """Fading (CR 702.32a): remove a fade counter; if you can't, sacrifice it.
    Vanishing (CR 702.63a): remove a time counter; when the last is removed, sacrifice it."""

    counter: str
    vanishing: bool = False


@dataclass(frozen=True)
class StormCopies:
    """Copy this spell for each other spell cast before it this turn (CR 702.40a)."""


@dataclass(frozen=True)
class Cascade:
    """CR 702.85a: exile from the top until a nonland card with lesser mana value; you may cast
    it without paying its mana cost; the rest go on the bottom in a random order."""


@dataclass(frozen=True)
class Renown:
    """If it isn't renowned, put N +1/+1 counters on it; it becomes renowned (CR 702.112a)."""

    n: int


@dataclass(frozen=True)
class Extort:
    """You may pay {W/B}; if you do, each opponent loses 1 life and you gain that much (CR 702.101a)."""


@dataclass(frozen=True)
class Fabricate:
    """Put N +1/+1 counters on it or create N 1/1 Servos (CR 702.123a)."""

    n: int


@dataclass(frozen=True)
class LivingWeapon:
    """Create a 0/0 black Phyrexian Germ token, then attach this to it (CR 702.92a)."""


@dataclass(frozen=True)
class Unearthed:
    """Return this card to the battlefield; it gains haste; exile it at the beginning of the next
    end step; if it would leave the battlefield, exile it instead (CR 702.84a)."""


@dataclass(frozen=True)
class EmbalmToken:
    """A token copy of the exiled card, except a white (embalm) or black 4/4 (eternalize) Zombie
    with no mana cost (CR 702.128a, 702.129a)."""

    eternalize: bool = False


@dataclass(frozen=True)
class SearchSameManaValue:
    """Transmute: search for a card with the same mana value, put it into your hand (CR 702.53a)."""


@HOOKS.entwine.register
def entwine(game: Game, player: int, definition: CardDefinition, effects: tuple):
    """CR 702.42a: "You may choose all modes of this spell instead of just the number specified.
    If you do, you pay an additional [cost]." Asked as the spell is announced (CR 601.2b).
    Returns (the additional cost or None, the effects with every mode to be chosen)."""
    from ..effects import ChooseModes
    k = keyword(definition, "entwine")
    if k is None or k.cost is None or not any(isinstance(e, ChooseModes) for e in effects):
        return None, effects
    if not game.ask_bool(ChoiceKind.MAY, player, f"pay the entwine cost of {definition.name}?"):
        return None, effects
    game.record("entwine", f"{game.pname(player)} entwines {definition.name}: all modes are chosen")
    return k.cost, tuple(replace(e, minimum=len(e.modes), maximum=len(e.modes))
                         if isinstance(e, ChooseModes) else e for e in effects)


@HOOKS.emerge_sacrifice.register
def emerge_sacrifice(game: Game, player: int, spell, cost: ManaCost) -> ManaCost:
    """CR 702.119a: cast for its emerge cost by also sacrificing a creature; the total cost is
    reduced by that creature's mana value (generic mana only, CR 601.2f). Returns the cost."""
    from ..engine.events_bus import GameEvent
    from ..engine.zones import move
    state = game.state
    pool = [i for i in sorted(state.battlefield) if state.objects[i].controller == player
            and CardType.CREATURE in state.objects[i].definition.types]
    if not pool:
        raise IllegalAction(f"CR 702.119a: {game.pname(player)} has no creature to sacrifice for emerge")
    chosen = game.ask_objects(ChoiceKind.SACRIFICE, player, "sacrifice a creature (emerge)", pool, 1, 1)[0]
    less = state.objects[chosen].definition.mana_cost.mana_value
    kept = []
    for s in cost.symbols:
        if s.kind is SymbolKind.GENERIC and less > 0:
            cut = min(less, s.generic)
            less -= cut
            if s.generic - cut:
                kept.append(ManaSymbol(SymbolKind.GENERIC, generic=s.generic - cut))
        else:
            kept.append(s)
    game.record("emerge", f"{game.pname(player)} sacrifices {state.objects[chosen].name} for emerge")
    move(game, chosen, Zone.GRAVEYARD)
    game.emit(GameEvent("sacrificed", chosen, player))          # CR 701.17
    return ManaCost(tuple(kept))


@HOOKS.dredge_instead.register
def dredge_instead(game: Game, player: int) -> bool:
    """CR 702.52a: "If you would draw a card, you may mill N cards instead. If you do, return
    this card from your graveyard to your hand" - only with at least N cards in the library
    (CR 702.52b). True if a dredge replaced the draw."""
    from ..engine.zones import move
    state = game.state
    p = state.players[player]
    options = []
    for oid in list(p.graveyard):
        k = keyword(state.objects[oid], "dredge")
        if k is not None and k.number and len(p.library) >= k.number:
            options.append(oid)
    if not options or not game.ask_bool(ChoiceKind.MAY, player, "dredge instead of drawing a card?"):
        return False
    card = options[0] if len(options) == 1 else game.ask_objects(
        ChoiceKind.CHOOSE, player, "which card to dredge", options, 1, 1)[0]
    n = keyword(state.objects[card], "dredge").number
    game.record("dredge", f"{game.pname(player)} dredges {state.objects[card].name} instead of drawing "
                          f"(CR 702.52a)")
    for oid in list(p.library[:n]):
        move(game, oid, Zone.GRAVEYARD)
    move(game, card, Zone.HAND)
    return True


@dataclass(frozen=True)
class ReboundCast:
    """Rebound's delayed trigger (CR 702.88a): you may cast this card from exile without paying
    its mana cost."""


@HOOKS.rebound_exile.register
def rebound_exile(game: Game, spell) -> bool:
    """CR 702.88a: a rebound spell cast from hand is exiled as it resolves, with a delayed
    trigger at its controller's next upkeep. True if it was exiled."""
    from ..engine.state import _clone_object
    from ..engine.triggers import add_delayed
    from ..engine.zones import move
    if spell.is_copy or not spell.cast_from_hand or keyword(spell, "rebound") is None:
        return False
    controller = spell.controller
    new = move(game, spell.id, Zone.EXILE)
    if new is None:
        return False
    add_delayed(game, BeginningOfStep(Step.UPKEEP, Whose.YOUR), (ReboundCast(),), controller, new.id,
                _clone_object(new), 0, f"rebound: cast {new.name} from exile")
    return True


@dataclass(frozen=True)
class MadnessCast:
    """Madness trigger (CR 702.35a): you may cast it by paying its madness cost; if you don't,
    put it into your graveyard."""

    cost: ManaCost


@dataclass(frozen=True)
class GraftMove:
    """Graft: you may move a +1/+1 counter from this onto the entering creature (CR 702.58a)."""


# ====================================================================== keyword -> abilities
def _mana(*symbols: str) -> ManaCost:
    from ..characteristics import ManaType
    out = []
    for s in symbols:
        if "/" in s:
            out.append(ManaSymbol(SymbolKind.HYBRID, tuple(ManaType(c) for c in s.split("/"))))
        else:
            out.append(ManaSymbol(SymbolKind.COLORED, (ManaType(s),)))
    return ManaCost(tuple(out))


LANDCYCLING = {"plainscycling": "Plains", "islandcycling": "Island", "swampcycling": "Swamp",
               "mountaincycling": "Mountain", "forestcycling": "Forest"}
_SORCERY = Timing(sorcery_speed=True)
_CREATURE = ObjectFilter(types=(CardType.CREATURE,))


@lru_cache(maxsize=None)
def zone_ability(k: KeywordAbility) -> ActivatedAbility | None:
    """The activated ability a keyword stands for (beyond equip and crew, keywords.py)."""
    name, cost = k.name.lower(), k.cost
    if cost is None and name not in ():
        return None
    if name == "cycling":
        # CR 702.29a: "[Cost], Discard this card: Draw a card."
        return ZoneAbility((cost, DiscardSelf()), (Draw(Fixed(1)),), keyword="cycling")
    if name in LANDCYCLING or name in ("basic landcycling", "landcycling"):
        # CR 702.29e: "[Cost], Discard this card: Search your library for a [type] card, reveal it,
        # put it into your hand, then shuffle."
        f = ObjectFilter(types=(CardType.LAND,), zone=Zone.LIBRARY,
                         subtypes=(LANDCYCLING[name],) if name in LANDCYCLING else (),
                         supertypes=(Supertype.BASIC,) if name == "basic landcycling" else ())
        return ZoneAbility((cost, DiscardSelf()), (SearchLibrary(f, Zone.HAND, reveal=True),), keyword=name)
    if name == "unearth":
        return ZoneAbility((cost,), (Unearthed(),), timing=_SORCERY, keyword="unearth", zone=Zone.GRAVEYARD)
    if name in ("embalm", "eternalize"):
        return ZoneAbility((cost, ExileFromZone(ObjectFilter(zone=Zone.GRAVEYARD), self_only=True)),
                           (EmbalmToken(name == "eternalize"),), timing=_SORCERY, keyword=name,
                           zone=Zone.GRAVEYARD)
    if name == "scavenge":
        # CR 702.97a: "[Cost], Exile this card from your graveyard: Put a number of +1/+1 counters
        # equal to this card's power on target creature. Activate only as a sorcery."
        return ZoneAbility((cost, ExileFromZone(ObjectFilter(zone=Zone.GRAVEYARD), self_only=True)),
                           (PutCounters(TargetRef(0), "+1/+1", PowerOf(SelfRef())),),
                           (TargetSpec(_CREATURE),), timing=_SORCERY, keyword="scavenge", zone=Zone.GRAVEYARD)
    if name == "outlast":
        # CR 702.107a: "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery."
        return ActivatedAbility((cost, TapSelf()), (PutCounters(SelfRef(), "+1/+1", Fixed(1)),),
                                timing=_SORCERY, keyword="outlast")
    if name == "transmute":
        return ZoneAbility((cost, DiscardSelf()), (SearchSameManaValue(),), timing=_SORCERY,
                           keyword="transmute")
    from .secondary import more_zone_ability
    return more_zone_ability(k)


_UPKEEP = BeginningOfStep(Step.UPKEEP, Whose.YOUR)
_SELF_CAST = SpellCast(ObjectFilter(), Controller.YOU, self_only=True)


@HOOKS.keyword_triggers.register
@lru_cache(maxsize=None)
def keyword_triggers(k: KeywordAbility) -> tuple[TriggeredAbility, ...]:
    """The triggered abilities a keyword stands for (each instance triggers separately)."""
    name, n = k.name.lower(), k.number or 0
    T = TriggeredAbility
    if name == "exalted":            # CR 702.83a
        return (T(AttacksAlone(), (ModifyPowerToughness(EventObjectRef(), 1, 1),)),)
    if name == "prowess":            # CR 702.108a
        return (T(SpellCast(ObjectFilter(excluded_types=(CardType.CREATURE,)), Controller.YOU),
                  (ModifyPowerToughness(SelfRef(), 1, 1),)),)
    if name == "bushido" and n:      # CR 702.45a
        return (T(AnyOf((Blocks(SelfRef()), BecomesBlocked(SelfRef()))),
                  (ModifyPowerToughness(SelfRef(), n, n),)),)
    if name == "flanking":           # CR 702.25a
        return (T(BlockedByWithout("flanking"), (ModifyPowerToughness(EventObjectRef(), -1, -1),)),)
    if name == "rampage" and n:      # CR 702.23a
        return (T(BecomesBlocked(SelfRef()), (RampagePump(n),)),)
    if name == "annihilator" and n:  # CR 702.86a
        return (T(Attacks(SelfRef()), (DefenderSacrifices(n),)),)
    if name == "afflict" and n:      # CR 702.130a
        return (T(BecomesBlocked(SelfRef()), (DefenderLosesLife(n),)),)
    if name == "echo" and k.cost is not None:
        return (T(EchoUpkeep(), (PayOrSacrifice(k.cost),)),)
    if name == "cumulative upkeep" and k.cost is not None:
        return (T(_UPKEEP, (PayOrSacrifice(k.cost, cumulative=True),)),)
    if name == "fading":
        return (T(_UPKEEP, (CounterUpkeep("fade"),)),)
    if name == "vanishing":
        return (T(_UPKEEP, (CounterUpkeep("time", vanishing=True),)),)
    if name == "persist":
        return (T(DiesWithout("-1/-1"), (ReturnSourceCard("-1/-1"),)),)
    if name == "undying":
        return (T(DiesWithout("+1/+1"), (ReturnSourceCard("+1/+1"),)),)
    if name == "modular" and n:      # CR 702.43a
        f = ObjectFilter(types=(CardType.ARTIFACT, CardType.CREATURE), all_types=True)
        return (T(Dies(SelfRef()), (Optional((PutCounters(TargetRef(0), "+1/+1",
                                                          CountersOn(SelfRef(), "+1/+1")),)),),
                  (TargetSpec(f),)),)
    if name == "soulshift" and n:    # CR 702.46a
        f = ObjectFilter(subtypes=("Spirit",), zone=Zone.GRAVEYARD, controller=Controller.YOU,
                         tests=(NumberTest("mana_value", Compare.LE, n),))
        return (T(Dies(SelfRef()), (Optional((ReturnToHand(TargetRef(0)),)),), (TargetSpec(f),)),)
    if name == "storm":
        return (T(_SELF_CAST, (StormCopies(),)),)
    if name == "cascade":
        return (T(_SELF_CAST, (Cascade(),)),)
    if name == "renown" and n:
        return (T(DealsDamage(SelfRef()), (Renown(n),)),)
    if name == "extort":
        return (T(SpellCast(ObjectFilter(), Controller.YOU), (Extort(),)),)
    if name == "evolve":
        return (T(EvolveEnters(), (PutCounters(SelfRef(), "+1/+1", Fixed(1)),)),)
    if name == "battle cry":         # CR 702.91a
        others = ObjectFilter(types=(CardType.CREATURE,), combat="attacking", other=True)
        return (T(Attacks(SelfRef()), (ModifyPowerToughness(EachRef(others), 1, 0),)),)
    if name == "afterlife" and n:    # CR 702.135a
        spirit = TokenSpec("Spirit", 1, 1, (Color.WHITE, Color.BLACK), subtypes=("Spirit",),
                           keywords=("flying",))
        return (T(Dies(SelfRef()), (CreateToken(spirit, Fixed(n)),)),)
    if name == "ingest":             # CR 702.115a
        return (T(DealsDamage(SelfRef()), (ExileTopOfLibrary(Fixed(1), "ingested", PlayerRef.EVENT_PLAYER),)),)
    if name == "fabricate" and n:
        return (T(EntersBattlefield(SelfRef()), (Fabricate(n),)),)
    if name == "living weapon":
        return (T(EntersBattlefield(SelfRef()), (LivingWeapon(),)),)
    if name == "graft" and n:        # CR 702.58a
        other = ObjectFilter(types=(CardType.CREATURE,), other=True)
        return (T(EntersBattlefield(other), (GraftMove(),)),)
    if name == "soulbond":           # CR 702.95a (handlers_grants.py)
        from ..handlers.grants import soulbond_triggers
        return soulbond_triggers()
    if name == "haunt":               # CR 702.55a (handlers_triggers.py)
        from ..handlers.triggers import haunt_triggers
        return haunt_triggers()
    from .secondary import more_keyword_triggers
    return more_keyword_triggers(k)


# Keywords whose rules this module implements (see keywords.RULE_KEYWORDS).
MECHANIC_KEYWORDS = frozenset({
    "cycling", "basic landcycling", "landcycling", *LANDCYCLING, "unearth", "embalm", "eternalize",
    "scavenge", "outlast", "transmute",
    "exalted", "prowess", "bushido", "flanking", "rampage", "annihilator", "afflict", "echo",
    "cumulative upkeep", "fading", "vanishing", "persist", "undying", "modular", "soulshift",
    "storm", "cascade", "renown", "extort", "evolve", "battle cry", "afterlife", "ingest",
    "fabricate", "living weapon", "graft",
    "flashback", "madness", "dash", "evoke", "morph", "megamorph", "kicker", "buyback",
    "convoke", "delve", "improvise", "bestow", "totem armor", "umbra armor", "surge", "rebound", "dredge", "emerge", "entwine",
    "bloodthirst", "unleash", "riot", "infect", "split second", "skulk",
})


# ====================================================================== casting (CR 601.2b, 601.2f)
_THREE = ManaCost((ManaSymbol(SymbolKind.GENERIC, generic=3),))


@HOOKS.bestowed_definition.register
def bestowed_definition(d: CardDefinition) -> CardDefinition:
    """CR 702.103b: cast bestowed, it is an Aura spell with enchant creature and not a creature
    (as a permanent too, while attached, CR 702.103b-f)."""
    from dataclasses import replace as _replace
    enchant = KeywordAbility("enchant", quality=ObjectFilter(types=(CardType.CREATURE,)))
    return _replace(d, types=tuple(t for t in d.types if t is not CardType.CREATURE),
                    subtypes=tuple(d.subtypes) + ("Aura",), power=None, toughness=None,
                    abilities=tuple(d.abilities) + (enchant,))


@HOOKS.alternative_cost.register
def alternative_cost(definition: CardDefinition, alt: str | None) -> ManaCost | None:
    """The cost paid instead of the mana cost (CR 118.9), or None for the mana cost."""
    if alt is None:
        return None
    if alt in ("morph", "megamorph", "face_down"):
        return _THREE                                   # CR 702.37c: cast face down for {3}
    if alt == "alternative":                            # "rather than pay this spell's mana cost"
        from ..handlers.shields import alternative_cost_parts
        return alternative_cost_parts(definition)[0]
    if alt == "free":
        return ManaCost()
    if alt == "as_though_flash":
        return None                                     # CR 601.3b: its mana cost (plus any extra)
    if alt in ("fuse", "aftermath", "retrace", "jump-start"):
        return None              # CR 702.102c, 702.127a, 702.81a, 702.133a: its mana cost is paid
    k = keyword(definition, alt)
    if k is None or k.cost is None:
        raise IllegalAction(f"CR 118.9: {definition.name} has no {alt} cost")
    return k.cost


@HOOKS.optional_costs.register
def optional_costs(game: Game, player: int, definition: CardDefinition) -> tuple[list[ManaCost], bool, bool]:
    """Kicker (CR 702.33a) and buyback (CR 702.27a): optional additional costs the caster
    chooses to pay as the spell is announced (CR 601.2b). Returns (costs, kicked, buyback)."""
    costs, kicked, buyback = [], False, False
    for a in definition.abilities:
        if not isinstance(a, KeywordAbility) or a.cost is None:
            continue
        name = a.name.lower()
        if name in ("kicker", "buyback") and game.ask_bool(
                ChoiceKind.MAY, player, f"pay the {name} cost of {definition.name}?"):
            costs.append(a.cost)
            kicked = kicked or name == "kicker"
            buyback = buyback or name == "buyback"
    return costs, kicked, buyback


@HOOKS.pay_with_permanents.register
def pay_with_permanents(game: Game, player: int, spell: GameObject, cost: ManaCost) -> ManaCost:
    """Convoke (CR 702.51a), improvise (CR 702.126a) and delve (CR 702.66a): as the total cost is
    paid, tap creatures / artifacts or exile graveyard cards to pay part of it. Each pick is
    offered only if it can still pay something; returns the mana still to pay."""
    from ..engine.query import candidates, is_creature, object_colors
    from ..engine.zones import move, tap
    state = game.state
    symbols = list(cost.symbols)

    def generic_left() -> int:
        return sum(s.generic for s in symbols if s.kind is SymbolKind.GENERIC)

    def take_generic() -> None:
        for i, s in enumerate(symbols):
            if s.kind is SymbolKind.GENERIC and s.generic:
                symbols[i] = replace(s, generic=s.generic - 1)
                return

    def colored_slot(o) -> int | None:
        colors = {c.value for c in object_colors(o)}
        for i, s in enumerate(symbols):
            if s.kind in (SymbolKind.COLORED, SymbolKind.HYBRID) and colors & {t.value for t in s.types}:
                return i
        return None

    d = spell.definition
    for name, what in (("convoke", "creature"), ("improvise", "artifact")):
        if keyword(d, name) is None:
            continue
        f = ObjectFilter(types=(CardType.CREATURE if what == "creature" else CardType.ARTIFACT,),
                         controller=Controller.YOU, tapped=False)
        for _ in range(64):
            pool = [i for i in candidates(state, f, player, spell.id)
                    if generic_left() or (name == "convoke" and colored_slot(state.objects[i]) is not None)]
            if not pool:
                break
            pick = game.ask_objects(ChoiceKind.TAP_COST, player, f"{name}: tap a{'n' if what[0] == 'a' else ''} "
                                    f"{what} to help pay for {d.name}?", pool, 0, 1)
            if not pick:
                break
            o = state.objects[pick[0]]
            slot = colored_slot(o) if name == "convoke" and is_creature(o) else None
            if slot is not None:
                symbols.pop(slot)
            else:
                take_generic()
            tap(game, o, name)
            game.record("pay", f"{game.pname(player)} taps {o.name} for {name}")
    if keyword(d, "delve") is not None:
        for _ in range(64):
            pool = list(state.players[player].graveyard) if generic_left() else []
            if not pool:
                break
            pick = game.ask_objects(ChoiceKind.EXILE_COST, player,
                                    f"delve: exile a card to pay {{1}} of {d.name}?", pool, 0, 1)
            if not pick:
                break
            take_generic()
            game.record("pay", f"{game.pname(player)} exiles {state.objects[pick[0]].name} for delve")
            move(game, pick[0], Zone.EXILE)
    return ManaCost(tuple(s for s in symbols if not (s.kind is SymbolKind.GENERIC and s.generic == 0)))


@HOOKS.check_split_second.register
def check_split_second(game: Game, what: str) -> None:
    """CR 702.61a: while a spell with split second is on the stack, players can't cast spells or
    activate abilities that aren't mana abilities."""
    from ..engine.query import has_keyword
    state = game.state
    for item in state.stack:
        if item.kind == "spell":
            o = state.objects.get(item.source_id)
            if o is not None and has_keyword(state, o, "split second"):
                raise IllegalAction(f"CR 702.61a: {o.name} has split second; no one can {what}")


# ====================================================================== entering (CR 614.1c)
@HOOKS.entering.register
def entering(game: Game, o: GameObject) -> None:
    """Replacement-like keyword effects as `o` enters (before it's on the battlefield)."""
    from ..engine.zones import put_counters
    state = game.state
    d = o.definition
    for a in d.abilities:
        if not isinstance(a, KeywordAbility):
            continue
        name, n = a.name.lower(), a.number or 0
        if name in ("modular", "graft") and n:                    # CR 702.43a, 702.58a
            put_counters(game, o, "+1/+1", n, entering=True)
        elif name == "fading" and n:                               # CR 702.32a
            put_counters(game, o, "fade", n, entering=True)
        elif name == "vanishing" and n:                            # CR 702.63a
            put_counters(game, o, "time", n, entering=True)
        elif name == "bloodthirst" and n and any(                  # CR 702.54a
                p.dealt_damage_this_turn for p in state.players if p.index != o.controller):
            put_counters(game, o, "+1/+1", n, entering=True)
        elif name == "unleash" and game.ask_bool(                  # CR 702.98a
                ChoiceKind.MAY, o.controller, f"unleash {o.name} (enter with a +1/+1 counter)?"):
            put_counters(game, o, "+1/+1", 1, entering=True)
        elif name == "riot":                                       # CR 702.136a
            if game.ask_bool(ChoiceKind.MAY, o.controller, f"riot: {o.name} enters with a +1/+1 "
                                                            f"counter (no: it gains haste)?"):
                put_counters(game, o, "+1/+1", 1, entering=True)
            else:
                from ..engine.objects import TimedModification
                o.modifications.append(TimedModification(0, 0, "haste", False))
        elif name == "echo":                                       # CR 702.30a
            o.echo_due = True
    from .secondary import entering_more
    entering_more(game, o)                                         # devour, amplify, sunburst


@HOOKS.after_entering.register
def after_entering(game: Game, o: GameObject, cast_with: str | None) -> None:
    """Dash (CR 702.109a) and evoke (CR 702.74a): what casting it that way does once it's there."""
    from ..engine.objects import PendingTrigger, TimedModification
    from ..engine.state import _clone_object
    state = game.state
    if cast_with == "dash":
        from ..effects import ReturnToHand as _RTH
        from ..engine.triggers import add_delayed
        o.modifications.append(TimedModification(0, 0, "haste", False))
        add_delayed(game, BeginningOfStep(Step.END, Whose.NEXT), (_RTH(SelfRef()),), o.controller,
                    o.id, _clone_object(o), 0, f"{o.name}'s dash return")
    elif cast_with == "evoke":
        from ..effects import SacrificeObjects
        state.pending.append(PendingTrigger(o.controller, o.id, _clone_object(o),
                                            (SacrificeObjects(SelfRef()),), (), None,
                                            f"{o.name}'s evoke sacrifice"))
        game.record("trigger", f"{o.name}'s evoke ability triggers", source_id=o.id)


# ====================================================================== zone changes
@HOOKS.leave_destination.register
def leave_destination(old: GameObject, zone: Zone) -> Zone:
    """Flashback (CR 702.34a) and unearth (CR 702.84a): exiled instead of going anywhere else."""
    if old.exile_on_leave and zone is not Zone.EXILE:
        return Zone.EXILE
    if old.exile_if_dies and old.zone is Zone.BATTLEFIELD and zone is Zone.GRAVEYARD:
        return Zone.EXILE                    # "if it would die this turn, exile it instead" (CR 614.1a)
    return zone


@HOOKS.discard.register
def discard(game: Game, oid: int) -> None:
    """Discard a card (CR 701.8); madness exiles it instead and triggers (CR 702.35a)."""
    from ..engine.objects import PendingTrigger
    from ..engine.state import _clone_object
    from ..engine.zones import move
    o = game.state.live(oid)
    k = keyword(o, "madness") if o is not None else None
    from ..engine.events_bus import GameEvent
    if o is not None:
        game.emit(GameEvent("discarded", oid, o.owner))       # CR 701.8
    if k is None or k.cost is None:
        move(game, oid, Zone.GRAVEYARD)
        return
    new = move(game, oid, Zone.EXILE)
    if new is not None:
        game.record("madness", f"{new.name} is discarded into exile (madness)")
        game.state.pending.append(PendingTrigger(new.owner, new.id, _clone_object(new),
                                                 (MadnessCast(k.cost),), (), None,
                                                 f"{new.name}'s madness trigger"))
        game.record("trigger", f"{new.name}'s madness ability triggers", source_id=new.id)


# ====================================================================== damage (infect)
@HOOKS.infect_damage_object.register
def infect_damage_object(game: Game, source, o, n: int) -> bool:
    """CR 702.90b: damage from a source with infect to a creature is -1/-1 counters."""
    from ..engine.query import has_keyword
    if source is None or not has_keyword(game.state, source, "infect"):
        return False
    from ..engine.zones import put_counters
    put_counters(game, o, "-1/-1", n)
    return True


@HOOKS.infect_damage_player.register
def infect_damage_player(game: Game, source, player: int, n: int) -> bool:
    """CR 702.90b: damage from a source with infect to a player is poison counters."""
    from ..engine.query import has_keyword
    if source is None or not has_keyword(game.state, source, "infect"):
        return False
    p = game.state.players[player]
    p.poison += n
    game.record("poison", f"{p.name} gets {n} poison counter(s) (now {p.poison})", player=player)
    return True


# ====================================================================== instructions
def _source_obj(game, ctx):
    return game.state.live(ctx.source_id)


def _return_source_card(game, ctx, e: ReturnSourceCard):
    from ..engine.zones import move, put_counters
    card = current(game, ctx.source_id)
    if card is None or card.zone is not Zone.GRAVEYARD or card.is_token:
        return
    new = move(game, card.id, Zone.BATTLEFIELD, controller=card.owner)
    if new is not None:
        # CR 614.1c: "returns with a counter on it" — it enters with it
        put_counters(game, new, e.counter, 1, entering=True)
        ctx.last = [new.id]


def _rampage(game, ctx, e: RampagePump):
    from ..engine.objects import TimedModification
    o = _source_obj(game, ctx)
    combat = game.state.combat
    if o is None or combat is None:
        return
    extra = max(0, len(combat.blockers.get(o.id, [])) - 1)
    if extra:
        o.modifications.append(TimedModification(e.n * extra, e.n * extra))


def _defender(game, ctx) -> int | None:
    combat = game.state.combat
    if combat is not None and ctx.source_id in combat.defender:
        return combat.defender[ctx.source_id]
    opponents = [p for p in game.state.apnap() if p != ctx.controller]
    return opponents[0] if opponents else None


def _defender_sacrifices(game, ctx, e: DefenderSacrifices):
    from ..engine.query import candidates
    from ..engine.zones import move
    state = game.state
    p = _defender(game, ctx)
    if p is None:
        return
    pool = [i for i in candidates(state, ObjectFilter(permanent=True), p, ctx.source_id)
            if state.objects[i].controller == p]
    k = min(e.n, len(pool))
    for oid in game.ask_objects(ChoiceKind.SACRIFICE, p, f"annihilator: sacrifice {k}", pool, k, k):
        move(game, oid, Zone.GRAVEYARD)


def _defender_loses_life(game, ctx, e: DefenderLosesLife):
    p = _defender(game, ctx)
    if p is not None:
        game.state.players[p].life -= e.n
        game.record("life", f"{game.pname(p)} loses {e.n} life")


def _pay_or_sacrifice(game, ctx, e: PayOrSacrifice):
    from ..engine.payment import Payer
    from ..engine.zones import move, put_counters
    o = _source_obj(game, ctx)
    if o is None or o.zone is not Zone.BATTLEFIELD:
        return
    cost = e.cost
    if e.cumulative:
        put_counters(game, o, "age", 1)
        cost = ManaCost(tuple(e.cost.symbols) * o.counters.get("age", 0))
    else:
        o.echo_due = False
    if game.ask_bool(ChoiceKind.UNLESS, ctx.controller, f"pay {'cumulative upkeep' if e.cumulative else 'echo'} "
                                                        f"for {o.name}?"):
        refusal = game.dry_run(lambda: Payer(game, ctx.controller, o, 0).pay_all((cost,)))
        if refusal is None:
            Payer(game, ctx.controller, o, 0).pay_all((cost,))
            game.record("pay", f"{game.pname(ctx.controller)} pays for {o.name}")
            return
        game.record("pay", f"{game.pname(ctx.controller)} can't pay: {refusal}")
    game.record("sacrifice", f"{o.name} is sacrificed")
    move(game, o.id, Zone.GRAVEYARD)


def _counter_upkeep(game, ctx, e: CounterUpkeep):
    from ..engine.objects import PendingTrigger
    from ..engine.state import _clone_object
    from ..effects import SacrificeObjects
    from ..engine.zones import move
    o = _source_obj(game, ctx)
    if o is None or o.zone is not Zone.BATTLEFIELD:
        return
    have = o.counters.get(e.counter, 0)
    if have <= 0:
        if not e.vanishing:                      # fading: can't remove one -> sacrifice
            game.record("sacrifice", f"{o.name} is sacrificed (fading)")
            move(game, o.id, Zone.GRAVEYARD)
        return
    o.counters[e.counter] = have - 1
    game.record("counters", f"a {e.counter} counter is removed from {o.name} (now {have - 1})")
    if e.vanishing and have == 1:                # "When the last is removed from it, sacrifice it."
        game.state.pending.append(PendingTrigger(o.controller, o.id, _clone_object(o),
                                                 (SacrificeObjects(SelfRef()),), (), None,
                                                 f"{o.name}'s vanishing sacrifice"))
        game.record("trigger", f"{o.name}'s vanishing ability triggers", source_id=o.id)


def _storm(game, ctx, e: StormCopies):
    state = game.state
    item = next((i for i in state.stack if i.kind == "spell" and i.source_id == ctx.source_id), None)
    if item is None:
        return
    n = max(0, ctx.event.data.get("storm", 0) if ctx.event is not None else 0)
    for _ in range(n):
        copy_spell(game, item, ctx.controller)


def cast_free(game: Game, player: int, oid: int) -> bool:
    """Cast a card without paying its mana cost, ignoring timing (cascade, madness trigger)."""
    from ..engine.actions import cast
    try:
        with game.transaction():
            cast(game, player, oid, alt="free", ignore_timing=True)
        return True
    except IllegalAction as refused:
        game.record("cast", f"{game.state.objects[oid].name} can't be cast: {refused.reason}")
        return False


def _cascade(game, ctx, e: Cascade):
    import random
    from ..engine.query import is_type
    from ..engine.zones import move
    state = game.state
    me = state.players[ctx.controller]
    source = ctx.source_lki or state.objects[ctx.source_id]
    mv = source.definition.mana_cost.mana_value
    exiled, hit = [], None
    for _ in range(len(me.library)):
        if not me.library:
            break
        new = move(game, me.library[0], Zone.EXILE)
        if new is None:
            break
        if not is_type(new, CardType.LAND) and new.definition.mana_cost.mana_value < mv:
            hit = new
            break
        exiled.append(new.id)
    if hit is not None:
        game.record("cascade", f"cascade reveals {hit.name}")
        if not (game.ask_bool(ChoiceKind.MAY, ctx.controller, f"cast {hit.name} without paying its mana cost?")
                and cast_free(game, ctx.controller, hit.id)):
            exiled.append(hit.id)
    rng = random.Random(state.shuffle_seed * 7919 + state.next_id)
    rng.shuffle(exiled)
    for oid in exiled:
        if state.live(oid) is not None:
            move(game, oid, Zone.LIBRARY, to_bottom=True)


def _renown(game, ctx, e: Renown):
    from ..engine.zones import put_counters
    o = _source_obj(game, ctx)
    if o is None or o.renowned or o.zone is not Zone.BATTLEFIELD:
        return
    put_counters(game, o, "+1/+1", e.n)
    o.renowned = True
    game.record("renown", f"{o.name} becomes renowned")


def _extort(game, ctx, e: Extort):
    from ..engine.payment import Payer
    if not game.ask_bool(ChoiceKind.MAY, ctx.controller, "extort: pay {W/B}?"):
        return
    source = game.state.objects[ctx.source_id]
    cost = _mana("W/B")
    if game.dry_run(lambda: Payer(game, ctx.controller, source, 0).pay_all((cost,))) is not None:
        game.record("pay", f"{game.pname(ctx.controller)} can't pay for extort")
        return
    Payer(game, ctx.controller, source, 0).pay_all((cost,))
    lost = 0
    for p in game.state.apnap():
        if p != ctx.controller:
            game.state.players[p].life -= 1
            lost += 1
            game.record("life", f"{game.pname(p)} loses 1 life")
    if lost:
        from ..effects import GainLife
        from ..engine.vm import run
        run(game, ctx, (GainLife(Fixed(lost)),))


def _fabricate(game, ctx, e: Fabricate):
    from ..engine.vm import run
    o = _source_obj(game, ctx)
    if o is not None and o.zone is Zone.BATTLEFIELD and game.ask_bool(
            ChoiceKind.MAY, ctx.controller, f"fabricate {e.n}: put +1/+1 counters (no: create Servos)?"):
        run(game, ctx, (PutCounters(SelfRef(), "+1/+1", Fixed(e.n)),))
        return
    servo = TokenSpec("Servo", 1, 1, (), (CardType.ARTIFACT, CardType.CREATURE), ("Servo",))
    run(game, ctx, (CreateToken(servo, Fixed(e.n)),))


def _living_weapon(game, ctx, e: LivingWeapon):
    from ..engine.attachments import attach
    from ..engine.vm import run
    germ = TokenSpec("Phyrexian Germ", 0, 0, (Color.BLACK,), subtypes=("Phyrexian", "Germ"))
    run(game, ctx, (CreateToken(germ),))
    src = _source_obj(game, ctx)
    if ctx.last and src is not None and src.zone is Zone.BATTLEFIELD:
        attach(game, src, ctx.last[0])


def _graft(game, ctx, e: GraftMove):
    from ..engine.zones import put_counters
    o = _source_obj(game, ctx)
    other = game.state.live(ctx.event.object_id) if ctx.event is not None else None
    if o is None or other is None or o.counters.get("+1/+1", 0) <= 0 or other.zone is not Zone.BATTLEFIELD:
        return
    if game.ask_bool(ChoiceKind.MAY, ctx.controller, f"graft: move a +1/+1 counter from {o.name} onto {other.name}?"):
        o.counters["+1/+1"] -= 1
        put_counters(game, other, "+1/+1", 1)


def _unearthed(game, ctx, e: Unearthed):
    from ..engine.objects import TimedModification
    from ..effects import Exile
    from ..engine.state import _clone_object
    from ..engine.triggers import add_delayed
    from ..engine.zones import move
    card = game.state.live(ctx.source_id)
    if card is None or card.zone is not Zone.GRAVEYARD:
        return
    new = move(game, card.id, Zone.BATTLEFIELD, controller=ctx.controller)
    if new is None:
        return
    new.modifications.append(TimedModification(0, 0, "haste", False))
    new.exile_on_leave = True
    add_delayed(game, BeginningOfStep(Step.END, Whose.NEXT), (Exile(SelfRef()),), ctx.controller,
                new.id, _clone_object(new), 0, f"{new.name}'s unearth exile")
    ctx.last = [new.id]


def _embalm(game, ctx, e: EmbalmToken):
    from ..engine.zones import enter_battlefield
    card = ctx.source_lki or game.state.objects[ctx.source_id]
    d = card.definition
    subtypes = tuple(s for s in d.subtypes) + (() if "Zombie" in d.subtypes else ("Zombie",))
    token = replace(d, mana_cost=ManaCost(), colors=(Color.BLACK,) if e.eternalize else (Color.WHITE,),
                    subtypes=subtypes, **({"power": "4", "toughness": "4"} if e.eternalize else {}))
    ctx.last = [enter_battlefield(game, token, ctx.controller, ctx.controller, is_token=True).id]


def _transmute(game, ctx, e: SearchSameManaValue):
    from ..engine.vm import run
    card = ctx.source_lki or game.state.objects[ctx.source_id]
    mv = card.definition.mana_cost.mana_value
    f = ObjectFilter(zone=Zone.LIBRARY, tests=(NumberTest("mana_value", Compare.EQ, mv),))
    run(game, ctx, (SearchLibrary(f, Zone.HAND, reveal=True),))


def _madness_cast(game, ctx, e: MadnessCast):
    from ..engine.actions import cast
    from ..engine.zones import move
    card = game.state.live(ctx.source_id)
    if card is None or card.zone is not Zone.EXILE:
        return
    if game.ask_bool(ChoiceKind.MAY, ctx.controller, f"cast {card.name} for its madness cost?"):
        try:
            with game.transaction():
                cast(game, ctx.controller, card.id, alt="madness", ignore_timing=True)
            return
        except IllegalAction as refused:
            game.record("cast", f"{card.name} can't be cast for madness: {refused.reason}")
    move(game, card.id, Zone.GRAVEYARD)


def may_cast_from(game, ctx, zone: Zone, alt: str, why: str) -> None:
    """The source card, still in `zone`, may be cast now ignoring timing (rebound, miracle ...);
    a cast that turns out illegal is undone whole and logged."""
    from ..engine.actions import cast
    card = game.state.live(ctx.source_id)
    if card is None or card.zone is not zone:
        return
    if game.ask_bool(ChoiceKind.MAY, ctx.controller, f"cast {card.name} ({why})?"):
        try:
            with game.transaction():
                cast(game, ctx.controller, card.id, alt=alt, ignore_timing=True)
        except IllegalAction as refused:
            game.record("cast", f"{card.name} can't be cast ({why}): {refused.reason}")


def _rebound_cast(game, ctx, e: ReboundCast):
    may_cast_from(game, ctx, Zone.EXILE, "free", "rebound")


HANDLERS = {
    ReturnSourceCard: _return_source_card, RampagePump: _rampage, DefenderSacrifices: _defender_sacrifices,
    DefenderLosesLife: _defender_loses_life, PayOrSacrifice: _pay_or_sacrifice,
    CounterUpkeep: _counter_upkeep, StormCopies: _storm, Cascade: _cascade, Renown: _renown,
    Extort: _extort, Fabricate: _fabricate, LivingWeapon: _living_weapon, GraftMove: _graft,
    Unearthed: _unearthed, EmbalmToken: _embalm, SearchSameManaValue: _transmute,
    MadnessCast: _madness_cast, ReboundCast: _rebound_cast,
}


@HOOKS.turn_face_up.register
def turn_face_up(game: Game, player: int, oid: int) -> None:
    """CR 702.37e, 116.2b: any time you have priority, pay the morph cost of a face-down
    permanent you control to turn it face up; megamorph also puts a +1/+1 counter on it."""
    from ..engine.events_bus import GameEvent
    from ..engine.payment import Payer
    from ..engine.zones import put_counters
    state = game.state
    o = state.live(oid)
    if state.priority != player:
        raise IllegalAction(f"CR 116.2b: {game.pname(player)} doesn't have priority")
    if o is None or o.zone is not Zone.BATTLEFIELD or o.face_up is None or o.controller != player:
        raise IllegalAction(f"CR 702.37e: {o.name if o else oid} is not a face-down permanent "
                            f"{game.pname(player)} controls")
    k = keyword(o.face_up, "megamorph") or keyword(o.face_up, "morph")
    if k is None or k.cost is None:
        raise IllegalAction(f"CR 702.37e: {o.face_up.name} has no morph cost")
    paid = Payer(game, player, o, 0).pay_all((k.cost,))
    o.definition, o.face_up = o.face_up, None          # CR 708.8: same object, now face up
    game.record("face_up", f"{game.pname(player)} turns {o.name} face up paying {', '.join(paid)}",
                object_id=o.id)
    if k.name.lower() == "megamorph":
        put_counters(game, o, "+1/+1", 1)
    game.emit(GameEvent("turned_face_up", o.id, player))
    from ..engine.turn import give_priority
    give_priority(game, player)


register_instructions(HANDLERS)
