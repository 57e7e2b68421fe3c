"""Face-down permanents (CR 708) and suspect (CR 701.60) as the compiler reads them: disguise
(CR 702.168), manifest dread (CR 701.62), cloak (CR 701.58), suspect and "no longer suspected",
the "face-down permanent" and "suspected" filters. Each keyword's reminder template is its
printed reminder, each phrase lowers to its instruction and renders back exactly."""
from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.keywords.templates import fill
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime import events as V
from cardtext.runtime.abilities import KeywordAbility, TriggeredAbility
from cardtext.runtime.filters import AffectedRef, ObjectFilter, SelfRef, SourceState, TargetRef

from .conftest import compile_corpus_card, compile_text

MANIFEST_DREAD_REMINDER = ("Look at the top two cards of your library. Put one onto the battlefield face down "
                           "as a 2/2 creature and the other into your graveyard. Turn it face up any time for "
                           "its mana cost if it's a creature card.")


def compiled(card):
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    return card


# ------------------------------------------------------------------ disguise (CR 702.168)
def test_disguise_is_the_engine_mechanic_with_its_cost(corpus):
    """Undercover Crocodelf: "Disguise {3}{G/U}{G/U} (You may cast this card face down for {3} as a
    2/2 creature with ward {2}. Turn it face up any time for its disguise cost.)" (CR 702.168a)."""
    card = compiled(compile_corpus_card(corpus["Undercover Crocodelf"]))
    disguise = card.definition.abilities[-1]
    assert isinstance(disguise, KeywordAbility) and disguise.name == "disguise"
    assert disguise.cost.mana_value == 5
    entry = builtin().get("disguise")
    assert entry.rule == "702.168" and entry.mechanic == "disguise"
    assert fill(entry.reminder, None, "{3}{G/U}{G/U}") in corpus["Undercover Crocodelf"]["oracle_text"]


# ------------------------------------------------------------------ manifest dread (CR 701.62)
def test_manifest_dread_is_one_instruction(corpus):
    """Innocuous Rat: "When Innocuous Rat dies, manifest dread." (CR 701.62a)."""
    card = compiled(compile_corpus_card(corpus["Innocuous Rat"]))
    (trigger,) = card.definition.abilities
    assert isinstance(trigger, TriggeredAbility) and isinstance(trigger.event, V.Dies)
    assert trigger.effects == (E.ManifestDread("manifested1"),)
    assert builtin().get("manifest dread").reminder == MANIFEST_DREAD_REMINDER


def test_that_creature_after_manifest_dread_is_the_manifested_permanent(corpus):
    """Conductive Machete: "manifest dread, then attach this Equipment to that creature": the
    creature is the permanent manifest dread put onto the battlefield."""
    card = compiled(compile_corpus_card(corpus["Conductive Machete"]))
    manifest, attach = card.definition.abilities[0].effects
    assert manifest == E.ManifestDread("manifested1")
    assert attach.target == AffectedRef("manifested1")


# ------------------------------------------------------------------ cloak (CR 701.58)
def test_cloak_the_top_card_then_attach_to_it(corpus):
    """Cryptic Coat: "cloak the top card of your library, then attach Cryptic Coat to it" (CR 701.58a)."""
    card = compiled(compile_corpus_card(corpus["Cryptic Coat"]))
    cloak, attach = card.definition.abilities[0].effects
    assert cloak == E.Cloak("cloaked1")
    assert attach.target == AffectedRef("cloaked1")
    assert builtin().get("cloak").reminder in corpus["Cryptic Coat"]["oracle_text"]


# ------------------------------------------------------------------ face-down permanents (CR 708)
def test_a_face_down_permanent_you_control_enters(corpus):
    """Threats Around Every Corner: "Whenever a face-down permanent you control enters, ..." (CR 708.2)."""
    card = compiled(compile_corpus_card(corpus["Threats Around Every Corner"]))
    event = card.definition.abilities[1].event
    assert isinstance(event, V.EntersBattlefield) and event.subject.face_down and event.subject.permanent


# ------------------------------------------------------------------ suspect (CR 701.60)
def test_suspect_it_and_up_to_one_target_creature(corpus):
    """Person of Interest: "suspect it"; Reasonable Doubt: "Suspect up to one target creature." (CR 701.60a)."""
    person = compiled(compile_corpus_card(corpus["Person of Interest"]))
    assert person.definition.abilities[0].effects[0] == E.Suspect(SelfRef())
    doubt = compiled(compile_corpus_card(corpus["Reasonable Doubt"]))
    assert doubt.definition.abilities[-1].effects == (E.Suspect(TargetRef(0)),)


def test_all_suspected_creatures_are_no_longer_suspected(corpus):
    """Absolving Lammasu: "all suspected creatures are no longer suspected" (CR 701.60c)."""
    card = compiled(compile_corpus_card(corpus["Absolving Lammasu"]))
    (stop,) = card.definition.abilities[1].effects
    assert isinstance(stop, E.StopSuspecting)
    assert stop.objects.filter.suspected and stop.objects.filter.types


def test_if_this_creature_is_suspected():
    card = compiled(compile_text("At the beginning of your upkeep, if Test Card is suspected, draw a card."))
    assert card.definition.abilities[0].condition == SourceState("suspected")


def test_suspected_creatures_in_a_filter_render_back():
    """"Destroy all suspected creatures." compiles to a filter of suspected creatures, and the
    round trip (in `compiled`) prints the word back."""
    card = compiled(compile_text("Destroy all suspected creatures.", type_line="Sorcery"))
    (destroy,) = card.definition.abilities[0].effects
    assert destroy.objects.filter.suspected


