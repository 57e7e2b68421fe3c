"""Which kinds of object or player each effect clause can act on, as data: ACCEPTS maps a
clause class to one Accepts per field that holds the clause's objects or players.

The rules each entry follows are named in it. Damage: CR 120.1 (the 2022 text names
creatures, planeswalkers and players; the current text adds battles, printed since, and is
followed here). No entry restricts a permanent's card types beyond CR 110.4 (an artifact or a
land can be a creature too, so "damage to target land" is not refused here). A clause class
not in the table is not checked.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...runtime.characteristics import Zone

from ..syntax import nodes as A
from ..syntax.nodes import targets as G
from ..syntax.nodes import triggers as T
from .kinds import Category

PERMANENT, PLAYER, SPELL, ABILITY, CARD = (Category.PERMANENT, Category.PLAYER, Category.SPELL,
                                           Category.ABILITY, Category.CARD)
# CR 122.1: these counters are put on players ("poison counter", "energy counter" ...);
# the others only on objects.
PLAYER_COUNTERS = frozenset({"poison", "energy", "experience", "rad", "ticket"})


@dataclass(frozen=True)
class Accepts:
    """What one field of a clause can hold.

    `verb` is the effect's word and `past` its participle ("destroy", "destroyed"); `takes`
    says what it acts on in words, with the rule (`rule`) that says so. `zones`: a card in one
    of these zones only (empty: any zone). `when`: the entry applies only when this condition on
    the clause holds (a return to a hand, a player counter)."""

    field: str
    verb: str
    past: str
    takes: str
    rule: str
    categories: frozenset[Category]
    zones: frozenset[Zone] = frozenset()
    when: "FieldIn | PlayerCounter | None" = None

    def applies(self, clause) -> bool:
        """Whether this entry is the one for `clause` (its `when` condition holds)."""
        return self.when is None or self.when.holds(clause)


@dataclass(frozen=True)
class FieldIn:
    """The clause's field `field` has one of `values` ("return ... to its owner's hand")."""

    field: str
    values: frozenset

    def holds(self, clause) -> bool:
        return getattr(clause, self.field) in self.values


@dataclass(frozen=True)
class PlayerCounter:
    """The clause's counter is (`player` True) or isn't a counter players get (CR 122.1)."""

    player: bool

    def holds(self, clause) -> bool:
        return (clause.counter in PLAYER_COUNTERS) == self.player


def _on(field, verb, past, takes, rule, *categories, zones=(), when=None) -> Accepts:
    return Accepts(field, verb, past, takes, rule, frozenset(categories), frozenset(zones), when)


_TO_HAND = FieldIn("destination", frozenset({"hand", "your_hand"}))
# "<objects> can't attack / block / be blocked / be regenerated ..." (what only permanents do)
_PERMANENT_ACTIONS = FieldIn("action", frozenset({
    "attack", "block", "attack or block", "untap", "be regenerated", "be blocked",
    "attack each combat", "attack this turn", "attack alone", "block alone"}))
_TO_BATTLEFIELD = FieldIn("destination", frozenset({"battlefield", "battlefield_owner",
                                                    "battlefield_yours"}))


def _player_clause(verb: str, past: str, rule: str, field: str = "players") -> Accepts:
    return _on(field, verb, past, "a player", rule, PLAYER)


