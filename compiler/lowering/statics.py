"""Static abilities (CR 604): one per predicate of a static line ("gets +1/+1 and has flying"),
damage prevention and redirection, cost changes, and effect sentences on a permanent that are
static ("All creatures get +1/+1.")."""
from __future__ import annotations

import dataclasses

from ...runtime import abilities as R
from ...runtime.untap_rules import UntapLimit
from ...runtime.characteristics import BASIC_LAND_TYPES, CardType, Zone
from ...runtime.filters import AttachedHost, Compare, CountOf, EachRef, NumberTest, ObjectFilter, SelfRef

from ..dataclass_fields import replaced
from ..syntax import nodes as A
from ..syntax.nodes import targets as T
from ..syntax.transform import UnsupportedPhrase
from .amounts import amount_value, per_each, static_amount_value
from .dispatch import lower_line

from .keywords import RESTRICTIONS, has_parameter, lower_keyword, plain_keyword, split_protection_predicates
from .scope import Scope

# the static predicates of nodes.targets (static_target_effect)
TARGET_PREDICATES = (T.BasePTPredicate, T.AdditionalPumpPredicate, T.CantBlockPredicate, T.BasePTManaValuePredicate)


def lower_static(line: A.StaticLine) -> tuple[R.StaticAbility, ...]:
    """One StaticAbility per predicate: "gets +1/+1 and has flying" is two effects (CR 604)."""
    if line.kind == "cant_attack_you":          # "creatures can't attack you" (CR 508.1c)
        return (R.StaticAbility(R.CantAttackPlayer(line.subject), line.condition),)
    if line.kind == "attack_tax":               # a cost to attack you (CR 508.1d, 508.1h)
        return (R.StaticAbility(_attack_tax(line), line.condition),)
    if line.kind == "attack_cost":              # a cost to attack anyone with it (CR 508.1d)
        return (R.StaticAbility(R.AttackTax(line.subject, line.cost, attacking_anyone=True), line.condition),)
    if line.kind == "control_attached":         # "You control enchanted creature." (CR 613.1b)
        return (R.StaticAbility(R.ControlAttached(line.subject)),)
    if line.kind == "strive":
        return (R.StaticAbility(R.CostPerExtraTarget(line.cost)),)
    if line.kind == "additional_cost":
        return (R.StaticAbility(R.AdditionalCost(line.cost)),)
    if line.kind == "optional_additional_cost":        # "you may collect evidence 6" (CR 701.59c)
        # CR 701.4, 701.59c; a sacrifice is recorded by the keyword it defines (casualty,
        # lowering/keywords.py), or not at all
        done = {"Behold": "behold", "CollectEvidence": "collect evidence",
                "RevealFromHand": "reveal"}.get(type(line.cost).__name__, "")
        return (R.StaticAbility(R.AdditionalCost(line.cost, optional=True, keyword=done)),)
    if line.kind == "unlock_cost":              # CR 709.5e, 118.7c: generic mana only, as for spells
        if not line.more and any(s.kind.value != "generic" for s in line.cost.symbols):
            raise UnsupportedPhrase("a cost reduction of colored mana")
        return (R.StaticAbility(R.UnlockCostModifier(line.cost, line.more)),)
    if line.kind == "cost_modifier":
        if not line.more and any(s.kind.value != "generic" for s in line.cost.symbols):
            # CR 118.7c: a colored reduction lowers that color first; the engine lowers generic only
            raise UnsupportedPhrase("a cost reduction of colored mana")
        return (R.StaticAbility(R.CostModifier(line.subject, line.cost, line.more,
                                               yours=line.yours)),)
    if line.kind == "characteristic_pt" and isinstance(getattr(line.amount, "owner", None), A.PaidPhrase):
        # "~'s power and toughness are each equal to the exiled card's mana value": no cost or step
        # of this ability exiled it; the card its entering exiled is another ability's (CR 607.2a)
        raise UnsupportedPhrase("a characteristic-defining ability reading an exiled or paid object")
    if line.kind == "characteristic_pt" and isinstance(line.amount, (A.PlusAmount, A.TwiceAmount, A.CountersOnObject)):
        line = dataclasses.replace(line, amount=amount_value(line.amount, Scope(), []))
    if line.kind == "characteristic_pt" and line.power_only:
        return (R.StaticAbility(R.CharacteristicPT(line.amount, None)),)
    if line.kind == "characteristic_pt" and line.toughness_only:
        return (R.StaticAbility(R.CharacteristicPT(None, line.amount)),)
    if line.kind == "characteristic_pt":
        return (R.StaticAbility(R.CharacteristicPT(line.amount, line.amount)),)
    if line.kind == "self_cost":
        per = CountOf(EachRef(line.per)) if line.per is not None else None
        return (R.StaticAbility(R.SelfCostChange(line.cost, line.more, per, line.condition)),)
    if line.kind == "can_be_commander":
        return (R.StaticAbility(R.CanBeYourCommander()),)
    if line.kind in ("play_top_revealed", "play_hands_revealed"):    # CR 400.2, 401.2, 402.3
        return (R.StaticAbility(R.PlayWithRevealed(line.hand_of, hand=line.kind == "play_hands_revealed")),)
    if line.kind == "begin_on_battlefield":     # an opening-hand action (CR 103.6a)
        return (R.StaticAbility(R.BeginOnBattlefield()),)
    if line.kind == "loyalty_any_time":
        return (R.StaticAbility(R.LoyaltyAbilitiesAnyTime(line.subject)),)
    if line.kind == "hand_size":
        return (R.StaticAbility(R.MaximumHandSize(line.hand_of, line.hand_size_change, line.no_maximum,
                                                  line.amount), line.condition),)
    if line.kind == "optional_untap":
        return (R.StaticAbility(R.OptionalUntap(SelfRef())),)
    if line.kind == "as_though_unblocked":     # CR 510.1c
        return (R.StaticAbility(R.AssignsAsThoughUnblocked(SelfRef())),)
    if line.kind == "untap_during_others":
        objects = SelfRef() if isinstance(line.subject, A.SelfPhrase) else line.subject
        return (R.StaticAbility(R.UntapDuringOthersUntap(objects), line.condition),)
    if line.kind == "cast_only":
        return (R.StaticAbility(R.CastOnlyWhen(line.condition)),)
    if line.kind == "redirect_static":
        if not isinstance(line.subject, A.YouPhrase):     # "dealt to enchanted creature ... its controller"
            return (R.StaticAbility(R.RedirectDamage(None, protected=line.subject, to_controller=True)),)
        new = SelfRef() if line.per is None else line.per
        return (R.StaticAbility(R.RedirectDamage(new, to_you=True)),)
    if line.kind == "untap_limit":             # CR 502.3
        return (R.StaticAbility(UntapLimit(line.subject, line.amount.value, line.players), line.condition),)
    if line.kind == "one_spell_each_turn":
        return (R.StaticAbility(R.OneSpellEachTurn(line.players)),)
    if line.kind == "play_from_elsewhere":         # CR 601.3, 113.6f; 607.2a
        if isinstance(line.subject, A.SelfPhrase):
            return (R.StaticAbility(R.PlayFromElsewhere(zones=line.from_zones), line.condition),)
        if line.subject.zone is Zone.GRAVEYARD:      # "during each of your turns, you may cast ..."
            return (R.StaticAbility(R.PlayFromElsewhere(graveyard=line.subject)),)
        return (R.StaticAbility(R.PlayFromElsewhere(exiled=line.subject, lands=line.play)),)
    if line.kind == "spells_as_though_flash":
        return (R.StaticAbility(R.SpellsAsThoughFlash(line.subject, line.any_player)),)
    if line.kind == "as_though_flash":
        return (R.StaticAbility(R.CastAsThoughFlash(line.cost, line.sacrifice_late)),)
    if line.kind == "alt_cost":
        return (R.StaticAbility(R.AlternativeCost(line.costs, line.condition)),)
    if line.kind == "prevent_some":
        to = line.subject
        at_most = line.amount.value if line.at_most else None
        amount = None if at_most is not None else line.amount.value
        if isinstance(to, A.YouPhrase):
            return (R.StaticAbility(R.PreventSomeDamage(amount, None, True, line.per, at_most)),)
        to = SelfRef() if isinstance(to, A.SelfPhrase) else to
        return (R.StaticAbility(R.PreventSomeDamage(amount, to, False, line.per, at_most)),)
    if line.kind == "others_enter_tapped":
        return (R.StaticAbility(R.OthersEnterTapped(line.subject)),)
    if line.kind == "cant_lose_the_game":
        return (R.StaticAbility(R.CantLoseTheGame(), line.condition),)
    if line.kind == "life_floor":
        return (R.StaticAbility(R.LifeFloor(line.amount.value), line.condition),)
    if line.kind == "prevent":
        return (R.StaticAbility(_prevention(line)),)
    if line.kind == "cant_be_prevented":
        return (R.StaticAbility(R.DamageCantBePrevented(line.combat_only)),)
    if line.kind == "paired":
        # soulbond: the predicates apply to the source and its partner while paired (CR 702.95)
        line = dataclasses.replace(line, kind="predicates")
    if line.kind == "no_activations":       # CR 602.5
        return (R.StaticAbility(R.Restriction(line.subject, R.RestrictedAction.ACTIVATE), line.condition),)
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
    check_static_attached(subject, [getattr(p, "for_each", None) for p in line.predicates
                                    if isinstance(getattr(p, "for_each", None), ObjectFilter)])
    line = replaced(line, predicates=split_protection_predicates(line.predicates))
    effects = [static_effect(subject, p) for p in line.predicates if not _legendary_by_designation(subject, p)]
    if isinstance(subject, SelfRef) and line.condition is None \
            and any(isinstance(e, R.SetColors) and not e.chosen for e in effects):
        # "~ is colorless": a characteristic-defining ability, which works in every zone (CR
        # 604.3); the engine's colour statics work on the battlefield
        raise UnsupportedPhrase("a characteristic-defining colour ability")
    if line.kept_auras is not None:
        effects = _keeping_auras(effects, line.kept_auras)
    return tuple(R.StaticAbility(e, line.condition) for e in effects)


