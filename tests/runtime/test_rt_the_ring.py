"""The Ring tempts you (CR 701.54a-d, current rules; the 2022 text predates The Lord of the Rings:
Tales of Middle-earth): the emblem named The Ring gains its four abilities one temptation at a
time (CR 701.54c), the tempted player chooses their Ring-bearer (CR 701.54a-b), and "whenever
the Ring tempts you" triggers (CR 701.54d). Compiled text: Claim the Precious and Nazgûl's
lines (tests/scenarios/cards/keywords_outside_the_corpus.card; the scenario CR701.54a_* plays
Claim the Precious)."""
import pytest
from rt_cards import GRIZZLY_BEARS

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime import effects as E
from cardtext.runtime.characteristics import Step, Supertype, Zone
from cardtext.runtime.engine.decider import Answer, ChoiceKind
from cardtext.runtime.engine.evaluation import Context
from cardtext.runtime.engine.vm import run
from cardtext.runtime.errors import IllegalAction
from cardtext.runtime.handlers.the_ring import RING_ABILITIES, ring_emblem


def card(text: str, name: str, type_line: str, mana_cost: str = "", **kw):
    compiled = compile_card(CardSource(name, text, mana_cost, type_line, **kw))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


# Nazgûl's first three lines (its fourth, "A deck can have up to nine cards named Nazgûl.", is a
# deck-construction rule cardtext does not read): a {2}{B} 1/2 Wraith Knight
NAZGUL = card("Deathtouch\nWhen this creature enters, the Ring tempts you.\n"
              "Whenever the Ring tempts you, put a +1/+1 counter on each Wraith you control.",
              "Nazgûl", "Creature — Wraith Knight", power="1", toughness="2", mana_cost="{2}{B}")
GIANT = card("", "Hill Giant", "Creature — Giant", power="3", toughness="3")


def tempt(game, player=0, times=1):
    for _ in range(times):
        run(game, Context(controller=player, source_id=0), (E.TheRingTemptsYou(),))
        game.resolve_stack()


def test_the_first_temptation_gives_the_emblem_its_first_ability_and_a_ring_bearer(g):
    """CR 701.54a-c: Alice gets the emblem named The Ring with its first ability; the creature she
    chooses is her Ring-bearer, and legendary (CR 701.54c), where Bob's creature is not."""
    g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    g.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    tempt(g)
    emblem = ring_emblem(g.state, 0)
    assert g.zone("Alice", Zone.COMMAND) == ["The Ring"]
    assert emblem.definition.abilities == RING_ABILITIES[:1]
    mine, theirs = g.obj("Grizzly Bears"), g.obj("Grizzly Bears#2")
    assert mine.ring_bearer and Supertype.LEGENDARY in mine.supertypes
    assert not theirs.ring_bearer and Supertype.LEGENDARY not in theirs.supertypes


def test_each_temptation_adds_the_next_ability_up_to_four(g):
    """CR 701.54c: one emblem, which gains its abilities in order; a fifth temptation adds none."""
    g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    for n in (1, 2, 3, 4, 4):
        tempt(g)
        assert ring_emblem(g.state, 0).definition.abilities == RING_ABILITIES[:n]
    assert g.zone("Alice", Zone.COMMAND) == ["The Ring"]
    assert g.state.players[0].ring_temptations == 5


def test_the_ring_tempts_a_player_who_controls_no_creature(g):
    """CR 701.54a: the emblem still gains its ability; there is no Ring-bearer."""
    tempt(g)
    assert ring_emblem(g.state, 0).definition.abilities == RING_ABILITIES[:1]
    assert not any(o.ring_bearer for o in g.battlefield())


def test_choosing_another_ring_bearer_ends_the_first_ones_designation(game):
    """CR 701.54a: a player has one Ring-bearer; another chosen, the first is no longer one."""
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", GIANT)
    game.decider.add(Answer(ChoiceKind.CHOOSE, ["Grizzly Bears"]))
    tempt(game)
    game.decider.add(Answer(ChoiceKind.CHOOSE, ["Hill Giant"]))
    tempt(game)
    assert game.obj("Hill Giant").ring_bearer and not game.obj("Grizzly Bears").ring_bearer


def test_another_player_gaining_control_ends_the_designation(g):
    """CR 701.54a: the creature stops being Alice's Ring-bearer when Bob gains control of it, and
    stays no Ring-bearer when Alice gets it back."""
    from cardtext.runtime.handlers.players import _set_controller
    g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    tempt(g)
    bears = g.obj("Grizzly Bears")
    _set_controller(g, bears, 1)
    _set_controller(g, bears, 0)
    assert not bears.ring_bearer and Supertype.LEGENDARY not in bears.supertypes


