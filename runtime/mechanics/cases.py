"""Cases (CR 719): the solved designation. A Case becomes solved by its "To solve" triggered
ability (CR 719.3a); its "Solved" abilities read the designation through the source state
"solved" (engine/query.source_state)."""
from __future__ import annotations

from ..characteristics import Zone
from ..effects import SolveCase
from ..engine.registry import register_instructions


def _solve_case(game, ctx, e: SolveCase) -> None:
    """CR 719.3a-b: the Case becomes solved; a Case that left the battlefield can't."""
    o = game.state.live(ctx.source_id)
    if o is not None and o.zone is Zone.BATTLEFIELD and not o.solved:
        o.solved = True
        game.record("solved", f"{o.name} becomes solved", object_id=o.id)


register_instructions({SolveCase: _solve_case})
