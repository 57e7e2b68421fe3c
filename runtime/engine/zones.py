"""Creating objects, moving them between zones, entering the battlefield, counters.

CR 400.7: an object that changes zones becomes a new object with no memory of
its previous existence; the old record is kept (gone=True) as last known information.
"""
from __future__ import annotations


from ..abilities import (CardDefinition, EntersAsCopy, EntersTapped, EntersWithCounters,
                         ExiledInsteadOfEntering, InsteadOfGraveyard, LibraryPlace, ModifyCounterPlacement,
                         ModifyPlayerCounters, MultiplyLifeGain, MultiplyTokens, OthersEnterWithCounters,
                         ReplacementAbility, RestrictedAction, SacrificeToEnter)
from ..characteristics import CardType, Zone
from .decider import ChoiceKind
from .events_bus import GameEvent
from .objects import GameObject, new_object
from .query import (candidates, controller_ok, has_keyword, is_creature, is_permanent_card, is_type, matches,
                    replacement_effects, restricted)
from .registry import HOOKS
from ..limits import check
from ..effects import SacrificeObjects
from .attachments import attach_problem, enchant_players, is_aura, player_attach_problem, stamp_attachment



def create_object(game: "Game", definition: CardDefinition, owner: int, zone: Zone,
                  controller: int | None = None, is_token: bool = False) -> GameObject:
    """Make a new object in `zone` (top of library / end of other zone lists)."""
    state = game.state
    check(game.limits, "objects", len(state.objects) + 1)     # every object the game has made
    o = new_object(id=state.new_id(), definition=definition, owner=owner,
                   controller=owner if controller is None else controller, zone=zone,
                   is_token=is_token)
    o.entered_turn = state.turn            # "if ~ entered this turn" (CR 400.7: this object)
    state.objects[o.id] = o
    if zone is Zone.BATTLEFIELD:
        state.battlefield.append(o.id)
    elif zone is not Zone.STACK:
        state.players[owner].zone(zone).append(o.id)
    return o


def remove_from_zone(game: "Game", o: GameObject) -> None:
    state = game.state
    if o.zone is Zone.BATTLEFIELD:
        state.battlefield.remove(o.id)
        if state.combat is not None:
            combat = state.combat         # last known information: "an attacking creature dies"
            attacking, blocking = o.id in combat.attackers, o.id in combat.blocking
            o.left_combat_as = frozenset(k for k, v in (
                ("attacking", attacking), ("blocking", blocking),
                ("attacking_or_blocking", attacking or blocking),
                ("unblocked", attacking and o.id not in combat.blocked)) if v)
            o.left_blocking = tuple(a for a in combat.attackers if combat.blocks(o.id, a))
            o.left_blocked_by = tuple(combat.blockers.get(o.id, ()))
            _remove_from_combat(game, o.id)
    elif o.zone is Zone.STACK:
        state.stack[:] = [i for i in state.stack if not (i.kind == "spell" and i.source_id == o.id)]
    else:
        lst = state.players[o.owner].zone(o.zone)
        if o.id in lst:
            lst.remove(o.id)
    o.gone = True


def _remove_from_combat(game: "Game", oid: int) -> None:
    combat = game.state.combat
    if oid in combat.attackers:
        combat.attackers.remove(oid)
    combat.blockers.pop(oid, None)
    combat.defender.pop(oid, None)
    combat.blocking.pop(oid, None)
    combat.also_blocking.pop(oid, None)
    for extra in combat.also_blocking.values():
        if oid in extra:
            extra.remove(oid)
    for blockers in combat.blockers.values():
        if oid in blockers:
            blockers.remove(oid)


def room_entered(game: "Game", new: GameObject, whole, doors: tuple[int, ...]) -> None:
    """The Room keeps its whole card and the door cast unlocked, whose "when you unlock this
    door" triggers (CR 709.5d, 709.5h); entering with one door is no full unlock (CR 709.5i)."""
    new.whole, new.unlocked_doors = whole, doors
    for door in doors:
        game.emit(GameEvent("door_unlocked", new.id, new.controller, {"door": door}))


