"""Keyword mechanics (runtime/mechanics/: keyword triggers, casting, zone abilities): each keyword played by its rules (CR 702)."""
import pytest
from rt_cards import FOREST, GRIZZLY_BEARS, SWAMP, WASTES, cost, creature

from cardtext.runtime.abilities import CardDefinition, KeywordAbility, SpellAbility
from cardtext.runtime.characteristics import CardType, Color, Step, Zone
from cardtext.runtime.engine.decider import ChoiceKind
from cardtext.runtime.effects import Draw, GainLife
from cardtext.runtime.errors import IllegalAction
from cardtext.runtime.filters import Fixed
from cardtext.runtime.mechanics.keywords import implemented


def K(name, number=None, c=None):
    return KeywordAbility(name, number=number, cost=cost(c) if c is not None else None)


def spell(name, mana, *abilities, kind=CardType.SORCERY, effects=(GainLife(Fixed(3)),)):
    return CardDefinition(name, cost(mana), (kind,), abilities=(SpellAbility(tuple(effects)),) + abilities)


def names(game, player, zone):
    return game.zone(player, zone)


# ------------------------------------------------------------------ activated from other zones
def test_cycling_pays_discards_and_draws(g):
    card = g.add_card("Alice", creature("Cycler", 1, 1, "3", K("cycling", c="2")))
    g.add_mana("Alice", "CC")
    g.activate("Alice", card, "cycling")
    assert names(g, "Alice", Zone.GRAVEYARD) == ["Cycler"] and g.pool("Alice") == []
    g.resolve_stack()
    assert names(g, "Alice", Zone.HAND) == ["Wastes"]
    with pytest.raises(IllegalAction):        # from the battlefield it can't be cycled
        bf = g.put_onto_battlefield("Alice", creature("Cycler", 1, 1, "3", K("cycling", c="2")))
        g.add_mana("Alice", "CC")
        g.activate("Alice", bf, "cycling")


def test_landcycling_searches_for_the_land_type(g):
    g.set_library("Alice", [WASTES, SWAMP, FOREST])
    card = g.add_card("Alice", creature("Swamp Cycler", 1, 1, "3", K("swampcycling", c="2")))
    g.add_mana("Alice", "CC")
    g.activate("Alice", card, "swampcycling")
    g.resolve_stack()
    assert names(g, "Alice", Zone.HAND) == ["Swamp"] and "Swamp Cycler" in names(g, "Alice", Zone.GRAVEYARD)


def test_unearth_returns_with_haste_then_exiles(g):
    card = g.add_card("Alice", creature("Digger", 2, 2, "1B", K("unearth", c="B")), Zone.GRAVEYARD)
    g.add_mana("Alice", "B")
    g.activate("Alice", card, "unearth")
    g.resolve_stack()
    digger = g.obj("Digger", Zone.BATTLEFIELD)
    assert "haste" in g.keywords(digger)
    from cardtext.runtime.engine.zones import move
    move(g, digger.id, Zone.HAND)           # CR 702.84a: it would leave: exiled instead
    assert names(g, "Alice", Zone.EXILE) == ["Digger"] and names(g, "Alice", Zone.HAND) == []


def test_unearth_exiles_at_the_next_end_step(g):
    g.add_card("Alice", creature("Digger", 2, 2, "1B", K("unearth", c="B")), Zone.GRAVEYARD)
    g.add_mana("Alice", "B")
    g.activate("Alice", "Digger", "unearth")
    g.resolve_stack()
    g.advance_to(Step.END)
    g.resolve_stack()
    assert names(g, "Alice", Zone.EXILE) == ["Digger"]


def test_scavenge_and_outlast(g):
    g.add_card("Alice", creature("Scav", 3, 3, "2G", K("scavenge", c="1")), Zone.GRAVEYARD)
    bears = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    g.add_mana("Alice", "C")
    g.activate("Alice", "Scav", "scavenge", targets=[[bears]])
    g.resolve_stack()
    assert g.counters(bears) == 3 and names(g, "Alice", Zone.EXILE) == ["Scav"]
    o = g.put_onto_battlefield("Alice", creature("Outlaster", 1, 1, "W", K("outlast", c="1")))
    g.add_mana("Alice", "C")
    g.activate("Alice", o, "outlast")
    g.resolve_stack()
    assert g.counters(o) == 1 and g.is_tapped(o)


