"""Expectations of the library, hand and flow instructions (runtime/effects/library.py,
hands.py, flow.py) and of the keyword mechanics' own instructions: what each must observably
change (see verify_base.py)."""
from __future__ import annotations

from ...runtime.characteristics import Zone
from ...runtime.effects import (CastFromHandFree, ChooseAmongRevealed, ChooseFromHand, RevealFromHand, ChooseModes, ChooseValue, Clash, Conditional, CreateDelayedTrigger, Discover,
                                DiscardAll, DiscardCards, DiscardObjects, Draw, DrawUpTo, ExileCardsFrom, ExileNamedCards,
                                ExileTopOfLibrary, Explore, CollectEvidenceAction, FlipCoin, FlipCoins, Forage, Blight, IfDone, LookAtTop, Mill, Optional, PayCost,
                                ExchangeWithHand, PutFromHand, PutFromHandOnTop, PutLookedCards, PutOnBottom, PutOnLibrary, ReflexiveTrigger,
                                RevealHand, RevealUntil, Scry, SearchLibrary, SearchOtherLibrary, SearchToTop,
                                ShuffleIntoLibrary, ShuffleIntoOwnersLibrary, ShuffleLibrary, Surveil, Unless,
                                WhenDiesThisTurn)
from .verify_base import (OBSERVED, Expectation, Outcome, Step, explained, left_zones, missing, objects_changed,
                          prepared, resolve)

REPLACED_DRAW = ("draw is replaced", "dredge")


# ------------------------------------------------------------------ libraries (CR 401, 701)
def _drawn(step: Step) -> Outcome:
    """Each player drew N cards: hand +N, library -N (CR 121.1); with fewer cards in the library
    they draw what there is (CR 121.3); a replacement may take a draw's place (CR 614.11)."""
    r = prepared(step)
    short = []
    for k, p in enumerate(r.players):
        before, after = step.before.players[p], step.after.players[p]
        n = min(r.amount_for(k), len(before.library))
        drawn = [i for i in before.library[:r.amount_for(k)] if i not in after.library]
        new_in_hand = [i for i in after.hand if i not in before.hand]
        if n > 0 and (len(drawn) < n or len(new_in_hand) < min(n, len(drawn))):
            short.append(f"player {p}: hand +{len(new_in_hand)}, library -{len(drawn)} of {n}")
    if short and step.said(*REPLACED_DRAW):
        return explained("a draw was replaced (CR 614.11, 702.52a)")
    if short:
        return missing("; ".join(short))
    if not any(min(r.amount_for(k), len(step.before.players[p].library)) for k, p in enumerate(r.players)):
        return explained("nothing to draw (the number is 0, or the library is empty: CR 121.3)")
    return OBSERVED


def _top_cards_left(step: Step, verb: str) -> Outcome:
    """The top N cards of each player's library left it (milled, exiled; CR 701.13)."""
    r = prepared(step)
    short = []
    for k, p in enumerate(r.players):
        top = step.before.players[p].library[:r.amount_for(k) if len(r.amounts) > 1 else r.amount_for(0)]
        stayed = [i for i in top if i in step.after.objects and step.after.objects[i].zone is Zone.LIBRARY]
        if stayed:
            short.append(f"player {p}: {len(stayed)} of {len(top)} cards not {verb}")
    if short:
        return missing("; ".join(short))
    if not any(step.before.players[p].library for p in r.players) or not any(r.amounts):
        return explained(f"nothing to {verb} (the number is 0, or the library is empty)")
    return OBSERVED


def _looked_at_top(step: Step, kind: str) -> Outcome:
    """Scry and surveil: the top cards are looked at and sorted (CR 701.22, 701.42); keeping them
    all on top in the same order is a legal choice, so the record of the look is what shows."""
    r = prepared(step)
    if not any(r.amounts) or not any(step.before.players[p].library for p in r.players):
        return explained("nothing to look at")
    return OBSERVED if step.logged(kind) else missing(f"no {kind} happened")


