"""One-shot shields (runtime/handlers/shields.py): "the next time a <colour> source of your choice
would deal damage to you this turn, prevent that damage" (CR 615.7, 609.7a), "the next 1 damage
that would be dealt to ~ this turn is dealt to target creature you control instead" (CR 614.9),
"the next time you would draw a card this turn, <effect> instead" (CR 614.11)."""
from rt_cards import GRIZZLY_BEARS, creature

from cardtext.runtime.abilities import KeywordAbility

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.engine.decider import Answer, ChoiceKind


def card(text: str, name: str, type_line: str = "Enchantment", mana_cost: str = "", **kw):
    compiled = compile_card(CardSource(name, text, mana_cost, type_line, **kw))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


SHOCK = card("~ deals 2 damage to any target.", "Shock", "Instant", "{R}")      # a red source


CIRCLE = "{1}: The next time a red source of your choice would deal damage to you this turn, prevent that damage."


def _cast_at(game, spell, mana: str, target) -> None:
    """Alice casts `spell` targeting `target` and it resolves."""
    oid = game.add_card("Alice", spell)
    game.add_mana("Alice", mana)
    game.cast("Alice", oid, targets=[[target]])
    game.resolve_stack()


def shock(game, caster: str, target) -> int:
    """`caster` casts Shock (the other player passes priority to them first if needed)."""
    if game.state.priority != game.player(caster):
        game.pass_priority(game.state.priority)
    oid = game.add_card(caster, SHOCK)
    game.add_mana(caster, "R")
    return game.cast(caster, oid, targets=[[target]])     # the spell on the stack


def test_circle_prevents_the_next_damage_from_the_chosen_red_source_only_once(game):
    game.put_onto_battlefield("Alice", card(CIRCLE, "Circle"))
    first = shock(game, "Bob", "Alice")
    game.pass_priority("Bob")
    game.add_mana("Alice", "W")
    game.decider.add(Answer(ChoiceKind.CHOOSE, [first]))
    game.activate("Alice", "Circle", 0)
    game.resolve_stack()                      # the shield, then the Shock: prevented
    assert game.life("Alice") == 20
    shock(game, "Bob", "Alice")               # a new object, and the shield is used up
    game.resolve_stack()
    assert game.life("Alice") == 18


def test_a_source_of_the_wrong_colour_cant_be_chosen(game):
    game.put_onto_battlefield("Alice", card(CIRCLE, "Circle"))
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)   # green: not a red source
    game.add_mana("Alice", "W")
    game.activate("Alice", "Circle", 0)
    game.resolve_stack()
    assert not [s for s in game.state.preventions if s.get("kind") == "next_time"]


def test_damage_from_another_source_isnt_prevented(game):
    game.put_onto_battlefield("Alice", card(CIRCLE, "Circle"))
    first = shock(game, "Bob", "Alice")
    game.pass_priority("Bob")
    game.add_mana("Alice", "W")
    game.decider.add(Answer(ChoiceKind.CHOOSE, [first]))
    game.activate("Alice", "Circle", 0)
    game.resolve_top()                        # the shield only
    game.pass_priority("Alice")
    second = game.add_card("Bob", SHOCK)
    game.add_mana("Bob", "R")
    game.cast("Bob", second, targets=[["Alice"]])
    game.resolve_stack()                      # the second Shock resolves first: not the chosen source
    assert game.life("Alice") == 18


def test_en_kor_redirects_the_next_1_damage_to_the_target_creature(game):
    enkor = card("{0}: The next 1 damage that would be dealt to ~ this turn is dealt to target creature "
                 "you control instead.", "Kor", "Creature — Kor", power="2", toughness="2")
    game.put_onto_battlefield("Alice", enkor)
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.activate("Alice", "Kor", 0, targets=[["Grizzly Bears"]])
    game.resolve_stack()
    shock(game, "Bob", "Kor")
    game.resolve_stack()
    assert game.obj("Kor").damage == 1 and game.obj("Grizzly Bears").damage == 1


def test_redirection_to_a_player_target(game):
    zealot = card("{1}{W}: The next 1 damage that would be dealt to ~ this turn is dealt to target "
                  "creature or player instead.", "Zealot", "Creature — Human", power="2", toughness="2")
    game.put_onto_battlefield("Alice", zealot)
    game.add_mana("Alice", "WW")
    game.activate("Alice", "Zealot", 0, targets=[["Bob"]])
    game.resolve_stack()
    shock(game, "Bob", "Zealot")
    game.resolve_stack()
    assert game.obj("Zealot").damage == 1 and game.life("Bob") == 19


