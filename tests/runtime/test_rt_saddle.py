"""S1..S10 and Fortune, Loyal Steed end to end (hand-built definitions)."""
import pytest
from rt_cards import CREATURE, FORTUNE, GRIZZLY_BEARS, MEMNITE, ORNITHOPTER, SADDLE_3_MOUNT, TargetRef, creature, cost

from cardtext.runtime.abilities import CardDefinition, SpellAbility, TargetSpec
from cardtext.runtime.characteristics import CardType, Step, Zone
from cardtext.runtime.engine.decider import Answer, ChoiceKind
from cardtext.runtime.effects import BecomeSaddled, CreateTokenCopy, ReturnToHand
from cardtext.runtime.errors import IllegalAction
from cardtext.runtime.engine.state import clone_state

SADDLE_UP = CardDefinition("Saddle Up", cost("W"), (CardType.INSTANT,), abilities=(
    SpellAbility((BecomeSaddled(TargetRef(0)),), (TargetSpec(CREATURE),)),))
BOUNCE = CardDefinition("Unsummon", cost("U"), (CardType.INSTANT,), abilities=(
    SpellAbility((ReturnToHand(TargetRef(0)),), (TargetSpec(CREATURE),)),))
COPY = CardDefinition("Copy Spell", cost("U"), (CardType.INSTANT,), abilities=(
    SpellAbility((CreateTokenCopy(TargetRef(0)),), (TargetSpec(CREATURE),)),))
FORTUNE_NAME = "Fortune, Loyal Steed"


def saddle(game, with_creatures, mount=FORTUNE_NAME):
    game.activate("Alice", mount, "saddle", pay=with_creatures)
    game.resolve_stack()


def test_S1_saddle_taps_other_creatures_with_enough_power(game):
    game.put_onto_battlefield("Alice", FORTUNE)
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS, sick=True)   # sick creatures may pay
    game.activate("Alice", FORTUNE_NAME, "saddle", pay=["Grizzly Bears"])
    assert game.is_tapped("Grizzly Bears") and not game.is_saddled(FORTUNE_NAME)
    game.resolve_stack()
    assert game.is_saddled(FORTUNE_NAME)
    assert not game.is_tapped(FORTUNE_NAME)
    assert "Alice activates Saddle of Fortune, Loyal Steed paying: tap Grizzly Bears (power 2)" \
        in game.log_lines()[-3]


def test_S1_saddle_with_too_little_power_is_refused(game):
    game.put_onto_battlefield("Alice", SADDLE_3_MOUNT)
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    before = clone_state(game.state)
    with pytest.raises(IllegalAction, match=r"CR 702\.171a: saddle 3"):
        game.activate("Alice", "Heavy Mount", "saddle", pay=["Grizzly Bears"])
    assert game.state == before


def test_S1_saddle_chosen_power_too_low_is_refused(game):
    game.put_onto_battlefield("Alice", SADDLE_3_MOUNT)
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", MEMNITE)
    with pytest.raises(IllegalAction, match=r"total power 2"):
        game.activate("Alice", "Heavy Mount", "saddle", pay=["Grizzly Bears"])
    assert not game.is_tapped("Grizzly Bears")
    game.activate("Alice", "Heavy Mount", "saddle", pay=["Grizzly Bears", "Memnite"])


def test_S1_the_mount_cannot_pay_for_itself_and_saddle_is_sorcery_speed(game):
    game.put_onto_battlefield("Alice", FORTUNE)
    with pytest.raises(IllegalAction, match=r"CR 702\.171a"):
        game.activate("Alice", FORTUNE_NAME, "saddle")
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.set_step(Step.BEGINNING_OF_COMBAT)
    with pytest.raises(IllegalAction, match=r"CR 602\.5d"):
        game.activate("Alice", FORTUNE_NAME, "saddle", pay=["Grizzly Bears"])


def test_S2_saddled_ends_at_cleanup(game):
    game.put_onto_battlefield("Alice", FORTUNE)
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    saddle(game, ["Grizzly Bears"])
    game.decider.add(Answer(ChoiceKind.ATTACKERS, []))
    game.advance_to(Step.END)
    assert game.is_saddled(FORTUNE_NAME)
    game.advance_to(Step.UPKEEP)
    assert not game.is_saddled(FORTUNE_NAME)
    assert game.saddled_by(FORTUNE_NAME) == []


