"""Libraries and graveyards in words (the clauses of nodes.LIBRARY_CLAUSES): searching, revealing,
looking at the top cards, putting cards where they go, shuffling, surveil and clash."""
from __future__ import annotations

from ...runtime.characteristics import Zone
from ...runtime.filters import Fixed, ObjectFilter
from ..syntax import nodes as A

from .words import CONTEXT, count_words, digits, number_word, REST_WORDS, Unrenderable
from .filters import noun_phrase
from .objects import counted, how_many, objs, plural_subject, PLAYER_NOUNS, target_player_noun, whose


def library_clause(c) -> str:
    match c:
        case A.ClashClause():
            return "clash with an opponent"
        case A.PlayerPutsFromHandClause():
            return (f"{objs(c.players)} puts {counted(c.count, c.filter)} from their hand on top of "
                    "their library")
        case A.ReturnExiledClause(to_hand=True):
            owner = _exiled_owner(c)
            return f"return the exiled {_exiled(c)} to {owner} " + ("hands" if owner == "their owners'" else "hand")
        case A.ReturnExiledClause(one=True):
            return f"put {_exiled_with(c)} onto the battlefield under {_exiled_controller(c)} control"
        case A.ReturnExiledClause(under_your_control=True) | A.ReturnExiledClause(filter=ObjectFilter()):
            return f"return {_exiled_with(c)} to the battlefield under {_exiled_controller(c)} control"
        case A.ReturnExiledClause():
            return (f"return the exiled {_exiled(c)} to the battlefield" + (" tapped" if c.tapped else "")
                    + f" under {_exiled_owner(c)} control")
        case A.ExiledCardMayBeLookedAtClause():
            return ('the exiled card gains "any player who has controlled the permanent that exiled ~ '
                    'may look at ~ in the exile zone."')
        case A.PlayExiledFreeClause():
            return "you may play the exiled card without paying its mana cost"
        case A.CastExiledWithFreeClause(any_number=True):
            return (f"cast any number of {noun_phrase(c.filter, True)} exiled with {'it' if c.with_it else '~'} "
                    "without paying their mana costs")
        case A.CastExiledWithFreeClause():
            return (f"you may cast {counted(1, c.filter)} exiled with {'it' if c.with_it else '~'} "
                    "without paying its mana cost")
        case A.CastFromHandFreeClause(in_it=True):
            return f"you may cast {counted(1, c.filter)} in it without paying that card's mana cost"
        case A.CastFromHandFreeClause(from_revealed_hand=True):
            return f"you may cast {counted(1, c.filter)} from it without paying its mana cost"
        case A.CastFromHandFreeClause():
            return f"you may cast {counted(1, c.filter)} without paying its mana cost"
        case A.ReturnTheirHandClause():
            return f"return {objs(c.objects)} to their hand"
        case A.SearchTopClause(reveal=False):
            return f"search your library for {counted(c.count, c.filter)}, then shuffle and put that card on top"
        case A.SearchTopClause(any_number=True):
            return (f"search your library for any number of {noun_phrase(c.filter, True)}, reveal them, "
                    "then shuffle and put them on top in any order")
        case A.SearchTopClause():
            what = (f"up to {count_words(Fixed(c.count))} " + noun_phrase(c.filter, True)) if c.up_to \
                else counted(c.count, c.filter)
            them = "them" if c.up_to or c.count > 1 else "it"
            put = "put them on top in any order" if them == "them" else "put the card on top"
            return f"search your library for {what}, reveal {them}, then shuffle and {put}"
        case A.RevealObjectsClause():
            return "reveal " + objs(c.objects)
        case A.PutHandOnBottomClause(top=True):
            return (f"put {counted(c.count, c.filter)} on top of your library"
                    + (" in any order" if c.any_order else ""))
        case A.PutHandOnBottomClause():
            return f"put {counted(c.count, c.filter)} on the bottom of your library"
        case A.ExileChosenClause():
            return "exile " + counted(c.count, c.filter)
        case A.SearchOtherClause():
            what = (f"up to {count_words(Fixed(c.count))} " + noun_phrase(c.filter, True)) if c.up_to \
                else counted(c.count, c.filter)
            searched = "that player" if c.that_player else f"target {PLAYER_NOUNS[c.players]}"
            return f"search {searched}'s library for {what} {_search_other_put(c)}. then that player shuffles their library"
        case A.RandomCardsClause(action="choose"):
            return f"choose {counted(c.count, c.filter)} at random in your {c.zone}"
        case A.RandomCardsClause():
            to = "to your hand" if c.action == "return_hand" else "to the battlefield"
            return f"return {counted(c.count, c.filter)} at random from your {c.zone} {to}"
        case A.PlayerRevealsRandomClause():
            return f"{objs(c.players)} reveals a card at random from their hand"
        case A.RevealFromHandClause():
            return "reveal any number of " + _in_hand(c.filter)
        case A.SurveilClause():
            return f"surveil {digits(c.amount)}"
        case A.PutOnBottomClause():
            return (f"put {objs(c.objects)} on the bottom of {_bottom_library(c)}"
                    + (" in any order" if c.any_order else ""))
        case A.ShuffleIntoOwnerClause(by_player=(_, *_)):
            return f"{objs(c.by_player)} shuffles {objs(c.objects)} into their library"
        case A.ShuffleIntoOwnerClause(owner_named=True, objects=(it,)):
            return f"{objs((A.OwnerPhrase(it),))} shuffles it into their library"
        case A.ShuffleIntoOwnerClause(owner_shuffles=True):
            return f"the owner of {objs(c.objects)} shuffles it into their library"
        case A.ShuffleIntoOwnerClause(yours=True):
            return f"shuffle {objs(c.objects)} into your library"
        case A.ShuffleIntoOwnerClause():
            owner = "their owner's library" if c.one_owner else (
                "their owners' libraries" if plural_subject(c.objects) else "its owner's library")
            return f"shuffle {objs(c.objects)} into {owner}"
        case A.ShuffleTargetsIntoLibraryClause():
            return (f"{objs(c.players)} shuffles up to {number_word(c.cards.maximum)} target cards from their "
                    "graveyard into their library")
        case A.ShuffleLibraryClause(players=(A.YouPhrase(),)):
            return "shuffle your library"
        case A.ShuffleLibraryClause():
            return f"{objs(c.players)} shuffles {whose(c.players)} library"
        case A.ExileZoneCardsClause():
            return (f"exile {noun_phrase(c.filter, True, det='all')} from target {target_player_noun(c.players)}'s "
                    + " and ".join(z.value for z in c.zones))
        case A.ExileAllButBottomClause():
            return f"exile all but the bottom card of target {target_player_noun(c.players)}'s library"
        case A.LookTopOfClause(amount=None):
            return f"look at the top card of target {target_player_noun(c.players)}'s library"
        case A.LookTopOfClause():
            return f"look at the top {count_words(c.amount)} cards of target {target_player_noun(c.players)}'s library"
        case A.RevealTopClause(players=(_, *_)):
            top = "card" if c.amount is None else f"{count_words(c.amount)} cards"
            return f"{objs(c.players)} reveals the top {top} of {whose(c.players)} library"
        case A.RevealTopClause(amount=None):
            return "reveal the top card of your library"
        case A.RevealTopClause():
            return f"reveal the top {count_words(c.amount)} cards of your library"
        case A.PutRevealedClause():
            return (f"put {noun_phrase(c.filter, True, det='all')} revealed this way {_where(c)} and the rest "
                    + REST_WORDS[c.rest])
        case A.PutAmongClause(any_number=True):
            return f"put any number of {noun_phrase(c.filter, True)} from among them {_where(c)}"
        case A.PutAmongClause(up_to=True):
            rest = f" and the rest {REST_WORDS[c.rest]}" if c.rest else ""
            return (f"put up to {how_many(c.count)} {noun_phrase(c.filter, c.count != 1)} from among them "
                    f"{_where(c)}{rest}")
        case A.PutAmongClause():
            return f"put {counted(c.count, c.filter)} from among them {_where(c)}"
        case A.RevealUntilClause(players=(A.YouPhrase(),)):
            verb = "exile" if c.exile else "reveal"
            return (f"{verb} cards from the top of your library until you {verb} "
                    + counted(c.count, c.filter))
        case A.RevealUntilClause():
            return (f"{objs(c.players)} reveals cards from the top of their library until "
                    f"they reveal {counted(c.count, c.filter)}, then puts those cards into "
                    "their graveyard")
        case A.PutFoundClause():
            rest = ("and exile all other cards revealed this way" if c.rest == "exile"
                    else "and the rest " + _rest(c.rest))
            return f"put {objs(c.objects)} {_where(c)} {rest}"
        case A.PutAllRevealedClause():
            return f"put the revealed cards {_rest(c.rest)}"
        case A.PutUnderControlClause():
            return (f"put {objs(c.objects)} onto the battlefield under your control"
                    + (" tapped" if c.tapped else "")
                    + (f" attached to {objs(c.attached_to)}" if c.attached_to else ""))
        case A.PutObjectsClause(player=A.HeOrShePhrase()):
            return f"put {objs(c.objects)} into their graveyard"
        case A.PutObjectsClause(player=A.ThatPhrase(noun="player")):
            return f"put {objs(c.objects)} into that player's graveyard"
        case A.PutObjectsClause():
            return f"put {objs(c.objects)} {_where(c)}"
    raise Unrenderable(type(c).__name__)


