"""Predefined tokens (CR 111.10), defined in rules text.

"Create a Treasure token" names a token by its subtype; the rules define what it is: "A
Treasure token is a colorless Treasure artifact token with "{T}, Sacrifice this artifact: Add
one mana of any color."" (CR 111.10a). grammar/tokens.toml holds each rule's text, and here it
is compiled by cardtext itself, as the object of "create", through the same normalisation,
grammar, transformer and semantic check as a card's text (definitions.compile_rules_line). The
result is the token specification and the quoted ability the rule gives it, which the lowering
uses as if the card had printed the whole definition.
"""
from __future__ import annotations

import tomllib
from dataclasses import dataclass, fields, is_dataclass
from functools import cache
from importlib import resources

from ...runtime.effects import TokenSpec

from ..syntax import nodes as A
from .definitions import DefinitionError, compile_rules_line


@dataclass(frozen=True)
class PredefinedTokenEntry:
    name: str            # the subtype that names it: "Treasure"
    rule: str            # "111.10a"
    definition: str      # the rule's description, the object of "create"
    back: str = ""       # a double-faced token's back face (CR 111.10i), described the same way


@cache
def table() -> dict[str, PredefinedTokenEntry]:
    """The predefined tokens of grammar/tokens.toml, by name."""
    text = resources.files("cardtext.grammar").joinpath("tokens.toml").read_text(encoding="utf-8")
    return {t["name"]: PredefinedTokenEntry(t["name"], t["rule"], t["definition"], t.get("back", ""))
            for t in tomllib.loads(text)["token"]}


@cache
def definition(name: str) -> tuple[TokenSpec, A.AbilityLine | None]:
    """The token `name` stands for and its quoted ability (an AST line, lowered with the card's
    own); KeyError for a name that is no predefined token, DefinitionError for a definition
    cardtext cannot read (tests/compiler/test_predefined_tokens.py keeps every entry readable)."""
    entry = table()[name]
    return _described(name, entry.rule, entry.definition)


@cache
def back_face(name: str) -> TokenSpec | None:
    """The back face of the double-faced token `name` (CR 111.10i), None for a single-faced one."""
    entry = table()[name]
    if not entry.back:
        return None
    spec, granted = _described(name, entry.rule, entry.back)
    if granted is not None:
        raise DefinitionError(1, 0, f"the back face of the {name} token has an ability no lowering reads")
    return spec


def _described(name: str, rule: str, description: str) -> tuple[TokenSpec, A.AbilityLine | None]:
    ending = "" if description.endswith(('"', ".")) else "."     # a description with no quoted ability
    line = compile_rules_line(f"Create {description}{ending}")
    made = [c for c in _nodes(line) if isinstance(c, A.CreateTokenClause)]
    if len(made) != 1 or not isinstance(made[0].token, TokenSpec):
        raise DefinitionError(1, 0, f"the definition of the {name} token (CR {rule}) "
                                    "describes no single token")
    return made[0].token, made[0].granted


def _nodes(node):
    """`node` and every AST node inside it (dataclass fields and tuples)."""
    yield node
    if isinstance(node, tuple):
        for item in node:
            yield from _nodes(item)
    elif is_dataclass(node) and not isinstance(node, type):
        for f in fields(node):
            yield from _nodes(getattr(node, f.name))
