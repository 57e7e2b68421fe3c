"""Life totals set from each player's side, compiled from rules text and played: "Double target
player's life total." (CR 701.9d: the player gains or loses life so it becomes twice what it
was), "Each player's life total becomes the number of creatures he or she controls." and "...
the lowest life total among all players." (CR 119.5: each player gains or loses the
difference, CR 119.4)."""
from rt_cards import FELLWAR_STONE, GRIZZLY_BEARS, ORNITHOPTER, cast_and_resolve as cast
from rt_compiled import round_tripped

from cardtext.runtime.characteristics import ManaType, Step


def card(text: str):
    """The spell, fully compiled and round-tripped (rt_compiled)."""
    return round_tripped("Life Card", text, "", "Sorcery")


def test_double_target_players_life_total_cr_701_9d(game):
    game.set_life("Bob", 7)
    cast(game, card("Double target player's life total."), targets=[["Bob"]])
    assert game.life("Bob") == 14 and game.life("Alice") == 20


def test_double_your_life_total_cr_701_9d(game):
    cast(game, card("Double your life total."))
    assert game.life("Alice") == 40 and game.life("Bob") == 20


def test_each_players_life_total_becomes_the_creatures_he_or_she_controls_cr_119_5(game):
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.put_onto_battlefield("Bob", ORNITHOPTER)
    cast(game, card("Each player's life total becomes the number of creatures he or she controls."))
    assert game.life("Alice") == 1 and game.life("Bob") == 2


def test_each_players_life_total_becomes_the_lowest_cr_119_5(game):
    game.set_life("Bob", 6)
    cast(game, card("Each player's life total becomes the lowest life total among all players."))
    assert game.life("Alice") == 6 and game.life("Bob") == 6


def test_each_opponent_loses_half_his_or_her_own_life_rounded_up_cr_107_1a(game):
    game.set_life("Bob", 7)
    cast(game, card("Each opponent loses half his or her life, rounded up."))
    assert game.life("Bob") == 3 and game.life("Alice") == 20


def test_exchange_life_totals_with_target_opponent_cr_701_10c(game):
    game.set_life("Bob", 7)
    cast(game, card("Exchange life totals with target opponent."), targets=[["Bob"]])
    assert game.life("Alice") == 7 and game.life("Bob") == 20


def test_no_part_of_the_exchange_happens_if_a_player_cant_gain_the_life_cr_701_10a(game):
    game.set_life("Bob", 7)
    game.state.players[game.player("Bob")].cant_gain_life_turn = game.state.turn    # CR 119.7
    cast(game, card("Exchange life totals with target opponent."), targets=[["Bob"]])
    assert game.life("Alice") == 20 and game.life("Bob") == 7


def test_that_player_adds_c_for_each_artifact_he_or_she_controls_cr_106_1(game):
    urn = round_tripped("Urn", "At the beginning of each player's precombat main phase, that player "
                        "adds {C} for each artifact he or she controls.", "{5}", "Artifact")
    game.put_onto_battlefield("Bob", FELLWAR_STONE)
    game.put_onto_battlefield("Bob", FELLWAR_STONE)
    game.put_onto_battlefield("Alice", urn)          # Alice's: Bob counts his own two, not her one
    game.advance_to(Step.MAIN1, "Bob")
    game.resolve_stack()
    assert [u.type for u in game.state.players[game.player("Bob")].pool] == [ManaType.COLORLESS] * 2, \
        "; ".join(game.log_lines()[-3:])
