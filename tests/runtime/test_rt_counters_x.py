"""C1 (doubling through Hardened Scales), X1 (X on entering), anthems and SBA."""
from rt_cards import ENDLESS_ONE, GLORIOUS_ANTHEM, GRIZZLY_BEARS, HARDENED_SCALES, KALONIAN_HYDRA, SHOCK, VOREL, X_TRIGGER

from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.engine.decider import Answer, ChoiceKind


def test_C1_hardened_scales_and_vorel_three_counters_become_seven(game):
    game.put_onto_battlefield("Alice", HARDENED_SCALES)
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS, counters={"+1/+1": 3})
    game.put_onto_battlefield("Alice", VOREL)
    game.activate("Alice", "Vorel of the Hull Clade", 0, targets=["Grizzly Bears"])
    game.resolve_stack()
    assert game.counters("Grizzly Bears") == 7
    assert game.pt("Grizzly Bears") == (9, 9)


def test_C1_without_hardened_scales_doubling_gives_six(game):
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS, counters={"+1/+1": 3})
    game.put_onto_battlefield("Alice", VOREL)
    game.activate("Alice", "Vorel of the Hull Clade", 0, targets=["Grizzly Bears"])
    game.resolve_stack()
    assert game.counters("Grizzly Bears") == 6


def test_C1_kalonian_hydra_attack_doubles_each_creature(game):
    game.put_onto_battlefield("Alice", HARDENED_SCALES)
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS, counters={"+1/+1": 3})
    hydra = game.add_card("Alice", KALONIAN_HYDRA)
    game.add_mana("Alice", "GGGGG")
    game.cast("Alice", hydra)
    game.resolve_stack()
    assert game.counters("Kalonian Hydra") == 5          # enters with 4, plus one
    game.obj("Kalonian Hydra").controlled_since_turn_start = True
    game.declare_attackers("Alice", ["Kalonian Hydra"])
    game.resolve_stack()
    assert game.counters("Grizzly Bears") == 7
    assert game.counters("Kalonian Hydra") == 11


def test_X1_endless_one_cast_with_x_enters_with_x_counters(game):
    card = game.add_card("Alice", ENDLESS_ONE)
    game.add_mana("Alice", "GGG")
    game.cast("Alice", card, x=3)
    assert game.pool_text("Alice") == ""
    game.resolve_stack()
    assert game.counters("Endless One") == 3 and game.obj("Endless One").x_value == 3


def test_X1_enters_trigger_uses_the_spells_x(game):
    card = game.add_card("Alice", X_TRIGGER)
    game.add_mana("Alice", "GG")
    game.cast("Alice", card, x=2)
    game.resolve_stack()
    assert game.counters("X Trigger") == 2


def test_X1_put_onto_battlefield_without_casting_x_is_zero(game):
    game.put_onto_battlefield("Alice", ENDLESS_ONE, as_effect=True)
    game.put_onto_battlefield("Alice", X_TRIGGER, as_effect=True)
    game.resolve_stack()
    assert game.counters("X Trigger") == 0
    assert game.zone("Alice", Zone.GRAVEYARD) == ["Endless One"]   # 0/0 dies (CR 704.5f)


def test_X_is_chosen_through_the_decider(game):
    card = game.add_card("Alice", ENDLESS_ONE)
    game.add_mana("Alice", "GG")
    game.decider.add(Answer(ChoiceKind.X, 2))
    game.cast("Alice", card)
    game.resolve_stack()
    assert game.counters("Endless One") == 2


def test_anthem_and_lethal_damage(game):
    game.put_onto_battlefield("Alice", GLORIOUS_ANTHEM)
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    assert game.pt("Grizzly Bears") == (3, 3)
    shock = game.add_card("Bob", SHOCK)
    game.pass_priority("Alice")
    game.add_mana("Bob", "R")
    game.cast("Bob", shock, targets=["Grizzly Bears"])
    game.resolve_stack()
    assert game.obj("Grizzly Bears").zone is Zone.BATTLEFIELD and game.obj("Grizzly Bears").damage == 2
    game.decider.add(Answer(ChoiceKind.ATTACKERS, []))
    game.advance_to(Step.UPKEEP)
    assert game.obj("Grizzly Bears").damage == 0


def test_targets_rechecked_on_resolution(game):
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    shocks = [game.add_card("Alice", SHOCK) for _ in range(2)]
    game.add_mana("Alice", "RR")
    game.cast("Alice", shocks[0], targets=["Grizzly Bears"])
    game.cast("Alice", shocks[1], targets=["Grizzly Bears"])
    game.resolve_stack()
    assert any("all its targets are illegal (CR 608.2b)" in line for line in game.log_lines())
    assert game.zone("Alice", Zone.GRAVEYARD) == ["Shock", "Grizzly Bears", "Shock"]
