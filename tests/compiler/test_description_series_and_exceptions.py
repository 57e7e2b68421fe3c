"""Object descriptions written as a series or with an exception: "target enchantment, tapped
artifact, or tapped creature" (CR 115.1: one target matching any description), "permanents except
for lands and tokens" (the same objects as "nonland, nontoken permanents"), and the counts "the
total number of ... you own in exile and in your graveyard" (CR 108.3, 400.1) and "all but the
bottom card of target player's library" (CR 401.1)."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime.characteristics import CardType, Zone
from cardtext.runtime.filters import Controller, PlayersCount, Sum, TotalCount

from .conftest import compile_text

WALKER = "Legendary Planeswalker — Test"


def ok(card):
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card))
    return card


def test_a_target_series_keeps_each_descriptions_own_words():
    card = ok(compile_text("−2: Exile target enchantment, tapped artifact, or tapped creature.",
                           type_line=WALKER, loyalty="4"))
    (ability,) = card.definition.abilities
    (spec,) = ability.targets
    enchantment, artifact, creature = spec.filter.alternatives
    assert enchantment.types == (CardType.ENCHANTMENT,) and enchantment.tapped is None
    assert artifact.types == (CardType.ARTIFACT,) and artifact.tapped is True
    assert creature.types == (CardType.CREATURE,) and creature.tapped is True


def test_except_for_lands_and_tokens_means_nonland_nontoken():
    card = ok(compile_text("{1}: Destroy all other permanents except for lands and tokens.",
                           type_line="Artifact"))
    plain = ok(compile_text("{1}: Destroy all other nonland, nontoken permanents.", type_line="Artifact"))
    assert card.definition.abilities == plain.definition.abilities


def test_the_total_number_counts_exile_and_graveyard_as_the_owner_sees_them():
    card = ok(compile_text("~ deals damage to target creature equal to the total number of instant "
                           "and sorcery cards you own in exile and in your graveyard.", type_line="Instant"))
    (ability,) = card.definition.abilities
    (damage,) = ability.effects
    assert isinstance(damage.amount, TotalCount)
    assert [(f.zone, f.controller) for f in damage.amount.filters] == \
        [(Zone.EXILE, Controller.YOU), (Zone.GRAVEYARD, Controller.YOU)]


def test_all_but_the_bottom_card_is_the_library_less_one():
    card = ok(compile_text("−12: Exile all but the bottom card of target player's library.",
                           type_line=WALKER, loyalty="7"))
    (ability,) = card.definition.abilities
    (exile,) = ability.effects
    assert isinstance(exile, E.ExileTopOfLibrary)
    assert isinstance(exile.amount, Sum) and exile.amount.plus == -1
    assert isinstance(exile.amount.amount, PlayersCount) and exile.amount.amount.filter.zone is Zone.LIBRARY
