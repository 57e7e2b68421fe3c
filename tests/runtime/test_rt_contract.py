"""Every contract class has an engine handler; modes, attachments, combat keywords, trigger events."""
import typing

import pytest
from rt_cards import CREATURE, GRIZZLY_BEARS, cost, creature

from cardtext.runtime import abilities as A
from cardtext.runtime import costs as K
from cardtext.runtime import effects as E
from cardtext.runtime import events as V
from cardtext.runtime.abilities import Anthem, CardDefinition, KeywordAbility, KeywordGrant, RestrictedAction, Restriction, SpellAbility, StaticAbility, TargetSpec, TriggeredAbility
from cardtext.runtime.characteristics import CardType, Color, Step, Zone
from cardtext.runtime.engine.decider import ChoiceKind
from cardtext.runtime.effects import ChooseModes, DealDamage, GainLife, Mode
from cardtext.runtime.errors import IllegalAction
from cardtext.runtime.events import AnyOf, Attacks, Blocks
from cardtext.runtime.filters import Controller, Fixed, ObjectFilter, SelfRef, TargetRef
from cardtext.runtime.engine.payment import Payer
from cardtext.runtime.engine.handled_effects import HANDLED_REPLACEMENTS, HANDLED_RESTRICTIONS, HANDLED_STATICS
from cardtext.runtime.engine.query import candidates
from cardtext.runtime.engine.triggers import _KINDS
from cardtext.runtime.engine.registry import INSTRUCTIONS


def members(union) -> list[type]:
    return list(typing.get_args(union)) or [union]


# ------------------------------------------------------------------ the contract is executable
def test_every_effect_has_a_vm_instruction():
    missing = [c.__name__ for c in members(E.Effect) if c not in INSTRUCTIONS]
    assert not missing, f"the VM has no instruction for {missing}"


def test_every_engine_hook_is_filled_once_the_game_is_loaded():
    import cardtext.runtime.game  # noqa: F401  (it imports every family, runtime/families.py)
    from cardtext.runtime.engine.registry import HOOKS, Hook
    empty = [doc.__doc__ for doc in vars(type(HOOKS)).values()
             if isinstance(doc, Hook) and doc.function is None]
    assert not empty, "no function registered for:\n" + "\n".join(empty)


def test_every_trigger_event_is_matched():
    missing = [c.__name__ for c in members(V.TriggerEvent) if c not in _KINDS and c is not AnyOf]
    assert not missing, f"triggers.py doesn't match {missing}"


def test_every_cost_can_be_paid():
    missing = [c.__name__ for c in members(K.Cost) if not hasattr(Payer, "_pay_" + c.__name__)]
    assert not missing, f"payment.py can't pay {missing}"


def test_every_static_replacement_and_restriction_is_applied():
    assert not [c.__name__ for c in members(A.StaticEffect) if c.__name__ not in HANDLED_STATICS]
    assert not [c.__name__ for c in members(A.Replacement) if c.__name__ not in HANDLED_REPLACEMENTS]
    assert not [r.name for r in A.RestrictedAction if r.name not in HANDLED_RESTRICTIONS]


def test_every_condition_is_evaluated():
    from cardtext.runtime import filters as F
    from cardtext.runtime.engine.evaluation import condition_holds
    import inspect
    source = inspect.getsource(condition_holds)
    assert not [c.__name__ for c in members(F.Condition) if c.__name__ not in source]


# ------------------------------------------------------------------ modes (CR 700.2)
BOLT_OR_LIFE = CardDefinition("Charm", cost("R"), (CardType.INSTANT,), colors=(Color.RED,), abilities=(
    SpellAbility((ChooseModes((
        Mode((DealDamage(Fixed(3), objects=TargetRef(0)),), (TargetSpec(CREATURE),)),
        Mode((GainLife(Fixed(4)),)),
        Mode((DealDamage(Fixed(1), objects=TargetRef(0)),), (TargetSpec(CREATURE),)),
    ), 1, 2),)),))


def test_modes_are_chosen_when_cast_and_run_in_printed_order(game):
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    charm = game.add_card("Alice", BOLT_OR_LIFE)
    game.add_mana("Alice", "R")
    game.cast("Alice", charm, choices={ChoiceKind.MODES: [[1, 2]]}, targets=[[bears]])
    assert "modes" in [e.kind for e in game.log.entries]
    game.resolve_stack()
    assert game.life("Alice") == 24
    assert game.obj(bears).damage == 1        # mode 3's TargetRef(0) is its own first target


