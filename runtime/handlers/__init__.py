"""VM instruction handlers, one module per family of effects."""
