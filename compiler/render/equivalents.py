"""The one table of wordings that say the same thing (the round trip compares through it).

Oracle text has been reworded over the years without changing what cards do: "he or she" became
"they" (2019), "enters the battlefield" became "enters" (2024), "converted mana cost" became "mana
value" (2021). The AST keeps meaning only, so the renderer prints the current wording, and the
round trip maps both the input and the rendering to the current wording before comparing. A
wording that is not in this table and differs from the rendering is a real difference.
"""
from __future__ import annotations

import re

from ..source.normalize import WORDING
from .words import plural


def _rule(older: str, current) -> tuple[re.Pattern[str], object]:
    return re.compile(older, re.IGNORECASE), current


# For the rules on groups of objects (EachPhrase, ControlledPhrase) at the end of the table:
# where a clause's subject starts: a line, a sentence, a cost's colon, an ability word's dash, a
# modal bullet, a trigger's comma, a quoted ability
_START = r'(?:^|(?<=[:,.\u2014\u2022] )|(?<=["\u201c]))'
_START_OR_AND = r'(?:^|(?<=[:,.\u2014\u2022] )|(?<=["\u201c])|(?<= and ))'   # or a second subject
_PLURAL_VERBS = {"gets": "get", "gains": "gain", "has": "have", "loses": "lose", "assigns": "assign",
                 "doesn't": "don't", "attacks": "attack"}
# words that end a group's head noun ("creature *you* control", "creature *with* flying")
_AFTER_NOUN = frozenset("you your with without of that an a the defending target on in named able ~".split())


def _plural_group(words: str) -> str:
    """"other creature you control" -> "other creatures you control": the head noun in the plural."""
    parts = words.split()
    head = next((i - 1 for i in range(1, len(parts)) if parts[i].lower() in _AFTER_NOUN
                 or (parts[i].lower() in ("attacking", "blocking") and parts[i + 1:i + 2] in (["~"], ["it"]))),
                len(parts) - 1)
    nouns = [head]
    while nouns[-1] >= 2 and parts[nouns[-1] - 1].lower() in ("or", "and"):
        nouns.append(nouns[-1] - 2)      # "creature or land ...": "creatures or lands ..."
    for i in nouns:
        noun = plural(parts[i].lower())
        parts[i] = noun[:1].upper() + noun[1:] if parts[i][:1].isupper() else noun
    return " ".join(parts)


def _each_subject(m: re.Match[str]) -> str:
    """"each <group> gets ... and gains" -> "<groups> get ... and gain"."""
    out = f"{_plural_group(m.group(1))} {_PLURAL_VERBS[m.group(2).lower()]}"
    if m.group(4):
        out += m.group(3) + _PLURAL_VERBS[m.group(4).lower()]
    return out