def card_in_other_zones(old: GameObject) -> CardDefinition:
    """What an object is once it leaves its zone: face up (CR 708.9); its front face (CR 712.8);
    not bestowed (702.103) nor prototyped (718.4); not a copy (707.2); without the changes of
    effects (CR 400.7); the whole split card (CR 709.3b, 709.4); a melded permanent's first card
    (CR 712.4; 713.4 in the 2022 text); a merged permanent's topmost component (CR 730.3)."""
    if old.merged_parts:
        return old.merged_parts[0].card
    if old.melded_from:
        return old.melded_from[0]
    if old.whole is not None:
        return old.whole
    return (old.face_up or old.front_face or old.bestowed or old.prototyped or old.copied_from
            or old.unchanged_definition or old.own_definition or old.definition)


def move(game: "Game", oid: int, zone: Zone, *, controller: int | None = None,
         tapped: bool = False, to_bottom: bool = False, attach_to: int | None = None,
         counters: tuple = (), transformed: bool = False) -> GameObject | None:
    """Move a live object to `zone`, returning the new object (None if it ceased to exist).
    `attach_to`: an Aura put onto the battlefield attached to that object (CR 303.4f);
    `counters`: (kind, n) it enters the battlefield with ("with a +1/+1 counter on it", CR 122.6);
    `transformed`: it enters with its back face up (CR 712.14a, 712.10a in the 2022 text).

    Cards go to their owner's zones (CR 400.3). A token that left the battlefield
    can't come back or move on (CR 111.8).
    """
    state = game.state
    old = state.live(oid)
    if old is None:
        return None
    if old.is_token and old.zone is not Zone.BATTLEFIELD and zone is not old.zone:
        return None
    from_zone = old.zone
    if from_zone is Zone.BATTLEFIELD and zone is Zone.GRAVEYARD and old.counters.get("finality"):
        # finality counters (CR 122.1, rules since 2023, not in the 2022 text): "If a permanent
        # with a finality counter on it would be put into a graveyard from the battlefield,
        # exile it instead."
        zone = Zone.EXILE
    if from_zone is not zone:
        zone = HOOKS.leave_destination(old, zone)     # flashback, unearth: exiled instead
    shuffled, then = False, None
    if zone is Zone.BATTLEFIELD and from_zone is not Zone.BATTLEFIELD and exiled_instead_of_entering(game, old):
        zone = Zone.EXILE                            # "... and it wasn't cast, exile it instead"
    if zone is Zone.BATTLEFIELD and from_zone is not Zone.BATTLEFIELD and not old.is_token \
            and not sacrificed_to_enter(game, old, old.owner if controller is None else controller):
        zone = Zone.GRAVEYARD                        # "if you don't, put it into its owner's graveyard"
    if zone is Zone.GRAVEYARD:                       # "if ~ would die, ... instead" (CR 614.1a)
        zone, to_bottom, shuffled, then = instead_of_graveyard(game, old, to_bottom)
    remove_from_zone(game, old)
    definition = card_in_other_zones(old)
    if old.is_copy:
        return None                              # CR 704.5e, 707.10a: a copy off the stack ceases to exist
    game.record("zone", f"{old.name} moves from {from_zone.value} to {zone.value}",
                old_id=old.id, to=zone.value)
    if zone is Zone.BATTLEFIELD:
        room = HOOKS.room_entering(old, definition)      # CR 709.5d: only its unlocked doors
        new = enter_battlefield(game, definition if room is None else room[0], old.owner,
                                old.owner if controller is None else controller,
                                is_token=old.is_token, tapped=tapped, attach_to=attach_to,
                                counters=counters, transformed=transformed)
        if room is not None and new is not None:
            room_entered(game, new, room[1], room[2])
    else:
        new = create_object(game, definition, old.owner, zone, is_token=old.is_token)
        if zone is Zone.LIBRARY:
            lib = state.players[old.owner].library
            lib.remove(new.id)
            if to_bottom:
                lib.append(new.id)
            else:
                lib.insert(0, new.id)
            if shuffled:
                game.shuffle(old.owner)           # "shuffle it into its owner's library" (CR 701.20)
    old.moved_to = new.id
    new.commander = old.commander                # CR 903.3: the card keeps the designation
    for card in old.melded_from[1:]:             # "one permanent leaves ... two cards are put into" the zone
        _the_other_melded_card(game, card, old, zone, controller, to_bottom)
    for part in old.merged_parts[1:]:            # each component to the zone (CR 730.3; 723.3 in 2022)
        _the_other_melded_card(game, part.card, old, zone, controller, to_bottom, part.token)
    if zone is Zone.GRAVEYARD and not old.is_token and is_permanent_card(new) \
            and old.owner not in state.descended_this_turn:
        state.descended_this_turn += (old.owner,)    # CR 700.11: descended, from anywhere
    if from_zone is Zone.BATTLEFIELD and zone is not Zone.BATTLEFIELD \
            and old.controller not in state.left_battlefield_this_turn:
        state.left_battlefield_this_turn += (old.controller,)     # revolt
    if from_zone is Zone.BATTLEFIELD and zone is not Zone.BATTLEFIELD and not is_type(old, CardType.LAND, state):
        state.nonland_left_this_turn = True      # void
    if from_zone is Zone.BATTLEFIELD and zone is Zone.GRAVEYARD and is_creature(old, state):
        state.creature_died_this_turn = True     # morbid (CR 700.4)
    if zone is Zone.GRAVEYARD and new is not None:
        # "is put into your graveyard from your library", "... from anywhere": the card in its
        # owner's graveyard (CR 400.3), and the zone it came from
        game.emit(GameEvent("put_into_graveyard", new.id, old.owner, {"from": from_zone}))
    if from_zone is Zone.BATTLEFIELD and zone is Zone.GRAVEYARD:
        # CR 700.4: "dies" means "is put into a graveyard from the battlefield"
        state.died_this_turn.append(old)         # last known information, for "that died this turn"
        game.emit(GameEvent("dies", old.id, old.controller))
    if from_zone is Zone.BATTLEFIELD:
        game.emit(GameEvent("leaves", old.id, old.controller, {"to": zone}))
        HOOKS.return_exiled_with(game, old.id)     # "exile ... until ~ leaves the battlefield"
    if then is not None:                         # "instead exile it and <effects>" (CR 614.1a)
        from .evaluation import Context
        from .vm import run
        src, effects = then
        run(game, Context(src.controller, src.id, event=GameEvent("dies", old.id, old.controller)), effects)
    return new


