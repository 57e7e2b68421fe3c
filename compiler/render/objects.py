"""Object phrases in words: "~", "it", "each opponent", "up to two target creatures",
"each creature target player controls", and counted filters ("two creatures")."""
from __future__ import annotations

import dataclasses

from ...runtime.characteristics import CardType, Zone
from ...runtime.filters import Controller, Fixed, ObjectFilter
from ..syntax import nodes as A

from ..source.self_names import QUOTED_NAME
from .words import CONTEXT, number_word, count_words, plural, Unrenderable
from .filters import noun_phrase
from .determiners import ALL, EACH, is_group


def obj(phrase) -> str:
    match phrase:
        case A.SelfPhrase():
            return "~"
        case A.CardPhrase():
            return QUOTED_NAME
        case A.ItPhrase():
            return "it"
        case A.ThemPhrase(each=True):
            return "each of them"
        case A.ThemPhrase():
            return "they" if phrase.subject else "them"
        case A.YouPhrase():
            return "you"
        case A.ThatPhrase():
            return f"that {phrase.noun}"
        case A.ChosenTargetPhrase():
            return f"the chosen {plural(phrase.noun) if phrase.several else phrase.noun}"
        case A.ThosePhrase(each=True):
            return f"each of those {plural(phrase.noun)}"
        case A.ThosePhrase():
            return f"those {plural(phrase.noun)}"
        case A.RestPhrase():
            return "the rest"
        case A.RevealedCardPhrase():
            return "the revealed card"
        case A.DealtDamageThisWayPhrase(noun="player"):
            return "each player dealt damage this way"
        case A.DealtDamageThisWayPhrase(one=True):
            return f"a {phrase.noun} dealt damage this way"
        case A.DealtDamageThisWayPhrase(each=True):
            return f"each {phrase.noun} dealt damage this way"
        case A.DealtDamageThisWayPhrase():
            return f"{plural(phrase.noun)} dealt damage this way"
        case A.EachPhrase(players=Controller.OPPONENT):
            return "each opponent"
        case A.PlayersOtherThanPhrase():
            return "each player other than target player"
        case A.OpponentsOfPhrase():
            return f"each of {obj(phrase.of)}'s opponents"
        case A.OtherPlayersPhrase():
            return "each other player"
        case A.EachPhrase(players=Controller.ANY):
            return "each player"
        case A.EachPhrase() if not is_group(phrase):
            return noun_phrase(phrase.filter, False)       # "enchanted creature" (CR 303.4)
        case A.EachPhrase() if CONTEXT.group_word == EACH or phrase.filter.shares_color_with:
            # radiance's "each other creature that shares a color with it" is printed so in
            # every clause (the grammar reads no plural form of it)
            return noun_phrase(phrase.filter, det="each")
        case A.EachPhrase():
            return noun_phrase(phrase.filter, True, det=CONTEXT.group_word or None)
        case A.UpToPhrase():
            return f"up to {number_word(phrase.maximum)} " + noun_phrase(phrase.filter, phrase.maximum > 1)
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
        case A.OwnerPhrase(of=A.ItPhrase()):
            return "its owner"
        case A.OwnerPhrase():
            return f"{obj(phrase.of)}'s owner"
        case A.DefendingPlayerPhrase():
            return "defending player"
        case A.HeOrShePhrase(objective=True):
            # today's "them" would read back as the objects named last (ThemPhrase), so the
            # player keeps the older form, which equivalents.py maps to "them"
            return "him or her"
        case A.HeOrShePhrase():
            # the subject of another clause's verb, which agrees with the singular "he or she"
            # ("he or she loses"): kept until those clauses agree their verbs with "they"
            return "he or she"
        case A.AnOpponentPhrase():
            return "an opponent"
        case A.ControlledPhrase():
            return controlled(phrase)
    raise Unrenderable(type(phrase).__name__)


def controlled(phrase: A.ControlledPhrase, det: str = "") -> str:
    """"each creature target player controls", "all lands that player controls"; `det` "for
    each" for a count. The determiner is derived (render/determiners.py): "all" where the clause
    takes it, else "each"."""
    det = det or (ALL if CONTEXT.group_word == ALL else EACH)
    who = "they control" if isinstance(phrase.player, A.HeOrShePhrase) else obj(phrase.player) + " controls"
    return f"{noun_phrase(phrase.filter, det == ALL, det=det)} {who}"