ACCEPTS: dict[type, tuple[Accepts, ...]] = {
    A.DestroyClause: (_on("objects", "destroy", "destroyed", "a permanent", "CR 701.7a", PERMANENT),),
    A.TapClause: (_on("objects", "tap", "tapped", "a permanent", "CR 701.21a", PERMANENT),),
    A.DetainClause: (_on("objects", "detain", "detained", "a permanent", "CR 701.35a", PERMANENT),),
    A.MultiplyPowerClause: (_on("objects", "double or triple the power of", "given power", "a permanent",
                                "CR 701.10b, 701.11b", PERMANENT),),
    A.GoadClause: (_on("objects", "goad", "goaded", "a permanent", "CR 701.15a", PERMANENT),),
    A.ConniveClause: (_on("objects", "connive", "connived", "a permanent", "CR 701.50a", PERMANENT),),
    A.UnlockDoorClause: (_on("objects", "unlock or lock a door of", "unlocked or locked", "a Room permanent",
                             "CR 709.5f-g", PERMANENT),),
    A.TapOrUntapClause: (_on("objects", "tap or untap", "tapped or untapped", "a permanent",
                             "CR 701.21a", PERMANENT),),
    A.SacrificeClause: (_on("objects", "sacrifice", "sacrificed", "a permanent", "CR 701.17a",
                            PERMANENT),),
    A.RegenerateClause: (_on("objects", "regenerate", "regenerated", "a permanent", "CR 701.15a",
                             PERMANENT),),
    A.CounterClause: (_on("objects", "counter", "countered", "a spell or ability", "CR 701.5a",
                          SPELL, ABILITY),),
    A.CounterUnlessClause: (_on("objects", "counter", "countered", "a spell or ability",
                                "CR 701.5a", SPELL, ABILITY),),
    A.ChangeTargetClause: (_on("objects", "change the target of", "retargeted", "a spell or ability",
                               "CR 115.7a", SPELL, ABILITY),),
    A.CopySpellClause: (_on("objects", "copy", "copied", "a spell or ability", "CR 707.10",
                            SPELL, ABILITY),),
    A.ExileClause: (_on("objects", "exile", "exiled", "an object (a permanent, spell or card)",
                        "CR 701.11a", PERMANENT, SPELL, CARD),),
    A.ReturnClause: (
        _on("objects", "return to a hand", "returned to a hand",
            "a permanent, a spell, or a card in a graveyard or in exile", "CR 400.3",
            PERMANENT, SPELL, CARD, zones=(Zone.GRAVEYARD, Zone.EXILE), when=_TO_HAND),
        _on("objects", "return to the battlefield", "returned to the battlefield",
            "a card (usually in a graveyard or in exile)", "CR 400.3", CARD, when=_TO_BATTLEFIELD)),
    A.PutCountersClause: (
        _on("objects", "put a counter on", "given that counter",
            "a permanent or a card (players get only poison, energy, experience, rad and ticket "
            "counters)", "CR 122.1", PERMANENT, CARD, when=PlayerCounter(False)),
        _on("objects", "put a player counter on", "given that counter",
            "a player or an object", "CR 122.1", PLAYER, PERMANENT, CARD, when=PlayerCounter(True))),
    A.DamageClause: (_on("recipients", "deal damage to", "dealt damage",
                         "a creature, planeswalker, battle or player", "CR 120.1", PERMANENT, PLAYER),),
    A.FightClause: (_on("fighters", "fight", "made to fight", "a creature", "CR 701.12a", PERMANENT),
                    _on("opponents", "fight", "fought", "a creature", "CR 701.12a", PERMANENT)),
    A.PumpClause: (_on("objects", "get +N/+N", "given +N/+N", "a creature", "CR 208.3",
                       PERMANENT),),
    A.PumpGainClause: (_on("objects", "get +N/+N", "given +N/+N", "a creature", "CR 208.3",
                           PERMANENT),),
    A.SkipUntapClause: (_on("objects", "not untap", "kept from untapping", "a permanent",
                            "CR 502.3", PERMANENT),),
    A.GainControlClause: (
        _on("objects", "gain control of", "controlled", "a permanent or spell", "CR 108.4",
            PERMANENT, SPELL),
        _player_clause("gain control", "made to gain control", "CR 108.4")),
    T.TransformClause: (_on("objects", "transform", "transformed", "a permanent", "CR 701.28a", PERMANENT),),
    T.ExploreClause: (_on("objects", "explore", "made to explore", "a permanent", "CR 701.40a",
                          PERMANENT),),
    T.EndureClause: (_on("objects", "endure", "made to endure", "a permanent", "CR 701.63a",
                         PERMANENT),),
    A.RestrictClause: (
        _on("objects", "can't attack / block / be blocked / untap", "restricted this way", "a permanent",
            "CR 508.1c, 509.1b", PERMANENT, when=_PERMANENT_ACTIONS),
        _on("objects", "can't be countered", "made uncounterable", "a spell or ability",
            "CR 701.5a", SPELL, ABILITY, when=FieldIn("action", frozenset({"be countered"})))),
    A.BecomeSaddledClause: (_on("objects", "become saddled", "saddled", "a permanent",
                                "CR 702.171b", PERMANENT),),
    A.KeepTappedClause: (_on("objects", "not untap", "kept from untapping", "a permanent", "CR 502.3",
                             PERMANENT),),
    A.PhaseOutClause: (_on("objects", "phase out", "phased out", "a permanent", "CR 702.26a", PERMANENT),),
    A.AirbendClause: (_on("objects", "be airbent", "airbent", "a permanent", "CR 701.65a", PERMANENT),),
    A.BecomeArtifactCreatureClause: (_on("objects", "become a creature", "made a creature", "a permanent",
                                         "CR 301.7c", PERMANENT),),
    A.AnimateClause: (_on("objects", "become a creature", "made a creature", "a permanent",
                          "CR 613.1d", PERMANENT),),
    G.BasePTClause: (_on("objects", "have base power and toughness", "given base power and "
                         "toughness", "a creature", "CR 613.4b", PERMANENT),),
    G.BecomeCopyClause: (_on("objects", "become a copy", "made a copy", "a permanent", "CR 707.2", PERMANENT),),
    G.SwitchPTClause: (_on("objects", "switch power and toughness", "given switched power and toughness",
                           "a creature", "CR 613.4d", PERMANENT),),
    G.AllCreatureTypesClause: (_on("objects", "gain all creature types", "given all creature types",
                                   "a permanent", "CR 205.3m", PERMANENT),),
    A.AddColorsAndTypesClause: (_on("objects", "get colours and types", "given colours and types",
                                    "a permanent", "CR 205.1b", PERMANENT),),
    A.BecomeCreatureTypeClause: (_on("objects", "become a creature type", "given a creature type",
                                     "a creature", "CR 205.1b", PERMANENT),),
    A.LoseAbilitiesClause: (_on("objects", "lose all abilities", "made to lose its abilities",
                                "a permanent", "CR 613.1f", PERMANENT),),
    # Keywords: a player can have some ("you gain hexproof", protection: CR 702.16b).
    A.GainKeywordClause: (_on("objects", "gain a keyword", "given a keyword", "a permanent or player",
                              "CR 702.1", PERMANENT, PLAYER),),
    A.GainKeywordsClause: (_on("objects", "gain keywords", "given keywords", "a permanent or player",
                               "CR 702.1", PERMANENT, PLAYER),),
    G.AttackDespiteDefenderClause: (_on("objects", "attack despite defender", "allowed to attack", "a creature",
                                        "CR 702.3b", PERMANENT),),
    G.RemoveFromCombatClause: (_on("objects", "be removed from combat", "removed from combat", "a creature",
                                   "CR 506.4", PERMANENT),),
    G.BlockAdditionalThisTurnClause: (_on("objects", "block an additional creature", "allowed to block more",
                                          "a creature", "CR 509.1a", PERMANENT),),
    G.UnblockableByThisTurnClause: (_on("objects", "be unblockable", "made unblockable", "a creature",
                                        "CR 509.1b", PERMANENT),),
    G.CantBlockThisTurnClause: (_on("objects", "be kept from blocking", "kept from blocking", "a creature",
                                    "CR 509.1b", PERMANENT),),
    G.GainKeywordChoiceClause: (_on("objects", "gain a keyword", "given a keyword", "a permanent",
                                    "CR 613.1f", PERMANENT),),
    G.LoseKeywordClause: (_on("objects", "lose a keyword", "made to lose a keyword",
                              "a permanent or player", "CR 702.1", PERMANENT, PLAYER),),
    G.GainProtectionChoiceClause: (_on("objects", "gain protection", "given protection",
                                       "a permanent or player", "CR 702.16b", PERMANENT, PLAYER),),
    G.AttachSelfClause: (_on("objects", "attach to", "attached to", "an object or player",
                             "CR 701.3a", PERMANENT, PLAYER),),
    A.DividedDamageClause: (_on("target", "divide damage among", "dealt damage",
                                "creatures, planeswalkers, battles or players", "CR 601.2d, 120.1",
                                PERMANENT, PLAYER),),
    A.PreventNextClause: (_on("objects", "prevent damage to", "dealt damage", "a creature, "
                              "planeswalker, battle or player", "CR 615.1, 120.1", PERMANENT, PLAYER),),
    A.DoubleCountersClause: (_on("objects", "double the counters on", "given counters",
                                 "an object or player", "CR 122.1", PERMANENT, PLAYER, CARD),),
    T.PutItsCountersClause: (_on("objects", "put counters on", "given counters",
                                 "an object or player", "CR 122.1", PERMANENT, PLAYER, CARD),),
    T.RemoveCountersClause: (_on("objects", "remove counters from", "rid of counters",
                                 "an object or player", "CR 122.1", PERMANENT, PLAYER, CARD),),
    A.TokenCopyClause: (_on("objects", "copy as a token", "copied as a token",
                            "a permanent, spell or card", "CR 707.1", PERMANENT, SPELL, CARD),),
    A.DrawClause: (_player_clause("draw", "made to draw", "CR 121.1"),),
    A.LifeTotalBecomesClause: (_player_clause("have a life total set", "given a life total", "CR 119.5"),),
    A.ExchangeLifeTotalsClause: (_player_clause("exchange life totals with", "given your life total", "CR 701.10c"),),
    A.LifeClause: (_player_clause("gain or lose life", "made to gain or lose life", "CR 119.1"),),
    A.DiscardClause: (_player_clause("discard", "made to discard", "CR 701.8a"),),
    A.MillClause: (_player_clause("mill", "made to mill", "CR 701.13a"),),
    A.SacrificeChosenClause: (_player_clause("sacrifice", "made to sacrifice", "CR 701.17a"),),
    A.LoseTheGameClause: (_player_clause("lose the game", "made to lose the game", "CR 104.3e"),),
    A.ExtraTurnClause: (_player_clause("take an extra turn", "given an extra turn", "CR 500.7"),),
    A.WinTheGameClause: (_player_clause("win the game", "made to win the game", "CR 104.2b"),),
    A.CantCastSpellsThisTurnClause: (_player_clause("be kept from casting spells", "kept from casting spells",
                                                    "CR 101.2"),),
    A.PoisonClause: (_player_clause("get a poison counter", "given a poison counter", "CR 122.1e"),),
    A.EnergyClause: (_player_clause("get {E}", "given {E}", "CR 122.1"),),
}

