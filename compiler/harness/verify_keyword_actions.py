"""Expectations of the keyword-action instructions (runtime/effects/keyword_actions.py, and
manifest in runtime/effects/face_down.py): what each must observably change (see verify_base.py)."""
from __future__ import annotations

from ...runtime.characteristics import Zone
from ...runtime.engine.evaluation import amount
from ...runtime.effects import (Adapt, Amass, Connive, Detain, Fateseal, Goad, Manifest, Meld, Monstrosity,
                                MultiplyPowerToughness, TimeTravel, Vote, Harness, TheRingTemptsYou)
from ...runtime.effects import FaceVillainousChoice
from ...runtime.engine.game_conditions import meld_pair_owned
from ...runtime.mechanics.meld import meld_pair
from .verify_base import OBSERVED, Expectation, Outcome, Step, explained, missing, names, prepared, resolve


def _was_monstrous(game, ctx, effect):
    o = game.state.live(ctx.source_id)
    return None if o is None else (o.monstrous, o.counters.get("+1/+1", 0))


def _monstrous(step: Step) -> Outcome:
    """CR 701.37a: a permanent that wasn't monstrous got N +1/+1 counters and is monstrous."""
    if step.prepared is None:
        return explained("the permanent is gone")
    was, counters = step.prepared
    if was:
        return explained("it was already monstrous: monstrosity does nothing (CR 701.37a)")
    o = step.game.state.live(step.ctx.source_id)
    if o is None or o.zone is not Zone.BATTLEFIELD:
        return explained("it left the battlefield before monstrosity resolved")
    if not o.monstrous:
        return missing(f"{o.name} is not monstrous")
    n = amount(step.game, step.ctx, step.effect.amount)
    if o.counters.get("+1/+1", 0) < counters + n and not step.logged("replace"):
        return missing(f"{o.name} didn't get {n} +1/+1 counters")
    return OBSERVED


def _meld_pair(game, ctx, effect):
    """The source and the meld partner it would exile, if its controller owns and controls both."""
    source = game.state.live(ctx.source_id) if ctx.source_id is not None else None
    partners = [] if source is None else meld_pair_owned(game.state, source, ctx.controller)
    return (source.id, partners[0]) if partners else None


def _melded(step: Step) -> Outcome:
    """CR 701.42a: the source and its partner left the battlefield, and one permanent with their
    melded face, represented by the two cards, is on it; two exiled cards that are no meld pair
    (a copy named as the partner) stay in exile (701.42c)."""
    if step.prepared is None:
        return explained("its controller doesn't own and control both cards of the pair: nothing to meld")
    state = step.game.state
    stayed = [i for i in step.prepared if state.live(i) is not None]
    if stayed:
        return missing(f"{names(step, stayed)} was not exiled")
    now = [_where_now(state, i) for i in step.prepared]
    if None in now:
        return explained("a token exiled ceased to exist (CR 111.8): nothing to meld")
    if now[0] == now[1] and state.objects[now[0]].zone is Zone.BATTLEFIELD and len(state.objects[now[0]].melded_from) == 2:
        return OBSERVED
    exiled = [state.objects[i] for i in now]
    if all(o.zone is Zone.EXILE for o in exiled) and not meld_pair(*exiled):
        return explained("the two exiled cards are not a meld pair: they stay in exile (CR 701.42c)")
    return missing("no melded permanent is on the battlefield")


def _where_now(state, oid: int) -> int | None:
    """The object a card became through its zone changes (exiled, then melded)."""
    while (o := state.objects[oid]).gone and o.moved_to is not None:
        oid = o.moved_to
    return None if state.objects[oid].gone else oid


def _designated(field: str, what: str):
    """Each permanent it names, still on the battlefield, records this ability's controller as
    the player who detained / goaded it (CR 701.35a, 701.15a)."""
    def check(step: Step) -> Outcome:
        r = prepared(step)
        state = step.game.state
        named = [i for i in r.objects if (o := state.live(i)) is not None and o.zone is Zone.BATTLEFIELD]
        if not named:
            return explained(f"no permanent to {what}")
        wrong = [i for i in named if step.ctx.controller not in getattr(state.objects[i], field)]
        return missing(f"{names(step, wrong)} not {what}ed") if wrong else OBSERVED
    return check


def _fatesealed(step: Step) -> Outcome:
    """CR 701.29a: an opponent's top cards looked at and sorted; keeping them all on top in the
    same order is a legal choice, so the record of the look is what shows."""
    opponents = [p for p in range(len(step.before.players)) if p != step.ctx.controller]
    if not any(step.before.players[p].library for p in opponents):
        return explained("the opponent's library is empty")
    return OBSERVED if step.logged("fateseal") else missing("no fateseal happened")


