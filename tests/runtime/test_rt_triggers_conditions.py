"""Coin flips (CR 705), "unless" (CR 118.12), "becomes tapped" (CR 701.21), bolster (CR 701.33),
explore (CR 701.40), investigate (CR 701.36), "can't be regenerated" (CR 701.15c), revolt,
delirium and ascend (CR 702.131) in the engine, on compiled cards."""
from rt_cards import FOREST, GRIZZLY_BEARS, MEMNITE, SHOCK, WASTES

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.engine.decider import Answer, ChoiceKind, ScriptedDecider
from cardtext.runtime.costs import ManaCost
from cardtext.runtime.game import Game


def card(text: str, type_line: str = "Creature — Test", name: str = "Zed", pt=("2", "2")):
    power, toughness = pt if type_line.startswith("Creature") else (None, None)
    compiled = compile_card(CardSource(name, text, "", type_line, power=power, toughness=toughness))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


def cast(game, definition, targets=None, answers=()):
    oid = game.add_card("Alice", definition)
    game.decider.add(*answers)
    game.cast("Alice", oid, targets=targets)
    game.resolve_stack()


def new_game(seed: int) -> Game:
    g = Game(("Alice", "Bob"), ScriptedDecider(), seed=seed)
    g.set_step(Step.MAIN1, "Alice", turn=3)
    for player in ("Alice", "Bob"):
        g.set_library(player, [WASTES] * 10)
    return g


def test_a_coin_flip_runs_exactly_one_branch_and_is_fixed_by_the_seed():
    flip = card("Flip a coin. If you win the flip, you gain 5 life. If you lose the flip, you lose 1 "
                "life.", "Sorcery")
    results = []
    for seed in range(12):
        g = new_game(seed)
        cast(g, flip)
        results.append(g.life("Alice"))
        again = new_game(seed)
        cast(again, flip)
        assert again.life("Alice") == results[-1]            # deterministic for a seed
    assert set(results) == {25, 19}                          # both results happen over seeds
    assert "coin" in [e.kind for e in g.log.entries]


def test_each_coin_that_comes_up_heads_does_the_effect_once():
    """Ral Zarek's "−7: Flip five coins. Take an extra turn after this one for each coin that comes
    up heads." (CR 705.2, 500.7): the coins are not called; the log's heads count is the number of
    extra turns, fixed by the seed; over seeds the count varies."""
    ral = card("Flip five coins. Take an extra turn after this one for each coin that comes up heads.",
               "Sorcery")
    counts = set()
    for seed in range(8):
        g = new_game(seed)
        cast(g, ral)
        (line,) = [e.text for e in g.log.entries if e.kind == "coin"]
        heads = int(line.split(": ")[1].split(" heads")[0])
        assert g.state.extra_turns == [0] * heads
        counts.add(heads)
    assert len(counts) > 1


def test_sacrifice_unless_you_pay(game):
    keeper = card("At the beginning of your upkeep, sacrifice ~ unless you pay {G}.")
    game.put_onto_battlefield("Alice", keeper)
    game.decider.add(Answer(ChoiceKind.UNLESS, True))
    game.set_step(Step.UNTAP, "Alice", turn=5)
    game.advance_to(Step.UPKEEP, "Alice")
    game.add_mana("Alice", "G")          # mana abilities aren't activated during resolution here
    game.resolve_stack()
    assert "Zed" in game.zone("Alice", Zone.BATTLEFIELD) and not game.state.players[0].pool
    game.decider.add(Answer(ChoiceKind.UNLESS, False))
    game.set_step(Step.UNTAP, "Alice", turn=7)
    game.advance_to(Step.UPKEEP, "Alice")
    game.resolve_stack()
    assert game.zone("Alice", Zone.GRAVEYARD) == ["Zed"]


def test_unless_a_condition(game):
    brute = card("When ~ enters, you lose 4 life unless you attacked with a creature this turn.")
    game.put_onto_battlefield("Alice", brute, as_effect=True)
    game.resolve_stack()
    assert game.life("Alice") == 16


def test_becomes_tapped_triggers_on_attack_but_not_on_entering_tapped(game):
    envoy = card("Whenever ~ becomes tapped, you gain 1 life.")
    game.put_onto_battlefield("Alice", envoy, tapped=True, as_effect=True)
    game.resolve_stack()
    assert game.life("Alice") == 20
    zed = game.put_onto_battlefield("Alice", envoy)
    game.declare_attackers("Alice", [zed])
    game.resolve_stack()
    assert game.life("Alice") == 21


def test_bolster_puts_counters_on_the_creature_with_least_toughness(game):
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", MEMNITE)
    cast(game, card("Bolster 2.", "Sorcery"))
    assert game.obj("Memnite").counters.get("+1/+1") == 2
    assert not game.obj("Grizzly Bears").counters.get("+1/+1")


