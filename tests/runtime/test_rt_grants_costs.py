"""Costs and tokens of the "granted abilities" family, compiled from card text and played:
storage counters removed "any number" at a time (CR 118.3, 602.2b), "Exile ~" and
"Exile a card from your graveyard" as costs (CR 602.2b), tokens created with a quoted ability
(CR 111.4: Treasure, Eldrazi Scion)."""
import dataclasses

import pytest
from rt_cards import GRIZZLY_BEARS

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import CardType, Zone
from cardtext.runtime.engine.decider import Answer, ChoiceKind
from cardtext.runtime.errors import DecisionMissing, IllegalAction


def card(text: str, name: str, type_line: str = "Artifact", **kw):
    compiled = compile_card(CardSource(name, text, "", type_line, **kw))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


VAULT = card("{T}, Remove any number of storage counters from Vault: "
             "Add {B} for each storage counter removed this way.", "Vault", "Land")
BATTERY = card("{T}, Remove any number of charge counters from Battery: Add {B}, "
               "then add an additional {B} for each charge counter removed this way.", "Battery")


def test_storage_land_adds_one_mana_per_counter_the_player_chose_to_remove(game):
    game.put_onto_battlefield("Alice", VAULT, counters={"storage": 3})
    game.decider.add(Answer(ChoiceKind.X, 2))
    game.tap_for_mana("Alice", "Vault")
    assert game.pool_text("Alice") == "{B}{B}"
    assert game.counters("Vault", "storage") == 1


def test_removing_zero_storage_counters_adds_no_mana(game):
    game.put_onto_battlefield("Alice", VAULT)
    game.decider.add(Answer(ChoiceKind.X, 0))
    game.tap_for_mana("Alice", "Vault")
    assert game.pool_text("Alice") == ""
    assert game.obj("Vault").tapped


def test_the_number_removed_can_not_exceed_the_counters_there(game):
    game.put_onto_battlefield("Alice", VAULT, counters={"storage": 1})
    game.decider.add(Answer(ChoiceKind.X, 2))
    with pytest.raises(DecisionMissing, match=r"of \[0, 1\]"):     # only 0 or 1 is offered
        game.tap_for_mana("Alice", "Vault")
    assert game.counters("Vault", "storage") == 1


def test_mana_battery_adds_one_plus_one_per_charge_counter_removed(game):
    game.put_onto_battlefield("Alice", BATTERY, counters={"charge": 2})
    game.decider.add(Answer(ChoiceKind.X, 2))
    game.tap_for_mana("Alice", "Battery")
    assert game.pool_text("Alice") == "{B}{B}{B}"
    assert game.counters("Battery", "charge") == 0


def test_remove_x_counters_announces_x_up_to_the_counters_there(game):
    """CR 107.3, 118.3: "Remove X charge counters from ~: Scry X": X is chosen as the ability is
    activated, no more than the counters the permanent has, and that many come off."""
    jar = card("{T}, Remove X charge counters from Jar: You gain X life.", "Jar")
    game.put_onto_battlefield("Alice", jar, counters={"charge": 3})
    life = game.state.players[0].life
    game.decider.add(Answer(ChoiceKind.X, 2))
    game.activate("Alice", "Jar", 0)
    assert game.counters("Jar", "charge") == 1
    game.resolve_stack()
    assert game.state.players[0].life == life + 2


def test_exile_self_is_a_cost_paid_as_the_ability_is_activated(game):
    relic = card("{1}, Exile Relic: Draw a card.", "Relic")
    game.put_onto_battlefield("Alice", relic)
    hand = len(game.zone("Alice", Zone.HAND))
    game.add_mana("Alice", "C")
    game.activate("Alice", "Relic", 0)
    assert game.zone("Alice", Zone.EXILE) == ["Relic"]          # paid before it resolves
    game.resolve_stack()
    assert len(game.zone("Alice", Zone.HAND)) == hand + 1


def test_exile_a_creature_card_from_your_graveyard_as_a_cost(game):
    ghoul = card("Exile a creature card from your graveyard: Draw a card.", "Ghoul")
    game.put_onto_battlefield("Alice", ghoul)
    with pytest.raises(IllegalAction):
        game.activate("Alice", "Ghoul", 0)                      # nothing to exile
    game.add_card("Alice", GRIZZLY_BEARS, Zone.GRAVEYARD)
    game.activate("Alice", "Ghoul", 0)
    assert game.zone("Alice", Zone.EXILE) == ["Grizzly Bears"]


