"""Sentences of the AST in words: clauses (joined by render/clause_lists.py) and riders ("if you
do", "otherwise", "until end of turn", delays, "where x is ..."), and activation timings
("activate only as a sorcery")."""
from __future__ import annotations

import dataclasses

from ...runtime.characteristics import Step
from ...runtime.events import Whose
from ...runtime.filters import DuringSteps
from ..syntax import nodes as A
from ..syntax.nodes import targets as T

from .words import article, cards_in_zone, CONTEXT, plural, Unrenderable
from .filters import noun_phrase
from .objects import objs, plural_subject
from .mana import spend
from .amounts import amount_definition
from .conditions import condition
from .predicates import predicates
from .clause_lists import clauses_text
from .trigger_events import trigger

SENTENCE_CLASSES = (A.Sentence, A.ExileIfDiesSentence, A.StillTypeSentence, A.ManaKeptSentence, A.CounterRiderSentence,
                    A.NewTargetsSentence, A.GrantSentence, A.RestrictionSentence, A.RiderSentence,
                    A.TimingSentence, A.DoesTheSameSentence, A.DiesThisTurnSentence, A.ThisTurnTriggerSentence, A.UntilYourNextTurnSentence,
                    A.PreventedForEachSentence, A.EndEffectSentence)

DELAYS = {(Step.END_OF_COMBAT, Whose.THIS_TURN): "at end of combat",
          (Step.END, Whose.NEXT): "at the beginning of the next end step",
          (Step.UPKEEP, Whose.NEXT): "at the beginning of the next turn's upkeep",
          (Step.CLEANUP, Whose.NEXT): "at the beginning of the next cleanup step",
          (Step.END, Whose.THAT_EXTRA_TURN): "at the beginning of that turn's end step",
          (Step.MAIN1, Whose.YOUR): "at the beginning of your next precombat main phase",
          (Step.BEGINNING_OF_COMBAT, Whose.NEXT): "at the beginning of the next combat",
          (Step.END, Whose.YOUR_NEXT_TURN): "at the beginning of the end step on your next turn",
          (Step.UPKEEP, Whose.YOUR): "at the beginning of your next upkeep",
          (Step.END, Whose.YOUR): "at the beginning of your next end step"}


def ability_sentence(s) -> str:
    """A sentence of the AST: clauses, conditions, delays and durations,
    the riders and activation timings."""
    match s:
        case A.DiesThisTurnSentence():
            who = objs(s.objects) if s.objects else "it"
            dies = "is put into your graveyard from the battlefield" if s.into_your_graveyard else "dies"
            return f"when {who} {dies} this turn, {clauses_text(s.clauses)}."
        case A.ThisTurnTriggerSentence(objects=(_, *_)):
            # the event in the words of a triggered line about ~, then the object named instead
            event = trigger(dataclasses.replace(s.condition, subject=A.SelfPhrase()))
            return f"{event.replace('~', objs(s.objects), 1)} this turn, {clauses_text(s.clauses)}."
        case A.ThisTurnTriggerSentence(until_end_of_turn_first=True):
            return f"until end of turn, {trigger(s.condition)}, {clauses_text(s.clauses)}."
        case A.ThisTurnTriggerSentence():
            return f"{trigger(s.condition)} this turn, {clauses_text(s.clauses)}."
        case A.UntilYourNextTurnSentence():
            return f"until your next turn, {clauses_text(s.clauses)}."
        case A.PreventedForEachSentence():
            return f"for each 1 damage prevented this way, {clauses_text(s.clauses)}."
        case A.Sentence():
            body = clauses_text(s.clauses)
            if s.x_is is not None:
                body += ", where x is " + amount_definition(s.x_is)
                if s.x_as_you_activate:
                    body += " as you activate this ability"
                if s.x_as_you_cast:
                    body += " as you cast ~"
            if s.delay is not None and _delay_first(s):
                body = DELAYS[s.delay] + ", " + body
            elif s.delay is not None:
                body = body + " " + DELAYS[s.delay]
            if _until_eot_first(s):
                body = "until end of turn, " + _clauses_eot_first(s)
            if s.until_your_next_turn:
                body = "until the end of your next turn, " + body
            if s.instead:
                body = "instead " + body
            if s.condition is not None:
                body = f"if {condition(s.condition)}, " + body
            if s.if_you_do:
                body = (f"if {s.done_by} {'do' if s.done_by == 'they' else 'does'}, " if s.done_by
                        else "if you do, ") + body
            if s.if_not_done:
                verb = "doesn't" if s.if_not_done in ("that player", "he or she") else "don't"
                body = f"if {s.if_not_done} {verb}, " + body
            if s.when_you_do:
                body = "when you do, " + body
            if s.otherwise:
                body = "otherwise, " + body
            if s.then:
                body = "then " + body
            # a quoted ability that ends the sentence keeps its period inside the quotes
            return body if body.endswith('."') else body + "."
        case A.ExileIfDiesSentence(by_self=True):
            noun = "permanent" if s.permanents else "creature"
            return f"if a {noun} dealt damage by ~ would die this turn, exile it instead."
        case A.ExileIfDiesSentence(that_creature=True):
            return "if that creature would die this turn, exile it instead."
        case A.ExileIfDiesSentence():
            return "if a creature dealt damage this way would die this turn, exile it instead."
        case A.EndEffectSentence():
            from ..syntax.symbols import render_mana_cost
            return f"you may pay {render_mana_cost(s.cost).lower()} to end this effect."
        case A.StillTypeSentence(plural=True):
            return f"they're still {plural(s.card_type.value)}."
        case A.StillTypeSentence():
            return f"it's still {article(s.card_type.value)}."
        case A.ManaKeptSentence():
            until = "combat" if s.until is Step.END_OF_COMBAT else "turn"
            return f"until end of {until}, you don't lose this mana as steps and phases end."
        case A.CounterRiderSentence():
            return f"if that spell is countered this way, {COUNTER_RIDERS[s.destination]}."
        case A.NewTargetsSentence(players=True):
            return "players may choose new targets for their copies."
        case A.DoesTheSameSentence():
            return f"{s.who} does the same."
        case A.NewTargetsSentence(for_it=True):
            return "you may choose new targets for it."
        case A.NewTargetsSentence():
            return f"you may choose new targets for the {'copies' if s.copies else 'copy'}."
        case A.GrantSentence():
            many = plural_subject(s.objects)
            with cards_in_zone():             # the objects have the ability where they are
                subject = objs(s.objects)
            return subject + " " + predicates((A.GrantPredicate(s.ability, many),), many)
        case A.RestrictionSentence():
            return spend(s.restriction) + "."
        case A.RiderSentence():
            r = s.rider
            return f"if that mana is spent on {noun_phrase(r.spells, det='a')}, it gains {r.keyword}."
        case A.TimingSentence(any_player=str(who)) if who:
            return ANY_PLAYER[who]
        case A.TimingSentence(condition=None, sorcery_speed=True):
            return "activate only as a sorcery."
        case A.TimingSentence(max_per_turn=int(n)):
            return f"activate no more than {TIMES[n]} each turn."
        case A.TimingSentence(condition=None, once_per_turn=True):
            return "activate only once each turn."
        case A.TimingSentence(condition=None, only_once=True):
            return "activate only once."
        case A.TimingSentence(during_your_turn=True):
            return "activate only during your turn."
        case A.TimingSentence(condition=DuringSteps() as c):
            wording = next(w for w, v in A.STEP_TIMINGS.items() if v == (tuple(c.steps), c.yours))
            return "activate only " + wording + "."
        case A.TimingSentence():
            return f"activate only if {condition(s.condition)}."
    raise Unrenderable(type(s).__name__)


