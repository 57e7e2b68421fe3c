"""Static and replacement ability lines in words: cost changes, characteristic-defining power,
prevention, life floors, alternative costs, "~ enters tapped", "as ~ enters, choose ...", and the
subject-and-predicates statics ("creatures you control get +1/+1")."""
from __future__ import annotations

import itertools

from ...runtime import costs as C
from ...runtime.abilities import ChoiceKind, KeptAuras
from ...runtime.characteristics import Zone
from ...runtime.filters import (Controller, DuringSteps, EnteredThisTurn, Fixed, KeywordCostPaid, SpellsCastThisTurn,
                                ObjectFilter, PlayerRef, SourceEnchanted)
from ..syntax import nodes as A

from .registry import quoted_body
from .words import article, cards_in_zone, CONTEXT, digits, number_word, source_named, Unrenderable, word_count
from .filters import noun_phrase, on_the_battlefield, plural_subject, source_of_choice
from .objects import counted
from .costs import cost
from .amounts import amount_definition
from .conditions import condition
from .predicates import predicates


def static(line: A.StaticLine) -> str:
    match line.kind:
        case "cant_attack_you":
            return f"{noun_phrase(line.subject, line.plural)} can't attack you."
        case "attack_tax":
            whom = "you or a planeswalker you control" if line.or_planeswalker else "you"
            each = "each of those creatures" if line.or_planeswalker else \
                "each creature they control that's attacking you"
            where = "" if line.amount is None else f", where x is {amount_definition(line.amount)}"
            return (f"{noun_phrase(line.subject, line.plural)} can't attack {whom} unless their "
                    f"controller pays {cost(line.cost)} for {each}{where}.")
        case "attack_cost":
            return f"{noun_phrase(line.subject, False)} can't attack unless its controller pays {cost(line.cost)}."
        case "control_attached":
            return f"you control {noun_phrase(line.subject, False)}."
        case "strive":
            return f"~ costs {cost(line.cost)} more to cast for each target beyond the first."
        case "additional_cost":
            return f"as an additional cost to cast ~, {cost(line.cost)}."
        case "optional_additional_cost":
            return f"as an additional cost to cast ~, you may {cost(line.cost)}."
        case "unlock_cost":
            return f"unlock costs you pay cost {cost(line.cost)} {'more' if line.more else 'less'}."
        case "cost_modifier":
            change = "more" if line.more else "less"
            who = " you cast" if line.yours else ""
            return f"{noun_phrase(line.subject, True)}{who} cost {cost(line.cost)} {change} to cast."
        case "characteristic_pt" if line.power_only:
            return f"~'s power is equal to {amount_definition(line.amount)}."
        case "characteristic_pt" if line.toughness_only:
            return f"~'s toughness is equal to {amount_definition(line.amount)}."
        case "characteristic_pt":
            return f"~'s power and toughness are each equal to {amount_definition(line.amount)}."
        case "self_cost":
            change = "more" if line.more else "less"
            text = f"~ costs {cost(line.cost)} {change} to cast"
            if line.per is not None:
                return text + " " + _for_each_in(line.per) + "."
            return text + f" if {condition(line.condition)}."
        case "optional_untap":
            return "you may choose not to untap ~ during your untap step."
        case "as_though_unblocked":
            return "you may have ~ assign its combat damage as though it weren't blocked."
        case "untap_during_others" if isinstance(line.subject, A.SelfPhrase):
            return "untap ~ during each other player's untap step."
        case "untap_during_others":
            det = "each" if line.each else "all"
            return f"untap {noun_phrase(line.subject, not line.each, det)} during each other player's untap step."
        case "cast_only" if line.condition == SpellsCastThisTurn(1):
            return "cast ~ only if you've cast another spell this turn."     # the spell is not yet cast (CR 601.2i)
        case "cast_only" if not isinstance(line.condition, DuringSteps):      # CR 601.3
            return f"cast ~ only if {condition(line.condition)}."
        case "cast_only":
            c = line.condition
            wording = next(w for w, v in A.STEP_TIMINGS.items() if v == (tuple(c.steps), c.yours))
            return f"cast ~ only {wording}."
        case "prevent":
            return _prevention(line)
        case "cant_be_prevented" if line.combat_only:
            return "combat damage can't be prevented."
        case "hand_size":
            return _hand_size(line)
        case "can_be_commander":
            return "~ can be your commander."   # the renderer capitalises the line
        case "play_top_revealed" if line.hand_of is PlayerRef.YOU:
            return "play with the top card of your library revealed."
        case "play_top_revealed":
            return f"{_revealing(line)} play with the top card of their libraries revealed."
        case "play_hands_revealed":
            return f"{_revealing(line)} play with their hands revealed."
        case "begin_on_battlefield":
            return "if ~ is in your opening hand, you may begin the game with it on the battlefield."
        case "loyalty_any_time":
            return (f"you may activate loyalty abilities of {noun_phrase(line.subject, True)} on any "
                    "player's turn any time you could cast an instant.")
        case "life_floor":
            return life_floor(line)
        case "cant_lose_the_game":
            text = "you can't lose the game and your opponents can't win the game."
            return f"as long as {condition(line.condition)}, {text}" if line.condition is not None else text
        case "redirect_static" if not isinstance(line.subject, A.YouPhrase):
            return (f"all damage that would be dealt to {line.attached_word} {line.subject.types[0].value} "
                    f"is dealt to its controller instead.")
        case "redirect_static":
            new = "~" if line.per is None else f"{line.attached_word} {line.per.types[0].value}"
            return f"all damage that would be dealt to you is dealt to {new} instead."
        case "untap_limit":
            return _untap_limit(line)
        case "one_spell_each_turn":
            who = "each player" if line.players is PlayerRef.EACH_PLAYER else "you"
            return f"{who} can't cast more than one spell each turn."
        case "play_from_elsewhere":
            return _play_from_elsewhere(line)
        case "spells_as_though_flash":
            who = "any player" if line.any_player else "you"
            return f"{who} may cast {noun_phrase(line.subject, True)} as though they had flash."
        case "as_though_flash":
            return as_though_flash(line)
        case "alt_cost":
            return alt_cost(line)
        case "prevent_some":
            return prevent_some(line)
        case "others_enter_tapped":
            return f"{plural_subject(line.subject)} enter tapped."
        case "paired":
            both = "both creatures" if line.plural else "each of those creatures"
            body = (f"as long as ~ is paired with another creature, {both} "
                    + predicates(line.predicates, line.plural))
            return body if body.endswith('"') else body + "."
        case "no_activations":
            return f"activated abilities of {noun_phrase(line.subject, True)} can't be activated."
        case "cant_block":
            what = noun_phrase(line.per, True) if line.per is not None else "it"
            return f"{noun_phrase(line.subject, True)} can't block {what}."
    many = line.plural
    subject = "~" if isinstance(line.subject, A.SelfPhrase) else _subject(line.subject, many)
    if line.each:
        with cards_in_zone():
            subject = noun_phrase(line.subject, many, det="each")
    if line.unless:
        body = subject + " " + predicates(line.predicates, many)
        return f"{body} unless {condition(line.condition.condition)}."
    if line.condition is None:
        return _end(subject + " " + predicates(line.predicates, many)) + _kept_auras(line)
    if line.its_state:          # "~ has first strike as long as it's attacking"
        return _end(f"{subject} {predicates(line.predicates, many)} as long as it's {line.condition.state}")
    when = condition(line.condition)
    if line.said_if:            # "~ doesn't untap during your untap step if it has a depletion counter on it"
        with source_named(isinstance(line.subject, A.SelfPhrase)):
            return _end(f"{subject} {predicates(line.predicates, many)} if {condition(line.condition)}")
    if when.startswith(subject + " ") and not isinstance(line.condition, (SourceEnchanted, EnteredThisTurn)):
        # the condition names the subject first: "as long as ~ is equipped, it gets +1/+1"
        # (Oracle says "~ has flying as long as it's enchanted": SourceEnchanted comes last)
        return _end(f"as long as {when}, it {predicates(line.predicates, False)}")
    body = subject + " " + predicates(line.predicates, many)
    if isinstance(line.predicates[-1], A.GrantPredicate):
        return _end(f"as long as {when}, {body}")     # nothing follows a quoted ability's period
    if " and " in when:
        # "as long as A and B, ~ gets +6/+6 and has flying": before the body, where the grammar
        # reads the "and" of two conditions (CR 608.2c); after it, the "and" would join predicates
        return _end(f"as long as {when}, {body}")
    with source_named(isinstance(line.subject, A.SelfPhrase)):     # "~ has reach as long as it has ..."
        when = condition(line.condition)
    return _end(f"{body} as long as {when}")


