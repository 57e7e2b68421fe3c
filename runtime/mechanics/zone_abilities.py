"""Keywords that stand for an activated ability, most working from a hand or graveyard
(`ZoneAbility`, CR 113.6, 602.2): cycling and landcycling, unearth, embalm, eternalize, scavenge,
outlast, transmute, ninjutsu, reinforce."""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from ..abilities import ActivatedAbility, KeywordAbility, TargetSpec, Timing
from ..characteristics import CardType, Color, Step, Supertype, Zone
from ..costs import ExileFromZone, ManaCost, TapSelf
from ..effects import Draw, PutCounters, SearchLibrary
from ..engine.registry import register_instructions
from ..events import BeginningOfStep, Whose
from ..filters import Compare, Controller, Fixed, NumberTest, ObjectFilter, PowerOf, SelfRef, TargetRef
from ..keyword_abilities import DiscardSelf, ZoneAbility
from ..keyword_support import LANDCYCLING


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
    return hand_zone_ability(k)


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
    from ..engine.zones import enter_battlefield, tokens_to_create
    card = ctx.source_lki or game.state.objects[ctx.source_id]
    d = card.definition
    subtypes = tuple(s for s in d.subtypes) + (() if "Zombie" in d.subtypes else ("Zombie",))
    token = replace(d, mana_cost=ManaCost(), colors=(Color.BLACK,) if e.eternalize else (Color.WHITE,),
                    subtypes=subtypes, **({"power": "4", "toughness": "4"} if e.eternalize else {}))
    ctx.last = [enter_battlefield(game, token, ctx.controller, ctx.controller, is_token=True).id
                for _ in range(tokens_to_create(game, ctx.controller, 1))]


def _transmute(game, ctx, e: SearchSameManaValue):
    from ..engine.vm import run
    card = ctx.source_lki or game.state.objects[ctx.source_id]
    mv = card.definition.mana_cost.mana_value
    f = ObjectFilter(zone=Zone.LIBRARY, tests=(NumberTest("mana_value", Compare.EQ, mv),))
    run(game, ctx, (SearchLibrary(f, Zone.HAND, reveal=True),))


_UNBLOCKED_ATTACKER = ObjectFilter(types=(CardType.CREATURE,), controller=Controller.YOU, combat="unblocked")


@dataclass(frozen=True)
class NinjutsuEnter:
    """"Put this card onto the battlefield from your hand tapped and attacking", unblocked and
    attacking the player the returned creature attacked (CR 702.49a, c)."""


def hand_zone_ability(k: KeywordAbility):
    """Activated abilities from the hand: ninjutsu (CR 702.49a): "[Cost], Reveal this card from
    your hand, Return an unblocked attacking creature you control to its owner's hand: Put this
    card onto the battlefield from your hand tapped and attacking." """
    from ..costs import ReturnToHandCost
    from ..keyword_abilities import ZoneAbility
    if k.name.lower() == "ninjutsu" and k.cost is not None:
        return ZoneAbility((k.cost, ReturnToHandCost(_UNBLOCKED_ATTACKER)), (NinjutsuEnter(),),
                           keyword="ninjutsu", zone=Zone.HAND)
    if k.name.lower() == "reinforce" and k.cost is not None:
        # CR 702.77a: "[Cost], Discard this card: Put N +1/+1 counters on target creature."
        from ..filters import XValue
        from ..keyword_abilities import DiscardSelf
        n = Fixed(k.number) if k.number is not None else XValue()
        return ZoneAbility((k.cost, DiscardSelf()), (PutCounters(TargetRef(0), "+1/+1", n),),
                           (TargetSpec(ObjectFilter(types=(CardType.CREATURE,))),), keyword="reinforce",
                           zone=Zone.HAND)
    return None


def _ninjutsu(game, ctx, e: NinjutsuEnter):
    from ..engine.zones import move
    state = game.state
    card = state.live(ctx.source_id)
    combat = state.combat
    if card is None or card.zone is not Zone.HAND or combat is None:
        return
    game.record("reveal", f"{game.pname(ctx.controller)} reveals {card.name} (ninjutsu)")
    defenders = [combat.defender[a] for a in combat.attackers if a in combat.defender]
    defender = defenders[0] if defenders else next(p for p in state.apnap() if p != ctx.controller)
    new = move(game, card.id, Zone.BATTLEFIELD, controller=ctx.controller, tapped=True)
    if new is None:
        return
    combat.attackers.append(new.id)          # attacking, unblocked; it never "attacked" (CR 508.4)
    combat.defender[new.id] = defender
    combat.blockers[new.id] = []
    ctx.last = [new.id]


register_instructions({
    Unearthed: _unearthed,
    EmbalmToken: _embalm,
    SearchSameManaValue: _transmute,
    NinjutsuEnter: _ninjutsu,
})
