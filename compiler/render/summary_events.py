"""Trigger events in words, for `cardtext compile`'s summaries: what a triggered ability waits
for (runtime/events.py; CR 603.2)."""
from __future__ import annotations

from .summary_atoms import STEPS, generic, object_filter, one, ref, words
from .summary_conditions import condition
from .words import number_word

_WHOSE = {"your": "your ", "each": "each ", "opponent": "each opponent's ", "next": "the next ",
          "this_turn": "", "enchanted_player": "enchanted player's ",
          "enchanted_controller": "the enchanted permanent's controller's "}
_PLAYER = {"you": "you", "opponent": "an opponent", "any": "a player", "defending": "defending player",
           "chosen": "the chosen player", "enchanted": "enchanted player"}


def who(subject) -> str:
    """An event's subject: "this" or the kind of object ("a creature you control")."""
    if subject is None:
        return ""
    return ref(subject) if type(subject).__name__ != "ObjectFilter" else one(subject)


def _player(p) -> str:
    return _PLAYER.get(p.value, words(p.value))


def _step(ev) -> str:
    """"at the beginning of your upkeep", "at end of combat", "at the beginning of combat on your turn"."""
    step = STEPS.get(ev.step.value, words(ev.step.value))
    whose = ev.whose.value
    suffix = " this turn" if whose == "this_turn" else ""
    if whose == "your_next_turn":
        return f"at the beginning of the {step} on your next turn"
    if step == "end of combat":
        return f"at end of combat{suffix}"
    if step == "beginning of combat":
        on_your_turn = whose in ("your", "combat_on_your_turn")
        return "at the beginning of combat" + (" on your turn" if on_your_turn else
                                               "" if whose in ("each", "this_turn") else f" ({words(whose)})")
    return f"at the beginning of {_WHOSE.get(whose, words(whose) + ' ')}{step}{suffix}"


def _attacks(ev) -> str:
    text = f"{who(ev.subject)} attacks" + (" alone" if ev.alone else "")
    if ev.you:
        text += " you" + (" or a planeswalker you control" if ev.or_planeswalker else "")
    if ev.enchanted_player:
        text += " enchanted player"
    return text + (" while saddled" if ev.while_saddled else "")


def _deals_damage(ev) -> str:
    kind = "combat damage" if ev.combat_only else "damage"
    to = ("you" if ev.to_you else "defending player" if ev.to_defending else "an opponent" if ev.opponent_only
          else "enchanted player" if ev.to_enchanted_player
          else "a player" if ev.to_player else "anything")
    if ev.one_or_more:
        return f"one or more of {who(ev.subject)} deal {kind} to {to} (once for each player)"
    return f"{who(ev.subject)} deals {kind} to {to}"


def _spell_cast(ev) -> str:
    what = "this" if ev.self_only else one(ev.filter)
    nth = f" (the {_ordinal(ev.nth_this_turn)} this turn)" if ev.nth_this_turn else ""
    where = " from anywhere other than the hand" if ev.not_from_hand else ""
    when = " this turn" if ev.this_turn else ""
    return f"{_verb(ev.player, 'cast')} {what}{nth}{where}{when}"


def _ordinal(n: int) -> str:
    return {1: "first", 2: "second", 3: "third"}.get(n, f"{n}th")


def _verb(controller, verb: str) -> str:
    """"you attack" / "an opponent attacks": the verb agrees with the player."""
    who = _player(controller)
    return f"{who} {verb}" if who == "you" else f"{who} {verb}s"


