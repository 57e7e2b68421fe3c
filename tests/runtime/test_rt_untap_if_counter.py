""""Veldt doesn't untap during your untap step if it has a depletion counter on it." (CR 502.3,
611.3a): the static's condition is asked as the untap step untaps permanents."""
from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Step

VELDT = compile_card(CardSource("Veldt", "Veldt doesn't untap during your untap step if it has a depletion counter "
                                "on it.\nAt the beginning of your upkeep, remove a depletion counter from Veldt.\n"
                                "{T}: Add {G} or {W}. Put a depletion counter on Veldt.", "", "Land"))


def _through_alices_untap_step(game, counters: int) -> bool:
    assert VELDT.fully_compiled, [d.render() for d in VELDT.diagnostics]
    veldt = game.put_onto_battlefield("Alice", VELDT.definition, tapped=True,
                                      counters={"depletion": counters} if counters else None)
    game.set_step(Step.MAIN1, "Bob", turn=4)
    game.advance_to(Step.UPKEEP, "Alice")
    return game.obj(veldt).tapped


def test_with_a_depletion_counter_it_stays_tapped(game):
    assert _through_alices_untap_step(game, 1)


def test_without_one_it_untaps(game):
    assert not _through_alices_untap_step(game, 0)
