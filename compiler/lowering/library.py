"""Lowering for libraries and graveyards (nodes.LIBRARY_CLAUSES): surveil, putting objects on the
bottom of their owners' libraries, shuffling, exiling a player's graveyard, looking at the top of
another player's library; and the sentences that fold into a reveal, a clash or an "if" before
them ("if it's a land card", "if you win", "otherwise")."""
from __future__ import annotations
from dataclasses import replace

from ...runtime import effects as E
from ...runtime.characteristics import Zone
from ...runtime.filters import AffectedRef, Controller, Fixed, ObjectFilter, ObjectIs, OPPONENT_CONTROLS, PlayerRef, SelfRef, SharesCreatureType, TargetRef
from ...runtime.filters import CounterCount, PlayersCount, Sum

from ..syntax import nodes as A
from ..syntax.transform import UnsupportedPhrase
from .dispatch import lower_clause
from .hands import ONE_PLAYER
from .references import it_ref, objects_ref, player_ref


def lower_library(c, scope, pre: list):
    match c:
        case A.SurveilClause():
            return E.Surveil(c.amount)
        case A.PutOnBottomClause():
            return E.PutOnBottom(objects_ref(c.objects, scope, pre))
        case A.ShuffleIntoOwnerClause():
            if c.by_player and (scope.hand_player is None or player_ref(c.by_player, scope) != scope.hand_player):
                # the card must be one of that player's own, from the hand just revealed (CR 400.3)
                raise UnsupportedPhrase("a player shuffling a card not chosen from their hand")
            step = E.ShuffleIntoOwnersLibrary(objects_ref(c.objects, scope, pre))
            if c.owner_shuffles:
                scope.last_player = PlayerRef.OWNER     # "Then that player discovers X"
            return step
        case A.ShuffleLibraryClause():
            return E.ShuffleLibrary(player_ref(c.players, scope))
        case A.ShuffleTargetsIntoLibraryClause():
            player_ref(c.players, scope)        # the target player first: the cards are in their graveyard
            return E.ShuffleIntoOwnersLibrary(objects_ref((c.cards,), scope, pre))
        case A.ExileZoneCardsClause():
            player = player_ref(c.players, scope)
            scope.exiled = scope.label("exiled")          # "for each card exiled this way"
            scope.exiled_filter = replace(c.filter, card=True)
            return E.ExileCardsFrom(c.zones, c.filter, player, scope.exiled)
        case A.LookTopOfClause():
            # "lookedat": their library; "put them back" works on it, "put it into your hand" doesn't
            label = scope.label("lookedat")
            scope.it_card = label if c.amount is None else ""
            return E.LookAtTop(c.amount or Fixed(1), label, player_ref(c.players, scope))
        case A.ExileAllButBottomClause():
            # the cards of that player's library, counted from their side, less the bottom one
            in_library = PlayersCount(ObjectFilter(zone=Zone.LIBRARY, controller=Controller.YOU, card=True))
            return E.ExileTopOfLibrary(Sum(in_library, -1), scope.label("exiled"), player_ref(c.players, scope))
    return _reveal_and_put(c, scope, pre)


