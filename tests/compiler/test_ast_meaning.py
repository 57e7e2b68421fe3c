"""The AST holds meaning, not printed words: change a number (or a choice) in a node and its
rendering changes with it, and the changed rendering compiles back to the changed node."""
import dataclasses

import pytest

from cardtext.compiler.render.canonical import render_line
from cardtext.compiler.render.objects import obj
from cardtext.compiler.syntax.nodes.targets import BasePTClause, GainProtectionChoiceClause, LoseKeywordClause
from cardtext.runtime.characteristics import CardType, Zone
from cardtext.runtime.filters import ObjectFilter, PlayerRef
from cardtext.compiler.syntax import nodes as A
from cardtext.runtime.abilities import ChoiceKind

from .conftest import compile_text


def _first_clause(line_node):
    """The first clause of a spell line's first sentence."""
    return line_node.line.sentences[0].clauses[0]


def _with_clause(line_node, new_clause):
    sentence = line_node.line.sentences[0]
    sentence = dataclasses.replace(sentence, clauses=(new_clause,) + tuple(sentence.clauses[1:]))
    body = dataclasses.replace(line_node.line, sentences=(sentence,) + tuple(line_node.line.sentences[1:]))
    return dataclasses.replace(line_node, line=body)


# (rules text, node class, field changes, words the changed rendering must contain)
CHANGES = [
    ("Target creature gets +2/+0 until end of turn.", A.PumpClause, {"power": 5}, "+5/+0"),
    ("Target creature gets -3/-0 until end of turn.", A.PumpClause, {"toughness": -2}, "-3/-2"),
    ("Target creature gets +X/+0 until end of turn.", A.PumpClause, {"toughness": 1}, "+x/+x"),
    ("Creatures you control get +1/+1 until end of turn.", A.PumpClause, {"power": 2, "toughness": 0},
     "+2/+0"),
    ("Target creature gets +2/+2 and gains flying until end of turn.", A.PumpGainClause,
     {"toughness": 4}, "+2/+4"),
    ("Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
     A.SearchClause, {"count": 2, "up_to": True}, "up to two basic land cards, put them"),
    ("Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
     A.SearchClause, {"reveal": True}, ", reveal it, put it"),
    ("Search your library for a card, put it into your hand, then shuffle.",
     A.SearchClause, {"shuffle": False}, "into your hand"),
]


@pytest.mark.parametrize("text, kind, changes, words", CHANGES)
def test_changing_a_field_changes_the_rendering(text, kind, changes, words):
    card = compile_text(text, type_line="Sorcery")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    node = card.lines[0].ast
    clause = _first_clause(node)
    assert isinstance(clause, kind)
    before = render_line(node)
    changed = _with_clause(node, dataclasses.replace(clause, **changes))
    after = render_line(changed)
    assert after != before and words in after
    again = compile_text(after, type_line="Sorcery")
    assert _first_clause(again.lines[0].ast) == dataclasses.replace(clause, **changes)


def test_a_static_pump_renders_its_numbers():
    """PumpPredicate ("Creatures you control get +1/+1.") keeps numbers only."""
    card = compile_text("Creatures you control get +1/+1.", type_line="Enchantment")
    node = card.lines[0].ast
    pred = node.line.predicates[0]
    assert isinstance(pred, A.PumpPredicate)
    changed = dataclasses.replace(node, line=dataclasses.replace(
        node.line, predicates=(dataclasses.replace(pred, power=3, toughness=-1),)))
    assert render_line(changed) == "creatures you control get +3/-1."


def test_no_regeneration_renders_the_number_of_what_was_destroyed():
    """CR 701.15c "can't be regenerated": `plural` (a group was destroyed) is the only field;
    "it" / "they" follows from it."""
    card = compile_text("Destroy all creatures. They can't be regenerated.", type_line="Sorcery")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    node = card.lines[0].ast
    clause = next(c for s in node.line.sentences for c in s.clauses if isinstance(c, A.NoRegenerationClause))
    assert clause.plural and "they can't be regenerated" in render_line(node)
    sentences = tuple(
        dataclasses.replace(s, clauses=tuple(dataclasses.replace(c, plural=False) if c is clause else c
                                             for c in s.clauses)) for s in node.line.sentences)
    single = dataclasses.replace(node, line=dataclasses.replace(node.line, sentences=sentences))
    assert "it can't be regenerated" in render_line(single)


