"""AST nodes for clauses whose subject is a player (grammar/players.lark): discarding hands,
exchanging control, "that player may", poison counters, control to owners."""
from __future__ import annotations

from dataclasses import dataclass

from ....runtime.abilities import ChoiceKind
from ....runtime.characteristics import Zone
from ....runtime.filters import Amount, ObjectFilter

from .phrases import ObjectPhrase
from .clauses import DrawClause, SearchClause


@dataclass(frozen=True)
class DiscardHandClause:
    """"each player discards his or her hand[, then draws seven cards]" (CR 701.8a)."""

    players: tuple[ObjectPhrase, ...]
    then_draw: Amount | None = None
    # "discard all the cards in your hand, then draw that many cards [plus N]": N more than the
    # number of cards discarded this way (then_draw is None)
    draw_discarded_plus: int | None = None


@dataclass(frozen=True)
class ExchangeControlClause:
    """"exchange control of target creature you control and target creature an opponent
    controls" / "... of two target creatures" (CR 701.10)."""

    objects: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class ExchangeLifeTotalsClause:
    """"exchange life totals with target opponent" (CR 701.10c): you and that player."""

    players: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class PlayerMayClause:
    """"its controller may draw a card" / "its controller may search his or her library for a
    basic land card, put it onto the battlefield, then shuffle": that player chooses and acts."""

    players: tuple[ObjectPhrase, ...]
    clause: "DrawClause | SearchClause | Clause"
    # "target opponent may have you create two Lander tokens": they choose, you act (the clause
    # is yours, its "you" the ability's controller)
    has_you: bool = False


@dataclass(frozen=True)
class PoisonClause:
    """"defending player gets a poison counter" / "... gets two poison counters" (CR 122.1f)."""

    players: tuple[ObjectPhrase, ...]
    amount: Amount


@dataclass(frozen=True)
class WinTheGameClause:
    """"you win the game" (CR 104.2b)."""

    players: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class LoseTheGameClause:
    """"that player loses the game" / "you lose the game" (CR 104.3e)."""

    players: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class ControlToOwnersClause:
    """"each player gains control of all creatures he or she owns" (each to its owner)."""

    filter: ObjectFilter


@dataclass(frozen=True)
class ExileNamedClause:
    """"search its controller's graveyard, hand, and library for all cards with the same name as
    that spell and exile them. then that player shuffles his or her library" (one clause across
    the sentence break, like the library searches of library.lark)."""

    player: ObjectPhrase               # ControllerPhrase | TargetPhrase (a player)
    noun: str                          # "that <noun>"


@dataclass(frozen=True)
class ExileChosenNameClause:
    """"choose a nonland card name. search target player's graveyard, hand, and library for any
    number of cards with that name and exile them. then that player shuffles his or her library"
    (CR 201.3, 701.19): the name is chosen as the spell resolves; "all" finds every one in the
    graveyard, "any number of" lets the searcher leave some there too."""

    name: ChoiceKind                   # CARD_NAME | NONLAND_CARD_NAME
    player: ObjectPhrase               # TargetPhrase (a player or opponent)
    any_number: bool                   # "any number of cards" (else "all cards")


@dataclass(frozen=True)
class BecomeBasicLandTypeClause:
    """"target land becomes the basic land type of your choice until end of turn" / "until end
    of turn, target land ... becomes the basic land type of your choice in addition to its
    other types" (CR 305.7). The duration's place in the sentence is wording: the effect lasts until
    end of turn either way (CR 611.2a). `land_type`: the type the text names ("target land
    becomes an Island until end of turn"); empty when the controller chooses one."""

    objects: tuple
    in_addition: bool = False
    land_type: str = ""


@dataclass(frozen=True)
class PlayerChoosesClause:
    """"target opponent chooses a creature he or she controls": the player (or each player)
    `players` names chooses one object matching `filter` as the effect happens (CR 608.2d);
    "it" / "those creatures" after it mean the chosen objects. `own`: "he or she controls",
    among the objects the choosing player controls."""

    players: tuple
    filter: ObjectFilter
    own: bool = False
    count: int = 1                   # "chooses three permanents he or she controls"
    up_to: bool = False              # "chooses up to two creatures ...": none to `count`


@dataclass(frozen=True)
class PlayerMovesOwnClause:
    """A player moving one of their own objects: "target player exiles a card from his or her
    graveyard", "target opponent exiles a creature he or she controls", "each player returns a
    creature he or she controls to its owner's hand", "each player puts a creature card from his
    or her graveyard onto the battlefield". Each player `players` names chooses one of their own
    objects matching `filter` (CR 608.2d), then all move `to` that zone together; `every`:
    "exiles all land cards from his or her graveyard", each matching card. `filter.zone` is where
    from (the battlefield: "he or she controls"); whose, the moving player's (`Controller.YOU`
    from their side)."""

    players: tuple
    filter: ObjectFilter
    every: bool = False
    to: Zone = Zone.EXILE                  # EXILE, HAND (its owner's), BATTLEFIELD (under its owner's control)
    count: int = 1                         # "exiles two cards from his or her graveyard": that many each


PLAYER_CLAUSES = (PlayerChoosesClause, PlayerMovesOwnClause, DiscardHandClause, ExchangeControlClause, PlayerMayClause,
                  PoisonClause, LoseTheGameClause, WinTheGameClause, ControlToOwnersClause, ExileNamedClause, ExileChosenNameClause, BecomeBasicLandTypeClause,
                  ExchangeLifeTotalsClause)                      # rendered by render_players, lowered by lower_players