def test_explore_a_land_goes_to_hand_otherwise_a_counter(game):
    scout = card("When ~ enters, it explores.")
    game.set_library("Alice", [FOREST, SHOCK, WASTES])
    game.put_onto_battlefield("Alice", scout, as_effect=True)
    game.resolve_stack()
    assert "Forest" in game.zone("Alice", Zone.HAND) and not game.obj("Zed").counters.get("+1/+1")
    game.decider.add(Answer(ChoiceKind.MAY, True))
    game.put_onto_battlefield("Alice", card("When ~ enters, it explores.", name="Yan"), as_effect=True)
    game.resolve_stack()
    assert game.obj("Yan").counters.get("+1/+1") == 1 and game.zone("Alice", Zone.GRAVEYARD) == ["Shock"]


def test_investigate_makes_a_clue_that_draws(game):
    cast(game, card("Investigate.", "Sorcery"))
    assert "Clue Token" in game.zone("Alice", Zone.BATTLEFIELD)
    hand = len(game.zone("Alice", Zone.HAND))
    game.add_mana("Alice", "CC")
    game.activate("Alice", "Clue Token")
    game.resolve_stack()
    assert len(game.zone("Alice", Zone.HAND)) == hand + 1 and "Clue Token" not in game.zone("Alice", Zone.BATTLEFIELD)


def test_they_cant_be_regenerated(game):
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.obj("Grizzly Bears").regeneration_shields = 1
    cast(game, card("Destroy all creatures. They can't be regenerated.", "Sorcery"))
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Grizzly Bears"]
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.obj("Grizzly Bears").regeneration_shields = 1
    cast(game, card("Destroy all creatures.", "Sorcery", name="Plain Wrath"))
    assert "Grizzly Bears" in game.zone("Bob", Zone.BATTLEFIELD)     # the shield works without it


def test_revolt_and_delirium_conditions(game):
    revolt = card("When ~ enters, if a permanent you controlled left the battlefield this turn, you "
                  "gain 5 life.")
    game.put_onto_battlefield("Alice", revolt, as_effect=True)
    game.resolve_stack()
    assert game.life("Alice") == 20
    game.put_onto_battlefield("Alice", MEMNITE)
    cast(game, card("Destroy all creatures.", "Sorcery", name="Plain Wrath"))
    game.put_onto_battlefield("Alice", card("When ~ enters, if a permanent you controlled left the "
                                            "battlefield this turn, you gain 5 life.", name="Yan"),
                              as_effect=True)
    game.resolve_stack()
    assert game.life("Alice") == 25
    grim = card("~ gets +2/+2 as long as there are four or more card types among cards in your graveyard.",
                name="Grim")
    game.put_onto_battlefield("Alice", grim)
    from cardtext.runtime.engine.query import power_toughness
    game.add_card("Alice", FOREST, Zone.GRAVEYARD)     # creatures, a sorcery and now a land: three
    assert power_toughness(game.state, game.obj("Grim")) == (2, 2)
    game.add_card("Alice", SHOCK, Zone.GRAVEYARD)      # an instant: the fourth card type
    assert power_toughness(game.state, game.obj("Grim")) == (4, 4)


def test_ascend_gives_the_city_blessing_with_ten_permanents(game):
    aspirant = card("Ascend\n~ gets +1/+1 as long as you have the city's blessing.")
    game.put_onto_battlefield("Alice", aspirant)
    for _ in range(8):
        game.put_onto_battlefield("Alice", WASTES)
    game.check_state()
    assert not game.state.players[0].city_blessing
    game.put_onto_battlefield("Alice", WASTES)
    game.check_state()
    from cardtext.runtime.engine.query import power_toughness
    assert game.state.players[0].city_blessing and power_toughness(game.state, game.obj("Zed")) == (3, 3)


def test_exert_as_it_attacks_then_it_stays_tapped_for_one_untap_step(game):
    from cardtext.runtime.engine.query import power_toughness
    brawler = card("You may exert ~ as it attacks. When you do, it gets +2/+2 until end of turn.")
    zed = game.put_onto_battlefield("Alice", brawler)
    game.decider.add(Answer(ChoiceKind.MAY, True))           # exert it (CR 508.1g)
    game.declare_attackers("Alice", [zed])
    game.resolve_stack()
    assert game.obj("Zed").exerted and power_toughness(game.state, game.obj("Zed")) == (4, 4)
    game.set_step(Step.END, "Bob", turn=4)
    game.advance_to(Step.UPKEEP, "Alice")                     # through Alice's untap step
    assert game.obj("Zed").tapped                             # CR 701.39a
    game.set_step(Step.END, "Bob", turn=6)
    game.advance_to(Step.UPKEEP, "Alice")
    assert not game.obj("Zed").tapped                         # only the next one (CR 701.39b)


