"""AST nodes of the targets/attachments family (transform/targets.py builds them, lowering/targets.py
lowers them, render_targets renders them)."""
from __future__ import annotations

from dataclasses import dataclass

from ....runtime.filters import ObjectFilter, PlayerRef


@dataclass(frozen=True)
class GainProtectionChoiceClause:
    """"<objects> gain(s) protection from the color of your choice until end of turn"
    (CR 702.16a); `chooser` is you ("your choice") or the object's controller ("its
    controller's choice"). The verb agrees with `objects` ("gains" / "gain")."""

    objects: tuple
    chooser: PlayerRef = PlayerRef.YOU
    until_end_of_turn: bool = True


@dataclass(frozen=True)
class GainKeywordChoiceClause:
    """"<objects> gains your choice of double strike or trample until end of turn": the
    ability's controller picks one keyword as it resolves (CR 608.2d)."""

    objects: tuple
    keywords: tuple                   # of nodes.Keyword, the alternatives in printed order


@dataclass(frozen=True)
class UnblockableByThisTurnClause:
    """"~ can't be blocked by creatures with power 2 or less this turn" (CR 509.1b): a
    blocking restriction on the objects for the turn."""

    objects: tuple
    blockers: ObjectFilter
    except_by: bool = False      # "can't be blocked this turn except by <blockers>"


@dataclass(frozen=True)
class CantBlockThisTurnClause:
    """"Target creature can't block ~ this turn" (CR 509.1b): the objects may not block the
    attackers this turn."""

    objects: tuple
    attackers: tuple


@dataclass(frozen=True)
class BlockedOnlyWithinSectorsClause:
    """"Creatures in each sector can be blocked this turn only by creatures in the same sector"
    (space sculptor's sectors, CR 702.158e; a blocking restriction, CR 509.1b): the creatures with
    a sector designation as it resolves, each for the turn. The phrase has no other subject."""


@dataclass(frozen=True)
class AttackDespiteDefenderClause:
    """"This creature can attack this turn as though it didn't have defender" (CR 702.3b)."""

    objects: tuple


@dataclass(frozen=True)
class RemoveFromCombatClause:
    """"Remove it from combat." (CR 506.4)."""

    objects: tuple


@dataclass(frozen=True)
class BlockAdditionalThisTurnClause:
    """"~ can block an additional creature this turn" / "... any number of creatures this turn"
    (`number` None) (CR 509.1a)."""

    objects: tuple
    number: int | None = 1


@dataclass(frozen=True)
class PumpLoseClause:
    """"<objects> gets -2/+2 and loses flying until end of turn" (CR 613.4c, 613.1f): one phrase,
    two effects, both until the cleanup step (CR 514.2)."""

    objects: tuple
    power: int
    toughness: int
    keyword: object                   # nodes.Keyword


@dataclass(frozen=True)
class GainLoseClause:
    """"<objects> gains flying and loses trample until end of turn" (CR 613.1f): a grant and a
    loss of the same objects, both until the cleanup step (CR 514.2)."""

    objects: tuple
    gained: object                    # nodes.Keyword
    lost: object                      # nodes.Keyword


@dataclass(frozen=True)
class LoseKeywordClause:
    """"<objects> loses flying until end of turn" (CR 613.1f)."""

    objects: tuple
    keyword: object                   # nodes.Keyword ("loses" / "lose": agrees with `objects`)
    until_end_of_turn: bool = True


@dataclass(frozen=True)
class ContinuedRestrictClause:
    """"... until end of turn and can't be blocked this turn": a restriction on the objects of
    the clause before it (`objects` are those, with a target as "it")."""

    objects: tuple
    action: str


@dataclass(frozen=True)
class BecomeColorChoiceClause:
    """"<objects> becomes the color of your choice [until end of turn]"."""

    objects: tuple
    until_end_of_turn: bool = False
    several: bool = False             # "the color or colors of your choice"


@dataclass(frozen=True)
class BecomeColorsClause:
    """"<objects> becomes white [until end of turn]", "~ becomes colorless", "becomes blue in
    addition to its other colors": the object's colours become `colors` (none: colorless, CR
    105.2c) or, `in_addition`, are added to its own (CR 105.3, 613.1e, layer 5). `continued`:
    written without a subject after "and" (its objects are the clause before's)."""

    objects: tuple
    colors: tuple
    in_addition: bool = False
    until_end_of_turn: bool = False
    continued: bool = False


@dataclass(frozen=True)
class AreColorsClause:
    """"All creatures are black.", "All permanents are colorless." on a permanent: its static
    ability setting their colours (CR 105.3, 604.1, 613.1e); no one-shot effect."""

    objects: tuple
    colors: tuple
    chosen: bool = False             # "are the chosen color" (CR 607.2d)