def test_words_replace_the_next_draw_once(game):
    words = card("{1}: The next time you would draw a card this turn, you gain 5 life instead.", "Words")
    game.put_onto_battlefield("Alice", words)
    game.add_mana("Alice", "W")
    game.activate("Alice", "Words", 0)
    game.resolve_stack()
    hand = len(game.zone("Alice", Zone.HAND))
    from cardtext.runtime.engine.zones import draw
    draw(game, game.player("Alice"), 2)        # the first draw is replaced, the second happens
    assert game.life("Alice") == 25 and len(game.zone("Alice", Zone.HAND)) == hand + 1


def test_the_draw_shield_ends_at_cleanup(game):
    words = card("{1}: The next time you would draw a card this turn, you gain 5 life instead.", "Words")
    game.put_onto_battlefield("Alice", words)
    game.add_mana("Alice", "W")
    game.activate("Alice", "Words", 0)
    game.resolve_stack()
    game.set_step(Step.CLEANUP, "Alice")
    from cardtext.runtime.engine.turn import _cleanup
    _cleanup(game)
    assert not game.state.preventions


def test_damage_that_would_reduce_your_life_below_1_reduces_it_to_1(game):
    game.put_onto_battlefield("Alice", card("Damage that would reduce your life total to less than 1 "
                                            "reduces it to 1 instead.", "Ali", "Creature — Human",
                                            power="1", toughness="1"))
    game.set_life("Alice", 2)
    shock(game, "Bob", "Alice")
    game.resolve_stack()
    assert game.life("Alice") == 1
    shock(game, "Bob", "Bob")                 # only its controller's life total
    game.resolve_stack()
    assert game.life("Bob") == 18


def test_creatures_your_opponents_control_enter_tapped(game):
    game.put_onto_battlefield("Alice", card("Creatures your opponents control enter tapped.", "Consuls"))
    mine = game.put_onto_battlefield("Alice", GRIZZLY_BEARS, as_effect=True)
    theirs = game.put_onto_battlefield("Bob", GRIZZLY_BEARS, as_effect=True)
    assert not game.state.objects[mine].tapped and game.state.objects[theirs].tapped


def test_prevent_all_damage_to_you_this_turn_by_attacking_creatures_without_flying(game):
    carpet = card("{5}, {T}: Prevent all damage that would be dealt to you this turn by attacking "
                  "creatures without flying.", "Carpet", "Artifact")
    game.set_step(Step.MAIN1, "Bob")
    game.put_onto_battlefield("Alice", carpet)
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.put_onto_battlefield("Bob", creature("Flyer", 1, 1, "", KeywordAbility("flying")))
    game.pass_priority("Bob")
    game.add_mana("Alice", "WWWWW")
    game.activate("Alice", "Carpet", 0)
    game.resolve_stack()
    game.declare_attackers("Bob", ["Grizzly Bears", "Flyer"])
    game.advance_to(Step.END, "Bob")
    assert game.life("Alice") == 19           # the flyer's 1 is dealt, the Bears' 2 is prevented


def test_clone_enters_as_a_copy_and_leaves_as_itself(game):
    clone = card("You may have ~ enter as a copy of any creature on the battlefield.", "Clone",
                 "Creature — Shapeshifter", power="0", toughness="0")
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.decider.add(Answer(ChoiceKind.MAY, [True]), Answer(ChoiceKind.CHOOSE, [bears]))
    oid = game.put_onto_battlefield("Alice", clone, as_effect=True)
    o = game.state.objects[oid]
    assert o.name == "Grizzly Bears" and o.controller == game.player("Alice")
    from cardtext.runtime.characteristics import Zone as Z
    from cardtext.runtime.engine.zones import move
    new = move(game, oid, Z.GRAVEYARD)
    assert new.name == "Clone"


def test_cost_modifier_lowers_the_generic_part_of_a_fitting_spell(game):
    game.put_onto_battlefield("Alice", card("Creature spells you cast cost {1} less to cast.", "Sanctum",
                                            "Artifact"))
    bears = game.add_card("Alice", GRIZZLY_BEARS)        # {1}{G}
    game.add_mana("Alice", "G")
    game.cast("Alice", bears)
    assert game.state.players[game.player("Alice")].pool == []


BANISHER = ("When ~ enters, exile target creature an opponent controls until ~ leaves the battlefield.")


