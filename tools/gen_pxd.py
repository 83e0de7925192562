"""Write the augmenting `.pxd` of a rules module to stdout (docs/WRITING_A_TITLE.md, "Types
for the compiler"). Each top-level function whose first parameter is `state` (or the name
`--state` gives) becomes `cpdef` with the state typed and `player` (when it has no default)
a C int; a local only ever assigned `state.<players>[...]` is typed as the player class
(`-`: no such class). A function with a closure (generator expression, lambda, inner
function) stays `def`: Cython allows none in `cpdef`; the skipped ones are named on stderr.

    python tools/gen_pxd.py seaboard/games/fleet/rules/launch.py \\
        seaboard.games.fleet.state FleetData Player players > seaboard/games/fleet/rules/launch.pxd
"""

from __future__ import annotations

import argparse
import ast
import sys

HEADER = """# Cython declarations for {name} (issue 30): its rules typed where they read the state,
# so the compiled module reads fields directly. Pure Python ignores this file.

cimport cython

"""


def _reads_players(node: ast.expr, players: str, item: bool) -> bool:
    """`state.<players>[...]` (item) or `state.<players>` (not item)."""
    if item:
        if not isinstance(node, ast.Subscript):
            return False
        node = node.value
    return (
        isinstance(node, ast.Attribute)
        and node.attr == players
        and isinstance(node.value, ast.Name)
        and node.value.id == "state"
    )


def _player_locals(fn: ast.FunctionDef, players: str) -> list[str]:
    """Locals every assignment of which is one player's area."""
    kinds: dict[str, list[bool]] = {}
    comprehension_vars: set[str] = set()
    for node in ast.walk(fn):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    kinds.setdefault(target.id, []).append(
                        _reads_players(node.value, players, True)
                    )
        elif isinstance(node, ast.For | ast.comprehension):
            if isinstance(node, ast.comprehension):
                comprehension_vars |= {
                    n.id for n in ast.walk(node.target) if isinstance(n, ast.Name)
                }
            if isinstance(node.target, ast.Name):
                ok = _reads_players(node.iter, players, False)
                kinds.setdefault(node.target.id, []).append(ok)
            else:
                for name in ast.walk(node.target):
                    if isinstance(name, ast.Name):
                        kinds.setdefault(name.id, []).append(False)
        elif isinstance(node, ast.AugAssign | ast.AnnAssign | ast.NamedExpr):
            if isinstance(node.target, ast.Name):
                kinds.setdefault(node.target.id, []).append(False)
        elif isinstance(node, ast.With):
            for item in node.items:
                if isinstance(item.optional_vars, ast.Name):
                    kinds.setdefault(item.optional_vars.id, []).append(False)
    params = {a.arg for a in fn.args.args}
    # Cython types a comprehension's variable with the function's local of that name
    return [
        name
        for name, ok in kinds.items()
        if all(ok) and name not in params and name not in comprehension_vars
    ]


def declarations(
    source: str, name: str, data_module: str, data: str, player: str, players: str,
    state: str = "state",
):  # fmt: skip
    tree = ast.parse(source)
    cimported = f"{data}, {player}" if player != "-" else data
    lines = [HEADER.format(name=name) + f"from {data_module} cimport {cimported}", ""]
    for fn in tree.body:
        if not isinstance(fn, ast.FunctionDef):
            continue
        args = fn.args
        if not args.args or args.args[0].arg != state or args.kwonlyargs:
            continue
        if args.vararg or args.kwarg:
            continue
        closures = (ast.Lambda, ast.FunctionDef, ast.GeneratorExp)
        if any(isinstance(n, closures) for n in ast.walk(fn) if n is not fn):
            print("stays def (a closure):", fn.name, file=sys.stderr)
            continue
        first_default = len(args.args) - len(args.defaults)
        signature = []
        for i, arg in enumerate(args.args):
            if i == 0:
                signature.append(f"{data} {state}")
            elif i >= first_default:
                signature.append(f"{arg.arg}=*")
            elif arg.arg == "player":
                signature.append("int player")
            else:
                signature.append(arg.arg)
        typed = _player_locals(fn, players) if player != "-" else []
        if typed:
            lines.append("@cython.locals(" + ", ".join(f"{t}={player}" for t in typed) + ")")
        lines.append(f"cpdef {fn.name}({', '.join(signature)})")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("module", help="the rules module's .py")
    parser.add_argument("data_module", help="the module of the state's data class")
    parser.add_argument("data", help="the state's data class")
    parser.add_argument("player", help="a player's data class, or -")
    parser.add_argument("players", help="the state's field of player data")
    parser.add_argument("--state", default="state", help="the state's parameter name")
    a = parser.parse_args()
    with open(a.module, encoding="utf-8") as f:
        source = f.read()
    name = a.module.rsplit("/", 1)[-1]
    print(declarations(source, name, a.data_module, a.data, a.player, a.players, a.state))


if __name__ == "__main__":
    main()