def _delay_first(s: A.Sentence) -> bool:
    """Where a delayed trigger's timing goes (CR 603.7a, one trigger either way): after a single
    clause ("return it ... at the beginning of the next end step", 130 of the corpus's 131
    one-clause delayed sentences), before several ("at the beginning of the next end step, you
    lose 1 life and return ~ ...", so it reads as covering them all); after "if you do, ..."
    always (the only order its grammar reads). "At the beginning of the end step on your next
    turn" always opens its sentence (Oracle's only order), as it does before a payment the next
    sentence asks about ("..., pay {2}{B}. If you don't, ...", the only order its grammar reads)."""
    if s.delay in ((Step.END, Whose.YOUR_NEXT_TURN), (Step.END, Whose.THAT_EXTRA_TURN)) or s.x_is is not None:
        return True                 # and before ", where x is ...", which ends the sentence
    if isinstance(s.clauses[-1], A.MayPayClause) and not s.clauses[-1].written_may:
        return True
    return len(s.clauses) > 1 and not s.if_you_do


# permissions and quoted abilities state their duration first in Oracle text ("until end of turn,
# you may play that card", 'until end of turn, target creature gains "..."': all 20 in the corpus)
_EOT_FIRST_CLAUSES = (A.MayPlayClause, A.GainQuotedClause)


def _until_eot_first(s: A.Sentence) -> bool:
    """Whether "until end of turn" opens the sentence (CR 611.2a: the same duration wherever it is
    said): when its one clause is a permission or a quoted ability; otherwise each clause ends
    with its own duration ("target creature gets +1/+1 until end of turn": 1,798 clauses in the
    corpus, against 9 animations and pumps printed with the duration first; "A until end of turn
    and B until end of turn" too, as Oracle prints two durations)."""
    if len(s.clauses) == 2 and isinstance(s.clauses[1], (T.AllCreatureTypesClause, A.AddColorsAndTypesClause)) \
            and getattr(s.clauses[1], "continued", False) and s.clauses[0].until_end_of_turn is True:
        return True       # "until end of turn, creatures you control have ... and gain ..."
    if _two_plain_pumps(s.clauses):
        return True       # "until end of turn, target creature ... gets +1/+1 and target creature ... gets -1/-1"
    return len(s.clauses) == 1 and isinstance(s.clauses[0], _EOT_FIRST_CLAUSES) \
        and s.clauses[0].until_end_of_turn is True


def _two_plain_pumps(clauses) -> bool:
    """Two fixed pumps of one duration, the first of a target: Oracle's "Until end of turn, target
    creature you control gets +1/+1 and target creature an opponent controls gets -1/-1" (two
    groups get a duration each: "creatures with shadow get +1/+0 until end of turn and ...")."""
    return len(clauses) == 2 and all(isinstance(c, A.PumpClause) and c.until_end_of_turn is True and not c.by_x
                                     and c.for_each is None and c.either is None for c in clauses) \
        and isinstance(clauses[0].objects[0], A.TargetPhrase)


def _clauses_eot_first(s: A.Sentence) -> str:
    CONTEXT.eot_first = True
    try:
        body = clauses_text(s.clauses)
    finally:
        CONTEXT.eot_first = False
    return body


TIMES = {2: "twice", 3: "three times"}

COUNTER_RIDERS = {
    "exile": "exile it instead of putting it into its owner's graveyard",
    "library_top": "put it on top of its owner's library instead of into that player's graveyard",
    "library_bottom": "put it on the bottom of its owner's library instead of into that player's graveyard",
}

ANY_PLAYER = {"any": "any player may activate this ability.",
              "sorcery": "any player may activate this ability but only any time they could cast a sorcery.",
              "turn": "any player may activate this ability but only during their turn."}
