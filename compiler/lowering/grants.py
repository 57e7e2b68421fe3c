"""Effects that change objects for a duration: power/toughness, keywords, quoted abilities,
restrictions and requirements, losing abilities and becoming a creature (CR 611, 613)."""
from __future__ import annotations

import dataclasses

from ...runtime import abilities as R
from ...runtime import effects as E
from ...runtime.characteristics import CardType
from ...runtime.filters import Fixed, ObjectFilter, SelfRef, XValue

from ..syntax import nodes as A
from ..syntax.transform import UnsupportedPhrase
from .amounts import count_for_each, per_each
from .dispatch import token_abilities
from .keywords import RESTRICTIONS, has_parameter, lower_keyword, plain_keyword
from .references import blocking_it_resolved, objects_ref
from .scope import Scope


CONTINUOUS_CLAUSES = (A.LureClause, A.MustBeBlockedClause, A.BlocksIfAbleClause, A.GainQuotedClause, A.PumpClause,
                      A.PumpGainClause, A.GainKeywordClause, A.HaveKeywordsClause,
                      A.RestrictClause, A.GainKeywordsClause, A.LoseAbilitiesClause,
                      A.AnimateClause, A.BecomeArtifactCreatureClause, A.BecomeCreatureTypeClause, A.AddColorsAndTypesClause)


