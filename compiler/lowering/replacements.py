"""Replacement effects of lines (CR 614): entering tapped or with counters, choices as a
permanent enters, mana replaced or multiplied, entering as a copy, how many counters are put,
tokens created or how much damage is dealt."""
from __future__ import annotations

from ...runtime import abilities as R
from ...runtime import effects as E
from ...runtime.characteristics import ManaType, Supertype, Zone
from ...runtime.filters import Controller, CountOf, EachRef, Fixed, SelfRef, with_grantor

from ..syntax import nodes as A
from ..syntax.nodes import quantities as Q
from ..syntax.nodes import graveyard_replacements as G
from ..syntax.transform import UnsupportedPhrase
from .dispatch import token_abilities
from .amounts import amount_value
from .scope import Scope


def lower_replacement(line: A.ReplacementLine) -> R.Replacement:
    match line.kind:
        case "enters_tapped":
            return R.EntersTapped()
        case "exile_instead_of_graveyard":
            return R.ExileInsteadOfGraveyard()
        case "battlefield_instead_of_discard":
            return R.BattlefieldInsteadOfDiscard(line.counter, line.amount)
        case "enters_with_counters" if line.for_each is not None:
            return R.EntersWithCounters(line.counter, CountOf(EachRef(line.for_each)))
        case "enters_with_counters" if line.equal_to:
            return R.EntersWithCounters(line.counter, amount_value(line.amount, Scope(), []))
        case "enters_with_counters":
            return R.EntersWithCounters(line.counter, line.amount)
        case "enters_with_counters_colors_spent":
            from ...runtime.filters import ManaSpentToCast, SelfRef
            return R.EntersWithCounters(line.counter, ManaSpentToCast(SelfRef(), colors=True))
        case "enters_with_counters_if":
            return R.EntersWithCountersIf(line.counter, line.amount, line.condition)
        case "enters_tapped_unless":
            return R.EntersTappedUnless(line.condition)
        case "choose":
            return R.ChooseOnEnter(line.choices)
        case "others_enter_with_counter":
            return R.OthersEnterWithCounters(line.filter, line.counter)
        case "life_gain":
            return R.MultiplyLifeGain(line.player, line.amount.value)
        case "double_mana":
            return R.MultiplyMana(line.filter, line.player, 2)
        case "replace_mana":
            bundle = tuple(_mana_type(s) for s in line.mana.symbols)
            return R.ReplaceManaType(line.filter, E.AddMana(E.FixedMana((bundle,))))
        case "enter_as_copy":
            return R.EntersAsCopy(line.filter, line.tapped, line.condition, copy_exceptions(line.exceptions))
        case "tapped_unless_paid" if line.filter is not None:
            return R.EntersTappedUnlessPaid(reveal=line.filter)
        case "tapped_unless_paid":
            return R.EntersTappedUnlessPaid(life=line.amount.value)
        case "skip_step":
            return R.SkipStep(line.step, line.condition)
        case "exiled_instead_of_entering":
            return R.ExiledInsteadOfEntering(line.filter)
        case "sacrifice_to_enter" if isinstance(line.amount, Fixed):
            return R.SacrificeToEnter(line.filter, line.amount.value)
    raise UnsupportedPhrase(line.kind)


def copy_exceptions(ex) -> R.CopyExceptions:
    """CR 707.9: what "..., except ..." adds to the copied values, or does as it enters."""
    if ex is None:
        return R.CopyExceptions()
    # the ability is the copy's own: the card's name in it means the copy (CR 201.5, 707.9a)
    gains = with_grantor(token_abilities(ex.gains), SelfRef()) if ex.gains is not None else ()
    return R.CopyExceptions(ex.card_types, ex.subtypes, (Supertype.LEGENDARY,) if ex.legendary else (),
                            gains, ex.name_kept, ex.counters)


def lower_quantity_line(line, is_spell: bool) -> tuple[R.Ability, ...]:
    """"twice that many" / "that many plus one" counters or tokens (CR 614.1a)."""
    if isinstance(line, Q.TokenCreationLine):
        return (R.ReplacementAbility(R.MultiplyTokens(line.player, 2)),)
    if isinstance(line, Q.DamageChangeLine):          # "it deals double that damage instead"
        return (R.ReplacementAbility(R.ModifyDamage(line.sources, line.to_objects, line.to_players,
                                                    line.factor, line.plus)),)
    factor, plus = _factor_plus(line.change, line.number)
    if line.recipients is None:          # "if you would get one or more counters"
        return (R.ReplacementAbility(R.ModifyPlayerCounters(Controller.YOU, plus, factor)),)
    return (R.ReplacementAbility(R.ModifyCounterPlacement(line.recipients, line.counter, plus, factor,
                                                          effects_only=line.by_effect)),)


_INSTEAD = {G.Instead.EXILE: (Zone.EXILE, None), G.Instead.HAND: (Zone.HAND, None),
            G.Instead.TOP: (Zone.LIBRARY, R.LibraryPlace.TOP), G.Instead.BOTTOM: (Zone.LIBRARY, R.LibraryPlace.BOTTOM),
            G.Instead.SHUFFLE: (Zone.LIBRARY, R.LibraryPlace.SHUFFLED)}


def lower_graveyard_line(line: G.InsteadOfGraveyardLine, is_spell: bool) -> tuple[R.Ability, ...]:
    """"If ~ would die, put it on the bottom of its owner's library instead." (CR 614.1a)."""
    zone, place = _INSTEAD[line.instead]
    then = ()
    if line.then:                    # "instead exile it and <clauses>": "it", "that creature" the card
        from .sentences import lower_sentences
        scope = Scope(event_subject=line.objects, event_kind="dies")
        prog = lower_sentences((A.Sentence(tuple(line.then)),), scope)
        if scope.targets or prog.restriction is not None or prog.rider is not None or prog.timing != R.Timing():
            raise UnsupportedPhrase("a replacement with targets or riders")
        then = tuple(prog.effects)
    return (R.ReplacementAbility(R.InsteadOfGraveyard(line.objects, line.dies, zone, place, line.reveal,
                                                      line.graveyard_of, then)),)


def _factor_plus(change: Q.CountChange, number: int) -> tuple[int, int]:
    match change:
        case Q.CountChange.TWICE:
            return 2, 0
        case Q.CountChange.PLUS:
            return 1, number
        case Q.CountChange.MINUS:
            return 1, -number
    raise UnsupportedPhrase(change.value)


def _mana_type(symbol) -> ManaType:
    if len(symbol.types) != 1 or symbol.kind.value not in ("colored", "colorless"):
        raise UnsupportedPhrase("mana of an undefined type")
    return symbol.types[0]
