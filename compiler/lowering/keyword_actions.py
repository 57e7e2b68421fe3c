"""Lowering for the keyword actions of nodes.KEYWORD_ACTION_CLAUSES (CR 701): monstrosity,
detain, goad, support, fateseal, manifest, vote, adapt, amass and connive."""
from __future__ import annotations

from ...runtime import effects as E
from ...runtime.characteristics import CardType
from ...runtime.filters import Fixed, ObjectFilter, PlayerRef, SourceState, XValue
from ..syntax import nodes as A
from .references import objects_ref
from .speed import has_while


def support_targets(amount: int, spell: bool) -> A.TargetPhrase:
    """CR 701.41a: "each of up to N other target creatures" on a permanent, without "other" on
    an instant or sorcery."""
    return A.TargetPhrase(ObjectFilter(types=(CardType.CREATURE,), other=not spell), None, 0, amount,
                          each_of=True)


def lower_keyword_action(c, scope, pre: list):
    match c:
        case A.MonstrosityClause():
            return E.Monstrosity(c.amount if isinstance(c.amount, XValue) else Fixed(c.amount))
        case A.DetainClause():
            return E.Detain(objects_ref(c.objects, scope, pre))
        case A.MultiplyPowerClause():
            return E.MultiplyPowerToughness(objects_ref(c.objects, scope, pre), c.times, c.toughness)
        case A.GoadClause():
            return E.Goad(objects_ref(c.objects, scope, pre))
        case A.SupportClause():
            ref = objects_ref((support_targets(c.amount, scope.spell),), scope, pre)
            return E.PutCounters(ref, "+1/+1", Fixed(1), scope.label("countered"))
        case A.FatesealClause():
            return E.Fateseal(Fixed(c.amount))
        case A.ManifestClause():
            scope.face_down = scope.label("manifested")       # "put two +1/+1 counters on it"
            return E.Manifest(c.amount, scope.face_down)
        case A.VoteClause():
            return E.Vote(c.choices)
        case A.AdaptClause():
            return E.Adapt(c.amount)
        case A.TimeTravelClause():
            return E.TimeTravel()
        case A.TheRingTemptsYouClause():
            return E.TheRingTemptsYou()
        case A.VillainousChoiceClause():
            return _villainous_choice(c, scope)
        case A.HarnessClause():
            return E.Harness()
        case A.UnlockDoorClause():
            ref = objects_ref(c.objects, scope, pre)
            return E.LockOrUnlockDoor(ref) if c.or_lock else E.UnlockDoor(ref)
        case A.AmassClause():
            return E.Amass(c.subtype, c.amount)
        case A.ConniveClause():
            return E.Connive(objects_ref(c.objects, scope, pre))
    return None


def lower_infinity(line: A.InfinityLine, is_spell: bool):
    """"∞ — <ability>" (CR 702.186b, current rules): "As long as this permanent is harnessed, it
    has <ability>": a static ability applies, a triggered one triggers, an activated one may be
    activated only while it is harnessed (CR 701.64b)."""
    return has_while(line.line, is_spell, SourceState("harnessed"), "infinity")


def _villainous_choice(c: A.VillainousChoiceClause, scope) -> E.FaceVillainousChoice:
    """CR 701.55a: the players facing the choice, then each option's steps, in which "that
    player" is the one facing it (the instruction names each as the event's player)."""
    from .dispatch import lower_clause
    from .references import player_ref
    group = player_ref(c.players, scope)
    before = scope.last_player
    scope.last_player = PlayerRef.EVENT_PLAYER
    try:
        first, second = (tuple(step for clause in option for step in lower_clause(clause, scope))
                         for option in (c.first, c.second))
    finally:
        scope.last_player = before
    return E.FaceVillainousChoice(group, first, second)
