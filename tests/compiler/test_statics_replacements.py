"""Static abilities, replacement effects and quoted grants (CR 509, 601.2f, 613, 614, 615)."""
import pytest

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import abilities as R
from cardtext.runtime.characteristics import CardType, Zone
from cardtext.runtime.costs import ManaCost, ManaSymbol, SymbolKind, TapSelf
from cardtext.runtime.effects import AddMana, Draw
from cardtext.runtime.filters import (AnyOfConditions, Compare, Controller, CountOf, PlayerRef,
                                      CreatureDiedThisTurn, EachRef, Fixed, NumberTest,
                                      ObjectFilter, SelfRef, WasKicked, YouControl,
                                      YouControlAtMost)

from .conftest import compile_text

CREATURES = ObjectFilter(types=(CardType.CREATURE,))
ENCHANTED_CREATURE = ObjectFilter(types=(CardType.CREATURE,), attached_to_source=True)
ONE = ManaCost((ManaSymbol(SymbolKind.GENERIC, generic=1),))


def compiled(text, type_line="Creature — Test"):
    card = compile_text(text, name="Test Card", type_line=type_line)
    assert card.diagnostics == (), [d.message for d in card.diagnostics]
    checks = check_card(card)
    assert checks and all(c.equal for c in checks), [(c.expected, c.rendered) for c in checks]
    return card.definition.abilities


def effects(text, type_line="Creature — Test"):
    return [a.effect for a in compiled(text, type_line) if isinstance(a, R.StaticAbility)]


def replacements(text, type_line="Creature — Test"):
    return [a.replacement for a in compiled(text, type_line)]


# ---------------------------------------------------------------- choices (CR 614.12, 607.2d)
@pytest.mark.parametrize("words, kinds", [
    ("a color", (R.ChoiceKind.COLOR,)),
    ("a creature type", (R.ChoiceKind.CREATURE_TYPE,)),
    ("an opponent", (R.ChoiceKind.OPPONENT,)),
    ("two colors", (R.ChoiceKind.COLOR, R.ChoiceKind.COLOR)),
    ("a color and an opponent", (R.ChoiceKind.COLOR, R.ChoiceKind.OPPONENT)),
])
def test_as_enters_choose(words, kinds):
    assert replacements(f"As Test Card enters the battlefield, choose {words}.") == [R.ChooseOnEnter(kinds)]


def test_of_the_chosen_type():
    (anthem,) = effects("Other creatures you control of the chosen type get +1/+1.")
    assert anthem == R.Anthem(ObjectFilter(types=(CardType.CREATURE,), controller=Controller.YOU,
                                           other=True, chosen_subtype=True), 1, 1)


def test_of_the_chosen_color():
    (anthem,) = effects("Creatures of the chosen color get +1/+1.", "Enchantment")
    assert anthem.objects.chosen_color


# ---------------------------------------------------------------- entering (CR 614.1c)
def test_enters_tapped_unless_at_most():
    (r,) = replacements("Test Card enters the battlefield tapped unless you control two or fewer other lands.", "Land")
    assert r == R.EntersTappedUnless(YouControlAtMost(ObjectFilter(types=(CardType.LAND,), other=True), 2))


def test_enters_tapped_unless_either():
    (r,) = replacements("Test Card enters the battlefield tapped unless you control a Plains or an Island.", "Land")
    assert r == R.EntersTappedUnless(AnyOfConditions((YouControl(ObjectFilter(subtypes=("Plains",))),
                                                      YouControl(ObjectFilter(subtypes=("Island",))))))


def test_enters_tapped_with_counters():
    assert replacements("Test Card enters the battlefield tapped with two charge counters on it.", "Land") == [
        R.EntersTapped(), R.EntersWithCounters("charge", Fixed(2))]


def test_if_kicked_enters_with_counters():
    (r,) = replacements("If Test Card was kicked, it enters the battlefield with two +1/+1 counters on it.")
    assert isinstance(r, R.EntersWithCountersIf) and r.amount == Fixed(2) and r.counter == "+1/+1"
    assert isinstance(r.condition, WasKicked)


