"""VM instructions for coin flips (CR 705), bolster (CR 701.33), endure (CR 701.63) and explore (CR 701.40),
registered in the VM's instruction table; and ascend's city's blessing (CR 702.131b), checked with the
state-based actions (turn.check_sba)."""
from __future__ import annotations

from operator import attrgetter

from ..characteristics import CardType, Color, Zone
from ..engine.decider import ChoiceKind
from ..effects import (Bolster, CreateToken, Endure, Explore, FlipCoin, FlipCoins, HauntExile, Populate,
                       Proliferate, RemoveAllCounters, TokenSpec, WhileSource, token_name)
from ..engine.continuous_effects import copiable_definition
from ..engine.keyword_presence import could_have_keyword
from ..engine.query import all_abilities, is_creature, keywords, toughness
from ..engine.registry import HOOKS, register_instructions
from ..engine.state import rng
from ..engine.evaluation import Context, _lki, amount, objects, players
from ..engine.vm import run
from ..engine.zones import (_remove_from_combat, enter_battlefield, give_player_counters, move, put_counters,
                            tokens_to_create)
from ..engine.events_bus import GameEvent
from ..abilities import KeywordAbility, MayExertAsAttacks, StaticAbility, TargetSpec, TriggeredAbility
from ..filters import AffectedRef, EventObjectRef, ObjectFilter, SelfRef, TargetRef
from ..events import Dies
from ..engine.objects import PendingTrigger


def _flip_coin(game, ctx, e: FlipCoin):
    """CR 705.1, 705.3: each flipping player calls and flips a fair coin; the game's seeded RNG
    decides (deterministic for a seed), and the branch for the result runs."""
    for p in players(game, ctx, e.player):
        won = rng(game).random() < 0.5
        game.record("coin", f"{game.pname(p)} {'wins' if won else 'loses'} the flip")
        run(game, ctx, e.won if won else e.lost)


def _flip_coins(game, ctx, e: FlipCoins):
    """CR 705.1-705.2: the coins are flipped, not called; each comes up heads or tails with equal
    odds (the game's seeded RNG); the effects run once for each heads."""
    for p in players(game, ctx, e.player):
        n = amount(game, ctx, e.amount)
        heads = sum(rng(game).random() < 0.5 for _ in range(n))
        game.record("coin", f"{game.pname(p)} flips {n} coins: {heads} heads, {n - heads} tails")
        for _ in range(heads):
            run(game, ctx, e.per_heads)


def _bolster(game, ctx, e: Bolster):
    """CR 701.33a: a creature you control with the least toughness (you choose among ties)
    gets N +1/+1 counters."""
    state = game.state
    mine = [i for i in sorted(state.battlefield) if state.objects[i].controller == ctx.controller
            and is_creature(state.objects[i], state)]
    if not mine:
        return
    least = min(toughness(state, state.objects[i]) for i in mine)
    tied = [i for i in mine if toughness(state, state.objects[i]) == least]
    (chosen,) = game.ask_objects(ChoiceKind.CHOOSE, ctx.controller, "bolster: choose a creature",
                                 tied, 1, 1)
    put_counters(game, state.objects[chosen], "+1/+1", amount(game, ctx, e.amount))
    ctx.last = [chosen]


def _endure(game, ctx, e: Endure):
    """CR 701.63a: the permanent's controller (as it last existed, if it left) creates an N/N white
    Spirit creature token unless they put N +1/+1 counters on it; the counters are an option only
    while it is on the battlefield. CR 701.63b: endure 0 does nothing."""
    n = amount(game, ctx, e.amount)
    if n <= 0:
        return
    spirit = CreateToken(TokenSpec(token_name(("Spirit",)), n, n, (Color.WHITE,), subtypes=("Spirit",)))
    for o in _lki(game, ctx, e.objects):
        live = game.state.live(o.id)
        if live is not None and live.zone is Zone.BATTLEFIELD and game.ask_bool(
                ChoiceKind.UNLESS, o.controller, f"put {n} +1/+1 counter(s) on {o.name} instead of a Spirit token?"):
            put_counters(game, live, "+1/+1", n)
        else:                                       # the token is created by the permanent's controller
            run(game, Context(o.controller, ctx.source_id, ctx.source_lki), (spirit,))


