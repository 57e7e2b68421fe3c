"""Mutate (CR 702.140) and merged permanents (CR 730 in the current rules; 723 in the 2022 text),
played with a printed card: Dreamtail Heron (tests/scenarios/cards/keywords_outside_the_corpus.card),
{4}{U} 3/4 Elemental Bird with "Mutate {3}{U}", flying and "Whenever this creature mutates, draw a
card." The creatures it mutates onto are built by hand."""
from __future__ import annotations

from pathlib import Path

import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.loaders import load_path
from cardtext.runtime.abilities import TriggeredAbility
from cardtext.runtime.characteristics import Color, Zone
from cardtext.runtime.effects import CreateTokenCopy, Destroy, GainLife
from cardtext.runtime.engine.decider import Answer, ChoiceKind
from cardtext.runtime.engine.query import has_keyword, mana_value, power_toughness
from cardtext.runtime.engine.vm import Context, run
from cardtext.runtime.engine.zones import move
from cardtext.runtime.errors import IllegalAction
from cardtext.runtime.events import Dies
from cardtext.runtime.filters import Fixed, SelfRef

from rt_cards import creature

OUTSIDE = Path(__file__).parents[1] / "scenarios" / "cards" / "keywords_outside_the_corpus.card"
# a non-Human creature whose dies trigger shows which abilities the merged permanent has
HOUND = creature("Test Hound", 2, 2, "1G", TriggeredAbility(Dies(SelfRef()), (GainLife(Fixed(3)),)),
                 colors=(Color.GREEN,), subtypes=("Dog",))
VILLAGER = creature("Test Villager", 1, 1, "W", colors=(Color.WHITE,), subtypes=("Human",))


def _heron():
    (source,) = [e.source for e in load_path(str(OUTSIDE)) if e.source and e.source.name == "Dreamtail Heron"]
    return compile_card(source).definition


def _mutate(game, target, on_top: bool, player: str = "Alice"):
    """`player` casts Dreamtail Heron for its mutate cost {3}{U} onto `target`; it resolves with
    the Heron over (on_top) or under it."""
    game.add_card(player, _heron(), Zone.HAND)
    game.add_mana(player, "UUUU")
    spell = game.cast(player, "Dreamtail Heron", alt="mutate", targets=[[target]])
    game.decider.add(Answer(ChoiceKind.MERGE, on_top))
    game.resolve_stack()
    return spell


def _hound(game, **kwargs) -> int:
    return game.put_onto_battlefield("Alice", HOUND, **kwargs)


def test_mutate_over_the_merged_permanent_is_the_same_object_with_the_top_cards_characteristics(game):
    """CR 702.140c, 730.2a-c: cast for its mutate cost and put on top, the Heron merges with the
    Hound: one permanent, the Hound's object (its counters, tapped status and control since the
    turn began kept: not summoning sick), with the Heron's name, mana value and 3/4, and the
    abilities of both cards (702.140e): flying and the Hound's dies trigger."""
    hound = _hound(game, tapped=True, counters={"+1/+1": 1})
    _mutate(game, hound, on_top=True)
    o = game.state.objects[hound]
    assert o.zone is Zone.BATTLEFIELD and o.name == "Dreamtail Heron"
    assert power_toughness(game.state, o) == (4, 5) and mana_value(o) == 5
    assert o.tapped and o.controlled_since_turn_start and not o.is_token
    assert has_keyword(game.state, o, "flying")
    assert any(isinstance(a, TriggeredAbility) and isinstance(a.event, Dies) for a in o.definition.abilities)
    assert [p.card.name for p in o.merged_parts] == ["Dreamtail Heron", "Test Hound"]
    assert [game.state.objects[i].name for i in game.state.battlefield] == ["Dreamtail Heron"]


def test_mutate_under_the_merged_permanent_keeps_the_creatures_characteristics_and_gains_the_abilities(game):
    """CR 702.140c, 702.140e: put under, the permanent is still a 2/2 Test Hound, with flying and
    the mutate trigger of the Heron under it."""
    hound = _hound(game)
    _mutate(game, hound, on_top=False)
    o = game.state.objects[hound]
    assert o.name == "Test Hound" and power_toughness(game.state, o) == (2, 2) and mana_value(o) == 2
    assert has_keyword(game.state, o, "flying")
    assert [p.card.name for p in o.merged_parts] == ["Test Hound", "Dreamtail Heron"]


@pytest.mark.parametrize("on_top", [True, False])
def test_whenever_this_creature_mutates_triggers_over_or_under(game, on_top):
    """CR 702.140d: "whenever this creature mutates" triggers as the spell merges with the creature,
    whichever way (the merged permanent has the ability either way): Alice draws a card."""
    hound = _hound(game)
    hand = len(game.state.players[0].hand)
    _mutate(game, hound, on_top=on_top)
    assert len(game.state.players[0].hand) == hand + 1          # the Heron left the hand, one card drawn
    assert any(e.kind == "mutate" for e in game.log.entries)


def test_a_mutating_spell_targets_only_a_non_human_creature_its_owner_owns(game):
    """CR 702.140a: it targets a non-Human creature with the same owner as the spell: a Human and
    a creature Bob owns are no legal targets."""
    villager = game.put_onto_battlefield("Alice", VILLAGER)
    bobs = game.put_onto_battlefield("Bob", HOUND)
    game.add_card("Alice", _heron(), Zone.HAND)
    game.add_mana("Alice", "UUUU")
    for target in (villager, bobs):
        with pytest.raises(IllegalAction):
            game.cast("Alice", "Dreamtail Heron", alt="mutate", targets=[[target]])
    assert game.obj("Dreamtail Heron").zone is Zone.HAND


