"""Tokens created tapped and attacking (CR 508.4, 506.3b): the engine puts them into combat
attacking the defending player; they never "attacked", so attack triggers don't see them
(CR 508.3a); with no combat, or under a player who isn't attacking, they just enter tapped."""
from rt_cards import GRIZZLY_BEARS

from cardtext.runtime.characteristics import Step
from cardtext.runtime.effects import CreateToken, TokenSpec
from cardtext.runtime.engine.vm import Context, run
from cardtext.runtime.filters import Fixed

WARRIORS = CreateToken(TokenSpec("Warrior Token", 1, 1), Fixed(2), tapped=True, attacking=True)


def _create(g, player: int, effect=WARRIORS) -> list[int]:
    source = g.put_onto_battlefield("Alice" if player == 0 else "Bob", GRIZZLY_BEARS)
    before = set(g.state.battlefield)
    with g.transaction():
        run(g, Context(player, source), (effect,))
    return [i for i in g.state.battlefield if i not in before]


def test_cr_508_4_tokens_created_attacking_attack_the_defending_player_and_deal_damage(g):
    bears = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    g.declare_attackers("Alice", [bears])
    made = _create(g, 0)
    assert len(made) == 2 and all(g.obj(i).tapped for i in made)
    assert all(i in g.state.combat.attackers and g.state.combat.defender[i] == 1 for i in made)
    g.advance_to(Step.END_OF_COMBAT)
    assert g.life("Bob") == 20 - 2 - 2            # the Bears and two 1/1 Warriors


def test_cr_506_3b_with_no_combat_they_enter_tapped_and_never_attack(g):
    made = _create(g, 0)
    assert len(made) == 2 and all(g.obj(i).tapped for i in made)
    assert g.state.combat is None or not set(made) & set(g.state.combat.attackers)


def test_cr_506_3b_under_a_player_who_isnt_attacking_they_never_attack(g):
    bears = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    g.declare_attackers("Alice", [bears])
    made = _create(g, 1)                          # Bob's tokens, during Alice's attack
    assert len(made) == 2 and not set(made) & set(g.state.combat.attackers)