# older wording (a regex over canonical text) -> current Oracle wording; ordered: longer first
EQUIVALENT_WORDINGS: tuple[tuple[re.Pattern[str], object], ...] = WORDING + (
    # "the power of the creature tapped this way" is "the tapped creature's power"
    _rule(r"\bthe (power|toughness) of the (\w+) tapped this way\b", r"the tapped \2's \1"),
    # "during each of your turns, you may cast one creature card ...": "one" is "a"
    _rule(r"\b(during each of your turns, you may cast) one\b", r"\1 a"),
    # "the power of the exiled card" is "the exiled card's power" (CR 607.2a)
    _rule(r"\bthe (power|toughness) of the exiled (\w+)\b", r"the exiled \2's \1"),
    # "X plus one" and "X plus 1": Oracle prints both (the renderer the digit)
    _rule(r"\bx plus (one|two|three)\b", lambda m: "x plus " + str(("one", "two", "three").index(m.group(1).lower()) + 1)),
    # "the highest converted mana cost among ..." became "the greatest mana value among ..."
    _rule(r"\bthe highest (mana value|power|toughness) among\b", r"the greatest \1 among"),
    # "if it has mana value 3 or less" / "if its mana value was 2 or less": one test of the
    # object named before, as it is or last was (CR 608.2h)
    _rule(r"\bit has mana value (\d+) or (less|greater)\b", r"its mana value was \1 or \2"),
    # a static "during your turn" holds as long as it's your turn (CR 611.3a)
    _rule(r"\b(has|have|gets?|gains?) ([^.]*?) during your turn(?=\.)", r"\1 \2 as long as it's your turn"),
    _rule(r"\bduring your turn, ([^.]*?\b(?:has|have|gets?|gains?|is) [^.]*?)(?=\.)", r"\1 as long as it's your turn"),
    # "Exile that creature instead if <condition>." is "If <condition>, instead exile that
    # creature." (one sentence, the condition written last or first)
    _rule(_START + r"([^.,;:\"\u2014]+?) instead if ([^.\"]+?)(?=\.)",
          lambda m: f"{'if' if m.group(1)[:1].islower() else 'If'} {m.group(2)}, instead "
                    f"{m.group(1)[:1].lower()}{m.group(1)[1:]}"),
    # "If <condition>, draw two cards instead." is "If <condition>, instead draw two cards."
    _rule(_START + r"if ([^.,;:\"\u2014]+?), ([^.,;:\"\u2014]+?) instead(?=\.)",
          lambda m: f"{'if' if m.group(0)[:1].islower() else 'If'} {m.group(1)}, instead {m.group(2)}"),
    # "deals damage equal to the number of cards in target player's hand to that player": the
    # target named in the amount, as "deals damage to target player equal to ... that player's hand"
    _rule(r"\bdeals damage equal to the number of ([\w ]+?) in target (player|opponent)'s "
          r"(graveyard|hand|library) to that player\b",
          r"deals damage to target \2 equal to the number of \1 in that player's \3"),
    # "you may play it until the end of your next turn" is "until the end of your next turn,
    # you may play it" (one duration, written last or first)
    _rule(r"\buntil the end of your next turn, (you may play [^.]*)(?=\.)", r"\1 until the end of your next turn"),
    # "you may play that card from exile this turn": the card exiled just before, where it is
    _rule(r"\b(you may play (?:that card|those cards|it|them)) from exile this turn\b", r"\1 this turn"),
    # "activate an ability of a Dinosaur source" (2023) is "activate abilities of Dinosaurs"
    _rule(r"\bactivate an ability of an? ([a-z]+) source\b", lambda m: f"activate abilities of {plural(m.group(1))}"),
    # and "activate an ability of an Elemental" (older): the same abilities
    _rule(r"\bactivate an ability of an ([a-z]+)\.", lambda m: f"activate abilities of {plural(m.group(1))}."),
    _rule(r"\b(spend this mana only to cast) an? ([a-z]+) spell (or activate abilities of)\b", r"\1 \2 spells \3"),
    # "that creature also gains flying": "also" says only that an earlier effect applies too
    _rule(r"\balso (gains?)\b", r"\1"),
    # a plane's chaos ability: "whenever you roll {CHAOS}" became "whenever chaos ensues" (2023, CR 311.7)
    _rule(r"\bwhenever you roll \{chaos\}", "whenever chaos ensues"),
    # the main phases' names since 2024 (CR 505.1)
    _rule(r"\bprecombat main phase\b", "first main phase"),
    _rule(r"\bpostcombat main phase\b", "second main phase"),
    # "each creature with modular you control" (older order) is "... you control with modular"
    _rule(r"\bwith ([a-z]+) you control\b", r"you control with \1"),
    # "gets an additional poison counter" (one more, besides toxic's) is "gets a poison counter"
    _rule(r"\b(gets?) an additional poison counter\b", r"\1 a poison counter"),
    # tokens put onto the battlefield attacking (CR 508.4): "create a 1/1 ... token that's tapped
    # and attacking" (older Oracle text) is "create a tapped and attacking 1/1 ... token" (2025)
    _rule(r"\bcreate (an?|[\w-]+) ((?:(?!\btapped\b)[^.\"])*?\btokens?\b(?: with [^.\"]*?)?) "
          r"that(?:'s| are) tapped and attacking\b",
          lambda m: f"create {'a' if m.group(1).lower() in ('a', 'an') else m.group(1)} "
                    f"tapped and attacking {m.group(2)}"),
    _rule(r"\band the rest of the revealed cards\b", "and the rest"),
    # "If you searched your library this way, shuffle it." (a search of library and graveyard): the same condition
    _rule(r"\bif you searched your library this way\b", "if you search your library this way"),
    _rule(r"(and/or (?:graveyard|library) for [^.]*?\breveal it)(?:,? then|,? and) put it\b", r"\1, and put it"),
    # the looked-at cards, named either way: "put one of those cards into your hand"
    _rule(r"\bput (\w+) of those cards\b", r"put \1 of them"),
    # the revealed cards, named either way
    _rule(r"\b(put all [^.]*?) from among them\b", r"\1 revealed this way"),
    _rule(r"\band (?:put )?all other cards revealed this way\b", "and the rest"),
    _rule(r"\bput all cards revealed this way\b", "put the revealed cards"),
    # searching for a card to put on top: ", reveal it, then shuffle and put the card on top"
    _rule(r" ?and reveal (?:it|that card)\. shuffle your library, then put the card on top of it(?=\.)",
          ", reveal it, then shuffle and put the card on top"),
    _rule(r", reveal (?:it|that card), then shuffle your library and put (?:that card|it) on top of it(?=\.)",
          ", reveal it, then shuffle and put the card on top"),
    # "Reveal the top card of your library. If that card is a land card, ..." (or after putting that
    # card into your graveyard): the card, named either way
    _rule(r"\b(top card of [^.]*?\. |mill a card\. )(if) that card is (an?) ", r"\1\2 it's \3 "),
    # "Exile target card from a graveyard. If it was a creature card, ...": a card's characteristics
    # are the same in either zone (grammar: cond_it_was, cards only)
    _rule(r"\bif it was (an?) ([^,.]*?\bcards?),", r"if it's \1 \2,"),
    # "For each nonland card revealed this way, you create ..." = "create ... for each nonland card
    # revealed this way" (the count leading the sentence or ending it)
    _rule(r"\bfor each ([^,.]*? (?:revealed|exiled|destroyed) this way), (?:you (?=create\b))?([^.]*?)(?=\.)",
          r"\2 for each \1"),
    # "you may search ... and reveal it. If you do, shuffle your library and put that card on top of it."
    _rule(r" and reveal it\. if you do, shuffle your library and put that card on top of it(?=\.)",
          ", reveal it, then shuffle and put the card on top"),
    _rule(r", then shuffle your library and put (?:that card|it) on top of it(?=\.)",
          ", then shuffle and put that card on top"),                # the card not revealed
    _rule(r" ?and reveal (?:them\. shuffle your library, then put those cards|those cards\. shuffle your library, then put them) on top of it in any order(?=\.)",
          ", reveal them, then shuffle and put them on top in any order"),
    # a cost revealing a card "in" or "from" your hand (CR 701.16a)
    _rule(r"\b(reveal an? [^.:,]*?cards?) in your hand\b", r"\1 from your hand"),
    # searching a library (CR 701.19): ", reveal it, put it ..., then shuffle." since 2020
    _rule(r"(library for [^.]*?) and reveal them\. put one\b", r"\1, reveal them, put one"),
    _rule(r"(library for [^.]*?)(?:, and| and|,) put (it|them|that card|those cards)\b", r"\1, put \2"),
    _rule(r"(library for [^.]*?)(?:, and| and) (exile|put) (it|them|that card)\b", r"\1 and \2 \3"),
    _rule(r"(library for [^.]*?)\b(reveal|put) that card\b", r"\1\2 it"),
    _rule(r"(library for [^.]*?)\b(reveal|put) that card\b", r"\1\2 it"),
    _rule(r"(library for [^.]*?)\b(reveal|put) those cards\b", r"\1\2 them"),
    _rule(r"(library for [^.]*?)\b(reveal|put) those cards\b", r"\1\2 them"),
    _rule(r"(library for [^.]*?)\breveal (it|them), and put", r"\1reveal \2, put"),
    _rule(r"(library for [^.]*?put them into) (?:his or her|that player's) graveyard", r"\1 their graveyard"),
    _rule(r"\bcasts his or her (\w+ spell each turn)", r"casts their \1"),
    # Carbonize's older wording of the creature named before (CR 614.1a)
    _rule(r"\bif the creature would die this turn\b", "if that creature would die this turn"),
    # two negated words in either order say the same ("nonartifact, nonblack" / "nonblack, nonartifact"):
    # the AST keeps the exclusions, not their order
    _rule(r"\b(non[a-z]+), (non[a-z]+)\b", lambda m: ", ".join(sorted((m.group(1).lower(), m.group(2).lower())))),
    _rule(r"[.,] then shuffle(?: your library)?(?=\.)", ", then shuffle"),
    # mana spent on "creature spells" or on "a creature spell": any one spell of the kind (CR 106.6)
    _rule(r"\b(spend this mana only to cast) an? ([\w-]+) spell\b", r"\1 \2 spells"),
    _rule(r"[.,] then (?:that|the) player shuffles(?: (?:his or her|their) library)?(?=\.)",
          ". then that player shuffles their library"),
    # "activate this ability only ..." became "activate only ..." (2017 and 2021 updates)
    _rule(r"\bactivate this ability (only|no more than)\b", r"activate \1"),
    _rule(r"\b(activate only (?:[^.]*? and only )?)any time you could cast a sorcery", r"\1as a sorcery"),
    # milling (CR 701.13) was keyworded in 2020: "puts the top N cards of their library into
    # their graveyard" is "mills N cards"
    _rule(r"\b(put|puts) the top card of (?:his or her|their|your) library into "
          r"(?:his or her|their|your) graveyard", lambda m: "mill" + m.group(1)[3:] + " a card"),
    _rule(r"\b(put|puts) the top (\w+) cards of (?:his or her|their|your) library into "
          r"(?:his or her|their|your) graveyard", lambda m: f"mill{m.group(1)[3:]} {m.group(2)} cards"),
    # "~ entered the battlefield this turn" became "~ entered this turn" with "enters" (2024)
    _rule(r"\b((?:~|it) entered) the battlefield (this turn)\b", r"\1 \2"),
    _rule(r"\b(put|puts) a number of cards equal to ([^.]+?) from the top of (?:his or her|their|your) library "
          r"into (?:his or her|their|your) graveyard", lambda m: f"mill{m.group(1)[3:]} cards equal to {m.group(2)}"),
    # "dies" means "is put into a graveyard from the battlefield" (CR 700.4), Oracle since 2010
    _rule(r"\bis put into a graveyard from the battlefield\b", "dies"),
    # prevention (CR 615): "dealt this turn to <objects>" is "dealt to <objects> this turn"
    _rule(r"\b(would be dealt) this turn to ([^.]*?)(?=\.|$)", r"\1 to \2 this turn"),
    # "can't play land cards" is "can't play lands" (CR 305.1: only a land card can be played as a land)
    _rule(r"\bcan't play land cards\b", "can't play lands"),
    # "prevent all damage that <objects> would deal" is "prevent all damage <objects> would deal"
    _rule(r"\b(prevent all (?:combat )?damage) that (?!would\b)([^.]*? would deal\b)", r"\1 \2"),
    # a resolved effect's "has shroud for as long as ~ remains tapped" is "gains ..." (CR 611.2b)
    _rule(r"\bhas ([\w ]+?) for as long as\b", r"gains \1 for as long as"),
    # and "dealt this turn by <objects>" is "dealt by <objects> this turn"
    _rule(r"\b(would be dealt) this turn by ([^.]*?)(?=\.|$)", r"\1 by \2 this turn"),
    # a condition on entering with counters, printed before or after (both are Oracle wordings)
    _rule(r"^if ([^,.]*), it enters with ([^.]*?) on it\.", r"~ enters with \2 on it if \1."),
    # the source, named or as "it", after "can't block" (a static ability's last words)
    _rule(r"\bcan't block ~\.$", "can't block it."),
    # a sentence that ends in a quoted ability: the ability's period ends both
    _rule(r'\."\.$', '."'),
    # skipped untap steps of a group's controllers: each object's own controller
    _rule(r"\btheir controller's next untap step\b(?!s)", "their controllers' next untap steps"),
    # an addend printed as a word or in digits ("where X is one plus the number of ...")
    _rule(r"\bone plus\b", "1 plus"),
    # a triggered ability opens with "when" or "whenever" by Oracle style, not meaning (CR 603.1):
    # the renderer derives the word from the event (render/trigger_events.trigger)
    _rule(r'(?:^|(?<=["\u201c])|(?<=\u2014 )|(?<=\. ))whenever\b', "when"),
    # every step of its kind (CR 603.2b, 500.1): "the end step", "each player's end step"
    _rule(r"\bat the beginning of (?:the|each player's) (upkeep|draw step|end step|first main phase"
          r"|second main phase)\b(?! of)", r"at the beginning of each \1"),
    # CR 605.1b: a permanent is tapped for mana by a player, said in either voice
    _rule(r"\b(when(?:ever)?) a player taps (an? [^.,]*?) for mana\b", r"\1 \2 is tapped for mana"),
    # cycling discards the card (CR 702.29a): "cycle or discard a card" is one discard event
    _rule(r"\byou cycle or discard a card\b", "you discard a card"),
    # -- condition wordings (w1: cond_wording, TriggerCondition.wording, pay_word removed): the AST
    # keeps the condition, not how it named the source; one object, "it" once named (CR 201.5)
    # Raid (CR 508.1a: only creatures attack): "you attacked with a creature this turn" is the
    # older wording of "you attacked this turn"
    _rule(r"\byou attacked with a creature this turn\b", "you attacked this turn"),
    # a power or toughness compared with a number (CR 208.1): "is 1 or more" is "is 1 or greater"
    _rule(r"\b(power|toughness) is (\w+) or more\b", r"\1 is \2 or greater"),
    # counters on the source (CR 122.1): "there are N or more <kind> counters on ~" is
    # "~ has N or more <kind> counters on it"; "one or more" is "a"
    _rule(r"\bthere are (\w+) or more (\S+) counters on ~(?=[,.])", r"~ has \1 or more \2 counters on it"),
    _rule(r"(?<!\S)(~|it) has one or more (\S+) counters on it\b", r"\1 has a \2 counter on it"),
    # the source named again right after "When ~ enters" or "~ has ..." is "it" in current Oracle
    _rule(r"^(when ~ enters, if \{[wubrgc]\} was spent to cast) ~(?=,)", r"\1 it"),
    _rule(r"^(when ~ enters, if) ~ (was kicked)(?=,)", r"\1 it \2"),
    _rule(r"^(when ~ enters, sacrifice it unless \{[wubrgc]\} was spent to cast) ~\.", r"\1 it."),
    _rule(r"^(~ (?:has|gets) [^.]*? as long as) ~ has\b", r"\1 it has"),
    # a replacement's or cost's condition names the source by name (the renderer's one form)
    _rule(r"^(~ (?:enters|costs) [^.]*? if) it (was kicked)\.", r"\1 ~ \2."),
    # "if it's bargained" is "if ~ was bargained": the spell's bargain cost was paid (CR 702.166b)
    _rule(r"^(~ costs [^.]*? if) it's (bargained)\.", r"\1 ~ was \2."),
    # the singular "they" (Oracle update of 2019), with the verb that agrees with it
    _rule(r"\bhe or she (control|own|pay|discard|draw|reveal|choose|search|shuffle|sacrifice|return"
          r"|put|lose|gain|mill|cast|tap|untap|exile|attack|block|get)s", r"they \1"),
    _rule(r"\bhe or she (has|does|is|was)",
          lambda m: "they " + {"has": "have", "does": "do", "is": "are", "was": "were"}[m.group(1).lower()]),
    # "lands target player controls don't untap during his or her next untap step": that player's
    _rule(r"\b(?:his or her|their) next untap step\b", "that player's next untap step"),
    _rule(r"\bhe or she\b", "they"),
    _rule(r"\bhis or her\b", "their"),
    _rule(r"\b(T|t)he player (discards|puts|shuffles|casts|may|creates)\b", r"\1hat player \2"),
    _rule(r"\bhim or her\b", "them"),
    # several objects returned "to their owner's hand" (older Oracle text): each to its owner's
    _rule(r"\btheir owner's hand\b", "their owners' hands"),
    # and put onto the battlefield "under their owner's control": each under its owner's
    _rule(r"\btheir owner's control\b", "their owners' control"),
    # ---- printed wording once kept in runtime objects (w4: ObjectFilter.controller_wording,
    # series_wording; SourceEnchanted.it_wording; ObjectCount.wording): the renderer derives them
    # "you don't control" names the opponents' permanents (CR 102.2; ObjectFilter.controller):
    # read after a permanent's noun as "an opponent controls" / "your opponents control"
    _rule(r"\b((?:creature|permanent|artifact|enchantment|land|planeswalker|battle|ability)(s?)(?: with(?:out)? [\w-]+)?)"
          r" you don't control\b",
          lambda m: m.group(1) + (" your opponents control" if m.group(2) else " an opponent controls")),
    _rule(r"\b((?:a|an|target) (?:creature|permanent|artifact|enchantment|land|planeswalker|battle)"
          r"(?: with(?:out)? [\w-]+)?) your opponents control\b", r"\1 an opponent controls"),
    _rule(r"\b(each (?!of\b)[\w-]+(?: with(?:out)? [\w-]+)?) an opponent controls\b",
          r"\1 your opponents control"),
    # two card types as alternatives: "instant and/or sorcery" is "instant or sorcery"
    _rule(r"\b(artifact|creature|enchantment|land|planeswalker|battle|instant|sorcery)(s?) and/or "
          r"(?=(?:artifact|creature|enchantment|land|planeswalker|battle|instant|sorcery|sorcerie)s?\b)",
          r"\1\2 or "),
    # ... and "instant and sorcery spells", two types before one noun (grammar: TYPE_SERIES)
    _rule(r"\b(artifact|creature|enchantment|land|planeswalker|instant|sorcery) and "
          r"(?=(?:artifact|creature|enchantment|land|planeswalker|instant|sorcery) (?:spell|card|permanent)s?\b)",
          r"\1 or "),
    # ... and "each creature and planeswalker they control", two types before their controller
    _rule(r"\b(artifact|creature|enchantment|land|planeswalker)(s?) and (?=(?:artifact|creature|enchantment|"
          r"land|planeswalker)s? (?:they control|he or she controls|you control|your opponents control|"
          r"an opponent controls|(?:target|that) (?:player|opponent) controls)\b)", r"\1\2 or "),
    # the source enchanted, named or "it" (CR 201.5): SourceEnchanted
    _rule(r"\bit's enchanted\b", "~ is enchanted"),
    # the zone is the filter's, its words the clause's (CR 400.1; ObjectFilter.zone_wording removed):
    # Oracle names the battlefield beside a graveyard target and for "attach all Equipment"
    _rule(r"\b(from a graveyard and target [\w ]+?) on the battlefield\b", r"\1"),
    # ... for what "for each" counts and "any" copies: the battlefield, named
    _rule(r"\b((?:for each|a copy of any) (?:other )?(?:creature|permanent|artifact|enchantment|land"
          r"|planeswalker))(?=[.,]|$)", r"\1 on the battlefield"),
    # ... "in" a zone where cards are counted or have an ability, "from" it where they move
    _rule(r"\b(for each (?:[\w ]+? )?cards?) from (?=(?:your|a|an opponent's|their) (?:graveyard|hand|library)\b)",
          r"\1 in "),
    _rule(r"\b(cards?) from ((?:your|a|an opponent's) (?:graveyard|hand|library)) (?=(?:has|have)\b)",
          r"\1 in \2 "),
    _rule(r"\b(return|exile|put) (target (?:[\w ]+? )?cards?) in (?=(?:your|a|an opponent's) (?:graveyard|hand|library)\b)",
          r"\1 \2 from "),
    # ... every graveyard: "all graveyards" for a group, "a graveyard" for one card
    _rule(r"\b((?:for each|number of) (?:[\w ]+? )?cards?) in a graveyard\b", r"\1 in all graveyards"),
    _rule(r"\b(attach all [\w ]+?) on the battlefield (?=to\b)", r"\1 "),
    # the source's counters removed, then the source sacrificed (Sacrifice.and_it removed)
    _rule(r"\b(counters? from ~), sacrifice ~(?=:)", r"\1 and sacrifice it"),
    # the type chosen before, "that type" or "the chosen type" (CR 607.2d; ObjectFilter.chosen_subtype)
    _rule(r"(\bchoose an? [\w ]*?type\b[^\n]*?)\bof that type\b", r"\1of the chosen type"),
    # --- list joins and determiners: Sentence.joins, StaticLine.joins, the trigger sentences'
    # joins, EachPhrase.word, ControlledPhrase.word (the AST keeps none of them;
    # render/clause_lists.py, render/determiners.py)
    # two clauses of a sentence are done in the order written whichever word joins them (CR
    # 608.2c); ", then" is only ever a clause join (grammar: clause_join), so it reads as "and"
    _rule(r", then (?!if\b)", " and "),
    # "loses 1 life, discards a card, sacrifices a creature ...": the same player's list, each
    # item joined as "and" is; "..., then that player discards": the player of the clause before
    _rule(r", (?:and )?(?=(?:draws|discards|sacrifices|loses) )", " and "),
    _rule(r"\b(?<=and )that player (?=(?:draws|discards|sacrifices) )", ""),
    # a group of objects, with "each", "all" or (a subject) no determiner, is every object the
    # filter matches (render/determiners.py): read as the plural without a determiner
    # (subjects) and "all" (objects of the mass actions)
    _rule(r"\breturn each (?!of\b)([^.,;:\"]*?) to its owner's hand\b",
          lambda m: f"return all {_plural_group(m.group(1))} to their owners' hands"),
    _rule(r"(?<= and )each (?!of\b|player\b|opponent\b)([^.,;:\"]*?) (?=(?:get|gain|have|lose)\b)",
          lambda m: f"all {_plural_group(m.group(1))} "),
    _rule(_START + r"each (?!of\b|player\b|opponent\b)([^.,;:\"]*?) (gets|gains|has|loses|assigns|doesn't|attacks)(?![\w'])"
          r"(?:([^.,;:\"]*? and )(gets|gains|has|loses)\b)?", _each_subject),
    _rule(_START_OR_AND + r"all ([\w-]+)(?=[^.,;:\"]*? (?:get|gain|have|lose|can't|don't)\b)",
          r"\1"),
    _rule(r"\b(destroy|exile|tap|untap) each (?!of\b)([^.,;:\"]*?)(?=[.,;:\"]|$| and\b| until\b)",
          lambda m: f"{m.group(1)} all {_plural_group(m.group(2))}"),
    _rule(r"\b(all [^.,;:\"]*?) and all (?=[\w-])", r"\1 and "),
    # groups of one controller, "you control" after each or once after the last (ss_groups)
    _rule(r"\b(?<![\w-] )([A-Z][\w -]*?) you control and ([\w -]+?) you control\b", r"\1 and \2 you control"),
    # the objects of a prevention shield (CR 615.1a): Oracle's "each" and no determiner
    _rule(r"(?<=\bwould be dealt )((?:this turn )?(?:to|by|to and dealt by) )each (?!of\b|player\b|opponent\b)"
          r"([^.,;:\"]*?)(?= and\b| this turn\b|[.,;:\"]|$)",
          lambda m: m.group(1) + _plural_group(m.group(2))),
    _rule(r"\b(prevent all (?:combat )?damage )each (?!of\b)([^.,;:\"]*?)(?= would deal\b)",
          lambda m: m.group(1) + _plural_group(m.group(2))),
    # the first upkeep to begin after the delayed trigger is created is the next turn's (CR 603.7)
    _rule(r"\bat the beginning of the next upkeep\b", "at the beginning of the next turn's upkeep"),
) + (
    # ---- word order (Sentence: delay and "until end of turn"; StaticLine: "as long as";
    # UnlessSentence: "unless you <cost>"; DamageClause: "equal to <amount>"): the AST keeps no
    # order; each rule moves a phrase to one place on both sides of the comparison, so either
    # order reads alike
    # a delayed trigger's timing before or after its clauses (CR 603.7a)
    _rule(r"(?:^|(?<=\. )|(?<=, )|(?<=: )|(?<=\u2014 ))(at end of combat|at the beginning of the next end step"
          r"|at the beginning of the next turn's upkeep|at the beginning of your next upkeep"
          r"|at the beginning of your next end step|at the beginning of the next cleanup step), ([^.\"]+)\.",
          lambda m: f"{m.group(2)} {m.group(1).lower()}."),
    # a duration before or after the effects it applies to (CR 611.2a)
    _rule(r"(?:^|(?<=\. )|(?<=, )|(?<=: )|(?<=\u2014 ))until end of turn, ((?:[^.\"]|\"[^\"]*\")+)(?:\.|(?<=\.\"))(?= |$)",
          lambda m: f"{m.group(1)} until end of turn."),
    # a spell's static whose condition is how it was cast (CR 601.2i): "if" holds as "as long as"
    _rule(r"^if (you revealed [^,.\"]+ as you cast ~), ~ (can't be countered)\.$", r"~ \2 as long as \1."),
    # a static ability's condition before or after it (CR 604.1); a whole line only
    _rule(r"(?:^|(?<=\u2014 ))as long as ([^,.\"]+), ([^.\"]+)\.$",
          lambda m: f"{m.group(2)} as long as {m.group(1).lower()}."),
    # ... and the source named once, then "it": "~ has reach as long as it has ..." (CR 201.5)
    _rule(r"^(?:it|~) ([^.\"]+?) as long as ~ ", r"~ \1 as long as it "),
    # a choice to pay before or after the one clause it stops (CR 118.12)
    _rule(r"(?:^|(?<=\. )|(?<=, )|(?<=: )|(?<=\u2014 ))unless you ([^,.\"]+), ([^,.\"]+)\.",
          lambda m: f"{m.group(2)} unless you {m.group(1)}."),
    # damage "equal to <amount>" before or after its recipients (CR 120.1)
    _rule(r"\b(deals?|deal) damage to ((?:(?!\bequal to\b)[^.,\"])+?) equal to ((?:(?! unless\b)[^.,\"])+)(?=\.| unless\b)",
          r"\1 damage equal to \3 to \2"),
)


def current_wording(text: str) -> str:
    """`text` with every older wording of the table replaced by the current one."""
    for pattern, current in EQUIVALENT_WORDINGS:
        text = pattern.sub(lambda m, c=current: _keep_capital(m, c), text)
    return text


def _keep_capital(m: re.Match[str], current) -> str:
    """The current wording, capitalised where the older one opened a printed sentence."""
    out = current(m) if callable(current) else m.expand(current)
    return out[:1].upper() + out[1:] if m.group(0)[:1].isupper() else out
