"""AST nodes for clauses that grant quoted abilities or blocking rules (grammar/grants.lark):
"gains '<ability>'", lures, chosen values and "must be blocked"."""
from __future__ import annotations

from dataclasses import dataclass

from ....runtime.filters import ObjectFilter

from .phrases import ObjectPhrase
from .keywords import Keyword


@dataclass(frozen=True)
class GainQuotedClause:
    """'target creature gains "{T}: Tap target creature." until end of turn' (CR 613.1f,
    611.2): the objects get a quoted ability (recursively parsed, like GrantPredicate)."""

    objects: tuple[ObjectPhrase, ...]
    ability: object                           # nodes.lines.AbilityLine
    until_end_of_turn: bool = False
    keywords: tuple["Keyword", ...] = ()      # 'gains trample and "{G}: ..."': keywords first


@dataclass(frozen=True)
class EmblemClause:
    """'You get an emblem with "<ability>"' (CR 114.2): the player gets an emblem, an object
    in the command zone with only that ability (CR 114.3-4)."""

    players: tuple[ObjectPhrase, ...]
    ability: object                           # nodes.lines.AbilityLine


@dataclass(frozen=True)
class ColorsPredicate:
    """"is black", "are colorless": a static predicate setting the subject's colours (none:
    colorless, CR 105.2c) in layer 5 (CR 105.3, 613.1e)."""

    colors: tuple
    plural: bool = False                      # written "are ..."
    chosen: bool = False                      # "is the chosen color": chosen as its source entered (CR 607.2d)


@dataclass(frozen=True)
class SubtypePredicate:
    """"is a Ninja in addition to its other types" (CR 205.1b): a static predicate adding a
    subtype to the subject (layer 4, CR 613.1d)."""

    subtype: str                              # as the type line prints it: "Ninja"; "" when chosen
    land_types: bool = False                  # "in addition to its other land types" (CR 305.7)
    chosen: bool = False                      # "is the chosen type": the one chosen as it entered (CR 607.2d)
    plural: bool = False                      # written "are ... in addition to their other types"


@dataclass(frozen=True)
class LandTypePredicate:
    """"Nonbasic lands are Mountains" (CR 305.7): the subject's land types become this basic
    land type; it loses the abilities of its rules text and has the type's mana ability
    (layer 4, CR 613.1d)."""

    subtype: str                              # as the type line prints it: "Mountain"; "" when chosen
    chosen: bool = False                      # "is the chosen type": the basic land type chosen as it entered


@dataclass(frozen=True)
class CardTypesPredicate:
    """"is an artifact creature in addition to its other types" (living metal, CR 702.161a; CR
    205.1b): a static predicate adding card types to the subject (layer 4, CR 613.1d). `also`:
    written "is also a creature"."""

    types: tuple[str, ...]                    # as printed, lower case: ("artifact", "creature")
    also: bool = False


@dataclass(frozen=True)
class LureClause:
    """"All creatures able to block ~ [this turn] do so." (CR 509.1c): on a permanent without
    "this turn" a static requirement; "this turn" as an effect, until end of turn."""

    blockers: ObjectFilter
    objects: tuple[ObjectPhrase, ...]
    this_turn: bool = False


@dataclass(frozen=True)
class ChooseValueClause:
    """"Choose a creature type." as the ability resolves; kind: "creature" | "basic land" | "land"."""

    kind: str


@dataclass(frozen=True)
class MustBeBlockedClause:
    """"~ must be blocked [this turn] if able." (CR 509.1c): a blocking requirement on the
    attacking creature; on a permanent without "this turn" a static requirement, "this turn"
    as an effect, until end of turn."""

    objects: tuple[ObjectPhrase, ...]
    this_turn: bool = False
    continued: bool = False     # "... until end of turn and must be blocked this turn if able"


@dataclass(frozen=True)
class BlocksIfAbleClause:
    """"Target creature blocks this turn if able." (CR 509.1c): a blocking requirement on the
    creature, as an effect until end of turn."""

    objects: tuple[ObjectPhrase, ...]
    attackers: tuple[ObjectPhrase, ...] = ()     # "blocks ~ this turn if able": that one attacker
    this_combat: bool = False                    # "blocks it this combat if able" (CR 511.3)


GRANT_CLAUSES = (GainQuotedClause, LureClause, ChooseValueClause, EmblemClause)
