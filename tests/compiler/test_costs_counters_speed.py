"""Costs, casting options, counters and ability words of recent sets: descend 4, fathomless descent,
corrupted, survival (CR 207.2c), stun counters (CR 122.1d), outlaws, crimes (CR 700.13), discover
(CR 701.57). Each test compiles a real card or its rules text and checks what it
lowers to."""
from cardtext.compiler.keywords.database import KeywordKind, builtin
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime.abilities import StaticAbility, TriggeredAbility

from .conftest import compile_corpus_card, compile_text


def fully(card):
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    return card


# ------------------------------------------------------------------ ability words (CR 207.2c)
def test_descend_4_is_an_ability_word_with_its_number(corpus):
    """Basking Capybara: "Descend 4 — This creature gets +3/+0 as long as there are four or more
    permanent cards in your graveyard." CR 207.2c lists "descend 4" and "descend 8" among the
    ability words: the number is part of the word and means nothing; the condition does."""
    card = fully(compile_corpus_card(corpus["Basking Capybara"]))
    assert card.lines[0].ast.ability_word == "descend 4"
    (static,) = card.definition.abilities
    assert isinstance(static, StaticAbility)


def test_fathomless_descent_is_an_ability_word(corpus):
    card = fully(compile_corpus_card(corpus["Chupacabra Echo"]))
    assert card.lines[0].ast.ability_word == "fathomless descent"
    assert isinstance(card.definition.abilities[0], TriggeredAbility)


def test_recent_ability_words_are_in_the_database_without_meaning():
    db = builtin()
    for name in ("descend 4", "descend 8", "fathomless descent", "survival", "corrupted"):
        entry = db.get(name)
        assert entry is not None and entry.kind is KeywordKind.ABILITY_WORD, name
        assert entry.rule == "207.2c"


def test_ability_word_survival_before_a_trigger():
    card = compile_text("Survival — At the beginning of your second main phase, if this creature "
                        "is tapped, draw a card.")
    assert card.lines[0].ast.ability_word == "survival"


# ------------------------------------------------------------------ stun counters (CR 122.1d)
def test_tap_and_put_a_stun_counter_on_it_are_two_clauses(corpus):
    """Mechanozoa: "tap target artifact or creature an opponent controls and put a stun counter
    on it": the "and" joins two clauses (tap, then put a counter on the same target), not two
    objects."""
    card = fully(compile_corpus_card(corpus["Mechanozoa"]))
    trigger = card.definition.abilities[0]
    assert isinstance(trigger, TriggeredAbility)
    kinds = [type(i) for i in trigger.effects]
    assert E.TapObjects in kinds and E.PutCounters in kinds
    (put,) = [i for i in trigger.effects if isinstance(i, E.PutCounters)]
    assert put.counter == "stun"


# ------------------------------------------------------------------ outlaws, crimes (CR 700.13)
def test_non_outlaw_excludes_the_five_outlaw_creature_types(corpus):
    """Shoot the Sheriff: "Destroy target non-outlaw creature. (Assassins, Mercenaries, Pirates,
    Rogues, and Warlocks are outlaws.)" The word stands for five creature types (CR 205.3m) and
    renders back as one word."""
    from cardtext.runtime.characteristics import OUTLAW_TYPES
    card = fully(compile_corpus_card(corpus["Shoot the Sheriff"]))
    (spell,) = card.definition.abilities
    (target,) = spell.targets
    assert target.filter.excluded_subtypes == OUTLAW_TYPES


def test_another_outlaw_you_control_is_any_of_the_five_types():
    card = fully(compile_text("Whenever another outlaw you control enters, draw a card."))
    from cardtext.runtime.characteristics import OUTLAW_TYPES
    trigger = card.definition.abilities[0]
    assert trigger.event.subject.subtypes == OUTLAW_TYPES
    assert trigger.event.subject.other