def test_S2_saddled_ends_when_it_leaves_the_battlefield(game):
    game.put_onto_battlefield("Alice", FORTUNE)
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    bounce = game.add_card("Alice", BOUNCE)
    saddle(game, ["Grizzly Bears"])
    game.add_mana("Alice", "U")
    game.cast("Alice", bounce, targets=[FORTUNE_NAME])
    game.resolve_stack()
    assert game.zone("Alice", Zone.HAND) == [FORTUNE_NAME]
    assert not game.obj(FORTUNE_NAME).saddled


def _attack_setup(game, saddled=True, token=False):
    game.put_onto_battlefield("Alice", FORTUNE)
    if token:
        game.put_onto_battlefield("Alice", creature("Soldier Token", 1, 1), token=True)
        payer = "Soldier Token"
    else:
        game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
        payer = "Grizzly Bears"
    if saddled:
        saddle(game, [payer])
    return payer


def test_S3_attacks_while_saddled_triggers(game):
    _attack_setup(game)
    game.declare_attackers("Alice", [FORTUNE_NAME])
    assert len(game.state.stack) == 1
    game.resolve_stack()
    assert len(game.state.delayed) == 1


def test_S3_saddled_after_attackers_declared_does_not_trigger(game):
    game.put_onto_battlefield("Alice", FORTUNE)
    spell = game.add_card("Alice", SADDLE_UP)
    game.declare_attackers("Alice", [FORTUNE_NAME])
    assert game.state.stack == []
    game.add_mana("Alice", "W")
    game.cast("Alice", spell, targets=[FORTUNE_NAME])
    game.resolve_stack()
    assert game.is_saddled(FORTUNE_NAME)
    game.advance_to(Step.MAIN2)
    assert game.state.delayed == [] and game.life("Bob") == 18


def test_S4_unsaddled_mount_attacks_and_blocks_normally(game):
    game.put_onto_battlefield("Alice", FORTUNE)
    game.put_onto_battlefield("Bob", SADDLE_3_MOUNT)
    game.declare_attackers("Alice", [FORTUNE_NAME])
    assert game.state.stack == []
    game.declare_blockers("Bob", {"Heavy Mount": FORTUNE_NAME})
    game.advance_to(Step.MAIN2)
    assert game.obj("Heavy Mount").damage == 2
    assert game.life("Bob") == 20
    assert game.obj(FORTUNE_NAME).damage == 3


def test_S5_a_copy_of_a_saddled_mount_is_not_saddled(game):
    game.put_onto_battlefield("Alice", SADDLE_3_MOUNT, saddled=True)
    spell = game.add_card("Alice", COPY)
    game.add_mana("Alice", "U")
    game.cast("Alice", spell, targets=["Heavy Mount"])
    game.resolve_stack()
    original, copy = game.obj("Heavy Mount#1"), game.obj("Heavy Mount#2")
    assert original.saddled and copy.is_token and not copy.saddled


def test_S6_saddle_may_be_activated_while_saddled(game):
    game.put_onto_battlefield("Alice", FORTUNE)
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", MEMNITE)
    saddle(game, ["Grizzly Bears"])
    saddle(game, ["Memnite"])
    assert game.is_saddled(FORTUNE_NAME)
    assert [game.obj(i).name for i in game.saddled_by(FORTUNE_NAME)] == ["Grizzly Bears", "Memnite"]


def test_S7_only_creatures_tapped_for_its_saddle_cost_saddled_it(game):
    game.put_onto_battlefield("Alice", FORTUNE)
    game.put_onto_battlefield("Alice", SADDLE_3_MOUNT)
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", MEMNITE)
    game.put_onto_battlefield("Alice", ORNITHOPTER)
    saddle(game, ["Grizzly Bears", "Memnite"], mount="Heavy Mount")
    assert game.saddled_by(FORTUNE_NAME) == []
    assert len(game.saddled_by("Heavy Mount")) == 2


def test_S7_saddling_twice_with_the_same_creature_counts_it_once(game):
    """CR 702.171c: "the creatures that saddled it this turn" is a set."""
    game.put_onto_battlefield("Alice", FORTUNE)
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    saddle(game, ["Grizzly Bears"])
    game.obj(bears).tapped = False             # something untapped it (set-up)
    saddle(game, ["Grizzly Bears"])
    assert game.saddled_by(FORTUNE_NAME) == [bears]


