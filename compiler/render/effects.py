"""Effect clauses in words (the clauses of syntax/nodes/ that no other family renders): mana, cards,
life, zones, counters, tokens, damage, pumps, keywords, control and combat."""
from __future__ import annotations

import dataclasses

from ...runtime import effects as E
from ...runtime.abilities import KeywordAbility
from ...runtime.characteristics import Zone
from ...runtime.filters import Compare, CountersOn, EventAmount, Fixed, Half, LifeTotalAmount, PowerOf, SelfRef, Sum, Times, XValue
from ..syntax import nodes as A
from ..syntax.nodes import targets as T

from .words import (article, eot, half_your_life, plural, cards_in_zone, count_words, digits, signed_pt, REST_WORDS, Unrenderable,
                    word_count, number_word)
from .registry import clause, clause_in_words, quoted_body
from .filters import noun_phrase, on_the_battlefield
from .objects import (counted, how_many, obj, objs, plural_subject as _plural_subject, target, target_player_noun,
                      whose)
from .determiners import is_group
from .costs import cost
from .keywords import keyword, keyword_list
from .mana import production
from .amounts import amount_definition, for_each, pump_each

GRANT_AND_COMBAT_CLAUSES = (A.MustBeBlockedClause, A.BlocksIfAbleClause, *A.GRANT_CLAUSES)

EFFECT_CLAUSES = (A.AddManaClause, A.ScryClause, A.DrawClause, A.LifeClause, A.LifeTotalBecomesClause, A.ExileClause,
                  A.ExileTopClause, A.ReturnClause, A.DestroyClause, A.PutCountersClause,
                  A.DoubleCountersClause, A.CreateTokenClause, A.SacrificeClause,
                  A.SacrificeChosenClause, A.DamageClause, A.DamageSplitClause,
                  A.LoseAbilitiesClause, A.AnimateClause, A.BecomeCreatureTypeClause, A.AddColorsAndTypesClause, A.BecomeArtifactCreatureClause, A.DividedDamageClause, A.DistributeCountersClause, A.CopySpellClause,
                  A.MayPlayClause, A.PumpGainClause, A.PumpClause, A.GainKeywordClause,
                  A.MayClause, A.ChooseClause, A.BecomeSaddledClause, A.TapClause,
                  A.TapOrUntapClause, A.SkipUntapClause, A.GainKeywordsClause, A.FightClause,
                  A.MayGainLifeClause, A.MillClause, A.PutOnLibraryClause, A.CounterClause, A.ChangeTargetClause,
                  A.CounterUnlessClause, A.RegenerateClause, A.DiscardClause, A.SearchClause,
                  A.RestrictClause, A.MayPayClause, A.TokenCopyClause, A.EnergyClause,
                  A.GainControlClause, A.NoRegenerationClause, A.HaveKeywordsClause, A.FogClause,
                  A.PreventNextClause, A.RevealHandClause, A.ChooseFromHandClause,
                  A.RevealCardsFromHandClause, A.ChooseOfThemClause, A.DiscardThenDrawClause,
                  A.DiscardThatClause, A.RevealDiscardAllClause, A.DiscardRandomClause,
                  A.LookTopClause, A.PutLookedClause, A.ShuffleIntoLibraryClause,
                  A.PutFromHandClause)


def grant_clause(c) -> str:
    """Grants and combat requirements: a quoted ability, "all creatures able to block ~ do so",
    "~ must be blocked if able", "choose a creature type"."""
    if isinstance(c, A.ChooseValueClause):
        return f"choose a {c.kind} type"
    if isinstance(c, A.LureClause):
        return (f"{noun_phrase(c.blockers, True, det='all')} able to block {objs(c.objects)}"
                + (" this turn" if c.this_turn else "") + " do so")
    if isinstance(c, A.MustBeBlockedClause):
        subject = "" if c.continued else objs(c.objects) + " "
        return f"{subject}must be blocked" + (" this turn" if c.this_turn else "") + " if able"
    if isinstance(c, A.BlocksIfAbleClause) and c.attackers:
        return f"{objs(c.objects)} blocks {objs(c.attackers)} this {'combat' if c.this_combat else 'turn'} if able"
    if isinstance(c, A.BlocksIfAbleClause):
        return f"{objs(c.objects)} blocks this turn if able"
    if isinstance(c, A.EmblemClause):
        verb = "get" if c.players == (A.YouPhrase(),) else "gets"
        return f'{objs(c.players)} {verb} an emblem with "{quoted_body(c.ability)}"'
    if isinstance(c, A.GRANT_CLAUSES):
        verb = "gain" if _plural_subject(c.objects) else "gains"
        first = "".join(keyword(k) + " and " for k in c.keywords)
        return f'{objs(c.objects)} {verb} {first}"{quoted_body(c.ability)}"' + eot(c)
    raise Unrenderable(type(c).__name__)