def _reveal_and_put(c, scope, pre: list):
    """Revealing the top of your library and putting those cards somewhere."""
    import dataclasses

    match c:
        case A.RevealTopClause(players=(_, *_)):
            # another player's library: like "look at the top card of target player's library"
            label = scope.revealed_top = scope.label("lookedat")
            scope.it_card = label if c.amount is None else ""
            return E.LookAtTop(c.amount or Fixed(1), label, player_ref(c.players, scope), reveal=True)
        case A.RevealTopClause():
            label = scope.revealed_top = scope.label("looked")
            scope.it_card = label if c.amount is None else ""
            return E.LookAtTop(c.amount or Fixed(1), label, reveal=True)
        case A.PutAmongClause() if scope.last_label.startswith("exiled"):
            return _put_among_exiled(c, scope, pre)
        case A.PutRevealedClause() | A.PutAmongClause():
            if not scope.last_label.startswith("looked"):
                raise UnsupportedPhrase("'revealed this way' / 'from among them' without revealed cards")
            filt = dataclasses.replace(c.filter, zone=Zone.LIBRARY)
            if isinstance(c, A.PutAmongClause):
                return E.PutLookedCards(scope.last_label, None if c.any_number else c.count, filt,
                                        optional=c.up_to, take_to=Zone(c.destination),
                                        rest=c.rest, tapped=c.tapped)
            if c.rest == "bottom":
                raise UnsupportedPhrase("'the rest' on the bottom in no order")
            return E.PutLookedCards(scope.last_label, None, filt, take_to=Zone(c.destination),
                                    rest=c.rest, all_matching=True, tapped=c.tapped)
        case A.ClashClause():
            return E.Clash()
        case A.PlayerPutsFromHandClause():
            return E.PutFromHandOnTop(player_ref(c.players, scope), c.count,
                                      dataclasses.replace(c.filter, zone=Zone.HAND))
        case A.ReturnExiledClause():
            return E.ReturnExiledWith(to_hand=c.to_hand, tapped=c.tapped, filter=c.filter,
                                      under_your_control=c.under_your_control, one=c.one)
        case A.ExiledCardMayBeLookedAtClause():
            return E.ExiledCardsMayBeLookedAt()
        case A.PlayExiledFreeClause():
            return E.PlayExiledFree()
        case A.CastExiledWithFreeClause():
            return E.PlayExiledFree(filter=c.filter, one=not c.any_number, cast_only=True)
        case A.CastFromHandFreeClause(from_revealed_hand=True):
            if scope.hand_player not in ONE_PLAYER:
                raise UnsupportedPhrase("'from it' without one revealed hand")
            return E.CastFromHandFree(dataclasses.replace(c.filter, zone=Zone.HAND), scope.hand_player)
        case A.CastFromHandFreeClause():
            return E.CastFromHandFree(c.filter)
        case A.ReturnTheirHandClause():
            return E.ReturnToHand(objects_ref(c.objects, scope, pre))
        case A.SearchTopClause():
            filt = dataclasses.replace(c.filter, zone=Zone.LIBRARY)
            return E.SearchToTop(filt, c.count, scope.label("found"), reveal=c.reveal, any_number=c.any_number)
        case A.RevealObjectsClause():
            ref = objects_ref(c.objects, scope, pre)
            if not isinstance(ref, AffectedRef):
                raise UnsupportedPhrase("revealing something not looked at")
            return E.RevealObjects(ref)
        case A.PutHandOnBottomClause():
            label = scope.label("chosen")
            pre.append(E.ChooseFromHand(label, c.filter, PlayerRef.YOU, c.count, c.count))
            return E.PutOnBottom(AffectedRef(label), top=c.top)
        case A.ExileChosenClause():
            from ...runtime.costs import ExileFromZone
            return E.PayCost(ExileFromZone(c.filter, c.count))
        case A.SearchOtherClause():
            who = A.ThatPhrase("player") if c.that_player else A.TargetPhrase(None, c.players)
            player = player_ref((who,), scope)
            filt = dataclasses.replace(c.filter, zone=Zone.LIBRARY)
            return E.SearchOtherLibrary(filt, c.destination, c.count, c.up_to, player, scope.label("found"))
        case A.RandomCardsClause():
            from ...runtime.filters import ChosenRef
            label = scope.label("random")
            filt = dataclasses.replace(c.filter, zone=Zone(c.zone), controller=Controller.YOU)
            pick = E.ChooseAtRandom(label, filt, c.count)
            if c.action == "choose":
                scope.it_card = label if c.count == 1 else ""
                return pick
            pre.append(pick)
            if c.action == "return_hand":
                return E.ReturnToHand(ChosenRef(label))
            return E.ReturnToBattlefield(ChosenRef(label))
        case A.PlayerRevealsRandomClause():
            # CR 701.16a: picked at random from that player's hand, then shown to all
            label = scope.label("revealed")
            hand = ObjectFilter(zone=Zone.HAND, controller=Controller.YOU, card=True)
            pre.append(E.ChooseAtRandom(label, hand, 1, player=player_ref(c.players, scope)))
            scope.it_card = label
            return E.RevealObjects(AffectedRef(label))
        case A.RevealFromHandClause():
            return E.ChooseFromHand(scope.label("revealed"), c.filter, PlayerRef.YOU, 0, 99, reveal=True)
        case A.RevealUntilClause():
            label = scope.label("looked")
            found = scope.label("found")
            scope.it_card, scope.revealed = found, label
            player = player_ref(c.players, scope)
            filt = dataclasses.replace(c.filter, zone=Zone.LIBRARY)
            return E.RevealUntil(filt, label, found, c.count, player, exile=c.exile,
                                 then_graveyard=player is not PlayerRef.YOU)
        case A.PutFoundClause() | A.PutAllRevealedClause():
            if not scope.revealed:
                raise UnsupportedPhrase("'the rest' / 'the revealed cards' without revealing cards until")
            if c.rest == "bottom":
                raise UnsupportedPhrase("'the rest' on the bottom in no order")
            if isinstance(c, A.PutFoundClause):
                ref = objects_ref(c.objects, scope, pre)
                if ref != AffectedRef(scope.it_card):
                    raise UnsupportedPhrase("putting something other than the card revealed")
                pre.append(E.PutInto(ref, Zone(c.destination), c.tapped))
            return E.PutLookedCards(scope.revealed, 0, rest=c.rest)
        case A.PutUnderControlClause():
            # a card put onto the battlefield is a new object (CR 400.7) under your control (CR 110.2a)
            return E.ReturnToBattlefield(objects_ref(c.objects, scope, pre), under_owner_control=False,
                                         tapped=c.tapped, attached_to=None if c.attached_to is None
                                         else objects_ref(c.attached_to, scope, pre))
        case A.PutObjectsClause():
            ref = objects_ref(c.objects, scope, pre)
            # only a card of your own library that an earlier step revealed or looked at, or with
            # "his or her graveyard", of the other player's library looked at
            theirs = c.player is not None
            if ref == SelfRef() and c.destination == "battlefield" and not theirs:
                # "When ~ is put into your graveyard from your library, you may put it onto the
                # battlefield": the card moves under the control of the player putting it there
                # (CR 110.2a), a new object (CR 400.7)
                return E.ReturnToBattlefield(ref, under_owner_control=False, tapped=c.tapped)
            if not isinstance(ref, AffectedRef) or not ref.label.startswith(("looked", "found", "random")) \
                    or ref.label.startswith("lookedat") != theirs:
                raise UnsupportedPhrase(f"putting {type(c.objects[0]).__name__} into your {c.destination}")
            return E.PutInto(ref, Zone(c.destination), c.tapped)
    raise UnsupportedPhrase(type(c).__name__)


