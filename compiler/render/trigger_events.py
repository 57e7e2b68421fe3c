"""Trigger events in words: "whenever ~ attacks", "when ~ enters under your control", "at the
beginning of your upkeep", with "when"/"whenever" as the card words it."""
from __future__ import annotations

import dataclasses

from ...runtime.characteristics import Step
from ...runtime.events import Whose
from ...runtime.filters import Controller, Fixed, ObjectFilter
from ..syntax import nodes as A

from .words import count_words, number_word, STEP_WORDS, Unrenderable
from .filters import noun_phrase
from .conditions import condition


def trigger(cond: A.TriggerCondition) -> str:
    """The trigger condition in words (CR 603.1). "At" opens a trigger on the beginning of a step
    or phase (CR 603.2b); "when" one on the source's own one-time events (it enters, dies, leaves
    the battlefield, is turned face up, is cast, is cycled); "whenever" the others. Oracle text
    picks "when" or "whenever" by style, not meaning: where a card's print differs, the round trip
    reads the two alike (equivalents.py)."""
    text = _trigger(cond)
    if text.startswith("when ") and not _one_object(cond.subject):
        return "whenever " + text[len("when "):]       # events of a group of objects recur
    return text


def _host(subject) -> bool:
    """The one permanent the source is attached to, named without an article: "enchanted
    creature", "equipped creature" (CR 303.4, 301.5)."""
    return isinstance(subject, ObjectFilter) and subject.attached_to_source \
        and subject.controller is Controller.ANY


def _one_object(subject) -> bool:
    """The source itself, or the one permanent it is attached to ("enchanted creature")."""
    return subject is None or isinstance(subject, A.SelfPhrase) or _host(subject)


def _agree(verb: str, cond) -> str:
    """"you cast" / "an opponent casts": the trigger's verb agrees with its player."""
    return verb if cond.player is Controller.YOU else verb + "s"