def effect_clause(c) -> str:
    """The clauses of syntax/nodes/ not rendered by a family module: mana, cards, life, zones,
    counters, tokens, damage, pumps and keywords, combat."""
    match c:
        case A.AddManaClause(player=A.YouPhrase(), that_color=True):
            return "add an amount of mana of that color equal to " + amount_definition(c.production.amount)
        case A.AddManaClause(player=A.YouPhrase(), equal_to=True):
            return (f"add an amount of {production(dataclasses.replace(c.production, times=Fixed(1)))} equal to "
                    + amount_definition(c.production.times))
        case A.AddManaClause(player=A.YouPhrase()):
            return "add " + production(c.production)
        case A.AddManaClause():
            return f"{obj(c.player)} adds " + production(c.production)
        case A.ScryClause():
            return f"scry {digits(c.amount)}"
        case A.DrawClause(players=(A.YouPhrase(),), for_each=None, additional=True):
            return ("you " if c.you_said else "") + "draw " + _additional_cards(c.amount)
        case A.DrawClause(for_each=None, additional=True):
            return f"{objs(c.players)} draws " + _additional_cards(c.amount)
        case A.DrawClause(players=(A.YouPhrase(),), for_each=None, equal_to=True):
            return ("you " if c.you_said else "") + "draw cards equal to " + amount_definition(c.amount)
        case A.DrawClause(players=(A.YouPhrase(),), for_each=None, you_said=True):
            return "you draw " + word_count(c.amount, "card", "cards")
        case A.DrawClause(players=(A.YouPhrase(),), for_each=None):
            return "draw " + word_count(c.amount, "card", "cards")
        case A.DrawClause(for_each=None):
            return f"{objs(c.players)} draws " + word_count(c.amount, "card", "cards")
        case A.DrawClause(players=(A.YouPhrase(),), for_each=tuple() | A.PlayersForEach() | A.ControlledPhrase()):
            return ("you " if c.you_said else "") + "draw a card " + for_each(c.for_each)
        case A.DrawClause(for_each=tuple() | A.PlayersForEach() | CountersOn()):
            return f"{objs(c.players)} draws a card " + for_each(c.for_each)
        case A.DrawClause():
            return "draw a card " + noun_phrase(c.for_each, det="for each") + on_the_battlefield(c.for_each)
        case A.LifeClause():
            return _life(c)
        case A.LifeTotalBecomesClause():
            subject = objs(c.players)
            life_total = ("your" if subject == "you" else subject + "'s") + " life total"
            if c.amount == Times(LifeTotalAmount(of_player=True), 2):     # CR 701.9d
                return f"double {life_total}"
            if isinstance(c.amount, (Fixed, XValue, Sum, EventAmount)):
                return f"{life_total} becomes {digits(c.amount)}"
            return f"{life_total} becomes {amount_definition(c.amount)}"
        case A.ExileClause(players=(_, *_)):       # "that player exiles that card"
            return f"{objs(c.players)} exiles {objs(c.objects)}"
        case A.ExileClause():
            return "exile " + objs(c.objects) + _entering_counter(c)
        case A.ExileTopClause(players=(_, *_)):
            top = "card" if c.count == 1 else f"{how_many(c.count)} cards"
            return f"{objs(c.players)} exiles the top {top} of {whose(c.players)} library"
        case A.ExileTopClause(count=1):
            return "exile the top card of " + ("that player's" if c.that_player else "your") + " library"
        case A.ExileTopClause():
            library = "that player's" if c.that_player else "your"
            return f"exile the top {how_many(c.count)} cards of {library} library"
        case A.ReturnClause(destination="battlefield_owner"):
            owners = "their owners'" if _owner(c.objects) == "their" else "its owner's"
            return f"return {objs(c.objects)} to the battlefield{_transformed(c)}{' tapped' if c.tapped else ''} " \
                f"under {owners} control" + _entering_counter(c)
        case A.ReturnClause(destination="battlefield_yours"):
            return f"return {objs(c.objects)} to the battlefield{_transformed(c)} under your control"
        case A.ReturnClause(destination="battlefield"):
            origin = f" from your {c.from_zone.value}" if c.from_zone else ""
            return f"return {objs(c.objects)}{origin} to the battlefield" + (" tapped" if c.tapped else "") \
                + (f" attached to {objs(c.attached_to)}" if c.attached_to else "") + _entering_counter(c)
        case A.ReturnClause(destination="your_hand"):
            origin = f" from your {c.from_zone.value}" if c.from_zone else ""
            return f"return {objs(c.objects)}{origin} to your hand"
        case A.ReturnClause() if _owner(c.objects) == "their":
            return f"return {objs(c.objects)} to their owners' hands"
        case A.ReturnClause():
            return f"return {objs(c.objects)} to its owner's hand"
        case A.DestroyClause():
            return "destroy " + objs(c.objects)
        case A.PutCountersClause() if not isinstance(c.amount, (Fixed, XValue, EventAmount)):
            # "put a number of charge counters on ~ equal to the tapped creature's power"
            return f"put a number of {c.counter} counters on {objs(c.objects)} equal to " \
                + amount_definition(c.amount)
        case A.PutCountersClause(another=True):
            return f"put another {c.counter} counter on " + objs(c.objects) + _each_suffix(c)
        case A.PutCountersClause():
            return "put " + word_count(c.amount, f"{c.counter} counter", f"{c.counter} counters") + \
                " on " + objs(c.objects) + _each_suffix(c)
        case A.DoubleCountersClause(counter=None):
            return "double the number of each kind of counter on " + objs(c.objects)
        case A.DoubleCountersClause():
            return f"double the number of {c.counter} counters on " + objs(c.objects)
        case A.CreateTokenClause(token=None):
            return f"create {count_words(c.amount)} of those tokens"
        case A.CreateTokenClause():
            text = "create " + token(c.amount, c.token, c.tapped, c.attacking)
            if c.players != (A.YouPhrase(),):
                text = f"{objs(c.players)} creates " + token(c.amount, c.token, c.tapped, c.attacking)
            if c.granted is not None:
                text += (' and "' if _token_keywords(c.token) else ' with "') + quoted_body(c.granted) + '"'
            if c.attached_to is not None:
                text += " attached to " + objs(c.attached_to)
            return text + (" " + for_each(c.for_each) if c.for_each is not None else "")
        case A.SacrificeClause(unless=None, players=()):
            return "sacrifice " + objs(c.objects)
        case A.SacrificeClause(unless=None):
            return f"{objs(c.players)} sacrifices {objs(c.objects)}"
        case A.SacrificeClause():
            return f"sacrifice {objs(c.objects)} unless you {cost(c.unless)}"
        case A.SacrificeChosenClause(players=(A.YouPhrase(),)):
            return "sacrifice " + counted(c.count, c.filter)
        case A.SacrificeChosenClause():
            return _player_sacrifices(c, "sacrifices")
        case A.DamageSplitClause():
            first, *rest = c.parts
            return clause(first) + "".join(
                f" and {digits(p.amount)} damage to {objs(p.recipients)}" for p in rest)
        case A.LoseAbilitiesClause():
            verb = "lose" if _plural_subject(c.objects) else "loses"
            return f"{objs(c.objects)} {verb} all abilities" + eot(c)
        case A.BecomeArtifactCreatureClause():
            verb = "become" if _plural_subject(c.objects) else "becomes"
            return f"{objs(c.objects)} {verb} an artifact creature" + eot(c)
        case A.BecomeCreatureTypeClause():
            verb = "become" if _plural_subject(c.objects) else "becomes"
            kind = " ".join([color.name.lower() for color in c.colors] + [s.lower() for s in c.subtypes])
            subject = "" if c.continued else objs(c.objects) + " "
            return f"{subject}{verb} {article(kind)} with base power and toughness {c.power}/{c.toughness}" + eot(c)
        case A.AddColorsAndTypesClause():
            kind = " ".join([color.name.lower() for color in c.colors] + [t.value for t in c.types]
                            + [s.lower() for s in c.subtypes])
            other = "colors and types" if c.colors else "types"
            verb = "becomes" if c.becomes else "is"
            subject = "" if c.continued else objs(c.objects) + " "
            return f"{subject}{verb} {article(kind)} in addition to its other {other}" + eot(c)
        case A.AnimateClause():
            many = _plural_subject(c.objects)
            return f"{objs(c.objects)} {'become' if many else 'becomes'} " + _animation(c, many) + eot(c)
        case A.DividedDamageClause():
            return f"{obj(c.source)} deals {digits(c.amount)} damage divided as you choose among " \
                + _divided_targets(c)
        case A.DistributeCountersClause():
            return f"distribute {count_words(c.amount)} {c.counter} counters among " + _divided_targets(c)
        case A.CopySpellClause(by_an_opponent=True):
            return "choose an opponent to also copy " + objs(c.objects)
        case A.CopySpellClause():
            return "copy " + objs(c.objects) + (" " + for_each(c.for_each) if c.for_each is not None else "") \
                + (" twice" if c.twice else "")
        case A.MayPlayClause(until_end_of_turn=True):
            return "you may play " + objs(c.objects) + eot(c)
        case A.PumpGainClause():
            return _pump_gain(c)
        case A.PumpClause():
            return _pump(c)
        case A.GainKeywordClause():
            verb = "gain" if _plural_subject(c.objects) else "gains"
            return f"{objs(c.objects)} {verb} {keyword(c.keyword)}" + \
                eot(c)
        case A.MayPlayClause():
            return "you may play " + objs(c.objects)
        case A.MayClause(have=True, clause=A.DamageClause() as damage):
            return "you may have " + _damage(damage, "deal")
        case A.MayClause(have=True, clause=A.LifeClause(gain=False) as life):
            return "you may have " + _life(life).replace(" loses ", " lose ", 1)
        case A.MayClause(have=True, clause=A.PumpGainClause() as pump):
            return "you may have " + clause_in_words(pump, lambda p: _pump_gain(p, base_form=True))
        case A.MayClause(have=True, clause=A.PumpClause() as pump):
            return "you may have " + clause_in_words(pump, lambda p: _pump(p, base_form=True))
        case A.MayClause(have=True, clause=A.GainKeywordClause() as gain):
            return "you may have " + clause_in_words(gain, lambda g: f"{objs(g.objects)} gain {keyword(g.keyword)}" + eot(g))
        case A.MayClause(have=True, clause=T.LoseKeywordClause() as lose):
            return "you may have " + clause_in_words(lose, lambda g: f"{objs(g.objects)} lose {keyword(g.keyword)}" + eot(g))
        case A.MayClause(have=True, clause=A.DiscardClause(players=players) as discard) if players != (A.YouPhrase(),):
            return "you may have " + _player_discards(discard, "discard")
        case A.MayClause(have=True, clause=A.SacrificeChosenClause(players=players) as sacrifice) \
                if players != (A.YouPhrase(),):
            return "you may have " + _player_sacrifices(sacrifice, "sacrifice")
        case A.MayClause(have=True, clause=A.AnimateClause() as animate):
            many = _plural_subject(animate.objects)
            return f"you may have {objs(animate.objects)} become " + _animation(animate, many) + eot(animate)
        case A.MayClause(have=True, clause=T.BecomeCopyClause(exceptions=None) as copy):
            return "you may have " + clause(copy).replace(" becomes a copy of ", " become a copy of ", 1) \
                .replace(" and gains this ability", " and gain this ability")
        case A.MayClause(have=True):
            return "you may have " + clause(c.clause)
        case A.DamageClause(cant_be_prevented=True):
            return _damage(dataclasses.replace(c, cant_be_prevented=False), "deals") \
                + " and the damage can't be prevented"
        case A.DamageClause():
            return _damage(c, "deals")
        case A.MayClause(also=also) if also:      # each joined by "and" before its verb
            return "you may " + " and ".join(clause(part) for part in (c.clause, *also))
        case A.MayClause():
            return "you may " + clause(c.clause)
        case A.ChooseClause():
            with cards_in_zone():             # "choose target card in a graveyard" (Oracle's word)
                return "choose " + target(c.target)
        case A.BecomeSaddledClause():
            return f"{objs(c.objects)} becomes saddled until end of turn"
        case A.TapClause():
            return ("untap " if c.untap else "tap ") + objs(c.objects)
        case A.TapOrUntapClause():
            return "tap or untap " + objs(c.objects)
        case A.SkipUntapClause(that_player=True):
            verb = "don't" if _plural_subject(c.objects) else "doesn't"
            return f"{objs(c.objects)} {verb} untap during that player's next untap step"
        case A.SkipUntapClause(it_tapped=True):
            owner = "its controller's" if c.its_controller else "your"
            return f"it doesn't untap during {owner} next untap step"
        case A.SkipUntapClause(its_controller=True) if _plural_subject(c.objects) \
                and not all(is_group(o) for o in c.objects):
            # "each attacking creature and each blocking creature doesn't untap": each is singular
            return f"{objs(c.objects)} don't untap during their controllers' next untap steps"
        case A.SkipUntapClause(its_controller=True):
            return f"{objs(c.objects)} doesn't untap during its controller's next untap step"
        case A.SkipUntapClause(continued=True):
            return "doesn't untap during your next untap step"
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
        case A.PutOnLibraryClause(position=2 | 3 | 4 | 5):
            library = "your library" if c.yours else (
                "their owner's library" if _plural_subject(c.objects) else "its owner's library")
            return f"put {objs(c.objects)} into {library} {A.NTH_WORDS[c.position - 1]} from the top"
        case A.PutOnLibraryClause(yours=True):
            return f"put {objs(c.objects)} on top of your library"
        case A.CounterClause():
            return "counter " + objs(c.objects)
        case A.ChangeTargetClause():
            return "change the target of " + objs(c.objects)
        case A.CounterUnlessClause():
            payer = "that player" if c.that_player else "its controller"
            return f"counter {objs(c.objects)} unless {payer} pays {cost(c.cost)}" + _each_suffix(c)
        case A.RegenerateClause():
            return "regenerate " + objs(c.objects)
        case A.DiscardClause(players=(A.YouPhrase(),), any_number=True):
            return "discard any number of cards"
        case A.DiscardClause(players=(A.YouPhrase(),)):
            return "discard " + word_count(c.amount, "card", "cards") + _each_suffix(c)
        case A.DiscardClause(equal_to=True):
            return f"{objs(c.players)} discards a number of cards equal to " + amount_definition(c.amount)
        case A.DiscardClause():
            return _player_discards(c, "discards")
        case A.SearchClause():
            return _search(c)
        case A.MillClause(equal_to=True):
            return f"{objs(c.players)} mills cards equal to " + amount_definition(c.amount)
        case A.MillClause(players=(A.YouPhrase(),)):
            return f"mill {word_count(c.amount, 'card', 'cards')}"
        case A.MillClause():
            return f"{objs(c.players)} mills {word_count(c.amount, 'card', 'cards')}"
        case A.PutOnLibraryClause() if _plural_subject(c.objects):
            return f"put {objs(c.objects)} on top of their owners' libraries"
        case A.PutOnLibraryClause():
            return f"put {objs(c.objects)} on top of its owner's library"
        case A.RestrictClause(action="attack each combat"):
            return f"{objs(c.objects)} attack each combat if able"
        case A.RestrictClause(action="assign combat damage"):
            return f"{objs(c.objects)} assigns no combat damage this turn"
        case A.RestrictClause(action="activate", objects=(A.ItPhrase(),)):
            return "its activated abilities can't be activated this turn"
        case A.RestrictClause(action="attack this turn"):      # a requirement (CR 508.1d)
            return f"{objs(c.objects)} {'attack' if _plural_subject(c.objects) else 'attacks'} this turn if able"
        case A.RestrictClause():
            return f"{objs(c.objects)} can't {c.action} this turn"
        case A.MayPayClause(written_may=False):
            return "pay " + cost(c.cost)
        case A.MayPayClause():
            text = cost(c.cost)
            # "pay {e}{e}" / "pay 2 life" / "tap two untapped creatures" carry their own verb
            return "you may " + text if text.startswith(("pay ", "tap ", "put ")) else "you may pay " + text
        case A.TokenCopyClause(attacks_each_opponent=True):
            return "for each opponent, create a token copy that attacks that opponent this turn if able"
        case A.TokenCopyClause():
            return "create a token that's a copy of " + objs(c.objects)
        case A.EnergyClause():
            return f"{objs(c.players)} get " + "{e}" * c.amount.value + _each_suffix(c)
        case A.GainControlClause(players=None):
            return "gain control of " + objs(c.objects) + eot(c)
        case A.GainControlClause():
            verb = "gain" if c.players == (A.YouPhrase(),) else "gains"
            return f"{objs(c.players)} {verb} control of " + objs(c.objects) + eot(c)
        case A.NoRegenerationClause():
            return f"{'they' if c.plural else 'it'} can't be regenerated"
        case A.HaveKeywordsClause():
            with cards_in_zone():             # the objects have the keywords where they are
                subject = objs(c.objects)
            return f"{subject} {'have' if _plural_subject(c.objects) else 'has'} " + keyword_list(c.keywords)
        case A.FogClause():
            return "prevent all combat damage that would be dealt this turn"
        case A.PreventNextClause():
            return f"prevent the next {digits(c.amount)} damage that would be dealt to {objs(c.objects)} this turn"
        case A.RevealHandClause() | A.ChooseFromHandClause() | A.DiscardThatClause() \
                | A.RevealCardsFromHandClause() | A.ChooseOfThemClause() | A.DiscardThenDrawClause() \
                | A.RevealDiscardAllClause() | A.DiscardRandomClause() | A.LookTopClause() \
                | A.PutLookedClause() | A.ShuffleIntoLibraryClause() | A.PutFromHandClause():
            return _hands_clause(c)
    raise Unrenderable(type(c).__name__)