_EVENTS = {
    "ClassLevelGained": lambda ev: f"this Class becomes level {ev.level}",
    "ChapterReached": lambda ev: f"this Saga's lore counters reach {ev.chapter} (chapter {ev.chapter})",
    "YouAttack": lambda ev: _verb(ev.player, "attack") + (" enchanted player" if ev.attacks_enchanted_player else "")
    + f" with {number_word(ev.at_least)} or more " + ("creatures" if ev.attackers is None else object_filter(ev.attackers)),
    "Proliferated": lambda ev: _verb(ev.player, "proliferate"),
    "AnyOf": lambda ev: " or ".join(event(e) for e in ev.events),
    "Attacks": _attacks,
    "AttacksUnblocked": lambda ev: f"{who(ev.subject)} attacks and isn't blocked",
    "AttacksWithOthers": lambda ev: (f"{who(ev.subject)} and at least {ev.others} other "
                                     f"{object_filter(ev.others_filter, ev.others != 1) if ev.others_filter else 'creature(s)'}"
                                     f"{' with greater power' if ev.greater_power else ''} attack"),
    "BecomesBlocked": lambda ev: f"{who(ev.subject)} becomes blocked",
    "BecomesBlockedBy": lambda ev: f"{who(ev.subject)} becomes blocked by {_at_least(ev)}{who(ev.blocker)}",
    "BecomesTapped": lambda ev: f"{who(ev.subject)} becomes tapped",
    "BecomesUntapped": lambda ev: f"{who(ev.subject)} becomes untapped",
    "BecomesTarget": lambda ev: (f"{who(ev.subject)} becomes the target of a spell or ability"
                                 + ("" if ev.by.value == "any" else f" {_player(ev.by)} controls")
                                 + (" for the first time each turn" if ev.first_time_each_turn else "")),
    "BeginningOfStep": _step,
    "Blocks": lambda ev: f"{who(ev.subject)} blocks",
    "BlocksCreature": lambda ev: f"{who(ev.subject)} blocks {_at_least(ev)}{who(ev.blocked)}",
    "CardDrawn": lambda ev: _verb(ev.player, "draw") + " a card",
    "CountersPut": lambda ev: f"{ev.counter} counters are put on {who(ev.subject)}",
    "CrimeCommitted": lambda ev: _verb(ev.player, "commit") + " a crime",
    "FullyUnlocksRoom": lambda ev: _verb(ev.player, "fully unlock") + " a Room",
    "DoorUnlocked": lambda ev: "you unlock this door",
    "Cycled": lambda ev: _verb(ev.player, "cycle") + (" this" if ev.self_only else " a card"),
    "DamagedBySourceDies": lambda ev: f"a creature dealt damage by {who(ev.subject)} this turn dies",
    "DealsDamage": _deals_damage,
    "DealsDamageToCreature": lambda ev: (f"{who(ev.subject)} deals {'combat ' if ev.combat_only else ''}"
                                         "damage to a creature"),
    "DealtDamage": lambda ev: f"{who(ev.subject)} is dealt {'combat ' if ev.combat_only else ''}damage",
    "Dies": lambda ev: f"{who(ev.subject)} dies",
    "PutIntoGraveyard": lambda ev: (f"{who(ev.subject)} is put into "
                                    + ("your" if ev.owner.value == "you" else _player(ev.owner) + "'s") + " graveyard from "
                                    + ("anywhere" if ev.from_zone is None else f"its owner's {ev.from_zone.value}")),
    "Discarded": lambda ev: f"{_verb(ev.player, 'discard')} {one(ev.filter)}",
    "CausedToDiscard": lambda ev: f"a spell or ability {_player(ev.by)} controls makes "
                                  f"you discard {'this' if ev.self_only else one(ev.filter)}",
    "EntersBattlefield": lambda ev: (f"{who(ev.subject)} enters" + (" (one or more at once: once)"
                                                                    if ev.one_or_more else "")
                                     + ("" if ev.controller.value == "any" else f" under {_player(ev.controller)}'s control")),
    "EvidenceCollected": lambda ev: _verb(ev.player, "collect") + " evidence",
    "Exerted": lambda ev: f"{who(ev.subject)} is exerted" + (" as it attacks" if ev.as_attacks else ""),
    "Expend": lambda ev: f"{_verb(ev.player, 'expend')} {ev.amount}",
    "Exploits": lambda ev: f"{who(ev.subject)} exploits a creature",
    "Explores": lambda ev: f"{who(ev.subject)} explores",
    "Foraged": lambda ev: _verb(ev.player, "forage"),
    "RingTemptsYou": lambda ev: "the Ring tempts you",
    "RingBearerChosen": lambda ev: "you choose a creature as your Ring-bearer",
    "HauntedDies": lambda ev: "the creature this haunts dies",
    "LeavesBattlefield": lambda ev: f"{who(ev.subject)} leaves the battlefield",
    "LifeGained": lambda ev: _verb(ev.player, "gain") + " life",
    "Sacrificed": lambda ev: _verb(ev.player, "sacrifice") + " " + (who(ev.filter) if type(ev.filter).__name__ == "SelfRef"
                                                                    else one(ev.filter)),
    "SpellCast": _spell_cast,
    "SpellTargets": lambda ev: (f"{_verb(ev.player, 'cast')} {one(ev.filter)} "
                                f"that targets {who(ev.subject)}"),
    "StateTrigger": lambda ev: f"the state: {condition(ev.condition)}",
    "TappedForMana": lambda ev: (f"{who(ev.subject)} is tapped for mana"
                                 + ("" if ev.player.value == "any" else f" by {_player(ev.player)}")),
    "TurnedFaceUp": lambda ev: f"{who(ev.subject)} is turned face up",
    "IntoThisRoom": lambda ev: "you move your venture marker into this room",
    "ContraptionCranked": lambda ev: "your crank moves to the sprocket this Contraption is assigned to",
    "SetInMotion": lambda ev: "you set this scheme in motion",
    "PlaneswalkedTo": lambda ev: "you planeswalk to this plane",
    "PlaneswalkedAwayFrom": lambda ev: "you planeswalk away from this plane",
    "Encountered": lambda ev: "you encounter this phenomenon",
    "ChaosEnsues": lambda ev: "chaos ensues (you roll {CHAOS} on the planar die)",
    "AttractionVisited": lambda ev: "you roll to visit your Attractions and the result is lit up on this Attraction",
    "BecomesMonstrous": lambda ev: f"{who(ev.subject)} becomes monstrous",
    "BecomesRenowned": lambda ev: f"{who(ev.subject)} becomes renowned",
    "Transforms": lambda ev: f"{who(ev.subject)} transforms into this face",
    "Mutates": lambda ev: f"a mutating creature spell merges with {who(ev.subject)}",
    "AbilityActivated": lambda ev: (_verb(ev.player, "activate") + " an ability"
                                    + (f" of {one(ev.sources)}" if ev.sources is not None else "")
                                    + (" that isn't a mana ability" if ev.non_mana else "")),
}


def event(ev) -> str:
    """What a triggered ability waits for ("a creature you control dies")."""
    phrase = _EVENTS.get(type(ev).__name__)
    return phrase(ev) if phrase else generic(ev)


def _at_least(ev) -> str:
    """"blocks or becomes blocked by one or more black creatures" (CR 509.5e): the least number."""
    return f"at least {ev.at_least} of: " if ev.at_least else ""
