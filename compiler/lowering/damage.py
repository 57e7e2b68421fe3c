"""Damage: dealing it (to objects, players, divided, split), fighting, and preventing it
(CR 120, 615, 701.12)."""
from __future__ import annotations

import dataclasses

from ...runtime import effects as E
from ...runtime.filters import Fixed, PlayerRef, PowerOf, SelfRef, XValue

from ..dataclass_fields import replaced
from ..syntax import nodes as A
from ..syntax.transform import UnsupportedPhrase
from .amounts import amount_value, count_for_each, per_player
from .references import damage_recipients, it_ref, objects_ref, player_ref
from .scope import Scope


DAMAGE_CLAUSES = (A.DamageClause, A.DamageSplitClause, A.DividedDamageClause, A.DistributeCountersClause, A.FightClause,
                  A.FogClause, A.PreventNextClause)


def lower_damage_clause(c, scope: Scope, pre: list):
    """Dealing, dividing and preventing damage."""
    match c:
        case A.DamageClause(cant_be_prevented=True):     # CR 615.12
            dealt = _damage(dataclasses.replace(c, cant_be_prevented=False), scope, pre)
            if not isinstance(dealt, E.DealDamage):
                raise UnsupportedPhrase("'the damage can't be prevented' after damage of another form")
            return dataclasses.replace(dealt, cant_be_prevented=True)
        case A.DamageClause():
            return _damage(c, scope, pre)
        case A.FogClause():
            return E.PreventDamage(combat_only=True)
        case A.PreventNextClause():
            objects, players = damage_recipients(c.objects, scope, pre)    # "to you" / "to any target" too
            return E.PreventDamage(False, amount=amount_value(c.amount, scope, pre), objects=objects,
                                   players=players)
        case A.FightClause():
            return _fight(c, scope, pre)
        case A.DamageSplitClause():
            parts = tuple(_damage(p, scope, pre) for p in c.parts)
            if any(p.source != parts[0].source for p in parts):
                raise UnsupportedPhrase("split damage from different sources")
            return E.DealDamageSimultaneously(parts)
        case A.DividedDamageClause():
            return _divided_damage(c, scope, pre)
        case A.DistributeCountersClause():
            if not isinstance(c.amount, Fixed):
                raise UnsupportedPhrase("distributed counters of an amount not known when targets are chosen")
            ref = scope.add_target(c.target)
            scope.targets[-1] = dataclasses.replace(scope.targets[-1], divided=c.amount)
            return E.DistributeCounters(ref, c.counter)     # CR 601.2d
    raise UnsupportedPhrase(f"{type(c).__name__}")


def _divided_damage(c: A.DividedDamageClause, scope: Scope, pre: list):
    """CR 601.2d: the total is divided as the targets are chosen, so it must be known then:
    a fixed number or the X of the cost (x_targets_need_a_chosen_x checks the X)."""
    if not isinstance(c.amount, (Fixed, XValue)):
        raise UnsupportedPhrase("divided damage of an amount not known when targets are chosen")
    source = objects_ref((c.source,), scope, pre)
    ref = scope.add_target(c.target)
    scope.targets[-1] = dataclasses.replace(scope.targets[-1], divided=c.amount)
    scope.damaged = (ref, source)            # "creatures dealt damage this way"
    return E.DealDividedDamage(ref, source)


# trigger events a player performs ("an opponent draws a card"): "them" may name that player
PLAYER_EVENTS = ("draw", "discard", "gain_life", "cycles", "sacrifice")