def _the_other_melded_card(game: "Game", card: CardDefinition, old: GameObject, zone: Zone,
                           controller: int | None, to_bottom: bool, is_token: bool = False) -> None:
    """The second card of a melded permanent that left the battlefield, put into the same zone
    (CR 712.4; 713.4 in the 2022 text: one permanent leaves, two cards arrive), or another
    component of a merged permanent (CR 730.3: a token one ceases to exist there as a state-based
    action, CR 704.5d). Its owner's order for a graveyard or library is the cards' order here
    (713.4a and 730.3a let them choose)."""
    if zone is Zone.BATTLEFIELD:
        enter_battlefield(game, card, old.owner, old.owner if controller is None else controller,
                          is_token=is_token)
        return
    other = create_object(game, card, old.owner, zone, is_token=is_token)
    if zone is Zone.LIBRARY:
        lib = game.state.players[old.owner].library
        lib.remove(other.id)
        lib.insert(len(lib) if to_bottom else 0, other.id)


def enter_battlefield(game: "Game", definition: CardDefinition, owner: int, controller: int, *,
                      is_token: bool = False, tapped: bool = False, x: int = 0,
                      was_cast: bool = False, sick: bool = True,
                      rider_keywords: tuple[str, ...] = (), attach_to: int | None = None,
                      attach_player: int | None = None, kicked: bool = False, cast_with: str | None = None,
                      face_up: CardDefinition | None = None, cast_from_hand: bool = False,
                      mana_spent: tuple = (), optional_costs_paid: frozenset[str] = frozenset(),
                      controlled_as_cast: frozenset = frozenset(),
                      gift_promised_to: int | None = None, counters: tuple = (),
                      phyrexian_paid_with_life: int = 0, transformed: bool = False, squad_paid: int = 0) -> GameObject:
    """Put a new object onto the battlefield, applying its enters replacements (CR 614.1c).
    `kicked`/`cast_with`/`optional_costs_paid`/`gift_promised_to`: how the spell that became it
    was cast (kicker, dash, evoke, offspring, gift ...);
    `face_up`: it enters face down (morph), these are its real characteristics (CR 708);
    `transformed`: a transforming double-faced card enters with its back face up, and has only
    that face's characteristics, its enters replacements included (CR 712.14a, 712.8d)."""
    state = game.state
    check(game.limits, "objects", len(state.objects) + 1)     # every object the game has made
    front = None
    transformed = transformed or HOOKS.enters_transformed(state, definition)
    if transformed and definition.back_face is not None:
        definition, front = definition.back_face, definition
    definition, copied_from, tapped_copy = HOOKS.copy_on_entering(game, definition, controller)
    tapped = tapped or tapped_copy
    o = new_object(id=state.new_id(), definition=definition, owner=owner, controller=controller,
                   zone=Zone.BATTLEFIELD, is_token=is_token, tapped=tapped, x_value=x,
                   was_cast=was_cast, controlled_since_turn_start=not sick,
                   rider_keywords=list(rider_keywords), kicked=kicked, cast_with=cast_with,
                   face_up=face_up, cast_from_hand=cast_from_hand, mana_spent=tuple(mana_spent),
                   optional_costs_paid=optional_costs_paid, gift_promised_to=gift_promised_to,
                   controlled_as_cast=controlled_as_cast)
    o.entered_turn = state.turn
    o.front_face = front
    o.squad_paid = squad_paid                    # squad's trigger counts them (CR 702.157a)
    state.objects[o.id] = o
    o.copied_from = copied_from
    if cast_with == "as_though_flash":
        o.sacrifice_at_cleanup = bool(getattr(HOOKS.as_though_flash(definition), "sacrifice_at_cleanup", False))
    HOOKS.entering(game, o)
    for ability in definition.abilities:
        if not isinstance(ability, ReplacementAbility):
            continue
        rep = ability.replacement
        if isinstance(rep, EntersTapped):
            o.tapped = True
        elif isinstance(rep, EntersWithCounters):
            from .evaluation import Context, amount
            ctx = Context(controller=controller, source_id=o.id, source_lki=o, x=x)
            put_counters(game, o, rep.counter, amount(game, ctx, rep.amount), entering=True)
        else:
            HOOKS.enter_replacement(game, o, rep, controller, x)
    for kind, n in counters:                     # "with a +1/+1 counter on it" (CR 122.6)
        put_counters(game, o, kind, n, entering=True)
    for kind, n in _copy_exception_counters(game, o, copied_from, x):
        put_counters(game, o, kind, n, entering=True)
    counters_of_others_entering(game, o)
    if HOOKS.enters_tapped_by_statics(game, o):
        o.tapped = True                          # "creatures your opponents control enter tapped"
    if definition.loyalty is not None and definition.loyalty.isdecimal():
        loyalty = int(definition.loyalty) - _compleated_loss(state, o, phyrexian_paid_with_life)
        if loyalty > 0:
            put_counters(game, o, "loyalty", loyalty, entering=True)   # CR 306.5b
    _attach_entering(game, o, attach_to, attach_player)
    state.battlefield.append(o.id)
    state.entered_this_turn += ((controller, o.id),)
    if CardType.LAND not in o.definition.types:   # celebration counts them (CR 207.2c)
        entered = dict(state.nonland_entered_this_turn)
        entered[controller] = entered.get(controller, 0) + 1
        state.nonland_entered_this_turn = tuple(sorted(entered.items()))
    game.record("enter", f"{o.name} enters the battlefield under {game.pname(controller)}'s control"
                + (" tapped" if o.tapped else "")
                + (f" attached to {state.objects[o.attached_to].name}" if o.attached_to else "")
                + (f" attached to {game.pname(o.attached_player)}" if o.attached_player is not None else ""),
                object_id=o.id)
    game.emit(GameEvent("enters", o.id, controller, {"batch": state.event_batch}))
    for kind, n in sorted(o.counters.items()):   # CR 122.6: given as it entered, they were "put" on it
        if n > 0:
            game.emit(GameEvent("counters", o.id, controller, {"counter": kind, "amount": n, "now": n}))
    HOOKS.after_entering(game, o, cast_with)
    return o


