"""Moving objects between zones as instructions (CR 400): exile, return, destroy, sacrifice,
discard, draw, mill, scry, search, counter a spell, regenerate (registered in the VM's table)."""
from __future__ import annotations

from ..characteristics import Zone
from ..effects import (CounterSpell, Destroy, DiscardCards, Draw, DrawUpTo, Exile, ExileTopOfLibrary, Mill,
                       PutOnLibrary, Regenerate, ReturnToBattlefield, ReturnToHand,
                       SacrificeObjects, Scry, SearchLibrary)
from ..engine.decider import ChoiceKind
from ..engine.evaluation import amount, count, objects, players
from ..engine.query import candidates, has_keyword
from ..engine.registry import HOOKS, register_instructions
from ..filters import PlayerRef


def _move_all(game, ctx, ref, zone: Zone, label: str = "", from_zones=(Zone.BATTLEFIELD,), **kw):
    from ..engine.zones import move
    moved = []
    for oid in objects(game, ctx, ref):
        o = game.state.objects[oid]
        if o.zone not in from_zones:
            continue
        new = move(game, oid, zone, **kw)
        if new is not None:
            moved.append(new.id)
    ctx.last = moved
    if label:
        ctx.affected[label] = moved
    return moved


def _exile(game, ctx, e: Exile):
    moved = _move_all(game, ctx, e.objects, Zone.EXILE, e.label,
                      (Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.HAND, Zone.STACK))
    if e.counter:                            # in exile with these counters (CR 702.62a)
        n = amount(game, ctx, e.counter_amount)
        for oid in moved:
            o = game.state.objects[oid]
            if o.zone is Zone.EXILE and n > 0:
                o.counters[e.counter] = o.counters.get(e.counter, 0) + n
                game.record("counters", f"{o.name} is exiled with {n} {e.counter} counter(s)", object_id=oid)
    _exiled_with_source(game, ctx, moved)    # "the exiled card" of a linked ability (CR 607.2a)


def _return_to_battlefield(game, ctx, e: ReturnToBattlefield):
    """New objects (CR 400.7); tokens never come back (CR 111.8, ruling S9)."""
    from ..engine.zones import move
    state = game.state
    returned = []
    for oid in objects(game, ctx, e.objects):
        o = state.objects[oid]
        if o.zone is Zone.BATTLEFIELD or o.is_token:
            continue
        controller = o.owner if e.under_owner_control else ctx.controller
        if e.transformed and o.definition.back_face is None and o.front_face is None:
            game.record("zone", f"{o.name} isn't a transforming double-faced card and stays in its zone "
                        "(CR 712.10a)")
            continue
        host = None
        if e.attached_to is not None:
            from ..engine.attachments import attach_problem
            hosts = objects(game, ctx, e.attached_to)
            host = hosts[0] if hosts else None
            if host is None or attach_problem(state, o, state.live(host)) is not None:
                game.record("zone", f"{o.name} can't enchant that object and stays in its zone (CR 303.4i)")
                continue
        counters = () if e.enter_counter is None else ((e.enter_counter, amount(game, ctx, e.enter_counter_amount)),)
        new = move(game, oid, Zone.BATTLEFIELD, controller=controller, tapped=e.tapped, attach_to=host,
                   counters=counters, transformed=e.transformed)
        if new is not None and host is not None and new.attached_to != host:
            from ..engine.attachments import attach, attach_problem
            if attach_problem(state, new, state.live(host)) is None:
                attach(game, new, host)          # an Equipment (CR 301.5c); Auras attach as they enter
        if new is not None:
            returned.append(new.id)
            ctx.moved[oid] = new.id
    ctx.last = returned


def _return_to_hand(game, ctx, e: ReturnToHand):
    _move_all(game, ctx, e.objects, Zone.HAND, from_zones=(Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.EXILE))


def _destroy(game, ctx, e: Destroy):
    """CR 701.7; indestructible permanents stay (CR 702.12b)."""
    ids = [i for i in objects(game, ctx, e.objects)
           if not has_keyword(game.state, game.state.objects[i], "indestructible")]
    from ..engine.zones import move, regenerate, totem_armor
    destroyed = []
    for oid in ids:
        o = game.state.objects[oid]
        if o.zone is not Zone.BATTLEFIELD:
            continue
        # CR 701.15c: "can't be regenerated" leaves only other replacements (totem armor)
        saved = regenerate(game, o) if e.can_regenerate else totem_armor(game, o)
        if not saved:
            new = move(game, oid, Zone.GRAVEYARD)
            if new is not None and new.zone is Zone.GRAVEYARD:    # put into a graveyard (CR 701.7a)
                destroyed.append(new.id)
    if e.label:
        ctx.affected[e.label] = destroyed