def _explore(game, ctx, e: Explore):
    """CR 701.40a: reveal the top card; a land card goes to the hand, otherwise the exploring
    permanent gets a +1/+1 counter and its controller may put the card into the graveyard."""
    state = game.state
    for o in _lki(game, ctx, e.objects):
        player = o.controller                         # CR 701.40c: last known information
        library = state.players[player].library
        top = state.objects[library[0]] if library else None
        if top is not None:
            game.record("reveal", f"{game.pname(player)} reveals {top.name}", object_id=top.id)
        if top is not None and CardType.LAND in top.definition.types:
            move(game, top.id, Zone.HAND)
        elif top is not None:
            live = state.live(o.id)
            if live is not None and live.zone is Zone.BATTLEFIELD:
                put_counters(game, live, "+1/+1", 1)
            if game.ask_bool(ChoiceKind.MAY, player, f"put {top.name} into your graveyard?"):
                move(game, top.id, Zone.GRAVEYARD)
        game.emit(GameEvent("explored", o.id, player))   # it explored, even if nothing happened (701.40b)


@HOOKS.exert.register
def exert(game, o, as_attacks: bool = False) -> None:
    """CR 701.39a-c: exert a permanent on the battlefield; the "exerted" event can trigger."""
    if o.zone is not Zone.BATTLEFIELD:
        return
    o.exerted = True
    game.record("exert", f"{o.name} is exerted", object_id=o.id)
    game.emit(GameEvent("exerted", o.id, o.controller, {"as_attacks": as_attacks}))


@HOOKS.exert_attackers.register
def exert_attackers(game, attackers) -> None:
    """CR 508.1g, 701.39d: as attackers are declared, the attacking player chooses which
    creatures with "You may exert ~ as it attacks" to exert."""
    state = game.state
    for oid in attackers:
        o = state.objects[oid]
        if any(isinstance(a, StaticAbility) and isinstance(a.effect, MayExertAsAttacks)
               for a in all_abilities(state, o)):
            if game.ask_bool(ChoiceKind.MAY, o.controller, f"exert {o.name} as it attacks?"):
                exert(game, o, as_attacks=True)


def while_holds(state, lasts) -> bool:
    """Whether a "for as long as ..." duration (source id, controller, WhileSource values) still
    holds (CR 611.2b)."""
    source_id, controller, kinds = lasts[:3]
    source = state.live(source_id)
    if source is None or source.zone is not Zone.BATTLEFIELD:
        return False                     # it left: a new object if it returns (CR 400.7)
    if WhileSource.CONTROLLED in kinds and source.controller != controller:
        return False
    return not (WhileSource.TAPPED in kinds and not source.tapped)


_CONTROL_WHILE, _KEPT_TAPPED_WHILE = attrgetter("control_while"), attrgetter("kept_tapped_while")
_MODIFICATIONS = attrgetter("modifications")


@HOOKS.end_while_effects.register
def end_while_effects(game) -> None:
    """CR 611.2b: a "for as long as ..." effect ends as soon as its duration stops holding;
    checked with the state-based actions (turn.check_sba), before anyone gets priority."""
    state = game.state
    permanents = state.permanents_as_stored()
    if list(map(_CONTROL_WHILE, permanents)).count(None) == len(permanents) \
            and not any(map(_KEPT_TAPPED_WHILE, permanents)) and not any(map(_MODIFICATIONS, permanents)):
        return                                   # no duration on any permanent (the usual answer, asked in C)
    for oid in sorted(state.battlefield):
        stored = state.stored(oid)   # read as stored: a scan copies none for a rollback
        if stored.control_while is None and not stored.kept_tapped_while \
                and all(m.lasts_while is None for m in stored.modifications):
            continue                             # no "for as long as" duration on it
        o = state.objects[oid]
        if o.control_while is not None and not while_holds(state, o.control_while):
            back = o.control_while[3]
            o.control_while = None
            if o.controller != back:
                if state.combat is not None:
                    _remove_from_combat(game, oid)          # CR 506.4
                o.controller = back
                o.controlled_since_turn_start = False
                o.ring_bearer = False                       # CR 701.54a
                game.record("control", f"{game.pname(back)} gets {o.name} back")
        if o.kept_tapped_while:                  # "doesn't untap ... for as long as ..."
            o.kept_tapped_while = tuple(w for w in o.kept_tapped_while if w is None or while_holds(state, w))
        kept = [m for m in o.modifications if m.lasts_while is None or while_holds(state, m.lasts_while)]
        if len(kept) != len(o.modifications):
            o.modifications = kept
            game.record("duration", f"an effect on {o.name} ends")


