"""The semantic pass between the AST (syntax/) and lowering (lowering/): it checks that each
effect acts on a kind of object or player it can act on (CR 109.2, 115.1, 701) and reports a
located CT3xx Finding otherwise. Entry point: check.check_line."""
