"""VM instructions for hands and libraries: revealing and looking at hands, choosing and
discarding from them, looking at the top of a library and sorting those cards, shuffling zones
into a library, putting cards from a hand onto the battlefield (registered in the VM's instruction table)."""
from __future__ import annotations


from ..characteristics import Zone
from ..engine.decider import ChoiceKind
from ..engine.state import rng
from ..effects import (CastFromHandFree, ChooseAmongRevealed, ChooseFromHand, DiscardAll, RevealFromHand, DiscardObjects, ExchangeWithHand, LookAtTop, PutFromHand,
                      PutLookedCards, RevealHand, ShuffleIntoLibrary)
from ..engine.registry import HOOKS, register_instructions


def _matching(game, ctx, filt, ids, owner):
    from ..engine.query import matches
    if filt is None:
        return list(ids)
    return [i for i in ids if matches(game.state, filt, game.state.objects[i], ctx.controller,
                                      ctx.source_id, check_zone=False)]


def _reveal_hand(game, ctx, e: RevealHand):
    from ..engine.evaluation import players
    for p in players(game, ctx, e.player):
        names = ", ".join(game.state.objects[i].name for i in game.state.players[p].hand) or "nothing"
        verb = f"{game.pname(ctx.controller)} looks at {game.pname(p)}'s hand" if e.look \
            else f"{game.pname(p)} reveals their hand"
        game.record("reveal", f"{verb}: {names}")


def _choose_from_hand(game, ctx, e: ChooseFromHand):
    from ..engine.evaluation import count, players
    chosen: list[int] = []
    for p in players(game, ctx, e.player):
        pool = _matching(game, ctx, e.filter, game.state.players[p].hand, p)
        most = min(count(game, ctx, e.maximum), len(pool))
        chosen += game.ask_objects(ChoiceKind.CHOOSE, ctx.controller, f"choose from {game.pname(p)}'s hand",
                                   pool, min(count(game, ctx, e.minimum), most), most)
    ctx.chosen[e.label] = chosen
    ctx.affected[e.label] = chosen
    ctx.last = chosen
    names = ", ".join(game.state.objects[i].name for i in chosen) or "nothing"
    if e.reveal:
        game.record("reveal", f"{game.pname(ctx.controller)} reveals {names}")
        return
    game.record("choose", f"{game.pname(ctx.controller)} chooses {names}")


def _reveal_from_hand(game, ctx, e: RevealFromHand):
    """CR 701.16a: the player whose hand it is chooses the cards revealed."""
    from ..engine.evaluation import count, players
    revealed: list[int] = []
    for p in players(game, ctx, e.player):
        hand = list(game.state.players[p].hand)
        n = min(count(game, ctx, e.amount), len(hand))
        shown = game.ask_objects(ChoiceKind.CHOOSE, p, "choose the cards of your hand to reveal", hand, n, n)
        game.record("reveal", f"{game.pname(p)} reveals " + _names(game, shown))
        revealed += shown
    _keep(ctx, e.label, revealed)


def _choose_among_revealed(game, ctx, e: ChooseAmongRevealed):
    """"You choose one of them": among the revealed cards still in their hand."""
    from ..engine.evaluation import count
    pool = [i for i in ctx.affected.get(e.among, ()) if game.state.objects[i].zone is Zone.HAND]
    n = min(count(game, ctx, e.amount), len(pool))
    chosen = game.ask_objects(ChoiceKind.CHOOSE, ctx.controller, "choose among the revealed cards", pool, n, n)
    game.record("choose", f"{game.pname(ctx.controller)} chooses " + _names(game, chosen))
    _keep(ctx, e.label, chosen)


def _names(game, ids) -> str:
    return ", ".join(game.state.objects[i].name for i in ids) or "nothing"


def _keep(ctx, label: str, ids: list[int]) -> None:
    """The cards an instruction chose, for "that card" / "them" after it."""
    ctx.chosen[label] = ids
    ctx.affected[label] = ids
    ctx.last = ids


def _discard_objects(game, ctx, e: DiscardObjects):
    from ..engine.evaluation import objects
    for oid in objects(game, ctx, e.objects):
        if game.state.objects[oid].zone is Zone.HAND:
            HOOKS.discard(game, oid, ctx.controller)
            if game.state.objects[oid].moved_to is not None:   # "draw that many": the cards it
                ctx.moved[oid] = game.state.objects[oid].moved_to   # became (CR 400.7, 608.2c)


def _discard_all(game, ctx, e: DiscardAll):
    from ..engine.evaluation import players
    discarded = []
    for p in players(game, ctx, e.player):
        for oid in _matching(game, ctx, e.filter, list(game.state.players[p].hand), p):
            HOOKS.discard(game, oid, ctx.controller)
            discarded.append(game.state.objects[oid].moved_to or oid)    # the card it became (CR 400.7)
    if e.label:
        ctx.affected[e.label] = discarded


