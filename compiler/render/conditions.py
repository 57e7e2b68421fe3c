"""Conditions in words: "if ~ was kicked", "as long as you control an artifact", "if an opponent
has 10 or less life", "defending player controls an island", "enchanted creature is white"."""
from __future__ import annotations

import dataclasses

from ...runtime import costs as C
from ...runtime.characteristics import CardType, Zone
from ...runtime.filters import (ControlledAsCast, VoteWon, AllOfConditions, AnyOfConditions, AttachedMatches, AttackedThisTurn,
                                BeenAttackedThisStep, CardsInZone, CardTypesInGraveyard, CastFromGraveyard, CastSpellThisTurn,
                                CastFromHand, WasCast, EnteredThisTurn, CitysBlessing, CompletedADungeon, Compare, Controller, ControlNone,
                                ControllerOf, CounterCount, CreatureDiedThisTurn, DiscardedThisWay, Fixed, KeywordCostPaid,
                                LifeTotal, XIs, SourceAttackedThisTurn, ManaWasSpent, NotCondition, ObjectCount, ObjectFilter, OpponentControlsAtLeast,
                                ObjectIs, OPPONENT_CONTROLS, PermanentLeftThisTurn, PlayerControls, PlayerHas,
                                NonlandPermanentLeftThisTurn, SpellsCastThisTurn, SpellsCastLastTurn, SpellWarpedThisTurn,
                                DescendedThisTurn, NonlandPermanentsEntered, CrimeThisTurn, PermanentEnteredThisTurn,
                                PlayerRef, SelfRef, SharesCreatureType, SourceEnchanted, SourceInZone,
                                SourceState, TotalPower, WasKicked, YouControl, YouControlAtMost,
                                YourTurn, OwnAndControlMeldPair, AbilityActivatedThisTurn)
from ..source.self_names import MELD_PARTNER
from ..syntax import nodes as A

from .words import article, CONTEXT, count_words, number_word, source_word, Unrenderable
from .filters import noun_phrase, on_the_battlefield
from .costs import cost


def number_is(f: ObjectFilter) -> str:
    """"power is 4 or greater": a filter of one power or toughness test against a number; ""
    for any other filter."""
    if len(f.tests) != 1 or f != ObjectFilter(tests=f.tests):
        return ""
    test = f.tests[0]
    if test.characteristic not in ("power", "toughness") or test.compare not in (Compare.GE, Compare.LE) \
            or test.of_x or test.than_own or test.than_source or test.than_source_counters:
        return ""
    side = "less" if test.compare is Compare.LE else "greater"
    return f"{test.characteristic} is {test.value} or {side}"


def _is_comparison(c) -> bool:
    """"its power is greater than ~'s power": an ObjectIs whose filter is one such test."""
    return isinstance(c, ObjectIs) and c.ref is None and len(c.filter.tests) == 1 \
        and c.filter.tests[0].than_source is not None \
        and c.filter == ObjectFilter(tests=c.filter.tests)


def _comparison(c) -> str:
    test = c.filter.tests[0]
    word = "less" if test.compare is Compare.LT else "greater"
    return f"its {test.characteristic} is {word} than ~'s {test.than_source}"