def _hands_clause(c) -> str:
    match c:
        case A.RevealHandClause(look=True, players=(A.ThatPhrase(),)):
            return f"look at {objs(c.players)}'s hand"
        case A.RevealHandClause(look=True):
            return f"look at target {target_player_noun(c.players)}'s hand"
        case A.RevealHandClause():
            return f"{objs(c.players)} reveals {whose(c.players)} hand"
        case A.RevealCardsFromHandClause(equal_to=True):
            return (f"{objs(c.players)} reveals a number of cards from {whose(c.players)} hand equal to "
                    + amount_definition(c.amount))
        case A.RevealCardsFromHandClause():
            text = f"{objs(c.players)} reveals {word_count(c.amount, 'card', 'cards')} from {whose(c.players)} hand"
            return text + (f" and you choose {count_words(c.you_choose)} of them" if c.you_choose else "")
        case A.DiscardThenDrawClause():
            return f"discard up to {count_words(c.most)} cards, then draw that many cards"
        case A.ChooseOfThemClause():
            return f"you choose {count_words(c.count)} of " + ("those cards" if c.those_cards else "them")
        case A.ChooseFromHandClause(test_after=True):
            test = c.filter.tests[-1]
            side = "less" if test.compare in (Compare.LE, Compare.LT) else "greater"
            chosen = dataclasses.replace(c, filter=dataclasses.replace(c.filter, tests=c.filter.tests[:-1]),
                                         test_after=False)
            return f"{clause(chosen)} with mana value {'x' if test.of_x else test.value} or {side}"
        case A.ChooseFromHandClause():
            if c.up_to:
                return f"choose up to {how_many(c.count)} {noun_phrase(c.filter, True)} from it"
            return f"{'you ' if c.you else ''}choose {counted(c.count, c.filter)} from it"
        case A.DiscardThatClause():
            return f"{objs(c.players)} discards " + ("those cards" if c.several else "that card")
        case A.RevealDiscardAllClause():
            return (f"{objs(c.players)} reveals {whose(c.players)} hand and discards "
                    + noun_phrase(c.filter, True, det="all"))
        case A.DiscardRandomClause(players=(A.YouPhrase(),)):
            return "discard " + word_count(c.amount, "card", "cards") + " at random"
        case A.DiscardRandomClause():
            return f"{objs(c.players)} discards " + word_count(c.amount, "card", "cards") + " at random"
        case A.LookTopClause(amount=None):
            return "look at the top card of your library"
        case A.LookTopClause(amount=A.TwiceAmount(amount=amount)):
            return f"look at twice {count_words(amount)} cards from the top of your library"
        case A.LookTopClause():
            return f"look at the top {count_words(c.amount)} cards of your library"
        case A.PutLookedClause(take=0, rest="top", remaining=False):
            return "put them back in any order"
        case A.PutLookedClause() if c.filter is not None:
            return (f"you may reveal {counted(1, c.filter)} from among them "
                    "and put it into your hand")
        case A.PutLookedClause(face_down=True):
            return f"exile one of them face down and put the rest {REST_WORDS[c.rest]}"
        case A.PutLookedClause(remaining=True):
            return "put the rest " + REST_WORDS[c.rest]
        case A.PutLookedClause(take=XValue()):
            return (f"put {count_words(c.take)} cards from among them into your {c.take_zone} and the rest "
                    + REST_WORDS[c.rest])
        case A.PutLookedClause(rest=None, remaining=False) if isinstance(c.take, int):
            return f"put {count_words(Fixed(c.take))} of them into your {c.take_zone}"
        case A.PutLookedClause(take_zone="library"):
            return (f"put up to {count_words(Fixed(c.take))} of them back on top of your library in any order "
                    "and the rest " + REST_WORDS[c.rest])
        case A.PutLookedClause():
            take = "any number" if c.take is None else count_words(Fixed(c.take))
            return (f"put {take} of them into your {c.take_zone} and the {'other' if c.one_left else 'rest'} "
                    + REST_WORDS[c.rest])
        case A.ShuffleIntoLibraryClause():
            zones = " and ".join(z.value for z in c.zones)
            if c.draw_that_many:
                return f"shuffle the cards from your {zones} into your library, then draw that many cards"
            if c.chosen is not None:           # "shuffle a card from your hand into your library"
                return f"shuffle {counted(c.count, c.chosen)} into your library"
            if c.players == (A.YouPhrase(),):
                return f"shuffle your {zones} into your library"
            text = f"{objs(c.players)} shuffles their {zones} into their library"
            if c.then_draw is not None:
                text += ", then draws " + word_count(c.then_draw, "card", "cards")
            return text
        case A.PutFromHandClause():
            return f"put {counted(c.count, c.filter)} onto the battlefield" \
                + (f" attached to {objs(c.attached_to)}" if c.attached_to else "")
    raise Unrenderable(type(c).__name__)


