"""Instructions on objects and zones: choosing, moving, destroying, sacrificing, creating,
tapping, countering, copying and attaching permanents, cards and spells (CR 400, 701).

`Ability` (runtime.abilities, which is built from these instructions) is named in annotations
only: a token's own abilities."""
from __future__ import annotations

from dataclasses import dataclass

from ..characteristics import CardType, Color, Supertype, Zone
from ..costs import Cost
from ..filters import Amount, Fixed, ObjectFilter, ObjectRef, Player, PlayerRef, SelfRef


@dataclass(frozen=True)
class Choose:
    """Choose objects as the ability resolves, without targeting (ruling S10)."""

    label: str
    filter: ObjectFilter
    minimum: int = 0
    maximum: int = 1
    # "exile the top seven cards ... put any number of creature cards from among them onto the
    # battlefield": only objects an earlier step acted on (AffectedRef label) may be chosen
    among: str = ""
    # "target opponent chooses a creature he or she controls": who chooses (each of them, one
    # object each, in APNAP order), the filter read from that player's side (CR 608.2d)
    chooser: "Player" = PlayerRef.YOU


@dataclass(frozen=True)
class ChooseAtRandom:
    """"Return a creature card at random from your graveyard ..." / "choose a card at random in
    your graveyard": `count` of the matching cards are picked at random through the game's seeded
    RNG (no player chooses, as for a random discard, CR 701.8b) and recorded as `label`."""

    label: str
    filter: ObjectFilter
    count: int = 1
    # whose objects: "target opponent reveals a card at random from his or her hand" (the filter
    # read from that player's side)
    player: "Player" = PlayerRef.YOU


@dataclass(frozen=True)
class Exile:
    objects: ObjectRef
    label: str = ""
    # "exile ~ with three time counters on it": counters the cards have in exile (CR 702.62a; a
    # card with suspend exiled with time counters is suspended, CR 702.62b)
    counter: str = ""
    counter_amount: Amount | None = None


@dataclass(frozen=True)
class ExileUntilLeaves:
    """"Exile <objects> until ~ leaves the battlefield" (CR 610.3): the exiled cards return to the
    battlefield under their owners' control as soon as ~ leaves it; if ~ has already left when
    this resolves, nothing is exiled (CR 610.3c)."""

    objects: ObjectRef


@dataclass(frozen=True)
class ReturnToBattlefield:
    """Put cards from a zone onto the battlefield (CR 400.7: they are new objects)."""

    objects: ObjectRef
    under_owner_control: bool = True
    tapped: bool = False
    # "return ~ from your graveyard to the battlefield attached to that creature": an Aura
    # enters attached to that object, or stays where it is if it can't enchant it (CR 303.4i)
    attached_to: ObjectRef | None = None
    # "return ~ from your graveyard ...": the zone named, so the ability functions only there
    # (CR 113.6m); None when the text names no zone
    from_zone: Zone | None = None
    # "... with a +1/+1 counter on it": it enters with that many counters of the kind (CR 122.6)
    enter_counter: str | None = None
    enter_counter_amount: Amount | None = None
    # "return it to the battlefield transformed": with its back face up (CR 712.14a); a card that
    # isn't a transforming double-faced card stays where it is (CR 712.10a in the 2022 text)
    transformed: bool = False


@dataclass(frozen=True)
class ReturnToHand:
    objects: ObjectRef
    from_zone: Zone | None = None     # as for ReturnToBattlefield (CR 113.6m)


@dataclass(frozen=True)
class ReturnExiledWith:
    """"Return the exiled card(s) to the battlefield under its owner's control" / "... to their
    owner's hand": the cards exiled by the source's linked exile ability (CR 607.2a: "the exiled
    card"), still in exile, come back under their owners' control (CR 110.2). Only cards exiled
    while the source was that object count: if it left first, they stay exiled (CR 400.7)."""

    to_hand: bool = False
    tapped: bool = False
    # "return each creature card exiled with ~ to the battlefield under your control": only the
    # exiled cards this matches return, and under the ability's controller's control (CR 110.2)
    filter: ObjectFilter | None = None
    under_your_control: bool = False
    # "put a creature card exiled with ~ onto the battlefield under your control": one of them,
    # chosen by the ability's controller as it resolves
    one: bool = False


