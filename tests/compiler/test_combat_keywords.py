"""Combat keywords of today's Magic in the keyword database (grammar/keywords.toml): each one's
reminder template gives the reminder text printed on real cards, and a card with it compiles
to the keyword's form (a keyword the engine plays, CR 702.164; or its definition's abilities,
named for it, CR 702.1)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.keywords.templates import fill
from cardtext.compiler.source.card import CardSource
from cardtext.runtime import effects as E
from cardtext.runtime.abilities import KeywordAbility, RestrictedAction, Restriction, TriggeredAbility
from cardtext.runtime.events import Attacks
from cardtext.runtime.filters import AffectedRef, Fixed, SelfRef

MODERN = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "modern.jsonl"


def _modern(name: str) -> dict:
    for row in MODERN.read_text(encoding="utf-8").splitlines():
        card = json.loads(row)
        if card["name"] == name:
            return card
    raise LookupError(name)


def _compiled(card: dict):
    return compile_card(CardSource(card["name"], card["oracle_text"], card.get("mana_cost", ""),
                                   card["type_line"], card.get("power"), card.get("toughness")))


# (keyword, N, a card printing "Keyword N (reminder)")
PRINTED = [("toxic", 1, "Blightbelly Rat"), ("toxic", 2, "Necrogen Rotpriest"),
           ("toxic", 6, "Paladin of Predation"), ("mobilize", 1, "Dragonback Lancer"),
           ("mobilize", 3, "Dalkovan Packbeasts")]


@pytest.mark.parametrize("name, number, card", PRINTED)
def test_the_reminder_template_gives_the_printed_reminder_text(name, number, card):
    text = _modern(card)["oracle_text"]
    printed = text.split(f"{name.capitalize()} {number} (", 1)[1].split(")", 1)[0]
    assert fill(builtin().get(name).reminder, number) == printed


def test_toxic_compiles_to_the_keyword_the_engine_plays():
    """CR 702.164a: toxic is a static ability; the engine gives its poison with the combat
    damage (runtime/mechanics/combat_keywords.py), so it compiles to the keyword itself."""
    card = _compiled(_modern("Paladin of Predation"))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert KeywordAbility("toxic", number=6) in card.definition.abilities
    assert builtin().get("toxic").mechanic == "toxic"


@pytest.mark.parametrize("card, n", [("Dragonback Lancer", 1), ("Dalkovan Packbeasts", 3)])
def test_mobilize_compiles_to_its_definition_named_for_it(card, n):
    """CR 702.181a: "Mobilize N" means "Whenever this creature attacks, create N 1/1 red Warrior
    creature tokens. Those tokens enter tapped and attacking. Sacrifice them at the beginning of
    the next end step." """
    compiled = _compiled(_modern(card))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    (mobilize,) = [a for a in compiled.definition.abilities if getattr(a, "keyword", None) == "mobilize"]
    assert isinstance(mobilize, TriggeredAbility) and isinstance(mobilize.event, Attacks)
    create, delayed = mobilize.effects
    assert isinstance(create, E.CreateToken) and create.amount == Fixed(n)
    assert create.tapped and create.attacking and create.label
    assert (create.token.name, create.token.power, create.token.toughness) == ("Warrior Token", 1, 1)
    assert isinstance(delayed, E.CreateDelayedTrigger)
    assert [(type(e), e.objects) for e in delayed.effects] == [(E.SacrificeObjects, AffectedRef(create.label))]


def _text(text: str):
    return compile_card(CardSource("Token Maker", text, "{3}", "Creature — Test", "2", "2"))


@pytest.mark.parametrize("text", [
    "Whenever this creature attacks, create two 1/1 white Soldier creature tokens that are tapped and attacking.",
    "Whenever this creature attacks, create a 1/1 red Goblin creature token that's tapped and attacking.",
    "Whenever this creature attacks, create two tapped and attacking 1/1 white Soldier creature tokens."])
def test_tokens_created_tapped_and_attacking_in_either_wording(text):
    """CR 508.4: a creature put onto the battlefield attacking; older Oracle text says "that's
    tapped and attacking", today's "a tapped and attacking ... token"."""
    card = _text(text)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (create,) = card.definition.abilities[0].effects
    assert create.tapped and create.attacking


def test_sacrifice_it_after_creating_a_token_means_the_token_not_the_source():
    """"Create a 3/1 ... token with haste. Sacrifice it at the beginning of the next end step."
    (Balduvian Dead): "it" is the token the delayed trigger remembers (CR 603.7c); before, it
    was read as the source and the wrong permanent was sacrificed."""
    card = _text("{2}{R}: Create a 3/1 black and red Graveborn creature token with haste. "
                 "Sacrifice it at the beginning of the next end step.")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    create, delayed = card.definition.abilities[0].effects
    assert [(type(e), e.objects) for e in delayed.effects] == [(E.SacrificeObjects, AffectedRef(create.label))]


def test_a_token_created_with_toxic_has_the_keyword_with_its_number():
    """CR 111.4: "a 1/1 colorless Phyrexian Mite artifact creature token with toxic 1 and "This
    creature can't block."": the token's toxic keeps its N (CR 702.164b counts it)."""
    card = _compiled(_modern("Crawling Chorus"))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (create,) = card.definition.abilities[1].effects
    assert create.token.name == "Phyrexian Mite Token"
    assert KeywordAbility("toxic", number=1) in create.token.abilities


def test_a_token_keyword_with_a_cost_is_still_refused():
    card = _text("When this creature dies, create a 2/2 black Zombie creature token with ward {2}.")
    assert not card.fully_compiled


def test_a_creature_with_toxic_is_any_creature_with_a_toxic_ability():
    """"creature you control with toxic" (Necrogen Rotpriest): toxic with any N (CR 702.164b);
    "gets an additional poison counter" is one poison counter more (CR 122.1f)."""
    card = _compiled(_modern("Necrogen Rotpriest"))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    trigger, activated = card.definition.abilities[1:]
    assert trigger.event.subject.keywords == ("toxic",)
    assert activated.targets[0].filter.keywords == ("toxic",)
    (poison,) = trigger.effects
    assert type(poison).__name__ == "GetPoison" and poison.amount == Fixed(1)


def test_decayed_compiles_to_its_static_ability_and_its_trigger():
    """CR 702.147a: "This creature can't block" and "When this creature attacks, sacrifice it
    at end of combat.", both named for the keyword."""
    card = _text("Decayed")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    static, trigger = card.definition.abilities
    assert (static.keyword, trigger.keyword) == ("decayed", "decayed")
    assert static.effect == Restriction(SelfRef(), RestrictedAction.BLOCK)
    assert isinstance(trigger.event, Attacks)
    (delayed,) = trigger.effects
    assert isinstance(delayed, E.CreateDelayedTrigger)


def test_training_compiles_to_a_trigger_on_attacking_with_a_bigger_creature():
    """CR 702.149a: another attacker with power greater than this creature's."""
    card = _text("Training")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (trigger,) = card.definition.abilities
    assert trigger.keyword == "training"
    assert trigger.event.others == 1 and trigger.event.greater_power
    (counter,) = trigger.effects
    assert counter.counter == "+1/+1" and counter.amount == Fixed(1)
