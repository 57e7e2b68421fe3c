"""Choices made as an effect happens and choices remembered on a permanent (CR 608.2d, 607.2d):
"becomes the creature type of your choice", "is the chosen type", "the chosen player"."""
from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Step
from cardtext.runtime.engine.decider import Answer, ChoiceKind


def card(name: str, text: str, type_line: str, pt: str = "", cost: str = "{1}"):
    power, _, toughness = pt.partition("/")
    compiled = compile_card(CardSource(name, text, cost, type_line, power or None, toughness or None))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


def recording(game) -> list:
    """The choices the game asks from now on, in order."""
    asked, answer = [], game.decider.choose

    def choose(choice):
        asked.append(choice)
        return answer(choice)
    game.decider.choose = choose
    return asked


def test_mistform_becomes_the_creature_type_its_controller_names_until_end_of_turn(game):
    """Mistform Wall: "{1}: ~ becomes the creature type of your choice until end of turn." The
    type named replaces its creature types (it is a Goblin, no longer an Illusion Wall, CR 205.1b)
    and the effect ends in the cleanup step (CR 514.2)."""
    wall = card("Mistform Wall", "{1}: ~ becomes the creature type of your choice until end of turn.",
                "Creature — Illusion Wall", "1/4")
    oid = game.put_onto_battlefield("Alice", wall)
    game.add_mana("Alice", "C")
    game.decider.add(Answer(ChoiceKind.CHOOSE, "Goblin"))
    game.activate("Alice", oid, 0)
    game.resolve_stack()
    assert game.state.objects[oid].definition.subtypes == ("Goblin",)
    game.decider.add(Answer(ChoiceKind.ATTACKERS, []))
    game.advance_to(Step.MAIN1, "Bob")
    assert game.state.objects[oid].definition.subtypes == ("Illusion", "Wall")


def test_each_creature_you_control_is_the_type_chosen_as_it_entered(game):
    """Xenograft: "As ~ enters, choose a creature type. Each creature you control is the chosen
    type in addition to its other types." The type is remembered on the enchantment (CR 607.2d)
    and added in layer 4 to Alice's creatures only (CR 205.1b)."""
    from rt_cards import GRIZZLY_BEARS
    from cardtext.runtime.engine.query import subtypes
    graft = card("Xenograft", "As ~ enters, choose a creature type.\nEach creature you control is the chosen type "
                 "in addition to its other types.", "Enchantment")
    mine, theirs = game.put_onto_battlefield("Alice", GRIZZLY_BEARS), game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.decider.add(Answer(ChoiceKind.CHOOSE, "Zombie"))
    source = game.put_onto_battlefield("Alice", graft, as_effect=True)
    assert game.state.objects[source].chosen["creature_type"] == ["Zombie"]
    bears = game.state.objects[mine]
    assert subtypes(game.state, bears) == (*bears.definition.subtypes, "Zombie")
    assert "Zombie" not in subtypes(game.state, game.state.objects[theirs])


def test_enchanted_land_is_the_basic_land_type_chosen_as_the_aura_entered(game):
    """Convincing Mirage: "Enchanted land is the chosen type." The chosen basic land type replaces
    the land's types and its mana ability (CR 305.7)."""
    from rt_cards import FOREST
    from cardtext.runtime.characteristics import ManaType
    from cardtext.runtime.engine.query import all_abilities, subtypes
    mirage = card("Convincing Mirage", "Enchant land\nAs ~ enters, choose a basic land type.\n"
                  "Enchanted land is the chosen type.", "Enchantment — Aura")
    forest = game.put_onto_battlefield("Bob", FOREST)
    aura = game.add_card("Alice", mirage)
    game.add_mana("Alice", "C")
    game.decider.add(Answer(ChoiceKind.CHOOSE, "Swamp"))
    game.cast("Alice", aura, targets=[[forest]])
    game.resolve_stack()
    land = game.state.objects[forest]
    assert subtypes(game.state, land) == ("Swamp",)
    (mana,) = all_abilities(game.state, land)
    assert mana.effects[0].production.options == ((ManaType.BLACK,),)