def _kept_auras(line: A.StaticLine) -> str:
    """CR 702.16n: " This effect doesn't remove ~." after the protection it qualifies."""
    if line.kept_auras is None:
        return ""
    return " this effect doesn't remove " + ("~." if line.kept_auras is KeptAuras.THIS_AURA else "auras.")


def _subject(f: ObjectFilter, many: bool) -> str:
    """A static's subject: cards that are in a zone ("creature cards in your graveyard have ...")."""
    with cards_in_zone():
        return noun_phrase(f, many)


def _end(body: str) -> str:
    """A sentence ending in a quoted ability ends with the ability's own period (equivalents.py)."""
    return body if body.endswith('"') else body + "."


def _for_each_in(f: ObjectFilter) -> str:
    """"for each creature card in your graveyard" (a count reads "in", a move reads "from")."""
    CONTEXT.zone_prep = "in"
    try:
        return noun_phrase(f, det="for each") + on_the_battlefield(f)
    finally:
        CONTEXT.zone_prep = "from"


def _prevention(line: A.StaticLine) -> str:
    what = "combat damage" if line.combat_only else "damage"
    if isinstance(line.subject, A.SelfPhrase):
        obj = "~"
    elif isinstance(line.subject, A.YouPhrase):
        obj = "you"
    else:       # "enchanted creature" is one object; "attacking Humans you control" a group
        obj = noun_phrase(line.subject, many=not line.subject.attached_to_source)
    where = {A.DamageSide.TO: "to", A.DamageSide.BY: "by", A.DamageSide.TO_AND_BY: "to and dealt by"}[line.side]
    text = f"prevent all {what} that would be dealt {where} {obj}"
    if line.per is not None:
        text += " by " + noun_phrase(line.per, True)
    return text + "."


