"""Rules changed for the rest of a turn and durations of a source's state:

- "Damage can't be prevented this turn." (CR 615.12): prevention effects prevent nothing and
  existing shields aren't used up; the change ends in the cleanup step (CR 514.2).
- "Players can't gain life this turn." (CR 119.7): an effect that would have such a player gain
  life does nothing, and the restriction ends with the turn.
- "Prevent all combat damage that would be dealt this turn by creatures without trample." (CR
  611.2c, 615.1a): a prevention effect changes the rules, not characteristics, so it applies to
  the creatures that match as the damage would be dealt, not only those that matched as it began.
- "Target creature gets +2/+2 and has trample for as long as ~ remains tapped." (CR 611.2b): both
  parts end as soon as the source untaps.
"""
from __future__ import annotations

from rt_cards import GRIZZLY_BEARS, SHOCK, cast_and_resolve

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.engine.combat import damage_player
from cardtext.runtime.engine.decider import Answer, ChoiceKind
from cardtext.runtime.engine.turn import _cleanup


def compiled(text: str, type_line: str = "Instant", name: str = "Rule Card", pt=None, cost: str = ""):
    power, toughness = pt if pt else (None, None)
    card = compile_card(CardSource(name, text, cost, type_line, power=power, toughness=toughness))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


UNPREVENTABLE = "Damage can't be prevented this turn."
SHIELD = "Prevent the next 3 damage that would be dealt to target creature this turn."


def test_damage_cant_be_prevented_this_turn_goes_through_a_shield_and_leaves_it_whole(game):
    """CR 615.12: the shield applies but prevents nothing, and it is not reduced."""
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    cast_and_resolve(game, compiled(SHIELD, name="Shield"), targets=[["Grizzly Bears"]])
    cast_and_resolve(game, compiled(UNPREVENTABLE))
    game.add_mana("Alice", "R")
    cast_and_resolve(game, SHOCK, targets=[["Grizzly Bears"]])
    assert game.obj("Grizzly Bears", Zone.GRAVEYARD).zone is Zone.GRAVEYARD
    shields = [s for s in game.state.preventions if "kind" not in s]
    assert [s["remaining"] for s in shields] == [3]


def test_without_the_rule_the_same_shield_prevents_the_damage(game):
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    cast_and_resolve(game, compiled(SHIELD, name="Shield"), targets=[["Grizzly Bears"]])
    game.add_mana("Alice", "R")
    cast_and_resolve(game, SHOCK, targets=[["Grizzly Bears"]])
    assert game.obj("Grizzly Bears").zone is Zone.BATTLEFIELD and game.obj("Grizzly Bears").damage == 0


def test_damage_can_be_prevented_again_after_the_cleanup_step(game):
    """CR 514.2: the rule ends with the turn's other "this turn" effects."""
    cast_and_resolve(game, compiled(UNPREVENTABLE))
    assert any(s.get("kind") == "unpreventable" for s in game.state.preventions)
    game.set_step(Step.CLEANUP, "Alice")
    _cleanup(game)
    assert not any(s.get("kind") == "unpreventable" for s in game.state.preventions)


def test_players_cant_gain_life_this_turn(game):
    """CR 119.7: the life gain does nothing for either player."""
    cast_and_resolve(game, compiled("Players can't gain life this turn."))
    cast_and_resolve(game, compiled("You gain 3 life.", "Sorcery", name="Salve"))
    assert game.life("Alice") == 20


def test_your_opponents_cant_gain_life_this_turn_leaves_you_free(game):
    cast_and_resolve(game, compiled("Your opponents can't gain life this turn."))
    cast_and_resolve(game, compiled("Each player gains 3 life.", "Sorcery", name="Salve"))
    assert game.life("Alice") == 23 and game.life("Bob") == 20


def test_life_can_be_gained_on_a_later_turn(game):
    cast_and_resolve(game, compiled("Players can't gain life this turn."))
    game.set_step(Step.MAIN1, "Alice", turn=5)
    cast_and_resolve(game, compiled("You gain 3 life.", "Sorcery", name="Salve"))
    assert game.life("Alice") == 23


