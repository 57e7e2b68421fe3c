"""References: the object and player phrases of an effect -> ObjectRef / PlayerRef ("it",
"them", "those cards", "that player", "its controller", targets, chosen objects)."""
from __future__ import annotations

import dataclasses

from ...runtime import effects as E
from ...runtime.filters import (AffectedRef, DealtDamageBy, DealtDamageRef, AttachedHost, AttachedToRef, ChosenRef, ControlledBy, Controller, ExiledWithRef,
                                ControllerOf, OwnerOf, EachRef, EventObjectRef, PaidRef, PlayerRef,
                                ObjectFilter, SameNameRef, SelfRef, SharesColorRef, SharesCreatureTypeRef, TargetRef, UnchosenRef, UnionRef, GrantorRef)

from ...runtime.characteristics import Zone
from ..syntax import nodes as A
from ..syntax.transform import UnsupportedPhrase
from .scope import Scope


def blocking_it_resolved(f, scope: Scope):
    """"creature blocking it", "creature it's blocking", "creature blocking or blocked by it"
    (CR 509.1g-h): the source's blockers / what it blocks where "it" means the source
    ("~ deals 1 damage to target creature blocking it"), or, once it has left the battlefield,
    those it was in combat with (runtime: combat_state.in_combat_with_source); blockers of
    another object are not supported yet. Anything but a filter passes through."""
    if not isinstance(f, ObjectFilter) or not f.blocking_it:
        return f
    if not isinstance(it_ref(scope), SelfRef):
        raise UnsupportedPhrase("'creature blocking it' where 'it' is not the source")
    return dataclasses.replace(f, blocking_it=False)


