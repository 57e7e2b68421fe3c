"""Parse tree -> AST for the keyword actions of grammar/keyword_actions.lark (CR 701), mixed
into ToAst."""
from __future__ import annotations

from ....runtime.filters import Controller, Fixed, SourceState, VotesFor, VoteWon, XValue

from .. import nodes as A
from .common import UnsupportedPhrase, subtype_name


def not_played(name: str, word) -> None:
    """A keyword action the keyword database marks unsupported: CT301 at its word, saying why."""
    from ...keywords.database import builtin
    entry = builtin().get(name)
    raise UnsupportedPhrase(f"the keyword action '{name}' ({entry.cr}) is not played: {entry.unsupported}", word,
                            start=word.start_pos)


def _contraption(word) -> None:
    """Only Contraptions are assembled and cranked (Unstable release notes)."""
    if subtype_name(str(word).lower()) != "Contraption":
        raise UnsupportedPhrase(f"assembling or cranking a {word} (only Contraptions are)", word, start=word.start_pos)


class KeywordActionsMixin:
    """Monstrosity and monstrous, detain, goad, support, fateseal, manifest, vote, adapt, connive, amass."""

    def c_monstrosity(self, items): return A.MonstrosityClause(int(items[0]))

    def c_monstrosity_x(self, _):
        # CR 701.37c: its "when ~ becomes monstrous" abilities read X as it became monstrous
        return A.MonstrosityClause(XValue())

    def cond_self_monstrous(self, _):
        return SourceState("monstrous")          # CR 701.37b

    def cond_self_renowned(self, _):
        return SourceState("renowned")           # CR 702.112b

    def e_becomes_monstrous(self, items):
        if not isinstance(items[0], A.SelfPhrase):
            raise UnsupportedPhrase("another permanent becoming monstrous")
        return A.TriggerCondition("monstrous", A.SelfPhrase())

    def e_becomes_renowned(self, items):
        if not isinstance(items[0], A.SelfPhrase):
            raise UnsupportedPhrase("another creature becoming renowned")
        return A.TriggerCondition("renowned", A.SelfPhrase())

    def c_detain(self, items): return A.DetainClause(items[0])

    def mp_objects(self, items): return items[0]
    def mp_self(self, _): return (A.SelfPhrase(),)

    def c_double_power(self, items, times=2):
        """"double <objects>'s power [and toughness] until end of turn" (CR 701.10b)."""
        return A.MultiplyPowerClause(items[0], times, any(getattr(t, "type", None) == "AND_TOUGHNESS" for t in items))

    def c_triple_power(self, items):
        """"triple <objects>'s power [and toughness] until end of turn" (CR 701.11b)."""
        return self.c_double_power(items, times=3)

    def c_goad(self, items): return A.GoadClause(items[0])

    def c_support(self, items): return A.SupportClause(int(items[0]))

    def c_fateseal(self, items): return A.FatesealClause(int(items[0]))

    def c_manifest_top(self, items):
        """"manifest the top card" / "the top two cards" of your library (CR 701.40a)."""
        *count, noun = items
        if str(noun) != ("cards" if count else "card"):
            raise UnsupportedPhrase(f"manifest the top {noun}")
        return A.ManifestClause(count[0] if count else Fixed(1))

    def c_vote(self, items):
        """"... each player votes for death or taxes" (CR 701.38a)."""
        words = str(items[0]).split()          # votes for <a> or <b>
        return A.VoteClause((words[2], words[4]))

    def cond_vote_more(self, items): return VoteWon(str(items[0]).split()[0])

    def cond_vote_more_or_tied(self, items): return VoteWon(str(items[0]).split()[0], or_tied=True)

    def fe_votes(self, items): return VotesFor(str(items[0]).split()[2])

    def c_adapt(self, items): return A.AdaptClause(int(items[0]))

    def c_connive(self, items): return A.ConniveClause(items[0])
    def c_time_travel(self, _): return A.TimeTravelClause()

    def c_ring_tempts_you(self, _): return A.TheRingTemptsYouClause()           # CR 701.54a

    def c_harness(self, _): return A.HarnessClause()                            # CR 701.64a

    def c_villainous_choice(self, items):                                         # CR 701.55a
        players, _, first, second = items
        return A.VillainousChoiceClause(players, tuple(first), tuple(second))

    def c_assemble(self, items):                                                 # CR 701.45, Unstable
        _contraption(items[2])
        if not isinstance(items[1], Fixed):
            raise UnsupportedPhrase("assembling a variable number of Contraptions", items[0], start=items[0].start_pos)
        return A.AssembleClause(items[1].value)

    def e_cranked(self, items):                                                   # Unstable release notes
        _contraption(items[0])
        return A.TriggerCondition("cranked", A.SelfPhrase())

    def r_assemble_instead(self, items):
        word = next(t for t in items if getattr(t, "type", "") == "ASSEMBLE")
        raise UnsupportedPhrase("a replacement of assembling Contraptions (no such replacement is played)", word,
                                start=word.start_pos)
    def c_unlock_door(self, items): return A.UnlockDoorClause(items[0])         # CR 709.5f
    def c_lock_or_unlock_door(self, items): return A.UnlockDoorClause(items[0], or_lock=True)  # CR 709.5f-g

    def infinity_start(self, items):                                             # CR 702.186a
        return A.AbilityLine(A.InfinityLine(items[0]))

    def e_ring_tempts_you(self, _):                                               # CR 701.54d
        return A.TriggerCondition("ring_tempts", player=Controller.YOU)

    def e_ring_bearer_chosen(self, _):                                            # CR 701.54d
        return A.TriggerCondition("ring_bearer_chosen", player=Controller.YOU)

    def c_amass(self, items): return A.AmassClause(subtype_name(str(items[0])), int(items[1]))

    def c_amass_zombies(self, items):
        """"Amass N" on older cards means "amass Zombies N" (CR 701.47d)."""
        return A.AmassClause("Zombie", int(items[0]), named=False)
