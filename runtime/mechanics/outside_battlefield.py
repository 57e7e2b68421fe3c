"""Keywords that work while the card is outside the battlefield (CR 113.6): suspend and its time
counters, recover, ripple, cipher (encoded cards in exile), miracle (as it's drawn), dredge
(instead of a draw), flashback / unearth exile on leaving; and which triggered abilities work
from a graveyard or exile."""
from __future__ import annotations

from typing import TYPE_CHECKING
from dataclasses import dataclass
from functools import partial
from operator import attrgetter

from ..abilities import ExileInsteadOfGraveyard, ReplacementAbility, TriggeredAbility
from ..characteristics import CardType, Step, Zone
from ..costs import ManaCost
from ..effects import TimeTravel, ReturnToHand
from ..engine.board import states_graveyard
from ..engine.decider import ChoiceKind
from ..engine.printed import printed
from ..engine.query import keyword
from ..engine.registry import HOOKS, register_instructions
from ..errors import IllegalAction
from ..filters import SelfRef
from .common import _EngineEvent, keyword_in_hand
from ..kept_by_id import kept_by_id
from ..engine.last_answer import LastAnswer
from ..engine.objects import DEFINITIONS_SET, PendingTrigger
from ..engine.state import _clone_object

if TYPE_CHECKING:
    from ..engine.objects import GameObject


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


@HOOKS.leave_destination.register
def leave_destination(old: GameObject, zone: Zone) -> Zone:
    """Flashback (CR 702.34a) and unearth (CR 702.84a): exiled instead of going anywhere else."""
    if old.exile_on_leave and zone is not Zone.EXILE:
        return Zone.EXILE
    if old.exile_if_dies and old.zone is Zone.BATTLEFIELD and zone is Zone.GRAVEYARD:
        return Zone.EXILE                    # "if it would die this turn, exile it instead" (CR 614.1a)
    if zone is Zone.GRAVEYARD and any(isinstance(a, ReplacementAbility) and isinstance(a.replacement, ExileInsteadOfGraveyard)
                                      for a in old.definition.abilities):
        return Zone.EXILE                    # its own "... from anywhere, exile it instead" (CR 614.1a)
    return zone


def suspend(game: Game, player: int, oid: int) -> None:
    """The special action (CR 116.2f, 702.62a): if you could begin to cast this card from your
    hand, pay its suspend cost and exile it with N time counters on it (X for "suspend X")."""
    from ..engine.actions import _choose_x
    from ..engine.payment import Payer
    from ..engine.query import has_keyword, is_type
    from ..engine.turn import give_priority, sorcery_timing_problem
    from ..engine.zones import move
    state = game.state
    card, k = keyword_in_hand(game, player, oid, "suspend", "702.62a", "suspend a card")
    if is_type(card, CardType.LAND, state):
        raise IllegalAction(f"CR 305.9: {card.name} is a land; it can't be cast")
    if not (is_type(card, CardType.INSTANT, state) or has_keyword(state, card, "flash")):
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
    objects = state.objects
    found = [objects[i] for i in working_in_graveyards(state) if i != event.object_id]
    if event.kind == "step":
        return found + [state.objects[i] for p in state.players for i in p.exile    # read as stored: copies none
                        if suspended(dict.get(state.objects, i))]
    if event.kind not in ("dies", "damage"):
        return found
    stored = partial(dict.__getitem__, objects)   # what is only read: copied for no rollback
    if event.kind == "dies":
        return found + [objects[i] for p in state.players for i in p.graveyard
                        if i != event.object_id and keyword(stored(i), "recover") is not None
                        and not works_from_graveyard(stored(i).definition)]
    return found + [objects[i] for p in state.players for i in p.exile      # damage
                    if stored(i).encoded_on is not None and stored(i).encoded_on == event.object_id]


def working_in_graveyards(state) -> list[int]:
    """The ids of the graveyard cards whose triggered abilities work there (works_from_graveyard),
    each player's graveyard in turn, in its order: asked on every event (zone_trigger_sources).
    Invalidation: the answer is kept with the state object it was worked out for, the count of
    definitions set then (objects.DEFINITIONS_SET) and copies of the players' graveyard lists,
    and worked out again when any differs: another state object (a rollback or a probe puts one
    in the game's place), a definition set on any object, a card put into or taken out of a
    graveyard or the order changed. Within one state an id names one object (state.new_id counts
    up) and its definition changes only by a counted setting, so equal lists name the same
    definitions, read as stored (dict.__getitem__: a rollback copies none of them)."""
    graveyards = list(map(_GRAVEYARD, state.players))
    found = _WORKING.get(state, DEFINITIONS_SET[0], graveyards)
    if found is None:
        stored = partial(dict.__getitem__, state.objects)
        found = _WORKING.keep(state, DEFINITIONS_SET[0], graveyards, [
            i for graveyard in graveyards for i in graveyard if works_from_graveyard(stored(i).definition)])
    return found


