"""Dispatch by node class: CLAUSES and LINES map each clause / line class of the AST to the
function that lowers it. lower.py fills them with the family modules' functions; the families
lower nested clauses and quoted abilities through lower_clause / lower_line here."""
from __future__ import annotations

from ...runtime import abilities as R
from ...runtime import effects as E
from ...runtime.filters import ObjectFilter

from ..dataclass_fields import any_part, parts_by_class, parts_of
from ..syntax import nodes as A
from ..syntax.transform import UnsupportedPhrase
from .amounts import AMOUNT_EVENTS, attackers_for_that_many, has_event_amount
from .checks import check_resolved
from .scope import Scope

# clause class -> function(clause, scope, pre) returning its step (or None)
CLAUSES: dict = {}
# line class -> function(line, is_spell) returning its abilities
LINES: dict = {}


def register(table: dict, classes, lower) -> None:
    """Map each node class to `lower`; a class has one function only."""
    for cls in classes:
        if cls in table:
            raise ValueError(f"{cls.__name__} is lowered twice")
        table[cls] = lower


def lower_clause(clause, scope: Scope) -> list:
    """The steps one clause lowers to: what it needs chosen first, then its own step."""
    pre: list = []
    step = clause_step(clause, scope, pre)
    if scope.event_kind == "you_attack" and isinstance(scope.event_subject, ObjectFilter):
        step = attackers_for_that_many(step, scope.event_subject)
    if scope.event_kind not in AMOUNT_EVENTS and has_event_amount(step):
        raise UnsupportedPhrase("'that much' / 'that many' without a damage or life-gain trigger event")
    pre = type_choice_first(clause) + pre
    return pre + ([step] if step is not None else [])


def clause_step(c, scope: Scope, pre: list):
    """The step of one clause, by the function CLAUSES holds for its class; a step it needs
    first (a Choose) is appended to `pre`."""
    lower = CLAUSES.get(type(c))
    if lower is None:
        raise UnsupportedPhrase(f"{type(c).__name__}")
    return lower(c, scope, pre)


def lower_line(line: A.Line, is_spell: bool) -> tuple[R.Ability, ...]:
    """The abilities of one line, by the function LINES holds for its class; no filter may keep
    an unresolved pronoun (check_resolved)."""
    return lowered_line(line, is_spell)[0]


def lowered_line(line: A.Line, is_spell: bool) -> tuple[tuple[R.Ability, ...], dict[type, list]]:
    """lower_line's abilities and the classes of their parts (parts_by_class), walked once for the
    checks here and what the line's meaning answers about them."""
    lower = LINES.get(type(line))
    if lower is None:
        raise UnsupportedPhrase(type(line).__name__)
    abilities = lower(line, is_spell)
    held = parts_by_class(abilities)
    return check_resolved(abilities, held), held


def token_abilities(granted: A.AbilityLine, several: bool = False) -> tuple[R.Ability, ...]:
    """A quoted ability tokens are created with (CR 111.4); "~" in it means the token.
    `several`: where the quoted line may lower to several runtime abilities (an emblem's
    "Creatures you control get +2/+2 and have trample": one static ability, CR 114.2, whose
    effects the model holds as one static each; nothing can take one of them away)."""
    inner = granted.line
    if isinstance(inner, (A.ModalHead, A.ModeLine)):
        raise UnsupportedPhrase("a modal quoted ability")
    abilities = lower_line(inner, False)
    # one static ability may be several continuous effects ("Enchanted creature gets +1/+1 and
    # has trample", CR 611.3); any other line must be one ability
    if len(abilities) != 1 and not several and not (isinstance(inner, A.StaticLine)
                                                    and all(isinstance(a, R.StaticAbility) for a in abilities)):
        raise UnsupportedPhrase("a quoted ability that is several abilities")
    return abilities


def _your_choice_filters(clause) -> list:
    """(filter, whether inside a target phrase) for each filter chosen "of your choice" as the
    effect happens: "of the creature type of your choice", "in the sector of your choice". The
    walk keeps its own stack and does not look inside a filter. Most clauses have no such filter:
    any_part's walk (no pairs made, no verdict called but for a filter) says so first, and finds
    the filters it would find (the same parts, not looking inside a filter)."""
    if not any_part(clause, _chosen_as_it_happens, ObjectFilter):
        return []
    found = []
    stack = [(clause, False)]
    push, pop = stack.append, stack.pop
    while stack:
        node, in_target = pop()
        if isinstance(node, ObjectFilter):
            if node.subtype_chosen_on_resolution or node.in_chosen_sector:
                found.append((node, in_target))
            continue
        inner = in_target or isinstance(node, A.TargetPhrase)
        for part in parts_of(node):
            push((part, inner))
    return found


def _chosen_as_it_happens(filt: ObjectFilter) -> bool:
    """any_part's verdict on a filter for _your_choice_filters: found, or nothing inside counts."""
    return bool(filt.subtype_chosen_on_resolution or filt.in_chosen_sector)


def type_choice_first(clause) -> list:
    """"Destroy all creatures of the creature type of your choice", "... in the sector of your
    choice": the type or sector is chosen as the effect happens, before the creatures are found
    (CR 608.2d-like choice kept on the source, as "Choose a creature type." does; CR 702.158d);
    a target must be chosen before that (CR 601.2c), so a target of a type or sector chosen as
    the effect happens isn't supported."""
    found = _your_choice_filters(clause)
    if not found:
        return []
    if any(in_target for _, in_target in found):
        raise UnsupportedPhrase("a target of the creature type or sector of your choice")
    kinds = [kind for kind, wanted in (("creature_type", any(f.subtype_chosen_on_resolution for f, _ in found)),
                                       ("sector", any(f.in_chosen_sector for f, _ in found))) if wanted]
    return [E.ChooseValue(kind) for kind in kinds]
