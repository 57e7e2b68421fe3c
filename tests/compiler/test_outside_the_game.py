"""Keyword actions that bring cards from outside the game (CR 400.11), as the compiler reads them:
learn (CR 701.48). Each phrase lowers to the instruction its database entry names and renders
back exactly; scenarios tests/scenarios/CR701.48a_* play them with a sideboard (`outside`)."""
from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime.abilities import SpellAbility, TriggeredAbility

from .conftest import compile_text


def compiled(card):
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    return card


def test_learn_names_its_instruction_and_its_reminder_is_the_current_one():
    """CR 701.48a; the current reminder text names the Lesson first."""
    entry = builtin().get("learn")
    assert entry.mechanic == "Learn" and not entry.unsupported and entry.rule == "701.48"
    assert entry.reminder == ("You may reveal a Lesson card you own from outside the game and put it into your "
                              "hand, or discard a card to draw a card.")


def test_when_it_dies_learn():
    """Eyetwitch: "When Eyetwitch dies, learn." (no corpus card prints learn)."""
    card = compiled(compile_text("Flying\nWhen Eyetwitch dies, learn.", name="Eyetwitch",
                                 type_line="Creature — Eye Bat", power="1", toughness="1"))
    trigger = card.definition.abilities[-1]
    assert isinstance(trigger, TriggeredAbility) and trigger.effects == (E.Learn(),)


def test_learn_after_another_effect_of_a_spell():
    """Lesson-era spells end with "Learn." after their effect (Igneous Inspiration: "Igneous
    Inspiration deals 3 damage to any target. Learn.")."""
    card = compiled(compile_text("Igneous Inspiration deals 3 damage to any target. Learn.",
                                 name="Igneous Inspiration", type_line="Sorcery"))
    (spell,) = card.definition.abilities
    assert isinstance(spell, SpellAbility) and spell.effects[-1] == E.Learn()


def test_venture_into_the_dungeon_names_its_instruction():
    """CR 701.49 (current numbering; 701.46 in the 2022 text)."""
    entry = builtin().get("venture into the dungeon")
    assert entry.mechanic == "VentureIntoTheDungeon" and not entry.unsupported and entry.rule == "701.49"


def test_when_it_enters_venture_into_the_dungeon():
    """Radiant Solar's line: "When this creature enters, venture into the dungeon." (no corpus card
    prints venture)."""
    card = compiled(compile_text("Flying\nWhen this creature enters, venture into the dungeon.", name="Radiant Solar",
                                 type_line="Creature — Angel", power="4", toughness="3"))
    trigger = card.definition.abilities[-1]
    assert isinstance(trigger, TriggeredAbility) and trigger.effects == (E.VentureIntoTheDungeon(),)


def test_a_dungeons_rooms_are_room_abilities_with_their_arrows():
    """CR 309.4, 309.4c: "Room — effect. (Leads to: ...)" is the room ability "When you move your
    venture marker into this room, [effect]."; the arrows name rooms of the card, also written
    "(→ A or B)" as printed."""
    from cardtext.runtime.events import IntoThisRoom
    card = compile_text("Yawning Portal — You gain 1 life. (→ Dungeon Level)\nDungeon Level — Scry 1.",
                        name="Test Dungeon", type_line="Dungeon")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    portal, level = card.definition.abilities
    assert portal.event == IntoThisRoom(0) and level.event == IntoThisRoom(1)
    assert [(r.name, r.exits) for r in card.definition.rooms] == [("Yawning Portal", (1,)), ("Dungeon Level", ())]


def test_an_arrow_to_a_room_the_dungeon_lacks_is_reported():
    card = compile_text("Yawning Portal — You gain 1 life. (Leads to: Nowhere)", name="Test Dungeon",
                        type_line="Dungeon")
    assert not card.fully_compiled and "Nowhere" in card.diagnostics[0].message


def test_as_long_as_you_have_completed_a_dungeon():
    """Cloister Gargoyle: "As long as you've completed a dungeon, this creature gets +3/+0 and has
    flying." (CR 309.7)."""
    from cardtext.runtime.filters import CompletedADungeon
    card = compiled(compile_text("When this creature enters, venture into the dungeon.\nAs long as you've completed "
                                 "a dungeon, this creature gets +3/+0 and has flying.", name="Cloister Gargoyle",
                                 type_line="Artifact Creature — Gargoyle", power="0", toughness="4"))
    _, pump, flying = card.definition.abilities
    assert pump.condition == CompletedADungeon() == flying.condition


def test_gets_until_your_next_turn():
    """Fungi Cavern's effect: "Target creature gets -4/-0 until your next turn." """
    card = compiled(compile_text("Target creature gets -4/-0 until your next turn.", type_line="Sorcery"))
    (spell,) = card.definition.abilities
    (pump,) = spell.effects
    assert (pump.power, pump.toughness, pump.duration) == (-4, 0, E.Duration.UNTIL_YOUR_NEXT_TURN)


def test_a_wish_chooses_a_card_from_outside_the_game(corpus):
    """Golden Wish: "You may choose an artifact or enchantment card you own from outside the game,
    reveal that card, and put it into your hand. Exile Golden Wish." (CR 400.11b)."""
    from cardtext.runtime.characteristics import CardType, Zone
    from .conftest import compile_corpus_card
    card = compiled(compile_corpus_card(corpus["Golden Wish"]))
    (spell,) = card.definition.abilities
    may, exile = spell.effects
    (wish,) = may.effects
    assert wish.filter.zone is Zone.OUTSIDE and wish.reveal
    assert set(wish.filter.types) == {CardType.ARTIFACT, CardType.ENCHANTMENT}
    assert isinstance(exile, E.Exile)


def test_a_wish_without_reveal(corpus):
    """Mastermind's Acquisition's second mode: "Choose a card you own from outside the game and put
    it into your hand." (not optional, not revealed)."""
    from .conftest import compile_corpus_card
    card = compiled(compile_corpus_card(corpus["Mastermind's Acquisition"]))
    assert "PutFromOutsideTheGame(" in repr(card.definition.abilities) and "reveal=False" in repr(card.definition.abilities)


def test_set_in_motion_and_abandon_name_their_instructions():
    """CR 701.25-26 in the 2022 text, 701.32-33 today."""
    assert builtin().get("set in motion").mechanic == "SetInMotion"
    assert builtin().get("abandon").mechanic == "AbandonScheme"
    assert not builtin().get("set in motion").unsupported and not builtin().get("abandon").unsupported


def test_a_schemes_trigger_and_an_ongoing_schemes_abandon():
    """Look Skyward and Despair: "When you set this scheme in motion, create a 5/5 red Dragon
    creature token with flying."; The Very Soil Shall Shake: "When a creature you control dies,
    abandon this scheme." (CR 313.4, 701.26)."""
    from cardtext.runtime.events import SetInMotion
    look = compiled(compile_text("When you set this scheme in motion, create a 5/5 red Dragon creature token with "
                                 "flying.", name="Look Skyward and Despair", type_line="Scheme"))
    (trigger,) = look.definition.abilities
    assert trigger.event == SetInMotion() and isinstance(trigger.effects[0], E.CreateToken)
    soil = compiled(compile_text("(An ongoing scheme remains face up until it's abandoned.)\nCreatures you control "
                                 "get +2/+2 and have trample.\nWhen a creature you control dies, abandon this scheme.",
                                 name="The Very Soil Shall Shake", type_line="Ongoing Scheme"))
    assert soil.definition.abilities[-1].effects == (E.AbandonScheme(),)