def test_nyxathid_counts_the_cards_in_the_hand_of_the_opponent_chosen_as_it_entered(game):
    """Nyxathid: "As ~ enters, choose an opponent. ~ gets -1/-1 for each card in the chosen
    player's hand." The chosen player is remembered on it (CR 607.2d); Alice's own hand doesn't
    count."""
    from rt_cards import GRIZZLY_BEARS
    from cardtext.runtime.engine.query import power_toughness
    nyx = card("Nyxathid", "As ~ enters, choose an opponent.\n~ gets -1/-1 for each card in the chosen player's hand.",
               "Creature — Elemental", "7/7")
    for _ in range(3):
        game.add_card("Bob", GRIZZLY_BEARS)
    game.add_card("Alice", GRIZZLY_BEARS)
    game.decider.add(Answer(ChoiceKind.CHOOSE, "Bob"))
    oid = game.put_onto_battlefield("Alice", nyx, as_effect=True)
    assert power_toughness(game.state, game.state.objects[oid]) == (7 - 3 - 0, 7 - 3)


def test_power_equal_to_the_creatures_the_chosen_player_controls(game):
    """Lost Order of Jarkeld: "... equal to 1 plus the number of creatures the chosen player
    controls" (a characteristic-defining ability, CR 604.3, reading the choice, CR 607.2d)."""
    from rt_cards import GRIZZLY_BEARS
    from cardtext.runtime.engine.query import power_toughness
    order = card("Lost Order of Jarkeld", "As ~ enters, choose an opponent.\n~'s power and toughness are each "
                 "equal to 1 plus the number of creatures the chosen player controls.", "Creature — Human Knight",
                 "1+*/1+*")
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.decider.add(Answer(ChoiceKind.CHOOSE, "Bob"))
    oid = game.put_onto_battlefield("Alice", order, as_effect=True)
    assert power_toughness(game.state, game.state.objects[oid]) == (3, 3)


def test_converge_counts_the_colors_of_mana_spent_to_cast_the_spell(game):
    """Painful Truths: "You draw X cards and you lose X life, where X is the number of colors of
    mana spent to cast ~." Paid with {R}{G}{G} and {C}, X is 2: two colors, colorless mana no
    color (CR 105.1, 601.2h)."""
    from rt_cards import GRIZZLY_BEARS
    truths = card("Painful Truths", "Converge — You draw X cards and you lose X life, where X is the number of "
                  "colors of mana spent to cast ~.", "Sorcery", cost="{2}{R}{G}")
    game.set_library("Alice", [GRIZZLY_BEARS] * 5)
    oid = game.add_card("Alice", truths)
    hand, life = len(game.state.players[0].hand), game.state.players[0].life
    game.add_mana("Alice", "RGGC")
    game.cast("Alice", oid)
    game.resolve_stack()
    assert len(game.state.players[0].hand) == hand - 1 + 2
    assert game.state.players[0].life == life - 2


def test_target_opponent_chooses_which_of_their_creatures_is_destroyed(game):
    """Wei Assassins: "target opponent chooses a creature he or she controls. Destroy it." Bob,
    not Alice, is asked, and only among his own creatures (CR 608.2d)."""
    from rt_cards import ELITE_VANGUARD, GRIZZLY_BEARS
    from cardtext.runtime.characteristics import Zone
    assassins = card("Wei Assassins", "When ~ enters, target opponent chooses a creature he or she controls. "
                     "Destroy it.", "Creature — Human Soldier Assassin", "3/3")
    game.put_onto_battlefield("Alice", ELITE_VANGUARD)
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    vanguard = game.put_onto_battlefield("Bob", ELITE_VANGUARD)
    asked = recording(game)
    game.decider.add(Answer(ChoiceKind.CHOOSE, [vanguard]))          # the only opponent is the target
    game.put_onto_battlefield("Alice", assassins, as_effect=True)
    game.resolve_stack()
    choice = next(c for c in asked if c.kind is ChoiceKind.CHOOSE)
    assert choice.player == game.player("Bob") and {o.value for o in choice.options} == {bears, vanguard}
    assert game.state.objects[bears].zone is Zone.BATTLEFIELD
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Elite Vanguard"]


