"""Linked abilities (CR 607.2a) read from the text: a permanent's "the exiled card" where its own
ability exiles nothing is the card its linked exile ability exiled (ExiledWithRef); "you may
cast a card exiled with ~ without paying its mana cost" and "cast any number of cards exiled with
~ without paying their mana costs" cast those cards (CR 608.2g, 118.9). A spell's "the exiled
card" with no exile before it links to nothing and stays unsupported."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime.characteristics import CardType, Zone
from cardtext.runtime.filters import ExiledWithRef, PowerOf

from .conftest import compile_text


def abilities_of(text, type_line="Artifact"):
    card = compile_text(text, type_line=type_line)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal and c.lowered_equal for c in check_card(card, lowered=True)), check_card(card, lowered=True)
    return card.definition.abilities


def test_the_power_of_the_exiled_card_is_the_card_the_linked_ability_exiled():
    _exile, attack = abilities_of(
        "When ~ enters the battlefield, exile target creature an opponent controls until ~ leaves the "
        "battlefield.\nWhenever ~ attacks, target Vampire gets +X/+X until end of turn, where X is the "
        "power of the exiled card.", type_line="Creature — Vampire Cleric")
    (pump,) = attack.effects
    assert pump.multiplier == PowerOf(ExiledWithRef())


def test_a_spells_exiled_card_with_no_exile_before_it_stays_unsupported():
    card = compile_text("~ deals damage equal to the exiled card's power to target creature.", type_line="Instant")
    assert not card.fully_compiled and [d.code for d in card.diagnostics] == ["CT301"]


def test_you_may_cast_a_card_exiled_with_it_casts_one_of_them():
    _exile, cast = abilities_of("{3}, {T}: Exile target instant or sorcery spell that targets you.\n"
                                "{3}, {T}, Sacrifice ~: You may cast a card exiled with ~ without paying its "
                                "mana cost.")
    (play,) = cast.effects
    assert play.one and play.cast_only and play.filter.card and play.filter.zone is Zone.EXILE


def test_the_filter_names_which_cards_exiled_with_it_may_be_cast():
    *_, attack = abilities_of("When ~ enters the battlefield, exile the top card of your library.\n"
                              "Whenever ~ attacks, you may cast an instant or sorcery card exiled with it "
                              "without paying its mana cost.", type_line="Creature — Vampire Wizard")
    (play,) = attack.effects
    assert set(play.filter.types) == {CardType.INSTANT, CardType.SORCERY} and play.one


def test_cast_any_number_of_cards_exiled_with_it():
    *_, sacrifice = abilities_of("{R}, {T}: Exile target instant or sorcery card from your graveyard.\n"
                                 "{1}{R}, {T}, Sacrifice ~: Cast any number of cards exiled with ~ without "
                                 "paying their mana costs.", type_line="Creature — Goblin Wizard")
    (play,) = sacrifice.effects
    assert isinstance(play, E.PlayExiledFree) and play.cast_only and not play.one


def test_a_number_of_cards_exiled_with_it_is_not_read_as_one():
    card = compile_text("{T}: Exile target card from a graveyard.\n"
                        "Sacrifice ~: You may cast two cards exiled with ~ without paying its mana cost.",
                        type_line="Artifact")
    assert not card.fully_compiled


def test_you_may_cast_it_from_your_graveyard_as_long_as_you_control_a_zombie():
    """CR 601.3, 113.6f: the card's own permission, with its condition."""
    from cardtext.runtime.abilities import PlayFromElsewhere
    from cardtext.runtime.filters import YouControl
    _cant_block, permission = abilities_of("~ can't block.\nYou may cast ~ from your graveyard as long as you "
                                           "control a Zombie.", type_line="Creature — Zombie Horror")
    assert permission.effect == PlayFromElsewhere(zones=(Zone.GRAVEYARD,))
    assert isinstance(permission.condition, YouControl) and permission.condition.filter.subtypes == ("Zombie",)


def test_from_your_graveyard_or_from_exile():
    from cardtext.runtime.abilities import PlayFromElsewhere
    (permission,) = abilities_of("You may cast ~ from your graveyard or from exile.", type_line="Creature — Goblin")
    assert permission.effect == PlayFromElsewhere(zones=(Zone.GRAVEYARD, Zone.EXILE)) and permission.condition is None


def test_play_cards_exiled_with_it_includes_lands_cast_nonland_cards_does_not():
    """CR 607.2a, 305.1: "play" a land too; "cast nonland cards" only spells."""
    _exile, play = abilities_of("{T}: Exile the top card of your library.\nYou may play cards exiled with ~.",
                                type_line="Creature — Specter")
    assert play.effect.lands and play.effect.exiled.zone is Zone.EXILE
    _exile, cast = abilities_of("{T}: Exile the top card of your library.\nYou may cast nonland cards exiled "
                                "with ~.", type_line="Creature — Human")
    assert not cast.effect.lands and cast.effect.exiled.excluded_types == (CardType.LAND,)


def test_cards_exiled_with_it_on_a_card_that_exiles_nothing_stay_unsupported():
    """CR 607.2a: with no ability of the card that exiles, there is nothing to link to."""
    for text in ("You may play cards exiled with ~.",
                 "{T}: You may cast a card exiled with ~ without paying its mana cost.",
                 "{T}: Put a creature card exiled with ~ onto the battlefield under your control.",
                 "Whenever ~ attacks, it gets +X/+X until end of turn, where X is the power of the exiled card."):
        card = compile_text(text, type_line="Creature — Specter", power="2", toughness="2")
        assert not card.fully_compiled and [d.code for d in card.diagnostics] == ["CT301"], text


def test_put_a_creature_card_exiled_with_it_onto_the_battlefield_is_one_of_them():
    *_, put = abilities_of("{B}{G}: Exile target creature blocking or blocked by ~.\n"
                           "{2}{B}: Put a creature card exiled with ~ onto the battlefield under your control.",
                           type_line="Legendary Creature — Gorgon")
    (back,) = put.effects
    assert back == E.ReturnExiledWith(filter=back.filter, under_your_control=True, one=True)
    assert back.filter.types == (CardType.CREATURE,) and back.filter.zone is Zone.EXILE


def test_during_each_of_your_turns_a_creature_card_from_your_graveyard():
    """"one creature card" is "a creature card": one card each of your turns."""
    (permission,) = abilities_of("During each of your turns, you may cast one creature card from your graveyard.",
                                 type_line="Legendary Creature — Spirit")
    graveyard = permission.effect.graveyard
    assert graveyard.types == (CardType.CREATURE,) and graveyard.zone is Zone.GRAVEYARD and graveyard.card
