"""Parse tree -> AST for grammar/outside_the_game.lark (CR 400.11), mixed into ToAst."""
from __future__ import annotations

from ....runtime.filters import CompletedADungeon
from .. import nodes as A
from lark import v_args

from .common import UnsupportedPhrase, _fixed, _plain, _reveals, _sentence, _span


class OutsideTheGameMixin:
    """Learn, venture into the dungeon, "you've completed a dungeon"."""

    def c_learn(self, _): return A.LearnClause()

    @v_args(meta=True)
    def st_can_be_commander(self, meta, _):
        """"~ can be your commander." (CR 903.3d)."""
        return A.StaticLine("can_be_commander", span=_span(meta))

    @v_args(meta=True)
    def st_begin_on_battlefield(self, meta, _):
        """"If ~ is in your opening hand, you may begin the game with it on the battlefield."
        (CR 103.6a)."""
        return A.StaticLine("begin_on_battlefield", span=_span(meta))

    def opening_hand_reveal_start(self, items):
        """"You may reveal this card from your opening hand. If you do, at the beginning of the
        first upkeep, ..." (CR 103.6b): the first upkeep is the next one to begin once the card is
        revealed, before the game's first turn; "your first main phase" the next precombat main
        phase of yours (CR 505.1a)."""
        from ....runtime.characteristics import Step
        from ....runtime.events import Whose
        timing = str(items[1]).removeprefix("at the beginning of ")
        delay = (Step.UPKEEP, Whose.NEXT) if timing == "the first upkeep" else (Step.MAIN1, Whose.YOUR)
        return A.AbilityLine(A.OpeningHandRevealLine(timing, _sentence(items[2], delay=delay)))

    def c_venture(self, _): return A.VentureClause()

    def cond_completed_dungeon(self, _): return CompletedADungeon()          # CR 309.7

    def c_from_outside(self, items):
        """A wish: one card the player owns from outside the game into their hand (CR 400.11b)."""
        count, filt, _, put = items[:4]
        if _fixed(count) != 1:
            raise UnsupportedPhrase("several cards from outside the game")
        return A.FromOutsideTheGameClause(_plain(filt), _reveals(put))

    def c_abandon_scheme(self, _): return A.AbandonSchemeClause()

    def c_open_attraction(self, _): return A.OpenAttractionClause()           # CR 701.51

    def c_roll_to_visit(self, _): return A.RollToVisitClause()                # CR 701.52

    def visit_start(self, items):
        """"Visit — [effect]" (CR 702.159a)."""
        return A.AbilityLine(A.VisitLine(tuple(items[0])))

    def e_set_in_motion(self, _): return A.TriggerCondition("set_in_motion", A.SelfPhrase())

    def c_planeswalk(self, _): return A.PlaneswalkClause()                     # CR 701.31

    def e_planeswalk_to(self, _): return A.TriggerCondition("planeswalked_to", A.SelfPhrase())      # CR 701.31d

    def e_planeswalk_away(self, _): return A.TriggerCondition("planeswalked_away", A.SelfPhrase())  # CR 701.31d

    def e_encounter(self, _): return A.TriggerCondition("encountered", A.SelfPhrase())              # CR 312.5

    def e_chaos_ensues(self, _): return A.TriggerCondition("chaos_ensues", A.SelfPhrase())          # CR 311.7