# An older Oracle wording and today's wording of the same rule compile to the same node: the
# AST keeps no trace of the wording (render/equivalents.py maps the older one for the round trip).
SAME_MEANING = [
    ("{T}: Target player puts the top two cards of their library into their graveyard.",
     "{T}: Target player mills two cards.", "Artifact"),
    ("{T}: Put the top three cards of your library into your graveyard.",
     "{T}: Mill three cards.", "Artifact"),
    ("{T}: Target player puts the top card of his or her library into his or her graveyard.",
     "{T}: Target player mills a card.", "Artifact"),
    ("{T}: Add {G}. Activate this ability only any time you could cast a sorcery.",
     "{T}: Add {G}. Activate only as a sorcery.", "Artifact"),
    ("{T}: Add {G}. Activate this ability only during your upkeep and only once each turn.",
     "{T}: Add {G}. Activate only during your upkeep and only once each turn.", "Artifact"),
    ("{1}: Add {G}. Activate this ability no more than twice each turn.",
     "{1}: Add {G}. Activate no more than twice each turn.", "Artifact"),
    ("When this creature is put into a graveyard from the battlefield, draw a card.",
     "When this creature dies, draw a card.", "Creature — Elf"),
    ("{T}: Prevent the next 1 damage that would be dealt this turn to any target.",
     "{T}: Prevent the next 1 damage that would be dealt to any target this turn.", "Artifact"),
    # ReplacementLine.wording ("if_first" / "if_after") is gone: where the condition sits is wording
    ("If you control a creature with power 4 or greater, it enters with a +1/+1 counter on it.",
     "~ enters with a +1/+1 counter on it if you control a creature with power 4 or greater.",
     "Creature — Elf"),
]


@pytest.mark.parametrize("older, current, type_line", SAME_MEANING)
def test_an_older_wording_compiles_to_the_same_node(older, current, type_line):
    old_card, new_card = compile_text(older, type_line=type_line), compile_text(current, type_line=type_line)
    assert old_card.fully_compiled and new_card.fully_compiled
    old, new = old_card.lines[0].ast.line, new_card.lines[0].ast.line
    assert dataclasses.replace(old, span=None) == dataclasses.replace(new, span=None)   # printed position only
    assert render_line(old_card.lines[0].ast) == render_line(new_card.lines[0].ast)


ANIMATION = "{1}: ~ becomes a 3/3 red Elemental creature until end of turn."


@pytest.mark.parametrize("changes, words", [
    ({"keep_types": True}, "creature in addition to its other types until end of turn"),
    ({"keep_types": True, "still": CardType.LAND}, "creature that's still a land until end of turn"),
])
def test_an_animation_renders_whether_it_keeps_its_types(changes, words):
    """CR 205.1b: "in addition to its other types" / "that's still a land" come from
    `keep_types` and `still`; the animation's words come from its token spec."""
    card = compile_text(ANIMATION, type_line="Artifact")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    node = card.lines[0].ast
    clause = node.line.sentences[0].clauses[0]
    assert isinstance(clause, A.AnimateClause) and not clause.keep_types
    assert "becomes a 3/3 red elemental creature until end of turn" in render_line(node)
    changed_clause = dataclasses.replace(clause, **changes)
    sentence = dataclasses.replace(node.line.sentences[0], clauses=(changed_clause,))
    changed = dataclasses.replace(node, line=dataclasses.replace(node.line, sentences=(sentence,)))
    assert words in render_line(changed)
    spec = dataclasses.replace(clause.token, power=5, colors=())
    bare = dataclasses.replace(sentence, clauses=(dataclasses.replace(clause, token=spec),))
    assert "becomes a 5/3 elemental creature" in render_line(
        dataclasses.replace(node, line=dataclasses.replace(node.line, sentences=(bare,))))


def test_a_dies_trigger_renders_whose_graveyard():
    """CR 700.4: "dies" is "is put into a graveyard from the battlefield"; `into_your_graveyard`
    narrows it to your graveyard (cards you own)."""
    card = compile_text("Whenever a creature is put into your graveyard from the battlefield, draw a card.",
                        type_line="Enchantment")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    node = card.lines[0].ast
    assert node.line.condition.into_your_graveyard
    assert "is put into your graveyard from the battlefield" in render_line(node)
    any_graveyard = dataclasses.replace(node.line.condition, into_your_graveyard=False)
    rendered = render_line(dataclasses.replace(node, line=dataclasses.replace(node.line, condition=any_graveyard)))
    assert "whenever a creature dies" in rendered


