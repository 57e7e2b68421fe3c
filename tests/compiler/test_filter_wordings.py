"""Runtime objects the AST uses (object filters, conditions) keep meaning only: the printed
wording they once carried "for printing only" is derived by the renderer. Each pair below says
one thing in two wordings; both compile to the same abilities (no field left to tell them apart),
render to the one derived wording, and round-trip equal through equivalents.py."""
import dataclasses

from cardtext.compiler.render.canonical import render_line
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.characteristics import CardType
from cardtext.runtime.filters import ObjectCount, ObjectFilter, SourceEnchanted

from .conftest import compile_text


def _field_names(cls) -> set[str]:
    return {f.name for f in dataclasses.fields(cls)}


def _same_meaning(first: str, second: str, type_line: str, rendered: str):
    """Both wordings give the same abilities and the same rendering `rendered`, and each
    round-trips equal (text and lowered form)."""
    one, two = compile_text(first, type_line=type_line), compile_text(second, type_line=type_line)
    assert one.fully_compiled and two.fully_compiled
    assert one.definition.abilities == two.definition.abilities
    assert render_line(one.lines[0].ast) == render_line(two.lines[0].ast) == rendered
    assert all(c.equal for c in check_card(one, lowered=True))
    assert all(c.equal for c in check_card(two, lowered=True))


def test_controller_wording_removed_you_dont_control_is_an_opponent_controls():
    """CR 102.2: in a two-player (or free-for-all) game every other player is an opponent, so
    "you don't control" and "an opponent controls" name the same permanents; a target renders
    "an opponent controls"."""
    assert "controller_wording" not in _field_names(ObjectFilter)
    _same_meaning("Tap target creature you don't control.", "Tap target creature an opponent controls.",
                  "Instant", "tap target creature an opponent controls.")


def test_controller_wording_removed_each_creature_reads_your_opponents_control():
    """A group ("each ...", as Oracle words it) renders "your opponents control"."""
    _same_meaning("~ deals 1 damage to each creature an opponent controls.",
                  "~ deals 1 damage to each creature your opponents control.", "Sorcery",
                  "~ deals 1 damage to each creature your opponents control.")
    _same_meaning("~ gets +1/+1 for each Swamp your opponents control.",
                  "~ gets +1/+1 for each Swamp an opponent controls.", "Creature — Test",
                  "~ gets +1/+1 for each swamp your opponents control.")


def test_series_wording_removed_and_or_is_or_between_card_types():
    """A filter's card types are alternatives: "instant and/or sorcery" and "instant or sorcery"
    match the same cards; a plural renders "and/or" (as Oracle does), a singular "or"."""
    assert "series_wording" not in _field_names(ObjectFilter)
    _same_meaning("Destroy up to two target artifacts and/or enchantments.",
                  "Destroy up to two target artifacts or enchantments.", "Sorcery",
                  "destroy up to two target artifacts and/or enchantments.")
    _same_meaning("Destroy target artifact or enchantment.", "Destroy target artifact and/or enchantment.",
                  "Instant", "destroy target artifact or enchantment.")


def test_it_wording_removed_it_s_enchanted_is_the_source_enchanted():
    """CR 303.4, 201.5: "as long as it's enchanted" after the source is named is the source
    enchanted; the renderer says "it" where the line named the source first."""
    assert not _field_names(SourceEnchanted)
    _same_meaning("~ has flying as long as it's enchanted.", "~ has flying as long as ~ is enchanted.",
                  "Creature — Bird", "~ has flying as long as it's enchanted.")


def test_object_count_wording_removed_an_opponent_controls_a_permanent():
    """"as long as an opponent controls a white permanent" is a count of at least one such
    permanent (CR 102.2): the renderer reads it from the filter and the count."""
    assert _field_names(ObjectCount) == {"filter", "at_least"}
    card = compile_text("~ gets +1/+1 as long as an opponent controls a nontoken white permanent.",
                        type_line="Creature — Test")
    assert card.fully_compiled
    assert render_line(card.lines[0].ast) == \
        "~ gets +1/+1 as long as an opponent controls a nontoken white permanent."
    assert all(c.equal for c in check_card(card, lowered=True))


def test_object_count_wording_removed_the_source_equipped_is_one_equipment_attached():
    """CR 301.5a: "~ is equipped" is one Equipment attached to the source, read from the filter."""
    card = compile_text("As long as ~ is equipped, it gets +2/+2.", type_line="Creature — Test")
    assert card.fully_compiled
    assert render_line(card.lines[0].ast) == "as long as ~ is equipped, it gets +2/+2."
    assert all(c.equal for c in check_card(card, lowered=True))


def test_chosen_wording_removed_that_type_is_the_chosen_type():
    """CR 607.2d: after "choose a creature type", "of that type" and "of the chosen type" are the
    type chosen; the renderer says "of the chosen type"."""
    assert "chosen_wording" not in _field_names(ObjectFilter)
    _same_meaning("Choose a creature type. Draw a card for each permanent you control of that type.",
                  "Choose a creature type. Draw a card for each permanent you control of the chosen type.",
                  "Sorcery",
                  "choose a creature type. draw a card for each permanent you control of the chosen type.")


