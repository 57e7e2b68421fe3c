"""Expectations of the face-down, suspect, Case, Class and Room instructions (runtime/effects/face_down.py,
cases.py, classes.py, rooms.py): what each must observably change (see verify_base.py)."""
from __future__ import annotations

from ...runtime.effects import (BecomeLevel, Cloak, LockOrUnlockDoor, ManifestDread, SolveCase, StopSuspecting, Suspect,
                               UnlockDoor)
from .verify_base import OBSERVED, Expectation, Outcome, Step, explained, missing, names, prepared, resolve


def _put_face_down(top: int, warded: bool):
    """The top `top` cards of each player's library left it, and a face-down 2/2 permanent came
    onto the battlefield for each (CR 701.62a manifest dread, CR 701.58a cloak: with ward {2})."""
    def check(step: Step) -> Outcome:
        r = prepared(step)
        players = [p for p in r.players if step.before.players[p].library]
        if not players:
            return explained("an empty library: nothing to put face down")
        state = step.game.state
        new = [i for i in step.after.battlefield if i not in step.before.battlefield
               and state.objects[i].face_up is not None]
        if len(new) < len(players):
            return missing(f"{len(new)} face-down permanents entered for {len(players)} players")
        if warded and any("ward" not in step.game.keywords(i) for i in new):
            return missing("a cloaked permanent has no ward {2}")
        stayed = [i for p in players for i in step.before.players[p].library[:top]
                  if i in step.after.objects and step.after.objects[i].zone is step.before.objects[i].zone]
        return missing(f"{names(step, stayed)} stayed in the library") if stayed else OBSERVED
    return check


def _suspected_before(game, ctx, effect):
    r = resolve(game, ctx, effect)
    return r, frozenset(i for i in r.objects if game.state.objects[i].suspected)


def _suspected(want: bool):
    """Each permanent it names is suspected afterwards (CR 701.60a) / no longer is (701.60c)."""
    def check(step: Step) -> Outcome:
        r, before = step.prepared
        state = step.game.state
        named = [i for i in r.objects if i in step.after.objects and state.objects[i].zone.value == "battlefield"]
        if not named or (not want and not before):
            return explained("no permanent to suspect" if want else "nothing it names was suspected")
        wrong = [i for i in named if state.objects[i].suspected != want]
        return missing(f"{names(step, wrong)} {'not ' if want else 'still '}suspected") if wrong else OBSERVED
    return check


def _solved(step: Step) -> Outcome:
    """The source Case is solved afterwards (CR 719.3a), unless it left the battlefield."""
    o = step.game.state.live(step.ctx.source_id)
    if o is None or o.zone.value != "battlefield":
        return explained("the Case is no longer on the battlefield")
    return OBSERVED if o.solved else missing(f"{o.name} is not solved")


def _levelled(step: Step) -> Outcome:
    """The source Class has the new level afterwards (CR 716.2a)."""
    o = step.game.state.live(step.ctx.source_id)
    if o is None or o.zone.value != "battlefield":
        return explained("the Class is no longer on the battlefield")
    return OBSERVED if o.class_level == step.effect.level else missing(f"{o.name} is level {o.class_level}")


def _doors_before(game, ctx, effect):
    """The Rooms it names on the battlefield, each with its unlocked doors before it runs."""
    r = resolve(game, ctx, effect)
    return {i: o.unlocked_doors for i in r.objects
            if (o := game.state.live(i)) is not None and o.zone.value == "battlefield" and o.whole is not None}


def _unlocked_one_more(step: Step) -> Outcome:
    """Each Room it names that had a locked door has one more door unlocked (CR 709.5f)."""
    state = step.game.state
    rooms = {i: before for i, before in step.prepared.items() if len(before) < 2
             and (o := state.live(i)) is not None and o.zone.value == "battlefield"}
    if not rooms:
        return explained("no Room it names has a locked door")
    wrong = [i for i, before in rooms.items() if len(state.objects[i].unlocked_doors) != len(before) + 1]
    return missing(f"{names(step, wrong)} has no door more unlocked") if wrong else OBSERVED


def _locked_or_unlocked_one(step: Step) -> Outcome:
    """Each Room it names has one door more or fewer unlocked (CR 709.5f-g); a Room whose doors
    are all locked or all unlocked may stay so, the other kind having been chosen (CR 608.2d)."""
    state = step.game.state
    rooms = {i: before for i, before in step.prepared.items()
             if (o := state.live(i)) is not None and o.zone.value == "battlefield"}
    if not rooms:
        return explained("no Room it names is on the battlefield")
    unchanged = [i for i, before in rooms.items() if len(state.objects[i].unlocked_doors) == len(before)]
    if unchanged and len(unchanged) == len(rooms) and all(len(rooms[i]) != 1 for i in unchanged):
        return explained("no Room it names has a door of the kind chosen")
    return missing(f"{names(step, unchanged)} has the same doors unlocked") if unchanged else OBSERVED


EXPECTATIONS: dict[type, Expectation] = {
    UnlockDoor: Expectation("each Room it names has one more door unlocked", _unlocked_one_more, _doors_before),
    LockOrUnlockDoor: Expectation("each Room it names has one door more or fewer unlocked",
                                  _locked_or_unlocked_one, _doors_before),
    BecomeLevel: Expectation("the Class has the new level", _levelled),
    SolveCase: Expectation("the Case is solved", _solved),
    ManifestDread: Expectation("the top two cards left the library; one is a face-down 2/2 on the battlefield",
                               _put_face_down(2, warded=False), resolve),
    Cloak: Expectation("the top card is a face-down 2/2 with ward {2} on the battlefield",
                       _put_face_down(1, warded=True), resolve),
    Suspect: Expectation("each permanent it names is suspected", _suspected(True), _suspected_before),
    StopSuspecting: Expectation("each permanent it names is no longer suspected", _suspected(False),
                                _suspected_before),
}
