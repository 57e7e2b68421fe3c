"""Object filters in words: "untapped nonblack creature card in your graveyard", with the
determiner ("a", "each", "target", "all"), the attached and same-name suffixes, damage sources
"of your choice" and plural static subjects."""
from __future__ import annotations

from dataclasses import replace

from ...runtime.characteristics import OUTLAW_TYPES, Zone
from ...runtime.filters import AttachedHost, Compare, Controller, ObjectFilter

from .words import article, cards_in_zone, CONTEXT, plural, Unrenderable


def filter_words(f: ObjectFilter, many: bool, every: bool = False) -> tuple[list[str], str, list[str]]:
    """(prefix words, noun, suffix words) for a filter, singular or plural; `every`: after
    "each" / "for each" (every object the filter matches)."""
    if f.except_for:
        pre, noun, suffix = filter_words(replace(f, except_for=False, excluded_types=(), token=None),
                                         many, every)
        left_out = [plural(t.value) for t in f.excluded_types] + (["tokens"] if f.token is False else [])
        return pre, noun, suffix + ["except for " + " and ".join(left_out)]
    pre: list[str] = []
    if f.commander:
        pre.append("commander")
    if f.tapped is False:
        pre.append("untapped")
    elif f.tapped:
        pre.append("tapped")
    if f.face_down:
        pre.append("face-down")
    if f.suspected:
        pre.append("suspected")
    if f.combat and f.combat not in ATTACKING_YOU:
        pre.append(combat_words(f.combat))
    if f.attached_to_source:
        pre.append(CONTEXT.attached_word)
    if f.has_attached:
        pre.append("enchanted" if f.has_attached == "aura" else "equipped")
    if f.token is False:
        pre.append("nontoken")                  # "nontoken white permanent"
    pre += [c.name.lower() for c in f.colors] if len(f.colors) != 2 \
        else [" or ".join(c.name.lower() for c in f.colors)]
    pre += ["non" + c.name.lower() for c in f.excluded_colors]
    if f.colorless:
        pre.append("colorless")
    if f.multicolored:
        pre.append("multicolored")
    if f.historic:
        pre.append("historic")
    pre += ["non" + t.value for t in f.excluded_types]
    pre += ["non" + s.value for s in f.excluded_supertypes]
    pre += ["non-outlaw"] if f.excluded_subtypes == OUTLAW_TYPES \
        else ["non-" + s.lower() for s in f.excluded_subtypes]
    pre += [s.value for s in f.supertypes]
    pt = _exact_power_toughness(f)
    if pt:
        pre.append(pt)
    # two negated words in a row take a comma: "noncreature, nonland permanent"
    pre = [w + "," if w.startswith("non") and i + 1 < len(pre) and pre[i + 1].startswith("non") else w
           for i, w in enumerate(pre)]
    return pre, _noun(f, many), _suffix(f, many, every)


def _exact_power_toughness(f: ObjectFilter) -> str:
    """"1/1" for a filter that tests power == 1 and toughness == 1 ("target 1/1 creature")."""
    exact = {t.characteristic: t.value for t in f.tests
             if t.compare is Compare.EQ and t.than_source is None and not t.of_x}
    return f"{exact['power']}/{exact['toughness']}" if set(exact) == {"power", "toughness"} else ""


def _alternatives(words: list[str], last: str) -> str:
    """Two subtypes joined by "or" ("Spirit or Arcane"); a longer series as Oracle lists it: "a
    Bird, Frog, Otter, or Rat", "Rabbits, Bats, Birds, and/or Mice"."""
    if len(words) <= 2:
        return " or ".join(words)
    return ", ".join(words[:-1]) + last + words[-1]


ABILITY_NOUNS = {("activated",): "activated ability", ("triggered",): "triggered ability",
                 ("activated", "triggered"): "activated or triggered ability"}


