"""Transformer methods for clauses about hands and the top of libraries (grammar/effects.lark, CR 701.19, 701.20).

Mixed into transform.ToAst; shared helpers come from common.py.
"""
from __future__ import annotations

import dataclasses

from ....runtime.characteristics import Zone
from ....runtime.filters import Controller, CountersOn, SelfRef, XValue

from .. import nodes as A
from .common import their, UnsupportedPhrase, singular, _plain, _fixed, _count, _card_word


class HandsMixin:
    """Revealing and choosing from hands, discarding, looking at and putting back the top cards, shuffling."""

    # ------------------------------------------------------------ hands and libraries
    def c_reveal_hand(self, items):
        their(items[0], items[1])
        return A.RevealHandClause(items[0])

    def c_reveal_cards_from_hand(self, items):
        """"target player reveals three cards from his or her hand" (CR 701.16a)."""
        their(items[0], items[3])
        _card_word(items[2])
        return A.RevealCardsFromHandClause(items[0], items[1])

    def c_reveal_cards_you_choose(self, items):
        """"... from his or her hand and you choose one of them": the reveal, then the choice."""
        return dataclasses.replace(self.c_reveal_cards_from_hand(items[:4]), you_choose=items[4])

    def c_reveal_number_from_hand(self, items):
        their(items[0], items[2])
        _card_word(items[1])
        return A.RevealCardsFromHandClause(items[0], items[3], equal_to=True)

    def c_discard_up_to_then_draw(self, items):
        _card_word(items[1])
        _card_word(items[3])
        return A.DiscardThenDrawClause(items[0])

    def c_choose_of_them(self, items): return A.ChooseOfThemClause(items[0])

    def c_choose_of_those(self, items):
        _card_word(items[1])
        return A.ChooseOfThemClause(items[0], those_cards=True)

    def c_look_hand(self, items):
        noun = str(items[0])
        if noun not in ("player", "opponent"):
            raise UnsupportedPhrase(f"look at target {noun}'s hand")
        players = Controller.OPPONENT if noun == "opponent" else Controller.ANY
        return A.RevealHandClause((A.TargetPhrase(None, players),), look=True)

    def c_look_hand_that(self, items):
        """"look at that player's hand": the player the ability already named (a trigger's
        damaged player, the caster of the spell that triggered it)."""
        noun = str(items[0])
        if noun not in ("player", "opponent"):
            raise UnsupportedPhrase(f"look at that {noun}'s hand")
        return A.RevealHandClause((A.ThatPhrase(noun),), look=True)

    def c_choose_from_hand(self, items):
        filt = _plain(items[1])
        if not filt.card or filt.zone is not Zone.BATTLEFIELD or filt.controller is not Controller.ANY:
            raise UnsupportedPhrase("choosing something other than cards from a hand")
        return A.ChooseFromHandClause(_count(items[0]), filt)

    def c_choose_from_hand_then_mana_value(self, items):
        """"You choose a nonland card from it with mana value 3 or less." (CR 202.3): the test is
        the chosen card's, written after "from it"."""
        count, filt, from_it, amount, compare = items
        _, test = self.f_mana_value_test([amount, compare])
        filt = _plain(filt)
        chosen = self.c_choose_from_hand([count, dataclasses.replace(filt, tests=filt.tests + (test,)), from_it])
        return dataclasses.replace(chosen, test_after=True)

    def c_choose_from_hand_bare(self, items):
        return dataclasses.replace(self.c_choose_from_hand(items), you=False)

    def c_discard_that(self, items): return A.DiscardThatClause(items[0], str(items[1]) == "those cards")

    def c_reveal_discard_all(self, items):
        filt = _plain(items[2])
        if not filt.card or filt.zone is not Zone.BATTLEFIELD or filt.controller is not Controller.ANY:
            raise UnsupportedPhrase("discarding something other than cards")
        their(items[0], items[1])
        return A.RevealDiscardAllClause(items[0], filt)

    def c_discard_random(self, items):
        _card_word(items[1])
        return A.DiscardRandomClause((A.YouPhrase(),), items[0])

    def c_player_discards_random(self, items):
        _card_word(items[2])
        return A.DiscardRandomClause(items[0], items[1])

    def c_look_top(self, items):
        amount = items[0] if len(items) == 2 else None
        noun = str(items[-1])
        if (amount is None) != (noun == "card") or singular(noun) != "card":
            raise UnsupportedPhrase(f"look at the top {noun}")
        return A.LookTopClause(amount)

    def c_look_twice_from_top(self, items):
        """"look at twice X cards from the top of your library" (CR 107.3: X is announced)."""
        if singular(str(items[1])) != "card":
            raise UnsupportedPhrase(f"look at twice X {items[1]}")
        return A.LookTopClause(A.TwiceAmount(items[0]))

    def c_put_back(self, _): return A.PutLookedClause()

    def c_put_looked(self, items):
        take, zone, rest_word, rest = items
        if str(zone) not in ("hand", "graveyard"):
            raise UnsupportedPhrase(f"put them into your {zone}")
        if str(rest_word) == "other" and (take in (None, 0) or rest not in ("graveyard", "bottom")):
            raise UnsupportedPhrase("'the other' here")
        if str(rest_word) == "rest" and rest == "bottom":
            raise UnsupportedPhrase("'the rest' on the bottom in no order")
        if zone == rest:
            raise UnsupportedPhrase("both parts to the same zone")
        if take == 0:
            raise UnsupportedPhrase("putting none of them into your " + str(zone))
        return A.PutLookedClause(take, str(zone), None, rest, one_left=str(rest_word) == "other")

    def c_put_looked_rest_stays(self, items):
        take, zone = items
        if str(zone) not in ("hand", "graveyard") or not isinstance(take, int) or take == 0:
            raise UnsupportedPhrase(f"put some of them into your {zone}, the rest left")
        return A.PutLookedClause(take, str(zone), None, None)

    def c_put_looked_back(self, items):
        """"put up to two of them back on top of your library in any order and the rest into
        your graveyard": the kept cards stay on top, in the order chosen (CR 401.4)."""
        take, rest = _fixed(items[0]), items[1]
        if not isinstance(take, int) or rest != "graveyard":
            raise UnsupportedPhrase("putting these back on top with the rest elsewhere")
        return A.PutLookedClause(take, "library", None, rest, up_to=True)

    def c_reveal_looked(self, items):
        filt = _plain(items[1])
        if _fixed(items[0]) != 1 or not filt.card or filt.zone is not Zone.BATTLEFIELD \
                or filt.controller is not Controller.ANY:
            raise UnsupportedPhrase("revealing this from among the cards")
        return A.PutLookedClause(1, "hand", filt, None)

    def c_put_rest(self, items):
        if items[0] == "bottom":
            raise UnsupportedPhrase("'the rest' on the bottom in no order")
        return A.PutLookedClause(0, rest=items[0], remaining=True)

    def lt_count(self, items): return _fixed(items[0])

    def lt_count_those(self, items):
        """"put one of those cards into your hand": the looked-at cards, as "one of them"."""
        if str(items[1]) != "those cards":
            raise UnsupportedPhrase(f"{items[1]} among the looked-at cards")
        return _fixed(items[0])

    def lt_any(self, _): return None

    def lt_x_from_among(self, items):
        """"put X cards from among them into your hand": X, the spell's announced value."""
        return XValue()
    def rd_bottom_any(self, _): return "bottom_any"
    def rd_bottom_random(self, _): return "bottom_random"
    def rd_bottom(self, _): return "bottom"
    def rd_graveyard(self, _): return "graveyard"
    def rd_top(self, _): return "top"
    def sz_graveyard(self, _): return (Zone.GRAVEYARD,)
    def sz_hand_graveyard(self, _): return (Zone.HAND, Zone.GRAVEYARD)

    def c_shuffle_into_library(self, items):
        players, his_her, zones, his_her2 = items
        if str(his_her) != str(his_her2) or str(his_her) == "your":
            raise UnsupportedPhrase("shuffling into another player's library")
        their(players, his_her)
        return A.ShuffleIntoLibraryClause(players, zones)

    def c_shuffle_then_draw(self, items):
        players, his_her, zones, his_her2, _then, amount, noun = items
        _card_word(noun)
        clause = self.c_shuffle_into_library([players, his_her, zones, his_her2])
        return dataclasses.replace(clause, then_draw=amount)

    def c_shuffle_into_library_you(self, items):
        return A.ShuffleIntoLibraryClause((A.YouPhrase(),), items[0])

    def c_shuffle_hand_draw_that_many(self, items):
        _card_word(items[-1])
        return A.ShuffleIntoLibraryClause((A.YouPhrase(),), (Zone.HAND,), draw_that_many=True)

    def c_shuffle_from_hand(self, items):
        """"Shuffle a card from your hand into your library" (CR 701.20a): you choose it."""
        filt = _plain(items[1])
        if not filt.card or filt.zone is not Zone.HAND or filt.controller is not Controller.YOU:
            raise UnsupportedPhrase("shuffling anything but cards from your hand into your library")
        return A.ShuffleIntoLibraryClause((A.YouPhrase(),), (Zone.HAND,), count=_fixed(items[0]), chosen=filt)

    def c_put_from_hand(self, items):
        filt = _plain(items[1])
        if not filt.card or filt.zone is not Zone.HAND or filt.controller is not Controller.YOU:
            raise UnsupportedPhrase("putting this onto the battlefield")
        return A.PutFromHandClause(_fixed(items[0]), filt)

    def c_put_from_hand_attached(self, items):
        """"put an Aura card from your hand onto the battlefield attached to ~" (CR 303.4f)."""
        return dataclasses.replace(self.c_put_from_hand(items[:2]), attached_to=items[2])

    def fe_counters(self, items): return CountersOn(SelfRef(), items[0])
    def fe_all_counters(self, _): return CountersOn(SelfRef(), None)
    def fe_colors_spent(self, items):
        return A.ColorsSpentCount(A.ItPhrase() if len(items) < 2 else A.SelfPhrase())

    def x_colors_spent(self, _):
        """Converge: "the number of colors of mana spent to cast ~" (CR 601.2h, 105.1)."""
        from ....runtime.filters import ManaSpentToCast
        return ManaSpentToCast(SelfRef(), colors=True)

    def fe_those(self, items): return ("those", singular(str(items[0])))
    def fe_filter(self, items):
        controlled = self.controlled_phrase(items[0])   # "... target player controls"
        return controlled if controlled is not None else ("each", _plain(items[0]))
