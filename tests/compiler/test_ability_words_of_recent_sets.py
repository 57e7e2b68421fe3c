"""Ability words CR 207.2c lists in the current rules that the database lacked: eerie (Duskmourn),
paradox (Doctor Who), renew (Tarkir: Dragonstorm), secret council (Commander Legends: Battle for
Baldur's Gate). An ability word has no rules meaning: the line after it is read as it stands."""
from pathlib import Path

import pytest

from cardtext.compiler.keywords.database import KeywordKind, builtin
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.cardfile import parse_card_file
from cardtext.runtime.abilities import ActivatedAbility

from .conftest import compile_corpus_card, compile_text

OUTSIDE = Path(__file__).resolve().parents[1] / "scenarios" / "cards" / "keywords_outside_the_corpus.card"


def outside_card(name):
    from cardtext.compiler.api import compile_card
    (source,) = [c for c in parse_card_file(OUTSIDE.read_text(encoding="utf-8"), str(OUTSIDE)) if c.name == name]
    return compile_card(source.source)


@pytest.mark.parametrize("name", ["eerie", "paradox", "renew", "secret council"])
def test_the_ability_word_is_in_the_database_without_meaning(name):
    entry = builtin().get(name)
    assert entry.kind is KeywordKind.ABILITY_WORD and entry.rule == "207.2c"
    assert not (entry.definition or entry.mechanic or entry.unsupported)


def test_renew_heads_an_activated_ability_from_the_graveyard():
    """Agent of Kotis: "Renew — {3}{U}, Exile this card from your graveyard: Put two +1/+1
    counters on target creature. Activate only as a sorcery." """
    card = outside_card("Agent of Kotis")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card))
    assert card.lines[0].ast.ability_word == "renew"
    (ability,) = card.definition.abilities
    assert isinstance(ability, ActivatedAbility) and ability.timing.sorcery_speed


def test_eerie_triggers_on_an_enchantment_entering_or_a_room_fully_unlocked(corpus):
    """Scrabbling Skullcrab: the ability word is read, and its line is one ability with two
    trigger events (CR 603.2): an enchantment you control entering, and you fully unlocking a
    Room (CR 709.5i in the current rules)."""
    from cardtext.runtime.events import AnyOf, EntersBattlefield, FullyUnlocksRoom
    from cardtext.runtime.filters import Controller
    card = compile_corpus_card(corpus["Scrabbling Skullcrab"])
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card))
    assert card.lines[0].ast.ability_word == "eerie"
    (ability,) = card.definition.abilities
    assert isinstance(ability.event, AnyOf)
    entering, unlocked = ability.event.events
    assert isinstance(entering, EntersBattlefield) and unlocked == FullyUnlocksRoom(Controller.YOU)


def test_secret_council_is_read_and_the_secret_vote_is_reported_where_it_stands():
    """Mob Verdict's line: the secret vote ("each player secretly votes for ..., then those votes
    are revealed") is not read yet; the ability word before it is."""
    card = compile_text("Secret council — Each player secretly votes for another player, then those votes are "
                        "revealed. For each vote an opponent received, Mob Verdict deals 2 damage to that player "
                        "and each creature that player controls. For each vote you received, draw a card.",
                        name="Mob Verdict", type_line="Sorcery")
    assert not card.fully_compiled
    assert all(d.column > len("Secret council — ") for d in card.diagnostics)


def test_paradox_heads_a_trigger_on_spells_not_cast_from_the_hand():
    """Flaming Tyrannosaurus: "Paradox — Whenever you cast a spell from anywhere other than your
    hand, this creature deals 3 damage to any target. Then put a +1/+1 counter on this creature."
    The trigger's event is a spell cast whose card wasn't in its caster's hand (CR 601.2a)."""
    from cardtext.runtime.abilities import TriggeredAbility
    card = outside_card("Flaming Tyrannosaurus")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card))
    assert card.lines[1].ast.ability_word == "paradox"
    trigger = card.definition.abilities[1]
    assert isinstance(trigger, TriggeredAbility) and trigger.event.not_from_hand


def test_a_cast_trigger_without_paradox_s_words_counts_every_spell():
    card = compile_text("Whenever you cast a spell, draw a card.")
    assert not card.definition.abilities[0].event.not_from_hand