def _noun(f: ObjectFilter, many: bool) -> str:
    if f.abilities and many:
        raise Unrenderable("abilities on the stack in the plural")
    if f.abilities and f.spell:
        return "spell, activated ability, or triggered ability" if f.abilities_spelled_out else "spell or ability"
    if f.abilities:
        return ABILITY_NOUNS[f.abilities]
    words = []
    if f.subtypes == OUTLAW_TYPES:
        words.append("outlaw")
    elif len(f.subtypes) == 1:
        words.append(f.subtypes[0].lower())
    elif f.subtypes and many and not (f.types or f.spell or f.card or f.permanent):
        # "vampires or zombies": every alternative is plural (the last one is made plural below)
        words.append(_alternatives([plural(s.lower()) for s in f.subtypes[:-1]] + [f.subtypes[-1].lower()],
                                   ", and/or "))
    elif f.subtypes:
        words.append(_alternatives([s.lower() for s in f.subtypes], ", or "))
    types = [t.value for t in f.types]
    if many and not (f.all_types or f.card or f.spell or f.permanent or f.subtypes):
        # "artifacts and/or enchantments": every alternative is plural (the last one below)
        types = [plural(t) for t in types[:-1]] + types[-1:]
    if f.all_types:
        words.append(" ".join(types))
    elif len(types) == 2:
        # Oracle's "two or more instant and/or sorcery cards", "an instant or sorcery card"
        words.append((" and/or " if many else " or ").join(types))
    elif len(types) > 2:
        words.append(", ".join(types[:-1]) + ", or " + types[-1])
    elif types:
        words.append(types[0])
    if f.permanent and (f.card or f.spell):
        words.append("permanent")
    if f.spell:
        words.append("spell or permanent" if f.or_permanent else "spell")
    elif f.card:
        words.append("card")
    elif f.token and not f.permanent:
        words.append("token")                   # "a token", "creature tokens" (CR 111.1)
    elif f.permanent or not words:
        words.append("permanent")
    noun = " ".join(words)
    if many:
        head, _, last = noun.rpartition(" ")
        noun = (head + " " if head else "") + plural(last)
    return noun


def _suffix(f: ObjectFilter, many: bool, every: bool = False) -> list[str]:
    out = []
    zone = []
    if f.zone in (Zone.GRAVEYARD, Zone.HAND, Zone.LIBRARY):
        owner = {Controller.YOU: "your", Controller.OPPONENT: "an opponent's",
                 Controller.DEFENDING: "defending player's", Controller.CHOSEN: "the chosen player's"}.get(f.controller, "a")
        if (many or every) and f.controller is Controller.ANY:     # "creature cards in all graveyards"
            zone.append(f"{CONTEXT.zone_prep} all {f.zone.value}s")
        else:
            zone.append(f"{CONTEXT.zone_prep} {owner} {f.zone.value}")
    elif f.controller is Controller.YOU:
        out.append("you control")
    elif f.controller is Controller.OPPONENT:
        # Oracle: "target creature an opponent controls", "each creature your opponents control"
        out.append("your opponents control" if many or every else "an opponent controls")
    elif f.controller is Controller.DEFENDING:
        out.append("defending player controls")
    elif f.controller is Controller.CHOSEN:
        out.append("the chosen player controls")
    elif f.controller is Controller.ENCHANTED:
        out.append("enchanted player controls")
    if f.owned_by_you:
        out.append("you own")
    for test in f.tests:
        if _exact_power_toughness(f) and test.compare is Compare.EQ:
            continue                              # printed before the noun: "1/1 creature"
        name = "mana value" if test.characteristic == "mana_value" else test.characteristic
        side = "less" if test.compare in (Compare.LE, Compare.LT) else "greater"
        if test.than_source == test.characteristic == "mana_value" and test.compare is Compare.EQ:
            out.append("with the same mana value as ~")
            continue
        if test.than_own is not None:             # "with toughness greater than its power"
            out.append(f"with {name} {side} than its {test.than_own}")
            continue
        if test.than_source_counters is not None:
            relation = "equal to" if test.compare is Compare.EQ else "less than or equal to"
            out.append(f"with {name} {relation} the number of {test.than_source_counters} counters on ~")
            continue
        if test.than_source is not None:          # "with power less than ~'s power"
            equal = " or equal to" if test.compare in (Compare.LE, Compare.GE) else ""
            out.append(f"with {name} {side} than{equal} ~'s {test.than_source}")
            continue
        value = 'x' if test.of_x else test.value
        out.append(f"with {name} {value}" if test.compare is Compare.EQ else f"with {name} {value} or {side}")
    out += [f"with {k}" for k in f.keywords] + (["with a single target"] if f.single_target else [])
    out += [f"without {k}" for k in f.excluded_keywords]
    if f.either_keywords:
        out.append("with " + " or ".join(f.either_keywords))
    if f.ability_source is not None:
        out.append("from " + noun_phrase(f.ability_source, det="a") + " source")
    if f.targets is not None:
        out.append("that targets " + targeted(f.targets))
    if f.with_counter:
        out.append(f"with {f.with_counter} counters on them" if many else f"with a {f.with_counter} counter on it")
    if f.saddled_source:
        out.append("that saddled it this turn")
    if f.chosen_color:
        out.append("of the chosen color")
    if f.chosen_name:
        out.append("with the chosen name")
    if f.chosen_subtype:
        out.append("of the creature type of your choice" if f.subtype_chosen_on_resolution
                   else "of the chosen type")
    if f.in_chosen_sector:
        out.append("in the sector of your choice")
    if f.damage_this_turn:
        out.append(DAMAGE_THIS_TURN[f.damage_this_turn])
    if f.attached_to_self or f.host is not None:
        out.append(attached_suffix(f, many))
    if f.blocking_self:
        out.append("blocking it" if f.blocking_it else "blocking ~")
    if f.blocking_or_blocked_by_self:
        out.append("blocking or blocked by it" if f.blocking_it else "blocking or blocked by ~")
    if f.blocked_by_self:
        out.append("it's blocking")
    if f.same_name_as:
        out.append(same_name_suffix(f))
    if f.shares_color_with:
        out.append(f"that shares a color with {f.shares_color_with}")
    if f.shares_creature_type_with:
        out.append(f"that {'share' if many else 'shares'} a creature type with {f.shares_creature_type_with}")
    if f.combat in ATTACKING_YOU:
        out.append(ATTACKING_YOU[f.combat])
    if f.named_source:
        out.append("named ~")
    if f.name:
        out.append("named " + f.name)
    return out + zone


