"""`python -m cardtext.compiler.lsp`: the language server on stdio (as `cardtext lsp`)."""
from .server import main

main()
