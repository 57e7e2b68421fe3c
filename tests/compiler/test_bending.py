"""The bending keyword actions of Avatar: The Last Airbender as the compiler reads them: earthbend
(CR 701.66). Each reminder template is the printed reminder, each phrase lowers to its
instruction and renders back exactly."""
from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.keywords.templates import fill
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import costs as C
from cardtext.runtime import effects as E
from cardtext.runtime.characteristics import CardType, ManaType, Step
from cardtext.runtime.filters import Controller, Fixed, SelfRef, TargetRef

from .conftest import compile_corpus_card, compile_text


def compiled(card):
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card, lowered=True)), check_card(card, lowered=True)
    return card


# ------------------------------------------------------------------ earthbend (CR 701.66)
def test_earthbend_targets_a_land_you_control_and_is_one_instruction(corpus):
    """Earthbending Lesson: "Earthbend 4." (CR 701.66a: "Target land you control becomes a 0/0
    land creature with haste ... Put N +1/+1 counters on it. When that land dies or is put into
    exile, return it to the battlefield tapped under your control.")"""
    lesson = compiled(compile_corpus_card(corpus["Earthbending Lesson"]))
    (spell,) = lesson.definition.abilities
    assert spell.effects == (E.Earthbend(TargetRef(0), Fixed(4)),)
    (target,) = spell.targets
    assert target.filter.types == (CardType.LAND,) and target.filter.controller is Controller.YOU
    entry = builtin().get("earthbend")
    assert entry.rule == "701.66" and entry.mechanic == "Earthbend"
    assert fill(entry.reminder, 4) in corpus["Earthbending Lesson"]["oracle_text"]


def test_earthbend_twice_targets_twice(corpus):
    """Dai Li Agents: "When this creature enters, earthbend 1, then earthbend 1." Each earthbend has
    its own target (the same land may be chosen for both only if the rules allowed one object to
    be chosen twice for one word "target": they are two instances, CR 115.3)."""
    agents = compiled(compile_corpus_card(corpus["Dai Li Agents"]))
    enters = agents.definition.abilities[0]
    assert enters.effects == (E.Earthbend(TargetRef(0), Fixed(1)), E.Earthbend(TargetRef(1), Fixed(1)))
    assert len(enters.targets) == 2
    assert fill(builtin().get("earthbend").reminder, 1).split(". ", 1)[1] in corpus["Dai Li Agents"]["oracle_text"]


def test_creatures_with_counters_on_them_counts_each_creature_with_one_or_more(corpus):
    """Dai Li Agents: "X is the number of creatures you control with +1/+1 counters on them": the
    plural of "with a +1/+1 counter on it" (CR 122.1), printed back as written."""
    agents = compiled(compile_corpus_card(corpus["Dai Li Agents"]))
    lose = agents.definition.abilities[1].effects[0]
    assert lose.amount.ref.filter.with_counter == "+1/+1"


def test_earthbend_as_a_mode(corpus):
    """Dai Li Indoctrination: "• Earthbend 2." in a modal spell (CR 700.2)."""
    compiled(compile_corpus_card(corpus["Dai Li Indoctrination"]))


# ------------------------------------------------------------------ Vehicles that become creatures
def test_an_exhausted_vehicle_becomes_an_artifact_creature_with_no_duration(corpus):
    """Rocketeer Boostbuggy: "Exhaust — {3}: This Vehicle becomes an artifact creature. Put a
    +1/+1 counter on it." No duration: it stays one (the card's ruling; CR 611.2a), with its
    printed power and toughness (CR 301.7c)."""
    buggy = compiled(compile_corpus_card(corpus["Rocketeer Boostbuggy"]))
    exhaust = buggy.definition.abilities[1]
    assert exhaust.effects[0] == E.Animate(SelfRef(), None, None, (CardType.ARTIFACT, CardType.CREATURE),
                                           keep_types=True, duration=E.Duration.PERMANENT)
    # "for each Mount and/or Vehicle" prints back as "Mount or Vehicle": the same abilities
    cycle = compile_corpus_card(corpus["Spire Mechcycle"])
    assert cycle.fully_compiled and all(c.lowered_equal for c in check_card(cycle, lowered=True))
    assert cycle.definition.abilities[1].effects[0].power is None