def targeted(t) -> str:
    """What "a spell that targets ..." targets: "you", "~", "a creature", "you or a permanent you
    control" (CR 115.9b)."""
    words = (["you"] if t.you else []) + (["~"] if t.source else [])
    if t.objects is not None:
        words.append(noun_phrase(t.objects, det="a"))
    return " or ".join(words)


DAMAGE_THIS_TURN = {"dealt": "that dealt damage this turn", "dealt_to_you": "that dealt damage to you this turn",
                    "was_dealt": "dealt damage this turn", "was_dealt_that": "that was dealt damage this turn"}


def noun_phrase(f: ObjectFilter, many: bool = False, det: str | None = None) -> str:
    """A filter with an optional determiner: "a"/"each"/"target"/"all"/"any"/"for each"/None.
    What "for each" counts is somewhere ("in your graveyard"; the callers add "on the
    battlefield" where nothing follows), as is what "any" copies ("any creature on the
    battlefield"): Oracle names the zone there (the filter keeps only the zone, CR 400.1)."""
    if f.alternatives:
        return _either_description(f, many, det)
    if f.ring_bearer:                   # one creature, named without a determiner (CR 701.54b)
        return "your ring-bearer"
    if f.commander and f.owned_by_you:  # one card at most (CR 903.3)
        return "your commander"
    if det in ("for each", "any"):
        with cards_in_zone():
            return noun_phrase(f, many, det + " ") + (on_the_battlefield(f) if det == "any" else "")
    pre, noun, suffix = filter_words(f, many, det in ("each", "for each "))
    core = " ".join(pre + [noun] + suffix)
    if f.other and f.other_than_self:
        core += " other than ~"
    elif f.other:
        if det in ("a", None) and not many:
            return "another " + core
        core = "other " + core
    if det in ("for each ", "any "):
        return det + core
    if det == "a":
        return article(core)
    return f"{det} {core}" if det else core


