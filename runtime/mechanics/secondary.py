"""More keyword mechanics (CR 702), beyond mechanics.py.

- split cards: fuse (CR 702.102) and aftermath (CR 702.127), see split.py;
- cost reductions as a spell is cast (`cost_reductions`): affinity, undaunted;
- suspend (CR 702.62): a special action from the hand, and triggers that work from exile;
- triggered keywords: mentor, dethrone, melee, myriad, provoke, champion;
- banding (CR 702.22): attacking bands, blocked together, damage divided by the other side;
- as a spell is cast (`cast_modifications`): overload, splice onto Arcane, replicate, awaken,
  conspire, and the extra discard of retrace and jump-start (cast from a graveyard);
- recover (from a graveyard), ripple, cipher (encoded cards in exile), miracle (as it's drawn);
- phasing (as the untap step begins); ninjutsu (an activated ability from the hand);
- entering modifications (`entering_more`): devour, amplify, sunburst;
- partner, which changes only Commander deck construction (CR 702.124a): nothing in a game.

Triggered keywords become TriggeredAbility objects (`more_keyword_triggers`, asked by
mechanics.keyword_triggers); engine-only instructions are registered in vm._HANDLERS
(`HANDLERS`). Nothing here imports the compiler. Every choice goes through the Game's decider.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import TYPE_CHECKING

from ..abilities import KeywordAbility, TargetSpec, TriggeredAbility
from ..characteristics import CardType, ManaType, Step, Zone
from ..costs import ManaCost, ManaSymbol, SymbolKind
from ..engine.decider import ChoiceKind
from ..effects import Optional, PutCounters
from ..errors import IllegalAction
from ..events import Attacks, BeginningOfStep, SpellCast, Whose
from ..filters import Compare, Controller, Fixed, NumberTest, ObjectFilter, SelfRef, TargetRef
from ..engine.query import keyword
from .primary import _EngineEvent
from ..engine.registry import HOOKS, register_instructions

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.objects import GameObject

# Keywords whose rules this module (and split.py) implements.
MORE_KEYWORDS = frozenset({
    "fuse", "aftermath",                       # split.py, actions.cast (CR 702.102, 702.127)
    "affinity", "undaunted",                   # cost_reductions (CR 702.41, 702.125)
    "suspend",                                 # CR 702.62
    "mentor", "dethrone", "melee", "myriad", "provoke",
    "devour", "amplify", "sunburst",
    "partner",                                 # Commander deck construction only (CR 702.124a)
    "banding",                                 # combat.py hooks (CR 702.22)
    "phasing",                                 # turn.begin_step (CR 702.26)
    "recover", "ripple", "cipher", "miracle",  # CR 702.59, 702.60, 702.99, 702.94
    "ninjutsu", "reinforce",                   # more_zone_ability (CR 702.49, 702.77)
    "tribute", "prowl",                        # entering_more, cast_modifications (CR 702.104, 702.76)
    "champion",                                # two linked triggers (CR 702.72)
    "awaken", "conspire", "retrace", "jump-start",   # cast_modifications (CR 702.113, 702.78, 702.81, 702.133)
    "overload", "splice onto arcane", "replicate",   # cast_modifications (CR 702.96, 702.47, 702.56)
})


# ====================================================================== cost reductions
def _less_generic(cost: ManaCost, less: int) -> ManaCost:
    """Reductions lower only the generic part of a cost (CR 601.2f, 118.7c)."""
    kept = []
    for s in cost.symbols:
        if s.kind is SymbolKind.GENERIC and less > 0:
            cut = min(less, s.generic)
            less -= cut
            if s.generic - cut:
                kept.append(ManaSymbol(SymbolKind.GENERIC, generic=s.generic - cut))
        else:
            kept.append(s)
    return ManaCost(tuple(kept))


@HOOKS.cost_reductions.register
def cost_reductions(game: Game, player: int, spell: GameObject, cost: ManaCost) -> ManaCost:
    """Affinity for [text] (CR 702.41a): {1} less for each [text] you control; undaunted
    (CR 702.125a): {1} less for each opponent you have. Each instance applies (702.41b, 702.125c)."""
    from ..engine.query import candidates
    state = game.state
    less = 0
    for a in spell.definition.abilities:
        if not isinstance(a, KeywordAbility):
            continue
        name = a.name.lower()
        if name == "affinity" and a.quality is not None:
            f = replace(a.quality, controller=Controller.YOU, zone=Zone.BATTLEFIELD)
            less += len(candidates(state, f, player, spell.id))
        elif name == "undaunted":
            less += sum(1 for p in state.players if p.index != player and not p.lost)
    return _less_generic(cost, less) if less else cost


# ====================================================================== suspend (CR 702.62)
def suspend(game: Game, player: int, oid: int) -> None:
    """The special action (CR 116.2f, 702.62a): if you could begin to cast this card from your
    hand, pay its suspend cost and exile it with N time counters on it (X for "suspend X")."""
    from ..engine.actions import _choose_x, _need_priority
    from ..engine.payment import Payer
    from ..engine.query import has_keyword, is_type
    from ..engine.turn import give_priority, sorcery_timing_problem
    from ..engine.zones import move
    state = game.state
    card = state.live(oid)
    k = keyword(card, "suspend") if card is not None else None
    if card is None or k is None or k.cost is None:
        raise IllegalAction(f"CR 702.62a: {card.name if card else oid} has no suspend ability")
    if oid not in state.players[player].hand:
        raise IllegalAction(f"CR 702.62a: {card.name} is not in {game.pname(player)}'s hand")
    _need_priority(game, player, "suspend a card")
    if is_type(card, CardType.LAND):
        raise IllegalAction(f"CR 305.9: {card.name} is a land; it can't be cast")
    if not (is_type(card, CardType.INSTANT) or has_keyword(state, card, "flash")):
        problem = sorcery_timing_problem(game, player)
        if problem:                                  # CR 702.62a, 702.62c: could begin to cast it
            raise IllegalAction(f"CR 702.62a: {card.name} can't be cast now; {problem}")
    x = _choose_x(game, player, k.cost) if k.number is None else 0
    paid = Payer(game, player, card, x).pay_all((k.cost,))
    n = k.number if k.number is not None else x
    new = move(game, oid, Zone.EXILE)
    new.counters["time"] = n
    game.record("suspend", f"{game.pname(player)} suspends {new.name} with {n} time counter(s)"
                + (f" paying {', '.join(paid)}" if paid else ""), object_id=new.id)
    give_priority(game, player)


def suspended(o: GameObject | None) -> bool:
    """CR 702.62b: in exile, with suspend and a time counter on it."""
    return (o is not None and not o.gone and o.zone is Zone.EXILE and keyword(o, "suspend") is not None
            and o.counters.get("time", 0) > 0)


@HOOKS.zone_trigger_sources.register
def zone_trigger_sources(game: Game, event) -> list:
    """Cards outside the battlefield whose keyword triggers may trigger: suspended cards
    (CR 702.62a), recover cards in a graveyard (CR 702.59a), cipher cards encoded on a creature
    (CR 702.99a: the creature has the ability; the exiled card stands for it here)."""
    state = game.state
    found = [state.objects[i] for p in state.players for i in p.graveyard
             if i != event.object_id and works_from_graveyard(state.objects[i].definition)]
    if event.kind == "step":
        return found + [state.objects[i] for p in state.players for i in p.exile
                        if suspended(state.objects.get(i))]
    if event.kind == "dies":
        return found + [state.objects[i] for p in state.players for i in p.graveyard
                        if i != event.object_id and keyword(state.objects[i], "recover") is not None
                        and not works_from_graveyard(state.objects[i].definition)]
    if event.kind == "damage":
        return found + [state.objects[i] for p in state.players for i in p.exile
                        if state.objects[i].encoded_on is not None
                        and state.objects[i].encoded_on == event.object_id]
    return found


def _moves_self(value, zone: Zone | None = None) -> bool:
    """Whether an effect tree moves the ability's own object (ReturnToHand / to the battlefield
    of SelfRef), out of `zone` as the text names it when a zone is given."""
    import dataclasses
    from ..effects import ReturnToHand
    if isinstance(value, ReturnToHand) or type(value).__name__ == "ReturnToBattlefield":
        return isinstance(getattr(value, "objects", None), SelfRef) \
            and (zone is None or getattr(value, "from_zone", None) is zone)
    if isinstance(value, tuple):
        return any(_moves_self(v, zone) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(_moves_self(getattr(value, f.name), zone) for f in dataclasses.fields(value))
    return False


@lru_cache(maxsize=4096)
def works_from_graveyard(definition) -> bool:
    """CR 113.6m: a triggered ability whose effect moves the card itself out of the graveyard
    functions from its owner's graveyard: any such ability of an instant or sorcery card, and,
    of a permanent card, one that names the zone ("return ~ from your graveyard to ...")."""
    if CardType.INSTANT not in definition.types and CardType.SORCERY not in definition.types:
        return any(functions_from_graveyard(a) for a in definition.abilities)
    return any(isinstance(a, TriggeredAbility) and _moves_self(a.effects) for a in definition.abilities)


def functions_from_graveyard(ability) -> bool:
    """A permanent card's triggered ability that returns the card "from your graveyard"."""
    return isinstance(ability, TriggeredAbility) and _moves_self(ability.effects, Zone.GRAVEYARD)