def test_exiled_until_the_banisher_leaves_then_returns_under_its_owners_control(game):
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    priest = card(BANISHER, "Priest", "Creature — Human Cleric", power="2", toughness="2")
    game.decider.add(Answer(ChoiceKind.TARGETS, [bears]))
    oid = game.put_onto_battlefield("Alice", priest, as_effect=True)
    game.resolve_stack()
    assert game.zone("Bob", Zone.EXILE) == ["Grizzly Bears"]
    from cardtext.runtime.engine.zones import move
    move(game, oid, Zone.GRAVEYARD)
    back = game.obj("Grizzly Bears", Zone.BATTLEFIELD)
    assert back.controller == game.player("Bob") and not game.zone("Bob", Zone.EXILE)


def test_nothing_is_exiled_if_the_banisher_left_first(game):
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    priest = card(BANISHER, "Priest", "Creature — Human Cleric", power="2", toughness="2")
    oid = game.put_onto_battlefield("Alice", priest, as_effect=True)
    from cardtext.runtime.engine.zones import move
    move(game, oid, Zone.GRAVEYARD)           # in response to its enters trigger (CR 610.3c)
    game.resolve_stack()
    assert not game.zone("Bob", Zone.EXILE) and game.obj("Grizzly Bears").zone is Zone.BATTLEFIELD


def test_sphere_prevents_2_of_the_damage_of_each_red_source(game):
    game.put_onto_battlefield("Alice", card("If a red source would deal damage to you, prevent 2 of that "
                                            "damage.", "Sphere"))
    shock(game, "Bob", "Alice")
    game.resolve_stack()
    assert game.life("Alice") == 20
    from cardtext.runtime.engine.combat import damage_player
    damage_player(game, game.obj("Sphere"), game.player("Alice"), 3)    # a colourless source
    assert game.life("Alice") == 17


def test_callous_giant_prevents_only_damage_of_3_or_less(game):
    giant = card("If a source would deal 3 or less damage to ~, prevent that damage.", "Giant",
                 "Creature — Giant", power="4", toughness="4")
    oid = game.put_onto_battlefield("Alice", giant)
    from cardtext.runtime.engine.combat import damage_object
    damage_object(game, None, game.state.objects[oid], 3)
    assert game.state.objects[oid].damage == 0
    damage_object(game, None, game.state.objects[oid], 4)
    assert game.state.objects[oid].damage == 4


def test_sacrifice_it_unless_blue_was_spent_to_cast_it(game):
    herald = card("When ~ enters, sacrifice it unless {U} was spent to cast it.", "Herald",
                  "Creature — Human Wizard", mana_cost="{2}", power="2", toughness="2")
    for mana, survives in (("WW", False), ("UW", True)):
        oid = game.add_card("Alice", herald)
        game.add_mana("Alice", mana)
        game.cast("Alice", oid)
        game.resolve_stack()
        on_battlefield = [o for o in game.battlefield() if o.name == "Herald"]
        assert bool(on_battlefield) is survives
        for o in on_battlefield:
            from cardtext.runtime.engine.zones import move
            move(game, o.id, Zone.GRAVEYARD)


def test_a_countered_spell_is_exiled_by_the_rider(game):
    dissipate = card("Counter target spell. If that spell is countered this way, exile it instead of "
                     "putting it into its owner's graveyard.", "Dissipate", "Instant", "{1}{U}{U}")
    game.pass_priority("Alice")
    bolt = shock(game, "Bob", "Alice")
    game.pass_priority("Bob")
    oid = game.add_card("Alice", dissipate)
    game.add_mana("Alice", "UUU")
    game.cast("Alice", oid, targets=[[bolt]])
    game.resolve_stack()
    assert game.zone("Bob", Zone.EXILE) == ["Shock"] and game.life("Alice") == 20


def test_take_an_extra_turn_after_this_one(game):
    walk = card("Take an extra turn after this one.", "Walk", "Sorcery", "{1}{U}")
    oid = game.add_card("Alice", walk)
    game.add_mana("Alice", "UU")
    game.cast("Alice", oid)
    game.resolve_stack()
    turn = game.state.turn
    game.advance_to(Step.UPKEEP)
    assert game.state.turn == turn + 1 and game.state.active == game.player("Alice")
    game.advance_to(Step.UPKEEP, "Bob")              # after the extra turn, turn order resumes
    assert game.state.turn == turn + 2