def _searched(step: Step) -> Outcome:
    """CR 701.19: the found cards moved, or (a search may fail to find, CR 701.19b) the library
    was at least searched and shuffled."""
    if step.after.shuffles > step.before.shuffles:
        return OBSERVED
    moved = [i for p in step.before.players for i in p.library if i not in step.after.objects]
    if moved:
        return OBSERVED
    if getattr(step.effect, "shuffle", True) is False:
        return explained("nothing found, and the shuffle is a step of its own")
    others = getattr(step.effect, "other_zones", ())
    if others:
        # "search your library and/or graveyard": the library, not searched, isn't shuffled
        found = [i for p in step.before.players for z in others for i in p.zone(z) if i not in step.after.objects]
        return OBSERVED if found else explained("only the other zones were searched, and nothing found there")
    return missing("no card left the library and it wasn't shuffled")


def _exiled_from(step: Step) -> Outcome:
    r = prepared(step)
    grew = [p for p in r.players if len(step.after.players[p].exile) > len(step.before.players[p].exile)]
    if grew:
        return OBSERVED
    if not any(step.before.players[p].zone(z) for p in r.players for z in step.effect.zones):
        return explained("those zones are empty")
    return missing("no card was exiled from those zones")


def _shuffled(step: Step) -> Outcome:
    if not prepared(step).players:
        return explained("no player to shuffle")
    return OBSERVED if step.after.shuffles > step.before.shuffles else missing("no library was shuffled")


def _shuffled_in(step: Step) -> Outcome:
    r = prepared(step)
    full = [p for p in r.players for z in step.effect.zones
            if z in (Zone.HAND, Zone.GRAVEYARD) and step.after.players[p].zone(z)]
    if full:
        return missing(f"cards still in those zones of player(s) {sorted(set(full))}")
    return _shuffled(step)


def _drawn_up_to(step: Step) -> Outcome:
    """Each player drew the number they chose (CR 121.1): as many cards came into their hand as
    left their library (new objects there, CR 400.7); none drawn at all is every player's choice
    of zero, once they were asked."""
    r = prepared(step)
    if r.players and not step.logged("choose"):
        return missing("no player chose how many cards to draw")
    drawn_any, short = False, []
    for p in r.players:
        before, after = step.before.players[p], step.after.players[p]
        drawn = [i for i in before.library if i not in after.library]
        new_in_hand = [i for i in after.hand if i not in before.hand]
        drawn_any = drawn_any or bool(drawn)
        if len(new_in_hand) < len(drawn):
            short.append(f"player {p}: hand +{len(new_in_hand)}, library -{len(drawn)}")
    if short and not step.said(*REPLACED_DRAW):
        return missing("; ".join(short))
    return OBSERVED if drawn_any else explained("each player chose to draw no card")


def _put_on_library(step: Step) -> Outcome:
    return left_zones(step, (Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.HAND, Zone.EXILE, Zone.STACK))


def _put_on_bottom(step: Step) -> Outcome:
    r = prepared(step)
    in_library = [i for i in r.objects if step.before.objects[i].zone is Zone.LIBRARY]
    if in_library and all(i not in step.after.objects for i in in_library):
        return OBSERVED       # a card moved within the library is a new object too (CR 400.7)
    return left_zones(step, (Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.HAND, Zone.EXILE, Zone.STACK, Zone.LIBRARY))


def _shuffled_into_library(step: Step) -> Outcome:
    """Each object it names left its zone for a library, and a library was shuffled (CR 701.20a)."""
    moved = left_zones(step, (Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.HAND, Zone.EXILE, Zone.STACK))
    if moved.verdict is not OBSERVED.verdict:
        return moved
    return OBSERVED if step.after.shuffles > step.before.shuffles else missing("no library was shuffled")


def _recorded(label_of):
    """A look or reveal records what it saw for the steps after it ("those cards")."""
    def check(step: Step) -> Outcome:
        label = label_of(step.effect)
        return OBSERVED if label in step.ctx.affected or label in step.ctx.chosen \
            else missing(f"nothing recorded as {label!r}")
    return check


def _looked_fitting(game, ctx, e: PutLookedCards) -> int:
    """How many looked-at cards still in the library match what it takes, before it runs."""
    from ...runtime.engine.query import matches
    state = game.state
    pool = [i for i in ctx.affected.get(e.label, []) if state.live(i) is not None
            and state.objects[i].zone is Zone.LIBRARY]
    return sum(1 for i in pool if e.filter is None or matches(state, e.filter, state.objects[i], ctx.controller,
                                                              ctx.source_id, check_zone=False))