def test_embalm_makes_a_white_zombie_token_copy(g):
    g.add_card("Alice", creature("Mummy", 2, 1, "1W", K("embalm", c="W"), subtypes=("Human",)), Zone.GRAVEYARD)
    g.add_mana("Alice", "W")
    g.activate("Alice", "Mummy", "embalm")
    g.resolve_stack()
    token = g.obj("Mummy", Zone.BATTLEFIELD)
    assert token.is_token and token.definition.colors == (Color.WHITE,)
    assert "Zombie" in token.definition.subtypes and token.definition.mana_cost.symbols == ()


# ------------------------------------------------------------------ casting
def test_flashback_casts_from_graveyard_and_exiles(g):
    card = g.add_card("Alice", spell("Think", "U", K("flashback", c="1"), effects=(Draw(Fixed(1)),)),
                      Zone.GRAVEYARD)
    g.add_mana("Alice", "C")
    with pytest.raises(IllegalAction):
        g.cast("Alice", card)                 # not from the graveyard without flashback
    g.cast("Alice", card, alt="flashback")
    g.resolve_stack()
    assert names(g, "Alice", Zone.EXILE) == ["Think"] and names(g, "Alice", Zone.GRAVEYARD) == []
    assert names(g, "Alice", Zone.HAND) == ["Wastes"]


def test_madness_casts_the_discarded_card_from_exile(g):
    from cardtext.runtime.mechanics.casting import discard
    card = g.add_card("Alice", spell("Mad Gift", "3R", K("madness", c="R")))
    g.add_mana("Alice", "R")
    discard(g, card)
    assert names(g, "Alice", Zone.EXILE) == ["Mad Gift"]
    g.resolve_stack()                        # the madness trigger: cast it for {R}; it resolves
    assert g.life("Alice") == 23 and names(g, "Alice", Zone.GRAVEYARD) == ["Mad Gift"]


def test_madness_declined_goes_to_graveyard(g):
    from cardtext.runtime.mechanics.casting import discard
    card = g.add_card("Alice", spell("Mad Gift", "3R", K("madness", c="R")))
    g.decider = __import__("cardtext.runtime.engine.decider", fromlist=["x"]).ScriptedDecider([False])
    discard(g, card)
    g.resolve_stack()
    assert names(g, "Alice", Zone.GRAVEYARD) == ["Mad Gift"] and g.life("Alice") == 20


def test_kicker_is_optional_and_visible_on_spell_and_permanent(g):
    card = g.add_card("Alice", creature("Kicky", 2, 2, "1G", K("kicker", c="G")))
    g.add_mana("Alice", "CGG")
    sid = g.cast("Alice", card)               # FirstOptionDecider: yes, kick it
    assert g.obj(sid).kicked and g.pool("Alice") == []
    g.resolve_stack()
    assert g.obj("Kicky", Zone.BATTLEFIELD).kicked
    card2 = g.add_card("Alice", creature("Kicky", 2, 2, "1G", K("kicker", c="G")))
    g.add_mana("Alice", "CG")
    sid = g.cast("Alice", card2, choices={ChoiceKind.MAY: [False]})
    assert not g.obj(sid).kicked


def test_buyback_returns_to_hand(g):
    card = g.add_card("Alice", spell("Again", "W", K("buyback", c="2")))
    g.add_mana("Alice", "WCC")
    g.cast("Alice", card)
    g.resolve_stack()
    assert names(g, "Alice", Zone.HAND) == ["Again"] and g.life("Alice") == 23


def test_morph_face_down_for_three_then_turned_up(g):
    card = g.add_card("Alice", creature("Shifter", 5, 5, "4GG", K("morph", c="2G"), colors=(Color.GREEN,)))
    g.add_mana("Alice", "CCC")
    g.cast("Alice", card, alt="morph")
    g.resolve_stack()
    down = g.obj("Face-down creature", Zone.BATTLEFIELD)
    assert g.pt(down) == (2, 2) and down.definition.colors == () and g.keywords(down) == []
    g.add_mana("Alice", "CCG")
    g.turn_face_up("Alice", down)
    assert g.obj(down.id).name == "Shifter" and g.pt(down.id) == (5, 5)
    assert not g.state.stack                 # a special action: doesn't use the stack