def _trigger(cond: A.TriggerCondition) -> str:
    subject = "~" if isinstance(cond.subject, A.SelfPhrase) else (
        noun_phrase(cond.subject, det="a") if cond.subject is not None else "")
    if _host(cond.subject):
        subject = noun_phrase(cond.subject)
    if cond.self_or_another:
        subject = "~ or " + noun_phrase(dataclasses.replace(cond.subject, other=True), det="a")
    player = {Controller.YOU: "you", Controller.OPPONENT: "an opponent",
              Controller.ANY: "a player", Controller.DEFENDING: "defending player",
              Controller.ENCHANTED: "enchanted player"}[cond.player]
    match cond.kind:
        case "enters" if cond.one_or_more:
            return f"whenever one or more {noun_phrase(cond.subject, True)} enter"
        case "enters":
            where = {Controller.YOU: " under your control",
                     Controller.OPPONENT: " under an opponent's control",
                     Controller.ENCHANTED: " under enchanted player's control"}.get(cond.controller, "")
            return f"when {subject} enters{where}"
        case "put_into_graveyard":
            whose = {Controller.YOU: "your", Controller.OPPONENT: "an opponent's"}.get(cond.player, "a")
            where = "anywhere" if cond.from_zone is None else f"your {cond.from_zone.value}"
            return f"when {subject} is put into {whose} graveyard from {where}"
        case "dies" if cond.into_your_graveyard:
            return f"when {subject} is put into your graveyard from the battlefield"
        case "dies":
            return f"when {subject} dies"
        case "attacks_alone":
            return f"whenever {subject} attacks alone"
        case "attacks":
            return f"whenever {subject} attacks" + (" while saddled" if cond.while_saddled else "") \
                + (" while " + condition(cond.while_condition) if cond.while_condition is not None else "") \
                + (" you" if cond.player is Controller.YOU else "") \
                + (" enchanted player" if cond.player is Controller.ENCHANTED else "") \
                + (" or a planeswalker you control" if cond.or_planeswalker else "")
        case "blocks":
            return f"whenever {subject} blocks"
        case "attacks_or_blocks":
            return f"whenever {subject} attacks or blocks"
        case "tapped_for_mana" if cond.subject is not None and not isinstance(cond.subject, A.SelfPhrase) \
                and not _host(cond.subject):
            verb = _agree("tap", cond)
            return f"whenever {player} {verb} {noun_phrase(cond.subject, det='a')} for mana"
        case "tapped_for_mana":
            return f"whenever {subject} is tapped for mana"
        case "cast" if cond.nth:
            whose = "your" if cond.player is Controller.YOU else "their"
            return f"whenever {player} {_agree('cast', cond)} {whose} {A.NTH_WORDS[cond.nth - 1]} spell each turn"
        case "cast":
            verb = _agree("cast", cond)
            where = " from anywhere other than your hand" if cond.not_from_hand else ""
            return f"whenever {player} {verb} {noun_phrase(cond.subject, det='a')}{where}"
        case "cast_self":
            return "when you cast ~"
        case "damage" if cond.one_or_more:
            return f"whenever one or more {noun_phrase(cond.subject, True)} deal combat damage to a player"
        case "damage":
            what = "combat damage" if cond.combat_only else "damage"
            who = {Controller.OPPONENT: "an opponent", Controller.YOU: "you",
                   Controller.DEFENDING: "defending player",
                   Controller.ENCHANTED: "enchanted player"}.get(cond.player, "a player")
            return f"whenever {subject} deals {what} to {who}"
        case "leaves":
            return f"when {subject} leaves the battlefield"
        case "becomes_blocked":
            return f"whenever {subject} becomes blocked"
        case "blocks_or_blocked":
            return f"whenever {subject} blocks or becomes blocked"
        case "dealt_damage":
            return f"whenever {subject} is dealt {'combat ' if cond.combat_only else ''}damage"
        case "turned_face_up":
            return f"when {subject} is turned face up"
        case "monstrous":
            return f"when {subject} becomes monstrous"
        case "renowned":
            return f"when {subject} becomes renowned"
        case "visited":
            return "whenever you roll to visit your attractions, if the result is lit up on this attraction"
        case "cranked":
            return "whenever you crank this contraption"
        case "set_in_motion":
            return "when you set this scheme in motion"
        case "planeswalked_to":
            return "when you planeswalk to ~"
        case "planeswalked_away":
            return "when you planeswalk away from ~"
        case "encountered":
            return "when you encounter ~"
        case "chaos_ensues":                            # the current wording (CR 311.7)
            return "whenever chaos ensues"
        case "chapter":                                 # CR 714.2b, the chapter symbol's meaning
            return (f"when one or more lore counters are put onto this saga, if the number of lore "
                    f"counters on it was less than {cond.number} and became at least {cond.number}")
        case "becomes_target":
            by = {Controller.OPPONENT: " an opponent controls",
                  Controller.YOU: " you control"}.get(cond.player, "")
            first = " for the first time each turn" if cond.first_time_each_turn else ""
            what = "a spell" if cond.spell_only else "a spell or ability"
            return f"whenever {subject} becomes the target of {what}{by}{first}"
        case "cast_targets_self":
            verb = _agree("cast", cond)
            return f"whenever {player} {verb} {noun_phrase(cond.subject, det='a')} that targets ~"
        case "attacks_unblocked":
            return f"whenever {subject} attacks and isn't blocked"
        case "becomes_blocked_by":
            return f"whenever {subject} becomes blocked by {_blockers(cond)}"
        case "blocks_creature":
            return f"whenever {subject} blocks {_blockers(cond)}"
        case "blocks_or_blocked_by":
            return f"whenever {subject} blocks or becomes blocked by {_blockers(cond)}"
        case "cycle_self":
            return "when you cycle ~"
        case "cycle_self_or_dies":
            return "when you cycle ~ or it dies"
        case "cycles":
            return f"whenever {player} {_agree('cycle', cond)} a card"
        case "counters_put":
            return f"whenever one or more {cond.counter} counters are put on {subject}"
        case "class_level":
            return f"when ~ becomes level {cond.number}"
        case "sacrifice_self":
            return f"when {player} {_agree('sacrifice', cond)} ~"
        case "sacrifice":
            verb = _agree("sacrifice", cond)
            return f"whenever {player} {verb} {noun_phrase(cond.subject, det='a')}"
        case "draw":
            return f"whenever {player} {_agree('draw', cond)} a card"
        case "battalion":
            return f"whenever {subject} and at least {count_words(Fixed(cond.number))} other creatures attack"
        case "attacks_with_at_least":
            return (f"whenever {subject} and at least {count_words(Fixed(cond.number))} "
                    f"{noun_phrase(cond.other, many=cond.number != 1)} attack")
        case "attacks_with_greater_power":
            return f"whenever {subject} attacks with another creature with greater power"
        case "damage_any":
            return f"whenever {subject} deals {'combat ' if cond.combat_only else ''}damage"
        case "counters_state":
            return f"when there are {count_words(Fixed(cond.number))} or more {cond.counter} counters on ~"
        case "discard":
            verb = _agree("discard", cond)
            return f"whenever {player} {verb} {noun_phrase(cond.subject, det='a')}"
        case "caused_to_discard":
            what = "~" if isinstance(cond.subject, A.SelfPhrase) else noun_phrase(cond.subject, det="a")
            return f"whenever a spell or ability an opponent controls causes you to discard {what}"
        case "control_none":
            return f"when you control no {noun_phrase(cond.other, True)}"
        case "becomes_untapped":
            return f"whenever {subject} becomes untapped"
        case "damaged_dies":
            return f"whenever {noun_phrase(cond.subject, det='a')} dealt damage by ~ this turn dies"
        case "gain_life":
            return f"whenever {player} {_agree('gain', cond)} life"
        case "transforms_into":
            return f"whenever {subject} transforms into ~"
        case "mutates":
            return f"whenever {subject} mutates"
        case "enters_or_transforms_into":
            return f"whenever {subject} enters or transforms into ~"
        case "enters_or_turned_face_up":
            return f"when {subject} enters or is turned face up"
        case "enters_or_attacks":
            return f"whenever {subject} enters or attacks"
        case "enters_or_dies":
            return f"when {subject} enters or dies"
        case "enters_or_leaves":
            return f"when {subject} enters or leaves the battlefield"
        case "beginning" if cond.step is Step.BEGINNING_OF_COMBAT and cond.whose is Whose.YOUR:
            return "at the beginning of combat on your turn"
        case "beginning" if cond.whose is Whose.ENCHANTED_CONTROLLER:
            return f"at the beginning of the {STEP_WORDS[cond.step]} of {noun_phrase(cond.host)}'s controller"
        case "beginning":
            whose = {Whose.YOUR: "your", Whose.EACH: "each", Whose.OPPONENT: "each opponent's",
                     Whose.NEXT: "the next", Whose.ENCHANTED_PLAYER: "enchanted player's"}[cond.whose]
            return f"at the beginning of {whose} {STEP_WORDS[cond.step]}"
    words = trigger_event_words(cond)
    if words is not None:
        return words
    raise Unrenderable(f"trigger {cond.kind}")


