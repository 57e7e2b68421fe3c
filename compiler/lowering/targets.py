"""Lowering of the clauses of nodes.targets: protection and colors chosen as the effect
happens, losing keywords, base power and toughness, attaching, prevention of damage a source
would deal, restrictions that last."""
from __future__ import annotations

from ...runtime import abilities as R
from ...runtime.filters import EachRef

from ..syntax import nodes as A
from ..syntax.nodes import targets as T
from .checks import no_duration
from ..syntax.transform import UnsupportedPhrase
from .keywords import RESTRICTIONS, plain_keyword
from .references import objects_ref
from .replacements import copy_exceptions

# the clauses of nodes.targets (lower_target_clause)
TARGET_CLAUSES = (T.GainProtectionChoiceClause, T.GainKeywordChoiceClause, T.UnblockableByThisTurnClause,
                  T.CantBlockThisTurnClause,
                  T.AttackDespiteDefenderClause, T.BlockedOnlyWithinSectorsClause,
                  T.LoseKeywordClause, T.ContinuedRestrictClause, T.PumpLoseClause, T.GainLoseClause,
                  T.BecomeColorChoiceClause, T.BecomeCreatureTypeChoiceClause, T.BasePTClause, T.AttachSelfClause, T.ChooseColorClause,
                  T.PreventByClause, T.AttachObjectsClause, T.AttachToAnotherClause, T.UnattachClause,
                  T.ExchangeWithHandClause, T.AllCreatureTypesClause, T.SwitchPTClause, T.BecomeCopyClause,
                  T.RemoveFromCombatClause, T.BlockAdditionalThisTurnClause, T.BecomeColorsClause,
                  T.AreColorsClause, T.BecomeAuraClause)


