"""Render the typed AST back into canonical rules text (the generator of the pipeline).

The output is in the normalised form the parser reads (lower case, "~" for the
card itself, today's wording), so `render(parse(text)) == text` is the proof
that compiling lost nothing. `display()` turns it into printed style.
Wording that the AST does not keep (it keeps meaning) is chosen by context the
way Oracle text does: "a"/"an", singular/plural, "another" vs "other".
"""
from __future__ import annotations

import dataclasses
import functools
import re
from dataclasses import dataclass
from importlib import resources

from ...runtime import costs as C
from ...runtime import effects as E
from ...runtime.characteristics import CardType, Step, Zone
from ...runtime.events import Whose
from ...runtime.filters import (CardsInZone, Compare, Controller, CounterCount, CountersOn,
                                      CountOf, EachRef, Fixed, ObjectFilter, PowerOf, SelfRef,
                                      SourceState, XValue, YouControl)
from ...runtime.filters import KeywordCostPaid, NotCondition, PlayerHas, PlayerRef
from ...runtime.filters import (AttackedThisTurn, CastFromHand, ControlNone,
                                      CreatureDiedThisTurn, LifeTotal, WasKicked, YourTurn)

from ...runtime.filters import AnyOfConditions, DuringSteps, ManaWasSpent, ObjectFilter, YouControlAtMost
from ...runtime.filters import ObjectIs, SharesCreatureType
from ...runtime.filters import DiedThisTurn, EventAmount, LifeLostThisWay, Times
from ...runtime.filters import BasicLandTypes, CountersRemoved
from ...runtime.filters import PlayerControls
from ..syntax import nodes as A
from ..syntax.symbols import render_mana_cost


class Unrenderable(Exception):
    """The AST holds something the renderer has no wording for (a renderer gap)."""


NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                "ten", "eleven", "twelve", "thirteen"]
STEP_WORDS = {Step.UPKEEP: "upkeep", Step.DRAW: "draw step", Step.END: "end step",
              Step.BEGINNING_OF_COMBAT: "combat", Step.MAIN1: "precombat main phase",
              Step.MAIN2: "postcombat main phase"}
TYPE_PLURALS = {"sorcery": "sorceries"}


@functools.cache
def _subtype_plurals() -> dict[str, str]:
    table = resources.files("cardtext.grammar").joinpath("subtypes.tsv").read_text(encoding="utf-8")
    return dict(row.split("\t") for row in table.splitlines())


@functools.cache
def _printed_subtypes() -> dict[str, str]:
    """Lower-case subtype (or plural) -> as printed: "eldrazi" -> "Eldrazi", "elves" -> "Elves"."""
    out = {}
    for printed, many in _subtype_plurals().items():
        out[printed.lower()] = printed
        out[many] = many[:1].upper() + many[1:]
    return out


def plural(word: str) -> str:
    if word in TYPE_PLURALS:
        return TYPE_PLURALS[word]
    for printed, many in _subtype_plurals().items():
        if printed.lower() == word:
            return many
    return word + "s"


def article(phrase: str) -> str:
    vowel = phrase[:1] in "aeiou" or phrase.startswith(("8", "11/", "18/"))
    return ("an " if vowel else "a ") + phrase


# ---------------------------------------------------------------- numbers
def digits(amount) -> str:
    match amount:
        case Fixed(value=v):
            return str(v)
        case XValue():
            return "x"
        case EventAmount():
            return "that much"
    raise Unrenderable(f"amount {amount!r}")


def word_count(amount, noun: str, nouns: str) -> str:
    """"a card" / "two cards" / "x cards"."""
    match amount:
        case Fixed(value=1):
            return article(noun)
        case Fixed(value=v) if v < len(NUMBER_WORDS):
            return f"{NUMBER_WORDS[v]} {nouns}"
        case Fixed(value=v):
            return f"{v} {nouns}"
        case XValue():
            return f"x {nouns}"
        case EventAmount():
            return f"that many {nouns}"
    raise Unrenderable(f"amount {amount!r}")


# ---------------------------------------------------------------- filters
def filter_words(f: ObjectFilter, many: bool) -> tuple[list[str], str, list[str]]:
    """(prefix words, noun, suffix words) for a filter, singular or plural."""
    pre: list[str] = []
    if f.tapped is False:
        pre.append("untapped")
    elif f.tapped:
        pre.append("tapped")
    if f.combat:
        pre.append(f.combat.replace("_", " "))
    if f.attached_to_source:
        pre.append(CONTEXT.attached_word)
    if f.token is False:
        pre.append("nontoken")                  # "nontoken white permanent"
    pre += [c.name.lower() for c in f.colors] if len(f.colors) != 2 \
        else [" or ".join(c.name.lower() for c in f.colors)]
    pre += ["non" + c.name.lower() for c in f.excluded_colors]
    if f.colorless:
        pre.append("colorless")
    if f.multicolored:
        pre.append("multicolored")
    pre += ["non" + t.value for t in f.excluded_types]
    pre += ["non" + s.value for s in f.excluded_supertypes]
    pre += [s.value for s in f.supertypes]
    return pre, _noun(f, many), _suffix(f, many)


def _noun(f: ObjectFilter, many: bool) -> str:
    words = []
    if len(f.subtypes) == 1:
        words.append(f.subtypes[0].lower())
    elif f.subtypes and many and not (f.types or f.spell or f.card or f.permanent):
        # "vampires or zombies": every alternative is plural (the last one is made plural below)
        words.append(" or ".join([plural(s.lower()) for s in f.subtypes[:-1]] + [f.subtypes[-1].lower()]))
    elif f.subtypes:
        words.append(" or ".join(s.lower() for s in f.subtypes))
    types = [t.value for t in f.types]
    if f.all_types:
        words.append(" ".join(types))
    elif len(types) == 2:
        words.append((" and/or " if f.series_wording == "and/or" else " or ").join(types))
    elif len(types) > 2:
        words.append(", ".join(types[:-1]) + ", or " + types[-1])
    elif types:
        words.append(types[0])
    if f.permanent and (f.card or f.spell):
        words.append("permanent")
    if f.spell:
        words.append("spell")
    elif f.card:
        words.append("card")
    elif f.permanent or not words:
        words.append("permanent")
    noun = " ".join(words)
    if many:
        head, _, last = noun.rpartition(" ")
        noun = (head + " " if head else "") + plural(last)
    return noun


def _suffix(f: ObjectFilter, many: bool) -> list[str]:
    out = []
    zone = []
    if f.zone in (Zone.GRAVEYARD, Zone.HAND, Zone.LIBRARY):
        owner = {Controller.YOU: "your", Controller.OPPONENT: "an opponent's",
                 Controller.DEFENDING: "defending player's"}.get(f.controller, "a")
        if f.zone_wording.endswith(" all"):          # "in all graveyards"
            zone.append(f"{f.zone_wording} {f.zone.value}s")
        else:
            zone.append(f"{f.zone_wording or CONTEXT.zone_prep} {owner} {f.zone.value}")
    elif f.controller is Controller.YOU:
        out.append("you control")
    elif f.controller is Controller.OPPONENT and f.controller_wording:
        out.append(f.controller_wording)
    elif f.controller is Controller.OPPONENT:
        out.append("your opponents control" if many else "an opponent controls")
    elif f.controller is Controller.DEFENDING:
        out.append("defending player controls")
    for test in f.tests:
        name = "mana value" if test.characteristic == "mana_value" else test.characteristic
        side = "less" if test.compare in (Compare.LE, Compare.LT) else "greater"
        if test.than_source is not None:          # "with power less than ~'s power"
            equal = " or equal to" if test.compare in (Compare.LE, Compare.GE) else ""
            out.append(f"with {name} {side} than{equal} ~'s {test.than_source}")
            continue
        out.append(f"with {name} {'x' if test.of_x else test.value} or {side}")
    out += [f"with {k}" for k in f.keywords]
    out += [f"without {k}" for k in f.excluded_keywords]
    if f.with_counter:
        out.append(f"with a {f.with_counter} counter on it")
    if f.saddled_source:
        out.append("that saddled it this turn")
    if f.chosen_color:
        out.append("of the chosen color")
    if f.chosen_subtype:
        out.append({"that": "of that type", "your choice": "of the creature type of your choice"}
                   .get(f.chosen_wording, "of the chosen type"))
    if f.damage_this_turn:
        out.append(DAMAGE_THIS_TURN[f.damage_this_turn])
    if f.attached_to_self or f.host is not None:
        from .targets import attached_suffix
        out.append(attached_suffix(f))
    if f.blocking_self:
        out.append("blocking ~")
    if f.same_name_as:
        from .targets import same_name_suffix
        out.append(same_name_suffix(f))
    if f.named_source:
        out.append("named ~")
    if f.zone is Zone.BATTLEFIELD and f.zone_wording == "on":
        zone.append("on the battlefield")
    return out + zone