@HOOKS.functions_where_it_is.register
def functions_where_it_is(o, ability, event) -> bool:
    """CR 113.6 / 113.6m for a permanent card's own triggered abilities: one that returns the
    card from the graveyard functions only there; the others don't function in the graveyard.
    A leaves-the-battlefield trigger looks back at the card that left (CR 603.10a)."""
    if CardType.INSTANT in o.definition.types or CardType.SORCERY in o.definition.types \
            or o.id == event.object_id or event.kind == "cycled" or ability not in o.definition.abilities:
        return True
    if functions_from_graveyard(ability):
        return o.zone is Zone.GRAVEYARD
    return o.zone is not Zone.GRAVEYARD


@dataclass(frozen=True)
class SuspendedUpkeep(_EngineEvent):
    """"At the beginning of your upkeep, if this card is suspended" (CR 702.62a, 603.4)."""

    def engine_match(self, game, event, controller, source_id):
        state = game.state
        return (event.kind == "step" and event.data.get("step") is Step.UPKEEP
                and state.active == controller and suspended(state.objects.get(source_id)))


@dataclass(frozen=True)
class RemoveTimeCounter:
    """Remove a time counter from the suspended card; when the last is removed, its second
    trigger casts it (CR 702.62a)."""


@dataclass(frozen=True)
class CastSuspended:
    """"When the last time counter is removed from this card, if it's exiled, play it without
    paying its mana cost if able. If you can't, it remains exiled. If you cast a creature spell
    this way, it gains haste" (CR 702.62a)."""


def _remove_time_counter(game, ctx, e: RemoveTimeCounter):
    from ..engine.objects import PendingTrigger
    from ..engine.state import _clone_object
    o = game.state.live(ctx.source_id)
    if not suspended(o):                         # the intervening "if" again (CR 603.4)
        return
    o.counters["time"] -= 1
    game.record("counters", f"a time counter is removed from {o.name} (now {o.counters['time']})")
    if o.counters["time"] == 0:
        game.state.pending.append(PendingTrigger(o.owner, o.id, _clone_object(o), (CastSuspended(),), (),
                                                 None, f"{o.name}'s suspend: cast it"))
        game.record("trigger", f"the last time counter is removed from {o.name}", source_id=o.id)


def _cast_suspended(game, ctx, e: CastSuspended):
    from .primary import cast_free
    from ..engine.query import is_type
    state = game.state
    o = state.live(ctx.source_id)
    if o is None or o.zone is not Zone.EXILE:
        return
    creature = is_type(o, CardType.CREATURE)
    if cast_free(game, ctx.controller, o.id) and creature:
        spell = state.objects[state.stack[-1].source_id]
        spell.rider_keywords.append("haste")      # until you lose control of it (CR 702.62a)


# ====================================================================== recover, ripple, cipher, miracle
@dataclass(frozen=True)
class CreatureToYourGraveyard(_EngineEvent):
    """"When a creature is put into your graveyard from the battlefield", while this card is in
    your graveyard (recover, CR 702.59a)."""

    def engine_match(self, game, event, controller, source_id):
        from ..engine.query import is_creature
        state = game.state
        me, dead = state.objects.get(source_id), state.objects.get(event.object_id)
        return (event.kind == "dies" and me is not None and not me.gone and me.zone is Zone.GRAVEYARD
                and dead is not None and dead.owner == controller and is_creature(dead))


@dataclass(frozen=True)
class RecoverPay:
    """"You may pay [cost]. If you do, return this card from your graveyard to your hand.
    Otherwise, exile this card." (CR 702.59a)"""

    cost: ManaCost


def _recover(game, ctx, e: RecoverPay):
    from ..engine.payment import Payer
    from ..engine.zones import move
    card = game.state.live(ctx.source_id)
    if card is None or card.zone is not Zone.GRAVEYARD:
        return
    if game.ask_bool(ChoiceKind.MAY, ctx.controller, f"recover: pay for {card.name}?") and game.dry_run(
            lambda: Payer(game, ctx.controller, card, 0).pay_all((e.cost,))) is None:
        Payer(game, ctx.controller, card, 0).pay_all((e.cost,))
        game.record("recover", f"{game.pname(ctx.controller)} pays to return {card.name} to hand")
        move(game, card.id, Zone.HAND)
        return
    game.record("recover", f"{card.name} is exiled (recover not paid)")
    move(game, card.id, Zone.EXILE)


@dataclass(frozen=True)
class Ripple:
    """Reveal the top N cards; cast any with this spell's name without paying their mana costs;
    the rest go on the bottom in any order (CR 702.60a)."""

    n: int


def _ripple(game, ctx, e: Ripple):
    from .primary import cast_free
    from ..engine.zones import move
    state = game.state
    me = state.players[ctx.controller]
    source = ctx.source_lki or state.objects[ctx.source_id]
    if not me.library or not game.ask_bool(ChoiceKind.MAY, ctx.controller, f"ripple {e.n}: reveal the top "
                                                                           f"{e.n} cards?"):
        return
    shown = list(me.library[:e.n])
    game.record("reveal", f"{game.pname(ctx.controller)} reveals "
                + ", ".join(state.objects[i].name for i in shown) + " (ripple)")
    rest = []
    for oid in shown:
        if state.objects[oid].name == source.name and game.ask_bool(
                ChoiceKind.MAY, ctx.controller, f"cast {state.objects[oid].name} without paying its mana cost?"):
            state.may_play.append(oid)
            ok = cast_free(game, ctx.controller, oid)
            if oid in state.may_play:
                state.may_play.remove(oid)
            if ok:
                continue
        rest.append(oid)
    for oid in rest:
        if state.live(oid) is not None:
            move(game, oid, Zone.LIBRARY, to_bottom=True)


