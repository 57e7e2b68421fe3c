"""Combat damage assignment by the current rules (no damage assignment order since 2024; CR
510.1c-d as now written), trample (CR 702.19b), deathtouch (CR 702.2c), and the rules combat's
refusals cite (menace 702.111b, protection 702.16f)."""
import pytest
from rt_cards import GRIZZLY_BEARS, creature

from cardtext.runtime.abilities import AdditionalBlocks, KeywordAbility, StaticAbility
from cardtext.runtime.characteristics import Color, Step, Zone
from cardtext.runtime.engine.decider import Answer, ChoiceKind, FirstOptionDecider, ScriptedDecider
from cardtext.runtime.errors import DecisionMissing, IllegalAction
from cardtext.runtime.filters import ObjectFilter, SelfRef

K = KeywordAbility
DEATHTOUCH_TRAMPLER = creature("Deathtouch Trampler", 6, 6, "4G", K("deathtouch"), K("trample"))
TRAMPLER = creature("Trampler", 6, 6, "4G", K("trample"))
WALL = creature("Wall", 2, 4, "2W")
ASSASSIN = creature("Assassin", 2, 1, "1B", K("deathtouch"))
OGRE = creature("Ogre", 4, 4, "3R")
PRO_WHITE = creature("Pro White", 2, 2, "1B", K("protection", quality=ObjectFilter(colors=(Color.WHITE,))))
PRO_ZOMBIES = creature("Pro Zombies", 2, 2, "1W", K("protection", quality=ObjectFilter(subtypes=("Zombie",))))
WHITE_KNIGHT = creature("White Knight", 2, 2, "WW", colors=(Color.WHITE,))
ZOMBIE = creature("Zombie", 2, 2, "1B", subtypes=("Zombie",))


class Recorder(ScriptedDecider):
    """Scripted answers; remembers every combat damage question the engine asks."""

    def __init__(self, *answers, fallback=None):
        super().__init__(answers, fallback=fallback)
        self.asked = []

    def choose(self, choice):
        if choice.kind is ChoiceKind.COMBAT_DAMAGE:
            self.asked.append(choice)
        return super().choose(choice)


def fight(g, attacker, blockers, decider):
    """Alice attacks with `attacker`; Bob blocks it with `blockers`; combat damage is dealt."""
    g.decider = decider
    a = g.put_onto_battlefield("Alice", attacker)
    g.obj(a).controlled_since_turn_start = True
    ids = [g.put_onto_battlefield("Bob", b) for b in blockers]
    g.declare_attackers("Alice", [a])
    g.declare_blockers("Bob", {b: a for b in ids})
    g.advance_to(Step.END_OF_COMBAT)
    return a, ids


def test_deathtouch_trampler_assigns_1_to_its_blocker_and_5_to_the_player(game):
    # CR 702.19b with 702.2c: 1 damage from a source with deathtouch is lethal damage
    d = Recorder(Answer(ChoiceKind.COMBAT_DAMAGE, 1))
    _, (wall,) = fight(game, DEATHTOUCH_TRAMPLER, [WALL], d)
    assert [o.value for o in d.asked[0].options][0] == 1         # the usual division is offered first
    assert game.life("Bob") == 15
    assert "Wall" in game.zone("Bob", Zone.GRAVEYARD)          # destroyed by deathtouch (CR 702.2b)


def test_deathtouch_trampler_by_default_tramples_over_with_all_but_1(game):
    # CR 702.19b, 702.2c: the first-option decider plays the usual division
    fight(game, DEATHTOUCH_TRAMPLER, [WALL], FirstOptionDecider())
    assert game.life("Bob") == 15 and "Wall" in game.zone("Bob", Zone.GRAVEYARD)


def test_a_trampler_without_deathtouch_must_assign_its_blocker_lethal_damage_first(game):
    # CR 702.19b: of 6, at least 4 to the 2/4 before any reaches the player
    d = Recorder(Answer(ChoiceKind.COMBAT_DAMAGE, 4))
    fight(game, TRAMPLER, [WALL], d)
    assert sorted(o.value for o in d.asked[0].options) == [4, 5, 6]
    assert game.life("Bob") == 18


