"""Rendering: the AST back into canonical rules text, and short summaries of abilities."""