def _look_at_top(game, ctx, e: LookAtTop):
    from ..engine.evaluation import amount, players
    looked: list[int] = []
    for p in players(game, ctx, e.player):
        top = list(game.state.players[p].library[:amount(game, ctx, e.amount, p)])
        looked += top
        if e.reveal:                          # CR 701.16a: shown to every player
            names = ", ".join(game.state.objects[i].name for i in top) or "nothing"
            game.record("reveal", f"{game.pname(p)} reveals the top {len(top)} card(s) of their "
                                  f"library: {names}")
            continue
        game.record("look", f"{game.pname(ctx.controller)} looks at the top {len(top)} "
                            f"card(s) of {game.pname(p)}'s library")
    ctx.affected[e.label] = looked
    ctx.last = looked


def _put_looked(game, ctx, e: PutLookedCards):
    from ..engine.zones import move
    state = game.state
    pool = [i for i in ctx.affected.get(e.label, []) if state.live(i) is not None
            and state.objects[i].zone is Zone.LIBRARY]
    taken: list[int] = []
    if e.take != 0:
        from ..engine.evaluation import amount
        fits = _matching(game, ctx, e.filter, pool, ctx.controller)
        take = e.take if e.take is None or isinstance(e.take, int) else amount(game, ctx, e.take)
        most = len(fits) if take is None else min(take, len(fits))
        least = 0 if e.take is None or e.optional else most
        if e.all_matching:                    # "put all land cards revealed this way ...": no choice
            taken = fits
        else:
            taken = game.ask_objects(ChoiceKind.CHOOSE, ctx.controller,
                                     f"choose cards to put into {e.take_to.value}", fits, least, most)
        for oid in taken:
            if e.reveal:
                game.record("reveal", f"{game.pname(ctx.controller)} reveals {state.objects[oid].name}")
            if e.take_to is Zone.LIBRARY:         # kept: put back on top below, once the rest left
                continue
            if e.take_to is Zone.BATTLEFIELD:     # under the control of who puts it there (CR 110.2a)
                new = move(game, oid, Zone.BATTLEFIELD, controller=ctx.controller, tapped=e.tapped)
                if new is not None:               # "... onto the battlefield tapped. Untap those lands."
                    ctx.moved[oid] = new.id       # the rest of the effect finds it (CR 400.7)
            elif e.face_down:
                _exile_face_down(game, ctx, oid)
            else:
                move(game, oid, e.take_to)
    rest = [i for i in pool if i not in taken]
    if e.take_to is Zone.LIBRARY:                 # "put up to two of them back on top ... and the rest ..."
        _looked_to(game, ctx, rest, e.rest)
        _looked_to(game, ctx, taken, "top")
        return
    _looked_to(game, ctx, rest, e.rest)


def _exile_face_down(game, ctx, oid: int) -> None:
    """Exiled face down (hideaway, CR 702.75a): the card has no characteristics (CR 406.3a;
    `face_up` keeps its own) and is the card its source's linked ability exiled (CR 607.2a)."""
    from ..engine.actions import FACE_DOWN_CARD
    from ..engine.zones import move
    new = move(game, oid, Zone.EXILE)
    if new is None:
        return
    new.face_up, new.definition = new.definition, FACE_DOWN_CARD
    source = game.state.objects.get(ctx.source_id)
    if source is not None:
        source.exiled_with = source.exiled_with + (new.id,)
    game.record("exile", f"{game.pname(ctx.controller)} exiles a card face down", object_id=new.id)


def _looked_to(game, ctx, cards: list[int], where: str | None) -> None:
    """Looked-at cards to `where`: a zone, or the top or bottom of the library in an order the
    controller chooses or a random one (CR 401.4); None: left for a following step."""
    from ..engine.zones import move
    state = game.state
    if where is None or not cards:
        return
    if where in ("graveyard", "exile", "hand"):
        for oid in cards:
            move(game, oid, Zone(where))
        return
    owner = state.objects[cards[0]].owner
    lib = state.players[owner].library
    if where == "bottom_random":
        rng(game).shuffle(cards)
    elif len(cards) > 1:
        cards = game.ask_order(ChoiceKind.ORDER, ctx.controller,
                               "order the cards (first is the top)" if where == "top"
                               else "order the cards for the bottom (first goes down first)",
                               [(i, state.objects[i].name) for i in cards])
    others = [i for i in lib if i not in cards]
    state.players[owner].library = cards + others if where == "top" else others + cards
    game.record("library", f"{len(cards)} card(s) put {'on top' if where == 'top' else 'on the bottom'}")


