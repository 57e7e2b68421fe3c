"""Clauses of one sentence in words, with the word between each two derived ("and" or ", then").

The AST keeps no word between clauses: "draw a card, then discard a card" and "draw a card and
discard a card" are one instruction sequence, done in the order written (CR 608.2c), and the
lowering reads neither word. Oracle style joins with "and" a clause that goes with the one
before it (a life total changing alongside, a token created alongside, the same subject going
on: "gains haste until end of turn and can't be blocked this turn") and with ", then" a next
step (draw then discard, scry then draw, exile then return). The renderer prints that style;
where a card's print uses the other word, equivalents.py reads the two alike.
"""
from __future__ import annotations

import dataclasses

from ..syntax import nodes as A
from ..syntax.nodes import targets as T

from .objects import objs
from .words import CONTEXT
from .registry import clause

# a clause joined to the one before it with "and" (Oracle's usage)
AND_BEFORE = (A.LifeClause, A.CreateTokenClause, A.MillClause, A.SacrificeClause, A.GainControlClause,
              A.MustBeBlockedClause, A.PutObjectsClause, T.ContinuedRestrictClause, T.AttachSelfClause,
              T.AllCreatureTypesClause, A.SkipUntapClause, T.RemoveFromCombatClause)
# a clause after which the next one follows with "and" ("you gain 3 life and draw a card",
# "you choose a nonland card from it and exile that card")
AND_AFTER = (A.LifeClause, A.ChooseFromHandClause)


def clause_join(before, after) -> str:
    """The words between two clauses of a sentence: " and " or ", then "; a scry after damage
    names its player, the subject having changed ("~ deals 3 damage to ... and you scry 1")."""
    if isinstance(after, A.ScryClause) and isinstance(before, A.DamageClause):
        return " and you "
    if isinstance(after, A.DamageClause) and after.continued:
        return " and "              # "~ gets +2/+0 until end of turn and deals 1 damage to you"
    if _goes_on_with_one_duration(before, after) or (isinstance(after, CONTINUED_CHANGES) and after.continued):
        return " and "              # "gets +1/+0 and becomes black until end of turn"
    if isinstance(after, A.PumpClause) and isinstance(before, A.PumpClause) and CONTEXT.eot_first:
        return " and "              # "until end of turn, A gets +1/+1 and B gets -1/-1"
    if isinstance(after, A.CreateTokenClause) and isinstance(before, (A.DestroyClause, A.ExileClause)):
        return ", then "            # Oracle: "Destroy ..., then create ..." (the tokens come after)
    return " and " if isinstance(after, AND_BEFORE) or isinstance(before, AND_AFTER) else ", then "


# colours and types changed by a clause written with no subject after "and" (transform bind_continued)
CONTINUED_CHANGES = (T.BecomeColorsClause, A.AddColorsAndTypesClause)


def _goes_on_with_one_duration(before, after) -> bool:
    """"gets +1/+0 and becomes black until end of turn": one duration said once, after the
    second clause, for both (CR 611.2a)."""
    return isinstance(after, CONTINUED_CHANGES) and after.continued and after.until_end_of_turn \
        and getattr(before, "until_end_of_turn", None) is True


# what a player does, Oracle leaving the player of the clause before unwritten ("target player
# loses 1 life, discards a card, then sacrifices a permanent"; transform bind_continued_player)
_PLAYER_GOES_ON = (A.DiscardRandomClause, A.DrawClause, A.DiscardClause, A.SacrificeChosenClause)


def _same_player_goes_on(before, after) -> bool:
    """`after` is done by the player of `before`, Oracle leaving that player unwritten ("each
    player draws two cards, then discards a card at random"): the phrase the parser binds such a
    clause to ("that player" after one target or "that player", else the same phrase)."""
    players = getattr(before, "players", None)
    # "each player chooses three permanents they control, then sacrifices the rest"
    rest = isinstance(after, A.SacrificeClause) and after.objects == (A.RestPhrase(),) \
        and isinstance(before, A.PlayerChoosesClause)
    if not (isinstance(after, _PLAYER_GOES_ON) or rest) or not players or players == (A.YouPhrase(),):
        return False
    one = len(players) == 1 and isinstance(players[0], (A.TargetPhrase, A.ThatPhrase))
    return after.players == ((A.ThatPhrase("player"),) if one else players)


def clauses_text(clauses) -> str:
    """The clauses of a sentence in the order written, joined."""
    clauses = [dataclasses.replace(c, until_end_of_turn=False) if i + 1 < len(clauses)
               and _goes_on_with_one_duration(c, clauses[i + 1]) else c for i, c in enumerate(clauses)]
    body = clause(clauses[0])
    for before, after in zip(clauses, clauses[1:]):
        if isinstance(after, A.PutCountersClause) and isinstance(before, A.PutCountersClause):
            # counters put alongside, Oracle's "... on each creature and five loyalty counters on
            # ...": the second "put" left out (the normaliser writes it back)
            body += " and " + clause(after).removeprefix("put ")
            continue
        if _same_player_goes_on(before, after):
            body += ", then " + clause(after).removeprefix(objs(after.players) + " ")
            continue
        body += clause_join(before, after) + clause(after)
    return body
