"""AST nodes for the delayed triggered abilities an effect creates (grammar/delayed_triggers.lark,
CR 603.7): one that waits for an object to die this turn, and one that lasts for the turn."""
from __future__ import annotations

from dataclasses import dataclass

from .phrases import ObjectPhrase


@dataclass(frozen=True)
class DiesThisTurnSentence:
    """"When <object> dies this turn, <clauses>." (CR 603.7a, 700.4): a delayed triggered
    ability created as the sentence resolves, about the one object named: "it" (the object the
    sentence before named), "that creature", or "target creature", a target of the ability
    that creates it. In `clauses`, "that card" / "it" is the card that died."""

    clauses: tuple
    objects: tuple[ObjectPhrase, ...] = ()        # () is "it"
    # "When target creature is put into your graveyard from the battlefield this turn": only if
    # it goes to your graveyard, a card going to its owner's (CR 400.3): a creature you own
    into_your_graveyard: bool = False


@dataclass(frozen=True)
class ThisTurnTriggerSentence:
    """"Whenever a creature blocks this turn, <clauses>." / "Until end of turn, whenever a
    player gains life, <clauses>.": a delayed triggered ability that triggers each time its
    event happens for the rest of the turn (CR 603.7b, a stated duration); `condition` is a
    trigger condition as a triggered line's (nodes.lines.TriggerCondition)."""

    condition: object
    clauses: tuple
    until_end_of_turn_first: bool = False         # "Until end of turn, whenever ..." (wording)
    # "Whenever target creature deals damage this turn": the one object the event is about (a
    # target, or "that creature"), whose events alone trigger it; the condition has no subject
    objects: tuple[ObjectPhrase, ...] = ()