def object_ref(phrase, scope: Scope, pre: list):
    """An object phrase -> ObjectRef; a Choose step it needs is appended to `pre`."""
    if isinstance(phrase, (A.TargetPhrase, A.EachPhrase)) and phrase.filter is not None:
        resolved = blocking_it_resolved(phrase.filter, scope)
        if resolved is not phrase.filter:       # most filters pass through: no copy of the phrase
            phrase = dataclasses.replace(phrase, filter=resolved)
    match phrase:
        case A.SelfPhrase():
            return SelfRef()
        case A.ThatPhrase(noun="spell or ability"):
            # an ability on the stack is no object: only the instructions that act on the stack
            # item whose targeting triggered this one read it (zones.py)
            raise UnsupportedPhrase("'that spell or ability' as an object")
        case A.CardPhrase():                    # the card's name in a quoted ability (CR 201.5a)
            return GrantorRef()
        case A.ItPhrase() | A.ThatPhrase(noun="creature") if scope.face_down:
            return AffectedRef(scope.face_down)     # what manifest dread / cloak just made (face_down.py)
        case A.ItPhrase() | A.ThemPhrase() | A.ThosePhrase() | A.ThatPhrase(noun="token") if scope.created:
            return AffectedRef(scope.created)       # the tokens just created (sentences.py)
        case A.RevealedCardPhrase() if scope.it_card:
            return AffectedRef(scope.it_card)        # "reveals a card at random ... the revealed card's"
        case A.RevealedCardPhrase():
            raise UnsupportedPhrase("'the revealed card' with no card revealed before it")
        case A.RestPhrase() if scope.chosen and scope.chosen_among is not None:
            return UnchosenRef(scope.chosen_among, scope.chosen)   # "each player chooses ... the rest"
        case A.RestPhrase():
            raise UnsupportedPhrase("'the rest' with no choice by each player before it")
        case A.ItPhrase() | A.ThemPhrase() | A.ThosePhrase() if scope.chosen:
            return ChosenRef(scope.chosen)          # the objects a player chose (PlayerChoosesClause)
        case A.ItPhrase():
            return it_ref(scope)
        case A.ThemPhrase() | A.ThosePhrase() if isinstance(scope.last_objects, ControlledBy):
            # "creatures target player controls get +2/+2 until end of turn. Untap them.": the
            # group named just before, the same objects as nothing between moves or gives them
            return scope.last_objects
        case A.ThemPhrase() | A.ThosePhrase() if scope.targets and scope.targets[-1].filter is None:
            raise UnsupportedPhrase(f"'{phrase.noun if isinstance(phrase, A.ThosePhrase) else 'them'}' "
                                    "after a target player, naming no object")
        case A.ThemPhrase():
            if scope.targets:
                return TargetRef(len(scope.targets) - 1)
            if scope.last_label:
                return AffectedRef(scope.last_label)
            raise UnsupportedPhrase("'them' with nothing to refer to")
        case A.ThosePhrase() if not scope.last_label and scope.targets:
            if isinstance(scope.last_objects, UnionRef) \
                    and not all(isinstance(p, TargetRef) for p in scope.last_objects.parts):
                # "untap target creature and each other creature that shares a color with it.
                # Those creatures ...": the target and the group, which nothing records yet
                raise UnsupportedPhrase("'those' after a target and a group of objects")
            return TargetRef(len(scope.targets) - 1)     # "tap two target creatures. those creatures ..."
        case A.DealtDamageThisWayPhrase(noun="creature"):
            # the objects the damage step just before reached (CR 700.4)
            if not scope.damaged:
                raise UnsupportedPhrase("'dealt damage this way' without damage to objects before it")
            return DealtDamageRef(*scope.damaged)
        case A.ChosenTargetPhrase():
            # "choose target artifact card in your graveyard. ... the chosen card" (CR 115.1)
            if not scope.targets or scope.targets[-1].filter is None:
                raise UnsupportedPhrase(f"'the chosen {phrase.noun}' with no target chosen before it")
            return TargetRef(len(scope.targets) - 1)
        case A.ThatPhrase(noun=str(noun)) if " or " in noun:
            # "that creature or player": the last target, one that may be a player (CR 115.1)
            if not scope.targets or scope.targets[-1].players is None:
                raise UnsupportedPhrase(f"'that {noun}' with no target of either kind before it")
            return TargetRef(len(scope.targets) - 1)
        case A.ThatPhrase(noun="card") if not scope.last_label and scope.event_kind == "dies" \
                and scope.event_subject is not None:
            # "When enchanted creature dies, return that card ...": the card it became in the
            # graveyard (CR 400.7, vm.objects follows the zone change)
            return SelfRef() if isinstance(scope.event_subject, A.SelfPhrase) else EventObjectRef()
        case A.ThatPhrase(noun="card") if not scope.last_label and scope.discarded_one and scope.discarded_label:
            # "target player discards a card. ~ deals damage to that player equal to that card's
            # mana value": the card that step discarded (CR 608.2c)
            return AffectedRef(scope.discarded_label)
        case A.ThatPhrase(noun="card") if not scope.last_label and _card_target(scope) is not None:
            # "return target creature card from your graveyard ... that card's mana value"
            return TargetRef(_card_target(scope))
        case A.ThosePhrase() if not scope.last_label and _same_group(scope.last_objects):
            # "Creatures you control get +1/+1 and gain lifelink until end of turn. Untap those
            # creatures.": the group the step before acted on, which that step left unchanged
            return scope.last_objects
        case A.ThatPhrase(noun="card") | A.ThosePhrase():
            if not scope.last_label:
                raise UnsupportedPhrase("'those'/'that card' with nothing to refer to")
            return AffectedRef(scope.last_label)
        case A.ThatPhrase() if scope.event_other is not None:
            return EventObjectRef()
        case A.ThatPhrase() if scope.delayed and scope.last_label.startswith("exiled"):
            # "Exile target creature. ... return that creature ... at the beginning of the next
            # end step": the card exiled this way, a new object in exile (CR 400.7, 603.7)
            return AffectedRef(scope.last_label)
        case A.ThatPhrase():
            if scope.event_subject is not None and not isinstance(scope.event_subject, A.SelfPhrase):
                return EventObjectRef()
            if scope.put_from_hand and phrase.noun == "creature":
                return AffectedRef(scope.put_from_hand)      # the creature put from a hand just before
            if scope.it_card and phrase.noun == "creature" and not scope.targets:
                # "reveal the top card of your library. If it's a creature card, put it onto the
                # battlefield. That creature gains haste": the card revealed, as the permanent it became
                return AffectedRef(scope.it_card)
            if scope.sacrificed and phrase.noun in SACRIFICED_NOUNS and _last_object_target(scope) is None:
                # "target player sacrifices a creature. You gain life equal to that creature's
                # toughness": the sacrificed one, as it last existed (CR 608.2h), never the player
                return AffectedRef(scope.sacrificed)
            if scope.targets and scope.targets[-1].filter is None and phrase.noun != "player":
                # "that creature" never names a player target (CR 115.1): an earlier object target
                last = _last_object_target(scope)
                if last is None:
                    raise UnsupportedPhrase(f"'that {phrase.noun}' after a target player, naming no object")
                return TargetRef(last)
            if scope.targets:
                return TargetRef(len(scope.targets) - 1)
            if scope.step_host is not None and phrase.noun == "creature":
                # "At the beginning of the upkeep of enchanted creature's controller, put a -0/-1
                # counter on that creature": the creature the source is attached to (CR 303.4)
                return EachRef(scope.step_host)
            raise UnsupportedPhrase(f"'that {phrase.noun}' with nothing to refer to")
        case A.EachPhrase(players=None) if phrase.filter.shares_color_with:
            # "other" is other than the object it shares a color with, which the effect names too
            f = dataclasses.replace(phrase.filter, shares_color_with="", other=False)
            return SharesColorRef(f, object_ref(A.ItPhrase(), scope, pre))
        case A.EachPhrase(players=None) if any(alt.shares_creature_type_with for alt in phrase.filter.alternatives):
            return _shared_type_groups(phrase.filter.alternatives)
        case A.EachPhrase(players=None) if phrase.filter.shares_creature_type_with:
            # "other" is other than the object it shares a type with, which the effect names too
            f = dataclasses.replace(phrase.filter, shares_creature_type_with="", other=False)
            return SharesCreatureTypeRef(f, object_ref(A.ItPhrase(), scope, pre))
        case A.EachPhrase(players=None) if phrase.filter.same_name_as:
            return same_name_ref(phrase.filter, scope, pre)   # "each other creature with the same name as it"
        case A.EachPhrase(players=None) if phrase.filter.attached_to_self \
                and phrase.filter.attached_host is not AttachedHost.SOURCE:
            return attached_to_ref(phrase.filter, scope, pre)     # "all Auras attached to it"
        case A.EachPhrase(players=None) if phrase.filter.other and not phrase.filter.spell \
                and scope is not None and scope.spell and not scope.targets:
            # "destroy all other creatures" in a spell: other than what it named before ("the tokens
            # created this way", "Zombies you control get +2/+1 ... Other creatures ..."), never the
            # spell itself, which is no permanent (CR 109.5); "other spells" is other than it
            raise UnsupportedPhrase("'other' in a spell with nothing named before it to be other than")
        case A.EachPhrase(players=None):
            return EachRef(phrase.filter)
        case A.UpToPhrase():
            label = scope.label("chosen")
            pre.append(E.Choose(label, phrase.filter, 0, phrase.maximum))
            return ChosenRef(label)
        case A.TargetPhrase():
            if phrase.filter is None and phrase.players is not None:
                scope.last_player = PlayerRef.TARGET_PLAYER     # "target player ... that player"
            return scope.add_target(phrase)
        case A.ChosenPhrase():
            # "return a land you control ...": chosen as the effect happens (not targeted)
            label = scope.label("chosen")
            pre.append(E.Choose(label, phrase.filter, phrase.count, phrase.count))
            return ChosenRef(label)
        case A.PaidPhrase(verb="exiled") if scope.exiled:
            return AffectedRef(scope.exiled)         # "exile target creature card ..., the exiled card's"
        case A.PaidPhrase(verb="exiled") if not scope.exile_cost and not scope.spell:
            # a permanent's "the exiled card" where its ability exiles nothing: the card its
            # linked exile ability exiled (CR 607.2a)
            return ExiledWithRef()
        case A.PaidPhrase(verb="exiled") if not scope.exile_cost:
            raise UnsupportedPhrase("'the exiled card' with no exile cost or step before it")
        case A.PaidPhrase(verb="discarded") if scope.discarded_label:
            # "draw three cards, then discard a card. ~ deals damage equal to the discarded card's
            # mana value": the card that discard step discarded (CR 608.2c), not a cost's
            return AffectedRef(scope.discarded_label)
        case A.PaidPhrase(verb="discarded") if scope.discarded:
            raise UnsupportedPhrase("'the discarded card' after a discard step that names no card")
        case A.PaidPhrase():
            return PaidRef(phrase.verb)
        case A.ControlledPhrase() if phrase.filter.other and scope.chosen:
            # "... chooses a creature he or she controls. Other creatures he or she controls ...":
            # other than the chosen one (CR 608.2d)
            plain = dataclasses.replace(phrase.filter, other=False)
            return UnchosenRef(ControlledBy(plain, player_ref((phrase.player,), scope)), scope.chosen)
        case A.ControlledPhrase():
            # "each creature target player controls": that player is chosen/known first
            player = player_ref((phrase.player,), scope)
            if player is PlayerRef.EVENT_PLAYER and scope.event_kind is None:
                player = _controller_of_target(scope)
            return ControlledBy(phrase.filter, player)
        case A.ControllerPhrase() | A.DefendingPlayerPhrase() | A.OwnerPhrase():
            raise UnsupportedPhrase("a player where an object is meant")
    raise UnsupportedPhrase(f"{type(phrase).__name__} as an object")


