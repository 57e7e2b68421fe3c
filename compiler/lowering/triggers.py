"""Lowering of the clauses and sentences of nodes.triggers: coin flips, "unless ..." and
trailing-"if" sentences, removing counters, investigate, bolster, explore, "for as long as"."""
from __future__ import annotations

import dataclasses

from ...runtime import effects as E
from ...runtime.filters import NotCondition

from ..syntax import nodes as A
from ..syntax.nodes import triggers as T
from ..syntax.transform import UnsupportedPhrase
from .amounts import amount_value, count_for_each
from .dispatch import lower_clause
from .effects import token_spec
from .library import bind_its
from .references import it_ref, objects_ref

CLAUSES = (T.RemoveCountersClause, T.PutItsCountersClause, T.FlipCoinClause, T.FlipCoinsClause, T.InvestigateClause, T.IncubateClause,
           T.TransformClause, T.GainPrintedBelowClause, T.BolsterClause, T.DiscoverClause,
           T.ExploreClause, T.MayPlayThisTurnClause, T.WhileClause, T.MayPlayWhileExiledClause, T.KeywordActionClause,
           T.RemoveAllCountersClause, T.EndureClause, T.ForageClause, T.CollectEvidenceClause, T.BlightClause)
SENTENCES = (T.FlipOutcomeSentence, T.HeadsSentence, T.NextSpellSentence, T.UnlessSentence, T.IfAfterSentence, T.IfThenIfAfterSentence, T.ThenIfSentence,
             T.CompoundTimingSentence)


def lower_trigger_clause(c, scope, pre: list):
    match c:
        case T.RemoveCountersClause():
            return E.RemoveCounters(objects_ref(c.objects, scope, pre), c.counter, c.amount)
        case T.PutItsCountersClause():
            # "its": the source, or the object the trigger event names (CR 608.2h)
            source = it_ref(scope)
            return E.PutCountersOf(objects_ref(c.objects, scope, pre), source)
        case T.FlipCoinClause():
            return E.FlipCoin()
        case T.FlipCoinsClause():
            return E.FlipCoins(amount_value(c.amount, scope, pre))
        case T.InvestigateClause():
            return E.CreateToken(token_spec(A.PredefinedToken("Clue")))   # CR 701.16a, 111.10f
        case T.IncubateClause():                # CR 701.53a, 111.10i
            return E.CreateToken(token_spec(A.PredefinedToken("Incubator")), counter="+1/+1",
                                 counter_amount=c.amount)
        case T.TransformClause():
            return E.Transform(objects_ref(c.objects, scope, pre))
        case T.GainPrintedBelowClause():            # CR 702.165a: filled in by the pipeline
            from .backup import PrintedBelow
            return PrintedBelow(objects_ref(c.objects, scope, pre))
        case T.BolsterClause():
            return E.Bolster(c.amount)
        case T.DiscoverClause(that_player=True):
            if scope.last_player is None:
                raise UnsupportedPhrase("'that player discovers' with no player named before")
            return E.Discover(c.amount, scope.last_player)
        case T.DiscoverClause():
            return E.Discover(c.amount)
        case T.KeywordActionClause(action="proliferate"):
            return E.Proliferate()
        case T.KeywordActionClause(action="populate"):
            return E.Populate()
        case T.RemoveAllCountersClause():
            return E.RemoveAllCounters(objects_ref(c.objects, scope, pre), c.counter)
        case T.ExploreClause():
            return E.Explore(objects_ref(c.objects, scope, pre))
        case T.CollectEvidenceClause():
            return E.CollectEvidenceAction(c.amount)    # CR 701.59a
        case T.ForageClause():
            return E.Forage()                           # CR 701.61a
        case T.BlightClause():
            return E.Blight(c.amount)                   # CR 701.68
        case T.EndureClause():
            return E.Endure(objects_ref(c.objects, scope, pre), c.amount)
        case T.WhileClause(clause=A.GainControlClause() | A.PumpClause() | A.GainKeywordClause() | A.KeepTappedClause()):
            *before, step = lower_clause(c.clause, scope)
            pre.extend(before)
            kinds = tuple(E.WhileSource(k) for k in c.kinds)
            return dataclasses.replace(step, while_source=kinds, duration=E.Duration.PERMANENT)
        case T.WhileClause(clause=A.PumpGainClause() as pump):
            # "gets +2/+2 and has trample for as long as ~ remains tapped": both parts end together
            kinds = tuple(E.WhileSource(k) for k in c.kinds)
            *before, step = lower_clause(dataclasses.replace(pump, until_end_of_turn=True), scope)
            pre.extend(dataclasses.replace(s, while_source=kinds, duration=E.Duration.PERMANENT)
                       if isinstance(s, (E.ModifyPowerToughness, E.GainKeyword)) else s for s in before)
            return dataclasses.replace(step, while_source=kinds, duration=E.Duration.PERMANENT)
        case T.MayPlayThisTurnClause():
            return E.MayPlay(objects_ref(c.objects, scope, pre), E.Duration.END_OF_TURN)
        case T.MayPlayWhileExiledClause():
            return E.MayPlay(objects_ref(c.objects, scope, pre), E.Duration.PERMANENT, while_exiled=True)
    raise UnsupportedPhrase(type(c).__name__)