DAMAGE_THIS_TURN = {"dealt": "that dealt damage this turn", "dealt_to_you": "that dealt damage to you this turn",
                    "was_dealt": "dealt damage this turn", "was_dealt_that": "that was dealt damage this turn"}


def noun_phrase(f: ObjectFilter, many: bool = False, det: str | None = None) -> str:
    """A filter with an optional determiner: "a"/"each"/"target"/"all"/None."""
    pre, noun, suffix = filter_words(f, many)
    core = " ".join(pre + [noun] + suffix)
    if f.other and f.other_than_self:
        core += " other than ~"
    elif f.other:
        if det in ("a", None) and not many:
            return "another " + core
        core = "other " + core
    if det == "for each":
        return "for each " + core
    if det == "a":
        return article(core)
    return f"{det} {core}" if det else core


# ---------------------------------------------------------------- objects
def obj(phrase) -> str:
    match phrase:
        case A.SelfPhrase():
            return "~"
        case A.ItPhrase():
            return "it"
        case A.ThemPhrase():
            return phrase.wording
        case A.YouPhrase():
            return "you"
        case A.ThatPhrase():
            return f"that {phrase.noun}"
        case A.ThosePhrase():
            return f"those {plural(phrase.noun)}"
        case A.EachPhrase(players=Controller.OPPONENT):
            return "each opponent"
        case A.EachPhrase(players=Controller.ANY):
            return "each player"
        case A.EachPhrase(word="all"):
            return noun_phrase(phrase.filter, True, det="all")
        case A.EachPhrase(word="bare"):
            return noun_phrase(phrase.filter, True)
        case A.EachPhrase(word="bare_one"):
            return noun_phrase(phrase.filter, False)
        case A.EachPhrase():
            return noun_phrase(phrase.filter, det="each")
        case A.UpToPhrase():
            return f"up to {NUMBER_WORDS[phrase.maximum]} " + noun_phrase(phrase.filter, phrase.maximum > 1)
        case A.TargetPhrase():
            return target(phrase)
        case A.ChosenPhrase():
            return counted(phrase.count, phrase.filter)
        case A.PaidPhrase():
            return f"the {phrase.verb} {phrase.noun}"
        case A.ControllerPhrase(of=A.ItPhrase()):
            return "its controller"
        case A.ControllerPhrase():
            return f"{obj(phrase.of)}'s controller"
        case A.DefendingPlayerPhrase():
            return "defending player"
        case A.HeOrShePhrase():
            return phrase.wording
        case A.AnOpponentPhrase():
            return "an opponent"
        case A.ControlledPhrase():
            return controlled(phrase)
    raise Unrenderable(type(phrase).__name__)


def controlled(phrase: A.ControlledPhrase) -> str:
    """"each creature target player controls", "all lands that player controls"."""
    many = phrase.word in ("all", "bare")
    det = {"each": "each", "all": "all", "for each": "for each"}.get(phrase.word)
    verb = "control" if phrase.player == A.HeOrShePhrase("they") else "controls"
    return f"{noun_phrase(phrase.filter, many, det=det)} {obj(phrase.player)} {verb}"


def objs(phrases) -> str:
    return " and ".join(obj(p) for p in phrases)


def target(t: A.TargetPhrase) -> str:
    if t.controlled_by is not None:          # "target creature that player controls"
        return target(dataclasses.replace(t, controlled_by=None)) + f" {obj(t.controlled_by)} controls"
    if t.each_of:
        return "each of " + target(dataclasses.replace(t, each_of=False))
    if t.filter is None:
        noun = "opponent" if t.players is Controller.OPPONENT else "player"
        return f"target {noun}"
    f = t.filter
    if t.players is not None:
        if f.types == (CardType.CREATURE, CardType.PLANESWALKER) and not f.subtypes:
            return "any target"
        f = ObjectFilter(**{**f.__dict__, "types": f.types})
        many = t.maximum > 1 or bool(t.x)
        core = noun_phrase(f, many) + (" and/or players" if many else " or player")
    else:
        core = noun_phrase(f, t.maximum > 1 or bool(t.x))
    if t.x:
        return ("up to x target " if t.x == "up_to" else "x target ") + core
    many_word = "targets"
    if (t.minimum, t.maximum) == (1, 1):
        return ("another target " + core[len("another "):]) if core.startswith("another ") \
            else "target " + core
    if t.minimum == 0 and t.maximum >= 99:
        return f"any number of target {core}"
    if t.minimum == 0:
        return f"up to {NUMBER_WORDS[t.maximum]} target {core}"
    del many_word
    return f"{NUMBER_WORDS[t.maximum]} target {core}"


# ---------------------------------------------------------------- costs
def cost_list(costs) -> str:
    """Costs joined by commas; "... from ~ and sacrifice it" keeps its "and" (Sacrifice.and_it)."""
    text = ""
    for i, c in enumerate(costs):
        if isinstance(c, C.Sacrifice) and c.and_it and i:
            text += " and sacrifice it"
        else:
            text += (", " if i else "") + cost(c)
    return text


def cost(c) -> str:
    match c:
        case C.ManaCost():
            return render_mana_cost(c).lower()
        case C.TapSelf():
            return "{t}"
        case C.UntapSelf():
            return "{q}"
        case C.TapPermanents():
            verb = "untap" if c.untap else "tap"
            return f"{verb} " + counted(c.count, c.filter)
        case C.TapTotalPower():
            return f"tap any number of {noun_phrase(c.filter, True)} with total power {c.power} or greater"
        case C.Sacrifice(self_only=True):
            return "sacrifice ~"
        case C.Sacrifice(count=1, filter=ObjectFilter(attached_to_source=True)):
            return "sacrifice " + noun_phrase(c.filter)      # "sacrifice enchanted creature"
        case C.Sacrifice(x_count=True):
            return "sacrifice x " + noun_phrase(c.filter, True)
        case C.Sacrifice():
            return "sacrifice " + counted(c.count, c.filter)
        case C.PayLife():
            return f"pay {digits(c.amount)} life"
        case C.PayEnergy():
            return "pay " + "{e}" * c.amount
        case C.RemoveCounters(any_number=True):
            return f"remove any number of {c.counter} counters from ~"
        case C.RemoveCounters():
            return "remove " + word_count(c.amount, f"{c.counter} counter", f"{c.counter} counters") + " from ~"
        case C.PutCountersCost():
            return "put " + word_count(c.amount, f"{c.counter} counter", f"{c.counter} counters") + " on ~"
        case C.Discard(whole_hand=True):
            return "discard your hand"
        case C.Discard(x_count=True):
            return "discard x " + noun_phrase(c.filter, True) + (" at random" if c.random else "")
        case C.Discard():
            return "discard " + counted(c.count, c.filter) + (" at random" if c.random else "")
        case C.ExileFromZone(self_only=True):
            if c.filter.zone is Zone.BATTLEFIELD:
                return "exile ~"
            return f"exile ~ from your {c.filter.zone.value}"
        case C.ExileFromZone():
            zone = c.filter.zone
            f = ObjectFilter(**{**c.filter.__dict__, "zone": Zone.BATTLEFIELD})
            return f"exile {counted(c.count, f)} from your {zone.value}"
        case C.ReturnToHandCost(self_only=True):
            return "return ~ to its owner's hand"
        case C.ReturnToHandCost():
            return f"return {counted(c.count, c.filter)} to {'its' if c.count == 1 else 'their'} owner's hand"
        case C.TopOfLibraryCost():
            top = "the top card" if c.count == 1 else f"the top {NUMBER_WORDS[c.count]} cards"
            return (f"exile {top} of your library" if c.exile
                    else f"put {top} of your library into your graveyard")
        case _ if type(c).__name__ == "DiscardSelf":
            return "discard ~"                   # "Discard ~:" (channel, bloodrush)
        case C.Loyalty():
            return f"{c.amount:+d}" if c.amount else "0"
        case C.ExertSelf():
            return "exert ~"
    raise Unrenderable(type(c).__name__)


def counted(n: int, f: ObjectFilter) -> str:
    if n == 1:
        return noun_phrase(f, det="a")
    return f"{NUMBER_WORDS[n]} " + noun_phrase(f, True)