def test_each_player_keeps_the_creature_they_chose_and_the_rest_are_destroyed(game):
    """Divine Reckoning: "Each player chooses a creature he or she controls. Destroy the rest."
    Each player chooses in turn order (CR 101.4); every creature not chosen is destroyed."""
    from rt_cards import ELITE_VANGUARD, GRIZZLY_BEARS
    from cardtext.runtime.characteristics import Zone
    reckoning = card("Divine Reckoning", "Each player chooses a creature he or she controls. Destroy the rest.",
                     "Sorcery", cost="{2}{W}")
    alice_keeps = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", ELITE_VANGUARD)
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    bob_keeps = game.put_onto_battlefield("Bob", ELITE_VANGUARD)
    oid = game.add_card("Alice", reckoning)
    game.add_mana("Alice", "WWW")
    game.decider.add(Answer(ChoiceKind.CHOOSE, [alice_keeps]), Answer(ChoiceKind.CHOOSE, [bob_keeps]))
    game.cast("Alice", oid)
    game.resolve_stack()
    assert sorted(game.state.battlefield) == sorted([alice_keeps, bob_keeps])
    assert sorted(game.zone("Alice", Zone.GRAVEYARD)) == ["Divine Reckoning", "Elite Vanguard"]


def test_crown_pumps_the_enchanted_creature_and_the_creatures_sharing_a_type_with_it(game):
    """Crown of Vigor: "Sacrifice ~: Enchanted creature and other creatures that share a creature
    type with it get +1/+1 until end of turn." The Aura is gone as the ability resolves; the
    creature it enchanted is known from its last information (CR 608.2h). A Goblin Warrior
    shares Goblin with the enchanted Goblin; a Bear shares nothing (CR 205.3m)."""
    from cardtext.runtime.engine.query import power_toughness
    crown = card("Crown of Vigor", "Enchant creature\nSacrifice ~: Enchanted creature and other creatures that "
                 "share a creature type with it get +1/+1 until end of turn.", "Enchantment — Aura")
    goblin = card("Goblin Scout", "", "Creature — Goblin Scout", "1/1")
    warrior = card("Goblin Brute", "", "Creature — Goblin Warrior", "2/2")
    bear = card("Forest Bear", "", "Creature — Bear", "2/2")
    host = game.put_onto_battlefield("Alice", goblin)
    other_goblin, bear_id = game.put_onto_battlefield("Bob", warrior), game.put_onto_battlefield("Alice", bear)
    game.put_onto_battlefield("Alice", crown, attach_to=host)
    game.activate("Alice", "Crown of Vigor", 0)
    game.resolve_stack()
    pt = {oid: power_toughness(game.state, game.state.objects[oid]) for oid in (host, other_goblin, bear_id)}
    assert pt == {host: (2, 2), other_goblin: (3, 3), bear_id: (2, 2)}