def _copy_exception_counters(game, o: GameObject, copied_from, x: int) -> list[tuple[str, int]]:
    """CR 707.9e: "..., except it enters with X additional +1/+1 counters on it": (kind, number)
    of the counters put as the copy enters (X paid for its own spell), an effect of entering,
    not a copied value."""
    if copied_from is None:
        return []
    from .evaluation import Context, amount
    counters = next((a.replacement.exceptions.counters for a in copied_from.abilities
                     if isinstance(a, ReplacementAbility) and isinstance(a.replacement, EntersAsCopy)), ())
    ctx = Context(controller=o.controller, source_id=o.id, source_lki=o, x=x)
    return [(kind, amount(game, ctx, n)) for kind, n in counters]


def counters_of_others_entering(game: "Game", o: GameObject) -> None:
    """"Each other Warrior creature you control enters with an additional +1/+1 counter on it"
    (CR 614.1c, 122.6): each permanent's such replacement whose filter `o` matches as it would
    enter (CR 614.12); `o` is not on the battlefield yet, so its own never applies to it."""
    state = game.state
    for src, rep in replacement_effects(state, OthersEnterWithCounters):
        if src.id != o.id and matches(state, rep.objects, o, src.controller, src.id, check_zone=False):
            game.record("replace", f"{o.name} enters with an additional {rep.counter} counter ({src.name})")
            put_counters(game, o, rep.counter, rep.amount, entering=True)


