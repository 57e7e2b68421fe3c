"""The Ring tempts you (CR 701.54, current rules): "the Ring tempts you" is a keyword action read as
an effect clause, the TheRingTemptsYou instruction; "Whenever the Ring tempts you" and "Whenever
you choose a creature as your Ring-bearer" are its trigger events (CR 701.54d)."""
from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime import events as V
from cardtext.runtime.abilities import SpellAbility, TriggeredAbility

from .conftest import compile_text


def test_claim_the_precious_destroys_then_the_ring_tempts_you():
    """Claim the Precious: "Destroy target creature. The Ring tempts you." """
    card = compile_text("Destroy target creature. The Ring tempts you.", name="Claim the Precious",
                        type_line="Sorcery")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card))
    (spell,) = card.definition.abilities
    assert isinstance(spell, SpellAbility) and isinstance(spell.effects[0], E.Destroy)
    assert spell.effects[1] == E.TheRingTemptsYou()


def test_whenever_the_ring_tempts_you_is_a_trigger_event():
    """Nazgûl: "When this creature enters, the Ring tempts you." and "Whenever the Ring tempts
    you, put a +1/+1 counter on each Wraith you control." (CR 701.54d)"""
    card = compile_text("When this creature enters, the Ring tempts you.\n"
                        "Whenever the Ring tempts you, put a +1/+1 counter on each Wraith you control.",
                        name="Nazgûl", type_line="Creature — Wraith Knight", power="1", toughness="2")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card))
    enters, tempted = card.definition.abilities
    assert enters.effects == (E.TheRingTemptsYou(),)
    assert isinstance(tempted, TriggeredAbility) and tempted.event == V.RingTemptsYou()


def test_choosing_a_ring_bearer_is_a_trigger_event():
    """CR 701.54d: "Whenever you choose a creature as your Ring-bearer" triggers even when the
    same creature is chosen again."""
    card = compile_text("Whenever you choose a creature as your Ring-bearer, draw a card.",
                        name="Nameless Example", type_line="Enchantment")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card))
    (chosen,) = card.definition.abilities
    assert chosen.event == V.RingBearerChosen()


def test_its_entry_names_the_instruction():
    entry = builtin().get("the ring tempts you")
    assert entry.mechanic == "TheRingTemptsYou" and entry.rule == "701.54" and entry.kind == "action"


def test_your_ring_bearer_is_an_object_phrase_the_rings_own_text_compiles_to():
    """CR 701.54b-c (current rules): "your Ring-bearer" is the one creature you control with the
    designation. Each of the Ring's four abilities, in the rules' own words, compiles to exactly the
    ability object the engine gives the emblem (runtime/handlers/the_ring.py), and prints back."""
    from cardtext.runtime.handlers.the_ring import RING_ABILITIES
    for index, text in ((0, "Your Ring-bearer is legendary and can't be blocked by creatures with "
                            "greater power."),
                        (1, "Whenever your Ring-bearer attacks, draw a card, then discard a card."),
                        (2, "Whenever your Ring-bearer becomes blocked by a creature, that creature's "
                            "controller sacrifices it at end of combat."),
                        (3, "Whenever your Ring-bearer deals combat damage to a player, each opponent "
                            "loses 3 life.")):
        card = compile_text(text, name="The Ring", type_line="Enchantment")
        assert card.fully_compiled, [d.render() for d in card.diagnostics]
        assert all(c.equal for c in check_card(card))
        assert card.definition.abilities == (RING_ABILITIES[index],)


def test_a_counter_on_your_ring_bearer_names_only_that_creature():
    """Galadriel, Elven-Queen's "... then put a +1/+1 counter on your Ring-bearer": the object is
    each creature you control that is your Ring-bearer (one at most, CR 701.54b), no target."""
    from cardtext.runtime.filters import EachRef
    card = compile_text("Put a +1/+1 counter on your Ring-bearer.", type_line="Sorcery")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card))
    (spell,) = card.definition.abilities
    assert spell.targets == ()
    ref = spell.effects[0].objects
    assert isinstance(ref, EachRef) and ref.filter.ring_bearer


def test_is_legendary_is_read_only_of_your_ring_bearer():
    """CR 701.54c: "Your Ring-bearer is legendary" needs no static of its own, as the engine makes
    a Ring-bearer legendary while it has the designation; "is legendary" of other objects (a
    supertype added in layer 4, CR 613.1d) is reported unsupported, not dropped."""
    card = compile_text("Creatures you control are legendary and have haste.", type_line="Enchantment")
    assert not card.fully_compiled


def test_that_creatures_controller_sacrifices_it_names_the_player_and_the_object():
    """CR 701.17a: only a permanent's controller can sacrifice it; "that creature's controller
    sacrifices it" makes the blocking creature's controller sacrifice that creature."""
    from cardtext.runtime.filters import ControllerOf, EventObjectRef
    card = compile_text("Whenever this creature becomes blocked by a creature, that creature's controller "
                        "sacrifices it.", type_line="Creature — Golem", power="3", toughness="3")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card))
    (blocked,) = card.definition.abilities
    assert blocked.effects == (E.SacrificeObjects(EventObjectRef(), ControllerOf(EventObjectRef())),)


def test_a_group_sacrificing_the_objects_named_is_reported():
    """"Each player sacrifices all lands they control" means each sacrifices their own (CR 701.17a);
    one instruction naming the objects can't say that, so it is reported unsupported, not read as
    one player's lands."""
    card = compile_text("Each player sacrifices all lands they control.", type_line="Sorcery")
    assert not card.fully_compiled
