"""Attachments and distinct targets, compiled from card text and played: "enchanted creature"
is the object the Aura is attached to (CR 303.4), with last known information once the Aura
is gone (CR 608.2h); "another target" can't be an earlier target (CR 115.3); "attached to"
filters (CR 301.5, 303.4); "as long as enchanted creature is white" (CR 604.1, 611.3)."""
import pytest
from rt_cards import GRIZZLY_BEARS, RUNECLAW_BEAR, creature

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Color, Zone
from cardtext.runtime.errors import IllegalAction


def card(text: str, name: str, type_line: str = "Enchantment — Aura", **kw):
    compiled = compile_card(CardSource(name, text, "", type_line, **kw))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


UNTAPPER = card("Enchant creature\n{0}: Untap enchanted creature.", "Untapper")
WARD_SHELL = card("Enchant creature\nSacrifice Ward Shell: Regenerate enchanted creature.", "Ward Shell")
OFFERING = card("Enchant creature\nSacrifice enchanted creature: You gain 3 life.", "Offering")
GLORY = card("Enchant creature\nAs long as enchanted creature is white, it gets +1/+1 and has flying.",
             "Glory")
DUEL = card("Target creature fights another target creature.", "Duel", "Sorcery")
LOOSENER = card("{T}: Untap another target permanent.", "Loosener", "Artifact")
AURA_LOVER = card("~ gets +1/+1 for each Aura attached to it.", "Aura Lover", "Creature — Elf",
                  power="1", toughness="1")
SMELTER = card("~ deals 1 damage to target creature. Destroy all Auras attached to that creature.",
               "Smelter", "Sorcery")
WHITE_KNIGHT = creature("White Knight", 2, 2, "W", colors=(Color.WHITE,))


def test_untap_enchanted_creature(game):
    bear = game.put_onto_battlefield("Alice", GRIZZLY_BEARS, tapped=True)
    game.put_onto_battlefield("Alice", UNTAPPER, attach_to=bear)
    game.put_onto_battlefield("Alice", RUNECLAW_BEAR, tapped=True)
    game.activate("Alice", "Untapper")
    game.resolve_stack()
    assert not game.is_tapped("Grizzly Bears")
    assert game.is_tapped("Runeclaw Bear")           # only the enchanted one


def test_sacrificed_aura_still_regenerates_the_creature_it_enchanted(game):
    bear = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", WARD_SHELL, attach_to=bear)
    game.activate("Alice", "Ward Shell")             # the Aura is gone: last known information
    game.resolve_stack()
    assert game.obj("Grizzly Bears").regeneration_shields == 1


def test_sacrifice_enchanted_creature_as_a_cost(game):
    bear = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", RUNECLAW_BEAR)
    game.put_onto_battlefield("Alice", OFFERING, attach_to=bear)
    game.activate("Alice", "Offering")
    assert "Grizzly Bears" in game.zone("Alice", Zone.GRAVEYARD)
    assert "Runeclaw Bear" not in game.zone("Alice", Zone.GRAVEYARD)


def test_sacrifice_enchanted_creature_needs_one_you_control(game):
    bear = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", OFFERING, attach_to=bear)
    with pytest.raises(IllegalAction):
        game.activate("Alice", "Offering")


def test_bonus_only_while_enchanted_creature_is_white(game):
    knight = game.put_onto_battlefield("Alice", WHITE_KNIGHT)
    bear = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", GLORY, attach_to=knight)
    assert game.pt("White Knight") == (3, 3) and "flying" in game.keywords("White Knight")
    game.obj("Glory").attached_to = bear
    assert game.pt("Grizzly Bears") == (2, 2) and "flying" not in game.keywords("Grizzly Bears")
    assert game.pt("White Knight") == (2, 2)


def test_another_target_must_differ_from_the_first(game):
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.add_card("Alice", DUEL)
    with pytest.raises(IllegalAction, match="no legal targets"):     # only one creature to fight
        game.cast("Alice", "Duel", targets=[["Grizzly Bears"], ["Grizzly Bears"]])


def test_fight_between_two_different_targets(game):
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Bob", WHITE_KNIGHT)
    game.add_card("Alice", DUEL)
    game.cast("Alice", "Duel", targets=[["Grizzly Bears"], ["White Knight"]])
    game.resolve_stack()
    assert "White Knight" in game.zone("Bob", Zone.GRAVEYARD)
    assert "Grizzly Bears" in game.zone("Alice", Zone.GRAVEYARD)


def test_another_target_permanent_excludes_the_source(game):
    game.put_onto_battlefield("Alice", LOOSENER)
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS, tapped=True)
    options = game.target_options(game.obj("Loosener").definition.abilities[0].targets[0],
                                  0, game.obj("Loosener").id)
    assert [o.label for o in options] == ["Grizzly Bears"]


