"""Trigger conditions -> the runtime events a triggered ability waits for (CR 603.2)."""
from __future__ import annotations

from ...runtime import events as V
from ...runtime.filters import Compare, ControlNone, Controller, CounterCount, ObjectFilter, SelfRef

from ..syntax import nodes as A
from ..syntax.transform import UnsupportedPhrase


# events about two objects, the subject and another ("becomes blocked by a Wall"): "that
# creature" in the effect is the other one
OTHER_OBJECT_EVENTS = ("becomes_blocked_by", "blocks_creature", "blocks_or_blocked_by", "damage_to_creature")


def _subject(subject):
    return SelfRef() if isinstance(subject, A.SelfPhrase) else subject


def trigger_event(cond: A.TriggerCondition) -> V.TriggerEvent:
    match cond.kind:
        case "enters":
            return V.EntersBattlefield(_subject(cond.subject), cond.controller, one_or_more=cond.one_or_more)
        case "turned_face_up":
            return V.TurnedFaceUp(_subject(cond.subject))
        case "monstrous":
            return V.BecomesMonstrous(_subject(cond.subject))       # CR 701.37b
        case "renowned":
            return V.BecomesRenowned(_subject(cond.subject))        # CR 702.112b
        case "visited":
            return V.AttractionVisited()                            # CR 702.159a, 701.52a
        case "cranked":
            return V.ContraptionCranked()                           # Unstable release notes
        case "set_in_motion":
            return V.SetInMotion()                                  # CR 701.25, 904.9
        case "planeswalked_to":
            return V.PlaneswalkedTo()                               # CR 701.31d
        case "planeswalked_away":
            return V.PlaneswalkedAwayFrom()                         # CR 701.31d
        case "encountered":
            return V.Encountered()                                  # CR 312.5
        case "chaos_ensues":
            return V.ChaosEnsues()                                  # CR 311.7, 901.9b
        case "becomes_target":
            return V.BecomesTarget(_subject(cond.subject), cond.player, cond.first_time_each_turn,
                                   spells_only=cond.spell_only)
        case "cast_targets_self":
            return V.SpellTargets(cond.subject, cond.player)
        case "attacks_unblocked":
            return V.AttacksUnblocked(_subject(cond.subject))
        case "becomes_blocked_by":
            return V.BecomesBlockedBy(_subject(cond.subject), cond.other, cond.number or 0)
        case "blocks_creature":
            return V.BlocksCreature(_subject(cond.subject), cond.other, cond.number or 0)
        case "blocks_or_blocked_by":
            return V.AnyOf((V.BlocksCreature(_subject(cond.subject), cond.other, cond.number or 0),
                            V.BecomesBlockedBy(_subject(cond.subject), cond.other, cond.number or 0)))
        case "cycle_self":
            return V.Cycled(cond.player, self_only=True)
        case "cycle_self_or_dies":
            return V.AnyOf((V.Cycled(cond.player, self_only=True), V.Dies(_subject(cond.subject))))
        case "cycles":
            return V.Cycled(cond.player, self_only=False)
        case "counters_put":
            return V.CountersPut(_subject(cond.subject), cond.counter)
        case "sacrifice":
            return V.Sacrificed(cond.subject, cond.player)
        case "class_level":
            return V.ClassLevelGained(cond.number)
        case "chapter":
            return V.ChapterReached(cond.number)                    # CR 714.2b
        case "sacrifice_self":
            return V.Sacrificed(SelfRef(), cond.player)
        case "draw":
            return V.CardDrawn(cond.player)
        case "discard":
            return V.Discarded(cond.player, cond.subject)
        case "caused_to_discard":                                   # CR 701.8
            if isinstance(cond.subject, A.SelfPhrase):
                return V.CausedToDiscard(self_only=True)
            return V.CausedToDiscard(filter=cond.subject)
        case "control_none":
            return V.StateTrigger(ControlNone(cond.other))
        case "becomes_untapped":
            return V.BecomesUntapped(_subject(cond.subject))
        case "damaged_dies":
            return V.DamagedBySourceDies(cond.subject)
        case "battalion":
            return V.AttacksWithOthers(_subject(cond.subject), cond.number)
        case "attacks_with_at_least":
            return V.AttacksWithOthers(_subject(cond.subject), cond.number, others_filter=cond.other)
        case "attacks_with_greater_power":
            return V.AttacksWithOthers(_subject(cond.subject), 1, greater_power=True)
        case "damage_any":
            return V.DealsDamage(_subject(cond.subject), cond.combat_only, to_player=False)
        case "counters_state":
            return V.StateTrigger(CounterCount(SelfRef(), cond.counter, Compare.GE, cond.number))
        case "blocks_or_blocked":
            return V.AnyOf((V.Blocks(_subject(cond.subject)), V.BecomesBlocked(_subject(cond.subject))))
        case "dealt_damage":
            return V.DealtDamage(_subject(cond.subject), cond.combat_only)
        case "gain_life":
            return V.LifeGained(cond.player)
        case "becomes_blocked":
            return V.BecomesBlocked(_subject(cond.subject))
        case "cast_self":
            return V.SpellCast(ObjectFilter(), Controller.YOU, self_only=True)
        case "leaves":
            return V.LeavesBattlefield(_subject(cond.subject))
        case "blocks":
            return V.Blocks(_subject(cond.subject))
        case "attacks_or_blocks":
            return V.AnyOf((V.Attacks(_subject(cond.subject)), V.Blocks(_subject(cond.subject))))
        case "transforms_into":
            return V.Transforms(_subject(cond.subject))
        case "mutates":
            return V.Mutates(_subject(cond.subject))                # CR 702.140d
        case "enters_or_transforms_into":
            return V.AnyOf((V.EntersBattlefield(_subject(cond.subject)), V.Transforms(_subject(cond.subject))))
        case "enters_or_turned_face_up":
            return V.AnyOf((V.EntersBattlefield(_subject(cond.subject)), V.TurnedFaceUp(_subject(cond.subject))))
        case "enters_or_attacks":
            return V.AnyOf((V.EntersBattlefield(_subject(cond.subject)),
                            V.Attacks(_subject(cond.subject))))
        case "enters_or_dies":            # one ability, two trigger events (CR 603.2)
            return V.AnyOf((V.EntersBattlefield(_subject(cond.subject)), V.Dies(_subject(cond.subject))))
        case "enters_or_leaves":
            return V.AnyOf((V.EntersBattlefield(_subject(cond.subject)),
                            V.LeavesBattlefield(_subject(cond.subject))))
        case "damage":
            return V.DealsDamage(_subject(cond.subject), cond.combat_only,
                                 opponent_only=cond.player is Controller.OPPONENT,
                                 to_you=cond.player is Controller.YOU,
                                 to_defending=cond.player is Controller.DEFENDING, one_or_more=cond.one_or_more,
                                 to_enchanted_player=cond.player is Controller.ENCHANTED)
        case "put_into_graveyard":
            return V.PutIntoGraveyard(_subject(cond.subject), cond.player, cond.from_zone)
        case "dies":
            return V.Dies(_subject(cond.subject), into_your_graveyard=cond.into_your_graveyard)
        case "attacks":
            return V.Attacks(_subject(cond.subject), cond.while_saddled, you=cond.player is Controller.YOU,
                             or_planeswalker=cond.or_planeswalker,
                             enchanted_player=cond.player is Controller.ENCHANTED)
        case "attacks_alone":
            return V.Attacks(_subject(cond.subject), alone=True)
        case "tapped_for_mana":
            return V.TappedForMana(_subject(cond.subject), cond.player)
        case "cast":
            return V.SpellCast(cond.subject, cond.player, nth_this_turn=cond.nth or 0,
                               not_from_hand=cond.not_from_hand)
        case "beginning":
            return V.BeginningOfStep(cond.step, cond.whose)
    if cond.kind in TRIGGER_KINDS:
        return _action_event(cond)
    raise UnsupportedPhrase(f"trigger {cond.kind}")