EVENT_OBJECT = "event object"


def bind_event_object(effects: tuple, ctx, event_object: bool = True, targets: bool = False) -> tuple[tuple, dict]:
    """A delayed trigger created by a triggered ability ("destroy that creature at end of combat")
    still means the object the creating ability's event was about (CR 603.7c): its
    EventObjectRef becomes a reference to that object, remembered with the other affected ones.
    With `targets`, so do the creating ability's object targets ("Target creature you control
    gets +2/+2 until end of turn. Return it to its owner's hand at the beginning of the next end
    step."): the delayed trigger has no targets of its own (CR 603.7c); a target that has
    changed zones since is a new object it doesn't find (CR 400.7)."""
    import dataclasses
    # an object the creating effect moved onto the battlefield is the permanent it became (CR 400.7)
    affected = {label: [ctx.moved.get(i, i) for i in ids] for label, ids in ctx.affected.items()}
    event_object = event_object and ctx.event is not None and bool(ctx.event.object_id)
    # a target the creating ability itself moved is the object it became (ctx.moved, CR 400.7)
    named = {i: [ctx.moved.get(t.object_id, t.object_id) for t in group if t.object_id is not None]
             for i, group in enumerate(ctx.targets)} if targets else {}
    if not event_object and not any(named.values()):
        return effects, affected

    def walk(value):
        if isinstance(value, EventObjectRef) and event_object:
            return AffectedRef(EVENT_OBJECT)
        if isinstance(value, TargetRef) and named.get(value.index):
            affected[f"target {value.index}"] = named[value.index]
            return AffectedRef(f"target {value.index}")
        if isinstance(value, tuple):
            return tuple(walk(v) for v in value)
        if type(value).__name__ == "TokenSpec" or type(value).__module__.endswith(".abilities"):
            return value            # a token's own abilities have their own events
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            changes = {f.name: walk(getattr(value, f.name)) for f in dataclasses.fields(value)}
            return dataclasses.replace(value, **changes)
        return value
    bound = walk(effects)
    if event_object and bound != effects:
        affected[EVENT_OBJECT] = [ctx.event.object_id]
    return bound, affected


@HOOKS.ascend.register
def ascend(game) -> None:
    """CR 702.131b: any time a player controls ten or more permanents and one of them has
    ascend, that player gets the city's blessing for the rest of the game (CR 702.131c)."""
    state = game.state
    if len(state.battlefield) < 10 or not could_have_keyword(state, "ascend"):
        return                          # no player controls ten permanents, or no permanent has ascend
    for p in state.players:
        if p.city_blessing:
            continue
        # only read: as stored (dict.__getitem__), so a scan in a transaction copies none
        mine = [o for i in state.battlefield if (o := dict.__getitem__(state.objects, i)).controller == p.index]
        if len(mine) >= 10 and any("ascend" in keywords(state, o) for o in mine):
            p.city_blessing = True
            game.record("blessing", f"{p.name} gets the city's blessing")


@HOOKS.ascend_spell.register
def ascend_spell(game, spell, controller: int) -> None:
    """CR 702.131a: an instant or sorcery with ascend gives its controller the city's blessing as
    it resolves if they control ten or more permanents."""
    p = game.state.players[controller]
    if p.city_blessing or not any(isinstance(a, KeywordAbility) and a.name.lower() == "ascend"
                                  for a in spell.definition.abilities):
        return
    if sum(1 for i in game.state.battlefield if game.state.objects[i].controller == controller) >= 10:
        p.city_blessing = True
        game.record("blessing", f"{p.name} gets the city's blessing")


def _proliferate(game, ctx, e: Proliferate):
    """CR 701.27a: the controller chooses permanents and players with counters; each gets one more
    of each kind (through counter-placement replacements, CR 614.1a)."""
    state = game.state
    have = [i for i in sorted(state.battlefield) if any(n > 0 for n in state.objects[i].counters.values())]
    chosen = game.ask_objects(ChoiceKind.CHOOSE, ctx.controller, "proliferate: choose permanents",
                              have, 0, len(have))
    for oid in chosen:
        o = state.objects[oid]
        for kind in sorted(k for k, n in o.counters.items() if n > 0):
            put_counters(game, o, kind, 1)
    for p in state.apnap():              # players' counters: poison (CR 122.1f) and energy (107.14)
        player = state.players[p]
        kinds = [k for k, n in (("poison", player.poison), ("energy", player.energy)) if n > 0]
        if kinds and game.ask_bool(ChoiceKind.MAY, ctx.controller, f"proliferate {player.name}?"):
            for kind in kinds:
                give_player_counters(game, p, kind, 1)
    ctx.last = list(chosen)
    game.emit(GameEvent("proliferate", None, ctx.controller))      # "when you proliferate"