def _sacrifice(game, ctx, e: SacrificeObjects):
    from ..engine.zones import move
    state = game.state
    if e.objects is not None:
        ids = [i for i in objects(game, ctx, e.objects)
               if state.objects[i].zone is Zone.BATTLEFIELD]
        ids = [i for i in ids if state.objects[i].controller in players(game, ctx, e.player)
               or e.player is PlayerRef.YOU]
    else:
        ids = []
        for p in players(game, ctx, e.player):
            pool = [i for i in candidates(state, e.filter, p, ctx.source_id)
                    if state.objects[i].controller == p]
            n = min(count(game, ctx, e.count, p), len(pool))
            ids += game.ask_objects(ChoiceKind.SACRIFICE, p, "choose what to sacrifice", pool, n, n)
    from ..engine.events_bus import GameEvent
    if e.label:
        ctx.affected[e.label] = list(ids)          # read by last known information (CR 608.2h)
    ctx.done = 0
    for oid in ids:
        who = game.state.objects[oid].controller
        move(game, oid, Zone.GRAVEYARD)
        if state.live(oid) is None:                # it left the battlefield, wherever a replacement
            ctx.done += 1                          # put it: sacrificed, for "If you do, ..." (IfDone)
        # CR 701.17; "by"/"keyword": the ability sacrificing it, for exploit (CR 702.110b)
        game.emit(GameEvent("sacrificed", oid, who, {"by": ctx.source_id, "keyword": ctx.keyword}))


def _scry(game, ctx, e: Scry):
    """CR 701.22: look at the top N, any number to the bottom, the rest on top in any order."""
    from ..engine.zones import top_or_bottom
    for p in players(game, ctx, e.player):
        top_or_bottom(game, p, p, amount(game, ctx, e.amount, p), "scry")


def _draw(game, ctx, e: Draw):
    from ..engine.zones import draw
    for p in players(game, ctx, e.player):
        draw(game, p, amount(game, ctx, e.amount, p))


def _draw_up_to(game, ctx, e: DrawUpTo):
    """Each player chooses how many cards to draw, none to the most allowed (CR 121.1)."""
    from ..engine.zones import draw
    for p in players(game, ctx, e.player):
        most = amount(game, ctx, e.most, p)
        n = game.ask_one(ChoiceKind.X, p, f"draw up to {most} cards", [(k, str(k)) for k in range(most + 1)])
        game.record("choose", f"{game.pname(p)} chooses to draw {n}")
        draw(game, p, n)


def _discard(game, ctx, e: DiscardCards):
    ctx.discarded = []                        # "if you discarded a card this way" reads these
    for p in players(game, ctx, e.player):
        hand = list(game.state.players[p].hand)
        k = min(amount(game, ctx, e.amount, p), len(hand))
        if e.at_random:                       # CR 701.8b: the cards are chosen at random
            from ..engine.state import rng
            picked = rng(game).sample(hand, k)
        elif e.any_number:                    # CR 701.8a: the player chooses how many, none to all
            picked = game.ask_objects(ChoiceKind.DISCARD, p, "discard any number", hand, 0, len(hand))
        else:
            picked = game.ask_objects(ChoiceKind.DISCARD, p, f"discard {k}", hand, k, k)
        for oid in picked:
            HOOKS.discard(game, oid, ctx.controller)
        ctx.discarded += picked
    if e.label:                               # the cards they became in the graveyard (CR 400.7)
        ctx.affected[e.label] = [game.state.objects[oid].moved_to or oid for oid in ctx.discarded]


def _exile_top(game, ctx, e: ExileTopOfLibrary):
    from ..engine.zones import move
    moved = []
    for p in players(game, ctx, e.player):
        for oid in list(game.state.players[p].library[:amount(game, ctx, e.amount, p)]):
            new = move(game, oid, Zone.EXILE)
            if new is not None:
                moved.append(new.id)
    ctx.affected[e.label] = moved
    ctx.last = moved
    _exiled_with_source(game, ctx, moved)


def _exiled_with_source(game, ctx, moved: list) -> None:
    """"the exiled card" / "cards exiled with ~" of a linked ability (CR 607.2a): the cards this
    exiled are the source's, while it is the object it was (CR 400.7)."""
    source = game.state.objects.get(ctx.source_id)
    if source is not None and moved:
        source.exiled_with = source.exiled_with + tuple(moved)


def _counter_spell(game, ctx, e: CounterSpell):
    """CR 701.5a: each spell it names goes to its owner's graveyard (or where the rider says);
    each ability it names ("counter target activated ability") is removed from the stack."""
    from ..engine.stack_abilities import counter_ability, targeted_abilities
    abilities = targeted_abilities(game, ctx, e.objects)
    for oid in objects(game, ctx, e.objects):
        counter_spell(game, oid, getattr(e, "destination", "graveyard"))
    for item in abilities:
        counter_ability(game, item)


