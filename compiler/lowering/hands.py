"""Hands and the top of your library: reveal or look at a hand and choose from it, discard,
look at the top of your library and sort those cards, shuffle zones into a library."""
from __future__ import annotations

import dataclasses

from ...runtime import effects as E
from ...runtime.characteristics import Zone
from ...runtime.filters import AffectedRef, ChosenRef, CountOf, Fixed, ObjectFilter, PlayerRef

from ..syntax import nodes as A
from ..syntax.transform import UnsupportedPhrase
from .amounts import amount_value
from .counts import discard_label
from .references import objects_ref, player_ref
from .scope import Scope


HAND_CLAUSES = (A.RevealHandClause, A.RevealCardsFromHandClause, A.ChooseOfThemClause, A.ChooseFromHandClause,
                A.DiscardThenDrawClause,
                A.DiscardThatClause,
                A.RevealDiscardAllClause, A.DiscardRandomClause, A.LookTopClause,
                A.PutLookedClause, A.ShuffleIntoLibraryClause, A.PutFromHandClause)


ONE_PLAYER = (PlayerRef.YOU, PlayerRef.TARGET_PLAYER, PlayerRef.EVENT_PLAYER)


def lower_hand_clause(c, scope: Scope, pre: list):
    """Hands and libraries: reveal / look at a hand and choose from it, discard, look at the
    top of your library and sort those cards, shuffle zones into a library."""
    match c:
        case A.RevealHandClause():
            player = player_ref(c.players, scope)
            scope.hand_player = player
            return E.RevealHand(player, look=c.look)
        case A.RevealCardsFromHandClause():
            return _reveal_cards_from_hand(c, scope, pre)
        case A.DiscardThenDrawClause():
            # you choose up to N cards of your hand and discard them; "that many": those cards
            label = scope.label("discarded")
            pre += [E.ChooseFromHand(label, ObjectFilter(card=True), PlayerRef.YOU, 0, c.most),
                    E.DiscardObjects(AffectedRef(label))]
            return E.Draw(CountOf(AffectedRef(label)))
        case A.ChooseOfThemClause():
            return _choose_among_revealed(c.count, scope)
        case A.ChooseFromHandClause():
            if scope.hand_player not in ONE_PLAYER:
                raise UnsupportedPhrase("'from it' without one revealed hand")
            return E.ChooseFromHand(scope.label("chosen"), dataclasses.replace(c.filter, zone=Zone.HAND),
                                    scope.hand_player, 0 if c.up_to else c.count, c.count)
        case A.DiscardThatClause():
            if c.players != (A.ThatPhrase("player"),) or not scope.last_label.startswith("chosen") \
                    or scope.hand_player is None:
                raise UnsupportedPhrase("discarding 'that card' with nothing chosen from a hand")
            return E.DiscardObjects(AffectedRef(scope.last_label))
        case A.RevealDiscardAllClause():
            player = player_ref(c.players, scope)
            pre.append(E.RevealHand(player))
            return E.DiscardAll(dataclasses.replace(c.filter, zone=Zone.HAND), player)
        case A.DiscardRandomClause():
            scope.discarded = True
            return E.DiscardCards(c.amount, player_ref(c.players, scope), at_random=True,
                                  label=discard_label(scope))
        case A.LookTopClause():
            label = scope.label("looked")
            scope.it_card = label if c.amount is None else ""     # "if it's ..." / "reveal it"
            return E.LookAtTop(Fixed(1) if c.amount is None else amount_value(c.amount, scope, pre), label)
        case A.PutLookedClause():
            if not scope.last_label.startswith("looked"):
                raise UnsupportedPhrase("'them' / 'the rest' without looking at cards first")
            filt = None if c.filter is None else _in_library(c.filter)
            zone = {"graveyard": Zone.GRAVEYARD, "library": Zone.LIBRARY,
                    "exile": Zone.EXILE}.get(c.take_zone, Zone.HAND)
            rest = {"bottom": "bottom_any"}.get(c.rest, c.rest)
            return E.PutLookedCards(scope.last_label, c.take, filt, optional=c.filter is not None or c.up_to,
                                    reveal=c.filter is not None, take_to=zone, rest=rest,
                                    face_down=c.face_down)
        case A.ShuffleIntoLibraryClause(chosen=ObjectFilter() as chosen):
            # "shuffle a card from your hand into your library": chosen as it resolves (CR 701.20a)
            label = scope.label("chosen")
            pre.append(E.Choose(label, chosen, c.count, c.count))
            return E.ShuffleIntoOwnersLibrary(ChosenRef(label))
        case A.ShuffleIntoLibraryClause():
            zones = c.zones
            player = player_ref(c.players, scope)
            if c.draw_that_many:             # "that many": the cards shuffled in this way (CR 608.2c)
                label = scope.label("shuffled")
                pre.append(E.ShuffleIntoLibrary(zones, player, label=label))
                return E.Draw(CountOf(AffectedRef(label)), player)
            if c.then_draw is None:
                return E.ShuffleIntoLibrary(zones, player)
            pre.append(E.ShuffleIntoLibrary(zones, player))
            return E.Draw(c.then_draw, player)
        case A.PutFromHandClause():
            attached_to = None if c.attached_to is None else objects_ref(c.attached_to, scope, pre)
            if c.attached_to is None and c.count == 1:
                # "You may put a creature card from your hand onto the battlefield. That creature
                # gains haste.": the permanent it became (CR 400.7), what "that creature" / "it" name
                scope.counter += 1
                scope.put_from_hand = f"put{scope.counter}"
            return E.PutFromHand(c.filter, c.count, attached_to=attached_to, label=scope.put_from_hand
                                 if c.attached_to is None and c.count == 1 else "")
    raise UnsupportedPhrase(f"{type(c).__name__}")


def _reveal_cards_from_hand(c: A.RevealCardsFromHandClause, scope: Scope, pre: list):
    """"Target player reveals three cards from his or her hand": that player chooses them (all
    of them if there are fewer) and reveals them (CR 701.16a); "you choose one of them" then
    chooses among those."""
    player = player_ref(c.players, scope)
    if player not in ONE_PLAYER:
        raise UnsupportedPhrase("cards revealed from the hands of several players")
    amount = amount_value(c.amount, scope, pre)
    scope.hand_player = player
    label = scope.label("revealed_from_hand")
    reveal = E.RevealFromHand(label, player, amount)
    if c.you_choose is None:
        return reveal
    pre.append(reveal)
    return _choose_among_revealed(c.you_choose, scope)


def _choose_among_revealed(count, scope: Scope):
    """"You choose one of them": the controller chooses among the cards just revealed from a hand."""
    if not scope.last_label.startswith("revealed_from_hand"):
        raise UnsupportedPhrase("'one of them' without cards revealed from a hand")
    among = scope.last_label
    return E.ChooseAmongRevealed(scope.label("chosen"), among, count)


def _in_library(filt):
    """The filter of cards looked at, in the library; each alternative of "an Aura, creature, or
    planeswalker card" is a whole description, so it is moved there too (query.matches)."""
    alternatives = tuple(dataclasses.replace(a, zone=Zone.LIBRARY) for a in filt.alternatives)
    return dataclasses.replace(filt, zone=Zone.LIBRARY, alternatives=alternatives)
