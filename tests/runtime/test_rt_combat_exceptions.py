"""Exceptions to the rules of combat that a card's text makes: a blocked creature assigning its
combat damage as though it weren't blocked (CR 510.1c); a creature removed from combat (CR
506.4); a creature that can block an additional creature this turn (CR 509.1a); nonattacking and
nonblocking creatures (CR 506.4, 508.1k, 509.1g); "if ~ didn't attack this turn" (CR 508.1, 603.4);
creatures attacking you (CR 506.3); "can't be blocked except by creatures with flying or reach" and "... except by artifact creatures
and/or red creatures" (CR 509.1b); "can't attack if defending player controls ..." (CR 508.1c); a skipped combat phase (CR 614.10)."""
import dataclasses

import pytest
from rt_cards import GRIZZLY_BEARS

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.abilities import AssignsAsThoughUnblocked
from cardtext.runtime.characteristics import CardType, Color, Step, Zone
from cardtext.runtime.engine.decider import Answer, ChoiceKind
from cardtext.runtime.errors import IllegalAction
from cardtext.runtime.abilities import KeywordAbility
from cardtext.runtime.filters import SelfRef


def card(text: str, name: str, type_line: str = "Creature — Wolf", mana_cost: str = "", **kw):
    compiled = compile_card(CardSource(name, text, mana_cost, type_line, **kw))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


PACK = card("You may have Pack Leader assign its combat damage as though it weren't blocked.", "Pack Leader",
            power="3", toughness="3")


def _blocked_fight(game, answer: bool):
    game.decider.add(Answer(ChoiceKind.MAY, answer))
    pack = game.put_onto_battlefield("Alice", PACK)
    game.obj(pack).controlled_since_turn_start = True
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.declare_attackers("Alice", [pack])
    game.declare_blockers("Bob", {bears: pack})
    game.advance_to(Step.END_OF_COMBAT)


def test_the_line_is_a_static_ability_about_itself():
    (ability,) = PACK.abilities
    assert ability.effect == AssignsAsThoughUnblocked(SelfRef())


def test_its_controller_may_have_it_assign_all_its_damage_to_the_defending_player(game):
    # CR 510.1c: the exception; the blocker is dealt none of it
    _blocked_fight(game, True)
    assert game.life("Bob") == 17
    assert "Grizzly Bears" not in game.zone("Bob", Zone.GRAVEYARD)
    assert game.obj("Grizzly Bears").damage == 0


def test_declining_it_assigns_the_damage_to_the_blocker_as_usual(game):
    # CR 510.1c: a blocked creature assigns its combat damage to the creatures blocking it
    _blocked_fight(game, False)
    assert game.life("Bob") == 20
    assert "Grizzly Bears" in game.zone("Bob", Zone.GRAVEYARD)


def test_an_unblocked_attacker_is_not_asked(game):
    pack = game.put_onto_battlefield("Alice", PACK)
    game.obj(pack).controlled_since_turn_start = True
    game.declare_attackers("Alice", [pack])
    game.declare_blockers("Bob", {})
    game.advance_to(Step.END_OF_COMBAT)        # the scripted decider has no answer to give
    assert game.life("Bob") == 17


RUNNER = card("Whenever Cloak Runner becomes blocked, you may untap it and remove it from combat.", "Cloak Runner",
              "Creature — Bird Soldier", power="2", toughness="2")
UNBIND = card("Remove target creature from combat.", "Unbind", "Instant", mana_cost="{W}")


def _runner_blocked(game, answer: bool):
    """The runner attacks, the bears block it, and its trigger resolves with `answer` to "you may"."""
    runner = game.put_onto_battlefield("Alice", RUNNER)
    game.obj(runner).controlled_since_turn_start = True
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.decider.add(Answer(ChoiceKind.MAY, answer))
    game.declare_attackers("Alice", [runner])
    game.declare_blockers("Bob", {bears: runner})
    game.resolve_stack()
    return runner, bears


def test_removed_from_combat_it_is_untapped_and_neither_deals_nor_is_dealt_combat_damage(game):
    # CR 506.4: it stops being an attacking and a blocked creature; the blocker, blocking no one
    # still in combat, deals it no damage (CR 510.1d)
    runner, bears = _runner_blocked(game, True)
    combat = game.state.combat
    assert runner not in combat.attackers and runner not in combat.blocked
    assert not game.obj(runner).tapped
    game.advance_to(Step.END_OF_COMBAT)
    assert game.obj(runner).damage == 0 and game.obj(bears).damage == 0
    assert game.life("Bob") == 20


