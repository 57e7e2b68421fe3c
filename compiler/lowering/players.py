"""Lowering of the player clauses of grammar/players.lark (nodes.PLAYER_CLAUSES)."""
from __future__ import annotations

import dataclasses

from ...runtime import effects as E
from ...runtime.abilities import ChoiceKind
from ...runtime.characteristics import Zone
from ...runtime.filters import AffectedRef, ChosenRef, ControlledBy, Controller, CountOf, EachRef, ObjectFilter, PlayerRef, Sum

from ..syntax import nodes as A
from ..syntax.transform import UnsupportedPhrase
from .dispatch import lower_clause
from .references import object_ref, objects_ref, player_ref


def lower_player_clause(c, scope, pre: list):
    match c:
        case A.DiscardHandClause(draw_discarded_plus=int(plus)):
            # "that many": the cards discarded this way (CR 608.2c), and N more
            player = player_ref(c.players, scope)
            label = scope.label("discarded")
            pre.append(E.DiscardAll(ObjectFilter(), player, label=label))
            return E.Draw(Sum(CountOf(AffectedRef(label)), plus) if plus else CountOf(AffectedRef(label)), player)
        case A.DiscardHandClause():
            # CR 701.8a: every card in the hand; "then draws" after all have discarded
            player = player_ref(c.players, scope)
            if c.then_draw is None:
                return E.DiscardAll(ObjectFilter(), player)
            pre.append(E.DiscardAll(ObjectFilter(), player))
            return E.Draw(c.then_draw, player)
        case A.PlayerMayClause(has_you=True):
            player = player_ref(c.players, scope)
            if player is PlayerRef.YOU:
                raise UnsupportedPhrase("'you may have you'")
            return E.Optional(tuple(lower_clause(c.clause, scope)), player=player)
        case A.PlayerMayClause(clause=A.DrawClause(up_to=True) as draw):
            # each of them chooses how many, none being the choice not to draw (CR 121.1)
            return E.DrawUpTo(draw.amount, player_ref(c.players, scope))
        case A.PlayerMayClause(clause=A.MayPayClause() as pay):
            # CR 118.12, 608.2d: the player named decides as it resolves, and pays
            player = player_ref(c.players, scope)
            if player is PlayerRef.YOU or not isinstance(player, PlayerRef) or player.each_of_a_group:
                raise UnsupportedPhrase("a cost paid by you or by each player of a group")
            return E.Optional((E.PayCost(pay.cost, payer=player),), player=player)
        case A.PlayerMayClause(clause=A.DrawClause() as draw):
            player = player_ref(c.players, scope)
            return E.Optional((E.Draw(draw.amount, _deciding(player)),), player=player)
        case A.PlayerMayClause(clause=A.SearchClause() as s):
            # CR 701.19: that player searches their own library; the card enters under its
            # owner's control
            player = player_ref(c.players, scope)
            search = E.SearchLibrary(s.filter, Zone.BATTLEFIELD, s.count, s.tapped,
                                     label=scope.label("found"), player=_deciding(player), up_to=s.up_to)
            return E.Optional((search,), player=player)
        case A.PlayerChoosesClause():
            # CR 608.2d: the player named chooses; "he or she controls" is that player's side
            filt = dataclasses.replace(c.filter, controller=Controller.YOU) if c.own else c.filter
            scope.chosen = scope.label("chosen")
            chooser = player_ref(c.players, scope)
            # "the rest": of every player's objects, when every player chose among their own or
            # the choice was among all ("choose up to one creature. Destroy the rest."); of the
            # chooser's, when one player chose among their own ("that player chooses up to two
            # creatures he or she controls, then sacrifices the rest")
            scope.chosen_among = ControlledBy(c.filter, chooser) if c.own and chooser is not PlayerRef.EACH_PLAYER \
                else EachRef(c.filter)
            return E.Choose(scope.chosen, filt, 0 if c.up_to else c.count, c.count, chooser=chooser)
        case A.PlayerMovesOwnClause(every=True, to=Zone.HAND | Zone.BATTLEFIELD):
            # every such card of every player's (CR 406.2): to its owner's hand or battlefield
            if c.players != (A.EachPhrase(None, Controller.ANY),):
                raise UnsupportedPhrase("a player other than each player returning all of their cards")
            cards = EachRef(dataclasses.replace(c.filter, controller=Controller.ANY))
            return E.ReturnToHand(cards) if c.to is Zone.HAND else E.ReturnToBattlefield(cards)
        case A.PlayerMovesOwnClause(every=True):
            # each card of theirs there (CR 406.2); the filter's zone and controller are the player's
            filt = dataclasses.replace(c.filter, controller=Controller.ANY)
            scope.exiled = scope.label("exiled")
            return E.ExileCardsFrom((c.filter.zone,), filt, player_ref(c.players, scope), label=scope.exiled)
        case A.PlayerMovesOwnClause():
            # CR 608.2d: each player chooses among their own, then what they chose moves at once
            chosen = scope.label("chosen")
            pre.append(E.Choose(chosen, c.filter, c.count, c.count, chooser=player_ref(c.players, scope)))
            if c.to is Zone.HAND:
                return E.ReturnToHand(ChosenRef(chosen))
            if c.to is Zone.BATTLEFIELD:           # under its owner's control (CR 110.2)
                return E.ReturnToBattlefield(ChosenRef(chosen))
            scope.exiled = scope.label("exiled")
            scope.exiled_filter = None
            return E.Exile(ChosenRef(chosen), scope.exiled)
        case A.PoisonClause():
            return E.GetPoison(c.amount, player_ref(c.players, scope))
        case A.LoseTheGameClause():
            return E.LoseTheGame(player_ref(c.players, scope))
        case A.WinTheGameClause():
            return E.WinTheGame(player_ref(c.players, scope))
        case A.BecomeBasicLandTypeClause():
            # CR 305.7; "until end of turn" is the only duration the grammar accepts
            return E.BecomeBasicLandType(objects_ref(c.objects, scope, pre), c.in_addition, land_type=c.land_type)
        case A.ControlToOwnersClause():
            return E.ControlToOwners(EachRef(c.filter))
        case A.ExileNamedClause():
            player = player_ref((c.player,), scope)
            named = object_ref(A.ThatPhrase(c.noun), scope, pre)
            return E.ExileNamedCards(named, player)
        case A.ExileChosenNameClause():
            return E.ExileNamedCards(None, player_ref((c.player,), scope), any_number=c.any_number,
                                     nonland=c.name is ChoiceKind.NONLAND_CARD_NAME)
        case A.ExchangeControlClause():
            return E.ExchangeControl(objects_ref(c.objects, scope, pre))
        case A.ExchangeLifeTotalsClause():
            return E.ExchangeLifeTotals(player_ref(c.players, scope))
    raise UnsupportedPhrase(type(c).__name__)


def _deciding(player):
    """Who acts in "<players> may <effect>": each player of a group decides for themselves, so
    the effect acts for "that player", the one deciding (runtime handlers/choices._each_may)."""
    if isinstance(player, PlayerRef) and player.each_of_a_group:
        return PlayerRef.EVENT_PLAYER
    return player