def test_a_groups_prevention_applies_to_a_creature_that_matches_later(game):
    """CR 611.2c: a creature that enters after the spell resolved deals no combat damage either."""
    cast_and_resolve(game, compiled("Prevent all combat damage that would be dealt this turn by creatures "
                                    "without trample.", name="Sap"))
    shield = next(s for s in game.state.preventions if s.get("sources") is not None)
    assert shield["objects"] is None and shield["players"] == []
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    bears = game.obj("Grizzly Bears")
    damage_player(game, bears, game.player("Alice"), 2, combat=True)
    assert game.life("Alice") == 20
    damage_player(game, bears, game.player("Alice"), 2, combat=False)     # not combat damage
    assert game.life("Alice") == 18


COURIER = ("You may choose not to untap Rule Card during your untap step.\n"
           "{T}: Target creature gets +2/+2 and has trample for as long as Rule Card remains tapped.")


def test_a_pump_and_keyword_for_as_long_as_the_source_remains_tapped_end_together(game):
    """CR 611.2b: as the source untaps, the creature loses both the +2/+2 and trample."""
    game.put_onto_battlefield("Alice", compiled(COURIER, "Creature — Human", pt=("1", "1")))
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.obj("Rule Card").controlled_since_turn_start = True
    game.activate("Alice", "Rule Card", targets=[["Grizzly Bears"]])
    game.resolve_stack()
    assert game.pt("Grizzly Bears") == (4, 4) and "trample" in game.keywords("Grizzly Bears")
    game.obj("Rule Card").tapped = False
    game.check_state()
    assert game.pt("Grizzly Bears") == (2, 2) and "trample" not in game.keywords("Grizzly Bears")


def test_the_older_word_order_of_a_prevention_reads_as_the_current_one():
    older = compile_card(CardSource("Snare", "Prevent all combat damage that would be dealt this turn by creatures "
                                    "with power 4 or less.", "{G}", "Instant"))
    current = compile_card(CardSource("Snare", "Prevent all combat damage that would be dealt by creatures "
                                      "with power 4 or less this turn.", "{G}", "Instant"))
    assert older.fully_compiled and older.definition == current.definition


PILGRIM = ("{W}: The next time a red source of your choice would deal damage this turn, prevent that damage.")
RED_SHOCK = compiled("~ deals 2 damage to any target.", name="Shock", cost="{R}")


def shield_against_bobs_shock(game, shield: str, target: str) -> None:
    """Bob casts a red Shock at `target`; with it on the stack, Alice activates `shield` (a
    permanent she controls) and chooses the Shock as the source; everything resolves."""
    game.pass_priority("Alice")
    game.add_mana("Bob", "R")
    shock = game.cast("Bob", game.add_card("Bob", RED_SHOCK), targets=[[target]])
    game.pass_priority("Bob")
    game.add_mana("Alice", "W")
    game.decider.add(Answer(ChoiceKind.CHOOSE, [shock]))
    game.activate("Alice", shield, 0)
    game.resolve_stack()


def test_the_next_time_a_chosen_source_would_deal_damage_to_anything_it_is_prevented_once(game):
    """CR 615.7, 609.7a: with no recipient named, the shield protects whatever the source hits
    first; it is then used up."""
    game.put_onto_battlefield("Alice", compiled(PILGRIM, "Enchantment", name="Pilgrim"))
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    shield_against_bobs_shock(game, "Pilgrim", "Grizzly Bears")
    assert game.obj("Grizzly Bears").zone is Zone.BATTLEFIELD and game.obj("Grizzly Bears").damage == 0
    assert not [s for s in game.state.preventions if s.get("kind") == "next_time"]