def test_enters_with_counters_if_after():
    (r,) = replacements("Test Card enters the battlefield with a +1/+1 counter on it if a creature died this turn.")
    assert r == R.EntersWithCountersIf("+1/+1", Fixed(1), CreatureDiedThisTurn())


def test_enters_with_counters_for_each():
    (r,) = replacements("Test Card enters the battlefield with a +1/+1 counter on it for each creature card in your graveyard.")
    graveyard = ObjectFilter(types=(CardType.CREATURE,), card=True, zone=Zone.GRAVEYARD,
                             controller=Controller.YOU)
    assert r == R.EntersWithCounters("+1/+1", CountOf(EachRef(graveyard)))


# ---------------------------------------------------------------- characteristics, costs
def test_power_is_equal_to():
    (e,) = effects("Test Card's power is equal to the number of creatures you control.")
    assert e == R.CharacteristicPT(CountOf(EachRef(ObjectFilter(types=(CardType.CREATURE,),
                                                                controller=Controller.YOU))), None)


def test_costs_less_for_each():
    (e,) = effects("Test Card costs {1} less to cast for each creature card in your graveyard.")
    assert e.amount == ONE and not e.more and isinstance(e.per, CountOf) and e.condition is None


def test_costs_less_if():
    (e,) = effects("Test Card costs {1} less to cast if you control a Wizard.")
    assert e == R.SelfCostChange(ONE, False, None, YouControl(ObjectFilter(subtypes=("Wizard",))))


def test_optional_untap():
    assert effects("You may choose not to untap Test Card during your untap step.") == [R.OptionalUntap(SelfRef())]


# ---------------------------------------------------------------- blocking (CR 509.1)
def test_can_block_only_flying():
    (e,) = effects("Test Card can block only creatures with flying.")
    assert e == R.CanBlockOnly(SelfRef(), ObjectFilter(types=(CardType.CREATURE,), keywords=("flying",)))


@pytest.mark.parametrize("text, number", [
    ("Test Card can block an additional creature each combat.", 1),
    ("Test Card can block any number of creatures.", None),
])
def test_additional_blocks(text, number):
    assert effects(text) == [R.AdditionalBlocks(SelfRef(), number)]


def test_cant_be_blocked_by_power():
    (e,) = effects("Test Card can't be blocked by creatures with power 2 or less.")
    assert e == R.CantBeBlockedBy(SelfRef(), ObjectFilter(types=(CardType.CREATURE,),
                                                          tests=(NumberTest("power", Compare.LE, 2),)))


def test_cant_be_blocked_except_by():
    (e,) = effects("Test Card can't be blocked except by creatures with flying.")
    assert e == R.CantBeBlockedBy(SelfRef(), ObjectFilter(types=(CardType.CREATURE,), keywords=("flying",)),
                                  except_by=True)


@pytest.mark.parametrize("text, effect", [
    ("Test Card can't be blocked except by three or more creatures.", R.BlockerCount(SelfRef(), minimum=3)),
    ("Test Card can't be blocked by more than one creature.", R.BlockerCount(SelfRef(), maximum=1)),
])
def test_blocker_count(text, effect):
    assert effects(text) == [effect]


def test_plural_subject_without_verb_marker():
    (e,) = effects("Beasts can't block.", "Enchantment")
    assert e == R.Restriction(ObjectFilter(subtypes=("Beast",)), R.RestrictedAction.BLOCK)


# ---------------------------------------------------------------- prevention (CR 615)
def test_prevent_all_damage_to_self():
    assert effects("Prevent all damage that would be dealt to Test Card.") == [R.PreventDamage(SelfRef())]


def test_prevent_damage_to_self_by_creatures():
    assert effects("Prevent all damage that would be dealt to Test Card by creatures.") == [
        R.PreventDamage(SelfRef(), sources=CREATURES)]


def test_prevent_combat_damage_to_and_by_enchanted():
    (e,) = effects("Enchant creature\nPrevent all combat damage that would be dealt to and dealt by enchanted creature.",
                   "Enchantment — Aura")
    assert e == R.PreventDamage(ENCHANTED_CREATURE, ENCHANTED_CREATURE, combat_only=True)