def test_a_mode_without_legal_targets_cant_be_chosen(game):
    charm = game.add_card("Alice", BOLT_OR_LIFE)
    game.add_mana("Alice", "R")
    game.cast("Alice", charm)           # only mode 2 can be chosen: forced
    game.resolve_stack()
    assert game.life("Alice") == 24


# ------------------------------------------------------------------ events
WATCHER = creature("Watcher", 1, 3, "1", TriggeredAbility(AnyOf((Attacks(SelfRef()), Blocks(SelfRef()))),
                                                          (GainLife(Fixed(1)),)))


def test_attacks_or_blocks(game):
    game.put_onto_battlefield("Alice", WATCHER)
    game.declare_attackers("Alice", ["Watcher"])
    game.resolve_stack()
    assert game.life("Alice") == 21
    game.advance_to(Step.MAIN1, "Bob")
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.obj("Watcher").tapped = False
    game.declare_attackers("Bob", ["Grizzly Bears"])
    game.declare_blockers("Alice", {"Watcher": "Grizzly Bears"})
    game.resolve_stack()
    assert game.life("Alice") == 22


# ------------------------------------------------------------------ filters
def test_combat_counter_and_owner_filters(game):
    a = game.put_onto_battlefield("Alice", GRIZZLY_BEARS, counters={"+1/+1": 1})
    b = game.put_onto_battlefield("Alice", creature("Plain", 1, 1))
    s = game.state
    assert candidates(s, ObjectFilter(with_counter="+1/+1"), 0, None) == [a]
    game.declare_attackers("Alice", [a])
    assert candidates(s, ObjectFilter(combat="attacking"), 0, None) == [game.obj(a).id]
    assert b not in candidates(s, ObjectFilter(combat="attacking_or_blocking"), 0, None)
    g = game.add_card("Bob", GRIZZLY_BEARS, Zone.GRAVEYARD)
    assert candidates(s, ObjectFilter(zone=Zone.GRAVEYARD, controller=Controller.YOU), 1, None)[-1] == g
    assert g not in candidates(s, ObjectFilter(zone=Zone.GRAVEYARD, controller=Controller.YOU), 0, None)


# ------------------------------------------------------------------ attachments
ENCHANTED = ObjectFilter(types=(CardType.CREATURE,), attached_to_source=True)
RANCOR = CardDefinition("Rancor", cost("G"), (CardType.ENCHANTMENT,), subtypes=("Aura",), colors=(Color.GREEN,),
                        abilities=(KeywordAbility("enchant", quality=CREATURE),
                                   StaticAbility(Anthem(ENCHANTED, 2, 0)),
                                   StaticAbility(KeywordGrant(ENCHANTED, "trample"))))
SWORD = CardDefinition("Sword", cost("2"), (CardType.ARTIFACT,), subtypes=("Equipment",), abilities=(
    StaticAbility(KeywordGrant(ENCHANTED, "flying")), KeywordAbility("equip", cost=cost("2"))))


def test_aura_targets_enters_attached_and_dies_with_its_creature(game):
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    rancor = game.add_card("Alice", RANCOR)
    game.add_mana("Alice", "G")
    game.cast("Alice", rancor, targets=[[bears]])
    game.resolve_stack()
    assert game.attached_to("Rancor") == bears
    assert game.pt(bears) == (4, 2) and "trample" in game.keywords(bears)
    from cardtext.runtime.engine.zones import move
    move(game, bears, Zone.GRAVEYARD)
    game.check_state()
    assert "Rancor" in game.zone("Alice", Zone.GRAVEYARD)       # CR 704.5m


