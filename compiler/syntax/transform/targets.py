"""Transformer methods for targets, attachments, static subjects and object filters.

Mixed into transform.ToAst; shared helpers come from common.py.
"""
from __future__ import annotations

import dataclasses

from lark import Token, v_args

from ....runtime import costs as C
from ....runtime.characteristics import Zone
from ....runtime.filters import AttachedHost, Fixed, ObjectFilter, PlayerRef

from .. import nodes as A
from ..nodes.targets import BecomeColorsClause, ContinuedRestrictClause
from .amounts import SAME_SOURCE, continued_source
from .common import (TYPE_WORDS, COLOR_WORDS, UnsupportedPhrase, either_group, singular, subtype_name,
                               _split, _plain, _fixed, _pt, _token, _has)


class TargetsMixin:
    """Attached objects ("enchanted creature"), distinct targets and friends."""

    # ------------------------------------------------------------ objects
    def o_bare(self, items):
        """"untap enchanted creature": the one object an Aura or Equipment is attached to
        (CR 303.4, 301.5), named without a determiner. Other bare nouns are not objects."""
        filt = items[0]
        if isinstance(filt, ObjectFilter) and (getattr(self, "_subject_plural", False) or (
                getattr(self, "_subject_either_number", False) and not filt.attached_to_source)):
            phrase = A.EachPhrase(filt)        # "all artifacts and enchantments" (checked
            self.bare_groups.append(phrase)    # in check_bare_objects)
            return phrase
        if not isinstance(filt, ObjectFilter) or not (filt.attached_to_source or filt.ring_bearer):
            raise UnsupportedPhrase("a noun phrase without a determiner as an object")
        return A.EachPhrase(filt)

    def mark_all_plural(self, phrase):
        """Remember whether "all <noun>" had a plural noun (for check_bare_objects). The phrase
        itself is kept, not only its id: a freed object's id is reused by the next one."""
        if getattr(self, "_filter_plural", False):
            self.plural_all.append(phrase)
        return phrase

    def check_bare_objects(self, items: tuple) -> tuple:
        """A plural noun without a determiner is an object only right after "all <plural noun>
        and": "destroy all artifacts and enchantments" (all of each). A line with no such noun
        read yet (most) has nothing to check."""
        if not self.bare_groups:
            return items
        for i, o in enumerate(items):
            if any(o is p for p in self.bare_groups):
                before = items[i - 1] if i else None
                if not any(before is p for p in self.plural_all + self.bare_groups):
                    raise UnsupportedPhrase("a noun phrase without a determiner as an object")
        return items

    # ------------------------------------------------------------ costs
    def cost_sacrifice_attached(self, items):
        """"Sacrifice enchanted creature": the permanent this one is attached to (CR 701.21a)."""
        phrase = self.o_bare(items)
        if not phrase.filter.attached_to_source or any(phrase is p for p in self.bare_groups):
            raise UnsupportedPhrase("sacrificing a noun phrase without a determiner")
        return C.Sacrifice(phrase.filter, 1)

    # ------------------------------------------------------------ attached conditions
    def cond_attached_is(self, items):
        """"enchanted creature is white / a Human / untapped" (CR 301.5, 303.4)."""
        from ....runtime.filters import AttachedMatches
        return AttachedMatches(self._attached_noun(items[1]), items[2])

    @staticmethod
    def _attached_noun(tok) -> ObjectFilter:
        noun = singular(str(tok))
        if noun not in TYPE_WORDS or noun != str(tok):
            raise UnsupportedPhrase(f"attached {tok}")
        return ObjectFilter(types=(TYPE_WORDS[noun],), attached_to_source=True)

    def aq_color(self, items):
        return ObjectFilter(colors=(COLOR_WORDS[str(items[0])],))

    def aq_type(self, items):
        word = str(items[1])
        if word in TYPE_WORDS or word in ("card", "permanent", "spell", "player", "opponent") \
                or subtype_name(word) == word:
            raise UnsupportedPhrase(f"is a {word}")
        return ObjectFilter(subtypes=(subtype_name(word),))

    def aq_state(self, items):
        word = str(items[0])
        if word not in ("tapped", "untapped"):
            raise UnsupportedPhrase(f"enchanted creature is {word}")
        return ObjectFilter(tapped=word == "tapped")

    # ------------------------------------------------------------ statics about "it"
    def _while_it(self, meta, items):
        """"As long as enchanted creature is red, it gets +1/+1": "it" is the attached object."""
        from ....runtime.filters import AttachedMatches
        from ....runtime.filters import CounterCount, ObjectCount, SelfRef, SourceState
        cond, preds = items[0], items[1]
        if isinstance(cond, ObjectCount) and cond.at_least == 1 and cond.filter in (
                ObjectFilter(subtypes=("Equipment",), attached_to_self=True),
                ObjectFilter(subtypes=("Aura",), attached_to_self=True)):    # "as long as ~ is equipped"
            line = self._static(meta, A.SelfPhrase(), preds, cond)   # "it" is ~
            return dataclasses.replace(line, plural=False)
        if isinstance(cond, SourceState):     # "as long as ~ is monstrous, it has ...": "it" is ~
            line = self._static(meta, A.SelfPhrase(), preds, cond)
            return dataclasses.replace(line, plural=False)
        if isinstance(cond, CounterCount) and isinstance(cond.ref, SelfRef):   # "as long as ~ has ... on it, it ..."
            line = self._static(meta, A.SelfPhrase(), preds, cond)
            return dataclasses.replace(line, plural=False)
        if not isinstance(cond, AttachedMatches):
            raise UnsupportedPhrase("'it' as the subject of this static ability")
        line = self._static(meta, cond.attached, preds, cond)
        return dataclasses.replace(line, plural=False)

    @v_args(meta=True)
    def st_while_it_predicates(self, meta, items):
        return self._while_it(meta, items)

    @v_args(meta=True)
    def st_while_it_predicates_q(self, meta, items):
        return self._quoted_end(self._while_it(meta, items))

    # ------------------------------------------------------------ targets
    def t_another(self, items):
        """"another target creature": other than the source, or, after other targets of the
        same ability, a different one from theirs (CR 115.3; lowering decides which)."""
        filt, players = _split(items[0])
        if filt is None:
            raise UnsupportedPhrase("'another target player'")
        self.check_not_attached(filt)
        return A.TargetPhrase(dataclasses.replace(filt, other=True), players)

    @staticmethod
    def check_not_attached(filt) -> None:
        """"target enchanted permanent", "each equipped creature", "equipped creatures you
        control": after a determiner (or in the plural) "enchanted"/"equipped" describes any
        object with an Aura/Equipment attached (CR 303.4, 301.5), not the one object the source
        is attached to (which only a bare singular "enchanted creature" names). Filters have no
        form for "has an attachment"."""
        if isinstance(filt, ObjectFilter) and filt.attached_to_source:
            raise UnsupportedPhrase("'an enchanted/equipped object' (one with an attachment)")

    # ------------------------------------------------------------ "attached to ..." (CR 301.5, 303.4)
    def f_attached_to_self(self, _):
        return ("attached_fields", {"attached_to_self": True})

    def f_attached_to_it(self, _):
        """"attached to it": the source, or (in an effect) what "it" means there (lowering)."""
        return ("attached_fields", {"attached_to_self": True, "attached_host": AttachedHost.IT})

    def f_attached_to_host(self, items):
        if items[0] != Fixed(1):
            raise UnsupportedPhrase("attached to a number of objects")
        return ("attached_fields", {"host": _plain(items[1])})

    def f_attached_to_hosts(self, items):
        if not getattr(self, "_filter_plural", False):
            raise UnsupportedPhrase("attached to a noun without an article")
        return ("attached_fields", {"host": _plain(items[0])})     # one host filter (CR 301.5a)

    def f_attached_to_that(self, items):
        """"attached to that creature": what "that creature" means in the effect (lowering)."""
        if singular(str(items[0])) != "creature":
            raise UnsupportedPhrase(f"attached to that {items[0]}")
        return ("attached_fields", {"attached_to_self": True, "attached_host": AttachedHost.THAT_CREATURE})

    def f_attached_to_them(self, _):
        return ("attached_fields", {"attached_to_self": True, "attached_host": AttachedHost.THEM})

    # ------------------------------------------------------------ protection choices
    def c_gain_protection_choice(self, items):
        """"... gains protection from the color of your choice until end of turn" (CR 702.16a)."""
        from ..nodes.targets import GainProtectionChoiceClause
        return GainProtectionChoiceClause(items[0], PlayerRef.YOU)

    def c_attack_despite_defender(self, items):
        """"~ can attack this turn as though it didn't have defender" (CR 702.3b)."""
        from ..nodes.targets import AttackDespiteDefenderClause
        return AttackDespiteDefenderClause(items[0])

    # "and" before a verb ("and gain control of it", "and draw a card"): the same subject goes on
    # (common.fold_may)
    def join_and_verb(self, _): return "and_verb"

    def c_block_additional_this_turn(self, items):
        """"~ can block an additional creature this turn" (CR 509.1a)."""
        from ..nodes.targets import BlockAdditionalThisTurnClause
        if singular(str(items[1])) != "creature":
            raise UnsupportedPhrase(f"blocking an additional {items[1]}")
        return BlockAdditionalThisTurnClause(items[0])

    def c_block_any_number_this_turn(self, items):
        """"target creature can block any number of creatures this turn" (CR 509.1a)."""
        return dataclasses.replace(self.c_block_additional_this_turn(items), number=None)

    def c_remove_from_combat(self, items):
        """"Remove it from combat." (CR 506.4)"""
        from ..nodes.targets import RemoveFromCombatClause
        return RemoveFromCombatClause(items[0])

    def c_blocked_only_within_sectors(self, _):
        """"Creatures in each sector can be blocked this turn only by creatures in the same
        sector" (CR 702.158e, 509.1b)."""
        from ..nodes.targets import BlockedOnlyWithinSectorsClause
        return BlockedOnlyWithinSectorsClause()

    def c_unblockable_by_this_turn(self, items):
        """"~ can't be blocked by creatures with power 2 or less this turn" (CR 509.1b)."""
        from ..nodes.targets import UnblockableByThisTurnClause
        if str(items[1]) != "be blocked":
            raise UnsupportedPhrase(f"can't {items[1]} by")
        filt, players = _split(items[2])
        if players is not None:
            raise UnsupportedPhrase("blocked by players")
        return UnblockableByThisTurnClause(items[0], filt)

    def c_cant_block_self_this_turn(self, items):
        """"target creature can't block ~ this turn" (CR 509.1b)."""
        from ..nodes.targets import CantBlockThisTurnClause
        from .common import self_phrase
        if str(items[1]) != "block":
            raise UnsupportedPhrase(f"can't {items[1]} ~")
        return CantBlockThisTurnClause(items[0], (self_phrase(self, [items[2]]),))

    def c_unblockable_except_this_turn(self, items):
        """"target creature can't be blocked this turn except by Walls" (CR 509.1b): only
        creatures that match may block it this turn."""
        clause = self.c_unblockable_by_this_turn(items)
        return dataclasses.replace(clause, except_by=True)

    def c_unblockable_except_this_turn_either(self, items):
        """"... this turn except by artifact creatures and/or red creatures": either (CR 509.1b)."""
        clause = self.c_unblockable_except_this_turn(items[:3])
        return dataclasses.replace(clause, blockers=either_group(items[2:]))

    def c_gain_keyword_choice(self, items):
        """"... gains your choice of double strike or trample until end of turn" (CR 608.2d)."""
        from ..nodes.targets import GainKeywordChoiceClause
        return GainKeywordChoiceClause(items[0], (items[2], items[3]))

    def c_gain_protection_controllers_choice(self, items):
        from ..nodes.targets import GainProtectionChoiceClause
        return GainProtectionChoiceClause(items[0], PlayerRef.CONTROLLER)

    def cost_discard_self(self, _):
        """"Discard ~": the card itself, from its owner's hand (CR 113.6j)."""
        from ....runtime.keyword_abilities import DiscardSelf
        return DiscardSelf()

    def cost_reveal_self(self, _):
        """"Reveal ~ from your hand" (forecast, CR 702.57b): the card itself, in its owner's hand."""
        from ....runtime.keyword_abilities import RevealSelf
        return RevealSelf()

    def cond_there_are(self, items):
        """"there are two or more instant and/or sorcery cards in your graveyard"."""
        from ....runtime.filters import ObjectCount
        return ObjectCount(_plain(items[1]), _fixed(items[0]))

    # ------------------------------------------------------------ "with the same name as ..."
    def f_same_name_that(self, items):
        return ("same_name_as", "that " + singular(str(items[0])))

    def f_same_name_it(self, _):
        return ("same_name_as", "it")

    def f_shares_color_it(self, _):
        """"each other creature that shares a color with it" (radiance, CR 105.2)."""
        return ("shares_color_with", "it")

    def f_shares_creature_type_it(self, _):
        """"other creatures that share a creature type with it" (CR 205.3m)."""
        return ("shares_creature_type_with", "it")

    # ------------------------------------------------------------ "attacks alone" (CR 506.5)
    def e_attacks_alone(self, items):
        return A.TriggerCondition("attacks_alone", items[0])

    # ------------------------------------------------------------ "loses <keyword>"
    def c_lose_keyword(self, items):
        from ..nodes.targets import LoseKeywordClause
        return LoseKeywordClause(items[0], items[2], _has(items, "UNTIL_EOT"))

    def c_pump_lose(self, items):
        from ..nodes.targets import PumpLoseClause
        text = str(_token(items, "PT"))
        if "x" in text:
            raise UnsupportedPhrase("+X/+X and losing a keyword")
        power, toughness = _pt(text)
        return PumpLoseClause(items[0], power, toughness, items[-2])

    def c_gain_lose(self, items):
        from ..nodes.targets import GainLoseClause
        return GainLoseClause(items[0], items[2], items[4])

    def c_lose_bands_with_other(self, items):
        """"loses all 'bands with other' abilities": each of them, whatever its quality (CR 702.22b)."""
        from ..nodes.targets import LoseKeywordClause
        return LoseKeywordClause(items[0], A.Keyword("bands with other"), _has(items, "UNTIL_EOT"))

    # ------------------------------------------------------------ "... and can't be blocked this turn"
    def c_attacks_this_turn_continued(self, items):
        """"... and attacks this turn if able": the objects of the clause before it (bind_continued)."""
        from ..nodes.targets import ContinuedRestrictClause
        return ContinuedRestrictClause((), "attack this turn")

    def c_attack_despite_defender_continued(self, _):
        """"... and can attack this turn as though it didn't have defender" (CR 702.3b)."""
        from ..nodes.targets import ContinuedRestrictClause
        return ContinuedRestrictClause((), "attack despite defender")

    def c_restrict_continued(self, items):
        from ..nodes.targets import ContinuedRestrictClause
        return ContinuedRestrictClause((), str(items[0]))

    @staticmethod
    def bind_continued(clauses: tuple) -> tuple:
        """A subjectless "can't be blocked this turn" after "and" restricts the objects of the
        clause before it; a target there is "it" (the same target, not a new one)."""
        out = []
        for c in clauses:
            if isinstance(c, A.DamageClause) and c.source is SAME_SOURCE:
                c = continued_source(c, out[-1] if out else None)
            if isinstance(c, (ContinuedRestrictClause, A.MustBeBlockedClause, A.BecomeCreatureTypeClause,
                              BecomeColorsClause, A.AddColorsAndTypesClause)) and not c.objects:
                before = getattr(out[-1], "objects", None) if out else None
                if not before or not all(isinstance(o, (A.SelfPhrase, A.ItPhrase, A.TargetPhrase,
                                                        A.EachPhrase, A.ThatPhrase)) for o in before):
                    raise UnsupportedPhrase("'can't ... this turn' without a subject before it")
                if sum(isinstance(o, A.TargetPhrase) for o in before) > 1:
                    raise UnsupportedPhrase("'can't ... this turn' after several targets")
                c = dataclasses.replace(c, objects=tuple(A.ItPhrase() if isinstance(o, A.TargetPhrase)
                                                         else o for o in before))
                if getattr(c, "until_end_of_turn", False) and getattr(out[-1], "until_end_of_turn", None) is False:
                    # "loses all abilities and becomes a red Weird ... until end of turn": one
                    # duration said once for both (CR 611.2a)
                    out[-1] = dataclasses.replace(out[-1], until_end_of_turn=True)
            if isinstance(c, A.SkipUntapClause) and not c.objects:
                c = dataclasses.replace(c, objects=_subject_before(out))
            elif isinstance(c, A.SkipUntapClause) and c.objects == (A.ItPhrase(),) and out \
                    and isinstance(out[-1], A.TapClause):
                # "tap that creature and it doesn't untap ...": "it" is the creature just tapped
                c = dataclasses.replace(c, objects=_subject_before(out), it_tapped=True)
            out.append(c)
        return tuple(out)

    def cond_opponent_controls(self, items):
        """"an opponent controls a black permanent": one controlled by an opponent (CR 102.2)."""
        from ....runtime.filters import Controller, ObjectCount
        if str(items[0]) != "opponent":
            raise UnsupportedPhrase(f"an {items[0]} controls")
        items = items[1:]
        filt = _plain(items[1])
        if items[0] != Fixed(1) or filt.controller is not Controller.ANY or filt.zone.value != "battlefield":
            raise UnsupportedPhrase("this 'an opponent controls' condition")
        return ObjectCount(dataclasses.replace(filt, controller=Controller.OPPONENT), 1)

    def color_words(self, items):
        """A colour an effect gives: "black and red" is two; "colorless" none (CR 105.2c)."""
        from .common import _colors
        return _colors([str(items[0]).lower()])

    def c_become_colors(self, items, continued: bool = False, in_addition: bool = False):
        """"... becomes white until end of turn": the colours replace the object's own, or are
        added to them (CR 105.3, 613.1e)."""
        from ..nodes.targets import BecomeColorsClause
        objects = () if continued else items[0]
        colors = next(i for i in items[0 if continued else 1:] if isinstance(i, tuple) or
                      getattr(i, "type", None) == "COLOR")
        if not isinstance(colors, tuple):
            colors = (COLOR_WORDS[str(colors).lower()],)
        return BecomeColorsClause(objects, colors, in_addition, _has(items, "UNTIL_EOT"), continued)

    def c_are_colors(self, items):
        from ..nodes.targets import AreColorsClause
        from .common import _colors
        words = str(items[1]).lower().removeprefix("are ")
        return AreColorsClause(items[0], _colors([words]), chosen=words == "the chosen color")

    def c_become_colors_in_addition(self, items):
        return self.c_become_colors(items, in_addition=True)

    def c_become_colors_continued(self, items):
        return self.c_become_colors(items, continued=True)

    def c_become_in_addition(self, items, continued: bool = False):
        """"... becomes an artifact in addition to its other types [until end of turn]", "...
        becomes a Vampire in addition to its other types": card types and creature types added
        to the object's own (CR 205.1b, 613.1d). A land type would bring its mana ability too
        (CR 305.7): not read here."""
        from ....runtime.engine.continuous_effects import LAND_TYPES
        from .common import Noun
        objects, article = ((), items[0]) if continued else (items[0], items[1])
        words = [str(i) for i in items if getattr(i, "type", None) in ("TYPE_WORD", "SUBTYPE")]
        noun = Noun(words, conjunctive=True)
        subtypes = tuple(s.capitalize() for s in noun.subtypes)
        if article != Fixed(1) or noun.markers or any(s in LAND_TYPES for s in subtypes):
            raise UnsupportedPhrase("'becomes a ... in addition to its other types' other than card and creature types")
        return A.AddColorsAndTypesClause(objects, subtypes, (), tuple(noun.types), becomes=True,
                                         until_end_of_turn=_has(items, "UNTIL_EOT"), continued=continued)

    def c_become_in_addition_continued(self, items):
        return self.c_become_in_addition(items, continued=True)

    def c_become_color_choice(self, items):
        from ..nodes.targets import BecomeColorChoiceClause
        return BecomeColorChoiceClause(items[0], _has(items, "UNTIL_EOT"))

    # ------------------------------------------------------------ base power and toughness (CR 613.4b)
    def c_base_pt(self, items):
        from ..nodes.targets import BasePTClause
        pt = str(_token(items, "TOKEN_PT"))
        if "x" in pt:
            raise UnsupportedPhrase("base power and toughness X/X")
        power, toughness = (int(v) for v in pt.split("/"))
        return BasePTClause(items[0], power, toughness, _has(items, "UNTIL_EOT"))

    def c_switch_pt(self, items):
        from ..nodes.targets import SwitchPTClause
        return SwitchPTClause(items[0])

    def c_become_copy(self, items):
        from ..nodes.targets import BecomeCopyClause
        return BecomeCopyClause(items[0], items[1], until_end_of_turn=_has(items, "UNTIL_EOT"))

    def c_become_copy_except(self, items):
        from ..nodes.targets import BecomeCopyClause
        return BecomeCopyClause(items[0], items[1], until_end_of_turn=_has(items, "UNTIL_EOT"), exceptions=items[-1])

    def c_become_copy_except_keeping(self, items):
        """"..., except <exceptions>, and it has this ability" (CR 707.9a-b)."""
        from ..nodes.targets import BecomeCopyClause
        return BecomeCopyClause(items[0], items[1], keeps_this_ability=True, exceptions=items[-1])

    def c_become_copy_until_your_next_turn(self, items):
        from ..nodes.targets import BecomeCopyClause
        return BecomeCopyClause(items[0], items[1], until_your_next_turn=True)

    def c_become_aura(self, items):
        """"~ loses this ability and becomes an Aura enchantment with enchant creature": the source
        only ("this ability" is its own), an Aura enchantment (CR 303.4), with an object to enchant."""
        from ..nodes.targets import BecomeAuraClause
        objects, *words, enchant = [i for i in items if not (isinstance(i, Token) and i.type == "LOSES")]
        if objects != (A.SelfPhrase(),) or [str(w).lower() for w in words] != ["aura", "enchantment"]:
            raise UnsupportedPhrase("'loses this ability and becomes' other than the source becoming an Aura enchantment")
        if not isinstance(enchant, ObjectFilter) or enchant.spell or enchant.zone is not Zone.BATTLEFIELD:
            raise UnsupportedPhrase("an Aura enchanting other than a permanent")
        return BecomeAuraClause(objects, enchant)

    def end_effect_sentence(self, items):
        """"You may pay {W} to end this effect." (CR 116.2c)."""
        return A.EndEffectSentence(items[0])

    def c_become_copy_keeping_this_ability(self, items):
        from ..nodes.targets import BecomeCopyClause
        return BecomeCopyClause(items[0], items[1], keeps_this_ability=True)

    def c_switch_its_pt(self, _):
        """"switch its power and toughness": "its" is the object "it" names (the source, or the
        object the trigger names)."""
        from ..nodes.targets import SwitchPTClause
        return SwitchPTClause((A.ItPhrase(),))

    def c_base_pt_all_creature_types_bare(self, items):
        """"creatures you control have base power and toughness X/X and gain all creature types":
        two clauses, the second written without its subject (CR 613.4b, 205.3m)."""
        from ..nodes.targets import AllCreatureTypesClause, BasePTClause
        from .common import _bare_each
        pt = str(_token(items, "TOKEN_PT"))
        eot = _has(items, "UNTIL_EOT")
        subject = (_bare_each(self, items[0]),)
        if pt == "x/x":
            base = BasePTClause(subject, 0, 0, eot, x=True, bare_subject=True)
        elif "x" in pt:
            raise UnsupportedPhrase("base power and toughness with one X")
        else:
            base = BasePTClause(subject, *(int(v) for v in pt.split("/")), eot, bare_subject=True)
        return base, AllCreatureTypesClause(subject, eot, continued=True)

    def sp_base_pt(self, items):
        from ..nodes.targets import BasePTPredicate
        pt = str(_token(items, "TOKEN_PT"))
        if "x" in pt:
            raise UnsupportedPhrase("base power and toughness X/X")
        power, toughness = (int(v) for v in pt.split("/"))
        return BasePTPredicate(power, toughness, plural=str(items[0]) == "have")

    def c_attach_self(self, items):
        """"attach ~ to target creature you control" (CR 701.3a)."""
        from ..nodes.targets import AttachSelfClause
        return AttachSelfClause(items[1])

    def sp_cant_block_filter(self, items):
        """"can't block creatures with power 2 or greater" (CR 509.1b)."""
        from ..nodes.targets import CantBlockPredicate
        if str(items[0]) != "block" or not getattr(self, "_filter_plural", False):
            raise UnsupportedPhrase(f"can't {items[0]} <objects>")
        return CantBlockPredicate(_plain(items[1]))

    def sp_restriction_alone(self, items):
        """"can't attack alone" / "can't attack or block alone" (CR 506.5)."""
        action = str(items[0])
        if action not in ("attack", "block", "attack or block"):
            raise UnsupportedPhrase(f"can't {action} alone")
        return A.RestrictionPredicate(action + " alone")

    def sp_pump_additional(self, items):
        from ..nodes.targets import AdditionalPumpPredicate
        if str(items[0]) != "gets":
            raise UnsupportedPhrase("'get an additional'")
        power, toughness = _pt(items[1])
        return AdditionalPumpPredicate(power, toughness)

    def c_choose_color(self, _):
        from ..nodes.targets import ChooseColorClause
        return ChooseColorClause()

    # ------------------------------------------------------------ prevention by objects (CR 615)
    def c_prevent_by(self, items):
        from ..nodes.targets import PreventByClause
        return PreventByClause(items[-1], _has(items, "COMBAT_WORD"))

    def c_prevent_would_deal(self, items):
        from ..nodes.targets import PreventByClause
        return PreventByClause(items[-1], _has(items, "COMBAT_WORD"), would_deal=True)

    def c_prevent_would_deal_lasting(self, items):
        from ..nodes.targets import PreventByClause
        return PreventByClause(items[-1], _has(items, "COMBAT_WORD"), would_deal=True, this_turn=False)

    # ------------------------------------------------------------ protection from all colors
    def quality_all_colors(self, _):
        """CR 702.16h: protection from each color; a source with any color has the quality."""
        from ....runtime.characteristics import Color
        return ObjectFilter(colors=tuple(Color))

    # ------------------------------------------------------------ "~ is equipped / enchanted"
    def cond_self_attached(self, items):
        """"as long as ~ is equipped": an Equipment is attached to it (CR 301.5c); "enchanted":
        an Aura is (CR 303.4)."""
        from ....runtime.filters import ObjectCount
        word = str(items[-1])
        kind = "Equipment" if word == "equipped" else "Aura"
        return ObjectCount(ObjectFilter(subtypes=(kind,), attached_to_self=True), 1)

    def c_exchange_with_hand(self, items):
        from ..nodes.targets import ExchangeWithHandClause
        from ....runtime.filters import Controller
        if items[1].zone is not Zone.HAND or items[1].controller is not Controller.YOU:
            raise UnsupportedPhrase("an exchange with a card outside your hand")
        return ExchangeWithHandClause(items[0], items[1])

    def c_unattach(self, items):
        from ..nodes.targets import UnattachClause
        return UnattachClause(items[0])

    def cond_self_attached_to(self, items):
        """"this permanent is attached to a creature" (reconfigure, CR 702.151a): the object the
        source is attached to is one."""
        from ....runtime.filters import ObjectCount
        return ObjectCount(dataclasses.replace(items[-1], attached_to_source=True), 1)

    def c_attach_objects(self, items):
        """"attach target Equipment you control to target creature you control" (CR 701.3a)."""
        from ..nodes.targets import AttachObjectsClause
        return AttachObjectsClause(items[0], items[1])

    def c_attach_another(self, items):
        """"attach target Aura attached to a creature to another creature": chosen on
        resolution, other than the object it's attached to (CR 701.3a-b)."""
        from ..nodes.targets import AttachToAnotherClause
        filt = items[1]
        # only a kind of object ("creature", "Wall", "creature you control"): "another permanent
        # of that type" refers back to the old host's type, which a filter can't say
        plain = isinstance(filt, ObjectFilter) and dataclasses.replace(
            filt, types=(), subtypes=(), controller=ObjectFilter().controller) == ObjectFilter()
        if not plain:
            raise UnsupportedPhrase("attaching to another object of this kind")
        return AttachToAnotherClause(items[0], filt)

    def f_blocking_self(self, _):
        """"creature blocking ~" (CR 509.1g)."""
        return ("blocking_self", True)

    def f_blocking_or_blocked_by_self(self, _):
        """"creature blocking or blocked by ~" (CR 509.1g-h)."""
        return ("blocking_or_blocked_by_self", True)

    def f_blocking_it(self, _):
        """"creature blocking it" (CR 509.1g): the lowering checks that "it" is the source."""
        return ("attached_fields", {"blocking_self": True, "blocking_it": True})

    def f_blocking_or_blocked_by_it(self, _):
        """"creature blocking or blocked by it" (CR 509.1g-h): the lowering checks that "it" is
        the source."""
        return ("attached_fields", {"blocking_or_blocked_by_self": True, "blocking_it": True})

    def f_blocked_by_it(self, _):
        """"creature it's blocking" (CR 509.1h): a creature the source blocks; the lowering checks
        that "it" is the source."""
        return ("attached_fields", {"blocked_by_self": True, "blocking_it": True})

    def c_become_creature_type_choice(self, items):
        from ..nodes.targets import BecomeCreatureTypeChoiceClause
        return BecomeCreatureTypeChoiceClause(items[0], _has(items, "UNTIL_EOT"))

    def c_become_colors_choice(self, items):
        from ..nodes.targets import BecomeColorChoiceClause
        return BecomeColorChoiceClause(items[0], _has(items, "UNTIL_EOT"), several=True)

    # ------------------------------------------------------------ "one mana of the chosen color"
    def chosen_color_mana(self, items):
        """"Add one mana of the chosen color" (CR 607.2d: the color chosen as it entered)."""
        from ....runtime.effects import ChosenColorMana
        if str(items[1]) != "color" or items[0] != Fixed(1):
            raise UnsupportedPhrase(f"mana of the chosen {items[1]}")
        return ChosenColorMana(items[0])


def _subject_before(clauses: list) -> tuple:
    """The subject a subjectless clause after "and" shares with the clause before it: its objects,
    or the source that deals damage ("~ deals 2 damage to any target and doesn't untap ...")."""
    before = clauses[-1] if clauses else None
    subject = (before.source,) if isinstance(before, A.DamageClause) else getattr(before, "objects", None)
    if not subject or not all(isinstance(o, (A.SelfPhrase, A.ItPhrase, A.EachPhrase, A.ThatPhrase, A.TargetPhrase))
                              for o in subject):
        raise UnsupportedPhrase("'doesn't untap' without a subject before it")
    if sum(isinstance(o, A.TargetPhrase) for o in subject) > 1:
        raise UnsupportedPhrase("'doesn't untap' after several targets")
    return tuple(A.ItPhrase() if isinstance(o, A.TargetPhrase) else o for o in subject)   # the same target