def test_a_player_who_cant_play_lands_this_turn_cant_play_one(game):
    """CR 305.1: the land play is refused for the rest of the turn."""
    import pytest
    from rt_cards import FOREST
    from cardtext.runtime.errors import IllegalAction
    cast_and_resolve(game, compiled("Target player can't play land cards this turn."), targets=[["Alice"]])
    forest = game.add_card("Alice", FOREST)
    with pytest.raises(IllegalAction, match="can't play lands this turn"):
        game.play_land("Alice", forest)
    game.set_step(Step.MAIN1, "Alice", turn=5)         # a later turn: the restriction is over
    game.play_land("Alice", forest)
    assert [o.name for o in game.battlefield()] == ["Forest"]


def test_it_cant_be_regenerated_this_turn_is_a_restriction_on_the_target(game):
    """"... deals 1 damage to target creature. It can't be regenerated this turn." (CR 701.15)."""
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    cast_and_resolve(game, compiled("Rule Card deals 1 damage to target creature. It can't be regenerated "
                                    "this turn."), targets=[["Grizzly Bears"]])
    from cardtext.runtime.abilities import RestrictedAction
    assert (RestrictedAction.BE_REGENERATED.value, True) in game.obj("Grizzly Bears").restrictions


def test_combat_damage_that_other_creatures_would_deal_is_prevented_but_not_the_sources_own(game):
    """"prevent all combat damage that other creatures would deal this turn": other than the
    ability's source, judged as the damage would be dealt (CR 109.5, 611.2c)."""
    frog = compiled("{T}: Prevent all combat damage that other creatures would deal this turn.",
                    "Creature — Frog", name="Frog", pt=("2", "1"))
    game.put_onto_battlefield("Alice", frog)
    game.obj("Frog").controlled_since_turn_start = True
    game.activate("Alice", "Frog", 0)
    game.resolve_stack()
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    damage_player(game, game.obj("Grizzly Bears"), game.player("Alice"), 2, combat=True)
    assert game.life("Alice") == 20
    damage_player(game, game.obj("Frog"), game.player("Bob"), 2, combat=True)
    assert game.life("Bob") == 18


def test_gets_and_loses_until_end_of_turn_both_end_in_the_cleanup_step(game):
    """"~ gets -2/+2 and loses flying until end of turn": both changes, both gone after the
    cleanup step (CR 613.4c, 613.1f, 514.2)."""
    gargoyle = compiled("Flying\n{T}: Rule Card gets -2/+2 and loses flying until end of turn.",
                        "Creature — Gargoyle", pt=("3", "3"))
    game.put_onto_battlefield("Alice", gargoyle)
    game.obj("Rule Card").controlled_since_turn_start = True
    game.activate("Alice", "Rule Card", 0)
    game.resolve_stack()
    assert game.pt("Rule Card") == (1, 5) and "flying" not in game.keywords("Rule Card")
    game.set_step(Step.CLEANUP, "Alice")
    _cleanup(game)
    assert game.pt("Rule Card") == (3, 3) and "flying" in game.keywords("Rule Card")


def test_you_may_have_target_creature_lose_flying_until_end_of_turn(game):
    """An optional loss (CR 609.3) that lasts until the cleanup step (CR 514.2)."""
    birds = compiled("Flying", "Creature — Bird", name="Birds", pt=("1", "1"))
    game.put_onto_battlefield("Bob", birds)
    game.decider.add(Answer(ChoiceKind.MAY, True))
    cast_and_resolve(game, compiled("You may have target creature lose flying until end of turn."),
                     targets=[["Birds"]])
    assert "flying" not in game.keywords("Birds")
    game.set_step(Step.CLEANUP, "Alice")
    _cleanup(game)
    assert "flying" in game.keywords("Birds")


def test_you_may_decline_to_have_target_creature_gain_flying(game):
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.decider.add(Answer(ChoiceKind.MAY, False))
    cast_and_resolve(game, compiled("You may have target creature gain flying until end of turn."),
                     targets=[["Grizzly Bears"]])
    assert "flying" not in game.keywords("Grizzly Bears")