def test_chosen_wording_removed_a_type_of_your_choice_is_chosen_as_the_effect_resolves():
    """"of the creature type of your choice" is chosen as the effect happens (the lowering puts the
    choice first): a meaning the filter keeps as subtype_chosen_on_resolution."""
    card = compile_text("Destroy all creatures of the creature type of your choice.", type_line="Sorcery")
    assert card.fully_compiled
    (clause,) = card.lines[0].ast.line.sentences[0].clauses
    assert clause.objects[0].filter.subtype_chosen_on_resolution
    assert render_line(card.lines[0].ast) == "destroy all creatures of the creature type of your choice."
    assert all(c.equal for c in check_card(card, lowered=True))


def test_zone_wording_removed_in_or_from_your_graveyard_is_one_zone():
    """CR 400.1: the filter keeps the zone; "in" where the cards are counted or have an ability,
    "from" where they move. An exile cost reads either preposition alike."""
    assert "zone_wording" not in _field_names(ObjectFilter)
    _same_meaning("~ gets +1/+1 for each creature card in your graveyard.",
                  "~ gets +1/+1 for each creature card from your graveyard.", "Creature — Test",
                  "~ gets +1/+1 for each creature card in your graveyard.")
    _same_meaning("Return target creature card in your graveyard to your hand.",
                  "Return target creature card from your graveyard to your hand.", "Sorcery",
                  "return target creature card from your graveyard to your hand.")
    _same_meaning("Each creature card in your graveyard has unearth {2}{B}.",
                  "Each creature card from your graveyard has unearth {2}{B}.", "Enchantment",
                  "each creature card in your graveyard has unearth {2}{b}.")


def test_zone_wording_removed_on_the_battlefield_is_where_oracle_says_it():
    """Creatures are on the battlefield unless a zone is named (CR 400.1, 110.1): "for each
    creature on the battlefield" and "for each creature" count the same objects; Oracle's words,
    "on the battlefield", are rendered where nothing else narrows the count."""
    _same_meaning("You gain 1 life for each creature on the battlefield.",
                  "You gain 1 life for each creature.", "Sorcery",
                  "you gain 1 life for each creature on the battlefield.")
    _same_meaning("You may have ~ enter as a copy of any creature on the battlefield.",
                  "You may have ~ enter as a copy of any creature.", "Creature — Shapeshifter",
                  "you may have ~ enter as a copy of any creature on the battlefield.")


def test_zone_wording_removed_all_graveyards_is_any_graveyard():
    """"in all graveyards" (a count) and "in a graveyard" (one card) name the same zone of any
    player: the plural renders "all graveyards"."""
    _same_meaning("~ gets +1/+1 for each creature card in all graveyards.",
                  "~ gets +1/+1 for each creature card in a graveyard.", "Creature — Test",
                  "~ gets +1/+1 for each creature card in all graveyards.")
    _same_meaning("Exile target card from a graveyard.", "Exile target card in a graveyard.", "Instant",
                  "exile target card from a graveyard.")


def test_sacrifice_and_it_removed_remove_counters_and_sacrifice_it_is_two_costs():
    """CR 601.2h: "remove three quest counters from ~ and sacrifice it" and "..., sacrifice ~" are
    the same two costs; a self-sacrifice after removing the source's counters renders "and
    sacrifice it" (Oracle's words)."""
    from cardtext.runtime.costs import Sacrifice
    assert "and_it" not in _field_names(Sacrifice)
    _same_meaning("Remove three quest counters from ~ and sacrifice it: Draw seven cards.",
                  "Remove three quest counters from ~, Sacrifice ~: Draw seven cards.", "Enchantment",
                  "remove three quest counters from ~ and sacrifice it: draw seven cards.")


def test_attached_wording_removed_the_host_is_a_meaning_field():
    """CR 301.5a, 303.4b: "attached to ~", "attached to it", "attached to that creature" name
    different hosts (the source, or what the ability named before, resolved by the lowering):
    ObjectFilter.attached_host keeps which, the renderer derives the words from it."""
    from cardtext.runtime.filters import AttachedHost, AttachedToRef, TargetRef
    assert "attached_wording" not in _field_names(ObjectFilter)
    card = compile_text("~ deals 1 damage to target creature. Destroy all Auras attached to that creature.",
                        type_line="Sorcery")
    assert card.fully_compiled
    clause = card.lines[0].ast.line.sentences[1].clauses[0]
    assert clause.objects[0].filter.attached_host is AttachedHost.THAT_CREATURE
    destroy = card.definition.abilities[0].effects[-1]
    assert destroy.objects == AttachedToRef(ObjectFilter(subtypes=("Aura",)), TargetRef(0))
    assert render_line(card.lines[0].ast).endswith("destroy all auras attached to that creature.")
    assert all(c.equal for c in check_card(card, lowered=True))


def test_attached_wording_removed_several_hosts_are_plural_after_a_plural():
    """One host filter: "Auras attached to a creature" and, for several Auras, "attached to
    creatures" (Oracle's plural)."""
    from cardtext.compiler.render.filters import noun_phrase
    host = ObjectFilter(types=(CardType.CREATURE,))
    auras = ObjectFilter(subtypes=("Aura",), host=host)
    assert noun_phrase(auras, True) == "auras attached to creatures"
    assert noun_phrase(auras, det="a") == "an aura attached to a creature"
