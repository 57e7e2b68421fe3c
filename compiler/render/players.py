"""Rendering of player references and player conditions (transform_players, grammar/players.lark)."""
from __future__ import annotations

from ...runtime.filters import PlayerControls, PlayerRef

PLAYER_WORDS = {PlayerRef.DEFENDING: "defending player", PlayerRef.EVENT_PLAYER: "that player",
                PlayerRef.TARGET_PLAYER: "target player"}


def player_controls(c: PlayerControls) -> str:
    """"defending player controls an island" / "defending player controls no walls"."""
    from .canonical import noun_phrase
    who = PLAYER_WORDS[c.player]
    if c.none:
        return f"{who} controls no " + noun_phrase(c.filter, True)
    return f"{who} controls " + noun_phrase(c.filter, det="a")


def player_clause(c) -> str:
    from ..syntax import nodes as A
    from .canonical import objs, word_count
    match c:
        case A.DiscardHandClause(players=(A.YouPhrase(),), then_draw=None):
            return "discard your hand"
        case A.DiscardHandClause():
            text = f"{objs(c.players)} discards {c.his_her} hand"
            if c.then_draw is not None:
                text += ", then draws " + word_count(c.then_draw, "card", "cards")
            return text
        case A.PlayerMayClause(clause=A.DrawClause() as draw):
            return f"{objs(c.players)} may draw " + word_count(draw.amount, "card", "cards")
        case A.PlayerMayClause():
            from .canonical import _search
            text = _search(c.clause).replace("search your library", f"search {c.his_her} library", 1)
            return f"{objs(c.players)} may {text}"
        case A.PoisonClause():
            verb = "get" if c.players == (A.YouPhrase(),) else "gets"
            return f"{objs(c.players)} {verb} " + word_count(c.amount, "poison counter", "poison counters")
        case A.BecomeBasicLandTypeClause():
            return f"{objs(c.objects)} becomes the basic land type of your choice until end of turn"
        case A.ControlToOwnersClause():
            from .canonical import noun_phrase
            return f"each player gains control of {noun_phrase(c.filter, True, det='all')} {c.wording}"
        case A.ExileNamedClause():
            from .canonical import obj
            return (f"search {obj(c.player)}'s graveyard, hand, and library for all cards with the same "
                    f"name as that {c.noun} and exile them. then that player shuffles {c.his_her} library")
        case A.ExchangeControlClause():
            return "exchange control of " + objs(c.objects)
    from .canonical import Unrenderable
    raise Unrenderable(type(c).__name__)


ANY_PLAYER = {"any": "any player may activate this ability.",
              "sorcery": "any player may activate this ability but only any time he or she could cast a sorcery.",
              "turn": "any player may activate this ability but only during his or her turn."}