def _damage(c: A.DamageClause, verb: str) -> str:
    """"~ deals 3 damage to any target"; `verb` agrees with the sentence around it ("you may
    have ~ deal ...": the bare infinitive), so the clause itself holds no wording."""
    source, to = obj(c.source), objs(c.recipients)
    if c.continued:                  # the subject of the clause before goes on
        return _damage(dataclasses.replace(c, continued=False), verb).removeprefix(source + " ")
    match c:
        case A.DamageClause(itself=True):
            return f"{source} {verb} damage to itself equal to {amount_definition(c.amount)}"
        case A.DamageClause(amount=A.AmountOf()) | A.DamageClause(amount=A.PlusAmount()):
            # "deals damage equal to its power to target creature": 33 of the corpus's 38
            return f"{source} {verb} damage equal to {amount_definition(c.amount)} to {to}"
        case A.DamageClause(amount=PowerOf()) | A.DamageClause(amount="its_power"):
            return f"{source} {verb} damage equal to {_power_of(c.amount)} to {to}"
        case A.DamageClause(amount=Fixed() | XValue() | EventAmount() | Sum(amount=XValue())):
            return f"{source} {verb} {digits(c.amount)} damage to {to}" + _each_suffix(c)
    # a count (the number of ..., devotion, twice a count): "deals damage to each player equal
    # to the number of ..." (52 of the corpus's 53); where "equal to" stands is wording (CR 120.1)
    return f"{source} {verb} damage to {to} equal to {amount_definition(c.amount)}"


