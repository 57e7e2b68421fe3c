"""Transformer methods for triggered abilities and trigger events (grammar/triggers.lark, CR 603).

Mixed into transform.ToAst; shared helpers come from common.py.
"""
from __future__ import annotations

import dataclasses

from lark import v_args

from ....runtime.characteristics import CardType, Step
from ....runtime.events import Whose
from ....runtime.filters import Controller, ObjectFilter, Targets

from .. import nodes as A
from .common import (NUMBER_WORDS, STEPS, UnsupportedPhrase, singular, _cond, _span, _split,
                               _plain, _fixed, _card_word, SelfOrAnother, BareSubject, _unwrap)

# the host named in "the upkeep of enchanted <noun>'s controller": the permanent the source is
# attached to (CR 303.4 Aura, 301.5 Equipment), of the kind the noun says
HOSTS = {"creature": ObjectFilter(types=(CardType.CREATURE,), attached_to_source=True),
         "land": ObjectFilter(types=(CardType.LAND,), attached_to_source=True),
         "artifact": ObjectFilter(types=(CardType.ARTIFACT,), attached_to_source=True),
         "permanent": ObjectFilter(attached_to_source=True)}


class TriggersMixin:
    """Trigger subjects, events, "whose" turn words and the triggered line."""

    def e_becomes_blocked(self, items): return A.TriggerCondition("becomes_blocked", items[0])
    def e_cast_self(self, items):
        if items[0] is not Controller.YOU:
            raise UnsupportedPhrase("another player casting this spell")
        return A.TriggerCondition("cast_self")

    # ------------------------------------------------------------ triggers
    def s_self(self, _): return A.SelfPhrase()
    def s_filter(self, items): return _plain(items[1])
    def p_you(self, _): return Controller.YOU

    def p_filter(self, items):
        filt, players = _split(items[1])
        if players is None:
            raise UnsupportedPhrase("a non-player subject where a player is expected")
        return players

    def e_enters(self, items): return A.TriggerCondition("enters", items[0])

    def e_one_or_more_enter(self, items):
        if str(items[0]) != "one":
            raise UnsupportedPhrase(f"'{items[0]} or more ... enter'")
        return A.TriggerCondition("enters", _plain(items[1]), one_or_more=True)

    def e_one_or_more_combat_damage(self, items):
        """"Whenever one or more creatures you control deal combat damage to a player" (CR 510.2,
        603.2c): once for each player dealt combat damage by them in one combat damage step."""
        if str(items[0]) != "one":
            raise UnsupportedPhrase(f"'{items[0]} or more ... deal combat damage'")
        return A.TriggerCondition("damage", _plain(items[1]), combat_only=True, one_or_more=True)

    def e_one_or_more_attack(self, items):
        """"Whenever one or more Dinosaurs you control attack" (CR 508.1, 603.2c): once for the
        attackers declared together, if any of them is one of those."""
        if str(items[0]) != "one":
            raise UnsupportedPhrase(f"'{items[0]} or more ... attack'")
        return A.TriggerCondition("you_attack", _plain(items[1]), player=Controller.YOU, one_or_more=True)

    def e_enters_yours(self, items):
        return A.TriggerCondition("enters", items[0], controller=Controller.YOU)

    def _damage_event(self, items, combat):
        noun = singular(str(items[2]))
        if noun == "creature":          # "that creature" is the one dealt damage (actions_conditions.lark)
            return A.TriggerCondition("damage_to_creature", items[0], combat_only=combat,
                                      other=ObjectFilter(types=(CardType.CREATURE,)))
        if noun not in ("player", "opponent"):
            raise UnsupportedPhrase(f"damage to a {noun} trigger")
        return A.TriggerCondition("damage", items[0], combat_only=combat,
                                  player=Controller.OPPONENT if noun == "opponent" else Controller.ANY)

    def e_combat_damage(self, items): return self._damage_event(items, True)
    def e_damage(self, items): return self._damage_event(items, False)
    def s_bare_filter(self, items): return BareSubject(_plain(items[0]))
    def e_dies(self, items): return A.TriggerCondition("dies", items[0])

    def e_attacks_saddled(self, items):
        return A.TriggerCondition("attacks", items[0], while_saddled=True)

    def e_attacks(self, items): return A.TriggerCondition("attacks", items[0])

    def e_attacks_while(self, items):
        """"Whenever ~ attacks while you control a creature with power 4 or greater" (CR 603.2)."""
        return A.TriggerCondition("attacks", items[0], while_condition=_cond(items[1]))
    def e_blocks(self, items): return A.TriggerCondition("blocks", items[0])
    def e_attacks_or_blocks(self, items): return A.TriggerCondition("attacks_or_blocks", items[0])
    def e_enters_or_attacks(self, items): return A.TriggerCondition("enters_or_attacks", items[0])
    def e_enters_or_dies(self, items): return A.TriggerCondition("enters_or_dies", items[0])
    def e_enters_or_leaves(self, items): return A.TriggerCondition("enters_or_leaves", items[0])

    def e_enters_or_put_into_graveyard(self, items):
        if str(items[2]) != "graveyard":
            raise UnsupportedPhrase(f"put into a {items[2]} from the battlefield")
        return A.TriggerCondition("enters_or_dies", items[0])     # CR 700.4: "dies" says the same

    def s_self_or_another(self, items):
        """"~ or another creature": every matching object, itself included."""
        return SelfOrAnother(dataclasses.replace(_plain(items[1]), other=False))

    def e_tapped_for_mana(self, items):
        # "a mountain is tapped for mana": the same event as "a player taps a mountain for mana"
        return A.TriggerCondition("tapped_for_mana", items[0])

    def e_player_taps_for_mana(self, items):
        return A.TriggerCondition("tapped_for_mana", _plain(items[3]), player=items[0])

    def e_activates(self, items):
        """"Whenever a player activates an ability that isn't a mana ability" (CR 602.2, 605.1a)."""
        return A.TriggerCondition("activated", player=items[0], non_mana=True)

    def e_activates_of(self, items):
        """"Whenever an opponent activates an ability of a creature or land [that isn't a mana
        ability]" / "..., if it isn't a mana ability, ...": the ability's source (CR 602.2)."""
        test = str(items[4]) if len(items) > 4 else ""
        said = "" if test.startswith("that") else test.split(",")[0] + "," if test else ""
        return A.TriggerCondition("activated", _plain(items[3]), player=items[0], non_mana=bool(test),
                                  non_mana_said_if=said.strip())

    def e_cast(self, items):
        spells = _plain(items[3])
        if spells.targets == Targets(source=True):
            # heroic's "whenever you cast a spell that targets ~" (CR 115.9b): its own event
            return A.TriggerCondition("cast_targets_self", dataclasses.replace(spells, targets=None),
                                      player=items[0])
        return A.TriggerCondition("cast", spells, player=items[0])

    def e_cast_not_from_hand(self, items):
        """"Whenever you cast a spell from anywhere other than your hand" (paradox): a spell whose
        card was anywhere but its caster's hand as it was cast (CR 601.2a)."""
        return A.TriggerCondition("cast", _plain(items[3]), player=items[0], not_from_hand=True)

    def e_cast_nth(self, items):
        """"Whenever you cast your second spell each turn" (flurry), "whenever an opponent casts
        their first spell each turn": the nth spell its caster cast this turn."""
        nth = A.NTH_WORDS.index(str(items[-1]).split()[0]) + 1
        return A.TriggerCondition("cast", ObjectFilter(), player=items[0], nth=nth)

    def whose_your(self, _): return Whose.YOUR
    def whose_each(self, _): return Whose.EACH
    def whose_opponent(self, _): return Whose.OPPONENT
    def whose_next(self, _): return Whose.NEXT

    def whose_each_player(self, items):
        noun = singular(str(items[0]))
        if noun == "player":
            return (Whose.EACH, "each_player")
        if noun == "opponent":
            return Whose.OPPONENT
        raise UnsupportedPhrase(f"each {noun}'s step")

    @v_args(meta=True)
    def combat_on_your_turn_trigger(self, meta, items):
        cond = A.TriggerCondition("beginning", step=Step.BEGINNING_OF_COMBAT, whose=Whose.YOUR)
        return A.TriggeredLine(cond, items[0], _span(meta))

    def e_leaves(self, items): return A.TriggerCondition("leaves", items[0])

    def e_put_into_graveyard(self, items):
        if str(items[2]) != "graveyard":
            raise UnsupportedPhrase(f"put into a {items[2]} from the battlefield")
        return A.TriggerCondition("dies", items[0])     # CR 700.4: "dies" says the same

    def e_enters_opponents(self, items):
        return A.TriggerCondition("enters", items[0], controller=Controller.OPPONENT)

    # trigger events: turned face up, becoming a target, blocking, cycling, counters, sacrificing,
    # drawing, discarding, battalion
    def e_turned_face_up(self, items): return A.TriggerCondition("turned_face_up", items[0])
    def e_enters_or_turned_face_up(self, items): return A.TriggerCondition("enters_or_turned_face_up", items[0])

    def e_transforms_into(self, items):          # "Whenever this creature transforms into ~" (CR 701.28)
        return A.TriggerCondition("transforms_into", self._this_object(items[0], "transforms into ~"))

    def e_mutates(self, items):                  # "Whenever this creature mutates" (CR 702.140d)
        return A.TriggerCondition("mutates", self._this_object(items[0], "mutates"))

    def e_enters_or_transforms_into(self, items):
        return A.TriggerCondition("enters_or_transforms_into",
                                  self._this_object(items[0], "enters or transforms into ~"))

    def _this_object(self, subject, words):
        """The subject of "... transforms into ~": the permanent itself only."""
        if not isinstance(subject, A.SelfPhrase):
            raise UnsupportedPhrase(f"another permanent that {words}")
        return subject

    def _spell_or_ability(self, tok):
        if str(tok) != "spell":
            raise UnsupportedPhrase(f"the target of a {tok} or ability")

    def e_becomes_target(self, items):
        self._spell_or_ability(items[1])
        return A.TriggerCondition("becomes_target", items[0])

    def e_becomes_target_spell(self, items):
        """"Whenever a creature you control becomes the target of a spell" (CR 115.1a)."""
        self._spell_or_ability(items[1])
        return A.TriggerCondition("becomes_target", items[0], spell_only=True)

    def e_becomes_target_opponent(self, items):
        self._spell_or_ability(items[1])
        return A.TriggerCondition("becomes_target", items[0], player=Controller.OPPONENT)

    def e_becomes_target_yours(self, items):
        """Valiant's trigger (CR 207.2c): "... a spell or ability you control [for the first time
        each turn]"."""
        self._spell_or_ability(items[1])
        return A.TriggerCondition("becomes_target", items[0], player=Controller.YOU,
                                  first_time_each_turn=len(items) > 2)

    def e_attacks_unblocked(self, items): return A.TriggerCondition("attacks_unblocked", items[0])

    def e_becomes_blocked_by(self, items):
        return A.TriggerCondition("becomes_blocked_by", items[0], other=_plain(items[2]))

    def e_blocks_creature(self, items):
        return A.TriggerCondition("blocks_creature", items[0], other=_plain(items[2]))

    def e_blocks_or_blocked_by(self, items):
        return A.TriggerCondition("blocks_or_blocked_by", items[0], other=_plain(items[2]))

    def e_blocks_or_blocked_by_at_least(self, items):
        """"blocks or becomes blocked by one or more black creatures" (CR 509.5e): once."""
        return A.TriggerCondition("blocks_or_blocked_by", items[0], other=_plain(items[2]),
                                  number=_at_least(items[1]))

    def e_becomes_blocked_by_at_least(self, items):
        return A.TriggerCondition("becomes_blocked_by", items[0], other=_plain(items[2]),
                                  number=_at_least(items[1]))

    def e_blocks_at_least(self, items):
        return A.TriggerCondition("blocks_creature", items[0], other=_plain(items[2]),
                                  number=_at_least(items[1]))

    def e_cycle_self(self, items):
        if items[0] is not Controller.YOU:
            raise UnsupportedPhrase("another player cycling this card")
        return A.TriggerCondition("cycle_self", player=Controller.YOU)

    def e_cycle_self_or_dies(self, items):
        """"When you cycle ~ or it dies": one ability, two trigger events (CR 603.2, 702.29)."""
        return dataclasses.replace(self.e_cycle_self(items), kind="cycle_self_or_dies", subject=A.SelfPhrase())

    def e_cycles(self, items):
        _card_word(items[3])
        return A.TriggerCondition("cycles", player=items[0])

    def e_counters_put(self, items):
        if str(items[0]) != "one":
            raise UnsupportedPhrase(f"{items[0]} or more counters are put")
        return A.TriggerCondition("counters_put", items[2], counter=items[1])

    def e_sacrifice(self, items):
        return A.TriggerCondition("sacrifice", _plain(items[3]), player=items[0])

    def e_sacrifice_self(self, items):
        """"when you sacrifice ~" (CR 701.17, 603.10a)."""
        return A.TriggerCondition("sacrifice_self", A.SelfPhrase(), player=items[0])

    def e_draw(self, items):
        _card_word(items[2])
        return A.TriggerCondition("draw", player=items[0])

    def e_discard(self, items):
        filt = _plain(items[2])
        return A.TriggerCondition("discard", filt, player=items[0])

    def e_caused_to_discard(self, items):
        """"whenever a spell or ability an opponent controls causes you to discard a card"."""
        if _fixed(items[1]) != 1:
            raise UnsupportedPhrase("causes you to discard more than one card")
        return A.TriggerCondition("caused_to_discard", _plain(items[2]), player=Controller.YOU)

    def e_caused_to_discard_self(self, _):
        """"when a spell or ability an opponent controls causes you to discard ~"."""
        return A.TriggerCondition("caused_to_discard", A.SelfPhrase(), player=Controller.YOU)

    def e_control_none(self, items):
        return A.TriggerCondition("control_none", other=_plain(items[0]))

    def e_becomes_untapped(self, items): return A.TriggerCondition("becomes_untapped", items[0])

    def e_damaged_dies(self, items):
        return A.TriggerCondition("damaged_dies", _plain(items[1]))

    def e_battalion(self, items):
        if singular(str(items[2])) != "creature":
            raise UnsupportedPhrase(f"at least N other {items[2]} attack")
        return A.TriggerCondition("battalion", items[0], number=NUMBER_WORDS[str(items[1])])

    def e_attacks_with_at_least(self, items):
        """"~ and at least one Human attack": other attackers declared with it that match."""
        return A.TriggerCondition("attacks_with_at_least", items[0], other=_plain(items[2]),
                                  number=NUMBER_WORDS[str(items[1])])

    def e_attacks_with_greater_power(self, items):
        return A.TriggerCondition("attacks_with_greater_power", items[0], number=1)

    def e_cycle_or_discard(self, items):
        """Cycling discards the card, so "cycle or discard a card" is one discard event."""
        if items[0] is not Controller.YOU:
            raise UnsupportedPhrase("another player cycling or discarding")
        _card_word(items[3])
        return A.TriggerCondition("discard", ObjectFilter(card=True), player=Controller.YOU)

    def e_deals_damage_any(self, items): return A.TriggerCondition("damage_any", items[0])

    def e_deals_combat_damage_any(self, items):
        return A.TriggerCondition("damage_any", items[0], combat_only=True)

    def e_counters_state(self, items):
        return A.TriggerCondition("counters_state", counter=items[1], number=_fixed(items[0]))

    def whose_the(self, _): return (Whose.EACH, "the")

    def whose_attached(self, items):
        if str(items[0]) != "enchanted" or singular(str(items[1])) != "player":
            raise UnsupportedPhrase(f"{items[0]} {items[1]}'s step")
        return Whose.ENCHANTED_PLAYER

    @v_args(meta=True)
    def attached_controller_trigger(self, meta, items):
        whose, step, attached, noun, _, sentences = items
        if whose != (Whose.EACH, "the"):
            raise UnsupportedPhrase("this step of an attached permanent's controller")
        host = HOSTS.get(singular(str(noun)))
        if host is None:
            raise UnsupportedPhrase(f"the upkeep of {attached} {noun}'s controller")
        cond = A.TriggerCondition("beginning", step=STEPS[" ".join(str(step).split())],
                                  whose=Whose.ENCHANTED_CONTROLLER, host=host)
        return A.TriggeredLine(cond, sentences, _span(meta))

    @v_args(meta=True)
    def triggered(self, meta, items):
        return A.TriggeredLine(_unwrap(items[1]), items[2], _span(meta))

    @v_args(meta=True)
    def triggered_either(self, meta, items):
        """"Whenever A and whenever B, ...": one triggered ability with two events (CR 603.2)."""
        return A.TriggeredLine(_unwrap(items[1]), items[4], _span(meta), also=_unwrap(items[3]))

    @v_args(meta=True)
    def triggered_or(self, meta, items):
        """"Whenever A or B, ...": as triggered_either, the events joined by "or" (CR 603.2)."""
        return A.TriggeredLine(_unwrap(items[1]), items[3], _span(meta), also=_unwrap(items[2]),
                               also_by_or=True)

    @v_args(meta=True)
    def beginning_trigger(self, meta, items):
        whose, step, sentences = items
        return A.TriggeredLine(_beginning(whose, step), sentences, _span(meta))

    @v_args(meta=True)
    def beginning_or_trigger(self, meta, items):
        """"At the beginning of your upkeep or whenever you cast a red spell, ...": one ability,
        either event (CR 603.2)."""
        whose, step, word, event, sentences = items
        if str(word) != "whenever":
            raise UnsupportedPhrase(f"'or {word}' after a step's beginning")
        return A.TriggeredLine(_beginning(whose, step), sentences, _span(meta), also=_unwrap(event),
                               also_or_whenever=True)

    def e_blocks_or_blocked(self, items): return A.TriggerCondition("blocks_or_blocked", items[0])
    def e_dealt_damage(self, items): return A.TriggerCondition("dealt_damage", items[0])

    def e_dealt_combat_damage(self, items):
        """"Whenever ~ is dealt combat damage" (CR 510.2)."""
        return A.TriggerCondition("dealt_damage", items[0], combat_only=True)

    def e_gain_life(self, items):
        return A.TriggerCondition("gain_life", player=items[0])


def _at_least(word) -> int:
    """"one or more" / "two or more": the least number of creatures (CR 509.5e)."""
    return NUMBER_WORDS[str(word)]


def _beginning(whose, step) -> A.TriggerCondition:
    """"At the beginning of <whose> <step>" (CR 603.2)."""
    if isinstance(whose, tuple):
        whose = whose[0]        # "the end step", "each player's end step": every end step
    return A.TriggerCondition("beginning", step=STEPS[" ".join(str(step).split())], whose=whose)
