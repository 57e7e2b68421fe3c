"""VM instructions for libraries and graveyards: surveil, putting cards on the bottom of their
owners' libraries, shuffling a library, exiling the cards of a player's zones, revealing the top
of a library (registered in the VM's instruction table)."""
from __future__ import annotations

from ..characteristics import CardType, Zone
from ..engine.decider import ChoiceKind
from ..effects import (ChooseAtRandom, Clash, ExileCardsFrom, PutFromHandOnTop, PutInto, PutOnBottom, RevealUntil,
                      RevealObjects, ReturnExiledWith, SearchOtherLibrary, SearchToTop, ShuffleLibrary,
                      ShuffleIntoOwnersLibrary, Surveil, ExiledCardsMayBeLookedAt, PlayExiledFree)
from ..engine.registry import register_instructions


def _surveil(game, ctx, e: Surveil):
    """CR 701.42a: look at the top N, any number into the graveyard, the rest on top in any order."""
    from ..engine.evaluation import amount, players
    from ..engine.zones import move, split_top
    for p in players(game, ctx, e.player):
        n = amount(game, ctx, e.amount, p)
        lib = game.state.players[p].library
        top = lib[:n]
        away, keep = split_top(game, p, p, n, ChoiceKind.CHOOSE, f"surveil {n}: choose cards for the graveyard")
        game.state.players[p].library = keep + [i for i in lib if i not in top]
        for oid in away:
            move(game, oid, Zone.GRAVEYARD)
        game.record("surveil", f"{game.pname(p)} surveils {n}: {len(keep)} on top, "
                               f"{len(away)} into the graveyard")


def _put_on_bottom(game, ctx, e: PutOnBottom):
    """CR 401.4: each owner orders the cards going to the bottom of their library at once."""
    from ..engine.evaluation import objects
    from ..engine.zones import move
    state = game.state
    movable = (Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.HAND, Zone.EXILE, Zone.STACK, Zone.LIBRARY)
    ids = [i for i in objects(game, ctx, e.objects) if state.objects[i].zone in movable]
    moved = []
    for owner in sorted({state.objects[i].owner for i in ids}):
        mine = [i for i in ids if state.objects[i].owner == owner]
        if len(mine) > 1:
            mine = game.ask_order(ChoiceKind.ORDER, owner,
                                  "order the cards (first is the top)" if e.top
                                  else "order the cards for the bottom (first goes down first)",
                                  [(i, state.objects[i].name) for i in mine])
        for oid in (list(reversed(mine)) if e.top else mine):   # on top: the last one moved is on top
            new = move(game, oid, Zone.LIBRARY, to_bottom=not e.top)
            if new is not None:
                moved.append(new.id)
    ctx.last = moved


def _shuffle_into_owners_library(game, ctx, e: ShuffleIntoOwnersLibrary):
    """CR 400.3, 701.20a: each object into its owner's library, then those libraries are shuffled."""
    from ..engine.evaluation import objects
    from ..engine.zones import move
    state = game.state
    owners = []
    for oid in objects(game, ctx, e.objects):
        o = state.live(oid)
        if o is None or o.zone is Zone.LIBRARY:
            continue
        if move(game, oid, Zone.LIBRARY) is not None and o.owner not in owners:
            owners.append(o.owner)
    for p in owners:
        game.shuffle(p)


def _shuffle_library(game, ctx, e: ShuffleLibrary):
    from ..engine.evaluation import players
    for p in players(game, ctx, e.player):
        game.shuffle(p)


def _exile_cards_from(game, ctx, e: ExileCardsFrom):
    from .hands import _matching
    from ..engine.evaluation import players
    from ..engine.zones import move
    moved = []
    for p in players(game, ctx, e.player):
        pl = game.state.players[p]
        for zone in e.zones:
            for oid in _matching(game, ctx, e.filter, list(pl.zone(zone)), p):
                new = move(game, oid, Zone.EXILE)
                if new is not None:
                    moved.append(new.id)
    ctx.last = moved
    if e.label:
        ctx.affected[e.label] = moved


HANDLERS = {Surveil: _surveil, PutOnBottom: _put_on_bottom, ShuffleLibrary: _shuffle_library,
            ExileCardsFrom: _exile_cards_from, ShuffleIntoOwnersLibrary: _shuffle_into_owners_library}


