"""Players named through objects and combat (grammar/players.lark): "its controller",
"that land's controller", "defending player" (CR 506.2), and objects a named player controls
("each creature target player controls", "all lands that player controls").

Mixed into transform.ToAst; shared helpers come from common.py.
"""
from __future__ import annotations

import dataclasses

from lark import Token, v_args

from ....runtime.abilities import ChoiceKind
from ....runtime.characteristics import BASIC_LAND_TYPES, Zone
from ....runtime.costs import ManaCost
from ....runtime.filters import Controller, Fixed, NotCondition, ObjectFilter, PlayerControls, PlayerRef

from .. import nodes as A
from .triggers import HOSTS
from .common import (their, UnsupportedPhrase, singular, _span, FilterWithExtras, _plain, _fixed,
                               _card_word, _has, _cond, _reveals)


def _unsupported(message: str, token=None):
    return UnsupportedPhrase(message, token)


def _singular(word) -> str:
    return singular(str(word))


# the players of a clause written without them, until bind_continued_player names them (only
# this object: a clause's own empty players mean something else)
class _SamePlayer:
    """Stands for the player of the clause before, until bind_continued_player names them."""


SAME_PLAYER = (_SamePlayer(),)
# "choose a card name" as a spell resolves (CR 201.3): the names the engine can offer
NAME_CHOICES = {"a card name": ChoiceKind.CARD_NAME, "a nonland card name": ChoiceKind.NONLAND_CARD_NAME}


def bind_continued_player(clauses: tuple) -> tuple:
    """A clause written without its player after ", then" ("target player draws two cards, then
    discards two cards") is done by the player of the clause before: "that player" where that
    one was a target or "that player" (one player, CR 608.2c), else the same phrase ("each
    player discards a card, then draws a card": each of them)."""
    out = []
    for c in clauses:
        if getattr(c, "players", None) is SAME_PLAYER:
            before = getattr(out[-1], "players", None) if out else None
            if not before or before == (A.YouPhrase(),):      # "draw a card, then discards ...": no
                raise UnsupportedPhrase("a player's action with no player before it")
            one = len(before) == 1 and isinstance(before[0], (A.TargetPhrase, A.ThatPhrase))
            c = dataclasses.replace(c, players=(A.ThatPhrase("player"),) if one else before)
        out.append(c)
    return tuple(out)