def _compleated_loss(state, o: GameObject, phyrexian_paid_with_life: int) -> int:
    """CR 702.150a: a planeswalker with compleated whose caster paid life for Phyrexian mana
    symbols of its cost enters with two fewer loyalty counters for each of those symbols."""
    if not phyrexian_paid_with_life or not has_keyword(state, o, "compleated"):
        return 0
    return 2 * phyrexian_paid_with_life


def _attach_entering(game: "Game", o: GameObject, attach_to: int | None, attach_player: int | None = None) -> None:
    """CR 303.4f: an Aura put onto the battlefield other than by resolving enters attached to
    an object its controller chooses (not targeted); a resolving Aura spell to its target. An
    Aura with "enchant player" enters attached to a player instead (CR 303.4a, 702.5d)."""
    if not is_aura(o):
        return
    state = game.state
    if enchant_players(o) is not None:
        if attach_player is None:                       # CR 303.4f: a player its controller chooses
            options = [p for p in state.living_players() if player_attach_problem(state, o, p) is None]
            attach_player = game.ask_one(ChoiceKind.ATTACH, o.controller, f"choose whom {o.name} enchants",
                                         [(p, game.pname(p)) for p in options]) if options else None
        if attach_player is not None and player_attach_problem(state, o, attach_player) is None:
            o.attached_player = attach_player
            stamp_attachment(state, o)
        return
    if attach_to is not None:
        if attach_problem(state, o, state.live(attach_to)) is None:
            o.attached_to = attach_to
            stamp_attachment(state, o)
        return
    options = [i for i in sorted(state.battlefield) if attach_problem(state, o, state.objects[i]) is None]
    if options:
        o.attached_to = game.ask_objects(ChoiceKind.ATTACH, o.controller,
                                         f"choose what {o.name} enchants", options, 1, 1)[0]
        stamp_attachment(state, o)


def put_counters(game: "Game", o: GameObject, kind: str, n: int, entering: bool = False,
                 by_cost: bool = False) -> int:
    """Put n counters, through counter-placement replacements (CR 614.1a, 616.1; ruling C1).
    `by_cost`: put to pay a cost, which "if an effect would put ..." doesn't modify."""
    if n <= 0:
        return 0
    state = game.state
    mods = [(src, rep) for src, rep in replacement_effects(state, ModifyCounterPlacement)
            if rep.counter in (None, kind) and not (by_cost and rep.effects_only)
            and matches(state, rep.recipients, o, src.controller, src.id)]
    for src, rep in in_chosen_order(game, o.controller, mods, f"counters put on {o.name}"):
        n = rep.changed(n)
        game.record("replace", f"{src.name} modifies counters put on {o.name}: now {n}")
    if n <= 0:
        return 0
    check(game.limits, "counters", o.counters.get(kind, 0) + n)
    o.counters[kind] = o.counters.get(kind, 0) + n
    game.record("counters", f"{n} {kind} counter(s) put on {o.name} (now {o.counters[kind]})",
                object_id=o.id, counter=kind, amount=n)
    if not entering:
        game.emit(GameEvent("counters", o.id, o.controller, {"counter": kind, "amount": n,
                                                             "now": o.counters[kind]}))
    return n


