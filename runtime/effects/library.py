"""Library and graveyard instructions (CR 401, 404): scrying, surveilling, milling, searching,
looking at and revealing the top cards, shuffling, and exiling from those zones."""
from __future__ import annotations

from dataclasses import dataclass

from ..characteristics import Zone
from ..filters import Amount, ObjectFilter, ObjectRef, Player, PlayerRef


@dataclass(frozen=True)
class Scry:
    amount: Amount
    player: Player = PlayerRef.YOU


@dataclass(frozen=True)
class Surveil:
    """"Surveil N" (CR 701.42a): look at the top N cards of your library, then put any number of
    them into your graveyard and the rest on top of your library in any order."""

    amount: Amount
    player: PlayerRef = PlayerRef.YOU


@dataclass(frozen=True)
class Mill:
    """"<player> puts the top N cards of their library into their graveyard" / "mills N" (CR 701.13)."""

    amount: Amount
    player: Player = PlayerRef.YOU
    label: str = ""                   # "put the top card ... into your graveyard. If that card is a land card"


@dataclass(frozen=True)
class ExileTopOfLibrary:
    amount: Amount
    label: str
    player: Player = PlayerRef.YOU


@dataclass(frozen=True)
class SearchLibrary:
    """"Search your library for <filter> card(s), put it <destination>, then shuffle" (CR 701.19)."""

    filter: ObjectFilter
    destination: Zone
    count: int | Amount = 1           # "for up to X cards": an Amount known as it resolves (CR 107.3)
    tapped: bool = False
    reveal: bool = False
    label: str = ""
    player: Player = PlayerRef.YOU
    up_to: bool = False               # "for up to two basic land cards"
    shuffle: bool = True              # False: "... If you do, shuffle your library." (a following step)
    any_number: bool = False          # "for any number of Elf cards": none to all of them (count unused)
    # "search your library and/or graveyard" (GRAVEYARD), "your graveyard, hand, and/or library"
    # (GRAVEYARD, HAND): these zones are searched, and the library only if the player chooses to;
    # only a searched library is shuffled
    other_zones: tuple[Zone, ...] = ()
    # "put one onto the battlefield tapped and the other into your hand" (CR 701.19): the
    # searcher puts one found card into `destination` and the others into this zone
    rest_destination: Zone | None = None


@dataclass(frozen=True)
class SearchOtherLibrary:
    """"Search target opponent's library for a creature card and put that card onto the
    battlefield under your control. Then that player shuffles his or her library." (CR 701.19):
    the ability's controller searches `player`'s library and finds up to `count` matching cards
    (exactly `count` if possible when `up_to` is False and the filter is only "card", CR 701.19d),
    which go to `destination` (onto the battlefield under the searcher's control, CR 110.2a);
    then that player shuffles (CR 701.20a)."""

    filter: ObjectFilter
    destination: Zone
    count: int = 1
    up_to: bool = False
    player: PlayerRef = PlayerRef.TARGET_PLAYER
    label: str = ""


@dataclass(frozen=True)
class SearchToTop:
    """"Search your library for an instant card and reveal that card. Shuffle your library, then
    put the card on top of it." (CR 701.19, 701.20): the found cards are revealed, the rest of the
    library shuffled, and the found cards put on top (in the order you choose)."""

    filter: ObjectFilter
    count: int = 1
    label: str = ""
    reveal: bool = True               # False: "Search your library for a card, then shuffle and put that card on top."
    any_number: bool = False          # "for any number of Goblin cards": none to all of them (CR 701.19b)


@dataclass(frozen=True)
class ExileNamedCards:
    """"Search its controller's graveyard, hand, and library for all cards with the same name as
    that spell and exile them. Then that player shuffles his or her library." (CR 701.19): the
    ones in the graveyard are all found; in the hidden zones the searcher may fail to find any
    (CR 701.19b). Names are read with last known information (CR 608.2h)."""

    named: ObjectRef | None            # None: a name is chosen as it resolves (CR 201.3)
    player: Player = PlayerRef.TARGET_PLAYER
    # "Choose a nonland card name. Search ... for any number of cards with that name": `nonland`,
    # the chosen name is no land's; `any_number`, the graveyard's may be left too ("all": none)
    nonland: bool = False
    any_number: bool = False


@dataclass(frozen=True)
class PutOnLibrary:
    """"Put <object> on top of its owner's library" (CR 401); "put target creature into its owner's
    library second from the top": `position` 2, one card of that library above it (CR 401.1)."""

    objects: ObjectRef
    top: bool = True
    position: int = 1


@dataclass(frozen=True)
class ShuffleIntoOwnersLibrary:
    """"Shuffle <objects> into its owner's library" / "... into their owners' libraries": each goes
    into its owner's library (CR 400.3), then each of those libraries is shuffled (CR 701.20a)."""

    objects: ObjectRef


@dataclass(frozen=True)
class PutOnBottom:
    """"Put <objects> on the bottom of its owner's library": each card goes to the bottom of its
    owner's library (CR 400.3); cards going to one library at once are ordered by that owner
    (CR 401.4). With `top`, on top of it instead ("put two cards from your hand on top of your
    library in any order")."""

    objects: ObjectRef
    top: bool = False


