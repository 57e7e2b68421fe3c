""""You win the game." (CR 104.2b) compiles to WinTheGame of the player it names, in both the
trigger with an intervening "if" (Felidar Sovereign) and a spell; and "Your opponents can't cast
spells this turn." (CR 101.2) to a restriction on each opponent."""
from __future__ import annotations

from cardtext.compiler.api import compile_card
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime import effects as E
from cardtext.runtime.filters import PlayerRef


def test_you_win_the_game_at_the_beginning_of_your_upkeep_with_40_life():
    card = compile_card(CardSource("Sovereign", "At the beginning of your upkeep, if you have 40 or more life, "
                                   "you win the game.", "{4}{W}{W}", "Creature — Cat Beast", power="5",
                                   toughness="6"))
    assert card.fully_compiled
    (trigger,) = card.definition.abilities
    assert trigger.effects == (E.WinTheGame(PlayerRef.YOU),)
    assert all(line.equal for line in check_card(card))


def test_a_creature_cant_win_the_game():
    card = compile_card(CardSource("Odd", "Target creature wins the game.", "{W}", "Sorcery"))
    assert not card.fully_compiled


def test_your_opponents_cant_cast_spells_this_turn():
    card = compile_card(CardSource("Hush", "Your opponents can't cast spells this turn.", "{W}", "Instant"))
    assert card.fully_compiled
    (spell,) = card.definition.abilities
    (restriction,) = spell.effects
    assert isinstance(restriction, E.CantCastSpellsThisTurn)
    assert all(line.equal for line in check_card(card))
