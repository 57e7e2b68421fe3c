"""AST nodes for one-shot prevention and redirection shields (grammar/shields.lark, CR 614.9, 615.7)
and the other "next time" replacements: an extra turn, exiling until it leaves, a replaced draw."""
from __future__ import annotations

from dataclasses import dataclass

from ....runtime.filters import Amount, ObjectFilter

from .phrases import ObjectPhrase


@dataclass(frozen=True)
class PreventNextTimeClause:
    """"The next time a <quality> source of your choice would deal damage to <recipients> this
    turn, prevent that damage" (CR 615.7). `source`: the qualities the chosen source must have
    (colours, one card type; an empty filter for any source). No recipients ("would deal damage
    this turn"): the next damage it would deal to anything."""

    source: ObjectFilter
    recipients: tuple[ObjectPhrase, ...]
    new_recipients: tuple[ObjectPhrase, ...] = ()   # "that damage is dealt to <new> instead"


@dataclass(frozen=True)
class PreventNextTimeOfClause:
    """"The next time target creature would deal damage this turn, prevent that damage" / "The
    next time ~ would deal damage to you this turn, ..." (CR 615.7): a shield on one named
    object's next damage; no recipients: to anything."""

    source: tuple[ObjectPhrase, ...]
    recipients: tuple[ObjectPhrase, ...] = ()


@dataclass(frozen=True)
class RedirectAllClause:
    """"All damage that would be dealt to target creature this turn is dealt to you instead" /
    "... this turn to <X> by a source of your choice is dealt to <Y> instead" / "... to you this
    turn by target attacking creature is dealt to ~ instead" (CR 614.9): every such damage this
    turn goes to the new recipient. `chosen`: the qualities of a source of your choice; `by`: a
    named source; neither: any source."""

    protected: tuple[ObjectPhrase, ...]
    new_recipients: tuple[ObjectPhrase, ...]
    chosen: ObjectFilter | None = None
    by: tuple[ObjectPhrase, ...] = ()
    this_turn_first: bool = False            # "dealt this turn to <X>": the older word order


@dataclass(frozen=True)
class PreventFromChosenClause:
    """"Prevent all damage a source of your choice would deal [to <recipients>] this turn" /
    "Prevent all damage that would be dealt to <recipients> this turn by a source of your choice"
    (CR 615.1a, 609.7a: the source is chosen as it resolves). No recipients: to anything."""

    source: ObjectFilter
    recipients: tuple[ObjectPhrase, ...] = ()
    by_last: bool = False              # the second wording: "... this turn by a source of your choice"


@dataclass(frozen=True)
class RedirectNextClause:
    """"The next N damage that would be dealt to <protected> this turn is dealt to <recipients>
    instead" (CR 614.9)."""

    amount: Amount
    protected: tuple[ObjectPhrase, ...]
    recipients: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class PreventAllToClause:
    """"Prevent all damage that would be dealt to <recipients> this turn [by <sources>]" (CR 615.1a)."""

    recipients: tuple[ObjectPhrase, ...]
    sources: ObjectFilter | None = None
    combat: bool = False                      # "prevent all combat damage ..."
    and_by: bool = False                      # "... dealt to and dealt by <recipients> this turn"
    # False: no "this turn"; the shield lasts as long as its sentence says ("Until your next turn, ...")
    this_turn: bool = True


@dataclass(frozen=True)
class PreventNextCombatClause:
    """"Prevent the next N combat damage that would be dealt to <recipients> this turn" (CR 615)."""

    amount: Amount
    recipients: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class ExileUntilLeavesClause:
    """"Exile <objects> until ~ leaves the battlefield" (CR 610.3)."""

    objects: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class ExtraTurnClause:
    """"Take an extra turn after this one" (CR 500.7); "target player takes an extra turn after
    this one": the player `players` names (none: you)."""

    players: tuple[ObjectPhrase, ...] = ()


@dataclass(frozen=True)
class AdditionalLandPlaysClause:
    """"You may play an additional land this turn" (CR 305.2a)."""

    count: int = 1


@dataclass(frozen=True)
class ReplaceNextDrawClause:
    """"The next time you would draw a card this turn, <clause> instead" (CR 614.11)."""

    clause: object                          # the replacing clause (a Clause)


@dataclass(frozen=True)
class NextSpellUncounterableClause:
    """"The next <spell> you cast this turn can't be countered" (CR 701.6a, 611.2a): the first
    such spell you cast this turn, after this resolves, can't be countered."""

    filter: ObjectFilter                    # the spell ("spell", "instant or sorcery spell")


@dataclass(frozen=True)
class DamageUnpreventableClause:
    """"Damage can't be prevented this turn" (CR 615.12, 514.2): until the turn ends, prevention
    effects prevent no damage; redirections still apply."""


@dataclass(frozen=True)
class ThatDamageUnpreventableClause:
    """"~ deals 4 damage to target creature. The damage can't be prevented." (CR 615.12): the
    damage the sentence before deals, not all damage this turn."""


@dataclass(frozen=True)
class PreventedForEachSentence:
    """"For each 1 damage prevented this way, put a +1/+1 counter on that creature." (CR 615.5):
    the rest of the prevention effect just before it, once per point of damage it prevented."""

    clauses: tuple


@dataclass(frozen=True)
class DamageReplacementLine:
    """"If damage would be dealt to ~, prevent that damage. <sentences>" (CR 615.1a) / "If damage
    would be dealt to you, <clauses> instead." (CR 614.1a): a static ability replacing all damage
    to its object (or its controller) with what the sentences say; "that many" is the damage."""

    to_you: bool
    prevented: bool                    # a prevention effect (CR 615): none if damage can't be prevented
    sentences: tuple
    span: object = None


SHIELD_CLAUSES = (PreventNextTimeClause, PreventFromChosenClause, RedirectNextClause, ReplaceNextDrawClause, PreventAllToClause,
                  ExileUntilLeavesClause, ExtraTurnClause, AdditionalLandPlaysClause, PreventNextCombatClause, NextSpellUncounterableClause,
                  DamageUnpreventableClause, PreventNextTimeOfClause, RedirectAllClause, ThatDamageUnpreventableClause)
