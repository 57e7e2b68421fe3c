"""Lowering: typed AST (syntax/nodes/) -> runtime ability objects (runtime/abilities.py).

This is where the text's words get their game meaning: an activated ability
that adds mana and has no target is a mana ability (CR 605.1a); "Saddle N" is
an activated ability (CR 702.171a); "it", "them", "those cards" become
references to the source, targets or what an earlier step acted on.

The entry point is `lower_line`. This module fills the tables of dispatch.py: which family
module lowers each kind of clause, and which function each kind of line.
"""
from __future__ import annotations

import dataclasses

from ...runtime import abilities as R
from ...runtime.characteristics import Step
from ...runtime.events import Whose

from ..syntax import nodes as A
from ..syntax.nodes import quantities as Q
from ..syntax.nodes import graveyard_replacements as G
from ..syntax.nodes import draw_replacements as D
from ..syntax.nodes import triggers as T
from .abilities import lower_activated, lower_modal, lower_spell, lower_trigger_line, lower_triggered
from .damage import DAMAGE_CLAUSES, lower_damage_clause
from .attractions import lower_visit
from .sagas import lower_chapter
from .cases import lower_solved, lower_to_solve
from .speed import lower_max_speed
from .companions import lower_companion
from .classes import lower_class_level
from .bending import lower_bending
from .meld import lower_meld
from .turns import lower_turns
from .face_down import lower_face_down
from .keyword_actions import lower_infinity, lower_keyword_action
from .outside_the_game import lower_outside_the_game
from .opening_hand import lower_opening_hand_reveal
from .dispatch import CLAUSES, LINES, lower_line, lowered_line, register
from .effects import EFFECT_CLAUSES, lower_effect_clause
from .grants import CONTINUOUS_CLAUSES, lower_grant_clause
from .hands import HAND_CLAUSES, lower_hand_clause
from .keywords import lower_defined_keyword, lower_keyword, split_protection
from .library import lower_library
from .players import lower_player_clause
from .replacements import lower_graveyard_line, lower_quantity_line, lower_replacement
from .shields import lower_shield
from .damage_replacements import lower_damage_replacement, lower_draw_replacement
from .statics import lower_static, static_from_sentences
from .targets import TARGET_CLAUSES, lower_target_clause
from .triggers import CLAUSES as TRIGGER_CLAUSES, lower_trigger_clause
from .zones import ZONE_CLAUSES, lower_zone_clause
from .this_way import THIS_WAY_CLAUSES, lower_this_way

__all__ = ["lower_line", "lowered_line"]


def lower_spell_line(line: A.SpellLine, is_spell: bool) -> tuple[R.Ability, ...]:
    """A spell's effect; the same sentences on a permanent are static abilities (CR 604.1)."""
    if not is_spell:
        trigger = end_of_combat_trigger(line)
        return (lower_triggered(trigger),) if trigger is not None else static_from_sentences(line)
    if replaces_paragraph_before(line) or continues_paragraph_before(line):
        return ()        # lowered with the paragraph it modifies (pipeline.join_instead_paragraphs)
    return (lower_spell(line, is_spell),)


def end_of_combat_trigger(line: A.SpellLine) -> A.TriggeredLine | None:
    """"At end of combat, destroy all creatures blocking or blocked by ~." on a permanent: a
    triggered ability that triggers as each end of combat step begins (CR 511.2), where a spell's
    same words set up a delayed trigger for this turn's (CR 603.7); None for any other line."""
    if len(line.sentences) != 1 or not isinstance(line.sentences[0], A.Sentence):
        return None
    sentence = line.sentences[0]
    if sentence.delay != (Step.END_OF_COMBAT, Whose.THIS_TURN):
        return None
    condition = A.TriggerCondition("beginning", step=Step.END_OF_COMBAT, whose=Whose.EACH)
    return A.TriggeredLine(condition, (dataclasses.replace(sentence, delay=None),), line.span)


def replaces_paragraph_before(line) -> bool:
    """A spell's paragraph that starts "<clauses> instead if ..." / "If ..., instead ..."
    replaces the paragraph before it (CR 608.2c: the text is followed in order, later words
    modifying earlier ones): "Corrupted — Exile that creature instead if ..."."""
    return isinstance(line, A.SpellLine) and bool(line.sentences) \
        and isinstance(line.sentences[0], A.Sentence) and line.sentences[0].instead