def test_trample_counts_damage_already_marked_toward_lethal(game):
    # CR 702.19b: "take into account damage already marked on the creature": 3 of the 2/4's 4
    d = Recorder(Answer(ChoiceKind.COMBAT_DAMAGE, 1))
    game.decider = d
    a = game.put_onto_battlefield("Alice", TRAMPLER)
    game.obj(a).controlled_since_turn_start = True
    wall = game.put_onto_battlefield("Bob", WALL)
    game.declare_attackers("Alice", [a])
    game.declare_blockers("Bob", {wall: a})
    game.obj(wall).damage = 3
    game.advance_to(Step.END_OF_COMBAT)
    assert sorted(o.value for o in d.asked[0].options) == [1, 2, 3, 4, 5, 6]
    assert game.life("Bob") == 15 and game.state.objects[wall].gone


def test_deathtouch_2_1_double_blocked_by_two_2_2s_kills_both(game):
    # CR 702.2c, 510.1c: the attacking player assigns 1 to each, and each is lethal
    d = Recorder(Answer(ChoiceKind.COMBAT_DAMAGE, 1))
    fight(game, ASSASSIN, [GRIZZLY_BEARS, GRIZZLY_BEARS], d)
    assert len(d.asked) == 1                   # the second blocker gets what is left, unasked
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Grizzly Bears", "Grizzly Bears"]


def test_the_attacking_player_divides_damage_among_blockers_as_they_choose(game):
    # CR 510.1c as now written (no damage assignment order): all 4 to the second blocker,
    # none to the first, though the first was declared first
    d = Recorder(Answer(ChoiceKind.COMBAT_DAMAGE, 0))
    _, (first, second) = fight(game, OGRE, [GRIZZLY_BEARS, GRIZZLY_BEARS], d)
    assert d.asked[0].player == 0                              # Alice, the attacking player
    assert sorted(o.value for o in d.asked[0].options) == [0, 1, 2, 3, 4]
    assert not game.state.objects[first].gone and game.state.objects[second].gone   # it died
    assert any("Ogre assigns its combat damage: 0 to Grizzly Bears, 4 to Grizzly Bears" in e.text
               for e in game.log.entries)


def test_without_trample_a_blocked_creature_assigns_nothing_to_the_player(game):
    # CR 510.1c: a blocked creature's damage goes only to the creatures blocking it
    fight(game, OGRE, [GRIZZLY_BEARS], Recorder())             # one blocker: nothing asked
    assert game.life("Bob") == 20


def test_trample_short_of_lethal_to_one_blocker_keeps_all_damage_on_the_blockers(game):
    # CR 702.19b: "need not assign lethal damage to all those blocking creatures but in that case
    # can't assign any damage to the player"
    d = Recorder(Answer(ChoiceKind.COMBAT_DAMAGE, 1))
    _, (first, second) = fight(game, TRAMPLER, [GRIZZLY_BEARS, GRIZZLY_BEARS], d)
    assert len(d.asked) == 1 and game.life("Bob") == 20
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Grizzly Bears"]      # the 5 went to the second
    assert not game.state.objects[first].gone and game.state.objects[second].gone


def test_lethal_counts_damage_assigned_by_another_attacker_in_the_same_step(game):
    # CR 702.19b's example: a 2/2 blocking a 1/1 and a 3/3 trampler; the 1/1's 1 damage counts,
    # so 1 from the trampler is lethal and 2 go to the defending player
    big = creature("Big Blocker", 2, 2, "1W", StaticAbility(AdditionalBlocks(SelfRef())))
    game.decider = Recorder(fallback=FirstOptionDecider())
    small = game.put_onto_battlefield("Alice", creature("Small", 1, 1, "W"))
    tramp = game.put_onto_battlefield("Alice", creature("Tramp", 3, 3, "2G", K("trample")))
    for oid in (small, tramp):
        game.obj(oid).controlled_since_turn_start = True
    blocker = game.put_onto_battlefield("Bob", big)
    game.declare_attackers("Alice", [small, tramp])
    game.declare_blockers("Bob", {blocker: [small, tramp]})
    game.advance_to(Step.END_OF_COMBAT)
    tramp_question = next(c for c in game.decider.asked if "Tramp's" in c.prompt)
    assert tramp_question.options[0].value == 1                # the usual: lethal is 1 now
    assert game.life("Bob") == 18