def _damage(c: A.DamageClause, scope: Scope, pre: list):
    if c.itself:                 # the source first: "its power" then means the target
        source = objects_ref((c.source,), scope, pre)
        return E.DealDamage(amount_value(c.amount, scope, pre), objects=source, source=source)
    if isinstance(c.source, A.TargetPhrase):
        return _target_damage(c, scope, pre)
    if c.source == A.ItPhrase() and scope.last_objects == SelfRef():
        # "sacrifice ~ and it deals 3 damage to target player": "it" is the object just named,
        # the source as it last existed (CR 608.2h), not the object of the trigger's event
        c = dataclasses.replace(c, source=A.SelfPhrase())
    if c.amount == "its_power":
        c = dataclasses.replace(c, amount=PowerOf(it_ref(scope)))
    c = replaced(c, amount=count_for_each(amount_value(c.amount, scope, pre), c.for_each, scope))
    if per_player(c.amount) and not all(
            isinstance(r, (A.YouPhrase, A.ControllerPhrase)) or r == A.ThatPhrase("player")
            or (isinstance(r, A.TargetPhrase) and r.filter is None)
            or (isinstance(r, A.EachPhrase) and r.players is not None) for r in c.recipients):
        raise UnsupportedPhrase("a count 'he or she controls' for damage to objects")
    if len(c.recipients) == 1 and isinstance(c.recipients[0], A.EachPhrase) \
            and c.recipients[0].players is not None:
        players = player_ref(c.recipients)
        scope.damaged_players = (players, objects_ref((c.source,), scope, pre))   # "each player dealt damage this way"
        return E.DealDamage(c.amount, players=players, source=_named_source(c, scope, pre))
    if len(c.recipients) == 1 and isinstance(c.recipients[0], A.YouPhrase):
        return E.DealDamage(c.amount, players=PlayerRef.YOU, source=_named_source(c, scope, pre))
    if len(c.recipients) == 1 and isinstance(c.recipients[0], A.ThatPhrase) \
            and c.recipients[0].noun == "player" and isinstance(c.source, A.SelfPhrase):
        # the player named before ("target opponent reveals ... ~ deals damage ... to that
        # player"), else the trigger event's
        return E.DealDamage(c.amount, players=scope.last_player or PlayerRef.EVENT_PLAYER)
    if c.recipients == (A.ThemPhrase(),) and isinstance(c.source, A.SelfPhrase) \
            and scope.event_kind in PLAYER_EVENTS and not scope.targets and not scope.last_label:
        # "Whenever an opponent draws a card, ~ deals 1 damage to them": the player who did it
        # (today's singular "them" for a player, as "that player" in older text)
        return E.DealDamage(c.amount, players=PlayerRef.EVENT_PLAYER)
    if len(c.recipients) == 1 and isinstance(c.recipients[0], (A.ControllerPhrase, A.DefendingPlayerPhrase,
                                                               A.HeOrShePhrase)):
        # "~ deals 2 damage to that land's controller" / "... to defending player"
        source = objects_ref((c.source,), scope, pre)
        return E.DealDamage(c.amount, players=player_ref(c.recipients, scope), source=source)
    players = [p for p in c.recipients if isinstance(p, A.EachPhrase) and p.players is not None]
    if players and len(players) < len(c.recipients):      # "each creature and each player"
        objects = tuple(p for p in c.recipients if p not in players)
        source = _named_source(c, scope, pre)
        return E.DealDamage(c.amount, objects=objects_ref(objects, scope, pre),
                            players=player_ref(tuple(players)), source=source)
    source = objects_ref((c.source,), scope, pre)
    recipients = objects_ref(c.recipients, scope, pre)
    scope.damaged = (recipients, source)     # "creatures dealt damage this way"
    return E.DealDamage(c.amount, objects=recipients, source=source)


def _named_source(c: A.DamageClause, scope: Scope, pre: list):
    """The source of damage to players: "that creature deals damage ... to its controller" names
    an object (CR 120.3); "~" and "it" there are the source itself."""
    if isinstance(c.source, A.ItPhrase) and scope.event_subject is not None \
            and not isinstance(scope.event_subject, A.SelfPhrase):
        # "whenever that creature is dealt damage this turn, it deals that much damage to each
        # other creature and each player": "it" is the event's object, and "other" other than it
        raise UnsupportedPhrase("'it deals damage to ... players' where 'it' is a trigger event's object")
    if isinstance(c.source, (A.SelfPhrase, A.ItPhrase)):
        return SelfRef()
    return objects_ref((c.source,), scope, pre)


def _target_damage(c: A.DamageClause, scope: Scope, pre: list):
    """"Target creature you control deals damage equal to its power to target creature you
    don't control": the source is chosen first, and "its" is that creature (CR 120.3, 115.1)."""
    if any(isinstance(r, A.EachPhrase) and r.players is not None for r in c.recipients):
        raise UnsupportedPhrase("a target creature dealing damage to players")
    source = objects_ref((c.source,), scope, pre)
    amount = PowerOf(source) if c.amount == "its_power" else amount_value(c.amount, scope, pre)
    return E.DealDamage(amount, objects=objects_ref(c.recipients, scope, pre), source=source)


def _fight(c: A.FightClause, scope: Scope, pre: list):
    """CR 701.12a: each deals damage equal to its power to the other, at the same time."""
    if len(c.fighters) != 1 or len(c.opponents) != 1:
        raise UnsupportedPhrase("several creatures fighting")
    before = len(scope.targets)
    a = objects_ref(c.fighters, scope, pre)
    if isinstance(c.opponents[0], A.ThatPhrase) and len(scope.targets) > before:
        # "Target creature you control fights that creature": "that creature" is the one named
        # before this clause, never the fighter the clause has just named
        named, scope.targets[before:] = scope.targets[before:], []
        b = objects_ref(c.opponents, scope, pre)
        scope.targets += named
    else:
        b = objects_ref(c.opponents, scope, pre)
    fight = E.DealDamageSimultaneously((E.DealDamage(PowerOf(a), objects=b, source=a),
                                        E.DealDamage(PowerOf(b), objects=a, source=b)))
    return E.Optional((fight,)) if c.may_have else fight
