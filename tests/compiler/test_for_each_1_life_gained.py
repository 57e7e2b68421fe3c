""""Put a +1/+1 counter on target creature for each 1 life you gained." / "that player loses 2
life for each 1 life he or she gained" (CR 603.7c): as many as the life gained in the trigger's
event, by the player whose gain triggered it; with no such event it is refused."""
from __future__ import annotations

from cardtext.runtime import effects as E
from cardtext.runtime.filters import EventAmount, PlayerRef, Times

from .conftest import assert_round_trips, compile_text, compiled_effects as _effects

CRADLE = ("Whenever you gain life, you may pay {1}{W}. If you do, put a +1/+1 counter on target "
          "creature for each 1 life you gained.")
CURE = ("Until end of turn, whenever a player gains life, that player loses 2 life for each 1 life "
        "he or she gained.")


def test_a_counter_for_each_1_life_you_gained_cr_603_7c():
    (optional,) = _effects(compile_text(CRADLE, type_line="Enchantment"))
    (put,) = optional.if_done
    assert isinstance(put, E.PutCounters) and put.amount == EventAmount()


def test_two_life_for_each_1_life_he_or_she_gained():
    (delayed,) = _effects(compile_text(CURE, type_line="Instant"))
    (lose,) = delayed.effects
    assert lose.amount == Times(EventAmount(), 2) and lose.player is PlayerRef.EVENT_PLAYER


def test_they_gained_reads_as_he_or_she_gained():
    assert _effects(compile_text(CURE, type_line="Instant")) == \
        _effects(compile_text(CURE.replace("he or she", "they"), type_line="Instant"))


def test_without_a_life_gain_event_or_of_another_player_it_is_refused():
    for text, type_line in (("Put a +1/+1 counter on target creature for each 1 life you gained.", "Instant"),
                            ("Whenever a player gains life, put a +1/+1 counter on target creature for each "
                             "1 life you gained.", "Enchantment")):
        assert not compile_text(text, type_line=type_line).fully_compiled


def test_round_trips():
    assert_round_trips(CRADLE, "Enchantment")
    assert_round_trips(CURE, "Instant")