def test_combat_damage_to_players_is_prevented_but_not_to_creatures(game):
    """"Prevent all combat damage that would be dealt to players this turn." (CR 615.1a): every
    player is protected; creatures are still dealt combat damage."""
    cast_and_resolve(game, compiled("Prevent all combat damage that would be dealt to players this turn."))
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    bears = game.obj("Grizzly Bears")
    damage_player(game, bears, game.player("Alice"), 2, combat=True)
    damage_player(game, bears, game.player("Bob"), 2, combat=True)
    assert game.life("Alice") == 20 and game.life("Bob") == 20
    elves = compiled("", "Creature — Elf", name="Elves", pt=("1", "3"))
    game.put_onto_battlefield("Alice", elves)
    from cardtext.runtime.engine.combat import damage_object
    damage_object(game, bears, game.obj("Elves"), 2, combat=True)
    assert game.obj("Elves").damage == 2


ALCHEMIST = ("{1}: The next time a red source of your choice would deal damage to you this turn, prevent that "
             "damage. You gain life equal to the damage prevented this way.")


def test_you_gain_life_equal_to_the_damage_the_next_time_shield_prevented(game):
    """CR 615.5: the rest of the effect happens immediately after the prevention, with the amount
    prevented."""
    game.put_onto_battlefield("Alice", compiled(ALCHEMIST, "Enchantment", name="Alchemist"))
    shield_against_bobs_shock(game, "Alchemist", "Alice")
    assert game.life("Alice") == 22


def test_a_shield_that_prevents_nothing_gains_nothing(game):
    """The chosen source damages a creature, not the protected player: nothing is prevented."""
    game.put_onto_battlefield("Alice", compiled(ALCHEMIST, "Enchantment", name="Alchemist"))
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    shield_against_bobs_shock(game, "Alchemist", "Grizzly Bears")
    assert game.life("Alice") == 20 and game.obj("Grizzly Bears", Zone.GRAVEYARD).zone is Zone.GRAVEYARD


def test_each_prevention_of_a_group_shield_gains_the_life_it_prevented(game):
    """"Prevent all damage that would be dealt by creatures this turn. You gain life equal to the
    damage prevented this way." (CR 615.5): once for each damage event prevented."""
    cast_and_resolve(game, compiled("Prevent all damage that would be dealt by creatures this turn. You gain "
                                    "life equal to the damage prevented this way."))
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    bears = game.obj("Grizzly Bears")
    damage_player(game, bears, game.player("Alice"), 2, combat=True)
    damage_player(game, bears, game.player("Alice"), 2, combat=True)
    assert game.life("Alice") == 24


def test_the_damage_prevented_this_way_needs_a_prevention_before_it():
    card = compile_card(CardSource("Nope", "Draw a card. You gain life equal to the damage prevented this way.",
                                   "{W}", "Instant"))
    assert not card.fully_compiled
    assert any("prevented this way" in d.message for d in card.diagnostics)


def test_a_counter_for_each_1_damage_prevented_this_way(game):
    """"Prevent the next 3 damage that would be dealt to target creature this turn. For each 1
    damage prevented this way, put a +1/+1 counter on that creature." (CR 615.5): 2 prevented,
    2 counters; then the last 1 of the shield, 1 counter, and 1 damage dealt."""
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    cast_and_resolve(game, compiled("Prevent the next 3 damage that would be dealt to target creature this turn. "
                                    "For each 1 damage prevented this way, put a +1/+1 counter on that creature.",
                                    name="Faith"), targets=[["Grizzly Bears"]])
    game.add_mana("Alice", "R")
    cast_and_resolve(game, SHOCK, targets=[["Grizzly Bears"]])
    assert game.counters("Grizzly Bears") == 2 and game.obj("Grizzly Bears").damage == 0
    game.add_mana("Alice", "R")
    cast_and_resolve(game, SHOCK, targets=[["Grizzly Bears"]])
    assert game.counters("Grizzly Bears") == 3 and game.obj("Grizzly Bears").damage == 1