def test_only_the_creature_the_opponent_chose_can_block(game):
    """Goblin War Cry: "Target opponent chooses a creature he or she controls. Other creatures he
    or she controls can't block this turn." Bob's creature he chose may block; his others can't;
    Alice's creatures aren't his (CR 608.2d)."""
    from rt_cards import ELITE_VANGUARD, GRIZZLY_BEARS
    from cardtext.runtime.abilities import RestrictedAction
    from cardtext.runtime.engine.query import restricted
    cry = card("Goblin War Cry", "Target opponent chooses a creature he or she controls. Other creatures he or "
               "she controls can't block this turn.", "Sorcery", cost="{2}{R}")
    kept, other = game.put_onto_battlefield("Bob", GRIZZLY_BEARS), game.put_onto_battlefield("Bob", ELITE_VANGUARD)
    mine = game.put_onto_battlefield("Alice", ELITE_VANGUARD)
    oid = game.add_card("Alice", cry)
    game.add_mana("Alice", "RRR")
    game.decider.add(Answer(ChoiceKind.CHOOSE, [kept]))
    game.cast("Alice", oid)
    game.resolve_stack()
    state = game.state
    assert [restricted(state, state.objects[i], RestrictedAction.BLOCK) for i in (kept, other, mine)] \
        == [False, True, False]


def test_target_opponent_reveals_a_card_at_random_and_that_card_counts(game):
    """Planeswalker's Fury: "Target opponent reveals a card at random from his or her hand. ~ deals
    damage equal to that card's converted mana cost to that player." The card is Bob's (his
    hand, not Alice's), and "that player" is the target, Bob (CR 701.16a)."""
    from rt_cards import GRIZZLY_BEARS
    fury = card("Planeswalker's Fury", "{3}{R}: Target opponent reveals a card at random from his or her hand. ~ "
                "deals damage equal to that card's converted mana cost to that player.", "Enchantment")
    game.put_onto_battlefield("Alice", fury)
    game.add_card("Bob", GRIZZLY_BEARS)                 # mana value 2, his only card
    alice, bob = (game.state.players[i].life for i in (0, 1))
    game.add_mana("Alice", "RRRR")
    game.activate("Alice", "Planeswalker's Fury", 0)
    game.resolve_stack()
    assert (game.state.players[0].life, game.state.players[1].life) == (alice, bob - 2)
    assert any("reveal" in line and "Grizzly Bears" in line for line in game.log_lines())


def test_converge_creature_enters_with_a_counter_for_each_color_spent(game):
    """Woodland Wanderer: "~ enters with a +1/+1 counter on it for each color of mana spent to
    cast it." Cast with {G}{G}{R} and {C}{C}: two colors, two counters (CR 601.2h, 105.1)."""
    wanderer = card("Woodland Wanderer", "Converge — ~ enters with a +1/+1 counter on it for each color of mana "
                    "spent to cast it.", "Creature — Elemental", "2/2", cost="{3}{G}{G}")
    oid = game.add_card("Alice", wanderer)
    game.add_mana("Alice", "GGRCC")
    game.cast("Alice", oid)
    game.resolve_stack()
    assert game.obj("Woodland Wanderer").counters.get("+1/+1") == 2


def test_the_opponent_chooses_the_target_of_an_opponents_choice(game):
    """Evangelize: "Gain control of target creature of an opponent's choice he or she controls."
    Bob, not Alice, chooses the target, among his own creatures (CR 601.2c)."""
    from rt_cards import ELITE_VANGUARD, GRIZZLY_BEARS
    evangelize = card("Evangelize", "Gain control of target creature of an opponent's choice he or she controls.",
                      "Sorcery", cost="{4}{W}")
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    bears, vanguard = game.put_onto_battlefield("Bob", GRIZZLY_BEARS), game.put_onto_battlefield("Bob", ELITE_VANGUARD)
    asked = recording(game)
    game.add_mana("Alice", "WWWWW")
    game.decider.add(Answer(ChoiceKind.TARGETS, [vanguard]))
    game.cast("Alice", game.add_card("Alice", evangelize))
    game.resolve_stack()
    (choice,) = [c for c in asked if c.kind is ChoiceKind.TARGETS]
    assert choice.player == game.player("Bob") and {o.value for o in choice.options} == {bears, vanguard}
    assert game.state.objects[vanguard].controller == game.player("Alice")