def _put_into(game, ctx, e: PutInto):
    """Cards go to their owner's zone (CR 400.3); onto the battlefield under the control of the
    player who puts them there (CR 110.2a). A permanent isn't moved by these words."""
    from ..engine.evaluation import objects
    from ..engine.zones import move
    state = game.state
    moved = []
    for oid in objects(game, ctx, e.objects):
        if state.objects[oid].zone in (Zone.BATTLEFIELD, Zone.STACK):
            continue
        controller = ctx.controller if e.zone is Zone.BATTLEFIELD else None
        new = move(game, oid, e.zone, controller=controller, tapped=e.tapped)
        if new is not None:
            moved.append(new.id)
            if e.zone is Zone.BATTLEFIELD:
                ctx.moved[oid] = new.id       # "That creature gains haste": the permanent it became (CR 400.7)
    ctx.last = moved


HANDLERS[PutInto] = _put_into


def _reveal_until(game, ctx, e: RevealUntil):
    """CR 701.16a: turn cards over from the top until enough match (or the library is empty)."""
    from .hands import _matching
    from ..engine.evaluation import players
    from ..engine.zones import move
    state = game.state
    revealed: list[int] = []
    found: list[int] = []
    for p in players(game, ctx, e.player):
        mine: list[int] = []
        hits: list[int] = []
        for oid in list(state.players[p].library):
            mine.append(oid)
            if _matching(game, ctx, e.filter, [oid], p):
                hits.append(oid)
                if len(hits) >= e.count:
                    break
        names = ", ".join(state.objects[i].name for i in mine) or "nothing"
        game.record("reveal", f"{game.pname(p)} {'exiles' if e.exile else 'reveals'} {names}")
        if e.exile:
            moved = {oid: move(game, oid, Zone.EXILE) for oid in mine}
            mine = [m.id for m in moved.values() if m is not None]
            hits = [moved[h].id for h in hits if moved[h] is not None]
        if e.then_graveyard:
            for oid in mine:
                move(game, oid, Zone.GRAVEYARD)
        revealed += mine
        found += hits
    ctx.affected[e.label] = revealed
    ctx.affected[e.found] = found
    ctx.last = found


HANDLERS[RevealUntil] = _reveal_until


def _clash(game, ctx, e: Clash):
    """CR 701.23: reveal at the same time, decide in APNAP order, move at the same time; you win
    with a higher mana value than every other card revealed (CR 701.23d)."""
    from ..engine.vm import run
    state = game.state
    you = ctx.controller
    opponents = [p for p in state.apnap() if p != you]
    clashers = [you]
    if len(opponents) == 1:
        clashers.append(opponents[0])
    elif opponents:
        clashers.append(game.ask_one(ChoiceKind.CHOOSE, you, "clash with which opponent?",
                                     [(p, game.pname(p)) for p in opponents]))
    clashers = [p for p in state.apnap() if p in clashers]
    revealed = {p: state.players[p].library[0] for p in clashers if state.players[p].library}
    for p, oid in revealed.items():
        game.record("reveal", f"{game.pname(p)} reveals {state.objects[oid].name} (clash)")
    bottom = [p for p, oid in revealed.items()
              if game.ask_bool(ChoiceKind.MAY, p, f"put {state.objects[oid].name} on the bottom?")]
    for p in bottom:
        lib = state.players[p].library
        lib.remove(revealed[p])
        lib.append(revealed[p])
    value = {p: state.objects[oid].definition.mana_cost.mana_value for p, oid in revealed.items()}
    won = you in value and all(value[you] > v for p, v in value.items() if p != you)
    game.record("clash", f"{game.pname(you)} {'wins' if won else 'does not win'} the clash")
    run(game, ctx, e.won if won else e.lost)


HANDLERS[Clash] = _clash


def _choose_at_random(game, ctx, e: ChooseAtRandom):
    """A random pick among the matching objects, through the game's seeded RNG (determinism)."""
    from ..engine.state import rng
    from ..engine.query import candidates
    state = game.state
    from ..engine.evaluation import players
    pool = sorted(i for p in players(game, ctx, e.player) for i in candidates(state, e.filter, p, ctx.source_id))
    picked = rng(game).sample(pool, min(e.count, len(pool))) if pool else []
    ctx.chosen[e.label] = picked
    ctx.affected[e.label] = picked
    ctx.last = picked
    names = ", ".join(state.objects[i].name for i in picked) or "nothing"
    game.record("choose", f"{game.pname(ctx.controller)} chooses at random: {names}")


