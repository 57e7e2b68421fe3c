""""Lands target player controls don't untap during his or her next untap step." (CR 502.3): the
objects, which the player named controls, stay tapped through that player's next untap step.
The older "his or her", today's "that player's" and "their" are one reading; objects no player
is named as controlling have no "his or her" to point to and are refused."""
from __future__ import annotations

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime.filters import ControlledBy

from .conftest import compile_text, compiled_effects as _effects


def test_lands_target_player_controls_miss_his_or_her_next_untap_cr_502_3():
    (skip,) = _effects(compile_text("Lands target player controls don't untap during his or her "
                                    "next untap step.", type_line="Sorcery"))
    assert isinstance(skip, E.SkipNextUntap) and isinstance(skip.objects, ControlledBy)


def test_his_or_her_their_and_that_players_are_one_reading():
    texts = [f"Creatures and lands target opponent controls don't untap during {w} next untap step."
             for w in ("his or her", "their", "that player's")]
    first, *others = [_effects(compile_text(t, type_line="Sorcery")) for t in texts]
    assert all(o == first for o in others)


def test_those_creatures_tapped_before_miss_that_players_next_untap():
    tap, skip = _effects(compile_text("Tap all creatures target player controls. Those creatures "
                                      "don't untap during that player's next untap step.",
                                      type_line="Sorcery"))
    assert isinstance(tap, E.TapObjects) and isinstance(skip, E.SkipNextUntap)


def test_a_group_no_player_is_named_as_controlling_is_refused():
    for text in ("Creatures you control don't untap during their next untap step.",
                 "Target land doesn't untap during his or her next untap step."):
        assert not compile_text(text, type_line="Sorcery").fully_compiled


def test_round_trip_renders_that_players_next_untap_step():
    card = compile_text("Creatures and lands target opponent controls don't untap during his or her "
                        "next untap step.", type_line="Sorcery")
    (line,) = check_card(card, lowered=True)
    assert "that player's next untap step" in line.rendered
    assert line.text_equal and line.lowered_equal