def test_target_player_takes_an_extra_turn_after_this_one(game):
    """CR 500.7: the player the spell targets takes the turn, directly after this one."""
    warp = card("Target player takes an extra turn after this one.", "Warp", "Sorcery", "{3}{U}{U}")
    _cast_at(game, warp, "UUUUU", "Bob")
    assert game.state.extra_turns == [game.player("Bob")]
    turn = game.state.turn
    game.advance_to(Step.UPKEEP)
    assert game.state.turn == turn + 1 and game.state.active == game.player("Bob")


def test_gush_can_be_cast_by_returning_two_islands_instead_of_its_mana_cost(game):
    gush = card("You may return two Islands you control to their owner's hand rather than pay this spell's "
                "mana cost.\nDraw two cards.", "Gush", "Instant", "{4}{U}")
    island = card("", "Island", "Basic Land — Island")
    game.put_onto_battlefield("Alice", island)
    game.put_onto_battlefield("Alice", island)
    oid = game.add_card("Alice", gush)
    game.cast("Alice", oid, alt="alternative")           # no mana in the pool
    assert game.zone("Alice", Zone.HAND) == ["Island", "Island"]


def test_a_spell_cast_by_exiling_a_card_of_its_colour_from_hand(game):
    """CR 118.9, 601.2h: the exiled card is the cost; the spell itself is already on the stack."""
    spell = card("You may exile a green card from your hand rather than pay this spell's mana cost.\n"
                 "You gain 3 life.", "Verdant Gift", "Instant", "{3}{G}")
    other = card("", "Green Thing", "Sorcery", "{G}")
    oid = game.add_card("Alice", spell)
    game.add_card("Alice", other)
    life = game.state.players[0].life
    game.cast("Alice", oid, alt="alternative")           # no mana in the pool
    game.resolve_stack()
    assert game.zone("Alice", Zone.EXILE) == ["Green Thing"] and game.zone("Alice", Zone.HAND) == []
    assert game.state.players[0].life == life + 3


def test_a_spell_cast_by_tapping_an_untapped_creature(game):
    """CR 118.9: tapping a creature as a cost needs no haste: it is not the creature's {T} (CR 302.6)."""
    spell = card("You may tap an untapped creature you control rather than pay this spell's mana cost.\n"
                 "Draw a card.", "Quick Study", "Instant", "{2}{U}")
    bear = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    oid = game.add_card("Alice", spell)
    game.cast("Alice", oid, alt="alternative")
    assert game.state.objects[bear].tapped


def test_an_alternative_cost_with_an_unmet_condition_cant_be_used(game):
    from cardtext.runtime.errors import IllegalAction
    triumph = card("If you control a Swamp, you may sacrifice a creature rather than pay this spell's mana "
                   "cost.", "Triumph", "Instant", "{B}")
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    oid = game.add_card("Alice", triumph)
    import pytest
    with pytest.raises(IllegalAction):
        game.cast("Alice", oid, alt="alternative")


def test_activate_no_more_than_twice_each_turn(game):
    from cardtext.runtime.errors import IllegalAction
    imp = card("{B}: ~ gets +1/+0 until end of turn. Activate this ability no more than twice each turn.",
               "Imp", "Creature — Imp", power="0", toughness="1")
    game.put_onto_battlefield("Alice", imp)
    game.add_mana("Alice", "BBB")
    game.activate("Alice", "Imp", 0)
    game.activate("Alice", "Imp", 0)
    import pytest
    with pytest.raises(IllegalAction):
        game.activate("Alice", "Imp", 0)


def test_maze_prevents_combat_damage_dealt_to_and_by_the_untapped_attacker(game):
    maze = card("{T}: Untap target attacking creature. Prevent all combat damage that would be dealt to "
                "and dealt by that creature this turn.", "Maze", "Land")
    game.set_step(Step.MAIN1, "Bob")
    game.put_onto_battlefield("Alice", maze)
    blocker = game.put_onto_battlefield("Alice", creature("Wall", 0, 4))
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.put_onto_battlefield("Bob", creature("Ox", 3, 3))
    game.declare_attackers("Bob", ["Grizzly Bears", "Ox"])
    game.declare_blockers("Alice", {"Wall": "Grizzly Bears"})
    game.pass_priority("Bob")
    game.activate("Alice", "Maze", 0, targets=[["Grizzly Bears"]])
    game.resolve_stack()
    assert not game.obj("Grizzly Bears").tapped
    game.advance_to(Step.END, "Bob")
    assert game.state.objects[blocker].damage == 0 and game.life("Alice") == 17   # the Ox isn't shielded


