"""One-shot shields in words (nodes.SHIELD_CLAUSES): "prevent all combat damage that would be
dealt to ...", "the next time a source of your choice would deal damage ...", extra turns."""
from __future__ import annotations

from ...runtime.filters import Controller
from ..syntax import nodes as A

from .words import digits, Unrenderable
from .registry import clause, sentences
from .filters import noun_phrase, source_of_choice
from .objects import objs
from .clause_lists import clauses_text


def shield_clause(c) -> str:
    match c:
        case A.RedirectAllClause(this_turn_first=True):
            return (f"all damage that would be dealt this turn to {objs(c.protected)} by {source_of_choice(c.chosen)} "
                    f"is dealt to {objs(c.new_recipients)} instead")
        case A.RedirectAllClause():
            by = f" by {objs(c.by)}" if c.by else (f" by {source_of_choice(c.chosen)}" if c.chosen else "")
            return (f"all damage that would be dealt to {objs(c.protected)} this turn{by} "
                    f"is dealt to {objs(c.new_recipients)} instead")
        case A.PreventNextTimeOfClause(recipients=()):
            return f"the next time {objs(c.source)} would deal damage this turn, prevent that damage"
        case A.PreventNextTimeOfClause():
            return (f"the next time {objs(c.source)} would deal damage to {objs(c.recipients)} this turn, "
                    f"prevent that damage")
        case A.PreventNextTimeClause(recipients=(), new_recipients=()):
            return f"the next time {source_of_choice(c.source)} would deal damage this turn, prevent that damage"
        case A.PreventNextTimeClause(new_recipients=()):
            return (f"the next time {source_of_choice(c.source)} would deal damage to {objs(c.recipients)} "
                    f"this turn, prevent that damage")
        case A.PreventNextTimeClause():
            return (f"the next time {source_of_choice(c.source)} would deal damage to {objs(c.recipients)} "
                    f"this turn, that damage is dealt to {objs(c.new_recipients)} instead")
        case A.PreventFromChosenClause(recipients=()):
            return f"prevent all damage {source_of_choice(c.source)} would deal this turn"
        case A.PreventFromChosenClause(by_last=True):
            return f"prevent all damage that would be dealt to {objs(c.recipients)} this turn by {source_of_choice(c.source)}"
        case A.PreventFromChosenClause():
            return f"prevent all damage {source_of_choice(c.source)} would deal to {objs(c.recipients)} this turn"
        case A.RedirectNextClause():
            return (f"the next {digits(c.amount)} damage that would be dealt to {objs(c.protected)} "
                    f"this turn is dealt to {objs(c.recipients)} instead")
        case A.PreventAllToClause():
            by = f" by {noun_phrase(c.sources, True)}" if c.sources is not None else ""
            what = "combat damage" if c.combat else "damage"
            to = "to and dealt by" if c.and_by else "to"
            when = " this turn" if c.this_turn else ""
            # every player, as Oracle writes it: "players" (transform: c_prevent_combat_to_players)
            whom = "players" if c.recipients == (A.EachPhrase(None, Controller.ANY),) else objs(c.recipients)
            return f"prevent all {what} that would be dealt {to} {whom}{when}{by}"
        case A.PreventNextCombatClause():
            return (f"prevent the next {digits(c.amount)} combat damage that would be dealt to "
                    f"{objs(c.recipients)} this turn")
        case A.ExtraTurnClause(players=()):
            return "take an extra turn after this one"
        case A.ExtraTurnClause():
            return f"{objs(c.players)} takes an extra turn after this one"
        case A.AdditionalLandPlaysClause(count=1):
            return "you may play an additional land this turn"
        case A.AdditionalLandPlaysClause():
            return f"you may play {('two', 'three')[c.count - 2]} additional lands this turn"
        case A.ExileUntilLeavesClause():
            return f"exile {objs(c.objects)} until ~ leaves the battlefield"
        case A.ReplaceNextDrawClause():
            return f"the next time you would draw a card this turn, {clause(c.clause)} instead"
        case A.NextSpellUncounterableClause():
            return f"the next {noun_phrase(c.filter)} you cast this turn can't be countered"
        case A.DamageUnpreventableClause():
            return "damage can't be prevented this turn"
        case A.ThatDamageUnpreventableClause():
            return "the damage can't be prevented"
    raise Unrenderable(type(c).__name__)


def damage_replacement_line(line: A.DamageReplacementLine) -> str:
    """"If damage would be dealt to ~, prevent that damage. ..." / "..., <clauses> instead."."""
    head = "if damage would be dealt to " + ("you" if line.to_you else "~") + ", "
    if line.prevented:
        return head + "prevent that damage. " + sentences(line.sentences)
    return head + clauses_text(line.sentences[0].clauses) + " instead."