def _put_looked(step: Step) -> Outcome:
    looked = [i for i in step.ctx.affected.get(step.effect.label, []) if i in step.before.objects
              and step.before.objects[i].zone is Zone.LIBRARY]
    if not looked:
        return explained("none of the looked-at cards is still in the library")
    if step.effect.rest is None and (step.effect.take == 0 or not step.prepared):
        return explained("no looked-at card fits what it takes; the rest stay for a later step")
    moved = [i for i in looked if i not in step.after.objects]
    if step.effect.face_down and moved and not any(step.game.state.objects[i].face_up is not None
                                                   for p in step.game.state.players for i in p.exile
                                                   if i not in step.before.objects):
        return missing("the exiled card isn't face down (hideaway, CR 702.75a)")
    order_changed = any(step.after.players[p].library != step.before.players[p].library
                        for p in range(len(step.before.players)))
    if moved or order_changed or step.logged("library"):
        return OBSERVED
    if step.effect.rest is None and step.declined():
        return explained("none was taken, and the rest stay for a later step")
    return missing("no looked-at card was put anywhere")


def _explored(step: Step) -> Outcome:
    return OBSERVED if step.logged("reveal") or step.before != step.after else \
        explained("nothing to explore with") if not step.game.state.players[step.ctx.controller].library \
        else missing("nothing was revealed")


def _discovered(step: Step) -> Outcome:
    """Discover (CR 701.57a): exactly one card left the library for good (cast, or put into the
    hand); the other exiled cards went back to its bottom (new objects, CR 400.7, so counted)."""
    from ...runtime.characteristics import CardType
    resolved = prepared(step)
    me, n = (resolved.players or (step.ctx.controller,))[0], resolved.amount_for(0)
    before, after = step.before.players[me].library, step.after.players[me].library
    cards = [step.game.state.objects[i].definition for i in before]
    if not any(CardType.LAND not in d.types and d.mana_cost.mana_value <= n for d in cards):
        return explained("no nonland card of mana value N or less in the library") \
            if len(after) == len(before) else missing("cards left the library, none was discovered")
    return OBSERVED if len(after) == len(before) - 1 else \
        missing(f"library {len(before)} -> {len(after)} cards, not one card fewer")


# ------------------------------------------------------------------ hands (CR 402, 701.8)
def _cast_from_hand(step: Step) -> Outcome:
    """CR 608.2g, 118.9: one card left the controller's hand for the stack, unless they had none
    to cast, declined, or the cast was refused (and undone whole)."""
    (owner,) = prepared(step).players or (step.ctx.controller,)
    if step.said("no card in that hand to cast this way"):
        return explained("no matching nonland card in that hand")
    if step.declined() or step.said("can't be cast"):
        return explained("the player didn't or couldn't cast it")
    gone = [i for i in step.before.players[owner].hand if i not in step.after.players[owner].hand]
    return OBSERVED if len(gone) == 1 and step.after.stack == step.before.stack + 1 else \
        missing(f"{len(gone)} cards left the hand, stack {step.before.stack} -> {step.after.stack}")


def _discarded(step: Step) -> Outcome:
    r = prepared(step)
    short = []
    for k, p in enumerate(r.players):
        n = min(r.amount_for(k), len(step.before.players[p].hand))
        gone = [i for i in step.before.players[p].hand if i not in step.after.objects]
        if len(gone) < n:
            short.append(f"player {p} discarded {len(gone)} of {n}")
    if short:
        return missing("; ".join(short))
    return OBSERVED if any(r.amounts) and any(step.before.players[p].hand for p in r.players) \
        else explained("nothing to discard")


def _discarded_objects(step: Step) -> Outcome:
    return left_zones(step, (Zone.HAND,))


def _hand_shrank(what: str):
    def check(step: Step) -> Outcome:
        r = prepared(step)
        shrank = [p for p in r.players if len(step.after.players[p].hand) < len(step.before.players[p].hand)]
        if shrank:
            return OBSERVED
        if not any(step.before.players[p].hand for p in r.players) or step.said("0 card(s)"):
            return explained(f"no card to {what}")
        return missing(f"no card left a hand ({what})")
    return check


