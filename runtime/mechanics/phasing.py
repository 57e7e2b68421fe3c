"""Phasing (CR 702.26): permanents phase in and out as their controller's untap step begins."""
from __future__ import annotations

from functools import partial

from ..effects import PhaseOut
from ..engine.keyword_presence import could_have_keyword
from ..engine.query import has_keyword
from ..engine.registry import HOOKS, register_instructions


@HOOKS.phasing.register
def phasing(game: Game) -> None:
    """CR 502.1, 702.26a: as the untap step begins, the active player's phased-in permanents
    with phasing phase out and their phased-out permanents phase in, simultaneously. A phased-out
    permanent is treated as though it doesn't exist (CR 702.26b) but doesn't change zones
    (CR 702.26d): it stays the same object, off the battlefield list. What is attached to a
    permanent phasing out phases out with it (indirectly, CR 702.26g), and phases in with it."""
    state = game.state
    active = state.active
    stored = partial(dict.__getitem__, state.objects)  # only read: no copy for a rollback
    coming_in = [i for i in state.phased_out if stored(i).controller == active
                 and stored(i).phased_with is None]
    going_out = [i for i in sorted(state.battlefield) if stored(i).controller == active
                 and has_keyword(state, stored(i), "phasing")] if could_have_keyword(state, "phasing") else []
    if not coming_in and not going_out:
        return
    back = list(coming_in) + [i for i in state.phased_out if state.objects[i].phased_with in coming_in]
    state.phased_out = tuple(i for i in state.phased_out if i not in back)
    phase_out(game, going_out)
    for i in back:
        state.objects[i].phased_with = None
        state.battlefield.append(i)
        game.record("phasing", f"{state.objects[i].name} phases in", object_id=i)
    state.battlefield.sort()


def phase_out(game, hosts) -> None:
    """CR 702.26b, 702.26g: each permanent of `hosts` phases out, and what is attached to it phases
    out indirectly with it (it phases in with its host, not on its own); a phased-out permanent
    is removed from combat (CR 506.4)."""
    from ..engine.zones import _remove_from_combat
    state = game.state
    out = [i for i in hosts if i in state.battlefield]
    for host in list(out):                       # attached things phase out indirectly
        for i in sorted(state.battlefield):
            o = state.objects[i]
            if o.attached_to == host and i not in out:
                out.append(i)
                o.phased_with = host
    for i in out:
        state.battlefield.remove(i)
        if state.combat is not None:
            _remove_from_combat(game, i)
        game.record("phasing", f"{state.objects[i].name} phases out", object_id=i)
    state.phased_out = tuple(state.phased_out) + tuple(out)


def _phase_out(game, ctx, e: PhaseOut) -> None:
    """"<objects> phases out" (CR 702.26a): the permanents it names, as it resolves."""
    from ..engine.evaluation import objects
    phase_out(game, [i for i in objects(game, ctx, e.objects)])


register_instructions({PhaseOut: _phase_out})
