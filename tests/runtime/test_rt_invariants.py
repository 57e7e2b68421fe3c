"""The invariants random games check after every action (compiler/harness/invariants.py):
each one finds the broken state it names, and finds nothing in a sound one."""
from __future__ import annotations

from rt_cards import FOREST, GRIZZLY_BEARS

from cardtext.compiler.harness import invariants
from cardtext.compiler.harness.state_snapshot import StateSnapshot, state_text
from cardtext.runtime.characteristics import ManaType, Zone
from cardtext.runtime.engine.log import LogEntry
from cardtext.runtime.errors import IllegalAction


def test_a_sound_game_has_no_violations(game):
    game.add_card("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", FOREST)
    assert invariants.state_violations(game.state, [20, 20], []) == []


def test_an_object_listed_in_two_zones_is_found(game):
    """CR 400.1: an object is in one zone."""
    bears = game.add_card("Alice", GRIZZLY_BEARS)
    game.state.players[0].graveyard.append(bears)
    found = invariants.zone_violations(game.state)
    assert any("Grizzly Bears" in f and "2 zones" in f for f in found)


def test_a_phased_out_permanent_is_still_on_the_battlefield(game):
    """CR 702.26b: a phased-out permanent is treated as though it didn't exist, but it stays on
    the battlefield (listed apart, in state.phased_out): it is in one zone."""
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.state.battlefield.remove(bears)
    game.state.phased_out = (bears,)
    assert invariants.zone_violations(game.state) == []


def test_an_object_that_left_its_zone_but_is_still_listed_is_found(game):
    """CR 400.7: an object that moves becomes a new object; the old one is nowhere."""
    bears = game.add_card("Alice", GRIZZLY_BEARS)
    game.state.objects[bears].gone = True
    assert any("left its zone" in f for f in invariants.zone_violations(game.state))


def test_a_zone_listing_an_id_that_is_no_object_fails_the_quick_check(game):
    """CR 400.1: a zone holds objects of the game. The quick check that runs after every action
    (_zones_sound) refuses a graveyard listing an id that is no object, as the check that names
    the problem does."""
    game.put_onto_battlefield("Alice", FOREST)
    assert invariants._zones_sound(game.state)
    game.state.players[0].graveyard.append(10_000)
    assert not invariants._zones_sound(game.state)
    assert invariants.zone_violations(game.state) == ["id 10000 is listed in ['graveyard'] but is no object of the game"]


def test_an_object_in_another_players_zone_is_found(game):
    """CR 400.3: a card goes to its owner's hand, library or graveyard."""
    bears = game.add_card("Alice", GRIZZLY_BEARS)
    game.state.players[0].hand.remove(bears)
    game.state.players[1].hand.append(bears)
    assert any("its owner is Alice" in f for f in invariants.zone_violations(game.state))


def test_an_object_listed_nowhere_and_one_whose_record_names_another_zone_are_found(game):
    """CR 400.1: a live object is in a zone, the one its record says (the quick check that
    runs after every action and the one that names the problem agree)."""
    bears = game.add_card("Alice", GRIZZLY_BEARS)
    forest = game.put_onto_battlefield("Alice", FOREST)
    assert invariants._zones_sound(game.state) and invariants._zone_problems(game.state) == []
    game.state.players[0].hand.remove(bears)
    assert any("Grizzly Bears" in f and "0 zones" in f for f in invariants.zone_violations(game.state))
    game.state.players[0].hand.append(bears)
    game.state.objects[forest].zone = Zone.GRAVEYARD
    found = invariants.zone_violations(game.state)
    assert not invariants._zones_sound(game.state)
    assert found == [f"Forest (id {forest}) is listed in battlefield but says graveyard"]


def test_negative_counters_are_found(game):
    """CR 122.1: counters are markers; there is never a negative number of them."""
    oid = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.state.objects[oid].counters["+1/+1"] = -1
    game.state.players[1].poison = -2
    found = invariants.counter_violations(game.state)
    assert len(found) == 2 and "-1 +1/+1 counters" in found[0] and "Bob has -2 poison" in found[1]


def test_mana_left_in_a_pool_as_a_step_begins_is_found(game):
    """CR 106.4: mana empties from each pool at the end of each step and phase."""
    game.add_mana("Alice", [ManaType.GREEN])
    step = LogEntry(3, "beginning of combat", "step", "beginning of combat")
    assert invariants.pool_violations(game.state, [step])
    added = LogEntry(3, "beginning of combat", "mana", "Alice adds {G}", {"mana": ["G"]})
    assert invariants.pool_violations(game.state, [step, added]) == []


def test_mana_an_effect_keeps_is_not_a_pool_left_full(game):
    """CR 106.4, 702.189a: firebending's mana "lasts until end of combat": still in the pool as
    the declare blockers step begins, and rightly so."""
    from cardtext.runtime.characteristics import Step
    from cardtext.runtime.engine.objects import ManaUnit
    game.state.players[0].pool.append(ManaUnit(ManaType.RED, kept_until=Step.END_OF_COMBAT))
    step = LogEntry(3, "declare blockers", "step", "declare blockers")
    assert invariants.pool_violations(game.state, [step]) == []


