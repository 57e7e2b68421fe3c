"""The keyword actions of nodes.KEYWORD_ACTION_CLAUSES in words (CR 701)."""
from __future__ import annotations

from ...runtime.filters import XValue
from ..syntax import nodes as A

from .objects import objs, plural_subject
from .words import Unrenderable, count_words, plural


def keyword_action_clause(c) -> str:
    match c:
        case A.MonstrosityClause():
            return f"monstrosity {'x' if isinstance(c.amount, XValue) else c.amount}"
        case A.DetainClause():
            return "detain " + objs(c.objects)
        case A.MultiplyPowerClause():
            verb = {2: "double", 3: "triple"}[c.times]
            return f"{verb} {objs(c.objects)}'s power{' and toughness' if c.toughness else ''} until end of turn"
        case A.GoadClause():
            return "goad " + objs(c.objects)
        case A.SupportClause():
            return f"support {c.amount}"
        case A.FatesealClause():
            return f"fateseal {c.amount}"
        case A.ManifestClause():
            if count_words(c.amount) == "one":
                return "manifest the top card of your library"
            return f"manifest the top {count_words(c.amount)} cards of your library"
        case A.VoteClause():
            return "starting with you, each player votes for " + " or ".join(c.choices)
        case A.AdaptClause():
            return f"adapt {c.amount}"
        case A.AmassClause():
            return f"amass {plural(c.subtype.lower())} {c.amount}" if c.named else f"amass {c.amount}"
        case A.TimeTravelClause():
            return "time travel"
        case A.TheRingTemptsYouClause():
            return "the ring tempts you"
        case A.VillainousChoiceClause():
            from .clause_lists import clauses_text
            verb = " face" if plural_subject(c.players) else " faces"
            return (f"{objs(c.players)}{verb} a villainous choice — {clauses_text(c.first)}, "
                    f"or {clauses_text(c.second)}")
        case A.HarnessClause():
            return "harness ~"
        case A.UnlockDoorClause():
            return ("lock or unlock a door of " if c.or_lock else "unlock a locked door of ") + objs(c.objects)
        case A.ConniveClause():
            return objs(c.objects) + (" connive" if plural_subject(c.objects) else " connives")
    raise Unrenderable(type(c).__name__)