# ---------------------------------------------------------------- mana
def production(p) -> str:
    match p:
        case E.FixedMana():
            options = ["".join("{" + t.value.lower() + "}" for t in bundle) for bundle in p.options]
            text = options[0] if len(options) == 1 else (
                " or ".join(options) if len(options) == 2 else ", ".join(options[:-1]) + ", or " + options[-1])
            if p.additional:
                text = "an additional " + text
            if isinstance(p.times, CountersRemoved):
                text += f" for each {p.times.counter} counter removed this way"
            elif p.times != Fixed(1):
                CONTEXT.zone_prep = "in"
                try:
                    text += " for each " + each_amount(p.times)
                finally:
                    CONTEXT.zone_prep = "from"
            return text
        case E.ChosenColorMana(amount=Fixed(value=1)):
            return "one mana of the chosen color"
        case E.AnyColor(one_color=True, amount=Fixed(value=1)):
            return "one mana of any color"
        case E.AnyColor(one_color=True):
            return f"{count_words(p.amount)} mana of any one color"
        case E.AnyColor() if len(p.colors) == 2:
            a, b = ("{" + t.value.lower() + "}" for t in p.colors)
            return f"{count_words(p.amount)} mana in any combination of {a} and/or {b}"
        case E.AnyColor():
            return f"{count_words(p.amount)} mana in any combination of colors"
        case E.CouldProduce():
            kind = "color" if p.colors_only else "type"
            return f"{count_words(p.amount)} mana of any {kind} that {noun_phrase(p.filter, det='a')} could produce"
        case E.ProducedType():
            return f"{count_words(p.amount)} mana of any type that land produced"
    raise Unrenderable(type(p).__name__)


def count_words(amount) -> str:
    if isinstance(amount, Fixed) and amount.value < len(NUMBER_WORDS):
        return NUMBER_WORDS[amount.value]
    if isinstance(amount, EventAmount):
        return "that many"
    return digits(amount)


def each_amount(amount) -> str:
    match amount:
        case CountOf(ref=EachRef(filter=f)):
            return noun_phrase(f)
        case CountersOn(ref=SelfRef(), counter=k):
            return f"{k} counter on ~"
    raise Unrenderable(f"for each {amount!r}")


def spend(r: E.SpendRestriction) -> str:
    parts = []
    if r.spells is not None:
        f = r.spells
        parts.append("cast " + (noun_phrase(f, det="a") if not _plural_spells(f) else noun_phrase(f, True)))
    if r.ability_sources is not None:
        parts.append("activate abilities of " + noun_phrase(r.ability_sources, True))
    return "spend this mana only to " + " or ".join(parts)


def _plural_spells(f: ObjectFilter) -> bool:
    return bool(f.subtypes) or f.colorless


# ---------------------------------------------------------------- clauses
def clause(c) -> str:
    if isinstance(c, A.ChooseValueClause):
        return f"choose a {c.kind} type"
    if isinstance(c, A.LureClause):
        return (f"{noun_phrase(c.blockers, True, det='all')} able to block {objs(c.objects)}"
                + (" this turn" if c.this_turn else "") + " do so")
    if isinstance(c, A.MustBeBlockedClause):
        subject = "" if c.continued else objs(c.objects) + " "
        return f"{subject}must be blocked" + (" this turn" if c.this_turn else "") + " if able"
    if isinstance(c, A.GRANT_CLAUSES):
        verb = "gain" if _plural_subject(c.objects) else "gains"
        first = "".join(keyword(k) + " and " for k in c.keywords)
        return f'{objs(c.objects)} {verb} {first}"{_quoted_body(c.ability)}"' + _eot(c)
    if isinstance(c, A.LIBRARY_CLAUSES):
        from .library import library_clause
        return library_clause(c)
    if isinstance(c, A.PLAYER_CLAUSES):
        from .players import player_clause
        return player_clause(c)
    if isinstance(c, A.SHIELD_CLAUSES):
        from .shields import shield_clause
        return shield_clause(c)
    if type(c).__module__ == "cardtext.compiler.syntax.nodes_targets":
        from .targets import target_clause
        return target_clause(c)
    from . import triggers as render_triggers
    if type(c).__module__ == "cardtext.compiler.syntax.nodes_triggers":
        return render_triggers.trigger_clause(c)
    match c:
        case A.AddManaClause(player=A.YouPhrase()):
            return "add " + production(c.production)
        case A.AddManaClause():
            return f"{obj(c.player)} adds " + production(c.production)
        case A.ScryClause():
            return f"scry {digits(c.amount)}"
        case A.DrawClause(players=(A.YouPhrase(),), for_each=None, equal_to=True):
            return ("you " if c.you_said else "") + "draw cards equal to " + amount_definition(c.amount)
        case A.DrawClause(players=(A.YouPhrase(),), for_each=None, you_said=True):
            return "you draw " + word_count(c.amount, "card", "cards")
        case A.DrawClause(players=(A.YouPhrase(),), for_each=None):
            return "draw " + word_count(c.amount, "card", "cards")
        case A.DrawClause(for_each=None):
            return f"{objs(c.players)} draws " + word_count(c.amount, "card", "cards")
        case A.DrawClause(players=(A.YouPhrase(),), for_each=tuple() | A.ControlledPhrase()):
            return "draw a card " + for_each(c.for_each)
        case A.DrawClause(for_each=tuple()) | A.DrawClause(for_each=CountersOn()):
            return f"{objs(c.players)} draws a card " + for_each(c.for_each)
        case A.DrawClause():
            return "draw a card for each " + noun_phrase(c.for_each)
        case A.LifeClause():
            return _life(c)
        case A.ExileClause():
            return "exile " + objs(c.objects)
        case A.ExileTopClause():
            return "exile the top card of your library"
        case A.ReturnClause(destination="battlefield_owner"):
            return f"return {objs(c.objects)} to the battlefield under {_owner(c.objects)} owner's control"
        case A.ReturnClause(destination="battlefield_yours"):
            return f"return {objs(c.objects)} to the battlefield under your control"
        case A.ReturnClause(destination="battlefield"):
            origin = f" from your {c.from_zone.value}" if c.from_zone else ""
            return f"return {objs(c.objects)}{origin} to the battlefield" + (" tapped" if c.tapped else "") \
                + (f" attached to {objs(c.attached_to)}" if c.attached_to else "")
        case A.ReturnClause(destination="your_hand"):
            origin = f" from your {c.from_zone.value}" if c.from_zone else ""
            return f"return {objs(c.objects)}{origin} to your hand"
        case A.ReturnClause() if _owner(c.objects) == "their":
            return f"return {objs(c.objects)} to their owners' hands"
        case A.ReturnClause():
            return f"return {objs(c.objects)} to its owner's hand"
        case A.DestroyClause():
            return "destroy " + objs(c.objects)
        case A.PutCountersClause():
            return "put " + word_count(c.amount, f"{c.counter} counter", f"{c.counter} counters") + \
                " on " + objs(c.objects) + _each_suffix(c)
        case A.DoubleCountersClause(counter=None):
            return "double the number of each kind of counter on " + objs(c.objects)
        case A.DoubleCountersClause():
            return f"double the number of {c.counter} counters on " + objs(c.objects)
        case A.CreateTokenClause():
            text = "create " + token(c.amount, c.token, c.tapped)
            if c.players != (A.YouPhrase(),):
                text = f"{objs(c.players)} creates " + token(c.amount, c.token, c.tapped)
            if c.granted is not None:
                text += (' and "' if c.token.keywords else ' with "') + _quoted_body(c.granted) + '"'
            return text + (" " + for_each(c.for_each) if c.for_each is not None else "")
        case A.SacrificeClause(unless=None):
            return "sacrifice " + objs(c.objects)
        case A.SacrificeClause():
            return f"sacrifice {objs(c.objects)} unless you {cost(c.unless)}"
        case A.SacrificeChosenClause(players=(A.YouPhrase(),)):
            return "sacrifice " + counted(c.count, c.filter)
        case A.SacrificeChosenClause():
            return f"{objs(c.players)} sacrifices " + counted(c.count, c.filter)
        case A.DamageClause(itself=True):
            return f"{obj(c.source)} {c.verb} damage to itself equal to {amount_definition(c.amount)}"
        case A.DamageClause(equal_last=True):
            return (f"{obj(c.source)} {c.verb} damage to {objs(c.recipients)} "
                    f"equal to {amount_definition(c.amount)}")
        case A.DamageClause(amount=A.AmountOf()) | A.DamageClause(amount=CountOf()) \
                | A.DamageClause(amount=CountersOn()) | A.DamageClause(amount=A.PlusAmount()) \
                | A.DamageClause(amount=A.TwiceAmount()) | A.DamageClause(amount=A.PlayersCountAmount()):
            return (f"{obj(c.source)} {c.verb} damage equal to {amount_definition(c.amount)} "
                    f"to {objs(c.recipients)}")
        case A.DamageSplitClause():
            first, *rest = c.parts
            return clause(first) + "".join(
                f" and {digits(p.amount)} damage to {objs(p.recipients)}" for p in rest)
        case A.LoseAbilitiesClause():
            verb = "lose" if _plural_subject(c.objects) else "loses"
            return f"{objs(c.objects)} {verb} all abilities" + _eot(c)
        case A.AnimateClause():
            verb = "become" if _plural_subject(c.objects) else "becomes"
            text = f"{objs(c.objects)} {verb} " + article(
                " ".join([f"{c.token.power}/{c.token.toughness}", *c.words]))
            if c.token.keywords:
                text += " with " + " and ".join(c.token.keywords)
            return text + (" " + c.keep if c.keep else "") + _eot(c)
        case A.DividedDamageClause():
            return f"{obj(c.source)} deals {digits(c.amount)} damage divided as you choose among " \
                + _divided_targets(c)
        case A.CopySpellClause():
            return "copy " + objs(c.objects)
        case A.MayPlayClause(until_end_of_turn=True):
            return "you may play " + objs(c.objects) + _eot(c)
        case A.DamageClause(amount=PowerOf()) | A.DamageClause(amount="its_power"):
            return f"{obj(c.source)} {c.verb} damage equal to {_power_of(c.amount)} to {objs(c.recipients)}"
        case A.DamageClause():
            return f"{obj(c.source)} {c.verb} {digits(c.amount)} damage to {objs(c.recipients)}" + _each_suffix(c)
        case A.PumpGainClause():
            verb, gain = ("get", "gain") if _plural_subject(c.objects) else ("gets", "gains")
            return f"{objs(c.objects)} {verb} {c.pt} and {gain} {keyword_list(c.keywords)}" + _eot(c)
        case A.PumpClause():
            return _pump(c)
        case A.GainKeywordClause():
            verb = "gain" if _plural_subject(c.objects) else "gains"
            return f"{objs(c.objects)} {verb} {keyword(c.keyword)}" + \
                _eot(c)
        case A.MayPlayClause():
            return "you may play " + objs(c.objects)
        case A.MayClause(have=True):
            return "you may have " + clause(c.clause)
        case A.MayClause():
            return "you may " + clause(c.clause)
        case A.ChooseClause():
            return "choose " + target(c.target)
        case A.BecomeSaddledClause():
            return f"{objs(c.objects)} becomes saddled until end of turn"
        case A.TapClause():
            return ("untap " if c.untap else "tap ") + objs(c.objects)
        case A.TapOrUntapClause():
            return "tap or untap " + objs(c.objects)
        case A.SkipUntapClause(wording="their controller's"):
            return f"{objs(c.objects)} don't untap during their controller's next untap step"
        case A.SkipUntapClause(wording="their controllers'"):
            return f"{objs(c.objects)} don't untap during their controllers' next untap steps"
        case A.SkipUntapClause(its_controller=True):
            return f"{objs(c.objects)} doesn't untap during its controller's next untap step"
        case A.SkipUntapClause():
            return f"{objs(c.objects)} doesn't untap during your next untap step"
        case A.GainKeywordsClause():
            verb = "gain" if _plural_subject(c.objects) else "gains"
            return f"{objs(c.objects)} {verb} {keyword_list(c.keywords, 'and')} until end of turn"
        case A.FightClause(may_have=True):
            return f"you may have {objs(c.fighters)} fight {objs(c.opponents)}"
        case A.FightClause():
            verb = "fight" if _plural_subject(c.fighters) else "fights"
            return f"{objs(c.fighters)} {verb} {objs(c.opponents)}"
        case A.MayGainLifeClause():
            return f"you may gain {digits(c.amount)} life"
        case A.MillClause(old_wording=True, amount=Fixed(value=1)) if c.players != (A.YouPhrase(),):
            return f"{objs(c.players)} puts the top card of his or her library into his or her graveyard"
        case A.PutOnLibraryClause(yours=True):
            return f"put {objs(c.objects)} on top of your library"
        case A.CounterClause():
            return "counter " + objs(c.objects)
        case A.CounterUnlessClause():
            return f"counter {objs(c.objects)} unless its controller pays {cost(c.cost)}" + _each_suffix(c)
        case A.RegenerateClause():
            return "regenerate " + objs(c.objects)
        case A.DiscardClause(players=(A.YouPhrase(),)):
            return "discard " + word_count(c.amount, "card", "cards") + _each_suffix(c)
        case A.DiscardClause():
            return f"{objs(c.players)} discards " + word_count(c.amount, "card", "cards") + _each_suffix(c)
        case A.SearchClause():
            return _search(c)
        case A.MillClause(players=(A.YouPhrase(),), old_wording=True):
            return f"put the top {count_words(c.amount)} cards of your library into your graveyard"
        case A.MillClause(old_wording=True):
            return (f"{objs(c.players)} puts the top {count_words(c.amount)} cards of his or her library "
                    "into his or her graveyard")
        case A.MillClause(players=(A.YouPhrase(),)):
            return f"mill {word_count(c.amount, 'card', 'cards')}"
        case A.MillClause():
            return f"{objs(c.players)} mills {word_count(c.amount, 'card', 'cards')}"
        case A.PutOnLibraryClause():
            return f"put {objs(c.objects)} on top of its owner's library"
        case A.RestrictClause():
            return f"{objs(c.objects)} can't {c.action} this turn"
        case A.MayPayClause():
            text = cost(c.cost)           # "pay {e}{e}" / "pay 2 life" carry their own verb
            return "you may " + text if text.startswith("pay ") else "you may pay " + text
        case A.TokenCopyClause():
            return "create a token that's a copy of " + objs(c.objects)
        case A.EnergyClause():
            return f"{objs(c.players)} get " + "{e}" * c.amount.value + _each_suffix(c)
        case A.GainControlClause(players=None):
            return "gain control of " + objs(c.objects) + _eot(c)
        case A.GainControlClause():
            verb = "gain" if c.players == (A.YouPhrase(),) else "gains"
            return f"{objs(c.players)} {verb} control of " + objs(c.objects) + _eot(c)
        case A.NoRegenerationClause():
            return f"{c.word} can't be regenerated"
        case A.HaveKeywordsClause():
            return f"{objs(c.objects)} {'have' if c.plural else 'has'} " + keyword_list(c.keywords)
        case A.FogClause():
            return "prevent all combat damage that would be dealt this turn"
        case A.PreventNextClause():
            if c.turn_first:
                return f"prevent the next {digits(c.amount)} damage that would be dealt this turn to {objs(c.objects)}"
            return f"prevent the next {digits(c.amount)} damage that would be dealt to {objs(c.objects)} this turn"
        case A.RevealHandClause() | A.ChooseFromHandClause() | A.DiscardThatClause() \
                | A.RevealDiscardAllClause() | A.DiscardRandomClause() | A.LookTopClause() \
                | A.PutLookedClause() | A.ShuffleIntoLibraryClause() | A.PutFromHandClause():
            return _hands_clause(c)
    raise Unrenderable(type(c).__name__)


