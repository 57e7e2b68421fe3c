"""The clauses of nodes.targets in words: protection from a chosen color, base power and
toughness, attaching, colour choice, prevention by a source."""
from __future__ import annotations

import dataclasses

from ...runtime.filters import Controller, PlayerRef
from ..syntax import nodes as A
from ..syntax.nodes import targets as T

from .words import Unrenderable, article, eot, signed_pt
from .filters import blockers_phrase, noun_phrase
from .objects import objs, plural_subject
from .keywords import keyword
from .statics import copy_exceptions

TARGET_CLAUSES = (T.GainProtectionChoiceClause, T.GainKeywordChoiceClause, T.UnblockableByThisTurnClause,
                  T.CantBlockThisTurnClause,
                  T.AttackDespiteDefenderClause, T.BlockedOnlyWithinSectorsClause,
                  T.LoseKeywordClause, T.BecomeColorChoiceClause, T.BecomeCreatureTypeChoiceClause,
                  T.BasePTClause, T.AttachSelfClause, T.ChooseColorClause, T.PreventByClause,
                  T.AttachObjectsClause, T.AttachToAnotherClause, T.ContinuedRestrictClause,
                  T.UnattachClause, T.ExchangeWithHandClause, T.AllCreatureTypesClause, T.SwitchPTClause, T.BecomeCopyClause,
                  T.RemoveFromCombatClause, T.BlockAdditionalThisTurnClause,
                  T.PumpLoseClause, T.GainLoseClause, T.BecomeColorsClause, T.AreColorsClause,
                  T.BecomeAuraClause)