# The nouns "that <noun>" names the permanent a "sacrifices a <filter>" step sacrificed with.
SACRIFICED_NOUNS = ("creature", "permanent")


def _controller_of_target(scope: Scope) -> ControllerOf:
    """"that player" with no player named before it and no event: "Destroy target creature an
    opponent controls. Each other creature that player controls ...", the player who controls
    the ability's last object target (last known information, CR 608.2h)."""
    last = _last_object_target(scope)
    if last is None:
        raise UnsupportedPhrase("'that player controls' with no player to refer to")
    return ControllerOf(TargetRef(last))


def _last_object_target(scope: Scope) -> int | None:
    """The index of the ability's last target that is an object (a "target player" is none)."""
    return next((i for i in reversed(range(len(scope.targets))) if scope.targets[i].filter is not None), None)


def _same_group(ref) -> bool:
    """Whether "those creatures" can name again the group `ref` ("each creature with flying your
    opponents control"): objects on the battlefield chosen by what no step of one resolution
    changes before "those" is read (types, colors, controller, abilities, counters), not by
    being tapped or by power, toughness or a number (a pump or a tap could change the group)."""
    if not isinstance(ref, EachRef) or ref.filter.zone is not Zone.BATTLEFIELD:
        return False
    f = ref.filter
    return f.tapped is None and not f.tests and not f.damage_this_turn and not f.spell


