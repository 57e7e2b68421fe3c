"""AST nodes for libraries and graveyards (grammar/library.lark, CR 401, 404, 701.19, 701.20):
surveil, putting objects on the bottom, revealing until, clash, searching, returning exiled cards."""
from __future__ import annotations

from dataclasses import dataclass

from ....runtime.characteristics import Zone
from ....runtime.filters import Amount, Controller, ObjectFilter

from .phrases import ObjectPhrase, TargetPhrase, YouPhrase


@dataclass(frozen=True)
class SurveilClause:
    """"surveil N" (CR 701.42)."""

    amount: Amount


@dataclass(frozen=True)
class PutOnBottomClause:
    """"put <objects> on the bottom of its owner's library" / "... of your library [in any order]"
    / "... of their owners' libraries" (CR 401.4)."""

    objects: tuple[ObjectPhrase, ...]
    yours: bool = False                    # "your library": the objects are yours
    one_owner: bool = False                # "their owner's library": the objects share an owner
    any_order: bool = False                # "in any order" written out


@dataclass(frozen=True)
class ShuffleTargetsIntoLibraryClause:
    """"Target player shuffles up to four target cards from his or her graveyard into his or her
    library" (CR 701.20a): `cards` are targets in that player's graveyard (CR 115.1)."""

    players: tuple[ObjectPhrase, ...]
    cards: TargetPhrase


@dataclass(frozen=True)
class ShuffleIntoOwnerClause:
    """"shuffle <objects> into its owner's library" / "... into their owners' libraries" (CR 701.20a)."""

    objects: tuple[ObjectPhrase, ...]
    one_owner: bool = False                # "their owner's library": the objects share an owner
    owner_shuffles: bool = False           # "the owner of <it> shuffles it ...": "that player" is the owner
    owner_named: bool = False              # with owner_shuffles, "its owner shuffles it ...": the wording
    yours: bool = False                    # "into your library": the objects are cards you own
    # "that player shuffles that card into his or her library": the player named, the card's owner
    by_player: tuple = ()


@dataclass(frozen=True)
class ShuffleLibraryClause:
    """"shuffle your library" / "target player shuffles his or her library" (CR 701.20)."""

    players: tuple[ObjectPhrase, ...] = (YouPhrase(),)   # the library is that player's ("their library")


@dataclass(frozen=True)
class ExileZoneCardsClause:
    """"exile all [creature] cards from target player's graveyard [and hand]"."""

    players: tuple[ObjectPhrase, ...]
    filter: ObjectFilter
    zones: tuple[Zone, ...]                # (GRAVEYARD,) / (HAND, GRAVEYARD)
    # "target player's" / "target opponent's" is the target's restriction (players[0].players)


@dataclass(frozen=True)
class LookTopOfClause:
    """"look at the top [three] card(s) of target player's library"."""

    amount: Amount | None                  # None: "the top card"
    players: tuple[ObjectPhrase, ...]      # "target player's" / "target opponent's": its players


@dataclass(frozen=True)
class ExileAllButBottomClause:
    """"exile all but the bottom card of target player's library": every card of it but the
    last (CR 401.1: a library is a pile in order)."""

    players: tuple[ObjectPhrase, ...]      # "target player's" / "target opponent's": its players


@dataclass(frozen=True)
class RevealTopClause:
    """"reveal the top [four] card(s) of your library" (CR 701.16a): the cards stay on top; later
    clauses say where they go ("put all land cards revealed this way ...", "put it ...")."""

    amount: Amount | None                  # None: "the top card"
    players: tuple[ObjectPhrase, ...] = ()  # "target player reveals ... of his or her library"; () = you


@dataclass(frozen=True)
class PutRevealedClause:
    """"put all land cards revealed this way into your hand and the rest ..." / "put all land
    cards from among them onto the battlefield tapped and the rest ..." (the same cards,
    equivalents.py)."""

    filter: ObjectFilter
    destination: str                       # "hand" | "graveyard" | "battlefield"
    rest: str                              # a REST_WORDS key of render/words.py
    tapped: bool = False


@dataclass(frozen=True)
class PutAmongClause:
    """"put a creature card from among them into your hand / onto the battlefield"."""

    count: int
    filter: ObjectFilter
    destination: str
    tapped: bool = False
    any_number: bool = False          # "put any number of ... from among them" (count unused)
    up_to: bool = False               # "put up to two ... from among them": none to `count`
    rest: str | None = None           # "... and the rest into your graveyard" (rest_destination)


