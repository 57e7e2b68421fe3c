"""Meld cards (CR 701.42a and 712.4 in the current rules, 701.37 and 713 in the 2022 text): the
corpus keeps a meld pair's melded face as an entry of its own, whose other_face names both
fronts ("A;B"); compiler/source/faces.py joins it to each front that names it, from the data
alone, and the melded face is no card of its own."""
from __future__ import annotations

import json

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.loaders import load_bytes

# the corpus's three entries (../shared/corpus/cards.jsonl), abilities shortened to what the
# test reads
GARRISON = {"name": "Hanweir Garrison", "mana_cost": "{2}{R}", "type_line": "Creature — Human Soldier",
            "oracle_text": "Whenever Hanweir Garrison attacks, create two 1/1 red Human creature tokens "
                           "that are tapped and attacking.\n(Melds with Hanweir Battlements.)",
            "power": "2", "toughness": "3", "other_face": "Hanweir, the Writhing Township"}
BATTLEMENTS = {"name": "Hanweir Battlements", "mana_cost": "", "type_line": "Land",
               "oracle_text": "{T}: Add {C}.", "other_face": "Hanweir, the Writhing Township"}
TOWNSHIP = {"name": "Hanweir, the Writhing Township", "mana_cost": "",
            "type_line": "Legendary Creature — Eldrazi Ooze",
            "oracle_text": "Trample, haste\nWhenever Hanweir, the Writhing Township attacks, create two "
                           "3/2 colorless Eldrazi Horror creature tokens that are tapped and attacking.",
            "power": "7", "toughness": "4", "other_face": "Hanweir Battlements;Hanweir Garrison"}


def _load(*objs):
    text = "\n".join(json.dumps(o, ensure_ascii=False) for o in objs).encode()
    return load_bytes(text, "meld.jsonl")


def test_both_fronts_of_a_meld_pair_get_the_melded_face_which_is_no_card_of_its_own():
    """CR 713.1 (2022): a meld card has a front face and half of the melded face on its back;
    the melded face is not a card, so its entry joins both fronts and is gone."""
    entries = _load(GARRISON, TOWNSHIP, BATTLEMENTS)
    assert [e.source.name for e in entries] == ["Hanweir Garrison", "Hanweir Battlements"]
    for entry in entries:
        assert entry.source.melded_face.name == "Hanweir, the Writhing Township"
        assert entry.source.back_face is None        # not a transforming card (CR 713.1b, 2022)


def test_the_melded_face_is_compiled_with_each_front_and_is_not_a_back_face():
    """CR 713.3 (2022): the melded face has its own characteristics; a meld card can't transform
    into it (713.1b), so it is the definition's melded_face, never its back_face."""
    garrison = _load(GARRISON, TOWNSHIP, BATTLEMENTS)[0]
    compiled = compile_card(garrison.source)
    assert compiled.fully_compiled
    melded = compiled.definition.melded_face
    assert (melded.name, melded.power, melded.toughness) == ("Hanweir, the Writhing Township", "7", "4")
    assert compiled.definition.back_face is None
    assert compiled.melded_face.source.name == "Hanweir, the Writhing Township"


def test_a_melded_face_whose_fronts_are_not_both_in_the_input_stays_as_it_was():
    """Only the data decides: with one front missing there is no meld pair to join."""
    entries = _load(GARRISON, TOWNSHIP)
    assert [e.source.name for e in entries] == ["Hanweir Garrison", "Hanweir, the Writhing Township"]
    assert entries[0].source.melded_face is None


def test_a_front_that_does_not_name_the_melded_face_is_not_joined():
    """Each front must name the melded face (other_face) as the melded face names both."""
    stranger = dict(BATTLEMENTS, other_face=None)
    entries = _load(GARRISON, TOWNSHIP, stranger)
    assert len(entries) == 3 and all(e.source.melded_face is None for e in entries)


BATTLEMENTS_MELD = dict(BATTLEMENTS, oracle_text=(
    "{T}: Add {C}.\n{3}{R}{R}, {T}: If you both own and control Hanweir Battlements and a creature named "
    "Hanweir Garrison, exile them, then meld them into Hanweir, the Writhing Township."))


def test_the_meld_line_compiles_to_its_condition_and_the_meld_instruction():
    """CR 701.42a: "if you both own and control ~ and a creature named <partner>, exile them,
    then meld them into <melded face>": the partner and the melded face are the card's data."""
    from cardtext.runtime.effects import Meld
    from cardtext.runtime.filters import OwnAndControlMeldPair
    battlements = _load(GARRISON, TOWNSHIP, BATTLEMENTS_MELD)[1]
    compiled = compile_card(battlements.source)
    assert compiled.fully_compiled, compiled.diagnostics
    assert compiled.definition.meld_partner == "Hanweir Garrison"
    (meld,) = compiled.definition.abilities[-1].effects
    assert meld.condition == OwnAndControlMeldPair() and meld.effects == (Meld(),)


def test_the_meld_line_prints_back_as_read():
    """The round trip: the line rendered from its AST is the line as read, and compiles again to
    the same abilities."""
    from cardtext.compiler.render.roundtrip import check_card, lowered_equal
    battlements = compile_card(_load(GARRISON, TOWNSHIP, BATTLEMENTS_MELD)[1].source)
    checks = check_card(battlements, lowered=True)
    assert checks and all(c.equal and c.lowered_equal for c in checks), checks
    assert lowered_equal(battlements)


def test_a_meld_line_whose_melded_face_is_not_in_the_input_is_not_compiled():
    """Without the melded face's entry the names are unknown: the line is not understood."""
    (alone,) = _load(BATTLEMENTS_MELD)
    compiled = compile_card(alone.source)
    assert not compiled.fully_compiled
    assert any(d.code == "CT201" and "meld them" in d.excerpt for d in compiled.diagnostics)


def test_the_marks_the_meld_line_is_read_with_are_refused_in_card_text():
    """The private-use marks stand for names from the data; card text can't hold them (CT208)."""
    source = _load(dict(GARRISON, oracle_text="Flying \ue002"))[0].source
    assert any(d.code == "CT208" for d in compile_card(source).diagnostics)
