"""Attaching and targeting legality: Auras, Equipment and Fortifications (CR 303.4, 301.5, 301.6), what an Aura spell
targets, and protection, hexproof and shroud (CR 702.16, 702.11, 702.18)."""
from __future__ import annotations

from ..abilities import CantBeTargetedBy, KeptAuras, KeywordAbility, ProtectionKeepingAuras, TargetSpec
from ..characteristics import CardType, Color, Zone
from ..filters import Controller, ObjectFilter
from .objects import GameObject
from .query import applies_to, granted_abilities, has_keyword, is_creature, is_type, matches, static_effects
from .state import GameState


def is_aura(o: GameObject) -> bool:
    return aura_definition(o.definition)


def aura_definition(definition) -> bool:
    """An Aura's definition: an enchantment with the subtype Aura (CR 303.1)."""
    return CardType.ENCHANTMENT in definition.types and any(s.lower() == "aura" for s in definition.subtypes)


def is_equipment(o: GameObject) -> bool:
    return CardType.ARTIFACT in o.definition.types and any(
        s.lower() == "equipment" for s in o.definition.subtypes)


def is_fortification(o: GameObject) -> bool:
    return CardType.ARTIFACT in o.definition.types and any(
        s.lower() == "fortification" for s in o.definition.subtypes)


def enchant_quality(o) -> ObjectFilter | None:
    """What an Aura may enchant (CR 702.5a); `o` is a GameObject or a CardDefinition."""
    definition = getattr(o, "definition", o)
    for a in definition.abilities:
        if isinstance(a, KeywordAbility) and a.name.lower() == "enchant":
            return a.quality or ObjectFilter()
    return None


def enchant_players(o) -> Controller | None:
    """The players an Aura with "enchant player" / "enchant opponent" may enchant (CR 702.5d,
    303.4), or None for an Aura that enchants an object; `o` is a GameObject or a CardDefinition."""
    definition = getattr(o, "definition", o)
    return next((a.players for a in definition.abilities
                 if isinstance(a, KeywordAbility) and a.name.lower() == "enchant" and a.players is not None), None)


def player_attach_problem(state: GameState, aura: GameObject, player: int | None) -> str | None:
    """Why an Aura that enchants a player can't be (stay) attached to `player` (CR 303.4d,
    704.5m): it enchants no player, the player left the game (CR 800.4a), or the player isn't
    one its enchant ability allows (an opponent of its controller for "enchant opponent")."""
    if player is None:
        return "it is not attached to a player"
    if state.players[player].lost:
        return f"{state.players[player].name} has left the game"
    if enchant_players(aura) is Controller.OPPONENT and player == aura.controller:
        return f"{state.players[player].name} is not an opponent of its controller"
    return None


def aura_target_spec(definition) -> TargetSpec | None:
    """CR 303.4a: an Aura spell targets the object its enchant ability allows."""
    types = definition.types
    if CardType.ENCHANTMENT not in types or not any(s.lower() == "aura" for s in definition.subtypes):
        return None
    players = enchant_players(definition)
    if players is not None:
        return TargetSpec(None, players=players)       # CR 303.4a, 115.1: it targets a player
    quality = enchant_quality(definition)
    if quality is None:
        return None
    if quality.zone is not Zone.BATTLEFIELD:
        return TargetSpec(quality)
    return TargetSpec(quality)


def protections(state: GameState, o: GameObject, attachment: GameObject | None = None) -> list[ObjectFilter]:
    """The qualities `o` has protection from (CR 702.16a): printed, gained, or granted by a static
    ("Enchanted creature has protection from black", CR 613.1f). Asked for an `attachment`
    staying attached, an instance that doesn't remove it is left out (CR 702.16n)."""
    return [a.quality for a in o.definition.abilities + granted_abilities(state, o)
            if isinstance(a, KeywordAbility) and a.name.lower() == "protection" and a.quality is not None
            and not (attachment is not None and keeps_attached(a, attachment))]


def keeps_attached(protection: KeywordAbility, attachment: GameObject) -> bool:
    """"This effect doesn't remove ~ / Auras." (CR 702.16n): whether this instance of protection
    keeps ATTACHMENT, an Aura, attached."""
    if not isinstance(protection, ProtectionKeepingAuras) or not is_aura(attachment):
        return False
    return protection.kept is KeptAuras.AURAS or protection.grantor.object_id == attachment.id


def protected_from(state: GameState, o: GameObject, source: GameObject | None) -> bool:
    """Whether `o` has protection from a quality `source` has (CR 702.16)."""
    return protection_against(state, o, source) is not None


def protection_against(state: GameState, o: GameObject, source: GameObject | None,
                       attached: bool = False) -> ObjectFilter | None:
    """The quality of `o`'s first protection ability that `source` has, or None (CR 702.16a);
    `attached`: `source` is attached to `o` and the question is whether it stays (CR 702.16n)."""
    if source is None:
        return None
    return next((q for q in protections(state, o, source if attached else None)
                 if matches(state, q, source, o.controller, o.id, check_zone=False)), None)