@dataclass(frozen=True)
class PutObjectsClause:
    """"put it into your hand" / "put that card onto the battlefield [tapped]" / "... into your
    graveyard": a card an earlier clause revealed or looked at; "put that card into his or her /
    that player's graveyard" for a card of another player's library (`player`)."""

    objects: tuple[ObjectPhrase, ...]
    destination: str
    tapped: bool = False
    player: object = None                  # whose graveyard: None (yours) | HeOrShePhrase() | ThatPhrase("player")


@dataclass(frozen=True)
class PutUnderControlClause:
    """"put target creature card from a graveyard onto the battlefield under your control [tapped]"."""

    objects: tuple[ObjectPhrase, ...]
    tapped: bool = False
    attached_to: tuple[ObjectPhrase, ...] | None = None   # "... attached to ~" (CR 303.4f)


@dataclass(frozen=True)
class RevealUntilClause:
    """"reveal cards from the top of your library until you reveal a land card" / "exile cards ...
    until you exile a nonland card" / "target player reveals cards from the top of his or her
    library until he or she reveals a land card, then puts those cards into his or her graveyard"."""

    filter: ObjectFilter
    count: int = 1
    players: tuple[ObjectPhrase, ...] = (YouPhrase(),)
    exile: bool = False


@dataclass(frozen=True)
class PutFoundClause:
    """"put that card into your hand and the rest on the bottom of your library in a random order"
    / "... and [put] all other cards revealed this way into your graveyard" / "... and exile all
    other cards revealed this way"."""

    objects: tuple[ObjectPhrase, ...]
    destination: str
    rest: str                              # render.REST_WORDS key, or "exile"
    tapped: bool = False                   # ("and all other cards revealed this way" = "and the rest")


@dataclass(frozen=True)
class PutAllRevealedClause:
    """"put the revealed cards on the bottom of your library in any order" / "put all cards
    revealed this way into your hand"."""

    rest: str                              # render.REST_WORDS key, or "hand"


@dataclass(frozen=True)
class WonClash:
    """"If you win, ..." after "clash with an opponent" (CR 701.23d): the condition of the
    sentence in the AST only; lowering turns the sentence into the Clash step's `won` branch, so
    it never reaches the engine as a condition."""


@dataclass(frozen=True)
class ClashClause:
    """"clash with an opponent" (CR 701.23); "If you win, ..." follows as a sentence."""


@dataclass(frozen=True)
class RevealFromHandClause:
    """"reveal any number of blue cards in your hand" (CR 701.16a)."""

    filter: ObjectFilter


@dataclass(frozen=True)
class PlayerRevealsRandomClause:
    """"target opponent reveals a card at random from his or her hand" (CR 701.16a): one card of
    that player's hand picked at random and shown; "it" / "that card" after it mean that card."""

    players: tuple


@dataclass(frozen=True)
class RandomCardsClause:
    """"return a creature card at random from your graveyard to your hand / to the battlefield" /
    "choose a card at random in your graveyard"."""

    count: int
    filter: ObjectFilter                   # the cards, without their zone
    zone: str                              # "graveyard" | "hand" | "library"
    action: str                            # "return_hand" | "return_battlefield" | "choose"


@dataclass(frozen=True)
class SearchOtherClause:
    """"search target opponent's library for a creature card and put that card onto the
    battlefield under your control. then that player shuffles his or her library"."""

    filter: ObjectFilter
    count: int
    up_to: bool
    players: Controller                    # whose library may be targeted: ANY ("target player's") or OPPONENT
    destination: Zone                      # battlefield (under your control), graveyard or exile
    that_player: bool = False              # "search that player's library": the player named before


@dataclass(frozen=True)
class ExileChosenClause:
    """"[you may] exile a creature card from your graveyard": done like a cost, so "If you do"
    after it needs a card actually exiled (CR 118.12)."""

    count: int
    filter: ObjectFilter                   # with its zone ("from your graveyard")


@dataclass(frozen=True)
class PutHandOnBottomClause:
    """"put a card from your hand on the bottom of your library" / "put two cards from your hand
    on top of your library in any order" (you choose which, and their order, CR 401.4)."""

    count: int
    filter: ObjectFilter                   # with its zone ("from your hand")
    top: bool = False
    any_order: bool = False                # "in any order" written out


@dataclass(frozen=True)
class RevealObjectsClause:
    """"reveal it": the card looked at is shown to every player (CR 701.16a)."""

    objects: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class PlayerPutsFromHandClause:
    """"target opponent puts a card from his or her hand on top of his or her library": that
    player chooses which (CR 401.4)."""

    players: tuple[ObjectPhrase, ...]
    count: int
    filter: ObjectFilter