@dataclass(frozen=True)
class BecomeCreatureTypeChoiceClause:
    """"<objects> becomes the creature type of your choice [until end of turn]": its creature
    types are replaced by the one chosen as the effect happens (CR 205.1b, 608.2d)."""

    objects: tuple
    until_end_of_turn: bool = False


@dataclass(frozen=True)
class BasePTClause:
    """"target creature has base power and toughness 1/1 until end of turn" (CR 613.4b)."""

    objects: tuple
    power: int
    toughness: int                    # ("has" / "have": agrees with `objects`)
    until_end_of_turn: bool = False
    x: bool = False                   # "X/X": the X paid (power and toughness are then 0)
    bare_subject: bool = False        # "creatures you control have ...": no determiner, as printed


@dataclass(frozen=True)
class SwitchPTClause:
    """"switch target creature's power and toughness until end of turn" (CR 613.4d, layer 7d)."""

    objects: tuple


@dataclass(frozen=True)
class BecomeCopyClause:
    """"~ becomes a copy of target artifact [until end of turn | until your next turn] [and gains
    this ability]" (CR 707.2: the copiable values; CR 613.2a: layer 1; CR 707.9a: "this ability"
    is part of the copy)."""

    objects: tuple
    copied: tuple
    until_end_of_turn: bool = False
    until_your_next_turn: bool = False
    keeps_this_ability: bool = False
    exceptions: object = None         # "..., except ..." (CR 707.9): a CopyExceptions


@dataclass(frozen=True)
class AllCreatureTypesClause:
    """"(creatures you control) gain all creature types [until end of turn]" (CR
    205.3m, layer 4). `continued`: written without a subject after "and", the objects of the
    clause before it."""

    objects: tuple
    until_end_of_turn: bool = False
    continued: bool = False


@dataclass(frozen=True)
class BasePTPredicate:
    """"(enchanted creature) has base power and toughness 0/2" (CR 613.4b, layer 7b)."""

    power: int
    toughness: int
    plural: bool = False


@dataclass(frozen=True)
class BasePTManaValuePredicate:
    """"(each other non-Aura enchantment) has base power and base toughness each equal to its mana
    value" (Opalescence; CR 613.4b, layer 7b): each object's own mana value (CR 202.3)."""


@dataclass(frozen=True)
class AttachSelfClause:
    """"attach ~ to target creature you control" (CR 701.3a)."""

    objects: tuple


@dataclass(frozen=True)
class CantBlockPredicate:
    """"can't block creatures with power 2 or greater" (CR 509.1b)."""

    attackers: object                  # ObjectFilter, as printed


@dataclass(frozen=True)
class AdditionalPumpPredicate:
    """"(it) gets an additional +1/+1" (after another bonus to the same object)."""

    power: int
    toughness: int


@dataclass(frozen=True)
class ChooseColorClause:
    """"choose a color" (its color is what "the chosen color" means after it)."""


@dataclass(frozen=True)
class PreventByClause:
    """"prevent all [combat] damage that would be dealt by <objects> this turn" / "prevent all
    [combat] damage <objects> would deal this turn" (CR 615)."""

    objects: tuple
    combat_only: bool
    would_deal: bool = False
    # False: no "this turn"; the shield lasts as long as its sentence says ("Until your next turn, ...")
    this_turn: bool = True


@dataclass(frozen=True)
class AttachObjectsClause:
    """"attach target Aura you control to target creature" (CR 701.3a)."""

    objects: tuple
    to: tuple


@dataclass(frozen=True)
class ExchangeWithHandClause:
    """"exchange this permanent with an Aura card in your hand" (aura swap, CR 702.65a)."""

    objects: tuple
    filter: ObjectFilter


@dataclass(frozen=True)
class UnattachClause:
    """"unattach this permanent" (CR 701.3d)."""

    objects: tuple


@dataclass(frozen=True)
class AttachToAnotherClause:
    """"attach target Aura attached to a creature to another creature" (CR 701.3a-b): `to` is
    the kind of object chosen as it resolves ("another": not the one it's attached to)."""

    objects: tuple
    to: ObjectFilter


@dataclass(frozen=True)
class BecomeAuraClause:
    """"~ loses this ability and becomes an Aura enchantment with enchant creature": the source's
    types become enchantment and Aura (CR 613.1d), it loses the ability and gains enchant
    `enchant` (CR 613.1f, 702.5a)."""

    objects: tuple
    enchant: ObjectFilter