def test_a_creature_blocking_two_attackers_divides_its_damage_as_its_controller_chooses(game):
    # CR 510.1d as now written: Bob divides the blocker's 4 damage between the two attackers
    big = creature("Big Blocker", 4, 6, "3W", StaticAbility(AdditionalBlocks(SelfRef())))
    game.decider = Recorder(Answer(ChoiceKind.COMBAT_DAMAGE, 4))
    a1 = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    a2 = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    for oid in (a1, a2):
        game.obj(oid).controlled_since_turn_start = True
    blocker = game.put_onto_battlefield("Bob", big)
    game.declare_attackers("Alice", [a1, a2])
    game.declare_blockers("Bob", {blocker: [a1, a2]})
    game.advance_to(Step.END_OF_COMBAT)
    assert game.decider.asked[0].player == 1
    assert game.state.objects[a1].gone and not game.state.objects[a2].gone


def test_an_unscripted_division_is_a_question_not_a_silent_default(game):
    # the attacking player decides (CR 510.1c): a scripted game without an answer stops, naming it
    with pytest.raises(DecisionMissing, match="combat_damage"):
        fight(game, OGRE, [GRIZZLY_BEARS, GRIZZLY_BEARS], ScriptedDecider())


# ------------------------------------------------------------------ refusal messages
def test_menace_refusal_cites_702_111b(game):
    game.put_onto_battlefield("Alice", creature("Menacer", 2, 2, "R", K("menace")))
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.declare_attackers("Alice", ["Menacer"])
    with pytest.raises(IllegalAction, match=r"CR 702\.111b: Menacer has menace"):
        game.declare_blockers("Bob", {"Grizzly Bears": "Menacer"})


def test_protection_refusal_cites_702_16f_and_names_the_quality(game):
    # CR 702.16f: an attacking creature with protection can't be blocked by creatures with the quality
    game.put_onto_battlefield("Alice", PRO_WHITE)
    game.put_onto_battlefield("Bob", WHITE_KNIGHT)
    game.declare_attackers("Alice", ["Pro White"])
    with pytest.raises(IllegalAction, match=r"CR 702\.16f: Pro White has protection from white; "
                                            r"White Knight can't block it"):
        game.declare_blockers("Bob", {"White Knight": "Pro White"})


def test_protection_from_a_creature_type_is_named_in_the_plural(game):
    game.put_onto_battlefield("Alice", PRO_ZOMBIES)
    game.put_onto_battlefield("Bob", ZOMBIE)
    game.declare_attackers("Alice", ["Pro Zombies"])
    with pytest.raises(IllegalAction, match=r"CR 702\.16f: Pro Zombies has protection from Zombies"):
        game.declare_blockers("Bob", {"Zombie": "Pro Zombies"})


def test_a_creature_that_assigns_no_combat_damage_this_turn_deals_none(game):
    """"Whenever ~ becomes blocked, you may have it deal damage equal to its power to target
    creature. If you do, ~ assigns no combat damage this turn." (CR 510.1a): the blocker takes
    the trigger's 3 damage, and none in the combat damage step; the blocker still deals its own."""
    from cardtext.compiler.api import compile_card
    from cardtext.compiler.source.card import CardSource
    grunt = compile_card(CardSource("Lava Grunt", "Whenever ~ becomes blocked, you may have it deal damage "
                                    "equal to its power to target creature. If you do, ~ assigns no combat "
                                    "damage this turn.", "", "Creature — Beast", power="3", toughness="5"))
    assert grunt.fully_compiled, [d.render() for d in grunt.diagnostics]
    a = game.put_onto_battlefield("Alice", grunt.definition)
    game.obj(a).controlled_since_turn_start = True
    wall = game.put_onto_battlefield("Bob", WALL)
    game.declare_attackers("Alice", [a])
    game.decider.add(Answer(ChoiceKind.TARGETS, ["Wall"]), Answer(ChoiceKind.MAY, True))
    game.declare_blockers("Bob", {wall: a})
    game.advance_to(Step.END_OF_COMBAT)
    assert game.obj(wall).damage == 3                # the trigger's damage only
    assert game.obj(a).damage == 2                   # the Wall's combat damage