_GRAVEYARD = attrgetter("graveyard")
_WORKING = LastAnswer()     # working_in_graveyards last worked out


def _moves_self(value, zone: Zone | None = None) -> bool:
    """Whether an effect tree moves the ability's own object (ReturnToHand / to the battlefield
    of SelfRef), out of `zone` as the text names it when a zone is given."""
    import dataclasses
    if isinstance(value, ReturnToHand) or type(value).__name__ == "ReturnToBattlefield":
        return isinstance(getattr(value, "objects", None), SelfRef) \
            and (zone is None or getattr(value, "from_zone", None) is zone)
    if isinstance(value, tuple):
        return any(_moves_self(v, zone) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(_moves_self(getattr(value, f.name), zone) for f in dataclasses.fields(value))
    return False


def works_from_graveyard(definition) -> bool:
    """CR 113.6m: a triggered ability whose effect moves the card itself out of the graveyard
    functions from its owner's graveyard: any such ability of an instant or sorcery card, and,
    of a permanent card, one that names the zone ("return ~ from your graveyard to ...").
    Asked of every graveyard card on every event: worked out once per definition
    (printed.derived, kept by identity; a frozen definition's hash walks all its abilities)."""
    return printed(definition).derived(_works_from_graveyard)


def _works_from_graveyard(definition) -> bool:
    if CardType.INSTANT not in definition.types and CardType.SORCERY not in definition.types:
        return any(functions_from_graveyard(a) for a in definition.abilities)
    return any(isinstance(a, TriggeredAbility) and _moves_self(a.effects) for a in definition.abilities)


@kept_by_id(100_000)
def functions_from_graveyard(ability) -> bool:
    """A permanent card's triggered ability that returns the card "from your graveyard".
    Abilities are frozen model data: the answer is kept per ability (kept_by_id; asked on every
    event for every card's triggered abilities, and the walk over its effects is long)."""
    return isinstance(ability, TriggeredAbility) and (_moves_self(ability.effects, Zone.GRAVEYARD)
                                                      or states_graveyard(ability.condition))


@HOOKS.functions_where_it_is.register
def functions_where_it_is(o, ability, event) -> bool:
    """CR 113.6 / 113.6m for a permanent card's own triggered abilities: one that returns the
    card from the graveyard functions only there; the others don't function in the graveyard.
    A leaves-the-battlefield trigger looks back at the card that left (CR 603.10a); "when you cycle
    ~" and "... causes you to discard ~" work from where that put the card."""
    if CardType.INSTANT in o.definition.types or CardType.SORCERY in o.definition.types \
            or event.kind == "cycled" or ability not in o.definition.abilities:
        return True
    if event.kind == "cast" and o.zone is Zone.STACK:
        # a permanent spell's "when you cast ~" works from the stack; its "whenever you cast a
        # noncreature spell" is a permanent's ability, which doesn't see the spell's own casting
        return getattr(ability.event, "self_only", False)
    if o.id == event.object_id:
        return True
    if event.kind == "caused_to_discard" and getattr(ability.event, "self_only", False):
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
    from .common import cast_free
    from ..engine.query import is_type
    state = game.state
    o = state.live(ctx.source_id)
    if o is None or o.zone is not Zone.EXILE:
        return
    creature = is_type(o, CardType.CREATURE, state)
    if cast_free(game, ctx.controller, o.id) and creature:
        spell = state.objects[state.stack[-1].source_id]
        spell.rider_keywords.append("haste")      # until you lose control of it (CR 702.62a)


@dataclass(frozen=True)
class CreatureToYourGraveyard(_EngineEvent):
    """"When a creature is put into your graveyard from the battlefield", while this card is in
    your graveyard (recover, CR 702.59a)."""

    def engine_match(self, game, event, controller, source_id):
        from ..engine.query import is_creature
        state = game.state
        me, dead = state.objects.get(source_id), state.objects.get(event.object_id)
        return (event.kind == "dies" and me is not None and not me.gone and me.zone is Zone.GRAVEYARD
                and dead is not None and dead.owner == controller and is_creature(dead, state))


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
    from .common import cast_free
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
            state.grant_play(oid, ctx.controller)
            ok = cast_free(game, ctx.controller, oid)
            state.revoke_play(oid)
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
            and is_creature(state.objects[i], state)]
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
    from .common import cast_free
    from ..engine.zones import create_object
    state = game.state
    card = state.live(ctx.source_id)
    if card is None or card.zone is not Zone.EXILE:
        return
    if not game.ask_bool(ChoiceKind.MAY, ctx.controller, f"cast a copy of {card.name} (cipher)?"):
        return
    copy = create_object(game, card.definition, ctx.controller, Zone.EXILE)
    copy.is_copy = True                          # a copy of a card, cast (CR 707.12)
    state.grant_play(copy.id, ctx.controller)
    if not cast_free(game, ctx.controller, copy.id):
        from ..engine.zones import remove_from_zone
        remove_from_zone(game, copy)
        copy.gone = True
    state.revoke_play(copy.id)


