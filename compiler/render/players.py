"""Player clauses in words (nodes.PLAYER_CLAUSES): a player discards a hand, may draw or search,
gets poison counters, exchanges or gains control."""
from __future__ import annotations

import dataclasses

from ...runtime.characteristics import Zone
from ...runtime.filters import Controller
from ..syntax import nodes as A

from .words import number_word, Unrenderable, word_count
from .registry import clause
from .filters import noun_phrase
from .objects import obj, objs, whose
from .statics import CHOICE_WORDS
from .costs import cost


def player_clause(c) -> str:
    match c:
        case A.DiscardHandClause(draw_discarded_plus=int(plus)):
            more = f" plus {number_word(plus)}" if plus else ""
            return "discard all the cards in your hand, then draw that many cards" + more
        case A.DiscardHandClause(players=(A.YouPhrase(),), then_draw=None):
            return "discard your hand"
        case A.DiscardHandClause():
            text = f"{objs(c.players)} discards {whose(c.players)} hand"
            if c.then_draw is not None:
                text += ", then draws " + word_count(c.then_draw, "card", "cards")
            return text
        case A.PlayerMayClause(has_you=True):
            return f"{objs(c.players)} may have you {clause(c.clause)}"
        case A.PlayerMayClause(clause=A.DrawClause(up_to=True) as draw):
            return f"{objs(c.players)} may draw up to " + word_count(draw.amount, "card", "cards")
        case A.PlayerMayClause(clause=A.MayPayClause() as pay):
            return f"{objs(c.players)} may pay {cost(pay.cost)}"
        case A.PlayerMayClause(clause=A.DrawClause() as draw):
            return f"{objs(c.players)} may draw " + word_count(draw.amount, "card", "cards")
        case A.PlayerMayClause():
            # the grammar reads another player's search with "shuffle their library"
            text = clause(c.clause).replace("search your library", "search their library", 1)
            text = text.replace(", then shuffle", ", then shuffle their library")
            return f"{objs(c.players)} may {text}"
        case A.PlayerMovesOwnClause(every=True, to=Zone.HAND):
            return f"{objs(c.players)} returns {_own_objects(c)} to {whose(c.players)} hand"
        case A.PlayerMovesOwnClause(every=True, to=Zone.BATTLEFIELD):
            return f"{objs(c.players)} returns {_own_objects(c)} to the battlefield"
        case A.PlayerMovesOwnClause(to=Zone.HAND):
            return f"{objs(c.players)} returns {_own_objects(c)} to its owner's hand"
        case A.PlayerMovesOwnClause(to=Zone.BATTLEFIELD):
            return f"{objs(c.players)} puts {_own_objects(c)} onto the battlefield"
        case A.PlayerMovesOwnClause():
            return f"{objs(c.players)} exiles {_own_objects(c)}"
        case A.PlayerChoosesClause(count=1, up_to=False):
            owned = " they control" if c.own else ""
            return f"{objs(c.players)} chooses {noun_phrase(c.filter, False, det='a')}{owned}"
        case A.PlayerChoosesClause():          # "chooses [up to] two creatures they control"
            many = ("up to " if c.up_to else "") + number_word(c.count)
            if c.players == (A.YouPhrase(),):  # "choose up to one creature"
                return f"choose {many} {noun_phrase(c.filter, c.count > 1)}"
            return f"{objs(c.players)} chooses {many} {noun_phrase(c.filter, c.count > 1)} they control"
        case A.WinTheGameClause():
            return f"{objs(c.players)} {'win' if c.players == (A.YouPhrase(),) else 'wins'} the game"
        case A.LoseTheGameClause():
            return f"{objs(c.players)} {'lose' if c.players == (A.YouPhrase(),) else 'loses'} the game"
        case A.PoisonClause():
            verb = "get" if c.players == (A.YouPhrase(),) else "gets"
            return f"{objs(c.players)} {verb} " + word_count(c.amount, "poison counter", "poison counters")
        case A.BecomeBasicLandTypeClause(land_type=named) if named:
            return f"{objs(c.objects)} becomes {'an' if named[0] in 'AEIOU' else 'a'} {named.lower()} until end of turn"
        case A.BecomeBasicLandTypeClause():
            return f"{objs(c.objects)} becomes the basic land type of your choice until end of turn"
        case A.ControlToOwnersClause():
            return f"each player gains control of {noun_phrase(c.filter, True, det='all')} they own"
        case A.ExileNamedClause():
            return (f"search {obj(c.player)}'s graveyard, hand, and library for all cards with the same "
                    f"name as that {c.noun} and exile them. then that player shuffles their library")
        case A.ExileChosenNameClause():
            count = "any number of" if c.any_number else "all"
            return (f"choose {CHOICE_WORDS[c.name][0]}. search {obj(c.player)}'s graveyard, hand, and library for "
                    f"{count} cards with that name and exile them. then that player shuffles their library")
        case A.ExchangeControlClause():
            return "exchange control of " + objs(c.objects)
        case A.ExchangeLifeTotalsClause():
            return "exchange life totals with " + objs(c.players)
    raise Unrenderable(type(c).__name__)


def _own_objects(c) -> str:
    """What a player exiles of their own: "a card from their graveyard", "a creature they
    control", "all land cards from their graveyard"."""
    filt = dataclasses.replace(c.filter, zone=Zone.BATTLEFIELD, controller=Controller.ANY)
    what = noun_phrase(filt, c.every or c.count > 1,
                       det="all" if c.every else "a" if c.count == 1 else number_word(c.count))
    if c.filter.zone is Zone.BATTLEFIELD:
        return f"{what} they control"
    return f"{what} from {whose(c.players)} {c.filter.zone.value}"