def _shuffle_into_library(game, ctx, e: ShuffleIntoLibrary):
    from ..engine.evaluation import players
    from ..engine.zones import move
    shuffled = []
    for p in players(game, ctx, e.player):
        pl = game.state.players[p]
        for zone in e.zones:
            cards = list(pl.hand) if zone is Zone.HAND else list(pl.graveyard)
            for oid in cards:
                card = move(game, oid, Zone.LIBRARY)
                if card is not None:            # "that many": the cards they became (CR 400.7)
                    shuffled.append(card.id)
        game.shuffle(p)
    if e.label:
        ctx.affected[e.label] = shuffled


def _put_from_hand(game, ctx, e: PutFromHand):
    from ..engine.evaluation import players
    from ..engine.zones import move
    moved = []
    host = None
    if e.attached_to is not None:               # CR 303.4f, 303.4i
        from ..engine.attachments import attach, attach_problem
        from ..engine.evaluation import objects
        hosts = objects(game, ctx, e.attached_to)
        host = game.state.live(hosts[0]) if hosts else None
        if host is None or host.zone is not Zone.BATTLEFIELD:
            ctx.last = []
            return
    for p in players(game, ctx, e.player):
        pool = _matching(game, ctx, e.filter, game.state.players[p].hand, p)
        if host is not None:
            pool = [i for i in pool if attach_problem(game.state, game.state.objects[i], host) is None]
        k = min(e.count, len(pool))
        for oid in game.ask_objects(ChoiceKind.CHOOSE, p, "put onto the battlefield", pool, k, k):
            new = move(game, oid, Zone.BATTLEFIELD, controller=p,
                       attach_to=None if host is None else host.id)
            if new is not None and host is not None and new.attached_to != host.id \
                    and attach_problem(game.state, new, host) is None:
                attach(game, new, host.id)      # an Equipment (CR 301.5c); Auras attach as they enter
            if new is not None:
                moved.append(new.id)
    ctx.last = moved
    if e.label:
        ctx.affected[e.label] = moved


def _exchange_with_hand(game, ctx, e: ExchangeWithHand):
    """CR 702.65b, 701.10b: the Aura goes to its owner's hand, so the exchange is with your hand
    only if you own it; the card from the hand must be able to enchant what the Aura enchants.
    If either half can't be completed, neither happens."""
    from ..engine.attachments import attach_problem
    from ..engine.evaluation import objects
    from ..engine.zones import move
    state = game.state
    for oid in objects(game, ctx, e.objects):
        o = state.live(oid)
        host = state.live(o.attached_to) if o is not None and o.attached_to is not None else None
        pool = [] if o is None or host is None or o.zone is not Zone.BATTLEFIELD or o.owner != ctx.controller \
            else [i for i in _matching(game, ctx, e.filter, state.players[ctx.controller].hand, ctx.controller)
                  if attach_problem(state, state.objects[i], host) is None]
        if not pool:
            game.record("exchange", f"{state.objects[oid].name} can't be exchanged: no effect (CR 702.65b)")
            continue
        (card,) = game.ask_objects(ChoiceKind.CHOOSE, ctx.controller, "exchange with a card in your hand",
                                   pool, 1, 1)
        move(game, o.id, Zone.HAND)
        move(game, card, Zone.BATTLEFIELD, controller=ctx.controller, attach_to=host.id)


def _cast_from_hand_free(game, ctx, e: CastFromHandFree):
    """CR 608.2g, 118.9: the controller may cast one matching card of their hand now, without
    paying its mana cost; only a nonland card can be cast (CR 305.9)."""
    from ..characteristics import CardType
    from ..engine.evaluation import players
    from ..mechanics.common import cast_free
    player = ctx.controller
    owners = players(game, ctx, e.player)
    hand = game.state.players[owners[0]].hand if len(owners) == 1 else []
    pool = [i for i in _matching(game, ctx, e.filter, hand, player)
            if CardType.LAND not in game.state.objects[i].definition.types]
    if not pool:
        game.record("cast", f"{game.pname(player)} has no card in that hand to cast this way")
        return
    chosen = game.ask_objects(ChoiceKind.CHOOSE, player, "cast a card from that hand without paying its mana cost",
                              pool, 0, 1)
    if not chosen:
        return
    if owners[0] != player:              # another player's hand: this effect's permission (CR 601.2a)
        game.state.grant_play(chosen[0], player)
    cast_free(game, player, chosen[0])
    game.state.revoke_play(chosen[0])


HANDLERS = {RevealHand: _reveal_hand, ExchangeWithHand: _exchange_with_hand, ChooseFromHand: _choose_from_hand,
            DiscardObjects: _discard_objects, DiscardAll: _discard_all, LookAtTop: _look_at_top,
            PutLookedCards: _put_looked, ShuffleIntoLibrary: _shuffle_into_library,
            PutFromHand: _put_from_hand, RevealFromHand: _reveal_from_hand,
            ChooseAmongRevealed: _choose_among_revealed, CastFromHandFree: _cast_from_hand_free}


register_instructions(HANDLERS)
