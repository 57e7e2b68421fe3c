""""Compiled" means type-checked: a node or ability whose field holds the parser's own object (a
lark Token or Tree) or a string where a typed value is declared is not a compiled line
(compiler/typed_fields.py). "At the beginning of your next upkeep, pay {3}{U}{U}. If you don't,
you lose the game." pays its mana cost as the delayed trigger resolves (CR 603.7a, 118.12): a
transformer giving the payment the token "pay" as its cost must stop the line (CT901), not
compile it to a payment of nothing the engine can read."""
import json
from pathlib import Path

import pytest
from lark import Token, Tree

from cardtext.compiler import line_meaning as meanings
from cardtext.compiler.api import compile_card
from cardtext.compiler.lowering.checks import check_resolved
from cardtext.compiler.semantics.dispatch import check_line
from cardtext.compiler.source.card import CardSource
from cardtext.compiler.syntax import nodes as A
from cardtext.compiler.syntax.transform import ToAst
from cardtext.compiler.typed_fields import ParserObjectInNode, mistyped
from cardtext.runtime import effects as E
from cardtext.runtime.abilities import SpellAbility
from cardtext.runtime.costs import ManaCost

PACT = "At the beginning of your next upkeep, pay {3}{U}{U}. If you don't, you lose the game."
MODERN = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "modern.jsonl"


class _PassesTheToken(ToAst):
    """The transformer with the payment's rule handing on the "pay" token as the cost."""

    def c_pay_mana(self, items):
        return A.MayPayClause(items[0], written_may=False)


@pytest.fixture
def token_passing_transformer(monkeypatch):
    meanings.forget_meanings()
    monkeypatch.setattr(meanings, "_TRANSFORMER", _PassesTheToken())
    yield
    monkeypatch.undo()
    meanings.forget_meanings()


def _pact():
    return compile_card(CardSource("Pact of Testing", PACT, "{0}", "Instant"))


def test_the_pact_compiles_to_a_payment_of_its_mana_cost():
    compiled = _pact()
    assert compiled.fully_compiled, compiled.diagnostics
    assert mistyped(compiled.definition.abilities) is None


def test_a_line_whose_node_holds_the_parsers_token_is_not_compiled(token_passing_transformer):
    compiled = _pact()
    assert not compiled.fully_compiled
    (diag,) = compiled.diagnostics
    assert diag.code == "CT901" and "lark Token ('pay')" in diag.message


def test_a_lark_tree_in_an_ast_node_stops_the_semantic_pass():
    line = A.MayPayClause(Tree("mana_cost", []), written_may=False)
    with pytest.raises(ParserObjectInNode):
        check_line(line, lambda node: None)


def test_a_lark_token_in_an_ability_stops_the_lowering_checks():
    abilities = (SpellAbility(effects=(E.Optional((E.PayCost(Token("PAY_BEFORE_NOT_DONE", "pay")),)),)),)
    with pytest.raises(ParserObjectInNode):
        check_resolved(abilities)


def test_mistyped_names_the_field_and_what_it_declares():
    assert mistyped(E.PayCost(Token("PAY", "pay"))) == "PayCost.cost: a lark Token ('pay')"
    assert mistyped((E.Optional((E.PayCost("pay"),)),)) == "PayCost.cost: a str ('pay') where Cost is declared"
    assert mistyped(E.PayCost(ManaCost())) is None


def test_every_compiled_line_of_the_modern_corpus_holds_what_its_fields_declare():
    if not MODERN.exists():
        pytest.skip("../shared/corpus not present")
    wrong = []
    for row in MODERN.read_text(encoding="utf-8").splitlines():
        card = json.loads(row)
        compiled = compile_card(CardSource(card["name"], card.get("oracle_text", ""), card.get("mana_cost", ""),
                                           card.get("type_line", ""), card.get("power"), card.get("toughness"),
                                           card.get("loyalty")))
        for line in compiled.lines:
            found = mistyped((line.ast, line.abilities))
            if found:
                wrong.append(f"{card['name']}: {found}")
    assert wrong == []