def test_a_morph_cost_with_x_is_chosen_before_it_is_paid_and_read_by_its_face_up_trigger(game):
    """CR 107.3d: X in a morph cost is chosen immediately before the cost is paid; "when ~ is
    turned face up, create X 1/1 red Goblin creature tokens" makes that many."""
    from cardtext.compiler.api import compile_card
    from cardtext.compiler.source.card import CardSource
    from cardtext.runtime.engine.decider import Answer, ChoiceKind
    compiled = compile_card(CardSource("Horn Caller", "Morph {X}{X}{R}\nWhen this creature is turned face up, "
                                       "create X 1/1 red Goblin creature tokens.", "{3}{R}", "Creature — Goblin",
                                       "1", "1"))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    card = game.add_card("Alice", compiled.definition)
    game.add_mana("Alice", "CCC")
    game.cast("Alice", card, alt="morph")
    game.resolve_stack()
    down = game.obj("Face-down creature", Zone.BATTLEFIELD)
    game.add_mana("Alice", "CCCCR")
    game.decider.add(Answer(ChoiceKind.X, 2))
    game.turn_face_up("Alice", down.id)
    assert game.pool_text("Alice") == ""
    game.resolve_stack()
    assert len([o for o in game.battlefield() if o.name == "Goblin Token"]) == 2


def test_megamorph_adds_a_counter_and_dies_face_up(g):
    card = g.add_card("Alice", creature("Mega", 2, 2, "1G", K("megamorph", c="G")))
    g.add_mana("Alice", "CCC")
    g.cast("Alice", card, alt="megamorph")
    g.resolve_stack()
    down = g.obj("Face-down creature", Zone.BATTLEFIELD)
    g.add_mana("Alice", "G")
    g.turn_face_up("Alice", down.id)
    assert g.pt(down.id) == (3, 3)
    card = g.add_card("Alice", creature("Mega", 2, 2, "1G", K("megamorph", c="G")))
    g.add_mana("Alice", "CCC")
    g.cast("Alice", card, alt="megamorph")
    g.resolve_stack()
    from cardtext.runtime.engine.zones import move
    move(g, g.obj("Face-down creature", Zone.BATTLEFIELD).id, Zone.GRAVEYARD)
    assert names(g, "Alice", Zone.GRAVEYARD) == ["Mega"]       # CR 708.9


def test_dash_haste_and_return(g):
    card = g.add_card("Alice", creature("Dasher", 2, 1, "2R", K("dash", c="R")))
    g.add_mana("Alice", "R")
    g.cast("Alice", card, alt="dash")
    g.resolve_stack()
    assert "haste" in g.keywords("Dasher")
    g.advance_to(Step.END)
    g.resolve_stack()
    assert names(g, "Alice", Zone.HAND) == ["Dasher"]


def test_evoke_sacrifices_on_entering(g):
    card = g.add_card("Alice", creature("Evoker", 3, 3, "3U", K("evoke", c="U")))
    g.add_mana("Alice", "U")
    g.cast("Alice", card, alt="evoke")
    g.resolve_stack()
    assert names(g, "Alice", Zone.GRAVEYARD) == ["Evoker"]


def test_convoke_delve_improvise(g):
    g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    card = g.add_card("Alice", spell("Convoked", "1G", K("convoke")))
    g.add_mana("Alice", "G")
    g.cast("Alice", card, choices={ChoiceKind.TAP_COST: [["Grizzly Bears"], []]})
    assert g.is_tapped("Grizzly Bears") and g.pool("Alice") == []
    g.resolve_stack()
    for _ in range(2):
        g.add_card("Alice", WASTES, Zone.GRAVEYARD)
    card = g.add_card("Alice", spell("Delver", "2B", K("delve")))
    g.add_mana("Alice", "B")
    g.cast("Alice", card)
    assert len(names(g, "Alice", Zone.EXILE)) == 2 and g.pool("Alice") == []
    relic = g.put_onto_battlefield("Alice", CardDefinition("Relic", cost("1"), (CardType.ARTIFACT,)))
    g.resolve_stack()
    card = g.add_card("Alice", spell("Improv", "1", K("improvise")))
    g.cast("Alice", card)
    assert g.is_tapped(relic)


