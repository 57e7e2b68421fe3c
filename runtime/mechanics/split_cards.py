"""Split cards (CR 709) with fuse (CR 702.102) and aftermath (CR 702.127).

A split card is one card with two castable halves. `split_card(left, right)` builds its
definition (`SplitCard`): in every zone but the stack it has the two halves' characteristics
combined (CR 709.4): both names, the combined mana cost, every card type and ability.
As it is cast, its caster chooses a half (CR 709.3) and only that half exists on the stack
(CR 709.3b); `half_to_cast` makes that choice for actions.cast. With fuse, a split card cast
from its owner's hand may be cast as both halves at once (CR 702.102a): a fused split spell has
the combined characteristics (CR 702.102b), costs both mana costs (CR 702.102c) and follows the
left half's instructions, then the right half's (CR 702.102d). An aftermath half may be cast
only from a graveyard, and a spell cast that way is exiled whenever it would leave the stack
(CR 702.127a).

When the spell leaves the stack the card is the whole split card again (`GameObject.whole`,
zones.move). Nothing here imports the compiler.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..abilities import CardDefinition, KeywordAbility, SpellAbility
from ..characteristics import Zone
from ..costs import ManaCost
from ..engine.decider import ChoiceKind
from ..effects import ChooseModes, Mode
from ..errors import IllegalAction
from ..engine.registry import HOOKS

if TYPE_CHECKING:
    from ..engine.objects import GameObject


@dataclass(frozen=True)
class SplitCard(CardDefinition):
    """A split card (CR 709.1): `halves` is (left half, right half), each a full definition."""

    halves: tuple[CardDefinition, ...] = ()


def _union(*groups):
    out = []
    for g in groups:
        for x in g:
            if x not in out:
                out.append(x)
    return tuple(out)


def _combined(left: CardDefinition, right: CardDefinition, abilities) -> dict:
    """The combined characteristics of two halves (CR 709.4, 709.4b-c)."""
    return dict(name=f"{left.name} // {right.name}",
                mana_cost=ManaCost(tuple(left.mana_cost.symbols) + tuple(right.mana_cost.symbols)),
                types=_union(left.types, right.types), subtypes=_union(left.subtypes, right.subtypes),
                supertypes=_union(left.supertypes, right.supertypes),
                colors=_union(left.colors, right.colors), abilities=abilities)


def split_card(left: CardDefinition, right: CardDefinition) -> SplitCard:
    """The split card whose halves are `left` and `right` (CR 709.1, 709.4)."""
    return SplitCard(**_combined(left, right, tuple(left.abilities) + tuple(right.abilities)),
                     halves=(left, right))


def has_keyword(d: CardDefinition, name: str) -> bool:
    return any(isinstance(a, KeywordAbility) and a.name.lower() == name for a in d.abilities)


def fused(card: SplitCard) -> CardDefinition:
    """The fused split spell (CR 702.102b-d): both halves' characteristics; resolving, the left
    half's instructions and then the right half's, each half with its own targets. The two
    halves are carried as the two always-chosen modes of one modal spell ability (CR 700.2 runs
    chosen modes in printed order, each mode with its own targets)."""
    left, right = card.halves
    modes = []
    for half in (left, right):
        spell = next((a for a in half.abilities if isinstance(a, SpellAbility)), None)
        if spell is None or any(isinstance(e, ChooseModes) for e in spell.effects):
            raise IllegalAction(f"CR 702.102a: {half.name} can't be fused here (a modal or "
                                "non-spell half)")
        modes.append(Mode(spell.effects, spell.targets))
    rest = tuple(a for h in (left, right) for a in h.abilities if not isinstance(a, SpellAbility))
    both = SpellAbility((ChooseModes(tuple(modes), 2, 2),))
    return CardDefinition(**_combined(left, right, (both,) + rest))


def half_to_cast(game: Game, player: int, card: GameObject, whole: SplitCard,
                 alt: str | None) -> CardDefinition:
    """What is put on the stack when `player` casts split card `card` (CR 709.3).

    alt "fuse": both halves, only from the hand (CR 702.102a); alt "aftermath": the half with
    aftermath, only from a graveyard (CR 702.127a); otherwise the caster chooses a half that may
    be cast from the card's zone (an aftermath half only from a graveyard)."""
    zone = card.zone
    if alt == "fuse":
        if zone is not Zone.HAND or not any(has_keyword(h, "fuse") for h in whole.halves):
            raise IllegalAction(f"CR 702.102a: {whole.name} can be fused only as it is cast from a hand")
        return fused(whole)
    castable = [h for h in whole.halves if has_keyword(h, "aftermath") == (zone is Zone.GRAVEYARD)]
    if alt == "aftermath":
        castable = [h for h in castable if has_keyword(h, "aftermath")]
    if not castable:
        raise IllegalAction(f"CR 702.127a: no half of {whole.name} can be cast from {zone.value}")
    if len(castable) == 1:
        return castable[0]
    i = game.ask_one(ChoiceKind.CHOOSE, player, f"which half of {whole.name} to cast (CR 709.3)",
                     [(i, h.name) for i, h in enumerate(castable)])
    return castable[i]


@HOOKS.split_half_to_cast.register
def split_half_to_cast(game: Game, player: int, card: GameObject, alt: str | None):
    """(the whole split card or None, the definition cast): a split card casts its chosen half,
    or both fused (CR 709.3); any other card casts its own definition."""
    real = card.definition
    whole = real if isinstance(real, SplitCard) else None
    if whole is not None:
        real = half_to_cast(game, player, card, whole, alt)
    return whole, real