def _hand_matching_prepare(game, ctx, e):
    """How many cards in the named players' hands match the filter, before it runs."""
    from ...runtime.engine.evaluation import players
    from ...runtime.engine.query import matches
    state = game.state
    return sum(1 for p in players(game, ctx, e.player) for i in state.players[p].hand
               if matches(state, e.filter, state.objects[i], ctx.controller, ctx.source_id, check_zone=False))


def _hand_matching_left(step: Step) -> Outcome:
    if not step.prepared:
        return explained("no matching card in hand")
    left = sum(len(b.hand) - len(a.hand) for a, b in zip(step.after.players, step.before.players))
    return OBSERVED if left > 0 else missing("no matching card left the hand")


def _exchanged(step: Step) -> Outcome:
    if step.said("can't be exchanged"):
        return explained("the exchange couldn't be completed (CR 702.65b)")
    return objects_changed(step)


def _revealed_hand(step: Step) -> Outcome:
    return OBSERVED if step.logged("reveal") else missing("no hand was revealed or looked at")


# ------------------------------------------------------------------ flow (CR 608.2c, 700.2)
def _optional_done(step: Step) -> Outcome:
    if step.inner:
        return OBSERVED
    if step.declined():
        return explained("the player chose not to ('you may', CR 608.2c)")
    return missing("neither done nor declined")


def _if_done_ran(step: Step) -> Outcome:
    """"Sacrifice ~. If you do, ...": the instruction and the follow-up both ran (two inner
    steps or more), or the instruction ran and did nothing, which explains the rest."""
    if step.inner > len(step.effect.effects):
        return OBSERVED
    if step.inner and not step.ctx.done:
        return explained("nothing was sacrificed or removed, so nothing follows 'if you do' (CR 608.2c)")
    return missing("'if you do' didn't follow though the instruction was done")


def _condition_prepare(game, ctx, e: Conditional) -> tuple:
    from ...runtime.engine.evaluation import condition_holds
    return e.effects if condition_holds(game, ctx, e.condition) else e.otherwise


def _branch_ran(step: Step) -> Outcome:
    if step.inner:
        return OBSERVED
    if not step.prepared:
        return explained("the branch its condition picked is empty")
    return missing("the branch its condition picked didn't run")


def _unless_done(step: Step) -> Outcome:
    if step.inner:
        return OBSERVED
    return explained("the cost was paid instead") if step.said("pays to prevent") else missing("its effects didn't run")


def _payers(game, ctx, effect) -> tuple[int, ...]:
    from ...runtime.engine.evaluation import players
    return tuple(players(game, ctx, effect.payer))


def _paid(step: Step) -> Outcome:
    """CR 118.12, 118.3: the payer's resources paid for it: mana left their pool, life or energy
    went down, cards left their hand, graveyard or library, or a permanent they controlled left
    the battlefield, became tapped or untapped, or had counters removed or put. A change
    elsewhere in the game (another player's, or of an object the payer doesn't control) is not a
    payment."""
    if step.not_paid:
        return explained("the cost couldn't be paid (CR 118.12)")
    payers = step.prepared if isinstance(step.prepared, tuple) else ()
    if any(_payer_spent(step, p) for p in payers):
        return OBSERVED
    if step.said("pays the cost") and step.ctx.x == 0:
        return explained("the cost paid took nothing (X is 0)")
    return missing("nothing the payer had was spent" if step.before != step.after else "nothing was paid")


def _payer_spent(step: Step, p: int) -> bool:
    before, after = step.before.players[p], step.after.players[p]
    if (after.pool < before.pool or after.life < before.life or after.energy < before.energy
            or any(set(after.zone(z)) != set(before.zone(z)) for z in (Zone.HAND, Zone.GRAVEYARD, Zone.LIBRARY))):
        return True
    for i in step.before.battlefield:
        was = step.before.objects[i]
        if was.controller != p:
            continue
        now = step.after.live(i)
        if now is None or now.zone is not Zone.BATTLEFIELD or now.tapped != was.tapped or now.counters != was.counters:
            return True
    return False