def test_treasure_token_has_its_quoted_mana_ability(game):
    pirate = card('{1}: Create a colorless Treasure artifact token with '
                  '"{T}, Sacrifice this artifact: Add one mana of any color."', "Pirate")
    game.put_onto_battlefield("Alice", pirate)
    game.add_mana("Alice", "C")
    game.activate("Alice", "Pirate", 0)
    game.resolve_stack()
    treasure = game.obj("Treasure Token")
    assert treasure.definition.types == (CardType.ARTIFACT,) and treasure.definition.power is None
    game.tap_for_mana("Alice", "Treasure Token", choose="G")
    assert game.pool_text("Alice") == "{G}"
    assert "Treasure Token" not in game.zone("Alice", Zone.BATTLEFIELD)  # sacrificed to pay


def test_they_have_gives_the_tokens_just_created_the_quoted_ability(game):
    hatcher = card('{1}: Create two 1/1 colorless Eldrazi Scion creature tokens. '
                   'They have "Sacrifice this creature: Add {C}."', "Hatcher")
    game.put_onto_battlefield("Alice", hatcher)
    game.add_mana("Alice", "C")
    game.activate("Alice", "Hatcher", 0)
    game.resolve_stack()
    assert game.zone("Alice", Zone.BATTLEFIELD).count("Eldrazi Scion Token") == 2
    game.activate("Alice", "Eldrazi Scion Token", 0)
    assert game.pool_text("Alice") == "{C}"
    assert game.zone("Alice", Zone.BATTLEFIELD).count("Eldrazi Scion Token") == 1


def test_until_end_of_turn_a_creature_gains_a_quoted_ability_then_loses_it(game):
    from cardtext.runtime.characteristics import Step
    knack = card('Until end of turn, target creature gains "{T}: Tap target creature."', "Knack", "Instant")
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    spell = game.add_card("Alice", knack)
    game.cast("Alice", spell, targets=[["Grizzly Bears"]])
    game.resolve_stack()
    game.activate("Alice", "Grizzly Bears", 0, targets=[["Grizzly Bears#2"]])
    game.resolve_stack()
    assert game.obj("Grizzly Bears#2").tapped
    game.advance_to(Step.UPKEEP, "Bob")                 # cleanup ends the effect (CR 514.2)
    with pytest.raises(IllegalAction):
        game.activate("Alice", "Grizzly Bears", 0)


def test_domain_counts_each_basic_land_type_once(game):
    from rt_cards import FOREST, ISLAND, PLAINS
    might = card("Domain — Target creature gets +1/+1 until end of turn for each basic land type "
                 "among lands you control.", "Might", "Instant")
    curse = card("Enchant creature\nDomain — Enchanted creature gets -1/-1 for each basic land "
                 "type among lands you control.", "Curse", "Enchantment — Aura")
    for land in (FOREST, FOREST, PLAINS):
        game.put_onto_battlefield("Alice", land)
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    spell = game.add_card("Alice", might)
    game.cast("Alice", spell, targets=[["Grizzly Bears"]])
    game.resolve_stack()
    assert game.pt("Grizzly Bears") == (4, 4)           # Forest and Plains: two types
    game.put_onto_battlefield("Alice", curse, attach_to="Grizzly Bears")
    assert game.pt("Grizzly Bears") == (2, 2)           # a static count: -2/-2
    game.put_onto_battlefield("Alice", ISLAND)
    # the curse counts again (-3/-3); the resolved pump stays +2/+2 (CR 608.2h)
    assert game.pt("Grizzly Bears") == (1, 1)


def test_exile_then_return_it_brings_back_the_card_as_a_new_object(game):
    ghost = card("{0}: Exile target creature you control, then return it to the battlefield "
                 "under your control.", "Ghost")
    game.put_onto_battlefield("Alice", ghost)
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS, counters={"+1/+1": 2})
    game.activate("Alice", "Ghost", 0, targets=[["Grizzly Bears"]])
    game.resolve_stack()
    assert "Grizzly Bears" in game.zone("Alice", Zone.BATTLEFIELD)
    assert game.counters("Grizzly Bears") == 0           # a new object (CR 400.7)


def test_exiled_until_the_next_end_step_returns_under_your_control(game):
    from cardtext.runtime.characteristics import Step
    sphinx = card("{1}: Exile Sphinx. Return it to the battlefield under your control at the "
                  "beginning of the next end step.", "Sphinx", "Artifact Creature — Sphinx",
                  power="4", toughness="3")
    game.put_onto_battlefield("Alice", sphinx)
    game.add_mana("Alice", "C")
    game.activate("Alice", "Sphinx", 0)
    game.resolve_stack()
    assert game.zone("Alice", Zone.EXILE) == ["Sphinx"]
    game.advance_to(Step.END, "Alice")
    game.resolve_stack()
    assert "Sphinx" in game.zone("Alice", Zone.BATTLEFIELD)