@pytest.mark.parametrize("choices, words", [
    ((ChoiceKind.COLOR, ChoiceKind.COLOR), "choose two colors."),
    ((ChoiceKind.COLOR, ChoiceKind.CREATURE_TYPE), "choose a color and a creature type."),
    ((ChoiceKind.NONLAND_CARD_NAME,), "choose a nonland card name."),
])
def test_an_enters_choice_renders_what_is_chosen(choices, words):
    """CR 614.12 "as ~ enters, choose ...": `choices` holds one ChoiceKind per value chosen (as
    the runtime's ChooseOnEnter does); the words follow from the kinds."""
    card = compile_text("As this creature enters, choose an opponent.", type_line="Creature — Elf")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    node = card.lines[0].ast
    assert node.line.choices == (ChoiceKind.OPPONENT,)
    changed = dataclasses.replace(node, line=dataclasses.replace(node.line, choices=choices))
    assert render_line(changed).endswith(words)


def test_a_no_untap_restriction_renders_whose_untap_step():
    """CR 502.3: "doesn't untap during its controller's untap step" (its_controller) against
    "... during your untap step"; "don't ... their controllers' untap steps" is the same
    restriction on a plural subject."""
    card = compile_text("Enchant creature\nEnchanted creature doesn't untap during its controller's untap step.",
                        type_line="Enchantment — Aura")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    node = card.lines[1].ast
    (pred,) = node.line.predicates
    assert pred.its_controller and "during its controller's untap step" in render_line(node)
    yours = dataclasses.replace(node, line=dataclasses.replace(
        node.line, predicates=(dataclasses.replace(pred, its_controller=False),)))
    assert "doesn't untap during your untap step" in render_line(yours)
# ------------------------------------------------ a player's zone: "your" or "their", from the player
def _find(node, kind):
    """The first node of class `kind` anywhere under `node` (a line's AST)."""
    if isinstance(node, kind):
        return node
    if dataclasses.is_dataclass(node):
        for f in dataclasses.fields(node):
            found = _find(getattr(node, f.name), kind)
            if found is not None:
                return found
    elif isinstance(node, tuple):
        for item in node:
            found = _find(item, kind)
            if found is not None:
                return found
    return None


def _replace_node(node, old, new):
    if node is old:
        return new
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        return dataclasses.replace(node, **{f.name: _replace_node(getattr(node, f.name), old, new)
                                            for f in dataclasses.fields(node) if f.init})
    if isinstance(node, tuple):
        return tuple(_replace_node(item, old, new) for item in node)
    return node


# (rules text, node class, the player the clause names instead, words before, words after)
WHOSE = [
    ("Each player discards his or her hand, then draws seven cards.", A.DiscardHandClause,
     "discards their hand", "discards your hand"),
    ("Target opponent reveals his or her hand.", A.RevealHandClause,
     "reveals their hand", "reveals your hand"),
    ("Target player shuffles his or her library.", A.ShuffleLibraryClause,
     "shuffles their library", "shuffle your library"),
    ("Target player reveals the top card of his or her library.", A.RevealTopClause,
     "top card of their library", "top card of your library"),
]


@pytest.mark.parametrize("text, kind, before_words, after_words", WHOSE)
def test_the_player_decides_your_or_their(text, kind, before_words, after_words):
    """The AST keeps the player only; "his or her" (older Oracle text) renders as today's
    "their", and the same clause naming you renders "your"."""
    card = compile_text(text, type_line="Sorcery")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    node = card.lines[0].ast
    clause = _find(node, kind)
    assert before_words in render_line(node)
    changed = dataclasses.replace(clause, players=(A.YouPhrase(),))
    assert after_words in render_line(_replace_node(node, clause, changed))


def test_the_exiled_cards_of_one_owner_return_to_their_owner():
    """ReturnExiledClause.one_owner: "their owner's hand" (the cards came from one player's
    hand) / "their owners' hands" (each card to its owner, CR 108.3)."""
    card = compile_text("When ~ enters the battlefield, exile all cards from your hand.\n"
                        "When ~ leaves the battlefield, return the exiled cards to their owner's hand.")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    node = card.lines[1].ast
    clause = _find(node, A.ReturnExiledClause)
    assert clause.one_owner and "to their owner's hand" in render_line(node)
    changed = render_line(_replace_node(node, clause, dataclasses.replace(clause, one_owner=False)))
    assert "to their owners' hands" in changed