def _where(c) -> str:
    if c.destination == "battlefield":
        return "onto the battlefield" + (" tapped" if c.tapped else "")
    return f"into your {c.destination}"


def _rest(rest: str) -> str:
    return "into your hand" if rest == "hand" else REST_WORDS[rest]


def _in_hand(f) -> str:
    """"blue cards in your hand" (the zone words say "in" here)."""
    CONTEXT.zone_prep = "in"
    try:
        return noun_phrase(f, True)
    finally:
        CONTEXT.zone_prep = "from"


def _search_other_put(c: A.SearchOtherClause) -> str:
    """What happens to the cards found in another player's library."""
    them = "them" if c.up_to or c.count > 1 else "it"
    if c.destination is Zone.BATTLEFIELD:
        return f"and put {them} onto the battlefield under your control"
    if c.destination is Zone.GRAVEYARD:
        return "and put them into their graveyard"
    return f"and exile {them}"


def _exiled(c: A.ReturnExiledClause) -> str:
    return "cards" if c.several else "card"


def _exiled_with(c: A.ReturnExiledClause) -> str:
    """"each creature card exiled with ~" / "all cards exiled with ~" / "a card exiled with ~" (CR 607.2a)."""
    cards = counted(1, c.filter) if c.one else ("all " if c.several else "each ") + noun_phrase(c.filter, c.several)
    return cards + " exiled with " + ("it" if c.with_it else "~")


def _exiled_controller(c: A.ReturnExiledClause) -> str:
    return "your" if c.under_your_control else _exiled_owner(c)


def _exiled_owner(c: A.ReturnExiledClause) -> str:
    """"its owner's" (one card), "their owner's" (cards of one owner), "their owners'"."""
    if not c.several:
        return "its owner's"
    return "their owner's" if c.one_owner else "their owners'"


def _bottom_library(c: A.PutOnBottomClause) -> str:
    """"your library" / "its owner's library" / "their owners' libraries" (each to its owner's,
    CR 401.4) / "their owner's library" (objects of one owner)."""
    if c.yours:
        return "your library"
    if c.one_owner:
        return "their owner's library"
    return "their owners' libraries" if plural_subject(c.objects) else "its owner's library"
