"""Venturing into the dungeon (CR 701.49, current numbering) with a real dungeon card, Lost Mine of
Phandelver (tests/scenarios/cards/dungeons.card, compiled by cardtext: its rooms, their arrows and
their room abilities, CR 309.4). Scenarios CR701.49a_* and CR309.7_* play it with Cloister
Gargoyle."""
from pathlib import Path

import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.loaders import load_path
from cardtext.runtime import effects as E
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.engine.evaluation import Context
from cardtext.runtime.engine.vm import run

DUNGEONS = Path(__file__).parent.parent / "scenarios" / "cards" / "dungeons.card"


@pytest.fixture(scope="module")
def lost_mine():
    (card,) = load_path(DUNGEONS)
    compiled = compile_card(card.source)
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


def venture(game, player=0):
    run(game, Context(controller=player, source_id=0), (E.VentureIntoTheDungeon(),))
    game.resolve_stack()


def dungeon(game, player=0):
    (oid,) = game.state.players[player].command
    return game.state.objects[oid]


def test_the_rooms_and_their_arrows_are_the_cards(lost_mine):
    """CR 309.4: each room's arrows lead to rooms below it; the last has none (bottommost)."""
    names = [r.name for r in lost_mine.rooms]
    assert names == ["Cave Entrance", "Goblin Lair", "Mine Tunnels", "Storeroom", "Dark Pool", "Fungi Cavern",
                     "Temple of Dumathoin"]
    assert [r.exits for r in lost_mine.rooms] == [(1, 2), (3, 4), (4, 5), (6,), (6,), (6,), ()]


def test_venturing_brings_a_dungeon_from_outside_the_game_onto_its_topmost_room(g, lost_mine):
    """CR 701.49a, 309.2a, 309.4a, 309.4c: the dungeon goes to the command zone, the marker on the
    topmost room, whose room ability (Scry 1) triggers and resolves."""
    g.add_card("Alice", lost_mine, Zone.OUTSIDE)
    venture(g)
    assert g.zone("Alice", Zone.COMMAND) == ["Lost Mine of Phandelver"] and g.zone("Alice", Zone.OUTSIDE) == []
    assert dungeon(g).venture_room == 0
    assert any("moves the venture marker into Cave Entrance" in line for line in g.log_lines())
    assert any("Alice scries 1" in line for line in g.log_lines())


def test_each_venture_follows_an_arrow_and_the_bottommost_room_completes_the_dungeon(g, lost_mine):
    """CR 309.5a: the marker follows an arrow (the first option: Goblin Lair, then Storeroom);
    each room ability happens (a Goblin token, a +1/+1 counter on it, a card drawn). CR 309.6,
    309.7: on the bottommost room, once its room ability has left the stack, the dungeon is removed
    from the game (back outside it) and Alice has completed a dungeon; venturing again starts
    over at the topmost room (CR 701.49a)."""
    g.add_card("Alice", lost_mine, Zone.OUTSIDE)
    venture(g)
    venture(g)
    assert dungeon(g).venture_room == 1
    (goblin,) = [o for o in g.battlefield() if o.name.startswith("Goblin")]
    venture(g)
    assert dungeon(g).venture_room == 3 and g.counters(goblin.id) == 1
    hand = len(g.zone("Alice", Zone.HAND))
    venture(g)
    assert len(g.zone("Alice", Zone.HAND)) == hand + 1                 # Temple of Dumathoin: draw a card
    assert g.zone("Alice", Zone.COMMAND) == [] and g.zone("Alice", Zone.OUTSIDE) == ["Lost Mine of Phandelver"]
    assert g.state.players[0].dungeons_completed == 1
    venture(g)
    assert dungeon(g).venture_room == 0


def test_the_dungeon_stays_while_its_last_room_ability_is_on_the_stack(g, lost_mine):
    """CR 309.6: not removed while its room ability has triggered but not left the stack."""
    g.add_card("Alice", lost_mine, Zone.OUTSIDE)
    for _ in range(3):
        venture(g)
    run(g, Context(controller=0, source_id=0), (E.VentureIntoTheDungeon(),))
    g.check_state()
    assert g.zone("Alice", Zone.COMMAND) == ["Lost Mine of Phandelver"] and dungeon(g).venture_room == 6
    g.resolve_stack()
    assert g.zone("Alice", Zone.COMMAND) == []


def test_with_no_dungeon_outside_the_game_venturing_does_nothing(g):
    venture(g)
    assert g.zone("Alice", Zone.COMMAND) == []
    assert any("no dungeon card outside the game" in line for line in g.log_lines())


def test_fungi_cavern_lasts_until_alices_next_turn(g, lost_mine):
    """Fungi Cavern: "Target creature gets -4/-0 until your next turn." The effect lasts through
    Bob's turn and ends as Alice's next turn begins (CR 800.4m names such durations)."""
    from rt_cards import creature
    from cardtext.runtime.characteristics import Step
    from cardtext.runtime.engine.objects import Target
    (fungi,) = [a for a in lost_mine.abilities if a.event.room == 5]
    bears = g.put_onto_battlefield("Bob", creature("Grizzly Bears", 2, 2))
    run(g, Context(controller=0, source_id=0, targets=[[Target(object_id=bears)]]), fungi.effects)
    assert g.pt(bears) == (-2, 2)
    g.advance_to(Step.MAIN1, "Bob")
    assert g.pt(bears) == (-2, 2)
    g.advance_to(Step.MAIN1, "Alice")
    assert g.pt(bears) == (2, 2)