def _keeping_auras(effects: list, kept: R.KeptAuras) -> list:
    """"This effect doesn't remove ~ / Auras." (CR 702.16n): each protection the sentence before
    grants keeps those Auras attached; said of a line granting no protection, it is not read."""
    protections = [e for e in effects if isinstance(e, R.AbilityGrant) and isinstance(e.ability, R.KeywordAbility)
                   and e.ability.name == "protection"]
    if not protections:
        raise UnsupportedPhrase("'this effect doesn't remove' without a protection granted")
    return [dataclasses.replace(e, ability=R.ProtectionKeepingAuras(**{f.name: getattr(e.ability, f.name)
                                for f in dataclasses.fields(R.KeywordAbility)}, kept=kept))
            if e in protections else e for e in effects]


def _legendary_by_designation(subject, predicate) -> bool:
    """"Your Ring-bearer is legendary" (CR 701.54c): the engine makes every Ring-bearer legendary
    while it has the designation (GameObject.supertypes), so the predicate needs no static of its
    own; of any other subject it is not read yet."""
    if not isinstance(predicate, A.LegendaryPredicate):
        return False
    if isinstance(subject, ObjectFilter) and subject.ring_bearer:
        return True
    raise UnsupportedPhrase("'is legendary' of anything but your Ring-bearer")


