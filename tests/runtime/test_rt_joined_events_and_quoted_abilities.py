"""Two trigger events joined by "or" (CR 603.2) and quoted abilities (CR 113.1a), compiled
from rules text and played."""
from rt_cards import SWAMP, GRIZZLY_BEARS

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Zone


def card(text: str, type_line: str = "Artifact", name: str = "Quoted Card", cost: str = "", pt=None):
    power, toughness = pt if pt else (None, None)
    compiled = compile_card(CardSource(name, text, cost, type_line, power=power, toughness=toughness))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


def _activate_then_attack(game, attacker, target=None):
    """Alice activates the attacker's first ability (at `target`), then attacks with it."""
    from cardtext.runtime.characteristics import Step
    game.activate("Alice", attacker, 0, targets=None if target is None else [[target]])
    game.resolve_stack()
    game.set_step(Step.MAIN1, "Alice")
    game.declare_attackers("Alice", [attacker])


def test_either_event_of_an_or_trigger_triggers_it(game):
    staff = card("Whenever you cast a black spell or a Swamp enters under your control, you gain 1 life.")
    game.put_onto_battlefield("Alice", staff)
    swamp = game.add_card("Alice", SWAMP)
    game.play_land("Alice", swamp)
    game.resolve_stack()
    assert game.life("Alice") == 21
    black = game.add_card("Alice", card("Draw a card.", "Sorcery", name="Black Spell", cost="{B}"))
    game.add_mana("Alice", "B")
    game.cast("Alice", black)
    game.resolve_stack()
    assert game.life("Alice") == 22
    green = game.add_card("Alice", GRIZZLY_BEARS)
    game.add_mana("Alice", "GG")
    game.cast("Alice", green)
    game.resolve_stack()
    assert game.life("Alice") == 22 and "Grizzly Bears" in game.zone("Alice", Zone.BATTLEFIELD)


def test_a_granted_ability_activated_only_once_cannot_be_activated_again(game):
    import pytest
    from cardtext.runtime.errors import IllegalAction
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    touch = game.add_card("Alice", card('Until end of turn, target creature gains haste and "{0}: Untap '
                                        'this creature. Activate this ability only once."', "Instant"))
    game.cast("Alice", touch, targets=[[bears]])
    game.resolve_stack()
    game.obj(bears).tapped = True
    game.activate("Alice", bears, 0)
    game.resolve_stack()
    assert not game.is_tapped(bears)
    game.obj(bears).tapped = True
    with pytest.raises(IllegalAction, match="CR 602.5b"):
        game.activate("Alice", bears, 0)


def test_put_another_counter_puts_one_more(game):
    from rt_cards import MEMNITE
    grower = card("{0}: Put another +1/+1 counter on target creature.", "Artifact", name="Grower")
    game.put_onto_battlefield("Alice", grower)
    memnite = game.put_onto_battlefield("Alice", MEMNITE)
    game.activate("Alice", "Grower", 0, targets=[[memnite]])
    game.resolve_stack()
    assert game.counters(memnite) == 1 and game.pt(memnite) == (2, 2)


def test_permanents_untap_during_each_other_players_untap_step_cr_502_3(game):
    from cardtext.runtime.characteristics import Step
    muse = card("Untap all creatures you control during each other player's untap step.", "Creature — Spirit",
                name="Muse", pt=("2", "4"))
    game.put_onto_battlefield("Alice", muse)
    alice_bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    bob_bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.obj(alice_bears).tapped = True
    game.obj(bob_bears).tapped = True
    game.set_step(Step.END, "Alice")
    game.advance_to(Step.UPKEEP, "Bob")
    assert not game.is_tapped(alice_bears) and not game.is_tapped(bob_bears)


def test_an_opponents_untap_step_untaps_nothing_without_the_static(game):
    from cardtext.runtime.characteristics import Step
    alice_bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.obj(alice_bears).tapped = True
    game.set_step(Step.END, "Alice")
    game.advance_to(Step.UPKEEP, "Bob")
    assert game.is_tapped(alice_bears)


