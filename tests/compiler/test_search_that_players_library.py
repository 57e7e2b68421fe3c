""""Whenever ~ deals combat damage to a player, search that player's library for an artifact card
and exile it. Then that player shuffles his or her library." (CR 701.19, 701.20): the library
searched is the damaged player's, the player the trigger's event named; the older "his or her
library" and today's bare "shuffles" end the search alike."""
from __future__ import annotations

from cardtext.runtime import effects as E
from cardtext.runtime.filters import PlayerRef

from .conftest import assert_round_trips, compile_text, compiled_effects as _effects

OLD = ("Whenever ~ deals combat damage to a player, search that player's library for an artifact "
       "card and exile it. Then that player shuffles his or her library.")
NEW = ("Whenever ~ deals combat damage to a player, search that player's library for an artifact "
       "card and exile it. Then that player shuffles.")


def test_the_damaged_players_library_is_searched_cr_701_19():
    (search,) = _effects(compile_text(OLD, type_line="Creature — Rogue", power="1", toughness="1"))
    assert isinstance(search, E.SearchOtherLibrary) and search.player is PlayerRef.EVENT_PLAYER


def test_older_and_current_shuffle_wordings_are_one():
    old, new = (_effects(compile_text(t, type_line="Creature — Rogue", power="1", toughness="1"))
                for t in (OLD, NEW))
    assert old == new


def test_that_creatures_library_is_refused():
    card = compile_text("Search that creature's library for a card and exile it. Then that player "
                        "shuffles.", type_line="Sorcery")
    assert not card.fully_compiled


def test_round_trip_with_the_older_comma_then_wording():
    assert_round_trips("Whenever ~ deals combat damage to a player, you may pay {2}. If you do, "
                       "search that player's library for a card and exile it, then the player "
                       "shuffles his or her library.", "Creature — Merfolk", power="1", toughness="1")


# ---- "Each player returns all creature cards from his or her graveyard to ..." (CR 110.2, 406.2)
def test_each_player_returns_all_from_his_or_her_graveyard_as_from_all_graveyards():
    for old, new in (("to the battlefield", "to the battlefield under their owners' control"),
                     ("to his or her hand", "to their owners' hands")):
        mine = _effects(compile_text(f"Each player returns all creature cards from his or her graveyard {old}.",
                                     type_line="Sorcery"))
        assert mine == _effects(compile_text(f"Return all creature cards from all graveyards {new}.",
                                             type_line="Sorcery"))


def test_target_player_returning_all_of_theirs_is_refused():
    card = compile_text("Target player returns all creature cards from his or her graveyard to the "
                        "battlefield.", type_line="Sorcery")
    assert not card.fully_compiled


def test_returns_all_round_trips():
    for where in ("to the battlefield", "to his or her hand"):
        assert_round_trips(f"Each player returns all creature cards from his or her graveyard {where}.")
