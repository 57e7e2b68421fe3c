"""`cardtext` run as a process (the console script calls `main()` with no arguments) ends without
the interpreter's teardown (cli/main.py's `leave`): what it prints, its exit status and what its
atexit functions do must be what the ordinary way out gives, which CliRunner's run shows."""
from __future__ import annotations

import os
import subprocess
import sys

from click.testing import CliRunner

from cardtext.compiler.cli.main import main

# an atexit function registered before the command runs, as the compiler's own are: it must
# still run, after the command's output
AS_A_PROCESS = """
import atexit, sys
atexit.register(lambda: print("atexit ran", file=sys.stderr))
from cardtext.compiler.cli.main import main
main()
"""


def as_a_process(*args: str, script: str = AS_A_PROCESS) -> subprocess.CompletedProcess:
    """The script run with standard output block-buffered, as a user's pipe has it."""
    environment = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    return subprocess.run([sys.executable, "-c", script, *args], capture_output=True, text=True,
                          timeout=120, env=environment)


def test_a_compile_prints_all_its_output_and_its_status_then_runs_atexit():
    args = ["compile", "--no-cache", "--format", "json", "--text", "Flying\nFlyyying"]
    done = as_a_process(*args)
    expected = CliRunner().invoke(main, args)
    assert done.returncode == expected.exit_code == 1
    assert done.stdout == expected.stdout and done.stdout.rstrip().endswith("]")
    assert done.stderr == expected.stderr + "atexit ran\n"


def test_a_fully_compiled_card_exits_0():
    done = as_a_process("compile", "--no-cache", "--text", "Flying")
    assert done.returncode == 0
    assert done.stdout.endswith("1 card, 1 fully compiled\n")
    assert done.stderr == "atexit ran\n"


def test_a_usage_error_exits_2_with_its_message():
    done = as_a_process("compile", "--no-such-option")
    expected = CliRunner().invoke(main, ["compile", "--no-such-option"], prog_name="-c")
    assert done.returncode == expected.exit_code == 2
    assert "--no-such-option" in expected.stderr
    assert done.stderr == expected.stderr + "atexit ran\n"


def test_a_message_given_to_sys_exit_takes_the_ordinary_way():
    """sys.exit("text") prints the text and exits 1: `leave` leaves that to the interpreter."""
    script = AS_A_PROCESS.replace("main()", "main.add_command(__import__('click').command('fail')("
                                  "lambda: sys.exit('failed here'))); main()")
    done = as_a_process("fail", script=script)
    assert done.returncode == 1
    assert done.stderr == "failed here\natexit ran\n"     # the interpreter's order


def test_what_a_command_printed_without_click_is_flushed():
    """print() to a pipe is block-buffered (click.echo flushes, print does not): the buffer is
    written before the process ends."""
    script = AS_A_PROCESS.replace("main()", "main.add_command(__import__('click').command('say')("
                                  "lambda: print('said'))); main()")
    done = as_a_process("say", script=script)
    assert done.returncode == 0
    assert done.stdout == "said\n" and done.stderr == "atexit ran\n"