def test_prevent_damage_to_you():
    assert effects("Prevent all damage that would be dealt to you.", "Enchantment") == [
        R.PreventDamage(None, to_you=True)]


# ---------------------------------------------------------------- quoted grants (CR 613.1f)
def test_enchanted_land_has_quoted_mana_ability():
    (grant,) = effects('Enchant land\nEnchanted land has "{T}: Add one mana of any color."',
                       "Enchantment — Aura")
    assert isinstance(grant, R.AbilityGrant) and grant.objects.attached_to_source
    assert isinstance(grant.ability, R.ManaAbility) and grant.ability.costs == (TapSelf(),)
    assert isinstance(grant.ability.effects[0], AddMana)


def test_pump_and_quoted_grant():
    pump, grant = effects('Enchant creature\nEnchanted creature gets +1/+1 and has "{T}: Draw a card."',
                          "Enchantment — Aura")
    assert pump == R.Anthem(ENCHANTED_CREATURE, 1, 1)
    assert grant.ability == R.ActivatedAbility((TapSelf(),), (Draw(Fixed(1)),))


def test_quoted_ability_outside_grammar_is_reported():
    card = compile_text('Enchant land\nEnchanted land has "{T}: Frobnicate a gizmo."',
                        type_line="Enchantment — Aura")
    assert [d.code for d in card.diagnostics] == ["CT201"]        # not understood, at 'frobnicate'
    assert "'frobnicate'" in card.diagnostics[0].message


def test_all_slivers_have_quoted_ability():
    (grant,) = effects('All Slivers have "{B}: Regenerate this creature."', "Creature — Sliver")
    assert grant.objects == ObjectFilter(subtypes=("Sliver",))
    assert isinstance(grant.ability, R.ActivatedAbility)


def test_quoted_grant_under_condition():
    pump, grant = effects('As long as seven or more cards are in your graveyard, Test Card gets +2/+2 '
                          'and has "When Test Card dies, you lose 6 life."')
    assert pump == R.Anthem(SelfRef(), 2, 2)
    assert isinstance(grant.ability, R.TriggeredAbility)


def test_parameterised_keyword_is_granted_as_an_ability():
    (grant,) = effects("As Test Card enters the battlefield, choose a color.\n"
                       "Test Card has protection from the chosen color.")
    assert grant == R.AbilityGrant(SelfRef(), R.KeywordAbility("protection",
                                                               quality=ObjectFilter(chosen_color=True)))


# ---------------------------------------------------------------- how many counters / tokens (CR 614.1a; C1)
CREATURE_YOU = ObjectFilter(types=(CardType.CREATURE,), controller=Controller.YOU)
PERMANENT_YOU = ObjectFilter(controller=Controller.YOU, permanent=True)


@pytest.mark.parametrize("text, expected", [
    ("If one or more +1/+1 counters would be put on a creature you control, twice that many +1/+1 "
     "counters are put on it instead.", R.ModifyCounterPlacement(CREATURE_YOU, "+1/+1", factor=2)),
    ("If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 "
     "counters are put on it instead.", R.ModifyCounterPlacement(CREATURE_YOU, "+1/+1", plus=1)),
    ("If one or more +1/+1 counters would be put on a creature, twice that many +1/+1 counters are put "
     "on that creature instead.", R.ModifyCounterPlacement(CREATURES, "+1/+1", factor=2)),
    ("If one or more -1/-1 counters would be put on a creature you control, that many -1/-1 counters "
     "minus one are put on it instead.", R.ModifyCounterPlacement(CREATURE_YOU, "-1/-1", plus=-1)),
    ("If an effect would put one or more counters on a permanent you control, it puts twice that many "
     "of those counters on that permanent instead.",
     R.ModifyCounterPlacement(PERMANENT_YOU, None, factor=2, effects_only=True)),
    ("If you would get one or more counters, you get that many plus one of each of those kinds of "
     "counters instead.", R.ModifyPlayerCounters(Controller.YOU, plus=1)),
    ("If an effect would create one or more tokens under your control, it creates twice that many of "
     "those tokens instead.", R.MultiplyTokens(Controller.YOU, 2)),
    ("If one or more tokens would be created, twice that many of those tokens are created instead.",
     R.MultiplyTokens(Controller.ANY, 2)),
])
def test_C1_how_many_counters_or_tokens(text, expected):
    """Each wording compiles to its replacement and renders back word for word (compiled())."""
    assert replacements(text, "Enchantment") == [expected]