@dataclass(frozen=True)
class MiracleCast:
    """"When you reveal this card this way, you may cast it by paying [cost] rather than its
    mana cost" (CR 702.94a)."""


@HOOKS.card_drawn.register
def card_drawn(game: Game, player: int, card) -> None:
    """Counts the cards a player draws each turn; miracle: the first one drawn this turn may be
    revealed, and its trigger lets it be cast for its miracle cost (CR 702.94a)."""
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
    from .common import may_cast_from
    may_cast_from(game, ctx, Zone.HAND, "miracle", "miracle")


register_instructions({
    RemoveTimeCounter: _remove_time_counter,
    CastSuspended: _cast_suspended,
    RecoverPay: _recover,
    Ripple: _ripple,
    CastEncodedCopy: _cast_encoded_copy,
    MiracleCast: _miracle_cast,
})


# ------------------------------------------------------------------ time travel (CR 701.56)
ADD, REMOVE, LEAVE = "add a time counter", "remove a time counter", "leave it as it is"


def _time_travel(game: Game, ctx, effect: TimeTravel) -> None:
    """CR 701.56a: for each permanent its player controls and each suspended card they own with a
    time counter on it, they may add or remove a time counter (CR 702.62b: a suspended card is in
    exile, with suspend and a time counter). Each object is asked about in turn; removing the
    last time counter of a suspended card triggers its suspend ability as any removal does."""
    state = game.state
    player = ctx.controller
    ids = [i for i in sorted(state.battlefield) if state.objects[i].controller == player
           and state.objects[i].counters.get("time", 0) > 0]
    ids += [i for i in state.players[player].exile if suspended(state.objects.get(i))]
    for oid in ids:
        o = state.objects[oid]
        answer = game.ask_one(ChoiceKind.CHOOSE, player, f"time travel: {o.name}",
                              [(ADD, ADD), (REMOVE, REMOVE), (LEAVE, LEAVE)])
        if answer == LEAVE:
            game.record("time travel", f"{game.pname(player)} leaves {o.name}'s time counters as they are")
            continue
        was_suspended = suspended(o)
        o.counters["time"] = o.counters.get("time", 0) + (1 if answer == ADD else -1)
        game.record("time travel", f"{game.pname(player)} time travels: {o.name} has "
                    f"{o.counters['time']} time counter(s)", object_id=oid)
        if o.counters["time"] == 0:
            _last_time_counter_removed(game, o, was_suspended)


def _last_time_counter_removed(game: Game, o: GameObject, was_suspended: bool) -> None:
    """The triggers of "when the last time counter is removed": a suspended card's second
    suspend ability casts it (CR 702.62a), vanishing sacrifices the permanent (CR 702.63a)."""
    from ..effects import SacrificeObjects
    from ..engine.objects import PendingTrigger
    from ..engine.state import _clone_object
    if was_suspended:
        game.state.pending.append(PendingTrigger(o.owner, o.id, _clone_object(o), (CastSuspended(),), (),
                                                 None, f"{o.name}'s suspend: cast it"))
        game.record("trigger", f"the last time counter is removed from {o.name}", source_id=o.id)
    elif o.zone is Zone.BATTLEFIELD and keyword(o, "vanishing") is not None:
        game.state.pending.append(PendingTrigger(o.controller, o.id, _clone_object(o),
                                                 (SacrificeObjects(SelfRef()),), (), None,
                                                 f"{o.name}'s vanishing sacrifice"))
        game.record("trigger", f"{o.name}'s vanishing ability triggers", source_id=o.id)


register_instructions({TimeTravel: _time_travel})