def test_the_next_time_target_creature_would_deal_damage_it_is_prevented_and_you_gain_that_much(game):
    """"The next time target creature would deal damage this turn, prevent that damage. You gain
    life equal to the damage prevented this way." (CR 615.7, 615.5): once, with no source to choose."""
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    cast_and_resolve(game, compiled("The next time target creature would deal damage this turn, prevent that "
                                    "damage. You gain life equal to the damage prevented this way.", name="Awe"),
                     targets=[["Grizzly Bears"]])
    bears = game.obj("Grizzly Bears")
    damage_player(game, bears, game.player("Alice"), 2, combat=True)
    assert game.life("Alice") == 22
    damage_player(game, bears, game.player("Alice"), 2, combat=True)      # used up
    assert game.life("Alice") == 20


def test_all_damage_to_target_creature_this_turn_is_dealt_to_you_every_time(game):
    """"All damage that would be dealt to target creature this turn is dealt to you instead." (CR
    614.9): from any source, and the redirection stays for the whole turn."""
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    cast_and_resolve(game, compiled("All damage that would be dealt to target creature this turn is dealt to you "
                                    "instead.", name="Valor"), targets=[["Grizzly Bears"]])
    for _ in range(2):
        game.add_mana("Alice", "R")
        cast_and_resolve(game, SHOCK, targets=[["Grizzly Bears"]])
    assert game.life("Alice") == 16 and game.obj("Grizzly Bears").damage == 0


def test_all_damage_by_target_creature_to_you_this_turn_is_dealt_to_the_source_instead(game):
    """A named source: only its damage is redirected; another creature's damage isn't."""
    stalker = compiled("{T}: All damage that would be dealt to you this turn by target creature is dealt to "
                       "Rule Card instead.", "Creature — Shade", pt=("1", "4"))
    game.put_onto_battlefield("Alice", stalker)
    game.obj("Rule Card").controlled_since_turn_start = True
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.activate("Alice", "Rule Card", 0, targets=[["Grizzly Bears"]])
    game.resolve_stack()
    damage_player(game, game.obj("Grizzly Bears"), game.player("Alice"), 2, combat=True)
    assert game.life("Alice") == 20 and game.obj("Rule Card").damage == 2
    game.put_onto_battlefield("Bob", compiled("", "Creature — Elf", name="Elves", pt=("1", "1")))
    damage_player(game, game.obj("Elves"), game.player("Alice"), 1, combat=True)
    assert game.life("Alice") == 19


def test_gains_one_keyword_and_loses_another_until_end_of_turn(game):
    """"~ gains flying and loses trample until end of turn" (CR 613.1f, 514.2)."""
    dragon = compiled("Trample\n{1}: Rule Card gains flying and loses trample until end of turn.",
                      "Creature — Dragon", pt=("1", "1"))
    game.put_onto_battlefield("Alice", dragon)
    game.add_mana("Alice", "G")
    game.activate("Alice", "Rule Card", 0)
    game.resolve_stack()
    assert "flying" in game.keywords("Rule Card") and "trample" not in game.keywords("Rule Card")
    game.set_step(Step.CLEANUP, "Alice")
    _cleanup(game)
    assert "flying" not in game.keywords("Rule Card") and "trample" in game.keywords("Rule Card")


def test_you_may_play_that_card_for_as_long_as_it_remains_exiled(g):
    """CR 611.2b: the permission holds on later turns while the card stays in exile."""
    from rt_cards import FOREST
    g.add_card("Bob", FOREST)
    g.add_card("Alice", compiled("Target opponent exiles a card from their hand. You may play that card for as "
                                 "long as it remains exiled.", "Sorcery", name="Theft"))
    g.cast("Alice", "Theft", targets=[["Bob"]])
    g.resolve_stack()
    forest = g.obj("Forest", Zone.EXILE).id
    assert g.state.may_play_card(forest, g.player("Alice"))
    g.set_step(Step.MAIN1, "Alice", turn=5)
    g.play_land("Alice", forest)
    assert [o.name for o in g.battlefield()] == ["Forest"]