def test_not_exerting_means_no_when_you_do_trigger(game):
    from cardtext.runtime.engine.query import power_toughness
    zed = game.put_onto_battlefield("Alice", card("You may exert ~ as it attacks. When you do, it gets "
                                                  "+2/+2 until end of turn."))
    watcher = card("Whenever you exert a creature, you gain 3 life.", name="Yan")
    game.put_onto_battlefield("Alice", watcher)
    game.decider.add(Answer(ChoiceKind.MAY, False))
    game.declare_attackers("Alice", [zed])
    game.resolve_stack()
    assert not game.obj("Zed").exerted and power_toughness(game.state, game.obj("Zed")) == (2, 2)
    assert game.life("Alice") == 20


def test_exert_as_a_cost_triggers_whenever_you_exert(game):
    game.put_onto_battlefield("Alice", card("Whenever you exert a creature, you gain 3 life.", name="Yan"))
    game.put_onto_battlefield("Alice", card("{T}, Exert ~: Draw a card."))
    game.activate("Alice", "Zed")
    game.resolve_stack()
    assert game.obj("Zed").exerted and game.life("Alice") == 23


def test_gain_control_for_as_long_as_you_control_the_source(game):
    from cardtext.runtime.engine.zones import move
    thief = card("{T}: Gain control of target creature for as long as you control ~.")
    game.put_onto_battlefield("Alice", thief)
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.activate("Alice", "Zed", targets=["Grizzly Bears"])
    game.resolve_stack()
    assert "Grizzly Bears" in game.zone("Alice", Zone.BATTLEFIELD)
    game.check_state()
    assert "Grizzly Bears" in game.zone("Alice", Zone.BATTLEFIELD)    # still controls Zed
    move(game, game.obj("Zed").id, Zone.GRAVEYARD)
    game.check_state()
    assert "Grizzly Bears" in game.zone("Bob", Zone.BATTLEFIELD)      # CR 611.2b: it ends


def test_pump_for_as_long_as_the_source_remains_tapped(game):
    from cardtext.runtime.engine.query import power_toughness
    gear = card("{2}, {T}: Target creature gets +2/-1 for as long as ~ remains tapped.", "Artifact")
    game.put_onto_battlefield("Alice", gear)
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.add_mana("Alice", "CC")
    game.activate("Alice", "Zed", targets=["Grizzly Bears"])
    game.resolve_stack()
    assert power_toughness(game.state, game.obj("Grizzly Bears")) == (4, 1)
    game.set_step(Step.END, "Bob", turn=4)
    game.advance_to(Step.UPKEEP, "Alice")              # Zed untaps in Alice's untap step
    assert power_toughness(game.state, game.obj("Grizzly Bears")) == (2, 2)


def test_cast_only_during_declare_attackers_and_only_if_you_have_been_attacked(game):
    import pytest
    from cardtext.runtime.errors import IllegalAction
    fog = card("Cast this spell only during the declare attackers step and only if you've been "
               "attacked this step.\nYou gain 3 life.", "Instant")
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.declare_attackers("Alice", [bears])                 # Alice attacks Bob, not herself
    oid = game.add_card("Alice", fog)
    with pytest.raises(IllegalAction):
        game.cast("Alice", oid)
    game.pass_priority("Alice")
    bob_fog = game.add_card("Bob", fog)
    game.cast("Bob", bob_fog)                                # Bob has been attacked this step
    game.resolve_stack()
    assert game.life("Bob") == 23


def test_deals_combat_damage_to_a_creature_destroy_that_creature_at_end_of_combat(game):
    basilisk = card("Whenever ~ deals combat damage to a creature, destroy that creature at end of "
                    "combat.", pt=("1", "4"))
    zed = game.put_onto_battlefield("Alice", basilisk)
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.obj("Grizzly Bears").counters["+1/+1"] = 3          # 5/5: survives 1 damage
    game.declare_attackers("Alice", [zed])
    game.declare_blockers("Bob", {bears: zed})
    game.advance_to(Step.END_OF_COMBAT)
    assert "Grizzly Bears" in game.zone("Bob", Zone.BATTLEFIELD)     # not yet
    game.resolve_stack()
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Grizzly Bears"]     # "that creature" (CR 603.7c)


def test_proliferate_adds_one_of_each_kind_to_chosen_permanents(game):
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS, counters={"+1/+1": 1, "charge": 2})
    game.put_onto_battlefield("Bob", MEMNITE, counters={"-1/-1": 0})
    game.decider.add(Answer(ChoiceKind.CHOOSE, ["Grizzly Bears"]))
    cast(game, card("Proliferate.", "Sorcery"))
    assert game.obj("Grizzly Bears").counters == {"+1/+1": 2, "charge": 3}