# what "as ~ enters, choose ..." asks for, one value and two (CR 614.12)
CHOICE_WORDS = {ChoiceKind.COLOR: ("a color", "two colors"), ChoiceKind.CREATURE_TYPE: ("a creature type", None),
                ChoiceKind.OPPONENT: ("an opponent", None), ChoiceKind.PLAYER: ("a player", None),
                ChoiceKind.BASIC_LAND_TYPE: ("a basic land type", None),
                ChoiceKind.LAND_TYPE: ("a land type", None), ChoiceKind.CARD_NAME: ("a card name", None),
                ChoiceKind.NONLAND_CARD_NAME: ("a nonland card name", None)}


def _choices(kinds) -> str:
    """"a color and a creature type", "two colors": repeated kinds read as a number."""
    words = []
    for kind, group in itertools.groupby(kinds):
        one, two = CHOICE_WORDS[kind]
        n = len(list(group))
        if n > 2 or (n == 2 and two is None):
            raise Unrenderable(f"{n} choices of {kind.value}")
        words.append(one if n == 1 else two)
    return " and ".join(words)


def replacement(line: A.ReplacementLine) -> str:
    match line.kind:
        case "enter_as_copy":
            return enter_as_copy(line)
        case "choose" if line.tapped:
            return "~ enters tapped. as it enters, choose " + _choices(line.choices) + "."
        case "choose":
            return "as ~ enters, choose " + _choices(line.choices) + "."
        case "enters_tapped_unless":
            return f"~ enters tapped unless {condition(line.condition)}."
        case "enters_with_counters" if line.tapped:
            counters = word_count(line.amount, f"{line.counter} counter", f"{line.counter} counters")
            return f"~ enters tapped with {counters} on it."
        case "enters_with_counters" if line.where_x:
            return f"~ enters with x {line.counter} counters on it, where x is {amount_definition(line.amount)}."
        case "enters_with_counters" if line.equal_to:
            return (f"~ enters with a number of {line.counter} counters on it equal to "
                    + amount_definition(line.amount) + ".")
        case "enters_with_counters" if line.for_each is not None:
            return f"~ enters with a {line.counter} counter on it {_for_each_in(line.for_each)}."
        case "enters_with_counters_colors_spent":
            return f"~ enters with a {line.counter} counter on it for each color of mana spent to cast it."
        case "enters_with_counters_if" if line.condition == KeywordCostPaid("escape"):   # CR 702.138c
            counters = word_count(line.amount, f"{line.counter} counter", f"{line.counter} counters")
            return f"~ escapes with {counters} on it."
        case "enters_with_counters_if":
            counters = word_count(line.amount, f"{line.counter} counter", f"{line.counter} counters")
            cond = condition(line.condition)
            return f"~ enters with {counters} on it if {cond}."
        case "enters_tapped":
            return "~ enters tapped."
        case "exiled_instead_of_entering":
            return f"if {noun_phrase(line.filter, det='a')} would enter and it wasn't cast, exile it instead."
        case "sacrifice_to_enter":
            return (f"if ~ would enter, sacrifice {counted(line.amount.value, line.filter)} instead. if you do, "
                    "put ~ onto the battlefield. if you don't, put it into its owner's graveyard.")
        case "exile_instead_of_graveyard":
            return "if ~ would be put into a graveyard from anywhere, exile it instead."
        case "battlefield_instead_of_discard":
            counters = "" if line.counter is None else " with " + word_count(
                line.amount, f"{line.counter} counter", f"{line.counter} counters") + " on it"
            return ("if a spell or ability an opponent controls causes you to discard ~, put it onto the "
                    f"battlefield{counters} instead of putting it into your graveyard.")
        case "enters_with_counters":
            counters = word_count(line.amount, f"{line.counter} counter", f"{line.counter} counters")
            return f"~ enters with {counters} on it."
        case "others_enter_with_counter":
            return f"{noun_phrase(line.filter, det='each')} enters with an additional {line.counter} counter on it."
        case "life_gain" if line.player is Controller.YOU and line.amount == Fixed(2):
            return "if you would gain life, you gain twice that much life instead."
        case "double_mana":
            who = "you tap" if line.player is Controller.YOU else "a player taps"
            return f"if {who} {noun_phrase(line.filter, det='a')} for mana, it produces twice as much of that mana instead."
        case "replace_mana":
            return (f"if {noun_phrase(line.filter, det='a')} is tapped for mana, it produces "
                    f"{cost(line.mana)} instead of any other type and amount.")
        case "skip_step" if line.condition is not None:
            return f"skip your {line.step.value} step if {condition(line.condition)}."
        case "skip_step":
            return f"skip your {line.step.value} step."
        case "tapped_unless_paid":
            what = (f"reveal {noun_phrase(line.filter, det='a')}" if line.filter is not None
                    else f"pay {digits(line.amount)} life")
            return f"as ~ enters, you may {what}. if you don't, ~ enters tapped."
    raise Unrenderable(line.kind)


