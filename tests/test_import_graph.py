"""The import graph of the project's own packages: no cycles, and the layers point down.

The graph is read from the source with :mod:`ast` (nothing is imported), so it also sees
imports that only run inside a function. An arrow ``a -> b`` means module ``a`` imports
module ``b``:

- ``import a.b.c`` and ``from a.b import c`` point at the most specific project module they
  name (``a.b.c`` when it is a module, else ``a.b``); ``from a.b import name`` points at ``a.b``.
  The parent packages that Python also runs on the way (``a/__init__.py``) are not arrows:
  a package that re-exports its submodules (``db/__init__.py``) would otherwise "cycle" with
  every one of them.
- Relative imports are resolved against the importing module's package.
- Imports at module level, in class bodies and inside functions all count: a function-level
  import is still a runtime arrow, only a lazy one (a common way to hide a cycle).
- Imports under ``if TYPE_CHECKING:`` never run, so they cannot make a runtime cycle; they are
  kept apart. The runtime test ignores them; a second test counts them too, because a
  type-only import back into the class a mixin is mixed into is still an arrow pointing the
  wrong way for a reader and for mypy.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("bot", "cogs", "db", "games")
#: what ``games/`` and ``db/`` must never import (DESIGN.md "Layers": they run without Discord)
LOWER_LAYERS = ("games", "db")
FORBIDDEN_BELOW = ("discord", "bot", "cogs")


@dataclass
class Module:
    name: str
    path: Path
    is_package: bool
    #: imported top-level names and project modules, as (target, line, type_checking_only)
    imports: list[tuple[str, int, bool]] = field(default_factory=list)


def _module_name(path: Path) -> tuple[str, bool]:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        return ".".join(parts[:-1]), True
    return ".".join(parts), False


def _modules() -> dict[str, Module]:
    found: dict[str, Module] = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            name, is_package = _module_name(path)
            found[name] = Module(name, path, is_package)
    return found


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(tree: ast.AST) -> Iterator[tuple[ast.Import | ast.ImportFrom, bool]]:
    """Every import statement anywhere in the tree, and whether it sits under ``if TYPE_CHECKING:``."""

    def walk(node: ast.AST, type_only: bool) -> Iterator[tuple[ast.Import | ast.ImportFrom, bool]]:
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node, type_only
            return
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            for child in node.body:
                yield from walk(child, True)
            for child in node.orelse:
                yield from walk(child, type_only)
            return
        for child in ast.iter_child_nodes(node):
            yield from walk(child, type_only)

    yield from walk(tree, False)


def _resolve(module: Module, node: ast.ImportFrom) -> str:
    if node.level == 0:
        return node.module or ""
    package = module.name.split(".")
    if not module.is_package:
        package = package[:-1]
    base = package[: len(package) - (node.level - 1)] if node.level > 1 else package
    return ".".join([*base, node.module] if node.module else base)


def _project_target(name: str, modules: dict[str, Module]) -> str | None:
    """The most specific project module that ``name`` (dotted) is or lies in."""
    parts = name.split(".")
    while parts:
        candidate = ".".join(parts)
        if candidate in modules:
            return candidate
        parts.pop()
    return None


def _graph() -> dict[str, Module]:
    modules = _modules()
    for module in modules.values():
        tree = ast.parse(module.path.read_text(encoding="utf-8"), filename=str(module.path))
        for node, type_only in _imports(tree):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                base = _resolve(module, node)
                # ``from db import store`` imports the submodule db.store; ``from db.store import X`` imports db.store
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base for a in node.names]
            for target in targets:
                module.imports.append((target, node.lineno, type_only))
    return modules


def _edges(modules: dict[str, Module], *, with_type_checking: bool) -> dict[str, dict[str, int]]:
    """module -> {imported project module: line of the first such import}."""
    edges: dict[str, dict[str, int]] = {name: {} for name in modules}
    for module in modules.values():
        for target, line, type_only in module.imports:
            if type_only and not with_type_checking:
                continue
            resolved = _project_target(target, modules)
            if resolved is not None and resolved != module.name:
                edges[module.name].setdefault(resolved, line)
    return edges


def _cycles(edges: dict[str, dict[str, int]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in edges[node]:
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
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

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return sorted(components)


def _describe(cycle: list[str], edges: dict[str, dict[str, int]], modules: dict[str, Module]) -> str:
    members = set(cycle)
    arrows = [
        f"  {a} -> {b} ({modules[a].path.relative_to(ROOT)}:{line})"
        for a in cycle
        for b, line in sorted(edges[a].items())
        if b in members
    ]
    return " <-> ".join(cycle) + "\n" + "\n".join(arrows)


def _assert_no_cycles(*, with_type_checking: bool) -> None:
    modules = _graph()
    edges = _edges(modules, with_type_checking=with_type_checking)
    cycles = _cycles(edges)
    what = "imports (counting `if TYPE_CHECKING:` ones)" if with_type_checking else "runtime imports"
    assert not cycles, f"import cycles among {what}:\n" + "\n".join(_describe(c, edges, modules) for c in cycles)


def test_the_graph_is_read() -> None:
    """The reader finds the arrows it should (else the cycle tests would pass on an empty graph)."""
    modules = _graph()
    edges = _edges(modules, with_type_checking=True)
    assert len(modules) > 50
    assert "db.store" in edges["bot.service"]
    assert "bot.service" in edges["cogs.play"]
    assert "games.contract" in edges["games.anasazi.rules"] or "games.contract" in edges["games.anasazi"]
    assert _cycles({"a": {"b": 1}, "b": {"c": 1}, "c": {"a": 1}, "d": {"a": 1}}) == [["a", "b", "c"]]


def test_no_runtime_import_cycle() -> None:
    _assert_no_cycles(with_type_checking=False)


def test_no_import_cycle_even_for_type_checking() -> None:
    _assert_no_cycles(with_type_checking=True)


def test_games_and_db_never_import_discord_bot_or_cogs() -> None:
    """DESIGN.md "Layers": games/ and db/ run and test without Discord and without the bot."""
    wrong = [
        f"{module.path.relative_to(ROOT)}:{line} imports {target}"
        for module in _graph().values()
        if module.name.split(".")[0] in LOWER_LAYERS
        for target, line, _type_only in module.imports
        if target.split(".")[0] in FORBIDDEN_BELOW
    ]
    assert not wrong, "a lower layer imports an upper one:\n" + "\n".join(wrong)