def test_a_search_for_either_description_finds_only_a_card_of_one(game):
    from rt_cards import FOREST
    game.set_library("Alice", [GRIZZLY_BEARS, FOREST, GRIZZLY_BEARS])
    game.add_mana("Alice", "C")
    vine = card("Search your library for a basic land card or a Gate card, reveal it, put it into your "
                "hand, then shuffle.", "Sorcery", name="Vine Search")
    from cardtext.runtime.engine.decider import Answer, ChoiceKind
    oid = game.add_card("Alice", vine)
    game.decider.add(Answer(ChoiceKind.CHOOSE, ["Forest"]))
    game.cast("Alice", oid)
    game.resolve_stack()
    assert game.zone("Alice", Zone.HAND) == ["Forest"]
    assert sorted(game.zone("Alice", Zone.LIBRARY)) == ["Grizzly Bears", "Grizzly Bears"]


def test_a_card_of_neither_description_cannot_be_found(game):
    import pytest
    from cardtext.runtime.engine.decider import Answer, ChoiceKind
    from cardtext.runtime.errors import DecisionMissing
    from rt_cards import FOREST
    game.set_library("Alice", [GRIZZLY_BEARS, FOREST])
    game.add_mana("Alice", "C")
    oid = game.add_card("Alice", card("Search your library for a basic land card or a Gate card, reveal it, "
                                      "put it into your hand, then shuffle.", "Sorcery", name="Vine Search"))
    game.decider.add(Answer(ChoiceKind.CHOOSE, ["Grizzly Bears"]))
    game.cast("Alice", oid)
    with pytest.raises(DecisionMissing):
        game.resolve_stack()


def test_goblin_creatures_attack_each_combat_if_able_cr_508_1d(game):
    import pytest
    from cardtext.runtime.characteristics import Step
    from cardtext.runtime.errors import IllegalAction
    from rt_cards import creature
    game.put_onto_battlefield("Alice", card("Goblin creatures attack each combat if able.", "Enchantment"))
    goblin = game.put_onto_battlefield("Alice", creature("Raider", 1, 1, "R", subtypes=("Goblin",)))
    game.obj(goblin).controlled_since_turn_start = True
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.obj(bears).controlled_since_turn_start = True
    game.set_step(Step.MAIN1, "Alice")
    with pytest.raises(IllegalAction, match="CR 508.1d"):
        game.declare_attackers("Alice", [bears])
    game.declare_attackers("Alice", [bears, goblin])
    assert game.obj(goblin).tapped


def test_cant_be_blocked_this_turn_except_by_walls_cr_509_1b(game):
    import pytest
    from cardtext.runtime.errors import IllegalAction
    from rt_cards import creature
    crusader = game.put_onto_battlefield("Alice", card("{0}: ~ can't be blocked this turn except by Walls.",
                                                       "Creature — Human", name="Crusader", pt=("2", "1")))
    game.obj(crusader).controlled_since_turn_start = True
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    wall = game.put_onto_battlefield("Bob", creature("Wall of Stone", 0, 8, "1", subtypes=("Wall",)))
    _activate_then_attack(game, crusader)
    with pytest.raises(IllegalAction, match="509"):
        game.declare_blockers("Bob", {bears: crusader})
    game.declare_blockers("Bob", {wall: crusader})


def _upkeep_with_flux(game, mana: str, pays: bool):
    from cardtext.runtime.characteristics import Step
    from cardtext.runtime.engine.decider import Answer, ChoiceKind
    flux = card('Enchant creature\nEnchanted creature has "At the beginning of your upkeep, sacrifice this '
                'creature unless you pay its mana cost."', "Enchantment — Aura", name="Flux")
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", flux, attach_to=bears)
    game.set_step(Step.END, "Bob")
    game.advance_to(Step.UPKEEP, "Alice")        # the trigger is on the stack
    game.decider.add(Answer(ChoiceKind.UNLESS, pays))
    game.add_mana("Alice", mana)
    game.resolve_stack()
    return bears