def enter_as_copy(line) -> str:
    text = (f"you may have ~ enter{' tapped' if line.tapped else ''} as a copy of "
            f"{noun_phrase(line.filter, det='any')}")
    if line.exceptions is not None:
        text += f", except {copy_exceptions(line.exceptions)}"
    text += "" if line.exceptions is not None and line.exceptions.gains is not None else "."   # the quote's own period
    if line.condition is not None:
        return f"if {condition(line.condition)}, {text}"
    return text


def copy_exceptions(x: A.CopyExceptions) -> str:
    """CR 707.9: "its name is still ~, it's legendary in addition to its other types, and it
    gains "..."": the exceptions joined by commas, a gained ability last after "and"."""
    parts = [f"its name is {'' if x.name_is_wording else 'still '}~"] if x.name_kept else []
    parts += [f"it enters with {word_count(n, f'additional {kind} counter', f'additional {kind} counters')} on it"
              for kind, n in x.counters]
    parts += [f"it's {article(t.value)} in addition to its other types" for t in x.card_types]
    other = "creature types" if x.creature_types_wording else "types"
    parts += [f"it's {article(s.lower())} in addition to its other {other}" for s in x.subtypes]
    parts += ["it's legendary in addition to its other types"] if x.legendary else []
    if x.gains is None:
        return ", ".join(parts)
    gains = f'it gains "{quoted_body(x.gains)}"'
    return f"{', '.join(parts)}{',' if len(parts) > 1 else ''} and {gains}" if parts else gains


def prevent_some(line) -> str:
    source = source_of_choice(line.per or ObjectFilter()).removesuffix(" of your choice")
    if line.per is not None and line.per.controller is Controller.OPPONENT:
        source += " an opponent controls"
    to = line.subject
    if isinstance(to, A.YouPhrase):
        whom = "you"
    elif isinstance(to, A.SelfPhrase):
        whom = "~"
    elif to.attached_to_source:
        whom = f"{line.attached_word} {to.types[0].value}"
    else:
        whom = noun_phrase(to, det="a")
    n = line.amount.value
    if line.at_most:
        return f"if {source} would deal {n} or less damage to {whom}, prevent that damage."
    return f"if {source} would deal damage to {whom}, prevent {n} of that damage."