@HOOKS.cipher_encode.register
def cipher_encode(game: Game, spell) -> bool:
    """CR 702.99a: as a spell with cipher resolves, if it's represented by a card, you may exile
    it encoded on a creature you control. True if it was."""
    from ..engine.query import is_creature
    from ..engine.zones import move
    state = game.state
    if spell.is_copy or keyword(spell, "cipher") is None:
        return False
    mine = [i for i in sorted(state.battlefield) if state.objects[i].controller == spell.controller
            and is_creature(state.objects[i])]
    if not mine or not game.ask_bool(ChoiceKind.MAY, spell.controller, f"encode {spell.name} on a creature?"):
        return False
    host = game.ask_objects(ChoiceKind.CHOOSE, spell.controller, f"encode {spell.name} on", mine, 1, 1)[0]
    new = move(game, spell.id, Zone.EXILE)
    if new is None:
        return True
    new.encoded_on = host
    game.record("cipher", f"{new.name} is encoded on {state.objects[host].name}", object_id=new.id)
    return True


@dataclass(frozen=True)
class EncodedDealsDamage(_EngineEvent):
    """"Whenever this creature deals combat damage to a player" of the creature a cipher card is
    encoded on, while it stays exiled and the creature on the battlefield (CR 702.99a, c)."""

    def engine_match(self, game, event, controller, source_id):
        state = game.state
        card = state.objects.get(source_id)
        if card is None or card.gone or card.zone is not Zone.EXILE or card.encoded_on is None:
            return False
        host = state.live(card.encoded_on)
        return (event.kind == "damage" and event.object_id == card.encoded_on and host is not None
                and host.zone is Zone.BATTLEFIELD and bool(event.data.get("combat"))
                and bool(event.data.get("to_player")))


@dataclass(frozen=True)
class CastEncodedCopy:
    """"You may copy the encoded card and you may cast the copy without paying its mana cost"
    (CR 702.99a, 707.12)."""


def _cast_encoded_copy(game, ctx, e: CastEncodedCopy):
    from .primary import cast_free
    from ..engine.zones import create_object
    state = game.state
    card = state.live(ctx.source_id)
    if card is None or card.zone is not Zone.EXILE:
        return
    if not game.ask_bool(ChoiceKind.MAY, ctx.controller, f"cast a copy of {card.name} (cipher)?"):
        return
    copy = create_object(game, card.definition, ctx.controller, Zone.EXILE)
    copy.is_copy = True                          # a copy of a card, cast (CR 707.12)
    state.may_play.append(copy.id)
    if not cast_free(game, ctx.controller, copy.id):
        from ..engine.zones import remove_from_zone
        remove_from_zone(game, copy)
        copy.gone = True
    if copy.id in state.may_play:
        state.may_play.remove(copy.id)


@dataclass(frozen=True)
class MiracleCast:
    """"When you reveal this card this way, you may cast it by paying [cost] rather than its
    mana cost" (CR 702.94a)."""


@HOOKS.card_drawn.register
def card_drawn(game: Game, player: int, card) -> None:
    """Counts the cards a player draws each turn; miracle: the first one drawn this turn may be
    revealed, and its trigger lets it be cast for its miracle cost (CR 702.94a)."""
    from ..engine.objects import PendingTrigger
    from ..engine.state import _clone_object
    state = game.state
    p = state.players[player]
    turn, n = p.drawn
    p.drawn = (state.turn, (n if turn == state.turn else 0) + 1)
    if card is None or p.drawn[1] != 1 or card.zone is not Zone.HAND:
        return
    k = keyword(card, "miracle")
    if k is None or k.cost is None or not game.ask_bool(ChoiceKind.MAY, player, f"reveal {card.name} "
                                                                                   "(miracle)?"):
        return
    game.record("reveal", f"{game.pname(player)} reveals {card.name} as they draw it (miracle)")
    state.pending.append(PendingTrigger(player, card.id, _clone_object(card), (MiracleCast(),), (), None,
                                        f"{card.name}'s miracle trigger"))
    game.record("trigger", f"{card.name}'s miracle ability triggers", source_id=card.id)


def _miracle_cast(game, ctx, e: MiracleCast):
    from .primary import may_cast_from
    may_cast_from(game, ctx, Zone.HAND, "miracle", "miracle")


# ====================================================================== triggered keywords
@dataclass(frozen=True)
class AttacksMostLife(_EngineEvent):
    """"Whenever this creature attacks the player with the most life or tied for most life"
    (dethrone, CR 702.105a)."""

    def engine_match(self, game, event, controller, source_id):
        state = game.state
        combat = state.combat
        if event.kind != "attacks" or event.object_id != source_id or combat is None:
            return False
        defender = combat.defender.get(source_id)
        if defender is None:
            return False
        most = max(p.life for p in state.players if not p.lost)
        return state.players[defender].life >= most


@dataclass(frozen=True)
class MeleePump:
    """+1/+1 until end of turn for each opponent you attacked with a creature this combat
    (melee, CR 702.121a)."""


@dataclass(frozen=True)
class MyriadCopies:
    """For each opponent other than the defending player, you may create a token copy of it
    tapped and attacking that player; exile the tokens at end of combat (myriad, CR 702.116a)."""


@dataclass(frozen=True)
class Provoke:
    """The target creature blocks this creature this combat if able; untap it (CR 702.39a)."""


