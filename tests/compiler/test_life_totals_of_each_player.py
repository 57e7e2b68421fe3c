"""Life totals set from each player's side (CR 119.5) and doubled (CR 701.9d): "Each player's life
total becomes the number of creatures he or she controls." counts each player's own creatures
("he or she" and "they" alike); "Double target player's life total." sets it to twice that
player's own. Each renders back to the same words."""
from __future__ import annotations

import pytest

from cardtext.runtime import effects as E
from cardtext.runtime.filters import LifeTotalAmount, PlayerRef, PlayersCount, Times

from .conftest import assert_round_trips, compile_text, compiled_effects as _effects


def test_each_players_life_total_counts_their_own_creatures_cr_119_5():
    old, new = (_effects(compile_text(f"Each player's life total becomes the number of creatures "
                                      f"{w}.", type_line="Sorcery")) for w in ("he or she controls", "they control"))
    assert old == new
    (set_life,) = old
    assert set_life.player is PlayerRef.EACH_PLAYER and isinstance(set_life.amount, PlayersCount)


def test_the_lowest_life_total_among_all_players():
    (set_life,) = _effects(compile_text("Each player's life total becomes the lowest life total "
                                        "among all players.", type_line="Sorcery"))
    assert set_life.amount == LifeTotalAmount(lowest=True)


def test_double_target_players_life_total_is_twice_their_own_cr_701_9d():
    (set_life,) = _effects(compile_text("Double target player's life total.", type_line="Sorcery"))
    assert isinstance(set_life, E.SetLifeTotal) and set_life.player is PlayerRef.TARGET_PLAYER
    assert set_life.amount == Times(LifeTotalAmount(of_player=True), 2)


def test_double_a_life_total_no_player_is_named_for_stays_unsupported():
    assert not compile_text("Double target creature's life total.", type_line="Sorcery").fully_compiled


@pytest.mark.parametrize("text, type_line", [
    ("Each player's life total becomes the number of creatures he or she controls.", "Sorcery"),
    ("Each player's life total becomes the lowest life total among all players.", "Sorcery"),
    ("Double target player's life total.", "Sorcery"),
    ("Whenever enchanted creature deals combat damage to a player, double its controller's life total.",
     "Enchantment — Aura"),
])
def test_round_trip(text, type_line):
    assert_round_trips(text, type_line)


def test_half_his_or_her_life_is_the_losing_players_own_cr_107_1a():
    old, new = (_effects(compile_text(f"Target opponent loses half {w} life, rounded up.", type_line="Sorcery"))
                for w in ("his or her", "their"))
    assert old == new
    (lose,) = old
    assert lose.amount.amount == LifeTotalAmount(of_player=True) and lose.amount.rounded_up


def test_you_lose_half_their_life_is_refused():
    assert not compile_text("You lose half their life, rounded up.", type_line="Sorcery").fully_compiled


def test_half_his_or_her_life_round_trips():
    assert_round_trips("Whenever equipped creature deals combat damage to a player, that player loses "
                       "half his or her life, rounded up.", "Artifact — Equipment")


def test_exchange_life_totals_with_target_opponent_cr_701_10c():
    card = compile_text("{T}, Sacrifice ~: Exchange life totals with target opponent. Activate only "
                        "during your upkeep.", type_line="Artifact")
    (exchange,) = _effects(card)
    assert isinstance(exchange, E.ExchangeLifeTotals) and exchange.player is PlayerRef.TARGET_PLAYER
    assert_round_trips(card.source.oracle_text, "Artifact")


def test_exchange_life_totals_with_each_opponent_is_refused():
    assert not compile_text("Exchange life totals with each opponent.", type_line="Sorcery").fully_compiled
