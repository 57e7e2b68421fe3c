"""Amounts, damage, life and drawing: "that much" (CR 603.7c), damage equal to a count,
"N plus the number of", "you draw a card and you lose 1 life", optional damage and life gain."""
from rt_cards import GRIZZLY_BEARS, MEMNITE, SHOCK, WASTES, cast_and_resolve

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.engine.decider import Answer, ChoiceKind


def compiled(text: str, type_line: str = "Sorcery", name: str = "Amount Card", pt=None):
    power, toughness = pt if pt else (None, None)
    card = compile_card(CardSource(name, text, "", type_line, power=power, toughness=toughness))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


def test_that_much_damage_is_the_damage_the_trigger_event_dealt(game):
    maniac = compiled("Whenever Amount Card is dealt damage, it deals that much damage to target opponent.",
                      "Creature — Goblin", pt=("3", "3"))
    game.put_onto_battlefield("Alice", maniac)
    game.add_mana("Alice", "R")
    cast_and_resolve(game, SHOCK, targets=[["Amount Card"]])
    assert game.life("Bob") == 18


def test_that_much_life_is_the_life_gained(game):
    bond = compiled("Whenever you gain life, target opponent loses that much life.", "Enchantment")
    game.put_onto_battlefield("Alice", bond)
    cast_and_resolve(game, compiled("You gain 3 life."))
    assert game.life("Alice") == 23 and game.life("Bob") == 17


def test_that_much_needs_a_damage_or_life_event():
    card = compile_card(CardSource("Foo", "When Foo enters, you gain that much life.", "",
                                   "Creature — Elf", power="1", toughness="1"))
    assert not card.fully_compiled
    assert any("that much" in d.message for d in card.diagnostics)


def test_damage_to_target_equal_to_the_number_of_creatures_you_control(game):
    for _ in range(3):
        game.put_onto_battlefield("Alice", MEMNITE)
    outnumber = compiled("Amount Card deals damage to target player equal to the number of creatures you control.",
                         "Instant")
    cast_and_resolve(game, outnumber, targets=[["Bob"]])
    assert game.life("Bob") == 17


def test_n_plus_the_number_of(game):
    game.put_onto_battlefield("Alice", MEMNITE)
    sparks = compiled("Amount Card deals X damage to target player, where X is 3 plus the number of "
                      "creatures you control.", "Instant")
    cast_and_resolve(game, sparks, targets=[["Bob"]])
    assert game.life("Bob") == 16


def test_you_draw_a_card_and_you_lose_1_life(game):
    game.set_library("Alice", [WASTES, GRIZZLY_BEARS])
    cast_and_resolve(game, compiled("You draw two cards and you lose 2 life."))
    assert sorted(game.zone("Alice", Zone.HAND)) == ["Grizzly Bears", "Wastes"]
    assert game.life("Alice") == 18


def test_damage_and_you_gain_life_are_two_clauses(game):
    helix = compiled("Amount Card deals 3 damage to target player and you gain 3 life.", "Instant")
    cast_and_resolve(game, helix, targets=[["Bob"]])
    assert game.life("Bob") == 17 and game.life("Alice") == 23


def test_you_may_gain_life_is_optional(game):
    cast_and_resolve(game, compiled("You may gain 4 life."), answers=[Answer(ChoiceKind.MAY, False)])
    assert game.life("Alice") == 20
    cast_and_resolve(game, compiled("You may gain 4 life."), answers=[Answer(ChoiceKind.MAY, True)])
    assert game.life("Alice") == 24


def test_you_may_have_it_deal_damage(game):
    spell = compiled("You may have Amount Card deal 2 damage to target player.")
    cast_and_resolve(game, spell, targets=[["Bob"]], answers=[Answer(ChoiceKind.MAY, True)])
    assert game.life("Bob") == 18


def test_draw_cards_equal_to_the_sacrificed_creatures_power(game):
    game.set_library("Alice", [WASTES] * 5)
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    legacy = compiled("As an additional cost to cast this spell, sacrifice a creature.\n"
                      "Draw cards equal to the sacrificed creature's power.")
    cast_and_resolve(game, legacy)
    assert game.zone("Alice", Zone.HAND).count("Wastes") == 2