def test_S7_a_saddler_that_left_the_battlefield_no_longer_saddled_it(game):
    """CR 400.7: the creature that returns to the battlefield is a new object."""
    game.put_onto_battlefield("Alice", FORTUNE)
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", MEMNITE)
    saddle(game, ["Grizzly Bears", "Memnite"])
    spell = game.add_card("Alice", BOUNCE)
    game.add_mana("Alice", "U")
    game.cast("Alice", spell, targets=["Grizzly Bears"])
    game.resolve_stack()
    game.put_onto_battlefield("Alice", game.obj("Grizzly Bears").definition)
    assert [game.obj(i).name for i in game.saddled_by(FORTUNE_NAME)] == ["Memnite"]


def _fortune_attacks_and_reaches_end_of_combat(game, payer):
    game.declare_attackers("Alice", [FORTUNE_NAME])
    game.resolve_stack()                            # the attack trigger: a delayed trigger is made
    game.advance_to(Step.END_OF_COMBAT)             # it fires and waits on the stack


def test_fortune_end_to_end_exiles_and_returns_as_new_objects(game):
    payer = _attack_setup(game)
    old_fortune, old_bears = game.obj(FORTUNE_NAME).id, game.obj(payer).id
    game.obj(payer).counters["+1/+1"] = 1
    _fortune_attacks_and_reaches_end_of_combat(game, payer)
    assert game.life("Bob") == 18
    assert len(game.state.stack) == 1 and game.state.stack[0].targets == []      # S10: no targets
    game.decider.add(Answer(ChoiceKind.CHOOSE, [payer]),
                     Answer(ChoiceKind.SCRY_BOTTOM, []), Answer(ChoiceKind.ORDER, ["Wastes", "Wastes"]))
    game.resolve_stack()
    fortune, bears = game.obj(FORTUNE_NAME), game.obj(payer)
    assert fortune.id != old_fortune and bears.id != old_bears
    for o in (fortune, bears):
        assert o.zone is Zone.BATTLEFIELD and not o.tapped and o.counters.get("+1/+1", 0) == 0
        assert game.is_summoning_sick(o) and not o.saddled
    assert any("Alice chooses Grizzly Bears" in line for line in game.log_lines())


def test_S9_an_exiled_token_does_not_return(game):
    _attack_setup(game, token=True)
    _fortune_attacks_and_reaches_end_of_combat(game, "Soldier Token")
    game.decider.add(Answer(ChoiceKind.CHOOSE, ["Soldier Token"]),
                     Answer(ChoiceKind.SCRY_BOTTOM, []), Answer(ChoiceKind.ORDER, ["Wastes", "Wastes"]))
    game.resolve_stack()
    assert game.zone("Alice", Zone.BATTLEFIELD) == [FORTUNE_NAME]
    assert game.zone("Alice", Zone.EXILE) == []
    with pytest.raises(KeyError):
        game.obj("Soldier Token")


def test_S8_trigger_works_after_fortune_left_the_battlefield(game):
    payer = _attack_setup(game)
    bounce = game.add_card("Bob", BOUNCE)
    game.declare_attackers("Alice", [FORTUNE_NAME])
    game.resolve_stack()
    game.pass_priority("Alice")
    game.add_mana("Bob", "U")
    game.cast("Bob", bounce, targets=[FORTUNE_NAME])
    game.resolve_stack()
    assert game.zone("Alice", Zone.HAND) == [FORTUNE_NAME]
    old_bears = game.obj(payer).id
    game.advance_to(Step.END_OF_COMBAT)
    game.decider.add(Answer(ChoiceKind.CHOOSE, [payer]))
    game.resolve_stack()
    assert game.obj(payer).id != old_bears and game.obj(payer).zone is Zone.BATTLEFIELD
    assert game.zone("Alice", Zone.HAND) == [FORTUNE_NAME]    # "exile it" did nothing


def test_S10_choosing_nothing_is_allowed_and_asked_on_resolution(game):
    payer = _attack_setup(game)
    _fortune_attacks_and_reaches_end_of_combat(game, payer)
    old_bears = game.obj(payer).id
    game.decider.add(Answer(ChoiceKind.CHOOSE, []),
                     Answer(ChoiceKind.SCRY_BOTTOM, ["Wastes"]), )
    game.resolve_stack()
    assert game.obj(payer).id == old_bears and game.is_tapped(payer)


def _print_log(game):
    print("\n".join(game.log_lines()))
