"""Opening-hand actions (CR 103.6): after the mulligans and before the first turn, each player in
turn order from the starting player may take the actions the cards in their opening hand allow.
"If ~ is in your opening hand, you may begin the game with it on the battlefield." (CR 103.6a)"""
from rt_compiled import round_tripped

from cardtext.compiler.harness.autoplay import new_random_game
from cardtext.runtime.abilities import BeginOnBattlefield, StaticAbility
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.engine.decider import Answer, ChoiceKind
from cardtext.runtime.engine.zones import move
from cardtext.runtime.mechanics.opening_hand import take_opening_hand_actions


LEYLINE = round_tripped("Test Leyline", "If this card is in your opening hand, you may begin the game with it on the "
                        "battlefield.\nCreatures you control get +0/+1.", "{2}{G}{G}", "Enchantment")
DROSS = round_tripped("Test Chancellor", "You may reveal this card from your opening hand. If you do, at the beginning of "
                      "the first upkeep, each opponent loses 3 life, then you gain life equal to the life lost this way.\n"
                      "Flying", "{4}{B}{B}{B}", "Creature — Phyrexian Vampire", power="5", toughness="5")
TANGLE = round_tripped("Test Tangle", "You may reveal this card from your opening hand. If you do, at the beginning of "
                       "your first main phase, add {G}.", "{4}{G}{G}{G}", "Creature — Phyrexian Beast", power="6",
                       toughness="7")
BEAR = round_tripped("Test Bear", "", "{1}{G}", "Creature — Bear", power="2", toughness="2")


def test_the_line_is_an_opening_hand_action():
    first = LEYLINE.abilities[0]
    assert isinstance(first, StaticAbility) and isinstance(first.effect, BeginOnBattlefield)


def test_the_owner_may_begin_the_game_with_it_on_the_battlefield(g):
    """CR 103.6a: the player taking this action puts the card onto the battlefield."""
    g.add_card("Alice", LEYLINE)
    (entered,) = take_opening_hand_actions(g, 0)
    assert g.obj(entered).zone is Zone.BATTLEFIELD and g.obj(entered).controller == g.player("Alice")
    assert g.zone("Alice", Zone.HAND) == []


def test_declining_leaves_it_in_the_opening_hand(game):
    card = game.add_card("Alice", LEYLINE)
    game.decider.add(Answer(ChoiceKind.MAY, False))
    assert take_opening_hand_actions(game, 0) == []
    assert game.state.players[0].hand == [card]


def test_players_act_in_turn_order_from_the_starting_player(g):
    """CR 103.6: starting with the starting player, in turn order."""
    g.add_card("Alice", LEYLINE)
    g.add_card("Bob", LEYLINE)
    entered = take_opening_hand_actions(g, 1)
    assert [g.obj(i).controller for i in entered] == [g.player("Bob"), g.player("Alice")]


def test_a_card_without_the_ability_stays_in_hand(g):
    bear = g.add_card("Alice", BEAR)
    assert take_opening_hand_actions(g, 0) == []
    assert g.state.players[0].hand == [bear]


def test_a_random_game_begins_with_opening_hand_actions_taken():
    """The game's setup draws the opening hands, then takes their actions before turn 1: each
    card its owner chose to begin with is on the battlefield, the others in the hand."""
    game = new_random_game([[LEYLINE] * 20, [BEAR] * 20], seed=3)
    state = game.state
    begun = [e for e in game.log.entries if e.kind == "opening_hand"]
    leylines = [i for i in state.battlefield if state.objects[i].name == "Test Leyline"]
    assert begun and len(begun) == len(leylines)
    assert len(leylines) + len(state.players[0].hand) == 7 and state.turn == 1
    assert all(state.objects[i].name == "Test Bear" for i in state.players[1].hand)


def test_revealing_it_sets_up_a_delayed_trigger_and_it_stays_in_hand(g):
    """CR 103.6b: the player reveals the card; it stays in the opening hand. Its "at the
    beginning of the first upkeep" is a delayed trigger (CR 603.7), the card its source."""
    card = g.add_card("Alice", DROSS)
    assert take_opening_hand_actions(g, 0) == [card]
    assert g.state.players[0].hand == [card] and len(g.state.delayed) == 1
    assert any(e.kind == "opening_hand" and "reveals Test Chancellor" in e.text for e in g.log.entries)


def test_the_first_upkeep_drains_each_opponent_even_once_the_card_is_cast(g):
    """The delayed trigger works whatever becomes of the card (CR 603.7)."""
    card = g.add_card("Alice", DROSS)
    take_opening_hand_actions(g, 0)
    move(g, card, Zone.GRAVEYARD)
    assert card not in g.state.players[0].hand
    g.advance_to(Step.UPKEEP)
    g.resolve_stack()
    assert (g.life("Alice"), g.life("Bob")) == (23, 17)
    assert g.state.delayed == []


def test_declining_to_reveal_sets_up_nothing(game):
    game.add_card("Alice", DROSS)
    game.decider.add(Answer(ChoiceKind.MAY, False))
    assert take_opening_hand_actions(game, 0) == [] and game.state.delayed == []


def test_your_first_main_phase_adds_mana_then(g):
    """"At the beginning of your first main phase, add {G}.": the owner's next precombat main
    phase (CR 505.1a), not the opponent's."""
    g.set_step(Step.UPKEEP, "Bob", turn=2)
    g.add_card("Alice", TANGLE)
    take_opening_hand_actions(g, 0)
    g.advance_to(Step.MAIN1)                 # Bob's: nothing
    assert g.pool("Alice") == [] and len(g.state.delayed) == 1
    g.advance_to(Step.MAIN1, "Alice")
    g.resolve_stack()
    assert g.state.delayed == [] and len(g.pool("Alice")) == 1


def test_a_random_game_reaches_the_first_upkeep_with_the_revealed_cards_triggers():
    """The first turn begins after the opening-hand actions, so "at the beginning of the first
    upkeep" triggers in turn 1's upkeep (CR 103.8, 503.1)."""
    game = new_random_game([[DROSS] * 20, [BEAR] * 20], seed=5)
    revealed = [e for e in game.log.entries if e.kind == "opening_hand"]
    assert revealed and game.state.turn == 1 and game.state.step is Step.UPKEEP
    game.resolve_stack()
    assert game.life("Bob") == 20 - 3 * len(revealed) and game.state.delayed == []
