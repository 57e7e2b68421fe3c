"""Each keyword of the database (grammar/keywords.toml) against the cards: its reminder template,
filled with the printed parameter, is the reminder text the card prints (CR 207.2a: reminder
text explains the keyword; CR 702.1 and 701.1: it says what the keyword means), and a keyword
ability compiles to its form: the engine's keyword, the activated ability it stands for, or the
abilities of its definition, with the parameter bound (CR 702.1).

The corpus cards of cards.jsonl carry no reminder text (their source strips it); modern.jsonl
prints current Oracle reminders. Every entry either has a corpus reminder its template must
equal, or is listed below with why not.
"""
from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.keywords.database import KeywordKind, Parameter, builtin
from cardtext.compiler.keywords.templates import SLOT, WORDS, fill
from cardtext.compiler.source.card import CardSource
from cardtext.compiler.syntax.symbols import parse_mana_cost
from cardtext.runtime.abilities import KeywordAbility

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus"
ENTRIES = builtin().entries
# Keywords whose engine support (and so their entry: rule, reminder, meaning) is being written
# by the groups implementing them (issue #10); their reminders are checked once those land.
LEFT_TO_THEIR_IMPLEMENTERS = frozenset({"casualty", "decayed", "exploit", "toxic", "training"})
OWN = tuple(e for e in ENTRIES if e.kind is not KeywordKind.ABILITY_WORD   # ability words: no reminder
            and e.name not in LEFT_TO_THEIR_IMPLEMENTERS)

# Printed reminders that differ from the current template, each with why (the template follows
# the current Oracle wording, CR 702 / 701 as of 2025).
PRINTED_VARIANTS = {
    "Exile three cards from your graveyard or sacrifice a Food.":
        "forage after 'you may': its reminder keeps its own capital, not the 'You may' form",
    "Exile cards with total mana value 6 or greater from your graveyard.":
        "collect evidence after 'you may': its reminder keeps its own capital",
    "Exile cards with total mana value 4 or greater from your graveyard.":
        "collect evidence after 'you may': its reminder keeps its own capital",
    "You may promise an opponent a gift as you cast this spell. If you do, when it enters, they draw a card.":
        "gift on a permanent: the gift is an enters trigger (CR 702.174j); the template is the spell's",
    "You may promise an opponent a gift as you cast this spell. If you do, when it enters, they create a tapped 1/1 blue Fish creature token.":
        "gift on a permanent: the gift is an enters trigger (CR 702.174j); the template is the spell's",
    "You descended if a permanent card was put into your graveyard from anywhere.":
        "not scry's reminder: it explains 'descended', earlier in the sentence that ends in scry 1",
    'Effects that say "destroy" don\'t destroy this artifact.':
        "indestructible on a noncreature artifact: its reminder leaves damage out",
    "{2}, Discard this card: Search your library for a Plains card, reveal it, put it into your hand, then shuffe.":
        "a misprint ('shuffe') in a pre-release text of the corpus",
    "Look at the top card of your library. You may put it on the bottom.":
        "scry 1's wording before 'that card' (2024)",
    "Choose any number of permanents and/or players, then give each another counter of each kind already there.":
        "proliferate's wording before March of the Machine (2023)",
    'Create a colorless Clue artifact token with "{2}, Sacrifice this artifact: Draw a card."':
        "investigate's wording before the Clue token got its predefined type line (2021)",
    'Create an Incubator token with two +1/+1 counters on it and "{2}: Transform this artifact." It transforms into a 0/0 Phyrexian artifact creature.':
        "incubate's first printing (March of the Machine, 2023) said 'this artifact'; CR 111.10i and later Oracle text say 'this token'",
}

