"""Lowering for one-shot shields (nodes.SHIELD_CLAUSES): "the next time a source of your choice
would deal damage to ... this turn, prevent that damage" (CR 615.7) and "the next N damage that
would be dealt to ... this turn is dealt to ... instead" (CR 614.9)."""
from __future__ import annotations

import dataclasses

from ...runtime import effects as E
from ...runtime.filters import Controller, ObjectFilter, PlayerRef

from ..syntax import nodes as A
from .amounts import amount_value
from .checks import no_duration
from .dispatch import lower_clause
from .references import damage_recipients, objects_ref, player_ref


def unpreventable_rider(s, prog) -> bool:
    """"~ deals 5 damage to target creature. The damage can't be prevented.": the damage the
    sentence before deals can't be prevented (CR 615.12); True if `s` was folded into it."""
    if not (isinstance(s, A.Sentence) and s.clauses == (A.ThatDamageUnpreventableClause(),)
            and s == A.Sentence(s.clauses)):
        return False
    if not prog.effects or not isinstance(prog.effects[-1], E.DealDamage):
        return False
    prog.effects[-1] = dataclasses.replace(prog.effects[-1], cant_be_prevented=True)
    return True


def counter_rider(s: A.CounterRiderSentence, prog) -> None:
    """"If that spell is countered this way, exile it instead ..." changes where the counter of
    the sentence before puts the spell (also inside "counter ... unless its controller pays")."""
    import dataclasses
    from ..syntax.transform import UnsupportedPhrase
    last = prog.effects[-1] if prog.effects else None
    if isinstance(last, E.CounterSpell):
        prog.effects[-1] = dataclasses.replace(last, destination=s.destination)
    elif isinstance(last, E.Unless) and len(last.effects) == 1 and isinstance(last.effects[0], E.CounterSpell):
        inner = dataclasses.replace(last.effects[0], destination=s.destination)
        prog.effects[-1] = dataclasses.replace(last, effects=(inner,))
    else:
        raise UnsupportedPhrase("'if that spell is countered this way' without a counter before it")


def prevention_rider(prog, start: int) -> None:
    """"Prevent ... . You gain life equal to the damage prevented this way." (CR 615.5): the steps
    lowered from `start` on are the rest of the prevention effect just before them, run each time
    it prevents damage, immediately afterward."""
    from ..syntax.transform import UnsupportedPhrase
    rider = tuple(prog.effects[start:])
    del prog.effects[start:]
    last = prog.effects[-1] if prog.effects else None
    if isinstance(last, E.PreventNextTime) and last.new_objects is None and last.new_players is None \
            or isinstance(last, E.PreventDamage):
        prog.effects[-1] = dataclasses.replace(last, then=last.then + rider)
        return
    raise UnsupportedPhrase("'the damage prevented this way' without a prevention just before it")


def prevented_for_each(s: A.PreventedForEachSentence, prog, scope) -> None:
    """"For each 1 damage prevented this way, put a +1/+1 counter on that creature." (CR 615.5):
    one counter per point prevented, the rest of the prevention effect before it."""
    from ..syntax.transform import UnsupportedPhrase
    from ...runtime.filters import DamagePreventedThisWay, Fixed
    start = len(prog.effects)
    for clause in s.clauses:
        prog.effects += lower_clause(clause, scope)
    steps = prog.effects[start:]
    if len(steps) != 1 or not isinstance(steps[0], E.PutCounters) or steps[0].amount != Fixed(1):
        raise UnsupportedPhrase("'for each 1 damage prevented this way' with something other than one counter")
    prog.effects[start] = dataclasses.replace(steps[0], amount=DamagePreventedThisWay())
    prevention_rider(prog, start)


