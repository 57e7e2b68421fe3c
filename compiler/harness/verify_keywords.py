"""Expectations of the keyword mechanics' own instructions (runtime/keyword_abilities.py and
runtime/mechanics/*): equip, crew, ward, storm, rampage, myriad, champion and provoke are declared
precisely; the others loosely (something in the game changed, or the player declined), their
keyword's exercise (exercise_keywords.py) checking the specific outcome (see verify_base.py)."""
from __future__ import annotations

from ...runtime.characteristics import Zone
from ...runtime.keyword_abilities import AttachSource, BecomeCreature
from ...runtime.mechanics.attack_triggers import ChampionExile, ChampionReturn, MeleePump, MyriadCopies, Provoke
from ...runtime.mechanics.cast_modifications import ReplicateCopies, SquadCopies
from ...runtime.mechanics.casting import MadnessCast, ReboundCast
from ...runtime.mechanics.epic import Epic, EpicCopy
from ...runtime.mechanics.later_casting import WarpExile
from ...runtime.mechanics.keyword_triggers import (Cascade, CounterUpkeep, DefenderLosesLife, DefenderSacrifices,
                                                   Extort, Fabricate, GraftMove, LivingWeapon, PayOrSacrifice,
                                                   RampagePump, Renown, ReturnSourceCard, StormCopies)
from ...runtime.mechanics.ward import CounterUnlessPaid
from ...runtime.mechanics.outside_battlefield import (CastEncodedCopy, CastSuspended, MiracleCast, RecoverPay,
                                                      RemoveTimeCounter, Ripple)
from ...runtime.mechanics.zone_abilities import EmbalmToken, NinjutsuEnter, SearchSameManaValue, Unearthed
from .verify_base import OBSERVED, Expectation, Outcome, Step, Verdict, explained, game_changed, missing


def _mechanic_step(step: Step) -> Outcome:
    """Loosely: something in the game changed, or its "may" was declined."""
    outcome = game_changed(step)
    if outcome.verdict is Verdict.MISSING and step.declined():
        return explained("the player chose not to")
    return outcome


def _equipped(step: Step) -> Outcome:
    """Equip (CR 702.6a, 701.3b): the source is attached to the target, unless it already is
    or can't be (then it stays where it is)."""
    state = step.game.state
    src = state.live(step.ctx.source_id)
    target = next((t.object_id for g in step.ctx.targets for t in g if t.object_id is not None), None)
    if src is None or src.zone is not Zone.BATTLEFIELD or target is None or state.live(target) is None:
        return explained("the Equipment or its target is gone")
    before = step.before.objects[src.id].attached_to if src.id in step.before.objects else None
    if before == target:
        return explained("already attached to that creature (CR 701.3b)")
    if src.attached_to == target:
        return OBSERVED
    from ...runtime.engine.attachments import attach_problem
    problem = attach_problem(state, src, state.live(target))
    return explained(f"it can't be attached: {problem}") if problem else missing("not attached to its target")


def _crewed(step: Step) -> Outcome:
    src = step.game.state.live(step.ctx.source_id)
    if src is None or src.zone is not Zone.BATTLEFIELD:
        return explained("the Vehicle is gone")
    return OBSERVED if src.crewed else missing("the Vehicle didn't become a creature")


def _storm_copies(step: Step) -> Outcome:
    """Storm (CR 702.40a): one copy for each spell cast before it this turn."""
    n = step.ctx.event.data.get("storm", 0) if step.ctx.event is not None else 0
    if n <= 0:
        return explained("no other spell was cast before it this turn")
    copies = step.after.stack - step.before.stack
    return OBSERVED if copies >= n else missing(f"{copies} of {n} copies on the stack")


def _epic(step: Step) -> Outcome:
    """Epic (CR 702.50a-b): its controller can't cast spells, and one more delayed trigger waits
    for their upkeeps."""
    if not step.game.state.players[step.ctx.controller].cant_cast_spells:
        return missing("its controller may still cast spells")
    return OBSERVED if step.after.delayed > step.before.delayed else missing("no upkeep trigger to copy it")


