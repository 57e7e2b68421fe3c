"""Lowering of the static damage replacements (nodes.DamageReplacementLine): "If damage would be
dealt to ~, prevent that damage. Remove a +1/+1 counter from ~." (CR 615.1a) and "If damage would
be dealt to you, put that many depletion counters on ~ instead." (CR 614.1a); and of the static draw
replacements (nodes.draw_replacements): "If you would draw a card, you may skip that draw instead."."""
from __future__ import annotations

from ...runtime import abilities as R
from ..syntax import nodes as A
from ..syntax.transform import UnsupportedPhrase
from .scope import Scope
from .sentences import lower_sentences


def lower_damage_replacement(line: A.DamageReplacementLine, is_spell: bool) -> tuple[R.Ability, ...]:
    """The sentences are what happens instead, with "that many" the damage (EventAmount);
    they can choose no targets: a replacement isn't put on the stack (CR 614.1)."""
    scope = Scope(event_kind="dealt_damage")     # the damage replaced: "that many" (CR 614.1a)
    prog = lower_sentences(line.sentences, scope)
    if scope.targets or prog.restriction is not None or prog.rider is not None or prog.timing != R.Timing():
        raise UnsupportedPhrase("a damage replacement with targets or riders")
    if not prog.effects:
        raise UnsupportedPhrase("a damage replacement that does nothing instead")
    return (R.ReplacementAbility(R.ReplaceDamage(line.to_you, line.prevented, tuple(prog.effects))),)


def lower_draw_replacement(line, is_spell: bool) -> tuple[R.Ability, ...]:
    """"If you would draw a card [while ...], [you may] <clauses> instead." (CR 614.1a, 614.11):
    the clauses are what happens instead (none: the draw is skipped); no targets (CR 614.1)."""
    scope = Scope()
    prog = lower_sentences((A.Sentence(tuple(line.clauses)),), scope) if line.clauses else None
    if prog is not None and (scope.targets or prog.restriction is not None or prog.rider is not None
                             or prog.timing != R.Timing() or not prog.effects):
        raise UnsupportedPhrase("a draw replacement with targets or riders")
    effects = tuple(prog.effects) if prog is not None else ()
    return (R.ReplacementAbility(R.ReplaceDraw(effects, line.optional, line.condition)),)