def _animation(c: A.AnimateClause, many: bool = False) -> str:
    """"a 4/4 red and green Dragon artifact creature with flying that's still a land": the
    words in Oracle order (colours, subtypes, card types) from the token spec; after a plural
    subject, "4/4 Elemental creatures"."""
    spec = c.token
    words = [f"{spec.power}/{spec.toughness}"]
    words += [" and ".join(col.name.lower() for col in spec.colors)] if spec.colors else []
    words += [s.lower() for s in spec.subtypes] + [t.value for t in spec.types]
    if c.base_pt_written:       # "artifact creatures with base power and toughness 5/5"
        words = words[1:]
    text = article(" ".join(words)) if not many else " ".join(words[:-1] + [plural(words[-1])])
    if c.base_pt_written:
        text += f" with base power and toughness {spec.power}/{spec.toughness}"
    keywords = _token_keywords(spec)
    if keywords:
        text += " with " + " and ".join(keywords)
    if c.still is not None:
        return text + " that's still " + article(c.still.value)
    return text + (" in addition to its other types" if c.keep_types else "")




def _owner(objects) -> str:
    return "their" if _plural_subject(objects) else "its"


def _power_of(amount) -> str:
    if amount == "its_power":
        return "its power"
    if isinstance(amount, PowerOf) and isinstance(amount.ref, SelfRef):
        return "~'s power"
    raise Unrenderable(f"power of {amount!r}")


