"""What "this way" and "that player" point back to: "creatures dealt damage this way" and "each
player dealt damage this way" name what the damage step just before reached (CR 120.1); "each
opponent loses 3 life unless that player sacrifices ... or discards ..." lets each opponent decide
for themselves (CR 118.12, 608.2d). A phrase with nothing before it to point to is refused."""
from __future__ import annotations

from cardtext.runtime import effects as E
from cardtext.runtime.costs import Discard, EitherCost, Sacrifice
from cardtext.runtime.filters import DealtDamageBy, DealtDamageRef, PlayerRef

from .conftest import compile_text


def _effects(card):
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return [e for a in card.definition.abilities for e in getattr(a, "effects", ())]


def test_each_opponent_decides_separately_whether_to_pay_either_cost_cr_118_12():
    card = compile_text("Each opponent loses 3 life unless that player sacrifices a nonland permanent "
                        "or discards a card.", type_line="Sorcery")
    (unless,) = _effects(card)
    assert isinstance(unless, E.Unless) and unless.each_separately
    assert unless.player is PlayerRef.EACH_OPPONENT
    assert isinstance(unless.cost, EitherCost)
    assert isinstance(unless.cost.first, Sacrifice) and isinstance(unless.cost.second, Discard)
    (lose,) = unless.effects                 # "that player": each opponent who didn't pay
    assert lose.player is PlayerRef.EVENT_PLAYER


def test_unless_that_player_after_an_effect_on_you_is_refused():
    card = compile_text("You lose 3 life unless that player sacrifices a nonland permanent "
                        "or discards a card.", type_line="Sorcery")
    assert not card.fully_compiled


def test_creatures_dealt_damage_this_way_are_the_damaged_targets_cr_120_1():
    card = compile_text("~ deals 3 damage divided as you choose among any number of target creatures. "
                        "Creatures dealt damage this way can't block this turn.", type_line="Sorcery")
    refs = [getattr(e, "objects", None) for e in _effects(card)]
    assert any(isinstance(r, DealtDamageRef) for r in refs)


def test_creatures_dealt_damage_this_way_with_no_damage_before_is_refused():
    card = compile_text("Creatures dealt damage this way can't block this turn.", type_line="Sorcery")
    assert not card.fully_compiled


def test_each_player_dealt_damage_this_way_gets_the_emblem_cr_114_2():
    card = compile_text('~ deals 6 damage to each opponent. Each player dealt damage this way gets an '
                        'emblem with "At the beginning of your upkeep, this emblem deals 3 damage to you."',
                        type_line="Sorcery")
    emblem = next(e for e in _effects(card) if isinstance(e, E.CreateEmblem))
    assert isinstance(emblem.player, DealtDamageBy) and emblem.player.among is PlayerRef.EACH_OPPONENT