def test_crews_words_last_until_end_of_turn(corpus):
    """Fleetwheel Cruiser: "When this Vehicle enters, it becomes an artifact creature until end of
    turn." (CR 611.2a: the duration the text gives)."""
    cruiser = compiled(compile_corpus_card(corpus["Fleetwheel Cruiser"]))
    enters = next(a for a in cruiser.definition.abilities if getattr(a, "effects", None))
    assert enters.effects[0].duration is E.Duration.END_OF_TURN and enters.effects[0].power is None


# ------------------------------------------------------------------ waterbend (CR 701.67)
def test_waterbend_is_an_activation_cost(corpus):
    """Flexible Waterbender: "Waterbend {3}: This creature has base power and toughness 5/2 until
    end of turn." (CR 701.67a: "Pay [cost]. For each generic mana in that cost, you may tap an
    untapped artifact or creature you control rather than pay that mana.")"""
    bender = compiled(compile_corpus_card(corpus["Flexible Waterbender"]))
    (cost,) = bender.definition.abilities[1].costs
    assert isinstance(cost, C.WaterbendCost) and cost.mana.mana_value == 3
    entry = builtin().get("waterbend")
    assert entry.rule == "701.67" and entry.mechanic == "WaterbendCost"
    assert fill(entry.reminder) in corpus["Flexible Waterbender"]["oracle_text"]
    compiled(compile_corpus_card(corpus["Giant Koi"]))


def test_unless_you_waterbend_after_then(corpus):
    """Waterbending Lesson: "Draw three cards. Then discard a card unless you waterbend {2}." (CR
    118.12: the player may pay the cost to stop the effect; "Then" is kept for the round trip)."""
    lesson = compiled(compile_corpus_card(corpus["Waterbending Lesson"]))
    draw, unless = lesson.definition.abilities[0].effects
    assert isinstance(unless, E.Unless) and isinstance(unless.cost, C.WaterbendCost)
    assert isinstance(unless.effects[0], E.DiscardCards)


# ------------------------------------------------------------------ firebending (CR 702.189)
def test_firebending_is_its_definition_with_mana_kept_until_end_of_combat(corpus):
    """Azula, On the Hunt: "Firebending 2 (Whenever this creature attacks, add {R}{R}. This mana
    lasts until end of combat.)" CR 702.189a: "Whenever this creature attacks, add N {R}. Until
    end of combat, you don't lose this mana as steps and phases end." """
    azula = compiled(compile_corpus_card(corpus["Azula, On the Hunt"]))
    fire = azula.definition.abilities[0]
    assert fire.keyword == "firebending"
    (add,) = fire.effects
    assert add.kept_until is Step.END_OF_COMBAT
    assert add.production.options == ((ManaType.RED, ManaType.RED),)
    entry = builtin().get("firebending")
    assert entry.rule == "702.189" and entry.definition
    assert fill(entry.reminder, 2) in corpus["Azula, On the Hunt"]["oracle_text"]


def test_a_mana_symbol_slot_repeats_the_symbol():
    assert fill("add {N times {R}}.", 1) == "add {R}."
    assert fill("add {N times {R}}.", 3) == "add {R}{R}{R}."


def test_mana_kept_until_end_of_turn():
    """Grand Warlord Radha's sentence "Until end of turn, you don't lose this mana as steps and
    phases end." after "add ..." (CR 106.4, 500.4): kept until the cleanup step ends."""
    card = compile_text("Whenever this creature attacks, add {G}. Until end of turn, you don't lose this "
                        "mana as steps and phases end.")
    (add,) = compiled(card).definition.abilities[0].effects
    assert add.kept_until is Step.CLEANUP


# ------------------------------------------------------------------ airbend (CR 701.65)
def test_airbend_is_one_instruction_on_its_objects(corpus):
    """Airbending Lesson: "Airbend target nonland permanent. (Exile it. While it's exiled, its owner
    may cast it for {2} rather than its mana cost.)" (CR 701.65a)."""
    lesson = compiled(compile_corpus_card(corpus["Airbending Lesson"]))
    airbend = lesson.definition.abilities[0]
    assert airbend.effects == (E.Airbend(TargetRef(0)),)
    entry = builtin().get("airbend")
    assert entry.rule == "701.65" and entry.mechanic == "Airbend"
    assert fill(entry.reminder) in corpus["Airbending Lesson"]["oracle_text"]