@dataclass(frozen=True)
class ShuffleLibrary:
    """"Shuffle your library" (CR 701.20a)."""

    player: PlayerRef = PlayerRef.YOU


@dataclass(frozen=True)
class ShuffleIntoLibrary:
    """"Each player shuffles his or her hand and graveyard into his or her library" (CR 701.20):
    all cards in those zones go to the library, which is then shuffled."""

    zones: tuple[Zone, ...]
    player: Player = PlayerRef.YOU
    label: str = ""                    # "then draw that many cards": the cards shuffled in (CR 608.2c)


@dataclass(frozen=True)
class LookAtTop:
    """"Look at the top N cards of your library" (CR 401.3: only you see them). The cards stay
    where they are; a following PutLookedCards step says where they go, as `label`."""

    amount: Amount
    label: str
    player: Player = PlayerRef.YOU
    reveal: bool = False              # "reveal the top N cards": shown to all players (CR 701.16a)


@dataclass(frozen=True)
class PutLookedCards:
    """Of the cards a LookAtTop step looked at (`label`) and still on top of the library: the
    controller puts `take` of them matching `filter` (None take: any number; `optional`: up to
    `take`; `reveal`ed first, CR 701.16a) into `take_to` (the library: back on top in the order
    the controller chooses), then the rest go to `rest`: "top" (back
    on top in any order), "bottom_any"/"bottom_random" (bottom in any / a random order; CR 401.4),
    "graveyard", "exile", "hand", or None (left for a following step)."""

    label: str
    take: int | Amount | None = 0     # an Amount: "put X cards from among them" (X announced, CR 107.3)
    filter: ObjectFilter | None = None
    optional: bool = False
    reveal: bool = False
    take_to: Zone = Zone.HAND
    rest: str | None = "top"
    all_matching: bool = False        # "put all land cards revealed this way ...": no choice
    tapped: bool = False              # onto the battlefield tapped
    # "exile one of them face down" (hideaway, CR 702.75a): exiled with no characteristics (CR
    # 406.3a), the card its source's linked ability exiled (CR 607.2a)
    face_down: bool = False


@dataclass(frozen=True)
class RevealUntil:
    """"Reveal cards from the top of your library until you reveal a land card" (CR 701.16a): cards
    are revealed one at a time from the top until `count` cards matching `filter` have been
    revealed or the library runs out; they stay in the library until the steps after it move them. All
    revealed cards are `label`, the matching ones `found`. With `exile`, each card is exiled as it
    is turned over ("exile cards from the top of your library until you exile a nonland card")."""

    filter: ObjectFilter
    label: str
    found: str
    count: int = 1
    player: PlayerRef = PlayerRef.YOU
    exile: bool = False
    then_graveyard: bool = False      # ", then puts those cards into his or her graveyard"


@dataclass(frozen=True)
class ExileCardsFrom:
    """"Exile all [creature] cards from target player's graveyard [and hand]": every card in those
    zones of the player that matches `filter` (zone ignored; None: every card)."""

    zones: tuple[Zone, ...]
    filter: ObjectFilter | None = None
    player: PlayerRef = PlayerRef.TARGET_PLAYER
    label: str = ""


@dataclass(frozen=True)
class Explore:
    """"<creature> explores" (CR 701.40a): reveal the top card of your library; a land goes to
    your hand, otherwise put a +1/+1 counter on the creature and you may put the card into
    your graveyard (else it stays on top)."""

    objects: ObjectRef


@dataclass(frozen=True)
class Discover:
    """"Discover N" (CR 701.57a): exile cards from the top of your library until you exile a
    nonland card with mana value N or less; you may cast it without paying its mana cost if the
    spell's mana value is N or less, else it goes into your hand; the other exiled cards go on
    the bottom of your library in a random order. `player`: who discovers ("that player
    discovers X": the player named before, e.g. the owner of a card shuffled away)."""

    amount: Amount
    player: Player = PlayerRef.YOU


@dataclass(frozen=True)
class ExiledCardsMayBeLookedAt:
    """'The exiled card gains "Any player who has controlled the permanent that exiled this card
    may look at this card in the exile zone."' (hideaway, CR 702.75a): the face-down cards its
    source exiled may be looked at by the player who controls that permanent as this resolves
    (CR 406.3b; a player who gains control of it later is not added: not done)."""


@dataclass(frozen=True)
class PlayExiledFree:
    """"You may play the exiled card without paying its mana cost": each card the source's
    linked ability exiled (CR 607.2a) still in exile, played as this resolves if the player
    chooses: a land is put onto the battlefield as their land play, if they have one left (CR
    305.2a counts lands played during the resolution of abilities); any other card is cast
    without paying its mana cost, its timing ignored (CR 608.2g, 118.9).

    "You may cast a card exiled with ~ without paying its mana cost" / "Cast any number of cards
    exiled with ~ without paying their mana costs": `cast_only`, a land is never played (lands
    are played, not cast, CR 305.9); `filter`: only the exiled cards it names; `one`: at most
    one card is cast."""

    filter: ObjectFilter | None = None
    one: bool = False
    cast_only: bool = False