class PlayersMixin:
    """Transformer methods for grammar/players.lark."""

    # ------------------------------------------------------------ players through objects
    def o_its_controller(self, _):
        return A.ControllerPhrase(A.ItPhrase())

    def o_that_controller(self, items):
        noun = next(i for i in items if isinstance(i, Token) and i.type == "TYPE_WORD")
        word = _singular(noun)
        if word in ("player", "opponent", "card"):
            raise _unsupported(f"'that {noun}'s controller'", noun)
        return A.ControllerPhrase(A.ThatPhrase(word))

    def o_that_spell_or_ability_controller(self, items):
        """"that spell or ability's controller" (CR 115): who controls what targeted it."""
        noun = next(i for i in items if isinstance(i, Token) and i.type == "TYPE_WORD")
        if _singular(noun) != "spell":
            raise _unsupported(f"'that {noun} or ability's controller'", noun)
        return A.ControllerPhrase(A.ThatPhrase("spell or ability"))

    def o_attached_controller(self, items):
        """"enchanted creature's controller": who controls the permanent the source is attached to."""
        noun = str(items[0]).split()[1].removesuffix("'s")
        return A.ControllerPhrase(A.EachPhrase(HOSTS[noun]))

    def o_self_controller(self, _):
        return A.ControllerPhrase(A.SelfPhrase())

    def o_its_owner(self, _):
        return A.OwnerPhrase(A.ItPhrase())

    def o_self_owner(self, _):
        return A.OwnerPhrase(A.SelfPhrase())

    def o_defending_player(self, _):
        return A.DefendingPlayerPhrase()

    # ------------------------------------------------------------ "<filter> <player> controls"
    def f_defending_controls(self, _):
        return ("controller", Controller.DEFENDING)

    def c_player_exiles_one(self, items):
        """"target player exiles a card from his or her graveyard" (CR 608.2d: that player chooses)."""
        return A.PlayerMovesOwnClause(items[0], self._own_zone_filter(items[1], str(items[2])))

    def c_player_exiles_n(self, items):
        """"that player exiles two cards from his or her graveyard" (CR 608.2d: that player
        chooses that many of their own)."""
        players, number, filt, where = items
        from .common import NUMBER_WORDS
        count = NUMBER_WORDS.get(str(number).lower())
        if not count or count < 2:
            raise UnsupportedPhrase(f"a player exiling '{number}' of their own")
        return A.PlayerMovesOwnClause(players, self._own_zone_filter(filt, str(where)), count=count)

    def c_player_exiles_all(self, items):
        """"target player exiles all land cards from his or her graveyard": each of them."""
        return A.PlayerMovesOwnClause(items[0], self._own_zone_filter(items[1], str(items[2])), every=True)

    def c_player_returns_all_battlefield(self, items):
        """"each player returns all creature cards from his or her graveyard to the battlefield"."""
        return dataclasses.replace(self.c_player_exiles_all(items[:3]), to=Zone.BATTLEFIELD)

    def c_player_returns_all_hand(self, items):
        """"each player returns all creature cards from his or her graveyard to his or her hand"."""
        return dataclasses.replace(self.c_player_exiles_all(items[:3]), to=Zone.HAND)

    def c_player_returns_one(self, items):
        """"that player returns a land he or she controls to its owner's hand" (CR 608.2d)."""
        return self._moves_one(items, Zone.HAND)

    def c_player_puts_onto_battlefield(self, items):
        """"each player puts a creature card from his or her graveyard onto the battlefield": under
        its owner's control, that player's (CR 110.2)."""
        return self._moves_one(items, Zone.BATTLEFIELD)

    def _moves_one(self, items, to: Zone):
        players, count, filt, where = items[:4]      # then "to its owner's hand" (POSSESSIVE)
        if _fixed(count) != 1:
            raise UnsupportedPhrase("more than one object a player moves of their own")
        return A.PlayerMovesOwnClause(players, self._own_zone_filter(filt, str(where)), to=to)

    @staticmethod
    def _own_zone_filter(filt, where: str) -> ObjectFilter:
        """The filter of what a player exiles of their own: "from his or her hand/graveyard" (cards
        they own there, CR 108.3) or "he or she controls" (permanents, CR 108.4)."""
        filt = _plain(filt)
        if filt.controller is not Controller.ANY or filt.zone is not Zone.BATTLEFIELD:
            raise UnsupportedPhrase("whose objects a player exiles, besides their own")
        zone = Zone.BATTLEFIELD if where.endswith("control") or where.endswith("controls") else Zone(where.rsplit(" ", 1)[-1])
        if zone is not Zone.BATTLEFIELD and not filt.card:
            raise UnsupportedPhrase("a permanent from a hand or graveyard")
        return dataclasses.replace(filt, zone=zone, controller=Controller.YOU)

    def c_player_chooses(self, items):
        """"target opponent chooses a creature he or she controls" (CR 608.2d)."""
        filt = _plain(items[1])
        if filt.controller is not Controller.ANY:
            raise UnsupportedPhrase("whose objects a player chooses, besides 'he or she controls'")
        return A.PlayerChoosesClause(items[0], filt, own=len(items) > 2)

    def c_player_chooses_many(self, items, up_to: bool = False):
        """"each player chooses three permanents he or she controls", "that player chooses up to
        two creatures he or she controls" (CR 608.2d): that many (none to that many) of their own."""
        players, count, filt = items[:3]
        if not isinstance(count, Fixed) or not isinstance(count.value, int):
            raise UnsupportedPhrase("a player choosing a number of objects that isn't fixed")
        chooses = self.c_player_chooses([players, filt, items[3]])
        return dataclasses.replace(chooses, count=count.value, up_to=up_to)

    def c_player_chooses_up_to(self, items):
        return self.c_player_chooses_many(items, up_to=True)

    def c_you_choose_up_to(self, items):
        """"Choose up to one creature. Destroy the rest." (CR 608.2d): you choose among every
        matching object."""
        count, filt = items
        if not isinstance(count, Fixed) or not isinstance(count.value, int):
            raise UnsupportedPhrase("choosing a number of objects that isn't fixed")
        return dataclasses.replace(self.c_player_chooses([(A.YouPhrase(),), filt]), count=count.value, up_to=True)

    def f_chosen_player_controls(self, _):
        return ("controller", Controller.CHOSEN)

    def f_enchanted_player_controls(self, _):
        """"creatures enchanted player controls" (CR 303.4, 702.5d)."""
        return ("controller", Controller.ENCHANTED)

    def f_zone_chosen_player(self, items):
        """"in the chosen player's hand": cards its owner owns (CR 108.3, 607.2d)."""
        return ("zone_chosen_player", Zone(str(items[-1]).rsplit(" ", 1)[-1]))

    def f_zone_defending(self, items):
        """"from defending player's graveyard": cards its owner owns (CR 108.3, 506.2)."""
        return ("zone_defending", Zone(str(items[-1])))

    def f_target_player_controls(self, items):
        word = _singular(items[0])
        if word not in ("player", "opponent"):
            raise _unsupported(f"'target {items[0]} controls'", items[0])
        players = Controller.OPPONENT if word == "opponent" else Controller.ANY
        return ("controlled_by", A.TargetPhrase(None, players))

    def f_zone_that_player(self, items):
        """"from that player's graveyard": cards that player owns (CR 108.3), the player an
        earlier target or the trigger's event named (lowering/scope.target_controller)."""
        return ("zone_that_player", Zone(str(items[-1])))

    def f_that_player_controls(self, items):
        if _singular(items[0]) != "player":
            raise _unsupported(f"'that {items[0]} controls'", items[0])
        return ("controlled_by", A.ThatPhrase("player"))

    def f_its_controller_controls(self, _):
        return ("controlled_by", A.ControllerPhrase(A.ItPhrase()))

    # ------------------------------------------------------------ players acting
    def c_player_creates_token(self, items):
        line = self.c_create_token(items[1:])
        return dataclasses.replace(line, players=items[0])

    def c_discard_hand(self, items):
        their(items[0], items[1])
        return A.DiscardHandClause(items[0])

    def c_discard_hand_then_draw(self, items):
        _card_word(items[-1])
        their(items[0], items[1])
        return A.DiscardHandClause(items[0], then_draw=items[-2])

    def c_discard_all_draw_that_many(self, items):
        _card_word(items[1])
        from .common import NUMBER_WORDS
        plus = NUMBER_WORDS[str(items[2])] if len(items) > 2 else 0
        return A.DiscardHandClause((A.YouPhrase(),), draw_discarded_plus=plus)

    def c_discard_your_hand(self, _):
        return A.DiscardHandClause((A.YouPhrase(),))

    def c_player_gains_control(self, items):
        eot = any(isinstance(i, Token) and i.type == "UNTIL_EOT" for i in items)
        return A.GainControlClause(items[2], eot, players=items[0])

    def c_exchange_control(self, items):
        return A.ExchangeControlClause(items[0])

    def c_exchange_life_totals(self, items):
        """"exchange life totals with target opponent" (CR 701.10c): you and one other player."""
        if len(items[0]) != 1 or not isinstance(items[0][0], (A.TargetPhrase, A.ThatPhrase)):
            raise _unsupported("exchanging life totals with other than one player named")
        return A.ExchangeLifeTotalsClause(items[0])

    def c_player_may_draw(self, items):
        _card_word(items[2])
        return A.PlayerMayClause(items[0], A.DrawClause(items[1], players=items[0]))

    def c_player_may_draw_up_to(self, items):
        _card_word(items[2])
        return A.PlayerMayClause(items[0], A.DrawClause(items[1], players=items[0], up_to=True))

    def c_player_may_pay(self, items): return A.PlayerMayClause(items[0], A.MayPayClause(items[1]))

    def c_pay_mana(self, items):
        """"pay {3}{U}{U}. If you don't, ..." (effects.lark): a cost paid as the effect resolves,
        its player's choice (CR 118.12, 118.3c)."""
        return A.MayPayClause(items[1], written_may=False)

    def if_other_done_sentence(self, items):
        """"If that player does, ..." after "<player> may ...": done when that player did."""
        return A.Sentence(items[1], if_you_do=True, done_by=str(items[0]).rsplit(" ", 1)[0])

    def c_counter_unless_that_player(self, items):
        return A.CounterUnlessClause(items[0], items[1], that_player=True)

    def c_player_may_have_you(self, items): return A.PlayerMayClause(items[0], items[1], has_you=True)

    def c_player_may_search(self, items):
        players, his_her, count, filt, put, dest, shuffle = items
        search = A.SearchClause(_plain(filt), _fixed(count), dest[0], dest[1], reveal=_reveals(put))
        if search.destination != "battlefield":
            raise _unsupported("another player's search into a hand")
        return A.PlayerMayClause(players, search)

    # the player is filled in from the clause before (bind_continued_player)
    def c_continued_draws(self, items): return self.c_player_draws([SAME_PLAYER] + list(items))
    def c_continued_discards(self, items): return self.c_player_discards([SAME_PLAYER] + list(items))
    def c_continued_discards_random(self, items):
        return self.c_player_discards_random([SAME_PLAYER] + list(items))
    def c_continued_sacrifices(self, items): return self.c_player_sacrifices([SAME_PLAYER] + list(items))
    def c_continued_sacrifices_rest(self, _): return A.SacrificeClause((A.RestPhrase(),), players=SAME_PLAYER)
    def c_continued_loses_life(self, items): return A.LifeClause(SAME_PLAYER, items[1], False, continued=True)

    def c_player_loses_game(self, items): return A.LoseTheGameClause(items[0])     # CR 104.3e
    def c_player_wins_game(self, items): return A.WinTheGameClause(items[0])       # CR 104.2b

    def c_player_poison(self, items):
        players, _gets, amount, counter = items[:4]
        if counter != "poison":
            raise _unsupported(f"a player getting {counter} counters")
        return A.PoisonClause(players, amount)

    def c_player_additional_poison(self, items):
        players, gets, counter = items[:3]
        return self.c_player_poison([players, gets, Fixed(1), counter])

    def c_each_player_owns(self, items):
        players, gains, filt, owns = items
        if players != (A.EachPhrase(None, Controller.ANY),) or str(gains) != "gains":
            raise _unsupported("only 'each player gains control of all ... he or she owns'")
        return A.ControlToOwnersClause(_plain(filt))   # "he or she owns" = "they own" (equivalents.py)

    def c_exile_named(self, items):
        player, noun, his_her = items
        their((A.ThatPhrase("player"),), his_her)
        return A.ExileNamedClause(player, _singular(noun))

    def c_exile_chosen_name(self, items):
        """CR 201.3, 701.19: "choose a [nonland] card name. search target player's ... for all /
        any number of cards with that name and exile them. then that player shuffles"."""
        choice, player, any_number, his_her = items
        their((A.ThatPhrase("player"),), his_her)
        kind = NAME_CHOICES.get(str(choice))
        if kind is None:
            raise _unsupported(f"'choose {choice}' before a search for cards with that name", choice)
        return A.ExileChosenNameClause(kind, player, any_number)

    def nsc_all(self, _):
        return False

    def nsc_any_number(self, _):
        return True

    def zo_its_controller(self, _):
        return A.ControllerPhrase(A.ItPhrase())

    def c_life_total_becomes(self, items):
        """"target opponent's life total becomes 10" (CR 119.5)."""
        return A.LifeTotalBecomesClause((items[0],), items[1])

    def c_your_life_total_becomes(self, items):
        """"At the beginning of each end step, your life total becomes 5." (CR 119.5)."""
        return A.LifeTotalBecomesClause((A.YouPhrase(),), items[0])

    def c_each_life_total_becomes(self, items):
        """"Each player's life total becomes the number of creatures he or she controls." (CR
        119.5): each player's own amount ("he or she": the player whose life total it is)."""
        return A.LifeTotalBecomesClause((A.EachPhrase(None, Controller.ANY),), items[-1])

    def c_double_life_total(self, items):
        """"Double target player's life total." (CR 701.9d): the player gains or loses life so
        that their life total becomes twice what it is."""
        from ....runtime.filters import LifeTotalAmount, Times
        whose = str(items[0]).lower().removeprefix("double ").removesuffix(" life total")
        player = {"target player's": A.TargetPhrase(None, Controller.ANY),
                  "target opponent's": A.TargetPhrase(None, Controller.OPPONENT),
                  "its controller's": A.ControllerPhrase(A.ItPhrase()), "your": A.YouPhrase()}[whose]
        return A.LifeTotalBecomesClause((player,), Times(LifeTotalAmount(of_player=True), 2))

    def zo_target_player(self, items):
        word = _singular(items[0])
        if word not in ("player", "opponent"):
            raise _unsupported(f"'target {items[0]}'s graveyard'", items[0])
        return A.TargetPhrase(None, Controller.OPPONENT if word == "opponent" else Controller.ANY)

    def o_opponents_of_that_player(self, _):
        return A.OpponentsOfPhrase(A.ThatPhrase("player"))

    def o_players_other_than_target(self, _):
        return A.PlayersOtherThanPhrase(A.TargetPhrase(None, Controller.ANY))

    def o_he_or_she(self, _):
        return A.HeOrShePhrase()

    def o_each_player_controls(self, items):
        return A.ControlledPhrase(_plain(items[0]), A.HeOrShePhrase())

    def o_other_player_controls(self, items):
        """"other creatures he or she controls" (no determiner): other than the object chosen
        before (the lowering refuses it with nothing chosen)."""
        filt = _plain(items[0])
        if not filt.other or not getattr(self, "_filter_plural", False):
            raise UnsupportedPhrase("a noun phrase without a determiner before 'he or she controls'")
        return A.ControlledPhrase(filt, A.HeOrShePhrase())

    def o_all_player_controls(self, items):
        return self.o_each_player_controls(items)

    # ------------------------------------------------------------ who may activate
    def any_player_sentence(self, _):
        return A.TimingSentence(any_player="any")

    def any_player_sorcery_sentence(self, _):
        return A.TimingSentence(sorcery_speed=True, any_player="sorcery")

    def any_player_turn_sentence(self, _):
        from ....runtime.filters import YourTurn       # the activator's turn (CR 602.2)
        return A.TimingSentence(condition=YourTurn(), during_your_turn=True, any_player="turn")

    # ------------------------------------------------------------ triggers about you
    def e_damage_you(self, items, combat=False):
        return A.TriggerCondition("damage", items[0], combat_only=combat, player=Controller.YOU)

    def e_combat_damage_you(self, items):
        return self.e_damage_you(items, True)

    def e_combat_damage_defending(self, items):
        return A.TriggerCondition("damage", items[0], combat_only=True, player=Controller.DEFENDING)

    def e_attacks_enchanted_player(self, items):
        """"whenever a creature attacks enchanted player" (CR 508.1b, 303.4)"""
        return A.TriggerCondition("attacks", items[0], player=Controller.ENCHANTED)

    def e_combat_damage_enchanted_player(self, items):
        """"whenever a creature deals combat damage to enchanted player" (CR 510.2, 303.4)"""
        return A.TriggerCondition("damage", items[0], combat_only=True, player=Controller.ENCHANTED)

    def e_player_attacks_enchanted(self, items):
        """"whenever a player attacks enchanted player with one or more creatures" (CR 508.1,
        303.4): once for the creatures declared together, the event's player the attacking one."""
        return A.TriggerCondition("player_attacks_enchanted", player=Controller.ANY)

    def does_the_same_sentence(self, _):
        """"Each opponent attacking that player does the same." (CR 508.1, 303.4)"""
        return A.DoesTheSameSentence()

    def e_enters_enchanted_players(self, items):
        """"whenever a creature enters under enchanted player's control" (CR 303.4, 603.6a)"""
        return A.TriggerCondition("enters", items[0], controller=Controller.ENCHANTED)

    def e_enchanted_player_attacked(self, _):
        """"whenever enchanted player is attacked" (CR 508.1, 303.4): a creature is declared
        attacking them; once for the creatures declared together."""
        return A.TriggerCondition("enchanted_player_attacked", player=Controller.ANY)

    def e_attacks_you(self, items):
        return A.TriggerCondition("attacks", items[0], player=Controller.YOU)

    def e_attacks_you_or_planeswalker(self, items):
        """"whenever a creature attacks you or a planeswalker you control" (CR 506.3)"""
        return A.TriggerCondition("attacks", items[0], player=Controller.YOU, or_planeswalker=True)

    @v_args(meta=True)
    def st_cant_attack_you(self, meta, items):
        """"Creatures with power 2 or less can't attack you." (CR 508.1c)"""
        if str(items[1]) != "attack":   # RESTRICTED: the lexer reads "attack" as it (see players.lark)
            raise _unsupported(f"'can't {items[1]} you'")
        plural = getattr(self, "_subject_plural", False)
        return A.StaticLine("cant_attack_you", _plain(items[0]), plural=plural, span=_span(meta))

    @v_args(meta=True)
    def st_attack_tax(self, meta, items):
        """"Creatures can't attack you unless their controller pays {2} for each creature they
        control that's attacking you." (CR 508.1d, 508.1h): a cost to attack you with each."""
        return self._attack_tax(meta, items, or_planeswalker=False)

    @v_args(meta=True)
    def st_attack_tax_or_planeswalker(self, meta, items):
        """"... can't attack you or a planeswalker you control unless their controller pays {1}
        for each of those creatures." (CR 508.1d, 508.1h)"""
        return self._attack_tax(meta, items, or_planeswalker=True)

    @v_args(meta=True)
    def st_attack_cost(self, meta, items):
        """"Enchanted creature can't attack unless its controller pays {3}." (CR 508.1d, 508.1g):
        a cost to attack with that one creature, whoever it attacks."""
        subject, restricted, cost = items
        if str(restricted) != "attack" or getattr(self, "_subject_plural", False) or cost.has_x:
            raise _unsupported(f"'can't {restricted} unless its controller pays' of this subject")
        return A.StaticLine("attack_cost", _plain(subject), cost=cost, span=_span(meta))

    def _attack_tax(self, meta, items, or_planeswalker: bool):
        subject, restricted = items[0], items[1]
        if str(restricted) != "attack":   # RESTRICTED: the lexer reads "attack" as it (see players.lark)
            raise _unsupported(f"'can't {restricted} you unless ...'")
        cost = next(i for i in items if isinstance(i, ManaCost))
        x_is = items[-1] if _has(items, "WHERE_X") else None      # "{X} ..., where X is ..."
        plural = getattr(self, "_subject_plural", False)
        return A.StaticLine("attack_tax", _plain(subject), cost=cost, amount=x_is, plural=plural,
                            or_planeswalker=or_planeswalker, span=_span(meta))

    @staticmethod
    def _revealing_players(word) -> PlayerRef:
        return {"players": PlayerRef.EACH_PLAYER, "your opponents": PlayerRef.EACH_OPPONENT}[str(word)]

    @v_args(meta=True)
    def st_play_top_revealed(self, meta, items):
        """"Players play with the top card of their libraries revealed." / "Play with the top card
        of your library revealed." (CR 401.2: the library's top card seen by every player)."""
        who = PlayerRef.YOU if len(items) == 1 else self._revealing_players(items[0])
        if (str(items[-1]) == "your library") != (who is PlayerRef.YOU):
            raise _unsupported("a library that isn't the revealing players' own")
        return A.StaticLine("play_top_revealed", hand_of=who, span=_span(meta))

    @v_args(meta=True)
    def st_play_hands_revealed(self, meta, items):
        """"Players play with their hands revealed." / "Your opponents play with their hands
        revealed." (CR 402.3: the hand seen by every player)."""
        return A.StaticLine("play_hands_revealed", hand_of=self._revealing_players(items[0]), span=_span(meta))

    @v_args(meta=True)
    def st_you_control_attached(self, meta, items):
        """"You control enchanted creature." (CR 613.1b, layer 2): an Aura's control effect."""
        from ....runtime.filters import ObjectFilter
        subject = items[0]
        if not (isinstance(subject, ObjectFilter) and subject.attached_to_source) \
                or getattr(self, "_subject_plural", False):
            raise _unsupported("'you control' of anything but the enchanted permanent")
        return A.StaticLine("control_attached", subject, span=_span(meta))

    def c_opponent_gains_control(self, items):
        """"an opponent gains control of ~" (CR 613.1b): one opponent, chosen as it happens."""
        return A.GainControlClause(items[-2] if _has(items, "UNTIL_EOT") else items[-1],
                                   _has(items, "UNTIL_EOT"), players=(A.AnOpponentPhrase(),))

    def c_become_basic_land_type(self, items):
        """"target land becomes the basic land type of your choice until end of turn" (CR 305.7)"""
        return A.BecomeBasicLandTypeClause(items[0])

    def c_become_named_land_type(self, items):
        """"target land becomes an Island until end of turn" (CR 305.7): a basic land type only;
        another subtype ("becomes a Coward") replaces creature types, not read here."""
        objects, article, subtype = items[0], items[1], str(items[2]).lower()
        if article != Fixed(1) or subtype.capitalize() not in BASIC_LAND_TYPES:
            raise _unsupported(f"'becomes a {items[2]}' other than a basic land type", items[2])
        return A.BecomeBasicLandTypeClause(objects, land_type=subtype.capitalize())

    def f_type_of_your_choice(self, _):
        """"creatures of the creature type of your choice": chosen as the effect resolves
        (lower.lower_clause puts the choice first)."""
        return ("chosen_your_choice", True)

    def f_sector_of_your_choice(self, _):
        """"creatures in the sector of your choice" (CR 702.158d): chosen as the effect resolves
        (lower.lower_clause puts the choice first)."""
        return ("in_chosen_sector", True)

    def unless_he_or_she_sentence(self, items):
        """"that player sacrifices a permanent unless he or she pays {1}" (CR 118.12): the
        player the clause acts on may pay (lower_triggers checks there is exactly one)."""
        from ..nodes import triggers as T
        clause, _, cost = items
        return T.UnlessSentence((clause,), cost=cost, payer="he or she")

    def unless_its_controller_sentence(self, items):
        """"Return target creature to its owner's hand unless its controller pays {1}." (CR
        118.12): the controller of what the clause acts on may pay."""
        from ..nodes import triggers as T
        clause, cost = items
        return T.UnlessSentence((clause,), cost=cost, payer="its controller")

    def unless_its_controller_then_sentence(self, items):
        """"Then return another target creature to its owner's hand unless its controller pays
        {1}." (wording: "then" orders what the sentences already order)"""
        return dataclasses.replace(self.unless_its_controller_sentence(items), then=True)

    def unless_he_or_she_pays_life_sentence(self, items):
        """"that player returns a permanent he or she controls to its owner's hand unless he or
        she pays 2 life" (CR 118.12, 119.4)."""
        from ....runtime.costs import PayLife
        clause, _, amount = items
        return self.unless_he_or_she_sentence([clause, _, PayLife(amount)])

    def unless_that_player_pays_sentence(self, items):
        """"... to that creature's controller unless that player pays {3}" (CR 118.12): the
        player the clause names, or each player of a group it names, may pay."""
        from ..nodes import triggers as T
        clause, cost = items
        return T.UnlessSentence((clause,), cost=cost, payer="that player")

    def unless_that_player_either_sentence(self, items):
        """"each opponent loses 3 life unless that player sacrifices a nonland permanent or
        discards a card" (CR 118.12): each player the clause acts on may pay either cost."""
        from ....runtime.costs import EitherCost
        from ..nodes import triggers as T
        clause, first, second = items
        return T.UnlessSentence((clause,), cost=EitherCost(first, second), payer="that player")

    def unless_he_or_she_cost_sentence(self, items):
        """"target player discards two cards unless he or she discards an artifact card" (CR
        118.12): the player the clause acts on may pay the cost instead; "unless they discard a
        nonland card" is today's wording of the same sentence."""
        from ..nodes import triggers as T
        clause, _, cost = items
        return T.UnlessSentence((clause,), cost=cost, payer="he or she")

    def unless_he_or_she_cost_then_sentence(self, items):
        """"Then that player discards two cards unless he or she discards a land card." (wording:
        "then" orders what the sentences already order)"""
        return dataclasses.replace(self.unless_he_or_she_cost_sentence(items), then=True)

    def unless_he_or_she_either_sentence(self, items):
        """"that player loses 3 life unless he or she sacrifices a nonland permanent or discards a
        card" (CR 118.12): the player the clause acts on may pay either cost."""
        from ....runtime.costs import EitherCost
        from ..nodes import triggers as T
        clause, _, first, second = items
        return T.UnlessSentence((clause,), cost=EitherCost(first, second), payer="he or she")

    # ------------------------------------------------------------ conditions
    def cond_defending_controls(self, items):
        if _fixed(items[0]) != 1:
            raise _unsupported("'defending player controls N ...'")
        return PlayerControls(PlayerRef.DEFENDING, _plain(items[1]))

    def cond_that_player_controls(self, items):
        """"if that player controls a Plains": the trigger event's player (an intervening if)."""
        if _fixed(items[0]) != 1:
            raise _unsupported("'that player controls N ...'")
        return PlayerControls(PlayerRef.EVENT_PLAYER, _plain(items[1]))

    def cond_defending_controls_none(self, items):
        return PlayerControls(PlayerRef.DEFENDING, _plain(items[0]), none=True)

    @v_args(meta=True)
    def st_self_predicates_unless(self, meta, items):
        """"~ can't attack unless defending player controls an Island": the static applies
        while the condition is false."""
        line = self._static(meta, A.SelfPhrase(), items[1], NotCondition(_cond(items[2])))
        return dataclasses.replace(line, unless=True)

    @v_args(meta=True)
    def st_self_predicates_if(self, meta, items):
        """"~ can't attack if defending player controls ...": the static applies while the
        condition holds, said with "if" (CR 611.3a)."""
        line = self._static(meta, A.SelfPhrase(), items[1], _cond(items[2]))
        return dataclasses.replace(line, said_if=True)

    @staticmethod
    def controlled_phrase(item) -> A.ControlledPhrase | None:
        """The object phrase of a filter that names a controlling player, else None."""
        if not isinstance(item, FilterWithExtras) or item.controlled_by is None:
            return None
        if item.players is not None or item.total_power is not None:
            raise _unsupported("players or total power with '<player> controls'")
        return A.ControlledPhrase(item.filter, item.controlled_by)