def _life(c: A.LifeClause) -> str:
    subject = objs(c.players)
    you = subject == "you"
    verb = ("gain" if you else "gains") if c.gain else ("lose" if you else "loses")
    if c.continued:                  # the subject of the clause before goes on
        subject, verb = "", verb.lstrip()
    if c.equal_to:
        return f"{subject} {verb} life equal to {amount_definition(c.amount)}".lstrip()
    if isinstance(c.amount, Half):
        return f"{subject} {verb} {half_your_life(c.amount)}".lstrip()
    text = f"{subject} {verb} {digits(c.amount)} life".lstrip()
    return text + (" " + for_each(c.for_each) if c.for_each is not None else "")


def _pump_gain(c: A.PumpGainClause, base_form: bool = False) -> str:
    """`base_form`: after "you may have" the verbs are "get" and "gain" whatever the subject's number."""
    verb, gain = ("get", "gain") if base_form or _plural_subject(c.objects) else ("gets", "gains")
    return f"{objs(c.objects)} {verb} {signed_pt(c.power, c.toughness, c.by_x)} and {gain} {keyword_list(c.keywords)}" + eot(c)


def _player_discards(c: A.DiscardClause, verb: str) -> str:
    """"target opponent discards a card"; `verb` "discard" after "you may have"."""
    return f"{objs(c.players)} {verb} " + word_count(c.amount, "card", "cards") + _each_suffix(c)


