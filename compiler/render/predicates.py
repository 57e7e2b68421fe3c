"""Static predicates in words: "gets +1/+1", "has flying", "can't block", "can block only
creatures with flying", "has base power and toughness 1/1", joined for one subject."""
from __future__ import annotations

from ...runtime.filters import Fixed
from ..syntax import nodes as A
from ..syntax.nodes import targets as T

from .words import article, count_words, plural, signed_pt, Unrenderable
from .registry import quoted_body
from .filters import blockers_phrase, noun_phrase
from .keywords import keyword
from .amounts import amount_definition, pump_each

TARGET_PREDICATES = (T.BasePTPredicate, T.AdditionalPumpPredicate, T.CantBlockPredicate, T.BasePTManaValuePredicate)


def predicates(preds, many: bool) -> str:
    """The predicates of one subject, as a list: a bare keyword or quoted ability continues the
    "has" before it ("has flying, first strike, and trample"). The commas and "and"s are list
    punctuation, derived from the count (the AST keeps none: they carry no rules meaning)."""
    groups: list[list[str]] = []
    for p in preds:
        word = _predicate(p, many)
        if getattr(p, "bare", False) and groups:
            groups[-1].append(word)
        else:
            groups.append([word])
    parts = [listed(g) for g in groups]
    if len(parts) > 1 and preds[-1] == A.RestrictionPredicate("activate") and parts[-2].startswith("can't"):
        # a second clause with its own subject: Oracle writes "can't block, and its activated
        # abilities can't be activated" (but "doesn't untap ... and its activated abilities")
        return listed(parts[:-1]) + ", and " + parts[-1]
    return listed(parts)


def listed(words: list[str]) -> str:
    """"a", "a and b", "a, b, and c"."""
    if len(words) <= 2:
        return " and ".join(words)
    return ", ".join(words[:-1]) + ", and " + words[-1]


def _predicate(p, many: bool) -> str:
    match p:
        case A.PumpPredicate(x_is=x) if x is not None:
            return ("get " if many else "gets ") + signed_pt(p.power, p.toughness, by_x=True) + \
                ", where x is " + amount_definition(x)
        case A.PumpPredicate():
            text = ("get " if many else "gets ") + signed_pt(p.power, p.toughness)
            return text + (" " + pump_each(p.for_each) if p.for_each else "")
        case A.KeywordPredicate(lose=True, cant_have=True):
            return (("lose " if many else "loses ") + keyword(p.keyword)
                    + (" and can't have or gain " if many else " and can't have or gain ") + keyword(p.keyword))
        case A.KeywordPredicate(lose=True):
            return ("lose " if many else "loses ") + keyword(p.keyword)
        case A.KeywordPredicate(bare=True):
            return keyword(p.keyword)
        case A.KeywordPredicate():
            return ("have " if many else "has ") + keyword(p.keyword)
        case A.RestrictionPredicate(action="untap", its_controller=True) if many:
            return "don't untap during their controllers' untap steps"
        case A.RestrictionPredicate(action="untap", its_controller=True):
            return "doesn't untap during its controller's untap step"
        case A.RestrictionPredicate(action="untap"):
            return "doesn't untap during your untap step"
        case A.RestrictionPredicate(action="attack each combat"):
            return ("attack" if many else "attacks") + " each combat if able"
        case A.RestrictionPredicate(action="activate"):
            return "its activated abilities can't be activated"
        case A.RestrictionPredicate():
            return f"can't {p.action}"
        case A.BlockingPredicate():
            return _blocking(p)
        case A.TargetingPredicate(spells=None):
            return "can't be the target of abilities your opponents control"
        case A.TargetingPredicate():              # "white spells or abilities from white sources"
            text = f"can't be the {'targets' if p.targets else 'target'} of {noun_phrase(p.spells, True)}"
            if p.sources is None:
                return text
            return text + f" or abilities from {' '.join(noun_phrase(p.sources, True).split()[:-1])} sources"
        case A.LegendaryPredicate():
            return "are legendary" if many else "is legendary"
        case A.BlockableDespitePredicate():
            return f"can be blocked as though {'they' if many else 'it'} didn't have {p.keyword}"
        case A.AttackDespiteDefenderPredicate():
            return f"can attack as though {'they' if many else 'it'} didn't have defender"
        case A.DamageByToughnessPredicate():
            return ("assign" if many else "assigns") + \
                " combat damage equal to its toughness rather than its power"
        case A.ColorsPredicate(chosen=True):
            return ("are" if p.plural else "is") + " the chosen color"
        case A.ColorsPredicate():
            return ("are " if p.plural else "is ") + (" and ".join(c.name.lower() for c in p.colors) or "colorless")
        case A.SubtypePredicate(chosen=True, plural=True):
            return "are the chosen type in addition to their other types"
        case A.SubtypePredicate(chosen=True):
            return "is the chosen type in addition to its other types"
        case A.SubtypePredicate(land_types=True):
            return f"is {article(p.subtype.lower())} in addition to its other land types"
        case A.SubtypePredicate():
            return f"is {article(p.subtype.lower())} in addition to its other types"
        case A.LandTypePredicate(chosen=True):
            return "are the chosen type" if many else "is the chosen type"
        case A.LandTypePredicate():
            return f"are {plural(p.subtype.lower())}"
        case A.CardTypesPredicate(also=True):
            return f"is also {article(' '.join(p.types))}"
        case A.CardTypesPredicate():
            return f"is {article(' '.join(p.types))} in addition to its other types"
        case A.GrantPredicate(bare=True):
            return '"' + quoted_body(p.ability) + '"'
        case A.GrantPredicate():
            return ("have " if many else "has ") + '"' + quoted_body(p.ability) + '"'
        case _ if isinstance(p, TARGET_PREDICATES):
            return target_predicate(p, many)
        case _:
            raise Unrenderable(type(p).__name__)


def _blocking(p: A.BlockingPredicate) -> str:
    match p.kind:
        case "block_only":
            return "can block only " + noun_phrase(p.filter, True)
        case "additional" if p.number is None:
            return "can block any number of creatures"
        case "additional" if p.number == 1:
            return "can block an additional creature each combat"
        case "additional":
            return f"can block an additional {count_words(Fixed(p.number))} creatures each combat"
        case "unblockable_by":
            return "can't be blocked by " + noun_phrase(p.filter, True)
        case "unblockable_by_greater_power":
            return "can't be blocked by creatures with greater power"
        case "unblockable_except":
            return "can't be blocked except by " + blockers_phrase(p.filter)
        case "min_blockers":
            return f"can't be blocked except by {count_words(Fixed(p.number))} or more creatures"
        case "max_blockers":
            return "can't be blocked by more than one creature"
    raise Unrenderable(p.kind)


def target_predicate(p, many: bool) -> str:
    """Static predicates of nodes.targets."""
    if isinstance(p, T.BasePTPredicate):
        return ("have" if many else "has") + f" base power and toughness {p.power}/{p.toughness}"
    if isinstance(p, T.BasePTManaValuePredicate):
        return ("have" if many else "has") + " base power and base toughness each equal to its mana value"
    if isinstance(p, T.AdditionalPumpPredicate):
        return f"gets an additional {signed_pt(p.power, p.toughness)}"
    if isinstance(p, T.CantBlockPredicate):
        return "can't block " + noun_phrase(p.attackers, True)
    raise Unrenderable(type(p).__name__)
