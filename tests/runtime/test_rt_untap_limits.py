""""Players can't untap more than one land during their untap steps." (Winter Orb, Smoke, Damping
Field) and "You can't untap more than one land during your untap step." (Mungha Wurm): the active
player determines which of their permanents untap (CR 502.3); of the tapped ones the limit names,
no more than it allows do."""
from __future__ import annotations

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Step
from cardtext.runtime.filters import PlayerRef
from cardtext.runtime.untap_rules import UntapLimit

from rt_cards import FOREST, creature
from rt_compiled import round_tripped
from rt_corpus import corpus_card, main_phase_game


def _tapped_forests(g, player):
    return [g.state.objects[i] for i in g.state.battlefield
            if g.state.objects[i].name == "Forest" and g.state.objects[i].controller == g.player(player)
            and g.state.objects[i].tapped]


def _with(limit_card, owner="Alice"):
    g = main_phase_game()
    g.put_onto_battlefield(owner, limit_card)
    for p in ("Alice", "Bob"):
        for _ in range(3):
            g.put_onto_battlefield(p, FOREST, tapped=True)
    return g


def test_players_cant_untap_more_than_one_land_during_their_untap_steps():
    """Winter Orb, untapped: Bob untaps one of his three Forests in his untap step."""
    g = _with(corpus_card("Winter Orb"))
    g.advance_to(Step.UPKEEP, "Bob")
    assert len(_tapped_forests(g, "Bob")) == 2
    assert len(_tapped_forests(g, "Alice")) == 3         # not her untap step


def test_as_long_as_the_orb_is_untapped():
    """CR 611.3a: with Winter Orb tapped, the limit is gone."""
    g = _with(corpus_card("Winter Orb"))
    g.obj("Winter Orb").tapped = True
    g.advance_to(Step.UPKEEP, "Bob")
    assert _tapped_forests(g, "Bob") == []


def test_the_limit_counts_only_what_it_names():
    """Smoke limits creatures: lands untap as usual, one of two tapped creatures untaps."""
    g = _with(corpus_card("Smoke"))
    g.put_onto_battlefield("Bob", creature("Bear", 2, 2), tapped=True)
    g.put_onto_battlefield("Bob", creature("Wolf", 2, 2), tapped=True)
    g.advance_to(Step.UPKEEP, "Bob")
    assert _tapped_forests(g, "Bob") == []
    assert [g.obj("Bear").tapped, g.obj("Wolf").tapped].count(True) == 1


def test_you_cant_untap_more_than_one_land_during_your_untap_step():
    """Mungha Wurm's words limit only its controller's untap step."""
    wurm = round_tripped("Wurm", "You can't untap more than one land during your untap step.", "{2}", "Artifact")
    g = _with(wurm, owner="Bob")
    g.advance_to(Step.UPKEEP, "Bob")
    assert len(_tapped_forests(g, "Bob")) == 2
    g.set_step(Step.END, "Bob", turn=4)
    g.advance_to(Step.UPKEEP, "Alice")
    assert _tapped_forests(g, "Alice") == []


def test_the_wordings_compile_to_the_limit_and_round_trip():
    (static,) = round_tripped("Orb", "Players can't untap more than one land during their untap steps.", "{2}",
                              "Artifact").abilities
    assert static.effect == UntapLimit(static.effect.objects, 1, PlayerRef.EACH_PLAYER)
    (mine,) = round_tripped("Wurm", "You can't untap more than one land during your untap step.", "{2}",
                            "Artifact").abilities
    assert mine.effect.players is PlayerRef.YOU
    (two,) = round_tripped("Baan", "Your opponents can't untap more than two permanents during their untap "
                           "steps.", "{2}", "Artifact").abilities
    assert two.effect.most == 2 and two.effect.players is PlayerRef.EACH_OPPONENT


def test_a_number_and_noun_that_disagree_stay_unsupported():
    card = compile_card(CardSource("Orb", "Players can't untap more than two land during their untap steps.",
                                   "{2}", "Artifact"))
    assert not card.fully_compiled

