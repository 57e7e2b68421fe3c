"""Input limits: the most a card file or a card may hold. Each is far above anything printed
(the largest real values are in the comments) and keeps the work on any input bounded; going
over one is a positioned error with its own code, and the card (or the line) is not compiled.
docs/limits.md lists them for users."""
from __future__ import annotations

MAX_FILE = 32 * 1024 * 1024      # bytes in one input (CT104)
MAX_JSON_LINE = 1024 * 1024      # characters in one .jsonl line (CT104)
MAX_CARDS = 100_000              # cards in one input (CT107); the corpus holds 15,115
# rules-text lines in one card (CT108); real cards: 8. Compiling costs a few milliseconds per
# line at worst (bench/fuzz.py): 30 lines keep one card near 100 ms, 100 took 300.
MAX_RULES_LINES = 30
MAX_FIELD = 200                  # characters in a header field (CT109); real: 44 (a type line)
MAX_LINE = 4096                  # characters in one rules-text line (CT204); real: 534
MAX_NUMBER = 1_000_000           # a number in a cost, P/T, loyalty (CT110) or rules text (CT206);
                                 # real: {1000000} (Gleemax)
# lint findings reported for one card (CT111, with how many more were found); real cards: 6.
# A mutated card with 7,500 placeholders took 100 ms to lint, most of it building, sorting and
# printing findings no one reads; the first 100 by place show what is wrong.
MAX_FINDINGS = 100
# Quoted abilities need no limit of their own: a quoted ability holds no double quote
# (grammar/replacements.lark, QUOTED_ABILITY), so one can't nest inside another.