def continues_paragraph_before(line) -> bool:
    """A spell's paragraph that starts with a condition and names objects only by "that
    creature" / "those creatures", whose paragraph before named them: "Tap target creature.
    Metalcraft — If you control three or more artifacts, exile that creature." Its paragraphs are
    one spell ability followed in order (CR 608.2c; an ability word has no meaning, CR 207.2c),
    so it is lowered with the paragraph before it."""
    first = line.sentences[0] if isinstance(line, A.SpellLine) and line.sentences else None
    # "If <condition>, <clauses>." / "<clauses> if <condition>."
    if not (isinstance(first, A.Sentence) and first.condition is not None or isinstance(first, T.IfAfterSentence)):
        return False
    from ..dataclass_fields import any_part
    return any_part(line, lambda n: True if isinstance(n, (A.ThatPhrase, A.ThosePhrase)) and n.noun != "player"
                    else None) \
        and not any_part(line, lambda n: True if isinstance(n, (A.TargetPhrase, A.EachPhrase)) else None)


def lower_replacement_line(line: A.ReplacementLine, is_spell: bool) -> tuple[R.Ability, ...]:
    if line.tapped and line.kind != "enter_as_copy":     # the copy effect itself enters tapped
        # "enters tapped with two charge counters on it": two replacements of one event (CR 614.1c)
        return (R.ReplacementAbility(R.EntersTapped()), R.ReplacementAbility(lower_replacement(line)))
    return (R.ReplacementAbility(lower_replacement(line)),)


def no_abilities(line, is_spell: bool) -> tuple:
    """A mode or the head of a modal ability: lowered together as a ModalLine (the pipeline
    joins them)."""
    return ()


def lower_keyword_abilities(line: A.KeywordLine, is_spell: bool) -> tuple[R.Ability, ...]:
    out: list = []
    for k in line.keywords:
        if k.definition:
            out += lower_defined_keyword(k)
        else:
            out += [lower_keyword(one) for one in split_protection(k)]
    return tuple(out)


# each family's clause classes and the function that lowers them
CLAUSE_FAMILIES = ((EFFECT_CLAUSES, lower_effect_clause), (ZONE_CLAUSES, lower_zone_clause),
                   (CONTINUOUS_CLAUSES, lower_grant_clause), (DAMAGE_CLAUSES, lower_damage_clause),
                   (HAND_CLAUSES, lower_hand_clause), (A.LIBRARY_CLAUSES, lower_library),
                   (A.PLAYER_CLAUSES, lower_player_clause), (A.SHIELD_CLAUSES, lower_shield),
                   (TARGET_CLAUSES, lower_target_clause), (TRIGGER_CLAUSES, lower_trigger_clause),
                   (A.FACE_DOWN_CLAUSES, lower_face_down), (A.BENDING_CLAUSES, lower_bending),
                   (A.KEYWORD_ACTION_CLAUSES, lower_keyword_action),
                   (A.OUTSIDE_THE_GAME_CLAUSES, lower_outside_the_game),
                   (A.MELD_CLAUSES, lower_meld), (A.TURN_CLAUSES, lower_turns),
                   (THIS_WAY_CLAUSES, lower_this_way))

# each kind of line and the function(line, is_spell) that lowers it
LINE_KINDS = (((A.ModeLine, A.ModalHead, A.StationSymbolLine, A.LevelSymbolLine, A.PowerToughnessBoxLine),
               no_abilities),
              ((A.ModalLine,), lambda line, is_spell: (lower_modal(line, is_spell),)),
              ((A.KeywordLine,), lower_keyword_abilities),
              ((A.ToSolveLine,), lower_to_solve),
              ((A.ClassLevelLine,), lower_class_level),
              ((A.SolvedLine,), lower_solved),
              ((A.VisitLine,), lower_visit),
              ((A.OpeningHandRevealLine,), lower_opening_hand_reveal),
              ((A.ChapterLine,), lower_chapter),
              ((A.MaxSpeedLine,), lower_max_speed),
              ((A.CompanionLine,), lower_companion),
              ((A.InfinityLine,), lower_infinity),
              ((A.ActivatedLine,), lambda line, is_spell: (lower_activated(line),)),
              ((A.TriggeredLine,), lambda line, is_spell: (lower_triggered(line),)),
              ((A.ReplacementLine,), lower_replacement_line),
              ((A.DamageReplacementLine,), lower_damage_replacement),
              ((A.StaticLine,), lambda line, is_spell: lower_static(line)),
              ((A.SpellLine,), lower_spell_line),
              ((T.ExertLine, T.CastOnlyIfLine), lambda line, is_spell: lower_trigger_line(line)),
              (Q.QUANTITY_LINES, lower_quantity_line),
              (G.GRAVEYARD_LINES, lower_graveyard_line),
              (D.DRAW_LINES, lower_draw_replacement))


def _fill_tables() -> None:
    for classes, lower in CLAUSE_FAMILIES:
        register(CLAUSES, classes, lower)
    for classes, lower in LINE_KINDS:
        register(LINES, classes, lower)


_fill_tables()