def condition(c) -> str:
    if _is_comparison(c):
        return _comparison(c)
    if isinstance(c, AnyOfConditions) and all(_is_comparison(p) for p in c.parts):
        return " or ".join(_comparison(p) for p in c.parts)
    if isinstance(c, ObjectIs) and isinstance(c.ref, SelfRef) and number_is(c.filter):
        return "~'s " + number_is(c.filter)
    if isinstance(c, ObjectIs) and isinstance(c.ref, SelfRef):
        return "~ is " + noun_phrase(c.filter, det="a")
    if isinstance(c, ObjectIs) and c.filter == OPPONENT_CONTROLS:
        return "an opponent controls that creature"
    if isinstance(c, ObjectIs) and _mana_value_only(c.filter):
        (test,) = c.filter.tests
        side = "less" if test.compare in (Compare.LE, Compare.LT) else "greater"
        return f"its mana value was {test.value} or {side}"
    if isinstance(c, ObjectIs):
        return "it's " + noun_phrase(c.filter, det="a")
    if isinstance(c, AllOfConditions):      # "an opponent controls a Plains and you control a Swamp"
        return " and ".join(condition(p) for p in c.parts)
    if isinstance(c, A.ThatObjectIs):
        return f"that {c.noun} is {that_quality(c.quality)}"
    if isinstance(c, A.ThisWayIncludes):
        return f"{article(noun_phrase(c.filter))} {'was' if c.was else 'is'} {c.verb} this way"
    if isinstance(c, A.WonClash):
        return "you win"
    if isinstance(c, SharesCreatureType):
        return "it shares a creature type with ~"
    match c:
        case WasKicked(cost=C.ManaCost() as kicker):
            return f"it was kicked with its {cost(kicker)} kicker"
        case WasKicked():
            return f"{source_word()} was kicked"
        case CastFromHand():
            return "you cast it from your hand"
        case CastFromGraveyard():             # CR 601.2a
            return "~ was cast from a graveyard"
        case OwnAndControlMeldPair():          # CR 701.42a; the partner's name as the line was read
            return f"you both own and control ~ and a creature named {MELD_PARTNER}"
        case WasCast():
            return "you cast it"
        case EnteredThisTurn():
            return "~ entered this turn"
        case KeywordCostPaid(keyword="tribute", paid=False):
            return "tribute wasn't paid"
        case KeywordCostPaid(keyword="gift", paid=True):
            return "the gift was promised"
        case KeywordCostPaid(keyword="gift", paid=False):
            return "the gift wasn't promised"
        case KeywordCostPaid(keyword="behold", paid=True):      # the one behold cost the spell has
            return "a permanent was beheld"
        case KeywordCostPaid(keyword="collect evidence", paid=True):
            return "evidence was collected"
        case KeywordCostPaid(keyword="bargain", paid=True):
            return f"{source_word()} was bargained"
        case KeywordCostPaid(keyword="prowl", paid=True):
            return "its prowl cost was paid"
        case KeywordCostPaid(keyword="casualty", paid=True):
            return "a casualty cost was paid for it"
        case ManaWasSpent():
            return f"{{{c.mana.value.lower()}}} was spent to cast {source_word()}"
        case SourceAttackedThisTurn():
            return f"{source_word()} attacked this turn"
        case NotCondition(condition=SourceAttackedThisTurn()):
            return f"{source_word()} didn't attack this turn"
        case NotCondition(condition=AttackedThisTurn(at_least=1)):
            return "you didn't attack with a creature this turn"
        case XIs():
            return f"x is {c.value} or {'more' if c.compare is Compare.GE else 'less'}"
        case LifeTotal():
            word = "more" if c.compare is Compare.GE else "less"
            return f"you have {c.value} or {word} life"
        case YourTurn():
            return "it's your turn"
        case DiscardedThisWay(filter=None):
            return "you discarded a card this way"
        case DiscardedThisWay():
            return f"{article(noun_phrase(c.filter))} is discarded this way"
        case ControlNone():
            return "you control no " + noun_phrase(c.filter, True)
        case AttackedThisTurn(at_least=1):  # Raid's current wording; only creatures attack (CR 508.1a)
            return "you attacked this turn"
        case AttackedThisTurn():            # "you attacked with three or more creatures this turn" (CR 508.1)
            return f"you attacked with {count_words(Fixed(c.at_least))} or more creatures this turn"
        case CreatureDiedThisTurn():
            return "a creature died this turn"
        case YouControl(at_least=1, filter=f):
            return "you control " + noun_phrase(f, det="a")
        case OpponentControlsAtLeast():            # each opponent on their own (CR 102.2)
            return f"an opponent controls {count_words(Fixed(c.at_least))} or more " + noun_phrase(c.filter, True)
        case YouControlAtMost():
            return f"you control {count_words(Fixed(c.at_most))} or fewer " + noun_phrase(c.filter, True)
        case AnyOfConditions(parts=parts) if all(isinstance(p, YouControl) and p.at_least == 1
                                                for p in parts):
            return "you control " + " or ".join(noun_phrase(p.filter, det="a") for p in parts)
        case AnyOfConditions(parts=(KeywordCostPaid(keyword="reveal", paid=True), ControlledAsCast(filter=f))):
            # CR 601.2i: the spell's optional reveal, or what its caster controlled as it was cast
            quality = dataclasses.replace(f, controller=Controller.ANY)
            return (f"you revealed {noun_phrase(dataclasses.replace(quality, card=True), det='a')} or controlled "
                    f"{noun_phrase(quality, det='a')} as you cast ~")
        case AnyOfConditions(parts=(YouControl(at_least=1) as mine, ObjectCount(at_least=1) as there)):
            # "you control a Desert or there is a Desert card in your graveyard"
            CONTEXT.zone_prep = "in"
            try:
                return f"you control {noun_phrase(mine.filter, det='a')} or there is {noun_phrase(there.filter, det='a')}"
            finally:
                CONTEXT.zone_prep = "from"
        case YouControl():
            return f"you control {count_words(Fixed(c.at_least))} or more " + noun_phrase(c.filter, True)
        case CounterCount(ref=SelfRef() | None, compare=Compare.GE):     # counters on the source or "it" (CR 122.1)
            who = source_word() if c.ref is not None else "it"
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
        case SourceState():
            return f"~ is {c.state}"
        case VoteWon():                            # CR 701.38a
            return f"{c.choice} gets more votes" + (" or the vote is tied" if c.or_tied else "")
        case CardsInZone():
            return f"{count_words(Fixed(c.at_least))} or more cards are in your {c.zone.value}"
    words = target_condition(c)
    if words is not None:
        return words
    if isinstance(c, PlayerControls):
        return player_controls(c)
    words = trigger_condition(c)
    if words is not None:
        return words
    raise Unrenderable(f"condition {c!r}")