def _epic_copy(step: Step) -> Outcome:
    """Epic's upkeep trigger (CR 702.50a): a copy of the spell is on the stack."""
    return OBSERVED if step.after.stack > step.before.stack else missing("no copy of the spell on the stack")


def _rampage(step: Step) -> Outcome:
    """Rampage (CR 702.23a): +N/+N for each creature blocking it beyond the first."""
    combat = step.game.state.combat
    blockers = len(combat.blockers.get(step.ctx.source_id, [])) if combat is not None else 0
    return _mechanic_step(step) if blockers > 1 else explained("not blocked by more than one creature")


def _myriad(step: Step) -> Outcome:
    """Myriad (CR 702.116a): for each opponent other than the defending player, a token copy
    tapped and attacking that player, unless the controller chose not to ("you may")."""
    state = step.game.state
    combat = state.combat
    defending = combat.defender.get(step.ctx.source_id) if combat is not None else None
    others = [p for p in state.living_players() if p not in (step.ctx.controller, defending)]
    if not others:
        return explained("no opponent other than the defending player (a two-player game)")
    made = [i for i in step.after.battlefield if i not in step.before.objects and step.after.objects[i].is_token]
    attacked = {combat.defender.get(i) for i in made if i in combat.attackers}
    unattacked = [p for p in others if p not in attacked]
    if not unattacked:
        return OBSERVED
    if step.declined():
        return explained("the player chose not to create a copy (\"you may\")")
    return missing(f"no token copy attacking {', '.join(step.game.pname(p) for p in unattacked)}")


def _ward_item(game, ctx, effect) -> int | None:
    """The spell or ability whose targeting triggered ward, if it is still on the stack."""
    item = ctx.event.data.get("item") if ctx.event is not None else None
    return item if any(i.id == item for i in game.state.stack) else None


def _warded(step: Step) -> Outcome:
    """Ward (CR 702.21a): the spell or ability that targeted the permanent left the stack,
    unless its controller paid the ward cost."""
    if step.prepared is None:
        return explained("the spell or ability had already left the stack (CR 608.2b)")
    if step.said("pays ward"):
        return explained("its controller paid the ward cost")
    if any(i.id == step.prepared for i in step.game.state.stack):
        return missing("the spell or ability that targeted it is still on the stack")
    return OBSERVED


def _championed(step: Step) -> Outcome:
    """Champion (CR 702.72a): as the trigger resolves, another permanent the player controls is
    exiled, or (none chosen) the champion is sacrificed."""
    src = step.ctx.source_id
    if src not in step.before.objects or step.before.objects[src].zone is not Zone.BATTLEFIELD:
        return explained("the champion had already left the battlefield (CR 608.2b)")
    if src not in step.after.objects:
        return OBSERVED                                 # sacrificed: nothing championed
    exiled = [i for i, v in step.before.objects.items() if i != src and v.zone is Zone.BATTLEFIELD
              and i not in step.after.objects]
    championed = step.game.state.objects[src].championed
    if exiled and championed is not None and step.game.state.objects[championed].zone is Zone.EXILE:
        return OBSERVED
    return missing("nothing was exiled and the champion is still on the battlefield")


def _champion_returned(step: Step) -> Outcome:
    """Champion (CR 702.72a, linked abilities CR 607.2k): the championed card, if it is still in
    exile, returns to the battlefield."""
    state = step.game.state
    lki = step.ctx.source_lki or state.objects.get(step.ctx.source_id)
    card = lki.championed if lki is not None else None
    if card is None or card not in step.before.objects or step.before.objects[card].zone is not Zone.EXILE:
        return explained("no championed card is in exile (CR 607.2k)")
    return missing("the championed card is still in exile") if card in step.after.objects else OBSERVED


