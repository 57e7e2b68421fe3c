"""cardtext's compiler: card text -> parse tree -> typed AST -> runtime ability objects."""