REST_WORDS = {"top": "back on top of your library in any order",
              "bottom_any": "on the bottom of your library in any order",
              "bottom_random": "on the bottom of your library in a random order",
              "bottom": "on the bottom of your library", "graveyard": "into your graveyard"}


def _hands_clause(c) -> str:
    match c:
        case A.RevealHandClause(look=True):
            return f"look at target {c.noun}'s hand"
        case A.RevealHandClause():
            return f"{objs(c.players)} reveals {c.his_her} hand"
        case A.ChooseFromHandClause():
            if c.up_to:
                return f"choose up to {NUMBER_WORDS[c.count]} {noun_phrase(c.filter, True)} from it"
            return f"{'you ' if c.you else ''}choose {counted(c.count, c.filter)} from it"
        case A.DiscardThatClause():
            return f"{objs(c.players)} discards {c.noun}"
        case A.RevealDiscardAllClause():
            return (f"{objs(c.players)} reveals {c.his_her} hand and discards "
                    + noun_phrase(c.filter, True, det="all"))
        case A.DiscardRandomClause(players=(A.YouPhrase(),)):
            return "discard " + word_count(c.amount, "card", "cards") + " at random"
        case A.DiscardRandomClause():
            return f"{objs(c.players)} discards " + word_count(c.amount, "card", "cards") + " at random"
        case A.LookTopClause(amount=None):
            return "look at the top card of your library"
        case A.LookTopClause():
            return f"look at the top {count_words(c.amount)} cards of your library"
        case A.PutLookedClause(wording="back"):
            return "put them back in any order"
        case A.PutLookedClause(wording="reveal"):
            return (f"you may reveal {counted(1, c.filter)} from among them "
                    "and put it into your hand")
        case A.PutLookedClause(wording="rest"):
            return "put the rest " + REST_WORDS[c.rest]
        case A.PutLookedClause():
            take = "any number" if c.take is None else count_words(Fixed(c.take))
            return (f"put {take} of them into your {c.take_zone} and the {c.rest_word} "
                    + REST_WORDS[c.rest])
        case A.ShuffleIntoLibraryClause():
            zones = " and ".join(c.zones)
            if c.players == (A.YouPhrase(),):
                return f"shuffle your {zones} into your library"
            text = f"{objs(c.players)} shuffles {c.his_her} {zones} into {c.his_her} library"
            if c.then_draw is not None:
                text += ", then draws " + word_count(c.then_draw, "card", "cards")
            return text
        case A.PutFromHandClause():
            return f"put {counted(c.count, c.filter)} onto the battlefield" \
                + (f" attached to {objs(c.attached_to)}" if c.attached_to else "")
    raise Unrenderable(type(c).__name__)


