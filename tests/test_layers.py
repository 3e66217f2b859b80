"""The layer rule of shared/ARCHITECTURE.md, over every import (top-level, lazy, TYPE_CHECKING).

engine (pure, names no game) <- games/<id> (pure; ui/ is its Qt side) <- models (QtCore)
<- widgets (QtWidgets). storage holds files: it imports engine and the registry only.
Only games/__init__.py imports a game. No module imports in a cycle.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "coventry_desktop"
ROOT = "coventry_desktop"


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@cache
def modules() -> dict[str, Path]:
    return {_module_name(p): p for p in PACKAGE.rglob("*.py") if p.name != "resources_rc.py"}


def _resolve(module: str, node: ast.ImportFrom, is_package: bool) -> str:
    if node.level == 0:
        return node.module or ""
    base = module.split(".")
    base = base if is_package else base[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join([*base, node.module] if node.module else base)


@cache
def imports_of(module: str) -> frozenset[str]:
    """Every module ``module`` imports, anywhere in the file (lazy and TYPE_CHECKING too)."""
    path = modules()[module]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            target = _resolve(module, node, path.name == "__init__.py")
            found.add(target)
            # "from . import comet" imports a module, not a name.
            found.update(f"{target}.{a.name}" for a in node.names
                         if f"{target}.{a.name}" in modules())
    return frozenset(found)


def _internal(module: str) -> set[str]:
    return {name for name in imports_of(module) if name.startswith(ROOT + ".")
            or name == ROOT}


def _layer(module: str) -> str:
    parts = module.split(".")
    if module != ROOT and modules()[module].parent == PACKAGE and modules()[module].name != \
            "__init__.py":
        return "root"  # app.py, i18n.py, qt_resources.py …: the shell's own modules
    if len(parts) >= 3 and parts[1] == "games" and len(parts) > 3 and parts[3] == "ui":
        return "game-ui"
    if len(parts) >= 3 and parts[1] == "games":
        return "game"
    return parts[1] if len(parts) > 1 else "root"


def _game_of(module: str) -> str | None:
    parts = module.split(".")
    return parts[2] if len(parts) >= 3 and parts[1] == "games" else None


PURE = ("engine", "game", "bots")

@pytest.mark.parametrize("module", sorted(modules()))
def test_layer_rule(module: str) -> None:
    layer = _layer(module)
    internal = _internal(module)
    if layer in PURE:
        assert not any(name.startswith("PySide6") for name in imports_of(module)), \
            f"{module} is pure Python and must not import Qt"
    if layer == "engine":
        assert all(_layer(name) == "engine" for name in internal), \
            f"engine names no game: {module} imports {sorted(internal)}"
    if layer in ("game", "game-ui"):
        mine = _game_of(module)
        for name in internal:
            other = _game_of(name)
            assert other in (None, mine) or module == f"{ROOT}.games", \
                f"{module} imports another game, {name}"
            # A game's package reaches its Qt side only through INFO.ui, a lazy door.
            lazy_ui = module == f"{ROOT}.games.{mine}" and _layer(name) == "game-ui"
            if layer == "game" and not lazy_ui:
                assert _layer(name) in ("engine", "game"), \
                    f"{module} is a game's pure part and imports {name}"
    if layer != "game" and layer != "game-ui" and module != f"{ROOT}.games":
        assert not any(_game_of(name) for name in internal), \
            f"{module} reaches a game directly; go through the registry (games.get)"
    if layer == "storage":
        assert all(_layer(name) in ("engine", "storage", "root") or name == f"{ROOT}.games"
                   for name in internal), f"storage holds files only: {module}"
    if layer == "models":
        assert not any(_layer(name) == "widgets" for name in internal), \
            f"models never import widgets: {module}"


def test_no_import_cycles() -> None:
    graph = {m: {n for n in _internal(m) if n in modules() and n != m} for m in modules()}
    # A package's __init__ re-exporting its own modules is not a cycle of layers.
    for module, targets in graph.items():
        graph[module] = {t for t in targets if not module.startswith(t + ".")}
    seen: dict[str, int] = {}
    cycles: list[list[str]] = []

    def visit(node: str, stack: list[str]) -> None:
        seen[node] = 1
        for nxt in sorted(graph[node]):
            if seen.get(nxt) == 1:
                cycles.append([*stack[stack.index(nxt):], nxt])
            elif nxt not in seen:
                visit(nxt, [*stack, nxt])
        seen[node] = 2

    for module in sorted(graph):
        if module not in seen:
            visit(module, [module])
    assert not cycles, "import cycles:\n" + "\n".join(" -> ".join(c) for c in cycles)