def lower_shield(c, scope, pre: list):
    from ..syntax.transform import UnsupportedPhrase
    match c:
        case A.RedirectAllClause():
            # CR 614.9: the rest of this turn, each such damage event is dealt to the new recipient
            objects, players = damage_recipients(c.protected, scope, pre)
            source = objects_ref(c.by, scope, pre) if c.by else None
            new_objects, new_players = damage_recipients(c.new_recipients, scope, pre)
            return E.PreventNextTime(c.chosen or ObjectFilter(), objects, players, new_objects, new_players,
                                     all_this_turn=True, source_ref=source,
                                     any_source=c.chosen is None and source is None)
        case A.PreventNextTimeOfClause():
            source = objects_ref(c.source, scope, pre)
            if not c.recipients:
                return E.PreventNextTime(ObjectFilter(), source_ref=source)
            objects, players = damage_recipients(c.recipients, scope, pre)
            return E.PreventNextTime(ObjectFilter(), objects, players, source_ref=source)
        case A.PreventNextTimeClause(recipients=(), new_recipients=()):
            return E.PreventNextTime(c.source)          # to anything: the shield's "any"
        case A.PreventNextTimeClause():
            objects, players = damage_recipients(c.recipients, scope, pre)
            if c.new_recipients:
                new_objects, new_players = damage_recipients(c.new_recipients, scope, pre)
                return E.PreventNextTime(c.source, objects, players, new_objects, new_players)
            return E.PreventNextTime(c.source, objects, players)
        case A.PreventFromChosenClause(recipients=()):
            return E.PreventNextTime(c.source, all_this_turn=True)
        case A.PreventFromChosenClause():
            objects, players = damage_recipients(c.recipients, scope, pre)
            return E.PreventNextTime(c.source, objects, players, all_this_turn=True)
        case A.RedirectNextClause():
            protected = objects_ref(c.protected, scope, pre)
            objects, players = damage_recipients(c.recipients, scope, pre)
            return E.RedirectNextDamage(amount_value(c.amount, scope, pre), protected, objects, players)
        case A.PreventAllToClause(recipients=(A.EachPhrase(filter=None, players=Controller.ANY),), and_by=False):
            # "... to players this turn": every player, no permanent (CR 615.1a)
            no_duration(c.this_turn, scope)
            return E.PreventDamage(c.combat, amount=None, players=PlayerRef.EACH_PLAYER, sources=c.sources)
        case A.PreventAllToClause():
            no_duration(c.this_turn, scope)
            objects, players = damage_recipients(c.recipients, scope, pre)
            if c.and_by and objects is None:
                raise UnsupportedPhrase("damage dealt by a player")
            return E.PreventDamage(c.combat, amount=None, objects=objects, players=players, sources=c.sources,
                                   by_too=c.and_by)
        case A.PreventNextCombatClause():
            objects, players = damage_recipients(c.recipients, scope, pre)
            return E.PreventDamage(True, amount=amount_value(c.amount, scope, pre), objects=objects,
                                   players=players)
        case A.ExtraTurnClause(players=()):
            return E.ExtraTurn()
        case A.ExtraTurnClause():
            return E.ExtraTurn(player_ref(c.players, scope))
        case A.AdditionalLandPlaysClause():
            return E.AdditionalLandPlays(c.count)
        case A.ExileUntilLeavesClause():
            return E.ExileUntilLeaves(objects_ref(c.objects, scope, pre))
        case A.ReplaceNextDrawClause():
            return E.ReplaceNextDraw(tuple(lower_clause(c.clause, scope)))
        case A.NextSpellUncounterableClause():
            return E.NextSpellUncounterable(c.filter)
        case A.DamageUnpreventableClause():
            return E.DamageCantBePreventedThisTurn()
        case A.ThatDamageUnpreventableClause():     # folded by unpreventable_rider where it can be
            from ..syntax.transform import UnsupportedPhrase
            raise UnsupportedPhrase("'the damage can't be prevented' with no damage dealt just before it")
    from ..syntax.transform import UnsupportedPhrase
    raise UnsupportedPhrase(type(c).__name__)