# (rules text, node class, field changes, words before, words after)
MEANING_FIELDS = [
    ("Look at the top two cards of your library. Put one of them into your hand and the other into "
     "your graveyard.", A.PutLookedClause, {"one_left": False}, "and the other into", "and the rest into"),
    ("Look at the top three cards of your library, then put them back in any order.",
     A.PutLookedClause, {"remaining": True}, "put them back in any order",
     "put the rest back on top of your library in any order"),
    ("~ deals damage to each player equal to the number of cards in his or her hand.",
     A.PlayersCountAmount, {"zone": Zone.GRAVEYARD}, "cards in their hand", "cards in their graveyard"),
    ("~ deals damage to each player equal to the number of cards in his or her hand.",
     A.PlayersCountAmount, {"player": A.ThatPhrase("player")}, "cards in their hand",
     "cards in that player's hand"),
    ("Search your library for a sorcery card and reveal that card. Shuffle your library, then put "
     "the card on top of it.", A.SearchTopClause, {"count": 2, "up_to": True},
     "reveal it, then shuffle and put the card on top",
     "up to two sorcery cards, reveal them, then shuffle and put them on top in any order"),
    ("Put target creature on the bottom of its owner's library.", A.PutOnBottomClause,
     {"objects": (A.TargetPhrase(ObjectFilter(types=(CardType.CREATURE,)), None, 2, 2),)},
     "of its owner's library", "two target creatures on the bottom of their owners' libraries"),
    ("Each player shuffles his or her hand and graveyard into his or her library.",
     A.ShuffleIntoLibraryClause, {"zones": (Zone.GRAVEYARD,)}, "shuffles their hand and graveyard into",
     "shuffles their graveyard into their library"),
    ("Look at the top card of target player's library. You may put that card into his or her graveyard.",
     A.PutObjectsClause, {"player": A.ThatPhrase("player")}, "put that card into their graveyard",
     "put that card into that player's graveyard"),
    ("Target creature gains protection from the color of its controller's choice until end of turn.",
     GainProtectionChoiceClause, {"chooser": PlayerRef.YOU}, "color of its controller's choice",
     "color of your choice"),
    ("Target creature loses flying until end of turn.", LoseKeywordClause,
     {"objects": (A.TargetPhrase(ObjectFilter(types=(CardType.CREATURE,)), None, 2, 2),)},
     "target creature loses flying", "two target creatures lose flying"),
    ("Target creature has base power and toughness 1/1 until end of turn.", BasePTClause,
     {"objects": (A.TargetPhrase(ObjectFilter(types=(CardType.CREATURE,)), None, 2, 2),)},
     "target creature has base", "two target creatures have base"),
]


@pytest.mark.parametrize("text, kind, changes, before_words, after_words", MEANING_FIELDS)
def test_a_meaning_field_decides_the_words(text, kind, changes, before_words, after_words):
    """PutLookedClause.one_left / remaining, PlayersCountAmount.zone / player, SearchTopClause's
    count, PutOnBottomClause.one_owner, GainProtectionChoiceClause.chooser, and the verbs that
    agree with their objects: the words follow from the fields (the older wording the card
    printed reads the same)."""
    card = compile_text(text, type_line="Sorcery")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    node = next(line.ast for line in card.lines if _find(line.ast, kind) is not None)
    found = _find(node, kind)
    before = render_line(node)
    after = render_line(_replace_node(node, found, dataclasses.replace(found, **changes)))
    assert before_words in before and after_words in after, (before, after)
    again = compile_text(after, type_line="Sorcery")
    assert again.fully_compiled and _find(again.lines[0].ast, kind) == dataclasses.replace(found, **changes)


def test_a_pronoun_keeps_its_case_not_its_words():
    """ThemPhrase.each ("each of them") and HeOrShePhrase.objective ("him or her" as the object
    of "deals damage to"): the rendering follows the field."""
    assert obj(A.ThemPhrase(each=True)) == "each of them"
    assert obj(A.ThemPhrase()) == "them"
    assert obj(A.ThemPhrase(subject=True)) == "they"
    assert obj(A.HeOrShePhrase(objective=True)) == "him or her"
    assert obj(A.HeOrShePhrase()) == "he or she"


