"""Parse tree -> AST for conditions about the source's counters and its controller's hand
(grammar/conditions.lark), mixed into ToAst: "as long as ~ has seven or more quest counters on
it", "~ has reach as long as it has a +1/+1 counter on it", "as long as you have seven or more
cards in hand", hellbent's "as long as you have no cards in hand" (CR 122, 402)."""
from __future__ import annotations

import dataclasses

from lark import v_args

from ....runtime.filters import (AnyOfConditions, CardsInZone, Compare, Controller, ControllerOf, CounterCount,
                                EnteredThisTurn, Fixed, NotCondition, NumberTest, ObjectCount, ObjectFilter, ObjectIs,
                                OpponentControlsAtLeast, PlayerHas, PlayerRef, SelfRef, XIs, YouControl)
from ....runtime.characteristics import Zone

from .. import nodes as A
from .common import Noun, UnsupportedPhrase, _bare_each, _compare, _fixed, _plain


class ConditionsMixin:
    def cond_opponent_controls_at_least(self, items):
        """"an opponent controls four or more lands": some opponent controls that many."""
        who, n, filt = str(items[0]), _fixed(items[1]), _plain(items[2])
        if who != "opponent" or filt.controller is not Controller.ANY or filt.zone is not Zone.BATTLEFIELD:
            raise UnsupportedPhrase(f"'an {who} controls N or more ...' here")
        return OpponentControlsAtLeast(filt, n)

    def cond_control_or_there_is(self, items):
        """"you control a Desert or there is a Desert card in your graveyard": either holds."""
        a, fa, b, fb = items
        if a != Fixed(1) or b != Fixed(1):
            raise UnsupportedPhrase("'you control N X or there is N Y'")
        return AnyOfConditions((YouControl(_plain(fa)), ObjectCount(_plain(fb), 1)))

    # "<n> or more <kind> counters on it" / "a <kind> counter on it": (kind, at least n)
    def hc_at_least(self, items):
        return (items[1], _fixed(items[0]))

    def hc_a(self, items):
        return (items[0], 1)

    def cond_self_has_counters(self, items):
        """"~ has N or more <kind> counters on it" (CR 122.1): counted on the source."""
        if str(items[1]) != "has":
            raise UnsupportedPhrase("'~ have'")
        kind, n = items[-1]
        return CounterCount(SelfRef(), kind, Compare.GE, n)

    def cond_it_has_counters(self, items):
        """"if it has three or more +1/+1 counters on it": counted on the object "it" names, bound
        in the lowering (lowering/library.bind_it_condition)."""
        kind, n = items[-1]
        return CounterCount(None, kind, Compare.GE, n)

    @v_args(meta=True)
    def st_self_while_it_has(self, meta, items):
        """"~ has trample as long as it has a +1/+1 counter on it": "it" is the source."""
        return self._self_while_it_has(meta, items)

    @v_args(meta=True)
    def st_self_if_it_has(self, meta, items):
        """"~ doesn't untap during your untap step if it has a depletion counter on it"."""
        return dataclasses.replace(self._self_while_it_has(meta, items), said_if=True)

    @v_args(meta=True)
    def st_self_while_it_entered(self, meta, items):
        """"~ has hexproof as long as it entered the battlefield this turn" (CR 400.7)."""
        return self._static(meta, A.SelfPhrase(), items[1], EnteredThisTurn())

    def _self_while_it_has(self, meta, items):
        kind, n = items[-1]
        cond = CounterCount(SelfRef(), kind, Compare.GE, n)
        return self._static(meta, A.SelfPhrase(), items[1], cond)

    def cond_hand_at_least(self, items):
        """"you have N or more cards in hand" (CR 402): the controller's hand size."""
        if str(items[0]) != "have" or str(items[2]) != "more" or str(items[3]) != "cards" \
                or str(items[4]) != "hand":
            raise UnsupportedPhrase("this hand-size condition")
        return CardsInZone(Zone.HAND, _fixed(items[1]))

    def cond_hand_empty(self, items):
        """Hellbent's "you have no cards in hand" (CR 702 ability word, 402)."""
        if str(items[0]) != "have" or str(items[1]) != "cards" or str(items[2]) != "hand":
            raise UnsupportedPhrase("this hand-size condition")
        return NotCondition(CardsInZone(Zone.HAND, 1))


    # "an opponent" / "that player" (the trigger event's player) as a condition's subject
    def pw_an(self, items):
        if str(items[0]) != "opponent":
            raise UnsupportedPhrase(f"'an {items[0]} has ...'")
        return PlayerRef.EACH_OPPONENT

    def pw_that(self, _): return PlayerRef.EVENT_PLAYER

    def pw_its_controller(self, _):
        """"its controller has ...": the controller of the object named before; the lowering
        binds the object (lowering/library.bind_its)."""
        return ControllerOf(None)

    def cond_it_mana_value(self, items):
        """"if it has mana value 3 or less": the object named before matches (ObjectIs, bound in
        the lowering like "if it's a Zombie")."""
        _has, amount, cmp = items
        return ObjectIs(None, ObjectFilter(tests=(NumberTest("mana_value", _compare(cmp), _fixed(amount)),)))

    def cond_a_player_life(self, items):
        """"a player has 13 or less life": any one of the players (CR 119)."""
        if _fixed(items[0]) != 1 or str(items[1]) != "player":
            raise UnsupportedPhrase(f"'{items[1]} has ...' as a condition")
        return self.cond_player_life([PlayerRef.EACH_PLAYER, *items[2:]])

    def cond_player_life(self, items):
        """"an opponent has 10 or less life" (CR 119)."""
        if str(items[1]) != "has" or str(items[3]) == "greater":
            raise UnsupportedPhrase("this life condition")
        return PlayerHas(items[0], "life", Compare.GE if str(items[3]) == "more" else Compare.LE, _fixed(items[2]))

    def cond_x_is(self, items):
        """"if X is 5 or more" (ravenous, CR 702.156a): the X paid for the source (CR 107.3m)."""
        if str(items[1]) == "greater":
            raise UnsupportedPhrase("X is N or greater")
        return XIs(Compare.GE if str(items[1]) == "more" else Compare.LE, _fixed(items[0]))

    def cond_player_poison(self, items):
        """"an opponent has three or more poison counters" (corrupted; CR 122.1f)."""
        if str(items[1]) != "has" or str(items[3]) != "more":
            raise UnsupportedPhrase("this poison condition")
        return PlayerHas(items[0], "poison", Compare.GE, _fixed(items[2]))

    def _hand(self, items, compare, n):
        if str(items[1]) not in ("has", "have") or str(items[-2]) != "cards" or str(items[-1]) != "hand":
            raise UnsupportedPhrase("this hand-size condition")
        return PlayerHas(items[0], "hand", compare, n)

    def cond_each_player_hand_none(self, items):
        """"each player has no cards in hand" (CR 402): every player, not one of them."""
        if str(items[0]) != "has" or str(items[1]) != "cards" or str(items[2]) != "hand":
            raise UnsupportedPhrase("this hand-size condition")
        return PlayerHas(PlayerRef.EACH_PLAYER, "hand", Compare.LE, 0, every=True)

    def cond_a_library_at_most(self, items):
        """"a library has twenty or fewer cards in it": any player's library (CR 401)."""
        if str(items[0]) != "has" or str(items[2]) != "cards":
            raise UnsupportedPhrase("this library-size condition")
        return PlayerHas(PlayerRef.EACH_PLAYER, "library", Compare.LE, _fixed(items[1]))

    def cond_player_dealt_damage(self, items):
        """"an opponent was dealt 7 or more damage this turn" (CR 120)."""
        if str(items[2]) != "more":
            raise UnsupportedPhrase("this damage condition")
        return PlayerHas(items[0], "damage", Compare.GE, _fixed(items[1]))

    def cond_attacked_with_at_least(self, items):
        """"you attacked with three or more creatures this turn" (CR 508.1)."""
        from ....runtime.filters import AttackedThisTurn
        if str(items[1]) != "more" or str(items[2]) != "creatures":
            raise UnsupportedPhrase("this attack condition")
        return AttackedThisTurn(at_least=_fixed(items[0]))

    def cond_player_hand(self, items):
        """"that player has five or more cards in hand" (CR 402)."""
        if str(items[1]) != "has" or str(items[3]) != "more":
            raise UnsupportedPhrase("this hand-size condition")
        return self._hand(items, Compare.GE, _fixed(items[2]))

    def cond_player_hand_fewer(self, items):
        if str(items[1]) != "has":
            raise UnsupportedPhrase("this hand-size condition")
        return self._hand(items, Compare.LE, _fixed(items[2]))

    def cond_player_hand_none(self, items):
        if str(items[1]) != "has":
            raise UnsupportedPhrase("this hand-size condition")
        return self._hand(items, Compare.LE, 0)

    def cond_hand_at_most(self, items):
        """"you have N or fewer cards in hand" (CR 402)."""
        if str(items[0]) != "have":
            raise UnsupportedPhrase("'you has'")
        return self._hand([PlayerRef.YOU] + list(items), Compare.LE, _fixed(items[1]))

    def cond_both(self, items):
        """"if an opponent controls a Plains and you control a Swamp": every part holds (CR
        608.2c); an "it" in a part would need the sentence to say what it is."""
        from ....runtime.filters import AllOfConditions
        from .common import ItCondition
        if any(isinstance(c, ItCondition) for c in items):
            raise UnsupportedPhrase("'it' in one part of an 'and' condition")
        parts = []
        for c in items:     # "A and B and C": one flat list of parts
            parts += list(c.parts) if isinstance(c, AllOfConditions) else [c]
        return AllOfConditions(tuple(parts))

    def cond_that_is(self, items):
        """"If that creature is a Zombie, ...": the object named before matches a noun (CR 608.2c)."""
        that, n, filt = items
        if n != Fixed(1):
            raise UnsupportedPhrase("'that ... is' with a number")
        return A.ThatObjectIs(self._that_noun(that), _plain(filt))

    def cond_that_is_adjective(self, items):
        """"If that creature is white or blue / attacking / 1/1, ...": one adjective of a filter,
        with no noun, about the object named before (CR 608.2c)."""
        return A.ThatObjectIs(self._that_noun(items[0]), _plain(self.filter([items[1], Noun([])])))

    @staticmethod
    def _that_noun(tok) -> str:
        """The object "that <noun> is" names: "creature", "permanent" or "land"."""
        return str(tok).split()[1]

    def _counted_this_way(self, filt, done):
        """"creature destroyed this way" / "creature exiled this way": the count of what the step
        before did (lowering/counts.py)."""
        if str(done).startswith("destroyed"):
            return self.fe_destroyed([filt])
        if str(done).startswith("put"):           # "put into a graveyard this way" (lowering/this_way.py)
            return ("put_into_graveyard", _plain(filt))
        return self.fe_exiled([filt])

    def c_each_controller_creates(self, items):
        """"For each creature destroyed this way, its controller creates a 4/4 ... token"."""
        filt, done, count, token = items
        clause = dataclasses.replace(self.c_create_token([count, token]),
                                     players=(A.ControllerPhrase(A.ItPhrase()),))
        return A.ForEachControllerClause(self._counted_this_way(filt, done), clause)

    def c_each_controller_draws(self, items):
        """"For each creature exiled this way, its controller draws a card"."""
        filt, done, card = items
        if str(card) != "card":
            raise UnsupportedPhrase(f"'draws a {card}'")
        clause = A.DrawClause(Fixed(1), players=(A.ControllerPhrase(A.ItPhrase()),))
        return A.ForEachControllerClause(self._counted_this_way(filt, done), clause)

    def c_attack_this_turn_bare(self, items):
        """"Creatures your opponents control attack this turn if able": each of them as the effect
        resolves has the requirement for the turn (CR 508.1d, 611.2a)."""
        return A.RestrictClause((_bare_each(self, items[0]),), "attack this turn")

    def o_each_creature_dealt_damage_this_way(self, _):
        """"each creature dealt damage this way": the creatures the damage step before reached."""
        return A.DealtDamageThisWayPhrase("creature", each=True)

    def this_way_verb(self, items): return str(items[0]).split()[0]     # "exiled this way" -> "exiled"
    def tw_dealt_damage(self, _): return "dealt damage"
    def tw_sacrificed(self, _): return "sacrificed"
    def tw_is(self, items): return (items[0], False)
    def tw_was(self, items): return (items[0], True)

    def cond_this_way_includes(self, items):
        """"If a creature card is exiled this way": one of the objects the step before acted on
        matches (bound to that step in the lowering, lowering/this_way.py)."""
        n, filt, (verb, was) = items
        if n != Fixed(1):
            raise UnsupportedPhrase("'if N ... this way'")
        return A.ThisWayIncludes(_plain(filt), verb, was)

    def cond_subtype_this_way_includes(self, items):
        """"If a Pirate was exiled this way": the subtype as a filter."""
        subtype, done = items
        return self.cond_this_way_includes([Fixed(1), _plain(self.filter([self.noun_words([subtype])])), done])

    def c_create_token_for_each_this_way(self, items):
        """"For each creature card exiled this way, create a 2/2 black Zombie creature token.":
        as "create ... for each creature card exiled this way" (CR 608.2c)."""
        filt, done, count, token = items
        return self.c_create_token([count, token, self._counted_this_way(filt, done)])

    def o_him_or_her(self, _):
        """"him or her": the player named last ("that player"), as "he or she"."""
        return A.HeOrShePhrase(objective=True)