COLOR_WORDS = {Color.WHITE: "white", Color.BLUE: "blue", Color.BLACK: "black", Color.RED: "red",
               Color.GREEN: "green"}


def quality_words(q: ObjectFilter) -> str:
    """A protection quality as the card says it ("white", "creatures", "legendary Dragons"), for
    messages (CR 702.16a); a quality of another shape is "a quality it names"."""
    if q.chosen_color:
        return "the chosen color"
    words = [s.value for s in q.supertypes]
    if q.multicolored or q.colorless:
        words.append("multicolored" if q.multicolored else "colorless")
    if q.colors:
        colors = "all colors" if set(q.colors) == set(Color) else " or ".join(COLOR_WORDS[c] for c in q.colors)
        if not (q.types or q.subtypes):
            return " ".join(words + [colors])
        words.append(colors)
    kinds = [_plural(s) for s in q.subtypes] + [_plural(t.value) for t in q.types]
    if not kinds:
        return " ".join(words) if words else "a quality it names"
    return " ".join(words + [" and ".join(kinds) if q.all_types else " or ".join(kinds)])


def _plural(word: str) -> str:
    """"Zombie" -> "Zombies", "sorcery" -> "sorceries", "Elf" -> "Elves" (English plurals of
    card types and subtypes, good enough for a message)."""
    if word.endswith("y") and word[-2:-1] not in ("a", "e", "o", "u"):
        return word[:-1] + "ies"
    if word.endswith("f"):
        return word[:-1] + "ves"
    if word.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    return word + "s"


def targeting_problem(state: GameState, o: GameObject, source: GameObject | None,
                      controller: int, by_spell: bool = False) -> str | None:
    """Why `o` can't be the target of a spell (`by_spell`) or ability from `source` (CR 115.4,
    702.11, 702.18, 702.16)."""
    if o.zone is not Zone.BATTLEFIELD:
        return None
    if has_keyword(state, o, "shroud"):
        return f"CR 702.18a: {o.name} has shroud"
    if has_keyword(state, o, "hexproof") and o.controller != controller:
        return f"CR 702.11b: {o.name} has hexproof"
    quality = protection_against(state, o, source)
    if quality is not None:
        return f"CR 702.16b: {o.name} has protection from {quality_words(quality)}"
    return _untargetable_by(state, o, source, by_spell)


def _untargetable_by(state: GameState, o: GameObject, source: GameObject | None, by_spell: bool) -> str | None:
    """"~ can't be the target of blue or black spells", "... white spells or abilities from white
    sources" (CR 115.4): the spell, or the source of the ability, is of the quality named."""
    if source is None:
        return None
    for holder, e in static_effects(state, CantBeTargetedBy):
        quality = e.spells if by_spell else e.abilities
        if quality is not None and applies_to(state, e.objects, o, holder) \
                and matches(state, quality, source, holder.controller, holder.id, check_zone=False):
            return f"CR 115.4: {o.name} can't be the target of {'spells' if by_spell else 'abilities'} like {source.name}"
    return None


def attach_problem(state: GameState, attachment: GameObject, target: GameObject | None) -> str | None:
    """Why `attachment` can't be (stay) attached to `target` (CR 303.4d, 301.5c, 702.16c-d)."""
    if target is None or target.gone or target.zone is not Zone.BATTLEFIELD:
        return "it is not attached to an object on the battlefield"
    if target.id == attachment.id:
        return "it can't be attached to itself"
    if is_aura(attachment) and enchant_players(attachment) is not None:
        return "it enchants a player, not an object"        # CR 303.4, 702.5d
    if is_aura(attachment):
        quality = enchant_quality(attachment) or ObjectFilter()
        if not matches(state, quality, target, attachment.controller, attachment.id):
            return f"{target.name} is not a legal object for its enchant ability"
    elif is_fortification(attachment):
        if not is_type(target, CardType.LAND, state):              # CR 301.6: only to a land
            return f"{target.name} is not a land"
    elif not is_creature(target, state):
        return f"{target.name} is not a creature"
    quality = protection_against(state, target, attachment, attached=True)
    if quality is not None:
        return f"{target.name} has protection from {quality_words(quality)}"
    return None


def stamp_attachment(state: GameState, attachment: GameObject) -> None:
    """CR 613.7e: an Aura or Equipment receives a new timestamp when it becomes attached."""
    state.attachments_made += 1
    attachment.attached_stamp = state.attachments_made


def attach(game: "Game", attachment: GameObject, target_id: int) -> None:
    state = game.state
    attachment.attached_to = target_id
    stamp_attachment(state, attachment)
    game.record("attach", f"{attachment.name} becomes attached to {state.objects[target_id].name}",
                object_id=attachment.id, target=target_id)