SHOCK_LAND = card("As Shockland enters, you may pay 2 life. If you don't, Shockland enters tapped.",
                  "Shockland", "Land")
REVEAL_LAND = card("As Hovel enters, you may reveal a Goblin card from your hand. If you don't, "
                   "Hovel enters tapped.", "Hovel", "Land")


@pytest.mark.parametrize("pay", [True, False])
def test_shock_land_enters_untapped_only_if_two_life_are_paid(game, pay):
    game.decider.add(Answer(ChoiceKind.MAY, pay))
    game.put_onto_battlefield("Alice", SHOCK_LAND, as_effect=True)
    assert game.obj("Shockland").tapped is not pay
    assert game.life("Alice") == (18 if pay else 20)


def test_shock_land_with_one_life_can_not_pay(game):
    game.state.players[game.player("Alice")].life = 1
    game.put_onto_battlefield("Alice", SHOCK_LAND, as_effect=True)      # nothing is asked
    assert game.obj("Shockland").tapped and game.life("Alice") == 1


def test_reveal_land_needs_a_matching_card_in_hand(game):
    game.put_onto_battlefield("Alice", REVEAL_LAND, as_effect=True)     # no Goblin: tapped
    assert game.obj("Hovel").tapped
    goblin = dataclasses.replace(GRIZZLY_BEARS, name="Goblin", subtypes=("Goblin",))
    game.add_card("Alice", goblin)
    game.decider.add(Answer(ChoiceKind.MAY, True))
    game.put_onto_battlefield("Alice", REVEAL_LAND, as_effect=True)
    assert not game.obj("Hovel#2").tapped
    assert "Goblin" in game.zone("Alice", Zone.HAND)                    # revealed, not moved


LURE = card("All creatures able to block Lure Beast do so.", "Lure Beast", "Creature — Beast",
            power="2", toughness="2")


def _attack_with(game, name):
    game.obj(name).controlled_since_turn_start = True
    game.declare_attackers("Alice", [name])


def test_lure_creatures_able_to_block_it_must_block_it(game):
    game.put_onto_battlefield("Alice", LURE)
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.obj("Grizzly Bears").controlled_since_turn_start = True
    game.declare_attackers("Alice", ["Lure Beast", "Grizzly Bears"])
    with pytest.raises(IllegalAction, match="509.1c"):
        game.declare_blockers("Bob", {"Grizzly Bears#2": "Grizzly Bears"})
    game.declare_blockers("Bob", {"Grizzly Bears#2": "Lure Beast"})
    assert game.state.combat.blocking


def test_lure_does_not_require_a_tapped_creature_to_block(game):
    game.put_onto_battlefield("Alice", LURE)
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS, tapped=True)
    _attack_with(game, "Lure Beast")
    game.declare_blockers("Bob", {})                     # it can't block: no requirement
    assert not game.state.combat.blocking


def test_this_turn_lure_on_a_target_ends_with_the_turn(game):
    from cardtext.runtime.characteristics import Step
    scent = card("All creatures able to block target creature this turn do so.", "Scent", "Instant")
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.cast("Alice", game.add_card("Alice", scent), targets=[["Grizzly Bears"]])
    game.resolve_stack()
    _attack_with(game, "Grizzly Bears")
    with pytest.raises(IllegalAction, match="509.1c"):
        game.declare_blockers("Bob", {})
    game.declare_blockers("Bob", {"Grizzly Bears#2": "Grizzly Bears"})
    game.advance_to(Step.MAIN1, "Bob")
    # both died; the card in the graveyard has no memory of the grant (CR 400.7)
    assert game.zone("Alice", Zone.GRAVEYARD) == ["Grizzly Bears", "Scent"] or \
        game.zone("Alice", Zone.GRAVEYARD) == ["Scent", "Grizzly Bears"]
    assert not game.obj("Grizzly Bears", Zone.GRAVEYARD).definition.abilities


def test_this_turn_lure_ends_at_cleanup(game):
    from cardtext.runtime.characteristics import Step
    scent = card("All creatures able to block target creature this turn do so.", "Scent", "Instant")
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.cast("Alice", game.add_card("Alice", scent), targets=[["Grizzly Bears"]])
    game.resolve_stack()
    assert game.obj("Grizzly Bears").definition.abilities
    game.decider.add(Answer(ChoiceKind.ATTACKERS, []))
    game.advance_to(Step.UPKEEP, "Bob")
    assert not game.obj("Grizzly Bears").definition.abilities       # CR 514.2


