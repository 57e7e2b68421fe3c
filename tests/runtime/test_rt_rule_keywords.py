"""Keywords the engine core implements as rules flags (keyword_support.RULE_KEYWORDS), each played
by its rule: combat damage, evasion, casting timing, characteristics (CR 702)."""
import pytest
from rt_cards import GRIZZLY_BEARS, cost, creature

from cardtext.runtime.abilities import CardDefinition, KeywordAbility, SpellAbility, TargetSpec
from cardtext.runtime.characteristics import CardType, Color, Step, Supertype, Zone
from cardtext.runtime.engine.combat import block_problem
from cardtext.runtime.engine.query import matches, object_colors
from cardtext.runtime.effects import DealDamage
from cardtext.runtime.errors import IllegalAction
from cardtext.runtime.filters import Fixed, ObjectFilter, TargetRef


def K(name, number=None):
    return KeywordAbility(name, number=number)


def fight(g, attacker, blocker=None):
    """Alice attacks with `attacker`, Bob blocks with `blocker` (or not), combat damage is dealt."""
    g.declare_attackers("Alice", [attacker])
    g.declare_blockers("Bob", {blocker: attacker} if blocker is not None else {})
    g.advance_to(Step.END_OF_COMBAT)


def test_deathtouch_damage_destroys_the_creature_dealt_it(g):          # CR 702.2b
    a = g.put_onto_battlefield("Alice", creature("Adder", 1, 1, "B", K("deathtouch")))
    big = g.put_onto_battlefield("Bob", creature("Big", 5, 5, "5"))
    fight(g, a, big)
    assert g.zone("Bob", Zone.GRAVEYARD) == ["Big"]


def test_lifelink_damage_gains_its_controller_that_much_life(g):       # CR 702.15b
    a = g.put_onto_battlefield("Alice", creature("Healer", 3, 3, "W", K("lifelink")))
    fight(g, a)
    assert g.life("Alice") == 23 and g.life("Bob") == 17


def test_vigilance_attacking_does_not_tap_it(g):                        # CR 702.20b
    a = g.put_onto_battlefield("Alice", creature("Watcher", 2, 2, "W", K("vigilance")))
    b = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    g.declare_attackers("Alice", [a, b])
    assert not g.obj(a).tapped and g.obj(b).tapped


def test_double_strike_deals_first_strike_and_regular_damage(g):        # CR 702.4b
    a = g.put_onto_battlefield("Alice", creature("Twice", 2, 2, "R", K("double strike")))
    fight(g, a)
    assert g.life("Bob") == 16


def test_flash_casts_a_creature_any_time_it_could_cast_an_instant(g):   # CR 702.8a
    g.advance_to(Step.END, "Alice")
    plain = g.add_card("Alice", creature("Slow", 1, 1, "0"))
    with pytest.raises(IllegalAction):
        g.cast("Alice", plain)
    quick = g.add_card("Alice", creature("Quick", 1, 1, "0", K("flash")))
    g.cast("Alice", quick)
    g.resolve_stack()
    assert "Quick" in g.zone("Alice", Zone.BATTLEFIELD)


def test_fear_only_artifact_or_black_creatures_block(g):                # CR 702.36b
    a = g.put_onto_battlefield("Alice", creature("Dread", 2, 2, "B", K("fear")))
    bears = g.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    black = g.put_onto_battlefield("Bob", creature("Black", 2, 2, "B", colors=(Color.BLACK,)))
    g.declare_attackers("Alice", [a])
    assert "CR 702.36b" in block_problem(g, g.obj(bears), a)
    assert block_problem(g, g.obj(black), a) is None


def test_intimidate_only_artifact_or_same_color_creatures_block(g):     # CR 702.13b
    a = g.put_onto_battlefield("Alice", creature("Bully", 2, 2, "R", K("intimidate"), colors=(Color.RED,)))
    bears = g.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    red = g.put_onto_battlefield("Bob", creature("Red", 2, 2, "R", colors=(Color.RED,)))
    g.declare_attackers("Alice", [a])
    assert block_problem(g, g.obj(bears), a) is not None
    assert block_problem(g, g.obj(red), a) is None


