"""Lowering for one-shot shields (nodes.SHIELD_CLAUSES): "the next time a source of your choice
would deal damage to ... this turn, prevent that damage" (CR 615.7) and "the next N damage that
would be dealt to ... this turn is dealt to ... instead" (CR 614.9)."""
from __future__ import annotations

from ...runtime import effects as E
from ...runtime.filters import PlayerRef

from ..syntax import nodes as A


def _recipients(phrases: tuple, scope, pre: list):
    """Recipients of damage -> (objects, players): "you", "target creature", "target creature or
    player" (one target that may be a player, CR 115.4) or other object phrases."""
    from .lower import objects_ref
    from ..syntax.transform import UnsupportedPhrase
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


def lower_shield(c, scope, pre: list):
    from .lower import amount_value, objects_ref
    from ..syntax.transform import UnsupportedPhrase
    match c:
        case A.PreventNextTimeClause():
            objects, players = _recipients(c.recipients, scope, pre)
            if c.new_recipients:
                new_objects, new_players = _recipients(c.new_recipients, scope, pre)
                return E.PreventNextTime(c.source, objects, players, new_objects, new_players)
            return E.PreventNextTime(c.source, objects, players)
        case A.RedirectNextClause():
            protected = objects_ref(c.protected, scope, pre)
            objects, players = _recipients(c.recipients, scope, pre)
            return E.RedirectNextDamage(amount_value(c.amount, scope, pre), protected, objects, players)
        case A.PreventAllToClause():
            objects, players = _recipients(c.recipients, scope, pre)
            if c.and_by and objects is None:
                raise UnsupportedPhrase("damage dealt by a player")
            return E.PreventDamage(c.combat, amount=None, objects=objects, players=players, sources=c.sources,
                                   by_too=c.and_by)
        case A.PreventNextCombatClause():
            objects, players = _recipients(c.recipients, scope, pre)
            return E.PreventDamage(True, amount=amount_value(c.amount, scope, pre), objects=objects,
                                   players=players)
        case A.ExtraTurnClause():
            return E.ExtraTurn()
        case A.ExileUntilLeavesClause():
            return E.ExileUntilLeaves(objects_ref(c.objects, scope, pre))
        case A.ReplaceNextDrawClause():
            from .lower import lower_clause
            return E.ReplaceNextDraw(tuple(lower_clause(c.clause, scope)))
    from ..syntax.transform import UnsupportedPhrase
    raise UnsupportedPhrase(type(c).__name__)