def _manifested(step: Step) -> Outcome:
    """CR 701.40a, 701.40d: each of the top N cards of the library became a face-down 2/2
    permanent, one at a time; as many as the library held."""
    r = prepared(step)
    state = step.game.state
    want = sum(min(r.amount_for(k), len(step.before.players[p].library)) for k, p in enumerate(r.players))
    if not want:
        return explained("an empty library (or none to manifest): nothing to put face down")
    new = [i for i in step.after.battlefield if i not in step.before.battlefield
           and state.objects[i].face_up is not None]
    return OBSERVED if len(new) >= want else missing(f"{len(new)} face-down permanents entered, {want} expected")


def _voted(step: Step) -> Outcome:
    """CR 701.38a: every player still in the game voted once, and the tally holds the votes."""
    voters = [p for p in range(len(step.before.players)) if not step.game.state.players[p].lost]
    cast = step.logged("vote")
    if len(cast) != len(voters) or sum(step.ctx.votes.values()) != len(voters):
        return missing(f"{len(cast)} votes for {len(voters)} players")
    return OBSERVED


def _faced(step: Step) -> Outcome:
    """CR 701.55a: each player facing the choice chose an option, once a time, and the options
    chosen ran (an option may do nothing: an impossible one may be chosen, 701.55b)."""
    facing = step.prepared
    made = step.logged("villainous")
    if len(made) != len(facing) * step.effect.times:
        return missing(f"{len(made)} villainous choices made by {len(facing)} player(s) facing it")
    if not facing:
        return explained("no player faces the choice")
    return OBSERVED if step.inner else explained("the options chosen had nothing to do")


def _facing(game, ctx, effect):
    from ...runtime.engine.evaluation import players
    return players(game, ctx, effect.players)


def _powers_before(game, ctx, effect):
    """Each permanent the instruction names, with its power and toughness before it runs."""
    from ...runtime.engine.evaluation import objects
    from ...runtime.engine.query import power_toughness
    state = game.state
    return {oid: power_toughness(state, state.objects[oid]) for oid in objects(game, ctx, effect.objects)
            if state.live(oid) is not None and state.objects[oid].zone is Zone.BATTLEFIELD}


def _multiplied(step: Step) -> Outcome:
    """CR 701.10b / 701.11b: each creature's power (and toughness) is `times` what it was."""
    from ...runtime.engine.query import power_toughness
    if not step.prepared:
        return explained("no permanent to double or triple")
    state, times = step.game.state, step.effect.times
    for oid, (power, toughness) in step.prepared.items():
        o = state.live(oid)
        if o is None or o.zone is not Zone.BATTLEFIELD:
            return explained("a permanent left the battlefield before the effect resolved")
        now = power_toughness(state, o)
        want = (times * power, times * toughness if step.effect.toughness else toughness)
        if now != want:
            return missing(f"{o.name} is {now[0]}/{now[1]}, not {want[0]}/{want[1]}")
    return OBSERVED


def _had_counters(game, ctx, effect):
    o = game.state.live(ctx.source_id)
    return None if o is None else o.counters.get("+1/+1", 0)


def _adapted(step: Step) -> Outcome:
    """CR 701.46a: a permanent with no +1/+1 counters got N of them."""
    if step.prepared is None:
        return explained("the permanent is gone")
    if step.prepared > 0:
        return explained("it already had +1/+1 counters: adapt does nothing (CR 701.46a)")
    o = step.game.state.live(step.ctx.source_id)
    if o is None or o.zone is not Zone.BATTLEFIELD:
        return explained("it left the battlefield before adapt resolved")
    got = o.counters.get("+1/+1", 0)
    return OBSERVED if got >= step.effect.amount or step.logged("replace") else missing(f"{o.name} has {got} +1/+1 counters")


def _connived(step: Step) -> Outcome:
    """CR 701.50a: for each conniving permanent its controller drew a card, then discarded one
    (a card left some hand or library for the graveyard or exile); with no card to draw or to
    discard, the connive happened all the same (CR 701.50b)."""
    r = prepared(step)
    if not r.objects:
        return explained("nothing to connive")
    if not step.logged("connive"):
        return missing("no permanent connived")
    gone = [i for p in step.before.players for i in p.hand + p.library[:1]
            if i not in step.after.objects or step.after.objects[i].zone not in (Zone.HAND, Zone.LIBRARY)]
    if gone:
        return OBSERVED
    if all(not p.hand and not p.library for p in step.before.players):
        return explained("no card to draw or discard (CR 701.50b)")
    return missing("no card was discarded")