def static_effect(subject, predicate) -> R.StaticEffect:
    match predicate:
        case A.PumpPredicate(x_is=x) if x is not None:
            return R.Anthem(subject, predicate.power, predicate.toughness, static_amount_value(x))
        case A.PumpPredicate(for_each=None):
            return R.Anthem(subject, predicate.power, predicate.toughness)
        case A.PumpPredicate():
            return R.Anthem(subject, predicate.power, predicate.toughness, per_each(predicate.for_each))
        case A.KeywordPredicate(keyword=k, lose=True) if (k.number is not None or k.cost is not None
                                                          or k.costs or k.qualities or k.filter):
            raise UnsupportedPhrase("losing a keyword with a parameter")
        case A.KeywordPredicate(lose=True):
            return R.KeywordGrant(subject, plain_keyword(predicate.keyword), lose=True,
                                  cant_have=predicate.cant_have)
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
        case A.TargetingPredicate():
            # the quality of the spell, matched wherever it is (CR 115.4)
            spells = None if predicate.spells is None \
                else dataclasses.replace(predicate.spells, spell=False, zone=ObjectFilter().zone)
            return R.CantBeTargetedBy(subject, spells, predicate.sources)
        case A.BlockingPredicate(kind="block_only"):
            return R.CanBlockOnly(subject, predicate.filter)
        case A.BlockableDespitePredicate():
            return R.BlockableDespite(subject, predicate.keyword)
        case A.AttackDespiteDefenderPredicate():
            return R.CanAttackDespiteDefender(subject)
        case A.DamageByToughnessPredicate():
            return R.AssignsDamageByToughness(subject)
        case A.BlockingPredicate(kind="additional"):
            return R.AdditionalBlocks(subject, predicate.number)
        case A.BlockingPredicate(kind="unblockable_by"):
            return R.CantBeBlockedBy(subject, predicate.filter)
        case A.BlockingPredicate(kind="unblockable_by_greater_power"):
            return R.CantBeBlockedBy(subject, predicate.filter, greater_power=True)
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
            if predicate.ability.card_as_holder and not isinstance(subject, SelfRef):
                raise UnsupportedPhrase("the card's name in an ability it grants to another object, "
                                        "where it can't be told from that object (CR 201.5a)")
            granted = lower_line(inner, False)
            if len(granted) != 1:
                raise UnsupportedPhrase("a quoted ability that is several abilities")
            return R.AbilityGrant(subject, granted[0])
        case A.ColorsPredicate():
            if isinstance(subject, ObjectFilter) and (subject.colors or subject.excluded_colors or subject.colorless
                                                      or subject.multicolored):
                # which objects it applies to would depend on the colours it sets (CR 613.8)
                raise UnsupportedPhrase("colours set for objects chosen by their colours")
            return R.SetColors(subject, tuple(predicate.colors), chosen=predicate.chosen)
        case A.SubtypePredicate():
            if isinstance(subject, ObjectFilter) and (subject.subtypes or subject.excluded_subtypes):
                # which objects it applies to would depend on the subtypes it adds (CR 613.8)
                raise UnsupportedPhrase("a subtype added to objects chosen by their subtypes")
            if predicate.chosen:
                return R.AddSubtypes(subject, (), chosen=True)
            return R.AddSubtypes(subject, (predicate.subtype,))
        case A.LandTypePredicate() if predicate.subtype in BASIC_LAND_TYPES or predicate.chosen:
            if isinstance(subject, ObjectFilter) and (subject.subtypes or subject.excluded_subtypes):
                raise UnsupportedPhrase("a land type set for objects chosen by their subtypes")   # CR 613.8
            return R.SetLandType(subject, predicate.subtype, chosen=predicate.chosen)
        case A.CardTypesPredicate():
            types = tuple(CardType(t) for t in predicate.types)
            if not isinstance(subject, SelfRef) and _asks_about_types(subject, types):
                # which objects it applies to would depend on the types it adds (CR 613.8a)
                raise UnsupportedPhrase("card types added to objects chosen by those types")
            return R.AddCardTypes(types, subject)
    if isinstance(predicate, TARGET_PREDICATES):
        return static_target_effect(subject, predicate)
    raise UnsupportedPhrase(type(predicate).__name__)