def test_a_ring_bearer_cant_be_blocked_by_a_creature_with_greater_power(g):
    """The Ring's first ability (CR 701.54c, 509.1b): a 3/3 can't block the 2/2 Ring-bearer;
    another 2/2 can (equal power is not greater)."""
    g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    g.put_onto_battlefield("Bob", GIANT)
    g.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    tempt(g)
    g.obj("Grizzly Bears").controlled_since_turn_start = True
    g.declare_attackers("Alice", ["Grizzly Bears"])
    with pytest.raises(IllegalAction, match="509.1b"):
        g.declare_blockers("Bob", {"Hill Giant": "Grizzly Bears"})
    g.declare_blockers("Bob", {"Grizzly Bears#2": "Grizzly Bears"})
    assert g.state.combat.blocking


def test_the_legend_rule_needs_two_legendary_permanents_and_only_the_ring_bearer_is_one(g):
    """CR 704.5j with 701.54c: a Ring-bearer is legendary; a second permanent of its name that is
    not legendary does not make the legend rule apply (it needs two legendary permanents)."""
    g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    tempt(g)
    g.check_state()
    assert g.zone("Alice", Zone.GRAVEYARD) == []


def test_the_second_ability_loots_when_the_ring_bearer_attacks(g):
    """"Whenever your Ring-bearer attacks, draw a card, then discard a card." (CR 701.54c)"""
    g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    tempt(g, times=2)
    g.obj("Grizzly Bears").controlled_since_turn_start = True
    hand = len(g.state.players[0].hand)
    g.declare_attackers("Alice", ["Grizzly Bears"])
    g.resolve_stack()
    assert len(g.state.players[0].hand) == hand and len(g.state.players[0].graveyard) == 1


def test_the_third_ability_sacrifices_the_blocker_at_end_of_combat(g):
    """"Whenever your Ring-bearer becomes blocked by a creature, that creature's controller
    sacrifices it at end of combat." (CR 701.54c): Bob's 0/8 survives the combat damage and is
    sacrificed as combat ends."""
    g.put_onto_battlefield("Alice", GIANT)
    g.put_onto_battlefield("Bob", card("", "Stone Wall", "Creature — Wall", power="0", toughness="8"))
    tempt(g, times=3)
    g.obj("Hill Giant").controlled_since_turn_start = True
    g.declare_attackers("Alice", ["Hill Giant"])
    g.resolve_stack()
    g.declare_blockers("Bob", {"Stone Wall": "Hill Giant"})
    g.resolve_stack()
    g.advance_to(Step.END_OF_COMBAT)
    g.resolve_stack()
    assert g.zone("Bob", Zone.GRAVEYARD) == ["Stone Wall"]


def test_the_fourth_ability_drains_each_opponent_on_combat_damage(g):
    """"Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life."
    (CR 701.54c): Bob takes 2 from the Bears and loses 3."""
    g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    tempt(g, times=4)
    g.obj("Grizzly Bears").controlled_since_turn_start = True
    g.declare_attackers("Alice", ["Grizzly Bears"])
    g.resolve_stack()
    g.declare_blockers("Bob", {})
    g.advance_to(Step.END_OF_COMBAT)
    g.resolve_stack()
    assert g.life("Bob") == 20 - 2 - 3


def test_whenever_the_ring_tempts_you_triggers_on_each_temptation(g):
    """CR 701.54d: Nazgûl's enter trigger tempts Alice, and its "whenever the Ring tempts you"
    puts a +1/+1 counter on each Wraith she controls: on itself."""
    g.put_onto_battlefield("Alice", NAZGUL, as_effect=True)
    g.resolve_stack()
    assert ring_emblem(g.state, 0) is not None
    assert g.counters("Nazgûl") == 1
    tempt(g)
    assert g.counters("Nazgûl") == 2


def test_a_counter_on_your_ring_bearer_goes_on_that_creature_only(g):
    """CR 701.54b: "put a +1/+1 counter on your Ring-bearer" (Galadriel, Elven-Queen's words, as a
    sorcery of its own) puts it on Alice's Ring-bearer, not on her other creature nor on Bob's;
    with no Ring-bearer, on nothing."""
    from cardtext.runtime.engine.objects import GameObject
    counter = card("Put a +1/+1 counter on your Ring-bearer.", "Proof of Ring-bearer", "Sorcery")
    (effect,) = counter.abilities[0].effects
    g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    g.put_onto_battlefield("Alice", GIANT)
    g.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    run(g, Context(controller=0, source_id=0), (effect,))
    assert all(not o.counters for o in g.state.objects.values() if isinstance(o, GameObject))
    tempt(g)                                        # the first option: Grizzly Bears
    run(g, Context(controller=0, source_id=0), (effect,))
    bearer = [o for o in g.state.objects.values() if o.ring_bearer]
    assert [o.name for o in bearer] == ["Grizzly Bears"] and bearer[0].controller == 0
    assert [o.name for o in g.state.objects.values() if o.counters.get("+1/+1")] == ["Grizzly Bears"]