def characteristic_only(f: ObjectFilter) -> bool:
    """A filter of one mana value test and nothing else: "its mana value was 2 or less"."""
    return len(f.tests) == 1 and f.tests[0].characteristic == "mana_value" and f == ObjectFilter(tests=f.tests)


def bind_it_condition(s, scope):
    """"If it's a land card, ...": the card "it" means here (the revealed card)."""
    if isinstance(s, A.Sentence) and isinstance(s.condition, A.ThatObjectIs):
        import dataclasses
        return dataclasses.replace(s, condition=that_object_is(s.condition, scope))
    if isinstance(s, A.Sentence) and isinstance(s.condition, A.ThisWayIncludes):
        import dataclasses
        from .this_way import this_way_condition
        return dataclasses.replace(s, condition=this_way_condition(s.condition, scope))
    if isinstance(s, A.Sentence) and isinstance(s.condition, CounterCount) and s.condition.ref is None:
        import dataclasses
        return dataclasses.replace(s, condition=bind_its(s.condition, scope))
    if isinstance(s, A.Sentence) and isinstance(s.condition, (ObjectIs, SharesCreatureType)) \
            and s.condition.ref is None:
        ref = it_ref(scope)
        # "that creature" / "its mana value was ...": the target, as it last existed (CR 608.2h);
        # "if that's another creature" (backup, CR 702.165a)
        named = isinstance(ref, TargetRef) and (s.condition.filter == OPPONENT_CONTROLS
                                                or characteristic_only(s.condition.filter)
                                                or isinstance(s.condition, ObjectIs) and s.condition.filter.other)
        # "{R}: ~ gets +1/+0 until end of turn. If it's an Aura, ...": the source itself, when
        # the clause before named it and nothing else was named (no target, no event object)
        source = isinstance(ref, SelfRef) and isinstance(s.condition, ObjectIs) and not scope.targets \
            and scope.event_subject is None and scope.last_objects == SelfRef()
        if not isinstance(ref, (AffectedRef, TargetRef)) and not named and not source:
            raise UnsupportedPhrase("'if it's ...' with no revealed card before it")
        import dataclasses
        return dataclasses.replace(s, condition=dataclasses.replace(s.condition, ref=ref))
    return s


def that_object_is(c: A.ThatObjectIs, scope) -> ObjectIs:
    """"If that creature is a Zombie": the engine's `ObjectIs` about the object "that creature"
    names elsewhere in the ability (the trigger's object, else the last target), checked as the
    step runs on the object as it is now or last existed (CR 608.2c, 608.2h). That object must be
    one of the noun's kind: "If that land is a Mountain" after "Whenever a land enters, ...
    target creature ..." is the land, never the target."""
    from ..syntax.transform import UnsupportedPhrase
    from ..syntax.transform.common import TYPE_WORDS
    from ...runtime.filters import EventObjectRef
    from .references import object_ref
    ref = object_ref(A.ThatPhrase(c.noun), scope, [])
    named = scope.event_subject if isinstance(ref, EventObjectRef) else \
        scope.targets[ref.index].filter if isinstance(ref, TargetRef) and ref.index < len(scope.targets) else None
    kind = isinstance(named, ObjectFilter) and (
        named.zone is Zone.BATTLEFIELD and not named.spell if c.noun == "permanent"
        else TYPE_WORDS[c.noun] in named.types)
    if not kind:
        raise UnsupportedPhrase(f"'that {c.noun} is ...' naming no {c.noun} before it")
    return ObjectIs(ref, c.quality)


