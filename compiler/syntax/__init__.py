"""Syntax: the parser built from grammar/*.lark, and the Transformer that builds the typed AST."""