def _next_spell_trigger(s: T.NextSpellSentence):
    """"When you cast your next <spell> this turn, <clauses>" (CR 603.7, 603.7c): a delayed
    trigger on that cast; its words read "that spell" as the spell cast. A target inside would be
    chosen as it triggers, which a delayed trigger here can't do, so it is refused."""
    from ...runtime import events as V
    from .scope import Scope
    inner_scope = Scope(event_subject=s.filter, event_kind="cast", delayed=True)
    inner = _inner(s, inner_scope)
    if inner_scope.targets:
        raise UnsupportedPhrase("a target in a delayed 'when you cast your next ...' trigger")
    return E.CreateDelayedTrigger(V.SpellCast(s.filter, this_turn=True), inner)


def _inner(s, scope) -> tuple:
    return tuple(step for clause in s.clauses for step in lower_clause(clause, scope))


def _clause_player(effects: tuple):
    """The single player "he or she" names: the player every effect of the clause acts on
    ("that player", "target player", "that creature's controller"); a group such as "each
    opponent" would need each of them to decide separately, which Unless can't express."""
    from ...runtime.filters import ChosenRef, ControllerOf, PlayerRef
    # "that player returns a permanent he or she controls ...": the player who chooses; the move
    # of what they chose names no player of its own
    # "~ deals 3 damage to that creature's controller unless that player pays {3}": the player dealt damage
    found = {e.chooser if isinstance(e, E.Choose) else e.players if isinstance(e, E.DealDamage) and e.objects is None
             else getattr(e, "player", None) for e in effects if not isinstance(getattr(e, "objects", None), ChosenRef)}
    if len(found) != 1:
        raise UnsupportedPhrase("'unless he or she pays' after an effect on no single player")
    (player,) = found
    if not (isinstance(player, ControllerOf) or player in (PlayerRef.EVENT_PLAYER, PlayerRef.TARGET_PLAYER,
                                                         PlayerRef.DEFENDING)):
        raise UnsupportedPhrase("'unless he or she pays' after an effect on a group of players")
    return player


def _object_controller(effects: tuple, scope):
    """The player "its controller" names in "<clause> unless its controller pays {1}": who
    controls the one object every effect of the clause acts on (one target, or the trigger's
    "that creature"), with last known information if it has left (CR 608.2h); several objects
    would have several controllers, each deciding alone, which Unless can't express."""
    from ...runtime.filters import ControllerOf, EventObjectRef, TargetRef
    found = {getattr(e, "objects", None) for e in effects}
    ref = next(iter(found)) if len(found) == 1 else None
    one_target = isinstance(ref, TargetRef) and ref.index < len(scope.targets) \
        and scope.targets[ref.index].maximum == 1
    if not (one_target or isinstance(ref, EventObjectRef)):
        raise UnsupportedPhrase("'unless its controller pays' after an effect on no single object")
    return ControllerOf(ref)


def _names_a_group(effects: tuple) -> bool:
    """Whether the clause acts on a group of players ("each opponent loses 3 life unless that
    player ..."), so that each of them decides (CR 608.2d), not one player."""
    from ...runtime.filters import PlayerRef
    return any(getattr(e, "player", None) in (PlayerRef.EACH_OPPONENT, PlayerRef.EACH_PLAYER) for e in effects)


def _each_unless(cost, effects: tuple):
    """"Each opponent loses 3 life unless that player sacrifices a nonland permanent or discards
    a card" (CR 118.12, 608.2d): each of the group decides for themselves, in APNAP order (CR
    101.4), and the effects act on each who doesn't pay ("that player" as each is named)."""
    from ...runtime.filters import PlayerRef
    found = {getattr(e, "player", None) for e in effects}
    if len(found) != 1 or not found <= {PlayerRef.EACH_OPPONENT, PlayerRef.EACH_PLAYER}:
        raise UnsupportedPhrase("'unless that player ...' after an effect on no group of players")
    (group,) = found
    each = tuple(dataclasses.replace(e, player=PlayerRef.EVENT_PLAYER) for e in effects)
    return E.Unless(cost, each, group, each_separately=True)


