"""Keyword actions of CR 701 that act on permanents, libraries or players: monstrosity (CR 701.37),
detain (CR 701.35), goad (CR 701.15), fateseal (CR 701.29), vote (CR 701.38), adapt (CR 701.46),
amass (CR 701.47) and connive (CR 701.50). Rule numbers are the current
Comprehensive Rules' (2025); the 2022 text numbers them 701.31, 701.29, 701.38, 701.22, 701.32, 701.43, 701.44
and 701.47."""
from __future__ import annotations

from dataclasses import dataclass

from ..filters import Amount, ObjectRef, Player


@dataclass(frozen=True)
class Monstrosity:
    """"Monstrosity N" (CR 701.37a): "If this permanent isn't monstrous, put N +1/+1 counters on
    it and it becomes monstrous." Monstrous is a designation it keeps until it leaves the
    battlefield (CR 701.37b). "Monstrosity X" (CR 701.37c): `amount` XValue, the X paid for
    the ability; its permanent's other abilities then read X as that value."""

    amount: Amount


@dataclass(frozen=True)
class MultiplyPowerToughness:
    """"Double <objects>'s power [and toughness] until end of turn" (`times` 2, CR 701.10b-c) and
    "Triple ..." (`times` 3, CR 701.11b-c; 701.11 in the current rules, which added triple): each
    creature gets +X/+0 (+X/+Y), X (and Y) its power (and toughness) as the effect is created times
    `times` - 1; a value below 0 gets lower by the same rule (CR 701.10c, 701.11c)."""

    objects: ObjectRef
    times: int
    toughness: bool = False


@dataclass(frozen=True)
class Detain:
    """"Detain <objects>" (CR 701.35a): until the next turn of this ability's controller, each
    permanent can't attack or block and its activated abilities can't be activated."""

    objects: ObjectRef


@dataclass(frozen=True)
class Goad:
    """"Goad <objects>" (CR 701.15a-b): until the next turn of this ability's controller, each
    creature is goaded: it attacks each combat if able and attacks a player other than the
    goading player if able. The same player goading it again adds nothing (CR 701.15d)."""

    objects: ObjectRef


@dataclass(frozen=True)
class Fateseal:
    """"Fateseal N" (CR 701.29a): look at the top N cards of an opponent's library, then put any
    number of them on the bottom of that library and the rest on top in any order."""

    amount: Amount


@dataclass(frozen=True)
class Vote:
    """"Starting with you, each player votes for <a> or <b>" (CR 701.38a-b): each player, starting
    with this ability's controller and going in turn order, chooses one of `choices`; the votes
    are this resolution's, read by "if <a> gets more votes" and "for each <a> vote"."""

    choices: tuple[str, ...]


@dataclass(frozen=True)
class Adapt:
    """"Adapt N" (CR 701.46a): "If this permanent has no +1/+1 counters on it, put N +1/+1
    counters on it." """

    amount: int


@dataclass(frozen=True)
class Connive:
    """"<permanent> connives" (CR 701.50a): its controller draws a card, then discards a card; if a
    nonland card is discarded this way, a +1/+1 counter goes on the conniving permanent. Its last
    known information says who controlled it if it left (CR 701.50c)."""

    objects: ObjectRef


@dataclass(frozen=True)
class Amass:
    """"Amass <subtype> N" (CR 701.47a, current rules): "If you don't control an Army creature,
    create a 0/0 black <subtype> Army creature token. Choose an Army creature you control. Put N
    +1/+1 counters on that creature. If it isn't a <subtype>, it becomes a <subtype> in addition
    to its other types." Older "amass N" is "amass Zombies N" (CR 701.47d)."""

    subtype: str
    amount: int


@dataclass(frozen=True)
class TimeTravel:
    """"Time travel" (CR 701.56a): "For each permanent you control with a time counter on it and
    each suspended card you own with a time counter on it, you may add or remove a time counter."
    A suspended card is a card in exile with suspend and a time counter on it (CR 702.62b)."""


@dataclass(frozen=True)
class Meld:
    """"Exile them, then meld them into <melded face>" (CR 701.42a, current rules; 701.37a in the
    2022 text), after "if you both own and control ~ and a creature named <its meld partner>":
    this permanent and that creature are exiled, then, if both are exiled cards of one meld
    pair, they are put onto the battlefield as one melded permanent with their melded face up
    (CR 701.42b-c; runtime/mechanics/meld.py). The partner is the creature the source's card
    melds with: the other front of its melded face, whose name is the one printed."""


@dataclass(frozen=True)
class Harness:
    """"Harness [this permanent]" (CR 701.64a, current rules): "If this permanent isn't harnessed,
    it becomes harnessed." Harnessed is a designation it keeps until it leaves the battlefield
    (CR 701.64b); its "∞ — [ability]" abilities work while it has it (CR 702.186b)."""


@dataclass(frozen=True)
class TheRingTemptsYou:
    """"The Ring tempts you" (CR 701.54a-c, current rules; the 2022 text has no such rule): the
    player gets the emblem named The Ring if they have none, the emblem gains its next ability
    (of four, in order, CR 701.54c), then the player chooses a creature they control, which
    becomes their Ring-bearer (CR 701.54a-b). The Ring tempts them even if they control no
    creature (CR 701.54a); "whenever the Ring tempts you" and "whenever you choose a creature as
    your Ring-bearer" trigger (CR 701.54d)."""


@dataclass(frozen=True)
class FaceVillainousChoice:
    """"<players> face(s) a villainous choice — <first>, or <second>." (CR 701.55a, current rules):
    each player facing it chooses one of the two options, then everything in that option happens
    ("that player" names the one who faced it; "you", the ability's controller). Several players
    choose in APNAP order and their options are carried out in that order (CR 701.55d); `times`
    repeats the whole process, one choice at a time (CR 701.55c). A player may choose an option
    that is impossible; as much of it as can happen does (CR 701.55b)."""

    players: Player
    first: tuple["Effect", ...]
    second: tuple["Effect", ...]
    times: int = 1