def test_cards_of_one_owner_go_to_their_owner_s_library():
    """PutOnBottomClause.one_owner: "their owner's library" (the cards share an owner), else
    "their owners' libraries" (each to its owner's, CR 401.4)."""
    from cardtext.compiler.render.library import library_clause
    them = A.PutOnBottomClause((A.ThemPhrase(),))
    assert library_clause(them) == "put them on the bottom of their owners' libraries"
    assert library_clause(dataclasses.replace(them, one_owner=True)) == \
        "put them on the bottom of their owner's library"
    assert library_clause(dataclasses.replace(them, yours=True)) == "put them on the bottom of your library"


# (rules text, type line, StaticLine/ReplacementLine field changes, words before, words after)
LINE_FIELDS = [
    ("Creature spells you cast cost {1} less to cast.", "Enchantment", {"yours": False},
     "creature spells you cast cost", "creature spells cost"),
    ("~'s power is equal to the number of cards in your hand.", "Creature — Horror",
     {"power_only": False}, "~'s power is equal", "~'s power and toughness are each equal"),
    ("Prevent all damage that would be dealt to ~.", "Creature — Wall", {"side": A.DamageSide.BY},
     "dealt to ~", "dealt by ~"),
    ("Prevent all damage that would be dealt to ~.", "Creature — Wall",
     {"side": A.DamageSide.TO_AND_BY}, "dealt to ~", "dealt to and dealt by ~"),
    ("If a source would deal damage to you, prevent 1 of that damage.", "Enchantment",
     {"at_most": True}, "prevent 1 of that damage", "deal 1 or less damage to you, prevent that damage"),
    ("You may cast ~ as though it had flash.", "Creature — Bear", {"sacrifice_late": True},
     "as though it had flash.", "sacrifices it at the beginning of the next cleanup step"),
    ("You may have ~ enter as a copy of any creature on the battlefield.", "Creature — Shapeshifter",
     {"tapped": True}, "have ~ enter as a copy", "have ~ enter tapped as a copy"),
]


@pytest.mark.parametrize("text, type_line, changes, before_words, after_words", LINE_FIELDS)
def test_a_static_line_field_decides_the_words(text, type_line, changes, before_words, after_words):
    """StaticLine.yours ("you cast": CR 601.2f counts only the controller's spells), power_only
    (CR 604.3), side (CR 615.1a: damage dealt to or by), at_most, sacrifice_late, and
    ReplacementLine.tapped on a copy (CR 707.9): the fields the lowering reads, rendered back
    and compiled again to the same line."""
    card = compile_text(text, type_line=type_line)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    node = card.lines[0].ast
    line = _find(node, (A.StaticLine, A.ReplacementLine))
    changed = dataclasses.replace(line, **changes)
    before = render_line(node)
    after = render_line(_replace_node(node, line, changed))
    assert before_words in before and after_words in after, (before, after)
    again = compile_text(after, type_line=type_line)
    assert again.fully_compiled, [d.render() for d in again.diagnostics]
    back = _find(again.lines[0].ast, (A.StaticLine, A.ReplacementLine))
    assert dataclasses.replace(back, span=line.span) == changed


def test_redirected_damage_reads_where_it_goes_from_its_fields():
    """"All damage that would be dealt to you is dealt to ~ / enchanted creature instead" and "...
    dealt to enchanted creature is dealt to its controller instead" (CR 614.1): the subject (you
    or the attached creature) and the new recipient decide the words, with no wording field."""
    for text in ("All damage that would be dealt to you is dealt to ~ instead.",
                 "All damage that would be dealt to you is dealt to enchanted creature instead.",
                 "All damage that would be dealt to enchanted creature is dealt to its controller instead."):
        card = compile_text(text, type_line="Enchantment — Aura")
        assert card.fully_compiled, text
        assert render_line(card.lines[0].ast).lower() == text.lower()


def test_a_static_line_has_no_wording_field():
    """StaticLine and ReplacementLine keep meaning only: the words come from the renderer."""
    assert "wording" not in {f.name for f in dataclasses.fields(A.StaticLine)}
    assert "wording" not in {f.name for f in dataclasses.fields(A.ReplacementLine)}