def _card_target(scope: Scope) -> int | None:
    """The index of the ability's last target if it is a card (CR 115.1): what "that card"
    means when no step before it labelled cards."""
    if scope.event_subject is not None and not isinstance(scope.event_subject, A.SelfPhrase):
        return None                   # the trigger's event names a card too: ambiguous
    if scope.targets and scope.targets[-1].filter is not None and scope.targets[-1].filter.card:
        return len(scope.targets) - 1
    return None


def _shared_type_groups(groups) -> UnionRef:
    """"Enchanted creature and other creatures that share a creature type with it": each group,
    "it" being the group before (the object an Aura is attached to, CR 303.4); "other" is other
    than that object, which the union names anyway."""
    parts: list = []
    for f in groups:
        if not f.shares_creature_type_with:
            parts.append(EachRef(f))
            continue
        if not parts:
            raise UnsupportedPhrase("'that share a creature type with it' with nothing before it")
        plain = dataclasses.replace(f, shares_creature_type_with="", other=False)
        parts.append(SharesCreatureTypeRef(plain, parts[-1]))
    return UnionRef(tuple(parts))


def it_ref(scope: Scope):
    if scope.it_card:                         # "reveal the top card of your library. If it's ..."
        return AffectedRef(scope.it_card)
    if scope.it_possessed is not None:        # "enchanted creature's controller sacrifices it"
        return scope.it_possessed
    if scope.delayed and scope.last_label.startswith("exiled"):
        # "exile ~. If you do, return it ... at the beginning of your next upkeep. It gains
        # haste.": the card exiled and returned, a new object each time (CR 400.7, 603.7)
        return AffectedRef(scope.last_label)
    if scope.put_from_hand:                   # "put a creature card from your hand onto the battlefield. Sacrifice it ..."
        return AffectedRef(scope.put_from_hand)
    if scope.returned_self:
        # "return ~ from your graveyard to the battlefield, then attach it to that creature":
        # the source, as the object it became (CR 400.7), never the trigger's creature
        return SelfRef()
    # "it" is an object: a "target player/opponent" is never what it means
    last = _last_object_target(scope)
    if last is not None:
        return TargetRef(last)
    if scope.event_subject is not None and not isinstance(scope.event_subject, A.SelfPhrase):
        if scope.event_other is not None:
            # "whenever a creature you control becomes blocked by a creature, it ...": the event's
            # object is the other creature (the blocker), and no reference names the subject
            raise UnsupportedPhrase("'it' naming a trigger's subject when the event's object is another")
        return EventObjectRef()
    return SelfRef()