def _eot(c) -> str:
    return " until end of turn" if c.until_end_of_turn and not CONTEXT.eot_first else ""


def _owner(objects) -> str:
    return "their" if _plural_subject(objects) else "its"


def _power_of(amount) -> str:
    if amount == "its_power":
        return "its power"
    if isinstance(amount, PowerOf) and isinstance(amount.ref, SelfRef):
        return "~'s power"
    raise Unrenderable(f"power of {amount!r}")


def _plural_subject(objects) -> bool:
    only = objects[0] if len(objects) == 1 else None
    return len(objects) > 1 or (isinstance(only, A.TargetPhrase) and only.maximum > 1) \
        or isinstance(only, (A.ThemPhrase, A.ThosePhrase)) \
        or (isinstance(only, A.EachPhrase) and only.word in ("all", "bare"))


def _life(c: A.LifeClause) -> str:
    subject = objs(c.players)
    you = subject == "you"
    verb = ("gain" if you else "gains") if c.gain else ("lose" if you else "loses")
    if c.equal_to:
        return f"{subject} {verb} life equal to {amount_definition(c.amount)}"
    text = f"{subject} {verb} {digits(c.amount)} life"
    return text + (" " + for_each(c.for_each) if c.for_each is not None else "")


def _pump(c: A.PumpClause) -> str:
    verb = "get" if _plural_subject(c.objects) else "gets"
    pt = c.pt or f"{c.power:+d}/{c.toughness:+d}"
    text = f"{objs(c.objects)} {verb} {pt}"
    text += _eot(c)
    if c.for_each is not None:
        text += " " + _pump_each(c.for_each)
    return text


def _search(c: A.SearchClause) -> str:
    f = c.filter
    what = (f"up to {NUMBER_WORDS[c.count]} " + noun_phrase(f, True)) if c.up_to else counted(c.count, f)
    where = "onto the battlefield" + (" tapped" if c.tapped else "") if c.destination == "battlefield" \
        else "into your hand"
    return f"search your library for {what}{c.put_words} {where}{c.shuffle_words}"


def for_each(fe) -> str:
    CONTEXT.zone_prep = "in"
    try:
        return _for_each(fe)
    finally:
        CONTEXT.zone_prep = "from"


def _pump_each(fe) -> str:
    if isinstance(fe, BasicLandTypes):
        return _for_each(fe)
    return noun_phrase(fe, det="for each")


def _divided_targets(c: A.DividedDamageClause) -> str:
    t = c.target
    how = {2: "one or two", 3: "one, two, or three"}.get(t.maximum, "any number of")
    if c.bare:
        return how + " targets"
    core = noun_phrase(t.filter, True) + (" and/or players" if t.players is not None else "")
    return f"{how} target {core}"


def _each_suffix(c) -> str:
    return " " + for_each(c.for_each) if getattr(c, "for_each", None) is not None else ""


def _for_each(fe) -> str:
    match fe:
        case ("player_controls", f, wording):
            return noun_phrase(f, det="for each") + " " + wording
        case ("player_zone", f, wording):
            return noun_phrase(f, det="for each") + " " + wording
        case ("counters_it", k):
            return f"for each {k} counter on it"
        case ("died", f):
            return noun_phrase(f, det="for each") + " that died this turn"
        case ("destroyed", f):
            return noun_phrase(f, det="for each") + " destroyed this way"
        case BasicLandTypes():
            return "for each basic land type among lands you control"
        case CountersOn(ref=SelfRef(), counter=k):
            return f"for each {k} counter on ~"
        case ("those", noun):
            return f"for each of those {plural(noun)}"
        case ("revealed", noun):
            return f"for each {noun} revealed this way"
        case ("each", f):
            return noun_phrase(f, det="for each")
        case A.ControlledPhrase():
            return controlled(fe)
    raise Unrenderable(f"for each {fe!r}")


def token(amount, spec: E.TokenSpec, tapped: bool = False) -> str:
    words = ["tapped"] if tapped else []
    words += [f"{spec.power}/{spec.toughness}"] if spec.power is not None else []
    words += [" and ".join(c.name.lower() for c in spec.colors)] if spec.colors else ["colorless"]
    words += [s.lower() for s in spec.subtypes]
    words += [t.value for t in spec.types]
    many = not (isinstance(amount, Fixed) and amount.value == 1)
    words.append("tokens" if many else "token")
    text = " ".join(words)
    if spec.keywords:
        text += " with " + " and ".join(spec.keywords)
    if not many:
        return article(text)
    return f"{count_words(amount)} {text}"


# ---------------------------------------------------------------- keywords
def keyword(k: A.Keyword) -> str:
    if k.name == "protection":
        return "protection " + " and ".join("from " + quality(q) for q in k.qualities)
    if k.name == "enchant":
        return "enchant " + noun_phrase(k.filter)
    if k.name == "affinity":
        return "affinity for " + noun_phrase(k.filter, True)
    if k.name == "champion":
        return "champion " + noun_phrase(k.filter, det="a")
    if k.name in ("suspend", "awaken", "reinforce"):         # "<keyword> N—{cost}"
        return f"{k.name} {'x' if k.number is None else k.number}—{render_mana_cost(k.cost).lower()}"
    if k.number is not None:
        return f"{k.name} {k.number}"
    if k.cost is not None:
        return f"{k.name} {render_mana_cost(k.cost).lower()}"
    if k.costs:
        return f"{k.name}-" + ", ".join(cost(c) for c in k.costs)
    return k.name


def quality(q) -> str:
    if q is None:
        return "everything"
    if q == ObjectFilter(chosen_color=True):
        return "the chosen color"
    if len(q.colors) == 5 and q == ObjectFilter(colors=q.colors):
        return "all colors"                  # CR 702.16h
    if q.colors and not q.types and not q.subtypes:
        return " and ".join(c.name.lower() for c in q.colors)
    return noun_phrase(q, True)


def keyword_list(keywords, last: str = ", and") -> str:
    words = [keyword(k) for k in keywords]
    if len(words) <= 2:
        return " and ".join(words)
    return ", ".join(words[:-1]) + f"{last} " + words[-1]


# ---------------------------------------------------------------- sentences
def condition(c, wording: str = "") -> str:
    if isinstance(c, ObjectIs) and isinstance(c.ref, SelfRef):
        return "~ is " + noun_phrase(c.filter, det="a")
    if isinstance(c, ObjectIs):
        return "it's " + noun_phrase(c.filter, det="a")
    if isinstance(c, A.WonClash):
        return "you win"
    if isinstance(c, SharesCreatureType):
        return "it shares a creature type with ~"
    match c:
        case WasKicked(cost=C.ManaCost() as kicker):
            return f"it was kicked with its {cost(kicker)} kicker"
        case WasKicked():
            return "it was kicked" if wording == "it" else "~ was kicked"
        case CastFromHand():
            return "you cast it from your hand"
        case KeywordCostPaid(keyword="tribute", paid=False):
            return "tribute wasn't paid"
        case KeywordCostPaid(keyword="prowl", paid=True):
            return "its prowl cost was paid"
        case ManaWasSpent():
            return f"{{{c.mana.value.lower()}}} was spent to cast {'it' if wording == 'it' else '~'}"
        case LifeTotal():
            word = "more" if c.compare is Compare.GE else "less"
            return f"you have {c.value} or {word} life"
        case YourTurn():
            return "it's your turn"
        case ControlNone():
            return "you control no " + noun_phrase(c.filter, True)
        case AttackedThisTurn():
            return "you attacked this turn" if wording == "bare" else "you attacked with a creature this turn"
        case CreatureDiedThisTurn():
            return "a creature died this turn"
        case YouControl(at_least=1, filter=f):
            return "you control " + noun_phrase(f, det="a")
        case YouControlAtMost():
            return f"you control {count_words(Fixed(c.at_most))} or fewer " + noun_phrase(c.filter, True)
        case AnyOfConditions(parts=parts) if all(isinstance(p, YouControl) and p.at_least == 1
                                                for p in parts):
            return "you control " + " or ".join(noun_phrase(p.filter, det="a") for p in parts)
        case YouControl():
            return f"you control {count_words(Fixed(c.at_least))} or more " + noun_phrase(c.filter, True)
        case CounterCount(compare=Compare.GE) if wording in ("has_self", "has_it"):
            who = "~" if wording == "has_self" else "it"
            if c.value == 1:
                return f"{who} has a {c.counter} counter on it"
            return f"{who} has {count_words(Fixed(c.value))} or more {c.counter} counters on it"
        case CardsInZone(zone=Zone.HAND):          # CR 402: "you have N or more cards in hand"
            return f"you have {count_words(Fixed(c.at_least))} or more cards in hand"
        case NotCondition(condition=CardsInZone(zone=Zone.HAND, at_least=1)):
            return "you have no cards in hand"
        case PlayerHas():
            return _player_has(c)
        case CounterCount(compare=Compare.LE, value=0):
            return f"there are no {c.counter} counters on ~"
        case CounterCount():
            return f"there are {count_words(Fixed(c.value))} or more {c.counter} counters on ~"
        case SourceState():
            return f"~ is {c.state}"
        case CardsInZone():
            return f"{count_words(Fixed(c.at_least))} or more cards are in your {c.zone.value}"
    from .targets import target_condition
    words = target_condition(c)
    if words is not None:
        return words
    if isinstance(c, PlayerControls):
        from .players import player_controls
        return player_controls(c)
    from .triggers import trigger_condition
    words = trigger_condition(c, wording)
    if words is not None:
        return words
    raise Unrenderable(f"condition {c!r}")


