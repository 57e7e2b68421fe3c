"""Face-down permanents (CR 708): manifest (CR 701.40), manifest dread (CR 701.62) and cloak (CR 701.58) put a card
onto the battlefield face down; turning a face-down permanent face up (the special action of
morph, megamorph and disguise, CR 702.37e, 702.168d, and of a manifested or cloaked creature
card, CR 701.40b, 701.58b); and the suspected designation (CR 701.60)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..characteristics import CardType, Zone
from ..effects import Cloak, Manifest, ManifestDread, StopSuspecting, Suspect
from ..engine.decider import ChoiceKind
from ..engine.query import keyword
from ..engine.registry import HOOKS, register_instructions
from ..errors import IllegalAction

if TYPE_CHECKING:
    from ..engine.objects import GameObject

# the keywords whose cost turns a face-down permanent face up (CR 702.37e, 702.168d)
TURN_UP_KEYWORDS = ("megamorph", "morph", "disguise")


def put_face_down(game: Game, oid: int, controller: int, by: str) -> GameObject | None:
    """Put the card `oid` onto the battlefield face down as a 2/2 creature (CR 701.40a, 708.2),
    with ward {2} when cloaked (CR 701.58a); its real characteristics stay hidden under it."""
    from ..engine.actions import FACE_DOWN, FACE_DOWN_WARD
    from ..engine.zones import enter_battlefield, remove_from_zone
    card = game.state.live(oid)
    if card is None:
        return None
    remove_from_zone(game, card)
    game.record("zone", f"a card moves from {card.zone.value} to battlefield face down ({by})",
                old_id=card.id, to=Zone.BATTLEFIELD.value)
    blank = FACE_DOWN_WARD if by == "cloak" else FACE_DOWN
    new = enter_battlefield(game, blank, card.owner, controller, face_up=card.definition)
    new.put_face_down_by = by
    card.moved_to = new.id
    return new


def _manifest_dread(game, ctx, e: ManifestDread) -> None:
    """CR 701.62a: look at the top two, manifest one, the other into the graveyard; with one card
    in the library, manifest it (CR 701.62b)."""
    from ..engine.evaluation import players
    from ..engine.zones import move
    made = []
    for p in players(game, ctx, e.player):
        top = list(game.state.players[p].library[:2])
        if not top:
            continue
        chosen = top[0] if len(top) == 1 else game.ask_objects(
            ChoiceKind.CHOOSE, p, "manifest dread: choose the card to manifest", top, 1, 1)[0]
        new = put_face_down(game, chosen, p, "manifest")
        for other in top:
            if other != chosen:
                move(game, other, Zone.GRAVEYARD)
        game.record("manifest dread", f"{game.pname(p)} manifests dread")
        if new is not None:
            made.append(new.id)
    ctx.last = made
    if e.label:
        ctx.affected[e.label] = made


def _manifest(game, ctx, e: Manifest) -> None:
    """CR 701.40a, 701.40d: the top N cards of the library, one at a time, each onto the
    battlefield face down as a 2/2 creature."""
    from ..engine.evaluation import amount
    _from_the_top(game, ctx, e, "manifest", lambda p: amount(game, ctx, e.amount, p))


def _cloak(game, ctx, e: Cloak) -> None:
    """CR 701.58a: the top card of the library onto the battlefield face down, with ward {2}."""
    _from_the_top(game, ctx, e, "cloak", lambda p: 1)


def _from_the_top(game, ctx, e, how: str, count) -> None:
    """Manifest and cloak: for each player `e.player` denotes, count(player) cards from the top
    of their library, one at a time, onto the battlefield face down (put_face_down says how);
    an empty library ends that player's part."""
    from ..engine.evaluation import players
    made = []
    for p in players(game, ctx, e.player):
        for _ in range(count(p)):
            library = game.state.players[p].library
            if not library:
                break
            new = put_face_down(game, library[0], p, how)
            if new is not None:
                made.append(new.id)
                game.record(how, f"{game.pname(p)} {how}s the top card of their library")
    ctx.last = made
    if e.label:
        ctx.affected[e.label] = made


def _suspect(game, ctx, e: Suspect) -> None:
    """CR 701.60a, 701.60d: each creature becomes suspected (again: no change)."""
    from ..engine.evaluation import objects
    for oid in objects(game, ctx, e.objects):
        o = game.state.live(oid)
        if o is not None and o.zone is Zone.BATTLEFIELD and not o.suspected:
            o.suspected = True
            game.record("suspect", f"{o.name} becomes suspected", object_id=o.id)


def _stop_suspecting(game, ctx, e: StopSuspecting) -> None:
    from ..engine.evaluation import objects
    for oid in objects(game, ctx, e.objects):
        o = game.state.live(oid)
        if o is not None and o.suspected:
            o.suspected = False
            game.record("suspect", f"{o.name} is no longer suspected", object_id=o.id)


def _turn_up_cost(o: GameObject):
    """What turning `o` face up costs: a manifested or cloaked creature card's mana cost
    (CR 701.40b, 701.58b), else its morph, megamorph or disguise cost (CR 702.37e, 702.168d;
    also for a manifested card with one of them, CR 701.40c)."""
    real = o.face_up
    if o.put_face_down_by is not None and CardType.CREATURE in real.types:
        return real.mana_cost, None
    k = next((keyword(real, name) for name in TURN_UP_KEYWORDS if keyword(real, name) is not None), None)
    if k is None or k.cost is None:
        raise IllegalAction(f"CR 708.7: {real.name} has no cost to turn it face up")
    return k.cost, k.name.lower()


@HOOKS.turn_face_up.register
def turn_face_up(game: Game, player: int, oid: int) -> None:
    """CR 116.2b, 702.37e, 701.40b: any time you have priority, pay the cost of a face-down
    permanent you control to turn it face up (a special action); megamorph also puts a +1/+1
    counter on it (CR 702.37b)."""
    from ..engine.events_bus import GameEvent
    from ..engine.payment import Payer
    from ..engine.turn import give_priority
    from ..engine.zones import put_counters
    o = game.state.live(oid)
    if game.state.priority != player:
        raise IllegalAction(f"CR 116.2b: {game.pname(player)} doesn't have priority")
    if o is None or o.zone is not Zone.BATTLEFIELD or o.face_up is None or o.controller != player:
        raise IllegalAction(f"CR 702.37e: {o.name if o else oid} is not a face-down permanent "
                            f"{game.pname(player)} controls")
    cost, by_keyword = _turn_up_cost(o)
    x = 0
    if getattr(cost, "has_x", False):   # CR 107.3d: X chosen immediately before the cost is paid
        from ..engine.decider import ChoiceKind
        cap = len(game.state.players[player].pool) + 1
        x = game.ask_one(ChoiceKind.X, player, "choose X", [(n, str(n)) for n in range(cap + 20)])
    paid = Payer(game, player, o, x).pay_all((cost,))
    if getattr(cost, "has_x", False):
        o.x_value = x                    # "when ~ is turned face up, create X ...": the X paid
    o.definition, o.face_up = o.face_up, None          # CR 708.8: same object, now face up
    game.record("face_up", f"{game.pname(player)} turns {o.name} face up paying {', '.join(paid)}",
                object_id=o.id)
    if by_keyword == "megamorph":
        put_counters(game, o, "+1/+1", 1)
    game.emit(GameEvent("turned_face_up", o.id, player))
    give_priority(game, player)


register_instructions({
    ManifestDread: _manifest_dread,
    Manifest: _manifest,
    Cloak: _cloak,
    Suspect: _suspect,
    StopSuspecting: _stop_suspecting,
})