def _prevention(line: A.StaticLine) -> R.PreventDamage:
    """"Prevent all [combat] damage that would be dealt to/by ..." as a static ability (CR 615.1a)."""
    obj = SelfRef() if isinstance(line.subject, A.SelfPhrase) else line.subject
    combat, per = line.combat_only, line.per
    if isinstance(per, ObjectFilter) and per.blocking_it:
        # "... dealt to ~ by creatures it's blocking": "it" is the protected source (CR 509.1h)
        if not isinstance(obj, SelfRef):
            raise UnsupportedPhrase("'creatures it's blocking' where 'it' is not the source")
        per = dataclasses.replace(per, blocking_it=False)
    match line.side:
        case A.DamageSide.TO if isinstance(line.subject, A.YouPhrase):
            return R.PreventDamage(None, sources=per, combat_only=combat, to_you=True)
        case A.DamageSide.TO:
            return R.PreventDamage(obj, sources=per, combat_only=combat)
        case A.DamageSide.BY:
            return R.PreventDamage(None, obj, combat_only=combat)
        case A.DamageSide.TO_AND_BY:
            return R.PreventDamage(obj, obj, combat_only=combat)
    raise UnsupportedPhrase(f"prevention {line.side}")


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
            return [R.StaticAbility(R.AbilityGrant(each.filter, lower_keyword(k)) if has_parameter(k)
                                    else R.KeywordGrant(each.filter, plain_keyword(k)))
                    for k in clause.keywords]
        case A.RestrictClause(objects=(A.EachPhrase(players=None) as each,), action="attack each combat"):
            # "All creatures attack each combat if able." (CR 508.1d)
            return [R.StaticAbility(R.Restriction(each.filter, R.RestrictedAction.ATTACK_EACH_COMBAT))]
        case T.AreColorsClause(objects=(A.EachPhrase(players=None) as each,)):
            # "All creatures are black." (CR 105.3, 613.1e)
            return [R.StaticAbility(static_effect(each.filter, A.ColorsPredicate(clause.colors, True, clause.chosen)))]
        case A.LureClause(objects=(A.SelfPhrase(),), this_turn=False):
            return [R.StaticAbility(R.LureRequirement(SelfRef(), clause.blockers))]
        case A.MustBeBlockedClause(objects=(A.SelfPhrase(),), this_turn=False):
            return [R.StaticAbility(R.MustBeBlocked(SelfRef()))]
        case A.LureClause(objects=(A.EachPhrase(players=None) as each,), this_turn=False) \
                if each.filter.attached_to_source:
            return [R.StaticAbility(R.LureRequirement(each.filter, clause.blockers))]
    raise UnsupportedPhrase("an effect sentence on a permanent (static abilities of this shape)")