# Entries with no reminder template, and why (their reminder text names what no slot fills).
NO_TEMPLATE = {
    "affinity": "names its filter ('for artifacts'): no slot fills it",
    "amplify": "names the creature's own types ('each Dragon card'): no slot fills them",
    "champion": "names its filter ('another Faerie'): no slot fills it",
    "compleated": "names the planeswalker's Phyrexian mana symbol: no slot fills it",
    "devour": "says 'twice that many' for devour 2: no slot writes multiples",
    "embalm": "names the card's own types in the token's type line: no slot fills them",
    "eternalize": "names the card's own types in the token's type line: no slot fills them",
    "enchant": "prints no reminder text",
    "bands with other": "prints no reminder text (its cards reprint banding's rules only in older text)",
    "hideaway": "names the card's own type ('When this land enters'): no slot fills it",
    "partner with": "names the other card ('When this creature enters, target player may put Pir into their hand')",
    "craft": "names its materials ('Exile this artifact, Exile an artifact you control ...'): no slot fills them",
    "companion": "prints no reminder text (its condition is the ability's own text)",
    "station": "names the card's own type ('this Spacecraft') and its last station symbol: no slot fills them",
    "protection": "names its quality ('anything red'): no slot fills it",
    "prowl": "names the card's creature types: no slot fills them",
    "amass": "names the Army's creature type ('It's also a Zombie'): no slot fills it",
    "attach": "a basic action: cards print no reminder for it",
    "counter": "a basic action: cards print no reminder for it",
    "create": "a basic action: cards print no reminder for it",
    "destroy": "a basic action: cards print no reminder for it",
    "discard": "a basic action: cards print no reminder for it",
    "exile": "a basic action: cards print no reminder for it",
    "fight": "a basic action: cards print no reminder for it",
    "reveal": "a basic action: cards print no reminder for it",
    "sacrifice": "a basic action: cards print no reminder for it",
    "search": "a basic action: cards print no reminder for it",
    "shuffle": "a basic action: cards print no reminder for it",
    "tap": "a basic action: cards print no reminder for it",
    "untap": "a basic action: cards print no reminder for it",
    "convert": "cards print no reminder for it",
    "vote": "cards print no reminder for it",
    "meld": "cards print no reminder for it",
    "transform": "a basic action: cards print no reminder for it",
    # its cards print the reminder of start your engines! ("... Max speed is 4.") and none of its own
    "max speed": "cards print no reminder for it: start your engines!'s says what max speed is",
    # the Infinity Stones print harness's reminder ("Once harnessed, its ∞ ability is active.")
    "infinity": "cards print no reminder for it: harness's says when it works",
    # "(To behold a Dragon, choose a Dragon you control or reveal a Dragon card from your hand.)"
    "behold": "its reminder names the quality beheld three times, which no slot fills",
    "double": "a basic action: cards print no reminder for it",
    "exchange": "a basic action: cards print no reminder for it",
    "triple": "a basic action: cards print no reminder for it",
    "the ring tempts you": "cards print no reminder for it (the Ring's four abilities are the emblem's, CR 701.54c)",
    "face a villainous choice": "cards print no reminder for it",
    "solved": "Cases print no reminder for it",
    "planeswalk": "a casual-format action: no reminder",
    "set in motion": "a casual-format action: no reminder",
    "abandon": "a casual-format action: no reminder",
    "roll to visit your attractions": "no card prints a reminder for it (CR 701.52a says what it does)",
    "visit": "an Attraction's 'Visit — [effect]' prints no reminder: its lights say when it applies",
}

# Entries whose reminder no corpus card prints (cards.jsonl has none; modern.jsonl's cards don't
# have these keywords with reminder text): their template is checked for shape only.
NOT_IN_CORPUS_REASON = "no corpus card prints its reminder text"


# ---------------------------------------------------------------- reading the printed reminders
NUMBER = r"(?P<number>\d+|X|an?|" + "|".join(WORDS) + r")"


def _number(word: str | None):
    if word is None:
        return None
    if word.isdigit():
        return int(word)
    if word in ("a", "an"):
        return 1
    return "X" if word == "X" else WORDS.index(word)


def _pattern(entry) -> re.Pattern[str]:
    """The keyword as printed before its reminder: "Ward {2} (", "Suspend 4—{1}{U} (",
    "scry 2. (", "you may mill two cards. (" (a keyword action may follow "you may")."""
    name = re.escape(entry.name)
    cost = r"(?P<cost>(?:\{[^}]*\})+|\u2014[^(]*?)"
    shape = {Parameter.NONE: "", Parameter.NUMBER: " " + NUMBER, Parameter.COST: " ?" + cost,
             Parameter.NUMBER_AND_COST: r" (?P<number>\d+|X)\u2014" + cost}.get(entry.parameter, "")
    if entry.kind is KeywordKind.ACTION:
        shape += r"(?: cards?)?\.?"
        start = r"(?:^|\n|[.:,] |[\u2014\u2022] )(?P<may>you may )?"
    else:
        start = r"(?:^|\n|, )"
    return re.compile(start + "(?i:" + name + ")" + shape + r" \((?P<reminder>[^()]*)\)")


@cache
def corpus_texts() -> tuple[str, ...]:
    out = []
    for file in ("cards.jsonl", "modern.jsonl"):
        path = CORPUS / file
        if path.exists():
            for row in path.read_text(encoding="utf-8").splitlines():
                card = json.loads(row)
                out.append(card.get("oracle_text", ""))
                face = card.get("other_face")
                if isinstance(face, dict):
                    out.append(face.get("oracle_text", ""))
    return tuple(out)