_ATTACKING_SMALLER = ObjectFilter(types=(CardType.CREATURE,), combat="attacking",
                                  tests=(NumberTest("power", Compare.LT, 0, than_source="power"),))
_DEFENDERS_CREATURE = ObjectFilter(types=(CardType.CREATURE,), controller=Controller.DEFENDING)


@lru_cache(maxsize=None)
def more_keyword_triggers(k: KeywordAbility) -> tuple[TriggeredAbility, ...]:
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
    if name == "replicate":          # CR 702.56a
        return (T(ReplicatePaid(), (ReplicateCopies(),)),)
    if name == "conspire":           # CR 702.78a
        return (T(ConspirePaid(), (ReplicateCopies(per_payment=False),)),)
    if name == "suspend":            # CR 702.62a: the upkeep trigger (the last counter: see above)
        return (T(SuspendedUpkeep(), (RemoveTimeCounter(),)),)
    return ()


def _melee(game, ctx, e: MeleePump):
    from ..engine.objects import TimedModification
    state = game.state
    o = state.live(ctx.source_id)
    combat = state.combat
    if o is None or o.zone is not Zone.BATTLEFIELD or combat is None:
        return
    attacked = {combat.defender[a] for a in combat.attackers
                if a in combat.defender and state.objects[a].controller == ctx.controller
                and combat.defender[a] != ctx.controller}
    if attacked:
        o.modifications.append(TimedModification(len(attacked), len(attacked)))
        game.record("pump", f"{o.name} gets +{len(attacked)}/+{len(attacked)} until end of turn (melee)")


def _myriad(game, ctx, e: MyriadCopies):
    from ..effects import Exile
    from ..engine.state import _clone_object
    from ..engine.triggers import add_delayed
    from ..engine.zones import enter_battlefield
    state = game.state
    o = state.live(ctx.source_id)
    combat = state.combat
    if o is None or combat is None:
        return
    defending = combat.defender.get(o.id)
    for p in state.apnap():
        if p in (ctx.controller, defending) or state.players[p].lost:
            continue
        if not game.ask_bool(ChoiceKind.MAY, ctx.controller, f"myriad: create a copy of {o.name} "
                                                              f"attacking {game.pname(p)}?"):
            continue
        token = enter_battlefield(game, o.definition, ctx.controller, ctx.controller, is_token=True,
                                  tapped=True)
        combat.attackers.append(token.id)          # attacking, but it never "attacked" (CR 508.4)
        combat.defender[token.id] = p
        combat.blockers[token.id] = []
        add_delayed(game, BeginningOfStep(Step.END_OF_COMBAT, Whose.THIS_TURN), (Exile(SelfRef()),),
                    ctx.controller, token.id, _clone_object(token), 0, f"exile the myriad token {token.name}")


def _provoke(game, ctx, e: Provoke):
    from ..engine.events_bus import GameEvent
    state = game.state
    combat = state.combat
    targets = [t.object_id for g in ctx.targets for t in g if t.object_id is not None]
    if combat is None or not targets or ctx.source_id not in combat.attackers:
        return
    o = state.live(targets[0])
    if o is None:
        return
    combat.must_block[o.id] = ctx.source_id
    if o.tapped:
        o.tapped = False
        game.emit(GameEvent("untapped", o.id, o.controller))
    game.record("provoke", f"{o.name} must block {state.objects[ctx.source_id].name} this combat if able")


@HOOKS.block_requirement_problem.register
def block_requirement_problem(game: Game, blocks: dict) -> str | None:
    """CR 509.1c: a provoked creature that could block the provoking creature must (CR 702.39a)."""
    from ..engine.combat import block_problem
    state = game.state
    combat = state.combat
    if combat is None:
        return None
    for bid, aid in sorted(combat.must_block.items()):
        b = state.live(bid)
        if b is None or aid not in combat.attackers or b.zone is not Zone.BATTLEFIELD:
            continue
        chosen = blocks.get(bid)
        chosen = list(chosen) if isinstance(chosen, (list, tuple)) else ([] if chosen is None else [chosen])
        if aid not in chosen and block_problem(game, b, aid) is None:
            return (f"CR 509.1c, 702.39a: {b.name} must block {state.objects[aid].name} this combat "
                    "if able (provoke)")
    return None