def test_gets_bigger_for_each_aura_attached_to_it(game):
    lover = game.put_onto_battlefield("Alice", AURA_LOVER)
    game.put_onto_battlefield("Alice", UNTAPPER, attach_to=lover)
    game.put_onto_battlefield("Alice", GLORY, attach_to=lover)
    bear = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", OFFERING, attach_to=bear)
    assert game.pt("Aura Lover") == (3, 3)


def test_destroy_all_auras_attached_to_the_target(game):
    bear = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    other = game.put_onto_battlefield("Bob", RUNECLAW_BEAR)
    game.put_onto_battlefield("Bob", UNTAPPER, attach_to=bear)
    game.put_onto_battlefield("Bob", OFFERING, attach_to=other)
    game.add_card("Alice", SMELTER)
    game.cast("Alice", "Smelter", targets=[["Grizzly Bears"]])
    game.resolve_stack()
    assert "Untapper" in game.zone("Bob", Zone.GRAVEYARD)
    assert "Offering" not in game.zone("Bob", Zone.GRAVEYARD)


RUNE_MOTHER = card("{T}: Target creature you control gains protection from the color of your choice "
                   "until end of turn.", "Rune Mother", "Creature — Human Cleric", power="1", toughness="1")


def test_protection_from_the_color_chosen_as_it_resolves_until_end_of_turn(game):
    from cardtext.runtime.abilities import KeywordAbility
    from cardtext.runtime.characteristics import Step
    from cardtext.runtime.engine.decider import Answer, ChoiceKind
    from cardtext.runtime.filters import ObjectFilter
    game.put_onto_battlefield("Alice", RUNE_MOTHER)
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS, tapped=True)      # (no attack to declare)
    game.activate("Alice", "Rune Mother", targets=[["Grizzly Bears"]])
    game.decider.add(Answer(ChoiceKind.CHOOSE, Color.RED))
    game.resolve_stack()
    red = KeywordAbility("protection", quality=ObjectFilter(colors=(Color.RED,)))
    assert red in game.obj("Grizzly Bears").definition.abilities
    game.advance_to(Step.UPKEEP, "Bob")                     # cleanup ends it (CR 514.2)
    assert red not in game.obj("Grizzly Bears").definition.abilities


CHANNELER = card("Channel — {1}, Discard Channeler: Channeler deals 4 damage to target creature.",
                 "Channeler", "Creature — Spirit", power="1", toughness="1")


def test_discard_self_ability_works_from_the_hand_only(game):
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.add_card("Alice", CHANNELER)
    game.add_mana("Alice", "G")
    game.activate("Alice", "Channeler", targets=[["Grizzly Bears"]])
    assert "Channeler" in game.zone("Alice", Zone.GRAVEYARD)          # discarded as a cost
    game.resolve_stack()
    assert "Grizzly Bears" in game.zone("Bob", Zone.GRAVEYARD)


def test_discard_self_ability_does_not_work_on_the_battlefield(game):
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", CHANNELER)
    game.add_mana("Alice", "G")
    with pytest.raises(IllegalAction, match="113.6"):
        game.activate("Alice", "Channeler", targets=[["Grizzly Bears"]])


LONER = card("Whenever a creature you control attacks alone, it gets +2/+0 until end of turn.",
             "Loner Banner", "Enchantment")
GROUNDER = card("Target creature loses flying until end of turn.", "Grounder", "Instant")
ECHO = card("Destroy target creature and all other creatures with the same name as that creature.",
            "Echo Ruin", "Instant")
CHAMELEON = card("{0}: ~ becomes the color of your choice until end of turn.", "Chameleon",
                 "Creature — Lizard", power="1", toughness="1")
JEALOUS = card("~ gets +1/+1 as long as an opponent controls a white permanent.", "Jealous",
               "Creature — Elf", power="1", toughness="1")


def test_attacks_alone_triggers_only_for_a_lone_attacker(game):
    from cardtext.runtime.characteristics import Step
    game.put_onto_battlefield("Alice", LONER)
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", RUNECLAW_BEAR)
    game.advance_to(Step.BEGINNING_OF_COMBAT)
    game.declare_attackers("Alice", ["Grizzly Bears", "Runeclaw Bear"])
    game.resolve_stack()
    assert game.pt("Grizzly Bears") == (2, 2)


def test_a_lone_attacker_gets_the_bonus(game):
    from cardtext.runtime.characteristics import Step
    game.put_onto_battlefield("Alice", LONER)
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.advance_to(Step.BEGINNING_OF_COMBAT)
    game.declare_attackers("Alice", ["Grizzly Bears"])
    game.resolve_stack()
    assert game.pt("Grizzly Bears") == (4, 2)


