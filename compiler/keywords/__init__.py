"""Keywords as data: the keyword database (database.py, grammar/keywords.toml), the grammar
terminals generated from it (terminals.py), parameter slots (templates.py) and the compiled
definitions of keywords defined in rules text (definitions.py)."""