def lower_trigger_sentence(s, prog, scope) -> None:
    """Append (or fold into the step before) what sentence `s` does."""
    match s:
        case T.FlipOutcomeSentence():
            _fold_flip(s, prog, scope)
        case T.NextSpellSentence():
            prog.effects.append(_next_spell_trigger(s))
        case T.HeadsSentence():
            # "... for each coin that comes up heads": what each heads of the flips before does
            last = prog.effects[-1] if prog.effects else None
            if not isinstance(last, E.FlipCoins) or last.per_heads:
                raise UnsupportedPhrase("'for each coin that comes up heads' without coins flipped before it")
            prog.effects[-1] = dataclasses.replace(last, per_heads=_inner(s, scope))
        case T.UnlessSentence(cost=None):
            prog.effects.append(E.Conditional(NotCondition(s.condition), _inner(s, scope)))
        case T.UnlessSentence():
            # CR 118.12: the effect happens unless you pay; you choose whether to pay
            per = None
            if s.for_each is not None:          # "{1} for each ...": that many times
                from ...runtime.filters import Fixed
                per = count_for_each(Fixed(1), s.for_each, scope)
            if s.payer in ("that player", "he or she") and _names_a_group(effects := _inner(s, scope)):
                prog.effects.append(_each_unless(s.cost, effects))    # each chooses for themselves
            elif s.payer == "its controller":   # of the one object the clause acts on
                effects = _inner(s, scope)
                prog.effects.append(E.Unless(s.cost, effects, _object_controller(effects, scope), per=per))
            elif s.payer:                       # "unless he or she / that player pays": the clause's one player
                effects = effects if s.payer in ("that player", "he or she") else _inner(s, scope)
                prog.effects.append(E.Unless(s.cost, effects, _clause_player(effects), per=per))
            else:
                prog.effects.append(E.Unless(s.cost, _inner(s, scope), per=per))
        case T.CompoundTimingSentence():
            _compound_timing(s, prog)
        case T.ThenIfSentence():                # "Then if it has ...": "it" is named before the condition
            condition = bind_its(s.condition, scope)
            prog.effects.append(E.Conditional(condition, _inner(s, scope)))
        case T.IfAfterSentence():
            inner = _inner(s, scope)
            prog.effects.append(E.Conditional(bind_its(s.condition, scope), inner))
        case T.IfThenIfAfterSentence():         # outside a trigger: both checked as it resolves
            prog.effects.append(E.Conditional(s.condition, (E.Conditional(s.then.condition, _inner(s.then, scope)),)))
        case _:
            raise UnsupportedPhrase(type(s).__name__)


def _compound_timing(s: T.CompoundTimingSentence, prog) -> None:
    """CR 602.5b: every restriction of "only X and only Y" applies."""
    from ...runtime import abilities as R
    from ...runtime.filters import AllOfConditions
    conditions = tuple(p.condition for p in s.parts if p.condition is not None)
    if prog.timing.condition is not None:
        raise UnsupportedPhrase("two activation conditions")
    condition = None if not conditions else conditions[0] if len(conditions) == 1 \
        else AllOfConditions(conditions)
    prog.timing = R.Timing(prog.timing.sorcery_speed or any(p.sorcery_speed for p in s.parts),
                           prog.timing.once_per_turn or any(p.once_per_turn for p in s.parts),
                           condition)


def no_regeneration_rider(s, prog) -> bool:
    """"Destroy all creatures. They can't be regenerated.": the destruction just before can't be
    replaced by regeneration (CR 701.15c); True if `s` was folded into that Destroy step."""
    if not (isinstance(s, A.Sentence) and len(s.clauses) == 1
            and isinstance(s.clauses[0], A.NoRegenerationClause) and s.condition is None
            and s.delay is None and not s.if_you_do and s.x_is is None
            and not s.until_your_next_turn):
        return False
    if not prog.effects or not isinstance(prog.effects[-1], E.Destroy):
        return False
    prog.effects[-1] = dataclasses.replace(prog.effects[-1], can_regenerate=False)
    return True


def _fold_flip(s: T.FlipOutcomeSentence, prog, scope) -> None:
    """"If you win/lose the flip, ..." is a branch of the coin flip just before it (CR 705)."""
    last = prog.effects[-1] if prog.effects else None
    delayed = None
    if isinstance(last, E.CreateDelayedTrigger) and last.effects \
            and isinstance(last.effects[-1], E.FlipCoin):
        delayed, last = last, last.effects[-1]     # "flip a coin at end of combat. If you lose ..."
    if not isinstance(last, E.FlipCoin):
        raise UnsupportedPhrase("'if you win/lose the flip' without a coin flip before it")
    branch = "won" if s.won else "lost"
    if getattr(last, branch):
        raise UnsupportedPhrase("two sentences for the same result of a flip")
    flip = dataclasses.replace(last, **{branch: _inner(s, scope)})
    if delayed is not None:
        flip = dataclasses.replace(delayed, effects=delayed.effects[:-1] + (flip,))
    prog.effects[-1] = flip
