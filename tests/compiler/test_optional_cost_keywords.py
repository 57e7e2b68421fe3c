"""Keywords that are optional additional costs (CR 601.2b): offspring (CR 702.175), bargain
(CR 702.166) and gift (CR 702.174: "gift a card", "gift a tapped Fish", "gift a Food"; each gift is its own
entry, as CR 702.174b-i define each). Each compiles to a KeywordAbility (offspring's carries its cost), which the engine's
casting mechanic offers as the spell is cast; its database entry's reminder template reads as
the printed reminder text; "if this spell was bargained" and "if the gift was promised" are
conditions on that choice."""
import re

import pytest

from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.keywords.templates import fill
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.abilities import KeywordAbility, SpellAbility, TriggeredAbility
from cardtext.runtime.effects import CreateToken, GainLife
from cardtext.runtime.filters import Fixed, KeywordCostPaid, PlayerRef, WasKicked
from cardtext.runtime.keyword_support import implemented

from .conftest import compile_corpus_card, compile_text

# keyword -> its rule, and a real card of ../shared/corpus/modern.jsonl printing it
CARDS = {"offspring": ("CR 702.175", "Darkstar Augur"), "bargain": ("CR 702.166", "Troublemaker Ouphe"),
         "gift a card": ("CR 702.174", "Wear Down"), "gift a tapped fish": ("CR 702.174", "Mind Spiral"),
         "gift a food": ("CR 702.174", "Crumb and Get It")}


def test_offspring_compiles_to_a_keyword_ability_with_its_cost(corpus):
    card = compile_corpus_card(corpus["Darkstar Augur"])
    (k,) = [a for a in card.definition.abilities if isinstance(a, KeywordAbility) and a.name == "offspring"]
    assert k.cost is not None and k.cost.mana_value == 1                  # Offspring {B}
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_bargain_compiles_with_the_trigger_that_asks_whether_it_was_bargained(corpus):
    """CR 702.166b: "When ~ enters, if it was bargained, ..." is an intervening "if" (CR 603.4)."""
    card = compile_corpus_card(corpus["Troublemaker Ouphe"])
    bargain, trigger = card.definition.abilities
    assert isinstance(bargain, KeywordAbility) and bargain.name == "bargain" and bargain.cost is None
    assert isinstance(trigger, TriggeredAbility) and trigger.condition == KeywordCostPaid("bargain")
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_a_spell_that_costs_less_if_its_bargained(corpus):
    card = compile_corpus_card(corpus["Johann's Stopgap"])
    static = card.definition.abilities[1]
    assert static.effect.condition == KeywordCostPaid("bargain")
    assert card.fully_compiled and all(c.equal for c in check_card(card))


@pytest.mark.parametrize("wording", ["If this spell was bargained, draw a card.",
                                     "If it was bargained, draw a card."])
def test_if_this_spell_was_bargained(wording):
    card = compile_text(wording + "\nBargain", type_line="Instant")
    assert card.fully_compiled
    (spell,) = [a for a in card.definition.abilities if isinstance(a, SpellAbility)]
    assert "KeywordCostPaid(keyword='bargain'" in repr(spell)


@pytest.mark.parametrize("name", sorted(CARDS))
def test_the_entry_names_an_implemented_mechanic(name):
    entry = builtin().get(name)
    assert entry.mechanic == name and implemented(entry.mechanic) and entry.cr == CARDS[name][0]


@pytest.mark.parametrize("name", sorted(CARDS))
def test_the_reminder_template_is_the_printed_reminder_text(corpus, name):
    text = corpus[CARDS[name][1]]["oracle_text"]
    printed = re.search(rf"^{name}(?: (\{{[^ ]*\}}))? \((.*)\)$", text, re.I | re.M)
    assert fill(builtin().get(name).reminder, cost=printed.group(1)) == printed.group(2)


def test_gift_a_card_compiles_with_the_trigger_that_asks_whether_the_gift_was_promised(corpus):
    card = compile_corpus_card(corpus["Scrapshooter"])
    gift, reach, trigger = card.definition.abilities
    assert isinstance(gift, KeywordAbility) and gift.name == "gift a card"
    assert trigger.condition == KeywordCostPaid("gift")
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_if_the_gift_wasnt_promised(corpus):
    card = compile_corpus_card(corpus["Kitnap"])
    assert "KeywordCostPaid(keyword='gift', paid=False)" in repr(card.definition.abilities[2])
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_gift_a_food_gives_the_chosen_player_the_food_token_of_its_rule(corpus):
    """CR 702.174d: "Gift a Food" means the effect is "The chosen player creates a Food token",
    the Food of CR 111.10b with its "{2}, {T}, Sacrifice this artifact: You gain 3 life."."""
    card = compile_corpus_card(corpus["Crumb and Get It"])
    gift, spell = card.definition.abilities
    (food,) = gift.gift
    assert isinstance(food, CreateToken) and food.player is PlayerRef.GIFT_RECIPIENT
    assert food.token.subtypes == ("Food",) and food.token.power is None
    (sacrifice,) = food.token.abilities
    assert isinstance(sacrifice.effects[0], GainLife) and sacrifice.effects[0].amount == Fixed(3)
    assert "KeywordCostPaid(keyword='gift'" in repr(spell)
    assert card.fully_compiled and all(c.equal for c in check_card(card))


@pytest.mark.parametrize("text, condition", [
    ("Gift a card\nDestroy target artifact. If the gift was promised, destroy target enchantment.",
     KeywordCostPaid("gift")),
    ("Bargain\nDestroy target artifact. If this spell was bargained, destroy target enchantment.",
     KeywordCostPaid("bargain")),
    ("Kicker {1}\nDestroy target artifact. If this spell was kicked, destroy target enchantment.",
     WasKicked())])
def test_a_target_chosen_only_if_the_cost_was_paid(text, condition):
    """CR 702.174m, 702.166d, 702.33g: those targets are chosen only if the gift was promised /
    the spell was bargained / kicked; the engine asks for them only then (CR 601.2b-c)."""
    card = compile_text(text, type_line="Sorcery")
    assert card.fully_compiled
    (spell,) = [a for a in card.definition.abilities if isinstance(a, SpellAbility)]
    assert [t.only_if for t in spell.targets] == [None, condition]


def test_exploit_is_its_definition_and_when_it_exploits_is_an_event_of_its_own(corpus):
    """CR 702.110a: "Exploit" means "When this creature enters, you may sacrifice a creature";
    CR 702.110b: it "exploits a creature" when that ability's controller sacrifices a creature
    as it resolves (Exploits, matched to the sacrifice made by the exploit ability)."""
    from cardtext.runtime.events import EntersBattlefield, Exploits
    from cardtext.runtime.filters import SelfRef
    card = compile_corpus_card(corpus["Vulturous Aven"])
    flying, exploit, exploits = card.definition.abilities
    assert isinstance(exploit, TriggeredAbility) and exploit.keyword == "exploit"
    assert exploit.event == EntersBattlefield(SelfRef())
    assert exploits.event == Exploits(SelfRef()) and exploits.keyword is None
    assert card.fully_compiled and all(c.equal for c in check_card(card))
    entry = builtin().get("exploit")
    assert entry.definition == entry.reminder == "When this creature enters, you may sacrifice a creature."


def test_another_creature_exploiting_is_not_supported():
    card = compile_text("When a creature you control exploits a creature, draw a card.")
    assert not card.fully_compiled