def objects_ref(phrases: tuple, scope: Scope, pre: list):
    """The reference of the objects `phrases` name: one phrase's own, a UnionRef of several
    (most name one: no generator is made for it)."""
    if len(phrases) == 1:
        scope.last_objects = object_ref(phrases[0], scope, pre)
    else:
        scope.last_objects = UnionRef(tuple([object_ref(p, scope, pre) for p in phrases]))
    return scope.last_objects


def player_ref(phrases: tuple, scope: Scope | None = None) -> PlayerRef | ControllerOf:
    if len(phrases) != 1:
        raise UnsupportedPhrase("several players")
    match phrases[0]:
        case A.TargetPhrase(filter=None, players=players) if scope is not None and players:
            scope.add_target(phrases[0])
            scope.last_player = PlayerRef.TARGET_PLAYER
            return PlayerRef.TARGET_PLAYER
        case A.YouPhrase():
            return PlayerRef.YOU
        case A.ControllerPhrase() | A.DefendingPlayerPhrase() | A.OwnerPhrase():
            return named_player(phrases[0], scope)
        case A.ThatPhrase(noun="player") | A.HeOrShePhrase() if scope is not None \
                and scope.last_player is not None:
            return scope.last_player          # "target player ... that player", "defending player ... that player"
        case A.ThatPhrase(noun="player") | A.HeOrShePhrase() if scope is not None and _no_event(scope) \
                and (scope.possessor is not None or _last_object_target(scope) is not None):
            return _player_of_target(scope)
        case A.ThatPhrase(noun="player") | A.HeOrShePhrase():
            return PlayerRef.EVENT_PLAYER
        case A.DealtDamageThisWayPhrase(noun="player") if scope is not None and scope.damaged_players:
            return DealtDamageBy(*scope.damaged_players)      # the players the damage before reached
        case A.OtherPlayersPhrase():
            return PlayerRef.EACH_OTHER_PLAYER
        case A.EachPhrase(players=Controller.OPPONENT):
            return PlayerRef.EACH_OPPONENT
        case A.AnOpponentPhrase():
            return PlayerRef.AN_OPPONENT
        case A.PlayersOtherThanPhrase() if scope is not None and not scope.targets:
            scope.add_target(phrases[0].target)      # the first player target (PlayerRef.TARGET_PLAYER)
            return PlayerRef.EACH_PLAYER_BUT_TARGET
        case A.OpponentsOfPhrase(of=A.ThatPhrase(noun="player")) if scope is None or scope.last_player is None:
            return PlayerRef.EACH_OPPONENT_OF_EVENT_PLAYER        # the player the trigger event named
        case A.EachPhrase(players=Controller.ANY):
            return PlayerRef.EACH_PLAYER
    raise UnsupportedPhrase("this player reference")


def _no_event(scope: Scope) -> bool:
    """Whether the ability has no trigger event whose player "that player" could name."""
    return scope.event_kind is None and scope.event_subject is None and not scope.delayed


