"""The wheel's build step that pyproject.toml can't say: the rules parser's tables, built from the
grammar as the wheel is built and shipped in cardtext/grammar, so a fresh install loads them
instead of analysing the grammar (compiler/syntax/parser.py copies them into its cache).

The tables are built by a separate Python that sees only the package just copied to the build
folder and Lark, never a cardtext installed elsewhere (an editable install of this repository
would otherwise answer the import).
"""
import os
import subprocess
import sys

from setuptools import setup
from setuptools.command.build_py import build_py

WRITE_TABLES = (
    "import sys; sys.path[:0] = sys.argv[1:3]; from pathlib import Path; "
    "from cardtext.compiler.syntax.parser import write_tables; "
    "print(write_tables(Path(sys.argv[1]) / 'cardtext' / 'grammar'))"
)


class BuildWithParserTables(build_py):
    """build_py, then the parser tables written beside the grammar files in the build folder."""

    def run(self):
        super().run()
        if self.dry_run:
            return
        import lark
        lark_home = os.path.dirname(os.path.dirname(lark.__file__))
        # -S: no site-packages, so `cardtext` is the copy in build_lib; Lark's folder is given
        subprocess.run([sys.executable, "-S", "-c", WRITE_TABLES, os.path.abspath(self.build_lib), lark_home],
                       check=True)


setup(cmdclass={"build_py": BuildWithParserTables})