def test_creatures_with_less_power_than_it_can_not_block_it(game):
    wurm = card("Creatures with power less than Wurm's power can't block it.", "Wurm",
                "Creature — Wurm", power="3", toughness="3")
    big = dataclasses.replace(GRIZZLY_BEARS, name="Big Bear", power="3", toughness="3")
    game.put_onto_battlefield("Alice", wurm)
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.put_onto_battlefield("Bob", big)
    _attack_with(game, "Wurm")
    with pytest.raises(IllegalAction):
        game.declare_blockers("Bob", {"Grizzly Bears": "Wurm"})     # power 2 < 3
    game.declare_blockers("Bob", {"Big Bear": "Wurm"})              # power 3 is not less
    assert game.state.combat.blocking


def test_hidden_enchantment_becomes_a_creature_only_while_it_is_an_enchantment(game):
    from rt_cards import SHOCK
    gibbons = card("When an opponent casts an instant spell, if Gibbons is an enchantment, Gibbons "
                   "becomes a 4/4 Ape creature.", "Gibbons", "Enchantment")
    game.put_onto_battlefield("Alice", gibbons)
    game.pass_priority("Alice")
    game.add_mana("Bob", "R")
    game.cast("Bob", game.add_card("Bob", SHOCK), targets=[["Alice"]])
    game.resolve_stack()
    o = game.obj("Gibbons")
    assert o.definition.types == (CardType.CREATURE,) and game.pt("Gibbons") == (4, 4)
    assert "Ape" in o.definition.subtypes      # no longer an enchantment (CR 205.1a)
    game.pass_priority(game.state.priority)
    game.add_mana("Bob", "R")
    game.cast("Bob", game.add_card("Bob", SHOCK), targets=[["Alice"]])
    assert len(game.state.stack) == 1          # the intervening "if" is false now (CR 603.4)


FAMILIAR = card("Soulbond\nAs long as Familiar is paired with another creature, each of those "
                "creatures gets +2/+2.", "Familiar", "Creature — Bear", power="2", toughness="2")


def test_soulbond_pairs_as_it_enters_and_both_get_the_bonus(game):
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    bear = game.obj("Grizzly Bears").id
    game.decider.add(Answer(ChoiceKind.CHOOSE, [bear]))
    game.put_onto_battlefield("Alice", FAMILIAR, as_effect=True)
    game.resolve_stack()
    assert game.pt("Familiar") == (4, 4) and game.pt("Grizzly Bears") == (4, 4)
    shock = card("Bolt deals 4 damage to any target.", "Bolt", "Instant")
    game.add_mana("Alice", "C")
    game.cast("Alice", game.add_card("Alice", shock), targets=[["Grizzly Bears"]])
    game.resolve_stack()
    assert game.pt("Familiar") == (2, 2)          # the pairing ended with the bear (CR 702.95e)


def test_soulbond_pairs_with_another_creature_entering_later(game):
    game.put_onto_battlefield("Alice", FAMILIAR, as_effect=True)
    game.resolve_stack()                          # nothing to pair with
    assert game.pt("Familiar") == (2, 2)
    game.decider.add(Answer(ChoiceKind.MAY, True))
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS, as_effect=True)
    game.resolve_stack()
    assert game.pt("Familiar") == (4, 4) and game.pt("Grizzly Bears") == (4, 4)


def test_soulbond_does_not_pair_with_an_opponents_creature(game):
    game.put_onto_battlefield("Alice", FAMILIAR, as_effect=True)
    game.resolve_stack()
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS, as_effect=True)
    game.resolve_stack()                          # "under your control" only: nothing asked
    assert game.pt("Grizzly Bears") == (2, 2)


def test_gained_protection_from_red_stops_red_targeting_until_end_of_turn(game):
    from cardtext.runtime.characteristics import Step
    acolyte = card("{W}: Target creature gains protection from red until end of turn.", "Acolyte",
                   "Creature — Human", power="1", toughness="1")
    game.put_onto_battlefield("Alice", acolyte)
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.add_mana("Alice", "W")
    game.activate("Alice", "Acolyte", 0, targets=[["Grizzly Bears"]])
    game.resolve_stack()
    bolt = compile_card(CardSource("Bolt", "Bolt deals 3 damage to any target.", "{R}", "Instant")).definition
    game.add_mana("Alice", "R")
    # not a legal target (CR 702.16b): naming it makes casting Bolt illegal (CR 601.2c)
    with pytest.raises(IllegalAction, match=r"CR 601.2c.*of \[Acolyte, Alice, Bob\]"):
        game.cast("Alice", game.add_card("Alice", bolt), targets=[["Grizzly Bears"]])
    game.decider.add(Answer(ChoiceKind.ATTACKERS, []))
    game.advance_to(Step.UPKEEP, "Bob")
    assert not game.obj("Grizzly Bears").definition.abilities        # ended at cleanup


