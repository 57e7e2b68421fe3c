"""Linked abilities (CR 607.2a): "the exiled card" of an ability that exiles nothing itself, "you
may cast a card exiled with ~", "put a creature card exiled with ~ onto the battlefield" and "you
may play cards exiled with ~" name the cards another ability of the same card exiled. A card
with no ability that exiles has nothing for them to name: those lines stay unsupported."""
from __future__ import annotations

from ...runtime import effects as E
from ...runtime.abilities import PlayFromElsewhere
from ...runtime.filters import ExiledWithRef
from ..dataclass_fields import any_part, parts_by_class, holds_any

# what may name the cards exiled with the source (_reads_linked says which do)
_READERS = (ExiledWithRef, E.PlayExiledFree, E.ReturnExiledWith, PlayFromElsewhere)
# the instructions and costs that record the cards they exile as exiled with their source
_EXILING = ("Exile", "ExileTopOfLibrary", "ExileUntilLeaves", "ExileMaterials")


def unlinked_lines(lines) -> list:
    """The lines whose abilities read the cards exiled with their source when no ability of the
    card exiles any."""
    readers = [line for line in lines if reads_linked(line.abilities)]
    if not readers or any(any_part(a, _exiles) for line in lines for a in line.abilities):
        return []
    return readers


def reads_linked(abilities, held: dict[type, list] | None = None) -> bool:
    """Whether one of `abilities` names the cards exiled with its source; `held`: the classes of
    their parts (parts_by_class), when known: the walk is needed only when one of them may name them."""
    if held is None:
        held = parts_by_class(abilities)
    return holds_any(held, _READERS) and any(any_part(a, _reads_linked, _READERS) for a in abilities)


def _reads_linked(node) -> bool | None:
    if isinstance(node, ExiledWithRef) or isinstance(node, E.PlayExiledFree) and node.cast_only \
            or isinstance(node, E.ReturnExiledWith) and node.one \
            or isinstance(node, PlayFromElsewhere) and node.exiled is not None:
        return True
    return None


def _exiles(node) -> bool | None:
    name = type(node).__name__
    if name in _EXILING or name == "ExileFromZone" and not node.self_only \
            or name == "PutLookedCards" and getattr(node.take_to, "value", "") == "exile":
        return True
    return None