@dataclass(frozen=True)
class ReturnExiledClause:
    """"return the exiled card to the battlefield under its owner's control" / "return the exiled
    cards to their owner's hand": the cards exiled by the linked ability (CR 607.2a).

    `several`: the linked ability exiles more than one card ("the exiled cards"), the count the
    renderer's noun and possessive agree with ("card ... its owner's" / "cards ... their
    owner's"); the effect returns whatever that ability exiled either way (CR 607.2a)."""

    several: bool = False
    to_hand: bool = False
    tapped: bool = False
    one_owner: bool = False                # "the exiled cards ... their owner's": the cards share an owner
    # "return each creature card exiled with ~ ... under your control": those of the exiled cards
    # the filter names (its zone exile; None: "the exiled card"), under the control of the
    # ability's controller instead of their owners'
    filter: ObjectFilter | None = None
    under_your_control: bool = False
    # "put a creature card exiled with ~ onto the battlefield under your control": one of them
    one: bool = False
    with_it: bool = False                  # "exiled with it": the source named "it" (a trigger's subject)


@dataclass(frozen=True)
class SearchTopClause:
    """"search your library for an instant or sorcery card, reveal it, then shuffle and put the
    card on top" (older: "... and reveal that card. shuffle your library, then put the card on top
    of it", equivalents.py); more than one card go on top in any order (CR 401.4)."""

    filter: ObjectFilter
    count: int
    up_to: bool
    reveal: bool = True                # False: "..., then shuffle and put that card on top" (not revealed)
    any_number: bool = False           # "search your library for any number of Goblin cards" (CR 701.19b)


@dataclass(frozen=True)
class ReturnTheirHandClause:
    """"return target card from an opponent's graveyard to his or her hand": to its owner's hand."""

    objects: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class ExiledCardMayBeLookedAtClause:
    """'The exiled card gains "Any player who has controlled the permanent that exiled this card
    may look at this card in the exile zone."' (hideaway, CR 702.75a): the card its source exiled
    face down may be looked at by those players (CR 406.3b)."""


@dataclass(frozen=True)
class PlayExiledFreeClause:
    """"you may play the exiled card without paying its mana cost": the card exiled by the
    source's linked ability (CR 607.2a; hideaway's lands, CR 702.75a), played as it resolves."""


@dataclass(frozen=True)
class CastExiledWithFreeClause:
    """"you may cast a card exiled with ~ without paying its mana cost" / "cast any number of
    cards exiled with ~ without paying their mana costs": of the cards the source's linked exile
    ability exiled (CR 607.2a), those `filter` names (its zone exile), cast as this resolves
    without paying their mana costs, their timing ignored (CR 608.2g, 118.9): one, or any number
    (`any_number`). `with_it`: "exiled with it" as printed."""

    filter: ObjectFilter
    any_number: bool = False
    with_it: bool = False


@dataclass(frozen=True)
class CastFromHandFreeClause:
    """"you may cast a card with converted mana cost 3 or less from your hand without paying its
    mana cost": one card of the controller's hand matching `filter` (its zone "from your hand"),
    cast as this resolves (CR 608.2g, 118.9); `from_revealed_hand`: "... from it", the hand
    revealed or looked at just before (its player's)."""

    filter: ObjectFilter
    from_revealed_hand: bool = False
    in_it: bool = False                  # the older "a nonland card in it without paying that card's mana cost"


LIBRARY_CLAUSES = (PlayerRevealsRandomClause, ExiledCardMayBeLookedAtClause, PlayExiledFreeClause, CastFromHandFreeClause, ShuffleIntoOwnerClause, ShuffleTargetsIntoLibraryClause, PlayerPutsFromHandClause, ReturnExiledClause, ReturnTheirHandClause, SearchTopClause, RevealObjectsClause, PutHandOnBottomClause, ExileChosenClause, SearchOtherClause, RandomCardsClause, RevealFromHandClause, ClashClause, RevealUntilClause, PutFoundClause, PutAllRevealedClause, PutUnderControlClause, SurveilClause, PutOnBottomClause, ShuffleLibraryClause, ExileZoneCardsClause,
                   LookTopOfClause, ExileAllButBottomClause, RevealTopClause, PutRevealedClause, PutAmongClause, PutObjectsClause,
                   CastExiledWithFreeClause)
