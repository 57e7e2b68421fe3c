"""Anoint with Affliction: "Exile target creature if it has mana value 3 or less." and, as its
own paragraph, "Corrupted — Exile that creature instead if its controller has three or more
poison counters." The second paragraph replaces the first (CR 608.2c: the text is followed in
order, later words modifying earlier ones): with three poison counters on its controller the
creature is exiled whatever its mana value; otherwise only if its mana value is 3 or less."""
from cardtext.compiler.harness.scenario import card_definition


def _cast_anoint_at(game, creature: str, poison: int) -> int:
    target = game.put_onto_battlefield("Bob", card_definition(creature))
    game.state.players[1].poison = poison
    game.add_card("Alice", card_definition("Anoint with Affliction"))
    game.add_mana("Alice", "BB")
    game.cast("Alice", "Anoint with Affliction", targets=[[creature]])
    game.resolve_stack()
    return target


def test_mana_value_3_or_less_is_exiled_without_poison(game):
    bears = _cast_anoint_at(game, "Grizzly Bears", 0)
    assert game.state.objects[bears].gone
    assert [game.state.objects[i].name for i in game.state.players[1].exile] == ["Grizzly Bears"]


def test_mana_value_6_stays_without_three_poison_counters(game):
    dreadmaw = _cast_anoint_at(game, "Colossal Dreadmaw", 2)
    assert not game.state.objects[dreadmaw].gone and game.state.players[1].exile == []


def test_corrupted_exiles_it_whatever_its_mana_value(game):
    _cast_anoint_at(game, "Colossal Dreadmaw", 3)
    assert [game.state.objects[i].name for i in game.state.players[1].exile] == ["Colossal Dreadmaw"]