HANDLERS[ChooseAtRandom] = _choose_at_random


def _search_other_library(game, ctx, e: SearchOtherLibrary):
    """CR 701.19: the searcher looks through that library; a search for a quality may find
    nothing (701.19b), a search for just "a card" / "N cards" must find them (701.19d)."""
    from ..engine.query import matches
    from ..engine.evaluation import players
    from ..engine.zones import move
    state = game.state
    you = ctx.controller
    moved = []
    for p in players(game, ctx, e.player):
        pool = [i for i in state.players[p].library
                if matches(state, e.filter, state.objects[i], you, ctx.source_id, check_zone=False)]
        most = min(e.count, len(pool))
        plain = e.filter == type(e.filter)(card=True, zone=e.filter.zone)
        least = most if plain and not e.up_to else 0
        chosen = game.ask_objects(ChoiceKind.CHOOSE, you, f"search {game.pname(p)}'s library",
                                  sorted(pool), least, most)
        for oid in chosen:
            new = move(game, oid, e.destination,
                       controller=you if e.destination is Zone.BATTLEFIELD else None)
            if new is not None:
                moved.append(new.id)
        game.shuffle(p)
    ctx.last = moved
    if e.label:
        ctx.affected[e.label] = moved


HANDLERS[SearchOtherLibrary] = _search_other_library


def _reveal_objects(game, ctx, e: RevealObjects):
    from ..engine.evaluation import objects
    names = ", ".join(game.state.objects[i].name for i in objects(game, ctx, e.objects)) or "nothing"
    game.record("reveal", f"{game.pname(ctx.controller)} reveals {names}")


HANDLERS[RevealObjects] = _reveal_objects


def _search_to_top(game, ctx, e: SearchToTop):
    """Find up to `count` matching cards (a search for a quality may find none, CR 701.19b),
    reveal them, shuffle the rest of the library, then put them on top in the chosen order."""
    from ..engine.query import matches
    state = game.state
    p = ctx.controller
    lib = state.players[p].library
    pool = [i for i in lib if matches(state, e.filter, state.objects[i], p, ctx.source_id, check_zone=False)]
    found = game.ask_objects(ChoiceKind.CHOOSE, p, "search: choose cards", sorted(pool), 0,
                             len(pool) if e.any_number else min(e.count, len(pool)))
    if found and e.reveal:
        names = ", ".join(state.objects[i].name for i in found)
        game.record("reveal", f"{game.pname(p)} reveals {names}")
    state.players[p].library = [i for i in lib if i not in found]
    game.shuffle(p)
    if len(found) > 1:
        found = game.ask_order(ChoiceKind.ORDER, p, "order the cards (first is the top)",
                               [(i, state.objects[i].name) for i in found])
    state.players[p].library = list(found) + state.players[p].library
    ctx.last = list(found)
    if e.label:
        ctx.affected[e.label] = list(found)


HANDLERS[SearchToTop] = _search_to_top


def _return_exiled_with(game, ctx, e: ReturnExiledWith):
    """CR 607.2a: the cards the source exiled (its last known information if it has left its
    zone, CR 603.10a) that are still in exile return under their owners' control. A source still
    where it was is read as it is now: a spell's LKI was taken as it was cast, before it exiled."""
    from ..engine.query import matches
    from ..engine.zones import move
    state = game.state
    returned = []
    cards = [card for card in _exiled_by_source(game, ctx)     # one that left exile is a new object (CR 400.7)
             if e.filter is None or matches(state, e.filter, card, ctx.controller, ctx.source_id)]
    if e.one and cards:                           # "put a creature card exiled with ~ ...": one of them
        (chosen,) = game.ask_objects(ChoiceKind.CHOOSE, ctx.controller, "choose a card exiled with it",
                                     [c.id for c in cards], 1, 1)
        cards = [state.objects[chosen]]
    for card in cards:
        oid = card.id
        if e.to_hand:
            new = move(game, oid, Zone.HAND)
        else:
            controller = ctx.controller if e.under_your_control else card.owner
            new = move(game, oid, Zone.BATTLEFIELD, controller=controller, tapped=e.tapped)
        if new is not None:
            returned.append(new.id)
    ctx.last = returned


HANDLERS[ReturnExiledWith] = _return_exiled_with


