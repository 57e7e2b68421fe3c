"""Lowering: typed AST (nodes.py) -> runtime ability objects (runtime/abilities.py).

This is where the text's words get their game meaning: an activated ability
that adds mana and has no target is a mana ability (CR 605.1a); "Saddle N" is
an activated ability (CR 702.171a); "it", "them", "those cards" become
references to the source, targets or what an earlier step acted on.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

from ...runtime import abilities as R
from ...runtime import effects as E
from ...runtime import events as V
from ...runtime.filters import Compare, ControlNone, CounterCount, WasKicked
from ...runtime.characteristics import CardType, ManaType, Zone
from ...runtime.costs import Loyalty, ManaCost, TapTotalPower
from ...runtime.filters import ManaValueOf, PaidRef, ToughnessOf
from ...runtime.filters import CountersOn, DiedThisTurn, EventAmount, NumberTest, PlayersCount, Sum, Times
from ...runtime.filters import LifeLostThisWay
from ...runtime.filters import BasicLandTypes
from ...runtime.filters import ControlledBy, ControllerOf, PlayerControls
from ...runtime.filters import (AffectedRef, ChosenRef, Controller, CountOf, EachRef,
                                      EventObjectRef, Fixed, ObjectFilter, PlayerRef, SelfRef,
                                      PowerOf, TargetRef, UnionRef, XValue)

from ..syntax import nodes as A
from ..syntax.transform import UnsupportedPhrase

SADDLERS = ObjectFilter(types=(CardType.CREATURE,), controller=Controller.YOU, other=True,
                        tapped=False)


@dataclass
class Scope:
    """What references in one ability can point at, filled in as its text is read."""

    event_subject: object = None            # SelfPhrase or a filter, for triggered abilities
    event_other: object = None              # the blocker / blocked creature "that creature" means
    targets: list[R.TargetSpec] = field(default_factory=list)
    last_label: str = ""
    counter: int = 0
    hand_player: PlayerRef | None = None     # whose hand was just revealed / looked at
    last_player: PlayerRef | None = None     # the player "that player" names after "target player"
    event_kind: str | None = None            # the trigger's kind, for "that much" (CR 603.7c)
    lost_life: bool = False                  # a "loses life" step came before ("the life lost this way")
    it_card: str = ""                        # "reveal the top card ...": what "it" means after it
    revealed: str = ""                       # "reveal cards ... until ...": all the cards revealed
    wants_destroyed: bool = False            # a later "for each ... destroyed this way" counts a destroy
    destroyed: str = ""                      # the label of that destroy step
    destroyed_filter: object = None          # what it destroys (its ObjectFilter), if known
    wants_that_creature: bool = False        # "that creature" is written: a chosen sacrifice is labelled
    sacrificed: str = ""                     # the label of that sacrifice step

    def label(self, kind: str) -> str:
        self.counter += 1
        self.last_label = f"{kind}{self.counter}"
        return self.last_label

    def add_target(self, phrase: A.TargetPhrase) -> TargetRef:
        if phrase.players is not None and phrase.filter is not None and phrase.filter.damage_this_turn:
            # "target creature or player that was dealt damage this turn": the players too
            raise UnsupportedPhrase("a player target that was dealt damage this turn")
        filt, distinct = phrase.filter, ()
        if filt is not None and filt.other and self.targets:
            # "another target creature" after other targets: a different object or player
            # from theirs (CR 115.3), not "other than the source" (which it may be)
            filt, distinct = dataclasses.replace(filt, other=False), tuple(range(len(self.targets)))
        self.targets.append(R.TargetSpec(filt, phrase.players, phrase.minimum,
                                         phrase.maximum, distinct_from=distinct, x_count=phrase.x))
        if phrase.controlled_by is not None:      # "target creature that player controls"
            self.targets[-1] = dataclasses.replace(self.targets[-1],
                                                   **target_controller(phrase.controlled_by, self))
        return TargetRef(len(self.targets) - 1)


def target_controller(player, scope: Scope) -> dict:
    """The TargetSpec fields for "target <filter> that player controls": the player chosen for
    the latest earlier "target player" of this ability, else a trigger event's player."""
    if not isinstance(player, (A.ThatPhrase, A.HeOrShePhrase)):
        raise UnsupportedPhrase("a target controlled by this player")
    if scope.last_player is PlayerRef.TARGET_PLAYER:
        groups = [i for i, t in enumerate(scope.targets[:-1]) if t.filter is None and t.players is not None]
        if groups:
            return {"controller_from_target": groups[-1]}
    if scope.last_player is None and scope.event_kind is not None:
        return {"controller_is_event_player": True}
    raise UnsupportedPhrase("'that player controls' with no player named before it")


# ---------------------------------------------------------------- references
def object_ref(phrase, scope: Scope, pre: list):
    """An object phrase -> ObjectRef; a Choose step it needs is appended to `pre`."""
    match phrase:
        case A.SelfPhrase():
            return SelfRef()
        case A.ItPhrase():
            return _it(scope)
        case A.ThemPhrase():
            if scope.targets:
                return TargetRef(len(scope.targets) - 1)
            if scope.last_label:
                return AffectedRef(scope.last_label)
            raise UnsupportedPhrase("'them' with nothing to refer to")
        case A.ThosePhrase() if not scope.last_label and scope.targets:
            return TargetRef(len(scope.targets) - 1)     # "tap two target creatures. those creatures ..."
        case A.ThatPhrase(noun="card") if not scope.last_label and scope.event_kind == "dies" \
                and scope.event_subject is not None:
            # "When enchanted creature dies, return that card ...": the card it became in the
            # graveyard (CR 400.7, vm.objects follows the zone change)
            return SelfRef() if isinstance(scope.event_subject, A.SelfPhrase) else EventObjectRef()
        case A.ThatPhrase(noun="card") | A.ThosePhrase():
            if not scope.last_label:
                raise UnsupportedPhrase("'those'/'that card' with nothing to refer to")
            return AffectedRef(scope.last_label)
        case A.ThatPhrase() if scope.event_other is not None:
            return EventObjectRef()
        case A.ThatPhrase():
            if scope.event_subject is not None and not isinstance(scope.event_subject, A.SelfPhrase):
                return EventObjectRef()
            if scope.targets:
                return TargetRef(len(scope.targets) - 1)
            if scope.sacrificed and phrase.noun == "creature":
                return AffectedRef(scope.sacrificed)     # "sacrifice a creature. ... that creature"
            raise UnsupportedPhrase(f"'that {phrase.noun}' with nothing to refer to")
        case A.EachPhrase(players=None) if phrase.filter.same_name_as:
            from .targets import same_name_ref        # "each other creature with the same name as it"
            return same_name_ref(phrase.filter, scope, pre)
        case A.EachPhrase(players=None) if phrase.filter.attached_to_self \
                and phrase.filter.attached_wording not in ("", "~"):
            from .targets import attached_to_ref       # "all Auras attached to it"
            return attached_to_ref(phrase.filter, scope, pre)
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
        case A.PaidPhrase():
            return PaidRef(phrase.verb)
        case A.ControlledPhrase():
            # "each creature target player controls": that player is chosen/known first
            return ControlledBy(phrase.filter, player_ref((phrase.player,), scope))
        case A.ControllerPhrase() | A.DefendingPlayerPhrase():
            raise UnsupportedPhrase("a player where an object is meant")
    raise UnsupportedPhrase(f"{type(phrase).__name__} as an object")


CHARACTERISTICS = {"power": PowerOf, "toughness": ToughnessOf, "mana value": ManaValueOf}


# Trigger kinds whose event carries an amount of damage or life ("that much", CR 603.7c).
AMOUNT_EVENTS = ("damage", "damage_any", "dealt_damage", "gain_life")


def amount_value(amount, scope: Scope, pre: list):
    """An amount of the AST -> a runtime Amount: "its power" reads the object "it" means here."""
    if isinstance(amount, EventAmount) and scope.event_kind not in AMOUNT_EVENTS:
        raise UnsupportedPhrase("'that much' without a damage or life-gain trigger event")
    if isinstance(amount, LifeLostThisWay) and not scope.lost_life:
        raise UnsupportedPhrase("'the life lost this way' without a life loss before it")
    if isinstance(amount, A.AmountOf):
        return CHARACTERISTICS[amount.characteristic](object_ref(amount.owner, scope, pre))
    if isinstance(amount, A.PlusAmount):
        return Sum(amount_value(amount.amount, scope, pre), amount.plus)
    if isinstance(amount, A.TwiceAmount):
        return Times(amount_value(amount.amount, scope, pre), 2)
    if isinstance(amount, A.PlayersCountAmount):
        return players_count(amount.filter, amount.wording)
    if isinstance(amount, A.RevealedCount):
        from .library import revealed_count
        return revealed_count(scope)
    return amount


