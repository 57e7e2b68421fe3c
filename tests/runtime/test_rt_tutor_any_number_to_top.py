""""Search your library for any number of Goblin cards and reveal those cards. Shuffle your library,
then put them on top of it in any order." (CR 701.19b: a search for cards of a quality may find any
number of them, none to all; CR 701.16a: they are revealed; CR 401.4: the searcher orders them)."""
from __future__ import annotations

from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.engine.decider import Choice, FirstOptionDecider
from cardtext.runtime.game import Game

from rt_cards import FOREST
from rt_corpus import corpus_card


class FindsAll(FirstOptionDecider):
    """Takes every card a search offers (the searcher may find all of them), else the first option."""

    def choose(self, choice: Choice) -> tuple:
        if choice.prompt.startswith("search"):
            self.offered = choice.maximum
            return tuple(o.value for o in choice.options)
        return super().choose(choice)


def test_every_goblin_found_goes_on_top_and_the_rest_is_below():
    recruiter = corpus_card("Goblin Recruiter")
    g = Game(decider=(decider := FindsAll()))
    g.set_library("Alice", [FOREST] * 4 + [recruiter] * 3 + [FOREST] * 4)
    g.set_library("Bob", [FOREST] * 10)
    g.set_step(Step.MAIN1, "Alice", turn=3)
    card = g.add_card("Alice", recruiter, Zone.HAND)
    g.add_mana("Alice", "RR")
    g.cast("Alice", card)
    g.resolve_stack()
    library = [g.state.objects[i].name for i in g.state.players[0].library]
    assert len(library) == 11
    found = library.count("Goblin Recruiter")
    assert decider.offered == 3                     # none to all of them may be found
    assert found == 3 and library[:found] == ["Goblin Recruiter"] * found