def _exiled_by_source(game, ctx) -> list:
    """The cards the source's linked ability exiled that are still in exile (CR 607.2a)."""
    from ..engine.evaluation import exiled_by_source
    return exiled_by_source(game.state, ctx)


def _exiled_cards_may_be_looked_at(game, ctx, e: ExiledCardsMayBeLookedAt):
    """Hideaway's exiled card (CR 702.75a): its looker is the permanent's controller (CR 406.3b)."""
    for card in _exiled_by_source(game, ctx):
        if card.face_up is not None and ctx.controller not in card.may_be_looked_at_by:
            card.may_be_looked_at_by = card.may_be_looked_at_by + (ctx.controller,)


def _play_exiled_free(game, ctx, e: PlayExiledFree):
    """CR 607.2a: "you may play the exiled card without paying its mana cost", each such card as
    the player chooses: a land as their land play (CR 305.2a), else cast without paying its mana
    cost during the resolution (CR 608.2g)."""
    from ..engine.actions import cast
    from ..engine.query import matches
    from ..errors import IllegalAction
    player = ctx.controller
    for card in _exiled_by_source(game, ctx):
        real = card.face_up or card.definition
        if e.filter is not None and not matches(game.state, e.filter, card, player, ctx.source_id):
            continue                           # "an instant or sorcery card exiled with it"
        if e.cast_only and CardType.LAND in real.types:
            continue                           # a land is played, not cast (CR 305.9)
        verb = "cast" if e.cast_only else "play"
        if not game.ask_bool(ChoiceKind.MAY, player, f"{verb} {real.name} without paying its mana cost?"):
            continue
        if CardType.LAND in real.types:
            _play_land_now(game, player, card)
            continue
        try:
            with game.transaction():
                if card.face_up is not None and player not in card.may_be_looked_at_by:
                    # the player the effect lets play it sees it: cast turns it face up (CR 406.3a)
                    card.may_be_looked_at_by = card.may_be_looked_at_by + (player,)
                cast(game, player, card.id, alt="free", ignore_timing=True)
        except IllegalAction as refused:
            game.record("cast", f"{real.name} can't be cast: {refused.reason}")
            continue
        if e.one:                              # "a card exiled with ~": one cast (CR 607.2a)
            break


def _play_land_now(game, player: int, card) -> None:
    """A land played as an ability resolves is a land play: only with one left (CR 305.2a); the
    face-down card is turned face up as it is played (CR 406.3a)."""
    from ..engine.zones import move
    if not game.state.players[player].may_play_another_land():
        game.record("play", f"{game.pname(player)} can't play {(card.face_up or card.definition).name}: "
                            "no land play left (CR 305.2a)")
        return
    if card.face_up is not None:
        card.definition, card.face_up = card.face_up, None
    game.state.players[player].lands_played += 1
    game.record("play", f"{game.pname(player)} plays {card.name} from exile")
    move(game, card.id, Zone.BATTLEFIELD, controller=player)


HANDLERS[ExiledCardsMayBeLookedAt] = _exiled_cards_may_be_looked_at
HANDLERS[PlayExiledFree] = _play_exiled_free


def _put_from_hand_on_top(game, ctx, e: PutFromHandOnTop):
    """Each player chooses from their own hand (CR 401.4: the owner orders cards put on top)."""
    from ..engine.query import matches
    from ..engine.evaluation import players
    from ..engine.zones import move
    state = game.state
    for p in players(game, ctx, e.player):
        pool = sorted(i for i in state.players[p].hand
                      if matches(state, e.filter, state.objects[i], p, ctx.source_id, check_zone=False))
        n = min(e.count, len(pool))
        chosen = game.ask_objects(ChoiceKind.CHOOSE, p, "put cards from your hand on top of your library",
                                  pool, n, n) if n else []
        if len(chosen) > 1:
            chosen = game.ask_order(ChoiceKind.ORDER, p, "order the cards (first is the top)",
                                    [(i, state.objects[i].name) for i in chosen])
        for oid in reversed(list(chosen)):        # the last one moved ends on top
            move(game, oid, Zone.LIBRARY)
        game.record("put", f"{game.pname(p)} puts {len(chosen)} card(s) from hand on top of library")


HANDLERS[PutFromHandOnTop] = _put_from_hand_on_top


register_instructions(HANDLERS)
