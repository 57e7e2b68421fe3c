"""Effects that move objects and cards between zones: exile, return, destroy, sacrifice, draw,
discard, mill, search, counter a spell, and playing cards from another zone."""
from __future__ import annotations


from ...runtime import effects as E
from ...runtime.characteristics import Zone
from ...runtime.filters import (AffectedRef, Amount, ControlledBy, ControllerOf, CountersOn, CountOf, EachRef, Fixed,
                                OwnerOf, PlayerRef, TargetRef, XValue)

from ..syntax import nodes as A
from ..syntax.transform import UnsupportedPhrase
from .amounts import amount_value, count_for_each
from .counts import destroy_label, discard_label
from .references import objects_ref, player_ref
from .scope import Scope


ZONE_CLAUSES = (A.ExileClause, A.ExileTopClause, A.ReturnClause, A.DestroyClause,
                A.SacrificeClause, A.SacrificeChosenClause, A.PutOnLibraryClause,
                A.SearchClause, A.MillClause, A.DrawClause, A.DiscardClause, A.CounterClause, A.ChangeTargetClause,
                A.CounterUnlessClause, A.MayPlayClause)


def lower_zone_clause(c, scope: Scope, pre: list):
    """Zone changes of objects and cards (CR 400)."""
    match c:
        case A.ExileClause():
            if c.players and (scope.hand_player is None or player_ref(c.players, scope) != scope.hand_player):
                raise UnsupportedPhrase("a player exiling a card not chosen from their hand")
            ref = objects_ref(c.objects, scope, pre)
            scope.exiled = scope.label("exiled")
            scope.exiled_filter = ref.filter if isinstance(ref, (EachRef, ControlledBy)) else None
            if isinstance(ref, TargetRef) and ref.index < len(scope.targets):
                # "Exile X target creatures. For each creature exiled this way, ...": the targets'
                # filter, as a destroy step's (counts.destroy_label)
                scope.exiled_filter = scope.targets[ref.index].filter
            if c.enter_counter is None:
                return E.Exile(ref, scope.exiled)
            return E.Exile(ref, scope.exiled, c.enter_counter, c.enter_counter_amount)
        case A.ExileTopClause():
            # "exile the top card of your library. You may play it ...": "it" is that card
            # (CR 400.7: a new object in exile), not the source
            label = scope.label("exiled")
            scope.it_card = label if c.count == 1 else ""
            if c.that_player and scope.last_player is None and scope.event_kind is None:
                raise UnsupportedPhrase("'that player's library' with no player before it")
            if c.players:                   # "target opponent exiles the top card of their library"
                return E.ExileTopOfLibrary(_amount(c.count), label, player_ref(c.players, scope))
            if c.that_player:               # "of that player's library"
                return E.ExileTopOfLibrary(_amount(c.count), label, player_ref((A.ThatPhrase("player"),), scope))
            return E.ExileTopOfLibrary(_amount(c.count), label)
        case A.ReturnClause(destination="hand") | A.ReturnClause(destination="your_hand"):
            ref = objects_ref(c.objects, scope, pre)
            if c.destination == "hand" and isinstance(ref, TargetRef):
                scope.possessor = OwnerOf(ref)      # "to its owner's hand. Then that player ..." (CR 108.3)
            return E.ReturnToHand(ref, from_zone=c.from_zone)
        case A.ReturnClause() if c.objects in ((A.ItPhrase(),), (A.ThatPhrase("card"),)) \
                and scope.last_label.startswith("exiled") and c.attached_to is None:
            # "exile it, then return it / that card to the battlefield": the card in exile, a
            # new object (CR 400.7), which the exile step recorded
            return E.ReturnToBattlefield(AffectedRef(scope.last_label),
                                         under_owner_control=c.destination == "battlefield_owner",
                                         tapped=c.tapped, enter_counter=c.enter_counter,
                                         enter_counter_amount=c.enter_counter_amount,
                                         transformed=c.transformed)
        case A.ReturnClause():
            what = objects_ref(c.objects, scope, pre)
            if c.objects == (A.SelfPhrase(),):
                scope.returned_self = True      # "..., then attach it to that creature": "it" is ~
            return E.ReturnToBattlefield(what, under_owner_control=c.destination == "battlefield_owner",
                                         tapped=c.tapped, attached_to=None if c.attached_to is None
                                         else objects_ref(c.attached_to, scope, pre),
                                         from_zone=c.from_zone, enter_counter=c.enter_counter,
                                         enter_counter_amount=c.enter_counter_amount,
                                         transformed=c.transformed)
        case A.DestroyClause():
            ref = objects_ref(c.objects, scope, pre)
            if scope.wants_destroyed:        # "for each creature destroyed this way" after it
                return E.Destroy(ref, label=destroy_label(ref, scope))
            return E.Destroy(ref)
        case A.SacrificeClause(unless=None, players=()):
            return E.SacrificeObjects(objects_ref(c.objects, scope, pre))
        case A.SacrificeClause(unless=None, objects=(A.RestPhrase(),)) if scope.chosen_among is not None:
            # "each player chooses ... he or she controls, then sacrifices the rest": each
            # sacrifices what they control of the rest, at once (CR 701.17a, 608.2d)
            return E.SacrificeObjects(objects_ref(c.objects, scope, pre), player_ref(c.players, scope))
        case A.SacrificeClause(unless=None):
            player = _one_player(player_ref(c.players, scope))
            return E.SacrificeObjects(objects_ref(_sacrificed(c), scope, pre), player)
        case A.SacrificeClause(players=()):
            sacrifice = E.SacrificeObjects(objects_ref(c.objects, scope, pre))
            return E.Unless(c.unless, (sacrifice,))
        case A.MayPlayClause(until_end_of_turn=False):
            raise UnsupportedPhrase("'you may play' without a duration")
        case A.SacrificeChosenClause() if c.count == 1 and scope.wants_that_creature:
            # "sacrifice a creature. ... that creature's power": the sacrificed one (LKI)
            scope.counter += 1
            scope.sacrificed = f"sacrificed{scope.counter}"
            return E.SacrificeObjects(None, player_ref(c.players, scope), c.filter, c.count,
                                      label=scope.sacrificed)
        case A.SacrificeChosenClause():
            count = c.count if isinstance(c.count, int) else amount_value(c.count, scope, pre)
            return E.SacrificeObjects(None, player_ref(c.players, scope), c.filter, count)
        case A.CounterUnlessClause(objects=(A.ThatPhrase(noun="spell or ability"),), for_each=None) \
                if scope.event_kind == "becomes_target":
            # "counter that spell or ability unless its controller pays {2}": the stack item whose
            # targeting triggered this, as ward does (CR 115, 701.5a, 702.21a)
            return E.CounterUnlessPaid(c.cost)
        case A.CounterUnlessClause(that_player=True):
            # "Whenever a player casts a spell, counter it unless that player pays {3}": the
            # caster, the player of the cast event, may pay (CR 118.12, 601.2a)
            if scope.event_kind != "cast" or c.for_each is not None:
                raise UnsupportedPhrase("'unless that player pays' without a cast event")
            return E.Unless(c.cost, (E.CounterSpell(objects_ref(c.objects, scope, pre)),), PlayerRef.EVENT_PLAYER)
        case A.CounterUnlessClause():
            counter = E.CounterSpell(objects_ref(c.objects, scope, pre))
            if isinstance(counter.objects, TargetRef):
                scope.possessor = ControllerOf(counter.objects)     # "unless its controller pays" (CR 110.2)
            per = None if c.for_each is None else count_for_each(Fixed(1), c.for_each, scope)
            return E.Unless(c.cost, (counter,), PlayerRef.CONTROLLER, per=per)
        case A.MillClause() if c.amount == Fixed(1) and c.players == (A.YouPhrase(),):
            # one card of your own library: what "if that card is a land card" reads (CR 701.13a)
            scope.it_card = scope.label("milled")
            return E.Mill(Fixed(1), PlayerRef.YOU, scope.it_card)
        case A.MillClause():
            return E.Mill(amount_value(c.amount, scope, pre), player_ref(c.players, scope))
        case A.PutOnLibraryClause():
            return E.PutOnLibrary(objects_ref(c.objects, scope, pre), position=c.position)
        case A.DrawClause(for_each=None):
            return E.Draw(amount_value(c.amount, scope, pre), player_ref(c.players, scope))
        case A.DrawClause(for_each=tuple() | A.PlayersForEach() | CountersOn()) \
                | A.DrawClause(for_each=A.ControlledPhrase()):
            return E.Draw(count_for_each(c.amount, c.for_each, scope), player_ref(c.players, scope))
        case A.DrawClause():
            return E.Draw(CountOf(EachRef(c.for_each)), player_ref(c.players, scope))
        case A.CounterClause():
            return E.CounterSpell(objects_ref(c.objects, scope, pre))
        case A.ChangeTargetClause():
            return E.ChangeTheTarget(objects_ref(c.objects, scope, pre))
        case A.DiscardClause():
            scope.discarded = True
            step = E.DiscardCards(count_for_each(amount_value(c.amount, scope, pre), c.for_each, scope),
                                  player_ref(c.players, scope), label=discard_label(scope), any_number=c.any_number)
            scope.discarded_one = step.amount == Fixed(1) and not step.any_number     # "that card" is it
            return step
        case A.SearchClause():
            zone = Zone(c.destination)       # battlefield, hand or graveyard (Entomb)
            return E.SearchLibrary(c.filter, zone, c.count, c.tapped, label=scope.label("found"),
                                   up_to=c.up_to, shuffle=c.shuffle, any_number=c.any_number,
                                   other_zones=c.other_zones,
                                   rest_destination=Zone(c.rest_destination) if c.rest_destination else None)
        case A.MayPlayClause(until_end_of_turn=True):
            return E.MayPlay(objects_ref(c.objects, scope, pre), E.Duration.END_OF_TURN)
    raise UnsupportedPhrase(f"{type(c).__name__}")


def _sacrificed(c: A.SacrificeClause) -> tuple:
    """"that creature's controller sacrifices it": "it" is the object whose controller sacrifices
    it (only a permanent's controller can sacrifice it, CR 701.17a), not the ability's source."""
    match c.players, c.objects:
        case (A.ControllerPhrase(of=controlled),), (A.ItPhrase(),):
            return (controlled,)
    return c.objects


def _one_player(player):
    """The one player who sacrifices the objects named; "each player sacrifices all lands they
    control" would need each to sacrifice their own, which one SacrificeObjects doesn't say."""
    if isinstance(player, ControllerOf) or player in (PlayerRef.TARGET_PLAYER, PlayerRef.EVENT_PLAYER,
                                                      PlayerRef.DEFENDING):
        return player
    raise UnsupportedPhrase("a group of players sacrificing the objects named")


def _amount(count: int | XValue) -> Amount:
    """A number of cards as the runtime's Amount: "the top two cards", "the top X cards"."""
    return Fixed(count) if isinstance(count, int) else count
