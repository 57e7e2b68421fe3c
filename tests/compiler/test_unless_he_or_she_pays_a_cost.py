""""Target player discards two cards unless he or she discards an artifact card." (CR 118.12): the
player the clause acts on may pay the cost (discard or sacrifice) instead of the effect, and
chooses for themselves when the clause names a group (CR 608.2d). The older "he or she" and
today's "they" are one sentence: both compile to the same abilities."""
from __future__ import annotations

from cardtext.runtime import effects as E
from cardtext.runtime.costs import Discard, EitherCost, Sacrifice
from cardtext.runtime.filters import PlayerRef

from .conftest import assert_round_trips, compile_text, compiled_effects as _effects


def test_target_player_may_discard_an_artifact_card_instead_cr_118_12():
    (unless,) = _effects(compile_text("Target player discards two cards unless he or she discards "
                                      "an artifact card.", type_line="Sorcery"))
    assert isinstance(unless, E.Unless) and unless.player is PlayerRef.TARGET_PLAYER
    assert isinstance(unless.cost, Discard) and unless.cost.count == 1
    (discard,) = unless.effects
    assert isinstance(discard, E.DiscardCards) and discard.amount.value == 2


def test_then_that_player_discards_unless_he_or_she_discards_a_land():
    draw, unless = _effects(compile_text("Target player draws three cards. Then that player discards "
                                         "two cards unless he or she discards a land card.",
                                         type_line="Sorcery"))
    assert isinstance(draw, E.Draw) and isinstance(unless, E.Unless)
    assert unless.player is PlayerRef.TARGET_PLAYER and isinstance(unless.cost, Discard)


def test_he_or_she_sacrifices_or_discards_either_cost():
    _, unless = _effects(compile_text("Put three -1/-1 counters on target creature. Its controller "
                                      "loses 3 life unless he or she sacrifices another nonland "
                                      "permanent or discards a card.", type_line="Sorcery"))
    assert isinstance(unless.cost, EitherCost)
    assert isinstance(unless.cost.first, Sacrifice) and isinstance(unless.cost.second, Discard)
    (lose,) = unless.effects
    assert lose.player == unless.player          # the creature's controller loses or pays


def test_they_and_he_or_she_are_the_same_sentence_each_opponent_decides_cr_608_2d():
    old = compile_text("When ~ enters, each opponent discards two cards unless he or she discards "
                       "a nonland card.", type_line="Enchantment")
    new = compile_text("When ~ enters, each opponent discards two cards unless they discard a "
                       "nonland card.", type_line="Enchantment")
    assert _effects(old) == _effects(new)
    (unless,) = _effects(new)
    assert unless.each_separately and unless.player is PlayerRef.EACH_OPPONENT


def test_unless_they_with_a_cost_other_than_discard_or_sacrifice_stays_unsupported():
    card = compile_text("Target player discards two cards unless they exile a card from their "
                        "graveyard.", type_line="Sorcery")
    assert not card.fully_compiled


def test_damage_equal_to_power_unless_he_or_she_sacrifices_round_trips():
    assert_round_trips("At the beginning of the upkeep of enchanted creature's controller, ~ deals "
                       "damage to that player equal to that creature's power unless he or she "
                       "sacrifices another creature.", "Enchantment — Aura")


# ---- "that player exiles two cards from his or her graveyard" (CR 608.2d)
def test_that_player_chooses_two_of_their_own_to_exile_cr_608_2d():
    choose, exile = _effects(compile_text("Target opponent exiles two cards from his or her hand.",
                                          type_line="Sorcery"))
    assert isinstance(choose, E.Choose) and choose.minimum == choose.maximum == 2
    assert choose.chooser is PlayerRef.TARGET_PLAYER and isinstance(exile, E.Exile)


def test_exiles_two_permanents_he_or_she_controls_round_trips():
    assert_round_trips("Whenever ~ attacks, defending player exiles two permanents he or she controls.",
                       "Creature — Eldrazi", power="7", toughness="5")
    assert_round_trips("At the beginning of enchanted player's upkeep, that player exiles two cards "
                       "from his or her graveyard.", "Enchantment — Aura Curse")
