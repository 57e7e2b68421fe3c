"""`cardtext lsp`: a language server for .card files (LSP over stdio, built on pygls).

`analysis.py` compiles and lints a document card by card (each card's results cached by its
text), `positions.py` converts the compiler's 1-based code-point columns to LSP positions,
`context.py` reads the custom keywords and lint settings of the document's folder, and
`diagnostics.py`, `hover.py`, `completion.py`, `actions.py` and `formatting.py` answer one kind
of request each; `server.py` holds the handlers. Only `server.py` and the answer modules
import pygls/lsprotocol; the command line imports the server when `cardtext lsp` runs.
"""
