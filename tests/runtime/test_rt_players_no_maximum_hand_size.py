""""Players have no maximum hand size." (Anvil of Bogardan, CR 402.2): a static for every player."""
from __future__ import annotations

from rt_corpus import corpus_card, main_phase_game


def test_players_have_no_maximum_hand_size():
    """Anvil of Bogardan (CR 402.2): no player, its controller or another, discards to seven."""
    from cardtext.runtime.engine.hand_size import maximum_hand_size
    g = main_phase_game()
    g.put_onto_battlefield("Bob", corpus_card("Anvil of Bogardan"))
    assert maximum_hand_size(g.state, 0) is None and maximum_hand_size(g.state, 1) is None