def test_each_player_loses_life_for_each_creature_he_or_she_controls(game):
    game.put_onto_battlefield("Alice", MEMNITE)
    for _ in range(3):
        game.put_onto_battlefield("Bob", MEMNITE)
    cast_and_resolve(game, compiled("Each player loses 1 life for each creature he or she controls."))
    assert game.life("Alice") == 19 and game.life("Bob") == 17


def test_each_player_draws_for_each_creature_card_in_his_or_her_graveyard(game):
    game.add_card("Bob", GRIZZLY_BEARS, Zone.GRAVEYARD)
    game.add_card("Bob", MEMNITE, Zone.GRAVEYARD)
    before = len(game.zone("Bob", Zone.HAND))
    cast_and_resolve(game, compiled("Each player draws a card for each creature card in his or her graveyard."))
    assert len(game.zone("Bob", Zone.HAND)) == before + 2
    assert game.zone("Alice", Zone.HAND) == []


def test_damage_to_that_player_equal_to_what_he_or_she_controls(game):
    runes = compiled("At the beginning of each player's upkeep, Amount Card deals damage to that player "
                     "equal to the number of creatures he or she controls.", "Enchantment")
    game.put_onto_battlefield("Alice", runes)
    game.put_onto_battlefield("Bob", MEMNITE)
    game.put_onto_battlefield("Bob", MEMNITE)
    from cardtext.runtime.characteristics import Step
    game.advance_to(Step.UPKEEP, "Bob")
    game.resolve_stack()
    assert game.life("Bob") == 18 and game.life("Alice") == 20


def test_target_opponent_discards_a_card_for_each_creature_you_control(game):
    for _ in range(2):
        game.put_onto_battlefield("Alice", MEMNITE)
    for d in (GRIZZLY_BEARS, WASTES, MEMNITE):
        game.add_card("Bob", d)
    cast_and_resolve(game, compiled("Target opponent discards a card for each creature you control."),
                     targets=[["Bob"]], answers=[Answer(ChoiceKind.DISCARD, ["Wastes", "Memnite"])])
    assert game.zone("Bob", Zone.HAND) == ["Grizzly Bears"]


def test_you_get_energy_for_each_creature_you_control(game):
    for _ in range(3):
        game.put_onto_battlefield("Alice", MEMNITE)
    cast_and_resolve(game, compiled("You get {E} for each creature you control."))
    assert game.state.players[0].energy == 3


def test_counter_unless_its_controller_pays_1_for_each_card_in_your_graveyard(game):
    logic = compiled("Counter target spell unless its controller pays {1} for each card in your graveyard.",
                     "Instant")
    for _ in range(2):
        game.add_card("Alice", WASTES, Zone.GRAVEYARD)
    bears = game.add_card("Bob", GRIZZLY_BEARS)
    game.add_mana("Bob", "GGG")          # {1}{G} for the bears, one more: can't pay {2}
    game.set_step(game.step, "Bob")
    spell = game.cast("Bob", bears)      # a new object on the stack (CR 400.7): the one targeted
    game.pass_priority("Bob")
    counter = game.add_card("Alice", logic)
    game.decider.add(Answer(ChoiceKind.UNLESS, True))
    game.cast("Alice", counter, targets=[[spell]])
    game.resolve_stack()
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_counter_unless_pays_for_each_is_paid_with_enough_mana(game):
    logic = compiled("Counter target spell unless its controller pays {1} for each card in your graveyard.",
                     "Instant")
    for _ in range(2):
        game.add_card("Alice", WASTES, Zone.GRAVEYARD)
    bears = game.add_card("Bob", GRIZZLY_BEARS)
    game.add_mana("Bob", "GGGG")         # {1}{G} for the bears and {2} for the two cards
    game.set_step(game.step, "Bob")
    spell = game.cast("Bob", bears)      # a new object on the stack (CR 400.7): the one targeted
    game.pass_priority("Bob")
    counter = game.add_card("Alice", logic)
    game.decider.add(Answer(ChoiceKind.UNLESS, True))
    game.cast("Alice", counter, targets=[[spell]])
    game.resolve_stack()
    assert "Grizzly Bears" in [o.name for o in game.battlefield()]