def test_split_second(g):
    card = g.add_card("Alice", spell("Quick", "R", K("split second"), kind=CardType.INSTANT))
    other = g.add_card("Alice", spell("Other", "R", kind=CardType.INSTANT))
    g.add_mana("Alice", "RR")
    g.cast("Alice", card)
    with pytest.raises(IllegalAction, match=r"CR 702\.61a"):
        g.cast("Alice", other)


def test_storm_copies_for_each_earlier_spell(g):
    for _ in range(2):
        g.cast("Alice", g.add_card("Alice", spell("Cheap", "0")))
        g.resolve_stack()
    g.cast("Alice", g.add_card("Alice", spell("Stormy", "0", K("storm"))))
    g.resolve_stack()
    assert g.life("Alice") == 20 + 3 * 2 + 3 * 3
    assert names(g, "Alice", Zone.GRAVEYARD).count("Stormy") == 1      # copies cease to exist


def test_cascade_casts_a_cheaper_nonland_card(g):
    g.set_library("Alice", [WASTES, spell("Cheap", "1"), GRIZZLY_BEARS, WASTES])
    g.add_mana("Alice", "CCC")
    g.cast("Alice", g.add_card("Alice", spell("Cascader", "3", K("cascade"))))
    g.resolve_stack()
    assert g.life("Alice") == 26        # Cheap and Cascader both gained 3
    lib = [g.state.objects[i].name for i in g.state.players[0].library]
    assert lib[0] == "Grizzly Bears" and sorted(lib[1:]) == ["Wastes", "Wastes"]


# ------------------------------------------------------------------ triggered keywords
def test_exalted_pumps_a_lone_attacker_once_per_instance(g):
    g.put_onto_battlefield("Alice", creature("Exalter", 1, 1, "W", K("exalted")))
    g.put_onto_battlefield("Alice", creature("Exalter", 1, 1, "W", K("exalted")))
    bears = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    g.declare_attackers("Alice", [bears])
    g.resolve_stack()
    assert g.pt(bears) == (4, 4)


def test_exalted_doesnt_trigger_for_two_attackers(g):
    g.put_onto_battlefield("Alice", creature("Exalter", 1, 1, "W", K("exalted")))
    bears = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    g.declare_attackers("Alice", [bears, "Exalter"])
    g.resolve_stack()
    assert g.pt(bears) == (2, 2)


def test_prowess(g):
    monk = g.put_onto_battlefield("Alice", creature("Monk", 1, 2, "R", K("prowess")))
    g.cast("Alice", g.add_card("Alice", spell("Cheap", "0")))
    g.resolve_stack()
    assert g.pt(monk) == (2, 3)
    g.cast("Alice", g.add_card("Alice", creature("Zero", 0, 1, "0")))
    g.resolve_stack()
    assert g.pt(monk) == (2, 3)


def test_bushido_flanking_rampage_when_blocked(g):
    a = g.put_onto_battlefield("Alice", creature("Samurai", 2, 2, "W", K("bushido", 1), K("flanking"),
                                                 K("rampage", 2)))
    b1 = g.put_onto_battlefield("Bob", creature("B1", 2, 2, "G"))
    b2 = g.put_onto_battlefield("Bob", creature("B2", 3, 3, "G"))
    g.declare_attackers("Alice", [a])
    g.declare_blockers("Bob", {b1: a, b2: a})
    g.resolve_stack()
    assert g.pt(a) == (2 + 1 + 2, 2 + 1 + 2)            # bushido 1, rampage 2 for one extra blocker
    assert g.pt(b2) == (2, 2)                            # flanking: -1/-1
    assert g.pt(b1) == (1, 1)


def test_annihilator_and_afflict(g):
    a = g.put_onto_battlefield("Alice", creature("Eldrazi", 5, 5, "5", K("annihilator", 2)))
    for _ in range(3):
        g.put_onto_battlefield("Bob", FOREST)
    g.declare_attackers("Alice", [a])
    g.resolve_stack()
    assert len(g.zone("Bob", Zone.BATTLEFIELD)) == 1


