"""Keywords that stand for triggered abilities (`keyword_triggers`, CR 702): exalted, prowess,
bushido, flanking, rampage, annihilator, echo, cumulative upkeep, fading, vanishing, persist,
undying, modular, soulshift, storm, cascade (and the keyword action discover), renown, extort, evolve, battle cry, afflict,
afterlife, ingest, fabricate, living weapon, graft; ward (ward.py); soulbond and haunt (handlers), and the
attacking keywords of attack_triggers.py. The engine-only events and instructions they use."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..abilities import KeywordAbility, TargetSpec, TriggeredAbility
from ..characteristics import CardType, Color, Step, Zone
from ..costs import ManaCost
from ..effects import (CreateToken, Discover, ExileTopOfLibrary, ModifyPowerToughness, Optional, PutCounters,
                       ReturnToHand, TokenSpec, token_name)
from ..engine.decider import ChoiceKind
from ..engine.events_bus import GameEvent
from ..engine.registry import HOOKS, register_instructions
from ..engine.spell_copies import copy_spell
from ..engine.zones import current
from ..events import (AnyOf, Attacks, BecomesBlocked, BeginningOfStep, Blocks, DealsDamage, Dies,
                      EntersBattlefield, SpellCast, Whose)
from ..filters import (Compare, Controller, CountersOn, EachRef, EventObjectRef, Fixed, NumberTest,
                       ObjectFilter, PlayerRef, SelfRef, TargetRef)
from .attack_triggers import (AttacksMostLife, ChampionExile, ChampionReturn, MeleePump,
                              MyriadCopies, Provoke, _ATTACKING_SMALLER, _DEFENDERS_CREATURE)
from .cast_modifications import ConspirePaid, ReplicateCopies, ReplicatePaid, SquadCopies
from .common import _EngineEvent, _mana, _source_obj, bottom_in_random_order, cast_free, exile_until
from .outside_battlefield import (CastEncodedCopy, CreatureToYourGraveyard, EncodedDealsDamage,
                                  RecoverPay, RemoveTimeCounter, Ripple, SuspendedUpkeep)
from .ward import ward_triggers


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
        if new is None or me is None or not is_creature(new, state) or new.controller != controller:
            return False
        (p, t), (mp, mt) = power_toughness(state, new), power_toughness(state, me)
        return p > mp or t > mt


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
    # the cost's parts other than mana: "Cumulative upkeep—Sacrifice a land" (CR 702.24a)
    more_costs: tuple = ()


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
class GraftMove:
    """Graft: you may move a +1/+1 counter from this onto the entering creature (CR 702.58a)."""


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
        return (T(_UPKEEP, (PayOrSacrifice(k.cost, cumulative=True, more_costs=k.more_costs),)),)
    if name == "fading":
        return (T(_UPKEEP, (CounterUpkeep("fade"),)),)
    if name == "impending":          # CR 702.176a: its end-step ability (later_casting.py)
        from .later_casting import IMPENDING_TRIGGER
        return (IMPENDING_TRIGGER,)
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
        spirit = TokenSpec(token_name(("Spirit",)), 1, 1, (Color.WHITE, Color.BLACK), subtypes=("Spirit",),
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
    if name == "soulbond":           # CR 702.95a (handlers/grants.py)
        from ..handlers.grants import soulbond_triggers
        return soulbond_triggers()
    if name == "ward":               # CR 702.21a (ward.py)
        return ward_triggers(k)
    if name == "haunt":               # CR 702.55a (handlers/triggers.py)
        from ..handlers.triggers import haunt_triggers
        return haunt_triggers()
    return family_keyword_triggers(k)


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
        game.lose_life(p, e.n)
        game.record("life", f"{game.pname(p)} loses {e.n} life")


def _pay_or_sacrifice(game, ctx, e: PayOrSacrifice):
    from ..engine.payment import Payer
    from ..engine.zones import move, put_counters
    o = _source_obj(game, ctx)
    if o is None or o.zone is not Zone.BATTLEFIELD:
        return
    costs = (e.cost,) + e.more_costs
    if e.cumulative:
        # CR 702.24a: the cost once for each age counter; a part other than mana ("Sacrifice a
        # land") is paid that many times, each choice made separately, all of it or none
        put_counters(game, o, "age", 1)
        ages = o.counters.get("age", 0)
        costs = (ManaCost(tuple(e.cost.symbols) * ages),) + e.more_costs * ages
    else:
        o.echo_due = False
    if game.ask_bool(ChoiceKind.UNLESS, ctx.controller, f"pay {'cumulative upkeep' if e.cumulative else 'echo'} "
                                                        f"for {o.name}?"):
        refusal = game.dry_run(lambda: Payer(game, ctx.controller, o, 0).pay_all(costs))
        if refusal is None:
            Payer(game, ctx.controller, o, 0).pay_all(costs)
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


def _cascade(game, ctx, e: Cascade):
    from ..engine.query import is_type
    state = game.state
    source = ctx.source_lki or state.objects[ctx.source_id]
    mv = source.definition.mana_cost.mana_value
    hit, exiled = exile_until(game, ctx.controller, lambda o: not is_type(o, CardType.LAND, state)
                              and o.definition.mana_cost.mana_value < mv)
    if hit is not None:
        game.record("cascade", f"cascade reveals {hit.name}")
        if not (game.ask_bool(ChoiceKind.MAY, ctx.controller, f"cast {hit.name} without paying its mana cost?")
                and cast_free(game, ctx.controller, hit.id)):
            exiled.append(hit.id)
    bottom_in_random_order(game, exiled)


def _discover(game, ctx, e: Discover):
    """CR 701.57a: the card goes to the hand when it isn't cast (declined, or it can't be)."""
    from ..engine.evaluation import amount
    from ..engine.query import is_type
    from ..engine.zones import move
    from ..engine.evaluation import players
    n = amount(game, ctx, e.amount)
    who = players(game, ctx, e.player)
    if not who:
        return
    hit, exiled = exile_until(game, who[0], lambda o: not is_type(o, CardType.LAND, game.state)
                              and o.definition.mana_cost.mana_value <= n)
    if hit is not None:
        by = "" if who[0] == ctx.controller else f"{game.pname(who[0])}: "     # "that player discovers"
        game.record("discover", f"{by}discover {n} exiles {hit.name}")
        cast = hit.definition.mana_cost.mana_value <= n and game.ask_bool(
            ChoiceKind.MAY, who[0], f"cast {hit.name} without paying its mana cost?") \
            and cast_free(game, who[0], hit.id)
        if not cast and game.state.live(hit.id) is not None:
            move(game, hit.id, Zone.HAND)
    bottom_in_random_order(game, exiled)


def _renown(game, ctx, e: Renown):
    from ..engine.zones import put_counters
    o = _source_obj(game, ctx)
    if o is None or o.renowned or o.zone is not Zone.BATTLEFIELD:
        return
    put_counters(game, o, "+1/+1", e.n)
    o.renowned = True
    game.record("renown", f"{o.name} becomes renowned")
    game.emit(GameEvent("renowned", o.id, o.controller))       # "when ~ becomes renowned" (CR 702.112b)


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
            game.lose_life(p, 1)
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
    servo = TokenSpec(token_name(("Servo",)), 1, 1, (), (CardType.ARTIFACT, CardType.CREATURE), ("Servo",))
    run(game, ctx, (CreateToken(servo, Fixed(e.n)),))


def _living_weapon(game, ctx, e: LivingWeapon):
    from ..engine.attachments import attach
    from ..engine.vm import run
    germ = TokenSpec(token_name(("Phyrexian", "Germ")), 0, 0, (Color.BLACK,), subtypes=("Phyrexian", "Germ"))
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


@lru_cache(maxsize=None)
def family_keyword_triggers(k: KeywordAbility) -> tuple[TriggeredAbility, ...]:
    """The triggered abilities a keyword of this module stands for (each instance separately)."""
    name = k.name.lower()
    T = TriggeredAbility
    if name == "mentor":             # CR 702.134a
        return (T(Attacks(SelfRef()), (PutCounters(TargetRef(0), "+1/+1", Fixed(1)),),
                  (TargetSpec(_ATTACKING_SMALLER),)),)
    if name == "dethrone":           # CR 702.105a
        return (T(AttacksMostLife(), (PutCounters(SelfRef(), "+1/+1", Fixed(1)),)),)
    if name == "melee":              # CR 702.121a
        return (T(Attacks(SelfRef()), (MeleePump(),)),)
    if name == "myriad":             # CR 702.116a
        return (T(Attacks(SelfRef()), (MyriadCopies(),)),)
    if name == "provoke":            # CR 702.39a: "you may choose to have target creature ..."
        return (T(Attacks(SelfRef()), (Optional((Provoke(),)),), (TargetSpec(_DEFENDERS_CREATURE),)),)
    if name == "recover" and k.cost is not None:      # CR 702.59a
        return (T(CreatureToYourGraveyard(), (RecoverPay(k.cost),)),)
    if name == "ripple" and k.number:                 # CR 702.60a
        return (T(SpellCast(ObjectFilter(), Controller.YOU, self_only=True), (Ripple(k.number),)),)
    if name == "cipher":                              # CR 702.99a: the encoded creature's ability
        return (T(EncodedDealsDamage(), (CastEncodedCopy(),)),)
    if name == "champion" and k.quality is not None:   # CR 702.72a: two linked triggers
        from ..events import EntersBattlefield, LeavesBattlefield
        return (T(EntersBattlefield(SelfRef()), (ChampionExile(k.quality),)),
                T(LeavesBattlefield(SelfRef()), (ChampionReturn(),)))
    if name == "partner with" and k.card_name:
        return (partner_with_trigger(k.card_name),)
    if name == "replicate":          # CR 702.56a
        return (T(ReplicatePaid(), (ReplicateCopies(),)),)
    if name == "conspire":           # CR 702.78a
        return (T(ConspirePaid(), (ReplicateCopies(per_payment=False),)),)
    if name == "suspend":            # CR 702.62a: the upkeep trigger (the last counter: see above)
        return (T(SuspendedUpkeep(), (RemoveTimeCounter(),)),)
    if name.startswith("gift "):     # CR 702.174a: a permanent's gift (gifts.py)
        from .gifts import gift_triggers
        return gift_triggers(k)
    if name == "squad":              # CR 702.157a: the trigger linked to the additional cost
        from ..events import EntersBattlefield
        from ..filters import KeywordCostPaid
        return (T(EntersBattlefield(SelfRef()), (SquadCopies(),), condition=KeywordCostPaid("squad")),)
    if name == "offspring":          # CR 702.175a: the trigger linked to the optional cost
        from ..effects import CreateTokenCopy
        from ..events import EntersBattlefield
        from ..filters import KeywordCostPaid
        return (T(EntersBattlefield(SelfRef()), (CreateTokenCopy(SelfRef(), power_toughness=("1", "1")),),
                  condition=KeywordCostPaid("offspring")),)
    return ()


register_instructions({
    ReturnSourceCard: _return_source_card,
    RampagePump: _rampage,
    DefenderSacrifices: _defender_sacrifices,
    DefenderLosesLife: _defender_loses_life,
    PayOrSacrifice: _pay_or_sacrifice,
    CounterUpkeep: _counter_upkeep,
    StormCopies: _storm,
    Cascade: _cascade,
    Discover: _discover,
    Renown: _renown,
    Extort: _extort,
    Fabricate: _fabricate,
    LivingWeapon: _living_weapon,
    GraftMove: _graft,
})


def partner_with_trigger(card_name: str) -> TriggeredAbility:
    """CR 702.124j: "When this permanent enters, target player may put [name] into their hand from
    their library, then shuffle." The player looks through their library for a card of that name
    (CR 201.2), may put it into their hand, and shuffles (a search, CR 701.19, 701.20)."""
    from ..effects import SearchLibrary
    from ..events import EntersBattlefield
    from ..filters import PlayerRef
    named = ObjectFilter(name=card_name.lower(), zone=Zone.LIBRARY)
    return TriggeredAbility(EntersBattlefield(SelfRef()),
                            (SearchLibrary(named, Zone.HAND, player=PlayerRef.TARGET_PLAYER),),
                            (TargetSpec(None, players=Controller.ANY),))