def test_x_target_creatures_takes_exactly_x_targets(game):
    word = compile_card(CardSource("Binding Word", "Tap X target creatures.", "{X}{U}", "Instant")).definition
    bears = [game.put_onto_battlefield("Bob", GRIZZLY_BEARS) for _ in range(3)]
    game.add_mana("Alice", "UUU")
    oid = game.add_card("Alice", word)
    game.cast("Alice", oid, x=2, targets=[bears[:2]])
    game.resolve_stack()
    assert [game.is_tapped(b) for b in bears] == [True, True, False]


def test_x_target_creatures_with_x_zero_has_no_targets_and_still_resolves(game):
    word = compile_card(CardSource("Binding Word", "Tap X target creatures. You gain 1 life.", "{X}{U}",
                                   "Instant")).definition
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.add_mana("Alice", "U")
    oid = game.add_card("Alice", word)
    game.cast("Alice", oid, x=0, targets=[[]])
    game.resolve_stack()
    assert game.life("Alice") == 21


def test_divided_damage_is_divided_as_the_targets_are_chosen(game):
    bolt = compiled("Amount Card deals 3 damage divided as you choose among one, two, or three targets.",
                    "Instant")
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    cast_and_resolve(game, bolt, targets=[[bears, "Bob"]], answers=[Answer(ChoiceKind.DIVIDE, 2)])
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Grizzly Bears"] and game.life("Bob") == 19


def test_divided_damage_share_of_an_illegal_target_is_not_redivided(game):
    bolt = compiled("Amount Card deals 4 damage divided as you choose among one or two target creatures.",
                    "Instant")
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    memnite = game.put_onto_battlefield("Bob", MEMNITE)
    oid = game.add_card("Alice", bolt)
    game.decider.add(Answer(ChoiceKind.DIVIDE, 1))
    game.cast("Alice", oid, targets=[[memnite, bears]])
    from cardtext.runtime.engine.zones import move
    move(game, game.obj(memnite).id, Zone.HAND)          # Memnite leaves: its 1 isn't redivided
    game.resolve_stack()
    assert game.obj(bears).damage == 3


def test_divided_x_damage_can_not_be_split_over_more_targets_than_x(game):
    fury = compile_card(CardSource("Fury", "Fury deals X damage divided as you choose among any number of "
                                   "target creatures.", "{X}{R}", "Instant")).definition
    bears = [game.put_onto_battlefield("Bob", GRIZZLY_BEARS) for _ in range(2)]
    game.add_mana("Alice", "RR")
    oid = game.add_card("Alice", fury)
    import pytest
    from cardtext.runtime.errors import DecisionMissing, IllegalAction
    with pytest.raises((DecisionMissing, IllegalAction)):
        game.cast("Alice", oid, x=1, targets=[bears])


def test_each_of_up_to_two_targets_gets_the_full_amount(game):
    shot = compiled("Amount Card deals 1 damage to each of up to two target creatures and/or players.",
                    "Instant")
    memnite = game.put_onto_battlefield("Bob", MEMNITE)
    cast_and_resolve(game, shot, targets=[[memnite, "Bob"]])
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Memnite"] and game.life("Bob") == 19


def test_a_creature_dealt_damage_this_way_that_would_die_is_exiled_instead(game):
    anger = compiled("Amount Card deals 3 damage to each creature. If a creature dealt damage this way "
                     "would die this turn, exile it instead.")
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", MEMNITE)
    cast_and_resolve(game, anger)
    assert sorted(game.zone("Bob", Zone.EXILE) + game.zone("Alice", Zone.EXILE)) == ["Grizzly Bears", "Memnite"]
    assert game.zone("Bob", Zone.GRAVEYARD) == []


