"""Protection granted by a static (CR 613.1f) works like printed protection (CR 702.16b-e), and
an Aura granting protection "This effect doesn't remove ~ / Auras." stays attached: that
instance of protection doesn't put it into its owner's graveyard (CR 702.16n, 704.5m), while
another instance of protection from the same quality removes it as normal."""
from rt_cards import GRIZZLY_BEARS

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Zone


def _aura(name: str, text: str, cost: str = "{W}"):
    card = compile_card(CardSource(name, "Enchant creature\n" + text, cost, "Enchantment — Aura"))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


WHITE_WARD = _aura("White Ward", "Enchanted creature has protection from white. This effect doesn't remove White Ward.")
PLAIN_WARD = _aura("Plain Ward", "Enchanted creature has protection from white.")
SPECTRA_WARD = _aura("Spectra Ward", "Enchanted creature gets +2/+2 and has protection from all colors. "
                                     "This effect doesn't remove Auras.", "{3}{W}{W}")
HOLY_STRENGTH = _aura("Holy Strength", "Enchanted creature gets +1/+2.")
BOLT = compile_card(CardSource("Bolt", "Bolt deals 3 damage to any target.", "{R}", "Instant")).definition


def _enchanted(game, *auras):
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    ids = [game.put_onto_battlefield("Alice", a, attach_to=bears) for a in auras]
    game.resolve_stack()
    return bears, ids


def _on_battlefield(game) -> list[str]:
    return sorted(o.name for o in game.battlefield())


def test_an_aura_granting_protection_from_its_own_color_falls_off(game):
    """CR 702.16c: without the sentence, the white Aura is removed as a state-based action."""
    _enchanted(game, PLAIN_WARD)
    assert _on_battlefield(game) == ["Grizzly Bears"]
    assert "Plain Ward" in [game.state.objects[i].name for i in game.state.players[0].graveyard]


def test_this_effect_does_not_remove_the_ward(game):
    _enchanted(game, WHITE_WARD)
    assert _on_battlefield(game) == ["Grizzly Bears", "White Ward"]


def test_another_protection_from_the_same_quality_removes_it(game):
    """CR 702.16n: other instances of protection from the same quality affect Auras as normal:
    a second White Ward's protection removes the first, and the first's removes the second."""
    _enchanted(game, WHITE_WARD, WHITE_WARD)
    assert _on_battlefield(game) == ["Grizzly Bears"]


def test_this_effect_does_not_remove_auras(game):
    """Spectra Ward: protection from all colors that leaves every Aura attached."""
    bears, _ = _enchanted(game, SPECTRA_WARD, HOLY_STRENGTH)
    assert _on_battlefield(game) == ["Grizzly Bears", "Holy Strength", "Spectra Ward"]
    assert game.pt(bears) == (5, 6)


def test_granted_protection_prevents_damage_and_stops_targeting(game):
    """CR 702.16b, 702.16e: the granted protection from all colors stops a red spell targeting it."""
    from cardtext.runtime.engine.attachments import targeting_problem
    bears, _ = _enchanted(game, SPECTRA_WARD)
    bolt = game.add_card("Bob", BOLT, Zone.HAND)
    state = game.state
    assert targeting_problem(state, state.objects[bears], state.objects[bolt], 1, by_spell=True) \
        == "CR 702.16b: Grizzly Bears has protection from all colors"