def test_loses_flying_until_end_of_turn(game):
    from cardtext.runtime.characteristics import Step
    from rt_cards import ORNITHOPTER
    game.put_onto_battlefield("Bob", ORNITHOPTER)
    game.add_card("Alice", GROUNDER)
    game.cast("Alice", "Grounder", targets=[["Ornithopter"]])
    game.resolve_stack()
    assert "flying" not in game.keywords("Ornithopter")
    game.advance_to(Step.UPKEEP, "Bob")
    assert "flying" in game.keywords("Ornithopter")


def test_destroy_all_with_the_same_name(game):
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.put_onto_battlefield("Bob", RUNECLAW_BEAR)
    target = game.obj("Grizzly Bears").id
    game.add_card("Alice", ECHO)
    game.cast("Alice", "Echo Ruin", targets=[[target]])
    game.resolve_stack()
    assert game.zone("Bob", Zone.GRAVEYARD).count("Grizzly Bears") == 2
    assert "Runeclaw Bear" not in game.zone("Bob", Zone.GRAVEYARD)


def test_becomes_the_chosen_color_until_end_of_turn(game):
    from cardtext.runtime.characteristics import Step
    from cardtext.runtime.engine.decider import Answer, ChoiceKind
    game.put_onto_battlefield("Alice", CHAMELEON)
    game.activate("Alice", "Chameleon")
    game.decider.add(Answer(ChoiceKind.CHOOSE, Color.BLUE))
    game.resolve_stack()
    assert game.obj("Chameleon").definition.colors == (Color.BLUE,)
    game.obj("Chameleon").tapped = True           # (no attack to declare)
    game.advance_to(Step.UPKEEP, "Bob")
    assert game.obj("Chameleon").definition.colors == ()


def test_bonus_while_an_opponent_controls_a_white_permanent(game):
    game.put_onto_battlefield("Alice", JEALOUS)
    game.put_onto_battlefield("Alice", WHITE_KNIGHT)
    assert game.pt("Jealous") == (1, 1)             # its controller's own white permanent doesn't count
    game.put_onto_battlefield("Bob", WHITE_KNIGHT)
    assert game.pt("Jealous") == (2, 2)


TIMID = card("~ can't attack or block alone.", "Timid Goblin", "Creature — Goblin", power="2", toughness="2")
PICKY = card("~ can't block creatures with power 2 or greater.", "Picky Orc", "Creature — Orc",
             power="2", toughness="2")
DIMINISHER = card("Target creature has base power and toughness 1/1 until end of turn.", "Diminisher",
                  "Instant")


def test_can_not_attack_alone(game):
    from cardtext.runtime.characteristics import Step
    game.put_onto_battlefield("Alice", TIMID)
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.advance_to(Step.BEGINNING_OF_COMBAT)
    with pytest.raises(IllegalAction, match="can't attack alone"):
        game.declare_attackers("Alice", ["Timid Goblin"])
    game.declare_attackers("Alice", ["Timid Goblin", "Grizzly Bears"])
    assert len(game.state.combat.attackers) == 2


def test_can_not_block_creatures_with_power_2_or_greater(game):
    from cardtext.runtime.engine.combat import static_block_problem
    from rt_cards import MEMNITE
    game.put_onto_battlefield("Alice", PICKY)
    bear = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    mite = game.put_onto_battlefield("Bob", MEMNITE)
    assert static_block_problem(game, game.obj("Picky Orc"), game.obj(bear)) is not None
    assert static_block_problem(game, game.obj("Picky Orc"), game.obj(mite)) is None


def test_base_power_and_toughness_until_end_of_turn_under_counters(game):
    from cardtext.runtime.characteristics import Step
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS, counters={"+1/+1": 1})
    game.add_card("Alice", DIMINISHER)
    game.cast("Alice", "Diminisher", targets=[["Grizzly Bears"]])
    game.resolve_stack()
    assert game.pt("Grizzly Bears") == (2, 2)          # base 1/1 plus the counter (CR 613.4b-c)
    game.advance_to(Step.UPKEEP, "Bob")
    assert game.pt("Grizzly Bears") == (3, 3)


BLESSING = card("Choose a color. Creatures you control gain protection from the chosen color until end of turn.",
                "Blessing", "Instant")