def _player_sacrifices(c: A.SacrificeChosenClause, verb: str) -> str:
    return f"{objs(c.players)} {verb} " + counted(c.count, c.filter)


def _pump(c: A.PumpClause, base_form: bool = False) -> str:
    """`base_form`: after "you may have" the verb is "get" whatever the subject's number."""
    verb = "get" if base_form or _plural_subject(c.objects) else "gets"
    text = f"{objs(c.objects)} {verb} {signed_pt(c.power, c.toughness, c.by_x)}"
    if c.either is not None:
        text += " or " + signed_pt(*c.either, c.by_x)
    text += eot(c) + (" until your next turn" if c.until_your_next_turn else "")
    if c.for_each is not None:
        text += " " + pump_each(c.for_each)
    return text


def _search(c: A.SearchClause) -> str:
    f = c.filter
    what = (f"up to {how_many(c.count)} " + noun_phrase(f, True)) if c.up_to else counted(c.count, f)
    if c.any_number:
        what = "any number of " + noun_phrase(f, True)
    where = "onto the battlefield" + (" tapped" if c.tapped else "") if c.destination == "battlefield" \
        else f"into your {c.destination}"
    them = "them" if c.up_to or c.count != 1 or c.any_number else "it"
    if c.rest_destination:                       # "put one ... and the other into your hand"
        return (f"search your library for {what}, reveal those cards, put one {where} and the other "
                f"into your {c.rest_destination}" + (", then shuffle" if c.shuffle else ""))
    put = f", reveal {them}, put {them}" if c.reveal else f", put {them}"
    if c.other_zones:
        put = put.replace(f", put {them}", f", and put {them}") if c.reveal else f" and put {them}"
        zones = "library and/or graveyard" if c.other_zones == (Zone.GRAVEYARD,) else "graveyard, hand, and/or library"
        return f"search your {zones} for {what}{put} {where}. if you search your library this way, shuffle it"
    return f"search your library for {what}{put} {where}" + (", then shuffle" if c.shuffle else "")