def exiled_instead_of_entering(game: "Game", old: GameObject) -> bool:
    """"If a nontoken creature would enter the battlefield and it wasn't cast, exile it instead."
    (CR 614.1c): moved onto the battlefield, it wasn't cast (a spell resolves through
    actions.resolve); True if a permanent's such replacement applies to it."""
    state = game.state
    for src, rep in replacement_effects(state, ExiledInsteadOfEntering):
        if matches(state, rep.objects, old, src.controller, src.id, check_zone=False):
            game.record("replace", f"{old.name} is exiled instead of entering the battlefield by {src.name} "
                        f"(CR 614.1c)")
            return True
    return False


def sacrificed_to_enter(game: "Game", old: GameObject, controller: int) -> bool:
    """"If ~ would enter the battlefield, sacrifice an untapped Mountain instead. If you do, put ~
    onto the battlefield. If you don't, ..." (CR 614.1c, 701.21): False if the card has such a
    replacement and its player can't sacrifice all it names (then none is sacrificed)."""
    reps = [a.replacement for a in old.definition.abilities
            if isinstance(a, ReplacementAbility) and isinstance(a.replacement, SacrificeToEnter)]
    if not reps:
        return True
    from .evaluation import Context
    from .vm import run
    state = game.state
    for rep in reps:
        pool = [i for i in candidates(state, rep.objects, controller, old.id)
                if state.objects[i].controller == controller and i != old.id]
        if len(pool) < rep.count:
            game.record("replace", f"{old.name} can't enter: {game.pname(controller)} can't sacrifice "
                        f"what it asks (CR 614.1c)")
            return False
        ctx = Context(controller, old.id)
        run(game, ctx, (SacrificeObjects(filter=rep.objects, count=rep.count),))
        if ctx.done < rep.count:
            return False
    return True


def instead_of_graveyard(game: "Game", old: GameObject, to_bottom: bool) -> tuple:
    """Where an object that would be put into a graveyard goes (zone, to the library's bottom,
    shuffled in, and (source, effects) done once it moved, or None): "if ~ would die, put it on the bottom of its owner's library instead", "if a card
    would be put into a graveyard from anywhere, exile it instead" (CR 614.1a). Its own abilities
    ("from anywhere": in any zone, CR 113.6b) and the permanents' apply; of several, the affected
    object's controller (its owner, off the battlefield) chooses one, after which the others no
    longer apply: it isn't going to a graveyard (CR 616.1)."""
    state = game.state
    dying = old.zone is Zone.BATTLEFIELD
    own = [(old, a.replacement) for a in old.definition.abilities
           if isinstance(a, ReplacementAbility) and isinstance(a.replacement, InsteadOfGraveyard)
           and a.replacement.objects is None and (dying or not a.replacement.dies)]
    others = [(src, rep) for src, rep in replacement_effects(state, InsteadOfGraveyard)
              if rep.objects is not None and (dying or not rep.dies)
              and controller_ok(rep.graveyard_of, old.owner, src.controller)
              and matches(state, rep.objects, old, src.controller, src.id, check_zone=False)]
    found = own + others
    if not found:
        return Zone.GRAVEYARD, to_bottom, False, None
    chooser = old.controller if dying else old.owner
    src, rep = in_chosen_order(game, chooser, found, f"{old.name} put into a graveyard")[0]
    if rep.reveal:
        game.record("reveal", f"{game.pname(old.owner)} reveals {old.name} (CR 701.16)", object_id=old.id)
    game.record("replace", f"{old.name} is put into {rep.destination.value} instead of a graveyard "
                f"by {src.name} (CR 614.1a)")
    return (rep.destination, rep.place is LibraryPlace.BOTTOM, rep.place is LibraryPlace.SHUFFLED,
            (src, rep.effects) if rep.effects else None)


