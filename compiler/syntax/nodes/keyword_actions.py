"""AST nodes for the keyword actions of grammar/keyword_actions.lark (CR 701): monstrosity,
detain, goad, support, fateseal, manifest, vote, adapt, connive, amass."""
from __future__ import annotations

from dataclasses import dataclass

from ....runtime.filters import XValue
from .phrases import ObjectPhrase


@dataclass(frozen=True)
class MonstrosityClause:
    """"Monstrosity N" (CR 701.37a); "Monstrosity X" (CR 701.37c): `amount` XValue, the X
    paid for the ability."""

    amount: int | XValue


@dataclass(frozen=True)
class DetainClause:
    """"detain <objects>" (CR 701.35a)."""

    objects: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class GoadClause:
    """"goad <objects>" (CR 701.15a)."""

    objects: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class SupportClause:
    """"Support N" (CR 701.41a): on a permanent, "Put a +1/+1 counter on each of up to N other
    target creatures"; on an instant or sorcery, "... up to N target creatures"."""

    amount: int


@dataclass(frozen=True)
class FatesealClause:
    """"fateseal N" (CR 701.29a)."""

    amount: int


@dataclass(frozen=True)
class ManifestClause:
    """"manifest the top [N] card(s) of your library" (CR 701.40a)."""

    amount: object          # an Amount: Fixed(N) or X


@dataclass(frozen=True)
class VoteClause:
    """"starting with you, each player votes for <a> or <b>" (CR 701.38a)."""

    choices: tuple[str, ...]


@dataclass(frozen=True)
class AdaptClause:
    """"Adapt N" (CR 701.46a)."""

    amount: int


@dataclass(frozen=True)
class ConniveClause:
    """"<objects> connives" (CR 701.50a)."""

    objects: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class AmassClause:
    """"amass <subtype>s N" (CR 701.47a); older "amass N" is Zombies (CR 701.47d)."""

    subtype: str
    amount: int
    named: bool = True          # the subtype was printed (the older wording prints none)


@dataclass(frozen=True)
class TimeTravelClause:
    """"Time travel" (CR 701.56a): "For each permanent you control with a time counter on it and
    each suspended card you own with a time counter on it, you may add or remove a time counter.\""""


@dataclass(frozen=True)
class MultiplyPowerClause:
    """"Double/Triple <objects>'s power [and toughness] until end of turn" (CR 701.10b, 701.11b):
    `times` 2 or 3."""

    objects: tuple[ObjectPhrase, ...]
    times: int
    toughness: bool


@dataclass(frozen=True)
class TheRingTemptsYouClause:
    """"The Ring tempts you" (CR 701.54a-c): the emblem named The Ring gains its next ability and
    you choose a creature you control as your Ring-bearer."""


@dataclass(frozen=True)
class VillainousChoiceClause:
    """"<players> faces a villainous choice — <first>, or <second>." (CR 701.55a): each option is
    the clauses of an effect sentence, "that player" in them the player facing the choice."""

    players: tuple[ObjectPhrase, ...]
    first: tuple
    second: tuple


@dataclass(frozen=True)
class HarnessClause:
    """"Harness ~" (CR 701.64a): "If this permanent isn't harnessed, it becomes harnessed.\""""


@dataclass(frozen=True)
class InfinityLine:
    """"∞ — <ability>" (CR 702.186a-b, current rules): "As long as this permanent is harnessed, it
    has <ability>.\""""

    line: object                           # the ability line after the dash (nodes.Line)


@dataclass(frozen=True)
class UnlockDoorClause:
    """"unlock a locked door of <objects>" (CR 709.5f, current rules); with `or_lock`, "lock or
    unlock a door of <objects>": the player chooses which as it resolves (CR 709.5f-g)."""

    objects: tuple[ObjectPhrase, ...]
    or_lock: bool = False


KEYWORD_ACTION_CLAUSES = (MonstrosityClause, DetainClause, GoadClause, SupportClause, FatesealClause,
                          ManifestClause, VoteClause, AdaptClause, ConniveClause, AmassClause, TimeTravelClause,
                          MultiplyPowerClause, TheRingTemptsYouClause, HarnessClause, UnlockDoorClause,
                          VillainousChoiceClause)