def _populate(game, ctx, e: Populate):
    """CR 701.30a: copy a creature token you control (copiable values only, CR 707.2)."""
    state = game.state
    tokens = [i for i in sorted(state.battlefield) if state.objects[i].is_token
              and state.objects[i].controller == ctx.controller and is_creature(state.objects[i], state)]
    if not tokens:
        return
    (chosen,) = game.ask_objects(ChoiceKind.CHOOSE, ctx.controller, "populate: choose a creature token",
                                 tokens, 1, 1)
    o = state.objects[chosen]
    copiable = copiable_definition(o)       # not what other effects changed (CR 707.2)
    ctx.last = [enter_battlefield(game, copiable, ctx.controller, ctx.controller, is_token=True).id
                for _ in range(tokens_to_create(game, ctx.controller, 1))]


def _remove_all_counters(game, ctx, e: RemoveAllCounters):
    """CR 122.8: the counters (of that kind, or all) are removed."""
    for oid in objects(game, ctx, e.objects):
        o = game.state.objects[oid]
        kinds = [e.counter] if e.counter is not None else list(o.counters)
        for kind in kinds:
            o.counters.pop(kind, None)
        game.record("counters", f"counters are removed from {o.name}", object_id=oid)


# ---------------------------------------------------------------- haunt (CR 702.55)
def _haunt_exile(game, ctx, e: HauntExile):
    """CR 702.55a-b: the card in the graveyard is exiled haunting the targeted creature."""
    state = game.state
    card = state.objects.get(ctx.source_id)
    while card is not None and card.moved_to is not None:    # the card it became (CR 400.7)
        card = state.objects.get(card.moved_to)
    haunted = objects(game, ctx, TargetRef(0))
    if card is None or card.gone or card.zone is not Zone.GRAVEYARD or not haunted:
        return
    exiled = move(game, card.id, Zone.EXILE)
    if exiled is not None:
        exiled.haunting = haunted[0]
        game.record("haunt", f"{exiled.name} haunts {state.objects[haunted[0]].name}", object_id=exiled.id)


def haunt_triggers() -> tuple:
    """CR 702.55a: "When this creature dies, exile it haunting target creature." """
    return (TriggeredAbility(Dies(SelfRef()), (HauntExile(),),
                             (TargetSpec(ObjectFilter(types=(CardType.CREATURE,))),)),)


@HOOKS.haunt_spell.register
def haunt_spell(game, spell) -> None:
    """CR 702.55a: "When this spell card is put into a graveyard after resolving, exile it
    haunting target creature": triggers from the graveyard."""
    if not any(isinstance(a, KeywordAbility) and a.name.lower() == "haunt" for a in spell.definition.abilities):
        return
    card = game.state.objects.get(spell.moved_to) if spell.moved_to is not None else None
    if card is None or card.zone is not Zone.GRAVEYARD:
        return
    game.state.pending.append(PendingTrigger(card.owner, card.id, card, (HauntExile(),),
                                             (TargetSpec(ObjectFilter(types=(CardType.CREATURE,))),),
                                             None, f"{card.name}'s haunt trigger"))
    game.record("trigger", f"{card.name}'s haunt ability triggers", source_id=card.id)


@HOOKS.haunt_sources.register
def haunt_sources(game, event) -> list:
    """Exiled cards haunting the creature that died trigger from exile (CR 702.55c)."""
    if event.kind != "dies":
        return []
    state = game.state
    return [state.objects[i] for p in state.players for i in p.exile
            if state.objects[i].haunting == event.object_id and not state.objects[i].gone]


HANDLERS = {HauntExile: _haunt_exile, FlipCoin: _flip_coin, FlipCoins: _flip_coins, Bolster: _bolster, Endure: _endure, Explore: _explore, Proliferate: _proliferate,
            Populate: _populate, RemoveAllCounters: _remove_all_counters}


register_instructions(HANDLERS)