def target_clause(c) -> str:
    """Clauses of nodes.targets."""
    if isinstance(c, T.BecomeAuraClause):
        return f"{objs(c.objects)} loses this ability and becomes an aura enchantment with enchant " \
            + noun_phrase(c.enchant)
    if isinstance(c, T.GainProtectionChoiceClause):
        verb = "gain" if plural_subject(c.objects) else "gains"
        chooser = "your" if c.chooser is PlayerRef.YOU else "its controller's"
        return (f"{objs(c.objects)} {verb} protection from the color of {chooser} choice"
                " until end of turn")
    if isinstance(c, T.AttackDespiteDefenderClause):
        return f"{objs(c.objects)} can attack this turn as though it didn't have defender"
    if isinstance(c, T.RemoveFromCombatClause):
        return f"remove {objs(c.objects)} from combat"
    if isinstance(c, T.BlockAdditionalThisTurnClause) and c.number is None:
        return f"{objs(c.objects)} can block any number of creatures this turn"
    if isinstance(c, T.BlockAdditionalThisTurnClause):
        return f"{objs(c.objects)} can block an additional creature this turn"
    if isinstance(c, T.CantBlockThisTurnClause):
        return f"{objs(c.objects)} can't block {objs(c.attackers)} this turn"
    if isinstance(c, T.UnblockableByThisTurnClause) and c.except_by:
        return f"{objs(c.objects)} can't be blocked this turn except by {blockers_phrase(c.blockers)}"
    if isinstance(c, T.UnblockableByThisTurnClause):
        return f"{objs(c.objects)} can't be blocked by {noun_phrase(c.blockers, True)} this turn"
    if isinstance(c, T.BlockedOnlyWithinSectorsClause):
        return "creatures in each sector can be blocked this turn only by creatures in the same sector"
    if isinstance(c, T.GainKeywordChoiceClause):
        verb = "gain" if plural_subject(c.objects) else "gains"
        first, second = (keyword(k) for k in c.keywords)
        return f"{objs(c.objects)} {verb} your choice of {first} or {second} until end of turn"
    if isinstance(c, T.GainLoseClause):
        gain, lose = ("gain", "lose") if plural_subject(c.objects) else ("gains", "loses")
        return f"{objs(c.objects)} {gain} {keyword(c.gained)} and {lose} {keyword(c.lost)} until end of turn"
    if isinstance(c, T.PumpLoseClause):
        get, lose = ("get", "lose") if plural_subject(c.objects) else ("gets", "loses")
        return f"{objs(c.objects)} {get} {signed_pt(c.power, c.toughness)} and {lose} {keyword(c.keyword)} until end of turn"
    if isinstance(c, T.LoseKeywordClause):
        verb = "lose" if plural_subject(c.objects) else "loses"
        return f"{objs(c.objects)} {verb} {keyword(c.keyword)}" + (" until end of turn" if c.until_end_of_turn else "")
    if isinstance(c, T.BecomeColorChoiceClause):
        which = "color or colors" if c.several else "color"
        verb = "become" if plural_subject(c.objects) else "becomes"
        return f"{objs(c.objects)} {verb} the {which} of your choice" + (
            " until end of turn" if c.until_end_of_turn else "")
    if isinstance(c, T.AreColorsClause) and c.chosen:
        return f"{objs(c.objects)} are the chosen color"
    if isinstance(c, T.AreColorsClause):
        return f"{objs(c.objects)} are " + (" and ".join(color.name.lower() for color in c.colors) or "colorless")
    if isinstance(c, T.BecomeColorsClause):
        verb = "become" if not c.continued and plural_subject(c.objects) else "becomes"
        subject = "" if c.continued else objs(c.objects) + " "
        colors = " and ".join(color.name.lower() for color in c.colors) or "colorless"
        return f"{subject}{verb} {colors}" + (" in addition to its other colors" if c.in_addition else "") + eot(c)
    if isinstance(c, T.BecomeCreatureTypeChoiceClause):
        return f"{objs(c.objects)} becomes the creature type of your choice" + eot(c)
    if isinstance(c, T.BasePTClause):
        verb = "have" if plural_subject(c.objects) else "has"
        pt = "x/x" if c.x else f"{c.power}/{c.toughness}"
        return f"{objs(c.objects)} {verb} base power and toughness {pt}" + eot(c)
    if isinstance(c, T.BecomeCopyClause):
        duration = (" until end of turn" if c.until_end_of_turn else " until your next turn" if c.until_your_next_turn
                    else " and gains this ability" if c.keeps_this_ability else "")
        if c.exceptions is not None:    # Oracle: "Until end of turn, ~ becomes a copy of ..., except ..."
            exceptions = copy_exceptions(c.exceptions)
            if c.keeps_this_ability:
                exceptions += f"{',' if ', ' in exceptions else ''} and it has this ability"
            return (("until end of turn, " if c.until_end_of_turn else "")
                    + f"{objs(c.objects)} becomes a copy of {objs(c.copied)}, except {exceptions}")
        return f"{objs(c.objects)} becomes a copy of {objs(c.copied)}{duration}"
    if isinstance(c, T.SwitchPTClause):
        whose = "its" if c.objects == (A.ItPhrase(),) else f"{objs(c.objects)}'s"
        return f"switch {whose} power and toughness until end of turn"
    if isinstance(c, T.AllCreatureTypesClause):
        verb = "gain" if plural_subject(c.objects) else "gains"
        subject = "" if c.continued else objs(c.objects) + " "
        return f"{subject}{verb} all creature types" + eot(c)
    if isinstance(c, T.AttachSelfClause):
        return f"attach ~ to {objs(c.objects)}"
    if isinstance(c, T.ChooseColorClause):
        return "choose a color"
    if isinstance(c, T.PreventByClause):
        what = "combat damage" if c.combat_only else "damage"
        if c.would_deal:
            return f"prevent all {what} {objs(c.objects)} would deal" + (" this turn" if c.this_turn else "")
        return f"prevent all {what} that would be dealt by {objs(c.objects)} this turn"
    if isinstance(c, T.AttachObjectsClause):
        return f"attach {objs(c.objects)} to {objs(c.to)}"
    if isinstance(c, T.ExchangeWithHandClause):
        card = dataclasses.replace(c.filter, zone=None, controller=Controller.ANY)    # "in your hand"
        return f"exchange {objs(c.objects)} with {article(noun_phrase(card))} in your hand"
    if isinstance(c, T.UnattachClause):
        return f"unattach {objs(c.objects)}"
    if isinstance(c, T.AttachToAnotherClause):
        return f"attach {objs(c.objects)} to another {noun_phrase(c.to)}"
    if isinstance(c, T.ContinuedRestrictClause) and c.action == "attack despite defender":
        return "can attack this turn as though it didn't have defender"
    if isinstance(c, T.ContinuedRestrictClause) and c.action == "attack this turn":
        return "attacks this turn if able"          # a requirement (CR 508.1d)
    if isinstance(c, T.ContinuedRestrictClause):
        return f"can't {c.action} this turn"
    raise Unrenderable(type(c).__name__)