def test_its_mana_cost_paid_keeps_the_creature(game):
    bears = _upkeep_with_flux(game, "GG", True)
    assert "Grizzly Bears" in game.zone("Alice", Zone.BATTLEFIELD) and game.obj(bears) is not None
    assert game.pool_text("Alice") == ""         # {1}{G} was paid


def test_its_mana_cost_unpaid_sacrifices_the_creature(game):
    _upkeep_with_flux(game, "G", True)           # {1}{G} can't be paid with {G}
    assert game.zone("Alice", Zone.GRAVEYARD)[:1] == ["Grizzly Bears"]


def test_target_creature_cant_block_this_creature_this_turn_cr_509_1b(game):
    import pytest
    from cardtext.runtime.errors import IllegalAction
    engine = game.put_onto_battlefield("Alice", card("{0}: Target creature can't block ~ this turn.",
                                                     "Artifact Creature — Construct", name="Engine", pt=("3", "1")))
    game.obj(engine).controlled_since_turn_start = True
    kept, other = (game.put_onto_battlefield("Bob", GRIZZLY_BEARS) for _ in range(2))
    _activate_then_attack(game, engine, kept)
    with pytest.raises(IllegalAction, match="509.1b"):
        game.declare_blockers("Bob", {kept: engine})
    game.declare_blockers("Bob", {other: engine})


def test_that_creature_or_player_is_the_player_targeted(game):
    lightning = card("~ deals 2 damage to target creature or player. If you have no cards in hand, ~ deals "
                     "5 damage to that creature or player instead.", "Instant", name="Flames", cost="{R}")
    oid = game.add_card("Alice", lightning)
    game.add_mana("Alice", "R")
    game.cast("Alice", oid, targets=[["Bob"]])
    game.resolve_stack()
    assert game.life("Bob") == 15


def test_that_creature_deals_damage_equal_to_its_power_back(game):
    from rt_cards import creature
    yeti = game.put_onto_battlefield("Alice", card("{0}: ~ deals damage equal to its power to target creature. "
                                                   "That creature deals damage equal to its power to ~.",
                                                   "Creature — Yeti", name="Yeti", pt=("4", "5")))
    ox = game.put_onto_battlefield("Bob", creature("Ox", 3, 6, "3"))
    game.activate("Alice", yeti, 0, targets=[[ox]])
    game.resolve_stack()
    assert game.obj(ox).damage == 4 and game.obj(yeti).damage == 3


def test_target_creature_blocks_this_creature_this_turn_if_able_cr_509_1c(game):
    import pytest
    from cardtext.runtime.errors import IllegalAction
    elephant = game.put_onto_battlefield("Alice", card("{0}: Target creature blocks ~ this turn if able.",
                                                       "Creature — Elephant", name="Elephant", pt=("2", "2")))
    game.obj(elephant).controlled_since_turn_start = True
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    _activate_then_attack(game, elephant, bears)
    with pytest.raises(IllegalAction, match="509.1c"):
        game.declare_blockers("Bob", {})
    game.declare_blockers("Bob", {bears: elephant})


def test_the_requirement_to_block_ends_with_the_turn(game):
    from cardtext.runtime.characteristics import Step
    elephant = game.put_onto_battlefield("Alice", card("{0}: Target creature blocks ~ this turn if able.",
                                                       "Creature — Elephant", name="Elephant", pt=("2", "2")))
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.activate("Alice", elephant, 0, targets=[[bears]])
    game.resolve_stack()
    assert game.obj(bears).blocks_if_able == [game.obj(elephant).id]
    game.set_step(Step.END, "Alice")
    game.advance_to(Step.UPKEEP, "Bob")
    assert game.obj(bears).blocks_if_able == []
