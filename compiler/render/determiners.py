"""The determiner of a group of objects, derived: the AST keeps none.

"Destroy all creatures", "destroy each creature", "creatures you control get +1/+1" and "each
creature you control gets +1/+1" name the same objects: every object the filter matches, as the
effect happens (CR 608.2c, 611.2c for a continuous effect's affected set). No rule tells "each"
from "all" from no determiner; the lowering reads only the filter. So EachPhrase and
ControlledPhrase keep no word, and the renderer prints Oracle's usage for the clause the group
is in: "all" for the one-shot mass actions, a pump ("all creatures get -2/-2", which the grammar
reads in every form of a pump) and a quoted grant, no determiner for the subject of a gained
ability ("creatures you control gain flying"), "each" otherwise ("each creature you control
with a +1/+1 counter on it has flying"). Where a card prints another determiner,
equivalents.py reads the two alike.
"""
from __future__ import annotations

from ..syntax import nodes as A
from ..syntax.nodes import targets as T

ALL = "all"
EACH = "each"
BARE = ""            # a plural subject without a determiner

# clause (or sentence) class -> the determiner Oracle gives a group in it (EACH when not listed)
GROUP_WORDS: dict[type, str] = {
    **dict.fromkeys((A.DestroyClause, A.ExileClause, A.ExileUntilLeavesClause, A.GainControlClause,
                     A.ReturnClause, A.TapClause, A.PutOnBottomClause, A.PutUnderControlClause,
                     A.PumpClause, A.GainKeywordClause, A.GrantSentence, T.LoseKeywordClause,
                     T.AttachObjectsClause, T.UnattachClause, A.NoLongerSuspectedClause,
                     A.PhaseOutClause, A.ShuffleIntoOwnerClause), ALL),
    **dict.fromkeys((A.PumpGainClause, A.GainKeywordsClause, A.GainQuotedClause, A.RestrictClause), BARE),
    # prevention: "prevent all damage that would be dealt to creatures this turn" (CR 615.1a)
    **dict.fromkeys((A.PreventAllToClause, T.PreventByClause), BARE),
    # "creatures you control have base power and toughness X/X and gain all creature types"
    T.AllCreatureTypesClause: BARE,
    # "All creatures are black." (a static, CR 613.1e)
    T.AreColorsClause: ALL,
}


def group_word(node) -> str:
    """The determiner of a group in `node` (a clause or a sentence)."""
    if getattr(node, "bare_subject", False):      # written without a determiner, as printed
        return BARE
    if isinstance(node, A.RestrictClause) and node.action == "attack each combat":
        return ALL                  # "All creatures attack each combat if able." (a static)
    if isinstance(node, A.RestrictClause) and node.action == "attack this turn":
        return EACH                 # "Each creature attacks this turn if able."
    return GROUP_WORDS.get(type(node), EACH)


def is_group(phrase) -> bool:
    """Every object a filter matches (not players, not the one object the source is attached to)."""
    return isinstance(phrase, A.EachPhrase) and phrase.players is None and not phrase.filter.attached_to_source