def test_only_creatures_dealt_damage_this_way_are_exiled(game):
    pillar = compiled("Amount Card deals 2 damage to target creature or player. If a creature dealt damage "
                      "this way would die this turn, exile it instead.", "Instant")
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    other = game.put_onto_battlefield("Bob", MEMNITE)
    cast_and_resolve(game, pillar, targets=[[bears]])
    assert game.zone("Bob", Zone.EXILE) == ["Grizzly Bears"]
    assert not game.obj(other).exile_if_dies


def test_additional_cost_discard_x_cards_discards_as_many_as_x(game):
    dreams = compile_card(CardSource("Dreams", "As an additional cost to cast this spell, discard X cards.\n"
                                     "Target player loses X life.", "{X}{B}", "Sorcery")).definition
    assert dreams is not None
    for d in (GRIZZLY_BEARS, MEMNITE, WASTES):
        game.add_card("Alice", d)
    game.add_mana("Alice", "BBB")
    oid = game.add_card("Alice", dreams)
    game.decider.add(Answer(ChoiceKind.DISCARD, ["Memnite", "Wastes"]))
    game.cast("Alice", oid, x=2, targets=[["Bob"]])
    game.resolve_stack()
    assert game.zone("Alice", Zone.HAND) == ["Grizzly Bears"] and game.life("Bob") == 18


def test_mana_value_x_or_less_reads_the_x_paid_for_the_spell(game):
    march = compile_card(CardSource("March", "Destroy all creatures with converted mana cost X or less.",
                                    "{X}{B}{B}", "Sorcery")).definition
    game.put_onto_battlefield("Bob", MEMNITE)                 # mana value 0
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)           # mana value 2
    game.add_mana("Alice", "BBB")
    oid = game.add_card("Alice", march)
    game.cast("Alice", oid, x=1)
    game.resolve_stack()
    assert [o.name for o in game.battlefield()] == ["Grizzly Bears"]


def test_target_with_power_x_or_less(game):
    glare = compile_card(CardSource("Glare", "Destroy target creature with power X or less.", "{X}{W}",
                                    "Sorcery")).definition
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.add_mana("Alice", "W")
    oid = game.add_card("Alice", glare)
    import pytest
    from cardtext.runtime.errors import DecisionMissing, IllegalAction
    with pytest.raises((DecisionMissing, IllegalAction)):     # X=0: a 2-power creature isn't legal
        game.cast("Alice", oid, x=0, targets=[[bears]])


def test_damage_equal_to_the_cards_in_that_players_hand(game):
    seeker = compiled("Amount Card deals damage to target player equal to the number of cards in that "
                      "player's hand.", "Instant")
    for d in (GRIZZLY_BEARS, WASTES, MEMNITE):
        game.add_card("Bob", d)
    cast_and_resolve(game, seeker, targets=[["Bob"]])
    assert game.life("Bob") == 17


def test_damage_equal_to_what_that_player_controls(game):
    for _ in range(2):
        game.put_onto_battlefield("Bob", WASTES)
    game.put_onto_battlefield("Alice", WASTES)
    hatred = compiled("Amount Card deals damage to target player equal to the number of lands that player "
                      "controls.", "Instant")
    cast_and_resolve(game, hatred, targets=[["Bob"]])
    assert game.life("Bob") == 18


def test_destroy_all_creatures_that_dealt_damage_to_you_this_turn(game):
    from cardtext.runtime.engine.combat import damage_object, damage_player
    hitter = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    other = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    bystander = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    damage_player(game, game.obj(hitter), game.player("Alice"), 2)
    damage_object(game, game.obj(other), game.obj(bystander), 1)     # dealt damage, but not to Alice
    cast_and_resolve(game, compiled("Destroy all creatures that dealt damage to you this turn.", "Instant"))
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert game.obj(other).dealt_damage and not game.obj(other).dealt_damage_to


