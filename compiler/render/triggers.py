"""The clauses, sentences and lines of nodes.triggers in words: coin flips, "unless you pay",
"for as long as", compound activation timings, exert and "cast ~ only ... and only if"."""
from __future__ import annotations

from ...runtime.costs import Discard, EitherCost, ManaCost, Sacrifice
from ..syntax import nodes as A
from ..syntax.nodes import triggers as T

from .words import digits, Unrenderable, word_count
from .filters import noun_phrase
from .registry import clause, sentence, sentences
from .objects import objs
from .costs import cost
from .amounts import for_each
from .conditions import condition
from .clause_lists import clauses_text

TRIGGER_CLAUSES = (T.RemoveCountersClause, T.PutItsCountersClause, T.FlipCoinClause, T.FlipCoinsClause, T.InvestigateClause, T.IncubateClause,
                   T.TransformClause, T.GainPrintedBelowClause, T.BolsterClause, T.DiscoverClause,
                   T.KeywordActionClause, T.RemoveAllCountersClause, T.ExploreClause,
                   T.WhileClause, T.MayPlayThisTurnClause, T.MayPlayWhileExiledClause, T.EndureClause,
                   T.ForageClause, T.CollectEvidenceClause, T.BlightClause)

TRIGGER_SENTENCES = (T.FlipOutcomeSentence, T.HeadsSentence, T.NextSpellSentence, T.UnlessSentence, T.IfAfterSentence, T.IfThenIfAfterSentence,
                     T.CompoundTimingSentence, T.ThenIfSentence, T.OnceEachTurnSentence)

TRIGGER_LINES = (T.CastOnlyIfLine, T.ExertLine)

WHILE_WORDS = {"you control it": "you control ~", "on the battlefield": "~ remains on the battlefield",
               "tapped": "~ remains tapped"}


def trigger_clause(c) -> str:
    match c:
        case T.RemoveCountersClause():
            return "remove " + word_count(c.amount, f"{c.counter} counter", f"{c.counter} counters") + \
                " from " + objs(c.objects)
        case T.PutItsCountersClause():
            return "put its counters on " + objs(c.objects)
        case T.FlipCoinClause():
            return "flip a coin"
        case T.FlipCoinsClause():
            return "flip " + word_count(c.amount, "coin", "coins")
        case T.InvestigateClause():
            return "investigate"
        case T.IncubateClause():
            return f"incubate {digits(c.amount)}"
        case T.TransformClause():
            return f"{'convert' if c.convert else 'transform'} {objs(c.objects)}"
        case T.GainPrintedBelowClause():
            return f"{objs(c.objects)} also gains the non-backup abilities of ~ printed below this one until end of turn"
        case T.BolsterClause():
            return f"bolster {digits(c.amount)}"
        case T.DiscoverClause(that_player=True):
            return f"that player discovers {digits(c.amount)}"
        case T.DiscoverClause():
            return f"discover {digits(c.amount)}"
        case T.KeywordActionClause():
            return c.action
        case T.RemoveAllCountersClause(counter=None):
            return f"remove all counters from {objs(c.objects)}"
        case T.RemoveAllCountersClause():
            return f"remove all {c.counter} counters from {objs(c.objects)}"
        case T.ExploreClause():
            return f"{objs(c.objects)} explores" + (" again" if c.again else "")
        case T.ForageClause():
            return "forage"
        case T.CollectEvidenceClause():
            return f"collect evidence {c.amount}"
        case T.BlightClause():
            return f"blight {c.amount}"
        case T.EndureClause():
            return f"{objs(c.objects)} endures {digits(c.amount)}"
        case T.WhileClause():
            return clause(c.clause) + " for as long as " + " and ".join(WHILE_WORDS[k] for k in c.kinds)
        case T.MayPlayThisTurnClause():
            return f"you may play {objs(c.objects)} this turn"
        case T.MayPlayWhileExiledClause():
            return f"you may play {objs(c.objects)} for as long as it remains exiled"
    raise Unrenderable(type(c).__name__)


def _third_person(text: str) -> str:
    """"sacrifice a creature" -> "sacrifices a creature": the cost said of "that player"."""
    verb, _, rest = text.partition(" ")
    return f"{verb}s {rest}"


def trigger_sentence(s) -> str:
    match s:
        case T.FlipOutcomeSentence():
            return f"if you {'win' if s.won else 'lose'} the flip, {clauses_text(s.clauses)}."
        case T.NextSpellSentence():
            return f"when you cast your next {noun_phrase(s.filter)} this turn, {clauses_text(s.clauses)}."
        case T.HeadsSentence():
            return f"{clauses_text(s.clauses)} for each coin that comes up heads."
        case T.UnlessSentence(cost=None):
            return f"{clauses_text(s.clauses)} unless {condition(s.condition)}."
        case T.UnlessSentence(payer="that player" | "he or she" as payer, cost=EitherCost()):
            # "unless that player / he or she sacrifices a ... or discards a ..."
            either = f"{_third_person(cost(s.cost.first))} or {_third_person(cost(s.cost.second))}"
            return f"{clauses_text(s.clauses)} unless {payer} {either}."
        case T.UnlessSentence(payer="he or she", cost=Sacrifice() | Discard()):
            # "unless he or she discards an artifact card": the cost said of the clause's player
            return f"{'then ' if s.then else ''}{clauses_text(s.clauses)} unless he or she {_third_person(cost(s.cost))}."
        case T.UnlessSentence():
            paid = ("pay " if isinstance(s.cost, ManaCost) else "") + cost(s.cost)    # "unless you pay {2}"
            if s.for_each is not None:
                paid += " " + for_each(s.for_each)
            if s.payer:
                return f"{'then ' if s.then else ''}{clauses_text(s.clauses)} unless {s.payer} pays {paid.removeprefix('pay ')}."
            if len(s.clauses) > 1:      # one cost for several clauses: said before them all
                return f"unless you {paid}, {clauses_text(s.clauses)}."
            return f"{'then ' if s.then else ''}{clauses_text(s.clauses)} unless you {paid}."
        case T.IfAfterSentence():
            return f"{clauses_text(s.clauses)} if {condition(s.condition)}."
        case T.IfThenIfAfterSentence():
            return f"if {condition(s.condition)}, {sentence(s.then)}"
        case T.OnceEachTurnSentence():
            return "this ability triggers only once each turn."
        case T.CompoundTimingSentence():
            prefix = "activate only "
            words = []
            for part in s.parts:
                text = sentence(part)
                if not text.startswith(prefix):
                    raise Unrenderable("a timing part in another wording")
                words.append(text[len(prefix):-1])
            return prefix + " and only ".join(words) + "."
        case T.ThenIfSentence():
            return f"then if {condition(s.condition)}, {clauses_text(s.clauses)}."
    raise Unrenderable(type(s).__name__)


def trigger_line(line) -> str:
    match line:
        case T.CastOnlyIfLine():
            wording = next(w for w, v in A.STEP_TIMINGS.items()
                           if v == (tuple(line.steps.steps), line.steps.yours))
            return f"cast ~ only {wording} and only if {condition(line.condition)}."
        case T.ExertLine(sentences=None):
            return "you may exert ~ as it attacks."
        case T.ExertLine():
            return "you may exert ~ as it attacks. when you do, " + sentences(line.sentences)
    raise Unrenderable(type(line).__name__)