@pytest.mark.parametrize("text, type_line", [
    ("Creatures with power less than ~'s power can't block it.", "Creature — Elemental"),
    ("As long as ~ is paired with another creature, both creatures have flying.", "Creature — Spirit"),
    ("As long as ~ is paired with another creature, each of those creatures gets +1/+1.",
     "Creature — Human"),
    ("If you control a Forest, you may return a Forest you control to its owner's hand rather than "
     "pay this spell's mana cost.", "Instant"),
    ("If you control a Forest, you may return two Forests you control to their owner's hand rather "
     "than pay this spell's mana cost.", "Instant"),
    ('Enchanted land has "{T}: Add {G}{G}."', "Enchantment — Aura"),
])
def test_a_static_line_derives_its_words(text, type_line):
    """Soulbond's "both creatures have" / "each of those creatures gets" follows StaticLine.plural
    (CR 702.95); "its"/"their owner's hand" agrees with the count returned (CR 118.9); "can't
    block it" names the source; a quoted ability's period ends the sentence."""
    card = compile_text(text, type_line=type_line)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert render_line(card.lines[0].ast).lower() == text.lower().replace("this spell's", "~'s")


def test_a_players_for_each_holds_its_zone_not_its_words():
    """"for each creature card in their graveyard" (Nature's Resurgence): counted from each
    affected player's side (CR 608.2c); PlayersForEach.zone decides "in their hand" / "they
    control", and the changed rendering compiles back to the changed node."""
    text = "Each player draws a card for each creature card in his or her graveyard."
    card = compile_text(text, type_line="Sorcery")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    node = card.lines[0].ast
    fe = _find(node, A.PlayersForEach)
    assert fe.zone is Zone.GRAVEYARD and "in their graveyard" in render_line(node)
    for changed, words in ((dataclasses.replace(fe, zone=Zone.HAND), "card in their hand"),
                           (dataclasses.replace(fe, zone=None), "card they control")):
        after = render_line(_replace_node(node, fe, changed))
        assert words in after, after
        again = compile_text(after, type_line="Sorcery")
        assert again.fully_compiled and _find(again.lines[0].ast, A.PlayersForEach) == changed
def test_when_or_whenever_follows_from_the_triggering_object():
    """CR 603.1: the AST keeps no "when"/"whenever" word. A trigger on the source's own one-time
    event opens with "when"; the same event of a group of objects (it recurs) with "whenever"."""
    card = compile_text("When this creature dies, draw a card.", type_line="Creature — Bear")
    node = card.lines[0].ast
    line = node.line
    assert not hasattr(line, "word")
    assert render_line(node).startswith("when ~ dies")
    group = ObjectFilter(types=(CardType.CREATURE,))
    changed = dataclasses.replace(node, line=dataclasses.replace(
        line, condition=dataclasses.replace(line.condition, subject=group)))
    assert render_line(changed).startswith("whenever a creature dies")


def test_at_follows_from_a_step_trigger():
    """CR 603.2b: "at" opens a trigger on the beginning of a step, derived from the step."""
    card = compile_text("At the beginning of your upkeep, you gain 1 life.", type_line="Enchantment")
    node = card.lines[0].ast
    assert not hasattr(node.line, "word")
    assert render_line(node).startswith("at the beginning of your upkeep")


def test_when_and_whenever_open_a_trigger_alike_in_the_round_trip():
    """Oracle picks "when" or "whenever" by style: the round trip reads them alike at the start
    of a triggered ability, and only there."""
    from cardtext.compiler.render.equivalents import current_wording
    assert current_wording("Whenever ~ dies, draw a card.") == current_wording("When ~ dies, draw a card.")
    assert current_wording('~ has "whenever ~ attacks, draw a card."') == \
        current_wording('~ has "when ~ attacks, draw a card."')
    assert "whenever" in current_wording("this turn, whenever a creature dies, draw a card.")


def test_or_planeswalker_is_a_field_the_rendering_follows():
    """CR 506.3: "attacks you or a planeswalker you control" is TriggerCondition.or_planeswalker
    (read by the lowering), not a wording string."""
    card = compile_text("Whenever a creature attacks you or a planeswalker you control, you gain 1 life.",
                        type_line="Enchantment")
    node = card.lines[0].ast
    cond = node.line.condition
    assert cond.or_planeswalker and not cond.self_or_another
    changed = dataclasses.replace(node, line=dataclasses.replace(
        node.line, condition=dataclasses.replace(cond, or_planeswalker=False)))
    assert render_line(changed) == "whenever a creature attacks you, you gain 1 life."


