"""`cardtext lsp`: the language server for .card files, speaking LSP on standard input and
output (compiler/lsp/). An editor starts it; docs/authoring.md shows how.

Exit status: 0 when the client ends the session (shutdown, then exit), 1 when it ends without a
shutdown or the connection breaks, 2 usage error.
"""
from __future__ import annotations

import sys

import click


@click.command("lsp", context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--stdio", is_flag=True,
              help="Speak LSP on standard input and output (the default and only transport; "
                   "accepted because editors pass it).")
def lsp(stdio: bool) -> None:
    """Run the language server for .card files: diagnostics as you type (compile and lint
    findings), hover, keyword completion, formatting and quick fixes.

    \b
    Exit status:
      0  after the client's shutdown and exit
      1  the client left without a shutdown
      2  usage error
    """
    if sys.stdin.isatty():
        click.echo("cardtext lsp: a language server speaks LSP on standard input and output; "
                   "an editor starts it (docs/authoring.md, 'Editor support'). Ctrl-D ends it.", err=True)
    from ..lsp.server import main
    main()
