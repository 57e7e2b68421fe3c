"""Space sculptor and the sectors of the battlefield (CR 702.158, current rules: Unfinity; the 2022
rules text predates it), played by the engine with a planeswalker compiled from rules text in the
wording of the set's card:

- while a permanent with space sculptor is on the battlefield, each creature without a sector
  designation gets one, a state-based action (CR 704.5u, 702.158c): its controller chooses alpha,
  beta or gamma (CR 702.158b), the players who control no permanent with space sculptor first
  ("Opponents assign first"); a creature entering later is assigned the same way;
- the designations last until no player controls a permanent with space sculptor (CR 702.158b);
- "Creatures in each sector can be blocked this turn only by creatures in the same sector" is a
  blocking restriction on each creature in a sector for the turn (CR 509.1b, 702.158e);
- "the sector of your choice" is chosen as the ability resolves (CR 702.158d) and "in" it means
  having that designation (CR 702.158e).
"""
import pytest
from rt_cards import GRIZZLY_BEARS, MEMNITE

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.engine.decider import Answer, ChoiceKind
from cardtext.runtime.engine.zones import move
from cardtext.runtime.errors import IllegalAction

CARTOGRAPHER_TEXT = ("Space sculptor\n"
                     "+1: Creatures in each sector can be blocked this turn only by creatures in the same sector.\n"
                     "\u22121: Put a +1/+1 counter on each creature in the sector of your choice.\n"
                     "\u22125: Destroy all creatures in the sector of your choice.")


@pytest.fixture
def cartographer():
    card = compile_card(CardSource("Sector Cartographer", CARTOGRAPHER_TEXT, "{2}{W}{U}",
                                   "Legendary Planeswalker \u2014 Jace", loyalty="6"))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


def sector_log(game) -> list[str]:
    return [e.text for e in game.log.entries if e.kind == "sector"]


def assign(game, *sectors):
    game.decider.add(*(Answer(ChoiceKind.CHOOSE, s) for s in sectors))


def test_without_space_sculptor_no_creature_has_a_sector(game):
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.check_state()
    assert game.state.objects[bears].sector is None and not sector_log(game)


def test_opponents_assign_their_creatures_first_cr_704_5u(game, cartographer):
    """CR 704.5u: Bob, who controls no permanent with space sculptor, chooses for his creature
    before Alice, who controls one, chooses for hers."""
    alices = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    bobs = game.put_onto_battlefield("Bob", MEMNITE)
    assign(game, "gamma", "alpha")                  # Bob's Memnite first, then Alice's Bears
    game.put_onto_battlefield("Alice", cartographer, counters={"loyalty": 6})
    game.check_state()
    assert game.state.objects[bobs].sector == "gamma"
    assert game.state.objects[alices].sector == "alpha"
    assert sector_log(game)[0].startswith("Bob assigns Memnite")


def test_a_creature_entering_later_is_assigned_too_cr_702_158c(game, cartographer):
    game.put_onto_battlefield("Alice", cartographer, counters={"loyalty": 6})
    game.check_state()                              # no creature yet: nothing to assign
    assert not sector_log(game)
    assign(game, "beta")
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.check_state()
    assert game.state.objects[bears].sector == "beta"


def test_the_designations_end_when_no_space_sculptor_is_left_cr_702_158b(game, cartographer):
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    assign(game, "beta")
    walker = game.put_onto_battlefield("Alice", cartographer, counters={"loyalty": 6})
    game.check_state()
    assert game.state.objects[bears].sector == "beta"
    move(game, walker, Zone.GRAVEYARD)          # the planeswalker leaves: no space sculptor
    game.check_state()
    assert game.state.objects[bears].sector is None
    assert "the sector designations end" in sector_log(game)[-1]


def test_destroy_all_creatures_in_the_sector_of_your_choice_cr_702_158d(game, cartographer):
    """CR 702.158d-e: the sector is chosen as the ability resolves; only the creatures with that
    designation are destroyed."""
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    memnite = game.put_onto_battlefield("Bob", MEMNITE)
    assign(game, "alpha", "gamma")
    game.put_onto_battlefield("Alice", cartographer, counters={"loyalty": 6})
    game.check_state()
    game.activate("Alice", "Sector Cartographer", 2)
    assign(game, "gamma")                           # the sector of Alice's choice, as it resolves
    game.resolve_stack()
    assert not game.state.objects[bears].gone                  # alpha: still on the battlefield
    assert game.state.objects[memnite].gone                     # gamma: destroyed (CR 400.7)
    assert [game.state.objects[i].name for i in game.state.players[1].graveyard] == ["Memnite"]


def test_counters_on_each_creature_in_the_chosen_sector_cr_702_158e(game, cartographer):
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    memnite = game.put_onto_battlefield("Bob", MEMNITE)
    assign(game, "beta", "beta")                    # Bob's first, then Alice's: the same sector
    game.put_onto_battlefield("Alice", cartographer, counters={"loyalty": 6})
    game.check_state()
    game.activate("Alice", "Sector Cartographer", 1)
    assign(game, "beta")
    game.resolve_stack()
    assert game.state.objects[bears].counters.get("+1/+1") == 1
    assert game.state.objects[memnite].counters.get("+1/+1") == 1


def test_creatures_can_be_blocked_only_by_creatures_in_the_same_sector_cr_702_158e(game, cartographer):
    """CR 509.1b, 702.158e: after the +1, Alice's Bears (alpha) can't be blocked by Bob's Memnite
    (gamma), but can be by his other Bears (alpha)."""
    memnite = game.put_onto_battlefield("Bob", MEMNITE)
    bobs_bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    alices_bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    assign(game, "gamma", "alpha", "alpha")         # Bob's two creatures first, then Alice's
    game.put_onto_battlefield("Alice", cartographer, counters={"loyalty": 6})
    game.check_state()
    game.activate("Alice", "Sector Cartographer", 0)
    game.resolve_stack()
    game.declare_attackers("Alice", [alices_bears])
    with pytest.raises(IllegalAction, match="can't be blocked by Memnite this turn"):
        game.declare_blockers("Bob", {memnite: alices_bears})
    game.declare_blockers("Bob", {bobs_bears: alices_bears})
    assert alices_bears in game.state.combat.blocked


def test_the_designations_last_while_an_ability_of_a_space_sculptor_waits_cr_702_158b(game, cartographer):
    """CR 702.158b: "until no player controls a permanent with space sculptor or an ability whose
    source has space sculptor": the -5 still finds its sector after its source is gone."""
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    assign(game, "alpha")
    walker = game.put_onto_battlefield("Alice", cartographer, counters={"loyalty": 6})
    game.check_state()
    game.activate("Alice", "Sector Cartographer", 2)
    move(game, walker, Zone.GRAVEYARD)              # gone in response: its ability waits on the stack
    game.check_state()
    assert game.state.objects[bears].sector == "alpha"
    assign(game, "alpha")
    game.resolve_stack()
    assert game.state.objects[bears].gone