def _player_of_target(scope: Scope):
    """"that player" where the only player the text named is one of an object target's:
    "counter target spell unless its controller pays {1}. That player discards a card." (its
    controller, CR 110.2), "return target permanent to its owner's hand. Then that player
    discards a card." (its owner, CR 108.3), "target creature card from an opponent's graveyard
    ... that player mills X cards" (its owner, whose graveyard it is, CR 404.1); else the
    controller of a target permanent or spell."""
    if scope.possessor is not None:
        return scope.possessor
    last = _last_object_target(scope)
    f = scope.targets[last].filter
    if f.zone is Zone.GRAVEYARD:
        return OwnerOf(TargetRef(last))
    if f.zone is Zone.BATTLEFIELD or f.spell:
        # "destroy target creature an opponent controls. Each other creature that player
        # controls ...": its controller, as it last existed (CR 608.2h)
        return ControllerOf(TargetRef(last))
    raise UnsupportedPhrase("'that player' with no player named before it")


def named_player(phrase, scope: Scope | None):
    """"its controller" -> ControllerOf(what "it" means); "defending player" (CR 506.2)."""
    match phrase:
        case A.ControllerPhrase(of=A.ThatPhrase(noun="spell or ability")) if scope is not None \
                and scope.event_kind == "becomes_target":
            return PlayerRef.EVENT_PLAYER      # the event's player controls what targeted (CR 115)
        case A.ControllerPhrase() if scope is not None:
            pre: list = []
            ref = object_ref(phrase.of, scope, pre)
            if pre:
                raise UnsupportedPhrase("the controller of a chosen object")
            if isinstance(phrase.of, A.EachPhrase):    # "enchanted creature's controller ... it"
                scope.it_possessed = ref
            scope.possessor = ControllerOf(ref)
            return scope.possessor
        case A.ControllerPhrase():
            raise UnsupportedPhrase("'its controller' here")
        case A.OwnerPhrase() if scope is not None:
            pre: list = []
            ref = object_ref(phrase.of, scope, pre)
            if pre:
                raise UnsupportedPhrase("the owner of a chosen object")
            scope.possessor = OwnerOf(ref)             # CR 108.3
            return scope.possessor
        case A.OwnerPhrase():
            raise UnsupportedPhrase("'its owner' here")
        case A.DefendingPlayerPhrase():
            if scope is not None:
                scope.last_player = PlayerRef.DEFENDING
            return PlayerRef.DEFENDING
    raise UnsupportedPhrase(f"{type(phrase).__name__} as a player")


# The host that names an object of the effect, and the phrase it is.
HOSTS = {AttachedHost.IT: A.ItPhrase(), AttachedHost.THEM: A.ThemPhrase(),
         AttachedHost.THAT_CREATURE: A.ThatPhrase("creature")}


def attached_to_ref(f, scope, pre):
    """"all Auras attached to it / that creature / them" (CR 301.5, 303.4): the objects attached
    to what the pronoun means here; "it" may be the source itself."""
    ref = object_ref(HOSTS[f.attached_host], scope, pre)
    resolved = dataclasses.replace(f, attached_host=AttachedHost.SOURCE)    # the pronoun is resolved
    if isinstance(ref, SelfRef):
        return EachRef(resolved)
    return AttachedToRef(dataclasses.replace(resolved, attached_to_self=False), ref)


def same_name_ref(f, scope, pre):
    """"each other creature with the same name as that creature": "other" means other than that
    object, which the effect names anyway (its union of objects has each object once)."""
    wording = f.same_name_as
    host = A.ItPhrase() if wording == "it" else A.ThatPhrase(wording[len("that "):])
    return SameNameRef(dataclasses.replace(f, same_name_as="", other=False), object_ref(host, scope, pre))


def damage_recipients(phrases: tuple, scope, pre: list):
    """Recipients of damage -> (objects, players): "you", "target creature", "target creature or
    player" (one target that may be a player, CR 115.4) or other object phrases."""
    if len(phrases) != 1:
        raise UnsupportedPhrase("several damage recipients")
    phrase = phrases[0]
    if isinstance(phrase, A.YouPhrase):
        return None, PlayerRef.YOU
    if isinstance(phrase, A.TargetPhrase) and phrase.players is not None:
        if phrase.filter is None or phrase.maximum != 1:
            raise UnsupportedPhrase("a player-only or multiple damage recipient")
        return objects_ref(phrases, scope, pre), None     # the VM reads a player target too
    if isinstance(phrase, (A.EachPhrase,)) and getattr(phrase, "players", None) is not None:
        raise UnsupportedPhrase("each player as a damage recipient")
    return objects_ref(phrases, scope, pre), None