TRIGGER_KINDS = ("becomes_tapped", "exert", "exert_as_attacks", "damage_to_creature", "haunted_dies",
                 "enters_or_haunted_dies", "explores", "exploits", "expend", "forage", "crime", "evidence",
                 "you_attack", "player_attacks_enchanted", "enchanted_player_attacked", "proliferate", "ring_tempts", "ring_bearer_chosen",
                 "fully_unlock", "unlock_door", "activated")


def _action_event(cond: A.TriggerCondition):
    """Tapping, exerting (CR 701.39), exploring (CR 701.44), damage to a creature and haunting
    (CR 702.55)."""
    subject = SelfRef() if isinstance(cond.subject, A.SelfPhrase) else cond.subject
    match cond.kind:
        case "becomes_tapped":
            return V.BecomesTapped(subject)
        case "exert":
            if cond.player is not Controller.YOU:
                raise UnsupportedPhrase("another player exerting")
            return V.Exerted(subject)
        case "exert_as_attacks":
            return V.Exerted(subject, as_attacks=True)
        case "damage_to_creature":
            return V.DealsDamageToCreature(subject, cond.combat_only)
        case "explores":
            return V.Explores(subject)
        case "exploits" if isinstance(subject, SelfRef):     # CR 702.110b: its own exploit
            return V.Exploits(subject)
        case "evidence":
            return V.EvidenceCollected(cond.player)
        case "crime":
            return V.CrimeCommitted(cond.player)
        case "activated":                # CR 602.2
            return V.AbilityActivated(cond.player, subject, cond.non_mana)
        case "you_attack":
            return V.YouAttack(cond.player, attackers=subject, at_least=cond.number or 1)
        case "player_attacks_enchanted" | "enchanted_player_attacked":     # CR 508.1, 303.4
            return V.YouAttack(cond.player, attacks_enchanted_player=True,
                               enchanted_is_attacked=cond.kind == "enchanted_player_attacked")
        case "unlock_door":              # CR 709.5h: the door is named as the Room is joined
            return V.DoorUnlocked()
        case "fully_unlock":
            return V.FullyUnlocksRoom(cond.player)
        case "proliferate":
            return V.Proliferated(cond.player)
        case "forage":
            return V.Foraged(cond.player)
        case "ring_tempts":                                  # CR 701.54d
            return V.RingTemptsYou(cond.player)
        case "ring_bearer_chosen":
            return V.RingBearerChosen(cond.player)
        case "expend":
            return V.Expend(cond.number, cond.player)
        case "haunted_dies":
            return V.HauntedDies()
        case "enters_or_haunted_dies":
            return V.AnyOf((V.EntersBattlefield(SelfRef()), V.HauntedDies()))
    raise UnsupportedPhrase(f"trigger {cond.kind}")
