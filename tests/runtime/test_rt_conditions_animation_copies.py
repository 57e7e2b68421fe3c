"""Engine handlers for conditions, Animate/LoseAllAbilities/CopySpell/DealDamageSimultaneously,
and trigger events (draw, discard, cycle, counters, sacrifice, combat, turned face up)."""
from rt_cards import GRIZZLY_BEARS, WASTES, cost, creature

from cardtext.runtime.abilities import CardDefinition, KeywordAbility, SpellAbility, TriggeredAbility
from cardtext.runtime.characteristics import CardType, Step, Zone
from cardtext.runtime.effects import Animate, CopySpell, DealDamage, DealDamageSimultaneously, Duration, GainLife, LoseAllAbilities
from cardtext.runtime.events import (AttacksUnblocked, AttacksWithOthers, BecomesBlockedBy, BlocksCreature,
                                     CardDrawn, CountersPut, Cycled, Discarded, Sacrificed, TurnedFaceUp)
from cardtext.runtime.filters import AttackedThisTurn, CreatureDiedThisTurn, Fixed, ObjectFilter, PlayerRef, SelfRef, WasKicked, YouControlAtMost, AnyOfConditions, CastFromHand, EachRef
from cardtext.runtime.engine.evaluation import Context, condition_holds
from cardtext.runtime.engine.vm import run

GAIN = (GainLife(Fixed(1)),)
CREATURE = ObjectFilter(types=(CardType.CREATURE,))


def test_conditions(g):
    from cardtext.runtime.engine.zones import move
    kicky = creature("Kicky", 2, 2, "G", KeywordAbility("kicker", cost=cost("G")))
    g.add_mana("Alice", "GG")
    g.cast("Alice", g.add_card("Alice", kicky))
    g.resolve_stack()
    o = g.obj("Kicky")
    ctx = Context(0, o.id, o)
    assert condition_holds(g, ctx, WasKicked()) and condition_holds(g, ctx, CastFromHand())
    assert not condition_holds(g, ctx, CreatureDiedThisTurn())
    assert condition_holds(g, ctx, YouControlAtMost(CREATURE, 1))
    assert not condition_holds(g, ctx, AttackedThisTurn())
    move(g, g.put_onto_battlefield("Bob", GRIZZLY_BEARS), Zone.GRAVEYARD)
    assert condition_holds(g, ctx, AnyOfConditions((AttackedThisTurn(), CreatureDiedThisTurn())))


def test_animate_until_end_of_turn_and_lose_abilities(g):
    relic = g.put_onto_battlefield("Alice", CardDefinition("Relic", cost("1"), (CardType.ARTIFACT,)))
    run(g, Context(0, relic), (Animate(SelfRef(), 3, 3, keywords=("haste",), keep_types=True,
                                       duration=Duration.END_OF_TURN),))
    assert g.pt(relic) == (3, 3) and "haste" in g.keywords(relic)
    assert CardType.ARTIFACT in g.obj(relic).definition.types
    bird = g.put_onto_battlefield("Alice", creature("Bird", 1, 1, "U", KeywordAbility("flying")))
    run(g, Context(0, bird), (LoseAllAbilities(SelfRef(), Duration.END_OF_TURN),))
    assert g.keywords(bird) == []
    g.advance_to(Step.UPKEEP, "Bob")
    assert g.keywords(bird) == ["flying"] and CardType.CREATURE not in g.obj(relic).definition.types


def test_deal_damage_simultaneously_and_copy_spell(g):
    bears = g.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    run(g, Context(0, bears), (DealDamageSimultaneously((DealDamage(Fixed(1), objects=SelfRef()),
                                                         DealDamage(Fixed(2), players=PlayerRef.YOU))),))
    assert g.obj(bears).damage == 1 and g.life("Alice") == 18
    gift = CardDefinition("Gift", cost("0"), (CardType.SORCERY,), abilities=(SpellAbility(GAIN),))
    sid = g.cast("Alice", g.add_card("Alice", gift))
    run(g, Context(0, sid), (CopySpell(EachRef(ObjectFilter(spell=True))),))
    g.resolve_stack()
    assert g.life("Alice") == 20 and g.zone("Alice", Zone.GRAVEYARD) == ["Gift"]


def watcher(event):
    return creature("Watcher", 1, 1, "1", TriggeredAbility(event, GAIN))


def triggered(g, start):
    return any(e.kind == "trigger" for e in g.log.entries[start:])


def test_draw_discard_cycle_counters_sacrifice_events(g):
    from cardtext.runtime.effects import DiscardCards, Draw, PutCounters, SacrificeObjects
    for event, effect in ((CardDrawn(), Draw(Fixed(1))), (Discarded(), DiscardCards(Fixed(1))),
                          (CountersPut(SelfRef(), "+1/+1"), PutCounters(SelfRef(), "+1/+1", Fixed(1))),
                          (Sacrificed(CREATURE), SacrificeObjects(EachRef(ObjectFilter(types=(CardType.CREATURE,),
                                                                                 subtypes=("Bear",)))))):
        w = g.put_onto_battlefield("Alice", watcher(event))
        g.put_onto_battlefield("Alice", creature("Bear", 2, 2, "1", subtypes=("Bear",)))
        g.add_card("Alice", WASTES)
        start = len(g.log)
        with g.transaction():
            run(g, Context(0, w), (effect,))
        assert triggered(g, start), event
        g.resolve_stack()
    cycler = creature("Cycler", 1, 1, "1", KeywordAbility("cycling", cost=cost("1")),
                      TriggeredAbility(Cycled(), GAIN))
    g.add_card("Alice", cycler)
    g.add_mana("Alice", "C")
    life = g.life("Alice")
    start = len(g.log)
    g.activate("Alice", "Cycler", "cycling")
    g.resolve_stack()
    assert any(e.kind == "trigger" and "Cycler" in e.text for e in g.log.entries[start:])
    assert g.life("Alice") == life + 3         # cycled, drawn and discarded watchers


def test_combat_events(g):
    g.put_onto_battlefield("Alice", watcher(AttacksWithOthers(SelfRef(), 1)))
    g.put_onto_battlefield("Alice", creature("Unblocked", 1, 1, "1", TriggeredAbility(AttacksUnblocked(SelfRef()), GAIN)))
    a = g.put_onto_battlefield("Alice", creature("Blocked", 1, 1, "1", TriggeredAbility(
        BecomesBlockedBy(SelfRef(), CREATURE), GAIN)))
    b = g.put_onto_battlefield("Bob", creature("Blocker", 1, 5, "1", TriggeredAbility(
        BlocksCreature(SelfRef(), CREATURE), (GainLife(Fixed(1)),))))
    g.declare_attackers("Alice", ["Watcher", "Unblocked", a])
    g.resolve_stack()
    assert g.life("Alice") == 21                       # battalion-like
    g.declare_blockers("Bob", {b: a})
    g.resolve_stack()
    assert g.life("Alice") == 23 and g.life("Bob") == 21


def test_turned_face_up_event(g):
    d = creature("Flipper", 3, 3, "2G", KeywordAbility("morph", cost=cost("1")),
                 TriggeredAbility(TurnedFaceUp(SelfRef()), GAIN))
    g.add_mana("Alice", "CCC")
    g.cast("Alice", g.add_card("Alice", d), alt="morph")
    g.resolve_stack()
    g.add_mana("Alice", "C")
    g.turn_face_up("Alice", "Face-down creature")
    g.resolve_stack()
    assert g.life("Alice") == 21
