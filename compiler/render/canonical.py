"""Render the typed AST back into canonical rules text (the generator of the pipeline).

The output is in the normalised form the parser reads (lower case, "~" for the
card itself, today's wording), so `render(parse(text)) == text` is the proof
that compiling lost nothing. `display()` (display.py) turns it into printed style.
Wording that the AST does not keep (it keeps meaning) is chosen by context the
way Oracle text does: "a"/"an", singular/plural, "another" vs "other".

This module fills the render registries (registry.py) from the family modules and renders
whole lines; the families render the parts (effects, library, players, shields, targets,
triggers, statics, sentences) from the shared helpers (words, filters, objects, costs,
keywords, mana, amounts, conditions, trigger events, predicates).
"""
from __future__ import annotations

from dataclasses import replace

from ..syntax import nodes as A

from .words import CONTEXT, number_word, source_named, Unrenderable
from .display import display  # noqa: F401  (printed style, part of this module's face)
from .registry import CLAUSES, line, LINES, register, sentences, SENTENCES
from .costs import cost, cost_list
from .keywords import keyword
from .trigger_events import trigger
from .effects import effect_clause, EFFECT_CLAUSES, GRANT_AND_COMBAT_CLAUSES, grant_clause
from .cases import case_line
from .bending import bending_clause
from .meld import meld_clause
from .turns import turns_clause
from .face_down import face_down_clause
from .keyword_actions import keyword_action_clause
from .outside_the_game import outside_the_game_clause
from .library import library_clause
from .players import player_clause
from .shields import damage_replacement_line, shield_clause
from .targets import target_clause, TARGET_CLAUSES
from .triggers import (trigger_clause, TRIGGER_CLAUSES, trigger_line, TRIGGER_LINES,
                       trigger_sentence, TRIGGER_SENTENCES)
from .quantities import quantity_line, QUANTITY_LINES
from .graveyard_replacements import graveyard_line, GRAVEYARD_LINES
from .draw_replacements import draw_line, DRAW_LINES
from .statics import replacement, static
from .deck_conditions import companion_line
from .sentences import ability_sentence, SENTENCE_CLASSES
from .this_way import this_way_clause, THIS_WAY_CLAUSES

LINE_CLASSES = (A.VisitLine, A.OpeningHandRevealLine, A.CompanionLine, A.ChapterLine, A.KeywordLine, A.ActivatedLine, A.TriggeredLine, A.ReplacementLine, A.StaticLine,
                A.SpellLine, A.ModeLine, A.ModalHead)


def _second_event(line) -> str:
    """The second event of "when ~ enters and when you sacrifice it": after the first event
    named the source, Oracle calls it "it"."""
    text = trigger(line.also)
    if isinstance(line.condition.subject, A.SelfPhrase) and text.endswith(" ~"):
        return text[:-2] + " it"
    return text


def _also(line) -> str:
    """The second event: "and whenever B", "or whenever B", or "or B" where one phrase names
    both events."""
    if line.also_or_whenever:
        return " or " + _second_event(line)
    if not line.also_by_or:
        return " and " + _second_event(line)
    second = trigger(line.also)
    return " or " + second.split(" ", 1)[1]        # without its own "when"/"whenever"