def plural_subject(objects) -> bool:
    """Does a verb after `objects` take the plural form ("target creatures gain", "they gain")?"""
    only = objects[0] if len(objects) == 1 else None
    return len(objects) > 1 or (isinstance(only, A.TargetPhrase) and only.maximum > 1) \
        or isinstance(only, (A.ThemPhrase, A.RestPhrase)) or (isinstance(only, A.ThosePhrase) and not only.each) \
        or (is_group(only) and CONTEXT.group_word != EACH) \
        or (isinstance(only, A.ControlledPhrase) and CONTEXT.group_word == ALL)


def whose(players) -> str:
    """"your" for you, else "their" (the singular "they" of today's Oracle text; older cards
    print "his or her", which equivalents.py maps to "their")."""
    return "your" if tuple(players) == (A.YouPhrase(),) else "their"


def objs(phrases) -> str:
    """The objects of a clause: after "all <group>" a second group takes no determiner ("destroy
    all artifacts and enchantments": all of each)."""
    words = [obj(phrases[0])] if phrases else []
    for before, p in zip(phrases, phrases[1:]):
        if is_group(before) and is_group(p) and CONTEXT.group_word != EACH:
            words.append(noun_phrase(p.filter, True))
        else:
            words.append(obj(p))
    return " and ".join(words)


def target(t: A.TargetPhrase) -> str:
    if t.single_graveyard and t.filter is not None:
        bare = dataclasses.replace(t, single_graveyard=False, filter=dataclasses.replace(t.filter, zone=Zone.BATTLEFIELD))
        return target(bare) + " from a single graveyard"
    if t.chosen_by_opponent:
        return _opponents_choice(t)
    if t.controlled_by is not None and t.filter is not None and t.filter.zone is not Zone.BATTLEFIELD:
        # "target creature card from that player's graveyard" (grammar/players.lark)
        bare = dataclasses.replace(t, controlled_by=None, filter=dataclasses.replace(t.filter, zone=Zone.BATTLEFIELD))
        return target(bare) + f" from {obj(t.controlled_by)}'s {t.filter.zone.value}"
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
    elif len(f.alternatives) > 2 and (t.minimum, t.maximum) == (1, 1):
        core = series_of_descriptions(f)
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
        return f"up to {number_word(t.maximum)} target {core}"
    del many_word
    return f"{number_word(t.maximum)} target {core}"


def _opponents_choice(t: A.TargetPhrase) -> str:
    """"target creature of an opponent's choice [they control]", "target creature card of an
    opponent's choice from your graveyard": the choice after the noun, where or whose after it."""
    f = t.filter
    bare = dataclasses.replace(t, chosen_by_opponent=False, chooser_controls=False, filter=None if f is None else
                               dataclasses.replace(f, zone=Zone.BATTLEFIELD, controller=Controller.ANY))
    text = target(bare) + " of an opponent's choice"
    if t.chooser_controls:
        text += " they control"
    if f is not None and f.zone is not Zone.BATTLEFIELD:
        if f.controller is not Controller.YOU:
            raise Unrenderable("a card of an opponent's choice outside your zones")
        text += f" from your {f.zone.value}"
    return text


def series_of_descriptions(f: ObjectFilter) -> str:
    """"enchantment, tapped artifact, or tapped creature": one object of any of three or more
    descriptions (transform/filters.py's filter_series)."""
    words = [noun_phrase(alt) for alt in f.alternatives]
    return ", ".join(words[:-1]) + ", or " + words[-1]


def counted(n, f: ObjectFilter) -> str:
    """"a creature", "two lands", "X lands", "that many permanents"."""
    if n == 1:
        return noun_phrase(f, det="a")
    return f"{how_many(n)} " + noun_phrase(f, True)


def how_many(n) -> str:
    """A number of objects in words: "two", or an amount known as the effect resolves ("x",
    "that many")."""
    return count_words(Fixed(n) if isinstance(n, int) else n)


# a targeted player by the players it may be: "target player's" / "target opponent's" (CR 102.2)
PLAYER_NOUNS = {Controller.ANY: "player", Controller.OPPONENT: "opponent"}


def target_player_noun(players: tuple) -> str:
    """"player" / "opponent" for a clause's one targeted player."""
    (phrase,) = players
    return PLAYER_NOUNS[phrase.players]
