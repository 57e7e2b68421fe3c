"""Incubate (CR 701.53) and transform (CR 701.28): "incubate N" creates the Incubator token of
CR 111.10i, a double-faced token, with N +1/+1 counters on it; "transform" turns a permanent over
to its other face."""
from __future__ import annotations

from cardtext.compiler.keywords.tokens import back_face
from cardtext.runtime import effects as E
from cardtext.runtime.characteristics import CardType
from cardtext.runtime.filters import Fixed, SelfRef, TargetRef

from .conftest import compile_corpus_card, compile_text, corpus_cards


def _card(name: str):
    return compile_corpus_card(corpus_cards()[name])


def test_incubate_n_creates_an_incubator_with_n_counters():
    """CR 701.53a: "To incubate N, create an Incubator token with N +1/+1 counters on it"; the
    token is CR 111.10i's: an Incubator artifact with "{2}: Transform this token.", whose back
    face is a 0/0 Phyrexian artifact creature."""
    card = _card("Converter Beast")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (made,) = card.definition.abilities[0].effects
    assert isinstance(made, E.CreateToken)
    assert (made.counter, made.counter_amount) == ("+1/+1", Fixed(5))
    front = made.token
    assert front.subtypes == ("Incubator",) and front.types == (CardType.ARTIFACT,) and front.power is None
    (transform,) = front.abilities
    assert transform.effects == (E.Transform(SelfRef()),)
    back = front.back_face
    assert back == back_face("Incubator")
    assert (back.power, back.toughness, back.subtypes) == (0, 0, ("Phyrexian",))
    assert set(back.types) == {CardType.ARTIFACT, CardType.CREATURE} and back.name == "Phyrexian Token"


def test_incubate_x_takes_the_where_x_amount():
    """Chrome Host Seedshark: "incubate X, where X is that spell's mana value"."""
    card = _card("Chrome Host Seedshark")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (made,) = card.definition.abilities[1].effects
    assert made.counter == "+1/+1" and made.counter_amount != Fixed(0)
    assert type(made.counter_amount).__name__ != "Fixed"


def test_transform_target_incubator_token():
    """Elvish Vatkeeper: "{5}: Transform target Incubator token you control." (CR 701.28a)."""
    card = _card("Elvish Vatkeeper")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    ability = card.definition.abilities[1]
    assert ability.effects[0] == E.Transform(TargetRef(0))
    assert ability.targets[0].filter.subtypes == ("Incubator",) and ability.targets[0].filter.token


def test_transform_a_player_is_refused():
    """Only permanents transform (CR 701.28a): the semantic check refuses a player (CT302)."""
    card = compile_text("Transform target player.", type_line="Sorcery")
    assert not card.fully_compiled
    assert any(d.code == "CT302" for d in card.diagnostics)


def test_sunfall_incubates_the_number_of_creatures_exiled_this_way():
    """"Exile all creatures. Incubate X, where X is the number of creatures exiled this way.": X
    counts what the exile step moved."""
    from cardtext.runtime.filters import AffectedRef, CountOf
    card = _card("Sunfall")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    exile, made = card.definition.abilities[0].effects
    assert made.counter_amount == CountOf(AffectedRef(exile.label))


def test_counting_only_some_of_what_was_exiled_is_not_compiled():
    """Nonland permanents exiled include noncreatures: "the number of creatures exiled this way"
    would need each exiled object's type, which the count doesn't keep (CT301, not a wrong count)."""
    card = compile_text("Exile all nonland permanents. Incubate X, where X is the number of creatures "
                        "exiled this way.", type_line="Sorcery")
    assert not card.fully_compiled