def _foraged(step: Step) -> Outcome:
    """CR 701.61a: three cards left its controller's graveyard for exile, or a Food they
    controlled left the battlefield; a player who can do neither doesn't forage."""
    if step.not_paid:
        return explained("neither three cards in the graveyard nor a Food (CR 701.61a)")
    me = step.ctx.controller
    exiled = [i for i in step.before.players[me].graveyard if i not in step.after.objects]
    food = [i for i in step.before.battlefield if step.before.objects[i].controller == me
            and "Food" in step.game.state.objects[i].definition.subtypes and i not in step.after.objects]
    return OBSERVED if len(exiled) >= 3 or food else missing("no three cards exiled and no Food sacrificed")


def _blighted(step: Step) -> Outcome:
    """CR 701.68: a creature its controller controls got N more -1/-1 counters."""
    if step.not_paid:
        return explained("no creature to blight (CR 701.68)")
    me = step.ctx.controller
    grown = [i for i in step.before.battlefield if step.before.objects[i].controller == me
             and (after := step.after.live(i)) is not None
             and after.count("-1/-1") >= step.before.objects[i].count("-1/-1") + step.effect.amount]
    died = [i for i in step.before.battlefield if step.before.objects[i].controller == me and i not in step.after.objects]
    return OBSERVED if grown or died else missing("no creature got the -1/-1 counters")


def _evidence_collected(step: Step) -> Outcome:
    """CR 701.59a: cards with total mana value N or greater left its controller's graveyard."""
    if step.not_paid:
        return explained("the graveyard's cards total less than N (CR 701.59a)")
    me = step.ctx.controller
    gone = [i for i in step.before.players[me].graveyard if i not in step.after.objects]
    total = sum(step.game.state.objects[i].definition.mana_cost.mana_value for i in gone)
    return OBSERVED if total >= step.effect.amount else missing(f"exiled mana value {total}, not {step.effect.amount}")


def _delayed(step: Step) -> Outcome:
    return OBSERVED if step.after.delayed > step.before.delayed else missing("no delayed trigger was created")


def _modes_ran(step: Step) -> Outcome:
    if step.inner:
        return OBSERVED
    if step.said("does nothing: its targets are illegal"):
        return explained("the chosen modes' targets are illegal (CR 608.2b)")
    if all(not step.effect.modes[i].effects for i, _ in (step.ctx.modes or ())):
        return explained("no mode with effects was chosen")
    return missing("no chosen mode ran")


def _coin_or_clash(step: Step) -> Outcome:
    e = step.effect
    if step.inner:
        return OBSERVED
    branches = (e.won, e.lost)
    if not all(branches) and (step.logged("coin", "clash") or step.after != step.before):
        return explained("the branch for this result is empty")
    return missing("the branch for this result didn't run")


def _coins_flipped(step: Step) -> Outcome:
    """CR 705.2: the flips are logged; with no heads nothing more happens."""
    if step.inner:
        return OBSERVED
    if step.said(": 0 heads"):
        return explained("no coin came up heads")
    return missing("no coin was flipped, or a heads did nothing")


def _value_chosen(step: Step) -> Outcome:
    if step.logged("choose"):
        return OBSERVED
    return explained("no source or nothing to choose") if step.game.state.objects.get(step.ctx.source_id) is None \
        else missing("no value was chosen")