def test_quest_counters_removed_and_the_enchantment_sacrificed_as_the_cost(game):
    quest = card("Remove three quest counters from Expedition and sacrifice it: Draw two cards.", "Expedition",
                 "Enchantment")
    game.put_onto_battlefield("Alice", quest, counters={"quest": 2})
    with pytest.raises(IllegalAction):                       # only two counters
        game.activate("Alice", "Expedition", 0)
    game.obj("Expedition").counters["quest"] = 3
    hand = len(game.zone("Alice", Zone.HAND))
    game.activate("Alice", "Expedition", 0)
    assert game.zone("Alice", Zone.GRAVEYARD) == ["Expedition"]
    game.resolve_stack()
    assert len(game.zone("Alice", Zone.HAND)) == hand + 2


BOLT = compile_card(CardSource("Bolt", "Bolt deals 3 damage to any target.", "{R}", "Instant")).definition


def _bolt(game, target):
    game.add_mana("Alice", "R")
    game.cast("Alice", game.add_card("Alice", BOLT), targets=[[target]])
    game.resolve_stack()


def test_a_dies_trigger_finds_the_card_in_the_graveyard(game):
    phoenix = card("When Phoenix dies, return it to the battlefield under its owner's control.",
                   "Phoenix", "Creature — Phoenix", power="2", toughness="2")
    game.put_onto_battlefield("Alice", phoenix)
    _bolt(game, "Phoenix")
    assert "Phoenix" in game.zone("Alice", Zone.BATTLEFIELD)      # CR 400.7


def test_when_enchanted_creature_dies_return_that_card_under_your_control(game):
    demise = card("Enchant creature\nWhen enchanted creature dies, return that card to the "
                  "battlefield under your control.", "Demise", "Enchantment — Aura")
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", demise, attach_to="Grizzly Bears")
    _bolt(game, "Grizzly Bears")
    assert game.zone("Alice", Zone.BATTLEFIELD) == ["Grizzly Bears"]   # Alice controls it now
    assert game.zone("Bob", Zone.GRAVEYARD) == []


def test_the_card_is_not_found_after_it_moved_again(game):
    phoenix = card("When Phoenix dies, return it to the battlefield under its owner's control.",
                   "Phoenix", "Creature — Phoenix", power="2", toughness="2")
    game.put_onto_battlefield("Alice", phoenix)
    game.add_mana("Alice", "R")
    game.cast("Alice", game.add_card("Alice", BOLT), targets=[["Phoenix"]])
    game.pass_priority("Alice")
    game.pass_priority("Bob")                    # Bolt resolves; the trigger waits on the stack
    from cardtext.runtime.engine.zones import move
    move(game, game.obj("Phoenix", Zone.GRAVEYARD).id, Zone.EXILE)     # moved again (CR 400.7)
    game.resolve_stack()
    assert game.zone("Alice", Zone.EXILE) == ["Phoenix"]


def test_choose_a_creature_type_then_count_permanents_of_that_type(game):
    melody = card("Choose a creature type. Draw a card for each permanent you control of that type.",
                  "Melody", "Sorcery")
    bear = dataclasses.replace(GRIZZLY_BEARS, subtypes=("Bear",))
    for player in ("Alice", "Alice", "Bob"):
        game.put_onto_battlefield(player, bear)
    game.put_onto_battlefield("Alice", dataclasses.replace(GRIZZLY_BEARS, name="Elf", subtypes=("Elf",)))
    hand = len(game.zone("Alice", Zone.HAND))
    spell = game.add_card("Alice", melody)
    game.decider.add(Answer(ChoiceKind.CHOOSE, "Bear"))
    game.cast("Alice", spell)
    game.resolve_stack()
    assert len(game.zone("Alice", Zone.HAND)) == hand + 2      # Alice's two Bears


def test_tapped_tokens_enter_tapped(game):
    army = card("Create two tapped 2/2 black Zombie creature tokens.", "Army", "Sorcery")
    game.cast("Alice", game.add_card("Alice", army))
    game.resolve_stack()
    zombies = [game.state.objects[i] for i in game.state.battlefield if game.state.objects[i].name == "Zombie Token"]
    assert len(zombies) == 2 and all(z.tapped for z in zombies)