def test_shadow_blocks_and_is_blocked_only_by_shadow(g):                # CR 702.28b
    a = g.put_onto_battlefield("Alice", creature("Shade", 2, 2, "B", K("shadow")))
    bears = g.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    other = g.put_onto_battlefield("Bob", creature("Other Shade", 2, 2, "B", K("shadow")))
    g.declare_attackers("Alice", [a])
    assert "CR 702.28b" in block_problem(g, g.obj(bears), a)
    assert block_problem(g, g.obj(other), a) is None


def test_horsemanship_blocked_only_by_horsemanship(g):                  # CR 702.31b
    a = g.put_onto_battlefield("Alice", creature("Rider", 2, 2, "W", K("horsemanship")))
    bears = g.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    g.declare_attackers("Alice", [a])
    assert "CR 702.31b" in block_problem(g, g.obj(bears), a)


LANDS = {"plainswalk": "Plains", "islandwalk": "Island", "swampwalk": "Swamp",
         "mountainwalk": "Mountain", "forestwalk": "Forest", "desertwalk": "Desert"}


@pytest.mark.parametrize("walk", ["plainswalk", "islandwalk", "swampwalk", "mountainwalk", "forestwalk",
                                  "desertwalk", "nonbasic landwalk"])
def test_landwalk_cant_be_blocked_while_the_defender_controls_such_a_land(g, walk):   # CR 702.14c
    a = g.put_onto_battlefield("Alice", creature("Walker", 2, 2, "G", K(walk)))
    bears = g.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    g.declare_attackers("Alice", [a])
    assert block_problem(g, g.obj(bears), a) is None           # no such land yet
    land = CardDefinition(LANDS.get(walk, "Odd Land"), cost(""), (CardType.LAND,),
                          subtypes=(LANDS[walk],) if walk in LANDS else (),
                          supertypes=(Supertype.BASIC,) if walk in LANDS and walk != "desertwalk" else ())
    g.put_onto_battlefield("Bob", land)
    assert block_problem(g, g.obj(bears), a) is not None


# "Zap deals 1 damage to target creature."
ZAP = CardDefinition("Zap", cost("R"), (CardType.INSTANT,), abilities=(
    SpellAbility((DealDamage(Fixed(1), objects=TargetRef(0)),), (TargetSpec(ObjectFilter(types=(CardType.CREATURE,))),)),))


def test_shroud_cant_be_the_target_of_any_spell(g):                     # CR 702.18a
    mine = g.put_onto_battlefield("Alice", creature("Veiled", 2, 2, "U", K("shroud")))
    g.add_mana("Alice", "R")
    with pytest.raises(IllegalAction):
        g.cast("Alice", g.add_card("Alice", ZAP), targets=[[mine]])


def test_changeling_is_every_creature_type(g):                          # CR 702.73a
    c = g.put_onto_battlefield("Alice", creature("Shifter", 1, 1, "1", K("changeling")))
    for kind in ("Elf", "Goblin"):
        assert matches(g.state, ObjectFilter(subtypes=(kind,)), g.obj(c), 0, c)


def test_devoid_is_colorless(g):                                         # CR 702.114a
    c = g.put_onto_battlefield("Alice", creature("Void", 1, 1, "R", K("devoid"), colors=(Color.RED,)))
    assert object_colors(g.obj(c)) == ()


def test_wither_deals_damage_to_creatures_as_minus_counters(g):         # CR 702.80a
    a = g.put_onto_battlefield("Alice", creature("Witherer", 1, 1, "B", K("wither")))
    big = g.put_onto_battlefield("Bob", creature("Big", 5, 5, "5"))
    fight(g, a, big)
    assert g.counters(big, "-1/-1") == 1 and g.obj(big).damage == 0


def test_crew_makes_the_vehicle_a_creature(g):                          # CR 702.122a
    vehicle = g.put_onto_battlefield("Alice", CardDefinition(
        "Cart", cost("1"), (CardType.ARTIFACT,), subtypes=("Vehicle",), power="3", toughness="3",
        abilities=(K("crew", 1),)))
    g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    assert not matches(g.state, ObjectFilter(types=(CardType.CREATURE,)), g.obj(vehicle), 0, vehicle)
    g.activate("Alice", vehicle, "crew", pay=["Grizzly Bears"])
    g.resolve_stack()
    assert matches(g.state, ObjectFilter(types=(CardType.CREATURE,)), g.obj(vehicle), 0, vehicle)
