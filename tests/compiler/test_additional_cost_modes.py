"""Modes and sentences that follow a cost: spree (CR 702.172a: "+ {cost} —" modes, each an
additional cost paid if its mode is chosen, CR 700.2h); "If the gift was promised, instead ..."
(CR 608.2c) and targets chosen only if an optional cost was paid (CR 702.174m)."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.syntax.symbols import parse_mana_cost
from cardtext.runtime.abilities import KeywordAbility, SpellAbility
from cardtext.runtime.effects import ChooseModes, Conditional
from cardtext.runtime.filters import KeywordCostPaid

from .conftest import compile_corpus_card, compile_text


def test_spree_heads_its_modes_each_with_its_additional_cost(corpus):
    """CR 702.172a: choose one or more modes; each chosen mode's "+" cost is an additional cost."""
    card = compile_corpus_card(corpus["Unfortunate Accident"])
    spree, spell = card.definition.abilities
    assert isinstance(spree, KeywordAbility) and spree.name == "spree"
    assert isinstance(spell, SpellAbility)
    (modal,) = spell.effects
    assert isinstance(modal, ChooseModes) and (modal.minimum, modal.maximum) == (1, 2)
    assert [m.cost for m in modal.modes] == [parse_mana_cost("{2}{B}"), parse_mana_cost("{1}")]
    assert len(modal.modes[0].targets) == 1 and not modal.modes[1].targets
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_a_plus_mode_needs_spree_and_a_spree_mode_needs_its_cost():
    """CR 700.2h: only a spree spell's modes name costs; a bullet mode under Spree has none."""
    assert not compile_text("Choose one \u2014\n+ {1} \u2014 Draw a card.\n\u2022 Scry 1.",
                            type_line="Sorcery").fully_compiled
    assert not compile_text("Spree\n+ {1} \u2014 Draw a card.\n\u2022 Scry 1.",
                            type_line="Sorcery").fully_compiled


def test_instead_after_the_gift_replaces_the_sentence_before_and_its_targets(corpus):
    """CR 608.2c: "If the gift was promised, instead destroy two target artifacts and/or
    enchantments" replaces the first sentence; the promise is known before targets (CR 601.2b-c),
    so the first target is chosen only without it and the two others only with it (CR 702.174m)."""
    card = compile_corpus_card(corpus["Wear Down"])
    (spell,) = [a for a in card.definition.abilities if isinstance(a, SpellAbility)]
    one, two = spell.targets
    assert one.only_if == KeywordCostPaid("gift", paid=False) and one.maximum == 1
    assert two.only_if == KeywordCostPaid("gift") and (two.minimum, two.maximum) == (2, 2)
    (branch,) = spell.effects
    assert isinstance(branch, Conditional) and branch.condition == KeywordCostPaid("gift")
    assert branch.effects and branch.otherwise
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_instead_with_no_new_target_keeps_the_targets(corpus):
    """Wildfire Howl: the any target belongs to the 'instead' sentence only (chosen only if the
    gift was promised); the replaced sentence has no target of its own."""
    card = compile_corpus_card(corpus["Wildfire Howl"])
    (spell,) = [a for a in card.definition.abilities if isinstance(a, SpellAbility)]
    assert [t.only_if for t in spell.targets] == [KeywordCostPaid("gift")]
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_instead_needs_a_sentence_before_it():
    assert not compile_text("If the gift was promised, instead draw a card.\nGift a card",
                            type_line="Sorcery").fully_compiled


def test_a_target_only_if_the_gift_was_promised(corpus):
    """Mind Spiral: "If the gift was promised, tap target creature an opponent controls ..."."""
    card = compile_corpus_card(corpus["Mind Spiral"])
    (spell,) = [a for a in card.definition.abilities if isinstance(a, SpellAbility)]
    assert [t.only_if for t in spell.targets] == [None, KeywordCostPaid("gift")]
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_a_delayed_return_only_if_the_gift_wasnt_promised(corpus):
    """Parting Gust: "If the gift wasn't promised, return that creature ... at the beginning of
    the next end step": the delayed trigger is created only then (CR 603.7a, 608.2c), and it
    returns the card exiled this way, a new object (CR 400.7)."""
    from cardtext.runtime.effects import CreateDelayedTrigger
    from cardtext.runtime.filters import AffectedRef
    card = compile_corpus_card(corpus["Parting Gust"])
    (spell,) = [a for a in card.definition.abilities if isinstance(a, SpellAbility)]
    exile, branch = spell.effects
    assert isinstance(branch, Conditional) and branch.condition == KeywordCostPaid("gift", paid=False)
    (delayed,) = branch.effects
    assert isinstance(delayed, CreateDelayedTrigger)
    assert isinstance(delayed.effects[0].objects, AffectedRef) and delayed.effects[0].objects.label == exile.label
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_pawprint_modes_count_their_pawprints(corpus):
    """CR 700.2i: "Choose up to five {P} worth of modes"; CR 700.2d: "You may choose the same
    mode more than once"; the pawprint marks a mode and is no cost (CR 107.18)."""
    card = compile_corpus_card(corpus["Season of Loss"])
    (spell,) = card.definition.abilities
    (modal,) = spell.effects
    assert (modal.pawprints, modal.repeatable, modal.minimum) == (5, True, 0)
    assert [m.pawprints for m in modal.modes] == [1, 2, 3] and all(m.cost is None for m in modal.modes)
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_creatures_you_controlled_that_died_this_turn():
    """"for each creature you controlled that died this turn": controlled as it died (CR 700.4)."""
    card = compile_text("Draw a card for each creature you controlled that died this turn.", type_line="Sorcery")
    assert card.fully_compiled and "controller=<Controller.YOU" in repr(card.definition.abilities)
    assert all(c.equal for c in check_card(card))


