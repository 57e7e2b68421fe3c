"""Where a card names itself (CR 201.5) and what the name means in an ability it grants
(CR 201.5a); the rule is documented in compiler/source/self_names.py."""
from __future__ import annotations

from click.testing import CliRunner

from cardtext.compiler.cli.main import main
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.normalize import normalise
from cardtext.compiler.source.self_names import QUOTED_NAME
from cardtext.runtime import abilities as R
from cardtext.runtime.costs import Sacrifice
from cardtext.runtime.effects import DealDamage
from cardtext.runtime.filters import CountersOn, GrantorRef, SelfRef

from .conftest import compile_text


def text(line: str, name: str) -> str:
    return normalise(line, name)[0].text


# ---------------------------------------------------------------- CR 201.5: the name as printed
def test_a_lower_case_rules_word_is_never_the_cards_name():
    assert text("Draw a card.", "Card") == "draw a card."
    assert text("Target creature gets +1/+1 until end of turn.", "A") == "target creature gets +1/+1 until end of turn."


def test_a_rules_word_name_at_a_sentence_start_is_the_word():
    """"Regenerate target creature." on a card named Regenerate: every sentence starts with a
    capital, so the capital says nothing; the word keeps its rules meaning."""
    assert text("Regenerate target creature.", "Regenerate") == "regenerate target creature."
    assert text("A creature you control gets +1/+1.", "A") == "a creature you control gets +1/+1."


def test_a_rules_word_name_capitalised_inside_a_sentence_is_the_name():
    assert (text("As an additional cost to cast Sacrifice, sacrifice a creature.", "Sacrifice")
            == "as an additional cost to cast ~, sacrifice a creature.")


def test_a_subtype_name_before_a_type_word_is_the_subtype():
    assert text("Create a 2/2 green Bear creature token.", "Bear") == "create a 2/2 green bear creature token."
    assert (text("{T}: Target Assembly-Worker creature gets +1/+1 until end of turn.", "Assembly-Worker")
            == "{t}: target assembly-worker creature gets +1/+1 until end of turn.")


def test_a_subtype_name_elsewhere_is_the_name():
    assert text("Juggernaut attacks each combat if able.", "Juggernaut") == "~ attacks each combat if able."


def test_cli_text_without_name_compiles_draw_a_card():
    result = CliRunner().invoke(main, ["compile", "--text", "Draw a card.", "--type", "Sorcery"])
    assert result.exit_code == 0, result.output
    assert "CT201" not in result.output


def test_cli_text_named_bear_creates_a_bear_token():
    result = CliRunner().invoke(main, ["compile", "--text", "Create a 2/2 green Bear creature token.",
                                       "--name", "Bear", "--type", "Sorcery"])
    assert result.exit_code == 0, result.output


# ---------------------------------------------------------------- CR 201.5a: granted abilities
TORCH = 'Equipped creature has "{T}, Sacrifice Torch: Torch deals 2 damage to any target."'


def test_inside_quotes_the_name_is_marked_and_this_creature_is_not():
    line = 'Enchanted creature has "{T}: This creature deals 1 damage to any target. Put a +1/+1 counter on Lance."'
    assert text(line, "Lance") == ('enchanted creature has "{t}: ~ deals 1 damage to any target. '
                                   f'put a +1/+1 counter on {QUOTED_NAME}."')


def grant(card_text: str, name: str, type_line: str) -> R.AbilityGrant:
    card = compile_text(card_text, name=name, type_line=type_line)
    assert card.diagnostics == (), [d.message for d in card.diagnostics]
    assert all(c.equal for c in check_card(card))
    return next(a.effect for a in card.definition.abilities if isinstance(a, R.StaticAbility))


def test_sacrifice_and_damage_source_are_the_granting_equipment():
    granted = grant(TORCH, "Torch", "Artifact — Equipment").ability
    sacrifice = next(c for c in granted.costs if isinstance(c, Sacrifice))
    assert sacrifice.grantor == GrantorRef()
    assert granted.effects[0] == DealDamage(granted.effects[0].amount, objects=granted.effects[0].objects,
                                            source=GrantorRef())


def test_this_creature_is_the_holder_and_the_name_is_the_aura():
    granted = grant('Enchanted creature has "{T}: This creature deals X damage to target creature, '
                    'where X is the number of arrow counters on Quiver."', "Quiver", "Enchantment — Aura").ability
    damage = granted.effects[0]
    assert damage.source == SelfRef()
    assert damage.amount == CountersOn(GrantorRef(), "arrow")


def test_a_name_read_as_the_holder_is_refused_for_another_object():
    """A place that can't keep the card apart from the holder ("When Quiver dies" as a trigger
    subject) would silently mean the wrong object when granted to another creature."""
    card = compile_text('Enchanted creature has "When Quiver dies, you gain 1 life."', name="Quiver",
                        type_line="Enchantment — Aura")
    assert any("CR 201.5a" in d.message for d in card.diagnostics)


def test_a_name_read_as_the_holder_is_fine_when_the_card_grants_itself():
    card = compile_text('As long as you control a Forest, Rootling has "When Rootling dies, you gain 1 life."',
                        name="Rootling", type_line="Creature — Plant")
    assert card.diagnostics == (), [d.message for d in card.diagnostics]