def as_though_flash(line) -> str:
    text = "you may cast ~ as though it had flash"
    if line.cost is not None:
        return f"{text} if you pay {cost(line.cost)} more to cast it."
    if line.sacrifice_late:
        return (f"{text}. if you cast it any time a sorcery couldn't have been cast, the controller of the "
                f"permanent it becomes sacrifices it at the beginning of the next cleanup step.")
    return text + "."


def alt_cost(line) -> str:
    parts = []
    for c in line.costs:
        if isinstance(c, C.ManaCost):
            parts.append("pay " + cost(c))
        elif isinstance(c, C.ReturnToHandCost):
            its = "its" if c.count == 1 else "their"        # agrees with how many are returned
            parts.append(f"return {counted(c.count, c.filter)} to {its} owner's hand")
        elif isinstance(c, (C.Sacrifice, C.ExileFromZone, C.TapPermanents, C.PayLife)):
            parts.append(cost(c))
        else:
            raise Unrenderable(type(c).__name__)
    text = f"you may {' and '.join(parts)} rather than pay ~'s mana cost." if parts \
        else "you may cast ~ without paying its mana cost."       # an alternative cost of nothing
    return f"if {condition(line.condition)}, {text}" if line.condition is not None else text


def life_floor(line) -> str:
    n = line.amount.value
    text = f"damage that would reduce your life total to less than {n} reduces it to {n} instead."
    return f"as long as {condition(line.condition)}, {text}" if line.condition is not None else text


def _hand_size(line: A.StaticLine) -> str:
    """Maximum hand size (CR 402.2): "you have no maximum hand size.", "each opponent's maximum
    hand size is reduced by one.", delirium's "... is equal to seven minus the number of those
    card types." (the condition names them)."""
    if line.no_maximum:
        return ("players have" if line.hand_of is PlayerRef.EACH_PLAYER else "you have") + " no maximum hand size."
    whose = "your" if line.hand_of is PlayerRef.YOU else "each opponent's"
    if line.amount is not None:
        seven = number_word(line.amount.plus)
        return (f"as long as {condition(line.condition)}, {whose} maximum hand size is equal to "
                f"{seven} minus the number of those card types.")
    change = "increased" if line.hand_size_change > 0 else "reduced"
    by = number_word(abs(line.hand_size_change))
    return f"{whose} maximum hand size is {change} by {by}."


def _revealing(line: A.StaticLine) -> str:
    """The players whose hidden cards a "play with ... revealed" static shows (CR 400.2)."""
    return "players" if line.hand_of is PlayerRef.EACH_PLAYER else "your opponents"


def _play_from_elsewhere(line: A.StaticLine) -> str:
    """"you may cast ~ from your graveyard [or from exile] [as long as / if <condition>]" (CR
    601.3), "you may play/cast <cards> exiled with ~" (CR 607.2a)."""
    if not isinstance(line.subject, A.SelfPhrase) and line.subject.zone is Zone.GRAVEYARD:
        return f"during each of your turns, you may cast {counted(1, line.subject)}."
    if not isinstance(line.subject, A.SelfPhrase):
        return f"you may {'play' if line.play else 'cast'} {noun_phrase(line.subject, True)} exiled with ~."
    text = "you may cast ~ from your graveyard" + (" or from exile" if len(line.from_zones) > 1 else "")
    if line.condition is not None:
        text += f" {'if' if line.said_if else 'as long as'} {condition(line.condition)}"
    return text + "."


def _untap_limit(line: A.StaticLine) -> str:
    """"players can't untap more than one land during their untap steps." (CR 502.3)."""
    who, steps = {PlayerRef.EACH_PLAYER: ("players", "their untap steps"), PlayerRef.YOU: ("you", "your untap step"),
                  PlayerRef.EACH_OPPONENT: ("your opponents", "their untap steps")}[line.players]
    most = line.amount.value
    text = (f"{who} can't untap more than {number_word(most)} {noun_phrase(line.subject, most > 1)} "
            f"during {steps}.")
    return text if line.condition is None else f"as long as {condition(line.condition)}, {text}"