def _has_event_amount(value) -> bool:
    """Does a lowered effect read EventAmount ("that much" / "that many")?"""
    if isinstance(value, EventAmount):
        return True
    if isinstance(value, (tuple, list)):
        return any(_has_event_amount(v) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(_has_event_amount(getattr(value, f.name)) for f in dataclasses.fields(value))
    return False


def players_count(filt: ObjectFilter, wording: str) -> PlayersCount:
    """"... he or she controls" / "... in his or her graveyard": the filter read from the side of
    the player the effect acts on, as that player's "you control" / "your graveyard"."""
    zone = wording.split()[-1]
    if zone in ("graveyard", "hand", "library"):
        return PlayersCount(dataclasses.replace(filt, zone=Zone(zone), controller=Controller.YOU))
    return PlayersCount(dataclasses.replace(filt, controller=Controller.YOU))


def _it(scope: Scope):
    if scope.it_card:                         # "reveal the top card of your library. If it's ..."
        return AffectedRef(scope.it_card)
    # "it" is an object: a "target player/opponent" is never what it means
    objects = [i for i, t in enumerate(scope.targets) if t.filter is not None]
    if objects:
        return TargetRef(objects[-1])
    if scope.event_subject is not None and not isinstance(scope.event_subject, A.SelfPhrase):
        return EventObjectRef()
    return SelfRef()


def objects_ref(phrases: tuple, scope: Scope, pre: list):
    refs = tuple(object_ref(p, scope, pre) for p in phrases)
    return refs[0] if len(refs) == 1 else UnionRef(refs)


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
        case A.ControllerPhrase() | A.DefendingPlayerPhrase():
            return named_player(phrases[0], scope)
        case A.ThatPhrase(noun="player") | A.HeOrShePhrase() if scope is not None \
                and scope.last_player is not None:
            return scope.last_player          # "target player ... that player", "defending player ... that player"
        case A.ThatPhrase(noun="player") | A.HeOrShePhrase():
            return PlayerRef.EVENT_PLAYER
        case A.EachPhrase(players=Controller.OPPONENT):
            return PlayerRef.EACH_OPPONENT
        case A.AnOpponentPhrase():
            return PlayerRef.AN_OPPONENT
        case A.EachPhrase(players=Controller.ANY):
            return PlayerRef.EACH_PLAYER
    raise UnsupportedPhrase("this player reference")


def named_player(phrase, scope: Scope | None):
    """"its controller" -> ControllerOf(what "it" means); "defending player" (CR 506.2)."""
    match phrase:
        case A.ControllerPhrase() if scope is not None:
            pre: list = []
            ref = object_ref(phrase.of, scope, pre)
            if pre:
                raise UnsupportedPhrase("the controller of a chosen object")
            return ControllerOf(ref)
        case A.ControllerPhrase():
            raise UnsupportedPhrase("'its controller' here")
        case A.DefendingPlayerPhrase():
            if scope is not None:
                scope.last_player = PlayerRef.DEFENDING
            return PlayerRef.DEFENDING
    raise UnsupportedPhrase(f"{type(phrase).__name__} as a player")


# ---------------------------------------------------------------- clauses
def lower_clause(clause, scope: Scope) -> list:
    pre: list = []
    step = _clause(clause, scope, pre)
    if scope.event_kind not in AMOUNT_EVENTS and _has_event_amount(step):
        raise UnsupportedPhrase("'that much' / 'that many' without a damage or life-gain trigger event")
    from .players import type_choice_first
    pre = type_choice_first(clause) + pre
    return pre + ([step] if step is not None else [])


def _clause(c, scope: Scope, pre: list):
    if isinstance(c, A.ChooseValueClause):
        return E.ChooseValue({"creature": "creature_type", "basic land": "basic_land_type",
                              "land": "land_type"}[c.kind])
    if isinstance(c, A.LureClause):
        # "all creatures able to block target creature this turn do so": that creature has the
        # requirement until end of turn (CR 509.1c, 611.2a)
        if not c.this_turn:
            raise UnsupportedPhrase("'all creatures able to block ... do so' without 'this turn' in an effect")
        lure = R.StaticAbility(R.LureRequirement(SelfRef(), c.blockers))
        return E.GainAbility(objects_ref(c.objects, scope, pre), lure)
    if isinstance(c, A.MustBeBlockedClause):
        # "target creature must be blocked this turn if able": that creature has the
        # requirement until end of turn (CR 509.1c, 611.2a)
        if not c.this_turn:
            raise UnsupportedPhrase("'must be blocked if able' without 'this turn' in an effect")
        return E.GainAbility(objects_ref(c.objects, scope, pre), R.StaticAbility(R.MustBeBlocked(SelfRef())))
    if isinstance(c, A.GRANT_CLAUSES):
        if not c.until_end_of_turn:
            raise UnsupportedPhrase("gaining a quoted ability with no duration")
        ref = objects_ref(c.objects, scope, pre)
        pre.extend(E.GainKeyword(ref, plain_keyword(k)) for k in c.keywords)
        return E.GainAbility(ref, token_abilities(c.ability)[0])
    if isinstance(c, A.LIBRARY_CLAUSES):
        from .library import lower_library
        return lower_library(c, scope, pre)
    if isinstance(c, A.PLAYER_CLAUSES):
        from .players import lower_player_clause
        return lower_player_clause(c, scope, pre)
    if isinstance(c, A.SHIELD_CLAUSES):
        from .shields import lower_shield
        return lower_shield(c, scope, pre)
    if type(c).__module__ == "cardtext.compiler.syntax.nodes_targets":
        from .targets import lower_target_clause
        return lower_target_clause(c, scope, pre)
    from . import triggers as lower_triggers
    if isinstance(c, lower_triggers.CLAUSES):
        return lower_triggers.lower_trigger_clause(c, scope, pre)
    match c:
        case A.AddManaClause():
            return E.AddMana(c.production, player_ref((c.player,), scope))
        case A.ScryClause():
            return E.Scry(c.amount)
        case A.LifeClause():
            amount = _for_each(amount_value(c.amount, scope, pre), c.for_each, scope)
            cls = E.GainLife if c.gain else E.LoseLife
            scope.lost_life = scope.lost_life or not c.gain
            return cls(amount, player_ref(c.players, scope))
        case A.ExileClause():
            ref = objects_ref(c.objects, scope, pre)
            return E.Exile(ref, scope.label("exiled"))
        case A.ExileTopClause():
            return E.ExileTopOfLibrary(Fixed(1), scope.label("exiled"))
        case A.ReturnClause(destination="hand") | A.ReturnClause(destination="your_hand"):
            return E.ReturnToHand(objects_ref(c.objects, scope, pre), from_zone=c.from_zone)
        case A.ReturnClause() if c.objects in ((A.ItPhrase(),), (A.ThatPhrase("card"),)) \
                and scope.last_label.startswith("exiled") and c.attached_to is None:
            # "exile it, then return it / that card to the battlefield": the card in exile, a
            # new object (CR 400.7), which the exile step recorded
            return E.ReturnToBattlefield(AffectedRef(scope.last_label),
                                         under_owner_control=c.destination == "battlefield_owner",
                                         tapped=c.tapped)
        case A.ReturnClause():
            what = objects_ref(c.objects, scope, pre)
            return E.ReturnToBattlefield(what, under_owner_control=c.destination == "battlefield_owner",
                                         tapped=c.tapped, attached_to=None if c.attached_to is None
                                         else objects_ref(c.attached_to, scope, pre),
                                         from_zone=c.from_zone)
        case A.DestroyClause():
            ref = objects_ref(c.objects, scope, pre)
            if scope.wants_destroyed:             # "for each creature destroyed this way" later
                from .counts import destroy_label
                return E.Destroy(ref, label=destroy_label(ref, scope))
            return E.Destroy(ref)
        case A.PutCountersClause():
            ref = objects_ref(c.objects, scope, pre)
            amount = _for_each(c.amount, c.for_each, scope)
            if _per_player(amount):
                raise UnsupportedPhrase("a count 'he or she controls' for counters")
            return E.PutCounters(ref, c.counter, amount, scope.label("countered"))
        case A.DoubleCountersClause():
            return E.DoubleCounters(objects_ref(c.objects, scope, pre), c.counter)
        case A.CreateTokenClause():
            spec = c.token
            if c.granted is not None:
                spec = dataclasses.replace(spec, abilities=spec.abilities + token_abilities(c.granted))
            if c.players != (A.YouPhrase(),):       # "its controller creates ...": theirs (CR 111.2)
                return E.CreateToken(spec, _for_each(c.amount, c.for_each, scope),
                                     player_ref(c.players, scope), tapped=c.tapped)
            return E.CreateToken(spec, _for_each(c.amount, c.for_each, scope), tapped=c.tapped)
        case A.SacrificeClause(unless=None):
            return E.SacrificeObjects(objects_ref(c.objects, scope, pre))
        case A.SacrificeClause():
            sacrifice = E.SacrificeObjects(objects_ref(c.objects, scope, pre))
            return E.Unless(c.unless, (sacrifice,))
        case A.DamageClause():
            return _damage(c, scope, pre)
        case A.PumpClause():
            duration = E.Duration.END_OF_TURN if c.until_end_of_turn else E.Duration.PERMANENT
            per = _per_each(c.for_each)
            if c.by_x:
                per = XValue()
            return E.ModifyPowerToughness(objects_ref(c.objects, scope, pre), c.power,
                                          c.toughness, duration, per)
        case A.PumpGainClause():
            if not c.until_end_of_turn:
                raise UnsupportedPhrase("'get +N/+N and gain ...' with no duration")
            ref = objects_ref(c.objects, scope, pre)
            pre.append(E.ModifyPowerToughness(ref, c.power, c.toughness, E.Duration.END_OF_TURN))
            pre.extend(E.GainKeyword(ref, plain_keyword(k)) for k in c.keywords[:-1])
            return E.GainKeyword(ref, plain_keyword(c.keywords[-1]))
        case A.FogClause():
            return E.PreventDamage(combat_only=True)
        case A.PreventNextClause():
            from .shields import _recipients       # "to you" / "to any target" too
            objects, players = _recipients(c.objects, scope, pre)
            return E.PreventDamage(False, amount=amount_value(c.amount, scope, pre), objects=objects,
                                   players=players)
        case A.GainKeywordClause() if _has_parameter(c.keyword):
            # "gains protection from red until end of turn": the keyword ability itself, with
            # its quality (CR 702.16a, 613.1f)
            if any(q is not None and (q.chosen_color or q.chosen_subtype) for q in c.keyword.qualities):
                raise UnsupportedPhrase("gaining protection from a quality the source chose")
            duration = E.Duration.END_OF_TURN if c.until_end_of_turn else E.Duration.PERMANENT
            return E.GainAbility(objects_ref(c.objects, scope, pre), lower_keyword(c.keyword), duration)
        case A.GainKeywordClause() if getattr(scope, "color_chosen", False):
            from .targets import chosen_color_protection      # "Choose a color. ... gains
            return chosen_color_protection(c.objects, (c.keyword,), scope, pre)    # protection from it"
        case A.GainKeywordClause():
            return E.GainKeyword(objects_ref(c.objects, scope, pre), plain_keyword(c.keyword))
        case A.MayClause():
            return E.Optional(tuple(lower_clause(c.clause, scope)))
        case A.ChooseClause():
            scope.add_target(c.target)
            return None
        case A.BecomeSaddledClause():
            return E.BecomeSaddled(objects_ref(c.objects, scope, pre))
        case A.TapClause():
            ref = objects_ref(c.objects, scope, pre)
            return E.UntapObjects(ref) if c.untap else E.TapObjects(ref)
        case A.MayPlayClause(until_end_of_turn=False):
            raise UnsupportedPhrase("'you may play' without a duration")
        case A.SacrificeChosenClause() if c.count == 1 and scope.wants_that_creature:
            # "sacrifice a creature. ... that creature's power": the sacrificed one (LKI)
            scope.counter += 1
            scope.sacrificed = f"sacrificed{scope.counter}"
            return E.SacrificeObjects(None, player_ref(c.players, scope), c.filter, c.count,
                                      label=scope.sacrificed)
        case A.SacrificeChosenClause():
            return E.SacrificeObjects(None, player_ref(c.players, scope), c.filter, c.count)
        case A.CounterUnlessClause():
            counter = E.CounterSpell(objects_ref(c.objects, scope, pre))
            per = None if c.for_each is None else _for_each(Fixed(1), c.for_each, scope)
            return E.Unless(c.cost, (counter,), PlayerRef.CONTROLLER, per=per)
        case A.GainControlClause(players=None):
            duration = E.Duration.END_OF_TURN if c.until_end_of_turn else E.Duration.PERMANENT
            return E.GainControl(objects_ref(c.objects, scope, pre), duration)
        case A.GainControlClause():                # "its controller gains control of ~"
            duration = E.Duration.END_OF_TURN if c.until_end_of_turn else E.Duration.PERMANENT
            player = player_ref(c.players, scope)       # targets in printed order
            return E.GainControl(objects_ref(c.objects, scope, pre), duration, player)
        case A.NoRegenerationClause():
            if not scope.targets and not scope.last_label:
                raise UnsupportedPhrase("'it can't be regenerated' with nothing before it")
            return E.AddRestriction(_it(scope), R.RestrictedAction.BE_REGENERATED.value)
        case A.HaveKeywordsClause():
            raise UnsupportedPhrase("'have <keyword>' as a one-shot effect")
        case A.EnergyClause():
            return E.GetEnergy(_for_each(c.amount, c.for_each, scope), player_ref(c.players, scope))
        case A.MillClause():
            return E.Mill(c.amount, player_ref(c.players, scope))
        case A.PutOnLibraryClause():
            return E.PutOnLibrary(objects_ref(c.objects, scope, pre))
        case A.RestrictClause(action="attack or block"):
            ref = objects_ref(c.objects, scope, pre)
            pre.append(E.AddRestriction(ref, R.RestrictedAction.ATTACK.value))
            return E.AddRestriction(ref, R.RestrictedAction.BLOCK.value)
        case A.RestrictClause():
            return E.AddRestriction(objects_ref(c.objects, scope, pre), RESTRICTIONS[c.action].value)
        case A.MayPayClause():
            return E.Optional((E.PayCost(c.cost),))
        case A.TapOrUntapClause():
            ref = objects_ref(c.objects, scope, pre)
            return E.ChooseModes((E.Mode((E.TapObjects(ref),)), E.Mode((E.UntapObjects(ref),))))
        case A.TokenCopyClause():
            return E.CreateTokenCopy(objects_ref(c.objects, scope, pre))
        case A.DrawClause(for_each=None):
            return E.Draw(amount_value(c.amount, scope, pre), player_ref(c.players, scope))
        case A.DrawClause(for_each=tuple()) | A.DrawClause(for_each=CountersOn()) \
                | A.DrawClause(for_each=A.ControlledPhrase()):
            return E.Draw(_for_each(c.amount, c.for_each, scope), player_ref(c.players, scope))
        case A.DrawClause():
            return E.Draw(CountOf(EachRef(c.for_each)), player_ref(c.players, scope))
        case A.CounterClause():
            return E.CounterSpell(objects_ref(c.objects, scope, pre))
        case A.RegenerateClause():
            return E.Regenerate(objects_ref(c.objects, scope, pre))
        case A.DiscardClause():
            return E.DiscardCards(_for_each(c.amount, c.for_each, scope), player_ref(c.players, scope))
        case A.SearchClause():
            zone = Zone.BATTLEFIELD if c.destination == "battlefield" else Zone.HAND
            return E.SearchLibrary(c.filter, zone, c.count, c.tapped, label=scope.label("found"),
                                   up_to=c.up_to, shuffle=bool(c.shuffle_words))
        case A.FightClause():
            return _fight(c, scope, pre)
        case A.GainKeywordsClause() if getattr(scope, "color_chosen", False):
            from .targets import chosen_color_protection
            return chosen_color_protection(c.objects, c.keywords, scope, pre)
        case A.GainKeywordsClause():
            ref = objects_ref(c.objects, scope, pre)
            pre.extend(E.GainKeyword(ref, plain_keyword(k)) for k in c.keywords[:-1])
            return E.GainKeyword(ref, plain_keyword(c.keywords[-1]))
        case A.MayGainLifeClause():
            return E.Optional((E.GainLife(c.amount),))
        case A.SkipUntapClause():
            return E.SkipNextUntap(objects_ref(c.objects, scope, pre))
        case A.LoseAbilitiesClause():
            return E.LoseAllAbilities(objects_ref(c.objects, scope, pre), _duration(c))
        case A.AnimateClause():
            t = c.token
            return E.Animate(objects_ref(c.objects, scope, pre), t.power, t.toughness, t.types,
                             t.subtypes, t.colors, t.keywords, keep_types=bool(c.keep),
                             duration=_duration(c))
        case A.DamageSplitClause():
            parts = tuple(_damage(p, scope, pre) for p in c.parts)
            if any(p.source != parts[0].source for p in parts):
                raise UnsupportedPhrase("split damage from different sources")
            return E.DealDamageSimultaneously(parts)
        case A.DividedDamageClause():
            return _divided_damage(c, scope, pre)
        case A.CopySpellClause():
            return E.CopySpell(objects_ref(c.objects, scope, pre))
        case A.MayPlayClause(until_end_of_turn=True):
            return E.MayPlay(objects_ref(c.objects, scope, pre), E.Duration.END_OF_TURN)
        case A.RevealHandClause() | A.ChooseFromHandClause() | A.DiscardThatClause() \
                | A.RevealDiscardAllClause() | A.DiscardRandomClause() | A.LookTopClause() \
                | A.PutLookedClause() | A.ShuffleIntoLibraryClause() | A.PutFromHandClause():
            return _hands(c, scope, pre)
    raise UnsupportedPhrase(f"{type(c).__name__}")


ONE_PLAYER = (PlayerRef.YOU, PlayerRef.TARGET_PLAYER, PlayerRef.EVENT_PLAYER)


def _hands(c, scope: Scope, pre: list):
    """Hands and libraries: reveal / look at a hand and choose from it, discard, look at the
    top of your library and sort those cards, shuffle zones into a library."""
    match c:
        case A.RevealHandClause():
            player = player_ref(c.players, scope)
            scope.hand_player = player
            return E.RevealHand(player, look=c.look)
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
            return E.DiscardCards(c.amount, player_ref(c.players, scope), at_random=True)
        case A.LookTopClause():
            label = scope.label("looked")
            scope.it_card = label if c.amount is None else ""     # "if it's ..." / "reveal it"
            return E.LookAtTop(c.amount or Fixed(1), label)
        case A.PutLookedClause():
            if not scope.last_label.startswith("looked"):
                raise UnsupportedPhrase("'them' / 'the rest' without looking at cards first")
            filt = None if c.filter is None else dataclasses.replace(c.filter, zone=Zone.LIBRARY)
            zone = Zone.GRAVEYARD if c.take_zone == "graveyard" else Zone.HAND
            rest = {"bottom": "bottom_any"}.get(c.rest, c.rest)
            return E.PutLookedCards(scope.last_label, c.take, filt, optional=c.wording == "reveal",
                                    reveal=c.wording == "reveal", take_to=zone, rest=rest)
        case A.ShuffleIntoLibraryClause():
            zones = tuple(Zone.HAND if z == "hand" else Zone.GRAVEYARD for z in c.zones)
            player = player_ref(c.players, scope)
            if c.then_draw is None:
                return E.ShuffleIntoLibrary(zones, player)
            pre.append(E.ShuffleIntoLibrary(zones, player))
            return E.Draw(c.then_draw, player)
        case A.PutFromHandClause():
            return E.PutFromHand(c.filter, c.count, attached_to=None if c.attached_to is None
                                 else objects_ref(c.attached_to, scope, pre))
    raise UnsupportedPhrase(f"{type(c).__name__}")


def _divided_damage(c: A.DividedDamageClause, scope: Scope, pre: list):
    """CR 601.2d: the total is divided as the targets are chosen, so it must be known then:
    a fixed number or the X of the cost (x_targets_need_a_chosen_x checks the X)."""
    if not isinstance(c.amount, (Fixed, XValue)):
        raise UnsupportedPhrase("divided damage of an amount not known when targets are chosen")
    source = objects_ref((c.source,), scope, pre)
    ref = scope.add_target(c.target)
    scope.targets[-1] = dataclasses.replace(scope.targets[-1], divided=c.amount)
    return E.DealDividedDamage(ref, source)


def _damage(c: A.DamageClause, scope: Scope, pre: list):
    if c.itself:                 # the source first: "its power" then means the target
        source = objects_ref((c.source,), scope, pre)
        return E.DealDamage(amount_value(c.amount, scope, pre), objects=source, source=source)
    if c.amount == "its_power":
        c = dataclasses.replace(c, amount=PowerOf(_it(scope)))
    c = dataclasses.replace(c, amount=_for_each(amount_value(c.amount, scope, pre), c.for_each, scope))
    if _per_player(c.amount) and not all(
            isinstance(r, (A.YouPhrase, A.ControllerPhrase)) or r == A.ThatPhrase("player")
            or (isinstance(r, A.TargetPhrase) and r.filter is None)
            or (isinstance(r, A.EachPhrase) and r.players is not None) for r in c.recipients):
        raise UnsupportedPhrase("a count 'he or she controls' for damage to objects")
    if len(c.recipients) == 1 and isinstance(c.recipients[0], A.EachPhrase) \
            and c.recipients[0].players is not None:
        return E.DealDamage(c.amount, players=player_ref(c.recipients))
    if len(c.recipients) == 1 and isinstance(c.recipients[0], A.YouPhrase):
        return E.DealDamage(c.amount, players=PlayerRef.YOU)
    if len(c.recipients) == 1 and isinstance(c.recipients[0], A.ThatPhrase) \
            and c.recipients[0].noun == "player" and isinstance(c.source, A.SelfPhrase):
        return E.DealDamage(c.amount, players=PlayerRef.EVENT_PLAYER)
    if len(c.recipients) == 1 and isinstance(c.recipients[0], (A.ControllerPhrase, A.DefendingPlayerPhrase,
                                                               A.HeOrShePhrase)):
        # "~ deals 2 damage to that land's controller" / "... to defending player"
        source = objects_ref((c.source,), scope, pre)
        return E.DealDamage(c.amount, players=player_ref(c.recipients, scope), source=source)
    players = [p for p in c.recipients if isinstance(p, A.EachPhrase) and p.players is not None]
    if players and len(players) < len(c.recipients):      # "each creature and each player"
        objects = tuple(p for p in c.recipients if p not in players)
        return E.DealDamage(c.amount, objects=objects_ref(objects, scope, pre),
                            players=player_ref(tuple(players)))
    source = objects_ref((c.source,), scope, pre)
    return E.DealDamage(c.amount, objects=objects_ref(c.recipients, scope, pre), source=source)


def _duration(c) -> E.Duration:
    return E.Duration.END_OF_TURN if c.until_end_of_turn else E.Duration.PERMANENT


def _per_each(for_each):
    """A pump's "for each ...": a count of objects, or an amount such as domain's."""
    if for_each is None:
        return None
    if isinstance(for_each, BasicLandTypes):
        return for_each
    return CountOf(EachRef(for_each))


def _per_player(amount) -> bool:
    """Does the amount count "he or she controls" (PlayersCount), read per affected player?"""
    if isinstance(amount, (Sum, Times)):
        return _per_player(amount.amount)
    return isinstance(amount, PlayersCount)


def _for_each(amount, for_each, scope: Scope):
    """"1 life for each of those creatures" -> CountOf(those); only 1-per-each is supported."""
    if for_each is None:
        return amount
    if amount != Fixed(1):
        if not isinstance(amount, Fixed):
            raise UnsupportedPhrase("N for each (N not a number)")
        return Times(_for_each(Fixed(1), for_each, scope), amount.value)   # "2 life for each ..."
    if isinstance(for_each, tuple) and for_each[0] in ("player_controls", "player_zone"):
        return players_count(for_each[1], for_each[2])
    if isinstance(for_each, tuple) and for_each[0] == "revealed":
        from .library import revealed_count
        return revealed_count(scope)
    if isinstance(for_each, tuple) and for_each[0] == "destroyed":
        from .counts import destroyed_count
        return destroyed_count(for_each[1], scope)
    if isinstance(for_each, tuple) and for_each[0] == "died":
        return DiedThisTurn(for_each[1])                # CR 700.4, last known information
    if isinstance(for_each, tuple) and for_each[0] == "counters_it":
        return CountersOn(_it(scope), for_each[1])
    if isinstance(for_each, A.ControlledPhrase):
        # "for each creature target opponent controls": counted as the effect resolves
        return CountOf(ControlledBy(for_each.filter, player_ref((for_each.player,), scope)))
    if isinstance(for_each, tuple):
        kind, value = for_each
        if kind == "those":
            if not scope.last_label:
                raise UnsupportedPhrase("'those' with nothing to refer to")
            return CountOf(AffectedRef(scope.last_label))
        return CountOf(EachRef(value))
    return for_each      # CountersOn


# ---------------------------------------------------------------- sentences
@dataclass
class Program:
    effects: list = field(default_factory=list)
    restriction: E.SpendRestriction | None = None
    rider: E.SpentRider | None = None
    timing: R.Timing = R.Timing()


def lower_sentences(sentences, scope: Scope) -> Program:
    prog = Program()
    from .library import bind_it_condition, lower_clash_won, lower_if_you_do_inside, lower_otherwise
    from .triggers import no_regeneration_rider
    from .counts import asks_destroyed, says_that_creature
    if asks_destroyed(tuple(sentences)):
        scope.wants_destroyed = True
    if says_that_creature(tuple(sentences)):
        scope.wants_that_creature = True
    for s in sentences:
        s = bind_it_condition(s, scope)
        if no_regeneration_rider(s, prog):
            continue
        match s:
            case A.Sentence(otherwise=True):
                lower_otherwise(s, scope, prog)
            case A.Sentence(condition=A.WonClash()):
                lower_clash_won(s, scope, prog)
            case A.Sentence(if_you_do=True) if s.delay is not None:
                # "If you do, return that card ... at the beginning of the next end step": doing
                # the optional action sets up the delayed trigger (CR 603.7a)
                if s.condition is not None or s.x_is is not None or s.until_your_next_turn \
                        or not s.delay_after or not prog.effects \
                        or not isinstance(prog.effects[-1], E.Optional) or prog.effects[-1].if_done:
                    raise UnsupportedPhrase("a delayed 'if you do' without a 'you may' before it")
                step, whose = s.delay
                inner = tuple(x for clause in s.clauses for x in lower_clause(clause, scope))
                delayed = E.CreateDelayedTrigger(V.BeginningOfStep(step, whose), inner)
                prog.effects[-1] = dataclasses.replace(prog.effects[-1], if_done=(delayed,))
            case A.Sentence(if_you_do=True) if lower_if_you_do_inside(s, scope, prog):
                pass
            case A.Sentence(if_you_do=True):
                if not prog.effects or not isinstance(prog.effects[-1], E.Optional) \
                        or prog.effects[-1].if_done:
                    raise UnsupportedPhrase("'if you do' without a 'you may' before it")
                inner = [step for clause in s.clauses for step in lower_clause(clause, scope)]
                prog.effects[-1] = dataclasses.replace(prog.effects[-1], if_done=tuple(inner))
            case A.Sentence(condition=None, x_is=None, delay=None, until_your_next_turn=False):
                for clause in s.clauses:
                    prog.effects += lower_clause(clause, scope)
            case A.Sentence(x_is=None, delay=None, until_your_next_turn=False):
                before = len(scope.targets)
                inner = [step for clause in s.clauses for step in lower_clause(clause, scope)]
                if len(scope.targets) > before and isinstance(s.condition, WasKicked):
                    # CR 702.33g: such targets are chosen only if the spell was kicked
                    raise UnsupportedPhrase("a target chosen only if the spell was kicked")
                prog.effects.append(E.Conditional(s.condition, tuple(inner)))
            case A.Sentence(condition=None, delay=None, until_your_next_turn=False):
                inner = [step for clause in s.clauses for step in lower_clause(clause, scope)]
                x_targets_need_a_chosen_x(scope.targets, False)
                if uses_x_test((inner, tuple(scope.targets))):
                    raise UnsupportedPhrase("'X or less' with X defined by 'where X is'")
                pre: list = []
                x_is = amount_value(s.x_is, scope, pre)
                if pre:
                    raise UnsupportedPhrase("X defined by a chosen object")
                prog.effects += [define_x(step, x_is) for step in inner]
            case A.Sentence(until_your_next_turn=True):
                prog.effects += [_until_next_turn(c, scope) for c in s.clauses]
            case A.Sentence():
                step, whose = s.delay
                inner: list = []
                for clause in s.clauses:
                    inner += lower_clause(clause, scope)
                prog.effects.append(E.CreateDelayedTrigger(V.BeginningOfStep(step, whose),
                                                           tuple(inner)))
            case A.ExileIfDiesSentence():
                prog.effects.append(exile_if_dies(prog.effects))
            case A.CounterRiderSentence():
                from .shields import counter_rider
                counter_rider(s, prog)
            case A.StillTypeSentence():
                # "It's still a land." (CR 205.1b): the animation adds types instead of replacing
                if not prog.effects or not isinstance(prog.effects[-1], E.Animate):
                    raise UnsupportedPhrase("'it's still a ...' without 'becomes' before it")
                prog.effects[-1] = dataclasses.replace(prog.effects[-1], keep_types=True)
            case A.NewTargetsSentence():
                if not prog.effects or not isinstance(prog.effects[-1], E.CopySpell):
                    raise UnsupportedPhrase("'choose new targets for the copy' without a copy")
                prog.effects[-1] = dataclasses.replace(prog.effects[-1], new_targets=True)
            case A.GrantSentence(objects=(A.ItPhrase() | A.ThemPhrase(wording="they"),)):
                # 'Create two 1/1 ... tokens. They have "..."' (CR 111.4): the tokens are
                # created with that ability.
                if not prog.effects or not isinstance(prog.effects[-1], E.CreateToken):
                    raise UnsupportedPhrase("'it has/they have \"...\"' without creating tokens before it")
                made = prog.effects[-1]
                spec = dataclasses.replace(made.token, abilities=made.token.abilities
                                           + token_abilities(s.ability))
                prog.effects[-1] = dataclasses.replace(made, token=spec)
            case A.RestrictionSentence():
                prog.restriction = s.restriction
            case A.RiderSentence():
                prog.rider = s.rider
            case A.TimingSentence():
                if s.condition is not None and prog.timing.condition is not None:
                    raise UnsupportedPhrase("two activation conditions")
                prog.timing = R.Timing(prog.timing.sorcery_speed or s.sorcery_speed,
                                       prog.timing.once_per_turn or s.once_per_turn,
                                       s.condition or prog.timing.condition,
                                       max_per_turn=s.max_per_turn or prog.timing.max_per_turn,
                                       any_player=prog.timing.any_player or bool(s.any_player))
            case _ if type(s).__module__ == "cardtext.compiler.syntax.nodes_triggers":
                from .triggers import lower_trigger_sentence
                lower_trigger_sentence(s, prog, scope)
            case _:
                raise UnsupportedPhrase("this combination of sentence parts")
    if getattr(scope, "color_chosen", False):       # lower_targets: "choose a color" unused
        raise UnsupportedPhrase("'choose a color' with an effect that doesn't use it this way")
    return prog


def exile_if_dies(effects: list) -> E.ExileIfDiesThisTurn:
    """"If a creature dealt damage this way would die this turn, exile it instead": "this way"
    is the damage effect just before (CR 614.1a); it watches the objects that effect damaged."""
    last = effects[-1] if effects else None
    if isinstance(last, E.Conditional) or not isinstance(last, E.DealDamage) or last.objects is None:
        raise UnsupportedPhrase("'dealt damage this way' without damage to creatures before it")
    return E.ExileIfDiesThisTurn(last.objects, last.source)


def define_x(value, amount):
    """Replace X (XValue) inside an effect by what "where X is ..." defines (CR 107.3)."""
    if isinstance(value, XValue):
        return amount
    if isinstance(value, tuple):
        return tuple(define_x(v, amount) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {f.name: define_x(getattr(value, f.name), amount) for f in dataclasses.fields(value)}
        return dataclasses.replace(value, **changes)
    return value


def _until_next_turn(clause, scope: Scope):
    if not isinstance(clause, A.MayPlayClause):
        raise UnsupportedPhrase("'until the end of your next turn' with this effect")
    pre: list = []
    ref = objects_ref(clause.objects, scope, pre)
    return E.MayPlay(ref, E.Duration.END_OF_YOUR_NEXT_TURN)


def attach_riders(prog: Program) -> tuple:
    """Riders ride on the mana the ability adds (CR 106.6, ruling M2)."""
    if prog.restriction is None and prog.rider is None:
        return tuple(prog.effects)
    if not any(isinstance(e, E.AddMana) for e in prog.effects):
        raise UnsupportedPhrase("a mana rider on an ability that adds no mana")
    return tuple(E.AddMana(e.production, e.player, prog.restriction or e.restriction,
                           prog.rider or e.rider) if isinstance(e, E.AddMana) else e
                 for e in prog.effects)


# ---------------------------------------------------------------- lines
RESTRICTIONS = {"attack": R.RestrictedAction.ATTACK, "block": R.RestrictedAction.BLOCK,
                "untap": R.RestrictedAction.UNTAP, "be regenerated": R.RestrictedAction.BE_REGENERATED,
                "be blocked": R.RestrictedAction.BE_BLOCKED,
                "be countered": R.RestrictedAction.BE_COUNTERED,
                "attack each combat": R.RestrictedAction.ATTACK_EACH_COMBAT,
                "attack alone": R.RestrictedAction.ATTACK_ALONE, "block alone": R.RestrictedAction.BLOCK_ALONE}


def token_abilities(granted: A.AbilityLine) -> tuple[R.Ability, ...]:
    """A quoted ability tokens are created with (CR 111.4); "~" in it means the token."""
    inner = granted.line
    if isinstance(inner, (A.ModalHead, A.ModeLine)):
        raise UnsupportedPhrase("a modal quoted ability")
    abilities = lower_line(inner, False)
    if len(abilities) != 1:
        raise UnsupportedPhrase("a quoted ability that is several abilities")
    return abilities


def lower_line(line: A.Line, is_spell: bool) -> tuple[R.Ability, ...]:
    from .targets import check_resolved       # no filter may keep an unresolved pronoun
    return check_resolved(_lower_line(line, is_spell))


def _lower_line(line: A.Line, is_spell: bool) -> tuple[R.Ability, ...]:
    match line:
        case A.ModeLine() | A.ModalHead():
            return ()                 # lowered together as a ModalLine (compile.py joins them)
        case A.ModalLine():
            return (lower_modal(line, is_spell),)
        case A.KeywordLine():
            from .targets import split_protection
            return tuple(lower_keyword(one) for k in line.keywords for one in split_protection(k))
        case A.ActivatedLine():
            return (lower_activated(line),)
        case A.TriggeredLine():
            return (lower_triggered(line),)
        case A.ReplacementLine(tapped=True):
            # "enters tapped with two charge counters on it": two replacements of one event (CR 614.1c)
            return (R.ReplacementAbility(R.EntersTapped()), R.ReplacementAbility(lower_replacement(line)))
        case A.ReplacementLine():
            return (R.ReplacementAbility(lower_replacement(line)),)
        case A.StaticLine():
            return lower_static(line)
        case A.SpellLine() if not is_spell:
            return static_from_sentences(line)
        case A.SpellLine():
            return (lower_spell(line, is_spell),)
    if type(line).__module__ == "cardtext.compiler.syntax.nodes_triggers":
        from .triggers import lower_trigger_line
        return lower_trigger_line(line)
    raise UnsupportedPhrase(type(line).__name__)


def lower_keyword(k: A.Keyword) -> R.Ability:
    if k.name == "saddle":
        # CR 702.171a: "Saddle N" means "Tap any number of other untapped creatures you
        # control with total power N or greater: This permanent becomes saddled until end
        # of turn. Activate only as a sorcery."
        return R.ActivatedAbility((TapTotalPower(k.number, SADDLERS),), (E.BecomeSaddled(),),
                                  timing=R.Timing(sorcery_speed=True), keyword="saddle")
    if k.costs:
        raise UnsupportedPhrase(f"{k.name} with a non-mana cost")
    quality = k.filter
    if k.name == "protection":
        if len(k.qualities) != 1:
            raise UnsupportedPhrase("protection from several qualities")
        quality = k.qualities[0]
    return R.KeywordAbility(k.name, number=k.number, cost=k.cost, quality=quality)


def _has_parameter(k: A.Keyword) -> bool:
    return k.number is not None or k.cost is not None or bool(k.costs or k.qualities) or k.filter is not None


def plain_keyword(k: A.Keyword) -> str:
    """A granted keyword; parameterised ones (protection from ..., ward {2}) aren't representable yet."""
    if k.number is not None or k.cost is not None or k.costs or k.qualities or k.filter:
        raise UnsupportedPhrase(f"granting {k.name} with a parameter")
    return k.name


def x_targets_need_a_chosen_x(targets, x_chosen: bool) -> None:
    """"X target creatures": X must be chosen before targets are (CR 601.2b-c), i.e. be the X of
    the spell's or ability's own mana cost, not one defined later or by a trigger."""
    if not x_chosen and any(t.x_count or isinstance(t.divided, XValue) for t in targets):
        raise UnsupportedPhrase("X targets without an X chosen in the cost")


def uses_x_test(value) -> bool:
    """Does a lowered value hold a "... X or less" test (NumberTest.of_x)?"""
    if isinstance(value, NumberTest):
        return value.of_x
    if isinstance(value, (tuple, list)):
        return any(uses_x_test(v) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(uses_x_test(getattr(value, f.name)) for f in dataclasses.fields(value))
    return False


def _cost_has_x(costs) -> bool:
    return any(getattr(sym, "variable", "") for c in costs if isinstance(c, ManaCost) for sym in c.symbols)


def lower_activated(line: A.ActivatedLine) -> R.Ability:
    scope = Scope()
    prog = lower_sentences(line.sentences, scope)
    x_targets_need_a_chosen_x(scope.targets, _cost_has_x(line.costs))
    if any(getattr(c, "x_count", False) for c in line.costs) and not _cost_has_x(line.costs):
        raise UnsupportedPhrase("a cost of X objects without an X in the mana cost")
    if uses_x_test((prog.effects, tuple(scope.targets))):
        raise UnsupportedPhrase("'X or less' in an activated ability (X is the spell's)")
    effects = attach_riders(prog)
    adds_mana = any(isinstance(e, E.AddMana) for e in effects)
    from .targets import hand_ability
    in_hand = hand_ability(line.costs, effects, scope.targets, prog.timing)
    if in_hand is not None:
        return in_hand
    if any(isinstance(c, Loyalty) for c in line.costs):
        # CR 606.3: once per turn, main phase, empty stack; never a mana ability (CR 605.1a).
        timing = dataclasses.replace(prog.timing, sorcery_speed=True, once_per_turn=True, loyalty=True)
        return R.ActivatedAbility(line.costs, effects, tuple(scope.targets), timing)
    if adds_mana and not scope.targets:          # CR 605.1a
        return R.ManaAbility(line.costs, effects, prog.timing)
    return R.ActivatedAbility(line.costs, effects, tuple(scope.targets), prog.timing)


OTHER_OBJECT_EVENTS = ("becomes_blocked_by", "blocks_creature", "blocks_or_blocked_by", "damage_to_creature")


def lower_triggered(line: A.TriggeredLine) -> R.TriggeredAbility:
    cond = line.condition
    scope = Scope(event_subject=cond.subject,
                  event_other=cond.other if cond.kind in OTHER_OBJECT_EVENTS else None,
                  event_kind=cond.kind)
    sentences, condition = intervening_if(line.sentences)
    if isinstance(condition, PlayerControls):
        scope.last_player = condition.player     # "if defending player controls ..., ... that player"
    if getattr(condition, "ref", 0) is None:      # "if it's a ..." needs a card named before it
        raise UnsupportedPhrase("'if it's ...' with nothing to refer to")
    prog = lower_sentences(sentences, scope)
    x_targets_need_a_chosen_x(scope.targets, False)
    if prog.timing != R.Timing():
        raise UnsupportedPhrase("an activation restriction on a triggered ability")
    return R.TriggeredAbility(trigger_event(cond), attach_riders(prog), tuple(scope.targets),
                              condition)


def intervening_if(sentences):
    """"When <event>, if <condition>, <effect>": the condition belongs to the whole ability and
    is checked when it triggers and again on resolution (CR 603.4), not as one step."""
    first = sentences[0] if sentences else None
    if (isinstance(first, A.Sentence) and first.condition is not None and not first.if_you_do
            and first.delay is None and not first.until_your_next_turn):
        return (dataclasses.replace(first, condition=None, cond_wording=""),) + tuple(sentences[1:]), \
            first.condition
    return sentences, None


def _subject(subject):
    return SelfRef() if isinstance(subject, A.SelfPhrase) else subject


def trigger_event(cond: A.TriggerCondition) -> V.TriggerEvent:
    match cond.kind:
        case "enters":
            return V.EntersBattlefield(_subject(cond.subject), cond.controller)
        case "turned_face_up":
            return V.TurnedFaceUp(_subject(cond.subject))
        case "becomes_target":
            return V.BecomesTarget(_subject(cond.subject), cond.player)
        case "cast_targets_self":
            return V.SpellTargets(cond.subject, cond.player)
        case "attacks_unblocked":
            return V.AttacksUnblocked(_subject(cond.subject))
        case "becomes_blocked_by":
            return V.BecomesBlockedBy(_subject(cond.subject), cond.other)
        case "blocks_creature":
            return V.BlocksCreature(_subject(cond.subject), cond.other)
        case "blocks_or_blocked_by":
            return V.AnyOf((V.BlocksCreature(_subject(cond.subject), cond.other),
                            V.BecomesBlockedBy(_subject(cond.subject), cond.other)))
        case "cycle_self":
            return V.Cycled(cond.player, self_only=True)
        case "cycles":
            return V.Cycled(cond.player, self_only=False)
        case "counters_put":
            return V.CountersPut(_subject(cond.subject), cond.counter)
        case "sacrifice":
            return V.Sacrificed(cond.subject, cond.player)
        case "draw":
            return V.CardDrawn(cond.player)
        case "discard":
            return V.Discarded(cond.player, cond.subject)
        case "control_none":
            return V.StateTrigger(ControlNone(cond.other))
        case "becomes_untapped":
            return V.BecomesUntapped(_subject(cond.subject))
        case "damaged_dies":
            return V.DamagedBySourceDies(cond.subject)
        case "battalion":
            return V.AttacksWithOthers(_subject(cond.subject), cond.number)
        case "damage_any":
            return V.DealsDamage(_subject(cond.subject), cond.combat_only, to_player=False)
        case "counters_state":
            return V.StateTrigger(CounterCount(SelfRef(), cond.counter, Compare.GE, cond.number))
        case "blocks_or_blocked":
            return V.AnyOf((V.Blocks(_subject(cond.subject)), V.BecomesBlocked(_subject(cond.subject))))
        case "dealt_damage":
            return V.DealtDamage(_subject(cond.subject))
        case "gain_life":
            return V.LifeGained(cond.player)
        case "becomes_blocked":
            return V.BecomesBlocked(_subject(cond.subject))
        case "cast_self":
            return V.SpellCast(ObjectFilter(), Controller.YOU, self_only=True)
        case "leaves":
            return V.LeavesBattlefield(_subject(cond.subject))
        case "blocks":
            return V.Blocks(_subject(cond.subject))
        case "attacks_or_blocks":
            return V.AnyOf((V.Attacks(_subject(cond.subject)), V.Blocks(_subject(cond.subject))))
        case "enters_or_attacks":
            return V.AnyOf((V.EntersBattlefield(_subject(cond.subject)),
                            V.Attacks(_subject(cond.subject))))
        case "damage":
            return V.DealsDamage(_subject(cond.subject), cond.combat_only,
                                 opponent_only=cond.player is Controller.OPPONENT,
                                 to_you=cond.player is Controller.YOU,
                                 to_defending=cond.player is Controller.DEFENDING)
        case "dies":
            return V.Dies(_subject(cond.subject), into_your_graveyard=cond.wording == "put_into_your_graveyard")
        case "attacks":
            return V.Attacks(_subject(cond.subject), cond.while_saddled, you=cond.player is Controller.YOU,
                             or_planeswalker=cond.wording == "or_planeswalker")
        case "attacks_alone":
            return V.Attacks(_subject(cond.subject), alone=True)
        case "tapped_for_mana":
            return V.TappedForMana(_subject(cond.subject), cond.player)
        case "cast":
            return V.SpellCast(cond.subject, cond.player)
        case "beginning":
            return V.BeginningOfStep(cond.step, cond.whose)
    from .triggers import TRIGGER_KINDS, trigger_event_more
    if cond.kind in TRIGGER_KINDS:
        return trigger_event_more(cond)
    raise UnsupportedPhrase(f"trigger {cond.kind}")


def lower_replacement(line: A.ReplacementLine) -> R.Replacement:
    match line.kind:
        case "enters_tapped":
            return R.EntersTapped()
        case "enters_with_counters" if line.for_each is not None:
            return R.EntersWithCounters(line.counter, CountOf(EachRef(line.for_each)))
        case "enters_with_counters":
            return R.EntersWithCounters(line.counter, line.amount)
        case "enters_with_counters_if":
            return R.EntersWithCountersIf(line.counter, line.amount, line.condition)
        case "enters_tapped_unless":
            return R.EntersTappedUnless(line.condition)
        case "choose":
            return R.ChooseOnEnter(tuple(k for w in line.choices for k in CHOICES[w]))
        case "double_mana":
            return R.MultiplyMana(line.filter, line.player, 2)
        case "replace_mana":
            bundle = tuple(_mana_type(s) for s in line.mana.symbols)
            return R.ReplaceManaType(line.filter, E.AddMana(E.FixedMana((bundle,))))
        case "more_counters":
            return R.ModifyCounterPlacement(line.filter, line.counter, line.amount.value)
        case "enter_as_copy":
            return R.EntersAsCopy(line.filter, line.wording == "tapped", line.condition)
        case "tapped_unless_paid" if line.filter is not None:
            return R.EntersTappedUnlessPaid(reveal=line.filter)
        case "tapped_unless_paid":
            return R.EntersTappedUnlessPaid(life=line.amount.value)
    raise UnsupportedPhrase(line.kind)


CHOICES = {"a color": (R.ChoiceKind.COLOR,), "two colors": (R.ChoiceKind.COLOR, R.ChoiceKind.COLOR),
           "a creature type": (R.ChoiceKind.CREATURE_TYPE,), "an opponent": (R.ChoiceKind.OPPONENT,),
           "a player": (R.ChoiceKind.PLAYER,), "a basic land type": (R.ChoiceKind.BASIC_LAND_TYPE,),
           "a land type": (R.ChoiceKind.LAND_TYPE,), "a card name": (R.ChoiceKind.CARD_NAME,),
           "a nonland card name": (R.ChoiceKind.NONLAND_CARD_NAME,)}


def _mana_type(symbol) -> ManaType:
    if len(symbol.types) != 1 or symbol.kind.value not in ("colored", "colorless"):
        raise UnsupportedPhrase("mana of an undefined type")
    return symbol.types[0]


def lower_static(line: A.StaticLine) -> tuple[R.StaticAbility, ...]:
    """One StaticAbility per predicate: "gets +1/+1 and has flying" is two effects (CR 604)."""
    if line.kind == "cant_attack_you":          # "creatures can't attack you" (CR 508.1c)
        return (R.StaticAbility(R.CantAttackPlayer(line.subject), line.condition),)
    if line.kind == "control_attached":         # "You control enchanted creature." (CR 613.1b)
        return (R.StaticAbility(R.ControlAttached(line.subject)),)
    if line.kind == "strive":
        return (R.StaticAbility(R.CostPerExtraTarget(line.cost)),)
    if line.kind == "additional_cost":
        return (R.StaticAbility(R.AdditionalCost(line.cost)),)
    if line.kind == "cost_modifier":
        if not line.more and any(s.kind.value != "generic" for s in line.cost.symbols):
            # CR 118.7c: a colored reduction lowers that color first; the engine lowers generic only
            raise UnsupportedPhrase("a cost reduction of colored mana")
        return (R.StaticAbility(R.CostModifier(line.subject, line.cost, line.more,
                                               yours=line.wording == "you_cast")),)
    if line.kind == "characteristic_pt" and isinstance(line.amount, (A.PlusAmount, A.TwiceAmount)):
        line = dataclasses.replace(line, amount=amount_value(line.amount, Scope(), []))
    if line.kind == "characteristic_pt" and line.wording == "power":
        return (R.StaticAbility(R.CharacteristicPT(line.amount, None)),)
    if line.kind == "characteristic_pt":
        return (R.StaticAbility(R.CharacteristicPT(line.amount, line.amount)),)
    if line.kind == "self_cost":
        per = CountOf(EachRef(line.per)) if line.per is not None else None
        return (R.StaticAbility(R.SelfCostChange(line.cost, line.more, per, line.condition)),)
    if line.kind == "optional_untap":
        return (R.StaticAbility(R.OptionalUntap(SelfRef())),)
    if line.kind == "cast_only":
        return (R.StaticAbility(R.CastOnlyWhen(line.condition)),)
    if line.kind == "redirect_static":
        if line.wording == "controller":
            return (R.StaticAbility(R.RedirectDamage(None, protected=line.subject, to_controller=True)),)
        new = SelfRef() if line.wording == "self" else line.per
        return (R.StaticAbility(R.RedirectDamage(new, to_you=True)),)
    if line.kind == "as_though_flash":
        return (R.StaticAbility(R.CastAsThoughFlash(line.cost, line.wording == "sacrifice")),)
    if line.kind == "alt_cost":
        return (R.StaticAbility(R.AlternativeCost(line.costs, line.condition)),)
    if line.kind == "prevent_some":
        to = line.subject
        at_most = line.amount.value if line.wording == "at_most" else None
        amount = None if at_most is not None else line.amount.value
        if isinstance(to, A.YouPhrase):
            return (R.StaticAbility(R.PreventSomeDamage(amount, None, True, line.per, at_most)),)
        to = SelfRef() if isinstance(to, A.SelfPhrase) else to
        return (R.StaticAbility(R.PreventSomeDamage(amount, to, False, line.per, at_most)),)
    if line.kind == "others_enter_tapped":
        return (R.StaticAbility(R.OthersEnterTapped(line.subject)),)
    if line.kind == "life_floor":
        return (R.StaticAbility(R.LifeFloor(line.amount.value), line.condition),)
    if line.kind == "prevent":
        return (R.StaticAbility(_prevention(line)),)
    if line.kind == "paired":
        # soulbond: the predicates apply to the source and its partner while paired (CR 702.95)
        line = dataclasses.replace(line, kind="predicates")
    if line.kind == "cant_block":
        # "creatures with power less than ~'s power can't block it": the source (or the
        # creatures named) can't be blocked by them (CR 509.1b)
        return (R.StaticAbility(R.CantBeBlockedBy(line.per if line.per is not None else SelfRef(),
                                                  line.subject), line.condition),)
    if any(isinstance(p, A.RestrictionPredicate) and p.action == "attack or block"
           for p in line.predicates):
        split = []
        for p in line.predicates:
            split += ([A.RestrictionPredicate("attack"), A.RestrictionPredicate("block")]
                      if isinstance(p, A.RestrictionPredicate) and p.action == "attack or block" else [p])
        line = dataclasses.replace(line, predicates=tuple(split))
    subject = SelfRef() if isinstance(line.subject, A.SelfPhrase) else line.subject
    from .targets import check_static_attached
    check_static_attached(subject, [getattr(p, "for_each", None) for p in line.predicates
                                    if isinstance(getattr(p, "for_each", None), ObjectFilter)])
    from .targets import split_protection_predicates
    line = dataclasses.replace(line, predicates=split_protection_predicates(line.predicates))
    return tuple(R.StaticAbility(static_effect(subject, p), line.condition) for p in line.predicates)


def static_effect(subject, predicate) -> R.StaticEffect:
    match predicate:
        case A.PumpPredicate(for_each=None):
            return R.Anthem(subject, predicate.power, predicate.toughness)
        case A.PumpPredicate():
            return R.Anthem(subject, predicate.power, predicate.toughness, _per_each(predicate.for_each))
        case A.KeywordPredicate(keyword=k) if (k.number is not None or k.cost is not None or k.costs
                                               or k.qualities or k.filter):
            # "has protection from the chosen color" / "has ward {2}": the keyword ability
            # itself is granted (CR 613.1f), with its parameter.
            return R.AbilityGrant(subject, lower_keyword(k))
        case A.KeywordPredicate():
            return R.KeywordGrant(subject, plain_keyword(predicate.keyword))
        case A.RestrictionPredicate(action="attack or block"):
            raise UnsupportedPhrase("'can't attack or block' inside a list of predicates")
        case A.RestrictionPredicate():
            return R.Restriction(subject, RESTRICTIONS[predicate.action])
        case A.BlockingPredicate(kind="block_only"):
            return R.CanBlockOnly(subject, predicate.filter)
        case A.BlockingPredicate(kind="additional"):
            return R.AdditionalBlocks(subject, predicate.number)
        case A.BlockingPredicate(kind="unblockable_by"):
            return R.CantBeBlockedBy(subject, predicate.filter)
        case A.BlockingPredicate(kind="unblockable_except"):
            return R.CantBeBlockedBy(subject, predicate.filter, except_by=True)
        case A.BlockingPredicate(kind="min_blockers"):
            return R.BlockerCount(subject, minimum=predicate.number)
        case A.BlockingPredicate(kind="max_blockers"):
            return R.BlockerCount(subject, maximum=predicate.number)
        case A.GrantPredicate():
            inner = predicate.ability.line
            if isinstance(inner, (A.ModalHead, A.ModeLine)):
                raise UnsupportedPhrase("a modal quoted ability")
            granted = lower_line(inner, False)
            if len(granted) != 1:
                raise UnsupportedPhrase("a quoted ability that is several abilities")
            return R.AbilityGrant(subject, granted[0])
    if type(predicate).__module__ == "cardtext.compiler.syntax.nodes_targets":
        from .targets import static_target_effect
        return static_target_effect(subject, predicate)
    raise UnsupportedPhrase(type(predicate).__name__)


def _prevention(line: A.StaticLine) -> R.PreventDamage:
    """"Prevent all [combat] damage that would be dealt to/by ..." as a static ability (CR 615.1a)."""
    obj = SelfRef() if isinstance(line.subject, A.SelfPhrase) else line.subject
    combat = line.combat_only
    match line.wording:
        case "to_you":
            return R.PreventDamage(None, sources=line.per, combat_only=combat, to_you=True)
        case "to":
            return R.PreventDamage(obj, sources=line.per, combat_only=combat)
        case "by":
            return R.PreventDamage(None, obj, combat_only=combat)
        case "to_and_by":
            return R.PreventDamage(obj, obj, combat_only=combat)
    raise UnsupportedPhrase(f"prevention {line.wording}")


def static_from_sentences(line: A.SpellLine) -> tuple[R.StaticAbility, ...]:
    """"All creatures get +1/+1." on a permanent reads like an effect but is static (CR 604.1)."""
    out = []
    for sentence in line.sentences:
        if isinstance(sentence, A.GrantSentence) and len(sentence.objects) == 1 \
                and isinstance(sentence.objects[0], A.EachPhrase) and sentence.objects[0].players is None:
            # "All Slivers have \"...\"" (CR 613.1f)
            grant = static_effect(sentence.objects[0].filter, A.GrantPredicate(sentence.ability))
            out.append(R.StaticAbility(grant))
            continue
        if not isinstance(sentence, A.Sentence) or sentence.delay or sentence.condition \
                or sentence.x_is or sentence.until_your_next_turn or sentence.if_you_do:
            raise UnsupportedPhrase("an effect sentence on a permanent")
        for clause in sentence.clauses:
            out += _static_clause(clause)
    return tuple(out)


def _static_clause(clause) -> list:
    match clause:
        case A.PumpClause(objects=(A.EachPhrase(players=None) as each,), until_end_of_turn=False):
            return [R.StaticAbility(R.Anthem(each.filter, clause.power, clause.toughness))]
        case A.HaveKeywordsClause(objects=(A.EachPhrase(players=None) as each,)):
            # "All creatures have protection from black": the keyword ability with its
            # parameter is granted (CR 613.1f), as static_effect does for "has ..."
            return [R.StaticAbility(R.AbilityGrant(each.filter, lower_keyword(k)) if _has_parameter(k)
                                    else R.KeywordGrant(each.filter, plain_keyword(k)))
                    for k in clause.keywords]
        case A.LureClause(objects=(A.SelfPhrase(),), this_turn=False):
            return [R.StaticAbility(R.LureRequirement(SelfRef(), clause.blockers))]
        case A.MustBeBlockedClause(objects=(A.SelfPhrase(),), this_turn=False):
            return [R.StaticAbility(R.MustBeBlocked(SelfRef()))]
        case A.LureClause(objects=(A.EachPhrase(players=None, word="bare_one") as each,), this_turn=False):
            return [R.StaticAbility(R.LureRequirement(each.filter, clause.blockers))]
    raise UnsupportedPhrase("an effect sentence on a permanent (static abilities of this shape)")


def lower_spell(line: A.SpellLine, is_spell: bool) -> R.SpellAbility:
    scope = Scope()
    prog = lower_sentences(line.sentences, scope)
    return R.SpellAbility(attach_riders(prog), tuple(scope.targets))


def lower_modal(line: A.ModalLine, is_spell: bool) -> R.Ability:
    """CR 700.2: each mode keeps its own targets; choices happen as it's put on the stack."""
    head = line.head
    if not line.modes:
        raise UnsupportedPhrase("'choose ...' with no modes after it")
    modes = []
    for mode in line.modes:
        scope = Scope(event_subject=head.condition.subject if head.condition else None)
        prog = lower_sentences(mode.sentences, scope)
        if prog.timing != R.Timing():
            raise UnsupportedPhrase("an activation restriction inside a mode")
        if any(t.distinct_from for t in scope.targets):
            raise UnsupportedPhrase("'another target' inside a mode")
        x_targets_need_a_chosen_x(scope.targets, head.condition is None
                                  and (head.costs is None or _cost_has_x(head.costs)))
        modes.append(E.Mode(attach_riders(prog), tuple(scope.targets)))
    maximum = head.maximum if head.maximum is not None else len(modes)
    program = (E.ChooseModes(tuple(modes), head.minimum, maximum),)
    if head.condition is not None:
        return R.TriggeredAbility(trigger_event(head.condition), program)
    if head.costs is not None:
        return R.ActivatedAbility(head.costs, program)
    if not is_spell:
        raise UnsupportedPhrase("a modal effect on a permanent without a trigger or cost")
    return R.SpellAbility(program)


def _fight(c: A.FightClause, scope: Scope, pre: list):
    """CR 701.12a: each deals damage equal to its power to the other, at the same time."""
    if len(c.fighters) != 1 or len(c.opponents) != 1:
        raise UnsupportedPhrase("several creatures fighting")
    a = objects_ref(c.fighters, scope, pre)
    b = objects_ref(c.opponents, scope, pre)
    fight = E.DealDamageSimultaneously((E.DealDamage(PowerOf(a), objects=b, source=a),
                                        E.DealDamage(PowerOf(b), objects=a, source=b)))
    return E.Optional((fight,)) if c.may_have else fight
