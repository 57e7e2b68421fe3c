"""Decider: the one interface through which every player choice goes.

The engine builds a `Choice` (what kind, who, which options, how many) and
receives a tuple of option values. Forced choices (no option, or exactly the
number required) are made by the engine without asking.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import Enum
from typing import Any

from ..errors import DecisionMissing, IllegalAction


class ChoiceKind(str, Enum):
    TARGETS = "targets"
    X = "x"
    MANA = "mana"                      # which bundle / colour an ability adds
    CHOOSE = "choose"                  # Choose instruction (no targeting, S10)
    REPLACEMENT_ORDER = "replacement_order"
    TRIGGER_ORDER = "trigger_order"
    MAY = "may"
    UNLESS = "unless"
    SCRY_BOTTOM = "scry_bottom"
    ORDER = "order"
    TAP_COST = "tap_cost"              # which permanents pay a tap/untap cost
    SACRIFICE = "sacrifice"
    DISCARD = "discard"
    EXILE_COST = "exile_cost"
    RETURN_COST = "return_cost"
    PHYREXIAN = "phyrexian"            # pay life instead of mana?
    ATTACKERS = "attackers"
    ATTACK_WHOM = "attack_whom"        # the player or one of their planeswalkers (CR 508.1b)
    ATTACK_COST = "attack_cost"        # pay a creature's cost to attack, or it doesn't attack (CR 508.1h)
    MANA_ABILITIES = "mana_abilities"  # which permanents are tapped for mana while paying (CR 605.3a)
    BLOCK = "block"                    # which attacker one creature blocks
    LEGEND_RULE = "legend_rule"
    MODES = "modes"                    # which modes of a modal spell or ability (CR 700.2)
    ATTACH = "attach"                  # what an Aura put onto the battlefield enchants (CR 303.4f)
    DIVIDE = "divide"                  # how much of divided damage one target gets (CR 601.2d)
    COMBAT_DAMAGE = "combat_damage"    # how much of a creature's combat damage one creature gets (CR 510.1c-d)
    MERGE = "merge"                    # a mutating spell over or under its target (CR 702.140c)


@dataclass(frozen=True)
class Option:
    value: Any        # hashable: object id, player index, ManaType, int, bool ...
    label: str        # readable: a name, a player name, "{G}"


@dataclass(frozen=True)
class Choice:
    kind: ChoiceKind
    player: int
    prompt: str
    options: tuple[Option, ...]
    minimum: int = 1
    maximum: int = 1
    ordered: bool = False    # the answer's order matters (ordering choices)

    def describe(self) -> str:
        labels = ", ".join(o.label for o in self.options)
        return (f"{self.kind.value} for player {self.player} ({self.prompt}); "
                f"choose {self.minimum}..{self.maximum} of [{labels}]")


@dataclass(frozen=True)
class Answer:
    """A scripted answer bound to a kind of choice (checked when consumed)."""

    kind: ChoiceKind | str
    value: Any


class Decider:
    """Base class. `choose` returns a tuple of option values."""

    def choose(self, choice: Choice) -> tuple:
        raise NotImplementedError

    def checkpoint(self) -> Any:
        """State to restore when an action is rolled back."""
        return None

    def restore(self, token: Any) -> None:
        pass


def match_answer(choice: Choice, raw: Any) -> tuple:
    """Turn a scripted/interactive answer into option values, or raise DecisionMissing.

    Items may be option values, labels, or "Label#k" (the k-th option with that label).
    """
    if raw is None:
        items: list = []
    elif isinstance(raw, (list, tuple)):
        items = list(raw)
    else:
        items = [raw]
    remaining = list(choice.options)
    picked: list = []
    for item in items:
        option = _find_option(remaining, item, choice)
        if option is None:
            raise DecisionMissing(f"answer {item!r} does not match any option of {choice.describe()}")
        remaining.remove(option)
        picked.append(option.value)
    if not choice.minimum <= len(picked) <= choice.maximum:
        raise DecisionMissing(f"answer {raw!r} has {len(picked)} items; {choice.describe()}")
    return tuple(picked)


def match_preset(choice: Choice, raw: Any) -> tuple:
    """An answer named with the action (`targets ...` of a cast or activation), matched like any answer.

    CR 601.2c: the player announces the targets. A named target that isn't legal (CR 115.1) makes
    the action illegal, even when exactly one legal target exists: the engine makes a forced choice
    only for a player who named nothing, and never puts another target in the one named."""
    try:
        return match_answer(choice, raw)
    except DecisionMissing as exc:
        if choice.kind is not ChoiceKind.TARGETS:
            raise
        legal = ", ".join(o.label for o in choice.options) or "none"
        raise IllegalAction(f"CR 601.2c: {raw!r} can't be chosen as the targets ({choice.prompt}); "
                            f"the legal targets (CR 115.1) are: {legal} ({exc})") from None


def _find_option(options: list[Option], item: Any, choice: Choice) -> Option | None:
    for option in options:
        same_type = isinstance(item, bool) == isinstance(option.value, bool)
        if same_type and option.value == item and type(item) is not str:
            return option
    if isinstance(item, str):
        for option in options:
            if option.label == item or (isinstance(option.value, str) and option.value == item):
                return option
        if "#" in item:
            name, _, k = item.rpartition("#")
            same = [o for o in choice.options if o.label == name]
            if k.isdecimal() and 1 <= int(k) <= len(same) and same[int(k) - 1] in options:
                return same[int(k) - 1]
    return None


class ScriptedDecider(Decider):
    """Answers queued by a scenario or test, consumed in order.

    A missing answer raises DecisionMissing naming the question, unless a
    `fallback` decider is given.
    """

    def __init__(self, answers: Iterable = (), fallback: Decider | None = None):
        self.answers: list = list(answers)
        self.position = 0
        self.fallback = fallback

    def add(self, *answers: Any) -> None:
        self.answers.extend(answers)

    def choose(self, choice: Choice) -> tuple:
        if self.position >= len(self.answers):
            if self.fallback is not None:
                return self.fallback.choose(choice)
            raise DecisionMissing(f"no scripted answer for {choice.describe()}")
        raw = self.answers[self.position]
        if isinstance(raw, Answer):
            if ChoiceKind(raw.kind) is not choice.kind:
                raise DecisionMissing(f"scripted answer is for {ChoiceKind(raw.kind).value}, "
                                      f"but the engine asks {choice.describe()}")
            raw = raw.value
        self.position += 1
        return match_answer(choice, raw)

    def checkpoint(self) -> Any:
        return (self.position, self.fallback.checkpoint() if self.fallback else None)

    def restore(self, token: Any) -> None:
        self.position, sub = token
        if self.fallback is not None:
            self.fallback.restore(sub)


class RandomDecider(Decider):
    """Deterministic random choices: the same seed gives the same game.

    A checkpoint (every action is a transaction) does not copy the generator's state, which
    costs more than most actions: the state is written into the checkpoints still open only
    when a choice is about to change it. A checkpoint no choice followed restores nothing."""

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)
        self._waiting: list[list] = []      # checkpoints taken since the last choice

    def choose(self, choice: Choice) -> tuple:
        if self._waiting:
            state = self.rng.getstate()
            for token in self._waiting:
                token.append(state)
            self._waiting = []
        top = min(choice.maximum, len(choice.options))
        count = self.rng.randint(min(choice.minimum, top), top)
        return tuple(o.value for o in self.rng.sample(list(choice.options), count))

    def checkpoint(self) -> Any:
        token: list = []
        if len(self._waiting) >= 256:          # no choice for a long while: write them now
            state = self.rng.getstate()
            for waiting in self._waiting:
                waiting.append(state)
            self._waiting = []
        self._waiting.append(token)
        return token

    def restore(self, token: Any) -> None:
        if token:
            self.rng.setstate(token[0])
        self._waiting = [t for t in self._waiting if t is not token]


class FirstOptionDecider(Decider):
    """Takes the first `minimum` options (at least one when allowed): a predictable default."""

    def choose(self, choice: Choice) -> tuple:
        count = max(choice.minimum, min(1, choice.maximum, len(choice.options)))
        if choice.kind in (ChoiceKind.MAY, ChoiceKind.UNLESS):
            count = 1
        return tuple(o.value for o in choice.options[:count])


class CallbackDecider(Decider):
    """Hook for an interactive decider: `ask(choice)` returns a raw answer (values or labels)."""

    def __init__(self, ask: Callable[[Choice], Any]):
        self.ask = ask

    def choose(self, choice: Choice) -> tuple:
        return match_answer(choice, self.ask(choice))