def test_C1_counters_of_any_kind_on_artifacts_or_creatures():
    (rep,) = replacements("If one or more counters would be put on an artifact or creature you control, "
                          "that many plus one of each of those kinds of counters are put on that permanent "
                          "instead.")
    assert rep.counter is None and rep.plus == 1 and rep.factor == 1 and not rep.effects_only
    assert set(rep.recipients.types) == {CardType.ARTIFACT, CardType.CREATURE}


@pytest.mark.parametrize("text", [
    # another kind of counter than the one that would be put
    "If one or more +1/+1 counters would be put on a creature you control, twice that many -1/-1 "
    "counters are put on it instead.",
    # "two or more" is not "one or more"
    "If two or more +1/+1 counters would be put on a creature you control, twice that many +1/+1 "
    "counters are put on it instead.",
])
def test_C1_other_counter_replacements_are_reported_not_guessed(text):
    card = compile_text(text, type_line="Enchantment")
    assert card.diagnostics and not card.definition.abilities


def test_each_creature_you_control_with_toughness_greater_than_its_power_assigns_damage_by_toughness():
    """CR 510.1a (Bedrock Tortoise): the creatures whose toughness is greater than their own power
    assign combat damage equal to their toughness; "its power" is each creature's own."""
    (effect,) = effects("Each creature you control with toughness greater than its power assigns combat "
                        "damage equal to its toughness rather than its power.")
    assert effect == R.AssignsDamageByToughness(ObjectFilter(
        types=(CardType.CREATURE,), controller=Controller.YOU,
        tests=(NumberTest("toughness", Compare.GT, 0, than_own="power"),)))


def test_each_creature_assigns_damage_by_toughness():
    """CR 510.1a (Doran, the Siege Tower): every creature, whoever controls it."""
    (effect,) = effects("Each creature assigns combat damage equal to its toughness rather than its power.")
    assert effect == R.AssignsDamageByToughness(CREATURES)


@pytest.mark.parametrize("text, static", [
    ("You have no maximum hand size.", R.MaximumHandSize(PlayerRef.YOU, unlimited=True)),
    ("Your maximum hand size is increased by two.", R.MaximumHandSize(PlayerRef.YOU, 2)),
    ("Each opponent's maximum hand size is reduced by one.", R.MaximumHandSize(PlayerRef.EACH_OPPONENT, -1)),
    ("Players have no maximum hand size.", R.MaximumHandSize(PlayerRef.EACH_PLAYER, unlimited=True)),
])
def test_maximum_hand_size(text, static):
    """CR 402.2: seven unless an effect says otherwise."""
    assert effects(text, "Enchantment") == [static]


def test_delirium_maximum_hand_size_is_seven_minus_those_card_types():
    """Winter, Misanthropic Guide (CR 402.2, 205.2a): "those card types" are the condition's."""
    from cardtext.runtime.filters import CardTypesInGraveyard, GraveyardCardTypes, Sum, Times
    (ability,) = compiled("Delirium — As long as there are four or more card types among cards in your graveyard, "
                          "each opponent's maximum hand size is equal to seven minus the number of those card types.")
    assert ability == R.StaticAbility(R.MaximumHandSize(PlayerRef.EACH_OPPONENT,
                                                        equal_to=Sum(Times(GraveyardCardTypes(), -1), 7)),
                                      CardTypesInGraveyard(4))


def test_a_maximum_hand_size_of_every_player_is_not_read_as_the_opponents():
    assert not compile_text("Each player's maximum hand size is reduced by one.", type_line="Enchantment").fully_compiled