@cache
def printed_reminders(name: str) -> tuple[tuple[str, str], ...]:
    """(the reminder the template gives for the printed parameter, the printed reminder)."""
    entry = builtin().get(name)
    out = []
    for text in corpus_texts():
        for m in _pattern(entry).finditer(text):
            number = _number(m.groupdict().get("number"))
            cost = (m.groupdict().get("cost") or "").strip("\u2014 ") or None
            expected = fill(entry.reminder, number, cost)
            if expected and (m.group("may") if "may" in m.groupdict() else None):
                expected = "You may " + expected[0].lower() + expected[1:]
            out.append((expected, m.group("reminder")))
    return tuple(out)


def _id(entry) -> str:
    return entry.name


# ---------------------------------------------------------------- (1) reminder templates
@pytest.mark.parametrize("entry", [e for e in OWN if printed_reminders(e.name) and e.name not in NO_TEMPLATE],
                         ids=_id)
def test_the_reminder_template_is_the_printed_reminder_text(entry):
    """(An entry without a template has its printed reminder checked by its own test: station's
    in tests/compiler/test_stations.py.)"""
    for expected, printed in printed_reminders(entry.name):
        if printed in PRINTED_VARIANTS:
            assert expected != printed                  # an older wording, listed with why
            continue
        assert expected == printed


@pytest.mark.parametrize("entry", OWN, ids=_id)
def test_an_entry_has_its_reminder_template_or_says_why_not(entry):
    if entry.name in NO_TEMPLATE:
        assert not entry.reminder, f"{entry.name} has a template now: remove it from NO_TEMPLATE"
        return
    assert entry.reminder, f"{entry.name}: no reminder template and no reason in NO_TEMPLATE"
    for number in (1, 3, "X"):
        filled = fill(entry.reminder, number, "{1}{G}")
        assert not SLOT.search(filled) and re.fullmatch(r"[A-Z{].*[.\"]", filled), filled


def test_the_entries_without_a_printed_reminder_are_exactly_these():
    """Adding a card that prints an entry's reminder moves that entry to the check against the
    printed text above."""
    missing = {e.name for e in OWN if e.reminder and not printed_reminders(e.name)}
    # keywords whose reminder is printed on a corpus card (and checked above)
    printed = {"changeling", "crew", "cycling", "equip", "forestcycling", "indestructible",
               "islandcycling", "menace", "ninjutsu", "plainscycling", "prowess", "saddle", "ward",
               "investigate", "mill", "proliferate", "scry", "surveil",
               "plot", "warp", "impending", "harmonize",
               "bargain", "gift a card", "gift a tapped fish", "gift a food", "offspring", "incubate"}
    assert printed <= {e.name for e in OWN if e.reminder} - missing   # checked against the card above
    assert missing, NOT_IN_CORPUS_REASON


def test_the_printed_variants_are_printed():
    seen = {printed for e in OWN for _, printed in printed_reminders(e.name)}
    assert set(PRINTED_VARIANTS) <= seen


def test_a_number_slot_follows_the_printed_number():
    """Scry 1 and scry 2 print different sentences; crew and saddle print their total in digits."""
    scry, crew = builtin().get("scry"), builtin().get("crew")
    assert fill(scry.reminder, 1) == ("Look at the top card of your library. You may put that card "
                                      "on the bottom.")
    assert fill(scry.reminder, 2).startswith("Look at the top two cards of your library, then")
    assert "with total power 3 or more" in fill(crew.reminder, 3)
    assert fill(builtin().get("afterlife").reminder, 2) == (
        "When this creature dies, create two 1/1 white and black Spirit creature tokens with flying.")


# ---------------------------------------------------------------- (2) compiled forms
SAMPLE_TEXT = {Parameter.NONE: "{}", Parameter.NUMBER: "{} 2", Parameter.COST: "{} {{2}}{{G}}",
               Parameter.NUMBER_AND_COST: "{} 2\u2014{{1}}{{G}}", Parameter.QUALITY: "{} from red",
               Parameter.ACTIVATED: "{} \u2014 {{2}}: Draw a card.",
               Parameter.ABILITY: "{} \u2014 {{2}}: Draw a card.",
               Parameter.EFFECT: "{} \u2014 Draw a card."}