def _provoked(step: Step) -> Outcome:
    """Provoke (CR 702.39a): the target untaps and must block the attacker if able."""
    combat = step.game.state.combat
    targets = [t.object_id for g in step.ctx.targets for t in g if t.object_id is not None]
    if combat is None or step.ctx.source_id not in combat.attackers or not targets \
            or targets[0] not in step.after.objects:
        return explained("the provoking creature isn't attacking, or its target is gone (CR 608.2b)")
    if combat.must_block.get(targets[0]) != step.ctx.source_id:
        return missing("the target isn't required to block it")
    return missing("the target is still tapped") if step.after.objects[targets[0]].tapped else OBSERVED


def _warped(step: Step) -> Outcome:
    """Warp (CR 702.185a-b): the permanent left the battlefield for its owner's exile, and that
    card in exile may be cast by its owner (after this turn: the permission is in the game)."""
    source = step.ctx.source_id
    if source not in step.before.objects or step.before.objects[source].zone is not Zone.BATTLEFIELD:
        return explained("the permanent had already left the battlefield (CR 400.7)")
    if source in step.after.objects and step.after.objects[source].zone is Zone.BATTLEFIELD:
        return missing("the permanent is still on the battlefield")
    fresh = [p for p in step.after.may_play if p not in step.before.may_play]
    exiled = [p.object_id for p in fresh if p.object_id in step.after.objects
              and step.after.objects[p.object_id].zone is Zone.EXILE]
    return OBSERVED if exiled else missing("no permission to cast the exiled card later")


def _squad_copies(step: Step) -> Outcome:
    """Squad (CR 702.157a): one token copy of the source for each time its squad cost was paid."""
    from ...runtime.engine.evaluation import _lki
    from ...runtime.filters import SelfRef
    sources = _lki(step.game, step.ctx, SelfRef())
    if not sources:
        return explained("no object to copy")
    wanted = sources[0].squad_paid
    made = [i for i in step.after.battlefield if i not in step.before.objects
            and step.after.objects[i].is_token and step.after.objects[i].name == sources[0].name]
    if len(made) == wanted:
        return OBSERVED
    return missing(f"{len(made)} token copies for a squad cost paid {wanted} times")


_LOOSE = Expectation("something in the game changed (a keyword mechanic's step)", _mechanic_step, whole=True)

LOOSELY_DECLARED = (MeleePump, ReplicateCopies, MadnessCast,
                    ReboundCast, RemoveTimeCounter, CastSuspended, RecoverPay, Ripple, CastEncodedCopy,
                    MiracleCast, ReturnSourceCard, DefenderSacrifices, DefenderLosesLife,
                    PayOrSacrifice, CounterUpkeep, Cascade, Renown, Extort, Fabricate, LivingWeapon, GraftMove,
                    Unearthed, EmbalmToken, SearchSameManaValue, NinjutsuEnter)

EXPECTATIONS: dict[type, Expectation] = {
    AttachSource: Expectation("the Equipment is attached to its target", _equipped),
    BecomeCreature: Expectation("the Vehicle is an artifact creature (crewed)", _crewed),
    StormCopies: Expectation("one copy for each spell cast before it this turn", _storm_copies),
    Epic: Expectation("its controller can't cast spells; a trigger at each of their upkeeps", _epic),
    EpicCopy: Expectation("a copy of the epic spell on the stack", _epic_copy),
    RampagePump: Expectation("+N/+N for each blocker beyond the first", _rampage, whole=True),
    MyriadCopies: Expectation("a token copy attacking each other opponent", _myriad, whole=True),
    CounterUnlessPaid: Expectation("the spell or ability that targeted it is countered, unless its "
                                   "controller paid", _warded, _ward_item),
    ChampionExile: Expectation("another permanent exiled, or the champion sacrificed", _championed, whole=True),
    ChampionReturn: Expectation("the championed card returned from exile", _champion_returned, whole=True),
    Provoke: Expectation("the target untapped and must block the attacker", _provoked, whole=True),
    SquadCopies: Expectation("a token copy for each time its squad cost was paid", _squad_copies),
    WarpExile: Expectation("the permanent exiled, its owner may cast it after this turn", _warped),
    **{cls: _LOOSE for cls in LOOSELY_DECLARED},
}