@dataclass(frozen=True)
class PutInto:
    """"Put it into your hand" / "... into your graveyard" / "... onto the battlefield [tapped]":
    cards an earlier step looked at, revealed or found go to that zone of their owner (CR 400.3);
    onto the battlefield under the control of the player putting them there (CR 110.2a)."""

    objects: ObjectRef
    zone: Zone
    tapped: bool = False


@dataclass(frozen=True)
class Destroy:
    objects: ObjectRef
    can_regenerate: bool = True       # "They can't be regenerated." (CR 701.15c)
    label: str = ""                   # records what was destroyed ("for each creature destroyed this way")


@dataclass(frozen=True)
class Regenerate:
    """"Regenerate <object>": the next time it would be destroyed this turn, instead ... (CR 701.15)."""

    objects: ObjectRef


@dataclass(frozen=True)
class SacrificeObjects:
    """"Sacrifice <this>" as an effect, or "<player> sacrifices a creature" (chosen)."""

    objects: ObjectRef | None = None
    player: Player = PlayerRef.YOU
    filter: ObjectFilter | None = None
    count: int | Amount = 1      # "sacrifices X lands": an Amount known as it resolves (CR 107.3)
    label: str = ""      # records what was sacrificed, for "that creature's power" (LKI, CR 608.2h)


def token_name(subtypes: tuple[str, ...]) -> str:
    """CR 111.4: a token whose creating effect doesn't name it is named for its subtypes plus
    the word "Token" ("Soldier Token", "Phyrexian Germ Token"; "Token" when it has none)."""
    return " ".join((*subtypes, "Token"))


@dataclass(frozen=True)
class TokenSpec:
    name: str                     # the name the effect sets (CR 111.4): token_name(subtypes) unless named
    # None: a noncreature token ("a Treasure artifact token"); an Amount: "an X/X ... token",
    # counted as the effect creates it (CR 107.3, 608.2h), the token then has that number
    power: int | Amount | None
    toughness: int | Amount | None
    colors: tuple[Color, ...] = ()
    types: tuple[CardType, ...] = (CardType.CREATURE,)
    subtypes: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    # Other abilities the token has, as the effect that created it says (CR 111.4):
    # "a Treasure artifact token with '{T}, Sacrifice this artifact: Add one mana of any color.'"
    abilities: tuple["Ability", ...] = ()
    # a transforming double-faced token (the Incubator, CR 111.10i): its back face; the fields
    # above are its front face
    back_face: "TokenSpec | None" = None
    # "a legendary 4/4 ... token named Ashaya, the Awoken World" (CR 111.4: the effect sets them)
    supertypes: tuple[Supertype, ...] = ()


@dataclass(frozen=True)
class CreateToken:
    token: TokenSpec
    amount: Amount = Fixed(1)
    player: Player = PlayerRef.YOU
    tapped: bool = False          # "create a tapped 2/2 black Zombie creature token"
    attacking: bool = False       # "create ... tokens that are tapped and attacking" (CR 508.4)
    label: str = ""               # names the tokens made for a later step ("sacrifice them ...")
    # "... with N +1/+1 counters on it" (incubate, CR 701.53a): it enters with them (CR 122.6)
    counter: str | None = None
    counter_amount: Amount | None = None
    # "create a Cursed Role token attached to it" (CR 303.7): an Aura token enters attached to
    # that object (CR 303.4f); if it can't enchant it, it isn't created (CR 303.4i, 111.11 rulings)
    attached_to: ObjectRef | None = None


@dataclass(frozen=True)
class Transform:
    """"Transform <objects>" (CR 701.28a): each permanent turns over to its other face; it stays the
    same object, with its counters, and effects on it keep applying (CR 712.14). A permanent
    with no other face doesn't transform (CR 701.28c); current rules: a transforming token such as
    the Incubator (CR 111.10i) transforms as a transforming double-faced card does."""

    objects: ObjectRef


@dataclass(frozen=True)
class CreateEmblem:
    """"You get an emblem with "<ability>"" (CR 114.2): an object with only these abilities (no
    name, types, mana cost or color, CR 114.3) in the player's command zone, where its abilities
    function (CR 114.4)."""

    abilities: tuple["Ability", ...]
    player: Player = PlayerRef.YOU


