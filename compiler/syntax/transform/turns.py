"""Parse tree -> AST for the turn-structure clauses (grammar/turns.lark), mixed into ToAst."""
from __future__ import annotations

from lark import v_args

from ....runtime.characteristics import Step
from ....runtime.filters import Controller, Fixed, ObjectFilter, PlayerRef
from .. import nodes as A
from ..nodes import triggers as T
from .common import NUMBER_WORDS, UnsupportedPhrase, _bare_each, _cond, _plain, _span


class TurnsMixin:
    """Phasing out (CR 702.26), untap steps (CR 502.3), skipped turns and steps (CR 614.10)."""

    def c_phase_out(self, items): return A.PhaseOutClause(items[0])

    def c_no_untap_while(self, items):
        """CR 611.2b: the duration is a WhileClause's, as for "gets +1/+1 for as long as ..."."""
        return T.WhileClause(A.KeepTappedClause(items[0]), items[-1])

    def c_skip_untap_that_player(self, items):
        """"Those creatures don't untap during that player's next untap step." (CR 502.3): the
        objects a clause before named as that player's; the untap step is of their controller."""
        objects = items[0]
        if not all(isinstance(o, (A.ThosePhrase, A.ControlledPhrase)) for o in objects):
            raise UnsupportedPhrase("'that player's next untap step' of objects not named as that player's")
        return A.SkipUntapClause(objects, that_player=True)

    def c_skip_untap_that_player_bare(self, items):
        """"Lands target player controls don't untap during his or her next untap step." (CR 502.3):
        each of them, controlled by the player named, misses that player's next untap."""
        subject = _bare_each(self, items[0])
        if not isinstance(subject, A.ControlledPhrase):
            raise UnsupportedPhrase("'his or her next untap step' of objects no player named controls")
        return A.SkipUntapClause((subject,), that_player=True)

    def c_no_untap_named_next(self, items):
        """"Lands you control don't untap during your next untap step." (CR 502.3, 611.2c): a
        rule for the player's next untap step, which reads the permanents they control then.
        Only the player whose step it is untaps (CR 502.3): a subject naming another player's
        permanents ("lands you control" in a target player's step) is not supported."""
        filt = items[0]
        if not isinstance(filt, ObjectFilter) or not getattr(self, "_subject_plural", False):
            raise UnsupportedPhrase("permanents of a named player kept from untapping in a player's next untap step")
        whose = str(items[1]).split(" during ", 1)[1].removesuffix(" next untap step")
        if whose == "your" and filt.controller in (Controller.ANY, Controller.YOU):
            return A.NoUntapNextUntapStepClause(filt, (A.YouPhrase(),))
        if whose != "your" and filt.controller is Controller.ANY:
            players = Controller.OPPONENT if whose == "target opponent's" else Controller.ANY
            return A.NoUntapNextUntapStepClause(filt, (A.TargetPhrase(None, players),))
        raise UnsupportedPhrase("permanents of one player kept from untapping in another's untap step")

    @v_args(meta=True)
    def st_untap_limit(self, meta, items, condition=None):
        """"Players can't untap more than one land during their untap steps." (CR 502.3): whose
        untap steps, how many of which permanents at most."""
        who, number, filt, steps = items
        most = NUMBER_WORDS[str(number)]
        if getattr(self, "_filter_plural", False) != (most > 1):
            raise UnsupportedPhrase("a limit on untapping whose noun doesn't agree with its number")
        players = {"players": PlayerRef.EACH_PLAYER, "you": PlayerRef.YOU,
                   "your opponents": PlayerRef.EACH_OPPONENT}[str(who).removesuffix(" can't untap more than")]
        if (players is PlayerRef.YOU) != str(steps).endswith("your untap step"):
            raise UnsupportedPhrase("whose untap steps a limit on untapping names")
        return A.StaticLine("untap_limit", _plain(filt), amount=Fixed(most), players=players,
                            condition=condition, span=_span(meta))

    @v_args(meta=True)
    def st_while_untap_limit(self, meta, items):
        """"As long as ~ is untapped, players can't untap more than one land ..." (CR 611.3a)."""
        return self.st_untap_limit(meta, items[1:], condition=_cond(items[0]))

    def c_during_next_untap_no_untap(self, items):
        """"During that player's next untap step, creatures he or she controls don't untap."
        (CR 502.3, 611.2c): the player a clause before named, read as that step happens."""
        filt = _plain(items[1])
        if not getattr(self, "_filter_plural", False) or filt.controller is not Controller.ANY:
            raise UnsupportedPhrase("permanents of another player than the one whose untap step it is")
        return A.NoUntapNextUntapStepClause(filt, (A.ThatPhrase("player"),), step_first=True)

    def c_skip_untap_continued(self, _):
        """Subjectless after "and": bound to the clause before it (transform/targets.py: bind_continued)."""
        return A.SkipUntapClause((), continued=True)

    def c_skip_turn(self, items): return A.SkipTurnsClause(items[0])
    def c_skip_turns(self, items): return A.SkipTurnsClause(items[0], NUMBER_WORDS[str(items[2])])
    def c_skip_next_step(self, items): return A.SkipNextStepClause(items[0], items[2])
    def c_skip_next_combat_phase(self, items):       # CR 506.1: the phase its first step begins
        return A.SkipNextStepClause(items[0], Step.BEGINNING_OF_COMBAT, phase=True)
    def c_cant_cast_spells_this_turn(self, items): return A.CantCastSpellsThisTurnClause(items[0])

    def c_opponents_cant_cast_spells_this_turn(self, _):
        """"Your opponents can't cast spells this turn": each opponent (CR 102.2)."""
        return A.CantCastSpellsThisTurnClause((A.EachPhrase(None, Controller.OPPONENT),))

    def c_cant_gain_life_this_turn(self, items): return A.CantGainLifeThisTurnClause(items[0])
    def c_cant_play_lands_this_turn(self, items): return A.CantPlayLandsThisTurnClause(items[0])

    def c_opponents_cant_gain_life_this_turn(self, _):
        """"Your opponents can't gain life this turn": each opponent (CR 102.2)."""
        return A.CantGainLifeThisTurnClause((A.EachPhrase(None, Controller.OPPONENT),))

    def c_players_cant_gain_life_this_turn(self, _):
        """"Players can't gain life this turn": each player (CR 102.1)."""
        return A.CantGainLifeThisTurnClause((A.EachPhrase(None, Controller.ANY),))
    def ss_untap(self, _): return Step.UNTAP
    def ss_upkeep(self, _): return Step.UPKEEP
    def ss_draw(self, _): return Step.DRAW

    @v_args(meta=True)
    def r_skip_step(self, meta, items):
        return A.ReplacementLine("skip_step", step=items[0], span=_span(meta))

    @v_args(meta=True)
    def r_skip_step_if(self, meta, items):
        return A.ReplacementLine("skip_step", step=items[0], condition=_cond(items[1]), span=_span(meta))