def test_with_its_target_gone_a_mutating_spell_resolves_as_a_creature_spell(game):
    """CR 702.140b: its target illegal as it resolves, it stops being a mutating creature spell and
    enters on its own under its controller's control; no creature mutated, so nothing triggers."""
    hound = _hound(game)
    game.add_card("Alice", _heron(), Zone.HAND)
    game.add_mana("Alice", "UUUU")
    game.cast("Alice", "Dreamtail Heron", alt="mutate", targets=[[hound]])
    with game.transaction():
        move(game, hound, Zone.HAND)
    hand = len(game.state.players[0].hand)
    game.resolve_stack()
    heron = game.obj("Dreamtail Heron", Zone.BATTLEFIELD)
    assert power_toughness(game.state, heron) == (3, 4) and not heron.merged_parts
    assert len(game.state.players[0].hand) == hand                # no mutate trigger, no draw


def test_a_merged_permanent_dies_as_one_object_and_each_card_goes_to_the_graveyard(game):
    """CR 730.3 (723.3 in the 2022 text): destroyed, one permanent dies, so the Hound's dies
    trigger (the merged permanent's ability) triggers once, and both cards are put into the
    graveyard, each a card of its own again."""
    hound = _hound(game)
    _mutate(game, hound, on_top=True)
    life = game.state.players[0].life
    with game.transaction():
        run(game, Context(0, hound), (Destroy(SelfRef()),))
    game.resolve_stack()
    graveyard = sorted(game.state.objects[i].name for i in game.state.players[0].graveyard)
    assert graveyard == ["Dreamtail Heron", "Test Hound"] and not game.state.battlefield
    assert game.state.players[0].life == life + 3
    assert power_toughness(game.state, game.obj("Dreamtail Heron", Zone.GRAVEYARD)) == (3, 4)


def test_a_heron_under_a_token_makes_a_token_and_the_card_alone_reaches_the_graveyard(game):
    """CR 730.2d: a merged permanent is a token only if its topmost component is; leaving the
    battlefield the token component ceases to exist (CR 111.8, 704.5d) and the card is put into
    the graveyard."""
    token = _hound(game, token=True)
    _mutate(game, token, on_top=False)
    o = game.state.objects[token]
    assert o.is_token and o.name == "Test Hound" and has_keyword(game.state, o, "flying")
    with game.transaction():
        move(game, token, Zone.GRAVEYARD)
    game.check_state()
    assert [game.state.objects[i].name for i in game.state.players[0].graveyard] == ["Dreamtail Heron"]


def test_a_heron_over_a_token_is_no_token(game):
    """CR 730.2d: with a card on top, the merged permanent isn't a token; put into the hand, the
    Heron is a card in the hand and the token component ceases to exist."""
    token = _hound(game, token=True)
    _mutate(game, token, on_top=True)
    assert not game.state.objects[token].is_token
    with game.transaction():
        move(game, token, Zone.HAND)
    game.check_state()
    names = [game.state.objects[i].name for i in game.state.players[0].hand]
    assert "Dreamtail Heron" in names and "Test Hound" not in names


def test_a_copy_of_a_merged_permanent_copies_the_merged_characteristics(game):
    """CR 730.2a, 707.2: the merge is a copiable effect: a token copy of the merged permanent is a
    3/4 Dreamtail Heron with flying and the Hound's dies trigger, one object of no components."""
    hound = _hound(game)
    _mutate(game, hound, on_top=True)
    with game.transaction():
        run(game, Context(0, hound), (CreateTokenCopy(SelfRef()),))
    copy = game.obj("Dreamtail Heron#2", Zone.BATTLEFIELD)
    assert copy.is_token and power_toughness(game.state, copy) == (3, 4) and not copy.merged_parts
    assert has_keyword(game.state, copy, "flying")
    assert any(isinstance(a, TriggeredAbility) and isinstance(a.event, Dies) for a in copy.definition.abilities)


def _face_down_hound(game) -> int:
    """The Hound as a face-down 2/2 with no text (CR 708.2), as morph or manifest leave it."""
    from cardtext.runtime.engine.actions import FACE_DOWN
    hound = _hound(game)
    o = game.state.objects[hound]
    o.definition, o.face_up = FACE_DOWN, HOUND
    return hound


def test_over_a_face_down_creature_the_merged_permanent_is_face_up(game):
    """CR 730.2e (723.2e in the 2022 text): its status is its topmost component's: the Heron on
    top, the permanent is face up, with the Heron's characteristics and the Hound's abilities."""
    hound = _face_down_hound(game)
    _mutate(game, hound, on_top=True)
    o = game.state.objects[hound]
    assert o.face_up is None and o.name == "Dreamtail Heron"
    assert any(isinstance(a, TriggeredAbility) and isinstance(a.event, Dies) for a in o.definition.abilities)


def test_under_a_face_down_creature_the_merged_permanent_stays_a_face_down_2_2(game):
    """CR 730.2e, 708.2: the face-down topmost component keeps the permanent a face-down 2/2 with
    no abilities (so nothing triggers as it mutates, 702.140d); its face-up characteristics are
    the merged ones, the Hound's with the Heron's flying."""
    hound = _face_down_hound(game)
    hand = len(game.state.players[0].hand)
    _mutate(game, hound, on_top=False)
    o = game.state.objects[hound]
    assert o.face_up is not None and power_toughness(game.state, o) == (2, 2)
    assert not has_keyword(game.state, o, "flying") and len(game.state.players[0].hand) == hand
    assert o.face_up.name == "Test Hound" and any(getattr(a, "name", "") == "flying" for a in o.face_up.abilities)
