"""The architecture of the package, checked from the source with `ast` (nothing is imported).

The import graph covers the modules under compiler/, runtime/, grammar/ and cards/. Every import
counts: at the top of a module, inside functions and under TYPE_CHECKING. Relative imports are
resolved; `from . import x` depends on the package (its `__init__`) as well as on `x`.

Rules: no import cycle; the rules engine (runtime.*) never imports the compiler; the engine core
(runtime.engine.*) never imports the instruction handlers or the keyword mechanics; no module
over 800 lines; no module or test file named after history (`_more`); no docstring citing an
issue number.
"""
from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("compiler", "runtime", "grammar", "cards")
MAX_LINES = 800
ISSUE = re.compile(r"\bissue\s+#?\d+", re.IGNORECASE)


def module_files() -> dict[str, Path]:
    """Dotted module name (without the `cardtext.` prefix) -> file, for every package module."""
    found = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


MODULES = module_files()


def _resolve(name: str) -> str | None:
    """The package module that `name` (a module or a name inside one) lives in, or None."""
    if name == "cardtext" or not name:
        return None
    name = name.removeprefix("cardtext.")
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def _targets(module: str, path: Path, node: ast.AST) -> list[str]:
    """The dotted names an import statement depends on, relative imports made absolute."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if not isinstance(node, ast.ImportFrom):
        return []
    if node.level:                     # installed, every module lives under the `cardtext` package
        full = f"cardtext.{module}"
        package = full if path.name == "__init__.py" else full.rpartition(".")[0]
        for _ in range(node.level - 1):
            package = package.rpartition(".")[0]
        base = f"{package}.{node.module}" if node.module else package
    else:
        base = node.module or ""
    return [base] + [f"{base}.{alias.name}" for alias in node.names if alias.name != "*"]


def import_graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {m: set() for m in MODULES}
    for module, path in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            for target in _targets(module, path, node):
                resolved = _resolve(target)
                if resolved is not None and resolved != module:
                    graph[module].add(resolved)
    return graph


GRAPH = import_graph()


def strongly_connected(graph: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's strongly connected components with more than one module, iteratively."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    components.append(sorted(component))
    return components


def edges(source_prefix: str, target_prefixes: tuple[str, ...]) -> list[str]:
    return sorted(f"{m} -> {t}" for m, targets in GRAPH.items() if _under(m, source_prefix)
                  for t in targets if any(_under(t, p) for p in target_prefixes))


def _under(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def docstrings(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            text = ast.get_docstring(node, clean=False)
            if text:
                yield getattr(node, "name", "<module>"), text


def test_the_graph_sees_the_packages():
    assert {"compiler.api", "compiler.pipeline", "compiler.cli.main", "runtime.game"} <= set(GRAPH)
    assert "compiler.pipeline" in GRAPH["compiler.api"]


def test_no_import_cycle():
    cycles = strongly_connected(GRAPH)
    assert not cycles, "import cycles (each line: modules that import each other in a circle):\n" + \
        "\n".join("  " + ", ".join(c) for c in cycles)


def test_the_runtime_does_not_import_the_compiler():
    found = edges("runtime", ("compiler",))
    assert not found, "runtime modules importing the compiler:\n" + "\n".join("  " + e for e in found)


def test_the_engine_does_not_import_handlers_or_mechanics():
    found = edges("runtime.engine", ("runtime.handlers", "runtime.mechanics"))
    assert not found, "engine modules importing handlers or mechanics:\n" + "\n".join("  " + e for e in found)


def test_no_module_over_800_lines():
    long = sorted(f"{m}: {n} lines" for m, path in MODULES.items()
                  if (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES)
    assert not long, f"modules over {MAX_LINES} lines:\n" + "\n".join("  " + s for s in long)


def test_no_module_or_test_file_named_more():
    files = list(MODULES.values()) + sorted((ROOT / "tests").rglob("*.py"))
    named = sorted(str(p.relative_to(ROOT)) for p in files if "_more" in p.stem)
    assert not named, "file names from history (_more):\n" + "\n".join("  " + s for s in named)


def test_no_issue_number_in_docstrings():
    files = list(MODULES.values()) + sorted((ROOT / "tests").rglob("*.py"))
    cited = sorted(f"{p.relative_to(ROOT)}: {name}: {ISSUE.search(text).group(0)!r}" for p in files
                   for name, text in docstrings(p) if ISSUE.search(text))
    assert not cited, "docstrings citing an issue number:\n" + "\n".join("  " + s for s in cited)