# ====================================================================== casting: overload, splice, replicate
def map_refs(value, fn):
    """`value` (an effect tree of frozen dataclasses and tuples) with every object reference
    replaced by fn(ref) (fn returns the ref itself to keep it)."""
    import dataclasses
    from ..filters import TargetRef as _T, EachRef as _E
    if isinstance(value, (_T, _E)):
        return fn(value)
    if isinstance(value, tuple):
        return tuple(map_refs(v, fn) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {}
        for f in dataclasses.fields(value):
            old = getattr(value, f.name)
            new = map_refs(old, fn)
            if new is not old:
                changes[f.name] = new
        return dataclasses.replace(value, **changes) if changes else value
    return value


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
    from ..abilities import SpellAbility
    from ..effects import ChooseModes
    ability = next((a for a in d.abilities if isinstance(a, SpellAbility)), None)
    return ability is not None and not any(isinstance(e, ChooseModes) for e in ability.effects)


@HOOKS.cast_modifications.register
def cast_modifications(game: Game, player: int, spell: GameObject, definition, alt: str | None,
                       effects: tuple, specs: tuple) -> tuple[tuple, tuple, list]:
    """As a spell is announced (CR 601.2b): overload (CR 702.96a) changes its text; splice
    (CR 702.47a) copies the text of cards revealed from the hand onto an Arcane spell, adding
    their splice costs; replicate (CR 702.56a) is paid any number of times.
    Returns (effects, target specs, additional costs)."""
    from ..abilities import SpellAbility
    state = game.state
    costs: list = []
    if alt == "overload":
        effects, specs = overloaded(effects, specs)
    if any(s.lower() == "arcane" for s in definition.subtypes):
        for oid in list(state.players[player].hand):
            card = state.objects[oid]
            k = keyword(card, "splice onto arcane")
            if oid == spell.id or k is None or k.cost is None or not _spliceable(card.definition):
                continue
            if not game.ask_bool(ChoiceKind.MAY, player, f"splice {card.name} onto {definition.name}?"):
                continue
            text = next(a for a in card.definition.abilities if isinstance(a, SpellAbility))
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
    if alt in ("retrace", "jump-start"):      # CR 702.81a, 702.133a: discard a (land) card too
        from .primary import discard
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
        from ..effects import Animate
        yours = ObjectFilter(types=(CardType.LAND,), controller=Controller.YOU)
        at = TargetRef(len(specs))           # CR 702.113a: "also ... target land you control"
        effects = tuple(effects) + (
            Animate(at, 0, 0, (CardType.CREATURE,), ("Elemental",), keywords=("haste",), keep_types=True),
            PutCounters(at, "+1/+1", Fixed(k.number or 0)))
        specs = tuple(specs) + (TargetSpec(yours),)
    k = keyword(definition, "conspire")
    if k is not None:                         # CR 702.78a: tap two creatures sharing a color with it
        from ..engine.query import candidates, object_colors
        mine = set(object_colors(spell))
        pool = [i for i in candidates(state, ObjectFilter(types=(CardType.CREATURE,), controller=Controller.YOU,
                                                          tapped=False), player, spell.id)
                if mine & set(object_colors(state.objects[i]))]
        if len(pool) >= 2 and game.ask_bool(ChoiceKind.MAY, player, f"conspire {definition.name}?"):
            from ..engine.zones import tap
            for oid in game.ask_objects(ChoiceKind.TAP_COST, player, "conspire: tap two creatures", pool, 2, 2):
                tap(game, state.objects[oid], "conspire")
            spell.conspired = True
            game.record("pay", f"{game.pname(player)} conspires {definition.name}")
    k = keyword(definition, "replicate")
    if k is not None and k.cost is not None:
        times = game.ask_one(ChoiceKind.X, player, f"pay the replicate cost of {definition.name} how many "
                             "times?", [(i, str(i)) for i in range(0, 6)])
        spell.replicated = times
        costs.extend([k.cost] * times)
    return effects, specs, costs


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


# ====================================================================== champion (CR 702.72)
@dataclass(frozen=True)
class ChampionExile:
    """"When this enters, sacrifice it unless you exile another [object] you control"
    (CR 702.72a)."""

    quality: ObjectFilter


@dataclass(frozen=True)
class ChampionReturn:
    """"When this leaves the battlefield, return the exiled card to the battlefield under its
    owner's control" (CR 702.72a; linked abilities, CR 607.2k)."""


def _champion_exile(game, ctx, e: ChampionExile):
    from ..engine.query import candidates
    from ..engine.zones import move
    state = game.state
    o = state.live(ctx.source_id)
    if o is None or o.zone is not Zone.BATTLEFIELD:
        return
    f = replace(e.quality, controller=Controller.YOU, other=True, zone=Zone.BATTLEFIELD)
    pool = [i for i in candidates(state, f, ctx.controller, o.id) if state.objects[i].controller == ctx.controller]
    chosen = game.ask_objects(ChoiceKind.CHOOSE, ctx.controller, f"champion: exile another "
                              f"permanent you control (else {o.name} is sacrificed)", pool, 0, 1) if pool else []
    if not chosen:
        game.record("sacrifice", f"{o.name} is sacrificed (nothing championed)")
        move(game, o.id, Zone.GRAVEYARD)
        return
    name = state.objects[chosen[0]].name
    new = move(game, chosen[0], Zone.EXILE)
    o.championed = new.id if new is not None else None
    game.record("champion", f"{o.name} champions {name}", object_id=o.id)


def _champion_return(game, ctx, e: ChampionReturn):
    from ..engine.zones import move
    state = game.state
    lki = ctx.source_lki or state.objects.get(ctx.source_id)
    card = state.live(lki.championed) if lki is not None and lki.championed is not None else None
    if card is None or card.zone is not Zone.EXILE:
        return
    move(game, card.id, Zone.BATTLEFIELD, controller=card.owner)


# ====================================================================== tribute, prowl
@HOOKS.keyword_cost_paid.register
def keyword_cost_paid(source, cond) -> bool:
    """KeywordCostPaid: tribute was paid as it entered (CR 702.104b); it was cast for its prowl
    cost (CR 702.76a)."""
    name = cond.keyword.lower()
    if name == "tribute":
        done = source.tribute_paid
    else:
        done = source.cast_with == name
    return done == cond.paid


@HOOKS.note_combat_damage.register
def note_combat_damage(game: Game, source) -> None:
    """Remember that a source dealt combat damage to a player this turn, with its controller
    and creature types (prowl, CR 702.76a)."""
    state = game.state
    state.combat_damage_by = state.combat_damage_by + (
        (state.turn, source.controller, tuple(s.lower() for s in source.definition.subtypes)),)


def prowl_allowed(game: Game, player: int, definition) -> bool:
    """CR 702.76a: a player was dealt combat damage this turn by a source that, at the time,
    was under your control and had any of this spell's creature types."""
    kinds = {s.lower() for s in definition.subtypes}
    state = game.state
    return any(turn == state.turn and who == player and (kinds & set(types))
               for turn, who, types in state.combat_damage_by) if kinds else False


# ====================================================================== ninjutsu (CR 702.49)
_UNBLOCKED_ATTACKER = ObjectFilter(types=(CardType.CREATURE,), controller=Controller.YOU, combat="unblocked")


@dataclass(frozen=True)
class NinjutsuEnter:
    """"Put this card onto the battlefield from your hand tapped and attacking", unblocked and
    attacking the player the returned creature attacked (CR 702.49a, c)."""


def more_zone_ability(k: KeywordAbility):
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


# ====================================================================== phasing (CR 702.26)
@HOOKS.phasing.register
def phasing(game: Game) -> None:
    """CR 502.1, 702.26a: as the untap step begins, the active player's phased-in permanents
    with phasing phase out and their phased-out permanents phase in, simultaneously. A phased-out
    permanent is treated as though it doesn't exist (CR 702.26b) but doesn't change zones
    (CR 702.26d): it stays the same object, off the battlefield list. What is attached to a
    permanent phasing out phases out with it (indirectly, CR 702.26g), and phases in with it."""
    from ..engine.query import has_keyword
    state = game.state
    active = state.active
    coming_in = [i for i in state.phased_out if state.objects[i].controller == active
                 and state.objects[i].phased_with is None]
    going_out = [i for i in sorted(state.battlefield) if state.objects[i].controller == active
                 and has_keyword(state, state.objects[i], "phasing")]
    if not coming_in and not going_out:
        return
    out = list(going_out)
    for host in going_out:                       # attached things phase out indirectly
        for i in sorted(state.battlefield):
            o = state.objects[i]
            if o.attached_to == host and i not in out:
                out.append(i)
                o.phased_with = host
    for i in out:
        state.battlefield.remove(i)
        game.record("phasing", f"{state.objects[i].name} phases out", object_id=i)
    back = list(coming_in) + [i for i in state.phased_out if state.objects[i].phased_with in coming_in]
    state.phased_out = tuple(i for i in state.phased_out if i not in back) + tuple(out)
    for i in back:
        state.objects[i].phased_with = None
        state.battlefield.append(i)
        game.record("phasing", f"{state.objects[i].name} phases in", object_id=i)
    state.battlefield.sort()


# ====================================================================== banding (CR 702.22)
@HOOKS.declare_bands.register
def declare_bands(game: Game, combat) -> None:
    """CR 702.22c: as attackers are declared, the attacking player may put attacking creatures
    with banding and up to one attacking creature without banding into a band (two players:
    all attack the same player, CR 702.22d)."""
    from ..engine.query import has_keyword
    state = game.state
    banded: set[int] = set()
    for oid in list(combat.attackers):
        if oid in banded or not has_keyword(state, state.objects[oid], "banding"):
            continue
        with_banding = [i for i in combat.attackers if i != oid and i not in banded
                        and has_keyword(state, state.objects[i], "banding")]
        band = [oid] + (game.ask_objects(ChoiceKind.CHOOSE, state.active,
                                         f"banding: which attacking creatures with banding band with "
                                         f"{state.objects[oid].name}?", with_banding, 0, len(with_banding))
                        if with_banding else [])
        without = [i for i in combat.attackers if i not in band and i not in banded
                   and not has_keyword(state, state.objects[i], "banding")]
        if without:
            band += game.ask_objects(ChoiceKind.CHOOSE, state.active, "banding: up to one attacking "
                                     "creature without banding joins the band", without, 0, 1)
        if len(band) < 2:
            continue
        banded.update(band)
        combat.bands.append(band)
        game.record("band", "attacking band: " + ", ".join(state.objects[i].name for i in band))


@HOOKS.band_blocked.register
def band_blocked(game: Game, combat) -> None:
    """CR 702.22h: if a creature in a band becomes blocked by a creature, each other creature in
    the band becomes blocked by that same creature."""
    state = game.state
    for band in combat.bands:
        members = [i for i in band if i in combat.attackers]       # CR 702.22f
        blockers = sorted({b for i in members for b in combat.blockers.get(i, [])})
        for aid in members:
            for bid in blockers:
                if bid in combat.blockers[aid]:
                    continue
                combat.blockers[aid].append(bid)
                combat.also_blocking.setdefault(bid, []).append(aid)
                if aid not in combat.blocked:
                    combat.blocked.append(aid)
                game.record("block", f"{state.objects[bid].name} blocks {state.objects[aid].name} "
                                     "(it is in a band, CR 702.22h)")


@HOOKS.banding_division.register
def banding_division(game: Game, source: GameObject, recipients: list, n: int,
                     chooser: int | None) -> list | None:
    """CR 702.22j-k: when a creature deals combat damage to creatures it's in combat with and one
    of them has banding, `chooser` (the other side's player) divides its damage as they choose
    among them. Returns [(object, amount)] or None when banding doesn't apply."""
    from ..engine.query import has_keyword
    state = game.state
    if chooser is None or not recipients or not any(has_keyword(state, r, "banding") for r in recipients):
        return None
    given = {r.id: 0 for r in recipients}
    ids = [r.id for r in recipients]
    for _ in range(n):
        pick = ids[0] if len(ids) == 1 else game.ask_objects(
            ChoiceKind.CHOOSE, chooser, f"banding: assign 1 of {source.name}'s combat damage", ids, 1, 1)[0]
        given[pick] += 1
    game.record("banding", f"{game.pname(chooser)} divides {source.name}'s combat damage (banding, "
                           "CR 702.22j-k): " + ", ".join(f"{given[i]} to {state.objects[i].name}" for i in ids))
    return [(state.objects[i], k) for i, k in given.items() if k > 0]


# ====================================================================== entering (CR 614.1c)
_COLORED = {ManaType.WHITE, ManaType.BLUE, ManaType.BLACK, ManaType.RED, ManaType.GREEN}


def entering_more(game: Game, o: GameObject) -> None:
    """Devour (CR 702.82a), amplify (CR 702.38a), tribute (CR 702.104a), sunburst
    (CR 702.44a-b) as `o` enters."""
    from ..engine.zones import move, put_counters
    state = game.state
    for a in o.definition.abilities:
        if not isinstance(a, KeywordAbility):
            continue
        name, n = a.name.lower(), a.number or 0
        if name == "devour" and n:
            pool = [i for i in sorted(state.battlefield) if state.objects[i].controller == o.controller
                    and CardType.CREATURE in state.objects[i].definition.types]
            eaten = game.ask_objects(ChoiceKind.SACRIFICE, o.controller,
                                     f"devour {n}: sacrifice any number of creatures", pool, 0, len(pool))
            from ..engine.events_bus import GameEvent
            for oid in eaten:
                game.record("sacrifice", f"{state.objects[oid].name} is devoured by {o.name}")
                move(game, oid, Zone.GRAVEYARD)
                game.emit(GameEvent("sacrificed", oid, o.controller))       # CR 701.17
            put_counters(game, o, "+1/+1", n * len(eaten), entering=True)
        elif name == "amplify" and n:
            kinds = {s.lower() for s in o.definition.subtypes}
            hand = [i for i in state.players[o.controller].hand
                    if CardType.CREATURE in state.objects[i].definition.types
                    and kinds & {s.lower() for s in state.objects[i].definition.subtypes}]
            shown = game.ask_objects(ChoiceKind.CHOOSE, o.controller,
                                     f"amplify {n}: reveal cards sharing a creature type with {o.name}",
                                     hand, 0, len(hand))
            if shown:
                game.record("reveal", f"{game.pname(o.controller)} reveals "
                            + ", ".join(state.objects[i].name for i in shown))
            put_counters(game, o, "+1/+1", n * len(shown), entering=True)
        elif name == "tribute" and n:                  # CR 702.104a
            opponents = [p for p in state.apnap() if p != o.controller]
            if not opponents:
                continue
            who = opponents[0] if len(opponents) == 1 else game.ask_one(
                ChoiceKind.CHOOSE, o.controller, f"tribute {n}: choose an opponent",
                [(p, game.pname(p)) for p in opponents])
            if game.ask_bool(ChoiceKind.MAY, who, f"tribute {n}: put {n} +1/+1 counters on {o.name}?"):
                put_counters(game, o, "+1/+1", n, entering=True)
                o.tribute_paid = True
                game.record("tribute", f"{game.pname(who)} pays tribute: {o.name} enters with {n} more "
                                       "+1/+1 counters")
            else:
                game.record("tribute", f"{game.pname(who)} doesn't pay tribute for {o.name}")
        elif name == "sunburst" and o.was_cast:        # only as a resolving spell (CR 702.44b)
            colors = len({t for t in o.mana_spent if t in _COLORED})
            counter = "+1/+1" if CardType.CREATURE in o.definition.types else "charge"
            put_counters(game, o, counter, colors, entering=True)


HANDLERS: dict = {
    RemoveTimeCounter: _remove_time_counter, CastSuspended: _cast_suspended, MeleePump: _melee,
    MyriadCopies: _myriad, Provoke: _provoke, ReplicateCopies: _replicate, RecoverPay: _recover,
    Ripple: _ripple, CastEncodedCopy: _cast_encoded_copy, MiracleCast: _miracle_cast,
    NinjutsuEnter: _ninjutsu, ChampionExile: _champion_exile, ChampionReturn: _champion_return,
}


register_instructions(HANDLERS)