def ability_line(line) -> str:
    """An ability line of the AST: keywords, activated, triggered, static, replacement, spell and
    modal lines."""
    match line:
        case A.KeywordLine():
            return ", ".join(keyword(k) for k in line.keywords)
        case A.ActivatedLine():
            head = f"{line.keyword} — " if line.keyword else ""      # exhaust (CR 702.177a)
            return head + cost_list(line.costs) + ": " + sentences(line.sentences)
        case A.TriggeredLine():
            with source_named(isinstance(line.condition.subject, A.SelfPhrase)):   # "When ~ enters, if it ..."
                also = _also(line) if line.also is not None else ""
                return trigger(line.condition) + also + ", " + sentences(line.sentences)
        case A.ReplacementLine():
            return replacement(line)
        case A.StaticLine():
            return static(line)
        case A.SpellLine():
            return sentences(line.sentences)
        case A.VisitLine():
            return "visit — " + sentences(line.sentences)                  # CR 702.159a
        case A.OpeningHandRevealLine():                                     # CR 103.6b
            return (f"you may reveal ~ from your opening hand. if you do, at the beginning of {line.timing}, "
                    + sentences((replace(line.sentence, delay=None),)))
        case A.CompanionLine():
            return companion_line(line)                                     # CR 702.139a
        case A.ChapterLine():                                               # CR 714.2a-c
            named = line.ability_word or line.flavor_word
            word = f"{named} — " if named else ""
            return ", ".join(A.ROMAN_NUMERALS[n - 1] for n in line.chapters) + " — " + word + sentences(line.sentences)
        case A.ModeLine():
            head = "• " if line.cost is None else f"+ {cost(line.cost)} — "     # spree (CR 702.172a)
            if line.name:                                                       # tiered (CR 702.183a)
                head = f"• {line.name} — {cost(line.cost)} — "
            if line.pawprints:                                                  # CR 700.2i
                head = "{p}" * line.pawprints + " — "
            return head + sentences(line.sentences)
        case A.ModalHead():
            return modal_head(line)
    raise Unrenderable(type(line).__name__)


def modal_head(head: A.ModalHead) -> str:
    if head.pawprints:                  # CR 700.2i, 700.2d
        again = " you may choose the same mode more than once." if head.repeatable else ""
        return f"choose up to {number_word(head.pawprints)} {{p}} worth of modes.{again}"
    words = {(1, 1): "one", (2, 2): "two", (3, 3): "three", (1, 2): "one or both",
             (1, None): "one or more"}[(head.minimum, head.maximum)]
    text = f"choose {words} —"
    if head.condition is not None:
        return trigger(head.condition) + ", " + text
    if head.costs is not None:
        return cost_list(head.costs) + ": " + text
    return text


# every node class and the function that renders it
register(CLAUSES, GRANT_AND_COMBAT_CLAUSES, grant_clause)
register(CLAUSES, EFFECT_CLAUSES, effect_clause)
register(CLAUSES, A.LIBRARY_CLAUSES, library_clause)
register(CLAUSES, A.FACE_DOWN_CLAUSES, face_down_clause)
register(CLAUSES, A.BENDING_CLAUSES, bending_clause)
register(CLAUSES, A.MELD_CLAUSES, meld_clause)
register(CLAUSES, A.TURN_CLAUSES, turns_clause)
register(CLAUSES, A.KEYWORD_ACTION_CLAUSES, keyword_action_clause)
register(CLAUSES, A.OUTSIDE_THE_GAME_CLAUSES, outside_the_game_clause)
register(CLAUSES, A.PLAYER_CLAUSES, player_clause)
register(CLAUSES, A.SHIELD_CLAUSES, shield_clause)
register(CLAUSES, TARGET_CLAUSES, target_clause)
register(CLAUSES, TRIGGER_CLAUSES, trigger_clause)
register(CLAUSES, THIS_WAY_CLAUSES, this_way_clause)
register(SENTENCES, SENTENCE_CLASSES, ability_sentence)
register(SENTENCES, TRIGGER_SENTENCES, trigger_sentence)
register(LINES, LINE_CLASSES, ability_line)
register(LINES, TRIGGER_LINES, trigger_line)
register(LINES, QUANTITY_LINES, quantity_line)
register(LINES, GRAVEYARD_LINES, graveyard_line)
register(LINES, DRAW_LINES, draw_line)
register(LINES, (A.DamageReplacementLine,), damage_replacement_line)
register(LINES, (A.ToSolveLine, A.SolvedLine, A.MaxSpeedLine, A.InfinityLine, A.ClassLevelLine, A.StationSymbolLine, A.LevelSymbolLine,
                 A.PowerToughnessBoxLine), lambda node: case_line(node, line))


def render_line(node: A.AbilityLine, subtypes: tuple[str, ...] = ()) -> str:
    """One parsed line -> its canonical normalised text."""
    CONTEXT.attached_word = ("equipped" if "Equipment" in subtypes
                             else "fortified" if "Fortification" in subtypes else "enchanted")
    word = node.ability_word or node.flavor_word
    prefix = f"{word} — " if word else ""
    return prefix + line(node.line)
