"""Players named as the ones who act on their own cards: "each other player", "target opponent
exiles the top card of his or her library", "target player exiles a card from his or her
graveyard", and several objects returned "to their owner's hand" (older Oracle wording)."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.filters import ChosenRef, Controller, PlayerRef

from .conftest import compile_text


def _effects(text: str, type_line: str = "Sorcery"):
    card = compile_text(text, type_line=type_line)
    assert card.fully_compiled, card.diagnostics
    assert all(c.equal for c in check_card(card, lowered=True))
    (ability,) = card.definition.abilities
    return ability.effects


def _trigger(text: str, type_line: str = "Creature — Test"):
    card = compile_text(text, type_line=type_line)
    assert card.fully_compiled and all(c.equal for c in check_card(card, lowered=True))
    (trigger,) = card.definition.abilities
    return trigger


def test_each_other_player_is_every_player_but_you_cr_102_3():
    (sacrifice,) = _effects("Each other player sacrifices a creature.")
    assert sacrifice.player is PlayerRef.EACH_OTHER_PLAYER
    assert PlayerRef.EACH_OTHER_PLAYER.each_of_a_group


def test_each_other_player_draws_after_you():
    mine, theirs = _effects("You draw two cards, then each other player draws a card.")
    assert mine.player is PlayerRef.YOU and theirs.player is PlayerRef.EACH_OTHER_PLAYER


def test_each_other_opponent_is_still_reported():
    """"each other opponent" is other than the opponent an event named: no reference knows it."""
    card = compile_text("Whenever ~ deals combat damage to an opponent, it deals that much damage to each "
                        "other opponent.")
    assert not card.fully_compiled and [d.code for d in card.diagnostics] == ["CT301"]


def test_target_opponent_exiles_the_top_card_of_his_or_her_library():
    (exile,) = _effects("Target opponent exiles the top card of his or her library.")
    assert isinstance(exile, E.ExileTopOfLibrary) and exile.player is PlayerRef.TARGET_PLAYER
    old, new = (compile_text(t + " top card of " + w + " library.", type_line="Sorcery")
                for t, w in (("Each opponent exiles the", "his or her"), ("Each opponent exiles the", "their")))
    assert old.definition.abilities == new.definition.abilities


def test_the_top_cards_of_another_players_library_named_as_yours_are_refused():
    card = compile_text("Target opponent exiles the top two cards of your library.", type_line="Sorcery")
    assert not card.fully_compiled


def test_target_player_chooses_the_card_they_exile_from_their_graveyard_cr_608_2d():
    choose, exile = _effects("Target player exiles a card from his or her graveyard.")
    assert isinstance(choose, E.Choose) and choose.chooser is PlayerRef.TARGET_PLAYER
    assert choose.filter.zone is Zone.GRAVEYARD and choose.filter.controller is Controller.YOU
    assert isinstance(exile, E.Exile) and exile.objects == ChosenRef(choose.label)


def test_target_opponent_exiles_a_creature_he_or_she_controls():
    choose, _exile = _effects("Target opponent exiles a creature he or she controls.")
    assert choose.filter.zone is Zone.BATTLEFIELD and choose.filter.controller is Controller.YOU


def test_target_player_exiles_all_matching_cards_from_their_graveyard():
    (exile,) = _effects("Target player exiles all land cards from his or her graveyard.")
    assert isinstance(exile, E.ExileCardsFrom) and exile.zones == (Zone.GRAVEYARD,)
    assert exile.player is PlayerRef.TARGET_PLAYER


def test_their_owner_hand_is_each_to_its_owners_hand():
    old = compile_text("Return all creatures you control to their owner's hand.", type_line="Sorcery")
    new = compile_text("Return all creatures you control to their owners' hands.", type_line="Sorcery")
    assert old.fully_compiled and old.definition.abilities == new.definition.abilities
    assert all(c.equal for c in check_card(old))


def test_each_player_returns_a_creature_he_or_she_controls_each_choosing_their_own():
    choose, back = _effects("Each player returns a creature he or she controls to its owner's hand.")
    assert choose.chooser is PlayerRef.EACH_PLAYER and choose.filter.controller is Controller.YOU
    assert isinstance(back, E.ReturnToHand) and back.objects == ChosenRef(choose.label)


def test_each_player_puts_a_creature_card_from_his_or_her_graveyard_onto_the_battlefield():
    choose, put = _effects("Each player puts a creature card from his or her graveyard onto the battlefield.")
    assert choose.filter.zone is Zone.GRAVEYARD and choose.chooser is PlayerRef.EACH_PLAYER
    assert isinstance(put, E.ReturnToBattlefield) and put.under_owner_control


def test_two_of_their_own_objects_are_not_read_as_one():
    card = compile_text("Each player returns two creatures he or she controls to its owner's hand.",
                        type_line="Sorcery")
    assert not card.fully_compiled


def test_a_spell_or_ability_an_opponent_controls_causes_you_to_discard_this_card_cr_701_8():
    from cardtext.runtime.events import CausedToDiscard
    trigger = _trigger("When a spell or ability an opponent controls causes you to discard ~, return it to "
                       "your hand.")
    assert trigger.event == CausedToDiscard(Controller.OPPONENT, self_only=True)


def test_a_spell_or_ability_an_opponent_controls_causes_you_to_discard_a_card():
    from cardtext.runtime.events import CausedToDiscard
    card = compile_text("Whenever a spell or ability an opponent controls causes you to discard a card, you "
                        "gain 2 life.", type_line="Enchantment")
    (trigger,) = card.definition.abilities
    assert isinstance(trigger.event, CausedToDiscard) and not trigger.event.self_only


def test_discarded_by_an_opponents_spell_it_enters_the_battlefield_instead_cr_614_1a():
    from cardtext.runtime.abilities import BattlefieldInsteadOfDiscard, ReplacementAbility
    from cardtext.runtime.filters import Fixed
    card = compile_text("If a spell or ability an opponent controls causes you to discard ~, put it onto the "
                        "battlefield with two +1/+1 counters on it instead of putting it into your graveyard.")
    assert card.fully_compiled and all(c.equal for c in check_card(card, lowered=True))
    (ability,) = card.definition.abilities
    assert ability == ReplacementAbility(BattlefieldInsteadOfDiscard("+1/+1", Fixed(2)))


def test_each_of_that_players_opponents_are_the_others_than_the_event_player_cr_102_2():
    trigger = _trigger("Whenever a player casts a noncreature spell, each of that player's opponents may draw "
                       "a card.")
    (may,) = trigger.effects
    assert may.player is PlayerRef.EACH_OPPONENT_OF_EVENT_PLAYER and may.player.each_of_a_group


def test_each_of_that_players_opponents_after_a_target_player_is_refused():
    card = compile_text("Target player draws a card. Each of that player's opponents draws a card.",
                        type_line="Sorcery")
    assert not card.fully_compiled


def test_enchanted_permanents_controller_sacrifices_it_names_the_enchanted_permanent():
    from cardtext.runtime.filters import EachRef
    card = compile_text("Enchant permanent\nWhen ~ leaves the battlefield, enchanted permanent's controller "
                        "sacrifices it.", type_line="Enchantment — Aura")
    assert card.fully_compiled and all(c.equal for c in check_card(card, lowered=True))
    _enchant, trigger = card.definition.abilities
    (sacrifice,) = trigger.effects
    assert isinstance(sacrifice.objects, EachRef) and sacrifice.objects.filter.attached_to_source


def test_that_player_returns_a_permanent_unless_he_or_she_pays_life_cr_118_12():
    from cardtext.runtime.costs import PayLife
    from cardtext.runtime.filters import Fixed
    trigger = _trigger("At the beginning of each player's upkeep, that player returns a permanent he or she "
                       "controls to its owner's hand unless he or she pays 2 life.", type_line="Artifact")
    (unless,) = trigger.effects
    assert unless.cost == PayLife(Fixed(2)) and unless.player is PlayerRef.EVENT_PLAYER
    choose, back = unless.effects
    assert choose.chooser is PlayerRef.EVENT_PLAYER and back.objects == ChosenRef(choose.label)


def test_each_player_other_than_target_player_targets_that_player_cr_115_1():
    card = compile_text("Each player other than target player creates a 5/5 red Dragon creature token with "
                        "flying.", type_line="Sorcery")
    assert card.fully_compiled and all(c.equal for c in check_card(card, lowered=True))
    (spell,) = card.definition.abilities
    assert len(spell.targets) == 1 and spell.targets[0].filter is None
    (create,) = spell.effects
    assert create.player is PlayerRef.EACH_PLAYER_BUT_TARGET