def test_infect_gives_poison_and_ten_poison_loses(g):
    a = g.put_onto_battlefield("Alice", creature("Infecter", 9, 9, "B", K("infect")))
    g.state.players[1].poison = 1
    g.declare_attackers("Alice", [a])
    g.advance_to(Step.END_OF_COMBAT)
    assert g.life("Bob") == 20 and g.state.players[1].poison == 10
    assert g.state.over and g.state.winner == 0


def test_infect_damage_to_creatures_is_minus_counters(g):
    from cardtext.runtime.engine.combat import damage_object
    a = g.put_onto_battlefield("Alice", creature("Infecter", 1, 1, "B", K("infect")))
    bears = g.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    damage_object(g, g.obj(a), g.obj(bears), 1)
    assert g.counters(bears, "-1/-1") == 1 and g.obj(bears).damage == 0


def test_toxic_gives_the_total_toxic_value_in_poison_with_combat_damage_to_a_player(g):
    """CR 702.164b-c: combat damage to a player by a creature with toxic also gives poison
    counters equal to the sum of its toxic N values, in addition to the damage's other results."""
    a = g.put_onto_battlefield("Alice", creature("Toxic Twice", 1, 1, "B", K("toxic", 1), K("toxic", 2)))
    g.declare_attackers("Alice", [a])
    g.advance_to(Step.END_OF_COMBAT)
    assert g.life("Bob") == 19 and g.state.players[1].poison == 3


def test_toxic_needs_damage_to_a_player(g):
    """CR 702.164c: damage dealt to a creature, or no damage at all, gives no poison."""
    from cardtext.runtime.engine.combat import damage_object
    a = g.put_onto_battlefield("Alice", creature("Toxic Zero", 0, 1, "B", K("toxic", 2)))
    bears = g.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    g.declare_attackers("Alice", [a])
    g.advance_to(Step.END_OF_COMBAT)
    damage_object(g, g.obj(a), g.obj(bears), 1, combat=True)
    assert g.state.players[1].poison == 0 and g.life("Bob") == 20


def test_toxic_with_infect_gives_both_kinds_of_poison(g):
    """CR 702.164c with 702.90b: infect's damage is poison counters, and toxic's are more."""
    a = g.put_onto_battlefield("Alice", creature("Toxic Infecter", 2, 2, "B", K("infect"), K("toxic", 1)))
    g.declare_attackers("Alice", [a])
    g.advance_to(Step.END_OF_COMBAT)
    assert g.life("Bob") == 20 and g.state.players[1].poison == 3


def test_persist_returns_once(g):
    from cardtext.runtime.engine.zones import move
    p = g.put_onto_battlefield("Alice", creature("Finks", 3, 2, "2", K("persist")))
    move(g, p, Zone.GRAVEYARD)
    g.resolve_stack()
    finks = g.obj("Finks", Zone.BATTLEFIELD)
    assert g.counters(finks, "-1/-1") == 1 and g.pt(finks) == (2, 1)
    move(g, finks.id, Zone.GRAVEYARD)
    g.resolve_stack()
    assert names(g, "Alice", Zone.GRAVEYARD) == ["Finks"]


def test_undying_returns_with_plus_counter(g):
    from cardtext.runtime.engine.zones import move
    p = g.put_onto_battlefield("Alice", creature("Undier", 2, 2, "2", K("undying")))
    move(g, p, Zone.GRAVEYARD)
    g.resolve_stack()
    assert g.counters(g.obj("Undier", Zone.BATTLEFIELD), "+1/+1") == 1


def test_modular_enters_with_counters_and_moves_them(g):
    from cardtext.runtime.engine.zones import move
    art = CardDefinition("Arcbound", cost("2"), (CardType.ARTIFACT, CardType.CREATURE), power="0",
                         toughness="0", abilities=(K("modular", 2),))
    g.add_mana("Alice", "CC")
    g.cast("Alice", g.add_card("Alice", art))
    g.resolve_stack()
    first = g.obj("Arcbound", Zone.BATTLEFIELD)
    assert g.counters(first) == 2
    other = g.put_onto_battlefield("Alice", replace_name(art, "Other"), counters={"+1/+1": 1})
    g.put_onto_battlefield("Alice", GRIZZLY_BEARS)          # not an artifact: not a legal target
    move(g, first.id, Zone.GRAVEYARD)
    g.resolve_stack()
    assert g.counters(other) == 3


