"""Rendering of the nodes of nodes_triggers.py and of the conditions and trigger events of
grammar/triggers_more.lark (called from render.py)."""
from __future__ import annotations

from ...runtime.costs import ManaCost
from ...runtime.filters import (BeenAttackedThisStep, CardTypesInGraveyard, CitysBlessing, Fixed,
                                      NotCondition, SourceEnchanted, YouControl,
                                      PermanentLeftThisTurn, TotalPower)

from ..syntax import nodes_triggers as T


WHILE_WORDS = {"you control it": "you control ~", "on the battlefield": "~ remains on the battlefield",
               "tapped": "~ remains tapped"}


def trigger_clause(c) -> str:
    from .canonical import Unrenderable, digits, objs, word_count
    match c:
        case T.RemoveCountersClause():
            return "remove " + word_count(c.amount, f"{c.counter} counter", f"{c.counter} counters") + \
                " from " + objs(c.objects)
        case T.FlipCoinClause():
            return "flip a coin"
        case T.InvestigateClause():
            return "investigate"
        case T.BolsterClause():
            return f"bolster {digits(c.amount)}"
        case T.KeywordActionClause():
            return c.action
        case T.RemoveAllCountersClause(counter=None):
            return f"remove all counters from {objs(c.objects)}"
        case T.RemoveAllCountersClause():
            return f"remove all {c.counter} counters from {objs(c.objects)}"
        case T.ExploreClause():
            return f"{objs(c.objects)} explores" + (" again" if c.again else "")
        case T.WhileClause():
            from .canonical import clause
            return clause(c.clause) + " for as long as " + " and ".join(WHILE_WORDS[k] for k in c.kinds)
        case T.MayPlayThisTurnClause():
            return f"you may play {objs(c.objects)} this turn"
    raise Unrenderable(type(c).__name__)


def _body(clauses, joins) -> str:
    from .canonical import clause
    body = clause(clauses[0])
    for join, c in zip(joins, clauses[1:]):
        body += (", then " if join == "then" else " and ") + clause(c)
    return body


def trigger_sentence(s) -> str:
    from .canonical import Unrenderable, condition, cost
    match s:
        case T.FlipOutcomeSentence():
            return f"if you {'win' if s.won else 'lose'} the flip, {_body(s.clauses, s.joins)}."
        case T.UnlessSentence(cost=None):
            return f"{_body(s.clauses, s.joins)} unless {condition(s.condition, s.cond_wording)}."
        case T.UnlessSentence():
            paid = ("pay " if s.pay_word and isinstance(s.cost, ManaCost) else "") + cost(s.cost)
            if s.for_each is not None:
                from .canonical import for_each
                paid += " " + for_each(s.for_each)
            if s.payer:
                return f"{_body(s.clauses, s.joins)} unless {s.payer} pays {paid.removeprefix('pay ')}."
            if s.first:
                return f"unless you {paid}, {_body(s.clauses, s.joins)}."
            return f"{_body(s.clauses, s.joins)} unless you {paid}."
        case T.IfAfterSentence():
            return f"{_body(s.clauses, s.joins)} if {condition(s.condition, s.cond_wording)}."
        case T.CompoundTimingSentence():
            from .canonical import sentence
            prefix = "activate this ability only " if s.old_wording else "activate only "
            words = []
            for part in s.parts:
                text = sentence(part)
                if not text.startswith(prefix):
                    raise Unrenderable("a timing part in another wording")
                words.append(text[len(prefix):-1])
            return prefix + " and only ".join(words) + "."
        case T.ThenIfSentence():
            return f"then if {condition(s.condition, s.cond_wording)}, {_body(s.clauses, s.joins)}."
    raise Unrenderable(type(s).__name__)


def trigger_condition(c, wording: str = "") -> str | None:
    """The words of a condition of this family; None if `c` isn't one."""
    from .canonical import count_words
    match c:
        case CardTypesInGraveyard():
            return f"there are {count_words(Fixed(c.at_least))} or more card types among cards in your graveyard"
        case TotalPower():
            return f"creatures you control have total power {c.at_least} or greater"
        case PermanentLeftThisTurn():
            return "a permanent you controlled left the battlefield this turn"
        case CitysBlessing():
            return "you have the city's blessing"
        case NotCondition(condition=YouControl(at_least=1) as inner):
            from .canonical import noun_phrase
            return "you don't control " + noun_phrase(inner.filter, det="a")
        case SourceEnchanted():
            return "it's enchanted" if c.it_wording else "~ is enchanted"
        case BeenAttackedThisStep():
            return "you've been attacked this step"
    return None


def trigger_line(line) -> str:
    from ..syntax import nodes as A
    from .canonical import Unrenderable, sentences
    match line:
        case T.CastOnlyIfLine():
            from .canonical import condition
            wording = next(w for w, v in A.STEP_TIMINGS.items()
                           if v == (tuple(line.steps.steps), line.steps.yours))
            return f"cast ~ only {wording} and only if {condition(line.condition)}."
        case T.ExertLine(sentences=None):
            return "you may exert ~ as it attacks."
        case T.ExertLine():
            return "you may exert ~ as it attacks. when you do, " + sentences(line.sentences)
    raise Unrenderable(type(line).__name__)


def trigger_event_words(cond) -> str | None:
    """"whenever <subject> becomes tapped"; None for other kinds."""
    from .canonical import noun_phrase
    from ..syntax import nodes as A
    if cond.kind == "explores":
        return f"whenever {noun_phrase(cond.subject, det='a')} explores"
    if cond.kind == "haunted_dies":
        return "when the creature ~ haunts dies"
    if cond.kind == "enters_or_haunted_dies":
        return "when ~ enters or the creature it haunts dies"
    if cond.kind == "exert":
        return f"whenever you exert {noun_phrase(cond.subject, det='a')}"
    if cond.kind not in ("becomes_tapped", "damage_to_creature"):
        return None
    if isinstance(cond.subject, A.SelfPhrase):
        subject = "~"
    elif cond.wording == "bare_subject":
        subject = noun_phrase(cond.subject)
    else:
        subject = noun_phrase(cond.subject, det="a")
    if cond.kind == "damage_to_creature":
        return f"whenever {subject} deals {'combat ' if cond.combat_only else ''}damage to a creature"
    return f"whenever {subject} becomes tapped"