def bind_its(condition, scope):
    """"... if it has mana value 3 or less" / "... instead if its controller has three or more
    poison counters" after a clause on a target: "it" is that target (CR 608.2c); the condition
    is unchanged where nothing is left to bind or "it" means no target."""
    import dataclasses
    from ...runtime.filters import ControllerOf, PlayerHas
    ref = it_ref(scope)
    if isinstance(condition, CounterCount) and condition.ref is None:
        # "put a +1/+1 counter on it. Then if it has three or more +1/+1 counters on it": the
        # object the sentence before acted on (CR 122.1, 608.2c)
        if scope.last_objects is None or ref != scope.last_objects:
            from ..syntax.transform import UnsupportedPhrase
            raise UnsupportedPhrase("'if it has ... counters' where 'it' is not the object just named")
        return dataclasses.replace(condition, ref=ref)
    if not isinstance(ref, TargetRef):
        return condition
    if isinstance(condition, ObjectIs) and condition.ref is None:
        return dataclasses.replace(condition, ref=ref)
    if isinstance(condition, PlayerHas) and condition.player == ControllerOf(None):
        return dataclasses.replace(condition, player=ControllerOf(ref))
    return condition


def lower_if_you_do_inside(s, scope, prog) -> bool:
    """"If it shares a creature type with ~, you may reveal it. If you do, ...": the "if you do"
    belongs to the "you may" that ends the conditional sentence before it."""
    import dataclasses

    last = prog.effects[-1] if prog.effects else None
    if not isinstance(last, E.Conditional) or last.otherwise or not last.effects:
        return False
    may = last.effects[-1]
    if not isinstance(may, E.Optional) or may.if_done:
        return False
    inner = tuple(step for clause in s.clauses for step in lower_clause(clause, scope))
    may = dataclasses.replace(may, if_done=inner)
    prog.effects[-1] = dataclasses.replace(last, effects=last.effects[:-1] + (may,))
    return True


def lower_otherwise(s, scope, prog) -> None:
    """"Otherwise, <effects>.": the else branch of the "If ..., ..." sentence just before it."""
    import dataclasses

    last = prog.effects[-1] if prog.effects else None
    if s.condition is not None or s.if_you_do or s.delay is not None or s.x_is is not None:
        raise UnsupportedPhrase("'otherwise' with more conditions")
    inner = tuple(step for clause in s.clauses for step in lower_clause(clause, scope))
    if isinstance(last, E.Clash) and last.won and not last.lost:       # "If you win, ... Otherwise, ..."
        prog.effects[-1] = dataclasses.replace(last, lost=inner)
        return
    if not isinstance(last, E.Conditional) or last.otherwise:
        raise UnsupportedPhrase("'otherwise' without an 'if' sentence before it")
    prog.effects[-1] = dataclasses.replace(last, otherwise=inner)


def lower_clash_won(s, scope, prog) -> None:
    """"If you win, <effects>.": the won branch of the clash just before it (CR 701.23d)."""
    import dataclasses

    last = prog.effects[-1] if prog.effects else None
    wrapper = None
    if isinstance(last, E.Optional) and not last.if_done and len(last.effects) == 1:
        wrapper, last = last, last.effects[0]          # "you may clash with an opponent. If you win"
    if not isinstance(last, E.Clash) or last.won or last.lost or s.if_you_do or s.delay is not None \
            or s.x_is is not None or s.otherwise:
        raise UnsupportedPhrase("'if you win' without a clash before it")
    inner = tuple(step for clause in s.clauses for step in lower_clause(clause, scope))
    clash = dataclasses.replace(last, won=inner)
    prog.effects[-1] = clash if wrapper is None else dataclasses.replace(wrapper, effects=(clash,))


def _put_among_exiled(c, scope, pre: list):
    """"Exile the top seven cards of your library. You may put any number of creature and/or land
    cards from among them onto the battlefield.": chosen among the cards just exiled, where they
    are now (CR 406.3: exiled cards stay in exile unless moved; 608.2c)."""
    import dataclasses

    from ...runtime.filters import ChosenRef
    if c.destination not in ("battlefield", "hand"):
        raise UnsupportedPhrase(f"putting cards from among exiled cards into the {c.destination}")
    exiled = scope.last_label
    label = scope.label("chosen")
    most = 99 if c.any_number else c.count
    filt = dataclasses.replace(c.filter, zone=Zone.EXILE)
    pre.append(E.Choose(label, filt, 0 if c.any_number else c.count, most, among=exiled))
    if c.destination == "hand":
        return E.ReturnToHand(ChosenRef(label))
    return E.ReturnToBattlefield(ChosenRef(label), under_owner_control=False, tapped=c.tapped)