def trigger_event_words(cond) -> str | None:
    """"whenever <subject> becomes tapped"; None for other kinds."""
    if cond.kind == "explores":
        return f"whenever {noun_phrase(cond.subject, det='a')} explores"
    if cond.kind == "exploits":          # CR 702.110b: only its own exploit is lowered
        who = "~" if isinstance(cond.subject, A.SelfPhrase) else noun_phrase(cond.subject, det="a")
        return f"when {who} exploits a creature"
    if cond.kind == "evidence":                     # CR 701.59a
        return "whenever you collect evidence"
    if cond.kind == "crime":                        # CR 700.13
        return "whenever you commit a crime"
    if cond.kind == "activated":                    # CR 602.2, 605.1a
        return _activated(cond)
    if cond.kind == "you_attack" and cond.number:    # CR 508.1: declared together
        return (f"whenever you attack with {count_words(Fixed(cond.number))} or more "
                f"{noun_phrase(cond.subject, True)}")
    if cond.kind == "you_attack" and cond.subject is not None:      # CR 508.1, 603.2c
        return f"whenever one or more {noun_phrase(cond.subject, True)} attack"
    if cond.kind == "you_attack":                   # CR 508.1
        return "whenever you attack"
    if cond.kind == "player_attacks_enchanted":     # CR 508.1, 303.4
        return "whenever a player attacks enchanted player with one or more creatures"
    if cond.kind == "enchanted_player_attacked":    # CR 508.1, 303.4
        return "whenever enchanted player is attacked"
    if cond.kind == "unlock_door":                  # CR 709.5h (current rules)
        return "when you unlock this door"
    if cond.kind == "fully_unlock":                 # CR 709.5i (current rules)
        return "whenever you fully unlock a room"
    if cond.kind == "proliferate":                  # CR 701.27a
        return "when you proliferate"
    if cond.kind == "forage":                       # CR 701.61a
        return "whenever you forage"
    if cond.kind == "ring_tempts":                  # CR 701.54d
        return "whenever the ring tempts you"
    if cond.kind == "ring_bearer_chosen":
        return "whenever you choose a creature as your ring-bearer"
    if cond.kind == "expend":                       # CR 700.14
        return f"whenever you expend {cond.number}"
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
    elif _host(cond.subject):
        subject = noun_phrase(cond.subject)
    else:
        subject = noun_phrase(cond.subject, det="a")
    if cond.kind == "damage_to_creature":
        return f"whenever {subject} deals {'combat ' if cond.combat_only else ''}damage to a creature"
    return f"whenever {subject} becomes tapped"


def _blockers(cond) -> str:
    """"a black creature" / "one or more black creatures" (CR 509.5e)."""
    if cond.number:
        return f"{number_word(cond.number)} or more {noun_phrase(cond.other, True)}"
    return noun_phrase(cond.other, det='a')


def _activated(cond) -> str:
    """"whenever a player activates an ability that isn't a mana ability", "whenever you activate
    an ability of an Elemental", "..., if it isn't a mana ability"."""
    player = {Controller.YOU: "you", Controller.OPPONENT: "an opponent", Controller.ANY: "a player"}[cond.player]
    text = f"whenever {player} {_agree('activate', cond)} an ability"
    if cond.subject is not None:
        text += " of " + noun_phrase(cond.subject, det="a")
    if cond.non_mana:
        said = cond.non_mana_said_if
        text += (" on the battlefield," if said == "on the battlefield," else ",") + " if it isn't a mana ability" \
            if said else " that isn't a mana ability"
    return text

