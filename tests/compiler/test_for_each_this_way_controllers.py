""""For each creature destroyed this way, its controller creates a 4/4 red Dragon creature token
with flying." / "For each creature exiled this way, its controller draws a card." (CR 608.2c,
608.2h): "this way" is exactly the objects the step before destroyed or exiled, and each player
acts for those they controlled."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.effects import CreateToken, Destroy, Draw, Exile
from cardtext.runtime.filters import AffectedPerController, ObjectFilter, PlayerRef

from .conftest import compile_corpus_card


def _round_trips(card) -> bool:
    return all(c.equal for c in check_card(card))


def test_for_each_creature_destroyed_this_way_its_controller_creates_a_token(corpus):
    """Descent of the Dragons: "For each creature destroyed this way, its controller creates a
    4/4 red Dragon creature token with flying." Each player creates, for each of the destroyed
    creatures they controlled (CR 608.2c, 608.2h): the amount is counted per player."""
    card = compile_corpus_card(corpus["Descent of the Dragons"])
    destroy, create = card.definition.abilities[0].effects
    assert isinstance(destroy, Destroy) and isinstance(create, CreateToken)
    assert create.player is PlayerRef.EACH_PLAYER
    assert create.amount == AffectedPerController(destroy.label, ObjectFilter())
    assert card.fully_compiled and _round_trips(card)


def test_martyrs_cry_each_controller_draws_for_their_exiled_creatures(corpus):
    """Martyr's Cry: "Exile all white creatures. For each creature exiled this way, its
    controller draws a card." """
    card = compile_corpus_card(corpus["Martyr's Cry"])
    exile, draw = card.definition.abilities[0].effects
    assert isinstance(exile, Exile) and isinstance(draw, Draw)
    assert draw.player is PlayerRef.EACH_PLAYER and draw.amount == AffectedPerController(exile.label, ObjectFilter())
    assert card.fully_compiled and _round_trips(card)


def test_terastodon_each_controller_of_a_permanent_put_into_a_graveyard(corpus):
    """Terastodon: "you may destroy up to three target noncreature permanents. For each permanent
    put into a graveyard this way, its controller creates a 3/3 green Elephant creature token."
    The destroy step's label keeps only what it put into a graveyard (CR 701.7a)."""
    card = compile_corpus_card(corpus["Terastodon"])
    may, create = card.definition.abilities[-1].effects
    (destroy,) = may.effects
    assert isinstance(destroy, Destroy) and destroy.label
    assert create.amount == AffectedPerController(destroy.label, ObjectFilter())
    assert create.player is PlayerRef.EACH_PLAYER
    assert card.fully_compiled and _round_trips(card)


def test_midnight_ritual_the_count_leading_the_sentence(corpus):
    """Midnight Ritual: "For each creature card exiled this way, create a 2/2 black Zombie creature
    token." is "create ... for each creature card exiled this way": you create them all."""
    from cardtext.runtime.filters import AffectedRef, CountOf
    card = compile_corpus_card(corpus["Midnight Ritual"])
    exile, create = card.definition.abilities[0].effects
    assert isinstance(create, CreateToken) and create.player is PlayerRef.YOU
    assert create.amount == CountOf(AffectedRef(exile.label))
    assert card.fully_compiled and _round_trips(card)