def _mana_value_only(f: ObjectFilter) -> bool:
    """A filter that says only "mana value N or less/greater" (no kind of object)."""
    return len(f.tests) == 1 and f.tests[0].characteristic == "mana_value" and not f.tests[0].of_x \
        and f.tests[0].than_source is None and f == ObjectFilter(tests=f.tests)


def _player_has(c: PlayerHas) -> str:
    """"an opponent has 10 or less life", "that player has two or fewer cards in hand" (life
    totals are printed in digits, hand sizes in words)."""
    who = {PlayerRef.YOU: "you have", PlayerRef.EACH_OPPONENT: "an opponent has",
           PlayerRef.EVENT_PLAYER: "that player has", PlayerRef.EACH_PLAYER: "a player has",
           ControllerOf(None): "its controller has"}.get(c.player)
    if who is None:
        raise Unrenderable(f"condition {c!r}")
    if c.every:                                   # "each player has no cards in hand"
        if c.player != PlayerRef.EACH_PLAYER or c.quantity != "hand" or c.value != 0:
            raise Unrenderable(f"condition {c!r}")
        return "each player has no cards in hand"
    if c.quantity == "library" and c.player == PlayerRef.YOU and c.compare is Compare.LE and c.value == 0:
        return "your library has no cards in it"            # CR 401
    if c.quantity == "library" and c.player == PlayerRef.EACH_PLAYER and c.compare is Compare.LE:
        from ..keywords.templates import number_words    # Oracle words it up to twenty (CR 401)
        return f"a library has {number_words(c.value)} or fewer cards in it"
    if c.quantity == "damage" and c.compare is Compare.GE:     # damage totals in digits (CR 120)
        return f"{who.rsplit(' ', 1)[0]} was dealt {c.value} or more damage this turn"
    if c.quantity not in ("life", "poison", "hand"):
        raise Unrenderable(f"condition {c!r}")
    if c.quantity == "life":
        return f"{who} {c.value} or {'more' if c.compare is Compare.GE else 'less'} life"
    if c.quantity == "poison":
        return f"{who} {count_words(Fixed(c.value))} or more poison counters"
    if c.compare is Compare.LE and c.value == 0:
        return f"{who} no cards in hand"
    return f"{who} {count_words(Fixed(c.value))} or {'more' if c.compare is Compare.GE else 'fewer'} cards in hand"


def quality_words(q: ObjectFilter) -> str:
    """"white" / "a Human" / "untapped": what "enchanted creature is ..." says about it."""
    if q.colors and q == ObjectFilter(colors=q.colors) and len(q.colors) == 1:
        return q.colors[0].name.lower()
    if q.subtypes and q == ObjectFilter(subtypes=q.subtypes) and len(q.subtypes) == 1:
        return article(q.subtypes[0].lower())
    if q == ObjectFilter(tapped=q.tapped) and q.tapped is not None:
        return "tapped" if q.tapped else "untapped"
    raise Unrenderable(f"quality {q!r}")


def that_quality(q: ObjectFilter) -> str:
    """"a Zombie" (a noun, with its article) / "white or blue", "attacking", "1/1" (one adjective,
    no noun): what "that creature is ..." says about it."""
    if q.types or q.subtypes:
        return article(noun_phrase(q))
    words = noun_phrase(dataclasses.replace(q, types=(CardType.CREATURE,)))
    if not words.endswith(" creature"):
        raise Unrenderable(f"quality {q!r}")
    return words[:-len(" creature")]


def source_attachment(c: ObjectCount) -> str:
    """"equipped" / "enchanted" for a count of one Equipment / Aura attached to the source (CR
    301.5a, 303.4b), else ""."""
    for kind, word in (("Equipment", "equipped"), ("Aura", "enchanted")):
        if c.at_least == 1 and c.filter == ObjectFilter(subtypes=(kind,), attached_to_self=True):
            return word
    return ""


