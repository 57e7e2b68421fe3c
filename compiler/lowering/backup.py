"""Backup (CR 702.165a): "When this creature enters, put N +1/+1 counters on target creature.
If that's another creature, it also gains the non-backup abilities of this creature printed below
this one until end of turn." The keyword's definition (grammar/keywords.toml) is that text; the
abilities it grants are the card's own lines after the backup line (CR 702.165c: only abilities
printed on it), which only the whole card knows: the lowering leaves a `PrintedBelow` step in
the trigger, and `grant_printed_below` (run by the pipeline over the card's lines) replaces it
with one grant per ability, fixed as the card is compiled (CR 702.165d: determined as the
ability is put on the stack, from the printed abilities).
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from ...runtime import effects as E
from ...runtime.filters import ObjectRef

from ..dataclass_fields import any_instance
from ..syntax.transform import UnsupportedPhrase


@dataclass(frozen=True)
class PrintedBelow:
    """"<objects> gains the non-backup abilities of this creature printed below this one until end
    of turn": not an instruction; replaced by GainAbility steps before the card leaves the compiler."""

    objects: ObjectRef


def grant_printed_below(lines: list) -> list:
    """Each line's PrintedBelow replaced by grants of the abilities of the lines after it that
    are not backup (CR 702.165a)."""
    out = list(lines)
    for k, line in enumerate(out):
        if not holds_printed_below(line.abilities):
            continue
        below = tuple(a for later in out[k + 1:] for a in later.abilities
                      if getattr(a, "keyword", None) != "backup")
        if not below:
            raise UnsupportedPhrase("backup with no ability printed below it (CR 702.165a)")
        out[k] = dataclasses.replace(line, abilities=tuple(_replaced(a, below) for a in line.abilities))
    return out


def holds_printed_below(node) -> bool:
    """Whether `node` (a line's abilities) holds a PrintedBelow to replace."""
    return any_instance(node, PrintedBelow)


def _replaced(node, below: tuple):
    """`node` with each PrintedBelow in an effects tuple expanded into its grants."""
    if isinstance(node, tuple):
        out = []
        for item in node:
            if isinstance(item, PrintedBelow):
                out += [E.GainAbility(item.objects, a, E.Duration.END_OF_TURN) for a in below]
            else:
                out.append(_replaced(item, below))
        return tuple(out)
    if dataclasses.is_dataclass(node) and not isinstance(node, type) and holds_printed_below(node):
        return dataclasses.replace(node, **{f.name: _replaced(getattr(node, f.name), below)
                                            for f in dataclasses.fields(node)})
    return node