# ------------------------------------------------------------------ turned face up (CR 708.8)
def test_enters_and_whenever_turned_face_up_is_one_ability_with_two_events(corpus):
    """Cryptid Inspector: "Whenever a face-down permanent you control enters and whenever Cryptid
    Inspector or another permanent you control is turned face up, put a +1/+1 counter on Cryptid
    Inspector." One triggered ability that triggers on either event (CR 603.2)."""
    card = compiled(compile_corpus_card(corpus["Cryptid Inspector"]))
    event = card.definition.abilities[1].event
    assert isinstance(event, V.AnyOf)
    enters, turned = event.events
    assert isinstance(enters, V.EntersBattlefield) and enters.subject.face_down
    assert isinstance(turned, V.TurnedFaceUp)


def test_enters_or_is_turned_face_up():
    """"When this creature enters or is turned face up, ..." (CR 708.8: turning face up is not entering)."""
    card = compiled(compile_text("When this creature enters or is turned face up, draw a card."))
    event = card.definition.abilities[0].event
    assert event == V.AnyOf((V.EntersBattlefield(SelfRef()), V.TurnedFaceUp(SelfRef())))


# ------------------------------------------------------------------ shuffling into a library
def test_shuffle_enchanted_creature_into_its_owners_library(corpus):
    """Stay Hidden, Stay Silent: "Shuffle enchanted creature into its owner's library, then manifest
    dread." (CR 400.3, 701.20a)."""
    card = compiled(compile_corpus_card(corpus["Stay Hidden, Stay Silent"]))
    shuffle, manifest = card.definition.abilities[-1].effects
    assert isinstance(shuffle, E.ShuffleIntoOwnersLibrary) and shuffle.objects.filter.attached_to_source
    assert manifest == E.ManifestDread("manifested1")
    target = compiled(compile_text("Shuffle target creature into its owner's library.", type_line="Instant"))
    assert target.definition.abilities[0].effects == (E.ShuffleIntoOwnersLibrary(TargetRef(0)),)


def test_when_you_sacrifice_this_enchantment(corpus):
    """Disturbing Mirth: "When you sacrifice Disturbing Mirth, manifest dread." A trigger on its own
    sacrifice, which looks back to the permanent it was (CR 701.17, 603.10a)."""
    card = compiled(compile_corpus_card(corpus["Disturbing Mirth"]))
    trigger = card.definition.abilities[-1]
    assert trigger.event == V.Sacrificed(SelfRef())
    assert trigger.effects == (E.ManifestDread("manifested1"),)


# ------------------------------------------------------------------ Cases (CR 719)
def test_a_case_to_solve_and_solved_lines(corpus):
    """Case of the Stashed Skeleton: "To solve — You control no suspected Skeletons." is "At the
    beginning of your end step, if you control no suspected Skeletons and this Case is not solved,
    it becomes solved" (CR 719.3a); "Solved — {1}{B}, Sacrifice this Case: ..." is activated only
    if this Case is solved (CR 702.169d). The token created is what "suspect it" names."""
    card = compiled(compile_corpus_card(corpus["Case of the Stashed Skeleton"]))
    enters, to_solve, solved = card.definition.abilities
    assert enters.effects[1] == E.Suspect(AffectedRef("created1"))
    assert isinstance(to_solve.event, V.BeginningOfStep) and to_solve.effects == (E.SolveCase(),)
    condition, not_solved = to_solve.condition.parts
    assert condition.filter.suspected and not_solved.condition == SourceState("solved")
    assert solved.timing.condition == SourceState("solved") and solved.timing.sorcery_speed


def test_a_solved_triggered_ability_triggers_only_if_the_case_is_solved():
    """CR 702.169c: "[Ability text]. This ability triggers only if this Case is solved." (checked
    as it triggers: tests/compiler/test_solved_forms_and_distributed_counters.py)."""
    card = compile_text("Solved — Whenever you gain life, draw a card.", type_line="Enchantment — Case")
    assert card.fully_compiled
    assert card.definition.abilities[0].event_condition == SourceState("solved")


# ------------------------------------------------------------------ a delayed trigger (CR 603.7a)
def test_when_it_dies_this_turn_is_a_delayed_trigger_about_the_target(corpus):
    """Turn Inside Out: "Target creature gets +3/+0 until end of turn. When it dies this turn,
    manifest dread." The delayed trigger is about the target (CR 603.7a, 700.4)."""
    card = compiled(compile_corpus_card(corpus["Turn Inside Out"]))
    pump, delayed = card.definition.abilities[0].effects
    assert delayed == E.WhenDiesThisTurn(TargetRef(0), (E.ManifestDread("manifested1"),))


# ------------------------------------------------------------------ Classes (CR 716)
def test_class_level_lines_and_level_abilities(corpus):
    """Stormchaser's Talent: "{3}{U}: Level 2" is "{3}{U}: This Class's level becomes 2. Activate
    only if this Class is level 1 and only as a sorcery." (CR 716.2a); the abilities after it are
    level 2 abilities, working only at level 2 or greater (CR 716.2b); "When this Class becomes
    level 2" triggers on that (CR 716.2c)."""
    from cardtext.runtime.filters import ClassLevelIs
    card = compiled(compile_corpus_card(corpus["Stormchaser's Talent"]))
    enters, level2, becomes2, level3, otters = card.definition.abilities
    assert enters.condition is None                        # a level 1 ability: always
    assert level2.effects == (E.BecomeLevel(2),)
    assert level2.timing.sorcery_speed and level2.timing.condition == ClassLevelIs(1)
    assert becomes2.event == V.ClassLevelGained(2) and becomes2.condition == ClassLevelIs(2, at_least=True)
    assert level3.timing.condition == ClassLevelIs(2)
    assert otters.condition == ClassLevelIs(3, at_least=True)