def test_an_additional_cost_of_forage_or_mana(corpus):
    """Feed the Cycle: "As an additional cost to cast this spell, forage or pay {B}": one of two
    costs, chosen as the costs are paid (CR 601.2h, 701.61a)."""
    from cardtext.runtime.abilities import AdditionalCost, StaticAbility
    from cardtext.runtime.costs import EitherCost, ForageCost
    card = compile_corpus_card(corpus["Feed the Cycle"])
    static = card.definition.abilities[0]
    assert isinstance(static, StaticAbility) and isinstance(static.effect, AdditionalCost)
    assert static.effect.cost == EitherCost(ForageCost(), parse_mana_cost("{B}"))
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_an_optional_additional_cost_and_evidence_was_collected(corpus):
    """Vitu-Ghazi Inspector: "As an additional cost to cast this spell, you may collect evidence
    6" (chosen as it's announced, CR 601.2b) and "if evidence was collected" (CR 701.59c)."""
    from cardtext.runtime.abilities import AdditionalCost, TriggeredAbility
    from cardtext.runtime.costs import CollectEvidence
    card = compile_corpus_card(corpus["Vitu-Ghazi Inspector"])
    static = card.definition.abilities[0]
    assert static.effect == AdditionalCost(CollectEvidence(6), optional=True, keyword="collect evidence")
    (trigger,) = [a for a in card.definition.abilities if isinstance(a, TriggeredAbility)]
    assert trigger.condition == KeywordCostPaid("collect evidence")
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_equip_with_a_choice_of_two_costs(corpus):
    """Bloodthorn Flail: "Equip—Pay {3} or discard a card." (CR 702.6a: equip's cost may be any
    cost; the payer chooses one of the two, CR 601.2h); the line reads back with its period."""
    from cardtext.runtime.abilities import ActivatedAbility
    from cardtext.runtime.costs import Discard, EitherCost
    card = compile_corpus_card(corpus["Bloodthorn Flail"])
    (equip,) = [a for a in card.definition.abilities if getattr(a, "name", "") == "equip"]
    assert isinstance(equip.cost, EitherCost) and equip.cost.first == parse_mana_cost("{3}")
    assert isinstance(equip.cost.second, Discard)
    assert not [a for a in card.definition.abilities if isinstance(a, ActivatedAbility)]
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_blight_is_a_keyword_action(corpus):
    """Boggart Mischief: "you may blight 1. If you do, ..." (CR 701.68: put N -1/-1 counters on
    a creature you control); the database names its instruction, Blight."""
    from cardtext.compiler.keywords.database import builtin
    from cardtext.compiler.keywords.templates import fill
    from cardtext.runtime.effects import Blight, Optional
    card = compile_corpus_card(corpus["Boggart Mischief"])
    may = card.definition.abilities[0].effects[0]
    assert isinstance(may, Optional) and may.effects == (Blight(1),) and may.if_done
    entry = builtin().get("blight")
    assert entry.mechanic == "Blight" and entry.rule == "701.68"
    assert fill(entry.reminder, 1) == "Put a -1/-1 counter on a creature you control."
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_up_to_two_back_on_top_and_the_rest_into_the_graveyard(corpus):
    """Rowan's Grim Search: "If this spell was bargained, look at the top four cards of your
    library, then put up to two of them back on top of your library in any order and the rest
    into your graveyard" (the kept cards in the order chosen, CR 401.4)."""
    from cardtext.runtime.characteristics import Zone
    from cardtext.runtime.effects import PutLookedCards
    card = compile_corpus_card(corpus["Rowan's Grim Search"])
    spell = card.definition.abilities[1]
    (branch,) = spell.effects
    assert branch.condition == KeywordCostPaid("bargain")
    put = branch.effects[-1]
    assert isinstance(put, PutLookedCards)
    assert (put.take, put.optional, put.take_to, put.rest) == (2, True, Zone.LIBRARY, "graveyard")
    assert card.fully_compiled and all(c.equal for c in check_card(card))