def test_declining_it_leaves_the_creature_in_combat(game):
    runner, _ = _runner_blocked(game, False)
    assert runner in game.state.combat.attackers and game.obj(runner).tapped


def test_an_attacker_whose_blocker_is_removed_stays_blocked_and_deals_no_damage(game):
    # CR 509.1h, 510.1c: a blocked creature with no blocker left assigns no combat damage
    attacker = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.obj(attacker).controlled_since_turn_start = True
    wall = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.declare_attackers("Alice", [attacker])
    game.declare_blockers("Bob", {wall: attacker})
    game.pass_priority("Alice")
    game.add_mana("Bob", "W")
    game.cast("Bob", game.add_card("Bob", UNBIND), targets=[[wall]])
    game.resolve_stack()
    assert wall not in game.state.combat.blocking
    assert attacker in game.state.combat.blocked
    game.advance_to(Step.END_OF_COMBAT)
    assert game.life("Bob") == 20 and game.obj(wall).damage == 0


GUARDIAN = card("{2}: Wide Guardian can block an additional creature this turn.", "Wide Guardian",
                "Creature — Human Monk", power="1", toughness="5")


def _two_attackers(game):
    bears = [game.put_onto_battlefield("Alice", GRIZZLY_BEARS) for _ in range(2)]
    for b in bears:
        game.obj(b).controlled_since_turn_start = True
    return bears


def test_without_the_ability_it_blocks_one_attacker_only(game):
    guardian = game.put_onto_battlefield("Bob", GUARDIAN)
    bears = _two_attackers(game)
    game.declare_attackers("Alice", bears)
    with pytest.raises(IllegalAction, match="509.1a"):
        game.declare_blockers("Bob", {guardian: bears})


def test_after_the_ability_resolves_it_blocks_two_attackers_this_turn(game):
    guardian = game.put_onto_battlefield("Bob", GUARDIAN)
    bears = _two_attackers(game)
    game.pass_priority("Alice")
    game.add_mana("Bob", "CC")
    game.activate("Bob", guardian)
    game.resolve_stack()
    game.declare_attackers("Alice", bears)
    game.declare_blockers("Bob", {guardian: bears})
    assert game.state.combat.blocked == bears


SHORE_UP = card("Target nonattacking, nonblocking creature gets +0/+2 until end of turn.", "Shore Up", "Instant",
                mana_cost="{W}")


def _choices(game, definition, player="Alice"):
    (spell,) = definition.abilities
    (spec,) = spell.targets
    return {o.value for o in game.target_options(spec, game.player(player), -1, by_spell=True)}


def test_a_creature_in_combat_is_no_nonattacking_nonblocking_creature(game):
    attacker = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.obj(attacker).controlled_since_turn_start = True
    home = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    blocker = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    idle = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    assert {attacker, home, blocker, idle} <= _choices(game, SHORE_UP)
    game.declare_attackers("Alice", [attacker])
    game.declare_blockers("Bob", {blocker: attacker})
    choices = _choices(game, SHORE_UP)
    assert home in choices and idle in choices
    assert attacker not in choices and blocker not in choices


IDLER = card("At the beginning of your end step, if Idle Brute didn't attack this turn, you lose 1 life.",
             "Idle Brute", "Creature — Human Berserker", power="2", toughness="2")
LOOKOUT = card("At the beginning of your end step, if you didn't attack with a creature this turn, you lose 1 life.",
               "Lookout", "Enchantment")


@pytest.mark.parametrize("definition", [IDLER, LOOKOUT])
def test_a_turn_without_attacking_triggers_it(game, definition):
    oid = game.put_onto_battlefield("Alice", definition)
    game.obj(oid).controlled_since_turn_start = True
    game.decider.add(Answer(ChoiceKind.ATTACKERS, []))
    game.advance_to(Step.END, "Alice")
    game.resolve_stack()
    assert game.life("Alice") == 19


@pytest.mark.parametrize("definition", [IDLER, LOOKOUT])
def test_a_turn_it_attacked_in_doesnt(game, definition):
    # CR 603.4: the intervening "if" is false as the end step begins
    oid = game.put_onto_battlefield("Alice", definition)
    attacker = oid if definition is IDLER else game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.obj(attacker).controlled_since_turn_start = True
    game.declare_attackers("Alice", [attacker])
    game.declare_blockers("Bob", {})
    game.advance_to(Step.END, "Alice")
    game.resolve_stack()
    assert game.life("Alice") == 20


SNARE = card("Exile target creature that's attacking you.", "Snare", "Instant", mana_cost="{W}")


