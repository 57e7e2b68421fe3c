"""Conspiracies (CR 314 in the 2022 text, Conspiracy Draft CR 905) and hidden agenda / double
agenda (CR 702.106).

A game's conspiracies are given as it is set up (`start_with_conspiracy`, like
`Game.set_library`): each goes into its owner's command zone (CR 314.2), its owner its controller
(CR 905.5). One with hidden agenda goes face down with a card name secretly chosen (CR 702.106a),
two different names with double agenda (CR 702.106f). Face down it is a `FACE_DOWN_CONSPIRACY`,
with no name and no abilities: nothing of it works, and no player but its owner learns the names;
the card and the names are kept on the object (`face_up`, `chosen["card_name"]`, as "as ~ enters,
choose" values are, CR 607.2d) so a saved game keeps them. Any time its owner has priority they
may turn it face up, a special action that reveals the names (CR 702.106c, 116.2j): it is then
the conspiracy card, whose abilities work from the command zone (CR 314.3, as emblems' do), and
"the chosen name" of its other abilities is those names (CR 702.106d, query._has_chosen_name).
"""
from __future__ import annotations


from ..abilities import CardDefinition, KeywordAbility
from ..characteristics import CardType, Zone
from ..costs import ManaCost
from ..errors import IllegalAction
from .special_actions import register_special_action
from ..engine.actions import Action

# what the other players see of a face-down conspiracy: a card with no characteristics of its own
# but its being a conspiracy in the command zone (CR 702.106b: the name is noted apart, unseen)
FACE_DOWN_CONSPIRACY = CardDefinition("", ManaCost(), (CardType.CONSPIRACY,))
# how many names each agenda chooses (CR 702.106a, 702.106f)
AGENDA_NAMES = {"hidden agenda": 1, "double agenda": 2}


def agenda_names(card: CardDefinition) -> int:
    """How many names the card's hidden agenda or double agenda chooses; 0 without one."""
    return max((AGENDA_NAMES.get(a.name.lower(), 0) for a in card.abilities if isinstance(a, KeywordAbility)),
               default=0)


def start_with_conspiracy(game: "Game", player: int, card: CardDefinition, names: tuple[str, ...] = ()) -> int:
    """Put a conspiracy card into `player`'s command zone as the game starts (CR 314.2): face down
    with `names` secretly chosen if it has hidden agenda (one name) or double agenda (two different
    names), face up otherwise. The log says only that a conspiracy was put there."""
    from ..engine.zones import create_object
    if CardType.CONSPIRACY not in card.types:
        raise IllegalAction(f"CR 314.2: {card.name} is not a conspiracy card")
    wanted = agenda_names(card)
    if len(names) != wanted or len({n.casefold() for n in names}) != len(names) or not all(n.strip() for n in names):
        raise IllegalAction(f"CR 702.106a, 702.106f: {card.name} needs {wanted} different card name(s) chosen")
    o = create_object(game, FACE_DOWN_CONSPIRACY if wanted else card, player, Zone.COMMAND)
    if wanted:
        o.face_up = card
        o.chosen["card_name"] = list(names)
        game.record("conspiracy", f"{game.pname(player)} puts a face-down conspiracy into the command zone",
                    object_id=o.id)
    else:
        game.record("conspiracy", f"{game.pname(player)} puts {card.name} into the command zone", object_id=o.id)
    return o.id


def chosen_names_seen_by(game: "Game", viewer: int, oid: int) -> tuple[str, ...] | None:
    """The names chosen for a conspiracy as `viewer` knows them (CR 702.106b-c, 702.106f): its
    owner always, the other players once it is face up; None while they are hidden from `viewer`
    (not even how many there are)."""
    o = game.state.objects[oid]
    if o.face_up is not None and viewer != o.owner:
        return None
    return tuple(o.chosen.get("card_name", ()))


def turn_conspiracy_face_up(game: "Game", player: int, oid: int) -> None:
    """CR 702.106c: any time they have priority, a player turns a face-down conspiracy they control
    in the command zone face up, a special action (CR 116.2j) revealing the chosen names."""
    from ..engine.turn import give_priority
    state = game.state
    o = state.live(oid)
    if o is None or o.zone is not Zone.COMMAND or o.face_up is None or o.controller != player:
        raise IllegalAction(f"CR 702.106c: {oid} is no face-down conspiracy {game.pname(player)} controls")
    if state.priority != player:
        raise IllegalAction(f"CR 702.106c: {game.pname(player)} doesn't have priority")
    with game.transaction():
        o.definition, o.face_up = o.face_up, None
        names = " and ".join(o.chosen.get("card_name", ()))
        game.record("conspiracy", f"{game.pname(player)} turns {o.name} face up, revealing {names}", object_id=o.id)
        give_priority(game, player)


def face_up_actions(game: "Game", player: int) -> list:
    """One Action per face-down conspiracy `player` controls, while they have priority."""
    state = game.state
    if state.priority != player:
        return []
    return [Action("conspiracy_face_up", player, oid) for oid in state.players[player].command
            if (o := state.objects[oid]).face_up is not None and o.controller == player]


def perform_face_up(game: "Game", action) -> None:
    turn_conspiracy_face_up(game, action.player, action.object_id)


register_special_action("conspiracy_face_up", face_up_actions, perform_face_up)
