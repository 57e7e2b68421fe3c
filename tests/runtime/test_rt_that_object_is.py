"""A step's condition on the object named before it (CR 608.2c): "Tap target creature. If that
creature is a Zombie, exile it." exiles a Zombie target and leaves any other tapped."""
from rt_cards import GRIZZLY_BEARS, creature
from rt_compiled import round_tripped

from cardtext.runtime.characteristics import Color, Zone

JUSTICIAR = "{2}{W}, {T}: Tap target creature. If that creature is a Zombie, exile it."
ZOMBIE = creature("Scathe Zombies", 2, 2, "2B", colors=(Color.BLACK,), subtypes=("Zombie",))


def _activate_on(game, target_definition) -> int:
    justiciar = round_tripped("Justiciar", JUSTICIAR, "{2}{W}", "Creature — Human Cleric", power="1", toughness="1")
    source = game.put_onto_battlefield("Alice", justiciar)
    target = game.put_onto_battlefield("Bob", target_definition)
    game.add_mana("Alice", "WWW")
    game.activate("Alice", source, 0, targets=[[target]])
    game.resolve_top()
    return target


def test_a_zombie_target_is_tapped_then_exiled(game):
    target = _activate_on(game, ZOMBIE)
    assert game.zone("Bob", Zone.EXILE) == ["Scathe Zombies"]
    assert game.state.live(target) is None


def test_any_other_target_is_only_tapped(game):
    target = _activate_on(game, GRIZZLY_BEARS)
    assert game.state.objects[target].tapped
    assert game.zone("Bob", Zone.EXILE) == []
