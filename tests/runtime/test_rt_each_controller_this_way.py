""""For each creature destroyed this way, its controller creates a 4/4 red Dragon creature token
with flying." (CR 608.2c): each player creates one token for each of their own creatures the
step before destroyed or exiled, as those creatures last existed (CR 608.2h); a creature that
wasn't destroyed (indestructible, CR 702.12b) counts for no one."""
from rt_cards import ELITE_VANGUARD, GRIZZLY_BEARS, MEMNITE, creature
from rt_compiled import round_tripped

from cardtext.runtime.abilities import KeywordAbility
from cardtext.runtime.characteristics import Zone

DESCENT = ("Destroy any number of target creatures. For each creature destroyed this way, its controller "
           "creates a 4/4 red Dragon creature token with flying.")
MARTYRS_CRY = "Exile all white creatures. For each creature exiled this way, its controller draws a card."


def _tokens(game, player: str) -> list[str]:
    return [o.name for o in game.battlefield() if o.is_token and o.controller == game.player(player)]


def test_each_controller_creates_one_token_for_each_of_their_creatures_destroyed(game):
    mine = game.put_onto_battlefield("Alice", MEMNITE)
    theirs = [game.put_onto_battlefield("Bob", GRIZZLY_BEARS) for _ in range(2)]
    descent = round_tripped("Descent", DESCENT, "{4}{R}{R}", "Instant")
    game.add_mana("Alice", "RRRRRR")
    oid = game.add_card("Alice", descent)
    game.cast("Alice", oid, targets=[[mine, *theirs]])
    game.resolve_stack()
    assert _tokens(game, "Alice") == ["Dragon Token"]
    assert _tokens(game, "Bob") == ["Dragon Token", "Dragon Token"]


def test_an_indestructible_creature_is_not_destroyed_this_way(game):
    darksteel = creature("Darksteel Myr", 0, 1, "3", KeywordAbility("indestructible"))
    kept = game.put_onto_battlefield("Bob", darksteel)
    gone = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.add_mana("Alice", "RRRRRR")
    oid = game.add_card("Alice", round_tripped("Descent", DESCENT, "{4}{R}{R}", "Instant"))
    game.cast("Alice", oid, targets=[[kept, gone]])
    game.resolve_stack()
    assert _tokens(game, "Bob") == ["Dragon Token"]


def test_each_controller_draws_for_each_of_their_white_creatures_exiled(game):
    game.put_onto_battlefield("Alice", ELITE_VANGUARD)
    for _ in range(2):
        game.put_onto_battlefield("Bob", ELITE_VANGUARD)
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)          # green: not exiled, no card for it
    hands = {p: len(game.zone(p, Zone.HAND)) for p in ("Alice", "Bob")}
    game.add_mana("Alice", "WWW")
    oid = game.add_card("Alice", round_tripped("Cry", MARTYRS_CRY, "{W}{W}{X}", "Sorcery"))
    game.cast("Alice", oid, x=0)
    game.resolve_stack()
    assert len(game.zone("Alice", Zone.HAND)) == hands["Alice"] + 1          # the spell came and went
    assert len(game.zone("Bob", Zone.HAND)) == hands["Bob"] + 2