def test_prevent_the_next_damage_to_a_target_player(game):
    cure = card("Prevent the next 3 damage that would be dealt to any target this turn.", "Cure", "Instant", "{W}")
    _cast_at(game, cure, "W", "Alice")
    shock(game, "Bob", "Alice")
    game.resolve_stack()
    assert game.life("Alice") == 20


def test_sphere_of_resistance_taxes_every_players_spells_but_you_cast_only_yours(game):
    from cardtext.runtime.errors import IllegalAction
    import pytest
    game.put_onto_battlefield("Alice", card("Creature spells you cast cost {1} more to cast.", "Tax Mine",
                                            "Artifact"))
    game.pass_priority("Alice")
    bears = game.add_card("Bob", GRIZZLY_BEARS)
    game.add_mana("Bob", "GG")
    game.state.active = game.player("Bob")           # Bob's main phase: sorcery timing for him
    game.cast("Bob", bears)                          # not Alice's spell: {1}{G} is enough
    game.resolve_stack()
    game.put_onto_battlefield("Alice", card("Creature spells cost {1} more to cast.", "Tax All", "Artifact"))
    game.state.priority = game.player("Bob")
    bears = game.add_card("Bob", GRIZZLY_BEARS)
    game.add_mana("Bob", "GG")
    with pytest.raises(IllegalAction):
        game.cast("Bob", bears)


FLASH_DRAWBACK = ("You may cast ~ as though it had flash. If you cast it any time a sorcery couldn't have been "
                  "cast, the controller of the permanent it becomes sacrifices it at the beginning of the next "
                  "cleanup step.")


def test_cast_as_though_it_had_flash_then_sacrificed_at_cleanup(game):
    pup = card(FLASH_DRAWBACK, "Pup", "Creature — Dog", "{G}", power="2", toughness="2")
    game.set_step(Step.MAIN1, "Bob")
    game.pass_priority("Bob")
    oid = game.add_card("Alice", pup)
    game.add_mana("Alice", "G")
    game.cast("Alice", oid)                          # during Bob's turn
    game.resolve_stack()
    assert game.obj("Pup").zone is Zone.BATTLEFIELD
    game.advance_to(Step.UPKEEP, "Alice")            # through Bob's cleanup step
    assert game.zone("Alice", Zone.GRAVEYARD) == ["Pup"]


def test_cast_at_sorcery_timing_it_stays(game):
    pup = card(FLASH_DRAWBACK, "Pup", "Creature — Dog", "{G}", power="2", toughness="2")
    oid = game.add_card("Alice", pup)
    game.add_mana("Alice", "G")
    game.cast("Alice", oid)                          # Alice's main phase, empty stack
    game.resolve_stack()
    game.advance_to(Step.UPKEEP, "Bob")
    assert game.obj("Pup").zone is Zone.BATTLEFIELD


def test_as_though_flash_if_you_pay_2_more(game):
    from cardtext.runtime.errors import IllegalAction
    import pytest
    fire = card("You may cast ~ as though it had flash if you pay {2} more to cast it.\nDraw a card.",
                "Fire", "Sorcery", "{R}")
    game.set_step(Step.MAIN1, "Bob")
    game.pass_priority("Bob")
    oid = game.add_card("Alice", fire)
    game.add_mana("Alice", "R")
    with pytest.raises(IllegalAction):
        game.cast("Alice", oid)                      # {R} isn't enough at instant speed
    game.add_mana("Alice", "RRR")
    game.cast("Alice", oid)


def test_the_next_damage_from_the_chosen_source_is_dealt_to_the_beacon_instead(game):
    beacon = card("{T}: The next time a source of your choice would deal damage to you this turn, that damage "
                  "is dealt to ~ instead.", "Beacon", "Creature — Human Cleric", power="1", toughness="3")
    oid = game.put_onto_battlefield("Alice", beacon)
    first = shock(game, "Bob", "Alice")
    game.pass_priority("Bob")
    game.decider.add(Answer(ChoiceKind.CHOOSE, [first]))
    game.activate("Alice", "Beacon", 0)
    game.resolve_stack()
    assert game.life("Alice") == 20 and game.state.objects[oid].damage == 2


def test_all_damage_to_you_is_dealt_to_the_archangel_instead(game):
    angel = card("All damage that would be dealt to you is dealt to ~ instead.", "Archangel",
                 "Creature — Angel", power="5", toughness="8")
    oid = game.put_onto_battlefield("Alice", angel)
    shock(game, "Bob", "Alice")
    game.resolve_stack()
    assert game.life("Alice") == 20 and game.state.objects[oid].damage == 2
