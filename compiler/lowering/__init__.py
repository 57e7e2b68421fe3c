"""Lowering: the typed AST -> runtime ability objects, one module per phrase family."""