def replace_name(d, name):
    from dataclasses import replace
    return replace(d, name=name)


def test_soulshift_returns_a_spirit(g):
    from cardtext.runtime.engine.zones import move
    spirit = g.add_card("Alice", creature("Small Spirit", 1, 1, "1W", subtypes=("Spirit",)), Zone.GRAVEYARD)
    g.add_card("Alice", creature("Big Spirit", 5, 5, "5W", subtypes=("Spirit",)), Zone.GRAVEYARD)
    s = g.put_onto_battlefield("Alice", creature("Shifter", 3, 3, "4", K("soulshift", 3), subtypes=("Spirit",)))
    move(g, s, Zone.GRAVEYARD)
    g.resolve_stack()
    assert names(g, "Alice", Zone.HAND) == ["Small Spirit"]


def test_echo_sacrifice_unless_paid(g):
    g.add_mana("Alice", "CG")
    g.cast("Alice", g.add_card("Alice", creature("Echoer", 3, 3, "1G", K("echo", c="1G"))))
    g.resolve_stack()
    g.decider = __import__("cardtext.runtime.engine.decider", fromlist=["x"]).ScriptedDecider([False])
    g.advance_to(Step.UPKEEP, "Alice")
    g.resolve_stack()
    assert names(g, "Alice", Zone.GRAVEYARD) == ["Echoer"]


def test_echo_paid_once(g):
    g.add_mana("Alice", "CG")
    g.cast("Alice", g.add_card("Alice", creature("Echoer", 3, 3, "1G", K("echo", c="G"))))
    g.resolve_stack()
    g.set_step(Step.UNTAP, "Alice")
    g.advance_to(Step.UPKEEP, "Alice")
    g.add_mana("Alice", "G")
    g.resolve_stack()
    assert "Echoer" in g.zone("Alice", Zone.BATTLEFIELD) and not g.obj("Echoer").echo_due
    g.set_step(Step.UNTAP, "Alice")
    g.advance_to(Step.UPKEEP, "Alice")
    assert not g.state.stack                 # no second echo trigger


def test_cumulative_upkeep_grows(g):
    o = g.put_onto_battlefield("Alice", creature("Ager", 2, 2, "G", K("cumulative upkeep", c="1")))
    g.set_step(Step.UNTAP, "Alice")
    g.advance_to(Step.UPKEEP, "Alice")
    g.add_mana("Alice", "C")
    g.resolve_stack()
    assert g.counters(o, "age") == 1 and "Ager" in g.zone("Alice", Zone.BATTLEFIELD)
    g.set_step(Step.UNTAP, "Alice")
    g.advance_to(Step.UPKEEP, "Alice")
    g.add_mana("Alice", "C")                 # two age counters: {1}{1} needed, only {1}
    g.resolve_stack()
    assert names(g, "Alice", Zone.GRAVEYARD) == ["Ager"]


def test_fading_and_vanishing(g):
    g.add_mana("Alice", "GG")
    g.cast("Alice", g.add_card("Alice", creature("Fader", 2, 2, "G", K("fading", 1))))
    g.resolve_stack()
    g.cast("Alice", g.add_card("Alice", creature("Vanisher", 2, 2, "G", K("vanishing", 1))))
    g.resolve_stack()
    assert g.counters("Fader", "fade") == 1 and g.counters("Vanisher", "time") == 1
    g.set_step(Step.UNTAP, "Alice")
    g.advance_to(Step.UPKEEP, "Alice")
    g.resolve_stack()
    assert sorted(names(g, "Alice", Zone.GRAVEYARD)) == ["Vanisher"]     # last time counter removed
    g.set_step(Step.UNTAP, "Alice")
    g.advance_to(Step.UPKEEP, "Alice")
    g.resolve_stack()
    assert sorted(names(g, "Alice", Zone.GRAVEYARD)) == ["Fader", "Vanisher"]   # can't remove: sacrificed