def _amassed(step: Step) -> Outcome:
    """CR 701.47a: an Army creature its controller controls got N more +1/+1 counters (a new
    0/0 Army token, if there was none, dies to the state-based actions only afterwards)."""
    me = step.ctx.controller
    for i in step.after.battlefield:
        o = step.game.state.objects[i]
        before = step.before.live(i)
        had = before.count("+1/+1") if before is not None else 0
        if o.controller == me and "Army" in step.game.state.objects[i].definition.subtypes + o.gained_subtypes \
                and step.after.objects[i].count("+1/+1") >= had + step.effect.amount:
            return OBSERVED
    return explained("a counter replacement changed the amount") if step.logged("replace") \
        else missing("no Army creature got the +1/+1 counters")


def _time_travelled(step: Step) -> Outcome:
    """CR 701.56a: each permanent its controller controls and each of their cards in exile with a
    time counter (the suspended ones, CR 702.62b) was asked about: one more or one fewer time
    counter, or left as it was by choice (the log says which)."""
    me = step.ctx.controller
    had = {i: o.count("time") for i, o in step.before.objects.items()
           if o.controller == me and o.zone in (Zone.BATTLEFIELD, Zone.EXILE) and o.count("time") > 0}
    if not had:
        return explained("nothing with a time counter")
    if not step.logged("time travel"):
        return missing("no time counter added or removed, and none left by choice")
    odd = [i for i, n in had.items() if i in step.after.objects
           and abs(step.after.objects[i].count("time") - n) > 1]
    return missing(f"time counters changed by more than one on {odd}") if odd else OBSERVED


def _was_harnessed(game, ctx, effect):
    o = game.state.live(ctx.source_id)
    return None if o is None else o.harnessed


def _harnessed(step: Step) -> Outcome:
    """CR 701.64a: a permanent that wasn't harnessed is harnessed."""
    if step.prepared is None:
        return explained("the permanent is gone")
    if step.prepared:
        return explained("it was already harnessed: harness does nothing (CR 701.64a)")
    o = step.game.state.live(step.ctx.source_id)
    if o is None or o.zone is not Zone.BATTLEFIELD:
        return explained("it left the battlefield before harness resolved")
    return OBSERVED if o.harnessed else missing(f"{o.name} is not harnessed")


def _before_temptation(game, ctx, effect):
    """How many times the Ring had tempted the controller."""
    return game.state.players[ctx.controller].ring_temptations


def _tempted(step: Step) -> Outcome:
    """CR 701.54a-c: the controller was tempted once more, has the emblem named The Ring with one
    ability a temptation up to four, and a creature they control as their Ring-bearer if they
    controlled one."""
    from ...runtime.engine.query import is_creature
    from ...runtime.handlers.the_ring import ring_emblem
    state, me = step.game.state, step.ctx.controller
    times = step.prepared
    if state.players[me].ring_temptations != times + 1:
        return missing("the Ring did not tempt the player")
    emblem = ring_emblem(state, me)
    if emblem is None or len(emblem.definition.abilities) != min(times + 1, 4):
        return missing("the emblem named The Ring did not gain its next ability")
    creatures = [i for i in state.battlefield if state.objects[i].controller == me
                 and is_creature(state.objects[i], state)]
    if creatures and not any(state.objects[i].ring_bearer for i in creatures):
        return missing("no creature the player controls is their Ring-bearer")
    return OBSERVED


EXPECTATIONS: dict[type, Expectation] = {
    Harness: Expectation("the source is harnessed (or already was)", _harnessed, _was_harnessed),
    TheRingTemptsYou: Expectation("the emblem named The Ring gained its next ability and the player chose their "
                                  "Ring-bearer", _tempted, _before_temptation),
    TimeTravel: Expectation("a time counter added to or removed from each object chosen", _time_travelled),
    Amass: Expectation("N +1/+1 counters on an Army creature its controller controls", _amassed),
    Adapt: Expectation("N +1/+1 counters on a source that had none (or it had some)", _adapted, _had_counters),
    Connive: Expectation("its controller drew and discarded a card", _connived, resolve),
    Vote: Expectation("each player voted once, starting with its controller", _voted),
    FaceVillainousChoice: Expectation("each player facing it chose one of the two options and it ran",
                                      _faced, _facing),
    Meld: Expectation("the source and its meld partner are exiled and one melded permanent with their "
                      "melded face is on the battlefield", _melded, _meld_pair),
    Monstrosity: Expectation("N +1/+1 counters on the source and it is monstrous (or already was)",
                             _monstrous, _was_monstrous),
    MultiplyPowerToughness: Expectation("each creature's power (and toughness) times two or three",
                                        _multiplied, _powers_before),
    Detain: Expectation("each permanent it names is detained by its controller", _designated("detained_by", "detain"),
                        resolve),
    Goad: Expectation("each creature it names is goaded by its controller", _designated("goaded_by", "goad"),
                      resolve),
    Fateseal: Expectation("an opponent's top N cards looked at and sorted", _fatesealed),
    Manifest: Expectation("the top N cards of the library became face-down 2/2 permanents", _manifested, resolve),
}