def _either_description(f: ObjectFilter, many: bool, det: str | None) -> str:
    """"a non-Avatar creature card or a planeswalker card from your graveyard": each
    description without where and whose, then those words once; groups are joined by "and"
    ("Goblins and Elementals you control have menace": every object of either)."""
    bare = [replace(alt, zone=Zone.BATTLEFIELD, controller=Controller.ANY) for alt in f.alternatives]
    _pre, _noun, suffix = filter_words(replace(f, alternatives=()), many)
    join = " and " if many else " or "
    # the object an Aura is attached to is one object among groups ("enchanted creature and other
    # creatures that share a creature type with it"): named without a determiner, and so is the rest
    if any(alt.attached_to_source for alt in bare):
        det = None
    shared = _shared_noun(bare, det) if not many else None
    return (shared or join.join(noun_phrase(alt, many and not alt.attached_to_source, det) for alt in bare)) \
        + "".join(" " + w for w in suffix)


def _shared_noun(bare: list[ObjectFilter], det: str | None) -> str | None:
    """"an Aura, creature, or planeswalker card": three or more descriptions of one type or
    subtype each share the noun "card", written once at the end (transform: shared_noun_series)."""
    if len(bare) < 3 or not all(a.card and len(a.types) + len(a.subtypes) == 1
                                and replace(a, types=(), subtypes=()) == ObjectFilter(card=True) for a in bare):
        return None
    words = [noun_phrase(a).removesuffix(" card") for a in bare]
    core = ", ".join(words[:-1]) + ", or " + words[-1] + " card"
    return article(core) if det == "a" else f"{det} {core}" if det else core


def on_the_battlefield(f: ObjectFilter) -> str:
    """" on the battlefield" where Oracle says it: objects on the battlefield that nothing else
    narrows by whose or where ("for each creature on the battlefield"); "" elsewhere."""
    if f.zone is Zone.BATTLEFIELD and f.controller is Controller.ANY and f.combat is None \
            and not (f.attached_to_source or f.attached_to_self or f.host or f.blocking_self
                     or f.blocking_or_blocked_by_self or f.blocked_by_self):
        return " on the battlefield"
    return ""


def same_name_suffix(f: ObjectFilter) -> str:
    return f"with the same name as {f.same_name_as}"


def attached_suffix(f: ObjectFilter, many: bool = False) -> str:
    """"attached to ~" / "attached to it" / "attached to a creature you control" / "attached to
    creatures" (CR 301.5a, 303.4b): several attached objects are attached to hosts in the plural."""
    if f.attached_to_self:
        return "attached to " + ("~" if f.attached_host is AttachedHost.SOURCE else f.attached_host.value)
    if many:
        return "attached to " + noun_phrase(f.host, True)
    return "attached to " + noun_phrase(f.host, det="a")


_COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def source_of_choice(f) -> str:
    """"a black or red source of your choice", "an artifact source of your choice"."""
    words = []
    if f.colors:
        words.append(" or ".join(_COLOR_NAMES[c.value] for c in f.colors))
    if f.types:
        words.append(f.types[0].value)
    words.append("source")
    article = "an" if words[0][0] in "aeiou" else "a"
    return f"{article} {' '.join(words)} of your choice"


def plural_subject(f) -> str:
    """A plural subject: a series of card types reads "artifacts, creatures, and lands" (with
    "and", as statics about several types are worded); anything else as noun_phrase renders it."""
    bare = replace(f, types=())
    if len(f.types) < 2 or f.all_types or bare != replace(type(f)(), controller=f.controller):
        return noun_phrase(f, True)
    words = [plural(t.value) for t in f.types]
    series = " and ".join(words) if len(words) == 2 else ", ".join(words[:-1]) + ", and " + words[-1]
    return " ".join([series] + _suffix(f, True))


def combat_words(state: str) -> str:
    """An ObjectFilter's combat state in words: "attacking or blocking", "nonattacking, nonblocking"."""
    return "nonattacking, nonblocking" if state == "nonattacking_nonblocking" else state.replace("_", " ")


# the combat states written after the noun (CR 506.3, 508.1b)
ATTACKING_YOU = {"attacking_you": "that's attacking you",
                 "attacking_you_or_planeswalker": "that's attacking you or a planeswalker you control"}


def blockers_phrase(f: ObjectFilter) -> str:
    """The creatures that may block ("except by ..."): "artifact creatures and/or white creatures"
    for alternatives, as Oracle writes them."""
    if f.alternatives:
        return " and/or ".join(noun_phrase(alt, True) for alt in f.alternatives)
    return noun_phrase(f, True)