def test_populate_copies_a_creature_token_you_control(game):
    cast(game, card("Create a 3/3 green Centaur creature token, then populate.", "Sorcery"))
    assert game.zone("Alice", Zone.BATTLEFIELD).count("Centaur Token") == 2
    cast(game, card("Populate.", "Sorcery", name="Yan"), answers=[Answer(ChoiceKind.CHOOSE, ["Centaur Token"])])
    assert game.zone("Alice", Zone.BATTLEFIELD).count("Centaur Token") == 3


def test_remove_all_counters_of_a_kind(game):
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS, counters={"-1/-1": 1, "charge": 2})
    cast(game, card("Remove all -1/-1 counters from target creature.", "Instant"), targets=[["Grizzly Bears"]])
    assert game.obj("Grizzly Bears").counters.get("-1/-1", 0) == 0 and game.obj("Grizzly Bears").counters["charge"] == 2


def test_as_long_as_it_is_enchanted(game):
    from cardtext.runtime.abilities import CardDefinition, KeywordAbility
    from cardtext.runtime.characteristics import CardType
    from cardtext.runtime.filters import ObjectFilter
    from cardtext.runtime.engine.query import keywords
    osprey = game.put_onto_battlefield("Alice", card("~ has flying as long as it's enchanted."))
    assert "flying" not in keywords(game.state, game.obj("Zed"))
    aura = CardDefinition("Plain Aura", ManaCost(), (CardType.ENCHANTMENT,), subtypes=("Aura",),
                          abilities=(KeywordAbility("enchant", quality=ObjectFilter(types=(CardType.CREATURE,))),))
    game.put_onto_battlefield("Alice", aura, attach_to=osprey)
    assert "flying" in keywords(game.state, game.obj("Zed"))


def test_lose_life_if_you_dont_control_an_ogre(game):
    oni = card("When ~ enters, you lose 2 life if you don't control an Ogre.")
    game.put_onto_battlefield("Alice", oni, as_effect=True)
    game.resolve_stack()
    assert game.life("Alice") == 18
    from rt_cards import creature
    game.put_onto_battlefield("Alice", creature("Ogre Pal", 3, 3, subtypes=("Ogre",)))
    game.put_onto_battlefield("Alice", card("When ~ enters, you lose 2 life if you don't control an "
                                            "Ogre.", name="Yan"), as_effect=True)
    game.resolve_stack()
    assert game.life("Alice") == 18


def test_haunt_exiles_the_dying_creature_haunting_another_which_then_dies(game):
    from cardtext.runtime.engine.zones import move
    thrull = card("Haunt\nWhen ~ enters or the creature it haunts dies, you gain 3 life.")
    zed = game.put_onto_battlefield("Alice", thrull)
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    move(game, zed, Zone.GRAVEYARD)                 # it dies: exile it haunting target creature
    game.decider.add(Answer(ChoiceKind.TARGETS, [["Grizzly Bears"]]))
    game.resolve_stack()
    assert game.zone("Alice", Zone.EXILE) == ["Zed"] and game.obj("Zed", Zone.EXILE).haunting == bears
    move(game, bears, Zone.GRAVEYARD)               # the haunted creature dies (CR 702.55c)
    game.resolve_stack()
    assert game.life("Alice") == 23


def test_a_haunt_spell_is_exiled_haunting_after_it_resolves(game):
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    spell = card("You gain 1 life.\nHaunt\nWhen the creature ~ haunts dies, you gain 5 life.", "Sorcery")
    cast(game, spell, answers=[Answer(ChoiceKind.TARGETS, [["Grizzly Bears"]])])
    assert game.life("Alice") == 21 and game.zone("Alice", Zone.EXILE) == ["Zed"]
    from cardtext.runtime.engine.zones import move
    move(game, bears, Zone.GRAVEYARD)
    game.resolve_stack()
    assert game.life("Alice") == 26


def test_whenever_a_creature_you_control_explores(game):
    game.put_onto_battlefield("Alice", card("Whenever a creature you control explores, you gain 3 life.",
                                            name="Yan"))
    game.set_library("Alice", [FOREST, FOREST])
    game.put_onto_battlefield("Alice", card("When ~ enters, it explores, then it explores again."),
                              as_effect=True)
    game.decider.add(Answer(ChoiceKind.TRIGGER_ORDER, [0, 1]))    # two explore triggers
    game.resolve_stack()
    assert game.life("Alice") == 26 and game.zone("Alice", Zone.HAND).count("Forest") == 2