def test_as_long_as_you_have_committed_a_crime_this_turn(corpus):
    """Slickshot Vault-Buster: "gets +2/+0 as long as you've committed a crime this turn" reads
    the turn's record of crimes (CR 700.13), not a trigger."""
    from cardtext.runtime.filters import CrimeThisTurn
    card = fully(compile_corpus_card(corpus["Slickshot Vault-Buster"]))
    static = card.definition.abilities[-1]
    assert isinstance(static, StaticAbility)
    assert static.condition == CrimeThisTurn()


# ------------------------------------------------------------------ discover (CR 701.57)
def test_discover_n_is_the_discover_instruction(corpus):
    """Trumpeting Carnosaur: "When Trumpeting Carnosaur enters, discover 5." The keyword
    action's entry names its VM instruction, Discover (CR 701.57a)."""
    from cardtext.runtime.filters import Fixed
    card = fully(compile_corpus_card(corpus["Trumpeting Carnosaur"]))
    trigger = card.definition.abilities[1]
    assert trigger.effects == (E.Discover(Fixed(5)),)
    entry = builtin().get("discover")
    assert entry.kind is KeywordKind.ACTION and entry.rule == "701.57" and entry.mechanic == "Discover"


def test_a_sorcery_s_paragraphs_are_one_list_of_instructions(corpus):
    """Daring Discovery: "Up to three target creatures can't block this turn. / Discover 4." The
    spell follows both paragraphs in order (CR 608.2c); the second paragraph's targets would
    follow the first's."""
    from cardtext.runtime.abilities import spell_ability_of
    card = fully(compile_corpus_card(corpus["Daring Discovery"]))
    spell = spell_ability_of(card.definition.abilities)
    assert [type(e) for e in spell.effects] == [E.AddRestriction, E.Discover]
    assert len(spell.targets) == 1


def test_later_paragraph_targets_are_numbered_after_the_earlier_ones():
    from cardtext.runtime.abilities import spell_ability_of
    from cardtext.runtime.filters import TargetRef
    card = fully(compile_text("Tap target creature.\nDestroy target artifact.", type_line="Sorcery"))
    spell = spell_ability_of(card.definition.abilities)
    assert len(spell.targets) == 2
    assert spell.effects[1].objects == TargetRef(1)


# ------------------------------------------------------------------ bargain and gift follow-ups
def test_if_bargained_that_creature_also_gains_two_keywords(corpus):
    """Archon's Glory: "If this spell was bargained, that creature also gains flying and lifelink
    until end of turn." (CR 702.166b); "also" adds no meaning, the two keywords are granted
    until end of turn (CR 611.2a)."""
    from cardtext.runtime.filters import KeywordCostPaid
    card = fully(compile_corpus_card(corpus["Archon's Glory"]))
    spell = card.definition.abilities[-1]
    conditional = spell.effects[-1]
    assert conditional.condition == KeywordCostPaid("bargain")
    assert [e.keyword for e in conditional.effects] == ["flying", "lifelink"]


def test_gains_two_keywords_until_end_of_turn():
    card = fully(compile_text("Target creature gains flying and lifelink until end of turn.",
                              type_line="Instant"))
    assert [e.keyword for e in card.definition.abilities[0].effects] == ["flying", "lifelink"]


# ------------------------------------------------------------------ counters of every kind (CR 122.1)
def test_for_each_counter_on_it_counts_every_kind(corpus):
    """Twitching Doll: "Put a nest counter on Twitching Doll." and "Create a 2/2 green Spider
    creature token with reach for each counter on Twitching Doll." (every kind of counter)."""
    from cardtext.runtime.filters import CountersOn, SelfRef
    card = fully(compile_corpus_card(corpus["Twitching Doll"]))
    mana, make = card.definition.abilities
    assert any(isinstance(e, E.PutCounters) and e.counter == "nest" for e in mana.effects)
    (create,) = make.effects
    assert create.amount == CountersOn(SelfRef(), None)