def test_equip_is_a_sorcery_speed_ability_and_unattaches(game):
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", SWORD)
    game.add_mana("Alice", "CC")
    assert any(a.kind == "activate" for a in game.legal_actions("Alice"))
    game.activate("Alice", "Sword", "equip", targets=[[bears]])
    game.resolve_stack()
    assert game.attached_to("Sword") == bears and "flying" in game.keywords(bears)
    from cardtext.runtime.engine.zones import move
    move(game, bears, Zone.EXILE)
    game.check_state()
    assert game.attached_to("Sword") is None and "Sword" in game.zone("Alice", Zone.BATTLEFIELD)
    game.set_step(Step.UPKEEP, "Alice")
    game.add_mana("Alice", "CC")
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    with pytest.raises(IllegalAction, match=r"CR 602\.5d"):
        game.activate("Alice", "Sword", "equip")


# ------------------------------------------------------------------ keywords and restrictions
PRO_RED = creature("Pro Red", 2, 2, "W", KeywordAbility("protection", quality=ObjectFilter(colors=(Color.RED,))))
SHOCK_RED = CardDefinition("Shock", cost("R"), (CardType.INSTANT,), colors=(Color.RED,), abilities=(
    SpellAbility((DealDamage(Fixed(2), objects=TargetRef(0)),), (TargetSpec(CREATURE),)),))
RED_BEAR = creature("Red Bear", 2, 2, "R", colors=(Color.RED,))
MENACER = creature("Menacer", 2, 2, "R", KeywordAbility("menace"))
HEXER = creature("Hexer", 1, 1, "G", KeywordAbility("hexproof"))


def test_protection_targeting_damage_and_blocking(game):
    game.put_onto_battlefield("Bob", PRO_RED)
    shock = game.add_card("Alice", SHOCK_RED)
    game.add_mana("Alice", "R")
    with pytest.raises(IllegalAction, match=r"CR 601\.2c"):
        game.cast("Alice", shock, targets=[["Pro Red"]])
    from cardtext.runtime.engine.combat import block_problem, damage_object
    red = game.put_onto_battlefield("Alice", RED_BEAR)
    damage_object(game, game.obj(red), game.obj("Pro Red"), 3)
    assert game.obj("Pro Red").damage == 0
    game.put_onto_battlefield("Alice", PRO_RED)
    game.declare_attackers("Alice", [game.obj("Pro Red", Zone.BATTLEFIELD).id
                                     if game.obj("Pro Red").controller == 0 else "Pro Red#2"])
    attacker = game.state.combat.attackers[0]
    bob_red = game.put_onto_battlefield("Bob", RED_BEAR)
    # CR 702.16f: it can't be blocked by red creatures; the message names the quality
    assert "CR 702.16f: Pro Red has protection from red" in block_problem(game, game.obj(bob_red), attacker)


def test_hexproof_and_menace(game):
    game.put_onto_battlefield("Bob", HEXER)
    shock = game.add_card("Alice", SHOCK_RED)
    game.add_mana("Alice", "R")
    with pytest.raises(IllegalAction):
        game.cast("Alice", shock, targets=[["Hexer"]])
    game.put_onto_battlefield("Alice", MENACER)
    game.declare_attackers("Alice", ["Menacer"])
    with pytest.raises(IllegalAction, match=r"CR 702\.111b"):      # menace (702.110 is exploit)
        game.declare_blockers("Bob", {"Hexer": "Menacer"})


def test_attacks_each_combat_is_a_requirement(game):
    game.put_onto_battlefield("Alice", creature("Berserker", 2, 2, "R", StaticAbility(
        Restriction(SelfRef(), RestrictedAction.ATTACK_EACH_COMBAT))))
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    with pytest.raises(IllegalAction, match=r"CR 508\.1d"):
        game.declare_attackers("Alice", ["Grizzly Bears"])
    game.declare_attackers("Alice", ["Grizzly Bears", "Berserker"])


def test_an_additional_land_play_is_offered_after_the_first_land(game):
    """CR 305.2a: with one additional land play this turn, a second land may be played, and the
    legal-action listing offers it as the engine allows it."""
    from rt_cards import FOREST
    alice = game.state.players[0]
    first = game.add_card("Alice", FOREST)
    game.play_land("Alice", first)
    second = game.add_card("Alice", FOREST)
    assert not any(a.kind == "play_land" for a in game.legal_actions("Alice"))
    alice.additional_land_plays = 1
    assert any(a.kind == "play_land" for a in game.legal_actions("Alice"))
    game.play_land("Alice", second)
    assert not any(a.kind == "play_land" for a in game.legal_actions("Alice"))
