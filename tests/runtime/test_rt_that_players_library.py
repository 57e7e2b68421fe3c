"""'that player's library' after a trigger that names a player (CR 603.7c)."""
from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource


def test_exile_the_top_card_of_that_players_library_after_combat_damage():
    """"that player" of "deals combat damage to a player" is the player dealt the damage (CR 603.7c);
    with no player before it, the phrase is reported unsupported."""
    from cardtext.runtime.filters import PlayerRef
    trig = compile_card(CardSource("Count Bear", "Whenever Count Bear deals combat damage to a player, exile "
                                   "the top two cards of that player's library.", "", "Creature — Bear",
                                   power="2", toughness="2"))
    assert trig.fully_compiled, [d.render() for d in trig.diagnostics]
    exile = trig.definition.abilities[0].effects[0]
    assert exile.player is PlayerRef.EVENT_PLAYER and exile.amount.value == 2
    alone = compile_card(CardSource("Count Spell", "Exile the top card of that player's library.", "", "Sorcery"))
    assert not alone.fully_compiled