def in_chosen_order(game: "Game", player: int, found: list, what: str) -> list:
    """CR 616.1: when several replacement effects would modify the same event, the affected
    object's controller or the affected player chooses one to apply, then another (616.1e):
    here, the order in which all of them apply (each modifies the event once, CR 614.5).
    `found`: (source, replacement) pairs; asked only when there are two or more."""
    if len(found) < 2:
        return found
    order = game.ask_order(ChoiceKind.REPLACEMENT_ORDER, player, f"order replacements of {what}",
                           [(i, src.name) for i, (src, _) in enumerate(found)])
    return [found[i] for i in order]


def give_player_counters(game: "Game", player: int, kind: str, n: int) -> int:
    """A player gets n poison (CR 122.1f) or energy (CR 122.1e, 107.14) counters, through
    replacements like "if you would get one or more counters, you get that many plus one"
    (CR 614.1a, 616.1). Returns how many the player got."""
    if n <= 0:
        return 0
    state = game.state
    mods = [(src, rep) for src, rep in replacement_effects(state, ModifyPlayerCounters)
            if controller_ok(rep.player, player, src.controller)]
    for src, rep in in_chosen_order(game, player, mods, f"{game.pname(player)} getting counters"):
        n = rep.changed(n)
        game.record("replace", f"{src.name} modifies the counters {game.pname(player)} gets: now {n}")
    p = state.players[player]
    check(game.limits, "counters", getattr(p, kind) + n)
    setattr(p, kind, getattr(p, kind) + n)
    game.record(kind, f"{game.pname(player)} gets {n} {kind} counter(s) (now {getattr(p, kind)})",
                player=player)
    return n


def tokens_to_create(game: "Game", player: int, n: int) -> int:
    """How many tokens an effect that would create n tokens under `player`'s control creates,
    through "twice that many of those tokens are created instead" (CR 614.1a, 111.1; ordered
    by the player who would control them, CR 616.1)."""
    if n <= 0:
        return 0
    mods = [(src, rep) for src, rep in replacement_effects(game.state, MultiplyTokens)
            if controller_ok(rep.player, player, src.controller)]
    for src, rep in in_chosen_order(game, player, mods, f"tokens created for {game.pname(player)}"):
        n *= rep.factor
        game.record("replace", f"{src.name} modifies the tokens created: now {n}")
    check(game.limits, "tokens", n)
    return n


def life_to_gain(game: "Game", player: int, n: int) -> int:
    """How much life `player` gains when an effect would have them gain n, through "twice that
    much" / "no life instead" replacements (CR 614.1a, 119.3; ordered by that player, CR 616.1)."""
    mods = [(src, rep) for src, rep in replacement_effects(game.state, MultiplyLifeGain)
            if controller_ok(rep.player, player, src.controller)]
    for src, rep in in_chosen_order(game, player, mods, f"life gained by {game.pname(player)}"):
        n *= rep.factor
        game.record("replace", f"{src.name} modifies the life {game.pname(player)} gains: now {n}")
    return n


def totem_armor(game: "Game", o: GameObject) -> bool:
    """CR 702.89a: "If enchanted permanent would be destroyed, instead remove all damage marked
    on it and destroy this Aura" (totem armor, now umbra armor). True if it replaced the
    destruction. (With regeneration too, this replacement is applied first, CR 616.1.)"""
    state = game.state
    for aid in sorted(state.battlefield):
        a = state.objects[aid]
        if a.attached_to != o.id or not is_aura(a) or not any(
                has_keyword(state, a, k) for k in ("totem armor", "umbra armor")):
            continue
        o.damage = 0
        o.deathtouch_damage = False
        game.record("totem_armor", f"{a.name}'s totem armor: {o.name} isn't destroyed; "
                                   f"{a.name} is destroyed instead (CR 702.89a)")
        if not has_keyword(state, a, "indestructible"):
            move(game, aid, Zone.GRAVEYARD)
        return True
    return False