def _player_has(c: PlayerHas) -> str:
    """"an opponent has 10 or less life", "that player has two or fewer cards in hand" (life
    totals are printed in digits, hand sizes in words)."""
    who = {PlayerRef.YOU: "you have", PlayerRef.EACH_OPPONENT: "an opponent has",
           PlayerRef.EVENT_PLAYER: "that player has"}.get(c.player)
    if who is None:
        raise Unrenderable(f"condition {c!r}")
    if c.quantity == "life":
        return f"{who} {c.value} or {'more' if c.compare is Compare.GE else 'less'} life"
    if c.compare is Compare.LE and c.value == 0:
        return f"{who} no cards in hand"
    return f"{who} {count_words(Fixed(c.value))} or {'more' if c.compare is Compare.GE else 'fewer'} cards in hand"


def amount_definition(a) -> str:
    if isinstance(a, A.RevealedCount):
        return f"the number of {plural(a.noun)} revealed this way"
    if type(a).__name__ == "Devotion":
        return "your devotion to " + " and ".join(c.name.lower() for c in a.colors)
    match a:
        case CountOf(ref=EachRef(filter=f)) if f.zone is Zone.BATTLEFIELD:
            # Oracle says "on the battlefield" when nothing else narrows whose or where
            where = " on the battlefield" if f.controller is Controller.ANY and f.combat is None \
                and not f.attached_to_source and f.zone_wording != "on" else ""
            return "the number of " + noun_phrase(f, True) + where
        case CountOf(ref=EachRef(filter=f)):
            CONTEXT.zone_prep = "in"
            try:
                return "the number of " + noun_phrase(f, True)
            finally:
                CONTEXT.zone_prep = "from"
        case CountersOn(ref=SelfRef(), counter=k):
            return f"the number of {k} counters on ~"
        case A.AmountOf(owner=A.SelfPhrase()):
            return f"~'s {a.characteristic}"
        case A.AmountOf(owner=A.ItPhrase()):
            return f"its {a.characteristic}"
        case A.AmountOf():
            return f"{obj(a.owner)}'s {a.characteristic}"
        case LifeLostThisWay():
            return "the life lost this way"
        case DiedThisTurn(filter=f):
            return f"the number of {noun_phrase(f, True)} that died this turn"
        case A.PlayersCountAmount():
            return f"the number of {noun_phrase(a.filter, True)} {a.wording}"
        case A.PlusAmount():
            return f"{a.word or a.plus} plus {amount_definition(a.amount)}"
        case A.TwiceAmount():
            return f"twice {amount_definition(a.amount)}"
    raise Unrenderable(f"x is {a!r}")


DELAYS = {(Step.END_OF_COMBAT, Whose.THIS_TURN): "at end of combat",
          (Step.END, Whose.NEXT): "at the beginning of the next end step",
          (Step.UPKEEP, Whose.NEXT): "at the beginning of the next turn's upkeep"}


def sentence(s) -> str:
    match s:
        case A.Sentence():
            body = clause(s.clauses[0])
            for join, c in zip(s.joins, s.clauses[1:]):
                body += (", then " if join == "then" else " and ") + clause(c)
            if s.x_is is not None:
                body += ", where x is " + amount_definition(s.x_is)
            if s.delay is not None and s.delay_after:
                body = body + " " + DELAYS[s.delay]
            elif s.delay is not None:
                body = DELAYS[s.delay] + ", " + body
            if s.until_eot_first:
                body = "until end of turn, " + _clauses_eot_first(s)
            if s.until_your_next_turn:
                body = "until the end of your next turn, " + body
            if s.condition is not None:
                body = f"if {condition(s.condition, s.cond_wording)}, " + body
            if s.if_you_do:
                body = "if you do, " + body
            if s.otherwise:
                body = "otherwise, " + body
            # a quoted ability that ends the sentence keeps its period inside the quotes
            return body if body.endswith('."') else body + "."
        case A.ExileIfDiesSentence():
            return "if a creature dealt damage this way would die this turn, exile it instead."
        case A.StillTypeSentence():
            return f"it's still {article(s.noun)}."
        case A.CounterRiderSentence():
            from .shields import COUNTER_RIDERS
            return f"if that spell is countered this way, {COUNTER_RIDERS[s.destination]}."
        case A.NewTargetsSentence():
            return "you may choose new targets for the copy."
        case A.GrantSentence():
            return objs(s.objects) + " " + _predicates((A.GrantPredicate(s.ability, s.plural),), s.plural)
        case A.RestrictionSentence():
            return spend(s.restriction) + "."
        case A.RiderSentence():
            r = s.rider
            return f"if that mana is spent on {noun_phrase(r.spells, det='a')}, it gains {r.keyword}."
        case A.TimingSentence(any_player=str(who)) if who:
            from .players import ANY_PLAYER
            return ANY_PLAYER[who]
        case A.TimingSentence(condition=None, sorcery_speed=True, old_wording=True):
            return "activate this ability only any time you could cast a sorcery."
        case A.TimingSentence(condition=None, sorcery_speed=True):
            return "activate only as a sorcery."
        case A.TimingSentence(max_per_turn=int(n)):
            from .shields import TIMES
            return f"activate {'this ability ' if s.old_wording else ''}no more than {TIMES[n]} each turn."
        case A.TimingSentence(condition=None, once_per_turn=True, old_wording=True):
            return "activate this ability only once each turn."
        case A.TimingSentence(condition=None, once_per_turn=True):
            return "activate only once each turn."
        case A.TimingSentence(during_your_turn=True, old_wording=True):
            return "activate this ability only during your turn."
        case A.TimingSentence(during_your_turn=True):
            return "activate only during your turn."
        case A.TimingSentence(condition=DuringSteps() as c):
            wording = next(w for w, v in A.STEP_TIMINGS.items() if v == (tuple(c.steps), c.yours))
            return ("activate this ability only " if s.old_wording else "activate only ") + wording + "."
        case A.TimingSentence(old_wording=True):
            return f"activate this ability only if {condition(s.condition)}."
        case A.TimingSentence():
            return f"activate only if {condition(s.condition)}."
    if type(s).__module__ == "cardtext.compiler.syntax.nodes_triggers":
        from .triggers import trigger_sentence
        return trigger_sentence(s)
    raise Unrenderable(type(s).__name__)


def _clauses_eot_first(s: A.Sentence) -> str:
    CONTEXT.eot_first = True
    try:
        body = clause(s.clauses[0])
        for join, c in zip(s.joins, s.clauses[1:]):
            body += (", then " if join == "then" else " and ") + clause(c)
    finally:
        CONTEXT.eot_first = False
    return body


def sentences(items) -> str:
    return " ".join(sentence(s) for s in items)


# ---------------------------------------------------------------- triggers and lines
def trigger(cond: A.TriggerCondition, word: str = "whenever") -> str:
    text = _trigger(cond)
    if text.startswith("when ") and word == "whenever":
        return "whenever " + text[len("when "):]
    if text.startswith("whenever ") and word == "when":
        return "when " + text[len("whenever "):]
    return text


def _agree(verb: str, cond) -> str:
    """"you cast" / "an opponent casts": the trigger's verb agrees with its player."""
    return verb if cond.player is Controller.YOU else verb + "s"