FILTER_TEXT = {"enchant": "enchant creature", "affinity": "affinity for artifacts",
               "champion": "champion a creature",
               # CR 702.22c: "bands with other [quality]", as the Legends lands grant it
               "bands with other": "bands with other legendary creatures",
               # CR 702.124j: "partner with [name]", another card's name (Ley Weaver's)
               "partner with": "partner with Lore Weaver",
               # CR 702.172a: spree is found on modal spells; it heads its "+ {cost} —" modes
               "spree": "spree\n+ {1} \u2014 Draw a card.\n+ {2} \u2014 Scry 1.",
               # CR 702.183a: tiered heads its "• [name] — [cost] —" modes
               "tiered": "tiered\n\u2022 Look \u2014 {0} \u2014 Scry 1.\n\u2022 See \u2014 {1} \u2014 Draw a card.",
               # CR 702.165a: backup grants the abilities printed below it; cards with backup have one
               "backup": "backup 2\nFlying",
               # CR 702.148a: cleave removes the words in square brackets of the spell's text
               "cleave": "cleave {2}{G}\nDestroy target [attacking] creature.",
               # CR 702.57b: the card is revealed from its owner's hand as a forecast ability's cost
               "forecast": "forecast \u2014 {2}, Reveal this card from your hand: Draw a card.",
               # CR 702.186a: printed as the symbol ∞, followed by the ability it gives
               "infinity": "\u221e \u2014 {2}: Draw a card.",
               # CR 702.139a: "Companion \u2014 [Condition]", a condition on the starting deck
               "companion": "companion \u2014 Each nonland card in your starting deck has an odd mana value.",
               # CR 702.160a: "Prototype [mana cost] \u2014 [power]/[toughness]"
               "prototype": "prototype {2}{g} \u2014 1/1",
               # CR 702.167a: "Craft with [materials] [cost]", on a double-faced card (see holder)
               "craft": "craft with artifact {2}{g}"}
SUBTYPE = {"enchant": "Enchantment \u2014 Aura", "totem armor": "Enchantment \u2014 Aura",
           "umbra armor": "Enchantment \u2014 Aura", "equip": "Artifact \u2014 Equipment",
           "living weapon": "Artifact \u2014 Equipment", "crew": "Artifact \u2014 Vehicle",
           "fortify": "Artifact \u2014 Fortification"}


def holder(entry) -> CardSource:
    """A card of one of the entry's card types whose only line is the keyword."""
    text = FILTER_TEXT.get(entry.name) or SAMPLE_TEXT[entry.parameter].format(entry.name)
    kind = "creature" if "creature" in entry.types else entry.types[0]
    type_line = SUBTYPE.get(entry.name) or {"creature": "Creature \u2014 Test",
                                            "planeswalker": "Planeswalker \u2014 Test"}.get(kind, kind.title())
    body = "2" if type_line.startswith("Creature") or entry.name == "crew" else None
    # craft returns the card transformed: only a double-faced card can (CR 702.167a, 712.1)
    back = CardSource("Keyword Holder Back", "", "", type_line, body, body) if entry.name == "craft" else None
    return CardSource("Keyword Holder", text[0].upper() + text[1:], "{2}", type_line, body, body,
                      loyalty="3" if kind == "planeswalker" else None, back_face=back)


@pytest.mark.parametrize("entry", builtin().of_kind(KeywordKind.ABILITY), ids=_id)
def test_a_keyword_ability_compiles_to_its_form(entry):
    card = compile_card(holder(entry))
    if entry.unsupported:
        assert not card.fully_compiled
        assert [(d.code, d.column) for d in card.diagnostics] == [("CT301", 1)]
        return
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    abilities = card.definition.abilities
    if entry.definition:
        below = abilities[1:] if entry.name == "backup" else ()      # "Flying", printed below backup
        assert below == (KeywordAbility("flying"),) or not below
        abilities = abilities[:len(abilities) - len(below)]
        assert abilities and all(getattr(a, "keyword", None) == entry.name for a in abilities)
        return
    ability, *modal = abilities
    if entry.name == "spree":               # the modes are the spell ability (CR 702.172a, 700.2h)
        (spell,) = modal
        assert [m.cost for m in spell.effects[0].modes] == [parse_mana_cost("{1}"), parse_mana_cost("{2}")]
    elif entry.name == "cleave":            # the printed text, and the cleaved one it carries
        (spell,) = modal
        assert ability.cleaved is not None and ability.cleaved.targets != spell.targets
    elif entry.name == "tiered":            # one mode, its cost paid (CR 702.183a)
        (spell,) = modal
        assert [m.cost for m in spell.effects[0].modes] == [parse_mana_cost("{0}"), parse_mana_cost("{1}")]
        assert spell.effects[0].maximum == 1
    else:
        assert not modal
    if isinstance(ability, KeywordAbility):
        assert ability.name == entry.name
        assert (ability.number == 2) == ("number" in entry.parameter.value)
        assert (ability.cost is not None) == ("cost" in entry.parameter.value)
    else:                                   # a keyword standing for an activated ability (saddle)
        assert getattr(ability, "keyword", None) == entry.name