def test_cycle_or_discard_is_the_discard_event():
    """CR 702.29a: cycling discards the card, so "cycle or discard a card" keeps no wording: it is
    the discard trigger, and the round trip reads the older wording as "discard a card"."""
    from cardtext.compiler.render.equivalents import current_wording
    both = compile_text("Whenever you cycle or discard a card, draw a card.", type_line="Enchantment")
    plain = compile_text("Whenever you discard a card, draw a card.", type_line="Enchantment")
    assert both.lines[0].ast.line.condition == plain.lines[0].ast.line.condition
    rendered = render_line(both.lines[0].ast)
    assert current_wording(rendered) == current_wording("whenever you cycle or discard a card, draw a card.")


def test_the_host_of_an_aura_is_named_without_an_article():
    """CR 303.4: "enchanted creature" is the one creature the Aura is attached to, so the trigger
    names it without an article; the AST keeps only the filter (no "bare subject" wording), and a
    group subject in its place takes the article and "whenever"."""
    card = compile_text("Enchant creature\nWhen enchanted creature dies, draw a card.", type_line="Enchantment — Aura")
    node = card.lines[1].ast
    cond = node.line.condition
    assert cond.subject.attached_to_source and not cond.self_or_another
    assert render_line(node) == "when enchanted creature dies, draw a card."
    changed = dataclasses.replace(node, line=dataclasses.replace(
        node.line, condition=dataclasses.replace(cond, subject=dataclasses.replace(cond.subject, attached_to_source=False))))
    assert render_line(changed) == "whenever a creature dies, draw a card."


@pytest.mark.parametrize("text", ["At the beginning of the end step, sacrifice ~.",
                                  "At the beginning of each player's end step, sacrifice ~.",
                                  "At the beginning of each end step, sacrifice ~."])
def test_every_end_step_is_one_meaning(text):
    """CR 603.2b: "the end step", "each player's end step" and "each end step" all trigger at every
    end step (Whose.EACH); the AST keeps no wording, and the rendering follows `whose`."""
    from cardtext.runtime.events import Whose
    node = compile_text(text, type_line="Creature — Elemental").lines[0].ast
    cond = node.line.condition
    assert cond.whose is Whose.EACH and cond.host is None
    assert render_line(node) == "at the beginning of each end step, sacrifice ~."
    changed = dataclasses.replace(node, line=dataclasses.replace(
        node.line, condition=dataclasses.replace(cond, whose=Whose.YOUR)))
    assert render_line(changed) == "at the beginning of your end step, sacrifice ~."


def test_tapped_for_mana_keeps_no_voice():
    """CR 605.1b: "a Mountain is tapped for mana" and "a player taps a Mountain for mana" are one
    event: the same node, and the round trip reads both voices alike."""
    from cardtext.compiler.render.equivalents import current_wording
    passive = compile_text("Whenever a Mountain is tapped for mana, draw a card.", type_line="Enchantment")
    active = compile_text("Whenever a player taps a Mountain for mana, draw a card.", type_line="Enchantment")
    assert passive.lines[0].ast.line.condition == active.lines[0].ast.line.condition
    assert current_wording(render_line(passive.lines[0].ast)) == \
        current_wording("whenever a mountain is tapped for mana, draw a card.")


def test_prevention_this_turn_keeps_no_word_order():
    """CR 615.1: "dealt this turn to <recipients>" (older order) and "dealt to <recipients> this
    turn" are one shield; the AST keeps no word order and the round trip reads both alike."""
    from cardtext.compiler.render.equivalents import current_wording
    older = compile_text("Prevent all damage that would be dealt this turn to target creature.", type_line="Instant")
    newer = compile_text("Prevent all damage that would be dealt to target creature this turn.", type_line="Instant")
    assert older.fully_compiled and older.lines[0].ast == newer.lines[0].ast
    assert render_line(older.lines[0].ast) == "prevent all damage that would be dealt to target creature this turn."
    assert current_wording("prevent all damage that would be dealt this turn to target creature.") == \
        render_line(older.lines[0].ast)
