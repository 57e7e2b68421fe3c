"""Parse tree -> AST for libraries and graveyards (grammar/library.lark), mixed into ToAst."""
from __future__ import annotations

import dataclasses

from ....runtime.characteristics import Zone
from ....runtime.filters import Controller, Fixed, ObjectFilter, ObjectIs, OPPONENT_CONTROLS, SharesCreatureType

from .. import nodes as A
from .common import their, UnsupportedPhrase, singular, _plain, _fixed


def _player_noun(tok) -> Controller:
    """"target player's" / "target opponent's": which players the target may be."""
    noun = str(tok)
    if noun not in ("player", "opponent"):
        raise UnsupportedPhrase(f"target {noun}'s library or graveyard")
    return Controller.OPPONENT if noun == "opponent" else Controller.ANY


class LibraryMixin:
    """Methods for the `library_clause` alternatives; `c_library` hooks them into `clause`."""

    def c_search_either(self, items):
        """"search your library for a basic land card or a Gate card": one card matching either
        description (CR 701.23a)."""
        count, first, count2, second = items[:4]
        if _fixed(count) != 1 or _fixed(count2) != 1:
            raise UnsupportedPhrase("searching for several cards of two descriptions")
        either = [_plain(f) for f in (first, second)]
        if any(f.zone is not Zone.BATTLEFIELD or f.controller is not Controller.ANY for f in either):
            raise UnsupportedPhrase("zone words on a description searched for")
        return self.c_search([count, ObjectFilter(card=True, alternatives=tuple(either))] + list(items[4:]))

    def c_search_library_and_graveyard(self, items):
        """"search your library and/or graveyard for a card named X, reveal it, and put it into
        your hand. If you search your library this way, shuffle it." (CR 701.19a, 701.20a)"""
        return dataclasses.replace(self.c_search(list(items[:4]) + [""]), shuffle=True,
                                   other_zones=(Zone.GRAVEYARD,))

    def c_search_graveyard_hand_and_library(self, items):
        """"search your graveyard, hand, and/or library for a card named X and put it onto the
        battlefield. If you search your library this way, shuffle it." (CR 701.19a, 701.20a)"""
        return dataclasses.replace(self.c_search(list(items[:4]) + [""]), shuffle=True,
                                   other_zones=(Zone.GRAVEYARD, Zone.HAND))

    def sd_graveyard(self, _): return ("graveyard", False)      # Entomb: "put that card into your graveyard"

    def c_library(self, items): return items[0]

    def c_surveil(self, items): return A.SurveilClause(items[0])

    def c_put_bottom_owner(self, items):
        return A.PutOnBottomClause(items[0], one_owner=str(items[1]) == "their")

    def c_shuffle_into_owner(self, items):
        return A.ShuffleIntoOwnerClause(items[0], one_owner=str(items[1]) == "their")

    def c_shuffle_into_your_library(self, items):
        """"shuffle all creature cards from your graveyard into your library": only cards of your
        own graveyard or hand are surely yours (CR 404.2, 402.1), so "your library" is each one's
        owner's (CR 400.3); other objects may be someone else's and stay unsupported."""
        for o in items[0]:
            filt = getattr(o, "filter", None)
            if not isinstance(o, (A.EachPhrase, A.TargetPhrase)) or filt is None or not filt.card \
                    or filt.zone not in (Zone.GRAVEYARD, Zone.HAND) or filt.controller is not Controller.YOU:
                raise UnsupportedPhrase("shuffling into your library what may not be your card")
        return A.ShuffleIntoOwnerClause(items[0], yours=True)

    def c_owner_shuffles_into_library(self, items):
        return A.ShuffleIntoOwnerClause(items[0], one_owner=True, owner_shuffles=True)

    def c_return_battlefield_tapped_owner(self, items):
        """"return it to the battlefield tapped under its owner's control" (CR 110.2)."""
        return A.ReturnClause(items[0], "battlefield_owner", tapped=True)

    def c_return_battlefield_owners(self, items, tapped: bool = False):
        """"return all creature cards from all graveyards to the battlefield under their owners'
        control": each under its owner's (CR 110.2)."""
        if str(items[1]) != "their":
            raise UnsupportedPhrase(f"'{items[1]} owners' control'")
        return A.ReturnClause(items[0], "battlefield_owner", tapped=tapped)

    def c_return_battlefield_tapped_owners(self, items):
        return self.c_return_battlefield_owners(items, tapped=True)

    def c_put_into_library_nth(self, items):
        """"put target creature into its owner's library second from the top" (CR 401.1)."""
        return A.PutOnLibraryClause(items[0], position=A.NTH_WORDS.index(str(items[-1]).split()[0]) + 1)

    def c_put_into_your_library_nth(self, items):
        return dataclasses.replace(self.c_put_into_library_nth(items), yours=True)

    def ao_exiled(self, items):
        """"the exiled card's power": what the ability's exile cost or exile step exiled."""
        return self.ao_paid(["exiled", items[0]])

    def c_may_put_opponents_exiled(self, items):
        """"you may put a card an opponent owns from exile into that player's graveyard": a cost paid
        by choice, which "if you do" asks about (CR 118.12)."""
        return A.MayPayClause(self.cost_opponents_exiled_to_graveyard(items))

    def c_its_owner_shuffles_it(self, items):
        """"Its owner shuffles it into his or her library" (CR 701.20a): the owner of what "it"
        names shuffles it into their own library, as "shuffle it into its owner's library"."""
        players, whose = items
        their(players, whose)
        match players:
            case (A.OwnerPhrase(of=A.ItPhrase() | A.SelfPhrase() as it),):
                return A.ShuffleIntoOwnerClause((it,), one_owner=True, owner_shuffles=True, owner_named=True)
        raise UnsupportedPhrase("a player other than its owner shuffling it into their library")

    def c_player_shuffles_that_card(self, items):
        """"That player shuffles that card into his or her library" (CR 701.20a): the card chosen
        from that player's hand, into its owner's library (the lowering checks whose hand)."""
        players, whose = items
        their(players, whose)
        return A.ShuffleIntoOwnerClause((A.ThatPhrase("card"),), one_owner=True, by_player=players)

    def c_player_exiles_that_card(self, items):
        """"That player exiles that card" (CR 406.1): the card chosen from that player's hand."""
        return A.ExileClause((A.ThatPhrase("card"),), players=items[0])

    def c_player_shuffles_targets(self, items):
        """"Target player shuffles up to four target cards from his or her graveyard into his or
        her library": the cards are targets in the target player's graveyard (CR 115.1, 701.20a)."""
        players, count, noun, whose, _library_whose = items
        their(players, whose)
        if len(players) != 1 or not isinstance(players[0], A.TargetPhrase) or players[0].filter is not None:
            raise UnsupportedPhrase("cards shuffled from the graveyard of a player who isn't a target")
        if singular(str(noun)) != "card":
            raise UnsupportedPhrase(f"target {noun} from a graveyard")
        cards = A.TargetPhrase(ObjectFilter(card=True, zone=Zone.GRAVEYARD), None, 0, _fixed(count),
                               controlled_by=A.ThatPhrase("player"))
        return A.ShuffleTargetsIntoLibraryClause(players, cards)

    def c_shuffle_into_owners(self, items):
        return A.ShuffleIntoOwnerClause(items[0])

    def c_put_bottom_owners(self, items):
        return A.PutOnBottomClause(items[0])

    def c_put_bottom_yours(self, items):
        self._your_cards(items[0])
        return A.PutOnBottomClause(items[0], yours=True)

    def c_put_bottom_yours_any(self, items):
        self._your_cards(items[0])
        return A.PutOnBottomClause(items[0], yours=True, any_order=True)

    @staticmethod
    def _your_cards(objects) -> None:
        """"on the bottom of your library": only right for cards you own (CR 400.3)."""
        for o in objects:
            f = getattr(o, "filter", None)
            if not isinstance(o, (A.TargetPhrase, A.UpToPhrase, A.ChosenPhrase, A.EachPhrase)) \
                    or f is None or f.controller is not Controller.YOU or f.zone.value == "battlefield":
                raise UnsupportedPhrase("putting cards you may not own into your library")

    def c_shuffle_library(self, _): return A.ShuffleLibraryClause()

    def c_player_shuffles_library(self, items):
        if str(items[1]) == "your":
            raise UnsupportedPhrase("shuffling another player's library")
        their(items[0], items[1])
        return A.ShuffleLibraryClause(items[0])

    def c_exile_zone_cards(self, items):
        filt, _tok, noun_tok, _poss, zones = items
        filt = _plain(filt)
        if not filt.card or filt.zone.value != "battlefield" or filt.controller is not Controller.ANY:
            raise UnsupportedPhrase("exiling something other than cards from a player's zone")
        players = _player_noun(noun_tok)
        return A.ExileZoneCardsClause((A.TargetPhrase(None, players),), filt, tuple(zones))

    def c_look_top_of(self, items):
        amount = items[0] if len(items) == 4 else None
        card_word, noun_tok = str(items[-3]), items[-2]
        if (amount is None) != (card_word == "card") or singular(card_word) != "card":
            raise UnsupportedPhrase(f"look at the top {card_word}")
        players = _player_noun(noun_tok)
        return A.LookTopOfClause(amount, (A.TargetPhrase(None, players),))

    def c_exile_all_but_bottom(self, items):
        noun_tok = items[0]
        return A.ExileAllButBottomClause((A.TargetPhrase(None, _player_noun(noun_tok)),))

    # "reveal the top N cards of your library" and where those cards go
    def c_reveal_top(self, items):
        amount = items[0] if len(items) == 2 else None
        noun = str(items[-1])
        if (amount is None) != (noun == "card") or singular(noun) != "card":
            raise UnsupportedPhrase(f"reveal the top {noun}")
        return A.RevealTopClause(amount)

    def c_player_reveals_top(self, items):
        """"target player reveals the top card of his or her library" (CR 701.16a)."""
        players, his_her = items[0], str(items[-1])
        if his_her == "your":
            raise UnsupportedPhrase("another player revealing your library")
        clause = self.c_reveal_top(list(items[1:-1]))
        their(players, his_her)
        return dataclasses.replace(clause, players=players)

    def c_player_exiles_top(self, items):
        """"each opponent exiles the top card of his or her library": each of those players
        exiles from their own library (CR 406.3)."""
        players, rest = items[0], items[1:-1]
        their(players, items[-1])
        if len(rest) == 1:
            if str(rest[0]) != "card":
                raise UnsupportedPhrase(f"exiles the top {rest[0]}")
            return A.ExileTopClause(players=players)
        return dataclasses.replace(self.c_exile_top_count(rest), players=players)

    @staticmethod
    def _cards(filt, what: str):
        filt = _plain(filt)
        if not filt.card or filt.zone.value != "battlefield" or filt.controller is not Controller.ANY:
            raise UnsupportedPhrase(f"putting this {what}")
        return filt

    def c_put_revealed(self, items):
        filt, _tok, (dest, tapped), _rest_tok, rest = items
        return A.PutRevealedClause(self._cards(filt, "revealed this way"), dest, rest, tapped)

    def c_put_all_among(self, items):
        filt, _tok, (dest, tapped), _rest_tok, rest = items
        return A.PutRevealedClause(self._cards(filt, "from among them"), dest, rest, tapped)

    def c_put_among(self, items):
        count, filt, _tok, (dest, tapped) = items
        return A.PutAmongClause(_fixed(count), self._cards(filt, "from among them"), dest, tapped)

    def c_put_any_number_among(self, items):
        """"put any number of creature and/or land cards from among them onto the battlefield":
        the controller chooses how many, none included (CR 107.1c)."""
        filt, _tok, (dest, tapped) = items
        return A.PutAmongClause(0, self._cards(filt, "from among them"), dest, tapped, any_number=True)

    def c_put_up_to_among(self, items):
        """"put up to two creature cards ... from among them onto the battlefield [and the rest
        into your graveyard]": the controller chooses none to that many (CR 107.1c)."""
        count, filt, _tok, (dest, tapped) = items[:4]
        rest = items[5] if len(items) > 4 else None
        return A.PutAmongClause(_fixed(count), self._cards(filt, "from among them"), dest, tapped, up_to=True,
                                rest=rest)

    def c_put_objects(self, items):
        objects, (dest, tapped) = items
        return A.PutObjectsClause(objects, dest, tapped)

    def c_put_under_control(self, items): return A.PutUnderControlClause(items[0])
    def c_put_under_control_tapped(self, items): return A.PutUnderControlClause(items[0], True)

    def c_put_under_control_attached(self, items):
        """"put target Aura card from a graveyard onto the battlefield under your control attached
        to ~" (CR 303.4f)."""
        return A.PutUnderControlClause(items[0], attached_to=items[1])

    # "reveal cards from the top of your library until you reveal a land card" and what follows
    def c_reveal_until(self, items, exile=False):
        count, filt = items[-2], items[-1]
        return A.RevealUntilClause(self._until_filter(filt), _fixed(count), exile=exile)

    def c_exile_until(self, items): return self.c_reveal_until(items, exile=True)

    def c_player_reveals_until(self, items):
        players, top, _he_she_reveals, count, filt, _then, noun, his_her = items
        whose = str(top).split(" of ", 1)[1].rsplit(" library", 1)[0]
        if whose == "your" or str(noun) != "cards" or str(his_her) != whose:
            raise UnsupportedPhrase("revealing another player's library this way")
        their(players, whose)
        return A.RevealUntilClause(self._until_filter(filt), _fixed(count), players)

    @staticmethod
    def _until_filter(filt):
        filt = _plain(filt)
        if not filt.card or filt.zone.value != "battlefield" or filt.controller is not Controller.ANY:
            raise UnsupportedPhrase("revealing until something other than a card")
        return filt

    def c_put_found_rest(self, items):
        objects, (dest, tapped), _others, rest = items
        return A.PutFoundClause(objects, dest, rest, tapped)

    c_put_found_others = c_put_found_rest

    def c_put_found_exile_others(self, items):
        objects, (dest, tapped), _others = items
        return A.PutFoundClause(objects, dest, "exile", tapped)

    def c_put_revealed_cards(self, items):
        return A.PutAllRevealedClause(items[1])

    def c_put_revealed_cards_hand(self, items):
        return A.PutAllRevealedClause("hand")

    def cost_exile_top(self, items, exile=True):
        from ....runtime.costs import TopOfLibraryCost

        count = _fixed(items[0]) if len(items) == 2 else None
        noun = str(items[-1])
        if (count is None) != (noun == "card") or singular(noun) != "card":
            raise UnsupportedPhrase(f"the top {noun} as a cost")
        return TopOfLibraryCost(count or 1, exile)

    def cost_mill_top(self, items): return self.cost_exile_top(items, exile=False)

    def cost_exile_top_one(self, _):
        from ....runtime.costs import TopOfLibraryCost
        return TopOfLibraryCost(1)

    def c_clash(self, _): return A.ClashClause()

    def c_return_their_hand(self, items):
        """"his or her hand" is the owner's only for cards from an opponent's graveyard."""
        for o in items[0]:
            f = getattr(o, "filter", None)
            if not isinstance(o, A.TargetPhrase) or f is None or f.zone is not Zone.GRAVEYARD \
                    or f.controller is not Controller.OPPONENT:
                raise UnsupportedPhrase("'his or her hand' for this")
        return A.ReturnTheirHandClause(items[0])

    def c_choose_up_to_from_hand(self, items):
        """"look at target player's hand and choose up to two cards from it"."""
        clause = self.c_choose_from_hand(items)
        return dataclasses.replace(clause, you=False, up_to=True)

    def c_search_top(self, items, up_to=False):
        count, filt, _reveal_shuffle_put_on_top = items
        filt = self._cards(filt, "on top of your library")
        return A.SearchTopClause(filt, _fixed(count), up_to)

    def c_search_top_up_to(self, items): return self.c_search_top(items, up_to=True)

    def c_search_top_any_number(self, items):
        """"search your library for any number of Goblin cards and reveal those cards. Shuffle your
        library, then put them on top of it in any order.": none to all of them (CR 701.19b)."""
        filt, _reveal_shuffle_put_on_top = items
        filt = self._cards(filt, "on top of your library")
        return A.SearchTopClause(filt, 0, True, any_number=True)

    def c_search_top_unrevealed(self, items):
        """"Search your library for a card, then shuffle and put that card on
        top.": no one sees which card it is (CR 701.19, 701.20)."""
        return dataclasses.replace(self.c_search_top(items), reveal=False)

    def c_player_puts_hand_top(self, items):
        """"target opponent puts a card from his or her hand on top of his or her library"."""
        players, count, filt, _from_their_hand, his_her = items
        filt = _plain(filt)
        if not filt.card or filt.zone is not Zone.BATTLEFIELD or str(his_her) == "your":
            raise UnsupportedPhrase("putting this from a hand on top of a library")
        their(players, his_her)
        return A.PlayerPutsFromHandClause(players, _fixed(count), filt)

    def c_return_exiled(self, items, tapped=False):
        """"return the exiled card(s) to the battlefield [tapped] under its owner's control"."""
        noun, owner = str(items[0]), items[1]
        self._exiled_noun(noun)
        return A.ReturnExiledClause(noun == "cards", tapped=tapped, one_owner=self._one_owner(noun, owner))

    def c_return_exiled_tapped(self, items): return self.c_return_exiled(items, tapped=True)

    def c_exile_looked_face_down(self, items):
        """"exile one of them face down and put the rest on the bottom of your library in a random
        order" (hideaway, CR 702.75a): one card, the rest in a random order only."""
        take, rest_word, rest = items
        if take != 1 or str(rest_word) != "rest" or rest != "bottom_random":
            raise UnsupportedPhrase("exiling looked-at cards face down other than hideaway's way")
        return A.PutLookedClause(1, "exile", None, rest, face_down=True)

    def c_exiled_card_may_be_looked_at(self, items):
        if str(items[0]) != "card":
            raise UnsupportedPhrase(f"the exiled {items[0]} gain")
        return A.ExiledCardMayBeLookedAtClause()

    def c_play_exiled_free(self, items):
        if str(items[0]) != "card":
            raise UnsupportedPhrase(f"play the exiled {items[0]}")
        return A.PlayExiledFreeClause()

    def c_cast_exiled_with_free(self, items, any_number=False):
        """"you may cast an instant or sorcery card exiled with it without paying its mana cost" /
        "cast any number of cards exiled with ~ without paying their mana costs": the cards the
        linked exile ability exiled (CR 607.2a) that the filter names, in exile."""
        if any_number:
            filt, words = items[0], items[1]
        else:
            count, filt, words = items[0], items[1], items[2]
            if _fixed(count) != 1:
                raise UnsupportedPhrase("casting a number of cards exiled with ~")
        filt = _plain(filt)
        if not filt.card or filt.zone is not Zone.BATTLEFIELD or filt.controller is not Controller.ANY:
            raise UnsupportedPhrase("zone or player words on the cards exiled with ~")
        return A.CastExiledWithFreeClause(dataclasses.replace(filt, zone=Zone.EXILE), any_number=any_number,
                                          with_it=str(words).endswith(" it"))

    def c_cast_any_exiled_with_free(self, items): return self.c_cast_exiled_with_free(items, any_number=True)

    def c_cast_from_hand_free(self, items):
        """"you may cast a card with converted mana cost 3 or less from your hand without paying
        its mana cost" (CR 608.2g, 118.9)."""
        count, filt, _free = items
        filt = _plain(filt)
        if _fixed(count) != 1 or not filt.card or filt.zone is not Zone.HAND or filt.controller is not Controller.YOU:
            raise UnsupportedPhrase("casting this from your hand without paying its mana cost")
        return A.CastFromHandFreeClause(filt)

    def c_cast_from_revealed_hand_free(self, items):
        """"you may cast an instant or sorcery card from it without paying its mana cost": the
        hand revealed just before (CR 608.2g, 118.9)."""
        count, filt, _from_it, _free = items
        filt = _plain(filt)
        if _fixed(count) != 1 or not filt.card or filt.zone is not Zone.BATTLEFIELD or filt.controller is not Controller.ANY:
            raise UnsupportedPhrase("casting this from a revealed hand without paying its mana cost")
        return A.CastFromHandFreeClause(filt, from_revealed_hand=True)

    def c_cast_in_revealed_hand_free(self, items):
        return dataclasses.replace(self.c_cast_from_revealed_hand_free(items), in_it=True)

    def c_return_exiled_hand(self, items):
        """"return the exiled card(s) to their owner's hand"."""
        noun, owner, hand = str(items[0]), items[1], str(items[2])
        self._exiled_noun(noun)
        if hand != ("hands" if owner == "their owners'" else "hand"):
            raise UnsupportedPhrase(f"{owner} {hand}")
        return A.ReturnExiledClause(noun == "cards", to_hand=True, one_owner=self._one_owner(noun, owner))

    @staticmethod
    def _one_owner(noun: str, owner: str) -> bool:
        """"its owner's" goes with one card, "their owner's" / "their owners'" with cards (one
        owner / each its own); a possessive that disagrees with the noun is unsupported."""
        if (owner == "its owner's") != (noun == "card"):
            raise UnsupportedPhrase(f"the exiled {noun} to {owner}")
        return owner == "their owner's"

    @staticmethod
    def _exiled_noun(noun: str):
        if noun not in ("card", "cards"):
            raise UnsupportedPhrase(f"the exiled {noun}")

    def c_return_each_exiled_with(self, items, several=False):
        """"return each creature card exiled with ~ to the battlefield under its owner's control" /
        "return all cards exiled with it ... under your control": the cards the source's linked
        exile ability exiled (CR 607.2a) that match the filter, in exile."""
        filt, _words, control = _plain(items[0]), items[1], items[2]
        if not filt.card or filt.zone is not Zone.BATTLEFIELD or filt.controller is not Controller.ANY:
            raise UnsupportedPhrase("zone or player words on the cards exiled with ~")
        yours = control == "your"
        one_owner = False if yours else self._one_owner("cards" if several else "card", control)
        return A.ReturnExiledClause(several, one_owner=one_owner, under_your_control=yours,
                                    filter=dataclasses.replace(filt, zone=Zone.EXILE),
                                    with_it=str(_words).endswith(" it"))

    def c_return_all_exiled_with(self, items): return self.c_return_each_exiled_with(items, several=True)

    def c_put_one_exiled_with(self, items):
        """"put a creature card exiled with ~ onto the battlefield under your control": one of the
        cards the linked exile ability exiled (CR 607.2a), chosen as it resolves."""
        if _fixed(items[0]) != 1:
            raise UnsupportedPhrase("putting a number of cards exiled with ~ onto the battlefield")
        return dataclasses.replace(self.c_return_each_exiled_with(items[1:]), one=True)

    def ec_your(self, items): return "your"

    def eo_its_owner(self, items): return "its owner's"
    def eo_their_owner(self, items): return "their owner's"
    def eo_their_owners(self, items): return "their owners'"

    def e_put_into_your_graveyard(self, items):
        """"whenever a creature is put into your graveyard from the battlefield" (CR 700.4)."""
        if str(items[1]) != "graveyard":
            raise UnsupportedPhrase(f"put into your {items[1]} from the battlefield")
        return A.TriggerCondition("dies", items[0], into_your_graveyard=True)

    def e_put_into_your_graveyard_from_library(self, items, from_zone=Zone.LIBRARY, owner=Controller.YOU):
        """"when ~ is put into your graveyard from your library": only cards you own go to your
        graveyard (CR 400.3); from anywhere, or from one zone."""
        subject, zone = items[0], str(items[-1])
        if zone != "graveyard":
            raise UnsupportedPhrase(f"put into a {zone}")
        return A.TriggerCondition("put_into_graveyard", subject, player=owner, from_zone=from_zone)

    def e_put_into_your_graveyard_from_anywhere(self, items):
        return self.e_put_into_your_graveyard_from_library(items, from_zone=None)

    def e_put_into_a_graveyard_from_anywhere(self, items):
        """"When ~ is put into a graveyard from anywhere": it triggers from the graveyard it arrives
        in (CR 113.6k); another object's arrival would need this ability's zone worked out (a
        graveyard ability, CR 113.6k, or the battlefield), which stays unsupported."""
        if items[1] != Fixed(1):
            raise UnsupportedPhrase("put into several graveyards")
        if not isinstance(items[0], A.SelfPhrase):
            raise UnsupportedPhrase("another object put into a graveyard from anywhere")
        return self.e_put_into_your_graveyard_from_library(items, from_zone=None, owner=Controller.ANY)

    def e_put_into_opponents_graveyard_from_anywhere(self, items):
        return self.e_put_into_your_graveyard_from_library(items, from_zone=None, owner=Controller.OPPONENT)

    def c_reveal_objects(self, items):
        if items[0] not in ((A.ItPhrase(),), (A.ThatPhrase("card"),)):
            raise UnsupportedPhrase("revealing this")
        return A.RevealObjectsClause(items[0])

    def cond_shares_type(self, items):
        if str(items[0]) != "creature":
            raise UnsupportedPhrase(f"sharing a {items[0]} type")
        return SharesCreatureType(None)

    def c_put_hand_top(self, items):
        return dataclasses.replace(self.c_put_hand_bottom(items), top=True)

    def c_put_hand_top_any(self, items):
        return dataclasses.replace(self.c_put_hand_bottom(items), top=True, any_order=True)

    def c_put_hand_bottom(self, items):
        count, filt = items
        filt = _plain(filt)
        if not filt.card or filt.zone is not Zone.HAND or filt.controller is not Controller.YOU:
            raise UnsupportedPhrase("putting this on the bottom of your library")
        return A.PutHandOnBottomClause(_fixed(count), filt)

    def c_may_exile_chosen(self, items):
        count, filt = items
        filt = _plain(filt)
        if not filt.card or filt.zone not in (Zone.GRAVEYARD, Zone.HAND) \
                or filt.controller is not Controller.YOU:
            raise UnsupportedPhrase("exiling something other than cards from your graveyard or hand")
        return A.MayClause(A.ExileChosenClause(_fixed(count), filt))

    def c_search_other(self, items, up_to=False):
        noun_tok, _poss, count, filt, put, shuffle = items
        players = _player_noun(noun_tok)
        filt = _plain(filt)
        if not filt.card or filt.zone.value != "battlefield" or filt.controller is not Controller.ANY:
            raise UnsupportedPhrase("searching for something other than cards")
        put = str(put)
        destination = (Zone.BATTLEFIELD if "battlefield" in put else
                       Zone.GRAVEYARD if "graveyard" in put else Zone.EXILE)
        return A.SearchOtherClause(filt, _fixed(count), up_to, players, destination)

    def c_search_other_up_to(self, items): return self.c_search_other(items, up_to=True)

    def c_search_that_player(self, items):
        """"search that player's library for a card and exile it. Then that player shuffles." (CR
        701.19): the library of the player named before (the one a trigger's event named)."""
        if singular(str(items[0])) != "player":
            raise UnsupportedPhrase(f"searching that {items[0]}'s library")
        clause = self.c_search_other(items)
        return dataclasses.replace(clause, that_player=True)

    def _random(self, items, action):
        count, filt, zone = items
        filt = self._cards(filt, "at random")
        if str(zone) != "graveyard":
            raise UnsupportedPhrase(f"a card at random in your {zone}")
        return A.RandomCardsClause(_fixed(count), filt, str(zone), action)

    def c_return_random_hand(self, items): return self._random(items, "return_hand")
    def c_return_random_battlefield(self, items): return self._random(items, "return_battlefield")
    def c_choose_random(self, items): return self._random(items, "choose")

    def ao_revealed(self, _):
        """"the revealed card's mana value" (effects.lark's amount owners)."""
        return A.RevealedCardPhrase()

    def c_player_reveals_random(self, items):
        if str(items[1]) != "card":
            raise UnsupportedPhrase(f"revealing a {items[1]} at random")
        return A.PlayerRevealsRandomClause(items[0])

    def c_reveal_from_hand(self, items):
        filt = _plain(items[0])
        if not filt.card or filt.zone.value != "hand" or filt.controller is not Controller.YOU:
            raise UnsupportedPhrase("revealing something other than cards in your hand")
        return A.RevealFromHandClause(filt)

    @staticmethod
    def _revealed(filt) -> A.RevealedCount | A.RevealedMatchingCount:
        if filt == ObjectFilter(card=True):
            return A.RevealedCount()
        # "for each nonland card revealed this way": cards of some card types only (CR 205.2a)
        if not isinstance(filt, ObjectFilter) or filt != ObjectFilter(card=True, types=filt.types,
                                                                      excluded_types=filt.excluded_types):
            raise UnsupportedPhrase("counting some of the cards revealed this way")
        return A.RevealedMatchingCount(filt)

    def fe_revealed(self, items): return self._revealed(items[0])

    # "For each nonland card revealed this way, <effect>": the trailing "for each" moved first
    def c_create_token_for_each_revealed(self, items):
        filt, _revealed_this_way, count, token = items
        return self.c_create_token([count, token, self._revealed(filt)])

    def c_put_counters_for_each_revealed(self, items):
        filt, _revealed_this_way, count, kind, word, objects = items
        return self.c_put_counters_for_each([count, kind, word, objects, self._revealed(filt)])

    def c_pump_for_each_revealed(self, items):
        filt, _revealed_this_way, *pump = items
        clause = self.c_pump(pump)
        if clause.by_x:
            raise UnsupportedPhrase("+X/+X for each card revealed this way")
        return dataclasses.replace(clause, for_each=self._revealed(filt))

    def c_pump_for_each_revealed_after(self, items):
        *pump, filt, revealed_this_way = items
        return self.c_pump_for_each_revealed([filt, revealed_this_way, *pump])

    def c_pump_bare_for_each_revealed(self, items):
        """"..., attacking creatures you control get +1/+1 until end of turn": each of them, as it
        resolves (CR 611.2c)."""
        filt, _revealed_this_way, *pump = items
        return dataclasses.replace(self.c_pump_bare(pump), for_each=self._revealed(filt))
    def x_revealed(self, items): return self._revealed(items[0])

    def x_exiled(self, items):
        if not isinstance(items[0], ObjectFilter):
            raise UnsupportedPhrase("counting something other than objects exiled this way")
        return A.ExiledCount(_plain(items[0]))

    def fe_exiled(self, items): return self.x_exiled(items)

    def clash_won_sentence(self, items):
        return A.Sentence(items[0], condition=A.WonClash())

    def c_put_objects_their_graveyard(self, items):
        if str(items[1]) == "your":
            raise UnsupportedPhrase("'your' here")       # the put_destination form reads "your"
        return A.PutObjectsClause(items[0], "graveyard", player=A.HeOrShePhrase())   # "his or her" / "their"

    def c_put_objects_that_graveyard(self, items):
        if str(items[1]) != "player":
            raise UnsupportedPhrase(f"that {items[1]}'s graveyard")
        return A.PutObjectsClause(items[0], "graveyard", player=A.ThatPhrase("player"))

    def pd_hand(self, _): return ("hand", False)
    def pd_graveyard(self, _): return ("graveyard", False)
    def pd_battlefield(self, _): return ("battlefield", False)
    def pd_battlefield_tapped(self, _): return ("battlefield", True)

    def otherwise_sentence(self, items):
        return A.Sentence(items[0], otherwise=True)

    def cond_opponent_controls_that(self, items):
        """"If an opponent controls that creature, ...": the object named before (a target)
        is controlled by an opponent of the ability's controller (CR 102.2)."""
        if str(items[0]) != "opponent" or str(items[1]) not in ("creature", "permanent"):
            raise UnsupportedPhrase(f"'a {items[0]} controls that {items[1]}'")
        return ObjectIs(None, OPPONENT_CONTROLS)

    def cond_it_is(self, items):
        if items[0] != Fixed(1):
            raise UnsupportedPhrase("'it's' with a number")
        return ObjectIs(None, _plain(items[1]))

    def cond_it_was(self, items):
        """"if it was a creature card": a card's characteristics, which moving it between zones
        other than the battlefield doesn't change (CR 400.7); what a permanent was is not read."""
        if not _plain(items[1]).card:
            raise UnsupportedPhrase("'if it was' a permanent's characteristics (last known information)")
        return self.cond_it_is(items)

    def cond_that_card_is(self, items):
        """"if that card is a land card": the card the step before revealed or moved, as "it's"."""
        return self.cond_it_is(items[1:])

    def cond_it_is_either(self, items):
        """"if it's a land card or a creature card with mana value 3 or less": the object matches
        either description (each with its own words)."""
        if items[0] != Fixed(1) or items[2] != Fixed(1):
            raise UnsupportedPhrase("'it's' with a number")
        return ObjectIs(None, self.filter_series([items[1], items[3]]))

    def cond_its_mana_value(self, items):
        """"If its mana value was 2 or less": a characteristic of the object acted on, as it last
        existed if it left (CR 608.2h)."""
        return ObjectIs(None, ObjectFilter(tests=(self.f_mana_value_test(items)[1],)))

    def sp_words(self, items): return str(items[0])
    def sp_comma(self, items): return ", " + str(items[0])

    def c_search_no_shuffle(self, items):
        return dataclasses.replace(self.c_search(list(items[:4]) + [""]), shuffle=False)

    def c_search_any_number(self, items):
        """"Search your library for any number of Dragon creature cards": as many as the
        searcher chooses, none to all (CR 701.19b)."""
        from .common import _reveals
        filt, put, dest, shuffle = items[:4]
        return A.SearchClause(_plain(filt), 0, dest[0], dest[1], up_to=True, reveal=_reveals(put),
                              shuffle=bool(shuffle), any_number=True)

    def c_search_any_number_no_shuffle(self, items):
        return dataclasses.replace(self.c_search_any_number(list(items[:3]) + [""]), shuffle=False)

    def c_search_split(self, items):
        """"Search your library for up to two basic land cards, reveal those cards, put one onto
        the battlefield tapped and the other into your hand, then shuffle." (CR 701.19, 701.16a):
        the found cards are revealed; one goes to the first place, the other to the second."""
        count, filt, _, dest, _, rest, _ = items[:7]
        if _fixed(count) != 2 or rest[1]:
            raise UnsupportedPhrase("a search splitting other than two cards")
        return A.SearchClause(_plain(filt), 2, dest[0], dest[1], up_to=True, reveal=True,
                              rest_destination=rest[0])

    def c_search_split_no_shuffle(self, items):
        """"... and the other into your hand. Shuffle your library, then scry 1.": the shuffle is
        a step of its own."""
        return dataclasses.replace(self.c_search_split(list(items[:6]) + [""]), shuffle=False)

    def c_search_up_to_no_shuffle(self, items):
        return dataclasses.replace(self.c_search_up_to(list(items[:4]) + [""]), shuffle=False)