def test_a_life_change_with_no_log_entry_is_found(game):
    """CR 119.3: life changes only by gaining, losing, paying it or damage, each logged."""
    game.state.players[0].life = 17
    assert invariants.life_violations(game.state, [20, 20], [])
    paid = LogEntry(3, "main1", "life", "Alice loses 3 life", {"life": [[0, -3]]})
    assert invariants.life_violations(game.state, [20, 20], [paid]) == []


def test_a_silent_life_change_beside_a_logged_one_is_found(game):
    """CR 119.3: the log's amounts add up to the change. A player who lost 3 life through an
    effect (logged) and 2 more silently is 15, not 17: an entry naming the player is not enough."""
    from cardtext.runtime.effects import LoseLife
    from cardtext.runtime.engine.evaluation import Context
    from cardtext.runtime.engine.vm import run
    from cardtext.runtime.filters import Fixed, PlayerRef
    start = len(game.log)
    run(game, Context(0, None), (LoseLife(Fixed(3), PlayerRef.YOU),))
    entries = game.log.entries[start:]
    assert game.life("Alice") == 17 and invariants.life_violations(game.state, [20, 20], entries) == []
    game.state.players[0].life -= 2                     # an engine bug: no event, no entry
    found = invariants.life_violations(game.state, [20, 20], entries)
    assert len(found) == 1 and "20 -> 15" in found[0] and "accounts for -3" in found[0]


def test_damage_gains_and_payments_carry_their_amounts(g):
    """Combat damage to a player (CR 120.3a), lifelink (CR 702.15b): each entry carries the
    amount, so the invariant adds them up to the change in both life totals."""
    from rt_cards import creature
    from cardtext.runtime.abilities import KeywordAbility
    from cardtext.runtime.characteristics import Step
    healer = g.put_onto_battlefield("Alice", creature("Healer", 3, 3, "W", KeywordAbility("lifelink")))
    start = len(g.log)
    g.declare_attackers("Alice", [healer])
    g.declare_blockers("Bob", {})
    g.advance_to(Step.END_OF_COMBAT)
    entries = g.log.entries[start:]
    assert (g.life("Alice"), g.life("Bob")) == (23, 17)
    assert sorted(tuple(c) for e in entries for c in e.data.get("life", ())) == [(0, 3), (1, -3)]
    assert invariants.life_violations(g.state, [20, 20], entries) == []


def test_a_refused_action_leaves_the_serialised_state_equal(game):
    """Game.perform's promise: an IllegalAction changes nothing (each action is a transaction)."""
    forest = game.put_onto_battlefield("Alice", FOREST)
    game.state.objects[forest].tapped = True
    snapshot = StateSnapshot()
    before, log = snapshot.text(game.state), len(game.log)
    try:
        game.tap_for_mana("Alice", forest)
    except IllegalAction:
        pass
    assert invariants.refusal_violations(before, snapshot.text(game.state), log, len(game.log)) == []


def test_a_changed_state_after_a_refusal_is_found(game):
    before = state_text(game.state)
    game.state.players[0].life = 19
    found = invariants.refusal_violations(before, state_text(game.state), 0, 1)
    assert len(found) == 2 and "changed the state" in found[0] and "1 log entries" in found[1]


def test_the_snapshot_writes_every_mutable_field(game):
    oid = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    before = state_text(game.state)
    game.state.objects[oid].damaged_by.append(99)
    assert state_text(game.state) != before


def test_a_rollback_does_not_share_what_handlers_change_in_place(game):
    """A refused action or a probe (Game.dry_run) must not leave anything behind: the lists and
    dicts the handlers change in place (damage sources this turn, CR 700.4; choices made as a
    permanent entered, CR 607.2d) are copied for the rollback, not shared with it."""
    from cardtext.runtime.engine.state import clone_state
    oid = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    original = game.state.objects[oid]
    original.chosen["color"] = ["G"]
    copy = clone_state(game.state).objects[oid]
    copy.damaged_by.append(7)
    copy.dealt_damage_to.append(1)
    copy.chosen["color"].append("R")
    assert original.damaged_by == [] and original.dealt_damage_to == [] and original.chosen == {"color": ["G"]}
    assert copy.zone is Zone.BATTLEFIELD


def test_life_gained_through_lifelink_is_logged(g):
    """CR 702.15b: damage dealt by a source with lifelink causes its controller to gain that much
    life; like every life change it has a log entry (CR 119.3), so the life invariant holds."""
    from rt_cards import creature
    from cardtext.runtime.abilities import KeywordAbility
    from cardtext.runtime.characteristics import Step
    healer = g.put_onto_battlefield("Alice", creature("Healer", 3, 3, "W", KeywordAbility("lifelink")))
    start = len(g.log)
    g.declare_attackers("Alice", [healer])
    g.declare_blockers("Bob", {})
    g.advance_to(Step.END_OF_COMBAT)
    assert g.life("Alice") == 23
    entries = g.log.entries[start:]
    assert "Alice gains 3 life (lifelink)" in [e.text for e in entries]
    assert invariants.life_violations(g.state, [20, 20], entries) == []


