"""Expectations of the turn-structure instructions (runtime/effects/turns.py): what each must
observably change (see verify_base.py)."""
from __future__ import annotations

from ...runtime.effects import CantCastSpellsThisTurn, CantGainLifeThisTurn, CantPlayLandsThisTurn, KeepTapped, PhaseOut, SkipNextStep, SkipTurns
from ...runtime.effects import NoUntapNextUntapStep
from ...runtime.characteristics import Zone
from ...runtime.handlers.triggers import while_holds
from .verify_base import OBSERVED, Expectation, Outcome, Step, explained, missing, names, prepared, resolve


def _phased_out(step: Step) -> Outcome:
    """CR 702.26b: each permanent it names is off the battlefield list, among the phased-out ones."""
    r = prepared(step)
    state = step.game.state
    present = [i for i in r.objects if i in step.before.battlefield]
    if not present:
        return explained("no permanent to phase out")
    still = [i for i in present if i in state.battlefield or i not in state.phased_out]
    return missing(f"{names(step, still)} did not phase out") if still else OBSERVED


def _kept_tapped(step: Step) -> Outcome:
    """CR 502.3, 611.2b: each permanent it names carries one more "doesn't untap" duration, or the
    duration was already over as it resolved (nothing happens)."""
    r = prepared(step)
    present = [i for i in r.objects if step.before.objects[i].zone is Zone.BATTLEFIELD]
    if not present:
        return explained("no permanent to keep tapped")
    state = step.game.state
    same = [i for i in present if len(state.objects[i].kept_tapped_while) == len(_kept_before(step, i))]
    lasts = (step.ctx.source_id, step.ctx.controller, step.effect.while_source)
    if same and step.effect.while_source and not while_holds(state, lasts):
        return explained("its duration was already over as it resolved (CR 611.2b)")
    return missing(f"{names(step, same)} can still untap") if same else OBSERVED


def _kept_before(step: Step, oid: int) -> tuple:
    """The object's "doesn't untap" durations before the instruction (its full record)."""
    record = step.before.objects[oid].record
    return dict(record).get("kept_tapped_while", ()) if record is not None else ()


def _turns_skipped(step: Step) -> Outcome:
    """CR 614.10: each player it names has `count` more turns to skip."""
    who = prepared(step).players
    if not who:
        return explained("no player to skip a turn")
    short = [p for p in who if step.after.players[p].skips[0] - step.before.players[p].skips[0] != step.effect.count]
    return missing(f"player {short} has no more turns to skip") if short else OBSERVED


def _restricted_this_turn(turn_field: str, what: str):
    """Each player the instruction names has the restriction for the rest of this turn: the
    player's `turn_field` is this turn (can't cast spells, CR 101.2; gain life, CR 119.7; play
    lands, CR 305.1)."""
    def check(step: Step) -> Outcome:
        who = prepared(step).players
        if not who:
            return explained("no player to restrict")
        state = step.game.state
        free = [p for p in who if getattr(state.players[p], turn_field) != state.turn]
        return missing(f"player {free} may still {what} this turn") if free else OBSERVED
    return check


_cant_cast_spells = _restricted_this_turn("cant_cast_spells_turn", "cast spells")
_cant_gain_life = _restricted_this_turn("cant_gain_life_turn", "gain life")
_cant_play_lands = _restricted_this_turn("cant_play_lands_turn", "play lands")


def _step_skipped(step: Step) -> Outcome:
    """CR 614.10: each player it names will skip one more such step."""
    who = prepared(step).players
    if not who:
        return explained("no player to skip a step")
    short = [p for p in who if step.after.players[p].skips[1].count(step.effect.skipped)
             <= step.before.players[p].skips[1].count(step.effect.skipped)]
    return missing(f"player {short} has no more {step.effect.step.value} steps to skip") if short else OBSERVED


def _untap_step_held(step: Step) -> Outcome:
    """CR 502.3, 611.2c: each player it names has one more rule for their next untap step."""
    who = prepared(step).players
    if not who:
        return explained("no player whose untap step to change")
    short = [p for p in who if step.after.players[p].untap_holds <= step.before.players[p].untap_holds]
    return missing(f"player {short} will untap as usual") if short else OBSERVED


EXPECTATIONS: dict[type, Expectation] = {
    PhaseOut: Expectation("each permanent it names phased out", _phased_out, resolve),
    SkipTurns: Expectation("each player it names skips that many more turns", _turns_skipped, resolve),
    SkipNextStep: Expectation("each player it names skips one more such step", _step_skipped, resolve),
    CantCastSpellsThisTurn: Expectation("each player it names can't cast spells this turn", _cant_cast_spells,
                                        resolve),
    KeepTapped: Expectation("each permanent it names doesn't untap while the duration holds", _kept_tapped, resolve),
    CantGainLifeThisTurn: Expectation("each player it names can't gain life this turn", _cant_gain_life, resolve),
    CantPlayLandsThisTurn: Expectation("each player it names can't play lands this turn", _cant_play_lands, resolve),
    NoUntapNextUntapStep: Expectation("each player it names keeps those permanents tapped in their next untap "
                                      "step", _untap_step_held, resolve),
}
