"""Who chooses a spell's or ability's targets and how a divided amount is announced among them
(CR 601.2c-d), for Game.choose_targets."""
from __future__ import annotations

from .decider import ChoiceKind


def who_chooses(game, spec, controller: int, options: list, what: str) -> tuple[int, list]:
    """The player who chooses this target and what they may choose: the controller, or for
    "target creature of an opponent's choice" an opponent (the one the controller names when
    there are several), among the objects that opponent controls where the card says so."""
    if not spec.chosen_by_opponent:
        return controller, options
    opponents = [p for p in game.state.apnap() if p != controller and not game.state.players[p].lost]
    if len(opponents) > 1:
        chooser = game.ask_one(ChoiceKind.CHOOSE, controller, f"which opponent chooses a target for {what}",
                               [(p, game.pname(p)) for p in opponents])
    else:
        chooser = opponents[0] if opponents else controller
    if spec.chooser_controls:       # "... of an opponent's choice he or she controls"
        options = [o for o in options if not isinstance(o.value, tuple)
                   and game.state.objects[o.value].controller == chooser]
    return chooser, options


def one_graveyard(game, spec, controller: int, options: list, low: int, what: str) -> list:
    """"target cards from a single graveyard" (CR 115.1): the controller picks whose graveyard
    the group's cards come from, among the graveyards that hold enough of them; the options are
    that graveyard's cards."""
    if not spec.single_graveyard:
        return options
    owner = {o.value: game.state.objects[o.value].owner for o in options if not isinstance(o.value, tuple)}
    enough = [p for p in game.state.apnap() if sum(1 for v in owner.values() if v == p) >= max(low, 1)]
    if not enough:
        return [] if low else options
    whose = enough[0] if len(enough) == 1 else game.ask_one(
        ChoiceKind.CHOOSE, controller, f"whose graveyard the targets for {what} come from",
        [(p, game.pname(p)) for p in enough])
    return [o for o in options if owner.get(o.value) == whose]


def divide(game, group: list, total: int, controller: int, what: str) -> None:
    """CR 601.2d: announce how `total` is divided among the chosen targets, at least 1 each."""
    left = total
    for i, t in enumerate(group):
        rest = len(group) - i - 1
        if rest == 0:
            t.share = left
            break
        name = game.target_name(t)
        t.share = game.ask_one(ChoiceKind.DIVIDE, controller, f"how much of {total} to {name} ({what})",
                               [(n, str(n)) for n in range(1, left - rest + 1)])
        left -= t.share
    if group:
        game.record("divide", f"{game.pname(controller)} divides {total} among "
                    + ", ".join(f"{game.target_name(t)} ({t.share})" for t in group))