def lower_grant_clause(c, scope: Scope, pre: list):
    """Continuous effects a resolving spell or ability sets on objects (CR 611.2)."""
    match c:
        case A.LureClause():
            # "all creatures able to block target creature this turn do so": that creature has the
            # requirement until end of turn (CR 509.1c, 611.2a)
            if not c.this_turn:
                raise UnsupportedPhrase("'all creatures able to block ... do so' without 'this turn' in an effect")
            lure = R.StaticAbility(R.LureRequirement(SelfRef(), c.blockers))
            return E.GainAbility(objects_ref(c.objects, scope, pre), lure)
        case A.MustBeBlockedClause():
            # "target creature must be blocked this turn if able": that creature has the
            # requirement until end of turn (CR 509.1c, 611.2a)
            if not c.this_turn:
                raise UnsupportedPhrase("'must be blocked if able' without 'this turn' in an effect")
            return E.GainAbility(objects_ref(c.objects, scope, pre), R.StaticAbility(R.MustBeBlocked(SelfRef())))
        case A.BlocksIfAbleClause(attackers=(_, *_)):
            # "target creature blocks ~ this turn if able": it must block that one (CR 509.1c);
            # "it" is read first, so it names a creature before the blockers, never them
            attackers = objects_ref(c.attackers, scope, pre)
            blockers = objects_ref(c.objects, scope, pre)
            return E.BlocksThisTurnIfAble(blockers, attackers, this_combat=c.this_combat)
        case A.BlocksIfAbleClause():
            # "target creature blocks this turn if able": that creature has the requirement
            # until end of turn (CR 509.1c, 611.2a)
            return E.GainAbility(objects_ref(c.objects, scope, pre), R.StaticAbility(R.MustBlock(SelfRef())))
        case A.GainQuotedClause():
            if not c.until_end_of_turn:
                raise UnsupportedPhrase("gaining a quoted ability with no duration")
            ref = objects_ref(c.objects, scope, pre)
            pre.extend(E.GainKeyword(ref, plain_keyword(k)) for k in c.keywords)
            return E.GainAbility(ref, token_abilities(c.ability)[0])
        case A.PumpClause():
            duration = E.Duration.END_OF_TURN if c.until_end_of_turn else E.Duration.PERMANENT
            if c.until_your_next_turn:
                duration = E.Duration.UNTIL_YOUR_NEXT_TURN
            per = per_each(blocking_it_resolved(c.for_each, scope))
            # "for each card discarded this way" / "for each nonland card revealed this way"
            if isinstance(c.for_each, (tuple, A.RevealedMatchingCount)):
                per = count_for_each(Fixed(1), c.for_each, scope)
            if c.by_x:
                per = XValue()
            step = E.ModifyPowerToughness(objects_ref(c.objects, scope, pre), c.power,
                                          c.toughness, duration, per)
            if c.either is None:
                return step
            # "+X/+X or -X/-X": the controller chooses as it resolves (CR 608.2d); declining
            # the first is choosing the other
            power, toughness = c.either
            return E.Optional((step,), if_not_done=(dataclasses.replace(step, power=power, toughness=toughness),))
        case A.PumpGainClause():
            if not c.until_end_of_turn:
                raise UnsupportedPhrase("'get +N/+N and gain ...' with no duration")
            ref = objects_ref(c.objects, scope, pre)
            pre.append(E.ModifyPowerToughness(ref, c.power, c.toughness, E.Duration.END_OF_TURN,
                                              XValue() if c.by_x else None))
            pre.extend(E.GainKeyword(ref, plain_keyword(k)) for k in c.keywords[:-1])
            return E.GainKeyword(ref, plain_keyword(c.keywords[-1]))
        case A.GainKeywordClause() if has_parameter(c.keyword):
            # "gains protection from red until end of turn": the keyword ability itself, with
            # its quality (CR 702.16a, 613.1f)
            if any(q is not None and (q.chosen_color or q.chosen_subtype) for q in c.keyword.qualities):
                raise UnsupportedPhrase("gaining protection from a quality the source chose")
            duration = E.Duration.END_OF_TURN if c.until_end_of_turn else E.Duration.PERMANENT
            return E.GainAbility(objects_ref(c.objects, scope, pre), lower_keyword(c.keyword), duration)
        case A.GainKeywordClause() if getattr(scope, "color_chosen", False):
            # "Choose a color. ... gains protection from it"
            return chosen_color_protection(c.objects, (c.keyword,), scope, pre)
        case A.GainKeywordClause():
            # CR 611.2a: without "until end of turn" the effect has no duration ("They gain
            # haste.", encore's tokens, CR 702.141a)
            return E.GainKeyword(objects_ref(c.objects, scope, pre), plain_keyword(c.keyword), effect_duration(c))
        case A.HaveKeywordsClause():
            raise UnsupportedPhrase("'have <keyword>' as a one-shot effect")
        case A.RestrictClause(action="attack each combat"):
            # written without "this turn": only a permanent's static says it (statics.py)
            raise UnsupportedPhrase("'attack each combat if able' as a one-shot effect")
        case A.RestrictClause(action="attack or block"):
            ref = objects_ref(c.objects, scope, pre)
            pre.append(E.AddRestriction(ref, R.RestrictedAction.ATTACK.value))
            return E.AddRestriction(ref, R.RestrictedAction.BLOCK.value)
        case A.RestrictClause():
            return E.AddRestriction(objects_ref(c.objects, scope, pre), RESTRICTIONS[c.action].value)
        case A.GainKeywordsClause() if getattr(scope, "color_chosen", False):
            return chosen_color_protection(c.objects, c.keywords, scope, pre)
        case A.GainKeywordsClause():
            ref = objects_ref(c.objects, scope, pre)
            pre.extend(E.GainKeyword(ref, plain_keyword(k)) for k in c.keywords[:-1])
            return E.GainKeyword(ref, plain_keyword(c.keywords[-1]))
        case A.LoseAbilitiesClause():
            return E.LoseAllAbilities(objects_ref(c.objects, scope, pre), effect_duration(c))
        case A.AddColorsAndTypesClause():
            return E.AddColorsAndTypes(objects_ref(c.objects, scope, pre), c.subtypes, c.colors,
                                       effect_duration(c), c.types)
        case A.BecomeCreatureTypeClause():
            return E.BecomeCreatureType(objects_ref(c.objects, scope, pre), c.subtypes, c.colors, c.power,
                                        c.toughness, effect_duration(c))
        case A.AnimateClause():
            t = c.token
            if not isinstance(t.power, int) or not isinstance(t.toughness, int):
                raise UnsupportedPhrase("becoming an X/X creature")
            return E.Animate(objects_ref(c.objects, scope, pre), t.power, t.toughness, t.types,
                             t.subtypes, t.colors, t.keywords, keep_types=c.keep_types,
                             duration=effect_duration(c))
        case A.BecomeArtifactCreatureClause():
            # CR 205.1a would replace its other card types; a Vehicle is an artifact and has no
            # other, so adding artifact and creature to its types is the same and keeps its
            # Vehicle subtype (CR 205.3d: an artifact subtype of an artifact)
            return E.Animate(objects_ref(c.objects, scope, pre), None, None,
                             (CardType.ARTIFACT, CardType.CREATURE), keep_types=True,
                             duration=effect_duration(c))
    raise UnsupportedPhrase(f"{type(c).__name__}")


def effect_duration(c) -> E.Duration:
    return E.Duration.END_OF_TURN if c.until_end_of_turn else E.Duration.PERMANENT


def chosen_color_protection(objects, keywords, scope, pre):
    """"Choose a color. <objects> gain protection from the chosen color until end of turn": one
    color, chosen as the spell resolves (CR 608.2d), protection from it (CR 702.16a)."""
    if len(keywords) != 1 or keywords[0].name != "protection" \
            or keywords[0].qualities != (ObjectFilter(chosen_color=True),):
        raise UnsupportedPhrase("'the chosen color' with this effect")
    scope.color_chosen = False            # one use: the choice isn't remembered beyond it
    return E.GainProtectionChoice(objects_ref(objects, scope, pre))
