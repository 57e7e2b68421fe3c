"""'You get an emblem with "<ability>"' (CR 114.2): the ability is compiled as a quoted ability;
in it, "this emblem" is the emblem itself (the source of the ability, CR 114.4)."""
from __future__ import annotations

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import abilities as R
from cardtext.runtime import effects as E
from cardtext.runtime.filters import PlayerRef, SelfRef

from .conftest import compile_corpus_card, compile_text


def _emblem(card) -> E.CreateEmblem:
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return next(e for a in card.definition.abilities for e in getattr(a, "effects", ())
                if isinstance(e, E.CreateEmblem))


def test_koths_emblem_deals_damage_itself_whenever_a_mountain_enters(corpus):
    emblem = _emblem(compile_corpus_card(corpus["Koth, Fire of Resistance"]))
    (trigger,) = emblem.abilities
    assert isinstance(trigger, R.TriggeredAbility)
    (damage,) = trigger.effects
    assert isinstance(damage, E.DealDamage) and damage.source == SelfRef()


def test_a_static_emblem_keeps_its_ability():
    emblem = _emblem(compile_text('You get an emblem with "Creatures you control get +1/+0."',
                                  type_line="Sorcery"))
    (static,) = emblem.abilities
    assert isinstance(static, R.StaticAbility) and static.effect.power == 1


def test_the_emblem_clause_round_trips():
    card = compile_text('You get an emblem with "Creatures you control get +1/+0."', type_line="Sorcery")
    (line,) = check_card(card)
    assert line.rendered == line.expected


SWAMPS_EMBLEM = "\u22126: You get an emblem with \"Swamps you control have \u2018{T}: Add {B}{B}{B}{B}.'\""


def test_an_emblem_whose_ability_grants_a_quoted_ability_in_single_quotes_cr_114_2():
    """Liliana of the Dark Realms' emblem: the inner quote (printed in single quotes) is the mana
    ability the Swamps have (CR 113.1a); the emblem's static ability grants it (CR 114.4)."""
    emblem = _emblem(compile_text(SWAMPS_EMBLEM, type_line="Legendary Planeswalker — Liliana"))
    (static,) = emblem.abilities
    assert isinstance(static, R.StaticAbility) and isinstance(static.effect, R.AbilityGrant)
    assert isinstance(static.effect.ability, R.ManaAbility)


def test_the_nested_quote_round_trips_in_single_quotes():
    card = compile_text(SWAMPS_EMBLEM, type_line="Legendary Planeswalker — Liliana")
    (line,) = check_card(card)
    assert line.rendered == line.expected
    assert "'{t}: add {b}{b}{b}{b}'." in line.rendered.lower()


def test_that_player_loses_the_game_cr_104_3e():
    """"that player loses the game" (CR 104.3e) in Vraska, Golgari Queen's emblem: the player
    dealt combat damage (the event's player) loses."""
    emblem = _emblem(compile_text('\u22129: You get an emblem with "Whenever a creature you control deals '
                                  'combat damage to a player, that player loses the game."',
                                  type_line="Legendary Planeswalker — Vraska"))
    (trigger,) = emblem.abilities
    (lose,) = trigger.effects
    assert isinstance(lose, E.LoseTheGame) and lose.player != PlayerRef.YOU