def test_a_creature_attacking_you_is_one_whose_defending_player_you_are(game):
    attacker = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.obj(attacker).controlled_since_turn_start = True
    home = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    assert attacker not in _choices(game, SNARE, "Bob")
    game.declare_attackers("Alice", [attacker])
    assert _choices(game, SNARE, "Bob") == {attacker}
    assert attacker not in _choices(game, SNARE, "Alice") and home not in _choices(game, SNARE, "Bob")


SPIRIT = card("Orchard Ghost can't be blocked except by creatures with flying or reach.", "Orchard Ghost",
              "Creature — Spirit", power="2", toughness="2")


@pytest.mark.parametrize("keyword, legal", [("flying", True), ("reach", True), (None, False)])
def test_only_a_creature_with_flying_or_reach_can_block_it(game, keyword, legal):
    blocker = dataclasses.replace(GRIZZLY_BEARS, abilities=(KeywordAbility(keyword),) if keyword else ())
    _block_if_legal(game, SPIRIT, blocker, legal)


def _block_if_legal(game, attacker, blocker, legal: bool) -> None:
    """Alice attacks with `attacker`; Bob's `blocker` blocks it, or is refused (CR 509.1b)."""
    aid = game.put_onto_battlefield("Alice", attacker)
    game.obj(aid).controlled_since_turn_start = True
    bid = game.put_onto_battlefield("Bob", blocker)
    game.declare_attackers("Alice", [aid])
    if legal:
        game.declare_blockers("Bob", {bid: aid})
        assert aid in game.state.combat.blocked
    else:
        with pytest.raises(IllegalAction, match="509.1b"):
            game.declare_blockers("Bob", {bid: aid})


SHAMAN = card("Skirt Shaman can't be blocked except by artifact creatures and/or red creatures.", "Skirt Shaman",
              "Creature — Goblin Shaman", power="2", toughness="2")
RED_BEAR = dataclasses.replace(GRIZZLY_BEARS, name="Red Bear", colors=(Color.RED,))
IRON_BEAR = dataclasses.replace(GRIZZLY_BEARS, name="Iron Bear", types=(CardType.ARTIFACT, CardType.CREATURE))


@pytest.mark.parametrize("blocker, legal", [(RED_BEAR, True), (IRON_BEAR, True), (GRIZZLY_BEARS, False)])
def test_only_an_artifact_creature_or_a_red_creature_can_block_it(game, blocker, legal):
    _block_if_legal(game, SHAMAN, blocker, legal)


BRUTE = card("Timid Orgg can't attack if defending player controls an untapped creature with power 3 or greater.",
             "Timid Orgg", "Creature — Orgg", power="6", toughness="6")
OGRE = dataclasses.replace(GRIZZLY_BEARS, name="Big Ogre", power="3", toughness="3")


@pytest.mark.parametrize("tapped", [False, True])
def test_it_cant_attack_while_the_defending_player_controls_an_untapped_big_creature(game, tapped):
    brute = game.put_onto_battlefield("Alice", BRUTE)
    game.obj(brute).controlled_since_turn_start = True
    game.put_onto_battlefield("Bob", OGRE, tapped=tapped)
    if tapped:
        game.declare_attackers("Alice", [brute])
        assert brute in game.state.combat.attackers
    else:
        with pytest.raises(IllegalAction, match="508.1c"):
            game.declare_attackers("Alice", [brute])


def test_a_creature_that_can_block_any_number_blocks_three_attackers(game):
    valor = card("Target creature can block any number of creatures this turn.", "Valor", "Instant",
                 mana_cost="{W}")
    guardian = game.put_onto_battlefield("Bob", GUARDIAN)
    bears = _two_attackers(game) + _two_attackers(game)[:1]
    game.pass_priority("Alice")
    game.add_mana("Bob", "W")
    game.cast("Bob", game.add_card("Bob", valor), targets=[[guardian]])
    game.resolve_stack()
    game.declare_attackers("Alice", bears)
    game.declare_blockers("Bob", {guardian: bears})
    assert game.state.combat.blocked == bears


def test_a_skipped_combat_phase_goes_from_the_first_main_phase_to_the_second_once(game):
    calm = card("You skip your next combat phase.", "Calm", "Sorcery", mana_cost="{W}")
    game.add_mana("Alice", "W")
    game.cast("Alice", game.add_card("Alice", calm))
    game.resolve_stack()
    game.decider.add(Answer(ChoiceKind.ATTACKERS, []))
    game.advance_to(Step.MAIN2, "Alice")
    lines = game.log_lines()
    assert any("skips their combat phase (CR 614.10)" in line for line in lines)
    assert not any("beginning_of_combat begins" in line for line in lines)
    assert game.state.players[game.player("Alice")].steps_to_skip == ()