def test_each_creature_dealt_damage_this_turn(game):
    from cardtext.runtime.engine.combat import damage_object
    hurt = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    damage_object(game, None, game.obj(hurt), 1)
    cast_and_resolve(game, compiled("Amount Card deals 1 damage to each creature dealt damage this turn.",
                                    "Instant"))
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_that_many_counters_for_the_life_gained(game):
    entity = compiled("Whenever you gain life, put that many +1/+1 counters on Amount Card.",
                      "Creature — Elemental", pt=("4", "4"))
    oid = game.put_onto_battlefield("Alice", entity)
    cast_and_resolve(game, compiled("You gain 3 life."))
    assert game.counters(oid) == 3


def test_draw_that_many_cards_for_the_damage_dealt(game):
    ambusher = compiled("Whenever Amount Card is dealt damage, draw that many cards.", "Creature — Cat",
                        pt=("4", "4"))
    game.put_onto_battlefield("Alice", ambusher)
    before = len(game.zone("Alice", Zone.HAND))
    game.add_mana("Alice", "R")
    cast_and_resolve(game, SHOCK, targets=[["Amount Card"]])
    assert len(game.zone("Alice", Zone.HAND)) == before + 2


def test_two_life_for_each_creature_you_control(game):
    for _ in range(3):
        game.put_onto_battlefield("Alice", MEMNITE)
    cast_and_resolve(game, compiled("You gain 2 life for each creature you control."))
    assert game.life("Alice") == 26


def test_target_creature_that_was_dealt_damage_this_turn(game):
    from cardtext.runtime.engine.combat import damage_object
    hurt = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    fresh = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    damage_object(game, None, game.obj(hurt), 1)
    blow = compiled("Destroy target creature that was dealt damage this turn.", "Instant")
    (spec,) = blow.abilities[0].targets
    options = [o.value for o in game.target_options(spec, game.player("Alice"), None)]
    assert options == [game.obj(hurt).id] and game.obj(fresh).id not in options
    cast_and_resolve(game, blow, targets=[[hurt]])
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_for_each_creature_that_died_this_turn_counts_by_last_known_information(game):
    from cardtext.runtime.engine.zones import move
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    memnite = game.put_onto_battlefield("Alice", MEMNITE)
    move(game, game.obj(bears).id, Zone.GRAVEYARD)           # dies (CR 700.4)
    move(game, game.obj(memnite).id, Zone.HAND)              # leaves, but doesn't die
    cast_and_resolve(game, compiled("You gain 2 life for each creature that died this turn."))
    assert game.life("Alice") == 22


def test_you_gain_life_equal_to_the_life_lost_this_way(game):
    tithe = compiled("Each opponent loses 3 life. You gain life equal to the life lost this way.")
    cast_and_resolve(game, tithe)
    assert game.life("Bob") == 17 and game.life("Alice") == 23


def test_each_player_may_draw_each_deciding_for_themselves(game):
    """"Each player may draw a card." Each player decides in APNAP order (CR 608.2d, 101.4), and
    only the one who chose to draws: Alice declines, Bob draws."""
    game.set_library("Alice", [WASTES] * 3)
    game.set_library("Bob", [WASTES] * 3)
    cast_and_resolve(game, compiled("Each player may draw a card."),
                     answers=[Answer(ChoiceKind.MAY, False), Answer(ChoiceKind.MAY, True)])
    assert len(game.zone("Alice", Zone.HAND)) == 0 and game.zone("Bob", Zone.HAND).count("Wastes") == 1


def test_each_opponent_may_search_for_their_own_land(game):
    """Old-Growth Dryads' "each opponent may search his or her library for a basic land card, put
    it onto the battlefield tapped, then shuffle his or her library": the opponent who chose to searches their own
    library, and the land enters under their control (CR 701.19)."""
    game.set_library("Bob", [WASTES] * 3)
    cast_and_resolve(game, compiled("Each opponent may search his or her library for a basic land card, put it "
                                    "onto the battlefield tapped, then shuffle his or her library."),
                     answers=[Answer(ChoiceKind.MAY, True), Answer(ChoiceKind.CHOOSE, ["Wastes"])])
    assert game.zone("Bob", Zone.BATTLEFIELD) == ["Wastes"] and game.obj("Wastes").tapped