def _divided_targets(c: "A.DividedDamageClause | A.DistributeCountersClause") -> str:
    t = c.target
    how = {2: "one or two", 3: "one, two, or three"}.get(t.maximum, "any number of")
    if getattr(c, "bare", False):                # counters always name their targets' kind
        return how + " targets"
    core = noun_phrase(t.filter, True) + (" and/or players" if t.players is not None else "")
    return f"{how} target {core}"


def _each_suffix(c) -> str:
    return " " + for_each(c.for_each) if getattr(c, "for_each", None) is not None else ""


def _token_keywords(spec: E.TokenSpec | A.PredefinedToken) -> list[str]:
    """"flying", "toxic 1": the keywords a token is created with (CR 111.4)."""
    if isinstance(spec, A.PredefinedToken):
        return []
    return list(spec.keywords) + [f"{a.name} {a.number}" for a in spec.abilities
                                  if isinstance(a, KeywordAbility) and a.number is not None]


def _side(n) -> str:
    """A token's power or toughness as printed: a number, or "x" (CR 107.3)."""
    return str(n) if isinstance(n, int) else "x"


def token(amount, spec: E.TokenSpec, tapped: bool = False, attacking: bool = False) -> str:
    """The token phrase in the current wording: "a tapped and attacking 1/1 red Warrior creature
    token" (older Oracle text: "... token that's tapped and attacking", equivalents.py)."""
    words = ["tapped and attacking"] if attacking else ["tapped"] if tapped else []
    if isinstance(spec, A.PredefinedToken):     # "a Treasure token" (CR 111.10)
        return _counted_token(amount, " ".join(words + [spec.name.lower()]))
    words += [s.value for s in spec.supertypes]
    words += [f"{_side(spec.power)}/{_side(spec.toughness)}"] if spec.power is not None else []
    words += [" and ".join(c.name.lower() for c in spec.colors)] if spec.colors else ["colorless"]
    words += [s.lower() for s in spec.subtypes]
    words += [t.value for t in spec.types]
    keywords = _token_keywords(spec)
    with_keywords = " with " + " and ".join(keywords) if keywords else ""
    if spec.name != E.token_name(spec.subtypes):     # the name the effect gives it (CR 111.4)
        with_keywords += " named " + spec.name.lower()
    return _counted_token(amount, " ".join(words), with_keywords)


def _counted_token(amount, words: str, after: str = "") -> str:
    """"a Treasure token", "two 1/1 white Soldier creature tokens with flying"."""
    many = not (isinstance(amount, Fixed) and amount.value == 1)
    text = words + (" tokens" if many else " token") + after
    if not isinstance(amount, (Fixed, XValue, EventAmount)):
        # "create a number of 1/1 white Rabbit creature tokens equal to this creature's power"
        return f"a number of {text} equal to {amount_definition(amount)}"
    if not many:
        return article(text)
    return f"{count_words(amount)} {text}"


def _transformed(c: A.ReturnClause) -> str:
    return " transformed" if c.transformed else ""


def _entering_counter(c: A.ReturnClause) -> str:
    """" with a +1/+1 counter on it" (the counters a returned card enters with, CR 122.6)."""
    if c.enter_counter is None:
        return ""
    return " with " + word_count(c.enter_counter_amount, f"{c.enter_counter} counter",
                                 f"{c.enter_counter} counters") + " on it"


def _additional_cards(amount) -> str:
    """"an additional card", "two additional cards" (DrawClause.additional)."""
    return "an additional card" if amount == Fixed(1) else f"{number_word(amount.value)} additional cards"