def lower_target_clause(c, scope, pre):
    """Clauses of nodes.targets (TARGET_CLAUSES)."""
    from ...runtime import effects as E
    if isinstance(c, T.GainProtectionChoiceClause):
        if any(isinstance(o, A.YouPhrase) for o in c.objects):
            raise UnsupportedPhrase("a player gaining protection")
        return E.GainProtectionChoice(objects_ref(c.objects, scope, pre), c.chooser)
    if isinstance(c, T.AttackDespiteDefenderClause):
        return E.AttackDespiteDefender(objects_ref(c.objects, scope, pre))
    if isinstance(c, T.RemoveFromCombatClause):               # CR 506.4
        return E.RemoveFromCombat(objects_ref(c.objects, scope, pre))
    if isinstance(c, T.BlockAdditionalThisTurnClause):        # until end of turn (CR 509.1a, 611.2a)
        from ...runtime.filters import SelfRef
        return E.GainAbility(objects_ref(c.objects, scope, pre),
                             R.StaticAbility(R.AdditionalBlocks(SelfRef(), c.number)))
    if isinstance(c, T.CantBlockThisTurnClause):
        blockers = objects_ref(c.objects, scope, pre)
        return E.UnblockableByThoseThisTurn(objects_ref(c.attackers, scope, pre), blockers)
    if isinstance(c, T.UnblockableByThisTurnClause) and c.except_by:
        # the objects have the restriction until end of turn (CR 509.1b, 611.2a)
        from ...runtime.filters import SelfRef
        unblockable = R.StaticAbility(R.CantBeBlockedBy(SelfRef(), c.blockers, except_by=True))
        return E.GainAbility(objects_ref(c.objects, scope, pre), unblockable)
    if isinstance(c, T.UnblockableByThisTurnClause):
        return E.CantBeBlockedByThisTurn(objects_ref(c.objects, scope, pre), c.blockers)
    if isinstance(c, T.BlockedOnlyWithinSectorsClause):     # every creature; those in a sector (CR 702.158e)
        from ...runtime.characteristics import CardType
        from ...runtime.filters import ObjectFilter
        return E.BlockedOnlyWithinSectorsThisTurn(EachRef(ObjectFilter(types=(CardType.CREATURE,))))
    if isinstance(c, T.GainKeywordChoiceClause):
        if any(isinstance(o, A.YouPhrase) for o in c.objects):
            raise UnsupportedPhrase("a player gaining a keyword of your choice")
        return E.GainKeywordChoice(objects_ref(c.objects, scope, pre),
                                   tuple(plain_keyword(k) for k in c.keywords))
    if isinstance(c, T.GainLoseClause):
        ref = objects_ref(c.objects, scope, pre)
        pre.append(E.GainKeyword(ref, plain_keyword(c.gained)))
        return E.LoseKeyword(ref, plain_keyword(c.lost, granted=False))
    if isinstance(c, T.PumpLoseClause):
        ref = objects_ref(c.objects, scope, pre)
        pre.append(E.ModifyPowerToughness(ref, c.power, c.toughness, E.Duration.END_OF_TURN))
        return E.LoseKeyword(ref, plain_keyword(c.keyword, granted=False))
    if isinstance(c, T.LoseKeywordClause):
        if not c.until_end_of_turn:
            raise UnsupportedPhrase("losing a keyword with no duration")
        return E.LoseKeyword(objects_ref(c.objects, scope, pre), plain_keyword(c.keyword, granted=False))
    if isinstance(c, T.BecomeColorChoiceClause):
        # a spell on the stack too: its colour is a characteristic (CR 613.1e, 400.7a)
        return E.BecomeColorChoice(objects_ref(c.objects, scope, pre), E.Duration.END_OF_TURN
                                   if c.until_end_of_turn else E.Duration.PERMANENT, several=c.several)
    if isinstance(c, T.BecomeAuraClause):      # the source itself (CR 613.1d, 613.1f)
        return E.BecomeAura(c.enchant)
    if isinstance(c, T.AreColorsClause):
        raise UnsupportedPhrase("'are <color>' as an effect that happens once")
    if isinstance(c, T.BecomeColorsClause):
        if any(isinstance(o, A.YouPhrase) for o in c.objects):
            raise UnsupportedPhrase("a player becoming a color")
        return E.BecomeColors(objects_ref(c.objects, scope, pre), tuple(c.colors), c.in_addition,
                              E.Duration.END_OF_TURN if c.until_end_of_turn else E.Duration.PERMANENT)
    if isinstance(c, T.BecomeCreatureTypeChoiceClause):
        if any(isinstance(o, A.YouPhrase) for o in c.objects):
            raise UnsupportedPhrase("a player becoming a creature type")
        return E.BecomeCreatureTypeChoice(objects_ref(c.objects, scope, pre), E.Duration.END_OF_TURN
                                          if c.until_end_of_turn else E.Duration.PERMANENT)
    if isinstance(c, T.BasePTClause):
        if not c.until_end_of_turn:
            raise UnsupportedPhrase("base power and toughness with no duration")
        if c.x:       # "X/X": the X paid for the ability or spell (CR 107.3)
            from ...runtime.filters import XValue
            return E.SetBasePT(objects_ref(c.objects, scope, pre), XValue(), XValue())
        return E.SetBasePT(objects_ref(c.objects, scope, pre), c.power, c.toughness)
    if isinstance(c, T.BecomeCopyClause):
        duration = (E.Duration.END_OF_TURN if c.until_end_of_turn else E.Duration.UNTIL_YOUR_NEXT_TURN
                    if c.until_your_next_turn else E.Duration.PERMANENT)
        exceptions = None
        if c.exceptions is not None:
            if c.exceptions.counters:       # counters only as a permanent enters (CR 707.9e)
                raise UnsupportedPhrase("counters in a copy effect on a permanent already there")
            exceptions = copy_exceptions(c.exceptions)
        return E.BecomeCopy(objects_ref(c.objects, scope, pre), objects_ref(c.copied, scope, pre), duration,
                            c.keeps_this_ability, exceptions)
    if isinstance(c, T.SwitchPTClause):
        return E.SwitchPowerToughness(objects_ref(c.objects, scope, pre))
    if isinstance(c, T.AllCreatureTypesClause):
        if not c.until_end_of_turn:
            raise UnsupportedPhrase("gaining all creature types with no duration")
        return E.GainAllCreatureTypes(objects_ref(c.objects, scope, pre))
    if isinstance(c, T.AttachSelfClause):
        from ...runtime.keyword_abilities import AttachSource
        if len(c.objects) != 1:
            raise UnsupportedPhrase("attaching to several objects")
        return AttachSource(objects_ref(c.objects, scope, pre))
    if isinstance(c, T.ChooseColorClause):
        # the choice is made by the effect that uses it, at once (chosen_color_protection)
        scope.color_chosen = True
        return None
    if isinstance(c, T.PreventByClause):
        no_duration(c.this_turn, scope)
        if any(isinstance(o, A.TargetPhrase) and o.players is not None for o in c.objects):
            raise UnsupportedPhrase("damage a player would deal")
        ref = objects_ref(c.objects, scope, pre)
        if type(ref) is EachRef:
            # a group ("creatures without trample"): a prevention effect changes the rules, not
            # characteristics, so it applies to whatever matches as the damage would be dealt,
            # creatures that enter later too (CR 611.2c, 615.1a)
            return E.PreventDamage(c.combat_only, sources=ref.filter)
        return E.PreventDamage(c.combat_only, objects=ref, by_only=True)
    if isinstance(c, T.AttachToAnotherClause):
        return E.AttachToAnother(objects_ref(c.objects, scope, pre), c.to)
    if isinstance(c, T.ExchangeWithHandClause):
        return E.ExchangeWithHand(objects_ref(c.objects, scope, pre), c.filter)
    if isinstance(c, T.UnattachClause):
        return E.Unattach(objects_ref(c.objects, scope, pre))
    if isinstance(c, T.AttachObjectsClause):
        if len(c.to) != 1:
            raise UnsupportedPhrase("attaching to several objects")
        what = objects_ref(c.objects, scope, pre)
        return E.AttachObjects(what, objects_ref(c.to, scope, pre))
    if isinstance(c, T.ContinuedRestrictClause):
        ref = objects_ref(c.objects, scope, pre)
        if c.action == "attack despite defender":              # CR 702.3b
            return E.AttackDespiteDefender(ref)
        if c.action == "attack or block":
            pre.append(E.AddRestriction(ref, R.RestrictedAction.ATTACK.value))
            return E.AddRestriction(ref, R.RestrictedAction.BLOCK.value)
        return E.AddRestriction(ref, RESTRICTIONS[c.action].value)
    raise UnsupportedPhrase(type(c).__name__)