def _trigger(cond: A.TriggerCondition) -> str:
    subject = "~" if isinstance(cond.subject, A.SelfPhrase) else (
        noun_phrase(cond.subject, det="a") if cond.subject is not None else "")
    if cond.wording == "bare_subject":
        subject = noun_phrase(cond.subject)
    if cond.wording == "self_or_another":
        subject = "~ or " + noun_phrase(dataclasses.replace(cond.subject, other=True), det="a")
    player = {Controller.YOU: "you", Controller.OPPONENT: "an opponent",
              Controller.ANY: "a player", Controller.DEFENDING: "defending player"}[cond.player]
    match cond.kind:
        case "enters":
            where = {Controller.YOU: " under your control",
                     Controller.OPPONENT: " under an opponent's control"}.get(cond.controller, "")
            return f"when {subject} enters{where}"
        case "dies" if cond.wording == "put_into_graveyard":
            return f"when {subject} is put into a graveyard from the battlefield"
        case "dies" if cond.wording == "put_into_your_graveyard":
            return f"when {subject} is put into your graveyard from the battlefield"
        case "dies":
            return f"when {subject} dies"
        case "attacks_alone":
            return f"whenever {subject} attacks alone"
        case "attacks":
            return f"whenever {subject} attacks" + (" while saddled" if cond.while_saddled else "") \
                + (" you" if cond.player is Controller.YOU else "") \
                + (" or a planeswalker you control" if cond.wording == "or_planeswalker" else "")
        case "blocks":
            return f"whenever {subject} blocks"
        case "attacks_or_blocks":
            return f"whenever {subject} attacks or blocks"
        case "tapped_for_mana" if cond.subject is not None and not isinstance(cond.subject, A.SelfPhrase) \
                and cond.wording not in ("passive", "bare_subject"):
            verb = _agree("tap", cond)
            return f"whenever {player} {verb} {noun_phrase(cond.subject, det='a')} for mana"
        case "tapped_for_mana":
            return f"whenever {subject} is tapped for mana"
        case "cast":
            verb = _agree("cast", cond)
            return f"whenever {player} {verb} {noun_phrase(cond.subject, det='a')}"
        case "cast_self":
            return "when you cast ~"
        case "damage":
            what = "combat damage" if cond.combat_only else "damage"
            who = {Controller.OPPONENT: "an opponent", Controller.YOU: "you",
                   Controller.DEFENDING: "defending player"}.get(cond.player, "a player")
            return f"whenever {subject} deals {what} to {who}"
        case "leaves":
            return f"when {subject} leaves the battlefield"
        case "becomes_blocked":
            return f"whenever {subject} becomes blocked"
        case "blocks_or_blocked":
            return f"whenever {subject} blocks or becomes blocked"
        case "dealt_damage":
            return f"whenever {subject} is dealt damage"
        case "turned_face_up":
            return f"when {subject} is turned face up"
        case "becomes_target":
            by = " an opponent controls" if cond.player is Controller.OPPONENT else ""
            return f"whenever {subject} becomes the target of a spell or ability{by}"
        case "cast_targets_self":
            verb = _agree("cast", cond)
            return f"whenever {player} {verb} {noun_phrase(cond.subject, det='a')} that targets ~"
        case "attacks_unblocked":
            return f"whenever {subject} attacks and isn't blocked"
        case "becomes_blocked_by":
            return f"whenever {subject} becomes blocked by {noun_phrase(cond.other, det='a')}"
        case "blocks_creature":
            return f"whenever {subject} blocks {noun_phrase(cond.other, det='a')}"
        case "blocks_or_blocked_by":
            return f"whenever {subject} blocks or becomes blocked by {noun_phrase(cond.other, det='a')}"
        case "cycle_self":
            return "when you cycle ~"
        case "cycles":
            return f"whenever {player} {_agree('cycle', cond)} a card"
        case "counters_put":
            return f"whenever one or more {cond.counter} counters are put on {subject}"
        case "sacrifice":
            verb = _agree("sacrifice", cond)
            return f"whenever {player} {verb} {noun_phrase(cond.subject, det='a')}"
        case "draw":
            return f"whenever {player} {_agree('draw', cond)} a card"
        case "discard" if cond.wording == "cycle_or_discard":
            return "whenever you cycle or discard a card"
        case "battalion":
            return f"whenever {subject} and at least {count_words(Fixed(cond.number))} other creatures attack"
        case "damage_any":
            return f"whenever {subject} deals {'combat ' if cond.combat_only else ''}damage"
        case "counters_state":
            return f"when there are {count_words(Fixed(cond.number))} or more {cond.counter} counters on ~"
        case "discard":
            verb = _agree("discard", cond)
            return f"whenever {player} {verb} {noun_phrase(cond.subject, det='a')}"
        case "control_none":
            return f"when you control no {noun_phrase(cond.other, True)}"
        case "becomes_untapped":
            return f"whenever {subject} becomes untapped"
        case "damaged_dies":
            return f"whenever {noun_phrase(cond.subject, det='a')} dealt damage by ~ this turn dies"
        case "gain_life":
            return f"whenever {player} {_agree('gain', cond)} life"
        case "enters_or_attacks":
            return f"whenever {subject} enters or attacks"
        case "beginning" if cond.step is Step.BEGINNING_OF_COMBAT and cond.whose is Whose.YOUR:
            return "at the beginning of combat on your turn"
        case "beginning" if cond.whose is Whose.ENCHANTED_CONTROLLER:
            return f"at the beginning of the {STEP_WORDS[cond.step]} of {cond.wording}'s controller"
        case "beginning":
            whose = {Whose.YOUR: "your", Whose.EACH: "each", Whose.OPPONENT: "each opponent's",
                     Whose.NEXT: "the next", Whose.ENCHANTED_PLAYER: "enchanted player's"}[cond.whose]
            whose = {"the": "the", "each_player": "each player's"}.get(cond.wording, whose)
            return f"at the beginning of {whose} {STEP_WORDS[cond.step]}"
    from .triggers import trigger_event_words
    words = trigger_event_words(cond)
    if words is not None:
        return words
    raise Unrenderable(f"trigger {cond.kind}")


def static(line: A.StaticLine) -> str:
    match line.kind:
        case "cant_attack_you":
            return f"{noun_phrase(line.subject, line.plural)} can't attack you."
        case "control_attached":
            return f"you control {noun_phrase(line.subject, False)}."
        case "strive":
            return f"~ costs {cost(line.cost)} more to cast for each target beyond the first."
        case "additional_cost":
            return f"as an additional cost to cast ~, {cost(line.cost)}."
        case "cost_modifier":
            change = "more" if line.more else "less"
            who = " you cast" if line.wording == "you_cast" else ""
            return f"{noun_phrase(line.subject, True)}{who} cost {cost(line.cost)} {change} to cast."
        case "characteristic_pt" if line.wording == "power":
            return f"~'s power is equal to {amount_definition(line.amount)}."
        case "characteristic_pt":
            return f"~'s power and toughness are each equal to {amount_definition(line.amount)}."
        case "self_cost":
            change = "more" if line.more else "less"
            text = f"~ costs {cost(line.cost)} {change} to cast"
            if line.per is not None:
                return text + " " + _for_each_in(line.per) + "."
            return text + f" if {condition(line.condition, line.wording)}."
        case "optional_untap":
            return "you may choose not to untap ~ during your untap step."
        case "cast_only":
            c = line.condition
            wording = next(w for w, v in A.STEP_TIMINGS.items() if v == (tuple(c.steps), c.yours))
            return f"cast ~ only {wording}."
        case "prevent":
            return _prevention(line)
        case "life_floor":
            from .shields import life_floor
            return life_floor(line)
        case "redirect_static" if line.wording == "controller":
            return (f"all damage that would be dealt to {line.attached_word} {line.subject.types[0].value} "
                    f"is dealt to its controller instead.")
        case "redirect_static":
            new = "~" if line.wording == "self" else f"{line.attached_word} {line.per.types[0].value}"
            return f"all damage that would be dealt to you is dealt to {new} instead."
        case "as_though_flash":
            from .shields import as_though_flash
            return as_though_flash(line)
        case "alt_cost":
            from .shields import alt_cost
            return alt_cost(line)
        case "prevent_some":
            from .shields import prevent_some
            return prevent_some(line)
        case "others_enter_tapped":
            from .shields import plural_subject
            return f"{plural_subject(line.subject)} enter tapped."
        case "paired":
            body = (f"as long as ~ is paired with another creature, {line.wording} "
                    + _predicates(line.predicates, line.plural, line.joins))
            return body if body.endswith('"') else body + "."
        case "cant_block":
            what = noun_phrase(line.per, True) if line.per is not None else line.wording
            return f"{noun_phrase(line.subject, True)} can't block {what}."
    many = line.plural
    subject = "~" if isinstance(line.subject, A.SelfPhrase) else noun_phrase(line.subject, many)
    if line.subject_it:
        subject = "it"
    body = subject + " " + _predicates(line.predicates, many, line.joins)
    if line.unless:
        return f"{body} unless {condition(line.condition.condition)}."
    if line.condition is not None and line.condition_first:
        return f"as long as {condition(line.condition, line.cond_wording)}, {body}" + ("" if line.wording == "quoted_end" else ".")
    if line.condition is not None:
        body += " as long as " + condition(line.condition, line.cond_wording)
    return body + ("" if line.wording == "quoted_end" else ".")


