""""Attach target Aura attached to a creature to another creature" (CR 701.3a-b): the Aura is
the target; the new creature is chosen as the ability resolves, can't be the one the Aura is
already attached to, and must be one the Aura can legally enchant."""
from rt_cards import GRIZZLY_BEARS, RUNECLAW_BEAR, creature

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.engine.decider import Answer, ChoiceKind


def card(text: str, name: str, type_line: str, **kw):
    compiled = compile_card(CardSource(name, text, "", type_line, **kw))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


CROWN = card("{0}: Attach target Aura attached to a creature to another creature.", "Moving Crown", "Artifact")
UNTAPPER = card("Enchant creature\n{0}: Untap enchanted creature.", "Untapper", "Enchantment — Aura")
HUMAN_WARD = card("Enchant Human\n{0}: Untap enchanted creature.", "Human Ward", "Enchantment — Aura")


def test_the_aura_moves_to_the_creature_chosen_on_resolution(game):
    bear = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Bob", RUNECLAW_BEAR)
    game.put_onto_battlefield("Alice", UNTAPPER, attach_to=bear)
    game.put_onto_battlefield("Alice", CROWN)
    runeclaw = game.obj("Runeclaw Bear").id
    game.activate("Alice", "Moving Crown", targets=[["Untapper"]])
    game.decider.add(Answer(ChoiceKind.CHOOSE, [runeclaw]))
    game.resolve_stack()
    assert game.attached_to("Untapper") == runeclaw


def test_the_creature_it_is_attached_to_is_not_a_choice(game):
    """CR 701.3b: "another creature" excludes the one the Aura is attached to."""
    import pytest
    from cardtext.runtime.errors import DecisionMissing
    bear = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Bob", RUNECLAW_BEAR)
    game.put_onto_battlefield("Bob", creature("Town Knight", 2, 2, subtypes=("Human",)))
    game.put_onto_battlefield("Alice", UNTAPPER, attach_to=bear)
    game.put_onto_battlefield("Alice", CROWN)
    game.activate("Alice", "Moving Crown", targets=[["Untapper"]])
    game.decider.add(Answer(ChoiceKind.CHOOSE, [bear]))
    with pytest.raises(DecisionMissing):
        game.resolve_stack()


def test_the_aura_stays_when_no_other_creature_could_be_enchanted(game):
    """The host itself is never a choice (CR 701.3b), nor a creature the Aura can't enchant
    (CR 303.4d): a Human-only Aura on the only Human stays where it is."""
    knight = game.put_onto_battlefield("Alice", creature("Town Knight", 2, 2, subtypes=("Human",)))
    game.put_onto_battlefield("Bob", RUNECLAW_BEAR)
    game.put_onto_battlefield("Alice", HUMAN_WARD, attach_to=knight)
    game.put_onto_battlefield("Alice", CROWN)
    game.activate("Alice", "Moving Crown", targets=[["Human Ward"]])
    game.resolve_stack()                       # no choice is asked: the scripted decider has none
    assert game.attached_to("Human Ward") == knight


# ---------------------------------------------------------------- "to the battlefield attached to ..."
from cardtext.runtime.characteristics import Zone  # noqa: E402

REHOME = card("Return target Aura card from your graveyard to the battlefield attached to target creature.",
              "Rehome", "Instant")


def test_an_aura_returns_attached_to_the_named_creature(game):
    """CR 303.4f: the Aura enters attached to that creature (it isn't cast, nothing targets)."""
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    runeclaw = game.put_onto_battlefield("Bob", RUNECLAW_BEAR)
    game.add_card("Alice", UNTAPPER, zone=Zone.GRAVEYARD)
    game.add_card("Alice", HUMAN_WARD, zone=Zone.GRAVEYARD)      # (two Auras to choose from)
    game.add_card("Alice", REHOME)
    game.cast("Alice", "Rehome", targets=[["Untapper"], ["Runeclaw Bear"]])
    game.resolve_stack()
    assert "Untapper" in game.zone("Alice", Zone.BATTLEFIELD)
    assert game.attached_to("Untapper") == runeclaw


def test_an_aura_that_cant_enchant_that_creature_stays_in_the_graveyard(game):
    """CR 303.4i: an Aura put onto the battlefield attached to something it can't enchant
    remains in its current zone."""
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)              # a Bear, not a Human
    game.put_onto_battlefield("Bob", RUNECLAW_BEAR)
    game.add_card("Alice", HUMAN_WARD, zone=Zone.GRAVEYARD)
    game.add_card("Alice", UNTAPPER, zone=Zone.GRAVEYARD)
    game.add_card("Alice", REHOME)
    game.cast("Alice", "Rehome", targets=[["Human Ward"], ["Grizzly Bears"]])
    game.resolve_stack()
    assert "Human Ward" in game.zone("Alice", Zone.GRAVEYARD)
    assert "Human Ward" not in game.zone("Alice", Zone.BATTLEFIELD)


# ---------------------------------------------------------------- "from your hand ... attached to ~"
RESEARCHER = card("When ~ enters, you may put an Aura card from your hand onto the battlefield attached to ~.",
                  "Aura Scholar", "Creature — Human Wizard", power="2", toughness="2")


def test_an_aura_from_hand_enters_attached_to_the_source(game):
    """CR 303.4f: the chosen Aura enters attached to it, without being cast or targeting."""
    game.add_card("Alice", UNTAPPER)
    game.add_card("Alice", HUMAN_WARD)
    game.decider.add(Answer(ChoiceKind.MAY, True))
    scholar = game.put_onto_battlefield("Alice", RESEARCHER, as_effect=True)
    game.decider.add(Answer(ChoiceKind.CHOOSE, ["Human Ward"]))
    game.resolve_stack()
    assert game.attached_to("Human Ward") == scholar
    assert "Untapper" in game.zone("Alice", Zone.HAND)


def test_only_an_aura_that_can_enchant_it_is_a_choice(game):
    """CR 303.4i: a Human-only Aura can't be put onto the battlefield attached to a non-Human."""
    bear_scholar = card("When ~ enters, you may put an Aura card from your hand onto the battlefield "
                        "attached to ~.", "Bear Scholar", "Creature — Bear", power="2", toughness="2")
    game.add_card("Alice", HUMAN_WARD)
    game.decider.add(Answer(ChoiceKind.MAY, True))
    game.put_onto_battlefield("Alice", bear_scholar, as_effect=True)
    game.resolve_stack()
    assert "Human Ward" in game.zone("Alice", Zone.HAND)


DRAKE = card("When ~ enters, put target Aura card from a graveyard onto the battlefield under your control "
             "attached to ~.", "Aura Drake", "Creature — Drake", power="2", toughness="2")


def test_an_opponents_aura_enters_under_your_control_attached_to_the_source(game):
    game.add_card("Bob", UNTAPPER, zone=Zone.GRAVEYARD)
    game.add_card("Bob", HUMAN_WARD, zone=Zone.GRAVEYARD)
    drake = game.put_onto_battlefield("Alice", DRAKE, as_effect=True)
    game.decider.add(Answer(ChoiceKind.TARGETS, ["Untapper"]))
    game.resolve_stack()
    assert game.attached_to("Untapper") == drake
    assert "Untapper" in game.zone("Alice", Zone.BATTLEFIELD)      # under Alice's control