@dataclass(frozen=True)
class CreateTokenCopy:
    """"Create a token that's a copy of <object>": copiable values only (CR 707.2, ruling S5);
    with `power_toughness`, "except it's 1/1": the exception is part of the copy's copiable
    values (CR 707.9b)."""

    objects: ObjectRef
    player: Player = PlayerRef.YOU
    power_toughness: tuple[str, str] | None = None
    # encore's "for each opponent, create a token copy that attacks that opponent this turn if
    # able" (CR 702.141a): one copy for each opponent, each with that requirement (CR 508.1d)
    attacks_each_opponent: bool = False
    label: str = ""            # the tokens made, for "they"/"them" after it (AffectedRef)


@dataclass(frozen=True)
class Populate:
    """"Populate" (CR 701.30a): choose a creature token you control and create a token that's a
    copy of it (nothing if you control none)."""


@dataclass(frozen=True)
class TapObjects:
    objects: ObjectRef


@dataclass(frozen=True)
class UntapObjects:
    objects: ObjectRef
    label: str = ""               # "untap all creatures you control. Those creatures ...": the group


@dataclass(frozen=True)
class CounterSpell:
    """"Counter target spell" (CR 701.5): it goes to its owner's graveyard, or with a rider ("if
    that spell is countered this way, exile it instead ...", CR 614.1a) to exile or its owner's
    library."""

    objects: ObjectRef
    destination: str = "graveyard"        # "graveyard" | "exile" | "library_top" | "library_bottom"


@dataclass(frozen=True)
class CounterUnlessPaid:
    """Ward's effect, and "counter that spell or ability unless its controller pays
    {2}": counter the spell or ability whose targeting triggered it unless that spell's or
    ability's controller pays `cost` (CR 115, 702.21a, 118.12: a cost that can't be paid isn't
    paid). The handler is ward's (runtime/mechanics/ward.py)."""

    cost: Cost


@dataclass(frozen=True)
class CopySpell:
    """"Copy target instant or sorcery spell" (CR 707.10): the copy is put on the stack under
    your control; with `new_targets` you may choose new targets for it (CR 707.10c). `count`
    copies of it: "copy it for each permanent that died this turn" (gravestorm, CR 702.69a)."""

    objects: ObjectRef
    new_targets: bool = False
    player: Player = PlayerRef.YOU
    count: Amount = Fixed(1)


@dataclass(frozen=True)
class ChangeTheTarget:
    """"Change the target of target spell with a single target" (CR 115.7a): the effect's
    controller changes that target to another legal one; with none, it stays unchanged."""

    objects: ObjectRef


@dataclass(frozen=True)
class ChooseNewTargets:
    """"You may choose new targets for it." (CR 115.7d): the controller of the effect may change
    any number of the targets of each spell `objects` denotes; a target left unchanged stays,
    even an illegal one, and each new target must be legal. The modes stay (CR 700.2)."""

    objects: ObjectRef


@dataclass(frozen=True)
class AttachObjects:
    """"Attach target Aura you control to target creature" (CR 701.3a): each object `objects`
    denotes becomes attached to the object `to` denotes, if it legally can (CR 701.3b)."""

    objects: ObjectRef
    to: ObjectRef


@dataclass(frozen=True)
class Unattach:
    """"Unattach this permanent" (CR 701.3d): each object `objects` denotes that is attached to
    an object stops being attached to it and stays on the battlefield."""

    objects: ObjectRef


@dataclass(frozen=True)
class AttachToAnother:
    """"Attach target Aura attached to a creature to another creature" (CR 701.3a-b): as the
    effect happens, the controller of the ability chooses an object matching `to` other than
    the one each object `objects` denotes is attached to, and that object becomes attached to it
    if it legally can; nothing happens if there is no such object (CR 701.3b)."""

    objects: ObjectRef
    to: ObjectFilter


@dataclass(frozen=True)
class BecomeSaddled:
    """The saddled designation until end of turn (CR 702.171b)."""

    objects: ObjectRef = SelfRef()


@dataclass(frozen=True)
class PairSoulbond:
    """Soulbond (CR 702.95a): "you may pair this creature with another unpaired creature when
    either one enters" — `other`: the trigger of another creature entering under your control
    (the entering creature is the event's object); else this creature entered and its
    controller may choose an unpaired creature they control."""

    other: bool = False


@dataclass(frozen=True)
class HauntExile:
    """Haunt (CR 702.55a): exile the card that had haunt (from the graveyard it was put into)
    haunting the creature of target 0."""


@dataclass(frozen=True)
class RevealObjects:
    """"You may reveal it": the card is shown to every player (CR 701.16a); nothing moves."""

    objects: ObjectRef
