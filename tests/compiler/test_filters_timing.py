"""Filter words and timing rules: "without flying", "you don't control" / "your opponents
control" kept for the round trip, "in"/"from" your graveyard, "activate this ability only
during your upkeep", "cast ~ only during combat"."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import abilities as R
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.filters import Controller, DuringSteps

from .conftest import compile_text


def compiled(text, type_line="Instant"):
    card = compile_text(text, type_line=type_line)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    return card.definition.abilities


def test_each_creature_without_flying():
    (ability,) = compiled("{1}{r}: ~ deals 1 damage to each creature without flying.", "Creature — Test")
    (dmg,) = ability.effects
    assert dmg.objects.filter.excluded_keywords == ("flying",) and not dmg.objects.filter.keywords


def test_creatures_without_flying_have_reach():
    (static,) = compiled("Creatures without flying have reach.", "Enchantment")
    assert static.effect.objects.excluded_keywords == ("flying",) and static.effect.keyword == "reach"


def test_target_creature_you_dont_control_is_controlled_by_an_opponent():
    """CR 102.2: every other player is an opponent (the renderer derives the words)."""
    (spell,) = compiled("Tap target creature you don't control.")
    f = spell.targets[0].filter
    assert f.controller is Controller.OPPONENT


def test_each_creature_your_opponents_control_is_the_same_filter():
    (spell,) = compiled("~ deals 1 damage to each creature your opponents control.")
    f = spell.effects[0].objects.filter
    assert f.controller is Controller.OPPONENT
    # one meaning: the same filter as "an opponent controls"
    (other,) = compiled("~ deals 1 damage to each creature an opponent controls.")
    assert other.effects[0].objects.filter == f


def test_card_in_your_graveyard_is_a_card_you_own_there():
    """CR 108.3: "your graveyard" holds the cards you own; "in"/"from" is the clause's word."""
    (static,) = compiled("~ gets +1/+1 for each land card in your graveyard.", "Creature — Test")
    f = static.effect.multiplier.ref.filter
    assert f.zone is Zone.GRAVEYARD and f.controller is Controller.YOU


def test_activate_only_during_your_upkeep():
    (ability,) = compiled("Sacrifice ~: You gain 4 life. Activate this ability only during your upkeep.",
                          "Artifact")
    assert ability.timing.condition == DuringSteps((Step.UPKEEP,), True)


def test_activate_only_during_your_turn_before_attackers():
    (ability,) = compiled("{t}: Target creature gets +2/+2 until end of turn. Activate this ability only "
                          "during your turn, before attackers are declared.", "Artifact")
    cond = ability.timing.condition
    assert cond.yours and Step.MAIN1 in cond.steps and Step.DECLARE_ATTACKERS not in cond.steps


def test_cast_only_during_combat_after_blockers():
    rule, _spell = compiled("Cast ~ only during combat after blockers are declared.\n"
                            "Destroy target attacking creature.")
    assert rule == R.StaticAbility(R.CastOnlyWhen(DuringSteps(
        (Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT), False)))
