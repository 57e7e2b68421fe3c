"""Lowering of the opening-hand actions that set up a delayed trigger (CR 103.6b): "You may
reveal this card from your opening hand. If you do, at the beginning of the first upkeep, ...".
"""
from __future__ import annotations

from ...runtime import abilities as R
from ..syntax import nodes as A
from .dispatch import lower_line


def lower_opening_hand_reveal(line: A.OpeningHandRevealLine, is_spell: bool) -> tuple[R.Ability, ...]:
    """The sentence after "If you do," lowered as a spell's would be (its delay makes it a
    CreateDelayedTrigger, CR 603.7); the action runs it as the card is revealed."""
    (spell,) = lower_line(A.SpellLine((line.sentence,)), True)
    return (R.StaticAbility(R.RevealFromOpeningHand(spell.effects)),)