def test_bloodthirst_unleash_riot(g):
    g.add_mana("Alice", "RR")
    g.cast("Alice", g.add_card("Alice", creature("Thirsty", 2, 2, "R", K("bloodthirst", 2))))
    g.resolve_stack()
    assert g.counters("Thirsty") == 0
    g.state.players[1].dealt_damage_this_turn = True
    g.cast("Alice", g.add_card("Alice", creature("Thirsty", 2, 2, "R", K("bloodthirst", 2))))
    g.resolve_stack()
    assert g.counters("Thirsty#2") == 2
    u = g.put_onto_battlefield("Alice", creature("Unleashed", 2, 2, "R", K("unleash")), as_effect=True)
    assert g.counters(u) == 1
    g.advance_to(Step.MAIN1, "Bob")
    g.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    g.declare_attackers("Bob", ["Grizzly Bears"])
    g.obj(u).tapped = False
    with pytest.raises(IllegalAction, match=r"CR 702\.98a"):
        g.declare_blockers("Alice", {u: "Grizzly Bears"})


def test_renown_once(g):
    a = g.put_onto_battlefield("Alice", creature("Renowned", 2, 2, "W", K("renown", 1)))
    g.declare_attackers("Alice", [a])
    g.advance_to(Step.END_OF_COMBAT)
    assert g.counters(a) == 1 and g.obj(a).renowned


def test_skulk(g):
    from cardtext.runtime.engine.combat import block_problem
    a = g.put_onto_battlefield("Alice", creature("Sneak", 1, 1, "B", K("skulk")))
    big = g.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    g.declare_attackers("Alice", [a])
    assert "CR 702.118b" in block_problem(g, g.obj(big), a)


def test_battle_cry_afterlife_extort_evolve(g):
    from cardtext.runtime.engine.zones import move
    cryer = g.put_onto_battlefield("Alice", creature("Crier", 1, 1, "R", K("battle cry")))
    bears = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    g.declare_attackers("Alice", [cryer, bears])
    g.resolve_stack()
    assert g.pt(bears) == (3, 2) and g.pt(cryer) == (1, 1)
    g.advance_to(Step.MAIN2)
    move(g, g.put_onto_battlefield("Alice", creature("Afterlifer", 1, 1, "W", K("afterlife", 2))), Zone.GRAVEYARD)
    g.resolve_stack()
    assert g.zone("Alice", Zone.BATTLEFIELD).count("Spirit Token") == 2
    g.put_onto_battlefield("Alice", creature("Extorter", 1, 1, "W", K("extort")))
    g.add_mana("Alice", "W")
    bob, alice = g.life("Bob"), g.life("Alice")
    g.cast("Alice", g.add_card("Alice", spell("Cheap", "0")))
    g.resolve_stack()
    assert g.life("Bob") == bob - 1 and g.life("Alice") == alice + 1 + 3
    evo = g.put_onto_battlefield("Alice", creature("Evolver", 1, 1, "G", K("evolve")))
    g.put_onto_battlefield("Alice", creature("Tiny", 1, 1, "G"), as_effect=True)
    g.resolve_stack()
    assert g.counters(evo) == 0
    g.put_onto_battlefield("Alice", GRIZZLY_BEARS, as_effect=True)
    g.resolve_stack()
    assert g.counters(evo) == 1


def test_fabricate_living_weapon_graft(g):
    g.put_onto_battlefield("Alice", creature("Fab", 1, 1, "1", K("fabricate", 2)), as_effect=True)
    g.resolve_stack()
    assert g.counters("Fab") == 2
    sword = CardDefinition("Germ Sword", cost("2"), (CardType.ARTIFACT,), subtypes=("Equipment",),
                           abilities=(K("living weapon"),))
    g.put_onto_battlefield("Alice", sword, as_effect=True)
    g.resolve_stack()
    assert any(e.kind == "attach" and "Phyrexian Germ" in e.text for e in g.log.entries)
    grafter = g.put_onto_battlefield("Alice", creature("Grafter", 0, 0, "2", K("graft", 2)), as_effect=True)
    assert g.counters(grafter) == 2
    bears = g.put_onto_battlefield("Alice", GRIZZLY_BEARS, as_effect=True)
    g.resolve_stack()
    assert g.counters(grafter) == 1 and g.counters(bears) == 1


def test_every_mechanic_keyword_is_implemented():
    from cardtext.runtime.mechanics.keywords import MECHANIC_KEYWORDS
    assert all(implemented(k) for k in MECHANIC_KEYWORDS) and not implemented("frobnicate")
