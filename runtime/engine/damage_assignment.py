"""Dividing one creature's combat damage among the creatures it's in combat with (CR 510.1c-d),
with trample (CR 702.19b) and deathtouch (CR 702.2c).

This follows the CURRENT rules, not the 2022 text kept in shared/reference: the 2024 change
removed damage assignment order (CR 509.2, 510.1c-d as they were). Now a blocked creature's
controller divides its combat damage among the creatures blocking it as they choose (CR 510.1c
as now written), and a creature blocking several attackers likewise (CR 510.1d). Lethal damage
matters only for trample: every blocker must be assigned lethal damage before any of the rest
may be assigned to the player it attacks (CR 702.19b). With deathtouch any nonzero amount is
lethal damage for that check (CR 702.2c). Lethal damage counts damage already marked and damage
assigned earlier in the same combat damage step (CR 702.19b), but no prevention or other effect
that would change the damage actually dealt.

The chooser is asked once per recipient, in the order the creatures were declared, how much of
the damage it is assigned (ChoiceKind.COMBAT_DAMAGE), and is offered only amounts that leave a
legal division possible; the last recipient gets what is left. The first option offered is the
usual division (lethal damage to each in turn, the rest to the last or, with trample, to the
player), so the first-option decider plays that; the random decider picks any legal amount.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .decider import ChoiceKind
from .objects import GameObject
from .query import has_keyword, toughness


@dataclass
class StepAssignments:
    """Combat damage assigned so far in this combat damage step, by object id (CR 702.19b: it
    counts toward lethal damage); `deathtouch`: objects assigned damage by a source with
    deathtouch, which is lethal whatever its amount (CR 702.2c)."""

    amounts: dict[int, int] = field(default_factory=dict)
    deathtouch: set[int] = field(default_factory=set)

    def add(self, game: "Game", source: GameObject, o: GameObject, n: int) -> None:
        if n <= 0:
            return
        self.amounts[o.id] = self.amounts.get(o.id, 0) + n
        if has_keyword(game.state, source, "deathtouch"):
            self.deathtouch.add(o.id)


@dataclass(frozen=True)
class Share:
    """Part of a creature's combat damage: to an object, or (trample) to a player."""

    amount: int
    object: GameObject | None = None
    player: int | None = None


def lethal_damage(game: "Game", source: GameObject, o: GameObject, assigned: StepAssignments) -> int:
    """How much damage from `source` assigned to `o` is lethal damage (CR 702.19b, 120.6):
    its toughness less the damage marked on it and assigned to it earlier this step; 1 if
    `source` has deathtouch and more is needed (CR 702.2c); 0 once a deathtouch source has been
    assigned damage to it this step (CR 702.2c)."""
    if o.id in assigned.deathtouch:
        return 0
    need = max(0, toughness(game.state, o) - o.damage - assigned.amounts.get(o.id, 0))
    if need > 0 and has_keyword(game.state, source, "deathtouch"):
        return 1
    return need


def divide_combat_damage(game: "Game", source: GameObject, recipients: list[GameObject], n: int,
                         chooser: int, assigned: StepAssignments,
                         trample_to: "int | GameObject | None" = None) -> list[Share]:
    """Divide `source`'s `n` combat damage among `recipients` as `chooser` chooses (CR 510.1c-d
    as now written). `trample_to`: the player or planeswalker (CR 702.19c) an attacker with
    trample may assign the rest to
    once every recipient is assigned lethal damage (CR 702.19b). Updates `assigned`."""
    shares: list[Share] = []
    left = n
    all_lethal = True                     # so far every recipient got lethal damage (CR 702.19b)
    for i, o in enumerate(recipients):
        need = lethal_damage(game, source, o, assigned)
        last = i == len(recipients) - 1
        if last and (trample_to is None or not all_lethal):
            legal = [left]                # all the rest: the player can't get any of it
        elif last:
            legal = [left] if left < need else list(range(need, left + 1))
        else:
            legal = list(range(0, left + 1))
        usual = min(need, left) if (trample_to is not None or not last) else left
        usual = usual if usual in legal else legal[-1]
        amount = _ask_amount(game, chooser, source, o, n, left, [usual] + [k for k in legal if k != usual])
        all_lethal = all_lethal and amount >= need
        left -= amount
        assigned.add(game, source, o, amount)
        shares.append(Share(amount, object=o))
    if trample_to is not None and left > 0:
        shares.append(Share(left, player=trample_to) if isinstance(trample_to, int)
                      else Share(left, object=trample_to))  # CR 702.19b-c: the excess
    return shares


def _ask_amount(game: "Game", chooser: int, source: GameObject, o: GameObject, n: int, left: int,
                amounts: list[int]) -> int:
    return game.ask_one(ChoiceKind.COMBAT_DAMAGE, chooser,
                        f"combat damage: how much of {source.name}'s {n} ({left} left) is assigned "
                        f"to {o.name}?", [(k, str(k)) for k in amounts])


def describe_division(game: "Game", source: GameObject, shares: list[Share]) -> str:
    """"Ogre assigns 1 to Bear, 2 to Bob" for the game log."""
    parts = [f"{s.amount} to {s.object.name if s.object is not None else game.pname(s.player)}"
             for s in shares]
    return f"{source.name} assigns its combat damage: " + ", ".join(parts)