def target_condition(c) -> str | None:
    """Words of a condition of this family, None if it isn't one."""
    if isinstance(c, AttachedMatches) and number_is(c.quality):
        return f"{noun_phrase(c.attached)}'s {number_is(c.quality)}"
    if isinstance(c, AttachedMatches):
        return f"{noun_phrase(c.attached)} is {quality_words(c.quality)}"
    if isinstance(c, ObjectCount) and source_attachment(c):
        return "~ is " + source_attachment(c)
    if isinstance(c, ObjectCount) and c.at_least == 1 and c.filter.attached_to_source:
        return "~ is attached to " + article(noun_phrase(dataclasses.replace(c.filter, attached_to_source=False)))
    if isinstance(c, ObjectCount) and c.at_least == 1 and c.filter.controller is Controller.OPPONENT \
            and c.filter.zone is Zone.BATTLEFIELD:
        return "an opponent controls " + noun_phrase(dataclasses.replace(c.filter, controller=Controller.ANY),
                                                    det="a")
    if isinstance(c, ObjectCount):
        CONTEXT.zone_prep = "in"
        try:
            return (f"there are {number_word(c.at_least)} or more {noun_phrase(c.filter, True)}"
                    + on_the_battlefield(c.filter))
        finally:
            CONTEXT.zone_prep = "from"
    return None


PLAYER_WORDS = {PlayerRef.DEFENDING: "defending player", PlayerRef.EVENT_PLAYER: "that player",
                PlayerRef.TARGET_PLAYER: "target player"}


def player_controls(c: PlayerControls) -> str:
    """"defending player controls an island" / "defending player controls no walls"."""
    who = PLAYER_WORDS[c.player]
    if c.none:
        return f"{who} controls no " + noun_phrase(c.filter, True)
    return f"{who} controls " + noun_phrase(c.filter, det="a")


def trigger_condition(c) -> str | None:
    """The words of a condition of this family; None if `c` isn't one."""
    match c:
        case CardTypesInGraveyard():
            return f"there are {count_words(Fixed(c.at_least))} or more card types among cards in your graveyard"
        case TotalPower():
            return f"creatures you control have total power {c.at_least} or greater"
        case PermanentLeftThisTurn():
            return "a permanent you controlled left the battlefield this turn"
        case NonlandPermanentLeftThisTurn():
            return "a nonland permanent left the battlefield this turn"
        case SpellWarpedThisTurn():
            return "a spell was warped this turn"
        case CastSpellThisTurn(another=True):  # CR 601.2
            return f"you've cast another {noun_phrase(c.spells)} this turn"
        case CastSpellThisTurn():
            return f"you've cast {noun_phrase(c.spells, det='a')} this turn"
        case SpellsCastThisTurn():
            return f"you've cast {count_words(Fixed(c.at_least))} or more spells this turn"
        case AbilityActivatedThisTurn():
            return f"this ability has been activated {count_words(Fixed(c.at_least))} or more times this turn"
        case SpellsCastLastTurn(at_most=0):
            return "no spells were cast last turn"
        case SpellsCastLastTurn(at_least=int(n)):
            return f"a player cast {count_words(Fixed(n))} or more spells last turn"
        case AnyOfConditions(parts=(NonlandPermanentLeftThisTurn(), SpellWarpedThisTurn())):
            return "a nonland permanent left the battlefield this turn or a spell was warped this turn"
        case DescendedThisTurn():
            return "you descended this turn"
        case CrimeThisTurn():
            return "you've committed a crime this turn"
        case NonlandPermanentsEntered():
            return (f"{count_words(Fixed(c.at_least))} or more nonland permanents entered the battlefield "
                    "under your control this turn")
        case PermanentEnteredThisTurn(filter=ObjectFilter(subtypes=())):     # a card type: landfall's older wording
            return f"you had {noun_phrase(c.filter, det='a')} enter the battlefield under your control this turn"
        case PermanentEnteredThisTurn():
            return noun_phrase(c.filter, det="a") + " entered the battlefield under your control this turn"
        case CitysBlessing():
            return "you have the city's blessing"
        case CompletedADungeon():
            return "you've completed a dungeon"
        case NotCondition(condition=YouControl(at_least=1) as inner):
            return "you don't control " + noun_phrase(inner.filter, det="a")
        case SourceEnchanted():
            return "it's enchanted" if CONTEXT.source_named else "~ is enchanted"
        case SourceInZone(zone=Zone.BATTLEFIELD):
            return "it's on the battlefield" if CONTEXT.source_named else "~ is on the battlefield"
        case SourceInZone(zone=zone):
            return f"~ is in your {zone.value}"
        case BeenAttackedThisStep():
            return "you've been attacked this step"
    return None