# ------------------------------------------------------------------ reflexive triggers (CR 603.12)
def test_when_you_do_is_a_reflexive_trigger_with_its_own_target(corpus):
    """Curious Forager: "When Curious Forager enters, you may forage. When you do, return target
    permanent card from your graveyard to your hand." The trigger's target belongs to the
    reflexive trigger made when the forage is done (CR 603.12), not to the enters trigger."""
    card = fully(compile_corpus_card(corpus["Curious Forager"]))
    trigger = card.definition.abilities[0]
    assert trigger.targets == ()
    (may,) = trigger.effects
    assert isinstance(may, E.Optional)
    (reflexive,) = may.if_done
    assert isinstance(reflexive, E.ReflexiveTrigger) and len(reflexive.targets) == 1


def test_when_you_do_needs_a_you_may_before_it():
    card = compile_text("When this creature enters, draw a card. When you do, you gain 2 life.")
    assert not card.fully_compiled


def test_if_an_opponent_controls_that_creature_reads_the_target(corpus):
    """Fear of Immobility: "tap up to one target creature. If an opponent controls that creature,
    put a stun counter on it." The condition is about the target (CR 608.2c)."""
    from cardtext.runtime.filters import OPPONENT_CONTROLS, ObjectIs, TargetRef
    card = fully(compile_corpus_card(corpus["Fear of Immobility"]))
    tap, conditional = card.definition.abilities[0].effects
    assert conditional.condition == ObjectIs(TargetRef(0), OPPONENT_CONTROLS)
    (put,) = conditional.effects
    assert put.counter == "stun"


def test_corrupted_target_1_1_creature_and_poison_condition(corpus):
    """The Seedcore: "Corrupted — {T}: Target 1/1 creature gets +2/+1 until end of turn. Activate
    only if an opponent has three or more poison counters." "1/1" is exact power and toughness;
    the condition counts an opponent's poison counters (CR 122.1f)."""
    from cardtext.runtime.filters import Compare, NumberTest, PlayerHas, PlayerRef
    card = fully(compile_corpus_card(corpus["The Seedcore"]))
    assert card.lines[2].ast.ability_word == "corrupted"
    pump = card.definition.abilities[-1]
    assert set(pump.targets[0].filter.tests) == {NumberTest("power", Compare.EQ, 1),
                                                NumberTest("toughness", Compare.EQ, 1)}
    assert pump.timing.condition == PlayerHas(PlayerRef.EACH_OPPONENT, "poison", Compare.GE, 3)


def test_glimmer_is_a_creature_type():
    """Glimmer (Duskmourn, printed after the 2022 rules' CR 205.3m list) is a creature type."""
    card = fully(compile_text("If you don't control a Glimmer creature, create a 1/1 white Glimmer "
                              "enchantment creature token.", type_line="Sorcery"))
    (conditional,) = card.definition.abilities[0].effects
    assert conditional.effects[0].token.subtypes == ("Glimmer",)


# ------------------------------------------------------------------ returning with counters, graveyard abilities
def test_return_from_your_graveyard_with_a_finality_counter(corpus):
    """Balustrade Wurm: "{2}{G}{G}: Return Balustrade Wurm from your graveyard to the battlefield
    with a finality counter on it." It enters with the counter (CR 122.6), and the ability works
    only in the graveyard, the zone its effect moves the card from (CR 113.6m)."""
    from cardtext.runtime.characteristics import Zone
    from cardtext.runtime.filters import Fixed
    card = fully(compile_corpus_card(corpus["Balustrade Wurm"]))
    ability = card.definition.abilities[-1]
    assert ability.zone is Zone.GRAVEYARD
    (back,) = ability.effects
    assert (back.enter_counter, back.enter_counter_amount) == ("finality", Fixed(1))


def test_exiling_this_card_from_your_graveyard_is_a_graveyard_ability(corpus):
    from cardtext.runtime.characteristics import Zone
    card = fully(compile_corpus_card(corpus["Buried Treasure"]))
    assert card.definition.abilities[-1].zone is Zone.GRAVEYARD