def counter_spell(game, oid: int, where: str = "graveyard") -> None:
    """CR 701.5a: a countered spell goes to its owner's graveyard; "can't be countered" stops it."""
    from ..abilities import RestrictedAction
    from ..engine.query import restricted
    from ..engine.zones import move
    o = game.state.objects[oid]
    if o.zone is not Zone.STACK:
        return
    if restricted(game.state, o, RestrictedAction.BE_COUNTERED):
        game.record("counter", f"{o.name} can't be countered")
        return
    game.record("counter", f"{o.name} is countered")
    if where == "exile":                      # "exile it instead of putting it into ... graveyard"
        move(game, oid, Zone.EXILE)
    elif where.startswith("library"):         # "put it on top of / the bottom of its owner's library"
        move(game, oid, Zone.LIBRARY, to_bottom=where == "library_bottom")
    else:
        move(game, oid, Zone.GRAVEYARD)


def _regenerate(game, ctx, e: Regenerate):
    for oid in objects(game, ctx, e.objects):
        game.state.objects[oid].regeneration_shields += 1


def _search(game, ctx, e: SearchLibrary):
    """CR 701.19: find up to `count` matching cards, put them in the destination, shuffle."""
    from ..engine.query import matches
    from ..engine.zones import move
    state = game.state
    moved = []
    for p in players(game, ctx, e.player):
        searched = _searched_zones(game, p, e)
        pool = sorted(i for z in searched for i in state.players[p].zone(z)
                      if matches(state, e.filter, state.objects[i], p, ctx.source_id, check_zone=False))
        most = len(pool) if e.any_number else min(count(game, ctx, e.count, p), len(pool))
        chosen = game.ask_objects(ChoiceKind.CHOOSE, p, "search: choose cards", pool, 0, most)
        if e.rest_destination is not None:
            moved += _split_found(game, p, e, chosen)
            chosen = []
        for oid in chosen:
            new = move(game, oid, e.destination, tapped=e.tapped)
            if new is not None:
                moved.append(new.id)
        if e.shuffle and Zone.LIBRARY in searched:
            game.shuffle(p)
    ctx.last = moved
    if e.label:
        ctx.affected[e.label] = moved


def _split_found(game, p: int, e: SearchLibrary, found: list) -> list:
    """"..., reveal those cards, put one onto the battlefield tapped and the other into your
    hand" (CR 701.19, 701.16a): the found cards are revealed; the searcher chooses the one for the
    first place and the others go to the second. With one card found, the searcher chooses which
    place it goes to (it is "one" or "the other")."""
    from ..engine.zones import move
    state = game.state
    if not found:
        return []
    game.record("reveal", f"{game.pname(p)} reveals {', '.join(state.objects[i].name for i in found)}")
    first = game.ask_objects(ChoiceKind.CHOOSE, p, f"put one into {e.destination.value}", found,
                             1 if len(found) > 1 else 0, 1)
    moved = []
    for oid in found:
        here = oid in first
        new = move(game, oid, e.destination if here else e.rest_destination, tapped=e.tapped and here)
        if new is not None:
            moved.append(new.id)
    return moved


def _searched_zones(game, p: int, e: SearchLibrary) -> tuple:
    """The zones player `p` searches: the library; for "search your library and/or graveyard"
    the graveyard (and the hand, "your graveyard, hand, and/or library"), and the library only
    if the player chooses to search it too (CR 701.19a)."""
    if not e.other_zones:
        return (Zone.LIBRARY,)
    if game.ask_bool(ChoiceKind.MAY, p, "search your library too?"):
        return e.other_zones + (Zone.LIBRARY,)
    return e.other_zones


def _mill(game, ctx, e):
    from ..engine.zones import move
    moved = []
    for p in players(game, ctx, e.player):      # the amount from each player's side ("that player's")
        for oid in list(game.state.players[p].library[:amount(game, ctx, e.amount, p)]):
            new = move(game, oid, Zone.GRAVEYARD)
            if new is not None:
                moved.append(new.id)
    ctx.last = moved
    if e.label:                                 # the milled card, read by "if that card is ..."
        ctx.affected[e.label] = moved


def _put_on_library(game, ctx, e):
    moved = _move_all(game, ctx, e.objects, Zone.LIBRARY, from_zones=(Zone.BATTLEFIELD, Zone.GRAVEYARD,
                                                                      Zone.HAND, Zone.EXILE, Zone.STACK),
                      to_bottom=not e.top)
    if e.top and e.position > 1:
        # "second from the top": put on top, then under the cards that go above it; a library with
        # fewer cards has it at the bottom (CR 401.1: the library's order is kept)
        for oid in moved:
            library = game.state.players[game.state.objects[oid].owner].library
            library.remove(oid)
            library.insert(min(e.position - 1, len(library)), oid)


register_instructions({
    Exile: _exile,
    ReturnToBattlefield: _return_to_battlefield,
    ReturnToHand: _return_to_hand,
    Destroy: _destroy,
    SacrificeObjects: _sacrifice,
    Scry: _scry,
    Draw: _draw,
    DrawUpTo: _draw_up_to,
    DiscardCards: _discard,
    ExileTopOfLibrary: _exile_top,
    CounterSpell: _counter_spell,
    Regenerate: _regenerate,
    SearchLibrary: _search,
    Mill: _mill,
    PutOnLibrary: _put_on_library,
})