def regenerate(game: "Game", o: GameObject) -> bool:
    """CR 701.15b: use a shield instead of being destroyed: tap, remove damage, leave combat.
    Totem armor (CR 702.89a) replaces the destruction first."""
    if totem_armor(game, o):
        return True
    if o.regeneration_shields <= 0:
        return False
    if restricted(game.state, o, RestrictedAction.BE_REGENERATED):     # CR 701.15c
        return False
    o.regeneration_shields -= 1
    if not o.tapped:
        tap(game, o, "regenerate")        # it becomes tapped (CR 701.15b)
    o.damage = 0
    o.deathtouch_damage = False
    if game.state.combat is not None:
        _remove_from_combat(game, o.id)
    game.record("regenerate", f"{o.name} regenerates")
    return True


def tap(game: "Game", o: GameObject, why: str = "") -> None:
    o.tapped = True
    game.emit(GameEvent("tapped", o.id, o.controller, {"why": why}))


def untap(game: "Game", o: GameObject) -> None:
    """Untap a permanent. CR 122.1d (2023 rules, stun counters came after the 2022 text): "If a
    permanent with a stun counter on it would become untapped, instead remove a stun counter
    from it." An untapped permanent is not "becoming untapped", so its counters stay."""
    if not o.tapped:
        return
    if o.counters.get("stun", 0) > 0:
        o.counters["stun"] -= 1
        if not o.counters["stun"]:
            del o.counters["stun"]
        game.record("stun", f"{o.name} stays tapped: a stun counter is removed instead")
        return
    o.tapped = False
    game.emit(GameEvent("untapped", o.id, o.controller))


def draw(game: "Game", player: int, n: int = 1) -> None:
    p = game.state.players[player]
    check(game.limits, "draws", n)
    for _ in range(n):
        if HOOKS.draw_replaced(game, player):
            continue                   # CR 614.11: "the next time you would draw a card ... instead"
        if HOOKS.static_draw_replaced(game, player):
            continue                   # CR 614.1a: "if you would draw a card, ... instead"
        if HOOKS.dredge_instead(game, player):
            continue                   # CR 702.52a: the draw is replaced
        if not p.library:
            p.drew_from_empty = True   # CR 704.5b: the player loses; more draws change nothing
            break
        oid = p.library[0]
        new = move(game, oid, Zone.HAND)
        game.emit(GameEvent("drawn", new.id if new else oid, player))       # CR 121.2
        HOOKS.card_drawn(game, player, new)                                 # miracle (CR 702.94a)


def current(game: Game, oid: int) -> GameObject | None:
    """The object `oid` became by zone changes (CR 400.7: a leaves-the-battlefield ability
    finds the card in the zone it went to)."""
    state = game.state
    o = state.objects.get(oid)
    for _ in range(16):
        if o is None or not o.gone:
            return o
        o = state.objects.get(o.moved_to) if o.moved_to is not None else None
    return None


def split_top(game: "Game", chooser: int, owner: int, n: int, kind, prompt: str) -> tuple[list, list]:
    """The top n cards of `owner`'s library split by `chooser`: any number chosen (`prompt`), and
    the rest in the order `chooser` puts them back on top (first is the top). Scry, fateseal and
    surveil all start so (CR 701.22a, 701.29a, 701.42a)."""
    top = game.state.players[owner].library[:n]
    chosen = game.ask_objects(kind, chooser, prompt, top, 0, len(top))
    keep = [i for i in top if i not in chosen]
    if len(keep) > 1:
        keep = game.ask_order(ChoiceKind.ORDER, chooser, "order the cards on top (first is the top)",
                              [(i, game.state.objects[i].name) for i in keep])
    return list(chosen), keep


def top_or_bottom(game: "Game", chooser: int, owner: int, n: int, verb: str) -> None:
    """Look at the top n cards of `owner`'s library; `chooser` puts any number on the bottom and
    the rest back on top in any order: scry (CR 701.22a, the owner chooses) and fateseal (CR
    701.29a, a player chooses for an opponent's library)."""
    lib = game.state.players[owner].library
    bottom, keep = split_top(game, chooser, owner, n, ChoiceKind.SCRY_BOTTOM,
                             f"{verb} {n}: choose cards for the bottom")
    game.state.players[owner].library = keep + lib[n:] + bottom
    where = "" if chooser == owner else f" of {game.pname(owner)}'s library"
    does = {"scry": "scries"}.get(verb, verb + "s")
    game.record(verb, f"{game.pname(chooser)} {does} {n}: {len(keep)} on top, {len(bottom)} on the bottom{where}")