def check_static_attached(subject, filters) -> None:
    """In a static ability "attached to it" means the subject; only "~" is representable."""
    for f in filters:
        if f is not None and f.attached_to_self and f.attached_host is not AttachedHost.SOURCE \
                and not (f.attached_host is AttachedHost.IT and isinstance(subject, SelfRef)):
            raise UnsupportedPhrase(f"attached to {f.attached_host.value} in a static ability")


def _asks_about_types(subject, types: tuple) -> bool:
    """Whether a filter's answer could change once the objects have `types` too: it names them,
    or asks what only a creature has (power, toughness, keywords, combat)."""
    if not isinstance(subject, ObjectFilter):
        return True
    return bool(set(types) & set(subject.types + subject.excluded_types)) or bool(
        subject.tests or subject.keywords or subject.excluded_keywords or subject.combat or subject.alternatives)


def static_target_effect(subject, predicate):
    """Static predicates of nodes.targets."""
    if isinstance(predicate, T.BasePTPredicate):
        return R.BasePT(subject, predicate.power, predicate.toughness)
    if isinstance(predicate, T.BasePTManaValuePredicate):
        return R.BasePTManaValue(subject)
    if isinstance(predicate, T.AdditionalPumpPredicate):
        return R.Anthem(subject, predicate.power, predicate.toughness)
    if isinstance(predicate, T.CantBlockPredicate):
        return R.CanBlockOnly(subject, _complement(predicate.attackers))
    raise UnsupportedPhrase(type(predicate).__name__)


def _complement(f):
    """"can't block creatures with power 2 or greater" is "can block only creatures with power 1
    or less": the complement of one power/toughness test among creatures."""
    if len(f.tests) != 1 or dataclasses.replace(f, tests=()) != ObjectFilter(types=(CardType.CREATURE,)):
        raise UnsupportedPhrase("'can't block' creatures of this kind")
    (t,) = f.tests
    flipped = {Compare.GE: NumberTest(t.characteristic, Compare.LE, t.value - 1),
               Compare.LE: NumberTest(t.characteristic, Compare.GE, t.value + 1)}.get(t.compare)
    if flipped is None:
        raise UnsupportedPhrase("'can't block' with this comparison")
    return dataclasses.replace(f, tests=(flipped,))


def _attack_tax(line: A.StaticLine) -> R.AttackTax:
    """"... unless their controller pays {X} for each ..., where X is the number of enchantments
    you control": X is counted as the cost is paid, from the source's controller's view
    (CR 107.3, 508.1g); only counts a static can evaluate (query.static_amount)."""
    if line.cost.has_x != (line.amount is not None):
        raise UnsupportedPhrase("an attack cost with {X} and no definition of X")
    x = line.amount
    if x is not None and not (isinstance(x, CountOf) and isinstance(x.ref, EachRef)) \
            and type(x).__name__ != "BasicLandTypes":
        raise UnsupportedPhrase("an attack cost whose X a static can't count")
    return R.AttackTax(line.subject, line.cost, line.or_planeswalker, x)
