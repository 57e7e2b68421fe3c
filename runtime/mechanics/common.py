"""What the keyword families share: the base of the trigger events only the engine emits, casting
a card without paying its mana cost, and offering to cast a card from a zone (madness, rebound,
miracle)."""
from __future__ import annotations

from ..characteristics import Zone
from ..costs import ManaCost, ManaSymbol, SymbolKind
from ..engine.decider import ChoiceKind
from ..errors import IllegalAction



class _EngineEvent:
    """Trigger events the compiler never produces; `engine_match` decides (triggers.py)."""

    def engine_match(self, game: Game, event, controller: int, source_id: int) -> bool:
        raise NotImplementedError


def _mana(*symbols: str) -> ManaCost:
    from ..characteristics import ManaType
    out = []
    for s in symbols:
        if "/" in s:
            out.append(ManaSymbol(SymbolKind.HYBRID, tuple(ManaType(c) for c in s.split("/"))))
        else:
            out.append(ManaSymbol(SymbolKind.COLORED, (ManaType(s),)))
    return ManaCost(tuple(out))


def _source_obj(game, ctx):
    return game.state.live(ctx.source_id)


def exile_until(game, player: int, found) -> tuple:
    """Exile cards from the top of `player`'s library until one satisfies `found` (cascade, CR
    702.85a; discover, CR 701.57a): (that card or None, the other cards exiled)."""
    from ..engine.zones import move
    library = game.state.players[player].library
    exiled = []
    while library:
        new = move(game, library[0], Zone.EXILE)
        if new is None:
            break
        if found(new):
            return new, exiled
        exiled.append(new.id)
    return None, exiled


def bottom_in_random_order(game, exiled: list) -> None:
    """The rest of the exiled cards go on the bottom of the library in a random order."""
    import random
    from ..engine.zones import move
    state = game.state
    rng = random.Random(state.shuffle_seed * 7919 + state.next_id)
    rng.shuffle(exiled)
    for oid in exiled:
        if state.live(oid) is not None:
            move(game, oid, Zone.LIBRARY, to_bottom=True)


def cast_free(game: Game, player: int, oid: int) -> bool:
    """Cast a card without paying its mana cost, ignoring timing (cascade, madness trigger)."""
    from ..engine.actions import cast
    try:
        with game.transaction():
            cast(game, player, oid, alt="free", ignore_timing=True)
        return True
    except IllegalAction as refused:
        game.record("cast", f"{game.state.objects[oid].name} can't be cast: {refused.reason}")
        return False


def may_cast_from(game, ctx, zone: Zone, alt: str, why: str) -> None:
    """The source card, still in `zone`, may be cast now ignoring timing (rebound, miracle ...);
    a cast that turns out illegal is undone whole and logged."""
    from ..engine.actions import cast
    card = game.state.live(ctx.source_id)
    if card is None or card.zone is not zone:
        return
    if game.ask_bool(ChoiceKind.MAY, ctx.controller, f"cast {card.name} ({why})?"):
        try:
            with game.transaction():
                cast(game, ctx.controller, card.id, alt=alt, ignore_timing=True)
        except IllegalAction as refused:
            game.record("cast", f"{card.name} can't be cast ({why}): {refused.reason}")


def keyword_in_hand(game, player: int, oid: int, name: str, rule: str, verb: str):
    """The card and its `name` keyword (with its cost) for a special action taken from the hand
    (suspend, CR 702.62a; plot, CR 702.170a), refusing a card without it, one not in `player`'s
    hand, or a player without priority."""
    from ..engine.actions import _need_priority
    from ..engine.query import keyword
    card = game.state.live(oid)
    k = keyword(card, name) if card is not None else None
    if card is None or k is None or k.cost is None:
        raise IllegalAction(f"CR {rule}: {card.name if card else oid} has no {name} ability")
    if oid not in game.state.players[player].hand:
        raise IllegalAction(f"CR {rule}: {card.name} is not in {game.pname(player)}'s hand")
    _need_priority(game, player, verb)
    return card, k