# The zone check answers at once when the state reads as it did at the last check that found it
# sound (invariants._zones_sound_again). Each test below first has a sound state checked, so the
# shortcut is ready, then breaks the state in one way: the check must still find it.

def _checked_sound(game):
    game.add_card("Alice", GRIZZLY_BEARS)
    forest = game.put_onto_battlefield("Alice", FOREST)
    assert invariants.zone_violations(game.state) == []
    assert invariants._zones_sound_again(game.state)       # the shortcut now answers: sound
    return forest


def test_after_a_sound_check_an_object_put_in_a_second_zone_is_found(game):
    """CR 400.1: one zone each; a zone list changed in place since the last check."""
    forest = _checked_sound(game)
    game.state.players[0].graveyard.append(forest)
    assert any("Forest" in f and "2 zones" in f for f in invariants.zone_violations(game.state))


def test_after_a_sound_check_an_object_that_left_its_zone_in_place_is_found(game):
    """CR 400.7: a record marked gone in place (the same record, no list changed)."""
    forest = _checked_sound(game)
    game.state.objects[forest].gone = True
    assert any("left its zone" in f for f in invariants.zone_violations(game.state))


def test_after_a_sound_check_a_record_naming_another_zone_in_place_is_found(game):
    """CR 400.1: a record's zone set in place, nothing else changed."""
    forest = _checked_sound(game)
    game.state.objects[forest].zone = Zone.EXILE
    assert invariants.zone_violations(game.state) == [f"Forest (id {forest}) is listed in battlefield but says exile"]


def test_after_a_sound_check_a_card_whose_owner_changed_in_place_is_found(game):
    """CR 400.3: a card in a player's hand whose owner is set to the other player in place."""
    _checked_sound(game)
    bears = game.state.players[0].hand[-1]
    game.state.objects[bears].owner = 1
    assert any("its owner is Bob" in f for f in invariants.zone_violations(game.state))


def test_after_a_sound_check_a_record_replaced_by_another_is_found(game):
    """CR 400.1: the id names a new record (made without setting its fields one by one, as a
    rollback's copies are), which says another zone."""
    from cardtext.runtime.engine.state import _clone_object
    forest = _checked_sound(game)
    other = _clone_object(game.state.objects[forest])
    other.__dict__["zone"] = Zone.GRAVEYARD          # not counted: the new identity is what tells
    dict.__setitem__(game.state.objects, forest, other)
    assert not invariants._zones_sound_again(game.state)
    assert any("says graveyard" in f for f in invariants.zone_violations(game.state))


def test_after_a_sound_check_a_new_object_listed_nowhere_or_an_unknown_id_is_found(game):
    """CR 400.1: a live object added to the game but to no zone; an id of no object listed."""
    forest = _checked_sound(game)
    from cardtext.runtime.engine.state import _clone_object
    stray = _clone_object(game.state.objects[forest])
    stray.__dict__["id"] = 9_999
    dict.__setitem__(game.state.objects, 9_999, stray)
    assert any("0 zones" in f for f in invariants.zone_violations(game.state))
    dict.pop(game.state.objects, 9_999)
    assert invariants.zone_violations(game.state) == []
    game.state.players[1].exile.append(10_000)
    assert invariants.zone_violations(game.state) == ["id 10000 is listed in ['exile'] but is no object of the game"]


def test_after_a_sound_check_a_spell_on_the_stack_and_a_phased_out_permanent_are_read_again(game):
    """CR 405.1, 702.26b: the stack and the phased-out permanents are zone lists the check reads."""
    forest = _checked_sound(game)
    game.state.phased_out = (forest,)                # now listed twice: battlefield and phased out
    assert any("2 zones" in f for f in invariants.zone_violations(game.state))


def test_after_a_sound_check_a_record_filed_under_another_id_is_found(game):
    """CR 400.1: the same records in the same order, but the battlefield's id now names none."""
    forest = _checked_sound(game)
    objects = game.state.objects
    assert list(objects)[-1] == forest               # the last record: moving it keeps the order
    dict.__setitem__(objects, 9_999, dict.pop(objects, forest))
    assert any(f"id {forest} is listed in ['battlefield'] but is no object" in f
               for f in invariants.zone_violations(game.state))


def test_negative_counters_on_a_gone_object_are_not_a_live_ones_but_a_live_one_beside_it_is_found(game):
    """CR 122.1, 400.7: an object that left its zone is a new object's past; the check reads every
    object's counts at once and names only the live objects' negative ones."""
    gone = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.state.objects[gone].counters["+1/+1"] = -3
    game.state.objects[gone].gone = True
    assert invariants.counter_violations(game.state) == []
    live = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.state.objects[live].counters["-1/-1"] = -1
    found = invariants.counter_violations(game.state)
    assert len(found) == 1 and f"(id {live}) has -1 -1/-1 counters" in found[0]