def test_one_color_for_all_creatures(game):
    from cardtext.runtime.abilities import KeywordAbility
    from cardtext.runtime.engine.decider import Answer, ChoiceKind
    from cardtext.runtime.filters import ObjectFilter
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", RUNECLAW_BEAR)
    game.put_onto_battlefield("Bob", WHITE_KNIGHT)
    game.add_card("Alice", BLESSING)
    game.cast("Alice", "Blessing")
    game.decider.add(Answer(ChoiceKind.CHOOSE, Color.BLACK))        # asked once
    game.resolve_stack()
    black = KeywordAbility("protection", quality=ObjectFilter(colors=(Color.BLACK,)))
    assert black in game.obj("Grizzly Bears").definition.abilities
    assert black in game.obj("Runeclaw Bear").definition.abilities
    assert black not in game.obj("White Knight").definition.abilities


PACIFY = card("Prevent all damage target creature would deal this turn.", "Pacify Now", "Instant")


def test_prevent_all_damage_a_creature_would_deal(game):
    from cardtext.runtime.engine.combat import _prevent
    bear = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    other = game.put_onto_battlefield("Bob", RUNECLAW_BEAR)
    game.add_card("Alice", PACIFY)
    game.cast("Alice", "Pacify Now", targets=[["Grizzly Bears"]])
    game.resolve_stack()
    assert _prevent(game, 2, False, other, source=game.obj(bear)) == 0        # dealt by it: prevented
    assert _prevent(game, 2, False, None, source=game.obj(bear), player=0) == 0
    assert _prevent(game, 2, False, bear, source=game.obj(other)) == 2        # dealt to it: not


GLAIVE_KNIGHT = card("As long as ~ is equipped, it gets +1/+1 and has first strike.", "Glaive Knight",
                     "Creature — Human Knight", power="1", toughness="1")
TRINKET = card("Equipped creature gets +0/+0.\nEquip {1}", "Trinket", "Artifact — Equipment")


def test_bonus_while_equipped(game):
    knight = game.put_onto_battlefield("Alice", GLAIVE_KNIGHT)
    assert game.pt("Glaive Knight") == (1, 1)
    game.put_onto_battlefield("Alice", TRINKET, attach_to=knight)
    assert game.pt("Glaive Knight") == (2, 2) and "first strike" in game.keywords("Glaive Knight")


FINESSE = card("Attach target Aura you control to target creature.", "Finesse Now", "Instant")


def test_attach_target_aura_to_another_creature(game):
    bear = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", RUNECLAW_BEAR)
    game.put_onto_battlefield("Alice", UNTAPPER, attach_to=bear)
    game.put_onto_battlefield("Alice", WARD_SHELL, attach_to=bear)      # (two Auras to choose from)
    game.add_card("Alice", FINESSE)
    game.cast("Alice", "Finesse Now", targets=[["Untapper"], ["Runeclaw Bear"]])
    game.resolve_stack()
    assert game.attached_to("Untapper") == game.obj("Runeclaw Bear").id
    assert game.attached_to("Ward Shell") == bear


DUSK_KNIGHT = card("{0}: Destroy target creature blocking ~.", "Dusk Knight", "Creature — Knight",
                   power="2", toughness="2")


def test_target_creature_blocking_the_source(game):
    game.put_onto_battlefield("Alice", DUSK_KNIGHT)
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.put_onto_battlefield("Bob", RUNECLAW_BEAR)
    spec = game.obj("Dusk Knight").definition.abilities[0].targets[0]
    assert game.target_options(spec, 0, game.obj("Dusk Knight").id) == []      # nothing blocks it yet
    game.declare_attackers("Alice", ["Dusk Knight"])
    game.resolve_stack()
    game.declare_blockers("Bob", {"Grizzly Bears": "Dusk Knight"})
    options = game.target_options(spec, 0, game.obj("Dusk Knight").id)
    assert [o.label for o in options] == ["Grizzly Bears"]


PRISM = card("Target creature becomes the color or colors of your choice until end of turn.", "Prism Now",
             "Instant")


def test_becomes_the_colors_of_your_choice(game):
    from cardtext.runtime.engine.decider import Answer, ChoiceKind
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.add_card("Alice", PRISM)
    game.cast("Alice", "Prism Now", targets=[["Grizzly Bears"]])
    game.decider.add(Answer(ChoiceKind.CHOOSE, [Color.WHITE, Color.BLUE]))
    game.resolve_stack()
    assert set(game.obj("Grizzly Bears").definition.colors) == {Color.WHITE, Color.BLUE}


HEART = card("As ~ enters, choose a color.\n{T}: Add one mana of the chosen color.", "Cold Heart", "Artifact")


def test_add_one_mana_of_the_color_chosen_as_it_entered(game):
    from cardtext.runtime.engine.decider import Answer, ChoiceKind
    game.decider.add(Answer(ChoiceKind.CHOOSE, "U"))
    game.put_onto_battlefield("Alice", HEART, as_effect=True)
    game.tap_for_mana("Alice", "Cold Heart")
    assert game.pool_text("Alice") == "{U}"
