"""`cardtext lsp` as a command: its help, a usage error, and its exit status, which follows
LSP's rule for "exit" (0 after a "shutdown" request, 1 without one)."""
from __future__ import annotations

import json
import subprocess
import sys

from click.testing import CliRunner

from cardtext.compiler.cli.main import main

MODULE = [sys.executable, "-m", "cardtext.compiler.lsp"]


def frame(message: dict) -> bytes:
    body = json.dumps(message).encode("utf-8")
    return b"Content-Length: %d\r\n\r\n%s" % (len(body), body)


def session(*messages: dict) -> subprocess.CompletedProcess:
    data = b"".join(frame(m) for m in messages)
    return subprocess.run(MODULE, input=data, capture_output=True, timeout=60)


INITIALIZE = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
              "params": {"processId": None, "rootUri": None, "capabilities": {}}}


def test_help_lists_the_exit_codes():
    for flag in ("--help", "-h"):
        result = CliRunner().invoke(main, ["lsp", flag])
        assert result.exit_code == 0
        assert "0  after the client's shutdown and exit" in result.output


def test_an_unknown_option_is_a_usage_error():
    result = CliRunner().invoke(main, ["lsp", "--tcp"])
    assert result.exit_code == 2 and "No such option '--tcp'" in result.output


def test_shutdown_then_exit_ends_with_status_0():
    done = session(INITIALIZE, {"jsonrpc": "2.0", "method": "initialized", "params": {}},
                   {"jsonrpc": "2.0", "id": 2, "method": "shutdown"},
                   {"jsonrpc": "2.0", "method": "exit"})
    assert done.returncode == 0, done.stderr.decode()
    assert b'"capabilities"' in done.stdout and b"hoverProvider" in done.stdout


def test_a_client_that_leaves_without_shutdown_ends_with_status_1():
    done = session(INITIALIZE)
    assert done.returncode == 1
    assert b"Traceback" not in done.stderr


def test_malformed_messages_get_an_error_reply_not_a_crash():
    """JSON-RPC's "parse error" (-32700) for a body that is no JSON; the server goes on."""
    bad = b"Content-Length: 9\r\n\r\n{not json"
    data = frame(INITIALIZE) + bad + frame({"jsonrpc": "2.0", "id": 2, "method": "shutdown"}) \
        + frame({"jsonrpc": "2.0", "method": "exit"})
    done = subprocess.run(MODULE, input=data, capture_output=True, timeout=60)
    assert done.returncode == 0, done.stderr.decode()
    assert b'"id": 2' in done.stdout or b'"id":2' in done.stdout
