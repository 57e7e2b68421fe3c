"""A card's rules text compiled into its definition, for runtime tests that play printed wordings."""
from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource


def card(text: str, name: str, type_line: str, mana_cost: str = "", **kw):
    """The definition of a fully compiled card (the test fails on a line not compiled)."""
    compiled = compile_card(CardSource(name=name, oracle_text=text, type_line=type_line,
                                       mana_cost=mana_cost, **kw))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition
