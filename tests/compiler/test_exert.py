"""Exert (CR 701.43a, current numbering; 701.39 in the 2022 text): "To exert a permanent, you choose
to have it not untap during your next untap step." A keyword action the rules make a cost: "Exert
~" in an activation cost and "You may exert ~ as it attacks" (an optional cost of attacking, CR
508.1g) with its reflexive "When you do" (CR 603.12). Its database entry names the cost the engine
pays (`ExertSelf`)."""
from cardtext.compiler.api import compile_card
from cardtext.compiler.keywords.database import KeywordKind, builtin
from cardtext.compiler.keywords.templates import fill
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime import abilities as R
from cardtext.runtime.costs import ExertSelf


def _compiled(row):
    card = compile_card(CardSource(row["name"], row["oracle_text"], row.get("mana_cost", ""), row["type_line"],
                                   row.get("power"), row.get("toughness")))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    return card.definition


def test_exert_is_a_keyword_action_whose_meaning_is_the_cost_the_engine_pays():
    entry = builtin().get("exert")
    assert entry.kind is KeywordKind.ACTION and entry.rule == "701.43" and entry.mechanic == "ExertSelf"
    assert fill(entry.reminder) == "An exerted creature won't untap during your next untap step."


def test_you_may_exert_it_as_it_attacks_is_an_optional_cost_and_a_reflexive_trigger(corpus):
    static, reflexive = _compiled(corpus["Glorybringer"]).abilities[2:]
    assert isinstance(static, R.StaticAbility) and isinstance(static.effect, R.MayExertAsAttacks)
    assert isinstance(reflexive, R.TriggeredAbility) and type(reflexive.event).__name__ == "Exerted"


def test_exert_in_an_activation_cost(corpus):
    _, exerting = _compiled(corpus["Hope Tender"]).abilities
    assert ExertSelf() in exerting.costs