def _for_each_in(f: ObjectFilter) -> str:
    """"for each creature card in your graveyard" (a count reads "in", a move reads "from")."""
    CONTEXT.zone_prep = "in"
    try:
        return noun_phrase(f, det="for each")
    finally:
        CONTEXT.zone_prep = "from"


def _prevention(line: A.StaticLine) -> str:
    what = "combat damage" if line.combat_only else "damage"
    if isinstance(line.subject, A.SelfPhrase):
        obj = "~"
    elif isinstance(line.subject, A.YouPhrase):
        obj = "you"
    else:
        obj = noun_phrase(line.subject)
    where = {"to": "to", "to_you": "to", "by": "by", "to_and_by": "to and dealt by"}[line.wording]
    text = f"prevent all {what} that would be dealt {where} {obj}"
    if line.per is not None:
        text += " by " + noun_phrase(line.per, True)
    return text + "."


def _quoted_body(inner: A.AbilityLine) -> str:
    """The text of a quoted ability, which keeps its own period; an enclosing "until end of
    turn, ..." doesn't reach inside the quote."""
    prefix = f"{inner.ability_word} — " if inner.ability_word else ""
    outer, CONTEXT.eot_first = CONTEXT.eot_first, False
    try:
        body = prefix + _line(inner.line)
    finally:
        CONTEXT.eot_first = outer
    return body + ("" if body.endswith(".") else ".")


def _predicates(preds, many: bool, joins=()) -> str:
    words = []
    for p in preds:
        match p:
            case A.PumpPredicate():
                text = ("get " if many else "gets ") + (p.pt or f"{p.power:+d}/{p.toughness:+d}")
                words.append(text + (" " + _pump_each(p.for_each) if p.for_each else ""))
            case A.KeywordPredicate(bare=True):
                words.append(keyword(p.keyword))
            case A.KeywordPredicate():
                words.append(("have " if many else "has ") + keyword(p.keyword))
            case A.RestrictionPredicate(action="untap", wording="its controller's"):
                words.append("doesn't untap during its controller's untap step")
            case A.RestrictionPredicate(action="untap", wording="their controllers'"):
                words.append("don't untap during their controllers' untap steps")
            case A.RestrictionPredicate(action="untap"):
                words.append("doesn't untap during your untap step")
            case A.RestrictionPredicate(action="attack each combat"):
                words.append("attacks each combat if able")
            case A.RestrictionPredicate():
                words.append(f"can't {p.action}")
            case A.BlockingPredicate():
                words.append(_blocking(p))
            case A.GrantPredicate(bare=True):
                words.append('"' + _quoted_body(p.ability) + '"')
            case A.GrantPredicate():
                words.append(("have " if many else "has ") + '"' + _quoted_body(p.ability) + '"')
            case _ if type(p).__module__ == "cardtext.compiler.syntax.nodes_targets":
                from .targets import target_predicate
                words.append(target_predicate(p, many))
    if joins and len(joins) == len(words) - 1:
        text = words[0]
        for join, word in zip(joins, words[1:]):
            text += (" and " if join == "and" else f"{join} ") + word
        return text
    if len(words) <= 2:
        return " and ".join(words)
    return ", ".join(words[:-1]) + ", and " + words[-1]


def _blocking(p: A.BlockingPredicate) -> str:
    match p.kind:
        case "block_only":
            return "can block only " + noun_phrase(p.filter, True)
        case "additional" if p.number is None:
            return "can block any number of creatures"
        case "additional" if p.number == 1:
            return "can block an additional creature each combat"
        case "additional":
            return f"can block an additional {count_words(Fixed(p.number))} creatures each combat"
        case "unblockable_by":
            return "can't be blocked by " + noun_phrase(p.filter, True)
        case "unblockable_except":
            return "can't be blocked except by " + noun_phrase(p.filter, True)
        case "min_blockers":
            return f"can't be blocked except by {count_words(Fixed(p.number))} or more creatures"
        case "max_blockers":
            return "can't be blocked by more than one creature"
    raise Unrenderable(p.kind)


def replacement(line: A.ReplacementLine) -> str:
    match line.kind:
        case "enter_as_copy":
            from .shields import enter_as_copy
            return enter_as_copy(line)
        case "choose":
            return "as ~ enters, choose " + " and ".join(line.choices) + "."
        case "enters_tapped_unless":
            return f"~ enters tapped unless {condition(line.condition, line.cond_wording)}."
        case "enters_with_counters" if line.tapped:
            counters = word_count(line.amount, f"{line.counter} counter", f"{line.counter} counters")
            return f"~ enters tapped with {counters} on it."
        case "enters_with_counters" if line.for_each is not None:
            return f"~ enters with a {line.counter} counter on it {_for_each_in(line.for_each)}."
        case "enters_with_counters_if":
            counters = word_count(line.amount, f"{line.counter} counter", f"{line.counter} counters")
            cond = condition(line.condition, line.cond_wording)
            if line.wording == "if_first":
                return f"if {cond}, it enters with {counters} on it."
            return f"~ enters with {counters} on it if {cond}."
        case "enters_tapped":
            return "~ enters tapped."
        case "enters_with_counters":
            counters = word_count(line.amount, f"{line.counter} counter", f"{line.counter} counters")
            return f"~ enters with {counters} on it."
        case "double_mana":
            who = "you tap" if line.player is Controller.YOU else "a player taps"
            return f"if {who} {noun_phrase(line.filter, det='a')} for mana, it produces twice as much of that mana instead."
        case "replace_mana":
            return (f"if {noun_phrase(line.filter, det='a')} is tapped for mana, it produces "
                    f"{cost(line.mana)} instead of any other type and amount.")
        case "more_counters":
            return (f"if one or more {line.counter} counters would be put on {noun_phrase(line.filter, det='a')}, "
                    f"that many plus {count_words(line.amount)} {line.counter} counters are put on it instead.")
        case "tapped_unless_paid":
            what = (f"reveal {noun_phrase(line.filter, det='a')}" if line.filter is not None
                    else f"pay {digits(line.amount)} life")
            return f"as ~ enters, you may {what}. if you don't, ~ enters tapped."
    raise Unrenderable(line.kind)


def modal_head(head: A.ModalHead) -> str:
    words = {(1, 1): "one", (2, 2): "two", (3, 3): "three", (1, 2): "one or both",
             (1, None): "one or more"}[(head.minimum, head.maximum)]
    text = f"choose {words} —"
    if head.condition is not None:
        return trigger(head.condition, head.word) + ", " + text
    if head.costs is not None:
        return cost_list(head.costs) + ": " + text
    return text


@dataclass
class Context:
    """Wording the card itself decides: "equipped" on an Equipment, else "enchanted"."""

    attached_word: str = "enchanted"
    zone_prep: str = "from"
    eot_first: bool = False          # inside "until end of turn, <clauses>": no duration suffix


CONTEXT = Context()


def render_line(node: A.AbilityLine, subtypes: tuple[str, ...] = ()) -> str:
    """One parsed line -> its canonical normalised text."""
    CONTEXT.attached_word = "equipped" if "Equipment" in subtypes else "enchanted"
    prefix = f"{node.ability_word} — " if node.ability_word else ""
    return prefix + _line(node.line)


def _line(line) -> str:
    match line:
        case A.KeywordLine():
            return ", ".join(keyword(k) for k in line.keywords)
        case A.ActivatedLine():
            return cost_list(line.costs) + ": " + sentences(line.sentences)
        case A.TriggeredLine():
            return trigger(line.condition, line.word) + ", " + sentences(line.sentences)
        case A.ReplacementLine():
            return replacement(line)
        case A.StaticLine():
            return static(line)
        case A.SpellLine():
            return sentences(line.sentences)
        case A.ModeLine():
            return "• " + sentences(line.sentences)
        case A.ModalHead():
            return modal_head(line)
    if type(line).__module__ == "cardtext.compiler.syntax.nodes_triggers":
        from .triggers import trigger_line
        return trigger_line(line)
    raise Unrenderable(type(line).__name__)


def display(text: str, name: str) -> str:
    """Printed style: the card's name for "~", capitals at sentence starts, symbols in upper case."""
    out = re.sub(r"\{[^}]*\}", lambda m: m.group(0).upper(), text.replace("~", name))
    out = re.sub(r"[a-z][a-z'-]*", lambda m: _printed_subtypes().get(m.group(0), m.group(0)), out)
    chars = list(out)
    capital = True
    for i, ch in enumerate(chars):
        if capital and ch.isalpha():
            chars[i] = ch.upper()
            capital = False
        elif ch in ".:•—":
            capital = True
        elif ch.isalnum() or ch in "{+-":
            capital = False
    return "".join(chars)
