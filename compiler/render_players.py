"""Rendering of player references and player conditions (transform_players, grammar/players.lark)."""
from __future__ import annotations

from cardtext.runtime.filters import PlayerControls, PlayerRef

PLAYER_WORDS = {PlayerRef.DEFENDING: "defending player", PlayerRef.EVENT_PLAYER: "that player",
                PlayerRef.TARGET_PLAYER: "target player"}


def player_controls(c: PlayerControls) -> str:
    """"defending player controls an island" / "defending player controls no walls"."""
    from .render import noun_phrase
    who = PLAYER_WORDS[c.player]
    if c.none:
        return f"{who} controls no " + noun_phrase(c.filter, True)
    return f"{who} controls " + noun_phrase(c.filter, det="a")


def player_clause(c) -> str:
    from . import nodes as A
    from .render import objs, word_count
    match c:
        case A.DiscardHandClause(players=(A.YouPhrase(),), then_draw=None):
            return "discard your hand"
        case A.DiscardHandClause():
            text = f"{objs(c.players)} discards {c.his_her} hand"
            if c.then_draw is not None:
                text += ", then draws " + word_count(c.then_draw, "card", "cards")
            return text
    from .render import Unrenderable
    raise Unrenderable(type(c).__name__)