EXPECTATIONS: dict[type, Expectation] = {
    Draw: Expectation("each player drew N cards: hand +N, library -N", _drawn, resolve),
    DrawUpTo: Expectation("each player drew the number they chose, none to N", _drawn_up_to, resolve),
    Mill: Expectation("the top N cards of each library left it", lambda s: _top_cards_left(s, "milled"), resolve),
    ExileTopOfLibrary: Expectation("the top N cards of each library were exiled",
                                   lambda s: _top_cards_left(s, "exiled"), resolve),
    Scry: Expectation("the top N cards looked at and sorted", lambda s: _looked_at_top(s, "scry"), resolve),
    Surveil: Expectation("the top N cards looked at and sorted", lambda s: _looked_at_top(s, "surveil"), resolve),
    SearchLibrary: Expectation("the found cards moved, or the library was searched and shuffled", _searched),
    SearchOtherLibrary: Expectation("the found cards moved, or the library was shuffled", _searched),
    SearchToTop: Expectation("the library was searched and shuffled", _searched),
    ExileNamedCards: Expectation("the cards with that name were exiled, or the library was shuffled", _searched),
    ExileCardsFrom: Expectation("the matching cards in those zones were exiled",
                                _exiled_from, resolve),
    ShuffleLibrary: Expectation("the library was shuffled", _shuffled, resolve),
    ShuffleIntoLibrary: Expectation("those zones emptied into the library, shuffled", _shuffled_in, resolve),
    PutOnLibrary: Expectation("each object it names left its zone for a library", _put_on_library, resolve),
    PutOnBottom: Expectation("each object it names went to a library", _put_on_bottom, resolve),
    ShuffleIntoOwnersLibrary: Expectation("each object it names went to its owner's library, shuffled",
                                          _shuffled_into_library, resolve),
    LookAtTop: Expectation("the looked-at cards are recorded", _recorded(lambda e: e.label)),
    RevealUntil: Expectation("the revealed cards are recorded", _recorded(lambda e: e.label)),
    PutLookedCards: Expectation("the looked-at cards were put where it says", _put_looked, _looked_fitting),
    Explore: Expectation("the top card revealed, then a card to hand or a +1/+1 counter", _explored, whole=True),
    Discover: Expectation("one nonland card of mana value N or less cast or put into the hand, the rest on the "
                          "bottom", _discovered, resolve),
    DiscardCards: Expectation("each player discarded N cards", _discarded, resolve),
    DiscardObjects: Expectation("each card it names left its hand", _discarded_objects, resolve),
    DiscardAll: Expectation("the matching cards left the hand", _hand_matching_left, _hand_matching_prepare),
    ChooseFromHand: Expectation("the chosen cards are recorded", _recorded(lambda e: e.label)),
    RevealFromHand: Expectation("the revealed cards are recorded", _recorded(lambda e: e.label)),
    ChooseAmongRevealed: Expectation("the chosen cards are recorded", _recorded(lambda e: e.label)),
    CastFromHandFree: Expectation("one card cast from the hand (or none the player could or would cast)",
                                  _cast_from_hand, resolve),
    PutFromHand: Expectation("matching cards left the hand for the battlefield", _hand_matching_left,
                             _hand_matching_prepare),
    ExchangeWithHand: Expectation("the permanent it names left the battlefield for the hand, or the exchange "
                                  "couldn't be completed", _exchanged, resolve),
    PutFromHandOnTop: Expectation("cards left the hand for the library", _hand_shrank("put on top"), resolve),
    RevealHand: Expectation("the hand is revealed (the log shows it)", _revealed_hand),
    Optional: Expectation("its effects ran, or the player declined", _optional_done),
    IfDone: Expectation("its instruction ran, and what follows 'if you do' if it was done", _if_done_ran),
    Conditional: Expectation("the branch its condition picks ran", _branch_ran, _condition_prepare),
    Unless: Expectation("its effects ran, or the cost was paid", _unless_done),
    PayCost: Expectation("the cost was paid by the payer (or couldn't be)", _paid, _payers, whole=True),
    CollectEvidenceAction: Expectation("cards of total mana value N or more exiled from the graveyard "
                                       "(or the graveyard couldn't)", _evidence_collected),
    Blight: Expectation("N -1/-1 counters on a creature its controller controls (or there was none)", _blighted),
    Forage: Expectation("three cards exiled from the graveyard or a Food sacrificed (or neither could be)",
                        _foraged),
    CreateDelayedTrigger: Expectation("a delayed trigger exists", _delayed),
    WhenDiesThisTurn: Expectation("a delayed trigger exists", _delayed),
    ReflexiveTrigger: Expectation("a reflexive trigger waits to be put on the stack (CR 603.12)",
                                  lambda s: OBSERVED if s.said("reflexive trigger triggers")
                                  else missing("no reflexive trigger triggered")),
    ChooseModes: Expectation("the chosen modes ran", _modes_ran),
    FlipCoin: Expectation("the branch for the flip ran", _coin_or_clash),
    FlipCoins: Expectation("the coins were flipped; the effects ran once per heads", _coins_flipped),
    Clash: Expectation("the branch for the clash ran", _coin_or_clash),
    ChooseValue: Expectation("the value is chosen", _value_chosen),
}

